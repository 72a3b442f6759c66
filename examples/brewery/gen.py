# Generates examples/brewery/brewery.cypher (deterministic: seeded). Run: python3 examples/brewery/gen.py > examples/brewery/brewery.cypher
# then: go run ./cmd/gql convert examples/brewery/brewery.cypher --name brewery --out examples/brewery
import random
R = random.Random(4417)
import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from cyphergen import q, props, nodes, edges, node, edge

# recipes: (var, name, style, target_abv, ibu, created_on, status, vegan, parent, change)
recipes = [
 ('RC1','Harbour Pale Ale','pale ale',5.2,38,'2019-03-01','core',True,None,None),
 ('RC2','Harbour IPA','IPA',6.5,60,'2020-02-10','core',True,'RC1','more late hops, higher gravity'),
 ('RC3','Harbour Double IPA','double IPA',8.4,85,'2021-05-20','limited',True,'RC2','doubled the grist and dry hop'),
 ('RC4','Harbour Triple IPA','triple IPA',10.5,95,'2023-09-15','limited',True,'RC3','extra dextrose, triple dry hop'),  # Pale Ale > IPA > DIPA > TIPA
 ('RC5','Hazy Harbour','New England IPA',6.2,35,'2022-04-01','core',True,'RC2','oats and a juicy yeast'),
 ('RC6','Harbour Session','session pale ale',3.9,30,'2022-06-15','core',None,'RC1','lower gravity'),            # vegan not recorded
 ('RC7','Dunmore Stout','dry stout',4.6,40,'2019-03-01','core',True,None,None),                                    # created the same day as the pale ale
 ('RC8','Dunmore Oyster Stout','oyster stout',5.0,38,'2021-10-01','limited',False,'RC7','oysters in the boil'),
 ('RC9','Barrel-Aged Dunmore','imperial stout',11.2,65,'2022-11-20','limited',False,'RC7','aged in whiskey barrels, lactose'),
 ('RC10','Salt Road Gose','gose',4.2,8,'2020-06-01','seasonal',True,None,None),
 ('RC11','Salt Road Raspberry Gose','fruited gose',4.5,8,'2023-05-05','seasonal',True,'RC10','raspberry puree after fermentation'),
 ('RC12','Old Mill Red','red ale',5.0,28,'2019-09-09','core',True,None,None),
 ('RC13','Lighthouse Lager','helles',4.8,20,'2020-01-15','core',True,None,None),
 ('RC14','Strandkölsch','kölsch',4.9,24,'2021-04-20','seasonal',True,None,None),
 ('RC15','Winter Warmer','old ale',7.5,45,'2019-10-01','retired',True,None,None),                 # retired: no batch in the records
 ('RC16','Farmhouse Saison','saison',6.0,30,'2024-08-01','pilot',None,'RC13','saison yeast on the lager grist'),  # pilot: never brewed
]
for v,n,st,abv,ibu,c,s,vg,p,ch in recipes:
    node(v,'Recipe',dict(name=n,style=st,target_abv=abv,ibu=ibu,created_on=c,status=s,vegan=vg))
for v,n,st,abv,ibu,c,s,vg,p,ch in recipes:
    if p: edge(v,'VARIANT_OF',p,dict(change=ch))
rc = {n:v for v,n,*_ in recipes}

# ingredients: (var, name, kind, organic, alpha_acid_pct)
ingredients = [
 ('I1','Maris Otter','malt',False,None),
 ('I2','Pilsner Malt','malt',True,None),
 ('I3','Munich Malt','malt',False,None),
 ('I4','Crystal 60','malt',False,None),
 ('I5','Roasted Barley','malt',False,None),
 ('I6','Chocolate Malt','malt',None,None),
 ('I7','Flaked Oats','malt',True,None),
 ('I8','Wheat Malt','malt',True,None),
 ('I9','Citra','hop',False,12.5),
 ('I10','Mosaic','hop',False,12.0),
 ('I11','Simcoe','hop',False,13.0),
 ('I12','East Kent Goldings','hop',True,5.5),
 ('I13','Saaz','hop',True,3.5),
 ('I14','Hallertauer Mittelfrüh','hop',True,4.0),
 ('I15','Fuggle','hop',False,4.5),
 ('I16','Galaxy','hop',False,14.5),
 ('I17','Nelson Sauvin','hop',None,12.0),
 ('I18','California Ale Yeast','yeast',False,None),
 ('I19','Irish Ale Yeast','yeast',False,None),
 ('I20','Kölsch Yeast','yeast',False,None),
 ('I21','Lager Yeast W-34/70','yeast',False,None),
 ('I22','Saison Yeast','yeast',True,None),
 ('I23','Lactobacillus','yeast',False,None),
 ('I24','Sea Salt','adjunct',True,None),
 ('I25','Coriander Seed','adjunct',True,None),
 ('I26','Raspberry Purée','adjunct',True,None),
 ('I27','Rock Oysters','adjunct',False,None),
 ('I28','Lactose','adjunct',False,None),
 ('I29','Dextrose','adjunct',False,None),
 ('I30','Vanilla Pods','adjunct',True,None),   # bought for a trial, in no recipe
]
for v,n,k,o,aa in ingredients:
    node(v,'Ingredient',dict(name=n,kind=k,organic=o,alpha_acid_pct=aa))
