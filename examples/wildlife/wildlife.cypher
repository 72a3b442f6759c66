// The wildlife example: a national park's wildlife monitoring records, written
// for gql by its developers (not taken from anywhere) as the park's monitoring
// data team would model it: a CHECK graph of a new domain
// (testdata/wildlife/README.md).
// Species BELONG_TO a genus, and taxa BELONG_TO the taxon above them (genus,
// family, order); tagged animals are OF_SPECIES a species, and a female is the
// MOTHER_OF her young (up to three generations); rangers SUPERVISE rangers
// (since, up to three deep) and RECORDED sightings (role 'lead'|'assist');
// a sighting is OF_ANIMAL one tagged animal AT_SITE a site; sites are IN_AREA
// a sector, sectors IN_AREA a zone, zones IN_AREA the park; vets TREATED
// animals (treated_on, diagnosis, cost_eur, sedated); camera traps are
// INSTALLED_AT a site (installed_on, height_m) and DETECTED species
// (detected_on, images).
// Dates are ISO strings 'YYYY-MM-DD'; weights kilograms (_kg), money euros
// (_eur), elevations and distances metres (_m), areas square kilometres (_km2).
// Edge cases: a camera trap with no relationship at all, a vet who treated
// nothing, a ranger who recorded nothing, a site where nothing was seen, a
// species neither tagged nor detected, dead animals (died_on), unknown birth
// dates and collars, ties, boundary values, names with an apostrophe.
// Generated deterministically by a small seeded script.
// Regenerate the converted files with
//   go run ./cmd/gql convert examples/wildlife/wildlife.cypher --name wildlife --out examples/wildlife

CREATE CONSTRAINT IF NOT EXISTS FOR (x:Taxon) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Species) REQUIRE (x.scientific_name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Animal) REQUIRE (x.tag_code) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Zone) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Site) REQUIRE (x.site_code) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Ranger) REQUIRE (x.badge_no) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Sighting) REQUIRE (x.sighting_ref) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Vet) REQUIRE (x.licence_no) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:CameraTrap) REQUIRE (x.trap_code) IS UNIQUE;

