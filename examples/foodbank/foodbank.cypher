// The foodbank example: a regional food-bank network's operations records
// (the Mid-West of Ireland: Limerick, Clare, North Tipperary), written for gql
// by its developers (not taken from anywhere) as the network's operations team
// would model it: a CHECK graph of a new domain (testdata/foodbank/README.md).
// Food donors GAVE donations (channel); a donation was RECEIVED_AT a
// distribution centre and COMPRISES food categories (weight_kg, expires_on);
// volunteers are COORDINATED_BY a coordinator (since, up to four deep),
// SIGNED_UP_FOR shifts (task, attended) HELD_AT a centre, and DROVE deliveries
// (role 'driver'|'co-driver'); a delivery is DISPATCHED_FROM a centre,
// BOUND_FOR a partner agency and USED_VAN a van; vans are PARKED_AT a centre
// (since); grant awards FUND centres, vans and agencies (allocated_eur, purpose).
// Dates are ISO strings 'YYYY-MM-DD'; weights kilograms (_kg), money euros
// (_eur), durations minutes (_min), distances kilometres (_km).
// Edge cases: a donor who has not donated, a category never donated, a centre
// with no shift, van or delivery, a volunteer with no coordinator or shift, an
// agency with no delivery, a pending grant that funds nothing, cancelled
// deliveries with no van or driver, unknown attendance and hygiene
// certificates, ties, the leap day, names with apostrophes and accents.
// Generated deterministically by a small seeded script.
// Regenerate the converted files with
//   go run ./cmd/gql convert examples/foodbank/foodbank.cypher --name foodbank --out examples/foodbank

CREATE CONSTRAINT IF NOT EXISTS FOR (x:DistributionCentre) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:FoodCategory) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:FoodDonor) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Donation) REQUIRE (x.donation_ref) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Volunteer) REQUIRE (x.volunteer_no) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Shift) REQUIRE (x.shift_code) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Van) REQUIRE (x.reg_plate) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Agency) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Delivery) REQUIRE (x.delivery_ref) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:GrantAward) REQUIRE (x.grant_ref) IS UNIQUE;

