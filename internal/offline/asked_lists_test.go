package offline

import "testing"

// TestIDAsked: "the ids of X", "ids for all X" answer the identifier of the
// label named after the word when it links to no property; a label with
// no identifier, or several none of which is its own, stays refused.
func TestIDAsked(t *testing.T) {
	runProbes(t, []probeCase{
		{schema: "library", question: "What are the ids of books held at Central?", want: []string{"book_id", "HELD_AT"}},
		{schema: "library", question: "Show ids for all branches with a floor area above 500.", want: []string{"branch_id", "floor_area > 500"}},
		{schema: "clinic", question: "Give the ids of patients with an age above 40.", want: []string{"patient_id", "age > 40"}},
		{schema: "movies", question: "What are the ids of movies released in 1999?", refused: true, want: []string{"asks for"}},
		// The identifier heads a list of the label's properties.
		{schema: "library", question: "What are the ids, titles, and pages of books held at Central?", want: []string{"book_id", "title", "pages", "HELD_AT"}},
		{schema: "clinic", question: "Give the ids and names for all patients with an age above 40.", want: []string{"patient_id", "p.name", "age > 40"}},
	})
}

// TestNegatedOverVerb: a negation before an unlinked verb and a label
// ("wards not used by any patient", "templates that are not used by any
// document") denies the one relationship between the two labels; a
// property's values before it ("the names that are not used") or two
// relationships stay refused.
func TestNegatedOverVerb(t *testing.T) {
	runProbes(t, []probeCase{
		{schema: "clinic", question: "Show the names of wards not used by any patient.", want: []string{"NOT EXISTS", "STAYS_IN"}},
		{schema: "library", question: "Which branches are not visited by any book?", want: []string{"NOT EXISTS", "HELD_AT"}},
		{schema: "library", question: "Show the titles that are not stocked by any branch.", refused: true},
		{schema: "movies", question: "Which movies are not touched by any person?", refused: true, want: []string{"relationship"}},
	})
}

// TestNegatedValue: a value denied of the thing named before the negation
// ("hosts that are not in eu-west", "services that do not use Java") is an
// inequality on that thing; a value of another, related thing ("teams that
// do not use Java", the language a service's) stays refused, unless it is
// a named thing the clause denies alone ("patients not in Aster": no stay
// in that ward).
func TestNegatedValue(t *testing.T) {
	runProbes(t, []probeCase{
		{schema: "ops", question: "Which services do not use Java?", want: []string{"<> 'Java'"}},
		{schema: "ops", question: "Which hosts are not in eu-west?", want: []string{"<> 'eu-west'"}},
		{schema: "ops", question: "Which teams that do not use Java have services?", refused: true},
		// a named thing joined by one relationship: denied (deniedNamedSubject)
		{schema: "clinic", question: "Which patients are not in Aster?", want: []string{"NOT EXISTS", "STAYS_IN", "'Aster'"}},
		{schema: "movies", question: "List the names of people whose name is not `` Tom Hanks '' .", want: []string{"<> 'Tom Hanks'"}},
	})
}

// TestContainsPropertyValue: "contain the tagline 'X'" names a property and
// its value, not a piece of text "the tagline" to look for in a name (on
// company the plan then lacks the name asked and is refused, not matched).
func TestContainsPropertyValue(t *testing.T) {
	runProbes(t, []probeCase{
		{schema: "movies", question: "Which movies contain the tagline 'Welcome to the Real World'?", want: []string{"tagline: 'Welcome to the Real World'"}, not: []string{"CONTAINS"}},
		{schema: "company", question: "Which departments contain the employee name 'Ada Lovelace'?", refused: true, want: []string{"name of Employee"}},
		{schema: "movies", question: "Which movies have titles containing 'Matrix'?", want: []string{"CONTAINS 'Matrix'"}},
	})
}

// TestListedOrderWord: "first" heading a list of properties ("the first,
// middle, and last names") names first_name, not an order; with an order
// word elsewhere in the question ("of the first student to register") the
// question keeps its refusal. Students in roster, club members in club.
func TestListedOrderWord(t *testing.T) {
	runProbes(t, []probeCase{
		{schema: "roster", question: "What are the first, middle, and last names of students enrolled in Bachelors?", want: []string{"first_name", "middle_name", "last_name", "Bachelors"}},
		{schema: "club", question: "What are the first, middle and last names of members of Chess?", want: []string{"first_name", "middle_name", "last_name", "Chess"}},
		{schema: "club", question: "List the first and last names of members of Chess.", want: []string{"first_name", "last_name", "Chess"}},
		{schema: "roster", question: "What is the first, middle, and last name of the first student to register?", refused: true},
		{schema: "club", question: "What is the first, middle and last name of the member who joined first?", refused: true},
	})
}

// TestAskedOfTopOne: after a command opener ("Give", "Return") a ranking
// with no number asks a property of the one top thing, which the property
// after the superlative picks (ORDER BY it; the rows tied with the first are kept).
func TestAskedOfTopOne(t *testing.T) {
	runProbes(t, []probeCase{
		{schema: "company", question: "Give the name of the employee with the highest salary.", want: []string{"e.name", "ORDER BY", "salary DESC", "rows[0] AS nth"}},
		{schema: "library", question: "Return the name of the branch with the smallest floor area.", want: []string{"b.name", "ORDER BY", "floor_area", "rows[0] AS nth"}, not: []string{"floor_area DESC", "max("}},
		{schema: "company", question: "Return the born year of the employee with the largest salary.", want: []string{"e.born", "salary DESC", "rows[0] AS nth"}},
	})
}

