# Generates examples/transit/transit.cypher (deterministic: seeded). Run: python3 examples/transit/gen.py > examples/transit/transit.cypher
# then: go run ./cmd/gql convert examples/transit/transit.cypher --name transit --out examples/transit
import random
R = random.Random(2026)
import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from cyphergen import q, props, nodes, edges, node, edge

# stops: (var, stop_code, name, fare_zone, step_free, opened, closed)
stops = [
 ('S1','RVS','Riverside',2,True,'1998-09-14',None),
 ('S2','DCK','Docklands',2,True,'1998-09-14',None),
 ('S3','HBR','Harbour',1,True,'1998-09-14',None),
 ('S4','MKT','Market Square',1,True,'1998-09-14',None),
 ('S5','CEN','Central Station',1,True,'1998-09-14',None),
 ('S6','MUQ','Museum Quarter',1,False,'1998-09-14',None),
 ('S7','NGT','Northgate',2,True,'1998-09-14',None),
 ('S8','EXC','Exhibition Centre',1,True,'2011-05-02',None),
 ('S9','BRK','Brookside',2,False,'2011-05-02',None),
 ('S10','EFD','Eastfield',2,True,'2011-05-02',None),
 ('S11','BPK','Business Park',3,True,'2011-05-02',None),
 ('S12','AIR','Airport',3,True,'2011-05-02',None),
 ('S13','FSH','Fish Market',1,False,'1987-03-30',None),
 ('S14','CTH','Cathedral',1,None,'1987-03-30',None),
 ('S15','OLD','Old Town',1,False,'1987-03-30',None),
 ('S16','BOT','Botanic Gardens',2,True,'1987-03-30',None),
 ('S17','SCI','Science Park',2,True,'2016-10-01',None),
 ('S18','UNI','University',2,True,'2016-10-01',None),
 ('S19','SMC',"St Mary's Church",1,False,'1992-06-01',None),
 ('S20','CNL','Canal Street',1,True,'1992-06-01',None),
 ('S21','PKW','Parkway',2,True,'2005-01-10',None),
 ('S22','THR','Theatre Royal',1,None,'2019-12-01',None),
 ('S23','LIB','Library',1,True,'2003-04-07',None),
 ('S24','HSP','Hospital',1,True,'2003-04-07',None),
 ('S25','ELM','Elm Grove',2,False,'2003-04-07',None),
 ('S26','RSH','Rose Hill',2,False,'2003-04-07',None),
 ('S27','HLC','Hillcrest',3,True,'2003-04-07',None),
 ('S28','WFD','Westfield',3,True,'2000-02-14',None),
 ('S29','MLL','Mill Lane',3,False,'2000-02-14',None),
 ('S30','STD','Stadium',2,True,'2000-02-14',None),
 ('S31','KWY','Kingsway',2,True,'2008-08-18',None),
 ('S32','FRV','Fairview',2,None,'2008-08-18',None),
 ('S33','MBS','Meadowbank School',3,False,'2008-08-18',None),
 ('S34','MBK','Meadowbank',3,True,'2008-08-18',None),
 ('S35','ACG','Airport Cargo',3,False,'2013-03-04',None),
 ('S36','QRD','Quarry Road',3,False,'2000-02-14',None),
 ('S37','OQY','Old Quarry',3,False,'2000-02-14','2024-03-31'),   # closed, still on the suspended line's list
 ('S38','WPR','Westfield Park and Ride',3,True,'2024-01-01',None),
 ('S39','TWH','Town Hall',1,True,'1987-03-30','2023-11-30'),     # closed for the new Theatre Royal stop
 ('S40','GAS','Gasworks Halt',2,False,'1987-03-30','2019-06-30'), # closed long ago: no relationship at all
]
for v,c,n,z,sf,o,cl in stops:
    node(v,'Stop',dict(stop_code=c,name=n,fare_zone=z,step_free=sf,opened=o,closed=cl))
sv = {n:v for v,_,n,*_ in stops}

