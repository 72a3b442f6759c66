// A synthetic schema for the year-on-birth net: members with a year of
// birth who make visits that hold a date.
CREATE (a:Member {name: 'Ines Duarte', birth_year: 1988}),
       (b:Member {name: 'Tomas Lind', birth_year: 2001}),
       (c:Member {name: 'Mei Chen', birth_year: 1975}),
       (v1:Visit {code: 'V-1', date: '2023-04-11', minutes: 45}),
       (v2:Visit {code: 'V-2', date: '2024-01-20', minutes: 60}),
       (v3:Visit {code: 'V-3', date: '2023-09-02', minutes: 30}),
       (a)-[:MADE]->(v1), (b)-[:MADE]->(v2), (c)-[:MADE]->(v3);
