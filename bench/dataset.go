package bench

import (
	"bufio"
	"context"
	"crypto/sha256"
	"encoding/csv"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/lang"
)

// Item is one benchmark question with its gold query per language.
type Item struct {
	ID       string               `json:"id"`
	Category string               `json:"category,omitempty"`
	Question string               `json:"question"`
	Ordered  bool                 `json:"ordered,omitempty"`
	Gold     map[lang.Lang]string `json:"gold"`
	// Graph names the knowledge graph an item is asked over when a dataset
	// has several (Spider4SPARQL); empty means the dataset's one graph.
	Graph string `json:"graph,omitempty"`
	// Answer is the answer a person wrote before any query ran, when the
	// dataset has one (the company set).
	Answer *AnswerKey `json:"answer,omitempty"`
	// Split is "tuning" or "check" in a dataset that keeps a check split
	// (Spider4SPARQL): the check items' failures are never shown one by one.
	Split string `json:"split,omitempty"`
	// Check is a hand-checked answer check for an item whose gold query is
	// not itself checked (text2cypher's golds are two models agreeing; the
	// replay gold, testdata/replay, checks every third question by hand).
	// It scores the answer in place of the gold query's rows.
	Check *AnswerCheck `json:"check,omitempty"`
	// Of is the id of the item this one rewords in its source set (Graph),
	// so a report can be read next to the original's.
	Of string `json:"of,omitempty"`
}

// Dataset is a list of items and what was done to obtain them.
type Dataset struct {
	Name  string   `json:"name"`
	Items []Item   `json:"-"`
	Notes []string `json:"notes,omitempty"`
	// Graphs maps each Graph of the items to the endpoint holding it.
	Graphs map[string]string `json:"graphs,omitempty"`
	// Vocab is the RDF vocabulary of the graphs when it is not gql's own.
	Vocab string `json:"vocab,omitempty"`
	// HeldOut says the compiler was not developed against this set.
	HeldOut bool `json:"held_out"`
	// Schema is the bundled example the questions are asked over, when the
	// run names none (--schema).
	Schema string `json:"schema,omitempty"`
	// Sources maps each Graph of the items to a source set's example and
	// servers, when a dataset asks its items over several of them (the
	// reworded set).
	Sources map[string]Source `json:"sources,omitempty"`
}

// Source is one graph a dataset of several sets asks over: its example
// directory and the servers holding it.
type Source struct {
	Schema  string   `json:"schema"`
	Servers []string `json:"servers"`
}

// AlignedPath is the project's aligned movies set, relative to the repo root.
const AlignedPath = "testdata/movies/aligned/questions.jsonl"

// CompanyPath is the company question set, relative to the repo root;
// CompanyHeldOutPath holds questions over the same graph kept for measuring
// only (testdata/company/README.md).
const (
	CompanyPath        = "testdata/company/questions.jsonl"
	CompanyHeldOutPath = "testdata/company/heldout.jsonl"
)

// CompanyServers are the company set's servers (docs/servers.md, `make
// servers-company`): a second Neo4j, Gremlin Server and JanusGraph, and the
// company dataset of the default Fuseki, so measuring never replaces the
// movies graph.
var CompanyServers = []string{
	"neo4j=bolt://127.0.0.1:7688",
	"gremlin=ws://127.0.0.1:8184/gremlin",
	"janusgraph=ws://127.0.0.1:8185/gremlin",
	"fuseki=http://127.0.0.1:3030/company",
}

// LoadCompany reads the company set from the repo root: questions over the
// bundled company example with gold queries in three languages and answers
// written before any query ran.
func LoadCompany(root string) (*Dataset, error) {
	ds, err := LoadFile(filepath.Join(root, CompanyPath))
	if err != nil {
		return nil, fmt.Errorf("the company set is read from the repository (%s); run from the repo root: %w", CompanyPath, err)
	}
	ds.Name, ds.Schema = "company", "company"
	ds.Notes = append(ds.Notes, "The company set: questions and answers written by the gql developers over examples/company before gql ran on them (testdata/company/README.md); the offline compiler was not developed against it when it was written.")
	return ds, nil
}

// LoadCompanyHeldOut reads the held-out company questions: same graph,
// same kinds of question, other words and values, measured only.
func LoadCompanyHeldOut(root string) (*Dataset, error) {
	ds, err := LoadFile(filepath.Join(root, CompanyHeldOutPath))
	if err != nil {
		return nil, fmt.Errorf("the held-out company set is read from the repository (%s); run from the repo root: %w", CompanyHeldOutPath, err)
	}
	ds.Name, ds.Schema, ds.HeldOut = "company-heldout", "company", true
	ds.Notes = append(ds.Notes, "The held-out company set: written with the company set, before gql ran, and kept for measuring only: no rule is to be written or tuned against it (testdata/company/README.md).")
	return ds, nil
}

// RegistryPath is the new-domain question set (a package registry), relative
// to the repo root; RegistrySchema is its example directory, read by
// examples.Resolve like any --schema directory.
const (
	RegistryPath   = "testdata/registry/questions.jsonl"
	RegistrySchema = "examples/registry"
)

// RegistryServers are the registry set's servers (docs/servers.md, `make
// servers-registry`): a third Neo4j, Gremlin Server and JanusGraph, and the
// registry dataset of the default Fuseki, so measuring it never replaces the
// movies or company graph.
var RegistryServers = []string{
	"neo4j=bolt://127.0.0.1:7690",
	"gremlin=ws://127.0.0.1:8187/gremlin",
	"janusgraph=ws://127.0.0.1:8188/gremlin",
	"fuseki=http://127.0.0.1:3030/registry",
}

// LoadRegistry reads the registry set: questions over a package registry, a
// domain no rule was written on, with answers and gold Cypher written before
// gql ran on them (testdata/registry/README.md). The other languages are
// scored at answer level against the written answers.
func LoadRegistry(root string) (*Dataset, error) {
	// A check set until 2026-11-26, when its failures were first read and
	// fresh check sets took its place (testdata/registry/README.md).
	return loadDomainSet(root, "registry", RegistryPath, RegistrySchema, SplitTuning,
		"The registry set: a package registry; questions, answers and gold Cypher written before gql ran on them (testdata/registry/README.md). A check set until 2026-11-26, a tuning set since: its items may be read one by one.")
}

// loadDomainSet reads a new-domain set (questions, written answers and gold
// Cypher over one example graph), every item of one split; a check split is
// held out.
func loadDomainSet(root, name, path, schemaDir, split, note string) (*Dataset, error) {
	ds, err := LoadFile(filepath.Join(root, path))
	if err != nil {
		return nil, fmt.Errorf("the %s set is read from the repository (%s); run from the repo root: %w", name, path, err)
	}
	ds.Name, ds.Schema, ds.HeldOut = name, filepath.Join(root, schemaDir), split == SplitCheck
	for i := range ds.Items {
		ds.Items[i].Split = split
	}
	ds.Notes = append(ds.Notes, note+" Gremlin and SPARQL have no gold query: they are scored at answer level only (no EM, GAM or EX).")
	return ds, nil
}

// OpsPath is the IT-operations question set, relative to the repo root;
// OpsSchema is its example directory (examples/ops).
const (
	OpsPath   = "testdata/ops/questions.jsonl"
	OpsSchema = "examples/ops"
)

// OpsServers are the ops set's servers (docs/servers.md, `make servers-ops`):
// a fourth Neo4j, Gremlin Server and JanusGraph, and the ops dataset of the
// default Fuseki, for the same reason as RegistryServers.
var OpsServers = []string{
	"neo4j=bolt://127.0.0.1:7691",
	"gremlin=ws://127.0.0.1:8189/gremlin",
	"janusgraph=ws://127.0.0.1:8190/gremlin",
	"fuseki=http://127.0.0.1:3030/ops",
}

// LoadOps reads the ops set: a team lead's questions over an IT-operations
// graph, with answers and gold Cypher written before gql ran on them
// (testdata/ops/README.md). Unlike registry it is a tuning set: not held
// out, every item reported, so rule writers may read its failures. The
// other languages are scored at answer level against the written answers.
func LoadOps(root string) (*Dataset, error) {
	return loadDomainSet(root, "ops", OpsPath, OpsSchema, SplitTuning,
		"The ops set: an IT-operations graph (teams, services, hosts, incidents, people, projects, skills) and a team lead's questions; questions, answers and gold Cypher written before gql ran on them (testdata/ops/README.md). It is a tuning set: its items may be read one by one.")
}

// LibraryPath is the public-library question set, relative to the repo
// root; LibrarySchema is its example directory (examples/library).
const (
	LibraryPath   = "testdata/library/questions.jsonl"
	LibrarySchema = "examples/library"
)

// LibraryServers are the library set's servers (docs/servers.md, `make
// servers-library`): a fifth Neo4j, Gremlin Server and JanusGraph, and the
// library dataset of the default Fuseki, for the same reason as
// RegistryServers.
var LibraryServers = []string{
	"neo4j=bolt://127.0.0.1:7692",
	"gremlin=ws://127.0.0.1:8191/gremlin",
	"janusgraph=ws://127.0.0.1:8192/gremlin",
	"fuseki=http://127.0.0.1:3030/library",
}

// LoadLibrary reads the library set: a branch manager's questions over a
// public-library network, with answers and gold Cypher written before gql
// ran on them (testdata/library/README.md). Like registry it was a check
// set until 2026-11-26 and is a tuning set since.
func LoadLibrary(root string) (*Dataset, error) {
	return loadDomainSet(root, "library", LibraryPath, LibrarySchema, SplitTuning,
		"The library set: a public-library network (branches, books, authors, genres, publishers, members, events) and a branch manager's questions; questions, answers and gold Cypher written before gql ran on them (testdata/library/README.md). A check set until 2026-11-26, a tuning set since: its items may be read one by one.")
}

// FlightsPath is the airline-network question set, relative to the repo
// root; FlightsSchema is its example directory (examples/flights).
const (
	FlightsPath   = "testdata/flights/questions.jsonl"
	FlightsSchema = "examples/flights"
)

// FlightsServers are the flights set's servers (docs/servers.md, `make
// servers-flights`): a sixth Neo4j, Gremlin Server and JanusGraph, and the
// flights dataset of the default Fuseki, for the same reason as
// RegistryServers.
var FlightsServers = []string{
	"neo4j=bolt://127.0.0.1:7693",
	"gremlin=ws://127.0.0.1:8193/gremlin",
	"janusgraph=ws://127.0.0.1:8194/gremlin",
	"fuseki=http://127.0.0.1:3030/flights",
}

