# Generates examples/museum/museum.cypher (deterministic: seeded). Run: python3 examples/museum/gen.py > examples/museum/museum.cypher
# then: go run ./cmd/gql convert examples/museum/museum.cypher --name museum --out examples/museum
import random
R = random.Random(1853)
import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from cyphergen import q, props, nodes, edges, node, edge

# collections: (var, code, name, established)
colls = [
 ('K1','EUR-PTG','European Paintings',1889),
 ('K2','MOD','Modern and Contemporary Art',1962),
 ('K3','SCU','Sculpture',1901),
 ('K4','PHO','Photography',1975),
 ('K5','WOP','Works on Paper',1920),
 ('K6','AMA','American Art',1948),
]
for v,c,n,e in colls:
    node(v,'Collection',dict(code=c,name=n,established=e))

# galleries: (var, gallery_no, name, floor, room, climate_controlled)
gals = [
 ('G1','G101','Dutch Golden Age',1,101,True),
 ('G2','G102','Northern Still Life',1,102,True),
 ('G3','G103','Italian Renaissance',1,103,True),
 ('G4','G201','French Impressionism',2,201,True),
 ('G5','G202','British Landscape',2,202,False),
 ('G6','G203','American Modernism',2,203,True),
 ('G7','G301','Contemporary',3,301,False),
 ('G8','G302','Photography',3,302,True),
 ('G9','G001','Sculpture Court',0,1,False),
 ('G10','G002','Special Exhibitions Hall A',0,2,True),
 ('G11','G003','Special Exhibitions Hall B',0,3,None),
 ('G12','G-110','Prints and Drawings Study Room',-1,110,True),
 ('G13','G303',"Founder's Room",3,303,True),
 ('G14','G204','East Wing Gallery',2,204,None),   # closed for refurbishment: nothing at all
]
for v,no,n,f,r,cc in gals:
    node(v,'Gallery',dict(gallery_no=no,name=n,floor=f,room=r,climate_controlled=cc))

# artists: (var, name, birth_year, death_year, nationality, teacher)
artists = [
 ('A1','Jan Verhoeven',1610,1672,'Dutch',None),
 ('A2','Pieter de Graaf',1635,1690,'Dutch','A1'),
 ('A3','Willem Aalst',1660,1721,'Dutch','A2'),
 ('A4','Cornelis Bakker',1688,1749,'Dutch','A3'),
 ('A5','Maria Ruysch',1664,1750,'Dutch','A2'),
 ('A6','Claude Moreau',1801,1870,'French',None),
 ('A7','Elise Fontaine',1830,1899,'French','A6'),
 ('A8','Henri Dubois',1855,1920,'French','A7'),
 ('A9','Camille Roux',1880,1955,'French','A8'),
 ('A10','Paul Mercier',1855,1929,'French','A7'),
 ('A11','Thomas Ashby',1790,1850,'British',None),
 ('A12','Margaret Hale',1822,1888,'British','A11'),
 ('A13',"Fergus O'Neill",1851,1915,'Irish','A12'),
 ('A14','Giovanni Bellandi',1480,1539,'Italian',None),
 ('A15','Lucia Serra',1510,1570,'Italian','A14'),
 ('A16','Edith Clarke',1888,1960,'American',None),
 ('A17','Robert Kline',1920,1994,'American','A16'),
 ('A18','Walter Price',1932,2011,'American','A17'),
 ('A19','Dmitri Volkov',1899,1972,'Russian',None),
 ('A20','Hiroshi Tanaka',1948,None,'Japanese',None),
 ('A21','Ana Lima',1972,None,'Brazilian',None),
 ('A22','Grace Okafor',1965,None,'Nigerian',None),
 ('A23','Sofia Lindgren',1955,None,'Swedish','A18'),
 ('A24','Unknown Flemish Master',None,None,'Flemish',None),
 ('A25','Nora Quinn',1980,None,'Irish','A23'),   # Clarke > Kline > Price > Lindgren > Quinn, four deep
]
for v,n,b,d,nat,t in artists:
    node(v,'Artist',dict(name=n,birth_year=b,death_year=d,nationality=nat))
    if t: edge(t,'TAUGHT',v)

# artworks: (artist, title, year, medium, object_type, height_cm)
mediums = {'painting':['oil on canvas','oil on panel'],'sculpture':['bronze','marble'],'photograph':['gelatin silver print','chromogenic print'],
           'print':['etching','lithograph'],'drawing':['charcoal','watercolour']}
