package offline

import (
	"fmt"
	"strings"

	"github.com/gql-dev/gql/diag"
)

// A Check is one kind of refusal or warning of the offline compiler, a
// value with an ID and a doc like the critic's checks. A refusal stops the
// compilation (UnanswerableError carries its diagnostic); a warning goes
// with the plan (Result.Warnings) and `--strict` turns it into a refusal.
// `gql translate --list-refusals` prints them; each has an example in
// testdata/refusals/ID.txt.
type Check struct {
	ID      string
	Warning bool
	Summary string
	Doc     string
}

var checks = []Check{
	{ID: "not-english", Summary: "the question is not in English",
		Doc: "The offline compiler reads English cues only (counting, negation, ordering, comparisons); in another language it cannot account for the question's words, so it refuses whatever links. Grounding still links the words through a multilingual embedding model (--embed-url), and with an LLM configured (--model) the question is answered as in English."},
	{ID: "no-focus", Summary: "nothing the question asks for links to the schema",
		Doc: "No label, property or question word of the question links to the schema, so there is nothing to return."},
	{ID: "verb-walked-twice", Summary: "a relationship said once is walked twice through a thing the question does not name",
		Doc: "\"Who directed Tom Hanks?\" read as the people who directed a movie Tom Hanks directed: the verb's relationship runs from the named thing to an unnamed one and back to another thing of the same kind. That is what \"who acted with Tom Hanks\" asks; without a word saying the two share something (with, alongside, together, same, also, else, co-) the question asks something the relationship cannot say, and it is refused."},
	{ID: "disconnected", Summary: "the parts of the question do not connect",
		Doc: "A node the question names (an anchor, the thing asked for, a ranking's property) is joined to the rest by no relationship the schema has."},
	{ID: "unplaced-value", Summary: "a value names no one",
		Doc: "A stored value of a relationship property is named, but nothing says whose relationship it is."},
	{ID: "unplaced-number", Summary: "a number compares with nothing",
		Doc: "A number (a bound, a year) matches no numeric property of the nodes the question names, or is compared with a property holding text."},
	{ID: "count-comparison", Summary: "a count of related things is compared",
		Doc: "\"more than 10 movies\" is a count filtered per row (count-compared) when the counted things are a bare node joined by one relationship to what is asked; refused when they are filtered, returned, beside another aggregate, or an upper bound cannot count the things with none as 0."},
	{ID: "unsupported-operation", Summary: "an operation the IR cannot express",
		Doc: "Arithmetic, percentages, ratios, frequencies, variety, lengths (the cues of kind unsupported): answering without the operation would answer another question."},
	{ID: "value-comparison", Summary: "values of two things are compared",
		Doc: "\"born in the same decade\", \"the same first letter\": comparing values of two nodes is not in the IR."},
	{ID: "related-comparison", Summary: "a node is compared with a related node",
		Doc: "\"born before the movie's director\", \"earn more than their manager\": a comparison whose other side is a property of another node, not a value; the IR compares with values only."},
	{ID: "presence-test", Summary: "a property's presence is tested",
		Doc: "\"movies with a tagline\": the IR has no presence test; ignoring it would answer a wider question."},
	{ID: "per-pair-maximum", Summary: "a maximum within each pair",
		Doc: "\"the most roles in a single movie\" needs grouping by two things and a maximum, which offline compilation does not do."},
	{ID: "two-questions", Summary: "two questions in one",
		Doc: "\"... and what are those movies?\": ask them one at a time."},
	{ID: "unlinked-ranking", Summary: "a ranking by something the schema lacks",
		Doc: "\"the most votes\", \"the highest average budget\": the word the ranking is by links to nothing, or what is counted is not connected."},
	{ID: "superlative-subquery", Summary: "a superlative qualifies another noun",
		Doc: "\"who directed the oldest movie\": ordering and cutting would drop co-directors; it needs a subquery."},
	{ID: "no-order-property", Summary: "a superlative with nothing to order by",
		Doc: "\"the oldest X\" where X has no single year-like or age property and the question names none."},
	{ID: "ambiguous-negation", Summary: "a negated relationship is not named",
		Doc: "\"stadiums without any concert\" is read as the only edge type between the two labels; with several the question does not say which is missing."},
	{ID: "missing-aggregate-property", Summary: "an aggregate of something the schema lacks",
		Doc: "\"the total votes\" where nothing links to votes: answering with the nodes would drop the aggregate."},
	{ID: "text-extreme", Summary: "a maximum or minimum of text",
		Doc: "The plan takes the largest or smallest value of a text property (\"the code of the airport with the most flights\" read as the largest code): superlatives rank by numbers and counts, so the plan answers another question."},
	{ID: "contradictory-filters", Summary: "filters no row satisfies together",
		Doc: "Two comparisons of the same property of the same node exclude each other (above 40 and below 30, equal to two names): the question asks about two different things, a set intersection the IR does not express."},
	{ID: "echo-answer", Summary: "the answer would repeat the question",
		Doc: "The plan returns only the property the question fixes to a value (\"How is the math course described?\" answered with its name 'math'): what the question asks about it links to nothing."},
	{ID: "whole-lookup", Warning: true, Summary: "a thing looked up by its name is shown whole", Doc: "\"Find the vertex named X\" asks for the thing, not its name: the plan shows the name and the label's key, and says so; a name several labels store is refused (echo-answer)."},
	{ID: "converse-verb", Warning: true, Summary: "a verb names a relationship from its other end", Doc: "\"Who does X report to?\" over a manages relationship: the verb's converse (report to, manage) names the relationship, read reversed on a relationship joining a label to itself; english.ConverseOf is the lexicon."},
	{ID: "junction-negation", Warning: true, Summary: "a negated relationship is read through a junction", Doc: "\"Shops that do not hire any employee\" where no edge joins the two labels but one third label has exactly one relationship to each (a junction, as tables converted to a graph keep): NOT EXISTS of the two-hop path through it. Two such labels are refused with their names (ambiguous-negation)."},
	{ID: "unnamed-shown-by-id", Warning: true, Summary: "a thing with no naming property is shown by its identifier", Doc: "\"Which appointments were no-shows?\" where Appointment has several text properties and none is a name or title: the one property whose name reads as an identifier (appt_id) shows each; with none or several the question is refused (no-focus) (fix18)."},
	{ID: "word-over-synonym", Warning: true, Summary: "a word spelling a property's name is read as it, not as a relationship it means", Doc: "\"What's the average salary of our tellers?\" where grounding linked \"salary\" to PAID by a synonym and Employee.salary_eur is named by the word and a currency: the one numeric property so named is read instead, unless the relationship's own name holds the word (fix18)."},
	{ID: "id-column", Warning: true, Summary: "an identifier asked for is read as one column", Doc: "\"The ids of documents\", \"template ids for documents\", \"the name and id of the department\": the plan shows one thing, and the identifier asked is its column named after the word before the identifier word, or its own identifier; a thing shown by its default name is shown by the identifier instead. The plan names the column it chose."},
	{ID: "spurious-self-join", Warning: true, Summary: "a thing named once was joined twice",
		Doc: "The plan held a second node of a label, hanging from the same node over the same relationship, with no filter and nothing returned from it: patterns keep the two distinct, so the plan asked for two different things the question never mentions (a self-join that answers on one graph by chance). The twin is removed and the plan says so; a question that says other, another, different or both keeps it."},
	{ID: "weighted-aggregate", Summary: "an average or sum would weigh things by their joins",
		Doc: "\"The average age of actors in movies after 2000\": over the join each actor counts once per movie. A neighbour only required to exist becomes an EXISTS test; a join that still repeats the node is refused, since the IR has no aggregate over distinct nodes."},
	{ID: "negated-anchor", Summary: "a negation ends at a named thing",
		Doc: "\"Employees who do not work in Engineering or Finance\": a named far end that its stored values alone cannot match inside NOT EXISTS (one of several values, another relationship of its own) is refused, and dropping it would exclude every department; one named by equalities alone is read (negated-named)."},
	{ID: "unplaced-order", Summary: "an asked-for order is not applied",
		Doc: "The question asks for its rows in an order (ordered, sorted, descending, alphabetical) and the plan applies none: the rows would come back in storage order."},
	{ID: "unused-words", Summary: "words of the question are not used",
		Doc: "Content words (or a negation, a comparison) that no part of the plan consumed and that are not fillers: answering without them would answer another question. The span covers the words."},
	{ID: "value-not-found", Warning: true, Summary: "a named value is not in the graph",
		Doc: "A quoted or capitalised name matches no stored value. It stays in the query as a literal filter, so the answer is empty (or a count of 0) rather than every row; the detail names the closest stored values."},
	{ID: "unused-link", Warning: true, Summary: "a linked schema element is not used",
		Doc: "Grounding linked words of the question to a label, relationship or property the plan does not use: the plan may answer another question."},
	{ID: "focus-inferred", Warning: true, Summary: "the thing asked for is inferred from a relationship",
		Doc: "\"What does express depend on?\": the question word names no label, so the answer is read as the other end of the one relationship the question names, when exactly one label fits there."},
	{ID: "measure-chosen", Warning: true, Summary: "a superlative is read as an order of one property",
		Doc: "\"the 4 longest movies\" ranks movies by the one property whose name says length (duration, runtime, minutes …); \"the oldest people\" by a year of birth (smallest first) or an age (largest first). The words come from english's measures, never from a schema; with several such properties the question is refused (no-order-property) naming them."},
	{ID: "aggregate-chosen", Warning: true, Summary: "a superlative over several values per thing is read as their average",
		Doc: "\"the highest rated movies\" where the rating is a property of a relationship (one per review): each movie has several, and the plan ranks by their average rather than by the best single one; the warning names the property and the aggregate."},
	{ID: "count-compared", Warning: true, Summary: "a count of related things is compared with a number",
		Doc: "\"people who directed more than 3 movies\", \"departments with at least 2 employees\", \"fewer than 2 projects\": the plan counts the distinct related things per row it returns and keeps the rows whose count compares (HAVING); with an upper bound the things with none count 0. The warning names the things counted and the column."},
	{ID: "ties-cut", Warning: true, Summary: "rows tied with the last one are left out",
		Doc: "The plan orders its rows by a rank and keeps the first N (\"the 3 oldest people\", \"who directed the most movies\"): rows tied with the N-th on the rank are cut, the key deciding which. The warning says so; it does not say whether a tie exists."},
	{ID: "ties-kept", Warning: true, Summary: "every row tied with the first is kept",
		Doc: "A superlative with no number (\"Which team has the most members?\", \"the oldest person\") asks for whatever ranks first; when several rows tie there, each is that answer, so the plan keeps them all (top 1 with ties) rather than one the key picks. The warning names the rank the rows tie on; it does not say whether a tie exists. A number (\"the 3 oldest\") keeps N rows (ties-cut)."},
	{ID: "value-ambiguous", Summary: "a name is stored under several fields and the question does not say which",
		Doc: "\"Who knows Rust?\" where Rust is a skill's name and a service's language: grounding finds no word (the property, the noun beside the name, a relationship) choosing one, and taking either would be a silent pick. The refusal lists every reading with a rewording for each (\"a Skill whose name is 'Rust'\")."},
	{ID: "value-reading", Warning: true, Summary: "a name stored under several fields is read through the relationship the plan walks",
		Doc: "\"Who has Go at level 3?\" where Go is a skill's name and a service's language: the plan joins the name's node by a relationship (HAS_SKILL) that only one reading's label takes, so that reading is used; the warning names the others."},
	{ID: "zero-groups", Warning: true, Summary: "groups with nothing to count are listed with 0, or said to be left out",
		Doc: "\"How many services does each team own?\" lists every team, one owning none counted 0 (a left-outer count: OPTIONAL MATCH, OPTIONAL { }, a count inside group()). Where the count cannot be left-outer (a filter on the walk, several paths) the join is kept and the warning says a group with none is left out. A group named by the relationship (\"each director\") has no zeros and no warning."},
	{ID: "closure-capped", Warning: true, Summary: "a chain is followed to a capped depth in Cypher and Gremlin",
		Doc: "\"directly or indirectly\", \"transitively\": the relationship is followed to any depth; SPARQL does (a + path), Cypher and Gremlin stop at the Gremlin guard's loop cap (10 steps), so chains deeper than that make the languages differ."},
	{ID: "path-chosen", Warning: true, Summary: "one shortest path stands for the connection",
		Doc: "\"How is A connected to B?\" names no relationship: the plan returns one shortest path over every relationship, walked either way, at most 6 steps; when several are as short, which one is the engine's choice. SPARQL cannot return a path and refuses."},
	{ID: "symmetric-undirected", Warning: true, Summary: "a symmetric relationship is walked both ways",
		Doc: "\"the friends of X\", a friend relationship, \"colleagues\", \"knows\": an edge between two things of one label whose name or word is symmetric is stored one way but holds both, so the plan walks it in either direction."},
	{ID: "any-kind", Summary: "the question asks for things of any kind",
		Doc: "\"Find everything that has an actor relationship\", \"all content rated by users' friends\", \"what things are users connected to\": the head is a word for anything and links to nothing, while a plan returns nodes of one label."},
	{ID: "one-number-for-rows", Summary: "rows are asked for, one number would answer",
		Doc: "\"Show me the first 79 directors with how many movies they've directed\": the question limits a list, while the plan aggregates everything into one row; the grouping it needs was not read."},
	{ID: "contrast-clause-dropped", Summary: "the first clause of \"A but not B\" is read as nothing",
		Doc: "\"Which farms bought livestock but never sold any?\": the plan walks no relationship and compares no value outside its negation, while the clause before \"but/and not|never\" has a verb (linked to nothing, or swallowed by its subject's link) and an object; answering would list every thing lacking the second clause. Refused (a net)."},
	{ID: "of-named-not-joined", Summary: "\"N1 of the named N2\" is answered without joining N1 to N2",
		Doc: "\"How many developers worked on bugs of the Comet Mobile project?\": the bugs are named by their project, which the schema joins to bugs directly, while the plan reaches the project from them only through another thing (its lead developer); refused (a net)."},
	{ID: "verb-object-not-joined", Summary: "\"N1 verb prep N2\" is answered without joining N1 to N2",
		Doc: "\"artists whose artworks were shown in an exhibition at X\": the verb relates the artworks and the exhibition, which the schema joins (directly or by a junction row), while the plan ties each to a third thing the question names (the museum); refused (a net)."},
	{ID: "denied-junction-end", Warning: true, Summary: "a label after a denied junction is read as the junction row's far end",
		Doc: "\"Which physicians are not affiliated with any department?\", \"Which crops are not grown on any farm?\": the denial covers a junction the question names (its noun, or a verb read as it) and a label the junction joins to the thing named before the denial; that label is the far end of the denied row, not a node joined positively by another key, so its link is set aside and the plan denies any junction row. Assumed: every row names one (the warning says so). A far end with a named value is left to the negated-named readings."},
	{ID: "junction-verb-read", Warning: true, Summary: "a verb is read as the table joining two things, not as a property sharing its stem", Doc: "\"Which farms grow wheat?\" where \"grow\" links to a crop's growing_days: the verb's object is a thing of another label and one junction table joins the two, so the verb is the junction's link; the property is set aside and the warning names it."},
	{ID: "asked-column-added", Warning: true, Summary: "a column listed beside a shown one is shown too", Doc: "\"the titles and publication years of papers\", \"show their names and affiliations\": a property word listed through 'and' or a comma beside a column the plan shows is asked for as well; when one node or relationship of the plan holds it, its column is added, and the warning names it (the plan had read the list short: an unlinked modifier, or a property it only filters on)."},
	{ID: "asked-column-dropped", Summary: "a column listed among what is asked cannot be shown",
		Doc: "A property word listed beside a column the plan shows names no column of the plan, and no single node or relationship of the plan holds it, or it is said of a thing picked by position (\"the name of its first author\"): refused with the column named rather than answered without it."},
	{ID: "list-item-unreturned", Summary: "a thing listed among what is asked is not shown",
		Doc: "\"the names of the teachers and the courses they teach\": the plan joins the courses but shows the teachers alone; answering would drop a column the question asks for."},
	{ID: "list-item-unlinked", Summary: "an item of a list links to nothing",
		Doc: "\"through acting, directing, or publishing\": the other items link to relationships, this one to nothing; answering with the others would drop it."},
	{ID: "role-list", Summary: "roles listed as alternatives",
		Doc: "\"the number of actors, directors and producers of each genre\": agent nouns of different relationships ask for anyone in either role, which one pattern holding one person to every role does not express (\"both actors and directors\", \"people who are actors and directors\" are kept)."},
	{ID: "edge-asked", Summary: "the question asks for relationships",
		Doc: "\"What ratings do the movies directed by people have?\": the noun asked for names a relationship, so the answer is the relationships or their values; a plan returning only the nodes they join answers another question."},
	{ID: "number-on-relationship", Warning: true, Summary: "a number said of one thing is compared with its relationship's property",
		Doc: "\"Which employees started working on a project after 2022?\": started names the project's property, but the employees did the starting; the year goes to the one number property of the relationship the plan walks between them (WORKS_ON.since). With none or several, the question is refused (unplaced-number)."},
	{ID: "case-folded", Warning: true, Summary: "a word sought in a text is matched whatever its case",
		Doc: "\"movies with the word 'love' in their tagline\": a word or phrase sought in a text is matched case-insensitively (Cypher toLower(x) CONTAINS, SPARQL CONTAINS(LCASE(x)), Gremlin a (?iu) regex on the quoted literal); an informational note, not an assumption --strict refuses. An unquoted word written in lower case (\"products with coffee in their name\") is folded too, as a warning: names capitalise their words, and a case-sensitive match would miss them silently."},
	{ID: "date-as-text", Warning: true, Summary: "a year is compared with dates stored as text",
		Doc: "\"hired in 2014\" where hired holds 'YYYY-MM-DD' text (every sample of the schema is one): the year becomes text bounds ('2014-01-01' ≤ hired < '2015-01-01'), which sort like the days they name."},
	{ID: "day-within-period", Warning: true, Summary: "a day is read as falling inside a thing's first and last date",
		Doc: "\"What exhibitions were on on 1 March 2024?\": no date is named, and the thing holds exactly two dates as ISO text whose names read as a first and a last day (opening_date, closing_date); it was on that day when first ≤ day and last ≥ day, or it has no last day (not ended)."},
	{ID: "graph-other-end", Warning: true, Summary: "a thing connected via a relationship is read as its other end",
		Doc: "\"vertices connected to person via write\": the things are read as the label the relationship joins to the named one, when the schema has exactly one; when it joins a label to itself, the direction is the plan's choice."},
	{ID: "page-assumed", Warning: true, Summary: "a page after an unstated one is assumed",
		Doc: "\"the next 10 movies\" follows a page the question does not give; the plan reads it as the rows after the first 10 (rows 11 to 20), in a stable order."},
	{ID: "page-size-read", Warning: true, Summary: "the number after an ordinal page is read as the page's size",
		Doc: "\"List members alphabetically, second page of ten.\": a page named by its ordinal and followed by \"of N\" shows rows N+1 to 2N, the number read as the rows on a page rather than the count of pages; \"page 2 of 10\" stays refused, as its usual reading counts pages."},
	{ID: "who-other-end", Warning: true, Summary: "\"who\" is read as the other end of a relationship whose value is named",
		Doc: "\"Who is the owner of quill-http?\": no word names the person asked for, \"owner\" is a value stored on a relationship (MAINTAINS.role) and quill-http stands at one end of it, so \"who\" is the label with a name at its other end; with several such labels the question is left to the other readings."},
	{ID: "text-ranked-by-date", Warning: true, Summary: "a superlative of recency over text ranks by a date",
		Doc: "\"What is the latest version of dateparse?\": a version is text, whose alphabetical maximum is no recency (\"1.10.0\" sorts before \"1.9.0\"); the things holding it are ranked by the date whose name says the measure (released), else the one date their label holds, and the text of the first is returned, ties kept. With none or several dates the question is refused text-extreme."},
	{ID: "recently-read", Warning: true, Summary: "\"most recently\" and a participle rank by the date it names",
		Doc: "\"What is the most recently published book?\", \"Who is the most recently hired employee?\": the participle's stem is the name of one date the noun's label holds, so the things are ranked by it, the latest first (\"least recently\": the earliest), their key returned; a participle naming no date of the label (\"the most recently borrowed book\") is left to the other readings."},
	{ID: "tenure-read", Warning: true, Summary: "\"has been … the longest\" is read as the longest-serving",
		Doc: "\"Who has been a member the longest?\": \"the longest\" after a perfect of being or serving (has been, has worked, has served) measures the time a state has held, so the things are ranked as the longest-serving are: by the earliest date their service began (joined, hired, started), refused when none is held."},
	{ID: "when-edge-date", Warning: true, Summary: "\"when\" is read as the date a relationship holds",
		Doc: "\"Since when has Chen Wei maintained numkit?\", \"When did Tom Becker borrow The Salt Road?\": the verb links to the relationship the plan walks, which holds exactly one date, and no word names another: the answer is that date (MAINTAINS.since, BORROWED.borrowed), not one of either thing's dates."},
	{ID: "each-related-prop", Warning: true, Summary: "a count is grouped by a property of a thing joined to what is counted",
		Doc: "\"How many loans has each membership tier made?\", \"How many orders were placed per loyalty tier?\": the words after each/per name a property of the one thing of the pattern that holds it (a member's tier, a customer's loyalty tier), not the thing counted; the count is grouped by that property's values, things with no value left out."},
	{ID: "key-noun-read", Warning: true, Summary: "a counted noun naming a label's key counts the things",
		Doc: "\"How many titles has each publisher got?\": the noun after \"how many\" links to the property that names the things of one label (a book's title) and no word names the label itself: the things are counted, not the property's values."},
	{ID: "listed-verb-same-edge", Warning: true, Summary: "a verb listed beside a relationship's verb is read as the same relationship",
		Doc: "\"What events has the Central Library hosted or scheduled?\": the second verb links to nothing, and the first one's relationship is the only one the schema has between the two labels, so the graph can hold either only as that relationship; read as it alone. With another relationship between the labels the question is refused list-item-unlinked."},
	{ID: "order-relation-read", Warning: true, Summary: "\"comes before/after\" is read as a self-relationship whose name gives an order",
		Doc: "\"What comes before The Fox Returns?\": the named thing's label has one relationship with itself whose name says which end comes later (SEQUEL_OF, SUCCEEDS: the source after; PRECEDES, PREQUEL_OF: the source before), so the thing before or after it is at that relationship's other end. The question must say nothing else."},
	{ID: "still-not-ended", Warning: true, Summary: "\"still\" is read as a yes/no property saying the state ended being false",
		Doc: "\"How many loans are still out?\", \"What does Tom Becker still have out?\": exactly one relationship or thing the plan walks holds a yes/no property whose name says its state ended (returned, resolved, closed), and the plan keeps those where it is false. With none or several, \"still\" is refused as before."},
	{ID: "verb-object-joined", Warning: true, Summary: "a verb that links to nothing joins its subject to its object",
		Doc: "\"How many maintainers work on packages published by X?\": the verb stands between the noun of a thing the rest of the question does not reach and the noun of one it does, and links to nothing; they are joined by the one relationship between their labels (MAINTAINS), not by whatever else reaches the lone thing (its organization). With several relationships between the labels the question is refused as before."},
	{ID: "unit-converted", Warning: true, Summary: "a number is converted to the unit a property's name gives",
		Doc: "\"longer than 4 hours\" over duration_minutes compares 240: the property's name ends with its unit (_minutes, _hours, _mb, _gb, _km …) and the question's unit is of the same dimension; sizes count 1024 to the next unit."},
	{ID: "edge-value-read", Warning: true, Summary: "a word is read as a value a relationship holds",
		Doc: "\"Which employees are owners on projects?\" over WORKS_ON.role holding 'owner' filters the relationship on it: the word names one stored value (a plural's -s aside) of one text property of a relationship the plan walks."},
	{ID: "years-as-months", Warning: true, Summary: "a number of years is compared as months with a property whose name counts months",
		Doc: "\"a term longer than 5 years\" over term_months compares 60 (12 months to the year): a year has no exact length in days, so the reading holds only where the time properties of the things named all count months; \"5 years ago\" and \"5 years old\" are not read so."},
	{ID: "unit-summed", Warning: true, Summary: "a count of a unit is read as the sum of the property it names",
		Doc: "\"How many hours in total are assigned to X?\": hours are measured by a numeric property (hours on the assignments), so the plan sums it rather than counting rows."},
	{ID: "negated-verb-read", Warning: true, Summary: "a negated verb is read as the one relationship between two things",
		Doc: "\"templates not used by any document\": the verb links to nothing, and the negation is read as denying the schema's only relationship between the thing before it and the one after it (NOT EXISTS); with none or several the question is refused ambiguous-negation."},
	{ID: "affected-read", Warning: true, Summary: "what depends on a thing is read from a self-relationship's direction",
		Doc: "\"What would be affected if X went down?\" lists the things of X's label that reach X over its one self-relationship, directly or indirectly: the edge's source is taken to depend on its target (DEPENDS_ON, USES, CALLS)."},
	{ID: "ordinal-read", Warning: true, Summary: "an ordinal before a property's word is read as its value", Doc: "\"first-year students\" over Student.year filters year = 1: the word after the ordinal names a whole-number property of the thing (year, floor, tier), and the ordinal is taken for its value, not a rank."},
	{ID: "flag-read", Warning: true, Summary: "an adjective is read as a yes/no property",
		Doc: "\"the official languages\" over is_official holding T and F filters is_official = 'T': the adjective names the property after its is/has prefix, and the yes value is the one its samples spell so."},
	{ID: "bool-kind-read", Warning: true, Summary: "a word naming a boolean property is read as a kind of thing",
		Doc: "\"the online courses\", \"types that are widebodies\", \"courses that are not online\" over a boolean online/widebody filters it = true (= false after not/non): the word as written, or its singular, is the whole name of a boolean property of the things asked for."},
	{ID: "edge-flag-read", Warning: true, Summary: "a word naming a boolean property of a relationship is read as keeping only the relationships holding it", Doc: "\"hotels with a free gym\" over HAS_AMENITY.free, \"customers who wrote a verified review\" over REVIEWED.verified: the word (or its denial after not/non) is the whole name of a yes/no property of the one relationship the plan walks that has it, so only those relationships count; the flag is not the column asked for."},
	{ID: "name-part-read", Warning: true, Summary: "a name that is part of several stored names, before the plural of their noun, is read as all of them", Doc: "\"What amenities do Alpenrose hotels have?\" where no hotel is named Alpenrose and Alpenrose Zermatt and Alpenrose Innsbruck are: the plural asks for several things, so the name is matched as words their names contain (every such hotel), not corrected into the closest one; something else of that name (a brand) is not read."},
	{ID: "unit-unconverted", Summary: "the answer is asked in a unit other than the one the returned property holds",
		Doc: "\"How big is X in square metres?\" over area_ha: the question names the unit of its answer, and the returned property's name says it holds another unit of the same dimension. Returning the stored number would answer in the wrong unit, and converting a returned value is not expressed offline, so it is refused. Nothing is said when the names agree or the property's name gives no unit."},
	{ID: "one-level-walked", Summary: "every level of a relationship of a thing to its own kind is asked, and the plan walks one step",
		Doc: "\"Who is in X's mentoring line?\", \"Which crops come under Wheat?\": a lineage noun (line, chain, tree) after the relationship's word, or \"come/fall under\", asks for every level of the relationship, and a plan that walks it once answers with the first level only. Refused; the hierarchy rules read such walks where they can."},
	{ID: "possessive-role-followed", Warning: true, Summary: "the rest of the question walks from the role a possessive names, not from the one named",
		Doc: "\"Which buyers does Anna Brandt's mentor sell to?\": the mentor is joined to Anna Brandt by the relationship of the label to itself, and the plan had walked on from Anna Brandt, leaving the mentor matched and unused. The possessed role is who the rest is about, so the walk starts from it."},
	{ID: "amount-unit-read", Warning: true, Summary: "an amount of money or area is compared with the property whose name gives its unit", Doc: "\"under €150 a night\", \"more than 30 euros\", \"bigger than 30 square metres\": the currency (a sign or code before the number, a word after it) or the area unit is matched with the one property of the things named whose name ends in it (nightly_rate_eur, fee_eur, size_sqm), converted between square feet and metres; a period after the amount (\"a night\", \"per hour\") picks the property whose name says it (nightly, hourly). Currencies are never converted into each other."},
	{ID: "stored-count-read", Warning: true, Summary: "\"the most (fewest) N\" is read as a count each thing stores of its N", Doc: "\"Which hotel has the most rooms?\" over Hotel.rooms_total: the noun after a count ranking and a word of counting (total, count, num, number) spell the name of a whole-number property of the thing named, so the thing is ranked by that stored count; the noun's links to a relationship or label not joined to the thing are set aside. A noun naming things joined to it is left to the count of those."},
	{ID: "agent-or-value", Summary: "a denied noun names both a relationship's doer and a stored value",
		Doc: "\"List staff who aren't managers\" where MANAGES joins staff and Staff.role stores 'manager': the staff who manage nobody and the staff whose role is not manager differ wherever someone manages without the title, and the question does not say which is meant."},
	{ID: "negated-named", Warning: true, Summary: "a negated relationship to a named thing is read as reaching no such thing",
		Doc: "\"Which professors don't teach Data Structures?\", \"services that don't run on host-01\": the relationship is denied only towards the thing named (its stored values held by the far end, NOT EXISTS with FarEq), so things related to others of its kind are kept; a far end read by anything else stays refused (negated-anchor)."},
	{ID: "by-grouping", Warning: true, Summary: "an aggregate question ending in \"by\" and a noun is grouped by it", Doc: "\"average salary by role\", \"number of guests by country\": \"by\" after a noun and before the question's last word, which links a property or a label, groups the aggregate as \"per\" does; a doer after a verb (\"directed by\"), an order (\"sorted by\") or a ranking (\"the top 3 reviewers by average rating\") is not a grouping."},
	{ID: "amount-noun-read", Warning: true, Summary: "a noun for money or pay is read as the one property holding it", Doc: "\"total booking value per hotel\", \"revenue from completed bookings\" over Booking.total_eur, \"the total payroll at X\" over Staff.salary_eur: a noun for what a thing is worth or brings in (value, revenue, turnover) is the one property of a label the question names whose name gives a currency; a noun for pay (payroll, wages, salaries) the one property of the schema named for pay. With several, the word is not read."},
	{ID: "where-unplaced", Summary: "a \"where\" question answered with no place",
		Doc: "\"Where is CS101 taught?\" where the plan reaches the course's teachers and shows the course: \"where\" is answered only by things of a label named for a place (english.PlaceLabel: airport, hotel, warehouse …) or a property named for one (city, country, location …); any other column answers another question."},
	{ID: "date-noun-read", Warning: true, Summary: "a plural noun naming only a date is read as the things holding it", Doc: "\"Give me the 5 most recent check-ins.\" over Booking.check_in: in a question naming no label, a plural noun linking only a date property of one label names the things of that label (the bookings), ranked or bounded by that date."},
	{ID: "hierarchy-read", Warning: true, Summary: "\"under\" / \"above\" a named one is read as a place in a hierarchy", Doc: "\"Who's under Catarina Reis?\", \"Who is above Nuno Pires?\" over the one relationship of the label to itself whose name says which end stands above (MANAGES, SUPERVISES, PARENT_OF: the source; REPORTS_TO, CHILD_OF: the target): the people reached from the named one downwards (under) or upwards (above), at any depth."},
	{ID: "bool-kind-object", Warning: true, Summary: "a word naming a boolean property is read on the thing it qualifies", Doc: "\"packages that depend on a deprecated package\": of two things of one label the plan joins, the word is read on the one whose noun it stands before (or after \"that is\"), not on the one asked for."},
	{ID: "joiner-kept", Warning: true, Summary: "a hyphen or underscore after a prefix is read as part of it", Doc: "\"names starting with go-\": the joiner written against the last word of the text sought, with nothing after it but punctuation, is kept in the text (STARTS WITH 'go-'), since a prefix is often written so."},
	{ID: "value-read-as-label", Warning: true, Summary: "a word stored as a value of a label's property is read as that label", Doc: "\"Which adjuster has the most claims?\" where Adjuster.grade stores 'adjuster': the word spells the name of the label whose property stores it, and no other word names the label; it names the label (every adjuster), not the grade (fix16)."},
	{ID: "state-value-read", Warning: true, Summary: "an adjective is read as a stored state value rather than the property named after it", Doc: "\"open issues\" where Issue.opened is a date and Issue.state stores 'open': the word, standing as an adjective of the label's noun, is read as the one text property of the label that stores it as written."},
	{ID: "stacked-values", Warning: true, Summary: "two stored values before one noun are read as one thing holding both", Doc: "\"packages with open critical issues\": two values of different properties of one label, side by side right before that label's noun, filter one node, not two the relationship reaches apart."},
	{ID: "preposition-read", Warning: true, Summary: "a comparison word before a stored name is read as a preposition", Doc: "\"packages licensed under MIT\", \"books shelved under Mystery\": \"under\" after a verb (or a word linking a relationship) and before a stored text value joins the things to the named one by their relationship; before a number it still compares (\"under 100\")."},
	{ID: "negated-values", Warning: true, Summary: "a denial of named things is read as reaching none such", Doc: "\"packages with no critical issues\", \"movies Tom Hanks wasn't in\", \"Which movies isn't Keanu Reeves in?\", \"hosts that aren't running checkout\": the things asked for must have no relationship to a thing holding the values (NOT EXISTS with the values on its far end), not merely lack a match or be related to something else."},
	{ID: "fewest-is-column", Warning: true, Summary: "\"the fewest P\" ranks by a numeric property P, not by a count", Doc: "\"Which Rust package has the fewest downloads?\": the noun after \"fewest\" names no label or relationship but a numeric property of the ranked thing, so the thing with the lowest value is answered."},
	{ID: "participle-ranked", Warning: true, Summary: "a superlative participle ranks by the numeric property it names", Doc: "\"the 5 most downloaded packages\": the participle after most/fewest/least links a numeric property of the things listed, so they are ranked by it rather than counted per value of it."},
	{ID: "date-verb-read", Warning: true, Summary: "a verb linking a relationship the thing takes no part in is read as its one date", Doc: "\"How many releases were published in 2024?\" where published links Organization PUBLISHES Package: the only kind named, Release, takes no part in it, and with a year after the verb it is read as the one ISO date Release holds."},
	{ID: "number-kind-read", Warning: true, Summary: "a number joined to a property's name is read as a kind of thing",
		Doc: "\"300-level courses\", \"first-year students\" over a numeric level/year filters it = 300 (= 1): the word after the hyphen is the whole name of a numeric property of the things asked for, and an ordinal counts as its number."},
	{ID: "value-phrase-read", Warning: true, Summary: "a word and the noun after it are read as one stored value",
		Doc: "\"assistant professors\" where Professor.title stores 'Assistant Professor' and 'assistant' is also a role on a relationship: the value the whole phrase spells (the noun in the singular, one value of one text property of the label the noun names) is read instead of the one word's value on the relationship."},
	{ID: "flag-asked", Warning: true, Summary: "a yes/no question about a named thing asks for a boolean property's value",
		Doc: "\"Is Machine Learning offered online?\": the question opens with is/are, names a thing, and a word names a boolean property of its label; the answer is that property's value (a verb right before the word that links a relationship is part of the phrase)."},
	{ID: "year-part-read", Warning: true, Summary: "a part of a year is read as a range of its months", Doc: "\"the first half of 2025\", \"the last quarter of 2024\" over a date held as 'YYYY-MM-DD' text become the months of that part of the calendar year (2025-01-01 up to 2025-07-01); a fiscal year would give other months. A part the plan cannot read (a year held as a number) is refused."},
	{ID: "self-noun-read", Warning: true, Summary: "\"have a N\" over a relationship called N_OF is read as standing at its target", Doc: "\"Which books have a sequel?\" over SEQUEL_OF joining books to books: the source is the sequel of the target, so the books that have one are its targets; the name is the only evidence of the direction."},
	{ID: "verb-value-read", Warning: true, Summary: "a verb linking to nothing is read as the role a relationship stores", Doc: "\"Who translated X?\" over WROTE.role holding 'translator': the verb's doer noun is a stored value of a text property of the relationship walked, so the relationship is kept only where it holds that value."},
	{ID: "when-date-read", Warning: true, Summary: "\"when\" is read as the one date a thing holds", Doc: "\"When is the Winter Poetry Slam?\": no word names a property, so \"when\" is answered with the named thing's one date held as 'YYYY-MM-DD' text (else its one year-like number, as \"When was The Matrix?\" reads released)."},
	{ID: "twig-disagrees", Warning: true, Summary: "the plan differs from the top-ranked twig",
		Doc: "The best structural template for the question returns other columns or uses other relationships than the plan."},
	{ID: "invalid-plan", Summary: "the plan is not a valid query",
		Doc: "The parts found do not make a query the IR accepts (the detail says why)."},
	{ID: "counts-compared", Warning: true, Summary: "two counts of related things are compared per thing",
		Doc: "\"Which Xs have more As than Bs?\": each side is one relationship of X (named by its verb or its noun, or the only one between X and the noun's label), its distinct other ends counted per X left-outer, so an X with none counts 0; the plan keeps the Xs whose counts compare as asked."},
	{ID: "counts-listed", Warning: true, Summary: "two counts of related things are listed per thing",
		Doc: "\"each X with its number of As and of Bs\", \"How many As and how many Bs does each X have?\": each count is one relationship of X (its noun's edge, or the only edge between X and the noun's label), walked left-outer on its own, so an X with none counts 0 and neither count multiplies the other."},
	{ID: "compared-with-set", Warning: true, Summary: "a property is compared with its greatest or least value over the things of the kind holding a stored value",
		Doc: "\"countries with a greater surface area than any country in Europe\", \"members older than every Basic member\": each thing's property is compared with the greatest (more, later) or least (less, earlier) value of it over the things of the same kind holding the value named, so it passes only when it passes against each of them. When none of them has the property, no row passes."},
	{ID: "compared-with-named", Warning: true, Summary: "a property is compared with the same property of a thing the question names",
		Doc: "\"products that cost more than the Burr Coffee Grinder\", \"is the Ecology exam longer than the Cell Biology one?\": the question is read as if a number stood for the named thing, and the property that number would be compared with is compared with the named thing's value of it. When no thing holds the name, no row passes."},
	{ID: "aggregate-compared", Warning: true, Summary: "a property is compared with its average, least or greatest value over every thing of the kind",
		Doc: "\"Xs whose P is above the average P\", \"Xs older than the average age of all Xs\": the question is read with the aggregate as a number, and the comparison that number lands in (one every row passes, of a numeric property) compares with the aggregate of that property over every X, not only the Xs the rest of the question keeps (templates.Than with Agg); words after the aggregate that could narrow it (a value, \"in\", a clause) leave the question refused."},
	{ID: "aggregate-narrowed", Summary: "a value is compared with an average over only some things",
		Doc: "\"priced above the average price of products in the Garden category\": the average compared with is narrowed by a preposition or a stored value after it; a plan compares only with the average over every thing of the kind (aggregate-compared), so answering would drop the condition. Ask for the average of the narrowed set first, then compare with the number."},
	{ID: "two-columns-compared", Warning: true, Summary: "two properties of the same thing are compared",
		Doc: "\"Which Xs have more A than B?\", \"Xs whose A is higher than their B\", \"Xs with as many A as B\": each side names one numeric or date property of X (by the words of its name, a total or number aside, or a link on exactly its words), and each X is kept where its two values compare as asked (templates.ColCmp); an X without either value is left out, and \"as many … as\" is read as equal amounts."},
	{ID: "aggregate-over-all", Warning: true, Summary: "an aggregate's \"over all Xs\" is read as the set it ranges over",
		Doc: "\"the average P over all Xs\", \"the total P across every X\": after an aggregate word, \"over\" or \"across\" followed by \"all\" or \"every\" and a label names the things aggregated, every X, and is read as \"of all Xs\" rather than as a comparison with a node (\"over all their managers\", with a possessive, is still one)."},
	{ID: "group-unconnected", Summary: "the things grouped by are not joined to what is aggregated",
		Doc: "\"How many different Bs are there in each X?\": the plan reached the Bs but placed no relationship from them to the X after \"each\" (the schema may join them only through other things); returning the X anyway would name a variable nothing binds. Ask through the thing that joins them (\"How many different Bs do the Ys of each X have?\")."},
	{ID: "group-unlinked", Summary: "the things grouped by link to nothing in the schema",
		Doc: "\"How many Xs are there in each Y?\" where Y names no label, property or value: the plan would count every X once, as one number, dropping the grouping; name Y as the schema has it."},
	{ID: "times-counted", Warning: true, Summary: "\"the most times\" counts the verb's rows, not a property linked to \"times\"",
		Doc: "\"the class that was booked the largest number of times\": \"times\" after a ranking word (directly, or through \"number of\") counts how often the verb happened, the rows it names; a property grounding linked to the word (a duration in minutes) is set aside, and the warning names it."},
	{ID: "sum-ranked", Warning: true, Summary: "things are ranked by the total of an amount the things joined to them hold",
		Doc: "\"Which county has the largest total number of cattle on its farms?\", \"Which crop is planted on the most hectares?\": the amount names a numeric property of another label joined to the things asked for by one relationship, so each is ranked by the sum of it over the things joined to it (one with none is left out), every one tied with the first kept. \"most\" sums alone; \"largest\", \"highest\" need \"total\". Not read when the things asked for hold such a property themselves (most-is-column)."},
	{ID: "group-prop-read", Warning: true, Summary: "a label's word right before its own property is read as the property's owner",
		Doc: "\"For each venue type, how many venues are there?\", \"For each county, show the county name and the number of farms\": a word linked to a label followed by a word linked to a property of that label, the label mentioned again elsewhere, and the first word right after the grouping word, or a word of the property's name that is the label's whole name (county_name of county): the first word says whose property it is, and is not read as a second thing of the label (which joined nothing); the property's mention covers both words."},
	{ID: "link-rows-chosen", Warning: true, Summary: "two things are joined through a table of keys to each, not through a thing both point at",
		Doc: "\"Which exhibitions have at least 3 artworks?\" where the schema joins exhibitions to artworks through exhibition_artwork rows (a key to each, nothing refers to them) and also through the museum both point at: the rows of keys are what relates the two, and the plan walks them; the warning names the other ways. relagg3."},
	{ID: "self-key-counted", Warning: true, Summary: "things are ranked or filtered by how many of their own kind point at them by a key the verb names",
		Doc: "\"Which inspector supervises the most inspectors?\", \"Which customers referred at least two other customers?\": the label holds a key into itself (supervisor_id, referred_by) that the verb names as its doer, so the thing asked for is the one the key points at and the things counted are those whose key points at it; ranked with ties kept, or compared with the number (an upper bound keeps the things with none, counted 0). relagg3."},
	{ID: "self-junction-counted", Warning: true, Summary: "things are ranked by how many of their own kind a verb's table relates to them",
		Doc: "\"Which paper is cited by the most papers?\", \"Which paper cites the most papers?\": the verb names a table with two keys into the label asked for; the key named by the verb's past participle (cited) holds what the verb is done to, the one named by its -ing form or agent noun (citing) who does it, and the voice says which of them the thing asked for is. Each is ranked by the distinct things at the other key (those with none left out), ties kept."},
	{ID: "label-head-read", Warning: true, Summary: "a noun ending a label's name is read as that label, not as one of its keys",
		Doc: "\"the number of sales\" where the table is livestock_sale and grounding linked \"sales\" to its key seller_farm_id: the noun is the last word of exactly one label's name (of several words), and the key linked starts at that label, so the noun names the rows; the edge link is replaced by the label."},
	{ID: "two-columns-sum", Summary: "a sum of two properties is compared",
		Doc: "\"Xs with more A and B than C\": one side joins two properties of X, whose sum offline compilation does not compute; reading either alone would answer another question."},
	{ID: "than-node", Warning: true, Summary: "a property is compared with a named node's",
		Doc: "\"Which Xs have more P than <named X>?\", \"Xs bigger than <named X>\": each X's numeric or date property is compared with the same property of the X the question names by a stored value, found apart (templates.Than); the property is the one a word links to, or the only one of X's label the comparative's measure names (bigger: size, capacity)."},
	{ID: "negation-every-way", Warning: true, Summary: "having none of a thing is read as no relationship of any type to it",
		Doc: "\"airports that have no flights\" where flights depart from and arrive at airports: with no verb naming one relationship, the thing must be joined to none of those things by any of the relationships the schema has between the two labels (NOT EXISTS of each)."},
	{ID: "negated-object-merged", Warning: true, Summary: "a thing required over a denied relationship is read as its object",
		Doc: "\"students who have never signed up for a course\": the plan denied the relationship and also required it towards a bare thing of the same label; no row has and lacks it, so the required hop is the denied one's object named twice and is removed."},
	{ID: "either-read", Warning: true, Summary: "an \"or\" between two relationships is read as either one",
		Doc: "\"Which professors either advise a student or teach a course?\": two relationships from the thing asked for, each to a thing named only by its kind, become an OR of two EXISTS tests; a named or filtered far end cannot stand inside EXISTS and is refused (or-read-as-and)."},
	{ID: "presence-read", Warning: true, Summary: "a missing property is read as an absence test",
		Doc: "\"Which airlines aren't in an alliance?\": \"no P\", \"not in a P\" over a property asks for the things with no value stored for it; a missing value is taken to mean the thing has none."},
	{ID: "or-read-as-and", Summary: "an \"or\" between two conditions would be read as \"and\"",
		Doc: "\"pilots rated on the A380 or flying for Sakura\": each side of the \"or\" is a condition the plan placed, and the plan holds no alternative, so it would require both. Two conditions on named things are two patterns either of which may match, which the IR cannot hold inside one EXISTS; the question is refused rather than answered with the things meeting both."},
	{ID: "act-noun-read", Warning: true, Summary: "a noun naming what a relationship points at decides its direction",
		Doc: "\"the prerequisites for X\", \"Y is a prerequisite for X\", \"courses that list Y as a prerequisite\" over a relationship joining a label to itself (REQUIRES): the noun names the relationship's target (what is required), the thing it belongs to its source. The nouns made from a verb are read from their suffix (english.Act); the others (prerequisite) are english.ActNounVerb's list."},
	{ID: "edge-verb-form", Warning: true, Summary: "a word linked by meaning to one relationship is a form of another's name, which it is read as",
		Doc: "\"Which merchants got card payments in May 2024?\": grounding links \"payments\" to TRANSFERRED (a payment is a transfer), and \"payment\" is made of \"pay\", the verb PAID is named by: the schema's own spelling wins, and the plan says which link it replaced (fix25)."},
	{ID: "value-plural-read", Warning: true, Summary: "a name the graph does not hold is read as the plural of one it does",
		Doc: "\"Which adjusters have handled claims on BMWs?\": \"BMWs\" is not a stored make and \"BMW\" is: the name is the plural of the stored one, so the things of that make are meant, not none (fix25)."},
	{ID: "joined-through", Warning: true, Summary: "two things no relationship joins are joined through a third the question does not name",
		Doc: "\"Which policyholders have a claim handled by Felix Wyss?\": no relationship joins policyholders to claims, and the schema has one path of two between them (a policyholder HOLDS a policy a claim is FILED_UNDER); the plan walks it and names it. Several such paths are a guess and the question is refused (fix25)."},
	{ID: "self-relation-guessed", Warning: true, Summary: "two things of one label are joined by its only relationship in a direction nothing in the question gives",
		Doc: "\"Which courses … MATH101 …\" where no word of the question links to the relationship between courses: the plan joins them by the label's only relationship (REQUIRES), and which of the two stands at its source is not read from the question; the answer depends on it."},
	{ID: "verb-subject-joined", Warning: true, Summary: "a verb that links to nothing joins its subject to the thing named before it",
		Doc: "\"Which departments offer the courses Ada Moreau's advisees are taking?\": \"taking\" links to nothing, and the courses are joined to the advisees (its subject) by the one relationship between students and courses, not to Ada by one a professor has to courses."},
	{ID: "participle-object-read", Warning: true, Summary: "a past participle before a noun is read as saying the noun is the relationship's object",
		Doc: "\"Which referred customers…\", \"the invited members\" over a relationship joining a label to itself: a participle used as an adjective says what was done to the noun, so the noun stands at the relationship's target (the customers referred), not its source."},
	{ID: "make-verb-read", Warning: true, Summary: "a verb of making is read as the relationship its noun names",
		Doc: "\"Who wrote unverified reviews?\", \"Which customers gave a rating\": the verb only says the thing was made (english.MakeVerb); the edge noun after it names the relationship, and the verb is read as that relationship's verb."},
	{ID: "event-verb-read", Warning: true, Summary: "a verb naming a thing joins its subject and object through that thing",
		Doc: "\"Airlines that fly to Lisbon\" where \"fly\" links to Flight: the airline and the airport are each joined to a flight (OPERATED_BY, and ARRIVES_AT picked by \"to\" from the arrival and departure relationships) rather than to each other by a relationship the question never names (a hub). english.Arrival and english.Departure are the words a relationship's name uses for the two ends."},
	{ID: "ordered-chain-read", Warning: true, Summary: "\"before\" or \"after\" a named thing is read as order along a precondition relationship", Doc: "\"Which courses must be taken before Compilers, directly or indirectly?\": the label's one relationship to itself is named for a precondition (REQUIRES; english.Precondition), so what comes before Compilers is what it requires, followed any depth; without such a name, or without the path cue, the comparison stays refused."},
	{ID: "stranded-of-read", Warning: true, Summary: "a relationship noun ending in a stranded \"of\" is read as describing the thing named before it",
		Doc: "\"Which airlines is X a partner of?\": nothing follows \"of\", so the noun says what X is, and the things asked for are what X is a partner of: X is the relationship's source."},
	{ID: "measure-verb-read", Warning: true, Summary: "a verb is read as asking for the property it links", Doc: "\"How much does X cost?\", \"What does X weigh?\": the question word asks for an amount, the clause ends on a verb linked to one numeric property of the named thing's label (cost → price_usd), and that property is returned rather than a count. Two properties linked to the verb are refused."},
	{ID: "where-property", Warning: true, Summary: "\"where\" is read as the named thing's place property", Doc: "\"Where is X based?\": nothing but the named thing links, and its label has exactly one text property whose name ends in a place word (english.PlaceProperty: city, country, location, address …); that property is returned. With two (city and country) the question is refused."},
	{ID: "contains-read", Warning: true, Summary: "\"in\" is read as the relationship that says a thing contains others", Doc: "\"What was in order SO-10003?\": nothing but the named thing links, and its label has exactly one relationship whose name opens with a containing verb (english.ContainVerb: CONTAINS, INCLUDES, HOLDS); the things asked for are at its other end. With none or several the question is refused."},
	{ID: "cue-noun", Warning: true, Summary: "a cue word that names a label is read as that label", Doc: "\"How many orders has X placed?\" on a graph with an Order label: \"order\", \"rank\", \"group\", \"count\" shape a query (order by, group by) but here are nouns — plural, after a determiner, a number or per, or before a stored value (\"order SO-10010\") — so they name the label; \"order by\", \"the order of\", \"in descending order\" stay the cue."},
	{ID: "cue-noun-prop", Warning: true, Summary: "a cue word that ends a property's name is read as that property", Doc: "\"What's the rank of X?\": \"rank\" (english.PropertyOfNoun) shapes queries, but after \"the\" and before \"of\" and a named thing, or after the thing's \"'s\", it is read as the one property of that thing's label whose name ends in it (core_rank); with none or several it stays the cue."},
	{ID: "set-route", Summary: "two named things through an unnamed relationship", Doc: "\"physicians affiliated with both A and B\" where the two labels are joined several ways (a relationship of their own and a junction) and no word of the question names the one the plan walks: both tests would walk a guess."},
	{ID: "set-operation", Warning: true, Summary: "two named things are tested apart", Doc: "\"bikes serviced by both A and B\" keeps a bike when one path links it to A and another, of its own, to B (an intersection: two existence tests, not one row naming both); \"serviced by A but not by B\" keeps it when a path links it to A and none links it to B (a difference). The path is the one the question with A alone is read through, so the two tests walk the same relationship."},
	{ID: "name-parts-joined", Warning: true, Summary: "two parts of a name said side by side are read as one thing", Doc: "A label that splits a name over two columns whose names end in \"name\" (first_name and last_name) is named by both parts in a row (\"Chloe Nakamura\"): the two value links are one node holding both values, not two nodes of the label. The graph is not asked whether one node holds both; a first name of one and a last name of another finds no one."},
	{ID: "self-role-read", Warning: true, Summary: "a role word of a table with two keys into one label is read by its use", Doc: "A table with two keys into one label (mentor and mentee, seller and buyer) joins that label to itself; when the question names one thing of the label, a role word names its key only when that thing fills the role: a verb after it as subject (\"Whom does X mentor?\"), a passive verb before \"by X\". A role noun (\"the mentors of X\", \"X's mentors\") and a verb whose object X is (\"members who mentor X\", \"sold to X\") name the other key, which X is joined by."},
	{ID: "same-key-twice", Summary: "one row is joined to two things by the same key", Doc: "A table with two keys into one label (a transfer's seller and buyer) joins a row to two different things of that label by one key: a key holds one value, so the plan finds nothing, and the question meant the other key for one of them. Refused rather than answered empty."},
	{ID: "name-parts-shown", Warning: true, Summary: "a thing asked for whole is shown by the parts of its name", Doc: "A label with no one property naming it (no name, title or unique key) that splits a name over columns whose names end in \"name\" (first_name, last_name) is shown by those columns when the question asks for the thing itself (\"Who is the youngest member?\", \"their full names\"), instead of refusing to guess which property names it."},
	{ID: "fk-path-chosen", Warning: true, Summary: "of several paths between two labels, the one the question's words name is taken", Doc: "Two labels joined by more than one path (a direct key and a junction, two keys into one table: a trip's start and end station) are joined by the path whose names the question says: the junction's name (\"affiliated\" of affiliated_with), a key column's role word (\"started\" of start_station_id, \"borrowed\" of borrower_id, \"heads\" of head_id). The warning names the path taken and those not taken. When no path's words are said and the thing would otherwise be dropped, a word grounding linked to one key's column names that key (\"arriving\" linked to destairport), else the one key named after the label it points to alone (physician_id beside referred_by). When two are said alike, the choice is left to the schema's order as before."},
	{ID: "key-read-as-row", Warning: true, Summary: "a key column asked for is answered with the row it refers to", Doc: "\"Who heads the Cardiology department?\" where the only thing answering is department.head_id, a column that refers to a physician (a foreign key kept beside its link, as tables converted to a graph keep): the answer is the physician's name, reached through the link, not the key, unless the question asks for an id."},
	{ID: "second-row", Warning: true, Summary: "a second junction row joins a second named thing", Doc: "\"Physicians affiliated with both General Medicine and Cardiology\": a junction row (affiliated_with, one key to each of two labels, each key kept as a column of the row) holds one department, so the second department named is joined through a second row to the same physician, not to the first row, which would ask for a row holding both."},
	{ID: "grouped-aggregate", Warning: true, Summary: "an aggregate listed beside a count per group is taken over the counted things", Doc: "\"For each city, show the number of stations and the total number of docks\": the docks are a number each station holds (dock_count), summed over the stations the count counts."},
	{ID: "most-is-column", Warning: true, Summary: "\"the most P\" ranks by a numeric property P, not by a count", Doc: "\"What is the name of the museum with the most staff?\": when the noun after \"most\" names no label or relationship but a numeric property of the ranked thing (num_of_staff), the thing with the highest value is answered; a count of related things is not guessed."},
	{ID: "light-verb-read", Warning: true, Summary: "a light verb leaves the relationship to the noun after \"as\"",
		Doc: "\"Which airlines use Copenhagen as a secondary hub?\": \"use\" links to a relationship of its own (USES), but in \"S V X as a N\" the noun names how S and X are related (HUB_AT); the verb's link is set aside. english.LightVerb lists the verbs."},
	{ID: "serve-verb-read", Warning: true, Summary: "a verb of a trade followed by \"for\" is read as working for",
		Doc: "\"Who does X fly for?\": \"fly for\" says whom X works for, so it walks the schema's one relationship named for working for (WORKS_FOR), and a link of the verb alone to a label (fly ~ Flight) is set aside. english.ServeVerb lists the verbs."},
	{ID: "paraphrase-verb-read", Warning: true, Summary: "a verb and particle are read as another name of a relationship",
		Doc: "\"Which courses build on CS101?\": \"build on\" names no relationship, but it says what REQUIRES says, in the same direction (X builds on Y: X requires Y). english.ParaphraseOf lists the verbs."},
	{ID: "flag-phrase-read", Warning: true, Summary: "words spelling a yes/no property's name are read as that flag",
		Doc: "\"Which products are out of stock?\" where Product has in_stock: the property's name split into words (\"in stock\"), its opposite (english.FlagOpposite: \"out of stock\") or either after \"not\" filters the one node of the label on the flag, and a relationship linked by one of the words (STOCKED_AT) is set aside."},
	{ID: "edge-amount-read", Warning: true, Summary: "a count of a named thing at another is read from the amount on the relationship",
		Doc: "\"How many Electric Kettles are in stock at IL-01?\": both things are named and joined by one relationship whose numeric property names an amount (english.AmountWord: units, quantity, copies, seats), so the answer is the sum of that amount, not the count of the one relationship."},
	{ID: "predicate-noun", Warning: true, Summary: "a noun after the copula naming the same label is read as saying what the thing asked about is",
		Doc: "\"Which US customers are silver members?\": \"members\" links to the label of \"customers\", and nothing but the copula and values stands between them, so the two are one thing and both values filter it, rather than two customers joined by a relationship the question never names."},
	{ID: "their-read", Warning: true, Summary: "a last sentence's \"their\" is read as the things the question asks for",
		Doc: "\"Which aircraft have more than 200 seats? Give their manufacturers.\": a last sentence that only requests properties after \"their\"/\"its\" is read as asking those properties of the things the first sentence names, shown in place of their key."},
	{ID: "possessive-edge-read", Warning: true, Summary: "an owner's possessive picks, of several relationships between two labels, the one it is the source of",
		Doc: "\"Which depots have Hanse Möbel GmbH's shipments left from?\" where a customer SENT shipments and shipments are ADDRESSED_TO customers and no word names either: the possessor is read as acting on what it owns, so the one relationship from the owner's label to the owned one joins them."},
	{ID: "travel-prep-edge", Warning: true, Summary: "a preposition of motion before a place picks, of several relationships between two labels, the one named for that end of a journey",
		Doc: "\"Which flights out of Copenhagen use a widebody?\" where a flight DEPARTS_FROM and ARRIVES_AT airports and no word names either: \"from\"/\"out of\" before the place picks the one relationship whose name says the departure end (english.Departure), \"to\"/\"into\" the arrival end (english.Arrival)."},
	{ID: "edge-choice-guessed", Warning: true, Summary: "two things are joined by one of several relationships between their labels that nothing in the question names",
		Doc: "When the schema has more than one relationship between two labels and no word of the question links to one, the plan joins the two by the most frequent; the others would give other answers, so the choice is said."},
	{ID: "with-value-same-thing", Warning: true, Summary: "a stored value followed by \"with <property> <value>\" of the same label is read as one thing",
		Doc: "\"Who drives the van with plate 17-BL-33?\": van and 17-BL-33 are stored values of one label, and the second, introduced by with/whose and its property's name, says which van is meant; both filter one thing rather than two things joined through the driver."},
	{ID: "who-verb-object", Warning: true, Summary: "the noun right after \"who <verb>\" is read as the verb's object, not the one asked for",
		Doc: "\"Who drives the vehicles assigned to MAD-01?\": the verb links a relationship from another label (one whose things have names) to the noun's, so the vehicles are what is driven and \"who\" asks for the drivers at the relationship's other end."},
	{ID: "arrival-verb-edge", Warning: true, Summary: "a verb of arriving or leaving is read as the relationship named for that end, not as a date kept on another relationship",
		Doc: "\"For each depot, how many shipments arrived there?\" where \"arrived\" names a date on the legs of a journey (VIA.arrived) and the schema has a relationship between the same labels named for where it ends (DESTINATION; english.Arrival, english.Departure): with no date asked or compared, the verb says where the thing goes."},
	{ID: "earn-read", Warning: true, Summary: "\"how much does X earn\" is read as X's one pay property",
		Doc: "\"How much does Nora Lefebvre earn per hour?\": the named person's label has one property whose name says pay (english.PayMeasure: salary, wage, hourly …); a period after the verb must be the one that property is counted per."},
	{ID: "where-motion-read", Warning: true, Summary: "\"where\" with a verb of travelling is read as the relationship named for that end of the journey",
		Doc: "\"Where was PX-4458347 going to?\", \"Where did X come from?\": the named thing's label has one relationship to a place named for the arrival end (DESTINATION; english.Arrival), or for the departure end after \"from\" or a verb of leaving (ORIGIN; english.Departure); the answer is the place at its other end."},
	{ID: "receive-verb-read", Warning: true, Summary: "a verb of receiving is read as the relationship named for where things arrive",
		Doc: "\"Which depot receives the most shipments?\": the verb links nothing, its subject is a place and its object another label, and exactly one relationship from the object's label to the place's is named for the arrival end (DESTINATION; english.Arrival)."},
	{ID: "reach-verb-read", Warning: true, Summary: "a verb of reaching along a chain is read as the label's one relationship to itself",
		Doc: "\"Which depots can be reached from LIS-01, directly or indirectly?\": the verb links nothing, the question follows a chain, and every thing it names is of one label with exactly one relationship to itself (CONNECTS); the chain is that relationship (english.ReachVerb)."},
	{ID: "who-self-label", Warning: true, Summary: "\"who\" is read as the label every named relationship joins to itself",
		Doc: "\"Who did anna_k refer?\": every relationship the question names joins one label to itself (REFERRED: Customer to Customer), so \"who\" is a thing of that label, even when the label is known by a handle rather than a name and another label has names."},
	{ID: "contain-edge-read", Warning: true, Summary: "a cue word that names a relationship is read as the relationship to the stored value after it",
		Doc: "\"Which dishes contain gluten?\" where CONTAINS joins dishes to ingredients and gluten is an ingredient's stored allergen: \"contain\" walks the relationship to the thing holding the value, rather than looking for the word inside the dish's name."},
	{ID: "named-amount-sum", Warning: true, Summary: "a count of one named thing is read as the amount its one amount-bearing relationship records",
		Doc: "\"How many Pizza Margheritas have we sold?\": counting the one named thing answers 1; when exactly one relationship of its label holds an amount (english.AmountWord: quantity, units, copies) and a verb links to nothing, the answer is that amount summed over the thing's relationships."},
	{ID: "verb-prop-sum", Warning: true, Summary: "\"how much\" with a verb naming a numeric property is read as its sum",
		Doc: "\"How much have customers tipped in total?\": the verb is the first word of a numeric property's name (tipped: tip_eur), so the answer is the property summed (over the subject's things, joined by the one relationship between the labels), not a count of the subject's things."},
	{ID: "est-prop-read", Warning: true, Summary: "a superlative the lexicon does not know ranks by the numeric property its base form names",
		Doc: "\"What are the spiciest dishes?\": \"spiciest\" is no known measure, but its base form (spicy) is a word of one numeric property's name (spicy_level), so the things are ranked by it, largest first, ties kept, instead of listing every value."},
	{ID: "level-adjective-read", Warning: true, Summary: "an adjective that begins a numeric property's name is read as that property above zero",
		Doc: "\"Which vegetarian dishes are spicy?\" where Dish has spicy_level: the adjective, said of the things asked for (before their noun or after a copula), is the first word of a numeric property's longer name, so it picks the things with some of it (spicy_level > 0) instead of listing every thing's level."},
	{ID: "verb-value-edge", Warning: true, Summary: "the verb after \"who\" is read as the relationship its name begins with, not as a stored state",
		Doc: "\"Who delivered order ORD-88104?\" where orders store the status 'delivered' and DELIVERED_BY joins orders to couriers: the verb right after \"who\" says what someone did, so it is read as the one relationship whose name begins with it and that reaches the thing named, not as the stored value."},
	{ID: "key-verb-read", Warning: true, Summary: "a verb naming a key of its object is read as that key, not as a column of a third thing sharing its word",
		Doc: "\"Which player won the most games?\" where \"won\" links to a participation's prize_won by its word while a game's winner_id refers to a player: the verb's object holds a key whose role word the verb says, into another thing the question names, so the key joins them and the property of the third thing is set aside."},
	{ID: "column-of-named-label", Warning: true, Summary: "a column word linked to a label the question does not name is read as the named label's column holding that word",
		Doc: "\"Show the name and city of the tournaments\" where \"name\" links to a player's name and the tournament's column is tourn_name: no value or noun of the player stands in the question, and one label it names has one column whose name holds the word, so the word is that column; joining the player would show a third thing's column for the one asked."},
	{ID: "from-to-order", Warning: true, Summary: "two opposite superlatives joined by from … to order every row rather than pick the top one",
		Doc: "\"List the projects from the oldest to the newest\": the phrase names the two ends of an ordering by the property the superlatives grade (as either alone would choose it), the first word's end first; no row is cut."},
	{ID: "numbered-noun-read", Warning: true, Summary: "a noun followed by a number is read as the column numbering that noun, not a column counting it",
		Doc: "\"the games played in round 1\" where \"round\" links to a tournament's num_rounds and a game holds round_no: a singular noun with a number after it names one of its kind by number, so the column of a named label holding the noun without a count word is compared, not the count."},
	{ID: "self-key-direction-read", Warning: true, Summary: "a thing named after a verb's to or by stands at the target of its label's key to itself",
		Doc: "\"Which inspectors report to Grace Holloway?\" where inspector.supervisor_id is the label's only relationship to itself and no word names it: the preposition introduces the holder of the role the key refers to, so the inspectors asked about are those whose key holds Grace Holloway."},
	{ID: "extreme-number-column", Warning: true, Summary: "\"Which L has the largest number of P\" with P a numeric column of L ranks the L by it",
		Doc: "\"Which restaurant has the largest number of seats?\" where seats is a number each restaurant holds: the restaurants are ranked by it, every one tied with the first kept, rather than the largest number shown without the thing asked for."},
	{ID: "measured-verb-read", Warning: true, Summary: "a verb that is also a stored state is read as what an amount after it measures",
		Doc: "\"Which orders were delivered in under half an hour?\": \"delivered\" is a status value, but the amount after it is compared with a property whose name says it measures delivering (minutes_to_deliver); the state is not also required (an order delivered and later refunded was still delivered in 20 minutes)."},
	{ID: "date-spelled-read", Warning: true, Summary: "a verb spelling the name of a date is read as that date",
		Doc: "\"How many customers have signed up since March 2023?\": the verb, alone or with its particle, spells the name of a date a thing holds as ISO text (signup), and a date cue and a year follow, so the year is compared with that date; a stored state of the same spelling (\"delivered\" of a status) is set aside. The owner is the one label named holding such a date, or, with none named, the one label of the schema."},
	{ID: "duration-named", Warning: true, Summary: "an activity's time is read as the property holding its duration",
		Doc: "\"What is the average transit time of connections?\": the word before \"time\" or \"duration\" names the one numeric property of the schema whose name gives a unit of time and that activity (transit_hours, minutes_to_deliver); the words' links to a date or to a state spelled like the activity are set aside."},
	{ID: "value-digits-changed", Summary: "a value matched to words whose digits differ from it",
		Doc: "\"What is the status of order ORD-88199?\" where the graph holds ORD-88109 and no ORD-88199: typo tolerance is for letters; a changed digit names another order, room or year, so the plan, which would answer about the stored one, is refused (a wrong-answer net, docs/offline.md \"Silent wrongs by mechanism\")."},
	{ID: "amount-counted", Summary: "\"how much\" answered by a count of things",
		Doc: "\"How much have customers spent in total?\" where nothing the question names holds the amount: the plan's only answer would be the number of customers. \"How much\" asks for an amount, so a plan that only counts is refused (a wrong-answer net)."},
	{ID: "superlative-dropped", Summary: "a superlative word the plan does not rank by",
		Doc: "\"What are the priciest products?\" where \"priciest products\" linked to the products as one span: a word of superlative form (-est) with a plan that neither orders, cuts nor takes a maximum or minimum would list every match (a wrong-answer net under the accounting's known superlatives)."},
	{ID: "searched-unnamed", Summary: "a word searched inside a property the question does not name",
		Doc: "\"Which orders contain laptops?\" read as order_number CONTAINS 'laptops': the question neither quotes the word, names the property, nor says the word stands in a text (named, called, the word, the letter), so the word most likely names a thing or a value stored elsewhere; the search is refused (a wrong-answer net)."},
	{ID: "who-answered-named", Summary: "\"who\" answered with the things the question itself names",
		Doc: "\"Who supplies the products in the Electronics category?\" answered with the products: the returned label is named by a noun after the verb, and the plan walks to a node no word names and no value binds, which stands where the someone asked for is; the plan is refused (a wrong-answer net)."},
	{ID: "every-row", Summary: "every node of a label listed while a word of the question links to nothing",
		Doc: "\"Which movies feature zombies?\" answered with every movie: the plan lists one label with no condition, and a content word after the label's mention is no cue and links to nothing, so it was a condition the compiler could not read (a wrong-answer net)."},
	{ID: "edge-guessed", Summary: "a relationship among several between two labels that no word names",
		Doc: "\"Which products has Henry Martin bought?\" walked REVIEWED: the schema joins customers and products by several relationships (or paths), the plan walks one, and no word of the question links to it, to one of its properties or shares a stem with its name; which one is meant is a guess, so the plan is refused (a wrong-answer net)."},
	{ID: "value-read-twice", Summary: "overlapping words matched to two stored values the plan both requires",
		Doc: "\"How many Aero 13 Laptops were ordered?\" read as the product Aero 13 Laptop and also the category Laptops: the words name one thing, and the second reading adds a condition and a join no word asks for (a wrong-answer net)."},
	{ID: "quality-superlative", Warning: true, Summary: "a superlative of quality is read as the highest or lowest of the property after it",
		Doc: "\"the top rating\", \"the best grade\", \"the worst score\": after \"the\", a superlative of quality right before a property that holds numbers grades that property, and is read as \"highest\" (top; best on a rating, score or grade) or \"lowest\" (worst, on those only: a best price is the lowest); a count after it (\"the top 5\") or a property of text leaves the word as it was."},
	{ID: "universal", Summary: "a condition over every thing of a kind is not built",
		Doc: "\"Which students take every course?\", \"Who has reviewed every movie?\": \"every\" before a label the plan joins but neither returns, groups by nor aggregates asks for the things related to each one of them (a division); the plan would answer with what is related to any one of them (a wrong-answer net)."},
	{ID: "counted-far-end", Warning: true, Summary: "a ranking counts the things its word names, reached through another",
		Doc: "\"Which airline flies to the most airports?\": the word after \"most\" names a label the plan reaches through another (Airline–Flight–Airport); those things are counted, each once (count DISTINCT), not the things between (the flights), which counted each airport as often as it was flown to."},
	{ID: "zero-as-none", Warning: true, Summary: "a count of zero before a thing is read as none of it",
		Doc: "\"Which professors teach 0 courses?\", \"customers with zero orders\": 0 or zero right before a word naming a label or a relationship asks for the things with none, read as \"no courses\" (NOT EXISTS); after a comparison (\"more than 0 orders\") the number stays a count."},
	{ID: "title-surname-read", Warning: true, Summary: "a title and a surname are read as the one stored name ending with the surname",
		Doc: "\"What is Dr O'Neill's salary?\": a title written before a name (Dr, Prof, Mr, Mrs, Ms, Mx) is no part of stored names; when exactly one stored name of the field the surname links to ends with it (Lucia O'Neill), the title and surname name that thing. With two such names the link stays as it was."},
	{ID: "pair-ends-read", Warning: true, Summary: "pairs of things joined to each other are returned as both ends",
		Doc: "\"Which drug pairs have a major interaction?\": a pair noun (pair, pairs) next to a label whose two things the plan joins by a relationship of the label to itself asks for rows of two: the other end's column is added to the one the plan returned, which alone listed every thing in some pair."},
	{ID: "count-noun-label", Warning: true, Summary: "the noun counted after \"how many\" is read as a label, not a relationship",
		Doc: "\"How many chronic diagnoses are in the catalogue?\": the word counted is, as written, the noun of a label (or its plural, the Greek -es of -is included) at an end of the relationship the mapping linked it to (DIAGNOSED), and the question names nothing else; it names the things counted, so the link moves to the label and the label's things are counted, not the relationship's other ends."},
	{ID: "sub-parts", Summary: "the question asks for a named thing and every thing under it",
		Doc: "\"Which doctors belong to Internal Medicine, including its sub-departments?\": a sub- noun of a label with one relationship to itself (PART_OF) asks for the named thing and every thing under it at any depth. One pattern walks a relationship one or more steps, not zero or more, so a plan returning things of another label is refused rather than answered for the named thing alone or with the words read as a name."},
	{ID: "who-several-labels", Summary: "\"who\" may be things of several labels",
		Doc: "\"Who works at Braga Central Clinic?\": the question names no kind, and the relationship the plan walks reaches the named thing from things of several labels (doctors and nurses work at clinics). One pattern returns one label, so answering with the first would leave the others out silently; the question is refused, and naming the kind (which doctors, which nurses) is answered."},
	{ID: "possession-flag-read", Warning: true, Summary: "\"have a N\" is read as the yes/no property named for possessing N",
		Doc: "\"Which clinics have a lab?\": the thing holds a boolean property whose name is a possessing word and the noun (has_lab), so having one is that property being true, not a test that some value is present (presence-test). The flag goes on the one node of its label in the plan; with none or several the question is refused as before."},
	{ID: "compound-label-read", Warning: true, Summary: "words that spell a label's several-word name are read as that label",
		Doc: "\"How many work orders are open?\", \"how many workorders per priority\": the words, the last one singular, spell the whole name of a label made of several words (WorkOrder), so they name it, and the links grounding gave a part of them (\"work\" to WORKED_ON, \"order\" as a sort word) are set aside."},
	{ID: "value-over-verb-edge", Warning: true, Summary: "a verb that is a form of a property's name, before a stored value of it, is read as that value, not as a relationship",
		Doc: "\"How many outages were caused by storms?\" where outages store a cause and CAUSED_BY joins them to transformers: \"caused\" is a form of the property's name and \"storms\" one of its values, and the relationship's other end is named nowhere, so the value filters the outages and the relationship is not walked (which would keep only outages that have one)."},
	{ID: "self-edge-direction", Warning: true, Summary: "the direction of a relationship of a label to itself is read from a possessive or from \"from\"",
		Doc: "\"Who is Marek Nowak's lead?\" asks for the one who leads Marek (the possessive before the bare verb makes the named thing the target); \"substations that feed from Ashby Road\" for those Ashby Road feeds (\"from\" makes the named thing the source)."},
	{ID: "unit-word-read", Warning: true, Summary: "a unit right after a number is read as its unit, not as a value or a property of an unnamed label",
		Doc: "\"Which generators are over 5 MW?\": \"MW\" after 5 is the unit (compared with capacity_mw), not the initials of a stored name (Moorland Wind) nor capacity_mva of a label the question does not name."},
	{ID: "compared-not-shown", Warning: true, Summary: "a property compared right after the things' noun picks them; the things are shown",
		Doc: "\"List the pumps rated at least 50 kW\": \"rated\" right after \"pumps\" links rating_kw, which the amount is compared with; the answer is the pumps (their name or key), not the ratings alone."},
	{ID: "counts-named", Warning: true, Summary: "things whose two counts are compared are shown by their name, their key beside it",
		Doc: "\"Which substations have more transformers than meters?\": the two-count plan groups by the key (a code); the things are named as every other list names them, with the key kept beside the name."},
	{ID: "exact-prop-over-edge", Warning: true, Summary: "a noun that is the whole name of a named thing's property is read as it, not as a relationship named by another form of it",
		Doc: "\"How many outages per cause?\" where outages store a cause and CAUSED_BY joins them to transformers: \"cause\" is the property's whole name, the relationship's name holds only \"caused\", so the count is grouped by the property."},
	{ID: "still-open-missing", Warning: true, Summary: "\"still\" with an end kept as a value, not a flag, is read as that value missing",
		Doc: "\"How many work orders are still open?\" where a work order has a closed date and no yes/no flag: the one property of the things whose name says the state ended (english.EndedFlag) is missing on the things still in it."},
	{ID: "open-point-read", Warning: true, Summary: "a point followed by a word opening one side of it is read as a bound",
		Doc: "\"Which members joined from March 2023 onwards?\", \"movies released from 1999 on\", \"in March 2023 or later\", \"2010 and earlier\": the cue before the point (in, from, of, none) names no side, and the tail after it (english.OnwardTail, or english.TailJoin with english.LaterTail / english.EarlierTail) does; the point is kept, inclusive. A cue that names a side (before, after, since, until) keeps its own reading; \"on\" closes the phrase only at the end of a clause (\"from 1999 on Netflix\" is left alone)."},
	{ID: "word-sought-read", Warning: true, Summary: "an unquoted word after \"with the word\" or \"have the word\" is sought inside a text",
		Doc: "\"Which products are named with the word coffee?\", \"movies that have the word matrix in their title\": after english.Having, english.TheWord and a CueWordInText word, the word is matched inside the text property named next to it (the focus's key when none is), case folded, as a quoted one is; it was dropped, returning every thing."},
	{ID: "age-from-birth", Summary: "an age aggregated over a year of birth",
		Doc: "\"What is the maximum age of people?\" over born: max(born) is the youngest person's year, not an age; an aggregate (max, min, avg, sum) of a property holding a year of birth, asked as an age, is refused. \"The oldest\", \"older than\" are read on the year elsewhere."},
	{ID: "relative-time", Summary: "a time counted from today the plan does not apply",
		Doc: "\"Who borrowed the most books last year?\", \"orders placed yesterday\", \"two weeks ago\": the phrase counts from today's date, which the offline compiler does not know, and the plan bounds nothing by a date, so it would answer for all time; refused until the question gives the dates (\"in 2025\")."},
	{ID: "recency-unapplied", Summary: "\"last\" or \"latest\" with nothing ordered",
		Doc: "\"Which book was borrowed last?\", \"Who was the last person to review The Matrix?\": the question asks for the latest, and a plan that neither orders nor takes a maximum lists every match; refused."},
	{ID: "named-echo", Summary: "the named thing returned in place of the one it is joined to",
		Doc: "\"Which courses have CS101 as a prerequisite?\" answered with CS101's own title: the plan returns the thing the question names by a value while another thing of the same label, joined to it and filtered by nothing, stands where the answer is; refused."},
	{ID: "year-on-birth", Summary: "an event's year compared with a year of birth",
		Doc: "\"Who wrote a review in 2023?\" answered with the guests born in 2023: a year introduced by a temporal word is compared with a year of birth although no word of the question speaks of birth or age, while another thing in the plan holds a date the event's year may belong to; the plan is refused (a wrong-answer net)."},
	{ID: "count-of-values", Warning: true, Summary: "\"how many P\" where P is a text property and no thing is called P counts P's different values",
		Doc: "\"How many languages are spoken in Aruba?\" where language is a text property of a junction and no label is called language: the count is of the property's distinct values, as \"how many different languages\" reads; a numeric property is a stored count (count-is-property) and is left alone."},
	{ID: "literal-with-article", Summary: "a text compared with begins with an article the question wrote before it",
		Doc: "\"names that start with the letter 'M'\" read as STARTS WITH 'the letter', \"the substring the computer\" as CONTAINS 'the computer': no stored value supplied the text, the question does not quote it, and it opens with a lower-case article, so it is the question's phrasing and not a value; the plan is refused (a wrong-answer net)."},
	{ID: "own-id-shown", Warning: true, Summary: "things shown by a name are shown with the identifier the schema gives them",
		Doc: "\"Which lab tests were ordered by Dr. Almeida?\" where a lab test has a name (HbA1c, repeated over many tests) and test_id, a property named by the label's own noun and an identifier ending (_id, _code, _no, _number): a listing of the things shows the identifier beside the name, one row per thing. Not with an aggregate (the groups would change), when the question names the property shown, or when a value names the thing."},
	{ID: "sub-parts-walked", Warning: true, Summary: "a sub- noun is read as the named thing and every thing under it, at any depth",
		Doc: "\"Which doctors belong to Internal Medicine, including its sub-departments?\": a sub- noun of a label with one relationship to itself asks for the named thing and every thing under it; the things the question asks for are joined to a thing that reaches the named one along the relationship in zero or more steps, in the direction its name gives the part (PART_OF, SUBCATEGORY_OF: the source; CONTAINS: the target). Cypher and Gremlin follow at most ClosureCap steps, SPARQL's property path (*) any number; a count counts each thing once."},
	{ID: "count-range-read", Warning: true, Summary: "\"between N and M Ys\" is read as a count of related things, both ends included",
		Doc: "\"Which employees are in between 3 and 6 projects?\": a range whose second number is followed by the noun of a label or relationship joined to the thing asked about counts those things per row (as \"at least N Ys\" does), both ends included, rather than filtering a number property of the pattern. A lower end under 2 is left to the other readings."},
	{ID: "have-owner-read", Warning: true, Summary: "a noun naming what a relationship points at, said to be had by a named thing, is read as that thing's",
		Doc: "\"search-api has which dependencies?\", \"Which prerequisites does CS301 have?\": a form of \"have\" (english.HaveForm) with the noun as its object, only determiners (english.HaveObjectLead), adjectives or values between, says the possessive \"X's dependencies\" in other words: X is the relationship's source, the noun its target."},
	{ID: "speaker-trimmed", Warning: true, Summary: "the asker's \"I\" read into a value is cut from it",
		Doc: "\"For meter MTR-0048839 I need its tariff\": the name reader runs over capitalised words and took the asker's \"I\" into the value; when a lower-case word follows the \"I\" (its verb), no stored value supplied the text and the question does not quote it, the value is compared without the \"I\"."},
	{ID: "negation-dropped", Summary: "a word negated by \"non\" with a plan that negates nothing",
		Doc: "\"Show me the non-electric vans\" answered with the vans' flag or the electric ones: the question negates a word with \"non\" (joined by a hyphen or written apart) and the plan holds no NOT, no <>, no comparison with false and no absent value; the plan is refused (a wrong-answer net)."},
	{ID: "converse-noun-read", Warning: true, Summary: "a noun that is the agent of a relationship's converse names its object",
		Doc: "\"Who's Miguel Ferreira's manager?\" over REPORTS_TO, \"Hannah Schmidt's direct reports\" over MANAGES: a manager is the one reported to, a report the one managed (english.ConverseNounOf), so the noun links the one relationship named by that verb and reads like \"X's dependencies\": the possessor does the verb, the noun is what it is done to. The pairing of the verbs is english's, not the schema's, so the plan says so."},
	{ID: "agent-synonym-read", Warning: true, Summary: "a noun that names a relationship's subject by meaning, not spelling, is read as its agent noun",
		Doc: "\"Who's Hannah Schmidt's boss?\" over MANAGES: \"boss\" (english.AgentSynonymOf) names the one who manages or supervises as \"manager\" would, so it links the one relationship named by such a verb, and is read like the agent noun. A synonym is an assumption, so the plan says so."},
	{ID: "owner-synonym-read", Warning: true, Summary: "a word spelt like a property of a thing the question does not name is read as a synonymous property of the thing it names",
		Doc: "\"How many incidents of each type?\" where Customer has type and Incident has kind: the word links by its spelling to a property of a label the question mentions nowhere, and exactly one property of the labels it does mention is named by a synonym of the word (one group of english's lexicon); that property is read, since the word is said of the thing in front of it."},
	{ID: "terse-property-read", Warning: true, Summary: "a question said as a bare noun phrase asks for the property it opens with",
		Doc: "\"Opening date of the Harbour Branch?\", \"kcal of the tantanmen?\": with no question word and no request, a property link that opens the question (after \"the\" at most), followed by \"of\" or \"for\" (english.TerseOf) and a named thing that owns the property, is what is asked, as after \"what is the\"."},
	{ID: "headcount-of-label", Warning: true, Summary: "a headcount after a noun counts the things that noun names",
		Doc: "\"staff headcount per hotel\": grounding links \"staff headcount\" whole to the label; the headcount noun (english.HeadcountNoun) after a word of a label's link counts that label, as \"staff count\" would (fix13). That those nodes are the heads is an assumption."},
	{ID: "headcount-read", Warning: true, Summary: "a headcount is read as how many of the schema's people",
		Doc: "\"What's the headcount of the Payments team?\", \"headcount per department\": a noun that says it counts people (english.HeadcountNoun) counts the schema's person label (the one \"who\" is answered with) where it stands, as \"how many people\" would; which nodes count as heads is an assumption."},
	{ID: "under-direction", Warning: true, Summary: "the words before a named thing (\"under\", \"report to\", \"a part of\", \"sub-types of\") put it above the things asked for along a relationship of their label to itself",
		Doc: "\"How many people report to Emma?\" over MANAGES asks for those Emma manages; \"cuisines that are a sub-type of Italian\" over SUBCUISINE_OF for those whose SUBCUISINE_OF leads to Italian: the named thing is the whole or the one of higher rank, and the relationship's name says which end that is (the source of MANAGES or CONTAINS, the target of PART_OF). The hop is turned when the plan walked it the other way."},
	{ID: "between-either-way", Warning: true, Summary: "\"between A and B\" over a relationship from a label to itself is walked either way",
		Doc: "\"Is there an interaction between aspirin and warfarin?\": \"between\" (english.Rw2wrong2Between) joins two named things without an order, so a single hop of a relationship from a label to itself whose two ends are both named after it walks the edge in either direction instead of the written order."},
	{ID: "superlative-value-only", Summary: "a superlative naming a kind of thing answered with a bare minimum or maximum",
		Doc: "\"What was the earliest project to start?\" answered with the earliest date: the superlative is followed by a noun linked to the label it ranks, so the thing is asked for, and a plan whose only column is a min or max of that label's property is refused (a wrong-answer net)."},
	{ID: "aggregate-word-is-property", Summary: "an aggregate word that names a property of the one named thing",
		Doc: "\"For order X I need its total\" read as a sum: the aggregate runs over one thing pinned by a value, and a word the compiler reads as an aggregate (english.Rw2wrong2AggregateWord) is a word of another property's name of that thing's label; the plan is refused (a wrong-answer net)."},
	{ID: "counts-compare-dropped", Summary: "a verb comparing two counts with a plan that counts nothing",
		Doc: "\"Show hotels where cancellations outnumber completed bookings\" answered with the hotels that have a completed booking: a verb that compares how many of two things each has (english.Wrong10Outnumber) with a plan that holds no count, no HAVING and no comparison with another row; the plan is refused (a wrong-answer net)."},
	{ID: "constant-column", Summary: "a column that repeats a value the question gives, beside others",
		Doc: "\"Parking charge per hotel?\" answered with each hotel and the text \"parking\": a returned property is compared for equality with a text of the question, nothing else of its node is shown, and other columns stand beside it, so every row holds the same value where the asked property (the charge) should be; the plan is refused (a wrong-answer net)."},
	{ID: "value-is-edge-verb", Summary: "a word read both as the relationship walked and as a stored value required",
		Doc: "\"For every courier, the number of orders they delivered\" read as orders with status 'delivered' joined by DELIVERED_BY: the value the plan requires of a thing was matched to a word that shares its stem with the relationship the plan walks from that thing, so the word is read twice, and the value leaves out rows the relationship alone keeps; the plan is refused (a wrong-answer net)."},
	{ID: "possessor-not-joined", Summary: "things named by their owner (\"X's courses\") reached only through a third thing",
		Doc: "\"the students enrolled in any of Hana Sato's courses\" read as the students Hana Sato advises and their courses: a stored value followed by a possessive and a noun naming a label, a schema relationship between the value's label and that label, and a plan that joins them only through another node; the plan is refused (a wrong-answer net)."},
	{ID: "column-of-neighbour", Summary: "a column asked \"of\"/\"for\" a thing that has none, shown from another thing while a neighbour of the named one has it too",
		Doc: "\"the descriptions for templates that have been used in a document\" showed the documents' descriptions: the word is followed by of/for and a label the plan holds, that label has no column with the word, and another label one key from it has one; which thing's column is meant is a guess, and the plan is refused (a wrong-answer net)."},
	{ID: "name-as-shown", Warning: true, Summary: "the name of a thing with no property called so is read as the property it is shown by",
		Doc: "\"courses with History in the name\" where a course has a code and a title: the text sought in its \"name\" is sought in the title (the property the thing is shown by: a title or a name), not in its key; the reading is an assumption, so the plan says so."},
	{ID: "breakdown-counted", Warning: true, Summary: "a breakdown that names no aggregate counts the things in each group",
		Doc: "\"bookings broken down by hotel, please\", \"break down the orders by status\", \"a breakdown of incidents per severity\": a group-break word (english.GroupBreak with \"down\", or english.BreakdownWord) before \"by\" or \"per\", in a question that names no aggregate, counts the things in each group as \"how many … per\" does; a count rather than a sum is the assumption."},
	{ID: "or-side-dropped", Summary: "one side of an \"or\" is read as nothing",
		Doc: "\"dishes that are veggie or cost less than five euros\" answered with the cheap dishes alone: one side of the \"or\" is a condition the plan applies, the word next to the \"or\" on the other side is a noun, adjective or verb the plan neither read nor links to anything, and the plan holds no alternative; it would answer a narrower question than the one asked, so it is refused (a wrong-answer net)."},
	{ID: "denial-dropped", Summary: "a word denied by \"-free\" or \"free of\" with a plan that negates nothing",
		Doc: "\"which services have been incident-free so far?\" answered with the services that had an incident: \"X-free\", \"X free\" and \"free of X\" (english.FreeOfWord) deny X, and the plan holds no NOT, no <>, no comparison with false and no absent value; the plan is refused (a wrong-answer net). A \"free\" that links to a property or a stored value is that element."},
	{ID: "per-counted", Warning: true, Summary: "things \"per\" a group, with no aggregate named, are counted in each group",
		Doc: "\"online courses per department\", \"vehicles per kind\": a plural noun of a label, then english.PerCounted and the question's last noun (a label or a property), with no aggregate and no amount before: how many of the things each group has. Listed, each thing beside its group, the plan answered another question; the count is an assumption, so it is warned."},
	{ID: "together-summed", Warning: true, Summary: "a closing \"together\" after all the things adds up their values",
		Doc: "\"the declared value of all returned shipments together\": english.TogetherTotal closes the question, english.TogetherAll comes before, and the plan lists one numeric property of the things with no ranking, limit or grouping; the listing becomes the sum of that property, and the reading is warned (fix15)."},
	{ID: "yes-no-unread", Summary: "a yes/no question whose plan only checks that the named thing exists, beside a noun it does not read",
		Doc: "\"has Omar Haddad done any deliveries yet\" answered with whether Omar Haddad exists: the yes/no plan is one node with no walk, and a noun of the question links to no label, property, relationship or value and is no word of a label's name; the plan would answer yes for every named thing, so it is refused (a wrong-answer net, fix15)."},
}

