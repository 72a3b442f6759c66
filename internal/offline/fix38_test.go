package offline

import (
	"testing"

	"github.com/gql-dev/gql/lang"
)

// TestFix38Adjacent: the thing asked for, which the relationships the
// question names do not reach, is joined to the thing named right after it
// by the schema's one relationship between them — on two schemas, in
// all three languages.
func TestFix38Adjacent(t *testing.T) {
	join := func(e string, more ...string) map[lang.Lang][]string {
		return map[lang.Lang][]string{
			lang.Cypher:  append([]string{":" + e + "]"}, more...),
			lang.Gremlin: {"'" + e + "'"},
			lang.SPARQL:  {":" + e + " "},
		}
	}
	checkLangCases(t, []langCase{
		{"ex:registry", "what licences do the packages that depend on left-trim use", join("LICENSED_UNDER", "(p:Package {name: 'left-trim'})<-[:DEPENDS_ON]-(p2:Package)-[:LICENSED_UNDER]->(l:License)")},
		{"ex:registry", "what countries are the maintainers of packages that depend on quill-http from", join("MAINTAINS", "(p2:Package)<-[:MAINTAINS]-(m:Maintainer)", "RETURN DISTINCT m.country")},
		{"ex:campus", "Which students are taking a course taught by Hana Sato?", join("ENROLLED_IN", "[:TEACHES]->(c:Course)<-[:ENROLLED_IN]-(s:Student)", "!ADVISES")},
	})
}

// TestFix38AdjacentRefused: the join is warned, and a walk along a chain
// keeps the refusal (guild, grid).
func TestFix38AdjacentRefused(t *testing.T) {
	exampleReadings(t, []string{"guild", "grid", "registry", "campus"}, []readingCase{
		{"registry", "what licences do the packages that depend on left-trim use", []string{"[:LICENSED_UNDER]"}, "joined-adjacent"},
		{"campus", "Which students are taking a course taught by Hana Sato?", []string{"[:ENROLLED_IN]"}, "joined-adjacent"},
		{"guild", "How many characters are in Iron Covenant, counting all its branch guilds?", nil, ""},
		{"grid", "how many meters get their power from Southfield Grid Supply, directly or through the substations it feeds", nil, ""},
	})
}

// TestFix38FromImplied: a named thing whose relationship implies a thing
// no word names is joined to the rest from that implied thing, by the one
// relationship between the two sides — on two schemas, in all three
// languages; a "who" read as a label is no far end.
func TestFix38FromImplied(t *testing.T) {
	join := func(e string, more ...string) map[lang.Lang][]string {
		return map[lang.Lang][]string{
			lang.Cypher:  append([]string{":" + e + "]"}, more...),
			lang.Gremlin: {"'" + e + "'"},
			lang.SPARQL:  {":" + e + " "},
		}
	}
	checkLangCases(t, []langCase{
		{"ex:flights", "what planes does Gulf Meridian operate?", join("USES", "(a:Airline {name: 'Gulf Meridian'})<-[:OPERATED_BY]-(f:Flight)-[:USES]->(a2:AircraftType)", "!WORKS_FOR")},
		{"ex:campus", "Which department is Elif Fernandes's adviser in?", join("MEMBER_OF", "(s:Student {name: 'Elif Fernandes'})<-[:ADVISES]-(p:Professor)-[:MEMBER_OF]->(d:Department)")},
	})
	exampleReadings(t, []string{"flights", "campus", "music"}, []readingCase{
		{"flights", "what planes does Gulf Meridian operate?", []string{"[:USES]"}, "joined-from-implied"},
		{"campus", "Which department is Elif Fernandes's adviser in?", []string{"[:MEMBER_OF]"}, "joined-from-implied"},
		{"music", "Who has created the most playlists?", nil, ""},
	})
}

// TestFix38NamedMiddle: of several paths of two relationships, the one
// through a thing the question names is walked (outpatient, in all three
// languages); with no such thing named, or with the thing asked for at an
// end of the path (flights' yes/no "are any Embraer aircraft flown by Rhein
// Air?" is left refused with it), the refusal stays.
func TestFix38NamedMiddle(t *testing.T) {
	join := func(e string, more ...string) map[lang.Lang][]string {
		return map[lang.Lang][]string{
			lang.Cypher:  append([]string{":" + e + "]"}, more...),
			lang.Gremlin: {"'" + e + "'"},
			lang.SPARQL:  {":" + e + " "},
		}
	}
	checkLangCases(t, []langCase{
		{"ex:outpatient", "Which insurers cover patients who had appointments at Boavista Outpatient Centre?", join("BOOKED", "<-[:AT]-(a:Appointment)<-[:BOOKED]-(p:Patient)-[:COVERED_BY]->(i:Insurer)", "!LabTest")},
		{"ex:outpatient", "which insurers cover patients who've had appointments at Belem Health Point", join("BOOKED", "<-[:AT]-(a:Appointment)<-[:BOOKED]-(p:Patient)-[:COVERED_BY]->(i:Insurer)", "!LabTest")},
	})
	exampleReadings(t, []string{"outpatient", "flights"}, []readingCase{
		{"outpatient", "Which insurers cover patients who had appointments at Boavista Outpatient Centre?", []string{"[:AT]"}, "joined-through-named"},
		{"outpatient", "Which doctors has Olga Jesus seen?", nil, ""},
		{"flights", "are any Embraer aircraft flown by Rhein Air?", nil, ""},
	})
}
