"""The flights questions: each answer is computed here from graph.py's lists
(not from Cypher); the gold Cypher is written separately and checked against
it on a Neo4j holding the graph (bench's TestFlightsGoldAnswers).

python3 testdata/flights/questions.py > testdata/flights/questions.jsonl
"""
import json
from collections import Counter
from graph import AIRPORTS, AIRLINES, AIRCRAFT, FLIGHTS, PILOTS, PARTNERS, HUBS, qual_hours

AP = {a[0]: dict(iata=a[0], name=a[1], city=a[2], country=a[3], elevation_ft=a[4], opened=a[5]) for a in AIRPORTS}
AL = {a[0]: dict(name=a[1], iata=a[2], country=a[3], founded=a[4], alliance=a[5]) for a in AIRLINES}
ALN = {v["name"]: k for k, v in AL.items()}
AC = {a[0]: dict(model=a[0], manufacturer=a[1], seats=a[2], range_km=a[3], widebody=a[4]) for a in AIRCRAFT}
FL = [dict(number=f[0], o=f[1], d=f[2], airline=f[3], aircraft=f[4], distance_km=f[5], duration_minutes=f[6], weekly=f[7], launched=f[8]) for f in FLIGHTS]
PI = [dict(name=p[0], licence=p[1], rank=p[2], hired=p[3], airline=p[4], quals=[dict(model=m, level=l, since=s, hours=qual_hours(p[0], m, l, s)) for m, l, s in p[5]]) for p in PILOTS]
PIN = {p["name"]: p for p in PI}

Q = []


def add(id, cat, question, values, cypher, ordered=False, note=None, rows=None):
    q = dict(id=id, category=cat, question=question, ordered=ordered,
             answer=dict(rows=len(values) if rows is None else rows, values=values), cypher=cypher)
    if note:
        q["note"] = note
    Q.append(q)


def top(items, key, reverse=True):
    best = (max if reverse else min)(key(i) for i in items)
    return [i for i in items if key(i) == best]


AIRPORT_NOTE = "airports are answered by their IATA code, the key an analyst uses"

# lookup
add("airport-elevation", "lookup", "What's the elevation of Denver International?", [AP["DEN"]["elevation_ft"]],
    "MATCH (a:Airport {name: 'Denver International'}) RETURN a.elevation_ft", note="elevation is stored in feet")
add("airline-founded", "lookup", "When was Rhein Air founded?", [AL["RH"]["founded"]],
    "MATCH (a:Airline {name: 'Rhein Air'}) RETURN a.founded")
add("aircraft-seats", "lookup", "How many seats does the 787-9 have?", [AC["787-9"]["seats"]],
    "MATCH (t:AircraftType {model: '787-9'}) RETURN t.seats", note="the seats property, not a count of anything")
add("flight-duration", "lookup", "How long is flight NS150?", [f["duration_minutes"] for f in FL if f["number"] == "NS150"],
    "MATCH (f:Flight {flight_number: 'NS150'}) RETURN f.duration_minutes", note="durations are stored in minutes; the answer is the number of minutes")
add("airport-city", "lookup", "Which city is LGW in?", [AP["LGW"]["city"]],
    "MATCH (a:Airport {iata: 'LGW'}) RETURN a.city")
add("airline-alliance", "lookup", "what alliance is baltic wings part of", [AL["BW"]["alliance"]],
    "MATCH (a:Airline {name: 'Baltic Wings'}) RETURN a.alliance", note="lower case as typed; the airline is Baltic Wings")

# hop
add("flight-operator", "hop", "Which airline operates SP1003?", [AL[f["airline"]]["name"] for f in FL if f["number"] == "SP1003"],
    "MATCH (:Flight {flight_number: 'SP1003'})-[:OPERATED_BY]->(a:Airline) RETURN a.name")
add("departures-zurich", "hop", "List the flights departing from Zurich.", [f["number"] for f in FL if f["o"] == "ZRH"],
    "MATCH (f:Flight)-[:DEPARTS_FROM]->(:Airport {name: 'Zurich'}) RETURN f.flight_number", note="Zurich is both the airport's name and its city; one airport either way")
add("arrivals-kef", "hop", "Show me all flights arriving at Keflavik International", [f["number"] for f in FL if f["d"] == "KEF"],
    "MATCH (f:Flight)-[:ARRIVES_AT]->(:Airport {name: 'Keflavik International'}) RETURN f.flight_number")
