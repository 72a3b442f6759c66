package main

import "fmt"

// clinic: a hospital's physicians, departments, patients and appointments.
// affiliated_with is the junction (composite key physician_id, dept_id) with
// a primary flag; appointment refers to physician twice (who saw the
// patient, who referred them).
func clinic() *db {
	physician := &table{name: "Physician", pk: []string{"Physician_ID"},
		cols: []col{{"Physician_ID", integer, ""}, {"Name", text, ""}, {"Position", text, ""}, {"Years_Exp", integer, ""}, {"Salary", integer, ""}},
		rows: [][]any{
			{1, "Ana Okafor", "Attending Physician", 14, 210000},
			{2, "Bruno Lindqvist", "Surgeon", 22, 305000},
			{3, "Chen Wei", "Resident", 2, 68000},
			{4, "Dolores Haze", "Head Chief of Medicine", 30, 350000},
			{5, "Emil Sorensen", "Attending Physician", 9, 198000},
			{6, "Farah Nadeem", "Surgeon", 14, 290000},
			{7, "Gustavo Pires", "Resident", 1, 64000},
			{8, "Hana Kobayashi", "Staff Internist", 6, 150000},
			{9, "Ivan Petrov", "Attending Physician", 18, nil},
			{10, "Julia Marsh", "Staff Internist", 6, 152000},
			{11, "Karim Haddad", "Surgeon", 11, 275000},
			{12, "Lena Vogel", "Resident", 3, 68000},
		}}
	department := &table{name: "Department", pk: []string{"Dept_ID"},
		cols: []col{{"Dept_ID", integer, ""}, {"Dept_Name", text, ""}, {"Building", text, ""}, {"Head_ID", integer, "Physician"}, {"Budget", integer, ""}},
		rows: [][]any{
			{1, "General Medicine", "North Wing", 4, 1200000},
			{2, "Surgery", "East Wing", 2, 2500000},
			{3, "Psychiatry", "West Wing", 9, 800000},
			{4, "Cardiology", "East Wing", 6, 1900000},
			{5, "Pediatrics", "South Wing", 1, 950000},
			{6, "Radiology", "North Wing", nil, 800000},
		}}
	affiliated := &table{name: "Affiliated_With", pk: []string{"Physician_ID", "Dept_ID"},
		cols: []col{{"Physician_ID", integer, "Physician"}, {"Dept_ID", integer, "Department"}, {"Primary_Flag", text, ""}},
		rows: [][]any{
			{1, 1, "Y"}, {1, 5, "N"},
			{2, 2, "Y"},
			{3, 1, "Y"},
			{4, 1, "Y"}, {4, 4, "N"},
			{5, 5, "Y"},
			{6, 2, "Y"}, {6, 4, "N"},
			{7, 2, "Y"},
			{8, 1, "Y"}, {8, 3, "N"},
			{9, 3, "Y"},
			{10, 1, "Y"},
			{11, 4, "Y"}, {11, 2, "N"},
			// Lena Vogel (12) has no affiliation yet.
		}}
	patient := &table{name: "Patient", pk: []string{"Patient_ID"},
		cols: []col{{"Patient_ID", integer, ""}, {"Name", text, ""}, {"Gender", text, ""}, {"Age", integer, ""}, {"City", text, ""}, {"Insurance_No", text, ""}, {"PCP_ID", integer, "Physician"}},
		rows: [][]any{
			{101, "Abigail Stone", "F", 34, "Springfield", "INS-20441", 1},
			{102, "Ben Carver", "M", 61, "Riverton", "INS-20442", 4},
			{103, "Carla Mendes", "F", 8, "Springfield", "INS-20443", 5},
			{104, "Dmitri Orlov", "M", 45, "Lakeside", nil, 1},
			{105, "Elena Ruiz", "F", 29, "Riverton", "INS-20445", 8},
			{106, "Felix Grant", "M", 72, "Springfield", "INS-20446", 4},
			{107, "Grace Liu", "F", 52, "Lakeside", "INS-20447", 10},
			{108, "Hugo Blanc", "M", 17, "Hillcrest", "INS-20448", 5},
			{109, "Irene Adler", "F", 38, "Springfield", nil, 8},
			{110, "Jonas Berg", "M", 61, "Riverton", "INS-20450", 9},
			{111, "Kira Tanaka", "F", 24, "Hillcrest", "INS-20451", 10},
			{112, "Liam Walsh", "M", 55, "Lakeside", "INS-20452", 1},
			{113, "Maya Singh", "F", 41, "Springfield", "INS-20453", 8},
			{114, "Nico Rossi", "M", 33, "Hillcrest", nil, 9},
			{115, "Olga Ivanova", "F", 67, "Riverton", "INS-20455", 4},
			{116, "Pablo Diaz", "M", 5, "Springfield", "INS-20456", 5},
			{117, "Quinn Harper", "F", 45, "Lakeside", "INS-20457", 10},
			{118, "Rafael Costa", "M", 80, "Riverton", "INS-20458", nil},
		}}
	appt := &table{name: "Appointment", pk: []string{"Appt_ID"},
		cols: []col{{"Appt_ID", integer, ""}, {"Patient_ID", integer, "Patient"}, {"Physician_ID", integer, "Physician"}, {"Referred_By", integer, "Physician"},
			{"Appt_Date", text, ""}, {"Exam_Room", text, ""}, {"Fee", decimal, ""}},
	}
	// Patients 111, 114 and 118 never had an appointment; physicians 3, 7
	// and 12 (the residents) never saw a patient.
	patients := []int{101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 112, 113, 115, 116, 117}
	seers := []int{1, 2, 4, 5, 6, 8, 9, 10, 11}
	rooms := []string{"A101", "A102", "B201", "B202", "C301"}
	fees := []string{"80.00", "120.50", "150.00", "95.25", "200.00", "120.50", "310.75"}
	r := rng(7)
	for i := 0; i < 36; i++ {
		p := patients[i%len(patients)]
		ph := seers[r.next(len(seers))]
		var ref any
		if k := r.next(3); k > 0 {
			ref = []int{1, 4, 8, 10, 5}[r.next(5)]
			if ref == ph {
				ref = nil
			}
		}
		date := fmt.Sprintf("2024-%02d-%02d", 1+i%6, 1+r.next(28))
		appt.rows = append(appt.rows, []any{1001 + i, p, ph, ref, date, rooms[r.next(len(rooms))], fees[r.next(len(fees))]})
	}
	return &db{name: "clinic", tables: []*table{physician, department, affiliated, patient, appt}}
}
