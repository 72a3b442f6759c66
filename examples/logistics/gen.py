# Emits logistics.cypher deterministically (python3 gen.py > logistics.cypher).
# The parcel carrier's network as its data team models it; the edge cases the
# questions need are placed by hand, the rest comes from a seeded generator.
import random
r = random.Random(23)
out = []
def q(v):
    if isinstance(v, bool): return 'true' if v else 'false'
    if isinstance(v, (int, float)): return repr(v)
    return "'" + v.replace("\\", "\\\\").replace("'", "\\'") + "'"
def props(d):
    return '{' + ', '.join(f'{k}: {q(v)}' for k, v in d.items() if v is not None) + '}'
nodes, rels = [], []
def node(var, label, **p): nodes.append(f'CREATE ({var}:{label} {props(p)})')
def rel(a, t, b, **p): rels.append(f'({a})-[:{t}{" " + props(p) if p else ""}]->({b})')

# depots: OPO-01 is new, nothing passes through it; two tie on capacity
depots = [
 ('LIS-01','Lisbon','Portugal','2015-04-01',12000,True),
 ('LIS-02','Lisbon','Portugal','2019-09-15',6500,False),
 ('MAD-01','Madrid','Spain','2014-02-10',18000,True),
 ('BCN-01','Barcelona','Spain','2016-06-20',9000,False),
 ('LYO-01','Lyon','France','2017-03-01',9000,True),
 ('PAR-01','Paris','France','2013-11-05',18000,True),
 ('BRU-01','Brussels','Belgium','2018-01-22',7000,False),
 ('RTM-01','Rotterdam','Netherlands','2020-05-12',15000,True),
 ('HAM-01','Hamburg','Germany','2021-08-30',11000,False),
 ('OPO-01','Porto','Portugal','2024-10-01',4000,False),
]
for code, city, country, opened, cap, auto in depots:
    node(code.replace('-','_'), 'Depot', code=code, city=city, country=country, opened=opened, capacity_m3=cap, automated=auto)
D = lambda c: c.replace('-','_')
conns = [('LIS-01','MAD-01',625,8),('LIS-02','LIS-01',18,1),('MAD-01','BCN-01',505,7),('BCN-01','LYO-01',640,9),
 ('LYO-01','PAR-01',465,6),('MAD-01','PAR-01',1270,24),('PAR-01','BRU-01',300,5),('BRU-01','RTM-01',150,3),
 ('RTM-01','HAM-01',480,7),('PAR-01','RTM-01',510,8),('LIS-01','PAR-01',1740,30),('HAM-01','BRU-01',600,10)]
for a,b,km,h in conns: rel(D(a),'CONNECTS',D(b),distance_km=km,transit_hours=h)

carriers = [('CR1','Iberia Freight SA','Spain'),('CR2','NordLink Logistics','Germany'),('CR3','Rapido Express','Portugal'),
 ('CR4','Flandria Transport','Belgium'),('CR5','Alpine Haulage','France')]
for v,n,c in carriers: node(v,'Carrier',name=n,country=c)
rel('CR1','SUBCONTRACTS','CR3'); rel('CR3','SUBCONTRACTS','CR4'); rel('CR2','SUBCONTRACTS','CR4'); rel('CR4','SUBCONTRACTS','CR5')

first = ['Ana','João','Marta','Pedro','Lucía','Carlos','Sofia','Miguel','Inês','Tomás','Claire','Hugo','Eva','Lars','Nora','Jan']
last = ['Silva','Costa','García','Moreau','Peeters','Janssen','Schmidt','Ferreira','López','Dubois','Vogel','Martins','Bakker','Ruiz','Lefebvre','Almeida']
# drivers: d0 heads the chain d0 <- d1 <- d3 <- d7 (four deep); two tie on the top hourly rate
drivers = []
rates = [31.5,24.0,24.0,19.5,18.0,21.0,20.0,17.5,18.0,22.5,17.0,19.0,31.5,20.5,18.5,23.0]
classes = ['C','B','C','CE','B','C','CE','B','C','B','CE','C','CE','B','C','B']
homes = ['LIS-01','LIS-01','MAD-01','LIS-01','PAR-01','MAD-01','BCN-01','LIS-01','PAR-01','LYO-01','RTM-01','BRU-01','PAR-01','HAM-01','RTM-01','LIS-02']
for i in range(16):
    name = f'{first[i]} {last[i]}'
    hired = f'{2012 + (i*7)%12}-{1+(i*5)%12:02d}-{1+(i*11)%28:02d}'
    if i == 5: hired = '2023-03-01'
    if i == 15: hired = '2024-01-01'
    node(f'DR{i}','Driver',name=name,licence_class=classes[i],hired=hired,hourly_rate_eur=rates[i])
    drivers.append(name)
    rel(f'DR{i}','WORKS_AT',D(homes[i]))
