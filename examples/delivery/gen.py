# Emits delivery.cypher deterministically (seeded); kept next to its output so
# the graph can be regenerated: python3 examples/delivery/gen.py > examples/delivery/delivery.cypher
import random
R = random.Random(23)

def q(s):
    return "'" + s.replace("\\", "\\\\").replace("'", "\\'") + "'"

def props(d):
    out = []
    for k, v in d.items():
        if v is None:
            continue
        if isinstance(v, bool):
            out.append(f"{k}:{'true' if v else 'false'}")
        elif isinstance(v, (int, float)):
            out.append(f"{k}:{v}")
        else:
            out.append(f"{k}:{q(v)}")
    return "{" + ", ".join(out) + "}"

nodes, edges = [], []
def node(var, label, d):
    nodes.append(f"CREATE ({var}:{label} {props(d)})")
def edge(a, t, b, d=None):
    edges.append(f"({a})-[:{t}{(' ' + props(d)) if d else ''}]->({b})")

# cuisine tree: child -> parent
cuisines = [("EUR", "European", None), ("ITA", "Italian", "EUR"), ("NEA", "Neapolitan", "ITA"),
            ("ROM", "Roman", "ITA"), ("FRA", "French", "EUR"), ("ASI", "Asian", None),
            ("JAP", "Japanese", "ASI"), ("SUS", "Sushi", "JAP"), ("RAM", "Ramen", "JAP"),
            ("IND", "Indian", "ASI"), ("THA", "Thai", "ASI"), ("AME", "American", None),
            ("BUR", "Burgers", "AME"), ("MEX", "Mexican", None), ("ETH", "Ethiopian", None)]
for v, n, p in cuisines:
    node("CU_" + v, "Cuisine", {"name": n})
for v, n, p in cuisines:
    if p:
        edge("CU_" + v, "SUBCUISINE_OF", "CU_" + p)

# restaurants: var, name, city, rating, band, opened, vegan, cuisines
rests = [
    ("R01", "Luigi's Trattoria", "Berlin", 4.6, "€€", "2019-05-14", False, ["ROM"]),
    ("R02", "Pizzeria Vesuvio", "Berlin", 4.8, "€", "2021-03-01", True, ["NEA"]),
    ("R03", "Da Michele Express", "Munich", 4.2, "€", "2023-03-01", False, ["NEA", "ITA"]),
    ("R04", "Sakura Sushi Bar", "Berlin", 4.8, "€€€", "2018-11-20", False, ["SUS"]),
    ("R05", "Ramen Ichiban", "Hamburg", 4.4, "€€", "2022-07-09", True, ["RAM"]),
    ("R06", "Bombay Spice", "Munich", 4.1, "€€", "2020-01-15", True, ["IND"]),
    ("R07", "Bangkok Street Kitchen", "Hamburg", 3.9, "€", "2023-12-31", True, ["THA"]),
    ("R08", "Le Petit Bistro", "Munich", 4.5, "€€€", "2017-09-02", False, ["FRA"]),
    ("R09", "Smash Burger Co", "Berlin", 3.7, "€", "2024-01-01", False, ["BUR"]),
    ("R10", "Taqueria El Sol", "Hamburg", 4.0, "€", "2022-02-18", True, ["MEX"]),
    ("R11", "Green Bowl", "Berlin", 4.3, "€€", "2024-06-10", True, ["ASI", "EUR"]),
    ("R12", "Curry Palace", "Hamburg", 3.5, "€", "2021-08-30", False, ["IND"]),
    ("R13", "Burger Barn", "Munich", 4.1, "€€", "2020-10-05", False, ["BUR"]),
    ("R14", "Nonna Rosa", "Cologne", 4.7, "€€", "2024-11-01", False, ["ITA"]),
]
for v, n, c, r, b, o, vg, cs in rests:
    node(v, "Restaurant", {"name": n, "city": c, "rating": r, "price_band": b, "opened": o, "vegan_friendly": vg})
    for x in cs:
        edge(v, "SERVES", "CU_" + x)