works = [
 ('A1','Portrait of a Burgomaster',1648,'oil on canvas','painting'),
 ('A1','The Amsterdam Harbour',1655,'oil on canvas','painting'),
 ('A1','Study of Hands',1650,'charcoal','drawing'),
 ('A2','Still Life with Lemons',1672,'oil on panel','painting'),
 ('A2','The Music Lesson',1680,'oil on canvas','painting'),
 ('A3','Winter Canal',1700,'oil on panel','painting'),
 ('A3','Landscape with Windmill',1705,'etching','print'),
 ('A4','Tulips in a Glass Vase',1730,'oil on panel','painting'),
 ('A5','Flowers on a Marble Ledge',1699,'oil on canvas','painting'),
 ('A5','Roses and a Snail',1710,'oil on canvas','painting'),
 ('A5','Butterfly Studies',1705,'watercolour','drawing'),
 ('A6','The Forest at Dawn',1840,'oil on canvas','painting'),
 ('A6','Shepherd Resting',1852,'bronze','sculpture'),
 ('A7','Girl Reading',1875,'oil on canvas','painting'),
 ('A7','The Seine at Argenteuil',1880,'oil on canvas','painting'),
 ('A7','Portrait of Madame Lenoir',1885,'charcoal','drawing'),
 ('A8','Poplars in Wind',1890,'oil on canvas','painting'),
 ('A8','Haystacks at Noon',1895,'oil on canvas','painting'),
 ('A8','The Dancer',1900,'bronze','sculpture'),
 ('A9','Cafe Interior',1912,'oil on canvas','painting'),
 ('A9','Bathers',1920,'oil on canvas','painting'),
 ('A10','Morning Market',1888,'oil on canvas','painting'),
 ('A10','Boats at Honfleur',1892,'watercolour','drawing'),
 ('A11','View of the Thames',1825,'oil on canvas','painting'),
 ('A11','Storm over Dover',1838,'oil on canvas','painting'),
 ('A12','The Hay Wain at Evening',1860,'oil on canvas','painting'),
 ('A12','Cottage in Kent',1865,'watercolour','drawing'),
 ('A13','Connemara Coast',1890,'oil on canvas','painting'),
 ('A13','Dublin Quay',1900,'etching','print'),
 ('A14','Madonna and Child',1510,'tempera on panel','painting'),
 ('A14','Saint Jerome in the Wilderness',1520,'tempera on panel','painting'),
 ('A14','Head of an Apostle',1515,'charcoal','drawing'),
 ('A15','Annunciation',1545,'oil on panel','painting'),
 ('A15','Bust of a Young Woman',1550,'marble','sculpture'),
 ('A16','City at Night',1925,'oil on canvas','painting'),
 ('A16','Steel Bridge',1930,'oil on canvas','painting'),
 ('A16','Factory Smoke',1928,'lithograph','print'),
 ('A17','Red Composition',1955,'acrylic on canvas','painting'),
 ('A17','Untitled No. 7',1962,'acrylic on canvas','painting'),
 ('A18','Soup Can Study',1968,'screenprint','print'),
 ('A18','Highway Diner',1972,'gelatin silver print','photograph'),
 ('A18','Motel Pool',1975,'chromogenic print','photograph'),
 ('A19','Suprematist Form',1925,'oil on canvas','painting'),
 ('A19','Worker Monument Maquette',1935,'bronze','sculpture'),
 ('A20','Silent Garden',1985,'chromogenic print','photograph'),
 ('A20','Tokyo Crossing',1990,'gelatin silver print','photograph'),
 ('A20','Stone and Water',2001,'granite','sculpture'),
 ('A21','Amazonia I',2005,'acrylic on canvas','painting'),
 ('A21','Amazonia II',2006,'acrylic on canvas','painting'),
 ('A21','Favela Light',2012,'chromogenic print','photograph'),
 ('A22','Market Women',2008,'mixed media','painting'),
 ('A22','Ancestors',2015,'bronze','sculpture'),
 ('A22','Lagos Rising',2019,'mixed media','painting'),
 ('A23','Midsummer',1999,'oil on canvas','painting'),
 ('A23','Archipelago',2010,'oil on canvas','painting'),
 ('A24','The Adoration of the Magi',1520,'oil on panel','painting'),
 ('A24','Peasant Wedding',1565,'oil on panel','painting'),
 ('A25','Tide Line',2021,'mixed media','painting'),
 ('A25','Salt',2023,'chromogenic print','photograph'),
 ('A13','The Lighthouse Keeper',1900,'oil on canvas','painting'),
 ('A9','Still Life with Guitar',1914,'oil on canvas','painting'),
 ('A16','Harbour Cranes',1933,'gelatin silver print','photograph'),
 ('A19','Black Square Study',1927,'charcoal','drawing'),
 ('A6','River Landscape',1848,'oil on canvas','painting'),
 ('A11','Dover Cliffs Sketch',1836,'watercolour','drawing'),
 ('A12','Sheep on the Downs',1870,'oil on canvas','painting'),
 ('A3','Frozen River',1710,'oil on panel','painting'),
 ('A21','Rio Study',2009,'charcoal','drawing'),
 ('A17','Blue Field',1958,'acrylic on canvas','painting'),
]
coll_of = {'painting':'K1','drawing':'K5','print':'K5','sculpture':'K3','photograph':'K4'}
modern = {'A17','A18','A19','A20','A21','A22','A23','A25'}
american = {'A16','A17','A18'}
gal_of = {'Dutch':'G1','Flemish':'G2','Italian':'G3','French':'G4','British':'G5','Irish':'G5','American':'G6','Russian':'G7',
          'Japanese':'G7','Brazilian':'G7','Nigerian':'G7','Swedish':'G7'}
