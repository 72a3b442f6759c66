// The farm example: an agricultural co-operative's members, farms, fields,
// crops, plantings, harvests, shared machinery and supply contracts, written
// for gql by its developers (not taken from anywhere) as the co-op's data team
// would model it: the TUNING graph of a new domain (testdata/farm/README.md).
// Farmers OWN farms (share_pct) and MENTOR farmers (since, up to three deep);
// fields BELONG_TO a farm and are PLANTED with a crop (season, sown_on); crops
// are VARIETY_OF a crop (up to three levels); harvests come FROM_FIELD a field
// and are OF_CROP a crop (yield_t, moisture_pct, harvested_on); machines are
// KEPT_AT a farm and farms USE machines (hours, season); farms SUPPLY buyers
// under contracts (commodity, price_per_t_eur, start_date, end_date, volume_t).
// Dates are ISO strings 'YYYY-MM-DD'; areas hectares (_ha), money euros (_eur),
// yields tonnes (_t).
// Edge cases: a farm with no fields, a buyer with no contract, a machine kept
// nowhere and used by nobody, a crop never grown, absent organic, irrigated,
// needs_service and moisture_pct, an open-ended contract, ties, boundary
// values, names with an apostrophe.
// Generated deterministically by a small seeded script.
// Regenerate the converted files with
//   go run ./cmd/gql convert examples/farm/farm.cypher --name farm --out examples/farm

CREATE CONSTRAINT IF NOT EXISTS FOR (x:Farmer) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Farm) REQUIRE (x.holding_no) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Field) REQUIRE (x.parcel_id) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Crop) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Harvest) REQUIRE (x.lot_no) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Machine) REQUIRE (x.asset_tag) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Buyer) REQUIRE (x.name) IS UNIQUE;

