# Generates examples/bank/bank.cypher (deterministic: seeded). Run: python3 examples/bank/gen.py > examples/bank/bank.cypher
# then: go run ./cmd/gql convert examples/bank/bank.cypher --name bank --out examples/bank
import random
R = random.Random(1907)
import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from cyphergen import q, props, nodes, edges, node, edge

# branches: (var, sort_code, name, city, opened, late_opening)
branches = [
 ('B1','20-45-01','Harbourside','Bristol','1998-04-01',True),
 ('B2','20-45-02','Kingsway','London','2004-09-15',True),
 ('B3','20-45-03','Old Market','Bristol','1987-02-02',False),
 ('B4','20-45-04','Castle Street','Cardiff','2012-06-30',False),
 ('B5','20-45-05','Marina','Southampton','2020-03-01',True),
 ('B6','20-45-09','Digital Hub','London','2023-01-01',None),
]
for v,sc,n,c,o,late in branches:
    node(v,'Branch',dict(sort_code=sc,name=n,city=c,opened=o,late_opening=late))

# employees: (var, staff_no, name, role, hired, salary_eur, branch, reports_to)
emps = [
 ('E1','S-1001','Helen Marsh','regional_director','2001-03-12',142000,None,None),
 ('E2','S-1002','Tom Brennan','branch_manager','2008-06-01',88000,'B1','E1'),
 ('E3','S-1003','Priya Shah','branch_manager','2011-09-19',91000,'B2','E1'),
 ('E4','S-1004','Gareth Lloyd','branch_manager','2015-01-05',79000,'B4','E1'),
 ('E5','S-1005','Fiona Clarke','branch_manager','2019-04-23',76000,'B3','E1'),
 ('E6','S-1006','Nadia Haddad','branch_manager','2020-02-17',74000,'B5','E1'),
 ('E7','S-1007',"Aoife O'Connor",'relationship_manager','2013-07-08',64000,'B1','E2'),
 ('E8','S-1008','Marcus Webb','relationship_manager','2016-11-14',61000,'B2','E3'),
 ('E9','S-1009','Chen Wei','relationship_manager','2021-05-04',58000,'B2','E3'),
 ('E10','S-1010','Ravi Patel','advisor','2024-01-15',36000,'B1','E7'),
 ('E11','S-1011','Lucy Grant','teller','2022-08-01',29500,'B1','E2'),
 ('E12','S-1012','Owen Davies','teller','2018-03-26',31000,'B4','E4'),
 ('E13','S-1013','Sofia Romano','loan_officer','2017-10-02',52000,'B3','E5'),
 ('E14','S-1014','Daniel Okafor','loan_officer','2023-03-01',48000,'B5','E6'),
 ('E15','S-1015','Julia Berg','fraud_analyst','2019-09-09',67000,'B6','E1'),
 ('E16','S-1016','Sam Whitaker','fraud_analyst','2024-06-03',None,'B6','E15'),
]
for v,sn,n,role,h,sal,b,boss in emps:
    node(v,'Employee',dict(staff_no=sn,name=n,role=role,hired=h,salary_eur=sal))
    if b: edge(v,'WORKS_AT',b)
    if boss: edge(v,'REPORTS_TO',boss)

# customers: (var, customer_no, full_name, born, segment, risk_rating, kyc_verified, joined, home branch)
names = ['Eleanor Voss','James Okoye','Maria Santos','Peter Lindqvist','Grace Mwangi','Oliver Hart','Yuki Tanaka',
 'Ahmed Rahman','Chloe Dubois','Liam Murphy','Sara Novak','Ben Carter','Fatima Zahra','Hugo Meyer','Isla Campbell',
 'Noah Fischer','Ana Costa','Rhys Evans','Mei Lin','Tariq Aziz','Emma Walsh','Lars Jensen','Zoe Adams','Kwame Mensah',
 'Holly Price','Victor Petrov','Amira Haddad','Callum Reid','Leila Karimi','Jonas Weber','Ruby Shaw','Diego Alvarez',
 'Nina Kowalski','Harbour Fish Ltd','Brightside Bakery Ltd','Kestrel Logistics Ltd']
