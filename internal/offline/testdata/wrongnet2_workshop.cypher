// A synthetic schema for the wrongnet2 nets: a workshop whose spare parts
// share names (every oil filter is called "Oil filter") and carry a
// part_no of their own, fitted by mechanics on cars of customers.
CREATE (m1:Mechanic {name: 'Lena Vogt'}),
       (m2:Mechanic {name: 'Omar Haddad'}),
       (c1:Customer {name: 'Ruth Berg'}),
       (c2:Customer {name: 'Jonas Ek'}),
       (k1:Car {plate: 'KA-101', model: 'Corolla'}),
       (k2:Car {plate: 'KA-202', model: 'Golf'}),
       (p1:Part {part_no: 'P-1001', name: 'Oil filter', price: 12.5}),
       (p2:Part {part_no: 'P-1002', name: 'Oil filter', price: 12.5}),
       (p3:Part {part_no: 'P-1003', name: 'Brake pad', price: 40.0}),
       (p1)-[:FITTED_BY]->(m1), (p2)-[:FITTED_BY]->(m1), (p3)-[:FITTED_BY]->(m2),
       (p1)-[:FITTED_ON]->(k1), (p2)-[:FITTED_ON]->(k2), (p3)-[:FITTED_ON]->(k1),
       (c1)-[:OWNS]->(k1), (c2)-[:OWNS]->(k2),
       (c1)-[:BOOKED]->(k1), (c2)-[:BOOKED]->(k2);
