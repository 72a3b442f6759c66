// The transit example: a city's public transport operator (buses, trams and a
// metro), written for gql by its developers (not taken from anywhere) as the
// operator's network-data team would model it: the TUNING graph of a new
// domain (testdata/transit/README.md).
// Lines SERVES stops (stop_seq on the edge, 1 at the first stop); stops are
// chained by NEXT_STOP (travel_min on the edge, in the line's direction; the
// City Ring and the Night Loop close back on their first stop); vehicles are
// KEPT_AT a depot and ASSIGNED_TO a line (since, an ISO date); drivers are
// ROSTERED_ON lines (shift 'early'|'late'|'night') and a driver MENTORS newer
// drivers (up to four deep); incidents happen ON_LINE a line, AT_STOP a stop
// when known, and INVOLVED vehicles (role on the edge); a ticket product
// limited to some lines is VALID_ON them (products valid everywhere have no
// edge).
// Dates are ISO strings 'YYYY-MM-DD'; years are integers; money is euros
// (_eur), distances kilometres (_km), times minutes (_min).
// Edge cases: a closed stop with no relationship at all (Gasworks Halt), a
// depot with nothing kept there, a suspended line with no vehicles, a driver
// with no mentor and no roster, a new bus with no mileage, unknown
// step_free and battery_electric, ties, boundary values, names with an
// apostrophe.
// Generated deterministically by a small seeded script.
// Regenerate the converted files with
//   go run ./cmd/gql convert examples/transit/transit.cypher --name transit --out examples/transit

CREATE CONSTRAINT IF NOT EXISTS FOR (x:Line) REQUIRE (x.line_code) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Stop) REQUIRE (x.stop_code) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Vehicle) REQUIRE (x.fleet_no) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Depot) REQUIRE (x.depot_code) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Driver) REQUIRE (x.staff_no) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Incident) REQUIRE (x.ref) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:TicketProduct) REQUIRE (x.product_code) IS UNIQUE;

