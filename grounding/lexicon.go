package grounding

import (
	"strings"
	"sync"

	"github.com/gql-dev/gql/internal/english"
)

// classPOS is the tag of each of english's closed word classes.
var classPOS = map[english.WordClass]POS{
	english.ClassDeterminer: DET, english.ClassAdposition: ADP, english.ClassPronoun: PRON,
	english.ClassAuxiliary: AUX, english.ClassConjunction: CONJ, english.ClassParticle: PART, english.ClassWh: WH,
}

// closedPOS tags a function word of English by english's lists; ok is false
// for an open-class word.
func closedPOS(w string) (POS, bool) {
	c, ok := english.ClassOf(w)
	if !ok {
		return "", false
	}
	return classPOS[c], true
}

// cueWords are kept after filtering because templates' lexical tags use them
// (how many, top, average, most), but they never link to schema elements.
// The words of a comparison, a bound or an aggregate are english's cue
// table's, read from it so that grounding and the offline compiler never
// disagree about one ("exceeding", "until" compare to both); the rest are
// grounding's own: question words, commands, rankings, quantifiers.
var cueWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`what which where when why how many much show list find display return get give name
		count number amount avg median typical max biggest most greatest
		top best min least fewest first last newest oldest youngest
		older younger longer shorter
		each every all both any no not never without none distinct different unique exist path shortest connect
		order sort rank ascending descending per group
		between than within`) {
		m[w] = true
	}
	for _, c := range english.Cues() {
		// Equality's words ("in", "of", "is") are function words first:
		// "year of birth" is one schema mention, not a comparison.
		if op := c.Op(); (op == "" || op == english.Equal) && c.Agg() == "" || c.Kind() == english.KindString {
			continue
		}
		for _, w := range c.Words() {
			// A phrase's words are cues only together ("at least"): alone
			// "at" is a preposition.
			if !strings.Contains(w, " ") {
				m[w] = true
			}
		}
	}
	return m
}()

// cueNouns may end a schema span although they are cues alone ("flight
// numbers" → flightNo, "employee count").
var cueNouns = map[string]bool{"number": true, "count": true, "total": true, "amount": true, "sum": true, "name": true}

// commandVerbs open a request ("Show ...", "List ..."); only there are they cues.
var commandVerbs = map[string]bool{"show": true, "list": true, "find": true, "display": true, "return": true,
	"get": true, "give": true, "name": true, "tell": true, "count": true}

// gradable are comparatives and superlatives that both shape a query (a
// filter or an ordering) and name a property ("oldest" → age, "longest" →
// length), so they are cues that may still link.
var gradable = map[string]bool{}

func init() {
	for _, w := range strings.Fields("older oldest younger youngest longer longest shorter shortest earliest latest " +
		"newest recent taller tallest heavier heaviest cheaper cheapest expensive popular") {
		gradable[w] = true
	}
}

// abbreviations common in schema names, expanded before embedding a name.
var abbreviations = map[string]string{
	"no": "number", "num": "number", "nbr": "number", "nr": "number", "qty": "quantity", "amt": "amount",
	"desc": "description", "dept": "department", "addr": "address", "dob": "date of birth", "yr": "year",
	"pct": "percent", "dest": "destination", "src": "source", "dep": "departure", "arr": "arrival",
	"ref": "reference", "cnt": "count", "avg": "average", "max": "maximum", "min": "minimum", "tel": "telephone",
	"org": "organization", "govt": "government", "pop": "population", "lang": "language", "emp": "employee",
	"mgr": "manager", "std": "student", "prof": "professor", "info": "information", "dt": "date", "ts": "timestamp",
}

