// The hotel example: a hotel group's bookings graph, written for gql by its
// developers (not taken from anywhere) as the group's data team would model it:
// the TUNING graph of a new domain (testdata/hotel/README.md).
// Hotels are PART_OF a brand; room types are AT_HOTEL a hotel; a guest MADE a
// booking, which is FOR_ROOM a room type and AT_HOTEL a hotel; staff WORKS_AT
// a hotel (since on the edge) and a manager MANAGES staff (the reporting line,
// four deep from the regional director); hotels HAS_AMENITY amenities
// (fee_eur and free on the edge); a guest WROTE a review ABOUT a hotel; a guest
// REFERRED another guest (from the referrer to the guest referred).
// Dates are ISO strings 'YYYY-MM-DD'; money is euros, sizes square metres.
// Edge cases the questions need: guests with no booking, a hotel with no
// review, an amenity no hotel has, a brand with no hotel, a staff member at no
// hotel, ties, boundary values, the self-relationships, an apostrophe.
// Generated deterministically by a small seeded script.
// Regenerate the converted files with
//   go run ./cmd/gql convert examples/hotel/hotel.cypher --name hotel --out examples/hotel

CREATE CONSTRAINT IF NOT EXISTS FOR (x:Hotel) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:RoomType) REQUIRE (x.code) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Guest) REQUIRE (x.email) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Booking) REQUIRE (x.reference) IS UNIQUE;

