# Generates examples/guild/guild.cypher (deterministic: seeded). Run: python3 examples/guild/gen.py > examples/guild/guild.cypher
# then: go run ./cmd/gql convert examples/guild/guild.cypher --name guild --out examples/guild
import random
R = random.Random(4417)
import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from cyphergen import q, props, nodes, edges, node, edge

# data-centre regions: (var, code, name, datacenter_city, opened_on)
regions = [
 ('RG1','EUW','Europe West','Frankfurt','2020-09-01'),
 ('RG2','NAE','North America East','Ashburn','2020-09-01'),
 ('RG3','APAC','Asia Pacific','Singapore','2021-06-15'),
 ('RG4','SA','South America','São Paulo','2024-05-02'),
 ('RG5','ME','Middle East','Bahrain',None),     # announced, nothing hosted there yet
]
for v,c,n,dc,o in regions:
    node(v,'Region',dict(code=c,name=n,datacenter_city=dc,opened_on=o))

# game servers (realms): (var, name, ruleset, launched_on, max_population, avg_ping_ms, status, region)
realms = [
 ('RL1','Emberfall','pvp','2020-10-01',5000,28,'online','RG1'),
 ('RL2','Frostmere','pve','2020-10-01',5000,31,'online','RG1'),
 ('RL3','Silvermoon','roleplay','2021-02-14',3000,35,'maintenance','RG1'),
 ('RL4','Stormreach','pvp','2020-10-01',6000,42,'online','RG2'),
 ('RL5','Duskhollow','pve','2021-11-20',4000,47,'online','RG2'),
 ('RL6',"Dragon's Rest",'pve','2021-07-01',4000,55,'online','RG3'),
 ('RL7','Sakura Vale','pvp','2022-03-10',3500,51,'merged','RG3'),
 ('RL8','Costa Dourada','pve','2024-05-02',2500,None,'online','RG4'),   # new realm, nobody rolled a character yet
]
for v,n,rs,l,mp,ping,st,rg in realms:
    node(v,'Realm',dict(name=n,ruleset=rs,launched_on=l,max_population=mp,avg_ping_ms=ping,status=st))
    edge(v,'HOSTED_IN',rg)
rl = {v[0]: v[0] for v in realms}

# competitive seasons: (var, number, name, starts_on, ends_on, theme)
seasons = [
 ('SN1',1,'Embers of War','2023-01-10','2023-04-30','volcanic'),
 ('SN2',2,'Tides of Frost','2023-05-09','2023-09-03','arctic'),
 ('SN3',3,'The Hollow Crown','2023-09-12','2024-01-14','undead'),
 ('SN4',4,'Shattered Skies','2024-01-23','2024-06-30','sky islands'),
 ('SN5',5,"Dragon's Dawn",'2024-07-09','2024-12-15','dragons'),
 ('SN6',6,'Age of Rust','2025-01-14',None,'clockwork'),   # running: no end date, no raid logged yet
]
for v,num,n,s,e,th in seasons:
    node(v,'GameSeason',dict(number=num,name=n,starts_on=s,ends_on=e,theme=th))

# guilds: (var, name, tag, founded_on, recruiting, bank_gold, max_members, parent, branch_since)
guilds = [
 ('GU1','Iron Covenant','IRON','2021-04-01',False,250000,100,None,None),
 ('GU2','Iron Covenant Academy','IRNA','2022-05-10',True,12000,60,'GU1','2022-05-10'),
 ('GU3','Iron Covenant Vanguard','IRNV','2022-09-01',False,80000,40,'GU1','2022-09-15'),
 ('GU4','Vanguard Trials','VTRL','2023-06-15',True,5000,25,'GU3','2023-06-15'),   # Iron Covenant > Vanguard > Trials
 ('GU5','Moonlit Court','MOON','2021-07-07',True,140000,80,None,None),
 ('GU6','Moonlit Court Nightshift','MNS','2023-02-01',True,30000,40,'GU5','2023-02-01'),
 ('GU7',"Chevaliers d'Argent",'CDA','2021-09-15',False,95000,50,None,None),
 ('GU8','Red Lotus','LOTUS','2022-03-03',None,60000,50,None,None),               # recruiting not recorded
 ('GU9','Red Lotus Juniors','RLJ','2023-08-01',True,4000,30,'GU8','2023-08-20'),
 ('GU10','Casual Friday','CF','2022-11-11',True,1500,30,None,None),
 ('GU11','Last Light','LL','2024-01-20',True,800,20,None,None),
 ('GU12','Iron Covenant Alumni','IRNX','2024-10-01',True,0,100,'GU1','2024-10-01'),  # set up, nobody joined yet
]
for v,n,t,f,rec,bank,mx,p,si in guilds:
    node(v,'Guild',dict(name=n,tag=t,founded_on=f,recruiting=rec,bank_gold=bank,max_members=mx))
for v,n,t,f,rec,bank,mx,p,si in guilds:
    if p: edge(v,'BRANCH_OF',p,dict(since=si))

