// A synthetic lending library for gql's tests of dayWithinPeriod: loans
// held as an openedDate and a closedDate in camel case, and members with a
// joined date of their own.
CREATE CONSTRAINT IF NOT EXISTS FOR (l:Loan) REQUIRE (l.ref) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (m:Member) REQUIRE (m.name) IS UNIQUE;
CREATE (l1:Loan {ref:'L-1', openedDate:'2022-11-03', closedDate:'2023-02-10'})
CREATE (l2:Loan {ref:'L-2', openedDate:'2023-01-01', closedDate:'2023-01-15'})
CREATE (l3:Loan {ref:'L-3', openedDate:'2023-03-01', closedDate:'2023-04-01'})
CREATE (m1:Member {name:'Ada Brook', joined:'2021-05-01'})
CREATE (m2:Member {name:'Ben Carr', joined:'2022-07-09'})
CREATE (m1)-[:BORROWED]->(l1)
CREATE (m2)-[:BORROWED]->(l2)
CREATE (m2)-[:BORROWED]->(l3)
