// The museum example: an art museum's collection, galleries, exhibitions,
// loans, gifts and conservation, written for gql by its developers (not taken
// from anywhere) as the museum's collections-data team would model it: the
// TUNING graph of a new domain (testdata/museum/README.md).
// Artists CREATED artworks (attribution 'signed'|'attributed'|'workshop' on
// the edge) and TAUGHT artists (teacher to pupil, up to four deep); artworks
// are PART_OF a collection and HUNG_IN a gallery while on display; exhibitions
// are HELD_IN a gallery and FEATURE artworks (catalogue_no); artworks are
// LENT_TO and BORROWED_FROM other institutions (start_date, end_date,
// loan_fee_usd, courier_required); donors DONATED artworks (gift_date,
// tax_value_usd); conservators RESTORED artworks (treatment_date, hours,
// treatment).
// Dates are ISO strings 'YYYY-MM-DD'; years are integers; money is US dollars
// (_usd), heights centimetres (_cm).
// Edge cases: a gallery with no relationship at all (East Wing Gallery), an
// institution never lent to or borrowed from, a donor who gave nothing, a
// conservator who restored nothing, an exhibition with no works and no price,
// borrowed works in no collection and with no accession number, living
// artists with no death_year, an artist with no dates, unknown on_display,
// ties, boundary values, names with an apostrophe.
// Generated deterministically by a small seeded script.
// Regenerate the converted files with
//   go run ./cmd/gql convert examples/museum/museum.cypher --name museum --out examples/museum

CREATE CONSTRAINT IF NOT EXISTS FOR (x:Artwork) REQUIRE (x.title) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Artist) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Collection) REQUIRE (x.code) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Gallery) REQUIRE (x.gallery_no) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Exhibition) REQUIRE (x.title) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Institution) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Donor) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Conservator) REQUIRE (x.name) IS UNIQUE;