ingr = [("I_FLOUR", "wheat flour", "gluten"), ("I_MOZZ", "mozzarella", "dairy"), ("I_TOM", "tomato", None),
        ("I_BASIL", "basil", None), ("I_EGG", "egg", "egg"), ("I_PEC", "pecorino", "dairy"),
        ("I_GUAN", "guanciale", None), ("I_RICE", "sushi rice", None), ("I_SALM", "salmon", "fish"),
        ("I_TUNA", "tuna", "fish"), ("I_SOY", "soy sauce", "soy"), ("I_NOOD", "wheat noodles", "gluten"),
        ("I_PEAN", "peanuts", "peanut"), ("I_CHIL", "chili", None), ("I_CHICK", "chicken", None),
        ("I_BEEF", "beef patty", None), ("I_CREAM", "cream", "dairy"), ("I_TOFU", "tofu", "soy"),
        ("I_AVO", "avocado", None), ("I_COR", "coriander", None)]
for v, n, a in ingr:
    node(v, "Ingredient", {"name": n, "allergen": a})

# dishes: var, name, price, kcal, spicy, veg, restaurant, [(ingredient, grams)]
dishes = [
    ("D01", "Spaghetti Carbonara", 13.5, 820, 0, False, "R01", [("I_EGG", 60), ("I_PEC", 30), ("I_GUAN", 50), ("I_FLOUR", 120)]),
    ("D02", "Cacio e Pepe", 12.0, 690, 0, True, "R01", [("I_PEC", 40), ("I_FLOUR", 120)]),
    ("D03", "Tiramisu", 6.5, 450, 0, True, "R01", [("I_EGG", 40), ("I_CREAM", 60)]),
    ("D04", "Pizza Margherita", 9.0, 780, 0, True, "R02", [("I_FLOUR", 200), ("I_MOZZ", 120), ("I_TOM", 80), ("I_BASIL", 5)]),
    ("D05", "Pizza Diavola", 10.0, 890, 2, False, "R02", [("I_FLOUR", 200), ("I_MOZZ", 120), ("I_TOM", 80), ("I_CHIL", 10)]),
    ("D06", "Pizza Marinara", 7.5, 600, 0, True, "R02", [("I_FLOUR", 200), ("I_TOM", 100), ("I_BASIL", 5)]),
    ("D07", "Calzone", 11.0, 950, 0, False, "R03", [("I_FLOUR", 220), ("I_MOZZ", 100)]),
    ("D08", "Pizza Margherita Slice", 4.0, 310, 0, True, "R03", [("I_FLOUR", 80), ("I_MOZZ", 40), ("I_TOM", 30)]),
    ("D09", "Salmon Nigiri Set", 16.0, 520, 0, False, "R04", [("I_RICE", 150), ("I_SALM", 90), ("I_SOY", 10)]),
    ("D10", "Spicy Tuna Roll", 14.0, 480, 2, False, "R04", [("I_RICE", 140), ("I_TUNA", 80), ("I_CHIL", 5)]),
    ("D11", "Avocado Maki", 8.0, 350, 0, True, "R04", [("I_RICE", 120), ("I_AVO", 60)]),
    ("D12", "Omakase Platter", 42.0, 900, 1, False, "R04", [("I_RICE", 250), ("I_SALM", 100), ("I_TUNA", 100)]),
    ("D13", "Tonkotsu Ramen", 14.5, 980, 1, False, "R05", [("I_NOOD", 180), ("I_EGG", 50)]),
    ("D14", "Veggie Miso Ramen", 13.0, 720, 1, True, "R05", [("I_NOOD", 180), ("I_TOFU", 80), ("I_SOY", 15)]),
    ("D15", "Tantanmen", 15.0, 1050, 3, False, "R05", [("I_NOOD", 180), ("I_CHIL", 15), ("I_PEAN", 20)]),
    ("D16", "Chicken Tikka Masala", 14.0, 870, 2, False, "R06", [("I_CHICK", 180), ("I_CREAM", 50), ("I_TOM", 60)]),
    ("D17", "Palak Paneer", 12.5, 640, 1, True, "R06", [("I_CREAM", 40)]),
    ("D18", "Chicken Vindaloo", 13.5, 760, 3, False, "R06", [("I_CHICK", 180), ("I_CHIL", 20)]),
    ("D19", "Garlic Naan", 3.5, 290, 0, True, "R06", [("I_FLOUR", 100)]),
    ("D20", "Pad Thai", 11.5, 740, 1, False, "R07", [("I_NOOD", 160), ("I_PEAN", 25), ("I_EGG", 40)]),
    ("D21", "Green Curry", 12.0, 680, 3, False, "R07", [("I_CHICK", 150), ("I_CHIL", 15), ("I_COR", 5)]),
    ("D22", "Tom Yum Soup", 9.5, 320, 2, False, "R07", [("I_CHIL", 10), ("I_COR", 5)]),
    ("D23", "Boeuf Bourguignon", 24.0, 910, 0, False, "R08", []),
    ("D24", "Crème Brûlée", 8.5, 430, 0, True, "R08", [("I_CREAM", 100), ("I_EGG", 50)]),
    ("D25", "French Onion Soup", 10.0, 410, 0, True, "R08", [("I_FLOUR", 40)]),
    ("D26", "Double Smash Burger", 12.5, 1120, 0, False, "R09", [("I_BEEF", 240), ("I_FLOUR", 90)]),
    ("D27", "Jalapeño Burger", 13.0, 1010, 2, False, "R09", [("I_BEEF", 180), ("I_CHIL", 15), ("I_FLOUR", 90)]),
    ("D28", "Fries", 4.0, 380, 0, True, "R09", []),
    ("D29", "Tacos al Pastor", 10.5, 620, 1, False, "R10", [("I_COR", 5), ("I_CHIL", 5)]),
    ("D30", "Veggie Burrito", 9.5, 700, 1, True, "R10", [("I_AVO", 60), ("I_FLOUR", 90)]),
    ("D31", "Guacamole & Chips", 6.0, 520, 0, True, "R10", [("I_AVO", 120), ("I_COR", 5)]),
    ("D32", "Buddha Bowl", 11.0, 560, 0, True, "R11", [("I_TOFU", 100), ("I_AVO", 60), ("I_RICE", 120)]),
    ("D33", "Poke Bowl", 13.5, 610, 1, False, "R11", [("I_RICE", 150), ("I_SALM", 90), ("I_SOY", 10)]),
    ("D34", "Lamb Rogan Josh", 15.5, 830, 2, False, "R12", []),
    ("D35", "Chana Masala", 9.0, 540, 1, True, "R12", [("I_TOM", 80)]),
    ("D36", "Classic Cheeseburger", 11.0, 950, 0, False, "R13", [("I_BEEF", 180), ("I_FLOUR", 90)]),
    ("D37", "Sweet Potato Fries", 4.5, 410, 0, True, "R13", []),
    ("D38", "Lasagne della Nonna", 14.0, 880, 0, False, "R14", [("I_FLOUR", 100), ("I_MOZZ", 80), ("I_TOM", 100)]),
    ("D39", "Risotto ai Funghi", 16.0, 690, 0, True, "R14", [("I_CREAM", 30)]),
]
for v, n, p, k, s, vg, r, ing in dishes:
    node(v, "Dish", {"name": n, "price_eur": p, "kcal": k, "spicy_level": s, "vegetarian": vg})
    edge(v, "ON_MENU", r)
    for i, g in ing:
        edge(v, "CONTAINS", i, {"grams": g})

