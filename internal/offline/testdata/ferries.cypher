// A synthetic schema where a verb names a thing rather than a
// relationship: ferry companies run sailings, each sailing leaves one port
// and reaches another, and a company also has a home port. "Companies that
// sail to X" are joined to X through a sailing, never by the home port.
// Captains work for companies, and companies ally with a kind of
// alliance: "captains with the most type licences" names licences, which
// the schema lacks, not alliances. A captain uses a port (USES), which
// "companies that use X as a home port" do not mean. Written for gql's tests of event verbs
// and compound nouns (internal/offline/relations_w2_test.go).
CREATE CONSTRAINT IF NOT EXISTS FOR (c:Company) REQUIRE (c.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (p:Port) REQUIRE (p.name) IS UNIQUE;
CREATE (fj:Company {name:'Fjord Lines'})
CREATE (nb:Company {name:'North Boats'})
CREATE (brg:Port {name:'Bergen', country:'Norway'})
CREATE (hir:Port {name:'Hirtshals', country:'Denmark'})
CREATE (stv:Port {name:'Stavanger', country:'Norway'})
CREATE (s1:Sailing {code:'FL1', hours:16})
CREATE (s2:Sailing {code:'FL2', hours:16})
CREATE (s3:Sailing {code:'NB7', hours:5})
CREATE (s4:Sailing {code:'NB8', hours:6})
CREATE (fj)-[:HOME_PORT]->(brg)
CREATE (nb)-[:HOME_PORT]->(stv)
CREATE (nb)-[:HOME_PORT]->(hir)
CREATE (s1)-[:OPERATED_BY]->(fj)
CREATE (s2)-[:OPERATED_BY]->(fj)
CREATE (s3)-[:OPERATED_BY]->(nb)
CREATE (s4)-[:OPERATED_BY]->(nb)
CREATE (s1)-[:DEPARTS_FROM]->(brg)
CREATE (s1)-[:ARRIVES_AT]->(hir)
CREATE (s2)-[:DEPARTS_FROM]->(hir)
CREATE (s2)-[:ARRIVES_AT]->(brg)
CREATE (s3)-[:DEPARTS_FROM]->(stv)
CREATE (s3)-[:ARRIVES_AT]->(brg)
CREATE (s4)-[:DEPARTS_FROM]->(hir)
CREATE (s4)-[:ARRIVES_AT]->(stv)
CREATE (c1:Captain {name:'Ola Strand'})
CREATE (c2:Captain {name:'Kari Vik'})
CREATE (c1)-[:WORKS_FOR]->(fj)
CREATE (c2)-[:WORKS_FOR]->(nb)
CREATE (fj)-[:ALLIED_WITH {kind:'codeshare'}]->(nb)
CREATE (c1)-[:USES]->(brg)