CREATE (P1:Farmer {name:'Hendrik Vos', birth_year:1951})
CREATE (P2:Farmer {name:'Anna Brandt', birth_year:1968})
CREATE (P3:Farmer {name:'Lukas Meier', birth_year:1979})
CREATE (P4:Farmer {name:'Sara Jansen', birth_year:1990})
CREATE (P5:Farmer {name:"Siobhan O'Brien", birth_year:1972})
CREATE (P6:Farmer {name:'Tomas Novak', birth_year:1985})
CREATE (P7:Farmer {name:'Greta Holm', birth_year:1960})
CREATE (P8:Farmer {name:'Jonas Keller', birth_year:1994})
CREATE (P9:Farmer {name:'Maria Lopez', birth_year:1982})
CREATE (P10:Farmer {name:'Erik Dahl', birth_year:1957})
CREATE (P11:Farmer {name:'Ines Fischer', birth_year:1975})
CREATE (P12:Farmer {name:'Paul Weber', birth_year:1988})
CREATE (P13:Farmer {name:'Clara Visser', birth_year:1970})
CREATE (P14:Farmer {name:'Rui Costa', birth_year:1999})
CREATE (P15:Farmer {name:'Nina Berg', birth_year:1966})
CREATE (P16:Farmer {name:'Oskar Lind'})
CREATE (F1:Farm {holding_no:'NL-0101', name:'Vos Akkerbouw', member_since:'1998-04-01', organic:false, area_ha:212.5})
CREATE (F2:Farm {holding_no:'NL-0102', name:'Brandt Hof', member_since:'2004-01-15', organic:true, area_ha:96.0})
CREATE (F3:Farm {holding_no:'NL-0117', name:'Meier Farms', member_since:'2011-06-30', organic:false, area_ha:148.0})
CREATE (F4:Farm {holding_no:'NL-0123', name:'Jansen Fields', member_since:'2020-03-01', organic:true, area_ha:42.5})
CREATE (F5:Farm {holding_no:'NL-0130', name:"O'Brien Tillage", member_since:'2007-09-12', organic:false, area_ha:100.0})
CREATE (F6:Farm {holding_no:'NL-0131', name:'Novak Organics', member_since:'2016-02-29', organic:true, area_ha:64.0})
CREATE (F7:Farm {holding_no:'NL-0140', name:'Holm Estate', member_since:'1998-04-01', organic:false, area_ha:212.5})
CREATE (F8:Farm {holding_no:'NL-0142', name:'Keller Grain', member_since:'2022-11-20', area_ha:99.9})
CREATE (F9:Farm {holding_no:'NL-0155', name:'Lopez Market Garden', member_since:'2019-05-05', organic:true, area_ha:18.0})
CREATE (F10:Farm {holding_no:'NL-0160', name:'Dahl Polder', member_since:'2001-07-01', organic:false, area_ha:175.0})
CREATE (F11:Farm {holding_no:'NL-0161', name:'Fischer Hoeve', member_since:'2013-03-18', organic:true, area_ha:100.1})
CREATE (F12:Farm {holding_no:'NL-0170', name:'Weber Agrar', member_since:'2024-01-01', organic:false, area_ha:55.0})
CREATE (F13:Farm {holding_no:'NL-0175', name:'Visser Hoeve', member_since:'2009-10-10', organic:false, area_ha:121.0})
CREATE (F14:Farm {holding_no:'NL-0180', name:'Lind Newlands', member_since:'2025-06-01', area_ha:30.0})
CREATE (C1:Crop {name:'Wheat', crop_group:'cereal'})
CREATE (C2:Crop {name:'Winter Wheat', crop_group:'cereal'})
CREATE (C3:Crop {name:'Spring Wheat', crop_group:'cereal'})
CREATE (C4:Crop {name:'Skyfall', crop_group:'cereal'})
CREATE (C5:Crop {name:'KWS Extase', crop_group:'cereal'})
CREATE (C6:Crop {name:'Mulika', crop_group:'cereal'})
CREATE (C7:Crop {name:'Barley', crop_group:'cereal'})
CREATE (C8:Crop {name:'Malting Barley', crop_group:'cereal'})
CREATE (C9:Crop {name:'Planet', crop_group:'cereal'})
CREATE (C10:Crop {name:'Laureate', crop_group:'cereal'})
CREATE (C11:Crop {name:'Potato', crop_group:'root'})
CREATE (C12:Crop {name:'Maris Piper', crop_group:'root'})
CREATE (C13:Crop {name:'Agria', crop_group:'root'})
CREATE (C14:Crop {name:'Sugar Beet', crop_group:'root'})
CREATE (C15:Crop {name:'Oilseed Rape', crop_group:'oilseed'})
CREATE (C16:Crop {name:'Campino', crop_group:'oilseed'})
CREATE (C17:Crop {name:'Field Bean', crop_group:'legume'})
CREATE (C18:Crop {name:'Tundra', crop_group:'legume'})
CREATE (C19:Crop {name:'Maize', crop_group:'cereal'})
CREATE (C20:Crop {name:'Buckwheat', crop_group:'pseudocereal'})
CREATE (L1:Field {parcel_id:'0101-01', name:'South Field', soil:'peat', area_ha:61.0, irrigated:false})
CREATE (L2:Field {parcel_id:'0101-02', name:'West Field', soil:'silt', area_ha:42.5, irrigated:false})
CREATE (L3:Field {parcel_id:'0101-03', name:'Church Field', soil:'clay', area_ha:47.8, irrigated:false})
CREATE (L4:Field {parcel_id:'0101-04', name:'Dyke Field', soil:'loam', area_ha:58.4, irrigated:false})
CREATE (L5:Field {parcel_id:'0102-01', name:'Church Field', soil:'peat', area_ha:25.6, irrigated:false})
CREATE (L6:Field {parcel_id:'0102-02', name:'Dyke Field', soil:'peat', area_ha:35.2})
CREATE (L7:Field {parcel_id:'0102-03', name:'Low Field', soil:'sandy', area_ha:25.6, irrigated:false})
CREATE (L8:Field {parcel_id:'0117-01', name:'Oak Field', soil:'sandy', area_ha:44.4, irrigated:false})
CREATE (L9:Field {parcel_id:'0117-02', name:'North Field', soil:'clay', area_ha:49.3, irrigated:true})
CREATE (L10:Field {parcel_id:'0117-03', name:'East Field', soil:'clay', area_ha:49.3, irrigated:true})
CREATE (L11:Field {parcel_id:'0123-01', name:'South Field', soil:'clay', area_ha:23.4, irrigated:false})
CREATE (L12:Field {parcel_id:'0123-02', name:'West Field', soil:'clay', area_ha:17.0, irrigated:false})
CREATE (L13:Field {parcel_id:'0130-01', name:'West Field', soil:'clay', area_ha:36.7, irrigated:false})
CREATE (L14:Field {parcel_id:'0130-02', name:'Church Field', soil:'clay', area_ha:26.7, irrigated:false})
CREATE (L15:Field {parcel_id:'0130-03', name:'Dyke Field', soil:'loam', area_ha:30.0, irrigated:true})
CREATE (L16:Field {parcel_id:'0131-01', name:'Mill Field', soil:'sandy', area_ha:21.3, irrigated:false})
CREATE (L17:Field {parcel_id:'0131-02', name:'Oak Field', soil:'sandy', area_ha:17.1, irrigated:false})
CREATE (L18:Field {parcel_id:'0131-03', name:'North Field', soil:'silt', area_ha:23.5, irrigated:false})
CREATE (L19:Field {parcel_id:'0140-01', name:'Low Field', soil:'clay', area_ha:47.8, irrigated:false})
CREATE (L20:Field {parcel_id:'0140-02', name:'South Field', soil:'loam', area_ha:61.0, irrigated:true})
CREATE (L21:Field {parcel_id:'0140-03', name:'West Field', soil:'silt', area_ha:53.1, irrigated:true})
CREATE (L22:Field {parcel_id:'0140-04', name:'Church Field', soil:'sandy', area_ha:53.1, irrigated:false})
CREATE (L23:Field {parcel_id:'0142-01', name:'West Field', soil:'silt', area_ha:26.6, irrigated:false})
CREATE (L24:Field {parcel_id:'0142-02', name:'Church Field', soil:'peat', area_ha:36.6, irrigated:true})
CREATE (L25:Field {parcel_id:'0142-03', name:'Dyke Field', soil:'silt', area_ha:33.3, irrigated:false})
CREATE (L26:Field {parcel_id:'0155-01', name:'Mill Field', soil:'peat', area_ha:5.0, irrigated:false})
CREATE (L27:Field {parcel_id:'0155-02', name:'Oak Field', soil:'clay', area_ha:8.1, irrigated:true})
CREATE (L28:Field {parcel_id:'0160-01', name:'Oak Field', soil:'loam', area_ha:35.0, irrigated:false})
CREATE (L29:Field {parcel_id:'0160-02', name:'North Field', soil:'silt', area_ha:35.0, irrigated:false})
CREATE (L30:Field {parcel_id:'0160-03', name:'East Field', soil:'clay', area_ha:35.0, irrigated:true})
CREATE (L31:Field {parcel_id:'0160-04', name:'Long Field', soil:'clay', area_ha:43.8, irrigated:false})
CREATE (L32:Field {parcel_id:'0161-01', name:'East Field', soil:'clay', area_ha:26.7, irrigated:false})
CREATE (L33:Field {parcel_id:'0161-02', name:'Long Field', soil:'clay', area_ha:36.7, irrigated:false})
CREATE (L34:Field {parcel_id:'0161-03', name:'Mill Field', soil:'loam', area_ha:33.4, irrigated:false})
CREATE (L35:Field {parcel_id:'0170-01', name:'Church Field', soil:'loam', area_ha:14.7})
CREATE (L36:Field {parcel_id:'0170-02', name:'Dyke Field', soil:'clay', area_ha:16.5, irrigated:false})
CREATE (L37:Field {parcel_id:'0170-03', name:'Low Field', soil:'silt', area_ha:14.7, irrigated:true})
CREATE (L38:Field {parcel_id:'0175-01', name:'Oak Field', soil:'sandy', area_ha:44.4, irrigated:false})
CREATE (L39:Field {parcel_id:'0175-02', name:'North Field', soil:'peat', area_ha:44.4, irrigated:true})
CREATE (L40:Field {parcel_id:'0175-03', name:'East Field', soil:'clay', area_ha:44.4, irrigated:true})
CREATE (H1:Harvest {lot_no:'H2024-001', yield_t:1785.0, moisture_pct:76.0, harvested_on:'2024-10-25'})
CREATE (H2:Harvest {lot_no:'H2024-002', yield_t:513.9, moisture_pct:14.0, harvested_on:'2024-07-06'})
CREATE (H3:Harvest {lot_no:'H2023-003', yield_t:204.8, moisture_pct:14.2, harvested_on:'2023-09-21'})
CREATE (H4:Harvest {lot_no:'H2023-004', yield_t:1478.4, harvested_on:'2023-10-21'})
CREATE (H5:Harvest {lot_no:'H2023-005', yield_t:1070.1, moisture_pct:19.5, harvested_on:'2023-08-26'})
CREATE (H6:Harvest {lot_no:'H2025-006', yield_t:184.3, moisture_pct:14.0, harvested_on:'2025-09-22'})
CREATE (H7:Harvest {lot_no:'H2024-007', yield_t:373.0, moisture_pct:14.0, harvested_on:'2024-10-09'})
CREATE (H8:Harvest {lot_no:'H2023-008', yield_t:433.8, moisture_pct:16.9, harvested_on:'2023-07-25'})
CREATE (H9:Harvest {lot_no:'H2023-009', yield_t:3796.1, moisture_pct:19.5, harvested_on:'2023-09-06'})
CREATE (H10:Harvest {lot_no:'H2025-010', yield_t:217.4, moisture_pct:13.8, harvested_on:'2025-07-12'})
CREATE (H11:Harvest {lot_no:'H2024-011', yield_t:678.3, moisture_pct:78.5, harvested_on:'2024-08-02'})
CREATE (H12:Harvest {lot_no:'H2023-012', yield_t:138.7, moisture_pct:14.0, harvested_on:'2023-10-07'})
CREATE (H13:Harvest {lot_no:'H2024-013', yield_t:169.6, moisture_pct:14.2, harvested_on:'2024-08-03'})
CREATE (H14:Harvest {lot_no:'H2025-014', yield_t:323.0, moisture_pct:15.5, harvested_on:'2025-08-18'})
CREATE (H15:Harvest {lot_no:'H2024-015', yield_t:1081.4, moisture_pct:78.5, harvested_on:'2024-09-09'})
CREATE (H16:Harvest {lot_no:'H2023-016', yield_t:240.0, moisture_pct:14.2, harvested_on:'2023-08-18'})
CREATE (H17:Harvest {lot_no:'H2024-017', yield_t:252.0, moisture_pct:15.5, harvested_on:'2024-10-23'})
CREATE (H18:Harvest {lot_no:'H2023-018', yield_t:144.8, moisture_pct:14.0, harvested_on:'2023-08-21'})
CREATE (H19:Harvest {lot_no:'H2023-019', yield_t:123.1, moisture_pct:13.8, harvested_on:'2023-09-01'})
CREATE (H20:Harvest {lot_no:'H2023-020', yield_t:197.4, moisture_pct:14.2, harvested_on:'2023-10-24'})
CREATE (H21:Harvest {lot_no:'H2024-021', yield_t:206.8, moisture_pct:13.8, harvested_on:'2024-09-13'})
CREATE (H22:Harvest {lot_no:'H2023-022', yield_t:220.8, moisture_pct:12.5, harvested_on:'2023-07-07'})
CREATE (H23:Harvest {lot_no:'H2024-023', yield_t:420.6, moisture_pct:12.5, harvested_on:'2024-08-16'})
CREATE (H24:Harvest {lot_no:'H2025-024', yield_t:439.2, moisture_pct:12.5, harvested_on:'2025-08-07'})
CREATE (H25:Harvest {lot_no:'H2023-025', yield_t:467.3, moisture_pct:14.2, harvested_on:'2023-08-19'})
CREATE (H26:Harvest {lot_no:'H2025-026', yield_t:424.8, moisture_pct:15.5, harvested_on:'2025-08-06'})
CREATE (H27:Harvest {lot_no:'H2025-027', yield_t:234.1, moisture_pct:15.5, harvested_on:'2025-10-23'})
CREATE (H28:Harvest {lot_no:'H2023-028', yield_t:307.4, moisture_pct:14.2, harvested_on:'2023-10-03'})
CREATE (H29:Harvest {lot_no:'H2024-029', yield_t:1075.6, moisture_pct:76.0, harvested_on:'2024-09-23'})
CREATE (H30:Harvest {lot_no:'H2023-030', yield_t:236.2, moisture_pct:78.5, harvested_on:'2023-08-14'})
CREATE (H31:Harvest {lot_no:'H2023-031', yield_t:357.2, moisture_pct:18.0, harvested_on:'2023-08-01'})
CREATE (H32:Harvest {lot_no:'H2023-032', yield_t:238.0, moisture_pct:14.0, harvested_on:'2023-07-21'})
CREATE (H33:Harvest {lot_no:'H2024-033', yield_t:280.0, moisture_pct:16.9, harvested_on:'2024-09-01'})
CREATE (H34:Harvest {lot_no:'H2023-034', yield_t:308.0, moisture_pct:14.2, harvested_on:'2023-08-14'})
CREATE (H35:Harvest {lot_no:'H2024-035', yield_t:280.0, moisture_pct:15.5, harvested_on:'2024-09-10'})
CREATE (H36:Harvest {lot_no:'H2025-036', yield_t:154.3, moisture_pct:15.5, harvested_on:'2025-07-13'})
CREATE (H37:Harvest {lot_no:'H2024-037', yield_t:315.4, moisture_pct:12.5, harvested_on:'2024-09-15'})
CREATE (H38:Harvest {lot_no:'H2025-038', yield_t:3796.1, moisture_pct:18.0, harvested_on:'2025-09-22'})
CREATE (H39:Harvest {lot_no:'H2023-039', yield_t:293.6, moisture_pct:14.2, harvested_on:'2023-10-18'})
CREATE (H40:Harvest {lot_no:'H2024-040', yield_t:323.0, moisture_pct:16.9, harvested_on:'2024-07-25'})
CREATE (H41:Harvest {lot_no:'H2024-041', yield_t:100.0, moisture_pct:14.0, harvested_on:'2024-07-28'})
CREATE (H42:Harvest {lot_no:'H2024-042', yield_t:138.6, moisture_pct:12.5, harvested_on:'2024-08-16'})
CREATE (H43:Harvest {lot_no:'H2023-043', yield_t:562.3, moisture_pct:19.5, harvested_on:'2023-09-11'})
CREATE (H44:Harvest {lot_no:'H2023-044', yield_t:2641.8, moisture_pct:76.0, harvested_on:'2023-10-11'})
CREATE (H45:Harvest {lot_no:'H2024-045', yield_t:390.7, moisture_pct:14.2, harvested_on:'2024-08-01'})
CREATE (H46:Harvest {lot_no:'H2025-046', yield_t:167.8, moisture_pct:14.0, harvested_on:'2025-08-27'})
CREATE (H47:Harvest {lot_no:'H2023-047', yield_t:2097.9, moisture_pct:19.5, harvested_on:'2023-07-26'})
CREATE (H48:Harvest {lot_no:'H2024-048', yield_t:355.2, moisture_pct:15.5, harvested_on:'2024-08-03'})
CREATE (H49:Harvest {lot_no:'H2024-049', yield_t:355.2, moisture_pct:12.5, harvested_on:'2024-10-11'})
CREATE (H50:Harvest {lot_no:'H2025-050', yield_t:301.9, moisture_pct:14.2, harvested_on:'2025-10-04'})
CREATE (M1:Machine {asset_tag:'T-01', kind:'tractor', make:'John Deere', purchase_price_eur:185000.0, needs_service:false})
CREATE (M2:Machine {asset_tag:'T-02', kind:'tractor', make:'Fendt', purchase_price_eur:210000.0, needs_service:true})
CREATE (M3:Machine {asset_tag:'T-03', kind:'tractor', make:'Case IH', purchase_price_eur:150000.0, needs_service:false})
CREATE (M4:Machine {asset_tag:'K-01', kind:'combine', make:'Claas', purchase_price_eur:420000.0, needs_service:true})
CREATE (M5:Machine {asset_tag:'K-02', kind:'combine', make:'New Holland', purchase_price_eur:420000.0, needs_service:false})
CREATE (M6:Machine {asset_tag:'S-01', kind:'sprayer', make:'Amazone', purchase_price_eur:65000.0, needs_service:false})
CREATE (M7:Machine {asset_tag:'S-02', kind:'sprayer', make:'Horsch', purchase_price_eur:72000.0, needs_service:true})
CREATE (M8:Machine {asset_tag:'D-01', kind:'seed drill', make:'Vaderstad', purchase_price_eur:98000.0, needs_service:false})
CREATE (M9:Machine {asset_tag:'D-02', kind:'seed drill', make:'Kuhn', purchase_price_eur:54000.0})
CREATE (M10:Machine {asset_tag:'B-01', kind:'baler', make:'Krone', purchase_price_eur:88000.0, needs_service:false})
CREATE (M11:Machine {asset_tag:'R-01', kind:'potato harvester', make:'Grimme', purchase_price_eur:310000.0, needs_service:true})
CREATE (M12:Machine {asset_tag:'T-04', kind:'tractor', make:'Valtra', purchase_price_eur:99999.0, needs_service:false})
CREATE (M13:Machine {asset_tag:'B-02', kind:'baler', make:'Welger', purchase_price_eur:12000.0, needs_service:true})
CREATE (B1:Buyer {name:'Zeeland Mill Co', buyer_type:'mill', city:'Middelburg'})
CREATE (B2:Buyer {name:'Hopfen Brewery', buyer_type:'brewery', city:'Munich'})
CREATE (B3:Buyer {name:'Delta Fresh', buyer_type:'wholesaler', city:'Rotterdam'})
CREATE (B4:Buyer {name:'Suiker Unie Noord', buyer_type:'processor', city:'Groningen'})
CREATE (B5:Buyer {name:'Green Press Oils', buyer_type:'processor', city:'Antwerp'})
CREATE (B6:Buyer {name:"Farmer's Basket", buyer_type:'retailer', city:'Utrecht'})
CREATE (B7:Buyer {name:'Nordic Feed', buyer_type:'wholesaler', city:'Hamburg'})
CREATE (B8:Buyer {name:'Valley Grain Traders', buyer_type:'wholesaler', city:'Lille'})
CREATE
(P1)-[:MENTORS {since:2021}]->(P2),
(P2)-[:MENTORS {since:2019}]->(P3),
(P3)-[:MENTORS {since:2022}]->(P4),
(P5)-[:MENTORS {since:2015}]->(P6),
(P7)-[:MENTORS {since:2022}]->(P8),
(P7)-[:MENTORS {since:2019}]->(P9),
(P6)-[:MENTORS {since:2022}]->(P14),
(P1)-[:OWNS {share_pct:100.0}]->(F1),
(P2)-[:OWNS {share_pct:100.0}]->(F2),
(P3)-[:OWNS {share_pct:100.0}]->(F3),
(P4)-[:OWNS {share_pct:100.0}]->(F4),
(P5)-[:OWNS {share_pct:100.0}]->(F5),
(P6)-[:OWNS {share_pct:50.0}]->(F6),
(P14)-[:OWNS {share_pct:50.0}]->(F6),
(P7)-[:OWNS {share_pct:100.0}]->(F7),
(P8)-[:OWNS {share_pct:100.0}]->(F8),
(P9)-[:OWNS {share_pct:100.0}]->(F9),
(P10)-[:OWNS {share_pct:100.0}]->(F10),
(P11)-[:OWNS {share_pct:100.0}]->(F11),
(P12)-[:OWNS {share_pct:100.0}]->(F12),
(P13)-[:OWNS {share_pct:50.0}]->(F13),
(P15)-[:OWNS {share_pct:50.0}]->(F13),
(P16)-[:OWNS {share_pct:100.0}]->(F14),
(C2)-[:VARIETY_OF]->(C1),
(C3)-[:VARIETY_OF]->(C1),
(C4)-[:VARIETY_OF]->(C2),
(C5)-[:VARIETY_OF]->(C2),
(C6)-[:VARIETY_OF]->(C3),
(C8)-[:VARIETY_OF]->(C7),
(C9)-[:VARIETY_OF]->(C8),
(C10)-[:VARIETY_OF]->(C8),
(C12)-[:VARIETY_OF]->(C11),
(C13)-[:VARIETY_OF]->(C11),
(C16)-[:VARIETY_OF]->(C15),
(C18)-[:VARIETY_OF]->(C17),
(L1)-[:BELONGS_TO]->(F1),
(L2)-[:BELONGS_TO]->(F1),
(L3)-[:BELONGS_TO]->(F1),
(L4)-[:BELONGS_TO]->(F1),
(L5)-[:BELONGS_TO]->(F2),
(L6)-[:BELONGS_TO]->(F2),
(L7)-[:BELONGS_TO]->(F2),
(L8)-[:BELONGS_TO]->(F3),
(L9)-[:BELONGS_TO]->(F3),
(L10)-[:BELONGS_TO]->(F3),
(L11)-[:BELONGS_TO]->(F4),
(L12)-[:BELONGS_TO]->(F4),
(L13)-[:BELONGS_TO]->(F5),
(L14)-[:BELONGS_TO]->(F5),
(L15)-[:BELONGS_TO]->(F5),
(L16)-[:BELONGS_TO]->(F6),
(L17)-[:BELONGS_TO]->(F6),
(L18)-[:BELONGS_TO]->(F6),
(L19)-[:BELONGS_TO]->(F7),
(L20)-[:BELONGS_TO]->(F7),
(L21)-[:BELONGS_TO]->(F7),
(L22)-[:BELONGS_TO]->(F7),
(L23)-[:BELONGS_TO]->(F8),
(L24)-[:BELONGS_TO]->(F8),
(L25)-[:BELONGS_TO]->(F8),
(L26)-[:BELONGS_TO]->(F9),
(L27)-[:BELONGS_TO]->(F9),
(L28)-[:BELONGS_TO]->(F10),
(L29)-[:BELONGS_TO]->(F10),
(L30)-[:BELONGS_TO]->(F10),
(L31)-[:BELONGS_TO]->(F10),
(L32)-[:BELONGS_TO]->(F11),
(L33)-[:BELONGS_TO]->(F11),
(L34)-[:BELONGS_TO]->(F11),
(L35)-[:BELONGS_TO]->(F12),
(L36)-[:BELONGS_TO]->(F12),
(L37)-[:BELONGS_TO]->(F12),
(L38)-[:BELONGS_TO]->(F13),
(L39)-[:BELONGS_TO]->(F13),
(L40)-[:BELONGS_TO]->(F13),
(L2)-[:PLANTED {season:2024, sown_on:'2024-03-13'}]->(C12),
(L2)-[:PLANTED {season:2025, sown_on:'2025-03-19'}]->(C13),
(L4)-[:PLANTED {season:2024, sown_on:'2024-04-07'}]->(C6),
(L4)-[:PLANTED {season:2025, sown_on:'2025-04-12'}]->(C19),
(L5)-[:PLANTED {season:2023, sown_on:'2023-03-11'}]->(C6),
(L6)-[:PLANTED {season:2023, sown_on:'2023-10-28'}]->(C12),
(L7)-[:PLANTED {season:2023, sown_on:'2023-10-21'}]->(C19),
(L7)-[:PLANTED {season:2025, sown_on:'2025-10-27'}]->(C10),
(L8)-[:PLANTED {season:2024, sown_on:'2023-10-17'}]->(C5),
(L9)-[:PLANTED {season:2023, sown_on:'2022-10-09'}]->(C5),
(L9)-[:PLANTED {season:2025, sown_on:'2025-04-16'}]->(C13),
(L10)-[:PLANTED {season:2023, sown_on:'2023-10-19'}]->(C14),
(L10)-[:PLANTED {season:2025, sown_on:'2025-03-06'}]->(C18),
(L11)-[:PLANTED {season:2025, sown_on:'2024-10-03'}]->(C5),
(L12)-[:PLANTED {season:2024, sown_on:'2024-03-24'}]->(C19),
(L13)-[:PLANTED {season:2023, sown_on:'2023-04-10'}]->(C18),
(L13)-[:PLANTED {season:2024, sown_on:'2024-03-26'}]->(C18),
(L13)-[:PLANTED {season:2025, sown_on:'2025-10-22'}]->(C10),
(L14)-[:PLANTED {season:2024, sown_on:'2024-10-25'}]->(C13),
(L14)-[:PLANTED {season:2025, sown_on:'2025-04-13'}]->(C14),
(L15)-[:PLANTED {season:2023, sown_on:'2022-10-15'}]->(C4),
(L15)-[:PLANTED {season:2024, sown_on:'2024-03-14'}]->(C6),
(L16)-[:PLANTED {season:2023, sown_on:'2023-10-16'}]->(C6),
(L17)-[:PLANTED {season:2023, sown_on:'2023-03-28'}]->(C10),
(L18)-[:PLANTED {season:2023, sown_on:'2022-10-10'}]->(C5),
(L18)-[:PLANTED {season:2024, sown_on:'2023-10-27'}]->(C5),
(L19)-[:PLANTED {season:2023, sown_on:'2023-10-09'}]->(C18),
(L19)-[:PLANTED {season:2024, sown_on:'2024-03-21'}]->(C6),
(L20)-[:PLANTED {season:2025, sown_on:'2025-04-06'}]->(C10),
(L21)-[:PLANTED {season:2023, sown_on:'2023-04-08'}]->(C10),
(L21)-[:PLANTED {season:2025, sown_on:'2025-04-08'}]->(C10),
(L22)-[:PLANTED {season:2025, sown_on:'2025-10-25'}]->(C9),
(L23)-[:PLANTED {season:2025, sown_on:'2024-10-16'}]->(C4),
(L24)-[:PLANTED {season:2023, sown_on:'2023-04-23'}]->(C6),
(L25)-[:PLANTED {season:2024, sown_on:'2024-04-05'}]->(C19),
(L25)-[:PLANTED {season:2025, sown_on:'2025-03-23'}]->(C13),
(L26)-[:PLANTED {season:2023, sown_on:'2023-10-08'}]->(C13),
(L27)-[:PLANTED {season:2023, sown_on:'2023-10-20'}]->(C12),
(L28)-[:PLANTED {season:2023, sown_on:'2023-04-02'}]->(C10),
(L28)-[:PLANTED {season:2024, sown_on:'2024-10-04'}]->(C10),
(L30)-[:PLANTED {season:2023, sown_on:'2022-10-23'}]->(C5),
(L30)-[:PLANTED {season:2024, sown_on:'2023-10-11'}]->(C5),
(L30)-[:PLANTED {season:2025, sown_on:'2025-04-02'}]->(C18),
(L31)-[:PLANTED {season:2024, sown_on:'2024-03-03'}]->(C9),
(L31)-[:PLANTED {season:2025, sown_on:'2025-10-05'}]->(C14),
(L32)-[:PLANTED {season:2025, sown_on:'2024-10-13'}]->(C5),
(L33)-[:PLANTED {season:2023, sown_on:'2023-03-24'}]->(C10),
(L33)-[:PLANTED {season:2024, sown_on:'2024-03-17'}]->(C10),
(L35)-[:PLANTED {season:2024, sown_on:'2024-04-25'}]->(C10),
(L36)-[:PLANTED {season:2024, sown_on:'2023-10-03'}]->(C4),
(L37)-[:PLANTED {season:2023, sown_on:'2023-03-20'}]->(C13),
(L37)-[:PLANTED {season:2025, sown_on:'2025-10-07'}]->(C6),
(L38)-[:PLANTED {season:2023, sown_on:'2023-03-08'}]->(C14),
(L38)-[:PLANTED {season:2024, sown_on:'2024-10-08'}]->(C10),
(L38)-[:PLANTED {season:2025, sown_on:'2025-03-05'}]->(C16),
(L39)-[:PLANTED {season:2023, sown_on:'2023-03-10'}]->(C13),
(L39)-[:PLANTED {season:2024, sown_on:'2023-10-17'}]->(C5),
(L40)-[:PLANTED {season:2024, sown_on:'2024-10-05'}]->(C9),
(L40)-[:PLANTED {season:2025, sown_on:'2025-10-18'}]->(C6),
(H1)-[:FROM_FIELD]->(L2),
(H1)-[:OF_CROP]->(C12),
(H2)-[:FROM_FIELD]->(L4),
(H2)-[:OF_CROP]->(C6),
(H3)-[:FROM_FIELD]->(L5),
(H3)-[:OF_CROP]->(C6),
(H4)-[:FROM_FIELD]->(L6),
(H4)-[:OF_CROP]->(C12),
(H5)-[:FROM_FIELD]->(L7),
(H5)-[:OF_CROP]->(C19),
(H6)-[:FROM_FIELD]->(L7),
(H6)-[:OF_CROP]->(C10),
(H7)-[:FROM_FIELD]->(L8),
(H7)-[:OF_CROP]->(C5),
(H8)-[:FROM_FIELD]->(L9),
(H8)-[:OF_CROP]->(C5),
(H9)-[:FROM_FIELD]->(L10),
(H9)-[:OF_CROP]->(C14),
(H10)-[:FROM_FIELD]->(L10),
(H10)-[:OF_CROP]->(C18),
(H11)-[:FROM_FIELD]->(L12),
(H11)-[:OF_CROP]->(C19),
(H12)-[:FROM_FIELD]->(L13),
(H12)-[:OF_CROP]->(C18),
(H13)-[:FROM_FIELD]->(L13),
(H13)-[:OF_CROP]->(C18),
(H14)-[:FROM_FIELD]->(L13),
(H14)-[:OF_CROP]->(C10),
(H15)-[:FROM_FIELD]->(L14),
(H15)-[:OF_CROP]->(C13),
(H16)-[:FROM_FIELD]->(L15),
(H16)-[:OF_CROP]->(C4),
(H17)-[:FROM_FIELD]->(L15),
(H17)-[:OF_CROP]->(C6),
(H18)-[:FROM_FIELD]->(L16),
(H18)-[:OF_CROP]->(C6),
(H19)-[:FROM_FIELD]->(L17),
(H19)-[:OF_CROP]->(C10),
(H20)-[:FROM_FIELD]->(L18),
(H20)-[:OF_CROP]->(C5),
(H21)-[:FROM_FIELD]->(L18),
(H21)-[:OF_CROP]->(C5),
(H22)-[:FROM_FIELD]->(L19),
(H22)-[:OF_CROP]->(C18),
(H23)-[:FROM_FIELD]->(L19),
(H23)-[:OF_CROP]->(C6),
(H24)-[:FROM_FIELD]->(L20),
(H24)-[:OF_CROP]->(C10),
(H25)-[:FROM_FIELD]->(L21),
(H25)-[:OF_CROP]->(C10),
(H26)-[:FROM_FIELD]->(L21),
(H26)-[:OF_CROP]->(C10),
(H27)-[:FROM_FIELD]->(L23),
(H27)-[:OF_CROP]->(C4),
(H28)-[:FROM_FIELD]->(L24),
(H28)-[:OF_CROP]->(C6),
(H29)-[:FROM_FIELD]->(L25),
(H29)-[:OF_CROP]->(C19),
(H30)-[:FROM_FIELD]->(L26),
(H30)-[:OF_CROP]->(C13),
(H31)-[:FROM_FIELD]->(L27),
(H31)-[:OF_CROP]->(C12),
(H32)-[:FROM_FIELD]->(L28),
(H32)-[:OF_CROP]->(C10),
(H33)-[:FROM_FIELD]->(L28),
(H33)-[:OF_CROP]->(C10),
(H34)-[:FROM_FIELD]->(L30),
(H34)-[:OF_CROP]->(C5),
(H35)-[:FROM_FIELD]->(L30),
(H35)-[:OF_CROP]->(C5),
(H36)-[:FROM_FIELD]->(L30),
(H36)-[:OF_CROP]->(C18),
(H37)-[:FROM_FIELD]->(L31),
(H37)-[:OF_CROP]->(C9),
(H38)-[:FROM_FIELD]->(L31),
(H38)-[:OF_CROP]->(C14),
(H39)-[:FROM_FIELD]->(L33),
(H39)-[:OF_CROP]->(C10),
(H40)-[:FROM_FIELD]->(L33),
(H40)-[:OF_CROP]->(C10),
(H41)-[:FROM_FIELD]->(L35),
(H41)-[:OF_CROP]->(C10),
(H42)-[:FROM_FIELD]->(L36),
(H42)-[:OF_CROP]->(C4),
(H43)-[:FROM_FIELD]->(L37),
(H43)-[:OF_CROP]->(C13),
(H44)-[:FROM_FIELD]->(L38),
(H44)-[:OF_CROP]->(C14),
(H45)-[:FROM_FIELD]->(L38),
(H45)-[:OF_CROP]->(C10),
(H46)-[:FROM_FIELD]->(L38),
(H46)-[:OF_CROP]->(C16),
(H47)-[:FROM_FIELD]->(L39),
(H47)-[:OF_CROP]->(C13),
(H48)-[:FROM_FIELD]->(L39),
(H48)-[:OF_CROP]->(C5),
(H49)-[:FROM_FIELD]->(L40),
(H49)-[:OF_CROP]->(C9),
(H50)-[:FROM_FIELD]->(L40),
(H50)-[:OF_CROP]->(C6),
(M1)-[:KEPT_AT]->(F1),
(M2)-[:KEPT_AT]->(F7),
(M3)-[:KEPT_AT]->(F10),
(M4)-[:KEPT_AT]->(F1),
(M5)-[:KEPT_AT]->(F13),
(M6)-[:KEPT_AT]->(F3),
(M7)-[:KEPT_AT]->(F11),
(M8)-[:KEPT_AT]->(F5),
(M9)-[:KEPT_AT]->(F2),
(M10)-[:KEPT_AT]->(F10),
(M11)-[:KEPT_AT]->(F3),
(M12)-[:KEPT_AT]->(F6),
(F1)-[:USES {hours:420, season:2024}]->(M1),
(F1)-[:USES {hours:96, season:2024}]->(M4),
(F2)-[:USES {hours:60, season:2024}]->(M1),
(F2)-[:USES {hours:35, season:2024}]->(M9),
(F3)-[:USES {hours:140, season:2024}]->(M6),
(F3)-[:USES {hours:88, season:2024}]->(M11),
(F4)-[:USES {hours:22, season:2024}]->(M6),
(F4)-[:USES {hours:75, season:2024}]->(M12),
(F5)-[:USES {hours:110, season:2024}]->(M8),
(F5)-[:USES {hours:64, season:2024}]->(M4),
(F6)-[:USES {hours:300, season:2024}]->(M12),
(F6)-[:USES {hours:40, season:2024}]->(M9),
(F7)-[:USES {hours:510, season:2024}]->(M2),
(F7)-[:USES {hours:120, season:2024}]->(M5),
(F8)-[:USES {hours:45, season:2024}]->(M2),
(F8)-[:USES {hours:30, season:2024}]->(M5),
(F9)-[:USES {hours:15, season:2024}]->(M12),
(F10)-[:USES {hours:380, season:2024}]->(M3),
(F10)-[:USES {hours:90, season:2024}]->(M10),
(F10)-[:USES {hours:64, season:2024}]->(M4),
(F11)-[:USES {hours:55, season:2024}]->(M7),
(F11)-[:USES {hours:40, season:2024}]->(M8),
(F12)-[:USES {hours:100, season:2024}]->(M3),
(F13)-[:USES {hours:150, season:2024}]->(M5),
(F13)-[:USES {hours:80, season:2024}]->(M2),
(F13)-[:USES {hours:100, season:2024}]->(M11),
(F13)-[:USES {hours:12, season:2024}]->(M7),
(F3)-[:USES {hours:70, season:2025}]->(M11),
(F1)-[:USES {hours:101, season:2025}]->(M4),
(F1)-[:SUPPLIES {commodity:'wheat', price_per_t_eur:245.0, start_date:'2024-08-01', end_date:'2025-07-31', volume_t:800.0}]->(B1),
(F1)-[:SUPPLIES {commodity:'wheat', price_per_t_eur:250.0, start_date:'2025-08-01', end_date:'2026-07-31', volume_t:800.0}]->(B1),
(F3)-[:SUPPLIES {commodity:'wheat', price_per_t_eur:250.0, start_date:'2024-08-01', end_date:'2025-07-31', volume_t:500.0}]->(B1),
(F7)-[:SUPPLIES {commodity:'wheat', price_per_t_eur:238.5, start_date:'2023-08-01', end_date:'2024-07-31', volume_t:900.0}]->(B1),
(F2)-[:SUPPLIES {commodity:'malting barley', price_per_t_eur:290.0, start_date:'2024-09-01', end_date:'2025-08-31', volume_t:150.0}]->(B2),
(F11)-[:SUPPLIES {commodity:'malting barley', price_per_t_eur:310.0, start_date:'2024-09-01', end_date:'2025-08-31', volume_t:120.0}]->(B2),
(F13)-[:SUPPLIES {commodity:'malting barley', price_per_t_eur:290.0, start_date:'2025-09-01', volume_t:200.0}]->(B2),
(F3)-[:SUPPLIES {commodity:'potatoes', price_per_t_eur:180.0, start_date:'2024-09-15', end_date:'2025-06-30', volume_t:1200.0}]->(B3),
(F9)-[:SUPPLIES {commodity:'potatoes', price_per_t_eur:220.0, start_date:'2024-09-15', end_date:'2025-06-30', volume_t:300.0}]->(B3),
(F9)-[:SUPPLIES {commodity:'potatoes', price_per_t_eur:260.0, start_date:'2025-01-01', end_date:'2025-12-31', volume_t:60.0}]->(B6),
(F10)-[:SUPPLIES {commodity:'sugar beet', price_per_t_eur:42.0, start_date:'2024-10-01', end_date:'2025-02-28', volume_t:4000.0}]->(B4),
(F13)-[:SUPPLIES {commodity:'sugar beet', price_per_t_eur:42.0, start_date:'2024-10-01', end_date:'2025-02-28', volume_t:2500.0}]->(B4),
(F5)-[:SUPPLIES {commodity:'oilseed rape', price_per_t_eur:455.0, start_date:'2024-07-15', end_date:'2025-03-31', volume_t:180.0}]->(B5),
(F6)-[:SUPPLIES {commodity:'field beans', price_per_t_eur:390.0, start_date:'2024-10-01', end_date:'2025-09-30', volume_t:40.0}]->(B6),
(F4)-[:SUPPLIES {commodity:'potatoes', price_per_t_eur:250.0, start_date:'2025-03-01', end_date:'2025-12-31', volume_t:45.0}]->(B6),
(F8)-[:SUPPLIES {commodity:'feed barley', price_per_t_eur:199.0, start_date:'2023-08-01', end_date:'2024-07-31', volume_t:350.0}]->(B7),
(F12)-[:SUPPLIES {commodity:'maize', price_per_t_eur:205.0, start_date:'2024-11-01', end_date:'2025-10-31', volume_t:600.0}]->(B7),
(F5)-[:SUPPLIES {commodity:'wheat', price_per_t_eur:249.99, start_date:'2024-08-01', end_date:'2025-07-31', volume_t:300.0}]->(B1);
