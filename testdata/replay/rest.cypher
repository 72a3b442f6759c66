# Hand-written gold for the questions of questions.csv that neither testdata/replay/gold.cypher
# (every third CSV line) nor testdata/text2cypher/checks.cypher covers, so the three files
# together check all 465. Same format and method as the replay gold (testdata/replay/README.md);
# read by `gql convert --gold`.

== 4 Which top 3 movies have been both produced and reviewed by the same person?
note: "top" has no measure here (no votes); no person both produced and reviewed a movie: the right answer is empty.
limit: 3
MATCH (p:Person)-[:PRODUCED]->(m:Movie)<-[:REVIEWED]-(p)
RETURN DISTINCT m.title AS title

== 6 List the top 5 movies with a tagline mentioning 'compelling' and having more than 50 votes.
unanswerable: asks for movies with more than 50 votes; our movies graph has no votes property

== 7 List the first 3 movies directed by persons who were born after 1950 and before 1960.
note: "after" and "before" read as strict bounds.
limit: 3
MATCH (p:Person)-[:DIRECTED]->(m:Movie)
WHERE p.born > 1950 AND p.born < 1960
RETURN DISTINCT m.title AS title

== 9 List the first 5 movies that have been acted in by someone with the role 'Captain' and reviewed with a rating below 60.
note: the role is one of the ACTED_IN roles; no such movie: the right answer is empty.
limit: 5
MATCH (:Person)-[a:ACTED_IN]->(m:Movie)<-[r:REVIEWED]-(:Person)
WHERE 'Captain' IN a.roles AND r.rating < 60
RETURN DISTINCT m.title AS title

== 10 Who has the longest name among all actors?
note: length in characters, spaces included.
limit: 1
order: len
keys: name
MATCH (p:Person)-[:ACTED_IN]->(:Movie)
RETURN DISTINCT p.name AS name, size(p.name) AS len
ORDER BY len DESC

== 13 Who has reviewed 'Speed Racer' and what was their rating?
note: nobody reviewed Speed Racer: the right answer is empty.
MATCH (p:Person)-[r:REVIEWED]->(:Movie {title: 'Speed Racer'})
RETURN p.name AS name, r.rating AS rating

== 18 What are the different roles played by Laurence Fishburne in his career?
note: the distinct role names over his ACTED_IN relationships.
MATCH (:Person {name: 'Laurence Fishburne'})-[r:ACTED_IN]->(:Movie)
UNWIND r.roles AS role
RETURN DISTINCT role

== 19 List top 3 people who have directed, produced, and acted in the same movie.
note: nobody did all three for one movie: the right answer is empty.
limit: 3
MATCH (p:Person)-[:DIRECTED]->(m:Movie)<-[:PRODUCED]-(p)-[:ACTED_IN]->(m)
RETURN DISTINCT p.name AS name

== 21 List all relationships of Lana Wachowski.
note: relationships in either direction, as (type, other end); she has only outgoing ones.
MATCH (:Person {name: 'Lana Wachowski'})-[r]-(x)
RETURN type(r) AS type, coalesce(x.title, x.name) AS other

== 22 Find movies with fewer than 50 votes.
unanswerable: asks for movies with fewer than 50 votes; our movies graph has no votes property

== 24 List the first 5 people who wrote a movie with a rating of at least 80 in a review.
limit: 5
MATCH (p:Person)-[:WROTE]->(m:Movie)<-[r:REVIEWED]-(:Person)
WHERE r.rating >= 80
RETURN DISTINCT p.name AS name

== 25 List the top 5 persons who reviewed movies with a summary stating 'An amazing journey' and a rating above 80.
limit: 5
MATCH (p:Person)-[r:REVIEWED]->(:Movie)
WHERE r.summary = 'An amazing journey' AND r.rating > 80
RETURN DISTINCT p.name AS name

== 27 List the first 5 movies where the tagline includes the word 'Houston' and the released year is before 2000.
limit: 5
MATCH (m:Movie)
WHERE toLower(m.tagline) CONTAINS 'houston' AND m.released < 2000
RETURN m.title AS title

== 28 Name the first 3 people born before 1950 who have written a movie with a tagline mentioning 'journey'.
note: no tagline of a movie written by someone born before 1950 mentions 'journey': the right answer is empty.
limit: 3
MATCH (p:Person)-[:WROTE]->(m:Movie)
WHERE p.born < 1950 AND toLower(m.tagline) CONTAINS 'journey'
RETURN DISTINCT p.name AS name

== 30 List the first 3 persons who have produced a movie with a tagline including 'real world' and released after 1995.
note: matched in any case: The Matrix (1999, "Welcome to the Real World") qualifies; matched case-sensitively nothing would.
limit: 3
MATCH (p:Person)-[:PRODUCED]->(m:Movie)
WHERE toLower(m.tagline) CONTAINS 'real world' AND m.released > 1995
RETURN DISTINCT p.name AS name

== 31 Who are the top 3 directors of movies that have been reviewed with a summary stating 'Pretty funny at times'?
note: the summary is on the REVIEWED relationship; "top" has no measure beyond the count of such movies.
limit: 3
MATCH (d:Person)-[:DIRECTED]->(m:Movie)<-[r:REVIEWED]-(:Person)
WHERE r.summary = 'Pretty funny at times'
RETURN DISTINCT d.name AS name

== 36 Which directors have also acted in the movies they directed?
keys: name
MATCH (p:Person)-[:DIRECTED]->(m:Movie)<-[:ACTED_IN]-(p)
RETURN DISTINCT p.name AS name

== 37 List the top 5 movies with the lowest votes.
unanswerable: ranks movies by votes; our movies graph has no votes property

== 40 Which person reviewed 'The Matrix Revolutions' and what was their summary?
note: nobody reviewed The Matrix Revolutions: the right answer is empty.
MATCH (p:Person)-[r:REVIEWED]->(:Movie {title: 'The Matrix Revolutions'})
RETURN p.name AS name, r.summary AS summary

== 42 List the movies that have been reviewed with a rating less than 50.
MATCH (:Person)-[r:REVIEWED]->(m:Movie)
WHERE r.rating < 50
RETURN DISTINCT m.title AS title

== 45 Who has the most followers?
limit: 1
order: followers
keys: name
MATCH (p:Person)
RETURN p.name AS name, COUNT { (p)<-[:FOLLOWS]-(:Person) } AS followers
ORDER BY followers DESC

== 46 List top 5 movies reviewed by persons born before 1970.
note: "top" has no measure (no votes); no reviewer has a birth year: the right answer is empty.
limit: 5
MATCH (p:Person)-[:REVIEWED]->(m:Movie)
WHERE p.born < 1970
RETURN DISTINCT m.title AS title

== 48 List all movies where the same person has acted and produced.
note: nobody acted in a movie they produced: the right answer is empty.
MATCH (p:Person)-[:ACTED_IN]->(m:Movie)<-[:PRODUCED]-(p)
RETURN DISTINCT m.title AS title

== 49 Which movies have been reviewed by persons following Keanu Reeves?
note: nobody follows Keanu Reeves: the right answer is empty.
MATCH (f:Person)-[:FOLLOWS]->(:Person {name: 'Keanu Reeves'})
MATCH (f)-[:REVIEWED]->(m:Movie)
RETURN DISTINCT m.title AS title

