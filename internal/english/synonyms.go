package english

import "strings"

// synonymLines is a compact lexicon of general-purpose English synonym and
// derivation groups, one group per line, entries comma-separated in base
// form (multi-word entries allowed). It is deliberately schema-agnostic: it
// says that "film" and "movie" mean the same and that "director" derives
// from "direct", never that any particular schema element exists.
const synonymLines = `
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
kcal, calorie, calory, kilocalorie
`

// SynonymGroups are the groups of the synonym lexicon, each a list of
// lower-case entries as written (an entry may have several words). The
// caller lemmatises them; the lemmatiser needs the vocabulary first.
func SynonymGroups() [][]string {
	var out [][]string
	for _, line := range strings.Split(synonymLines, "\n") {
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
		out = append(out, g)
	}
	return fixvocabExtend(out)
}

// vocabulary is every single word of any entry of the synonym lexicon, as
// written (lower case).
var vocabulary = func() map[string]bool {
	v := map[string]bool{}
	for _, line := range strings.Split(synonymLines+fixvocabLines, "\n") {
		for _, e := range strings.Split(line, ",") {
			for _, w := range strings.Fields(strings.ToLower(e)) {
				v[w] = true
			}
		}
	}
	return v
}()
