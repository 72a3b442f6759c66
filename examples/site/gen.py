# Generates examples/site/site.cypher (deterministic: seeded). Run: python3 examples/site/gen.py > examples/site/site.cypher
# then: go run ./cmd/gql convert examples/site/site.cypher --name site --out examples/site
import random
R = random.Random(4417)
import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from cyphergen import q, props, nodes, edges, node, edge

# worksites: (var, site_code, name, city, area_m2, brownfield)
worksites = [
 ('W1','CK-HQ','Harbour Quay','Cork',8200,True),
 ('W2','GY-BR','Ballymore Road','Galway',15400,False),
 ('W3','DB-SA',"Saint Anne's Park",'Dublin',23000,False),
 ('W4','DB-LS','Liffey Street Depot','Dublin',4100,True),
 ('W5','LK-CT','Castletroy Business Campus','Limerick',31000,False),
 ('W6','DB-CL','Clonsilla Yard','Dublin',2600,True),   # bought for a future job: no job, no incident
]
for v,c,n,city,a,b in worksites:
    node(v,'Worksite',dict(site_code=c,name=n,city=city,area_m2=a,brownfield=b))

# jobs (the firm's projects): (var, job_no, name, client, contract_value_eur, status, start_on, due_on, completed_on, public_sector, site)
jobs = [
 ('J1','JB-2301','Harbour Quay Apartments','Leeside Homes DAC',14500000,'on site','2023-03-06','2025-06-30',None,False,'W1'),
 ('J2','JB-2302','Ballymore Road Primary School','Department of Education',6200000,'practical completion','2023-01-09','2024-08-23','2024-08-30',True,'W2'),
 ('J3','JB-2303',"St Anne's Park Pavilion",'Dublin City Council',2450000,'closed','2022-09-05','2023-11-30','2023-11-24',True,'W3'),
 ('J4','JB-2401','Liffey Street Depot Refurbishment','Ó Briain Logistics',1150000,'on site','2024-02-12','2025-02-28',None,False,'W4'),
 ('J5','JB-2402','Castletroy Data Hall','Nordvolt Cloud Ltd',21800000,'on site','2024-04-02','2026-03-31',None,False,'W5'),
 ('J6','JB-2403','Harbour Quay Phase 2','Leeside Homes DAC',9800000,'tendering',None,None,None,False,'W1'),   # not started: no task, no hire
 ('J7','JB-2404',"St Anne's Park Playground",'Dublin City Council',380000,'on site','2024-06-03','2024-12-20',None,True,'W3'),
]
for v,no,n,cl,val,st,s,d,c,pub,w in jobs:
    node(v,'Job',dict(job_no=no,name=n,client=cl,contract_value_eur=val,status=st,start_on=s,due_on=d,completed_on=c,public_sector=pub))
    edge(v,'BUILT_AT',w)