// Checks returns every refusal and warning kind.
func Checks() []Check { return append([]Check(nil), checks...) }

func checkOf(id string) Check {
	for _, c := range checks {
		if c.ID == id {
			return c
		}
	}
	panic("offline: no check " + id)
}

// UnanswerableError is returned by the offline compiler when the question
// does not map onto the schema; Reason says what was missing and Diagnostic
// which check refused, where.
type UnanswerableError struct {
	Reason     string
	Diagnostic diag.Diagnostic
}

func (e *UnanswerableError) Error() string { return "unanswerable: " + e.Reason }

// unanswerable refuses with a check that has no place in the question.
func unanswerable(format string, args ...any) error {
	return &UnanswerableError{Reason: fmt.Sprintf(format, args...), Diagnostic: diag.Diagnostic{Check: "invalid-plan", Severity: diag.Error}}
}

// refusal is a refusal decided before the end of a phase.
type refusal struct {
	id   string
	span diag.Span
	why  string
}

// refuse makes the error of check id at the span of token tok (the whole
// question when tok < 0).
func (o *readCtx) refuse(id string, tok int, format string, args ...any) error {
	r := o.refusalAt(id, o.tokSpan(tok), format, args...)
	return o.errorOf(r)
}

func (o *readCtx) refusalAt(id string, sp diag.Span, format string, args ...any) *refusal {
	checkOf(id)
	return &refusal{id: id, span: sp, why: fmt.Sprintf(format, args...)}
}