ig = {n:v for v,n,*_ in ingredients}

# what each recipe calls for, per 1000 litres: (recipe, ingredient, amount_kg, stage)
calls = {
 'Harbour Pale Ale': [('Maris Otter',210,'mash'),('Crystal 60',12,'mash'),('Citra',1.5,'boil'),('East Kent Goldings',2.0,'boil'),('California Ale Yeast',0.5,'fermentation')],
 'Harbour IPA': [('Maris Otter',250,'mash'),('Crystal 60',10,'mash'),('Citra',3.0,'whirlpool'),('Simcoe',2.5,'dry hop'),('California Ale Yeast',0.5,'fermentation')],
 'Harbour Double IPA': [('Maris Otter',320,'mash'),('Dextrose',15,'boil'),('Citra',4.0,'whirlpool'),('Simcoe',4.0,'dry hop'),('Mosaic',4.0,'dry hop'),('California Ale Yeast',0.8,'fermentation')],
 'Harbour Triple IPA': [('Maris Otter',380,'mash'),('Dextrose',30,'boil'),('Citra',6.0,'dry hop'),('Mosaic',6.0,'dry hop'),('Galaxy',5.0,'dry hop'),('California Ale Yeast',1.0,'fermentation')],
 'Hazy Harbour': [('Pilsner Malt',180,'mash'),('Flaked Oats',50,'mash'),('Wheat Malt',30,'mash'),('Citra',4.0,'dry hop'),('Galaxy',3.0,'dry hop'),('Nelson Sauvin',2.0,'dry hop'),('California Ale Yeast',0.6,'fermentation')],
 'Harbour Session': [('Maris Otter',150,'mash'),('Flaked Oats',15,'mash'),('Citra',2.0,'dry hop'),('California Ale Yeast',0.4,'fermentation')],
 'Dunmore Stout': [('Maris Otter',190,'mash'),('Roasted Barley',25,'mash'),('Flaked Oats',20,'mash'),('East Kent Goldings',2.5,'boil'),('Irish Ale Yeast',0.5,'fermentation')],
 'Dunmore Oyster Stout': [('Maris Otter',200,'mash'),('Roasted Barley',25,'mash'),('Rock Oysters',12,'boil'),('Fuggle',2.0,'boil'),('Irish Ale Yeast',0.5,'fermentation')],
 'Barrel-Aged Dunmore': [('Maris Otter',400,'mash'),('Roasted Barley',40,'mash'),('Chocolate Malt',30,'mash'),('Lactose',20,'boil'),('Fuggle',4.0,'boil'),('Irish Ale Yeast',1.0,'fermentation')],
 'Salt Road Gose': [('Pilsner Malt',120,'mash'),('Wheat Malt',90,'mash'),('Sea Salt',1.2,'boil'),('Coriander Seed',0.8,'boil'),('Lactobacillus',0.3,'fermentation'),('Kölsch Yeast',0.4,'fermentation')],
 'Salt Road Raspberry Gose': [('Pilsner Malt',120,'mash'),('Wheat Malt',90,'mash'),('Sea Salt',1.2,'boil'),('Raspberry Purée',60,'fermentation'),('Lactobacillus',0.3,'fermentation'),('Kölsch Yeast',0.4,'fermentation')],
 'Old Mill Red': [('Maris Otter',190,'mash'),('Crystal 60',25,'mash'),('Roasted Barley',5,'mash'),('Fuggle',2.5,'boil'),('Irish Ale Yeast',0.5,'fermentation')],
 'Lighthouse Lager': [('Pilsner Malt',200,'mash'),('Munich Malt',20,'mash'),('Hallertauer Mittelfrüh',2.5,'boil'),('Saaz',1.5,'whirlpool'),('Lager Yeast W-34/70',1.0,'fermentation')],
 'Strandkölsch': [('Pilsner Malt',190,'mash'),('Wheat Malt',20,'mash'),('Hallertauer Mittelfrüh',2.0,'boil'),('Kölsch Yeast',0.6,'fermentation')],
 'Winter Warmer': [('Maris Otter',300,'mash'),('Crystal 60',30,'mash'),('Chocolate Malt',10,'mash'),('Fuggle',3.0,'boil'),('Irish Ale Yeast',0.7,'fermentation')],
 'Farmhouse Saison': [('Pilsner Malt',200,'mash'),('Munich Malt',20,'mash'),('Saaz',2.0,'boil'),('Saison Yeast',0.6,'fermentation')],
}
for r,items in calls.items():
    for i,kg,stg in items:
        edge(rc[r],'CALLS_FOR',ig[i],dict(amount_kg=float(kg),stage=stg))

