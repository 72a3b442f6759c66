# Generates examples/insure/insure.cypher (deterministic: seeded). Run: python3 examples/insure/gen.py > examples/insure/insure.cypher
# then: go run ./cmd/gql convert examples/insure/insure.cypher --name insure --out examples/insure
import datetime
import random
R = random.Random(2311)
import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from cyphergen import q, props, nodes, edges, node, edge
def day(y0, y1):
    return f'{R.randint(y0, y1):04d}-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}'

CITIES = ['Zurich', 'Bern', 'Basel', 'Geneva', 'Lausanne', 'Lugano', 'Winterthur', 'Lucerne']

# adjusters: (var, staff_id, name, grade, region, supervisor)
adjusters = [
 ('A1', 'ADJ-01', 'Ursula Keller', 'head_of_claims', 'national', None),
 ('A2', 'ADJ-02', 'Marc Dubois', 'senior', 'west', 'A1'),
 ('A3', 'ADJ-03', 'Sabine Frei', 'senior', 'east', 'A1'),
 ('A4', 'ADJ-04', 'Jonas Meier', 'adjuster', 'west', 'A2'),
 ('A5', 'ADJ-05', 'Elena Rossi', 'adjuster', 'south', 'A2'),
 ('A6', 'ADJ-06', "Patrick O'Neill", 'adjuster', 'west', 'A2'),
 ('A7', 'ADJ-07', 'Nadia Benali', 'adjuster', 'east', 'A3'),
 ('A8', 'ADJ-08', 'Thomas Huber', 'adjuster', 'east', 'A3'),
 ('A9', 'ADJ-09', 'Lea Schmid', 'junior', 'west', 'A4'),
 ('A10', 'ADJ-10', 'Kevin Baumann', 'junior', 'west', 'A4'),
 ('A11', 'ADJ-11', 'Mia Graf', 'trainee', 'west', 'A9'),
 ('A12', 'ADJ-12', 'Felix Wyss', 'external', None, None),
]
for v, sid, n, g, reg, sup in adjusters:
    node(v, 'Adjuster', dict(staff_id=sid, name=n, grade=g, region=reg))
    if sup: edge(sup, 'SUPERVISES', v)

# agents: (var, agent_code, name, agency, city)
agents = [
 ('G1', 'AG-301', 'Daniel Frey', 'Frey Versicherungen', 'Zurich'),
 ('G2', 'AG-302', 'Sophie Martin', 'Lac Léman Assurances', 'Geneva'),
 ('G3', 'AG-303', 'Marco Bernasconi', 'Ticino Broker SA', 'Lugano'),
 ('G4', 'AG-304', 'Anna Zimmermann', 'Frey Versicherungen', 'Winterthur'),
 ('G5', 'AG-305', 'Yves Rochat', 'Lac Léman Assurances', 'Lausanne'),
 ('G6', 'AG-306', 'Petra Vogel', 'Aare Finanz', 'Bern'),
 ('G7', 'AG-307', 'Stefan Kunz', 'Aare Finanz', 'Bern'),
 ('G8', 'AG-308', 'Laura Hess', 'Rhein Partner', 'Basel'),
 ('G9', 'AG-309', 'Nico Ammann', 'Rhein Partner', 'Basel'),
 ('G10', 'AG-310', 'Roger Brunner', 'Pilatus Vorsorge', 'Lucerne'),   # joined this month: sold nothing yet
]
for v, code, n, ag, c in agents:
    node(v, 'Agent', dict(agent_code=code, name=n, agency=ag, city=c))

# repair shops: (var, name, city, shop_type, approved_partner)
shops = [
 ('S1', 'Carrosserie Lehmann', 'Zurich', 'body', True),
 ('S2', 'Auto Glass Express', 'Basel', 'glass', True),
 ('S3', "Rossi's Garage", 'Lugano', 'body', False),
 ('S4', 'Bau & Sanierung Kern', 'Bern', 'building', True),
 ('S5', 'Garage du Lac', 'Geneva', 'body', True),
 ('S6', 'Wasserschaden Profi', 'Winterthur', 'building', None),
 ('S7', 'Carglass Lausanne', 'Lausanne', 'glass', True),
 ('S8', 'Garage Alpina', 'Lucerne', 'body', False),   # no repairs at all
]
for v, n, c, t, ap in shops:
    node(v, 'RepairShop', dict(name=n, city=c, shop_type=t, approved_partner=ap))