# tasks: (code, name, phase, planned_days, actual_days, status, start_on, finished_on, critical, predecessors [(code, lag_days, link)])
FS = 'finish-to-start'; SS = 'start-to-start'
tasks = {
 'J1': [
  ('HQ-010','Site clearance and hoarding','enabling',10,12,'done','2023-03-06','2023-03-21',True,[]),
  ('HQ-020','Piling','substructure',35,41,'done','2023-03-22','2023-05-17',True,[('HQ-010',0,FS)]),
  ('HQ-030','Pile caps and ground beams','substructure',20,19,'done','2023-05-18','2023-06-14',True,[('HQ-020',0,FS)]),
  ('HQ-040','Basement slab','substructure',15,15,'done','2023-06-15','2023-07-05',True,[('HQ-030',2,FS)]),
  ('HQ-050','Concrete frame levels 1-4','frame',60,66,'done','2023-07-10','2023-10-06',True,[('HQ-040',3,FS)]),
  ('HQ-060','Concrete frame levels 5-8','frame',60,58,'done','2023-10-09','2024-01-05',True,[('HQ-050',0,FS)]),
  ('HQ-070','Roof and waterproofing','envelope',25,None,'in progress','2024-01-15',None,False,[('HQ-060',5,FS)]),
  ('HQ-080','Curtain walling','envelope',70,None,'in progress','2024-02-05',None,True,[('HQ-060',20,FS)]),
  ('HQ-090','Mechanical and electrical first fix','services',80,None,'in progress','2023-11-13',None,True,[('HQ-050',25,SS)]),
  ('HQ-100','Drylining and screeds','finishes',55,None,'not started',None,None,True,[('HQ-080',0,FS),('HQ-090',0,FS)]),
  ('HQ-110','Kitchens and second fix','finishes',45,None,'not started',None,None,True,[('HQ-100',0,FS)]),
  ('HQ-120','Hard landscaping','externals',20,None,'not started',None,None,False,[('HQ-070',0,FS)]),
 ],
 'J2': [
  ('BR-010','Site set-up and topsoil strip','enabling',8,8,'done','2023-01-09','2023-01-18',True,[]),
  ('BR-020','Strip foundations','substructure',25,30,'done','2023-01-19','2023-03-01',True,[('BR-010',0,FS)]),
  ('BR-030','Blockwork and steel frame','frame',50,48,'done','2023-03-02','2023-05-10',True,[('BR-020',0,FS)]),
  ('BR-040','Roof covering','envelope',20,24,'done','2023-05-11','2023-06-13',True,[('BR-030',0,FS)]),
  ('BR-050','Windows and external doors','envelope',15,15,'done','2023-06-14','2023-07-04',False,[('BR-040',0,FS)]),
  ('BR-060','Mechanical and electrical installation','services',60,71,'done','2023-06-14','2023-09-20',True,[('BR-040',0,FS)]),
  ('BR-070','Internal finishes','finishes',45,52,'done','2023-09-21','2023-12-01',True,[('BR-060',0,FS),('BR-050',0,FS)]),
  ('BR-080','Playground and car park','externals',30,33,'done','2024-05-06','2024-06-19',False,[('BR-070',100,FS)]),
 ],
 'J3': [
  ('SA-010','Enabling works','enabling',5,5,'done','2022-09-05','2022-09-09',True,[]),
  ('SA-020','Raft foundation','substructure',15,17,'done','2022-09-12','2022-10-04',True,[('SA-010',0,FS)]),
  ('SA-030','Glulam timber frame','frame',25,25,'done','2022-10-05','2022-11-08',True,[('SA-020',0,FS)]),
  ('SA-040','Green roof','envelope',18,16,'done','2022-11-09','2022-12-01',True,[('SA-030',0,FS)]),
  ('SA-050','Changing rooms fit-out','finishes',40,44,'done','2023-01-09','2023-03-09',True,[('SA-040',0,FS)]),
  ('SA-060','Pitch-side paths','externals',12,12,'done','2023-09-04','2023-09-19',False,[('SA-050',0,FS)]),
 ],
 'J4': [
  ('LD-010','Soft strip-out','enabling',10,9,'done','2024-02-12','2024-02-23',True,[]),
  ('LD-020','Asbestos removal','enabling',15,None,'on hold','2024-02-26',None,True,[('LD-010',0,FS)]),
  ('LD-030','Roof sheet replacement','envelope',20,None,'not started',None,None,True,[('LD-020',0,FS)]),
  ('LD-040','New ground floor slab','substructure',12,14,'done','2024-03-04','2024-03-21',False,[('LD-010',5,FS)]),
  ('LD-050','Electrical rewire','services',30,None,'not started',None,None,True,[('LD-030',0,FS)]),
  ('LD-060','Office fit-out','finishes',25,None,'not started',None,None,True,[('LD-050',0,FS),('LD-040',0,FS)]),
 ],
 'J5': [
  ('CT-010','Bulk earthworks','enabling',30,28,'done','2024-04-02','2024-05-09',True,[]),
  ('CT-020','Attenuation tank and drainage','substructure',25,27,'done','2024-05-10','2024-06-17',False,[('CT-010',0,FS)]),
  ('CT-030','Pad foundations','substructure',20,21,'done','2024-05-10','2024-06-07',True,[('CT-010',0,FS)]),
  ('CT-040','Ground-bearing slab','substructure',18,18,'done','2024-06-10','2024-07-03',True,[('CT-030',0,FS)]),
  ('CT-050','Structural steel frame','frame',40,None,'in progress','2024-07-15',None,True,[('CT-040',8,FS)]),
  ('CT-060','Cladding and roof','envelope',45,None,'in progress','2024-10-07',None,True,[('CT-050',30,SS)]),
  ('CT-070','Substation and HV cabling','services',50,None,'in progress','2024-09-02',None,True,[('CT-040',0,FS)]),
  ('CT-080','Cooling plant installation','services',60,None,'not started',None,None,True,[('CT-060',0,FS),('CT-070',0,FS)]),
  ('CT-090','Commissioning','commissioning',30,None,'not started',None,None,True,[('CT-080',0,FS)]),
 ],
 'J7': [
  ('PG-010','Site fencing','enabling',3,3,'done','2024-06-03','2024-06-05',True,[]),
  ('PG-020','Excavation and drainage','substructure',10,13,'done','2024-06-06','2024-06-24',True,[('PG-010',0,FS)]),
  ('PG-030','Play equipment foundations','substructure',8,8,'done','2024-06-25','2024-07-04',True,[('PG-020',0,FS)]),
  ('PG-040','Safety surfacing and equipment','finishes',15,None,'in progress','2024-07-08',None,True,[('PG-030',0,FS)]),
 ],
}
tv = lambda code: 'T_' + code.replace('-','_')
for j, ts in tasks.items():
    for c,n,ph,pd,ad,st,s,f,cr,pre in ts:
        node(tv(c),'Task',dict(task_code=c,name=n,phase=ph,planned_days=pd,actual_days=ad,status=st,start_on=s,finished_on=f,critical=cr))
        edge(tv(c),'SCHEDULED_IN',j)