# suppliers: (var, name, country, city, organic_certified)
suppliers = [
 ('SU1','Crisp Malting','United Kingdom','Great Ryburgh',False),
 ('SU2','Weyermann','Germany','Bamberg',True),
 ('SU3','BarthHaas','Germany','Nuremberg',True),
 ('SU4','Yakima Chief Hops','United States','Yakima',False),
 ('SU5','Lallemand','Canada','Montreal',False),
 ('SU6','Fermentis','France','Marcq-en-Barœul',None),
 ('SU7','Achill Island Sea Salt','Ireland','Achill',True),
 ('SU8',"Kelly's Oysters",'Ireland','Kilcolgan',False),
 ('SU9','Hop Revolution','New Zealand','Motueka',False),
 ('SU10','Les Vergers de Ménard','France','Angers',True),
 ('SU11','Brouwland','Belgium','Beverlo',False),      # on the approved list, supplies nothing yet
]
for v,n,c,ci,oc in suppliers:
    node(v,'Supplier',dict(name=n,country=c,city=ci,organic_certified=oc))
su = {n:v for v,n,*_ in suppliers}
# supplies: (supplier, ingredient, price_per_kg_eur, since, preferred)
supplies = [
 ('Crisp Malting','Maris Otter',1.15,'2019-01-10',True),
 ('Crisp Malting','Crystal 60',1.40,'2019-01-10',True),
 ('Crisp Malting','Roasted Barley',1.55,'2019-01-10',True),
 ('Crisp Malting','Chocolate Malt',1.70,'2020-03-01',False),
 ('Crisp Malting','Flaked Oats',1.05,'2021-02-01',False),
 ('Weyermann','Pilsner Malt',1.10,'2019-01-10',True),
 ('Weyermann','Munich Malt',1.25,'2019-01-10',True),
 ('Weyermann','Wheat Malt',1.20,'2019-01-10',True),
 ('Weyermann','Chocolate Malt',1.85,'2022-05-01',True),
 ('Weyermann','Maris Otter',1.30,'2023-02-01',False),        # a second source of the base malt
 ('Weyermann','Flaked Oats',1.05,'2022-05-01',True),          # ties Crisp's oats
 ('BarthHaas','Hallertauer Mittelfrüh',22.50,'2019-01-10',True),
 ('BarthHaas','Saaz',24.00,'2019-01-10',True),
 ('BarthHaas','East Kent Goldings',19.50,'2019-06-01',True),
 ('BarthHaas','Fuggle',17.80,'2019-06-01',True),
 ('BarthHaas','Citra',31.00,'2024-01-15',False),
 ('Yakima Chief Hops','Citra',28.50,'2019-03-01',True),
 ('Yakima Chief Hops','Mosaic',29.00,'2019-03-01',True),
 ('Yakima Chief Hops','Simcoe',27.00,'2020-02-01',True),
 ('Hop Revolution','Galaxy',34.00,'2022-03-01',True),
 ('Hop Revolution','Nelson Sauvin',36.50,'2022-03-01',True),
 ('Lallemand','California Ale Yeast',95.00,'2019-01-10',False),
 ('Lallemand','Irish Ale Yeast',110.00,'2019-01-10',True),
 ('Lallemand','Kölsch Yeast',120.00,'2021-03-01',True),
 ('Lallemand','Lactobacillus',160.00,'2020-05-01',True),
 ('Fermentis','California Ale Yeast',89.00,'2019-01-10',True),
 ('Fermentis','Lager Yeast W-34/70',105.00,'2019-11-01',True),
 ('Fermentis','Saison Yeast',115.00,'2024-07-01',True),
 ('Achill Island Sea Salt','Sea Salt',9.50,'2020-05-01',True),
 ("Kelly's Oysters",'Rock Oysters',14.00,'2021-09-15',True),
 ('Les Vergers de Ménard','Raspberry Purée',6.80,'2023-04-01',True),
 ('Les Vergers de Ménard','Coriander Seed',12.00,'2020-05-01',False),
 ('Weyermann','Lactose',3.20,'2022-10-01',True),
 ('Weyermann','Dextrose',1.90,'2021-05-01',True),
 ('Les Vergers de Ménard','Vanilla Pods',480.00,'2024-10-01',True),
]
for s,i,p,si,pref in supplies:
    edge(su[s],'SUPPLIES',ig[i],dict(price_per_kg_eur=p,since=si,preferred=pref))

