// A synthetic parcel office for gql's tests of the fix17 rules: parcels
// sent to offices (a relationship whose end is the receiver), clerks who
// handled parcels more than once (a relationship with a kind of task and
// one date held as text), and clerks with a year of hiring.
CREATE CONSTRAINT IF NOT EXISTS FOR (p:Parcel) REQUIRE (p.code) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (o:Office) REQUIRE (o.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (c:Clerk) REQUIRE (c.name) IS UNIQUE;
CREATE (p1:Parcel {code:'P-100', weight_kg: 2.5, year_posted: 2023})
CREATE (p2:Parcel {code:'P-200', weight_kg: 7.0, year_posted: 2024})
CREATE (p3:Parcel {code:'P-300', weight_kg: 1.2, year_posted: 2024})
CREATE (o1:Office {name:'North Depot', city:'Leeds'})
CREATE (o2:Office {name:'South Depot', city:'Bath'})
CREATE (c1:Clerk {name:'Ida Moss', hired_year: 2015})
CREATE (c2:Clerk {name:'Lou Park', hired_year: 2021})
CREATE (c3:Clerk {name:'Max Reed', hired_year: 2019})
CREATE (p1)-[:SENT_TO {fee_usd: 12.0}]->(o1)
CREATE (p2)-[:SENT_TO {fee_usd: 30.0}]->(o2)
CREATE (p3)-[:SENT_TO {fee_usd: 8.0}]->(o1)
CREATE (c1)-[:HANDLED {task:'sorting', handled_on:'2023-11-02'}]->(p1)
CREATE (c1)-[:HANDLED {task:'sorting', handled_on:'2024-02-10'}]->(p1)
CREATE (c1)-[:HANDLED {task:'weighing', handled_on:'2024-03-01'}]->(p2)
CREATE (c2)-[:HANDLED {task:'sorting', handled_on:'2024-05-20'}]->(p3)
CREATE (c3)-[:HANDLED {task:'weighing', handled_on:'2022-07-14'}]->(p2)