for j, ts in tasks.items():
    for c,n,ph,pd,ad,st,s,f,cr,pre in ts:
        for p,lag,link in pre:
            edge(tv(c),'WAITS_FOR',tv(p),dict(lag_days=lag,link=link))

# crews: (var, name, trade, based_in)
crews = [
 ('C1','Groundworks A','groundworks','Cork'),
 ('C2','Groundworks B','groundworks','Dublin'),
 ('C3','Formwork Crew','formwork','Cork'),
 ('C4','Steel Fixers','reinforcement','Limerick'),
 ('C5','Finishing Crew','finishes','Galway'),
 ('C6','M&E Crew','mechanical and electrical','Dublin'),
 ('C7','Roofing Crew','roofing','Galway'),
 ('C8','Night Pour Crew','concrete','Cork'),   # stood up for a night pour that never happened: allocated to nothing
]
for v,n,t,b in crews:
    node(v,'Crew',dict(name=n,trade=t,based_in=b))
# crew allocations: (crew, task, from_on, crew_days)
allocs = [
 ('C1','HQ-010','2023-03-06',12),('C1','HQ-030','2023-05-18',19),('C1','HQ-040','2023-06-15',15),('C1','HQ-120',None,None),
 ('C3','HQ-050','2023-07-10',66),('C3','HQ-060','2023-10-09',58),('C4','HQ-050','2023-07-10',40),('C4','HQ-060','2023-10-09',35),
 ('C3','HQ-040','2023-06-20',6),('C6','HQ-090','2023-11-13',210),('C5','HQ-100',None,None),('C7','HQ-070','2024-01-15',90),
 ('C1','BR-010','2023-01-09',8),('C1','BR-020','2023-01-19',30),('C5','BR-030','2023-03-02',48),('C7','BR-040','2023-05-11',24),
 ('C6','BR-060','2023-06-14',71),('C5','BR-070','2023-09-21',52),('C1','BR-080','2024-05-06',33),
 ('C2','SA-010','2022-09-05',5),('C2','SA-020','2022-09-12',17),('C4','SA-020','2022-09-19',4),('C7','SA-040','2022-11-09',16),('C5','SA-050','2023-01-09',44),('C2','SA-060','2023-09-04',12),
 ('C2','LD-010','2024-02-12',9),('C2','LD-040','2024-03-04',14),('C6','LD-050',None,None),
 ('C1','CT-010','2024-04-02',28),('C1','CT-020','2024-05-10',27),('C4','CT-030','2024-05-13',18),('C3','CT-030','2024-05-10',21),('C3','CT-040','2024-06-10',18),('C6','CT-070','2024-09-02',60),
 ('C2','PG-010','2024-06-03',3),('C2','PG-020','2024-06-06',13),('C2','PG-030','2024-06-25',8),
]
for c,t,f,d in allocs:
    edge(c,'ALLOCATED_TO',tv(t),dict(from_on=f,crew_days=d))