// LoadFlights reads the flights set: an operations analyst's questions over
// an airline route network, with answers and gold Cypher written before gql
// ran on them (testdata/flights/README.md). Like ops it is a tuning set: its
// author read none of the rules, and rule writers may read its failures.
func LoadFlights(root string) (*Dataset, error) {
	return loadDomainSet(root, "flights", FlightsPath, FlightsSchema, SplitTuning,
		"The flights set: an airline route network (airports, airlines, aircraft types, flights, pilots; partnerships between airlines, hubs, type ratings) and an operations analyst's questions; questions, answers and gold Cypher written before gql ran on them (testdata/flights/README.md). It is a tuning set: its items may be read one by one.")
}

// CampusPath is the university question set, relative to the repo root;
// CampusSchema is its example directory (examples/campus).
const (
	CampusPath   = "testdata/campus/questions.jsonl"
	CampusSchema = "examples/campus"
)

// CampusServers are the campus set's servers (docs/servers.md, `make
// servers-campus`): a seventh Neo4j, Gremlin Server and JanusGraph, and the
// campus dataset of the default Fuseki, for the same reason as
// RegistryServers.
var CampusServers = []string{
	"neo4j=bolt://127.0.0.1:7694",
	"gremlin=ws://127.0.0.1:8195/gremlin",
	"janusgraph=ws://127.0.0.1:8196/gremlin",
	"fuseki=http://127.0.0.1:3030/campus",
}

// LoadCampus reads the campus set: a registrar's and an adviser's questions
// over a university's course catalogue and enrolments, with answers and
// gold Cypher written before gql ran on them, by someone who had not read
// the compiler's rules (testdata/campus/README.md). Like ops it is a tuning
// set: every item reported, so rule writers may read its failures.
func LoadCampus(root string) (*Dataset, error) {
	return loadDomainSet(root, "campus", CampusPath, CampusSchema, SplitTuning,
		"The campus set: a university graph (departments, courses, students, professors, rooms) and a registrar's and an adviser's questions; questions, answers and gold Cypher written before gql ran on them (testdata/campus/README.md). It is a tuning set: its items may be read one by one.")
}

// RetailPath is the online shop's question set, relative to the repo root;
// RetailSchema is its example directory (examples/retail).
const (
	RetailPath   = "testdata/retail/questions.jsonl"
	RetailSchema = "examples/retail"
)

// RetailServers are the retail set's servers (docs/servers.md, `make
// servers-retail`): an eighth Neo4j, Gremlin Server and JanusGraph, and the
// retail dataset of the default Fuseki, for the same reason as
// RegistryServers.
var RetailServers = []string{
	"neo4j=bolt://127.0.0.1:7695",
	"gremlin=ws://127.0.0.1:8197/gremlin",
	"janusgraph=ws://127.0.0.1:8198/gremlin",
	"fuseki=http://127.0.0.1:3030/retail",
}

// LoadRetail reads the retail set: a shop manager's, a merchandiser's and a
// support lead's questions over an online shop's orders graph, with answers
// and gold Cypher written before gql ran on them, by someone who had not read
// the compiler's rules (testdata/retail/README.md). Like campus it is a
// tuning set: every item reported, so rule writers may read its failures.
func LoadRetail(root string) (*Dataset, error) {
	return loadDomainSet(root, "retail", RetailPath, RetailSchema, SplitTuning,
		"The retail set: an online shop's orders graph (customers, orders, products, a category tree, suppliers, warehouses; reviews and referrals) and a shop manager's, a merchandiser's and a support lead's questions; questions, answers and gold Cypher written before gql ran on them (testdata/retail/README.md). It is a tuning set: its items may be read one by one.")
}

// HotelPath is the hotel group's question set, relative to the repo root;
// HotelSchema is its example directory (examples/hotel).
const (
	HotelPath   = "testdata/hotel/questions.jsonl"
	HotelSchema = "examples/hotel"
)

// HotelServers are the hotel set's servers (docs/servers.md, `make
// servers-hotel`): a Neo4j, Gremlin Server and JanusGraph of its own, and the
// hotel dataset of the default Fuseki, for the same reason as
// RegistryServers.
var HotelServers = []string{
	"neo4j=bolt://127.0.0.1:7698",
	"gremlin=ws://127.0.0.1:8203/gremlin",
	"janusgraph=ws://127.0.0.1:8204/gremlin",
	"fuseki=http://127.0.0.1:3030/hotel",
}

// LoadHotel reads the hotel set: a revenue manager's, a front-desk lead's and
// a regional director's questions over a hotel group's bookings graph, with
// answers and gold Cypher written before gql ran on them, by someone who had
// not read the compiler's rules (testdata/hotel/README.md). Like retail it is
// a tuning set: every item reported, so rule writers may read its failures.
func LoadHotel(root string) (*Dataset, error) {
	return loadDomainSet(root, "hotel", HotelPath, HotelSchema, SplitTuning,
		"The hotel set: a hotel group's bookings graph (brands, hotels, room types, guests, bookings, staff and its reporting line, amenities, reviews, referrals) and a revenue manager's, a front-desk lead's and a regional director's questions; questions, answers and gold Cypher written before gql ran on them (testdata/hotel/README.md). It is a tuning set: its items may be read one by one.")
}

// DeliveryPath is the food-delivery platform's question set, relative to the
// repo root; DeliverySchema is its example directory (examples/delivery).
const (
	DeliveryPath   = "testdata/delivery/questions.jsonl"
	DeliverySchema = "examples/delivery"
)

// DeliveryServers are the delivery set's servers (docs/servers.md, `make
// servers-delivery`): a Neo4j, Gremlin Server and JanusGraph of its own, and
// the delivery dataset of the default Fuseki, for the same reason as
// RegistryServers.
var DeliveryServers = []string{
	"neo4j=bolt://127.0.0.1:7700",
	"gremlin=ws://127.0.0.1:8207/gremlin",
	"janusgraph=ws://127.0.0.1:8208/gremlin",
	"fuseki=http://127.0.0.1:3030/delivery",
}

// LoadDelivery reads the delivery set: a city manager's, a
// restaurant-partnerships lead's and a data analyst's questions over a
// food-delivery platform's graph, with answers and gold Cypher written before
// gql ran on them, by someone who had not read the compiler's rules
// (testdata/delivery/README.md). Like retail it is a tuning set: every item
// reported, so rule writers may read its failures.
func LoadDelivery(root string) (*Dataset, error) {
	return loadDomainSet(root, "delivery", DeliveryPath, DeliverySchema, SplitTuning,
		"The delivery set: a food-delivery platform's graph (restaurants, a cuisine tree, dishes and their ingredients, customers, orders, couriers and their mentoring, reviews, favourites, referrals) and a city manager's, a restaurant-partnerships lead's and a data analyst's questions; questions, answers and gold Cypher written before gql ran on them (testdata/delivery/README.md). It is a tuning set: its items may be read one by one.")
}

// GridPath is the electricity distribution operator's question set, relative
// to the repo root; GridSchema is its example directory (examples/grid).
const (
	GridPath   = "testdata/grid/questions.jsonl"
	GridSchema = "examples/grid"
)

// GridServers are the grid set's servers (docs/servers.md, `make
// servers-grid`): a Neo4j, Gremlin Server and JanusGraph of its own, and the
// grid dataset of the default Fuseki, for the same reason as RegistryServers.
var GridServers = []string{
	"neo4j=bolt://127.0.0.1:7702",
	"gremlin=ws://127.0.0.1:8211/gremlin",
	"janusgraph=ws://127.0.0.1:8212/gremlin",
	"fuseki=http://127.0.0.1:3030/grid",
}

// LoadGrid reads the grid set: a control-room supervisor's, an asset
// manager's, a crew dispatcher's and a regulatory analyst's questions over a
// regional electricity operator's graph, with answers and gold Cypher written
// before gql ran on them, by someone who had not read the compiler's rules
// (testdata/grid/README.md). Like retail it is a tuning set: every item
// reported, so rule writers may read its failures.
func LoadGrid(root string) (*Dataset, error) {
	return loadDomainSet(root, "grid", GridPath, GridSchema, SplitTuning,
		"The grid set: a regional electricity distribution operator's graph (substations and the feeders between them, transformers, generators and their owners, meters, outages, technicians and their leads, work orders) and a control-room supervisor's, an asset manager's, a crew dispatcher's and a regulatory analyst's questions; questions, answers and gold Cypher written before gql ran on them (testdata/grid/README.md). It is a tuning set: its items may be read one by one.")
}

// PapersPath is the academic publisher's and research office's question
// set, relative to the repo root; PapersSchema is its example directory
// (examples/papers).
const (
	PapersPath   = "testdata/papers/questions.jsonl"
	PapersSchema = "examples/papers"
)

// PapersServers are the papers set's servers (docs/servers.md, `make
// servers-papers`): a Neo4j, Gremlin Server and JanusGraph of its own, and
// the papers dataset of the default Fuseki, for the same reason as
// RegistryServers.
var PapersServers = []string{
	"neo4j=bolt://127.0.0.1:7703",
	"gremlin=ws://127.0.0.1:8213/gremlin",
	"janusgraph=ws://127.0.0.1:8214/gremlin",
	"fuseki=http://127.0.0.1:3030/papers",
}

// LoadPapers reads the papers set: a research-office analyst's, an
// editor's, a PhD student's and a grants officer's questions over an
// academic publisher's and research office's graph, with answers and gold
// Cypher written before gql ran on them, by someone who had not read the
// compiler's rules (testdata/papers/README.md). Like retail it is a tuning
// set: every item reported, so rule writers may read its failures.
func LoadPapers(root string) (*Dataset, error) {
	return loadDomainSet(root, "papers", PapersPath, PapersSchema, SplitTuning,
		"The papers set: an academic publisher's and research office's graph (papers and the papers they cite, authors and their affiliations with years, institutions, venues with a CORE rank, a topic tree, referees' reviews with score and decision, grants with their funders and holders) and a research-office analyst's, an editor's, a PhD student's and a grants officer's questions; questions, answers and gold Cypher written before gql ran on them (testdata/papers/README.md). It is a tuning set: its items may be read one by one.")
}

// BankPath is the retail bank's question set, relative to the repo root;
// BankSchema is its example directory (examples/bank).
const (
	BankPath   = "testdata/bank/questions.jsonl"
	BankSchema = "examples/bank"
)