add("flight-aircraft", "hop", "What aircraft type does flight LT970 use?", [f["aircraft"] for f in FL if f["number"] == "LT970"],
    "MATCH (:Flight {flight_number: 'LT970'})-[:USES]->(t:AircraftType) RETURN t.model")
add("pilot-employer", "hop", "Who does Layla Mansour fly for?", [AL[PIN["Layla Mansour"]["airline"]]["name"]],
    "MATCH (:Pilot {name: 'Layla Mansour'})-[:WORKS_FOR]->(a:Airline) RETURN a.name")
add("airline-hubs", "hop", "Where are Liberty Transcontinental's hubs?", [p for a, p, r in HUBS if a == "LT"],
    "MATCH (:Airline {name: 'Liberty Transcontinental'})-[:HUB_AT]->(h:Airport) RETURN h.iata", note=AIRPORT_NOTE)
add("airline-pilots", "hop", "Who are Fjordline Air's pilots?", [p["name"] for p in PI if p["airline"] == "FJ"],
    "MATCH (p:Pilot)-[:WORKS_FOR]->(:Airline {name: 'Fjordline Air'}) RETURN p.name")

# filter
add("widebodies", "filter", "Which aircraft types are widebodies?", [m for m, a in AC.items() if a["widebody"]],
    "MATCH (t:AircraftType) WHERE t.widebody = true RETURN t.model", note="widebody is a boolean")
add("high-airports", "filter", "Which airports are above 1,000 ft?", [k for k, a in AP.items() if a["elevation_ft"] > 1000],
    "MATCH (a:Airport) WHERE a.elevation_ft > 1000 RETURN a.iata", note=AIRPORT_NOTE + "; elevation is in feet")
add("airbus-big", "filter", "list airbus aircraft with more than 200 seats", [m for m, a in AC.items() if a["manufacturer"] == "Airbus" and a["seats"] > 200],
    "MATCH (t:AircraftType) WHERE t.manufacturer = 'Airbus' AND t.seats > 200 RETURN t.model")
add("rh-captains", "filter", "Which of Rhein Air's pilots are captains?", [p["name"] for p in PI if p["airline"] == "RH" and p["rank"] == "captain"],
    "MATCH (p:Pilot)-[:WORKS_FOR]->(:Airline {name: 'Rhein Air'}) WHERE p.rank = 'captain' RETURN p.name")

# unit
over3h = [f["number"] for f in FL if f["duration_minutes"] > 180]
add("over-3-hours", "unit", "Which flights are longer than 3 hours?", over3h,
    "MATCH (f:Flight) WHERE f.duration_minutes > 180 RETURN f.flight_number", note="3 hours = 180 minutes and 'longer than' excludes NS140 at exactly 180")
add("under-an-hour", "unit", "Which flights take less than an hour?", [f["number"] for f in FL if f["duration_minutes"] < 60],
    "MATCH (f:Flight) WHERE f.duration_minutes < 60 RETURN f.flight_number", note="an hour = 60 minutes; flights of exactly 60 are not less")
add("range-over-10000", "unit", "Which aircraft can fly more than 10,000 km?", [m for m, a in AC.items() if a["range_km"] > 10000],
    "MATCH (t:AircraftType) WHERE t.range_km > 10000 RETURN t.model")
add("short-flights-count", "unit", "How many flights are shorter than 500 km?", [sum(1 for f in FL if f["distance_km"] < 500)],
    "MATCH (f:Flight) WHERE f.distance_km < 500 RETURN count(f)")
add("over-ten-hours-count", "unit", "How many flights are over 10 hrs?", [sum(1 for f in FL if f["duration_minutes"] > 600)],
    "MATCH (f:Flight) WHERE f.duration_minutes > 600 RETURN count(f)", note="10 hours = 600 minutes; BW330 at exactly 600 is not over")

# count
add("count-airports", "count", "How many airports are in the network?", [len(AP)],
    "MATCH (a:Airport) RETURN count(a)", note="every airport in the graph, served or not")
add("count-norway", "count", "Number of airports in Norway?", [sum(1 for a in AP.values() if a["country"] == "Norway")],
    "MATCH (a:Airport {country: 'Norway'}) RETURN count(a)")
add("count-ns-flights", "count", "How many flghts does Nordic Skyways operate?", [sum(1 for f in FL if f["airline"] == "NS")],
    "MATCH (f:Flight)-[:OPERATED_BY]->(:Airline {name: 'Nordic Skyways'}) RETURN count(f)", note="'flghts' is a typo for flights")