// irregular maps irregular inflections to lemmas.
var irregular = map[string]string{
	"was": "be", "were": "be", "is": "be", "are": "be", "been": "be", "am": "be",
	"did": "do", "does": "do", "done": "do", "has": "have", "had": "have",
	"made": "make", "wrote": "write", "written": "write", "came": "come", "come": "come",
	"went": "go", "gone": "go", "took": "take", "taken": "take", "gave": "give", "given": "give",
	"saw": "see", "seen": "see", "got": "get", "gotten": "get", "knew": "know", "known": "know",
	"began": "begin", "begun": "begin", "sang": "sing", "sung": "sing", "led": "lead",
	"won": "win", "lost": "lose", "paid": "pay", "sold": "sell", "bought": "buy", "taught": "teach",
	"thought": "think", "built": "build", "held": "hold", "told": "tell", "found": "find",
	"left": "leave", "met": "meet", "ran": "run", "spoke": "speak", "spoken": "speak", "flew": "fly",
	"flown": "fly", "drove": "drive", "driven": "drive", "chose": "choose", "chosen": "choose",
	"grew": "grow", "grown": "grow", "drew": "draw", "drawn": "draw", "fell": "fall", "fallen": "fall",
	"brought": "bring", "caught": "catch", "felt": "feel", "kept": "keep", "meant": "mean",
	"sent": "send", "spent": "spend", "stood": "stand", "understood": "understand", "shot": "shoot",
	"hired": "hire", "born": "born", "people": "person", "persons": "person", "men": "man", "women": "woman",
	"children": "child", "feet": "foot", "teeth": "tooth", "mice": "mouse", "geese": "goose",
	"data": "data", "media": "media", "criteria": "criterion", "series": "series", "species": "species",
	"movies": "movie", "analyses": "analysis", "theses": "thesis", "indices": "index", "matrices": "matrix",
	"better": "good", "best": "good", "worse": "bad", "worst": "bad", "actress": "actress", "actresses": "actress",
	"news": "news", "lives": "life", "wives": "wife", "knives": "knife", "leaves": "leaf",
	"starring": "star", "starred": "star", "stars": "star", "ratings": "rating", "rated": "rate", "rating": "rating",
	"titled": "title", "named": "name", "called": "call", "aged": "age", "uses": "use", "used": "use",
	"releases": "release", "reviews": "review", "roles": "role", "glasses": "glass", "boxes": "box",
	"cities": "city", "countries": "country", "companies": "company", "categories": "category",
	"older": "old", "oldest": "old", "younger": "young", "youngest": "young", "longer": "long", "longest": "long",
	"shorter": "short", "shortest": "short", "taller": "tall", "tallest": "tall", "heavier": "heavy",
	"heaviest": "heavy", "cheaper": "cheap", "cheapest": "cheap", "earliest": "early", "newest": "new",
	"biggest": "big", "largest": "large", "smallest": "small", "highest": "high", "lowest": "low",
}

// knownVerbs are lemmas the tagger treats as verbs.
var knownVerbs = func() map[string]struct{} {
	m := map[string]struct{}{}
	for _, w := range strings.Fields(`act star play direct produce write review rate follow bear release come premiere
		appear perform make create build publish sing teach study enroll attend work hire employ manage own live
		buy sell pay earn cost win lose score vote fly depart arrive serve travel speak visit host hold join belong
		contain include know like love marry connect link relate cast feature narrate compose record edit film shoot
		direct lead run found start begin end finish open close launch air broadcast show list find name call title`) {
		m[w] = struct{}{}
	}
	return m
}()