# lines: (var, line_code, name, mode, length_km, peak_headway_min, night_service, status, stops in order)
lines = [
 ('L1','M1','Riverside - Northgate','metro',14.2,4,False,'active',['Riverside','Docklands','Harbour','Market Square','Central Station','Museum Quarter','Northgate']),
 ('L2','M2','Airport Line','metro',18.6,6,False,'active',['Central Station','Exhibition Centre','Brookside','Eastfield','Business Park','Airport']),
 ('L3','T3','Harbour - University','tram',9.8,8,False,'active',['Harbour','Fish Market','Cathedral','Old Town','Botanic Gardens','Science Park','University']),
 ('L4','T4','Old Town - Parkway','tram',7.5,10,False,'active',['Old Town',"St Mary's Church",'Market Square','Canal Street','Parkway']),
 ('L5','T7','City Ring','tram',6.3,12,None,'active',['Central Station','Canal Street','Theatre Royal','Cathedral','Museum Quarter']),
 ('L6','B12','Central - Hillcrest','bus',11.0,10,False,'active',['Central Station','Library','Hospital','Elm Grove','Rose Hill','Hillcrest']),
 ('L7','B15','Westfield - Harbour','bus',10.0,15,False,'active',['Westfield Park and Ride','Westfield','Mill Lane','Stadium','Fish Market','Harbour']),
 ('L8','B22','Northgate - Meadowbank','bus',8.4,20,False,'active',['Northgate','Kingsway','Fairview','Meadowbank School','Meadowbank']),
 ('L9','B40','Airport Express','bus',22.5,30,True,'active',['Eastfield','Business Park','Airport Cargo','Airport']),
 ('L10','N9','Night Loop','bus',12.0,30,True,'active',['Central Station','Market Square','Old Town','Hospital','Library']),
 ('L11','B61','Quarry Road Shuttle','bus',4.1,None,False,'suspended',['Mill Lane','Quarry Road','Old Quarry']),
]
for v,c,n,m,km,hw,ns,st,_ in lines:
    node(v,'Line',dict(line_code=c,name=n,mode=m,length_km=km,peak_headway_min=hw,night_service=ns,status=st))
lv = {c:v for v,c,*_ in lines}
# NEXT_STOP: consecutive stops of every line, once per pair, in the line's direction; the ring closes
# back on Central Station (a cycle).
nxt = {}
for v,c,n,m,km,hw,ns,st,seq in lines:
    for i,s in enumerate(seq):
        edge(v,'SERVES',sv[s],dict(stop_seq=i+1))
    pairs = list(zip(seq, seq[1:]))
    if c in ('T7','N9'): pairs.append((seq[-1], seq[0]))
    for a,b in pairs:
        if (a,b) not in nxt:
            nxt[(a,b)] = {'metro':2,'tram':3,'bus':4}[m] + R.randint(0,3)
nxt[('Airport Cargo','Airport')] = 9      # the longest hop
nxt[('Business Park','Airport')] = 9      # tie
nxt[('Docklands','Harbour')] = 1          # the shortest
for (a,b),t in nxt.items():
    edge(sv[a],'NEXT_STOP',sv[b],dict(travel_min=t))

# depots: (var, depot_code, name, opened_year, bays)
depots = [
 ('P1','RVD','Riverside Metro Depot',1998,30),
 ('P2','HTD','Harbour Tram Yard',1987,24),
 ('P3','NBG','Northgate Bus Garage',1975,60),
 ('P4','WBG','Westfield Bus Garage',2000,45),
 ('P5','EFD','Eastfield Depot',2026,40),   # built, not yet in use: nothing kept there
]
for v,c,n,o,b in depots:
    node(v,'Depot',dict(depot_code=c,name=n,opened_year=o,bays=b))

# vehicles: fleet_no, model, vehicle_type, seats_total (capacity), built_year, battery_electric, odometer_km
veh = []
for i in range(8):   # metro trains
    veh.append(dict(fleet_no=101+i, model='Metropolis MX' if i < 5 else 'Metropolis MX2', vehicle_type='metro',
                    capacity=620 if i < 5 else 680, built_year=2008 if i < 5 else 2020, battery_electric=True,
                    mileage_km=R.randint(300, 900)*1000, depot='P1', line=['M1','M1','M1','M2','M2','M1','M2',None][i]))
for i in range(12):  # trams
    veh.append(dict(fleet_no=201+i, model='Citadis 302' if i < 7 else 'Flexity 2', vehicle_type='tram',
                    capacity=210 if i < 7 else 240, built_year=[1999,1999,2001,2001,2004,2004,2006,2015,2015,2018,2018,2022][i],
                    battery_electric=True, mileage_km=R.randint(200, 1200)*1000, depot='P2',
                    line=['T3','T3','T4','T4','T7','T3','T7','T3','T4','T7',None,'T3'][i]))
