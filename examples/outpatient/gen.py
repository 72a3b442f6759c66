# Emits clinic.cypher deterministically (seeded); kept next to its output so
# the graph can be regenerated: python3 examples/outpatient/gen.py > examples/outpatient/clinic.cypher
import random
R = random.Random(5)

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

clinics = [("PRT1", "CL-PRT-01", "Boavista Outpatient Centre", "Porto", "2015-04-01", 12, True),
           ("PRT3", "CL-PRT-03", "Foz Family Clinic", "Porto", "2021-09-15", 0, False),
           ("LIS1", "CL-LIS-01", "Alvalade Medical Centre", "Lisbon", "2012-01-10", 20, True),
           ("LIS2", "CL-LIS-02", "Belem Health Point", "Lisbon", "2023-03-01", 4, False),
           ("BRG1", "CL-BRG-01", "Braga Central Clinic", "Braga", "2018-06-20", 8, True),
           ("FAR1", "CL-FAR-01", "Faro Marina Clinic", "Faro", "2025-02-03", 6, False)]
for v, code, name, city, opened, beds, lab in clinics:
    node("CL_" + v, "Clinic", {"code": code, "name": name, "city": city, "opened": opened, "beds": beds, "has_lab": lab})

# department tree: child -> parent
depts = [("IM", "Internal Medicine", None), ("CAR", "Cardiology", "IM"), ("PCAR", "Paediatric Cardiology", "CAR"),
         ("END", "Endocrinology", "IM"), ("PUL", "Pulmonology", "IM"), ("SUR", "Surgery", None),
         ("ORT", "Orthopaedics", "SUR"), ("SPM", "Sports Medicine", "ORT"), ("GS", "General Surgery", "SUR"),
         ("PAE", "Paediatrics", None), ("DER", "Dermatology", None), ("PSY", "Psychiatry", None),
         ("GP", "General Practice", None)]
for v, n, p in depts:
    node("DE_" + v, "Department", {"name": n})
for v, n, p in depts:
    if p:
        edge("DE_" + v, "PART_OF", "DE_" + p)

# doctors: var, id, name, hired, salary, part_time, dept, clinics [(clinic, since, fte)]
doctors = [
    ("D101", "Helena Marques", "2010-02-01", 142000, False, "IM", [("LIS1", "2012-01-10", 1.0)]),
    ("D102", "Rui Carvalho", "2013-05-15", 118000, False, "CAR", [("LIS1", "2013-05-15", 0.6), ("PRT1", "2016-01-04", 0.4)]),
    ("D103", "Sofia Almeida", "2019-09-01", 96000, False, "PCAR", [("PRT1", "2019-09-01", 1.0)]),
    ("D104", "Tiago Nunes", "2023-01-09", 61000, True, "PCAR", [("PRT1", "2023-01-09", 0.5)]),
    ("D105", "Ines Ferreira", "2016-03-01", 104000, False, "END", [("LIS1", "2016-03-01", 1.0)]),
    ("D106", "Miguel Sousa", "2020-11-02", 88000, False, "PUL", [("BRG1", "2020-11-02", 1.0)]),
    ("D107", "Ana Ribeiro", "2014-07-01", 125000, False, "SUR", [("LIS1", "2014-07-01", 1.0)]),
    ("D108", "Joao Pereira", "2018-06-20", 99000, False, "ORT", [("BRG1", "2018-06-20", 1.0)]),
    ("D109", "Marta Lopes", "2022-04-11", 72000, True, "SPM", [("BRG1", "2022-04-11", 0.5), ("PRT3", "2022-04-11", 0.3)]),
    ("D110", "Carlos Mendes", "2017-10-02", 99000, False, "GS", [("LIS2", "2023-03-01", 1.0)]),
    ("D111", "Beatriz Costa", "2021-09-15", 84000, False, "PAE", [("PRT3", "2021-09-15", 1.0)]),
    ("D112", "Pedro Gomes", "2024-01-02", 60000, True, "DER", [("LIS2", "2024-01-02", 0.5)]),
    ("D113", "Lucia O'Neill", "2021-09-15", 77500, False, "GP", [("PRT3", "2021-09-15", 1.0)]),
    ("D114", "Andre Santos", "2024-03-01", None, False, "GP", [("LIS2", "2024-03-01", 1.0)]),
    ("D115", "Catarina Vieira", "2019-02-18", 91000, False, "DER", [("PRT1", "2019-02-18", 0.8)]),
    ("D116", "Nuno Teixeira", "2024-12-31", 58000, True, "PUL", [("BRG1", "2025-01-02", 0.5)]),
    ("D117", "Rita Moreira", "2025-06-01", 65000, False, "CAR", []),
]
for v, name, hired, sal, pt, dept, cls in doctors:
    node(v, "Doctor", {"staff_id": v[0] + "-" + v[1:], "name": name, "hired": hired, "salary_eur": sal, "part_time": pt})
    edge(v, "MEMBER_OF", "DE_" + dept)
    for c, since, fte in cls:
        edge(v, "WORKS_AT", "CL_" + c, {"since": since, "fte": fte})