CREATE (S1:Stop {stop_code:'RVS', name:'Riverside', fare_zone:2, step_free:true, opened:'1998-09-14'})
CREATE (S2:Stop {stop_code:'DCK', name:'Docklands', fare_zone:2, step_free:true, opened:'1998-09-14'})
CREATE (S3:Stop {stop_code:'HBR', name:'Harbour', fare_zone:1, step_free:true, opened:'1998-09-14'})
CREATE (S4:Stop {stop_code:'MKT', name:'Market Square', fare_zone:1, step_free:true, opened:'1998-09-14'})
CREATE (S5:Stop {stop_code:'CEN', name:'Central Station', fare_zone:1, step_free:true, opened:'1998-09-14'})
CREATE (S6:Stop {stop_code:'MUQ', name:'Museum Quarter', fare_zone:1, step_free:false, opened:'1998-09-14'})
CREATE (S7:Stop {stop_code:'NGT', name:'Northgate', fare_zone:2, step_free:true, opened:'1998-09-14'})
CREATE (S8:Stop {stop_code:'EXC', name:'Exhibition Centre', fare_zone:1, step_free:true, opened:'2011-05-02'})
CREATE (S9:Stop {stop_code:'BRK', name:'Brookside', fare_zone:2, step_free:false, opened:'2011-05-02'})
CREATE (S10:Stop {stop_code:'EFD', name:'Eastfield', fare_zone:2, step_free:true, opened:'2011-05-02'})
CREATE (S11:Stop {stop_code:'BPK', name:'Business Park', fare_zone:3, step_free:true, opened:'2011-05-02'})
CREATE (S12:Stop {stop_code:'AIR', name:'Airport', fare_zone:3, step_free:true, opened:'2011-05-02'})
CREATE (S13:Stop {stop_code:'FSH', name:'Fish Market', fare_zone:1, step_free:false, opened:'1987-03-30'})
CREATE (S14:Stop {stop_code:'CTH', name:'Cathedral', fare_zone:1, opened:'1987-03-30'})
CREATE (S15:Stop {stop_code:'OLD', name:'Old Town', fare_zone:1, step_free:false, opened:'1987-03-30'})
CREATE (S16:Stop {stop_code:'BOT', name:'Botanic Gardens', fare_zone:2, step_free:true, opened:'1987-03-30'})
CREATE (S17:Stop {stop_code:'SCI', name:'Science Park', fare_zone:2, step_free:true, opened:'2016-10-01'})
CREATE (S18:Stop {stop_code:'UNI', name:'University', fare_zone:2, step_free:true, opened:'2016-10-01'})
CREATE (S19:Stop {stop_code:'SMC', name:"St Mary's Church", fare_zone:1, step_free:false, opened:'1992-06-01'})
CREATE (S20:Stop {stop_code:'CNL', name:'Canal Street', fare_zone:1, step_free:true, opened:'1992-06-01'})
CREATE (S21:Stop {stop_code:'PKW', name:'Parkway', fare_zone:2, step_free:true, opened:'2005-01-10'})
CREATE (S22:Stop {stop_code:'THR', name:'Theatre Royal', fare_zone:1, opened:'2019-12-01'})
CREATE (S23:Stop {stop_code:'LIB', name:'Library', fare_zone:1, step_free:true, opened:'2003-04-07'})
CREATE (S24:Stop {stop_code:'HSP', name:'Hospital', fare_zone:1, step_free:true, opened:'2003-04-07'})
CREATE (S25:Stop {stop_code:'ELM', name:'Elm Grove', fare_zone:2, step_free:false, opened:'2003-04-07'})
CREATE (S26:Stop {stop_code:'RSH', name:'Rose Hill', fare_zone:2, step_free:false, opened:'2003-04-07'})
CREATE (S27:Stop {stop_code:'HLC', name:'Hillcrest', fare_zone:3, step_free:true, opened:'2003-04-07'})
CREATE (S28:Stop {stop_code:'WFD', name:'Westfield', fare_zone:3, step_free:true, opened:'2000-02-14'})
CREATE (S29:Stop {stop_code:'MLL', name:'Mill Lane', fare_zone:3, step_free:false, opened:'2000-02-14'})
CREATE (S30:Stop {stop_code:'STD', name:'Stadium', fare_zone:2, step_free:true, opened:'2000-02-14'})
CREATE (S31:Stop {stop_code:'KWY', name:'Kingsway', fare_zone:2, step_free:true, opened:'2008-08-18'})
CREATE (S32:Stop {stop_code:'FRV', name:'Fairview', fare_zone:2, opened:'2008-08-18'})
CREATE (S33:Stop {stop_code:'MBS', name:'Meadowbank School', fare_zone:3, step_free:false, opened:'2008-08-18'})
CREATE (S34:Stop {stop_code:'MBK', name:'Meadowbank', fare_zone:3, step_free:true, opened:'2008-08-18'})
CREATE (S35:Stop {stop_code:'ACG', name:'Airport Cargo', fare_zone:3, step_free:false, opened:'2013-03-04'})
CREATE (S36:Stop {stop_code:'QRD', name:'Quarry Road', fare_zone:3, step_free:false, opened:'2000-02-14'})
CREATE (S37:Stop {stop_code:'OQY', name:'Old Quarry', fare_zone:3, step_free:false, opened:'2000-02-14', closed:'2024-03-31'})
CREATE (S38:Stop {stop_code:'WPR', name:'Westfield Park and Ride', fare_zone:3, step_free:true, opened:'2024-01-01'})
CREATE (S39:Stop {stop_code:'TWH', name:'Town Hall', fare_zone:1, step_free:true, opened:'1987-03-30', closed:'2023-11-30'})
CREATE (S40:Stop {stop_code:'GAS', name:'Gasworks Halt', fare_zone:2, step_free:false, opened:'1987-03-30', closed:'2019-06-30'})
CREATE (L1:Line {line_code:'M1', name:'Riverside - Northgate', mode:'metro', length_km:14.2, peak_headway_min:4, night_service:false, status:'active'})
CREATE (L2:Line {line_code:'M2', name:'Airport Line', mode:'metro', length_km:18.6, peak_headway_min:6, night_service:false, status:'active'})
CREATE (L3:Line {line_code:'T3', name:'Harbour - University', mode:'tram', length_km:9.8, peak_headway_min:8, night_service:false, status:'active'})
CREATE (L4:Line {line_code:'T4', name:'Old Town - Parkway', mode:'tram', length_km:7.5, peak_headway_min:10, night_service:false, status:'active'})
CREATE (L5:Line {line_code:'T7', name:'City Ring', mode:'tram', length_km:6.3, peak_headway_min:12, status:'active'})
CREATE (L6:Line {line_code:'B12', name:'Central - Hillcrest', mode:'bus', length_km:11.0, peak_headway_min:10, night_service:false, status:'active'})
CREATE (L7:Line {line_code:'B15', name:'Westfield - Harbour', mode:'bus', length_km:10.0, peak_headway_min:15, night_service:false, status:'active'})
CREATE (L8:Line {line_code:'B22', name:'Northgate - Meadowbank', mode:'bus', length_km:8.4, peak_headway_min:20, night_service:false, status:'active'})
CREATE (L9:Line {line_code:'B40', name:'Airport Express', mode:'bus', length_km:22.5, peak_headway_min:30, night_service:true, status:'active'})
CREATE (L10:Line {line_code:'N9', name:'Night Loop', mode:'bus', length_km:12.0, peak_headway_min:30, night_service:true, status:'active'})
CREATE (L11:Line {line_code:'B61', name:'Quarry Road Shuttle', mode:'bus', length_km:4.1, night_service:false, status:'suspended'})
CREATE (P1:Depot {depot_code:'RVD', name:'Riverside Metro Depot', opened_year:1998, bays:30})
CREATE (P2:Depot {depot_code:'HTD', name:'Harbour Tram Yard', opened_year:1987, bays:24})
CREATE (P3:Depot {depot_code:'NBG', name:'Northgate Bus Garage', opened_year:1975, bays:60})
CREATE (P4:Depot {depot_code:'WBG', name:'Westfield Bus Garage', opened_year:2000, bays:45})
CREATE (P5:Depot {depot_code:'EFD', name:'Eastfield Depot', opened_year:2026, bays:40})
CREATE (V1:Vehicle {fleet_no:101, model:'Metropolis MX', vehicle_type:'metro', capacity:620, built_year:2008, battery_electric:true, mileage_km:350000})
CREATE (V2:Vehicle {fleet_no:102, model:'Metropolis MX', vehicle_type:'metro', capacity:620, built_year:2008, battery_electric:true, mileage_km:835000})
CREATE (V3:Vehicle {fleet_no:103, model:'Metropolis MX', vehicle_type:'metro', capacity:620, built_year:2008, battery_electric:true, mileage_km:405000})
CREATE (V4:Vehicle {fleet_no:104, model:'Metropolis MX', vehicle_type:'metro', capacity:620, built_year:2008, battery_electric:true, mileage_km:739000})
CREATE (V5:Vehicle {fleet_no:105, model:'Metropolis MX', vehicle_type:'metro', capacity:620, built_year:2008, battery_electric:true, mileage_km:781000})
CREATE (V6:Vehicle {fleet_no:106, model:'Metropolis MX2', vehicle_type:'metro', capacity:680, built_year:2020, battery_electric:true, mileage_km:445000})
CREATE (V7:Vehicle {fleet_no:107, model:'Metropolis MX2', vehicle_type:'metro', capacity:680, built_year:2020, battery_electric:true, mileage_km:793000})
CREATE (V8:Vehicle {fleet_no:108, model:'Metropolis MX2', vehicle_type:'metro', capacity:680, built_year:2020, battery_electric:true, mileage_km:534000})
CREATE (V9:Vehicle {fleet_no:201, model:'Citadis 302', vehicle_type:'tram', capacity:210, built_year:1999, battery_electric:true, mileage_km:1070000})
CREATE (V10:Vehicle {fleet_no:202, model:'Citadis 302', vehicle_type:'tram', capacity:210, built_year:1999, battery_electric:true, mileage_km:1107000})
CREATE (V11:Vehicle {fleet_no:203, model:'Citadis 302', vehicle_type:'tram', capacity:210, built_year:2001, battery_electric:true, mileage_km:324000})
CREATE (V12:Vehicle {fleet_no:204, model:'Citadis 302', vehicle_type:'tram', capacity:210, built_year:2001, battery_electric:true, mileage_km:841000})
CREATE (V13:Vehicle {fleet_no:205, model:'Citadis 302', vehicle_type:'tram', capacity:210, built_year:2004, battery_electric:true, mileage_km:917000})
CREATE (V14:Vehicle {fleet_no:206, model:'Citadis 302', vehicle_type:'tram', capacity:210, built_year:2004, battery_electric:true, mileage_km:667000})
CREATE (V15:Vehicle {fleet_no:207, model:'Citadis 302', vehicle_type:'tram', capacity:210, built_year:2006, battery_electric:true, mileage_km:890000})
CREATE (V16:Vehicle {fleet_no:208, model:'Flexity 2', vehicle_type:'tram', capacity:240, built_year:2015, battery_electric:true, mileage_km:680000})
CREATE (V17:Vehicle {fleet_no:209, model:'Flexity 2', vehicle_type:'tram', capacity:240, built_year:2015, battery_electric:true, mileage_km:931000})
CREATE (V18:Vehicle {fleet_no:210, model:'Flexity 2', vehicle_type:'tram', capacity:240, built_year:2018, battery_electric:true, mileage_km:1151000})
CREATE (V19:Vehicle {fleet_no:211, model:'Flexity 2', vehicle_type:'tram', capacity:240, built_year:2018, battery_electric:true, mileage_km:1182000})
CREATE (V20:Vehicle {fleet_no:212, model:'Flexity 2', vehicle_type:'tram', capacity:240, built_year:2022, battery_electric:true, mileage_km:758000})
CREATE (V21:Vehicle {fleet_no:3001, model:'Enviro400', vehicle_type:'bus', capacity:98, built_year:2017, battery_electric:false, mileage_km:613000})
CREATE (V22:Vehicle {fleet_no:3002, model:'Citaro e', vehicle_type:'bus', capacity:90, built_year:2021, battery_electric:true, mileage_km:355000})
CREATE (V23:Vehicle {fleet_no:3003, model:'Citaro', vehicle_type:'bus', capacity:90, built_year:2023, battery_electric:false, mileage_km:451000})
CREATE (V24:Vehicle {fleet_no:3004, model:'Enviro400 EV', vehicle_type:'bus', capacity:98, built_year:2021, battery_electric:true, mileage_km:315000})
CREATE (V25:Vehicle {fleet_no:3005, model:'Citaro', vehicle_type:'bus', capacity:90, built_year:2009, battery_electric:false, mileage_km:1150000})
CREATE (V26:Vehicle {fleet_no:3006, model:'Citaro', vehicle_type:'bus', capacity:90, built_year:2013, battery_electric:false, mileage_km:651000})
CREATE (V27:Vehicle {fleet_no:3007, model:'Enviro400', vehicle_type:'bus', capacity:98, built_year:2023, battery_electric:false, mileage_km:541000})
CREATE (V28:Vehicle {fleet_no:3008, model:'Citaro', vehicle_type:'bus', capacity:90, built_year:2019, battery_electric:false, mileage_km:306000})
CREATE (V29:Vehicle {fleet_no:3009, model:'Citaro e', vehicle_type:'bus', capacity:90, built_year:2023, battery_electric:true, mileage_km:549000})
CREATE (V30:Vehicle {fleet_no:3010, model:'Enviro400 EV', vehicle_type:'bus', capacity:98, built_year:2021, battery_electric:true, mileage_km:500000})
CREATE (V31:Vehicle {fleet_no:3011, model:'Citaro', vehicle_type:'bus', capacity:90, built_year:2017, battery_electric:false, mileage_km:499999})
CREATE (V32:Vehicle {fleet_no:3012, model:'Citaro', vehicle_type:'bus', capacity:90, built_year:2023, battery_electric:false, mileage_km:500001})
CREATE (V33:Vehicle {fleet_no:3013, model:'Enviro400 EV', vehicle_type:'bus', capacity:98, built_year:2023, battery_electric:true, mileage_km:567000})
CREATE (V34:Vehicle {fleet_no:3014, model:'Citaro', vehicle_type:'bus', capacity:90, built_year:2017, battery_electric:false, mileage_km:503000})
CREATE (V35:Vehicle {fleet_no:3015, model:'Citaro', vehicle_type:'bus', capacity:90, built_year:2013, battery_electric:false, mileage_km:475000})
CREATE (V36:Vehicle {fleet_no:3016, model:'Enviro400', vehicle_type:'bus', capacity:98, built_year:2023, mileage_km:312000})
CREATE (V37:Vehicle {fleet_no:3017, model:'Citaro', vehicle_type:'bus', capacity:90, built_year:2009, battery_electric:false, mileage_km:980000})
CREATE (V38:Vehicle {fleet_no:3018, model:'Citaro e', vehicle_type:'bus', capacity:90, built_year:2021, battery_electric:true, mileage_km:54000})
CREATE (V39:Vehicle {fleet_no:3019, model:'Capacity L', vehicle_type:'bus', capacity:120, built_year:2011, battery_electric:false, mileage_km:40000})
CREATE (V40:Vehicle {fleet_no:3020, model:'Capacity L', vehicle_type:'bus', capacity:120, built_year:2023, battery_electric:true, mileage_km:125000})
CREATE (V41:Vehicle {fleet_no:3021, model:'Citaro', vehicle_type:'bus', capacity:90, built_year:2015, battery_electric:false, mileage_km:293000})
CREATE (V42:Vehicle {fleet_no:3022, model:'Enviro400', vehicle_type:'bus', capacity:98, built_year:2011, battery_electric:false, mileage_km:675000})
CREATE (V43:Vehicle {fleet_no:3023, model:'Citaro', vehicle_type:'bus', capacity:90, built_year:2009, battery_electric:false, mileage_km:599000})
CREATE (V44:Vehicle {fleet_no:3024, model:'Citaro e', vehicle_type:'bus', capacity:90, built_year:2024, battery_electric:true})
CREATE (D1:Driver {staff_no:'E1001', name:'Margaret Ellis', hire_date:'1996-04-01', licence_class:'D'})
CREATE (D2:Driver {staff_no:'E1002', name:'Tomasz Nowak', hire_date:'2004-09-13', licence_class:'D'})
CREATE (D3:Driver {staff_no:'E1003', name:'Priya Shah', hire_date:'2012-02-20', licence_class:'D'})
CREATE (D4:Driver {staff_no:'E1004', name:'Kevin Doyle', hire_date:'2019-07-01', licence_class:'D'})
CREATE (D5:Driver {staff_no:'E1005', name:'Sara Lindqvist', hire_date:'2023-03-06', licence_class:'D'})
CREATE (D6:Driver {staff_no:'E1006', name:"Liam O'Connor", hire_date:'2008-11-03', licence_class:'D'})
CREATE (D7:Driver {staff_no:'E1007', name:'Fatima Haddad', hire_date:'2021-01-11', licence_class:'D1'})
CREATE (D8:Driver {staff_no:'E1008', name:'George Mensah', hire_date:'2015-05-18', licence_class:'D'})
CREATE (D9:Driver {staff_no:'E1009', name:'Anna Berg', hire_date:'2024-01-08', licence_class:'D1'})
CREATE (D10:Driver {staff_no:'E1010', name:'Rui Costa', hire_date:'2001-03-12', licence_class:'TRAM'})
CREATE (D11:Driver {staff_no:'E1011', name:'Helen Park', hire_date:'2010-06-01', licence_class:'TRAM'})
CREATE (D12:Driver {staff_no:'E1012', name:'Oskar Weber', hire_date:'2017-09-04', licence_class:'TRAM'})
CREATE (D13:Driver {staff_no:'E1013', name:'Chloe Martin', hire_date:'2022-10-17', licence_class:'TRAM'})
CREATE (D14:Driver {staff_no:'E1014', name:'Ivan Petrov', hire_date:'2024-01-08', licence_class:'TRAM'})
CREATE (D15:Driver {staff_no:'E1015', name:'Daniel Osei', hire_date:'1999-08-23', licence_class:'METRO'})
CREATE (D16:Driver {staff_no:'E1016', name:'Yuki Tanaka', hire_date:'2011-02-14', licence_class:'METRO'})
CREATE (D17:Driver {staff_no:'E1017', name:'Marta Silva', hire_date:'2018-04-30', licence_class:'METRO'})
CREATE (D18:Driver {staff_no:'E1018', name:'Ben Carter', hire_date:'2020-12-01', licence_class:'METRO'})
CREATE (D19:Driver {staff_no:'E1019', name:'Olivia Grant', hire_date:'2013-03-25', licence_class:'D'})
CREATE (D20:Driver {staff_no:'E1020', name:'Samir Khan', hire_date:'2016-08-08', licence_class:'D'})
CREATE (D21:Driver {staff_no:'E1021', name:'Emma Walsh', hire_date:'2025-06-02', licence_class:'D'})
CREATE (D22:Driver {staff_no:'E1022', name:'Lucas Moreau', hire_date:'2009-10-19', licence_class:'D'})
CREATE (D23:Driver {staff_no:'E1023', name:'Nina Rossi', hire_date:'2014-01-06', licence_class:'TRAM'})
CREATE (D24:Driver {staff_no:'E1024', name:'Pavel Novak', hire_date:'2012-02-20', licence_class:'D'})
CREATE (D25:Driver {staff_no:'E1025', name:'Grace Adeyemi', hire_date:'2019-07-01', licence_class:'METRO'})
CREATE (D26:Driver {staff_no:'E1026', name:'Tom Fischer', hire_date:'1996-04-01', licence_class:'TRAM'})
CREATE (I1:Incident {ref:'INC-23-001', occurred_on:'2023-01-17', delay_min:12, cause:'signal failure'})
CREATE (I2:Incident {ref:'INC-23-002', occurred_on:'2023-02-03', delay_min:45, cause:'breakdown'})
CREATE (I3:Incident {ref:'INC-23-003', occurred_on:'2023-03-01', delay_min:30, cause:'collision'})
CREATE (I4:Incident {ref:'INC-23-004', occurred_on:'2023-05-22', delay_min:8, cause:'medical emergency'})
CREATE (I5:Incident {ref:'INC-23-005', occurred_on:'2023-07-09', delay_min:90, cause:'weather'})
CREATE (I6:Incident {ref:'INC-23-006', occurred_on:'2023-09-14', delay_min:15, cause:'vandalism'})
CREATE (I7:Incident {ref:'INC-23-007', occurred_on:'2023-11-30', delay_min:20, cause:'staff shortage'})
CREATE (I8:Incident {ref:'INC-24-001', occurred_on:'2024-01-08', delay_min:16, cause:'breakdown'})
CREATE (I9:Incident {ref:'INC-24-002', occurred_on:'2024-02-29', delay_min:14, cause:'signal failure'})
CREATE (I10:Incident {ref:'INC-24-003', occurred_on:'2024-03-15', delay_min:120, cause:'power failure'})
CREATE (I11:Incident {ref:'INC-24-004', occurred_on:'2024-03-15', delay_min:25, cause:'breakdown'})
CREATE (I12:Incident {ref:'INC-24-005', occurred_on:'2024-06-02', delay_min:5, cause:'medical emergency'})
CREATE (I13:Incident {ref:'INC-24-006', occurred_on:'2024-07-19', delay_min:40, cause:'collision'})
CREATE (I14:Incident {ref:'INC-24-007', occurred_on:'2024-08-05', delay_min:15, cause:'weather'})
CREATE (I15:Incident {ref:'INC-24-008', occurred_on:'2024-10-12', delay_min:120, cause:'collision'})
CREATE (I16:Incident {ref:'INC-24-009', occurred_on:'2024-12-24', delay_min:10, cause:'staff shortage'})
CREATE (I17:Incident {ref:'INC-25-001', occurred_on:'2025-01-06', delay_min:35, cause:'breakdown'})
CREATE (I18:Incident {ref:'INC-25-002', occurred_on:'2025-02-14', delay_min:18, cause:'vandalism'})
CREATE (I19:Incident {ref:'INC-25-003', occurred_on:'2025-04-01', delay_min:60, cause:'signal failure'})
CREATE (I20:Incident {ref:'INC-25-004', occurred_on:'2025-05-20', delay_min:22, cause:'breakdown'})
CREATE (I21:Incident {ref:'INC-25-005', occurred_on:'2025-07-03', delay_min:9, cause:'medical emergency'})
CREATE (I22:Incident {ref:'INC-25-006', occurred_on:'2025-08-30', delay_min:50, cause:'breakdown'})
CREATE (K1:TicketProduct {product_code:'SGL90', product_name:'Single 90', price_eur:2.9, valid_min:90, zones:2, concession:false})
CREATE (K2:TicketProduct {product_code:'HOP30', product_name:'Short Hop', price_eur:1.8, valid_min:30, zones:1, concession:false})
CREATE (K3:TicketProduct {product_code:'DAY3', product_name:'Day Ticket', price_eur:8.5, valid_min:1440, zones:3, concession:false})
CREATE (K4:TicketProduct {product_code:'AIR1', product_name:'Airport Single', price_eur:5.5, valid_min:120, zones:3, concession:false})
CREATE (K5:TicketProduct {product_code:'NGT1', product_name:'Night Rider', price_eur:3.5, valid_min:240, zones:3, concession:false})
CREATE (K6:TicketProduct {product_code:'TRMD', product_name:'Tram Day', price_eur:6.0, valid_min:1440, zones:2, concession:false})
CREATE (K7:TicketProduct {product_code:'MON3', product_name:'Monthly Pass', price_eur:79.0, zones:3, concession:false})
CREATE (K8:TicketProduct {product_code:'STU3', product_name:'Student Monthly', price_eur:49.0, zones:3, concession:true})
CREATE (K9:TicketProduct {product_code:'SEN1', product_name:'Senior Single', price_eur:1.45, valid_min:90, zones:2, concession:true})
CREATE
(L1)-[:SERVES {stop_seq:1}]->(S1),
(L1)-[:SERVES {stop_seq:2}]->(S2),
(L1)-[:SERVES {stop_seq:3}]->(S3),
(L1)-[:SERVES {stop_seq:4}]->(S4),
(L1)-[:SERVES {stop_seq:5}]->(S5),
(L1)-[:SERVES {stop_seq:6}]->(S6),
(L1)-[:SERVES {stop_seq:7}]->(S7),
(L2)-[:SERVES {stop_seq:1}]->(S5),
(L2)-[:SERVES {stop_seq:2}]->(S8),
(L2)-[:SERVES {stop_seq:3}]->(S9),
(L2)-[:SERVES {stop_seq:4}]->(S10),
(L2)-[:SERVES {stop_seq:5}]->(S11),
(L2)-[:SERVES {stop_seq:6}]->(S12),
(L3)-[:SERVES {stop_seq:1}]->(S3),
(L3)-[:SERVES {stop_seq:2}]->(S13),
(L3)-[:SERVES {stop_seq:3}]->(S14),
(L3)-[:SERVES {stop_seq:4}]->(S15),
(L3)-[:SERVES {stop_seq:5}]->(S16),
(L3)-[:SERVES {stop_seq:6}]->(S17),
(L3)-[:SERVES {stop_seq:7}]->(S18),
(L4)-[:SERVES {stop_seq:1}]->(S15),
(L4)-[:SERVES {stop_seq:2}]->(S19),
(L4)-[:SERVES {stop_seq:3}]->(S4),
(L4)-[:SERVES {stop_seq:4}]->(S20),
(L4)-[:SERVES {stop_seq:5}]->(S21),
(L5)-[:SERVES {stop_seq:1}]->(S5),
(L5)-[:SERVES {stop_seq:2}]->(S20),
(L5)-[:SERVES {stop_seq:3}]->(S22),
(L5)-[:SERVES {stop_seq:4}]->(S14),
(L5)-[:SERVES {stop_seq:5}]->(S6),
(L6)-[:SERVES {stop_seq:1}]->(S5),
(L6)-[:SERVES {stop_seq:2}]->(S23),
(L6)-[:SERVES {stop_seq:3}]->(S24),
(L6)-[:SERVES {stop_seq:4}]->(S25),
(L6)-[:SERVES {stop_seq:5}]->(S26),
(L6)-[:SERVES {stop_seq:6}]->(S27),
(L7)-[:SERVES {stop_seq:1}]->(S38),
(L7)-[:SERVES {stop_seq:2}]->(S28),
(L7)-[:SERVES {stop_seq:3}]->(S29),
(L7)-[:SERVES {stop_seq:4}]->(S30),
(L7)-[:SERVES {stop_seq:5}]->(S13),
(L7)-[:SERVES {stop_seq:6}]->(S3),
(L8)-[:SERVES {stop_seq:1}]->(S7),
(L8)-[:SERVES {stop_seq:2}]->(S31),
(L8)-[:SERVES {stop_seq:3}]->(S32),
(L8)-[:SERVES {stop_seq:4}]->(S33),
(L8)-[:SERVES {stop_seq:5}]->(S34),
(L9)-[:SERVES {stop_seq:1}]->(S10),
(L9)-[:SERVES {stop_seq:2}]->(S11),
(L9)-[:SERVES {stop_seq:3}]->(S35),
(L9)-[:SERVES {stop_seq:4}]->(S12),
(L10)-[:SERVES {stop_seq:1}]->(S5),
(L10)-[:SERVES {stop_seq:2}]->(S4),
(L10)-[:SERVES {stop_seq:3}]->(S15),
(L10)-[:SERVES {stop_seq:4}]->(S24),
(L10)-[:SERVES {stop_seq:5}]->(S23),
(L11)-[:SERVES {stop_seq:1}]->(S29),
(L11)-[:SERVES {stop_seq:2}]->(S36),
(L11)-[:SERVES {stop_seq:3}]->(S37),
(S1)-[:NEXT_STOP {travel_min:2}]->(S2),
(S2)-[:NEXT_STOP {travel_min:1}]->(S3),
(S3)-[:NEXT_STOP {travel_min:2}]->(S4),
(S4)-[:NEXT_STOP {travel_min:3}]->(S5),
(S5)-[:NEXT_STOP {travel_min:5}]->(S6),
(S6)-[:NEXT_STOP {travel_min:5}]->(S7),
(S5)-[:NEXT_STOP {travel_min:5}]->(S8),
(S8)-[:NEXT_STOP {travel_min:3}]->(S9),
(S9)-[:NEXT_STOP {travel_min:2}]->(S10),
(S10)-[:NEXT_STOP {travel_min:2}]->(S11),
(S11)-[:NEXT_STOP {travel_min:9}]->(S12),
(S3)-[:NEXT_STOP {travel_min:5}]->(S13),
(S13)-[:NEXT_STOP {travel_min:3}]->(S14),
(S14)-[:NEXT_STOP {travel_min:6}]->(S15),
(S15)-[:NEXT_STOP {travel_min:3}]->(S16),
(S16)-[:NEXT_STOP {travel_min:6}]->(S17),
(S17)-[:NEXT_STOP {travel_min:5}]->(S18),
(S15)-[:NEXT_STOP {travel_min:4}]->(S19),
(S19)-[:NEXT_STOP {travel_min:6}]->(S4),
(S4)-[:NEXT_STOP {travel_min:5}]->(S20),
(S20)-[:NEXT_STOP {travel_min:5}]->(S21),
(S5)-[:NEXT_STOP {travel_min:5}]->(S20),
(S20)-[:NEXT_STOP {travel_min:6}]->(S22),
(S22)-[:NEXT_STOP {travel_min:3}]->(S14),
(S14)-[:NEXT_STOP {travel_min:5}]->(S6),
(S6)-[:NEXT_STOP {travel_min:3}]->(S5),
(S5)-[:NEXT_STOP {travel_min:6}]->(S23),
(S23)-[:NEXT_STOP {travel_min:6}]->(S24),
(S24)-[:NEXT_STOP {travel_min:7}]->(S25),
(S25)-[:NEXT_STOP {travel_min:5}]->(S26),
(S26)-[:NEXT_STOP {travel_min:6}]->(S27),
(S38)-[:NEXT_STOP {travel_min:4}]->(S28),
(S28)-[:NEXT_STOP {travel_min:6}]->(S29),
(S29)-[:NEXT_STOP {travel_min:6}]->(S30),
(S30)-[:NEXT_STOP {travel_min:7}]->(S13),
(S13)-[:NEXT_STOP {travel_min:7}]->(S3),
(S7)-[:NEXT_STOP {travel_min:4}]->(S31),
(S31)-[:NEXT_STOP {travel_min:7}]->(S32),
(S32)-[:NEXT_STOP {travel_min:7}]->(S33),
(S33)-[:NEXT_STOP {travel_min:4}]->(S34),
(S11)-[:NEXT_STOP {travel_min:7}]->(S35),
(S35)-[:NEXT_STOP {travel_min:9}]->(S12),
(S5)-[:NEXT_STOP {travel_min:7}]->(S4),
(S4)-[:NEXT_STOP {travel_min:6}]->(S15),
(S15)-[:NEXT_STOP {travel_min:7}]->(S24),
(S24)-[:NEXT_STOP {travel_min:7}]->(S23),
(S23)-[:NEXT_STOP {travel_min:4}]->(S5),
(S29)-[:NEXT_STOP {travel_min:5}]->(S36),
(S36)-[:NEXT_STOP {travel_min:5}]->(S37),
(V1)-[:KEPT_AT]->(P1),
(V1)-[:ASSIGNED_TO {since:'2021-03-01'}]->(L1),
(V2)-[:KEPT_AT]->(P1),
(V2)-[:ASSIGNED_TO {since:'2019-06-01'}]->(L1),
(V3)-[:KEPT_AT]->(P1),
(V3)-[:ASSIGNED_TO {since:'2024-10-01'}]->(L1),
(V4)-[:KEPT_AT]->(P1),
(V4)-[:ASSIGNED_TO {since:'2023-08-01'}]->(L2),
(V5)-[:KEPT_AT]->(P1),
(V5)-[:ASSIGNED_TO {since:'2024-12-01'}]->(L2),
(V6)-[:KEPT_AT]->(P1),
(V6)-[:ASSIGNED_TO {since:'2020-09-01'}]->(L1),
(V7)-[:KEPT_AT]->(P1),
(V7)-[:ASSIGNED_TO {since:'2020-08-01'}]->(L2),
(V8)-[:KEPT_AT]->(P1),
(V9)-[:KEPT_AT]->(P2),
(V9)-[:ASSIGNED_TO {since:'2023-03-01'}]->(L3),
(V10)-[:KEPT_AT]->(P2),
(V10)-[:ASSIGNED_TO {since:'2023-12-01'}]->(L3),
(V11)-[:KEPT_AT]->(P2),
(V11)-[:ASSIGNED_TO {since:'2023-05-01'}]->(L4),
(V12)-[:KEPT_AT]->(P2),
(V12)-[:ASSIGNED_TO {since:'2019-07-01'}]->(L4),
(V13)-[:KEPT_AT]->(P2),
(V13)-[:ASSIGNED_TO {since:'2024-03-01'}]->(L5),
(V14)-[:KEPT_AT]->(P2),
(V14)-[:ASSIGNED_TO {since:'2020-10-01'}]->(L3),
(V15)-[:KEPT_AT]->(P2),
(V15)-[:ASSIGNED_TO {since:'2021-09-01'}]->(L5),
(V16)-[:KEPT_AT]->(P2),
(V16)-[:ASSIGNED_TO {since:'2022-07-01'}]->(L3),
(V17)-[:KEPT_AT]->(P2),
(V17)-[:ASSIGNED_TO {since:'2025-03-01'}]->(L4),
(V18)-[:KEPT_AT]->(P2),
(V18)-[:ASSIGNED_TO {since:'2023-04-01'}]->(L5),
(V19)-[:KEPT_AT]->(P2),
(V20)-[:KEPT_AT]->(P2),
(V20)-[:ASSIGNED_TO {since:'2022-01-01'}]->(L3),
(V21)-[:KEPT_AT]->(P3),
(V21)-[:ASSIGNED_TO {since:'2019-07-01'}]->(L6),
(V22)-[:KEPT_AT]->(P3),
(V22)-[:ASSIGNED_TO {since:'2021-09-01'}]->(L6),
(V23)-[:KEPT_AT]->(P3),
(V23)-[:ASSIGNED_TO {since:'2025-06-01'}]->(L6),
(V24)-[:KEPT_AT]->(P3),
(V24)-[:ASSIGNED_TO {since:'2024-06-01'}]->(L7),
(V25)-[:KEPT_AT]->(P3),
(V25)-[:ASSIGNED_TO {since:'2025-01-01'}]->(L7),
(V26)-[:KEPT_AT]->(P3),
(V26)-[:ASSIGNED_TO {since:'2019-09-01'}]->(L7),
(V27)-[:KEPT_AT]->(P3),
(V27)-[:ASSIGNED_TO {since:'2023-09-01'}]->(L8),
(V28)-[:KEPT_AT]->(P3),
(V28)-[:ASSIGNED_TO {since:'2024-05-01'}]->(L8),
(V29)-[:KEPT_AT]->(P3),
(V29)-[:ASSIGNED_TO {since:'2023-09-01'}]->(L9),
(V30)-[:KEPT_AT]->(P3),
(V30)-[:ASSIGNED_TO {since:'2021-09-01'}]->(L9),
(V31)-[:KEPT_AT]->(P3),
(V31)-[:ASSIGNED_TO {since:'2022-10-01'}]->(L10),
(V32)-[:KEPT_AT]->(P3),
(V32)-[:ASSIGNED_TO {since:'2023-03-01'}]->(L10),
(V33)-[:KEPT_AT]->(P4),
(V33)-[:ASSIGNED_TO {since:'2023-09-01'}]->(L6),
(V34)-[:KEPT_AT]->(P4),
(V34)-[:ASSIGNED_TO {since:'2023-04-01'}]->(L7),
(V35)-[:KEPT_AT]->(P4),
(V35)-[:ASSIGNED_TO {since:'2022-10-01'}]->(L8),
(V36)-[:KEPT_AT]->(P4),
(V36)-[:ASSIGNED_TO {since:'2023-09-01'}]->(L9),
(V37)-[:KEPT_AT]->(P4),
(V38)-[:KEPT_AT]->(P4),
(V38)-[:ASSIGNED_TO {since:'2023-04-01'}]->(L6),
(V39)-[:KEPT_AT]->(P4),
(V39)-[:ASSIGNED_TO {since:'2024-12-01'}]->(L7),
(V40)-[:KEPT_AT]->(P4),
(V40)-[:ASSIGNED_TO {since:'2023-09-01'}]->(L8),
(V41)-[:KEPT_AT]->(P4),
(V41)-[:ASSIGNED_TO {since:'2022-01-01'}]->(L9),
(V42)-[:KEPT_AT]->(P4),
(V42)-[:ASSIGNED_TO {since:'2020-11-01'}]->(L10),
(V43)-[:KEPT_AT]->(P4),
(V44)-[:KEPT_AT]->(P4),
(V44)-[:ASSIGNED_TO {since:'2025-02-01'}]->(L6),
(D1)-[:MENTORS]->(D2),
(D2)-[:MENTORS]->(D3),
(D3)-[:MENTORS]->(D4),
(D4)-[:MENTORS]->(D5),
(D1)-[:MENTORS]->(D6),
(D6)-[:MENTORS]->(D7),
(D6)-[:MENTORS]->(D8),
(D8)-[:MENTORS]->(D9),
(D10)-[:MENTORS]->(D11),
(D11)-[:MENTORS]->(D12),
(D11)-[:MENTORS]->(D13),
(D12)-[:MENTORS]->(D14),
(D15)-[:MENTORS]->(D16),
(D16)-[:MENTORS]->(D17),
(D15)-[:MENTORS]->(D18),
(D2)-[:MENTORS]->(D19),
(D19)-[:MENTORS]->(D20),
(D1)-[:MENTORS]->(D22),
(D10)-[:MENTORS]->(D23),
(D22)-[:MENTORS]->(D24),
(D18)-[:MENTORS]->(D25),
(D1)-[:ROSTERED_ON {shift:'early'}]->(L6),
(D2)-[:ROSTERED_ON {shift:'late'}]->(L6),
(D3)-[:ROSTERED_ON {shift:'early'}]->(L7),
(D4)-[:ROSTERED_ON {shift:'late'}]->(L7),
(D5)-[:ROSTERED_ON {shift:'early'}]->(L8),
(D6)-[:ROSTERED_ON {shift:'night'}]->(L10),
(D6)-[:ROSTERED_ON {shift:'early'}]->(L9),
(D7)-[:ROSTERED_ON {shift:'late'}]->(L8),
(D8)-[:ROSTERED_ON {shift:'late'}]->(L9),
(D9)-[:ROSTERED_ON {shift:'early'}]->(L6),
(D19)-[:ROSTERED_ON {shift:'night'}]->(L10),
(D20)-[:ROSTERED_ON {shift:'early'}]->(L7),
(D22)-[:ROSTERED_ON {shift:'early'}]->(L9),
(D24)-[:ROSTERED_ON {shift:'early'}]->(L8),
(D24)-[:ROSTERED_ON {shift:'late'}]->(L6),
(D10)-[:ROSTERED_ON {shift:'early'}]->(L3),
(D11)-[:ROSTERED_ON {shift:'late'}]->(L3),
(D12)-[:ROSTERED_ON {shift:'early'}]->(L4),
(D13)-[:ROSTERED_ON {shift:'late'}]->(L5),
(D14)-[:ROSTERED_ON {shift:'late'}]->(L4),
(D23)-[:ROSTERED_ON {shift:'early'}]->(L5),
(D23)-[:ROSTERED_ON {shift:'late'}]->(L3),
(D26)-[:ROSTERED_ON {shift:'early'}]->(L4),
(D15)-[:ROSTERED_ON {shift:'early'}]->(L1),
(D16)-[:ROSTERED_ON {shift:'early'}]->(L2),
(D17)-[:ROSTERED_ON {shift:'late'}]->(L1),
(D18)-[:ROSTERED_ON {shift:'late'}]->(L2),
(D25)-[:ROSTERED_ON {shift:'night'}]->(L1),
(I1)-[:ON_LINE]->(L1),
(I1)-[:AT_STOP]->(S4),
(I2)-[:ON_LINE]->(L6),
(I2)-[:AT_STOP]->(S24),
(I2)-[:INVOLVED {role:'disabled'}]->(V33),
(I3)-[:ON_LINE]->(L3),
(I3)-[:AT_STOP]->(S14),
(I3)-[:INVOLVED {role:'struck'}]->(V9),
(I3)-[:INVOLVED {role:'striking'}]->(V34),
(I4)-[:ON_LINE]->(L2),
(I4)-[:AT_STOP]->(S8),
(I4)-[:INVOLVED {role:'held'}]->(V4),
(I5)-[:ON_LINE]->(L4),
(I6)-[:ON_LINE]->(L8),
(I6)-[:AT_STOP]->(S31),
(I6)-[:INVOLVED {role:'damaged'}]->(V27),
(I7)-[:ON_LINE]->(L10),
(I8)-[:ON_LINE]->(L7),
(I8)-[:AT_STOP]->(S30),
(I8)-[:INVOLVED {role:'disabled'}]->(V24),
(I9)-[:ON_LINE]->(L1),
(I9)-[:AT_STOP]->(S5),
(I9)-[:INVOLVED {role:'held'}]->(V1),
(I9)-[:INVOLVED {role:'held'}]->(V2),
(I10)-[:ON_LINE]->(L2),
(I10)-[:INVOLVED {role:'held'}]->(V4),
(I10)-[:INVOLVED {role:'held'}]->(V5),
(I10)-[:INVOLVED {role:'held'}]->(V7),
(I11)-[:ON_LINE]->(L9),
(I11)-[:AT_STOP]->(S12),
(I11)-[:INVOLVED {role:'disabled'}]->(V29),
(I12)-[:ON_LINE]->(L5),
(I12)-[:AT_STOP]->(S22),
(I13)-[:ON_LINE]->(L6),
(I13)-[:AT_STOP]->(S23),
(I13)-[:INVOLVED {role:'striking'}]->(V22),
(I14)-[:ON_LINE]->(L7),
(I15)-[:ON_LINE]->(L3),
(I15)-[:AT_STOP]->(S15),
(I15)-[:INVOLVED {role:'struck'}]->(V14),
(I15)-[:INVOLVED {role:'struck'}]->(V20),
(I16)-[:ON_LINE]->(L4),
(I17)-[:ON_LINE]->(L6),
(I17)-[:AT_STOP]->(S25),
(I17)-[:INVOLVED {role:'disabled'}]->(V33),
(I18)-[:ON_LINE]->(L5),
(I18)-[:AT_STOP]->(S20),
(I18)-[:INVOLVED {role:'damaged'}]->(V18),
(I19)-[:ON_LINE]->(L1),
(I19)-[:INVOLVED {role:'held'}]->(V3),
(I19)-[:INVOLVED {role:'held'}]->(V6),
(I20)-[:ON_LINE]->(L8),
(I20)-[:AT_STOP]->(S32),
(I20)-[:INVOLVED {role:'disabled'}]->(V27),
(I21)-[:ON_LINE]->(L9),
(I21)-[:AT_STOP]->(S11),
(I22)-[:ON_LINE]->(L3),
(I22)-[:AT_STOP]->(S18),
(I22)-[:INVOLVED {role:'disabled'}]->(V9),
(K4)-[:VALID_ON]->(L2),
(K4)-[:VALID_ON]->(L9),
(K5)-[:VALID_ON]->(L10),
(K6)-[:VALID_ON]->(L3),
(K6)-[:VALID_ON]->(L4),
(K6)-[:VALID_ON]->(L5);