// synonymGroups is a compact lexicon of general-purpose English synonym and
// derivation groups, one group per line, entries comma-separated in base
// form (multi-word entries allowed). It is deliberately schema-agnostic: it
// says that "film" and "movie" mean the same and that "director" derives
// from "direct", never that any particular schema element exists.
const synonymGroups = `
movie, film, picture, flick, motion picture, feature film, cinema
act, actor, actress, acting, cast, star, costar, performer, perform, appear, play in, acted
direct, director, filmmaker, direction, helm, directed
produce, producer, production, productions, produced, executive producer
write, writer, author, screenplay, screenwriter, scriptwriter, script, pen, wrote, written, authored
review, reviewer, critic, critique, reviewed, critics
rating, rate, score, grade, rated, scored
follow, follower, following, followed, fan, subscriber
born, birth, birthday, birthdate, birthyear, year of birth, date of birth, bear, age, old, young
age, old, older, oldest, young, younger, youngest, elderly, aged
release, released, come out, premiere, premiered, debut, launch, launched, publish, published, out
title, titled, name, named, call, called, entitle, entitled, heading
name, named, call, called, known as, nickname, first name, last name, full name, surname
role, character, part, played, portray, portrayal
tagline, slogan, motto, catchphrase, tag line, subtitle
person, people, individual, human, someone, somebody, anyone, who, whom, folk, personality
summary, synopsis, abstract, description, overview, comment, text, remark
year, years, date, time, when
day, date, daily
month, monthly
week, weekly
duration, length, runtime, running time, long
genre, category, kind, type, style, class, classification
keyword, tag, topic, subject, theme
user, member, account, customer, subscriber
friend, friendship, buddy, companion, is friend
singer, sing, vocalist, song, singing, artist
song, track, tune, single, record, recording
album, record, lp
band, group, ensemble, musician
concert, show, gig, performance, event, festival, tour
stadium, venue, arena, ground, field, hall
capacity, seat, seats, seating, size
country, nation, state, land, nationality, homeland
city, town, municipality, hometown, village, place
location, place, site, address, where, position, situated, located
continent, region, area, zone, district, territory
population, inhabitant, resident, populous, people count
language, tongue, speak, spoken, official language
employee, worker, staff, personnel, staffer, employ, employed
employer, company, firm, corporation, business, enterprise, organization, organisation
hire, hiring, hired, recruit, recruitment, employment, job
evaluation, evaluate, appraisal, assessment, bonus
salary, pay, wage, wages, income, earn, earnings, compensation, paid
manager, boss, supervisor, head, lead, chief
shop, store, outlet, branch, retailer
product, item, good, merchandise, article
price, cost, charge, fee, fare, expensive, cheap
buy, purchase, bought, order, acquire
sell, sale, sold, vendor, seller
flight, fly, flew, trip, journey, route
airline, carrier, airways
airport, airfield, aerodrome
depart, departure, leave, origin, source, from
arrive, arrival, destination, destinate, land
plane, aircraft, airplane, jet
student, pupil, learner, highschooler, high schooler, schoolchild
teacher, instructor, professor, lecturer, tutor, teach, taught
course, class, subject, module, lecture
enroll, enrol, enrolment, enrollment, register, registration, attend, sign up
degree, program, programme, qualification, diploma
semester, term
transcript, record, grade
department, dept, division, faculty, unit
school, college, university, academy, institute
grade, level, year, class
document, doc, file, paper, report
template, form, pattern
paragraph, section, passage
battle, fight, war, combat, conflict
death, died, die, killed, kill, casualty, fatality
injury, injured, wound, wounded, hurt
ship, vessel, boat
loss, lose, lost, defeat
win, won, victory, winner
commander, leader, general
poker, card game
player, gamer, participant, contestant, competitor
earnings, winnings, earn, income, prize money
height, tall, taller, tallest, short
weight, heavy, heavier, weigh, light
property, estate, real estate, building, house, apartment, home
room, bedroom, chamber
feature, amenity, facility
channel, station, network, broadcaster
series, show, program, programme, sitcom, tv show
episode, installment, part
cartoon, animation, animated
voter, vote, voting, ballot
contestant, candidate, nominee, participant
area, surface area, size, square
expectancy, expected, life expectancy
government, regime, administration
form, type, kind
independence, independent, sovereignty
percentage, percent, share, proportion, ratio
official, formal
code, identifier, id, number
number, count, amount, quantity, total, how many, no
identifier, id, key, code
phone, telephone, mobile, cell
email, mail, e-mail
street, road, avenue, lane
zip, postcode, postal code, zip code
owner, own, owned, possess, belong
parent, father, mother, dad, mom, mum
child, son, daughter, kid
spouse, husband, wife, married, marry, partner
sibling, brother, sister
family, relative, kin
team, club, squad, side
coach, trainer, manager
match, game, fixture, competition
league, division, conference
season, year
goal, point
medal, award, prize, honor, honour, trophy
win award, awarded
book, novel, publication, volume
publisher, publish, press, publishing house
library, archive, collection
article, paper, publication, post
journal, magazine, periodical
conference, venue, meeting, symposium
author, writer, wrote, write
cite, citation, reference, referenced, cited
patient, sick, ill
doctor, physician, medic
nurse, caregiver
hospital, clinic
disease, illness, condition, sickness
drug, medicine, medication
treatment, therapy, treat
car, vehicle, automobile, auto
driver, drive, drove, motorist
model, make, version
manufacturer, maker, brand, builder, manufacture, make
engine, motor
speed, fast, faster, quick, velocity
color, colour, colors
restaurant, diner, eatery, cafe
food, dish, meal, cuisine
menu, offering
hotel, inn, lodging, accommodation
guest, visitor, tourist
booking, reservation, reserve, book
account, profile
post, tweet, message, status
like, favorite, favourite, love
comment, reply, response
share, repost, retweet
tag, hashtag, label
image, photo, picture, photograph
video, clip
game, videogame, video game
bank, financial institution
loan, credit, lending, borrow, debt
transaction, payment, transfer
balance, amount, funds
insurance, policy
claim, request
order, purchase, request
invoice, bill, receipt
supplier, vendor, provider, supply
warehouse, depot, storage
stock, inventory, quantity
budget, funding, fund, money
project, initiative, undertaking
task, job, assignment, work
skill, ability, expertise, competence
certificate, certification, license, licence
event, occasion, happening
organizer, organiser, host, organize, organise
museum, gallery, exhibition
painting, artwork, art, painter, paint
river, stream, waterway
mountain, peak, summit, hill
lake, pond, reservoir
sea, ocean
island, isle
capital, capital city
mayor, governor, president, leader, head of state
party, political party
election, vote, poll
planet, world
gene, genetic
protein, enzyme
species, organism, animal
dog, puppy, canine
cat, kitten, feline
pet, animal, companion animal
plant, tree, flower
open, opening, opened, inaugurate, inaugurated
close, closing, closed, shut
start, begin, beginning, commence, started, began
end, finish, ending, conclude, ended, finished
found, founded, establish, established, foundation, founder, create
create, created, creation, creator, make, made, build, built
design, designer, designed
invent, inventor, invention
discover, discovery, discoverer
die, death, died, dead, pass away
live, lives, reside, residence, living, inhabit
marry, marriage, wed, wedding
study, studied, learn, research
graduate, graduation, alumnus, alumni
visit, visited, travel, tour
contain, include, consist, comprise, part of, member of, belong to
relate, related, relation, relationship, connection, link, linked, connect, associated
similar, like, same, alike
different, distinct, unique, various
new, recent, latest, newest, modern
big, large, huge, great, largest
small, little, tiny, smallest
high, highest, top, maximum, peak
low, lowest, bottom, minimum
good, great, excellent, best
bad, poor, worst
popular, famous, well-known, renowned
total, sum, overall, aggregate
average, mean, typical, avg
count, number, how many, tally
description, describe, details, info, information
status, state, condition
type, kind, sort, category
value, worth, valuation, net worth
wealth, rich, net worth, fortune
citizenship, nationality, citizen
gender, sex, male, female
race, ethnicity
religion, faith, belief
job, occupation, profession, career, position
rank, ranking, ranked, position, standing
result, outcome
measure, measurement, metric
distance, far, length, mile, kilometer
rank, place, position
official name, formal name
local name, native name
head, leader, chief
region, province, state, county
district, borough, ward
surface, area
gnp, gdp, economy, income
`

