// A synthetic schema for fix34: courses made of lessons; a course holds
// its own length in minutes, each lesson its duration (a compound noun
// "lesson length" is the lesson's, not the course's). Members take
// courses; some belong to a club; members write posts (one date each).
CREATE (c1:Course {title: 'Knots', length_min: 300, level: 'basic'}),
       (c2:Course {title: 'Sails', length_min: 420, level: 'advanced'}),
       (l1:Lesson {name: 'Bowline', duration_min: 40}),
       (l2:Lesson {name: 'Reef Knot', duration_min: 25}),
       (l3:Lesson {name: 'Trim', duration_min: 55}),
       (m1:Member {name: 'Ada Lind', tier: 'gold'}),
       (m2:Member {name: 'Bo Berg', tier: 'basic'}),
       (k1:Club {name: 'Harbour Club'}),
       (p1:Post {title: 'Fair winds', posted: '2024-12-03'}),
       (p2:Post {title: 'Knot tips', posted: '2025-01-20'}),
       (l1)-[:PART_OF]->(c1), (l2)-[:PART_OF]->(c1), (l3)-[:PART_OF]->(c2),
       (m1)-[:TAKES]->(c1), (m2)-[:TAKES]->(c2),
       (m1)-[:MEMBER_OF]->(k1),
       (m1)-[:WROTE]->(p1), (m2)-[:WROTE]->(p2);