# player accounts: (var, handle, country, joined_on, vip, account_status, email_verified)
gamers = [
 ('G1','Valkyrja','SE','2021-03-14',True,'active',True),
 ('G2','ShadowMint','US','2021-03-14',False,'active',True),
 ('G3','Zoë_Lumière','FR','2021-05-02',True,'active',True),
 ('G4',"Paddy_O'Brien",'IE','2021-06-20',False,'active',True),
 ('G5','Kenta88','JP','2021-08-09',True,'active',True),
 ('G6','Björn_Ironside','NO','2021-11-30',True,'active',None),
 ('G7','lunarfox','DE','2022-01-15',False,'active',True),
 ('G8','MrGrumbles','GB','2022-02-28',False,'suspended',True),
 ('G9','Mayhem','US','2022-04-01',True,'active',True),
 ('G10','JoãoPedro','BR','2022-04-17',False,'active',False),
 ('G11','ArcaneAdi','IN','2022-06-06',False,'active',True),
 ('G12','Seo-yeon','KR','2022-07-21',True,'active',True),
 ('G13','NoScopeNate','US','2022-09-09',False,'banned',True),
 ('G14','Élodie','FR','2022-10-31',False,'active',True),
 ('G15','HexHammer','DE','2022-12-24',False,'active',True),
 ('G16','quietstorm','CA','2023-01-05',False,'closed',False),
 ('G17','Ravenna','IT','2023-02-14',True,'active',True),
 ('G18','Tomasz_W','PL','2023-03-01',True,'active',True),
 ('G19','GreyWarden','GB','2023-03-01',False,'active',None),
 ('G20','Kaiju_Kim','KR','2023-05-18',False,'active',True),
 ('G21','SirLootalot','US','2023-06-30',True,'active',True),
 ('G22','MilaDreams','ES','2023-07-07',False,'active',True),
 ('G23','Ohtani_Ren','JP','2023-08-19',False,'active',True),
 ('G24','Cheddar','NL','2023-09-23',False,'suspended',True),
 ('G25','FrostByte','FI','2023-10-10',False,'active',True),
 ('G26','Renée_V','BE','2023-11-11',True,'active',True),
 ('G27','Dax','AU','2023-12-31',False,'active',False),
 ('G28','PixelPaladin','US','2024-01-01',False,'active',True),
 ('G29','Ana_Sofía','MX','2024-02-29',False,'active',True),
 ('G30','Grimbeard','DE','2024-03-15',False,'active',True),
 ('G31','tinkerbelle','GB','2024-04-04',False,'active',True),
 ('G32','Nakamura','JP','2024-05-20',True,'active',True),
 ('G33','Bjørk','DK','2024-06-01',False,'active',None),
 ('G34','LeRoux','FR','2024-07-14',False,'active',True),
 ('G35','VoidWalker','US','2024-08-08',False,'banned',True),
 ('G36','Inês','PT','2024-09-01',False,'active',True),
 ('G37','Chaos_Theory','AU','2024-10-05',False,'active',True),
 ('G38','Obi','NG','2024-11-11',False,'active',True),
 ('G39','Marguerite','CA','2024-12-01',False,'active',False),
 ('G40','newbie_2025','US','2025-01-06',False,'active',False),   # signed up, no character yet
]
for v,h,c,j,vip,st,ev in gamers:
    node(v,'Gamer',dict(handle=h,country=c,joined_on=j,vip=vip,account_status=st,email_verified=ev))

