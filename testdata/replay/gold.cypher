# Development gold for the text2cypher-movies questions (issue 10), written by hand.
# Read by `gql convert --gold` (bench.ParseGoldSource); testdata/replay/README.md says how.
# Sample: every third question of questions.csv (CSV lines 2, 5, 8, ... 464), 155 questions.

== 2 Name the first 3 people born before 1970 who produced a movie released after 2000.
limit: 3
MATCH (p:Person)-[:PRODUCED]->(m:Movie)
WHERE p.born < 1970 AND m.released > 2000
RETURN DISTINCT p.name AS name

== 5 Name the first 3 people who have reviewed a movie with a summary stating 'Silly, but fun'.
limit: 3
MATCH (p:Person)-[r:REVIEWED]->(:Movie)
WHERE r.summary = 'Silly, but fun'
RETURN DISTINCT p.name AS name

== 8 Which top 5 movies received the highest ratings in reviews written by someone born in 1965?
note: nobody born in 1965 reviewed a movie (reviewers have no born property): the right answer is empty.
limit: 5
order: rating
keys: title
MATCH (p:Person)-[r:REVIEWED]->(m:Movie)
WHERE p.born = 1965
RETURN m.title AS title, max(r.rating) AS rating
ORDER BY rating DESC

== 11 List the movies with exactly two roles in their ACTED_IN relationships.
note: no ACTED_IN relationship lists two roles: the right answer is empty.
MATCH (:Person)-[r:ACTED_IN]->(m:Movie)
WHERE size(r.roles) = 2
RETURN DISTINCT m.title AS title

== 14 Find all the people who follow Keanu Reeves.
note: nobody follows Keanu Reeves: the right answer is empty.
MATCH (p:Person)-[:FOLLOWS]->(:Person {name: 'Keanu Reeves'})
RETURN p.name AS name

== 17 Find all actors born in the 1960s.
MATCH (p:Person)-[:ACTED_IN]->(:Movie)
WHERE p.born >= 1960 AND p.born <= 1969
RETURN DISTINCT p.name AS name

== 20 Which movies have taglines longer than 30 characters?
keys: title
MATCH (m:Movie)
WHERE size(m.tagline) > 30
RETURN m.title AS title, m.tagline AS tagline

== 23 Who has the highest number of follows among persons?
note: "follows" read as follows received (followers); the person most followed.
limit: 1
order: followers
keys: name
MATCH (p:Person)
RETURN p.name AS name, COUNT { (p)<-[:FOLLOWS]-(:Person) } AS followers
ORDER BY followers DESC

== 26 Who are the top 3 people who have acted in at least two movies with more than 100 votes each?
unanswerable: asks for movies with more than 100 votes; our movies graph has no votes property

== 29 Which top 5 movies released between 1980 and 1990 have been reviewed with a summary mentioning 'compelling'?
note: "top" has no measure in our graph (no votes), so any 5; no movie of 1980-1990 has a review mentioning 'compelling': empty.
limit: 5
MATCH (m:Movie)<-[r:REVIEWED]-(:Person)
WHERE m.released >= 1980 AND m.released <= 1990 AND r.summary CONTAINS 'compelling'
RETURN DISTINCT m.title AS title

== 32 Who acted in 'The Matrix'?
MATCH (p:Person)-[:ACTED_IN]->(:Movie {title: 'The Matrix'})
RETURN p.name AS name

== 35 Who was born in 1965 and has directed a movie?
keys: name
MATCH (p:Person)-[:DIRECTED]->(:Movie)
WHERE p.born = 1965
RETURN DISTINCT p.name AS name

== 38 Who has produced and written the same movie?
keys: name
MATCH (p:Person)-[:PRODUCED]->(m:Movie)<-[:WROTE]-(p)
RETURN DISTINCT p.name AS name

== 41 Who are the people who have not acted in any movie?
MATCH (p:Person)
WHERE NOT EXISTS { (p)-[:ACTED_IN]->(:Movie) }
RETURN p.name AS name

== 44 List all movies with taglines that start with 'The'.
keys: title
MATCH (m:Movie)
WHERE m.tagline STARTS WITH 'The'
RETURN m.title AS title

== 47 Who has written the most movies released after 2000?
limit: 1
order: n
keys: name
MATCH (p:Person)-[:WROTE]->(m:Movie)
WHERE m.released > 2000
RETURN p.name AS name, count(m) AS n
ORDER BY n DESC

== 50 Who has directed and reviewed the same movie?
note: nobody directed and reviewed the same movie: empty.
MATCH (p:Person)-[:DIRECTED]->(m:Movie)<-[:REVIEWED]-(p)
RETURN p.name AS name, m.title AS title

== 53 What are the summaries of reviews for movies released before 1985?
note: no movie released before 1985 has a review: empty.
MATCH (m:Movie)<-[r:REVIEWED]-(:Person)
WHERE m.released < 1985
RETURN r.summary AS summary

== 56 Who are the top 5 youngest producers?
limit: 5
order: born
keys: name
MATCH (p:Person)-[:PRODUCED]->(:Movie)
WHERE p.born IS NOT NULL
RETURN DISTINCT p.name AS name, p.born AS born
ORDER BY born DESC

