// A synthetic schema for fix26's states, flags and dates: a hire yard's
// machines of several kinds and states, with a yes/no property named in
// two words, and rentals of several dates, one of them a start.
CREATE (m1:Machine {name: 'M-1', kind: 'crane', status: 'retired', needs_repair: true}),
       (m2:Machine {name: 'M-2', kind: 'crane', status: 'working', needs_repair: false}),
       (m3:Machine {name: 'M-3', kind: 'digger', status: 'retired', needs_repair: false}),
       (m4:Machine {name: 'M-4', kind: 'digger', status: 'on_hold', needs_repair: true}),
       (c1:Client {name: 'Ada Builders'}),
       (c2:Client {name: 'Borg Civil'}),
       (r1:Rental {name: 'R-1', commenced: '2024-03-02', returned: '2024-04-01', booked: '2024-02-20'}),
       (r2:Rental {name: 'R-2', commenced: '2024-05-10', returned: '2024-06-01', booked: '2024-05-01'}),
       (c1)-[:PLACED]->(r1), (c2)-[:PLACED]->(r2),
       (r1)-[:OF]->(m1), (r2)-[:OF]->(m3);