// BankServers are the bank set's servers (docs/servers.md, `make
// servers-bank`): a Neo4j, Gremlin Server and JanusGraph of its own, and the
// bank dataset of the default Fuseki, for the same reason as RegistryServers.
var BankServers = []string{
	"neo4j=bolt://127.0.0.1:7704",
	"gremlin=ws://127.0.0.1:8215/gremlin",
	"janusgraph=ws://127.0.0.1:8216/gremlin",
	"fuseki=http://127.0.0.1:3030/bank",
}

// LoadBank reads the bank set: a branch manager's, a fraud analyst's, a
// relationship manager's and a compliance officer's questions over a retail
// bank's graph, with answers and gold Cypher written before gql ran on them,
// by someone who had not read the compiler's rules (testdata/bank/README.md).
// Like retail it is a tuning set: every item reported, so rule writers may
// read its failures.
func LoadBank(root string) (*Dataset, error) {
	return loadDomainSet(root, "bank", BankPath, BankSchema, SplitTuning,
		"The bank set: a retail bank's graph (customers and their home branches, accounts and the transfers between them, cards and their payments to merchants, branches and their staff with a reporting line, relationship managers, loans and their guarantors) and a branch manager's, a fraud analyst's, a relationship manager's and a compliance officer's questions; questions, answers and gold Cypher written before gql ran on them (testdata/bank/README.md). It is a tuning set: its items may be read one by one.")
}

// InsurePath is the insurance company's question set, relative to the repo
// root; InsureSchema is its example directory (examples/insure).
const (
	InsurePath   = "testdata/insure/questions.jsonl"
	InsureSchema = "examples/insure"
)

// InsureServers are the insure set's servers (docs/servers.md, `make
// servers-insure`): a Neo4j, Gremlin Server and JanusGraph of its own, and
// the insure dataset of the default Fuseki, for the same reason as
// RegistryServers.
var InsureServers = []string{
	"neo4j=bolt://127.0.0.1:7706",
	"gremlin=ws://127.0.0.1:8219/gremlin",
	"janusgraph=ws://127.0.0.1:8220/gremlin",
	"fuseki=http://127.0.0.1:3030/insure",
}

// LoadInsure reads the insure set: a claims manager's, a fraud
// investigator's, a sales lead's and an underwriter's questions over an
// insurance company's graph, with answers and gold Cypher written before gql
// ran on them, by someone who had not read the compiler's rules
// (testdata/insure/README.md). Like retail it is a tuning set: every item
// reported, so rule writers may read its failures.
func LoadInsure(root string) (*Dataset, error) {
	return loadDomainSet(root, "insure", InsurePath, InsureSchema, SplitTuning,
		"The insure set: an insurance company's graph (policyholders and who referred whom, policies by product with premium, deductible and an in-force flag, the vehicles and buildings they cover, claims filed under them with a status and a fraud flag, adjusters assigned to claims with a supervision line, agents who sold policies with their commission, repair shops with the cost and days of each repair) and a claims manager's, a fraud investigator's, a sales lead's and an underwriter's questions; questions, answers and gold Cypher written before gql ran on them (testdata/insure/README.md). It is a tuning set: its items may be read one by one.")
}

// MuseumPath is the art museum's question set, relative to the repo root;
// MuseumSchema is its example directory (examples/museum).
const (
	MuseumPath   = "testdata/museum/questions.jsonl"
	MuseumSchema = "examples/museum"
)

// MuseumServers are the museum set's servers (docs/servers.md, `make
// servers-museum`): a Neo4j, Gremlin Server and JanusGraph of its own, and the
// museum dataset of the default Fuseki, for the same reason as RegistryServers.
var MuseumServers = []string{
	"neo4j=bolt://127.0.0.1:7705",
	"gremlin=ws://127.0.0.1:8217/gremlin",
	"janusgraph=ws://127.0.0.1:8218/gremlin",
	"fuseki=http://127.0.0.1:3030/museum",
}

// LoadMuseum reads the museum set: a curator's, a registrar's, a
// conservator's and a development officer's questions over an art museum's
// graph, with answers and gold Cypher written before gql ran on them, by
// someone who had not read the compiler's rules (testdata/museum/README.md).
// Like retail it is a tuning set: every item reported, so rule writers may
// read its failures.
func LoadMuseum(root string) (*Dataset, error) {
	return loadDomainSet(root, "museum", MuseumPath, MuseumSchema, SplitTuning,
		"The museum set: an art museum's graph (artworks and the artists who made them with a teacher-to-pupil line, collections, galleries, exhibitions and the works they feature, loans to and from other institutions, donors' gifts, conservators' treatments) and a curator's, a registrar's, a conservator's and a development officer's questions; questions, answers and gold Cypher written before gql ran on them (testdata/museum/README.md). It is a tuning set: its items may be read one by one.")
}

// TransitPath is the city transport operator's question set, relative to the
// repo root; TransitSchema is its example directory (examples/transit).
const (
	TransitPath   = "testdata/transit/questions.jsonl"
	TransitSchema = "examples/transit"
)

// TransitServers are the transit set's servers (docs/servers.md, `make
// servers-transit`): a Neo4j, Gremlin Server and JanusGraph of its own, and the
// transit dataset of the default Fuseki, for the same reason as RegistryServers.
var TransitServers = []string{
	"neo4j=bolt://127.0.0.1:7707",
	"gremlin=ws://127.0.0.1:8221/gremlin",
	"janusgraph=ws://127.0.0.1:8222/gremlin",
	"fuseki=http://127.0.0.1:3030/transit",
}

// LoadTransit reads the transit set: a network planner's, a depot manager's,
// a control-room operator's and an accessibility officer's questions over a
// city's bus, tram and metro network, with answers and gold Cypher written
// before gql ran on them, by someone who had not read the compiler's rules
// (testdata/transit/README.md). Like retail it is a tuning set: every item
// reported, so rule writers may read its failures.
func LoadTransit(root string) (*Dataset, error) {
	return loadDomainSet(root, "transit", TransitPath, TransitSchema, SplitTuning,
		"The transit set: a city's public transport graph (bus, tram and metro lines serving stops in order, the next-stop chain with travel times, vehicles kept at depots and assigned to lines, drivers rostered on lines with a mentoring line, incidents on lines and at stops involving vehicles, ticket products limited to some lines) and a network planner's, a depot manager's, a control-room operator's and an accessibility officer's questions; questions, answers and gold Cypher written before gql ran on them (testdata/transit/README.md). It is a tuning set: its items may be read one by one.")
}

// FarmPath is the agricultural co-operative's question set, relative to the
// repo root; FarmSchema is its example directory (examples/farm).
const (
	FarmPath   = "testdata/farm/questions.jsonl"
	FarmSchema = "examples/farm"
)

// FarmServers are the farm set's servers (docs/servers.md, `make
// servers-farm`): a Neo4j, Gremlin Server and JanusGraph of its own, and the
// farm dataset of the default Fuseki, for the same reason as RegistryServers.
var FarmServers = []string{
	"neo4j=bolt://127.0.0.1:7708",
	"gremlin=ws://127.0.0.1:8223/gremlin",
	"janusgraph=ws://127.0.0.1:8224/gremlin",
	"fuseki=http://127.0.0.1:3030/farm",
}

// LoadFarm reads the farm set: a co-op manager's, an agronomist's, a
// machinery coordinator's and a sales officer's questions over an
// agricultural co-operative's graph, with answers and gold Cypher written
// before gql ran on them, by someone who had not read the compiler's rules
// (testdata/farm/README.md). Like retail it is a tuning set: every item
// reported, so rule writers may read its failures.
func LoadFarm(root string) (*Dataset, error) {
	return loadDomainSet(root, "farm", FarmPath, FarmSchema, SplitTuning,
		"The farm set: an agricultural co-operative's graph (member farms and the farmers who own them with a mentoring line, fields with their soil, crops and their varieties several levels deep, plantings by season, harvests with yield and moisture, machines shared between farms with the hours each used, supply contracts with buyers with a price per tonne and dates) and a co-op manager's, an agronomist's, a machinery coordinator's and a sales officer's questions; questions, answers and gold Cypher written before gql ran on them (testdata/farm/README.md). It is a tuning set: its items may be read one by one.")
}

// LogisticsPath is the parcel carrier's question set, relative to the repo
// root; LogisticsSchema is its example directory (examples/logistics).
const (
	LogisticsPath   = "testdata/logistics/questions.jsonl"
	LogisticsSchema = "examples/logistics"
)

// LogisticsServers are the logistics set's servers (docs/servers.md, `make
// servers-logistics`): a Neo4j, Gremlin Server and JanusGraph of its own, and
// the logistics dataset of the default Fuseki, for the same reason as
// RegistryServers.
var LogisticsServers = []string{
	"neo4j=bolt://127.0.0.1:7699",
	"gremlin=ws://127.0.0.1:8205/gremlin",
	"janusgraph=ws://127.0.0.1:8206/gremlin",
	"fuseki=http://127.0.0.1:3030/logistics",
}

// LoadLogistics reads the logistics set: an operations manager's, a
// dispatcher's and a customer-service lead's questions over a parcel
// carrier's network, with answers and gold Cypher written before gql ran on
// them, by someone who had not read the compiler's rules
// (testdata/logistics/README.md). Like hotel it is a tuning set: every item
// reported, so rule writers may read its failures.
func LoadLogistics(root string) (*Dataset, error) {
	return loadDomainSet(root, "logistics", LogisticsPath, LogisticsSchema, SplitTuning,
		"The logistics set: a parcel carrier's network (depots and their connections, customers, shipments and their legs, vehicles, drivers and their reporting line, partner carriers, incidents) and an operations manager's, a dispatcher's and a customer-service lead's questions; questions, answers and gold Cypher written before gql ran on them (testdata/logistics/README.md). It is a tuning set: its items may be read one by one.")
}

// ClinicPath is the outpatient clinic network's question set, relative to the
// repo root; ClinicSchema is its example directory (examples/outpatient).
const (
	ClinicPath   = "testdata/clinic/questions.jsonl"
	ClinicSchema = "examples/outpatient"
)

// ClinicServers are the clinic set's servers (docs/servers.md, `make
// servers-clinic`): a Neo4j, Gremlin Server and JanusGraph of its own, and the
// clinic dataset of the default Fuseki, for the same reason as
// RegistryServers.
var ClinicServers = []string{
	"neo4j=bolt://127.0.0.1:7701",
	"gremlin=ws://127.0.0.1:8209/gremlin",
	"janusgraph=ws://127.0.0.1:8210/gremlin",
	"fuseki=http://127.0.0.1:3030/clinic",
}