# policyholders
names = ['Anna Müller', 'Beat Schneider', 'Claudia Weber', 'David Fischer', 'Eva Brunner', 'Fabian Gerber',
 'Gabriela Rossi', 'Hans Steiner', 'Irene Favre', 'Jan Moser', "Luca D'Alessandro", 'Katrin Baumgartner',
 'Lukas Wyss', 'Monika Keller', 'Nicolas Perret', 'Olivia Bianchi', 'Pascal Roth', 'Rahel Suter', 'Samuel Huber',
 'Tanja Meyer', 'Urs Zbinden', 'Vera Lüthi', 'Walter Marti', 'Yasmin Haddad', 'Zoran Petrović', 'Alice Morel',
 'Bruno Gasser', 'Chiara Conti', 'Dominik Frei', 'Elif Yilmaz', 'Florian Hofer', 'Greta Sommer', 'Hugo Blanc',
 'Ines Pereira', 'Jürg Aebi', 'Karin Widmer', 'Leon Kaufmann', 'Mara Giordano', 'Noah Ramseier', 'Paula Egli']
ph = []
for i, n in enumerate(names):
    v = f'H{i+1}'
    born = day(1948, 2003)
    city = CITIES[i % len(CITIES)] if i % 3 else R.choice(CITIES)
    if i == 5: born = '1990-01-01'
    if i == 6: born = '1989-12-31'
    if i == 22: born = None          # Walter Marti: date of birth never captured
    ph.append(v)
    node(v, 'Policyholder', dict(client_no=f'PH-{1001+i}', full_name=n, date_of_birth=born, city=city))

# referrals: who brought whom (a chain four deep: Beat -> Hans -> Olivia -> Vera -> Greta)
for a, b, d in [('H2', 'H8', '2019-05-14'), ('H8', 'H16', '2020-11-02'), ('H16', 'H22', '2022-03-09'),
                ('H22', 'H32', '2024-02-29'), ('H1', 'H11', '2021-06-01'), ('H1', 'H25', '2023-01-20'),
                ('H1', 'H37', '2024-07-07'), ('H14', 'H30', '2023-09-15'), ('H11', 'H40', '2024-04-22')]:
    edge(a, 'REFERRED', b, dict(referred_on=d))

# insured objects
makes = [('Volkswagen', 'Golf'), ('Toyota', 'Corolla'), ('BMW', '320d'), ('Tesla', 'Model 3'), ('Skoda', 'Octavia'),
         ('Audi', 'A4'), ('Volvo', 'XC60'), ('Fiat', '500'), ('Renault', 'Clio')]
vehicles = []
for i in range(18):
    mk, md = makes[i % len(makes)] if i < 9 else R.choice(makes)
    yr = R.randint(2008, 2024)
    if i == 3: yr = 2024
    if i == 12: mk, md, yr = 'Tesla', 'Model Y', 2024
    plate = f'{R.choice(["ZH", "BE", "BS", "GE", "VD", "TI"])} {R.randint(10000, 999999)}'
    val = R.randrange(9000, 78000, 500)
    if mk == 'Fiat': val = 15000
    v = f'V{i+1}'
    vehicles.append(v)
    node(v, 'Vehicle', dict(plate=plate, make=mk, model=md, model_year=yr, sum_insured_chf=val))
streets = ['Bahnhofstrasse', 'Seefeldstrasse', 'Rue du Rhône', 'Via Nassa', 'Kramgasse', 'Avenue de Cour', 'Spalenberg',
           'Haldenstrasse', 'Marktgasse', 'Chemin des Vignes', 'Dorfstrasse', 'Rosenweg', 'Lindenhof', 'Bergstrasse']