== 51 List all movies with a 'Pretty funny at times' review summary.
MATCH (:Person)-[r:REVIEWED]->(m:Movie)
WHERE r.summary = 'Pretty funny at times'
RETURN DISTINCT m.title AS title

== 52 List all movies with a released year divisible by 10.
keys: title
MATCH (m:Movie)
WHERE m.released % 10 = 0
RETURN m.title AS title, m.released AS released

== 54 Who has acted in, directed, and produced the same movie?
note: nobody did all three for one movie: the right answer is empty.
MATCH (p:Person)-[:ACTED_IN]->(m:Movie)<-[:DIRECTED]-(p)
WHERE EXISTS { (p)-[:PRODUCED]->(m) }
RETURN DISTINCT p.name AS name

== 55 List all movies with more than 3 roles listed in their ACTED_IN relationships.
note: read as one ACTED_IN relationship listing more than 3 roles.
MATCH (:Person)-[r:ACTED_IN]->(m:Movie)
WHERE size(r.roles) > 3
RETURN DISTINCT m.title AS title

== 57 Who has the most movies with a 'Silly, but fun' review summary?
note: counts the movies a person reviewed with that summary.
limit: 1
order: n
keys: name
MATCH (p:Person)-[r:REVIEWED]->(m:Movie)
WHERE r.summary = 'Silly, but fun'
RETURN p.name AS name, count(DISTINCT m) AS n
ORDER BY n DESC

== 61 Who has produced the highest-rated reviewed movie?
note: the highest-rated reviewed movie read as the movie holding the highest review rating among movies that have a producer.
keys: name
MATCH (:Person)-[:PRODUCED]->(m:Movie)<-[r:REVIEWED]-(:Person)
WITH max(r.rating) AS top
MATCH (p:Person)-[:PRODUCED]->(m:Movie)<-[r:REVIEWED]-(:Person)
WHERE r.rating = top
RETURN DISTINCT p.name AS name, m.title AS title

== 63 Which people have reviewed the movie with the highest votes?
unanswerable: picks the movie by votes; our movies graph has no votes property

== 66 List all the relationships a person named 'Keanu Reeves' has with movies.
MATCH (:Person {name: 'Keanu Reeves'})-[r]-(m:Movie)
RETURN type(r) AS type, m.title AS title

== 70 Which movie has the lowest number of votes and was released after 2000?
unanswerable: ranks movies by votes; our movies graph has no votes property

== 72 Which person has acted in, directed, and produced the same movie?
note: nobody did all three for one movie: the right answer is empty.
MATCH (p:Person)-[:ACTED_IN]->(m:Movie)<-[:DIRECTED]-(p)
WHERE EXISTS { (p)-[:PRODUCED]->(m) }
RETURN DISTINCT p.name AS name

== 73 List the first 3 movies with a tagline containing the word 'football'.
note: no tagline contains 'football': the right answer is empty.
limit: 3
MATCH (m:Movie)
WHERE toLower(m.tagline) CONTAINS 'football'
RETURN m.title AS title

== 76 Which movies have been reviewed with a rating exactly 75?
note: no review has rating 75: the right answer is empty.
MATCH (:Person)-[r:REVIEWED]->(m:Movie)
WHERE r.rating = 75
RETURN DISTINCT m.title AS title

== 78 What are the roles of actors in the movie with the highest number of votes?
unanswerable: picks the movie by votes; our movies graph has no votes property

== 81 List all movies with more than 1000 votes.
unanswerable: asks for movies with more than 1000 votes; our movies graph has no votes property

== 82 What are the top 5 highest rated movies based on votes?
unanswerable: ranks movies by votes; our movies graph has no votes property

== 87 Show the top 3 movies with the lowest number of votes.
unanswerable: ranks movies by votes; our movies graph has no votes property

== 88 Who are the first 3 people to follow Keanu Reeves?
note: nobody follows Keanu Reeves: the right answer is empty.
limit: 3
MATCH (p:Person)-[:FOLLOWS]->(:Person {name: 'Keanu Reeves'})
RETURN p.name AS name

== 90 What are the top 5 most recent movies in the database?
note: most recent by release year; movies tied with the fifth are interchangeable.
limit: 5
order: released
keys: title
MATCH (m:Movie)
RETURN m.title AS title, m.released AS released
ORDER BY released DESC

== 91 Who wrote the movie titled 'The Matrix'?
note: no WROTE relationship reaches The Matrix: the right answer is empty.
MATCH (p:Person)-[:WROTE]->(:Movie {title: 'The Matrix'})
RETURN p.name AS name

== 93 List all movies directed by a person with the name 'Joel Silver'.
note: Joel Silver directed no movie (he produced): the right answer is empty.
MATCH (:Person {name: 'Joel Silver'})-[:DIRECTED]->(m:Movie)
RETURN m.title AS title

== 94 Find all people who have followed and been followed by the same person.
note: read as mutual follows (p follows q and q follows p); there are none: the right answer is empty.
MATCH (p:Person)-[:FOLLOWS]->(q:Person)-[:FOLLOWS]->(p)
RETURN DISTINCT p.name AS name

== 97 List all movies with a rating of exactly 85 in the 'REVIEWED' relationship.
MATCH (:Person)-[r:REVIEWED]->(m:Movie)
WHERE r.rating = 85
RETURN DISTINCT m.title AS title

== 102 Which movies have a tagline containing the word 'freedom'?
note: matched in any case, so V for Vendetta's "Freedom! Forever!" counts.
MATCH (m:Movie)
WHERE toLower(m.tagline) CONTAINS 'freedom'
RETURN m.title AS title

== 103 Find the top 5 movies with the highest votes released after 2000.
unanswerable: ranks movies by votes; our movies graph has no votes property

== 106 What are the names of the first 3 people who reviewed a movie titled 'Apollo 13'?
note: nobody reviewed Apollo 13: the right answer is empty.
limit: 3
MATCH (p:Person)-[:REVIEWED]->(:Movie {title: 'Apollo 13'})
RETURN DISTINCT p.name AS name

== 108 Which people have reviewed and also produced the movie titled 'The Matrix Revolutions'?
note: nobody reviewed that movie: the right answer is empty.
MATCH (p:Person)-[:REVIEWED]->(m:Movie {title: 'The Matrix Revolutions'})<-[:PRODUCED]-(p)
RETURN DISTINCT p.name AS name

== 109 List the first 3 movies that have been acted in and directed by the same person.
limit: 3
MATCH (p:Person)-[:ACTED_IN]->(m:Movie)<-[:DIRECTED]-(p)
RETURN DISTINCT m.title AS title

== 111 List all movies with more than one role listed in the 'ACTED_IN' relationship.
note: read as one ACTED_IN relationship listing more than one role.
MATCH (:Person)-[r:ACTED_IN]->(m:Movie)
WHERE size(r.roles) > 1
RETURN DISTINCT m.title AS title

== 112 Who are the first 3 people to have produced a movie with more than 500 votes?
unanswerable: asks for movies with more than 500 votes; our movies graph has no votes property