# supervision: supervisor -> supervised
for a, b in [("D101", "D102"), ("D102", "D103"), ("D103", "D104"), ("D101", "D105"), ("D101", "D106"),
             ("D106", "D116"), ("D107", "D108"), ("D108", "D109"), ("D107", "D110"), ("D113", "D114"),
             ("D102", "D117")]:
    edge(a, "SUPERVISES", b)

nurses = [
    ("N201", "Teresa Batista", "2011-03-14", 52000, False, [("LIS1", "2011-03-14", 1.0)]),
    ("N202", "Paula Rocha", "2015-08-03", 41000, False, [("LIS1", "2015-08-03", 1.0)]),
    ("N203", "Diana Fonseca", "2020-01-20", 36000, True, [("LIS1", "2020-01-20", 0.5)]),
    ("N204", "Jorge Cardoso", "2016-05-09", 47000, False, [("PRT1", "2016-05-09", 1.0)]),
    ("N205", "Sara Pinto", "2022-02-14", 34000, False, [("PRT1", "2022-02-14", 1.0)]),
    ("N206", "Vera Matos", "2023-03-01", 31000, True, [("PRT3", "2023-03-01", 0.6)]),
    ("N207", "Hugo Antunes", "2018-06-20", 43000, False, [("BRG1", "2018-06-20", 1.0)]),
    ("N208", "Clara Dias", "2024-09-16", 30000, False, [("BRG1", "2024-09-16", 1.0)]),
    ("N209", "Filipa Reis", "2023-03-01", 36000, False, [("LIS2", "2023-03-01", 1.0)]),
    ("N210", "Mariana Correia", "2025-02-03", 33500, False, []),
]
for v, name, hired, sal, pt, cls in nurses:
    node(v, "Nurse", {"staff_id": v[0] + "-" + v[1:], "name": name, "hired": hired, "salary_eur": sal, "part_time": pt})
    for c, since, fte in cls:
        edge(v, "WORKS_AT", "CL_" + c, {"since": since, "fte": fte})
for a, b in [("N201", "N202"), ("N202", "N203"), ("N201", "N209"), ("N204", "N205"), ("N205", "N206"),
             ("N207", "N208")]:
    edge(a, "SUPERVISES", b)

# referrals: referring doctor -> doctor referred to
for a, b, date, reason in [("D113", "D103", "2024-02-12", "heart murmur"), ("D111", "D103", "2024-05-06", "heart murmur"),
                           ("D111", "D104", "2024-10-21", "palpitations"), ("D114", "D105", "2024-06-03", "thyroid nodule"),
                           ("D114", "D106", "2024-11-18", "persistent cough"), ("D106", "D102", "2025-01-13", "chest pain"),
                           ("D108", "D109", "2024-03-04", "sports injury"), ("D110", "D108", "2024-09-09", "knee pain"),
                           ("D113", "D115", "2025-03-17", "eczema")]:
    edge(a, "REFERRED", b, {"date": date, "reason": reason})

insurers = [("MED", "Medis"), ("MUL", "Multicare"), ("ADV", "AdvanceCare"), ("ALL", "Allianz Saude"), ("SNS", "SNS"), ("FID", "Fidelidade Vida")]
for v, n in insurers:
    node("IN_" + v, "Insurer", {"name": n})

diagnoses = [("J45", "J45.901", "Asthma, uncomplicated", True), ("E11", "E11.9", "Type 2 diabetes mellitus", True),
             ("I10", "I10", "Essential hypertension", True), ("J06", "J06.9", "Acute upper respiratory infection", False),
             ("Q21", "Q21.1", "Atrial septal defect", True), ("R01", "R01.1", "Cardiac murmur", False),
             ("S83", "S83.511A", "ACL sprain of right knee", False), ("L20", "L20.9", "Atopic dermatitis", True),
             ("E03", "E03.9", "Hypothyroidism", True), ("M54", "M54.5", "Low back pain", False),
             ("F41", "F41.1", "Generalized anxiety disorder", True), ("K35", "K35.80", "Acute appendicitis", False)]
for v, code, n, ch in diagnoses:
    node("DX_" + v, "Diagnosis", {"icd_code": code, "name": n, "chronic": ch})

