package main

// restaurant_inspection: inspectors (supervisor_id points back into
// inspector), restaurants, inspections (inspector_id and trainee_id are two
// keys into inspector), the catalogue of violations and
// inspection_violation, the junction with composite key (inspection_id,
// viol_id). Two inspectors never inspected, two restaurants were never
// inspected, one violation was never cited, four inspections found nothing.
func restaurantInspection() *db {
	inspector := &table{name: "Inspector", pk: []string{"Inspector_ID"},
		cols: []col{{"Inspector_ID", integer, ""}, {"Insp_Name", text, ""}, {"District", text, ""}, {"Hire_Year", integer, ""}, {"Supervisor_ID", integer, "Inspector"}, {"Salary", decimal, ""}, {"Cert_Level", integer, ""}},
		rows: [][]any{
			{1, "Grace Holloway", "North", 2005, nil, "92000.00", 3},
			{2, "Omar Haddad", "North", 2012, 1, "71000.00", 2},
			{3, "Lucia Ferreira", "South", 2009, 1, "78000.00", 3},
			{4, "Peter Quinlan", "South", 2018, 3, "58000.00", 1},
			{5, "Mei Chen", "East", 2015, 1, "66000.00", 2},
			{6, "Tomasz Nowak", "East", 2021, 5, "52000.00", 1},
			{7, "Aisha Bello", "West", 2016, 3, "66000.00", 2},
			{8, "Ravi Kumar", "West", 2023, 7, "49000.00", 1},
			{9, "Sofia Lindqvist", "North", 2020, 2, nil, 1},
			{10, "Dmitri Volkov", "South", 2011, 1, "74000.00", 3},
		}}
	restaurant := &table{name: "Restaurant", pk: []string{"Restaurant_ID"},
		cols: []col{{"Restaurant_ID", integer, ""}, {"Rest_Name", text, ""}, {"Cuisine", text, ""}, {"District", text, ""}, {"Seats", integer, ""}, {"Opened_Year", integer, ""}, {"Avg_Check", decimal, ""}},
		rows: [][]any{
			{101, "Blue Lantern", "Chinese", "North", 80, 2010, "24.50"},
			{102, "Casa Verde", "Mexican", "South", 45, 2016, "18.00"},
			{103, "Le Petit Four", "French", "North", 30, 1998, "62.00"},
			{104, "Spice Route", "Indian", "East", 60, 2012, "21.00"},
			{105, "Harbor Grill", "Seafood", "West", 120, 2005, "48.00"},
			{106, "Noodle Bar 9", "Japanese", "East", 25, 2021, "16.50"},
			{107, "Trattoria Sole", "Italian", "South", 70, nil, "35.00"},
			{108, "Golden Wok", "Chinese", "West", 55, 2019, "19.00"},
			{109, "Burger Barn", "American", "North", 90, 2015, "14.00"},
			{110, "Olive & Thyme", "Greek", "East", 40, 2017, "29.00"},
			{111, "Taco Loco", "Mexican", "West", 35, 2022, "12.50"},
			{112, "Sakura House", "Japanese", "South", 50, 2008, "41.00"},
			{113, "Pasta Fresca", "Italian", "North", 65, 2013, "27.00"},
			{114, "Curry Leaf", "Indian", "West", 45, 2020, "22.00"},
		}}
	// Inspector 1 (the chief) and inspector 9 never led an inspection;
	// Pasta Fresca (113) and Curry Leaf (114) were never inspected.
	inspection := &table{name: "Inspection", pk: []string{"Inspection_ID"},
		cols: []col{{"Inspection_ID", integer, ""}, {"Restaurant_ID", integer, "Restaurant"}, {"Inspector_ID", integer, "Inspector"}, {"Trainee_ID", integer, "Inspector"}, {"Insp_Date", text, ""}, {"Score", integer, ""}, {"Critical_Count", integer, ""}, {"Grade", text, ""}},
		rows: [][]any{
			{1001, 101, 2, 9, "2023-02-14", 88, 1, "B"},
			{1002, 102, 4, nil, "2023-03-02", 95, 0, "A"},
			{1003, 103, 2, nil, "2023-03-20", 100, 0, "A"},
			{1004, 104, 5, 6, "2023-04-11", 72, 3, "C"},
			{1005, 105, 7, 8, "2023-05-05", 91, 0, "A"},
			{1006, 106, 6, nil, "2023-05-19", 64, 4, "C"},
			{1007, 107, 10, 4, "2023-06-01", 85, 1, "B"},
			{1008, 108, 7, nil, "2023-06-22", 79, 2, "B"},
			{1009, 109, 3, nil, "2023-07-10", 93, 0, "A"},
			{1010, 110, 5, nil, "2023-08-03", 88, 1, "B"},
			{1011, 111, 8, nil, "2023-08-28", 70, 2, nil},
			{1012, 112, 10, nil, "2023-09-15", 97, 0, "A"},
			{1013, 101, 2, nil, "2024-01-09", 92, 0, "A"},
			{1014, 104, 5, nil, "2024-02-01", 81, 1, "B"},
			{1015, 106, 6, 8, "2024-02-20", 75, 2, "B"},
			{1016, 108, 3, 9, "2024-03-12", 88, 1, "B"},
			{1017, 111, 5, nil, "2024-04-04", 82, 1, "B"},
			{1018, 102, 4, 6, "2024-04-30", 100, 0, "A"},
			{1019, 105, 10, nil, "2024-05-21", 95, 0, "A"},
			{1020, 109, 3, 4, "2024-06-11", 60, 5, "C"},
		}}
	violation := &table{name: "Violation", pk: []string{"Viol_ID"},
		cols: []col{{"Viol_ID", integer, ""}, {"Description", text, ""}, {"Category", text, ""}, {"Points", integer, ""}, {"Is_Critical", text, ""}},
		rows: [][]any{
			{1, "Food held at unsafe temperature", "Temperature", 10, "Y"},
			{2, "Evidence of mice", "Pests", 12, "Y"},
			{3, "No hand washing sink available", "Hygiene", 8, "Y"},
			{4, "Food contact surface not sanitized", "Hygiene", 6, "N"},
			{5, "Food not labeled with date", "Storage", 3, "N"},
			{6, "Raw food stored above cooked food", "Storage", 8, "Y"},
			{7, "Employee without hair restraint", "Hygiene", 2, "N"},
			{8, "Thermometer missing", "Temperature", 3, "N"},
			{9, "Evidence of flies", "Pests", 6, "N"},
			{10, "Expired permit posted", "Paperwork", 1, "N"},
			{11, "Sewage backup in kitchen", "Plumbing", 15, "Y"},
		}}
	// Inspections 1003, 1009, 1012 and 1018 found nothing; violation 11 was
	// never cited.
	iv := &table{name: "Inspection_Violation", pk: []string{"Inspection_ID", "Viol_ID"},
		cols: []col{{"Inspection_ID", integer, "Inspection"}, {"Viol_ID", integer, "Violation"}, {"Times_Observed", integer, ""}, {"Corrected_On_Site", text, ""}},
		rows: [][]any{
			{1001, 1, 1, "Y"}, {1001, 7, 2, "Y"},
			{1002, 10, 1, "N"},
			{1004, 1, 2, "N"}, {1004, 2, 1, "N"}, {1004, 6, 1, "Y"}, {1004, 5, 3, "Y"},
			{1005, 7, 1, "Y"},
			{1006, 2, 2, "N"}, {1006, 3, 1, "N"}, {1006, 1, 1, "N"}, {1006, 6, 1, "N"}, {1006, 9, 4, "N"},
			{1007, 6, 1, "Y"}, {1007, 4, 1, "Y"},
			{1008, 1, 1, "Y"}, {1008, 3, 1, "N"}, {1008, 8, 1, "Y"},
			{1010, 2, 1, "N"}, {1010, 5, 2, "Y"},
			{1011, 1, 1, "N"}, {1011, 6, 1, "N"}, {1011, 9, 2, "N"},
			{1013, 5, 1, "Y"},
			{1014, 3, 1, "Y"}, {1014, 4, 2, "Y"},
			{1015, 2, 1, "N"}, {1015, 9, 3, "N"}, {1015, 1, 1, "Y"},
			{1016, 8, 1, "Y"}, {1016, 6, 1, "Y"},
			{1017, 4, 1, "Y"}, {1017, 10, 1, "Y"},
			{1019, 7, 1, "Y"},
			{1020, 1, 2, "N"}, {1020, 2, 1, "N"}, {1020, 3, 1, "N"}, {1020, 6, 2, "N"}, {1020, 9, 1, "N"},
		}}
	return &db{name: "restaurant_inspection", tables: []*table{inspector, restaurant, inspection, violation, iv}}
}
