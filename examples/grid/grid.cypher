// The grid example: a regional electricity distribution operator's assets,
// outages and customers, written for gql by its developers (not taken from
// anywhere) as the operator's data team would model it: the TUNING graph of a
// new domain (testdata/grid/README.md).
// Substations FEED other substations (length_km, cable_type, built_year on the
// edge; a network four deep under the North grid supply point, with a loop in
// the East: Riverside -> Copper Hill -> Larkspur -> Riverside); transformers
// are INSTALLED_AT substations; generators are CONNECTED_TO substations
// (export_limit_mw) and OWNED by companies; substations SUPPLY meters; outages
// AFFECTED substations and meters and were CAUSED_BY a transformer or a
// substation; technicians LEAD technicians and WORKED_ON work orders (hours);
// a work order is FOR an asset (a transformer or a substation).
// Dates are ISO strings 'YYYY-MM-DD' (an outage's start 'YYYY-MM-DDTHH:MM');
// money is euros, power kW/MW, ratings kVA/MVA, lengths km, durations minutes.
// Edge cases: a substation with no relationship at all (SS-WEST-09, no
// capacity recorded), a generator not connected, a spare transformer on no
// substation, a meter supplied by no substation, technicians in no crew, a
// work order nobody worked on and one with no cost, open work orders (no
// closed date), ties, boundary values, the two self-relationships.
// Generated deterministically by a small seeded script.
// Regenerate the converted files with
//   go run ./cmd/gql convert examples/grid/grid.cypher --name grid --out examples/grid

CREATE CONSTRAINT IF NOT EXISTS FOR (x:Substation) REQUIRE (x.code) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Transformer) REQUIRE (x.serial) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Generator) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Company) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Meter) REQUIRE (x.meter_id) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Outage) REQUIRE (x.outage_id) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Technician) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:WorkOrder) REQUIRE (x.wo_number) IS UNIQUE;

