// The insure example: a Swiss insurer's policyholders, policies, insured
// objects, claims, adjusters, agents and repair shops, written for gql by its
// developers (not taken from anywhere) as the insurer's data team would model
// it: the TUNING graph of a new domain (testdata/insure/README.md).
// Policyholders HOLD policies (product 'home'|'auto'|'travel'|'life'); a policy
// COVERS a vehicle or a building; claims are FILED_UNDER a policy and
// ASSIGNED_TO adjusters (role 'lead'|'support', assigned_on on the edge);
// adjusters SUPERVISE adjusters (five deep under the head of claims); agents
// SOLD policies (commission_pct, sold_on); repair shops REPAIRED claims
// (cost_chf, days); a policyholder REFERRED another (referred_on, a chain four
// deep).
// Dates are ISO strings 'YYYY-MM-DD'; money is Swiss francs (_chf), areas
// square metres (_sqm), commissions per cent (_pct).
// Edge cases: an agent and a repair shop with no relationship at all, policyholders
// with no policy, policies sold by no agent, claims assigned to nobody, an adjuster
// with no supervisor, a missing date of birth, an unknown fraud flag, a shop with
// no partner flag, life policies with no expiry and no deductible, ties, boundary
// values, names with an apostrophe.
// Generated deterministically by a small seeded script.
// Regenerate the converted files with
//   gql convert examples/insure/insure.cypher --name insure --out examples/insure

CREATE CONSTRAINT IF NOT EXISTS FOR (x:Policyholder) REQUIRE (x.client_no) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Policy) REQUIRE (x.policy_no) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Vehicle) REQUIRE (x.plate) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Building) REQUIRE (x.address) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Claim) REQUIRE (x.claim_no) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Adjuster) REQUIRE (x.staff_id) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Agent) REQUIRE (x.agent_code) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:RepairShop) REQUIRE (x.name) IS UNIQUE;