add("count-captains", "count", "How many captains are there?", [sum(1 for p in PI if p["rank"] == "captain")],
    "MATCH (p:Pilot {rank: 'captain'}) RETURN count(p)")
add("count-jfk-departures", "count", "how many flights leave from JFK", [sum(1 for f in FL if f["o"] == "JFK")],
    "MATCH (f:Flight)-[:DEPARTS_FROM]->(:Airport {iata: 'JFK'}) RETURN count(f)")

# grouping
add("flights-per-airline", "grouping", "How many flights does each airline operate?",
    [[a["name"], sum(1 for f in FL if f["airline"] == k)] for k, a in AL.items()],
    "MATCH (a:Airline) OPTIONAL MATCH (f:Flight)-[:OPERATED_BY]->(a) RETURN a.name, count(f)", note="an airline with no flights (Aurora Regional) is listed with 0")
add("flights-per-type", "grouping", "Show the number of flights per aircraft type.",
    [[m, sum(1 for f in FL if f["aircraft"] == m)] for m in AC],
    "MATCH (t:AircraftType) OPTIONAL MATCH (f:Flight)-[:USES]->(t) RETURN t.model, count(f)", note="a type no flight uses (A380-800) is listed with 0; the flight with no aircraft is in no group")
cc = Counter(a["country"] for a in AP.values())
add("airports-per-country", "grouping", "How many airports does each country have?", [[c, n] for c, n in cc.items()],
    "MATCH (a:Airport) RETURN a.country, count(a)")
add("avg-duration-per-airline", "grouping", "What's the average flight time for each airline?",
    [[a["name"], sum(f["duration_minutes"] for f in FL if f["airline"] == k) / sum(1 for f in FL if f["airline"] == k)] for k, a in AL.items() if any(f["airline"] == k for f in FL)],
    "MATCH (f:Flight)-[:OPERATED_BY]->(a:Airline) RETURN a.name, avg(f.duration_minutes)", note="minutes; an airline with no flights has no average and is left out")

# superlative
add("longest-flight-time", "superlative", "Which flight takes the longest?", [f["number"] for f in top(FL, lambda f: f["duration_minutes"])],
    "MATCH (f:Flight) WITH max(f.duration_minutes) AS m MATCH (f:Flight) WHERE f.duration_minutes = m RETURN f.flight_number", note="by duration; a tie at 840 minutes: both tied flights are the answer")
add("longest-range", "superlative", "Which aircraft type has the longest range?", [a["model"] for a in top(AC.values(), lambda a: a["range_km"])],
    "MATCH (t:AircraftType) WITH max(t.range_km) AS m MATCH (t:AircraftType) WHERE t.range_km = m RETURN t.model", note="a tie at 15000 km: both tied types are the answer")
add("most-frequent", "superlative", "What's the most frequent flight?", [f["number"] for f in top(FL, lambda f: f["weekly"])],
    "MATCH (f:Flight) WITH max(f.weekly_frequency) AS m MATCH (f:Flight) WHERE f.weekly_frequency = m RETURN f.flight_number", note="by weekly frequency; a tie at 42 a week: both tied flights are the answer")
add("oldest-airline", "superlative", "Which is the oldest airline?", [a["name"] for a in top(AL.values(), lambda a: a["founded"], reverse=False)],
    "MATCH (a:Airline) RETURN a.name ORDER BY a.founded LIMIT 1", note="the earliest founded year")
add("highest-airport", "superlative", "Which airport sits highest?", [k for k, a in AP.items() if a["elevation_ft"] == max(x["elevation_ft"] for x in AP.values())],
    "MATCH (a:Airport) RETURN a.iata ORDER BY a.elevation_ft DESC LIMIT 1", note=AIRPORT_NOTE)
fc = Counter(f["airline"] for f in FL)
add("airline-most-flights", "superlative", "Which airline runs the most flights?", [AL[k]["name"] for k in fc if fc[k] == max(fc.values())],
    "MATCH (f:Flight)-[:OPERATED_BY]->(a:Airline) WITH a, count(f) AS n RETURN a.name ORDER BY n DESC LIMIT 1")