== 59 List all movie titles with exactly one word in the title.
MATCH (m:Movie)
WHERE NOT m.title CONTAINS ' '
RETURN m.title AS title

== 62 What are the top 5 most frequently appearing review summaries?
note: every summary appears once, so any 5 summaries are the top 5.
limit: 5
order: n
keys: summary
MATCH (:Person)-[r:REVIEWED]->(:Movie)
RETURN r.summary AS summary, count(*) AS n
ORDER BY n DESC

== 65 List the first 3 people who acted in a movie released in 2012.
limit: 3
MATCH (p:Person)-[:ACTED_IN]->(m:Movie)
WHERE m.released = 2012
RETURN DISTINCT p.name AS name

== 68 List the first 3 people who have directed and written the same movie.
limit: 3
MATCH (p:Person)-[:DIRECTED]->(m:Movie)<-[:WROTE]-(p)
RETURN DISTINCT p.name AS name

== 71 Show the top 5 movies with the most roles in their cast.
note: roles in the cast counted as the roles the ACTED_IN relationships list (sum of their sizes).
limit: 5
order: roles
keys: title
MATCH (:Person)-[r:ACTED_IN]->(m:Movie)
RETURN m.title AS title, sum(size(r.roles)) AS roles
ORDER BY roles DESC

== 74 Find all movies where a person named 'Nancy Meyers' acted.
note: Nancy Meyers acted in no movie: empty.
MATCH (:Person {name: 'Nancy Meyers'})-[:ACTED_IN]->(m:Movie)
RETURN m.title AS title

== 77 List the first 3 movies that have been both produced and reviewed by people born before 1960.
note: reviewers have no birth year in the graph: empty.
limit: 3
MATCH (p:Person)-[:PRODUCED]->(m:Movie)<-[:REVIEWED]-(q:Person)
WHERE p.born < 1960 AND q.born < 1960
RETURN DISTINCT m.title AS title

== 80 Which movies were released in 2003?
MATCH (m:Movie)
WHERE m.released = 2003
RETURN m.title AS title

== 83 What are the roles of Keanu Reeves in the movies he acted in?
note: one row per movie and role (Keanu Reeves plays Neo in three movies).
MATCH (:Person {name: 'Keanu Reeves'})-[r:ACTED_IN]->(m:Movie)
UNWIND r.roles AS role
RETURN m.title AS title, role

== 86 Which people have directed more than one movie?
keys: name
MATCH (p:Person)-[:DIRECTED]->(m:Movie)
WITH p, count(m) AS n
WHERE n > 1
RETURN p.name AS name, n

== 89 List all people who have produced a movie and acted in another.
note: nobody in the graph both produced and acted: empty.
MATCH (p:Person)-[:PRODUCED]->(:Movie)
WHERE EXISTS { (p)-[:ACTED_IN]->(:Movie) }
RETURN DISTINCT p.name AS name

== 92 Which movies have been reviewed with a rating less than 50?
keys: title
MATCH (:Person)-[r:REVIEWED]->(m:Movie)
WHERE r.rating < 50
RETURN DISTINCT m.title AS title

== 95 Show the top 5 movies that have been acted in by the oldest person in the database.
note: "top" has no measure: any 5 movies of the oldest person (by birth year) who acted.
limit: 5
MATCH (o:Person)
WITH min(o.born) AS oldest
MATCH (p:Person)-[:ACTED_IN]->(m:Movie)
WHERE p.born = oldest
RETURN DISTINCT m.title AS title

== 98 Show the top 5 movies reviewed by a person named 'Joel Silver'.
note: Joel Silver reviewed nothing: empty.
limit: 5
MATCH (:Person {name: 'Joel Silver'})-[:REVIEWED]->(m:Movie)
RETURN DISTINCT m.title AS title

== 101 List the first 3 movies reviewed by a person born in 1960.
note: reviewers have no birth year: empty.
limit: 3
MATCH (p:Person)-[:REVIEWED]->(m:Movie)
WHERE p.born = 1960
RETURN DISTINCT m.title AS title

== 104 Who are the top 3 people born after 1970 who directed a movie?
note: no director was born after 1970: empty.
limit: 3
MATCH (p:Person)-[:DIRECTED]->(:Movie)
WHERE p.born > 1970
RETURN DISTINCT p.name AS name

== 107 Which top 5 people have directed movies with more than 200 votes?
unanswerable: asks for movies with more than 200 votes; our movies graph has no votes property

== 110 Which person reviewed the movie with the lowest rating?
keys: name
limit: 1
order: rating
MATCH (p:Person)-[r:REVIEWED]->(m:Movie)
RETURN p.name AS name, r.rating AS rating
ORDER BY rating ASC

== 113 Show the top 5 people by the number of movies they have directed.
limit: 5
order: n
keys: name
MATCH (p:Person)-[:DIRECTED]->(m:Movie)
RETURN p.name AS name, count(m) AS n
ORDER BY n DESC

== 116 List all movies that were released in the year 2001.
note: no movie was released in 2001: empty.
MATCH (m:Movie)
WHERE m.released = 2001
RETURN m.title AS title