// TestUnreturnedListed: a thing listed among what is asked ("the names of
// the employees and the projects they work on") that the plan joins but
// does not show is refused; a list of properties, or a thing after the
// verb, is not such a list.
func TestUnreturnedListed(t *testing.T) {
	runProbes(t, []probeCase{
		// The listed things are shown by what names them (sanity's
		// conjoined-ask reading) ...
		{schema: "company", question: "What are the names of the employees and the projects they work on?", want: []string{"e.name", "p.title"}},
		{schema: "movies", question: "List the names of the people, and the movies they acted in.", want: []string{"p.name", "m.title"}},
		// ... and refused when nothing names them.
		{schema: "doctypes", question: "What are the descriptions of the template types and the templates?", refused: true, want: []string{"templates"}},
		{schema: "shipping", question: "Show the zone regions and the parcels they hold.", refused: true, want: []string{"parcels"}},
		{schema: "company", question: "What are the names and salaries of employees?", want: []string{"e.name", "e.salary"}},
		{schema: "movies", question: "What are the names of the people who acted in The Matrix and Cloud Atlas?", want: []string{"The Matrix"}},
	})
}

// TestPropertyNumberLabel: a numeric property's word, a number and a label
// ("tier 1 services", "level 2 clubs") filter the things by that value; it
// is neither the property asked for nor a row limit. A number before the
// label alone ("Which 2 services") still limits.
func TestPropertyNumberLabel(t *testing.T) {
	runProbes(t, []probeCase{
		{schema: "ops", question: "Which tier 1 services are written in Go?", want: []string{"tier: 1", "language: 'Go'"}, not: []string{"LIMIT"}},
		{schema: "club", question: "Which level 2 clubs do members belong to?", want: []string{"level: 2"}, not: []string{"LIMIT"}},
		{schema: "ops", question: "Which 2 services have the highest tier?", want: []string{"LIMIT 2"}},
	})
}

// TestOwnedHead: "the different template type codes": the label's name
// right before its own property ("movie taglines", "employee salaries")
// names the property's owner, and the property is what is asked.
func TestOwnedHead(t *testing.T) {
	runProbes(t, []probeCase{
		{schema: "movies", question: "What are the different movie taglines?", want: []string{"RETURN DISTINCT m.tagline"}},
		{schema: "company", question: "What are the different employee salaries?", want: []string{"RETURN DISTINCT e.salary"}},
	})
}

// TestNegatedNobody: "nobody" with an unlinked verb denies the one
// relationship between the person label and the asked-for things; with
// several relationships (movies: acted, directed, wrote …) which one is
// denied is unknown, and the question stays refused.
func TestNegatedNobody(t *testing.T) {
	runProbes(t, []probeCase{
		{schema: "ops", question: "Which skills does nobody have?", want: []string{"NOT EXISTS", "HAS_SKILL", ":Person"}},
		{schema: "club", question: "Which clubs does nobody attend?", want: []string{"NOT EXISTS", "VISITED", ":Person"}},
		{schema: "catalog", question: "Which products does nobody own?", refused: true},
		{schema: "movies", question: "Which movies does nobody like?", refused: true},
	})
}

// TestHalfUnit: "half an hour" is half of one unit, converted like "30
// minutes" through the property whose name gives its unit; the unit
// word's own link (an "hours" property elsewhere) joins nothing when the
// thing named has such a property itself.
func TestHalfUnit(t *testing.T) {
	runProbes(t, []probeCase{
		{schema: "ops", question: "How many incidents were resolved in under half an hour?", want: []string{"duration_minutes < 30"}, not: []string{"ASSIGNED_TO"}},
		{schema: "catalog", question: "Which films run longer than half an hour?", want: []string{"runtime_minutes > 30"}},
		{schema: "servers", question: "Which jobs take less than half a day?", want: []string{"duration_minutes < 720"}},
	})
}

// TestListOwner: properties listed after the asked-for one that belong to
// another label holding a property of the same name ("the type codes and
// descriptions": codes on templates and on types, descriptions on types
// only) are answered from that label.
func TestListOwner(t *testing.T) {
	runProbes(t, []probeCase{
		{schema: "doctypes", question: "Show all type codes and descriptions.", want: []string{"type_code", "type_description"}},
		{schema: "shipping", question: "Show all parcel zone codes and regions.", want: []string{"zone_code", "region"}},
	})
}

// TestUnitSum: "how many hours", "the total number of hours" over a
// numeric property the unit word names is that property summed, on an
// edge (ops: hours of an assignment) or a node (servers: a job's minutes);
// a count of things with a unit in a comparison stays a count.
func TestUnitSum(t *testing.T) {
	runProbes(t, []probeCase{
		{schema: "ops", question: "How many hours in total are assigned to Payments Rewrite?", want: []string{"sum(r.hours)"}},
		{schema: "ops", question: "What is the total number of hours Dmitri Petrov is assigned?", want: []string{"sum(r.hours)"}},
		{schema: "servers", question: "How many minutes do all jobs take in total?", want: []string{"sum(j.duration_minutes)"}},
		{schema: "ops", question: "How many incidents lasted more than 2 hours?", want: []string{"count(", "duration_minutes > 120"}},
	})
}
