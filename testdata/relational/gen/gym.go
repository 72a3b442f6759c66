package main

// gym_club: trainers, the classes they teach, members, booking (the
// junction between members and classes, composite key member_id, class_id,
// with a fee and whether the member came) and mentorship (composite key
// mentor_id, mentee_id, both keys into member: the self-junction). One
// trainer teaches nothing, two classes have no booking, two members never
// booked.
func gymClub() *db {
	trainer := &table{name: "trainer", pk: []string{"trainer_id"},
		cols: []col{{"trainer_id", integer, ""}, {"trainer_name", text, ""}, {"specialty", text, ""}, {"hourly_rate", decimal, ""}, {"years_certified", integer, ""}, {"rating", decimal, ""}},
		rows: [][]any{
			{1, "Rosa Delgado", "Yoga", "45.00", 8, "4.8"},
			{2, "Marcus Webb", "Strength", "60.00", 12, "4.6"},
			{3, "Aiko Sato", "Pilates", "50.00", 5, "4.9"},
			{4, "Dev Malhotra", "Cardio", "40.00", 3, "4.1"},
			{5, "Hannah Kerr", "Strength", "55.00", 7, nil},
			{6, "Tobias Lund", "Swimming", "50.00", 10, "4.6"},
			{7, "Zanele Mokoena", "Boxing", "65.00", 15, "4.7"},
			{8, "Paolo Ricci", "Yoga", "35.00", 1, "3.9"},
		}}
	class := &table{name: "gym_class", pk: []string{"class_id"},
		cols: []col{{"class_id", integer, ""}, {"class_name", text, ""}, {"trainer_id", integer, "trainer"}, {"capacity", integer, ""}, {"duration_min", integer, ""}, {"room", text, ""}, {"level", text, ""}},
		rows: [][]any{
			{10, "Morning Flow", 1, 20, 60, "Studio A", "Beginner"},
			{11, "Power Lifting", 2, 8, 90, "Weights Room", "Advanced"},
			{12, "Core Pilates", 3, 15, 45, "Studio B", "Intermediate"},
			{13, "HIIT Blast", 4, 25, 30, "Main Hall", "Intermediate"},
			{14, "Barbell Basics", 5, 10, 60, "Weights Room", "Beginner"},
			{15, "Lap Swim", 6, 12, 45, "Pool", "Beginner"},
			{16, "Boxing Fundamentals", 7, 16, 60, "Main Hall", "Beginner"},
			{17, "Evening Yoga", 1, 20, 75, "Studio A", "Intermediate"},
			{18, "Spin Cycle", 4, 30, 45, "Cycle Room", "Intermediate"},
			{19, "Olympic Lifts", 2, 6, 90, "Weights Room", "Advanced"},
			{20, "Aqua Aerobics", 6, 18, 50, "Pool", nil},
			{21, "Sparring Lab", 7, 8, 60, "Main Hall", "Advanced"},
			{22, "Restorative Yoga", 1, 12, 90, "Studio A", "Beginner"},
		}}
	member := &table{name: "member", pk: []string{"member_id"},
		cols: []col{{"member_id", integer, ""}, {"first_name", text, ""}, {"last_name", text, ""}, {"age", integer, ""}, {"join_year", integer, ""}, {"membership_level", text, ""}, {"weight_kg", integer, ""}, {"monthly_fee", decimal, ""}},
		rows: [][]any{
			{1001, "Alice", "Brennan", 29, 2019, "Gold", 62, "49.99"},
			{1002, "Ben", "Okoro", 41, 2020, "Basic", 88, "19.99"},
			{1003, "Chloe", "Nakamura", 23, 2022, "Basic", 55, "19.99"},
			{1004, "Daniel", "Fischer", 35, 2018, "Platinum", 80, "89.99"},
			{1005, "Eva", "Lindgren", 52, 2017, "Gold", nil, "49.99"},
			{1006, "Femi", "Adeyemi", 19, 2023, "Basic", 70, "19.99"},
			{1007, "Gina", "Russo", 35, 2021, "Platinum", 58, "89.99"},
			{1008, "Hassan", "Ali", 47, 2019, "Gold", 92, "49.99"},
			{1009, "Ingrid", "Holm", 64, 2016, "Platinum", 66, "79.99"},
			{1010, "Jack", "Moreno", 27, 2023, "Basic", 75, "19.99"},
			{1011, "Keiko", "Ito", 31, 2020, "Gold", 51, "49.99"},
			{1012, "Leo", "Santos", 18, 2024, "Basic", nil, "14.99"},
			{1013, "Maria", "Kowalczyk", 44, 2018, "Gold", 68, "49.99"},
			{1014, "Noah", "Jensen", 38, 2022, "Platinum", 85, "89.99"},
			{1015, "Olu", "Bankole", 56, 2017, "Basic", 79, "19.99"},
			{1016, "Priya", "Shah", 26, 2024, "Gold", 57, "44.99"},
		}}
	// Platinum members book for nothing; Leo Santos (1012) and Olu Bankole
	// (1015) never booked; nobody booked Sparring Lab (21) or Restorative Yoga (22).
	booking := &table{name: "booking", pk: []string{"member_id", "class_id"},
		cols: []col{{"member_id", integer, "member"}, {"class_id", integer, "gym_class"}, {"booking_date", text, ""}, {"fee", decimal, ""}, {"attended", text, ""}},
		rows: [][]any{
			{1001, 10, "2024-03-04", "8.00", "Y"}, {1001, 12, "2024-03-06", "10.00", "Y"}, {1001, 17, "2024-03-11", "8.00", "N"},
			{1002, 11, "2024-03-05", "12.50", "Y"}, {1002, 13, "2024-03-07", "6.00", "Y"},
			{1003, 13, "2024-03-07", "6.00", "Y"}, {1003, 18, "2024-03-09", "6.00", "Y"}, {1003, 15, "2024-03-12", "7.50", "N"},
			{1004, 11, "2024-03-05", "0.00", "Y"}, {1004, 19, "2024-03-14", "0.00", "Y"}, {1004, 16, "2024-03-15", "0.00", "Y"},
			{1005, 10, "2024-03-04", "8.00", "Y"}, {1005, 20, "2024-03-16", "7.50", "Y"},
			{1006, 13, "2024-03-07", "6.00", "Y"}, {1006, 16, "2024-03-15", "9.00", "N"}, {1006, 18, "2024-03-09", "6.00", "Y"},
			{1007, 12, "2024-03-06", "0.00", "Y"}, {1007, 17, "2024-03-11", "0.00", "Y"},
			{1008, 11, "2024-03-05", "12.50", "Y"}, {1008, 14, "2024-03-08", "9.00", "Y"}, {1008, 19, "2024-03-14", "12.50", "N"},
			{1009, 15, "2024-03-12", "0.00", "Y"}, {1009, 20, "2024-03-16", "0.00", "Y"}, {1009, 10, "2024-03-04", "0.00", "Y"},
			{1010, 18, "2024-03-09", nil, "N"}, {1010, 13, "2024-03-07", "6.00", "Y"},
			{1011, 12, "2024-03-06", "10.00", "Y"}, {1011, 10, "2024-03-04", "8.00", "Y"},
			{1013, 14, "2024-03-08", "9.00", "Y"}, {1013, 13, "2024-03-07", "6.00", "Y"},
			{1014, 19, "2024-03-14", "0.00", "Y"}, {1014, 11, "2024-03-05", "0.00", "N"}, {1014, 16, "2024-03-15", "0.00", "Y"},
			{1016, 17, "2024-03-11", "8.00", "Y"}, {1016, 12, "2024-03-06", "10.00", "Y"}, {1016, 20, "2024-03-16", "7.50", "N"},
		}}
	mentorship := &table{name: "mentorship", pk: []string{"mentor_id", "mentee_id"},
		cols: []col{{"mentor_id", integer, "member"}, {"mentee_id", integer, "member"}, {"start_year", integer, ""}, {"sessions_held", integer, ""}},
		rows: [][]any{
			{1004, 1006, 2023, 12}, {1004, 1010, 2023, 5}, {1004, 1015, 2024, 1},
			{1009, 1003, 2022, 20}, {1009, 1016, 2024, 3},
			{1001, 1003, 2022, 8},
			{1008, 1002, 2021, 15},
			{1013, 1012, 2024, 2},
			{1007, 1011, 2021, 9},
			{1014, 1006, 2024, 4},
			{1005, 1013, 2019, 30},
			{1002, 1010, 2024, nil},
		}}
	return &db{name: "gym_club", tables: []*table{trainer, class, member, booking, mentorship}}
}