== 117 What are the top 5 movies with the most roles listed in their 'ACTED_IN' relationship?
note: a movie's roles counted as the roles its ACTED_IN relationships list (sum of their sizes), as for CSV line 71.
limit: 5
order: roles
keys: title
MATCH (:Person)-[r:ACTED_IN]->(m:Movie)
RETURN m.title AS title, sum(size(r.roles)) AS roles
ORDER BY roles DESC

== 118 Which movies have been reviewed and also acted in by the same person?
note: no reviewer acted in a movie they reviewed: the right answer is empty.
MATCH (p:Person)-[:REVIEWED]->(m:Movie)<-[:ACTED_IN]-(p)
RETURN DISTINCT m.title AS title

== 120 Find all movies with a tagline including the word 'compelling'.
note: no tagline includes 'compelling' (it is a review summary): the right answer is empty.
MATCH (m:Movie)
WHERE toLower(m.tagline) CONTAINS 'compelling'
RETURN m.title AS title

== 123 List all movies that have been reviewed and produced by the same person.
note: nobody reviewed a movie they produced: the right answer is empty.
MATCH (p:Person)-[:REVIEWED]->(m:Movie)<-[:PRODUCED]-(p)
RETURN DISTINCT m.title AS title

== 124 List the first 5 movies with a tagline containing 'end' that were reviewed with a rating above 75.
note: 'end' read as a substring of the tagline, any case.
limit: 5
MATCH (m:Movie)<-[r:REVIEWED]-(:Person)
WHERE toLower(m.tagline) CONTAINS 'end' AND r.rating > 75
RETURN DISTINCT m.title AS title

== 126 What are the first 3 movies with a tagline containing 'fun' that were directed by someone born after 1970?
note: 'fun' read as a substring of the tagline, any case.
limit: 3
MATCH (d:Person)-[:DIRECTED]->(m:Movie)
WHERE d.born > 1970 AND toLower(m.tagline) CONTAINS 'fun'
RETURN DISTINCT m.title AS title

== 129 List the first 5 people who followed someone with the same birth year.
note: followers have no birth year in this graph: the right answer is empty.
limit: 5
MATCH (p:Person)-[:FOLLOWS]->(q:Person)
WHERE p.born = q.born
RETURN DISTINCT p.name AS name

== 130 What are the first 3 movies where someone named 'Keanu Reeves' was the producer?
note: Keanu Reeves produced no movie: the right answer is empty.
limit: 3
MATCH (:Person {name: 'Keanu Reeves'})-[:PRODUCED]->(m:Movie)
RETURN m.title AS title

== 132 List the top 5 movies directed by someone who also acted in them.
note: "top" has no measure (no votes); fewer than 5 such movies, so all of them.
limit: 5
MATCH (p:Person)-[:DIRECTED]->(m:Movie)<-[:ACTED_IN]-(p)
RETURN DISTINCT m.title AS title

== 133 What are the first 3 movies where 'Joel Silver' acted?
note: Joel Silver acted in no movie: the right answer is empty.
limit: 3
MATCH (:Person {name: 'Joel Silver'})-[:ACTED_IN]->(m:Movie)
RETURN m.title AS title

== 138 List the top 5 movies with the tagline 'Welcome to the Real World' that were released after 1995.
note: "top" has no measure; one such movie.
limit: 5
MATCH (m:Movie)
WHERE m.tagline = 'Welcome to the Real World' AND m.released > 1995
RETURN m.title AS title

== 139 What are the titles of the top 5 movies with the highest votes?
unanswerable: ranks movies by votes; our movies graph has no votes property

== 141 What are the first 3 movies where someone born in 1965 directed a person born in 1952?
note: read as a director born in 1965 and an actor born in 1952 in the same movie; there is none: the right answer is empty.
limit: 3
MATCH (d:Person {born: 1965})-[:DIRECTED]->(m:Movie)<-[:ACTED_IN]-(:Person {born: 1952})
RETURN DISTINCT m.title AS title

== 144 Which movies released after 2000 have been reviewed with a rating above 80?
MATCH (:Person)-[r:REVIEWED]->(m:Movie)
WHERE m.released > 2000 AND r.rating > 80
RETURN DISTINCT m.title AS title

== 145 Find the top 5 movies with the most number of reviews.
note: movies tied with the fifth are interchangeable.
limit: 5
order: reviews
keys: title
MATCH (:Person)-[r:REVIEWED]->(m:Movie)
RETURN m.title AS title, count(r) AS reviews
ORDER BY reviews DESC

== 150 What are the top 5 movies with the least votes and their release years?
unanswerable: ranks movies by votes; our movies graph has no votes property

== 157 List the roles played by actors in the first 3 movies directed by Nancy Meyers.
note: Nancy Meyers directed one movie, so all its roles; one row per actor and role.
keys: actor, role
MATCH (:Person {name: 'Nancy Meyers'})-[:DIRECTED]->(m:Movie)<-[r:ACTED_IN]-(a:Person)
UNWIND r.roles AS role
RETURN m.title AS title, a.name AS actor, role

== 159 What are the first 3 movies that received a review with a rating less than 50?
limit: 3
MATCH (:Person)-[r:REVIEWED]->(m:Movie)
WHERE r.rating < 50
RETURN DISTINCT m.title AS title

== 160 Who are the first 3 people that Keanu Reeves follows?
note: Keanu Reeves follows nobody: the right answer is empty.
limit: 3
MATCH (:Person {name: 'Keanu Reeves'})-[:FOLLOWS]->(p:Person)
RETURN p.name AS name

== 163 Who are the first 3 people born before 1950 and what movies have they directed?
note: read as directors born before 1950; "first" has no order, so any 3 of them; the movies are shown but only the people are checked.
limit: 3
keys: name
MATCH (p:Person)-[:DIRECTED]->(m:Movie)
WHERE p.born < 1950
RETURN p.name AS name, collect(m.title) AS movies

== 166 What are the first 3 most recent movies that have a tagline?
note: most recent by release year; movies tied with the third are interchangeable.
limit: 3
order: released
keys: title
MATCH (m:Movie)
WHERE m.tagline IS NOT NULL
RETURN m.title AS title, m.released AS released
ORDER BY released DESC

== 168 List the top 3 movies by Laurence Fishburne as an actor.
note: "top" has no measure (no votes); he acted in exactly 3 movies.
limit: 3
MATCH (:Person {name: 'Laurence Fishburne'})-[:ACTED_IN]->(m:Movie)
RETURN m.title AS title

== 169 Find the first 5 people born after 1980 who directed a movie released before 2000.
note: no director was born after 1980: the right answer is empty.
limit: 5
MATCH (p:Person)-[:DIRECTED]->(m:Movie)
WHERE p.born > 1980 AND m.released < 2000
RETURN DISTINCT p.name AS name

== 171 Name the first 3 people who have produced and acted in the same movie.
note: nobody did both for one movie: the right answer is empty.
limit: 3
MATCH (p:Person)-[:PRODUCED]->(m:Movie)<-[:ACTED_IN]-(p)
RETURN DISTINCT p.name AS name