# tanks: (var, tank_code, kind, capacity_l, status, installed_on, glycol_jacket)
tanks = [
 ('T1','FV-01','fermenter',1000,'in use','2019-02-01',True),
 ('T2','FV-02','fermenter',1000,'in use','2019-02-01',True),
 ('T3','FV-03','fermenter',2000,'in use','2020-11-15',True),
 ('T4','FV-04','fermenter',2000,'idle','2020-11-15',True),
 ('T5','FV-05','fermenter',3000,'in use','2022-08-30',True),
 ('T6','FV-06','fermenter',500,'idle','2021-03-01',False),     # the pilot fermenter
 ('T7','FV-07','fermenter',3000,'out of service','2024-10-20',None),  # not commissioned yet: never held a batch
 ('T8','BT-01','brite tank',2000,'in use','2019-02-01',True),
 ('T9','BT-02','brite tank',2000,'idle','2020-11-15',True),
 ('T10','BT-03','brite tank',3000,'in use','2022-08-30',True),
]
for v,c,k,cap,st,ins,gj in tanks:
    node(v,'Tank',dict(tank_code=c,kind=k,capacity_l=cap,status=st,installed_on=ins,glycol_jacket=gj))
tk = {c:v for v,c,*_ in tanks}

# brewers: (var, name, role, hired_on, diploma, reports_to, since)
brewers = [
 ('BR1','Siobhán Kearney','head brewer','2017-02-01','IBD Diploma',None,None),
 ('BR2','Tomás Ryan','senior brewer','2018-05-14','IBD Diploma','BR1','2018-05-14'),
 ('BR3',"Eoin O'Driscoll",'cellar manager','2018-11-05','IBD General Certificate','BR1','2019-01-01'),
 ('BR4','Aoife Brennan','brewer','2020-03-02','IBD General Certificate','BR2','2020-03-02'),
 ('BR5','Kasia Nowak','brewer','2021-09-13',None,'BR2','2021-09-13'),
 ('BR6','Mateo García','cellar hand','2022-04-04',None,'BR3','2022-04-04'),
 ('BR7','Liam Walsh','assistant brewer','2023-06-19',None,'BR4','2023-06-19'),
 ('BR8','Chloé Martin','assistant brewer','2024-01-08','IBD General Certificate','BR4','2024-01-08'),  # Kearney > Ryan > Brennan > Martin
 ('BR9','Ben Hughes','cellar hand','2024-09-02',None,'BR6','2024-09-02'),
 ('BR10','Greta Lindqvist','lab technician','2021-09-13','IBD General Certificate','BR1','2021-09-13'),  # hired the same day as Kasia Nowak
]
for v,n,r,h,d,rt,si in brewers:
    node(v,'Brewer',dict(name=n,role=r,hired_on=h,diploma=d))
for v,n,r,h,d,rt,si in brewers:
    if rt: edge(v,'REPORTS_TO',rt,dict(since=si))
bw = {n.split()[0]:v for v,n,*_ in brewers}