// LoadClinic reads the clinic set: a clinic manager's, a head nurse's, a
// scheduler's and a quality analyst's questions over an outpatient clinic
// network's scheduling and care graph, with answers and gold Cypher written
// before gql ran on them, by someone who had not read the compiler's rules
// (testdata/clinic/README.md). Like retail it is a tuning set: every item
// reported, so rule writers may read its failures.
func LoadClinic(root string) (*Dataset, error) {
	return loadDomainSet(root, "clinic", ClinicPath, ClinicSchema, SplitTuning,
		"The clinic set: an outpatient clinic network's graph (clinics, a department tree, doctors and nurses and their supervision, referrals, patients, insurers, appointments, diagnoses, prescriptions, drug interactions, lab tests) and a clinic manager's, a head nurse's, a scheduler's and a quality analyst's questions; questions, answers and gold Cypher written before gql ran on them (testdata/clinic/README.md). It is a tuning set: its items may be read one by one.")
}

// MusicPath is the music-streaming service's question set, relative to the
// repo root; MusicSchema is its example directory (examples/music).
const (
	MusicPath   = "testdata/music/questions.jsonl"
	MusicSchema = "examples/music"
)

// MusicServers are the music set's servers (docs/servers.md, `make
// servers-music`): a ninth Neo4j, Gremlin Server and JanusGraph, and the
// music dataset of the default Fuseki, for the same reason as
// RegistryServers.
var MusicServers = []string{
	"neo4j=bolt://127.0.0.1:7696",
	"gremlin=ws://127.0.0.1:8199/gremlin",
	"janusgraph=ws://127.0.0.1:8200/gremlin",
	"fuseki=http://127.0.0.1:3030/music",
}

// LoadMusic reads the music set: a catalogue editor's, a data analyst's and
// a product manager's questions over a music-streaming service, with answers
// and gold Cypher written before gql ran on them (testdata/music/README.md).
// It is a check set: a domain nobody wrote rules on, whose score says how
// general the compiler is only while nobody reads its failures one by one,
// so every item is in the check split and the bench reports it in aggregate.
func LoadMusic(root string) (*Dataset, error) {
	// A check set until 2026-11-27, when its failures were first read and the
	// fresh check graphs guild and foodbank took its place (testdata/music/README.md).
	return loadDomainSet(root, "music", MusicPath, MusicSchema, SplitTuning,
		"The music set: a music-streaming service (artists, albums, tracks, a genre tree, playlists, listeners; guest credits, influences, follows and plays) and a catalogue editor's, a data analyst's and a product manager's questions, a domain none of gql's rules were written on; questions, answers and gold Cypher written before gql ran on them (testdata/music/README.md). A check set until 2026-11-27, a tuning set since: its items may be read one by one.")
}

// WildlifePath is the national park's wildlife monitoring question set,
// relative to the repo root; WildlifeSchema is its example directory
// (examples/wildlife).
const (
	WildlifePath   = "testdata/wildlife/questions.jsonl"
	WildlifeSchema = "examples/wildlife"
)

// WildlifeServers are the wildlife set's servers (docs/servers.md, `make
// servers-wildlife`): a Neo4j, Gremlin Server and JanusGraph of its own, and
// the wildlife dataset of the default Fuseki, for the same reason as
// RegistryServers.
var WildlifeServers = []string{
	"neo4j=bolt://127.0.0.1:7709",
	"gremlin=ws://127.0.0.1:8225/gremlin",
	"janusgraph=ws://127.0.0.1:8226/gremlin",
	"fuseki=http://127.0.0.1:3030/wildlife",
}

// LoadWildlife reads the wildlife set: a field ecologist's, a head ranger's,
// a vet's and a funding officer's questions over a national park's wildlife
// monitoring graph, with answers and gold Cypher written before gql ran on
// them, by someone who had not read the compiler's rules
// (testdata/wildlife/README.md). Like music it is a check set: every item in
// the check split, reported only in aggregate, so its score keeps saying how
// general the compiler is.
func LoadWildlife(root string) (*Dataset, error) {
	// A check set until 2026-11-27, when its failures were first read and the
	// fresh check graphs guild and foodbank took its place (testdata/wildlife/README.md).
	return loadDomainSet(root, "wildlife", WildlifePath, WildlifeSchema, SplitTuning,
		"The wildlife set: a national park's wildlife monitoring graph (species in a genus, family and order tree, tagged animals with their mothers, rangers and who supervises whom, sightings of animals at sites, sites in sectors in zones of the park, vets' treatments, camera traps and the species they detected) and a field ecologist's, a head ranger's, a vet's and a funding officer's questions, a domain none of gql's rules were written on; questions, answers and gold Cypher written before gql ran on them (testdata/wildlife/README.md). A check set until 2026-11-27, a tuning set since: its items may be read one by one.")
}

// GuildPath is the online game studio's live-operations question set,
// relative to the repo root; GuildSchema is its example directory
// (examples/guild).
const (
	GuildPath   = "testdata/guild/questions.jsonl"
	GuildSchema = "examples/guild"
)

// GuildServers are the guild set's servers (docs/servers.md, `make
// servers-guild`): a Neo4j, Gremlin Server and JanusGraph of its own, and the
// guild dataset of the default Fuseki, for the same reason as
// RegistryServers.
var GuildServers = []string{
	"neo4j=bolt://127.0.0.1:7710",
	"gremlin=ws://127.0.0.1:8227/gremlin",
	"janusgraph=ws://127.0.0.1:8228/gremlin",
	"fuseki=http://127.0.0.1:3030/guild",
}

// LoadGuild reads the guild set: a live-ops lead's, a community manager's, a
// monetisation analyst's and a game designer's questions over an online
// multiplayer game studio's live-operations graph, with answers and gold
// Cypher written before gql ran on them, by someone who had not read the
// compiler's rules (testdata/guild/README.md). Like wildlife it is a check
// set: every item in the check split, reported only in aggregate, so its
// score keeps saying how general the compiler is.
func LoadGuild(root string) (*Dataset, error) {
	// A check set until 2026-11-28, when its failures were first read (fix31).
	return loadDomainSet(root, "guild", GuildPath, GuildSchema, SplitTuning,
		"The guild set: an online multiplayer game studio's live-operations graph (player accounts and their characters, guilds with branch guilds and an officer hierarchy, realms in data-centre regions, quests, raids in seasons, store purchases and auction-house trades) and a live-ops lead's, a community manager's, a monetisation analyst's and a game designer's questions, a domain none of gql's rules were written on; questions, answers and gold Cypher written before gql ran on them (testdata/guild/README.md). A check set until 2026-11-28, a tuning set since: its items may be read one by one.")
}

// FoodbankPath is the regional food-bank network's question set, relative to
// the repo root; FoodbankSchema is its example directory (examples/foodbank).
const (
	FoodbankPath   = "testdata/foodbank/questions.jsonl"
	FoodbankSchema = "examples/foodbank"
)

// FoodbankServers are the foodbank set's servers (docs/servers.md, `make
// servers-foodbank`): a Neo4j, Gremlin Server and JanusGraph of its own, and
// the foodbank dataset of the default Fuseki, for the same reason as
// RegistryServers.
var FoodbankServers = []string{
	"neo4j=bolt://127.0.0.1:7711",
	"gremlin=ws://127.0.0.1:8229/gremlin",
	"janusgraph=ws://127.0.0.1:8230/gremlin",
	"fuseki=http://127.0.0.1:3030/foodbank",
}

// LoadFoodbank reads the foodbank set: an operations lead's, a volunteer
// coordinator's, a logistics planner's and a funding analyst's questions over
// a regional food-bank network's operations graph, with answers and gold
// Cypher written before gql ran on them, by someone who had not read the
// compiler's rules (testdata/foodbank/README.md). Like music it is a check
// set: every item in the check split, reported only in aggregate, so its
// score keeps saying how general the compiler is.
func LoadFoodbank(root string) (*Dataset, error) {
	return loadDomainSet(root, "foodbank", FoodbankPath, FoodbankSchema, SplitCheck,
		"The foodbank set: a regional food-bank network's operations graph (food donors and their donations with weights and expiry dates by food category, distribution centres, volunteers and who coordinates whom, shifts and who signed up and attended, partner agencies, deliveries with their vans and drivers, grant awards and what they fund) and an operations lead's, a volunteer coordinator's, a logistics planner's and a funding analyst's questions, a domain none of gql's rules were written on; questions, answers and gold Cypher written before gql ran on them (testdata/foodbank/README.md). It is a check set: reported only in aggregate.")
}

// LeaguePath is the amateur football league's question set, relative to the
// repo root; LeagueSchema is its example directory (examples/league).
const (
	LeaguePath   = "testdata/league/questions.jsonl"
	LeagueSchema = "examples/league"
)

// LeagueServers are the league set's servers (docs/servers.md, `make
// servers-league`): a Neo4j, Gremlin Server and JanusGraph of its own, and
// the league dataset of the default Fuseki, for the same reason as
// RegistryServers.
var LeagueServers = []string{
	"neo4j=bolt://127.0.0.1:7697",
	"gremlin=ws://127.0.0.1:8201/gremlin",
	"janusgraph=ws://127.0.0.1:8202/gremlin",
	"fuseki=http://127.0.0.1:3030/league",
}

// LoadLeague reads the league set: a league secretary's, a scout's, a
// journalist's and a fan's questions over an amateur football league, with
// answers and gold Cypher written before gql ran on them
// (testdata/league/README.md).
func LoadLeague(root string) (*Dataset, error) {
	// A check set: written to measure generality after registry and library
	// became tuning sets, so its score means something only while nobody
	// reads its failures one by one or writes a rule for one.
	return loadDomainSet(root, "league", LeaguePath, LeagueSchema, SplitCheck,
		"The league set: an amateur football league (clubs, players, coaches, stadiums, seasons, matches, referees; goals, assists, transfers, past spells, rivalries, mentoring) and a league secretary's, a scout's, a journalist's and a fan's questions, a domain none of gql's rules were written on; questions, answers and gold Cypher written before gql ran on them (testdata/league/README.md). It is a check set: reported only in aggregate.")
}

// RewordedPath is the reworded set (testdata/reworded): questions of the
// tuning sets asked in other words, with the originals' answers.
const RewordedPath = "testdata/reworded/questions.jsonl"

// RewordedSources are the sets the reworded set draws on, with their
// examples and servers: each item runs where its original runs.
var RewordedSources = map[string]Source{
	"hotel":     {HotelSchema, HotelServers},
	"delivery":  {DeliverySchema, DeliveryServers},
	"logistics": {LogisticsSchema, LogisticsServers},
	"library":   {LibrarySchema, LibraryServers},
	"flights":   {FlightsSchema, FlightsServers},
	"campus":    {CampusSchema, CampusServers},
	"retail":    {RetailSchema, RetailServers},
	"ops":       {OpsSchema, OpsServers},
	"registry":  {RegistrySchema, RegistryServers},
}

