// A synthetic shop for gql's tests of a word the compiler reads as an
// aggregate that is also a stored property of one named invoice.
CREATE CONSTRAINT IF NOT EXISTS FOR (i:Invoice) REQUIRE (i.number) IS UNIQUE;
CREATE (i1:Invoice {number:'INV-7001', total_amount:120.5, tax:20.1, discount:5.0})
CREATE (i2:Invoice {number:'INV-7002', total_amount:80.0, tax:13.3, discount:0.0})
CREATE (i3:Invoice {number:'INV-7003', total_amount:42.0, tax:7.0, discount:2.5})
