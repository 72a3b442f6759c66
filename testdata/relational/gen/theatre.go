package main

// theatre_company: theatres, productions (each staged at one theatre),
// actors, casting (the junction with composite key (Prod_ID, Actor_ID); its
// Understudy_ID is a second key into actor) and performances. The DBA's
// Mixed_Case names are kept. One theatre staged nothing, one production has
// no performance recorded, one actor is only ever an understudy and one is
// in nothing at all.
func theatreCompany() *db {
	theatre := &table{name: "Theatre", pk: []string{"Theatre_ID"},
		cols: []col{{"Theatre_ID", integer, ""}, {"Theatre_Name", text, ""}, {"City", text, ""}, {"Seats", integer, ""}, {"Opened_Year", integer, ""}},
		rows: [][]any{
			{1, "Royal Lyceum", "Edinburgh", 658, 1883},
			{2, "Old Vic", "London", 1000, 1818},
			{3, "Gate Theatre", "Dublin", 371, 1928},
			{4, "Citizens Theatre", "Glasgow", 500, nil},
			{5, "Bridge Theatre", "London", 900, 2017},
			{6, "Abbey Studio", "Dublin", 120, 1966},
		}}
	// The Abbey Studio (6) staged nothing.
	prod := &table{name: "Production", pk: []string{"Prod_ID"},
		cols: []col{{"Prod_ID", integer, ""}, {"Title", text, ""}, {"Genre", text, ""}, {"Playwright", text, ""}, {"Theatre_ID", integer, "Theatre"}, {"Premiere_Date", text, ""}, {"Budget_K", decimal, ""}, {"Run_Weeks", integer, ""}},
		rows: [][]any{
			{101, "Hamlet", "Tragedy", "William Shakespeare", 2, "2023-02-10", "850.00", 12},
			{102, "The Seagull", "Drama", "Anton Chekhov", 3, "2023-04-05", "320.00", 6},
			{103, "Twelfth Night", "Comedy", "William Shakespeare", 1, "2023-06-18", "410.00", 8},
			{104, "Hedda Gabler", "Drama", "Henrik Ibsen", 4, "2023-09-01", "275.00", 5},
			{105, "The Importance of Being Earnest", "Comedy", "Oscar Wilde", 5, "2023-11-12", "690.00", 10},
			{106, "Macbeth", "Tragedy", "William Shakespeare", 4, "2024-01-20", nil, 7},
			{107, "Uncle Vanya", "Drama", "Anton Chekhov", 2, "2024-03-08", "540.00", 9},
			{108, "Translations", "Drama", "Brian Friel", 3, "2024-05-15", "260.00", 4},
			{109, "Private Lives", "Comedy", "Noel Coward", 1, "2024-08-22", "380.00", 6},
		}}
	actor := &table{name: "Actor", pk: []string{"Actor_ID"},
		cols: []col{{"Actor_ID", integer, ""}, {"Actor_Name", text, ""}, {"Nationality", text, ""}, {"Birth_Year", integer, ""}, {"Agency", text, ""}},
		rows: [][]any{
			{1, "Maeve Connolly", "Ireland", 1958, "Curtis Brown"},
			{2, "Duncan Fraser", "Scotland", 1971, "Independent"},
			{3, "Orla Brennan", "Ireland", 1982, nil},
			{4, "Marcus Hale", "England", 1968, "Curtis Brown"},
			{5, "Priya Shah", "England", 1968, "United Agents"},
			{6, "Callum Reid", "Scotland", 1992, "United Agents"},
			{7, "Niamh Doyle", "Ireland", 1976, "Independent"},
			{8, "Harriet Cole", "England", 1956, nil},
			{9, "Tobias Grant", "England", 1986, "United Agents"},
			{10, "Isla Munro", "Scotland", 1995, "Curtis Brown"},
			{11, "Samuel Okafor", "England", 1990, "Independent"},
		}}
	// Isla Munro (10) is only ever an understudy; Samuel Okafor (11) is
	// in nothing.
	casting := &table{name: "Casting", pk: []string{"Prod_ID", "Actor_ID"},
		cols: []col{{"Prod_ID", integer, "Production"}, {"Actor_ID", integer, "Actor"}, {"Role_Name", text, ""}, {"Is_Lead", text, ""}, {"Weekly_Fee", integer, ""}, {"Understudy_ID", integer, "Actor"}},
		rows: [][]any{
			{101, 2, "Hamlet", "Y", 4200, 6}, {101, 8, "Gertrude", "N", 3100, nil}, {101, 4, "Claudius", "N", 3000, nil}, {101, 3, "Ophelia", "N", 2500, 10},
			{102, 1, "Arkadina", "Y", 2800, nil}, {102, 7, "Nina", "N", 2200, 3},
			{103, 6, "Orsino", "Y", 2600, nil}, {103, 5, "Olivia", "N", 2400, 10}, {103, 9, "Malvolio", "N", 2300, nil},
			{104, 3, "Hedda", "Y", 2700, nil}, {104, 4, "Tesman", "N", 1900, nil},
			{105, 8, "Lady Bracknell", "Y", 3900, 5}, {105, 9, "Jack Worthing", "N", 3000, 6}, {105, 6, "Algernon", "N", nil, nil},
			{106, 2, "Macbeth", "Y", 3600, nil}, {106, 5, "Lady Macbeth", "Y", 3600, 3},
			{107, 4, "Vanya", "Y", 3300, 9}, {107, 1, "Marina", "N", 2000, nil}, {107, 7, "Yelena", "N", 2600, nil},
			{108, 7, "Maire", "Y", 2100, nil}, {108, 1, "Bridget", "N", 1800, nil},
			{109, 9, "Elyot", "Y", 2900, nil}, {109, 5, "Amanda", "Y", 2900, 10},
		}}
	// Hedda Gabler (104) has no performance recorded.
	perf := &table{name: "Performance", pk: []string{"Perf_ID"},
		cols: []col{{"Perf_ID", integer, ""}, {"Prod_ID", integer, "Production"}, {"Perf_Date", text, ""}, {"Tickets_Sold", integer, ""}, {"Gross_Takings", decimal, ""}, {"Is_Matinee", text, ""}},
		rows: [][]any{
			{1, 101, "2023-02-10", 980, "45000.00", "N"},
			{2, 101, "2023-02-11", 1000, "47500.00", "Y"},
			{3, 101, "2023-03-01", 870, "39150.00", "N"},
			{4, 102, "2023-04-05", 340, "10200.00", "N"},
			{5, 102, "2023-04-06", 295, "8850.00", "Y"},
			{6, 103, "2023-06-18", 610, "24400.00", "N"},
			{7, 103, "2023-06-25", 658, "26320.00", "Y"},
			{8, 105, "2023-11-12", 880, "52800.00", "N"},
			{9, 105, "2023-11-18", 720, "43200.00", "Y"},
			{10, 106, "2024-01-20", 455, "15925.00", "N"},
			{11, 107, "2024-03-08", 930, "41850.00", "N"},
			{12, 107, "2024-03-09", 990, "44550.00", "Y"},
			{13, 108, "2024-05-15", 371, "12985.00", "N"},
			{14, 109, "2024-08-22", 512, "20480.00", "N"},
			{15, 109, "2024-08-24", 600, "24000.00", "Y"},
		}}
	return &db{name: "theatre_company", tables: []*table{theatre, prod, actor, casting, perf}}
}
