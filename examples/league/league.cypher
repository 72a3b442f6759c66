// The league example: an amateur football league, written for gql by its
// developers (not taken from anywhere) as the league's data team would model
// it: a CHECK graph of a new domain (testdata/league/README.md).
// Clubs play matches (a match points to its HOME_TEAM and AWAY_TEAM clubs,
// with home_goals and away_goals on the match), at a stadium (PLAYED_AT), in
// a season (IN_SEASON), under a referee (REFEREED points from the referee to
// the match). Players play for a club now (PLAYS_FOR: since, squad_number,
// on_loan) and played for clubs before (PLAYED_FOR: since, until); a
// TRANSFERRED edge (fee_eur, date) points from a player to the club that
// signed them. A goal is one SCORED edge (minute, penalty) from the player to
// the match, so a player with two goals in a match has two edges; an
// assist is an ASSISTED edge (minute). Coaches coach clubs (COACHES: since,
// until for a past spell, role 'head'|'assistant') and mentored other
// coaches (MENTORED points from mentor to mentee); clubs name their rivals
// (RIVAL_OF, stored once per pair, direction as the club recorded it) and
// their home ground (HOME_GROUND; two clubs share one).
// Dates are ISO strings 'YYYY-MM-DD'; money is euros, heights centimetres.
// Edge cases the questions need: a newly admitted club with nothing related,
// free agents, a coach without a club, a referee with no match, a stadium
// nobody plays at, a season with no match yet, ties, boundary values and
// the two self-relationships.
// Generated deterministically by a small seeded script.
// Regenerate the converted files with
//   go run ./cmd/gql convert examples/league/league.cypher --name league --out examples/league

CREATE CONSTRAINT IF NOT EXISTS FOR (x:Club) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Player) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Coach) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Stadium) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Season) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Match) REQUIRE (x.fixture_id) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Referee) REQUIRE (x.name) IS UNIQUE;