var (
	lexOnce      sync.Once
	lexGroups    map[string][]int // entry (lemmatised words joined by space) -> group ids
	lexVocab     map[string]bool  // every single word in any entry, unlemmatised and lemmatised
	lexMaxLen    int              // longest entry in words
	lexNumGroups int
)

func loadLexicon() {
	lexOnce.Do(func() {
		loadLexiconVocab()
		lexGroups = map[string][]int{}
		raw := [][]string{}
		for _, line := range strings.Split(synonymGroups, "\n") {
			line = strings.TrimSpace(line)
			if line == "" {
				continue
			}
			var g []string
			for _, e := range strings.Split(line, ",") {
				e = strings.ToLower(strings.TrimSpace(e))
				if e == "" {
					continue
				}
				g = append(g, e)
			}
			raw = append(raw, g)
		}
		lexNumGroups = len(raw)
		// Lemmas are computed after the vocabulary exists, since the
		// lemmatiser consults it to restore dropped letters.
		for id, g := range raw {
			for _, e := range g {
				ws := strings.Fields(e)
				for i := range ws {
					ws[i] = Lemma(ws[i])
				}
				key := strings.Join(ws, " ")
				if !containsInt(lexGroups[key], id) {
					lexGroups[key] = append(lexGroups[key], id)
				}
				if len(ws) > lexMaxLen {
					lexMaxLen = len(ws)
				}
			}
		}
	})
}

func containsInt(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// inLexicon reports whether a word is a known base form; the lemmatiser uses
// it to choose between "releas", "release" and "releas" + undoubling.
func inLexicon(w string) bool {
	loadLexiconVocab()
	if lexVocab[w] {
		return true
	}
	_, v := knownVerbs[w]
	return v
}

var vocabOnce sync.Once

// loadLexiconVocab fills only the vocabulary, which the lemmatiser needs
// before the groups (which are stored lemmatised) can be built.
func loadLexiconVocab() {
	vocabOnce.Do(func() {
		v := map[string]bool{}
		for _, line := range strings.Split(synonymGroups, "\n") {
			for _, e := range strings.Split(line, ",") {
				for _, w := range strings.Fields(strings.ToLower(e)) {
					v[w] = true
				}
			}
		}
		lexVocab = v
	})
}

// groupsOf returns the synonym groups of a lemmatised entry.
func groupsOf(entry string) []int {
	loadLexicon()
	return lexGroups[entry]
}
