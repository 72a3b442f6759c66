package offline

import "testing"

// A verb that names no relationship but the act a label records ("bought"
// and Order, "booked" and Booking) joins its subject and object through
// that act's node, never by another relationship the two labels have
// (REVIEWED, RATED), and the act is never dropped silently.
func TestActVerbThroughItsNode(t *testing.T) {
	checkRelCases(t, []relCase{
		{graph: "retail", q: "What products has Henry Martin bought?",
			want: []string{"(c:Customer {name: 'Henry Martin'})-[:PLACED]->(o:`Order`)-[:`CONTAINS`]->(p:Product)", "!REVIEWED"}, warn: "joined through a Order"},
		{graph: "retail", q: "Which customers bought products supplied by Kaffee Haus GmbH?",
			want: []string{"(p:Product)<-[:`CONTAINS`]-(o:`Order`)<-[:PLACED]-(c:Customer)", "SUPPLIED_BY", "!REVIEWED"}},
		{graph: "retail", q: "Which customers ordered the Burr Coffee Grinder?",
			want: []string{"(p:Product {name: 'Burr Coffee Grinder'})<-[:`CONTAINS`]-(o:`Order`)<-[:PLACED]-(c:Customer)"}, warn: "read as the act a Order records"},
		// The object reached through the one label between: an order
		// contains products, which are in categories.
		{graph: "retail", q: "Which categories has Olivia Fischer bought from?",
			want: []string{"-[:PLACED]->(o:`Order`)-[:`CONTAINS`]->(p:Product)-[:IN_CATEGORY]->(c2:Category)", "!REVIEWED"}, warn: "the one thing between them"},
		{graph: "retail", q: "Which customers have bought something in the Headphones category?",
			want: []string{"(c:Category {name: 'Headphones'})<-[:IN_CATEGORY]-(p:Product)<-[:`CONTAINS`]-(o:`Order`)<-[:PLACED]-(c2:Customer)"}},
		// "ordered it" after "or" has no object the plan can join: the
		// order is refused, not dropped (which answered the reviewers).
		{graph: "retail", q: "Which customers either reviewed the Yoga Mat or ordered it?", refused: true},
		// "ordered by" is the query's order, not a purchase.
		{graph: "retail", q: "List the products ordered by price.", want: []string{"ORDER BY", "!PLACED"}},

		{graph: "verbs_bookings", q: "Which rooms has Ann Lee booked?",
			want: []string{"(m:Member {name: 'Ann Lee'})-[:MADE]->(b:Booking)-[:FOR]->(r:Room)", "!RATED"}},
		{graph: "verbs_bookings", q: "Which hotels has Ann Lee booked?",
			want: []string{"-[:MADE]->(b:Booking)-[:FOR]->(r:Room)-[:`IN`]->(h:Hotel)", "!RATED"}, warn: "the one thing between them"},
		{graph: "verbs_bookings", q: "Which members booked rooms in the Harbour Hotel?",
			want: []string{"(r:Room)<-[:FOR]-(b:Booking)<-[:MADE]-(m:Member)", "Harbour Hotel", "!RATED"}},
		{graph: "verbs_bookings", q: "Which members rated the Sea Room or booked it?", refused: true},
	})
}

// A past participle used as an adjective before the noun of a
// self-relationship's label ("referred customers", "followed people",
// "required courses") names the relationship's target; after a noun or
// with "by" it is a verb, read as before.
func TestParticipleBeforeNounIsTheObject(t *testing.T) {
	checkRelCases(t, []relCase{
		{graph: "retail", q: "Which referred customers have not written a single review?",
			want: []string{"(c:Customer)<-[:REFERRED]-(c2:Customer)", "NOT EXISTS { (c)-[:REVIEWED]->(:Product) }", "RETURN DISTINCT c.name"}, warn: "REFERRED relationship's target"},
		{graph: "verbs_bookings", q: "Which invited members have not rated a room?",
			want: []string{"(m:Member)<-[:INVITED]-(m2:Member)", "NOT EXISTS { (m)-[:RATED]->(:Room) }"}, warn: "INVITED relationship's target"},
		{graph: "movies", q: "How many followed people are there?",
			want: []string{"(p:Person)<-[:FOLLOWS]-(p2:Person)", "count(DISTINCT p)"}, warn: "FOLLOWS relationship's target"},
		{graph: "campus", q: "How many required courses are there?",
			want: []string{"(c:Course)<-[:REQUIRES]-(c2:Course)", "count(DISTINCT c)"}, warn: "REQUIRES relationship's target"},
		// The verb, not an adjective: the direction is word order's.
		{graph: "retail", q: "Who referred Mason Lee?",
			want: []string{"(c:Customer {name: 'Mason Lee'})<-[:REFERRED]-(c2:Customer)"}},
		{graph: "retail", q: "Which customers were referred by Olivia Fischer?",
			want: []string{"(c:Customer {name: 'Olivia Fischer'})-[:REFERRED]->(c2:Customer)"}},
		{graph: "verbs_bookings", q: "Which members were invited by Ann Lee?",
			want: []string{"(m:Member {name: 'Ann Lee'})-[:INVITED]->(m2:Member)"}},
	})
}