// RewordedCheckPath is the reworded-check set (testdata/reworded-check):
// more questions of the same tuning sets in other words, written apart from
// the reworded set and kept as a check split.
const RewordedCheckPath = "testdata/reworded-check/questions.jsonl"

// Reworded2Path is the reworded2 set (testdata/reworded2): a second batch of
// rewordings, of originals neither reworded set asks again.
const Reworded2Path = "testdata/reworded2/questions.jsonl"

// Reworded2Sources are the sets the reworded2 set draws on: two tuning sets
// no earlier batch reworded (clinic, grid), two it shares with them on other
// originals (delivery, logistics), and the company set, whose example is
// the bundled examples/company.
var Reworded2Sources = map[string]Source{
	"clinic":    {ClinicSchema, ClinicServers},
	"grid":      {GridSchema, GridServers},
	"delivery":  {DeliverySchema, DeliveryServers},
	"logistics": {LogisticsSchema, LogisticsServers},
	"company":   {"examples/company", CompanyServers},
}

// Reworded3Path is the reworded3 set (testdata/reworded3): a third batch of
// rewordings, of originals no earlier rewording set asks again.
const Reworded3Path = "testdata/reworded3/questions.jsonl"

// Reworded3Sources are the sets the reworded3 set draws on: the nine tuning
// sets of the reworded set, ten originals each.
var Reworded3Sources = RewordedSources

// Reworded4Path is the reworded4 set (testdata/reworded4): a fourth batch of
// rewordings, of originals no earlier rewording set asks again.
const Reworded4Path = "testdata/reworded4/questions.jsonl"

// Reworded4Sources are the sets the reworded4 set draws on: the nine tuning
// sets of the reworded set, ten originals each.
var Reworded4Sources = RewordedSources

// LoadReworded reads the reworded set: each item names its source set
// (Graph) and original (Of), and runs on that set's example and servers.
// A tuning set: its failures may be read (testdata/reworded/README.md).
func LoadReworded(root string) (*Dataset, error) {
	return loadRewordings(root, "reworded", RewordedPath, SplitTuning, RewordedSources,
		"The reworded set: 153 questions of the nine tuning sets (17 each) asked in other words by someone who had not read the compiler's rules, each with its original's answer and gold Cypher, written before gql ran on them (testdata/reworded/README.md); each item runs on its source set's graph and servers, and names the original it rewords (of). It is a tuning set: its items may be read one by one.")
}

// LoadRewordedCheck reads the reworded-check set, in the reworded set's
// format and on the same sources. A check set: the rules made general from
// the reworded set's failures are measured here on wordings their writers
// never read, which holds only while its items are reported in aggregate
// (testdata/reworded-check/README.md).
func LoadRewordedCheck(root string) (*Dataset, error) {
	return loadRewordings(root, "reworded-check", RewordedCheckPath, SplitCheck, RewordedSources,
		"The reworded-check set: 135 questions of the nine tuning sets (15 each, picked by position) asked in other words by someone who had not read the compiler's rules nor the reworded set, each with its original's answer and gold Cypher, written before gql ran on them (testdata/reworded-check/README.md); each item runs on its source set's graph and servers. It is a check set: reported only in aggregate.")
}

// LoadReworded2 reads the reworded2 set, in the reworded set's format, on
// Reworded2Sources. A tuning set: its failures may be read
// (testdata/reworded2/README.md).
func LoadReworded2(root string) (*Dataset, error) {
	return loadRewordings(root, "reworded2", Reworded2Path, SplitTuning, Reworded2Sources,
		"The reworded2 set: 150 questions of five tuning sets (clinic 34, grid 34, delivery 28, logistics 28, company 26) asked in other words by someone who had not read the compiler's rules, of originals neither reworded set asks again, each with its original's answer and gold Cypher, written before gql ran on them (testdata/reworded2/README.md); each item runs on its source set's graph and servers, and names the original it rewords (of). It is a tuning set: its items may be read one by one.")
}

// Asked3Path is the asked3 set (testdata/asked3): new questions over six
// tuning sets' graphs, each with its own answer and gold Cypher.
const Asked3Path = "testdata/asked3/questions.jsonl"

// Asked3Sources are the graphs the asked3 set asks about: six tuning sets'
// examples, each item on its own example's servers.
var Asked3Sources = map[string]Source{
	"ops":     {OpsSchema, OpsServers},
	"library": {LibrarySchema, LibraryServers},
	"flights": {FlightsSchema, FlightsServers},
	"campus":  {CampusSchema, CampusServers},
	"hotel":   {HotelSchema, HotelServers},
	"retail":  {RetailSchema, RetailServers},
}

// LoadAsked3 reads the asked3 set, in the reworded sets' format without an
// original (of): its questions are new, not rewordings, so each carries its
// own answer and gold. A tuning set: its failures may be read
// (testdata/asked3/README.md).
func LoadAsked3(root string) (*Dataset, error) {
	return loadMultiGraph(root, "asked3", Asked3Path, SplitTuning, Asked3Sources, false,
		"The asked3 set: 90 new questions (15 each) over six tuning sets' graphs (ops, library, flights, campus, hotel, retail), in the words of the people who would use them, with answers and gold Cypher written and checked on Neo4j before gql ran on them, by someone who had not read the compiler's rules (testdata/asked3/README.md); each item runs on its graph's servers. It is a tuning set: its items may be read one by one.")
}

// Asked4Path is the asked4 set (testdata/asked4): new questions over six
// more tuning sets' graphs, each with its own answer and gold Cypher.
const Asked4Path = "testdata/asked4/questions.jsonl"

// Asked4Sources are the graphs the asked4 set asks about: six tuning sets'
// examples other than asked3's, each item on its own example's servers.
var Asked4Sources = map[string]Source{
	"delivery":  {DeliverySchema, DeliveryServers},
	"logistics": {LogisticsSchema, LogisticsServers},
	"clinic":    {ClinicSchema, ClinicServers},
	"grid":      {GridSchema, GridServers},
	"registry":  {RegistrySchema, RegistryServers},
	"company":   {"examples/company", CompanyServers},
}

// LoadAsked4 reads the asked4 set, in the asked3 set's format: new
// questions, not rewordings, each with its own answer and gold. A tuning
// set: its failures may be read (testdata/asked4/README.md).
func LoadAsked4(root string) (*Dataset, error) {
	return loadMultiGraph(root, "asked4", Asked4Path, SplitTuning, Asked4Sources, false,
		"The asked4 set: 90 new questions (15 each) over six tuning sets' graphs (delivery, logistics, clinic, grid, registry, company), in the words of the people who would use them, with answers and gold Cypher written and checked on Neo4j before gql ran on them, by someone who had not read the compiler's rules (testdata/asked4/README.md); each item runs on its graph's servers. It is a tuning set: its items may be read one by one.")
}

// Asked5Path is the asked5 set (testdata/asked5): more new questions over
// asked3's six graphs, each with its own answer and gold Cypher.
const Asked5Path = "testdata/asked5/questions.jsonl"

// Asked5Sources are the graphs the asked5 set asks about: asked3's six
// tuning sets' examples, each item on its own example's servers.
var Asked5Sources = Asked3Sources

// LoadAsked5 reads the asked5 set, in the asked3 set's format: new
// questions, none asked by asked3 nor by the graphs' own sets, each with
// its own answer and gold. A tuning set: its failures may be read
// (testdata/asked5/README.md).
func LoadAsked5(root string) (*Dataset, error) {
	return loadMultiGraph(root, "asked5", Asked5Path, SplitTuning, Asked5Sources, false,
		"The asked5 set: 90 new questions (15 each) over six tuning sets' graphs (ops, library, flights, campus, hotel, retail), in the words of the people who would use them, none asked by asked3 nor by the graphs' own sets, with answers and gold Cypher written and checked on Neo4j before gql ran on them, by someone who had not read the compiler's rules (testdata/asked5/README.md); each item runs on its graph's servers. It is a tuning set: its items may be read one by one.")
}

// Asked6Path is the asked6 set (testdata/asked6): more new questions over
// asked4's six graphs, each with its own answer and gold Cypher.
const Asked6Path = "testdata/asked6/questions.jsonl"

// Asked6Sources are the graphs the asked6 set asks about: asked4's six
// tuning sets' examples, each item on its own example's servers.
var Asked6Sources = Asked4Sources

// LoadAsked6 reads the asked6 set, in the asked3 set's format: new
// questions, none asked by asked4 nor by the graphs' own sets, each with
// its own answer and gold. A tuning set: its failures may be read
// (testdata/asked6/README.md).
func LoadAsked6(root string) (*Dataset, error) {
	return loadMultiGraph(root, "asked6", Asked6Path, SplitTuning, Asked6Sources, false,
		"The asked6 set: 90 new questions (15 each) over six tuning sets' graphs (delivery, logistics, clinic, grid, registry, company), in the words of the people who would use them, none asked by asked4 nor by the graphs' own sets, with answers and gold Cypher written and checked on Neo4j before gql ran on them, by someone who had not read the compiler's rules (testdata/asked6/README.md); each item runs on its graph's servers. It is a tuning set: its items may be read one by one.")
}

// Asked7Path is the asked7 set (testdata/asked7): more new questions over
// asked3's six graphs, each with its own answer and gold Cypher.
const Asked7Path = "testdata/asked7/questions.jsonl"

// Asked7Sources are the graphs the asked7 set asks about: asked3's six
// tuning sets' examples, each item on its own example's servers.
var Asked7Sources = Asked3Sources

// LoadAsked7 reads the asked7 set, in the asked3 set's format: new
// questions, none asked by asked3, asked5 nor by the graphs' own sets, each
// with its own answer and gold. A tuning set: its failures may be read
// (testdata/asked7/README.md).
func LoadAsked7(root string) (*Dataset, error) {
	return loadMultiGraph(root, "asked7", Asked7Path, SplitTuning, Asked7Sources, false,
		"The asked7 set: 90 new questions (15 each) over six tuning sets' graphs (ops, library, flights, campus, hotel, retail), in the words of the people who would use them, none asked by asked3, asked5 nor by the graphs' own sets, with answers and gold Cypher written and checked on Neo4j before gql ran on them, by someone who had not read the compiler's rules (testdata/asked7/README.md); each item runs on its graph's servers. It is a tuning set: its items may be read one by one.")
}

// Asked8Path is the asked8 set (testdata/asked8): new questions over six
// graphs, each with its own answer and gold Cypher.
const Asked8Path = "testdata/asked8/questions.jsonl"

