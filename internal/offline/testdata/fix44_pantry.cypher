// A synthetic pantry for gql's tests of fix44's units: a supplement's
// content in milligrams, a recipe's grams of an ingredient on the
// relationship, and a supplier's unit price on what it sells.
CREATE CONSTRAINT IF NOT EXISTS FOR (s:Supplement) REQUIRE (s.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (r:Recipe) REQUIRE (r.title) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (i:Ingredient) REQUIRE (i.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (v:Vendor) REQUIRE (v.name) IS UNIQUE;
CREATE (s1:Supplement {name:'Vita Boost', vitamin_c_mg: 500})
CREATE (s2:Supplement {name:'Iron Plus', vitamin_c_mg: 80})
CREATE (s3:Supplement {name:'Daily Multi', vitamin_c_mg: 1200})
CREATE (r1:Recipe {title:'Lentil Soup', servings: 4})
CREATE (r2:Recipe {title:'Oat Cookies', servings: 12})
CREATE (i1:Ingredient {name:'lentils'})
CREATE (i2:Ingredient {name:'oats'})
CREATE (i3:Ingredient {name:'butter'})
CREATE (v1:Vendor {name:'Green Grocer'})
CREATE (v2:Vendor {name:'Bulk Barn'})
CREATE (r1)-[:USES {grams: 250}]->(i1)
CREATE (r2)-[:USES {grams: 300}]->(i2)
CREATE (r2)-[:USES {grams: 120}]->(i3)
CREATE (v1)-[:SELLS {unit_price_eur: 3.5}]->(i1)
CREATE (v2)-[:SELLS {unit_price_eur: 1.2}]->(i2)
CREATE (v2)-[:SELLS {unit_price_eur: 6.0}]->(i3);