nat = {v:n for v,_,_,_,n,_ in artists}
born = {v:b for v,_,b,_,_,_ in artists}
aw = []
for i,(a,t,y,m,ot) in enumerate(works):
    v = f'W{i+1}'
    h = round(R.choice([18,24,30,41,55,62,75,88,96,110,130,152,180]) * R.choice([1,1.1,0.9]) + R.randint(0,9) / 10, 1)
    val = R.choice([45000,120000,250000,400000,750000,1200000,2500000,4800000])
    disp = R.random() < 0.55
    acc = f'{R.randint(max(y + 1, 1890), 2024)}.{R.randint(1,60)}.{R.randint(1,9)}'   # accessioned after it was made
    aw.append([v,a,t,y,m,ot,h,val,disp,acc])
byt = {w[2]:w for w in aw}
# edge cases by hand
byt['The Amsterdam Harbour'][7] = 12000000; byt['Madonna and Child'][7] = 12000000   # tie for the most valuable
byt['Haystacks at Noon'][7] = 9500000
byt['Study of Hands'][6] = 100.0; byt['Red Composition'][6] = 100.1; byt['Girl Reading'][6] = 99.9
byt['Winter Canal'][7] = 1000000; byt['Bathers'][7] = 1000001; byt['Cottage in Kent'][7] = 999999
byt['Stone and Water'][6] = 240.0; byt['Worker Monument Maquette'][6] = 240.0   # tie for the tallest
byt['Salt'][6] = 12.5                                                              # the smallest
byt['Girl Reading'][8] = True; byt['The Music Lesson'][8] = None; byt['Tide Line'][8] = None  # on_display unknown
byt['Connemara Coast'][8] = True; byt['The Lighthouse Keeper'][8] = False
byt['City at Night'][8] = True; byt['Steel Bridge'][8] = False
byt['Silent Garden'][8] = False; byt['Tokyo Crossing'][8] = False
byt['Madonna and Child'][8] = True; byt['Portrait of a Burgomaster'][8] = True; byt['The Amsterdam Harbour'][8] = True
byt['Soup Can Study'][4] = 'screenprint'
for t in ('Sheep on the Downs','Frozen River','Rio Study','Blue Field'): byt[t][8] = False   # in storage
# works borrowed from other institutions are not ours: no accession number of ours, in no collection
borrowed = {'Bust of a Young Woman','Cafe Interior','Market Women','Tokyo Crossing','Peasant Wedding'}
for v,a,t,y,m,ot,h,val,disp,acc in aw:
    mine = t not in borrowed
    node(v,'Artwork',dict(accession_no=acc if mine else None,title=t,year_made=y,medium=m,height_cm=h,insured_value_usd=val,on_display=disp))
    edge(a,'CREATED',v,dict(attribution='attributed' if a == 'A24' or t == 'Annunciation' else ('workshop' if t == 'Roses and a Snail' else 'signed')))
    if mine:
        k = coll_of[ot]
        if a in american and ot == 'painting': k = 'K6'
        elif a in modern and ot == 'painting': k = 'K2'
        edge(v,'PART_OF',k)
    if disp:
        g = gal_of[nat[a]]
        if ot == 'sculpture': g = 'G9'
        elif ot == 'photograph': g = 'G8'
        elif ot in ('drawing','print'): g = 'G12'
        if t == 'Portrait of a Burgomaster': g = 'G13'
        edge(v,'HUNG_IN',g)
