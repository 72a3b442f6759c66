package main

import "fmt"

// bike_share: stations, bikes, trips (start and end station both refer to
// station), periodic station status readings (composite key station_id,
// reading_time), mechanics and bike_service, the junction between bikes
// and mechanics (composite key bike_id, mechanic_id).
func bikeShare() *db {
	station := &table{name: "station", pk: []string{"station_id"},
		cols: []col{{"station_id", integer, ""}, {"name", text, ""}, {"city", text, ""}, {"dock_count", integer, ""}, {"install_year", integer, ""}},
		rows: [][]any{
			{1, "Harbor Point", "Portvale", 19, 2015},
			{2, "Market & 3rd", "Portvale", 27, 2015},
			{3, "City Hall", "Portvale", 15, 2016},
			{4, "Union Square", "Portvale", 23, 2017},
			{5, "Riverside Park", "Eastbrook", 11, 2016},
			{6, "Eastbrook Caltrain", "Eastbrook", 15, 2018},
			{7, "University Ave", "Northfield", 19, 2018},
			{8, "Civic Center", "Northfield", 11, nil},
			{9, "Mill Street", "Northfield", 9, 2020},
			{10, "Old Mill Depot", "Eastbrook", 27, 2021},
			{11, "Lakeshore Blvd", "Portvale", 15, 2022},
			{12, "Airport Terminal", "Westmoor", 31, 2023},
		}}
	bike := &table{name: "bike", pk: []string{"bike_id"},
		cols: []col{{"bike_id", integer, ""}, {"model", text, ""}, {"purchase_year", integer, ""}, {"is_electric", text, ""}},
		rows: [][]any{
			{201, "Cruiser 3", 2015, "no"}, {202, "Cruiser 3", 2015, "no"}, {203, "Cruiser 3", 2016, "no"},
			{204, "Urban 7", 2017, "no"}, {205, "Urban 7", 2017, "no"}, {206, "Urban 7", 2018, "no"},
			{207, "E-Glide", 2019, "yes"}, {208, "E-Glide", 2019, "yes"}, {209, "E-Glide", 2020, "yes"},
			{210, "E-Glide Pro", 2022, "yes"}, {211, "E-Glide Pro", 2022, "yes"}, {212, "Cargo XL", 2021, "no"},
			{213, "Cargo XL", nil, "no"}, {214, "Urban 7", 2020, "no"},
		}}
	mechanic := &table{name: "mechanic", pk: []string{"mechanic_id"},
		cols: []col{{"mechanic_id", integer, ""}, {"name", text, ""}, {"hire_year", integer, ""}, {"hourly_rate", decimal, ""}},
		rows: [][]any{
			{1, "Tomas Reyes", 2014, "32.50"},
			{2, "Priya Natarajan", 2016, "35.00"},
			{3, "Owen Fletcher", 2019, "28.75"},
			{4, "Marta Kowalska", 2019, "30.00"},
			{5, "Sam Oduya", 2022, "26.00"},
			{6, "Yuki Mori", 2023, nil},
		}}
	service := &table{name: "bike_service", pk: []string{"bike_id", "mechanic_id"},
		cols: []col{{"bike_id", integer, "bike"}, {"mechanic_id", integer, "mechanic"}, {"service_date", text, ""}, {"cost", integer, ""}},
		rows: [][]any{
			{201, 1, "2023-02-11", 45}, {201, 2, "2023-08-19", 60}, {202, 1, "2023-03-02", 45},
			{203, 3, "2023-04-15", 30}, {204, 2, "2023-05-20", 80}, {204, 4, "2024-01-09", 55},
			{205, 4, "2023-06-30", 40}, {207, 2, "2023-07-04", 120}, {207, 5, "2024-02-14", 95},
			{208, 2, "2023-09-09", 110}, {209, 5, "2024-03-03", 95}, {210, 1, "2024-04-21", 150},
			{212, 3, "2023-11-11", 70}, {212, 4, "2024-05-05", 70}, {214, 5, "2024-06-01", 50},
			{202, 3, "2024-06-18", 35},
		}}
	trip := &table{name: "trip", pk: []string{"trip_id"},
		cols: []col{{"trip_id", integer, ""}, {"bike_id", integer, "bike"}, {"start_station_id", integer, "station"}, {"end_station_id", integer, "station"},
			{"duration_min", integer, ""}, {"start_date", text, ""}, {"subscription_type", text, ""}}}
	// Station 12 (Airport Terminal) is never an end station and station 9
	// (Mill Street) never a start; bikes 213 and 211 never rode.
	starts := []int{1, 1, 2, 2, 2, 3, 4, 4, 5, 6, 7, 7, 8, 10, 11, 12, 1, 2}
	ends := []int{1, 2, 3, 4, 4, 5, 6, 7, 7, 8, 9, 10, 11, 2, 3}
	bikes := []int{201, 202, 203, 204, 205, 206, 207, 208, 209, 210, 212, 214}
	r := rng(42)
	for i := 0; i < 48; i++ {
		s := starts[r.next(len(starts))]
		e := ends[r.next(len(ends))]
		dur := 4 + r.next(55)
		sub := "Subscriber"
		if r.next(3) == 0 {
			sub = "Customer"
		}
		var dur2 any = dur
		if i == 17 {
			dur2 = nil // a trip whose clock failed
		}
		trip.rows = append(trip.rows, []any{9001 + i, bikes[r.next(len(bikes))], s, e, dur2, fmt.Sprintf("2024-0%d-%02d", 6+i%3, 1+r.next(28)), sub})
	}
	status := &table{name: "station_status", pk: []string{"station_id", "reading_time"},
		cols: []col{{"station_id", integer, "station"}, {"reading_time", text, ""}, {"bikes_available", integer, ""}, {"docks_available", integer, ""}}}
	for s := 1; s <= 12; s++ {
		docks := station.rows[s-1][3].(int)
		for j, tm := range []string{"2024-07-01 08:00", "2024-07-01 18:00"} {
			b := (s*7 + j*5) % (docks + 1)
			status.rows = append(status.rows, []any{s, tm, b, docks - b})
		}
	}
	return &db{name: "bike_share", tables: []*table{station, bike, trip, status, mechanic, service}}
}