CREATE (B1:Brand {name:'Harbor & Pine Hotels', headquarters_country:'Portugal'})
CREATE (B2:Brand {name:'Alpenrose Collection', headquarters_country:'Austria'})
CREATE (B3:Brand {name:'Urban Nest', headquarters_country:'Germany'})
CREATE (B4:Brand {name:'Solstice Resorts', headquarters_country:'Spain'})
CREATE (H1:Hotel {name:'Harbor Grand Lisbon', city:'Lisbon', country:'Portugal', stars:5, opened:'2015-06-01', rooms_total:180})
CREATE (H2:Hotel {name:'Harbor Pine Porto', city:'Porto', country:'Portugal', stars:4, opened:'2018-03-15', rooms_total:120})
CREATE (H3:Hotel {name:'Alpenrose Innsbruck', city:'Innsbruck', country:'Austria', stars:4, opened:'2012-12-01', rooms_total:90})
CREATE (H4:Hotel {name:'Alpenrose Zermatt', city:'Zermatt', country:'Switzerland', stars:5, opened:'2020-07-01', rooms_total:60})
CREATE (H5:Hotel {name:'Urban Nest Berlin Mitte', city:'Berlin', country:'Germany', stars:3, opened:'2019-09-01', rooms_total:150})
CREATE (H6:Hotel {name:'Urban Nest Munich', city:'Munich', country:'Germany', stars:3, opened:'2023-03-01', rooms_total:110})
CREATE (H7:Hotel {name:'Urban Nest Vienna', city:'Vienna', country:'Austria', stars:2, opened:'2024-01-01', rooms_total:80})
CREATE (H8:Hotel {name:'Harbor Pine Seville', city:'Seville', country:'Spain', stars:4, opened:'2010-05-20', rooms_total:120})
CREATE (RT_LIS_STD:RoomType {code:'LIS-STD', name:'Standard Double', capacity_persons:2, nightly_rate_eur:180.0, size_sqm:24})
CREATE (RT_LIS_DLX:RoomType {code:'LIS-DLX', name:'Deluxe River View', capacity_persons:2, nightly_rate_eur:260.0, size_sqm:32})
CREATE (RT_LIS_STE:RoomType {code:'LIS-STE', name:'Tagus Suite', capacity_persons:4, nightly_rate_eur:480.0, size_sqm:55})
CREATE (RT_OPO_STD:RoomType {code:'OPO-STD', name:'Standard Double', capacity_persons:2, nightly_rate_eur:120.0, size_sqm:22})
CREATE (RT_OPO_FAM:RoomType {code:'OPO-FAM', name:'Family Room', capacity_persons:4, nightly_rate_eur:175.0, size_sqm:35})
CREATE (RT_INN_STD:RoomType {code:'INN-STD', name:'Standard Double', capacity_persons:2, nightly_rate_eur:135.0, size_sqm:25})
CREATE (RT_INN_DLX:RoomType {code:'INN-DLX', name:'Deluxe Mountain View', capacity_persons:2, nightly_rate_eur:190.0, size_sqm:30})
CREATE (RT_INN_SGL:RoomType {code:'INN-SGL', name:'Single Room', capacity_persons:1, nightly_rate_eur:89.0, size_sqm:16})
CREATE (RT_ZRM_DLX:RoomType {code:'ZRM-DLX', name:'Deluxe Matterhorn View', capacity_persons:2, nightly_rate_eur:420.0, size_sqm:38})
CREATE (RT_ZRM_STE:RoomType {code:'ZRM-STE', name:'Chalet Suite', capacity_persons:5, nightly_rate_eur:890.0, size_sqm:80})
CREATE (RT_BER_STD:RoomType {code:'BER-STD', name:'Nest Double', capacity_persons:2, nightly_rate_eur:99.0, size_sqm:18})
CREATE (RT_BER_SGL:RoomType {code:'BER-SGL', name:'Nest Single', capacity_persons:1, nightly_rate_eur:79.0, size_sqm:12})
CREATE (RT_BER_LOFT:RoomType {code:'BER-LOFT', name:'Loft Studio', capacity_persons:3, nightly_rate_eur:150.0, size_sqm:30})
CREATE (RT_MUC_STD:RoomType {code:'MUC-STD', name:'Nest Double', capacity_persons:2, nightly_rate_eur:109.0, size_sqm:19})
CREATE (RT_MUC_LOFT:RoomType {code:'MUC-LOFT', name:'Loft Studio', capacity_persons:3, nightly_rate_eur:150.0, size_sqm:30})
CREATE (RT_VIE_STD:RoomType {code:'VIE-STD', name:'Nest Double', capacity_persons:2, nightly_rate_eur:85.0, size_sqm:17})
CREATE (RT_VIE_BUNK:RoomType {code:'VIE-BUNK', name:'Bunk Room', capacity_persons:4, nightly_rate_eur:120.0, size_sqm:22})
CREATE (RT_SVQ_STD:RoomType {code:'SVQ-STD', name:'Standard Double', capacity_persons:2, nightly_rate_eur:140.0, size_sqm:24})
CREATE (RT_SVQ_PAT:RoomType {code:'SVQ-PAT', name:'Patio Room', capacity_persons:2, nightly_rate_eur:199.0, size_sqm:29})
CREATE (RT_SVQ_STE:RoomType {code:'SVQ-STE', name:'Alcazar Suite', capacity_persons:4, nightly_rate_eur:480.0, size_sqm:55})
CREATE (G1:Guest {name:'Ana Silva', email:'ana.silva@example.com', country:'Portugal', birth_year:1968, loyalty_level:'platinum', vip:true})
CREATE (G2:Guest {name:'João Costa', email:'joao.costa@example.com', country:'Portugal', birth_year:1955, loyalty_level:'gold', vip:false})
CREATE (G3:Guest {name:'Marta Ferreira', email:'marta.ferreira@example.com', country:'Portugal', birth_year:1969, loyalty_level:'none', vip:false})
CREATE (G4:Guest {name:'Lukas Bauer', email:'lukas.bauer@example.com', country:'Germany', birth_year:1983, loyalty_level:'silver', vip:false})
CREATE (G5:Guest {name:'Sophie Müller', email:'sophie.mueller@example.com', country:'Germany', birth_year:2004, loyalty_level:'none', vip:false})
CREATE (G6:Guest {name:'Jürgen Weiß', email:'juergen.weiss@example.com', country:'Germany', birth_year:1978, loyalty_level:'none', vip:false})
CREATE (G7:Guest {name:'Emma Smith', email:'emma.smith@example.com', country:'United Kingdom', birth_year:1989, loyalty_level:'none', vip:false})
CREATE (G8:Guest {name:'Oliver Brown', email:'oliver.brown@example.com', country:'United Kingdom', birth_year:1951, loyalty_level:'silver', vip:false})
CREATE (G9:Guest {name:'Chloé Dubois', email:'chloe.dubois@example.com', country:'France', birth_year:1950, loyalty_level:'none', vip:false})
CREATE (G10:Guest {name:'Mateo García', email:'mateo.garcia@example.com', country:'Spain', birth_year:1951, loyalty_level:'silver', vip:false})
CREATE (G11:Guest {name:'Lucía Martínez', email:'lucia.martinez@example.com', country:'Spain', birth_year:1996, loyalty_level:'silver', vip:false})
CREATE (G12:Guest {name:'Hannah Schmidt', email:'hannah.schmidt@example.com', country:'Germany', birth_year:1999, loyalty_level:'silver', vip:true})
CREATE (G13:Guest {name:'Noah Jones', email:'noah.jones@example.com', country:'United States', birth_year:2000, loyalty_level:'none', vip:false})
CREATE (G14:Guest {name:'Isabel Santos', email:'isabel.santos@example.com', country:'Portugal', birth_year:1973, loyalty_level:'none', vip:false})
CREATE (G15:Guest {name:'Pedro Almeida', email:'pedro.almeida@example.com', country:'Brazil', birth_year:1989, loyalty_level:'silver', vip:false})
CREATE (G16:Guest {name:'Greta Hofer', email:'greta.hofer@example.com', country:'Austria', birth_year:1997, loyalty_level:'none', vip:false})
CREATE (G17:Guest {name:'Felix Wagner', email:'felix.wagner@example.com', country:'Austria', birth_year:1998, loyalty_level:'none', vip:false})
CREATE (G18:Guest {name:'Amelia Taylor', email:'amelia.taylor@example.com', country:'United Kingdom', birth_year:1986, loyalty_level:'gold', vip:false})
CREATE (G19:Guest {name:'Tomás Ruiz', email:'tomas.ruiz@example.com', country:'Spain', birth_year:1970, loyalty_level:'none', vip:false})
CREATE (G20:Guest {name:'Ingrid Larsen', email:'ingrid.larsen@example.com', country:'Norway', birth_year:2002, loyalty_level:'silver', vip:false})
CREATE (G21:Guest {name:'Yuki Tanaka', email:'yuki.tanaka@example.com', country:'Japan', birth_year:1995, loyalty_level:'silver', vip:false})
CREATE (G22:Guest {name:'Priya Patel', email:'priya.patel@example.com', country:'India', birth_year:2000, loyalty_level:'silver', vip:false})
CREATE (G23:Guest {name:'Daniel Cohen', email:'daniel.cohen@example.com', country:'United States', birth_year:1991, loyalty_level:'silver', vip:false})
CREATE (G24:Guest {name:'Sara Rossi', email:'sara.rossi@example.com', country:'Israel', birth_year:2001, loyalty_level:'none', vip:false})
CREATE (G25:Guest {name:'Marco Bianchi', email:'marco.bianchi@example.com', country:'Italy', birth_year:1970, loyalty_level:'none', vip:false})
CREATE (G26:Guest {name:'Elena Novak', email:'elena.novak@example.com', country:'Italy', birth_year:1983, loyalty_level:'silver', vip:false})
CREATE (G27:Guest {name:'Jack Wilson', email:'jack.wilson@example.com', country:'Ireland', birth_year:1957, loyalty_level:'none', vip:false})
CREATE (G28:Guest {name:'Olivia Davies', email:'olivia.davies@example.com', country:'United Kingdom', birth_year:1977, loyalty_level:'none', vip:false})
CREATE (G29:Guest {name:'Hugo Moreau', email:'hugo.moreau@example.com', country:'France', birth_year:1967, loyalty_level:'none', vip:false})
CREATE (G30:Guest {name:'Léa Lefèvre', email:'lea.lefevre@example.com', country:'France', birth_year:1967, loyalty_level:'platinum', vip:true})
CREATE (G31:Guest {name:'Kenji Sato', email:'kenji.sato@example.com', country:'Japan', birth_year:1971, loyalty_level:'gold', vip:false})
CREATE (G32:Guest {name:'Mia Fischer', email:'mia.fischer@example.com', country:'Germany', birth_year:1968, loyalty_level:'none', vip:false})
CREATE (G33:Guest {name:'Lars Nilsen', email:'lars.nilsen@example.com', country:'Norway', birth_year:1999, loyalty_level:'silver', vip:false})
CREATE (G34:Guest {name:'Nora Berg', email:'nora.berg@example.com', country:'Norway', birth_year:1963, loyalty_level:'silver', vip:false})
CREATE (G35:Guest {name:'Diego López', email:'diego.lópez@example.com', country:'Mexico', birth_year:1956, loyalty_level:'none', vip:false})
CREATE (G36:Guest {name:'Clara Vogel', email:'clara.vogel@example.com', country:'Switzerland', birth_year:1957, loyalty_level:'silver', vip:false})
CREATE (G37:Guest {name:'Ethan Clarke', email:'ethan.clarke@example.com', country:'United States', birth_year:2003, loyalty_level:'gold', vip:false})
CREATE (G38:Guest {name:'Zoe Evans', email:'zoe.evans@example.com', country:'Canada', birth_year:1971, loyalty_level:'silver', vip:false})
CREATE (G39:Guest {name:'Siobhán O\'Neill', email:'siobhan.oneill@example.com', country:'Ireland', birth_year:1988, loyalty_level:'gold', vip:false})
CREATE (G40:Guest {name:'Aiden Murphy', email:'aiden.murphy@example.com', country:'Ireland', birth_year:1990, loyalty_level:'none', vip:false})
CREATE (BK10201:Booking {reference:'BK-10201', check_in:'2024-10-30', check_out:'2024-10-31', nights:1, total_eur:140.0, status:'confirmed', channel:'direct'})
CREATE (BK10202:Booking {reference:'BK-10202', check_in:'2023-01-29', check_out:'2023-02-02', nights:4, total_eur:600.0, status:'confirmed', channel:'direct'})
CREATE (BK10203:Booking {reference:'BK-10203', check_in:'2024-12-17', check_out:'2024-12-18', nights:1, total_eur:135.0, status:'completed', channel:'direct'})
CREATE (BK10204:Booking {reference:'BK-10204', check_in:'2025-02-17', check_out:'2025-02-20', nights:3, total_eur:378.0, status:'completed', channel:'ota'})
CREATE (BK10205:Booking {reference:'BK-10205', check_in:'2024-01-19', check_out:'2024-01-20', nights:1, total_eur:76.5, status:'completed', channel:'ota'})
CREATE (BK10206:Booking {reference:'BK-10206', check_in:'2024-08-23', check_out:'2024-08-26', nights:3, total_eur:420.0, status:'completed', channel:'direct'})
CREATE (BK10207:Booking {reference:'BK-10207', check_in:'2024-12-19', check_out:'2024-12-26', nights:7, total_eur:840.0, status:'cancelled', channel:'direct'})
CREATE (BK10208:Booking {reference:'BK-10208', check_in:'2023-08-04', check_out:'2023-08-06', nights:2, total_eur:756.0, status:'completed', channel:'ota'})
CREATE (BK10209:Booking {reference:'BK-10209', check_in:'2025-03-26', check_out:'2025-04-05', nights:10, total_eur:990.0, status:'confirmed', channel:'direct'})
CREATE (BK10210:Booking {reference:'BK-10210', check_in:'2024-08-05', check_out:'2024-08-09', nights:4, total_eur:356.0, status:'completed', channel:'agent'})
CREATE (BK10211:Booking {reference:'BK-10211', check_in:'2023-12-31', check_out:'2024-01-01', nights:1, total_eur:480.0, status:'completed', channel:'direct'})
CREATE (BK10212:Booking {reference:'BK-10212', check_in:'2024-01-01', check_out:'2024-01-03', nights:2, total_eur:198.0, status:'no-show', channel:'direct'})
CREATE (BK10213:Booking {reference:'BK-10213', check_in:'2023-05-01', check_out:'2023-05-08', nights:7, total_eur:623.7, status:'confirmed', channel:'ota'})
CREATE (BK10214:Booking {reference:'BK-10214', check_in:'2023-06-23', check_out:'2023-06-27', nights:4, total_eur:1680.0, status:'completed', channel:'direct'})
CREATE (BK10215:Booking {reference:'BK-10215', check_in:'2024-12-14', check_out:'2024-12-15', nights:1, total_eur:135.0, status:'completed', channel:'ota'})
CREATE (BK10216:Booking {reference:'BK-10216', check_in:'2023-08-04', check_out:'2023-08-07', nights:3, total_eur:327.0, status:'confirmed', channel:'agent'})
CREATE (BK10217:Booking {reference:'BK-10217', check_in:'2024-09-26', check_out:'2024-10-03', nights:7, total_eur:882.0, status:'completed', channel:'ota'})
CREATE (BK10218:Booking {reference:'BK-10218', check_in:'2024-02-01', check_out:'2024-02-06', nights:5, total_eur:2400.0, status:'confirmed', channel:'direct'})
CREATE (BK10219:Booking {reference:'BK-10219', check_in:'2025-05-30', check_out:'2025-06-02', nights:3, total_eur:405.0, status:'confirmed', channel:'ota'})
CREATE (BK10220:Booking {reference:'BK-10220', check_in:'2024-06-23', check_out:'2024-06-25', nights:2, total_eur:1780.0, status:'confirmed', channel:'direct'})
CREATE (BK10221:Booking {reference:'BK-10221', check_in:'2025-10-11', check_out:'2025-10-14', nights:3, total_eur:327.0, status:'confirmed', channel:'direct'})
CREATE (BK10222:Booking {reference:'BK-10222', check_in:'2024-05-15', check_out:'2024-05-17', nights:2, total_eur:270.0, status:'cancelled', channel:'ota'})
CREATE (BK10223:Booking {reference:'BK-10223', check_in:'2025-03-03', check_out:'2025-03-06', nights:3, total_eur:324.0, status:'cancelled', channel:'ota'})
CREATE (BK10224:Booking {reference:'BK-10224', check_in:'2023-05-13', check_out:'2023-05-14', nights:1, total_eur:180.0, status:'completed', channel:'agent'})
CREATE (BK10225:Booking {reference:'BK-10225', check_in:'2023-07-28', check_out:'2023-07-29', nights:1, total_eur:85.0, status:'completed', channel:'direct'})
CREATE (BK10226:Booking {reference:'BK-10226', check_in:'2024-11-14', check_out:'2024-11-15', nights:1, total_eur:79.0, status:'completed', channel:'agent'})
CREATE (BK10227:Booking {reference:'BK-10227', check_in:'2024-05-30', check_out:'2024-05-31', nights:1, total_eur:150.0, status:'cancelled', channel:'agent'})
CREATE (BK10228:Booking {reference:'BK-10228', check_in:'2023-03-03', check_out:'2023-03-05', nights:2, total_eur:270.0, status:'completed', channel:'direct'})
CREATE (BK10229:Booking {reference:'BK-10229', check_in:'2024-05-30', check_out:'2024-06-04', nights:5, total_eur:2400.0, status:'completed', channel:'agent'})
CREATE (BK10230:Booking {reference:'BK-10230', check_in:'2023-11-05', check_out:'2023-11-15', nights:10, total_eur:2340.0, status:'completed', channel:'ota'})
CREATE (BK10231:Booking {reference:'BK-10231', check_in:'2024-06-28', check_out:'2024-06-29', nights:1, total_eur:180.0, status:'completed', channel:'direct'})
CREATE (BK10232:Booking {reference:'BK-10232', check_in:'2025-06-12', check_out:'2025-06-22', nights:10, total_eur:1900.0, status:'cancelled', channel:'agent'})
CREATE (BK10233:Booking {reference:'BK-10233', check_in:'2024-09-29', check_out:'2024-10-01', nights:2, total_eur:196.2, status:'cancelled', channel:'ota'})
CREATE (BK10234:Booking {reference:'BK-10234', check_in:'2024-07-01', check_out:'2024-07-05', nights:4, total_eur:600.0, status:'completed', channel:'direct'})
CREATE (BK10235:Booking {reference:'BK-10235', check_in:'2025-06-29', check_out:'2025-07-01', nights:2, total_eur:170.0, status:'cancelled', channel:'direct'})
CREATE (BK10236:Booking {reference:'BK-10236', check_in:'2024-07-27', check_out:'2024-07-31', nights:4, total_eur:760.0, status:'completed', channel:'direct'})
CREATE (BK10237:Booking {reference:'BK-10237', check_in:'2025-08-30', check_out:'2025-09-01', nights:2, total_eur:178.2, status:'confirmed', channel:'ota'})
CREATE (BK10238:Booking {reference:'BK-10238', check_in:'2024-01-18', check_out:'2024-01-21', nights:3, total_eur:267.0, status:'confirmed', channel:'direct'})
CREATE (BK10239:Booking {reference:'BK-10239', check_in:'2025-01-09', check_out:'2025-01-16', nights:7, total_eur:497.7, status:'cancelled', channel:'ota'})
CREATE (BK10240:Booking {reference:'BK-10240', check_in:'2024-12-04', check_out:'2024-12-08', nights:4, total_eur:540.0, status:'completed', channel:'ota'})
CREATE (BK10241:Booking {reference:'BK-10241', check_in:'2025-05-11', check_out:'2025-05-12', nights:1, total_eur:135.0, status:'completed', channel:'ota'})
CREATE (BK10242:Booking {reference:'BK-10242', check_in:'2024-03-27', check_out:'2024-03-29', nights:2, total_eur:158.0, status:'cancelled', channel:'direct'})
CREATE (BK10243:Booking {reference:'BK-10243', check_in:'2025-10-05', check_out:'2025-10-06', nights:1, total_eur:108.0, status:'confirmed', channel:'ota'})
CREATE (BK10244:Booking {reference:'BK-10244', check_in:'2023-11-14', check_out:'2023-11-15', nights:1, total_eur:890.0, status:'cancelled', channel:'agent'})
CREATE (BK10245:Booking {reference:'BK-10245', check_in:'2024-06-26', check_out:'2024-06-29', nights:3, total_eur:378.0, status:'completed', channel:'ota'})
CREATE (BK10246:Booking {reference:'BK-10246', check_in:'2024-06-22', check_out:'2024-06-23', nights:1, total_eur:85.0, status:'completed', channel:'agent'})
CREATE (BK10247:Booking {reference:'BK-10247', check_in:'2023-12-19', check_out:'2023-12-21', nights:2, total_eur:350.0, status:'no-show', channel:'direct'})
CREATE (BK10248:Booking {reference:'BK-10248', check_in:'2023-10-26', check_out:'2023-10-27', nights:1, total_eur:420.0, status:'completed', channel:'direct'})
CREATE (BK10249:Booking {reference:'BK-10249', check_in:'2024-05-19', check_out:'2024-05-26', nights:7, total_eur:1638.0, status:'cancelled', channel:'ota'})
CREATE (BK10250:Booking {reference:'BK-10250', check_in:'2023-12-03', check_out:'2023-12-05', nights:2, total_eur:380.0, status:'completed', channel:'direct'})
CREATE (BK10251:Booking {reference:'BK-10251', check_in:'2024-05-13', check_out:'2024-05-14', nights:1, total_eur:234.0, status:'cancelled', channel:'ota'})
CREATE (BK10252:Booking {reference:'BK-10252', check_in:'2025-01-24', check_out:'2025-01-25', nights:1, total_eur:199.0, status:'completed', channel:'direct'})
CREATE (BK10253:Booking {reference:'BK-10253', check_in:'2025-01-05', check_out:'2025-01-10', nights:5, total_eur:355.5, status:'completed', channel:'ota'})
CREATE (BK10254:Booking {reference:'BK-10254', check_in:'2023-03-27', check_out:'2023-03-29', nights:2, total_eur:1780.0, status:'completed', channel:'direct'})
CREATE (BK10255:Booking {reference:'BK-10255', check_in:'2024-10-25', check_out:'2024-10-26', nights:1, total_eur:121.5, status:'cancelled', channel:'ota'})
CREATE (BK10256:Booking {reference:'BK-10256', check_in:'2024-09-24', check_out:'2024-10-01', nights:7, total_eur:1330.0, status:'no-show', channel:'agent'})
CREATE (BK10257:Booking {reference:'BK-10257', check_in:'2024-12-02', check_out:'2024-12-12', nights:10, total_eur:4800.0, status:'completed', channel:'agent'})
CREATE (BK10258:Booking {reference:'BK-10258', check_in:'2025-07-03', check_out:'2025-07-04', nights:1, total_eur:120.0, status:'cancelled', channel:'agent'})
CREATE (BK10259:Booking {reference:'BK-10259', check_in:'2023-05-07', check_out:'2023-05-09', nights:2, total_eur:178.2, status:'completed', channel:'ota'})
CREATE (BK10260:Booking {reference:'BK-10260', check_in:'2024-10-13', check_out:'2024-10-20', nights:7, total_eur:1197.0, status:'completed', channel:'ota'})
CREATE (BK10261:Booking {reference:'BK-10261', check_in:'2023-03-08', check_out:'2023-03-10', nights:2, total_eur:398.0, status:'completed', channel:'agent'})
CREATE (BK10262:Booking {reference:'BK-10262', check_in:'2023-08-17', check_out:'2023-08-18', nights:1, total_eur:234.0, status:'completed', channel:'ota'})
CREATE (BK10263:Booking {reference:'BK-10263', check_in:'2025-12-11', check_out:'2025-12-14', nights:3, total_eur:513.0, status:'confirmed', channel:'ota'})
CREATE (BK10264:Booking {reference:'BK-10264', check_in:'2025-09-30', check_out:'2025-10-04', nights:4, total_eur:480.0, status:'cancelled', channel:'direct'})
CREATE (BK10265:Booking {reference:'BK-10265', check_in:'2023-01-13', check_out:'2023-01-14', nights:1, total_eur:199.0, status:'completed', channel:'direct'})
CREATE (BK10266:Booking {reference:'BK-10266', check_in:'2025-11-21', check_out:'2025-11-23', nights:2, total_eur:198.0, status:'confirmed', channel:'direct'})
CREATE (BK10267:Booking {reference:'BK-10267', check_in:'2025-12-12', check_out:'2025-12-14', nights:2, total_eur:756.0, status:'confirmed', channel:'ota'})
CREATE (BK10268:Booking {reference:'BK-10268', check_in:'2023-06-22', check_out:'2023-06-25', nights:3, total_eur:525.0, status:'cancelled', channel:'direct'})
CREATE (BK10269:Booking {reference:'BK-10269', check_in:'2024-01-28', check_out:'2024-02-01', nights:4, total_eur:340.0, status:'no-show', channel:'direct'})
CREATE (BK10270:Booking {reference:'BK-10270', check_in:'2023-01-10', check_out:'2023-01-20', nights:10, total_eur:1350.0, status:'cancelled', channel:'direct'})
CREATE (BK10271:Booking {reference:'BK-10271', check_in:'2024-11-04', check_out:'2024-11-05', nights:1, total_eur:109.0, status:'no-show', channel:'agent'})
CREATE (BK10272:Booking {reference:'BK-10272', check_in:'2024-04-19', check_out:'2024-04-21', nights:2, total_eur:840.0, status:'cancelled', channel:'direct'})
CREATE (BK10273:Booking {reference:'BK-10273', check_in:'2025-06-23', check_out:'2025-06-26', nights:3, total_eur:297.0, status:'confirmed', channel:'agent'})
CREATE (BK10274:Booking {reference:'BK-10274', check_in:'2025-06-11', check_out:'2025-06-21', nights:10, total_eur:2600.0, status:'confirmed', channel:'direct'})
CREATE (BK10275:Booking {reference:'BK-10275', check_in:'2024-02-29', check_out:'2024-03-04', nights:4, total_eur:480.0, status:'completed', channel:'direct'})
CREATE (BK10276:Booking {reference:'BK-10276', check_in:'2023-12-10', check_out:'2023-12-13', nights:3, total_eur:364.5, status:'completed', channel:'ota'})
CREATE (BK10277:Booking {reference:'BK-10277', check_in:'2024-10-16', check_out:'2024-10-20', nights:4, total_eur:600.0, status:'cancelled', channel:'agent'})
CREATE (BK10278:Booking {reference:'BK-10278', check_in:'2023-12-02', check_out:'2023-12-04', nights:2, total_eur:240.0, status:'no-show', channel:'direct'})
CREATE (BK10279:Booking {reference:'BK-10279', check_in:'2025-11-24', check_out:'2025-11-25', nights:1, total_eur:140.0, status:'confirmed', channel:'direct'})
CREATE (BK10280:Booking {reference:'BK-10280', check_in:'2024-10-05', check_out:'2024-10-07', nights:2, total_eur:300.0, status:'no-show', channel:'direct'})
CREATE (BK10281:Booking {reference:'BK-10281', check_in:'2024-02-26', check_out:'2024-02-29', nights:3, total_eur:1260.0, status:'confirmed', channel:'agent'})
CREATE (BK10282:Booking {reference:'BK-10282', check_in:'2024-09-05', check_out:'2024-09-12', nights:7, total_eur:2940.0, status:'confirmed', channel:'direct'})
CREATE (BK10283:Booking {reference:'BK-10283', check_in:'2024-02-29', check_out:'2024-03-02', nights:2, total_eur:218.0, status:'confirmed', channel:'direct'})
CREATE (BK10284:Booking {reference:'BK-10284', check_in:'2024-04-02', check_out:'2024-04-05', nights:3, total_eur:360.0, status:'completed', channel:'direct'})
CREATE (BK10285:Booking {reference:'BK-10285', check_in:'2024-09-20', check_out:'2024-09-22', nights:2, total_eur:360.0, status:'confirmed', channel:'direct'})
CREATE (BK10286:Booking {reference:'BK-10286', check_in:'2024-04-11', check_out:'2024-04-12', nights:1, total_eur:109.0, status:'cancelled', channel:'direct'})
CREATE (BK10287:Booking {reference:'BK-10287', check_in:'2023-04-03', check_out:'2023-04-06', nights:3, total_eur:540.0, status:'completed', channel:'agent'})
CREATE (BK10288:Booking {reference:'BK-10288', check_in:'2025-12-25', check_out:'2025-12-28', nights:3, total_eur:360.0, status:'confirmed', channel:'direct'})
CREATE (BK10289:Booking {reference:'BK-10289', check_in:'2023-03-10', check_out:'2023-03-11', nights:1, total_eur:420.0, status:'completed', channel:'direct'})
CREATE (BK10290:Booking {reference:'BK-10290', check_in:'2023-05-07', check_out:'2023-05-09', nights:2, total_eur:216.0, status:'completed', channel:'ota'})
CREATE (BK10291:Booking {reference:'BK-10291', check_in:'2025-09-07', check_out:'2025-09-14', nights:7, total_eur:2940.0, status:'confirmed', channel:'agent'})
CREATE (BK10292:Booking {reference:'BK-10292', check_in:'2024-09-15', check_out:'2024-09-25', nights:10, total_eur:1800.0, status:'confirmed', channel:'direct'})
CREATE (BK10293:Booking {reference:'BK-10293', check_in:'2024-06-09', check_out:'2024-06-19', nights:10, total_eur:1500.0, status:'cancelled', channel:'direct'})
CREATE (BK10294:Booking {reference:'BK-10294', check_in:'2024-09-06', check_out:'2024-09-09', nights:3, total_eur:360.0, status:'completed', channel:'direct'})
CREATE (BK10295:Booking {reference:'BK-10295', check_in:'2024-05-30', check_out:'2024-06-01', nights:2, total_eur:198.0, status:'confirmed', channel:'direct'})
CREATE (S1:Staff {name:'Catarina Reis', role:'manager', hired:'2009-02-01', salary_eur:125000})
CREATE (S2:Staff {name:'Miguel Antunes', role:'manager', hired:'2016-01-10', salary_eur:78000})
CREATE (S3:Staff {name:'Rafael Ortega', role:'manager', hired:'2010-05-20', salary_eur:78000})
CREATE (S4:Staff {name:'Helena Gruber', role:'manager', hired:'2012-09-01', salary_eur:82000})
CREATE (S5:Staff {name:'Andreas Zimmermann', role:'manager', hired:'2020-03-01', salary_eur:95000})
CREATE (S6:Staff {name:'Katrin Schulz', role:'manager', hired:'2019-06-01', salary_eur:70000})
CREATE (S7:Staff {name:'Tobias Krüger', role:'manager', hired:'2022-11-15', salary_eur:68000})
CREATE (S8:Staff {name:'Eva Steiner', role:'manager', hired:'2023-10-01', salary_eur:61000})
CREATE (S9:Staff {name:'Inês Carvalho', role:'receptionist', hired:'2015-05-01', salary_eur:32000})
CREATE (S10:Staff {name:'Bruno Lopes', role:'manager', hired:'2014-04-01', salary_eur:56000})
CREATE (S11:Staff {name:'Rita Sousa', role:'receptionist', hired:'2023-03-01', salary_eur:29000})
CREATE (S12:Staff {name:'Paulo Mendes', role:'housekeeping', hired:'2015-05-15', salary_eur:24000})
CREATE (S13:Staff {name:'Filipa Rocha', role:'chef', hired:'2017-08-01', salary_eur:48000})
CREATE (S14:Staff {name:'Carla Nunes', role:'receptionist', hired:'2018-02-01', salary_eur:27000})
CREATE (S15:Staff {name:'Javier Molina', role:'receptionist', hired:'2011-01-15', salary_eur:28000})
CREATE (S16:Staff {name:'Rocío Navarro', role:'chef', hired:'2014-06-01', salary_eur:52000})
CREATE (S17:Staff {name:'Martin Egger', role:'receptionist', hired:'2013-01-07', salary_eur:33000})
CREATE (S18:Staff {name:'Lena Brunner', role:'housekeeping', hired:'2021-04-01', salary_eur:26000})
CREATE (S19:Staff {name:'Sven Huber', role:'chef', hired:'2020-05-01', salary_eur:71000})
CREATE (S20:Staff {name:'Jonas Becker', role:'receptionist', hired:'2019-08-15', salary_eur:27000})
CREATE (S21:Staff {name:'Mehmet Yilmaz', role:'housekeeping', hired:'2019-09-01', salary_eur:23500})
CREATE (S22:Staff {name:'Laura Hoffmann', role:'receptionist', hired:'2023-02-20', salary_eur:27000})
CREATE (S23:Staff {name:'Felix Wolf', role:'receptionist', hired:'2024-03-01', salary_eur:26500})
CREATE (S24:Staff {name:'Anna Pichler', role:'housekeeping', hired:'2024-01-02', salary_eur:23500})
CREATE (S25:Staff {name:'Nuno Pires', role:'receptionist', hired:'2024-06-01', salary_eur:26000})
CREATE (A1:Amenity {name:'spa'})
CREATE (A2:Amenity {name:'pool'})
CREATE (A3:Amenity {name:'gym'})
CREATE (A4:Amenity {name:'parking'})
CREATE (A5:Amenity {name:'restaurant'})
CREATE (A6:Amenity {name:'bar'})
CREATE (A7:Amenity {name:'airport shuttle'})
CREATE (A8:Amenity {name:'sauna'})
CREATE (A9:Amenity {name:'ski storage'})
CREATE (RV1:Review {score:3, date:'2024-12-18', text:'Room was smaller than expected.'})
CREATE (RV2:Review {score:8, date:'2025-02-23', text:'The spa was the highlight.'})
CREATE (RV3:Review {score:9, date:'2024-08-31', text:'Lovely view from the balcony.'})
CREATE (RV4:Review {score:6, date:'2023-08-10', text:'Room was smaller than expected.'})
CREATE (RV5:Review {score:5, date:'2024-08-10', text:'Noisy at night.'})
CREATE (RV6:Review {score:9, date:'2024-01-06', text:'Room was smaller than expected.'})
CREATE (RV7:Review {score:4, date:'2023-06-30', text:'The spa was the highlight.'})
CREATE (RV8:Review {score:3, date:'2024-12-18', text:'Spotless and quiet.'})
CREATE (RV9:Review {score:4, date:'2024-10-06', text:'Room was smaller than expected.'})
CREATE (RV10:Review {score:6, date:'2023-05-14', text:'Check-in took forever.'})
CREATE (RV11:Review {score:5, date:'2024-11-19', text:'Lovely view from the balcony.'})
CREATE (RV12:Review {score:3, date:'2023-03-10', text:'Overpriced for what you get.'})
CREATE (RV13:Review {score:7, date:'2024-06-05', text:'Noisy at night.'})
CREATE (RV14:Review {score:8, date:'2023-11-16', text:'Breakfast was excellent.'})
CREATE (RV15:Review {score:5, date:'2024-07-01', text:'Would stay again.'})
CREATE (RV16:Review {score:5, date:'2024-07-10', text:'Lovely view from the balcony.'})
CREATE (RV17:Review {score:3, date:'2024-07-31', text:'Noisy at night.'})
CREATE (RV18:Review {score:9, date:'2024-12-09', text:'The spa was the highlight.'})
CREATE (RV19:Review {score:6, date:'2025-05-14', text:'Breakfast was excellent.'})
CREATE (RV20:Review {score:10, date:'2024-06-29', text:'The spa was the highlight.'})
CREATE (RV21:Review {score:10, date:'2023-10-28', text:'Noisy at night.'})
CREATE (RV22:Review {score:10, date:'2023-12-09', text:'Would stay again.'})
CREATE (RV23:Review {score:4, date:'2025-01-25', text:'Would stay again.'})
CREATE (RV24:Review {score:8, date:'2025-01-15', text:'Overpriced for what you get.'})
CREATE (RV25:Review {score:9, date:'2023-03-31', text:'Room was smaller than expected.'})
CREATE (RV26:Review {score:6, date:'2024-12-14', text:'Breakfast was excellent.'})
CREATE (RV27:Review {score:7, date:'2023-05-11', text:'Noisy at night.'})
CREATE (RV28:Review {score:3, date:'2024-10-22', text:'The spa was the highlight.'})
CREATE (RV29:Review {score:10, date:'2023-03-12', text:'The spa was the highlight.'})
CREATE (RV30:Review {score:6, date:'2023-08-19', text:'Room was smaller than expected.'})
CREATE (RV31:Review {score:5, date:'2023-01-18', text:'Great location, friendly staff.'})
CREATE (RV32:Review {score:3, date:'2024-03-06', text:'Room was smaller than expected.'})
CREATE (RV33:Review {score:6, date:'2023-12-13', text:'Overpriced for what you get.'})
CREATE (RV34:Review {score:4, date:'2024-04-06', text:'Lovely view from the balcony.'})
CREATE (RV35:Review {score:4, date:'2023-04-08', text:'Noisy at night.'})
CREATE (RV36:Review {score:8, date:'2023-03-15', text:'Room was smaller than expected.'})
CREATE (RV37:Review {score:6, date:'2023-05-11', text:'Check-in took forever.'})
CREATE
(H1)-[:PART_OF]->(B1),
(H2)-[:PART_OF]->(B1),
(H3)-[:PART_OF]->(B2),
(H4)-[:PART_OF]->(B2),
(H5)-[:PART_OF]->(B3),
(H6)-[:PART_OF]->(B3),
(H7)-[:PART_OF]->(B3),
(H8)-[:PART_OF]->(B1),
(RT_LIS_STD)-[:AT_HOTEL]->(H1),
(RT_LIS_DLX)-[:AT_HOTEL]->(H1),
(RT_LIS_STE)-[:AT_HOTEL]->(H1),
(RT_OPO_STD)-[:AT_HOTEL]->(H2),
(RT_OPO_FAM)-[:AT_HOTEL]->(H2),
(RT_INN_STD)-[:AT_HOTEL]->(H3),
(RT_INN_DLX)-[:AT_HOTEL]->(H3),
(RT_INN_SGL)-[:AT_HOTEL]->(H3),
(RT_ZRM_DLX)-[:AT_HOTEL]->(H4),
(RT_ZRM_STE)-[:AT_HOTEL]->(H4),
(RT_BER_STD)-[:AT_HOTEL]->(H5),
(RT_BER_SGL)-[:AT_HOTEL]->(H5),
(RT_BER_LOFT)-[:AT_HOTEL]->(H5),
(RT_MUC_STD)-[:AT_HOTEL]->(H6),
(RT_MUC_LOFT)-[:AT_HOTEL]->(H6),
(RT_VIE_STD)-[:AT_HOTEL]->(H7),
(RT_VIE_BUNK)-[:AT_HOTEL]->(H7),
(RT_SVQ_STD)-[:AT_HOTEL]->(H8),
(RT_SVQ_PAT)-[:AT_HOTEL]->(H8),
(RT_SVQ_STE)-[:AT_HOTEL]->(H8),
(G1)-[:MADE]->(BK10201),
(BK10201)-[:FOR_ROOM]->(RT_SVQ_STD),
(BK10201)-[:AT_HOTEL]->(H8),
(G2)-[:MADE]->(BK10202),
(BK10202)-[:FOR_ROOM]->(RT_MUC_LOFT),
(BK10202)-[:AT_HOTEL]->(H6),
(G3)-[:MADE]->(BK10203),
(BK10203)-[:FOR_ROOM]->(RT_INN_STD),
(BK10203)-[:AT_HOTEL]->(H3),
(G4)-[:MADE]->(BK10204),
(BK10204)-[:FOR_ROOM]->(RT_SVQ_STD),
(BK10204)-[:AT_HOTEL]->(H8),
(G5)-[:MADE]->(BK10205),
(BK10205)-[:FOR_ROOM]->(RT_VIE_STD),
(BK10205)-[:AT_HOTEL]->(H7),
(G6)-[:MADE]->(BK10206),
(BK10206)-[:FOR_ROOM]->(RT_SVQ_STD),
(BK10206)-[:AT_HOTEL]->(H8),
(G7)-[:MADE]->(BK10207),
(BK10207)-[:FOR_ROOM]->(RT_OPO_STD),
(BK10207)-[:AT_HOTEL]->(H2),
(G8)-[:MADE]->(BK10208),
(BK10208)-[:FOR_ROOM]->(RT_ZRM_DLX),
(BK10208)-[:AT_HOTEL]->(H4),
(G9)-[:MADE]->(BK10209),
(BK10209)-[:FOR_ROOM]->(RT_BER_STD),
(BK10209)-[:AT_HOTEL]->(H5),
(G10)-[:MADE]->(BK10210),
(BK10210)-[:FOR_ROOM]->(RT_INN_SGL),
(BK10210)-[:AT_HOTEL]->(H3),
(G11)-[:MADE]->(BK10211),
(BK10211)-[:FOR_ROOM]->(RT_SVQ_STE),
(BK10211)-[:AT_HOTEL]->(H8),
(G12)-[:MADE]->(BK10212),
(BK10212)-[:FOR_ROOM]->(RT_BER_STD),
(BK10212)-[:AT_HOTEL]->(H5),
(G13)-[:MADE]->(BK10213),
(BK10213)-[:FOR_ROOM]->(RT_BER_STD),
(BK10213)-[:AT_HOTEL]->(H5),
(G14)-[:MADE]->(BK10214),
(BK10214)-[:FOR_ROOM]->(RT_ZRM_DLX),
(BK10214)-[:AT_HOTEL]->(H4),
(G15)-[:MADE]->(BK10215),
(BK10215)-[:FOR_ROOM]->(RT_BER_LOFT),
(BK10215)-[:AT_HOTEL]->(H5),
(G16)-[:MADE]->(BK10216),
(BK10216)-[:FOR_ROOM]->(RT_MUC_STD),
(BK10216)-[:AT_HOTEL]->(H6),
(G17)-[:MADE]->(BK10217),
(BK10217)-[:FOR_ROOM]->(RT_SVQ_STD),
(BK10217)-[:AT_HOTEL]->(H8),
(G18)-[:MADE]->(BK10218),
(BK10218)-[:FOR_ROOM]->(RT_LIS_STE),
(BK10218)-[:AT_HOTEL]->(H1),
(G19)-[:MADE]->(BK10219),
(BK10219)-[:FOR_ROOM]->(RT_MUC_LOFT),
(BK10219)-[:AT_HOTEL]->(H6),
(G20)-[:MADE]->(BK10220),
(BK10220)-[:FOR_ROOM]->(RT_ZRM_STE),
(BK10220)-[:AT_HOTEL]->(H4),
(G21)-[:MADE]->(BK10221),
(BK10221)-[:FOR_ROOM]->(RT_MUC_STD),
(BK10221)-[:AT_HOTEL]->(H6),
(G22)-[:MADE]->(BK10222),
(BK10222)-[:FOR_ROOM]->(RT_BER_LOFT),
(BK10222)-[:AT_HOTEL]->(H5),
(G23)-[:MADE]->(BK10223),
(BK10223)-[:FOR_ROOM]->(RT_OPO_STD),
(BK10223)-[:AT_HOTEL]->(H2),
(G24)-[:MADE]->(BK10224),
(BK10224)-[:FOR_ROOM]->(RT_LIS_STD),
(BK10224)-[:AT_HOTEL]->(H1),
(G25)-[:MADE]->(BK10225),
(BK10225)-[:FOR_ROOM]->(RT_VIE_STD),
(BK10225)-[:AT_HOTEL]->(H7),
(G26)-[:MADE]->(BK10226),
(BK10226)-[:FOR_ROOM]->(RT_BER_SGL),
(BK10226)-[:AT_HOTEL]->(H5),
(G27)-[:MADE]->(BK10227),
(BK10227)-[:FOR_ROOM]->(RT_BER_LOFT),
(BK10227)-[:AT_HOTEL]->(H5),
(G28)-[:MADE]->(BK10228),
(BK10228)-[:FOR_ROOM]->(RT_INN_STD),
(BK10228)-[:AT_HOTEL]->(H3),
(G29)-[:MADE]->(BK10229),
(BK10229)-[:FOR_ROOM]->(RT_SVQ_STE),
(BK10229)-[:AT_HOTEL]->(H8),
(G30)-[:MADE]->(BK10230),
(BK10230)-[:FOR_ROOM]->(RT_LIS_DLX),
(BK10230)-[:AT_HOTEL]->(H1),
(G31)-[:MADE]->(BK10231),
(BK10231)-[:FOR_ROOM]->(RT_LIS_STD),
(BK10231)-[:AT_HOTEL]->(H1),
(G32)-[:MADE]->(BK10232),
(BK10232)-[:FOR_ROOM]->(RT_INN_DLX),
(BK10232)-[:AT_HOTEL]->(H3),
(G33)-[:MADE]->(BK10233),
(BK10233)-[:FOR_ROOM]->(RT_MUC_STD),
(BK10233)-[:AT_HOTEL]->(H6),
(G34)-[:MADE]->(BK10234),
(BK10234)-[:FOR_ROOM]->(RT_MUC_LOFT),
(BK10234)-[:AT_HOTEL]->(H6),
(G35)-[:MADE]->(BK10235),
(BK10235)-[:FOR_ROOM]->(RT_VIE_STD),
(BK10235)-[:AT_HOTEL]->(H7),
(G36)-[:MADE]->(BK10236),
(BK10236)-[:FOR_ROOM]->(RT_INN_DLX),
(BK10236)-[:AT_HOTEL]->(H3),
(G37)-[:MADE]->(BK10237),
(BK10237)-[:FOR_ROOM]->(RT_BER_STD),
(BK10237)-[:AT_HOTEL]->(H5),
(G39)-[:MADE]->(BK10238),
(BK10238)-[:FOR_ROOM]->(RT_INN_SGL),
(BK10238)-[:AT_HOTEL]->(H3),
(G26)-[:MADE]->(BK10239),
(BK10239)-[:FOR_ROOM]->(RT_BER_SGL),
(BK10239)-[:AT_HOTEL]->(H5),
(G12)-[:MADE]->(BK10240),
(BK10240)-[:FOR_ROOM]->(RT_MUC_LOFT),
(BK10240)-[:AT_HOTEL]->(H6),
(G1)-[:MADE]->(BK10241),
(BK10241)-[:FOR_ROOM]->(RT_BER_LOFT),
(BK10241)-[:AT_HOTEL]->(H5),
(G25)-[:MADE]->(BK10242),
(BK10242)-[:FOR_ROOM]->(RT_BER_SGL),
(BK10242)-[:AT_HOTEL]->(H5),
(G39)-[:MADE]->(BK10243),
(BK10243)-[:FOR_ROOM]->(RT_VIE_BUNK),
(BK10243)-[:AT_HOTEL]->(H7),
(G10)-[:MADE]->(BK10244),
(BK10244)-[:FOR_ROOM]->(RT_ZRM_STE),
(BK10244)-[:AT_HOTEL]->(H4),
(G14)-[:MADE]->(BK10245),
(BK10245)-[:FOR_ROOM]->(RT_SVQ_STD),
(BK10245)-[:AT_HOTEL]->(H8),
(G28)-[:MADE]->(BK10246),
(BK10246)-[:FOR_ROOM]->(RT_VIE_STD),
(BK10246)-[:AT_HOTEL]->(H7),
(G36)-[:MADE]->(BK10247),
(BK10247)-[:FOR_ROOM]->(RT_OPO_FAM),
(BK10247)-[:AT_HOTEL]->(H2),
(G20)-[:MADE]->(BK10248),
(BK10248)-[:FOR_ROOM]->(RT_ZRM_DLX),
(BK10248)-[:AT_HOTEL]->(H4),
(G31)-[:MADE]->(BK10249),
(BK10249)-[:FOR_ROOM]->(RT_LIS_DLX),
(BK10249)-[:AT_HOTEL]->(H1),
(G1)-[:MADE]->(BK10250),
(BK10250)-[:FOR_ROOM]->(RT_INN_DLX),
(BK10250)-[:AT_HOTEL]->(H3),
(G32)-[:MADE]->(BK10251),
(BK10251)-[:FOR_ROOM]->(RT_LIS_DLX),
(BK10251)-[:AT_HOTEL]->(H1),
(G3)-[:MADE]->(BK10252),
(BK10252)-[:FOR_ROOM]->(RT_SVQ_PAT),
(BK10252)-[:AT_HOTEL]->(H8),
(G1)-[:MADE]->(BK10253),
(BK10253)-[:FOR_ROOM]->(RT_BER_SGL),
(BK10253)-[:AT_HOTEL]->(H5),
(G21)-[:MADE]->(BK10254),
(BK10254)-[:FOR_ROOM]->(RT_ZRM_STE),
(BK10254)-[:AT_HOTEL]->(H4),
(G10)-[:MADE]->(BK10255),
(BK10255)-[:FOR_ROOM]->(RT_INN_STD),
(BK10255)-[:AT_HOTEL]->(H3),
(G33)-[:MADE]->(BK10256),
(BK10256)-[:FOR_ROOM]->(RT_INN_DLX),
(BK10256)-[:AT_HOTEL]->(H3),
(G14)-[:MADE]->(BK10257),
(BK10257)-[:FOR_ROOM]->(RT_LIS_STE),
(BK10257)-[:AT_HOTEL]->(H1),
(G9)-[:MADE]->(BK10258),
(BK10258)-[:FOR_ROOM]->(RT_OPO_STD),
(BK10258)-[:AT_HOTEL]->(H2),
(G25)-[:MADE]->(BK10259),
(BK10259)-[:FOR_ROOM]->(RT_BER_STD),
(BK10259)-[:AT_HOTEL]->(H5),
(G30)-[:MADE]->(BK10260),
(BK10260)-[:FOR_ROOM]->(RT_INN_DLX),
(BK10260)-[:AT_HOTEL]->(H3),
(G3)-[:MADE]->(BK10261),
(BK10261)-[:FOR_ROOM]->(RT_SVQ_PAT),
(BK10261)-[:AT_HOTEL]->(H8),
(G24)-[:MADE]->(BK10262),
(BK10262)-[:FOR_ROOM]->(RT_LIS_DLX),
(BK10262)-[:AT_HOTEL]->(H1),
(G23)-[:MADE]->(BK10263),
(BK10263)-[:FOR_ROOM]->(RT_INN_DLX),
(BK10263)-[:AT_HOTEL]->(H3),
(G31)-[:MADE]->(BK10264),
(BK10264)-[:FOR_ROOM]->(RT_OPO_STD),
(BK10264)-[:AT_HOTEL]->(H2),
(G12)-[:MADE]->(BK10265),
(BK10265)-[:FOR_ROOM]->(RT_SVQ_PAT),
(BK10265)-[:AT_HOTEL]->(H8),
(G7)-[:MADE]->(BK10266),
(BK10266)-[:FOR_ROOM]->(RT_BER_STD),
(BK10266)-[:AT_HOTEL]->(H5),
(G34)-[:MADE]->(BK10267),
(BK10267)-[:FOR_ROOM]->(RT_ZRM_DLX),
(BK10267)-[:AT_HOTEL]->(H4),
(G22)-[:MADE]->(BK10268),
(BK10268)-[:FOR_ROOM]->(RT_OPO_FAM),
(BK10268)-[:AT_HOTEL]->(H2),
(G32)-[:MADE]->(BK10269),
(BK10269)-[:FOR_ROOM]->(RT_VIE_STD),
(BK10269)-[:AT_HOTEL]->(H7),
(G18)-[:MADE]->(BK10270),
(BK10270)-[:FOR_ROOM]->(RT_INN_STD),
(BK10270)-[:AT_HOTEL]->(H3),
(G24)-[:MADE]->(BK10271),
(BK10271)-[:FOR_ROOM]->(RT_MUC_STD),
(BK10271)-[:AT_HOTEL]->(H6),
(G17)-[:MADE]->(BK10272),
(BK10272)-[:FOR_ROOM]->(RT_ZRM_DLX),
(BK10272)-[:AT_HOTEL]->(H4),
(G32)-[:MADE]->(BK10273),
(BK10273)-[:FOR_ROOM]->(RT_BER_STD),
(BK10273)-[:AT_HOTEL]->(H5),
(G28)-[:MADE]->(BK10274),
(BK10274)-[:FOR_ROOM]->(RT_LIS_DLX),
(BK10274)-[:AT_HOTEL]->(H1),
(G9)-[:MADE]->(BK10275),
(BK10275)-[:FOR_ROOM]->(RT_OPO_STD),
(BK10275)-[:AT_HOTEL]->(H2),
(G23)-[:MADE]->(BK10276),
(BK10276)-[:FOR_ROOM]->(RT_INN_STD),
(BK10276)-[:AT_HOTEL]->(H3),
(G37)-[:MADE]->(BK10277),
(BK10277)-[:FOR_ROOM]->(RT_MUC_LOFT),
(BK10277)-[:AT_HOTEL]->(H6),
(G19)-[:MADE]->(BK10278),
(BK10278)-[:FOR_ROOM]->(RT_VIE_BUNK),
(BK10278)-[:AT_HOTEL]->(H7),
(G30)-[:MADE]->(BK10279),
(BK10279)-[:FOR_ROOM]->(RT_SVQ_STD),
(BK10279)-[:AT_HOTEL]->(H8),
(G24)-[:MADE]->(BK10280),
(BK10280)-[:FOR_ROOM]->(RT_MUC_LOFT),
(BK10280)-[:AT_HOTEL]->(H6),
(G3)-[:MADE]->(BK10281),
(BK10281)-[:FOR_ROOM]->(RT_ZRM_DLX),
(BK10281)-[:AT_HOTEL]->(H4),
(G1)-[:MADE]->(BK10282),
(BK10282)-[:FOR_ROOM]->(RT_ZRM_DLX),
(BK10282)-[:AT_HOTEL]->(H4),
(G28)-[:MADE]->(BK10283),
(BK10283)-[:FOR_ROOM]->(RT_MUC_STD),
(BK10283)-[:AT_HOTEL]->(H6),
(G27)-[:MADE]->(BK10284),
(BK10284)-[:FOR_ROOM]->(RT_OPO_STD),
(BK10284)-[:AT_HOTEL]->(H2),
(G16)-[:MADE]->(BK10285),
(BK10285)-[:FOR_ROOM]->(RT_LIS_STD),
(BK10285)-[:AT_HOTEL]->(H1),
(G12)-[:MADE]->(BK10286),
(BK10286)-[:FOR_ROOM]->(RT_MUC_STD),
(BK10286)-[:AT_HOTEL]->(H6),
(G5)-[:MADE]->(BK10287),
(BK10287)-[:FOR_ROOM]->(RT_LIS_STD),
(BK10287)-[:AT_HOTEL]->(H1),
(G2)-[:MADE]->(BK10288),
(BK10288)-[:FOR_ROOM]->(RT_VIE_BUNK),
(BK10288)-[:AT_HOTEL]->(H7),
(G15)-[:MADE]->(BK10289),
(BK10289)-[:FOR_ROOM]->(RT_ZRM_DLX),
(BK10289)-[:AT_HOTEL]->(H4),
(G13)-[:MADE]->(BK10290),
(BK10290)-[:FOR_ROOM]->(RT_OPO_STD),
(BK10290)-[:AT_HOTEL]->(H2),
(G34)-[:MADE]->(BK10291),
(BK10291)-[:FOR_ROOM]->(RT_ZRM_DLX),
(BK10291)-[:AT_HOTEL]->(H4),
(G11)-[:MADE]->(BK10292),
(BK10292)-[:FOR_ROOM]->(RT_LIS_STD),
(BK10292)-[:AT_HOTEL]->(H1),
(G37)-[:MADE]->(BK10293),
(BK10293)-[:FOR_ROOM]->(RT_BER_LOFT),
(BK10293)-[:AT_HOTEL]->(H5),
(G22)-[:MADE]->(BK10294),
(BK10294)-[:FOR_ROOM]->(RT_VIE_BUNK),
(BK10294)-[:AT_HOTEL]->(H7),
(G19)-[:MADE]->(BK10295),
(BK10295)-[:FOR_ROOM]->(RT_BER_STD),
(BK10295)-[:AT_HOTEL]->(H5),
(S1)-[:WORKS_AT {since:'2015-06-01'}]->(H1),
(S2)-[:WORKS_AT {since:'2018-03-15'}]->(H2),
(S1)-[:MANAGES]->(S2),
(S3)-[:WORKS_AT {since:'2010-05-20'}]->(H8),
(S1)-[:MANAGES]->(S3),
(S4)-[:WORKS_AT {since:'2012-09-01'}]->(H3),
(S5)-[:WORKS_AT {since:'2020-03-01'}]->(H4),
(S4)-[:MANAGES]->(S5),
(S6)-[:WORKS_AT {since:'2019-06-01'}]->(H5),
(S7)-[:WORKS_AT {since:'2023-03-01'}]->(H6),
(S6)-[:MANAGES]->(S7),
(S8)-[:WORKS_AT {since:'2024-01-01'}]->(H7),
(S6)-[:MANAGES]->(S8),
(S9)-[:WORKS_AT {since:'2015-05-01'}]->(H1),
(S10)-[:MANAGES]->(S9),
(S10)-[:WORKS_AT {since:'2015-06-01'}]->(H1),
(S1)-[:MANAGES]->(S10),
(S11)-[:WORKS_AT {since:'2023-03-01'}]->(H1),
(S10)-[:MANAGES]->(S11),
(S12)-[:WORKS_AT {since:'2015-05-15'}]->(H1),
(S10)-[:MANAGES]->(S12),
(S13)-[:WORKS_AT {since:'2017-08-01'}]->(H1),
(S1)-[:MANAGES]->(S13),
(S14)-[:WORKS_AT {since:'2018-03-15'}]->(H2),
(S2)-[:MANAGES]->(S14),
(S15)-[:WORKS_AT {since:'2011-01-15'}]->(H8),
(S3)-[:MANAGES]->(S15),
(S16)-[:WORKS_AT {since:'2014-06-01'}]->(H8),
(S3)-[:MANAGES]->(S16),
(S17)-[:WORKS_AT {since:'2013-01-07'}]->(H3),
(S4)-[:MANAGES]->(S17),
(S18)-[:WORKS_AT {since:'2021-04-01'}]->(H4),
(S5)-[:MANAGES]->(S18),
(S19)-[:WORKS_AT {since:'2020-05-01'}]->(H4),
(S5)-[:MANAGES]->(S19),
(S20)-[:WORKS_AT {since:'2019-08-15'}]->(H5),
(S6)-[:MANAGES]->(S20),
(S21)-[:WORKS_AT {since:'2019-09-01'}]->(H5),
(S6)-[:MANAGES]->(S21),
(S22)-[:WORKS_AT {since:'2023-03-01'}]->(H6),
(S7)-[:MANAGES]->(S22),
(S23)-[:WORKS_AT {since:'2024-03-01'}]->(H7),
(S8)-[:MANAGES]->(S23),
(S24)-[:WORKS_AT {since:'2024-01-02'}]->(H7),
(S8)-[:MANAGES]->(S24),
(S9)-[:MANAGES]->(S25),
(H1)-[:HAS_AMENITY {fee_eur:45.0, free:false}]->(A1),
(H1)-[:HAS_AMENITY {fee_eur:0.0, free:true}]->(A2),
(H1)-[:HAS_AMENITY {fee_eur:0.0, free:true}]->(A3),
(H1)-[:HAS_AMENITY {fee_eur:25.0, free:false}]->(A4),
(H1)-[:HAS_AMENITY {fee_eur:0.0, free:true}]->(A5),
(H1)-[:HAS_AMENITY {fee_eur:0.0, free:true}]->(A6),
(H1)-[:HAS_AMENITY {fee_eur:35.0, free:false}]->(A7),
(H2)-[:HAS_AMENITY {fee_eur:0.0, free:true}]->(A3),
(H2)-[:HAS_AMENITY {fee_eur:18.0, free:false}]->(A4),
(H2)-[:HAS_AMENITY {fee_eur:0.0, free:true}]->(A5),
(H3)-[:HAS_AMENITY {fee_eur:30.0, free:false}]->(A1),
(H3)-[:HAS_AMENITY {fee_eur:0.0, free:true}]->(A8),
(H3)-[:HAS_AMENITY {fee_eur:12.0, free:false}]->(A4),
(H3)-[:HAS_AMENITY {fee_eur:0.0, free:true}]->(A5),
(H4)-[:HAS_AMENITY {fee_eur:60.0, free:false}]->(A1),
(H4)-[:HAS_AMENITY {fee_eur:0.0, free:true}]->(A2),
(H4)-[:HAS_AMENITY {fee_eur:0.0, free:true}]->(A8),
(H4)-[:HAS_AMENITY {fee_eur:0.0, free:true}]->(A5),
(H4)-[:HAS_AMENITY {fee_eur:0.0, free:true}]->(A6),
(H5)-[:HAS_AMENITY {fee_eur:0.0, free:true}]->(A6),
(H5)-[:HAS_AMENITY {fee_eur:0.0, free:true}]->(A3),
(H6)-[:HAS_AMENITY {fee_eur:0.0, free:true}]->(A3),
(H6)-[:HAS_AMENITY {fee_eur:25.0, free:false}]->(A4),
(H8)-[:HAS_AMENITY {fee_eur:0.0, free:true}]->(A2),
(H8)-[:HAS_AMENITY {fee_eur:15.0, free:false}]->(A4),
(H8)-[:HAS_AMENITY {fee_eur:0.0, free:true}]->(A5),
(H8)-[:HAS_AMENITY {fee_eur:35.0, free:false}]->(A7),
(G3)-[:WROTE]->(RV1),
(RV1)-[:ABOUT]->(H3),
(G4)-[:WROTE]->(RV2),
(RV2)-[:ABOUT]->(H8),
(G6)-[:WROTE]->(RV3),
(RV3)-[:ABOUT]->(H8),
(G8)-[:WROTE]->(RV4),
(RV4)-[:ABOUT]->(H4),
(G10)-[:WROTE]->(RV5),
(RV5)-[:ABOUT]->(H3),
(G11)-[:WROTE]->(RV6),
(RV6)-[:ABOUT]->(H8),
(G14)-[:WROTE]->(RV7),
(RV7)-[:ABOUT]->(H4),
(G15)-[:WROTE]->(RV8),
(RV8)-[:ABOUT]->(H5),
(G17)-[:WROTE]->(RV9),
(RV9)-[:ABOUT]->(H8),
(G24)-[:WROTE]->(RV10),
(RV10)-[:ABOUT]->(H1),
(G26)-[:WROTE]->(RV11),
(RV11)-[:ABOUT]->(H5),
(G28)-[:WROTE]->(RV12),
(RV12)-[:ABOUT]->(H3),
(G29)-[:WROTE]->(RV13),
(RV13)-[:ABOUT]->(H8),
(G30)-[:WROTE]->(RV14),
(RV14)-[:ABOUT]->(H1),
(G31)-[:WROTE]->(RV15),
(RV15)-[:ABOUT]->(H1),
(G34)-[:WROTE]->(RV16),
(RV16)-[:ABOUT]->(H6),
(G36)-[:WROTE]->(RV17),
(RV17)-[:ABOUT]->(H3),
(G12)-[:WROTE]->(RV18),
(RV18)-[:ABOUT]->(H6),
(G1)-[:WROTE]->(RV19),
(RV19)-[:ABOUT]->(H5),
(G14)-[:WROTE]->(RV20),
(RV20)-[:ABOUT]->(H8),
(G20)-[:WROTE]->(RV21),
(RV21)-[:ABOUT]->(H4),
(G1)-[:WROTE]->(RV22),
(RV22)-[:ABOUT]->(H3),
(G3)-[:WROTE]->(RV23),
(RV23)-[:ABOUT]->(H8),
(G1)-[:WROTE]->(RV24),
(RV24)-[:ABOUT]->(H5),
(G21)-[:WROTE]->(RV25),
(RV25)-[:ABOUT]->(H4),
(G14)-[:WROTE]->(RV26),
(RV26)-[:ABOUT]->(H1),
(G25)-[:WROTE]->(RV27),
(RV27)-[:ABOUT]->(H5),
(G30)-[:WROTE]->(RV28),
(RV28)-[:ABOUT]->(H3),
(G3)-[:WROTE]->(RV29),
(RV29)-[:ABOUT]->(H8),
(G24)-[:WROTE]->(RV30),
(RV30)-[:ABOUT]->(H1),
(G12)-[:WROTE]->(RV31),
(RV31)-[:ABOUT]->(H8),
(G9)-[:WROTE]->(RV32),
(RV32)-[:ABOUT]->(H2),
(G23)-[:WROTE]->(RV33),
(RV33)-[:ABOUT]->(H3),
(G27)-[:WROTE]->(RV34),
(RV34)-[:ABOUT]->(H2),
(G5)-[:WROTE]->(RV35),
(RV35)-[:ABOUT]->(H1),
(G15)-[:WROTE]->(RV36),
(RV36)-[:ABOUT]->(H4),
(G13)-[:WROTE]->(RV37),
(RV37)-[:ABOUT]->(H2),
(G1)-[:REFERRED]->(G2),
(G2)-[:REFERRED]->(G3),
(G3)-[:REFERRED]->(G4),
(G1)-[:REFERRED]->(G14),
(G7)-[:REFERRED]->(G8),
(G7)-[:REFERRED]->(G18),
(G7)-[:REFERRED]->(G28),
(G16)-[:REFERRED]->(G17),
(G10)-[:REFERRED]->(G40);
