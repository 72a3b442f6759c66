// A synthetic schema in the shape of tables converted to a graph, for the
// readings of s4s11_keys.go: a sailing row keeps two keys to the port
// table as columns (sourceport, destport, each one word, so no role word is
// split out of it), a consultation row keeps a key named after the vet
// table alone (vet_id) beside a role (referred_by), and a skipper row holds
// a key to a person row with the person's own numbers. Written for gql's
// tests.
CREATE CONSTRAINT IF NOT EXISTS FOR (p:Port) REQUIRE (p.portcode) IS UNIQUE;
CREATE (p1:Port {portcode:'PVL', name:'Portvale Quay', city:'Portvale'})
CREATE (p2:Port {portcode:'EBK', name:'Eastbrook Pier', city:'Eastbrook'})
CREATE (p3:Port {portcode:'MLB', name:'Millbank Dock', city:'Millbank'})
CREATE (s1:Sailing {sailingno:101, sourceport:'PVL', destport:'EBK'})
CREATE (s2:Sailing {sailingno:102, sourceport:'PVL', destport:'MLB'})
CREATE (s3:Sailing {sailingno:103, sourceport:'EBK', destport:'MLB'})
CREATE (s4:Sailing {sailingno:104, sourceport:'PVL', destport:'MLB'})
CREATE (s1)-[:REF_SOURCEPORT]->(p1)
CREATE (s1)-[:REF_DESTPORT]->(p2)
CREATE (s2)-[:REF_SOURCEPORT]->(p1)
CREATE (s2)-[:REF_DESTPORT]->(p3)
CREATE (s3)-[:REF_SOURCEPORT]->(p2)
CREATE (s3)-[:REF_DESTPORT]->(p3)
CREATE (s4)-[:REF_SOURCEPORT]->(p1)
CREATE (s4)-[:REF_DESTPORT]->(p3)
CREATE (v1:Vet {vet_id:1, name:'Ines Duarte'})
CREATE (v2:Vet {vet_id:2, name:'Tomas Berg'})
CREATE (c1:Consultation {consultation_id:501, vet_id:1, referred_by:2, fee:40})
CREATE (c2:Consultation {consultation_id:502, vet_id:1, referred_by:2, fee:55})
CREATE (c3:Consultation {consultation_id:503, vet_id:2, referred_by:1, fee:30})
CREATE (c1)-[:REF_VET_ID]->(v1)
CREATE (c1)-[:REF_REFERRED_BY]->(v2)
CREATE (c2)-[:REF_VET_ID]->(v1)
CREATE (c2)-[:REF_REFERRED_BY]->(v2)
CREATE (c3)-[:REF_VET_ID]->(v2)
CREATE (c3)-[:REF_REFERRED_BY]->(v1)
CREATE (h1:Person {person_id:1, name:'Ada Moss', height:181, birth_date:'1980-02-01'})
CREATE (h2:Person {person_id:2, name:'Ben Vale', height:175, birth_date:'1975-06-12'})
CREATE (k1:Skipper {skipper_id:7, person_id:1, wins:12, licence_rank:3})
CREATE (k2:Skipper {skipper_id:8, person_id:2, wins:30, licence_rank:1})
CREATE (k1)-[:REF_PERSON_ID]->(h1)
CREATE (k2)-[:REF_PERSON_ID]->(h2);
