// A synthetic schema in the shape of tables converted to a graph, for the
// denial of one of two roles of a row (fixrel3_negkey.go, negatedRole): a
// loan row names the lending and the borrowing branch, and a book row its
// owning branch. Written for gql's tests.
CREATE CONSTRAINT IF NOT EXISTS FOR (b:Branch) REQUIRE (b.branch_id) IS UNIQUE;
CREATE (b1:Branch {branch_id:1, name:'Northgate', city:'Portvale'})
CREATE (b2:Branch {branch_id:2, name:'Riverside', city:'Eastbrook'})
CREATE (b3:Branch {branch_id:3, name:'Old Mill', city:'Millbank'})
CREATE (k1:Book {book_id:11, title:'Tide Tables', owner_branch_id:1})
CREATE (k2:Book {book_id:12, title:'Salt Roads', owner_branch_id:2})
CREATE (k1)-[:REF_OWNER_BRANCH_ID]->(b1)
CREATE (k2)-[:REF_OWNER_BRANCH_ID]->(b2)
CREATE (l1:Loan {loan_id:21, lender_id:1, borrower_id:2, book_id:11})
CREATE (l2:Loan {loan_id:22, lender_id:2, borrower_id:3, book_id:12})
CREATE (l1)-[:REF_LENDER_ID]->(b1)
CREATE (l1)-[:REF_BORROWER_ID]->(b2)
CREATE (l1)-[:REF_BOOK_ID]->(k1)
CREATE (l2)-[:REF_LENDER_ID]->(b2)
CREATE (l2)-[:REF_BORROWER_ID]->(b3)
CREATE (l2)-[:REF_BOOK_ID]->(k2);
