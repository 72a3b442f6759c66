// The campus example: a university's course catalogue and enrolment graph,
// written for gql by its developers (not taken from anywhere) as a registrar
// would model it: the TUNING graph of a new domain (testdata/campus/README.md).
// Departments offer courses (a course may be cross-listed by two); courses
// require other courses (REQUIRES points from a course to its prerequisite),
// meet in rooms (weekly_hours on the edge); professors are members of
// departments, teach courses (semester like '2024-fall' and role 'lead' or
// 'assistant' on the edge) and advise students; students are enrolled in
// courses (semester, status 'completed' or 'dropped', and a grade 0-100 on
// completed enrolments only). Dates are ISO strings 'YYYY-MM-DD'; exam
// lengths are in minutes, lab fees in US dollars.
// Edge cases the questions need: a department offering no course, one with
// no professor, a course in no department, a course nobody teaches, one
// nobody takes, a room no course meets in, a professor in no department and
// one in two, a professor who teaches and advises nobody, students with no
// enrolment and with no adviser, ties (earliest hire, largest room, most
// courses taught, largest departments, a perfect grade twice), boundary
// values (an exam of exactly 180 minutes, 2023-03-01, 2019-12-31, a grade of
// exactly 50), a prerequisite chain three deep, a name with an apostrophe.
// Generated deterministically by a small script (seeded enrolments).
// Regenerate the converted files with
//   go run ./cmd/gql convert examples/campus/campus.cypher --name campus --out examples/campus
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Department) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Course) REQUIRE (x.code) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Student) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Professor) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Room) REQUIRE (x.name) IS UNIQUE;

