// The brewery example: a craft brewery's production and trade records, written
// for gql by its developers (not taken from anywhere) as the brewery's own data
// team would model it: a CHECK graph of a new domain (testdata/brewery/README.md).
// A recipe is a VARIANT_OF the recipe it was derived from (change, up to three
// deep) and CALLS_FOR ingredients (amount_kg per 1000 litres, stage); suppliers
// SUPPLY ingredients (price_per_kg_eur, since, preferred); a batch is BREWED_FROM
// a recipe, BREWED_DURING a shift and HELD_IN tanks (stage 'fermentation' or
// 'conditioning', filled_on, emptied_on); brewers REPORT_TO brewers (since, three
// deep), WORKED shifts (role 'lead'|'crew', overtime_min) and TESTED batches
// (tested_on, kind 'lab'|'sensory', score out of 100, passed); customers PLACED
// orders, which INCLUDE batches (format, quantity_l, price_eur); recipes WON
// awards (judges_points).
// Dates are ISO strings 'YYYY-MM-DD'; volumes litres (_l), amounts kilograms
// (_kg), money euros (_eur), shift lengths and overtime minutes (_min).
// Edge cases: a retired and a pilot recipe never brewed, an ingredient in no
// recipe, a supplier that supplies nothing, a tank that never held a batch, a
// customer with no order, shifts with no batch, batches still fermenting with no
// ABV, dumped batches, a test with no pass/fail yet, ties, names with
// apostrophes and accents.
// Generated deterministically by a small seeded script.
// Regenerate the converted files with
//   go run ./cmd/gql convert examples/brewery/brewery.cypher --name brewery --out examples/brewery

CREATE CONSTRAINT IF NOT EXISTS FOR (x:Recipe) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Ingredient) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Supplier) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Tank) REQUIRE (x.tank_code) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Brewer) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Batch) REQUIRE (x.batch_no) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Shift) REQUIRE (x.shift_code) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Customer) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Order) REQUIRE (x.order_no) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Award) REQUIRE (x.name) IS UNIQUE;

