// A synthetic sports club for gql's tests of fix25's relationship words
// and joins: members hold wallets, cards are linked to wallets and pay
// clubs, members transfer money to one another.
CREATE CONSTRAINT IF NOT EXISTS FOR (m:Member) REQUIRE (m.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (c:Club) REQUIRE (c.name) IS UNIQUE;
CREATE (m1:Member {name: 'Ada Quinn', city: 'Leeds'})
CREATE (m2:Member {name: 'Bo Lund', city: 'York'})
CREATE (m3:Member {name: 'Cy Hart', city: 'Leeds'})
CREATE (w1:Wallet {wallet_no: 'W-1', opened: '2021-03-01'})
CREATE (w2:Wallet {wallet_no: 'W-2', opened: '2022-07-15'})
CREATE (w3:Wallet {wallet_no: 'W-3', opened: '2023-01-09'})
CREATE (k1:Card {card_no: 'K-10', network: 'visa'})
CREATE (k2:Card {card_no: 'K-20', network: 'amex'})
CREATE (k3:Card {card_no: 'K-30', network: 'visa'})
CREATE (c1:Club {name: 'Riverside Club', sport: 'rowing'})
CREATE (c2:Club {name: 'Hilltop Club', sport: 'tennis'})
CREATE (m1)-[:HOLDS]->(w1)
CREATE (m2)-[:HOLDS]->(w2)
CREATE (m3)-[:HOLDS]->(w3)
CREATE (k1)-[:LINKED_TO]->(w1)
CREATE (k2)-[:LINKED_TO]->(w2)
CREATE (k3)-[:LINKED_TO]->(w3)
CREATE (k1)-[:PAID {amount_eur: 40, date: '2024-05-02'}]->(c1)
CREATE (k1)-[:PAID {amount_eur: 25, date: '2024-06-11'}]->(c2)
CREATE (k2)-[:PAID {amount_eur: 60, date: '2024-05-20'}]->(c1)
CREATE (k3)-[:PAID {amount_eur: 15, date: '2024-07-01'}]->(c2)
CREATE (m1)-[:TRANSFERRED {amount_eur: 100, date: '2024-01-05'}]->(m2)
CREATE (m2)-[:TRANSFERRED {amount_eur: 30, date: '2024-02-07'}]->(m3)
