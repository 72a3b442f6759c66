package main

// bug_tracker: developers, projects (lead_dev_id into developer), bugs
// (reported_by and verified_by, two keys into developer; duplicate_of, a key
// back into bug) and bug_assignment, the junction with composite key
// (bug_id, dev_id). Open bugs have no closed_date and no verifier; one
// developer reported, verified and fixed nothing; one project has no bug.
func bugTracker() *db {
	developer := &table{name: "developer", pk: []string{"dev_id"},
		cols: []col{{"dev_id", integer, ""}, {"dev_name", text, ""}, {"team", text, ""}, {"seniority_yrs", integer, ""}, {"salary_k", integer, ""}, {"email", text, ""}},
		rows: [][]any{
			{1, "Ana Ruiz", "Backend", 9, 145, "ana.ruiz@devco.io"},
			{2, "Bilal Khan", "Backend", 4, 112, "bilal.khan@devco.io"},
			{3, "Carla Mendes", "Frontend", 6, 120, "carla.m@devco.io"},
			{4, "Derek Olsen", "Frontend", 2, 95, "derek.olsen@devco.io"},
			{5, "Elif Demir", "QA", 7, 104, "elif.demir@devco.io"},
			{6, "Frank Obi", "QA", 3, 88, nil},
			{7, "Gwen Park", "Mobile", 5, 118, "gwen.park@devco.io"},
			{8, "Hiro Tanaka", "Mobile", 11, 150, "hiro.t@devco.io"},
			{9, "Irene Costa", "DevOps", 8, 131, "irene.costa@devco.io"},
			{10, "Jonas Weber", "Backend", 1, 82, "jonas.weber@devco.io"},
			{11, "Kemi Ade", "Frontend", 4, 112, "kemi.ade@devco.io"},
		}}
	project := &table{name: "project", pk: []string{"project_id"},
		cols: []col{{"project_id", integer, ""}, {"proj_name", text, ""}, {"language", text, ""}, {"start_year", integer, ""}, {"budget_k", integer, ""}, {"lead_dev_id", integer, "developer"}},
		rows: [][]any{
			{1, "Atlas API", "Go", 2019, 800, 1},
			{2, "Beacon Web", "TypeScript", 2020, 450, 3},
			{3, "Comet Mobile", "Kotlin", 2021, 600, 8},
			{4, "Dune Pipeline", "Python", 2018, 300, 9},
			{5, "Echo Chat", "TypeScript", 2022, 450, 11},
			{6, "Fjord Billing", "Java", 2023, 250, nil},
		}}
	// Developer 10 (Jonas Weber) reports, verifies and fixes nothing;
	// Fjord Billing (6) has no bug.
	bug := &table{name: "bug", pk: []string{"bug_id"},
		cols: []col{{"bug_id", integer, ""}, {"project_id", integer, "project"}, {"title", text, ""}, {"severity", integer, ""}, {"priority", integer, ""}, {"story_points", integer, ""}, {"opened_date", text, ""}, {"closed_date", text, ""}, {"reported_by", integer, "developer"}, {"verified_by", integer, "developer"}, {"duplicate_of", integer, "bug"}},
		rows: [][]any{
			{201, 1, "Login times out under load", 5, 1, 8, "2024-01-03", "2024-01-10", 5, 6, nil},
			{202, 1, "Wrong status code on missing user", 2, 3, 2, "2024-01-05", "2024-01-06", 6, 5, nil},
			{203, 1, "Session token not refreshed", 4, 1, 5, "2024-01-08", nil, 5, nil, nil},
			{204, 1, "Login timeout with many users", 5, 2, 8, "2024-01-09", "2024-01-10", 4, 6, 201},
			{205, 2, "Button misaligned on settings page", 1, 4, 1, "2024-01-11", "2024-01-12", 3, 5, nil},
			{206, 2, "Dark mode colors unreadable", 2, 3, 3, "2024-01-15", "2024-02-01", 11, 6, nil},
			{207, 2, "Crash when uploading avatar", 4, 2, 5, "2024-01-20", nil, 5, nil, nil},
			{208, 2, "Settings button out of place", 1, 4, 1, "2024-01-22", "2024-01-23", 6, 5, 205},
			{209, 3, "App crashes on rotation", 5, 1, 13, "2024-02-02", "2024-02-20", 7, 5, nil},
			{210, 3, "Push notifications delayed", 3, 2, 5, "2024-02-05", nil, 6, nil, nil},
			{211, 3, "Crash after rotating screen", 5, 1, 13, "2024-02-06", "2024-02-20", 5, 6, 209},
			{212, 3, "Battery drain in background", 4, 2, 8, "2024-02-10", "2024-03-01", 8, 5, nil},
			{213, 4, "Nightly job skips records", 4, 1, 5, "2024-02-12", "2024-02-14", 9, 6, nil},
			{214, 4, "Memory leak in parser", 3, 3, 8, "2024-02-18", nil, 2, nil, nil},
			{215, 4, "Timezone offset in reports", 2, 3, 3, "2024-02-25", "2024-03-05", 5, 5, nil},
			{216, 5, "Messages arrive out of order", 4, 1, 8, "2024-03-01", "2024-03-15", 11, 6, nil},
			{217, 5, "Typing indicator stuck", 1, 4, 2, "2024-03-03", nil, 4, nil, nil},
			{218, 5, "Out of order messages in group chat", 4, 2, 8, "2024-03-04", "2024-03-15", 6, 5, 216},
			{219, 1, "Rate limiter counts twice", 3, 2, 3, "2024-03-08", "2024-03-09", 1, 5, nil},
			{220, 2, "Avatar upload crash on Safari", 4, 2, 5, "2024-03-10", nil, 6, nil, 207},
			{221, 2, "Splash screen flickers", 1, 3, 1, "2024-03-12", "2024-03-13", 7, 6, nil},
			{222, 4, "Duplicate rows after retry", 5, 1, 8, "2024-03-14", nil, 9, nil, nil},
		}}
	assign := &table{name: "bug_assignment", pk: []string{"bug_id", "dev_id"},
		cols: []col{{"bug_id", integer, "bug"}, {"dev_id", integer, "developer"}, {"role", text, ""}, {"hours_spent", integer, ""}, {"assigned_date", text, ""}},
		rows: [][]any{
			{201, 1, "owner", 14, "2024-01-03"}, {201, 2, "reviewer", 3, "2024-01-04"},
			{202, 2, "owner", 2, "2024-01-05"},
			{203, 1, "owner", 6, "2024-01-08"}, {203, 9, "helper", 4, "2024-01-09"},
			{205, 4, "owner", 1, "2024-01-11"},
			{206, 3, "owner", 5, "2024-01-15"}, {206, 11, "reviewer", 2, "2024-01-16"},
			{207, 11, "owner", 9, "2024-01-20"},
			{209, 7, "owner", 20, "2024-02-02"}, {209, 8, "reviewer", 4, "2024-02-03"},
			{210, 7, "owner", 7, "2024-02-05"},
			{212, 8, "owner", 16, "2024-02-10"}, {212, 7, "helper", 6, "2024-02-11"},
			{213, 9, "owner", 5, "2024-02-12"},
			{214, 2, "owner", 11, "2024-02-18"}, {214, 1, "reviewer", nil, "2024-02-19"},
			{215, 9, "owner", 3, "2024-02-25"},
			{216, 3, "owner", 12, "2024-03-01"}, {216, 11, "helper", 8, "2024-03-02"},
			{217, 4, "owner", 1, "2024-03-03"},
			{219, 1, "owner", 2, "2024-03-08"},
			{221, 3, "owner", 1, "2024-03-12"},
			{222, 9, "owner", 10, "2024-03-14"}, {222, 2, "helper", 4, "2024-03-15"},
		}}
	return &db{name: "bug_tracker", tables: []*table{developer, project, bug, assign}}
}
