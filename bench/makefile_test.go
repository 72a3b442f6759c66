package bench

import (
	"os/exec"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// `make test` loads every domain example before `go test` (make
// examples-loaded) so the tests find the graphs there. If the Makefile's
// ports drifted from the servers the sets are measured on, the tests would
// still pass but reload every graph, and the preload would fill servers no
// test reads; this keeps the two tables the same.
func TestMakefileLoadsWhereBenchReads(t *testing.T) {
	if _, err := exec.LookPath("make"); err != nil {
		t.Skip("no make")
	}
	out, err := exec.Command("make", "-s", "-n", "-C", "..", "examples-loaded").CombinedOutput()
	if err != nil {
		t.Fatalf("make -n examples-loaded: %v\n%s", err, out)
	}
	load := regexp.MustCompile(`gql load --if-needed --backend (\S+) examples/(\S+)`)
	got := map[string][]string{}
	for _, m := range load.FindAllStringSubmatch(string(out), -1) {
		dir := m[2]
		if dir == "outpatient" {
			dir = "clinic"
		}
		got[dir] = append(got[dir], m[1])
	}
	want := map[string][]string{
		"company": CompanyServers, "registry": RegistryServers, "ops": OpsServers, "library": LibraryServers,
		"flights": FlightsServers, "campus": CampusServers, "retail": RetailServers, "hotel": HotelServers,
		"delivery": DeliveryServers, "grid": GridServers, "papers": PapersServers, "bank": BankServers, "insure": InsureServers, "museum": MuseumServers, "transit": TransitServers, "farm": FarmServers, "logistics": LogisticsServers, "clinic": ClinicServers,
		"music": MusicServers, "league": LeagueServers, "wildlife": WildlifeServers, "guild": GuildServers, "foodbank": FoodbankServers, "site": SiteServers, "brewery": BreweryServers,
	}
	for set, servers := range want {
		w := append([]string(nil), servers...)
		g := got[set]
		sort.Strings(w)
		sort.Strings(g)
		if strings.Join(g, " ") != strings.Join(w, " ") {
			t.Errorf("%s: make examples-loaded loads into %v, bench measures on %v", set, g, w)
		}
		delete(got, set)
	}
	for set, g := range got {
		t.Errorf("make examples-loaded loads %s into %v, which no bench set measures", set, g)
	}
}