== 174 Who are the top 3 actors by number of followers?
note: actors are people with an ACTED_IN relationship; actors tied with the third are interchangeable.
limit: 3
order: followers
keys: name
MATCH (p:Person)
WHERE EXISTS { (p)-[:ACTED_IN]->(:Movie) }
RETURN p.name AS name, COUNT { (p)<-[:FOLLOWS]-(:Person) } AS followers
ORDER BY followers DESC

== 175 What are the first 3 movies with the most diverse taglines?
unanswerable: "most diverse tagline" names no measure our graph (or the question) defines

== 178 What are the top five movies with a vote count greater than 500?
unanswerable: asks for movies with more than 500 votes; our movies graph has no votes property

== 180 Which movies have been directed by someone who has also acted in them?
MATCH (p:Person)-[:DIRECTED]->(m:Movie)<-[:ACTED_IN]-(p)
RETURN DISTINCT m.title AS title

== 181 Name the people who have the role of both actor and director in the most movies.
note: counts the movies a person both acted in and directed; every such person has one, so all tie.
limit: 1
order: n
keys: name
MATCH (p:Person)-[:ACTED_IN]->(m:Movie)<-[:DIRECTED]-(p)
RETURN p.name AS name, count(DISTINCT m) AS n
ORDER BY n DESC

== 183 List the first 3 persons who were born after 1950 and have directed a movie.
limit: 3
MATCH (p:Person)-[:DIRECTED]->(:Movie)
WHERE p.born > 1950
RETURN DISTINCT p.name AS name

== 184 Which movies have more than 3 actors listed?
keys: title
MATCH (p:Person)-[:ACTED_IN]->(m:Movie)
WITH m, count(DISTINCT p) AS actors
WHERE actors > 3
RETURN m.title AS title, actors

== 186 What is the average number of followers for people born in the 1980s?
note: the 1980s read as 1980-1989; the average is over those people, followers counted as incoming FOLLOWS.
MATCH (p:Person)
WHERE p.born >= 1980 AND p.born <= 1989
RETURN avg(COUNT { (p)<-[:FOLLOWS]-(:Person) }) AS average

== 187 What are the top 5 movies with the least votes?
unanswerable: ranks movies by votes; our movies graph has no votes property

== 189 What are the distinct summaries of reviews for movies released after 2000?
MATCH (:Person)-[r:REVIEWED]->(m:Movie)
WHERE m.released > 2000
RETURN DISTINCT r.summary AS summary

== 192 Find the first three movies with a tagline including 'speed' and a vote count over 500.
unanswerable: asks for a vote count over 500; our movies graph has no votes property

== 193 List the first three people who followed someone at least 20 years their junior.
note: "junior" read as born at least 20 years later; followers have no birth year here: the right answer is empty.
limit: 3
MATCH (p:Person)-[:FOLLOWS]->(q:Person)
WHERE q.born - p.born >= 20
RETURN DISTINCT p.name AS name

== 195 Who are the first three people who have produced a movie and followed more than two other people?
note: no producer follows anyone: the right answer is empty.
limit: 3
MATCH (p:Person)
WHERE EXISTS { (p)-[:PRODUCED]->(:Movie) } AND COUNT { (p)-[:FOLLOWS]->(:Person) } > 2
RETURN p.name AS name

== 196 What are the titles of the top 5 movies released after 2000 with more than 1000 votes?
unanswerable: asks for movies with more than 1000 votes; our movies graph has no votes property

== 198 Which 3 movies reviewed with a rating above 90 have the tagline 'Dark, but compelling'?
note: 'Dark, but compelling' is a review summary, no movie's tagline: the right answer is empty.
limit: 3
MATCH (m:Movie)<-[r:REVIEWED]-(:Person)
WHERE r.rating > 90 AND m.tagline = 'Dark, but compelling'
RETURN DISTINCT m.title AS title

== 199 What are the top five movies that have been both written and reviewed by the same person?
note: "top" has no measure (no votes); nobody reviewed a movie they wrote: the right answer is empty.
limit: 5
MATCH (p:Person)-[:WROTE]->(m:Movie)<-[:REVIEWED]-(p)
RETURN DISTINCT m.title AS title

== 201 Who are the first 3 people to review a movie with the tagline 'Fun, but a little far fetched'?
note: that text is a review summary, no movie's tagline: the right answer is empty.
limit: 3
MATCH (p:Person)-[:REVIEWED]->(:Movie {tagline: 'Fun, but a little far fetched'})
RETURN DISTINCT p.name AS name

== 202 List the top 3 movies with the lowest votes that a person born in 1952 acted in.
unanswerable: ranks movies by votes; our movies graph has no votes property

== 205 Who are the first three actors who acted in more than three movies with a tagline containing the word 'limit'?
note: no actor has more than three such movies: the right answer is empty.
limit: 3
MATCH (p:Person)-[:ACTED_IN]->(m:Movie)
WHERE toLower(m.tagline) CONTAINS 'limit'
WITH p, count(DISTINCT m) AS n
WHERE n > 3
RETURN p.name AS name

== 207 What are the top five movies that received the highest number of votes and were released after 2000?
unanswerable: ranks movies by votes; our movies graph has no votes property

== 210 What are the top five movies that were directed by someone born before 1960 and have a vote count less than 100?
unanswerable: asks for a vote count under 100; our movies graph has no votes property

== 211 List the first three movies that were produced by someone with a name ending in 'son' and released after 2000.
note: no such producer: the right answer is empty.
limit: 3
MATCH (p:Person)-[:PRODUCED]->(m:Movie)
WHERE p.name ENDS WITH 'son' AND m.released > 2000
RETURN DISTINCT m.title AS title

== 213 What are the top five movies where the person who directed the movie was born in the 1940s?
note: "top" has no measure (no votes): any 5 of the movies; the 1940s read as 1940-1949.
limit: 5
MATCH (p:Person)-[:DIRECTED]->(m:Movie)
WHERE p.born >= 1940 AND p.born <= 1949
RETURN DISTINCT m.title AS title

== 216 What are the most common roles played by actors in movies from the 1990s?
note: the roles played most often (max count) in movies released 1990-1999; every role there occurs once, so all of them tie.
keys: role
MATCH (:Person)-[r:ACTED_IN]->(m:Movie)
WHERE m.released >= 1990 AND m.released <= 1999
UNWIND r.roles AS role
WITH role, count(*) AS n
WITH collect({role: role, n: n}) AS all, max(n) AS top
UNWIND all AS x
WITH x, top
WHERE x.n = top
RETURN x.role AS role, x.n AS n

== 217 List the movies with exactly 3 roles in the ACTED_IN relationship.
note: read as one ACTED_IN relationship listing exactly 3 roles.
MATCH (:Person)-[r:ACTED_IN]->(m:Movie)
WHERE size(r.roles) = 3
RETURN DISTINCT m.title AS title

== 219 Who are the actors in the movie with the highest number of votes?
unanswerable: picks the movie by votes; our movies graph has no votes property

== 222 List all movies that have multiple reviews.
MATCH (:Person)-[r:REVIEWED]->(m:Movie)
WITH m, count(r) AS n
WHERE n > 1
RETURN m.title AS title