CREATE (D1:Department {name:'Computer Science', building:'Turing Hall', founded:1968})
CREATE (D2:Department {name:'Mathematics', building:'Noether Building', founded:1921})
CREATE (D3:Department {name:'Physics', building:'Curie Building', founded:1921})
CREATE (D4:Department {name:'History', building:'Old Library', founded:1890})
CREATE (D5:Department {name:'Biology', building:'Darwin Wing', founded:1955})
CREATE (D6:Department {name:'Linguistics', building:'Old Library', founded:1987})
CREATE (D7:Department {name:'Philosophy', building:'Old Library', founded:2001})
CREATE (CS101:Course {code:'CS101', title:'Introduction to Programming', credits:5, level:100, online:false, exam_minutes:120, lab_fee_usd:0})
CREATE (CS102:Course {code:'CS102', title:'Discrete Structures', credits:5, level:100, online:false, exam_minutes:120, lab_fee_usd:0})
CREATE (CS201:Course {code:'CS201', title:'Data Structures', credits:5, level:200, online:false, exam_minutes:180, lab_fee_usd:0})
CREATE (CS210:Course {code:'CS210', title:'Web Development', credits:3, level:200, online:true, exam_minutes:90, lab_fee_usd:0})
CREATE (CS250:Course {code:'CS250', title:'Databases', credits:5, level:200, online:false, exam_minutes:180, lab_fee_usd:0})
CREATE (CS301:Course {code:'CS301', title:'Algorithms', credits:5, level:300, online:false, exam_minutes:240, lab_fee_usd:0})
CREATE (CS320:Course {code:'CS320', title:'Operating Systems', credits:5, level:300, online:false, exam_minutes:180, lab_fee_usd:0})
CREATE (CS350:Course {code:'CS350', title:'Machine Learning', credits:5, level:300, online:true, exam_minutes:240, lab_fee_usd:0})
CREATE (CS401:Course {code:'CS401', title:'Compilers', credits:6, level:400, online:false, exam_minutes:240, lab_fee_usd:0})
CREATE (CS410:Course {code:'CS410', title:'Distributed Systems', credits:6, level:400, online:false, exam_minutes:210, lab_fee_usd:0})
CREATE (MATH101:Course {code:'MATH101', title:'Calculus I', credits:5, level:100, online:false, exam_minutes:180, lab_fee_usd:0})
CREATE (MATH102:Course {code:'MATH102', title:'Linear Algebra', credits:5, level:100, online:false, exam_minutes:150, lab_fee_usd:0})
CREATE (MATH201:Course {code:'MATH201', title:'Calculus II', credits:5, level:200, online:false, exam_minutes:180, lab_fee_usd:0})
CREATE (MATH220:Course {code:'MATH220', title:'Probability', credits:5, level:200, online:true, exam_minutes:120, lab_fee_usd:0})
CREATE (MATH310:Course {code:'MATH310', title:'Real Analysis', credits:6, level:300, online:false, exam_minutes:240, lab_fee_usd:0})
CREATE (MATH330:Course {code:'MATH330', title:'Number Theory', credits:4, level:300, online:false, exam_minutes:120, lab_fee_usd:0})
CREATE (PHYS101:Course {code:'PHYS101', title:'Mechanics', credits:5, level:100, online:false, exam_minutes:180, lab_fee_usd:40})
CREATE (PHYS102:Course {code:'PHYS102', title:'Electromagnetism', credits:5, level:100, online:false, exam_minutes:180, lab_fee_usd:40})
CREATE (PHYS201:Course {code:'PHYS201', title:'Quantum Physics', credits:6, level:200, online:false, exam_minutes:240, lab_fee_usd:60})
CREATE (PHYS250:Course {code:'PHYS250', title:'Astrophysics', credits:4, level:200, online:true, exam_minutes:90, lab_fee_usd:0})
CREATE (PHYS301:Course {code:'PHYS301', title:'Statistical Mechanics', credits:6, level:300, online:false, exam_minutes:200, lab_fee_usd:0})
CREATE (HIST101:Course {code:'HIST101', title:'World History', credits:3, level:100, online:true, exam_minutes:90, lab_fee_usd:0})
CREATE (HIST110:Course {code:'HIST110', title:'Ancient Rome', credits:3, level:100, online:false, exam_minutes:120, lab_fee_usd:0})
CREATE (HIST205:Course {code:'HIST205', title:'The Industrial Revolution', credits:4, level:200, online:false, exam_minutes:120, lab_fee_usd:0})
CREATE (HIST230:Course {code:'HIST230', title:'History of Science', credits:4, level:200, online:true, exam_minutes:120, lab_fee_usd:0})
CREATE (HIST310:Course {code:'HIST310', title:'Historiography', credits:4, level:300, online:false, exam_minutes:180, lab_fee_usd:0})
CREATE (BIO101:Course {code:'BIO101', title:'Cell Biology', credits:5, level:100, online:false, exam_minutes:150, lab_fee_usd:75})
CREATE (BIO150:Course {code:'BIO150', title:'Ecology', credits:4, level:100, online:true, exam_minutes:120, lab_fee_usd:0})
CREATE (BIO201:Course {code:'BIO201', title:'Genetics', credits:5, level:200, online:false, exam_minutes:180, lab_fee_usd:75})
CREATE (BIO220:Course {code:'BIO220', title:'Microbiology', credits:5, level:200, online:false, exam_minutes:185, lab_fee_usd:120})
CREATE (BIO320:Course {code:'BIO320', title:'Bioinformatics', credits:5, level:300, online:false, exam_minutes:180, lab_fee_usd:0})
CREATE (LING101:Course {code:'LING101', title:'Introduction to Linguistics', credits:3, level:100, online:true, exam_minutes:90, lab_fee_usd:0})
CREATE (LING210:Course {code:'LING210', title:'Phonetics', credits:4, level:200, online:false, exam_minutes:120, lab_fee_usd:0})
CREATE (GEN100:Course {code:'GEN100', title:'Academic Writing', credits:2, level:100, online:true, exam_minutes:60, lab_fee_usd:0})
CREATE (S1:Student {name:'Aisha Abbott', enrolled:'2020-09-28', year:4, country:'France'})
CREATE (S2:Student {name:'Ben Horvath', enrolled:'2021-03-20', year:4, country:'Ireland'})
CREATE (S3:Student {name:'Carla Oliveira', enrolled:'2022-06-01', year:3, country:'Germany'})
CREATE (S4:Student {name:'Dev Varga', enrolled:'2024-12-05', year:1, country:'Nigeria'})
CREATE (S5:Student {name:'Elif Fernandes', enrolled:'2023-03-01', year:2, country:'Canada'})
CREATE (S6:Student {name:'Femi Mbeki', enrolled:'2023-03-09', year:2, country:'Brazil'})
CREATE (S7:Student {name:'Greta Takahashi', enrolled:'2022-05-05', year:3, country:'UK'})
CREATE (S8:Student {name:'Hugo Dubois', enrolled:'2024-06-15', year:1, country:'Germany'})
CREATE (S9:Student {name:'Isla Kowalski', enrolled:'2025-08-15', year:1, country:'China'})
CREATE (S10:Student {name:'Jamal Rahman', enrolled:'2024-09-01', year:1, country:'Brazil'})
CREATE (S11:Student {name:'Kenji Brennan', enrolled:'2022-05-09', year:3, country:'Germany'})
CREATE (S12:Student {name:'Lena Ibrahim', enrolled:'2019-12-31', year:4, country:'India'})
CREATE (S13:Student {name:'Mateo Park', enrolled:'2020-01-01', year:4, country:'UK'})
CREATE (S14:Student {name:'Nora Weber', enrolled:'2021-06-28', year:4, country:'China'})
CREATE (S15:Student {name:'Omar Gallagher', enrolled:'2023-12-20', year:2, country:'India'})
CREATE (S16:Student {name:'Paula Nakamura', enrolled:'2020-05-28', year:4, country:'China'})
CREATE (S17:Student {name:'Ravi Ulloa', enrolled:'2025-03-01', year:1, country:'UK'})
CREATE (S18:Student {name:'Sofia Eriksen', enrolled:'2024-12-28', year:1, country:'Brazil'})
CREATE (S19:Student {name:'Tomas Larsen', enrolled:'2024-10-01', year:1, country:'UK'})
CREATE (S20:Student {name:'Uma Schmidt', enrolled:'2022-10-15', year:3, country:'Nigeria'})
CREATE (S21:Student {name:'Viktor Castillo', enrolled:'2020-03-05', year:4, country:'Germany'})
CREATE (S22:Student {name:'Wen Jensen', enrolled:'2020-02-20', year:4, country:'India'})
CREATE (S23:Student {name:'Yara Quispe', enrolled:'2021-11-09', year:4, country:'Canada'})
CREATE (S24:Student {name:'Zane Abbott', enrolled:'2021-03-01', year:4, country:'China'})
CREATE (S25:Student {name:'Amara Horvath', enrolled:'2023-11-15', year:2, country:'Nigeria'})
CREATE (S26:Student {name:'Bjorn Oliveira', enrolled:'2024-07-01', year:1, country:'China'})
CREATE (S27:Student {name:'Chiara Varga', enrolled:'2022-06-20', year:3, country:'USA'})
CREATE (S28:Student {name:'Diego Fernandes', enrolled:'2024-04-20', year:1, country:'Brazil'})
CREATE (S29:Student {name:'Esra Mbeki', enrolled:'2025-02-20', year:1, country:'UK'})
CREATE (S30:Student {name:'Finn Takahashi', enrolled:'2020-07-20', year:4, country:'Brazil'})
CREATE (S31:Student {name:'Aisha Eriksen', enrolled:'2022-07-20', year:3, country:'Brazil'})
CREATE (S32:Student {name:'Ben Larsen', enrolled:'2023-08-28', year:2, country:'UK'})
CREATE (S33:Student {name:'Carla Schmidt', enrolled:'2021-12-28', year:4, country:'UK'})
CREATE (S34:Student {name:'Dev Castillo', enrolled:'2021-08-05', year:4, country:'Canada'})
CREATE (S35:Student {name:'Elif Jensen', enrolled:'2025-09-15', year:1, country:'China'})
CREATE (S36:Student {name:'Femi Quispe', enrolled:'2020-02-05', year:4, country:'USA'})
CREATE (S37:Student {name:'Greta Abbott', enrolled:'2023-04-05', year:2, country:'Spain'})
CREATE (S38:Student {name:'Hugo Horvath', enrolled:'2024-09-15', year:1, country:'Ireland'})
CREATE (S39:Student {name:'Isla Oliveira', enrolled:'2023-02-15', year:2, country:'UK'})
CREATE (S40:Student {name:'Jamal Varga', enrolled:'2021-09-01', year:4, country:'UK'})
CREATE (S41:Student {name:'Kenji Fernandes', enrolled:'2022-04-28', year:3, country:'Brazil'})
CREATE (S42:Student {name:'Lena Mbeki', enrolled:'2022-05-09', year:3, country:'China'})
CREATE (S43:Student {name:'Mateo Takahashi', enrolled:'2025-05-05', year:1, country:'Canada'})
CREATE (S44:Student {name:'Nora Dubois', enrolled:'2022-12-28', year:3, country:'UK'})
CREATE (S45:Student {name:'Omar Kowalski', enrolled:'2021-08-20', year:4, country:'Germany'})
CREATE (S46:Student {name:'Paula Rahman', enrolled:'2021-09-28', year:4, country:'Spain'})
CREATE (S47:Student {name:'Ravi Brennan', enrolled:'2024-07-09', year:1, country:'Canada'})
CREATE (S48:Student {name:'Sofia Ibrahim', enrolled:'2021-04-20', year:4, country:'UK'})
CREATE (S49:Student {name:'Tomas Park', enrolled:'2020-02-05', year:4, country:'Germany'})
CREATE (S50:Student {name:'Uma Weber', enrolled:'2023-01-28', year:2, country:'China'})
CREATE (S51:Student {name:'Viktor Gallagher', enrolled:'2020-05-20', year:4, country:'Brazil'})
CREATE (S52:Student {name:'Wen Nakamura', enrolled:'2024-12-15', year:1, country:'USA'})
CREATE (S53:Student {name:'Yara Ulloa', enrolled:'2024-10-01', year:1, country:'Canada'})
CREATE (S54:Student {name:'Zane Eriksen', enrolled:'2021-07-09', year:4, country:'Spain'})
CREATE (S55:Student {name:'Amara Larsen', enrolled:'2022-06-05', year:3, country:'China'})
CREATE (S56:Student {name:'Bjorn Schmidt', enrolled:'2025-08-20', year:1, country:'France'})
CREATE (S57:Student {name:'Chiara Castillo', enrolled:'2024-09-09', year:1, country:'UK'})
CREATE (S58:Student {name:'Diego Jensen', enrolled:'2025-07-20', year:1, country:'China'})
CREATE (S59:Student {name:'Esra Quispe', enrolled:'2021-06-20', year:4, country:'India'})
CREATE (S60:Student {name:'Finn Abbott', enrolled:'2024-10-09', year:1, country:'India'})
CREATE (S61:Student {name:'Aisha Ibrahim', enrolled:'2024-08-05', year:1, country:'Germany'})
CREATE (S62:Student {name:'Ben Park', enrolled:'2025-04-01', year:1, country:'Brazil'})
CREATE (S63:Student {name:'Carla Weber', enrolled:'2023-10-15', year:2, country:'India'})
CREATE (S64:Student {name:'Dev Gallagher', enrolled:'2023-11-28', year:2, country:'France'})
CREATE (S65:Student {name:'Elif Nakamura', enrolled:'2024-10-05', year:1, country:'USA'})
CREATE (S66:Student {name:'Femi Ulloa', enrolled:'2023-08-15', year:2, country:'China'})
CREATE (S67:Student {name:'Greta Eriksen', enrolled:'2020-07-01', year:4, country:'India'})
CREATE (S68:Student {name:'Hugo Larsen', enrolled:'2022-04-09', year:3, country:'France'})
CREATE (S69:Student {name:'Isla Schmidt', enrolled:'2021-06-28', year:4, country:'India'})
CREATE (S70:Student {name:'Jamal Castillo', enrolled:'2023-10-20', year:2, country:'UK'})
CREATE (S71:Student {name:'Kenji Jensen', enrolled:'2025-06-01', year:1, country:'Brazil'})
CREATE (S72:Student {name:'Lena Quispe', enrolled:'2024-07-09', year:1, country:'USA'})
CREATE (S73:Student {name:'Mateo Abbott', enrolled:'2023-09-15', year:2, country:'Ireland'})
CREATE (S74:Student {name:'Nora Horvath', enrolled:'2021-01-01', year:4, country:'Ireland'})
CREATE (S75:Student {name:'Omar Oliveira', enrolled:'2025-08-01', year:1, country:'USA'})
CREATE (S76:Student {name:'Paula Varga', enrolled:'2020-05-09', year:4, country:'India'})
CREATE (S77:Student {name:'Ravi Fernandes', enrolled:'2024-10-28', year:1, country:'India'})
CREATE (S78:Student {name:'Sofia Mbeki', enrolled:'2025-08-05', year:1, country:'Brazil'})
CREATE (S79:Student {name:'Tomas Takahashi', enrolled:'2023-12-15', year:2, country:'Germany'})
CREATE (S80:Student {name:'Uma Dubois', enrolled:'2024-04-28', year:1, country:'UK'})
CREATE (S81:Student {name:'Viktor Kowalski', enrolled:'2021-05-15', year:4, country:'Ireland'})
CREATE (S82:Student {name:'Wen Rahman', enrolled:'2024-03-28', year:1, country:'USA'})
CREATE (S83:Student {name:'Yara Brennan', enrolled:'2023-03-05', year:2, country:'Nigeria'})
CREATE (S84:Student {name:'Zane Ibrahim', enrolled:'2021-05-15', year:4, country:'Canada'})
CREATE (S85:Student {name:'Amara Park', enrolled:'2024-04-15', year:1, country:'Spain'})
CREATE (S86:Student {name:'Bjorn Weber', enrolled:'2022-12-28', year:3, country:'India'})
CREATE (S87:Student {name:'Chiara Gallagher', enrolled:'2024-09-15', year:1, country:'Germany'})
CREATE (S88:Student {name:'Diego Nakamura', enrolled:'2025-01-28', year:1, country:'Nigeria'})
CREATE (S89:Student {name:'Aoife O\'Brien', enrolled:'2021-04-15', year:4, country:'Ireland'})
CREATE (S90:Student {name:'Mia Lindgren', enrolled:'2020-05-28', year:4, country:'UK'})
CREATE (PR1:Professor {name:'Ada Moreau', title:'Professor', hired:'2005-09-01'})
CREATE (PR2:Professor {name:'Bruno Keller', title:'Associate Professor', hired:'2012-01-15'})
CREATE (PR3:Professor {name:'Chen Wei', title:'Assistant Professor', hired:'2021-08-16'})
CREATE (PR4:Professor {name:'Diana Okoye', title:'Professor', hired:'1998-09-01'})
CREATE (PR5:Professor {name:'Emil Novak', title:'Lecturer', hired:'2023-03-01'})
CREATE (PR6:Professor {name:'Fatima Zahra', title:'Associate Professor', hired:'2010-09-01'})
CREATE (PR7:Professor {name:'Gustav Lind', title:'Professor', hired:'2001-02-01'})
CREATE (PR8:Professor {name:'Hana Sato', title:'Assistant Professor', hired:'2019-12-31'})
CREATE (PR9:Professor {name:'Ivan Petrov', title:'Professor', hired:'2008-09-01'})
CREATE (PR10:Professor {name:'Julia Santos', title:'Professor', hired:'1998-09-01'})
CREATE (PR11:Professor {name:'Kofi Mensah', title:'Lecturer', hired:'2024-01-08'})
CREATE (PR12:Professor {name:'Laura Bianchi', title:'Associate Professor', hired:'2015-09-01'})
CREATE (PR13:Professor {name:'Marek Nowak', title:'Assistant Professor', hired:'2020-01-06'})
CREATE (PR14:Professor {name:'Nadia Haddad', title:'Professor', hired:'2003-09-01'})
CREATE (PR15:Professor {name:'Oscar Lindqvist', title:'Lecturer', hired:'2024-09-01'})
CREATE (PR16:Professor {name:'Priya Nair', title:'Associate Professor', hired:'2016-02-01'})
CREATE (PR17:Professor {name:'Quinn Adeyemi', title:'Professor', hired:'1999-09-01'})
CREATE (PR18:Professor {name:'Rita Costa', title:'Lecturer', hired:'2022-09-01'})
CREATE (R1:Room {name:'TH-101', building:'Turing Hall', capacity:120})
CREATE (R2:Room {name:'TH-204', building:'Turing Hall', capacity:40})
CREATE (R3:Room {name:'TH-Lab1', building:'Turing Hall', capacity:30})
CREATE (R4:Room {name:'NB-010', building:'Noether Building', capacity:250})
CREATE (R5:Room {name:'NB-112', building:'Noether Building', capacity:35})
CREATE (R6:Room {name:'CB-Aud', building:'Curie Building', capacity:250})
CREATE (R7:Room {name:'CB-Lab2', building:'Curie Building', capacity:24})
CREATE (R8:Room {name:'OL-Reading', building:'Old Library', capacity:18})
CREATE (R9:Room {name:'OL-2.05', building:'Old Library', capacity:45})
CREATE (R10:Room {name:'DW-Lab', building:'Darwin Wing', capacity:24})
CREATE (R11:Room {name:'DW-120', building:'Darwin Wing', capacity:80})
CREATE (R12:Room {name:'AX-3', building:'Annex B', capacity:60})