bus_lines = ['B12','B12','B12','B15','B15','B15','B22','B22','B40','B40','N9','N9','B12','B15','B22','B40',None,'B12','B15','B22','B40','N9',None,'B12']
for i in range(24):  # buses
    built = R.choice([2009,2011,2013,2015,2017,2019,2021,2023])
    elec = built >= 2019 and R.random() < 0.7
    veh.append(dict(fleet_no=3001+i, model=('Citaro e' if elec else 'Citaro') if i % 3 else ('Enviro400 EV' if elec else 'Enviro400'),
                    vehicle_type='bus', capacity=(90 if i % 3 else 98), built_year=built, battery_electric=elec,
                    mileage_km=R.randint(40, 700)*1000, depot='P3' if i < 12 else 'P4', line=bus_lines[i]))
byf = {v['fleet_no']:v for v in veh}
# edge cases by hand
byf[3024]['built_year'] = 2024; byf[3024]['mileage_km'] = None; byf[3024]['battery_electric'] = True; byf[3024]['model'] = 'Citaro e'   # brand new: no odometer reading yet
byf[3005]['built_year'] = 2009; byf[3005]['battery_electric'] = False; byf[3005]['mileage_km'] = 1150000; byf[3005]['model'] = 'Citaro'  # oldest bus, most km
byf[3017]['built_year'] = 2009; byf[3017]['battery_electric'] = False; byf[3017]['mileage_km'] = 980000; byf[3017]['model'] = 'Citaro'  # tie for the oldest bus
byf[3010]['mileage_km'] = 500000; byf[3011]['mileage_km'] = 499999; byf[3012]['mileage_km'] = 500001
byf[3016]['battery_electric'] = None   # trial retrofit, not recorded
byf[3019]['capacity'] = 120; byf[3019]['model'] = 'Capacity L'; byf[3020]['capacity'] = 120; byf[3020]['model'] = 'Capacity L'  # tie: the biggest buses
for i,v in enumerate(veh):
    var = f'V{i+1}'; v['var'] = var
    node(var,'Vehicle',dict(fleet_no=v['fleet_no'],model=v['model'],vehicle_type=v['vehicle_type'],capacity=v['capacity'],
                            built_year=v['built_year'],battery_electric=v['battery_electric'],mileage_km=v['mileage_km']))
    edge(var,'KEPT_AT',v['depot'])
    if v['line']:
        since = f'{R.choice([2019,2020,2021,2022,2023,2024,2025])}-{R.randint(1,12):02d}-01'
        if int(since[:4]) < v['built_year']: since = f"{v['built_year']}-09-01"   # never before it was built
        if v['built_year'] == 2024: since = '2025-02-01'
        edge(var,'ASSIGNED_TO',lv[v['line']],dict(since=since))
fv = {v['fleet_no']:v['var'] for v in veh}

# drivers: (var, staff_no, name, hire_date, licence_class, mentor)
drivers = [
 ('D1','E1001','Margaret Ellis','1996-04-01','D',None),
 ('D2','E1002','Tomasz Nowak','2004-09-13','D','D1'),
 ('D3','E1003','Priya Shah','2012-02-20','D','D2'),
 ('D4','E1004','Kevin Doyle','2019-07-01','D','D3'),
 ('D5','E1005','Sara Lindqvist','2023-03-06','D','D4'),   # Ellis > Nowak > Shah > Doyle > Lindqvist, four deep
 ('D6','E1006',"Liam O'Connor",'2008-11-03','D','D1'),
 ('D7','E1007','Fatima Haddad','2021-01-11','D1','D6'),
 ('D8','E1008','George Mensah','2015-05-18','D','D6'),
 ('D9','E1009','Anna Berg','2024-01-08','D1','D8'),
 ('D10','E1010','Rui Costa','2001-03-12','TRAM',None),
 ('D11','E1011','Helen Park','2010-06-01','TRAM','D10'),
 ('D12','E1012','Oskar Weber','2017-09-04','TRAM','D11'),
 ('D13','E1013','Chloe Martin','2022-10-17','TRAM','D11'),
 ('D14','E1014','Ivan Petrov','2024-01-08','TRAM','D12'),
 ('D15','E1015','Daniel Osei','1999-08-23','METRO',None),
 ('D16','E1016','Yuki Tanaka','2011-02-14','METRO','D15'),
 ('D17','E1017','Marta Silva','2018-04-30','METRO','D16'),
 ('D18','E1018','Ben Carter','2020-12-01','METRO','D15'),
 ('D19','E1019','Olivia Grant','2013-03-25','D','D2'),
 ('D20','E1020','Samir Khan','2016-08-08','D','D19'),
 ('D21','E1021','Emma Walsh','2025-06-02','D',None),     # just hired, no mentor yet, not rostered
 ('D22','E1022','Lucas Moreau','2009-10-19','D','D1'),
 ('D23','E1023','Nina Rossi','2014-01-06','TRAM','D10'),
 ('D24','E1024','Pavel Novak','2012-02-20','D','D22'),    # hired the same day as Priya Shah
 ('D25','E1025','Grace Adeyemi','2019-07-01','METRO','D18'),
 ('D26','E1026','Tom Fischer','1996-04-01','TRAM',None),  # hired the same day as Margaret Ellis
]
for v,s,n,h,lc,m in drivers:
    node(v,'Driver',dict(staff_no=s,name=n,hire_date=h,licence_class=lc))
    if m: edge(m,'MENTORS',v)