== 223 What are the common roles for Keanu Reeves across all his movies?
note: read as the role(s) he played most often (Neo, in three movies).
keys: role
MATCH (:Person {name: 'Keanu Reeves'})-[r:ACTED_IN]->(:Movie)
UNWIND r.roles AS role
WITH role, count(*) AS n
WITH collect({role: role, n: n}) AS all, max(n) AS top
UNWIND all AS x
WITH x, top
WHERE x.n = top
RETURN x.role AS role, x.n AS n

== 225 Who are the people that Keanu Reeves follows?
note: Keanu Reeves follows nobody: the right answer is empty.
MATCH (:Person {name: 'Keanu Reeves'})-[:FOLLOWS]->(p:Person)
RETURN p.name AS name

== 226 Who has produced, directed, and acted in the same movie?
note: nobody did all three for one movie: the right answer is empty.
MATCH (p:Person)-[:PRODUCED]->(m:Movie)<-[:DIRECTED]-(p)
WHERE EXISTS { (p)-[:ACTED_IN]->(m) }
RETURN DISTINCT p.name AS name

== 228 Which person has the highest number of followers?
limit: 1
order: followers
keys: name
MATCH (p:Person)
RETURN p.name AS name, COUNT { (p)<-[:FOLLOWS]-(:Person) } AS followers
ORDER BY followers DESC

== 229 List all movies with a vote count between 100 and 500.
unanswerable: asks for a vote count between 100 and 500; our movies graph has no votes property

== 234 List all persons who have directed a movie and also follow someone.
note: no director follows anyone: the right answer is empty.
MATCH (p:Person)
WHERE EXISTS { (p)-[:DIRECTED]->(:Movie) } AND EXISTS { (p)-[:FOLLOWS]->(:Person) }
RETURN p.name AS name

== 235 List the top 3 actors with roles in movies released before 1980.
note: "top" ranks nothing the question names; fewer than 3 such actors, so all of them.
limit: 3
MATCH (p:Person)-[:ACTED_IN]->(m:Movie)
WHERE m.released < 1980
RETURN DISTINCT p.name AS name

== 238 Name 3 people who were born after 1980 and have directed a movie.
note: no director was born after 1980: the right answer is empty.
limit: 3
MATCH (p:Person)-[:DIRECTED]->(:Movie)
WHERE p.born > 1980
RETURN DISTINCT p.name AS name

== 244 Which person has the most relationships of any type in the database?
note: relationships counted in both directions.
limit: 1
order: n
keys: name
MATCH (p:Person)
RETURN p.name AS name, COUNT { (p)--() } AS n
ORDER BY n DESC

== 247 List all movies that Joel Silver has both produced and reviewed.
note: Joel Silver reviewed nothing: the right answer is empty.
MATCH (p:Person {name: 'Joel Silver'})-[:PRODUCED]->(m:Movie)<-[:REVIEWED]-(p)
RETURN DISTINCT m.title AS title

== 250 Which movies have been reviewed by more than two persons?
MATCH (p:Person)-[:REVIEWED]->(m:Movie)
WITH m, count(DISTINCT p) AS n
WHERE n > 2
RETURN m.title AS title

== 255 What are the top 3 movies with the highest number of votes?
unanswerable: ranks movies by votes; our movies graph has no votes property

== 258 List all movies with a tagline that includes 'Welcome'.
MATCH (m:Movie)
WHERE toLower(m.tagline) CONTAINS 'welcome'
RETURN m.title AS title

== 268 Who are the first 3 oldest directors and the movies they have directed?
note: the 3 directors with the earliest birth years (ties interchangeable); the movies are shown but only the directors are checked.
limit: 3
order: born
keys: name
MATCH (p:Person)-[:DIRECTED]->(m:Movie)
RETURN p.name AS name, p.born AS born, collect(m.title) AS movies
ORDER BY born

== 271 Who reviewed the movie with the highest votes and what was the summary?
unanswerable: picks the movie by votes; our movies graph has no votes property

== 273 What are the roles of Keanu Reeves in movies he reviewed with a rating above 90?
note: Keanu Reeves reviewed nothing: the right answer is empty.
MATCH (p:Person {name: 'Keanu Reeves'})-[r:REVIEWED]->(m:Movie)<-[a:ACTED_IN]-(p)
WHERE r.rating > 90
UNWIND a.roles AS role
RETURN m.title AS title, role

== 274 Who are the first 3 directors born after 1970 and the movies they directed?
note: no director was born after 1970: the right answer is empty.
limit: 3
keys: name
MATCH (p:Person)-[:DIRECTED]->(m:Movie)
WHERE p.born > 1970
RETURN p.name AS name, collect(m.title) AS movies

== 276 What are the top 5 reviewed movies by people born in the 1980s and their ratings?
note: no reviewer has a birth year: the right answer is empty.
limit: 5
order: rating
keys: title
MATCH (p:Person)-[r:REVIEWED]->(m:Movie)
WHERE p.born >= 1980 AND p.born <= 1989
RETURN m.title AS title, max(r.rating) AS rating
ORDER BY rating DESC

== 277 What is the average age of directors of the top 5 voted movies?
unanswerable: picks the movies by votes; our movies graph has no votes property

== 279 Which movies have a role listed as 'Hero' and who are the actors?
note: no role is exactly 'Hero' ('Hero Boy' is not): the right answer is empty.
MATCH (p:Person)-[r:ACTED_IN]->(m:Movie)
WHERE 'Hero' IN r.roles
RETURN m.title AS title, p.name AS actor

== 280 List the top 5 movies by the number of roles and their respective actors.
note: a movie's roles counted as the roles its ACTED_IN relationships list (sum of their sizes); the actors are shown but only the movies are checked.
limit: 5
order: roles
keys: title
MATCH (p:Person)-[r:ACTED_IN]->(m:Movie)
RETURN m.title AS title, sum(size(r.roles)) AS roles, collect(p.name) AS actors
ORDER BY roles DESC

== 283 Which movies released in the 2000s have been acted in by more than 3 people?
note: the 2000s read as 2000-2009.
keys: title
MATCH (p:Person)-[:ACTED_IN]->(m:Movie)
WHERE m.released >= 2000 AND m.released <= 2009
WITH m, count(DISTINCT p) AS actors
WHERE actors > 3
RETURN m.title AS title, actors

== 285 Name the first 3 people who produced a movie that they also acted in.
note: nobody acted in a movie they produced: the right answer is empty.
limit: 3
MATCH (p:Person)-[:PRODUCED]->(m:Movie)<-[:ACTED_IN]-(p)
RETURN DISTINCT p.name AS name

== 286 Which movies released between 1990 and 2000 have more than 5000 votes?
unanswerable: asks for movies with more than 5000 votes; our movies graph has no votes property

== 288 What are the top 5 most voted movies?
unanswerable: ranks movies by votes; our movies graph has no votes property

== 289 List the first 3 people who have written and directed the same movie released after 2000.
limit: 3
MATCH (p:Person)-[:WROTE]->(m:Movie)<-[:DIRECTED]-(p)
WHERE m.released > 2000
RETURN DISTINCT p.name AS name

== 292 Find all movies with a rating above 90.
note: the rating is a review's; movies with a review rated above 90.
MATCH (:Person)-[r:REVIEWED]->(m:Movie)
WHERE r.rating > 90
RETURN DISTINCT m.title AS title