vt = {w[2]:w[0] for w in aw}

# other institutions: (var, name, city, country, institution_type)
insts = [
 ('I1','Kunsthalle Nord','Hamburg','Germany','museum'),
 ('I2','Galleria Civica di Arezzo','Arezzo','Italy','museum'),
 ('I3','Harbour City Museum of Art','Boston','USA','museum'),
 ('I4','Royal Scottish Collection','Edinburgh','UK','museum'),
 ('I5','Tokyo Modern','Tokyo','Japan','museum'),
 ('I6','Fundacao Horizonte','Sao Paulo','Brazil','foundation'),
 ('I7','Whitcombe College Gallery','Oxford','UK','university'),
 ('I8','Musee Delaroche','Paris','France','museum'),
 ('I9','Lakeside Private Collection','Geneva','Switzerland','private'),
 ('I10','Lagos Contemporary','Lagos','Nigeria','museum'),
 ('I11','Nordic Photo Centre','Stockholm','Sweden','museum'),   # never lent or borrowed
]
for v,n,c,co,ty in insts:
    node(v,'Institution',dict(name=n,city=c,country=co,institution_type=ty))
# outgoing loans: (work, institution, start_date, end_date, loan_fee_usd, courier_required)
lent = [
 ('Haystacks at Noon','I1','2024-03-01','2024-08-31',15000.0,True),
 ('Haystacks at Noon','I8','2022-10-01','2023-01-15',12000.0,True),
 ('Storm over Dover','I4','2023-05-20','2023-09-30',8000.0,False),
 ('Saint Jerome in the Wilderness','I2','2024-09-10','2025-01-12',20000.0,True),
 ('Red Composition','I3','2023-03-01','2023-06-30',5000.0,False),
 ('Highway Diner','I3','2024-02-01','2024-05-31',2500.0,False),
 ('Amazonia I','I6','2025-04-01','2025-09-30',0.0,False),
 ('Poplars in Wind','I1','2024-03-01','2024-08-31',15000.0,True),
 ('Poplars in Wind','I3','2021-11-15','2022-02-28',9000.0,True),
 ('Ancestors','I10','2024-06-15','2024-12-15',3000.0,None),
 ('Dublin Quay','I7','2023-01-10','2023-03-31',500.0,False),
]
for t,i,s,e,fee,cr in lent:
    edge(vt[t],'LENT_TO',i,dict(start_date=s,end_date=e,loan_fee_usd=fee,courier_required=cr))
# incoming loans: (work, lender, start_date, end_date, loan_fee_usd, courier_required)
brw = [
 ('Bust of a Young Woman','I2','2024-02-01','2025-01-31',18000.0,True),
 ('Cafe Interior','I8','2023-10-01','2024-02-28',11000.0,True),
 ('Market Women','I10','2024-06-15','2024-12-15',3000.0,False),
 ('Tokyo Crossing','I5','2025-01-20','2025-06-30',4500.0,False),
 ('Peasant Wedding','I9','2022-05-01','2024-04-30',0.0,True),
 ('Peasant Wedding','I9','2024-05-01','2026-04-30',0.0,True),
]
for t,i,s,e,fee,cr in brw:
    edge(vt[t],'BORROWED_FROM',i,dict(start_date=s,end_date=e,loan_fee_usd=fee,courier_required=cr))

