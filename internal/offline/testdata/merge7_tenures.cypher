// Board chairs, written for the merge of the 'since when' readings: a
// relationship holding two dates, one named for its start and one for
// its end, so "since when" can choose and "when" alone cannot; people
// with an email (a people-like label) and a relationship between boards
// holding a value, which "who" over it cannot ask of people.
CREATE (p1:Member {name:'Ada Ruiz', email:'ada@example.org'})
CREATE (p2:Member {name:'Ben Okoro', email:'ben@example.org'})
CREATE (b1:Board {name:'Audit'})
CREATE (b2:Board {name:'Risk'})
CREATE (p1)-[:CHAIRS {started:'2019-04-01', ended:'2023-03-31'}]->(b1)
CREATE (p2)-[:CHAIRS {started:'2023-04-01'}]->(b1)
CREATE (p2)-[:CHAIRS {started:'2020-01-15', ended:'2022-12-31'}]->(b2)
CREATE (b1)-[:LIAISES_WITH {mode:'liaison'}]->(b2)
