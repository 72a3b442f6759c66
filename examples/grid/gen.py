# Generates examples/grid/grid.cypher (deterministic: seeded). Run: python3 examples/grid/gen.py > examples/grid/grid.cypher
# then: go run ./cmd/gql convert examples/grid/grid.cypher --name grid --out examples/grid
import random
R = random.Random(23)
out = []
import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from cyphergen import q, props, nodes, edges, node, edge

# substations: (var, code, name, region, commissioned, kv, mva, automated)
subs = [
 ('N01','SS-NORTH-01','Northgate Grid Supply','North','1978-05-12',132,240.0,True),
 ('N02','SS-NORTH-02','Ashby Road','North','1985-09-30',33,60.0,True),
 ('N03','SS-NORTH-03','Millbrook','North','1991-03-01',33,45.0,False),
 ('N04','SS-NORTH-04','Fenwick Lane','North','2003-11-20',11,20.0,True),
 ('N05','SS-NORTH-05','Oakridge','North','2012-06-15',11,15.0,False),
 ('N07','SS-NORTH-07','Harrow Cross','North','2019-02-28',11,12.5,True),
 ('S01','SS-SOUTH-01','Southfield Grid Supply','South','1981-07-04',132,240.0,True),
 ('S02','SS-SOUTH-02','Quayside','South','1995-04-18',33,60.0,True),
 ('S03','SS-SOUTH-03','Bramley','South','2001-01-09',11,20.0,False),
 ('S04','SS-SOUTH-04','Kingsmead','South','2023-03-01',11,25.0,True),
 ('S05','SS-SOUTH-05','Tollgate','South','2008-10-10',11,10.0,False),
 ('E01','SS-EAST-01','Eastmoor Grid Supply','East','1983-12-01',132,180.0,True),
 ('E02','SS-EAST-02','Riverside','East','1999-08-23',33,45.0,True),
 ('E03','SS-EAST-03','Copper Hill','East','2005-05-05',33,45.0,False),
 ('E04','SS-EAST-04','Larkspur','East','2016-09-14',11,20.0,True),
 ('E05','SS-EAST-05','Windle Bay','East','2024-01-15',11,12.5,True),
 ('W01','SS-WEST-01','Westbury Grid Supply','West','1976-03-22',132,180.0,False),
 ('W02','SS-WEST-02','Hollins Park','West','1988-06-30',33,30.0,False),
 ('W03','SS-WEST-03',"St Mary's",'West','2010-11-11',11,15.0,True),
 ('W04','SS-WEST-04','Glenholme','West','2022-12-31',11,10.0,False),
 ('W09','SS-WEST-09','Pennant Quarry','West','2024-09-02',33,None,False),
]
for v,c,n,r,d,kv,mva,a in subs:
    node(v,'Substation',dict(code=c,name=n,region=r,commissioned=d,voltage_kv=kv,capacity_mva=mva,automated=a))
feeds = [
 ('N01','N02',14.2,'overhead',1985),('N01','N03',22.5,'overhead',1991),('N02','N04',6.8,'underground',2003),
 ('N04','N05',4.1,'underground',2012),('N05','N07',3.0,'underground',2019),('N03','N07',9.6,'overhead',2019),
 ('S01','S02',11.0,'overhead',1995),('S02','S03',5.5,'underground',2001),('S02','S04',7.25,'underground',2023),
 ('S03','S05',20.0,'overhead',2008),
 ('E01','E02',18.4,'overhead',1999),('E02','E03',8.9,'overhead',2005),('E03','E04',6.2,'underground',2016),
 ('E04','E02',5.7,'underground',2017),('E04','E05',2.4,'underground',2024),
 ('W01','W02',26.3,'overhead',1988),('W02','W03',12.1,'overhead',2010),('W03','W04',4.8,'underground',2022),
 ('N01','S01',41.5,'overhead',1990),
]
for a,b,l,ct,y in feeds: edge(a,'FEEDS',b,dict(length_km=l,cable_type=ct,built_year=y))

companies = [('CO1','Helios Renewables Ltd','United Kingdom'),('CO2','Northwind Energy','Denmark'),
 ('CO3','Valley Hydro Co-op','United Kingdom'),('CO4','Castlegate Power plc','United Kingdom'),
 ('CO5','Sunfield Community Energy','United Kingdom'),('CO6','Atlas Infrastructure Fund','Netherlands')]
