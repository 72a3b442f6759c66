package main

// volunteer_org: volunteers, sponsors, events (coordinator_id into
// volunteer, sponsor_id into sponsor), the shifts of each event and
// signup, the junction with composite key (shift_id, vol_id). One
// volunteer signed up for nothing, one sponsor backs no event, one event's
// only shift has no signup.
func volunteerOrg() *db {
	vol := &table{name: "volunteer", pk: []string{"vol_id"},
		cols: []col{{"vol_id", integer, ""}, {"vol_name", text, ""}, {"city", text, ""}, {"birth_year", integer, ""}, {"join_date", text, ""}, {"phone", text, ""}, {"skill", text, ""}},
		rows: [][]any{
			{1, "Amara Osei", "Leeds", 1990, "2019-04-12", "0113-555-0101", "first aid"},
			{2, "Ben Carter", "York", 1985, "2018-09-03", nil, "driving"},
			{3, "Chloe Martin", "Leeds", 2001, "2021-01-20", "0113-555-0177", "cooking"},
			{4, "Dev Patel", "Bradford", 1978, "2016-06-15", "01274-555-0190", "first aid"},
			{5, "Ella Novak", "York", 1996, "2022-03-08", "01904-555-0122", "photography"},
			{6, "Finn Walsh", "Leeds", 2003, "2023-05-01", nil, "driving"},
			{7, "Grace Lee", "Bradford", 1969, "2015-11-30", "01274-555-0105", "cooking"},
			{8, "Hugo Brandt", "York", 1999, "2020-07-14", "01904-555-0166", "first aid"},
			{9, "Iris Kaur", "Leeds", 1988, "2024-02-10", "0113-555-0150", "photography"},
		}}
	sponsor := &table{name: "sponsor", pk: []string{"sponsor_id"},
		cols: []col{{"sponsor_id", integer, ""}, {"sponsor_name", text, ""}, {"industry", text, ""}, {"contribution", decimal, ""}},
		rows: [][]any{
			{1, "Northgate Bank", "finance", "5000.00"},
			{2, "Greenleaf Foods", "food", "2500.00"},
			{3, "Pennine Motors", "automotive", "3000.00"},
			{4, "Brightside Energy", "energy", "4000.00"},
		}}
	// Brightside Energy (4) backs no event.
	event := &table{name: "event", pk: []string{"event_id"},
		cols: []col{{"event_id", integer, ""}, {"event_name", text, ""}, {"event_type", text, ""}, {"event_date", text, ""}, {"city", text, ""}, {"coordinator_id", integer, "volunteer"}, {"sponsor_id", integer, "sponsor"}, {"expected_attendance", integer, ""}},
		rows: [][]any{
			{1, "Spring Park Cleanup", "environment", "2024-03-16", "Leeds", 1, 2, 150},
			{2, "City Marathon Support", "sports", "2024-04-21", "York", 4, 1, 2000},
			{3, "Food Bank Drive", "charity", "2024-05-11", "Bradford", 7, 2, 300},
			{4, "Summer Fun Day", "community", "2024-06-22", "Leeds", 1, nil, 800},
			{5, "River Litter Pick", "environment", "2024-07-13", "York", 8, 3, 120},
			{6, "Winter Coat Appeal", "charity", "2024-11-30", "Leeds", 4, 1, nil},
		}}
	shift := &table{name: "shift", pk: []string{"shift_id"},
		cols: []col{{"shift_id", integer, ""}, {"event_id", integer, "event"}, {"role", text, ""}, {"start_time", text, ""}, {"hours", integer, ""}, {"slots", integer, ""}},
		rows: [][]any{
			{11, 1, "litter picker", "09:00", 3, 10},
			{12, 1, "first aider", "09:00", 4, 2},
			{21, 2, "marshal", "07:30", 5, 20},
			{22, 2, "first aider", "07:00", 6, 4},
			{23, 2, "driver", "06:30", 4, 3},
			{31, 3, "sorter", "10:00", 3, 8},
			{32, 3, "driver", "08:00", 2, 2},
			{41, 4, "photographer", "12:00", 5, 2},
			{42, 4, "cook", "11:00", 4, 3},
			{51, 5, "litter picker", "09:30", 3, 12},
			{61, 6, "sorter", "10:00", 4, 6},
		}}
	// Iris Kaur (9) signed up for nothing; shift 61 (the Winter Coat
	// Appeal's only one) has no signup.
	signup := &table{name: "signup", pk: []string{"shift_id", "vol_id"},
		cols: []col{{"shift_id", integer, "shift"}, {"vol_id", integer, "volunteer"}, {"signup_date", text, ""}, {"checked_in", text, ""}, {"hours_logged", integer, ""}},
		rows: [][]any{
			{11, 1, "2024-03-01", "yes", 3}, {11, 3, "2024-03-02", "yes", 3}, {11, 6, "2024-03-10", "no", nil},
			{12, 4, "2024-03-05", "yes", 4},
			{21, 2, "2024-04-01", "yes", 5}, {21, 5, "2024-04-02", "yes", 5}, {21, 6, "2024-04-03", "yes", 4},
			{22, 8, "2024-04-04", "yes", 6}, {22, 4, "2024-04-05", "yes", 6},
			{23, 2, "2024-04-05", "no", nil},
			{31, 7, "2024-05-01", "yes", 3}, {31, 3, "2024-05-02", "yes", 3},
			{32, 2, "2024-05-03", "yes", 2},
			{41, 5, "2024-06-10", "yes", 4},
			{42, 7, "2024-06-11", "yes", 4}, {42, 3, "2024-06-12", "no", nil}, {42, 6, "2024-06-14", "yes", 4},
			{51, 1, "2024-07-01", "yes", 3}, {51, 8, "2024-07-02", "yes", 2}, {51, 6, "2024-07-03", "yes", 3},
		}}
	return &db{name: "volunteer_org", tables: []*table{vol, sponsor, event, shift, signup}}
}
