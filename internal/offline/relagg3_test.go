package offline

import (
	"strings"
	"testing"

	"github.com/gql-dev/gql/lang"
)

// relagg3Check compiles c.question on a relational kg as converted
// (selfrefCompile: its three renderings) or on a property graph
// (checkHaving), and checks the one-line Cypher and the warning.
func relagg3Check(t *testing.T, c havingCase) {
	t.Helper()
	if !strings.HasPrefix(c.schema, "kg_") {
		checkHaving(t, c)
		return
	}
	outs, ws, err := selfrefCompile(t, strings.TrimPrefix(c.schema, "kg_"), c.question)
	if c.want == nil {
		if err == nil && warnedOf(ws, c.warn) {
			t.Errorf("%s: %q read with %s:\n%s", c.schema, c.question, c.warn, outs[lang.Cypher])
		}
		return
	}
	if err != nil {
		t.Errorf("%s: %q: %v", c.schema, c.question, err)
		return
	}
	for _, f := range c.want {
		if no, ok := strings.CutPrefix(f, "!"); ok {
			if strings.Contains(outs[lang.Cypher], no) {
				t.Errorf("%s: %q has %q:\n%s", c.schema, c.question, no, outs[lang.Cypher])
			}
		} else if !strings.Contains(outs[lang.Cypher], f) {
			t.Errorf("%s: %q lacks %q:\n%s", c.schema, c.question, f, outs[lang.Cypher])
		}
	}
	if c.warn != "" && !warnedOf(ws, c.warn) {
		t.Errorf("%s: %q: no %s warning in %v", c.schema, c.question, c.warn, ws)
	}
}

// TestTotalRankedInTotal: "Which X <verb> the most <amount> in total?"
// ranks each X by the sum of a numeric property of the rows joined to it,
// the verb allowed as a word of that property's name ("sold" of
// tickets_sold, "logged" of hours_logged); before, the closing "in total"
// left the superlative unread and the question was refused. On the
// relational chess club, theatre company, bug tracker and volunteer
// organisation and a synthetic club graph; a property of X itself is not
// read so.
func TestTotalRankedInTotal(t *testing.T) {
	for _, c := range []havingCase{
		{"kg_chess_club", "Which player won the most prize money in total?",
			[]string{"(p:player)<-[:`participation#ref-player_id`]-(p2:participation)", "sum(p2.prize_won) AS total_prize_won", "ORDER BY total_prize_won DESC"}, "sum-ranked"},
		{"kg_theatre_company", "Which production sold the most tickets in total?",
			[]string{"(p:production)<-[:`performance#ref-prod_id`]-(p2:performance)", "sum(p2.tickets_sold)"}, "sum-ranked"},
		{"kg_bug_tracker", "Which developer spent the most hours on bugs in total?",
			[]string{"(d:developer)<-[:`bug_assignment#ref-dev_id`]-(b:bug_assignment)", "sum(b.hours_spent)"}, "sum-ranked"},
		{"kg_volunteer_org", "Which volunteer logged the most hours in total?",
			[]string{"sum(s.hours_logged)", "ORDER BY"}, "sum-ranked"},
		{"relagg3club", "Which class sold the most tickets in total?",
			[]string{"(c:Class)<-[:SESSION_CLASS]-(s:Session)", "sum(s.tickets_sold) AS total_tickets_sold", "ORDER BY total_tickets_sold DESC"}, "sum-ranked"},
		{"relagg3club", "Which member logged the most hours in total?",
			[]string{"(m:Member)<-[:ENROLMENT_MEMBER]-(e:Enrolment)", "sum(e.hours_logged) AS total_hours_logged"}, "sum-ranked"},
		{"relagg3club", "Which class has the most capacity in total?", nil, "sum-ranked"},
	} {
		relagg3Check(t, c)
	}
}

// TestCountThroughNamedRows: "Xs <verb> [up] at least N Ys" counts the Ys
// through the rows the verb names even when those rows have a name of
// their own or a second key into X (a casting's role and understudy), and
// a particle may follow the verb ("signed up for"); before, both were
// refused. An upper bound keeps the Xs with none (outer count). On the
// relational theatre company and volunteer organisation and a synthetic
// club graph whose enrolments name a role.
func TestCountThroughNamedRows(t *testing.T) {
	for _, c := range []havingCase{
		{"kg_theatre_company", "Which actors were cast in at least 3 productions? Give their names.",
			[]string{"(a:actor)<-[:`casting#ref-actor_id`]-(c:casting)-[:`casting#ref-prod_id`]->(p:production)", "count(DISTINCT p) AS count", "WHERE count >= 3"}, "count-compared"},
		{"kg_volunteer_org", "Which volunteers signed up for at least 3 shifts?",
			[]string{"(v:volunteer)<-[:`signup#ref-vol_id`]-(s:signup)-[:`signup#ref-shift_id`]->(s2:shift)", "count(DISTINCT s2) AS count", "WHERE count >= 3"}, "count-compared"},
		{"relagg3club", "Which members enrolled in at least 2 classes?",
			[]string{"(m:Member)<-[:ENROLMENT_MEMBER]-(e:Enrolment)-[:ENROLMENT_CLASS]->(c:Class)", "count(DISTINCT c) AS count", "WHERE count >= 2"}, "count-compared"},
		{"relagg3club", "Which members enrolled in fewer than 2 classes?",
			[]string{"OPTIONAL MATCH (m)<-[:ENROLMENT_MEMBER]-(:Enrolment)-[:ENROLMENT_CLASS]->(c:Class)", "WHERE count < 2"}, "count-compared"},
	} {
		relagg3Check(t, c)
	}
}