for v,n,c in companies: node(v,'Company',dict(name=n,country=c))
gens = [
 ('G1','Brackenfield Solar Farm','solar',12.0,'2018-07-01','CO1','N03',10.0),
 ('G2','Ridgeback Wind Farm','wind',48.0,'2015-03-20','CO2','N01',45.0),
 ('G3','Coldwater Hydro','hydro',5.0,'1994-10-12','CO3','W02',5.0),
 ('G4','Eastmoor CCGT','gas',120.0,'2001-06-01','CO4','E01',110.0),
 ('G5','Sunny Acres Solar','solar',4.99,'2021-05-17','CO5','S05',4.5),
 ('G6','Gullwing Offshore Wind','wind',48.0,'2023-03-01','CO2','E01',40.0),
 ('G7','Kingsmead Rooftop Solar','solar',0.8,'2023-08-09','CO5','S04',0.8),
 ('G8','Harbour Peaker','gas',25.0,'2010-11-30','CO4','S02',25.0),
 ('G9','Millrace Hydro','hydro',2.5,'2024-02-29','CO3','N03',2.0),
 ('G10','Moorland Wind','wind',18.0,'2019-09-09','CO6','W01',15.0),
 ('G11','Westfield Solar Park','solar',30.0,'2024-11-01','CO6',None,None),
 ('G12','Copper Hill Battery Solar','solar',5.0,'2020-04-04','CO1','E03',5.0),
]
for v,n,f,mw,d,co,ss,lim in gens:
    node(v,'Generator',dict(name=n,fuel=f,capacity_mw=mw,connected=d if ss else None))
    if co: edge(co,'OWNS',v)
    if ss: edge(v,'CONNECTED_TO',ss,dict(export_limit_mw=lim))

# transformers
tsubs = ['N01','N01','N02','N02','N03','N04','N04','N05','N07','S01','S01','S02','S03','S03','S04','S05',
         'E01','E02','E02','E03','E04','E05','W01','W02','W03','W03','W04','N03','S02','E04']
trs = []
for i,s in enumerate(tsubs):
    serial = f'TX-{1000+i*7}'
    kva = R.choice([500,1000,1600,2500,5000,10000]) if s[1:] != '01' else R.choice([60000,90000])
    y = R.randint(1980,2024); m = R.randint(1,12); d = R.randint(1,28)
    oil = R.random() < 0.6
    if i == 5: kva, y, m, d = 2500, 2023, 3, 1
    if i == 11: oil = None
    v = f'T{i}'
    trs.append((v,serial,s))
    node(v,'Transformer',dict(serial=serial,rating_kva=kva,installed=f'{y:04d}-{m:02d}-{d:02d}',oil_filled=oil))
    edge(v,'INSTALLED_AT',s)
node('TSPARE','Transformer',dict(serial='TX-9999',rating_kva=1000,installed='2024-06-30',oil_filled=False))

# meters
kinds = ['residential']*6+['commercial']*3+['industrial']
tariffs = {'residential':['standard','economy7','ev-night'],'commercial':['business-flat','business-tou'],'industrial':['hv-demand']}
msubs = ['N04','N05','N07','S03','S04','S05','E04','E05','W03','W04','N02','E03']
meters = []
for i in range(70):
    mid = f'MTR-{48800+i*13:07d}'
    k = R.choice(kinds); t = R.choice(tariffs[k])
    kw = {'residential':R.choice([6,9,12,15]),'commercial':R.choice([40,55,75,100]),'industrial':R.choice([250,500,800,1500])}[k]
    if i == 7: kw = None
    v = f'M{i}'
    meters.append((v,mid))
    node(v,'Meter',dict(meter_id=mid,kind=k,tariff=t,contracted_kw=kw))
    if i != 69: edge(msubs[R.randrange(len(msubs)) if i >= 12 else i],'SUPPLIES',v)