add("most-ratings", "superlative", "Which pilots hold the most type ratings?", [p["name"] for p in top(PI, lambda p: len(p["quals"]))],
    "MATCH (p:Pilot)-[:QUALIFIED_ON]->(:AircraftType) WITH p, count(*) AS n WITH max(n) AS m MATCH (p:Pilot)-[:QUALIFIED_ON]->(:AircraftType) WITH p, count(*) AS n, m WHERE n = m RETURN p.name", note="a rating is a QUALIFIED_ON edge at any level; five pilots tie at 3 and all five are the answer")
by_dist = sorted(FL, key=lambda f: -f["distance_km"])[:3]
add("top3-distance", "superlative", "What are the three longest flights by distance?", [f["number"] for f in by_dist],
    "MATCH (f:Flight) RETURN f.flight_number ORDER BY f.distance_km DESC LIMIT 3", ordered=True)

# pagination
by_elev = sorted(AP.values(), key=lambda a: -a["elevation_ft"])
add("airports-by-elevation-page2", "pagination", "Rank the airports by elevation, highest first, and show me the next 5 after the top 5.", [a["iata"] for a in by_elev[5:10]],
    "MATCH (a:Airport) RETURN a.iata ORDER BY a.elevation_ft DESC SKIP 5 LIMIT 5", ordered=True, note=AIRPORT_NOTE)
by_num = sorted(f["number"] for f in FL)
add("flights-page3", "pagination", "Sorted by flight number, list flights 11 to 15.", by_num[10:15],
    "MATCH (f:Flight) RETURN f.flight_number ORDER BY f.flight_number SKIP 10 LIMIT 5", ordered=True, note="flight numbers sort as text")
add("first-5-pilots", "pagination", "Show the first 5 pilots alphabetically.", sorted(p["name"] for p in PI)[:5],
    "MATCH (p:Pilot) RETURN p.name ORDER BY p.name LIMIT 5", ordered=True)

# negation
served = {f["o"] for f in FL} | {f["d"] for f in FL}
add("airports-no-flights", "negation", "Which airports have no flights at all?", [k for k in AP if k not in served],
    "MATCH (a:Airport) WHERE NOT (a)<-[:DEPARTS_FROM]-() AND NOT (a)<-[:ARRIVES_AT]-() RETURN a.iata", note=AIRPORT_NOTE + "; no flight departs from or arrives at them")
add("unused-types", "negation", "Which aircarft types aren't used on any flight?", [m for m in AC if not any(f["aircraft"] == m for f in FL)],
    "MATCH (t:AircraftType) WHERE NOT (t)<-[:USES]-(:Flight) RETURN t.model", note="'aircarft' is a typo")
add("pilots-no-ratings", "negation", "Which pilots don't have any type rating?", [p["name"] for p in PI if not p["quals"]],
    "MATCH (p:Pilot) WHERE NOT (p)-[:QUALIFIED_ON]->() RETURN p.name")
us = {k for k, a in AP.items() if a["country"] == "United States"}
add("never-to-us", "negation", "Which airlines have never flown to the United States?", [a["name"] for k, a in AL.items() if not any(f["airline"] == k and f["d"] in us for f in FL)],
    "MATCH (a:Airline) WHERE NOT EXISTS { MATCH (a)<-[:OPERATED_BY]-(:Flight)-[:ARRIVES_AT]->(:Airport {country: 'United States'}) } RETURN a.name", note="no flight of theirs arrives at an airport in the United States; an airline with no flights is included")
add("flights-no-aircraft", "negation", "Which flights have no aircraft assigned?", [f["number"] for f in FL if f["aircraft"] is None],
    "MATCH (f:Flight) WHERE NOT (f)-[:USES]->() RETURN f.flight_number")
add("ns-not-a320", "negation", "Which Nordic Skyways pilots aren't rated on the A320neo?", [p["name"] for p in PI if p["airline"] == "NS" and not any(q["model"] == "A320neo" for q in p["quals"])],
    "MATCH (p:Pilot)-[:WORKS_FOR]->(:Airline {name: 'Nordic Skyways'}) WHERE NOT (p)-[:QUALIFIED_ON]->(:AircraftType {model: 'A320neo'}) RETURN p.name", note="a rating at any level counts, trainee included")

# date
add("launched-2024", "date", "Which flights were launched in 2024?", [f["number"] for f in FL if f["launched"].startswith("2024")],
    "MATCH (f:Flight) WHERE f.launched >= '2024-01-01' AND f.launched <= '2024-12-31' RETURN f.flight_number", note="launched is an ISO date string; 2024-01-01 and 2024-12-31 are in 2024")