CREATE (RC1:Recipe {name:'Harbour Pale Ale', style:'pale ale', target_abv:5.2, ibu:38, created_on:'2019-03-01', status:'core', vegan:true})
CREATE (RC2:Recipe {name:'Harbour IPA', style:'IPA', target_abv:6.5, ibu:60, created_on:'2020-02-10', status:'core', vegan:true})
CREATE (RC3:Recipe {name:'Harbour Double IPA', style:'double IPA', target_abv:8.4, ibu:85, created_on:'2021-05-20', status:'limited', vegan:true})
CREATE (RC4:Recipe {name:'Harbour Triple IPA', style:'triple IPA', target_abv:10.5, ibu:95, created_on:'2023-09-15', status:'limited', vegan:true})
CREATE (RC5:Recipe {name:'Hazy Harbour', style:'New England IPA', target_abv:6.2, ibu:35, created_on:'2022-04-01', status:'core', vegan:true})
CREATE (RC6:Recipe {name:'Harbour Session', style:'session pale ale', target_abv:3.9, ibu:30, created_on:'2022-06-15', status:'core'})
CREATE (RC7:Recipe {name:'Dunmore Stout', style:'dry stout', target_abv:4.6, ibu:40, created_on:'2019-03-01', status:'core', vegan:true})
CREATE (RC8:Recipe {name:'Dunmore Oyster Stout', style:'oyster stout', target_abv:5.0, ibu:38, created_on:'2021-10-01', status:'limited', vegan:false})
CREATE (RC9:Recipe {name:'Barrel-Aged Dunmore', style:'imperial stout', target_abv:11.2, ibu:65, created_on:'2022-11-20', status:'limited', vegan:false})
CREATE (RC10:Recipe {name:'Salt Road Gose', style:'gose', target_abv:4.2, ibu:8, created_on:'2020-06-01', status:'seasonal', vegan:true})
CREATE (RC11:Recipe {name:'Salt Road Raspberry Gose', style:'fruited gose', target_abv:4.5, ibu:8, created_on:'2023-05-05', status:'seasonal', vegan:true})
CREATE (RC12:Recipe {name:'Old Mill Red', style:'red ale', target_abv:5.0, ibu:28, created_on:'2019-09-09', status:'core', vegan:true})
CREATE (RC13:Recipe {name:'Lighthouse Lager', style:'helles', target_abv:4.8, ibu:20, created_on:'2020-01-15', status:'core', vegan:true})
CREATE (RC14:Recipe {name:'Strandkölsch', style:'kölsch', target_abv:4.9, ibu:24, created_on:'2021-04-20', status:'seasonal', vegan:true})
CREATE (RC15:Recipe {name:'Winter Warmer', style:'old ale', target_abv:7.5, ibu:45, created_on:'2019-10-01', status:'retired', vegan:true})
CREATE (RC16:Recipe {name:'Farmhouse Saison', style:'saison', target_abv:6.0, ibu:30, created_on:'2024-08-01', status:'pilot'})
CREATE (I1:Ingredient {name:'Maris Otter', kind:'malt', organic:false})
CREATE (I2:Ingredient {name:'Pilsner Malt', kind:'malt', organic:true})
CREATE (I3:Ingredient {name:'Munich Malt', kind:'malt', organic:false})
CREATE (I4:Ingredient {name:'Crystal 60', kind:'malt', organic:false})
CREATE (I5:Ingredient {name:'Roasted Barley', kind:'malt', organic:false})
CREATE (I6:Ingredient {name:'Chocolate Malt', kind:'malt'})
CREATE (I7:Ingredient {name:'Flaked Oats', kind:'malt', organic:true})
CREATE (I8:Ingredient {name:'Wheat Malt', kind:'malt', organic:true})
CREATE (I9:Ingredient {name:'Citra', kind:'hop', organic:false, alpha_acid_pct:12.5})
CREATE (I10:Ingredient {name:'Mosaic', kind:'hop', organic:false, alpha_acid_pct:12.0})
CREATE (I11:Ingredient {name:'Simcoe', kind:'hop', organic:false, alpha_acid_pct:13.0})
CREATE (I12:Ingredient {name:'East Kent Goldings', kind:'hop', organic:true, alpha_acid_pct:5.5})
CREATE (I13:Ingredient {name:'Saaz', kind:'hop', organic:true, alpha_acid_pct:3.5})
CREATE (I14:Ingredient {name:'Hallertauer Mittelfrüh', kind:'hop', organic:true, alpha_acid_pct:4.0})
CREATE (I15:Ingredient {name:'Fuggle', kind:'hop', organic:false, alpha_acid_pct:4.5})
CREATE (I16:Ingredient {name:'Galaxy', kind:'hop', organic:false, alpha_acid_pct:14.5})
CREATE (I17:Ingredient {name:'Nelson Sauvin', kind:'hop', alpha_acid_pct:12.0})
CREATE (I18:Ingredient {name:'California Ale Yeast', kind:'yeast', organic:false})
CREATE (I19:Ingredient {name:'Irish Ale Yeast', kind:'yeast', organic:false})
CREATE (I20:Ingredient {name:'Kölsch Yeast', kind:'yeast', organic:false})
CREATE (I21:Ingredient {name:'Lager Yeast W-34/70', kind:'yeast', organic:false})
CREATE (I22:Ingredient {name:'Saison Yeast', kind:'yeast', organic:true})
CREATE (I23:Ingredient {name:'Lactobacillus', kind:'yeast', organic:false})
CREATE (I24:Ingredient {name:'Sea Salt', kind:'adjunct', organic:true})
CREATE (I25:Ingredient {name:'Coriander Seed', kind:'adjunct', organic:true})
CREATE (I26:Ingredient {name:'Raspberry Purée', kind:'adjunct', organic:true})
CREATE (I27:Ingredient {name:'Rock Oysters', kind:'adjunct', organic:false})
CREATE (I28:Ingredient {name:'Lactose', kind:'adjunct', organic:false})
CREATE (I29:Ingredient {name:'Dextrose', kind:'adjunct', organic:false})
CREATE (I30:Ingredient {name:'Vanilla Pods', kind:'adjunct', organic:true})
CREATE (SU1:Supplier {name:'Crisp Malting', country:'United Kingdom', city:'Great Ryburgh', organic_certified:false})
CREATE (SU2:Supplier {name:'Weyermann', country:'Germany', city:'Bamberg', organic_certified:true})
CREATE (SU3:Supplier {name:'BarthHaas', country:'Germany', city:'Nuremberg', organic_certified:true})
CREATE (SU4:Supplier {name:'Yakima Chief Hops', country:'United States', city:'Yakima', organic_certified:false})
CREATE (SU5:Supplier {name:'Lallemand', country:'Canada', city:'Montreal', organic_certified:false})
CREATE (SU6:Supplier {name:'Fermentis', country:'France', city:'Marcq-en-Barœul'})
CREATE (SU7:Supplier {name:'Achill Island Sea Salt', country:'Ireland', city:'Achill', organic_certified:true})
CREATE (SU8:Supplier {name:"Kelly's Oysters", country:'Ireland', city:'Kilcolgan', organic_certified:false})
CREATE (SU9:Supplier {name:'Hop Revolution', country:'New Zealand', city:'Motueka', organic_certified:false})
CREATE (SU10:Supplier {name:'Les Vergers de Ménard', country:'France', city:'Angers', organic_certified:true})
CREATE (SU11:Supplier {name:'Brouwland', country:'Belgium', city:'Beverlo', organic_certified:false})
CREATE (T1:Tank {tank_code:'FV-01', kind:'fermenter', capacity_l:1000, status:'in use', installed_on:'2019-02-01', glycol_jacket:true})
CREATE (T2:Tank {tank_code:'FV-02', kind:'fermenter', capacity_l:1000, status:'in use', installed_on:'2019-02-01', glycol_jacket:true})
CREATE (T3:Tank {tank_code:'FV-03', kind:'fermenter', capacity_l:2000, status:'in use', installed_on:'2020-11-15', glycol_jacket:true})
CREATE (T4:Tank {tank_code:'FV-04', kind:'fermenter', capacity_l:2000, status:'idle', installed_on:'2020-11-15', glycol_jacket:true})
CREATE (T5:Tank {tank_code:'FV-05', kind:'fermenter', capacity_l:3000, status:'in use', installed_on:'2022-08-30', glycol_jacket:true})
CREATE (T6:Tank {tank_code:'FV-06', kind:'fermenter', capacity_l:500, status:'idle', installed_on:'2021-03-01', glycol_jacket:false})
CREATE (T7:Tank {tank_code:'FV-07', kind:'fermenter', capacity_l:3000, status:'out of service', installed_on:'2024-10-20'})
CREATE (T8:Tank {tank_code:'BT-01', kind:'brite tank', capacity_l:2000, status:'in use', installed_on:'2019-02-01', glycol_jacket:true})
CREATE (T9:Tank {tank_code:'BT-02', kind:'brite tank', capacity_l:2000, status:'idle', installed_on:'2020-11-15', glycol_jacket:true})
CREATE (T10:Tank {tank_code:'BT-03', kind:'brite tank', capacity_l:3000, status:'in use', installed_on:'2022-08-30', glycol_jacket:true})
CREATE (BR1:Brewer {name:'Siobhán Kearney', role:'head brewer', hired_on:'2017-02-01', diploma:'IBD Diploma'})
CREATE (BR2:Brewer {name:'Tomás Ryan', role:'senior brewer', hired_on:'2018-05-14', diploma:'IBD Diploma'})
CREATE (BR3:Brewer {name:"Eoin O'Driscoll", role:'cellar manager', hired_on:'2018-11-05', diploma:'IBD General Certificate'})
CREATE (BR4:Brewer {name:'Aoife Brennan', role:'brewer', hired_on:'2020-03-02', diploma:'IBD General Certificate'})
CREATE (BR5:Brewer {name:'Kasia Nowak', role:'brewer', hired_on:'2021-09-13'})
CREATE (BR6:Brewer {name:'Mateo García', role:'cellar hand', hired_on:'2022-04-04'})
CREATE (BR7:Brewer {name:'Liam Walsh', role:'assistant brewer', hired_on:'2023-06-19'})
CREATE (BR8:Brewer {name:'Chloé Martin', role:'assistant brewer', hired_on:'2024-01-08', diploma:'IBD General Certificate'})
CREATE (BR9:Brewer {name:'Ben Hughes', role:'cellar hand', hired_on:'2024-09-02'})
CREATE (BR10:Brewer {name:'Greta Lindqvist', role:'lab technician', hired_on:'2021-09-13', diploma:'IBD General Certificate'})
CREATE (BA1:Batch {batch_no:'23-001', brewed_on:'2023-01-09', volume_l:1000, og:1.05, abv:5.3, status:'packaged', packaged_on:'2023-01-30'})
CREATE (BA2:Batch {batch_no:'23-002', brewed_on:'2023-01-16', volume_l:2000, og:1.046, abv:4.6, status:'packaged', packaged_on:'2023-02-06'})
CREATE (BA3:Batch {batch_no:'23-003', brewed_on:'2023-02-06', volume_l:2000, og:1.048, abv:4.9, status:'packaged', packaged_on:'2023-03-20'})
CREATE (BA4:Batch {batch_no:'23-004', brewed_on:'2023-02-20', volume_l:1000, og:1.062, abv:6.6, status:'packaged', packaged_on:'2023-03-10'})
CREATE (BA5:Batch {batch_no:'23-005', brewed_on:'2023-03-13', volume_l:950, og:1.051, abv:5.0, status:'packaged', packaged_on:'2023-04-03'})
CREATE (BA6:Batch {batch_no:'23-006', brewed_on:'2023-04-03', volume_l:1000, og:1.058, abv:6.1, status:'packaged', packaged_on:'2023-04-20'})
CREATE (BA7:Batch {batch_no:'23-007', brewed_on:'2023-04-24', volume_l:2000, og:1.04, abv:4.1, status:'packaged', packaged_on:'2023-05-22'})
CREATE (BA8:Batch {batch_no:'23-008', brewed_on:'2023-05-15', volume_l:2000, og:1.038, abv:3.9, status:'packaged', packaged_on:'2023-06-01'})
CREATE (BA9:Batch {batch_no:'23-009', brewed_on:'2023-06-05', volume_l:1000, og:1.042, abv:4.4, status:'dumped'})
CREATE (BA10:Batch {batch_no:'23-010', brewed_on:'2023-06-12', volume_l:2000, og:1.047, abv:4.9, status:'packaged', packaged_on:'2023-07-17'})
CREATE (BA11:Batch {batch_no:'23-011', brewed_on:'2023-07-03', volume_l:2000, og:1.05, abv:5.2, status:'packaged', packaged_on:'2023-07-24'})
CREATE (BA12:Batch {batch_no:'23-012', brewed_on:'2023-08-07', volume_l:1000, og:1.052, abv:5.0, status:'packaged', packaged_on:'2023-08-28'})
CREATE (BA13:Batch {batch_no:'23-013', brewed_on:'2023-09-04', volume_l:3000, og:1.063, abv:6.5, status:'packaged', packaged_on:'2023-09-25'})
CREATE (BA14:Batch {batch_no:'23-014', brewed_on:'2023-10-02', volume_l:500, og:1.092, abv:10.6, status:'packaged', packaged_on:'2023-11-06'})
CREATE (BA15:Batch {batch_no:'23-015', brewed_on:'2023-10-16', volume_l:1000, og:1.105, abv:11.4, status:'packaged', packaged_on:'2024-03-18'})
CREATE (BA16:Batch {batch_no:'23-016', brewed_on:'2023-11-06', volume_l:3000, og:1.048, abv:4.8, status:'packaged', packaged_on:'2023-12-18'})
CREATE (BA17:Batch {batch_no:'23-017', brewed_on:'2023-11-20', volume_l:2000, og:1.045, abv:4.5, status:'packaged', packaged_on:'2023-12-11'})
CREATE (BA18:Batch {batch_no:'23-018', brewed_on:'2023-12-04', volume_l:1000, og:1.075, abv:8.5, status:'packaged', packaged_on:'2023-12-27'})
CREATE (BA19:Batch {batch_no:'24-001', brewed_on:'2024-01-08', volume_l:3000, og:1.05, abv:5.2, status:'packaged', packaged_on:'2024-01-29'})
CREATE (BA20:Batch {batch_no:'24-002', brewed_on:'2024-01-22', volume_l:1000, og:1.052, abv:5.1, status:'packaged', packaged_on:'2024-02-12'})
CREATE (BA21:Batch {batch_no:'24-003', brewed_on:'2024-02-05', volume_l:2000, og:1.058, abv:6.3, status:'packaged', packaged_on:'2024-02-22'})
CREATE (BA22:Batch {batch_no:'24-004', brewed_on:'2024-02-26', volume_l:2000, og:1.046, abv:4.6, status:'packaged', packaged_on:'2024-03-18'})
CREATE (BA23:Batch {batch_no:'24-005', brewed_on:'2024-03-04', volume_l:3000, og:1.062, abv:6.4, status:'packaged', packaged_on:'2024-03-25'})
CREATE (BA24:Batch {batch_no:'24-006', brewed_on:'2024-03-25', volume_l:1000, og:1.042, abv:4.5, status:'packaged', packaged_on:'2024-04-22'})
CREATE (BA25:Batch {batch_no:'24-007', brewed_on:'2024-04-08', volume_l:2000, og:1.047, abv:4.8, status:'packaged', packaged_on:'2024-05-20'})
CREATE (BA26:Batch {batch_no:'24-008', brewed_on:'2024-05-06', volume_l:2000, og:1.046, abv:4.8, status:'packaged', packaged_on:'2024-06-10'})
CREATE (BA27:Batch {batch_no:'24-009', brewed_on:'2024-05-20', volume_l:1000, og:1.04, abv:4.2, status:'packaged', packaged_on:'2024-06-17'})
CREATE (BA28:Batch {batch_no:'24-010', brewed_on:'2024-06-03', volume_l:3000, og:1.037, abv:3.8, status:'packaged', packaged_on:'2024-06-20'})
CREATE (BA29:Batch {batch_no:'24-011', brewed_on:'2024-06-17', volume_l:1000, og:1.076, abv:8.3, status:'dumped'})
CREATE (BA30:Batch {batch_no:'24-012', brewed_on:'2024-07-08', volume_l:2000, og:1.059, abv:6.2, status:'packaged', packaged_on:'2024-07-25'})
CREATE (BA31:Batch {batch_no:'24-013', brewed_on:'2024-07-22', volume_l:3000, og:1.051, abv:5.3, status:'packaged', packaged_on:'2024-08-12'})
CREATE (BA32:Batch {batch_no:'24-014', brewed_on:'2024-08-12', volume_l:1000, og:1.051, abv:5.0, status:'packaged', packaged_on:'2024-09-02'})
CREATE (BA33:Batch {batch_no:'24-015', brewed_on:'2024-09-02', volume_l:2000, og:1.05, abv:4.9, status:'packaged', packaged_on:'2024-09-23'})
CREATE (BA34:Batch {batch_no:'24-016', brewed_on:'2024-09-16', volume_l:3000, og:1.062, abv:6.5, status:'packaged', packaged_on:'2024-10-07'})
CREATE (BA35:Batch {batch_no:'24-017', brewed_on:'2024-10-07', volume_l:1000, og:1.104, abv:11.1, status:'conditioning'})
CREATE (BA36:Batch {batch_no:'24-018', brewed_on:'2024-10-21', volume_l:2000, og:1.048, abv:4.8, status:'conditioning'})
CREATE (BA37:Batch {batch_no:'24-019', brewed_on:'2024-11-04', volume_l:2000, og:1.046, status:'fermenting'})
CREATE (BA38:Batch {batch_no:'24-020', brewed_on:'2024-11-11', volume_l:3000, og:1.058, status:'fermenting'})
CREATE (BA39:Batch {batch_no:'24-021', brewed_on:'2024-11-18', volume_l:480, og:1.038, status:'fermenting'})
CREATE (BA40:Batch {batch_no:'24-022', brewed_on:'2024-11-18', volume_l:1000, og:1.05, status:'fermenting'})
CREATE (SH1:Shift {shift_code:'S-230109', shift_date:'2023-01-09', kind:'early', task:'brew day', length_min:480})
CREATE (SH2:Shift {shift_code:'S-230116', shift_date:'2023-01-16', kind:'early', task:'brew day', length_min:480})
CREATE (SH3:Shift {shift_code:'S-230206', shift_date:'2023-02-06', kind:'early', task:'brew day', length_min:480})
CREATE (SH4:Shift {shift_code:'S-230220', shift_date:'2023-02-20', kind:'early', task:'brew day', length_min:480})
CREATE (SH5:Shift {shift_code:'S-230313', shift_date:'2023-03-13', kind:'early', task:'brew day', length_min:480})
CREATE (SH6:Shift {shift_code:'S-230403', shift_date:'2023-04-03', kind:'early', task:'brew day', length_min:480})
CREATE (SH7:Shift {shift_code:'S-230424', shift_date:'2023-04-24', kind:'early', task:'brew day', length_min:480})
CREATE (SH8:Shift {shift_code:'S-230515', shift_date:'2023-05-15', kind:'early', task:'brew day', length_min:480})
CREATE (SH9:Shift {shift_code:'S-230605', shift_date:'2023-06-05', kind:'early', task:'brew day', length_min:480})
CREATE (SH10:Shift {shift_code:'S-230612', shift_date:'2023-06-12', kind:'early', task:'brew day', length_min:480})
CREATE (SH11:Shift {shift_code:'S-230703', shift_date:'2023-07-03', kind:'early', task:'brew day', length_min:480})
CREATE (SH12:Shift {shift_code:'S-230807', shift_date:'2023-08-07', kind:'early', task:'brew day', length_min:480})
CREATE (SH13:Shift {shift_code:'S-230904', shift_date:'2023-09-04', kind:'early', task:'brew day', length_min:480})
CREATE (SH14:Shift {shift_code:'S-231002', shift_date:'2023-10-02', kind:'early', task:'brew day', length_min:600})
CREATE (SH15:Shift {shift_code:'S-231016', shift_date:'2023-10-16', kind:'early', task:'brew day', length_min:600})
CREATE (SH16:Shift {shift_code:'S-231106', shift_date:'2023-11-06', kind:'early', task:'brew day', length_min:480})
CREATE (SH17:Shift {shift_code:'S-231120', shift_date:'2023-11-20', kind:'early', task:'brew day', length_min:480})
CREATE (SH18:Shift {shift_code:'S-231204', shift_date:'2023-12-04', kind:'early', task:'brew day', length_min:480})
CREATE (SH19:Shift {shift_code:'S-240108', shift_date:'2024-01-08', kind:'early', task:'brew day', length_min:480})
CREATE (SH20:Shift {shift_code:'S-240122', shift_date:'2024-01-22', kind:'early', task:'brew day', length_min:480})
CREATE (SH21:Shift {shift_code:'S-240205', shift_date:'2024-02-05', kind:'early', task:'brew day', length_min:480})
CREATE (SH22:Shift {shift_code:'S-240226', shift_date:'2024-02-26', kind:'early', task:'brew day', length_min:480})
CREATE (SH23:Shift {shift_code:'S-240304', shift_date:'2024-03-04', kind:'early', task:'brew day', length_min:480})
CREATE (SH24:Shift {shift_code:'S-240325', shift_date:'2024-03-25', kind:'early', task:'brew day', length_min:480})
CREATE (SH25:Shift {shift_code:'S-240408', shift_date:'2024-04-08', kind:'early', task:'brew day', length_min:480})
CREATE (SH26:Shift {shift_code:'S-240506', shift_date:'2024-05-06', kind:'early', task:'brew day', length_min:480})
CREATE (SH27:Shift {shift_code:'S-240520', shift_date:'2024-05-20', kind:'early', task:'brew day', length_min:480})
CREATE (SH28:Shift {shift_code:'S-240603', shift_date:'2024-06-03', kind:'early', task:'brew day', length_min:480})
CREATE (SH29:Shift {shift_code:'S-240617', shift_date:'2024-06-17', kind:'early', task:'brew day', length_min:480})
CREATE (SH30:Shift {shift_code:'S-240708', shift_date:'2024-07-08', kind:'early', task:'brew day', length_min:480})
CREATE (SH31:Shift {shift_code:'S-240722', shift_date:'2024-07-22', kind:'early', task:'brew day', length_min:480})
CREATE (SH32:Shift {shift_code:'S-240812', shift_date:'2024-08-12', kind:'early', task:'brew day', length_min:480})
CREATE (SH33:Shift {shift_code:'S-240902', shift_date:'2024-09-02', kind:'early', task:'brew day', length_min:480})
CREATE (SH34:Shift {shift_code:'S-240916', shift_date:'2024-09-16', kind:'early', task:'brew day', length_min:480})
CREATE (SH35:Shift {shift_code:'S-241007', shift_date:'2024-10-07', kind:'early', task:'brew day', length_min:600})
CREATE (SH36:Shift {shift_code:'S-241021', shift_date:'2024-10-21', kind:'early', task:'brew day', length_min:480})
CREATE (SH37:Shift {shift_code:'S-241104', shift_date:'2024-11-04', kind:'early', task:'brew day', length_min:480})
CREATE (SH38:Shift {shift_code:'S-241111', shift_date:'2024-11-11', kind:'early', task:'brew day', length_min:480})
CREATE (SH39:Shift {shift_code:'S-241118', shift_date:'2024-11-18', kind:'early', task:'brew day', length_min:480})
CREATE (SH40:Shift {shift_code:'S-230327', shift_date:'2023-03-27', kind:'late', task:'cleaning', length_min:360})
CREATE (SH41:Shift {shift_code:'S-230918', shift_date:'2023-09-18', kind:'late', task:'packaging', length_min:480})
CREATE (SH42:Shift {shift_code:'S-240415', shift_date:'2024-04-15', kind:'night', task:'cleaning', length_min:420})
CREATE (SH43:Shift {shift_code:'S-240826', shift_date:'2024-08-26', kind:'late', task:'packaging', length_min:480})
CREATE (SH44:Shift {shift_code:'S-241125', shift_date:'2024-11-25', kind:'early', task:'cleaning', length_min:360})
CREATE (CU1:Customer {name:'Drumlin Taproom', kind:'taproom', city:'Cork', country:'Ireland', customer_since:'2019-05-01'})
CREATE (CU2:Customer {name:"The Otter's Rest", kind:'pub', city:'Kinsale', country:'Ireland', customer_since:'2019-08-12'})
CREATE (CU3:Customer {name:'Ó Súilleabháin Wines', kind:'bottle shop', city:'Cork', country:'Ireland', customer_since:'2020-02-03'})
CREATE (CU4:Customer {name:'Atlantic Beverages', kind:'distributor', city:'Dublin', country:'Ireland', customer_since:'2020-06-01'})
CREATE (CU5:Customer {name:'Café Lüneburg', kind:'restaurant', city:'Galway', country:'Ireland', customer_since:'2021-04-14'})
CREATE (CU6:Customer {name:'Nordic Craft Imports', kind:'distributor', city:'Copenhagen', country:'Denmark', customer_since:'2022-01-10'})
CREATE (CU7:Customer {name:'Brasserie Chez Hélène', kind:'restaurant', city:'Lyon', country:'France', customer_since:'2022-09-01'})
CREATE (CU8:Customer {name:'The Crane Bar', kind:'pub', city:'Galway', country:'Ireland', customer_since:'2021-04-14'})
CREATE (CU9:Customer {name:'Hopfenhaus Vertrieb', kind:'distributor', city:'Hamburg', country:'Germany', customer_since:'2023-03-01'})
CREATE (CU10:Customer {name:'Corkscrew Off-Licence', kind:'bottle shop', city:'Cork', country:'Ireland', customer_since:'2023-07-01'})
CREATE (CU11:Customer {name:'Seaview Hotel', kind:'restaurant', city:'Kinsale', country:'Ireland', customer_since:'2024-10-01'})
CREATE (OR1:Order {order_no:'DO-1001', ordered_on:'2023-02-01', status:'delivered', paid:true, total_eur:1440.0})
CREATE (OR2:Order {order_no:'DO-1002', ordered_on:'2023-02-10', status:'delivered', paid:true, total_eur:4668.0})
CREATE (OR3:Order {order_no:'DO-1003', ordered_on:'2023-03-15', status:'delivered', paid:true, total_eur:480.0})
CREATE (OR4:Order {order_no:'DO-1004', ordered_on:'2023-03-28', status:'delivered', paid:true, total_eur:2008.8})
CREATE (OR5:Order {order_no:'DO-1005', ordered_on:'2023-04-05', status:'delivered', paid:true, total_eur:1360.0})
CREATE (OR6:Order {order_no:'DO-1006', ordered_on:'2023-05-02', status:'delivered', paid:true, total_eur:8478.0})
CREATE (OR7:Order {order_no:'DO-1007', ordered_on:'2023-06-07', status:'delivered', paid:true, total_eur:540.0})
CREATE (OR8:Order {order_no:'DO-1008', ordered_on:'2023-06-20', status:'delivered', paid:true, total_eur:3969.0})
CREATE (OR9:Order {order_no:'DO-1009', ordered_on:'2023-07-20', status:'delivered', paid:true, total_eur:1720.0})
CREATE (OR10:Order {order_no:'DO-1010', ordered_on:'2023-08-01', status:'delivered', paid:true, total_eur:8262.0})
CREATE (OR11:Order {order_no:'DO-1011', ordered_on:'2023-08-30', status:'delivered', paid:true, total_eur:880.0})
CREATE (OR12:Order {order_no:'DO-1012', ordered_on:'2023-09-12', status:'cancelled', paid:false, total_eur:230.0})
CREATE (OR13:Order {order_no:'DO-1013', ordered_on:'2023-10-02', status:'delivered', paid:true, total_eur:11820.0})
CREATE (OR14:Order {order_no:'DO-1014', ordered_on:'2023-11-10', status:'delivered', paid:true, total_eur:2190.0})
CREATE (OR15:Order {order_no:'DO-1015', ordered_on:'2023-11-20', status:'delivered', paid:true, total_eur:1518.75})
CREATE (OR16:Order {order_no:'DO-1016', ordered_on:'2023-12-20', status:'delivered', paid:true, total_eur:7756.0})
CREATE (OR17:Order {order_no:'DO-1017', ordered_on:'2024-01-05', status:'delivered', paid:true, total_eur:1020.0})
CREATE (OR18:Order {order_no:'DO-1018', ordered_on:'2024-02-02', status:'delivered', paid:true, total_eur:2190.0})
CREATE (OR19:Order {order_no:'DO-1019', ordered_on:'2024-02-15', status:'delivered', paid:true, total_eur:10105.0})
CREATE (OR20:Order {order_no:'DO-1020', ordered_on:'2024-03-01', status:'delivered', paid:true, total_eur:1000.0})
CREATE (OR21:Order {order_no:'DO-1021', ordered_on:'2024-03-20', status:'delivered', paid:false, total_eur:11300.0})
CREATE (OR22:Order {order_no:'DO-1022', ordered_on:'2024-03-28', status:'delivered', paid:true, total_eur:4062.5})
CREATE (OR23:Order {order_no:'DO-1023', ordered_on:'2024-04-10', status:'delivered', paid:true, total_eur:1449.0})
CREATE (OR24:Order {order_no:'DO-1024', ordered_on:'2024-05-03', status:'delivered', paid:true, total_eur:2948.4})
CREATE (OR25:Order {order_no:'DO-1025', ordered_on:'2024-06-01', status:'delivered', paid:true, total_eur:12906.0})
CREATE (OR26:Order {order_no:'DO-1026', ordered_on:'2024-06-14', status:'delivered', paid:true, total_eur:1615.0})
CREATE (OR27:Order {order_no:'DO-1027', ordered_on:'2024-07-02', status:'delivered', paid:true, total_eur:2956.5})
CREATE (OR28:Order {order_no:'DO-1028', ordered_on:'2024-07-01', status:'delivered', paid:true, total_eur:12920.0})
CREATE (OR29:Order {order_no:'DO-1029', ordered_on:'2024-08-01', status:'delivered', paid:true, total_eur:1110.0})
CREATE (OR30:Order {order_no:'DO-1030', ordered_on:'2024-08-20', status:'delivered', paid:true, total_eur:14256.0})
CREATE (OR31:Order {order_no:'DO-1031', ordered_on:'2024-09-06', status:'delivered', paid:true, total_eur:1950.0})
CREATE (OR32:Order {order_no:'DO-1032', ordered_on:'2024-09-30', status:'delivered', paid:false, total_eur:1060.0})
CREATE (OR33:Order {order_no:'DO-1033', ordered_on:'2024-10-15', status:'delivered', paid:true, total_eur:2240.0})
CREATE (OR34:Order {order_no:'DO-1034', ordered_on:'2024-10-20', status:'pending', paid:false, total_eur:16960.0})
CREATE (OR35:Order {order_no:'DO-1035', ordered_on:'2024-11-12', status:'pending', paid:false, total_eur:3888.0})
CREATE (OR36:Order {order_no:'DO-1036', ordered_on:'2024-11-20', status:'cancelled', paid:false, total_eur:420.0})
CREATE (AW1:Award {name:'Irish Craft Beer Awards 2022 Stout Gold', competition:'Irish Craft Beer Awards', year:2022, medal:'gold', category:'stout'})
CREATE (AW2:Award {name:'Irish Craft Beer Awards 2023 IPA Silver', competition:'Irish Craft Beer Awards', year:2023, medal:'silver', category:'IPA'})
CREATE (AW3:Award {name:'Irish Craft Beer Awards 2023 Sour Bronze', competition:'Irish Craft Beer Awards', year:2023, medal:'bronze', category:'sour and wild'})
CREATE (AW4:Award {name:'European Beer Star 2023 Imperial Stout Gold', competition:'European Beer Star', year:2023, medal:'gold', category:'imperial stout'})
CREATE (AW5:Award {name:'World Beer Cup 2024 Hazy IPA Bronze', competition:'World Beer Cup', year:2024, medal:'bronze', category:'juicy or hazy IPA'})
CREATE (AW6:Award {name:'Irish Craft Beer Awards 2024 Lager Gold', competition:'Irish Craft Beer Awards', year:2024, medal:'gold', category:'lager'})
CREATE (AW7:Award {name:'Irish Craft Beer Awards 2024 Stout Silver', competition:'Irish Craft Beer Awards', year:2024, medal:'silver', category:'stout'})
CREATE (AW8:Award {name:'European Beer Star 2024 Double IPA Silver', competition:'European Beer Star', year:2024, medal:'silver', category:'double IPA'})
CREATE (AW9:Award {name:'Great Taste Awards 2024 Three Stars', competition:'Great Taste Awards', year:2024, medal:'gold', category:'craft beer'})
CREATE
(RC2)-[:VARIANT_OF {change:'more late hops, higher gravity'}]->(RC1),
(RC3)-[:VARIANT_OF {change:'doubled the grist and dry hop'}]->(RC2),
(RC4)-[:VARIANT_OF {change:'extra dextrose, triple dry hop'}]->(RC3),
(RC5)-[:VARIANT_OF {change:'oats and a juicy yeast'}]->(RC2),
(RC6)-[:VARIANT_OF {change:'lower gravity'}]->(RC1),
(RC8)-[:VARIANT_OF {change:'oysters in the boil'}]->(RC7),
(RC9)-[:VARIANT_OF {change:'aged in whiskey barrels, lactose'}]->(RC7),
(RC11)-[:VARIANT_OF {change:'raspberry puree after fermentation'}]->(RC10),
(RC16)-[:VARIANT_OF {change:'saison yeast on the lager grist'}]->(RC13),
(RC1)-[:CALLS_FOR {amount_kg:210.0, stage:'mash'}]->(I1),
(RC1)-[:CALLS_FOR {amount_kg:12.0, stage:'mash'}]->(I4),
(RC1)-[:CALLS_FOR {amount_kg:1.5, stage:'boil'}]->(I9),
(RC1)-[:CALLS_FOR {amount_kg:2.0, stage:'boil'}]->(I12),
(RC1)-[:CALLS_FOR {amount_kg:0.5, stage:'fermentation'}]->(I18),
(RC2)-[:CALLS_FOR {amount_kg:250.0, stage:'mash'}]->(I1),
(RC2)-[:CALLS_FOR {amount_kg:10.0, stage:'mash'}]->(I4),
(RC2)-[:CALLS_FOR {amount_kg:3.0, stage:'whirlpool'}]->(I9),
(RC2)-[:CALLS_FOR {amount_kg:2.5, stage:'dry hop'}]->(I11),
(RC2)-[:CALLS_FOR {amount_kg:0.5, stage:'fermentation'}]->(I18),
(RC3)-[:CALLS_FOR {amount_kg:320.0, stage:'mash'}]->(I1),
(RC3)-[:CALLS_FOR {amount_kg:15.0, stage:'boil'}]->(I29),
(RC3)-[:CALLS_FOR {amount_kg:4.0, stage:'whirlpool'}]->(I9),
(RC3)-[:CALLS_FOR {amount_kg:4.0, stage:'dry hop'}]->(I11),
(RC3)-[:CALLS_FOR {amount_kg:4.0, stage:'dry hop'}]->(I10),
(RC3)-[:CALLS_FOR {amount_kg:0.8, stage:'fermentation'}]->(I18),
(RC4)-[:CALLS_FOR {amount_kg:380.0, stage:'mash'}]->(I1),
(RC4)-[:CALLS_FOR {amount_kg:30.0, stage:'boil'}]->(I29),
(RC4)-[:CALLS_FOR {amount_kg:6.0, stage:'dry hop'}]->(I9),
(RC4)-[:CALLS_FOR {amount_kg:6.0, stage:'dry hop'}]->(I10),
(RC4)-[:CALLS_FOR {amount_kg:5.0, stage:'dry hop'}]->(I16),
(RC4)-[:CALLS_FOR {amount_kg:1.0, stage:'fermentation'}]->(I18),
(RC5)-[:CALLS_FOR {amount_kg:180.0, stage:'mash'}]->(I2),
(RC5)-[:CALLS_FOR {amount_kg:50.0, stage:'mash'}]->(I7),
(RC5)-[:CALLS_FOR {amount_kg:30.0, stage:'mash'}]->(I8),
(RC5)-[:CALLS_FOR {amount_kg:4.0, stage:'dry hop'}]->(I9),
(RC5)-[:CALLS_FOR {amount_kg:3.0, stage:'dry hop'}]->(I16),
(RC5)-[:CALLS_FOR {amount_kg:2.0, stage:'dry hop'}]->(I17),
(RC5)-[:CALLS_FOR {amount_kg:0.6, stage:'fermentation'}]->(I18),
(RC6)-[:CALLS_FOR {amount_kg:150.0, stage:'mash'}]->(I1),
(RC6)-[:CALLS_FOR {amount_kg:15.0, stage:'mash'}]->(I7),
(RC6)-[:CALLS_FOR {amount_kg:2.0, stage:'dry hop'}]->(I9),
(RC6)-[:CALLS_FOR {amount_kg:0.4, stage:'fermentation'}]->(I18),
(RC7)-[:CALLS_FOR {amount_kg:190.0, stage:'mash'}]->(I1),
(RC7)-[:CALLS_FOR {amount_kg:25.0, stage:'mash'}]->(I5),
(RC7)-[:CALLS_FOR {amount_kg:20.0, stage:'mash'}]->(I7),
(RC7)-[:CALLS_FOR {amount_kg:2.5, stage:'boil'}]->(I12),
(RC7)-[:CALLS_FOR {amount_kg:0.5, stage:'fermentation'}]->(I19),
(RC8)-[:CALLS_FOR {amount_kg:200.0, stage:'mash'}]->(I1),
(RC8)-[:CALLS_FOR {amount_kg:25.0, stage:'mash'}]->(I5),
(RC8)-[:CALLS_FOR {amount_kg:12.0, stage:'boil'}]->(I27),
(RC8)-[:CALLS_FOR {amount_kg:2.0, stage:'boil'}]->(I15),
(RC8)-[:CALLS_FOR {amount_kg:0.5, stage:'fermentation'}]->(I19),
(RC9)-[:CALLS_FOR {amount_kg:400.0, stage:'mash'}]->(I1),
(RC9)-[:CALLS_FOR {amount_kg:40.0, stage:'mash'}]->(I5),
(RC9)-[:CALLS_FOR {amount_kg:30.0, stage:'mash'}]->(I6),
(RC9)-[:CALLS_FOR {amount_kg:20.0, stage:'boil'}]->(I28),
(RC9)-[:CALLS_FOR {amount_kg:4.0, stage:'boil'}]->(I15),
(RC9)-[:CALLS_FOR {amount_kg:1.0, stage:'fermentation'}]->(I19),
(RC10)-[:CALLS_FOR {amount_kg:120.0, stage:'mash'}]->(I2),
(RC10)-[:CALLS_FOR {amount_kg:90.0, stage:'mash'}]->(I8),
(RC10)-[:CALLS_FOR {amount_kg:1.2, stage:'boil'}]->(I24),
(RC10)-[:CALLS_FOR {amount_kg:0.8, stage:'boil'}]->(I25),
(RC10)-[:CALLS_FOR {amount_kg:0.3, stage:'fermentation'}]->(I23),
(RC10)-[:CALLS_FOR {amount_kg:0.4, stage:'fermentation'}]->(I20),
(RC11)-[:CALLS_FOR {amount_kg:120.0, stage:'mash'}]->(I2),
(RC11)-[:CALLS_FOR {amount_kg:90.0, stage:'mash'}]->(I8),
(RC11)-[:CALLS_FOR {amount_kg:1.2, stage:'boil'}]->(I24),
(RC11)-[:CALLS_FOR {amount_kg:60.0, stage:'fermentation'}]->(I26),
(RC11)-[:CALLS_FOR {amount_kg:0.3, stage:'fermentation'}]->(I23),
(RC11)-[:CALLS_FOR {amount_kg:0.4, stage:'fermentation'}]->(I20),
(RC12)-[:CALLS_FOR {amount_kg:190.0, stage:'mash'}]->(I1),
(RC12)-[:CALLS_FOR {amount_kg:25.0, stage:'mash'}]->(I4),
(RC12)-[:CALLS_FOR {amount_kg:5.0, stage:'mash'}]->(I5),
(RC12)-[:CALLS_FOR {amount_kg:2.5, stage:'boil'}]->(I15),
(RC12)-[:CALLS_FOR {amount_kg:0.5, stage:'fermentation'}]->(I19),
(RC13)-[:CALLS_FOR {amount_kg:200.0, stage:'mash'}]->(I2),
(RC13)-[:CALLS_FOR {amount_kg:20.0, stage:'mash'}]->(I3),
(RC13)-[:CALLS_FOR {amount_kg:2.5, stage:'boil'}]->(I14),
(RC13)-[:CALLS_FOR {amount_kg:1.5, stage:'whirlpool'}]->(I13),
(RC13)-[:CALLS_FOR {amount_kg:1.0, stage:'fermentation'}]->(I21),
(RC14)-[:CALLS_FOR {amount_kg:190.0, stage:'mash'}]->(I2),
(RC14)-[:CALLS_FOR {amount_kg:20.0, stage:'mash'}]->(I8),
(RC14)-[:CALLS_FOR {amount_kg:2.0, stage:'boil'}]->(I14),
(RC14)-[:CALLS_FOR {amount_kg:0.6, stage:'fermentation'}]->(I20),
(RC15)-[:CALLS_FOR {amount_kg:300.0, stage:'mash'}]->(I1),
(RC15)-[:CALLS_FOR {amount_kg:30.0, stage:'mash'}]->(I4),
(RC15)-[:CALLS_FOR {amount_kg:10.0, stage:'mash'}]->(I6),
(RC15)-[:CALLS_FOR {amount_kg:3.0, stage:'boil'}]->(I15),
(RC15)-[:CALLS_FOR {amount_kg:0.7, stage:'fermentation'}]->(I19),
(RC16)-[:CALLS_FOR {amount_kg:200.0, stage:'mash'}]->(I2),
(RC16)-[:CALLS_FOR {amount_kg:20.0, stage:'mash'}]->(I3),
(RC16)-[:CALLS_FOR {amount_kg:2.0, stage:'boil'}]->(I13),
(RC16)-[:CALLS_FOR {amount_kg:0.6, stage:'fermentation'}]->(I22),
(SU1)-[:SUPPLIES {price_per_kg_eur:1.15, since:'2019-01-10', preferred:true}]->(I1),
(SU1)-[:SUPPLIES {price_per_kg_eur:1.4, since:'2019-01-10', preferred:true}]->(I4),
(SU1)-[:SUPPLIES {price_per_kg_eur:1.55, since:'2019-01-10', preferred:true}]->(I5),
(SU1)-[:SUPPLIES {price_per_kg_eur:1.7, since:'2020-03-01', preferred:false}]->(I6),
(SU1)-[:SUPPLIES {price_per_kg_eur:1.05, since:'2021-02-01', preferred:false}]->(I7),
(SU2)-[:SUPPLIES {price_per_kg_eur:1.1, since:'2019-01-10', preferred:true}]->(I2),
(SU2)-[:SUPPLIES {price_per_kg_eur:1.25, since:'2019-01-10', preferred:true}]->(I3),
(SU2)-[:SUPPLIES {price_per_kg_eur:1.2, since:'2019-01-10', preferred:true}]->(I8),
(SU2)-[:SUPPLIES {price_per_kg_eur:1.85, since:'2022-05-01', preferred:true}]->(I6),
(SU2)-[:SUPPLIES {price_per_kg_eur:1.3, since:'2023-02-01', preferred:false}]->(I1),
(SU2)-[:SUPPLIES {price_per_kg_eur:1.05, since:'2022-05-01', preferred:true}]->(I7),
(SU3)-[:SUPPLIES {price_per_kg_eur:22.5, since:'2019-01-10', preferred:true}]->(I14),
(SU3)-[:SUPPLIES {price_per_kg_eur:24.0, since:'2019-01-10', preferred:true}]->(I13),
(SU3)-[:SUPPLIES {price_per_kg_eur:19.5, since:'2019-06-01', preferred:true}]->(I12),
(SU3)-[:SUPPLIES {price_per_kg_eur:17.8, since:'2019-06-01', preferred:true}]->(I15),
(SU3)-[:SUPPLIES {price_per_kg_eur:31.0, since:'2024-01-15', preferred:false}]->(I9),
(SU4)-[:SUPPLIES {price_per_kg_eur:28.5, since:'2019-03-01', preferred:true}]->(I9),
(SU4)-[:SUPPLIES {price_per_kg_eur:29.0, since:'2019-03-01', preferred:true}]->(I10),
(SU4)-[:SUPPLIES {price_per_kg_eur:27.0, since:'2020-02-01', preferred:true}]->(I11),
(SU9)-[:SUPPLIES {price_per_kg_eur:34.0, since:'2022-03-01', preferred:true}]->(I16),
(SU9)-[:SUPPLIES {price_per_kg_eur:36.5, since:'2022-03-01', preferred:true}]->(I17),
(SU5)-[:SUPPLIES {price_per_kg_eur:95.0, since:'2019-01-10', preferred:false}]->(I18),
(SU5)-[:SUPPLIES {price_per_kg_eur:110.0, since:'2019-01-10', preferred:true}]->(I19),
(SU5)-[:SUPPLIES {price_per_kg_eur:120.0, since:'2021-03-01', preferred:true}]->(I20),
(SU5)-[:SUPPLIES {price_per_kg_eur:160.0, since:'2020-05-01', preferred:true}]->(I23),
(SU6)-[:SUPPLIES {price_per_kg_eur:89.0, since:'2019-01-10', preferred:true}]->(I18),
(SU6)-[:SUPPLIES {price_per_kg_eur:105.0, since:'2019-11-01', preferred:true}]->(I21),
(SU6)-[:SUPPLIES {price_per_kg_eur:115.0, since:'2024-07-01', preferred:true}]->(I22),
(SU7)-[:SUPPLIES {price_per_kg_eur:9.5, since:'2020-05-01', preferred:true}]->(I24),
(SU8)-[:SUPPLIES {price_per_kg_eur:14.0, since:'2021-09-15', preferred:true}]->(I27),
(SU10)-[:SUPPLIES {price_per_kg_eur:6.8, since:'2023-04-01', preferred:true}]->(I26),
(SU10)-[:SUPPLIES {price_per_kg_eur:12.0, since:'2020-05-01', preferred:false}]->(I25),
(SU2)-[:SUPPLIES {price_per_kg_eur:3.2, since:'2022-10-01', preferred:true}]->(I28),
(SU2)-[:SUPPLIES {price_per_kg_eur:1.9, since:'2021-05-01', preferred:true}]->(I29),
(SU10)-[:SUPPLIES {price_per_kg_eur:480.0, since:'2024-10-01', preferred:true}]->(I30),
(BR2)-[:REPORTS_TO {since:'2018-05-14'}]->(BR1),
(BR3)-[:REPORTS_TO {since:'2019-01-01'}]->(BR1),
(BR4)-[:REPORTS_TO {since:'2020-03-02'}]->(BR2),
(BR5)-[:REPORTS_TO {since:'2021-09-13'}]->(BR2),
(BR6)-[:REPORTS_TO {since:'2022-04-04'}]->(BR3),
(BR7)-[:REPORTS_TO {since:'2023-06-19'}]->(BR4),
(BR8)-[:REPORTS_TO {since:'2024-01-08'}]->(BR4),
(BR9)-[:REPORTS_TO {since:'2024-09-02'}]->(BR6),
(BR10)-[:REPORTS_TO {since:'2021-09-13'}]->(BR1),
(BA1)-[:BREWED_FROM]->(RC1),
(BA1)-[:HELD_IN {stage:'fermentation', filled_on:'2023-01-09', emptied_on:'2023-01-24'}]->(T1),
(BA1)-[:HELD_IN {stage:'conditioning', filled_on:'2023-01-24', emptied_on:'2023-01-30'}]->(T8),
(BA2)-[:BREWED_FROM]->(RC7),
(BA2)-[:HELD_IN {stage:'fermentation', filled_on:'2023-01-16', emptied_on:'2023-01-31'}]->(T3),
(BA2)-[:HELD_IN {stage:'conditioning', filled_on:'2023-01-31', emptied_on:'2023-02-06'}]->(T9),
(BA3)-[:BREWED_FROM]->(RC13),
(BA3)-[:HELD_IN {stage:'fermentation', filled_on:'2023-02-06', emptied_on:'2023-03-14'}]->(T4),
(BA3)-[:HELD_IN {stage:'conditioning', filled_on:'2023-03-14', emptied_on:'2023-03-20'}]->(T8),
(BA4)-[:BREWED_FROM]->(RC2),
(BA4)-[:HELD_IN {stage:'fermentation', filled_on:'2023-02-20', emptied_on:'2023-03-02'}]->(T2),
(BA4)-[:HELD_IN {stage:'conditioning', filled_on:'2023-03-02', emptied_on:'2023-03-10'}]->(T9),
(BA5)-[:BREWED_FROM]->(RC12),
(BA5)-[:HELD_IN {stage:'fermentation', filled_on:'2023-03-13', emptied_on:'2023-03-27'}]->(T1),
(BA5)-[:HELD_IN {stage:'conditioning', filled_on:'2023-03-27', emptied_on:'2023-04-03'}]->(T8),
(BA6)-[:BREWED_FROM]->(RC5),
(BA6)-[:HELD_IN {stage:'fermentation', filled_on:'2023-04-03', emptied_on:'2023-04-20'}]->(T2),
(BA7)-[:BREWED_FROM]->(RC10),
(BA7)-[:HELD_IN {stage:'fermentation', filled_on:'2023-04-24', emptied_on:'2023-05-17'}]->(T3),
(BA7)-[:HELD_IN {stage:'conditioning', filled_on:'2023-05-17', emptied_on:'2023-05-22'}]->(T9),
(BA8)-[:BREWED_FROM]->(RC6),
(BA8)-[:HELD_IN {stage:'fermentation', filled_on:'2023-05-15', emptied_on:'2023-05-26'}]->(T4),
(BA8)-[:HELD_IN {stage:'conditioning', filled_on:'2023-05-26', emptied_on:'2023-06-01'}]->(T8),
(BA9)-[:BREWED_FROM]->(RC11),
(BA9)-[:HELD_IN {stage:'fermentation', filled_on:'2023-06-05', emptied_on:'2023-06-14'}]->(T1),
(BA10)-[:BREWED_FROM]->(RC14),
(BA10)-[:HELD_IN {stage:'fermentation', filled_on:'2023-06-12', emptied_on:'2023-07-11'}]->(T3),
(BA10)-[:HELD_IN {stage:'conditioning', filled_on:'2023-07-11', emptied_on:'2023-07-17'}]->(T9),
(BA11)-[:BREWED_FROM]->(RC1),
(BA11)-[:HELD_IN {stage:'fermentation', filled_on:'2023-07-03', emptied_on:'2023-07-17'}]->(T4),
(BA11)-[:HELD_IN {stage:'conditioning', filled_on:'2023-07-17', emptied_on:'2023-07-24'}]->(T8),
(BA12)-[:BREWED_FROM]->(RC8),
(BA12)-[:HELD_IN {stage:'fermentation', filled_on:'2023-08-07', emptied_on:'2023-08-22'}]->(T2),
(BA12)-[:HELD_IN {stage:'conditioning', filled_on:'2023-08-22', emptied_on:'2023-08-28'}]->(T9),
(BA13)-[:BREWED_FROM]->(RC2),
(BA13)-[:HELD_IN {stage:'fermentation', filled_on:'2023-09-04', emptied_on:'2023-09-17'}]->(T5),
(BA13)-[:HELD_IN {stage:'conditioning', filled_on:'2023-09-17', emptied_on:'2023-09-25'}]->(T10),
(BA14)-[:BREWED_FROM]->(RC4),
(BA14)-[:HELD_IN {stage:'fermentation', filled_on:'2023-10-02', emptied_on:'2023-11-06'}]->(T6),
(BA15)-[:BREWED_FROM]->(RC9),
(BA15)-[:HELD_IN {stage:'fermentation', filled_on:'2023-10-16', emptied_on:'2024-03-18'}]->(T1),
(BA16)-[:BREWED_FROM]->(RC13),
(BA16)-[:HELD_IN {stage:'fermentation', filled_on:'2023-11-06', emptied_on:'2023-12-13'}]->(T5),
(BA16)-[:HELD_IN {stage:'conditioning', filled_on:'2023-12-13', emptied_on:'2023-12-18'}]->(T10),
(BA17)-[:BREWED_FROM]->(RC7),
(BA17)-[:HELD_IN {stage:'fermentation', filled_on:'2023-11-20', emptied_on:'2023-12-04'}]->(T3),
(BA17)-[:HELD_IN {stage:'conditioning', filled_on:'2023-12-04', emptied_on:'2023-12-11'}]->(T9),
(BA18)-[:BREWED_FROM]->(RC3),
(BA18)-[:HELD_IN {stage:'fermentation', filled_on:'2023-12-04', emptied_on:'2023-12-21'}]->(T2),
(BA18)-[:HELD_IN {stage:'conditioning', filled_on:'2023-12-21', emptied_on:'2023-12-27'}]->(T8),
(BA19)-[:BREWED_FROM]->(RC1),
(BA19)-[:HELD_IN {stage:'fermentation', filled_on:'2024-01-08', emptied_on:'2024-01-21'}]->(T5),
(BA19)-[:HELD_IN {stage:'conditioning', filled_on:'2024-01-21', emptied_on:'2024-01-29'}]->(T10),
(BA20)-[:BREWED_FROM]->(RC12),
(BA20)-[:HELD_IN {stage:'fermentation', filled_on:'2024-01-22', emptied_on:'2024-02-07'}]->(T1),
(BA20)-[:HELD_IN {stage:'conditioning', filled_on:'2024-02-07', emptied_on:'2024-02-12'}]->(T8),
(BA21)-[:BREWED_FROM]->(RC5),
(BA21)-[:HELD_IN {stage:'fermentation', filled_on:'2024-02-05', emptied_on:'2024-02-22'}]->(T3),
(BA22)-[:BREWED_FROM]->(RC7),
(BA22)-[:HELD_IN {stage:'fermentation', filled_on:'2024-02-26', emptied_on:'2024-03-12'}]->(T4),
(BA22)-[:HELD_IN {stage:'conditioning', filled_on:'2024-03-12', emptied_on:'2024-03-18'}]->(T9),
(BA23)-[:BREWED_FROM]->(RC2),
(BA23)-[:HELD_IN {stage:'fermentation', filled_on:'2024-03-04', emptied_on:'2024-03-18'}]->(T5),
(BA23)-[:HELD_IN {stage:'conditioning', filled_on:'2024-03-18', emptied_on:'2024-03-25'}]->(T10),
(BA24)-[:BREWED_FROM]->(RC11),
(BA24)-[:HELD_IN {stage:'fermentation', filled_on:'2024-03-25', emptied_on:'2024-04-15'}]->(T2),
(BA24)-[:HELD_IN {stage:'conditioning', filled_on:'2024-04-15', emptied_on:'2024-04-22'}]->(T8),
(BA25)-[:BREWED_FROM]->(RC13),
(BA25)-[:HELD_IN {stage:'fermentation', filled_on:'2024-04-08', emptied_on:'2024-05-14'}]->(T3),
(BA25)-[:HELD_IN {stage:'conditioning', filled_on:'2024-05-14', emptied_on:'2024-05-20'}]->(T9),
(BA26)-[:BREWED_FROM]->(RC14),
(BA26)-[:HELD_IN {stage:'fermentation', filled_on:'2024-05-06', emptied_on:'2024-06-02'}]->(T4),
(BA26)-[:HELD_IN {stage:'conditioning', filled_on:'2024-06-02', emptied_on:'2024-06-10'}]->(T8),
(BA27)-[:BREWED_FROM]->(RC10),
(BA27)-[:HELD_IN {stage:'fermentation', filled_on:'2024-05-20', emptied_on:'2024-06-09'}]->(T1),
(BA27)-[:HELD_IN {stage:'conditioning', filled_on:'2024-06-09', emptied_on:'2024-06-17'}]->(T9),
(BA28)-[:BREWED_FROM]->(RC6),
(BA28)-[:HELD_IN {stage:'fermentation', filled_on:'2024-06-03', emptied_on:'2024-06-12'}]->(T5),
(BA28)-[:HELD_IN {stage:'conditioning', filled_on:'2024-06-12', emptied_on:'2024-06-20'}]->(T10),
(BA29)-[:BREWED_FROM]->(RC3),
(BA29)-[:HELD_IN {stage:'fermentation', filled_on:'2024-06-17', emptied_on:'2024-06-26'}]->(T2),
(BA30)-[:BREWED_FROM]->(RC5),
(BA30)-[:HELD_IN {stage:'fermentation', filled_on:'2024-07-08', emptied_on:'2024-07-18'}]->(T3),
(BA30)-[:HELD_IN {stage:'conditioning', filled_on:'2024-07-18', emptied_on:'2024-07-25'}]->(T9),
(BA31)-[:BREWED_FROM]->(RC1),
(BA31)-[:HELD_IN {stage:'fermentation', filled_on:'2024-07-22', emptied_on:'2024-08-05'}]->(T5),
(BA31)-[:HELD_IN {stage:'conditioning', filled_on:'2024-08-05', emptied_on:'2024-08-12'}]->(T10),
(BA32)-[:BREWED_FROM]->(RC8),
(BA32)-[:HELD_IN {stage:'fermentation', filled_on:'2024-08-12', emptied_on:'2024-08-26'}]->(T1),
(BA32)-[:HELD_IN {stage:'conditioning', filled_on:'2024-08-26', emptied_on:'2024-09-02'}]->(T8),
(BA33)-[:BREWED_FROM]->(RC12),
(BA33)-[:HELD_IN {stage:'fermentation', filled_on:'2024-09-02', emptied_on:'2024-09-18'}]->(T4),
(BA33)-[:HELD_IN {stage:'conditioning', filled_on:'2024-09-18', emptied_on:'2024-09-23'}]->(T9),
(BA34)-[:BREWED_FROM]->(RC2),
(BA34)-[:HELD_IN {stage:'fermentation', filled_on:'2024-09-16', emptied_on:'2024-10-01'}]->(T5),
(BA34)-[:HELD_IN {stage:'conditioning', filled_on:'2024-10-01', emptied_on:'2024-10-07'}]->(T10),
(BA35)-[:BREWED_FROM]->(RC9),
(BA35)-[:HELD_IN {stage:'fermentation', filled_on:'2024-10-07'}]->(T1),
(BA36)-[:BREWED_FROM]->(RC13),
(BA36)-[:HELD_IN {stage:'fermentation', filled_on:'2024-10-21', emptied_on:'2024-11-04'}]->(T3),
(BA36)-[:HELD_IN {stage:'conditioning', filled_on:'2024-11-04'}]->(T8),
(BA37)-[:BREWED_FROM]->(RC7),
(BA37)-[:HELD_IN {stage:'fermentation', filled_on:'2024-11-04'}]->(T4),
(BA38)-[:BREWED_FROM]->(RC5),
(BA38)-[:HELD_IN {stage:'fermentation', filled_on:'2024-11-11'}]->(T5),
(BA39)-[:BREWED_FROM]->(RC6),
(BA39)-[:HELD_IN {stage:'fermentation', filled_on:'2024-11-18'}]->(T6),
(BA40)-[:BREWED_FROM]->(RC1),
(BA40)-[:HELD_IN {stage:'fermentation', filled_on:'2024-11-18'}]->(T2),
(BA1)-[:BREWED_DURING]->(SH1),
(BA2)-[:BREWED_DURING]->(SH2),
(BA3)-[:BREWED_DURING]->(SH3),
(BA4)-[:BREWED_DURING]->(SH4),
(BA5)-[:BREWED_DURING]->(SH5),
(BA6)-[:BREWED_DURING]->(SH6),
(BA7)-[:BREWED_DURING]->(SH7),
(BA8)-[:BREWED_DURING]->(SH8),
(BA9)-[:BREWED_DURING]->(SH9),
(BA10)-[:BREWED_DURING]->(SH10),
(BA11)-[:BREWED_DURING]->(SH11),
(BA12)-[:BREWED_DURING]->(SH12),
(BA13)-[:BREWED_DURING]->(SH13),
(BA14)-[:BREWED_DURING]->(SH14),
(BA15)-[:BREWED_DURING]->(SH15),
(BA16)-[:BREWED_DURING]->(SH16),
(BA17)-[:BREWED_DURING]->(SH17),
(BA18)-[:BREWED_DURING]->(SH18),
(BA19)-[:BREWED_DURING]->(SH19),
(BA20)-[:BREWED_DURING]->(SH20),
(BA21)-[:BREWED_DURING]->(SH21),
(BA22)-[:BREWED_DURING]->(SH22),
(BA23)-[:BREWED_DURING]->(SH23),
(BA24)-[:BREWED_DURING]->(SH24),
(BA25)-[:BREWED_DURING]->(SH25),
(BA26)-[:BREWED_DURING]->(SH26),
(BA27)-[:BREWED_DURING]->(SH27),
(BA28)-[:BREWED_DURING]->(SH28),
(BA29)-[:BREWED_DURING]->(SH29),
(BA30)-[:BREWED_DURING]->(SH30),
(BA31)-[:BREWED_DURING]->(SH31),
(BA32)-[:BREWED_DURING]->(SH32),
(BA33)-[:BREWED_DURING]->(SH33),
(BA34)-[:BREWED_DURING]->(SH34),
(BA35)-[:BREWED_DURING]->(SH35),
(BA36)-[:BREWED_DURING]->(SH36),
(BA37)-[:BREWED_DURING]->(SH37),
(BA38)-[:BREWED_DURING]->(SH38),
(BA39)-[:BREWED_DURING]->(SH39),
(BA40)-[:BREWED_DURING]->(SH39),
(BR1)-[:WORKED {role:'lead', overtime_min:0}]->(SH1),
(BR4)-[:WORKED {role:'crew', overtime_min:60}]->(SH1),
(BR2)-[:WORKED {role:'lead', overtime_min:60}]->(SH2),
(BR4)-[:WORKED {role:'crew', overtime_min:0}]->(SH2),
(BR1)-[:WORKED {role:'lead', overtime_min:120}]->(SH3),
(BR4)-[:WORKED {role:'crew', overtime_min:60}]->(SH3),
(BR4)-[:WORKED {role:'lead', overtime_min:0}]->(SH4),
(BR5)-[:WORKED {role:'crew', overtime_min:0}]->(SH4),
(BR4)-[:WORKED {role:'lead', overtime_min:0}]->(SH5),
(BR5)-[:WORKED {role:'crew', overtime_min:0}]->(SH5),
(BR2)-[:WORKED {role:'lead', overtime_min:120}]->(SH6),
(BR4)-[:WORKED {role:'crew', overtime_min:30}]->(SH6),
(BR4)-[:WORKED {role:'lead', overtime_min:0}]->(SH7),
(BR5)-[:WORKED {role:'crew', overtime_min:0}]->(SH7),
(BR5)-[:WORKED {role:'lead', overtime_min:45}]->(SH8),
(BR4)-[:WORKED {role:'crew', overtime_min:60}]->(SH8),
(BR2)-[:WORKED {role:'lead', overtime_min:45}]->(SH9),
(BR6)-[:WORKED {role:'crew', overtime_min:15}]->(SH9),
(BR2)-[:WORKED {role:'lead', overtime_min:120}]->(SH10),
(BR6)-[:WORKED {role:'crew', overtime_min:60}]->(SH10),
(BR4)-[:WORKED {role:'lead', overtime_min:60}]->(SH11),
(BR7)-[:WORKED {role:'crew', overtime_min:0}]->(SH11),
(BR1)-[:WORKED {role:'lead', overtime_min:120}]->(SH12),
(BR6)-[:WORKED {role:'crew', overtime_min:0}]->(SH12),
(BR4)-[:WORKED {role:'crew', overtime_min:0}]->(SH12),
(BR1)-[:WORKED {role:'lead', overtime_min:45}]->(SH13),
(BR5)-[:WORKED {role:'crew', overtime_min:0}]->(SH13),
(BR4)-[:WORKED {role:'crew', overtime_min:0}]->(SH13),
(BR5)-[:WORKED {role:'lead', overtime_min:0}]->(SH14),
(BR6)-[:WORKED {role:'crew', overtime_min:0}]->(SH14),
(BR4)-[:WORKED {role:'lead', overtime_min:45}]->(SH15),
(BR7)-[:WORKED {role:'crew', overtime_min:15}]->(SH15),
(BR5)-[:WORKED {role:'crew', overtime_min:30}]->(SH15),
(BR1)-[:WORKED {role:'lead', overtime_min:0}]->(SH16),
(BR7)-[:WORKED {role:'crew', overtime_min:0}]->(SH16),
(BR1)-[:WORKED {role:'lead', overtime_min:0}]->(SH17),
(BR6)-[:WORKED {role:'crew', overtime_min:0}]->(SH17),
(BR4)-[:WORKED {role:'crew', overtime_min:0}]->(SH17),
(BR2)-[:WORKED {role:'lead', overtime_min:120}]->(SH18),
(BR5)-[:WORKED {role:'crew', overtime_min:15}]->(SH18),
(BR2)-[:WORKED {role:'lead', overtime_min:45}]->(SH19),
(BR4)-[:WORKED {role:'crew', overtime_min:60}]->(SH19),
(BR4)-[:WORKED {role:'lead', overtime_min:120}]->(SH20),
(BR8)-[:WORKED {role:'crew', overtime_min:0}]->(SH20),
(BR7)-[:WORKED {role:'crew', overtime_min:0}]->(SH20),
(BR2)-[:WORKED {role:'lead', overtime_min:120}]->(SH21),
(BR4)-[:WORKED {role:'crew', overtime_min:0}]->(SH21),
(BR2)-[:WORKED {role:'lead', overtime_min:90}]->(SH22),
(BR5)-[:WORKED {role:'crew', overtime_min:15}]->(SH22),
(BR1)-[:WORKED {role:'lead', overtime_min:0}]->(SH23),
(BR7)-[:WORKED {role:'crew', overtime_min:60}]->(SH23),
(BR4)-[:WORKED {role:'lead', overtime_min:0}]->(SH24),
(BR6)-[:WORKED {role:'crew', overtime_min:15}]->(SH24),
(BR2)-[:WORKED {role:'lead', overtime_min:0}]->(SH25),
(BR6)-[:WORKED {role:'crew', overtime_min:15}]->(SH25),
(BR5)-[:WORKED {role:'crew', overtime_min:0}]->(SH25),
(BR1)-[:WORKED {role:'lead', overtime_min:0}]->(SH26),
(BR4)-[:WORKED {role:'crew', overtime_min:0}]->(SH26),
(BR5)-[:WORKED {role:'crew', overtime_min:60}]->(SH26),
(BR1)-[:WORKED {role:'lead', overtime_min:60}]->(SH27),
(BR6)-[:WORKED {role:'crew', overtime_min:0}]->(SH27),
(BR7)-[:WORKED {role:'crew', overtime_min:30}]->(SH27),
(BR2)-[:WORKED {role:'lead', overtime_min:90}]->(SH28),
(BR7)-[:WORKED {role:'crew', overtime_min:0}]->(SH28),
(BR4)-[:WORKED {role:'lead', overtime_min:45}]->(SH29),
(BR7)-[:WORKED {role:'crew', overtime_min:0}]->(SH29),
(BR5)-[:WORKED {role:'crew', overtime_min:0}]->(SH29),
(BR5)-[:WORKED {role:'lead', overtime_min:60}]->(SH30),
(BR4)-[:WORKED {role:'crew', overtime_min:30}]->(SH30),
(BR1)-[:WORKED {role:'lead', overtime_min:0}]->(SH31),
(BR7)-[:WORKED {role:'crew', overtime_min:0}]->(SH31),
(BR5)-[:WORKED {role:'crew', overtime_min:60}]->(SH31),
(BR5)-[:WORKED {role:'lead', overtime_min:0}]->(SH32),
(BR4)-[:WORKED {role:'crew', overtime_min:0}]->(SH32),
(BR6)-[:WORKED {role:'crew', overtime_min:0}]->(SH32),
(BR1)-[:WORKED {role:'lead', overtime_min:30}]->(SH33),
(BR7)-[:WORKED {role:'crew', overtime_min:15}]->(SH33),
(BR1)-[:WORKED {role:'lead', overtime_min:60}]->(SH34),
(BR7)-[:WORKED {role:'crew', overtime_min:0}]->(SH34),
(BR5)-[:WORKED {role:'lead', overtime_min:0}]->(SH35),
(BR6)-[:WORKED {role:'crew', overtime_min:0}]->(SH35),
(BR5)-[:WORKED {role:'lead', overtime_min:0}]->(SH36),
(BR4)-[:WORKED {role:'crew', overtime_min:0}]->(SH36),
(BR4)-[:WORKED {role:'lead', overtime_min:0}]->(SH37),
(BR7)-[:WORKED {role:'crew', overtime_min:0}]->(SH37),
(BR2)-[:WORKED {role:'lead', overtime_min:90}]->(SH38),
(BR7)-[:WORKED {role:'crew', overtime_min:30}]->(SH38),
(BR2)-[:WORKED {role:'lead', overtime_min:30}]->(SH39),
(BR5)-[:WORKED {role:'crew', overtime_min:60}]->(SH39),
(BR8)-[:WORKED {role:'crew', overtime_min:30}]->(SH39),
(BR3)-[:WORKED {role:'lead', overtime_min:0}]->(SH40),
(BR6)-[:WORKED {role:'crew', overtime_min:30}]->(SH40),
(BR3)-[:WORKED {role:'lead', overtime_min:0}]->(SH41),
(BR6)-[:WORKED {role:'crew', overtime_min:30}]->(SH41),
(BR3)-[:WORKED {role:'lead', overtime_min:0}]->(SH42),
(BR6)-[:WORKED {role:'crew', overtime_min:30}]->(SH42),
(BR3)-[:WORKED {role:'lead', overtime_min:0}]->(SH43),
(BR6)-[:WORKED {role:'crew', overtime_min:30}]->(SH43),
(BR3)-[:WORKED {role:'lead', overtime_min:0}]->(SH44),
(BR6)-[:WORKED {role:'crew', overtime_min:0}]->(SH44),
(BR9)-[:WORKED {role:'crew', overtime_min:0}]->(SH44),
(BR10)-[:TESTED {tested_on:'2023-01-19', kind:'lab', score:86, passed:true}]->(BA1),
(BR3)-[:TESTED {tested_on:'2023-01-30', kind:'sensory', score:96, passed:true}]->(BA1),
(BR10)-[:TESTED {tested_on:'2023-01-26', kind:'lab', score:81, passed:true}]->(BA2),
(BR3)-[:TESTED {tested_on:'2023-02-06', kind:'sensory', score:75, passed:true}]->(BA2),
(BR10)-[:TESTED {tested_on:'2023-02-16', kind:'lab', score:82, passed:true}]->(BA3),
(BR2)-[:TESTED {tested_on:'2023-03-20', kind:'sensory', score:95, passed:true}]->(BA3),
(BR10)-[:TESTED {tested_on:'2023-03-02', kind:'lab', score:92, passed:true}]->(BA4),
(BR3)-[:TESTED {tested_on:'2023-03-10', kind:'sensory', score:74, passed:false}]->(BA4),
(BR10)-[:TESTED {tested_on:'2023-03-23', kind:'lab', score:90, passed:true}]->(BA5),
(BR2)-[:TESTED {tested_on:'2023-04-03', kind:'sensory', score:90, passed:true}]->(BA5),
(BR10)-[:TESTED {tested_on:'2023-04-13', kind:'lab', score:96, passed:true}]->(BA6),
(BR3)-[:TESTED {tested_on:'2023-04-20', kind:'sensory', score:73, passed:false}]->(BA6),
(BR10)-[:TESTED {tested_on:'2023-05-04', kind:'lab', score:92, passed:true}]->(BA7),
(BR1)-[:TESTED {tested_on:'2023-05-22', kind:'sensory', score:75, passed:true}]->(BA7),
(BR10)-[:TESTED {tested_on:'2023-05-25', kind:'lab', score:94, passed:true}]->(BA8),
(BR2)-[:TESTED {tested_on:'2023-06-01', kind:'sensory', score:87, passed:true}]->(BA8),
(BR10)-[:TESTED {tested_on:'2023-06-13', kind:'lab', score:47, passed:false}]->(BA9),
(BR10)-[:TESTED {tested_on:'2023-06-22', kind:'lab', score:90, passed:true}]->(BA10),
(BR2)-[:TESTED {tested_on:'2023-07-17', kind:'sensory', score:96, passed:true}]->(BA10),
(BR10)-[:TESTED {tested_on:'2023-07-13', kind:'lab', score:85, passed:true}]->(BA11),
(BR1)-[:TESTED {tested_on:'2023-07-24', kind:'sensory', score:92, passed:true}]->(BA11),
(BR10)-[:TESTED {tested_on:'2023-08-17', kind:'lab', score:84, passed:true}]->(BA12),
(BR3)-[:TESTED {tested_on:'2023-08-28', kind:'sensory', score:86, passed:true}]->(BA12),
(BR10)-[:TESTED {tested_on:'2023-09-14', kind:'lab', score:89, passed:true}]->(BA13),
(BR2)-[:TESTED {tested_on:'2023-09-25', kind:'sensory', score:90, passed:true}]->(BA13),
(BR10)-[:TESTED {tested_on:'2023-10-12', kind:'lab', score:82, passed:true}]->(BA14),
(BR3)-[:TESTED {tested_on:'2023-11-06', kind:'sensory', score:89, passed:true}]->(BA14),
(BR10)-[:TESTED {tested_on:'2023-10-26', kind:'lab', score:81, passed:true}]->(BA15),
(BR3)-[:TESTED {tested_on:'2024-03-18', kind:'sensory', score:73, passed:false}]->(BA15),
(BR10)-[:TESTED {tested_on:'2023-11-16', kind:'lab', score:91, passed:true}]->(BA16),
(BR3)-[:TESTED {tested_on:'2023-12-18', kind:'sensory', score:76, passed:true}]->(BA16),
(BR10)-[:TESTED {tested_on:'2023-11-30', kind:'lab', score:92, passed:true}]->(BA17),
(BR1)-[:TESTED {tested_on:'2023-12-11', kind:'sensory', score:85, passed:true}]->(BA17),
(BR1)-[:TESTED {tested_on:'2023-12-14', kind:'lab', score:86, passed:true}]->(BA18),
(BR2)-[:TESTED {tested_on:'2023-12-27', kind:'sensory', score:92, passed:true}]->(BA18),
(BR10)-[:TESTED {tested_on:'2024-01-18', kind:'lab', score:96, passed:true}]->(BA19),
(BR3)-[:TESTED {tested_on:'2024-01-29', kind:'sensory', score:79, passed:true}]->(BA19),
(BR10)-[:TESTED {tested_on:'2024-02-01', kind:'lab', score:80, passed:true}]->(BA20),
(BR2)-[:TESTED {tested_on:'2024-02-12', kind:'sensory', score:96, passed:true}]->(BA20),
(BR1)-[:TESTED {tested_on:'2024-02-15', kind:'lab', score:79, passed:true}]->(BA21),
(BR3)-[:TESTED {tested_on:'2024-02-22', kind:'sensory', score:72, passed:false}]->(BA21),
(BR10)-[:TESTED {tested_on:'2024-03-07', kind:'lab', score:89, passed:true}]->(BA22),
(BR3)-[:TESTED {tested_on:'2024-03-18', kind:'sensory', score:70, passed:false}]->(BA22),
(BR10)-[:TESTED {tested_on:'2024-03-14', kind:'lab', score:97, passed:true}]->(BA23),
(BR2)-[:TESTED {tested_on:'2024-03-25', kind:'sensory', score:79, passed:true}]->(BA23),
(BR10)-[:TESTED {tested_on:'2024-04-04', kind:'lab', score:90, passed:true}]->(BA24),
(BR2)-[:TESTED {tested_on:'2024-04-22', kind:'sensory', score:79, passed:true}]->(BA24),
(BR1)-[:TESTED {tested_on:'2024-04-18', kind:'lab', score:97, passed:true}]->(BA25),
(BR3)-[:TESTED {tested_on:'2024-05-20', kind:'sensory', score:71, passed:false}]->(BA25),
(BR1)-[:TESTED {tested_on:'2024-05-16', kind:'lab', score:82, passed:true}]->(BA26),
(BR3)-[:TESTED {tested_on:'2024-06-10', kind:'sensory', score:73, passed:false}]->(BA26),
(BR10)-[:TESTED {tested_on:'2024-05-30', kind:'lab', score:79, passed:true}]->(BA27),
(BR1)-[:TESTED {tested_on:'2024-06-17', kind:'sensory', score:90, passed:true}]->(BA27),
(BR10)-[:TESTED {tested_on:'2024-06-13', kind:'lab', score:94, passed:true}]->(BA28),
(BR1)-[:TESTED {tested_on:'2024-06-20', kind:'sensory', score:91, passed:true}]->(BA28),
(BR10)-[:TESTED {tested_on:'2024-06-25', kind:'lab', score:38, passed:false}]->(BA29),
(BR10)-[:TESTED {tested_on:'2024-07-18', kind:'lab', score:84, passed:true}]->(BA30),
(BR1)-[:TESTED {tested_on:'2024-07-25', kind:'sensory', score:90, passed:true}]->(BA30),
(BR10)-[:TESTED {tested_on:'2024-08-01', kind:'lab', score:79, passed:true}]->(BA31),
(BR1)-[:TESTED {tested_on:'2024-08-12', kind:'sensory', score:83, passed:true}]->(BA31),
(BR1)-[:TESTED {tested_on:'2024-08-22', kind:'lab', score:95, passed:true}]->(BA32),
(BR1)-[:TESTED {tested_on:'2024-09-02', kind:'sensory', score:92, passed:true}]->(BA32),
(BR10)-[:TESTED {tested_on:'2024-09-12', kind:'lab', score:81, passed:true}]->(BA33),
(BR2)-[:TESTED {tested_on:'2024-09-23', kind:'sensory', score:90, passed:true}]->(BA33),
(BR10)-[:TESTED {tested_on:'2024-09-26', kind:'lab', score:79, passed:true}]->(BA34),
(BR2)-[:TESTED {tested_on:'2024-10-07', kind:'sensory', score:79, passed:true}]->(BA34),
(BR10)-[:TESTED {tested_on:'2024-10-17', kind:'lab', score:89, passed:true}]->(BA35),
(BR1)-[:TESTED {tested_on:'2024-10-31', kind:'lab', score:80, passed:true}]->(BA36),
(BR8)-[:TESTED {tested_on:'2024-11-14', kind:'lab', score:88}]->(BA37),
(BR10)-[:TESTED {tested_on:'2024-06-20', kind:'sensory', score:55, passed:false}]->(BA29),
(CU1)-[:PLACED]->(OR1),
(OR1)-[:INCLUDES {format:'keg', quantity_l:200, price_eur:840.0}]->(BA1),
(OR1)-[:INCLUDES {format:'keg', quantity_l:150, price_eur:600.0}]->(BA2),
(CU4)-[:PLACED]->(OR2),
(OR2)-[:INCLUDES {format:'can', quantity_l:400, price_eur:2268.0}]->(BA1),
(OR2)-[:INCLUDES {format:'keg', quantity_l:600, price_eur:2400.0}]->(BA2),
(CU2)-[:PLACED]->(OR3),
(OR3)-[:INCLUDES {format:'keg', quantity_l:100, price_eur:480.0}]->(BA4),
(CU3)-[:PLACED]->(OR4),
(OR4)-[:INCLUDES {format:'bottle', quantity_l:240, price_eur:1231.2}]->(BA3),
(OR4)-[:INCLUDES {format:'can', quantity_l:120, price_eur:777.6}]->(BA4),
(CU1)-[:PLACED]->(OR5),
(OR5)-[:INCLUDES {format:'keg', quantity_l:150, price_eur:600.0}]->(BA5),
(OR5)-[:INCLUDES {format:'keg', quantity_l:200, price_eur:760.0}]->(BA3),
(CU4)-[:PLACED]->(OR6),
(OR6)-[:INCLUDES {format:'can', quantity_l:600, price_eur:4050.0}]->(BA6),
(OR6)-[:INCLUDES {format:'can', quantity_l:800, price_eur:4428.0}]->(BA7),
(CU5)-[:PLACED]->(OR7),
(OR7)-[:INCLUDES {format:'keg', quantity_l:150, price_eur:540.0}]->(BA8),
(CU6)-[:PLACED]->(OR8),
(OR8)-[:INCLUDES {format:'can', quantity_l:300, price_eur:1944.0}]->(BA4),
(OR8)-[:INCLUDES {format:'can', quantity_l:300, price_eur:2025.0}]->(BA6),
(CU1)-[:PLACED]->(OR9),
(OR9)-[:INCLUDES {format:'keg', quantity_l:250, price_eur:1000.0}]->(BA10),
(OR9)-[:INCLUDES {format:'keg', quantity_l:200, price_eur:720.0}]->(BA8),
(CU9)-[:PLACED]->(OR10),
(OR10)-[:INCLUDES {format:'bottle', quantity_l:900, price_eur:4860.0}]->(BA10),
(OR10)-[:INCLUDES {format:'can', quantity_l:600, price_eur:3402.0}]->(BA11),
(CU8)-[:PLACED]->(OR11),
(OR11)-[:INCLUDES {format:'keg', quantity_l:100, price_eur:460.0}]->(BA12),
(OR11)-[:INCLUDES {format:'keg', quantity_l:100, price_eur:420.0}]->(BA11),
(CU7)-[:PLACED]->(OR12),
(OR12)-[:INCLUDES {format:'keg', quantity_l:50, price_eur:230.0}]->(BA12),
(CU4)-[:PLACED]->(OR13),
(OR13)-[:INCLUDES {format:'can', quantity_l:1500, price_eur:9720.0}]->(BA13),
(OR13)-[:INCLUDES {format:'keg', quantity_l:500, price_eur:2100.0}]->(BA11),
(CU1)-[:PLACED]->(OR14),
(OR14)-[:INCLUDES {format:'keg', quantity_l:100, price_eur:750.0}]->(BA14),
(OR14)-[:INCLUDES {format:'keg', quantity_l:300, price_eur:1440.0}]->(BA13),
(CU10)-[:PLACED]->(OR15),
(OR15)-[:INCLUDES {format:'can', quantity_l:150, price_eur:1518.75}]->(BA14),
(CU6)-[:PLACED]->(OR16),
(OR16)-[:INCLUDES {format:'can', quantity_l:1200, price_eur:6156.0}]->(BA16),
(OR16)-[:INCLUDES {format:'keg', quantity_l:400, price_eur:1600.0}]->(BA17),
(CU2)-[:PLACED]->(OR17),
(OR17)-[:INCLUDES {format:'keg', quantity_l:100, price_eur:620.0}]->(BA18),
(OR17)-[:INCLUDES {format:'keg', quantity_l:100, price_eur:400.0}]->(BA17),
(CU1)-[:PLACED]->(OR18),
(OR18)-[:INCLUDES {format:'keg', quantity_l:300, price_eur:1260.0}]->(BA19),
(OR18)-[:INCLUDES {format:'keg', quantity_l:150, price_eur:930.0}]->(BA18),
(CU4)-[:PLACED]->(OR19),
(OR19)-[:INCLUDES {format:'can', quantity_l:1500, price_eur:8505.0}]->(BA19),
(OR19)-[:INCLUDES {format:'keg', quantity_l:400, price_eur:1600.0}]->(BA20),
(CU5)-[:PLACED]->(OR20),
(OR20)-[:INCLUDES {format:'keg', quantity_l:200, price_eur:1000.0}]->(BA21),
(CU9)-[:PLACED]->(OR21),
(OR21)-[:INCLUDES {format:'can', quantity_l:1200, price_eur:8100.0}]->(BA21),
(OR21)-[:INCLUDES {format:'keg', quantity_l:800, price_eur:3200.0}]->(BA22),
(CU1)-[:PLACED]->(OR22),
(OR22)-[:INCLUDES {format:'bottle', quantity_l:150, price_eur:1822.5}]->(BA15),
(OR22)-[:INCLUDES {format:'keg', quantity_l:200, price_eur:800.0}]->(BA22),
(OR22)-[:INCLUDES {format:'keg', quantity_l:300, price_eur:1440.0}]->(BA23),
(CU7)-[:PLACED]->(OR23),
(OR23)-[:INCLUDES {format:'keg', quantity_l:150, price_eur:720.0}]->(BA23),
(OR23)-[:INCLUDES {format:'bottle', quantity_l:60, price_eur:729.0}]->(BA15),
(CU3)-[:PLACED]->(OR24),
(OR24)-[:INCLUDES {format:'bottle', quantity_l:240, price_eur:1490.4}]->(BA24),
(OR24)-[:INCLUDES {format:'bottle', quantity_l:120, price_eur:1458.0}]->(BA15),
(CU6)-[:PLACED]->(OR25),
(OR25)-[:INCLUDES {format:'can', quantity_l:1000, price_eur:5130.0}]->(BA25),
(OR25)-[:INCLUDES {format:'can', quantity_l:1200, price_eur:7776.0}]->(BA23),
(CU1)-[:PLACED]->(OR26),
(OR26)-[:INCLUDES {format:'keg', quantity_l:250, price_eur:1000.0}]->(BA26),
(OR26)-[:INCLUDES {format:'keg', quantity_l:150, price_eur:615.0}]->(BA27),
(CU10)-[:PLACED]->(OR27),
(OR27)-[:INCLUDES {format:'can', quantity_l:300, price_eur:1660.5}]->(BA27),
(OR27)-[:INCLUDES {format:'can', quantity_l:240, price_eur:1296.0}]->(BA26),
(CU4)-[:PLACED]->(OR28),
(OR28)-[:INCLUDES {format:'can', quantity_l:2000, price_eur:9720.0}]->(BA28),
(OR28)-[:INCLUDES {format:'keg', quantity_l:800, price_eur:3200.0}]->(BA26),
(CU8)-[:PLACED]->(OR29),
(OR29)-[:INCLUDES {format:'keg', quantity_l:150, price_eur:750.0}]->(BA30),
(OR29)-[:INCLUDES {format:'keg', quantity_l:100, price_eur:360.0}]->(BA28),
(CU9)-[:PLACED]->(OR30),
(OR30)-[:INCLUDES {format:'can', quantity_l:1800, price_eur:10206.0}]->(BA31),
(OR30)-[:INCLUDES {format:'can', quantity_l:600, price_eur:4050.0}]->(BA30),
(CU1)-[:PLACED]->(OR31),
(OR31)-[:INCLUDES {format:'keg', quantity_l:300, price_eur:1260.0}]->(BA31),
(OR31)-[:INCLUDES {format:'keg', quantity_l:150, price_eur:690.0}]->(BA32),
(CU2)-[:PLACED]->(OR32),
(OR32)-[:INCLUDES {format:'keg', quantity_l:150, price_eur:600.0}]->(BA33),
(OR32)-[:INCLUDES {format:'keg', quantity_l:100, price_eur:460.0}]->(BA32),
(CU7)-[:PLACED]->(OR33),
(OR33)-[:INCLUDES {format:'keg', quantity_l:300, price_eur:1440.0}]->(BA34),
(OR33)-[:INCLUDES {format:'keg', quantity_l:200, price_eur:800.0}]->(BA33),
(CU4)-[:PLACED]->(OR34),
(OR34)-[:INCLUDES {format:'can', quantity_l:2000, price_eur:12960.0}]->(BA34),
(OR34)-[:INCLUDES {format:'keg', quantity_l:1000, price_eur:4000.0}]->(BA33),
(CU6)-[:PLACED]->(OR35),
(OR35)-[:INCLUDES {format:'can', quantity_l:600, price_eur:3888.0}]->(BA34),
(CU5)-[:PLACED]->(OR36),
(OR36)-[:INCLUDES {format:'keg', quantity_l:100, price_eur:420.0}]->(BA31),
(RC7)-[:WON {judges_points:92}]->(AW1),
(RC2)-[:WON {judges_points:88}]->(AW2),
(RC10)-[:WON {judges_points:84}]->(AW3),
(RC9)-[:WON {judges_points:95}]->(AW4),
(RC5)-[:WON {judges_points:87}]->(AW5),
(RC13)-[:WON {judges_points:91}]->(AW6),
(RC7)-[:WON {judges_points:89}]->(AW7),
(RC3)-[:WON {judges_points:90}]->(AW8),
(RC9)-[:WON {judges_points:95}]->(AW9);
