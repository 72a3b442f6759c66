// The site example: a construction firm's project data, written for gql by
// its developers (not taken from anywhere) as the firm's project-controls team
// would model it: a CHECK graph of a new domain (testdata/site/README.md).
// Jobs (the firm's projects) are BUILT_AT a worksite; tasks are SCHEDULED_IN a
// job and WAIT_FOR their predecessors (lag_days, link); crews are ALLOCATED_TO
// tasks (from_on, crew_days); workers are IN_CREW (role, since) and CERTIFIED_IN
// certifications (passed_on, expires_on, level); firms are ENGAGED_ON jobs as
// subcontractors (contract_ref, amount_eur, signed_on, scope, retention_pct)
// and DELIVERED materials to jobs (docket_no, material, delivered_on,
// quantity_t or quantity_m3, rejected); inspections CHECKED a task; safety
// reports OCCURRED_AT a worksite and workers are NAMED_IN them (role); plant is
// ON_HIRE_TO jobs (from_on, to_on, rate_eur_per_day, cost_eur, with_operator).
// Dates are ISO strings 'YYYY-MM-DD'; money euros (_eur), masses tonnes (_t),
// volumes cubic metres (_m3), areas square metres (_m2), durations minutes
// (_min) or days (_days).
// Edge cases: a job with no task (tendering), a worksite with no job, a crew
// allocated to nothing, a certification nobody holds, a firm never engaged and
// one never delivering, plant never hired, open hires, workers in no crew or in
// two, missing values, ties, leap-day dates, names with apostrophes and accents.
// Generated deterministically by a small seeded script.
// Regenerate the converted files with
//   go run ./cmd/gql convert examples/site/site.cypher --name site --out examples/site

CREATE CONSTRAINT IF NOT EXISTS FOR (x:Worksite) REQUIRE (x.site_code) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Job) REQUIRE (x.job_no) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Task) REQUIRE (x.task_code) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Crew) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Worker) REQUIRE (x.staff_no) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Certification) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Firm) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Inspection) REQUIRE (x.inspection_ref) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:SafetyReport) REQUIRE (x.report_no) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Plant) REQUIRE (x.plant_no) IS UNIQUE;