segs = ['retail']*5 + ['premier']*2 + ['private']
cust = []
home = ['B1','B2','B3','B4','B5']
for i,n in enumerate(names):
    v = f'C{i+1}'
    seg = 'business' if n.endswith('Ltd') else R.choice(segs)
    risk = R.choice(['low','low','low','medium','medium','high'])
    kyc = R.random() < 0.85
    y = R.randint(1950,2004) if seg != 'business' else None
    born = f'{y:04d}-{R.randint(1,12):02d}-{R.randint(1,28):02d}' if y else None
    jy = R.randint(2005,2024)
    joined = f'{jy:04d}-{R.randint(1,12):02d}-{R.randint(1,28):02d}'
    hb = home[i % 5]
    if i == 0: seg, risk, kyc = 'private', 'low', True
    if i == 9: kyc = None        # Liam Murphy: never checked
    if i == 19: risk, kyc = 'high', False   # Tariq Aziz
    if i == 25: risk = 'high'    # Victor Petrov
    if i == 4: joined = '2023-03-01'
    if i == 32: hb = None        # Nina Kowalski: online-only, no home branch
    cust.append((v,n,seg,risk,hb))
    node(v,'Customer',dict(customer_no=f'CU-{20001+i}',full_name=n,born=born,segment=seg,risk_rating=risk,kyc_verified=kyc,joined=joined))
    if hb: edge(v,'BANKS_AT',hb)
# relationship managers advise premier, private and business customers of their branches
rms = {'B1':['E7'],'B2':['E8','E9'],'B3':['E8'],'B4':['E9'],'B5':['E7']}
for v,n,seg,risk,hb in cust:
    if seg in ('premier','private','business') and hb:
        edge(R.choice(rms[hb]),'ADVISES',v)

# accounts
types = ['current','current','current','savings','savings','isa','business']
accs = []
for i in range(44):
    v = f'A{i+1}'
    t = R.choice(types)
    y = R.randint(2008,2024)
    opened = f'{y:04d}-{R.randint(1,12):02d}-{R.randint(1,28):02d}'
    bal = float(round(R.choice([-850,-120,0,310,1250,2480,5600,9999,12000,18750,42000,87500,150000]) * R.choice([1,1,1.07,0.93]),2))
    frozen = R.random() < 0.1
    if i in (40,41,42): t = 'business'
    if i == 3: bal = 10000.0
    if i == 7: bal = 10000.01
    if i == 11: bal, frozen = 0.0, True
    if i == 17: frozen = None
    if i == 22: bal = 250000.0
    if i == 30: bal = 250000.0
    if i == 5: opened = '2024-02-29'
    accs.append((v,t))
    node(v,'Account',dict(account_no=f'ACC-{31000+i*17}',type=t,opened=opened,balance_eur=bal,frozen=frozen))
# holders: each customer a primary account, business customers the business accounts, some joint, one account held by nobody (A44, the suspense account)
hold = []
for i,(v,n,seg,risk,hb) in enumerate(cust):
    if seg == 'business':
        a = {'C34':'A41','C35':'A42','C36':'A43'}[v]
    else:
        a = f'A{i+1}'
    hold.append((v,a,'primary'))
extra = [('C1','A34','primary'),('C1','A35','primary'),('C2','A36','primary'),('C7','A37','primary'),('C20','A38','primary'),
         ('C26','A39','primary'),('C26','A40','primary'),('C3','A2','joint'),('C12','A11','joint'),('C15','A14','joint'),
         ('C27','A26','joint'),('C20','A26','joint')]
hold += extra
for c,a,role in hold:
    edge(c,'HOLDS',a,dict(role=role))

# transfers between accounts: (from, to, amount_eur, date, channel)
chans = ['online','mobile','mobile','branch','swift']
tr = [
 # a ring that returns to where it began, each leg just under 10,000
 ('A20','A26',9900.0,'2024-05-02','online'),('A26','A38',9850.0,'2024-05-03','online'),('A38','A20',9800.0,'2024-05-04','online'),
 ('A39','A40',25000.0,'2024-07-19','swift'),('A40','A26',25000.0,'2024-07-22','swift'),
 ('A1','A34',10000.0,'2023-03-01','branch'),('A34','A35',4500.0,'2023-11-30','online'),
 ('A2','A3',120.0,'2024-01-05','mobile'),('A2','A3',120.0,'2024-02-05','mobile'),('A2','A3',120.0,'2024-03-05','mobile'),
 ('A44','A12',560.0,'2024-08-14','branch'),
]
for i in range(25):
    a = f'A{R.randint(1,43)}'; b = f'A{R.randint(1,43)}'
    if a == b: continue
    amt = float(R.choice([45,80,250,600,1200,3000,7500,15000]) * R.choice([1,1,1.5]))
    y = R.choice([2023,2024]); d = f'{y}-{R.randint(1,12):02d}-{R.randint(1,28):02d}'
    tr.append((a,b,amt,d,R.choice(chans)))
