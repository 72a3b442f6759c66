"""Emits examples/flights/flights.cypher from graph.py (deterministic)."""
import sys
from graph import AIRPORTS, AIRLINES, AIRCRAFT, FLIGHTS, PILOTS, PARTNERS, HUBS, qual_hours

HEADER = """// The flights example: an airline route network as an operations analyst
// models it, written for gql by hand (not taken from anywhere), the TUNING
// graph of a new domain (testdata/flights/README.md). Flights depart from
// and arrive at airports, are operated by an airline and use an aircraft
// type; pilots work for an airline and are qualified on aircraft types
// (level 'trainee'|'line'|'instructor'|'examiner', a since date and the
// hours flown on the type on the edge); airlines are partners of other airlines (kind 'codeshare'|
// 'interline'|'joint venture', a since date; 'A is a partner of B' is the
// edge A->B, not always returned) and have hubs at airports (role
// 'primary'|'secondary'). Dates are ISO strings 'YYYY-MM-DD', the founded
// year an integer; distances in km, durations in minutes, elevation in feet,
// frequency in flights a week.
// Edge cases the questions need: airports with no flight (BER, TOS), an
// airline that operates nothing (Aurora Regional), an aircraft type no flight
// uses (A380-800), a flight with no aircraft assigned, a pilot with no
// qualification and one who works for no airline and has no hire date,
// airlines in no alliance (no alliance property), one-way partnerships, ties
// (longest flight time 840, longest range 15000, most frequent 42 a week,
// five pilots with three ratings), values on boundaries (a flight of exactly
// 180 minutes, launches on 2023-03-01, 2023-02-28, 2024-01-01, 2024-12-31,
// an elevation below sea level).
// Regenerate with
//   python3 testdata/flights/emit.py > examples/flights/flights.cypher
//   go run ./cmd/gql convert examples/flights/flights.cypher --name flights --out examples/flights
"""

def q(s):
    return "'" + s.replace("\\", "\\\\").replace("'", "\\'") + "'"

def props(d):
    out = []
    for k, v in d.items():
        if v is None:
            continue
        if isinstance(v, bool):
            out.append(f"{k}:{'true' if v else 'false'}")
        elif isinstance(v, int):
            out.append(f"{k}:{v}")
        else:
            out.append(f"{k}:{q(v)}")
    return "{" + ", ".join(out) + "}"

def main(w=sys.stdout):
    w.write(HEADER)
    for lbl, key in [("Airport", "iata"), ("Airline", "name"), ("AircraftType", "model"), ("Flight", "flight_number"), ("Pilot", "name")]:
        w.write(f"CREATE CONSTRAINT IF NOT EXISTS FOR (n:{lbl}) REQUIRE (n.{key}) IS UNIQUE;\n")
    w.write("\n")
    ap, al, ac, fl, pi = {}, {}, {}, {}, {}
    for i, (iata, name, city, country, elev, opened) in enumerate(AIRPORTS, 1):
        ap[iata] = f"AP{i}"
        w.write(f"CREATE (AP{i}:Airport {props(dict(iata=iata, name=name, city=city, country=country, elevation_ft=elev, opened=opened))})\n")
    for i, (k, name, iata, country, founded, alliance) in enumerate(AIRLINES, 1):
        al[k] = f"AL{i}"
        w.write(f"CREATE (AL{i}:Airline {props(dict(name=name, iata=iata, country=country, founded=founded, alliance=alliance))})\n")
    for i, (model, man, seats, rng, wide) in enumerate(AIRCRAFT, 1):
        ac[model] = f"AC{i}"
        w.write(f"CREATE (AC{i}:AircraftType {props(dict(model=model, manufacturer=man, seats=seats, range_km=rng, widebody=wide))})\n")
    for i, (num, o, d, a, m, dist, dur, freq, launched) in enumerate(FLIGHTS, 1):
        fl[num] = f"F{i}"
        w.write(f"CREATE (F{i}:Flight {props(dict(flight_number=num, distance_km=dist, duration_minutes=dur, weekly_frequency=freq, launched=launched))})\n")
    for i, (name, lic, rank, hired, a, quals) in enumerate(PILOTS, 1):
        pi[name] = f"P{i}"
        w.write(f"CREATE (P{i}:Pilot {props(dict(name=name, licence_number=lic, rank=rank, hired=hired))})\n")
    edges = []
    for (num, o, d, a, m, *_rest) in FLIGHTS:
        edges.append(f"({fl[num]})-[:DEPARTS_FROM]->({ap[o]})")
        edges.append(f"({fl[num]})-[:ARRIVES_AT]->({ap[d]})")
        edges.append(f"({fl[num]})-[:OPERATED_BY]->({al[a]})")
        if m:
            edges.append(f"({fl[num]})-[:USES]->({ac[m]})")
    for (name, lic, rank, hired, a, quals) in PILOTS:
        if a:
            edges.append(f"({pi[name]})-[:WORKS_FOR]->({al[a]})")
        for (m, level, since) in quals:
            edges.append(f"({pi[name]})-[:QUALIFIED_ON {props(dict(level=level, since=since, hours=qual_hours(name, m, level, since)))}]->({ac[m]})")
    for (a, b, kind, since) in PARTNERS:
        edges.append(f"({al[a]})-[:PARTNER_OF {props(dict(kind=kind, since=since))}]->({al[b]})")
    for (a, p, role) in HUBS:
        edges.append(f"({al[a]})-[:HUB_AT {props(dict(role=role))}]->({ap[p]})")
    w.write("CREATE\n" + ",\n".join(edges) + ";\n")

if __name__ == "__main__":
    main()