# workers: (var, staff_no, name, trade, day_rate_eur, started_on, apprentice, crews [(crew, role, since)])
workers = [
 ('P1','ST-001','Seán Ó Súilleabháin','groundworker',310,'2008-04-14',False,[('C1','foreman','2015-01-05')]),
 ('P2','ST-002','Mihai Popescu','groundworker',245,'2016-09-01',False,[('C1','operative','2016-09-01')]),
 ('P3','ST-003','Tadhg Lynch','plant operator',290,'2012-03-19',False,[('C1','operative','2014-02-03')]),
 ('P4','ST-004','Darragh Keane','groundworker',180,'2023-09-04',True,[('C1','apprentice','2023-09-04')]),
 ('P5','ST-005','Ciarán McCarthy','groundworker',300,'2010-06-07',False,[('C2','foreman','2018-03-12')]),
 ('P6','ST-006','Lukasz Nowak','groundworker',245,'2017-05-22',False,[('C2','operative','2017-05-22')]),
 ('P7','ST-007',"Pádraig O'Neill",'labourer',210,'2019-11-11',False,[('C2','operative','2019-11-11')]),
 ('P8','ST-008','Aoife Ní Bhriain','site engineer',360,'2018-08-27',False,[]),   # no crew: the site engineers
 ('P9','ST-009','Rui Carvalho','carpenter',285,'2013-02-11',False,[('C3','foreman','2019-06-03')]),
 ('P10','ST-010','Kevin Moran','carpenter',265,'2015-07-06',False,[('C3','chargehand','2021-01-11')]),
 ('P11','ST-011','Jonas Petraitis','carpenter',265,'2018-04-23',False,[('C3','operative','2018-04-23')]),
 ('P12','ST-012','Éanna Walsh','carpenter',170,'2024-01-08',True,[('C3','apprentice','2024-01-08')]),
 ('P13','ST-013','Andrzej Kowal','steel fixer',280,'2011-10-03',False,[('C4','foreman','2016-02-15')]),
 ('P14','ST-014','Bogdan Ionescu','steel fixer',255,'2019-03-04',False,[('C4','operative','2019-03-04'),('C8','operative','2024-05-20')]),
 ('P15','ST-015','Gary Whelan','steel fixer',255,'2020-02-17',False,[('C4','operative','2020-02-17')]),
 ('P16','ST-016',"Siobhán D'Arcy",'plasterer',275,'2014-05-12',False,[('C5','foreman','2020-09-07')]),
 ('P17','ST-017','Tomás Ruiz','plasterer',250,'2017-08-21',False,[('C5','operative','2017-08-21')]),
 ('P18','ST-018','Niamh Fahy','painter',230,'2021-04-06',False,[('C5','operative','2021-04-06')]),
 ('P19','ST-019','Oisín Burke','tiler',250,None,False,[('C5','operative','2022-06-13')]),   # start date lost in the payroll move
 ('P20','ST-020','Declan Hayes','electrician',330,'2009-01-12',False,[('C6','foreman','2017-01-09')]),
 ('P21','ST-021','Zofia Wiśniewska','electrician',300,'2016-10-03',False,[('C6','chargehand','2022-01-10')]),
 ('P22','ST-022','Martin Quinn','plumber',300,'2012-09-24',False,[('C6','operative','2012-09-24')]),
 ('P23','ST-023','Cian Doyle','electrician',175,'2023-09-04',True,[('C6','apprentice','2023-09-04')]),
 ('P24','ST-024','Fionn Gallagher','roofer',270,'2011-05-16',False,[('C7','foreman','2011-05-16')]),
 ('P25','ST-025','Marek Dvořák','roofer',250,'2018-07-02',False,[('C7','operative','2018-07-02')]),
 ('P26','ST-026','Liam Coughlan','roofer',250,'2020-03-09',False,[('C7','operative','2020-03-09')]),
 ('P27','ST-027','Eoin Brady','concrete finisher',270,'2014-11-03',False,[('C8','foreman','2024-05-20'),('C3','operative','2014-11-03')]),
 ('P28','ST-028','Gráinne Kelleher','site manager',420,'2006-02-06',False,[]),
 ('P29','ST-029','Brendan Foley','site manager',410,'2007-09-10',False,[]),
 ('P30','ST-030','Sinéad Murphy','health and safety officer',380,'2015-03-02',False,[]),
 ('P31','ST-031','Tiago Mendes','crane operator',340,'2019-06-17',False,[]),
 ('P32','ST-032','Paul Kearney','labourer',210,'2022-02-28',False,[('C1','operative','2022-02-28')]),
 ('P33','ST-033','Adrian Kovács','steel fixer',255,'2021-08-09',False,[('C4','operative','2021-08-09')]),
 ('P34','ST-034','Mairéad Collins','quantity surveyor',390,'2016-01-11',False,[]),
 ('P35','ST-035','Jack Noonan','labourer',210,'2024-03-04',False,[('C2','operative','2024-03-04')]),
 ('P36','ST-036','Ronan Daly','plumber',300,'2019-01-21',False,[('C6','operative','2019-01-21')]),
]
for v,no,n,t,r,s,a,cs in workers:
    node(v,'Worker',dict(staff_no=no,name=n,trade=t,day_rate_eur=r,started_on=s,apprentice=a))
    for c,role,since in cs:
        edge(v,'IN_CREW',c,dict(role=role,since=since))
wv = {n:v for v,no,n,t,r,s,a,cs in workers}

# certifications: (var, name, issuer, valid_years)
certs = [
 ('K1','Safe Pass','SOLAS',4),
 ('K2','Manual Handling','in-house',3),
 ('K3','Working at Height','in-house',3),
 ('K4','Slinger Signaller','CSCS',5),
 ('K5','Tower Crane Operator','CSCS',5),
 ('K6','Confined Space Entry','SOLAS',3),
 ('K7','Abrasive Wheels','in-house',None),
 ('K8','First Aid Responder','PHECC',2),
 ('K9','Asbestos Awareness','in-house',1),
 ('K10','Site Safety Supervisor','SOLAS',5),   # on the training plan: nobody holds it yet
]
for v,n,i,y in certs:
    node(v,'Certification',dict(name=n,issuer=i,valid_years=y))