boss = {1:0,2:0,3:1,4:12,5:2,6:2,7:3,8:12,9:4,10:12,11:12,13:10,14:10,15:3}
for a,b in boss.items(): rel(f'DR{a}','REPORTS_TO',f'DR{b}')

# vehicles: V13 has no driver; V12 has no depot
kinds = ['van','van','truck','truck','cargo bike','van','truck','van','cargo bike','truck','van','truck','van','van']
payload = {'van':1200,'truck':18000,'cargo bike':150}
vdepots = ['LIS-01','LIS-01','MAD-01','PAR-01','LIS-02','BCN-01','LYO-01','PAR-01','PAR-01','RTM-01','BRU-01','HAM-01',None,'MAD-01']
for i,k in enumerate(kinds):
    pl = payload[k] + (0 if i%3 else (300 if k=='van' else (2000 if k=='truck' else 0)))
    if i == 9: pl = 2000
    elec = k == 'cargo bike' or i in (1,7,12)
    node(f'V{i}','Vehicle',plate=f'{10+i*7:02d}-{chr(65+i)}{chr(75+i%10)}-{30+i*3}',kind=k,payload_kg=pl,electric=elec,built_year=2014+(i*3)%11)
    if vdepots[i]: rel(f'V{i}','ASSIGNED_TO',D(vdepots[i]))
drives = [(0,0,'2021-05-01'),(1,2,'2020-03-15'),(2,2,'2022-07-01'),(3,1,'2019-11-20'),(4,7,'2023-02-01'),(5,13,'2023-03-01'),
 (6,5,'2022-01-10'),(7,4,'2024-04-02'),(8,8,'2023-09-09'),(9,6,'2021-06-30'),(10,9,'2020-10-10'),(11,10,'2022-12-01'),
 (12,3,'2018-04-04'),(13,11,'2024-01-15'),(14,9,'2023-05-05'),(15,1,'2024-01-01')]
for d,v,s in drives: rel(f'DR{d}','DRIVES',f'V{v}',since=s)

cust = ['Azulejo Lda','Casa Verde','Maria Santos','Tienda Sol SL','Rui Lopes','Bistro Lumière','Chez Margaux','Paul Girard',
 'Brouwerij De Kat','Kees de Vries','Hanse Möbel GmbH','Julia Weber','Farmácia Central','Lucas Pereira','Mercado Norte SL',
 'Elena Navarro','Atelier Roux','Sara Dias',"O'Neill Imports",'Bakkerij Smit','Nordsee Fisch AG','Tomas Novak','Librería Alba',
 'Quinta do Vale','Gabriel Martin','Studio Lisboa','Hofmann Elektro','Inês Rocha']
biz = {0,1,3,5,6,8,10,12,14,16,18,19,20,22,23,25,26}
ccountry = ['Portugal','Portugal','Portugal','Spain','Portugal','France','France','France','Belgium','Netherlands','Germany','Germany',
 'Portugal','Portugal','Spain','Spain','France','Portugal','Ireland','Netherlands','Germany','Czechia','Spain','Portugal','France','Portugal','Germany','Portugal']
for i,n in enumerate(cust):
    t = 'business' if i in biz else 'private'
    since = f'{2018 + (i*3)%7}-{1+(i*7)%12:02d}-{1+(i*13)%28:02d}'
    if i == 4: since = '2023-03-01'
    if i == 9: since = '2023-12-31'
    if i == 13: since = '2024-01-01'
    lim = (5000 + (i*2500)%20000) if t == 'business' else (500 if i%2 else 1000)
    if i in (10,20): lim = 25000
    node(f'CU{i}','Customer',name=n,type=t,country=ccountry[i],since=since,credit_limit_eur=lim)
# senders: 21 and 27 never send (27 never receives either)
senders = [0,0,0,1,3,3,5,6,8,10,10,10,12,14,14,16,18,19,20,20,22,23,25,26,2,4,7,9,11,13,15,17,24]
receivers = [i for i in range(27) if i != 21] + [21]

hubs = [d[0] for d in depots if d[0] != 'OPO-01']
paths = {('LIS-01','PAR-01'):['LIS-01','MAD-01','PAR-01'],('MAD-01','RTM-01'):['MAD-01','PAR-01','BRU-01','RTM-01'],
 ('LIS-02','HAM-01'):['LIS-02','LIS-01','MAD-01','PAR-01','RTM-01','HAM-01'],('BCN-01','BRU-01'):['BCN-01','LYO-01','PAR-01','BRU-01'],
 ('PAR-01','HAM-01'):['PAR-01','RTM-01','HAM-01'],('MAD-01','LYO-01'):['MAD-01','BCN-01','LYO-01'],('LIS-01','MAD-01'):['LIS-01','MAD-01'],
 ('BRU-01','RTM-01'):['BRU-01','RTM-01'],('LIS-01','LIS-02'):['LIS-01','LIS-02'],('RTM-01','BRU-01'):['RTM-01','BRU-01']}