drugs = [("SAL", "Salbutamol", 0.1, 4, True), ("MET", "Metformin", 500, 2, True), ("LIS", "Lisinopril", 10, 1, True),
         ("AML", "Amlodipine", 5, 1, False), ("IBU", "Ibuprofen", 400, 3, True), ("AMO", "Amoxicillin", 500, 3, True),
         ("LEV", "Levothyroxine", 0.1, 1, False), ("WAR", "Warfarin", 5, 1, True), ("ASP", "Aspirin", 100, 1, True),
         ("HCT", "Hydrocortisone cream", None, 2, True), ("SER", "Sertraline", 50, 1, False), ("FUR", "Furosemide", 40, 1, True),
         ("PAR", "Paracetamol", 1000, 3, True)]
for v, n, dose, daily, gen in drugs:
    node("DR_" + v, "Drug", {"name": n, "dose_mg": dose, "daily_doses": daily, "generic": gen})
for a, b, sev in [("WAR", "ASP", "major"), ("WAR", "IBU", "major"), ("LIS", "IBU", "moderate"), ("ASP", "IBU", "moderate"),
                  ("LIS", "FUR", "minor"), ("SER", "IBU", "moderate"), ("LEV", "MET", "minor"), ("AML", "SER", "minor")]:
    edge("DR_" + a, "INTERACTS_WITH", "DR_" + b, {"severity": sev})

first_f = ["Maria", "Joana", "Carla", "Rosa", "Leonor", "Matilde", "Alice", "Laura", "Emma", "Olga", "Irene", "Julia"]
first_m = ["Jose", "Manuel", "Antonio", "Francisco", "Duarte", "Rafael", "Goncalo", "Henrique", "Lucas", "Vasco", "Simao", "Bruno"]
last = ["Silva", "Santos", "Oliveira", "Martins", "Jesus", "Sousa", "Araujo", "Faria", "Barros", "Machado", "Lima", "Tavares", "Monteiro", "Coelho"]
blood = ["O+", "O+", "A+", "A+", "B+", "AB+", "O-", "A-", "B-", "AB-"]
patients = []
used = set()
for i in range(52):
    sex = "F" if i % 2 == 0 else "M"
    while True:
        nm = R.choice(first_f if sex == "F" else first_m) + " " + R.choice(last)
        if nm not in used:
            used.add(nm)
            break
    y = R.randint(1938, 2022)
    bd = f"{y}-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}"
    mrn = f"MRN-{204400 + i * 7 + R.randint(0, 5)}"
    bt = R.choice(blood) if i % 9 != 4 else None
    patients.append(("PA%02d" % i, mrn, nm, bd, sex, bt))
# boundary birthdays: exactly 65 at 2026-01-01 style questions use fixed years, so pin a few
patients[3] = (patients[3][0], patients[3][1], patients[3][2], "1961-01-01", patients[3][4], patients[3][5])
patients[10] = (patients[10][0], patients[10][1], "Leonor D'Almeida", "1960-12-31", "F", "O-")
for v, mrn, nm, bd, sex, bt in patients:
    node(v, "Patient", {"mrn": mrn, "name": nm, "birth_date": bd, "sex": sex, "blood_type": bt})
plans = ["basic", "standard", "premium"]
ins_choice = ["MED", "MUL", "ADV", "ALL", "SNS"]
for i, p in enumerate(patients):
    if i in (7, 21):
        continue  # uninsured
    ins = ins_choice[R.randrange(5)]
    edge(p[0], "COVERED_BY", "IN_" + ins, {"plan": "public" if ins == "SNS" else R.choice(plans), "since": f"{R.randint(2010, 2025)}-{R.randint(1, 12):02d}-01"})
    if i in (12, 30):
        edge(p[0], "COVERED_BY", "IN_SNS", {"plan": "public", "since": "2000-01-01"})

# appointments
active = [d for d in doctors if d[6]]
dx_by_dept = {"IM": ["I10", "E11", "J06"], "CAR": ["I10", "R01"], "PCAR": ["Q21", "R01"], "END": ["E11", "E03"],
              "PUL": ["J45", "J06"], "SUR": ["K35", "M54"], "ORT": ["M54", "S83"], "SPM": ["S83"], "GS": ["K35"],
              "PAE": ["J06", "J45"], "DER": ["L20"], "GP": ["J06", "I10", "M54", "E11"]}
rx_by_dx = {"J45": ["SAL"], "E11": ["MET"], "I10": ["LIS", "AML"], "J06": ["PAR", "AMO"], "Q21": ["ASP", "FUR"],
            "R01": [], "S83": ["IBU"], "L20": ["HCT"], "E03": ["LEV"], "M54": ["IBU", "PAR"], "K35": ["AMO"], "F41": ["SER"]}
