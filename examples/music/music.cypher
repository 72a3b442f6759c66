// The music example: a music-streaming service's catalogue and listening graph,
// written for gql by its developers (not taken from anywhere) as the service's
// data team would model it: a CHECK graph of a new domain (testdata/music/README.md).
// Artists release albums; a track is ON_ALBUM (track_no on the edge; a single
// may also appear on a later album) and may FEATURE guest artists (role on the
// edge: vocals, rap, production, remix); artists are IN_GENRE genres, and a
// genre is a SUBGENRE_OF its parent (Rock > Alternative Rock > Indie Rock >
// Shoegaze is four deep); an artist is INFLUENCED_BY another (pointing from the
// one influenced to the influence). Users (listeners) follow users and artists,
// create playlists (tracks IN_PLAYLIST with position and added date) and have
// LISTENED to tracks (plays and last_played on the edge).
// Dates are ISO strings 'YYYY-MM-DD'; durations and lengths are seconds;
// artist.kind is 'band' | 'solo' | 'duo'; album.album_type is 'album' | 'ep' |
// 'single'; a self-released album has no label_name.
// Edge cases the questions need: an artist with no genre, album or follower,
// genres with no artist, users who played nothing, an empty playlist, ties,
// boundary values, the three self-relationships, names with an apostrophe,
// an ampersand and accents.
// Generated deterministically by a small seeded script.
// Regenerate the converted files with
//   go run ./cmd/gql convert examples/music/music.cypher --name music --out examples/music

CREATE CONSTRAINT IF NOT EXISTS FOR (x:Artist) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Album) REQUIRE (x.title) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Track) REQUIRE (x.isrc) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Playlist) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:User) REQUIRE (x.username) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Genre) REQUIRE (x.name) IS UNIQUE;