# batches: (batch_no, recipe, brewed_on, volume_l, og, abv, status, packaged_on, fermenter, brite tank)
batches = [
 ('23-001','Harbour Pale Ale','2023-01-09',1000,1.050,5.3,'packaged','2023-01-30','FV-01','BT-01'),
 ('23-002','Dunmore Stout','2023-01-16',2000,1.046,4.6,'packaged','2023-02-06','FV-03','BT-02'),
 ('23-003','Lighthouse Lager','2023-02-06',2000,1.048,4.9,'packaged','2023-03-20','FV-04','BT-01'),
 ('23-004','Harbour IPA','2023-02-20',1000,1.062,6.6,'packaged','2023-03-10','FV-02','BT-02'),
 ('23-005','Old Mill Red','2023-03-13',950,1.051,5.0,'packaged','2023-04-03','FV-01','BT-01'),
 ('23-006','Hazy Harbour','2023-04-03',1000,1.058,6.1,'packaged','2023-04-20','FV-02',None),
 ('23-007','Salt Road Gose','2023-04-24',2000,1.040,4.1,'packaged','2023-05-22','FV-03','BT-02'),
 ('23-008','Harbour Session','2023-05-15',2000,1.038,3.9,'packaged','2023-06-01','FV-04','BT-01'),
 ('23-009','Salt Road Raspberry Gose','2023-06-05',1000,1.042,4.4,'dumped',None,'FV-01',None),   # infected: poured away
 ('23-010','Strandkölsch','2023-06-12',2000,1.047,4.9,'packaged','2023-07-17','FV-03','BT-02'),
 ('23-011','Harbour Pale Ale','2023-07-03',2000,1.050,5.2,'packaged','2023-07-24','FV-04','BT-01'),
 ('23-012','Dunmore Oyster Stout','2023-08-07',1000,1.052,5.0,'packaged','2023-08-28','FV-02','BT-02'),
 ('23-013','Harbour IPA','2023-09-04',3000,1.063,6.5,'packaged','2023-09-25','FV-05','BT-03'),
 ('23-014','Harbour Triple IPA','2023-10-02',500,1.092,10.6,'packaged','2023-11-06','FV-06',None),
 ('23-015','Barrel-Aged Dunmore','2023-10-16',1000,1.105,11.4,'packaged','2024-03-18','FV-01',None),  # five months in barrels
 ('23-016','Lighthouse Lager','2023-11-06',3000,1.048,4.8,'packaged','2023-12-18','FV-05','BT-03'),
 ('23-017','Dunmore Stout','2023-11-20',2000,1.045,4.5,'packaged','2023-12-11','FV-03','BT-02'),
 ('23-018','Harbour Double IPA','2023-12-04',1000,1.075,8.5,'packaged','2023-12-27','FV-02','BT-01'),
 ('24-001','Harbour Pale Ale','2024-01-08',3000,1.050,5.2,'packaged','2024-01-29','FV-05','BT-03'),
 ('24-002','Old Mill Red','2024-01-22',1000,1.052,5.1,'packaged','2024-02-12','FV-01','BT-01'),
 ('24-003','Hazy Harbour','2024-02-05',2000,1.058,6.3,'packaged','2024-02-22','FV-03',None),
 ('24-004','Dunmore Stout','2024-02-26',2000,1.046,4.6,'packaged','2024-03-18','FV-04','BT-02'),
 ('24-005','Harbour IPA','2024-03-04',3000,1.062,6.4,'packaged','2024-03-25','FV-05','BT-03'),
 ('24-006','Salt Road Raspberry Gose','2024-03-25',1000,1.042,4.5,'packaged','2024-04-22','FV-02','BT-01'),
 ('24-007','Lighthouse Lager','2024-04-08',2000,1.047,4.8,'packaged','2024-05-20','FV-03','BT-02'),
 ('24-008','Strandkölsch','2024-05-06',2000,1.046,4.8,'packaged','2024-06-10','FV-04','BT-01'),
 ('24-009','Salt Road Gose','2024-05-20',1000,1.040,4.2,'packaged','2024-06-17','FV-01','BT-02'),
 ('24-010','Harbour Session','2024-06-03',3000,1.037,3.8,'packaged','2024-06-20','FV-05','BT-03'),
 ('24-011','Harbour Double IPA','2024-06-17',1000,1.076,8.3,'dumped',None,'FV-02',None),          # diacetyl: poured away
 ('24-012','Hazy Harbour','2024-07-08',2000,1.059,6.2,'packaged','2024-07-25','FV-03','BT-02'),
 ('24-013','Harbour Pale Ale','2024-07-22',3000,1.051,5.3,'packaged','2024-08-12','FV-05','BT-03'),
 ('24-014','Dunmore Oyster Stout','2024-08-12',1000,1.051,5.0,'packaged','2024-09-02','FV-01','BT-01'),
 ('24-015','Old Mill Red','2024-09-02',2000,1.050,4.9,'packaged','2024-09-23','FV-04','BT-02'),
 ('24-016','Harbour IPA','2024-09-16',3000,1.062,6.5,'packaged','2024-10-07','FV-05','BT-03'),
 ('24-017','Barrel-Aged Dunmore','2024-10-07',1000,1.104,11.1,'conditioning',None,'FV-01',None),
 ('24-018','Lighthouse Lager','2024-10-21',2000,1.048,4.8,'conditioning',None,'FV-03','BT-01'),
 ('24-019','Dunmore Stout','2024-11-04',2000,1.046,None,'fermenting',None,'FV-04',None),          # still fermenting: no final ABV yet
 ('24-020','Hazy Harbour','2024-11-11',3000,1.058,None,'fermenting',None,'FV-05',None),
 ('24-021','Harbour Session','2024-11-18',480,1.038,None,'fermenting',None,'FV-06',None),          # a pilot run on the small fermenter
 ('24-022','Harbour Pale Ale','2024-11-18',1000,1.050,None,'fermenting',None,'FV-02',None),        # the same brew day as 24-021
]
def days_after(d, n):
    import datetime
    return (datetime.date.fromisoformat(d) + datetime.timedelta(days=n)).isoformat()
bv = {}
for i,(no,r,d,vol,og,abv,st,pk,fv,bt) in enumerate(batches):
    v = f'BA{i+1}'; bv[no] = v
    node(v,'Batch',dict(batch_no=no,brewed_on=d,volume_l=vol,og=og,abv=abv,status=st,packaged_on=pk))
    edge(v,'BREWED_FROM',rc[r])
    # fermenter: filled on brew day, emptied when it moves to the brite tank or is packaged
    if pk and bt:
        move = days_after(pk, -R.randint(5,8))
        edge(v,'HELD_IN',tk[fv],dict(stage='fermentation',filled_on=d,emptied_on=move))
        edge(v,'HELD_IN',tk[bt],dict(stage='conditioning',filled_on=move,emptied_on=pk))
    elif pk:
        edge(v,'HELD_IN',tk[fv],dict(stage='fermentation',filled_on=d,emptied_on=pk))
    elif st == 'dumped':
        edge(v,'HELD_IN',tk[fv],dict(stage='fermentation',filled_on=d,emptied_on=days_after(d, 9)))
    elif bt:
        move = days_after(d, 14)
        edge(v,'HELD_IN',tk[fv],dict(stage='fermentation',filled_on=d,emptied_on=move))
        edge(v,'HELD_IN',tk[bt],dict(stage='conditioning',filled_on=move))   # still in the brite tank
    else:
        edge(v,'HELD_IN',tk[fv],dict(stage='fermentation',filled_on=d))      # still in the fermenter

