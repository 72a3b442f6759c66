# Generates examples/foodbank/foodbank.cypher (deterministic: seeded). Run: python3 examples/foodbank/gen.py > examples/foodbank/foodbank.cypher
# then: go run ./cmd/gql convert examples/foodbank/foodbank.cypher --name foodbank --out examples/foodbank
import random
import datetime as dt
R = random.Random(4417)
import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from cyphergen import q, props, nodes, edges, node, edge

D = dt.date.fromisoformat
def iso(d): return d.isoformat()
def plus(s, days): return iso(D(s) + dt.timedelta(days=days))
def rand_date(a, b):
    a, b = D(a), D(b)
    return iso(a + dt.timedelta(days=R.randint(0, (b - a).days)))

# distribution centres: (var, name, town, capacity_kg, cold_storage, opened_on, manager_phone)
centres = [
 ('C1', 'Limerick Central Warehouse', 'Limerick', 60000, True, '2012-03-01', '061 402 118'),
 ('C2', 'Ennis Hub', 'Ennis', 18000, True, '2016-09-15', '065 682 904'),
 ('C3', 'Nenagh Store', 'Nenagh', 9000, False, '2019-05-20', None),
 ('C4', 'Newcastle West Satellite', 'Newcastle West', 4000, False, '2023-02-01', None),  # only receives: no shift, no delivery, no van
]
for v, n, t, cap, cold, op, ph in centres:
    node(v, 'DistributionCentre', dict(name=n, town=t, capacity_kg=cap, cold_storage=cold, opened_on=op, phone=ph))
cv = {n: v for v, n, *_ in centres}

# food categories: (var, name, storage, perishable, is_food, shelf_days)
cats = [
 ('K1', 'Tinned vegetables', 'ambient', False, True, 700),
 ('K2', 'Pasta & rice', 'ambient', False, True, 540),
 ('K3', 'Breakfast cereal', 'ambient', False, True, 270),
 ('K4', 'Tinned fish & meat', 'ambient', False, True, 900),
 ('K5', 'Fresh fruit & veg', 'chilled', True, True, 7),
 ('K6', 'Dairy', 'chilled', True, True, 12),
 ('K7', 'Bread & bakery', 'ambient', True, True, 4),
 ('K8', 'Frozen meat', 'frozen', True, True, 180),
 ('K9', 'Frozen ready meals', 'frozen', True, True, 150),
 ('K10', 'Baby food & formula', 'ambient', False, True, 365),
 ('K11', 'Toiletries & hygiene', 'ambient', False, False, None),
 ('K12', 'Tea & coffee', 'ambient', False, True, 400),
 ('K13', 'Pet food', 'ambient', False, False, 500),   # on the list, never donated
]
for v, n, st, per, food, sd in cats:
    node(v, 'FoodCategory', dict(name=n, storage=st, perishable=per, is_food=food))
kv = {n: v for v, n, *_ in cats}
shelf = {n: sd for v, n, st, per, food, sd in cats}

