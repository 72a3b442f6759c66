package offline

import (
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestFix27Names: a thing keyed by one "<x>_name" is shown with its other
// names, on two schemas and in all three languages; a name the question
// asks for, or names the thing by, is not added.
func TestFix27Names(t *testing.T) {
	checkLangCases(t, []langCase{
		{"ex:wildlife", "What species is the animal with tag LYX-03?", map[lang.Lang][]string{
			lang.Cypher: {"s.scientific_name AS scientific_name, s.common_name AS common_name"}, lang.Gremlin: {"by('scientific_name').by('common_name')"}, lang.SPARQL: {"?scientific_name ?common_name"}}},
		{"fix27_herbarium", "Which plants are native?", map[lang.Lang][]string{
			lang.Cypher: {"p.botanical_name AS botanical_name, p.common_name AS common_name"}, lang.Gremlin: {"by('botanical_name').by('common_name')"}, lang.SPARQL: {"?botanical_name ?common_name"}}},
	})
	checkReadings(t, []readingCase{
		{"fix27_herbarium", "What is the common name of Quercus robur?", []string{"RETURN p.common_name AS common_name", "!AS botanical_name"}, ""},
		{"fix27_herbarium", "What is the botanical name of the dog rose?", []string{"RETURN p.botanical_name AS botanical_name", "!AS common_name"}, ""},
	})
	exampleReadings(t, []string{"wildlife"}, []readingCase{
		{"wildlife", "Which species are listed as either endangered or critically endangered?", []string{"s2.common_name AS common_name"}, ""},
		{"wildlife", "What is the scientific name of the grey wolf?", []string{"RETURN s.scientific_name AS scientific_name", "!AS common_name"}, ""},
	})
}

// TestFix27LevelChain: a thing picked by a level value, reached by a
// relationship its label also has to itself, is reached at any depth, on
// two schemas and in all three languages; a thing picked by its name keeps
// the one step.
func TestFix27LevelChain(t *testing.T) {
	chain := func(edge string) map[lang.Lang][]string {
		return map[lang.Lang][]string{
			lang.Cypher:  {"[:" + edge + "*1..10]"},
			lang.Gremlin: {"repeat(__.in('" + edge + "'))"},
			lang.SPARQL:  {":" + edge + "+"},
		}
	}
	checkLangCases(t, []langCase{
		{"ex:wildlife", "What family does the Alpine ibex belong to?", chain("BELONGS_TO")},
		{"fix27_herbarium", "What family does the english oak belong to?", chain("PART_OF")},
	})
	exampleReadings(t, []string{"wildlife"}, []readingCase{
		{"wildlife", "What family does the Alpine ibex belong to?", []string{"BELONGS_TO*1..10", "rank: 'family'"}, "level-chain-read"},
		{"fix27_herbarium", "How many plants are in each family?", []string{"PART_OF*1..10", "count(DISTINCT p)"}, "level-chain-read"},
		{"fix27_herbarium", "Which plants belong to Quercus?", []string{"!*1..", "[:PART_OF]"}, ""},
	})
}

// TestFix27Stranded: "What was X VERBed for?" asks what the preposition
// governs; the plan returning the doer or the named thing is refused, on
// two schemas; "by" still asks for the doer.
func TestFix27Stranded(t *testing.T) {
	exampleReadings(t, []string{"wildlife"}, []readingCase{
		{"wildlife", "What was Freya treated for?", nil, ""},
		{"wildlife", "Which vets have treated Freya?", []string{"v.name AS name"}, ""},
		{"fix27_herbarium", "What was S-1 pressed for?", nil, ""},
		{"fix27_herbarium", "Who pressed S-1?", []string{"c.name AS name"}, ""},
	})
}

// TestFix27LengthMetres: "<length word>_m" holds metres, so a number in
// km is converted, on two schemas and in all three languages.
func TestFix27LengthMetres(t *testing.T) {
	checkLangCases(t, []langCase{
		{"ex:wildlife", "Which sites have an elevation over 2 km?", map[lang.Lang][]string{
			lang.Cypher: {"s.elevation_m > 2000"}, lang.Gremlin: {"'elevation_m', P.gt(2000)"}, lang.SPARQL: {"?s_elevation_m > 2000"}}},
		{"fix27_herbarium", "Which specimens have an altitude over 1.5 km?", map[lang.Lang][]string{
			lang.Cypher: {"s.altitude_m > 1500"}, lang.Gremlin: {"'altitude_m', P.gt(1500)"}, lang.SPARQL: {"?s_altitude_m > 1500"}}},
	})
}

// TestFix27DateVerb: a closing verb naming a date property, with no date
// and no denial, reads the date as recorded, on two schemas and in all
// three languages; a denial stays refused.
func TestFix27DateVerb(t *testing.T) {
	present := func(v, prop string) map[lang.Lang][]string {
		return map[lang.Lang][]string{
			lang.Cypher:  {"NOT (" + v + "." + prop + " IS NULL)"},
			lang.Gremlin: {"has('" + prop + "')"},
			lang.SPARQL:  {"FILTER(", "NOT EXISTS { ?" + v + " :" + prop},
		}
	}
	checkLangCases(t, []langCase{
		{"ex:wildlife", "Which of our tagged animals have died?", present("a", "died_on")},
		{"fix27_herbarium", "Which specimens have been collected?", present("s", "collected_on")},
	})
	exampleReadings(t, []string{"wildlife", "hotel"}, []readingCase{
		{"wildlife", "How many animals have died?", []string{"NOT (a.died_on IS NULL)", "count(a)"}, "date-verb-happened"},
		{"wildlife", "Which animals haven't died?", nil, ""},
		{"wildlife", "Which animals died in 2024?", []string{"a.died_on >= '2024-01-01'", "!IS NULL"}, ""},
		{"hotel", "which staff have been at their hotel since the day it opened", nil, ""},
	})
}