== 295 List the first 3 movies reviewed by a person named 'Nancy Meyers' and their review summaries.
note: Nancy Meyers reviewed nothing: the right answer is empty.
limit: 3
keys: title
MATCH (:Person {name: 'Nancy Meyers'})-[r:REVIEWED]->(m:Movie)
RETURN m.title AS title, r.summary AS summary

== 300 What are the top 3 movies with the lowest votes released before 1980?
unanswerable: ranks movies by votes; our movies graph has no votes property

== 301 List the first 3 actors born before 1950 who reviewed a movie with a summary containing the word 'funny'.
note: no reviewer has a birth year or acted: the right answer is empty.
limit: 3
MATCH (p:Person)-[r:REVIEWED]->(:Movie)
WHERE p.born < 1950 AND toLower(r.summary) CONTAINS 'funny' AND EXISTS { (p)-[:ACTED_IN]->(:Movie) }
RETURN DISTINCT p.name AS name

== 303 List the first 3 movies that were both written and reviewed by the same person.
note: nobody reviewed a movie they wrote: the right answer is empty.
limit: 3
MATCH (p:Person)-[:WROTE]->(m:Movie)<-[:REVIEWED]-(p)
RETURN DISTINCT m.title AS title

== 304 Who are the top 5 actors by number of movies acted in, with each movie having at least 100 votes?
unanswerable: asks for movies with at least 100 votes; our movies graph has no votes property

== 307 Which person has the most followers?
limit: 1
order: followers
keys: name
MATCH (p:Person)
RETURN p.name AS name, COUNT { (p)<-[:FOLLOWS]-(:Person) } AS followers
ORDER BY followers DESC

== 313 List the names of 3 persons who follow more than 5 other persons.
note: nobody follows more than 5 people: the right answer is empty.
limit: 3
MATCH (p:Person)
WHERE COUNT { (p)-[:FOLLOWS]->(:Person) } > 5
RETURN p.name AS name

== 315 List 3 movies with the most roles listed in the ACTED_IN relationship.
note: a movie's roles counted as the roles its ACTED_IN relationships list (sum of their sizes), as for CSV line 71.
limit: 3
order: roles
keys: title
MATCH (:Person)-[r:ACTED_IN]->(m:Movie)
RETURN m.title AS title, sum(size(r.roles)) AS roles
ORDER BY roles DESC

== 318 List 3 persons who have acted in, directed, and produced at least one movie each.
note: nobody has all three kinds of credit: the right answer is empty.
limit: 3
MATCH (p:Person)
WHERE EXISTS { (p)-[:ACTED_IN]->(:Movie) } AND EXISTS { (p)-[:DIRECTED]->(:Movie) } AND EXISTS { (p)-[:PRODUCED]->(:Movie) }
RETURN p.name AS name

== 319 What are the common movies acted in by people who were born in the same decade?
note: read as the movies in which two different actors born in the same decade both acted.
MATCH (a:Person)-[:ACTED_IN]->(m:Movie)<-[:ACTED_IN]-(b:Person)
WHERE a <> b AND a.born / 10 = b.born / 10
RETURN DISTINCT m.title AS title

== 324 Which 3 directors have the highest average movie rating for movies they directed?
note: a movie's rating is its review rating; the average is over the reviews of the director's movies; directors tied with the third are interchangeable.
limit: 3
order: rating
keys: name
MATCH (d:Person)-[:DIRECTED]->(:Movie)<-[r:REVIEWED]-(:Person)
RETURN d.name AS name, avg(r.rating) AS rating
ORDER BY rating DESC

== 327 List all persons born in 1970 and what movies they have produced.
note: nobody born in 1970 produced a movie: the right answer is empty.
MATCH (p:Person)-[:PRODUCED]->(m:Movie)
WHERE p.born = 1970
RETURN p.name AS name, m.title AS title

== 331 Which actors were born after 1970 and acted in movies released before 2000?
keys: name
MATCH (p:Person)-[:ACTED_IN]->(m:Movie)
WHERE p.born > 1970 AND m.released < 2000
RETURN DISTINCT p.name AS name

== 334 Name 3 persons who have reviewed the most movies released before 2000.
note: reviewers ranked by the pre-2000 movies they reviewed; fewer than 3 such reviewers.
limit: 3
order: n
keys: name
MATCH (p:Person)-[:REVIEWED]->(m:Movie)
WHERE m.released < 2000
RETURN p.name AS name, count(DISTINCT m) AS n
ORDER BY n DESC

== 336 List the first 3 movies to have been reviewed with a summary containing 'slapstick'.
note: matched in any case: the summary "Slapstick redeemed only by ..." (The Birdcage) contains the word.
limit: 3
MATCH (:Person)-[r:REVIEWED]->(m:Movie)
WHERE toLower(r.summary) CONTAINS 'slapstick'
RETURN DISTINCT m.title AS title

== 337 What are the top 3 movies by the number of roles available in the ACTED_IN relationship?
note: a movie's roles counted as the roles its ACTED_IN relationships list (sum of their sizes), as for CSV line 71.
limit: 3
order: roles
keys: title
MATCH (:Person)-[r:ACTED_IN]->(m:Movie)
RETURN m.title AS title, sum(size(r.roles)) AS roles
ORDER BY roles DESC

== 339 List the movies that have been acted in by the oldest actor in the database.
note: the oldest actor is the one with the earliest birth year among people with an ACTED_IN relationship.
MATCH (p:Person)-[:ACTED_IN]->(:Movie)
WITH min(p.born) AS first
MATCH (a:Person)-[:ACTED_IN]->(m:Movie)
WHERE a.born = first
RETURN DISTINCT m.title AS title

== 342 List all movies where the producer has also acted.
note: read as a producer who acted in the same movie; there is none: the right answer is empty.
MATCH (p:Person)-[:PRODUCED]->(m:Movie)<-[:ACTED_IN]-(p)
RETURN DISTINCT m.title AS title

== 343 Who has directed the most movies with at least three different actors?
note: directors tied for the most are interchangeable.
limit: 1
order: n
keys: name
MATCH (d:Person)-[:DIRECTED]->(m:Movie)
WHERE COUNT { (:Person)-[:ACTED_IN]->(m) } >= 3
RETURN d.name AS name, count(DISTINCT m) AS n
ORDER BY n DESC

== 346 List all persons who have followed more than five other persons.
note: nobody follows more than 5 people: the right answer is empty.
MATCH (p:Person)
WHERE COUNT { (p)-[:FOLLOWS]->(:Person) } > 5
RETURN p.name AS name

== 348 List 3 movies that have been reviewed with a summary mentioning 'funny'.
limit: 3
MATCH (:Person)-[r:REVIEWED]->(m:Movie)
WHERE toLower(r.summary) CONTAINS 'funny'
RETURN DISTINCT m.title AS title

== 349 Which 3 persons have reviewed and produced the same movie?
note: nobody reviewed a movie they produced: the right answer is empty.
limit: 3
MATCH (p:Person)-[:REVIEWED]->(m:Movie)<-[:PRODUCED]-(p)
RETURN DISTINCT p.name AS name