// Asked8Sources are the graphs the asked8 set asks about: four of asked4's
// (delivery, logistics, clinic, grid) and the papers and bank examples, each
// item on its own example's servers.
var Asked8Sources = map[string]Source{
	"delivery":  {DeliverySchema, DeliveryServers},
	"logistics": {LogisticsSchema, LogisticsServers},
	"clinic":    {ClinicSchema, ClinicServers},
	"grid":      {GridSchema, GridServers},
	"papers":    {PapersSchema, PapersServers},
	"bank":      {BankSchema, BankServers},
}

// LoadAsked8 reads the asked8 set, in the asked3 set's format: new
// questions, none asked by asked4, asked6, the reworded sets nor by the
// graphs' own sets, each with its own answer and gold. A tuning set: its
// failures may be read (testdata/asked8/README.md).
func LoadAsked8(root string) (*Dataset, error) {
	return loadMultiGraph(root, "asked8", Asked8Path, SplitTuning, Asked8Sources, false,
		"The asked8 set: 90 new questions (15 each) over six tuning sets' graphs (delivery, logistics, clinic, grid, papers, bank), in the words of the people who would use them, none asked by asked3-asked7, the reworded sets nor by the graphs' own sets, with answers and gold Cypher written and checked on Neo4j before gql ran on them, by someone who had not read the compiler's rules (testdata/asked8/README.md); each item runs on its graph's servers. It is a tuning set: its items may be read one by one.")
}

// LoadReworded3 reads the reworded3 set, in the reworded set's format, on
// Reworded3Sources. A tuning set: its failures may be read
// (testdata/reworded3/README.md).
func LoadReworded3(root string) (*Dataset, error) {
	return loadRewordings(root, "reworded3", Reworded3Path, SplitTuning, Reworded3Sources,
		"The reworded3 set: 90 questions of the nine tuning sets of the reworded set (10 each) asked in other words by someone who had not read the compiler's rules, of originals no earlier rewording set asks again, each with its original's answer and gold Cypher, written before gql ran on them (testdata/reworded3/README.md); each item runs on its source set's graph and servers, and names the original it rewords (of). It is a tuning set: its items may be read one by one.")
}

// LoadReworded4 reads the reworded4 set, in the reworded set's format, on
// Reworded4Sources. A tuning set: its failures may be read
// (testdata/reworded4/README.md).
func LoadReworded4(root string) (*Dataset, error) {
	return loadRewordings(root, "reworded4", Reworded4Path, SplitTuning, Reworded4Sources,
		"The reworded4 set: 90 questions of the nine tuning sets of the reworded set (10 each) asked in other words by someone who had not read the compiler's rules, of originals no earlier rewording set asks again, each with its original's answer and gold Cypher, written before gql ran on them (testdata/reworded4/README.md); each item runs on its source set's graph and servers, and names the original it rewords (of). It is a tuning set: its items may be read one by one.")
}

// Reworded5Path is the reworded5 set (testdata/reworded5): rewordings of
// the blind sets asked3 and asked4, not of the graphs' own sets.
const Reworded5Path = "testdata/reworded5/questions.jsonl"

// Reworded5Sources are the graphs the reworded5 set runs on: an original of
// asked3 or asked4 means something only on its own graph, so each item
// finds its example and servers by the set its original names, as in
// Asked3Sources and Asked4Sources (no graph is in both).
var Reworded5Sources = func() map[string]Source {
	m := map[string]Source{}
	for _, srcs := range []map[string]Source{Asked3Sources, Asked4Sources} {
		for k, v := range srcs {
			m[k] = v
		}
	}
	return m
}()

// LoadReworded5 reads the reworded5 set, in the reworded sets' format, on
// Reworded5Sources; each item's original (of) is an asked3 or asked4 item.
// A tuning set: its failures may be read (testdata/reworded5/README.md).
func LoadReworded5(root string) (*Dataset, error) {
	return loadRewordings(root, "reworded5", Reworded5Path, SplitTuning, Reworded5Sources,
		"The reworded5 set: 90 questions of the blind sets asked3 and asked4 (45 each, 7 or 8 on each of their twelve graphs) asked in other words by someone who had not read the compiler's rules, each with its original's answer and gold Cypher, written before gql ran on them (testdata/reworded5/README.md); each item runs on its graph's servers, and names the asked3/asked4 item it rewords (of). It is a tuning set: its items may be read one by one.")
}

// Reworded6Path is the reworded6 set (testdata/reworded6): rewordings of
// the blind sets asked5 and asked4, of originals reworded5 did not take.
const Reworded6Path = "testdata/reworded6/questions.jsonl"

// Reworded6Sources are the graphs the reworded6 set runs on, found, as in
// Reworded5Sources, by the set its original names: asked5's graphs are
// asked3's, so the union is reworded5's.
var Reworded6Sources = func() map[string]Source {
	m := map[string]Source{}
	for _, srcs := range []map[string]Source{Asked5Sources, Asked4Sources} {
		for k, v := range srcs {
			m[k] = v
		}
	}
	return m
}()

// LoadReworded6 reads the reworded6 set, in the reworded sets' format, on
// Reworded6Sources; each item's original (of) is an asked5 or asked4 item.
// A tuning set: its failures may be read (testdata/reworded6/README.md).
func LoadReworded6(root string) (*Dataset, error) {
	return loadRewordings(root, "reworded6", Reworded6Path, SplitTuning, Reworded6Sources,
		"The reworded6 set: 90 questions of the blind sets asked5 and asked4 (45 each, 7 or 8 on each of their twelve graphs, none an original reworded4 or reworded5 asks again) asked in other words by someone who had not read the compiler's rules, each with its original's answer and gold Cypher, written before gql ran on them (testdata/reworded6/README.md); each item runs on its graph's servers, and names the asked5/asked4 item it rewords (of). It is a tuning set: its items may be read one by one.")
}

// loadRewordings reads a set of rewordings of the tuning sets' questions:
// the source set (Graph) and original (Of) of every item must be one of
// sources, as its answer means something only on its original's graph.
func loadRewordings(root, name, path, split string, sources map[string]Source, note string) (*Dataset, error) {
	return loadMultiGraph(root, name, path, split, sources, true, note)
}

// loadMultiGraph reads a set whose items run on several examples: every
// item's source set (Graph) must be one of sources, and, for rewordings
// (needOf), name the original it asks again.
func loadMultiGraph(root, name, path, split string, sources map[string]Source, needOf bool, note string) (*Dataset, error) {
	ds, err := loadDomainSet(root, name, path, "", split, note)
	if err != nil {
		return nil, err
	}
	ds.Schema, ds.Sources = "", map[string]Source{}
	for _, it := range ds.Items {
		src, ok := sources[it.Graph]
		if !ok || (needOf && it.Of == "") {
			return nil, fmt.Errorf("%s: item %s: source set %q is not one of the %s set's sources, or no original (of)", path, it.ID, it.Graph, name)
		}
		ds.Sources[it.Graph] = Source{Schema: filepath.Join(root, src.Schema), Servers: src.Servers}
	}
	return ds, nil
}

// alignedLine is one line of the aligned format (also the FILE format).
type alignedLine struct {
	ID       string     `json:"id"`
	Category string     `json:"category"`
	Question string     `json:"question"`
	Ordered  bool       `json:"ordered"`
	Cypher   string     `json:"cypher"`
	Gremlin  string     `json:"gremlin"`
	SPARQL   string     `json:"sparql"`
	Answer   *AnswerKey `json:"answer"`
	// Set and Of: the source set and item a reworded item asks again.
	Set string `json:"set"`
	Of  string `json:"of"`
}

// ReadJSONL reads a dataset in the aligned format: one JSON object a line
// with id, question, optional category and ordered, and a gold query under
// any of cypher, gremlin and sparql. A bad line is an error naming it: a
// benchmark with silently dropped items would measure something else.
func ReadJSONL(name string, r io.Reader) (*Dataset, error) {
	ds := &Dataset{Name: name}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 4*1024*1024)
	seen := map[string]int{}
	for n := 1; sc.Scan(); n++ {
		b := strings.TrimSpace(sc.Text())
		if b == "" || strings.HasPrefix(b, "#") {
			continue
		}
		var a alignedLine
		if err := json.Unmarshal([]byte(b), &a); err != nil {
			return nil, fmt.Errorf("%s:%d: %v", name, n, err)
		}
		if strings.TrimSpace(a.Question) == "" {
			return nil, fmt.Errorf("%s:%d: no question", name, n)
		}
		if a.ID == "" {
			a.ID = fmt.Sprintf("line%d", n)
		}
		if prev, dup := seen[a.ID]; dup {
			return nil, fmt.Errorf("%s:%d: id %q already used on line %d", name, n, a.ID, prev)
		}
		seen[a.ID] = n
		it := Item{ID: a.ID, Category: a.Category, Question: a.Question, Ordered: a.Ordered, Gold: map[lang.Lang]string{}, Answer: a.Answer, Graph: a.Set, Of: a.Of}
		for l, q := range map[lang.Lang]string{lang.Cypher: a.Cypher, lang.Gremlin: a.Gremlin, lang.SPARQL: a.SPARQL} {
			if strings.TrimSpace(q) != "" {
				it.Gold[l] = q
			}
		}
		if len(it.Gold) == 0 {
			return nil, fmt.Errorf("%s:%d: no gold query (cypher, gremlin or sparql)", name, n)
		}
		ds.Items = append(ds.Items, it)
	}
	return ds, sc.Err()
}

// LoadFile reads a JSONL dataset file.
func LoadFile(path string) (*Dataset, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return ReadJSONL(path, f)
}

// LoadAligned reads the project's aligned movies set from the repo root.
func LoadAligned(root string) (*Dataset, error) {
	ds, err := LoadFile(filepath.Join(root, AlignedPath))
	if err != nil {
		return nil, fmt.Errorf("the aligned set is read from the repository (%s); run from the repo root or pass the file: %w", AlignedPath, err)
	}
	ds.Name = "aligned"
	ds.Notes = append(ds.Notes, "The aligned set was written by the gql developers and the offline compiler was developed against it: it is a development set, not a held-out test.")
	return ds, nil
}

// sharedFile finds a file of the shared data folder or says clearly that
// the dataset needs it.
func sharedFile(shared, rel, dataset string) (string, error) {
	p := filepath.Join(shared, rel)
	if _, err := os.Stat(p); err != nil {
		return "", fmt.Errorf("dataset %s needs %s (the shared data folder, --shared, default ../shared): %w", dataset, p, err)
	}
	return p, nil
}