== 119 List the first 3 people who have directed a movie and also followed someone.
note: no director follows anyone: empty.
limit: 3
MATCH (p:Person)-[:DIRECTED]->(:Movie)
WHERE EXISTS { (p)-[:FOLLOWS]->(:Person) }
RETURN DISTINCT p.name AS name

== 122 What are the first 3 movies directed by persons with the most followers?
note: no director has a follower, so every director ties at 0 and any 3 directed movies answer.
limit: 3
keys: title
MATCH (d:Person)-[:DIRECTED]->(m:Movie)
WITH m, max(COUNT { (d)<-[:FOLLOWS]-(:Person) }) AS followers
RETURN m.title AS title, followers
ORDER BY followers DESC

== 125 Which 3 movies reviewed with a summary 'Dark, but compelling' were produced by someone born before 1960?
note: the movie reviewed 'Dark, but compelling' (Unforgiven) has no producer: empty.
limit: 3
MATCH (p:Person)-[:PRODUCED]->(m:Movie)<-[r:REVIEWED]-(:Person)
WHERE r.summary = 'Dark, but compelling' AND p.born < 1960
RETURN DISTINCT m.title AS title

== 128 Who are the first 3 actors born after 1980 who acted in a movie produced by someone born before 1950?
note: no actor born after 1980 acted in a movie produced by someone born before 1950: empty.
limit: 3
MATCH (a:Person)-[:ACTED_IN]->(m:Movie)<-[:PRODUCED]-(p:Person)
WHERE a.born > 1980 AND p.born < 1950
RETURN DISTINCT a.name AS name

== 131 Who are the first 3 people born after 1975 who wrote a movie released after 2005?
limit: 3
MATCH (p:Person)-[:WROTE]->(m:Movie)
WHERE p.born > 1975 AND m.released > 2005
RETURN DISTINCT p.name AS name

== 134 Name the first 5 people who directed a movie with votes less than 50.
unanswerable: asks for movies with fewer than 50 votes; our movies graph has no votes property

== 137 What are the first 3 movies directed by someone who also reviewed them?
note: nobody directed a movie they reviewed: empty.
limit: 3
MATCH (p:Person)-[:DIRECTED]->(m:Movie)<-[:REVIEWED]-(p)
RETURN DISTINCT m.title AS title

== 140 Name the top 5 people who followed and were followed by 'Laurence Fishburne'.
note: nobody follows Laurence Fishburne: empty.
limit: 5
MATCH (p:Person)-[:FOLLOWS]->(l:Person {name: 'Laurence Fishburne'})-[:FOLLOWS]->(p)
RETURN DISTINCT p.name AS name

== 143 What are the top 5 movies with a tagline containing 'football' that were produced by someone born after 1960?
note: "top" has no measure (no votes); no tagline mentions 'football': empty.
limit: 5
MATCH (p:Person)-[:PRODUCED]->(m:Movie)
WHERE p.born > 1960 AND m.tagline CONTAINS 'football'
RETURN DISTINCT m.title AS title

== 146 Which people follow Keanu Reeves and have also acted in a movie with him?
note: nobody follows Keanu Reeves: empty.
MATCH (f:Person)-[:FOLLOWS]->(k:Person {name: 'Keanu Reeves'})
WHERE EXISTS { (f)-[:ACTED_IN]->(:Movie)<-[:ACTED_IN]-(k) }
RETURN f.name AS name

== 149 List the roles of actors in the top 5 movies with the most votes.
unanswerable: asks for the movies with the most votes; our movies graph has no votes property

== 152 List the top 5 oldest actors and the movies they have acted in.
note: the 5 actors with the earliest birth year (ties at the edge interchangeable); the movies are shown but only the actors are checked.
limit: 5
order: born
keys: name
MATCH (p:Person)-[:ACTED_IN]->(m:Movie)
WHERE p.born IS NOT NULL
RETURN p.name AS name, p.born AS born, collect(m.title) AS movies
ORDER BY born ASC

== 155 List the top 5 people who have produced the most number of movies with their birth years.
limit: 5
order: n
keys: name, born
MATCH (p:Person)-[:PRODUCED]->(m:Movie)
RETURN p.name AS name, p.born AS born, count(m) AS n
ORDER BY n DESC

== 158 What are the first 3 movies produced by Joel Silver and their respective release years?
note: "first 3" asks for no order: any 3 of his movies, each with its year.
limit: 3
MATCH (:Person {name: 'Joel Silver'})-[:PRODUCED]->(m:Movie)
RETURN m.title AS title, m.released AS released

== 161 What are the roles played by Laurence Fishburne in movies released before 2010?
MATCH (:Person {name: 'Laurence Fishburne'})-[r:ACTED_IN]->(m:Movie)
WHERE m.released < 2010
UNWIND r.roles AS role
RETURN m.title AS title, role

== 164 Which movies have been both written and directed by the same person and what are their titles?
MATCH (p:Person)-[:WROTE]->(m:Movie)<-[:DIRECTED]-(p)
RETURN DISTINCT m.title AS title

== 167 Which person has acted in the most movies and what are those movies titles?
MATCH (p:Person)-[:ACTED_IN]->(m:Movie)
WITH p, count(m) AS n ORDER BY n DESC LIMIT 1
MATCH (p)-[:ACTED_IN]->(m:Movie)
RETURN p.name AS name, collect(m.title) AS movies