add("since-march-2023", "date", "Which routes have launched since March 2023?", [f["number"] for f in FL if f["launched"] >= "2023-03-01"],
    "MATCH (f:Flight) WHERE f.launched >= '2023-03-01' RETURN f.flight_number", note="a route is a flight; since March 2023 includes 2023-03-01 and excludes 2023-02-28")
add("airports-before-1930", "date", "Which airports opened before 1930?", [k for k, a in AP.items() if a["opened"] < "1930"],
    "MATCH (a:Airport) WHERE a.opened < '1930-01-01' RETURN a.iata", note=AIRPORT_NOTE)
add("hired-2023", "date", "Who was hired in 2023?", [p["name"] for p in PI if p["hired"] and p["hired"].startswith("2023")],
    "MATCH (p:Pilot) WHERE p.hired STARTS WITH '2023' RETURN p.name")
add("ratings-after-2023", "date", "Which pilots got a new type rating after 2023?", sorted({p["name"] for p in PI for q in p["quals"] if q["since"] >= "2024-01-01"}),
    "MATCH (p:Pilot)-[q:QUALIFIED_ON]->(:AircraftType) WHERE q.since >= '2024-01-01' RETURN DISTINCT p.name", note="after 2023 = from 2024-01-01 on, the since date on the rating; each pilot once")

# direction on the self-relationship PARTNER_OF (A is a partner of B = A->B)
add("ns-partner-of", "direction", "Which airlines is Nordic Skyways a partner of?", [AL[b]["name"] for a, b, k, s in PARTNERS if a == "NS"],
    "MATCH (:Airline {name: 'Nordic Skyways'})-[:PARTNER_OF]->(b:Airline) RETURN b.name", note="'A is a partner of B' is the edge A->B")
add("partners-of-ap", "direction", "Which airlines are partners of Alpine Connect?", [AL[a]["name"] for a, b, k, s in PARTNERS if b == "AP"],
    "MATCH (a:Airline)-[:PARTNER_OF]->(:Airline {name: 'Alpine Connect'}) RETURN a.name", note="airlines that are a partner of Alpine Connect: edges into it")
add("partners-of-ax", "direction", "Which airlines are partners of Atlantic Crown?", [AL[a]["name"] for a, b, k, s in PARTNERS if b == "AX"],
    "MATCH (a:Airline)-[:PARTNER_OF]->(:Airline {name: 'Atlantic Crown'}) RETURN a.name", note="edges into Atlantic Crown; Gulf Meridian's partnership is one way and counts")
add("ax-partner-of", "direction", "Atlantic Crown is a partner of which airlines?", [AL[b]["name"] for a, b, k, s in PARTNERS if a == "AX"],
    "MATCH (:Airline {name: 'Atlantic Crown'})-[:PARTNER_OF]->(b:Airline) RETURN b.name", note="edges out of Atlantic Crown")

# edge-property
add("primary-hubs", "edge-property", "Which airports are primary hubs?", sorted({p for a, p, r in HUBS if r == "primary"}),
    "MATCH (:Airline)-[:HUB_AT {role: 'primary'}]->(h:Airport) RETURN DISTINCT h.iata", note=AIRPORT_NOTE)
add("rh-codeshares", "edge-property", "Who does Rhein Air have codeshares with?", sorted({AL[b]["name"] for a, b, k, s in PARTNERS if a == "RH" and k == "codeshare"} | {AL[a]["name"] for a, b, k, s in PARTNERS if b == "RH" and k == "codeshare"}),
    "MATCH (:Airline {name: 'Rhein Air'})-[:PARTNER_OF {kind: 'codeshare'}]-(b:Airline) RETURN DISTINCT b.name", note="a codeshare either way round; both of Rhein Air's are mutual")
add("instructors-787", "edge-property", "Which pilots are instructors on the 787-9?", [p["name"] for p in PI for q in p["quals"] if q["model"] == "787-9" and q["level"] == "instructor"],
    "MATCH (p:Pilot)-[:QUALIFIED_ON {level: 'instructor'}]->(:AircraftType {model: '787-9'}) RETURN p.name")
add("cph-secondary", "edge-property", "Which airlines use Copenhagen as a secondary hub?", [AL[a]["name"] for a, p, r in HUBS if p == "CPH" and r == "secondary"],
    "MATCH (a:Airline)-[:HUB_AT {role: 'secondary'}]->(:Airport {city: 'Copenhagen'}) RETURN a.name")