// "Who <verb>s X?" over a relationship the schema names in the passive
// (SUPPLIED_BY, OPERATED_BY, OFFERED_BY): the doer asked for is the
// relationship's target.
func TestWhoOfPassiveNamedRelationship(t *testing.T) {
	checkRelCases(t, []relCase{
		{graph: "retail", q: "Who supplies the Fast Charger 30W?",
			want: []string{"(p:Product {name: 'Fast Charger 30W'})-[:SUPPLIED_BY]->(s:Supplier)", "RETURN DISTINCT s.name"}},
		{graph: "flights", q: "Who operates NS101?",
			want: []string{"(f:Flight {flight_number: 'NS101'})-[:OPERATED_BY]->(a:Airline)", "RETURN DISTINCT a.name"}},
		{graph: "campus", q: "Who offers Discrete Structures?",
			want: []string{"(c:Course {title: 'Discrete Structures'})-[:OFFERED_BY]->(d:Department)", "RETURN DISTINCT d.name"}},
	})
}

// A verb of making before an edge noun ("left a review", "wrote a
// review") is read as the relationship the noun names; an adjective inside
// the noun's link ("unverified reviews") keeps the question refused rather
// than dropped.
func TestMakeVerbReadsTheNounsRelationship(t *testing.T) {
	checkRelCases(t, []relCase{
		{graph: "retail", q: "Who left a review for the Yoga Mat?",
			want: []string{"(p:Product {name: 'Yoga Mat'})<-[:REVIEWED]-(c:Customer)", "RETURN DISTINCT c.name"}, warn: "only says the review was made"},
		{graph: "movies", q: "Who left a review of The Matrix?",
			want: []string{"(m:Movie {title: 'The Matrix'})<-[:REVIEWED]-(p:Person)", "!WROTE"}, warn: "only says the review was made"},
		{graph: "retail", q: "Who wrote unverified reviews?", refused: true},
	})
}

// A noun spelling a label's name that the cue tables keep for the sort
// order ("an order", "how many orders") is the label after an article, a
// count word or a possessive; "in descending order" stays the sort.
func TestLabelNounNotSortWord(t *testing.T) {
	checkRelCases(t, []relCase{
		{graph: "retail", q: "Which customers have never placed an order?",
			want: []string{"NOT EXISTS { (c)-[:PLACED]->(:`Order`) }"}},
		{graph: "retail", q: "How many orders has Henry Martin placed?",
			want: []string{"(c:Customer {name: 'Henry Martin'})-[:PLACED]->(o:`Order`)", "count(DISTINCT o)"}},
		{graph: "retail", q: "List the products in descending order of price.",
			want: []string{"ORDER BY price_usd DESC", "!`Order`"}},
		{graph: "verbs_sorts", q: "How many sorts has Ann Lee filed?",
			want: []string{"(c:Clerk {name: 'Ann Lee'})-[:FILED]->(s:Sort)", "count(DISTINCT s)"}},
		{graph: "retail", q: "what's the status of order SO-10010?",
			want: []string{"(o:`Order` {order_number: 'SO-10010'})", "RETURN o.status"}},
		{graph: "verbs_sorts", q: "Which clerk filed sort S-2?",
			want: []string{"(s:Sort {code: 'S-2'})<-[:FILED]-(c:Clerk)", "RETURN DISTINCT c.name"}},
		{graph: "verbs_sorts", q: "Which clerks have never filed a sort?",
			want: []string{"NOT EXISTS { (c)-[:FILED]->(:Sort) }"}},
	})
}