# donors: (var, name, donor_type, county, registered_on, contact_email, regular, centre, categories)
donors = [
 ('D1', 'Dunnes Stores Castletroy', 'supermarket', 'Limerick', '2014-02-10', 'castletroy@dunnes.example', True, 'Limerick Central Warehouse', ['Dairy', 'Bread & bakery', 'Fresh fruit & veg', 'Pasta & rice']),
 ('D2', 'Tesco Ennis', 'supermarket', 'Clare', '2016-10-01', 'ennis.community@tesco.example', True, 'Ennis Hub', ['Fresh fruit & veg', 'Dairy', 'Bread & bakery', 'Frozen ready meals']),
 ('D3', 'Lidl Nenagh', 'supermarket', 'Tipperary', '2019-06-03', None, True, 'Nenagh Store', ['Fresh fruit & veg', 'Bread & bakery', 'Tinned vegetables']),
 ('D4', 'Aldi Dooradoyle', 'supermarket', 'Limerick', '2018-01-15', 'dooradoyle@aldi.example', True, 'Limerick Central Warehouse', ['Breakfast cereal', 'Tinned vegetables', 'Dairy']),
 ('D5', "O'Brien's Farm", 'farm', 'Limerick', '2017-08-20', None, False, 'Limerick Central Warehouse', ['Fresh fruit & veg']),
 ('D6', 'Shannonside Dairies', 'manufacturer', 'Limerick', '2015-04-11', 'csr@shannonside.example', True, 'Limerick Central Warehouse', ['Dairy']),
 ('D7', 'Burren Bakery', 'manufacturer', 'Clare', '2020-11-02', 'hello@burrenbakery.example', False, 'Ennis Hub', ['Bread & bakery']),
 ('D8', "Hennessy's Butchers", 'retailer', 'Tipperary', '2021-03-09', None, False, 'Nenagh Store', ['Frozen meat']),
 ('D9', "St. Mary's Parish", 'community group', 'Limerick', '2013-09-01', 'office@stmarys.example', True, 'Limerick Central Warehouse', ['Tinned vegetables', 'Pasta & rice', 'Tinned fish & meat', 'Tea & coffee', 'Toiletries & hygiene']),
 ('D10', 'Gaelscoil Sáirséal', 'school', 'Limerick', '2022-09-20', 'runai@sairseal.example', False, 'Limerick Central Warehouse', ['Pasta & rice', 'Breakfast cereal', 'Tinned fish & meat']),
 ('D11', 'Séamus Ó Briain', 'individual', 'Clare', '2023-01-05', None, False, 'Ennis Hub', ['Tea & coffee', 'Tinned vegetables']),
 ('D12', 'Zofia Wójcik', 'individual', 'Limerick', '2023-11-30', 'zofia.w@mail.example', False, 'Limerick Central Warehouse', ['Baby food & formula', 'Toiletries & hygiene']),
 ('D13', 'Harbour Café', 'restaurant', 'Clare', '2021-07-14', None, False, 'Ennis Hub', ['Frozen ready meals', 'Bread & bakery']),
 ('D14', 'Clare Organic Growers Co-op', 'farm', 'Clare', '2019-04-02', 'coop@cloga.example', True, 'Ennis Hub', ['Fresh fruit & veg']),
 ('D15', 'Mulcahy & Sons Wholesale', 'wholesaler', 'Tipperary', '2018-05-28', 'orders@mulcahy.example', True, 'Nenagh Store', ['Tinned fish & meat', 'Pasta & rice', 'Tinned vegetables', 'Frozen meat']),
 ('D16', 'Mid-West Credit Union', 'corporate', 'Limerick', '2020-02-17', 'community@mwcu.example', False, 'Limerick Central Warehouse', ['Baby food & formula', 'Toiletries & hygiene', 'Breakfast cereal']),
 ('D17', 'Café Ní Dhomhnaill', 'restaurant', 'Limerick', '2024-03-01', 'cafe@nidhomhnaill.example', False, 'Newcastle West Satellite', ['Bread & bakery', 'Frozen ready meals']),
 ('D18', 'Thomond Rugby Supporters Club', 'community group', 'Limerick', '2022-11-11', None, False, 'Limerick Central Warehouse', ['Tinned vegetables', 'Tea & coffee', 'Pasta & rice']),
 ('D19', 'Golden Vale Foods Ltd', 'manufacturer', 'Limerick', '2016-06-06', 'giving@goldenvale.example', True, 'Newcastle West Satellite', ['Frozen ready meals', 'Tinned fish & meat']),
 ('D20', 'Ballyhoura Honey Co.', 'manufacturer', 'Limerick', '2025-01-20', 'bees@ballyhoura.example', False, None, []),  # registered, has not donated yet
]
for v, n, t, c, reg, em, regular, cen, cs in donors:
    node(v, 'FoodDonor', dict(name=n, donor_type=t, county=c, registered_on=reg, contact_email=em, regular=regular))

# donations: generated per donor (regular donors give more often), then a few fixed by hand
channels = {'supermarket': 'store collection', 'farm': 'drop-off', 'manufacturer': 'pallet delivery', 'retailer': 'drop-off',
            'community group': 'food drive', 'school': 'food drive', 'individual': 'drop-off', 'restaurant': 'store collection',
            'wholesaler': 'pallet delivery', 'corporate': 'food drive'}
plan = []
for v, n, t, c, reg, em, regular, cen, cs in donors:
    if not cs: continue
    k = {'supermarket': 4, 'manufacturer': 2, 'wholesaler': 3, 'farm': 2, 'community group': 2}.get(t, 1)
    if regular: k += 1
    for _ in range(k):
        plan.append((v, t, cen, cs))