== 352 What are the top 3 movies by the number of followers for its actors?
note: a movie's measure is the sum of its actors' followers (incoming FOLLOWS); movies tied with the third are interchangeable.
limit: 3
order: followers
keys: title
MATCH (p:Person)-[:ACTED_IN]->(m:Movie)
RETURN m.title AS title, sum(COUNT { (p)<-[:FOLLOWS]-(:Person) }) AS followers
ORDER BY followers DESC

== 357 Name 3 persons who acted in the most movies with a tagline containing 'journey'.
note: 'journey' matched in any case; people tied with the third are interchangeable.
limit: 3
order: n
keys: name
MATCH (p:Person)-[:ACTED_IN]->(m:Movie)
WHERE toLower(m.tagline) CONTAINS 'journey'
RETURN p.name AS name, count(DISTINCT m) AS n
ORDER BY n DESC

== 358 List the titles of 3 movies that have been both acted in and reviewed by the same person.
note: no reviewer acted in a movie they reviewed: the right answer is empty.
limit: 3
MATCH (p:Person)-[:ACTED_IN]->(m:Movie)<-[:REVIEWED]-(p)
RETURN DISTINCT m.title AS title

== 361 What are the 3 oldest persons in the database?
note: the earliest birth years among people that have one; people tied with the third are interchangeable.
limit: 3
order: born
keys: name
MATCH (p:Person)
WHERE p.born IS NOT NULL
RETURN p.name AS name, p.born AS born
ORDER BY born

== 364 List 3 movies with at least 2 reviews with a summary mentioning 'compelling'.
note: no movie has two such reviews: the right answer is empty.
limit: 3
MATCH (:Person)-[r:REVIEWED]->(m:Movie)
WHERE toLower(r.summary) CONTAINS 'compelling'
WITH m, count(r) AS n
WHERE n >= 2
RETURN m.title AS title

== 366 Which 3 persons have acted in, directed, and produced the same movie?
note: nobody did all three for one movie: the right answer is empty.
limit: 3
MATCH (p:Person)-[:ACTED_IN]->(m:Movie)<-[:DIRECTED]-(p)
WHERE EXISTS { (p)-[:PRODUCED]->(m) }
RETURN DISTINCT p.name AS name

== 367 What are the 3 newest movies in the database?
note: newest by release year; movies tied with the third are interchangeable.
limit: 3
order: released
keys: title
MATCH (m:Movie)
RETURN m.title AS title, m.released AS released
ORDER BY released DESC

== 369 Name 3 movies that were produced by persons born after 1970.
note: no producer was born after 1970: the right answer is empty.
limit: 3
MATCH (p:Person)-[:PRODUCED]->(m:Movie)
WHERE p.born > 1970
RETURN DISTINCT m.title AS title

== 370 What are the top 3 movies by number of votes that were produced by someone born before 1960?
unanswerable: ranks movies by votes; our movies graph has no votes property

== 372 Who are the first 3 persons to have directed and acted in the same movie?
limit: 3
MATCH (p:Person)-[:DIRECTED]->(m:Movie)<-[:ACTED_IN]-(p)
RETURN DISTINCT p.name AS name

== 375 What are the top 5 movies by vote count that have a tagline mentioning 'real'?
unanswerable: ranks movies by vote count; our movies graph has no votes property

== 376 Name 3 actors who have acted in movies with at least 1000 votes.
unanswerable: asks for movies with at least 1000 votes; our movies graph has no votes property

== 379 Which 3 persons have the most diverse roles across movies they acted in?
note: diversity read as the number of distinct role names a person played; people tied with the third are interchangeable.
limit: 3
order: n
keys: name
MATCH (p:Person)-[r:ACTED_IN]->(:Movie)
UNWIND r.roles AS role
RETURN p.name AS name, count(DISTINCT role) AS n
ORDER BY n DESC

== 381 What are the top 3 reviewed movies with summaries mentioning 'fun'?
note: 'fun' matched in any case ("Fun, but a little far fetched" counts); "top" ranks nothing more here: fewer than 3 such movies, so all of them.
limit: 3
MATCH (:Person)-[r:REVIEWED]->(m:Movie)
WHERE toLower(r.summary) CONTAINS 'fun'
RETURN DISTINCT m.title AS title

== 382 List the top 3 movies with roles played by persons born in the 1940s.
note: "top" has no measure (no votes): any 3 of the movies; the 1940s read as 1940-1949.
limit: 3
MATCH (p:Person)-[:ACTED_IN]->(m:Movie)
WHERE p.born >= 1940 AND p.born <= 1949
RETURN DISTINCT m.title AS title

== 385 Name 3 persons who have acted in movies released in consecutive years.
note: read as one person acting in two movies released one year apart.
limit: 3
MATCH (p:Person)-[:ACTED_IN]->(a:Movie), (p)-[:ACTED_IN]->(b:Movie)
WHERE b.released = a.released + 1
RETURN DISTINCT p.name AS name

== 387 Find 3 movies that were both directed and reviewed by the same person.
note: nobody reviewed a movie they directed: the right answer is empty.
limit: 3
MATCH (p:Person)-[:DIRECTED]->(m:Movie)<-[:REVIEWED]-(p)
RETURN DISTINCT m.title AS title

== 388 What are the 3 newest relationships formed in the graph (any type)?
unanswerable: relationships carry no creation time in our graph; internal ids are not an age

== 391 List all reviewers of 'Speed Racer' and the ratings they gave.
note: nobody reviewed Speed Racer: the right answer is empty.
MATCH (p:Person)-[r:REVIEWED]->(:Movie {title: 'Speed Racer'})
RETURN p.name AS name, r.rating AS rating

== 396 Who are the actors that have acted in both 'The Matrix' and 'Speed Racer'?
note: no actor is in both: the right answer is empty.
MATCH (:Movie {title: 'The Matrix'})<-[:ACTED_IN]-(p:Person)-[:ACTED_IN]->(:Movie {title: 'Speed Racer'})
RETURN DISTINCT p.name AS name

== 399 What are the titles of movies that have more than 1000 votes?
unanswerable: asks for movies with more than 1000 votes; our movies graph has no votes property

== 402 Who are the top 3 persons with the most roles in movies they have acted in?
note: a person's roles counted over all their ACTED_IN relationships (sum of the sizes).
limit: 3
order: roles
keys: name
MATCH (p:Person)-[r:ACTED_IN]->(:Movie)
RETURN p.name AS name, sum(size(r.roles)) AS roles
ORDER BY roles DESC

== 403 List all movies that have been reviewed with a summary including 'amazing journey'.
MATCH (:Person)-[r:REVIEWED]->(m:Movie)
WHERE toLower(r.summary) CONTAINS 'amazing journey'
RETURN DISTINCT m.title AS title

== 406 What are the top 3 shortest role lists in movies reviewed by persons born before 1960?
note: no reviewer has a birth year: the right answer is empty.
limit: 3
order: n
keys: title
MATCH (p:Person)-[:REVIEWED]->(m:Movie)<-[r:ACTED_IN]-(:Person)
WHERE p.born < 1960
RETURN m.title AS title, r.roles AS roles, size(r.roles) AS n
ORDER BY n