# outages
causes = ['storm','equipment','vegetation','third_party']
osubs = ['N02','N03','N04','N05','N07','S02','S03','S05','E02','E03','E04','W02','W03','W04','S04']
outs = []
for i in range(26):
    oid = f'OUT-{2023 if i<12 else 2024}-{i+1:03d}'
    y = 2023 if i < 12 else 2024
    mo = R.randint(1,12); d = R.randint(1,28); h = R.randint(0,23); mi = R.choice([0,15,30,45])
    dur = R.choice([12,35,60,95,120,121,180,240,410,600])
    c = R.choice(causes)
    ca = R.choice([0,14,120,450,999,1000,1001,2300,5400])
    if i == 3: mo,d = 3,1
    v = f'O{i}'
    outs.append(v)
    node(v,'Outage',dict(outage_id=oid,started=f'{y}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}',duration_min=dur,cause=c,customers_affected=ca))
    s1 = osubs[i % len(osubs)]
    edge(v,'AFFECTED',s1)
    if i % 5 == 0: edge(v,'AFFECTED',osubs[(i+3) % len(osubs)])
    if c == 'equipment':
        cand = [t for t in trs if t[2] == s1]
        if cand: edge(v,'CAUSED_BY',cand[0][0])
        else: edge(v,'CAUSED_BY',s1)
    if i % 4 == 1:
        for mv,_ in R.sample(meters[:60],2): edge(v,'AFFECTED',mv)
node('O99','Outage',dict(outage_id='OUT-2024-099',started='2024-12-31T23:45',duration_min=0,cause='third_party',customers_affected=0))

# technicians
techs = [('K1','Aisha Khan','2009-04-01','Alpha',68.0),('K2','Tom Reilly','2015-06-15','Alpha',52.5),
 ('K3','Priya Nair','2018-09-01','Alpha',48.0),('K4','Marek Nowak','2011-01-20','Bravo',61.0),
 ('K5','Sean O\'Brien','2020-03-01','Bravo',45.0),('K6','Lena Vogel','2023-03-01','Bravo',42.0),
 ('K7','Dmitri Sokolov','2007-07-07','Charlie',70.0),('K8','Grace Achebe','2016-05-30','Charlie',52.5),
 ('K9','Owen Price','2024-01-08','Charlie',40.0),('K10','Hannah Lee','2013-10-10','Delta',58.0),
 ('K11','Jorge Silva','2021-02-14',None,44.0),('K12','Ruth Adams','2002-02-02',None,75.0)]
for v,n,c,crew,r in techs: node(v,'Technician',dict(name=n,certified=c,crew=crew,hourly_rate_eur=r))
for a,b in [('K12','K1'),('K12','K4'),('K12','K7'),('K1','K2'),('K1','K3'),('K4','K5'),('K4','K6'),('K7','K8'),('K8','K9'),('K12','K10')]:
    edge(a,'LEADS',b)

# work orders
assets = [t[0] for t in trs] + ['N02','S03','E02','W03','N05']
for i in range(32):
    wo = f'WO-{24000+i*3}'
    pr = R.choice([1,2,2,3,3,3,4])
    y = R.choice([2023,2024]); mo = R.randint(1,12); d = R.randint(1,28)
    opened = f'{y}-{mo:02d}-{d:02d}'
    closed = None
    if R.random() < 0.75:
        cd = min(28, d + R.randint(0,20)); closed = f'{y}-{mo:02d}-{cd:02d}'
    cost = float(round(R.choice([350,800,1200,2500,4800,12000,15000]) * R.choice([1,1.1,0.9]),2))
    if i == 4: cost = None
    v = f'WO{i}'
    node(v,'WorkOrder',dict(wo_number=wo,priority=pr,opened=opened,closed=closed,cost_eur=cost))
    edge(v,'FOR',assets[R.randrange(len(assets))])
    if i != 31:
        for k in R.sample([t[0] for t in techs if t[0] not in ('K11',)], R.choice([1,1,2,3])):
            edge(k,'WORKED_ON',v,dict(hours=R.choice([1.5,2.0,3.0,4.0,6.5,8.0])))
print('''// The grid example: a regional electricity distribution operator's assets,
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
''')
for c in ['Substation) REQUIRE (x.code','Transformer) REQUIRE (x.serial','Generator) REQUIRE (x.name','Company) REQUIRE (x.name',
          'Meter) REQUIRE (x.meter_id','Outage) REQUIRE (x.outage_id','Technician) REQUIRE (x.name','WorkOrder) REQUIRE (x.wo_number']:
    print(f'CREATE CONSTRAINT IF NOT EXISTS FOR (x:{c}) IS UNIQUE;')
print()
print('\n'.join(nodes))
print('CREATE\n' + ',\n'.join(edges) + ';')