# characters: (var, name, class, race, level, created_on, played_h, gold, hardcore, gamer, main, realm, transferred_on)
chars = [
 ('C1','Brynhild','warrior','human',60,'2021-03-15',1840.5,48200,False,'G1',True,'RL1',None),
 ('C2','Sigrun','priest','elf',52,'2021-09-02',410.0,6100,False,'G1',False,'RL1',None),
 ('C3','Nyx','rogue','elf',60,'2021-03-16',1522.0,91000,False,'G2',True,'RL1','2022-01-10'),
 ('C4','Mintleaf','druid','elf',38,'2023-04-01',120.25,900,False,'G2',False,'RL2',None),
 ('C5','Lumière','mage','human',60,'2021-05-03',1399.75,35500,False,'G3',True,'RL2',None),
 ('C6','Étoile','priest','elf',57,'2022-02-11',640.0,12000,False,'G3',False,'RL2',None),
 ('C7',"Seamus O'Rourke",'paladin','dwarf',55,'2021-06-21',980.0,22000,False,'G4',True,'RL3',None),
 ('C8','Kaito','hunter','human',60,'2021-08-10',2210.0,150000,False,'G5',True,'RL6',None),
 ('C9','Hanzo','rogue','orc',44,'2022-05-05',305.5,4000,True,'G5',False,'RL7',None),
 ('C10','Yuki','mage','elf',60,'2023-01-02',700.0,21000,False,'G5',False,'RL6','2024-03-01'),
 ('C11','Ironside','warrior','dwarf',58,'2021-12-01',1100.0,30500,False,'G6',True,'RL1',None),
 ('C12','Foxglove','druid','elf',50,'2022-01-16',560.0,7500,False,'G7',True,'RL2',None),
 ('C13','Grumble','warlock','undead',41,'2022-03-01',430.0,2500,True,'G8',True,'RL1',None),
 ('C14','Havoc','warrior','orc',60,'2022-04-02',1650.0,64000,False,'G9',True,'RL4',None),
 ('C15','Riot','hunter','orc',60,'2022-08-20',905.0,18000,False,'G9',False,'RL4',None),
 ('C16','Pandemonium','warlock','undead',49,'2023-06-01',260.0,3000,False,'G9',False,'RL5',None),
 ('C17','Capoeira','rogue','human',53,'2022-04-18',720.0,9900,False,'G10',True,'RL4','2024-05-10'),
 ('C18','Adi the Arcane','mage','human',47,'2022-06-07',388.0,5600,False,'G11',True,'RL5',None),
 ('C19','Seoyeon','priest','human',60,'2022-07-22',1288.0,40100,False,'G12',True,'RL6',None),
 ('C20','Haneul','paladin','human',56,'2023-03-03',502.0,11000,False,'G12',False,'RL6',None),
 ('C21','Nate','hunter','human',60,'2022-09-10',990.0,77000,False,'G13',True,'RL4',None),
 ('C22','Élodie','mage','elf',51,'2022-11-01',444.5,6600,False,'G14',True,'RL3',None),
 ('C23','Hexbolt','warlock','undead',60,'2022-12-25',1205.0,26000,False,'G15',True,'RL2',None),
 ('C24','Stormy','druid','elf',22,'2023-01-06',40.0,150,False,'G16',True,'RL5',None),
 ('C25','Ravenna','rogue','elf',59,'2023-02-15',860.0,19800,False,'G17',True,'RL3',None),
 ('C26','Corvina','priest','undead',45,'2023-08-08',212.0,2100,True,'G17',False,'RL1',None),
 ('C27','Tomek','warrior','dwarf',54,'2023-03-02',610.0,8800,False,'G18',True,'RL2',None),
 ('C28','Warden','paladin','human',60,'2023-03-02',1010.0,33000,False,'G19',True,'RL1',None),
 ('C29','Kaiju','warrior','orc',50,'2023-05-19',480.0,7000,None,'G20',True,'RL7',None),
 ('C30','Lootalot','hunter','dwarf',60,'2023-07-01',930.0,120500,False,'G21',True,'RL4',None),
 ('C31','Goldtooth','rogue','orc',33,'2024-02-01',95.0,45000,False,'G21',False,'RL5',None),
 ('C32','Mila','druid','elf',46,'2023-07-08',350.0,4300,False,'G22',True,'RL2',None),
 ('C33','Ren','paladin','human',52,'2023-08-20',401.0,6000,False,'G23',True,'RL6',None),
 ('C34','Cheddar','warlock','undead',40,'2023-09-24',290.0,1800,False,'G24',True,'RL1',None),
 ('C35','Frostbyte','mage','human',48,'2023-10-11',330.0,3900,False,'G25',True,'RL2',None),
 ('C36','Renée','priest','human',60,'2023-11-12',760.0,15500,False,'G26',True,'RL3',None),
 ('C37','Dax','hunter','orc',35,'2024-01-01',150.0,1200,True,'G27',True,'RL4',None),
 ('C38','Paladinator','paladin','dwarf',39,'2024-01-02',180.0,1900,False,'G28',True,'RL5',None),
 ('C39','Sofía','mage','human',42,'2024-03-01',205.0,2600,False,'G29',True,'RL4',None),
 ('C40','Grimbeard','warrior','dwarf',50,'2024-03-16',300.0,5200,False,'G30',True,'RL1',None),
 ('C41','Tinker','druid','elf',30,'2024-04-05',88.0,700,False,'G31',True,'RL2',None),
 ('C42','Nakamura','hunter','human',58,'2024-05-21',640.0,28000,False,'G32',True,'RL6',None),
 ('C43','Akane','priest','elf',55,'2024-06-10',410.0,9000,False,'G32',False,'RL6',None),
 ('C44','Bjørk','warlock','undead',36,'2024-06-02',120.0,1100,False,'G33',True,'RL1',None),
 ('C45','Le Roux','paladin','human',44,'2024-07-15',190.0,2400,False,'G34',True,'RL3',None),
 ('C46','Void','rogue','undead',50,'2024-08-09',260.0,52000,False,'G35',True,'RL4',None),
 ('C47','Inês','priest','human',28,'2024-09-02',60.0,500,False,'G36',True,'RL2',None),
 ('C48','Entropy','mage','elf',34,'2024-10-06',95.5,800,False,'G37',True,'RL5',None),
 ('C49','Obi','warrior','orc',25,'2024-11-12',40.0,350,False,'G38',True,'RL4',None),
 ('C50','Marguerite','druid','elf',12,'2024-12-02',9.5,40,False,'G39',True,'RL3',None),
 ('C51','Sköll','hunter','orc',60,'2021-04-20',720.0,14000,False,'G1',False,'RL1',None),
 ('C52','Shade','warlock','undead',47,'2022-02-02',310.0,3100,False,'G2',False,'RL1',None),
 ('C53','Bastion','paladin','dwarf',60,'2022-10-10',800.0,24000,False,'G14',False,'RL2','2023-03-03'),
 ('C54','Quickdraw','hunter','human',50,'2023-02-20',330.0,5000,False,'G4',False,'RL3',None),
 ('C55','Tempest','druid','elf',53,'2023-04-15',415.0,8200,False,'G15',False,'RL2',None),
]
for v,n,cl,ra,lv,cr,ph,gold,hc,g,main,realm,tr in chars:
    node(v,'Character',dict(name=n,class_name=cl,race=ra,level=lv,created_on=cr,played_h=ph,gold=gold,hardcore=hc))
    edge(g,'PLAYS_AS',v,dict(main=main))
    edge(v,'ON_REALM',realm,dict(transferred_on=tr) if tr else None)