== 170 Who reviewed the movie with the highest rating?
limit: 1
order: rating
keys: name
MATCH (p:Person)-[r:REVIEWED]->(m:Movie)
RETURN p.name AS name, r.rating AS rating
ORDER BY rating DESC

== 173 List the movies produced by a person born in the 1950s.
MATCH (p:Person)-[:PRODUCED]->(m:Movie)
WHERE p.born >= 1950 AND p.born <= 1959
RETURN DISTINCT m.title AS title

== 176 List the people who have directed and reviewed the same movie.
note: nobody directed and reviewed the same movie: empty.
MATCH (p:Person)-[:DIRECTED]->(m:Movie)<-[:REVIEWED]-(p)
RETURN DISTINCT p.name AS name

== 179 Who has the highest average review rating?
limit: 1
order: avg
keys: name
MATCH (p:Person)-[r:REVIEWED]->(:Movie)
RETURN p.name AS name, avg(r.rating) AS avg
ORDER BY avg DESC

== 182 Name the movies that have been both reviewed and produced by the same person.
note: nobody reviewed a movie they produced: empty.
MATCH (p:Person)-[:PRODUCED]->(m:Movie)<-[:REVIEWED]-(p)
RETURN DISTINCT m.title AS title

== 185 Name the people who have followed more than 5 persons.
note: nobody follows more than one person: empty.
MATCH (p:Person)
WHERE COUNT { (p)-[:FOLLOWS]->(:Person) } > 5
RETURN p.name AS name

== 188 Who are the first 3 actors by the number of different movies acted in?
limit: 3
order: n
keys: name
MATCH (p:Person)-[:ACTED_IN]->(m:Movie)
RETURN p.name AS name, count(DISTINCT m) AS n
ORDER BY n DESC

== 191 Who are the top 3 producers by number of movies produced?
limit: 3
order: n
keys: name
MATCH (p:Person)-[:PRODUCED]->(m:Movie)
RETURN p.name AS name, count(m) AS n
ORDER BY n DESC

== 194 Retrieve the top five movies released before 1985 that were reviewed with a rating above 85.
note: no movie released before 1985 has a review: empty.
limit: 5
MATCH (m:Movie)<-[r:REVIEWED]-(:Person)
WHERE m.released < 1985 AND r.rating > 85
RETURN DISTINCT m.title AS title

== 197 List the names of the first 3 people born after 1970 who acted in a movie released before 1980.
note: nobody born after 1970 acted in a movie released before 1980: empty.
limit: 3
MATCH (p:Person)-[:ACTED_IN]->(m:Movie)
WHERE p.born > 1970 AND m.released < 1980
RETURN DISTINCT p.name AS name

== 200 List the top 5 movies with the highest votes that were released in the 1990s.
unanswerable: asks for the movies with the highest votes; our movies graph has no votes property

== 203 Which 3 people reviewed the movie titled 'The Matrix Revolutions'?
note: nobody reviewed The Matrix Revolutions: empty.
limit: 3
MATCH (p:Person)-[:REVIEWED]->(:Movie {title: 'The Matrix Revolutions'})
RETURN p.name AS name

== 206 List the first three people who follow more than three other people.
note: nobody follows more than one person: empty.
limit: 3
MATCH (p:Person)
WHERE COUNT { (p)-[:FOLLOWS]->(:Person) } > 3
RETURN p.name AS name

== 209 Find the first three people who produced a movie and have a name starting with 'J'.
limit: 3
MATCH (p:Person)-[:PRODUCED]->(:Movie)
WHERE p.name STARTS WITH 'J'
RETURN DISTINCT p.name AS name

== 212 Who are the first three people who have directed and reviewed the same movie?
note: nobody directed and reviewed the same movie: empty.
limit: 3
MATCH (p:Person)-[:DIRECTED]->(m:Movie)<-[:REVIEWED]-(p)
RETURN DISTINCT p.name AS name

== 215 Which person has the most followers and who are they?
MATCH (p:Person)
WITH p, COUNT { (p)<-[:FOLLOWS]-(:Person) } AS n
ORDER BY n DESC LIMIT 1
MATCH (f:Person)-[:FOLLOWS]->(p)
RETURN p.name AS name, collect(f.name) AS followers

== 218 Find the top 5 movies with the lowest ratings in REVIEWS.
note: a movie's rating read as its lowest review rating; the five lowest movies are the same by average.
limit: 5
order: rating
keys: title
MATCH (:Person)-[r:REVIEWED]->(m:Movie)
RETURN m.title AS title, min(r.rating) AS rating
ORDER BY rating ASC

== 221 Who has directed the most movies released after 2000?
limit: 1
order: n
keys: name
MATCH (p:Person)-[:DIRECTED]->(m:Movie)
WHERE m.released > 2000
RETURN p.name AS name, count(m) AS n
ORDER BY n DESC

== 224 List the top 5 movies with the most diverse cast in terms of birth years.
note: diversity = number of distinct birth years in the cast.
limit: 5
order: n
keys: title
MATCH (p:Person)-[:ACTED_IN]->(m:Movie)
RETURN m.title AS title, count(DISTINCT p.born) AS n
ORDER BY n DESC