for a,b,amt,d,ch in tr:
    edge(a,'TRANSFERRED',b,dict(amount_eur=amt,date=d,channel=ch))

# merchants: (var, name, mcc_category, country)
merch = [
 ('M1','FreshCo Supermarket','grocery','GB'),('M2','SkyJet Airways','travel','IE'),('M3','VoltMart Electronics','electronics','GB'),
 ('M4','Lucky Seven Casino','gambling','MT'),('M5','Fuelstop','fuel','GB'),("M6","Maggie's Diner",'restaurant','GB'),
 ('M7','CoinVault Exchange','crypto_exchange','CY'),('M8','Le Petit Bistro','restaurant','FR'),('M9','Harbour Books','books','GB'),
 ('M10','GreenLeaf Grocers','grocery','GB'),('M11','Nordic Stays','travel','SE'),('M12','PixelPlay Games','electronics','MT'),
 ('M13','Quayside Parking','parking','GB'),('M14','Orchard Florists','florist','GB'),
]
for v,n,c,co in merch: node(v,'Merchant',dict(name=n,mcc_category=c,country=co))

# cards
cards = []
for i in range(28):
    v = f'K{i+1}'
    kind = 'credit' if R.random() < 0.4 else 'debit'
    lim = R.choice([1500,3000,5000,10000]) if kind == 'credit' else None
    exp = f'{R.randint(2025,2029)}-{R.randint(1,12):02d}'
    cl = R.random() < 0.8
    if i == 4: kind, lim = 'credit', 25000
    if i == 9: kind, lim = 'credit', 25000
    cards.append((v,kind))
    node(v,'Card',dict(card_no=f'CRD-{7001+i}',network=R.choice(['visa','mastercard']),kind=kind,expires=exp,contactless=cl,credit_limit_eur=lim))
    if i != 27: edge(v,'LINKED_TO',f'A{[1,2,3,5,6,7,8,9,10,12,13,14,15,16,19,20,21,22,24,25,26,27,29,30,34,36,38][i]}')
# card payments: (card, merchant, amount_eur, date, entry)
pays = [
 ('K16','M4',480.0,'2024-05-01','online'),('K16','M4',950.0,'2024-05-06','online'),('K16','M7',9999.0,'2024-05-07','online'),
 ('K26','M7',4200.0,'2024-06-11','online'),('K26','M4',300.0,'2024-06-12','online'),
 ('K5','M2',1890.0,'2024-07-02','online'),('K10','M11',1890.0,'2024-08-15','online'),('K1','M6',23.5,'2024-01-03','contactless'),
]
mlist = [m[0] for m in merch if m[0] not in ('M14',)]
for i in range(36):
    k = f'K{R.randint(1,27)}'; m = R.choice(mlist)
    amt = round(R.choice([4.5,12.0,23.5,38.9,64.0,120.0,250.0,799.0]) * R.choice([1,1,2]),2)
    y = R.choice([2023,2024]); d = f'{y}-{R.randint(1,12):02d}-{R.randint(1,28):02d}'
    pays.append((k,m,amt,d,R.choice(['chip','contactless','contactless','online'])))
for k,m,amt,d,e in pays:
    edge(k,'PAID',m,dict(amount_eur=amt,date=d,entry_mode=e))

