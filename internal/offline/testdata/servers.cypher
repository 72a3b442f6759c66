// A synthetic schema with units in property names: servers with memory in
// MB and disk in GB, jobs with a duration in minutes, run by a server in
// a mode (RUNS.mode: nightly, manual), jobs calling jobs (CALLS). Written
// for gql's tests.
CREATE CONSTRAINT IF NOT EXISTS FOR (s:Server) REQUIRE (s.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (j:Job) REQUIRE (j.name) IS UNIQUE;
CREATE (a:Server {name:'alpha', memory_mb:4096, disk_gb:500})
CREATE (b:Server {name:'beta', memory_mb:16384, disk_gb:2000})
CREATE (c:Server {name:'gamma', memory_mb:1024, disk_gb:250})
CREATE (x:Job {name:'backup', duration_minutes:300})
CREATE (y:Job {name:'index', duration_minutes:45})
CREATE (z:Job {name:'report', duration_minutes:150})
CREATE (a)-[:RUNS {mode:'nightly'}]->(x)
CREATE (b)-[:RUNS {mode:'manual'}]->(y)
CREATE (b)-[:RUNS {mode:'nightly'}]->(z)
CREATE (x)-[:CALLS]->(z)
CREATE (z)-[:CALLS]->(y)
