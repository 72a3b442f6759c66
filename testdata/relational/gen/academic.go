package main

// academic: authors, papers, venues, writes (the junction between authors
// and papers, composite key Author_ID, Paper_ID, with the author's place in
// the byline) and cites (composite key Citing_Paper_ID, Cited_Paper_ID,
// both keys into paper: the self-junction). One paper is a preprint with no
// venue, one venue has no paper, one author wrote nothing.
func academic() *db {
	venue := &table{name: "Venue", pk: []string{"Venue_ID"},
		cols: []col{{"Venue_ID", integer, ""}, {"Venue_Name", text, ""}, {"Abbrev", text, ""}, {"Venue_Type", text, ""}, {"Founded_Year", integer, ""}, {"H5_Index", integer, ""}, {"Impact_Score", decimal, ""}},
		rows: [][]any{
			{1, "Symposium on Data Systems", "SDS", "Conference", 1998, 41, "7.2"},
			{2, "Journal of Graph Theory and Computing", "JGTC", "Journal", 1985, 35, "4.8"},
			{3, "International Conference on Learning Methods", "ICLM", "Conference", 2005, 88, "9.1"},
			{4, "Transactions on Query Languages", "TQL", "Journal", 1992, 27, nil},
			{5, "Workshop on Semantic Web Data", "WSWD", "Workshop", 2012, 12, "1.9"},
			{6, "Annual Meeting on Language Processing", "AMLP", "Conference", 1999, 63, "8.0"},
			{7, "Journal of Information Retrieval Research", "JIRR", "Journal", 2001, 27, "3.5"},
			{8, "Conference on Knowledge Graphs", "CKG", "Conference", 2016, 19, "2.6"},
		}}
	author := &table{name: "Author", pk: []string{"Author_ID"},
		cols: []col{{"Author_ID", integer, ""}, {"Author_Name", text, ""}, {"Affiliation", text, ""}, {"Country", text, ""}, {"H_Index", integer, ""}, {"First_Pub_Year", integer, ""}, {"Total_Citations", integer, ""}},
		rows: [][]any{
			{1, "Amara Osei", "University of Lagos", "Nigeria", 18, 2008, 2450},
			{2, "Bjorn Halvorsen", "Oslo Tech", "Norway", 31, 1999, 8120},
			{3, "Camila Duarte", "Universidade do Porto", "Portugal", 12, 2012, 980},
			{4, "Deepak Raman", "IIT Madras", "India", 25, 2003, 5400},
			{5, "Elise Fournier", "Sorbonne Lab", "France", 9, 2016, 430},
			{6, "Farid Mansour", "Cairo University", "Egypt", 14, 2010, 1500},
			{7, "Greta Lindholm", "Oslo Tech", "Norway", 22, 2005, 3900},
			{8, "Hiroshi Tanabe", "Kyoto Institute", "Japan", 40, 1994, 12050},
			{9, "Ines Carvalho", "Universidade do Porto", "Portugal", 7, 2018, 210},
			{10, "Jonah Whitfield", "Midlands University", "United Kingdom", 25, 2001, 6100},
			{11, "Kavya Iyer", "IIT Madras", "India", 3, nil, 45},
			{12, "Lucas Moreau", "Sorbonne Lab", "France", 16, 2009, 2050},
			{13, "Mei Lin", "Kyoto Institute", "Japan", 11, 2013, 870},
			{14, "Nils Ekstrom", "Oslo Tech", "Norway", 5, 2019, 120},
			{15, "Olivia Brandt", "Midlands University", "United Kingdom", 20, 2006, 3300},
		}}
	paper := &table{name: "Paper", pk: []string{"Paper_ID"},
		cols: []col{{"Paper_ID", integer, ""}, {"Title", text, ""}, {"Venue_ID", integer, "Venue"}, {"Pub_Year", integer, ""}, {"Num_Pages", integer, ""}, {"Citation_Count", integer, ""}},
		rows: [][]any{
			{101, "Scalable Join Processing on Graphs", 1, 2015, 12, 340},
			{102, "Learning Query Plans with Reinforcement", 3, 2019, 10, 512},
			{103, "A Survey of Knowledge Graph Embeddings", 2, 2018, 34, 890},
			{104, "Efficient Subgraph Matching", 1, 2016, 12, 210},
			{105, "Neural Text to Query Translation", 6, 2020, 9, 275},
			{106, "Graph Partitioning for Distributed Stores", 4, 2014, 28, 150},
			{107, "Benchmarking Semantic Parsers", 6, 2021, 8, 95},
			{108, "Ranking Models for Retrieval", 7, 2017, 18, 160},
			{109, "Ontology Alignment at Scale", 5, 2019, 6, 22},
			{110, "Query Optimization with Learned Costs", 3, 2022, 11, 130},
			{111, "Indexing Temporal Graphs", 4, 2020, 30, 64},
			{112, "Few-Shot Semantic Parsing", 6, 2023, 9, 41},
			{113, "Graph Neural Networks for Link Prediction", 3, 2021, 10, 605},
			{114, "Provenance in Linked Data", 5, 2016, 7, 18},
			{115, "Cost Models for Graph Queries", 2, 2023, 25, nil},
			{116, "Query Rewriting over Ontologies", nil, 2024, 14, 3},
			{117, "Dense Retrieval for Question Answering", 7, 2022, 16, 160},
			{118, "Learning to Rank Graph Patterns", 1, 2024, 12, 8},
			{119, "Streaming Graph Analytics", 4, 2018, 26, 77},
			{120, "Cross-Lingual Text to SQL", 6, 2024, 9, 12},
		}}
	writes := &table{name: "Writes", pk: []string{"Author_ID", "Paper_ID"},
		cols: []col{{"Author_ID", integer, "Author"}, {"Paper_ID", integer, "Paper"}, {"Author_Order", integer, ""}}}
	// paper -> its authors in byline order; Nils Ekstrom (14) wrote nothing.
	bylines := [][]int{
		{101, 2, 7}, {102, 4, 11, 8}, {103, 8, 13}, {104, 2, 1}, {105, 10, 15, 4},
		{106, 7, 2}, {107, 5, 12}, {108, 3, 9}, {109, 6}, {110, 4, 8},
		{111, 7, 8}, {112, 15, 10, 5}, {113, 8, 13, 4}, {114, 6, 1}, {115, 2, 7, 1},
		{116, 12, 5}, {117, 3, 10}, {118, 8, 1}, {119, 13, 7}, {120, 10, 15, 11},
	}
	for _, b := range bylines {
		for i, a := range b[1:] {
			writes.rows = append(writes.rows, []any{a, b[0], i + 1})
		}
	}
	cites := &table{name: "Cites", pk: []string{"Citing_Paper_ID", "Cited_Paper_ID"},
		cols: []col{{"Citing_Paper_ID", integer, "Paper"}, {"Cited_Paper_ID", integer, "Paper"}}}
	// citing paper -> the papers it cites.
	refs := [][]int{
		{102, 101, 104}, {103, 106, 101}, {105, 102, 103}, {107, 105, 102}, {108, 103},
		{110, 102, 101, 104}, {111, 106, 119}, {112, 105, 107}, {113, 103, 102},
		{115, 101, 104, 110}, {116, 114, 109}, {117, 108}, {118, 113, 104}, {119, 106, 101},
		{120, 105, 112, 107},
	}
	for _, r := range refs {
		for _, c := range r[1:] {
			cites.rows = append(cites.rows, []any{r[0], c})
		}
	}
	return &db{name: "academic", tables: []*table{venue, author, paper, writes, cites}}
}
