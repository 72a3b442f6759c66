// A synthetic letting agency for gql's tests of the fix12 rules: a lease
// term counted in months, a tenant's text risk band, members who refer
// members (a relationship of a label to itself), and two relationships
// both holding an amount_usd.
CREATE CONSTRAINT IF NOT EXISTS FOR (l:Lease) REQUIRE (l.ref) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (t:Tenant) REQUIRE (t.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (m:Member) REQUIRE (m.name) IS UNIQUE;
CREATE (l1:Lease {ref:'L-1', term_months: 12, kind:'flat', deposit_usd: 900})
CREATE (l2:Lease {ref:'L-2', term_months: 36, kind:'house', deposit_usd: 2500})
CREATE (l3:Lease {ref:'L-3', term_months: 60, kind:'house', deposit_usd: 4000})
CREATE (t1:Tenant {name:'Ada Brook', risk_band:'high'})
CREATE (t2:Tenant {name:'Ben Carr', risk_band:'low'})
CREATE (t3:Tenant {name:'Cy Dale', risk_band:'low'})
CREATE (m1:Member {name:'Ann Ray'})
CREATE (m2:Member {name:'Bo Sten'})
CREATE (m3:Member {name:'Cal Moe'})
CREATE (t1)-[:RENTS]->(l1)
CREATE (t2)-[:RENTS]->(l2)
CREATE (t3)-[:RENTS]->(l3)
CREATE (t1)-[:PAID {amount_usd: 900, date:'2024-05-02'}]->(l1)
CREATE (t2)-[:PAID {amount_usd: 1200, date:'2024-06-02'}]->(l2)
CREATE (t3)-[:REFUNDED {amount_usd: 300, date:'2024-05-09'}]->(l3)
CREATE (m1)-[:REFERRED]->(m2)
CREATE (m3)-[:REFERRED]->(m2)
CREATE (m2)-[:REFERRED]->(m1)