CREATE (A1:Adjuster {staff_id:'ADJ-01', name:'Ursula Keller', grade:'head_of_claims', region:'national'})
CREATE (A2:Adjuster {staff_id:'ADJ-02', name:'Marc Dubois', grade:'senior', region:'west'})
CREATE (A3:Adjuster {staff_id:'ADJ-03', name:'Sabine Frei', grade:'senior', region:'east'})
CREATE (A4:Adjuster {staff_id:'ADJ-04', name:'Jonas Meier', grade:'adjuster', region:'west'})
CREATE (A5:Adjuster {staff_id:'ADJ-05', name:'Elena Rossi', grade:'adjuster', region:'south'})
CREATE (A6:Adjuster {staff_id:'ADJ-06', name:"Patrick O'Neill", grade:'adjuster', region:'west'})
CREATE (A7:Adjuster {staff_id:'ADJ-07', name:'Nadia Benali', grade:'adjuster', region:'east'})
CREATE (A8:Adjuster {staff_id:'ADJ-08', name:'Thomas Huber', grade:'adjuster', region:'east'})
CREATE (A9:Adjuster {staff_id:'ADJ-09', name:'Lea Schmid', grade:'junior', region:'west'})
CREATE (A10:Adjuster {staff_id:'ADJ-10', name:'Kevin Baumann', grade:'junior', region:'west'})
CREATE (A11:Adjuster {staff_id:'ADJ-11', name:'Mia Graf', grade:'trainee', region:'west'})
CREATE (A12:Adjuster {staff_id:'ADJ-12', name:'Felix Wyss', grade:'external'})
CREATE (G1:Agent {agent_code:'AG-301', name:'Daniel Frey', agency:'Frey Versicherungen', city:'Zurich'})
CREATE (G2:Agent {agent_code:'AG-302', name:'Sophie Martin', agency:'Lac Léman Assurances', city:'Geneva'})
CREATE (G3:Agent {agent_code:'AG-303', name:'Marco Bernasconi', agency:'Ticino Broker SA', city:'Lugano'})
CREATE (G4:Agent {agent_code:'AG-304', name:'Anna Zimmermann', agency:'Frey Versicherungen', city:'Winterthur'})
CREATE (G5:Agent {agent_code:'AG-305', name:'Yves Rochat', agency:'Lac Léman Assurances', city:'Lausanne'})
CREATE (G6:Agent {agent_code:'AG-306', name:'Petra Vogel', agency:'Aare Finanz', city:'Bern'})
CREATE (G7:Agent {agent_code:'AG-307', name:'Stefan Kunz', agency:'Aare Finanz', city:'Bern'})
CREATE (G8:Agent {agent_code:'AG-308', name:'Laura Hess', agency:'Rhein Partner', city:'Basel'})
CREATE (G9:Agent {agent_code:'AG-309', name:'Nico Ammann', agency:'Rhein Partner', city:'Basel'})
CREATE (G10:Agent {agent_code:'AG-310', name:'Roger Brunner', agency:'Pilatus Vorsorge', city:'Lucerne'})
CREATE (S1:RepairShop {name:'Carrosserie Lehmann', city:'Zurich', shop_type:'body', approved_partner:true})
CREATE (S2:RepairShop {name:'Auto Glass Express', city:'Basel', shop_type:'glass', approved_partner:true})
CREATE (S3:RepairShop {name:"Rossi's Garage", city:'Lugano', shop_type:'body', approved_partner:false})
CREATE (S4:RepairShop {name:'Bau & Sanierung Kern', city:'Bern', shop_type:'building', approved_partner:true})
CREATE (S5:RepairShop {name:'Garage du Lac', city:'Geneva', shop_type:'body', approved_partner:true})
CREATE (S6:RepairShop {name:'Wasserschaden Profi', city:'Winterthur', shop_type:'building'})
CREATE (S7:RepairShop {name:'Carglass Lausanne', city:'Lausanne', shop_type:'glass', approved_partner:true})
CREATE (S8:RepairShop {name:'Garage Alpina', city:'Lucerne', shop_type:'body', approved_partner:false})
CREATE (H1:Policyholder {client_no:'PH-1001', full_name:'Anna Müller', date_of_birth:'1957-07-10', city:'Lugano'})
CREATE (H2:Policyholder {client_no:'PH-1002', full_name:'Beat Schneider', date_of_birth:'1948-03-27', city:'Bern'})
CREATE (H3:Policyholder {client_no:'PH-1003', full_name:'Claudia Weber', date_of_birth:'1958-06-03', city:'Basel'})
CREATE (H4:Policyholder {client_no:'PH-1004', full_name:'David Fischer', date_of_birth:'2003-02-26', city:'Lugano'})
CREATE (H5:Policyholder {client_no:'PH-1005', full_name:'Eva Brunner', date_of_birth:'1963-11-02', city:'Lausanne'})
CREATE (H6:Policyholder {client_no:'PH-1006', full_name:'Fabian Gerber', date_of_birth:'1990-01-01', city:'Lugano'})
CREATE (H7:Policyholder {client_no:'PH-1007', full_name:'Gabriela Rossi', date_of_birth:'1989-12-31', city:'Geneva'})
CREATE (H8:Policyholder {client_no:'PH-1008', full_name:'Hans Steiner', date_of_birth:'1972-01-12', city:'Lucerne'})
CREATE (H9:Policyholder {client_no:'PH-1009', full_name:'Irene Favre', date_of_birth:'1957-09-23', city:'Zurich'})
CREATE (H10:Policyholder {client_no:'PH-1010', full_name:'Jan Moser', date_of_birth:'1967-06-19', city:'Lausanne'})
CREATE (H11:Policyholder {client_no:'PH-1011', full_name:"Luca D'Alessandro", date_of_birth:'1979-10-15', city:'Basel'})
CREATE (H12:Policyholder {client_no:'PH-1012', full_name:'Katrin Baumgartner', date_of_birth:'1960-09-02', city:'Geneva'})
CREATE (H13:Policyholder {client_no:'PH-1013', full_name:'Lukas Wyss', date_of_birth:'1990-12-27', city:'Lucerne'})
CREATE (H14:Policyholder {client_no:'PH-1014', full_name:'Monika Keller', date_of_birth:'1967-11-13', city:'Lugano'})
CREATE (H15:Policyholder {client_no:'PH-1015', full_name:'Nicolas Perret', date_of_birth:'1955-05-08', city:'Winterthur'})
CREATE (H16:Policyholder {client_no:'PH-1016', full_name:'Olivia Bianchi', date_of_birth:'1956-01-23', city:'Lausanne'})
CREATE (H17:Policyholder {client_no:'PH-1017', full_name:'Pascal Roth', date_of_birth:'1963-07-04', city:'Zurich'})
CREATE (H18:Policyholder {client_no:'PH-1018', full_name:'Rahel Suter', date_of_birth:'1965-09-08', city:'Bern'})
CREATE (H19:Policyholder {client_no:'PH-1019', full_name:'Samuel Huber', date_of_birth:'1990-10-16', city:'Lugano'})
CREATE (H20:Policyholder {client_no:'PH-1020', full_name:'Tanja Meyer', date_of_birth:'1993-01-03', city:'Geneva'})
CREATE (H21:Policyholder {client_no:'PH-1021', full_name:'Urs Zbinden', date_of_birth:'1958-06-06', city:'Lausanne'})
CREATE (H22:Policyholder {client_no:'PH-1022', full_name:'Vera Lüthi', date_of_birth:'1965-04-16', city:'Geneva'})
CREATE (H23:Policyholder {client_no:'PH-1023', full_name:'Walter Marti', city:'Winterthur'})
CREATE (H24:Policyholder {client_no:'PH-1024', full_name:'Yasmin Haddad', date_of_birth:'1971-12-16', city:'Lucerne'})
CREATE (H25:Policyholder {client_no:'PH-1025', full_name:'Zoran Petrović', date_of_birth:'1965-06-28', city:'Lausanne'})
CREATE (H26:Policyholder {client_no:'PH-1026', full_name:'Alice Morel', date_of_birth:'1966-06-15', city:'Bern'})
CREATE (H27:Policyholder {client_no:'PH-1027', full_name:'Bruno Gasser', date_of_birth:'1977-11-22', city:'Basel'})
CREATE (H28:Policyholder {client_no:'PH-1028', full_name:'Chiara Conti', date_of_birth:'1970-10-27', city:'Bern'})
CREATE (H29:Policyholder {client_no:'PH-1029', full_name:'Dominik Frei', date_of_birth:'1957-06-16', city:'Lausanne'})
CREATE (H30:Policyholder {client_no:'PH-1030', full_name:'Elif Yilmaz', date_of_birth:'1959-09-23', city:'Lugano'})
CREATE (H31:Policyholder {client_no:'PH-1031', full_name:'Florian Hofer', date_of_birth:'1973-05-22', city:'Zurich'})
CREATE (H32:Policyholder {client_no:'PH-1032', full_name:'Greta Sommer', date_of_birth:'1998-09-09', city:'Lucerne'})
CREATE (H33:Policyholder {client_no:'PH-1033', full_name:'Hugo Blanc', date_of_birth:'1973-03-19', city:'Zurich'})
CREATE (H34:Policyholder {client_no:'PH-1034', full_name:'Ines Pereira', date_of_birth:'1998-05-14', city:'Bern'})
CREATE (H35:Policyholder {client_no:'PH-1035', full_name:'Jürg Aebi', date_of_birth:'1987-10-08', city:'Basel'})
CREATE (H36:Policyholder {client_no:'PH-1036', full_name:'Karin Widmer', date_of_birth:'1960-07-13', city:'Geneva'})
CREATE (H37:Policyholder {client_no:'PH-1037', full_name:'Leon Kaufmann', date_of_birth:'1998-11-10', city:'Basel'})
CREATE (H38:Policyholder {client_no:'PH-1038', full_name:'Mara Giordano', date_of_birth:'1963-01-25', city:'Lugano'})
CREATE (H39:Policyholder {client_no:'PH-1039', full_name:'Noah Ramseier', date_of_birth:'1977-10-15', city:'Winterthur'})
CREATE (H40:Policyholder {client_no:'PH-1040', full_name:'Paula Egli', date_of_birth:'1962-04-25', city:'Lausanne'})
CREATE (V1:Vehicle {plate:'BS 241702', make:'Volkswagen', model:'Golf', model_year:2016, sum_insured_chf:47500})
CREATE (V2:Vehicle {plate:'BS 733030', make:'Toyota', model:'Corolla', model_year:2008, sum_insured_chf:27000})
CREATE (V3:Vehicle {plate:'BE 756982', make:'BMW', model:'320d', model_year:2012, sum_insured_chf:51000})
CREATE (V4:Vehicle {plate:'GE 983108', make:'Tesla', model:'Model 3', model_year:2024, sum_insured_chf:20000})
CREATE (V5:Vehicle {plate:'TI 322668', make:'Skoda', model:'Octavia', model_year:2015, sum_insured_chf:53000})
CREATE (V6:Vehicle {plate:'TI 754170', make:'Audi', model:'A4', model_year:2016, sum_insured_chf:47000})
CREATE (V7:Vehicle {plate:'TI 79791', make:'Volvo', model:'XC60', model_year:2021, sum_insured_chf:46000})
CREATE (V8:Vehicle {plate:'VD 783226', make:'Fiat', model:'500', model_year:2019, sum_insured_chf:15000})
CREATE (V9:Vehicle {plate:'GE 433616', make:'Renault', model:'Clio', model_year:2014, sum_insured_chf:65000})
CREATE (V10:Vehicle {plate:'ZH 903275', make:'Volvo', model:'XC60', model_year:2011, sum_insured_chf:26500})
CREATE (V11:Vehicle {plate:'ZH 378127', make:'Tesla', model:'Model 3', model_year:2020, sum_insured_chf:55000})
CREATE (V12:Vehicle {plate:'TI 48188', make:'BMW', model:'320d', model_year:2011, sum_insured_chf:61000})
CREATE (V13:Vehicle {plate:'VD 462500', make:'Tesla', model:'Model Y', model_year:2024, sum_insured_chf:52000})
CREATE (V14:Vehicle {plate:'ZH 967608', make:'Audi', model:'A4', model_year:2021, sum_insured_chf:19500})
CREATE (V15:Vehicle {plate:'TI 63382', make:'Toyota', model:'Corolla', model_year:2023, sum_insured_chf:13000})
CREATE (V16:Vehicle {plate:'VD 853365', make:'Renault', model:'Clio', model_year:2017, sum_insured_chf:23500})
CREATE (V17:Vehicle {plate:'BE 873719', make:'BMW', model:'320d', model_year:2016, sum_insured_chf:16000})
CREATE (V18:Vehicle {plate:'BE 759200', make:'Toyota', model:'Corolla', model_year:2018, sum_insured_chf:24000})
CREATE (R1:Building {address:'Bahnhofstrasse 42', city:'Zurich', living_area_sqm:165, building_type:'chalet', year_built:1926})
CREATE (R2:Building {address:'Seefeldstrasse 88', city:'Bern', living_area_sqm:215, building_type:'house', year_built:1928})
CREATE (R3:Building {address:'Rue du Rhône 103', city:'Basel', living_area_sqm:100, building_type:'apartment', year_built:1994})
CREATE (R4:Building {address:'Via Nassa 85', city:'Geneva', living_area_sqm:100, building_type:'apartment', year_built:2003})
CREATE (R5:Building {address:'Kramgasse 54', city:'Lausanne', living_area_sqm:255, building_type:'apartment', year_built:1997})
CREATE (R6:Building {address:'Avenue de Cour 71', city:'Lugano', living_area_sqm:50, building_type:'house'})
CREATE (R7:Building {address:'Spalenberg 9', city:'Winterthur', living_area_sqm:55, building_type:'apartment', year_built:1914})
CREATE (R8:Building {address:'Haldenstrasse 70', city:'Lucerne', living_area_sqm:101, building_type:'house', year_built:1961})
CREATE (R9:Building {address:'Marktgasse 89', city:'Zurich', living_area_sqm:195, building_type:'apartment', year_built:1897})
CREATE (R10:Building {address:'Chemin des Vignes 42', city:'Bern', living_area_sqm:99, building_type:'apartment', year_built:1947})
CREATE (R11:Building {address:'Dorfstrasse 115', city:'Basel', living_area_sqm:235, building_type:'house', year_built:1960})
CREATE (R12:Building {address:'Rosenweg 54', city:'Geneva', living_area_sqm:85, building_type:'apartment', year_built:2014})
CREATE (R13:Building {address:'Lindenhof 31', city:'Lausanne', living_area_sqm:235, building_type:'chalet', year_built:1957})
CREATE (R14:Building {address:'Bergstrasse 25', city:'Lugano', living_area_sqm:210, building_type:'house', year_built:1901})
CREATE (P1:Policy {policy_no:'POL-70100', product:'auto', inception:'2016-06-22', expiry:'2026-06-22', annual_premium_chf:2260, deductible_chf:300, in_force:true})
CREATE (P2:Policy {policy_no:'POL-70107', product:'home', inception:'2024-12-26', expiry:'2026-12-26', annual_premium_chf:890, deductible_chf:1000, in_force:true})
CREATE (P3:Policy {policy_no:'POL-70114', product:'auto', inception:'2020-09-18', expiry:'2026-09-18', annual_premium_chf:720, deductible_chf:300, in_force:true})
CREATE (P4:Policy {policy_no:'POL-70121', product:'auto', inception:'2017-01-10', expiry:'2025-01-10', annual_premium_chf:710, deductible_chf:1000, in_force:false})
CREATE (P5:Policy {policy_no:'POL-70128', product:'travel', inception:'2020-10-27', expiry:'2020-11-03', annual_premium_chf:185, deductible_chf:200, in_force:false})
CREATE (P6:Policy {policy_no:'POL-70135', product:'auto', inception:'2020-08-02', expiry:'2025-08-02', annual_premium_chf:810, deductible_chf:1000, in_force:false})
CREATE (P7:Policy {policy_no:'POL-70142', product:'home', inception:'2018-02-09', expiry:'2026-02-09', annual_premium_chf:490, deductible_chf:500, in_force:true})
CREATE (P8:Policy {policy_no:'POL-70149', product:'life', inception:'2022-12-27', annual_premium_chf:3300, in_force:true})
CREATE (P9:Policy {policy_no:'POL-70156', product:'auto', inception:'2015-10-12', expiry:'2025-10-12', annual_premium_chf:2030, deductible_chf:300, in_force:false})
CREATE (P10:Policy {policy_no:'POL-70163', product:'life', inception:'2019-05-21', annual_premium_chf:5850, in_force:true})
CREATE (P11:Policy {policy_no:'POL-70170', product:'home', inception:'2023-02-27', expiry:'2026-02-27', annual_premium_chf:420, deductible_chf:1000, in_force:true})
CREATE (P12:Policy {policy_no:'POL-70177', product:'home', inception:'2015-08-04', expiry:'2025-08-04', annual_premium_chf:320, deductible_chf:200, in_force:false})
CREATE (P13:Policy {policy_no:'POL-70184', product:'life', inception:'2020-03-25', annual_premium_chf:1850, in_force:true})
CREATE (P14:Policy {policy_no:'POL-70191', product:'auto', inception:'2023-01-18', expiry:'2026-01-18', annual_premium_chf:2040, deductible_chf:1000, in_force:true})
CREATE (P15:Policy {policy_no:'POL-70198', product:'home', inception:'2020-10-15', expiry:'2025-10-15', annual_premium_chf:1060, deductible_chf:500, in_force:false})
CREATE (P16:Policy {policy_no:'POL-70205', product:'life', inception:'2023-12-24', annual_premium_chf:3850, in_force:true})
CREATE (P17:Policy {policy_no:'POL-70212', product:'auto', inception:'2023-03-24', expiry:'2026-03-24', annual_premium_chf:600, deductible_chf:300, in_force:true})
CREATE (P18:Policy {policy_no:'POL-70219', product:'travel', inception:'2015-03-01', expiry:'2015-03-22', annual_premium_chf:115, deductible_chf:200, in_force:false})
CREATE (P19:Policy {policy_no:'POL-70226', product:'travel', inception:'2024-08-18', expiry:'2024-09-17', annual_premium_chf:245, deductible_chf:100, in_force:false})
CREATE (P20:Policy {policy_no:'POL-70233', product:'home', inception:'2015-04-22', expiry:'2026-04-22', annual_premium_chf:930, deductible_chf:200, in_force:true})
CREATE (P21:Policy {policy_no:'POL-70240', product:'travel', inception:'2016-07-27', expiry:'2016-08-03', annual_premium_chf:280, deductible_chf:0, in_force:false})
CREATE (P22:Policy {policy_no:'POL-70247', product:'travel', inception:'2022-01-13', expiry:'2022-01-20', annual_premium_chf:205, deductible_chf:0, in_force:false})
CREATE (P23:Policy {policy_no:'POL-70254', product:'auto', inception:'2024-04-11', expiry:'2025-04-11', annual_premium_chf:1160, deductible_chf:1000, in_force:false})
CREATE (P24:Policy {policy_no:'POL-70261', product:'auto', inception:'2024-10-12', expiry:'2025-10-12', annual_premium_chf:1770, deductible_chf:1000, in_force:false})
CREATE (P25:Policy {policy_no:'POL-70268', product:'home', inception:'2023-02-05', expiry:'2024-02-05', annual_premium_chf:720, deductible_chf:1000, in_force:false})
CREATE (P26:Policy {policy_no:'POL-70275', product:'home', inception:'2019-11-06', expiry:'2024-11-06', annual_premium_chf:350, deductible_chf:500, in_force:false})
CREATE (P27:Policy {policy_no:'POL-70282', product:'home', inception:'2020-06-07', expiry:'2026-06-07', annual_premium_chf:510, deductible_chf:200, in_force:true})
CREATE (P28:Policy {policy_no:'POL-70289', product:'auto', inception:'2015-04-09', expiry:'2026-04-09', annual_premium_chf:2380, deductible_chf:500, in_force:true})
CREATE (P29:Policy {policy_no:'POL-70296', product:'home', inception:'2020-01-21', expiry:'2021-01-21', annual_premium_chf:1060, deductible_chf:200, in_force:false})
CREATE (P30:Policy {policy_no:'POL-70303', product:'home', inception:'2017-10-11', expiry:'2025-10-11', annual_premium_chf:900, deductible_chf:500, in_force:false})
CREATE (P31:Policy {policy_no:'POL-70310', product:'life', inception:'2015-07-03', annual_premium_chf:2850, in_force:true})
CREATE (P32:Policy {policy_no:'POL-70317', product:'auto', inception:'2017-01-05', expiry:'2025-01-05', annual_premium_chf:2140, deductible_chf:1500, in_force:false})
CREATE (P33:Policy {policy_no:'POL-70324', product:'travel', inception:'2018-06-01', expiry:'2018-06-08', annual_premium_chf:210, deductible_chf:200, in_force:false})
CREATE (P34:Policy {policy_no:'POL-70331', product:'auto', inception:'2018-09-11', expiry:'2021-09-11', annual_premium_chf:630, deductible_chf:1500, in_force:false})
CREATE (P35:Policy {policy_no:'POL-70338', product:'home', inception:'2015-05-01', expiry:'2026-05-01', annual_premium_chf:590, deductible_chf:200, in_force:true})
CREATE (P36:Policy {policy_no:'POL-70345', product:'life', inception:'2020-06-19', annual_premium_chf:3850, in_force:true})
CREATE (P37:Policy {policy_no:'POL-70352', product:'auto', inception:'2020-01-03', expiry:'2025-01-03', annual_premium_chf:1170, deductible_chf:500, in_force:false})
CREATE (P38:Policy {policy_no:'POL-70359', product:'auto', inception:'2023-02-10', expiry:'2025-02-10', annual_premium_chf:1140, deductible_chf:500, in_force:false})
CREATE (P39:Policy {policy_no:'POL-70366', product:'life', inception:'2021-04-01', annual_premium_chf:2850, in_force:true})
CREATE (P40:Policy {policy_no:'POL-70373', product:'home', inception:'2019-10-28', expiry:'2025-10-28', annual_premium_chf:500, deductible_chf:200, in_force:false})
CREATE (P41:Policy {policy_no:'POL-70380', product:'travel', inception:'2017-12-11', expiry:'2018-01-01', annual_premium_chf:80, deductible_chf:100, in_force:false})
CREATE (P42:Policy {policy_no:'POL-70387', product:'auto', inception:'2020-07-18', expiry:'2022-07-18', annual_premium_chf:2010, deductible_chf:1500, in_force:false})
CREATE (P43:Policy {policy_no:'POL-70394', product:'auto', inception:'2016-11-19', expiry:'2025-11-19', annual_premium_chf:650, deductible_chf:300, in_force:false})
CREATE (P44:Policy {policy_no:'POL-70401', product:'auto', inception:'2023-10-21', expiry:'2026-10-21', annual_premium_chf:1880, deductible_chf:1000, in_force:true})
CREATE (P45:Policy {policy_no:'POL-70408', product:'life', inception:'2021-05-18', annual_premium_chf:3700, in_force:true})
CREATE (P46:Policy {policy_no:'POL-70415', product:'life', inception:'2015-01-16', annual_premium_chf:5950, in_force:true})
CREATE (P47:Policy {policy_no:'POL-70422', product:'home', inception:'2017-10-09', expiry:'2026-10-09', annual_premium_chf:580, deductible_chf:500, in_force:true})
CREATE (P48:Policy {policy_no:'POL-70429', product:'travel', inception:'2015-03-01', expiry:'2015-03-08', annual_premium_chf:295, deductible_chf:200, in_force:false})
CREATE (P49:Policy {policy_no:'POL-70436', product:'auto', inception:'2021-03-02', expiry:'2026-03-02', annual_premium_chf:1300, deductible_chf:300, in_force:true})
CREATE (P50:Policy {policy_no:'POL-70443', product:'travel', inception:'2024-02-17', expiry:'2024-03-02', annual_premium_chf:270, deductible_chf:100, in_force:false})
CREATE (C1:Claim {claim_no:'CLM-2022-0300', filed_on:'2022-09-04', amount_claimed_chf:19450, peril:'collision', status:'rejected', fraud_flag:true})
CREATE (C2:Claim {claim_no:'CLM-2024-0303', filed_on:'2024-11-25', amount_claimed_chf:3400, peril:'hail', status:'paid', fraud_flag:true})
CREATE (C3:Claim {claim_no:'CLM-2016-0306', filed_on:'2016-07-31', amount_claimed_chf:1470, peril:'cancellation', status:'open', fraud_flag:true})
CREATE (C4:Claim {claim_no:'CLM-2024-0309', filed_on:'2024-12-07', amount_claimed_chf:18000, peril:'fire', status:'paid', fraud_flag:false})
CREATE (C5:Claim {claim_no:'CLM-2022-0312', filed_on:'2022-11-10', amount_claimed_chf:53100, peril:'water', status:'approved'})
CREATE (C6:Claim {claim_no:'CLM-2024-0315', filed_on:'2024-10-11', amount_claimed_chf:4150, peril:'collision', status:'paid', fraud_flag:true})
CREATE (C7:Claim {claim_no:'CLM-2025-0318', filed_on:'2025-03-30', amount_claimed_chf:3800, peril:'water', status:'paid', fraud_flag:false})
CREATE (C8:Claim {claim_no:'CLM-2024-0321', filed_on:'2024-11-06', amount_claimed_chf:10650, peril:'collision', status:'approved', fraud_flag:false})
CREATE (C9:Claim {claim_no:'CLM-2024-0324', filed_on:'2024-05-29', amount_claimed_chf:10000, peril:'hail', status:'approved', fraud_flag:false})
CREATE (C10:Claim {claim_no:'CLM-2020-0327', filed_on:'2020-06-14', amount_claimed_chf:10001, peril:'storm', status:'paid', fraud_flag:false})
CREATE (C11:Claim {claim_no:'CLM-2024-0330', filed_on:'2024-01-01', amount_claimed_chf:9999, peril:'storm', status:'paid', fraud_flag:false})
CREATE (C12:Claim {claim_no:'CLM-2015-0333', filed_on:'2015-03-07', amount_claimed_chf:1840, peril:'medical', status:'paid', fraud_flag:true})
CREATE (C13:Claim {claim_no:'CLM-2025-0336', filed_on:'2025-08-23', amount_claimed_chf:2750, peril:'theft', status:'open', fraud_flag:true})
CREATE (C14:Claim {claim_no:'CLM-2025-0339', filed_on:'2025-07-24', amount_claimed_chf:14200, peril:'hail', status:'paid', fraud_flag:false})
CREATE (C15:Claim {claim_no:'CLM-2024-0342', filed_on:'2024-11-12', amount_claimed_chf:58400, peril:'collision', status:'rejected', fraud_flag:false})
CREATE (C16:Claim {claim_no:'CLM-2021-0345', filed_on:'2021-09-10', amount_claimed_chf:18250, peril:'glass', status:'rejected', fraud_flag:false})
CREATE (C17:Claim {claim_no:'CLM-2023-0348', filed_on:'2023-07-24', amount_claimed_chf:18150, peril:'theft', status:'paid', fraud_flag:false})
CREATE (C18:Claim {claim_no:'CLM-2024-0351', filed_on:'2024-06-25', amount_claimed_chf:44900, peril:'theft', status:'rejected'})
CREATE (C19:Claim {claim_no:'CLM-2021-0354', filed_on:'2021-09-17', amount_claimed_chf:14450, peril:'theft', status:'paid', fraud_flag:false})
CREATE (C20:Claim {claim_no:'CLM-2015-0357', filed_on:'2015-03-19', amount_claimed_chf:2890, peril:'cancellation', status:'rejected', fraud_flag:false})
CREATE (C21:Claim {claim_no:'CLM-2023-0360', filed_on:'2023-05-23', amount_claimed_chf:2100, peril:'storm', status:'open', fraud_flag:true})
CREATE (C22:Claim {claim_no:'CLM-2023-0363', filed_on:'2023-12-31', amount_claimed_chf:700, peril:'water', status:'approved', fraud_flag:false})
CREATE (C23:Claim {claim_no:'CLM-2024-0366', filed_on:'2024-11-16', amount_claimed_chf:10100, peril:'glass', status:'open', fraud_flag:false})
CREATE (C24:Claim {claim_no:'CLM-2018-0369', filed_on:'2018-12-21', amount_claimed_chf:1050, peril:'glass', status:'paid', fraud_flag:false})
CREATE (C25:Claim {claim_no:'CLM-2018-0372', filed_on:'2018-06-21', amount_claimed_chf:23900, peril:'water', status:'open', fraud_flag:false})
CREATE (C26:Claim {claim_no:'CLM-2015-0375', filed_on:'2015-03-07', amount_claimed_chf:2030, peril:'cancellation', status:'paid', fraud_flag:false})
CREATE (C27:Claim {claim_no:'CLM-2025-0378', filed_on:'2025-08-28', amount_claimed_chf:23800, peril:'hail', status:'paid'})
CREATE (C28:Claim {claim_no:'CLM-2021-0381', filed_on:'2021-10-02', amount_claimed_chf:19050, peril:'collision', status:'paid', fraud_flag:true})
CREATE (C29:Claim {claim_no:'CLM-2017-0384', filed_on:'2017-12-19', amount_claimed_chf:3370, peril:'baggage', status:'approved', fraud_flag:true})
CREATE (C30:Claim {claim_no:'CLM-2024-0387', filed_on:'2024-07-23', amount_claimed_chf:22100, peril:'theft', status:'open', fraud_flag:false})
CREATE (C31:Claim {claim_no:'CLM-2024-0390', filed_on:'2024-06-11', amount_claimed_chf:58400, peril:'fire', status:'paid', fraud_flag:false})
CREATE (C32:Claim {claim_no:'CLM-2015-0393', filed_on:'2015-03-15', amount_claimed_chf:5590, peril:'cancellation', status:'approved', fraud_flag:false})
CREATE (C33:Claim {claim_no:'CLM-2022-0396', filed_on:'2022-04-05', amount_claimed_chf:25600, peril:'water', status:'open', fraud_flag:false})
CREATE (C34:Claim {claim_no:'CLM-2024-0399', filed_on:'2024-02-25', amount_claimed_chf:52300, peril:'storm', status:'paid'})
CREATE (C35:Claim {claim_no:'CLM-2017-0402', filed_on:'2017-12-30', amount_claimed_chf:3900, peril:'cancellation', status:'approved', fraud_flag:false})
CREATE (C36:Claim {claim_no:'CLM-2024-0405', filed_on:'2024-02-24', amount_claimed_chf:5390, peril:'cancellation', status:'paid', fraud_flag:false})
CREATE (C37:Claim {claim_no:'CLM-2024-0408', filed_on:'2024-09-08', amount_claimed_chf:32300, peril:'water', status:'paid', fraud_flag:false})
CREATE (C38:Claim {claim_no:'CLM-2024-0411', filed_on:'2024-09-10', amount_claimed_chf:2920, peril:'cancellation', status:'paid', fraud_flag:false})
CREATE (C39:Claim {claim_no:'CLM-2023-0414', filed_on:'2023-07-20', amount_claimed_chf:16900, peril:'theft', status:'paid', fraud_flag:false})
CREATE (C40:Claim {claim_no:'CLM-2025-0417', filed_on:'2025-05-20', amount_claimed_chf:250000, peril:'death', status:'rejected', fraud_flag:false})
CREATE
(A1)-[:SUPERVISES]->(A2),
(A1)-[:SUPERVISES]->(A3),
(A2)-[:SUPERVISES]->(A4),
(A2)-[:SUPERVISES]->(A5),
(A2)-[:SUPERVISES]->(A6),
(A3)-[:SUPERVISES]->(A7),
(A3)-[:SUPERVISES]->(A8),
(A4)-[:SUPERVISES]->(A9),
(A4)-[:SUPERVISES]->(A10),
(A9)-[:SUPERVISES]->(A11),
(H2)-[:REFERRED {referred_on:'2019-05-14'}]->(H8),
(H8)-[:REFERRED {referred_on:'2020-11-02'}]->(H16),
(H16)-[:REFERRED {referred_on:'2022-03-09'}]->(H22),
(H22)-[:REFERRED {referred_on:'2024-02-29'}]->(H32),
(H1)-[:REFERRED {referred_on:'2021-06-01'}]->(H11),
(H1)-[:REFERRED {referred_on:'2023-01-20'}]->(H25),
(H1)-[:REFERRED {referred_on:'2024-07-07'}]->(H37),
(H14)-[:REFERRED {referred_on:'2023-09-15'}]->(H30),
(H11)-[:REFERRED {referred_on:'2024-04-22'}]->(H40),
(H1)-[:HOLDS]->(P1),
(P1)-[:COVERS]->(V1),
(G1)-[:SOLD {commission_pct:9.0, sold_on:'2016-06-22'}]->(P1),
(H2)-[:HOLDS]->(P2),
(P2)-[:COVERS]->(R1),
(G5)-[:SOLD {commission_pct:10.0, sold_on:'2024-12-26'}]->(P2),
(H3)-[:HOLDS]->(P3),
(P3)-[:COVERS]->(V2),
(G7)-[:SOLD {commission_pct:8.0, sold_on:'2020-09-18'}]->(P3),
(H4)-[:HOLDS]->(P4),
(P4)-[:COVERS]->(V3),
(G3)-[:SOLD {commission_pct:7.5, sold_on:'2017-01-10'}]->(P4),
(H5)-[:HOLDS]->(P5),
(G5)-[:SOLD {commission_pct:16.0, sold_on:'2020-10-27'}]->(P5),
(H6)-[:HOLDS]->(P6),
(P6)-[:COVERS]->(V4),
(H7)-[:HOLDS]->(P7),
(P7)-[:COVERS]->(R2),
(G3)-[:SOLD {commission_pct:9.5, sold_on:'2018-02-09'}]->(P7),
(H8)-[:HOLDS]->(P8),
(G4)-[:SOLD {commission_pct:4.0, sold_on:'2022-12-27'}]->(P8),
(H9)-[:HOLDS]->(P9),
(P9)-[:COVERS]->(V5),
(G9)-[:SOLD {commission_pct:9.0, sold_on:'2015-10-12'}]->(P9),
(H10)-[:HOLDS]->(P10),
(G1)-[:SOLD {commission_pct:5.0, sold_on:'2019-05-21'}]->(P10),
(H11)-[:HOLDS]->(P11),
(P11)-[:COVERS]->(R3),
(G4)-[:SOLD {commission_pct:11.0, sold_on:'2023-02-27'}]->(P11),
(H12)-[:HOLDS]->(P12),
(P12)-[:COVERS]->(R4),
(G7)-[:SOLD {commission_pct:10.0, sold_on:'2015-08-04'}]->(P12),
(H13)-[:HOLDS]->(P13),
(G2)-[:SOLD {commission_pct:4.5, sold_on:'2020-03-25'}]->(P13),
(H14)-[:HOLDS]->(P14),
(P14)-[:COVERS]->(V6),
(H15)-[:HOLDS]->(P15),
(P15)-[:COVERS]->(R5),
(G7)-[:SOLD {commission_pct:10.0, sold_on:'2020-10-15'}]->(P15),
(H16)-[:HOLDS]->(P16),
(G1)-[:SOLD {commission_pct:4.5, sold_on:'2023-12-24'}]->(P16),
(H17)-[:HOLDS]->(P17),
(P17)-[:COVERS]->(V7),
(G6)-[:SOLD {commission_pct:9.0, sold_on:'2023-03-24'}]->(P17),
(H18)-[:HOLDS]->(P18),
(G7)-[:SOLD {commission_pct:15.0, sold_on:'2015-03-01'}]->(P18),
(H19)-[:HOLDS]->(P19),
(G3)-[:SOLD {commission_pct:15.0, sold_on:'2024-08-18'}]->(P19),
(H20)-[:HOLDS]->(P20),
(P20)-[:COVERS]->(R6),
(G6)-[:SOLD {commission_pct:9.5, sold_on:'2015-04-22'}]->(P20),
(H21)-[:HOLDS]->(P21),
(G8)-[:SOLD {commission_pct:16.0, sold_on:'2016-07-27'}]->(P21),
(H22)-[:HOLDS]->(P22),
(H23)-[:HOLDS]->(P23),
(P23)-[:COVERS]->(V8),
(G4)-[:SOLD {commission_pct:7.5, sold_on:'2024-04-11'}]->(P23),
(H24)-[:HOLDS]->(P24),
(P24)-[:COVERS]->(V9),
(G8)-[:SOLD {commission_pct:8.5, sold_on:'2024-10-12'}]->(P24),
(H25)-[:HOLDS]->(P25),
(P25)-[:COVERS]->(R7),
(G1)-[:SOLD {commission_pct:9.5, sold_on:'2023-02-05'}]->(P25),
(H26)-[:HOLDS]->(P26),
(P26)-[:COVERS]->(R8),
(G4)-[:SOLD {commission_pct:10.0, sold_on:'2019-11-06'}]->(P26),
(H27)-[:HOLDS]->(P27),
(P27)-[:COVERS]->(R9),
(G9)-[:SOLD {commission_pct:11.0, sold_on:'2020-06-07'}]->(P27),
(H28)-[:HOLDS]->(P28),
(P28)-[:COVERS]->(V10),
(G2)-[:SOLD {commission_pct:8.0, sold_on:'2015-04-09'}]->(P28),
(H29)-[:HOLDS]->(P29),
(P29)-[:COVERS]->(R10),
(G6)-[:SOLD {commission_pct:9.5, sold_on:'2020-01-21'}]->(P29),
(H30)-[:HOLDS]->(P30),
(P30)-[:COVERS]->(R11),
(H31)-[:HOLDS]->(P31),
(G1)-[:SOLD {commission_pct:4.5, sold_on:'2015-07-03'}]->(P31),
(H32)-[:HOLDS]->(P32),
(P32)-[:COVERS]->(V11),
(G6)-[:SOLD {commission_pct:7.5, sold_on:'2017-01-05'}]->(P32),
(H33)-[:HOLDS]->(P33),
(G9)-[:SOLD {commission_pct:15.5, sold_on:'2018-06-01'}]->(P33),
(H34)-[:HOLDS]->(P34),
(P34)-[:COVERS]->(V12),
(G3)-[:SOLD {commission_pct:7.5, sold_on:'2018-09-11'}]->(P34),
(H1)-[:HOLDS]->(P35),
(P35)-[:COVERS]->(R12),
(G5)-[:SOLD {commission_pct:10.0, sold_on:'2015-05-01'}]->(P35),
(H1)-[:HOLDS]->(P36),
(G7)-[:SOLD {commission_pct:5.5, sold_on:'2020-06-19'}]->(P36),
(H5)-[:HOLDS]->(P37),
(P37)-[:COVERS]->(V13),
(G3)-[:SOLD {commission_pct:7.5, sold_on:'2020-01-03'}]->(P37),
(H11)-[:HOLDS]->(P38),
(P38)-[:COVERS]->(V14),
(H11)-[:HOLDS]->(P39),
(G8)-[:SOLD {commission_pct:4.5, sold_on:'2021-04-01'}]->(P39),
(H11)-[:HOLDS]->(P40),
(P40)-[:COVERS]->(R13),
(G3)-[:SOLD {commission_pct:11.0, sold_on:'2019-10-28'}]->(P40),
(H20)-[:HOLDS]->(P41),
(G4)-[:SOLD {commission_pct:14.5, sold_on:'2017-12-11'}]->(P41),
(H27)-[:HOLDS]->(P42),
(P42)-[:COVERS]->(V15),
(G9)-[:SOLD {commission_pct:8.5, sold_on:'2020-07-18'}]->(P42),
(H33)-[:HOLDS]->(P43),
(P43)-[:COVERS]->(V16),
(G2)-[:SOLD {commission_pct:9.0, sold_on:'2016-11-19'}]->(P43),
(H2)-[:HOLDS]->(P44),
(P44)-[:COVERS]->(V17),
(G6)-[:SOLD {commission_pct:7.5, sold_on:'2023-10-21'}]->(P44),
(H14)-[:HOLDS]->(P45),
(G7)-[:SOLD {commission_pct:4.0, sold_on:'2021-05-18'}]->(P45),
(H9)-[:HOLDS]->(P46),
(H18)-[:HOLDS]->(P47),
(P47)-[:COVERS]->(R14),
(G6)-[:SOLD {commission_pct:11.0, sold_on:'2017-10-09'}]->(P47),
(H3)-[:HOLDS]->(P48),
(G8)-[:SOLD {commission_pct:15.0, sold_on:'2015-03-01'}]->(P48),
(H35)-[:HOLDS]->(P49),
(P49)-[:COVERS]->(V18),
(G2)-[:SOLD {commission_pct:8.0, sold_on:'2021-03-02'}]->(P49),
(H8)-[:HOLDS]->(P50),
(G4)-[:SOLD {commission_pct:15.0, sold_on:'2024-02-17'}]->(P50),
(C1)-[:FILED_UNDER]->(P3),
(C1)-[:ASSIGNED_TO {role:'lead', assigned_on:'2022-09-04'}]->(A2),
(C2)-[:FILED_UNDER]->(P14),
(C2)-[:ASSIGNED_TO {role:'lead', assigned_on:'2024-11-25'}]->(A7),
(C2)-[:ASSIGNED_TO {role:'support', assigned_on:'2024-11-25'}]->(A1),
(S3)-[:REPAIRED {cost_chf:3290, days:24}]->(C2),
(C3)-[:FILED_UNDER]->(P21),
(C3)-[:ASSIGNED_TO {role:'lead', assigned_on:'2016-07-31'}]->(A12),
(C4)-[:FILED_UNDER]->(P27),
(C4)-[:ASSIGNED_TO {role:'lead', assigned_on:'2024-12-07'}]->(A7),
(S4)-[:REPAIRED {cost_chf:15760, days:30}]->(C4),
(C5)-[:FILED_UNDER]->(P35),
(C5)-[:ASSIGNED_TO {role:'lead', assigned_on:'2022-11-10'}]->(A12),
(S6)-[:REPAIRED {cost_chf:38970, days:10}]->(C5),
(C6)-[:FILED_UNDER]->(P44),
(C6)-[:ASSIGNED_TO {role:'lead', assigned_on:'2024-10-11'}]->(A4),
(S5)-[:REPAIRED {cost_chf:2890, days:6}]->(C6),
(C7)-[:FILED_UNDER]->(P2),
(C7)-[:ASSIGNED_TO {role:'lead', assigned_on:'2025-03-30'}]->(A8),
(S4)-[:REPAIRED {cost_chf:2210, days:2}]->(C7),
(C8)-[:FILED_UNDER]->(P14),
(C8)-[:ASSIGNED_TO {role:'lead', assigned_on:'2024-11-06'}]->(A12),
(C8)-[:ASSIGNED_TO {role:'support', assigned_on:'2024-11-06'}]->(A3),
(S1)-[:REPAIRED {cost_chf:8870, days:17}]->(C8),
(C9)-[:FILED_UNDER]->(P23),
(C9)-[:ASSIGNED_TO {role:'lead', assigned_on:'2024-05-29'}]->(A5),
(S3)-[:REPAIRED {cost_chf:8260, days:29}]->(C9),
(C10)-[:FILED_UNDER]->(P27),
(C10)-[:ASSIGNED_TO {role:'lead', assigned_on:'2020-06-14'}]->(A11),
(S4)-[:REPAIRED {cost_chf:8010, days:10}]->(C10),
(C11)-[:FILED_UNDER]->(P35),
(C11)-[:ASSIGNED_TO {role:'lead', assigned_on:'2024-01-01'}]->(A3),
(S6)-[:REPAIRED {cost_chf:5530, days:25}]->(C11),
(C12)-[:FILED_UNDER]->(P48),
(C12)-[:ASSIGNED_TO {role:'lead', assigned_on:'2015-03-07'}]->(A5),
(C13)-[:FILED_UNDER]->(P6),
(C13)-[:ASSIGNED_TO {role:'lead', assigned_on:'2025-08-23'}]->(A4),
(C14)-[:FILED_UNDER]->(P17),
(C14)-[:ASSIGNED_TO {role:'lead', assigned_on:'2025-07-24'}]->(A2),
(C14)-[:ASSIGNED_TO {role:'support', assigned_on:'2025-07-24'}]->(A1),
(S3)-[:REPAIRED {cost_chf:10770, days:26}]->(C14),
(C15)-[:FILED_UNDER]->(P24),
(C15)-[:ASSIGNED_TO {role:'lead', assigned_on:'2024-11-12'}]->(A10),
(C16)-[:FILED_UNDER]->(P28),
(C16)-[:ASSIGNED_TO {role:'lead', assigned_on:'2021-09-10'}]->(A2),
(C17)-[:FILED_UNDER]->(P37),
(C17)-[:ASSIGNED_TO {role:'lead', assigned_on:'2023-07-24'}]->(A7),
(C18)-[:FILED_UNDER]->(P47),
(C18)-[:ASSIGNED_TO {role:'lead', assigned_on:'2024-06-25'}]->(A4),
(C19)-[:FILED_UNDER]->(P6),
(C19)-[:ASSIGNED_TO {role:'lead', assigned_on:'2021-09-17'}]->(A2),
(C20)-[:FILED_UNDER]->(P18),
(C20)-[:ASSIGNED_TO {role:'lead', assigned_on:'2015-03-19'}]->(A7),
(C20)-[:ASSIGNED_TO {role:'support', assigned_on:'2015-03-19'}]->(A3),
(C21)-[:FILED_UNDER]->(P25),
(C21)-[:ASSIGNED_TO {role:'lead', assigned_on:'2023-05-23'}]->(A4),
(C22)-[:FILED_UNDER]->(P29),
(C22)-[:ASSIGNED_TO {role:'lead', assigned_on:'2023-12-31'}]->(A5),
(S6)-[:REPAIRED {cost_chf:390, days:8}]->(C22),
(C23)-[:FILED_UNDER]->(P38),
(C23)-[:ASSIGNED_TO {role:'lead', assigned_on:'2024-11-16'}]->(A8),
(C24)-[:FILED_UNDER]->(P1),
(C24)-[:ASSIGNED_TO {role:'lead', assigned_on:'2018-12-21'}]->(A7),
(S2)-[:REPAIRED {cost_chf:950, days:5}]->(C24),
(C25)-[:FILED_UNDER]->(P7),
(C25)-[:ASSIGNED_TO {role:'lead', assigned_on:'2018-06-21'}]->(A7),
(C26)-[:FILED_UNDER]->(P18),
(C26)-[:ASSIGNED_TO {role:'lead', assigned_on:'2015-03-07'}]->(A7),
(C26)-[:ASSIGNED_TO {role:'support', assigned_on:'2015-03-07'}]->(A1),
(C27)-[:FILED_UNDER]->(P24),
(C27)-[:ASSIGNED_TO {role:'lead', assigned_on:'2025-08-28'}]->(A5),
(S5)-[:REPAIRED {cost_chf:18080, days:10}]->(C27),
(C28)-[:FILED_UNDER]->(P34),
(C28)-[:ASSIGNED_TO {role:'lead', assigned_on:'2021-10-02'}]->(A10),
(S5)-[:REPAIRED {cost_chf:17350, days:30}]->(C28),
(C29)-[:FILED_UNDER]->(P41),
(C29)-[:ASSIGNED_TO {role:'lead', assigned_on:'2017-12-19'}]->(A12),
(C30)-[:FILED_UNDER]->(P49),
(C30)-[:ASSIGNED_TO {role:'lead', assigned_on:'2024-07-23'}]->(A7),
(C31)-[:FILED_UNDER]->(P7),
(C31)-[:ASSIGNED_TO {role:'lead', assigned_on:'2024-06-11'}]->(A11),
(S4)-[:REPAIRED {cost_chf:34550, days:17}]->(C31),
(C32)-[:FILED_UNDER]->(P18),
(C32)-[:ASSIGNED_TO {role:'lead', assigned_on:'2015-03-15'}]->(A3),
(C33)-[:FILED_UNDER]->(P26),
(C33)-[:ASSIGNED_TO {role:'lead', assigned_on:'2022-04-05'}]->(A8),
(C34)-[:FILED_UNDER]->(P35),
(C34)-[:ASSIGNED_TO {role:'lead', assigned_on:'2024-02-25'}]->(A4),
(S4)-[:REPAIRED {cost_chf:37600, days:22}]->(C34),
(C35)-[:FILED_UNDER]->(P41),
(C35)-[:ASSIGNED_TO {role:'lead', assigned_on:'2017-12-30'}]->(A5),
(C36)-[:FILED_UNDER]->(P50),
(C36)-[:ASSIGNED_TO {role:'lead', assigned_on:'2024-02-24'}]->(A10),
(C37)-[:FILED_UNDER]->(P11),
(S4)-[:REPAIRED {cost_chf:25460, days:21}]->(C37),
(C38)-[:FILED_UNDER]->(P19),
(C38)-[:ASSIGNED_TO {role:'lead', assigned_on:'2024-09-10'}]->(A7),
(C38)-[:ASSIGNED_TO {role:'support', assigned_on:'2024-09-10'}]->(A1),
(C39)-[:FILED_UNDER]->(P25),
(C40)-[:FILED_UNDER]->(P8),
(C40)-[:ASSIGNED_TO {role:'lead', assigned_on:'2025-05-20'}]->(A5);