add("omar-a380-level", "edge-property", "What level is Omar Haddad's A380-800 rating?", [q["level"] for q in PIN["Omar Haddad"]["quals"] if q["model"] == "A380-800"],
    "MATCH (:Pilot {name: 'Omar Haddad'})-[q:QUALIFIED_ON]->(:AircraftType {model: 'A380-800'}) RETURN q.level")

# edge-aggregate (hours on QUALIFIED_ON)
add("sigrid-total-hours", "edge-aggregate", "How many hours has Sigrid Dahl logged across all her types?", [sum(q["hours"] for q in PIN["Sigrid Dahl"]["quals"])],
    "MATCH (:Pilot {name: 'Sigrid Dahl'})-[q:QUALIFIED_ON]->(:AircraftType) RETURN sum(q.hours)", note="the sum of hours on her ratings")
h738 = [q["hours"] for p in PI for q in p["quals"] if q["model"] == "737-800"]
add("avg-hours-738", "edge-aggregate", "What's the average number of hours pilots have on the 737-800?", [sum(h738) / len(h738)],
    "MATCH (:Pilot)-[q:QUALIFIED_ON]->(:AircraftType {model: '737-800'}) RETURN avg(q.hours)")
a350 = [(p["name"], q["hours"]) for p in PI for q in p["quals"] if q["model"] == "A350-900"]
add("most-hours-a350", "edge-aggregate", "Which pilot has the most hours on the A350-900?", [n for n, h in a350 if h == max(x for _, x in a350)],
    "MATCH (p:Pilot)-[q:QUALIFIED_ON]->(:AircraftType {model: 'A350-900'}) WITH max(q.hours) AS m MATCH (p:Pilot)-[q:QUALIFIED_ON]->(:AircraftType {model: 'A350-900'}) WHERE q.hours = m RETURN p.name")
hrs = Counter()
for p in PI:
    if p["airline"]:
        for q in p["quals"]:
            hrs[p["airline"]] += q["hours"]
add("hours-per-airline", "edge-aggregate", "Total rated hours per airline?", [[AL[k]["name"], hrs[k]] for k in AL],
    "MATCH (a:Airline) OPTIONAL MATCH (a)<-[:WORKS_FOR]-(:Pilot)-[q:QUALIFIED_ON]->(:AircraftType) RETURN a.name, coalesce(sum(q.hours), 0)", note="the hours on the ratings of each airline's pilots; every airline has some (the contractor works for none)")

# either-or
add("a380-or-sakura", "either-or", "Which pilots are rated on the A380-800 or fly for Sakura Pacific?",
    [p["name"] for p in PI if p["airline"] == "SP" or any(q["model"] == "A380-800" for q in p["quals"])],
    "MATCH (p:Pilot) WHERE (p)-[:QUALIFIED_ON]->(:AircraftType {model: 'A380-800'}) OR (p)-[:WORKS_FOR]->(:Airline {name: 'Sakura Pacific'}) RETURN p.name")
rh_ap = sorted({p for a, p, r in HUBS if a == "RH"} | {f["o"] for f in FL if f["airline"] == "AP"} | {f["d"] for f in FL if f["airline"] == "AP"})
add("rh-hub-or-ap-served", "either-or", "Which airports are either a Rhein Air hub or served by Alpine Connect?", rh_ap,
    "MATCH (x:Airport) WHERE (:Airline {name: 'Rhein Air'})-[:HUB_AT]->(x) OR EXISTS { MATCH (x)<-[:DEPARTS_FROM|ARRIVES_AT]-(:Flight)-[:OPERATED_BY]->(:Airline {name: 'Alpine Connect'}) } RETURN x.iata",
    note=AIRPORT_NOTE + "; served = a flight of theirs departs from or arrives at it")

# two-hop
add("airlines-out-of-cph", "two-hop", "Which airlines fly out of Copenhagen?", sorted({AL[f["airline"]]["name"] for f in FL if f["o"] == "CPH"}),
    "MATCH (:Airport {city: 'Copenhagen'})<-[:DEPARTS_FROM]-(:Flight)-[:OPERATED_BY]->(a:Airline) RETURN DISTINCT a.name")