cv = {c[1]: c[0] for c in chars}

# guild membership: (character, guild, rank, joined_on); a character is in at most one guild
members = [
 ('Brynhild','GU1','leader','2021-04-01'),
 ('Nyx','GU1','officer','2021-04-03'),
 ('Ironside','GU1','officer','2022-01-05'),
 ('Warden','GU1','officer','2023-04-01'),
 ('Sköll','GU1','member','2021-05-01'),
 ('Grimbeard','GU1','member','2024-03-20'),
 ('Shade','GU1','member','2022-02-10'),
 ('Corvina','GU1','recruit','2024-02-29'),
 ('Sigrun','GU2','leader','2022-05-10'),
 ('Bjørk','GU2','member','2024-06-05'),
 ('Cheddar','GU2','recruit','2023-10-01'),
 ('Hexbolt','GU3','leader','2022-09-01'),
 ('Lumière','GU3','officer','2022-09-01'),
 ('Bastion','GU3','member','2023-03-05'),
 ('Tomek','GU3','member','2023-04-12'),
 ('Frostbyte','GU4','leader','2023-06-15'),
 ('Mila','GU4','member','2023-07-20'),
 ('Tinker','GU4','recruit','2024-04-10'),
 ('Inês','GU4','recruit','2024-09-05'),
 ('Foxglove','GU5','leader','2021-07-07'),
 ('Étoile','GU5','officer','2022-02-15'),
 ('Tempest','GU5','member','2023-04-20'),
 ('Mintleaf','GU6','leader','2023-02-01'),
 ("Seamus O'Rourke",'GU7','leader','2021-09-15'),
 ('Élodie','GU7','officer','2022-11-05'),
 ('Ravenna','GU7','officer','2023-03-01'),
 ('Renée','GU7','member','2023-12-01'),
 ('Le Roux','GU7','recruit','2024-07-20'),
 ('Quickdraw','GU7','member','2023-03-01'),
 ('Kaito','GU8','leader','2022-03-03'),
 ('Seoyeon','GU8','officer','2022-08-01'),
 ('Yuki','GU8','officer','2024-03-02'),
 ('Haneul','GU8','member','2023-03-10'),
 ('Nakamura','GU8','member','2024-06-01'),
 ('Ren','GU9','leader','2023-08-20'),
 ('Akane','GU9','member','2024-06-15'),
 ('Kaiju','GU9','recruit','2023-09-01'),
 ('Havoc','GU10','leader','2022-11-11'),
 ('Riot','GU10','officer','2022-11-12'),
 ('Lootalot','GU10','member','2023-07-15'),
 ('Capoeira','GU10','member','2024-05-12'),
 ('Nate','GU10','member','2022-11-20'),
 ('Sofía','GU10','recruit','2024-03-05'),
 ('Paladinator','GU11','leader','2024-01-20'),
 ('Entropy','GU11','member','2024-10-10'),
 ('Obi','GU11','recruit','2024-11-15'),
]
# not in any guild: Hanzo, Grumble, Pandemonium, Adi the Arcane, Stormy, Goldtooth, Dax, Void, Marguerite
for c,gid,rank,j in members:
    edge(cv[c],'IN_GUILD',gid,dict(rank=rank,joined_on=j))