statuses = ["attended"] * 6 + ["scheduled", "no_show", "cancelled"]
durations = [15, 20, 30, 30, 45, 60, 90]
n = 0
for i in range(76):
    p = patients[R.randrange(len(patients))]
    if p[0] in ("PA05", "PA17", "PA40"):
        p = patients[0]  # three patients never book anything
    d = active[R.randrange(len(active))]
    clinic = d[6][R.randrange(len(d[6]))][0]
    y = R.choice([2023, 2024, 2024, 2025, 2025])
    mo, da = R.randint(1, 12), R.randint(1, 28)
    hh, mm = R.choice([8, 9, 10, 11, 14, 15, 16, 17]), R.choice([0, 15, 30, 45])
    st = R.choice(statuses)
    if y == 2025 and mo >= 11:
        st = "scheduled"
    dur = R.choice(durations)
    fee = None if st == "cancelled" else float(R.choice([35, 45, 60, 60, 75, 90, 120]))
    n += 1
    av = "AP%03d" % n
    node(av, "Appointment", {"appt_id": f"APT-{y % 100}{n:04d}", "starts": f"{y}-{mo:02d}-{da:02d}T{hh:02d}:{mm:02d}", "duration_min": dur, "status": st, "fee_eur": fee})
    edge(p[0], "BOOKED", av)
    edge(av, "WITH", d[0])
    edge(av, "AT", "CL_" + clinic)
    if st == "attended":
        dxs = dx_by_dept[d[6 - 1]]
        dx = R.choice(dxs)
        edge(av, "DIAGNOSED", "DX_" + dx)
        for rx in rx_by_dx[dx][:R.randint(0, 2)]:
            drug = [x for x in drugs if x[0] == rx][0]
            edge(av, "PRESCRIBED", "DR_" + rx, {"dose_mg": drug[2], "days": R.choice([5, 7, 10, 14, 30, 90])})

# lab tests: patient -> test, test ordered by a doctor, processed at a clinic with a lab
tests = [("HbA1c", "%", 5.0, 9.5), ("LDL cholesterol", "mmol/L", 1.8, 5.2), ("TSH", "mIU/L", 0.3, 8.0),
         ("Haemoglobin", "g/dL", 10.5, 17.0), ("CRP", "mg/L", 0.5, 60.0)]
labs = ["PRT1", "LIS1", "BRG1"]
for i in range(24):
    t = tests[i % 5]
    p = patients[(i * 5) % len(patients)]
    d = active[(i * 3) % len(active)]
    val = round(R.uniform(t[2], t[3]), 1)
    if i == 6:
        val = None  # the sample was haemolysed: no value
    node("LT%02d" % i, "LabTest", {"test_id": f"LAB-{7100 + i}", "name": t[0], "value": val, "unit": t[1], "taken": f"{R.choice([2024, 2025])}-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}"})
    edge(p[0], "HAD_TEST", "LT%02d" % i)
    edge("LT%02d" % i, "ORDERED_BY", d[0])
    edge("LT%02d" % i, "PROCESSED_AT", "CL_" + labs[i % 3])

print("""// The clinic example: an outpatient clinic network's scheduling and care
// records, written for gql by its developers (not taken from anywhere) as the
// network's data team would model it: the TUNING graph of a new domain
// (testdata/clinic/README.md).
// Clinics (code, city, opened, beds, has_lab); departments in a PART_OF tree
// (Paediatric Cardiology -> Cardiology -> Internal Medicine); doctors and
// nurses (staff_id, hired, salary_eur, part_time) who WORK_AT clinics (since,
// fte on the edge), doctors MEMBER_OF a department; SUPERVISES points from the
// supervisor to the person supervised; REFERRED points from the referring
// doctor to the doctor referred to (date, reason). Patients BOOKED
// appointments (starts 'YYYY-MM-DDTHH:MM', duration_min, status, fee_eur,
// absent on cancelled ones) WITH a doctor AT a clinic; an attended
// appointment DIAGNOSED a diagnosis (icd_code, chronic) and PRESCRIBED drugs
// (dose_mg, days on the edge); drugs INTERACTS_WITH drugs (severity);
// patients are COVERED_BY insurers (plan, since) and HAD_TEST lab tests
// (ORDERED_BY a doctor, PROCESSED_AT a clinic).
// Edge cases: a clinic with no staff and no appointment, a department with no
// doctor, a doctor and a nurse working nowhere, patients with no appointment
// and with no insurer, an insurer covering no one, a drug never prescribed,
// a lab test with no value, a doctor with no salary, ties, boundary values.
// Generated deterministically by examples/outpatient/gen.py.
// Regenerate the converted files with
//   go run ./cmd/gql convert examples/outpatient/clinic.cypher --name clinic --out examples/outpatient
""")
for l in nodes:
    print(l)
print(",\n".join(["CREATE " + edges[0]] + edges[1:]) + ";")
