package main

// chess_club: players, tournaments, participation (the junction with
// composite key (tourn_id, player_id), carrying the final rank and points)
// and game (white_id, black_id and winner_id, three keys into player; a draw
// has no winner). One player entered no tournament, one tournament has no
// game recorded.
func chessClub() *db {
	player := &table{name: "Player", pk: []string{"Player_ID"},
		cols: []col{{"Player_ID", integer, ""}, {"Name", text, ""}, {"Country", text, ""}, {"Birth_Year", integer, ""}, {"Elo", integer, ""}, {"Peak_Elo", integer, ""}, {"Title", text, ""}},
		rows: [][]any{
			{1, "Viktor Haldane", "England", 1990, 2705, 2741, "GM"},
			{2, "Mira Sokolova", "Russia", 1998, 2640, 2660, "GM"},
			{3, "Arjun Pillai", "India", 2004, 2588, 2588, "GM"},
			{4, "Lena Vogt", "Germany", 1995, 2455, 2502, "IM"},
			{5, "Tomas Herrera", "Spain", 1987, 2512, 2600, "GM"},
			{6, "Nadia Rahimi", "Iran", 2006, 2390, 2390, "IM"},
			{7, "Chen Wei", "China", 2001, 2620, 2655, "GM"},
			{8, "Oskar Berg", "Norway", 1979, 2301, 2480, "FM"},
			{9, "Sami Kallio", "Finland", 2010, 2210, 2210, nil},
			{10, "Ines Duarte", "Portugal", 1993, 2455, 2470, "IM"},
			{11, "Pavel Dvorak", "Czechia", 1985, 2350, 2555, "GM"},
			{12, "Ruth Adler", "Germany", 2002, 2280, 2310, nil},
		}}
	tourn := &table{name: "Tournament", pk: []string{"Tourn_ID"},
		cols: []col{{"Tourn_ID", integer, ""}, {"Tourn_Name", text, ""}, {"City", text, ""}, {"Year", integer, ""}, {"Num_Rounds", integer, ""}, {"Prize_Fund", integer, ""}, {"Time_Control", text, ""}},
		rows: [][]any{
			{1, "Northern Open", "Oslo", 2023, 9, 50000, "Classical"},
			{2, "Lisbon Rapid", "Lisbon", 2023, 11, 20000, "Rapid"},
			{3, "Prague Masters", "Prague", 2024, 7, 80000, "Classical"},
			{4, "Berlin Blitz Cup", "Berlin", 2024, 15, 10000, "Blitz"},
			{5, "Madrid Invitational", "Madrid", 2024, 9, nil, "Classical"},
		}}
	// Ruth Adler (12) entered nothing; no game of Madrid Invitational (5)
	// is recorded.
	part := &table{name: "Participation", pk: []string{"Tourn_ID", "Player_ID"},
		cols: []col{{"Tourn_ID", integer, "Tournament"}, {"Player_ID", integer, "Player"}, {"Final_Rank", integer, ""}, {"Points", decimal, ""}, {"Prize_Won", integer, ""}},
		rows: [][]any{
			{1, 1, 1, "7.0", 15000}, {1, 8, 2, "6.0", 8000}, {1, 4, 3, "5.5", 5000}, {1, 9, 4, "4.0", 0}, {1, 11, 5, "3.5", 0},
			{2, 10, 1, "8.5", 6000}, {2, 5, 2, "8.0", 4000}, {2, 4, 3, "7.0", 2000}, {2, 6, 4, "6.0", 0},
			{3, 2, 1, "5.0", 30000}, {3, 7, 2, "4.5", 18000}, {3, 1, 3, "4.5", 12000}, {3, 11, 4, "3.0", 0}, {3, 3, 5, "2.5", 0},
			{4, 3, 1, "12.0", 4000}, {4, 6, 2, "10.5", 2500}, {4, 4, 3, "10.5", 1500}, {4, 9, 4, "8.0", nil},
			{5, 5, 1, "6.5", nil}, {5, 2, 2, "6.0", nil}, {5, 7, 3, "5.0", nil},
		}}
	game := &table{name: "Game", pk: []string{"Game_ID"},
		cols: []col{{"Game_ID", integer, ""}, {"Tourn_ID", integer, "Tournament"}, {"Round_No", integer, ""}, {"White_ID", integer, "Player"}, {"Black_ID", integer, "Player"}, {"Winner_ID", integer, "Player"}, {"Num_Moves", integer, ""}, {"Opening", text, ""}},
		rows: [][]any{
			{1, 1, 1, 1, 9, 1, 34, "Sicilian Defense"},
			{2, 1, 1, 8, 11, 8, 52, "Queen's Gambit"},
			{3, 1, 2, 4, 1, nil, 41, "Ruy Lopez"},
			{4, 1, 2, 9, 8, 8, 60, "French Defense"},
			{5, 1, 3, 1, 8, 1, 47, "Sicilian Defense"},
			{6, 1, 3, 11, 4, 4, 38, "Caro-Kann Defense"},
			{7, 2, 1, 10, 6, 10, 29, "Italian Game"},
			{8, 2, 1, 5, 4, nil, 64, "Queen's Gambit"},
			{9, 2, 2, 6, 5, 5, 45, "Sicilian Defense"},
			{10, 2, 2, 4, 10, nil, 33, "English Opening"},
			{11, 3, 1, 2, 3, 2, 56, "Ruy Lopez"},
			{12, 3, 1, 7, 1, nil, 72, "Queen's Gambit"},
			{13, 3, 2, 1, 2, nil, 40, "Sicilian Defense"},
			{14, 3, 2, 11, 7, 7, 61, "King's Indian Defense"},
			{15, 3, 3, 3, 11, 3, 48, "English Opening"},
			{16, 3, 3, 2, 7, 2, 85, "Ruy Lopez"},
			{17, 4, 1, 3, 6, 3, 25, "Sicilian Defense"},
			{18, 4, 1, 4, 9, 4, 31, "Italian Game"},
			{19, 4, 2, 6, 4, 6, 27, "French Defense"},
			{20, 4, 2, 9, 3, 3, 22, "Caro-Kann Defense"},
			{21, 4, 3, 3, 4, nil, 30, "Queen's Gambit"},
			{22, 4, 3, 6, 9, 9, 44, "Scandinavian Defense"},
		}}
	return &db{name: "chess_club", tables: []*table{player, tourn, part, game}}
}