pk = list(paths)
services = ['standard','standard','express','standard','freight','express','standard']
incidents = []
for i in range(84):
    v = f'S{i}'
    o,de = pk[r.randrange(len(pk))]
    if i % 9 == 4: o,de = de,o
    path = paths.get((o,de)) or list(reversed(paths[(de,o)]))
    svc = services[r.randrange(len(services))]
    w = round(r.uniform(0.4, 30.0), 1) if svc != 'freight' else float(r.randrange(300, 4200, 50))
    if i == 7: w = 20.0
    if i == 19: w = 2000.0; svc = 'freight'
    if i in (30, 61): w = 4200.0; svc = 'freight'
    y = 2023 + (i % 2) if i < 80 else 2025
    created = f'{y}-{1+(i*5)%12:02d}-{1+(i*7)%28:02d}'
    if i == 11: created = '2024-01-01'
    if i == 12: created = '2023-12-31'
    if i == 13: created = '2023-03-01'
    st = 'delivered'
    if i % 11 == 3: st = 'in_transit'
    if i in (22, 58): st = 'lost'
    if i in (9, 40, 71): st = 'returned'
    if i >= 80: st = 'in_transit' if i != 83 else 'delivered'
    hours = 0; delivered = None; arrivals = []
    base = [int(x) for x in created.split('-')]
    import datetime
    t = datetime.datetime(*base, 8, 0)
    for leg, dep in enumerate(path[1:], 1):
        a, b = path[leg-1], dep
        c = next((c for c in conns if {c[0],c[1]} == {a,b}), None)
        t = t + datetime.timedelta(hours=c[3] + 2 + (leg*i) % 5)
        arrivals.append((dep, leg, t.strftime('%Y-%m-%dT%H:%M')))
    if st == 'in_transit': arrivals = arrivals[:max(0, len(arrivals)-1)]
    if st == 'lost': arrivals = arrivals[:1]
    if st in ('delivered','returned'):
        delivered = (t + datetime.timedelta(hours=10)).strftime('%Y-%m-%d')
    val = round(r.uniform(20, 900), 2) if svc != 'freight' else float(r.randrange(2000, 60000, 500))
    if i == 19: val = 60000.0
    if i == 30: val = 60000.0
    node(v,'Shipment',tracking=f'PX-{4410000 + i*3719 % 99991}',created=created,delivered=delivered,weight_kg=w,declared_value_eur=val,service=svc,status=st)
    rel(f'CU{senders[i % len(senders)]}','SENT',v)
    rc = receivers[(i*7+3) % len(receivers)]
    if rc == senders[i % len(senders)]: rc = receivers[(i*7+4) % len(receivers)]
    if i == 50: rc = 21
    if rc == 27: rc = 26
    rel(v,'ADDRESSED_TO',f'CU{rc}')
    rel(v,'ORIGIN',D(o)); rel(v,'DESTINATION',D(de))
    for dep,leg,arr in arrivals: rel(v,'VIA',D(dep),leg_no=leg,arrived=arr)
    if i % 10 == 6:
        rel(v,'CARRIED_BY',['CR1','CR2','CR3','CR4'][(i//10) % 4])
    elif i % 17 != 5:
        vs = [vv for vv in range(14) if (kinds[vv] == 'truck') == (svc == 'freight') and kinds[vv] != 'cargo bike' or (svc != 'freight' and w < 10 and kinds[vv]=='cargo bike')]
        rel(v,'CARRIED_BY',f'V{vs[(i*5) % len(vs)]}')
# incidents: kinds damage, delay, theft, accident; a tie on the costliest
inc = [('INC-001','damage','2023-02-14',350.0,'S3',None),('INC-002','delay','2023-05-02',0.0,'S8',None),
 ('INC-003','theft','2023-08-19',1200.0,'S22',None),('INC-004','accident','2023-11-03',4800.0,None,'V3'),
 ('INC-005','damage','2024-01-20',220.5,'S25','V2'),('INC-006','delay','2024-03-11',0.0,'S41',None),
 ('INC-007','accident','2024-06-07',4800.0,None,'V6'),('INC-008','damage','2024-07-30',95.0,'S47',None),
 ('INC-009','theft','2024-09-02',780.0,'S58',None),('INC-010','damage','2024-11-25',410.0,'S66','V9'),
 ('INC-011','delay','2025-01-08',0.0,'S80',None)]
for ref,k,dt,cost,s,veh in inc:
    v = ref.replace('-','_')
    node(v,'Incident',ref=ref,kind=k,date=dt,cost_eur=cost)
    if s: rel(v,'INVOLVED',s)
    if veh: rel(v,'INVOLVED',veh)

hdr = open('header.txt').read()
print(hdr)
print('\n'.join(nodes))
print('CREATE')
print(',\n'.join(rels) + ';')