CREATE (O1:Taxon {name:'Carnivora', rank:'order'})
CREATE (O2:Taxon {name:'Artiodactyla', rank:'order'})
CREATE (O3:Taxon {name:'Accipitriformes', rank:'order'})
CREATE (O4:Taxon {name:'Strigiformes', rank:'order'})
CREATE (F1:Taxon {name:'Canidae', rank:'family'})
CREATE (F2:Taxon {name:'Felidae', rank:'family'})
CREATE (F3:Taxon {name:'Ursidae', rank:'family'})
CREATE (F4:Taxon {name:'Mustelidae', rank:'family'})
CREATE (F5:Taxon {name:'Cervidae', rank:'family'})
CREATE (F6:Taxon {name:'Bovidae', rank:'family'})
CREATE (F7:Taxon {name:'Suidae', rank:'family'})
CREATE (F8:Taxon {name:'Accipitridae', rank:'family'})
CREATE (F9:Taxon {name:'Strigidae', rank:'family'})
CREATE (T1:Taxon {name:'Canis', rank:'genus'})
CREATE (T2:Taxon {name:'Vulpes', rank:'genus'})
CREATE (T3:Taxon {name:'Lynx', rank:'genus'})
CREATE (T4:Taxon {name:'Felis', rank:'genus'})
CREATE (T5:Taxon {name:'Ursus', rank:'genus'})
CREATE (T6:Taxon {name:'Lutra', rank:'genus'})
CREATE (T7:Taxon {name:'Martes', rank:'genus'})
CREATE (T8:Taxon {name:'Meles', rank:'genus'})
CREATE (T9:Taxon {name:'Cervus', rank:'genus'})
CREATE (T10:Taxon {name:'Capreolus', rank:'genus'})
CREATE (T11:Taxon {name:'Rupicapra', rank:'genus'})
CREATE (T12:Taxon {name:'Capra', rank:'genus'})
CREATE (T13:Taxon {name:'Bison', rank:'genus'})
CREATE (T14:Taxon {name:'Sus', rank:'genus'})
CREATE (T15:Taxon {name:'Aquila', rank:'genus'})
CREATE (T16:Taxon {name:'Gypaetus', rank:'genus'})
CREATE (T17:Taxon {name:'Bubo', rank:'genus'})
CREATE (SP1:Species {scientific_name:'Canis lupus', common_name:'grey wolf', red_list_category:'vulnerable', protected_since:1992})
CREATE (SP2:Species {scientific_name:'Canis aureus', common_name:'golden jackal', red_list_category:'least concern'})
CREATE (SP3:Species {scientific_name:'Vulpes vulpes', common_name:'red fox', red_list_category:'least concern'})
CREATE (SP4:Species {scientific_name:'Lynx lynx', common_name:'Eurasian lynx', red_list_category:'endangered', protected_since:1980})
CREATE (SP5:Species {scientific_name:'Felis silvestris', common_name:'wildcat', red_list_category:'near threatened', protected_since:1985})
CREATE (SP6:Species {scientific_name:'Ursus arctos', common_name:'brown bear', red_list_category:'vulnerable', protected_since:1975})
CREATE (SP7:Species {scientific_name:'Lutra lutra', common_name:'Eurasian otter', red_list_category:'near threatened', protected_since:1980})
CREATE (SP8:Species {scientific_name:'Martes martes', common_name:'pine marten', red_list_category:'least concern', protected_since:2001})
CREATE (SP9:Species {scientific_name:'Meles meles', common_name:'European badger', red_list_category:'least concern'})
CREATE (SP10:Species {scientific_name:'Cervus elaphus', common_name:'red deer', red_list_category:'least concern'})
CREATE (SP11:Species {scientific_name:'Capreolus capreolus', common_name:'roe deer', red_list_category:'least concern'})
CREATE (SP12:Species {scientific_name:'Rupicapra rupicapra', common_name:'chamois', red_list_category:'near threatened', protected_since:1992})
CREATE (SP13:Species {scientific_name:'Capra ibex', common_name:'Alpine ibex', red_list_category:'vulnerable', protected_since:1975})
CREATE (SP14:Species {scientific_name:'Bison bonasus', common_name:'European bison', red_list_category:'endangered', protected_since:1996})
CREATE (SP15:Species {scientific_name:'Sus scrofa', common_name:'wild boar', red_list_category:'least concern'})
CREATE (SP16:Species {scientific_name:'Aquila chrysaetos', common_name:'golden eagle', red_list_category:'near threatened', protected_since:1975})
CREATE (SP17:Species {scientific_name:'Gypaetus barbatus', common_name:'bearded vulture', red_list_category:'critically endangered', protected_since:1986})
CREATE (SP18:Species {scientific_name:'Bubo bubo', common_name:'Eurasian eagle-owl', red_list_category:'vulnerable', protected_since:1980})
CREATE (WLF_01:Animal {tag_code:'WLF-01', nickname:'Ash', sex:'F', born_on:'2016-05-02', weight_kg:38.5, died_on:'2023-11-20', collared:true})
CREATE (WLF_02:Animal {tag_code:'WLF-02', nickname:'Tundra', sex:'M', born_on:'2017-04-28', weight_kg:46.0, collared:true})
CREATE (WLF_03:Animal {tag_code:'WLF-03', nickname:'Nova', sex:'F', born_on:'2019-05-10', weight_kg:35.2, collared:true})
CREATE (WLF_04:Animal {tag_code:'WLF-04', sex:'M', born_on:'2019-05-10', weight_kg:41.0, collared:false})
CREATE (WLF_05:Animal {tag_code:'WLF-05', nickname:'Echo', sex:'F', born_on:'2021-05-03', weight_kg:33.8, collared:true})
CREATE (WLF_06:Animal {tag_code:'WLF-06', sex:'M', born_on:'2021-05-03', weight_kg:39.9})
CREATE (WLF_07:Animal {tag_code:'WLF-07', nickname:'Kaya', sex:'F', born_on:'2023-04-30', weight_kg:24.0, collared:false})
CREATE (WLF_08:Animal {tag_code:'WLF-08', sex:'M', weight_kg:44.1, died_on:'2024-02-29', collared:true})
CREATE (LYX_01:Animal {tag_code:'LYX-01', nickname:'Mira', sex:'F', born_on:'2015-06-01', weight_kg:19.5, collared:true})
CREATE (LYX_02:Animal {tag_code:'LYX-02', nickname:'Boris', sex:'M', born_on:'2016-05-20', weight_kg:24.8, died_on:'2022-12-31', collared:true})
CREATE (LYX_03:Animal {tag_code:'LYX-03', nickname:'Luna', sex:'F', born_on:'2019-05-25', weight_kg:18.2, collared:true})
CREATE (LYX_04:Animal {tag_code:'LYX-04', sex:'M', born_on:'2019-05-25', weight_kg:21.0, collared:false})
CREATE (LYX_05:Animal {tag_code:'LYX-05', nickname:'Pip', sex:'F', born_on:'2024-05-30', weight_kg:6.5, collared:false})
CREATE (BER_01:Animal {tag_code:'BER-01', nickname:'Greta', sex:'F', born_on:'2009-01-15', weight_kg:165.0, collared:true})
CREATE (BER_02:Animal {tag_code:'BER-02', nickname:'Bruno', sex:'M', born_on:'2011-01-20', weight_kg:240.0, collared:true})
CREATE (BER_03:Animal {tag_code:'BER-03', nickname:'Hazel', sex:'F', born_on:'2018-01-25', weight_kg:120.5, collared:true})
CREATE (BER_04:Animal {tag_code:'BER-04', sex:'M', born_on:'2023-01-28', weight_kg:38.0, collared:false})
CREATE (OTR_01:Animal {tag_code:'OTR-01', nickname:'Silk', sex:'F', born_on:'2020-03-01', weight_kg:7.9, collared:false})
CREATE (OTR_02:Animal {tag_code:'OTR-02', sex:'M', born_on:'2021-02-11', weight_kg:10.1, collared:false})
CREATE (RDR_01:Animal {tag_code:'RDR-01', nickname:'Monarch', sex:'M', born_on:'2014-06-05', weight_kg:190.0, collared:true})
CREATE (RDR_02:Animal {tag_code:'RDR-02', sex:'F', born_on:'2016-06-01', weight_kg:100.0, collared:true})
CREATE (RDR_03:Animal {tag_code:'RDR-03', sex:'F', born_on:'2019-06-10', weight_kg:99.9, collared:false})
CREATE (RDR_04:Animal {tag_code:'RDR-04', sex:'M', born_on:'2020-06-02', weight_kg:100.1, died_on:'2024-01-01', collared:true})
CREATE (CHM_01:Animal {tag_code:'CHM-01', sex:'F', born_on:'2018-05-20', weight_kg:32.0, collared:false})
CREATE (CHM_02:Animal {tag_code:'CHM-02', sex:'M', born_on:'2017-05-28', weight_kg:38.5, collared:true})
CREATE (IBX_01:Animal {tag_code:'IBX-01', nickname:'Cornelius', sex:'M', born_on:'2012-06-01', weight_kg:98.0, collared:true})
CREATE (IBX_02:Animal {tag_code:'IBX-02', sex:'F', born_on:'2015-06-12', weight_kg:52.0, collared:true})
CREATE (IBX_03:Animal {tag_code:'IBX-03', sex:'M', born_on:'2020-06-08', weight_kg:75.0, collared:false})
CREATE (BSN_01:Animal {tag_code:'BSN-01', nickname:'Odin', sex:'M', born_on:'2010-05-14', weight_kg:720.0, collared:true})
CREATE (BSN_02:Animal {tag_code:'BSN-02', nickname:'Freya', sex:'F', born_on:'2012-06-02', weight_kg:460.0, collared:true})
CREATE (BSN_03:Animal {tag_code:'BSN-03', nickname:'Thor', sex:'M', born_on:'2015-05-30', weight_kg:720.0, collared:true})
CREATE (BSN_04:Animal {tag_code:'BSN-04', sex:'F', born_on:'2021-06-05', weight_kg:310.0})
CREATE (BOR_01:Animal {tag_code:'BOR-01', sex:'M', weight_kg:88.0, collared:false})
CREATE (EGL_01:Animal {tag_code:'EGL-01', nickname:'Skye', sex:'F', born_on:'2013-04-10', weight_kg:5.9, collared:false})
CREATE (EGL_02:Animal {tag_code:'EGL-02', sex:'M', born_on:'2016-04-22', weight_kg:4.1, collared:false})
CREATE (BVL_01:Animal {tag_code:'BVL-01', nickname:'Zephyr', sex:'M', born_on:'2018-03-10', weight_kg:6.2, collared:false})
CREATE (BVL_02:Animal {tag_code:'BVL-02', sex:'F', born_on:'2022-02-14', weight_kg:5.8, died_on:'2024-03-03', collared:false})
CREATE (P:Zone {name:'Kestrel Peaks National Park', level:'park', area_km2:412.0, public_access:true})
CREATE (Z1:Zone {name:'Northern Core Zone', level:'zone', area_km2:160.5, public_access:false})
CREATE (Z2:Zone {name:'Southern Valley Zone', level:'zone', area_km2:148.0, public_access:true})
CREATE (Z3:Zone {name:'Eastern Buffer Zone', level:'zone', area_km2:103.5, public_access:true})
CREATE (C1:Zone {name:'Glacier Sector', level:'sector', area_km2:80.0, public_access:false})
CREATE (C2:Zone {name:'Black Pine Sector', level:'sector', area_km2:80.5, public_access:false})
CREATE (C3:Zone {name:'River Sector', level:'sector', area_km2:70.0, public_access:true})
CREATE (C4:Zone {name:'Meadow Sector', level:'sector', area_km2:78.0, public_access:true})
CREATE (C5:Zone {name:'Lakeshore Sector', level:'sector', area_km2:60.0, public_access:true})
CREATE (C6:Zone {name:'Foothill Sector', level:'sector', area_km2:43.5, public_access:true})
CREATE (L1:Site {site_code:'GL-01', name:'Ice Tongue Moraine', elevation_m:2450, habitat:'scree'})
CREATE (L2:Site {site_code:'GL-02', name:'Eagle Crag', elevation_m:2210, habitat:'scree'})
CREATE (L3:Site {site_code:'BP-01', name:'Black Pine Ridge', elevation_m:1650, habitat:'conifer forest'})
CREATE (L4:Site {site_code:'BP-02', name:"Hunter's Pass", elevation_m:2000, habitat:'alpine meadow'})
CREATE (L5:Site {site_code:'RV-01', name:'Otter Bend', elevation_m:820, habitat:'river'})
CREATE (L6:Site {site_code:'RV-02', name:'Willow Ford', elevation_m:790, habitat:'river'})
CREATE (L7:Site {site_code:'MD-01', name:'High Meadow', elevation_m:1800, habitat:'alpine meadow'})
CREATE (L8:Site {site_code:'MD-02', name:'Saddle Meadow', elevation_m:2000, habitat:'alpine meadow'})
CREATE (L9:Site {site_code:'LK-01', name:'Reed Marsh', elevation_m:640, habitat:'wetland'})
CREATE (L10:Site {site_code:'LK-02', name:'North Lakeshore', elevation_m:655, habitat:'wetland'})
CREATE (L11:Site {site_code:'FH-01', name:'Beech Hollow', elevation_m:980, habitat:'beech forest'})
CREATE (L12:Site {site_code:'FH-02', name:'Old Quarry', elevation_m:1010, habitat:'scree'})
CREATE (L13:Site {site_code:'FH-03', name:'Foothill Gate', elevation_m:700, habitat:'beech forest'})
CREATE (L14:Site {site_code:'FH-04', name:'Fox Earth Copse', elevation_m:930, habitat:'beech forest'})
CREATE (R1:Ranger {name:'Marta Kowalczyk', badge_no:'KP-001', hired_on:'2005-03-01', grade:'head ranger'})
CREATE (R2:Ranger {name:'Mikkel Strand', badge_no:'KP-014', hired_on:'2009-06-15', grade:'senior ranger'})
CREATE (R3:Ranger {name:"Declan O'Shea", badge_no:'KP-021', hired_on:'2011-09-01', grade:'senior ranger'})
CREATE (R4:Ranger {name:'Luca Ferrari', badge_no:'KP-033', hired_on:'2014-04-01', grade:'ranger'})
CREATE (R5:Ranger {name:'Ana Petrovic', badge_no:'KP-040', hired_on:'2016-05-16', grade:'ranger'})
CREATE (R6:Ranger {name:'Radek Horak', badge_no:'KP-041', hired_on:'2016-05-16', grade:'ranger'})
CREATE (R7:Ranger {name:'Elin Sorensen', badge_no:'KP-052', hired_on:'2019-02-01', grade:'ranger'})
CREATE (R8:Ranger {name:'Kai Mueller', badge_no:'KP-067', hired_on:'2023-09-01', grade:'trainee'})
CREATE (R9:Ranger {name:'Nadia Haddad', badge_no:'KP-070', hired_on:'2024-01-01', grade:'trainee'})
CREATE (R10:Ranger {name:'Piotr Zielinski', badge_no:'KP-072', hired_on:'2024-03-01', grade:'trainee'})
CREATE (R11:Ranger {name:'Hugo Lambert', badge_no:'KP-028', hired_on:'2012-07-01', grade:'ranger'})
CREATE (S1:Sighting {sighting_ref:'SGT-001', observed_on:'2023-01-14', time_of_day:'dawn', group_size:6, distance_m:350})
CREATE (S2:Sighting {sighting_ref:'SGT-002', observed_on:'2023-02-03', time_of_day:'dusk', group_size:5, distance_m:420})
CREATE (S3:Sighting {sighting_ref:'SGT-003', observed_on:'2023-03-21', time_of_day:'morning', group_size:1, distance_m:120})
CREATE (S4:Sighting {sighting_ref:'SGT-004', observed_on:'2023-04-09', time_of_day:'morning', group_size:1, distance_m:60})
CREATE (S5:Sighting {sighting_ref:'SGT-005', observed_on:'2023-05-30', time_of_day:'afternoon', group_size:3, distance_m:200})
CREATE (S6:Sighting {sighting_ref:'SGT-006', observed_on:'2023-06-18', time_of_day:'dawn', group_size:12, distance_m:500})
CREATE (S7:Sighting {sighting_ref:'SGT-007', observed_on:'2023-07-04', time_of_day:'afternoon', group_size:2, distance_m:800})
CREATE (S8:Sighting {sighting_ref:'SGT-008', observed_on:'2023-07-22', time_of_day:'dusk', group_size:1, distance_m:150})
CREATE (S9:Sighting {sighting_ref:'SGT-009', observed_on:'2023-08-15', time_of_day:'morning', group_size:9, distance_m:300})
CREATE (S10:Sighting {sighting_ref:'SGT-010', observed_on:'2023-09-02', time_of_day:'dawn', group_size:1, distance_m:950})
CREATE (S11:Sighting {sighting_ref:'SGT-011', observed_on:'2023-10-11', time_of_day:'night', group_size:4, distance_m:90})
CREATE (S12:Sighting {sighting_ref:'SGT-012', observed_on:'2023-11-05', time_of_day:'dusk', group_size:3, distance_m:250})
CREATE (S13:Sighting {sighting_ref:'SGT-013', observed_on:'2023-12-12', time_of_day:'morning', group_size:7, distance_m:400})
CREATE (S14:Sighting {sighting_ref:'SGT-014', observed_on:'2024-01-01', time_of_day:'morning', group_size:7, distance_m:380})
CREATE (S15:Sighting {sighting_ref:'SGT-015', observed_on:'2024-01-19', time_of_day:'afternoon', group_size:2, distance_m:70})
CREATE (S16:Sighting {sighting_ref:'SGT-016', observed_on:'2024-02-08', time_of_day:'dawn', group_size:6, distance_m:300})
CREATE (S17:Sighting {sighting_ref:'SGT-017', observed_on:'2024-02-29', time_of_day:'morning', group_size:1, distance_m:110})
CREATE (S18:Sighting {sighting_ref:'SGT-018', observed_on:'2024-03-15', time_of_day:'dusk', group_size:8, distance_m:450})
CREATE (S19:Sighting {sighting_ref:'SGT-019', observed_on:'2024-04-02', time_of_day:'morning', group_size:2, distance_m:180})
CREATE (S20:Sighting {sighting_ref:'SGT-020', observed_on:'2024-04-27', time_of_day:'afternoon', group_size:11, distance_m:260})
CREATE (S21:Sighting {sighting_ref:'SGT-021', observed_on:'2024-05-18', time_of_day:'dawn', group_size:5, distance_m:330})
CREATE (S22:Sighting {sighting_ref:'SGT-022', observed_on:'2024-06-06', time_of_day:'afternoon', group_size:1, distance_m:1200})
CREATE (S23:Sighting {sighting_ref:'SGT-023', observed_on:'2024-06-21', time_of_day:'morning', group_size:3, distance_m:140})
CREATE (S24:Sighting {sighting_ref:'SGT-024', observed_on:'2024-07-09', time_of_day:'dusk', group_size:2, distance_m:95})
CREATE (S25:Sighting {sighting_ref:'SGT-025', observed_on:'2024-08-14', time_of_day:'dawn', group_size:1, distance_m:60})
CREATE (S26:Sighting {sighting_ref:'SGT-026', observed_on:'2024-09-01', time_of_day:'morning', group_size:9, distance_m:410})
CREATE (S27:Sighting {sighting_ref:'SGT-027', observed_on:'2024-09-23', time_of_day:'afternoon', group_size:1, distance_m:75})
CREATE (S28:Sighting {sighting_ref:'SGT-028', observed_on:'2024-10-30', time_of_day:'night', group_size:5, distance_m:220})
CREATE (S29:Sighting {sighting_ref:'SGT-029', observed_on:'2024-11-17', time_of_day:'morning', group_size:1, distance_m:500})
CREATE (S30:Sighting {sighting_ref:'SGT-030', observed_on:'2024-12-31', time_of_day:'dusk', group_size:6, distance_m:340})
CREATE (V1:Vet {name:'Helena Vogt', practice:'Kestrel Wildlife Clinic', licence_no:'VET-2231'})
CREATE (V2:Vet {name:'Samuel Okoro', practice:'Valley Veterinary Practice', licence_no:'VET-3180'})
CREATE (V3:Vet {name:'Ines Duarte', practice:'Kestrel Wildlife Clinic', licence_no:'VET-4402'})
CREATE (V4:Vet {name:'Felix Hartmann', practice:'Alpine Large Animal Vets', licence_no:'VET-5017'})
CREATE (K1:CameraTrap {trap_code:'CT-01', model:'Reconyx HP2X', status:'active', night_vision:true, serial_no:'SN796366'})
CREATE (K2:CameraTrap {trap_code:'CT-02', model:'Browning Recon', status:'active', night_vision:true, serial_no:'SN288152'})
CREATE (K3:CameraTrap {trap_code:'CT-03', model:'Bushnell Core', status:'active', night_vision:false, serial_no:'SN448096'})
CREATE (K4:CameraTrap {trap_code:'CT-04', model:'Reconyx HP2X', status:'active', night_vision:true, serial_no:'SN485088'})
CREATE (K5:CameraTrap {trap_code:'CT-05', model:'Bushnell Core', status:'retired', night_vision:false, serial_no:'SN911734'})
CREATE (K6:CameraTrap {trap_code:'CT-06', model:'Browning Recon', status:'active', serial_no:'SN389148'})
CREATE (K7:CameraTrap {trap_code:'CT-07', model:'Bushnell Core', status:'active', night_vision:true, serial_no:'SN921552'})
CREATE (K8:CameraTrap {trap_code:'CT-08', model:'Reconyx HP2X', status:'in repair', night_vision:true, serial_no:'SN582057'})
CREATE
(F1)-[:BELONGS_TO]->(O1),
(F2)-[:BELONGS_TO]->(O1),
(F3)-[:BELONGS_TO]->(O1),
(F4)-[:BELONGS_TO]->(O1),
(F5)-[:BELONGS_TO]->(O2),
(F6)-[:BELONGS_TO]->(O2),
(F7)-[:BELONGS_TO]->(O2),
(F8)-[:BELONGS_TO]->(O3),
(F9)-[:BELONGS_TO]->(O4),
(T1)-[:BELONGS_TO]->(F1),
(T2)-[:BELONGS_TO]->(F1),
(T3)-[:BELONGS_TO]->(F2),
(T4)-[:BELONGS_TO]->(F2),
(T5)-[:BELONGS_TO]->(F3),
(T6)-[:BELONGS_TO]->(F4),
(T7)-[:BELONGS_TO]->(F4),
(T8)-[:BELONGS_TO]->(F4),
(T9)-[:BELONGS_TO]->(F5),
(T10)-[:BELONGS_TO]->(F5),
(T11)-[:BELONGS_TO]->(F6),
(T12)-[:BELONGS_TO]->(F6),
(T13)-[:BELONGS_TO]->(F6),
(T14)-[:BELONGS_TO]->(F7),
(T15)-[:BELONGS_TO]->(F8),
(T16)-[:BELONGS_TO]->(F8),
(T17)-[:BELONGS_TO]->(F9),
(SP1)-[:BELONGS_TO]->(T1),
(SP2)-[:BELONGS_TO]->(T1),
(SP3)-[:BELONGS_TO]->(T2),
(SP4)-[:BELONGS_TO]->(T3),
(SP5)-[:BELONGS_TO]->(T4),
(SP6)-[:BELONGS_TO]->(T5),
(SP7)-[:BELONGS_TO]->(T6),
(SP8)-[:BELONGS_TO]->(T7),
(SP9)-[:BELONGS_TO]->(T8),
(SP10)-[:BELONGS_TO]->(T9),
(SP11)-[:BELONGS_TO]->(T10),
(SP12)-[:BELONGS_TO]->(T11),
(SP13)-[:BELONGS_TO]->(T12),
(SP14)-[:BELONGS_TO]->(T13),
(SP15)-[:BELONGS_TO]->(T14),
(SP16)-[:BELONGS_TO]->(T15),
(SP17)-[:BELONGS_TO]->(T16),
(SP18)-[:BELONGS_TO]->(T17),
(WLF_01)-[:OF_SPECIES]->(SP1),
(WLF_02)-[:OF_SPECIES]->(SP1),
(WLF_03)-[:OF_SPECIES]->(SP1),
(WLF_04)-[:OF_SPECIES]->(SP1),
(WLF_05)-[:OF_SPECIES]->(SP1),
(WLF_06)-[:OF_SPECIES]->(SP1),
(WLF_07)-[:OF_SPECIES]->(SP1),
(WLF_08)-[:OF_SPECIES]->(SP1),
(LYX_01)-[:OF_SPECIES]->(SP4),
(LYX_02)-[:OF_SPECIES]->(SP4),
(LYX_03)-[:OF_SPECIES]->(SP4),
(LYX_04)-[:OF_SPECIES]->(SP4),
(LYX_05)-[:OF_SPECIES]->(SP4),
(BER_01)-[:OF_SPECIES]->(SP6),
(BER_02)-[:OF_SPECIES]->(SP6),
(BER_03)-[:OF_SPECIES]->(SP6),
(BER_04)-[:OF_SPECIES]->(SP6),
(OTR_01)-[:OF_SPECIES]->(SP7),
(OTR_02)-[:OF_SPECIES]->(SP7),
(RDR_01)-[:OF_SPECIES]->(SP10),
(RDR_02)-[:OF_SPECIES]->(SP10),
(RDR_03)-[:OF_SPECIES]->(SP10),
(RDR_04)-[:OF_SPECIES]->(SP10),
(CHM_01)-[:OF_SPECIES]->(SP12),
(CHM_02)-[:OF_SPECIES]->(SP12),
(IBX_01)-[:OF_SPECIES]->(SP13),
(IBX_02)-[:OF_SPECIES]->(SP13),
(IBX_03)-[:OF_SPECIES]->(SP13),
(BSN_01)-[:OF_SPECIES]->(SP14),
(BSN_02)-[:OF_SPECIES]->(SP14),
(BSN_03)-[:OF_SPECIES]->(SP14),
(BSN_04)-[:OF_SPECIES]->(SP14),
(BOR_01)-[:OF_SPECIES]->(SP15),
(EGL_01)-[:OF_SPECIES]->(SP16),
(EGL_02)-[:OF_SPECIES]->(SP16),
(BVL_01)-[:OF_SPECIES]->(SP17),
(BVL_02)-[:OF_SPECIES]->(SP17),
(WLF_01)-[:MOTHER_OF]->(WLF_03),
(WLF_01)-[:MOTHER_OF]->(WLF_04),
(WLF_03)-[:MOTHER_OF]->(WLF_05),
(WLF_03)-[:MOTHER_OF]->(WLF_06),
(WLF_05)-[:MOTHER_OF]->(WLF_07),
(LYX_01)-[:MOTHER_OF]->(LYX_03),
(LYX_01)-[:MOTHER_OF]->(LYX_04),
(LYX_03)-[:MOTHER_OF]->(LYX_05),
(BER_01)-[:MOTHER_OF]->(BER_03),
(BER_03)-[:MOTHER_OF]->(BER_04),
(RDR_02)-[:MOTHER_OF]->(RDR_03),
(IBX_02)-[:MOTHER_OF]->(IBX_03),
(BSN_02)-[:MOTHER_OF]->(BSN_03),
(BSN_02)-[:MOTHER_OF]->(BSN_04),
(Z1)-[:IN_AREA]->(P),
(Z2)-[:IN_AREA]->(P),
(Z3)-[:IN_AREA]->(P),
(C1)-[:IN_AREA]->(Z1),
(C2)-[:IN_AREA]->(Z1),
(C3)-[:IN_AREA]->(Z2),
(C4)-[:IN_AREA]->(Z2),
(C5)-[:IN_AREA]->(Z3),
(C6)-[:IN_AREA]->(Z3),
(L1)-[:IN_AREA]->(C1),
(L2)-[:IN_AREA]->(C1),
(L3)-[:IN_AREA]->(C2),
(L4)-[:IN_AREA]->(C2),
(L5)-[:IN_AREA]->(C3),
(L6)-[:IN_AREA]->(C3),
(L7)-[:IN_AREA]->(C4),
(L8)-[:IN_AREA]->(C4),
(L9)-[:IN_AREA]->(C5),
(L10)-[:IN_AREA]->(C5),
(L11)-[:IN_AREA]->(C6),
(L12)-[:IN_AREA]->(C6),
(L13)-[:IN_AREA]->(C6),
(L14)-[:IN_AREA]->(C6),
(R1)-[:SUPERVISES {since:'2015-01-01'}]->(R2),
(R1)-[:SUPERVISES {since:'2016-04-01'}]->(R3),
(R2)-[:SUPERVISES {since:'2015-01-01'}]->(R4),
(R2)-[:SUPERVISES {since:'2016-05-16'}]->(R5),
(R3)-[:SUPERVISES {since:'2016-05-16'}]->(R6),
(R3)-[:SUPERVISES {since:'2019-02-01'}]->(R7),
(R4)-[:SUPERVISES {since:'2023-09-01'}]->(R8),
(R4)-[:SUPERVISES {since:'2024-01-01'}]->(R9),
(R7)-[:SUPERVISES {since:'2024-03-01'}]->(R10),
(R1)-[:SUPERVISES {since:'2012-07-01'}]->(R11),
(S1)-[:OF_ANIMAL]->(WLF_02),
(S1)-[:AT_SITE]->(L3),
(R4)-[:RECORDED {role:'lead'}]->(S1),
(S2)-[:OF_ANIMAL]->(WLF_03),
(S2)-[:AT_SITE]->(L3),
(R4)-[:RECORDED {role:'lead'}]->(S2),
(R5)-[:RECORDED {role:'assist'}]->(S2),
(S3)-[:OF_ANIMAL]->(LYX_01),
(S3)-[:AT_SITE]->(L4),
(R6)-[:RECORDED {role:'lead'}]->(S3),
(S4)-[:OF_ANIMAL]->(OTR_01),
(S4)-[:AT_SITE]->(L5),
(R5)-[:RECORDED {role:'lead'}]->(S4),
(S5)-[:OF_ANIMAL]->(BER_01),
(S5)-[:AT_SITE]->(L7),
(R7)-[:RECORDED {role:'lead'}]->(S5),
(R3)-[:RECORDED {role:'assist'}]->(S5),
(S6)-[:OF_ANIMAL]->(RDR_01),
(S6)-[:AT_SITE]->(L8),
(R5)-[:RECORDED {role:'lead'}]->(S6),
(S7)-[:OF_ANIMAL]->(EGL_01),
(S7)-[:AT_SITE]->(L2),
(R2)-[:RECORDED {role:'lead'}]->(S7),
(S8)-[:OF_ANIMAL]->(BER_02),
(S8)-[:AT_SITE]->(L3),
(R4)-[:RECORDED {role:'lead'}]->(S8),
(S9)-[:OF_ANIMAL]->(IBX_01),
(S9)-[:AT_SITE]->(L1),
(R2)-[:RECORDED {role:'lead'}]->(S9),
(R7)-[:RECORDED {role:'assist'}]->(S9),
(S10)-[:OF_ANIMAL]->(BVL_01),
(S10)-[:AT_SITE]->(L2),
(R7)-[:RECORDED {role:'lead'}]->(S10),
(S11)-[:OF_ANIMAL]->(BOR_01),
(S11)-[:AT_SITE]->(L11),
(R6)-[:RECORDED {role:'lead'}]->(S11),
(R8)-[:RECORDED {role:'assist'}]->(S11),
(S12)-[:OF_ANIMAL]->(WLF_01),
(S12)-[:AT_SITE]->(L3),
(R4)-[:RECORDED {role:'lead'}]->(S12),
(R8)-[:RECORDED {role:'assist'}]->(S12),
(S13)-[:OF_ANIMAL]->(BSN_02),
(S13)-[:AT_SITE]->(L10),
(R6)-[:RECORDED {role:'lead'}]->(S13),
(S14)-[:OF_ANIMAL]->(BSN_03),
(S14)-[:AT_SITE]->(L10),
(R6)-[:RECORDED {role:'lead'}]->(S14),
(R9)-[:RECORDED {role:'assist'}]->(S14),
(S15)-[:OF_ANIMAL]->(OTR_02),
(S15)-[:AT_SITE]->(L6),
(R5)-[:RECORDED {role:'lead'}]->(S15),
(S16)-[:OF_ANIMAL]->(WLF_02),
(S16)-[:AT_SITE]->(L4),
(R4)-[:RECORDED {role:'lead'}]->(S16),
(R9)-[:RECORDED {role:'assist'}]->(S16),
(S17)-[:OF_ANIMAL]->(LYX_03),
(S17)-[:AT_SITE]->(L3),
(R7)-[:RECORDED {role:'lead'}]->(S17),
(R10)-[:RECORDED {role:'assist'}]->(S17),
(S18)-[:OF_ANIMAL]->(RDR_02),
(S18)-[:AT_SITE]->(L7),
(R5)-[:RECORDED {role:'lead'}]->(S18),
(S19)-[:OF_ANIMAL]->(BER_03),
(S19)-[:AT_SITE]->(L7),
(R7)-[:RECORDED {role:'lead'}]->(S19),
(S20)-[:OF_ANIMAL]->(IBX_02),
(S20)-[:AT_SITE]->(L1),
(R2)-[:RECORDED {role:'lead'}]->(S20),
(S21)-[:OF_ANIMAL]->(WLF_05),
(S21)-[:AT_SITE]->(L3),
(R4)-[:RECORDED {role:'lead'}]->(S21),
(R9)-[:RECORDED {role:'assist'}]->(S21),
(S22)-[:OF_ANIMAL]->(EGL_02),
(S22)-[:AT_SITE]->(L2),
(R3)-[:RECORDED {role:'lead'}]->(S22),
(S23)-[:OF_ANIMAL]->(CHM_01),
(S23)-[:AT_SITE]->(L12),
(R6)-[:RECORDED {role:'lead'}]->(S23),
(S24)-[:OF_ANIMAL]->(BER_03),
(S24)-[:AT_SITE]->(L8),
(R7)-[:RECORDED {role:'lead'}]->(S24),
(R10)-[:RECORDED {role:'assist'}]->(S24),
(S25)-[:OF_ANIMAL]->(LYX_05),
(S25)-[:AT_SITE]->(L3),
(R10)-[:RECORDED {role:'lead'}]->(S25),
(S26)-[:OF_ANIMAL]->(BSN_01),
(S26)-[:AT_SITE]->(L10),
(R6)-[:RECORDED {role:'lead'}]->(S26),
(S27)-[:OF_ANIMAL]->(OTR_01),
(S27)-[:AT_SITE]->(L5),
(R5)-[:RECORDED {role:'lead'}]->(S27),
(R9)-[:RECORDED {role:'assist'}]->(S27),
(S28)-[:OF_ANIMAL]->(WLF_06),
(S28)-[:AT_SITE]->(L4),
(R4)-[:RECORDED {role:'lead'}]->(S28),
(S29)-[:OF_ANIMAL]->(CHM_02),
(S29)-[:AT_SITE]->(L2),
(R2)-[:RECORDED {role:'lead'}]->(S29),
(S30)-[:OF_ANIMAL]->(WLF_02),
(S30)-[:AT_SITE]->(L3),
(R8)-[:RECORDED {role:'lead'}]->(S30),
(V1)-[:TREATED {treated_on:'2023-11-02', diagnosis:'gunshot wound', cost_eur:1250.0, sedated:true}]->(WLF_01),
(V1)-[:TREATED {treated_on:'2022-03-14', diagnosis:'mange', cost_eur:180.0, sedated:false}]->(WLF_03),
(V1)-[:TREATED {treated_on:'2022-12-20', diagnosis:'road collision', cost_eur:2400.0, sedated:true}]->(LYX_02),
(V1)-[:TREATED {treated_on:'2021-06-08', diagnosis:'collar abrasion', cost_eur:95.0, sedated:true}]->(BER_03),
(V1)-[:TREATED {treated_on:'2024-01-01', diagnosis:'mange', cost_eur:180.0, sedated:false}]->(WLF_05),
(V2)-[:TREATED {treated_on:'2023-05-17', diagnosis:'hoof abscess', cost_eur:640.0, sedated:true}]->(BSN_02),
(V2)-[:TREATED {treated_on:'2023-05-17', diagnosis:'hoof abscess', cost_eur:640.0, sedated:true}]->(BSN_03),
(V2)-[:TREATED {treated_on:'2024-08-02', diagnosis:'tuberculosis test', cost_eur:500.0, sedated:true}]->(BSN_01),
(V2)-[:TREATED {treated_on:'2023-12-30', diagnosis:'road collision', cost_eur:2400.0, sedated:true}]->(RDR_04),
(V2)-[:TREATED {treated_on:'2024-02-29', diagnosis:'sarcoptic mange', cost_eur:310.0, sedated:true}]->(IBX_01),
(V2)-[:TREATED {treated_on:'2024-09-11', diagnosis:'tuberculosis test', cost_eur:500.0, sedated:true}]->(BSN_02),
(V3)-[:TREATED {treated_on:'2024-03-01', diagnosis:'lead poisoning', cost_eur:1890.5, sedated:false}]->(BVL_02),
(V3)-[:TREATED {treated_on:'2022-07-19', diagnosis:'wing injury', cost_eur:860.0, sedated:false}]->(EGL_01),
(V3)-[:TREATED {treated_on:'2024-04-05', diagnosis:'parasite check', cost_eur:75.0, sedated:false}]->(OTR_01),
(V3)-[:TREATED {treated_on:'2023-02-10', diagnosis:'lead poisoning', cost_eur:1450.0, sedated:false}]->(BVL_01),
(V3)-[:TREATED {treated_on:'2023-06-12', diagnosis:'parasite check', cost_eur:75.0, sedated:true}]->(WLF_01),
(K1)-[:INSTALLED_AT {installed_on:'2022-11-15', height_m:1.2}]->(L3),
(K2)-[:INSTALLED_AT {installed_on:'2023-06-01', height_m:1.5}]->(L4),
(K3)-[:INSTALLED_AT {installed_on:'2023-03-20', height_m:0.6}]->(L5),
(K4)-[:INSTALLED_AT {installed_on:'2023-05-10', height_m:1.0}]->(L7),
(K5)-[:INSTALLED_AT {installed_on:'2023-08-01', height_m:0.8}]->(L9),
(K6)-[:INSTALLED_AT {installed_on:'2023-10-01', height_m:1.0}]->(L11),
(K7)-[:INSTALLED_AT {installed_on:'2023-12-20', height_m:0.5}]->(L14),
(K1)-[:DETECTED {detected_on:'2023-02-11', images:14}]->(SP1),
(K1)-[:DETECTED {detected_on:'2023-03-30', images:3}]->(SP4),
(K1)-[:DETECTED {detected_on:'2023-05-02', images:6}]->(SP8),
(K1)-[:DETECTED {detected_on:'2024-01-20', images:22}]->(SP1),
(K1)-[:DETECTED {detected_on:'2024-06-12', images:5}]->(SP6),
(K2)-[:DETECTED {detected_on:'2023-10-01', images:9}]->(SP1),
(K2)-[:DETECTED {detected_on:'2024-05-05', images:4}]->(SP12),
(K2)-[:DETECTED {detected_on:'2024-01-15', images:2}]->(SP18),
(K3)-[:DETECTED {detected_on:'2023-04-10', images:11}]->(SP7),
(K3)-[:DETECTED {detected_on:'2024-02-02', images:7}]->(SP7),
(K3)-[:DETECTED {detected_on:'2024-03-03', images:5}]->(SP15),
(K4)-[:DETECTED {detected_on:'2023-06-01', images:30}]->(SP10),
(K4)-[:DETECTED {detected_on:'2023-08-08', images:8}]->(SP6),
(K4)-[:DETECTED {detected_on:'2024-04-04', images:12}]->(SP11),
(K5)-[:DETECTED {detected_on:'2023-09-09', images:3}]->(SP3),
(K5)-[:DETECTED {detected_on:'2024-02-29', images:2}]->(SP9),
(K6)-[:DETECTED {detected_on:'2023-11-11', images:18}]->(SP15),
(K6)-[:DETECTED {detected_on:'2024-06-30', images:1}]->(SP5),
(K6)-[:DETECTED {detected_on:'2024-07-07', images:4}]->(SP3),
(K7)-[:DETECTED {detected_on:'2024-01-01', images:6}]->(SP3),
(K7)-[:DETECTED {detected_on:'2024-10-10', images:9}]->(SP9);