dv = {n:v for v,_,n,*_ in drivers}
# rosters: (driver, line, shift)
roster = [
 ('Margaret Ellis','B12','early'),('Tomasz Nowak','B12','late'),('Priya Shah','B15','early'),('Kevin Doyle','B15','late'),
 ('Sara Lindqvist','B22','early'),("Liam O'Connor",'N9','night'),("Liam O'Connor",'B40','early'),('Fatima Haddad','B22','late'),
 ('George Mensah','B40','late'),('Anna Berg','B12','early'),('Olivia Grant','N9','night'),('Samir Khan','B15','early'),
 ('Lucas Moreau','B40','early'),('Pavel Novak','B22','early'),('Pavel Novak','B12','late'),
 ('Rui Costa','T3','early'),('Helen Park','T3','late'),('Oskar Weber','T4','early'),('Chloe Martin','T7','late'),
 ('Ivan Petrov','T4','late'),('Nina Rossi','T7','early'),('Nina Rossi','T3','late'),('Tom Fischer','T4','early'),
 ('Daniel Osei','M1','early'),('Yuki Tanaka','M2','early'),('Marta Silva','M1','late'),('Ben Carter','M2','late'),
 ('Grace Adeyemi','M1','night'),
]
for d,l,s in roster:
    edge(dv[d],'ROSTERED_ON',lv[l],dict(shift=s))

# incidents: (var, ref, occurred_on, delay_min, cause, line, stop or None, [(fleet_no, role)])
incs = [
 ('I1','INC-23-001','2023-01-17',12,'signal failure','M1','Market Square',[]),
 ('I2','INC-23-002','2023-02-03',45,'breakdown','B12','Hospital',[(3013,'disabled')]),
 ('I3','INC-23-003','2023-03-01',30,'collision','T3','Cathedral',[(201,'struck'),(3014,'striking')]),
 ('I4','INC-23-004','2023-05-22',8,'medical emergency','M2','Exhibition Centre',[(104,'held')]),
 ('I5','INC-23-005','2023-07-09',90,'weather','T4',None,[]),
 ('I6','INC-23-006','2023-09-14',15,'vandalism','B22','Kingsway',[(3007,'damaged')]),
 ('I7','INC-23-007','2023-11-30',20,'staff shortage','N9',None,[]),
 ('I8','INC-24-001','2024-01-08',16,'breakdown','B15','Stadium',[(3004,'disabled')]),
 ('I9','INC-24-002','2024-02-29',14,'signal failure','M1','Central Station',[(101,'held'),(102,'held')]),
 ('I10','INC-24-003','2024-03-15',120,'power failure','M2',None,[(104,'held'),(105,'held'),(107,'held')]),
 ('I11','INC-24-004','2024-03-15',25,'breakdown','B40','Airport',[(3009,'disabled')]),
 ('I12','INC-24-005','2024-06-02',5,'medical emergency','T7','Theatre Royal',[]),
 ('I13','INC-24-006','2024-07-19',40,'collision','B12','Library',[(3002,'striking')]),
 ('I14','INC-24-007','2024-08-05',15,'weather','B15',None,[]),
 ('I15','INC-24-008','2024-10-12',120,'collision','T3','Old Town',[(206,'struck'),(212,'struck')]),
 ('I16','INC-24-009','2024-12-24',10,'staff shortage','T4',None,[]),
 ('I17','INC-25-001','2025-01-06',35,'breakdown','B12','Elm Grove',[(3013,'disabled')]),
 ('I18','INC-25-002','2025-02-14',18,'vandalism','T7','Canal Street',[(210,'damaged')]),
 ('I19','INC-25-003','2025-04-01',60,'signal failure','M1',None,[(103,'held'),(106,'held')]),
 ('I20','INC-25-004','2025-05-20',22,'breakdown','B22','Fairview',[(3007,'disabled')]),
 ('I21','INC-25-005','2025-07-03',9,'medical emergency','B40','Business Park',[]),
 ('I22','INC-25-006','2025-08-30',50,'breakdown','T3','University',[(201,'disabled')]),
]
for v,r,d,dl,c,l,s,vs in incs:
    node(v,'Incident',dict(ref=r,occurred_on=d,delay_min=dl,cause=c))
    edge(v,'ON_LINE',lv[l])
    if s: edge(v,'AT_STOP',sv[s])
    for f,role in vs: edge(v,'INVOLVED',fv[f],dict(role=role))

