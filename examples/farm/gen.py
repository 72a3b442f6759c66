# Generates examples/farm/farm.cypher (deterministic: seeded). Run: python3 examples/farm/gen.py > examples/farm/farm.cypher
# then: go run ./cmd/gql convert examples/farm/farm.cypher --name farm --out examples/farm
import random
R = random.Random(2611)
import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from cyphergen import q, props, nodes, edges, node, edge

# members (farmers): (var, name, birth_year, mentor)
farmers = [
 ('P1','Hendrik Vos',1951,None),
 ('P2','Anna Brandt',1968,'P1'),
 ('P3','Lukas Meier',1979,'P2'),
 ('P4','Sara Jansen',1990,'P3'),     # Vos > Brandt > Meier > Jansen, three deep
 ('P5',"Siobhan O'Brien",1972,None),
 ('P6','Tomas Novak',1985,'P5'),
 ('P7','Greta Holm',1960,None),
 ('P8','Jonas Keller',1994,'P7'),
 ('P9','Maria Lopez',1982,'P7'),
 ('P10','Erik Dahl',1957,None),
 ('P11','Ines Fischer',1975,None),
 ('P12','Paul Weber',1988,None),
 ('P13','Clara Visser',1970,None),
 ('P14','Rui Costa',1999,'P6'),
 ('P15','Nina Berg',1966,None),
 ('P16','Oskar Lind',None,None),     # birth year not on file
]
for v,n,b,m in farmers:
    node(v,'Farmer',dict(name=n,birth_year=b))
for v,n,b,m in farmers:
    if m: edge(m,'MENTORS',v,dict(since=R.choice([2015,2017,2019,2021,2022])))

# member farms: (var, holding_no, name, member_since, organic, area_ha, owners)
farms = [
 ('F1','NL-0101','Vos Akkerbouw','1998-04-01',False,212.5,['P1']),
 ('F2','NL-0102','Brandt Hof','2004-01-15',True,96.0,['P2']),
 ('F3','NL-0117','Meier Farms','2011-06-30',False,148.0,['P3']),
 ('F4','NL-0123','Jansen Fields','2020-03-01',True,42.5,['P4']),
 ('F5','NL-0130',"O'Brien Tillage",'2007-09-12',False,100.0,['P5']),
 ('F6','NL-0131','Novak Organics','2016-02-29',True,64.0,['P6','P14']),   # co-owned
 ('F7','NL-0140','Holm Estate','1998-04-01',False,212.5,['P7']),          # ties Vos on joining date and area
 ('F8','NL-0142','Keller Grain','2022-11-20',None,99.9,['P8']),           # organic status not on file
 ('F9','NL-0155','Lopez Market Garden','2019-05-05',True,18.0,['P9']),
 ('F10','NL-0160','Dahl Polder','2001-07-01',False,175.0,['P10']),
 ('F11','NL-0161','Fischer Hoeve','2013-03-18',True,100.1,['P11']),
 ('F12','NL-0170','Weber Agrar','2024-01-01',False,55.0,['P12']),
 ('F13','NL-0175','Visser Hoeve','2009-10-10',False,121.0,['P13','P15']),
 ('F14','NL-0180','Lind Newlands','2025-06-01',None,30.0,['P16']),        # joined, no fields registered yet
]
for v,h,n,ms,org,a,ow in farms:
    node(v,'Farm',dict(holding_no=h,name=n,member_since=ms,organic=org,area_ha=a))
    for p in ow: edge(p,'OWNS',v,dict(share_pct=100.0/len(ow)))

# crops and varieties: (var, name, crop_group, parent)
crops = [
 ('C1','Wheat','cereal',None),
 ('C2','Winter Wheat','cereal','C1'),
 ('C3','Spring Wheat','cereal','C1'),
 ('C4','Skyfall','cereal','C2'),
 ('C5','KWS Extase','cereal','C2'),
 ('C6','Mulika','cereal','C3'),
 ('C7','Barley','cereal',None),
 ('C8','Malting Barley','cereal','C7'),
 ('C9','Planet','cereal','C8'),
 ('C10','Laureate','cereal','C8'),
 ('C11','Potato','root',None),
 ('C12','Maris Piper','root','C11'),
 ('C13','Agria','root','C11'),
 ('C14','Sugar Beet','root',None),
 ('C15','Oilseed Rape','oilseed',None),
 ('C16','Campino','oilseed','C15'),
 ('C17','Field Bean','legume',None),
 ('C18','Tundra','legume','C17'),
 ('C19','Maize','cereal',None),
 ('C20','Buckwheat','pseudocereal',None),   # on the co-op's list, never grown
]
for v,n,g,p in crops:
    node(v,'Crop',dict(name=n,crop_group=g))
    if p: edge(v,'VARIETY_OF',p)