# shifts: brew days are the batches' brew days (one shift can brew two batches), plus
# cleaning and packaging shifts with no batch. (var, shift_code, shift_date, kind, task, length_min)
shift_days = sorted(set(b[2] for b in batches))
shifts = []
for d in shift_days:
    shifts.append((f'SH{len(shifts)+1}', 'S-' + d.replace('-','')[2:], d, 'early', 'brew day', 600 if d in ('2023-10-16','2024-10-07','2023-10-02') else 480))
extra = [('2023-03-27','late','cleaning',360),('2023-09-18','late','packaging',480),('2024-04-15','night','cleaning',420),
         ('2024-08-26','late','packaging',480),('2024-11-25','early','cleaning',360)]
for d,k,t,m in extra:
    shifts.append((f'SH{len(shifts)+1}', 'S-' + d.replace('-','')[2:], d, k, t, m))
for v,c,d,k,t,m in shifts:
    node(v,'Shift',dict(shift_code=c,shift_date=d,kind=k,task=t,length_min=m))
sh = {d:v for v,c,d,*_ in shifts}
for no,r,d,*_ in batches:
    edge(bv[no],'BREWED_DURING',sh[d])

# who worked each shift: the lead and the crew, by date (who was on the books then)
def on_books(n, d):
    return dict((b[1].split()[0], b[3]) for b in brewers)[n] <= d
leads = ['Tomás','Aoife','Kasia','Siobhán']
crew_pool = ['Liam','Chloé','Mateo','Ben','Aoife','Kasia']
for v,c,d,k,t,m in shifts:
    if t == 'brew day':
        cands = [n for n in leads if on_books(n,d)]
        lead = cands[R.randrange(len(cands))]
        edge(bw[lead],'WORKED',v,dict(role='lead',overtime_min=R.choice([0,0,0,30,45,60,90,120])))
        crew = [n for n in crew_pool if n != lead and on_books(n,d)]
        for n in R.sample(crew, min(len(crew), R.choice([1,1,2]))):
            edge(bw[n],'WORKED',v,dict(role='crew',overtime_min=R.choice([0,0,0,15,30,60])))
    else:
        edge(bw['Eoin'],'WORKED',v,dict(role='lead',overtime_min=0))
        for n in [n for n in ['Mateo','Ben'] if on_books(n,d)]:
            edge(bw[n],'WORKED',v,dict(role='crew',overtime_min=R.choice([0,30])))

# quality tests: (tester, batch, tested_on, kind, score, passed)
tests = []
for no,r,d,vol,og,abv,st,pk,fv,bt in batches:
    if st in ('fermenting',): continue
    tester = 'Greta' if d >= '2021-09-13' and R.random() < 0.7 else 'Siobhán'
    if st == 'dumped':
        tests.append((tester, no, days_after(d, 8), 'lab', R.randint(31,48), False))
        continue
    tests.append((tester, no, days_after(d, 10), 'lab', R.randint(78,97), True))
    if pk:
        taster = R.choice(['Siobhán','Tomás','Eoin'])
        sc = R.randint(70,96)
        tests.append((taster, no, pk, 'sensory', sc, sc >= 75))
tests += [('Chloé','24-019','2024-11-14','lab',88,None),   # result not signed off yet
          ('Greta','24-011','2024-06-20','sensory',55,False)]
for who,no,d,k,sc,ps in tests:
    edge(bw[who],'TESTED',bv[no],dict(tested_on=d,kind=k,score=sc,passed=ps))

# customers: (var, name, kind, city, country, since)
customers = [
 ('CU1','Drumlin Taproom','taproom','Cork','Ireland','2019-05-01'),
 ('CU2',"The Otter's Rest",'pub','Kinsale','Ireland','2019-08-12'),
 ('CU3','Ó Súilleabháin Wines','bottle shop','Cork','Ireland','2020-02-03'),
 ('CU4','Atlantic Beverages','distributor','Dublin','Ireland','2020-06-01'),
 ('CU5','Café Lüneburg','restaurant','Galway','Ireland','2021-04-14'),
 ('CU6','Nordic Craft Imports','distributor','Copenhagen','Denmark','2022-01-10'),
 ('CU7','Brasserie Chez Hélène','restaurant','Lyon','France','2022-09-01'),
 ('CU8','The Crane Bar','pub','Galway','Ireland','2021-04-14'),       # same start day as Café Lüneburg
 ('CU9','Hopfenhaus Vertrieb','distributor','Hamburg','Germany','2023-03-01'),
 ('CU10','Corkscrew Off-Licence','bottle shop','Cork','Ireland','2023-07-01'),
 ('CU11','Seaview Hotel','restaurant','Kinsale','Ireland','2024-10-01'),   # signed up, no order yet
]
for v,n,k,c,co,si in customers:
    node(v,'Customer',dict(name=n,kind=k,city=c,country=co,customer_since=si))