# ticket products: (var, product_code, product_name, price_eur, valid_min, zones, concession, lines it is limited to)
tix = [
 ('K1','SGL90','Single 90',2.9,90,2,False,[]),
 ('K2','HOP30','Short Hop',1.8,30,1,False,[]),
 ('K3','DAY3','Day Ticket',8.5,1440,3,False,[]),
 ('K4','AIR1','Airport Single',5.5,120,3,False,['M2','B40']),
 ('K5','NGT1','Night Rider',3.5,240,3,False,['N9']),
 ('K6','TRMD','Tram Day',6.0,1440,2,False,['T3','T4','T7']),
 ('K7','MON3','Monthly Pass',79.0,None,3,False,[]),
 ('K8','STU3','Student Monthly',49.0,None,3,True,[]),
 ('K9','SEN1','Senior Single',1.45,90,2,True,[]),
]
for v,c,n,p,vm,z,cc,ls in tix:
    node(v,'TicketProduct',dict(product_code=c,product_name=n,price_eur=p,valid_min=vm,zones=z,concession=cc))
    for l in ls: edge(v,'VALID_ON',lv[l])

print('''// The transit example: a city's public transport operator (buses, trams and a
// metro), written for gql by its developers (not taken from anywhere) as the
// operator's network-data team would model it: the TUNING graph of a new
// domain (testdata/transit/README.md).
// Lines SERVES stops (stop_seq on the edge, 1 at the first stop); stops are
// chained by NEXT_STOP (travel_min on the edge, in the line's direction; the
// City Ring and the Night Loop close back on their first stop); vehicles are
// KEPT_AT a depot and ASSIGNED_TO a line (since, an ISO date); drivers are
// ROSTERED_ON lines (shift 'early'|'late'|'night') and a driver MENTORS newer
// drivers (up to four deep); incidents happen ON_LINE a line, AT_STOP a stop
// when known, and INVOLVED vehicles (role on the edge); a ticket product
// limited to some lines is VALID_ON them (products valid everywhere have no
// edge).
// Dates are ISO strings 'YYYY-MM-DD'; years are integers; money is euros
// (_eur), distances kilometres (_km), times minutes (_min).
// Edge cases: a closed stop with no relationship at all (Gasworks Halt), a
// depot with nothing kept there, a suspended line with no vehicles, a driver
// with no mentor and no roster, a new bus with no mileage, unknown
// step_free and battery_electric, ties, boundary values, names with an
// apostrophe.
// Generated deterministically by a small seeded script.
// Regenerate the converted files with
//   go run ./cmd/gql convert examples/transit/transit.cypher --name transit --out examples/transit
''')
for c in ['Line) REQUIRE (x.line_code','Stop) REQUIRE (x.stop_code','Vehicle) REQUIRE (x.fleet_no','Depot) REQUIRE (x.depot_code',
          'Driver) REQUIRE (x.staff_no','Incident) REQUIRE (x.ref','TicketProduct) REQUIRE (x.product_code']:
    print(f'CREATE CONSTRAINT IF NOT EXISTS FOR (x:{c}) IS UNIQUE;')
print()
print('\n'.join(nodes))
print('CREATE\n' + ',\n'.join(edges) + ';')