soils = ['clay','loam','sandy','silt','peat']
fields = []   # (var, parcel_id, name, soil, area_ha, irrigated, farm)
names = ['North','South','East','West','Long','Church','Mill','Dyke','Oak','Low']
fi = 0
for v,h,n,ms,org,a,ow in farms:
    if v == 'F14': continue
    k = 2 if a < 50 else (3 if a < 150 else 4)
    for j in range(k):
        fi += 1
        area = round(a / k * R.choice([0.8,0.9,1.0,1.1]), 1)
        irr = R.choice([True, False, False])
        fields.append([f'L{fi}', f'{h[3:]}-{j+1:02d}', f'{names[(fi+j) % len(names)]} Field', R.choice(soils), area, irr, v])
byp = {f[1]:f for f in fields}
byp['0101-01'][4] = 61.0; byp['0140-02'][4] = 61.0      # tie for the biggest field
byp['0155-01'][4] = 5.0; byp['0155-01'][3] = 'peat'     # the smallest
byp['0102-02'][5] = None; byp['0170-01'][5] = None      # irrigation not on file
byp['0131-01'][3] = 'sandy'; byp['0131-02'][3] = 'sandy'
byp['0130-01'][3] = 'clay'; byp['0130-02'][3] = 'clay'; byp['0130-03'][3] = 'loam'
for v,pid,n,s,a,irr,f in fields:
    node(v,'Field',dict(parcel_id=pid,name=n,soil=s,area_ha=a,irrigated=irr))
    edge(v,'BELONGS_TO',f)

# plantings and harvests
leaf = ['C4','C5','C6','C9','C10','C12','C13','C14','C16','C18','C19']
organic_ok = ['C5','C6','C10','C12','C18','C19']
farm_org = {f[0]:f[4] for f in farms}
hn = 0
harvests = []
for v,pid,n,s,a,irr,f in fields:
    for year in (2023, 2024, 2025):
        if R.random() < 0.45: continue
        c = R.choice(organic_ok if farm_org[f] else leaf)
        if pid == '0155-01': c = 'C13'
        sown = f'{year}-{R.choice(["03","04","10"])}-{R.randint(1,28):02d}' if c not in ('C2','C4','C5') else f'{year-1}-10-{R.randint(1,28):02d}'
        edge(v,'PLANTED',c,dict(season=year,sown_on=sown))
        if year == 2025 and R.random() < 0.5: continue   # not all of 2025 harvested yet
        hn += 1
        per_ha = {'C12':42,'C13':45,'C14':70,'C16':3.6,'C18':4.2,'C19':38}.get(c, 8.0)
        y = round(a * per_ha * R.choice([0.85,0.9,1.0,1.05,1.1]), 1)
        mo = round(R.choice([12.5,13.8,14.0,14.2,15.5,16.9]) if per_ha < 10 else R.choice([18.0,19.5,21.0,76.0,78.5]), 1)
        d = f'{year}-{R.choice(["07","08","09","10"])}-{R.randint(1,28):02d}'
        harvests.append([f'H{hn}', f'H{year}-{hn:03d}', y, mo, d, v, c])
byl = {h[1]:h for h in harvests}
hs = sorted(harvests, key=lambda h: -h[2])
hs[1][2] = hs[0][2]                        # tie for the biggest harvest
harvests[3][3] = None                      # moisture not measured
harvests[5][3] = 14.0; harvests[6][3] = 14.0
for v,lot,y,mo,d,fld,c in harvests:
    node(v,'Harvest',dict(lot_no=lot,yield_t=y,moisture_pct=mo,harvested_on=d))
    edge(v,'FROM_FIELD',fld)
    edge(v,'OF_CROP',c)

# machines: (var, asset_tag, kind, make, purchase_price_eur, needs_service, kept at farm)
machines = [
 ('M1','T-01','tractor','John Deere',185000.0,False,'F1'),
 ('M2','T-02','tractor','Fendt',210000.0,True,'F7'),
 ('M3','T-03','tractor','Case IH',150000.0,False,'F10'),
 ('M4','K-01','combine','Claas',420000.0,True,'F1'),
 ('M5','K-02','combine','New Holland',420000.0,False,'F13'),
 ('M6','S-01','sprayer','Amazone',65000.0,False,'F3'),
 ('M7','S-02','sprayer','Horsch',72000.0,True,'F11'),
 ('M8','D-01','seed drill','Vaderstad',98000.0,False,'F5'),
 ('M9','D-02','seed drill','Kuhn',54000.0,None,'F2'),
 ('M10','B-01','baler','Krone',88000.0,False,'F10'),
 ('M11','R-01','potato harvester','Grimme',310000.0,True,'F3'),
 ('M12','T-04','tractor','Valtra',99999.0,False,'F6'),
 ('M13','B-02','baler','Welger',12000.0,True,None),      # old spare, not kept at any farm, not used
]
for v,t,k,mk,p,ns,f in machines:
    node(v,'Machine',dict(asset_tag=t,kind=k,make=mk,purchase_price_eur=p,needs_service=ns))
    if f: edge(v,'KEPT_AT',f)
