// The library example: a public-library network written for gql by its
// developers (not taken from anywhere), the second new-domain CHECK graph
// (testdata/library/README.md): branches hold books (copies on the edge) and
// host events; authors wrote books (role 'author', 'editor' or 'translator'
// on the edge); books are in genres, published by publishers, and may be a
// sequel of another book; members have a home branch, borrow books
// (borrowed date, days kept, returned true/false on the edge) and attend
// events. Dates are ISO strings 'YYYY-MM-DD'; published is a year; pages and
// days are counts.
// Edge cases the questions need: a genre with no books, a publisher with no
// books, an author with no books here, a branch with no members and no
// events, a member with no home branch, members who never borrowed, books
// never borrowed, a book no branch holds, events nobody attended, a chain of
// sequels, ties (two longest books, two most-borrowed books, two authors
// with the most books, two earliest joiners), values on boundaries (a book
// of exactly 400 pages, loans of exactly 14 days, a member and a branch
// dated 2023-03-01, an event for exactly 100 people).
// The bulk edges (loans, attendance, most holdings) came from a small seeded
// generator; this file is the source.
// Regenerate the converted files with
//   go run ./cmd/gql convert examples/library/library.cypher --name library --out examples/library
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Branch) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Book) REQUIRE (x.title) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Author) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Genre) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Publisher) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Member) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Event) REQUIRE (x.title) IS UNIQUE;

