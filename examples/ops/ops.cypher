// The ops example: an IT-operations / engineering-organisation graph written
// for gql by its developers (not taken from anywhere), the TUNING graph of a
// new domain (testdata/ops/README.md): teams own services; services run on
// hosts and depend on each other (kind 'hard' or 'soft' on the edge);
// people are members of teams (role 'lead' or 'engineer'), are on call for
// services (rotation 'primary' or 'secondary'), are assigned to projects
// (hours and role 'owner' or 'contributor' on the edge) and have skills
// (level 1-5 on the edge); incidents affect services and are reported by
// people. Dates are ISO strings 'YYYY-MM-DD'; memory is in megabytes, disk in
// gigabytes, incident durations in minutes.
// Edge cases the questions need: a team that owns no service, a service
// nobody owns, a service on no host, a host running nothing, a project with
// no one assigned, a skill nobody has, people in no team and one in two,
// a team with two leads, a soft dependency cycle, ties for longest incident
// and earliest join date, values on boundaries (16384 MB, 120 minutes,
// 2025-03-01, 2024-12-31).
// Regenerate the converted files with
//   go run ./cmd/gql convert examples/ops/ops.cypher --name ops --out examples/ops
CREATE CONSTRAINT IF NOT EXISTS FOR (t:Team) REQUIRE (t.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (p:Person) REQUIRE (p.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (s:Service) REQUIRE (s.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (h:Host) REQUIRE (h.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (i:Incident) REQUIRE (i.title) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (p:Project) REQUIRE (p.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (s:Skill) REQUIRE (s.name) IS UNIQUE;

CREATE (T1:Team {name:'Platform', location:'Berlin'})
CREATE (T2:Team {name:'Payments', location:'London'})
CREATE (T3:Team {name:'Search', location:'Berlin'})
CREATE (T4:Team {name:'Identity', location:'Lisbon'})
CREATE (T5:Team {name:'Data Infrastructure', location:'London'})
CREATE (T6:Team {name:'Mobile', location:'Lisbon'})
CREATE (T7:Team {name:'Observability', location:'Berlin'})
CREATE (T8:Team {name:'Developer Experience', location:'Remote'})
CREATE (P1:Person {name:'Ana Silva', joined:'2016-02-15'})
CREATE (P2:Person {name:'Ben Okafor', joined:'2016-02-15'})
CREATE (P3:Person {name:'Chloe Martin', joined:'2020-11-23'})
CREATE (P4:Person {name:'Dmitri Petrov', joined:'2017-04-06'})
CREATE (P5:Person {name:'Elena Rossi', joined:'2024-09-17'})
CREATE (P6:Person {name:'Farid Haddad', joined:'2021-02-28'})
CREATE (P7:Person {name:'Grace Kim', joined:'2025-03-01'})
CREATE (P8:Person {name:'Hiro Tanaka', joined:'2024-12-31'})
CREATE (P9:Person {name:'Ines Costa', joined:'2022-05-05'})
CREATE (P10:Person {name:'Jonas Berg', joined:'2019-10-16'})
CREATE (P11:Person {name:'Kara Novak', joined:'2016-03-27'})
CREATE (P12:Person {name:'Luis Garcia', joined:'2023-08-10'})
CREATE (P13:Person {name:'Mei Chen', joined:'2020-01-21'})
CREATE (P14:Person {name:'Noah Fischer', joined:'2017-06-04'})
CREATE (P15:Person {name:'Olga Ivanova', joined:'2024-11-15'})
CREATE (P16:Person {name:'Priya Sharma', joined:'2021-04-26'})
CREATE (P17:Person {name:'Quentin Dubois', joined:'2018-09-09'})
CREATE (P18:Person {name:'Rosa Lopez', joined:'2025-02-20'})
CREATE (P19:Person {name:'Sven Larsen', joined:'2022-07-03'})
CREATE (P20:Person {name:'Tara Singh', joined:'2019-12-14'})
CREATE (P21:Person {name:'Umar Farouk', joined:'2016-05-25'})
CREATE (P22:Person {name:'Vera Horvat', joined:'2023-10-08'})
CREATE (P23:Person {name:'Wes Baker', joined:'2020-03-19'})
CREATE (P24:Person {name:'Xin Wang', joined:'2017-08-02'})
CREATE (P25:Person {name:'Yusuf Demir', joined:'2024-01-13'})
CREATE (P26:Person {name:'Zoe Evans', joined:'2021-06-24'})
CREATE (P27:Person {name:'Aditi Rao', joined:'2018-11-07'})
CREATE (P28:Person {name:'Bruno Moreau', joined:'2025-04-18'})
CREATE (P29:Person {name:'Carmen Ruiz', joined:'2022-09-01'})
CREATE (P30:Person {name:'Dev Patel', joined:'2019-02-12'})
CREATE (P31:Person {name:'Emma Clarke', joined:'2016-07-23'})
CREATE (P32:Person {name:'Felix Weber', joined:'2023-12-06'})
CREATE (P33:Person {name:'Gita Iyer', joined:'2020-05-17'})
CREATE (P34:Person {name:'Hannah Schmidt', joined:'2017-10-28'})
CREATE (P35:Person {name:'Ivan Popov', joined:'2024-03-11'})
CREATE (P36:Person {name:'Julia Meyer', joined:'2021-08-22'})
CREATE (P37:Person {name:'Kenji Sato', joined:'2018-01-05'})
CREATE (P38:Person {name:'Lena Keller', joined:'2025-06-16'})
CREATE (P39:Person {name:'Marco Bianchi', joined:'2022-11-27'})
CREATE (P40:Person {name:'Nadia Aziz', joined:'2019-04-10'})
CREATE (S1:Service {name:'api-gateway', tier:1, language:'Go'})
CREATE (S2:Service {name:'service-mesh', tier:1, language:'Go'})
CREATE (S3:Service {name:'config-store', tier:1, language:'Go'})
CREATE (S4:Service {name:'job-scheduler', tier:2, language:'Go'})
CREATE (S5:Service {name:'secrets-vault', tier:1, language:'Rust'})
CREATE (S6:Service {name:'dns-resolver', tier:2, language:'Rust'})
CREATE (S7:Service {name:'artifact-cache', tier:3, language:'Go'})
CREATE (S8:Service {name:'checkout', tier:1, language:'Java'})
CREATE (S9:Service {name:'billing', tier:1, language:'Java'})
CREATE (S10:Service {name:'invoice-renderer', tier:3, language:'Kotlin'})
CREATE (S11:Service {name:'fraud-detector', tier:1, language:'Python'})
CREATE (S12:Service {name:'ledger', tier:1, language:'Java'})
CREATE (S13:Service {name:'search-api', tier:1, language:'Java'})
CREATE (S14:Service {name:'indexer', tier:2, language:'Java'})
CREATE (S15:Service {name:'query-suggest', tier:2, language:'Python'})
CREATE (S16:Service {name:'ranking-model', tier:2, language:'Python'})
CREATE (S17:Service {name:'auth-service', tier:1, language:'Go'})
CREATE (S18:Service {name:'user-profile', tier:2, language:'Kotlin'})
CREATE (S19:Service {name:'session-store', tier:1, language:'Rust'})
CREATE (S20:Service {name:'sso-bridge', tier:2, language:'Go'})
CREATE (S21:Service {name:'event-bus', tier:1, language:'Java'})
CREATE (S22:Service {name:'warehouse-loader', tier:3, language:'Python'})
CREATE (S23:Service {name:'stream-processor', tier:2, language:'Java'})
CREATE (S24:Service {name:'metrics-db', tier:2, language:'Go'})
CREATE (S25:Service {name:'feature-store', tier:2, language:'Python'})
CREATE (S26:Service {name:'mobile-backend', tier:1, language:'Kotlin'})
CREATE (S27:Service {name:'push-notifier', tier:2, language:'Kotlin'})
CREATE (S28:Service {name:'app-config', tier:3, language:'TypeScript'})
CREATE (S29:Service {name:'log-collector', tier:2, language:'Go'})
CREATE (S30:Service {name:'alert-router', tier:1, language:'Go'})
CREATE (S31:Service {name:'trace-store', tier:2, language:'Rust'})
CREATE (S32:Service {name:'status-page', tier:3, language:'TypeScript'})
CREATE (S33:Service {name:'legacy-reports', tier:3, language:'Java'})
CREATE (S34:Service {name:'admin-console', tier:3, language:'TypeScript'})
CREATE (H1:Host {name:'host-01', memory_mb:32768, disk_gb:500, region:'eu-west'})
CREATE (H2:Host {name:'host-02', memory_mb:8192, disk_gb:2000, region:'us-east'})
CREATE (H3:Host {name:'host-03', memory_mb:65536, disk_gb:250, region:'ap-south'})
CREATE (H4:Host {name:'host-04', memory_mb:16384, disk_gb:1000, region:'eu-west'})
CREATE (H5:Host {name:'host-05', memory_mb:4096, disk_gb:100, region:'us-east'})
CREATE (H6:Host {name:'host-06', memory_mb:32768, disk_gb:500, region:'ap-south'})
CREATE (H7:Host {name:'host-07', memory_mb:8192, disk_gb:2000, region:'eu-west'})
CREATE (H8:Host {name:'host-08', memory_mb:65536, disk_gb:250, region:'us-east'})
CREATE (H9:Host {name:'host-09', memory_mb:16384, disk_gb:1000, region:'ap-south'})
CREATE (H10:Host {name:'host-10', memory_mb:4096, disk_gb:100, region:'eu-west'})
CREATE (H11:Host {name:'host-11', memory_mb:32768, disk_gb:500, region:'us-east'})
CREATE (H12:Host {name:'host-12', memory_mb:8192, disk_gb:2000, region:'ap-south'})
CREATE (H13:Host {name:'host-13', memory_mb:65536, disk_gb:250, region:'eu-west'})
CREATE (H14:Host {name:'host-14', memory_mb:16384, disk_gb:1000, region:'us-east'})
CREATE (H15:Host {name:'host-15', memory_mb:4096, disk_gb:100, region:'ap-south'})
CREATE (H16:Host {name:'host-16', memory_mb:32768, disk_gb:500, region:'eu-west'})
CREATE (H17:Host {name:'host-17', memory_mb:8192, disk_gb:2000, region:'us-east'})
CREATE (H18:Host {name:'host-18', memory_mb:65536, disk_gb:250, region:'ap-south'})
CREATE (H19:Host {name:'host-19', memory_mb:16384, disk_gb:1000, region:'eu-west'})
CREATE (H20:Host {name:'host-20', memory_mb:4096, disk_gb:100, region:'us-east'})
CREATE (H21:Host {name:'host-21', memory_mb:32768, disk_gb:500, region:'ap-south'})
CREATE (H22:Host {name:'host-22', memory_mb:8192, disk_gb:2000, region:'eu-west'})
CREATE (H23:Host {name:'host-23', memory_mb:65536, disk_gb:250, region:'us-east'})
CREATE (H24:Host {name:'host-24', memory_mb:16384, disk_gb:1000, region:'ap-south'})
CREATE (I1:Incident {title:'Checkout timeouts during sale', severity:'critical', opened:'2023-01-01', duration_minutes:480})
CREATE (I2:Incident {title:'Login loop on mobile', severity:'minor', opened:'2024-08-14', duration_minutes:120})
CREATE (I3:Incident {title:'Ledger double posting', severity:'major', opened:'2025-03-27', duration_minutes:480})
CREATE (I4:Incident {title:'Search results empty', severity:'critical', opened:'2023-10-12', duration_minutes:90})
CREATE (I5:Incident {title:'DNS resolution failures', severity:'critical', opened:'2024-05-25', duration_minutes:360})
CREATE (I6:Incident {title:'Config store split brain', severity:'major', opened:'2025-12-10', duration_minutes:480})
CREATE (I7:Incident {title:'Event bus backlog', severity:'critical', opened:'2025-03-01', duration_minutes:240})
CREATE (I8:Incident {title:'Fraud scores stale', severity:'minor', opened:'2024-02-08', duration_minutes:45})
CREATE (I9:Incident {title:'Push notifications delayed', severity:'critical', opened:'2025-09-21', duration_minutes:180})
CREATE (I10:Incident {title:'Invoice PDFs blank', severity:'critical', opened:'2023-04-06', duration_minutes:30})
CREATE (I11:Incident {title:'Gateway 502 spike', severity:'minor', opened:'2024-11-19', duration_minutes:120})
CREATE (I12:Incident {title:'Session store eviction storm', severity:'major', opened:'2025-06-04', duration_minutes:15})
CREATE (I13:Incident {title:'Metrics gaps overnight', severity:'critical', opened:'2024-12-31', duration_minutes:120})
CREATE (I14:Incident {title:'Alert storm after deploy', severity:'minor', opened:'2024-08-02', duration_minutes:480})
CREATE (I15:Incident {title:'Indexer out of memory', severity:'major', opened:'2025-03-15', duration_minutes:90})
CREATE (I16:Incident {title:'Warehouse load failed', severity:'critical', opened:'2023-10-28', duration_minutes:360})
CREATE (I17:Incident {title:'Feature store latency', severity:'critical', opened:'2024-05-13', duration_minutes:60})
CREATE (I18:Incident {title:'SSO certificate expired', severity:'major', opened:'2025-12-26', duration_minutes:240})
CREATE (I19:Incident {title:'Trace sampling broken', severity:'critical', opened:'2023-07-11', duration_minutes:45})
CREATE (I20:Incident {title:'Status page stale', severity:'minor', opened:'2024-02-24', duration_minutes:180})
CREATE (I21:Incident {title:'Secrets rotation failed', severity:'critical', opened:'2025-09-09', duration_minutes:30})
CREATE (I22:Incident {title:'Profile pictures missing', severity:'critical', opened:'2023-04-22', duration_minutes:150})
CREATE (I23:Incident {title:'Ranking model regression', severity:'minor', opened:'2024-11-07', duration_minutes:15})
CREATE (I24:Incident {title:'Scheduler skipped jobs', severity:'major', opened:'2025-06-20', duration_minutes:120})
CREATE (I25:Incident {title:'Billing retries duplicated', severity:'critical', opened:'2023-01-05', duration_minutes:480})
CREATE (I26:Incident {title:'Mesh sidecar crash loop', severity:'minor', opened:'2024-08-18', duration_minutes:90})
CREATE (I27:Incident {title:'Artifact cache disk full', severity:'major', opened:'2025-03-03', duration_minutes:360})
CREATE (I28:Incident {title:'Query suggest latency', severity:'critical', opened:'2023-10-16', duration_minutes:60})
CREATE (I29:Incident {title:'Stream processor lag', severity:'critical', opened:'2024-05-01', duration_minutes:240})
CREATE (I30:Incident {title:'Mobile backend memory leak', severity:'major', opened:'2025-12-14', duration_minutes:45})
CREATE (I31:Incident {title:'Admin console 500s', severity:'critical', opened:'2023-07-27', duration_minutes:180})
CREATE (I32:Incident {title:'Legacy report export broken', severity:'minor', opened:'2024-02-12', duration_minutes:30})
CREATE (I33:Incident {title:'Auth token expiry bug', severity:'critical', opened:'2025-09-25', duration_minutes:150})
CREATE (I34:Incident {title:'Log collector dropping lines', severity:'critical', opened:'2023-04-10', duration_minutes:15})
CREATE (I35:Incident {title:'Gateway TLS misconfiguration', severity:'minor', opened:'2024-11-23', duration_minutes:120})
CREATE (J1:Project {name:'Zero Downtime Deploys', status:'active', started:'2024-02-01'})
CREATE (J2:Project {name:'Payments Rewrite', status:'active', started:'2023-09-15'})
CREATE (J3:Project {name:'Search Relevance Q3', status:'done', started:'2023-06-01'})
CREATE (J4:Project {name:'Passkeys', status:'active', started:'2025-01-10'})
CREATE (J5:Project {name:'Lakehouse Migration', status:'planned', started:'2025-09-01'})
CREATE (J6:Project {name:'Mobile Offline Mode', status:'active', started:'2024-11-20'})
CREATE (J7:Project {name:'SLO Dashboards', status:'done', started:'2024-03-05'})
CREATE (J8:Project {name:'Golden Paths', status:'active', started:'2025-04-01'})
CREATE (J9:Project {name:'Cost Cutting 2025', status:'planned', started:'2025-07-01'})
CREATE (J10:Project {name:'Kafka Upgrade', status:'done', started:'2023-11-11'})
CREATE (K1:Skill {name:'Go', category:'language'})
CREATE (K2:Skill {name:'Java', category:'language'})
CREATE (K3:Skill {name:'Python', category:'language'})
CREATE (K4:Skill {name:'Rust', category:'language'})
CREATE (K5:Skill {name:'TypeScript', category:'language'})
CREATE (K6:Skill {name:'Kotlin', category:'language'})
CREATE (K7:Skill {name:'Kubernetes', category:'infrastructure'})
CREATE (K8:Skill {name:'Terraform', category:'infrastructure'})
CREATE (K9:Skill {name:'PostgreSQL', category:'database'})
CREATE (K10:Skill {name:'Kafka', category:'messaging'})
CREATE (K11:Skill {name:'React', category:'frontend'})
CREATE (K12:Skill {name:'Swift', category:'language'})

CREATE
(T1)-[:OWNS]->(S1),
(T1)-[:OWNS]->(S2),
(T1)-[:OWNS]->(S3),
(T1)-[:OWNS]->(S4),
(T1)-[:OWNS]->(S5),
(T1)-[:OWNS]->(S6),
(T1)-[:OWNS]->(S7),
(T2)-[:OWNS]->(S8),
(T2)-[:OWNS]->(S9),
(T2)-[:OWNS]->(S10),
(T2)-[:OWNS]->(S11),
(T2)-[:OWNS]->(S12),
(T3)-[:OWNS]->(S13),
(T3)-[:OWNS]->(S14),
(T3)-[:OWNS]->(S15),
(T3)-[:OWNS]->(S16),
(T4)-[:OWNS]->(S17),
(T4)-[:OWNS]->(S18),
(T4)-[:OWNS]->(S19),
(T4)-[:OWNS]->(S20),
(T5)-[:OWNS]->(S21),
(T5)-[:OWNS]->(S22),
(T5)-[:OWNS]->(S23),
(T5)-[:OWNS]->(S24),
(T5)-[:OWNS]->(S25),
(T6)-[:OWNS]->(S26),
(T6)-[:OWNS]->(S27),
(T6)-[:OWNS]->(S28),
(T7)-[:OWNS]->(S29),
(T7)-[:OWNS]->(S30),
(T7)-[:OWNS]->(S31),
(T7)-[:OWNS]->(S32),
(T4)-[:OWNS]->(S34),
(P1)-[:MEMBER_OF {role:'lead'}]->(T1),
(P4)-[:MEMBER_OF {role:'engineer'}]->(T1),
(P10)-[:MEMBER_OF {role:'engineer'}]->(T1),
(P19)-[:MEMBER_OF {role:'engineer'}]->(T1),
(P2)-[:MEMBER_OF {role:'engineer'}]->(T2),
(P5)-[:MEMBER_OF {role:'lead'}]->(T2),
(P11)-[:MEMBER_OF {role:'engineer'}]->(T2),
(P20)-[:MEMBER_OF {role:'engineer'}]->(T2),
(P23)-[:MEMBER_OF {role:'engineer'}]->(T2),
(P27)-[:MEMBER_OF {role:'engineer'}]->(T2),
(P3)-[:MEMBER_OF {role:'lead'}]->(T3),
(P12)-[:MEMBER_OF {role:'engineer'}]->(T3),
(P21)-[:MEMBER_OF {role:'engineer'}]->(T3),
(P28)-[:MEMBER_OF {role:'engineer'}]->(T3),
(P29)-[:MEMBER_OF {role:'engineer'}]->(T3),
(P6)-[:MEMBER_OF {role:'engineer'}]->(T4),
(P13)-[:MEMBER_OF {role:'lead'}]->(T4),
(P22)-[:MEMBER_OF {role:'engineer'}]->(T4),
(P7)-[:MEMBER_OF {role:'engineer'}]->(T5),
(P14)-[:MEMBER_OF {role:'lead'}]->(T5),
(P24)-[:MEMBER_OF {role:'engineer'}]->(T5),
(P30)-[:MEMBER_OF {role:'engineer'}]->(T5),
(P31)-[:MEMBER_OF {role:'engineer'}]->(T5),
(P32)-[:MEMBER_OF {role:'engineer'}]->(T5),
(P8)-[:MEMBER_OF {role:'engineer'}]->(T6),
(P15)-[:MEMBER_OF {role:'lead'}]->(T6),
(P25)-[:MEMBER_OF {role:'engineer'}]->(T6),
(P33)-[:MEMBER_OF {role:'engineer'}]->(T6),
(P34)-[:MEMBER_OF {role:'engineer'}]->(T6),
(P9)-[:MEMBER_OF {role:'engineer'}]->(T7),
(P16)-[:MEMBER_OF {role:'lead'}]->(T7),
(P26)-[:MEMBER_OF {role:'engineer'}]->(T7),
(P35)-[:MEMBER_OF {role:'engineer'}]->(T7),
(P17)-[:MEMBER_OF {role:'lead'}]->(T8),
(P18)-[:MEMBER_OF {role:'lead'}]->(T8),
(P36)-[:MEMBER_OF {role:'engineer'}]->(T8),
(P37)-[:MEMBER_OF {role:'engineer'}]->(T8),
(P4)-[:MEMBER_OF {role:'engineer'}]->(T7),
(S34)-[:RUNS_ON]->(H5),
(S30)-[:RUNS_ON]->(H8),
(S30)-[:RUNS_ON]->(H19),
(S1)-[:RUNS_ON]->(H1),
(S1)-[:RUNS_ON]->(H12),
(S28)-[:RUNS_ON]->(H21),
(S7)-[:RUNS_ON]->(H8),
(S17)-[:RUNS_ON]->(H12),
(S17)-[:RUNS_ON]->(H23),
(S9)-[:RUNS_ON]->(H6),
(S9)-[:RUNS_ON]->(H18),
(S8)-[:RUNS_ON]->(H1),
(S8)-[:RUNS_ON]->(H13),
(S3)-[:RUNS_ON]->(H11),
(S3)-[:RUNS_ON]->(H22),
(S6)-[:RUNS_ON]->(H3),
(S21)-[:RUNS_ON]->(H9),
(S21)-[:RUNS_ON]->(H20),
(S25)-[:RUNS_ON]->(H6),
(S11)-[:RUNS_ON]->(H5),
(S11)-[:RUNS_ON]->(H16),
(S14)-[:RUNS_ON]->(H20),
(S10)-[:RUNS_ON]->(H23),
(S4)-[:RUNS_ON]->(H16),
(S12)-[:RUNS_ON]->(H10),
(S12)-[:RUNS_ON]->(H21),
(S33)-[:RUNS_ON]->(H23),
(S29)-[:RUNS_ON]->(H3),
(S24)-[:RUNS_ON]->(H1),
(S26)-[:RUNS_ON]->(H11),
(S26)-[:RUNS_ON]->(H22),
(S27)-[:RUNS_ON]->(H16),
(S15)-[:RUNS_ON]->(H2),
(S16)-[:RUNS_ON]->(H7),
(S13)-[:RUNS_ON]->(H3),
(S13)-[:RUNS_ON]->(H15),
(S5)-[:RUNS_ON]->(H9),
(S5)-[:RUNS_ON]->(H21),
(S2)-[:RUNS_ON]->(H6),
(S2)-[:RUNS_ON]->(H17),
(S19)-[:RUNS_ON]->(H10),
(S19)-[:RUNS_ON]->(H22),
(S20)-[:RUNS_ON]->(H4),
(S23)-[:RUNS_ON]->(H19),
(S31)-[:RUNS_ON]->(H13),
(S18)-[:RUNS_ON]->(H17),
(S22)-[:RUNS_ON]->(H14),
(S8)-[:DEPENDS_ON {kind:'hard'}]->(S9),
(S8)-[:DEPENDS_ON {kind:'hard'}]->(S17),
(S8)-[:DEPENDS_ON {kind:'soft'}]->(S11),
(S8)-[:DEPENDS_ON {kind:'hard'}]->(S19),
(S9)-[:DEPENDS_ON {kind:'hard'}]->(S12),
(S9)-[:DEPENDS_ON {kind:'soft'}]->(S10),
(S9)-[:DEPENDS_ON {kind:'hard'}]->(S21),
(S12)-[:DEPENDS_ON {kind:'hard'}]->(S3),
(S11)-[:DEPENDS_ON {kind:'hard'}]->(S25),
(S11)-[:DEPENDS_ON {kind:'soft'}]->(S16),
(S13)-[:DEPENDS_ON {kind:'hard'}]->(S14),
(S13)-[:DEPENDS_ON {kind:'soft'}]->(S15),
(S13)-[:DEPENDS_ON {kind:'hard'}]->(S16),
(S14)-[:DEPENDS_ON {kind:'hard'}]->(S21),
(S15)-[:DEPENDS_ON {kind:'soft'}]->(S24),
(S17)-[:DEPENDS_ON {kind:'hard'}]->(S19),
(S17)-[:DEPENDS_ON {kind:'hard'}]->(S5),
(S17)-[:DEPENDS_ON {kind:'soft'}]->(S18),
(S20)-[:DEPENDS_ON {kind:'hard'}]->(S17),
(S18)-[:DEPENDS_ON {kind:'hard'}]->(S3),
(S19)-[:DEPENDS_ON {kind:'hard'}]->(S3),
(S21)-[:DEPENDS_ON {kind:'hard'}]->(S3),
(S23)-[:DEPENDS_ON {kind:'hard'}]->(S21),
(S22)-[:DEPENDS_ON {kind:'hard'}]->(S23),
(S22)-[:DEPENDS_ON {kind:'soft'}]->(S24),
(S25)-[:DEPENDS_ON {kind:'hard'}]->(S23),
(S26)-[:DEPENDS_ON {kind:'hard'}]->(S1),
(S26)-[:DEPENDS_ON {kind:'hard'}]->(S17),
(S26)-[:DEPENDS_ON {kind:'soft'}]->(S27),
(S27)-[:DEPENDS_ON {kind:'hard'}]->(S21),
(S28)-[:DEPENDS_ON {kind:'soft'}]->(S3),
(S1)-[:DEPENDS_ON {kind:'hard'}]->(S2),
(S1)-[:DEPENDS_ON {kind:'hard'}]->(S17),
(S2)-[:DEPENDS_ON {kind:'hard'}]->(S6),
(S2)-[:DEPENDS_ON {kind:'hard'}]->(S3),
(S4)-[:DEPENDS_ON {kind:'hard'}]->(S3),
(S7)-[:DEPENDS_ON {kind:'soft'}]->(S6),
(S29)-[:DEPENDS_ON {kind:'soft'}]->(S21),
(S30)-[:DEPENDS_ON {kind:'hard'}]->(S24),
(S30)-[:DEPENDS_ON {kind:'soft'}]->(S29),
(S24)-[:DEPENDS_ON {kind:'soft'}]->(S29),
(S29)-[:DEPENDS_ON {kind:'soft'}]->(S24),
(S31)-[:DEPENDS_ON {kind:'hard'}]->(S21),
(S32)-[:DEPENDS_ON {kind:'soft'}]->(S30),
(S34)-[:DEPENDS_ON {kind:'hard'}]->(S17),
(S34)-[:DEPENDS_ON {kind:'hard'}]->(S18),
(S33)-[:DEPENDS_ON {kind:'soft'}]->(S12),
(I1)-[:AFFECTED]->(S8),
(I1)-[:AFFECTED]->(S9),
(I2)-[:AFFECTED]->(S26),
(I2)-[:AFFECTED]->(S17),
(I3)-[:AFFECTED]->(S12),
(I4)-[:AFFECTED]->(S13),
(I4)-[:AFFECTED]->(S14),
(I5)-[:AFFECTED]->(S6),
(I5)-[:AFFECTED]->(S2),
(I6)-[:AFFECTED]->(S3),
(I7)-[:AFFECTED]->(S21),
(I7)-[:AFFECTED]->(S23),
(I8)-[:AFFECTED]->(S11),
(I9)-[:AFFECTED]->(S27),
(I10)-[:AFFECTED]->(S10),
(I11)-[:AFFECTED]->(S1),
(I12)-[:AFFECTED]->(S19),
(I12)-[:AFFECTED]->(S17),
(I13)-[:AFFECTED]->(S24),
(I14)-[:AFFECTED]->(S30),
(I15)-[:AFFECTED]->(S14),
(I16)-[:AFFECTED]->(S22),
(I17)-[:AFFECTED]->(S25),
(I17)-[:AFFECTED]->(S11),
(I18)-[:AFFECTED]->(S20),
(I19)-[:AFFECTED]->(S31),
(I20)-[:AFFECTED]->(S32),
(I21)-[:AFFECTED]->(S5),
(I22)-[:AFFECTED]->(S18),
(I23)-[:AFFECTED]->(S16),
(I23)-[:AFFECTED]->(S13),
(I24)-[:AFFECTED]->(S4),
(I25)-[:AFFECTED]->(S9),
(I26)-[:AFFECTED]->(S2),
(I26)-[:AFFECTED]->(S1),
(I27)-[:AFFECTED]->(S7),
(I28)-[:AFFECTED]->(S15),
(I29)-[:AFFECTED]->(S23),
(I30)-[:AFFECTED]->(S26),
(I31)-[:AFFECTED]->(S34),
(I32)-[:AFFECTED]->(S33),
(I33)-[:AFFECTED]->(S17),
(I34)-[:AFFECTED]->(S29),
(I35)-[:AFFECTED]->(S1),
(P1)-[:REPORTED]->(I1),
(P8)-[:REPORTED]->(I2),
(P15)-[:REPORTED]->(I3),
(P22)-[:REPORTED]->(I4),
(P29)-[:REPORTED]->(I5),
(P36)-[:REPORTED]->(I6),
(P6)-[:REPORTED]->(I7),
(P13)-[:REPORTED]->(I8),
(P27)-[:REPORTED]->(I10),
(P34)-[:REPORTED]->(I11),
(P4)-[:REPORTED]->(I12),
(P11)-[:REPORTED]->(I13),
(P18)-[:REPORTED]->(I14),
(P25)-[:REPORTED]->(I15),
(P32)-[:REPORTED]->(I16),
(P2)-[:REPORTED]->(I17),
(P16)-[:REPORTED]->(I19),
(P23)-[:REPORTED]->(I20),
(P30)-[:REPORTED]->(I21),
(P37)-[:REPORTED]->(I22),
(P7)-[:REPORTED]->(I23),
(P14)-[:REPORTED]->(I24),
(P21)-[:REPORTED]->(I25),
(P28)-[:REPORTED]->(I26),
(P5)-[:REPORTED]->(I28),
(P12)-[:REPORTED]->(I29),
(P19)-[:REPORTED]->(I30),
(P26)-[:REPORTED]->(I31),
(P33)-[:REPORTED]->(I32),
(P3)-[:REPORTED]->(I33),
(P10)-[:REPORTED]->(I34),
(P17)-[:REPORTED]->(I35),
(P1)-[:ASSIGNED_TO {hours:120, role:'owner'}]->(J1),
(P10)-[:ASSIGNED_TO {hours:200, role:'contributor'}]->(J1),
(P19)-[:ASSIGNED_TO {hours:80, role:'contributor'}]->(J1),
(P35)-[:ASSIGNED_TO {hours:40, role:'contributor'}]->(J1),
(P5)-[:ASSIGNED_TO {hours:150, role:'owner'}]->(J2),
(P11)-[:ASSIGNED_TO {hours:300, role:'contributor'}]->(J2),
(P20)-[:ASSIGNED_TO {hours:260, role:'contributor'}]->(J2),
(P23)-[:ASSIGNED_TO {hours:180, role:'contributor'}]->(J2),
(P27)-[:ASSIGNED_TO {hours:90, role:'contributor'}]->(J2),
(P38)-[:ASSIGNED_TO {hours:160, role:'contributor'}]->(J2),
(P3)-[:ASSIGNED_TO {hours:100, role:'owner'}]->(J3),
(P12)-[:ASSIGNED_TO {hours:220, role:'contributor'}]->(J3),
(P28)-[:ASSIGNED_TO {hours:140, role:'contributor'}]->(J3),
(P13)-[:ASSIGNED_TO {hours:110, role:'owner'}]->(J4),
(P6)-[:ASSIGNED_TO {hours:240, role:'contributor'}]->(J4),
(P22)-[:ASSIGNED_TO {hours:200, role:'contributor'}]->(J4),
(P25)-[:ASSIGNED_TO {hours:60, role:'contributor'}]->(J4),
(P15)-[:ASSIGNED_TO {hours:90, role:'owner'}]->(J6),
(P33)-[:ASSIGNED_TO {hours:210, role:'contributor'}]->(J6),
(P34)-[:ASSIGNED_TO {hours:180, role:'contributor'}]->(J6),
(P8)-[:ASSIGNED_TO {hours:150, role:'contributor'}]->(J6),
(P39)-[:ASSIGNED_TO {hours:120, role:'contributor'}]->(J6),
(P16)-[:ASSIGNED_TO {hours:80, role:'owner'}]->(J7),
(P26)-[:ASSIGNED_TO {hours:160, role:'contributor'}]->(J7),
(P9)-[:ASSIGNED_TO {hours:140, role:'contributor'}]->(J7),
(P4)-[:ASSIGNED_TO {hours:60, role:'contributor'}]->(J7),
(P17)-[:ASSIGNED_TO {hours:100, role:'owner'}]->(J8),
(P18)-[:ASSIGNED_TO {hours:100, role:'owner'}]->(J8),
(P36)-[:ASSIGNED_TO {hours:180, role:'contributor'}]->(J8),
(P37)-[:ASSIGNED_TO {hours:150, role:'contributor'}]->(J8),
(P4)-[:ASSIGNED_TO {hours:40, role:'contributor'}]->(J8),
(P14)-[:ASSIGNED_TO {hours:70, role:'owner'}]->(J10),
(P24)-[:ASSIGNED_TO {hours:190, role:'contributor'}]->(J10),
(P30)-[:ASSIGNED_TO {hours:170, role:'contributor'}]->(J10),
(P31)-[:ASSIGNED_TO {hours:130, role:'contributor'}]->(J10),
(P32)-[:ASSIGNED_TO {hours:50, role:'contributor'}]->(J10),
(P7)-[:ASSIGNED_TO {hours:20, role:'owner'}]->(J5),
(P40)-[:ASSIGNED_TO {hours:100, role:'contributor'}]->(J1),
(P4)-[:ASSIGNED_TO {hours:60, role:'contributor'}]->(J1),
(P21)-[:ASSIGNED_TO {hours:120, role:'contributor'}]->(J3),
(P29)-[:ASSIGNED_TO {hours:90, role:'contributor'}]->(J3),
(P1)-[:HAS_SKILL {level:1}]->(K1),
(P2)-[:HAS_SKILL {level:2}]->(K6),
(P2)-[:HAS_SKILL {level:5}]->(K2),
(P3)-[:HAS_SKILL {level:3}]->(K11),
(P3)-[:HAS_SKILL {level:1}]->(K7),
(P3)-[:HAS_SKILL {level:4}]->(K3),
(P4)-[:HAS_SKILL {level:4}]->(K5),
(P5)-[:HAS_SKILL {level:5}]->(K10),
(P5)-[:HAS_SKILL {level:3}]->(K6),
(P6)-[:HAS_SKILL {level:1}]->(K4),
(P6)-[:HAS_SKILL {level:4}]->(K11),
(P6)-[:HAS_SKILL {level:2}]->(K7),
(P7)-[:HAS_SKILL {level:2}]->(K9),
(P8)-[:HAS_SKILL {level:3}]->(K3),
(P8)-[:HAS_SKILL {level:1}]->(K10),
(P9)-[:HAS_SKILL {level:4}]->(K8),
(P9)-[:HAS_SKILL {level:2}]->(K4),
(P9)-[:HAS_SKILL {level:5}]->(K11),
(P10)-[:HAS_SKILL {level:5}]->(K2),
(P11)-[:HAS_SKILL {level:1}]->(K7),
(P11)-[:HAS_SKILL {level:4}]->(K3),
(P12)-[:HAS_SKILL {level:2}]->(K1),
(P12)-[:HAS_SKILL {level:5}]->(K8),
(P12)-[:HAS_SKILL {level:3}]->(K4),
(P13)-[:HAS_SKILL {level:3}]->(K6),
(P14)-[:HAS_SKILL {level:4}]->(K11),
(P14)-[:HAS_SKILL {level:2}]->(K7),
(P15)-[:HAS_SKILL {level:5}]->(K5),
(P15)-[:HAS_SKILL {level:3}]->(K1),
(P15)-[:HAS_SKILL {level:1}]->(K8),
(P16)-[:HAS_SKILL {level:1}]->(K10),
(P17)-[:HAS_SKILL {level:2}]->(K4),
(P17)-[:HAS_SKILL {level:5}]->(K11),
(P18)-[:HAS_SKILL {level:3}]->(K9),
(P18)-[:HAS_SKILL {level:1}]->(K5),
(P18)-[:HAS_SKILL {level:4}]->(K1),
(P19)-[:HAS_SKILL {level:4}]->(K3),
(P20)-[:HAS_SKILL {level:5}]->(K8),
(P20)-[:HAS_SKILL {level:3}]->(K4),
(P21)-[:HAS_SKILL {level:1}]->(K2),
(P21)-[:HAS_SKILL {level:4}]->(K9),
(P21)-[:HAS_SKILL {level:2}]->(K5),
(P22)-[:HAS_SKILL {level:2}]->(K7),
(P23)-[:HAS_SKILL {level:3}]->(K1),
(P23)-[:HAS_SKILL {level:1}]->(K8),
(P24)-[:HAS_SKILL {level:4}]->(K6),
(P24)-[:HAS_SKILL {level:2}]->(K2),
(P24)-[:HAS_SKILL {level:5}]->(K9),
(P25)-[:HAS_SKILL {level:5}]->(K11),
(P26)-[:HAS_SKILL {level:1}]->(K5),
(P26)-[:HAS_SKILL {level:4}]->(K1),
(P27)-[:HAS_SKILL {level:2}]->(K10),
(P27)-[:HAS_SKILL {level:5}]->(K6),
(P27)-[:HAS_SKILL {level:3}]->(K2),
(P28)-[:HAS_SKILL {level:3}]->(K4),
(P29)-[:HAS_SKILL {level:4}]->(K9),
(P29)-[:HAS_SKILL {level:2}]->(K5),
(P30)-[:HAS_SKILL {level:5}]->(K3),
(P30)-[:HAS_SKILL {level:3}]->(K10),
(P30)-[:HAS_SKILL {level:1}]->(K6),
(P31)-[:HAS_SKILL {level:1}]->(K8),
(P32)-[:HAS_SKILL {level:2}]->(K2),
(P32)-[:HAS_SKILL {level:5}]->(K9),
(P33)-[:HAS_SKILL {level:3}]->(K7),
(P33)-[:HAS_SKILL {level:1}]->(K3),
(P33)-[:HAS_SKILL {level:4}]->(K10),
(P34)-[:HAS_SKILL {level:4}]->(K1),
(P35)-[:HAS_SKILL {level:5}]->(K6),
(P35)-[:HAS_SKILL {level:3}]->(K2),
(P36)-[:HAS_SKILL {level:1}]->(K11),
(P36)-[:HAS_SKILL {level:4}]->(K7),
(P36)-[:HAS_SKILL {level:2}]->(K3),
(P37)-[:HAS_SKILL {level:2}]->(K5),
(P38)-[:HAS_SKILL {level:3}]->(K10),
(P38)-[:HAS_SKILL {level:1}]->(K6),
(P39)-[:HAS_SKILL {level:4}]->(K4),
(P39)-[:HAS_SKILL {level:2}]->(K11),
(P39)-[:HAS_SKILL {level:5}]->(K7),
(P40)-[:HAS_SKILL {level:5}]->(K9),
(P1)-[:ON_CALL {rotation:'primary'}]->(S1),
(P4)-[:ON_CALL {rotation:'secondary'}]->(S1),
(P4)-[:ON_CALL {rotation:'primary'}]->(S2),
(P10)-[:ON_CALL {rotation:'secondary'}]->(S2),
(P10)-[:ON_CALL {rotation:'primary'}]->(S3),
(P19)-[:ON_CALL {rotation:'secondary'}]->(S3),
(P19)-[:ON_CALL {rotation:'primary'}]->(S4),
(P1)-[:ON_CALL {rotation:'secondary'}]->(S4),
(P1)-[:ON_CALL {rotation:'primary'}]->(S5),
(P4)-[:ON_CALL {rotation:'secondary'}]->(S5),
(P4)-[:ON_CALL {rotation:'primary'}]->(S6),
(P10)-[:ON_CALL {rotation:'secondary'}]->(S6),
(P10)-[:ON_CALL {rotation:'primary'}]->(S7),
(P19)-[:ON_CALL {rotation:'secondary'}]->(S7),
(P2)-[:ON_CALL {rotation:'primary'}]->(S8),
(P5)-[:ON_CALL {rotation:'secondary'}]->(S8),
(P5)-[:ON_CALL {rotation:'primary'}]->(S9),
(P11)-[:ON_CALL {rotation:'secondary'}]->(S9),
(P11)-[:ON_CALL {rotation:'primary'}]->(S10),
(P20)-[:ON_CALL {rotation:'secondary'}]->(S10),
(P20)-[:ON_CALL {rotation:'primary'}]->(S11),
(P23)-[:ON_CALL {rotation:'secondary'}]->(S11),
(P23)-[:ON_CALL {rotation:'primary'}]->(S12),
(P27)-[:ON_CALL {rotation:'secondary'}]->(S12),
(P3)-[:ON_CALL {rotation:'primary'}]->(S13),
(P12)-[:ON_CALL {rotation:'secondary'}]->(S13),
(P12)-[:ON_CALL {rotation:'primary'}]->(S14),
(P21)-[:ON_CALL {rotation:'secondary'}]->(S14),
(P21)-[:ON_CALL {rotation:'primary'}]->(S15),
(P28)-[:ON_CALL {rotation:'secondary'}]->(S15),
(P28)-[:ON_CALL {rotation:'primary'}]->(S16),
(P29)-[:ON_CALL {rotation:'secondary'}]->(S16),
(P6)-[:ON_CALL {rotation:'primary'}]->(S17),
(P13)-[:ON_CALL {rotation:'secondary'}]->(S17),
(P13)-[:ON_CALL {rotation:'primary'}]->(S18),
(P22)-[:ON_CALL {rotation:'secondary'}]->(S18),
(P22)-[:ON_CALL {rotation:'primary'}]->(S19),
(P6)-[:ON_CALL {rotation:'secondary'}]->(S19),
(P6)-[:ON_CALL {rotation:'primary'}]->(S20),
(P13)-[:ON_CALL {rotation:'secondary'}]->(S20),
(P13)-[:ON_CALL {rotation:'primary'}]->(S34),
(P22)-[:ON_CALL {rotation:'secondary'}]->(S34),
(P7)-[:ON_CALL {rotation:'primary'}]->(S21),
(P14)-[:ON_CALL {rotation:'secondary'}]->(S21),
(P14)-[:ON_CALL {rotation:'primary'}]->(S22),
(P24)-[:ON_CALL {rotation:'secondary'}]->(S22),
(P24)-[:ON_CALL {rotation:'primary'}]->(S23),
(P30)-[:ON_CALL {rotation:'secondary'}]->(S23),
(P30)-[:ON_CALL {rotation:'primary'}]->(S24),
(P31)-[:ON_CALL {rotation:'secondary'}]->(S24),
(P31)-[:ON_CALL {rotation:'primary'}]->(S25),
(P32)-[:ON_CALL {rotation:'secondary'}]->(S25),
(P8)-[:ON_CALL {rotation:'primary'}]->(S26),
(P15)-[:ON_CALL {rotation:'secondary'}]->(S26),
(P15)-[:ON_CALL {rotation:'primary'}]->(S27),
(P25)-[:ON_CALL {rotation:'secondary'}]->(S27),
(P25)-[:ON_CALL {rotation:'primary'}]->(S28),
(P33)-[:ON_CALL {rotation:'secondary'}]->(S28),
(P9)-[:ON_CALL {rotation:'primary'}]->(S29),
(P16)-[:ON_CALL {rotation:'secondary'}]->(S29),
(P16)-[:ON_CALL {rotation:'primary'}]->(S30),
(P26)-[:ON_CALL {rotation:'secondary'}]->(S30),
(P26)-[:ON_CALL {rotation:'primary'}]->(S31),
(P35)-[:ON_CALL {rotation:'secondary'}]->(S31),
(P35)-[:ON_CALL {rotation:'primary'}]->(S32),
(P9)-[:ON_CALL {rotation:'secondary'}]->(S32);