CREATE (W1:Worksite {site_code:'CK-HQ', name:'Harbour Quay', city:'Cork', area_m2:8200, brownfield:true})
CREATE (W2:Worksite {site_code:'GY-BR', name:'Ballymore Road', city:'Galway', area_m2:15400, brownfield:false})
CREATE (W3:Worksite {site_code:'DB-SA', name:"Saint Anne's Park", city:'Dublin', area_m2:23000, brownfield:false})
CREATE (W4:Worksite {site_code:'DB-LS', name:'Liffey Street Depot', city:'Dublin', area_m2:4100, brownfield:true})
CREATE (W5:Worksite {site_code:'LK-CT', name:'Castletroy Business Campus', city:'Limerick', area_m2:31000, brownfield:false})
CREATE (W6:Worksite {site_code:'DB-CL', name:'Clonsilla Yard', city:'Dublin', area_m2:2600, brownfield:true})
CREATE (J1:Job {job_no:'JB-2301', name:'Harbour Quay Apartments', client:'Leeside Homes DAC', contract_value_eur:14500000, status:'on site', start_on:'2023-03-06', due_on:'2025-06-30', public_sector:false})
CREATE (J2:Job {job_no:'JB-2302', name:'Ballymore Road Primary School', client:'Department of Education', contract_value_eur:6200000, status:'practical completion', start_on:'2023-01-09', due_on:'2024-08-23', completed_on:'2024-08-30', public_sector:true})
CREATE (J3:Job {job_no:'JB-2303', name:"St Anne's Park Pavilion", client:'Dublin City Council', contract_value_eur:2450000, status:'closed', start_on:'2022-09-05', due_on:'2023-11-30', completed_on:'2023-11-24', public_sector:true})
CREATE (J4:Job {job_no:'JB-2401', name:'Liffey Street Depot Refurbishment', client:'Ó Briain Logistics', contract_value_eur:1150000, status:'on site', start_on:'2024-02-12', due_on:'2025-02-28', public_sector:false})
CREATE (J5:Job {job_no:'JB-2402', name:'Castletroy Data Hall', client:'Nordvolt Cloud Ltd', contract_value_eur:21800000, status:'on site', start_on:'2024-04-02', due_on:'2026-03-31', public_sector:false})
CREATE (J6:Job {job_no:'JB-2403', name:'Harbour Quay Phase 2', client:'Leeside Homes DAC', contract_value_eur:9800000, status:'tendering', public_sector:false})
CREATE (J7:Job {job_no:'JB-2404', name:"St Anne's Park Playground", client:'Dublin City Council', contract_value_eur:380000, status:'on site', start_on:'2024-06-03', due_on:'2024-12-20', public_sector:true})
CREATE (T_HQ_010:Task {task_code:'HQ-010', name:'Site clearance and hoarding', phase:'enabling', planned_days:10, actual_days:12, status:'done', start_on:'2023-03-06', finished_on:'2023-03-21', critical:true})
CREATE (T_HQ_020:Task {task_code:'HQ-020', name:'Piling', phase:'substructure', planned_days:35, actual_days:41, status:'done', start_on:'2023-03-22', finished_on:'2023-05-17', critical:true})
CREATE (T_HQ_030:Task {task_code:'HQ-030', name:'Pile caps and ground beams', phase:'substructure', planned_days:20, actual_days:19, status:'done', start_on:'2023-05-18', finished_on:'2023-06-14', critical:true})
CREATE (T_HQ_040:Task {task_code:'HQ-040', name:'Basement slab', phase:'substructure', planned_days:15, actual_days:15, status:'done', start_on:'2023-06-15', finished_on:'2023-07-05', critical:true})
CREATE (T_HQ_050:Task {task_code:'HQ-050', name:'Concrete frame levels 1-4', phase:'frame', planned_days:60, actual_days:66, status:'done', start_on:'2023-07-10', finished_on:'2023-10-06', critical:true})
CREATE (T_HQ_060:Task {task_code:'HQ-060', name:'Concrete frame levels 5-8', phase:'frame', planned_days:60, actual_days:58, status:'done', start_on:'2023-10-09', finished_on:'2024-01-05', critical:true})
CREATE (T_HQ_070:Task {task_code:'HQ-070', name:'Roof and waterproofing', phase:'envelope', planned_days:25, status:'in progress', start_on:'2024-01-15', critical:false})
CREATE (T_HQ_080:Task {task_code:'HQ-080', name:'Curtain walling', phase:'envelope', planned_days:70, status:'in progress', start_on:'2024-02-05', critical:true})
CREATE (T_HQ_090:Task {task_code:'HQ-090', name:'Mechanical and electrical first fix', phase:'services', planned_days:80, status:'in progress', start_on:'2023-11-13', critical:true})
CREATE (T_HQ_100:Task {task_code:'HQ-100', name:'Drylining and screeds', phase:'finishes', planned_days:55, status:'not started', critical:true})
CREATE (T_HQ_110:Task {task_code:'HQ-110', name:'Kitchens and second fix', phase:'finishes', planned_days:45, status:'not started', critical:true})
CREATE (T_HQ_120:Task {task_code:'HQ-120', name:'Hard landscaping', phase:'externals', planned_days:20, status:'not started', critical:false})
CREATE (T_BR_010:Task {task_code:'BR-010', name:'Site set-up and topsoil strip', phase:'enabling', planned_days:8, actual_days:8, status:'done', start_on:'2023-01-09', finished_on:'2023-01-18', critical:true})
CREATE (T_BR_020:Task {task_code:'BR-020', name:'Strip foundations', phase:'substructure', planned_days:25, actual_days:30, status:'done', start_on:'2023-01-19', finished_on:'2023-03-01', critical:true})
CREATE (T_BR_030:Task {task_code:'BR-030', name:'Blockwork and steel frame', phase:'frame', planned_days:50, actual_days:48, status:'done', start_on:'2023-03-02', finished_on:'2023-05-10', critical:true})
CREATE (T_BR_040:Task {task_code:'BR-040', name:'Roof covering', phase:'envelope', planned_days:20, actual_days:24, status:'done', start_on:'2023-05-11', finished_on:'2023-06-13', critical:true})
CREATE (T_BR_050:Task {task_code:'BR-050', name:'Windows and external doors', phase:'envelope', planned_days:15, actual_days:15, status:'done', start_on:'2023-06-14', finished_on:'2023-07-04', critical:false})
CREATE (T_BR_060:Task {task_code:'BR-060', name:'Mechanical and electrical installation', phase:'services', planned_days:60, actual_days:71, status:'done', start_on:'2023-06-14', finished_on:'2023-09-20', critical:true})
CREATE (T_BR_070:Task {task_code:'BR-070', name:'Internal finishes', phase:'finishes', planned_days:45, actual_days:52, status:'done', start_on:'2023-09-21', finished_on:'2023-12-01', critical:true})
CREATE (T_BR_080:Task {task_code:'BR-080', name:'Playground and car park', phase:'externals', planned_days:30, actual_days:33, status:'done', start_on:'2024-05-06', finished_on:'2024-06-19', critical:false})
CREATE (T_SA_010:Task {task_code:'SA-010', name:'Enabling works', phase:'enabling', planned_days:5, actual_days:5, status:'done', start_on:'2022-09-05', finished_on:'2022-09-09', critical:true})
CREATE (T_SA_020:Task {task_code:'SA-020', name:'Raft foundation', phase:'substructure', planned_days:15, actual_days:17, status:'done', start_on:'2022-09-12', finished_on:'2022-10-04', critical:true})
CREATE (T_SA_030:Task {task_code:'SA-030', name:'Glulam timber frame', phase:'frame', planned_days:25, actual_days:25, status:'done', start_on:'2022-10-05', finished_on:'2022-11-08', critical:true})
CREATE (T_SA_040:Task {task_code:'SA-040', name:'Green roof', phase:'envelope', planned_days:18, actual_days:16, status:'done', start_on:'2022-11-09', finished_on:'2022-12-01', critical:true})
CREATE (T_SA_050:Task {task_code:'SA-050', name:'Changing rooms fit-out', phase:'finishes', planned_days:40, actual_days:44, status:'done', start_on:'2023-01-09', finished_on:'2023-03-09', critical:true})
CREATE (T_SA_060:Task {task_code:'SA-060', name:'Pitch-side paths', phase:'externals', planned_days:12, actual_days:12, status:'done', start_on:'2023-09-04', finished_on:'2023-09-19', critical:false})
CREATE (T_LD_010:Task {task_code:'LD-010', name:'Soft strip-out', phase:'enabling', planned_days:10, actual_days:9, status:'done', start_on:'2024-02-12', finished_on:'2024-02-23', critical:true})
CREATE (T_LD_020:Task {task_code:'LD-020', name:'Asbestos removal', phase:'enabling', planned_days:15, status:'on hold', start_on:'2024-02-26', critical:true})
CREATE (T_LD_030:Task {task_code:'LD-030', name:'Roof sheet replacement', phase:'envelope', planned_days:20, status:'not started', critical:true})
CREATE (T_LD_040:Task {task_code:'LD-040', name:'New ground floor slab', phase:'substructure', planned_days:12, actual_days:14, status:'done', start_on:'2024-03-04', finished_on:'2024-03-21', critical:false})
CREATE (T_LD_050:Task {task_code:'LD-050', name:'Electrical rewire', phase:'services', planned_days:30, status:'not started', critical:true})
CREATE (T_LD_060:Task {task_code:'LD-060', name:'Office fit-out', phase:'finishes', planned_days:25, status:'not started', critical:true})
CREATE (T_CT_010:Task {task_code:'CT-010', name:'Bulk earthworks', phase:'enabling', planned_days:30, actual_days:28, status:'done', start_on:'2024-04-02', finished_on:'2024-05-09', critical:true})
CREATE (T_CT_020:Task {task_code:'CT-020', name:'Attenuation tank and drainage', phase:'substructure', planned_days:25, actual_days:27, status:'done', start_on:'2024-05-10', finished_on:'2024-06-17', critical:false})
CREATE (T_CT_030:Task {task_code:'CT-030', name:'Pad foundations', phase:'substructure', planned_days:20, actual_days:21, status:'done', start_on:'2024-05-10', finished_on:'2024-06-07', critical:true})
CREATE (T_CT_040:Task {task_code:'CT-040', name:'Ground-bearing slab', phase:'substructure', planned_days:18, actual_days:18, status:'done', start_on:'2024-06-10', finished_on:'2024-07-03', critical:true})
CREATE (T_CT_050:Task {task_code:'CT-050', name:'Structural steel frame', phase:'frame', planned_days:40, status:'in progress', start_on:'2024-07-15', critical:true})
CREATE (T_CT_060:Task {task_code:'CT-060', name:'Cladding and roof', phase:'envelope', planned_days:45, status:'in progress', start_on:'2024-10-07', critical:true})
CREATE (T_CT_070:Task {task_code:'CT-070', name:'Substation and HV cabling', phase:'services', planned_days:50, status:'in progress', start_on:'2024-09-02', critical:true})
CREATE (T_CT_080:Task {task_code:'CT-080', name:'Cooling plant installation', phase:'services', planned_days:60, status:'not started', critical:true})
CREATE (T_CT_090:Task {task_code:'CT-090', name:'Commissioning', phase:'commissioning', planned_days:30, status:'not started', critical:true})
CREATE (T_PG_010:Task {task_code:'PG-010', name:'Site fencing', phase:'enabling', planned_days:3, actual_days:3, status:'done', start_on:'2024-06-03', finished_on:'2024-06-05', critical:true})
CREATE (T_PG_020:Task {task_code:'PG-020', name:'Excavation and drainage', phase:'substructure', planned_days:10, actual_days:13, status:'done', start_on:'2024-06-06', finished_on:'2024-06-24', critical:true})
CREATE (T_PG_030:Task {task_code:'PG-030', name:'Play equipment foundations', phase:'substructure', planned_days:8, actual_days:8, status:'done', start_on:'2024-06-25', finished_on:'2024-07-04', critical:true})
CREATE (T_PG_040:Task {task_code:'PG-040', name:'Safety surfacing and equipment', phase:'finishes', planned_days:15, status:'in progress', start_on:'2024-07-08', critical:true})
CREATE (C1:Crew {name:'Groundworks A', trade:'groundworks', based_in:'Cork'})
CREATE (C2:Crew {name:'Groundworks B', trade:'groundworks', based_in:'Dublin'})
CREATE (C3:Crew {name:'Formwork Crew', trade:'formwork', based_in:'Cork'})
CREATE (C4:Crew {name:'Steel Fixers', trade:'reinforcement', based_in:'Limerick'})
CREATE (C5:Crew {name:'Finishing Crew', trade:'finishes', based_in:'Galway'})
CREATE (C6:Crew {name:'M&E Crew', trade:'mechanical and electrical', based_in:'Dublin'})
CREATE (C7:Crew {name:'Roofing Crew', trade:'roofing', based_in:'Galway'})
CREATE (C8:Crew {name:'Night Pour Crew', trade:'concrete', based_in:'Cork'})
CREATE (P1:Worker {staff_no:'ST-001', name:'Seán Ó Súilleabháin', trade:'groundworker', day_rate_eur:310, started_on:'2008-04-14', apprentice:false})
CREATE (P2:Worker {staff_no:'ST-002', name:'Mihai Popescu', trade:'groundworker', day_rate_eur:245, started_on:'2016-09-01', apprentice:false})
CREATE (P3:Worker {staff_no:'ST-003', name:'Tadhg Lynch', trade:'plant operator', day_rate_eur:290, started_on:'2012-03-19', apprentice:false})
CREATE (P4:Worker {staff_no:'ST-004', name:'Darragh Keane', trade:'groundworker', day_rate_eur:180, started_on:'2023-09-04', apprentice:true})
CREATE (P5:Worker {staff_no:'ST-005', name:'Ciarán McCarthy', trade:'groundworker', day_rate_eur:300, started_on:'2010-06-07', apprentice:false})
CREATE (P6:Worker {staff_no:'ST-006', name:'Lukasz Nowak', trade:'groundworker', day_rate_eur:245, started_on:'2017-05-22', apprentice:false})
CREATE (P7:Worker {staff_no:'ST-007', name:"Pádraig O'Neill", trade:'labourer', day_rate_eur:210, started_on:'2019-11-11', apprentice:false})
CREATE (P8:Worker {staff_no:'ST-008', name:'Aoife Ní Bhriain', trade:'site engineer', day_rate_eur:360, started_on:'2018-08-27', apprentice:false})
CREATE (P9:Worker {staff_no:'ST-009', name:'Rui Carvalho', trade:'carpenter', day_rate_eur:285, started_on:'2013-02-11', apprentice:false})
CREATE (P10:Worker {staff_no:'ST-010', name:'Kevin Moran', trade:'carpenter', day_rate_eur:265, started_on:'2015-07-06', apprentice:false})
CREATE (P11:Worker {staff_no:'ST-011', name:'Jonas Petraitis', trade:'carpenter', day_rate_eur:265, started_on:'2018-04-23', apprentice:false})
CREATE (P12:Worker {staff_no:'ST-012', name:'Éanna Walsh', trade:'carpenter', day_rate_eur:170, started_on:'2024-01-08', apprentice:true})
CREATE (P13:Worker {staff_no:'ST-013', name:'Andrzej Kowal', trade:'steel fixer', day_rate_eur:280, started_on:'2011-10-03', apprentice:false})
CREATE (P14:Worker {staff_no:'ST-014', name:'Bogdan Ionescu', trade:'steel fixer', day_rate_eur:255, started_on:'2019-03-04', apprentice:false})
CREATE (P15:Worker {staff_no:'ST-015', name:'Gary Whelan', trade:'steel fixer', day_rate_eur:255, started_on:'2020-02-17', apprentice:false})
CREATE (P16:Worker {staff_no:'ST-016', name:"Siobhán D'Arcy", trade:'plasterer', day_rate_eur:275, started_on:'2014-05-12', apprentice:false})
CREATE (P17:Worker {staff_no:'ST-017', name:'Tomás Ruiz', trade:'plasterer', day_rate_eur:250, started_on:'2017-08-21', apprentice:false})
CREATE (P18:Worker {staff_no:'ST-018', name:'Niamh Fahy', trade:'painter', day_rate_eur:230, started_on:'2021-04-06', apprentice:false})
CREATE (P19:Worker {staff_no:'ST-019', name:'Oisín Burke', trade:'tiler', day_rate_eur:250, apprentice:false})
CREATE (P20:Worker {staff_no:'ST-020', name:'Declan Hayes', trade:'electrician', day_rate_eur:330, started_on:'2009-01-12', apprentice:false})
CREATE (P21:Worker {staff_no:'ST-021', name:'Zofia Wiśniewska', trade:'electrician', day_rate_eur:300, started_on:'2016-10-03', apprentice:false})
CREATE (P22:Worker {staff_no:'ST-022', name:'Martin Quinn', trade:'plumber', day_rate_eur:300, started_on:'2012-09-24', apprentice:false})
CREATE (P23:Worker {staff_no:'ST-023', name:'Cian Doyle', trade:'electrician', day_rate_eur:175, started_on:'2023-09-04', apprentice:true})
CREATE (P24:Worker {staff_no:'ST-024', name:'Fionn Gallagher', trade:'roofer', day_rate_eur:270, started_on:'2011-05-16', apprentice:false})
CREATE (P25:Worker {staff_no:'ST-025', name:'Marek Dvořák', trade:'roofer', day_rate_eur:250, started_on:'2018-07-02', apprentice:false})
CREATE (P26:Worker {staff_no:'ST-026', name:'Liam Coughlan', trade:'roofer', day_rate_eur:250, started_on:'2020-03-09', apprentice:false})
CREATE (P27:Worker {staff_no:'ST-027', name:'Eoin Brady', trade:'concrete finisher', day_rate_eur:270, started_on:'2014-11-03', apprentice:false})
CREATE (P28:Worker {staff_no:'ST-028', name:'Gráinne Kelleher', trade:'site manager', day_rate_eur:420, started_on:'2006-02-06', apprentice:false})
CREATE (P29:Worker {staff_no:'ST-029', name:'Brendan Foley', trade:'site manager', day_rate_eur:410, started_on:'2007-09-10', apprentice:false})
CREATE (P30:Worker {staff_no:'ST-030', name:'Sinéad Murphy', trade:'health and safety officer', day_rate_eur:380, started_on:'2015-03-02', apprentice:false})
CREATE (P31:Worker {staff_no:'ST-031', name:'Tiago Mendes', trade:'crane operator', day_rate_eur:340, started_on:'2019-06-17', apprentice:false})
CREATE (P32:Worker {staff_no:'ST-032', name:'Paul Kearney', trade:'labourer', day_rate_eur:210, started_on:'2022-02-28', apprentice:false})
CREATE (P33:Worker {staff_no:'ST-033', name:'Adrian Kovács', trade:'steel fixer', day_rate_eur:255, started_on:'2021-08-09', apprentice:false})
CREATE (P34:Worker {staff_no:'ST-034', name:'Mairéad Collins', trade:'quantity surveyor', day_rate_eur:390, started_on:'2016-01-11', apprentice:false})
CREATE (P35:Worker {staff_no:'ST-035', name:'Jack Noonan', trade:'labourer', day_rate_eur:210, started_on:'2024-03-04', apprentice:false})
CREATE (P36:Worker {staff_no:'ST-036', name:'Ronan Daly', trade:'plumber', day_rate_eur:300, started_on:'2019-01-21', apprentice:false})
CREATE (K1:Certification {name:'Safe Pass', issuer:'SOLAS', valid_years:4})
CREATE (K2:Certification {name:'Manual Handling', issuer:'in-house', valid_years:3})
CREATE (K3:Certification {name:'Working at Height', issuer:'in-house', valid_years:3})
CREATE (K4:Certification {name:'Slinger Signaller', issuer:'CSCS', valid_years:5})
CREATE (K5:Certification {name:'Tower Crane Operator', issuer:'CSCS', valid_years:5})
CREATE (K6:Certification {name:'Confined Space Entry', issuer:'SOLAS', valid_years:3})
CREATE (K7:Certification {name:'Abrasive Wheels', issuer:'in-house'})
CREATE (K8:Certification {name:'First Aid Responder', issuer:'PHECC', valid_years:2})
CREATE (K9:Certification {name:'Asbestos Awareness', issuer:'in-house', valid_years:1})
CREATE (K10:Certification {name:'Site Safety Supervisor', issuer:'SOLAS', valid_years:5})
CREATE (F1:Firm {name:'Kerrigan Piling Ltd', kind:'subcontractor', trade:'piling', county:'Cork', approved:true, insurance_expires_on:'2025-03-31'})
CREATE (F2:Firm {name:'Dunne & Walsh Electrical', kind:'subcontractor', trade:'electrical', county:'Dublin', approved:true, insurance_expires_on:'2025-01-31'})
CREATE (F3:Firm {name:'AquaTherm Mechanical', kind:'subcontractor', trade:'mechanical', county:'Limerick', approved:true, insurance_expires_on:'2024-10-31'})
CREATE (F4:Firm {name:'Byrne Scaffolding', kind:'subcontractor', trade:'scaffolding', county:'Dublin', approved:true, insurance_expires_on:'2025-06-30'})
CREATE (F5:Firm {name:'Glasán Façades', kind:'subcontractor', trade:'curtain walling', county:'Galway', approved:true, insurance_expires_on:'2025-04-30'})
CREATE (F6:Firm {name:'Ó Murchú Roofing', kind:'subcontractor', trade:'roofing', county:'Kerry', approved:false, insurance_expires_on:'2025-02-28'})
CREATE (F7:Firm {name:'Lee Valley Asbestos Services', kind:'subcontractor', trade:'asbestos removal', county:'Cork', approved:true})
CREATE (F8:Firm {name:'Shannon Lifts', kind:'subcontractor', trade:'lifts', county:'Clare', approved:true, insurance_expires_on:'2025-09-30'})
CREATE (F9:Firm {name:'Greenline Landscapes', kind:'subcontractor', trade:'landscaping', county:'Dublin', approved:false, insurance_expires_on:'2025-05-31'})
CREATE (F10:Firm {name:'Moher Readymix', kind:'supplier', trade:'concrete', county:'Clare', approved:true})
CREATE (F11:Firm {name:'Carrig Quarries', kind:'supplier', trade:'aggregates', county:'Cork', approved:true})
CREATE (F12:Firm {name:'Celtic Rebar', kind:'supplier', trade:'steel', county:'Limerick', approved:true})
CREATE (F13:Firm {name:"O'Dwyer Blocks & Brick", kind:'supplier', trade:'masonry', county:'Galway', approved:true})
CREATE (F14:Firm {name:'Atlantic Timber Merchants', kind:'supplier', trade:'timber', county:'Galway', approved:false})
CREATE (I1:Inspection {inspection_ref:'IN-001', kind:'pre-pour', inspected_on:'2023-06-14', outcome:'pass', inspector:'Karen Stack', duration_min:45})
CREATE (I2:Inspection {inspection_ref:'IN-002', kind:'structural', inspected_on:'2023-09-12', outcome:'fail', inspector:'Karen Stack', duration_min:120})
CREATE (I3:Inspection {inspection_ref:'IN-003', kind:'structural', inspected_on:'2023-09-19', outcome:'pass', inspector:'Karen Stack', duration_min:90})
CREATE (I4:Inspection {inspection_ref:'IN-004', kind:'pre-pour', inspected_on:'2023-11-28', outcome:'pass', inspector:'Donal Ryan', duration_min:40})
CREATE (I5:Inspection {inspection_ref:'IN-005', kind:'fire stopping', inspected_on:'2024-09-18', outcome:'pass with conditions', inspector:'Marie Lenihan', duration_min:150})
CREATE (I6:Inspection {inspection_ref:'IN-006', kind:'electrical', inspected_on:'2024-10-22', outcome:'fail', inspector:'Peter Gilsenan', duration_min:180})
CREATE (I7:Inspection {inspection_ref:'IN-007', kind:'drainage', inspected_on:'2023-02-27', outcome:'pass', inspector:'Donal Ryan', duration_min:60})
CREATE (I8:Inspection {inspection_ref:'IN-008', kind:'building control', inspected_on:'2023-12-05', outcome:'pass with conditions', inspector:'Marie Lenihan', duration_min:240})
CREATE (I9:Inspection {inspection_ref:'IN-009', kind:'building control', inspected_on:'2024-08-28', outcome:'pass', inspector:'Marie Lenihan', duration_min:200})
CREATE (I10:Inspection {inspection_ref:'IN-010', kind:'electrical', inspected_on:'2023-09-18', outcome:'pass', inspector:'Peter Gilsenan', duration_min:150})
CREATE (I11:Inspection {inspection_ref:'IN-011', kind:'structural', inspected_on:'2022-11-07', outcome:'pass', inspector:'Karen Stack', duration_min:75})
CREATE (I12:Inspection {inspection_ref:'IN-012', kind:'building control', inspected_on:'2023-11-21', outcome:'pass', inspector:'Marie Lenihan', duration_min:210})
CREATE (I13:Inspection {inspection_ref:'IN-013', kind:'asbestos clearance', inspected_on:'2024-03-27', outcome:'fail', inspector:"Úna O'Riordan", duration_min:120})
CREATE (I14:Inspection {inspection_ref:'IN-014', kind:'asbestos clearance', inspected_on:'2024-06-11', outcome:'fail', inspector:"Úna O'Riordan", duration_min:120})
CREATE (I15:Inspection {inspection_ref:'IN-015', kind:'pre-pour', inspected_on:'2024-03-18', outcome:'pass', inspector:'Donal Ryan', duration_min:30})
CREATE (I16:Inspection {inspection_ref:'IN-016', kind:'drainage', inspected_on:'2024-06-14', outcome:'pass', inspector:'Donal Ryan', duration_min:90})
CREATE (I17:Inspection {inspection_ref:'IN-017', kind:'pre-pour', inspected_on:'2024-06-06', outcome:'pass', inspector:'Karen Stack', duration_min:60})
CREATE (I18:Inspection {inspection_ref:'IN-018', kind:'pre-pour', inspected_on:'2024-07-01', outcome:'pass with conditions', inspector:'Karen Stack', duration_min:60})
CREATE (I19:Inspection {inspection_ref:'IN-019', kind:'structural', inspected_on:'2024-10-15', outcome:'pass', inspector:'Karen Stack', duration_min:135})
CREATE (I20:Inspection {inspection_ref:'IN-020', kind:'drainage', inspected_on:'2024-06-21', outcome:'fail', inspector:'Donal Ryan', duration_min:45})
CREATE (I21:Inspection {inspection_ref:'IN-021', kind:'drainage', inspected_on:'2024-06-24', outcome:'pass', inspector:'Donal Ryan'})
CREATE (I22:Inspection {inspection_ref:'IN-022', kind:'play safety', inspected_on:'2024-11-12', outcome:'fail', inspector:'Hans Müller', duration_min:120})
CREATE (S1:SafetyReport {report_no:'SR-01', occurred_on:'2023-04-03', severity:'near miss', lost_days:0, description:'Unsecured load swung over walkway', reported_to_hsa:false})
CREATE (S2:SafetyReport {report_no:'SR-02', occurred_on:'2023-05-08', severity:'first aid', lost_days:0, description:'Cut hand on rebar end', reported_to_hsa:false})
CREATE (S3:SafetyReport {report_no:'SR-03', occurred_on:'2023-08-22', severity:'lost time', lost_days:12, description:'Fall from ladder', reported_to_hsa:true})
CREATE (S4:SafetyReport {report_no:'SR-04', occurred_on:'2023-02-14', severity:'first aid', lost_days:0, description:'Eye irritation from cement dust', reported_to_hsa:false})
CREATE (S5:SafetyReport {report_no:'SR-05', occurred_on:'2023-06-30', severity:'lost time', lost_days:4, description:'Twisted ankle on uneven ground', reported_to_hsa:false})
CREATE (S6:SafetyReport {report_no:'SR-06', occurred_on:'2022-10-20', severity:'near miss', lost_days:0, description:'Excavator reversed without banksman', reported_to_hsa:false})
CREATE (S7:SafetyReport {report_no:'SR-07', occurred_on:'2024-02-27', severity:'dangerous occurrence', lost_days:0, description:'Suspected asbestos disturbed during strip-out', reported_to_hsa:true})
CREATE (S8:SafetyReport {report_no:'SR-08', occurred_on:'2024-05-13', severity:'lost time', lost_days:21, description:'Hand crushed by dumper skip', reported_to_hsa:true})
CREATE (S9:SafetyReport {report_no:'SR-09', occurred_on:'2024-07-19', severity:'near miss', lost_days:0, description:'Steel beam slipped from sling', reported_to_hsa:false})
CREATE (S10:SafetyReport {report_no:'SR-10', occurred_on:'2024-09-09', severity:'first aid', lost_days:0, description:'Heat exhaustion', reported_to_hsa:false})
CREATE (S11:SafetyReport {report_no:'SR-11', occurred_on:'2024-06-26', severity:'near miss', lost_days:0, description:'Child climbed site fence', reported_to_hsa:false})
CREATE (S12:SafetyReport {report_no:'SR-12', occurred_on:'2024-10-01', severity:'lost time', description:'Back strain lifting kerbs', reported_to_hsa:false})
CREATE (E1:Plant {plant_no:'PL-01', kind:'tower crane', make:'Liebherr', weight_t:42.0, hire_firm:'Cranes Ireland'})
CREATE (E2:Plant {plant_no:'PL-02', kind:'mobile crane', make:'Tadano', weight_t:36.0, hire_firm:'Cranes Ireland'})
CREATE (E3:Plant {plant_no:'PL-03', kind:'excavator', make:'Komatsu', weight_t:21.5})
CREATE (E4:Plant {plant_no:'PL-04', kind:'excavator', make:'CAT', weight_t:20.0, hire_firm:'Flynn Plant Hire'})
CREATE (E5:Plant {plant_no:'PL-05', kind:'mini digger', make:'Kubota', weight_t:1.8})
CREATE (E6:Plant {plant_no:'PL-06', kind:'telehandler', make:'JCB', weight_t:8.5, hire_firm:'Flynn Plant Hire'})
CREATE (E7:Plant {plant_no:'PL-07', kind:'telehandler', make:'Manitou', weight_t:7.9, hire_firm:'Hewden Hire'})
CREATE (E8:Plant {plant_no:'PL-08', kind:'dumper', make:'Thwaites', weight_t:3.2})
CREATE (E9:Plant {plant_no:'PL-09', kind:'concrete pump', make:'Schwing', weight_t:26.0, hire_firm:'Pumpcrete'})
CREATE (E10:Plant {plant_no:'PL-10', kind:'scissor lift', make:'Genie', weight_t:2.9, hire_firm:'Hewden Hire'})
CREATE (E11:Plant {plant_no:'PL-11', kind:'roller', make:'Bomag', weight_t:4.6, hire_firm:'Flynn Plant Hire'})
CREATE (E12:Plant {plant_no:'PL-12', kind:'dumper', make:'Thwaites', weight_t:3.2})
CREATE (E13:Plant {plant_no:'PL-13', kind:'excavator', make:'Hitachi', weight_t:30.0, hire_firm:'Flynn Plant Hire'})
CREATE
(J1)-[:BUILT_AT]->(W1),
(J2)-[:BUILT_AT]->(W2),
(J3)-[:BUILT_AT]->(W3),
(J4)-[:BUILT_AT]->(W4),
(J5)-[:BUILT_AT]->(W5),
(J6)-[:BUILT_AT]->(W1),
(J7)-[:BUILT_AT]->(W3),
(T_HQ_010)-[:SCHEDULED_IN]->(J1),
(T_HQ_020)-[:SCHEDULED_IN]->(J1),
(T_HQ_030)-[:SCHEDULED_IN]->(J1),
(T_HQ_040)-[:SCHEDULED_IN]->(J1),
(T_HQ_050)-[:SCHEDULED_IN]->(J1),
(T_HQ_060)-[:SCHEDULED_IN]->(J1),
(T_HQ_070)-[:SCHEDULED_IN]->(J1),
(T_HQ_080)-[:SCHEDULED_IN]->(J1),
(T_HQ_090)-[:SCHEDULED_IN]->(J1),
(T_HQ_100)-[:SCHEDULED_IN]->(J1),
(T_HQ_110)-[:SCHEDULED_IN]->(J1),
(T_HQ_120)-[:SCHEDULED_IN]->(J1),
(T_BR_010)-[:SCHEDULED_IN]->(J2),
(T_BR_020)-[:SCHEDULED_IN]->(J2),
(T_BR_030)-[:SCHEDULED_IN]->(J2),
(T_BR_040)-[:SCHEDULED_IN]->(J2),
(T_BR_050)-[:SCHEDULED_IN]->(J2),
(T_BR_060)-[:SCHEDULED_IN]->(J2),
(T_BR_070)-[:SCHEDULED_IN]->(J2),
(T_BR_080)-[:SCHEDULED_IN]->(J2),
(T_SA_010)-[:SCHEDULED_IN]->(J3),
(T_SA_020)-[:SCHEDULED_IN]->(J3),
(T_SA_030)-[:SCHEDULED_IN]->(J3),
(T_SA_040)-[:SCHEDULED_IN]->(J3),
(T_SA_050)-[:SCHEDULED_IN]->(J3),
(T_SA_060)-[:SCHEDULED_IN]->(J3),
(T_LD_010)-[:SCHEDULED_IN]->(J4),
(T_LD_020)-[:SCHEDULED_IN]->(J4),
(T_LD_030)-[:SCHEDULED_IN]->(J4),
(T_LD_040)-[:SCHEDULED_IN]->(J4),
(T_LD_050)-[:SCHEDULED_IN]->(J4),
(T_LD_060)-[:SCHEDULED_IN]->(J4),
(T_CT_010)-[:SCHEDULED_IN]->(J5),
(T_CT_020)-[:SCHEDULED_IN]->(J5),
(T_CT_030)-[:SCHEDULED_IN]->(J5),
(T_CT_040)-[:SCHEDULED_IN]->(J5),
(T_CT_050)-[:SCHEDULED_IN]->(J5),
(T_CT_060)-[:SCHEDULED_IN]->(J5),
(T_CT_070)-[:SCHEDULED_IN]->(J5),
(T_CT_080)-[:SCHEDULED_IN]->(J5),
(T_CT_090)-[:SCHEDULED_IN]->(J5),
(T_PG_010)-[:SCHEDULED_IN]->(J7),
(T_PG_020)-[:SCHEDULED_IN]->(J7),
(T_PG_030)-[:SCHEDULED_IN]->(J7),
(T_PG_040)-[:SCHEDULED_IN]->(J7),
(T_HQ_020)-[:WAITS_FOR {lag_days:0, link:'finish-to-start'}]->(T_HQ_010),
(T_HQ_030)-[:WAITS_FOR {lag_days:0, link:'finish-to-start'}]->(T_HQ_020),
(T_HQ_040)-[:WAITS_FOR {lag_days:2, link:'finish-to-start'}]->(T_HQ_030),
(T_HQ_050)-[:WAITS_FOR {lag_days:3, link:'finish-to-start'}]->(T_HQ_040),
(T_HQ_060)-[:WAITS_FOR {lag_days:0, link:'finish-to-start'}]->(T_HQ_050),
(T_HQ_070)-[:WAITS_FOR {lag_days:5, link:'finish-to-start'}]->(T_HQ_060),
(T_HQ_080)-[:WAITS_FOR {lag_days:20, link:'finish-to-start'}]->(T_HQ_060),
(T_HQ_090)-[:WAITS_FOR {lag_days:25, link:'start-to-start'}]->(T_HQ_050),
(T_HQ_100)-[:WAITS_FOR {lag_days:0, link:'finish-to-start'}]->(T_HQ_080),
(T_HQ_100)-[:WAITS_FOR {lag_days:0, link:'finish-to-start'}]->(T_HQ_090),
(T_HQ_110)-[:WAITS_FOR {lag_days:0, link:'finish-to-start'}]->(T_HQ_100),
(T_HQ_120)-[:WAITS_FOR {lag_days:0, link:'finish-to-start'}]->(T_HQ_070),
(T_BR_020)-[:WAITS_FOR {lag_days:0, link:'finish-to-start'}]->(T_BR_010),
(T_BR_030)-[:WAITS_FOR {lag_days:0, link:'finish-to-start'}]->(T_BR_020),
(T_BR_040)-[:WAITS_FOR {lag_days:0, link:'finish-to-start'}]->(T_BR_030),
(T_BR_050)-[:WAITS_FOR {lag_days:0, link:'finish-to-start'}]->(T_BR_040),
(T_BR_060)-[:WAITS_FOR {lag_days:0, link:'finish-to-start'}]->(T_BR_040),
(T_BR_070)-[:WAITS_FOR {lag_days:0, link:'finish-to-start'}]->(T_BR_060),
(T_BR_070)-[:WAITS_FOR {lag_days:0, link:'finish-to-start'}]->(T_BR_050),
(T_BR_080)-[:WAITS_FOR {lag_days:100, link:'finish-to-start'}]->(T_BR_070),
(T_SA_020)-[:WAITS_FOR {lag_days:0, link:'finish-to-start'}]->(T_SA_010),
(T_SA_030)-[:WAITS_FOR {lag_days:0, link:'finish-to-start'}]->(T_SA_020),
(T_SA_040)-[:WAITS_FOR {lag_days:0, link:'finish-to-start'}]->(T_SA_030),
(T_SA_050)-[:WAITS_FOR {lag_days:0, link:'finish-to-start'}]->(T_SA_040),
(T_SA_060)-[:WAITS_FOR {lag_days:0, link:'finish-to-start'}]->(T_SA_050),
(T_LD_020)-[:WAITS_FOR {lag_days:0, link:'finish-to-start'}]->(T_LD_010),
(T_LD_030)-[:WAITS_FOR {lag_days:0, link:'finish-to-start'}]->(T_LD_020),
(T_LD_040)-[:WAITS_FOR {lag_days:5, link:'finish-to-start'}]->(T_LD_010),
(T_LD_050)-[:WAITS_FOR {lag_days:0, link:'finish-to-start'}]->(T_LD_030),
(T_LD_060)-[:WAITS_FOR {lag_days:0, link:'finish-to-start'}]->(T_LD_050),
(T_LD_060)-[:WAITS_FOR {lag_days:0, link:'finish-to-start'}]->(T_LD_040),
(T_CT_020)-[:WAITS_FOR {lag_days:0, link:'finish-to-start'}]->(T_CT_010),
(T_CT_030)-[:WAITS_FOR {lag_days:0, link:'finish-to-start'}]->(T_CT_010),
(T_CT_040)-[:WAITS_FOR {lag_days:0, link:'finish-to-start'}]->(T_CT_030),
(T_CT_050)-[:WAITS_FOR {lag_days:8, link:'finish-to-start'}]->(T_CT_040),
(T_CT_060)-[:WAITS_FOR {lag_days:30, link:'start-to-start'}]->(T_CT_050),
(T_CT_070)-[:WAITS_FOR {lag_days:0, link:'finish-to-start'}]->(T_CT_040),
(T_CT_080)-[:WAITS_FOR {lag_days:0, link:'finish-to-start'}]->(T_CT_060),
(T_CT_080)-[:WAITS_FOR {lag_days:0, link:'finish-to-start'}]->(T_CT_070),
(T_CT_090)-[:WAITS_FOR {lag_days:0, link:'finish-to-start'}]->(T_CT_080),
(T_PG_020)-[:WAITS_FOR {lag_days:0, link:'finish-to-start'}]->(T_PG_010),
(T_PG_030)-[:WAITS_FOR {lag_days:0, link:'finish-to-start'}]->(T_PG_020),
(T_PG_040)-[:WAITS_FOR {lag_days:0, link:'finish-to-start'}]->(T_PG_030),
(C1)-[:ALLOCATED_TO {from_on:'2023-03-06', crew_days:12}]->(T_HQ_010),
(C1)-[:ALLOCATED_TO {from_on:'2023-05-18', crew_days:19}]->(T_HQ_030),
(C1)-[:ALLOCATED_TO {from_on:'2023-06-15', crew_days:15}]->(T_HQ_040),
(C1)-[:ALLOCATED_TO {}]->(T_HQ_120),
(C3)-[:ALLOCATED_TO {from_on:'2023-07-10', crew_days:66}]->(T_HQ_050),
(C3)-[:ALLOCATED_TO {from_on:'2023-10-09', crew_days:58}]->(T_HQ_060),
(C4)-[:ALLOCATED_TO {from_on:'2023-07-10', crew_days:40}]->(T_HQ_050),
(C4)-[:ALLOCATED_TO {from_on:'2023-10-09', crew_days:35}]->(T_HQ_060),
(C3)-[:ALLOCATED_TO {from_on:'2023-06-20', crew_days:6}]->(T_HQ_040),
(C6)-[:ALLOCATED_TO {from_on:'2023-11-13', crew_days:210}]->(T_HQ_090),
(C5)-[:ALLOCATED_TO {}]->(T_HQ_100),
(C7)-[:ALLOCATED_TO {from_on:'2024-01-15', crew_days:90}]->(T_HQ_070),
(C1)-[:ALLOCATED_TO {from_on:'2023-01-09', crew_days:8}]->(T_BR_010),
(C1)-[:ALLOCATED_TO {from_on:'2023-01-19', crew_days:30}]->(T_BR_020),
(C5)-[:ALLOCATED_TO {from_on:'2023-03-02', crew_days:48}]->(T_BR_030),
(C7)-[:ALLOCATED_TO {from_on:'2023-05-11', crew_days:24}]->(T_BR_040),
(C6)-[:ALLOCATED_TO {from_on:'2023-06-14', crew_days:71}]->(T_BR_060),
(C5)-[:ALLOCATED_TO {from_on:'2023-09-21', crew_days:52}]->(T_BR_070),
(C1)-[:ALLOCATED_TO {from_on:'2024-05-06', crew_days:33}]->(T_BR_080),
(C2)-[:ALLOCATED_TO {from_on:'2022-09-05', crew_days:5}]->(T_SA_010),
(C2)-[:ALLOCATED_TO {from_on:'2022-09-12', crew_days:17}]->(T_SA_020),
(C4)-[:ALLOCATED_TO {from_on:'2022-09-19', crew_days:4}]->(T_SA_020),
(C7)-[:ALLOCATED_TO {from_on:'2022-11-09', crew_days:16}]->(T_SA_040),
(C5)-[:ALLOCATED_TO {from_on:'2023-01-09', crew_days:44}]->(T_SA_050),
(C2)-[:ALLOCATED_TO {from_on:'2023-09-04', crew_days:12}]->(T_SA_060),
(C2)-[:ALLOCATED_TO {from_on:'2024-02-12', crew_days:9}]->(T_LD_010),
(C2)-[:ALLOCATED_TO {from_on:'2024-03-04', crew_days:14}]->(T_LD_040),
(C6)-[:ALLOCATED_TO {}]->(T_LD_050),
(C1)-[:ALLOCATED_TO {from_on:'2024-04-02', crew_days:28}]->(T_CT_010),
(C1)-[:ALLOCATED_TO {from_on:'2024-05-10', crew_days:27}]->(T_CT_020),
(C4)-[:ALLOCATED_TO {from_on:'2024-05-13', crew_days:18}]->(T_CT_030),
(C3)-[:ALLOCATED_TO {from_on:'2024-05-10', crew_days:21}]->(T_CT_030),
(C3)-[:ALLOCATED_TO {from_on:'2024-06-10', crew_days:18}]->(T_CT_040),
(C6)-[:ALLOCATED_TO {from_on:'2024-09-02', crew_days:60}]->(T_CT_070),
(C2)-[:ALLOCATED_TO {from_on:'2024-06-03', crew_days:3}]->(T_PG_010),
(C2)-[:ALLOCATED_TO {from_on:'2024-06-06', crew_days:13}]->(T_PG_020),
(C2)-[:ALLOCATED_TO {from_on:'2024-06-25', crew_days:8}]->(T_PG_030),
(P1)-[:IN_CREW {role:'foreman', since:'2015-01-05'}]->(C1),
(P2)-[:IN_CREW {role:'operative', since:'2016-09-01'}]->(C1),
(P3)-[:IN_CREW {role:'operative', since:'2014-02-03'}]->(C1),
(P4)-[:IN_CREW {role:'apprentice', since:'2023-09-04'}]->(C1),
(P5)-[:IN_CREW {role:'foreman', since:'2018-03-12'}]->(C2),
(P6)-[:IN_CREW {role:'operative', since:'2017-05-22'}]->(C2),
(P7)-[:IN_CREW {role:'operative', since:'2019-11-11'}]->(C2),
(P9)-[:IN_CREW {role:'foreman', since:'2019-06-03'}]->(C3),
(P10)-[:IN_CREW {role:'chargehand', since:'2021-01-11'}]->(C3),
(P11)-[:IN_CREW {role:'operative', since:'2018-04-23'}]->(C3),
(P12)-[:IN_CREW {role:'apprentice', since:'2024-01-08'}]->(C3),
(P13)-[:IN_CREW {role:'foreman', since:'2016-02-15'}]->(C4),
(P14)-[:IN_CREW {role:'operative', since:'2019-03-04'}]->(C4),
(P14)-[:IN_CREW {role:'operative', since:'2024-05-20'}]->(C8),
(P15)-[:IN_CREW {role:'operative', since:'2020-02-17'}]->(C4),
(P16)-[:IN_CREW {role:'foreman', since:'2020-09-07'}]->(C5),
(P17)-[:IN_CREW {role:'operative', since:'2017-08-21'}]->(C5),
(P18)-[:IN_CREW {role:'operative', since:'2021-04-06'}]->(C5),
(P19)-[:IN_CREW {role:'operative', since:'2022-06-13'}]->(C5),
(P20)-[:IN_CREW {role:'foreman', since:'2017-01-09'}]->(C6),
(P21)-[:IN_CREW {role:'chargehand', since:'2022-01-10'}]->(C6),
(P22)-[:IN_CREW {role:'operative', since:'2012-09-24'}]->(C6),
(P23)-[:IN_CREW {role:'apprentice', since:'2023-09-04'}]->(C6),
(P24)-[:IN_CREW {role:'foreman', since:'2011-05-16'}]->(C7),
(P25)-[:IN_CREW {role:'operative', since:'2018-07-02'}]->(C7),
(P26)-[:IN_CREW {role:'operative', since:'2020-03-09'}]->(C7),
(P27)-[:IN_CREW {role:'foreman', since:'2024-05-20'}]->(C8),
(P27)-[:IN_CREW {role:'operative', since:'2014-11-03'}]->(C3),
(P32)-[:IN_CREW {role:'operative', since:'2022-02-28'}]->(C1),
(P33)-[:IN_CREW {role:'operative', since:'2021-08-09'}]->(C4),
(P35)-[:IN_CREW {role:'operative', since:'2024-03-04'}]->(C2),
(P36)-[:IN_CREW {role:'operative', since:'2019-01-21'}]->(C6),
(P1)-[:CERTIFIED_IN {passed_on:'2021-12-06', expires_on:'2025-12-06'}]->(K1),
(P2)-[:CERTIFIED_IN {passed_on:'2021-07-12', expires_on:'2025-07-12'}]->(K1),
(P3)-[:CERTIFIED_IN {passed_on:'2020-04-24', expires_on:'2024-04-24'}]->(K1),
(P4)-[:CERTIFIED_IN {passed_on:'2021-06-06', expires_on:'2025-06-06'}]->(K1),
(P5)-[:CERTIFIED_IN {passed_on:'2023-02-22', expires_on:'2027-02-22'}]->(K1),
(P6)-[:CERTIFIED_IN {passed_on:'2024-10-20', expires_on:'2028-10-20'}]->(K1),
(P7)-[:CERTIFIED_IN {passed_on:'2020-11-30', expires_on:'2024-11-30'}]->(K1),
(P8)-[:CERTIFIED_IN {passed_on:'2023-02-23', expires_on:'2027-02-23'}]->(K1),
(P9)-[:CERTIFIED_IN {passed_on:'2024-11-05', expires_on:'2028-11-05'}]->(K1),
(P10)-[:CERTIFIED_IN {passed_on:'2022-05-05', expires_on:'2026-05-05'}]->(K1),
(P11)-[:CERTIFIED_IN {passed_on:'2023-09-14', expires_on:'2027-09-14'}]->(K1),
(P12)-[:CERTIFIED_IN {passed_on:'2023-09-19', expires_on:'2027-09-19'}]->(K1),
(P13)-[:CERTIFIED_IN {passed_on:'2024-10-27', expires_on:'2028-10-27'}]->(K1),
(P14)-[:CERTIFIED_IN {passed_on:'2022-05-18', expires_on:'2026-05-18'}]->(K1),
(P15)-[:CERTIFIED_IN {passed_on:'2022-12-27', expires_on:'2026-12-27'}]->(K1),
(P16)-[:CERTIFIED_IN {passed_on:'2024-12-24', expires_on:'2028-12-24'}]->(K1),
(P17)-[:CERTIFIED_IN {passed_on:'2020-03-14', expires_on:'2024-03-14'}]->(K1),
(P18)-[:CERTIFIED_IN {passed_on:'2020-05-15', expires_on:'2024-05-15'}]->(K1),
(P19)-[:CERTIFIED_IN {passed_on:'2020-06-09', expires_on:'2024-06-09'}]->(K1),
(P20)-[:CERTIFIED_IN {passed_on:'2022-06-18', expires_on:'2026-06-18'}]->(K1),
(P21)-[:CERTIFIED_IN {passed_on:'2023-10-16', expires_on:'2027-10-16'}]->(K1),
(P22)-[:CERTIFIED_IN {passed_on:'2021-08-23', expires_on:'2025-08-23'}]->(K1),
(P23)-[:CERTIFIED_IN {passed_on:'2021-03-03', expires_on:'2025-03-03'}]->(K1),
(P24)-[:CERTIFIED_IN {passed_on:'2023-05-06', expires_on:'2027-05-06'}]->(K1),
(P25)-[:CERTIFIED_IN {passed_on:'2021-04-22', expires_on:'2025-04-22'}]->(K1),
(P26)-[:CERTIFIED_IN {passed_on:'2023-06-01', expires_on:'2027-06-01'}]->(K1),
(P27)-[:CERTIFIED_IN {passed_on:'2023-05-09', expires_on:'2027-05-09'}]->(K1),
(P28)-[:CERTIFIED_IN {passed_on:'2024-03-02', expires_on:'2028-03-02'}]->(K1),
(P29)-[:CERTIFIED_IN {passed_on:'2023-09-17', expires_on:'2027-09-17'}]->(K1),
(P30)-[:CERTIFIED_IN {passed_on:'2024-07-26', expires_on:'2028-07-26'}]->(K1),
(P31)-[:CERTIFIED_IN {passed_on:'2020-11-11', expires_on:'2024-11-11'}]->(K1),
(P32)-[:CERTIFIED_IN {passed_on:'2022-02-15', expires_on:'2026-02-15'}]->(K1),
(P33)-[:CERTIFIED_IN {passed_on:'2020-05-08', expires_on:'2024-05-08'}]->(K1),
(P34)-[:CERTIFIED_IN {passed_on:'2020-07-24', expires_on:'2024-07-24'}]->(K1),
(P35)-[:CERTIFIED_IN {passed_on:'2024-02-29', expires_on:'2028-02-29'}]->(K1),
(P36)-[:CERTIFIED_IN {passed_on:'2020-08-08', expires_on:'2024-08-08'}]->(K1),
(P1)-[:CERTIFIED_IN {passed_on:'2022-05-10', expires_on:'2025-05-10'}]->(K2),
(P1)-[:CERTIFIED_IN {passed_on:'2023-09-14', expires_on:'2025-09-14', level:'occupational'}]->(K8),
(P1)-[:CERTIFIED_IN {passed_on:'2021-03-02', expires_on:'2024-03-02'}]->(K6),
(P2)-[:CERTIFIED_IN {passed_on:'2021-06-01', expires_on:'2024-06-01'}]->(K2),
(P3)-[:CERTIFIED_IN {passed_on:'2020-10-19', expires_on:'2025-10-19'}]->(K4),
(P3)-[:CERTIFIED_IN {passed_on:'2022-02-14', expires_on:'2025-02-14'}]->(K6),
(P4)-[:CERTIFIED_IN {passed_on:'2023-09-11', expires_on:'2026-09-11'}]->(K2),
(P5)-[:CERTIFIED_IN {passed_on:'2020-04-20', expires_on:'2023-04-20'}]->(K6),
(P5)-[:CERTIFIED_IN {passed_on:'2024-03-07', expires_on:'2026-03-07', level:'occupational'}]->(K8),
(P5)-[:CERTIFIED_IN {passed_on:'2024-01-15', expires_on:'2025-01-15'}]->(K9),
(P6)-[:CERTIFIED_IN {passed_on:'2024-01-15', expires_on:'2025-01-15'}]->(K9),
(P7)-[:CERTIFIED_IN {passed_on:'2024-01-15', expires_on:'2025-01-15'}]->(K9),
(P7)-[:CERTIFIED_IN {passed_on:'2021-08-30'}]->(K7),
(P8)-[:CERTIFIED_IN {passed_on:'2022-11-22', expires_on:'2025-11-22'}]->(K3),
(P8)-[:CERTIFIED_IN {passed_on:'2022-06-30', expires_on:'2024-06-30', level:'occupational'}]->(K8),
(P9)-[:CERTIFIED_IN {passed_on:'2021-02-01', expires_on:'2024-02-01'}]->(K3),
(P9)-[:CERTIFIED_IN {passed_on:'2019-05-06'}]->(K7),
(P10)-[:CERTIFIED_IN {passed_on:'2023-03-13', expires_on:'2026-03-13'}]->(K3),
(P11)-[:CERTIFIED_IN {passed_on:'2022-09-19'}]->(K7),
(P13)-[:CERTIFIED_IN {passed_on:'2022-07-04', expires_on:'2025-07-04'}]->(K3),
(P13)-[:CERTIFIED_IN {passed_on:'2019-04-08', expires_on:'2024-04-08'}]->(K4),
(P14)-[:CERTIFIED_IN {passed_on:'2021-11-29', expires_on:'2026-11-29'}]->(K4),
(P15)-[:CERTIFIED_IN {passed_on:'2024-02-29', expires_on:'2027-02-29'}]->(K3),
(P16)-[:CERTIFIED_IN {passed_on:'2021-10-11', expires_on:'2024-10-11'}]->(K3),
(P16)-[:CERTIFIED_IN {passed_on:'2024-10-02', expires_on:'2026-10-02', level:'advanced'}]->(K8),
(P17)-[:CERTIFIED_IN {passed_on:'2023-01-23'}]->(K7),
(P20)-[:CERTIFIED_IN {passed_on:'2022-03-28', expires_on:'2025-03-28'}]->(K3),
(P20)-[:CERTIFIED_IN {passed_on:'2023-06-05', expires_on:'2026-06-05'}]->(K6),
(P21)-[:CERTIFIED_IN {passed_on:'2024-05-13', expires_on:'2027-05-13'}]->(K3),
(P22)-[:CERTIFIED_IN {passed_on:'2019-09-09', expires_on:'2022-09-09'}]->(K6),
(P24)-[:CERTIFIED_IN {passed_on:'2021-04-12', expires_on:'2024-04-12'}]->(K3),
(P25)-[:CERTIFIED_IN {passed_on:'2021-04-12', expires_on:'2024-04-12'}]->(K3),
(P26)-[:CERTIFIED_IN {passed_on:'2024-08-19', expires_on:'2027-08-19'}]->(K3),
(P27)-[:CERTIFIED_IN {passed_on:'2020-01-13'}]->(K7),
(P28)-[:CERTIFIED_IN {passed_on:'2023-01-16', expires_on:'2025-01-16', level:'advanced'}]->(K8),
(P28)-[:CERTIFIED_IN {passed_on:'2022-09-26', expires_on:'2025-09-26'}]->(K3),
(P29)-[:CERTIFIED_IN {passed_on:'2021-05-24', expires_on:'2023-05-24', level:'occupational'}]->(K8),
(P30)-[:CERTIFIED_IN {passed_on:'2024-06-10', expires_on:'2026-06-10', level:'advanced'}]->(K8),
(P30)-[:CERTIFIED_IN {passed_on:'2023-11-20', expires_on:'2024-11-20'}]->(K9),
(P30)-[:CERTIFIED_IN {passed_on:'2024-06-24', expires_on:'2027-06-24'}]->(K6),
(P31)-[:CERTIFIED_IN {passed_on:'2019-06-03', expires_on:'2024-06-03'}]->(K5),
(P31)-[:CERTIFIED_IN {passed_on:'2019-06-03', expires_on:'2024-06-03'}]->(K4),
(P33)-[:CERTIFIED_IN {passed_on:'2023-07-17', expires_on:'2028-07-17'}]->(K4),
(P36)-[:CERTIFIED_IN {passed_on:'2024-09-30', expires_on:'2027-09-30'}]->(K6),
(F1)-[:ENGAGED_ON {contract_ref:'SC-101', amount_eur:1240000, signed_on:'2023-02-20', scope:'bored piling', retention_pct:5.0}]->(J1),
(F2)-[:ENGAGED_ON {contract_ref:'SC-102', amount_eur:1850000, signed_on:'2023-09-04', scope:'electrical installation', retention_pct:5.0}]->(J1),
(F3)-[:ENGAGED_ON {contract_ref:'SC-103', amount_eur:2100000, signed_on:'2023-09-04', scope:'mechanical installation', retention_pct:5.0}]->(J1),
(F4)-[:ENGAGED_ON {contract_ref:'SC-104', amount_eur:310000, signed_on:'2023-07-03', scope:'scaffolding'}]->(J1),
(F5)-[:ENGAGED_ON {contract_ref:'SC-105', amount_eur:2650000, signed_on:'2023-11-27', scope:'curtain walling', retention_pct:3.0}]->(J1),
(F2)-[:ENGAGED_ON {contract_ref:'SC-106', amount_eur:640000, signed_on:'2023-05-15', scope:'electrical installation', retention_pct:5.0}]->(J2),
(F3)-[:ENGAGED_ON {contract_ref:'SC-107', amount_eur:710000, signed_on:'2023-05-15', scope:'mechanical installation', retention_pct:5.0}]->(J2),
(F6)-[:ENGAGED_ON {contract_ref:'SC-108', amount_eur:285000, signed_on:'2023-04-24', scope:'roof covering', retention_pct:5.0}]->(J2),
(F9)-[:ENGAGED_ON {contract_ref:'SC-109', amount_eur:120000, signed_on:'2024-04-15', scope:'soft landscaping'}]->(J2),
(F6)-[:ENGAGED_ON {contract_ref:'SC-110', amount_eur:96000, signed_on:'2022-10-17', scope:'green roof', retention_pct:5.0}]->(J3),
(F9)-[:ENGAGED_ON {contract_ref:'SC-111', amount_eur:58500, signed_on:'2023-08-07', scope:'paths and planting'}]->(J3),
(F7)-[:ENGAGED_ON {contract_ref:'SC-112', amount_eur:185000, signed_on:'2024-02-19', scope:'asbestos removal'}]->(J4),
(F2)-[:ENGAGED_ON {contract_ref:'SC-113', amount_eur:210000, signed_on:'2024-08-26', scope:'electrical rewire', retention_pct:5.0}]->(J4),
(F1)-[:ENGAGED_ON {contract_ref:'SC-114', amount_eur:640000, signed_on:'2024-04-22', scope:'piled foundations', retention_pct:5.0}]->(J5),
(F2)-[:ENGAGED_ON {contract_ref:'SC-115', amount_eur:3400000, signed_on:'2024-07-29', scope:'HV and LV installation', retention_pct:5.0}]->(J5),
(F3)-[:ENGAGED_ON {contract_ref:'SC-116', amount_eur:4250000, signed_on:'2024-07-29', scope:'cooling plant', retention_pct:5.0}]->(J5),
(F4)-[:ENGAGED_ON {contract_ref:'SC-117', amount_eur:310000, signed_on:'2024-09-16', scope:'scaffolding'}]->(J5),
(F9)-[:ENGAGED_ON {contract_ref:'SC-118', amount_eur:62000, signed_on:'2024-05-27', scope:'play equipment and surfacing'}]->(J7),
(F10)-[:DELIVERED {docket_no:'D-40112', material:'C30/37 concrete', delivered_on:'2023-06-20', quantity_m3:86.0, rejected:false}]->(J1),
(F10)-[:DELIVERED {docket_no:'D-40187', material:'C30/37 concrete', delivered_on:'2023-07-28', quantity_m3:112.5, rejected:false}]->(J1),
(F10)-[:DELIVERED {docket_no:'D-40231', material:'C40/50 concrete', delivered_on:'2023-09-14', quantity_m3:64.0, rejected:true}]->(J1),
(F10)-[:DELIVERED {docket_no:'D-40266', material:'C40/50 concrete', delivered_on:'2023-11-02', quantity_m3:98.0, rejected:false}]->(J1),
(F11)-[:DELIVERED {docket_no:'D-40090', material:'Clause 804 stone', delivered_on:'2023-03-28', quantity_t:420.0, rejected:false}]->(J1),
(F11)-[:DELIVERED {docket_no:'D-40118', material:'Clause 804 stone', delivered_on:'2023-06-12', quantity_t:185.5, rejected:false}]->(J1),
(F12)-[:DELIVERED {docket_no:'D-40140', material:'B500B rebar', delivered_on:'2023-07-06', quantity_t:38.2, rejected:false}]->(J1),
(F12)-[:DELIVERED {docket_no:'D-40199', material:'B500B rebar', delivered_on:'2023-10-03', quantity_t:41.0}]->(J1),
(F10)-[:DELIVERED {docket_no:'D-30410', material:'C32/40 concrete', delivered_on:'2023-01-30', quantity_m3:54.0, rejected:false}]->(J2),
(F11)-[:DELIVERED {docket_no:'D-30388', material:'Clause 804 stone', delivered_on:'2023-01-16', quantity_t:260.0, rejected:false}]->(J2),
(F13)-[:DELIVERED {docket_no:'D-30455', material:'concrete blocks', delivered_on:'2023-03-06', quantity_t:96.0, rejected:false}]->(J2),
(F13)-[:DELIVERED {docket_no:'D-30502', material:'concrete blocks', delivered_on:'2023-04-11', quantity_t:72.5, rejected:false}]->(J2),
(F11)-[:DELIVERED {docket_no:'D-30911', material:'asphalt', delivered_on:'2024-05-29', quantity_t:140.0, rejected:false}]->(J2),
(F10)-[:DELIVERED {docket_no:'D-20771', material:'C32/40 concrete', delivered_on:'2022-09-20', quantity_m3:48.0, rejected:false}]->(J3),
(F11)-[:DELIVERED {docket_no:'D-20755', material:'topsoil', delivered_on:'2023-09-06', quantity_m3:60.0, rejected:false}]->(J3),
(F11)-[:DELIVERED {docket_no:'D-20760', material:'Clause 804 stone', delivered_on:'2023-09-05', quantity_t:55.0, rejected:true}]->(J3),
(F10)-[:DELIVERED {docket_no:'D-50120', material:'C30/37 concrete', delivered_on:'2024-03-12', quantity_m3:36.0, rejected:false}]->(J4),
(F12)-[:DELIVERED {docket_no:'D-50118', material:'A393 mesh', delivered_on:'2024-03-08', quantity_t:4.8, rejected:false}]->(J4),
(F11)-[:DELIVERED {docket_no:'D-60015', material:'Clause 6F2 fill', delivered_on:'2024-04-15', quantity_t:1250.0, rejected:false}]->(J5),
(F11)-[:DELIVERED {docket_no:'D-60044', material:'Clause 6F2 fill', delivered_on:'2024-04-29', quantity_t:980.0, rejected:false}]->(J5),
(F10)-[:DELIVERED {docket_no:'D-60102', material:'C35/45 concrete', delivered_on:'2024-05-20', quantity_m3:140.0, rejected:false}]->(J5),
(F10)-[:DELIVERED {docket_no:'D-60138', material:'C35/45 concrete', delivered_on:'2024-06-12', quantity_m3:210.0, rejected:false}]->(J5),
(F10)-[:DELIVERED {docket_no:'D-60139', material:'C35/45 concrete', delivered_on:'2024-06-12', quantity_m3:112.5, rejected:false}]->(J5),
(F12)-[:DELIVERED {docket_no:'D-60107', material:'B500B rebar', delivered_on:'2024-05-14', quantity_t:52.4, rejected:false}]->(J5),
(F12)-[:DELIVERED {docket_no:'D-60171', material:'B500B rebar', delivered_on:'2024-06-03', quantity_t:38.2, rejected:true}]->(J5),
(F11)-[:DELIVERED {docket_no:'D-70011', material:'Clause 804 stone', delivered_on:'2024-06-10', quantity_t:60.0, rejected:false}]->(J7),
(F10)-[:DELIVERED {docket_no:'D-70019', material:'C25/30 concrete', delivered_on:'2024-06-27', quantity_m3:12.0, rejected:false}]->(J7),
(F11)-[:DELIVERED {docket_no:'D-70024', material:'topsoil', delivered_on:'2024-07-02', quantity_m3:25.0, rejected:false}]->(J7),
(I1)-[:CHECKED]->(T_HQ_040),
(I2)-[:CHECKED]->(T_HQ_050),
(I3)-[:CHECKED]->(T_HQ_050),
(I4)-[:CHECKED]->(T_HQ_060),
(I5)-[:CHECKED]->(T_HQ_090),
(I6)-[:CHECKED]->(T_HQ_090),
(I7)-[:CHECKED]->(T_BR_020),
(I8)-[:CHECKED]->(T_BR_070),
(I9)-[:CHECKED]->(T_BR_080),
(I10)-[:CHECKED]->(T_BR_060),
(I11)-[:CHECKED]->(T_SA_030),
(I12)-[:CHECKED]->(T_SA_060),
(I13)-[:CHECKED]->(T_LD_020),
(I14)-[:CHECKED]->(T_LD_020),
(I15)-[:CHECKED]->(T_LD_040),
(I16)-[:CHECKED]->(T_CT_020),
(I17)-[:CHECKED]->(T_CT_030),
(I18)-[:CHECKED]->(T_CT_040),
(I19)-[:CHECKED]->(T_CT_050),
(I20)-[:CHECKED]->(T_PG_020),
(I21)-[:CHECKED]->(T_PG_020),
(I22)-[:CHECKED]->(T_PG_040),
(S1)-[:OCCURRED_AT]->(W1),
(P31)-[:NAMED_IN {role:'involved'}]->(S1),
(P30)-[:NAMED_IN {role:'reported by'}]->(S1),
(S2)-[:OCCURRED_AT]->(W1),
(P14)-[:NAMED_IN {role:'injured'}]->(S2),
(P13)-[:NAMED_IN {role:'witness'}]->(S2),
(S3)-[:OCCURRED_AT]->(W1),
(P11)-[:NAMED_IN {role:'injured'}]->(S3),
(P9)-[:NAMED_IN {role:'witness'}]->(S3),
(P30)-[:NAMED_IN {role:'reported by'}]->(S3),
(S4)-[:OCCURRED_AT]->(W2),
(P2)-[:NAMED_IN {role:'injured'}]->(S4),
(S5)-[:OCCURRED_AT]->(W2),
(P17)-[:NAMED_IN {role:'injured'}]->(S5),
(P16)-[:NAMED_IN {role:'witness'}]->(S5),
(S6)-[:OCCURRED_AT]->(W3),
(P6)-[:NAMED_IN {role:'involved'}]->(S6),
(P5)-[:NAMED_IN {role:'reported by'}]->(S6),
(S7)-[:OCCURRED_AT]->(W4),
(P7)-[:NAMED_IN {role:'involved'}]->(S7),
(P30)-[:NAMED_IN {role:'reported by'}]->(S7),
(S8)-[:OCCURRED_AT]->(W5),
(P3)-[:NAMED_IN {role:'injured'}]->(S8),
(P2)-[:NAMED_IN {role:'witness'}]->(S8),
(P30)-[:NAMED_IN {role:'reported by'}]->(S8),
(S9)-[:OCCURRED_AT]->(W5),
(P31)-[:NAMED_IN {role:'involved'}]->(S9),
(P15)-[:NAMED_IN {role:'witness'}]->(S9),
(S10)-[:OCCURRED_AT]->(W5),
(P23)-[:NAMED_IN {role:'injured'}]->(S10),
(S11)-[:OCCURRED_AT]->(W3),
(P35)-[:NAMED_IN {role:'witness'}]->(S11),
(S12)-[:OCCURRED_AT]->(W3),
(P7)-[:NAMED_IN {role:'injured'}]->(S12),
(E1)-[:ON_HIRE_TO {from_on:'2023-07-03', rate_eur_per_day:650.0, with_operator:false}]->(J1),
(E2)-[:ON_HIRE_TO {from_on:'2023-03-13', to_on:'2023-03-24', rate_eur_per_day:1200.0, cost_eur:12000.0, with_operator:true}]->(J2),
(E2)-[:ON_HIRE_TO {from_on:'2024-07-15', to_on:'2024-08-30', rate_eur_per_day:1150.0, cost_eur:39100.0, with_operator:true}]->(J5),
(E3)-[:ON_HIRE_TO {from_on:'2023-03-06', to_on:'2023-07-07', with_operator:false}]->(J1),
(E3)-[:ON_HIRE_TO {from_on:'2024-04-02', to_on:'2024-06-21', with_operator:false}]->(J5),
(E4)-[:ON_HIRE_TO {from_on:'2023-01-09', to_on:'2023-03-03', rate_eur_per_day:280.0, cost_eur:11200.0, with_operator:false}]->(J2),
(E4)-[:ON_HIRE_TO {from_on:'2024-06-06', to_on:'2024-06-24', rate_eur_per_day:280.0, cost_eur:3640.0, with_operator:false}]->(J7),
(E5)-[:ON_HIRE_TO {from_on:'2022-09-12', to_on:'2022-10-04', with_operator:false}]->(J3),
(E5)-[:ON_HIRE_TO {from_on:'2024-02-26', to_on:'2024-03-22', with_operator:false}]->(J4),
(E5)-[:ON_HIRE_TO {from_on:'2024-06-25', to_on:'2024-07-05', with_operator:false}]->(J7),
(E6)-[:ON_HIRE_TO {from_on:'2023-10-02', rate_eur_per_day:190.0, with_operator:false}]->(J1),
(E7)-[:ON_HIRE_TO {from_on:'2023-03-06', to_on:'2023-12-01', rate_eur_per_day:185.0, cost_eur:35520.0, with_operator:false}]->(J2),
(E7)-[:ON_HIRE_TO {from_on:'2024-06-10', rate_eur_per_day:185.0, with_operator:false}]->(J5),
(E8)-[:ON_HIRE_TO {from_on:'2024-04-02', to_on:'2024-05-13', with_operator:false}]->(J5),
(E9)-[:ON_HIRE_TO {from_on:'2023-07-17', to_on:'2023-07-17', rate_eur_per_day:1450.0, cost_eur:1450.0, with_operator:true}]->(J1),
(E9)-[:ON_HIRE_TO {from_on:'2024-06-12', to_on:'2024-06-12', rate_eur_per_day:1450.0, cost_eur:1450.0, with_operator:true}]->(J5),
(E10)-[:ON_HIRE_TO {from_on:'2024-03-04', to_on:'2024-03-22', rate_eur_per_day:95.0, cost_eur:1425.0, with_operator:false}]->(J4),
(E11)-[:ON_HIRE_TO {from_on:'2024-05-20', to_on:'2024-06-14', rate_eur_per_day:150.0, cost_eur:3000.0, with_operator:true}]->(J2),
(E13)-[:ON_HIRE_TO {from_on:'2024-04-08', to_on:'2024-05-24', rate_eur_per_day:340.0, cost_eur:11560.0, with_operator:true}]->(J5);
