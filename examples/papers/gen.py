# Generates examples/papers/papers.cypher (deterministic: seeded). Run: python3 examples/papers/gen.py > examples/papers/papers.cypher
# then: go run ./cmd/gql convert examples/papers/papers.cypher --name papers --out examples/papers
import random
R = random.Random(29)
import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from cyphergen import q, props, nodes, edges, node, edge

# institutions: (var, name, country, city, kind, founded)
insts = [
 ('I1','University of Eastbridge','United Kingdom','Eastbridge','university',1826),
 ('I2',"King's College Dunmore",'Ireland','Dunmore','university',1845),
 ('I3','Halden Technical University','Germany','Halden','university',1870),
 ('I4','Lumiere Research Institute','France','Lyon','institute',1962),
 ('I5','Nordvik University','Norway','Nordvik','university',1968),
 ('I6','Delphi Labs','United States','Seattle','company',2009),
 ('I7','Marlow Institute of Technology','United States','Boston','institute',1911),
 ('I8','University of Vila Nova','Portugal','Vila Nova','university',1911),
 ('I9','Kestrel AI','United Kingdom','London','company',2018),
 ('I10','Sagebrush State University','United States','Boise','university',1890),
]
for v,n,c,city,k,f in insts: node(v,'Institution',dict(name=n,country=c,city=city,kind=k,founded=f))

# venues: (var, name, acronym, kind, core_rank, impact_factor, open_access, apc_eur)
venues = [
 ('V1','Journal of Graph Data Management','JGDM','journal','A',4.2,False,None),
 ('V2','International Conference on Very Large Knowledge Bases','VLKB','conference','A*',None,False,None),
 ('V3','Transactions on Query Languages','TQL','journal','A*',6.8,False,None),
 ('V4','Symposium on Data Systems','SDS','conference','A',None,False,None),
 ('V5','Open Computing Letters','OCL','journal','C',1.1,True,1200),
 ('V6','Workshop on Semantic Web Practice','WSWP','conference','C',None,True,0),
 ('V7','European Conference on Machine Reasoning','ECMR','conference','B',None,False,None),
 ('V8','Journal of Natural Language Engineering','JNLE','journal','B',2.4,True,2500),
 ('V9','Data Science Review','DSR','journal','B',2.4,True,0),
 ('V10','Conference on Learning Systems','CLS','conference','A*',None,False,None),
]
for v,n,a,k,r,imp,oa,apc in venues:
    node(v,'Venue',dict(name=n,acronym=a,kind=k,core_rank=r,impact_factor=imp,open_access=oa,apc_eur=apc))

# topics: (var, name, broader)
topics = [
 ('T1','Computer Science',None),('T2','Data Management','T1'),('T3','Artificial Intelligence','T1'),
 ('T4','Graph Databases','T2'),('T5','Query Languages','T4'),('T6','Knowledge Graphs','T2'),
 ('T7','Data Integration','T2'),('T8','Natural Language Processing','T3'),('T9','Question Answering','T8'),
 ('T10','Machine Learning','T3'),('T11','Graph Neural Networks','T10'),('T12','Federated Learning','T10'),
 ('T13','Knowledge Representation','T3'),('T14','Text-to-Query','T9'),('T15','Information Retrieval','T1'),
 ('T16','Quantum Databases',None),
]
for v,n,b in topics:
    node(v,'Topic',dict(name=n))
    if b: edge(v,'SUBFIELD_OF',b)

# funders: (var, name, country, sector)
funders = [
 ('F1','European Research Council','European Union','public'),
 ('F2','National Science Agency','United States','public'),
 ('F3','German Research Fund','Germany','public'),
 ('F4','Halvorsen Foundation','Norway','charity'),
 ('F5','Delphi Labs Research Fund','United States','private'),
 ('F6','Brightwater Trust','United Kingdom','charity'),
]
for v,n,c,s in funders: node(v,'Funder',dict(name=n,country=c,sector=s))

# authors: (var, name, orcid, h_index, career_stage, email)
first = ['Amara','Bruno','Chen','Daria','Elif','Farid','Greta','Hiro','Ines','Jonas','Kavya','Lars','Maya','Nikolai',
         'Olga','Pablo','Quinn','Rosa','Sami','Tess','Umar','Vera','Wen','Ximena','Yusuf','Zofia','Arjun','Beatriz',
         'Colm','Dagny','Emeka','Freya','Goran','Hanna','Ivo','Jana','Kofi','Lucia','Mateo','Nadia','Oskar','Priya','Rhea','Stefan','Tomas']