// LoadText2Cypher reads the text2cypher-movies questions. They carry two
// recorded model queries (GPT-4-turbo, Claude 3 Opus) instead of a gold
// one; an item is kept, with the GPT-4-turbo query as gold, when both run
// on our movies graph in Neo4j (x) and return the same non-empty result.
func LoadText2Cypher(ctx context.Context, shared string, x backends.Executor) (*Dataset, error) {
	path, err := sharedFile(shared, "data/text2cypher-movies/questions.csv", "text2cypher")
	if err != nil {
		return nil, err
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(rows) < 2 {
		return nil, fmt.Errorf("%s: no rows", path)
	}
	col := map[string]int{}
	for i, h := range rows[0] {
		col[strings.TrimSpace(h)] = i
	}
	for _, need := range []string{"question", "type", "cypher_gpt4turbo", "cypher_claudeopus"} {
		if _, ok := col[need]; !ok {
			return nil, fmt.Errorf("%s: no column %q", path, need)
		}
	}
	ds := &Dataset{Name: "text2cypher", HeldOut: true}
	var failed, differ, empty int
	opt := backends.ExecOptions{Limit: RowLimit}
	for i, r := range rows[1:] {
		if len(r) < len(rows[0]) {
			continue
		}
		a, errA := x.Exec(ctx, r[col["cypher_gpt4turbo"]], opt)
		b, errB := x.Exec(ctx, r[col["cypher_claudeopus"]], opt)
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		switch {
		case errA != nil || errB != nil:
			failed++
			continue
		case a.Empty() || b.Empty():
			empty++
			continue
		}
		if same, _ := backends.Equal(a, b, backends.CompareOptions{}); !same {
			differ++
			continue
		}
		ds.Items = append(ds.Items, Item{
			ID: fmt.Sprintf("t2c-%03d", i+2), Category: r[col["type"]], Question: r[col["question"]],
			Ordered: orders(r[col["cypher_gpt4turbo"]]),
			Gold:    map[lang.Lang]string{lang.Cypher: r[col["cypher_gpt4turbo"]]},
		})
	}
	ds.Notes = append(ds.Notes,
		fmt.Sprintf("text2cypher-movies: %d rows; gold = the %d questions where the GPT-4-turbo and Claude 3 Opus queries both run on our Neo4j movies graph and return the same non-empty result (dropped: %d where either fails, %d where either is empty, %d where they differ).",
			len(rows)-1, len(ds.Items), failed, empty, differ),
		"Ordered comparison is used when the gold query has ORDER BY.")
	return ds, nil
}

// ReplayGoldPath is the hand-checked gold of every third text2cypher
// question, relative to the repo root (testdata/replay/README.md).
const ReplayGoldPath = "testdata/replay/gold.jsonl"

// Text2CypherChecksPath is the hand-checked gold of the text2cypher bench
// items the replay sample does not cover (testdata/text2cypher/README.md),
// so every scored item is checked against what a person verified.
const Text2CypherChecksPath = "testdata/text2cypher/checks.jsonl"

// attachHandChecks gives the items the replay gold checked by hand their
// check: an answer is then scored against what a person verified on the
// graph rather than against the models' gold (which repeats a row per
// path, cuts ties by storage order and adds columns nobody asked for).
// Without the file (run outside the repo) nothing changes.
func attachHandChecks(ds *Dataset, paths ...string) {
	byID := map[string]AnswerCheck{}
	var read []string
	for _, path := range paths {
		gold, err := LoadGold(path)
		if err != nil {
			continue
		}
		read = append(read, path)
		for _, g := range gold {
			byID[g.ID] = g.Check
		}
	}
	if len(read) == 0 {
		return
	}
	n := 0
	for i := range ds.Items {
		if c, ok := byID[ds.Items[i].ID]; ok {
			c := c
			ds.Items[i].Check = &c
			n++
		}
	}
	ds.Notes = append(ds.Notes, fmt.Sprintf("%d items are scored at answer level against hand-checked gold (%s); the other %d against the models' gold query's rows.", n, strings.Join(read, ", "), len(ds.Items)-n))
}

// orders reports whether a Cypher query's final result is ordered: an ORDER
// BY after the last RETURN.
func orders(q string) bool {
	u := strings.ToUpper(q)
	ret := strings.LastIndex(u, "RETURN")
	return ret >= 0 && strings.Contains(u[ret:], "ORDER BY")
}

// SpiderVocab is the namespace Spider4SPARQL's graphs and queries use.
const SpiderVocab = "http://valuenet/ontop/"

// The two splits of Spider4SPARQL (issue 23): rules are written while
// looking at the tuning graphs' failures; the check graphs' are never read,
// so their numbers say how the rules generalise.
const (
	SplitTuning = "tuning"
	SplitCheck  = "check"
)

// SpiderCheckCount is how many of the knowledge graphs form the check split.
const SpiderCheckCount = 4

// SpiderCheckGraphs picks the check split from the knowledge graph names by
// a rule fixed before any per-graph result was looked at: the
// SpiderCheckCount graphs whose lower-cased name has the lowest SHA-256. A
// hash, rather than a list someone chose, so no knowledge of which graphs
// the compiler handles well can steer the choice; it depends only on the
// names, never on which graphs happened to load.
func SpiderCheckGraphs(kgs []string) map[string]bool {
	seen := map[string]bool{}
	var names []string
	for _, k := range kgs {
		if !seen[k] {
			seen[k] = true
			names = append(names, k)
		}
	}
	h := func(k string) string {
		sum := sha256.Sum256([]byte(strings.ToLower(k)))
		return hex.EncodeToString(sum[:])
	}
	sort.Slice(names, func(i, j int) bool { return h(names[i]) < h(names[j]) })
	out := map[string]bool{}
	for _, k := range names[:min(SpiderCheckCount, len(names))] {
		out[k] = true
	}
	return out
}

// spiderCorpus is a question set in Spider4SPARQL's format: a questions.json
// of {kg_name, question, query} and one Turtle file per knowledge graph.
// Spider4SPARQL itself comes from the shared folder; the relational set
// (testdata/relational) from the repository, so one reader serves both.
type spiderCorpus struct {
	name      string // the dataset's name
	questions string // path of questions.json
	kgs       string // directory of the Turtle files
	// fusekiPrefix names each graph's Fuseki dataset (prefix + lower-cased
	// kg_name), distinct per corpus so neither replaces the other's graphs.
	fusekiPrefix string
	idFormat     string // item ids, from the item's index
	// check picks the check split from the graph names; nil means every
	// graph is tuning material.
	check func(kgs []string) map[string]bool
}

// LoadSpider reads Spider4SPARQL and loads each of its knowledge graphs into
// its own in-memory Fuseki dataset (spider_<kg>) at fusekiBase, created with
// the admin API; a dataset that already holds triples is reused. Every item
// carries its split (SpiderCheckGraphs); split, when not empty, keeps only
// that split's items and loads only their graphs.
func LoadSpider(ctx context.Context, shared, fusekiBase string, split ...string) (*Dataset, error) {
	path, err := sharedFile(shared, "data/spider4sparql/questions.json", "spider4sparql")
	if err != nil {
		return nil, err
	}
	want := ""
	if len(split) > 0 {
		want = split[0]
	}
	c := spiderCorpus{name: "spider4sparql", questions: path, kgs: filepath.Join(shared, "data/spider4sparql/kgs"),
		fusekiPrefix: "spider_", idFormat: "s4s-%03d", check: SpiderCheckGraphs}
	ds, check, err := c.load(ctx, fusekiBase, want)
	if err != nil {
		return nil, err
	}
	var checkNames []string
	for k := range check {
		checkNames = append(checkNames, k)
	}
	sort.Strings(checkNames)
	ds.Notes = append([]string{fmt.Sprintf("spider4sparql: %d questions over %d knowledge graphs, each loaded into its own Fuseki dataset; gold = the dataset's query with `PREFIX : <%s>` prepended; the schema of each graph is read from Fuseki (backends.Introspect).", len(ds.Items), len(ds.Graphs), SpiderVocab),
		fmt.Sprintf("Check split (the %d graphs whose lower-cased name has the lowest SHA-256, bench.SpiderCheckGraphs): %s; the other graphs are the tuning split. Check items are reported only in aggregate: their questions, queries and outcomes are not in this report.", SpiderCheckCount, strings.Join(checkNames, ", "))},
		ds.Notes...)
	return ds, nil
}

// RelationalDir is the relational set (testdata/relational), relative to
// the repo root: six relational databases converted to RDF the way
// Spider4SPARQL's graphs were, with Spider-style questions.
const RelationalDir = "testdata/relational"

// LoadRelational reads the relational set from the repository at root and
// loads each graph into its own Fuseki dataset (rel_<kg>) at fusekiBase.
// It is a tuning set: every item is reported one by one.
func LoadRelational(ctx context.Context, root, fusekiBase string) (*Dataset, error) {
	dir := filepath.Join(root, RelationalDir)
	c := spiderCorpus{name: "relational", questions: filepath.Join(dir, "questions.json"), kgs: filepath.Join(dir, "kgs"),
		fusekiPrefix: "rel_", idFormat: "rel-%03d"}
	if _, err := os.Stat(c.questions); err != nil {
		return nil, fmt.Errorf("the relational set is read from the repository (%s); run from the repo root: %w", c.questions, err)
	}
	ds, _, err := c.load(ctx, fusekiBase, "")
	if err != nil {
		return nil, err
	}
	ds.Notes = append([]string{fmt.Sprintf("relational: %d Spider-style questions over %d relational databases converted to RDF as Spider4SPARQL's were (testdata/relational/README.md), each loaded into its own Fuseki dataset; gold = the set's query with `PREFIX : <%s>` prepended. Questions and gold written before gql ran on them. It is a tuning set: its items may be read one by one.", len(ds.Items), len(ds.Graphs), SpiderVocab)},
		ds.Notes...)
	return ds, nil
}

// spiderItem is one entry of a questions.json in Spider4SPARQL's format.
type spiderItem struct {
	KG       string `json:"kg_name"`
	Question string `json:"question"`
	Query    string `json:"query"`
}

func readSpiderItems(path string) ([]spiderItem, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var raw []spiderItem
	if err := json.Unmarshal(b, &raw); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return raw, nil
}

// load reads the corpus, loads the graphs of the items kept (all, or those
// of split want) into Fuseki, and returns the items with the check graphs.
func (c spiderCorpus) load(ctx context.Context, fusekiBase, want string) (*Dataset, map[string]bool, error) {
	raw, err := readSpiderItems(c.questions)
	if err != nil {
		return nil, nil, err
	}
	var kgs []string
	for _, r := range raw {
		kgs = append(kgs, r.KG)
	}
	check := map[string]bool{}
	if c.check != nil {
		check = c.check(kgs)
	}
	name := c.name
	if want != "" {
		name += "-" + want
	}
	ds := &Dataset{Name: name, HeldOut: c.check != nil, Graphs: map[string]string{}, Vocab: SpiderVocab}
	fuseki := &fusekiAdmin{base: strings.TrimRight(fusekiBase, "/")}
	var loadErrs []error
	for i, r := range raw {
		sp := SplitTuning
		if check[r.KG] {
			sp = SplitCheck
		}
		if want != "" && sp != want {
			continue
		}
		if _, ok := ds.Graphs[r.KG]; !ok {
			fds := c.fusekiPrefix + strings.ToLower(r.KG)
			ttl, err := kgFile(c.kgs, r.KG)
			if err == nil {
				err = fuseki.ensure(ctx, fds, ttl)
			}
			if err != nil {
				loadErrs = append(loadErrs, fmt.Errorf("graph %s: %w", r.KG, err))
				ds.Graphs[r.KG] = ""
				continue
			}
			ds.Graphs[r.KG] = fuseki.base + "/" + fds
		}
		if ds.Graphs[r.KG] == "" {
			continue
		}
		ds.Items = append(ds.Items, Item{
			ID: fmt.Sprintf(c.idFormat, i), Graph: r.KG, Question: r.Question, Split: sp,
			Ordered: strings.Contains(strings.ToLower(r.Query), "order by"),
			Gold:    map[lang.Lang]string{lang.SPARQL: "PREFIX : <" + SpiderVocab + ">\n" + r.Query},
		})
	}
	if len(ds.Items) == 0 {
		return nil, nil, fmt.Errorf("%s: no graph could be loaded: %w", name, errors.Join(loadErrs...))
	}
	for _, e := range loadErrs {
		ds.Notes = append(ds.Notes, "not loaded: "+e.Error())
	}
	return ds, check, nil
}

// kgFile finds the Turtle file of a knowledge graph in dir; file names
// differ from kg_name in case (cre_Doc_Template_Mgt).
func kgFile(dir, kg string) (string, error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return "", err
	}
	for _, want := range []string{kg + "_triples.ttl", kg + ".ttl"} {
		for _, e := range ents {
			if strings.EqualFold(e.Name(), want) {
				return filepath.Join(dir, e.Name()), nil
			}
		}
	}
	return "", fmt.Errorf("no %s/%s_triples.ttl or %s.ttl", dir, kg, kg)
}

