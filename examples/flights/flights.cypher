// The flights example: an airline route network as an operations analyst
// models it, written for gql by hand (not taken from anywhere), the TUNING
// graph of a new domain (testdata/flights/README.md). Flights depart from
// and arrive at airports, are operated by an airline and use an aircraft
// type; pilots work for an airline and are qualified on aircraft types
// (level 'trainee'|'line'|'instructor'|'examiner', a since date and the
// hours flown on the type on the edge); airlines are partners of other airlines (kind 'codeshare'|
// 'interline'|'joint venture', a since date; 'A is a partner of B' is the
// edge A->B, not always returned) and have hubs at airports (role
// 'primary'|'secondary'). Dates are ISO strings 'YYYY-MM-DD', the founded
// year an integer; distances in km, durations in minutes, elevation in feet,
// frequency in flights a week.
// Edge cases the questions need: airports with no flight (BER, TOS), an
// airline that operates nothing (Aurora Regional), an aircraft type no flight
// uses (A380-800), a flight with no aircraft assigned, a pilot with no
// qualification and one who works for no airline and has no hire date,
// airlines in no alliance (no alliance property), one-way partnerships, ties
// (longest flight time 840, longest range 15000, most frequent 42 a week,
// five pilots with three ratings), values on boundaries (a flight of exactly
// 180 minutes, launches on 2023-03-01, 2023-02-28, 2024-01-01, 2024-12-31,
// an elevation below sea level).
// Regenerate with
//   python3 testdata/flights/emit.py > examples/flights/flights.cypher
//   go run ./cmd/gql convert examples/flights/flights.cypher --name flights --out examples/flights
CREATE CONSTRAINT IF NOT EXISTS FOR (n:Airport) REQUIRE (n.iata) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (n:Airline) REQUIRE (n.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (n:AircraftType) REQUIRE (n.model) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (n:Flight) REQUIRE (n.flight_number) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (n:Pilot) REQUIRE (n.name) IS UNIQUE;

CREATE (AP1:Airport {iata:'OSL', name:'Oslo Gardermoen', city:'Oslo', country:'Norway', elevation_ft:681, opened:'1998-10-08'})
CREATE (AP2:Airport {iata:'BGO', name:'Bergen Flesland', city:'Bergen', country:'Norway', elevation_ft:170, opened:'1955-06-01'})
CREATE (AP3:Airport {iata:'TRD', name:'Trondheim Vaernes', city:'Trondheim', country:'Norway', elevation_ft:56, opened:'1965-01-01'})
CREATE (AP4:Airport {iata:'SVG', name:'Stavanger Sola', city:'Stavanger', country:'Norway', elevation_ft:29, opened:'1937-05-29'})
CREATE (AP5:Airport {iata:'TOS', name:'Tromso Langnes', city:'Tromso', country:'Norway', elevation_ft:31, opened:'1964-09-14'})
CREATE (AP6:Airport {iata:'ARN', name:'Stockholm Arlanda', city:'Stockholm', country:'Sweden', elevation_ft:137, opened:'1960-04-01'})
CREATE (AP7:Airport {iata:'CPH', name:'Copenhagen Kastrup', city:'Copenhagen', country:'Denmark', elevation_ft:17, opened:'1925-04-20'})
CREATE (AP8:Airport {iata:'HEL', name:'Helsinki Vantaa', city:'Helsinki', country:'Finland', elevation_ft:179, opened:'1952-07-01'})
CREATE (AP9:Airport {iata:'KEF', name:'Keflavik International', city:'Reykjavik', country:'Iceland', elevation_ft:171, opened:'1943-03-23'})
CREATE (AP10:Airport {iata:'LHR', name:'London Heathrow', city:'London', country:'United Kingdom', elevation_ft:83, opened:'1946-03-25'})
CREATE (AP11:Airport {iata:'LGW', name:'London Gatwick', city:'London', country:'United Kingdom', elevation_ft:202, opened:'1958-06-09'})
CREATE (AP12:Airport {iata:'AMS', name:'Amsterdam Schiphol', city:'Amsterdam', country:'Netherlands', elevation_ft:-11, opened:'1916-09-16'})
CREATE (AP13:Airport {iata:'FRA', name:'Frankfurt Main', city:'Frankfurt', country:'Germany', elevation_ft:364, opened:'1936-07-08'})
CREATE (AP14:Airport {iata:'MUC', name:'Munich Franz Josef Strauss', city:'Munich', country:'Germany', elevation_ft:1487, opened:'1992-05-17'})
CREATE (AP15:Airport {iata:'BER', name:'Berlin Brandenburg', city:'Berlin', country:'Germany', elevation_ft:157, opened:'2020-10-31'})
CREATE (AP16:Airport {iata:'CDG', name:'Paris Charles de Gaulle', city:'Paris', country:'France', elevation_ft:392, opened:'1974-03-08'})
CREATE (AP17:Airport {iata:'MAD', name:'Madrid Barajas', city:'Madrid', country:'Spain', elevation_ft:1998, opened:'1931-04-22'})
CREATE (AP18:Airport {iata:'BCN', name:'Barcelona El Prat', city:'Barcelona', country:'Spain', elevation_ft:14, opened:'1918-01-01'})
CREATE (AP19:Airport {iata:'LIS', name:'Lisbon Humberto Delgado', city:'Lisbon', country:'Portugal', elevation_ft:374, opened:'1942-10-15'})
CREATE (AP20:Airport {iata:'FCO', name:'Rome Fiumicino', city:'Rome', country:'Italy', elevation_ft:13, opened:'1961-01-15'})
CREATE (AP21:Airport {iata:'ZRH', name:'Zurich', city:'Zurich', country:'Switzerland', elevation_ft:1416, opened:'1948-06-14'})
CREATE (AP22:Airport {iata:'VIE', name:'Vienna Schwechat', city:'Vienna', country:'Austria', elevation_ft:600, opened:'1938-10-01'})
CREATE (AP23:Airport {iata:'IST', name:'Istanbul', city:'Istanbul', country:'Turkey', elevation_ft:325, opened:'2018-10-29'})
CREATE (AP24:Airport {iata:'DXB', name:'Dubai International', city:'Dubai', country:'United Arab Emirates', elevation_ft:62, opened:'1960-09-30'})
CREATE (AP25:Airport {iata:'JFK', name:'New York John F. Kennedy', city:'New York', country:'United States', elevation_ft:13, opened:'1948-07-01'})
CREATE (AP26:Airport {iata:'BOS', name:'Boston Logan', city:'Boston', country:'United States', elevation_ft:20, opened:'1923-09-08'})
CREATE (AP27:Airport {iata:'ORD', name:'Chicago O\'Hare', city:'Chicago', country:'United States', elevation_ft:672, opened:'1944-01-01'})
CREATE (AP28:Airport {iata:'DEN', name:'Denver International', city:'Denver', country:'United States', elevation_ft:5434, opened:'1995-02-28'})
CREATE (AP29:Airport {iata:'YYZ', name:'Toronto Pearson', city:'Toronto', country:'Canada', elevation_ft:569, opened:'1939-08-29'})
CREATE (AP30:Airport {iata:'NRT', name:'Tokyo Narita', city:'Tokyo', country:'Japan', elevation_ft:141, opened:'1978-05-20'})
CREATE (AP31:Airport {iata:'SIN', name:'Singapore Changi', city:'Singapore', country:'Singapore', elevation_ft:22, opened:'1981-07-01'})
CREATE (AL1:Airline {name:'Nordic Skyways', iata:'NS', country:'Norway', founded:1946, alliance:'Star Alliance'})
CREATE (AL2:Airline {name:'Fjordline Air', iata:'FJ', country:'Norway', founded:2003})
CREATE (AL3:Airline {name:'Baltic Wings', iata:'BW', country:'Sweden', founded:1989, alliance:'SkyTeam'})
CREATE (AL4:Airline {name:'Atlantic Crown', iata:'AX', country:'United Kingdom', founded:1972, alliance:'oneworld'})
CREATE (AL5:Airline {name:'Rhein Air', iata:'RH', country:'Germany', founded:1955, alliance:'Star Alliance'})
CREATE (AL6:Airline {name:'Sol Iberica', iata:'SI', country:'Spain', founded:1989, alliance:'oneworld'})
CREATE (AL7:Airline {name:'Alpine Connect', iata:'AP', country:'Switzerland', founded:2011})
CREATE (AL8:Airline {name:'Gulf Meridian', iata:'GM', country:'United Arab Emirates', founded:1985})
CREATE (AL9:Airline {name:'Liberty Transcontinental', iata:'LT', country:'United States', founded:1930, alliance:'SkyTeam'})
CREATE (AL10:Airline {name:'Sakura Pacific', iata:'SP', country:'Japan', founded:1951, alliance:'oneworld'})
CREATE (AL11:Airline {name:'Aurora Regional', iata:'AU', country:'Iceland', founded:2021})
CREATE (AC1:AircraftType {model:'A320neo', manufacturer:'Airbus', seats:180, range_km:6300, widebody:false})
CREATE (AC2:AircraftType {model:'A321neo', manufacturer:'Airbus', seats:220, range_km:7400, widebody:false})
CREATE (AC3:AircraftType {model:'A330-300', manufacturer:'Airbus', seats:300, range_km:11750, widebody:true})
CREATE (AC4:AircraftType {model:'A350-900', manufacturer:'Airbus', seats:325, range_km:15000, widebody:true})
CREATE (AC5:AircraftType {model:'A220-300', manufacturer:'Airbus', seats:140, range_km:6300, widebody:false})
CREATE (AC6:AircraftType {model:'A380-800', manufacturer:'Airbus', seats:555, range_km:15000, widebody:true})
CREATE (AC7:AircraftType {model:'737-800', manufacturer:'Boeing', seats:189, range_km:5400, widebody:false})
CREATE (AC8:AircraftType {model:'737 MAX 8', manufacturer:'Boeing', seats:178, range_km:6570, widebody:false})
CREATE (AC9:AircraftType {model:'787-9', manufacturer:'Boeing', seats:296, range_km:14010, widebody:true})
CREATE (AC10:AircraftType {model:'777-300ER', manufacturer:'Boeing', seats:396, range_km:13650, widebody:true})
CREATE (AC11:AircraftType {model:'E190', manufacturer:'Embraer', seats:100, range_km:4500, widebody:false})
CREATE (AC12:AircraftType {model:'ATR 72-600', manufacturer:'ATR', seats:70, range_km:1500, widebody:false})
CREATE (AC13:AircraftType {model:'Dash 8-400', manufacturer:'De Havilland Canada', seats:78, range_km:2040, widebody:false})
CREATE (F1:Flight {flight_number:'NS101', distance_km:305, duration_minutes:55, weekly_frequency:28, launched:'2001-04-01'})
CREATE (F2:Flight {flight_number:'NS102', distance_km:305, duration_minutes:55, weekly_frequency:28, launched:'2001-04-01'})
CREATE (F3:Flight {flight_number:'NS110', distance_km:390, duration_minutes:60, weekly_frequency:21, launched:'2016-09-01'})
CREATE (F4:Flight {flight_number:'NS111', distance_km:390, duration_minutes:60, weekly_frequency:21, launched:'2016-09-01'})
CREATE (F5:Flight {flight_number:'NS120', distance_km:520, duration_minutes:70, weekly_frequency:21, launched:'1999-03-28'})
CREATE (F6:Flight {flight_number:'NS121', distance_km:520, duration_minutes:70, weekly_frequency:21, launched:'1999-03-28'})
CREATE (F7:Flight {flight_number:'NS130', distance_km:1150, duration_minutes:125, weekly_frequency:14, launched:'2005-10-30'})
CREATE (F8:Flight {flight_number:'NS131', distance_km:1150, duration_minutes:130, weekly_frequency:14, launched:'2005-10-30'})
CREATE (F9:Flight {flight_number:'NS140', distance_km:1750, duration_minutes:180, weekly_frequency:4, launched:'2019-05-15'})
CREATE (F10:Flight {flight_number:'NS150', distance_km:5900, duration_minutes:500, weekly_frequency:7, launched:'2023-03-01'})
CREATE (F11:Flight {flight_number:'NS151', distance_km:5900, duration_minutes:455, weekly_frequency:7, launched:'2023-03-01'})
CREATE (F12:Flight {flight_number:'NS160', distance_km:8700, duration_minutes:690, weekly_frequency:3, launched:'2024-06-01'})
CREATE (F13:Flight {flight_number:'NS170', distance_km:940, duration_minutes:100, weekly_frequency:7, launched:'2024-01-01'})
CREATE (F14:Flight {flight_number:'FJ201', distance_km:160, duration_minutes:40, weekly_frequency:35, launched:'2004-08-16'})
CREATE (F15:Flight {flight_number:'FJ202', distance_km:160, duration_minutes:40, weekly_frequency:35, launched:'2004-08-16'})
CREATE (F16:Flight {flight_number:'FJ210', distance_km:440, duration_minutes:65, weekly_frequency:14, launched:'2010-02-01'})
CREATE (F17:Flight {flight_number:'FJ220', distance_km:720, duration_minutes:85, weekly_frequency:10, launched:'2015-03-29'})
CREATE (F18:Flight {flight_number:'FJ221', distance_km:720, duration_minutes:85, weekly_frequency:10, launched:'2015-03-29'})
CREATE (F19:Flight {flight_number:'FJ230', distance_km:490, duration_minutes:70, weekly_frequency:7, launched:'2024-12-31'})
CREATE (F20:Flight {flight_number:'BW301', distance_km:400, duration_minutes:60, weekly_frequency:28, launched:'1990-01-15'})
CREATE (F21:Flight {flight_number:'BW302', distance_km:400, duration_minutes:60, weekly_frequency:28, launched:'1990-01-15'})
CREATE (F22:Flight {flight_number:'BW310', distance_km:520, duration_minutes:70, weekly_frequency:21, launched:'2018-03-25'})
CREATE (F23:Flight {flight_number:'BW311', distance_km:520, duration_minutes:70, weekly_frequency:21, launched:'2018-03-25'})
CREATE (F24:Flight {flight_number:'BW320', distance_km:1220, duration_minutes:135, weekly_frequency:14, launched:'2020-07-01'})
CREATE (F25:Flight {flight_number:'BW330', distance_km:7800, duration_minutes:600, weekly_frequency:5, launched:'2019-12-01'})
CREATE (F26:Flight {flight_number:'BW340', distance_km:6300, duration_minutes:515, weekly_frequency:5, launched:'2022-05-20'})
CREATE (F27:Flight {flight_number:'BW350', distance_km:2400, duration_minutes:210, weekly_frequency:2, launched:'2025-06-01'})
CREATE (F28:Flight {flight_number:'AX401', distance_km:5540, duration_minutes:480, weekly_frequency:21, launched:'1976-04-01'})
CREATE (F29:Flight {flight_number:'AX402', distance_km:5540, duration_minutes:410, weekly_frequency:21, launched:'1976-04-01'})
CREATE (F30:Flight {flight_number:'AX410', distance_km:5240, duration_minutes:450, weekly_frequency:14, launched:'1985-06-01'})
CREATE (F31:Flight {flight_number:'AX420', distance_km:1250, duration_minutes:140, weekly_frequency:21, launched:'1994-10-30'})
CREATE (F32:Flight {flight_number:'AX421', distance_km:1250, duration_minutes:140, weekly_frequency:21, launched:'1994-10-30'})
CREATE (F33:Flight {flight_number:'AX430', distance_km:5500, duration_minutes:420, weekly_frequency:7, launched:'2008-03-30'})
CREATE (F34:Flight {flight_number:'AX440', distance_km:1580, duration_minutes:165, weekly_frequency:10, launched:'2012-05-01'})
CREATE (F35:Flight {flight_number:'AX441', distance_km:1150, duration_minutes:125, weekly_frequency:10, launched:'2021-07-01'})
CREATE (F36:Flight {flight_number:'AX450', distance_km:10880, duration_minutes:795, weekly_frequency:7, launched:'2015-11-01'})
CREATE (F37:Flight {flight_number:'AX460', distance_km:5700, duration_minutes:490, weekly_frequency:7, launched:'2017-03-26'})
CREATE (F38:Flight {flight_number:'RH501', distance_km:300, duration_minutes:55, weekly_frequency:42, launched:'1958-04-01'})
CREATE (F39:Flight {flight_number:'RH502', distance_km:300, duration_minutes:55, weekly_frequency:42, launched:'1958-04-01'})
CREATE (F40:Flight {flight_number:'RH510', distance_km:450, duration_minutes:70, weekly_frequency:28, launched:'1970-01-01'})
CREATE (F41:Flight {flight_number:'RH520', distance_km:960, duration_minutes:115, weekly_frequency:14, launched:'1999-10-31'})
CREATE (F42:Flight {flight_number:'RH530', distance_km:355, duration_minutes:60, weekly_frequency:21, launched:'2002-01-01'})
CREATE (F43:Flight {flight_number:'RH540', distance_km:6200, duration_minutes:530, weekly_frequency:14, launched:'1960-06-01'})
CREATE (F44:Flight {flight_number:'RH541', distance_km:6200, duration_minutes:470, weekly_frequency:14, launched:'1960-06-01'})
CREATE (F45:Flight {flight_number:'RH550', distance_km:1580, duration_minutes:155, weekly_frequency:7, launched:'2019-04-01'})
CREATE (F46:Flight {flight_number:'RH560', distance_km:8100, duration_minutes:630, weekly_frequency:3, launched:'2024-05-15'})
CREATE (F47:Flight {flight_number:'RH570', distance_km:245, duration_minutes:50, weekly_frequency:14, launched:'2021-09-01'})
CREATE (F48:Flight {flight_number:'SI601', distance_km:480, duration_minutes:75, weekly_frequency:35, launched:'1990-11-01'})
CREATE (F49:Flight {flight_number:'SI602', distance_km:480, duration_minutes:75, weekly_frequency:35, launched:'1990-11-01'})
CREATE (F50:Flight {flight_number:'SI610', distance_km:510, duration_minutes:75, weekly_frequency:21, launched:'1995-04-02'})
CREATE (F51:Flight {flight_number:'SI620', distance_km:5760, duration_minutes:500, weekly_frequency:7, launched:'2001-06-01'})
CREATE (F52:Flight {flight_number:'SI630', distance_km:860, duration_minutes:105, weekly_frequency:10, launched:'2023-02-28'})
CREATE (F53:Flight {flight_number:'SI640', distance_km:1060, duration_minutes:125, weekly_frequency:14, launched:'2008-03-30'})
CREATE (F54:Flight {flight_number:'SI650', distance_km:7150, duration_minutes:575, weekly_frequency:3, launched:'2025-04-01'})
CREATE (F55:Flight {flight_number:'AP701', distance_km:600, duration_minutes:75, weekly_frequency:14, launched:'2012-03-25'})
CREATE (F56:Flight {flight_number:'AP702', distance_km:245, duration_minutes:50, weekly_frequency:7, launched:'2013-10-27'})
CREATE (F57:Flight {flight_number:'AP710', distance_km:1700, duration_minutes:170, weekly_frequency:4, launched:'2020-06-15'})
CREATE (F58:Flight {flight_number:'AP720', distance_km:860, duration_minutes:105, weekly_frequency:7, launched:'2016-05-01'})
CREATE (F59:Flight {flight_number:'GM801', distance_km:5500, duration_minutes:460, weekly_frequency:14, launched:'1989-10-25'})
CREATE (F60:Flight {flight_number:'GM810', distance_km:11000, duration_minutes:840, weekly_frequency:7, launched:'2004-06-01'})
CREATE (F61:Flight {flight_number:'GM820', distance_km:5840, duration_minutes:440, weekly_frequency:7, launched:'2010-01-01'})
CREATE (F62:Flight {flight_number:'GM830', distance_km:3000, duration_minutes:250, weekly_frequency:7, launched:'2017-08-01'})
CREATE (F63:Flight {flight_number:'GM840', distance_km:4600, duration_minutes:385, weekly_frequency:5, launched:'2024-10-27'})
CREATE (F64:Flight {flight_number:'LT901', distance_km:1190, duration_minutes:165, weekly_frequency:35, launched:'1951-01-01'})
CREATE (F65:Flight {flight_number:'LT902', distance_km:1190, duration_minutes:140, weekly_frequency:35, launched:'1951-01-01'})
CREATE (F66:Flight {flight_number:'LT910', distance_km:2620, duration_minutes:280, weekly_frequency:21, launched:'1972-06-01'})
CREATE (F67:Flight {flight_number:'LT911', distance_km:2620, duration_minutes:235, weekly_frequency:21, launched:'1972-06-01'})
CREATE (F68:Flight {flight_number:'LT920', distance_km:1430, duration_minutes:160, weekly_frequency:28, launched:'1965-01-01'})
CREATE (F69:Flight {flight_number:'LT930', distance_km:300, duration_minutes:75, weekly_frequency:28, launched:'1987-04-01'})
CREATE (F70:Flight {flight_number:'LT940', distance_km:1390, duration_minutes:170, weekly_frequency:14, launched:'2014-05-01'})
CREATE (F71:Flight {flight_number:'LT950', distance_km:5840, duration_minutes:440, weekly_frequency:7, launched:'1998-05-01'})
CREATE (F72:Flight {flight_number:'LT960', distance_km:700, duration_minutes:95, weekly_frequency:14, launched:'2022-11-01'})
CREATE (F73:Flight {flight_number:'LT970', distance_km:9260, duration_minutes:710, weekly_frequency:3, launched:'2013-03-31'})
CREATE (F74:Flight {flight_number:'SP1001', distance_km:5350, duration_minutes:430, weekly_frequency:14, launched:'1982-04-01'})
CREATE (F75:Flight {flight_number:'SP1002', distance_km:10800, duration_minutes:840, weekly_frequency:3, launched:'2016-04-27'})
CREATE (F76:Flight {flight_number:'SP1003', distance_km:9600, duration_minutes:740, weekly_frequency:7, launched:'1986-07-01'})
CREATE (F77:Flight {flight_number:'SP1010', distance_km:10850, duration_minutes:780, weekly_frequency:7, launched:'1990-01-01'})
CREATE (F78:Flight {flight_number:'SP1020', distance_km:7800, duration_minutes:780, weekly_frequency:3, launched:'2018-07-01'})
CREATE (P1:Pilot {name:'Astrid Nilsen', licence_number:'NO-ATPL-10231', rank:'captain', hired:'2008-05-12'})
CREATE (P2:Pilot {name:'Magnus Berg', licence_number:'NO-CPL-20417', rank:'first officer', hired:'2019-09-02'})
CREATE (P3:Pilot {name:'Ingrid Solberg', licence_number:'NO-ATPL-10077', rank:'captain', hired:'2001-03-15'})
CREATE (P4:Pilot {name:'Lars Haugen', licence_number:'NO-CPL-20988', rank:'first officer', hired:'2023-03-01'})
CREATE (P5:Pilot {name:'Sigrid Dahl', licence_number:'NO-ATPL-10145', rank:'captain', hired:'2004-08-01'})
CREATE (P6:Pilot {name:'Ole Bakke', licence_number:'NO-CPL-21102', rank:'first officer', hired:'2021-06-14'})
CREATE (P7:Pilot {name:'Erik Lindqvist', licence_number:'SE-ATPL-30012', rank:'captain', hired:'1999-01-11'})
CREATE (P8:Pilot {name:'Karin Holm', licence_number:'SE-CPL-30566', rank:'first officer', hired:'2016-04-04'})
CREATE (P9:Pilot {name:'Mikko Virtanen', licence_number:'FI-ATPL-40219', rank:'captain', hired:'2011-08-22'})
CREATE (P10:Pilot {name:'James Whitaker', licence_number:'UK-ATPL-50033', rank:'captain', hired:'1995-09-18'})
CREATE (P11:Pilot {name:'Olivia Hughes', licence_number:'UK-CPL-50871', rank:'first officer', hired:'2020-01-06'})
CREATE (P12:Pilot {name:'Thomas Reed', licence_number:'UK-ATPL-50102', rank:'captain', hired:'2003-02-10'})
CREATE (P13:Pilot {name:'Emily Carter', licence_number:'UK-CPL-51240', rank:'first officer', hired:'2024-02-19'})
CREATE (P14:Pilot {name:'Klaus Weber', licence_number:'DE-ATPL-60008', rank:'captain', hired:'1992-07-01'})
CREATE (P15:Pilot {name:'Anna Schmidt', licence_number:'DE-CPL-60733', rank:'first officer', hired:'2018-10-01'})
CREATE (P16:Pilot {name:'Felix Wagner', licence_number:'DE-ATPL-60391', rank:'captain', hired:'2009-04-20'})
CREATE (P17:Pilot {name:'Lucia Fernandez', licence_number:'ES-ATPL-70021', rank:'captain', hired:'1997-11-03'})
CREATE (P18:Pilot {name:'Pablo Ruiz', licence_number:'ES-CPL-70654', rank:'first officer', hired:'2022-04-11'})
CREATE (P19:Pilot {name:'Carmen Ortega', licence_number:'ES-ATPL-70188', rank:'captain', hired:'2006-06-06'})
CREATE (P20:Pilot {name:'Marco Keller', licence_number:'CH-ATPL-80044', rank:'captain', hired:'2011-03-01'})
CREATE (P21:Pilot {name:'Nina Brunner', licence_number:'CH-CPL-80512', rank:'first officer', hired:'2020-08-17'})
CREATE (P22:Pilot {name:'Omar Haddad', licence_number:'AE-ATPL-90017', rank:'captain', hired:'1994-05-09'})
CREATE (P23:Pilot {name:'Layla Mansour', licence_number:'AE-CPL-90480', rank:'first officer', hired:'2017-07-07'})
CREATE (P24:Pilot {name:'Robert Miller', licence_number:'US-ATPL-11002', rank:'captain', hired:'1988-02-29'})
CREATE (P25:Pilot {name:'Sarah Johnson', licence_number:'US-CPL-11587', rank:'first officer', hired:'2015-05-18'})
CREATE (P26:Pilot {name:'David Brown', licence_number:'US-ATPL-11230', rank:'captain', hired:'2002-10-14'})
CREATE (P27:Pilot {name:'Jessica Lee', licence_number:'US-CPL-11904', rank:'first officer', hired:'2023-09-05'})
CREATE (P28:Pilot {name:'Haruto Sato', licence_number:'JP-ATPL-12001', rank:'captain', hired:'1990-04-02'})
CREATE (P29:Pilot {name:'Yui Tanaka', licence_number:'JP-CPL-12377', rank:'first officer', hired:'2019-04-01'})
CREATE (P30:Pilot {name:'Daniel Novak', licence_number:'CZ-ATPL-13055', rank:'captain'})
CREATE (P31:Pilot {name:'Freya Jonsdottir', licence_number:'IS-CPL-14102', rank:'first officer', hired:'2022-03-01'})
CREATE
(F1)-[:DEPARTS_FROM]->(AP1),
(F1)-[:ARRIVES_AT]->(AP2),
(F1)-[:OPERATED_BY]->(AL1),
(F1)-[:USES]->(AC1),
(F2)-[:DEPARTS_FROM]->(AP2),
(F2)-[:ARRIVES_AT]->(AP1),
(F2)-[:OPERATED_BY]->(AL1),
(F2)-[:USES]->(AC1),
(F3)-[:DEPARTS_FROM]->(AP1),
(F3)-[:ARRIVES_AT]->(AP3),
(F3)-[:OPERATED_BY]->(AL1),
(F3)-[:USES]->(AC5),
(F4)-[:DEPARTS_FROM]->(AP3),
(F4)-[:ARRIVES_AT]->(AP1),
(F4)-[:OPERATED_BY]->(AL1),
(F4)-[:USES]->(AC5),
(F5)-[:DEPARTS_FROM]->(AP1),
(F5)-[:ARRIVES_AT]->(AP7),
(F5)-[:OPERATED_BY]->(AL1),
(F5)-[:USES]->(AC1),
(F6)-[:DEPARTS_FROM]->(AP7),
(F6)-[:ARRIVES_AT]->(AP1),
(F6)-[:OPERATED_BY]->(AL1),
(F6)-[:USES]->(AC1),
(F7)-[:DEPARTS_FROM]->(AP1),
(F7)-[:ARRIVES_AT]->(AP10),
(F7)-[:OPERATED_BY]->(AL1),
(F7)-[:USES]->(AC2),
(F8)-[:DEPARTS_FROM]->(AP10),
(F8)-[:ARRIVES_AT]->(AP1),
(F8)-[:OPERATED_BY]->(AL1),
(F8)-[:USES]->(AC2),
(F9)-[:DEPARTS_FROM]->(AP1),
(F9)-[:ARRIVES_AT]->(AP9),
(F9)-[:OPERATED_BY]->(AL1),
(F9)-[:USES]->(AC2),
(F10)-[:DEPARTS_FROM]->(AP1),
(F10)-[:ARRIVES_AT]->(AP25),
(F10)-[:OPERATED_BY]->(AL1),
(F10)-[:USES]->(AC9),
(F11)-[:DEPARTS_FROM]->(AP25),
(F11)-[:ARRIVES_AT]->(AP1),
(F11)-[:OPERATED_BY]->(AL1),
(F11)-[:USES]->(AC9),
(F12)-[:DEPARTS_FROM]->(AP7),
(F12)-[:ARRIVES_AT]->(AP30),
(F12)-[:OPERATED_BY]->(AL1),
(F12)-[:USES]->(AC4),
(F13)-[:DEPARTS_FROM]->(AP2),
(F13)-[:ARRIVES_AT]->(AP12),
(F13)-[:OPERATED_BY]->(AL1),
(F13)-[:USES]->(AC5),
(F14)-[:DEPARTS_FROM]->(AP2),
(F14)-[:ARRIVES_AT]->(AP4),
(F14)-[:OPERATED_BY]->(AL2),
(F14)-[:USES]->(AC12),
(F15)-[:DEPARTS_FROM]->(AP4),
(F15)-[:ARRIVES_AT]->(AP2),
(F15)-[:OPERATED_BY]->(AL2),
(F15)-[:USES]->(AC12),
(F16)-[:DEPARTS_FROM]->(AP2),
(F16)-[:ARRIVES_AT]->(AP3),
(F16)-[:OPERATED_BY]->(AL2),
(F16)-[:USES]->(AC13),
(F17)-[:DEPARTS_FROM]->(AP4),
(F17)-[:ARRIVES_AT]->(AP12),
(F17)-[:OPERATED_BY]->(AL2),
(F17)-[:USES]->(AC11),
(F18)-[:DEPARTS_FROM]->(AP12),
(F18)-[:ARRIVES_AT]->(AP4),
(F18)-[:OPERATED_BY]->(AL2),
(F18)-[:USES]->(AC11),
(F19)-[:DEPARTS_FROM]->(AP2),
(F19)-[:ARRIVES_AT]->(AP7),
(F19)-[:OPERATED_BY]->(AL2),
(F19)-[:USES]->(AC11),
(F20)-[:DEPARTS_FROM]->(AP6),
(F20)-[:ARRIVES_AT]->(AP8),
(F20)-[:OPERATED_BY]->(AL3),
(F20)-[:USES]->(AC7),
(F21)-[:DEPARTS_FROM]->(AP8),
(F21)-[:ARRIVES_AT]->(AP6),
(F21)-[:OPERATED_BY]->(AL3),
(F21)-[:USES]->(AC7),
(F22)-[:DEPARTS_FROM]->(AP6),
(F22)-[:ARRIVES_AT]->(AP7),
(F22)-[:OPERATED_BY]->(AL3),
(F22)-[:USES]->(AC8),
(F23)-[:DEPARTS_FROM]->(AP7),
(F23)-[:ARRIVES_AT]->(AP6),
(F23)-[:OPERATED_BY]->(AL3),
(F23)-[:USES]->(AC8),
(F24)-[:DEPARTS_FROM]->(AP6),
(F24)-[:ARRIVES_AT]->(AP13),
(F24)-[:OPERATED_BY]->(AL3),
(F24)-[:USES]->(AC8),
(F25)-[:DEPARTS_FROM]->(AP8),
(F25)-[:ARRIVES_AT]->(AP30),
(F25)-[:OPERATED_BY]->(AL3),
(F25)-[:USES]->(AC3),
(F26)-[:DEPARTS_FROM]->(AP6),
(F26)-[:ARRIVES_AT]->(AP25),
(F26)-[:OPERATED_BY]->(AL3),
(F26)-[:USES]->(AC3),
(F27)-[:DEPARTS_FROM]->(AP8),
(F27)-[:ARRIVES_AT]->(AP9),
(F27)-[:OPERATED_BY]->(AL3),
(F27)-[:USES]->(AC7),
(F28)-[:DEPARTS_FROM]->(AP10),
(F28)-[:ARRIVES_AT]->(AP25),
(F28)-[:OPERATED_BY]->(AL4),
(F28)-[:USES]->(AC10),
(F29)-[:DEPARTS_FROM]->(AP25),
(F29)-[:ARRIVES_AT]->(AP10),
(F29)-[:OPERATED_BY]->(AL4),
(F29)-[:USES]->(AC10),
(F30)-[:DEPARTS_FROM]->(AP10),
(F30)-[:ARRIVES_AT]->(AP26),
(F30)-[:OPERATED_BY]->(AL4),
(F30)-[:USES]->(AC9),
(F31)-[:DEPARTS_FROM]->(AP10),
(F31)-[:ARRIVES_AT]->(AP17),
(F31)-[:OPERATED_BY]->(AL4),
(F31)-[:USES]->(AC2),
(F32)-[:DEPARTS_FROM]->(AP17),
(F32)-[:ARRIVES_AT]->(AP10),
(F32)-[:OPERATED_BY]->(AL4),
(F32)-[:USES]->(AC2),
(F33)-[:DEPARTS_FROM]->(AP10),
(F33)-[:ARRIVES_AT]->(AP24),
(F33)-[:OPERATED_BY]->(AL4),
(F33)-[:USES]->(AC10),
(F34)-[:DEPARTS_FROM]->(AP11),
(F34)-[:ARRIVES_AT]->(AP19),
(F34)-[:OPERATED_BY]->(AL4),
(F34)-[:USES]->(AC1),
(F35)-[:DEPARTS_FROM]->(AP11),
(F35)-[:ARRIVES_AT]->(AP18),
(F35)-[:OPERATED_BY]->(AL4),
(F35)-[:USES]->(AC1),
(F36)-[:DEPARTS_FROM]->(AP10),
(F36)-[:ARRIVES_AT]->(AP31),
(F36)-[:OPERATED_BY]->(AL4),
(F36)-[:USES]->(AC4),
(F37)-[:DEPARTS_FROM]->(AP10),
(F37)-[:ARRIVES_AT]->(AP29),
(F37)-[:OPERATED_BY]->(AL4),
(F37)-[:USES]->(AC9),
(F38)-[:DEPARTS_FROM]->(AP13),
(F38)-[:ARRIVES_AT]->(AP14),
(F38)-[:OPERATED_BY]->(AL5),
(F38)-[:USES]->(AC1),
(F39)-[:DEPARTS_FROM]->(AP14),
(F39)-[:ARRIVES_AT]->(AP13),
(F39)-[:OPERATED_BY]->(AL5),
(F39)-[:USES]->(AC1),
(F40)-[:DEPARTS_FROM]->(AP13),
(F40)-[:ARRIVES_AT]->(AP16),
(F40)-[:OPERATED_BY]->(AL5),
(F40)-[:USES]->(AC5),
(F41)-[:DEPARTS_FROM]->(AP13),
(F41)-[:ARRIVES_AT]->(AP20),
(F41)-[:OPERATED_BY]->(AL5),
(F41)-[:USES]->(AC2),
(F42)-[:DEPARTS_FROM]->(AP14),
(F42)-[:ARRIVES_AT]->(AP22),
(F42)-[:OPERATED_BY]->(AL5),
(F42)-[:USES]->(AC11),
(F43)-[:DEPARTS_FROM]->(AP13),
(F43)-[:ARRIVES_AT]->(AP25),
(F43)-[:OPERATED_BY]->(AL5),
(F43)-[:USES]->(AC4),
(F44)-[:DEPARTS_FROM]->(AP25),
(F44)-[:ARRIVES_AT]->(AP13),
(F44)-[:OPERATED_BY]->(AL5),
(F44)-[:USES]->(AC4),
(F45)-[:DEPARTS_FROM]->(AP14),
(F45)-[:ARRIVES_AT]->(AP23),
(F45)-[:OPERATED_BY]->(AL5),
(F45)-[:USES]->(AC2),
(F46)-[:DEPARTS_FROM]->(AP13),
(F46)-[:ARRIVES_AT]->(AP28),
(F46)-[:OPERATED_BY]->(AL5),
(F46)-[:USES]->(AC9),
(F47)-[:DEPARTS_FROM]->(AP14),
(F47)-[:ARRIVES_AT]->(AP21),
(F47)-[:OPERATED_BY]->(AL5),
(F47)-[:USES]->(AC12),
(F48)-[:DEPARTS_FROM]->(AP17),
(F48)-[:ARRIVES_AT]->(AP18),
(F48)-[:OPERATED_BY]->(AL6),
(F48)-[:USES]->(AC2),
(F49)-[:DEPARTS_FROM]->(AP18),
(F49)-[:ARRIVES_AT]->(AP17),
(F49)-[:OPERATED_BY]->(AL6),
(F49)-[:USES]->(AC2),
(F50)-[:DEPARTS_FROM]->(AP17),
(F50)-[:ARRIVES_AT]->(AP19),
(F50)-[:OPERATED_BY]->(AL6),
(F50)-[:USES]->(AC1),
(F51)-[:DEPARTS_FROM]->(AP17),
(F51)-[:ARRIVES_AT]->(AP25),
(F51)-[:OPERATED_BY]->(AL6),
(F51)-[:USES]->(AC3),
(F52)-[:DEPARTS_FROM]->(AP18),
(F52)-[:ARRIVES_AT]->(AP20),
(F52)-[:OPERATED_BY]->(AL6),
(F52)-[:USES]->(AC1),
(F53)-[:DEPARTS_FROM]->(AP17),
(F53)-[:ARRIVES_AT]->(AP16),
(F53)-[:OPERATED_BY]->(AL6),
(F53)-[:USES]->(AC5),
(F54)-[:DEPARTS_FROM]->(AP18),
(F54)-[:ARRIVES_AT]->(AP27),
(F54)-[:OPERATED_BY]->(AL6),
(F54)-[:USES]->(AC9),
(F55)-[:DEPARTS_FROM]->(AP21),
(F55)-[:ARRIVES_AT]->(AP22),
(F55)-[:OPERATED_BY]->(AL7),
(F55)-[:USES]->(AC5),
(F56)-[:DEPARTS_FROM]->(AP21),
(F56)-[:ARRIVES_AT]->(AP14),
(F56)-[:OPERATED_BY]->(AL7),
(F56)-[:USES]->(AC12),
(F57)-[:DEPARTS_FROM]->(AP21),
(F57)-[:ARRIVES_AT]->(AP19),
(F57)-[:OPERATED_BY]->(AL7),
(F57)-[:USES]->(AC5),
(F58)-[:DEPARTS_FROM]->(AP21),
(F58)-[:ARRIVES_AT]->(AP18),
(F58)-[:OPERATED_BY]->(AL7),
(F58)-[:USES]->(AC5),
(F59)-[:DEPARTS_FROM]->(AP24),
(F59)-[:ARRIVES_AT]->(AP10),
(F59)-[:OPERATED_BY]->(AL8),
(F59)-[:USES]->(AC10),
(F60)-[:DEPARTS_FROM]->(AP24),
(F60)-[:ARRIVES_AT]->(AP25),
(F60)-[:OPERATED_BY]->(AL8),
(F60)-[:USES]->(AC10),
(F61)-[:DEPARTS_FROM]->(AP24),
(F61)-[:ARRIVES_AT]->(AP31),
(F61)-[:OPERATED_BY]->(AL8),
(F61)-[:USES]->(AC4),
(F62)-[:DEPARTS_FROM]->(AP24),
(F62)-[:ARRIVES_AT]->(AP23),
(F62)-[:OPERATED_BY]->(AL8),
(F62)-[:USES]->(AC7),
(F63)-[:DEPARTS_FROM]->(AP24),
(F63)-[:ARRIVES_AT]->(AP14),
(F63)-[:OPERATED_BY]->(AL8),
(F63)-[:USES]->(AC3),
(F64)-[:DEPARTS_FROM]->(AP25),
(F64)-[:ARRIVES_AT]->(AP27),
(F64)-[:OPERATED_BY]->(AL9),
(F64)-[:USES]->(AC7),
(F65)-[:DEPARTS_FROM]->(AP27),
(F65)-[:ARRIVES_AT]->(AP25),
(F65)-[:OPERATED_BY]->(AL9),
(F65)-[:USES]->(AC7),
(F66)-[:DEPARTS_FROM]->(AP25),
(F66)-[:ARRIVES_AT]->(AP28),
(F66)-[:OPERATED_BY]->(AL9),
(F66)-[:USES]->(AC8),
(F67)-[:DEPARTS_FROM]->(AP28),
(F67)-[:ARRIVES_AT]->(AP25),
(F67)-[:OPERATED_BY]->(AL9),
(F67)-[:USES]->(AC8),
(F68)-[:DEPARTS_FROM]->(AP27),
(F68)-[:ARRIVES_AT]->(AP28),
(F68)-[:OPERATED_BY]->(AL9),
(F68)-[:USES]->(AC8),
(F69)-[:DEPARTS_FROM]->(AP25),
(F69)-[:ARRIVES_AT]->(AP26),
(F69)-[:OPERATED_BY]->(AL9),
(F69)-[:USES]->(AC11),
(F70)-[:DEPARTS_FROM]->(AP26),
(F70)-[:ARRIVES_AT]->(AP27),
(F70)-[:OPERATED_BY]->(AL9),
(F70)-[:USES]->(AC11),
(F71)-[:DEPARTS_FROM]->(AP25),
(F71)-[:ARRIVES_AT]->(AP16),
(F71)-[:OPERATED_BY]->(AL9),
(F71)-[:USES]->(AC3),
(F72)-[:DEPARTS_FROM]->(AP27),
(F72)-[:ARRIVES_AT]->(AP29),
(F72)-[:OPERATED_BY]->(AL9),
(F72)-[:USES]->(AC11),
(F73)-[:DEPARTS_FROM]->(AP28),
(F73)-[:ARRIVES_AT]->(AP30),
(F73)-[:OPERATED_BY]->(AL9),
(F73)-[:USES]->(AC9),
(F74)-[:DEPARTS_FROM]->(AP30),
(F74)-[:ARRIVES_AT]->(AP31),
(F74)-[:OPERATED_BY]->(AL10),
(F74)-[:USES]->(AC9),
(F75)-[:DEPARTS_FROM]->(AP30),
(F75)-[:ARRIVES_AT]->(AP26),
(F75)-[:OPERATED_BY]->(AL10),
(F75)-[:USES]->(AC9),
(F76)-[:DEPARTS_FROM]->(AP30),
(F76)-[:ARRIVES_AT]->(AP10),
(F76)-[:OPERATED_BY]->(AL10),
(F76)-[:USES]->(AC10),
(F77)-[:DEPARTS_FROM]->(AP30),
(F77)-[:ARRIVES_AT]->(AP25),
(F77)-[:OPERATED_BY]->(AL10),
(F77)-[:USES]->(AC10),
(F78)-[:DEPARTS_FROM]->(AP30),
(F78)-[:ARRIVES_AT]->(AP8),
(F78)-[:OPERATED_BY]->(AL10),
(P1)-[:WORKS_FOR]->(AL1),
(P1)-[:QUALIFIED_ON {level:'line', since:'2010-02-01', hours:5760}]->(AC1),
(P1)-[:QUALIFIED_ON {level:'instructor', since:'2015-06-01', hours:3870}]->(AC2),
(P2)-[:WORKS_FOR]->(AL1),
(P2)-[:QUALIFIED_ON {level:'line', since:'2019-11-15', hours:2340}]->(AC5),
(P3)-[:WORKS_FOR]->(AL1),
(P3)-[:QUALIFIED_ON {level:'instructor', since:'2018-04-01', hours:2750}]->(AC9),
(P3)-[:QUALIFIED_ON {level:'line', since:'2023-03-01', hours:880}]->(AC4),
(P4)-[:WORKS_FOR]->(AL1),
(P4)-[:QUALIFIED_ON {level:'trainee', since:'2023-06-01', hours:60}]->(AC1),
(P5)-[:WORKS_FOR]->(AL2),
(P5)-[:QUALIFIED_ON {level:'instructor', since:'2006-01-10', hours:7350}]->(AC12),
(P5)-[:QUALIFIED_ON {level:'line', since:'2010-01-05', hours:5770}]->(AC13),
(P5)-[:QUALIFIED_ON {level:'line', since:'2015-02-01', hours:3860}]->(AC11),
(P6)-[:WORKS_FOR]->(AL2),
(P6)-[:QUALIFIED_ON {level:'line', since:'2021-09-01', hours:1600}]->(AC12),
(P7)-[:WORKS_FOR]->(AL3),
(P7)-[:QUALIFIED_ON {level:'examiner', since:'2002-05-01', hours:8860}]->(AC7),
(P7)-[:QUALIFIED_ON {level:'instructor', since:'2018-01-15', hours:2780}]->(AC8),
(P7)-[:QUALIFIED_ON {level:'line', since:'2019-10-01', hours:2350}]->(AC3),
(P8)-[:WORKS_FOR]->(AL3),
(P8)-[:QUALIFIED_ON {level:'line', since:'2018-03-01', hours:2760}]->(AC8),
(P9)-[:WORKS_FOR]->(AL3),
(P9)-[:QUALIFIED_ON {level:'instructor', since:'2019-06-01', hours:2370}]->(AC3),
(P9)-[:QUALIFIED_ON {level:'line', since:'2011-12-01', hours:5460}]->(AC7),
(P10)-[:WORKS_FOR]->(AL4),
(P10)-[:QUALIFIED_ON {level:'examiner', since:'2005-03-01', hours:7700}]->(AC10),
(P10)-[:QUALIFIED_ON {level:'line', since:'2014-07-01', hours:4310}]->(AC9),
(P11)-[:WORKS_FOR]->(AL4),
(P11)-[:QUALIFIED_ON {level:'line', since:'2020-05-01', hours:1980}]->(AC2),
(P11)-[:QUALIFIED_ON {level:'line', since:'2020-05-01', hours:1970}]->(AC1),
(P12)-[:WORKS_FOR]->(AL4),
(P12)-[:QUALIFIED_ON {level:'instructor', since:'2016-01-10', hours:3500}]->(AC4),
(P12)-[:QUALIFIED_ON {level:'line', since:'2008-09-01', hours:6570}]->(AC10),
(P13)-[:WORKS_FOR]->(AL4),
(P14)-[:WORKS_FOR]->(AL5),
(P14)-[:QUALIFIED_ON {level:'examiner', since:'2017-05-01', hours:3120}]->(AC4),
(P14)-[:QUALIFIED_ON {level:'instructor', since:'2000-01-01', hours:9620}]->(AC1),
(P14)-[:QUALIFIED_ON {level:'line', since:'2024-03-15', hours:520}]->(AC9),
(P15)-[:WORKS_FOR]->(AL5),
(P15)-[:QUALIFIED_ON {level:'line', since:'2019-01-15', hours:2390}]->(AC5),
(P15)-[:QUALIFIED_ON {level:'line', since:'2021-02-01', hours:1600}]->(AC2),
(P16)-[:WORKS_FOR]->(AL5),
(P16)-[:QUALIFIED_ON {level:'instructor', since:'2012-03-01', hours:5030}]->(AC11),
(P16)-[:QUALIFIED_ON {level:'line', since:'2021-08-01', hours:1590}]->(AC12),
(P17)-[:WORKS_FOR]->(AL6),
(P17)-[:QUALIFIED_ON {level:'examiner', since:'2004-02-01', hours:8080}]->(AC3),
(P17)-[:QUALIFIED_ON {level:'line', since:'2018-06-01', hours:2800}]->(AC2),
(P18)-[:WORKS_FOR]->(AL6),
(P18)-[:QUALIFIED_ON {level:'line', since:'2022-08-01', hours:1230}]->(AC1),
(P18)-[:QUALIFIED_ON {level:'trainee', since:'2025-01-20', hours:90}]->(AC5),
(P19)-[:WORKS_FOR]->(AL6),
(P19)-[:QUALIFIED_ON {level:'instructor', since:'2024-12-31', hours:490}]->(AC9),
(P19)-[:QUALIFIED_ON {level:'line', since:'2008-03-01', hours:6590}]->(AC5),
(P20)-[:WORKS_FOR]->(AL7),
(P20)-[:QUALIFIED_ON {level:'instructor', since:'2012-02-01', hours:5030}]->(AC5),
(P20)-[:QUALIFIED_ON {level:'line', since:'2013-09-01', hours:4700}]->(AC12),
(P21)-[:WORKS_FOR]->(AL7),
(P21)-[:QUALIFIED_ON {level:'line', since:'2020-12-01', hours:1980}]->(AC5),
(P22)-[:WORKS_FOR]->(AL8),
(P22)-[:QUALIFIED_ON {level:'instructor', since:'2003-01-01', hours:8440}]->(AC10),
(P22)-[:QUALIFIED_ON {level:'line', since:'2010-01-01', hours:5840}]->(AC4),
(P22)-[:QUALIFIED_ON {level:'line', since:'2008-11-01', hours:6530}]->(AC6),
(P23)-[:WORKS_FOR]->(AL8),
(P23)-[:QUALIFIED_ON {level:'line', since:'2017-09-01', hours:3110}]->(AC7),
(P23)-[:QUALIFIED_ON {level:'line', since:'2024-10-01', hours:490}]->(AC3),
(P24)-[:WORKS_FOR]->(AL9),
(P24)-[:QUALIFIED_ON {level:'examiner', since:'1995-01-01', hours:11510}]->(AC7),
(P24)-[:QUALIFIED_ON {level:'line', since:'2019-03-01', hours:2390}]->(AC8),
(P24)-[:QUALIFIED_ON {level:'instructor', since:'2000-05-01', hours:9560}]->(AC3),
(P25)-[:WORKS_FOR]->(AL9),
(P25)-[:QUALIFIED_ON {level:'line', since:'2015-08-01', hours:3860}]->(AC11),
(P25)-[:QUALIFIED_ON {level:'line', since:'2020-01-01', hours:1960}]->(AC8),
(P26)-[:WORKS_FOR]->(AL9),
(P26)-[:QUALIFIED_ON {level:'line', since:'2013-01-01', hours:4650}]->(AC9),
(P27)-[:WORKS_FOR]->(AL9),
(P27)-[:QUALIFIED_ON {level:'trainee', since:'2024-01-10', hours:80}]->(AC11),
(P28)-[:WORKS_FOR]->(AL10),
(P28)-[:QUALIFIED_ON {level:'examiner', since:'2012-01-01', hours:5020}]->(AC9),
(P28)-[:QUALIFIED_ON {level:'instructor', since:'1998-04-01', hours:10400}]->(AC10),
(P29)-[:WORKS_FOR]->(AL10),
(P29)-[:QUALIFIED_ON {level:'line', since:'2019-08-01', hours:2340}]->(AC4),
(P29)-[:QUALIFIED_ON {level:'line', since:'2021-05-01', hours:1640}]->(AC9),
(P30)-[:QUALIFIED_ON {level:'line', since:'2014-01-01', hours:4270}]->(AC1),
(P30)-[:QUALIFIED_ON {level:'line', since:'2016-06-01', hours:3530}]->(AC7),
(P31)-[:WORKS_FOR]->(AL11),
(P31)-[:QUALIFIED_ON {level:'line', since:'2022-06-01', hours:1240}]->(AC13),
(AL1)-[:PARTNER_OF {kind:'interline', since:'2010-05-01'}]->(AL2),
(AL2)-[:PARTNER_OF {kind:'interline', since:'2010-05-01'}]->(AL1),
(AL1)-[:PARTNER_OF {kind:'codeshare', since:'1999-06-01'}]->(AL5),
(AL5)-[:PARTNER_OF {kind:'codeshare', since:'1999-06-01'}]->(AL1),
(AL1)-[:PARTNER_OF {kind:'codeshare', since:'2023-03-01'}]->(AL7),
(AL3)-[:PARTNER_OF {kind:'joint venture', since:'2009-04-01'}]->(AL9),
(AL9)-[:PARTNER_OF {kind:'joint venture', since:'2009-04-01'}]->(AL3),
(AL4)-[:PARTNER_OF {kind:'joint venture', since:'2011-01-21'}]->(AL6),
(AL6)-[:PARTNER_OF {kind:'joint venture', since:'2011-01-21'}]->(AL4),
(AL4)-[:PARTNER_OF {kind:'codeshare', since:'2003-10-26'}]->(AL10),
(AL10)-[:PARTNER_OF {kind:'codeshare', since:'2003-10-26'}]->(AL4),
(AL8)-[:PARTNER_OF {kind:'codeshare', since:'2024-01-15'}]->(AL4),
(AL8)-[:PARTNER_OF {kind:'interline', since:'2016-09-01'}]->(AL10),
(AL5)-[:PARTNER_OF {kind:'codeshare', since:'2014-02-01'}]->(AL7),
(AL7)-[:PARTNER_OF {kind:'codeshare', since:'2014-02-01'}]->(AL5),
(AL11)-[:PARTNER_OF {kind:'interline', since:'2025-02-01'}]->(AL2),
(AL1)-[:HUB_AT {role:'primary'}]->(AP1),
(AL1)-[:HUB_AT {role:'secondary'}]->(AP2),
(AL1)-[:HUB_AT {role:'secondary'}]->(AP7),
(AL2)-[:HUB_AT {role:'primary'}]->(AP2),
(AL2)-[:HUB_AT {role:'secondary'}]->(AP4),
(AL3)-[:HUB_AT {role:'primary'}]->(AP6),
(AL3)-[:HUB_AT {role:'secondary'}]->(AP8),
(AL3)-[:HUB_AT {role:'secondary'}]->(AP7),
(AL4)-[:HUB_AT {role:'primary'}]->(AP10),
(AL4)-[:HUB_AT {role:'secondary'}]->(AP11),
(AL5)-[:HUB_AT {role:'primary'}]->(AP13),
(AL5)-[:HUB_AT {role:'secondary'}]->(AP14),
(AL6)-[:HUB_AT {role:'primary'}]->(AP17),
(AL6)-[:HUB_AT {role:'secondary'}]->(AP18),
(AL7)-[:HUB_AT {role:'primary'}]->(AP21),
(AL8)-[:HUB_AT {role:'primary'}]->(AP24),
(AL9)-[:HUB_AT {role:'primary'}]->(AP25),
(AL9)-[:HUB_AT {role:'secondary'}]->(AP27),
(AL9)-[:HUB_AT {role:'secondary'}]->(AP28),
(AL10)-[:HUB_AT {role:'primary'}]->(AP30),
(AL11)-[:HUB_AT {role:'primary'}]->(AP9);