last = ['Okafor','Lindqvist','Wei','Petrova','Yilmaz','Haddad','Brandt','Tanaka','Ferreira','Maier','Iyer','Nilsen',
        'Cohen','Volkov','Svensson','Ortega','Murphy','Rossi','Aalto','Grant','Siddiqui','Novak','Zhang','Reyes','Demir',
        'Kowalska','Mehta','Costa','Byrne','Hansen','Eze','Larsen','Ilic','Berg','Silva','Dvorak','Mensah','Romano',
        'Alvarez','Karimi','Lund','Bose','Kaur','Weber','Horvat']
stages = ['phd_student','phd_student','postdoc','lecturer','professor','professor','industry_researcher']
authors = []
for i in range(45):
    n = f'{first[i]} {last[i]}'
    st = stages[i % len(stages)]
    h = {'phd_student':R.randint(1,5),'postdoc':R.randint(4,12),'lecturer':R.randint(8,20),'professor':R.randint(18,60),
         'industry_researcher':R.randint(6,30)}[st]
    email = None if i % 6 == 5 else f'{first[i].lower()}.{last[i].lower()}@example.org'
    authors.append((f'A{i+1}', n, f'0000-0002-{1000+i*37:04d}-{(i*7919)%10000:04d}', h, st, email))
authors.append(('A46',"Liam O'Shea",'0000-0003-4410-0041',40,'professor','liam.oshea@example.org'))
authors.append(('A47','Noor Rahman','0000-0003-4420-0042',40,'professor','noor.rahman@example.org'))
authors.append(('A48','Petra Holm','0000-0003-4430-0043',0,'phd_student',None))
for v,n,o,h,st,em in authors: node(v,'Author',dict(name=n,orcid=o,h_index=h,career_stage=st,email=em))

# affiliations (author, institution, role, from_year, to_year or None = current)
roles = {'phd_student':'phd','postdoc':'postdoc','lecturer':'faculty','professor':'faculty','industry_researcher':'researcher'}
inst_of = {}
for i,(v,n,o,h,st,em) in enumerate(authors):
    if v == 'A48': continue  # a new PhD student, nothing recorded yet
    inst = insts[i % 9][0] if v not in ('A46','A47') else ('I2' if v == 'A46' else 'I5')
    if st == 'industry_researcher': inst = R.choice(['I6','I9'])
    inst_of[v] = inst
    fy = {'phd_student':R.choice([2020,2021,2022,2023]),'postdoc':R.choice([2019,2021,2022]),'lecturer':R.choice([2012,2015,2018]),
          'professor':R.choice([1998,2005,2010,2014]),'industry_researcher':R.choice([2016,2019,2021])}[st]
    edge(v,'AFFILIATED_WITH',inst,dict(role=roles[st],from_year=fy))
# past affiliations (ended)
for v,inst,role,fy,ty in [('A5','I10','postdoc',2001,2004),('A6','I10','phd',1995,1999),('A12','I7','postdoc',2015,2018),
                          ('A19','I7','phd',2004,2008),('A46','I8','faculty',2000,2010),('A26','I3','visiting',2022,2022),
                          ('A3','I6','visiting',2021,2021),('A33','I4','postdoc',2016,2019)]:
    edge(v,'AFFILIATED_WITH',inst,dict(role=role,from_year=fy,to_year=ty))