props_ = []
for i in range(14):
    sqm = R.randrange(45, 260, 5)
    if i == 2: sqm = 100
    if i == 7: sqm = 101
    if i == 9: sqm = 99
    kind = R.choice(['apartment', 'apartment', 'house', 'chalet'])
    built = R.randint(1890, 2022)
    if i == 5: built = None
    v = f'R{i+1}'
    props_.append(v)
    node(v, 'Building', dict(address=f'{streets[i]} {R.randint(1, 120)}', city=CITIES[i % 8], living_area_sqm=sqm,
                             building_type=kind, year_built=built))

# policies: product mix; each held by one policyholder, an auto policy covers a vehicle, a home policy a property
products = ['auto'] * 18 + ['home'] * 14 + ['travel'] * 9 + ['life'] * 9
R.shuffle(products)
holders = ph[:34] + ['H1', 'H1', 'H5', 'H11', 'H11', 'H11', 'H20', 'H27', 'H33', 'H2', 'H14', 'H9', 'H18', 'H3', 'H35', 'H8']
# H35..H40 minus the ones above hold nothing: referred prospects who never bought
pols = []
vi = ri = 0
for i, prod in enumerate(products):
    v = f'P{i+1}'
    start = day(2015, 2024)
    y = int(start[:4])
    if prod == 'life':
        end = None
    elif prod == 'travel':
        end = str(datetime.date.fromisoformat(start) + datetime.timedelta(days=R.choice([7, 14, 21, 30, 365])))
    elif R.random() < 0.2 and y < 2024:
        end = f'{R.randint(y + 1, 2024)}-{start[5:7]}-{start[8:]}'   # cancelled, not renewed
    else:
        end = f'{R.choice([2025, 2026])}-{start[5:7]}-{start[8:]}'   # the term running on the snapshot date
    premium = {'auto': R.randrange(600, 2400, 10), 'home': R.randrange(250, 1200, 10),
               'travel': R.randrange(80, 300, 5), 'life': R.randrange(1200, 6000, 50)}[prod]
    ded = {'auto': R.choice([300, 500, 1000, 1500]), 'home': R.choice([200, 500, 1000]), 'travel': R.choice([0, 100, 200]),
           'life': None}[prod]
    active = end is None or end >= '2025-12-31'   # the snapshot was taken on 2025-12-31
    pols.append((v, prod, start, end))
    pn = f'POL-{70100 + i * 7}'
    d = dict(policy_no=pn, product=prod, inception=start, expiry=end, annual_premium_chf=premium,
             deductible_chf=ded, in_force=active)
    node(v, 'Policy', d)
    edge(holders[i], 'HOLDS', v)
    if prod == 'auto' and vi < len(vehicles):
        edge(v, 'COVERS', vehicles[vi]); vi += 1
    if prod == 'home' and ri < len(props_):
        edge(v, 'COVERS', props_[ri]); ri += 1
    # sold by an agent unless bought online (every 8th)
    if i % 8 != 5:
        g = f'G{1 + (i * 3 + R.randint(0, 2)) % 9}'
        pct = {'auto': 8.0, 'home': 10.0, 'travel': 15.0, 'life': 4.5}[prod] + R.choice([0, 0, 0.5, 1.0, -0.5])
        edge(g, 'SOLD', v, dict(commission_pct=pct, sold_on=start))

# claims
perils = {'auto': ['collision', 'collision', 'glass', 'theft', 'hail'], 'home': ['water', 'water', 'fire', 'theft', 'storm'],
          'travel': ['baggage', 'cancellation', 'medical'], 'life': ['death']}
claimable = [p for p in pols if p[1] != 'life']
def between(a, b):
    a, b = datetime.date.fromisoformat(a), datetime.date.fromisoformat(b)
    return str(a + datetime.timedelta(days=R.randint(0, (b - a).days)))