CREATE
(CS101)-[:OFFERED_BY]->(D1),
(CS102)-[:OFFERED_BY]->(D1),
(CS201)-[:OFFERED_BY]->(D1),
(CS210)-[:OFFERED_BY]->(D1),
(CS250)-[:OFFERED_BY]->(D1),
(CS301)-[:OFFERED_BY]->(D1),
(CS320)-[:OFFERED_BY]->(D1),
(CS350)-[:OFFERED_BY]->(D1),
(CS401)-[:OFFERED_BY]->(D1),
(CS410)-[:OFFERED_BY]->(D1),
(MATH101)-[:OFFERED_BY]->(D2),
(MATH102)-[:OFFERED_BY]->(D2),
(MATH201)-[:OFFERED_BY]->(D2),
(MATH220)-[:OFFERED_BY]->(D2),
(MATH310)-[:OFFERED_BY]->(D2),
(MATH330)-[:OFFERED_BY]->(D2),
(PHYS101)-[:OFFERED_BY]->(D3),
(PHYS102)-[:OFFERED_BY]->(D3),
(PHYS201)-[:OFFERED_BY]->(D3),
(PHYS250)-[:OFFERED_BY]->(D3),
(PHYS301)-[:OFFERED_BY]->(D3),
(HIST101)-[:OFFERED_BY]->(D4),
(HIST110)-[:OFFERED_BY]->(D4),
(HIST205)-[:OFFERED_BY]->(D4),
(HIST230)-[:OFFERED_BY]->(D4),
(HIST230)-[:OFFERED_BY]->(D3),
(HIST310)-[:OFFERED_BY]->(D4),
(BIO101)-[:OFFERED_BY]->(D5),
(BIO150)-[:OFFERED_BY]->(D5),
(BIO201)-[:OFFERED_BY]->(D5),
(BIO220)-[:OFFERED_BY]->(D5),
(BIO320)-[:OFFERED_BY]->(D5),
(LING101)-[:OFFERED_BY]->(D6),
(LING210)-[:OFFERED_BY]->(D6),
(CS201)-[:REQUIRES]->(CS101),
(CS201)-[:REQUIRES]->(CS102),
(CS250)-[:REQUIRES]->(CS201),
(CS301)-[:REQUIRES]->(CS201),
(CS301)-[:REQUIRES]->(MATH201),
(CS320)-[:REQUIRES]->(CS201),
(CS350)-[:REQUIRES]->(CS301),
(CS350)-[:REQUIRES]->(MATH220),
(CS401)-[:REQUIRES]->(CS301),
(CS410)-[:REQUIRES]->(CS320),
(MATH201)-[:REQUIRES]->(MATH101),
(MATH220)-[:REQUIRES]->(MATH101),
(MATH310)-[:REQUIRES]->(MATH201),
(MATH310)-[:REQUIRES]->(MATH102),
(PHYS102)-[:REQUIRES]->(PHYS101),
(PHYS201)-[:REQUIRES]->(PHYS102),
(PHYS201)-[:REQUIRES]->(MATH201),
(PHYS301)-[:REQUIRES]->(PHYS201),
(HIST310)-[:REQUIRES]->(HIST205),
(BIO201)-[:REQUIRES]->(BIO101),
(BIO220)-[:REQUIRES]->(BIO101),
(BIO320)-[:REQUIRES]->(BIO201),
(BIO320)-[:REQUIRES]->(CS101),
(LING210)-[:REQUIRES]->(LING101),
(PR1)-[:MEMBER_OF]->(D1),
(PR2)-[:MEMBER_OF]->(D1),
(PR3)-[:MEMBER_OF]->(D1),
(PR4)-[:MEMBER_OF]->(D2),
(PR5)-[:MEMBER_OF]->(D2),
(PR6)-[:MEMBER_OF]->(D3),
(PR7)-[:MEMBER_OF]->(D3),
(PR8)-[:MEMBER_OF]->(D3),
(PR9)-[:MEMBER_OF]->(D4),
(PR10)-[:MEMBER_OF]->(D4),
(PR11)-[:MEMBER_OF]->(D4),
(PR12)-[:MEMBER_OF]->(D5),
(PR13)-[:MEMBER_OF]->(D5),
(PR14)-[:MEMBER_OF]->(D7),
(PR15)-[:MEMBER_OF]->(D1),
(PR15)-[:MEMBER_OF]->(D2),
(PR16)-[:MEMBER_OF]->(D5),
(PR17)-[:MEMBER_OF]->(D4),
(PR1)-[:TEACHES {semester:'2024-fall', role:'lead'}]->(CS301),
(PR1)-[:TEACHES {semester:'2025-spring', role:'lead'}]->(CS401),
(PR1)-[:TEACHES {semester:'2023-fall', role:'lead'}]->(CS101),
(PR2)-[:TEACHES {semester:'2024-spring', role:'lead'}]->(CS201),
(PR2)-[:TEACHES {semester:'2024-fall', role:'lead'}]->(CS250),
(PR2)-[:TEACHES {semester:'2025-spring', role:'lead'}]->(CS320),
(PR2)-[:TEACHES {semester:'2025-spring', role:'lead'}]->(CS410),
(PR3)-[:TEACHES {semester:'2024-fall', role:'lead'}]->(CS101),
(PR3)-[:TEACHES {semester:'2024-spring', role:'lead'}]->(CS210),
(PR3)-[:TEACHES {semester:'2025-spring', role:'lead'}]->(CS350),
(PR3)-[:TEACHES {semester:'2024-fall', role:'assistant'}]->(CS301),
(PR15)-[:TEACHES {semester:'2024-fall', role:'lead'}]->(CS102),
(PR15)-[:TEACHES {semester:'2024-fall', role:'assistant'}]->(MATH102),
(PR15)-[:TEACHES {semester:'2024-fall', role:'assistant'}]->(CS101),
(PR4)-[:TEACHES {semester:'2024-spring', role:'lead'}]->(MATH201),
(PR4)-[:TEACHES {semester:'2025-spring', role:'lead'}]->(MATH310),
(PR4)-[:TEACHES {semester:'2024-fall', role:'lead'}]->(MATH102),
(PR5)-[:TEACHES {semester:'2024-fall', role:'lead'}]->(MATH101),
(PR5)-[:TEACHES {semester:'2025-spring', role:'lead'}]->(MATH220),
(PR5)-[:TEACHES {semester:'2024-spring', role:'assistant'}]->(MATH201),
(PR6)-[:TEACHES {semester:'2024-fall', role:'lead'}]->(PHYS101),
(PR6)-[:TEACHES {semester:'2025-spring', role:'lead'}]->(PHYS102),
(PR7)-[:TEACHES {semester:'2024-fall', role:'lead'}]->(PHYS201),
(PR7)-[:TEACHES {semester:'2025-spring', role:'lead'}]->(PHYS301),
(PR7)-[:TEACHES {semester:'2024-spring', role:'assistant'}]->(HIST230),
(PR8)-[:TEACHES {semester:'2024-spring', role:'lead'}]->(PHYS250),
(PR8)-[:TEACHES {semester:'2024-fall', role:'assistant'}]->(PHYS101),
(PR9)-[:TEACHES {semester:'2024-fall', role:'lead'}]->(HIST101),
(PR9)-[:TEACHES {semester:'2024-spring', role:'lead'}]->(HIST205),
(PR10)-[:TEACHES {semester:'2023-fall', role:'lead'}]->(HIST110),
(PR10)-[:TEACHES {semester:'2025-spring', role:'lead'}]->(HIST310),
(PR10)-[:TEACHES {semester:'2024-spring', role:'lead'}]->(HIST230),
(PR11)-[:TEACHES {semester:'2024-fall', role:'assistant'}]->(HIST101),
(PR12)-[:TEACHES {semester:'2024-fall', role:'lead'}]->(BIO101),
(PR12)-[:TEACHES {semester:'2025-spring', role:'lead'}]->(BIO201),
(PR13)-[:TEACHES {semester:'2024-spring', role:'lead'}]->(BIO150),
(PR13)-[:TEACHES {semester:'2024-fall', role:'lead'}]->(BIO220),
(PR16)-[:TEACHES {semester:'2025-spring', role:'lead'}]->(BIO320),
(PR16)-[:TEACHES {semester:'2024-fall', role:'assistant'}]->(BIO101),
(PR14)-[:TEACHES {semester:'2024-fall', role:'lead'}]->(GEN100),
(PR18)-[:TEACHES {semester:'2024-fall', role:'lead'}]->(LING101),
(PR18)-[:TEACHES {semester:'2025-spring', role:'lead'}]->(LING210),
(CS101)-[:MEETS_IN {weekly_hours:4}]->(R1),
(CS101)-[:MEETS_IN {weekly_hours:2}]->(R3),
(CS102)-[:MEETS_IN {weekly_hours:3}]->(R2),
(CS201)-[:MEETS_IN {weekly_hours:3}]->(R1),
(CS201)-[:MEETS_IN {weekly_hours:2}]->(R3),
(CS250)-[:MEETS_IN {weekly_hours:3}]->(R2),
(CS301)-[:MEETS_IN {weekly_hours:4}]->(R1),
(CS320)-[:MEETS_IN {weekly_hours:3}]->(R2),
(CS401)-[:MEETS_IN {weekly_hours:2}]->(R2),
(CS410)-[:MEETS_IN {weekly_hours:2}]->(R2),
(MATH101)-[:MEETS_IN {weekly_hours:4}]->(R4),
(MATH102)-[:MEETS_IN {weekly_hours:3}]->(R4),
(MATH201)-[:MEETS_IN {weekly_hours:4}]->(R4),
(MATH310)-[:MEETS_IN {weekly_hours:3}]->(R5),
(MATH330)-[:MEETS_IN {weekly_hours:2}]->(R5),
(PHYS101)-[:MEETS_IN {weekly_hours:3}]->(R6),
(PHYS101)-[:MEETS_IN {weekly_hours:3}]->(R7),
(PHYS102)-[:MEETS_IN {weekly_hours:3}]->(R6),
(PHYS102)-[:MEETS_IN {weekly_hours:2}]->(R7),
(PHYS201)-[:MEETS_IN {weekly_hours:4}]->(R6),
(PHYS301)-[:MEETS_IN {weekly_hours:3}]->(R5),
(HIST110)-[:MEETS_IN {weekly_hours:2}]->(R9),
(HIST205)-[:MEETS_IN {weekly_hours:3}]->(R9),
(HIST310)-[:MEETS_IN {weekly_hours:2}]->(R8),
(BIO101)-[:MEETS_IN {weekly_hours:3}]->(R11),
(BIO101)-[:MEETS_IN {weekly_hours:3}]->(R10),
(BIO201)-[:MEETS_IN {weekly_hours:3}]->(R11),
(BIO201)-[:MEETS_IN {weekly_hours:2}]->(R10),
(BIO220)-[:MEETS_IN {weekly_hours:4}]->(R10),
(BIO320)-[:MEETS_IN {weekly_hours:3}]->(R3),
(LING210)-[:MEETS_IN {weekly_hours:2}]->(R9),
(S1)-[:ENROLLED_IN {grade:47, semester:'2023-fall', status:'completed'}]->(CS101),
(S1)-[:ENROLLED_IN {grade:51, semester:'2024-spring', status:'completed'}]->(CS201),
(S2)-[:ENROLLED_IN {grade:46, semester:'2025-spring', status:'completed'}]->(CS250),
(S2)-[:ENROLLED_IN {grade:86, semester:'2023-fall', status:'completed'}]->(CS350),
(S2)-[:ENROLLED_IN {grade:97, semester:'2023-fall', status:'completed'}]->(HIST110),
(S2)-[:ENROLLED_IN {grade:39, semester:'2024-spring', status:'completed'}]->(MATH201),
(S2)-[:ENROLLED_IN {grade:86, semester:'2024-fall', status:'completed'}]->(LING101),
(S3)-[:ENROLLED_IN {grade:85, semester:'2023-fall', status:'completed'}]->(LING101),
(S4)-[:ENROLLED_IN {grade:50, semester:'2024-fall', status:'completed'}]->(PHYS301),
(S5)-[:ENROLLED_IN {grade:43, semester:'2024-spring', status:'completed'}]->(HIST101),
(S5)-[:ENROLLED_IN {grade:49, semester:'2023-fall', status:'completed'}]->(CS350),
(S6)-[:ENROLLED_IN {grade:87, semester:'2024-fall', status:'completed'}]->(PHYS101),
(S6)-[:ENROLLED_IN {grade:65, semester:'2024-fall', status:'completed'}]->(CS250),
(S6)-[:ENROLLED_IN {grade:77, semester:'2025-spring', status:'completed'}]->(CS350),
(S6)-[:ENROLLED_IN {grade:60, semester:'2024-fall', status:'completed'}]->(HIST101),
(S6)-[:ENROLLED_IN {grade:95, semester:'2023-fall', status:'completed'}]->(CS210),
(S7)-[:ENROLLED_IN {grade:55, semester:'2024-spring', status:'completed'}]->(CS250),
(S8)-[:ENROLLED_IN {grade:94, semester:'2024-fall', status:'completed'}]->(CS320),
(S8)-[:ENROLLED_IN {grade:51, semester:'2024-spring', status:'completed'}]->(MATH201),
(S8)-[:ENROLLED_IN {grade:43, semester:'2024-fall', status:'completed'}]->(PHYS250),
(S8)-[:ENROLLED_IN {grade:61, semester:'2025-spring', status:'completed'}]->(BIO320),
(S9)-[:ENROLLED_IN {grade:95, semester:'2024-fall', status:'completed'}]->(LING101),
(S9)-[:ENROLLED_IN {grade:89, semester:'2023-fall', status:'completed'}]->(PHYS102),
(S9)-[:ENROLLED_IN {grade:73, semester:'2024-spring', status:'completed'}]->(CS250),
(S10)-[:ENROLLED_IN {grade:77, semester:'2023-fall', status:'completed'}]->(BIO320),
(S10)-[:ENROLLED_IN {grade:55, semester:'2025-spring', status:'completed'}]->(CS320),
(S10)-[:ENROLLED_IN {grade:71, semester:'2025-spring', status:'completed'}]->(PHYS102),
(S11)-[:ENROLLED_IN {semester:'2024-spring', status:'dropped'}]->(CS210),
(S11)-[:ENROLLED_IN {grade:68, semester:'2024-spring', status:'completed'}]->(CS101),
(S11)-[:ENROLLED_IN {grade:42, semester:'2023-fall', status:'completed'}]->(HIST110),
(S11)-[:ENROLLED_IN {grade:48, semester:'2023-fall', status:'completed'}]->(PHYS201),
(S12)-[:ENROLLED_IN {grade:65, semester:'2023-fall', status:'completed'}]->(HIST310),
(S12)-[:ENROLLED_IN {grade:83, semester:'2024-fall', status:'completed'}]->(CS201),
(S12)-[:ENROLLED_IN {grade:94, semester:'2023-fall', status:'completed'}]->(HIST230),
(S13)-[:ENROLLED_IN {grade:38, semester:'2023-fall', status:'completed'}]->(CS320),
(S13)-[:ENROLLED_IN {grade:82, semester:'2024-fall', status:'completed'}]->(BIO101),
(S13)-[:ENROLLED_IN {grade:65, semester:'2023-fall', status:'completed'}]->(PHYS102),
(S13)-[:ENROLLED_IN {grade:58, semester:'2024-fall', status:'completed'}]->(MATH201),
(S13)-[:ENROLLED_IN {grade:80, semester:'2023-fall', status:'completed'}]->(MATH220),
(S14)-[:ENROLLED_IN {grade:51, semester:'2023-fall', status:'completed'}]->(MATH101),
(S14)-[:ENROLLED_IN {semester:'2024-fall', status:'dropped'}]->(PHYS101),
(S14)-[:ENROLLED_IN {grade:100, semester:'2023-fall', status:'completed'}]->(CS301),
(S15)-[:ENROLLED_IN {grade:42, semester:'2024-spring', status:'completed'}]->(HIST110),
(S16)-[:ENROLLED_IN {grade:100, semester:'2023-fall', status:'completed'}]->(CS301),
(S16)-[:ENROLLED_IN {grade:64, semester:'2023-fall', status:'completed'}]->(PHYS102),
(S16)-[:ENROLLED_IN {grade:86, semester:'2024-spring', status:'completed'}]->(PHYS301),
(S16)-[:ENROLLED_IN {grade:66, semester:'2023-fall', status:'completed'}]->(HIST310),
(S17)-[:ENROLLED_IN {grade:67, semester:'2024-fall', status:'completed'}]->(LING101),
(S17)-[:ENROLLED_IN {grade:72, semester:'2024-fall', status:'completed'}]->(HIST101),
(S17)-[:ENROLLED_IN {grade:42, semester:'2023-fall', status:'completed'}]->(BIO201),
(S17)-[:ENROLLED_IN {grade:73, semester:'2024-fall', status:'completed'}]->(HIST110),
(S17)-[:ENROLLED_IN {semester:'2024-spring', status:'dropped'}]->(PHYS201),
(S18)-[:ENROLLED_IN {grade:51, semester:'2024-spring', status:'completed'}]->(CS102),
(S18)-[:ENROLLED_IN {semester:'2023-fall', status:'dropped'}]->(MATH201),
(S18)-[:ENROLLED_IN {grade:79, semester:'2024-fall', status:'completed'}]->(CS401),
(S18)-[:ENROLLED_IN {grade:77, semester:'2024-spring', status:'completed'}]->(HIST205),
(S19)-[:ENROLLED_IN {grade:45, semester:'2024-fall', status:'completed'}]->(CS101),
(S19)-[:ENROLLED_IN {grade:47, semester:'2024-fall', status:'completed'}]->(PHYS101),
(S19)-[:ENROLLED_IN {grade:50, semester:'2024-fall', status:'completed'}]->(CS350),
(S19)-[:ENROLLED_IN {grade:93, semester:'2023-fall', status:'completed'}]->(PHYS301),
(S20)-[:ENROLLED_IN {grade:54, semester:'2024-spring', status:'completed'}]->(HIST110),
(S20)-[:ENROLLED_IN {grade:88, semester:'2024-fall', status:'completed'}]->(CS250),
(S21)-[:ENROLLED_IN {grade:52, semester:'2023-fall', status:'completed'}]->(HIST310),
(S21)-[:ENROLLED_IN {grade:83, semester:'2025-spring', status:'completed'}]->(CS250),
(S21)-[:ENROLLED_IN {grade:51, semester:'2023-fall', status:'completed'}]->(MATH101),
(S22)-[:ENROLLED_IN {grade:45, semester:'2023-fall', status:'completed'}]->(MATH201),
(S22)-[:ENROLLED_IN {grade:65, semester:'2024-fall', status:'completed'}]->(CS301),
(S22)-[:ENROLLED_IN {grade:89, semester:'2024-fall', status:'completed'}]->(CS102),
(S22)-[:ENROLLED_IN {grade:70, semester:'2024-fall', status:'completed'}]->(PHYS101),
(S22)-[:ENROLLED_IN {grade:40, semester:'2024-spring', status:'completed'}]->(BIO220),
(S23)-[:ENROLLED_IN {grade:38, semester:'2024-spring', status:'completed'}]->(MATH220),
(S23)-[:ENROLLED_IN {grade:92, semester:'2024-fall', status:'completed'}]->(HIST101),
(S24)-[:ENROLLED_IN {grade:58, semester:'2024-fall', status:'completed'}]->(CS210),
(S24)-[:ENROLLED_IN {grade:73, semester:'2023-fall', status:'completed'}]->(HIST110),
(S25)-[:ENROLLED_IN {grade:62, semester:'2023-fall', status:'completed'}]->(HIST110),
(S25)-[:ENROLLED_IN {grade:57, semester:'2025-spring', status:'completed'}]->(HIST205),
(S25)-[:ENROLLED_IN {semester:'2024-spring', status:'dropped'}]->(HIST230),
(S25)-[:ENROLLED_IN {grade:87, semester:'2025-spring', status:'completed'}]->(CS210),
(S25)-[:ENROLLED_IN {grade:79, semester:'2024-spring', status:'completed'}]->(MATH201),
(S26)-[:ENROLLED_IN {grade:87, semester:'2024-fall', status:'completed'}]->(BIO220),
(S26)-[:ENROLLED_IN {grade:53, semester:'2024-fall', status:'completed'}]->(PHYS101),
(S26)-[:ENROLLED_IN {grade:58, semester:'2023-fall', status:'completed'}]->(LING101),
(S27)-[:ENROLLED_IN {grade:42, semester:'2023-fall', status:'completed'}]->(BIO150),
(S27)-[:ENROLLED_IN {grade:57, semester:'2024-fall', status:'completed'}]->(CS101),
(S27)-[:ENROLLED_IN {semester:'2025-spring', status:'dropped'}]->(PHYS250),
(S28)-[:ENROLLED_IN {grade:61, semester:'2023-fall', status:'completed'}]->(MATH201),
(S28)-[:ENROLLED_IN {grade:49, semester:'2024-spring', status:'completed'}]->(PHYS102),
(S28)-[:ENROLLED_IN {semester:'2024-fall', status:'dropped'}]->(CS201),
(S29)-[:ENROLLED_IN {semester:'2023-fall', status:'dropped'}]->(MATH220),
(S29)-[:ENROLLED_IN {grade:56, semester:'2023-fall', status:'completed'}]->(CS350),
(S29)-[:ENROLLED_IN {grade:66, semester:'2024-fall', status:'completed'}]->(CS102),
(S30)-[:ENROLLED_IN {grade:97, semester:'2024-spring', status:'completed'}]->(BIO220),
(S30)-[:ENROLLED_IN {grade:55, semester:'2025-spring', status:'completed'}]->(CS250),
(S30)-[:ENROLLED_IN {grade:69, semester:'2023-fall', status:'completed'}]->(MATH220),
(S30)-[:ENROLLED_IN {semester:'2024-spring', status:'dropped'}]->(MATH102),
(S31)-[:ENROLLED_IN {grade:78, semester:'2023-fall', status:'completed'}]->(BIO201),
(S31)-[:ENROLLED_IN {grade:71, semester:'2023-fall', status:'completed'}]->(PHYS250),
(S31)-[:ENROLLED_IN {grade:95, semester:'2024-spring', status:'completed'}]->(CS350),
(S31)-[:ENROLLED_IN {grade:51, semester:'2025-spring', status:'completed'}]->(BIO150),
(S32)-[:ENROLLED_IN {grade:61, semester:'2023-fall', status:'completed'}]->(BIO320),
(S32)-[:ENROLLED_IN {grade:55, semester:'2024-fall', status:'completed'}]->(HIST310),
(S33)-[:ENROLLED_IN {grade:93, semester:'2023-fall', status:'completed'}]->(BIO201),
(S33)-[:ENROLLED_IN {grade:76, semester:'2023-fall', status:'completed'}]->(CS401),
(S33)-[:ENROLLED_IN {grade:92, semester:'2023-fall', status:'completed'}]->(PHYS101),
(S33)-[:ENROLLED_IN {grade:65, semester:'2025-spring', status:'completed'}]->(CS320),
(S33)-[:ENROLLED_IN {grade:67, semester:'2024-spring', status:'completed'}]->(PHYS201),
(S34)-[:ENROLLED_IN {grade:40, semester:'2023-fall', status:'completed'}]->(PHYS250),
(S34)-[:ENROLLED_IN {grade:59, semester:'2024-spring', status:'completed'}]->(HIST110),
(S34)-[:ENROLLED_IN {semester:'2024-fall', status:'dropped'}]->(LING101),
(S34)-[:ENROLLED_IN {grade:44, semester:'2024-spring', status:'completed'}]->(CS401),
(S34)-[:ENROLLED_IN {grade:48, semester:'2024-fall', status:'completed'}]->(CS250),
(S35)-[:ENROLLED_IN {grade:54, semester:'2024-spring', status:'completed'}]->(CS320),
(S35)-[:ENROLLED_IN {grade:70, semester:'2024-fall', status:'completed'}]->(LING101),
(S35)-[:ENROLLED_IN {grade:81, semester:'2025-spring', status:'completed'}]->(CS401),
(S35)-[:ENROLLED_IN {grade:63, semester:'2024-fall', status:'completed'}]->(BIO101),
(S36)-[:ENROLLED_IN {grade:97, semester:'2023-fall', status:'completed'}]->(PHYS101),
(S36)-[:ENROLLED_IN {grade:43, semester:'2025-spring', status:'completed'}]->(BIO101),
(S37)-[:ENROLLED_IN {grade:65, semester:'2024-fall', status:'completed'}]->(HIST310),
(S37)-[:ENROLLED_IN {grade:89, semester:'2024-spring', status:'completed'}]->(MATH102),
(S37)-[:ENROLLED_IN {grade:80, semester:'2024-fall', status:'completed'}]->(CS301),
(S37)-[:ENROLLED_IN {grade:85, semester:'2024-fall', status:'completed'}]->(CS201),
(S38)-[:ENROLLED_IN {semester:'2024-spring', status:'dropped'}]->(CS201),
(S38)-[:ENROLLED_IN {grade:59, semester:'2024-spring', status:'completed'}]->(PHYS301),
(S38)-[:ENROLLED_IN {grade:61, semester:'2025-spring', status:'completed'}]->(BIO201),
(S38)-[:ENROLLED_IN {grade:47, semester:'2023-fall', status:'completed'}]->(CS102),
(S38)-[:ENROLLED_IN {grade:82, semester:'2024-fall', status:'completed'}]->(CS320),
(S39)-[:ENROLLED_IN {grade:76, semester:'2023-fall', status:'completed'}]->(HIST205),
(S39)-[:ENROLLED_IN {grade:73, semester:'2025-spring', status:'completed'}]->(BIO320),
(S40)-[:ENROLLED_IN {grade:50, semester:'2024-fall', status:'completed'}]->(BIO320),
(S40)-[:ENROLLED_IN {grade:54, semester:'2024-fall', status:'completed'}]->(CS101),
(S40)-[:ENROLLED_IN {grade:57, semester:'2025-spring', status:'completed'}]->(CS401),
(S40)-[:ENROLLED_IN {grade:90, semester:'2024-spring', status:'completed'}]->(MATH201),
(S40)-[:ENROLLED_IN {grade:55, semester:'2025-spring', status:'completed'}]->(MATH102),
(S42)-[:ENROLLED_IN {grade:48, semester:'2024-spring', status:'completed'}]->(CS350),
(S42)-[:ENROLLED_IN {grade:72, semester:'2024-spring', status:'completed'}]->(CS101),
(S42)-[:ENROLLED_IN {grade:90, semester:'2025-spring', status:'completed'}]->(BIO150),
(S42)-[:ENROLLED_IN {grade:63, semester:'2024-spring', status:'completed'}]->(CS401),
(S43)-[:ENROLLED_IN {grade:41, semester:'2024-spring', status:'completed'}]->(CS102),
(S43)-[:ENROLLED_IN {grade:91, semester:'2024-spring', status:'completed'}]->(BIO150),
(S43)-[:ENROLLED_IN {grade:68, semester:'2024-fall', status:'completed'}]->(PHYS250),
(S43)-[:ENROLLED_IN {grade:52, semester:'2025-spring', status:'completed'}]->(LING101),
(S43)-[:ENROLLED_IN {grade:53, semester:'2024-fall', status:'completed'}]->(MATH102),
(S44)-[:ENROLLED_IN {grade:48, semester:'2025-spring', status:'completed'}]->(HIST205),
(S44)-[:ENROLLED_IN {grade:74, semester:'2024-fall', status:'completed'}]->(HIST310),
(S44)-[:ENROLLED_IN {grade:47, semester:'2023-fall', status:'completed'}]->(CS201),
(S45)-[:ENROLLED_IN {grade:69, semester:'2023-fall', status:'completed'}]->(HIST230),
(S45)-[:ENROLLED_IN {grade:77, semester:'2024-spring', status:'completed'}]->(CS320),
(S45)-[:ENROLLED_IN {grade:78, semester:'2024-spring', status:'completed'}]->(PHYS301),
(S45)-[:ENROLLED_IN {grade:53, semester:'2023-fall', status:'completed'}]->(BIO320),
(S45)-[:ENROLLED_IN {grade:83, semester:'2024-fall', status:'completed'}]->(CS301),
(S46)-[:ENROLLED_IN {grade:63, semester:'2024-spring', status:'completed'}]->(PHYS301),
(S46)-[:ENROLLED_IN {grade:58, semester:'2023-fall', status:'completed'}]->(CS210),
(S46)-[:ENROLLED_IN {grade:93, semester:'2023-fall', status:'completed'}]->(LING101),
(S46)-[:ENROLLED_IN {semester:'2024-fall', status:'dropped'}]->(BIO320),
(S46)-[:ENROLLED_IN {grade:89, semester:'2024-spring', status:'completed'}]->(PHYS101),
(S47)-[:ENROLLED_IN {grade:74, semester:'2024-fall', status:'completed'}]->(MATH102),
(S47)-[:ENROLLED_IN {semester:'2024-fall', status:'dropped'}]->(CS201),
(S48)-[:ENROLLED_IN {grade:52, semester:'2025-spring', status:'completed'}]->(CS250),
(S48)-[:ENROLLED_IN {grade:85, semester:'2023-fall', status:'completed'}]->(PHYS102),
(S48)-[:ENROLLED_IN {grade:64, semester:'2024-fall', status:'completed'}]->(CS320),
(S48)-[:ENROLLED_IN {grade:76, semester:'2024-fall', status:'completed'}]->(CS210),
(S49)-[:ENROLLED_IN {semester:'2025-spring', status:'dropped'}]->(CS350),
(S49)-[:ENROLLED_IN {grade:66, semester:'2024-fall', status:'completed'}]->(BIO150),
(S49)-[:ENROLLED_IN {grade:65, semester:'2024-spring', status:'completed'}]->(MATH310),
(S49)-[:ENROLLED_IN {grade:86, semester:'2023-fall', status:'completed'}]->(CS101),
(S49)-[:ENROLLED_IN {grade:78, semester:'2023-fall', status:'completed'}]->(BIO220),
(S50)-[:ENROLLED_IN {grade:50, semester:'2024-fall', status:'completed'}]->(PHYS102),
(S50)-[:ENROLLED_IN {grade:46, semester:'2024-fall', status:'completed'}]->(LING101),
(S50)-[:ENROLLED_IN {grade:93, semester:'2024-spring', status:'completed'}]->(MATH101),
(S51)-[:ENROLLED_IN {grade:42, semester:'2023-fall', status:'completed'}]->(HIST101),
(S52)-[:ENROLLED_IN {grade:45, semester:'2025-spring', status:'completed'}]->(CS102),
(S52)-[:ENROLLED_IN {grade:54, semester:'2025-spring', status:'completed'}]->(MATH101),
(S52)-[:ENROLLED_IN {grade:88, semester:'2024-fall', status:'completed'}]->(CS350),
(S52)-[:ENROLLED_IN {grade:47, semester:'2025-spring', status:'completed'}]->(HIST310),
(S52)-[:ENROLLED_IN {grade:82, semester:'2024-spring', status:'completed'}]->(CS301),
(S53)-[:ENROLLED_IN {grade:87, semester:'2024-spring', status:'completed'}]->(MATH310),
(S53)-[:ENROLLED_IN {grade:87, semester:'2024-spring', status:'completed'}]->(CS250),
(S53)-[:ENROLLED_IN {grade:74, semester:'2024-fall', status:'completed'}]->(CS401),
(S53)-[:ENROLLED_IN {grade:88, semester:'2023-fall', status:'completed'}]->(PHYS102),
(S53)-[:ENROLLED_IN {grade:89, semester:'2023-fall', status:'completed'}]->(MATH201),
(S54)-[:ENROLLED_IN {grade:46, semester:'2023-fall', status:'completed'}]->(HIST101),
(S54)-[:ENROLLED_IN {grade:86, semester:'2024-spring', status:'completed'}]->(CS210),
(S54)-[:ENROLLED_IN {grade:89, semester:'2025-spring', status:'completed'}]->(PHYS301),
(S54)-[:ENROLLED_IN {grade:82, semester:'2024-spring', status:'completed'}]->(HIST310),
(S54)-[:ENROLLED_IN {grade:46, semester:'2025-spring', status:'completed'}]->(CS401),
(S55)-[:ENROLLED_IN {grade:44, semester:'2024-fall', status:'completed'}]->(PHYS250),
(S55)-[:ENROLLED_IN {grade:89, semester:'2024-fall', status:'completed'}]->(CS201),
(S55)-[:ENROLLED_IN {grade:78, semester:'2023-fall', status:'completed'}]->(CS210),
(S56)-[:ENROLLED_IN {grade:54, semester:'2024-fall', status:'completed'}]->(PHYS102),
(S56)-[:ENROLLED_IN {grade:90, semester:'2025-spring', status:'completed'}]->(MATH101),
(S56)-[:ENROLLED_IN {grade:51, semester:'2023-fall', status:'completed'}]->(MATH102),
(S56)-[:ENROLLED_IN {semester:'2025-spring', status:'dropped'}]->(PHYS250),
(S57)-[:ENROLLED_IN {grade:50, semester:'2023-fall', status:'completed'}]->(HIST310),
(S57)-[:ENROLLED_IN {grade:43, semester:'2023-fall', status:'completed'}]->(PHYS201),
(S57)-[:ENROLLED_IN {grade:94, semester:'2023-fall', status:'completed'}]->(HIST230),
(S57)-[:ENROLLED_IN {semester:'2024-spring', status:'dropped'}]->(MATH310),
(S58)-[:ENROLLED_IN {grade:85, semester:'2023-fall', status:'completed'}]->(PHYS201),
(S58)-[:ENROLLED_IN {grade:75, semester:'2024-spring', status:'completed'}]->(PHYS102),
(S58)-[:ENROLLED_IN {grade:41, semester:'2025-spring', status:'completed'}]->(PHYS250),
(S58)-[:ENROLLED_IN {grade:58, semester:'2023-fall', status:'completed'}]->(CS350),
(S59)-[:ENROLLED_IN {grade:70, semester:'2025-spring', status:'completed'}]->(BIO201),
(S59)-[:ENROLLED_IN {grade:90, semester:'2024-spring', status:'completed'}]->(CS250),
(S59)-[:ENROLLED_IN {grade:88, semester:'2025-spring', status:'completed'}]->(HIST230),
(S59)-[:ENROLLED_IN {grade:71, semester:'2025-spring', status:'completed'}]->(CS210),
(S59)-[:ENROLLED_IN {grade:88, semester:'2023-fall', status:'completed'}]->(CS101),
(S60)-[:ENROLLED_IN {grade:89, semester:'2025-spring', status:'completed'}]->(CS250),
(S60)-[:ENROLLED_IN {semester:'2025-spring', status:'dropped'}]->(MATH310),
(S61)-[:ENROLLED_IN {grade:97, semester:'2025-spring', status:'completed'}]->(CS320),
(S61)-[:ENROLLED_IN {grade:69, semester:'2024-fall', status:'completed'}]->(CS101),
(S61)-[:ENROLLED_IN {grade:47, semester:'2025-spring', status:'completed'}]->(LING101),
(S61)-[:ENROLLED_IN {grade:54, semester:'2024-spring', status:'completed'}]->(MATH101),
(S62)-[:ENROLLED_IN {grade:90, semester:'2023-fall', status:'completed'}]->(PHYS250),
(S62)-[:ENROLLED_IN {grade:47, semester:'2024-fall', status:'completed'}]->(MATH101),
(S62)-[:ENROLLED_IN {grade:92, semester:'2025-spring', status:'completed'}]->(PHYS301),
(S62)-[:ENROLLED_IN {grade:48, semester:'2025-spring', status:'completed'}]->(BIO320),
(S62)-[:ENROLLED_IN {semester:'2023-fall', status:'dropped'}]->(MATH220),
(S63)-[:ENROLLED_IN {grade:96, semester:'2023-fall', status:'completed'}]->(PHYS201),
(S63)-[:ENROLLED_IN {grade:76, semester:'2024-fall', status:'completed'}]->(HIST205),
(S63)-[:ENROLLED_IN {grade:48, semester:'2023-fall', status:'completed'}]->(CS101),
(S64)-[:ENROLLED_IN {grade:41, semester:'2024-spring', status:'completed'}]->(HIST310),
(S65)-[:ENROLLED_IN {grade:84, semester:'2023-fall', status:'completed'}]->(LING101),
(S65)-[:ENROLLED_IN {grade:39, semester:'2024-spring', status:'completed'}]->(BIO220),
(S65)-[:ENROLLED_IN {grade:79, semester:'2025-spring', status:'completed'}]->(PHYS250),
(S65)-[:ENROLLED_IN {grade:97, semester:'2024-spring', status:'completed'}]->(CS201),
(S65)-[:ENROLLED_IN {grade:70, semester:'2025-spring', status:'completed'}]->(MATH201),
(S66)-[:ENROLLED_IN {grade:40, semester:'2024-fall', status:'completed'}]->(PHYS101),
(S67)-[:ENROLLED_IN {grade:70, semester:'2023-fall', status:'completed'}]->(PHYS102),
(S67)-[:ENROLLED_IN {grade:55, semester:'2025-spring', status:'completed'}]->(BIO220),
(S68)-[:ENROLLED_IN {grade:67, semester:'2023-fall', status:'completed'}]->(CS250),
(S68)-[:ENROLLED_IN {grade:75, semester:'2023-fall', status:'completed'}]->(MATH201),
(S69)-[:ENROLLED_IN {semester:'2024-spring', status:'dropped'}]->(MATH220),
(S69)-[:ENROLLED_IN {grade:65, semester:'2023-fall', status:'completed'}]->(CS201),
(S69)-[:ENROLLED_IN {grade:62, semester:'2025-spring', status:'completed'}]->(CS101),
(S69)-[:ENROLLED_IN {grade:90, semester:'2024-fall', status:'completed'}]->(PHYS301),
(S69)-[:ENROLLED_IN {grade:61, semester:'2024-spring', status:'completed'}]->(CS102),
(S70)-[:ENROLLED_IN {grade:84, semester:'2025-spring', status:'completed'}]->(HIST230),
(S70)-[:ENROLLED_IN {grade:41, semester:'2024-fall', status:'completed'}]->(HIST205),
(S70)-[:ENROLLED_IN {grade:43, semester:'2023-fall', status:'completed'}]->(PHYS301),
(S70)-[:ENROLLED_IN {grade:49, semester:'2025-spring', status:'completed'}]->(CS101),
(S70)-[:ENROLLED_IN {grade:72, semester:'2023-fall', status:'completed'}]->(PHYS201),
(S71)-[:ENROLLED_IN {grade:88, semester:'2024-fall', status:'completed'}]->(PHYS301),
(S72)-[:ENROLLED_IN {grade:82, semester:'2025-spring', status:'completed'}]->(HIST110),
(S72)-[:ENROLLED_IN {grade:77, semester:'2024-spring', status:'completed'}]->(CS350),
(S72)-[:ENROLLED_IN {grade:83, semester:'2025-spring', status:'completed'}]->(BIO150),
(S72)-[:ENROLLED_IN {grade:86, semester:'2024-spring', status:'completed'}]->(MATH201),
(S72)-[:ENROLLED_IN {grade:83, semester:'2025-spring', status:'completed'}]->(CS102),
(S73)-[:ENROLLED_IN {grade:78, semester:'2024-spring', status:'completed'}]->(MATH310),
(S73)-[:ENROLLED_IN {grade:82, semester:'2023-fall', status:'completed'}]->(MATH201),
(S74)-[:ENROLLED_IN {grade:87, semester:'2025-spring', status:'completed'}]->(CS401),
(S75)-[:ENROLLED_IN {grade:40, semester:'2025-spring', status:'completed'}]->(CS210),
(S75)-[:ENROLLED_IN {grade:80, semester:'2023-fall', status:'completed'}]->(MATH102),
(S75)-[:ENROLLED_IN {grade:91, semester:'2023-fall', status:'completed'}]->(MATH101),
(S75)-[:ENROLLED_IN {grade:90, semester:'2025-spring', status:'completed'}]->(PHYS250),
(S76)-[:ENROLLED_IN {grade:67, semester:'2025-spring', status:'completed'}]->(HIST110),
(S76)-[:ENROLLED_IN {grade:83, semester:'2025-spring', status:'completed'}]->(PHYS101),
(S76)-[:ENROLLED_IN {grade:77, semester:'2025-spring', status:'completed'}]->(MATH310),
(S76)-[:ENROLLED_IN {grade:76, semester:'2024-fall', status:'completed'}]->(CS210),
(S76)-[:ENROLLED_IN {semester:'2023-fall', status:'dropped'}]->(CS102),
(S77)-[:ENROLLED_IN {grade:80, semester:'2025-spring', status:'completed'}]->(BIO201),
(S77)-[:ENROLLED_IN {grade:75, semester:'2024-fall', status:'completed'}]->(PHYS201),
(S77)-[:ENROLLED_IN {semester:'2024-spring', status:'dropped'}]->(HIST101),
(S77)-[:ENROLLED_IN {grade:50, semester:'2024-spring', status:'completed'}]->(CS201),
(S79)-[:ENROLLED_IN {grade:59, semester:'2024-spring', status:'completed'}]->(BIO220),
(S79)-[:ENROLLED_IN {grade:93, semester:'2024-spring', status:'completed'}]->(CS210),
(S79)-[:ENROLLED_IN {semester:'2025-spring', status:'dropped'}]->(CS350),
(S80)-[:ENROLLED_IN {grade:81, semester:'2025-spring', status:'completed'}]->(MATH310),
(S81)-[:ENROLLED_IN {grade:90, semester:'2024-fall', status:'completed'}]->(CS210),
(S81)-[:ENROLLED_IN {grade:40, semester:'2023-fall', status:'completed'}]->(MATH310),
(S81)-[:ENROLLED_IN {grade:60, semester:'2024-fall', status:'completed'}]->(BIO220),
(S81)-[:ENROLLED_IN {grade:78, semester:'2024-spring', status:'completed'}]->(HIST230),
(S82)-[:ENROLLED_IN {grade:57, semester:'2024-fall', status:'completed'}]->(MATH101),
(S82)-[:ENROLLED_IN {grade:41, semester:'2024-fall', status:'completed'}]->(CS201),
(S82)-[:ENROLLED_IN {semester:'2024-spring', status:'dropped'}]->(MATH310),
(S82)-[:ENROLLED_IN {grade:51, semester:'2025-spring', status:'completed'}]->(PHYS201),
(S83)-[:ENROLLED_IN {grade:76, semester:'2024-spring', status:'completed'}]->(MATH220),
(S84)-[:ENROLLED_IN {grade:45, semester:'2024-spring', status:'completed'}]->(MATH220),
(S85)-[:ENROLLED_IN {semester:'2023-fall', status:'dropped'}]->(PHYS201),
(S86)-[:ENROLLED_IN {semester:'2024-spring', status:'dropped'}]->(BIO150),
(S86)-[:ENROLLED_IN {grade:68, semester:'2024-spring', status:'completed'}]->(CS201),
(S86)-[:ENROLLED_IN {grade:95, semester:'2025-spring', status:'completed'}]->(CS301),
(S86)-[:ENROLLED_IN {grade:89, semester:'2024-fall', status:'completed'}]->(CS101),
(S86)-[:ENROLLED_IN {grade:77, semester:'2024-spring', status:'completed'}]->(PHYS250),
(S87)-[:ENROLLED_IN {grade:40, semester:'2024-spring', status:'completed'}]->(CS101),
(S88)-[:ENROLLED_IN {grade:87, semester:'2023-fall', status:'completed'}]->(BIO201),
(S88)-[:ENROLLED_IN {grade:45, semester:'2024-spring', status:'completed'}]->(BIO220),
(S88)-[:ENROLLED_IN {grade:49, semester:'2025-spring', status:'completed'}]->(MATH220),
(S88)-[:ENROLLED_IN {semester:'2024-fall', status:'dropped'}]->(PHYS301),
(S89)-[:ENROLLED_IN {grade:97, semester:'2024-spring', status:'completed'}]->(PHYS102),
(S89)-[:ENROLLED_IN {grade:50, semester:'2024-fall', status:'completed'}]->(GEN100),
(PR2)-[:ADVISES]->(S2),
(PR4)-[:ADVISES]->(S3),
(PR6)-[:ADVISES]->(S4),
(PR7)-[:ADVISES]->(S5),
(PR9)-[:ADVISES]->(S6),
(PR10)-[:ADVISES]->(S7),
(PR12)-[:ADVISES]->(S8),
(PR13)-[:ADVISES]->(S9),
(PR5)-[:ADVISES]->(S11),
(PR1)-[:ADVISES]->(S12),
(PR2)-[:ADVISES]->(S13),
(PR4)-[:ADVISES]->(S14),
(PR6)-[:ADVISES]->(S15),
(PR7)-[:ADVISES]->(S16),
(PR9)-[:ADVISES]->(S17),
(PR10)-[:ADVISES]->(S18),
(PR13)-[:ADVISES]->(S20),
(PR16)-[:ADVISES]->(S21),
(PR5)-[:ADVISES]->(S22),
(PR1)-[:ADVISES]->(S23),
(PR2)-[:ADVISES]->(S24),
(PR4)-[:ADVISES]->(S25),
(PR6)-[:ADVISES]->(S26),
(PR7)-[:ADVISES]->(S27),
(PR10)-[:ADVISES]->(S29),
(PR12)-[:ADVISES]->(S30),
(PR13)-[:ADVISES]->(S31),
(PR16)-[:ADVISES]->(S32),
(PR5)-[:ADVISES]->(S33),
(PR1)-[:ADVISES]->(S34),
(PR2)-[:ADVISES]->(S35),
(PR4)-[:ADVISES]->(S36),
(PR7)-[:ADVISES]->(S38),
(PR9)-[:ADVISES]->(S39),
(PR10)-[:ADVISES]->(S40),
(PR12)-[:ADVISES]->(S41),
(PR13)-[:ADVISES]->(S42),
(PR16)-[:ADVISES]->(S43),
(PR5)-[:ADVISES]->(S44),
(PR1)-[:ADVISES]->(S45),
(PR4)-[:ADVISES]->(S47),
(PR6)-[:ADVISES]->(S48),
(PR7)-[:ADVISES]->(S49),
(PR9)-[:ADVISES]->(S50),
(PR10)-[:ADVISES]->(S51),
(PR12)-[:ADVISES]->(S52),
(PR13)-[:ADVISES]->(S53),
(PR16)-[:ADVISES]->(S54),
(PR1)-[:ADVISES]->(S56),
(PR2)-[:ADVISES]->(S57),
(PR4)-[:ADVISES]->(S58),
(PR6)-[:ADVISES]->(S59),
(PR7)-[:ADVISES]->(S60),
(PR9)-[:ADVISES]->(S61),
(PR10)-[:ADVISES]->(S62),
(PR12)-[:ADVISES]->(S63),
(PR16)-[:ADVISES]->(S65),
(PR5)-[:ADVISES]->(S66),
(PR1)-[:ADVISES]->(S67),
(PR2)-[:ADVISES]->(S68),
(PR4)-[:ADVISES]->(S69),
(PR6)-[:ADVISES]->(S70),
(PR7)-[:ADVISES]->(S71),
(PR9)-[:ADVISES]->(S72),
(PR12)-[:ADVISES]->(S74),
(PR13)-[:ADVISES]->(S75),
(PR16)-[:ADVISES]->(S76),
(PR5)-[:ADVISES]->(S77),
(PR1)-[:ADVISES]->(S78),
(PR2)-[:ADVISES]->(S79),
(PR4)-[:ADVISES]->(S80),
(PR6)-[:ADVISES]->(S81),
(PR9)-[:ADVISES]->(S83),
(PR10)-[:ADVISES]->(S84),
(PR12)-[:ADVISES]->(S85),
(PR13)-[:ADVISES]->(S86),
(PR16)-[:ADVISES]->(S87),
(PR5)-[:ADVISES]->(S88),
(PR1)-[:ADVISES]->(S89);