== 227 Find all movies with a summary 'Dark, but compelling'.
MATCH (m:Movie)<-[r:REVIEWED]-(:Person)
WHERE r.summary = 'Dark, but compelling'
RETURN DISTINCT m.title AS title

== 230 Who has reviewed movies directed by Lana Wachowski?
MATCH (p:Person)-[:REVIEWED]->(:Movie)<-[:DIRECTED]-(:Person {name: 'Lana Wachowski'})
RETURN DISTINCT p.name AS name

== 233 Which people have both acted in and reviewed the same movie?
note: no reviewer acted: empty.
MATCH (p:Person)-[:ACTED_IN]->(m:Movie)<-[:REVIEWED]-(p)
RETURN DISTINCT p.name AS name

== 236 Which movies have been produced and directed by the same person?
keys: title
MATCH (p:Person)-[:PRODUCED]->(m:Movie)<-[:DIRECTED]-(p)
RETURN DISTINCT m.title AS title

== 239 What are the top 3 least voted for movies in the database?
unanswerable: asks for the least voted movies; our movies graph has no votes property

== 242 Name 3 persons who have reviewed a movie and also acted in a different movie.
note: no reviewer acted: empty.
limit: 3
MATCH (p:Person)-[:REVIEWED]->(m1:Movie)
WHERE EXISTS { (p)-[:ACTED_IN]->(m2:Movie) WHERE m2 <> m1 }
RETURN DISTINCT p.name AS name

== 245 Which movies have been both acted in and directed by the same person?
keys: title
MATCH (p:Person)-[:ACTED_IN]->(m:Movie)<-[:DIRECTED]-(p)
RETURN DISTINCT m.title AS title

== 248 Who are the directors of movies with more than 1000 votes?
unanswerable: asks for movies with more than 1000 votes; our movies graph has no votes property

== 251 What are the top 5 movies released between 2000 and 2010?
note: "top" has no measure in our graph (no votes): any 5 movies released 2000-2010.
limit: 5
MATCH (m:Movie)
WHERE m.released >= 2000 AND m.released <= 2010
RETURN m.title AS title

== 254 Who are the top 5 directors of movies released after 1995?
note: top directors by the number of such movies they directed.
limit: 5
order: n
keys: name
MATCH (p:Person)-[:DIRECTED]->(m:Movie)
WHERE m.released > 1995
RETURN p.name AS name, count(m) AS n
ORDER BY n DESC

== 257 Which movies have more than 5000 votes?
unanswerable: asks for movies with more than 5000 votes; our movies graph has no votes property

== 260 What are the names of the top 3 oldest actors and the movies they have produced?
note: read as written: actors (people who acted) and the movies they produced; nobody in the graph both acted and produced, so empty.
limit: 3
MATCH (p:Person)-[:PRODUCED]->(m:Movie)
WHERE EXISTS { (p)-[:ACTED_IN]->(:Movie) }
RETURN p.name AS name, collect(m.title) AS movies

== 263 List the first 3 movies with at least one role listed as 'Villain' and their actors.
note: no role is 'Villain': empty.
limit: 3
MATCH (:Person)-[r:ACTED_IN]->(m:Movie)
WHERE 'Villain' IN r.roles
RETURN DISTINCT m.title AS title

== 266 Which movies have a person who both produced and reviewed them and what are their titles?
note: nobody reviewed a movie they produced: empty.
MATCH (p:Person)-[:PRODUCED]->(m:Movie)<-[:REVIEWED]-(p)
RETURN DISTINCT m.title AS title

== 269 Who are the first 3 youngest actors to have directed a movie?
limit: 3
order: born
keys: name
MATCH (p:Person)-[:ACTED_IN]->(:Movie)
WHERE EXISTS { (p)-[:DIRECTED]->(:Movie) } AND p.born IS NOT NULL
RETURN DISTINCT p.name AS name, p.born AS born
ORDER BY born DESC

== 272 List the first 3 movies that have been produced and directed by the same person.
limit: 3
MATCH (p:Person)-[:PRODUCED]->(m:Movie)<-[:DIRECTED]-(p)
RETURN DISTINCT m.title AS title

== 275 List the movies that have been reviewed and also have a tagline including the word 'journey'.
note: no reviewed movie has 'journey' in its tagline: empty.
MATCH (m:Movie)
WHERE m.tagline CONTAINS 'journey' AND EXISTS { (m)<-[:REVIEWED]-(:Person) }
RETURN m.title AS title

== 278 List the top 3 actors who have acted in movies with a tagline including the word 'limits'.
note: every such actor acted in one such movie: any 3.
limit: 3
order: n
keys: name
MATCH (p:Person)-[:ACTED_IN]->(m:Movie)
WHERE m.tagline CONTAINS 'limits'
RETURN p.name AS name, count(m) AS n
ORDER BY n DESC

== 281 List the first 3 movies with roles that include 'Captain' and their actors.
note: the movies are checked; which actors ("their actors") is ambiguous (those with the role, or the cast).
limit: 3
MATCH (:Person)-[r:ACTED_IN]->(m:Movie)
WHERE any(role IN r.roles WHERE role CONTAINS 'Captain')
RETURN DISTINCT m.title AS title