# loans: (var, loan_ref, product, principal_eur, rate_pct, term_months, status, drawn, borrowers, guarantors [(customer, share_pct)])
loans = [
 ('L1','LN-0501','mortgage',250000.0,4.1,300,'active','2019-06-14',['C1'],[]),
 ('L2','LN-0502','mortgage',185000.0,3.6,240,'active','2021-02-01',['C3','C2'],[]),
 ('L3','LN-0503','personal',12000.0,7.9,60,'active','2023-03-01',['C10'],[('C11',100)]),
 ('L4','LN-0504','car',18500.0,6.2,48,'repaid','2018-09-10',['C4'],[]),
 ('L5','LN-0505','business',90000.0,6.8,84,'in_arrears','2022-11-21',['C34'],[('C8',50),('C9',50)]),
 ('L6','LN-0506','personal',5000.0,9.4,36,'defaulted','2020-05-05',['C20'],[('C26',100)]),
 ('L7','LN-0507','personal',7500.0,9.4,36,'active','2024-04-18',['C26'],[]),
 ('L8','LN-0508','mortgage',320000.0,3.9,360,'active','2024-08-30',['C7'],[]),
 ('L9','LN-0509','car',22000.0,5.5,60,'active','2023-07-07',['C12'],[('C13',100)]),
 ('L10','LN-0510','business',150000.0,6.1,120,'active','2021-10-12',['C35'],[('C1',60),('C14',40)]),
 ('L11','LN-0511','personal',3000.0,8.5,24,'repaid','2022-01-20',['C15'],[]),
 ('L12','LN-0512','car',16000.0,5.9,61,'in_arrears','2024-02-29',['C18'],[('C19',100)]),
 ('L13','LN-0513','mortgage',142500.0,4.4,300,'active','2016-12-01',['C21','C22'],[]),
 ('L14','LN-0514','business',45000.0,7.2,59,'defaulted','2021-06-06',['C36'],[('C20',100)]),
 ('L15','LN-0515','personal',9000.0,8.1,48,'active','2024-11-11',['C24'],[]),
 ('L16','LN-0516','mortgage',210000.0,4.1,300,'repaid','2009-04-01',['C5'],[]),
 ('L17','LN-0517','personal',12000.0,7.4,60,'active','2023-09-15',['C28'],[]),
 ('L18','LN-0518','car',11000.0,6.5,36,'active','2024-01-09',['C30'],[]),
]
officer = {'B1':'E2','B2':'E3','B3':'E13','B4':'E4','B5':'E14'}
for v,ref,p,pr,rate,term,st,drawn,bs,gs in loans:
    node(v,'Loan',dict(loan_ref=ref,product=p,principal_eur=pr,rate_pct=rate,term_months=term,status=st,drawn=drawn))
    for b in bs: edge(b,'BORROWED',v)
    for g,share in gs: edge(g,'GUARANTEES',v,dict(share_pct=share))

print('''// The bank example: a retail bank's customers, accounts, money movements,
// cards, branches, staff and lending, written for gql by its developers (not
// taken from anywhere) as the bank's data team would model it: the TUNING
// graph of a new domain (testdata/bank/README.md).
// Customers HOLD accounts (role 'primary' or 'joint' on the edge) and BANK_AT a
// home branch; accounts TRANSFERRED money to accounts (amount_eur, date,
// channel on the edge; a ring of three transfers that returns to its start);
// cards are LINKED_TO accounts and PAID merchants (amount_eur, date,
// entry_mode); employees WORK_AT branches and REPORT_TO employees (four deep
// under the regional director); relationship managers ADVISE customers;
// customers BORROWED loans and GUARANTEE loans (share_pct).
// Dates are ISO strings 'YYYY-MM-DD' (a card's expiry 'YYYY-MM'); money is
// euros (_eur), rates per cent (_pct), terms months.
// Edge cases: merchants with no relationship at all (Orchard Florists, Harbour Books), an
// account nobody holds (the suspense account), a card linked to no account, a
// customer with no home branch, an employee at no branch, unknown KYC status,
// an unknown frozen flag, an employee with no salary recorded, ties, boundary
// values, the two self-relationships.
// Generated deterministically by a small seeded script.
// Regenerate the converted files with
//   go run ./cmd/gql convert examples/bank/bank.cypher --name bank --out examples/bank
''')
for c in ['Branch) REQUIRE (x.sort_code','Employee) REQUIRE (x.staff_no','Customer) REQUIRE (x.customer_no','Account) REQUIRE (x.account_no',
          'Card) REQUIRE (x.card_no','Merchant) REQUIRE (x.name','Loan) REQUIRE (x.loan_ref']:
    print(f'CREATE CONSTRAINT IF NOT EXISTS FOR (x:{c}) IS UNIQUE;')
print()
print('\n'.join(nodes))
print('CREATE\n' + ',\n'.join(edges) + ';')