# quests: (var, title, zone, difficulty, min_level, xp_reward, gold_reward, repeatable)
quests = [
 ('Q1','The Ember Tithe','Ashen Wastes','normal',10,1200,50,False),
 ('Q2','Wolves at the Gate','Greyhollow','easy',5,600,20,False),
 ('Q3','A Smuggler\'s Debt','Port Vesper','normal',20,2500,150,False),
 ('Q4','Heart of the Glacier','Frostmere Peaks','hard',40,8000,400,False),
 ('Q5','Daily Bounty: Bandit Camps','Greyhollow','easy',15,900,75,True),
 ('Q6','The Drowned Library','Port Vesper','hard',45,9500,500,False),
 ('Q7','Crown of the Hollow King','Hollow Barrow','legendary',60,25000,2000,False),
 ('Q8','Feathers for the Fletcher','Greyhollow','easy',1,150,5,True),
 ('Q9','Siege of Blackwater','Blackwater Marsh','hard',50,12000,650,False),
 ('Q10','Dragon\'s Due','Skyreach','legendary',58,30000,2500,False),
 ('Q11','Weekly Raid Prep','Skyreach','normal',55,5000,300,True),
 ('Q12','Lost in the Mire','Blackwater Marsh','normal',30,3800,180,False),
 ('Q13','Forge of Ages','Ashen Wastes','hard',48,11000,600,False),
 ('Q14','Ghosts of Old Vesper','Port Vesper','normal',25,3000,120,False),
 ('Q15','Moonwell Pilgrimage','Silverglade','easy',8,800,30,False),
 ('Q16','The Clockwork Heist','Gearhaven','hard',50,12000,700,False),   # new with season 6: nobody has finished it
 ('Q17','Into the Maw','Hollow Barrow','legendary',60,25000,2200,False),
 ('Q18','Fishing for Compliments','Silverglade','easy',1,100,10,True),
]
for v,t,z,d,ml,xp,gr,rep in quests:
    node(v,'Quest',dict(title=t,zone=z,difficulty=d,min_level=ml,xp_reward=xp,gold_reward=gr,repeatable=rep))
qv = {x[1]: x[0] for x in quests}

# completions: every character that finished a quest, with the date, time taken (duration_min) and deaths
def add_days(d, n):
    import datetime
    return (datetime.date.fromisoformat(d) + datetime.timedelta(days=n)).isoformat()