// Load resolves a dataset name as `gql bench --dataset` takes it: aligned,
// text2cypher, spider4sparql, or a JSONL file in the aligned format. The
// text2cypher gold filter runs on the Neo4j of servers (by name or URI,
// else the default one); spider4sparql loads into the Fuseki of servers
// (else the default one).
func Load(ctx context.Context, name, shared string, servers []string) (*Dataset, error) {
	switch name {
	case "aligned":
		return LoadAligned(".")
	case "company":
		return LoadCompany(".")
	case "company-heldout":
		return LoadCompanyHeldOut(".")
	case "text2cypher":
		if _, err := sharedFile(shared, "data/text2cypher-movies/questions.csv", name); err != nil {
			return nil, err
		}
		uri := serverURI(servers, backends.Neo4j)
		x, err := backends.Open(ctx, uri, backends.Options{Backend: backends.Neo4j})
		if err != nil {
			return nil, fmt.Errorf("text2cypher picks its gold by running queries on Neo4j: %w", err)
		}
		defer x.Close()
		ds, err := LoadText2Cypher(ctx, shared, x)
		if err != nil {
			return nil, err
		}
		attachHandChecks(ds, ReplayGoldPath, Text2CypherChecksPath)
		return ds, nil
	case "registry":
		return LoadRegistry(".")
	case "ops":
		return LoadOps(".")
	case "library":
		return LoadLibrary(".")
	case "flights":
		return LoadFlights(".")
	case "campus":
		return LoadCampus(".")
	case "retail":
		return LoadRetail(".")
	case "hotel":
		return LoadHotel(".")
	case "delivery":
		return LoadDelivery(".")
	case "grid":
		return LoadGrid(".")
	case "papers":
		return LoadPapers(".")

	case "bank":
		return LoadBank(".")
	case "insure":
		return LoadInsure(".")

	case "museum":
		return LoadMuseum(".")
	case "transit":
		return LoadTransit(".")

	case "farm":
		return LoadFarm(".")
	case "logistics":
		return LoadLogistics(".")
	case "clinic":
		return LoadClinic(".")
	case "music":
		return LoadMusic(".")
	case "league":
		return LoadLeague(".")
	case "wildlife":
		return LoadWildlife(".")
	case "guild":
		return LoadGuild(".")
	case "foodbank":
		return LoadFoodbank(".")
	case "reworded":
		return LoadReworded(".")
	case "reworded-check":
		return LoadRewordedCheck(".")
	case "reworded2":
		return LoadReworded2(".")
	case "asked3":
		return LoadAsked3(".")
	case "asked4":
		return LoadAsked4(".")
	case "asked5":
		return LoadAsked5(".")
	case "asked6":
		return LoadAsked6(".")
	case "asked7":
		return LoadAsked7(".")
	case "asked8":
		return LoadAsked8(".")
	case "reworded3":
		return LoadReworded3(".")
	case "reworded4":
		return LoadReworded4(".")
	case "reworded5":
		return LoadReworded5(".")
	case "reworded6":
		return LoadReworded6(".")
	case "spider4sparql", "spider4sparql-" + SplitTuning, "spider4sparql-" + SplitCheck:
		return LoadSpider(ctx, shared, fusekiRoot(servers), strings.TrimPrefix(strings.TrimPrefix(name, "spider4sparql"), "-"))
	case "relational":
		return LoadRelational(ctx, ".", fusekiRoot(servers))
	case "text2gremlin", "text2gremlin-corpus":
		eps, err := text2GremlinEndpoints(servers)
		if err != nil {
			return nil, err
		}
		cache, err := os.UserCacheDir()
		if err != nil {
			cache = os.TempDir()
		}
		cache = filepath.Join(cache, "gql", "datasets")
		if name == "text2gremlin" {
			checks, err := LoadGold(Text2GremlinChecksPath)
			if err != nil {
				return nil, fmt.Errorf("text2gremlin is scored against the hand-checked gold read from the repository (%s; run from the repo root, or use --dataset text2gremlin-corpus for the corpus's own queries): %w", Text2GremlinChecksPath, err)
			}
			return LoadText2GremlinChecked(ctx, shared, eps, cache, checks, Text2GremlinChecksPath)
		}
		return LoadText2Gremlin(ctx, shared, eps, cache)
	}
	if _, err := os.Stat(name); err != nil {
		return nil, fmt.Errorf("dataset %q: not aligned, company, company-heldout, registry, ops, library, flights, campus, retail, hotel, delivery, grid, papers, bank, insure, museum, transit, farm, logistics, clinic, music, league, wildlife, guild, foodbank, reworded, reworded-check, reworded2, asked3, asked4, asked5, asked6, asked7, asked8, reworded3, reworded4, reworded5, reworded6, relational, text2cypher, spider4sparql (-tuning, -check), text2gremlin or text2gremlin-corpus, and not a file: %w", name, err)
	}
	return LoadFile(name)
}

// fusekiRoot is the Fuseki of servers (else the default one) without a
// dataset path: a corpus of several graphs creates its own datasets there.
func fusekiRoot(servers []string) string {
	uri := serverURI(servers, backends.Fuseki)
	if u, err := url.Parse(uri); err == nil {
		u.Path = ""
		uri = u.String()
	}
	return uri
}

// serverURI is the URI of the first server of kind b in servers, or b's
// default.
func serverURI(servers []string, b backends.Backend) string {
	for _, s := range servers {
		eps, err := backends.Resolve(s, nil)
		if err != nil {
			continue
		}
		for _, ep := range eps {
			if ep.Backend == b {
				return ep.URI
			}
		}
	}
	return b.DefaultURI()
}

// DefaultServers are the EX backends when none are named: every server of
// each target language (Gremlin on both Gremlin Server and JanusGraph); for
// the company, registry, ops, library, flights, campus, retail, hotel, delivery, grid, papers, logistics, clinic, music and league sets, those

// the company, registry, ops, library, flights, campus, retail, hotel, delivery, grid, bank, insure, museum, transit, farm, logistics, clinic, music, league, wildlife, guild and foodbank sets, those
// of their own server sets.
func DefaultServers(targets []lang.Lang, dataset ...string) []string {
	var out []string
	var set []string
	switch {
	case len(dataset) == 0:
	case strings.HasPrefix(dataset[0], "company"):
		set = CompanyServers
	case dataset[0] == "registry":
		set = RegistryServers
	case dataset[0] == "ops":
		set = OpsServers
	case dataset[0] == "library":
		set = LibraryServers
	case dataset[0] == "flights":
		set = FlightsServers
	case dataset[0] == "campus":
		set = CampusServers
	case dataset[0] == "retail":
		set = RetailServers
	case dataset[0] == "hotel":
		set = HotelServers
	case dataset[0] == "delivery":
		set = DeliveryServers
	case dataset[0] == "grid":
		set = GridServers
	case dataset[0] == "papers":
		set = PapersServers

	case dataset[0] == "bank":
		set = BankServers
	case dataset[0] == "insure":
		set = InsureServers

	case dataset[0] == "museum":
		set = MuseumServers
	case dataset[0] == "transit":
		set = TransitServers

	case dataset[0] == "farm":
		set = FarmServers
	case dataset[0] == "logistics":
		set = LogisticsServers
	case dataset[0] == "clinic":
		set = ClinicServers
	case dataset[0] == "music":
		set = MusicServers
	case dataset[0] == "league":
		set = LeagueServers
	case dataset[0] == "wildlife":
		set = WildlifeServers
	case dataset[0] == "guild":
		set = GuildServers
	case dataset[0] == "foodbank":
		set = FoodbankServers
	}
	if set != nil {
		for _, s := range set {
			ep, err := backends.ResolveOne(s, nil)
			if err != nil {
				continue
			}
			for _, t := range targets {
				if ep.Backend.Lang() == t {
					out = append(out, s)
				}
			}
		}
		return out
	}
	for _, b := range backends.All {
		for _, t := range targets {
			if b.Lang() == t {
				out = append(out, string(b))
			}
		}
	}
	return out
}