== 284 Who are the top 3 actors with roles in the most diverse genres (based on taglines)?
note: diversity read as the number of distinct taglines of their movies.
limit: 3
order: n
keys: name
MATCH (p:Person)-[:ACTED_IN]->(m:Movie)
RETURN p.name AS name, count(DISTINCT m.tagline) AS n
ORDER BY n DESC

== 287 Find the top 3 actors by number of movies acted in from 1990 to 2000.
limit: 3
order: n
keys: name
MATCH (p:Person)-[:ACTED_IN]->(m:Movie)
WHERE m.released >= 1990 AND m.released <= 2000
RETURN p.name AS name, count(m) AS n
ORDER BY n DESC

== 290 Which movies were released in 1999?
keys: title
MATCH (m:Movie)
WHERE m.released = 1999
RETURN m.title AS title

== 293 What are the top 5 movies with a tagline containing the word 'Houston'?
note: "top" has no measure (no votes); one movie matches.
limit: 5
MATCH (m:Movie)
WHERE m.tagline CONTAINS 'Houston'
RETURN m.title AS title

== 296 What are the first 3 movies with a tagline including the word 'fun' and their release years?
note: no tagline contains 'fun': empty.
limit: 3
MATCH (m:Movie)
WHERE m.tagline CONTAINS 'fun'
RETURN m.title AS title, m.released AS released

== 299 Which people have acted in and also reviewed the same movie? List the first 3.
note: no reviewer acted: empty.
limit: 3
MATCH (p:Person)-[:ACTED_IN]->(m:Movie)<-[:REVIEWED]-(p)
RETURN DISTINCT p.name AS name

== 302 Name the first 3 people who follow more than 5 other people.
note: nobody follows more than one person: empty.
limit: 3
MATCH (p:Person)
WHERE COUNT { (p)-[:FOLLOWS]->(:Person) } > 5
RETURN p.name AS name

== 305 Name the first 3 actors who have acted in more than one movie with a tagline containing the word 'freedom'.
note: no actor is in two movies whose tagline contains 'freedom': empty.
limit: 3
MATCH (p:Person)-[:ACTED_IN]->(m:Movie)
WHERE m.tagline CONTAINS 'freedom'
WITH p, count(m) AS n
WHERE n > 1
RETURN p.name AS name

== 308 What are the titles of the top 5 movies with the highest number of votes?
unanswerable: asks for the movies with the most votes; our movies graph has no votes property

== 311 What are the names of 3 persons who reviewed movies with a rating above 80?
note: only two people reviewed a movie with a rating above 80.
limit: 3
MATCH (p:Person)-[r:REVIEWED]->(:Movie)
WHERE r.rating > 80
RETURN DISTINCT p.name AS name

== 314 Which 3 people have the smallest age difference between them?
unanswerable: ill-posed on this graph (many people share a birth year, so there is no one answer); not scored

== 317 Find 3 directors who have directed movies with fewer than 50 votes.
unanswerable: asks for movies with fewer than 50 votes; our movies graph has no votes property

== 320 Name 3 movies with taglines that contain the word 'Speed'.
limit: 3
MATCH (m:Movie)
WHERE m.tagline CONTAINS 'Speed'
RETURN m.title AS title

== 323 What are the top 3 movies with the most diverse roles in the ACTED_IN relationship?
note: diversity read as the number of distinct role names across the cast.
limit: 3
order: n
keys: title
MATCH (:Person)-[r:ACTED_IN]->(m:Movie)
UNWIND r.roles AS role
RETURN m.title AS title, count(DISTINCT role) AS n
ORDER BY n DESC

== 326 List the names of 3 persons who have the name starting with 'L'.
limit: 3
MATCH (p:Person)
WHERE p.name STARTS WITH 'L'
RETURN p.name AS name

== 329 Show top 3 persons who directed, produced, and acted in the same movie.
note: nobody directed, produced and acted in one movie: empty.
limit: 3
MATCH (p:Person)-[:DIRECTED]->(m:Movie)<-[:PRODUCED]-(p), (p)-[:ACTED_IN]->(m)
RETURN DISTINCT p.name AS name

== 332 List the directors of the movie 'The Matrix'.
MATCH (p:Person)-[:DIRECTED]->(:Movie {title: 'The Matrix'})
RETURN p.name AS name

== 335 Who are the top 3 producers by the number of movies with different taglines?
limit: 3
order: n
keys: name
MATCH (p:Person)-[:PRODUCED]->(m:Movie)
RETURN p.name AS name, count(DISTINCT m.tagline) AS n
ORDER BY n DESC

== 338 Which persons have directed the most movies with a tagline containing 'world'?
note: "which persons ... the most": everyone tied at the highest count.
keys: name
MATCH (p:Person)-[:DIRECTED]->(m:Movie)
WHERE m.tagline CONTAINS 'world'
WITH p, count(m) AS n
WITH collect({name: p.name, n: n}) AS all, max(n) AS top
UNWIND all AS x
WITH x WHERE x.n = top
RETURN x.name AS name

