// A synthetic tour operator for gql's tests of dayWithinPeriod: tours that
// run from starts_on to ends_on (one with no end yet), and audits that hold
// two dates whose names read as no period.
CREATE CONSTRAINT IF NOT EXISTS FOR (t:Tour) REQUIRE (t.code) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (a:Audit) REQUIRE (a.ref) IS UNIQUE;
CREATE (x1:Tour {code:'T-1', starts_on:'2024-04-01', ends_on:'2024-06-30'})
CREATE (x2:Tour {code:'T-2', starts_on:'2024-05-05', ends_on:'2024-05-20'})
CREATE (x3:Tour {code:'T-3', starts_on:'2023-09-01'})
CREATE (x4:Audit {ref:'A-1', filed:'2024-02-01', reviewed:'2024-03-01'})
CREATE (x5:Audit {ref:'A-2', filed:'2024-05-01', reviewed:'2024-06-01'})