R.shuffle(plan)
donations = []   # (ref, received_on, donor, centre, inspected, lines[(cat, kg, expires_on)], value_eur)
for i, (dv, t, cen, cs) in enumerate(plan):
    day = rand_date('2023-09-01', '2025-03-28')
    lines = []
    for cname in R.sample(cs, min(len(cs), R.choice([1, 1, 2, 2, 3]))):
        base = {'supermarket': 60, 'manufacturer': 180, 'wholesaler': 150, 'farm': 120, 'community group': 45,
                'school': 30, 'individual': 8, 'restaurant': 15, 'retailer': 40, 'corporate': 35}[t]
        kg = round(base * R.uniform(0.4, 1.6), 1)
        sd = shelf[cname]
        exp = plus(day, sd + R.randint(-sd // 4, sd // 4)) if sd else None
        lines.append((cname, kg, exp))
    val = round(sum(kg for _, kg, _ in lines) * R.uniform(2.1, 4.8), 2) if R.random() > 0.15 else None
    donations.append([f'DON-{1001 + i}', day, dv, cen, R.random() > 0.1, lines, val])
donations.sort(key=lambda d: d[1])
for i, d in enumerate(donations):
    d[0] = f'DON-{1001 + i}'
# hand-set edge cases
donations[5][5] = [('Frozen meat', 250.0, '2024-06-30')]                          # a quarter-tonne donation
donations[5][2] = 'D8'; donations[5][3] = 'Nenagh Store'
donations[12][1] = '2024-02-29'                                                   # the leap day
donations[20][5] = [('Dairy', 420.0, '2024-07-02'), ('Fresh fruit & veg', 180.0, '2024-06-28')]   # the heaviest two tie at 600 kg
donations[20][2] = 'D6'; donations[20][3] = 'Limerick Central Warehouse'; donations[20][1] = '2024-06-21'
donations[33][5] = [('Frozen ready meals', 600.0, '2024-12-31')]
donations[33][2] = 'D19'; donations[33][3] = 'Newcastle West Satellite'
donations.sort(key=lambda d: d[1])
for i, d in enumerate(donations):
    d[0] = f'DON-{1001 + i}'
for i, (ref, day, dv, cen, insp, lines, val) in enumerate(donations):
    v = f'N{i + 1}'
    w = round(sum(kg for _, kg, _ in lines), 1)
    node(v, 'Donation', dict(donation_ref=ref, received_on=day, weight_kg=w, value_eur=val, inspected=insp))
    t = [d for d in donors if d[0] == dv][0][2]
    edge(dv, 'GAVE', v, dict(channel=channels[t]))
    edge(v, 'RECEIVED_AT', cv[cen])
    for cname, kg, exp in lines:
        edge(v, 'COMPRISES', kv[cname], dict(weight_kg=kg, expires_on=exp))

# volunteers: (var, volunteer_no, name, level, joined_on, licensed_driver, hygiene_cert, coordinator, since)
vols = [
 ('V1', 'VOL-001', 'Máire Ní Bhriain', 'network coordinator', '2012-01-09', True, True, None, None),
 ('V2', 'VOL-004', 'Declan Hayes', 'site coordinator', '2013-05-20', True, True, 'V1', '2015-01-01'),
 ('V3', 'VOL-007', 'Siobhán Ó Súilleabháin', 'site coordinator', '2016-09-15', False, True, 'V1', '2016-09-15'),
 ('V4', 'VOL-011', 'Pádraig Lynch', 'site coordinator', '2019-05-20', True, True, 'V1', '2019-05-20'),
 ('V5', 'VOL-015', "Aoife O'Connor", 'team lead', '2017-03-04', False, True, 'V2', '2018-06-01'),
 ('V6', 'VOL-016', 'Tomasz Kowalski', 'team lead', '2017-03-04', True, True, 'V2', '2019-02-11'),   # joined the same day as Aoife
 ('V7', 'VOL-019', 'João Ferreira', 'team lead', '2018-10-22', True, True, 'V3', '2020-01-06'),
 ('V8', 'VOL-023', 'Chloé Martin', 'team lead', '2020-02-02', True, None, 'V4', '2021-04-01'),
 ('V9', 'VOL-026', 'Liam Brennan', 'volunteer', '2020-07-15', True, True, 'V6', '2020-07-15'),
 ('V10', 'VOL-027', 'Niamh Ryan', 'volunteer', '2021-01-11', False, True, 'V5', '2021-01-11'),
 ('V11', 'VOL-030', 'Fatima Bello', 'volunteer', '2021-09-01', False, False, 'V5', '2021-09-01'),
 ('V12', 'VOL-031', 'Eoin McNamara', 'volunteer', '2021-09-01', True, True, 'V6', '2022-03-14'),
 ('V13', 'VOL-034', 'Gráinne Daly', 'volunteer', '2022-02-20', False, None, 'V5', '2022-02-20'),
 ('V14', 'VOL-036', 'Rajesh Iyer', 'volunteer', '2022-05-09', True, True, 'V6', '2022-05-09'),
 ('V15', 'VOL-040', 'Ciarán Walsh', 'volunteer', '2022-10-03', True, True, 'V7', '2022-10-03'),
 ('V16', 'VOL-041', 'Ana Lucía Pérez', 'volunteer', '2023-01-16', False, True, 'V7', '2023-01-16'),
 ('V17', 'VOL-044', 'Mícheál Quinlan', 'volunteer', '2023-04-24', True, False, 'V7', '2023-04-24'),
 ('V18', 'VOL-047', 'Orla Fitzgerald', 'volunteer', '2023-06-05', False, True, 'V8', '2023-06-05'),
 ('V19', 'VOL-049', 'Dmitri Volkov', 'volunteer', '2023-09-18', True, True, 'V8', '2023-09-18'),
 ('V20', 'VOL-052', 'Sinéad Kiely', 'volunteer', '2024-01-08', False, True, 'V4', '2024-01-08'),
 ('V21', 'VOL-055', 'Tadhg Moloney', 'trainee', '2024-03-02', False, None, 'V10', '2024-03-02'),   # Ní Bhriain > Hayes > O'Connor > Ryan > Moloney
 ('V22', 'VOL-057', 'Kateryna Bondarenko', 'trainee', '2024-04-15', False, False, 'V12', '2024-04-15'),
 ('V23', 'VOL-060', 'Conor Hogan', 'trainee', '2024-09-09', True, None, 'V15', '2024-09-09'),
 ('V24', 'VOL-062', 'Róisín Clancy', 'trainee', '2025-01-13', False, None, 'V18', '2025-01-13'),
 ('V25', 'VOL-063', 'Bernadette Keane', 'volunteer', '2025-02-03', False, True, None, None),  # not yet assigned a coordinator: no shift, no drive
]
for v, no, n, lv, j, ld, hc, co, si in vols:
    node(v, 'Volunteer', dict(volunteer_no=no, name=n, level=lv, joined_on=j, licensed_driver=ld, hygiene_cert=hc))
for v, no, n, lv, j, ld, hc, co, si in vols:
    if co: edge(v, 'COORDINATED_BY', co, dict(since=si))
home = {'V1': 'C1', 'V2': 'C1', 'V5': 'C1', 'V6': 'C1', 'V9': 'C1', 'V10': 'C1', 'V11': 'C1', 'V12': 'C1', 'V13': 'C1', 'V14': 'C1',
        'V21': 'C1', 'V22': 'C1', 'V3': 'C2', 'V7': 'C2', 'V15': 'C2', 'V16': 'C2', 'V17': 'C2', 'V23': 'C2',
        'V4': 'C3', 'V8': 'C3', 'V18': 'C3', 'V19': 'C3', 'V20': 'C3', 'V24': 'C3'}
joined = {v: j for v, no, n, lv, j, *_ in vols}
name_of = {v: n for v, no, n, *_ in vols}

# shifts: generated over 2024 and early 2025 at the three staffed centres
stypes = [('sorting', 180), ('packing', 240), ('reception', 120), ('sorting', 150), ('packing', 300), ('stock take', 360)]
shifts = []
for i in range(26):
    c = ['C1', 'C1', 'C1', 'C2', 'C2', 'C3'][i % 6]
    st, dur = R.choice(stypes)
    day = rand_date('2024-01-06', '2025-03-22')
    start = R.choice(['08:00', '09:00', '09:30', '13:00', '14:00', '18:00'])
    shifts.append([day, c, st, dur, start])
shifts.sort()
tasks = {'sorting': ['sorter'], 'packing': ['packer'], 'reception': ['reception', 'sorter'], 'stock take': ['stock counter']}
for i, (day, c, st, dur, start) in enumerate(shifts):
    v = f'S{i + 1}'
    node(v, 'Shift', dict(shift_code=f'SH-{2401 + i}', shift_date=day, start_time=start, duration_min=dur, shift_type=st))
    edge(v, 'HELD_AT', c)
    pool = [x for x, h in home.items() if h == c and joined[x] <= day and x != 'V1']
    crew = R.sample(pool, min(len(pool), R.randint(2, 4)))
    leads = [x for x in crew if x in ('V5', 'V6', 'V7', 'V8', 'V2', 'V3', 'V4')]
    for x in crew:
        task = 'shift lead' if leads and x == leads[0] else R.choice(tasks[st])
        att = R.choice([True, True, True, True, True, False, None])
        edge(x, 'SIGNED_UP_FOR', v, dict(task=task, attended=att))

# vans: (var, reg_plate, model, fuel, refrigerated, payload_kg, last_serviced_on, status, centre, since)
vans = [
 ('W1', '191-L-2207', 'Ford Transit', 'diesel', True, 1100, '2024-11-04', 'in service', 'C1', '2019-03-01'),
 ('W2', '201-L-5519', 'Renault Master', 'diesel', False, 1450, '2024-08-19', 'in service', 'C1', '2020-02-15'),
 ('W3', '232-L-0914', 'Nissan e-NV200', 'electric', False, 700, None, 'in service', 'C1', '2023-05-10'),
 ('W4', '172-CE-3380', 'Iveco Daily', 'diesel', True, 1450, '2024-05-30', 'in service', 'C2', '2017-06-20'),   # ties the Renault's payload
 ('W5', '241-CE-1162', 'Citroën Berlingo', 'electric', False, 650, '2025-01-15', 'in service', 'C2', '2024-01-22'),
 ('W6', '08-T-4471', 'Ford Transit', 'diesel', False, 1000, '2022-09-12', 'off road', 'C3', '2015-11-01'),   # off the road since late 2024
]
for v, rp, m, f, rf, pl, ls, st, c, si in vans:
    node(v, 'Van', dict(reg_plate=rp, model=m, fuel=f, refrigerated=rf, payload_kg=pl, last_serviced_on=ls, status=st))
    edge(v, 'PARKED_AT', c, dict(since=si))

# partner agencies: (var, name, agency_type, town, households_per_week, status, partner_since, halal_needed)
agencies = [
 ('A1', "St. Vincent's Pantry", 'food pantry', 'Limerick', 120, 'active', '2013-04-01', False),
 ('A2', 'Northside Family Resource Centre', 'family resource centre', 'Limerick', 85, 'active', '2015-09-10', True),
 ('A3', 'Bóthar Nua Shelter', 'homeless shelter', 'Limerick', 40, 'active', '2014-01-20', False),
 ('A4', "Our Lady's Breakfast Club", 'school breakfast club', 'Limerick', 60, 'active', '2018-09-01', False),
 ('A5', 'Cois Abhann Soup Kitchen', 'soup kitchen', 'Limerick', 150, 'active', '2012-11-05', False),
 ('A6', 'Safe Harbour Refuge', "women's refuge", 'Ennis', 18, 'active', '2017-03-15', True),
 ('A7', 'Ennis Community Larder', 'food pantry', 'Ennis', 95, 'active', '2016-10-20', False),
 ('A8', 'Kilrush Family Hub', 'family resource centre', 'Kilrush', 45, 'active', '2019-02-01', False),
 ('A9', 'Nenagh Community Larder', 'food pantry', 'Nenagh', 70, 'active', '2019-06-15', False),
 ('A10', "Thomond Tenants' Pantry", 'food pantry', 'Limerick', 55, 'paused', '2020-05-05', True),
 ('A11', 'Scoil Íde Breakfast Club', 'school breakfast club', 'Nenagh', 35, 'active', '2021-09-01', False),
 ('A12', 'Ennistymon Outreach', 'soup kitchen', 'Ennistymon', None, 'paused', '2018-04-12', False),
 ('A13', 'Roscrea Youth Café', 'youth service', 'Roscrea', 25, 'onboarding', '2025-03-01', False),    # no delivery yet
 ('A14', 'Moyross Men\'s Shed', 'community group', 'Limerick', 20, 'active', '2022-06-30', False),
]
for v, n, t, town, hh, st, since, hal in agencies:
    node(v, 'Agency', dict(name=n, agency_type=t, town=town, households_per_week=hh, status=st, partner_since=since, halal_needed=hal))

# deliveries: (ref, scheduled_on, status, centre, agency, weight_kg, distance_km, duration_min, chilled, van, driver, co-driver)
served = {'C1': ['A1', 'A1', 'A2', 'A3', 'A4', 'A5', 'A5', 'A10', 'A14'], 'C2': ['A6', 'A7', 'A7', 'A8', 'A12'], 'C3': ['A9', 'A9', 'A11']}
dist = {'A1': 3.2, 'A2': 5.8, 'A3': 2.1, 'A4': 4.4, 'A5': 1.6, 'A10': 6.0, 'A14': 7.3, 'A6': 2.5, 'A7': 1.2, 'A8': 43.0, 'A12': 38.5,
        'A9': 1.9, 'A11': 2.7}
cvans = {'C1': ['W1', 'W2', 'W3'], 'C2': ['W4', 'W5'], 'C3': ['W6']}
drivers = {'C1': ['V6', 'V9', 'V12', 'V14', 'V2'], 'C2': ['V7', 'V15', 'V17'], 'C3': ['V8', 'V19', 'V4']}
helpers = {'C1': ['V10', 'V11', 'V13', 'V22'], 'C2': ['V16', 'V23'], 'C3': ['V18', 'V20']}
dels = []
for i in range(34):
    c = ['C1', 'C1', 'C2', 'C1', 'C3', 'C2'][i % 6]
    a = R.choice(served[c])
    day = rand_date('2024-01-08', '2025-03-31')
    chilled = R.random() < 0.35
    kg = round(R.uniform(80, 700), 1)
    d = dist[a]
    mins = int(20 + d * 2.2 + R.randint(5, 40))
    dels.append([day, c, a, kg, d, mins, chilled])
dels.sort()
status = {}
for i in range(len(dels)):
    status[i] = 'delivered'
for i in (6, 19, 27): status[i] = 'cancelled'
status[14] = 'failed'
for i in (32, 33): status[i] = 'scheduled'
dels[32][0] = '2025-04-07'; dels[33][0] = '2025-04-10'
for i, (day, c, a, kg, d, mins, chilled) in enumerate(dels):
    v = f'L{i + 1}'
    st = status[i]
    vs = cvans[c]
    if chilled: vs = [x for x in vs if x in ('W1', 'W4')] or vs
    if c == 'C3' and day > '2024-10-31': vs = []   # the Nenagh van went off the road: drivers use their own cars
    van = R.choice(vs) if vs and st != 'cancelled' else None
    drv = R.choice([x for x in drivers[c] if joined[x] <= day]) if st != 'cancelled' else None
    co = R.choice(helpers[c]) if drv and R.random() < 0.4 else None
    if co and joined[co] > day: co = None
    node(v, 'Delivery', dict(delivery_ref=f'DLV-{3001 + i}', scheduled_on=day, status=st, weight_kg=kg if st != 'cancelled' else None,
                            distance_km=d, duration_min=mins if st in ('delivered', 'failed') else None, chilled=chilled))
    edge(v, 'DISPATCHED_FROM', c)
    edge(v, 'BOUND_FOR', a)
    if van: edge(v, 'USED_VAN', van)
    if drv: edge(drv, 'DROVE', v, dict(role='driver'))
    if co: edge(co, 'DROVE', v, dict(role='co-driver'))

# grants: (var, grant_ref, title, funder, amount_eur, awarded_on, ends_on, status, restricted, [(target, allocated_eur, purpose)])
grants = [
 ('G1', 'GR-2019-03', 'Cold Chain Upgrade', 'Pobal Community Fund', 85000.0, '2019-02-14', '2021-12-31', 'closed', True,
  [('C1', 60000.0, 'walk-in freezer'), ('W1', 25000.0, 'refrigerated van')]),
 ('G2', 'GR-2022-11', 'Clare Expansion', 'Clare County Council', 40000.0, '2022-11-30', '2025-06-30', 'active', True,
  [('C2', 30000.0, 'racking and forklift'), ('W5', 10000.0, 'electric van deposit')]),
 ('G3', 'GR-2023-02', 'Green Fleet', 'SEAI Community Energy Grant', 32500.0, '2023-02-20', '2024-12-31', 'closed', True,
  [('W3', 22500.0, 'electric van'), ('W5', 10000.0, 'charging point')]),
 ('G4', 'GR-2023-07', 'Core Operations 2023-25', 'Department of Social Protection', 150000.0, '2023-07-01', '2025-06-30', 'active', False,
  [('C1', 70000.0, 'rent and utilities'), ('C2', 30000.0, 'rent and utilities'), ('C3', 20000.0, 'rent and utilities'), ('C4', 12500.0, 'fit-out')]),
 ('G5', 'GR-2024-01', "Children's Breakfast Fund", 'Mid-West Credit Union Foundation', 12000.0, '2024-01-10', '2024-12-31', 'closed', True,
  [('A4', 6000.0, 'breakfast supplies'), ('A11', 6000.0, 'breakfast supplies')]),
 ('G6', 'GR-2024-05', 'Volunteer Training', 'Limerick City Council', 8000.0, '2024-05-01', '2025-04-30', 'active', True,
  [('C1', 5000.0, 'food hygiene courses'), ('C3', 3000.0, 'food hygiene courses')]),
 ('G7', 'GR-2024-09', 'Winter Hardship Appeal', 'St. Brigid\'s Trust', 12000.0, '2024-09-15', '2025-03-31', 'active', False,
  [('A3', 7000.0, 'hot meals'), ('A5', 5000.0, 'hot meals')]),   # ties the breakfast fund's amount
 ('G8', 'GR-2025-02', 'Nenagh Cold Room', 'Tipperary LEADER Programme', 27000.0, '2025-02-28', None, 'pending', True, []),  # not yet awarded: funds nothing
]
for v, ref, title, funder, amt, aw, end, st, rs, allocs in grants:
    node(v, 'GrantAward', dict(grant_ref=ref, title=title, funder=funder, amount_eur=amt, awarded_on=aw, ends_on=end, status=st, restricted=rs))
    for tgt, al, pu in allocs:
        edge(v, 'FUNDS', tgt, dict(allocated_eur=al, purpose=pu))

print('''// The foodbank example: a regional food-bank network's operations records
// (the Mid-West of Ireland: Limerick, Clare, North Tipperary), written for gql
// by its developers (not taken from anywhere) as the network's operations team
// would model it: a CHECK graph of a new domain (testdata/foodbank/README.md).
// Food donors GAVE donations (channel); a donation was RECEIVED_AT a
// distribution centre and COMPRISES food categories (weight_kg, expires_on);
// volunteers are COORDINATED_BY a coordinator (since, up to four deep),
// SIGNED_UP_FOR shifts (task, attended) HELD_AT a centre, and DROVE deliveries
// (role 'driver'|'co-driver'); a delivery is DISPATCHED_FROM a centre,
// BOUND_FOR a partner agency and USED_VAN a van; vans are PARKED_AT a centre
// (since); grant awards FUND centres, vans and agencies (allocated_eur, purpose).
// Dates are ISO strings 'YYYY-MM-DD'; weights kilograms (_kg), money euros
// (_eur), durations minutes (_min), distances kilometres (_km).
// Edge cases: a donor who has not donated, a category never donated, a centre
// with no shift, van or delivery, a volunteer with no coordinator or shift, an
// agency with no delivery, a pending grant that funds nothing, cancelled
// deliveries with no van or driver, unknown attendance and hygiene
// certificates, ties, the leap day, names with apostrophes and accents.
// Generated deterministically by a small seeded script.
// Regenerate the converted files with
//   go run ./cmd/gql convert examples/foodbank/foodbank.cypher --name foodbank --out examples/foodbank
''')
for c in ['DistributionCentre) REQUIRE (x.name', 'FoodCategory) REQUIRE (x.name', 'FoodDonor) REQUIRE (x.name',
          'Donation) REQUIRE (x.donation_ref', 'Volunteer) REQUIRE (x.volunteer_no', 'Shift) REQUIRE (x.shift_code',
          'Van) REQUIRE (x.reg_plate', 'Agency) REQUIRE (x.name', 'Delivery) REQUIRE (x.delivery_ref',
          'GrantAward) REQUIRE (x.grant_ref']:
    print(f'CREATE CONSTRAINT IF NOT EXISTS FOR (x:{c}) IS UNIQUE;')
print()
print('\n'.join(nodes))
print('CREATE\n' + ',\n'.join(edges) + ';')