cy = {v:y for v,n,i,y in certs}
def add_years(d, y):
    return None if y is None else f'{int(d[:4])+y}{d[4:]}'
# every worker holds a Safe Pass; then trade cards
def cert(w, k, passed, level=None):
    edge(w,'CERTIFIED_IN',k,dict(passed_on=passed,expires_on=add_years(passed, cy[k]),level=level))
for v,no,n,t,r,s,a,cs in workers:
    y = R.randint(2020, 2024); m = R.randint(1, 12); d = R.randint(1, 28)
    if v == 'P7': y, m, d = 2020, 11, 30        # Safe Pass expired 2024-11-30
    if v == 'P35': y, m, d = 2024, 2, 29         # leap day
    cert(v,'K1',f'{y}-{m:02d}-{d:02d}')
for w,k,p,l in [
 ('P1','K2','2022-05-10',None),('P1','K8','2023-09-14','occupational'),('P1','K6','2021-03-02',None),
 ('P2','K2','2021-06-01',None),('P3','K4','2020-10-19',None),('P3','K6','2022-02-14',None),('P4','K2','2023-09-11',None),
 ('P5','K6','2020-04-20',None),('P5','K8','2024-03-07','occupational'),('P5','K9','2024-01-15',None),('P6','K9','2024-01-15',None),
 ('P7','K9','2024-01-15',None),('P7','K7','2021-08-30',None),('P8','K3','2022-11-22',None),('P8','K8','2022-06-30','occupational'),
 ('P9','K3','2021-02-01',None),('P9','K7','2019-05-06',None),('P10','K3','2023-03-13',None),('P11','K7','2022-09-19',None),
 ('P13','K3','2022-07-04',None),('P13','K4','2019-04-08',None),('P14','K4','2021-11-29',None),('P15','K3','2024-02-29',None),
 ('P16','K3','2021-10-11',None),('P16','K8','2024-10-02','advanced'),('P17','K7','2023-01-23',None),('P20','K3','2022-03-28',None),
 ('P20','K6','2023-06-05',None),('P21','K3','2024-05-13',None),('P22','K6','2019-09-09',None),('P24','K3','2021-04-12',None),
 ('P25','K3','2021-04-12',None),('P26','K3','2024-08-19',None),('P27','K7','2020-01-13',None),('P28','K8','2023-01-16','advanced'),
 ('P28','K3','2022-09-26',None),('P29','K8','2021-05-24','occupational'),('P30','K8','2024-06-10','advanced'),('P30','K9','2023-11-20',None),
 ('P30','K6','2024-06-24',None),('P31','K5','2019-06-03',None),('P31','K4','2019-06-03',None),('P33','K4','2023-07-17',None),
 ('P36','K6','2024-09-30',None),
]:
    cert(w,k,p,l)

# firms: subcontractors and material suppliers: (var, name, kind, trade, county, approved, insurance_expires_on)
firms = [
 ('F1','Kerrigan Piling Ltd','subcontractor','piling','Cork',True,'2025-03-31'),
 ('F2','Dunne & Walsh Electrical','subcontractor','electrical','Dublin',True,'2025-01-31'),
 ('F3','AquaTherm Mechanical','subcontractor','mechanical','Limerick',True,'2024-10-31'),   # cover lapsed
 ('F4','Byrne Scaffolding','subcontractor','scaffolding','Dublin',True,'2025-06-30'),
 ('F5','Glasán Façades','subcontractor','curtain walling','Galway',True,'2025-04-30'),
 ('F6','Ó Murchú Roofing','subcontractor','roofing','Kerry',False,'2025-02-28'),
 ('F7','Lee Valley Asbestos Services','subcontractor','asbestos removal','Cork',True,None),   # certificate never received
 ('F8','Shannon Lifts','subcontractor','lifts','Clare',True,'2025-09-30'),   # approved, never engaged
 ('F9','Greenline Landscapes','subcontractor','landscaping','Dublin',False,'2025-05-31'),
 ('F10','Moher Readymix','supplier','concrete','Clare',True,None),
 ('F11','Carrig Quarries','supplier','aggregates','Cork',True,None),
 ('F12','Celtic Rebar','supplier','steel','Limerick',True,None),
 ('F13',"O'Dwyer Blocks & Brick",'supplier','masonry','Galway',True,None),
 ('F14','Atlantic Timber Merchants','supplier','timber','Galway',False,None),   # quoted, never delivered
]
for v,n,k,t,c,a,ins in firms:
    node(v,'Firm',dict(name=n,kind=k,trade=t,county=c,approved=a,insurance_expires_on=ins))
