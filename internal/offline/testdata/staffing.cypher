// A second synthetic schema in the shape of tables converted to a graph:
// shops and employees joined only by hiring rows (a junction with a start
// year and no name), and evaluations that refer to an employee alone.
// Written for gql's tests of negation through a junction.
CREATE CONSTRAINT IF NOT EXISTS FOR (s:Shop) REQUIRE (s.shop_id) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (e:Employee) REQUIRE (e.employee_id) IS UNIQUE;
CREATE (s1:Shop {shop_id:1, name:'Corner', district:'North'})
CREATE (s2:Shop {shop_id:2, name:'Harbour', district:'South'})
CREATE (s3:Shop {shop_id:3, name:'Market', district:'North'})
CREATE (e1:Employee {employee_id:1, name:'Ines', age:31})
CREATE (e2:Employee {employee_id:2, name:'Omar', age:45})
CREATE (e3:Employee {employee_id:3, name:'Pia', age:28})
CREATE (h1:Hiring {shop_id:1, employee_id:1, start_from:2012})
CREATE (h2:Hiring {shop_id:1, employee_id:2, start_from:2015})
CREATE (h3:Hiring {shop_id:2, employee_id:3, start_from:2019})
CREATE (h1)-[:REF_SHOP]->(s1)
CREATE (h1)-[:REF_EMPLOYEE]->(e1)
CREATE (h2)-[:REF_SHOP]->(s1)
CREATE (h2)-[:REF_EMPLOYEE]->(e2)
CREATE (h3)-[:REF_SHOP]->(s2)
CREATE (h3)-[:REF_EMPLOYEE]->(e3)
CREATE (v1:Evaluation {employee_id:1, year_awarded:2016, bonus:3000})
CREATE (v1)-[:REF_EMPLOYEE]->(e1)