== 408 What are the roles of Keanu Reeves in movies with a released year divisible by 5?
MATCH (:Person {name: 'Keanu Reeves'})-[r:ACTED_IN]->(m:Movie)
WHERE m.released % 5 = 0
UNWIND r.roles AS role
RETURN m.title AS title, role

== 409 List movies where the reviewer gave a rating less than 50.
MATCH (:Person)-[r:REVIEWED]->(m:Movie)
WHERE r.rating < 50
RETURN DISTINCT m.title AS title

== 411 What are the summaries of reviews for 'Speed Racer'?
note: nobody reviewed Speed Racer: the right answer is empty.
MATCH (:Person)-[r:REVIEWED]->(:Movie {title: 'Speed Racer'})
RETURN r.summary AS summary

== 415 List the movies that have been followed by someone born in 1990.
unanswerable: movies cannot be followed (FOLLOWS links two people), so the question names no relation our graph holds

== 417 List the movies that were both acted in and produced by the same person.
note: nobody acted in a movie they produced: the right answer is empty.
MATCH (p:Person)-[:ACTED_IN]->(m:Movie)<-[:PRODUCED]-(p)
RETURN DISTINCT m.title AS title

== 418 What are the top 5 reviewed movies by summary 'An amazing journey'?
note: movies with a review of that summary; fewer than 5, so all of them.
limit: 5
MATCH (:Person)-[r:REVIEWED]->(m:Movie)
WHERE r.summary = 'An amazing journey'
RETURN DISTINCT m.title AS title

== 421 List the movies where the tagline contains the word 'limits'.
MATCH (m:Movie)
WHERE toLower(m.tagline) CONTAINS 'limits'
RETURN m.title AS title

== 426 Who are the top 3 followers by number of people they follow?
note: people ranked by the FOLLOWS they send; people tied with the third are interchangeable.
limit: 3
order: n
keys: name
MATCH (p:Person)-[:FOLLOWS]->(q:Person)
RETURN p.name AS name, count(DISTINCT q) AS n
ORDER BY n DESC

== 430 List all persons who have directed a movie with a released year divisible by 20.
MATCH (p:Person)-[:DIRECTED]->(m:Movie)
WHERE m.released % 20 = 0
RETURN DISTINCT p.name AS name

== 432 Who has produced, directed, and acted in the most movies?
note: read as someone with all three kinds of credit; nobody has them: the right answer is empty.
limit: 1
order: n
keys: name
MATCH (p:Person)
WHERE EXISTS { (p)-[:PRODUCED]->(:Movie) } AND EXISTS { (p)-[:DIRECTED]->(:Movie) } AND EXISTS { (p)-[:ACTED_IN]->(:Movie) }
RETURN p.name AS name, COUNT { (p)-[:PRODUCED|DIRECTED|ACTED_IN]->(:Movie) } AS n
ORDER BY n DESC

== 433 List the first 3 movies released in the 21st century that Laurence Fishburne produced.
note: Laurence Fishburne produced no movie: the right answer is empty.
limit: 3
MATCH (:Person {name: 'Laurence Fishburne'})-[:PRODUCED]->(m:Movie)
WHERE m.released >= 2001
RETURN m.title AS title

== 435 Which persons have the name 'Joel' and have produced a movie with more than 100 votes?
unanswerable: asks for movies with more than 100 votes; our movies graph has no votes property

== 436 List the top 5 movies by release year in the 1980s.
note: the 1980s read as 1980-1989; fewer than 5 such movies, so all of them.
limit: 5
order: released
keys: title
MATCH (m:Movie)
WHERE m.released >= 1980 AND m.released <= 1989
RETURN m.title AS title, m.released AS released
ORDER BY released DESC

== 438 Which movies have been acted in by persons born after 1970?
MATCH (p:Person)-[:ACTED_IN]->(m:Movie)
WHERE p.born > 1970
RETURN DISTINCT m.title AS title

== 439 List the first 3 people born before 1950 who acted in movies.
note: "first" has no order here: any 3 of them.
limit: 3
MATCH (p:Person)-[:ACTED_IN]->(:Movie)
WHERE p.born < 1950
RETURN DISTINCT p.name AS name

== 441 List all movies with a tagline that includes the word 'Real'.
note: the word matched in any case, as for CSV line 294: Stand By Me's "the last real taste of innocence" counts with The Matrix's "Real World".
MATCH (m:Movie)
WHERE toLower(m.tagline) CONTAINS 'real'
RETURN m.title AS title

== 442 List all movies with a release year divisible by 5.
MATCH (m:Movie)
WHERE m.released % 5 = 0
RETURN m.title AS title

== 445 Who are the producers of movies with a tagline containing 'limits'?
keys: name
MATCH (p:Person)-[:PRODUCED]->(m:Movie)
WHERE toLower(m.tagline) CONTAINS 'limits'
RETURN DISTINCT p.name AS name

== 447 What are the first 3 movies released after 2000 that Laurence Fishburne acted in?
note: fewer than 3 such movies, so all of them.
limit: 3
MATCH (:Person {name: 'Laurence Fishburne'})-[:ACTED_IN]->(m:Movie)
WHERE m.released > 2000
RETURN m.title AS title

== 448 Who are the top 3 followers of Keanu Reeves?
note: nobody follows Keanu Reeves: the right answer is empty.
limit: 3
MATCH (p:Person)-[:FOLLOWS]->(:Person {name: 'Keanu Reeves'})
RETURN DISTINCT p.name AS name

== 450 Who are the top 5 followers of Lana Wachowski?
note: nobody follows Lana Wachowski: the right answer is empty.
limit: 5
MATCH (p:Person)-[:FOLLOWS]->(:Person {name: 'Lana Wachowski'})
RETURN DISTINCT p.name AS name

== 453 Who are the followers of persons who have directed more than 3 movies?
note: no such director has a follower: the right answer is empty.
MATCH (d:Person)-[:DIRECTED]->(m:Movie)
WITH d, count(DISTINCT m) AS n
WHERE n > 3
MATCH (f:Person)-[:FOLLOWS]->(d)
RETURN DISTINCT f.name AS name

== 459 List the roles of Keanu Reeves in 'The Matrix'.
MATCH (:Person {name: 'Keanu Reeves'})-[r:ACTED_IN]->(:Movie {title: 'The Matrix'})
UNWIND r.roles AS role
RETURN role

== 462 Which persons born after 1980 have acted in, directed, or produced any movies?
MATCH (p:Person)-[:ACTED_IN|DIRECTED|PRODUCED]->(:Movie)
WHERE p.born > 1980
RETURN DISTINCT p.name AS name

== 463 What is the summary of the lowest-rated review of 'Speed Racer'?
note: nobody reviewed Speed Racer: the right answer is empty.
limit: 1
order: rating
keys: summary
MATCH (:Person)-[r:REVIEWED]->(:Movie {title: 'Speed Racer'})
RETURN r.summary AS summary, r.rating AS rating
ORDER BY rating

== 465 List all movies with exactly 5 roles in the 'ACTED_IN' relationship.
note: no ACTED_IN relationship lists exactly 5 roles: the right answer is empty.
MATCH (:Person)-[r:ACTED_IN]->(m:Movie)
WHERE size(r.roles) = 5
RETURN DISTINCT m.title AS title