func (o *readCtx) errorOf(r *refusal) error {
	return &UnanswerableError{Reason: r.why, Diagnostic: o.diagnostic(r.id, r.span, r.why)}
}

// diagnostic builds the diagnostic of a check at a span of the question.
func (o *readCtx) diagnostic(id string, sp diag.Span, detail string) diag.Diagnostic {
	c := checkOf(id)
	sev := diag.Error
	if c.Warning {
		sev = diag.Warning
	}
	return diag.Diagnostic{Check: id, Severity: sev, Span: sp, Pos: posOf(o.ev.Question, sp.Start), Summary: c.Summary, Detail: detail}
}

func (o *readCtx) tokSpan(i int) diag.Span {
	if i < 0 || i >= len(o.toks) {
		return diag.Span{Start: 0, End: len(o.ev.Question)}
	}
	return o.toks[i].Span
}

// posOf is the line/column of a byte offset in a one-line question.
func posOf(q string, off int) diag.Pos {
	col := 1
	for i := range q {
		if i >= off {
			break
		}
		col++
	}
	return diag.Pos{Line: 1, Col: col, Offset: off}
}

// linksSummary says what grounding linked, so a refusal agrees with what
// --explain shows: "no label, property or question word links to the
// schema" only when nothing does.
func (o *readCtx) linksSummary() string {
	var parts []string
	for _, e := range o.ev.Elements {
		parts = append(parts, fmt.Sprintf("%q → %s %s", o.ev.Question[e.Span.Start:e.Span.End], e.Kind, e.Name))
	}
	for _, v := range o.ev.Values {
		parts = append(parts, fmt.Sprintf("%q → a value of %s.%s", o.ev.Question[v.Span.Start:v.Span.End], v.Owner, v.Prop))
	}
	if len(parts) == 0 {
		return "no label, property, relationship or value links to the schema"
	}
	return "what links (" + strings.Join(parts, "; ") + ") names nothing the question asks for"
}