== 341 List all movies reviewed with a summary containing 'journey'.
MATCH (m:Movie)<-[r:REVIEWED]-(:Person)
WHERE r.summary CONTAINS 'journey'
RETURN DISTINCT m.title AS title

== 344 Who reviewed 'The Matrix' and what was their rating?
note: nobody reviewed The Matrix: empty.
MATCH (p:Person)-[r:REVIEWED]->(:Movie {title: 'The Matrix'})
RETURN p.name AS name, r.rating AS rating

== 347 Find 3 persons who have directed movies released in the 1990s.
limit: 3
MATCH (p:Person)-[:DIRECTED]->(m:Movie)
WHERE m.released >= 1990 AND m.released <= 1999
RETURN DISTINCT p.name AS name

== 350 List the 3 movies with the highest average review ratings.
limit: 3
order: avg
keys: title
MATCH (:Person)-[r:REVIEWED]->(m:Movie)
RETURN m.title AS title, avg(r.rating) AS avg
ORDER BY avg DESC

== 353 List 3 directors who have never reviewed a movie.
limit: 3
MATCH (p:Person)-[:DIRECTED]->(:Movie)
WHERE NOT EXISTS { (p)-[:REVIEWED]->(:Movie) }
RETURN DISTINCT p.name AS name

== 356 List the 3 movies with the highest number of distinct reviewers.
limit: 3
order: n
keys: title
MATCH (p:Person)-[:REVIEWED]->(m:Movie)
RETURN m.title AS title, count(DISTINCT p) AS n
ORDER BY n DESC

== 359 Who are the 3 youngest directors in the database?
limit: 3
order: born
keys: name
MATCH (p:Person)-[:DIRECTED]->(:Movie)
WHERE p.born IS NOT NULL
RETURN DISTINCT p.name AS name, p.born AS born
ORDER BY born DESC

== 362 List the top 5 actors by the variety of roles they played in movies.
note: variety read as the number of distinct role names played.
limit: 5
order: n
keys: name
MATCH (p:Person)-[r:ACTED_IN]->(:Movie)
UNWIND r.roles AS role
RETURN p.name AS name, count(DISTINCT role) AS n
ORDER BY n DESC

== 365 Name the first 3 movies to be reviewed with a rating of exactly 75.
note: no review has a rating of 75: empty.
limit: 3
MATCH (:Person)-[r:REVIEWED]->(m:Movie)
WHERE r.rating = 75
RETURN DISTINCT m.title AS title

== 368 List the names of 3 persons who follow someone with the same first letter in their name.
limit: 3
MATCH (a:Person)-[:FOLLOWS]->(b:Person)
WHERE left(a.name, 1) = left(b.name, 1)
RETURN DISTINCT a.name AS name

== 371 What is the highest rating given to any movie by any person?
MATCH (:Person)-[r:REVIEWED]->(:Movie)
RETURN max(r.rating) AS rating

== 374 Which 3 persons have the most followers?
limit: 3
order: n
keys: name
MATCH (p:Person)
RETURN p.name AS name, COUNT { (p)<-[:FOLLOWS]-(:Person) } AS n
ORDER BY n DESC

== 377 List the top 3 movies with the least votes.
unanswerable: asks for the movies with the least votes; our movies graph has no votes property

== 380 What are the top 3 movies with the most distinct actors in the ACTED_IN relationship?
limit: 3
order: n
keys: title
MATCH (p:Person)-[:ACTED_IN]->(m:Movie)
RETURN m.title AS title, count(DISTINCT p) AS n
ORDER BY n DESC

== 383 Find the 3 oldest movies reviewed by someone born after 1970.
note: reviewers have no birth year: empty.
limit: 3
MATCH (p:Person)-[:REVIEWED]->(m:Movie)
WHERE p.born > 1970
RETURN DISTINCT m.title AS title

== 386 Who are the 3 persons with the highest total ratings for movies they reviewed?
limit: 3
order: total
keys: name
MATCH (p:Person)-[r:REVIEWED]->(:Movie)
RETURN p.name AS name, sum(r.rating) AS total
ORDER BY total DESC

== 389 Name 3 persons who have acted in movies with the most distinct titles.
limit: 3
order: n
keys: name
MATCH (p:Person)-[:ACTED_IN]->(m:Movie)
RETURN p.name AS name, count(DISTINCT m.title) AS n
ORDER BY n DESC

== 392 What are the top 3 oldest persons in the graph?
limit: 3
order: born
keys: name
MATCH (p:Person)
WHERE p.born IS NOT NULL
RETURN p.name AS name, p.born AS born
ORDER BY born ASC

== 395 Which movies have been both produced and directed by the same person?
keys: title
MATCH (p:Person)-[:PRODUCED]->(m:Movie)<-[:DIRECTED]-(p)
RETURN DISTINCT m.title AS title

== 398 Name 3 movies reviewed with a rating over 90.
limit: 3
MATCH (:Person)-[r:REVIEWED]->(m:Movie)
WHERE r.rating > 90
RETURN DISTINCT m.title AS title