cities = ["Berlin", "Munich", "Hamburg", "Cologne"]
unames = ["anna_k", "ben.schulz", "carla88", "dario_r", "elif.y", "felix_m", "greta.w", "hassan_a",
          "ines.p", "jonas_b", "kemal_t", "lena.h", "mia_s", "nico.f", "olga_v", "paul.d", "quinn_l",
          "rosa_m", "sami.k", "tina_b", "udo.w", "vera_n", "wim_j", "xenia.p", "yusuf_o", "zoe.l",
          "ali_r", "bea.c", "chris_v", "dana.e"]
custs = []
for i, u in enumerate(unames):
    v = f"C{i+1:02d}"
    city = cities[i % 4] if i % 7 else "Berlin"
    y = 2022 + (i % 3)
    signup = f"{y}-{1 + (i * 5) % 12:02d}-{1 + (i * 11) % 28:02d}"
    if u == "dario_r": signup = "2023-03-01"
    if u == "ines.p": signup = "2023-12-31"
    if u == "mia_s": signup = "2024-01-01"
    plan = "plus" if i % 3 == 1 else "free"
    by = 1960 + (i * 7) % 45
    custs.append((v, u))
    node(v, "Customer", {"username": u, "city": city, "signup": signup, "plan": plan, "birth_year": by})