claims = []
for i in range(40):
    v = f'C{i+1}'
    pv, prod, start, end = claimable[(i * 7 + R.randint(0, 3)) % len(claimable)]
    if i == 39: pv, prod, start, end = next(p for p in pols if p[1] == 'life')
    peril = R.choice(perils[prod])
    filed = between(start, min(end or '2025-12-31', '2025-12-31'))   # claims fall in the policy's term
    amt = {'auto': R.randrange(800, 24000, 50), 'home': R.randrange(500, 60000, 100),
           'travel': R.randrange(150, 6000, 10), 'life': 250000}[prod]
    status = R.choice(['open', 'approved', 'rejected', 'paid', 'paid', 'paid'])
    fraud = R.random() < 0.15
    if i in (4, 17, 26, 33): fraud = None      # not screened yet
    if i == 8: amt = 10000
    if i == 9: amt = 10001
    if i == 10: amt, filed = 9999, '2024-01-01'
    if i == 21: filed = '2023-12-31'
    if i == 14: amt = 58400
    if i in (12, 27):   # filed three weeks after the cover ended
        filed, fraud = str(datetime.date.fromisoformat(end) + datetime.timedelta(days=21)), True
    if i == 30: amt = 58400
    claims.append((v, pv, prod, peril, status))
    node(v, 'Claim', dict(claim_no=f'CLM-{filed[:4]}-{300 + i * 3:04d}', filed_on=filed, amount_claimed_chf=amt,
                          peril=peril, status=status, fraud_flag=fraud))
    edge(v, 'FILED_UNDER', pv)
    # lead adjuster (two brand-new claims not yet assigned), sometimes a supporting one
    if i not in (36, 38):
        lead = f'A{[2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 4, 7][(i * 5 + R.randint(0, 4)) % 13]}'
        edge(v, 'ASSIGNED_TO', lead, dict(role='lead', assigned_on=filed))
        if i % 6 == 1:
            sup = 'A1' if i % 12 == 1 else 'A3'
            if sup != lead: edge(v, 'ASSIGNED_TO', sup, dict(role='support', assigned_on=filed))
    # repairs
    if status in ('approved', 'paid') and peril in ('collision', 'glass', 'hail', 'water', 'fire', 'storm'):
        pool = {'collision': ['S1', 'S3', 'S5'], 'hail': ['S1', 'S5', 'S3'], 'glass': ['S2', 'S7'],
                'water': ['S4', 'S6'], 'fire': ['S4'], 'storm': ['S4', 'S6']}[peril]
        s = R.choice(pool)
        cost = round(min(amt, amt * R.uniform(0.55, 1.0)) / 10) * 10
        edge(s, 'REPAIRED', v, dict(cost_chf=cost, days=R.randint(1, 30)))

print('''// The insure example: a Swiss insurer's policyholders, policies, insured
// objects, claims, adjusters, agents and repair shops, written for gql by its
// developers (not taken from anywhere) as the insurer's data team would model
// it: the TUNING graph of a new domain (testdata/insure/README.md).
// Policyholders HOLD policies (product 'home'|'auto'|'travel'|'life'); a policy
// COVERS a vehicle or a building; claims are FILED_UNDER a policy and
// ASSIGNED_TO adjusters (role 'lead'|'support', assigned_on on the edge);
// adjusters SUPERVISE adjusters (five deep under the head of claims); agents
// SOLD policies (commission_pct, sold_on); repair shops REPAIRED claims
// (cost_chf, days); a policyholder REFERRED another (referred_on, a chain four
// deep).
// Dates are ISO strings 'YYYY-MM-DD'; money is Swiss francs (_chf), areas
// square metres (_sqm), commissions per cent (_pct).
// Edge cases: an agent and a repair shop with no relationship at all, policyholders
// with no policy, policies sold by no agent, claims assigned to nobody, an adjuster
// with no supervisor, a missing date of birth, an unknown fraud flag, a shop with
// no partner flag, life policies with no expiry and no deductible, ties, boundary
// values, names with an apostrophe.
// Generated deterministically by a small seeded script.
// Regenerate the converted files with
//   gql convert examples/insure/insure.cypher --name insure --out examples/insure
''')
for c in ['Policyholder) REQUIRE (x.client_no', 'Policy) REQUIRE (x.policy_no', 'Vehicle) REQUIRE (x.plate',
          'Building) REQUIRE (x.address', 'Claim) REQUIRE (x.claim_no', 'Adjuster) REQUIRE (x.staff_id',
          'Agent) REQUIRE (x.agent_code', 'RepairShop) REQUIRE (x.name']:
    print(f'CREATE CONSTRAINT IF NOT EXISTS FOR (x:{c}) IS UNIQUE;')
print()
print('\n'.join(nodes))
print('CREATE\n' + ',\n'.join(edges) + ';')