== 401 List top 3 movies released before 1980.
note: "top" has no measure (no votes); one movie was released before 1980.
limit: 3
MATCH (m:Movie)
WHERE m.released < 1980
RETURN m.title AS title

== 404 Which persons have directed a movie and followed more than 5 persons?
note: nobody follows more than one person: empty.
MATCH (p:Person)-[:DIRECTED]->(:Movie)
WHERE COUNT { (p)-[:FOLLOWS]->(:Person) } > 5
RETURN DISTINCT p.name AS name

== 407 List all movies produced by persons who have also directed a movie with the same title.
MATCH (p:Person)-[:PRODUCED]->(m:Movie)
WHERE EXISTS { (p)-[:DIRECTED]->(m2:Movie) WHERE m2.title = m.title }
RETURN DISTINCT m.title AS title

== 410 Who followed the most people born after 1980?
note: people followed have no birth year after 1980 (or none at all): empty.
limit: 1
MATCH (p:Person)-[:FOLLOWS]->(f:Person)
WHERE f.born > 1980
RETURN p.name AS name, count(f) AS n

== 413 List the people born in the 1960s who have directed a movie.
keys: name
MATCH (p:Person)-[:DIRECTED]->(:Movie)
WHERE p.born >= 1960 AND p.born <= 1969
RETURN DISTINCT p.name AS name

== 416 Who are the top 3 actors in terms of the diversity of roles played?
note: diversity read as the number of distinct role names played.
limit: 3
order: n
keys: name
MATCH (p:Person)-[r:ACTED_IN]->(:Movie)
UNWIND r.roles AS role
RETURN p.name AS name, count(DISTINCT role) AS n
ORDER BY n DESC

== 419 Name the people who have directed more than two movies.
MATCH (p:Person)-[:DIRECTED]->(m:Movie)
WITH p, count(m) AS n
WHERE n > 2
RETURN p.name AS name

== 422 What is the average number of votes for movies released in the 2000s?
unanswerable: asks for an average of votes; our movies graph has no votes property

== 425 List the movies with taglines that start with 'Everything'.
keys: title
MATCH (m:Movie)
WHERE m.tagline STARTS WITH 'Everything'
RETURN m.title AS title

== 428 Which movies have a vote count less than 50?
unanswerable: asks for movies by vote count; our movies graph has no votes property

== 431 Find the top 5 movies with the least votes.
unanswerable: asks for the movies with the least votes; our movies graph has no votes property

== 434 What are the first 3 movies with the longest role lists in 'ACTED_IN' relationships?
note: a movie's role list length read as its longest ACTED_IN roles list.
limit: 3
order: n
keys: title
MATCH (:Person)-[r:ACTED_IN]->(m:Movie)
RETURN m.title AS title, max(size(r.roles)) AS n
ORDER BY n DESC

== 437 What are the first 3 movies with a vote count less than 100?
unanswerable: asks for movies by vote count; our movies graph has no votes property

== 440 How many different persons have reviewed 'Speed Racer'?
MATCH (p:Person)-[:REVIEWED]->(:Movie {title: 'Speed Racer'})
RETURN count(DISTINCT p) AS n

== 443 Find persons who have acted in, directed, and produced different movies.
note: nobody acted, directed and produced: empty.
MATCH (p:Person)
WHERE EXISTS { (p)-[:ACTED_IN]->(:Movie) } AND EXISTS { (p)-[:DIRECTED]->(:Movie) } AND EXISTS { (p)-[:PRODUCED]->(:Movie) }
RETURN p.name AS name

== 446 List all the movies where the roles list contains more than 4 characters.
note: "more than 4 characters" read as more than 4 roles in one ACTED_IN roles list.
MATCH (:Person)-[r:ACTED_IN]->(m:Movie)
WHERE size(r.roles) > 4
RETURN DISTINCT m.title AS title

== 449 List the movies that were written and directed by the same person.
MATCH (p:Person)-[:WROTE]->(m:Movie)<-[:DIRECTED]-(p)
RETURN DISTINCT m.title AS title

== 452 Which movies have been reviewed with a rating exactly at 75?
note: no review has a rating of 75: empty.
MATCH (:Person)-[r:REVIEWED]->(m:Movie)
WHERE r.rating = 75
RETURN DISTINCT m.title AS title

== 455 List all movies with more than 2000 votes.
unanswerable: asks for movies with more than 2000 votes; our movies graph has no votes property

== 458 List the top 5 movies that have not been reviewed.
note: "top" has no measure in our graph (no votes): any 5 movies nobody reviewed.
limit: 5
MATCH (m:Movie)
WHERE NOT EXISTS { (:Person)-[:REVIEWED]->(m) }
RETURN m.title AS title

== 461 What are the roles list sizes for each movie Keanu Reeves has acted in?
MATCH (:Person {name: 'Keanu Reeves'})-[r:ACTED_IN]->(m:Movie)
RETURN m.title AS title, size(r.roles) AS n

== 464 Who are the top 3 producers of movies released before 1990?
note: no movie released before 1990 has a producer: empty.
limit: 3
order: n
keys: name
MATCH (p:Person)-[:PRODUCED]->(m:Movie)
WHERE m.released < 1990
RETURN p.name AS name, count(m) AS n
ORDER BY n DESC
