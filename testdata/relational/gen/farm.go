package main

// farm_census: counties, the farms in them with a census row of many
// numeric columns each (acres, horses, working horses, cattle, cows, pigs,
// sheep and goats, employees), crops, farm_crop (the junction, composite key
// Farm_ID, Crop_ID, with hectares, yield and harvest year) and
// livestock_sale, which refers to farm twice (seller and buyer).
func farmCensus() *db {
	county := &table{name: "County", pk: []string{"County_ID"},
		cols: []col{{"County_ID", integer, ""}, {"County_Name", text, ""}, {"Region", text, ""}, {"Population", integer, ""}, {"Area_Sq_Km", decimal, ""}, {"Num_Towns", integer, ""}},
		rows: [][]any{
			{1, "Ashford", "North", 48200, "1320.5", 9},
			{2, "Bramley", "North", 31050, "980.0", 6},
			{3, "Coldwater", "East", 72400, "2105.8", 14},
			{4, "Dunmore", "East", 15800, "640.2", 3},
			{5, "Elmstead", "South", 56300, "1500.0", 11},
			{6, "Fenwick", "South", 22100, "1500.0", 5},
			{7, "Glenbrook", "West", 39900, "1790.4", 8},
			{8, "Harrowgate", "West", nil, "870.6", 4},
			{9, "Ivybridge", "Central", 64150, "1205.3", 12},
			{10, "Juniper Vale", "Central", 9800, "455.9", 2},
		}}
	farm := &table{name: "Farm", pk: []string{"Farm_ID"},
		cols: []col{{"Farm_ID", integer, ""}, {"Farm_Name", text, ""}, {"County_ID", integer, "County"}, {"Year_Est", integer, ""}, {"Total_Acres", integer, ""},
			{"Total_Horses", integer, ""}, {"Working_Horses", integer, ""}, {"Total_Cattle", integer, ""}, {"Cows", integer, ""}, {"Pigs", integer, ""}, {"Sheep_and_Goats", integer, ""}, {"Employees", integer, ""}},
		rows: [][]any{
			{201, "Oak Hollow Farm", 1, 1952, 340, 12, 8, 150, 90, 60, 200, 6},
			{202, "Miller Acres", 1, 1978, 210, 4, 2, 80, 55, 0, 45, 3},
			{203, "Sunrise Dairy", 2, 1990, 420, 2, 0, 310, 280, 10, 0, 9},
			{204, "Red Barn Holdings", 3, 1921, 800, 25, 20, 120, 70, 140, 300, 14},
			{205, "Willow Creek Ranch", 3, nil, 1200, 40, 31, 600, 350, 0, 80, 18},
			{206, "Stonebridge Farm", 3, 1965, 150, 6, 6, 30, 20, 95, 60, 4},
			{207, "Pine Ridge Farm", 4, 2001, 95, 3, 1, 15, 10, 40, 120, 2},
			{208, "Harvest Moon Farm", 5, 1984, 510, 10, 4, 220, 150, 75, 30, 7},
			{209, "Greenfield Estate", 5, 1999, 660, 18, 12, 180, 120, 200, 150, 11},
			{210, "Brookside Farm", 6, 1975, 275, 8, 5, 60, 40, 0, 260, 5},
			{211, "Hilltop Grazing", 7, 1948, 940, 30, 22, 410, 260, 15, 500, 12},
			{212, "Meadowlark Farm", 7, 2010, 130, 0, 0, 0, 0, 180, 40, 3},
			{213, "Copper Gate Farm", 8, 1969, 380, 9, 9, 95, 60, 55, 55, 6},
			{214, "Thistle Down", 9, 1993, 455, 14, 10, 140, 100, 90, 210, 8},
			{215, "Old Orchard Farm", 9, 1935, 300, 5, 3, 40, 25, 20, 15, 4},
			{216, "Bluebell Acres", 9, 2015, 60, 1, 0, 8, 5, 12, 30, 1},
			{217, "Northwind Cattle Co", 2, 1988, 1500, 22, 18, 720, 400, 0, 0, 20},
			{218, "Valley View Farm", 5, nil, 220, 7, 7, 50, 30, 60, 90, nil},
			{219, "Cedar Lane Farm", 3, 2005, 180, 4, 2, 65, 45, 30, 25, 3},
		}}
	crop := &table{name: "Crop", pk: []string{"Crop_ID"},
		cols: []col{{"Crop_ID", integer, ""}, {"Crop_Name", text, ""}, {"Category", text, ""}, {"Price_Per_Ton", decimal, ""}, {"Growing_Days", integer, ""}},
		rows: [][]any{
			{1, "Wheat", "Grain", "215.00", 240},
			{2, "Barley", "Grain", "180.50", 200},
			{3, "Maize", "Grain", "190.00", 150},
			{4, "Potatoes", "Vegetable", "120.00", 110},
			{5, "Sugar Beet", "Vegetable", "45.75", 180},
			{6, "Rapeseed", "Oilseed", "420.00", 290},
			{7, "Sunflower", "Oilseed", "390.00", nil},
			{8, "Lavender", "Herb", "2100.00", 365},
		}}
	// Farms 210, 212 and 216 grow no crop; nobody grows lavender.
	farmCrop := &table{name: "Farm_Crop", pk: []string{"Farm_ID", "Crop_ID"},
		cols: []col{{"Farm_ID", integer, "Farm"}, {"Crop_ID", integer, "Crop"}, {"Hectares", integer, ""}, {"Yield_Tons", integer, ""}, {"Harvest_Year", integer, ""}},
		rows: [][]any{
			{201, 1, 40, 310, 2023}, {201, 2, 25, 150, 2023},
			{202, 1, 30, 220, 2023}, {202, 4, 10, 350, 2023},
			{203, 3, 60, 560, 2022},
			{204, 1, 120, 960, 2023}, {204, 6, 80, 270, 2023}, {204, 5, 40, 2400, 2022},
			{205, 3, 200, 1850, 2023},
			{206, 4, 15, 520, 2023}, {206, 7, 10, 25, 2023},
			{207, 2, 12, 70, 2022},
			{208, 1, 70, 540, 2023}, {208, 2, 50, 300, 2023}, {208, 6, 30, 95, 2023},
			{209, 5, 90, 5600, 2023}, {209, 3, 60, 590, 2023},
			{211, 2, 80, 470, 2022},
			{213, 6, 45, 150, 2023}, {213, 1, 35, 260, 2023},
			{214, 4, 25, 900, 2023}, {214, 7, 20, 52, 2023},
			{215, 1, 20, 150, 2021},
			{217, 3, 150, 1400, 2023},
			{218, 2, 20, 115, nil},
		}}
	sale := &table{name: "Livestock_Sale", pk: []string{"Sale_ID"},
		cols: []col{{"Sale_ID", integer, ""}, {"Seller_Farm_ID", integer, "Farm"}, {"Buyer_Farm_ID", integer, "Farm"}, {"Sale_Year", integer, ""}, {"Animal_Type", text, ""}, {"Head_Count", integer, ""}, {"Price_Total", decimal, ""}},
		rows: [][]any{
			{1, 205, 217, 2021, "Cattle", 40, "48000.00"},
			{2, 205, 203, 2022, "Cattle", 25, "31250.00"},
			{3, 211, 201, 2022, "Sheep", 60, "9000.00"},
			{4, 204, 209, 2023, "Pigs", 30, "6600.00"},
			{5, 217, 203, 2023, "Cattle", 15, "19500.00"},
			{6, 211, 210, 2023, "Sheep", 80, "12800.00"},
			{7, 201, 202, 2021, "Horses", 2, "7000.00"},
			{8, 209, 208, 2022, "Pigs", 20, "4400.00"},
			{9, 204, 206, 2022, "Pigs", 25, "5250.00"},
			{10, 211, 214, 2024, "Sheep", 45, "7200.00"},
			{11, 205, 213, 2024, "Cattle", 10, nil},
			{12, 203, 217, 2024, "Cattle", 12, "15600.00"},
			{13, 214, 215, 2023, "Horses", 1, "3500.00"},
			{14, 217, 205, 2024, "Horses", 3, "10500.00"},
		}}
	return &db{name: "farm_census", tables: []*table{county, farm, crop, farmCrop, sale}}
}