# subcontracts: (firm, job, contract_ref, amount_eur, signed_on, scope, retention_pct)
subs = [
 ('F1','J1','SC-101',1240000,'2023-02-20','bored piling',5.0),
 ('F2','J1','SC-102',1850000,'2023-09-04','electrical installation',5.0),
 ('F3','J1','SC-103',2100000,'2023-09-04','mechanical installation',5.0),
 ('F4','J1','SC-104',310000,'2023-07-03','scaffolding',None),
 ('F5','J1','SC-105',2650000,'2023-11-27','curtain walling',3.0),
 ('F2','J2','SC-106',640000,'2023-05-15','electrical installation',5.0),
 ('F3','J2','SC-107',710000,'2023-05-15','mechanical installation',5.0),
 ('F6','J2','SC-108',285000,'2023-04-24','roof covering',5.0),
 ('F9','J2','SC-109',120000,'2024-04-15','soft landscaping',None),
 ('F6','J3','SC-110',96000,'2022-10-17','green roof',5.0),
 ('F9','J3','SC-111',58500,'2023-08-07','paths and planting',None),
 ('F7','J4','SC-112',185000,'2024-02-19','asbestos removal',None),
 ('F2','J4','SC-113',210000,'2024-08-26','electrical rewire',5.0),
 ('F1','J5','SC-114',640000,'2024-04-22','piled foundations',5.0),
 ('F2','J5','SC-115',3400000,'2024-07-29','HV and LV installation',5.0),
 ('F3','J5','SC-116',4250000,'2024-07-29','cooling plant',5.0),
 ('F4','J5','SC-117',310000,'2024-09-16','scaffolding',None),   # the same figure as Harbour Quay's scaffolding
 ('F9','J7','SC-118',62000,'2024-05-27','play equipment and surfacing',None),
]
for f,j,ref,amt,d,sc,ret in subs:
    edge(f,'ENGAGED_ON',j,dict(contract_ref=ref,amount_eur=amt,signed_on=d,scope=sc,retention_pct=ret))
# material deliveries: (firm, job, docket_no, material, delivered_on, quantity_t, quantity_m3, rejected)
dels = [
 ('F10','J1','D-40112','C30/37 concrete','2023-06-20',None,86.0,False),
 ('F10','J1','D-40187','C30/37 concrete','2023-07-28',None,112.5,False),
 ('F10','J1','D-40231','C40/50 concrete','2023-09-14',None,64.0,True),   # slump test failed
 ('F10','J1','D-40266','C40/50 concrete','2023-11-02',None,98.0,False),
 ('F11','J1','D-40090','Clause 804 stone','2023-03-28',420.0,None,False),
 ('F11','J1','D-40118','Clause 804 stone','2023-06-12',185.5,None,False),
 ('F12','J1','D-40140','B500B rebar','2023-07-06',38.2,None,False),
 ('F12','J1','D-40199','B500B rebar','2023-10-03',41.0,None,None),   # inspection not recorded
 ('F10','J2','D-30410','C32/40 concrete','2023-01-30',None,54.0,False),
 ('F11','J2','D-30388','Clause 804 stone','2023-01-16',260.0,None,False),
 ('F13','J2','D-30455','concrete blocks','2023-03-06',96.0,None,False),
 ('F13','J2','D-30502','concrete blocks','2023-04-11',72.5,None,False),
 ('F11','J2','D-30911','asphalt','2024-05-29',140.0,None,False),
 ('F10','J3','D-20771','C32/40 concrete','2022-09-20',None,48.0,False),
 ('F11','J3','D-20755','topsoil','2023-09-06',None,60.0,False),
 ('F11','J3','D-20760','Clause 804 stone','2023-09-05',55.0,None,True),   # wrong grade
 ('F10','J4','D-50120','C30/37 concrete','2024-03-12',None,36.0,False),
 ('F12','J4','D-50118','A393 mesh','2024-03-08',4.8,None,False),
 ('F11','J5','D-60015','Clause 6F2 fill','2024-04-15',1250.0,None,False),
 ('F11','J5','D-60044','Clause 6F2 fill','2024-04-29',980.0,None,False),
 ('F10','J5','D-60102','C35/45 concrete','2024-05-20',None,140.0,False),
 ('F10','J5','D-60138','C35/45 concrete','2024-06-12',None,210.0,False),
 ('F10','J5','D-60139','C35/45 concrete','2024-06-12',None,112.5,False),   # two loads on one day
 ('F12','J5','D-60107','B500B rebar','2024-05-14',52.4,None,False),
 ('F12','J5','D-60171','B500B rebar','2024-06-03',38.2,None,True),   # wrong bar marks
 ('F11','J7','D-70011','Clause 804 stone','2024-06-10',60.0,None,False),
 ('F10','J7','D-70019','C25/30 concrete','2024-06-27',None,12.0,False),
 ('F11','J7','D-70024','topsoil','2024-07-02',None,25.0,False),
]
for f,j,dk,m,d,t,m3,rej in dels:
    edge(f,'DELIVERED',j,dict(docket_no=dk,material=m,delivered_on=d,quantity_t=t,quantity_m3=m3,rejected=rej))