# exhibitions: (var, title, opening_date, closing_date, ticket_price_usd, gallery, works)
exhs = [
 ('X1','Golden Age Interiors','2023-02-10','2023-06-18',22.0,'G10',['Portrait of a Burgomaster','The Music Lesson','Still Life with Lemons','Winter Canal','Flowers on a Marble Ledge']),
 ('X2','Light and Water: Impressionism','2023-10-01','2024-02-28',28.0,'G10',['Poplars in Wind','The Seine at Argenteuil','Cafe Interior','Morning Market','Boats at Honfleur','Girl Reading']),
 ('X3','Masters of the Renaissance','2024-02-01','2025-01-31',30.0,'G11',['Madonna and Child','Annunciation','Bust of a Young Woman','Head of an Apostle','The Adoration of the Magi']),
 ('X4','Paper Trails','2024-01-01','2024-03-31',0.0,'G12',['Study of Hands','Butterfly Studies','Cottage in Kent','Factory Smoke','Landscape with Windmill','Black Square Study']),
 ('X5','Lens and Shadow','2025-01-20','2025-06-30',18.0,'G8',['Tokyo Crossing','Silent Garden','Highway Diner','Harbour Cranes','Favela Light','Salt']),
 ('X6','New African Voices','2024-06-15','2024-12-15',22.0,'G11',['Market Women','Lagos Rising']),
 ('X7','The Modern Eye','2022-04-01','2022-09-30',25.0,'G10',['City at Night','Suprematist Form','Red Composition','Untitled No. 7','Midsummer']),
 ('X8','Coast and Sea','2025-03-15','2025-08-31',25.0,'G5',['Connemara Coast','The Lighthouse Keeper','Storm over Dover','View of the Thames','Winter Canal','The Amsterdam Harbour']),
 ('X9','Founders and Friends','2024-11-01','2025-02-28',12.5,'G13',['Portrait of a Burgomaster']),
 ('X10','Future Forms','2026-05-01','2026-10-31',None,'G10',[]),   # announced: no price, no works yet
]
for v,t,o,c,p,g,ws in exhs:
    node(v,'Exhibition',dict(title=t,opening_date=o,closing_date=c,ticket_price_usd=p))
    edge(v,'HELD_IN',g)
    for n,w in enumerate(ws):
        edge(v,'FEATURES',vt[w],dict(catalogue_no=n+1))

# donors: (var, name, donor_type, city)
donors = [
 ('D1','Estate of Harold Finch','estate','Boston'),
 ('D2','The Marlowe Foundation','foundation','New York'),
 ('D3','Ruth Abernathy','individual','Chicago'),
 ('D4',"Catherine D'Arcy",'individual','London'),
 ('D5','James and Lena Cole','individual','Boston'),
 ('D6','Okonkwo Family Trust','foundation','Lagos'),
 ('D7','Estate of Margit Svensson','estate','Stockholm'),
 ('D8','Victor Lang','individual','San Francisco'),   # pledged, nothing given yet
]
for v,n,ty,c in donors:
    node(v,'Donor',dict(name=n,donor_type=ty,city=c))
# gifts: (donor, work, gift_date, tax_value_usd)
gifts = [
 ('D1','Portrait of a Burgomaster','1998-12-15',850000.0),
 ('D1','Still Life with Lemons','1998-12-15',420000.0),
 ('D1','Study of Hands','2003-06-01',35000.0),
 ('D2','City at Night','2010-04-20',1800000.0),
 ('D2','Steel Bridge','2010-04-20',1500000.0),
 ('D2','Red Composition','2015-11-30',900000.0),
 ('D2','Untitled No. 7','2015-11-30',650000.0),
 ('D3','Butterfly Studies','2019-03-01',60000.0),
 ('D3','Cottage in Kent','2019-03-01',45000.0),
 ('D4','Connemara Coast','2021-07-14',310000.0),
 ('D4','Dublin Quay','2021-07-14',12000.0),
 ('D4','The Lighthouse Keeper','2023-03-01',275000.0),
 ('D5','Highway Diner','2016-09-09',22000.0),
 ('D5','Motel Pool','2016-09-09',22000.0),
 ('D6','Lagos Rising','2022-02-02',150000.0),
 ('D6','Ancestors','2024-01-31',210000.0),
 ('D7','Midsummer','2020-12-01',95000.0),
 ('D7','Archipelago','2020-12-01',120000.0),
 ('D3','Girl Reading','2024-01-01',480000.0),
 ('D1','Winter Canal','2005-05-05',300000.0),
]
for d,w,gd,tv in gifts:
    edge(d,'DONATED',vt[w],dict(gift_date=gd,tax_value_usd=tv))

# conservators: (var, name, specialty, employment, hourly_rate_usd)
cons = [
 ('S1','Ingrid Holm','paintings','staff',None),
 ('S2','Marco Bellini','paintings','contract',95.0),
 ('S3','Aisha Rahman','paper','staff',None),
 ('S4','Tom Whitfield','objects','contract',80.0),
 ('S5','Yuki Sato','photographs','contract',110.0),
 ('S6','Beatrice Lowe','paintings','staff',None),
 ('S7','Daniel Reyes','objects','contract',80.0),   # on the books, has restored nothing yet
]
for v,n,sp,em,rate in cons:
    node(v,'Conservator',dict(name=n,specialty=sp,employment=em,hourly_rate_usd=rate))