couriers = [("K1", "Marta Nowak", "bike", "2021-04-01", 4.9), ("K2", "Jan Vogel", "scooter", "2022-02-15", 4.6),
            ("K3", "Aylin Demir", "bike", "2022-09-10", 4.9), ("K4", "Tom Berger", "car", "2023-01-20", 4.2),
            ("K5", "Sofia Russo", "scooter", "2023-06-05", 4.7), ("K6", "Luca Meier", "bike", "2024-03-12", 4.4),
            ("K7", "Nina Koch", "car", "2024-08-30", 4.0), ("K8", "Omar Haddad", "bike", "2025-01-07", 4.5)]
for v, n, ve, j, r in couriers:
    node(v, "Courier", {"name": n, "vehicle": ve, "joined": j, "rating": r})
# mentor -> mentee; Marta -> Aylin -> Luca -> Omar is three deep
for a, b in [("K1", "K3"), ("K3", "K6"), ("K6", "K8"), ("K1", "K5"), ("K2", "K4")]:
    edge(a, "MENTORS", b)

menu = {}
for d in dishes:
    menu.setdefault(d[6], []).append(d)
unordered = {"D12", "D23", "D37"}  # dishes nobody ordered
no_orders = {"C28", "C29", "C30"}   # customers who never ordered
active = [c for c, _ in custs if c not in no_orders]
orderable = [r for r in menu if r != "R14"]  # Nonna Rosa just opened: menu, no orders
statuses = ["delivered"] * 8 + ["cancelled", "refunded"]
for n in range(70):
    code = f"ORD-{88101 + n}"
    cust = active[(n * 7 + n // 9) % len(active)] if n < 63 else ["C01", "C05", "C09", "C01", "C05", "C09", "C02"][n - 63]
    rest = orderable[(n * 5 + n // 4) % len(orderable)]
    day = 1 + (n * 3) % 28
    month = 1 + (n * 5) % 12
    year = 2023 if n % 3 == 0 else 2024 if n % 3 == 1 else 2025
    hh = 11 + (n * 7) % 11
    mm = (n * 13) % 60
    placed = f"{year}-{month:02d}-{day:02d}T{hh:02d}:{mm:02d}"
    status = statuses[(n * 3) % 10]
    items = [d for d in menu[rest] if d[0] not in unordered]
    R.shuffle(items)
    k = 1 + (n % 3)
    chosen = items[:k]
    total = 0.0
    lines = []
    for d in chosen:
        qty = 1 + (n + len(d[1])) % 3
        unit = d[2]
        total += qty * unit
        lines.append((d[0], qty, unit))
    tip = [0.0, 1.0, 2.0, 2.5, 3.0, 5.0][(n * 5) % 6]
    mins = None if status == "cancelled" else 14 + (n * 11) % 41
    if code == "ORD-88104": mins = 30
    node("O" + str(88101 + n), "Order", {"code": code, "placed": placed, "total_eur": round(total, 2),
                                          "tip_eur": tip, "status": status, "minutes_to_deliver": mins})
    edge(cust, "PLACED", "O" + str(88101 + n))
    edge("O" + str(88101 + n), "FROM", rest)
    for d, qty, unit in lines:
        edge("O" + str(88101 + n), "INCLUDES", d, {"quantity": qty, "unit_price_eur": unit})
    if status != "cancelled":
        edge("O" + str(88101 + n), "DELIVERED_BY", ["K1", "K2", "K3", "K4", "K5", "K6", "K7"][(n * 3 + n // 5) % 7])

texts = ["Great food, arrived hot.", "Portions too small for the price.", "Best pizza in town!",
         "Delivery took forever and it was cold.", "Solid, would order again.", "Too salty for me.",
         "Amazing flavours, a bit spicy.", "Okay but nothing special."]
reviewed = ["R01", "R02", "R04", "R05", "R06", "R07", "R08", "R09", "R10", "R11", "R12"]  # R03, R13, R14 have none
for n in range(26):
    v = f"V{n+1:02d}"
    stars = [5, 4, 3, 5, 2, 4, 1, 5, 4, 3][(n * 7) % 10]
    date = f"{2023 + n % 3}-{1 + (n * 4) % 12:02d}-{1 + (n * 9) % 28:02d}"
    node(v, "Review", {"stars": stars, "date": date, "text": texts[n % len(texts)]})
    edge(active[(n * 5) % len(active)], "WROTE", v)
    edge(v, "ABOUT", reviewed[(n * 3 + n // 11) % len(reviewed)])

favs = [("C01", "R02"), ("C01", "R04"), ("C02", "R02"), ("C03", "R08"), ("C04", "R02"), ("C05", "R05"),
        ("C06", "R01"), ("C07", "R04"), ("C08", "R10"), ("C09", "R02"), ("C10", "R06"), ("C11", "R04"),
        ("C12", "R11"), ("C13", "R09"), ("C28", "R14"), ("C15", "R01"), ("C16", "R08")]
for a, b in favs:
    edge(a, "FAVOURITE", b)
# referrer -> referred; anna_k -> carla88 -> greta.w -> kemal_t is three deep
for a, b in [("C01", "C03"), ("C03", "C07"), ("C07", "C11"), ("C01", "C05"), ("C02", "C04"), ("C09", "C28")]:
    edge(a, "REFERRED", b)

print("""// The delivery example: a food-delivery platform's graph, written for gql by
// its developers (not taken from anywhere) as the platform's data team would
// model it: the TUNING graph of a new domain (testdata/delivery/README.md).
// Restaurants SERVE cuisines (a SUBCUISINE_OF tree three deep: Neapolitan ->
// Italian -> European, Sushi -> Japanese -> Asian); dishes are ON_MENU of a
// restaurant and CONTAIN ingredients (grams on the edge; allergen absent when
// the ingredient is none); customers PLACE orders that come FROM a restaurant,
// INCLUDE dishes (quantity, unit_price_eur) and are DELIVERED_BY a courier (a
// cancelled order has no courier and no minutes_to_deliver); customers WRITE
// reviews ABOUT restaurants, keep FAVOURITE restaurants and REFER other
// customers (from referrer to referred); couriers MENTOR couriers.
// Dates are ISO strings ('YYYY-MM-DD', order times 'YYYY-MM-DDTHH:MM'), money
// euros, energy kcal. Generated deterministically by examples/delivery/gen.py:
//   python3 examples/delivery/gen.py > examples/delivery/delivery.cypher
//   go run ./cmd/gql convert examples/delivery/delivery.cypher --name delivery --out examples/delivery
""")
for l, k in [("Restaurant", "name"), ("Cuisine", "name"), ("Dish", "name"), ("Ingredient", "name"),
             ("Customer", "username"), ("Order", "code"), ("Courier", "name")]:
    print(f"CREATE CONSTRAINT IF NOT EXISTS FOR (x:{l}) REQUIRE (x.{k}) IS UNIQUE;")
print()
print("\n".join(nodes))
print("CREATE")
print(",\n".join(edges) + ";")