# inspections: (ref, kind, inspected_on, outcome, inspector, task, duration_min)
insps = [
 ('IN-001','pre-pour','2023-06-14','pass','Karen Stack','HQ-040',45),
 ('IN-002','structural','2023-09-12','fail','Karen Stack','HQ-050',120),
 ('IN-003','structural','2023-09-19','pass','Karen Stack','HQ-050',90),
 ('IN-004','pre-pour','2023-11-28','pass','Donal Ryan','HQ-060',40),
 ('IN-005','fire stopping','2024-09-18','pass with conditions','Marie Lenihan','HQ-090',150),
 ('IN-006','electrical','2024-10-22','fail','Peter Gilsenan','HQ-090',180),
 ('IN-007','drainage','2023-02-27','pass','Donal Ryan','BR-020',60),
 ('IN-008','building control','2023-12-05','pass with conditions','Marie Lenihan','BR-070',240),
 ('IN-009','building control','2024-08-28','pass','Marie Lenihan','BR-080',200),
 ('IN-010','electrical','2023-09-18','pass','Peter Gilsenan','BR-060',150),
 ('IN-011','structural','2022-11-07','pass','Karen Stack','SA-030',75),
 ('IN-012','building control','2023-11-21','pass','Marie Lenihan','SA-060',210),
 ('IN-013','asbestos clearance','2024-03-27','fail',"Úna O'Riordan",'LD-020',120),
 ('IN-014','asbestos clearance','2024-06-11','fail',"Úna O'Riordan",'LD-020',120),
 ('IN-015','pre-pour','2024-03-18','pass','Donal Ryan','LD-040',30),
 ('IN-016','drainage','2024-06-14','pass','Donal Ryan','CT-020',90),
 ('IN-017','pre-pour','2024-06-06','pass','Karen Stack','CT-030',60),
 ('IN-018','pre-pour','2024-07-01','pass with conditions','Karen Stack','CT-040',60),
 ('IN-019','structural','2024-10-15','pass','Karen Stack','CT-050',135),
 ('IN-020','drainage','2024-06-21','fail','Donal Ryan','PG-020',45),
 ('IN-021','drainage','2024-06-24','pass','Donal Ryan','PG-020',None),   # duration not logged
 ('IN-022','play safety','2024-11-12','fail','Hans Müller','PG-040',120),
]
for i,(ref,k,d,o,who,t,dur) in enumerate(insps):
    v = f'I{i+1}'
    node(v,'Inspection',dict(inspection_ref=ref,kind=k,inspected_on=d,outcome=o,inspector=who,duration_min=dur))
    edge(v,'CHECKED',tv(t))

# safety reports: (ref, occurred_on, severity, lost_days, description, reported_to_hsa, site, people [(worker, role)])
reports = [
 ('SR-01','2023-04-03','near miss',0,'Unsecured load swung over walkway',False,'W1',[('P31','involved'),('P30','reported by')]),
 ('SR-02','2023-05-08','first aid',0,'Cut hand on rebar end',False,'W1',[('P14','injured'),('P13','witness')]),
 ('SR-03','2023-08-22','lost time',12,'Fall from ladder',True,'W1',[('P11','injured'),('P9','witness'),('P30','reported by')]),
 ('SR-04','2023-02-14','first aid',0,'Eye irritation from cement dust',False,'W2',[('P2','injured')]),
 ('SR-05','2023-06-30','lost time',4,'Twisted ankle on uneven ground',False,'W2',[('P17','injured'),('P16','witness')]),
 ('SR-06','2022-10-20','near miss',0,'Excavator reversed without banksman',False,'W3',[('P6','involved'),('P5','reported by')]),
 ('SR-07','2024-02-27','dangerous occurrence',0,'Suspected asbestos disturbed during strip-out',True,'W4',[('P7','involved'),('P30','reported by')]),
 ('SR-08','2024-05-13','lost time',21,'Hand crushed by dumper skip',True,'W5',[('P3','injured'),('P2','witness'),('P30','reported by')]),
 ('SR-09','2024-07-19','near miss',0,'Steel beam slipped from sling',False,'W5',[('P31','involved'),('P15','witness')]),
 ('SR-10','2024-09-09','first aid',0,'Heat exhaustion',False,'W5',[('P23','injured')]),
 ('SR-11','2024-06-26','near miss',0,'Child climbed site fence',False,'W3',[('P35','witness')]),
 ('SR-12','2024-10-01','lost time',None,'Back strain lifting kerbs',False,'W3',[('P7','injured')]),   # lost days still open
]
for i,(ref,d,sev,ld,desc,hsa,w,ppl) in enumerate(reports):
    v = f'S{i+1}'
    node(v,'SafetyReport',dict(report_no=ref,occurred_on=d,severity=sev,lost_days=ld,description=desc,reported_to_hsa=hsa))
    edge(v,'OCCURRED_AT',w)
    for p,role in ppl:
        edge(p,'NAMED_IN',v,dict(role=role))

