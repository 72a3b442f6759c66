// The papers example: an academic publisher's and a research office's records,
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

CREATE CONSTRAINT IF NOT EXISTS FOR (x:Paper) REQUIRE (x.doi) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Author) REQUIRE (x.orcid) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Institution) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Venue) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Topic) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Funder) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Grant) REQUIRE (x.grant_no) IS UNIQUE;

CREATE (I1:Institution {name:'University of Eastbridge', country:'United Kingdom', city:'Eastbridge', kind:'university', founded:1826})
CREATE (I2:Institution {name:"King's College Dunmore", country:'Ireland', city:'Dunmore', kind:'university', founded:1845})
CREATE (I3:Institution {name:'Halden Technical University', country:'Germany', city:'Halden', kind:'university', founded:1870})
CREATE (I4:Institution {name:'Lumiere Research Institute', country:'France', city:'Lyon', kind:'institute', founded:1962})
CREATE (I5:Institution {name:'Nordvik University', country:'Norway', city:'Nordvik', kind:'university', founded:1968})
CREATE (I6:Institution {name:'Delphi Labs', country:'United States', city:'Seattle', kind:'company', founded:2009})
CREATE (I7:Institution {name:'Marlow Institute of Technology', country:'United States', city:'Boston', kind:'institute', founded:1911})
CREATE (I8:Institution {name:'University of Vila Nova', country:'Portugal', city:'Vila Nova', kind:'university', founded:1911})
CREATE (I9:Institution {name:'Kestrel AI', country:'United Kingdom', city:'London', kind:'company', founded:2018})
CREATE (I10:Institution {name:'Sagebrush State University', country:'United States', city:'Boise', kind:'university', founded:1890})
CREATE (V1:Venue {name:'Journal of Graph Data Management', acronym:'JGDM', kind:'journal', core_rank:'A', impact_factor:4.2, open_access:false})
CREATE (V2:Venue {name:'International Conference on Very Large Knowledge Bases', acronym:'VLKB', kind:'conference', core_rank:'A*', open_access:false})
CREATE (V3:Venue {name:'Transactions on Query Languages', acronym:'TQL', kind:'journal', core_rank:'A*', impact_factor:6.8, open_access:false})
CREATE (V4:Venue {name:'Symposium on Data Systems', acronym:'SDS', kind:'conference', core_rank:'A', open_access:false})
CREATE (V5:Venue {name:'Open Computing Letters', acronym:'OCL', kind:'journal', core_rank:'C', impact_factor:1.1, open_access:true, apc_eur:1200})
CREATE (V6:Venue {name:'Workshop on Semantic Web Practice', acronym:'WSWP', kind:'conference', core_rank:'C', open_access:true, apc_eur:0})
CREATE (V7:Venue {name:'European Conference on Machine Reasoning', acronym:'ECMR', kind:'conference', core_rank:'B', open_access:false})
CREATE (V8:Venue {name:'Journal of Natural Language Engineering', acronym:'JNLE', kind:'journal', core_rank:'B', impact_factor:2.4, open_access:true, apc_eur:2500})
CREATE (V9:Venue {name:'Data Science Review', acronym:'DSR', kind:'journal', core_rank:'B', impact_factor:2.4, open_access:true, apc_eur:0})
CREATE (V10:Venue {name:'Conference on Learning Systems', acronym:'CLS', kind:'conference', core_rank:'A*', open_access:false})
CREATE (T1:Topic {name:'Computer Science'})
CREATE (T2:Topic {name:'Data Management'})
CREATE (T3:Topic {name:'Artificial Intelligence'})
CREATE (T4:Topic {name:'Graph Databases'})
CREATE (T5:Topic {name:'Query Languages'})
CREATE (T6:Topic {name:'Knowledge Graphs'})
CREATE (T7:Topic {name:'Data Integration'})
CREATE (T8:Topic {name:'Natural Language Processing'})
CREATE (T9:Topic {name:'Question Answering'})
CREATE (T10:Topic {name:'Machine Learning'})
CREATE (T11:Topic {name:'Graph Neural Networks'})
CREATE (T12:Topic {name:'Federated Learning'})
CREATE (T13:Topic {name:'Knowledge Representation'})
CREATE (T14:Topic {name:'Text-to-Query'})
CREATE (T15:Topic {name:'Information Retrieval'})
CREATE (T16:Topic {name:'Quantum Databases'})
CREATE (F1:Funder {name:'European Research Council', country:'European Union', sector:'public'})
CREATE (F2:Funder {name:'National Science Agency', country:'United States', sector:'public'})
CREATE (F3:Funder {name:'German Research Fund', country:'Germany', sector:'public'})
CREATE (F4:Funder {name:'Halvorsen Foundation', country:'Norway', sector:'charity'})
CREATE (F5:Funder {name:'Delphi Labs Research Fund', country:'United States', sector:'private'})
CREATE (F6:Funder {name:'Brightwater Trust', country:'United Kingdom', sector:'charity'})
CREATE (A1:Author {name:'Amara Okafor', orcid:'0000-0002-1000-0000', h_index:5, career_stage:'phd_student', email:'amara.okafor@example.org'})
CREATE (A2:Author {name:'Bruno Lindqvist', orcid:'0000-0002-1037-7919', h_index:3, career_stage:'phd_student', email:'bruno.lindqvist@example.org'})
CREATE (A3:Author {name:'Chen Wei', orcid:'0000-0002-1074-5838', h_index:4, career_stage:'postdoc', email:'chen.wei@example.org'})
CREATE (A4:Author {name:'Daria Petrova', orcid:'0000-0002-1111-3757', h_index:9, career_stage:'lecturer', email:'daria.petrova@example.org'})
CREATE (A5:Author {name:'Elif Yilmaz', orcid:'0000-0002-1148-1676', h_index:30, career_stage:'professor', email:'elif.yilmaz@example.org'})
CREATE (A6:Author {name:'Farid Haddad', orcid:'0000-0002-1185-9595', h_index:44, career_stage:'professor'})
CREATE (A7:Author {name:'Greta Brandt', orcid:'0000-0002-1222-7514', h_index:27, career_stage:'industry_researcher', email:'greta.brandt@example.org'})
CREATE (A8:Author {name:'Hiro Tanaka', orcid:'0000-0002-1259-5433', h_index:4, career_stage:'phd_student', email:'hiro.tanaka@example.org'})
CREATE (A9:Author {name:'Ines Ferreira', orcid:'0000-0002-1296-3352', h_index:2, career_stage:'phd_student', email:'ines.ferreira@example.org'})
CREATE (A10:Author {name:'Jonas Maier', orcid:'0000-0002-1333-1271', h_index:8, career_stage:'postdoc', email:'jonas.maier@example.org'})
CREATE (A11:Author {name:'Kavya Iyer', orcid:'0000-0002-1370-9190', h_index:17, career_stage:'lecturer', email:'kavya.iyer@example.org'})
CREATE (A12:Author {name:'Lars Nilsen', orcid:'0000-0002-1407-7109', h_index:27, career_stage:'professor'})
CREATE (A13:Author {name:'Maya Cohen', orcid:'0000-0002-1444-5028', h_index:43, career_stage:'professor', email:'maya.cohen@example.org'})
CREATE (A14:Author {name:'Nikolai Volkov', orcid:'0000-0002-1481-2947', h_index:25, career_stage:'industry_researcher', email:'nikolai.volkov@example.org'})
CREATE (A15:Author {name:'Olga Svensson', orcid:'0000-0002-1518-0866', h_index:2, career_stage:'phd_student', email:'olga.svensson@example.org'})
CREATE (A16:Author {name:'Pablo Ortega', orcid:'0000-0002-1555-8785', h_index:2, career_stage:'phd_student', email:'pablo.ortega@example.org'})
CREATE (A17:Author {name:'Quinn Murphy', orcid:'0000-0002-1592-6704', h_index:12, career_stage:'postdoc', email:'quinn.murphy@example.org'})
CREATE (A18:Author {name:'Rosa Rossi', orcid:'0000-0002-1629-4623', h_index:8, career_stage:'lecturer'})
CREATE (A19:Author {name:'Sami Aalto', orcid:'0000-0002-1666-2542', h_index:58, career_stage:'professor', email:'sami.aalto@example.org'})
CREATE (A20:Author {name:'Tess Grant', orcid:'0000-0002-1703-0461', h_index:18, career_stage:'professor', email:'tess.grant@example.org'})
CREATE (A21:Author {name:'Umar Siddiqui', orcid:'0000-0002-1740-8380', h_index:8, career_stage:'industry_researcher', email:'umar.siddiqui@example.org'})
CREATE (A22:Author {name:'Vera Novak', orcid:'0000-0002-1777-6299', h_index:1, career_stage:'phd_student', email:'vera.novak@example.org'})
CREATE (A23:Author {name:'Wen Zhang', orcid:'0000-0002-1814-4218', h_index:2, career_stage:'phd_student', email:'wen.zhang@example.org'})
CREATE (A24:Author {name:'Ximena Reyes', orcid:'0000-0002-1851-2137', h_index:7, career_stage:'postdoc'})
CREATE (A25:Author {name:'Yusuf Demir', orcid:'0000-0002-1888-0056', h_index:13, career_stage:'lecturer', email:'yusuf.demir@example.org'})
CREATE (A26:Author {name:'Zofia Kowalska', orcid:'0000-0002-1925-7975', h_index:54, career_stage:'professor', email:'zofia.kowalska@example.org'})
CREATE (A27:Author {name:'Arjun Mehta', orcid:'0000-0002-1962-5894', h_index:44, career_stage:'professor', email:'arjun.mehta@example.org'})
CREATE (A28:Author {name:'Beatriz Costa', orcid:'0000-0002-1999-3813', h_index:11, career_stage:'industry_researcher', email:'beatriz.costa@example.org'})
CREATE (A29:Author {name:'Colm Byrne', orcid:'0000-0002-2036-1732', h_index:3, career_stage:'phd_student', email:'colm.byrne@example.org'})
CREATE (A30:Author {name:'Dagny Hansen', orcid:'0000-0002-2073-9651', h_index:1, career_stage:'phd_student'})
CREATE (A31:Author {name:'Emeka Eze', orcid:'0000-0002-2110-7570', h_index:10, career_stage:'postdoc', email:'emeka.eze@example.org'})
CREATE (A32:Author {name:'Freya Larsen', orcid:'0000-0002-2147-5489', h_index:14, career_stage:'lecturer', email:'freya.larsen@example.org'})
CREATE (A33:Author {name:'Goran Ilic', orcid:'0000-0002-2184-3408', h_index:48, career_stage:'professor', email:'goran.ilic@example.org'})
CREATE (A34:Author {name:'Hanna Berg', orcid:'0000-0002-2221-1327', h_index:32, career_stage:'professor', email:'hanna.berg@example.org'})
CREATE (A35:Author {name:'Ivo Silva', orcid:'0000-0002-2258-9246', h_index:11, career_stage:'industry_researcher', email:'ivo.silva@example.org'})
CREATE (A36:Author {name:'Jana Dvorak', orcid:'0000-0002-2295-7165', h_index:2, career_stage:'phd_student'})
CREATE (A37:Author {name:'Kofi Mensah', orcid:'0000-0002-2332-5084', h_index:5, career_stage:'phd_student', email:'kofi.mensah@example.org'})
CREATE (A38:Author {name:'Lucia Romano', orcid:'0000-0002-2369-3003', h_index:8, career_stage:'postdoc', email:'lucia.romano@example.org'})
CREATE (A39:Author {name:'Mateo Alvarez', orcid:'0000-0002-2406-0922', h_index:19, career_stage:'lecturer', email:'mateo.alvarez@example.org'})
CREATE (A40:Author {name:'Nadia Karimi', orcid:'0000-0002-2443-8841', h_index:34, career_stage:'professor', email:'nadia.karimi@example.org'})
CREATE (A41:Author {name:'Oskar Lund', orcid:'0000-0002-2480-6760', h_index:41, career_stage:'professor', email:'oskar.lund@example.org'})
CREATE (A42:Author {name:'Priya Bose', orcid:'0000-0002-2517-4679', h_index:14, career_stage:'industry_researcher'})
CREATE (A43:Author {name:'Rhea Kaur', orcid:'0000-0002-2554-2598', h_index:3, career_stage:'phd_student', email:'rhea.kaur@example.org'})
CREATE (A44:Author {name:'Stefan Weber', orcid:'0000-0002-2591-0517', h_index:4, career_stage:'phd_student', email:'stefan.weber@example.org'})
CREATE (A45:Author {name:'Tomas Horvat', orcid:'0000-0002-2628-8436', h_index:5, career_stage:'postdoc', email:'tomas.horvat@example.org'})
CREATE (A46:Author {name:"Liam O'Shea", orcid:'0000-0003-4410-0041', h_index:40, career_stage:'professor', email:'liam.oshea@example.org'})
CREATE (A47:Author {name:'Noor Rahman', orcid:'0000-0003-4420-0042', h_index:40, career_stage:'professor', email:'noor.rahman@example.org'})
CREATE (A48:Author {name:'Petra Holm', orcid:'0000-0003-4430-0043', h_index:0, career_stage:'phd_student'})
CREATE (G1:Grant {grant_no:'ERC-2019-STG-850112', title:'Declarative Graph Analytics', amount_eur:1500000, start_date:'2019-09-01', end_date:'2024-08-31'})
CREATE (G2:Grant {grant_no:'ERC-2022-COG-101044', title:'Trustworthy Question Answering', amount_eur:2000000, start_date:'2022-05-01', end_date:'2027-04-30'})
CREATE (G3:Grant {grant_no:'NSA-IIS-2107731', title:'Scalable Knowledge Graph Integration', amount_eur:850000, start_date:'2021-07-01', end_date:'2024-06-30'})
CREATE (G4:Grant {grant_no:'NSA-CCF-2316650', title:'Query Languages for Property Graphs', amount_eur:500000, start_date:'2023-01-01', end_date:'2025-12-31'})
CREATE (G5:Grant {grant_no:'GRF-447120', title:'Federated Learning on Graphs', amount_eur:620000, start_date:'2020-10-01', end_date:'2023-09-30'})
CREATE (G6:Grant {grant_no:'GRF-512993', title:'Neural Text-to-Query Translation', amount_eur:499999, start_date:'2024-03-01', end_date:'2027-02-28'})
CREATE (G7:Grant {grant_no:'HF-2021-017', title:'Language Models for Nordic Archives', amount_eur:120000, start_date:'2021-01-01', end_date:'2022-12-31'})
CREATE (G8:Grant {grant_no:'HF-2024-003', title:'Open Scholarly Knowledge Graph', amount_eur:2000000, start_date:'2024-01-01'})
CREATE (G9:Grant {grant_no:'DLRF-0042', title:'Graph Embeddings at Scale', amount_eur:300000, start_date:'2022-09-01', end_date:'2023-08-31'})
CREATE (G10:Grant {grant_no:'DLRF-0057', title:'Benchmarking Graph Query Engines', amount_eur:75000, start_date:'2023-06-01', end_date:'2024-05-31'})
CREATE (G11:Grant {grant_no:'BT-2020-11', title:'Reproducible Data Science Training', amount_eur:45000, start_date:'2020-01-15', end_date:'2021-01-14'})
CREATE (G12:Grant {grant_no:'ERC-2023-ADG-101097', title:'Reasoning over Incomplete Knowledge', amount_eur:2500000, start_date:'2023-10-01', end_date:'2028-09-30'})
CREATE (P1:Paper {doi:'10.5555/v4.2017.001', title:'A Relational Model for Graph-Shaped Data', status:'published', published:'2017-01-01', page_count:31, open_access:false})
CREATE (P2:Paper {doi:'10.5555/v10.2017.002', title:'Rethinking Link Prediction', status:'published', published:'2017-03-06', page_count:12, open_access:true})
CREATE (P3:Paper {doi:'10.5555/v4.2017.003', title:'On Graph Queries', status:'published', published:'2017-05-21', page_count:18, open_access:false})
CREATE (P4:Paper {doi:'10.5555/v9.2017.004', title:'A Survey of Graph Neural Networks with Large Language Models', status:'published', published:'2017-06-18', page_count:31, open_access:true})
CREATE (P5:Paper {doi:'10.5555/v4.2017.005', title:'Learning Graph Queries', status:'published', published:'2017-09-10', page_count:6, open_access:false})
CREATE (P6:Paper {doi:'10.5555/v9.2017.006', title:'Efficient Link Prediction', status:'published', published:'2017-03-27', page_count:24, open_access:true})
CREATE (P7:Paper {doi:'10.5555/v9.2018.007', title:'Learning Graph Neural Networks', status:'published', published:'2018-03-01', page_count:12, open_access:true})
CREATE (P8:Paper {doi:'10.5555/v1.2018.008', title:'Efficient Graph Queries', status:'published', published:'2018-09-02', page_count:10, open_access:false})
CREATE (P9:Paper {doi:'10.5555/v4.2018.009', title:'Scaling Data Lakes', status:'published', published:'2018-08-28', page_count:10})
CREATE (P10:Paper {doi:'10.5555/v9.2018.010', title:'Scaling Graph Neural Networks', status:'published', published:'2018-04-01', page_count:12, open_access:true})
CREATE (P11:Paper {doi:'10.5555/v4.2018.011', title:'Rethinking Graph Queries with Large Language Models', status:'published', published:'2018-01-11', page_count:31, open_access:false})
CREATE (P12:Paper {doi:'10.5555/v10.2018.012', title:'Efficient Graph Neural Networks', status:'published', published:'2018-07-02', page_count:12, open_access:false})
CREATE (P13:Paper {doi:'10.5555/v7.2019.013', title:'A Survey of Entity Linking', status:'published', published:'2019-12-31', page_count:8, open_access:false})
CREATE (P14:Paper {doi:'10.5555/v8.2019.014', title:'Explaining Question Answering', status:'published', published:'2020-01-01', page_count:12, open_access:true})
CREATE (P15:Paper {doi:'10.5555/v9.2019.015', title:'Benchmarking Link Prediction', status:'published', published:'2019-11-23', page_count:31, open_access:true})
CREATE (P16:Paper {doi:'10.5555/v4.2019.016', title:'Benchmarking Graph Queries', status:'published', published:'2019-01-07', page_count:31, open_access:false})
CREATE (P17:Paper {doi:'10.5555/v7.2019.017', title:'Rethinking Entity Linking', status:'published', published:'2019-11-11', page_count:31, open_access:true})
CREATE (P18:Paper {doi:'10.5555/v9.2019.018', title:'Learning Link Prediction with Large Language Models', status:'published', published:'2019-01-02', page_count:6, open_access:true})
CREATE (P19:Paper {doi:'10.5555/v10.2020.019', title:'Explaining Link Prediction', status:'published', published:'2020-05-13', page_count:31, open_access:false})
CREATE (P20:Paper {doi:'10.5555/v10.2020.020', title:'Explaining Text-to-Query', status:'published', published:'2020-01-16', page_count:31, open_access:false})
CREATE (P21:Paper {doi:'10.5555/v4.2020.021', title:'Efficient Query Optimisation', status:'published', published:'2020-02-25', page_count:12, open_access:false})
CREATE (P22:Paper {doi:'10.5555/v1.2020.022', title:'Efficient Knowledge Graphs', status:'published', published:'2020-07-19', page_count:6, open_access:false})
CREATE (P23:Paper {doi:'10.5555/v2.2020.023', title:'On Knowledge Graphs', status:'published', published:'2020-12-12', page_count:24, open_access:false})
CREATE (P24:Paper {doi:'10.5555/v6.2020.024', title:'Scaling Knowledge Graphs', status:'published', published:'2020-05-10', page_count:24, open_access:true})
CREATE (P25:Paper {doi:'10.5555/v8.2021.025', title:"Don't Trust the Parser: Robust Text-to-Query", status:'published', published:'2021-02-20', page_count:14, open_access:true})
CREATE (P26:Paper {doi:'10.5555/v3.2021.026', title:'On Query Optimisation', status:'published', published:'2021-06-14', page_count:8, open_access:false})
CREATE (P27:Paper {doi:'10.5555/v7.2021.027', title:'Learning Entity Linking', status:'published', published:'2021-07-08', page_count:24, open_access:false})
CREATE (P28:Paper {doi:'10.5555/v4.2021.028', title:'On Property Graphs', status:'published', published:'2021-04-26', page_count:12, open_access:false})
CREATE (P29:Paper {doi:'10.5555/v10.2021.029', title:'Revisiting Text-to-Query', status:'published', published:'2021-11-01', page_count:6, open_access:false})
CREATE (P30:Paper {doi:'10.5555/v9.2021.030', title:'Benchmarking Schema Matching', status:'published', published:'2021-10-04', page_count:12})
CREATE (P31:Paper {doi:'10.5555/v4.2022.031', title:'Scaling Property Graphs', status:'published', published:'2022-12-13', page_count:8, open_access:false})
CREATE (P32:Paper {doi:'10.5555/v5.2022.032', title:'A Survey of Federated Training with Large Language Models', status:'published', published:'2022-04-15', page_count:10, open_access:true})
CREATE (P33:Paper {doi:'10.5555/v4.2022.033', title:'A Survey of Data Lakes', status:'published', published:'2022-04-19', page_count:6, open_access:true})
CREATE (P34:Paper {doi:'10.5555/v9.2022.034', title:'Learning Schema Matching', status:'published', published:'2022-04-17', page_count:18, open_access:true})
CREATE (P35:Paper {doi:'10.5555/v9.2022.035', title:'Explaining Federated Training', status:'published', published:'2022-11-09', page_count:18, open_access:true})
CREATE (P36:Paper {doi:'10.5555/v1.2022.036', title:'Explaining Property Graphs', status:'published', published:'2022-03-08', page_count:31, open_access:false})
CREATE (P37:Paper {doi:'10.5555/v9.2023.037', title:'Efficient Data Lakes', status:'published', published:'2023-09-14', page_count:6, open_access:true})
CREATE (P38:Paper {doi:'10.5555/v4.2023.038', title:'Learning Data Lakes', status:'published', published:'2023-06-23', page_count:18, open_access:false})
CREATE (P39:Paper {doi:'10.5555/v10.2023.039', title:'Scaling Text-to-Query with Large Language Models', status:'published', published:'2023-04-16', page_count:6, open_access:false})
CREATE (P40:Paper {doi:'10.5555/v9.2023.040', title:'Revisiting Graph Neural Networks', status:'published', published:'2023-06-25', page_count:6, open_access:true})
CREATE (P41:Paper {doi:'10.5555/arx.2023.041', title:'Towards Knowledge Graphs', status:'preprint', page_count:10, open_access:false})
CREATE (P42:Paper {doi:'10.5555/arx.2023.042', title:'Rethinking Federated Training', status:'under_review', page_count:31, open_access:false})
CREATE (P43:Paper {doi:'10.5555/arx.2024.043', title:'Towards Data Lakes', status:'under_review', page_count:18, open_access:false})
CREATE (P44:Paper {doi:'10.5555/arx.2024.044', title:'Benchmarking Data Lakes', status:'preprint', page_count:12, open_access:false})
CREATE (P45:Paper {doi:'10.5555/arx.2024.045', title:'Graph Queries in the Wild', status:'under_review', page_count:8, open_access:false})
CREATE (P46:Paper {doi:'10.5555/arx.2024.046', title:'Efficient Property Graphs with Large Language Models', status:'preprint', page_count:12, open_access:false})
CREATE
(T2)-[:SUBFIELD_OF]->(T1),
(T3)-[:SUBFIELD_OF]->(T1),
(T4)-[:SUBFIELD_OF]->(T2),
(T5)-[:SUBFIELD_OF]->(T4),
(T6)-[:SUBFIELD_OF]->(T2),
(T7)-[:SUBFIELD_OF]->(T2),
(T8)-[:SUBFIELD_OF]->(T3),
(T9)-[:SUBFIELD_OF]->(T8),
(T10)-[:SUBFIELD_OF]->(T3),
(T11)-[:SUBFIELD_OF]->(T10),
(T12)-[:SUBFIELD_OF]->(T10),
(T13)-[:SUBFIELD_OF]->(T3),
(T14)-[:SUBFIELD_OF]->(T9),
(T15)-[:SUBFIELD_OF]->(T1),
(A1)-[:AFFILIATED_WITH {role:'phd', from_year:2020}]->(I1),
(A2)-[:AFFILIATED_WITH {role:'phd', from_year:2022}]->(I2),
(A3)-[:AFFILIATED_WITH {role:'postdoc', from_year:2021}]->(I3),
(A4)-[:AFFILIATED_WITH {role:'faculty', from_year:2018}]->(I4),
(A5)-[:AFFILIATED_WITH {role:'faculty', from_year:2010}]->(I5),
(A6)-[:AFFILIATED_WITH {role:'faculty', from_year:2010}]->(I6),
(A7)-[:AFFILIATED_WITH {role:'researcher', from_year:2016}]->(I6),
(A8)-[:AFFILIATED_WITH {role:'phd', from_year:2023}]->(I8),
(A9)-[:AFFILIATED_WITH {role:'phd', from_year:2023}]->(I9),
(A10)-[:AFFILIATED_WITH {role:'postdoc', from_year:2021}]->(I1),
(A11)-[:AFFILIATED_WITH {role:'faculty', from_year:2018}]->(I2),
(A12)-[:AFFILIATED_WITH {role:'faculty', from_year:2005}]->(I3),
(A13)-[:AFFILIATED_WITH {role:'faculty', from_year:2014}]->(I4),
(A14)-[:AFFILIATED_WITH {role:'researcher', from_year:2016}]->(I9),
(A15)-[:AFFILIATED_WITH {role:'phd', from_year:2020}]->(I6),
(A16)-[:AFFILIATED_WITH {role:'phd', from_year:2022}]->(I7),
(A17)-[:AFFILIATED_WITH {role:'postdoc', from_year:2019}]->(I8),
(A18)-[:AFFILIATED_WITH {role:'faculty', from_year:2018}]->(I9),
(A19)-[:AFFILIATED_WITH {role:'faculty', from_year:2010}]->(I1),
(A20)-[:AFFILIATED_WITH {role:'faculty', from_year:2014}]->(I2),
(A21)-[:AFFILIATED_WITH {role:'researcher', from_year:2021}]->(I9),
(A22)-[:AFFILIATED_WITH {role:'phd', from_year:2023}]->(I4),
(A23)-[:AFFILIATED_WITH {role:'phd', from_year:2020}]->(I5),
(A24)-[:AFFILIATED_WITH {role:'postdoc', from_year:2022}]->(I6),
(A25)-[:AFFILIATED_WITH {role:'faculty', from_year:2018}]->(I7),
(A26)-[:AFFILIATED_WITH {role:'faculty', from_year:2005}]->(I8),
(A27)-[:AFFILIATED_WITH {role:'faculty', from_year:2005}]->(I9),
(A28)-[:AFFILIATED_WITH {role:'researcher', from_year:2016}]->(I9),
(A29)-[:AFFILIATED_WITH {role:'phd', from_year:2020}]->(I2),
(A30)-[:AFFILIATED_WITH {role:'phd', from_year:2020}]->(I3),
(A31)-[:AFFILIATED_WITH {role:'postdoc', from_year:2021}]->(I4),
(A32)-[:AFFILIATED_WITH {role:'faculty', from_year:2012}]->(I5),
(A33)-[:AFFILIATED_WITH {role:'faculty', from_year:2014}]->(I6),
(A34)-[:AFFILIATED_WITH {role:'faculty', from_year:1998}]->(I7),
(A35)-[:AFFILIATED_WITH {role:'researcher', from_year:2019}]->(I9),
(A36)-[:AFFILIATED_WITH {role:'phd', from_year:2021}]->(I9),
(A37)-[:AFFILIATED_WITH {role:'phd', from_year:2021}]->(I1),
(A38)-[:AFFILIATED_WITH {role:'postdoc', from_year:2019}]->(I2),
(A39)-[:AFFILIATED_WITH {role:'faculty', from_year:2012}]->(I3),
(A40)-[:AFFILIATED_WITH {role:'faculty', from_year:1998}]->(I4),
(A41)-[:AFFILIATED_WITH {role:'faculty', from_year:2005}]->(I5),
(A42)-[:AFFILIATED_WITH {role:'researcher', from_year:2019}]->(I6),
(A43)-[:AFFILIATED_WITH {role:'phd', from_year:2022}]->(I7),
(A44)-[:AFFILIATED_WITH {role:'phd', from_year:2022}]->(I8),
(A45)-[:AFFILIATED_WITH {role:'postdoc', from_year:2021}]->(I9),
(A46)-[:AFFILIATED_WITH {role:'faculty', from_year:2014}]->(I2),
(A47)-[:AFFILIATED_WITH {role:'faculty', from_year:2010}]->(I5),
(A5)-[:AFFILIATED_WITH {role:'postdoc', from_year:2001, to_year:2004}]->(I10),
(A6)-[:AFFILIATED_WITH {role:'phd', from_year:1995, to_year:1999}]->(I10),
(A12)-[:AFFILIATED_WITH {role:'postdoc', from_year:2015, to_year:2018}]->(I7),
(A19)-[:AFFILIATED_WITH {role:'phd', from_year:2004, to_year:2008}]->(I7),
(A46)-[:AFFILIATED_WITH {role:'faculty', from_year:2000, to_year:2010}]->(I8),
(A26)-[:AFFILIATED_WITH {role:'visiting', from_year:2022, to_year:2022}]->(I3),
(A3)-[:AFFILIATED_WITH {role:'visiting', from_year:2021, to_year:2021}]->(I6),
(A33)-[:AFFILIATED_WITH {role:'postdoc', from_year:2016, to_year:2019}]->(I4),
(G1)-[:AWARDED_BY]->(F1),
(A5)-[:HOLDS {role:'PI'}]->(G1),
(A12)-[:HOLDS {role:'co-investigator'}]->(G1),
(G2)-[:AWARDED_BY]->(F1),
(A46)-[:HOLDS {role:'PI'}]->(G2),
(G3)-[:AWARDED_BY]->(F2),
(A7)-[:HOLDS {role:'PI'}]->(G3),
(A14)-[:HOLDS {role:'co-investigator'}]->(G3),
(G4)-[:AWARDED_BY]->(F2),
(A21)-[:HOLDS {role:'PI'}]->(G4),
(G5)-[:AWARDED_BY]->(F3),
(A26)-[:HOLDS {role:'PI'}]->(G5),
(A33)-[:HOLDS {role:'co-investigator'}]->(G5),
(G6)-[:AWARDED_BY]->(F3),
(A19)-[:HOLDS {role:'PI'}]->(G6),
(G7)-[:AWARDED_BY]->(F4),
(A47)-[:HOLDS {role:'PI'}]->(G7),
(A33)-[:HOLDS {role:'co-investigator'}]->(G7),
(G8)-[:AWARDED_BY]->(F4),
(A47)-[:HOLDS {role:'PI'}]->(G8),
(G9)-[:AWARDED_BY]->(F5),
(A7)-[:HOLDS {role:'co-investigator'}]->(G9),
(A35)-[:HOLDS {role:'PI'}]->(G9),
(G10)-[:AWARDED_BY]->(F5),
(A14)-[:HOLDS {role:'PI'}]->(G10),
(G11)-[:AWARDED_BY]->(F6),
(A28)-[:HOLDS {role:'PI'}]->(G11),
(G12)-[:AWARDED_BY]->(F1),
(A46)-[:HOLDS {role:'co-investigator'}]->(G12),
(A40)-[:HOLDS {role:'PI'}]->(G12),
(A15)-[:WROTE {author_position:1, corresponding:true}]->(P1),
(P1)-[:PUBLISHED_IN]->(V4),
(P1)-[:ON_TOPIC]->(T5),
(A22)-[:WROTE {author_position:1, corresponding:true}]->(P2),
(A27)-[:WROTE {author_position:2, corresponding:false}]->(P2),
(P2)-[:PUBLISHED_IN]->(V10),
(P2)-[:ON_TOPIC]->(T11),
(A31)-[:WROTE {author_position:1, corresponding:true}]->(P3),
(A18)-[:WROTE {author_position:2, corresponding:false}]->(P3),
(P3)-[:PUBLISHED_IN]->(V4),
(P3)-[:ON_TOPIC]->(T5),
(A5)-[:WROTE {author_position:1, corresponding:true}]->(P4),
(P4)-[:PUBLISHED_IN]->(V9),
(P4)-[:ON_TOPIC]->(T11),
(A18)-[:WROTE {author_position:1, corresponding:true}]->(P5),
(A2)-[:WROTE {author_position:2, corresponding:false}]->(P5),
(A21)-[:WROTE {author_position:3, corresponding:false}]->(P5),
(P5)-[:PUBLISHED_IN]->(V4),
(P5)-[:ON_TOPIC]->(T5),
(A2)-[:WROTE {author_position:1, corresponding:true}]->(P6),
(P6)-[:PUBLISHED_IN]->(V9),
(P6)-[:ON_TOPIC]->(T11),
(A22)-[:WROTE {author_position:1, corresponding:true}]->(P7),
(A10)-[:WROTE {author_position:2, corresponding:false}]->(P7),
(A35)-[:WROTE {author_position:3, corresponding:false}]->(P7),
(P7)-[:PUBLISHED_IN]->(V9),
(P7)-[:ON_TOPIC]->(T11),
(A5)-[:WROTE {author_position:1, corresponding:true}]->(P8),
(A3)-[:WROTE {author_position:2, corresponding:false}]->(P8),
(P8)-[:PUBLISHED_IN]->(V1),
(P8)-[:ON_TOPIC]->(T5),
(A3)-[:WROTE {author_position:1, corresponding:true}]->(P9),
(P9)-[:PUBLISHED_IN]->(V4),
(P9)-[:ON_TOPIC]->(T7),
(A27)-[:WROTE {author_position:1, corresponding:true}]->(P10),
(P10)-[:PUBLISHED_IN]->(V9),
(P10)-[:ON_TOPIC]->(T11),
(A4)-[:WROTE {author_position:1, corresponding:true}]->(P11),
(P11)-[:PUBLISHED_IN]->(V4),
(P11)-[:ON_TOPIC]->(T5),
(A10)-[:WROTE {author_position:1, corresponding:true}]->(P12),
(P12)-[:PUBLISHED_IN]->(V10),
(P12)-[:ON_TOPIC]->(T11),
(A34)-[:WROTE {author_position:1, corresponding:true}]->(P13),
(A19)-[:WROTE {author_position:2, corresponding:false}]->(P13),
(A1)-[:WROTE {author_position:3, corresponding:false}]->(P13),
(P13)-[:PUBLISHED_IN]->(V7),
(P13)-[:ON_TOPIC]->(T8),
(A40)-[:WROTE {author_position:1, corresponding:true}]->(P14),
(A23)-[:WROTE {author_position:2, corresponding:false}]->(P14),
(P14)-[:PUBLISHED_IN]->(V8),
(P14)-[:ON_TOPIC]->(T9),
(A35)-[:WROTE {author_position:1, corresponding:true}]->(P15),
(P15)-[:PUBLISHED_IN]->(V9),
(P15)-[:ON_TOPIC]->(T11),
(A35)-[:WROTE {author_position:1, corresponding:true}]->(P16),
(P16)-[:PUBLISHED_IN]->(V4),
(P16)-[:ON_TOPIC]->(T5),
(A24)-[:WROTE {author_position:1, corresponding:true}]->(P17),
(A5)-[:WROTE {author_position:2, corresponding:false}]->(P17),
(P17)-[:PUBLISHED_IN]->(V7),
(P17)-[:ON_TOPIC]->(T8),
(A28)-[:WROTE {author_position:1, corresponding:true}]->(P18),
(A21)-[:WROTE {author_position:2, corresponding:false}]->(P18),
(A22)-[:WROTE {author_position:3, corresponding:false}]->(P18),
(P18)-[:PUBLISHED_IN]->(V9),
(P18)-[:ON_TOPIC]->(T11),
(A31)-[:WROTE {author_position:1, corresponding:true}]->(P19),
(P19)-[:PUBLISHED_IN]->(V10),
(P19)-[:ON_TOPIC]->(T11),
(A46)-[:WROTE {author_position:1, corresponding:true}]->(P20),
(A10)-[:WROTE {author_position:2, corresponding:false}]->(P20),
(A22)-[:WROTE {author_position:3, corresponding:false}]->(P20),
(P20)-[:PUBLISHED_IN]->(V10),
(P20)-[:ON_TOPIC]->(T14),
(A41)-[:WROTE {author_position:1, corresponding:true}]->(P21),
(P21)-[:PUBLISHED_IN]->(V4),
(P21)-[:ON_TOPIC]->(T5),
(P21)-[:ON_TOPIC]->(T14),
(A26)-[:WROTE {author_position:1, corresponding:true}]->(P22),
(P22)-[:PUBLISHED_IN]->(V1),
(P22)-[:ON_TOPIC]->(T6),
(P22)-[:ON_TOPIC]->(T9),
(A47)-[:WROTE {author_position:1, corresponding:true}]->(P23),
(P23)-[:PUBLISHED_IN]->(V2),
(P23)-[:ON_TOPIC]->(T6),
(A34)-[:WROTE {author_position:1, corresponding:true}]->(P24),
(A11)-[:WROTE {author_position:2, corresponding:false}]->(P24),
(P24)-[:PUBLISHED_IN]->(V6),
(P24)-[:ON_TOPIC]->(T6),
(A15)-[:WROTE {author_position:1, corresponding:true}]->(P25),
(A18)-[:WROTE {author_position:2, corresponding:false}]->(P25),
(P25)-[:PUBLISHED_IN]->(V8),
(P25)-[:ON_TOPIC]->(T14),
(A47)-[:WROTE {author_position:1, corresponding:true}]->(P26),
(A9)-[:WROTE {author_position:2, corresponding:false}]->(P26),
(P26)-[:PUBLISHED_IN]->(V3),
(P26)-[:ON_TOPIC]->(T5),
(A1)-[:WROTE {author_position:1, corresponding:true}]->(P27),
(A4)-[:WROTE {author_position:2, corresponding:false}]->(P27),
(P27)-[:PUBLISHED_IN]->(V7),
(P27)-[:ON_TOPIC]->(T8),
(A46)-[:WROTE {author_position:1, corresponding:true}]->(P28),
(A4)-[:WROTE {author_position:2, corresponding:false}]->(P28),
(A47)-[:WROTE {author_position:3, corresponding:false}]->(P28),
(P28)-[:PUBLISHED_IN]->(V4),
(P28)-[:ON_TOPIC]->(T4),
(A1)-[:WROTE {author_position:1, corresponding:true}]->(P29),
(P29)-[:PUBLISHED_IN]->(V10),
(P29)-[:ON_TOPIC]->(T14),
(A30)-[:WROTE {author_position:1, corresponding:true}]->(P30),
(P30)-[:PUBLISHED_IN]->(V9),
(P30)-[:ON_TOPIC]->(T7),
(A24)-[:WROTE {author_position:1, corresponding:true}]->(P31),
(P31)-[:PUBLISHED_IN]->(V4),
(P31)-[:ON_TOPIC]->(T11),
(P31)-[:ON_TOPIC]->(T6),
(A23)-[:WROTE {author_position:1, corresponding:true}]->(P32),
(P32)-[:PUBLISHED_IN]->(V5),
(P32)-[:ON_TOPIC]->(T12),
(A25)-[:WROTE {author_position:1, corresponding:true}]->(P33),
(P33)-[:PUBLISHED_IN]->(V4),
(P33)-[:ON_TOPIC]->(T7),
(A20)-[:WROTE {author_position:1, corresponding:true}]->(P34),
(A18)-[:WROTE {author_position:2, corresponding:false}]->(P34),
(A19)-[:WROTE {author_position:3, corresponding:false}]->(P34),
(P34)-[:PUBLISHED_IN]->(V9),
(P34)-[:ON_TOPIC]->(T7),
(A14)-[:WROTE {author_position:1, corresponding:true}]->(P35),
(A17)-[:WROTE {author_position:2, corresponding:false}]->(P35),
(P35)-[:PUBLISHED_IN]->(V9),
(P35)-[:ON_TOPIC]->(T12),
(A28)-[:WROTE {author_position:1, corresponding:true}]->(P36),
(A32)-[:WROTE {author_position:2, corresponding:false}]->(P36),
(P36)-[:PUBLISHED_IN]->(V1),
(P36)-[:ON_TOPIC]->(T4),
(A7)-[:WROTE {author_position:1, corresponding:true}]->(P37),
(P37)-[:PUBLISHED_IN]->(V9),
(P37)-[:ON_TOPIC]->(T7),
(A4)-[:WROTE {author_position:1, corresponding:true}]->(P38),
(P38)-[:PUBLISHED_IN]->(V4),
(P38)-[:ON_TOPIC]->(T7),
(A27)-[:WROTE {author_position:1, corresponding:true}]->(P39),
(A22)-[:WROTE {author_position:2, corresponding:false}]->(P39),
(P39)-[:PUBLISHED_IN]->(V10),
(P39)-[:ON_TOPIC]->(T14),
(A11)-[:WROTE {author_position:1, corresponding:true}]->(P40),
(A2)-[:WROTE {author_position:2, corresponding:false}]->(P40),
(A21)-[:WROTE {author_position:3, corresponding:false}]->(P40),
(P40)-[:PUBLISHED_IN]->(V9),
(P40)-[:ON_TOPIC]->(T11),
(A16)-[:WROTE {author_position:1, corresponding:true}]->(P41),
(A26)-[:WROTE {author_position:2, corresponding:false}]->(P41),
(A46)-[:WROTE {author_position:3, corresponding:false}]->(P41),
(P41)-[:ON_TOPIC]->(T6),
(A6)-[:WROTE {author_position:1, corresponding:true}]->(P42),
(A25)-[:WROTE {author_position:2, corresponding:false}]->(P42),
(P42)-[:ON_TOPIC]->(T12),
(A16)-[:WROTE {author_position:1, corresponding:true}]->(P43),
(P43)-[:ON_TOPIC]->(T7),
(A17)-[:WROTE {author_position:1, corresponding:true}]->(P44),
(A16)-[:WROTE {author_position:2, corresponding:false}]->(P44),
(A20)-[:WROTE {author_position:3, corresponding:false}]->(P44),
(P44)-[:ON_TOPIC]->(T7),
(A13)-[:WROTE {author_position:1, corresponding:true}]->(P45),
(P45)-[:ON_TOPIC]->(T6),
(A2)-[:WROTE {author_position:1, corresponding:true}]->(P46),
(A12)-[:WROTE {author_position:2, corresponding:false}]->(P46),
(A46)-[:WROTE {author_position:3, corresponding:false}]->(P46),
(P46)-[:ON_TOPIC]->(T4),
(P8)-[:CITES]->(P1),
(P8)-[:CITES]->(P4),
(P14)-[:CITES]->(P3),
(P15)-[:CITES]->(P8),
(P18)-[:CITES]->(P13),
(P21)-[:CITES]->(P2),
(P22)-[:CITES]->(P15),
(P24)-[:CITES]->(P20),
(P24)-[:CITES]->(P22),
(P29)-[:CITES]->(P18),
(P29)-[:CITES]->(P22),
(P30)-[:CITES]->(P16),
(P31)-[:CITES]->(P17),
(P31)-[:CITES]->(P23),
(P32)-[:CITES]->(P11),
(P34)-[:CITES]->(P21),
(P36)-[:CITES]->(P1),
(P36)-[:CITES]->(P18),
(P36)-[:CITES]->(P29),
(P37)-[:CITES]->(P31),
(P38)-[:CITES]->(P23),
(P39)-[:CITES]->(P24),
(P39)-[:CITES]->(P33),
(P40)-[:CITES]->(P7),
(P41)-[:CITES]->(P31),
(P44)-[:CITES]->(P20),
(P44)-[:CITES]->(P21),
(P45)-[:CITES]->(P13),
(P2)-[:ACKNOWLEDGES]->(G1),
(P8)-[:ACKNOWLEDGES]->(G1),
(P15)-[:ACKNOWLEDGES]->(G1),
(P22)-[:ACKNOWLEDGES]->(G1),
(P20)-[:ACKNOWLEDGES]->(G3),
(P24)-[:ACKNOWLEDGES]->(G3),
(P26)-[:ACKNOWLEDGES]->(G4),
(P31)-[:ACKNOWLEDGES]->(G4),
(P11)-[:ACKNOWLEDGES]->(G5),
(P19)-[:ACKNOWLEDGES]->(G5),
(P25)-[:ACKNOWLEDGES]->(G6),
(P41)-[:ACKNOWLEDGES]->(G6),
(P14)-[:ACKNOWLEDGES]->(G7),
(P33)-[:ACKNOWLEDGES]->(G2),
(P37)-[:ACKNOWLEDGES]->(G2),
(P38)-[:ACKNOWLEDGES]->(G2),
(P30)-[:ACKNOWLEDGES]->(G9),
(P36)-[:ACKNOWLEDGES]->(G12),
(P29)-[:ACKNOWLEDGES]->(G10),
(A26)-[:REVIEWED {score:3, decision:'major_revision', submitted_on:'2020-01-04', confidence:4, round:1}]->(P29),
(A5)-[:REVIEWED {score:1, decision:'reject', submitted_on:'2020-02-06', confidence:5, round:1}]->(P29),
(A21)-[:REVIEWED {score:2, decision:'major_revision', submitted_on:'2020-05-06', confidence:4, round:1}]->(P30),
(A36)-[:REVIEWED {score:5, decision:'accept', submitted_on:'2020-03-26', confidence:5, round:1}]->(P30),
(A37)-[:REVIEWED {score:4, decision:'minor_revision', submitted_on:'2021-07-28', confidence:5, round:1}]->(P31),
(A19)-[:REVIEWED {score:2, decision:'major_revision', submitted_on:'2021-08-01', confidence:5, round:1}]->(P32),
(A38)-[:REVIEWED {score:3, decision:'major_revision', submitted_on:'2021-09-15', confidence:2, round:1}]->(P32),
(A39)-[:REVIEWED {score:5, decision:'accept', submitted_on:'2021-12-24', confidence:5, round:1}]->(P33),
(A19)-[:REVIEWED {score:5, decision:'accept', submitted_on:'2021-09-23', confidence:2, round:1}]->(P33),
(A47)-[:REVIEWED {score:4, decision:'minor_revision', submitted_on:'2021-04-02', confidence:5, round:1}]->(P34),
(A46)-[:REVIEWED {score:4, decision:'minor_revision', submitted_on:'2021-08-01', confidence:5, round:1}]->(P35),
(A36)-[:REVIEWED {score:5, decision:'accept', submitted_on:'2021-11-23', confidence:3, round:1}]->(P35),
(A19)-[:REVIEWED {score:5, decision:'accept', submitted_on:'2021-02-25', confidence:5, round:1}]->(P36),
(A5)-[:REVIEWED {score:1, decision:'reject', submitted_on:'2021-04-21', confidence:4, round:1}]->(P36),
(A36)-[:REVIEWED {score:5, decision:'accept', submitted_on:'2022-06-09', confidence:3, round:1}]->(P37),
(A5)-[:REVIEWED {score:1, decision:'reject', submitted_on:'2022-01-23', confidence:3, round:1}]->(P38),
(A46)-[:REVIEWED {score:3, decision:'major_revision', submitted_on:'2022-10-05', confidence:3, round:1}]->(P38),
(A5)-[:REVIEWED {score:5, decision:'accept', submitted_on:'2022-12-23', confidence:4, round:1}]->(P39),
(A46)-[:REVIEWED {score:4, decision:'minor_revision', submitted_on:'2022-02-17', confidence:2, round:1}]->(P39),
(A36)-[:REVIEWED {score:5, decision:'accept', submitted_on:'2022-10-18', confidence:5, round:1}]->(P40),
(A5)-[:REVIEWED {score:3, decision:'major_revision', submitted_on:'2023-10-19', confidence:4, round:1}]->(P41),
(A21)-[:REVIEWED {score:5, decision:'accept', submitted_on:'2023-01-16', confidence:3, round:1}]->(P41),
(A7)-[:REVIEWED {score:1, decision:'reject', submitted_on:'2023-02-25', confidence:2, round:1}]->(P42),
(A21)-[:REVIEWED {score:3, decision:'major_revision', submitted_on:'2023-05-28', confidence:3, round:1}]->(P42),
(A46)-[:REVIEWED {score:2, decision:'major_revision', submitted_on:'2024-10-01', confidence:4, round:1}]->(P43),
(A7)-[:REVIEWED {score:5, decision:'accept', submitted_on:'2024-09-01', confidence:5, round:1}]->(P44),
(A19)-[:REVIEWED {score:5, decision:'accept', submitted_on:'2024-03-23', confidence:3, round:1}]->(P44),
(A21)-[:REVIEWED {score:2, decision:'major_revision', submitted_on:'2024-03-02', confidence:3, round:1}]->(P45),
(A39)-[:REVIEWED {score:3, decision:'major_revision', submitted_on:'2024-04-16', confidence:3, round:1}]->(P45),
(A37)-[:REVIEWED {score:2, decision:'major_revision', submitted_on:'2024-01-04', confidence:4, round:1}]->(P46),
(A36)-[:REVIEWED {score:3, decision:'major_revision', submitted_on:'2025-02-14', confidence:4, round:2}]->(P45);