CREATE (G0:Genre {name:'Rock'})
CREATE (G1:Genre {name:'Alternative Rock'})
CREATE (G2:Genre {name:'Indie Rock'})
CREATE (G3:Genre {name:'Shoegaze'})
CREATE (G4:Genre {name:'Pop'})
CREATE (G5:Genre {name:'Synth-pop'})
CREATE (G6:Genre {name:'K-Pop'})
CREATE (G7:Genre {name:'Electronic'})
CREATE (G8:Genre {name:'House'})
CREATE (G9:Genre {name:'Deep House'})
CREATE (G10:Genre {name:'Techno'})
CREATE (G11:Genre {name:'Hip Hop'})
CREATE (G12:Genre {name:'Trap'})
CREATE (G13:Genre {name:'Folk'})
CREATE (G14:Genre {name:'Jazz'})
CREATE (G15:Genre {name:'Classical'})
CREATE (A0:Artist {name:'Grey Harbour', country:'United Kingdom', formed_year:1979, kind:'band'})
CREATE (A1:Artist {name:'Midnight Parade', country:'United States', formed_year:1979, kind:'band'})
CREATE (A2:Artist {name:'The Velvet Foxes', country:'United Kingdom', formed_year:1998, kind:'band'})
CREATE (A3:Artist {name:'Copper Lanterns', country:'Ireland', formed_year:1998, kind:'band'})
CREATE (A4:Artist {name:'Northern Static', country:'Canada', formed_year:2005, kind:'band'})
CREATE (A5:Artist {name:'Sable & Rye', country:'Australia', formed_year:2011, kind:'band'})
CREATE (A6:Artist {name:'Marisol Vega', country:'Spain', formed_year:2012, kind:'solo'})
CREATE (A7:Artist {name:'Lumen Drive', country:'United States', formed_year:2015, kind:'band'})
CREATE (A8:Artist {name:'Nova Reyes', country:'Mexico', formed_year:2019, kind:'solo'})
CREATE (A9:Artist {name:'Hana Seo', country:'South Korea', formed_year:2018, kind:'solo'})
CREATE (A10:Artist {name:'Jun Park', country:'South Korea', formed_year:2020, kind:'solo'})
CREATE (A11:Artist {name:'DJ Kairo', country:'Germany', formed_year:2010, kind:'solo'})
CREATE (A12:Artist {name:'Techtonic', country:'Netherlands', formed_year:2008, kind:'duo'})
CREATE (A13:Artist {name:'Théo Marchand', country:'France', formed_year:2013, kind:'solo'})
CREATE (A14:Artist {name:'Ayo Okafor', country:'Nigeria', formed_year:2016, kind:'solo'})
CREATE (A15:Artist {name:'Big Tuna', country:'United States', formed_year:2014, kind:'solo'})
CREATE (A16:Artist {name:'Lil Vesper', country:'United States', formed_year:2019, kind:'solo'})
CREATE (A17:Artist {name:'Elsa Lindqvist', country:'Sweden', formed_year:2009, kind:'solo'})
CREATE (A18:Artist {name:'Ada O\'Neill', country:'Ireland', formed_year:2017, kind:'solo'})
CREATE (A19:Artist {name:'Quiet Assembly', country:'Canada', formed_year:2021, kind:'band'})
CREATE (AL0:Album {title:'Salt and Iron', released:'1981-05-14', label_name:'Anchor Records', album_type:'album', length_sec:1178})
CREATE (AL1:Album {title:'Lighthouse Keepers', released:'1986-09-02', label_name:'Anchor Records', album_type:'album', length_sec:1060})
CREATE (AL2:Album {title:'Neon Boulevard', released:'1983-03-21', label_name:'Columbia Heights', album_type:'album', length_sec:1124})
CREATE (AL3:Album {title:'Paper Crowns', released:'2001-04-09', label_name:'Northbound Records', album_type:'album', length_sec:923})
CREATE (AL4:Album {title:'Second Skin', released:'2023-12-31', label_name:'Northbound Records', album_type:'album', length_sec:1163})
CREATE (AL5:Album {title:'Hearth', released:'2004-10-18', label_name:'Blue Orchard', album_type:'album', length_sec:954})
CREATE (AL6:Album {title:'Low Tide Sessions', released:'2019-06-07', album_type:'ep', length_sec:761})
CREATE (AL7:Album {title:'Whiteout', released:'2008-02-25', label_name:'Northbound Records', album_type:'album', length_sec:1066})
CREATE (AL8:Album {title:'Frost Lines', released:'2024-01-01', label_name:'Northbound Records', album_type:'ep', length_sec:964})
CREATE (AL9:Album {title:'Dry Season', released:'2016-08-12', label_name:'Blue Orchard', album_type:'album', length_sec:1133})
CREATE (AL10:Album {title:'Corazón Eléctrico', released:'2015-05-29', label_name:'Sol Music', album_type:'album', length_sec:1140})
CREATE (AL11:Album {title:'Verano', released:'2023-03-01', label_name:'Sol Music', album_type:'single', length_sec:180})
CREATE (AL12:Album {title:'Afterglow', released:'2018-11-02', label_name:'Blue Orchard', album_type:'album', length_sec:925})
CREATE (AL13:Album {title:'Night Drive', released:'2022-02-18', label_name:'Blue Orchard', album_type:'ep', length_sec:727})
CREATE (AL14:Album {title:'Polaroid', released:'2024-06-14', label_name:'Sol Music', album_type:'ep', length_sec:1230})
CREATE (AL15:Album {title:'Satellite', released:'2023-02-28', label_name:'Sol Music', album_type:'single', length_sec:252})
CREATE (AL16:Album {title:'Bloom', released:'2019-04-22', label_name:'Seoul Wave Entertainment', album_type:'ep', length_sec:814})
CREATE (AL17:Album {title:'Moonrise', released:'2024-09-09', label_name:'Seoul Wave Entertainment', album_type:'single', length_sec:250})
CREATE (AL18:Album {title:'First Light', released:'2021-07-16', label_name:'Seoul Wave Entertainment', album_type:'ep', length_sec:575})
CREATE (AL19:Album {title:'Subterranean', released:'2014-10-03', label_name:'Kairo Music', album_type:'album', length_sec:1854})
CREATE (AL20:Album {title:'Warehouse Hours', released:'2024-03-15', label_name:'Kairo Music', album_type:'ep', length_sec:1018})
CREATE (AL21:Album {title:'Pulse Theory', released:'2012-01-20', label_name:'Kairo Music', album_type:'album', length_sec:1895})
CREATE (AL22:Album {title:'Lumière Froide', released:'2017-09-29', album_type:'album', length_sec:1860})
CREATE (AL23:Album {title:'Lagos Nights', released:'2020-11-27', label_name:'Afrobeam', album_type:'album', length_sec:913})
CREATE (AL24:Album {title:'Deep Water', released:'2021-05-21', label_name:'Trapdoor Records', album_type:'album', length_sec:940})
CREATE (AL25:Album {title:'Bait', released:'2024-12-06', label_name:'Trapdoor Records', album_type:'single', length_sec:215})
CREATE (AL26:Album {title:'Vesper Hours', released:'2025-01-17', label_name:'Trapdoor Records', album_type:'single', length_sec:213})
CREATE (AL27:Album {title:'Birch Songs', released:'2013-03-08', label_name:'Nordic Folkways', album_type:'album', length_sec:1103})
CREATE (AL28:Album {title:'Small Hours', released:'2022-10-21', album_type:'ep', length_sec:635})
CREATE (AL29:Album {title:'Kettle Song', released:'2023-03-01', album_type:'single', length_sec:300})
CREATE (T0:Track {title:'Velvet Season', isrc:'GBANC8110036', duration_sec:267, explicit:false, bpm:112})
CREATE (T1:Track {title:'Quiet Signal', isrc:'GBANC8110051', duration_sec:257, explicit:false, bpm:111})
CREATE (T2:Track {title:'Sunday Ocean', isrc:'GBANC8110073', duration_sec:231, explicit:false, bpm:88})
CREATE (T3:Track {title:'Summer Bloom', isrc:'GBANC8110103', duration_sec:199, explicit:false, bpm:70})
CREATE (T4:Track {title:'Sweet Garden', isrc:'GBANC8110109', duration_sec:224, explicit:false, bpm:147})
CREATE (T5:Track {title:'Broken Kingdom', isrc:'GBANC8610113', duration_sec:192, explicit:true, bpm:144})
CREATE (T6:Track {title:'Golden Satellite', isrc:'GBANC8610149', duration_sec:245, explicit:false, bpm:78})
CREATE (T7:Track {title:'Paper Echo', isrc:'GBANC8610157', duration_sec:173, explicit:false, bpm:93})
CREATE (T8:Track {title:'Heavy Canyon', isrc:'GBANC8610165', duration_sec:237, explicit:false, bpm:97})
CREATE (T9:Track {title:'Bitter Harbour', isrc:'GBANC8610202', duration_sec:213, explicit:false, bpm:114})
CREATE (T10:Track {title:'Summer Canyon', isrc:'USCOL8310222', duration_sec:213, explicit:false, bpm:127})
CREATE (T11:Track {title:'Falling Flame', isrc:'USCOL8310254', duration_sec:219, explicit:false, bpm:81})
CREATE (T12:Track {title:'Electric Kingdom', isrc:'USCOL8310282', duration_sec:210, explicit:false, bpm:91})
CREATE (T13:Track {title:'Empty Machine', isrc:'USCOL8310295', duration_sec:287, explicit:false, bpm:141})
CREATE (T14:Track {title:'Empty Canyon', isrc:'USCOL8310321', duration_sec:195, explicit:false, bpm:154})
CREATE (T15:Track {title:'Electric Tide', isrc:'GBNOR0110341', duration_sec:250, explicit:false, bpm:144})
CREATE (T16:Track {title:'Wild Ghost', isrc:'GBNOR0110349', duration_sec:195, explicit:true, bpm:118})
CREATE (T17:Track {title:'Sunday Mirror', isrc:'GBNOR0110355', duration_sec:173, explicit:false, bpm:144})
CREATE (T18:Track {title:'Hollow Engine', isrc:'GBNOR0110367', duration_sec:150, explicit:false, bpm:106})
CREATE (T19:Track {title:'Quiet Harbour', isrc:'GBNOR0110398', duration_sec:155, explicit:false, bpm:123})
CREATE (T20:Track {title:'Broken Road', isrc:'GBNOR2310435', duration_sec:237, explicit:false, bpm:117})
CREATE (T21:Track {title:'Wild Room', isrc:'GBNOR2310458', duration_sec:238, explicit:false, bpm:116})
CREATE (T22:Track {title:'Summer Window', isrc:'GBNOR2310485', duration_sec:203, explicit:false, bpm:156})
CREATE (T23:Track {title:'Quiet Ghost', isrc:'GBNOR2310493', duration_sec:231, explicit:false, bpm:117})
CREATE (T24:Track {title:'Bitter Road', isrc:'GBNOR2310495', duration_sec:254, explicit:false, bpm:86})
CREATE (T25:Track {title:'Winter Signal', isrc:'IEBLU0410529', duration_sec:248, explicit:false, bpm:158})
CREATE (T26:Track {title:'Sunday Circle', isrc:'IEBLU0410540', duration_sec:169, explicit:false, bpm:158})
CREATE (T27:Track {title:'Frozen Ocean', isrc:'IEBLU0410556', duration_sec:155, explicit:false, bpm:126})
CREATE (T28:Track {title:'Neon Line', isrc:'IEBLU0410594', duration_sec:155, explicit:false, bpm:87})
CREATE (T29:Track {title:'Bitter Wire', isrc:'IEBLU0410631', duration_sec:227, explicit:false, bpm:114})
CREATE (T30:Track {title:'Sweet Satellite', isrc:'IESEL1910639', duration_sec:209, explicit:false, bpm:128})
CREATE (T31:Track {title:'Summer Satellite', isrc:'IESEL1910666', duration_sec:277, explicit:false, bpm:98})
CREATE (T32:Track {title:'Tender Horizon', isrc:'IESEL1910679', duration_sec:275, explicit:false, bpm:127})
CREATE (T33:Track {title:'Open Shadow', isrc:'CANOR0810684', duration_sec:268, explicit:false, bpm:114})
CREATE (T34:Track {title:'Burning Ghost', isrc:'CANOR0810694', duration_sec:170, explicit:false, bpm:97})
CREATE (T35:Track {title:'Empty Fever', isrc:'CANOR0810697', duration_sec:168, explicit:false, bpm:113})
CREATE (T36:Track {title:'Restless Wire', isrc:'CANOR0810699', duration_sec:179, explicit:false, bpm:102})
CREATE (T37:Track {title:'Neon Flame', isrc:'CANOR0810713', duration_sec:281, explicit:false, bpm:82})
CREATE (T38:Track {title:'Sweet Road', isrc:'CANOR2410748', duration_sec:240, explicit:false, bpm:93})
CREATE (T39:Track {title:'Summer River', isrc:'CANOR2410763', duration_sec:233, explicit:false, bpm:111})
CREATE (T40:Track {title:'Quiet Window', isrc:'CANOR2410783', duration_sec:245, explicit:true, bpm:143})
CREATE (T41:Track {title:'Sweet Heart', isrc:'CANOR2410816', duration_sec:246, explicit:false, bpm:69})
CREATE (T42:Track {title:'Falling Engine', isrc:'AUBLU1610824', duration_sec:207, explicit:true, bpm:88})
CREATE (T43:Track {title:'Hollow Flame', isrc:'AUBLU1610859', duration_sec:282, explicit:false, bpm:135})
CREATE (T44:Track {title:'Frozen Mirror', isrc:'AUBLU1610887', duration_sec:183, explicit:false, bpm:132})
CREATE (T45:Track {title:'Silver River', isrc:'AUBLU1610892', duration_sec:225, explicit:false, bpm:154})
CREATE (T46:Track {title:'Bright Mirror', isrc:'AUBLU1610896', duration_sec:236, explicit:false, bpm:96})
CREATE (T47:Track {title:'Hollow Shadow', isrc:'ESSOL1510929', duration_sec:287, explicit:false, bpm:113})
CREATE (T48:Track {title:'Electric Ocean', isrc:'ESSOL1510944', duration_sec:266, explicit:false, bpm:94})
CREATE (T49:Track {title:'Electric Garden', isrc:'ESSOL1510977', duration_sec:196, explicit:false, bpm:125})
CREATE (T50:Track {title:'Broken Echo', isrc:'ESSOL1510981', duration_sec:216, explicit:false, bpm:101})
CREATE (T51:Track {title:'Restless Engine', isrc:'ESSOL1510998', duration_sec:175, explicit:false, bpm:69})
CREATE (T52:Track {title:'Verano', isrc:'ESSOL2311022', duration_sec:180, explicit:false, bpm:148})
CREATE (T53:Track {title:'Hollow Heart', isrc:'USBLU1811025', duration_sec:206, explicit:false, bpm:112})
CREATE (T54:Track {title:'Falling Season', isrc:'USBLU1811030', duration_sec:199, explicit:false, bpm:138})
CREATE (T55:Track {title:'Hollow Star', isrc:'USBLU1811033', duration_sec:152, explicit:false, bpm:147})
CREATE (T56:Track {title:'Burning Fever', isrc:'USBLU1811054', duration_sec:171, explicit:false, bpm:136})
CREATE (T57:Track {title:'Broken Canyon', isrc:'USBLU1811064', duration_sec:197, explicit:false, bpm:140})
CREATE (T58:Track {title:'Midnight Road', isrc:'USBLU2211066', duration_sec:226, explicit:false, bpm:128})
CREATE (T59:Track {title:'Crimson Season', isrc:'USBLU2211098', duration_sec:231, explicit:false, bpm:106})
CREATE (T60:Track {title:'Empty Satellite', isrc:'USBLU2211100', duration_sec:270, explicit:false, bpm:113})
CREATE (T61:Track {title:'Open Mirror', isrc:'MXSOL2411115', duration_sec:268, explicit:false, bpm:68})
CREATE (T62:Track {title:'Electric Road', isrc:'MXSOL2411120', duration_sec:288, explicit:true, bpm:110})
CREATE (T63:Track {title:'Wild Engine', isrc:'MXSOL2411158', duration_sec:209, explicit:false, bpm:98})
CREATE (T64:Track {title:'Heavy Echo', isrc:'MXSOL2411175', duration_sec:213, explicit:false, bpm:153})
CREATE (T65:Track {title:'Satellite', isrc:'MXSOL2311205', duration_sec:252, explicit:false, bpm:174})
CREATE (T66:Track {title:'Frozen Circle', isrc:'KRSEO1911212', duration_sec:161, explicit:false, bpm:75})
CREATE (T67:Track {title:'Golden Circle', isrc:'KRSEO1911232', duration_sec:188, explicit:false, bpm:110})
CREATE (T68:Track {title:'Golden Horizon', isrc:'KRSEO1911253', duration_sec:234, explicit:false, bpm:98})
CREATE (T69:Track {title:'Hollow River', isrc:'KRSEO1911262', duration_sec:231, explicit:true, bpm:125})
CREATE (T70:Track {title:'Moonrise', isrc:'KRSEO2411299', duration_sec:250, explicit:false})
CREATE (T71:Track {title:'Heavy Circle', isrc:'KRSEO2111316', duration_sec:213, explicit:false, bpm:85})
CREATE (T72:Track {title:'Bitter Heart', isrc:'KRSEO2111343', duration_sec:194, explicit:false, bpm:76})
CREATE (T73:Track {title:'Quiet Canyon', isrc:'KRSEO2111376', duration_sec:168, explicit:false, bpm:106})
CREATE (T74:Track {title:'Midnight Echo', isrc:'DEKAI1411379', duration_sec:415, explicit:false, bpm:125})
CREATE (T75:Track {title:'Distant Wire', isrc:'DEKAI1411401', duration_sec:342, explicit:false, bpm:125})
CREATE (T76:Track {title:'Falling Bloom', isrc:'DEKAI1411419', duration_sec:329, explicit:true, bpm:125})
CREATE (T77:Track {title:'Broken Star', isrc:'DEKAI1411434', duration_sec:405, explicit:false, bpm:122})
CREATE (T78:Track {title:'Restless Line', isrc:'DEKAI1411467', duration_sec:363, explicit:true, bpm:124})
CREATE (T79:Track {title:'Burning Flame', isrc:'DEKAI2411475', duration_sec:376, explicit:false, bpm:130})
CREATE (T80:Track {title:'Bright Heart', isrc:'DEKAI2411477', duration_sec:318, explicit:false, bpm:130})
CREATE (T81:Track {title:'Tender Fever', isrc:'DEKAI2411504', duration_sec:324, explicit:false, bpm:125})
CREATE (T82:Track {title:'Electric Flame', isrc:'NLKAI1211541', duration_sec:410, explicit:false, bpm:126})
CREATE (T83:Track {title:'Bright Horizon', isrc:'NLKAI1211566', duration_sec:360, explicit:false, bpm:126})
CREATE (T84:Track {title:'Distant Engine', isrc:'NLKAI1211602', duration_sec:362, explicit:false, bpm:125})
CREATE (T85:Track {title:'Electric Heart', isrc:'NLKAI1211619', duration_sec:350, explicit:false, bpm:122})
CREATE (T86:Track {title:'Crimson Bloom', isrc:'NLKAI1211643', duration_sec:413, explicit:false, bpm:122})
CREATE (T87:Track {title:'Broken Season', isrc:'FRSEL1711653', duration_sec:381, explicit:false, bpm:122})
CREATE (T88:Track {title:'Silver Circle', isrc:'FRSEL1711682', duration_sec:416, explicit:false, bpm:128})
CREATE (T89:Track {title:'Broken Ghost', isrc:'FRSEL1711700', duration_sec:377, explicit:false, bpm:130})
CREATE (T90:Track {title:'Heavy Bloom', isrc:'FRSEL1711736', duration_sec:366, explicit:false, bpm:125})
CREATE (T91:Track {title:'Quiet Season', isrc:'FRSEL1711764', duration_sec:320, explicit:false, bpm:130})
CREATE (T92:Track {title:'Neon Shadow', isrc:'NGAFR2011795', duration_sec:162, explicit:true, bpm:72})
CREATE (T93:Track {title:'Paper Harbour', isrc:'NGAFR2011818', duration_sec:159, explicit:true, bpm:72})
CREATE (T94:Track {title:'Open Kingdom', isrc:'NGAFR2011846', duration_sec:217, explicit:true, bpm:145})
CREATE (T95:Track {title:'Tender Tide', isrc:'NGAFR2011881', duration_sec:190, explicit:true, bpm:150})
CREATE (T96:Track {title:'Lonely Room', isrc:'NGAFR2011884', duration_sec:185, explicit:true, bpm:145})
CREATE (T97:Track {title:'Restless Letter', isrc:'USTRA2111902', duration_sec:156, explicit:true, bpm:150})
CREATE (T98:Track {title:'Burning Kingdom', isrc:'USTRA2111932', duration_sec:197, explicit:true, bpm:72})
CREATE (T99:Track {title:'Wild Wire', isrc:'USTRA2111944', duration_sec:196, explicit:true, bpm:70})
CREATE (T100:Track {title:'Sweet Bloom', isrc:'USTRA2111952', duration_sec:209, explicit:true, bpm:70})
CREATE (T101:Track {title:'Wild Fever', isrc:'USTRA2111953', duration_sec:182, explicit:true, bpm:70})
CREATE (T102:Track {title:'Bait', isrc:'USTRA2411971', duration_sec:215, explicit:true, bpm:174})
CREATE (T103:Track {title:'Vesper Hours', isrc:'USTRA2511990', duration_sec:213, explicit:true, bpm:75})
CREATE (T104:Track {title:'Lonely Flame', isrc:'SENOR1311996', duration_sec:275, explicit:false, bpm:123})
CREATE (T105:Track {title:'Golden Rain', isrc:'SENOR1312014', duration_sec:166, explicit:false, bpm:84})
CREATE (T106:Track {title:'Golden Bloom', isrc:'SENOR1312035', duration_sec:203, explicit:false, bpm:142})
CREATE (T107:Track {title:'Open Line', isrc:'SENOR1312054', duration_sec:289, explicit:false, bpm:112})
CREATE (T108:Track {title:'Winter Shadow', isrc:'SENOR1312073', duration_sec:170, explicit:true, bpm:114})
CREATE (T109:Track {title:'Northern Room', isrc:'IESEL2212075', duration_sec:184, explicit:false, bpm:101})
CREATE (T110:Track {title:'Quiet Room', isrc:'IESEL2212097', duration_sec:272, explicit:false, bpm:99})
CREATE (T111:Track {title:'Sunday Horizon', isrc:'IESEL2212122', duration_sec:179, explicit:false, bpm:111})
CREATE (T112:Track {title:'Kettle Song', isrc:'IESEL2312141', duration_sec:300, explicit:false, bpm:147})
CREATE (P0:Playlist {name:'Morning Commute', public:true, created:'2024-12-19'})
CREATE (P1:Playlist {name:'Deep Focus', public:true, created:'2022-10-21'})
CREATE (P2:Playlist {name:'Gym Bangers', public:true, created:'2024-07-19'})
CREATE (P3:Playlist {name:'Rainy Day', public:true, created:'2022-10-21'})
CREATE (P4:Playlist {name:'Sunday Vinyl', public:true, created:'2025-04-05'})
CREATE (P5:Playlist {name:'Late Night Drive', public:false, created:'2022-05-27'})
CREATE (P6:Playlist {name:'K-Pop Hits', public:false, created:'2022-11-07'})
CREATE (P7:Playlist {name:'Indie Gems', public:true, created:'2023-04-06'})
CREATE (P8:Playlist {name:'Roadtrip 2024', public:true, created:'2024-01-01'})
CREATE (P9:Playlist {name:'Chill House', public:true, created:'2025-07-10'})
CREATE (P10:Playlist {name:'Folk & Fire', public:true, created:'2022-12-04'})
CREATE (P11:Playlist {name:'Throwbacks', public:true, created:'2022-01-21'})
CREATE (P12:Playlist {name:'Party Starters', public:false, created:'2024-12-13'})
CREATE (P13:Playlist {name:'Empty Shelf', public:false, created:'2024-08-04'})
CREATE (U0:User {username:'maya_music', country:'Germany', premium:false, joined:'2023-06-09', birth_year:1980})
CREATE (U1:User {username:'leo94', country:'Sweden', premium:true, joined:'2022-06-03', birth_year:1994})
CREATE (U2:User {username:'sofia73', country:'France', premium:false, joined:'2020-03-15', birth_year:1973})
CREATE (U3:User {username:'kenji_waves', country:'South Korea', premium:true, joined:'2023-03-01', birth_year:1974})
CREATE (U4:User {username:'amara07', country:'Ireland', premium:true, joined:'2021-06-10', birth_year:2007})
CREATE (U5:User {username:'oskar80', country:'South Korea', premium:true, joined:'2021-01-13', birth_year:1980})
CREATE (U6:User {username:'lucia_waves', country:'United States', premium:false, joined:'2019-12-05', birth_year:1994})
CREATE (U7:User {username:'finn71', country:'Ireland', premium:false, joined:'2023-02-28', birth_year:1971})
CREATE (U8:User {username:'priya90', country:'United States', premium:true, joined:'2022-08-25', birth_year:1990})
CREATE (U9:User {username:'tomas_waves', country:'Canada', premium:true, joined:'2023-03-15', birth_year:1987})
CREATE (U10:User {username:'zoe82', country:'France', premium:false, joined:'2023-05-03', birth_year:1982})
CREATE (U11:User {username:'ibrahim67', country:'Sweden', premium:false, joined:'2024-01-01', birth_year:1967})
CREATE (U12:User {username:'chloe_fm', country:'Canada', premium:false, joined:'2021-12-17', birth_year:1997})
CREATE (U13:User {username:'mateo80', country:'Ireland', premium:true, joined:'2023-06-20', birth_year:1980})
CREATE (U14:User {username:'yuna62', country:'Brazil', premium:false, joined:'2022-12-23', birth_year:1962})
CREATE (U15:User {username:'noah_fm', country:'Mexico', premium:false, joined:'2025-01-05', birth_year:2000})
CREATE (U16:User {username:'freya98', country:'Germany', premium:true, joined:'2024-10-25', birth_year:2000})
CREATE (U17:User {username:'diego71', country:'Brazil', premium:true, joined:'2022-02-15', birth_year:1971})
CREATE (U18:User {username:'aisha_music', country:'Ireland', premium:false, joined:'2019-01-07', birth_year:1966})
CREATE (U19:User {username:'lars62', country:'South Korea', premium:false, joined:'2019-03-01', birth_year:1962})
CREATE (U20:User {username:'emma05', country:'France', premium:false, joined:'2024-03-26', birth_year:2005})
CREATE (U21:User {username:'kwame_beats', country:'Germany', premium:true, joined:'2023-05-07', birth_year:2001})
CREATE (U22:User {username:'ines07', country:'Canada', premium:false, joined:'2023-09-09', birth_year:2007})
CREATE (U23:User {username:'jonas87', country:'France', premium:false, joined:'2019-06-07', birth_year:1987})
CREATE (U24:User {username:'mina_fm', country:'Canada', premium:false, joined:'2024-08-17', birth_year:2006})
CREATE (U25:User {username:'rafael69', country:'Ireland', premium:true, joined:'2024-07-20', birth_year:1969})
CREATE (U26:User {username:'nora69', country:'Mexico', premium:false, joined:'2023-09-19', birth_year:1969})
CREATE (U27:User {username:'sean_waves', country:'Sweden', premium:false, joined:'2024-05-25', birth_year:2005})
CREATE (U28:User {username:'hye75', country:'United States', premium:false, joined:'2023-01-15', birth_year:1975})
CREATE (U29:User {username:'oliver66', country:'United States', premium:false, joined:'2019-12-01', birth_year:1966})
CREATE (U30:User {username:'clara_music', country:'Canada', premium:true, joined:'2024-10-12', birth_year:1965})
CREATE (U31:User {username:'pablo67', country:'United States', premium:false, joined:'2023-08-01', birth_year:1967})
CREATE (U32:User {username:'elif94', country:'Spain', premium:true, joined:'2025-04-03', birth_year:1994})
CREATE (U33:User {username:'dan_vinyl', country:'Canada', premium:true, joined:'2020-01-27', birth_year:1975})
CREATE (U34:User {username:'sven97', country:'United States', premium:false, joined:'2025-08-11', birth_year:1997})
CREATE (U35:User {username:'tara70', country:'United Kingdom', premium:false, joined:'2024-10-09', birth_year:1970})
CREATE (U36:User {username:'marco_fm', country:'Nigeria', premium:false, joined:'2020-01-04', birth_year:1964})
CREATE (U37:User {username:'lena85', country:'Canada', premium:false, joined:'2023-05-27', birth_year:1985})
CREATE (U38:User {username:'ravi95', country:'Ireland', premium:false, joined:'2024-08-27', birth_year:1995})
CREATE (U39:User {username:'june_fm', country:'Canada', premium:false, joined:'2023-03-07'})
CREATE
(G1)-[:SUBGENRE_OF]->(G0),
(G2)-[:SUBGENRE_OF]->(G1),
(G3)-[:SUBGENRE_OF]->(G2),
(G5)-[:SUBGENRE_OF]->(G4),
(G6)-[:SUBGENRE_OF]->(G4),
(G8)-[:SUBGENRE_OF]->(G7),
(G9)-[:SUBGENRE_OF]->(G8),
(G10)-[:SUBGENRE_OF]->(G7),
(G12)-[:SUBGENRE_OF]->(G11),
(A0)-[:IN_GENRE]->(G0),
(A1)-[:IN_GENRE]->(G0),
(A2)-[:IN_GENRE]->(G2),
(A3)-[:IN_GENRE]->(G13),
(A3)-[:IN_GENRE]->(G2),
(A4)-[:IN_GENRE]->(G3),
(A5)-[:IN_GENRE]->(G1),
(A6)-[:IN_GENRE]->(G4),
(A7)-[:IN_GENRE]->(G5),
(A8)-[:IN_GENRE]->(G4),
(A8)-[:IN_GENRE]->(G5),
(A9)-[:IN_GENRE]->(G6),
(A10)-[:IN_GENRE]->(G6),
(A11)-[:IN_GENRE]->(G9),
(A12)-[:IN_GENRE]->(G10),
(A13)-[:IN_GENRE]->(G7),
(A14)-[:IN_GENRE]->(G11),
(A15)-[:IN_GENRE]->(G12),
(A16)-[:IN_GENRE]->(G12),
(A17)-[:IN_GENRE]->(G13),
(A18)-[:IN_GENRE]->(G13),
(A5)-[:INFLUENCED_BY]->(A4),
(A4)-[:INFLUENCED_BY]->(A2),
(A2)-[:INFLUENCED_BY]->(A0),
(A2)-[:INFLUENCED_BY]->(A1),
(A3)-[:INFLUENCED_BY]->(A0),
(A8)-[:INFLUENCED_BY]->(A7),
(A7)-[:INFLUENCED_BY]->(A13),
(A10)-[:INFLUENCED_BY]->(A9),
(A16)-[:INFLUENCED_BY]->(A15),
(A15)-[:INFLUENCED_BY]->(A14),
(A18)-[:INFLUENCED_BY]->(A17),
(A18)-[:INFLUENCED_BY]->(A3),
(A11)-[:INFLUENCED_BY]->(A12),
(A9)-[:INFLUENCED_BY]->(A6),
(A0)-[:RELEASED]->(AL0),
(A0)-[:RELEASED]->(AL1),
(A1)-[:RELEASED]->(AL2),
(A2)-[:RELEASED]->(AL3),
(A2)-[:RELEASED]->(AL4),
(A3)-[:RELEASED]->(AL5),
(A3)-[:RELEASED]->(AL6),
(A4)-[:RELEASED]->(AL7),
(A4)-[:RELEASED]->(AL8),
(A5)-[:RELEASED]->(AL9),
(A6)-[:RELEASED]->(AL10),
(A6)-[:RELEASED]->(AL11),
(A7)-[:RELEASED]->(AL12),
(A7)-[:RELEASED]->(AL13),
(A8)-[:RELEASED]->(AL14),
(A8)-[:RELEASED]->(AL15),
(A9)-[:RELEASED]->(AL16),
(A9)-[:RELEASED]->(AL17),
(A10)-[:RELEASED]->(AL18),
(A11)-[:RELEASED]->(AL19),
(A11)-[:RELEASED]->(AL20),
(A12)-[:RELEASED]->(AL21),
(A13)-[:RELEASED]->(AL22),
(A14)-[:RELEASED]->(AL23),
(A15)-[:RELEASED]->(AL24),
(A15)-[:RELEASED]->(AL25),
(A16)-[:RELEASED]->(AL26),
(A17)-[:RELEASED]->(AL27),
(A18)-[:RELEASED]->(AL28),
(A18)-[:RELEASED]->(AL29),
(T0)-[:ON_ALBUM {track_no:1}]->(AL0),
(T1)-[:ON_ALBUM {track_no:2}]->(AL0),
(T2)-[:ON_ALBUM {track_no:3}]->(AL0),
(T3)-[:ON_ALBUM {track_no:4}]->(AL0),
(T4)-[:ON_ALBUM {track_no:5}]->(AL0),
(T5)-[:ON_ALBUM {track_no:1}]->(AL1),
(T6)-[:ON_ALBUM {track_no:2}]->(AL1),
(T7)-[:ON_ALBUM {track_no:3}]->(AL1),
(T8)-[:ON_ALBUM {track_no:4}]->(AL1),
(T9)-[:ON_ALBUM {track_no:5}]->(AL1),
(T10)-[:ON_ALBUM {track_no:1}]->(AL2),
(T11)-[:ON_ALBUM {track_no:2}]->(AL2),
(T12)-[:ON_ALBUM {track_no:3}]->(AL2),
(T13)-[:ON_ALBUM {track_no:4}]->(AL2),
(T14)-[:ON_ALBUM {track_no:5}]->(AL2),
(T15)-[:ON_ALBUM {track_no:1}]->(AL3),
(T16)-[:ON_ALBUM {track_no:2}]->(AL3),
(T17)-[:ON_ALBUM {track_no:3}]->(AL3),
(T18)-[:ON_ALBUM {track_no:4}]->(AL3),
(T19)-[:ON_ALBUM {track_no:5}]->(AL3),
(T20)-[:ON_ALBUM {track_no:1}]->(AL4),
(T21)-[:ON_ALBUM {track_no:2}]->(AL4),
(T22)-[:ON_ALBUM {track_no:3}]->(AL4),
(T23)-[:ON_ALBUM {track_no:4}]->(AL4),
(T24)-[:ON_ALBUM {track_no:5}]->(AL4),
(T25)-[:ON_ALBUM {track_no:1}]->(AL5),
(T26)-[:ON_ALBUM {track_no:2}]->(AL5),
(T27)-[:ON_ALBUM {track_no:3}]->(AL5),
(T28)-[:ON_ALBUM {track_no:4}]->(AL5),
(T29)-[:ON_ALBUM {track_no:5}]->(AL5),
(T30)-[:ON_ALBUM {track_no:1}]->(AL6),
(T31)-[:ON_ALBUM {track_no:2}]->(AL6),
(T32)-[:ON_ALBUM {track_no:3}]->(AL6),
(T33)-[:ON_ALBUM {track_no:1}]->(AL7),
(T34)-[:ON_ALBUM {track_no:2}]->(AL7),
(T35)-[:ON_ALBUM {track_no:3}]->(AL7),
(T36)-[:ON_ALBUM {track_no:4}]->(AL7),
(T37)-[:ON_ALBUM {track_no:5}]->(AL7),
(T38)-[:ON_ALBUM {track_no:1}]->(AL8),
(T39)-[:ON_ALBUM {track_no:2}]->(AL8),
(T40)-[:ON_ALBUM {track_no:3}]->(AL8),
(T41)-[:ON_ALBUM {track_no:4}]->(AL8),
(T42)-[:ON_ALBUM {track_no:1}]->(AL9),
(T43)-[:ON_ALBUM {track_no:2}]->(AL9),
(T44)-[:ON_ALBUM {track_no:3}]->(AL9),
(T45)-[:ON_ALBUM {track_no:4}]->(AL9),
(T46)-[:ON_ALBUM {track_no:5}]->(AL9),
(T47)-[:ON_ALBUM {track_no:1}]->(AL10),
(T48)-[:ON_ALBUM {track_no:2}]->(AL10),
(T49)-[:ON_ALBUM {track_no:3}]->(AL10),
(T50)-[:ON_ALBUM {track_no:4}]->(AL10),
(T51)-[:ON_ALBUM {track_no:5}]->(AL10),
(T52)-[:ON_ALBUM {track_no:1}]->(AL11),
(T53)-[:ON_ALBUM {track_no:1}]->(AL12),
(T54)-[:ON_ALBUM {track_no:2}]->(AL12),
(T55)-[:ON_ALBUM {track_no:3}]->(AL12),
(T56)-[:ON_ALBUM {track_no:4}]->(AL12),
(T57)-[:ON_ALBUM {track_no:5}]->(AL12),
(T58)-[:ON_ALBUM {track_no:1}]->(AL13),
(T59)-[:ON_ALBUM {track_no:2}]->(AL13),
(T60)-[:ON_ALBUM {track_no:3}]->(AL13),
(T61)-[:ON_ALBUM {track_no:1}]->(AL14),
(T65)-[:ON_ALBUM {track_no:2}]->(AL14),
(T62)-[:ON_ALBUM {track_no:3}]->(AL14),
(T63)-[:ON_ALBUM {track_no:4}]->(AL14),
(T64)-[:ON_ALBUM {track_no:5}]->(AL14),
(T65)-[:ON_ALBUM {track_no:1}]->(AL15),
(T66)-[:ON_ALBUM {track_no:1}]->(AL16),
(T67)-[:ON_ALBUM {track_no:2}]->(AL16),
(T68)-[:ON_ALBUM {track_no:3}]->(AL16),
(T69)-[:ON_ALBUM {track_no:4}]->(AL16),
(T70)-[:ON_ALBUM {track_no:1}]->(AL17),
(T71)-[:ON_ALBUM {track_no:1}]->(AL18),
(T72)-[:ON_ALBUM {track_no:2}]->(AL18),
(T73)-[:ON_ALBUM {track_no:3}]->(AL18),
(T74)-[:ON_ALBUM {track_no:1}]->(AL19),
(T75)-[:ON_ALBUM {track_no:2}]->(AL19),
(T76)-[:ON_ALBUM {track_no:3}]->(AL19),
(T77)-[:ON_ALBUM {track_no:4}]->(AL19),
(T78)-[:ON_ALBUM {track_no:5}]->(AL19),
(T79)-[:ON_ALBUM {track_no:1}]->(AL20),
(T80)-[:ON_ALBUM {track_no:2}]->(AL20),
(T81)-[:ON_ALBUM {track_no:3}]->(AL20),
(T82)-[:ON_ALBUM {track_no:1}]->(AL21),
(T83)-[:ON_ALBUM {track_no:2}]->(AL21),
(T84)-[:ON_ALBUM {track_no:3}]->(AL21),
(T85)-[:ON_ALBUM {track_no:4}]->(AL21),
(T86)-[:ON_ALBUM {track_no:5}]->(AL21),
(T87)-[:ON_ALBUM {track_no:1}]->(AL22),
(T88)-[:ON_ALBUM {track_no:2}]->(AL22),
(T89)-[:ON_ALBUM {track_no:3}]->(AL22),
(T90)-[:ON_ALBUM {track_no:4}]->(AL22),
(T91)-[:ON_ALBUM {track_no:5}]->(AL22),
(T92)-[:ON_ALBUM {track_no:1}]->(AL23),
(T93)-[:ON_ALBUM {track_no:2}]->(AL23),
(T94)-[:ON_ALBUM {track_no:3}]->(AL23),
(T95)-[:ON_ALBUM {track_no:4}]->(AL23),
(T96)-[:ON_ALBUM {track_no:5}]->(AL23),
(T97)-[:ON_ALBUM {track_no:1}]->(AL24),
(T98)-[:ON_ALBUM {track_no:2}]->(AL24),
(T99)-[:ON_ALBUM {track_no:3}]->(AL24),
(T100)-[:ON_ALBUM {track_no:4}]->(AL24),
(T101)-[:ON_ALBUM {track_no:5}]->(AL24),
(T102)-[:ON_ALBUM {track_no:1}]->(AL25),
(T103)-[:ON_ALBUM {track_no:1}]->(AL26),
(T104)-[:ON_ALBUM {track_no:1}]->(AL27),
(T105)-[:ON_ALBUM {track_no:2}]->(AL27),
(T106)-[:ON_ALBUM {track_no:3}]->(AL27),
(T107)-[:ON_ALBUM {track_no:4}]->(AL27),
(T108)-[:ON_ALBUM {track_no:5}]->(AL27),
(T109)-[:ON_ALBUM {track_no:1}]->(AL28),
(T110)-[:ON_ALBUM {track_no:2}]->(AL28),
(T111)-[:ON_ALBUM {track_no:3}]->(AL28),
(T112)-[:ON_ALBUM {track_no:1}]->(AL29),
(T97)-[:FEATURES {role:'rap'}]->(A16),
(T100)-[:FEATURES {role:'rap'}]->(A16),
(T93)-[:FEATURES {role:'vocals'}]->(A16),
(T94)-[:FEATURES {role:'rap'}]->(A15),
(T102)-[:FEATURES {role:'vocals'}]->(A14),
(T54)-[:FEATURES {role:'vocals'}]->(A6),
(T54)-[:FEATURES {role:'production'}]->(A13),
(T61)-[:FEATURES {role:'production'}]->(A7),
(T76)-[:FEATURES {role:'remix'}]->(A12),
(T86)-[:FEATURES {role:'remix'}]->(A11),
(T66)-[:FEATURES {role:'vocals'}]->(A10),
(T27)-[:FEATURES {role:'vocals'}]->(A17),
(T110)-[:FEATURES {role:'vocals'}]->(A3),
(T36)-[:FEATURES {role:'vocals'}]->(A2),
(T13)-[:IN_PLAYLIST {position:1, added:'2024-12-19'}]->(P0),
(T17)-[:IN_PLAYLIST {position:2, added:'2025-04-04'}]->(P0),
(T95)-[:IN_PLAYLIST {position:3, added:'2024-12-19'}]->(P0),
(T23)-[:IN_PLAYLIST {position:1, added:'2022-10-21'}]->(P1),
(T45)-[:IN_PLAYLIST {position:2, added:'2022-11-22'}]->(P1),
(T107)-[:IN_PLAYLIST {position:3, added:'2022-10-21'}]->(P1),
(T21)-[:IN_PLAYLIST {position:4, added:'2022-10-21'}]->(P1),
(T37)-[:IN_PLAYLIST {position:5, added:'2022-10-21'}]->(P1),
(T105)-[:IN_PLAYLIST {position:6, added:'2023-02-03'}]->(P1),
(T80)-[:IN_PLAYLIST {position:1, added:'2024-07-19'}]->(P2),
(T5)-[:IN_PLAYLIST {position:2, added:'2024-07-19'}]->(P2),
(T41)-[:IN_PLAYLIST {position:3, added:'2024-07-19'}]->(P2),
(T64)-[:IN_PLAYLIST {position:4, added:'2025-07-20'}]->(P2),
(T10)-[:IN_PLAYLIST {position:5, added:'2024-09-06'}]->(P2),
(T72)-[:IN_PLAYLIST {position:6, added:'2024-07-19'}]->(P2),
(T83)-[:IN_PLAYLIST {position:7, added:'2024-07-19'}]->(P2),
(T94)-[:IN_PLAYLIST {position:1, added:'2022-10-21'}]->(P3),
(T71)-[:IN_PLAYLIST {position:2, added:'2022-10-21'}]->(P3),
(T90)-[:IN_PLAYLIST {position:3, added:'2022-10-21'}]->(P3),
(T22)-[:IN_PLAYLIST {position:4, added:'2022-11-13'}]->(P3),
(T73)-[:IN_PLAYLIST {position:5, added:'2022-11-05'}]->(P3),
(T52)-[:IN_PLAYLIST {position:6, added:'2022-10-21'}]->(P3),
(T59)-[:IN_PLAYLIST {position:7, added:'2022-10-21'}]->(P3),
(T12)-[:IN_PLAYLIST {position:1, added:'2025-04-05'}]->(P4),
(T52)-[:IN_PLAYLIST {position:2, added:'2025-04-05'}]->(P4),
(T105)-[:IN_PLAYLIST {position:3, added:'2025-04-05'}]->(P4),
(T95)-[:IN_PLAYLIST {position:4, added:'2025-10-17'}]->(P4),
(T28)-[:IN_PLAYLIST {position:5, added:'2025-04-05'}]->(P4),
(T33)-[:IN_PLAYLIST {position:6, added:'2025-04-23'}]->(P4),
(T26)-[:IN_PLAYLIST {position:7, added:'2025-04-05'}]->(P4),
(T4)-[:IN_PLAYLIST {position:8, added:'2025-04-05'}]->(P4),
(T17)-[:IN_PLAYLIST {position:9, added:'2025-08-02'}]->(P4),
(T105)-[:IN_PLAYLIST {position:1, added:'2022-09-12'}]->(P5),
(T27)-[:IN_PLAYLIST {position:2, added:'2023-07-08'}]->(P5),
(T45)-[:IN_PLAYLIST {position:3, added:'2022-10-22'}]->(P5),
(T89)-[:IN_PLAYLIST {position:4, added:'2022-12-07'}]->(P5),
(T39)-[:IN_PLAYLIST {position:5, added:'2022-08-13'}]->(P5),
(T13)-[:IN_PLAYLIST {position:6, added:'2022-11-25'}]->(P5),
(T64)-[:IN_PLAYLIST {position:7, added:'2022-08-08'}]->(P5),
(T61)-[:IN_PLAYLIST {position:8, added:'2022-08-23'}]->(P5),
(T86)-[:IN_PLAYLIST {position:1, added:'2023-05-26'}]->(P6),
(T103)-[:IN_PLAYLIST {position:2, added:'2022-11-07'}]->(P6),
(T11)-[:IN_PLAYLIST {position:3, added:'2023-12-18'}]->(P6),
(T37)-[:IN_PLAYLIST {position:4, added:'2022-12-28'}]->(P6),
(T52)-[:IN_PLAYLIST {position:5, added:'2022-11-07'}]->(P6),
(T90)-[:IN_PLAYLIST {position:6, added:'2022-11-07'}]->(P6),
(T79)-[:IN_PLAYLIST {position:7, added:'2022-11-07'}]->(P6),
(T23)-[:IN_PLAYLIST {position:8, added:'2022-11-07'}]->(P6),
(T111)-[:IN_PLAYLIST {position:9, added:'2023-02-17'}]->(P6),
(T102)-[:IN_PLAYLIST {position:1, added:'2023-04-06'}]->(P7),
(T45)-[:IN_PLAYLIST {position:2, added:'2024-12-16'}]->(P7),
(T10)-[:IN_PLAYLIST {position:3, added:'2023-12-10'}]->(P7),
(T21)-[:IN_PLAYLIST {position:1, added:'2024-07-19'}]->(P8),
(T99)-[:IN_PLAYLIST {position:2, added:'2024-04-21'}]->(P8),
(T60)-[:IN_PLAYLIST {position:3, added:'2024-11-04'}]->(P8),
(T50)-[:IN_PLAYLIST {position:4, added:'2025-05-07'}]->(P8),
(T22)-[:IN_PLAYLIST {position:5, added:'2024-08-12'}]->(P8),
(T7)-[:IN_PLAYLIST {position:6, added:'2025-02-07'}]->(P8),
(T30)-[:IN_PLAYLIST {position:7, added:'2025-04-15'}]->(P8),
(T97)-[:IN_PLAYLIST {position:8, added:'2024-09-21'}]->(P8),
(T63)-[:IN_PLAYLIST {position:9, added:'2024-07-26'}]->(P8),
(T41)-[:IN_PLAYLIST {position:1, added:'2025-07-10'}]->(P9),
(T94)-[:IN_PLAYLIST {position:2, added:'2025-07-10'}]->(P9),
(T109)-[:IN_PLAYLIST {position:3, added:'2025-08-27'}]->(P9),
(T83)-[:IN_PLAYLIST {position:4, added:'2025-10-22'}]->(P9),
(T35)-[:IN_PLAYLIST {position:5, added:'2025-07-10'}]->(P9),
(T44)-[:IN_PLAYLIST {position:6, added:'2025-09-04'}]->(P9),
(T112)-[:IN_PLAYLIST {position:1, added:'2022-12-27'}]->(P10),
(T109)-[:IN_PLAYLIST {position:2, added:'2022-12-12'}]->(P10),
(T76)-[:IN_PLAYLIST {position:3, added:'2023-04-01'}]->(P10),
(T107)-[:IN_PLAYLIST {position:4, added:'2022-12-04'}]->(P10),
(T103)-[:IN_PLAYLIST {position:5, added:'2022-12-04'}]->(P10),
(T47)-[:IN_PLAYLIST {position:6, added:'2023-04-11'}]->(P10),
(T32)-[:IN_PLAYLIST {position:7, added:'2022-12-04'}]->(P10),
(T101)-[:IN_PLAYLIST {position:1, added:'2023-08-28'}]->(P11),
(T83)-[:IN_PLAYLIST {position:2, added:'2023-12-09'}]->(P11),
(T77)-[:IN_PLAYLIST {position:3, added:'2022-12-19'}]->(P11),
(T112)-[:IN_PLAYLIST {position:4, added:'2022-03-06'}]->(P11),
(T96)-[:IN_PLAYLIST {position:1, added:'2025-01-07'}]->(P12),
(T64)-[:IN_PLAYLIST {position:2, added:'2024-12-13'}]->(P12),
(T30)-[:IN_PLAYLIST {position:3, added:'2024-12-13'}]->(P12),
(T99)-[:IN_PLAYLIST {position:4, added:'2024-12-13'}]->(P12),
(U0)-[:CREATED]->(P0),
(U1)-[:CREATED]->(P1),
(U2)-[:CREATED]->(P2),
(U0)-[:CREATED]->(P3),
(U4)-[:CREATED]->(P4),
(U5)-[:CREATED]->(P5),
(U5)-[:CREATED]->(P6),
(U6)-[:CREATED]->(P7),
(U8)-[:CREATED]->(P8),
(U9)-[:CREATED]->(P9),
(U12)-[:CREATED]->(P10),
(U13)-[:CREATED]->(P11),
(U16)-[:CREATED]->(P12),
(U16)-[:CREATED]->(P13),
(U0)-[:FOLLOWS]->(U18),
(U2)-[:FOLLOWS]->(U27),
(U2)-[:FOLLOWS]->(U29),
(U6)-[:FOLLOWS]->(U5),
(U6)-[:FOLLOWS]->(U30),
(U10)-[:FOLLOWS]->(U1),
(U10)-[:FOLLOWS]->(U31),
(U11)-[:FOLLOWS]->(U12),
(U11)-[:FOLLOWS]->(U31),
(U12)-[:FOLLOWS]->(U30),
(U14)-[:FOLLOWS]->(U5),
(U14)-[:FOLLOWS]->(U33),
(U16)-[:FOLLOWS]->(U34),
(U17)-[:FOLLOWS]->(U18),
(U17)-[:FOLLOWS]->(U38),
(U18)-[:FOLLOWS]->(U9),
(U19)-[:FOLLOWS]->(U32),
(U19)-[:FOLLOWS]->(U36),
(U20)-[:FOLLOWS]->(U33),
(U21)-[:FOLLOWS]->(U5),
(U22)-[:FOLLOWS]->(U11),
(U23)-[:FOLLOWS]->(U22),
(U24)-[:FOLLOWS]->(U7),
(U26)-[:FOLLOWS]->(U38),
(U27)-[:FOLLOWS]->(U19),
(U29)-[:FOLLOWS]->(U1),
(U0)-[:FOLLOWS]->(A15),
(U1)-[:FOLLOWS]->(A4),
(U2)-[:FOLLOWS]->(A6),
(U2)-[:FOLLOWS]->(A17),
(U4)-[:FOLLOWS]->(A0),
(U4)-[:FOLLOWS]->(A13),
(U5)-[:FOLLOWS]->(A9),
(U5)-[:FOLLOWS]->(A17),
(U9)-[:FOLLOWS]->(A5),
(U9)-[:FOLLOWS]->(A9),
(U9)-[:FOLLOWS]->(A15),
(U10)-[:FOLLOWS]->(A10),
(U10)-[:FOLLOWS]->(A16),
(U12)-[:FOLLOWS]->(A4),
(U12)-[:FOLLOWS]->(A7),
(U12)-[:FOLLOWS]->(A15),
(U12)-[:FOLLOWS]->(A18),
(U13)-[:FOLLOWS]->(A16),
(U14)-[:FOLLOWS]->(A2),
(U14)-[:FOLLOWS]->(A9),
(U14)-[:FOLLOWS]->(A17),
(U15)-[:FOLLOWS]->(A8),
(U15)-[:FOLLOWS]->(A11),
(U15)-[:FOLLOWS]->(A16),
(U16)-[:FOLLOWS]->(A8),
(U16)-[:FOLLOWS]->(A12),
(U16)-[:FOLLOWS]->(A14),
(U17)-[:FOLLOWS]->(A1),
(U17)-[:FOLLOWS]->(A14),
(U17)-[:FOLLOWS]->(A16),
(U18)-[:FOLLOWS]->(A3),
(U19)-[:FOLLOWS]->(A9),
(U20)-[:FOLLOWS]->(A2),
(U22)-[:FOLLOWS]->(A1),
(U23)-[:FOLLOWS]->(A6),
(U25)-[:FOLLOWS]->(A0),
(U25)-[:FOLLOWS]->(A6),
(U25)-[:FOLLOWS]->(A7),
(U25)-[:FOLLOWS]->(A11),
(U26)-[:FOLLOWS]->(A5),
(U26)-[:FOLLOWS]->(A6),
(U26)-[:FOLLOWS]->(A9),
(U26)-[:FOLLOWS]->(A13),
(U27)-[:FOLLOWS]->(A0),
(U27)-[:FOLLOWS]->(A4),
(U27)-[:FOLLOWS]->(A17),
(U28)-[:FOLLOWS]->(A9),
(U28)-[:FOLLOWS]->(A12),
(U29)-[:FOLLOWS]->(A14),
(U31)-[:FOLLOWS]->(A1),
(U31)-[:FOLLOWS]->(A15),
(U31)-[:FOLLOWS]->(A18),
(U32)-[:FOLLOWS]->(A2),
(U32)-[:FOLLOWS]->(A6),
(U32)-[:FOLLOWS]->(A9),
(U32)-[:FOLLOWS]->(A14),
(U34)-[:FOLLOWS]->(A1),
(U34)-[:FOLLOWS]->(A6),
(U34)-[:FOLLOWS]->(A7),
(U0)-[:LISTENED {plays:4, last_played:'2025-12-02'}]->(T0),
(U0)-[:LISTENED {plays:5, last_played:'2025-01-21'}]->(T16),
(U0)-[:LISTENED {plays:31, last_played:'2024-03-11'}]->(T22),
(U0)-[:LISTENED {plays:2, last_played:'2025-03-11'}]->(T65),
(U0)-[:LISTENED {plays:12, last_played:'2025-12-10'}]->(T84),
(U0)-[:LISTENED {plays:9, last_played:'2025-06-14'}]->(T92),
(U0)-[:LISTENED {plays:3, last_played:'2023-04-22'}]->(T98),
(U0)-[:LISTENED {plays:5, last_played:'2024-07-07'}]->(T102),
(U0)-[:LISTENED {plays:9, last_played:'2025-11-08'}]->(T109),
(U1)-[:LISTENED {plays:4, last_played:'2023-08-03'}]->(T0),
(U1)-[:LISTENED {plays:20, last_played:'2024-02-19'}]->(T44),
(U1)-[:LISTENED {plays:12, last_played:'2024-03-17'}]->(T49),
(U1)-[:LISTENED {plays:12, last_played:'2025-10-15'}]->(T52),
(U1)-[:LISTENED {plays:15, last_played:'2024-08-19'}]->(T54),
(U1)-[:LISTENED {plays:1, last_played:'2023-07-26'}]->(T57),
(U1)-[:LISTENED {plays:2, last_played:'2024-12-05'}]->(T62),
(U1)-[:LISTENED {plays:5, last_played:'2025-08-17'}]->(T64),
(U1)-[:LISTENED {plays:9, last_played:'2024-11-03'}]->(T74),
(U1)-[:LISTENED {plays:7, last_played:'2023-12-16'}]->(T92),
(U1)-[:LISTENED {plays:1, last_played:'2024-05-21'}]->(T96),
(U1)-[:LISTENED {plays:9, last_played:'2025-08-11'}]->(T98),
(U2)-[:LISTENED {plays:3, last_played:'2024-09-28'}]->(T0),
(U2)-[:LISTENED {plays:31, last_played:'2024-08-03'}]->(T2),
(U2)-[:LISTENED {plays:7, last_played:'2025-09-07'}]->(T49),
(U3)-[:LISTENED {plays:1, last_played:'2024-10-04'}]->(T24),
(U3)-[:LISTENED {plays:1, last_played:'2023-09-09'}]->(T47),
(U3)-[:LISTENED {plays:1, last_played:'2024-03-09'}]->(T49),
(U3)-[:LISTENED {plays:9, last_played:'2024-12-08'}]->(T61),
(U3)-[:LISTENED {plays:48, last_played:'2023-07-12'}]->(T70),
(U4)-[:LISTENED {plays:2, last_played:'2025-02-18'}]->(T1),
(U4)-[:LISTENED {plays:48, last_played:'2024-01-14'}]->(T37),
(U4)-[:LISTENED {plays:31, last_played:'2023-10-10'}]->(T61),
(U4)-[:LISTENED {plays:3, last_played:'2023-04-27'}]->(T69),
(U4)-[:LISTENED {plays:20, last_played:'2024-09-02'}]->(T88),
(U4)-[:LISTENED {plays:31, last_played:'2024-06-02'}]->(T94),
(U4)-[:LISTENED {plays:31, last_played:'2025-07-26'}]->(T98),
(U4)-[:LISTENED {plays:1, last_played:'2024-05-20'}]->(T99),
(U4)-[:LISTENED {plays:1, last_played:'2023-10-22'}]->(T100),
(U4)-[:LISTENED {plays:9, last_played:'2024-04-10'}]->(T108),
(U5)-[:LISTENED {plays:5, last_played:'2025-09-01'}]->(T0),
(U5)-[:LISTENED {plays:15, last_played:'2024-06-12'}]->(T19),
(U5)-[:LISTENED {plays:5, last_played:'2024-06-08'}]->(T37),
(U5)-[:LISTENED {plays:9, last_played:'2024-07-11'}]->(T39),
(U5)-[:LISTENED {plays:7, last_played:'2024-11-20'}]->(T91),
(U6)-[:LISTENED {plays:12, last_played:'2024-08-13'}]->(T21),
(U6)-[:LISTENED {plays:15, last_played:'2024-03-25'}]->(T27),
(U6)-[:LISTENED {plays:1, last_played:'2023-09-08'}]->(T28),
(U6)-[:LISTENED {plays:5, last_played:'2023-03-15'}]->(T38),
(U6)-[:LISTENED {plays:4, last_played:'2025-11-10'}]->(T59),
(U6)-[:LISTENED {plays:15, last_played:'2025-07-06'}]->(T65),
(U6)-[:LISTENED {plays:31, last_played:'2023-11-21'}]->(T75),
(U6)-[:LISTENED {plays:3, last_played:'2024-06-10'}]->(T94),
(U7)-[:LISTENED {plays:1, last_played:'2025-02-20'}]->(T7),
(U7)-[:LISTENED {plays:1, last_played:'2025-02-04'}]->(T17),
(U7)-[:LISTENED {plays:3, last_played:'2023-07-05'}]->(T33),
(U8)-[:LISTENED {plays:15, last_played:'2024-10-24'}]->(T13),
(U8)-[:LISTENED {plays:20, last_played:'2024-10-03'}]->(T30),
(U8)-[:LISTENED {plays:48, last_played:'2023-04-06'}]->(T44),
(U8)-[:LISTENED {plays:12, last_played:'2023-08-23'}]->(T52),
(U8)-[:LISTENED {plays:5, last_played:'2025-09-25'}]->(T59),
(U8)-[:LISTENED {plays:15, last_played:'2024-04-06'}]->(T64),
(U8)-[:LISTENED {plays:15, last_played:'2025-09-26'}]->(T86),
(U8)-[:LISTENED {plays:7, last_played:'2024-04-28'}]->(T88),
(U8)-[:LISTENED {plays:7, last_played:'2025-06-25'}]->(T106),
(U9)-[:LISTENED {plays:20, last_played:'2023-05-19'}]->(T20),
(U9)-[:LISTENED {plays:20, last_played:'2023-01-17'}]->(T26),
(U9)-[:LISTENED {plays:20, last_played:'2023-04-26'}]->(T32),
(U9)-[:LISTENED {plays:31, last_played:'2024-02-06'}]->(T53),
(U9)-[:LISTENED {plays:48, last_played:'2023-07-20'}]->(T73),
(U9)-[:LISTENED {plays:5, last_played:'2023-05-22'}]->(T97),
(U9)-[:LISTENED {plays:12, last_played:'2025-08-05'}]->(T103),
(U9)-[:LISTENED {plays:5, last_played:'2024-12-12'}]->(T107),
(U9)-[:LISTENED {plays:5, last_played:'2025-02-22'}]->(T109),
(U10)-[:LISTENED {plays:2, last_played:'2023-09-19'}]->(T6),
(U10)-[:LISTENED {plays:12, last_played:'2024-09-05'}]->(T9),
(U10)-[:LISTENED {plays:5, last_played:'2024-02-20'}]->(T17),
(U10)-[:LISTENED {plays:1, last_played:'2024-01-10'}]->(T33),
(U10)-[:LISTENED {plays:2, last_played:'2023-08-12'}]->(T39),
(U10)-[:LISTENED {plays:20, last_played:'2024-05-20'}]->(T43),
(U10)-[:LISTENED {plays:9, last_played:'2023-03-07'}]->(T66),
(U11)-[:LISTENED {plays:7, last_played:'2024-07-09'}]->(T18),
(U11)-[:LISTENED {plays:7, last_played:'2024-09-05'}]->(T19),
(U11)-[:LISTENED {plays:9, last_played:'2025-06-01'}]->(T20),
(U11)-[:LISTENED {plays:48, last_played:'2024-05-14'}]->(T23),
(U11)-[:LISTENED {plays:1, last_played:'2024-01-16'}]->(T32),
(U11)-[:LISTENED {plays:9, last_played:'2024-07-17'}]->(T38),
(U11)-[:LISTENED {plays:5, last_played:'2024-03-10'}]->(T77),
(U11)-[:LISTENED {plays:12, last_played:'2023-11-08'}]->(T87),
(U11)-[:LISTENED {plays:12, last_played:'2023-05-15'}]->(T95),
(U12)-[:LISTENED {plays:7, last_played:'2024-04-20'}]->(T1),
(U12)-[:LISTENED {plays:20, last_played:'2025-10-12'}]->(T20),
(U12)-[:LISTENED {plays:1, last_played:'2024-08-05'}]->(T31),
(U12)-[:LISTENED {plays:1, last_played:'2023-07-20'}]->(T33),
(U12)-[:LISTENED {plays:7, last_played:'2024-03-20'}]->(T47),
(U12)-[:LISTENED {plays:20, last_played:'2025-01-07'}]->(T48),
(U12)-[:LISTENED {plays:15, last_played:'2024-03-15'}]->(T56),
(U12)-[:LISTENED {plays:20, last_played:'2025-08-12'}]->(T69),
(U12)-[:LISTENED {plays:1, last_played:'2023-04-19'}]->(T83),
(U12)-[:LISTENED {plays:20, last_played:'2024-07-14'}]->(T89),
(U12)-[:LISTENED {plays:15, last_played:'2024-04-11'}]->(T106),
(U13)-[:LISTENED {plays:12, last_played:'2025-04-28'}]->(T23),
(U13)-[:LISTENED {plays:20, last_played:'2024-03-28'}]->(T54),
(U13)-[:LISTENED {plays:3, last_played:'2024-01-03'}]->(T60),
(U13)-[:LISTENED {plays:9, last_played:'2023-10-15'}]->(T78),
(U13)-[:LISTENED {plays:3, last_played:'2024-01-03'}]->(T107),
(U14)-[:LISTENED {plays:1, last_played:'2025-01-12'}]->(T2),
(U14)-[:LISTENED {plays:7, last_played:'2025-10-24'}]->(T30),
(U14)-[:LISTENED {plays:15, last_played:'2025-07-01'}]->(T37),
(U14)-[:LISTENED {plays:20, last_played:'2023-11-01'}]->(T54),
(U14)-[:LISTENED {plays:20, last_played:'2025-02-16'}]->(T102),
(U14)-[:LISTENED {plays:12, last_played:'2024-07-15'}]->(T111),
(U15)-[:LISTENED {plays:48, last_played:'2025-12-25'}]->(T22),
(U15)-[:LISTENED {plays:9, last_played:'2023-03-03'}]->(T23),
(U15)-[:LISTENED {plays:4, last_played:'2024-12-11'}]->(T43),
(U15)-[:LISTENED {plays:31, last_played:'2023-10-23'}]->(T57),
(U15)-[:LISTENED {plays:12, last_played:'2024-03-12'}]->(T88),
(U15)-[:LISTENED {plays:3, last_played:'2024-04-27'}]->(T97),
(U15)-[:LISTENED {plays:9, last_played:'2023-01-08'}]->(T103),
(U16)-[:LISTENED {plays:7, last_played:'2023-01-14'}]->(T8),
(U16)-[:LISTENED {plays:1, last_played:'2025-06-13'}]->(T35),
(U16)-[:LISTENED {plays:2, last_played:'2023-10-14'}]->(T52),
(U16)-[:LISTENED {plays:48, last_played:'2023-06-05'}]->(T53),
(U16)-[:LISTENED {plays:48, last_played:'2023-10-14'}]->(T68),
(U16)-[:LISTENED {plays:20, last_played:'2023-05-09'}]->(T82),
(U16)-[:LISTENED {plays:3, last_played:'2024-05-19'}]->(T83),
(U16)-[:LISTENED {plays:48, last_played:'2024-02-16'}]->(T90),
(U16)-[:LISTENED {plays:12, last_played:'2024-11-24'}]->(T92),
(U16)-[:LISTENED {plays:15, last_played:'2024-10-12'}]->(T105),
(U16)-[:LISTENED {plays:15, last_played:'2023-03-22'}]->(T109),
(U17)-[:LISTENED {plays:4, last_played:'2024-06-28'}]->(T0),
(U17)-[:LISTENED {plays:7, last_played:'2023-04-11'}]->(T15),
(U17)-[:LISTENED {plays:5, last_played:'2024-09-06'}]->(T41),
(U17)-[:LISTENED {plays:12, last_played:'2024-04-19'}]->(T56),
(U17)-[:LISTENED {plays:15, last_played:'2024-10-14'}]->(T72),
(U17)-[:LISTENED {plays:4, last_played:'2024-02-16'}]->(T82),
(U17)-[:LISTENED {plays:9, last_played:'2023-07-19'}]->(T99),
(U17)-[:LISTENED {plays:48, last_played:'2024-09-14'}]->(T107),
(U18)-[:LISTENED {plays:48, last_played:'2024-07-15'}]->(T0),
(U18)-[:LISTENED {plays:20, last_played:'2024-12-22'}]->(T22),
(U18)-[:LISTENED {plays:5, last_played:'2024-10-10'}]->(T47),
(U18)-[:LISTENED {plays:31, last_played:'2025-08-24'}]->(T50),
(U18)-[:LISTENED {plays:20, last_played:'2024-02-14'}]->(T69),
(U18)-[:LISTENED {plays:3, last_played:'2024-07-09'}]->(T75),
(U19)-[:LISTENED {plays:31, last_played:'2024-04-22'}]->(T2),
(U19)-[:LISTENED {plays:15, last_played:'2023-03-05'}]->(T94),
(U20)-[:LISTENED {plays:5, last_played:'2024-06-09'}]->(T40),
(U20)-[:LISTENED {plays:7, last_played:'2024-03-21'}]->(T42),
(U20)-[:LISTENED {plays:5, last_played:'2024-11-11'}]->(T45),
(U20)-[:LISTENED {plays:31, last_played:'2023-12-23'}]->(T69),
(U20)-[:LISTENED {plays:4, last_played:'2025-02-02'}]->(T70),
(U20)-[:LISTENED {plays:1, last_played:'2023-05-17'}]->(T95),
(U21)-[:LISTENED {plays:9, last_played:'2024-01-28'}]->(T3),
(U21)-[:LISTENED {plays:3, last_played:'2024-12-12'}]->(T43),
(U21)-[:LISTENED {plays:9, last_played:'2023-06-06'}]->(T65),
(U21)-[:LISTENED {plays:3, last_played:'2024-05-27'}]->(T66),
(U21)-[:LISTENED {plays:7, last_played:'2023-12-19'}]->(T100),
(U21)-[:LISTENED {plays:9, last_played:'2024-01-06'}]->(T104),
(U22)-[:LISTENED {plays:20, last_played:'2024-05-18'}]->(T13),
(U22)-[:LISTENED {plays:3, last_played:'2024-03-18'}]->(T36),
(U22)-[:LISTENED {plays:5, last_played:'2024-01-28'}]->(T50),
(U22)-[:LISTENED {plays:31, last_played:'2024-09-21'}]->(T84),
(U23)-[:LISTENED {plays:15, last_played:'2025-09-12'}]->(T8),
(U23)-[:LISTENED {plays:48, last_played:'2024-10-15'}]->(T13),
(U23)-[:LISTENED {plays:2, last_played:'2024-05-17'}]->(T36),
(U23)-[:LISTENED {plays:7, last_played:'2024-11-28'}]->(T43),
(U23)-[:LISTENED {plays:9, last_played:'2024-12-11'}]->(T79),
(U24)-[:LISTENED {plays:5, last_played:'2023-04-17'}]->(T5),
(U24)-[:LISTENED {plays:1, last_played:'2025-05-12'}]->(T15),
(U24)-[:LISTENED {plays:12, last_played:'2025-01-13'}]->(T26),
(U24)-[:LISTENED {plays:31, last_played:'2024-07-03'}]->(T82),
(U24)-[:LISTENED {plays:5, last_played:'2023-08-11'}]->(T90),
(U24)-[:LISTENED {plays:3, last_played:'2023-11-27'}]->(T100),
(U24)-[:LISTENED {plays:20, last_played:'2023-07-13'}]->(T107),
(U25)-[:LISTENED {plays:2, last_played:'2024-07-02'}]->(T52),
(U25)-[:LISTENED {plays:12, last_played:'2024-05-24'}]->(T61),
(U26)-[:LISTENED {plays:31, last_played:'2024-11-23'}]->(T2),
(U26)-[:LISTENED {plays:20, last_played:'2023-08-26'}]->(T21),
(U26)-[:LISTENED {plays:20, last_played:'2024-07-21'}]->(T26),
(U26)-[:LISTENED {plays:1, last_played:'2024-11-08'}]->(T38),
(U26)-[:LISTENED {plays:20, last_played:'2025-09-17'}]->(T40),
(U26)-[:LISTENED {plays:20, last_played:'2023-01-21'}]->(T74),
(U26)-[:LISTENED {plays:48, last_played:'2025-12-03'}]->(T90),
(U26)-[:LISTENED {plays:1, last_played:'2023-10-14'}]->(T105),
(U27)-[:LISTENED {plays:9, last_played:'2024-03-18'}]->(T39),
(U27)-[:LISTENED {plays:1, last_played:'2023-01-06'}]->(T52),
(U27)-[:LISTENED {plays:4, last_played:'2024-08-17'}]->(T58),
(U27)-[:LISTENED {plays:5, last_played:'2023-09-28'}]->(T73),
(U27)-[:LISTENED {plays:1, last_played:'2024-02-10'}]->(T74),
(U27)-[:LISTENED {plays:5, last_played:'2024-07-26'}]->(T88),
(U27)-[:LISTENED {plays:48, last_played:'2025-12-03'}]->(T101),
(U28)-[:LISTENED {plays:3, last_played:'2024-10-15'}]->(T10),
(U28)-[:LISTENED {plays:1, last_played:'2024-01-12'}]->(T35),
(U28)-[:LISTENED {plays:20, last_played:'2025-11-10'}]->(T41),
(U28)-[:LISTENED {plays:7, last_played:'2023-11-13'}]->(T47),
(U28)-[:LISTENED {plays:31, last_played:'2023-10-04'}]->(T56),
(U28)-[:LISTENED {plays:20, last_played:'2025-07-07'}]->(T60),
(U28)-[:LISTENED {plays:5, last_played:'2023-08-24'}]->(T80),
(U28)-[:LISTENED {plays:31, last_played:'2025-03-04'}]->(T94),
(U28)-[:LISTENED {plays:9, last_played:'2025-08-06'}]->(T105),
(U28)-[:LISTENED {plays:2, last_played:'2025-08-18'}]->(T109),
(U29)-[:LISTENED {plays:5, last_played:'2023-08-02'}]->(T15),
(U29)-[:LISTENED {plays:15, last_played:'2024-02-07'}]->(T21),
(U29)-[:LISTENED {plays:5, last_played:'2024-03-01'}]->(T26),
(U29)-[:LISTENED {plays:15, last_played:'2024-09-04'}]->(T27),
(U29)-[:LISTENED {plays:1, last_played:'2025-11-04'}]->(T28),
(U29)-[:LISTENED {plays:20, last_played:'2025-02-24'}]->(T45),
(U29)-[:LISTENED {plays:2, last_played:'2024-03-21'}]->(T61),
(U29)-[:LISTENED {plays:1, last_played:'2025-05-14'}]->(T72),
(U29)-[:LISTENED {plays:48, last_played:'2025-12-20'}]->(T107),
(U30)-[:LISTENED {plays:12, last_played:'2024-06-09'}]->(T54),
(U30)-[:LISTENED {plays:20, last_played:'2025-02-21'}]->(T78),
(U30)-[:LISTENED {plays:1, last_played:'2023-06-04'}]->(T84),
(U30)-[:LISTENED {plays:2, last_played:'2024-10-07'}]->(T100),
(U31)-[:LISTENED {plays:31, last_played:'2023-01-26'}]->(T3),
(U31)-[:LISTENED {plays:20, last_played:'2023-01-15'}]->(T86),
(U31)-[:LISTENED {plays:31, last_played:'2024-02-20'}]->(T87),
(U32)-[:LISTENED {plays:2, last_played:'2025-07-07'}]->(T3),
(U32)-[:LISTENED {plays:2, last_played:'2024-04-02'}]->(T17),
(U32)-[:LISTENED {plays:9, last_played:'2023-04-26'}]->(T49),
(U32)-[:LISTENED {plays:12, last_played:'2024-12-21'}]->(T53),
(U32)-[:LISTENED {plays:15, last_played:'2025-10-15'}]->(T72),
(U32)-[:LISTENED {plays:2, last_played:'2024-05-02'}]->(T79),
(U32)-[:LISTENED {plays:1, last_played:'2024-09-14'}]->(T97),
(U32)-[:LISTENED {plays:1, last_played:'2024-12-18'}]->(T102),
(U32)-[:LISTENED {plays:48, last_played:'2025-05-26'}]->(T106),
(U32)-[:LISTENED {plays:2, last_played:'2024-05-24'}]->(T107),
(U33)-[:LISTENED {plays:31, last_played:'2024-08-25'}]->(T10),
(U33)-[:LISTENED {plays:1, last_played:'2023-11-10'}]->(T22),
(U33)-[:LISTENED {plays:48, last_played:'2024-08-18'}]->(T106);
