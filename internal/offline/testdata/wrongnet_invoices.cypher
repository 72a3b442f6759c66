// A second synthetic schema for the wrong-answer nets: invoices with long
// numbered codes sent to clients.
CREATE CONSTRAINT IF NOT EXISTS FOR (i:Invoice) REQUIRE (i.number) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (c:Client) REQUIRE (c.name) IS UNIQUE;
CREATE (i1:Invoice {number:'INV-77310', amount_eur:120.5, state:'paid'})
CREATE (i2:Invoice {number:'INV-77311', amount_eur:80.0, state:'due'})
CREATE (i3:Invoice {number:'INV-77342', amount_eur:300.0, state:'paid'})
CREATE (c1:Client {name:'Brightwater Ltd'})
CREATE (c2:Client {name:'Kessler & Sons'})
CREATE (i1)-[:BILLED_TO]->(c1)
CREATE (i2)-[:BILLED_TO]->(c1)
CREATE (i3)-[:BILLED_TO]->(c2)