cu = {n:v for v,n,*_ in customers}

# orders: (order_no, customer, ordered_on, status, paid, lines [(batch, format, quantity_l, price_eur)])
# prices: keg 50 l, can/bottle cases are counted in litres
def price(fmt, l, base):
    return round(l * base * (1.0 if fmt == 'keg' else 1.35), 2)
orders = [
 ('DO-1001','Drumlin Taproom','2023-02-01','delivered',True,[('23-001','keg',200),('23-002','keg',150)]),
 ('DO-1002','Atlantic Beverages','2023-02-10','delivered',True,[('23-001','can',400),('23-002','keg',600)]),
 ('DO-1003',"The Otter's Rest",'2023-03-15','delivered',True,[('23-004','keg',100)]),
 ('DO-1004','Ó Súilleabháin Wines','2023-03-28','delivered',True,[('23-003','bottle',240),('23-004','can',120)]),
 ('DO-1005','Drumlin Taproom','2023-04-05','delivered',True,[('23-005','keg',150),('23-003','keg',200)]),
 ('DO-1006','Atlantic Beverages','2023-05-02','delivered',True,[('23-006','can',600),('23-007','can',800)]),
 ('DO-1007','Café Lüneburg','2023-06-07','delivered',True,[('23-008','keg',150)]),
 ('DO-1008','Nordic Craft Imports','2023-06-20','delivered',True,[('23-004','can',300),('23-006','can',300)]),
 ('DO-1009','Drumlin Taproom','2023-07-20','delivered',True,[('23-010','keg',250),('23-008','keg',200)]),
 ('DO-1010','Hopfenhaus Vertrieb','2023-08-01','delivered',True,[('23-010','bottle',900),('23-011','can',600)]),
 ('DO-1011','The Crane Bar','2023-08-30','delivered',True,[('23-012','keg',100),('23-011','keg',100)]),
 ('DO-1012','Brasserie Chez Hélène','2023-09-12','cancelled',False,[('23-012','keg',50)]),
 ('DO-1013','Atlantic Beverages','2023-10-02','delivered',True,[('23-013','can',1500),('23-011','keg',500)]),
 ('DO-1014','Drumlin Taproom','2023-11-10','delivered',True,[('23-014','keg',100),('23-013','keg',300)]),
 ('DO-1015','Corkscrew Off-Licence','2023-11-20','delivered',True,[('23-014','can',150)]),
 ('DO-1016','Nordic Craft Imports','2023-12-20','delivered',True,[('23-016','can',1200),('23-017','keg',400)]),
 ('DO-1017',"The Otter's Rest",'2024-01-05','delivered',True,[('23-018','keg',100),('23-017','keg',100)]),
 ('DO-1018','Drumlin Taproom','2024-02-02','delivered',True,[('24-001','keg',300),('23-018','keg',150)]),
 ('DO-1019','Atlantic Beverages','2024-02-15','delivered',True,[('24-001','can',1500),('24-002','keg',400)]),
 ('DO-1020','Café Lüneburg','2024-03-01','delivered',True,[('24-003','keg',200)]),
 ('DO-1021','Hopfenhaus Vertrieb','2024-03-20','delivered',False,[('24-003','can',1200),('24-004','keg',800)]),   # delivered, invoice unpaid
 ('DO-1022','Drumlin Taproom','2024-03-28','delivered',True,[('23-015','bottle',150),('24-004','keg',200),('24-005','keg',300)]),
 ('DO-1023','Brasserie Chez Hélène','2024-04-10','delivered',True,[('24-005','keg',150),('23-015','bottle',60)]),
 ('DO-1024','Ó Súilleabháin Wines','2024-05-03','delivered',True,[('24-006','bottle',240),('23-015','bottle',120)]),
 ('DO-1025','Nordic Craft Imports','2024-06-01','delivered',True,[('24-007','can',1000),('24-005','can',1200)]),
 ('DO-1026','Drumlin Taproom','2024-06-14','delivered',True,[('24-008','keg',250),('24-009','keg',150)]),
 ('DO-1027','Corkscrew Off-Licence','2024-07-02','delivered',True,[('24-009','can',300),('24-008','can',240)]),
 ('DO-1028','Atlantic Beverages','2024-07-01','delivered',True,[('24-010','can',2000),('24-008','keg',800)]),
 ('DO-1029','The Crane Bar','2024-08-01','delivered',True,[('24-012','keg',150),('24-010','keg',100)]),
 ('DO-1030','Hopfenhaus Vertrieb','2024-08-20','delivered',True,[('24-013','can',1800),('24-012','can',600)]),
 ('DO-1031','Drumlin Taproom','2024-09-06','delivered',True,[('24-013','keg',300),('24-014','keg',150)]),
 ('DO-1032',"The Otter's Rest",'2024-09-30','delivered',False,[('24-015','keg',150),('24-014','keg',100)]),
 ('DO-1033','Brasserie Chez Hélène','2024-10-15','delivered',True,[('24-016','keg',300),('24-015','keg',200)]),
 ('DO-1034','Atlantic Beverages','2024-10-20','pending',False,[('24-016','can',2000),('24-015','keg',1000)]),
 ('DO-1035','Nordic Craft Imports','2024-11-12','pending',False,[('24-016','can',600)]),
 ('DO-1036','Café Lüneburg','2024-11-20','cancelled',False,[('24-013','keg',100)]),
]
base = {r[1]: 0 for r in recipes}
unit = {'Harbour Pale Ale':4.2,'Harbour IPA':4.8,'Harbour Double IPA':6.2,'Harbour Triple IPA':7.5,'Hazy Harbour':5.0,
        'Harbour Session':3.6,'Dunmore Stout':4.0,'Dunmore Oyster Stout':4.6,'Barrel-Aged Dunmore':9.0,'Salt Road Gose':4.1,
        'Salt Road Raspberry Gose':4.6,'Old Mill Red':4.0,'Lighthouse Lager':3.8,'Strandkölsch':4.0}
