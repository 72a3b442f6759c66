package main

// water_utility: customers (referred_by points back into customer),
// meters, monthly readings, technicians and meter_service, the junction
// with composite key (meter_id, tech_id). One customer has no meter, one
// meter has no reading, one technician serviced nothing; two readings of
// one meter are equal on purpose.
func waterUtility() *db {
	customer := &table{name: "customer", pk: []string{"customer_id"},
		cols: []col{{"customer_id", integer, ""}, {"cust_name", text, ""}, {"district", text, ""}, {"cust_type", text, ""}, {"join_date", text, ""}, {"referred_by", integer, "customer"}},
		rows: [][]any{
			{1, "Alder Bakery", "North", "commercial", "2015-03-02", nil},
			{2, "Brook Family", "North", "residential", "2016-07-19", 1},
			{3, "Cedar School", "East", "commercial", "2012-09-01", nil},
			{4, "Dale Household", "South", "residential", "2018-01-15", 2},
			{5, "Elm Laundry", "East", "commercial", "2019-05-30", 3},
			{6, "Fern Cottage", "West", "residential", "2020-11-11", 2},
			{7, "Glen Hotel", "West", "commercial", "2011-04-04", nil},
			{8, "Holt Residence", "South", "residential", "2021-06-21", 7},
			{9, "Ivy Apartments", "North", "residential", "2017-02-28", nil},
			{10, "Juniper Farm", "South", "commercial", "2022-08-08", 3},
		}}
	// Juniper Farm (10) has no meter; meter 511 has no reading.
	meter := &table{name: "meter", pk: []string{"meter_id"},
		cols: []col{{"meter_id", integer, ""}, {"customer_id", integer, "customer"}, {"model", text, ""}, {"install_date", text, ""}, {"diameter_mm", integer, ""}, {"is_smart", text, ""}, {"last_service_year", integer, ""}},
		rows: [][]any{
			{501, 1, "AquaRead 200", "2015-03-10", 20, "no", 2022},
			{502, 2, "AquaRead 200", "2016-08-01", 15, "no", nil},
			{503, 3, "FlowMax X", "2012-09-15", 40, "yes", 2023},
			{504, 3, "FlowMax X", "2019-01-20", 25, "yes", 2023},
			{505, 4, "SmartFlow S1", "2018-02-01", 15, "yes", 2023},
			{506, 5, "FlowMax X", "2019-06-10", 32, "yes", 2021},
			{507, 6, "AquaRead 200", "2020-12-01", 15, "no", nil},
			{508, 7, "SmartFlow S1", "2011-05-01", 50, "yes", 2024},
			{509, 7, "AquaRead 200", "2011-05-01", 20, "no", 2019},
			{510, 8, "SmartFlow S1", "2021-07-01", 15, "yes", nil},
			{511, 9, "FlowMax X", "2017-03-15", 25, "yes", 2020},
		}}
	reading := &table{name: "reading", pk: []string{"reading_id"},
		cols: []col{{"reading_id", integer, ""}, {"meter_id", integer, "meter"}, {"reading_date", text, ""}, {"volume_m3", decimal, ""}, {"is_estimated", text, ""}},
		rows: [][]any{
			{1, 501, "2024-01-31", "42.5", "N"},
			{2, 501, "2024-02-29", "39.0", "N"},
			{3, 502, "2024-01-31", "11.2", "N"},
			{4, 502, "2024-02-29", "12.8", "Y"},
			{5, 503, "2024-01-31", "310.0", "N"},
			{6, 503, "2024-02-29", "295.5", "N"},
			{7, 504, "2024-01-31", "88.0", "N"},
			{8, 505, "2024-01-31", "9.6", "N"},
			{9, 505, "2024-02-29", "10.1", "N"},
			{10, 506, "2024-01-31", "150.25", "N"},
			{11, 506, "2024-02-29", "162.75", "Y"},
			{12, 507, "2024-01-31", "14.0", "Y"},
			{13, 508, "2024-01-31", "420.0", "N"},
			{14, 508, "2024-02-29", "455.0", "N"},
			{15, 509, "2024-01-31", "60.0", "N"},
			{16, 510, "2024-01-31", "8.4", "N"},
			{17, 510, "2024-02-29", "8.4", "N"},
			{18, 503, "2024-03-31", "301.0", "N"},
		}}
	tech := &table{name: "technician", pk: []string{"tech_id"},
		cols: []col{{"tech_id", integer, ""}, {"tech_name", text, ""}, {"hire_year", integer, ""}, {"hourly_rate", decimal, ""}, {"certification", text, ""}},
		rows: [][]any{
			{1, "Rhys Morgan", 2010, "38.50", "Level 3"},
			{2, "Ana Petrovic", 2015, "32.00", "Level 2"},
			{3, "Jonah Ellis", 2019, "27.50", "Level 1"},
			{4, "Leah Fischer", 2012, nil, "Level 3"},
			{5, "Omar Siddiq", 2022, "25.00", "Level 1"},
		}}
	// Omar Siddiq (5) serviced nothing.
	service := &table{name: "meter_service", pk: []string{"meter_id", "tech_id"},
		cols: []col{{"meter_id", integer, "meter"}, {"tech_id", integer, "technician"}, {"service_date", text, ""}, {"cost", decimal, ""}, {"service_type", text, ""}},
		rows: [][]any{
			{501, 1, "2022-05-10", "120.00", "calibration"},
			{503, 1, "2023-03-14", "340.00", "replacement part"},
			{503, 2, "2021-08-02", "95.00", "inspection"},
			{504, 2, "2023-03-14", "180.00", "calibration"},
			{505, 2, "2023-09-12", "85.00", "inspection"},
			{506, 3, "2021-10-20", "75.00", "inspection"},
			{508, 1, "2024-02-02", "410.00", "replacement part"},
			{508, 4, "2022-06-30", "150.00", "calibration"},
			{509, 4, "2019-09-09", "60.00", "inspection"},
			{511, 2, "2020-04-18", "110.00", "calibration"},
			{511, 3, "2020-04-18", "90.00", "inspection"},
		}}
	return &db{name: "water_utility", tables: []*table{customer, meter, reading, tech, service}}
}