# grants: (var, grant_no, title, amount_eur, start_date, end_date, funder, [(author, role)])
grants = [
 ('G1','ERC-2019-STG-850112','Declarative Graph Analytics',1500000,'2019-09-01','2024-08-31','F1',[('A5','PI'),('A12','co-investigator')]),
 ('G2','ERC-2022-COG-101044','Trustworthy Question Answering',2000000,'2022-05-01','2027-04-30','F1',[('A46','PI')]),
 ('G3','NSA-IIS-2107731','Scalable Knowledge Graph Integration',850000,'2021-07-01','2024-06-30','F2',[('A7','PI'),('A14','co-investigator')]),
 ('G4','NSA-CCF-2316650','Query Languages for Property Graphs',500000,'2023-01-01','2025-12-31','F2',[('A21','PI')]),
 ('G5','GRF-447120','Federated Learning on Graphs',620000,'2020-10-01','2023-09-30','F3',[('A26','PI'),('A33','co-investigator')]),
 ('G6','GRF-512993','Neural Text-to-Query Translation',499999,'2024-03-01','2027-02-28','F3',[('A19','PI')]),
 ('G7','HF-2021-017','Language Models for Nordic Archives',120000,'2021-01-01','2022-12-31','F4',[('A47','PI'),('A33','co-investigator')]),
 ('G8','HF-2024-003','Open Scholarly Knowledge Graph',2000000,'2024-01-01',None,'F4',[('A47','PI')]),
 ('G9','DLRF-0042','Graph Embeddings at Scale',300000,'2022-09-01','2023-08-31','F5',[('A7','co-investigator'),('A35','PI')]),
 ('G10','DLRF-0057','Benchmarking Graph Query Engines',75000,'2023-06-01','2024-05-31','F5',[('A14','PI')]),
 ('G11','BT-2020-11','Reproducible Data Science Training',45000,'2020-01-15','2021-01-14','F6',[('A28','PI')]),
 ('G12','ERC-2023-ADG-101097','Reasoning over Incomplete Knowledge',2500000,'2023-10-01','2028-09-30','F1',[('A46','co-investigator'),('A40','PI')]),
]
for v,no,t,amt,sd,ed,f,holders in grants:
    node(v,'Grant',dict(grant_no=no,title=t,amount_eur=amt,start_date=sd,end_date=ed))
    edge(v,'AWARDED_BY',f)
    for a,role in holders: edge(a,'HOLDS',v,dict(role=role))

# papers: (var, title, status, published, venue, topics, authors)
subj = ['Graph Queries','Knowledge Graphs','Property Graphs','Text-to-Query','Entity Linking','Graph Neural Networks',
        'Federated Training','Schema Matching','Question Answering','Query Optimisation','Data Lakes','Link Prediction']
pre = ['Towards','Revisiting','On','Scaling','Learning','Efficient','Explaining','A Survey of','Benchmarking','Rethinking']
topic_for = {'Graph Queries':'T5','Knowledge Graphs':'T6','Property Graphs':'T4','Text-to-Query':'T14','Entity Linking':'T8',
             'Graph Neural Networks':'T11','Federated Training':'T12','Schema Matching':'T7','Question Answering':'T9',
             'Query Optimisation':'T5','Data Lakes':'T7','Link Prediction':'T11'}
venue_for = {'T5':['V3','V4','V1'],'T6':['V2','V1','V6'],'T4':['V1','V4'],'T14':['V8','V10'],'T8':['V8','V7'],
             'T11':['V10','V9'],'T12':['V10','V9','V5'],'T7':['V4','V9','V5'],'T9':['V8','V7']}
papers = []
used = set()
author_pool = [a[0] for a in authors if a[0] not in ('A36','A37','A38','A39','A43','A44','A45','A48')]
for i in range(46):
    while True:
        s = R.choice(subj); p = R.choice(pre); t = f'{p} {s}'
        if t not in used: used.add(t); break
    if i % 7 == 3: t = t + ' with Large Language Models'
    y = 2017 + i // 6
    mo = R.randint(1,12); d = R.randint(1,28)
    status = 'published'
    if i >= 40: status = R.choice(['under_review','under_review','rejected','preprint'])
    pub = f'{y}-{mo:02d}-{d:02d}' if status == 'published' else None
    tp = topic_for[s]
    ven = R.choice(venue_for[tp]) if status == 'published' else None
    n = R.choice([1,1,2,2,3])
    aus = R.sample(author_pool, n)
    papers.append([f'P{i+1}', t, status, pub, ven, [tp], aus, R.choice([6,8,10,12,12,14,18,24,31]), y])
# hand-set edge cases
papers[0][1] = 'A Relational Model for Graph-Shaped Data'; papers[0][3] = '2017-01-01'
papers[6][3] = '2018-03-01'
papers[12][3] = '2019-12-31'; papers[13][3] = '2020-01-01'
papers[20][5] = ['T5','T14']; papers[21][5] = ['T6','T9']; papers[30][5] = ['T11','T6']
papers[24][1] = "Don't Trust the Parser: Robust Text-to-Query"; papers[24][5] = ['T14']; papers[24][4] = 'V8'
papers[35][7] = 31
papers[44][1] = 'Graph Queries in the Wild'; papers[44][2] = 'under_review'; papers[44][3] = None; papers[44][4] = None
papers[45][2] = 'preprint'
for v,t,st,pub,ven,tps,aus,pages,y in papers:
    oa = None if v in ('P9','P30') else (ven in ('V5','V6','V8','V9') or v in ('P2','P17','P33'))
    doi = f'10.5555/{(ven or "arx").lower()}.{y}.{int(v[1:]):03d}'
    node(v,'Paper',dict(doi=doi,title=t,status=st,published=pub,page_count=pages,open_access=oa))
    for k,a in enumerate(aus):
        edge(a,'WROTE',v,dict(author_position=k+1,corresponding=(k == 0)))
    if ven: edge(v,'PUBLISHED_IN',ven)
    for tp in tps: edge(v,'ON_TOPIC',tp)