brec = {b[0]:b[1] for b in batches}
for i,(no,c,d,st,paid,lines) in enumerate(orders):
    v = f'OR{i+1}'
    total = round(sum(price(f,l,unit[brec[b]]) for b,f,l in lines), 2)
    node(v,'Order',dict(order_no=no,ordered_on=d,status=st,paid=paid,total_eur=total))
    edge(cu[c],'PLACED',v)
    for b,f,l in lines:
        edge(v,'INCLUDES',bv[b],dict(format=f,quantity_l=l,price_eur=price(f,l,unit[brec[b]])))

# awards: (var, name, competition, year, medal, category) and the recipe that WON it (judges' points)
awards = [
 ('AW1','Irish Craft Beer Awards 2022 Stout Gold','Irish Craft Beer Awards',2022,'gold','stout','Dunmore Stout',92),
 ('AW2','Irish Craft Beer Awards 2023 IPA Silver','Irish Craft Beer Awards',2023,'silver','IPA','Harbour IPA',88),
 ('AW3','Irish Craft Beer Awards 2023 Sour Bronze','Irish Craft Beer Awards',2023,'bronze','sour and wild','Salt Road Gose',84),
 ('AW4','European Beer Star 2023 Imperial Stout Gold','European Beer Star',2023,'gold','imperial stout','Barrel-Aged Dunmore',95),
 ('AW5','World Beer Cup 2024 Hazy IPA Bronze','World Beer Cup',2024,'bronze','juicy or hazy IPA','Hazy Harbour',87),
 ('AW6','Irish Craft Beer Awards 2024 Lager Gold','Irish Craft Beer Awards',2024,'gold','lager','Lighthouse Lager',91),
 ('AW7','Irish Craft Beer Awards 2024 Stout Silver','Irish Craft Beer Awards',2024,'silver','stout','Dunmore Stout',89),
 ('AW8','European Beer Star 2024 Double IPA Silver','European Beer Star',2024,'silver','double IPA','Harbour Double IPA',90),
 ('AW9','Great Taste Awards 2024 Three Stars','Great Taste Awards',2024,'gold','craft beer','Barrel-Aged Dunmore',95),  # ties AW4's points
]
for v,n,comp,y,m,cat,r,pts in awards:
    node(v,'Award',dict(name=n,competition=comp,year=y,medal=m,category=cat))
    edge(rc[r],'WON',v,dict(judges_points=pts))

print('''// The brewery example: a craft brewery's production and trade records, written
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
''')
for c in ['Recipe) REQUIRE (x.name','Ingredient) REQUIRE (x.name','Supplier) REQUIRE (x.name','Tank) REQUIRE (x.tank_code',
          'Brewer) REQUIRE (x.name','Batch) REQUIRE (x.batch_no','Shift) REQUIRE (x.shift_code','Customer) REQUIRE (x.name',
          'Order) REQUIRE (x.order_no','Award) REQUIRE (x.name']:
    print(f'CREATE CONSTRAINT IF NOT EXISTS FOR (x:{c}) IS UNIQUE;')
print()
print('\n'.join(nodes))
print('CREATE\n' + ',\n'.join(edges) + ';')