CREATE (N01:Substation {code:'SS-NORTH-01', name:'Northgate Grid Supply', region:'North', commissioned:'1978-05-12', voltage_kv:132, capacity_mva:240.0, automated:true})
CREATE (N02:Substation {code:'SS-NORTH-02', name:'Ashby Road', region:'North', commissioned:'1985-09-30', voltage_kv:33, capacity_mva:60.0, automated:true})
CREATE (N03:Substation {code:'SS-NORTH-03', name:'Millbrook', region:'North', commissioned:'1991-03-01', voltage_kv:33, capacity_mva:45.0, automated:false})
CREATE (N04:Substation {code:'SS-NORTH-04', name:'Fenwick Lane', region:'North', commissioned:'2003-11-20', voltage_kv:11, capacity_mva:20.0, automated:true})
CREATE (N05:Substation {code:'SS-NORTH-05', name:'Oakridge', region:'North', commissioned:'2012-06-15', voltage_kv:11, capacity_mva:15.0, automated:false})
CREATE (N07:Substation {code:'SS-NORTH-07', name:'Harrow Cross', region:'North', commissioned:'2019-02-28', voltage_kv:11, capacity_mva:12.5, automated:true})
CREATE (S01:Substation {code:'SS-SOUTH-01', name:'Southfield Grid Supply', region:'South', commissioned:'1981-07-04', voltage_kv:132, capacity_mva:240.0, automated:true})
CREATE (S02:Substation {code:'SS-SOUTH-02', name:'Quayside', region:'South', commissioned:'1995-04-18', voltage_kv:33, capacity_mva:60.0, automated:true})
CREATE (S03:Substation {code:'SS-SOUTH-03', name:'Bramley', region:'South', commissioned:'2001-01-09', voltage_kv:11, capacity_mva:20.0, automated:false})
CREATE (S04:Substation {code:'SS-SOUTH-04', name:'Kingsmead', region:'South', commissioned:'2023-03-01', voltage_kv:11, capacity_mva:25.0, automated:true})
CREATE (S05:Substation {code:'SS-SOUTH-05', name:'Tollgate', region:'South', commissioned:'2008-10-10', voltage_kv:11, capacity_mva:10.0, automated:false})
CREATE (E01:Substation {code:'SS-EAST-01', name:'Eastmoor Grid Supply', region:'East', commissioned:'1983-12-01', voltage_kv:132, capacity_mva:180.0, automated:true})
CREATE (E02:Substation {code:'SS-EAST-02', name:'Riverside', region:'East', commissioned:'1999-08-23', voltage_kv:33, capacity_mva:45.0, automated:true})
CREATE (E03:Substation {code:'SS-EAST-03', name:'Copper Hill', region:'East', commissioned:'2005-05-05', voltage_kv:33, capacity_mva:45.0, automated:false})
CREATE (E04:Substation {code:'SS-EAST-04', name:'Larkspur', region:'East', commissioned:'2016-09-14', voltage_kv:11, capacity_mva:20.0, automated:true})
CREATE (E05:Substation {code:'SS-EAST-05', name:'Windle Bay', region:'East', commissioned:'2024-01-15', voltage_kv:11, capacity_mva:12.5, automated:true})
CREATE (W01:Substation {code:'SS-WEST-01', name:'Westbury Grid Supply', region:'West', commissioned:'1976-03-22', voltage_kv:132, capacity_mva:180.0, automated:false})
CREATE (W02:Substation {code:'SS-WEST-02', name:'Hollins Park', region:'West', commissioned:'1988-06-30', voltage_kv:33, capacity_mva:30.0, automated:false})
CREATE (W03:Substation {code:'SS-WEST-03', name:"St Mary's", region:'West', commissioned:'2010-11-11', voltage_kv:11, capacity_mva:15.0, automated:true})
CREATE (W04:Substation {code:'SS-WEST-04', name:'Glenholme', region:'West', commissioned:'2022-12-31', voltage_kv:11, capacity_mva:10.0, automated:false})
CREATE (W09:Substation {code:'SS-WEST-09', name:'Pennant Quarry', region:'West', commissioned:'2024-09-02', voltage_kv:33, automated:false})
CREATE (CO1:Company {name:'Helios Renewables Ltd', country:'United Kingdom'})
CREATE (CO2:Company {name:'Northwind Energy', country:'Denmark'})
CREATE (CO3:Company {name:'Valley Hydro Co-op', country:'United Kingdom'})
CREATE (CO4:Company {name:'Castlegate Power plc', country:'United Kingdom'})
CREATE (CO5:Company {name:'Sunfield Community Energy', country:'United Kingdom'})
CREATE (CO6:Company {name:'Atlas Infrastructure Fund', country:'Netherlands'})
CREATE (G1:Generator {name:'Brackenfield Solar Farm', fuel:'solar', capacity_mw:12.0, connected:'2018-07-01'})
CREATE (G2:Generator {name:'Ridgeback Wind Farm', fuel:'wind', capacity_mw:48.0, connected:'2015-03-20'})
CREATE (G3:Generator {name:'Coldwater Hydro', fuel:'hydro', capacity_mw:5.0, connected:'1994-10-12'})
CREATE (G4:Generator {name:'Eastmoor CCGT', fuel:'gas', capacity_mw:120.0, connected:'2001-06-01'})
CREATE (G5:Generator {name:'Sunny Acres Solar', fuel:'solar', capacity_mw:4.99, connected:'2021-05-17'})
CREATE (G6:Generator {name:'Gullwing Offshore Wind', fuel:'wind', capacity_mw:48.0, connected:'2023-03-01'})
CREATE (G7:Generator {name:'Kingsmead Rooftop Solar', fuel:'solar', capacity_mw:0.8, connected:'2023-08-09'})
CREATE (G8:Generator {name:'Harbour Peaker', fuel:'gas', capacity_mw:25.0, connected:'2010-11-30'})
CREATE (G9:Generator {name:'Millrace Hydro', fuel:'hydro', capacity_mw:2.5, connected:'2024-02-29'})
CREATE (G10:Generator {name:'Moorland Wind', fuel:'wind', capacity_mw:18.0, connected:'2019-09-09'})
CREATE (G11:Generator {name:'Westfield Solar Park', fuel:'solar', capacity_mw:30.0})
CREATE (G12:Generator {name:'Copper Hill Battery Solar', fuel:'solar', capacity_mw:5.0, connected:'2020-04-04'})
CREATE (T0:Transformer {serial:'TX-1000', rating_kva:90000, installed:'1985-01-19', oil_filled:true})
CREATE (T1:Transformer {serial:'TX-1007', rating_kva:90000, installed:'2013-06-05', oil_filled:false})
CREATE (T2:Transformer {serial:'TX-1014', rating_kva:1600, installed:'2008-01-08', oil_filled:false})
CREATE (T3:Transformer {serial:'TX-1021', rating_kva:500, installed:'1986-02-23', oil_filled:true})
CREATE (T4:Transformer {serial:'TX-1028', rating_kva:500, installed:'2012-11-24', oil_filled:true})
CREATE (T5:Transformer {serial:'TX-1035', rating_kva:2500, installed:'2023-03-01', oil_filled:true})
CREATE (T6:Transformer {serial:'TX-1042', rating_kva:1000, installed:'2019-04-24', oil_filled:true})
CREATE (T7:Transformer {serial:'TX-1049', rating_kva:1600, installed:'2016-05-22', oil_filled:false})
CREATE (T8:Transformer {serial:'TX-1056', rating_kva:5000, installed:'1985-08-06', oil_filled:false})
CREATE (T9:Transformer {serial:'TX-1063', rating_kva:90000, installed:'2023-11-06', oil_filled:true})
CREATE (T10:Transformer {serial:'TX-1070', rating_kva:60000, installed:'2014-06-22', oil_filled:false})
CREATE (T11:Transformer {serial:'TX-1077', rating_kva:1000, installed:'2017-02-03'})
CREATE (T12:Transformer {serial:'TX-1084', rating_kva:500, installed:'2016-05-19', oil_filled:true})
CREATE (T13:Transformer {serial:'TX-1091', rating_kva:5000, installed:'2001-02-12', oil_filled:false})
CREATE (T14:Transformer {serial:'TX-1098', rating_kva:5000, installed:'1999-08-18', oil_filled:true})
CREATE (T15:Transformer {serial:'TX-1105', rating_kva:1000, installed:'1986-10-26', oil_filled:true})
CREATE (T16:Transformer {serial:'TX-1112', rating_kva:90000, installed:'1995-06-18', oil_filled:true})
CREATE (T17:Transformer {serial:'TX-1119', rating_kva:10000, installed:'2017-02-13', oil_filled:true})
CREATE (T18:Transformer {serial:'TX-1126', rating_kva:500, installed:'1983-11-14', oil_filled:true})
CREATE (T19:Transformer {serial:'TX-1133', rating_kva:1000, installed:'1994-11-01', oil_filled:false})
CREATE (T20:Transformer {serial:'TX-1140', rating_kva:10000, installed:'1983-09-15', oil_filled:false})
CREATE (T21:Transformer {serial:'TX-1147', rating_kva:1600, installed:'1981-07-16', oil_filled:true})
CREATE (T22:Transformer {serial:'TX-1154', rating_kva:60000, installed:'1996-08-18', oil_filled:true})
CREATE (T23:Transformer {serial:'TX-1161', rating_kva:2500, installed:'1998-04-03', oil_filled:true})
CREATE (T24:Transformer {serial:'TX-1168', rating_kva:5000, installed:'2021-03-23', oil_filled:true})
CREATE (T25:Transformer {serial:'TX-1175', rating_kva:1000, installed:'1996-02-14', oil_filled:true})
CREATE (T26:Transformer {serial:'TX-1182', rating_kva:500, installed:'2008-06-22', oil_filled:false})
CREATE (T27:Transformer {serial:'TX-1189', rating_kva:1000, installed:'2019-12-26', oil_filled:true})
CREATE (T28:Transformer {serial:'TX-1196', rating_kva:10000, installed:'2020-12-08', oil_filled:true})
CREATE (T29:Transformer {serial:'TX-1203', rating_kva:2500, installed:'2006-05-25', oil_filled:false})
CREATE (TSPARE:Transformer {serial:'TX-9999', rating_kva:1000, installed:'2024-06-30', oil_filled:false})
CREATE (M0:Meter {meter_id:'MTR-0048800', kind:'industrial', tariff:'hv-demand', contracted_kw:250})
CREATE (M1:Meter {meter_id:'MTR-0048813', kind:'residential', tariff:'economy7', contracted_kw:15})
CREATE (M2:Meter {meter_id:'MTR-0048826', kind:'residential', tariff:'economy7', contracted_kw:6})
CREATE (M3:Meter {meter_id:'MTR-0048839', kind:'commercial', tariff:'business-tou', contracted_kw:75})
CREATE (M4:Meter {meter_id:'MTR-0048852', kind:'residential', tariff:'standard', contracted_kw:15})
CREATE (M5:Meter {meter_id:'MTR-0048865', kind:'residential', tariff:'ev-night', contracted_kw:15})
CREATE (M6:Meter {meter_id:'MTR-0048878', kind:'commercial', tariff:'business-tou', contracted_kw:55})
CREATE (M7:Meter {meter_id:'MTR-0048891', kind:'residential', tariff:'standard'})
CREATE (M8:Meter {meter_id:'MTR-0048904', kind:'commercial', tariff:'business-flat', contracted_kw:100})
CREATE (M9:Meter {meter_id:'MTR-0048917', kind:'residential', tariff:'economy7', contracted_kw:12})
CREATE (M10:Meter {meter_id:'MTR-0048930', kind:'residential', tariff:'standard', contracted_kw:15})
CREATE (M11:Meter {meter_id:'MTR-0048943', kind:'commercial', tariff:'business-tou', contracted_kw:40})
CREATE (M12:Meter {meter_id:'MTR-0048956', kind:'residential', tariff:'economy7', contracted_kw:9})
CREATE (M13:Meter {meter_id:'MTR-0048969', kind:'commercial', tariff:'business-flat', contracted_kw:100})
CREATE (M14:Meter {meter_id:'MTR-0048982', kind:'residential', tariff:'standard', contracted_kw:9})
CREATE (M15:Meter {meter_id:'MTR-0048995', kind:'residential', tariff:'economy7', contracted_kw:9})
CREATE (M16:Meter {meter_id:'MTR-0049008', kind:'residential', tariff:'standard', contracted_kw:15})
CREATE (M17:Meter {meter_id:'MTR-0049021', kind:'industrial', tariff:'hv-demand', contracted_kw:500})
CREATE (M18:Meter {meter_id:'MTR-0049034', kind:'residential', tariff:'ev-night', contracted_kw:9})
CREATE (M19:Meter {meter_id:'MTR-0049047', kind:'residential', tariff:'ev-night', contracted_kw:6})
CREATE (M20:Meter {meter_id:'MTR-0049060', kind:'residential', tariff:'standard', contracted_kw:12})
CREATE (M21:Meter {meter_id:'MTR-0049073', kind:'residential', tariff:'economy7', contracted_kw:12})
CREATE (M22:Meter {meter_id:'MTR-0049086', kind:'residential', tariff:'ev-night', contracted_kw:9})
CREATE (M23:Meter {meter_id:'MTR-0049099', kind:'residential', tariff:'economy7', contracted_kw:15})
CREATE (M24:Meter {meter_id:'MTR-0049112', kind:'commercial', tariff:'business-tou', contracted_kw:55})
CREATE (M25:Meter {meter_id:'MTR-0049125', kind:'commercial', tariff:'business-tou', contracted_kw:40})
CREATE (M26:Meter {meter_id:'MTR-0049138', kind:'commercial', tariff:'business-tou', contracted_kw:100})
CREATE (M27:Meter {meter_id:'MTR-0049151', kind:'residential', tariff:'standard', contracted_kw:12})
CREATE (M28:Meter {meter_id:'MTR-0049164', kind:'residential', tariff:'ev-night', contracted_kw:15})
CREATE (M29:Meter {meter_id:'MTR-0049177', kind:'residential', tariff:'economy7', contracted_kw:9})
CREATE (M30:Meter {meter_id:'MTR-0049190', kind:'residential', tariff:'economy7', contracted_kw:15})
CREATE (M31:Meter {meter_id:'MTR-0049203', kind:'residential', tariff:'economy7', contracted_kw:15})
CREATE (M32:Meter {meter_id:'MTR-0049216', kind:'residential', tariff:'standard', contracted_kw:6})
CREATE (M33:Meter {meter_id:'MTR-0049229', kind:'commercial', tariff:'business-tou', contracted_kw:75})
CREATE (M34:Meter {meter_id:'MTR-0049242', kind:'residential', tariff:'ev-night', contracted_kw:9})
CREATE (M35:Meter {meter_id:'MTR-0049255', kind:'residential', tariff:'ev-night', contracted_kw:12})
CREATE (M36:Meter {meter_id:'MTR-0049268', kind:'commercial', tariff:'business-tou', contracted_kw:40})
CREATE (M37:Meter {meter_id:'MTR-0049281', kind:'industrial', tariff:'hv-demand', contracted_kw:250})
CREATE (M38:Meter {meter_id:'MTR-0049294', kind:'residential', tariff:'economy7', contracted_kw:6})
CREATE (M39:Meter {meter_id:'MTR-0049307', kind:'commercial', tariff:'business-flat', contracted_kw:75})
CREATE (M40:Meter {meter_id:'MTR-0049320', kind:'residential', tariff:'standard', contracted_kw:6})
CREATE (M41:Meter {meter_id:'MTR-0049333', kind:'commercial', tariff:'business-flat', contracted_kw:75})
CREATE (M42:Meter {meter_id:'MTR-0049346', kind:'commercial', tariff:'business-flat', contracted_kw:40})
CREATE (M43:Meter {meter_id:'MTR-0049359', kind:'residential', tariff:'standard', contracted_kw:12})
CREATE (M44:Meter {meter_id:'MTR-0049372', kind:'residential', tariff:'economy7', contracted_kw:12})
CREATE (M45:Meter {meter_id:'MTR-0049385', kind:'residential', tariff:'economy7', contracted_kw:6})
CREATE (M46:Meter {meter_id:'MTR-0049398', kind:'industrial', tariff:'hv-demand', contracted_kw:500})
CREATE (M47:Meter {meter_id:'MTR-0049411', kind:'commercial', tariff:'business-flat', contracted_kw:75})
CREATE (M48:Meter {meter_id:'MTR-0049424', kind:'residential', tariff:'standard', contracted_kw:15})
CREATE (M49:Meter {meter_id:'MTR-0049437', kind:'commercial', tariff:'business-tou', contracted_kw:40})
CREATE (M50:Meter {meter_id:'MTR-0049450', kind:'residential', tariff:'ev-night', contracted_kw:15})
CREATE (M51:Meter {meter_id:'MTR-0049463', kind:'commercial', tariff:'business-flat', contracted_kw:40})
CREATE (M52:Meter {meter_id:'MTR-0049476', kind:'residential', tariff:'standard', contracted_kw:12})
CREATE (M53:Meter {meter_id:'MTR-0049489', kind:'residential', tariff:'standard', contracted_kw:12})
CREATE (M54:Meter {meter_id:'MTR-0049502', kind:'residential', tariff:'economy7', contracted_kw:6})
CREATE (M55:Meter {meter_id:'MTR-0049515', kind:'commercial', tariff:'business-tou', contracted_kw:40})
CREATE (M56:Meter {meter_id:'MTR-0049528', kind:'residential', tariff:'standard', contracted_kw:6})
CREATE (M57:Meter {meter_id:'MTR-0049541', kind:'residential', tariff:'economy7', contracted_kw:9})
CREATE (M58:Meter {meter_id:'MTR-0049554', kind:'commercial', tariff:'business-tou', contracted_kw:55})
CREATE (M59:Meter {meter_id:'MTR-0049567', kind:'residential', tariff:'ev-night', contracted_kw:9})
CREATE (M60:Meter {meter_id:'MTR-0049580', kind:'commercial', tariff:'business-flat', contracted_kw:100})
CREATE (M61:Meter {meter_id:'MTR-0049593', kind:'residential', tariff:'economy7', contracted_kw:6})
CREATE (M62:Meter {meter_id:'MTR-0049606', kind:'residential', tariff:'ev-night', contracted_kw:9})
CREATE (M63:Meter {meter_id:'MTR-0049619', kind:'industrial', tariff:'hv-demand', contracted_kw:500})
CREATE (M64:Meter {meter_id:'MTR-0049632', kind:'residential', tariff:'ev-night', contracted_kw:9})
CREATE (M65:Meter {meter_id:'MTR-0049645', kind:'commercial', tariff:'business-tou', contracted_kw:55})
CREATE (M66:Meter {meter_id:'MTR-0049658', kind:'residential', tariff:'ev-night', contracted_kw:15})
CREATE (M67:Meter {meter_id:'MTR-0049671', kind:'residential', tariff:'standard', contracted_kw:6})
CREATE (M68:Meter {meter_id:'MTR-0049684', kind:'residential', tariff:'standard', contracted_kw:12})
CREATE (M69:Meter {meter_id:'MTR-0049697', kind:'residential', tariff:'economy7', contracted_kw:12})
CREATE (O0:Outage {outage_id:'OUT-2023-001', started:'2023-10-25T12:30', duration_min:410, cause:'storm', customers_affected:120})
CREATE (O1:Outage {outage_id:'OUT-2023-002', started:'2023-12-21T01:45', duration_min:410, cause:'third_party', customers_affected:0})
CREATE (O2:Outage {outage_id:'OUT-2023-003', started:'2023-01-24T11:45', duration_min:95, cause:'equipment', customers_affected:450})
CREATE (O3:Outage {outage_id:'OUT-2023-004', started:'2023-03-01T08:15', duration_min:35, cause:'vegetation', customers_affected:2300})
CREATE (O4:Outage {outage_id:'OUT-2023-005', started:'2023-10-25T00:30', duration_min:120, cause:'third_party', customers_affected:5400})
CREATE (O5:Outage {outage_id:'OUT-2023-006', started:'2023-08-06T19:45', duration_min:180, cause:'equipment', customers_affected:14})
CREATE (O6:Outage {outage_id:'OUT-2023-007', started:'2023-07-01T13:00', duration_min:120, cause:'equipment', customers_affected:999})
CREATE (O7:Outage {outage_id:'OUT-2023-008', started:'2023-04-07T07:00', duration_min:120, cause:'equipment', customers_affected:1001})
CREATE (O8:Outage {outage_id:'OUT-2023-009', started:'2023-02-06T13:15', duration_min:95, cause:'storm', customers_affected:5400})
CREATE (O9:Outage {outage_id:'OUT-2023-010', started:'2023-04-03T23:00', duration_min:12, cause:'equipment', customers_affected:1000})
CREATE (O10:Outage {outage_id:'OUT-2023-011', started:'2023-10-01T16:45', duration_min:121, cause:'third_party', customers_affected:14})
CREATE (O11:Outage {outage_id:'OUT-2023-012', started:'2023-04-09T01:15', duration_min:12, cause:'storm', customers_affected:0})
CREATE (O12:Outage {outage_id:'OUT-2024-013', started:'2024-04-04T02:15', duration_min:60, cause:'storm', customers_affected:2300})
CREATE (O13:Outage {outage_id:'OUT-2024-014', started:'2024-09-09T15:45', duration_min:410, cause:'storm', customers_affected:0})
CREATE (O14:Outage {outage_id:'OUT-2024-015', started:'2024-03-01T10:45', duration_min:12, cause:'third_party', customers_affected:450})
CREATE (O15:Outage {outage_id:'OUT-2024-016', started:'2024-06-20T18:00', duration_min:121, cause:'equipment', customers_affected:2300})
CREATE (O16:Outage {outage_id:'OUT-2024-017', started:'2024-06-03T06:30', duration_min:121, cause:'vegetation', customers_affected:999})
CREATE (O17:Outage {outage_id:'OUT-2024-018', started:'2024-04-14T07:00', duration_min:12, cause:'storm', customers_affected:1000})
CREATE (O18:Outage {outage_id:'OUT-2024-019', started:'2024-10-13T22:45', duration_min:95, cause:'storm', customers_affected:5400})
CREATE (O19:Outage {outage_id:'OUT-2024-020', started:'2024-03-08T06:45', duration_min:35, cause:'storm', customers_affected:2300})
CREATE (O20:Outage {outage_id:'OUT-2024-021', started:'2024-10-22T01:45', duration_min:120, cause:'storm', customers_affected:1001})
CREATE (O21:Outage {outage_id:'OUT-2024-022', started:'2024-02-17T07:00', duration_min:121, cause:'equipment', customers_affected:5400})
CREATE (O22:Outage {outage_id:'OUT-2024-023', started:'2024-01-23T23:30', duration_min:60, cause:'equipment', customers_affected:1000})
CREATE (O23:Outage {outage_id:'OUT-2024-024', started:'2024-03-28T04:15', duration_min:121, cause:'third_party', customers_affected:120})
CREATE (O24:Outage {outage_id:'OUT-2024-025', started:'2024-12-13T00:00', duration_min:95, cause:'third_party', customers_affected:450})
CREATE (O25:Outage {outage_id:'OUT-2024-026', started:'2024-10-07T11:15', duration_min:240, cause:'storm', customers_affected:5400})
CREATE (O99:Outage {outage_id:'OUT-2024-099', started:'2024-12-31T23:45', duration_min:0, cause:'third_party', customers_affected:0})
CREATE (K1:Technician {name:'Aisha Khan', certified:'2009-04-01', crew:'Alpha', hourly_rate_eur:68.0})
CREATE (K2:Technician {name:'Tom Reilly', certified:'2015-06-15', crew:'Alpha', hourly_rate_eur:52.5})
CREATE (K3:Technician {name:'Priya Nair', certified:'2018-09-01', crew:'Alpha', hourly_rate_eur:48.0})
CREATE (K4:Technician {name:'Marek Nowak', certified:'2011-01-20', crew:'Bravo', hourly_rate_eur:61.0})
CREATE (K5:Technician {name:"Sean O'Brien", certified:'2020-03-01', crew:'Bravo', hourly_rate_eur:45.0})
CREATE (K6:Technician {name:'Lena Vogel', certified:'2023-03-01', crew:'Bravo', hourly_rate_eur:42.0})
CREATE (K7:Technician {name:'Dmitri Sokolov', certified:'2007-07-07', crew:'Charlie', hourly_rate_eur:70.0})
CREATE (K8:Technician {name:'Grace Achebe', certified:'2016-05-30', crew:'Charlie', hourly_rate_eur:52.5})
CREATE (K9:Technician {name:'Owen Price', certified:'2024-01-08', crew:'Charlie', hourly_rate_eur:40.0})
CREATE (K10:Technician {name:'Hannah Lee', certified:'2013-10-10', crew:'Delta', hourly_rate_eur:58.0})
CREATE (K11:Technician {name:'Jorge Silva', certified:'2021-02-14', hourly_rate_eur:44.0})
CREATE (K12:Technician {name:'Ruth Adams', certified:'2002-02-02', hourly_rate_eur:75.0})
CREATE (WO0:WorkOrder {wo_number:'WO-24000', priority:3, opened:'2023-04-26', cost_eur:5280.0})
CREATE (WO1:WorkOrder {wo_number:'WO-24003', priority:3, opened:'2024-02-25', closed:'2024-02-28', cost_eur:720.0})
CREATE (WO2:WorkOrder {wo_number:'WO-24006', priority:3, opened:'2024-05-28', closed:'2024-05-28', cost_eur:350.0})
CREATE (WO3:WorkOrder {wo_number:'WO-24009', priority:2, opened:'2023-09-03', closed:'2023-09-19', cost_eur:385.0})
CREATE (WO4:WorkOrder {wo_number:'WO-24012', priority:2, opened:'2023-10-08'})
CREATE (WO5:WorkOrder {wo_number:'WO-24015', priority:4, opened:'2023-03-19', closed:'2023-03-28', cost_eur:4320.0})
CREATE (WO6:WorkOrder {wo_number:'WO-24018', priority:3, opened:'2024-10-26', closed:'2024-10-28', cost_eur:1200.0})
CREATE (WO7:WorkOrder {wo_number:'WO-24021', priority:3, opened:'2023-10-24', cost_eur:385.0})
CREATE (WO8:WorkOrder {wo_number:'WO-24024', priority:3, opened:'2024-07-10', cost_eur:4320.0})
CREATE (WO9:WorkOrder {wo_number:'WO-24027', priority:3, opened:'2024-06-13', closed:'2024-06-16', cost_eur:10800.0})
CREATE (WO10:WorkOrder {wo_number:'WO-24030', priority:3, opened:'2024-11-17', closed:'2024-11-22', cost_eur:12000.0})
CREATE (WO11:WorkOrder {wo_number:'WO-24033', priority:2, opened:'2024-06-04', closed:'2024-06-11', cost_eur:2750.0})
CREATE (WO12:WorkOrder {wo_number:'WO-24036', priority:4, opened:'2023-11-15', closed:'2023-11-17', cost_eur:350.0})
CREATE (WO13:WorkOrder {wo_number:'WO-24039', priority:2, opened:'2023-12-24', closed:'2023-12-28', cost_eur:315.0})
CREATE (WO14:WorkOrder {wo_number:'WO-24042', priority:2, opened:'2024-10-18', closed:'2024-10-28', cost_eur:800.0})
CREATE (WO15:WorkOrder {wo_number:'WO-24045', priority:3, opened:'2023-08-23', cost_eur:800.0})
CREATE (WO16:WorkOrder {wo_number:'WO-24048', priority:4, opened:'2024-11-28', closed:'2024-11-28', cost_eur:5280.0})
CREATE (WO17:WorkOrder {wo_number:'WO-24051', priority:2, opened:'2023-11-02', closed:'2023-11-05', cost_eur:2250.0})
CREATE (WO18:WorkOrder {wo_number:'WO-24054', priority:2, opened:'2023-08-04', closed:'2023-08-12', cost_eur:1320.0})
CREATE (WO19:WorkOrder {wo_number:'WO-24057', priority:2, opened:'2024-11-19', closed:'2024-11-28', cost_eur:12000.0})
CREATE (WO20:WorkOrder {wo_number:'WO-24060', priority:4, opened:'2024-08-23', closed:'2024-08-28', cost_eur:2750.0})
CREATE (WO21:WorkOrder {wo_number:'WO-24063', priority:3, opened:'2024-03-19', cost_eur:720.0})
CREATE (WO22:WorkOrder {wo_number:'WO-24066', priority:3, opened:'2024-06-12', cost_eur:13200.0})
CREATE (WO23:WorkOrder {wo_number:'WO-24069', priority:1, opened:'2023-12-03', cost_eur:720.0})
CREATE (WO24:WorkOrder {wo_number:'WO-24072', priority:3, opened:'2023-01-08', cost_eur:350.0})
CREATE (WO25:WorkOrder {wo_number:'WO-24075', priority:2, opened:'2024-01-28', cost_eur:2250.0})
CREATE (WO26:WorkOrder {wo_number:'WO-24078', priority:2, opened:'2023-02-26', closed:'2023-02-28', cost_eur:16500.0})
CREATE (WO27:WorkOrder {wo_number:'WO-24081', priority:3, opened:'2024-04-10', closed:'2024-04-18', cost_eur:15000.0})
CREATE (WO28:WorkOrder {wo_number:'WO-24084', priority:1, opened:'2024-02-05', closed:'2024-02-10', cost_eur:350.0})
CREATE (WO29:WorkOrder {wo_number:'WO-24087', priority:3, opened:'2024-08-28', closed:'2024-08-28', cost_eur:5280.0})
CREATE (WO30:WorkOrder {wo_number:'WO-24090', priority:2, opened:'2024-06-21', cost_eur:13200.0})
CREATE (WO31:WorkOrder {wo_number:'WO-24093', priority:2, opened:'2023-12-03', cost_eur:800.0})
CREATE
(N01)-[:FEEDS {length_km:14.2, cable_type:'overhead', built_year:1985}]->(N02),
(N01)-[:FEEDS {length_km:22.5, cable_type:'overhead', built_year:1991}]->(N03),
(N02)-[:FEEDS {length_km:6.8, cable_type:'underground', built_year:2003}]->(N04),
(N04)-[:FEEDS {length_km:4.1, cable_type:'underground', built_year:2012}]->(N05),
(N05)-[:FEEDS {length_km:3.0, cable_type:'underground', built_year:2019}]->(N07),
(N03)-[:FEEDS {length_km:9.6, cable_type:'overhead', built_year:2019}]->(N07),
(S01)-[:FEEDS {length_km:11.0, cable_type:'overhead', built_year:1995}]->(S02),
(S02)-[:FEEDS {length_km:5.5, cable_type:'underground', built_year:2001}]->(S03),
(S02)-[:FEEDS {length_km:7.25, cable_type:'underground', built_year:2023}]->(S04),
(S03)-[:FEEDS {length_km:20.0, cable_type:'overhead', built_year:2008}]->(S05),
(E01)-[:FEEDS {length_km:18.4, cable_type:'overhead', built_year:1999}]->(E02),
(E02)-[:FEEDS {length_km:8.9, cable_type:'overhead', built_year:2005}]->(E03),
(E03)-[:FEEDS {length_km:6.2, cable_type:'underground', built_year:2016}]->(E04),
(E04)-[:FEEDS {length_km:5.7, cable_type:'underground', built_year:2017}]->(E02),
(E04)-[:FEEDS {length_km:2.4, cable_type:'underground', built_year:2024}]->(E05),
(W01)-[:FEEDS {length_km:26.3, cable_type:'overhead', built_year:1988}]->(W02),
(W02)-[:FEEDS {length_km:12.1, cable_type:'overhead', built_year:2010}]->(W03),
(W03)-[:FEEDS {length_km:4.8, cable_type:'underground', built_year:2022}]->(W04),
(N01)-[:FEEDS {length_km:41.5, cable_type:'overhead', built_year:1990}]->(S01),
(CO1)-[:OWNS]->(G1),
(G1)-[:CONNECTED_TO {export_limit_mw:10.0}]->(N03),
(CO2)-[:OWNS]->(G2),
(G2)-[:CONNECTED_TO {export_limit_mw:45.0}]->(N01),
(CO3)-[:OWNS]->(G3),
(G3)-[:CONNECTED_TO {export_limit_mw:5.0}]->(W02),
(CO4)-[:OWNS]->(G4),
(G4)-[:CONNECTED_TO {export_limit_mw:110.0}]->(E01),
(CO5)-[:OWNS]->(G5),
(G5)-[:CONNECTED_TO {export_limit_mw:4.5}]->(S05),
(CO2)-[:OWNS]->(G6),
(G6)-[:CONNECTED_TO {export_limit_mw:40.0}]->(E01),
(CO5)-[:OWNS]->(G7),
(G7)-[:CONNECTED_TO {export_limit_mw:0.8}]->(S04),
(CO4)-[:OWNS]->(G8),
(G8)-[:CONNECTED_TO {export_limit_mw:25.0}]->(S02),
(CO3)-[:OWNS]->(G9),
(G9)-[:CONNECTED_TO {export_limit_mw:2.0}]->(N03),
(CO6)-[:OWNS]->(G10),
(G10)-[:CONNECTED_TO {export_limit_mw:15.0}]->(W01),
(CO6)-[:OWNS]->(G11),
(CO1)-[:OWNS]->(G12),
(G12)-[:CONNECTED_TO {export_limit_mw:5.0}]->(E03),
(T0)-[:INSTALLED_AT]->(N01),
(T1)-[:INSTALLED_AT]->(N01),
(T2)-[:INSTALLED_AT]->(N02),
(T3)-[:INSTALLED_AT]->(N02),
(T4)-[:INSTALLED_AT]->(N03),
(T5)-[:INSTALLED_AT]->(N04),
(T6)-[:INSTALLED_AT]->(N04),
(T7)-[:INSTALLED_AT]->(N05),
(T8)-[:INSTALLED_AT]->(N07),
(T9)-[:INSTALLED_AT]->(S01),
(T10)-[:INSTALLED_AT]->(S01),
(T11)-[:INSTALLED_AT]->(S02),
(T12)-[:INSTALLED_AT]->(S03),
(T13)-[:INSTALLED_AT]->(S03),
(T14)-[:INSTALLED_AT]->(S04),
(T15)-[:INSTALLED_AT]->(S05),
(T16)-[:INSTALLED_AT]->(E01),
(T17)-[:INSTALLED_AT]->(E02),
(T18)-[:INSTALLED_AT]->(E02),
(T19)-[:INSTALLED_AT]->(E03),
(T20)-[:INSTALLED_AT]->(E04),
(T21)-[:INSTALLED_AT]->(E05),
(T22)-[:INSTALLED_AT]->(W01),
(T23)-[:INSTALLED_AT]->(W02),
(T24)-[:INSTALLED_AT]->(W03),
(T25)-[:INSTALLED_AT]->(W03),
(T26)-[:INSTALLED_AT]->(W04),
(T27)-[:INSTALLED_AT]->(N03),
(T28)-[:INSTALLED_AT]->(S02),
(T29)-[:INSTALLED_AT]->(E04),
(N04)-[:SUPPLIES]->(M0),
(N05)-[:SUPPLIES]->(M1),
(N07)-[:SUPPLIES]->(M2),
(S03)-[:SUPPLIES]->(M3),
(S04)-[:SUPPLIES]->(M4),
(S05)-[:SUPPLIES]->(M5),
(E04)-[:SUPPLIES]->(M6),
(E05)-[:SUPPLIES]->(M7),
(W03)-[:SUPPLIES]->(M8),
(W04)-[:SUPPLIES]->(M9),
(N02)-[:SUPPLIES]->(M10),
(E03)-[:SUPPLIES]->(M11),
(W04)-[:SUPPLIES]->(M12),
(N04)-[:SUPPLIES]->(M13),
(E04)-[:SUPPLIES]->(M14),
(W04)-[:SUPPLIES]->(M15),
(N05)-[:SUPPLIES]->(M16),
(N04)-[:SUPPLIES]->(M17),
(E03)-[:SUPPLIES]->(M18),
(S05)-[:SUPPLIES]->(M19),
(S03)-[:SUPPLIES]->(M20),
(N02)-[:SUPPLIES]->(M21),
(N02)-[:SUPPLIES]->(M22),
(E05)-[:SUPPLIES]->(M23),
(S05)-[:SUPPLIES]->(M24),
(E03)-[:SUPPLIES]->(M25),
(S03)-[:SUPPLIES]->(M26),
(E04)-[:SUPPLIES]->(M27),
(W04)-[:SUPPLIES]->(M28),
(E05)-[:SUPPLIES]->(M29),
(E03)-[:SUPPLIES]->(M30),
(E03)-[:SUPPLIES]->(M31),
(N05)-[:SUPPLIES]->(M32),
(W04)-[:SUPPLIES]->(M33),
(S04)-[:SUPPLIES]->(M34),
(W03)-[:SUPPLIES]->(M35),
(N02)-[:SUPPLIES]->(M36),
(E03)-[:SUPPLIES]->(M37),
(N04)-[:SUPPLIES]->(M38),
(N02)-[:SUPPLIES]->(M39),
(S03)-[:SUPPLIES]->(M40),
(W04)-[:SUPPLIES]->(M41),
(N07)-[:SUPPLIES]->(M42),
(E05)-[:SUPPLIES]->(M43),
(N07)-[:SUPPLIES]->(M44),
(N07)-[:SUPPLIES]->(M45),
(W03)-[:SUPPLIES]->(M46),
(W04)-[:SUPPLIES]->(M47),
(S03)-[:SUPPLIES]->(M48),
(N07)-[:SUPPLIES]->(M49),
(N07)-[:SUPPLIES]->(M50),
(N07)-[:SUPPLIES]->(M51),
(E05)-[:SUPPLIES]->(M52),
(E05)-[:SUPPLIES]->(M53),
(N05)-[:SUPPLIES]->(M54),
(W04)-[:SUPPLIES]->(M55),
(N05)-[:SUPPLIES]->(M56),
(N07)-[:SUPPLIES]->(M57),
(E04)-[:SUPPLIES]->(M58),
(S04)-[:SUPPLIES]->(M59),
(E03)-[:SUPPLIES]->(M60),
(N05)-[:SUPPLIES]->(M61),
(S03)-[:SUPPLIES]->(M62),
(S03)-[:SUPPLIES]->(M63),
(E03)-[:SUPPLIES]->(M64),
(E03)-[:SUPPLIES]->(M65),
(N05)-[:SUPPLIES]->(M66),
(E04)-[:SUPPLIES]->(M67),
(N02)-[:SUPPLIES]->(M68),
(O0)-[:AFFECTED]->(N02),
(O0)-[:AFFECTED]->(N05),
(O1)-[:AFFECTED]->(N03),
(O1)-[:AFFECTED]->(M8),
(O1)-[:AFFECTED]->(M30),
(O2)-[:AFFECTED]->(N04),
(O2)-[:CAUSED_BY]->(T5),
(O3)-[:AFFECTED]->(N05),
(O4)-[:AFFECTED]->(N07),
(O5)-[:AFFECTED]->(S02),
(O5)-[:AFFECTED]->(E02),
(O5)-[:CAUSED_BY]->(T11),
(O5)-[:AFFECTED]->(M45),
(O5)-[:AFFECTED]->(M13),
(O6)-[:AFFECTED]->(S03),
(O6)-[:CAUSED_BY]->(T12),
(O7)-[:AFFECTED]->(S05),
(O7)-[:CAUSED_BY]->(T15),
(O8)-[:AFFECTED]->(E02),
(O9)-[:AFFECTED]->(E03),
(O9)-[:CAUSED_BY]->(T19),
(O9)-[:AFFECTED]->(M2),
(O9)-[:AFFECTED]->(M47),
(O10)-[:AFFECTED]->(E04),
(O10)-[:AFFECTED]->(W04),
(O11)-[:AFFECTED]->(W02),
(O12)-[:AFFECTED]->(W03),
(O13)-[:AFFECTED]->(W04),
(O13)-[:AFFECTED]->(M35),
(O13)-[:AFFECTED]->(M42),
(O14)-[:AFFECTED]->(S04),
(O15)-[:AFFECTED]->(N02),
(O15)-[:AFFECTED]->(N05),
(O15)-[:CAUSED_BY]->(T2),
(O16)-[:AFFECTED]->(N03),
(O17)-[:AFFECTED]->(N04),
(O17)-[:AFFECTED]->(M25),
(O17)-[:AFFECTED]->(M40),
(O18)-[:AFFECTED]->(N05),
(O19)-[:AFFECTED]->(N07),
(O20)-[:AFFECTED]->(S02),
(O20)-[:AFFECTED]->(E02),
(O21)-[:AFFECTED]->(S03),
(O21)-[:CAUSED_BY]->(T12),
(O21)-[:AFFECTED]->(M46),
(O21)-[:AFFECTED]->(M24),
(O22)-[:AFFECTED]->(S05),
(O22)-[:CAUSED_BY]->(T15),
(O23)-[:AFFECTED]->(E02),
(O24)-[:AFFECTED]->(E03),
(O25)-[:AFFECTED]->(E04),
(O25)-[:AFFECTED]->(W04),
(O25)-[:AFFECTED]->(M38),
(O25)-[:AFFECTED]->(M46),
(K12)-[:LEADS]->(K1),
(K12)-[:LEADS]->(K4),
(K12)-[:LEADS]->(K7),
(K1)-[:LEADS]->(K2),
(K1)-[:LEADS]->(K3),
(K4)-[:LEADS]->(K5),
(K4)-[:LEADS]->(K6),
(K7)-[:LEADS]->(K8),
(K8)-[:LEADS]->(K9),
(K12)-[:LEADS]->(K10),
(WO0)-[:FOR]->(N05),
(K2)-[:WORKED_ON {hours:3.0}]->(WO0),
(K12)-[:WORKED_ON {hours:8.0}]->(WO0),
(K8)-[:WORKED_ON {hours:6.5}]->(WO0),
(WO1)-[:FOR]->(T19),
(K4)-[:WORKED_ON {hours:3.0}]->(WO1),
(K1)-[:WORKED_ON {hours:6.5}]->(WO1),
(WO2)-[:FOR]->(T2),
(K6)-[:WORKED_ON {hours:1.5}]->(WO2),
(WO3)-[:FOR]->(T14),
(K10)-[:WORKED_ON {hours:2.0}]->(WO3),
(K2)-[:WORKED_ON {hours:3.0}]->(WO3),
(WO4)-[:FOR]->(T19),
(K2)-[:WORKED_ON {hours:8.0}]->(WO4),
(K6)-[:WORKED_ON {hours:4.0}]->(WO4),
(WO5)-[:FOR]->(T17),
(K10)-[:WORKED_ON {hours:2.0}]->(WO5),
(WO6)-[:FOR]->(T25),
(K8)-[:WORKED_ON {hours:1.5}]->(WO6),
(WO7)-[:FOR]->(T11),
(K7)-[:WORKED_ON {hours:2.0}]->(WO7),
(WO8)-[:FOR]->(T22),
(K5)-[:WORKED_ON {hours:8.0}]->(WO8),
(K6)-[:WORKED_ON {hours:4.0}]->(WO8),
(K4)-[:WORKED_ON {hours:2.0}]->(WO8),
(WO9)-[:FOR]->(T26),
(K6)-[:WORKED_ON {hours:1.5}]->(WO9),
(WO10)-[:FOR]->(T29),
(K2)-[:WORKED_ON {hours:6.5}]->(WO10),
(K4)-[:WORKED_ON {hours:1.5}]->(WO10),
(WO11)-[:FOR]->(T7),
(K4)-[:WORKED_ON {hours:4.0}]->(WO11),
(K7)-[:WORKED_ON {hours:8.0}]->(WO11),
(K8)-[:WORKED_ON {hours:1.5}]->(WO11),
(WO12)-[:FOR]->(T26),
(K12)-[:WORKED_ON {hours:1.5}]->(WO12),
(WO13)-[:FOR]->(T7),
(K10)-[:WORKED_ON {hours:3.0}]->(WO13),
(WO14)-[:FOR]->(T23),
(K4)-[:WORKED_ON {hours:3.0}]->(WO14),
(WO15)-[:FOR]->(T1),
(K9)-[:WORKED_ON {hours:6.5}]->(WO15),
(WO16)-[:FOR]->(T27),
(K12)-[:WORKED_ON {hours:1.5}]->(WO16),
(K8)-[:WORKED_ON {hours:3.0}]->(WO16),
(WO17)-[:FOR]->(T29),
(K4)-[:WORKED_ON {hours:2.0}]->(WO17),
(WO18)-[:FOR]->(T3),
(K1)-[:WORKED_ON {hours:4.0}]->(WO18),
(WO19)-[:FOR]->(T22),
(K12)-[:WORKED_ON {hours:2.0}]->(WO19),
(WO20)-[:FOR]->(T2),
(K9)-[:WORKED_ON {hours:6.5}]->(WO20),
(WO21)-[:FOR]->(T19),
(K2)-[:WORKED_ON {hours:3.0}]->(WO21),
(K1)-[:WORKED_ON {hours:3.0}]->(WO21),
(K10)-[:WORKED_ON {hours:1.5}]->(WO21),
(WO22)-[:FOR]->(T0),
(K10)-[:WORKED_ON {hours:6.5}]->(WO22),
(K4)-[:WORKED_ON {hours:3.0}]->(WO22),
(WO23)-[:FOR]->(T15),
(K7)-[:WORKED_ON {hours:8.0}]->(WO23),
(K5)-[:WORKED_ON {hours:4.0}]->(WO23),
(WO24)-[:FOR]->(T21),
(K6)-[:WORKED_ON {hours:1.5}]->(WO24),
(K4)-[:WORKED_ON {hours:3.0}]->(WO24),
(WO25)-[:FOR]->(T22),
(K3)-[:WORKED_ON {hours:4.0}]->(WO25),
(WO26)-[:FOR]->(T15),
(K9)-[:WORKED_ON {hours:3.0}]->(WO26),
(K5)-[:WORKED_ON {hours:3.0}]->(WO26),
(K1)-[:WORKED_ON {hours:6.5}]->(WO26),
(WO27)-[:FOR]->(E02),
(K8)-[:WORKED_ON {hours:2.0}]->(WO27),
(WO28)-[:FOR]->(T18),
(K8)-[:WORKED_ON {hours:8.0}]->(WO28),
(K6)-[:WORKED_ON {hours:6.5}]->(WO28),
(K9)-[:WORKED_ON {hours:4.0}]->(WO28),
(WO29)-[:FOR]->(T4),
(K5)-[:WORKED_ON {hours:1.5}]->(WO29),
(WO30)-[:FOR]->(T9),
(K8)-[:WORKED_ON {hours:3.0}]->(WO30),
(K10)-[:WORKED_ON {hours:3.0}]->(WO30),
(K5)-[:WORKED_ON {hours:6.5}]->(WO30),
(WO31)-[:FOR]->(T18);