# fixed ones first, for boundaries: exactly two hours, the leap day
completions = [(cv['Warden'],'Q7','2024-02-29',120,1), (cv['Sigrun'],'Q13','2023-12-31',120,0), (cv['Marguerite'],'Q8','2024-12-03',7,0)]
for v,n,cl,ra,lv,cr,ph,gold,hc,g,main,realm,tr in chars:
    eligible = [x for x in quests if x[4] <= lv and x[0] != 'Q16']
    k = min(len(eligible), max(0, int(ph ** 0.5 // 8)))
    for x in sorted(R.sample(eligible, k), key=lambda x: x[4]):
        day = add_days(cr, R.randint(1, 600))
        if day > '2025-01-10': day = add_days(cr, R.randint(1, 20))
        dur = {'easy':R.randint(4,20),'normal':R.randint(15,60),'hard':R.randint(45,150),'legendary':R.randint(90,240)}[x[3]]
        completions.append((v, x[0], day, dur, R.choice([0,0,0,1,1,2,3]) if x[3] in ('hard','legendary') else R.choice([0,0,0,1])))
seen = set()
for c,qq,d,dur,deaths in completions:
    if (c,qq) in seen: continue
    seen.add((c,qq))
    edge(c,'COMPLETED',qq,dict(completed_on=d,duration_min=dur,deaths=deaths))

# items: (var, name, rarity, kind, item_level, vendor_gold, store_price_eur, tradable)
items = [
 ('I1','Dragonbone Greatsword','legendary','weapon',70,5000,None,False),
 ('I2','Cloak of Whispers','epic','armor',62,1200,None,True),
 ('I3','Potion of Greater Healing','common','consumable',None,15,None,True),
 ('I4','Runed Ironbark','rare','material',None,80,None,True),
 ('I5','Frostfire Staff','epic','weapon',64,1500,None,True),
 ('I6','Helm of the Hollow King','legendary','armor',70,4200,None,False),
 ('I7','Spectral Warhorse','epic','mount',None,None,14.99,False),
 ('I8','Crimson Phoenix','legendary','mount',None,None,24.99,False),
 ('I9','Festive Jester Outfit','rare','cosmetic',None,None,7.99,False),
 ('I10','Obsidian Battle Armor','epic','cosmetic',None,None,12.99,False),
 ('I11','Elixir of the Deep','rare','consumable',None,60,None,True),
 ('I12','Moonsilver Ore','common','material',None,25,None,True),
 ('I13','Bow of the Silent Wind','epic','weapon',63,1400,None,True),
 ('I14',"Aurora's Crown",'legendary','cosmetic',None,None,19.99,False),
 ('I15','Enchanted Thread','common','material',None,10,None,True),
 ('I16','Gauntlets of Fury','rare','armor',58,600,None,True),
 ('I17','Scroll of Teleportation','common','consumable',None,30,None,True),
 ('I18','Season Pass: Dragon\'s Dawn','epic','pass',None,None,9.99,False),
 ('I19','Season Pass: Shattered Skies','epic','pass',None,None,9.99,False),
 ('I20','Gold Pouch (10,000)','rare','currency',None,None,4.99,False),
 ('I21','Clockwork Familiar','rare','pet',None,None,5.99,False),     # in the store since season 6: nobody bought it yet
 ('I22','Shadowsilk Boots','epic','armor',61,1100,None,True),
 ('I23','Dwarven Ale','common','consumable',None,2,None,True),
 ('I24','Amulet of Second Dawn','legendary','armor',68,3800,None,True),
 ('I25','Rusty Dagger','common','weapon',5,1,None,True),        # nobody trades rubbish
]
for v,n,ra,k,il,vg,sp,t in items:
    node(v,'Item',dict(name=n,rarity=ra,kind=k,item_level=il,vendor_gold=vg,store_price_eur=sp,tradable=t))
iv = {x[1]: x[0] for x in items}

# real-money purchases: (gamer, item, purchased_on, price_eur paid, platform, refunded)
purchases = [
 ('G1','Season Pass: Shattered Skies','2024-01-23',9.99,'pc',False),
 ('G1','Season Pass: Dragon\'s Dawn','2024-07-09',9.99,'pc',False),
 ('G1','Crimson Phoenix','2024-07-12',24.99,'pc',False),
 ('G3','Aurora\'s Crown','2023-12-20',19.99,'pc',False),
 ('G3','Spectral Warhorse','2023-10-31',11.99,'pc',False),      # Halloween sale
 ('G5','Crimson Phoenix','2024-03-03',24.99,'playstation',False),
 ('G5','Gold Pouch (10,000)','2024-03-03',4.99,'playstation',False),
 ('G5','Gold Pouch (10,000)','2024-04-10',4.99,'playstation',False),
 ('G5','Season Pass: Dragon\'s Dawn','2024-07-10',9.99,'playstation',False),
 ('G9','Obsidian Battle Armor','2023-02-02',12.99,'xbox',False),
 ('G9','Season Pass: Shattered Skies','2024-01-25',9.99,'xbox',False),
 ('G12','Festive Jester Outfit','2023-12-24',5.99,'mobile',False),
 ('G12','Season Pass: Shattered Skies','2024-02-01',9.99,'mobile',False),
 ('G12','Season Pass: Dragon\'s Dawn','2024-07-15',9.99,'mobile',False),
 ('G13','Gold Pouch (10,000)','2023-05-01',4.99,'pc',True),
 ('G13','Gold Pouch (10,000)','2023-05-02',4.99,'pc',True),
 ('G17','Aurora\'s Crown','2024-02-14',19.99,'pc',False),
 ('G17','Spectral Warhorse','2024-02-14',14.99,'pc',False),
 ('G21','Gold Pouch (10,000)','2023-07-02',4.99,'pc',False),
 ('G21','Gold Pouch (10,000)','2023-08-15',4.99,'pc',False),
 ('G21','Gold Pouch (10,000)','2024-01-03',4.99,'pc',False),
 ('G21','Crimson Phoenix','2024-09-01',24.99,'pc',False),
 ('G26','Obsidian Battle Armor','2023-12-01',12.99,'playstation',False),
 ('G26','Season Pass: Dragon\'s Dawn','2024-07-09',9.99,'playstation',False),
 ('G28','Festive Jester Outfit','2024-01-01',7.99,'xbox',True),
 ('G32','Season Pass: Dragon\'s Dawn','2024-07-20',9.99,'mobile',False),
 ('G32','Spectral Warhorse','2024-08-30',14.99,'mobile',False),
 ('G7','Festive Jester Outfit','2022-12-20',7.99,'pc',False),
 ('G35','Crimson Phoenix','2024-08-10',24.99,'pc',True),          # chargeback, then banned
 ('G20','Season Pass: Shattered Skies','2024-03-01',9.99,'pc',False),
 ('G36','Gold Pouch (10,000)','2024-09-03',4.99,'mobile',False),
]
for g,i,d,p,pl,rf in purchases:
    edge(g,'PURCHASED',iv[i],dict(purchased_on=d,price_eur=p,platform=pl,refunded=rf))

# raids: (var, raid_code, instance, boss, run_on, duration_min, outcome, difficulty, season)
raids = [
 ('RD1','R-101','Molten Depths','Ignaroth','2023-02-04',95,'cleared','normal','SN1'),
 ('RD2','R-102','Molten Depths','Ignaroth','2023-03-18',180,'wiped','heroic','SN1'),
 ('RD3','R-201','Sunken Citadel','Queen Nerissa','2023-06-10',120,'cleared','normal','SN2'),
 ('RD4','R-202','Sunken Citadel','Queen Nerissa','2023-07-22',210,'cleared','heroic','SN2'),
 ('RD5','R-203','Sunken Citadel','Queen Nerissa','2023-08-26',45,'abandoned','mythic','SN2'),
 ('RD6','R-301','Hollow Barrow','The Hollow King','2023-10-14',150,'cleared','normal','SN3'),
 ('RD7','R-302','Hollow Barrow','The Hollow King','2023-12-31',240,'wiped','mythic','SN3'),
 ('RD8','R-303','Hollow Barrow','The Hollow King','2024-01-06',195,'cleared','heroic','SN3'),
 ('RD9','R-401','Skyreach Spire','Aerion the Unbound','2024-02-29',130,'cleared','normal','SN4'),
 ('RD10','R-402','Skyreach Spire','Aerion the Unbound','2024-04-13',121,'wiped','heroic','SN4'),
 ('RD11','R-403','Skyreach Spire','Aerion the Unbound','2024-06-01',260,'cleared','mythic','SN4'),
 ('RD12','R-501',"Wyrm's Hollow",'Vyraxis','2024-07-27',110,'cleared','normal','SN5'),
 ('RD13','R-502',"Wyrm's Hollow",'Vyraxis','2024-09-14',200,'cleared','heroic','SN5'),
 ('RD14','R-503',"Wyrm's Hollow",'Vyraxis','2024-11-02',240,'wiped','mythic','SN5'),
 ('RD15','R-504',"Wyrm's Hollow",'Vyraxis','2024-12-14',30,'abandoned','heroic','SN5'),
]
for v,c,ins,b,d,dur,o,diff,s in raids:
    node(v,'Raid',dict(raid_code=c,instance=ins,boss=b,run_on=d,duration_min=dur,outcome=o,difficulty=diff))
    edge(v,'DURING',s)

# raid rosters: (raid, [(character, role)]); damage and deaths drawn from the seeded generator
rosters = [
 ('RD1',[('Brynhild','tank'),('Sigrun','healer'),('Nyx','dps'),('Ironside','dps'),('Sköll','dps')]),
 ('RD2',[('Brynhild','tank'),('Sigrun','healer'),('Nyx','dps'),('Ironside','dps'),('Shade','dps'),('Warden','dps')]),
 ('RD3',[('Havoc','tank'),('Nate','dps'),('Riot','dps'),('Lootalot','dps'),('Seoyeon','healer')]),
 ('RD4',[('Kaito','dps'),('Seoyeon','healer'),('Haneul','tank'),('Yuki','dps'),('Ren','dps')]),
 ('RD5',[('Hexbolt','dps'),('Lumière','dps'),('Bastion','tank'),('Étoile','healer')]),
 ('RD6',[('Brynhild','tank'),('Sigrun','healer'),('Nyx','dps'),('Warden','dps'),('Sköll','dps'),('Ironside','dps')]),
 ('RD7',[("Seamus O'Rourke",'tank'),('Ravenna','dps'),('Élodie','dps'),('Renée','healer'),('Quickdraw','dps')]),
 ('RD8',[('Havoc','tank'),('Nate','dps'),('Riot','dps'),('Lootalot','dps'),('Capoeira','dps'),('Seoyeon','healer')]),
 ('RD9',[('Hexbolt','dps'),('Lumière','dps'),('Bastion','tank'),('Tomek','dps'),('Étoile','healer'),('Frostbyte','dps')]),
 ('RD10',[('Kaito','dps'),('Seoyeon','healer'),('Haneul','tank'),('Yuki','dps'),('Kaiju','dps')]),
 ('RD11',[('Brynhild','tank'),('Sigrun','healer'),('Nyx','dps'),('Warden','dps'),('Lumière','dps'),('Hexbolt','dps')]),
 ('RD12',[('Havoc','tank'),('Riot','dps'),('Lootalot','dps'),('Sofía','dps'),('Paladinator','healer')]),
 ('RD13',[('Kaito','dps'),('Akane','healer'),('Haneul','tank'),('Nakamura','dps'),('Yuki','dps')]),
 ('RD14',[('Brynhild','tank'),('Sigrun','healer'),('Nyx','dps'),('Warden','dps'),('Grimbeard','dps'),('Corvina','healer')]),
 ('RD15',[("Seamus O'Rourke",'tank'),('Ravenna','dps'),('Renée','healer'),('Le Roux','dps')]),
]
for rd,roster in rosters:
    for c,role in roster:
        dmg = R.randint(40, 95) * 10000 if role == 'dps' else R.randint(8, 30) * 10000
        edge(cv[c],'FOUGHT_IN',rd,dict(role=role,damage_dealt=dmg,died=R.random() < 0.25))

# player-to-player trades in the auction house: (ref, traded_on, seller, buyer, item, quantity, price_gold, status)
trades = [
 ('T-0001','2023-01-12','Nyx','Lumière','Cloak of Whispers',1,9000,'completed'),
 ('T-0002','2023-02-20','Kaito','Seoyeon','Runed Ironbark',20,1600,'completed'),
 ('T-0003','2023-03-05','Lootalot','Havoc','Potion of Greater Healing',50,900,'completed'),
 ('T-0004','2023-04-01','Goldtooth','Nate','Frostfire Staff',1,12000,'cancelled'),
 ('T-0005','2023-05-17','Kaito','Yuki','Frostfire Staff',1,11000,'completed'),
 ('T-0006','2023-06-30','Hexbolt','Tomek','Gauntlets of Fury',1,4000,'completed'),
 ('T-0007','2023-08-08','Nate','Lootalot','Bow of the Silent Wind',1,15000,'disputed'),
 ('T-0008','2023-09-09','Foxglove','Tempest','Moonsilver Ore',40,1000,'completed'),
 ('T-0009','2023-10-31','Ravenna','Élodie','Shadowsilk Boots',1,8000,'completed'),
 ('T-0010','2023-12-24','Lootalot','Capoeira','Elixir of the Deep',10,700,'completed'),
 ('T-0011','2024-01-15','Nyx','Warden','Amulet of Second Dawn',1,40000,'completed'),
 ('T-0012','2024-02-29','Void','Grumble','Gauntlets of Fury',1,4000,'disputed'),
 ('T-0013','2024-03-10','Lootalot','Riot','Bow of the Silent Wind',1,14000,'completed'),
 ('T-0014','2024-04-02','Kaito','Nakamura','Runed Ironbark',25,2000,'completed'),
 ('T-0015','2024-05-05','Seoyeon','Akane','Elixir of the Deep',5,350,'completed'),
 ('T-0016','2024-06-18','Void','Pandemonium','Amulet of Second Dawn',1,40000,'cancelled'),
 ('T-0017','2024-07-04','Lootalot','Sofía','Scroll of Teleportation',10,300,'completed'),
 ('T-0018','2024-08-22','Havoc','Paladinator','Dwarven Ale',100,200,'completed'),
 ('T-0019','2024-09-09','Étoile','Frostbyte','Enchanted Thread',60,600,'completed'),
 ('T-0020','2024-10-12','Void','Obi','Cloak of Whispers',1,9500,'disputed'),
 ('T-0021','2024-11-30','Kaito','Yuki','Moonsilver Ore',30,750,'completed'),
 ('T-0022','2025-01-05','Nakamura','Kaito','Potion of Greater Healing',20,400,'completed'),
]
for i,(ref,d,s,b,it,qty,p,st) in enumerate(trades):
    v = f'T{i+1}'
    node(v,'Trade',dict(trade_ref=ref,traded_on=d,quantity=qty,price_gold=p,status=st))
    edge(v,'SELLER',cv[s])
    edge(v,'BUYER',cv[b])
    edge(v,'OF_ITEM',iv[it])

print('''// The guild example: an online multiplayer game studio's live-operations
// data, written for gql by its developers (not taken from anywhere) as the
// studio's live-ops analytics team would model it: a CHECK graph of a new
// domain (testdata/guild/README.md).
// Gamers (player accounts) PLAY_AS characters (main true|false); characters
// are ON_REALM a realm (transferred_on when they moved there) and IN_GUILD a
// guild (rank 'leader'|'officer'|'member'|'recruit', joined_on); a guild is a
// BRANCH_OF its parent guild (since, up to two levels); realms are HOSTED_IN a
// data-centre region; characters COMPLETED quests (completed_on,
// duration_min, deaths) and FOUGHT_IN raids (role, damage_dealt, died); a raid
// ran DURING a season; gamers PURCHASED store items with real money
// (purchased_on, price_eur, platform, refunded); a trade has a SELLER and a
// BUYER character and is OF_ITEM an item (quantity, price_gold, status).
// Dates are ISO strings 'YYYY-MM-DD'; money euros (_eur) or in-game gold
// (_gold); durations minutes (_min), play time hours (_h), ping milliseconds
// (_ms).
// Edge cases: a gamer with no character, characters in no guild, a guild
// with no members, a realm with no characters, a region with no realm, a
// season with no raid, a quest nobody completed, items never traded or
// bought, refunds, unknown values, ties, boundary dates (the leap day
// 2024-02-29, 2023-12-31, 2024-01-01), names with apostrophes and accents.
// Generated deterministically by a small seeded script.
// Regenerate the converted files with
//   go run ./cmd/gql convert examples/guild/guild.cypher --name guild --out examples/guild
''')
for c in ['Region) REQUIRE (x.code','Realm) REQUIRE (x.name','GameSeason) REQUIRE (x.number','Guild) REQUIRE (x.tag',
          'Gamer) REQUIRE (x.handle','Character) REQUIRE (x.name','Quest) REQUIRE (x.title','Item) REQUIRE (x.name',
          'Raid) REQUIRE (x.raid_code','Trade) REQUIRE (x.trade_ref']:
    print(f'CREATE CONSTRAINT IF NOT EXISTS FOR (x:{c}) IS UNIQUE;')
print()
print('\n'.join(nodes))
print('CREATE\n' + ',\n'.join(edges) + ';')