CREATE (C1:DistributionCentre {name:'Limerick Central Warehouse', town:'Limerick', capacity_kg:60000, cold_storage:true, opened_on:'2012-03-01', phone:'061 402 118'})
CREATE (C2:DistributionCentre {name:'Ennis Hub', town:'Ennis', capacity_kg:18000, cold_storage:true, opened_on:'2016-09-15', phone:'065 682 904'})
CREATE (C3:DistributionCentre {name:'Nenagh Store', town:'Nenagh', capacity_kg:9000, cold_storage:false, opened_on:'2019-05-20'})
CREATE (C4:DistributionCentre {name:'Newcastle West Satellite', town:'Newcastle West', capacity_kg:4000, cold_storage:false, opened_on:'2023-02-01'})
CREATE (K1:FoodCategory {name:'Tinned vegetables', storage:'ambient', perishable:false, is_food:true})
CREATE (K2:FoodCategory {name:'Pasta & rice', storage:'ambient', perishable:false, is_food:true})
CREATE (K3:FoodCategory {name:'Breakfast cereal', storage:'ambient', perishable:false, is_food:true})
CREATE (K4:FoodCategory {name:'Tinned fish & meat', storage:'ambient', perishable:false, is_food:true})
CREATE (K5:FoodCategory {name:'Fresh fruit & veg', storage:'chilled', perishable:true, is_food:true})
CREATE (K6:FoodCategory {name:'Dairy', storage:'chilled', perishable:true, is_food:true})
CREATE (K7:FoodCategory {name:'Bread & bakery', storage:'ambient', perishable:true, is_food:true})
CREATE (K8:FoodCategory {name:'Frozen meat', storage:'frozen', perishable:true, is_food:true})
CREATE (K9:FoodCategory {name:'Frozen ready meals', storage:'frozen', perishable:true, is_food:true})
CREATE (K10:FoodCategory {name:'Baby food & formula', storage:'ambient', perishable:false, is_food:true})
CREATE (K11:FoodCategory {name:'Toiletries & hygiene', storage:'ambient', perishable:false, is_food:false})
CREATE (K12:FoodCategory {name:'Tea & coffee', storage:'ambient', perishable:false, is_food:true})
CREATE (K13:FoodCategory {name:'Pet food', storage:'ambient', perishable:false, is_food:false})
CREATE (D1:FoodDonor {name:'Dunnes Stores Castletroy', donor_type:'supermarket', county:'Limerick', registered_on:'2014-02-10', contact_email:'castletroy@dunnes.example', regular:true})
CREATE (D2:FoodDonor {name:'Tesco Ennis', donor_type:'supermarket', county:'Clare', registered_on:'2016-10-01', contact_email:'ennis.community@tesco.example', regular:true})
CREATE (D3:FoodDonor {name:'Lidl Nenagh', donor_type:'supermarket', county:'Tipperary', registered_on:'2019-06-03', regular:true})
CREATE (D4:FoodDonor {name:'Aldi Dooradoyle', donor_type:'supermarket', county:'Limerick', registered_on:'2018-01-15', contact_email:'dooradoyle@aldi.example', regular:true})
CREATE (D5:FoodDonor {name:"O'Brien's Farm", donor_type:'farm', county:'Limerick', registered_on:'2017-08-20', regular:false})
CREATE (D6:FoodDonor {name:'Shannonside Dairies', donor_type:'manufacturer', county:'Limerick', registered_on:'2015-04-11', contact_email:'csr@shannonside.example', regular:true})
CREATE (D7:FoodDonor {name:'Burren Bakery', donor_type:'manufacturer', county:'Clare', registered_on:'2020-11-02', contact_email:'hello@burrenbakery.example', regular:false})
CREATE (D8:FoodDonor {name:"Hennessy's Butchers", donor_type:'retailer', county:'Tipperary', registered_on:'2021-03-09', regular:false})
CREATE (D9:FoodDonor {name:"St. Mary's Parish", donor_type:'community group', county:'Limerick', registered_on:'2013-09-01', contact_email:'office@stmarys.example', regular:true})
CREATE (D10:FoodDonor {name:'Gaelscoil Sáirséal', donor_type:'school', county:'Limerick', registered_on:'2022-09-20', contact_email:'runai@sairseal.example', regular:false})
CREATE (D11:FoodDonor {name:'Séamus Ó Briain', donor_type:'individual', county:'Clare', registered_on:'2023-01-05', regular:false})
CREATE (D12:FoodDonor {name:'Zofia Wójcik', donor_type:'individual', county:'Limerick', registered_on:'2023-11-30', contact_email:'zofia.w@mail.example', regular:false})
CREATE (D13:FoodDonor {name:'Harbour Café', donor_type:'restaurant', county:'Clare', registered_on:'2021-07-14', regular:false})
CREATE (D14:FoodDonor {name:'Clare Organic Growers Co-op', donor_type:'farm', county:'Clare', registered_on:'2019-04-02', contact_email:'coop@cloga.example', regular:true})
CREATE (D15:FoodDonor {name:'Mulcahy & Sons Wholesale', donor_type:'wholesaler', county:'Tipperary', registered_on:'2018-05-28', contact_email:'orders@mulcahy.example', regular:true})
CREATE (D16:FoodDonor {name:'Mid-West Credit Union', donor_type:'corporate', county:'Limerick', registered_on:'2020-02-17', contact_email:'community@mwcu.example', regular:false})
CREATE (D17:FoodDonor {name:'Café Ní Dhomhnaill', donor_type:'restaurant', county:'Limerick', registered_on:'2024-03-01', contact_email:'cafe@nidhomhnaill.example', regular:false})
CREATE (D18:FoodDonor {name:'Thomond Rugby Supporters Club', donor_type:'community group', county:'Limerick', registered_on:'2022-11-11', regular:false})
CREATE (D19:FoodDonor {name:'Golden Vale Foods Ltd', donor_type:'manufacturer', county:'Limerick', registered_on:'2016-06-06', contact_email:'giving@goldenvale.example', regular:true})
CREATE (D20:FoodDonor {name:'Ballyhoura Honey Co.', donor_type:'manufacturer', county:'Limerick', registered_on:'2025-01-20', contact_email:'bees@ballyhoura.example', regular:false})
CREATE (N1:Donation {donation_ref:'DON-1001', received_on:'2023-09-22', weight_kg:92.3, value_eur:431.34, inspected:true})
CREATE (N2:Donation {donation_ref:'DON-1002', received_on:'2023-10-08', weight_kg:98.9, value_eur:281.69, inspected:false})
CREATE (N3:Donation {donation_ref:'DON-1003', received_on:'2023-11-11', weight_kg:177.5, value_eur:661.34, inspected:true})
CREATE (N4:Donation {donation_ref:'DON-1004', received_on:'2023-11-19', weight_kg:168.8, value_eur:622.66, inspected:true})
CREATE (N5:Donation {donation_ref:'DON-1005', received_on:'2023-12-04', weight_kg:63.1, inspected:true})
CREATE (N6:Donation {donation_ref:'DON-1006', received_on:'2023-12-09', weight_kg:250.0, value_eur:280.23, inspected:true})
CREATE (N7:Donation {donation_ref:'DON-1007', received_on:'2023-12-10', weight_kg:225.6, inspected:true})
CREATE (N8:Donation {donation_ref:'DON-1008', received_on:'2023-12-19', weight_kg:124.7, inspected:true})
CREATE (N9:Donation {donation_ref:'DON-1009', received_on:'2023-12-27', weight_kg:46.7, value_eur:104.12, inspected:true})
CREATE (N10:Donation {donation_ref:'DON-1010', received_on:'2023-12-30', weight_kg:6.0, value_eur:28.65, inspected:false})
CREATE (N11:Donation {donation_ref:'DON-1011', received_on:'2024-01-10', weight_kg:41.0, value_eur:98.84, inspected:true})
CREATE (N12:Donation {donation_ref:'DON-1012', received_on:'2024-01-11', weight_kg:155.6, inspected:true})
CREATE (N13:Donation {donation_ref:'DON-1013', received_on:'2024-02-02', weight_kg:129.8, value_eur:563.66, inspected:true})
CREATE (N14:Donation {donation_ref:'DON-1014', received_on:'2024-02-11', weight_kg:52.8, value_eur:135.67, inspected:false})
CREATE (N15:Donation {donation_ref:'DON-1015', received_on:'2024-02-19', weight_kg:71.9, value_eur:205.95, inspected:true})
CREATE (N16:Donation {donation_ref:'DON-1016', received_on:'2024-02-29', weight_kg:70.4, value_eur:322.7, inspected:true})
CREATE (N17:Donation {donation_ref:'DON-1017', received_on:'2024-03-18', weight_kg:21.9, inspected:true})
CREATE (N18:Donation {donation_ref:'DON-1018', received_on:'2024-03-28', weight_kg:84.3, inspected:true})
CREATE (N19:Donation {donation_ref:'DON-1019', received_on:'2024-03-29', weight_kg:39.2, value_eur:123.82, inspected:true})
CREATE (N20:Donation {donation_ref:'DON-1020', received_on:'2024-04-11', weight_kg:158.7, value_eur:641.9, inspected:true})
CREATE (N21:Donation {donation_ref:'DON-1021', received_on:'2024-04-28', weight_kg:243.0, value_eur:876.31, inspected:false})
CREATE (N22:Donation {donation_ref:'DON-1022', received_on:'2024-05-08', weight_kg:411.7, value_eur:1354.94, inspected:true})
CREATE (N23:Donation {donation_ref:'DON-1023', received_on:'2024-05-14', weight_kg:91.6, value_eur:417.28, inspected:false})
CREATE (N24:Donation {donation_ref:'DON-1024', received_on:'2024-05-23', weight_kg:133.6, value_eur:639.7, inspected:true})
CREATE (N25:Donation {donation_ref:'DON-1025', received_on:'2024-06-21', weight_kg:600.0, value_eur:526.65, inspected:true})
CREATE (N26:Donation {donation_ref:'DON-1026', received_on:'2024-07-10', weight_kg:240.1, value_eur:598.9, inspected:true})
CREATE (N27:Donation {donation_ref:'DON-1027', received_on:'2024-07-16', weight_kg:40.4, value_eur:100.82, inspected:true})
CREATE (N28:Donation {donation_ref:'DON-1028', received_on:'2024-07-23', weight_kg:147.6, value_eur:370.18, inspected:true})
CREATE (N29:Donation {donation_ref:'DON-1029', received_on:'2024-08-07', weight_kg:23.6, value_eur:83.15, inspected:true})
CREATE (N30:Donation {donation_ref:'DON-1030', received_on:'2024-08-08', weight_kg:121.0, value_eur:488.88, inspected:true})
CREATE (N31:Donation {donation_ref:'DON-1031', received_on:'2024-09-11', weight_kg:116.7, value_eur:381.87, inspected:true})
CREATE (N32:Donation {donation_ref:'DON-1032', received_on:'2024-09-19', weight_kg:266.8, value_eur:877.05, inspected:true})
CREATE (N33:Donation {donation_ref:'DON-1033', received_on:'2024-09-25', weight_kg:8.8, inspected:true})
CREATE (N34:Donation {donation_ref:'DON-1034', received_on:'2024-09-30', weight_kg:600.0, inspected:true})
CREATE (N35:Donation {donation_ref:'DON-1035', received_on:'2024-10-10', weight_kg:161.4, value_eur:460.45, inspected:true})
CREATE (N36:Donation {donation_ref:'DON-1036', received_on:'2024-10-15', weight_kg:272.7, value_eur:778.07, inspected:true})
CREATE (N37:Donation {donation_ref:'DON-1037', received_on:'2024-11-28', weight_kg:23.7, value_eur:71.66, inspected:true})
CREATE (N38:Donation {donation_ref:'DON-1038', received_on:'2024-12-14', weight_kg:53.3, value_eur:232.18, inspected:true})
CREATE (N39:Donation {donation_ref:'DON-1039', received_on:'2024-12-19', weight_kg:87.0, value_eur:301.97, inspected:true})
CREATE (N40:Donation {donation_ref:'DON-1040', received_on:'2024-12-21', weight_kg:73.2, value_eur:280.04, inspected:true})
CREATE (N41:Donation {donation_ref:'DON-1041', received_on:'2024-12-25', weight_kg:330.1, value_eur:1163.99, inspected:true})
CREATE (N42:Donation {donation_ref:'DON-1042', received_on:'2025-01-01', weight_kg:207.6, value_eur:903.29, inspected:true})
CREATE (N43:Donation {donation_ref:'DON-1043', received_on:'2025-01-12', weight_kg:93.7, value_eur:264.29, inspected:true})
CREATE (N44:Donation {donation_ref:'DON-1044', received_on:'2025-01-23', weight_kg:65.9, value_eur:177.79, inspected:true})
CREATE (N45:Donation {donation_ref:'DON-1045', received_on:'2025-01-24', weight_kg:105.2, value_eur:234.61, inspected:true})
CREATE (N46:Donation {donation_ref:'DON-1046', received_on:'2025-02-19', weight_kg:278.0, value_eur:668.51, inspected:true})
CREATE (N47:Donation {donation_ref:'DON-1047', received_on:'2025-02-23', weight_kg:40.6, value_eur:141.37, inspected:true})
CREATE (N48:Donation {donation_ref:'DON-1048', received_on:'2025-03-09', weight_kg:23.2, value_eur:90.91, inspected:true})
CREATE (N49:Donation {donation_ref:'DON-1049', received_on:'2025-03-22', weight_kg:84.2, value_eur:357.02, inspected:true})
CREATE (V1:Volunteer {volunteer_no:'VOL-001', name:'Máire Ní Bhriain', level:'network coordinator', joined_on:'2012-01-09', licensed_driver:true, hygiene_cert:true})
CREATE (V2:Volunteer {volunteer_no:'VOL-004', name:'Declan Hayes', level:'site coordinator', joined_on:'2013-05-20', licensed_driver:true, hygiene_cert:true})
CREATE (V3:Volunteer {volunteer_no:'VOL-007', name:'Siobhán Ó Súilleabháin', level:'site coordinator', joined_on:'2016-09-15', licensed_driver:false, hygiene_cert:true})
CREATE (V4:Volunteer {volunteer_no:'VOL-011', name:'Pádraig Lynch', level:'site coordinator', joined_on:'2019-05-20', licensed_driver:true, hygiene_cert:true})
CREATE (V5:Volunteer {volunteer_no:'VOL-015', name:"Aoife O'Connor", level:'team lead', joined_on:'2017-03-04', licensed_driver:false, hygiene_cert:true})
CREATE (V6:Volunteer {volunteer_no:'VOL-016', name:'Tomasz Kowalski', level:'team lead', joined_on:'2017-03-04', licensed_driver:true, hygiene_cert:true})
CREATE (V7:Volunteer {volunteer_no:'VOL-019', name:'João Ferreira', level:'team lead', joined_on:'2018-10-22', licensed_driver:true, hygiene_cert:true})
CREATE (V8:Volunteer {volunteer_no:'VOL-023', name:'Chloé Martin', level:'team lead', joined_on:'2020-02-02', licensed_driver:true})
CREATE (V9:Volunteer {volunteer_no:'VOL-026', name:'Liam Brennan', level:'volunteer', joined_on:'2020-07-15', licensed_driver:true, hygiene_cert:true})
CREATE (V10:Volunteer {volunteer_no:'VOL-027', name:'Niamh Ryan', level:'volunteer', joined_on:'2021-01-11', licensed_driver:false, hygiene_cert:true})
CREATE (V11:Volunteer {volunteer_no:'VOL-030', name:'Fatima Bello', level:'volunteer', joined_on:'2021-09-01', licensed_driver:false, hygiene_cert:false})
CREATE (V12:Volunteer {volunteer_no:'VOL-031', name:'Eoin McNamara', level:'volunteer', joined_on:'2021-09-01', licensed_driver:true, hygiene_cert:true})
CREATE (V13:Volunteer {volunteer_no:'VOL-034', name:'Gráinne Daly', level:'volunteer', joined_on:'2022-02-20', licensed_driver:false})
CREATE (V14:Volunteer {volunteer_no:'VOL-036', name:'Rajesh Iyer', level:'volunteer', joined_on:'2022-05-09', licensed_driver:true, hygiene_cert:true})
CREATE (V15:Volunteer {volunteer_no:'VOL-040', name:'Ciarán Walsh', level:'volunteer', joined_on:'2022-10-03', licensed_driver:true, hygiene_cert:true})
CREATE (V16:Volunteer {volunteer_no:'VOL-041', name:'Ana Lucía Pérez', level:'volunteer', joined_on:'2023-01-16', licensed_driver:false, hygiene_cert:true})
CREATE (V17:Volunteer {volunteer_no:'VOL-044', name:'Mícheál Quinlan', level:'volunteer', joined_on:'2023-04-24', licensed_driver:true, hygiene_cert:false})
CREATE (V18:Volunteer {volunteer_no:'VOL-047', name:'Orla Fitzgerald', level:'volunteer', joined_on:'2023-06-05', licensed_driver:false, hygiene_cert:true})
CREATE (V19:Volunteer {volunteer_no:'VOL-049', name:'Dmitri Volkov', level:'volunteer', joined_on:'2023-09-18', licensed_driver:true, hygiene_cert:true})
CREATE (V20:Volunteer {volunteer_no:'VOL-052', name:'Sinéad Kiely', level:'volunteer', joined_on:'2024-01-08', licensed_driver:false, hygiene_cert:true})
CREATE (V21:Volunteer {volunteer_no:'VOL-055', name:'Tadhg Moloney', level:'trainee', joined_on:'2024-03-02', licensed_driver:false})
CREATE (V22:Volunteer {volunteer_no:'VOL-057', name:'Kateryna Bondarenko', level:'trainee', joined_on:'2024-04-15', licensed_driver:false, hygiene_cert:false})
CREATE (V23:Volunteer {volunteer_no:'VOL-060', name:'Conor Hogan', level:'trainee', joined_on:'2024-09-09', licensed_driver:true})
CREATE (V24:Volunteer {volunteer_no:'VOL-062', name:'Róisín Clancy', level:'trainee', joined_on:'2025-01-13', licensed_driver:false})
CREATE (V25:Volunteer {volunteer_no:'VOL-063', name:'Bernadette Keane', level:'volunteer', joined_on:'2025-02-03', licensed_driver:false, hygiene_cert:true})
CREATE (S1:Shift {shift_code:'SH-2401', shift_date:'2024-01-07', start_time:'08:00', duration_min:360, shift_type:'stock take'})
CREATE (S2:Shift {shift_code:'SH-2402', shift_date:'2024-02-29', start_time:'09:00', duration_min:240, shift_type:'packing'})
CREATE (S3:Shift {shift_code:'SH-2403', shift_date:'2024-03-03', start_time:'09:00', duration_min:150, shift_type:'sorting'})
CREATE (S4:Shift {shift_code:'SH-2404', shift_date:'2024-03-21', start_time:'09:30', duration_min:300, shift_type:'packing'})
CREATE (S5:Shift {shift_code:'SH-2405', shift_date:'2024-05-13', start_time:'13:00', duration_min:240, shift_type:'packing'})
CREATE (S6:Shift {shift_code:'SH-2406', shift_date:'2024-05-14', start_time:'09:30', duration_min:120, shift_type:'reception'})
CREATE (S7:Shift {shift_code:'SH-2407', shift_date:'2024-05-20', start_time:'14:00', duration_min:300, shift_type:'packing'})
CREATE (S8:Shift {shift_code:'SH-2408', shift_date:'2024-06-02', start_time:'08:00', duration_min:120, shift_type:'reception'})
CREATE (S9:Shift {shift_code:'SH-2409', shift_date:'2024-06-21', start_time:'18:00', duration_min:180, shift_type:'sorting'})
CREATE (S10:Shift {shift_code:'SH-2410', shift_date:'2024-07-02', start_time:'13:00', duration_min:300, shift_type:'packing'})
CREATE (S11:Shift {shift_code:'SH-2411', shift_date:'2024-08-23', start_time:'09:00', duration_min:150, shift_type:'sorting'})
CREATE (S12:Shift {shift_code:'SH-2412', shift_date:'2024-09-14', start_time:'08:00', duration_min:150, shift_type:'sorting'})
CREATE (S13:Shift {shift_code:'SH-2413', shift_date:'2024-09-30', start_time:'18:00', duration_min:300, shift_type:'packing'})
CREATE (S14:Shift {shift_code:'SH-2414', shift_date:'2024-10-09', start_time:'14:00', duration_min:300, shift_type:'packing'})
CREATE (S15:Shift {shift_code:'SH-2415', shift_date:'2024-11-04', start_time:'09:00', duration_min:120, shift_type:'reception'})
CREATE (S16:Shift {shift_code:'SH-2416', shift_date:'2024-11-11', start_time:'18:00', duration_min:300, shift_type:'packing'})
CREATE (S17:Shift {shift_code:'SH-2417', shift_date:'2024-11-20', start_time:'08:00', duration_min:240, shift_type:'packing'})
CREATE (S18:Shift {shift_code:'SH-2418', shift_date:'2024-12-20', start_time:'13:00', duration_min:300, shift_type:'packing'})
CREATE (S19:Shift {shift_code:'SH-2419', shift_date:'2024-12-22', start_time:'08:00', duration_min:300, shift_type:'packing'})
CREATE (S20:Shift {shift_code:'SH-2420', shift_date:'2024-12-23', start_time:'13:00', duration_min:120, shift_type:'reception'})
CREATE (S21:Shift {shift_code:'SH-2421', shift_date:'2025-01-06', start_time:'13:00', duration_min:120, shift_type:'reception'})
CREATE (S22:Shift {shift_code:'SH-2422', shift_date:'2025-01-17', start_time:'18:00', duration_min:360, shift_type:'stock take'})
CREATE (S23:Shift {shift_code:'SH-2423', shift_date:'2025-01-29', start_time:'09:00', duration_min:180, shift_type:'sorting'})
CREATE (S24:Shift {shift_code:'SH-2424', shift_date:'2025-02-19', start_time:'09:00', duration_min:300, shift_type:'packing'})
CREATE (S25:Shift {shift_code:'SH-2425', shift_date:'2025-03-10', start_time:'08:00', duration_min:180, shift_type:'sorting'})
CREATE (S26:Shift {shift_code:'SH-2426', shift_date:'2025-03-16', start_time:'14:00', duration_min:180, shift_type:'sorting'})
CREATE (W1:Van {reg_plate:'191-L-2207', model:'Ford Transit', fuel:'diesel', refrigerated:true, payload_kg:1100, last_serviced_on:'2024-11-04', status:'in service'})
CREATE (W2:Van {reg_plate:'201-L-5519', model:'Renault Master', fuel:'diesel', refrigerated:false, payload_kg:1450, last_serviced_on:'2024-08-19', status:'in service'})
CREATE (W3:Van {reg_plate:'232-L-0914', model:'Nissan e-NV200', fuel:'electric', refrigerated:false, payload_kg:700, status:'in service'})
CREATE (W4:Van {reg_plate:'172-CE-3380', model:'Iveco Daily', fuel:'diesel', refrigerated:true, payload_kg:1450, last_serviced_on:'2024-05-30', status:'in service'})
CREATE (W5:Van {reg_plate:'241-CE-1162', model:'Citroën Berlingo', fuel:'electric', refrigerated:false, payload_kg:650, last_serviced_on:'2025-01-15', status:'in service'})
CREATE (W6:Van {reg_plate:'08-T-4471', model:'Ford Transit', fuel:'diesel', refrigerated:false, payload_kg:1000, last_serviced_on:'2022-09-12', status:'off road'})
CREATE (A1:Agency {name:"St. Vincent's Pantry", agency_type:'food pantry', town:'Limerick', households_per_week:120, status:'active', partner_since:'2013-04-01', halal_needed:false})
CREATE (A2:Agency {name:'Northside Family Resource Centre', agency_type:'family resource centre', town:'Limerick', households_per_week:85, status:'active', partner_since:'2015-09-10', halal_needed:true})
CREATE (A3:Agency {name:'Bóthar Nua Shelter', agency_type:'homeless shelter', town:'Limerick', households_per_week:40, status:'active', partner_since:'2014-01-20', halal_needed:false})
CREATE (A4:Agency {name:"Our Lady's Breakfast Club", agency_type:'school breakfast club', town:'Limerick', households_per_week:60, status:'active', partner_since:'2018-09-01', halal_needed:false})
CREATE (A5:Agency {name:'Cois Abhann Soup Kitchen', agency_type:'soup kitchen', town:'Limerick', households_per_week:150, status:'active', partner_since:'2012-11-05', halal_needed:false})
CREATE (A6:Agency {name:'Safe Harbour Refuge', agency_type:"women's refuge", town:'Ennis', households_per_week:18, status:'active', partner_since:'2017-03-15', halal_needed:true})
CREATE (A7:Agency {name:'Ennis Community Larder', agency_type:'food pantry', town:'Ennis', households_per_week:95, status:'active', partner_since:'2016-10-20', halal_needed:false})
CREATE (A8:Agency {name:'Kilrush Family Hub', agency_type:'family resource centre', town:'Kilrush', households_per_week:45, status:'active', partner_since:'2019-02-01', halal_needed:false})
CREATE (A9:Agency {name:'Nenagh Community Larder', agency_type:'food pantry', town:'Nenagh', households_per_week:70, status:'active', partner_since:'2019-06-15', halal_needed:false})
CREATE (A10:Agency {name:"Thomond Tenants' Pantry", agency_type:'food pantry', town:'Limerick', households_per_week:55, status:'paused', partner_since:'2020-05-05', halal_needed:true})
CREATE (A11:Agency {name:'Scoil Íde Breakfast Club', agency_type:'school breakfast club', town:'Nenagh', households_per_week:35, status:'active', partner_since:'2021-09-01', halal_needed:false})
CREATE (A12:Agency {name:'Ennistymon Outreach', agency_type:'soup kitchen', town:'Ennistymon', status:'paused', partner_since:'2018-04-12', halal_needed:false})
CREATE (A13:Agency {name:'Roscrea Youth Café', agency_type:'youth service', town:'Roscrea', households_per_week:25, status:'onboarding', partner_since:'2025-03-01', halal_needed:false})
CREATE (A14:Agency {name:"Moyross Men's Shed", agency_type:'community group', town:'Limerick', households_per_week:20, status:'active', partner_since:'2022-06-30', halal_needed:false})
CREATE (L1:Delivery {delivery_ref:'DLV-3001', scheduled_on:'2024-01-31', status:'delivered', weight_kg:595.9, distance_km:1.9, duration_min:62, chilled:false})
CREATE (L2:Delivery {delivery_ref:'DLV-3002', scheduled_on:'2024-02-08', status:'delivered', weight_kg:221.0, distance_km:1.6, duration_min:33, chilled:false})
CREATE (L3:Delivery {delivery_ref:'DLV-3003', scheduled_on:'2024-03-01', status:'delivered', weight_kg:428.9, distance_km:1.6, duration_min:37, chilled:false})
CREATE (L4:Delivery {delivery_ref:'DLV-3004', scheduled_on:'2024-03-02', status:'delivered', weight_kg:91.6, distance_km:1.2, duration_min:51, chilled:true})
CREATE (L5:Delivery {delivery_ref:'DLV-3005', scheduled_on:'2024-04-15', status:'delivered', weight_kg:404.0, distance_km:4.4, duration_min:39, chilled:true})
CREATE (L6:Delivery {delivery_ref:'DLV-3006', scheduled_on:'2024-05-02', status:'delivered', weight_kg:503.2, distance_km:1.6, duration_min:50, chilled:false})
CREATE (L7:Delivery {delivery_ref:'DLV-3007', scheduled_on:'2024-05-30', status:'cancelled', distance_km:2.7, chilled:true})
CREATE (L8:Delivery {delivery_ref:'DLV-3008', scheduled_on:'2024-06-06', status:'delivered', weight_kg:116.0, distance_km:2.1, duration_min:44, chilled:false})
CREATE (L9:Delivery {delivery_ref:'DLV-3009', scheduled_on:'2024-06-06', status:'delivered', weight_kg:185.8, distance_km:1.2, duration_min:62, chilled:true})
CREATE (L10:Delivery {delivery_ref:'DLV-3010', scheduled_on:'2024-06-07', status:'delivered', weight_kg:429.6, distance_km:5.8, duration_min:47, chilled:false})
CREATE (L11:Delivery {delivery_ref:'DLV-3011', scheduled_on:'2024-06-09', status:'delivered', weight_kg:246.4, distance_km:1.6, duration_min:59, chilled:true})
CREATE (L12:Delivery {delivery_ref:'DLV-3012', scheduled_on:'2024-06-27', status:'delivered', weight_kg:452.7, distance_km:1.2, duration_min:28, chilled:false})
CREATE (L13:Delivery {delivery_ref:'DLV-3013', scheduled_on:'2024-07-26', status:'delivered', weight_kg:478.5, distance_km:2.1, duration_min:38, chilled:false})
CREATE (L14:Delivery {delivery_ref:'DLV-3014', scheduled_on:'2024-07-26', status:'delivered', weight_kg:86.5, distance_km:1.6, duration_min:44, chilled:false})
CREATE (L15:Delivery {delivery_ref:'DLV-3015', scheduled_on:'2024-08-24', status:'failed', weight_kg:231.2, distance_km:1.9, duration_min:44, chilled:false})
CREATE (L16:Delivery {delivery_ref:'DLV-3016', scheduled_on:'2024-09-18', status:'delivered', weight_kg:366.6, distance_km:2.1, duration_min:33, chilled:true})
CREATE (L17:Delivery {delivery_ref:'DLV-3017', scheduled_on:'2024-09-23', status:'delivered', weight_kg:570.1, distance_km:38.5, duration_min:113, chilled:true})
CREATE (L18:Delivery {delivery_ref:'DLV-3018', scheduled_on:'2024-10-10', status:'delivered', weight_kg:103.8, distance_km:1.2, duration_min:41, chilled:false})
CREATE (L19:Delivery {delivery_ref:'DLV-3019', scheduled_on:'2024-10-12', status:'delivered', weight_kg:303.3, distance_km:38.5, duration_min:135, chilled:true})
CREATE (L20:Delivery {delivery_ref:'DLV-3020', scheduled_on:'2024-10-30', status:'cancelled', distance_km:1.9, chilled:true})
CREATE (L21:Delivery {delivery_ref:'DLV-3021', scheduled_on:'2024-11-08', status:'delivered', weight_kg:310.9, distance_km:2.5, duration_min:33, chilled:false})
CREATE (L22:Delivery {delivery_ref:'DLV-3022', scheduled_on:'2024-11-29', status:'delivered', weight_kg:486.6, distance_km:2.1, duration_min:29, chilled:false})
CREATE (L23:Delivery {delivery_ref:'DLV-3023', scheduled_on:'2024-12-10', status:'delivered', weight_kg:129.8, distance_km:3.2, duration_min:46, chilled:false})
CREATE (L24:Delivery {delivery_ref:'DLV-3024', scheduled_on:'2024-12-22', status:'delivered', weight_kg:230.7, distance_km:4.4, duration_min:61, chilled:false})
CREATE (L25:Delivery {delivery_ref:'DLV-3025', scheduled_on:'2024-12-25', status:'delivered', weight_kg:298.3, distance_km:43.0, duration_min:144, chilled:true})
CREATE (L26:Delivery {delivery_ref:'DLV-3026', scheduled_on:'2025-01-16', status:'delivered', weight_kg:425.6, distance_km:1.2, duration_min:55, chilled:false})
CREATE (L27:Delivery {delivery_ref:'DLV-3027', scheduled_on:'2025-02-01', status:'delivered', weight_kg:461.4, distance_km:1.2, duration_min:28, chilled:false})
CREATE (L28:Delivery {delivery_ref:'DLV-3028', scheduled_on:'2025-02-08', status:'cancelled', distance_km:7.3, chilled:false})
CREATE (L29:Delivery {delivery_ref:'DLV-3029', scheduled_on:'2025-02-18', status:'delivered', weight_kg:663.8, distance_km:2.7, duration_min:39, chilled:false})
CREATE (L30:Delivery {delivery_ref:'DLV-3030', scheduled_on:'2025-02-20', status:'delivered', weight_kg:494.3, distance_km:3.2, duration_min:38, chilled:false})
CREATE (L31:Delivery {delivery_ref:'DLV-3031', scheduled_on:'2025-03-03', status:'delivered', weight_kg:333.4, distance_km:4.4, duration_min:46, chilled:false})
CREATE (L32:Delivery {delivery_ref:'DLV-3032', scheduled_on:'2025-03-13', status:'delivered', weight_kg:604.7, distance_km:3.2, duration_min:64, chilled:false})
CREATE (L33:Delivery {delivery_ref:'DLV-3033', scheduled_on:'2025-04-07', status:'scheduled', weight_kg:319.0, distance_km:1.2, chilled:true})
CREATE (L34:Delivery {delivery_ref:'DLV-3034', scheduled_on:'2025-04-10', status:'scheduled', weight_kg:333.3, distance_km:5.8, chilled:false})
CREATE (G1:GrantAward {grant_ref:'GR-2019-03', title:'Cold Chain Upgrade', funder:'Pobal Community Fund', amount_eur:85000.0, awarded_on:'2019-02-14', ends_on:'2021-12-31', status:'closed', restricted:true})
CREATE (G2:GrantAward {grant_ref:'GR-2022-11', title:'Clare Expansion', funder:'Clare County Council', amount_eur:40000.0, awarded_on:'2022-11-30', ends_on:'2025-06-30', status:'active', restricted:true})
CREATE (G3:GrantAward {grant_ref:'GR-2023-02', title:'Green Fleet', funder:'SEAI Community Energy Grant', amount_eur:32500.0, awarded_on:'2023-02-20', ends_on:'2024-12-31', status:'closed', restricted:true})
CREATE (G4:GrantAward {grant_ref:'GR-2023-07', title:'Core Operations 2023-25', funder:'Department of Social Protection', amount_eur:150000.0, awarded_on:'2023-07-01', ends_on:'2025-06-30', status:'active', restricted:false})
CREATE (G5:GrantAward {grant_ref:'GR-2024-01', title:"Children's Breakfast Fund", funder:'Mid-West Credit Union Foundation', amount_eur:12000.0, awarded_on:'2024-01-10', ends_on:'2024-12-31', status:'closed', restricted:true})
CREATE (G6:GrantAward {grant_ref:'GR-2024-05', title:'Volunteer Training', funder:'Limerick City Council', amount_eur:8000.0, awarded_on:'2024-05-01', ends_on:'2025-04-30', status:'active', restricted:true})
CREATE (G7:GrantAward {grant_ref:'GR-2024-09', title:'Winter Hardship Appeal', funder:"St. Brigid's Trust", amount_eur:12000.0, awarded_on:'2024-09-15', ends_on:'2025-03-31', status:'active', restricted:false})
CREATE (G8:GrantAward {grant_ref:'GR-2025-02', title:'Nenagh Cold Room', funder:'Tipperary LEADER Programme', amount_eur:27000.0, awarded_on:'2025-02-28', status:'pending', restricted:true})
CREATE
(D3)-[:GAVE {channel:'store collection'}]->(N1),
(N1)-[:RECEIVED_AT]->(C3),
(N1)-[:COMPRISES {weight_kg:38.2, expires_on:'2025-04-20'}]->(K1),
(N1)-[:COMPRISES {weight_kg:54.1, expires_on:'2023-09-26'}]->(K7),
(D1)-[:GAVE {channel:'store collection'}]->(N2),
(N2)-[:RECEIVED_AT]->(C1),
(N2)-[:COMPRISES {weight_kg:70.2, expires_on:'2025-04-21'}]->(K2),
(N2)-[:COMPRISES {weight_kg:28.7, expires_on:'2023-10-22'}]->(K6),
(D5)-[:GAVE {channel:'drop-off'}]->(N3),
(N3)-[:RECEIVED_AT]->(C1),
(N3)-[:COMPRISES {weight_kg:177.5, expires_on:'2023-11-16'}]->(K5),
(D5)-[:GAVE {channel:'drop-off'}]->(N4),
(N4)-[:RECEIVED_AT]->(C1),
(N4)-[:COMPRISES {weight_kg:168.8, expires_on:'2023-11-25'}]->(K5),
(D4)-[:GAVE {channel:'store collection'}]->(N5),
(N5)-[:RECEIVED_AT]->(C1),
(N5)-[:COMPRISES {weight_kg:31.9, expires_on:'2023-12-19'}]->(K6),
(N5)-[:COMPRISES {weight_kg:31.2, expires_on:'2025-12-05'}]->(K1),
(D8)-[:GAVE {channel:'drop-off'}]->(N6),
(N6)-[:RECEIVED_AT]->(C3),
(N6)-[:COMPRISES {weight_kg:250.0, expires_on:'2024-06-30'}]->(K8),
(D19)-[:GAVE {channel:'pallet delivery'}]->(N7),
(N7)-[:RECEIVED_AT]->(C4),
(N7)-[:COMPRISES {weight_kg:111.6, expires_on:'2024-05-12'}]->(K9),
(N7)-[:COMPRISES {weight_kg:114.0, expires_on:'2026-09-02'}]->(K4),
(D2)-[:GAVE {channel:'store collection'}]->(N8),
(N8)-[:RECEIVED_AT]->(C2),
(N8)-[:COMPRISES {weight_kg:36.4, expires_on:'2024-06-13'}]->(K9),
(N8)-[:COMPRISES {weight_kg:88.3, expires_on:'2023-12-24'}]->(K5),
(D9)-[:GAVE {channel:'food drive'}]->(N9),
(N9)-[:RECEIVED_AT]->(C1),
(N9)-[:COMPRISES {weight_kg:46.7, expires_on:'2025-04-15'}]->(K12),
(D12)-[:GAVE {channel:'drop-off'}]->(N10),
(N10)-[:RECEIVED_AT]->(C1),
(N10)-[:COMPRISES {weight_kg:6.0}]->(K11),
(D1)-[:GAVE {channel:'store collection'}]->(N11),
(N11)-[:RECEIVED_AT]->(C1),
(N11)-[:COMPRISES {weight_kg:41.0, expires_on:'2024-01-15'}]->(K7),
(D7)-[:GAVE {channel:'pallet delivery'}]->(N12),
(N12)-[:RECEIVED_AT]->(C2),
(N12)-[:COMPRISES {weight_kg:155.6, expires_on:'2024-01-16'}]->(K7),
(D7)-[:GAVE {channel:'pallet delivery'}]->(N13),
(N13)-[:RECEIVED_AT]->(C2),
(N13)-[:COMPRISES {weight_kg:129.8, expires_on:'2024-02-05'}]->(K7),
(D1)-[:GAVE {channel:'store collection'}]->(N14),
(N14)-[:RECEIVED_AT]->(C1),
(N14)-[:COMPRISES {weight_kg:52.8, expires_on:'2024-02-16'}]->(K7),
(D18)-[:GAVE {channel:'food drive'}]->(N15),
(N15)-[:RECEIVED_AT]->(C1),
(N15)-[:COMPRISES {weight_kg:49.5, expires_on:'2025-06-13'}]->(K12),
(N15)-[:COMPRISES {weight_kg:22.4, expires_on:'2026-01-16'}]->(K1),
(D3)-[:GAVE {channel:'store collection'}]->(N16),
(N16)-[:RECEIVED_AT]->(C3),
(N16)-[:COMPRISES {weight_kg:70.4, expires_on:'2024-02-02'}]->(K5),
(D9)-[:GAVE {channel:'food drive'}]->(N17),
(N17)-[:RECEIVED_AT]->(C1),
(N17)-[:COMPRISES {weight_kg:21.9, expires_on:'2025-03-03'}]->(K12),
(D14)-[:GAVE {channel:'drop-off'}]->(N18),
(N18)-[:RECEIVED_AT]->(C2),
(N18)-[:COMPRISES {weight_kg:84.3, expires_on:'2024-04-02'}]->(K5),
(D3)-[:GAVE {channel:'store collection'}]->(N19),
(N19)-[:RECEIVED_AT]->(C3),
(N19)-[:COMPRISES {weight_kg:39.2, expires_on:'2024-04-04'}]->(K5),
(D2)-[:GAVE {channel:'store collection'}]->(N20),
(N20)-[:RECEIVED_AT]->(C2),
(N20)-[:COMPRISES {weight_kg:79.6, expires_on:'2024-04-20'}]->(K6),
(N20)-[:COMPRISES {weight_kg:24.5, expires_on:'2024-04-19'}]->(K5),
(N20)-[:COMPRISES {weight_kg:54.6, expires_on:'2024-04-14'}]->(K7),
(D6)-[:GAVE {channel:'pallet delivery'}]->(N21),
(N21)-[:RECEIVED_AT]->(C1),
(N21)-[:COMPRISES {weight_kg:243.0, expires_on:'2024-05-13'}]->(K6),
(D19)-[:GAVE {channel:'pallet delivery'}]->(N22),
(N22)-[:RECEIVED_AT]->(C4),
(N22)-[:COMPRISES {weight_kg:270.0, expires_on:'2024-09-21'}]->(K9),
(N22)-[:COMPRISES {weight_kg:141.7, expires_on:'2026-12-27'}]->(K4),
(D4)-[:GAVE {channel:'store collection'}]->(N23),
(N23)-[:RECEIVED_AT]->(C1),
(N23)-[:COMPRISES {weight_kg:66.6, expires_on:'2024-05-25'}]->(K6),
(N23)-[:COMPRISES {weight_kg:25.0, expires_on:'2024-12-19'}]->(K3),
(D15)-[:GAVE {channel:'pallet delivery'}]->(N24),
(N24)-[:RECEIVED_AT]->(C3),
(N24)-[:COMPRISES {weight_kg:133.6, expires_on:'2025-08-26'}]->(K2),
(D6)-[:GAVE {channel:'pallet delivery'}]->(N25),
(N25)-[:RECEIVED_AT]->(C1),
(N25)-[:COMPRISES {weight_kg:420.0, expires_on:'2024-07-02'}]->(K6),
(N25)-[:COMPRISES {weight_kg:180.0, expires_on:'2024-06-28'}]->(K5),
(D15)-[:GAVE {channel:'pallet delivery'}]->(N26),
(N26)-[:RECEIVED_AT]->(C3),
(N26)-[:COMPRISES {weight_kg:169.3, expires_on:'2026-03-17'}]->(K2),
(N26)-[:COMPRISES {weight_kg:70.8, expires_on:'2026-12-29'}]->(K4),
(D13)-[:GAVE {channel:'store collection'}]->(N27),
(N27)-[:RECEIVED_AT]->(C2),
(N27)-[:COMPRISES {weight_kg:24.0, expires_on:'2024-07-21'}]->(K7),
(N27)-[:COMPRISES {weight_kg:16.4, expires_on:'2024-11-12'}]->(K9),
(D4)-[:GAVE {channel:'store collection'}]->(N28),
(N28)-[:RECEIVED_AT]->(C1),
(N28)-[:COMPRISES {weight_kg:89.6, expires_on:'2024-08-05'}]->(K6),
(N28)-[:COMPRISES {weight_kg:58.0, expires_on:'2026-03-26'}]->(K1),
(D8)-[:GAVE {channel:'drop-off'}]->(N29),
(N29)-[:RECEIVED_AT]->(C3),
(N29)-[:COMPRISES {weight_kg:23.6, expires_on:'2025-01-28'}]->(K8),
(D9)-[:GAVE {channel:'food drive'}]->(N30),
(N30)-[:RECEIVED_AT]->(C1),
(N30)-[:COMPRISES {weight_kg:64.8, expires_on:'2026-09-01'}]->(K4),
(N30)-[:COMPRISES {weight_kg:56.2, expires_on:'2025-11-14'}]->(K12),
(D14)-[:GAVE {channel:'drop-off'}]->(N31),
(N31)-[:RECEIVED_AT]->(C2),
(N31)-[:COMPRISES {weight_kg:116.7, expires_on:'2024-09-16'}]->(K5),
(D15)-[:GAVE {channel:'pallet delivery'}]->(N32),
(N32)-[:RECEIVED_AT]->(C3),
(N32)-[:COMPRISES {weight_kg:74.4, expires_on:'2025-04-29'}]->(K8),
(N32)-[:COMPRISES {weight_kg:192.4, expires_on:'2027-05-20'}]->(K4),
(D11)-[:GAVE {channel:'drop-off'}]->(N33),
(N33)-[:RECEIVED_AT]->(C2),
(N33)-[:COMPRISES {weight_kg:4.2, expires_on:'2026-01-15'}]->(K12),
(N33)-[:COMPRISES {weight_kg:4.6, expires_on:'2026-11-20'}]->(K1),
(D19)-[:GAVE {channel:'pallet delivery'}]->(N34),
(N34)-[:RECEIVED_AT]->(C4),
(N34)-[:COMPRISES {weight_kg:600.0, expires_on:'2024-12-31'}]->(K9),
(D14)-[:GAVE {channel:'drop-off'}]->(N35),
(N35)-[:RECEIVED_AT]->(C2),
(N35)-[:COMPRISES {weight_kg:161.4, expires_on:'2024-10-16'}]->(K5),
(D15)-[:GAVE {channel:'pallet delivery'}]->(N36),
(N36)-[:RECEIVED_AT]->(C3),
(N36)-[:COMPRISES {weight_kg:207.4, expires_on:'2027-01-07'}]->(K1),
(N36)-[:COMPRISES {weight_kg:65.3, expires_on:'2027-03-08'}]->(K4),
(D17)-[:GAVE {channel:'store collection'}]->(N37),
(N37)-[:RECEIVED_AT]->(C4),
(N37)-[:COMPRISES {weight_kg:23.7, expires_on:'2024-12-02'}]->(K7),
(D4)-[:GAVE {channel:'store collection'}]->(N38),
(N38)-[:RECEIVED_AT]->(C1),
(N38)-[:COMPRISES {weight_kg:53.3, expires_on:'2025-09-08'}]->(K3),
(D1)-[:GAVE {channel:'store collection'}]->(N39),
(N39)-[:RECEIVED_AT]->(C1),
(N39)-[:COMPRISES {weight_kg:87.0, expires_on:'2024-12-24'}]->(K7),
(D2)-[:GAVE {channel:'store collection'}]->(N40),
(N40)-[:RECEIVED_AT]->(C2),
(N40)-[:COMPRISES {weight_kg:73.2, expires_on:'2025-01-04'}]->(K6),
(D19)-[:GAVE {channel:'pallet delivery'}]->(N41),
(N41)-[:RECEIVED_AT]->(C4),
(N41)-[:COMPRISES {weight_kg:201.5, expires_on:'2025-05-24'}]->(K9),
(N41)-[:COMPRISES {weight_kg:128.6, expires_on:'2027-06-17'}]->(K4),
(D4)-[:GAVE {channel:'store collection'}]->(N42),
(N42)-[:RECEIVED_AT]->(C1),
(N42)-[:COMPRISES {weight_kg:79.8, expires_on:'2026-12-08'}]->(K1),
(N42)-[:COMPRISES {weight_kg:36.9, expires_on:'2025-01-13'}]->(K6),
(N42)-[:COMPRISES {weight_kg:90.9, expires_on:'2025-09-15'}]->(K3),
(D2)-[:GAVE {channel:'store collection'}]->(N43),
(N43)-[:RECEIVED_AT]->(C2),
(N43)-[:COMPRISES {weight_kg:41.3, expires_on:'2025-01-26'}]->(K6),
(N43)-[:COMPRISES {weight_kg:52.4, expires_on:'2025-01-17'}]->(K5),
(D18)-[:GAVE {channel:'food drive'}]->(N44),
(N44)-[:RECEIVED_AT]->(C1),
(N44)-[:COMPRISES {weight_kg:65.9, expires_on:'2027-05-31'}]->(K1),
(D3)-[:GAVE {channel:'store collection'}]->(N45),
(N45)-[:RECEIVED_AT]->(C3),
(N45)-[:COMPRISES {weight_kg:29.3, expires_on:'2025-02-01'}]->(K5),
(N45)-[:COMPRISES {weight_kg:75.9, expires_on:'2025-01-27'}]->(K7),
(D6)-[:GAVE {channel:'pallet delivery'}]->(N46),
(N46)-[:RECEIVED_AT]->(C1),
(N46)-[:COMPRISES {weight_kg:278.0, expires_on:'2025-02-28'}]->(K6),
(D10)-[:GAVE {channel:'food drive'}]->(N47),
(N47)-[:RECEIVED_AT]->(C1),
(N47)-[:COMPRISES {weight_kg:40.6, expires_on:'2025-10-01'}]->(K3),
(D16)-[:GAVE {channel:'food drive'}]->(N48),
(N48)-[:RECEIVED_AT]->(C1),
(N48)-[:COMPRISES {weight_kg:23.2}]->(K11),
(D3)-[:GAVE {channel:'store collection'}]->(N49),
(N49)-[:RECEIVED_AT]->(C3),
(N49)-[:COMPRISES {weight_kg:84.2, expires_on:'2025-03-26'}]->(K7),
(V2)-[:COORDINATED_BY {since:'2015-01-01'}]->(V1),
(V3)-[:COORDINATED_BY {since:'2016-09-15'}]->(V1),
(V4)-[:COORDINATED_BY {since:'2019-05-20'}]->(V1),
(V5)-[:COORDINATED_BY {since:'2018-06-01'}]->(V2),
(V6)-[:COORDINATED_BY {since:'2019-02-11'}]->(V2),
(V7)-[:COORDINATED_BY {since:'2020-01-06'}]->(V3),
(V8)-[:COORDINATED_BY {since:'2021-04-01'}]->(V4),
(V9)-[:COORDINATED_BY {since:'2020-07-15'}]->(V6),
(V10)-[:COORDINATED_BY {since:'2021-01-11'}]->(V5),
(V11)-[:COORDINATED_BY {since:'2021-09-01'}]->(V5),
(V12)-[:COORDINATED_BY {since:'2022-03-14'}]->(V6),
(V13)-[:COORDINATED_BY {since:'2022-02-20'}]->(V5),
(V14)-[:COORDINATED_BY {since:'2022-05-09'}]->(V6),
(V15)-[:COORDINATED_BY {since:'2022-10-03'}]->(V7),
(V16)-[:COORDINATED_BY {since:'2023-01-16'}]->(V7),
(V17)-[:COORDINATED_BY {since:'2023-04-24'}]->(V7),
(V18)-[:COORDINATED_BY {since:'2023-06-05'}]->(V8),
(V19)-[:COORDINATED_BY {since:'2023-09-18'}]->(V8),
(V20)-[:COORDINATED_BY {since:'2024-01-08'}]->(V4),
(V21)-[:COORDINATED_BY {since:'2024-03-02'}]->(V10),
(V22)-[:COORDINATED_BY {since:'2024-04-15'}]->(V12),
(V23)-[:COORDINATED_BY {since:'2024-09-09'}]->(V15),
(V24)-[:COORDINATED_BY {since:'2025-01-13'}]->(V18),
(S1)-[:HELD_AT]->(C1),
(V5)-[:SIGNED_UP_FOR {task:'shift lead', attended:true}]->(S1),
(V6)-[:SIGNED_UP_FOR {task:'stock counter', attended:true}]->(S1),
(V12)-[:SIGNED_UP_FOR {task:'stock counter', attended:true}]->(S1),
(V10)-[:SIGNED_UP_FOR {task:'stock counter', attended:true}]->(S1),
(S2)-[:HELD_AT]->(C2),
(V3)-[:SIGNED_UP_FOR {task:'shift lead', attended:true}]->(S2),
(V7)-[:SIGNED_UP_FOR {task:'packer', attended:false}]->(S2),
(V15)-[:SIGNED_UP_FOR {task:'packer', attended:true}]->(S2),
(S3)-[:HELD_AT]->(C1),
(V21)-[:SIGNED_UP_FOR {task:'sorter', attended:true}]->(S3),
(V14)-[:SIGNED_UP_FOR {task:'sorter', attended:true}]->(S3),
(S4)-[:HELD_AT]->(C3),
(V20)-[:SIGNED_UP_FOR {task:'packer', attended:true}]->(S4),
(V18)-[:SIGNED_UP_FOR {task:'packer', attended:false}]->(S4),
(S5)-[:HELD_AT]->(C2),
(V3)-[:SIGNED_UP_FOR {task:'shift lead', attended:false}]->(S5),
(V16)-[:SIGNED_UP_FOR {task:'packer', attended:true}]->(S5),
(S6)-[:HELD_AT]->(C1),
(V22)-[:SIGNED_UP_FOR {task:'reception', attended:true}]->(S6),
(V6)-[:SIGNED_UP_FOR {task:'shift lead', attended:true}]->(S6),
(V14)-[:SIGNED_UP_FOR {task:'reception', attended:true}]->(S6),
(S7)-[:HELD_AT]->(C1),
(V2)-[:SIGNED_UP_FOR {task:'shift lead', attended:true}]->(S7),
(V21)-[:SIGNED_UP_FOR {task:'packer', attended:false}]->(S7),
(S8)-[:HELD_AT]->(C3),
(V8)-[:SIGNED_UP_FOR {task:'shift lead', attended:true}]->(S8),
(V20)-[:SIGNED_UP_FOR {task:'reception', attended:true}]->(S8),
(V18)-[:SIGNED_UP_FOR {task:'sorter', attended:true}]->(S8),
(S9)-[:HELD_AT]->(C1),
(V5)-[:SIGNED_UP_FOR {task:'shift lead', attended:true}]->(S9),
(V6)-[:SIGNED_UP_FOR {task:'sorter', attended:true}]->(S9),
(V9)-[:SIGNED_UP_FOR {task:'sorter', attended:false}]->(S9),
(S10)-[:HELD_AT]->(C1),
(V13)-[:SIGNED_UP_FOR {task:'packer', attended:true}]->(S10),
(V11)-[:SIGNED_UP_FOR {task:'packer', attended:true}]->(S10),
(S11)-[:HELD_AT]->(C1),
(V2)-[:SIGNED_UP_FOR {task:'shift lead', attended:true}]->(S11),
(V10)-[:SIGNED_UP_FOR {task:'sorter'}]->(S11),
(S12)-[:HELD_AT]->(C2),
(V3)-[:SIGNED_UP_FOR {task:'shift lead', attended:true}]->(S12),
(V16)-[:SIGNED_UP_FOR {task:'sorter', attended:false}]->(S12),
(V7)-[:SIGNED_UP_FOR {task:'sorter', attended:true}]->(S12),
(S13)-[:HELD_AT]->(C1),
(V14)-[:SIGNED_UP_FOR {task:'packer', attended:true}]->(S13),
(V13)-[:SIGNED_UP_FOR {task:'packer', attended:true}]->(S13),
(S14)-[:HELD_AT]->(C1),
(V9)-[:SIGNED_UP_FOR {task:'packer', attended:true}]->(S14),
(V21)-[:SIGNED_UP_FOR {task:'packer', attended:true}]->(S14),
(S15)-[:HELD_AT]->(C1),
(V10)-[:SIGNED_UP_FOR {task:'sorter', attended:true}]->(S15),
(V9)-[:SIGNED_UP_FOR {task:'reception', attended:true}]->(S15),
(S16)-[:HELD_AT]->(C1),
(V5)-[:SIGNED_UP_FOR {task:'shift lead', attended:false}]->(S16),
(V9)-[:SIGNED_UP_FOR {task:'packer', attended:true}]->(S16),
(S17)-[:HELD_AT]->(C2),
(V3)-[:SIGNED_UP_FOR {task:'shift lead', attended:true}]->(S17),
(V17)-[:SIGNED_UP_FOR {task:'packer'}]->(S17),
(S18)-[:HELD_AT]->(C1),
(V10)-[:SIGNED_UP_FOR {task:'packer'}]->(S18),
(V6)-[:SIGNED_UP_FOR {task:'shift lead', attended:true}]->(S18),
(V2)-[:SIGNED_UP_FOR {task:'packer', attended:true}]->(S18),
(S19)-[:HELD_AT]->(C2),
(V15)-[:SIGNED_UP_FOR {task:'packer', attended:false}]->(S19),
(V17)-[:SIGNED_UP_FOR {task:'packer'}]->(S19),
(V23)-[:SIGNED_UP_FOR {task:'packer', attended:true}]->(S19),
(S20)-[:HELD_AT]->(C2),
(V15)-[:SIGNED_UP_FOR {task:'sorter', attended:true}]->(S20),
(V23)-[:SIGNED_UP_FOR {task:'sorter', attended:true}]->(S20),
(V16)-[:SIGNED_UP_FOR {task:'reception', attended:true}]->(S20),
(V17)-[:SIGNED_UP_FOR {task:'reception', attended:true}]->(S20),
(S21)-[:HELD_AT]->(C2),
(V23)-[:SIGNED_UP_FOR {task:'sorter', attended:true}]->(S21),
(V15)-[:SIGNED_UP_FOR {task:'sorter', attended:true}]->(S21),
(V3)-[:SIGNED_UP_FOR {task:'shift lead', attended:false}]->(S21),
(V7)-[:SIGNED_UP_FOR {task:'reception', attended:true}]->(S21),
(S22)-[:HELD_AT]->(C3),
(V20)-[:SIGNED_UP_FOR {task:'stock counter', attended:true}]->(S22),
(V4)-[:SIGNED_UP_FOR {task:'shift lead', attended:true}]->(S22),
(V19)-[:SIGNED_UP_FOR {task:'stock counter', attended:true}]->(S22),
(S23)-[:HELD_AT]->(C3),
(V20)-[:SIGNED_UP_FOR {task:'sorter', attended:true}]->(S23),
(V18)-[:SIGNED_UP_FOR {task:'sorter', attended:true}]->(S23),
(S24)-[:HELD_AT]->(C2),
(V23)-[:SIGNED_UP_FOR {task:'packer', attended:true}]->(S24),
(V16)-[:SIGNED_UP_FOR {task:'packer', attended:true}]->(S24),
(V7)-[:SIGNED_UP_FOR {task:'shift lead', attended:true}]->(S24),
(S25)-[:HELD_AT]->(C1),
(V6)-[:SIGNED_UP_FOR {task:'shift lead', attended:true}]->(S25),
(V22)-[:SIGNED_UP_FOR {task:'sorter', attended:true}]->(S25),
(S26)-[:HELD_AT]->(C1),
(V11)-[:SIGNED_UP_FOR {task:'sorter'}]->(S26),
(V21)-[:SIGNED_UP_FOR {task:'sorter', attended:true}]->(S26),
(V22)-[:SIGNED_UP_FOR {task:'sorter'}]->(S26),
(W1)-[:PARKED_AT {since:'2019-03-01'}]->(C1),
(W2)-[:PARKED_AT {since:'2020-02-15'}]->(C1),
(W3)-[:PARKED_AT {since:'2023-05-10'}]->(C1),
(W4)-[:PARKED_AT {since:'2017-06-20'}]->(C2),
(W5)-[:PARKED_AT {since:'2024-01-22'}]->(C2),
(W6)-[:PARKED_AT {since:'2015-11-01'}]->(C3),
(L1)-[:DISPATCHED_FROM]->(C3),
(L1)-[:BOUND_FOR]->(A9),
(L1)-[:USED_VAN]->(W6),
(V8)-[:DROVE {role:'driver'}]->(L1),
(V20)-[:DROVE {role:'co-driver'}]->(L1),
(L2)-[:DISPATCHED_FROM]->(C1),
(L2)-[:BOUND_FOR]->(A5),
(L2)-[:USED_VAN]->(W2),
(V9)-[:DROVE {role:'driver'}]->(L2),
(L3)-[:DISPATCHED_FROM]->(C1),
(L3)-[:BOUND_FOR]->(A5),
(L3)-[:USED_VAN]->(W1),
(V6)-[:DROVE {role:'driver'}]->(L3),
(L4)-[:DISPATCHED_FROM]->(C2),
(L4)-[:BOUND_FOR]->(A7),
(L4)-[:USED_VAN]->(W4),
(V17)-[:DROVE {role:'driver'}]->(L4),
(L5)-[:DISPATCHED_FROM]->(C1),
(L5)-[:BOUND_FOR]->(A4),
(L5)-[:USED_VAN]->(W1),
(V14)-[:DROVE {role:'driver'}]->(L5),
(L6)-[:DISPATCHED_FROM]->(C1),
(L6)-[:BOUND_FOR]->(A5),
(L6)-[:USED_VAN]->(W3),
(V14)-[:DROVE {role:'driver'}]->(L6),
(V22)-[:DROVE {role:'co-driver'}]->(L6),
(L7)-[:DISPATCHED_FROM]->(C3),
(L7)-[:BOUND_FOR]->(A11),
(L8)-[:DISPATCHED_FROM]->(C1),
(L8)-[:BOUND_FOR]->(A3),
(L8)-[:USED_VAN]->(W2),
(V14)-[:DROVE {role:'driver'}]->(L8),
(L9)-[:DISPATCHED_FROM]->(C2),
(L9)-[:BOUND_FOR]->(A7),
(L9)-[:USED_VAN]->(W4),
(V17)-[:DROVE {role:'driver'}]->(L9),
(V16)-[:DROVE {role:'co-driver'}]->(L9),
(L10)-[:DISPATCHED_FROM]->(C1),
(L10)-[:BOUND_FOR]->(A2),
(L10)-[:USED_VAN]->(W3),
(V14)-[:DROVE {role:'driver'}]->(L10),
(V13)-[:DROVE {role:'co-driver'}]->(L10),
(L11)-[:DISPATCHED_FROM]->(C1),
(L11)-[:BOUND_FOR]->(A5),
(L11)-[:USED_VAN]->(W1),
(V12)-[:DROVE {role:'driver'}]->(L11),
(V10)-[:DROVE {role:'co-driver'}]->(L11),
(L12)-[:DISPATCHED_FROM]->(C2),
(L12)-[:BOUND_FOR]->(A7),
(L12)-[:USED_VAN]->(W4),
(V7)-[:DROVE {role:'driver'}]->(L12),
(V16)-[:DROVE {role:'co-driver'}]->(L12),
(L13)-[:DISPATCHED_FROM]->(C1),
(L13)-[:BOUND_FOR]->(A3),
(L13)-[:USED_VAN]->(W2),
(V6)-[:DROVE {role:'driver'}]->(L13),
(L14)-[:DISPATCHED_FROM]->(C1),
(L14)-[:BOUND_FOR]->(A5),
(L14)-[:USED_VAN]->(W2),
(V9)-[:DROVE {role:'driver'}]->(L14),
(V11)-[:DROVE {role:'co-driver'}]->(L14),
(L15)-[:DISPATCHED_FROM]->(C3),
(L15)-[:BOUND_FOR]->(A9),
(L15)-[:USED_VAN]->(W6),
(V19)-[:DROVE {role:'driver'}]->(L15),
(V20)-[:DROVE {role:'co-driver'}]->(L15),
(L16)-[:DISPATCHED_FROM]->(C1),
(L16)-[:BOUND_FOR]->(A3),
(L16)-[:USED_VAN]->(W1),
(V6)-[:DROVE {role:'driver'}]->(L16),
(L17)-[:DISPATCHED_FROM]->(C2),
(L17)-[:BOUND_FOR]->(A12),
(L17)-[:USED_VAN]->(W4),
(V7)-[:DROVE {role:'driver'}]->(L17),
(L18)-[:DISPATCHED_FROM]->(C2),
(L18)-[:BOUND_FOR]->(A7),
(L18)-[:USED_VAN]->(W4),
(V7)-[:DROVE {role:'driver'}]->(L18),
(L19)-[:DISPATCHED_FROM]->(C2),
(L19)-[:BOUND_FOR]->(A12),
(L19)-[:USED_VAN]->(W4),
(V17)-[:DROVE {role:'driver'}]->(L19),
(V23)-[:DROVE {role:'co-driver'}]->(L19),
(L20)-[:DISPATCHED_FROM]->(C3),
(L20)-[:BOUND_FOR]->(A9),
(L21)-[:DISPATCHED_FROM]->(C2),
(L21)-[:BOUND_FOR]->(A6),
(L21)-[:USED_VAN]->(W5),
(V7)-[:DROVE {role:'driver'}]->(L21),
(V23)-[:DROVE {role:'co-driver'}]->(L21),
(L22)-[:DISPATCHED_FROM]->(C1),
(L22)-[:BOUND_FOR]->(A3),
(L22)-[:USED_VAN]->(W2),
(V12)-[:DROVE {role:'driver'}]->(L22),
(L23)-[:DISPATCHED_FROM]->(C1),
(L23)-[:BOUND_FOR]->(A1),
(L23)-[:USED_VAN]->(W3),
(V6)-[:DROVE {role:'driver'}]->(L23),
(L24)-[:DISPATCHED_FROM]->(C1),
(L24)-[:BOUND_FOR]->(A4),
(L24)-[:USED_VAN]->(W2),
(V9)-[:DROVE {role:'driver'}]->(L24),
(V11)-[:DROVE {role:'co-driver'}]->(L24),
(L25)-[:DISPATCHED_FROM]->(C2),
(L25)-[:BOUND_FOR]->(A8),
(L25)-[:USED_VAN]->(W4),
(V15)-[:DROVE {role:'driver'}]->(L25),
(L26)-[:DISPATCHED_FROM]->(C2),
(L26)-[:BOUND_FOR]->(A7),
(L26)-[:USED_VAN]->(W4),
(V7)-[:DROVE {role:'driver'}]->(L26),
(L27)-[:DISPATCHED_FROM]->(C2),
(L27)-[:BOUND_FOR]->(A7),
(L27)-[:USED_VAN]->(W5),
(V7)-[:DROVE {role:'driver'}]->(L27),
(L28)-[:DISPATCHED_FROM]->(C1),
(L28)-[:BOUND_FOR]->(A14),
(L29)-[:DISPATCHED_FROM]->(C3),
(L29)-[:BOUND_FOR]->(A11),
(V19)-[:DROVE {role:'driver'}]->(L29),
(L30)-[:DISPATCHED_FROM]->(C1),
(L30)-[:BOUND_FOR]->(A1),
(L30)-[:USED_VAN]->(W3),
(V14)-[:DROVE {role:'driver'}]->(L30),
(V10)-[:DROVE {role:'co-driver'}]->(L30),
(L31)-[:DISPATCHED_FROM]->(C1),
(L31)-[:BOUND_FOR]->(A4),
(L31)-[:USED_VAN]->(W2),
(V14)-[:DROVE {role:'driver'}]->(L31),
(L32)-[:DISPATCHED_FROM]->(C1),
(L32)-[:BOUND_FOR]->(A1),
(L32)-[:USED_VAN]->(W2),
(V9)-[:DROVE {role:'driver'}]->(L32),
(L33)-[:DISPATCHED_FROM]->(C2),
(L33)-[:BOUND_FOR]->(A7),
(L33)-[:USED_VAN]->(W4),
(V15)-[:DROVE {role:'driver'}]->(L33),
(L34)-[:DISPATCHED_FROM]->(C1),
(L34)-[:BOUND_FOR]->(A2),
(L34)-[:USED_VAN]->(W3),
(V2)-[:DROVE {role:'driver'}]->(L34),
(G1)-[:FUNDS {allocated_eur:60000.0, purpose:'walk-in freezer'}]->(C1),
(G1)-[:FUNDS {allocated_eur:25000.0, purpose:'refrigerated van'}]->(W1),
(G2)-[:FUNDS {allocated_eur:30000.0, purpose:'racking and forklift'}]->(C2),
(G2)-[:FUNDS {allocated_eur:10000.0, purpose:'electric van deposit'}]->(W5),
(G3)-[:FUNDS {allocated_eur:22500.0, purpose:'electric van'}]->(W3),
(G3)-[:FUNDS {allocated_eur:10000.0, purpose:'charging point'}]->(W5),
(G4)-[:FUNDS {allocated_eur:70000.0, purpose:'rent and utilities'}]->(C1),
(G4)-[:FUNDS {allocated_eur:30000.0, purpose:'rent and utilities'}]->(C2),
(G4)-[:FUNDS {allocated_eur:20000.0, purpose:'rent and utilities'}]->(C3),
(G4)-[:FUNDS {allocated_eur:12500.0, purpose:'fit-out'}]->(C4),
(G5)-[:FUNDS {allocated_eur:6000.0, purpose:'breakfast supplies'}]->(A4),
(G5)-[:FUNDS {allocated_eur:6000.0, purpose:'breakfast supplies'}]->(A11),
(G6)-[:FUNDS {allocated_eur:5000.0, purpose:'food hygiene courses'}]->(C1),
(G6)-[:FUNDS {allocated_eur:3000.0, purpose:'food hygiene courses'}]->(C3),
(G7)-[:FUNDS {allocated_eur:7000.0, purpose:'hot meals'}]->(A3),
(G7)-[:FUNDS {allocated_eur:5000.0, purpose:'hot meals'}]->(A5);