CREATE (R1:Branch {name:'Central Library', city:'Riverton', opened:'1962-05-14'})
CREATE (R2:Branch {name:'Northside Branch', city:'Riverton', opened:'1988-09-01'})
CREATE (R3:Branch {name:'Harbour Branch', city:'Port Ellis', opened:'2003-03-15'})
CREATE (R4:Branch {name:'Elm Street Branch', city:'Riverton', opened:'2015-11-02'})
CREATE (R5:Branch {name:'Millbrook Branch', city:'Millbrook', opened:'2023-03-01'})
CREATE (R6:Branch {name:'Old Mill Reading Room', city:'Millbrook', opened:'1979-06-20'})
CREATE (G1:Genre {name:'Fiction'})
CREATE (G2:Genre {name:'Mystery'})
CREATE (G3:Genre {name:'Science Fiction'})
CREATE (G4:Genre {name:'Fantasy'})
CREATE (G5:Genre {name:'History'})
CREATE (G6:Genre {name:'Biography'})
CREATE (G7:Genre {name:'Science'})
CREATE (G8:Genre {name:'Poetry'})
CREATE (G9:Genre {name:'Children'})
CREATE (G10:Genre {name:'Travel'})
CREATE (P1:Publisher {name:'Harrow & Finch', country:'United Kingdom'})
CREATE (P2:Publisher {name:'Bluewater Press', country:'United States'})
CREATE (P3:Publisher {name:'Maple Leaf Books', country:'Canada'})
CREATE (P4:Publisher {name:'Editions Lumière', country:'France'})
CREATE (P5:Publisher {name:'Kestrel House', country:'United Kingdom'})
CREATE (P6:Publisher {name:'Nordlys Forlag', country:'Norway'})
CREATE (P7:Publisher {name:'Sunrise Editions', country:'India'})
CREATE (P8:Publisher {name:'Quiet Harbor Press', country:'United States'})
CREATE (P9:Publisher {name:'Editorial Cardo', country:'Spain'})
CREATE (A1:Author {name:'Margaret Ellison', born:1948, country:'United Kingdom'})
CREATE (A2:Author {name:'Tomás Herrera', born:1961, country:'Spain'})
CREATE (A3:Author {name:'Ingrid Solberg', born:1970, country:'Norway'})
CREATE (A4:Author {name:'Kwame Mensah', born:1975, country:'Ghana'})
CREATE (A5:Author {name:'Priya Raman', born:1982, country:'India'})
CREATE (A6:Author {name:'Daniel Okoro', born:1966, country:'Nigeria'})
CREATE (A7:Author {name:'Claire Dubois', born:1958, country:'France'})
CREATE (A8:Author {name:'Hiroshi Sato', born:1972, country:'Japan'})
CREATE (A9:Author {name:'Lucy Hartwell', born:1990, country:'United Kingdom'})
CREATE (A10:Author {name:'Samuel Price', born:1944, country:'United States'})
CREATE (A11:Author {name:'Elena Vasquez', born:1979, country:'Mexico'})
CREATE (A12:Author {name:'Oliver Grant', born:1985, country:'Canada'})
CREATE (A13:Author {name:'Anna Kowalska', born:1963, country:'Poland'})
CREATE (A14:Author {name:'Jonah Whitfield', born:1952, country:'United States'})
CREATE (A15:Author {name:'Mira Lindqvist', born:1988, country:'Sweden'})
CREATE (A16:Author {name:'Rafael Costa', born:1970, country:'Brazil'})
CREATE (A17:Author {name:'Fiona MacLeod', born:1975, country:'United Kingdom'})
CREATE (A18:Author {name:'Peter Novak', born:1959, country:'Czechia'})
CREATE (A19:Author {name:'Sophie Laurent', born:1981, country:'France'})
CREATE (A20:Author {name:'Grace Liu', born:1993, country:'Canada'})
CREATE (A21:Author {name:'Henry Adeyemi', born:1948, country:'Nigeria'})
CREATE (A22:Author {name:'Walter Brandt', born:1939, country:'Germany'})
CREATE (B1:Book {title:'The Salt Road', isbn:'978-1-4007-1037-1', published:2009, pages:432, language:'English'})
CREATE (B2:Book {title:'The Salt Road Returns', isbn:'978-1-4014-1074-2', published:2012, pages:398, language:'English'})
CREATE (B3:Book {title:'Beyond the Salt Road', isbn:'978-1-4021-1111-3', published:2016, pages:512, language:'English'})
CREATE (B4:Book {title:'Winter Orchard', isbn:'978-1-4028-1148-4', published:1998, pages:288, language:'English'})
CREATE (B5:Book {title:'Summer Orchard', isbn:'978-1-4035-1185-5', published:2003, pages:304, language:'English'})
CREATE (B6:Book {title:'The Lantern Keeper', isbn:'978-1-4042-1222-6', published:2015, pages:376, language:'English'})
CREATE (B7:Book {title:'Murder at Gull Point', isbn:'978-1-4049-1259-7', published:2018, pages:320, language:'English'})
CREATE (B8:Book {title:'The Quiet Witness', isbn:'978-1-4056-1296-8', published:2020, pages:344, language:'English'})
CREATE (B9:Book {title:'A Cold Case in Harbourtown', isbn:'978-1-4063-1333-9', published:2022, pages:368, language:'English'})
CREATE (B10:Book {title:'Stars Over Accra', isbn:'978-1-4070-1370-0', published:2011, pages:456, language:'English'})
CREATE (B11:Book {title:'The Last Orbit', isbn:'978-1-4077-1407-1', published:2014, pages:688, language:'English'})
CREATE (B12:Book {title:'Children of the Tide', isbn:'978-1-4084-1444-2', published:2019, pages:240, language:'English'})
CREATE (B13:Book {title:'The Monsoon Ledger', isbn:'978-1-4091-1481-3', published:2017, pages:416, language:'English'})
CREATE (B14:Book {title:'Spice Routes: A History', isbn:'978-1-4098-1518-4', published:2010, pages:688, language:'English'})
CREATE (B15:Book {title:'The Bridge Builders', isbn:'978-1-4105-1555-5', published:1985, pages:512, language:'English'})
CREATE (B16:Book {title:'Letters from Lagos', isbn:'978-1-4112-1592-6', published:1994, pages:280, language:'English'})
CREATE (B17:Book {title:'The Rainmaker\'s Daughter', isbn:'978-1-4119-1629-7', published:2008, pages:352, language:'English'})
CREATE (B18:Book {title:'La casa del faro', isbn:'978-1-4126-1666-8', published:1999, pages:264, language:'Spanish'})
CREATE (B19:Book {title:'El último verano', isbn:'978-1-4133-1703-9', published:2005, pages:296, language:'Spanish'})
CREATE (B20:Book {title:'La maison du phare', isbn:'978-1-4140-1740-0', published:2001, pages:272, language:'French'})
CREATE (B21:Book {title:'Le jardin d\'hiver', isbn:'978-1-4147-1777-1', published:2000, pages:290, language:'French'})
CREATE (B22:Book {title:'Les ombres du port', isbn:'978-1-4154-1814-2', published:2013, pages:330, language:'French'})
CREATE (B23:Book {title:'Le dernier train', isbn:'978-1-4161-1851-3', published:1992, pages:210, language:'French'})
CREATE (B24:Book {title:'The Paper Crane', isbn:'978-1-4168-1888-4', published:2006, pages:188, language:'English'})
CREATE (B25:Book {title:'Kaze no Michi', isbn:'978-1-4175-1925-5', published:2002, pages:226, language:'Japanese'})
CREATE (B26:Book {title:'Northern Lights: Poems', isbn:'978-1-4182-1962-6', published:2016, pages:96, language:'English'})
CREATE (B27:Book {title:'Frost and Fire', isbn:'978-1-4189-1999-7', published:2021, pages:112, language:'English'})
CREATE (B28:Book {title:'The Clockwork Fox', isbn:'978-1-4196-2036-8', published:2019, pages:154, language:'English'})
CREATE (B29:Book {title:'The Fox Returns', isbn:'978-1-4203-2073-9', published:2022, pages:160, language:'English'})
CREATE (B30:Book {title:'The Riverton Anthology', isbn:'978-1-4210-2110-0', published:2020, pages:400, language:'English'})
CREATE (B31:Book {title:'The Cartographer\'s Error', isbn:'978-1-4217-2147-1', published:2012, pages:424, language:'English'})
CREATE (B32:Book {title:'Deep Time', isbn:'978-1-4224-2184-2', published:2017, pages:384, language:'English'})
CREATE (B33:Book {title:'Small Wonders: Life Under the Microscope', isbn:'978-1-4231-2221-3', published:2015, pages:272, language:'English'})
CREATE (B34:Book {title:'The Jaguar Path', isbn:'978-1-4238-2258-4', published:2013, pages:336, language:'English'})
CREATE (B35:Book {title:'Queen of the Andes', isbn:'978-1-4245-2295-5', published:2009, pages:448, language:'English'})
CREATE (B36:Book {title:'Amazônia Profunda', isbn:'978-1-4252-2332-6', published:2004, pages:520, language:'Portuguese'})
CREATE (B37:Book {title:'Warszawskie zimy', isbn:'978-1-4259-2369-7', published:1997, pages:368, language:'Polish'})
CREATE (B38:Book {title:'The Amber Room Affair', isbn:'978-1-4266-2406-8', published:2011, pages:352, language:'English'})
CREATE (B39:Book {title:'Marie Curie: A Life in Light', isbn:'978-1-4273-2443-9', published:2018, pages:408, language:'English'})
CREATE (B40:Book {title:'The Long Game', isbn:'978-1-4280-2480-0', published:1979, pages:304, language:'English'})
CREATE (B41:Book {title:'Dust Bowl Diaries', isbn:'978-1-4287-2517-1', published:1983, pages:256, language:'English'})
CREATE (B42:Book {title:'Highland Ghosts', isbn:'978-1-4294-2554-2', published:2007, pages:224, language:'English'})
CREATE (B43:Book {title:'The Ferryman\'s Ledger', isbn:'978-1-4301-2591-3', published:2016, pages:312, language:'English'})
CREATE (B44:Book {title:'A Short History of Tea', isbn:'978-1-4308-2628-4', published:2023, pages:198, language:'English'})
CREATE (B45:Book {title:'Monsoon Children', isbn:'978-1-4315-2665-5', published:2024, pages:176, language:'English'})
CREATE (B46:Book {title:'The Glass Harbour', isbn:'978-1-4322-2702-6', published:2024, pages:364, language:'English'})
CREATE (B47:Book {title:'Lagos by Night', isbn:'978-1-4329-2739-7', published:2025, pages:292, language:'English'})
CREATE (B48:Book {title:'Counting Sheep', isbn:'978-1-4336-2776-8', published:2021, pages:32, language:'English'})
CREATE (B49:Book {title:'Tales of the Fjord', isbn:'978-1-4343-2813-9', published:1990, pages:244, language:'Norwegian'})
CREATE (B50:Book {title:'Vinterhagen', isbn:'978-1-4350-2850-0', published:1996, pages:276, language:'Norwegian'})
CREATE (B51:Book {title:'The Science of Sleep', isbn:'978-1-4357-2887-1', published:2019, pages:336, language:'English'})
CREATE (B52:Book {title:'Harbour Lights', isbn:'978-1-4364-2924-2', published:1988, pages:216, language:'English'})
CREATE (B53:Book {title:'Salt and Stone', isbn:'978-1-4371-2961-3', published:2019, pages:296, language:'English'})
CREATE (M1:Member {name:'Nadia Rahman', joined:'2020-03-13', tier:'premium'})
CREATE (M2:Member {name:'Tom Becker', joined:'2023-02-12', tier:'standard'})
CREATE (M3:Member {name:'Omar Haddad', joined:'2018-01-03', tier:'student'})
CREATE (M4:Member {name:'Lena Fischer', joined:'2016-04-03', tier:'student'})
CREATE (M5:Member {name:'Grace Mbeki', joined:'2023-03-01', tier:'standard'})
CREATE (M6:Member {name:'Arjun Mehta', joined:'2023-02-28', tier:'premium'})
CREATE (M7:Member {name:'Sara Lindgren', joined:'2018-01-18', tier:'standard'})
CREATE (M8:Member {name:'Mateo Alvarez', joined:'2021-03-18', tier:'standard'})
CREATE (M9:Member {name:'Chloe Bennett', joined:'2019-09-27', tier:'standard'})
CREATE (M10:Member {name:'Yuki Tanaka', joined:'2024-10-21', tier:'standard'})
CREATE (M11:Member {name:'Ruth Abernathy', joined:'2014-06-02', tier:'standard'})
CREATE (M12:Member {name:'Felix Wagner', joined:'2015-10-07', tier:'student'})
CREATE (M13:Member {name:'Amara Nwosu', joined:'2023-07-25', tier:'premium'})
CREATE (M14:Member {name:'Jonas Berg', joined:'2024-08-12', tier:'standard'})
CREATE (M15:Member {name:'Isabel Moreno', joined:'2017-12-25', tier:'standard'})
CREATE (M16:Member {name:'Kevin Walsh', joined:'2024-05-17', tier:'student'})
CREATE (M17:Member {name:'Hannah Cohen', joined:'2022-05-20', tier:'standard'})
CREATE (M18:Member {name:'Liam O\'Connor', joined:'2023-07-06', tier:'premium'})
CREATE (M19:Member {name:'Zainab Yusuf', joined:'2022-07-02', tier:'standard'})
CREATE (M20:Member {name:'Peter Grimes', joined:'2023-10-26', tier:'premium'})
CREATE (M21:Member {name:'Aisha Khan', joined:'2020-10-16', tier:'student'})
CREATE (M22:Member {name:'Marco Bianchi', joined:'2016-05-16', tier:'standard'})
CREATE (M23:Member {name:'Eva Novotna', joined:'2019-11-19', tier:'student'})
CREATE (M24:Member {name:'Daniel Park', joined:'2021-11-12', tier:'standard'})
CREATE (M25:Member {name:'Fatima Zahra', joined:'2020-03-20', tier:'standard'})
CREATE (M26:Member {name:'George Hill', joined:'2015-04-25', tier:'standard'})
CREATE (M27:Member {name:'Ines Duarte', joined:'2014-06-02', tier:'student'})
CREATE (M28:Member {name:'Viktor Petrov', joined:'2017-08-13', tier:'student'})
CREATE (M29:Member {name:'Mia Schultz', joined:'2017-07-28', tier:'student'})
CREATE (M30:Member {name:'Noah Friedman', joined:'2021-06-22', tier:'premium'})
CREATE (M31:Member {name:'Olivia Brooks', joined:'2017-02-06', tier:'standard'})
CREATE (M32:Member {name:'Pavel Dvorak', joined:'2025-04-01', tier:'student'})
CREATE (M33:Member {name:'Quinn Harper', joined:'2017-05-10', tier:'standard'})
CREATE (M34:Member {name:'Rosa Jimenez', joined:'2021-09-12', tier:'premium'})
CREATE (M35:Member {name:'Samir Aziz', joined:'2023-10-21', tier:'standard'})
CREATE (M36:Member {name:'Tara Flynn', joined:'2025-09-13', tier:'premium'})
CREATE (M37:Member {name:'Ugo Eze', joined:'2021-02-16', tier:'premium'})
CREATE (M38:Member {name:'Vera Lindahl', joined:'2018-02-07', tier:'student'})
CREATE (M39:Member {name:'Will Turner', joined:'2016-06-20', tier:'standard'})
CREATE (M40:Member {name:'Xena Costa', joined:'2015-10-05', tier:'student'})
CREATE (M41:Member {name:'Yara Haddad', joined:'2020-10-01', tier:'standard'})
CREATE (M42:Member {name:'Zoe Marsh', joined:'2024-07-05', tier:'standard'})
CREATE (E1:Event {title:'Poetry Night', date:'2024-02-15', capacity:40})
CREATE (E2:Event {title:'Meet the Author: Lucy Hartwell', date:'2024-05-10', capacity:120})
CREATE (E3:Event {title:'Children\'s Story Hour', date:'2024-06-01', capacity:25})
CREATE (E4:Event {title:'Local History Walk', date:'2024-09-21', capacity:30})
CREATE (E5:Event {title:'Book Club: The Salt Road', date:'2024-11-05', capacity:20})
CREATE (E6:Event {title:'Sci-Fi Film Evening', date:'2025-01-24', capacity:60})
CREATE (E7:Event {title:'Summer Reading Kickoff', date:'2025-06-14', capacity:150})
CREATE (E8:Event {title:'Coding for Teens', date:'2025-07-08', capacity:18})
CREATE (E9:Event {title:'Millbrook Anniversary Fair', date:'2025-03-01', capacity:100})
CREATE (E10:Event {title:'Winter Poetry Slam', date:'2025-12-12', capacity:40})
CREATE (E11:Event {title:'Author Talk: Kwame Mensah', date:'2026-02-20', capacity:200})
CREATE (E12:Event {title:'Genealogy Workshop', date:'2023-10-18', capacity:15})
CREATE
(A1)-[:WROTE {role:'author'}]->(B1),
(A1)-[:WROTE {role:'author'}]->(B2),
(A1)-[:WROTE {role:'author'}]->(B3),
(A3)-[:WROTE {role:'author'}]->(B4),
(A18)-[:WROTE {role:'translator'}]->(B4),
(A3)-[:WROTE {role:'author'}]->(B5),
(A18)-[:WROTE {role:'translator'}]->(B5),
(A7)-[:WROTE {role:'author'}]->(B6),
(A18)-[:WROTE {role:'translator'}]->(B6),
(A9)-[:WROTE {role:'author'}]->(B7),
(A9)-[:WROTE {role:'author'}]->(B8),
(A9)-[:WROTE {role:'author'}]->(B9),
(A4)-[:WROTE {role:'author'}]->(B10),
(A4)-[:WROTE {role:'author'}]->(B11),
(A4)-[:WROTE {role:'author'}]->(B12),
(A5)-[:WROTE {role:'author'}]->(B13),
(A10)-[:WROTE {role:'author'}]->(B14),
(A10)-[:WROTE {role:'author'}]->(B15),
(A6)-[:WROTE {role:'author'}]->(B16),
(A6)-[:WROTE {role:'author'}]->(B17),
(A2)-[:WROTE {role:'author'}]->(B18),
(A2)-[:WROTE {role:'author'}]->(B19),
(A2)-[:WROTE {role:'author'}]->(B20),
(A19)-[:WROTE {role:'translator'}]->(B20),
(A3)-[:WROTE {role:'author'}]->(B21),
(A19)-[:WROTE {role:'translator'}]->(B21),
(A7)-[:WROTE {role:'author'}]->(B22),
(A7)-[:WROTE {role:'author'}]->(B23),
(A8)-[:WROTE {role:'author'}]->(B24),
(A20)-[:WROTE {role:'translator'}]->(B24),
(A8)-[:WROTE {role:'author'}]->(B25),
(A15)-[:WROTE {role:'author'}]->(B26),
(A15)-[:WROTE {role:'author'}]->(B27),
(A20)-[:WROTE {role:'author'}]->(B28),
(A20)-[:WROTE {role:'author'}]->(B29),
(A19)-[:WROTE {role:'editor'}]->(B30),
(A12)-[:WROTE {role:'editor'}]->(B30),
(A12)-[:WROTE {role:'author'}]->(B31),
(A12)-[:WROTE {role:'author'}]->(B32),
(A11)-[:WROTE {role:'author'}]->(B33),
(A11)-[:WROTE {role:'author'}]->(B34),
(A16)-[:WROTE {role:'author'}]->(B35),
(A16)-[:WROTE {role:'author'}]->(B36),
(A13)-[:WROTE {role:'author'}]->(B37),
(A13)-[:WROTE {role:'author'}]->(B38),
(A18)-[:WROTE {role:'translator'}]->(B38),
(A13)-[:WROTE {role:'author'}]->(B39),
(A14)-[:WROTE {role:'author'}]->(B40),
(A14)-[:WROTE {role:'author'}]->(B41),
(A17)-[:WROTE {role:'author'}]->(B42),
(A17)-[:WROTE {role:'author'}]->(B43),
(A5)-[:WROTE {role:'author'}]->(B44),
(A5)-[:WROTE {role:'author'}]->(B45),
(A21)-[:WROTE {role:'author'}]->(B46),
(A21)-[:WROTE {role:'author'}]->(B47),
(A20)-[:WROTE {role:'author'}]->(B48),
(A3)-[:WROTE {role:'author'}]->(B49),
(A3)-[:WROTE {role:'author'}]->(B50),
(A10)-[:WROTE {role:'author'}]->(B51),
(A11)-[:WROTE {role:'author'}]->(B51),
(A1)-[:WROTE {role:'author'}]->(B52),
(A1)-[:WROTE {role:'author'}]->(B53),
(B1)-[:IN_GENRE]->(G1),
(B2)-[:IN_GENRE]->(G1),
(B3)-[:IN_GENRE]->(G1),
(B4)-[:IN_GENRE]->(G1),
(B5)-[:IN_GENRE]->(G1),
(B6)-[:IN_GENRE]->(G1),
(B6)-[:IN_GENRE]->(G2),
(B7)-[:IN_GENRE]->(G2),
(B8)-[:IN_GENRE]->(G2),
(B9)-[:IN_GENRE]->(G2),
(B10)-[:IN_GENRE]->(G3),
(B11)-[:IN_GENRE]->(G3),
(B12)-[:IN_GENRE]->(G4),
(B12)-[:IN_GENRE]->(G9),
(B13)-[:IN_GENRE]->(G1),
(B13)-[:IN_GENRE]->(G5),
(B14)-[:IN_GENRE]->(G5),
(B15)-[:IN_GENRE]->(G5),
(B16)-[:IN_GENRE]->(G6),
(B17)-[:IN_GENRE]->(G1),
(B18)-[:IN_GENRE]->(G1),
(B19)-[:IN_GENRE]->(G1),
(B20)-[:IN_GENRE]->(G1),
(B21)-[:IN_GENRE]->(G1),
(B22)-[:IN_GENRE]->(G2),
(B23)-[:IN_GENRE]->(G1),
(B24)-[:IN_GENRE]->(G1),
(B25)-[:IN_GENRE]->(G8),
(B26)-[:IN_GENRE]->(G8),
(B27)-[:IN_GENRE]->(G8),
(B28)-[:IN_GENRE]->(G9),
(B28)-[:IN_GENRE]->(G4),
(B29)-[:IN_GENRE]->(G9),
(B29)-[:IN_GENRE]->(G4),
(B30)-[:IN_GENRE]->(G8),
(B30)-[:IN_GENRE]->(G1),
(B31)-[:IN_GENRE]->(G1),
(B32)-[:IN_GENRE]->(G7),
(B33)-[:IN_GENRE]->(G7),
(B34)-[:IN_GENRE]->(G4),
(B35)-[:IN_GENRE]->(G6),
(B36)-[:IN_GENRE]->(G7),
(B37)-[:IN_GENRE]->(G5),
(B38)-[:IN_GENRE]->(G2),
(B39)-[:IN_GENRE]->(G6),
(B39)-[:IN_GENRE]->(G7),
(B40)-[:IN_GENRE]->(G1),
(B41)-[:IN_GENRE]->(G5),
(B42)-[:IN_GENRE]->(G2),
(B43)-[:IN_GENRE]->(G2),
(B44)-[:IN_GENRE]->(G5),
(B45)-[:IN_GENRE]->(G9),
(B46)-[:IN_GENRE]->(G1),
(B47)-[:IN_GENRE]->(G2),
(B48)-[:IN_GENRE]->(G9),
(B49)-[:IN_GENRE]->(G1),
(B50)-[:IN_GENRE]->(G1),
(B51)-[:IN_GENRE]->(G7),
(B52)-[:IN_GENRE]->(G1),
(B53)-[:IN_GENRE]->(G1),
(B1)-[:PUBLISHED_BY]->(P1),
(B2)-[:PUBLISHED_BY]->(P1),
(B3)-[:PUBLISHED_BY]->(P1),
(B4)-[:PUBLISHED_BY]->(P6),
(B5)-[:PUBLISHED_BY]->(P6),
(B6)-[:PUBLISHED_BY]->(P4),
(B7)-[:PUBLISHED_BY]->(P5),
(B8)-[:PUBLISHED_BY]->(P5),
(B9)-[:PUBLISHED_BY]->(P5),
(B10)-[:PUBLISHED_BY]->(P2),
(B11)-[:PUBLISHED_BY]->(P2),
(B12)-[:PUBLISHED_BY]->(P2),
(B13)-[:PUBLISHED_BY]->(P7),
(B14)-[:PUBLISHED_BY]->(P2),
(B15)-[:PUBLISHED_BY]->(P2),
(B16)-[:PUBLISHED_BY]->(P1),
(B17)-[:PUBLISHED_BY]->(P1),
(B18)-[:PUBLISHED_BY]->(P9),
(B19)-[:PUBLISHED_BY]->(P9),
(B20)-[:PUBLISHED_BY]->(P4),
(B21)-[:PUBLISHED_BY]->(P4),
(B22)-[:PUBLISHED_BY]->(P4),
(B23)-[:PUBLISHED_BY]->(P4),
(B24)-[:PUBLISHED_BY]->(P3),
(B25)-[:PUBLISHED_BY]->(P3),
(B26)-[:PUBLISHED_BY]->(P6),
(B27)-[:PUBLISHED_BY]->(P6),
(B28)-[:PUBLISHED_BY]->(P3),
(B29)-[:PUBLISHED_BY]->(P3),
(B30)-[:PUBLISHED_BY]->(P5),
(B31)-[:PUBLISHED_BY]->(P3),
(B32)-[:PUBLISHED_BY]->(P3),
(B33)-[:PUBLISHED_BY]->(P2),
(B34)-[:PUBLISHED_BY]->(P2),
(B35)-[:PUBLISHED_BY]->(P2),
(B36)-[:PUBLISHED_BY]->(P9),
(B37)-[:PUBLISHED_BY]->(P5),
(B38)-[:PUBLISHED_BY]->(P5),
(B39)-[:PUBLISHED_BY]->(P1),
(B40)-[:PUBLISHED_BY]->(P2),
(B41)-[:PUBLISHED_BY]->(P2),
(B42)-[:PUBLISHED_BY]->(P1),
(B43)-[:PUBLISHED_BY]->(P1),
(B44)-[:PUBLISHED_BY]->(P7),
(B45)-[:PUBLISHED_BY]->(P7),
(B46)-[:PUBLISHED_BY]->(P1),
(B47)-[:PUBLISHED_BY]->(P1),
(B48)-[:PUBLISHED_BY]->(P3),
(B49)-[:PUBLISHED_BY]->(P6),
(B50)-[:PUBLISHED_BY]->(P6),
(B51)-[:PUBLISHED_BY]->(P2),
(B52)-[:PUBLISHED_BY]->(P1),
(B53)-[:PUBLISHED_BY]->(P1),
(B2)-[:SEQUEL_OF]->(B1),
(B3)-[:SEQUEL_OF]->(B2),
(B5)-[:SEQUEL_OF]->(B4),
(B29)-[:SEQUEL_OF]->(B28),
(R1)-[:HOLDS {copies:5}]->(B1),
(R1)-[:HOLDS {copies:3}]->(B2),
(R1)-[:HOLDS {copies:1}]->(B3),
(R1)-[:HOLDS {copies:2}]->(B4),
(R1)-[:HOLDS {copies:3}]->(B5),
(R1)-[:HOLDS {copies:1}]->(B6),
(R1)-[:HOLDS {copies:2}]->(B7),
(R1)-[:HOLDS {copies:3}]->(B8),
(R1)-[:HOLDS {copies:1}]->(B9),
(R1)-[:HOLDS {copies:2}]->(B10),
(R1)-[:HOLDS {copies:3}]->(B11),
(R1)-[:HOLDS {copies:1}]->(B12),
(R1)-[:HOLDS {copies:2}]->(B13),
(R1)-[:HOLDS {copies:3}]->(B14),
(R1)-[:HOLDS {copies:1}]->(B15),
(R1)-[:HOLDS {copies:2}]->(B16),
(R1)-[:HOLDS {copies:3}]->(B17),
(R1)-[:HOLDS {copies:1}]->(B18),
(R1)-[:HOLDS {copies:2}]->(B19),
(R1)-[:HOLDS {copies:3}]->(B20),
(R1)-[:HOLDS {copies:1}]->(B21),
(R1)-[:HOLDS {copies:2}]->(B22),
(R1)-[:HOLDS {copies:3}]->(B23),
(R1)-[:HOLDS {copies:1}]->(B24),
(R1)-[:HOLDS {copies:2}]->(B25),
(R1)-[:HOLDS {copies:3}]->(B26),
(R1)-[:HOLDS {copies:1}]->(B27),
(R1)-[:HOLDS {copies:2}]->(B28),
(R1)-[:HOLDS {copies:3}]->(B29),
(R1)-[:HOLDS {copies:1}]->(B30),
(R1)-[:HOLDS {copies:2}]->(B31),
(R1)-[:HOLDS {copies:3}]->(B32),
(R1)-[:HOLDS {copies:1}]->(B33),
(R1)-[:HOLDS {copies:2}]->(B34),
(R1)-[:HOLDS {copies:3}]->(B35),
(R1)-[:HOLDS {copies:2}]->(B37),
(R1)-[:HOLDS {copies:3}]->(B38),
(R1)-[:HOLDS {copies:1}]->(B39),
(R1)-[:HOLDS {copies:2}]->(B40),
(R1)-[:HOLDS {copies:3}]->(B41),
(R1)-[:HOLDS {copies:1}]->(B42),
(R1)-[:HOLDS {copies:2}]->(B43),
(R1)-[:HOLDS {copies:3}]->(B44),
(R1)-[:HOLDS {copies:1}]->(B45),
(R1)-[:HOLDS {copies:2}]->(B46),
(R1)-[:HOLDS {copies:3}]->(B47),
(R1)-[:HOLDS {copies:1}]->(B48),
(R1)-[:HOLDS {copies:2}]->(B49),
(R1)-[:HOLDS {copies:3}]->(B50),
(R1)-[:HOLDS {copies:1}]->(B51),
(R1)-[:HOLDS {copies:2}]->(B52),
(R1)-[:HOLDS {copies:3}]->(B53),
(R2)-[:HOLDS {copies:2}]->(B1),
(R2)-[:HOLDS {copies:2}]->(B3),
(R2)-[:HOLDS {copies:1}]->(B4),
(R2)-[:HOLDS {copies:2}]->(B5),
(R2)-[:HOLDS {copies:2}]->(B7),
(R2)-[:HOLDS {copies:2}]->(B9),
(R2)-[:HOLDS {copies:2}]->(B11),
(R2)-[:HOLDS {copies:2}]->(B13),
(R2)-[:HOLDS {copies:2}]->(B15),
(R2)-[:HOLDS {copies:2}]->(B17),
(R2)-[:HOLDS {copies:2}]->(B19),
(R2)-[:HOLDS {copies:2}]->(B21),
(R2)-[:HOLDS {copies:2}]->(B23),
(R2)-[:HOLDS {copies:2}]->(B25),
(R2)-[:HOLDS {copies:2}]->(B27),
(R2)-[:HOLDS {copies:2}]->(B29),
(R2)-[:HOLDS {copies:2}]->(B31),
(R2)-[:HOLDS {copies:2}]->(B33),
(R2)-[:HOLDS {copies:2}]->(B35),
(R2)-[:HOLDS {copies:2}]->(B37),
(R2)-[:HOLDS {copies:2}]->(B39),
(R2)-[:HOLDS {copies:2}]->(B41),
(R2)-[:HOLDS {copies:2}]->(B43),
(R2)-[:HOLDS {copies:2}]->(B45),
(R2)-[:HOLDS {copies:2}]->(B47),
(R2)-[:HOLDS {copies:2}]->(B49),
(R2)-[:HOLDS {copies:2}]->(B51),
(R2)-[:HOLDS {copies:2}]->(B53),
(R3)-[:HOLDS {copies:4}]->(B1),
(R3)-[:HOLDS {copies:2}]->(B3),
(R3)-[:HOLDS {copies:1}]->(B6),
(R3)-[:HOLDS {copies:2}]->(B9),
(R3)-[:HOLDS {copies:1}]->(B12),
(R3)-[:HOLDS {copies:2}]->(B15),
(R3)-[:HOLDS {copies:1}]->(B18),
(R3)-[:HOLDS {copies:2}]->(B21),
(R3)-[:HOLDS {copies:1}]->(B24),
(R3)-[:HOLDS {copies:2}]->(B27),
(R3)-[:HOLDS {copies:1}]->(B30),
(R3)-[:HOLDS {copies:2}]->(B33),
(R3)-[:HOLDS {copies:2}]->(B39),
(R3)-[:HOLDS {copies:1}]->(B42),
(R3)-[:HOLDS {copies:2}]->(B45),
(R3)-[:HOLDS {copies:1}]->(B48),
(R3)-[:HOLDS {copies:2}]->(B51),
(R4)-[:HOLDS {copies:3}]->(B1),
(R4)-[:HOLDS {copies:3}]->(B5),
(R4)-[:HOLDS {copies:1}]->(B9),
(R4)-[:HOLDS {copies:2}]->(B13),
(R4)-[:HOLDS {copies:3}]->(B17),
(R4)-[:HOLDS {copies:1}]->(B21),
(R4)-[:HOLDS {copies:2}]->(B25),
(R4)-[:HOLDS {copies:3}]->(B29),
(R4)-[:HOLDS {copies:1}]->(B33),
(R4)-[:HOLDS {copies:2}]->(B37),
(R4)-[:HOLDS {copies:3}]->(B41),
(R4)-[:HOLDS {copies:1}]->(B45),
(R4)-[:HOLDS {copies:2}]->(B49),
(R4)-[:HOLDS {copies:3}]->(B53),
(R5)-[:HOLDS {copies:1}]->(B1),
(R5)-[:HOLDS {copies:1}]->(B2),
(R5)-[:HOLDS {copies:1}]->(B12),
(R5)-[:HOLDS {copies:1}]->(B22),
(R5)-[:HOLDS {copies:1}]->(B32),
(R5)-[:HOLDS {copies:1}]->(B40),
(R5)-[:HOLDS {copies:1}]->(B41),
(R5)-[:HOLDS {copies:1}]->(B42),
(R5)-[:HOLDS {copies:1}]->(B43),
(R5)-[:HOLDS {copies:1}]->(B44),
(R5)-[:HOLDS {copies:1}]->(B45),
(R5)-[:HOLDS {copies:1}]->(B46),
(R5)-[:HOLDS {copies:1}]->(B47),
(R5)-[:HOLDS {copies:1}]->(B48),
(R5)-[:HOLDS {copies:1}]->(B49),
(R5)-[:HOLDS {copies:1}]->(B50),
(R5)-[:HOLDS {copies:1}]->(B51),
(R5)-[:HOLDS {copies:1}]->(B52),
(R5)-[:HOLDS {copies:1}]->(B53),
(R6)-[:HOLDS {copies:1}]->(B4),
(R6)-[:HOLDS {copies:1}]->(B15),
(R6)-[:HOLDS {copies:1}]->(B40),
(R6)-[:HOLDS {copies:1}]->(B49),
(R6)-[:HOLDS {copies:1}]->(B50),
(R6)-[:HOLDS {copies:1}]->(B52),
(M1)-[:HOME_BRANCH]->(R1),
(M2)-[:HOME_BRANCH]->(R2),
(M3)-[:HOME_BRANCH]->(R3),
(M4)-[:HOME_BRANCH]->(R2),
(M5)-[:HOME_BRANCH]->(R4),
(M6)-[:HOME_BRANCH]->(R1),
(M7)-[:HOME_BRANCH]->(R2),
(M8)-[:HOME_BRANCH]->(R4),
(M9)-[:HOME_BRANCH]->(R1),
(M10)-[:HOME_BRANCH]->(R2),
(M11)-[:HOME_BRANCH]->(R4),
(M12)-[:HOME_BRANCH]->(R4),
(M13)-[:HOME_BRANCH]->(R3),
(M14)-[:HOME_BRANCH]->(R1),
(M15)-[:HOME_BRANCH]->(R1),
(M16)-[:HOME_BRANCH]->(R2),
(M17)-[:HOME_BRANCH]->(R1),
(M18)-[:HOME_BRANCH]->(R1),
(M19)-[:HOME_BRANCH]->(R5),
(M20)-[:HOME_BRANCH]->(R2),
(M21)-[:HOME_BRANCH]->(R1),
(M22)-[:HOME_BRANCH]->(R1),
(M23)-[:HOME_BRANCH]->(R2),
(M24)-[:HOME_BRANCH]->(R3),
(M25)-[:HOME_BRANCH]->(R3),
(M26)-[:HOME_BRANCH]->(R1),
(M27)-[:HOME_BRANCH]->(R1),
(M28)-[:HOME_BRANCH]->(R2),
(M29)-[:HOME_BRANCH]->(R2),
(M30)-[:HOME_BRANCH]->(R1),
(M31)-[:HOME_BRANCH]->(R1),
(M32)-[:HOME_BRANCH]->(R4),
(M33)-[:HOME_BRANCH]->(R1),
(M34)-[:HOME_BRANCH]->(R1),
(M35)-[:HOME_BRANCH]->(R3),
(M36)-[:HOME_BRANCH]->(R2),
(M37)-[:HOME_BRANCH]->(R1),
(M38)-[:HOME_BRANCH]->(R1),
(M39)-[:HOME_BRANCH]->(R1),
(M40)-[:HOME_BRANCH]->(R1),
(M41)-[:HOME_BRANCH]->(R1),
(M1)-[:BORROWED {borrowed:'2024-08-17', days:12, returned:true}]->(B46),
(M1)-[:BORROWED {borrowed:'2024-11-20', days:14, returned:true}]->(B43),
(M1)-[:BORROWED {borrowed:'2022-09-26', days:7, returned:true}]->(B13),
(M1)-[:BORROWED {borrowed:'2024-11-24', days:12, returned:true}]->(B18),
(M2)-[:BORROWED {borrowed:'2025-02-02', days:7, returned:true}]->(B1),
(M2)-[:BORROWED {borrowed:'2022-08-11', days:35, returned:true}]->(B11),
(M2)-[:BORROWED {borrowed:'2023-11-10', days:35, returned:false}]->(B9),
(M2)-[:BORROWED {borrowed:'2025-05-14', days:5, returned:true}]->(B4),
(M2)-[:BORROWED {borrowed:'2025-05-11', days:14, returned:true}]->(B45),
(M3)-[:BORROWED {borrowed:'2022-07-04', days:21, returned:true}]->(B3),
(M4)-[:BORROWED {borrowed:'2022-04-07', days:7, returned:true}]->(B46),
(M5)-[:BORROWED {borrowed:'2025-11-07', days:21, returned:false}]->(B19),
(M5)-[:BORROWED {borrowed:'2024-06-01', days:28, returned:true}]->(B15),
(M5)-[:BORROWED {borrowed:'2023-12-04', days:7, returned:true}]->(B6),
(M5)-[:BORROWED {borrowed:'2023-11-18', days:14, returned:true}]->(B43),
(M6)-[:BORROWED {borrowed:'2023-07-21', days:28, returned:true}]->(B53),
(M6)-[:BORROWED {borrowed:'2023-01-09', days:12, returned:true}]->(B19),
(M7)-[:BORROWED {borrowed:'2024-10-21', days:12, returned:true}]->(B9),
(M8)-[:BORROWED {borrowed:'2024-01-25', days:12, returned:true}]->(B10),
(M8)-[:BORROWED {borrowed:'2022-02-03', days:14, returned:true}]->(B13),
(M9)-[:BORROWED {borrowed:'2024-06-20', days:35, returned:true}]->(B1),
(M9)-[:BORROWED {borrowed:'2025-03-28', days:28, returned:true}]->(B30),
(M10)-[:BORROWED {borrowed:'2023-10-08', days:14, returned:true}]->(B14),
(M10)-[:BORROWED {borrowed:'2025-04-22', days:28, returned:true}]->(B32),
(M11)-[:BORROWED {borrowed:'2022-02-04', days:7, returned:true}]->(B4),
(M11)-[:BORROWED {borrowed:'2025-07-09', days:28, returned:true}]->(B11),
(M11)-[:BORROWED {borrowed:'2024-09-06', days:10, returned:true}]->(B31),
(M11)-[:BORROWED {borrowed:'2025-10-20', days:10, returned:false}]->(B22),
(M11)-[:BORROWED {borrowed:'2023-12-01', days:10, returned:true}]->(B12),
(M12)-[:BORROWED {borrowed:'2022-03-10', days:21, returned:true}]->(B11),
(M12)-[:BORROWED {borrowed:'2022-06-05', days:35, returned:true}]->(B52),
(M12)-[:BORROWED {borrowed:'2025-09-19', days:14, returned:true}]->(B34),
(M12)-[:BORROWED {borrowed:'2024-06-23', days:21, returned:true}]->(B50),
(M13)-[:BORROWED {borrowed:'2022-08-03', days:21, returned:true}]->(B31),
(M14)-[:BORROWED {borrowed:'2025-06-24', days:7, returned:true}]->(B3),
(M15)-[:BORROWED {borrowed:'2024-06-03', days:35, returned:true}]->(B43),
(M15)-[:BORROWED {borrowed:'2024-01-28', days:35, returned:true}]->(B46),
(M16)-[:BORROWED {borrowed:'2024-10-01', days:12, returned:true}]->(B34),
(M16)-[:BORROWED {borrowed:'2022-05-14', days:21, returned:true}]->(B4),
(M16)-[:BORROWED {borrowed:'2025-08-15', days:35, returned:true}]->(B39),
(M16)-[:BORROWED {borrowed:'2022-05-20', days:10, returned:true}]->(B40),
(M17)-[:BORROWED {borrowed:'2022-08-25', days:12, returned:true}]->(B51),
(M17)-[:BORROWED {borrowed:'2022-06-10', days:14, returned:true}]->(B24),
(M18)-[:BORROWED {borrowed:'2024-11-15', days:35, returned:true}]->(B26),
(M18)-[:BORROWED {borrowed:'2025-05-07', days:28, returned:true}]->(B15),
(M19)-[:BORROWED {borrowed:'2024-04-19', days:21, returned:true}]->(B46),
(M19)-[:BORROWED {borrowed:'2024-01-23', days:10, returned:true}]->(B6),
(M21)-[:BORROWED {borrowed:'2022-08-16', days:21, returned:true}]->(B44),
(M21)-[:BORROWED {borrowed:'2024-11-17', days:35, returned:true}]->(B45),
(M21)-[:BORROWED {borrowed:'2025-08-11', days:10, returned:true}]->(B38),
(M22)-[:BORROWED {borrowed:'2022-11-23', days:21, returned:true}]->(B46),
(M22)-[:BORROWED {borrowed:'2025-01-21', days:14, returned:true}]->(B14),
(M22)-[:BORROWED {borrowed:'2024-04-25', days:14, returned:true}]->(B8),
(M23)-[:BORROWED {borrowed:'2025-09-21', days:21, returned:true}]->(B21),
(M24)-[:BORROWED {borrowed:'2024-05-06', days:7, returned:true}]->(B9),
(M24)-[:BORROWED {borrowed:'2022-03-08', days:21, returned:true}]->(B27),
(M25)-[:BORROWED {borrowed:'2025-09-20', days:14, returned:true}]->(B37),
(M25)-[:BORROWED {borrowed:'2023-02-14', days:28, returned:true}]->(B43),
(M25)-[:BORROWED {borrowed:'2025-01-13', days:5, returned:true}]->(B21),
(M25)-[:BORROWED {borrowed:'2024-08-11', days:14, returned:true}]->(B46),
(M26)-[:BORROWED {borrowed:'2024-02-10', days:5, returned:true}]->(B10),
(M27)-[:BORROWED {borrowed:'2025-01-12', days:5, returned:true}]->(B11),
(M27)-[:BORROWED {borrowed:'2025-07-25', days:21, returned:true}]->(B20),
(M27)-[:BORROWED {borrowed:'2022-07-26', days:7, returned:true}]->(B1),
(M28)-[:BORROWED {borrowed:'2023-08-05', days:5, returned:true}]->(B35),
(M28)-[:BORROWED {borrowed:'2025-08-16', days:12, returned:true}]->(B26),
(M28)-[:BORROWED {borrowed:'2023-08-17', days:5, returned:true}]->(B4),
(M29)-[:BORROWED {borrowed:'2025-09-27', days:5, returned:true}]->(B33),
(M29)-[:BORROWED {borrowed:'2025-04-10', days:14, returned:true}]->(B34),
(M29)-[:BORROWED {borrowed:'2025-08-07', days:28, returned:true}]->(B27),
(M29)-[:BORROWED {borrowed:'2025-07-01', days:5, returned:true}]->(B26),
(M30)-[:BORROWED {borrowed:'2025-02-16', days:10, returned:true}]->(B28),
(M30)-[:BORROWED {borrowed:'2025-08-14', days:28, returned:true}]->(B3),
(M30)-[:BORROWED {borrowed:'2023-06-14', days:35, returned:true}]->(B22),
(M30)-[:BORROWED {borrowed:'2024-10-01', days:21, returned:true}]->(B5),
(M31)-[:BORROWED {borrowed:'2023-04-01', days:21, returned:true}]->(B1),
(M32)-[:BORROWED {borrowed:'2024-02-16', days:12, returned:true}]->(B11),
(M32)-[:BORROWED {borrowed:'2024-12-07', days:5, returned:true}]->(B26),
(M32)-[:BORROWED {borrowed:'2025-07-27', days:5, returned:true}]->(B1),
(M34)-[:BORROWED {borrowed:'2025-09-21', days:14, returned:true}]->(B9),
(M34)-[:BORROWED {borrowed:'2025-10-28', days:14, returned:false}]->(B46),
(M34)-[:BORROWED {borrowed:'2025-11-26', days:21, returned:false}]->(B11),
(M34)-[:BORROWED {borrowed:'2024-10-11', days:14, returned:true}]->(B47),
(M34)-[:BORROWED {borrowed:'2022-03-08', days:14, returned:true}]->(B53),
(M35)-[:BORROWED {borrowed:'2024-07-18', days:14, returned:true}]->(B18),
(M35)-[:BORROWED {borrowed:'2022-02-07', days:12, returned:true}]->(B32),
(M35)-[:BORROWED {borrowed:'2024-02-23', days:5, returned:true}]->(B48),
(M36)-[:BORROWED {borrowed:'2025-04-26', days:10, returned:true}]->(B26),
(M36)-[:BORROWED {borrowed:'2025-10-17', days:12, returned:false}]->(B1),
(M36)-[:BORROWED {borrowed:'2023-03-04', days:14, returned:true}]->(B24),
(M37)-[:BORROWED {borrowed:'2025-02-19', days:7, returned:true}]->(B53),
(M37)-[:BORROWED {borrowed:'2022-02-11', days:28, returned:true}]->(B35),
(M38)-[:BORROWED {borrowed:'2023-10-12', days:7, returned:true}]->(B16),
(M38)-[:BORROWED {borrowed:'2023-03-14', days:35, returned:true}]->(B2),
(M38)-[:BORROWED {borrowed:'2023-10-06', days:10, returned:true}]->(B17),
(M38)-[:BORROWED {borrowed:'2022-12-28', days:28, returned:true}]->(B1),
(M38)-[:BORROWED {borrowed:'2025-06-26', days:21, returned:true}]->(B8),
(M40)-[:BORROWED {borrowed:'2023-07-05', days:21, returned:true}]->(B39),
(M41)-[:BORROWED {borrowed:'2023-07-07', days:14, returned:true}]->(B40),
(M41)-[:BORROWED {borrowed:'2024-02-01', days:21, returned:true}]->(B15),
(M41)-[:BORROWED {borrowed:'2022-04-09', days:21, returned:true}]->(B47),
(M42)-[:BORROWED {borrowed:'2025-02-13', days:5, returned:true}]->(B29),
(M42)-[:BORROWED {borrowed:'2025-02-25', days:28, returned:true}]->(B33),
(M42)-[:BORROWED {borrowed:'2025-02-24', days:14, returned:true}]->(B1),
(M42)-[:BORROWED {borrowed:'2022-04-21', days:28, returned:false}]->(B18),
(M1)-[:BORROWED {borrowed:'2024-01-01', days:21, returned:true}]->(B4),
(M1)-[:BORROWED {borrowed:'2023-12-31', days:14, returned:true}]->(B30),
(M2)-[:BORROWED {borrowed:'2025-10-20', days:9, returned:false}]->(B7),
(M3)-[:BORROWED {borrowed:'2024-03-05', days:30, returned:true}]->(B1),
(M10)-[:BORROWED {borrowed:'2025-02-11', days:14, returned:true}]->(B46),
(M14)-[:BORROWED {borrowed:'2025-04-02', days:21, returned:true}]->(B46),
(M21)-[:BORROWED {borrowed:'2025-05-19', days:10, returned:true}]->(B46),
(M15)-[:BORROWED {borrowed:'2022-08-09', days:14, returned:true}]->(B1),
(R1)-[:HOSTS]->(E1),
(R1)-[:HOSTS]->(E2),
(R2)-[:HOSTS]->(E3),
(R3)-[:HOSTS]->(E4),
(R4)-[:HOSTS]->(E5),
(R2)-[:HOSTS]->(E6),
(R1)-[:HOSTS]->(E7),
(R5)-[:HOSTS]->(E8),
(R5)-[:HOSTS]->(E9),
(R3)-[:HOSTS]->(E10),
(R1)-[:HOSTS]->(E11),
(R4)-[:HOSTS]->(E12),
(M1)-[:ATTENDED]->(E1),
(M4)-[:ATTENDED]->(E1),
(M9)-[:ATTENDED]->(E1),
(M10)-[:ATTENDED]->(E1),
(M9)-[:ATTENDED]->(E2),
(M12)-[:ATTENDED]->(E2),
(M15)-[:ATTENDED]->(E2),
(M16)-[:ATTENDED]->(E2),
(M19)-[:ATTENDED]->(E2),
(M23)-[:ATTENDED]->(E2),
(M30)-[:ATTENDED]->(E2),
(M31)-[:ATTENDED]->(E2),
(M37)-[:ATTENDED]->(E2),
(M1)-[:ATTENDED]->(E3),
(M21)-[:ATTENDED]->(E3),
(M33)-[:ATTENDED]->(E3),
(M2)-[:ATTENDED]->(E4),
(M13)-[:ATTENDED]->(E4),
(M19)-[:ATTENDED]->(E4),
(M31)-[:ATTENDED]->(E4),
(M2)-[:ATTENDED]->(E5),
(M7)-[:ATTENDED]->(E5),
(M17)-[:ATTENDED]->(E5),
(M35)-[:ATTENDED]->(E5),
(M1)-[:ATTENDED]->(E6),
(M19)-[:ATTENDED]->(E6),
(M21)-[:ATTENDED]->(E6),
(M2)-[:ATTENDED]->(E7),
(M7)-[:ATTENDED]->(E7),
(M20)-[:ATTENDED]->(E7),
(M21)-[:ATTENDED]->(E7),
(M26)-[:ATTENDED]->(E7),
(M28)-[:ATTENDED]->(E7),
(M31)-[:ATTENDED]->(E7),
(M40)-[:ATTENDED]->(E7),
(M10)-[:ATTENDED]->(E8),
(M19)-[:ATTENDED]->(E8),
(M30)-[:ATTENDED]->(E8),
(M33)-[:ATTENDED]->(E8),
(M13)-[:ATTENDED]->(E9),
(M24)-[:ATTENDED]->(E9),
(M29)-[:ATTENDED]->(E9),
(M1)-[:ATTENDED]->(E12),
(M5)-[:ATTENDED]->(E12),
(M6)-[:ATTENDED]->(E12),
(M29)-[:ATTENDED]->(E12);