add("gm-types", "two-hop", "Which aircraft types does Gulf Meridian fly?", sorted({f["aircraft"] for f in FL if f["airline"] == "GM"}),
    "MATCH (:Airline {name: 'Gulf Meridian'})<-[:OPERATED_BY]-(:Flight)-[:USES]->(t:AircraftType) RETURN DISTINCT t.model")
add("nonstop-from-muc", "two-hop", "What destinations can you reach nonstop from Munich?", sorted({f["d"] for f in FL if f["o"] == "MUC"}),
    "MATCH (:Airport {iata: 'MUC'})<-[:DEPARTS_FROM]-(:Flight)-[:ARRIVES_AT]->(d:Airport) RETURN DISTINCT d.iata", note=AIRPORT_NOTE)

# three-hop
kw = PIN["Klaus Weber"]["airline"]
add("klaus-airline-origins", "three-hop", "From which airports does Klaus Weber's airline fly?", sorted({f["o"] for f in FL if f["airline"] == kw}),
    "MATCH (:Pilot {name: 'Klaus Weber'})-[:WORKS_FOR]->(:Airline)<-[:OPERATED_BY]-(:Flight)-[:DEPARTS_FROM]->(a:Airport) RETURN DISTINCT a.iata", note=AIRPORT_NOTE + "; fly from = departure airports")
lis_airlines = {f["airline"] for f in FL if f["d"] == "LIS"}
add("pilots-of-lisbon-airlines", "three-hop", "Which pilots work for airlines that fly to Lisbon?", [p["name"] for p in PI if p["airline"] in lis_airlines],
    "MATCH (p:Pilot)-[:WORKS_FOR]->(:Airline)<-[:OPERATED_BY]-(:Flight)-[:ARRIVES_AT]->(:Airport {city: 'Lisbon'}) RETURN DISTINCT p.name")

# transitive
legs = {}
for f in FL:
    legs.setdefault(f["o"], set()).add(f["d"])
one_stop = set(legs.get("SVG", set()))
for m in list(one_stop):
    one_stop |= legs.get(m, set())
one_stop.discard("SVG")
add("svg-one-stop", "transitive", "Which airports can I get to from Stavanger with at most one stop?", sorted(one_stop),
    "MATCH (:Airport {iata: 'SVG'})<-[:DEPARTS_FROM]-(:Flight)-[:ARRIVES_AT]->(m:Airport) OPTIONAL MATCH (m)<-[:DEPARTS_FROM]-(:Flight)-[:ARRIVES_AT]->(d:Airport) WITH collect(m.iata) + collect(d.iata) AS xs UNWIND xs AS x WITH DISTINCT x WHERE x <> 'SVG' RETURN x",
    note=AIRPORT_NOTE + "; a nonstop flight or two flights connecting at one airport; Stavanger itself is left out")
reach, todo = set(), ["AU"]
while todo:
    a = todo.pop()
    for x, y, k, s in PARTNERS:
        if x == a and y not in reach:
            reach.add(y)
            todo.append(y)
reach.discard("AU")
add("au-partner-network", "transitive", "Which airlines is Aurora Regional linked to through partnerships, directly or indirectly?", sorted(AL[k]["name"] for k in reach),
    "MATCH (:Airline {name: 'Aurora Regional'})-[:PARTNER_OF*1..]->(b:Airline) WHERE b.name <> 'Aurora Regional' RETURN DISTINCT b.name", note="following 'is a partner of' outwards, any number of steps")

# path
add("path-freya-kef", "path", "How is Freya Jonsdottir connected to Keflavik?", ["Freya Jonsdottir", AL["AU"]["name"], AP["KEF"]["name"]],
    "MATCH p = shortestPath((:Pilot {name: 'Freya Jonsdottir'})-[*]-(:Airport {city: 'Reykjavik'})) UNWIND nodes(p) AS n RETURN n.name",
    note="the shortest connection over any relationship (she works for Aurora Regional, whose hub it is), as the names along it, ends included; it is unique")
add("path-a380-dubai", "path", "how is the A380-800 connected to Dubai", ["A380-800", "Omar Haddad", AL["GM"]["name"], AP["DXB"]["name"]],
    "MATCH p = shortestPath((:AircraftType {model: 'A380-800'})-[*]-(:Airport {city: 'Dubai'})) UNWIND nodes(p) AS n RETURN coalesce(n.name, n.model)",
    note="the shortest connection over any relationship (its one rated pilot works for Gulf Meridian, whose hub Dubai is), as the names (the model for the aircraft) along it, ends included; it is unique")