# plant: (var, plant_no, kind, make, weight_t, hire_firm, hires [(job, from_on, to_on, rate_eur_per_day, cost_eur, with_operator)])
plant = [
 ('E1','PL-01','tower crane','Liebherr',42.0,'Cranes Ireland',[('J1','2023-07-03',None,650.0,None,False)]),
 ('E2','PL-02','mobile crane','Tadano',36.0,'Cranes Ireland',[('J2','2023-03-13','2023-03-24',1200.0,12000.0,True),('J5','2024-07-15','2024-08-30',1150.0,39100.0,True)]),
 ('E3','PL-03','excavator','Komatsu',21.5,None,[('J1','2023-03-06','2023-07-07',None,None,False),('J5','2024-04-02','2024-06-21',None,None,False)]),   # own fleet: no hire charge
 ('E4','PL-04','excavator','CAT',20.0,'Flynn Plant Hire',[('J2','2023-01-09','2023-03-03',280.0,11200.0,False),('J7','2024-06-06','2024-06-24',280.0,3640.0,False)]),
 ('E5','PL-05','mini digger','Kubota',1.8,None,[('J3','2022-09-12','2022-10-04',None,None,False),('J4','2024-02-26','2024-03-22',None,None,False),('J7','2024-06-25','2024-07-05',None,None,False)]),
 ('E6','PL-06','telehandler','JCB',8.5,'Flynn Plant Hire',[('J1','2023-10-02',None,190.0,None,False)]),
 ('E7','PL-07','telehandler','Manitou',7.9,'Hewden Hire',[('J2','2023-03-06','2023-12-01',185.0,35520.0,False),('J5','2024-06-10',None,185.0,None,False)]),
 ('E8','PL-08','dumper','Thwaites',3.2,None,[('J5','2024-04-02','2024-05-13',None,None,False)]),   # the dumper of SR-08
 ('E9','PL-09','concrete pump','Schwing',26.0,'Pumpcrete',[('J1','2023-07-17','2023-07-17',1450.0,1450.0,True),('J5','2024-06-12','2024-06-12',1450.0,1450.0,True)]),
 ('E10','PL-10','scissor lift','Genie',2.9,'Hewden Hire',[('J4','2024-03-04','2024-03-22',95.0,1425.0,False)]),
 ('E11','PL-11','roller','Bomag',4.6,'Flynn Plant Hire',[('J2','2024-05-20','2024-06-14',150.0,3000.0,True)]),
 ('E12','PL-12','dumper','Thwaites',3.2,None,[]),   # in the yard for repair: never hired out
 ('E13','PL-13','excavator','Hitachi',30.0,'Flynn Plant Hire',[('J5','2024-04-08','2024-05-24',340.0,11560.0,True)]),
]
for v,no,k,mk,wt,hf,hires in plant:
    node(v,'Plant',dict(plant_no=no,kind=k,make=mk,weight_t=wt,hire_firm=hf))
    for j,f,t,rate,cost,op in hires:
        edge(v,'ON_HIRE_TO',j,dict(from_on=f,to_on=t,rate_eur_per_day=rate,cost_eur=cost,with_operator=op))

print('''// The site example: a construction firm's project data, written for gql by
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
''')
for c in ['Worksite) REQUIRE (x.site_code','Job) REQUIRE (x.job_no','Task) REQUIRE (x.task_code','Crew) REQUIRE (x.name',
          'Worker) REQUIRE (x.staff_no','Certification) REQUIRE (x.name','Firm) REQUIRE (x.name','Inspection) REQUIRE (x.inspection_ref',
          'SafetyReport) REQUIRE (x.report_no','Plant) REQUIRE (x.plant_no']:
    print(f'CREATE CONSTRAINT IF NOT EXISTS FOR (x:{c}) IS UNIQUE;')
print()
print('\n'.join(nodes))
print('CREATE\n' + ',\n'.join(edges) + ';')