// TestSelfKeyCounted: "Which X <verb>s the most Xs?" and "Which Xs <verb>
// at least N [other] Xs?", X holding a key into its own label that the
// verb names as its doer (supervisor_id, referred_by, COACHED_BY), count
// per X the Xs whose key points at it; an upper bound keeps the Xs with
// none. Before, both were refused. On the relational restaurant
// inspections and water utility and a synthetic club graph; a passive
// verb ("was coached by") is not read so.
func TestSelfKeyCounted(t *testing.T) {
	for _, c := range []havingCase{
		{"kg_restaurant_inspection", "Which inspector supervises the most inspectors? Give the name.",
			[]string{"(i:inspector)<-[:`inspector#ref-supervisor_id`]-(i2:inspector)", "count(DISTINCT i2) AS count", "ORDER BY count DESC"}, "self-key-counted"},
		{"kg_water_utility", "Which customers have referred at least two other customers?",
			[]string{"(c:customer)<-[:`customer#ref-referred_by`]-(c2:customer)", "count(DISTINCT c2) AS count", "WHERE count >= 2"}, "self-key-counted"},
		{"kg_water_utility", "Which customers have referred at most one other customer?",
			[]string{"OPTIONAL MATCH (c)<-[:`customer#ref-referred_by`]-(c2:customer)", "WHERE count <= 1"}, "self-key-counted"},
		{"relagg3club", "Which member coached the most members?",
			[]string{"(m:Member)<-[:COACHED_BY]-(m2:Member)", "count(DISTINCT m2) AS count", "ORDER BY count DESC"}, "self-key-counted"},
		{"relagg3club", "Which members coached at least 2 other members?",
			[]string{"(m:Member)<-[:COACHED_BY]-(m2:Member)", "WHERE count >= 2"}, "self-key-counted"},
		{"relagg3club", "Which members coached fewer than 2 members?",
			[]string{"OPTIONAL MATCH (m)<-[:COACHED_BY]-(m2:Member)", "WHERE count < 2"}, "self-key-counted"},
		{"relagg3club", "Which member was coached by the most members?", nil, "self-key-counted"},
	} {
		relagg3Check(t, c)
	}
}

// TestLinkRowsChosen: two labels joined through a table of keys to each
// and through a thing both point at are joined through the keys' rows
// (counts compared, grouped, ranked); before, the two ways left the
// question refused. On the relational art museum (exhibition_artwork
// against the museum) and a synthetic club graph (Enrolment against Venue).
func TestLinkRowsChosen(t *testing.T) {
	for _, c := range []havingCase{
		{"kg_art_museum", "Which exhibitions have at least 3 artworks?",
			[]string{"(e:exhibition)<-[:`exhibition_artwork#ref-exhibition_id`]-(e2:exhibition_artwork)-[:`exhibition_artwork#ref-artwork_id`]->(a:artwork)", "WHERE count >= 3"}, "link-rows-chosen"},
		{"kg_art_museum", "How many artworks does each exhibition have?",
			[]string{"OPTIONAL MATCH (e)<-[:`exhibition_artwork#ref-exhibition_id`]-(:exhibition_artwork)-[:`exhibition_artwork#ref-artwork_id`]->(a:artwork)", "!museum"}, "link-rows-chosen"},
		{"relagg3club", "Which members have at least 2 classes?",
			[]string{"(m:Member)<-[:ENROLMENT_MEMBER]-(e:Enrolment)-[:ENROLMENT_CLASS]->(c:Class)", "WHERE count >= 2", "!Venue"}, "link-rows-chosen"},
		{"relagg3club", "Which member has the most classes?",
			[]string{"(m:Member)<-[:ENROLMENT_MEMBER]-(e:Enrolment)-[:ENROLMENT_CLASS]->(c:Class)", "ORDER BY count DESC"}, "link-rows-chosen"},
	} {
		relagg3Check(t, c)
	}
}