# yes-no
add("below-sea-level", "yes-no", "Are any airports below sea level?", [any(a["elevation_ft"] < 0 for a in AP.values())],
    "MATCH (a:Airport) RETURN count(CASE WHEN a.elevation_ft < 0 THEN 1 END) > 0", note="a yes/no question is one row holding true or false")
add("bgo-to-tokyo", "yes-no", "Can you fly from Bergen to Tokyo with at most one connection?",
    [("NRT" in legs.get("BGO", set())) or any("NRT" in legs.get(m, set()) for m in legs.get("BGO", set()))],
    "RETURN EXISTS { MATCH (:Airport {iata: 'BGO'})<-[:DEPARTS_FROM]-(:Flight)-[:ARRIVES_AT]->(m:Airport) WHERE m.iata = 'NRT' OR EXISTS { MATCH (m)<-[:DEPARTS_FROM]-(:Flight)-[:ARRIVES_AT]->(:Airport {iata: 'NRT'}) } } AS ok",
    note="Tokyo is Narita (NRT); a nonstop or two flights connecting at one airport")
add("ap-to-vienna", "yes-no", "Does Alpine Connect fly to Vienna?", [any(f["airline"] == "AP" and f["d"] == "VIE" for f in FL)],
    "RETURN EXISTS { MATCH (:Airline {name: 'Alpine Connect'})<-[:OPERATED_BY]-(:Flight)-[:ARRIVES_AT]->(:Airport {city: 'Vienna'}) } AS ok")
add("emily-rated", "yes-no", "Is Emily Carter qualified on any aircraft?", [bool(PIN["Emily Carter"]["quals"])],
    "RETURN EXISTS { MATCH (:Pilot {name: 'Emily Carter'})-[:QUALIFIED_ON]->(:AircraftType) } AS ok")

# comparison
dep = Counter(f["o"] for f in FL)
arr = Counter(f["d"] for f in FL)
add("more-departures", "comparison", "Which airports have more departures than arrivals?", [k for k in AP if dep[k] > arr[k]],
    "MATCH (a:Airport) WITH a, COUNT { (a)<-[:DEPARTS_FROM]-(:Flight) } AS d, COUNT { (a)<-[:ARRIVES_AT]-(:Flight) } AS r WHERE d > r RETURN a.iata", note=AIRPORT_NOTE)
npil = Counter(p["airline"] for p in PI if p["airline"])
nhub = Counter(a for a, p, r in HUBS)
add("more-pilots-than-hubs", "comparison", "Which airlines have more pilots than hubs?", [AL[k]["name"] for k in AL if npil[k] > nhub[k]],
    "MATCH (a:Airline) WITH a, COUNT { (a)<-[:WORKS_FOR]-(:Pilot) } AS p, COUNT { (a)-[:HUB_AT]->(:Airport) } AS h WHERE p > h RETURN a.name")
add("more-seats-than-a330", "comparison", "Which aircraft have more seats than the A330-300?", [m for m, a in AC.items() if a["seats"] > AC["A330-300"]["seats"]],
    "MATCH (x:AircraftType {model: 'A330-300'}), (t:AircraftType) WHERE t.seats > x.seats RETURN t.model")

# string-match
add("london-airports", "string-match", "Which airports have London in their name?", [k for k, a in AP.items() if "London" in a["name"]],
    "MATCH (a:Airport) WHERE a.name CONTAINS 'London' RETURN a.iata", note=AIRPORT_NOTE)
add("norwegian-licences", "string-match", "List pilots whose licence number starts with NO-", [p["name"] for p in PI if p["licence"].startswith("NO-")],
    "MATCH (p:Pilot) WHERE p.licence_number STARTS WITH 'NO-' RETURN p.name")

# absent-value
add("no-alliance", "absent-value", "Which airlines aren't in an alliance?", [a["name"] for a in AL.values() if a["alliance"] is None],
    "MATCH (a:Airline) WHERE a.alliance IS NULL RETURN a.name", note="an airline in no alliance has no alliance property")
add("no-hire-date", "absent-value", "Which pilot has no hire date on record?", [p["name"] for p in PI if p["hired"] is None],
    "MATCH (p:Pilot) WHERE p.hired IS NULL RETURN p.name")

Q = [q for q in Q if q["cypher"]]

if __name__ == "__main__":
    for q in Q:
        print(json.dumps(q, ensure_ascii=False))