# treatments: (conservator, work, treatment_date, hours, treatment)
treat = [
 ('S1','Portrait of a Burgomaster','2022-11-03',120,'varnish removal'),
 ('S1','The Amsterdam Harbour','2023-01-16',340,'relining'),
 ('S1','Winter Canal','2023-03-01',45,'cleaning'),
 ('S1','Madonna and Child','2021-06-20',410,'inpainting'),
 ('S2','Madonna and Child','2023-09-12',60,'cleaning'),
 ('S2','Saint Jerome in the Wilderness','2024-07-01',150,'consolidation'),
 ('S2','Annunciation','2019-04-04',75,'varnish removal'),
 ('S2','Haystacks at Noon','2024-02-10',30,'cleaning'),
 ('S3','Study of Hands','2023-12-01',12,'cleaning'),
 ('S3','Butterfly Studies','2023-12-05',18,'consolidation'),
 ('S3','Cottage in Kent','2023-12-05',8,'cleaning'),
 ('S3','Portrait of Madame Lenoir','2020-08-19',22,'consolidation'),
 ('S4','Shepherd Resting','2022-05-30',40,'cleaning'),
 ('S4','The Dancer','2024-04-15',55,'consolidation'),
 ('S4','Worker Monument Maquette','2021-10-10',90,'consolidation'),
 ('S5','Highway Diner','2024-01-08',16,'consolidation'),
 ('S5','Harbour Cranes','2024-11-20',10,'cleaning'),
 ('S6','Storm over Dover','2023-04-01',60,'cleaning'),
 ('S6','View of the Thames','2020-02-14',200,'relining'),
 ('S6','Haystacks at Noon','2022-08-22',85,'inpainting'),
 ('S6','Poplars in Wind','2022-08-29',85,'inpainting'),
 ('S6','Girl Reading','2023-11-11',38,'varnish removal'),
 ('S1','Winter Canal','2024-10-10',20,'cleaning'),
]
for s,w,d,h,tr in treat:
    edge(s,'RESTORED',vt[w],dict(treatment_date=d,hours=h,treatment=tr))

print('''// The museum example: an art museum's collection, galleries, exhibitions,
// loans, gifts and conservation, written for gql by its developers (not taken
// from anywhere) as the museum's collections-data team would model it: the
// TUNING graph of a new domain (testdata/museum/README.md).
// Artists CREATED artworks (attribution 'signed'|'attributed'|'workshop' on
// the edge) and TAUGHT artists (teacher to pupil, up to four deep); artworks
// are PART_OF a collection and HUNG_IN a gallery while on display; exhibitions
// are HELD_IN a gallery and FEATURE artworks (catalogue_no); artworks are
// LENT_TO and BORROWED_FROM other institutions (start_date, end_date,
// loan_fee_usd, courier_required); donors DONATED artworks (gift_date,
// tax_value_usd); conservators RESTORED artworks (treatment_date, hours,
// treatment).
// Dates are ISO strings 'YYYY-MM-DD'; years are integers; money is US dollars
// (_usd), heights centimetres (_cm).
// Edge cases: a gallery with no relationship at all (East Wing Gallery), an
// institution never lent to or borrowed from, a donor who gave nothing, a
// conservator who restored nothing, an exhibition with no works and no price,
// borrowed works in no collection and with no accession number, living
// artists with no death_year, an artist with no dates, unknown on_display,
// ties, boundary values, names with an apostrophe.
// Generated deterministically by a small seeded script.
// Regenerate the converted files with
//   go run ./cmd/gql convert examples/museum/museum.cypher --name museum --out examples/museum
''')
for c in ['Artwork) REQUIRE (x.title','Artist) REQUIRE (x.name','Collection) REQUIRE (x.code','Gallery) REQUIRE (x.gallery_no',
          'Exhibition) REQUIRE (x.title','Institution) REQUIRE (x.name','Donor) REQUIRE (x.name','Conservator) REQUIRE (x.name']:
    print(f'CREATE CONSTRAINT IF NOT EXISTS FOR (x:{c}) IS UNIQUE;')
print()
print('\n'.join(nodes))
print('CREATE\n' + ',\n'.join(edges) + ';')