CREATE (C1:Club {name:'Riverside Athletic', founded:1921, city:'Millbrook', budget_eur:450000})
CREATE (C2:Club {name:'Oakham Town', founded:1898, city:'Oakham', budget_eur:380000})
CREATE (C3:Club {name:'Harbour United', founded:1921, city:'Portsea', budget_eur:520000})
CREATE (C4:Club {name:'Millbrook Wanderers', founded:1945, city:'Millbrook', budget_eur:310000})
CREATE (C5:Club {name:'St Ives Rangers', founded:1987, city:'St Ives', budget_eur:275000})
CREATE (C6:Club {name:'Kingsbridge Celtic', founded:1987, city:'Kingsbridge', budget_eur:520000})
CREATE (C7:Club {name:'Northgate Albion', founded:1966, city:'Northgate', budget_eur:198000})
CREATE (C8:Club {name:'Eastfield Rovers', founded:2024, city:'Eastfield', budget_eur:150000})
CREATE (S1:Stadium {name:'Riverside Park', capacity:4500, surface:'grass'})
CREATE (S2:Stadium {name:'The Meadow', capacity:3200, surface:'grass'})
CREATE (S3:Stadium {name:'Harbour Road', capacity:5000, surface:'artificial'})
CREATE (S4:Stadium {name:'Rangers Ground', capacity:1200, surface:'artificial'})
CREATE (S5:Stadium {name:'Kingsbridge Community Stadium', capacity:5000, surface:'grass'})
CREATE (S6:Stadium {name:'Albion Lane', capacity:2000, surface:'grass'})
CREATE (S7:Stadium {name:'Northgate Sports Hub', capacity:800, surface:'artificial'})
CREATE (SE1:Season {name:'2022/23', start:'2022-08-13'})
CREATE (SE2:Season {name:'2023/24', start:'2023-08-12'})
CREATE (SE3:Season {name:'2024/25', start:'2024-08-17'})
CREATE (R1:Referee {name:'Alan Pike', experience_years:12})
CREATE (R2:Referee {name:'Maria Santos', experience_years:7})
CREATE (R3:Referee {name:'Tom Greaves', experience_years:3})
CREATE (R4:Referee {name:'Priya Nair', experience_years:12})
CREATE (R5:Referee {name:'Daniel Okafor', experience_years:1})
CREATE (R6:Referee {name:'Gwen Hollis', experience_years:5})
CREATE (K1:Coach {name:'Mark Ellison', licence:'A'})
CREATE (K2:Coach {name:'Sofia Brandt', licence:'A'})
CREATE (K3:Coach {name:'Ian Maddox', licence:'B'})
CREATE (K4:Coach {name:'Lena Fischer', licence:'B'})
CREATE (K5:Coach {name:'Carl Dunn', licence:'C'})
CREATE (K6:Coach {name:'Rui Almeida', licence:'B'})
CREATE (K7:Coach {name:'Owen Tate', licence:'C'})
CREATE (K8:Coach {name:'Hannah Cole', licence:'C'})
CREATE (K9:Coach {name:'Pete Marsh', licence:'A'})
CREATE (P1:Player {name:'Jack Gibbs', born:'1998-06-06', position:'GK', height_cm:185, nationality:'England'})
CREATE (P2:Player {name:'Oscar Todd', born:'1996-08-20', position:'DF', height_cm:192, nationality:'Ireland'})
CREATE (P3:Player {name:'Dylan Reed', born:'2003-10-26', position:'DF', height_cm:182, nationality:'Poland'})
CREATE (P4:Player {name:'Harry Dean', born:'2002-09-01', position:'DF', height_cm:183, nationality:'England'})
CREATE (P5:Player {name:'Owen Reed', born:'1991-09-07', position:'MF', height_cm:180, nationality:'Ghana'})
CREATE (P6:Player {name:'Harry Nash', born:'2001-05-23', position:'MF', height_cm:186, nationality:'Nigeria'})
CREATE (P7:Player {name:'Liam Webb', born:'2001-07-19', position:'FW', height_cm:178, nationality:'Wales'})
CREATE (P8:Player {name:'Marcus Frost', born:'1995-05-09', position:'FW', height_cm:173, nationality:'Ireland'})
CREATE (P9:Player {name:'Adam Blake', born:'1999-10-23', position:'DF', height_cm:187, nationality:'England'})
CREATE (P10:Player {name:'Oscar Wade', born:'1994-09-20', position:'MF', height_cm:196, nationality:'England'})
CREATE (P11:Player {name:'Dylan Grant', born:'1991-08-05', position:'FW', height_cm:182, nationality:'Scotland'})
CREATE (P12:Player {name:'Ben Ford', born:'2001-07-09', position:'MF', height_cm:191, nationality:'England'})
CREATE (P13:Player {name:"Connor O'Neill", born:'1991-07-25', position:'GK', height_cm:180, nationality:'Ireland'})
CREATE (P14:Player {name:'Reece Yates', born:'1996-03-25', position:'DF', height_cm:180, nationality:'England'})
CREATE (P15:Player {name:'Sam Pearce', born:'1992-02-05', position:'DF', height_cm:196, nationality:'England'})
CREATE (P16:Player {name:'Kieran Price', born:'1991-01-21', position:'DF', height_cm:169, nationality:'Portugal'})
CREATE (P17:Player {name:'Kieran Lowe', born:'1999-01-05', position:'MF', height_cm:193, nationality:'England'})
CREATE (P18:Player {name:'Ethan Cole', born:'1994-09-06', position:'MF', height_cm:170, nationality:'Nigeria'})
CREATE (P19:Player {name:'Mason Hale', born:'1995-06-09', position:'FW', height_cm:169, nationality:'England'})
CREATE (P20:Player {name:'Josh Wade', born:'2004-09-26', position:'FW', height_cm:185, nationality:'England'})
CREATE (P21:Player {name:'Jack Holt', born:'1998-06-25', position:'DF', height_cm:190, nationality:'England'})
CREATE (P22:Player {name:'Liam Wade', born:'2001-07-16', position:'MF', height_cm:173, nationality:'England'})
CREATE (P23:Player {name:'Ryan Crane', born:'1998-10-17', position:'FW', height_cm:174, nationality:'England'})
CREATE (P24:Player {name:'Jack Shaw', born:'1999-01-15', position:'GK', height_cm:193, nationality:'England'})
CREATE (P25:Player {name:'Joel Ford', born:'2005-09-28', position:'DF', height_cm:181, nationality:'England'})
CREATE (P26:Player {name:'Leo Webb', born:'1993-08-10', position:'DF', height_cm:185, nationality:'England'})
CREATE (P27:Player {name:'Seán Murphy', born:'1999-11-05', position:'DF', height_cm:177, nationality:'Ireland'})
CREATE (P28:Player {name:'Joel Sutton', born:'1995-04-18', position:'MF', height_cm:195, nationality:'Scotland'})
CREATE (P29:Player {name:'Owen Hughes', born:'2000-04-10', position:'MF', height_cm:195, nationality:'England'})
CREATE (P30:Player {name:'Ethan Kemp', born:'2004-09-10', position:'FW', height_cm:182, nationality:'Poland'})
CREATE (P31:Player {name:'Danny Drake', born:'2000-01-01', position:'FW', height_cm:175, nationality:'Poland'})
CREATE (P32:Player {name:'Danny Eaton', born:'1994-01-11', position:'DF', height_cm:178, nationality:'Portugal'})
CREATE (P33:Player {name:'Ryan Hughes', born:'1997-03-02', position:'MF', height_cm:170, nationality:'Poland'})
CREATE (P34:Player {name:'Joel Rowe', born:'2001-12-01', position:'FW', height_cm:189, nationality:'Nigeria'})
CREATE (P35:Player {name:'Joel Hughes', born:'2001-12-19', position:'GK', height_cm:184, nationality:'Portugal'})
CREATE (P36:Player {name:'Harry Shaw', born:'2002-11-21', position:'GK', height_cm:190, nationality:'Poland'})
CREATE (P37:Player {name:'Ben Hughes', born:'2001-11-06', position:'DF', height_cm:188, nationality:'England'})
CREATE (P38:Player {name:'Danny Crane', born:'2005-11-05', position:'DF', height_cm:189, nationality:'Ghana'})
CREATE (P39:Player {name:'Sam Barnes', born:'1991-12-28', position:'DF', height_cm:196, nationality:'Nigeria'})
CREATE (P40:Player {name:'Nathan Ash', born:'2003-06-19', position:'MF', height_cm:196, nationality:'Ghana'})
CREATE (P41:Player {name:'Connor Carver', born:'2000-12-25', position:'MF', height_cm:187, nationality:'England'})
CREATE (P42:Player {name:'Kieran Fletcher', born:'1999-12-31', position:'FW', height_cm:189, nationality:'Ghana'})
CREATE (P43:Player {name:'Ben Hale', born:'2002-12-20', position:'FW', height_cm:189, nationality:'Scotland'})
CREATE (P44:Player {name:'Luke Rowe', born:'1992-12-25', position:'DF', height_cm:174, nationality:'England'})
CREATE (P45:Player {name:'Callum Hale', born:'1992-10-04', position:'MF', height_cm:172, nationality:'England'})
CREATE (P46:Player {name:'Lewis Grant', born:'2005-01-15', position:'FW', height_cm:188, nationality:'Ireland'})
CREATE (P47:Player {name:'Nathan Holt', born:'1995-07-10', position:'GK', height_cm:189, nationality:'England'})
CREATE (P48:Player {name:'Joel Grant', born:'1991-06-13', position:'DF', height_cm:187, nationality:'England'})
CREATE (P49:Player {name:'Kyle Rowe', born:'2004-02-10', position:'DF', height_cm:190, nationality:'Ghana'})
CREATE (P50:Player {name:'Jordan Carver', born:'1998-06-20', position:'DF', height_cm:171, nationality:'Wales'})
CREATE (P51:Player {name:'Nathan Walker', born:'1999-04-21', position:'MF', height_cm:174, nationality:'England'})
CREATE (P52:Player {name:'Luke Hughes', born:'1992-10-03', position:'MF', height_cm:171, nationality:'England'})
CREATE (P53:Player {name:'Luke Yates', born:'2002-09-17', position:'FW', height_cm:191, nationality:'England'})
CREATE (P54:Player {name:'Aaron Doyle', born:'2002-06-09', position:'FW', height_cm:195, nationality:'France'})
CREATE (P55:Player {name:'Ryan Tanner', born:'2002-08-06', position:'DF', height_cm:183, nationality:'Ghana'})
CREATE (P56:Player {name:'Owen Tanner', born:'1997-03-23', position:'MF', height_cm:182, nationality:'England'})
CREATE (P57:Player {name:'Ethan Nash', born:'1992-09-02', position:'FW', height_cm:188, nationality:'England'})
CREATE (P58:Player {name:'Owen Holt', born:'2000-09-16', position:'GK', height_cm:183, nationality:'England'})
CREATE (P59:Player {name:'Kyle Holt', born:'1996-12-14', position:'DF', height_cm:179, nationality:'Nigeria'})
CREATE (P60:Player {name:'Kyle Blake', born:'1998-05-04', position:'DF', height_cm:170, nationality:'France'})
CREATE (P61:Player {name:'Liam Cole', born:'2004-08-17', position:'DF', height_cm:196, nationality:'France'})
CREATE (P62:Player {name:'Kyle Irving', born:'2003-04-08', position:'MF', height_cm:169, nationality:'England'})
CREATE (P63:Player {name:'Tomasz Kowalski', born:'2002-12-27', position:'MF', height_cm:192, nationality:'Poland'})
CREATE (P64:Player {name:'Leo Carver', born:'2005-08-14', position:'FW', height_cm:170, nationality:'Portugal'})
CREATE (P65:Player {name:'Oscar Lowe', born:'1991-05-15', position:'FW', height_cm:191, nationality:'England'})
CREATE (P66:Player {name:'Callum Wade', born:'1999-10-03', position:'DF', height_cm:182, nationality:'England'})
CREATE (P67:Player {name:'Noah Shaw', born:'1994-08-25', position:'MF', height_cm:185, nationality:'France'})
CREATE (P68:Player {name:'Ben Price', born:'1996-01-16', position:'FW', height_cm:194, nationality:'Ireland'})
CREATE (P69:Player {name:'Alfie Hale', born:'2000-02-27', position:'MF', height_cm:172, nationality:'Wales'})
CREATE (P70:Player {name:'Callum Drake', born:'1991-08-06', position:'GK', height_cm:185, nationality:'Nigeria'})
CREATE (P71:Player {name:'Tom Grant', born:'2004-09-07', position:'DF', height_cm:172, nationality:'Poland'})
CREATE (P72:Player {name:'Kyle Cole', born:'1992-07-03', position:'DF', height_cm:185, nationality:'France'})
CREATE (P73:Player {name:'Owen Yates', born:'1999-06-04', position:'DF', height_cm:168, nationality:'Ghana'})
CREATE (P74:Player {name:'Owen Quinn', born:'2004-07-26', position:'MF', height_cm:187, nationality:'France'})
CREATE (P75:Player {name:'Jordan Rowe', born:'2005-01-07', position:'MF', height_cm:175, nationality:'England'})
CREATE (P76:Player {name:'Mason Blake', born:'1991-05-15', position:'FW', height_cm:196, nationality:'Scotland'})
CREATE (P77:Player {name:'Luke Pearce', born:'1995-11-22', position:'FW', height_cm:184, nationality:'England'})
CREATE (P78:Player {name:'Leo Price', born:'2004-07-22', position:'DF', height_cm:176, nationality:'England'})
CREATE (P79:Player {name:'Owen Eaton', born:'2000-03-14', position:'MF', height_cm:174, nationality:'England'})
CREATE (P80:Player {name:'Tom Carver', born:'1995-07-22', position:'FW', height_cm:188, nationality:'England'})
CREATE (P90:Player {name:'Jamie Reddin', born:'1995-04-18', position:'FW', height_cm:177, nationality:'England'})
CREATE (P91:Player {name:'Luka Petrov', born:'1998-10-02', position:'MF', height_cm:182, nationality:'Bulgaria'})
CREATE (M1:Match {fixture_id:'F001', date:'2022-08-13', round:1, home_goals:0, away_goals:0, attendance:1434})
CREATE (M2:Match {fixture_id:'F002', date:'2022-08-14', round:1, home_goals:2, away_goals:1, attendance:2223})
CREATE (M3:Match {fixture_id:'F003', date:'2022-08-13', round:1, home_goals:2, away_goals:1, attendance:4076})
CREATE (M4:Match {fixture_id:'F004', date:'2022-09-24', round:2, home_goals:2, away_goals:1, attendance:755})
CREATE (M5:Match {fixture_id:'F005', date:'2022-09-25', round:2, home_goals:1, away_goals:0, attendance:1443})
CREATE (M6:Match {fixture_id:'F006', date:'2022-09-24', round:2, home_goals:0, away_goals:2, attendance:2735})
CREATE (M7:Match {fixture_id:'F007', date:'2022-11-05', round:3, home_goals:0, away_goals:0, attendance:1332})
CREATE (M8:Match {fixture_id:'F008', date:'2022-11-06', round:3, home_goals:1, away_goals:1, attendance:327})
CREATE (M9:Match {fixture_id:'F009', date:'2022-11-05', round:3, home_goals:3, away_goals:4, attendance:1650})
CREATE (M10:Match {fixture_id:'F010', date:'2022-12-17', round:4, home_goals:0, away_goals:0, attendance:4325})
CREATE (M11:Match {fixture_id:'F011', date:'2022-12-18', round:4, home_goals:3, away_goals:2, attendance:2592})
CREATE (M12:Match {fixture_id:'F012', date:'2022-12-17', round:4, home_goals:2, away_goals:2, attendance:1200})
CREATE (M13:Match {fixture_id:'F013', date:'2023-01-28', round:5, home_goals:1, away_goals:1, attendance:2785})
CREATE (M14:Match {fixture_id:'F014', date:'2023-01-29', round:5, home_goals:2, away_goals:0, attendance:3836})
CREATE (M15:Match {fixture_id:'F015', date:'2023-01-28', round:5, home_goals:1, away_goals:0, attendance:739})
CREATE (M16:Match {fixture_id:'F016', date:'2023-08-12', round:1, home_goals:2, away_goals:1, attendance:2740})
CREATE (M17:Match {fixture_id:'F017', date:'2023-08-13', round:1, home_goals:2, away_goals:2, attendance:4312})
CREATE (M18:Match {fixture_id:'F018', date:'2023-08-12', round:1, home_goals:2, away_goals:1, attendance:898})
CREATE (M19:Match {fixture_id:'F019', date:'2023-09-16', round:2, home_goals:1, away_goals:2, attendance:2341})
CREATE (M20:Match {fixture_id:'F020', date:'2023-09-17', round:2, home_goals:1, away_goals:1, attendance:2527})
CREATE (M21:Match {fixture_id:'F021', date:'2023-09-16', round:2, home_goals:2, away_goals:0, attendance:2012})
CREATE (M22:Match {fixture_id:'F022', date:'2023-10-21', round:3, home_goals:1, away_goals:1, attendance:3666})
CREATE (M23:Match {fixture_id:'F023', date:'2023-10-22', round:3, home_goals:3, away_goals:1, attendance:803})
CREATE (M24:Match {fixture_id:'F024', date:'2023-10-21', round:3, home_goals:3, away_goals:4, attendance:945})
CREATE (M25:Match {fixture_id:'F025', date:'2023-11-25', round:4, home_goals:2, away_goals:1, attendance:3491})
CREATE (M26:Match {fixture_id:'F026', date:'2023-11-26', round:4, home_goals:4, away_goals:1, attendance:2131})
CREATE (M27:Match {fixture_id:'F027', date:'2023-11-25', round:4, home_goals:1, away_goals:1, attendance:2306})
CREATE (M28:Match {fixture_id:'F028', date:'2023-12-30', round:5, home_goals:0, away_goals:2, attendance:2283})
CREATE (M29:Match {fixture_id:'F029', date:'2023-12-31', round:5, home_goals:0, away_goals:0, attendance:958})
CREATE (M30:Match {fixture_id:'F030', date:'2023-12-30', round:5, home_goals:0, away_goals:0, attendance:4723})
CREATE (M31:Match {fixture_id:'F031', date:'2024-02-03', round:6, home_goals:1, away_goals:1, attendance:3009})
CREATE (M32:Match {fixture_id:'F032', date:'2024-02-04', round:6, home_goals:1, away_goals:1, attendance:2047})
CREATE (M33:Match {fixture_id:'F033', date:'2024-02-03', round:6, home_goals:2, away_goals:0, attendance:1359})
CREATE (M34:Match {fixture_id:'F034', date:'2024-03-09', round:7, home_goals:3, away_goals:1, attendance:2580})
CREATE (M35:Match {fixture_id:'F035', date:'2024-03-10', round:7, home_goals:1, away_goals:4, attendance:1405})
CREATE (M36:Match {fixture_id:'F036', date:'2024-03-09', round:7, home_goals:1, away_goals:1, attendance:3511})
CREATE
(C1)-[:HOME_GROUND]->(S1),
(C4)-[:HOME_GROUND]->(S1),
(C2)-[:HOME_GROUND]->(S2),
(C3)-[:HOME_GROUND]->(S3),
(C5)-[:HOME_GROUND]->(S4),
(C6)-[:HOME_GROUND]->(S5),
(C7)-[:HOME_GROUND]->(S6),
(K1)-[:COACHES {since:'2021-07-01', role:'head'}]->(C1),
(K2)-[:COACHES {since:'2022-06-15', role:'head'}]->(C3),
(K3)-[:COACHES {since:'2019-07-01', role:'head'}]->(C2),
(K4)-[:COACHES {since:'2023-01-10', role:'head'}]->(C4),
(K5)-[:COACHES {since:'2020-08-01', role:'head'}]->(C5),
(K6)-[:COACHES {since:'2022-07-01', role:'head'}]->(C6),
(K7)-[:COACHES {since:'2023-06-01', role:'head'}]->(C7),
(K8)-[:COACHES {since:'2022-07-01', role:'assistant'}]->(C1),
(K3)-[:COACHES {since:'2015-07-01', until:'2019-06-30', role:'head'}]->(C7),
(K8)-[:COACHES {since:'2024-01-15', role:'assistant'}]->(C6),
(K1)-[:MENTORED]->(K4),
(K4)-[:MENTORED]->(K7),
(K1)-[:MENTORED]->(K8),
(K3)-[:MENTORED]->(K5),
(C1)-[:RIVAL_OF {derby:'Millbrook derby'}]->(C4),
(C3)-[:RIVAL_OF {derby:'Coast derby'}]->(C6),
(C2)-[:RIVAL_OF]->(C3),
(P1)-[:PLAYS_FOR {since:'2021-07-01', squad_number:1, on_loan:false}]->(C1),
(P2)-[:PLAYS_FOR {since:'2022-07-01', squad_number:2, on_loan:false}]->(C1),
(P3)-[:PLAYS_FOR {since:'2023-03-01', squad_number:3, on_loan:false}]->(C1),
(P4)-[:PLAYS_FOR {since:'2019-01-01', squad_number:4, on_loan:false}]->(C1),
(P5)-[:PLAYS_FOR {since:'2022-01-01', squad_number:8, on_loan:false}]->(C1),
(P6)-[:PLAYS_FOR {since:'2019-07-15', squad_number:10, on_loan:false}]->(C1),
(P7)-[:PLAYS_FOR {since:'2019-07-01', squad_number:9, on_loan:false}]->(C1),
(P8)-[:PLAYS_FOR {since:'2021-07-01', squad_number:11, on_loan:true}]->(C1),
(P9)-[:PLAYS_FOR {since:'2022-07-01', squad_number:5, on_loan:false}]->(C1),
(P10)-[:PLAYS_FOR {since:'2021-01-01', squad_number:14, on_loan:false}]->(C1),
(P11)-[:PLAYS_FOR {since:'2023-02-28', squad_number:7, on_loan:false}]->(C1),
(P12)-[:PLAYS_FOR {since:'2022-08-01', squad_number:16, on_loan:false}]->(C1),
(P13)-[:PLAYS_FOR {since:'2024-07-15', squad_number:1, on_loan:false}]->(C2),
(P14)-[:PLAYS_FOR {since:'2022-07-01', squad_number:2, on_loan:false}]->(C2),
(P15)-[:PLAYS_FOR {since:'2022-08-01', squad_number:3, on_loan:false}]->(C2),
(P16)-[:PLAYS_FOR {since:'2022-08-01', squad_number:4, on_loan:false}]->(C2),
(P17)-[:PLAYS_FOR {since:'2022-07-15', squad_number:8, on_loan:false}]->(C2),
(P18)-[:PLAYS_FOR {since:'2022-01-01', squad_number:10, on_loan:false}]->(C2),
(P19)-[:PLAYS_FOR {since:'2020-07-15', squad_number:9, on_loan:false}]->(C2),
(P20)-[:PLAYS_FOR {since:'2022-07-01', squad_number:11, on_loan:false}]->(C2),
(P21)-[:PLAYS_FOR {since:'2022-07-01', squad_number:5, on_loan:false}]->(C2),
(P22)-[:PLAYS_FOR {since:'2019-07-01', squad_number:14, on_loan:false}]->(C2),
(P23)-[:PLAYS_FOR {since:'2020-01-01', squad_number:7, on_loan:false}]->(C2),
(P24)-[:PLAYS_FOR {since:'2023-07-01', squad_number:1, on_loan:false}]->(C3),
(P25)-[:PLAYS_FOR {since:'2023-07-01', squad_number:2, on_loan:false}]->(C3),
(P26)-[:PLAYS_FOR {since:'2020-07-15', squad_number:3, on_loan:true}]->(C3),
(P27)-[:PLAYS_FOR {since:'2023-08-01', squad_number:4, on_loan:false}]->(C3),
(P28)-[:PLAYS_FOR {since:'2023-07-01', squad_number:8, on_loan:false}]->(C3),
(P29)-[:PLAYS_FOR {since:'2023-08-15', squad_number:10, on_loan:false}]->(C3),
(P30)-[:PLAYS_FOR {since:'2023-07-15', squad_number:9, on_loan:false}]->(C3),
(P31)-[:PLAYS_FOR {since:'2024-07-15', squad_number:11, on_loan:false}]->(C3),
(P32)-[:PLAYS_FOR {since:'2022-07-01', squad_number:5, on_loan:false}]->(C3),
(P33)-[:PLAYS_FOR {since:'2021-07-01', squad_number:14, on_loan:false}]->(C3),
(P34)-[:PLAYS_FOR {since:'2022-01-01', squad_number:7, on_loan:false}]->(C3),
(P35)-[:PLAYS_FOR {since:'2023-01-15', squad_number:13, on_loan:false}]->(C3),
(P36)-[:PLAYS_FOR {since:'2024-01-15', squad_number:1, on_loan:false}]->(C4),
(P37)-[:PLAYS_FOR {since:'2022-07-01', squad_number:2, on_loan:false}]->(C4),
(P38)-[:PLAYS_FOR {since:'2022-08-01', squad_number:3, on_loan:false}]->(C4),
(P39)-[:PLAYS_FOR {since:'2020-01-01', squad_number:4, on_loan:false}]->(C4),
(P40)-[:PLAYS_FOR {since:'2022-01-01', squad_number:8, on_loan:false}]->(C4),
(P41)-[:PLAYS_FOR {since:'2020-08-15', squad_number:10, on_loan:false}]->(C4),
(P42)-[:PLAYS_FOR {since:'2020-08-01', squad_number:9, on_loan:false}]->(C4),
(P43)-[:PLAYS_FOR {since:'2022-07-15', squad_number:11, on_loan:false}]->(C4),
(P44)-[:PLAYS_FOR {since:'2019-01-01', squad_number:5, on_loan:false}]->(C4),
(P45)-[:PLAYS_FOR {since:'2022-07-01', squad_number:14, on_loan:false}]->(C4),
(P46)-[:PLAYS_FOR {since:'2023-01-15', squad_number:7, on_loan:false}]->(C4),
(P47)-[:PLAYS_FOR {since:'2020-01-01', squad_number:1, on_loan:false}]->(C5),
(P48)-[:PLAYS_FOR {since:'2023-08-01', squad_number:2, on_loan:false}]->(C5),
(P49)-[:PLAYS_FOR {since:'2024-07-01', squad_number:3, on_loan:false}]->(C5),
(P50)-[:PLAYS_FOR {since:'2022-08-15', squad_number:4, on_loan:false}]->(C5),
(P51)-[:PLAYS_FOR {since:'2021-07-01', squad_number:8, on_loan:true}]->(C5),
(P52)-[:PLAYS_FOR {since:'2024-07-01', squad_number:10, on_loan:false}]->(C5),
(P53)-[:PLAYS_FOR {since:'2024-07-01', squad_number:9, on_loan:false}]->(C5),
(P54)-[:PLAYS_FOR {since:'2021-07-01', squad_number:11, on_loan:false}]->(C5),
(P55)-[:PLAYS_FOR {since:'2020-07-01', squad_number:5, on_loan:false}]->(C5),
(P56)-[:PLAYS_FOR {since:'2021-01-15', squad_number:14, on_loan:false}]->(C5),
(P57)-[:PLAYS_FOR {since:'2024-08-01', squad_number:7, on_loan:false}]->(C5),
(P58)-[:PLAYS_FOR {since:'2019-01-01', squad_number:1, on_loan:false}]->(C6),
(P59)-[:PLAYS_FOR {since:'2019-01-15', squad_number:2, on_loan:false}]->(C6),
(P60)-[:PLAYS_FOR {since:'2022-01-01', squad_number:3, on_loan:false}]->(C6),
(P61)-[:PLAYS_FOR {since:'2022-01-15', squad_number:4, on_loan:false}]->(C6),
(P62)-[:PLAYS_FOR {since:'2020-01-15', squad_number:8, on_loan:false}]->(C6),
(P63)-[:PLAYS_FOR {since:'2024-07-01', squad_number:10, on_loan:false}]->(C6),
(P64)-[:PLAYS_FOR {since:'2022-07-01', squad_number:9, on_loan:false}]->(C6),
(P65)-[:PLAYS_FOR {since:'2021-07-01', squad_number:11, on_loan:false}]->(C6),
(P66)-[:PLAYS_FOR {since:'2022-08-01', squad_number:5, on_loan:false}]->(C6),
(P67)-[:PLAYS_FOR {since:'2023-07-01', squad_number:14, on_loan:false}]->(C6),
(P68)-[:PLAYS_FOR {since:'2020-01-01', squad_number:7, on_loan:false}]->(C6),
(P69)-[:PLAYS_FOR {since:'2021-08-01', squad_number:16, on_loan:false}]->(C6),
(P70)-[:PLAYS_FOR {since:'2023-07-01', squad_number:1, on_loan:false}]->(C7),
(P71)-[:PLAYS_FOR {since:'2021-08-01', squad_number:2, on_loan:false}]->(C7),
(P72)-[:PLAYS_FOR {since:'2022-07-01', squad_number:3, on_loan:false}]->(C7),
(P73)-[:PLAYS_FOR {since:'2022-01-15', squad_number:4, on_loan:false}]->(C7),
(P74)-[:PLAYS_FOR {since:'2022-07-01', squad_number:8, on_loan:false}]->(C7),
(P75)-[:PLAYS_FOR {since:'2022-08-15', squad_number:10, on_loan:false}]->(C7),
(P76)-[:PLAYS_FOR {since:'2024-07-01', squad_number:9, on_loan:false}]->(C7),
(P77)-[:PLAYS_FOR {since:'2021-08-01', squad_number:11, on_loan:false}]->(C7),
(P78)-[:PLAYS_FOR {since:'2024-08-01', squad_number:5, on_loan:false}]->(C7),
(P79)-[:PLAYS_FOR {since:'2023-01-15', squad_number:14, on_loan:false}]->(C7),
(P80)-[:PLAYS_FOR {since:'2024-01-01', squad_number:7, on_loan:false}]->(C7),
(P26)-[:PLAYED_FOR {since:'2017-07-01', until:'2020-07-15'}]->(C1),
(P26)-[:TRANSFERRED {fee_eur:15000, date:'2020-07-15'}]->(C3),
(P41)-[:PLAYED_FOR {since:'2017-07-01', until:'2020-08-15'}]->(C7),
(P41)-[:TRANSFERRED {fee_eur:25000, date:'2020-08-15'}]->(C4),
(P64)-[:PLAYED_FOR {since:'2019-07-01', until:'2022-07-01'}]->(C7),
(P64)-[:TRANSFERRED {fee_eur:0, date:'2022-07-01'}]->(C6),
(P56)-[:PLAYED_FOR {since:'2018-07-01', until:'2021-01-15'}]->(C1),
(P56)-[:TRANSFERRED {fee_eur:8000, date:'2021-01-15'}]->(C5),
(P11)-[:PLAYED_FOR {since:'2020-07-01', until:'2023-02-28'}]->(C3),
(P11)-[:TRANSFERRED {fee_eur:25000, date:'2023-02-28'}]->(C1),
(P27)-[:PLAYED_FOR {since:'2020-07-01', until:'2023-08-01'}]->(C2),
(P27)-[:TRANSFERRED {fee_eur:12000, date:'2023-08-01'}]->(C3),
(P73)-[:PLAYED_FOR {since:'2019-07-01', until:'2022-01-15'}]->(C2),
(P73)-[:TRANSFERRED {fee_eur:0, date:'2022-01-15'}]->(C7),
(P7)-[:PLAYED_FOR {since:'2016-07-01', until:'2019-07-01'}]->(C5),
(P7)-[:TRANSFERRED {fee_eur:5000, date:'2019-07-01'}]->(C1),
(P3)-[:PLAYED_FOR {since:'2020-07-01', until:'2023-03-01'}]->(C6),
(P29)-[:PLAYED_FOR {since:'2020-07-01', until:'2023-08-15'}]->(C2),
(P90)-[:PLAYED_FOR {since:'2018-07-01', until:'2023-06-30'}]->(C5),
(M1)-[:HOME_TEAM]->(C1),
(M1)-[:AWAY_TEAM]->(C6),
(M1)-[:IN_SEASON]->(SE1),
(M1)-[:PLAYED_AT]->(S1),
(R5)-[:REFEREED]->(M1),
(M2)-[:HOME_TEAM]->(C2),
(M2)-[:AWAY_TEAM]->(C5),
(M2)-[:IN_SEASON]->(SE1),
(M2)-[:PLAYED_AT]->(S2),
(R1)-[:REFEREED]->(M2),
(P17)-[:SCORED {minute:42, penalty:false}]->(M2),
(P23)-[:SCORED {minute:36, penalty:false}]->(M2),
(P20)-[:ASSISTED {minute:36}]->(M2),
(P54)-[:SCORED {minute:15, penalty:false}]->(M2),
(M3)-[:HOME_TEAM]->(C3),
(M3)-[:AWAY_TEAM]->(C4),
(M3)-[:IN_SEASON]->(SE1),
(M3)-[:PLAYED_AT]->(S3),
(R1)-[:REFEREED]->(M3),
(P33)-[:SCORED {minute:90, penalty:false}]->(M3),
(P27)-[:SCORED {minute:90, penalty:false}]->(M3),
(P46)-[:SCORED {minute:24, penalty:false}]->(M3),
(P41)-[:ASSISTED {minute:24}]->(M3),
(M4)-[:HOME_TEAM]->(C5),
(M4)-[:AWAY_TEAM]->(C1),
(M4)-[:IN_SEASON]->(SE1),
(M4)-[:PLAYED_AT]->(S4),
(R4)-[:REFEREED]->(M4),
(P53)-[:SCORED {minute:22, penalty:false}]->(M4),
(P52)-[:ASSISTED {minute:22}]->(M4),
(P54)-[:SCORED {minute:62, penalty:false}]->(M4),
(P51)-[:ASSISTED {minute:62}]->(M4),
(P2)-[:SCORED {minute:28, penalty:false}]->(M4),
(M5)-[:HOME_TEAM]->(C6),
(M5)-[:AWAY_TEAM]->(C4),
(M5)-[:IN_SEASON]->(SE1),
(M5)-[:PLAYED_AT]->(S5),
(R1)-[:REFEREED]->(M5),
(P68)-[:SCORED {minute:60, penalty:false}]->(M5),
(P64)-[:ASSISTED {minute:60}]->(M5),
(M6)-[:HOME_TEAM]->(C3),
(M6)-[:AWAY_TEAM]->(C2),
(M6)-[:IN_SEASON]->(SE1),
(M6)-[:PLAYED_AT]->(S3),
(R2)-[:REFEREED]->(M6),
(P20)-[:SCORED {minute:25, penalty:false}]->(M6),
(P20)-[:SCORED {minute:84, penalty:false}]->(M6),
(M7)-[:HOME_TEAM]->(C4),
(M7)-[:AWAY_TEAM]->(C1),
(M7)-[:IN_SEASON]->(SE1),
(M7)-[:PLAYED_AT]->(S1),
(R2)-[:REFEREED]->(M7),
(M8)-[:HOME_TEAM]->(C5),
(M8)-[:AWAY_TEAM]->(C3),
(M8)-[:IN_SEASON]->(SE1),
(M8)-[:PLAYED_AT]->(S4),
(R1)-[:REFEREED]->(M8),
(P57)-[:SCORED {minute:52, penalty:true}]->(M8),
(P51)-[:ASSISTED {minute:52}]->(M8),
(P30)-[:SCORED {minute:59, penalty:false}]->(M8),
(P31)-[:ASSISTED {minute:59}]->(M8),
(M9)-[:HOME_TEAM]->(C2),
(M9)-[:AWAY_TEAM]->(C6),
(M9)-[:IN_SEASON]->(SE1),
(M9)-[:PLAYED_AT]->(S2),
(R2)-[:REFEREED]->(M9),
(P17)-[:SCORED {minute:34, penalty:false}]->(M9),
(P22)-[:ASSISTED {minute:34}]->(M9),
(P15)-[:SCORED {minute:71, penalty:true}]->(M9),
(P20)-[:SCORED {minute:72, penalty:false}]->(M9),
(P63)-[:SCORED {minute:29, penalty:false}]->(M9),
(P65)-[:ASSISTED {minute:29}]->(M9),
(P64)-[:SCORED {minute:55, penalty:false}]->(M9),
(P65)-[:SCORED {minute:61, penalty:false}]->(M9),
(P68)-[:SCORED {minute:46, penalty:true}]->(M9),
(P63)-[:ASSISTED {minute:46}]->(M9),
(M10)-[:HOME_TEAM]->(C3),
(M10)-[:AWAY_TEAM]->(C1),
(M10)-[:IN_SEASON]->(SE1),
(M10)-[:PLAYED_AT]->(S3),
(R3)-[:REFEREED]->(M10),
(M11)-[:HOME_TEAM]->(C4),
(M11)-[:AWAY_TEAM]->(C2),
(M11)-[:IN_SEASON]->(SE1),
(M11)-[:PLAYED_AT]->(S1),
(R5)-[:REFEREED]->(M11),
(P42)-[:SCORED {minute:27, penalty:false}]->(M11),
(P41)-[:SCORED {minute:16, penalty:false}]->(M11),
(P46)-[:ASSISTED {minute:16}]->(M11),
(P40)-[:SCORED {minute:18, penalty:false}]->(M11),
(P18)-[:SCORED {minute:79, penalty:false}]->(M11),
(P19)-[:SCORED {minute:26, penalty:false}]->(M11),
(M12)-[:HOME_TEAM]->(C5),
(M12)-[:AWAY_TEAM]->(C6),
(M12)-[:IN_SEASON]->(SE1),
(M12)-[:PLAYED_AT]->(S4),
(R5)-[:REFEREED]->(M12),
(P54)-[:SCORED {minute:55, penalty:true}]->(M12),
(P53)-[:ASSISTED {minute:55}]->(M12),
(P57)-[:SCORED {minute:25, penalty:false}]->(M12),
(P68)-[:SCORED {minute:57, penalty:false}]->(M12),
(P63)-[:SCORED {minute:3, penalty:false}]->(M12),
(M13)-[:HOME_TEAM]->(C2),
(M13)-[:AWAY_TEAM]->(C1),
(M13)-[:IN_SEASON]->(SE1),
(M13)-[:PLAYED_AT]->(S2),
(R2)-[:REFEREED]->(M13),
(P20)-[:SCORED {minute:80, penalty:true}]->(M13),
(P8)-[:SCORED {minute:58, penalty:false}]->(M13),
(P4)-[:ASSISTED {minute:58}]->(M13),
(M14)-[:HOME_TEAM]->(C3),
(M14)-[:AWAY_TEAM]->(C6),
(M14)-[:IN_SEASON]->(SE1),
(M14)-[:PLAYED_AT]->(S3),
(R1)-[:REFEREED]->(M14),
(P34)-[:SCORED {minute:44, penalty:false}]->(M14),
(P29)-[:SCORED {minute:74, penalty:true}]->(M14),
(M15)-[:HOME_TEAM]->(C5),
(M15)-[:AWAY_TEAM]->(C4),
(M15)-[:IN_SEASON]->(SE1),
(M15)-[:PLAYED_AT]->(S4),
(R4)-[:REFEREED]->(M15),
(P49)-[:SCORED {minute:66, penalty:false}]->(M15),
(M16)-[:HOME_TEAM]->(C2),
(M16)-[:AWAY_TEAM]->(C7),
(M16)-[:IN_SEASON]->(SE2),
(M16)-[:PLAYED_AT]->(S2),
(R5)-[:REFEREED]->(M16),
(P19)-[:SCORED {minute:51, penalty:false}]->(M16),
(P23)-[:ASSISTED {minute:51}]->(M16),
(P20)-[:SCORED {minute:57, penalty:false}]->(M16),
(P23)-[:ASSISTED {minute:57}]->(M16),
(P77)-[:SCORED {minute:41, penalty:false}]->(M16),
(P79)-[:ASSISTED {minute:41}]->(M16),
(M17)-[:HOME_TEAM]->(C3),
(M17)-[:AWAY_TEAM]->(C6),
(M17)-[:IN_SEASON]->(SE2),
(M17)-[:PLAYED_AT]->(S3),
(R5)-[:REFEREED]->(M17),
(P34)-[:SCORED {minute:81, penalty:false}]->(M17),
(P28)-[:ASSISTED {minute:81}]->(M17),
(P34)-[:SCORED {minute:51, penalty:false}]->(M17),
(P65)-[:SCORED {minute:83, penalty:false}]->(M17),
(P64)-[:ASSISTED {minute:83}]->(M17),
(P63)-[:SCORED {minute:38, penalty:false}]->(M17),
(P65)-[:ASSISTED {minute:38}]->(M17),
(M18)-[:HOME_TEAM]->(C5),
(M18)-[:AWAY_TEAM]->(C4),
(M18)-[:IN_SEASON]->(SE2),
(M18)-[:PLAYED_AT]->(S4),
(R2)-[:REFEREED]->(M18),
(P54)-[:SCORED {minute:82, penalty:true}]->(M18),
(P57)-[:SCORED {minute:87, penalty:false}]->(M18),
(P55)-[:ASSISTED {minute:87}]->(M18),
(P45)-[:SCORED {minute:73, penalty:false}]->(M18),
(P40)-[:ASSISTED {minute:73}]->(M18),
(M19)-[:HOME_TEAM]->(C1),
(M19)-[:AWAY_TEAM]->(C7),
(M19)-[:IN_SEASON]->(SE2),
(M19)-[:PLAYED_AT]->(S1),
(R5)-[:REFEREED]->(M19),
(P8)-[:SCORED {minute:27, penalty:false}]->(M19),
(P79)-[:SCORED {minute:76, penalty:false}]->(M19),
(P75)-[:ASSISTED {minute:76}]->(M19),
(P77)-[:SCORED {minute:39, penalty:false}]->(M19),
(P73)-[:ASSISTED {minute:39}]->(M19),
(M20)-[:HOME_TEAM]->(C2),
(M20)-[:AWAY_TEAM]->(C5),
(M20)-[:IN_SEASON]->(SE2),
(M20)-[:PLAYED_AT]->(S2),
(R2)-[:REFEREED]->(M20),
(P23)-[:SCORED {minute:19, penalty:false}]->(M20),
(P17)-[:ASSISTED {minute:19}]->(M20),
(P53)-[:SCORED {minute:9, penalty:false}]->(M20),
(P56)-[:ASSISTED {minute:9}]->(M20),
(M21)-[:HOME_TEAM]->(C3),
(M21)-[:AWAY_TEAM]->(C4),
(M21)-[:IN_SEASON]->(SE2),
(M21)-[:PLAYED_AT]->(S3),
(R3)-[:REFEREED]->(M21),
(P30)-[:SCORED {minute:9, penalty:false}]->(M21),
(P31)-[:SCORED {minute:30, penalty:false}]->(M21),
(P33)-[:ASSISTED {minute:30}]->(M21),
(M22)-[:HOME_TEAM]->(C6),
(M22)-[:AWAY_TEAM]->(C1),
(M22)-[:IN_SEASON]->(SE2),
(M22)-[:PLAYED_AT]->(S5),
(R1)-[:REFEREED]->(M22),
(P65)-[:SCORED {minute:89, penalty:false}]->(M22),
(P62)-[:ASSISTED {minute:89}]->(M22),
(P8)-[:SCORED {minute:62, penalty:false}]->(M22),
(M23)-[:HOME_TEAM]->(C7),
(M23)-[:AWAY_TEAM]->(C5),
(M23)-[:IN_SEASON]->(SE2),
(M23)-[:PLAYED_AT]->(S6),
(R1)-[:REFEREED]->(M23),
(P76)-[:SCORED {minute:63, penalty:true}]->(M23),
(P74)-[:SCORED {minute:4, penalty:true}]->(M23),
(P77)-[:SCORED {minute:50, penalty:false}]->(M23),
(P53)-[:SCORED {minute:67, penalty:false}]->(M23),
(P52)-[:ASSISTED {minute:67}]->(M23),
(M24)-[:HOME_TEAM]->(C2),
(M24)-[:AWAY_TEAM]->(C3),
(M24)-[:IN_SEASON]->(SE2),
(M24)-[:PLAYED_AT]->(S2),
(R2)-[:REFEREED]->(M24),
(P15)-[:SCORED {minute:60, penalty:false}]->(M24),
(P23)-[:ASSISTED {minute:60}]->(M24),
(P19)-[:SCORED {minute:68, penalty:false}]->(M24),
(P20)-[:ASSISTED {minute:68}]->(M24),
(P19)-[:SCORED {minute:6, penalty:false}]->(M24),
(P18)-[:ASSISTED {minute:6}]->(M24),
(P30)-[:SCORED {minute:16, penalty:false}]->(M24),
(P28)-[:ASSISTED {minute:16}]->(M24),
(P25)-[:SCORED {minute:11, penalty:false}]->(M24),
(P31)-[:ASSISTED {minute:11}]->(M24),
(P34)-[:SCORED {minute:24, penalty:false}]->(M24),
(P30)-[:ASSISTED {minute:24}]->(M24),
(P31)-[:SCORED {minute:86, penalty:false}]->(M24),
(P26)-[:ASSISTED {minute:86}]->(M24),
(M25)-[:HOME_TEAM]->(C1),
(M25)-[:AWAY_TEAM]->(C5),
(M25)-[:IN_SEASON]->(SE2),
(M25)-[:PLAYED_AT]->(S1),
(R5)-[:REFEREED]->(M25),
(P4)-[:SCORED {minute:71, penalty:false}]->(M25),
(P2)-[:ASSISTED {minute:71}]->(M25),
(P6)-[:SCORED {minute:8, penalty:false}]->(M25),
(P11)-[:ASSISTED {minute:8}]->(M25),
(P48)-[:SCORED {minute:80, penalty:false}]->(M25),
(P53)-[:ASSISTED {minute:80}]->(M25),
(M26)-[:HOME_TEAM]->(C4),
(M26)-[:AWAY_TEAM]->(C6),
(M26)-[:IN_SEASON]->(SE2),
(M26)-[:PLAYED_AT]->(S1),
(R1)-[:REFEREED]->(M26),
(P42)-[:SCORED {minute:50, penalty:false}]->(M26),
(P43)-[:SCORED {minute:64, penalty:false}]->(M26),
(P45)-[:SCORED {minute:10, penalty:false}]->(M26),
(P43)-[:ASSISTED {minute:10}]->(M26),
(P46)-[:SCORED {minute:19, penalty:false}]->(M26),
(P43)-[:ASSISTED {minute:19}]->(M26),
(P62)-[:SCORED {minute:69, penalty:false}]->(M26),
(M27)-[:HOME_TEAM]->(C3),
(M27)-[:AWAY_TEAM]->(C7),
(M27)-[:IN_SEASON]->(SE2),
(M27)-[:PLAYED_AT]->(S3),
(R2)-[:REFEREED]->(M27),
(P34)-[:SCORED {minute:24, penalty:false}]->(M27),
(P75)-[:SCORED {minute:10, penalty:false}]->(M27),
(M28)-[:HOME_TEAM]->(C1),
(M28)-[:AWAY_TEAM]->(C4),
(M28)-[:IN_SEASON]->(SE2),
(M28)-[:PLAYED_AT]->(S1),
(R3)-[:REFEREED]->(M28),
(P40)-[:SCORED {minute:45, penalty:false}]->(M28),
(P42)-[:ASSISTED {minute:45}]->(M28),
(P40)-[:SCORED {minute:22, penalty:false}]->(M28),
(M29)-[:HOME_TEAM]->(C5),
(M29)-[:AWAY_TEAM]->(C3),
(M29)-[:IN_SEASON]->(SE2),
(M29)-[:PLAYED_AT]->(S4),
(R5)-[:REFEREED]->(M29),
(M30)-[:HOME_TEAM]->(C6),
(M30)-[:AWAY_TEAM]->(C2),
(M30)-[:IN_SEASON]->(SE2),
(M30)-[:PLAYED_AT]->(S5),
(R4)-[:REFEREED]->(M30),
(M31)-[:HOME_TEAM]->(C1),
(M31)-[:AWAY_TEAM]->(C3),
(M31)-[:IN_SEASON]->(SE2),
(M31)-[:PLAYED_AT]->(S1),
(R4)-[:REFEREED]->(M31),
(P6)-[:SCORED {minute:33, penalty:true}]->(M31),
(P2)-[:ASSISTED {minute:33}]->(M31),
(P29)-[:SCORED {minute:82, penalty:false}]->(M31),
(M32)-[:HOME_TEAM]->(C4),
(M32)-[:AWAY_TEAM]->(C2),
(M32)-[:IN_SEASON]->(SE2),
(M32)-[:PLAYED_AT]->(S1),
(R3)-[:REFEREED]->(M32),
(P46)-[:SCORED {minute:27, penalty:false}]->(M32),
(P43)-[:ASSISTED {minute:27}]->(M32),
(P23)-[:SCORED {minute:42, penalty:false}]->(M32),
(M33)-[:HOME_TEAM]->(C7),
(M33)-[:AWAY_TEAM]->(C6),
(M33)-[:IN_SEASON]->(SE2),
(M33)-[:PLAYED_AT]->(S6),
(R4)-[:REFEREED]->(M33),
(P72)-[:SCORED {minute:5, penalty:false}]->(M33),
(P80)-[:SCORED {minute:14, penalty:false}]->(M33),
(M34)-[:HOME_TEAM]->(C2),
(M34)-[:AWAY_TEAM]->(C1),
(M34)-[:IN_SEASON]->(SE2),
(M34)-[:PLAYED_AT]->(S2),
(R1)-[:REFEREED]->(M34),
(P19)-[:SCORED {minute:50, penalty:false}]->(M34),
(P14)-[:ASSISTED {minute:50}]->(M34),
(P20)-[:SCORED {minute:22, penalty:false}]->(M34),
(P19)-[:ASSISTED {minute:22}]->(M34),
(P20)-[:SCORED {minute:63, penalty:false}]->(M34),
(P14)-[:ASSISTED {minute:63}]->(M34),
(P11)-[:SCORED {minute:24, penalty:true}]->(M34),
(M35)-[:HOME_TEAM]->(C4),
(M35)-[:AWAY_TEAM]->(C7),
(M35)-[:IN_SEASON]->(SE2),
(M35)-[:PLAYED_AT]->(S1),
(R3)-[:REFEREED]->(M35),
(P45)-[:SCORED {minute:50, penalty:false}]->(M35),
(P42)-[:ASSISTED {minute:50}]->(M35),
(P74)-[:SCORED {minute:49, penalty:true}]->(M35),
(P77)-[:SCORED {minute:19, penalty:false}]->(M35),
(P74)-[:ASSISTED {minute:19}]->(M35),
(P74)-[:SCORED {minute:34, penalty:false}]->(M35),
(P79)-[:ASSISTED {minute:34}]->(M35),
(P76)-[:SCORED {minute:10, penalty:false}]->(M35),
(M36)-[:HOME_TEAM]->(C6),
(M36)-[:AWAY_TEAM]->(C5),
(M36)-[:IN_SEASON]->(SE2),
(M36)-[:PLAYED_AT]->(S5),
(R2)-[:REFEREED]->(M36),
(P67)-[:SCORED {minute:74, penalty:true}]->(M36),
(P52)-[:SCORED {minute:30, penalty:false}]->(M36),
(P50)-[:ASSISTED {minute:30}]->(M36);
