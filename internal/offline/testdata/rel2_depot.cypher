// A synthetic property graph for the shortened-identifier rule (rel2_abbrev.go):
// a repair depot whose repairs carry their own key under a shortened name
// (rpr_id) beside an invoice number, and whose parts (pt_id) share the
// shortening with payments. Written for gql's tests.
CREATE (v1:Vehicle {plate:'KX-12', model:'Transit'})
CREATE (v2:Vehicle {plate:'LM-40', model:'Sprinter'})
CREATE (r1:Repair {rpr_id:501, invoice_id:9001, cost:180, summary:'brake pads'})
CREATE (r2:Repair {rpr_id:502, invoice_id:9002, cost:60, summary:'wiper'})
CREATE (r3:Repair {rpr_id:503, invoice_id:9003, cost:420, summary:'clutch'})
CREATE (r1)-[:ON]->(v1)
CREATE (r2)-[:ON]->(v1)
CREATE (r3)-[:ON]->(v2)
CREATE (p1:Part {pt_id:11, supplier_id:3, label:'pad set'})
CREATE (p2:Part {pt_id:12, supplier_id:4, label:'clutch kit'})
CREATE (r1)-[:USES]->(p1)
CREATE (r3)-[:USES]->(p2)
CREATE (y1:Payment {amount:180, method:'card'})
CREATE (y2:Payment {amount:60, method:'cash'})
CREATE (r1)-[:PAID_BY]->(y1)
CREATE (r2)-[:PAID_BY]->(y2)