# citations: a chain P1 <- P8 <- P15 <- P22 <- P29 <- P36 (each cites the one before), plus random older ones
chain = ['P1','P8','P15','P22','P29','P36']
cites = set()
for a,b in zip(chain[1:],chain[:-1]): cites.add((a,b))
for i in range(8,46):
    for _ in range(R.choice([0,0,1,1,2])):
        j = R.randint(1, max(1,i-2))
        if j != i: cites.add((f'P{i}', f'P{j}'))
cites.discard(('P12','P3'))
for a,b in sorted(cites, key=lambda x:(int(x[0][1:]),int(x[1][1:]))): edge(a,'CITES',b)

# grant acknowledgements
for p,g in [('P2','G1'),('P8','G1'),('P15','G1'),('P22','G1'),('P20','G3'),('P24','G3'),('P26','G4'),('P31','G4'),
            ('P11','G5'),('P19','G5'),('P25','G6'),('P41','G6'),('P14','G7'),('P33','G2'),('P37','G2'),('P38','G2'),
            ('P30','G9'),('P36','G12'),('P29','G10')]:
    edge(p,'ACKNOWLEDGES',g)

# reviews: reviewer -> paper {score 1..5, decision, submitted_on, confidence, round}
dec = {5:'accept',4:'minor_revision',3:'major_revision',2:'major_revision',1:'reject'}
reviewers = ['A36','A37','A38','A39','A46','A47','A5','A12','A21','A7','A19','A26']
for i in range(28, 46):
    pv = f'P{i+1}'
    aus = papers[i][6]
    for r in R.sample([x for x in reviewers if x not in aus], 2 if i % 3 else 1):
        sc = R.randint(1,5)
        y = papers[i][8] - (1 if papers[i][2] == 'published' else 0)
        edge(r,'REVIEWED',pv,dict(score=sc,decision=dec[sc],submitted_on=f'{min(y,2025)}-{R.randint(1,12):02d}-{R.randint(1,28):02d}',
                                  confidence=R.randint(2,5),round=1))
edge('A36','REVIEWED','P45',dict(score=3,decision='major_revision',submitted_on='2025-02-14',confidence=4,round=2))

print('''// The papers example: an academic publisher's and a research office's records,
// written for gql by its developers (not taken from anywhere) as the office's
// data team would model it: the TUNING graph of a new domain
// (testdata/papers/README.md).
// Authors WROTE papers (author_position, corresponding on the edge) and are
// AFFILIATED_WITH institutions (role, from_year, to_year; no to_year while
// current); papers are PUBLISHED_IN venues (journals and conferences with a
// CORE rank), are ON_TOPIC topics (a topic is a SUBFIELD_OF a broader one,
// three deep under Computer Science), CITE older papers (a chain six deep from
// the 2017 relational-model paper) and ACKNOWLEDGE grants; grants are
// AWARDED_BY funders and HELD by authors (role PI or co-investigator);
// referees REVIEWED submissions (score 1-5, decision, submitted_on, confidence,
// round on the edge).
// Dates are ISO strings 'YYYY-MM-DD'; money is euros (amount_eur, apc_eur).
// Edge cases: a topic with no relationship at all (Quantum Databases), a
// funder whose grant no paper acknowledges, an author with no affiliation and
// no paper, papers not published (no published date, no venue), papers with
// no open_access recorded, an open-ended grant (no end_date), ties, boundary
// values, names with an apostrophe.
// Generated deterministically by a small seeded script.
// Regenerate the converted files with
//   go run ./cmd/gql convert examples/papers/papers.cypher --name papers --out examples/papers
''')
for c in ['Paper) REQUIRE (x.doi','Author) REQUIRE (x.orcid','Institution) REQUIRE (x.name','Venue) REQUIRE (x.name',
          'Topic) REQUIRE (x.name','Funder) REQUIRE (x.name','Grant) REQUIRE (x.grant_no']:
    print(f'CREATE CONSTRAINT IF NOT EXISTS FOR (x:{c}) IS UNIQUE;')
print()
print('\n'.join(nodes))
print('CREATE\n' + ',\n'.join(edges) + ';')