CREATE (K1:Collection {code:'EUR-PTG', name:'European Paintings', established:1889})
CREATE (K2:Collection {code:'MOD', name:'Modern and Contemporary Art', established:1962})
CREATE (K3:Collection {code:'SCU', name:'Sculpture', established:1901})
CREATE (K4:Collection {code:'PHO', name:'Photography', established:1975})
CREATE (K5:Collection {code:'WOP', name:'Works on Paper', established:1920})
CREATE (K6:Collection {code:'AMA', name:'American Art', established:1948})
CREATE (G1:Gallery {gallery_no:'G101', name:'Dutch Golden Age', floor:1, room:101, climate_controlled:true})
CREATE (G2:Gallery {gallery_no:'G102', name:'Northern Still Life', floor:1, room:102, climate_controlled:true})
CREATE (G3:Gallery {gallery_no:'G103', name:'Italian Renaissance', floor:1, room:103, climate_controlled:true})
CREATE (G4:Gallery {gallery_no:'G201', name:'French Impressionism', floor:2, room:201, climate_controlled:true})
CREATE (G5:Gallery {gallery_no:'G202', name:'British Landscape', floor:2, room:202, climate_controlled:false})
CREATE (G6:Gallery {gallery_no:'G203', name:'American Modernism', floor:2, room:203, climate_controlled:true})
CREATE (G7:Gallery {gallery_no:'G301', name:'Contemporary', floor:3, room:301, climate_controlled:false})
CREATE (G8:Gallery {gallery_no:'G302', name:'Photography', floor:3, room:302, climate_controlled:true})
CREATE (G9:Gallery {gallery_no:'G001', name:'Sculpture Court', floor:0, room:1, climate_controlled:false})
CREATE (G10:Gallery {gallery_no:'G002', name:'Special Exhibitions Hall A', floor:0, room:2, climate_controlled:true})
CREATE (G11:Gallery {gallery_no:'G003', name:'Special Exhibitions Hall B', floor:0, room:3})
CREATE (G12:Gallery {gallery_no:'G-110', name:'Prints and Drawings Study Room', floor:-1, room:110, climate_controlled:true})
CREATE (G13:Gallery {gallery_no:'G303', name:"Founder's Room", floor:3, room:303, climate_controlled:true})
CREATE (G14:Gallery {gallery_no:'G204', name:'East Wing Gallery', floor:2, room:204})
CREATE (A1:Artist {name:'Jan Verhoeven', birth_year:1610, death_year:1672, nationality:'Dutch'})
CREATE (A2:Artist {name:'Pieter de Graaf', birth_year:1635, death_year:1690, nationality:'Dutch'})
CREATE (A3:Artist {name:'Willem Aalst', birth_year:1660, death_year:1721, nationality:'Dutch'})
CREATE (A4:Artist {name:'Cornelis Bakker', birth_year:1688, death_year:1749, nationality:'Dutch'})
CREATE (A5:Artist {name:'Maria Ruysch', birth_year:1664, death_year:1750, nationality:'Dutch'})
CREATE (A6:Artist {name:'Claude Moreau', birth_year:1801, death_year:1870, nationality:'French'})
CREATE (A7:Artist {name:'Elise Fontaine', birth_year:1830, death_year:1899, nationality:'French'})
CREATE (A8:Artist {name:'Henri Dubois', birth_year:1855, death_year:1920, nationality:'French'})
CREATE (A9:Artist {name:'Camille Roux', birth_year:1880, death_year:1955, nationality:'French'})
CREATE (A10:Artist {name:'Paul Mercier', birth_year:1855, death_year:1929, nationality:'French'})
CREATE (A11:Artist {name:'Thomas Ashby', birth_year:1790, death_year:1850, nationality:'British'})
CREATE (A12:Artist {name:'Margaret Hale', birth_year:1822, death_year:1888, nationality:'British'})
CREATE (A13:Artist {name:"Fergus O'Neill", birth_year:1851, death_year:1915, nationality:'Irish'})
CREATE (A14:Artist {name:'Giovanni Bellandi', birth_year:1480, death_year:1539, nationality:'Italian'})
CREATE (A15:Artist {name:'Lucia Serra', birth_year:1510, death_year:1570, nationality:'Italian'})
CREATE (A16:Artist {name:'Edith Clarke', birth_year:1888, death_year:1960, nationality:'American'})
CREATE (A17:Artist {name:'Robert Kline', birth_year:1920, death_year:1994, nationality:'American'})
CREATE (A18:Artist {name:'Walter Price', birth_year:1932, death_year:2011, nationality:'American'})
CREATE (A19:Artist {name:'Dmitri Volkov', birth_year:1899, death_year:1972, nationality:'Russian'})
CREATE (A20:Artist {name:'Hiroshi Tanaka', birth_year:1948, nationality:'Japanese'})
CREATE (A21:Artist {name:'Ana Lima', birth_year:1972, nationality:'Brazilian'})
CREATE (A22:Artist {name:'Grace Okafor', birth_year:1965, nationality:'Nigerian'})
CREATE (A23:Artist {name:'Sofia Lindgren', birth_year:1955, nationality:'Swedish'})
CREATE (A24:Artist {name:'Unknown Flemish Master', nationality:'Flemish'})
CREATE (A25:Artist {name:'Nora Quinn', birth_year:1980, nationality:'Irish'})
CREATE (W1:Artwork {accession_no:'1894.20.5', title:'Portrait of a Burgomaster', year_made:1648, medium:'oil on canvas', height_cm:37.5, insured_value_usd:1200000, on_display:true})
CREATE (W2:Artwork {accession_no:'1907.33.3', title:'The Amsterdam Harbour', year_made:1655, medium:'oil on canvas', height_cm:99.2, insured_value_usd:12000000, on_display:true})
CREATE (W3:Artwork {accession_no:'1962.28.7', title:'Study of Hands', year_made:1650, medium:'charcoal', height_cm:100.0, insured_value_usd:250000, on_display:false})
CREATE (W4:Artwork {accession_no:'1895.22.5', title:'Still Life with Lemons', year_made:1672, medium:'oil on panel', height_cm:180.4, insured_value_usd:750000, on_display:false})
CREATE (W5:Artwork {accession_no:'1950.32.5', title:'The Music Lesson', year_made:1680, medium:'oil on canvas', height_cm:105.7, insured_value_usd:4800000})
CREATE (W6:Artwork {accession_no:'1986.39.8', title:'Winter Canal', year_made:1700, medium:'oil on panel', height_cm:79.4, insured_value_usd:1000000, on_display:true})
CREATE (W7:Artwork {accession_no:'1911.56.8', title:'Landscape with Windmill', year_made:1705, medium:'etching', height_cm:143.3, insured_value_usd:2500000, on_display:true})
CREATE (W8:Artwork {accession_no:'1993.20.5', title:'Tulips in a Glass Vase', year_made:1730, medium:'oil on panel', height_cm:106.1, insured_value_usd:2500000, on_display:false})
CREATE (W9:Artwork {accession_no:'1991.51.8', title:'Flowers on a Marble Ledge', year_made:1699, medium:'oil on canvas', height_cm:41.3, insured_value_usd:750000, on_display:false})
CREATE (W10:Artwork {accession_no:'1995.4.6', title:'Roses and a Snail', year_made:1710, medium:'oil on canvas', height_cm:87.3, insured_value_usd:1200000, on_display:false})
CREATE (W11:Artwork {accession_no:'1994.11.2', title:'Butterfly Studies', year_made:1705, medium:'watercolour', height_cm:99.2, insured_value_usd:2500000, on_display:false})
CREATE (W12:Artwork {accession_no:'1968.30.7', title:'The Forest at Dawn', year_made:1840, medium:'oil on canvas', height_cm:22.1, insured_value_usd:120000, on_display:false})
CREATE (W13:Artwork {accession_no:'1931.20.7', title:'Shepherd Resting', year_made:1852, medium:'bronze', height_cm:68.0, insured_value_usd:2500000, on_display:false})
CREATE (W14:Artwork {accession_no:'1894.16.3', title:'Girl Reading', year_made:1875, medium:'oil on canvas', height_cm:99.9, insured_value_usd:45000, on_display:true})
CREATE (W15:Artwork {accession_no:'1911.8.7', title:'The Seine at Argenteuil', year_made:1880, medium:'oil on canvas', height_cm:18.8, insured_value_usd:2500000, on_display:true})
CREATE (W16:Artwork {accession_no:'1921.8.4', title:'Portrait of Madame Lenoir', year_made:1885, medium:'charcoal', height_cm:152.4, insured_value_usd:45000, on_display:true})
CREATE (W17:Artwork {accession_no:'2017.20.5', title:'Poplars in Wind', year_made:1890, medium:'oil on canvas', height_cm:37.8, insured_value_usd:1200000, on_display:false})
CREATE (W18:Artwork {accession_no:'1980.2.6', title:'Haystacks at Noon', year_made:1895, medium:'oil on canvas', height_cm:37.3, insured_value_usd:9500000, on_display:true})
CREATE (W19:Artwork {accession_no:'1939.8.2', title:'The Dancer', year_made:1900, medium:'bronze', height_cm:24.1, insured_value_usd:4800000, on_display:false})
CREATE (W20:Artwork {title:'Cafe Interior', year_made:1912, medium:'oil on canvas', height_cm:82.8, insured_value_usd:4800000, on_display:false})
CREATE (W21:Artwork {accession_no:'1956.49.9', title:'Bathers', year_made:1920, medium:'oil on canvas', height_cm:27.2, insured_value_usd:1000001, on_display:true})
CREATE (W22:Artwork {accession_no:'2003.23.2', title:'Morning Market', year_made:1888, medium:'oil on canvas', height_cm:30.8, insured_value_usd:750000, on_display:true})
CREATE (W23:Artwork {accession_no:'1935.49.1', title:'Boats at Honfleur', year_made:1892, medium:'watercolour', height_cm:67.8, insured_value_usd:4800000, on_display:true})
CREATE (W24:Artwork {accession_no:'2016.34.5', title:'View of the Thames', year_made:1825, medium:'oil on canvas', height_cm:67.5, insured_value_usd:4800000, on_display:false})
CREATE (W25:Artwork {accession_no:'2009.20.7', title:'Storm over Dover', year_made:1838, medium:'oil on canvas', height_cm:24.8, insured_value_usd:45000, on_display:true})
CREATE (W26:Artwork {accession_no:'1960.9.9', title:'The Hay Wain at Evening', year_made:1860, medium:'oil on canvas', height_cm:86.8, insured_value_usd:4800000, on_display:false})
CREATE (W27:Artwork {accession_no:'1895.7.2', title:'Cottage in Kent', year_made:1865, medium:'watercolour', height_cm:20.0, insured_value_usd:999999, on_display:true})
CREATE (W28:Artwork {accession_no:'1936.47.4', title:'Connemara Coast', year_made:1890, medium:'oil on canvas', height_cm:60.5, insured_value_usd:750000, on_display:true})
CREATE (W29:Artwork {accession_no:'1939.25.7', title:'Dublin Quay', year_made:1900, medium:'etching', height_cm:56.5, insured_value_usd:4800000, on_display:false})
CREATE (W30:Artwork {accession_no:'2009.53.2', title:'Madonna and Child', year_made:1510, medium:'tempera on panel', height_cm:99.8, insured_value_usd:12000000, on_display:true})
CREATE (W31:Artwork {accession_no:'1938.51.3', title:'Saint Jerome in the Wilderness', year_made:1520, medium:'tempera on panel', height_cm:167.8, insured_value_usd:120000, on_display:true})
CREATE (W32:Artwork {accession_no:'1903.5.4', title:'Head of an Apostle', year_made:1515, medium:'charcoal', height_cm:96.9, insured_value_usd:2500000, on_display:false})
CREATE (W33:Artwork {accession_no:'1942.34.8', title:'Annunciation', year_made:1545, medium:'oil on panel', height_cm:41.6, insured_value_usd:250000, on_display:true})
CREATE (W34:Artwork {title:'Bust of a Young Woman', year_made:1550, medium:'marble', height_cm:37.5, insured_value_usd:750000, on_display:true})
CREATE (W35:Artwork {accession_no:'2004.50.7', title:'City at Night', year_made:1925, medium:'oil on canvas', height_cm:180.8, insured_value_usd:120000, on_display:true})
CREATE (W36:Artwork {accession_no:'1996.60.2', title:'Steel Bridge', year_made:1930, medium:'oil on canvas', height_cm:18.7, insured_value_usd:120000, on_display:false})
CREATE (W37:Artwork {accession_no:'1979.2.4', title:'Factory Smoke', year_made:1928, medium:'lithograph', height_cm:96.6, insured_value_usd:1200000, on_display:true})
CREATE (W38:Artwork {accession_no:'2017.13.9', title:'Red Composition', year_made:1955, medium:'acrylic on canvas', height_cm:100.1, insured_value_usd:4800000, on_display:false})
CREATE (W39:Artwork {accession_no:'1993.44.9', title:'Untitled No. 7', year_made:1962, medium:'acrylic on canvas', height_cm:68.4, insured_value_usd:250000, on_display:true})
CREATE (W40:Artwork {accession_no:'1994.3.5', title:'Soup Can Study', year_made:1968, medium:'screenprint', height_cm:105.8, insured_value_usd:250000, on_display:true})
CREATE (W41:Artwork {accession_no:'2009.29.2', title:'Highway Diner', year_made:1972, medium:'gelatin silver print', height_cm:88.5, insured_value_usd:400000, on_display:true})
CREATE (W42:Artwork {accession_no:'1997.28.1', title:'Motel Pool', year_made:1975, medium:'chromogenic print', height_cm:96.9, insured_value_usd:120000, on_display:false})
CREATE (W43:Artwork {accession_no:'1947.45.8', title:'Suprematist Form', year_made:1925, medium:'oil on canvas', height_cm:121.8, insured_value_usd:750000, on_display:true})
CREATE (W44:Artwork {accession_no:'1994.13.6', title:'Worker Monument Maquette', year_made:1935, medium:'bronze', height_cm:240.0, insured_value_usd:1200000, on_display:true})
CREATE (W45:Artwork {accession_no:'1998.39.8', title:'Silent Garden', year_made:1985, medium:'chromogenic print', height_cm:75.9, insured_value_usd:1200000, on_display:false})
CREATE (W46:Artwork {title:'Tokyo Crossing', year_made:1990, medium:'gelatin silver print', height_cm:106.4, insured_value_usd:400000, on_display:false})
CREATE (W47:Artwork {accession_no:'2024.17.8', title:'Stone and Water', year_made:2001, medium:'granite', height_cm:240.0, insured_value_usd:250000, on_display:true})
CREATE (W48:Artwork {accession_no:'2011.57.7', title:'Amazonia I', year_made:2005, medium:'acrylic on canvas', height_cm:162.9, insured_value_usd:250000, on_display:false})
CREATE (W49:Artwork {accession_no:'2007.41.2', title:'Amazonia II', year_made:2006, medium:'acrylic on canvas', height_cm:97.3, insured_value_usd:120000, on_display:false})
CREATE (W50:Artwork {accession_no:'2023.4.1', title:'Favela Light', year_made:2012, medium:'chromogenic print', height_cm:96.9, insured_value_usd:120000, on_display:false})
CREATE (W51:Artwork {title:'Market Women', year_made:2008, medium:'mixed media', height_cm:41.7, insured_value_usd:750000, on_display:true})
CREATE (W52:Artwork {accession_no:'2023.60.8', title:'Ancestors', year_made:2015, medium:'bronze', height_cm:26.7, insured_value_usd:4800000, on_display:false})
CREATE (W53:Artwork {accession_no:'2023.33.8', title:'Lagos Rising', year_made:2019, medium:'mixed media', height_cm:75.3, insured_value_usd:4800000, on_display:false})
CREATE (W54:Artwork {accession_no:'2017.2.5', title:'Midsummer', year_made:1999, medium:'oil on canvas', height_cm:21.7, insured_value_usd:1200000, on_display:true})
CREATE (W55:Artwork {accession_no:'2015.44.5', title:'Archipelago', year_made:2010, medium:'oil on canvas', height_cm:30.2, insured_value_usd:4800000, on_display:true})
CREATE (W56:Artwork {accession_no:'1932.20.8', title:'The Adoration of the Magi', year_made:1520, medium:'oil on panel', height_cm:110.7, insured_value_usd:250000, on_display:true})
CREATE (W57:Artwork {title:'Peasant Wedding', year_made:1565, medium:'oil on panel', height_cm:143.8, insured_value_usd:750000, on_display:true})
CREATE (W58:Artwork {accession_no:'2024.6.8', title:'Tide Line', year_made:2021, medium:'mixed media', height_cm:83.4, insured_value_usd:750000})
CREATE (W59:Artwork {accession_no:'2024.40.1', title:'Salt', year_made:2023, medium:'chromogenic print', height_cm:12.5, insured_value_usd:250000, on_display:true})
CREATE (W60:Artwork {accession_no:'2014.10.8', title:'The Lighthouse Keeper', year_made:1900, medium:'oil on canvas', height_cm:121.8, insured_value_usd:750000, on_display:false})
CREATE (W61:Artwork {accession_no:'2018.55.8', title:'Still Life with Guitar', year_made:1914, medium:'oil on canvas', height_cm:99.5, insured_value_usd:120000, on_display:false})
CREATE (W62:Artwork {accession_no:'1959.34.4', title:'Harbour Cranes', year_made:1933, medium:'gelatin silver print', height_cm:180.6, insured_value_usd:4800000, on_display:true})
CREATE (W63:Artwork {accession_no:'1980.19.4', title:'Black Square Study', year_made:1927, medium:'charcoal', height_cm:110.0, insured_value_usd:250000, on_display:false})
CREATE (W64:Artwork {accession_no:'1894.9.9', title:'River Landscape', year_made:1848, medium:'oil on canvas', height_cm:88.6, insured_value_usd:400000, on_display:true})
CREATE (W65:Artwork {accession_no:'1966.7.8', title:'Dover Cliffs Sketch', year_made:1836, medium:'watercolour', height_cm:49.7, insured_value_usd:400000, on_display:true})
CREATE (W66:Artwork {accession_no:'1997.24.9', title:'Sheep on the Downs', year_made:1870, medium:'oil on canvas', height_cm:27.3, insured_value_usd:400000, on_display:false})
CREATE (W67:Artwork {accession_no:'1977.10.7', title:'Frozen River', year_made:1710, medium:'oil on panel', height_cm:86.7, insured_value_usd:250000, on_display:false})
CREATE (W68:Artwork {accession_no:'2021.3.3', title:'Rio Study', year_made:2009, medium:'charcoal', height_cm:80.0, insured_value_usd:2500000, on_display:false})
CREATE (W69:Artwork {accession_no:'1980.55.2', title:'Blue Field', year_made:1958, medium:'acrylic on canvas', height_cm:97.6, insured_value_usd:120000, on_display:false})
CREATE (I1:Institution {name:'Kunsthalle Nord', city:'Hamburg', country:'Germany', institution_type:'museum'})
CREATE (I2:Institution {name:'Galleria Civica di Arezzo', city:'Arezzo', country:'Italy', institution_type:'museum'})
CREATE (I3:Institution {name:'Harbour City Museum of Art', city:'Boston', country:'USA', institution_type:'museum'})
CREATE (I4:Institution {name:'Royal Scottish Collection', city:'Edinburgh', country:'UK', institution_type:'museum'})
CREATE (I5:Institution {name:'Tokyo Modern', city:'Tokyo', country:'Japan', institution_type:'museum'})
CREATE (I6:Institution {name:'Fundacao Horizonte', city:'Sao Paulo', country:'Brazil', institution_type:'foundation'})
CREATE (I7:Institution {name:'Whitcombe College Gallery', city:'Oxford', country:'UK', institution_type:'university'})
CREATE (I8:Institution {name:'Musee Delaroche', city:'Paris', country:'France', institution_type:'museum'})
CREATE (I9:Institution {name:'Lakeside Private Collection', city:'Geneva', country:'Switzerland', institution_type:'private'})
CREATE (I10:Institution {name:'Lagos Contemporary', city:'Lagos', country:'Nigeria', institution_type:'museum'})
CREATE (I11:Institution {name:'Nordic Photo Centre', city:'Stockholm', country:'Sweden', institution_type:'museum'})
CREATE (X1:Exhibition {title:'Golden Age Interiors', opening_date:'2023-02-10', closing_date:'2023-06-18', ticket_price_usd:22.0})
CREATE (X2:Exhibition {title:'Light and Water: Impressionism', opening_date:'2023-10-01', closing_date:'2024-02-28', ticket_price_usd:28.0})
CREATE (X3:Exhibition {title:'Masters of the Renaissance', opening_date:'2024-02-01', closing_date:'2025-01-31', ticket_price_usd:30.0})
CREATE (X4:Exhibition {title:'Paper Trails', opening_date:'2024-01-01', closing_date:'2024-03-31', ticket_price_usd:0.0})
CREATE (X5:Exhibition {title:'Lens and Shadow', opening_date:'2025-01-20', closing_date:'2025-06-30', ticket_price_usd:18.0})
CREATE (X6:Exhibition {title:'New African Voices', opening_date:'2024-06-15', closing_date:'2024-12-15', ticket_price_usd:22.0})
CREATE (X7:Exhibition {title:'The Modern Eye', opening_date:'2022-04-01', closing_date:'2022-09-30', ticket_price_usd:25.0})
CREATE (X8:Exhibition {title:'Coast and Sea', opening_date:'2025-03-15', closing_date:'2025-08-31', ticket_price_usd:25.0})
CREATE (X9:Exhibition {title:'Founders and Friends', opening_date:'2024-11-01', closing_date:'2025-02-28', ticket_price_usd:12.5})
CREATE (X10:Exhibition {title:'Future Forms', opening_date:'2026-05-01', closing_date:'2026-10-31'})
CREATE (D1:Donor {name:'Estate of Harold Finch', donor_type:'estate', city:'Boston'})
CREATE (D2:Donor {name:'The Marlowe Foundation', donor_type:'foundation', city:'New York'})
CREATE (D3:Donor {name:'Ruth Abernathy', donor_type:'individual', city:'Chicago'})
CREATE (D4:Donor {name:"Catherine D'Arcy", donor_type:'individual', city:'London'})
CREATE (D5:Donor {name:'James and Lena Cole', donor_type:'individual', city:'Boston'})
CREATE (D6:Donor {name:'Okonkwo Family Trust', donor_type:'foundation', city:'Lagos'})
CREATE (D7:Donor {name:'Estate of Margit Svensson', donor_type:'estate', city:'Stockholm'})
CREATE (D8:Donor {name:'Victor Lang', donor_type:'individual', city:'San Francisco'})
CREATE (S1:Conservator {name:'Ingrid Holm', specialty:'paintings', employment:'staff'})
CREATE (S2:Conservator {name:'Marco Bellini', specialty:'paintings', employment:'contract', hourly_rate_usd:95.0})
CREATE (S3:Conservator {name:'Aisha Rahman', specialty:'paper', employment:'staff'})
CREATE (S4:Conservator {name:'Tom Whitfield', specialty:'objects', employment:'contract', hourly_rate_usd:80.0})
CREATE (S5:Conservator {name:'Yuki Sato', specialty:'photographs', employment:'contract', hourly_rate_usd:110.0})
CREATE (S6:Conservator {name:'Beatrice Lowe', specialty:'paintings', employment:'staff'})
CREATE (S7:Conservator {name:'Daniel Reyes', specialty:'objects', employment:'contract', hourly_rate_usd:80.0})
CREATE
(A1)-[:TAUGHT]->(A2),
(A2)-[:TAUGHT]->(A3),
(A3)-[:TAUGHT]->(A4),
(A2)-[:TAUGHT]->(A5),
(A6)-[:TAUGHT]->(A7),
(A7)-[:TAUGHT]->(A8),
(A8)-[:TAUGHT]->(A9),
(A7)-[:TAUGHT]->(A10),
(A11)-[:TAUGHT]->(A12),
(A12)-[:TAUGHT]->(A13),
(A14)-[:TAUGHT]->(A15),
(A16)-[:TAUGHT]->(A17),
(A17)-[:TAUGHT]->(A18),
(A18)-[:TAUGHT]->(A23),
(A23)-[:TAUGHT]->(A25),
(A1)-[:CREATED {attribution:'signed'}]->(W1),
(W1)-[:PART_OF]->(K1),
(W1)-[:HUNG_IN]->(G13),
(A1)-[:CREATED {attribution:'signed'}]->(W2),
(W2)-[:PART_OF]->(K1),
(W2)-[:HUNG_IN]->(G1),
(A1)-[:CREATED {attribution:'signed'}]->(W3),
(W3)-[:PART_OF]->(K5),
(A2)-[:CREATED {attribution:'signed'}]->(W4),
(W4)-[:PART_OF]->(K1),
(A2)-[:CREATED {attribution:'signed'}]->(W5),
(W5)-[:PART_OF]->(K1),
(A3)-[:CREATED {attribution:'signed'}]->(W6),
(W6)-[:PART_OF]->(K1),
(W6)-[:HUNG_IN]->(G1),
(A3)-[:CREATED {attribution:'signed'}]->(W7),
(W7)-[:PART_OF]->(K5),
(W7)-[:HUNG_IN]->(G12),
(A4)-[:CREATED {attribution:'signed'}]->(W8),
(W8)-[:PART_OF]->(K1),
(A5)-[:CREATED {attribution:'signed'}]->(W9),
(W9)-[:PART_OF]->(K1),
(A5)-[:CREATED {attribution:'workshop'}]->(W10),
(W10)-[:PART_OF]->(K1),
(A5)-[:CREATED {attribution:'signed'}]->(W11),
(W11)-[:PART_OF]->(K5),
(A6)-[:CREATED {attribution:'signed'}]->(W12),
(W12)-[:PART_OF]->(K1),
(A6)-[:CREATED {attribution:'signed'}]->(W13),
(W13)-[:PART_OF]->(K3),
(A7)-[:CREATED {attribution:'signed'}]->(W14),
(W14)-[:PART_OF]->(K1),
(W14)-[:HUNG_IN]->(G4),
(A7)-[:CREATED {attribution:'signed'}]->(W15),
(W15)-[:PART_OF]->(K1),
(W15)-[:HUNG_IN]->(G4),
(A7)-[:CREATED {attribution:'signed'}]->(W16),
(W16)-[:PART_OF]->(K5),
(W16)-[:HUNG_IN]->(G12),
(A8)-[:CREATED {attribution:'signed'}]->(W17),
(W17)-[:PART_OF]->(K1),
(A8)-[:CREATED {attribution:'signed'}]->(W18),
(W18)-[:PART_OF]->(K1),
(W18)-[:HUNG_IN]->(G4),
(A8)-[:CREATED {attribution:'signed'}]->(W19),
(W19)-[:PART_OF]->(K3),
(A9)-[:CREATED {attribution:'signed'}]->(W20),
(A9)-[:CREATED {attribution:'signed'}]->(W21),
(W21)-[:PART_OF]->(K1),
(W21)-[:HUNG_IN]->(G4),
(A10)-[:CREATED {attribution:'signed'}]->(W22),
(W22)-[:PART_OF]->(K1),
(W22)-[:HUNG_IN]->(G4),
(A10)-[:CREATED {attribution:'signed'}]->(W23),
(W23)-[:PART_OF]->(K5),
(W23)-[:HUNG_IN]->(G12),
(A11)-[:CREATED {attribution:'signed'}]->(W24),
(W24)-[:PART_OF]->(K1),
(A11)-[:CREATED {attribution:'signed'}]->(W25),
(W25)-[:PART_OF]->(K1),
(W25)-[:HUNG_IN]->(G5),
(A12)-[:CREATED {attribution:'signed'}]->(W26),
(W26)-[:PART_OF]->(K1),
(A12)-[:CREATED {attribution:'signed'}]->(W27),
(W27)-[:PART_OF]->(K5),
(W27)-[:HUNG_IN]->(G12),
(A13)-[:CREATED {attribution:'signed'}]->(W28),
(W28)-[:PART_OF]->(K1),
(W28)-[:HUNG_IN]->(G5),
(A13)-[:CREATED {attribution:'signed'}]->(W29),
(W29)-[:PART_OF]->(K5),
(A14)-[:CREATED {attribution:'signed'}]->(W30),
(W30)-[:PART_OF]->(K1),
(W30)-[:HUNG_IN]->(G3),
(A14)-[:CREATED {attribution:'signed'}]->(W31),
(W31)-[:PART_OF]->(K1),
(W31)-[:HUNG_IN]->(G3),
(A14)-[:CREATED {attribution:'signed'}]->(W32),
(W32)-[:PART_OF]->(K5),
(A15)-[:CREATED {attribution:'attributed'}]->(W33),
(W33)-[:PART_OF]->(K1),
(W33)-[:HUNG_IN]->(G3),
(A15)-[:CREATED {attribution:'signed'}]->(W34),
(W34)-[:HUNG_IN]->(G9),
(A16)-[:CREATED {attribution:'signed'}]->(W35),
(W35)-[:PART_OF]->(K6),
(W35)-[:HUNG_IN]->(G6),
(A16)-[:CREATED {attribution:'signed'}]->(W36),
(W36)-[:PART_OF]->(K6),
(A16)-[:CREATED {attribution:'signed'}]->(W37),
(W37)-[:PART_OF]->(K5),
(W37)-[:HUNG_IN]->(G12),
(A17)-[:CREATED {attribution:'signed'}]->(W38),
(W38)-[:PART_OF]->(K6),
(A17)-[:CREATED {attribution:'signed'}]->(W39),
(W39)-[:PART_OF]->(K6),
(W39)-[:HUNG_IN]->(G6),
(A18)-[:CREATED {attribution:'signed'}]->(W40),
(W40)-[:PART_OF]->(K5),
(W40)-[:HUNG_IN]->(G12),
(A18)-[:CREATED {attribution:'signed'}]->(W41),
(W41)-[:PART_OF]->(K4),
(W41)-[:HUNG_IN]->(G8),
(A18)-[:CREATED {attribution:'signed'}]->(W42),
(W42)-[:PART_OF]->(K4),
(A19)-[:CREATED {attribution:'signed'}]->(W43),
(W43)-[:PART_OF]->(K2),
(W43)-[:HUNG_IN]->(G7),
(A19)-[:CREATED {attribution:'signed'}]->(W44),
(W44)-[:PART_OF]->(K3),
(W44)-[:HUNG_IN]->(G9),
(A20)-[:CREATED {attribution:'signed'}]->(W45),
(W45)-[:PART_OF]->(K4),
(A20)-[:CREATED {attribution:'signed'}]->(W46),
(A20)-[:CREATED {attribution:'signed'}]->(W47),
(W47)-[:PART_OF]->(K3),
(W47)-[:HUNG_IN]->(G9),
(A21)-[:CREATED {attribution:'signed'}]->(W48),
(W48)-[:PART_OF]->(K2),
(A21)-[:CREATED {attribution:'signed'}]->(W49),
(W49)-[:PART_OF]->(K2),
(A21)-[:CREATED {attribution:'signed'}]->(W50),
(W50)-[:PART_OF]->(K4),
(A22)-[:CREATED {attribution:'signed'}]->(W51),
(W51)-[:HUNG_IN]->(G7),
(A22)-[:CREATED {attribution:'signed'}]->(W52),
(W52)-[:PART_OF]->(K3),
(A22)-[:CREATED {attribution:'signed'}]->(W53),
(W53)-[:PART_OF]->(K2),
(A23)-[:CREATED {attribution:'signed'}]->(W54),
(W54)-[:PART_OF]->(K2),
(W54)-[:HUNG_IN]->(G7),
(A23)-[:CREATED {attribution:'signed'}]->(W55),
(W55)-[:PART_OF]->(K2),
(W55)-[:HUNG_IN]->(G7),
(A24)-[:CREATED {attribution:'attributed'}]->(W56),
(W56)-[:PART_OF]->(K1),
(W56)-[:HUNG_IN]->(G2),
(A24)-[:CREATED {attribution:'attributed'}]->(W57),
(W57)-[:HUNG_IN]->(G2),
(A25)-[:CREATED {attribution:'signed'}]->(W58),
(W58)-[:PART_OF]->(K2),
(A25)-[:CREATED {attribution:'signed'}]->(W59),
(W59)-[:PART_OF]->(K4),
(W59)-[:HUNG_IN]->(G8),
(A13)-[:CREATED {attribution:'signed'}]->(W60),
(W60)-[:PART_OF]->(K1),
(A9)-[:CREATED {attribution:'signed'}]->(W61),
(W61)-[:PART_OF]->(K1),
(A16)-[:CREATED {attribution:'signed'}]->(W62),
(W62)-[:PART_OF]->(K4),
(W62)-[:HUNG_IN]->(G8),
(A19)-[:CREATED {attribution:'signed'}]->(W63),
(W63)-[:PART_OF]->(K5),
(A6)-[:CREATED {attribution:'signed'}]->(W64),
(W64)-[:PART_OF]->(K1),
(W64)-[:HUNG_IN]->(G4),
(A11)-[:CREATED {attribution:'signed'}]->(W65),
(W65)-[:PART_OF]->(K5),
(W65)-[:HUNG_IN]->(G12),
(A12)-[:CREATED {attribution:'signed'}]->(W66),
(W66)-[:PART_OF]->(K1),
(A3)-[:CREATED {attribution:'signed'}]->(W67),
(W67)-[:PART_OF]->(K1),
(A21)-[:CREATED {attribution:'signed'}]->(W68),
(W68)-[:PART_OF]->(K5),
(A17)-[:CREATED {attribution:'signed'}]->(W69),
(W69)-[:PART_OF]->(K6),
(W18)-[:LENT_TO {start_date:'2024-03-01', end_date:'2024-08-31', loan_fee_usd:15000.0, courier_required:true}]->(I1),
(W18)-[:LENT_TO {start_date:'2022-10-01', end_date:'2023-01-15', loan_fee_usd:12000.0, courier_required:true}]->(I8),
(W25)-[:LENT_TO {start_date:'2023-05-20', end_date:'2023-09-30', loan_fee_usd:8000.0, courier_required:false}]->(I4),
(W31)-[:LENT_TO {start_date:'2024-09-10', end_date:'2025-01-12', loan_fee_usd:20000.0, courier_required:true}]->(I2),
(W38)-[:LENT_TO {start_date:'2023-03-01', end_date:'2023-06-30', loan_fee_usd:5000.0, courier_required:false}]->(I3),
(W41)-[:LENT_TO {start_date:'2024-02-01', end_date:'2024-05-31', loan_fee_usd:2500.0, courier_required:false}]->(I3),
(W48)-[:LENT_TO {start_date:'2025-04-01', end_date:'2025-09-30', loan_fee_usd:0.0, courier_required:false}]->(I6),
(W17)-[:LENT_TO {start_date:'2024-03-01', end_date:'2024-08-31', loan_fee_usd:15000.0, courier_required:true}]->(I1),
(W17)-[:LENT_TO {start_date:'2021-11-15', end_date:'2022-02-28', loan_fee_usd:9000.0, courier_required:true}]->(I3),
(W52)-[:LENT_TO {start_date:'2024-06-15', end_date:'2024-12-15', loan_fee_usd:3000.0}]->(I10),
(W29)-[:LENT_TO {start_date:'2023-01-10', end_date:'2023-03-31', loan_fee_usd:500.0, courier_required:false}]->(I7),
(W34)-[:BORROWED_FROM {start_date:'2024-02-01', end_date:'2025-01-31', loan_fee_usd:18000.0, courier_required:true}]->(I2),
(W20)-[:BORROWED_FROM {start_date:'2023-10-01', end_date:'2024-02-28', loan_fee_usd:11000.0, courier_required:true}]->(I8),
(W51)-[:BORROWED_FROM {start_date:'2024-06-15', end_date:'2024-12-15', loan_fee_usd:3000.0, courier_required:false}]->(I10),
(W46)-[:BORROWED_FROM {start_date:'2025-01-20', end_date:'2025-06-30', loan_fee_usd:4500.0, courier_required:false}]->(I5),
(W57)-[:BORROWED_FROM {start_date:'2022-05-01', end_date:'2024-04-30', loan_fee_usd:0.0, courier_required:true}]->(I9),
(W57)-[:BORROWED_FROM {start_date:'2024-05-01', end_date:'2026-04-30', loan_fee_usd:0.0, courier_required:true}]->(I9),
(X1)-[:HELD_IN]->(G10),
(X1)-[:FEATURES {catalogue_no:1}]->(W1),
(X1)-[:FEATURES {catalogue_no:2}]->(W5),
(X1)-[:FEATURES {catalogue_no:3}]->(W4),
(X1)-[:FEATURES {catalogue_no:4}]->(W6),
(X1)-[:FEATURES {catalogue_no:5}]->(W9),
(X2)-[:HELD_IN]->(G10),
(X2)-[:FEATURES {catalogue_no:1}]->(W17),
(X2)-[:FEATURES {catalogue_no:2}]->(W15),
(X2)-[:FEATURES {catalogue_no:3}]->(W20),
(X2)-[:FEATURES {catalogue_no:4}]->(W22),
(X2)-[:FEATURES {catalogue_no:5}]->(W23),
(X2)-[:FEATURES {catalogue_no:6}]->(W14),
(X3)-[:HELD_IN]->(G11),
(X3)-[:FEATURES {catalogue_no:1}]->(W30),
(X3)-[:FEATURES {catalogue_no:2}]->(W33),
(X3)-[:FEATURES {catalogue_no:3}]->(W34),
(X3)-[:FEATURES {catalogue_no:4}]->(W32),
(X3)-[:FEATURES {catalogue_no:5}]->(W56),
(X4)-[:HELD_IN]->(G12),
(X4)-[:FEATURES {catalogue_no:1}]->(W3),
(X4)-[:FEATURES {catalogue_no:2}]->(W11),
(X4)-[:FEATURES {catalogue_no:3}]->(W27),
(X4)-[:FEATURES {catalogue_no:4}]->(W37),
(X4)-[:FEATURES {catalogue_no:5}]->(W7),
(X4)-[:FEATURES {catalogue_no:6}]->(W63),
(X5)-[:HELD_IN]->(G8),
(X5)-[:FEATURES {catalogue_no:1}]->(W46),
(X5)-[:FEATURES {catalogue_no:2}]->(W45),
(X5)-[:FEATURES {catalogue_no:3}]->(W41),
(X5)-[:FEATURES {catalogue_no:4}]->(W62),
(X5)-[:FEATURES {catalogue_no:5}]->(W50),
(X5)-[:FEATURES {catalogue_no:6}]->(W59),
(X6)-[:HELD_IN]->(G11),
(X6)-[:FEATURES {catalogue_no:1}]->(W51),
(X6)-[:FEATURES {catalogue_no:2}]->(W53),
(X7)-[:HELD_IN]->(G10),
(X7)-[:FEATURES {catalogue_no:1}]->(W35),
(X7)-[:FEATURES {catalogue_no:2}]->(W43),
(X7)-[:FEATURES {catalogue_no:3}]->(W38),
(X7)-[:FEATURES {catalogue_no:4}]->(W39),
(X7)-[:FEATURES {catalogue_no:5}]->(W54),
(X8)-[:HELD_IN]->(G5),
(X8)-[:FEATURES {catalogue_no:1}]->(W28),
(X8)-[:FEATURES {catalogue_no:2}]->(W60),
(X8)-[:FEATURES {catalogue_no:3}]->(W25),
(X8)-[:FEATURES {catalogue_no:4}]->(W24),
(X8)-[:FEATURES {catalogue_no:5}]->(W6),
(X8)-[:FEATURES {catalogue_no:6}]->(W2),
(X9)-[:HELD_IN]->(G13),
(X9)-[:FEATURES {catalogue_no:1}]->(W1),
(X10)-[:HELD_IN]->(G10),
(D1)-[:DONATED {gift_date:'1998-12-15', tax_value_usd:850000.0}]->(W1),
(D1)-[:DONATED {gift_date:'1998-12-15', tax_value_usd:420000.0}]->(W4),
(D1)-[:DONATED {gift_date:'2003-06-01', tax_value_usd:35000.0}]->(W3),
(D2)-[:DONATED {gift_date:'2010-04-20', tax_value_usd:1800000.0}]->(W35),
(D2)-[:DONATED {gift_date:'2010-04-20', tax_value_usd:1500000.0}]->(W36),
(D2)-[:DONATED {gift_date:'2015-11-30', tax_value_usd:900000.0}]->(W38),
(D2)-[:DONATED {gift_date:'2015-11-30', tax_value_usd:650000.0}]->(W39),
(D3)-[:DONATED {gift_date:'2019-03-01', tax_value_usd:60000.0}]->(W11),
(D3)-[:DONATED {gift_date:'2019-03-01', tax_value_usd:45000.0}]->(W27),
(D4)-[:DONATED {gift_date:'2021-07-14', tax_value_usd:310000.0}]->(W28),
(D4)-[:DONATED {gift_date:'2021-07-14', tax_value_usd:12000.0}]->(W29),
(D4)-[:DONATED {gift_date:'2023-03-01', tax_value_usd:275000.0}]->(W60),
(D5)-[:DONATED {gift_date:'2016-09-09', tax_value_usd:22000.0}]->(W41),
(D5)-[:DONATED {gift_date:'2016-09-09', tax_value_usd:22000.0}]->(W42),
(D6)-[:DONATED {gift_date:'2022-02-02', tax_value_usd:150000.0}]->(W53),
(D6)-[:DONATED {gift_date:'2024-01-31', tax_value_usd:210000.0}]->(W52),
(D7)-[:DONATED {gift_date:'2020-12-01', tax_value_usd:95000.0}]->(W54),
(D7)-[:DONATED {gift_date:'2020-12-01', tax_value_usd:120000.0}]->(W55),
(D3)-[:DONATED {gift_date:'2024-01-01', tax_value_usd:480000.0}]->(W14),
(D1)-[:DONATED {gift_date:'2005-05-05', tax_value_usd:300000.0}]->(W6),
(S1)-[:RESTORED {treatment_date:'2022-11-03', hours:120, treatment:'varnish removal'}]->(W1),
(S1)-[:RESTORED {treatment_date:'2023-01-16', hours:340, treatment:'relining'}]->(W2),
(S1)-[:RESTORED {treatment_date:'2023-03-01', hours:45, treatment:'cleaning'}]->(W6),
(S1)-[:RESTORED {treatment_date:'2021-06-20', hours:410, treatment:'inpainting'}]->(W30),
(S2)-[:RESTORED {treatment_date:'2023-09-12', hours:60, treatment:'cleaning'}]->(W30),
(S2)-[:RESTORED {treatment_date:'2024-07-01', hours:150, treatment:'consolidation'}]->(W31),
(S2)-[:RESTORED {treatment_date:'2019-04-04', hours:75, treatment:'varnish removal'}]->(W33),
(S2)-[:RESTORED {treatment_date:'2024-02-10', hours:30, treatment:'cleaning'}]->(W18),
(S3)-[:RESTORED {treatment_date:'2023-12-01', hours:12, treatment:'cleaning'}]->(W3),
(S3)-[:RESTORED {treatment_date:'2023-12-05', hours:18, treatment:'consolidation'}]->(W11),
(S3)-[:RESTORED {treatment_date:'2023-12-05', hours:8, treatment:'cleaning'}]->(W27),
(S3)-[:RESTORED {treatment_date:'2020-08-19', hours:22, treatment:'consolidation'}]->(W16),
(S4)-[:RESTORED {treatment_date:'2022-05-30', hours:40, treatment:'cleaning'}]->(W13),
(S4)-[:RESTORED {treatment_date:'2024-04-15', hours:55, treatment:'consolidation'}]->(W19),
(S4)-[:RESTORED {treatment_date:'2021-10-10', hours:90, treatment:'consolidation'}]->(W44),
(S5)-[:RESTORED {treatment_date:'2024-01-08', hours:16, treatment:'consolidation'}]->(W41),
(S5)-[:RESTORED {treatment_date:'2024-11-20', hours:10, treatment:'cleaning'}]->(W62),
(S6)-[:RESTORED {treatment_date:'2023-04-01', hours:60, treatment:'cleaning'}]->(W25),
(S6)-[:RESTORED {treatment_date:'2020-02-14', hours:200, treatment:'relining'}]->(W24),
(S6)-[:RESTORED {treatment_date:'2022-08-22', hours:85, treatment:'inpainting'}]->(W18),
(S6)-[:RESTORED {treatment_date:'2022-08-29', hours:85, treatment:'inpainting'}]->(W17),
(S6)-[:RESTORED {treatment_date:'2023-11-11', hours:38, treatment:'varnish removal'}]->(W14),
(S1)-[:RESTORED {treatment_date:'2024-10-10', hours:20, treatment:'cleaning'}]->(W6);