use = [('F1','M1',420),('F1','M4',96),('F2','M1',60),('F2','M9',35),('F3','M6',140),('F3','M11',88),('F4','M6',22),
       ('F4','M12',75),('F5','M8',110),('F5','M4',64),('F6','M12',300),('F6','M9',40),('F7','M2',510),('F7','M5',120),
       ('F8','M2',45),('F8','M5',30),('F9','M12',15),('F10','M3',380),('F10','M10',90),('F10','M4',64),('F11','M7',55),
       ('F11','M8',40),('F12','M3',100),('F13','M5',150),('F13','M2',80),('F13','M11',100),('F13','M7',12)]
for f,m,h in use:
    edge(f,'USES',m,dict(hours=h,season=2024))
edge('F3','USES','M11',dict(hours=70,season=2025))
edge('F1','USES','M4',dict(hours=101,season=2025))

# buyers: (var, name, buyer_type, city)
buyers = [
 ('B1','Zeeland Mill Co','mill','Middelburg'),
 ('B2','Hopfen Brewery','brewery','Munich'),
 ('B3','Delta Fresh','wholesaler','Rotterdam'),
 ('B4','Suiker Unie Noord','processor','Groningen'),
 ('B5','Green Press Oils','processor','Antwerp'),
 ('B6',"Farmer's Basket",'retailer','Utrecht'),
 ('B7','Nordic Feed','wholesaler','Hamburg'),
 ('B8','Valley Grain Traders','wholesaler','Lille'),   # prospect: no contract yet
]
for v,n,t,c in buyers:
    node(v,'Buyer',dict(name=n,buyer_type=t,city=c))
# supply contracts: (farm, buyer, commodity, price_per_t_eur, start_date, end_date, volume_t)
contracts = [
 ('F1','B1','wheat',245.0,'2024-08-01','2025-07-31',800.0),
 ('F1','B1','wheat',250.0,'2025-08-01','2026-07-31',800.0),
 ('F3','B1','wheat',250.0,'2024-08-01','2025-07-31',500.0),
 ('F7','B1','wheat',238.5,'2023-08-01','2024-07-31',900.0),
 ('F2','B2','malting barley',290.0,'2024-09-01','2025-08-31',150.0),
 ('F11','B2','malting barley',310.0,'2024-09-01','2025-08-31',120.0),
 ('F13','B2','malting barley',290.0,'2025-09-01',None,200.0),   # open-ended
 ('F3','B3','potatoes',180.0,'2024-09-15','2025-06-30',1200.0),
 ('F9','B3','potatoes',220.0,'2024-09-15','2025-06-30',300.0),
 ('F9','B6','potatoes',260.0,'2025-01-01','2025-12-31',60.0),
 ('F10','B4','sugar beet',42.0,'2024-10-01','2025-02-28',4000.0),
 ('F13','B4','sugar beet',42.0,'2024-10-01','2025-02-28',2500.0),
 ('F5','B5','oilseed rape',455.0,'2024-07-15','2025-03-31',180.0),
 ('F6','B6','field beans',390.0,'2024-10-01','2025-09-30',40.0),
 ('F4','B6','potatoes',250.0,'2025-03-01','2025-12-31',45.0),
 ('F8','B7','feed barley',199.0,'2023-08-01','2024-07-31',350.0),
 ('F12','B7','maize',205.0,'2024-11-01','2025-10-31',600.0),
 ('F5','B1','wheat',249.99,'2024-08-01','2025-07-31',300.0),
]
for f,b,co,p,s,e,vol in contracts:
    edge(f,'SUPPLIES',b,dict(commodity=co,price_per_t_eur=p,start_date=s,end_date=e,volume_t=vol))

print('''// The farm example: an agricultural co-operative's members, farms, fields,
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
''')
for c in ['Farmer) REQUIRE (x.name','Farm) REQUIRE (x.holding_no','Field) REQUIRE (x.parcel_id','Crop) REQUIRE (x.name',
          'Harvest) REQUIRE (x.lot_no','Machine) REQUIRE (x.asset_tag','Buyer) REQUIRE (x.name']:
    print(f'CREATE CONSTRAINT IF NOT EXISTS FOR (x:{c}) IS UNIQUE;')
print()
print('\n'.join(nodes))
print('CREATE\n' + ',\n'.join(edges) + ';')
