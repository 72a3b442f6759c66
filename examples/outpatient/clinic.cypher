// The clinic example: an outpatient clinic network's scheduling and care
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

CREATE (CL_PRT1:Clinic {code:'CL-PRT-01', name:'Boavista Outpatient Centre', city:'Porto', opened:'2015-04-01', beds:12, has_lab:true})
CREATE (CL_PRT3:Clinic {code:'CL-PRT-03', name:'Foz Family Clinic', city:'Porto', opened:'2021-09-15', beds:0, has_lab:false})
CREATE (CL_LIS1:Clinic {code:'CL-LIS-01', name:'Alvalade Medical Centre', city:'Lisbon', opened:'2012-01-10', beds:20, has_lab:true})
CREATE (CL_LIS2:Clinic {code:'CL-LIS-02', name:'Belem Health Point', city:'Lisbon', opened:'2023-03-01', beds:4, has_lab:false})
CREATE (CL_BRG1:Clinic {code:'CL-BRG-01', name:'Braga Central Clinic', city:'Braga', opened:'2018-06-20', beds:8, has_lab:true})
CREATE (CL_FAR1:Clinic {code:'CL-FAR-01', name:'Faro Marina Clinic', city:'Faro', opened:'2025-02-03', beds:6, has_lab:false})
CREATE (DE_IM:Department {name:'Internal Medicine'})
CREATE (DE_CAR:Department {name:'Cardiology'})
CREATE (DE_PCAR:Department {name:'Paediatric Cardiology'})
CREATE (DE_END:Department {name:'Endocrinology'})
CREATE (DE_PUL:Department {name:'Pulmonology'})
CREATE (DE_SUR:Department {name:'Surgery'})
CREATE (DE_ORT:Department {name:'Orthopaedics'})
CREATE (DE_SPM:Department {name:'Sports Medicine'})
CREATE (DE_GS:Department {name:'General Surgery'})
CREATE (DE_PAE:Department {name:'Paediatrics'})
CREATE (DE_DER:Department {name:'Dermatology'})
CREATE (DE_PSY:Department {name:'Psychiatry'})
CREATE (DE_GP:Department {name:'General Practice'})
CREATE (D101:Doctor {staff_id:'D-101', name:'Helena Marques', hired:'2010-02-01', salary_eur:142000, part_time:false})
CREATE (D102:Doctor {staff_id:'D-102', name:'Rui Carvalho', hired:'2013-05-15', salary_eur:118000, part_time:false})
CREATE (D103:Doctor {staff_id:'D-103', name:'Sofia Almeida', hired:'2019-09-01', salary_eur:96000, part_time:false})
CREATE (D104:Doctor {staff_id:'D-104', name:'Tiago Nunes', hired:'2023-01-09', salary_eur:61000, part_time:true})
CREATE (D105:Doctor {staff_id:'D-105', name:'Ines Ferreira', hired:'2016-03-01', salary_eur:104000, part_time:false})
CREATE (D106:Doctor {staff_id:'D-106', name:'Miguel Sousa', hired:'2020-11-02', salary_eur:88000, part_time:false})
CREATE (D107:Doctor {staff_id:'D-107', name:'Ana Ribeiro', hired:'2014-07-01', salary_eur:125000, part_time:false})
CREATE (D108:Doctor {staff_id:'D-108', name:'Joao Pereira', hired:'2018-06-20', salary_eur:99000, part_time:false})
CREATE (D109:Doctor {staff_id:'D-109', name:'Marta Lopes', hired:'2022-04-11', salary_eur:72000, part_time:true})
CREATE (D110:Doctor {staff_id:'D-110', name:'Carlos Mendes', hired:'2017-10-02', salary_eur:99000, part_time:false})
CREATE (D111:Doctor {staff_id:'D-111', name:'Beatriz Costa', hired:'2021-09-15', salary_eur:84000, part_time:false})
CREATE (D112:Doctor {staff_id:'D-112', name:'Pedro Gomes', hired:'2024-01-02', salary_eur:60000, part_time:true})
CREATE (D113:Doctor {staff_id:'D-113', name:'Lucia O\'Neill', hired:'2021-09-15', salary_eur:77500, part_time:false})
CREATE (D114:Doctor {staff_id:'D-114', name:'Andre Santos', hired:'2024-03-01', part_time:false})
CREATE (D115:Doctor {staff_id:'D-115', name:'Catarina Vieira', hired:'2019-02-18', salary_eur:91000, part_time:false})
CREATE (D116:Doctor {staff_id:'D-116', name:'Nuno Teixeira', hired:'2024-12-31', salary_eur:58000, part_time:true})
CREATE (D117:Doctor {staff_id:'D-117', name:'Rita Moreira', hired:'2025-06-01', salary_eur:65000, part_time:false})
CREATE (N201:Nurse {staff_id:'N-201', name:'Teresa Batista', hired:'2011-03-14', salary_eur:52000, part_time:false})
CREATE (N202:Nurse {staff_id:'N-202', name:'Paula Rocha', hired:'2015-08-03', salary_eur:41000, part_time:false})
CREATE (N203:Nurse {staff_id:'N-203', name:'Diana Fonseca', hired:'2020-01-20', salary_eur:36000, part_time:true})
CREATE (N204:Nurse {staff_id:'N-204', name:'Jorge Cardoso', hired:'2016-05-09', salary_eur:47000, part_time:false})
CREATE (N205:Nurse {staff_id:'N-205', name:'Sara Pinto', hired:'2022-02-14', salary_eur:34000, part_time:false})
CREATE (N206:Nurse {staff_id:'N-206', name:'Vera Matos', hired:'2023-03-01', salary_eur:31000, part_time:true})
CREATE (N207:Nurse {staff_id:'N-207', name:'Hugo Antunes', hired:'2018-06-20', salary_eur:43000, part_time:false})
CREATE (N208:Nurse {staff_id:'N-208', name:'Clara Dias', hired:'2024-09-16', salary_eur:30000, part_time:false})
CREATE (N209:Nurse {staff_id:'N-209', name:'Filipa Reis', hired:'2023-03-01', salary_eur:36000, part_time:false})
CREATE (N210:Nurse {staff_id:'N-210', name:'Mariana Correia', hired:'2025-02-03', salary_eur:33500, part_time:false})
CREATE (IN_MED:Insurer {name:'Medis'})
CREATE (IN_MUL:Insurer {name:'Multicare'})
CREATE (IN_ADV:Insurer {name:'AdvanceCare'})
CREATE (IN_ALL:Insurer {name:'Allianz Saude'})
CREATE (IN_SNS:Insurer {name:'SNS'})
CREATE (IN_FID:Insurer {name:'Fidelidade Vida'})
CREATE (DX_J45:Diagnosis {icd_code:'J45.901', name:'Asthma, uncomplicated', chronic:true})
CREATE (DX_E11:Diagnosis {icd_code:'E11.9', name:'Type 2 diabetes mellitus', chronic:true})
CREATE (DX_I10:Diagnosis {icd_code:'I10', name:'Essential hypertension', chronic:true})
CREATE (DX_J06:Diagnosis {icd_code:'J06.9', name:'Acute upper respiratory infection', chronic:false})
CREATE (DX_Q21:Diagnosis {icd_code:'Q21.1', name:'Atrial septal defect', chronic:true})
CREATE (DX_R01:Diagnosis {icd_code:'R01.1', name:'Cardiac murmur', chronic:false})
CREATE (DX_S83:Diagnosis {icd_code:'S83.511A', name:'ACL sprain of right knee', chronic:false})
CREATE (DX_L20:Diagnosis {icd_code:'L20.9', name:'Atopic dermatitis', chronic:true})
CREATE (DX_E03:Diagnosis {icd_code:'E03.9', name:'Hypothyroidism', chronic:true})
CREATE (DX_M54:Diagnosis {icd_code:'M54.5', name:'Low back pain', chronic:false})
CREATE (DX_F41:Diagnosis {icd_code:'F41.1', name:'Generalized anxiety disorder', chronic:true})
CREATE (DX_K35:Diagnosis {icd_code:'K35.80', name:'Acute appendicitis', chronic:false})
CREATE (DR_SAL:Drug {name:'Salbutamol', dose_mg:0.1, daily_doses:4, generic:true})
CREATE (DR_MET:Drug {name:'Metformin', dose_mg:500, daily_doses:2, generic:true})
CREATE (DR_LIS:Drug {name:'Lisinopril', dose_mg:10, daily_doses:1, generic:true})
CREATE (DR_AML:Drug {name:'Amlodipine', dose_mg:5, daily_doses:1, generic:false})
CREATE (DR_IBU:Drug {name:'Ibuprofen', dose_mg:400, daily_doses:3, generic:true})
CREATE (DR_AMO:Drug {name:'Amoxicillin', dose_mg:500, daily_doses:3, generic:true})
CREATE (DR_LEV:Drug {name:'Levothyroxine', dose_mg:0.1, daily_doses:1, generic:false})
CREATE (DR_WAR:Drug {name:'Warfarin', dose_mg:5, daily_doses:1, generic:true})
CREATE (DR_ASP:Drug {name:'Aspirin', dose_mg:100, daily_doses:1, generic:true})
CREATE (DR_HCT:Drug {name:'Hydrocortisone cream', daily_doses:2, generic:true})
CREATE (DR_SER:Drug {name:'Sertraline', dose_mg:50, daily_doses:1, generic:false})
CREATE (DR_FUR:Drug {name:'Furosemide', dose_mg:40, daily_doses:1, generic:true})
CREATE (DR_PAR:Drug {name:'Paracetamol', dose_mg:1000, daily_doses:3, generic:true})
CREATE (PA00:Patient {mrn:'MRN-204405', name:'Olga Jesus', birth_date:'1983-12-27', sex:'F', blood_type:'B-'})
CREATE (PA01:Patient {mrn:'MRN-204407', name:'Jose Coelho', birth_date:'1997-04-21', sex:'M', blood_type:'A+'})
CREATE (PA02:Patient {mrn:'MRN-204418', name:'Joana Sousa', birth_date:'1998-04-13', sex:'F', blood_type:'O+'})
CREATE (PA03:Patient {mrn:'MRN-204424', name:'Vasco Martins', birth_date:'1961-01-01', sex:'M', blood_type:'B+'})
CREATE (PA04:Patient {mrn:'MRN-204428', name:'Carla Coelho', birth_date:'1987-03-25', sex:'F'})
CREATE (PA05:Patient {mrn:'MRN-204436', name:'Antonio Machado', birth_date:'2017-08-05', sex:'M', blood_type:'O+'})
CREATE (PA06:Patient {mrn:'MRN-204443', name:'Maria Martins', birth_date:'1965-03-28', sex:'F', blood_type:'B+'})
CREATE (PA07:Patient {mrn:'MRN-204450', name:'Rafael Martins', birth_date:'2007-11-21', sex:'M', blood_type:'A+'})
CREATE (PA08:Patient {mrn:'MRN-204458', name:'Julia Martins', birth_date:'1987-05-01', sex:'F', blood_type:'O-'})
CREATE (PA09:Patient {mrn:'MRN-204465', name:'Antonio Oliveira', birth_date:'1971-02-11', sex:'M', blood_type:'AB-'})
CREATE (PA10:Patient {mrn:'MRN-204472', name:'Leonor D\'Almeida', birth_date:'1960-12-31', sex:'F', blood_type:'O-'})
CREATE (PA11:Patient {mrn:'MRN-204479', name:'Duarte Sousa', birth_date:'1977-08-23', sex:'M', blood_type:'A+'})
CREATE (PA12:Patient {mrn:'MRN-204484', name:'Laura Faria', birth_date:'1960-01-09', sex:'F', blood_type:'AB+'})
CREATE (PA13:Patient {mrn:'MRN-204494', name:'Goncalo Silva', birth_date:'2008-07-12', sex:'M'})
CREATE (PA14:Patient {mrn:'MRN-204503', name:'Olga Coelho', birth_date:'1939-08-02', sex:'F', blood_type:'A+'})
CREATE (PA15:Patient {mrn:'MRN-204509', name:'Manuel Monteiro', birth_date:'1969-08-12', sex:'M', blood_type:'AB+'})
CREATE (PA16:Patient {mrn:'MRN-204517', name:'Emma Jesus', birth_date:'1997-02-19', sex:'F', blood_type:'AB+'})
CREATE (PA17:Patient {mrn:'MRN-204521', name:'Duarte Silva', birth_date:'1993-02-07', sex:'M', blood_type:'B-'})
CREATE (PA18:Patient {mrn:'MRN-204531', name:'Olga Sousa', birth_date:'1956-06-09', sex:'F', blood_type:'B-'})
CREATE (PA19:Patient {mrn:'MRN-204533', name:'Manuel Jesus', birth_date:'1978-05-06', sex:'M', blood_type:'A+'})
CREATE (PA20:Patient {mrn:'MRN-204545', name:'Julia Tavares', birth_date:'1977-08-06', sex:'F', blood_type:'O+'})
CREATE (PA21:Patient {mrn:'MRN-204548', name:'Manuel Machado', birth_date:'2006-07-02', sex:'M', blood_type:'AB-'})
CREATE (PA22:Patient {mrn:'MRN-204557', name:'Matilde Coelho', birth_date:'1970-08-21', sex:'F'})
CREATE (PA23:Patient {mrn:'MRN-204564', name:'Antonio Silva', birth_date:'2019-01-26', sex:'M', blood_type:'AB+'})
CREATE (PA24:Patient {mrn:'MRN-204571', name:'Rosa Oliveira', birth_date:'2010-03-21', sex:'F', blood_type:'O+'})
CREATE (PA25:Patient {mrn:'MRN-204578', name:'Antonio Araujo', birth_date:'1985-03-02', sex:'M', blood_type:'B+'})
CREATE (PA26:Patient {mrn:'MRN-204585', name:'Carla Faria', birth_date:'2017-03-17', sex:'F', blood_type:'A-'})
CREATE (PA27:Patient {mrn:'MRN-204591', name:'Bruno Tavares', birth_date:'1978-08-09', sex:'M', blood_type:'A-'})
CREATE (PA28:Patient {mrn:'MRN-204600', name:'Alice Oliveira', birth_date:'1952-07-27', sex:'F', blood_type:'A+'})
CREATE (PA29:Patient {mrn:'MRN-204606', name:'Simao Faria', birth_date:'1981-03-03', sex:'M', blood_type:'B+'})
CREATE (PA30:Patient {mrn:'MRN-204610', name:'Emma Monteiro', birth_date:'2008-09-12', sex:'F', blood_type:'AB+'})
CREATE (PA31:Patient {mrn:'MRN-204619', name:'Bruno Machado', birth_date:'2022-01-25', sex:'M'})
CREATE (PA32:Patient {mrn:'MRN-204629', name:'Matilde Barros', birth_date:'1973-08-09', sex:'F', blood_type:'B+'})
CREATE (PA33:Patient {mrn:'MRN-204631', name:'Rafael Lima', birth_date:'1960-10-28', sex:'M', blood_type:'A-'})
CREATE (PA34:Patient {mrn:'MRN-204642', name:'Leonor Sousa', birth_date:'1973-08-10', sex:'F', blood_type:'AB+'})
CREATE (PA35:Patient {mrn:'MRN-204648', name:'Rafael Jesus', birth_date:'2020-06-24', sex:'M', blood_type:'AB+'})
CREATE (PA36:Patient {mrn:'MRN-204653', name:'Julia Faria', birth_date:'1984-06-17', sex:'F', blood_type:'B-'})
CREATE (PA37:Patient {mrn:'MRN-204664', name:'Antonio Martins', birth_date:'1984-08-10', sex:'M', blood_type:'O+'})
CREATE (PA38:Patient {mrn:'MRN-204670', name:'Julia Lima', birth_date:'1991-03-20', sex:'F', blood_type:'B-'})
CREATE (PA39:Patient {mrn:'MRN-204678', name:'Simao Araujo', birth_date:'1976-10-18', sex:'M', blood_type:'B+'})
CREATE (PA40:Patient {mrn:'MRN-204683', name:'Julia Silva', birth_date:'1963-03-19', sex:'F'})
CREATE (PA41:Patient {mrn:'MRN-204692', name:'Vasco Lima', birth_date:'1961-04-25', sex:'M', blood_type:'A+'})
CREATE (PA42:Patient {mrn:'MRN-204695', name:'Irene Tavares', birth_date:'1943-08-08', sex:'F', blood_type:'O+'})
CREATE (PA43:Patient {mrn:'MRN-204702', name:'Antonio Santos', birth_date:'1978-03-16', sex:'M', blood_type:'B-'})
CREATE (PA44:Patient {mrn:'MRN-204713', name:'Maria Araujo', birth_date:'1997-06-13', sex:'F', blood_type:'AB-'})
CREATE (PA45:Patient {mrn:'MRN-204718', name:'Francisco Martins', birth_date:'1985-01-12', sex:'M', blood_type:'B+'})
CREATE (PA46:Patient {mrn:'MRN-204726', name:'Alice Coelho', birth_date:'1952-12-27', sex:'F', blood_type:'AB+'})
CREATE (PA47:Patient {mrn:'MRN-204731', name:'Jose Barros', birth_date:'2016-05-04', sex:'M', blood_type:'B-'})
CREATE (PA48:Patient {mrn:'MRN-204737', name:'Emma Sousa', birth_date:'2012-05-12', sex:'F', blood_type:'O-'})
CREATE (PA49:Patient {mrn:'MRN-204745', name:'Goncalo Coelho', birth_date:'2010-11-18', sex:'M'})
CREATE (PA50:Patient {mrn:'MRN-204754', name:'Laura Oliveira', birth_date:'1958-10-13', sex:'F', blood_type:'A-'})
CREATE (PA51:Patient {mrn:'MRN-204762', name:'Francisco Oliveira', birth_date:'2015-02-12', sex:'M', blood_type:'O+'})
CREATE (AP001:Appointment {appt_id:'APT-240001', starts:'2024-03-23T08:30', duration_min:45, status:'attended', fee_eur:90.0})
CREATE (AP002:Appointment {appt_id:'APT-250002', starts:'2025-08-16T15:00', duration_min:15, status:'cancelled'})
CREATE (AP003:Appointment {appt_id:'APT-240003', starts:'2024-07-22T11:00', duration_min:60, status:'attended', fee_eur:60.0})
CREATE (AP004:Appointment {appt_id:'APT-240004', starts:'2024-05-11T15:45', duration_min:20, status:'scheduled', fee_eur:90.0})
CREATE (AP005:Appointment {appt_id:'APT-240005', starts:'2024-09-02T11:15', duration_min:15, status:'scheduled', fee_eur:35.0})
CREATE (AP006:Appointment {appt_id:'APT-240006', starts:'2024-04-02T17:45', duration_min:15, status:'attended', fee_eur:60.0})
CREATE (AP007:Appointment {appt_id:'APT-250007', starts:'2025-08-04T11:15', duration_min:15, status:'attended', fee_eur:60.0})
CREATE (AP008:Appointment {appt_id:'APT-240008', starts:'2024-03-25T14:15', duration_min:30, status:'attended', fee_eur:35.0})
CREATE (AP009:Appointment {appt_id:'APT-250009', starts:'2025-03-04T15:30', duration_min:60, status:'no_show', fee_eur:45.0})
CREATE (AP010:Appointment {appt_id:'APT-240010', starts:'2024-12-01T11:00', duration_min:60, status:'scheduled', fee_eur:60.0})
CREATE (AP011:Appointment {appt_id:'APT-250011', starts:'2025-06-10T09:45', duration_min:90, status:'attended', fee_eur:45.0})
CREATE (AP012:Appointment {appt_id:'APT-230012', starts:'2023-08-02T17:45', duration_min:15, status:'attended', fee_eur:35.0})
CREATE (AP013:Appointment {appt_id:'APT-250013', starts:'2025-02-16T08:15', duration_min:30, status:'attended', fee_eur:60.0})
CREATE (AP014:Appointment {appt_id:'APT-240014', starts:'2024-11-02T08:15', duration_min:60, status:'attended', fee_eur:75.0})
CREATE (AP015:Appointment {appt_id:'APT-240015', starts:'2024-02-03T10:00', duration_min:45, status:'attended', fee_eur:35.0})
CREATE (AP016:Appointment {appt_id:'APT-250016', starts:'2025-11-05T08:30', duration_min:90, status:'scheduled', fee_eur:45.0})
CREATE (AP017:Appointment {appt_id:'APT-240017', starts:'2024-08-03T14:45', duration_min:20, status:'attended', fee_eur:45.0})
CREATE (AP018:Appointment {appt_id:'APT-250018', starts:'2025-11-08T14:00', duration_min:60, status:'scheduled', fee_eur:45.0})
CREATE (AP019:Appointment {appt_id:'APT-240019', starts:'2024-02-03T16:30', duration_min:90, status:'scheduled', fee_eur:120.0})
CREATE (AP020:Appointment {appt_id:'APT-240020', starts:'2024-10-01T17:15', duration_min:60, status:'attended', fee_eur:35.0})
CREATE (AP021:Appointment {appt_id:'APT-240021', starts:'2024-02-10T10:15', duration_min:30, status:'attended', fee_eur:90.0})
CREATE (AP022:Appointment {appt_id:'APT-230022', starts:'2023-01-05T15:45', duration_min:45, status:'attended', fee_eur:35.0})
CREATE (AP023:Appointment {appt_id:'APT-240023', starts:'2024-01-06T10:00', duration_min:45, status:'attended', fee_eur:75.0})
CREATE (AP024:Appointment {appt_id:'APT-250024', starts:'2025-02-11T15:45', duration_min:30, status:'attended', fee_eur:75.0})
CREATE (AP025:Appointment {appt_id:'APT-250025', starts:'2025-08-16T08:00', duration_min:90, status:'attended', fee_eur:120.0})
CREATE (AP026:Appointment {appt_id:'APT-230026', starts:'2023-10-08T17:30', duration_min:30, status:'scheduled', fee_eur:45.0})
CREATE (AP027:Appointment {appt_id:'APT-240027', starts:'2024-09-17T15:15', duration_min:30, status:'attended', fee_eur:120.0})
CREATE (AP028:Appointment {appt_id:'APT-240028', starts:'2024-03-05T11:45', duration_min:15, status:'scheduled', fee_eur:35.0})
CREATE (AP029:Appointment {appt_id:'APT-240029', starts:'2024-04-26T15:45', duration_min:90, status:'no_show', fee_eur:75.0})
CREATE (AP030:Appointment {appt_id:'APT-250030', starts:'2025-12-01T09:15', duration_min:15, status:'scheduled', fee_eur:60.0})
CREATE (AP031:Appointment {appt_id:'APT-250031', starts:'2025-07-17T17:45', duration_min:90, status:'no_show', fee_eur:120.0})
CREATE (AP032:Appointment {appt_id:'APT-250032', starts:'2025-06-19T08:15', duration_min:30, status:'attended', fee_eur:35.0})
CREATE (AP033:Appointment {appt_id:'APT-240033', starts:'2024-01-09T11:00', duration_min:90, status:'attended', fee_eur:35.0})
CREATE (AP034:Appointment {appt_id:'APT-250034', starts:'2025-02-04T11:30', duration_min:30, status:'cancelled'})
CREATE (AP035:Appointment {appt_id:'APT-250035', starts:'2025-03-25T11:30', duration_min:30, status:'scheduled', fee_eur:35.0})
CREATE (AP036:Appointment {appt_id:'APT-230036', starts:'2023-04-10T14:30', duration_min:20, status:'attended', fee_eur:35.0})
CREATE (AP037:Appointment {appt_id:'APT-250037', starts:'2025-04-14T17:15', duration_min:30, status:'attended', fee_eur:60.0})
CREATE (AP038:Appointment {appt_id:'APT-230038', starts:'2023-05-19T10:45', duration_min:30, status:'attended', fee_eur:75.0})
CREATE (AP039:Appointment {appt_id:'APT-250039', starts:'2025-03-27T09:30', duration_min:90, status:'attended', fee_eur:60.0})
CREATE (AP040:Appointment {appt_id:'APT-230040', starts:'2023-04-22T10:00', duration_min:30, status:'attended', fee_eur:45.0})
CREATE (AP041:Appointment {appt_id:'APT-240041', starts:'2024-12-18T09:30', duration_min:90, status:'attended', fee_eur:35.0})
CREATE (AP042:Appointment {appt_id:'APT-250042', starts:'2025-11-24T09:15', duration_min:45, status:'scheduled', fee_eur:60.0})
CREATE (AP043:Appointment {appt_id:'APT-250043', starts:'2025-06-05T08:45', duration_min:30, status:'scheduled', fee_eur:90.0})
CREATE (AP044:Appointment {appt_id:'APT-230044', starts:'2023-02-26T17:30', duration_min:30, status:'attended', fee_eur:60.0})
CREATE (AP045:Appointment {appt_id:'APT-240045', starts:'2024-07-11T09:45', duration_min:20, status:'attended', fee_eur:60.0})
CREATE (AP046:Appointment {appt_id:'APT-240046', starts:'2024-02-18T17:45', duration_min:45, status:'attended', fee_eur:120.0})
CREATE (AP047:Appointment {appt_id:'APT-240047', starts:'2024-02-01T10:30', duration_min:15, status:'attended', fee_eur:60.0})
CREATE (AP048:Appointment {appt_id:'APT-240048', starts:'2024-08-01T17:00', duration_min:45, status:'attended', fee_eur:120.0})
CREATE (AP049:Appointment {appt_id:'APT-250049', starts:'2025-09-14T08:15', duration_min:30, status:'attended', fee_eur:120.0})
CREATE (AP050:Appointment {appt_id:'APT-240050', starts:'2024-03-10T11:45', duration_min:30, status:'attended', fee_eur:45.0})
CREATE (AP051:Appointment {appt_id:'APT-240051', starts:'2024-05-01T09:15', duration_min:15, status:'no_show', fee_eur:35.0})
CREATE (AP052:Appointment {appt_id:'APT-250052', starts:'2025-03-07T08:45', duration_min:45, status:'attended', fee_eur:60.0})
CREATE (AP053:Appointment {appt_id:'APT-230053', starts:'2023-03-26T16:00', duration_min:20, status:'attended', fee_eur:120.0})
CREATE (AP054:Appointment {appt_id:'APT-240054', starts:'2024-02-04T16:30', duration_min:30, status:'attended', fee_eur:60.0})
CREATE (AP055:Appointment {appt_id:'APT-230055', starts:'2023-09-01T16:15', duration_min:30, status:'attended', fee_eur:90.0})
CREATE (AP056:Appointment {appt_id:'APT-240056', starts:'2024-09-23T11:30', duration_min:90, status:'attended', fee_eur:75.0})
CREATE (AP057:Appointment {appt_id:'APT-230057', starts:'2023-09-10T17:45', duration_min:60, status:'attended', fee_eur:35.0})
CREATE (AP058:Appointment {appt_id:'APT-240058', starts:'2024-03-19T09:45', duration_min:60, status:'attended', fee_eur:45.0})
CREATE (AP059:Appointment {appt_id:'APT-250059', starts:'2025-03-15T15:00', duration_min:15, status:'no_show', fee_eur:75.0})
CREATE (AP060:Appointment {appt_id:'APT-230060', starts:'2023-01-24T09:00', duration_min:20, status:'attended', fee_eur:60.0})
CREATE (AP061:Appointment {appt_id:'APT-240061', starts:'2024-05-27T08:30', duration_min:20, status:'scheduled', fee_eur:90.0})
CREATE (AP062:Appointment {appt_id:'APT-250062', starts:'2025-08-27T10:15', duration_min:60, status:'attended', fee_eur:60.0})
CREATE (AP063:Appointment {appt_id:'APT-230063', starts:'2023-01-19T16:00', duration_min:60, status:'scheduled', fee_eur:75.0})
CREATE (AP064:Appointment {appt_id:'APT-250064', starts:'2025-12-04T09:00', duration_min:15, status:'scheduled', fee_eur:90.0})
CREATE (AP065:Appointment {appt_id:'APT-240065', starts:'2024-02-13T14:30', duration_min:30, status:'no_show', fee_eur:60.0})
CREATE (AP066:Appointment {appt_id:'APT-250066', starts:'2025-07-05T11:30', duration_min:45, status:'attended', fee_eur:45.0})
CREATE (AP067:Appointment {appt_id:'APT-250067', starts:'2025-08-20T16:15', duration_min:20, status:'attended', fee_eur:60.0})
CREATE (AP068:Appointment {appt_id:'APT-240068', starts:'2024-07-09T17:15', duration_min:20, status:'cancelled'})
CREATE (AP069:Appointment {appt_id:'APT-250069', starts:'2025-05-27T15:30', duration_min:20, status:'attended', fee_eur:60.0})
CREATE (AP070:Appointment {appt_id:'APT-230070', starts:'2023-12-25T09:30', duration_min:15, status:'attended', fee_eur:120.0})
CREATE (AP071:Appointment {appt_id:'APT-240071', starts:'2024-12-25T14:00', duration_min:90, status:'scheduled', fee_eur:60.0})
CREATE (AP072:Appointment {appt_id:'APT-240072', starts:'2024-12-11T16:45', duration_min:15, status:'attended', fee_eur:60.0})
CREATE (AP073:Appointment {appt_id:'APT-230073', starts:'2023-08-14T09:15', duration_min:15, status:'scheduled', fee_eur:75.0})
CREATE (AP074:Appointment {appt_id:'APT-250074', starts:'2025-06-12T09:45', duration_min:15, status:'scheduled', fee_eur:45.0})
CREATE (AP075:Appointment {appt_id:'APT-250075', starts:'2025-09-04T09:45', duration_min:15, status:'scheduled', fee_eur:60.0})
CREATE (AP076:Appointment {appt_id:'APT-230076', starts:'2023-04-17T10:45', duration_min:20, status:'attended', fee_eur:60.0})
CREATE (LT00:LabTest {test_id:'LAB-7100', name:'HbA1c', value:6.4, unit:'%', taken:'2025-05-15'})
CREATE (LT01:LabTest {test_id:'LAB-7101', name:'LDL cholesterol', value:3.7, unit:'mmol/L', taken:'2025-05-06'})
CREATE (LT02:LabTest {test_id:'LAB-7102', name:'TSH', value:6.0, unit:'mIU/L', taken:'2025-08-16'})
CREATE (LT03:LabTest {test_id:'LAB-7103', name:'Haemoglobin', value:13.1, unit:'g/dL', taken:'2024-03-20'})
CREATE (LT04:LabTest {test_id:'LAB-7104', name:'CRP', value:12.6, unit:'mg/L', taken:'2024-08-08'})
CREATE (LT05:LabTest {test_id:'LAB-7105', name:'HbA1c', value:5.6, unit:'%', taken:'2024-11-03'})
CREATE (LT06:LabTest {test_id:'LAB-7106', name:'LDL cholesterol', unit:'mmol/L', taken:'2025-10-15'})
CREATE (LT07:LabTest {test_id:'LAB-7107', name:'TSH', value:6.9, unit:'mIU/L', taken:'2024-12-16'})
CREATE (LT08:LabTest {test_id:'LAB-7108', name:'Haemoglobin', value:11.2, unit:'g/dL', taken:'2025-11-12'})
CREATE (LT09:LabTest {test_id:'LAB-7109', name:'CRP', value:42.0, unit:'mg/L', taken:'2024-04-25'})
CREATE (LT10:LabTest {test_id:'LAB-7110', name:'HbA1c', value:5.1, unit:'%', taken:'2025-11-27'})
CREATE (LT11:LabTest {test_id:'LAB-7111', name:'LDL cholesterol', value:3.5, unit:'mmol/L', taken:'2025-10-11'})
CREATE (LT12:LabTest {test_id:'LAB-7112', name:'TSH', value:0.7, unit:'mIU/L', taken:'2025-03-17'})
CREATE (LT13:LabTest {test_id:'LAB-7113', name:'Haemoglobin', value:13.2, unit:'g/dL', taken:'2025-06-25'})
CREATE (LT14:LabTest {test_id:'LAB-7114', name:'CRP', value:8.1, unit:'mg/L', taken:'2024-12-02'})
CREATE (LT15:LabTest {test_id:'LAB-7115', name:'HbA1c', value:5.0, unit:'%', taken:'2024-05-28'})
CREATE (LT16:LabTest {test_id:'LAB-7116', name:'LDL cholesterol', value:3.2, unit:'mmol/L', taken:'2025-07-27'})
CREATE (LT17:LabTest {test_id:'LAB-7117', name:'TSH', value:6.8, unit:'mIU/L', taken:'2025-06-24'})
CREATE (LT18:LabTest {test_id:'LAB-7118', name:'Haemoglobin', value:13.9, unit:'g/dL', taken:'2025-12-23'})
CREATE (LT19:LabTest {test_id:'LAB-7119', name:'CRP', value:37.1, unit:'mg/L', taken:'2024-03-19'})
CREATE (LT20:LabTest {test_id:'LAB-7120', name:'HbA1c', value:7.2, unit:'%', taken:'2024-09-26'})
CREATE (LT21:LabTest {test_id:'LAB-7121', name:'LDL cholesterol', value:3.4, unit:'mmol/L', taken:'2025-06-02'})
CREATE (LT22:LabTest {test_id:'LAB-7122', name:'TSH', value:2.1, unit:'mIU/L', taken:'2024-08-04'})
CREATE (LT23:LabTest {test_id:'LAB-7123', name:'Haemoglobin', value:15.3, unit:'g/dL', taken:'2024-03-28'})
CREATE (DE_CAR)-[:PART_OF]->(DE_IM),
(DE_PCAR)-[:PART_OF]->(DE_CAR),
(DE_END)-[:PART_OF]->(DE_IM),
(DE_PUL)-[:PART_OF]->(DE_IM),
(DE_ORT)-[:PART_OF]->(DE_SUR),
(DE_SPM)-[:PART_OF]->(DE_ORT),
(DE_GS)-[:PART_OF]->(DE_SUR),
(D101)-[:MEMBER_OF]->(DE_IM),
(D101)-[:WORKS_AT {since:'2012-01-10', fte:1.0}]->(CL_LIS1),
(D102)-[:MEMBER_OF]->(DE_CAR),
(D102)-[:WORKS_AT {since:'2013-05-15', fte:0.6}]->(CL_LIS1),
(D102)-[:WORKS_AT {since:'2016-01-04', fte:0.4}]->(CL_PRT1),
(D103)-[:MEMBER_OF]->(DE_PCAR),
(D103)-[:WORKS_AT {since:'2019-09-01', fte:1.0}]->(CL_PRT1),
(D104)-[:MEMBER_OF]->(DE_PCAR),
(D104)-[:WORKS_AT {since:'2023-01-09', fte:0.5}]->(CL_PRT1),
(D105)-[:MEMBER_OF]->(DE_END),
(D105)-[:WORKS_AT {since:'2016-03-01', fte:1.0}]->(CL_LIS1),
(D106)-[:MEMBER_OF]->(DE_PUL),
(D106)-[:WORKS_AT {since:'2020-11-02', fte:1.0}]->(CL_BRG1),
(D107)-[:MEMBER_OF]->(DE_SUR),
(D107)-[:WORKS_AT {since:'2014-07-01', fte:1.0}]->(CL_LIS1),
(D108)-[:MEMBER_OF]->(DE_ORT),
(D108)-[:WORKS_AT {since:'2018-06-20', fte:1.0}]->(CL_BRG1),
(D109)-[:MEMBER_OF]->(DE_SPM),
(D109)-[:WORKS_AT {since:'2022-04-11', fte:0.5}]->(CL_BRG1),
(D109)-[:WORKS_AT {since:'2022-04-11', fte:0.3}]->(CL_PRT3),
(D110)-[:MEMBER_OF]->(DE_GS),
(D110)-[:WORKS_AT {since:'2023-03-01', fte:1.0}]->(CL_LIS2),
(D111)-[:MEMBER_OF]->(DE_PAE),
(D111)-[:WORKS_AT {since:'2021-09-15', fte:1.0}]->(CL_PRT3),
(D112)-[:MEMBER_OF]->(DE_DER),
(D112)-[:WORKS_AT {since:'2024-01-02', fte:0.5}]->(CL_LIS2),
(D113)-[:MEMBER_OF]->(DE_GP),
(D113)-[:WORKS_AT {since:'2021-09-15', fte:1.0}]->(CL_PRT3),
(D114)-[:MEMBER_OF]->(DE_GP),
(D114)-[:WORKS_AT {since:'2024-03-01', fte:1.0}]->(CL_LIS2),
(D115)-[:MEMBER_OF]->(DE_DER),
(D115)-[:WORKS_AT {since:'2019-02-18', fte:0.8}]->(CL_PRT1),
(D116)-[:MEMBER_OF]->(DE_PUL),
(D116)-[:WORKS_AT {since:'2025-01-02', fte:0.5}]->(CL_BRG1),
(D117)-[:MEMBER_OF]->(DE_CAR),
(D101)-[:SUPERVISES]->(D102),
(D102)-[:SUPERVISES]->(D103),
(D103)-[:SUPERVISES]->(D104),
(D101)-[:SUPERVISES]->(D105),
(D101)-[:SUPERVISES]->(D106),
(D106)-[:SUPERVISES]->(D116),
(D107)-[:SUPERVISES]->(D108),
(D108)-[:SUPERVISES]->(D109),
(D107)-[:SUPERVISES]->(D110),
(D113)-[:SUPERVISES]->(D114),
(D102)-[:SUPERVISES]->(D117),
(N201)-[:WORKS_AT {since:'2011-03-14', fte:1.0}]->(CL_LIS1),
(N202)-[:WORKS_AT {since:'2015-08-03', fte:1.0}]->(CL_LIS1),
(N203)-[:WORKS_AT {since:'2020-01-20', fte:0.5}]->(CL_LIS1),
(N204)-[:WORKS_AT {since:'2016-05-09', fte:1.0}]->(CL_PRT1),
(N205)-[:WORKS_AT {since:'2022-02-14', fte:1.0}]->(CL_PRT1),
(N206)-[:WORKS_AT {since:'2023-03-01', fte:0.6}]->(CL_PRT3),
(N207)-[:WORKS_AT {since:'2018-06-20', fte:1.0}]->(CL_BRG1),
(N208)-[:WORKS_AT {since:'2024-09-16', fte:1.0}]->(CL_BRG1),
(N209)-[:WORKS_AT {since:'2023-03-01', fte:1.0}]->(CL_LIS2),
(N201)-[:SUPERVISES]->(N202),
(N202)-[:SUPERVISES]->(N203),
(N201)-[:SUPERVISES]->(N209),
(N204)-[:SUPERVISES]->(N205),
(N205)-[:SUPERVISES]->(N206),
(N207)-[:SUPERVISES]->(N208),
(D113)-[:REFERRED {date:'2024-02-12', reason:'heart murmur'}]->(D103),
(D111)-[:REFERRED {date:'2024-05-06', reason:'heart murmur'}]->(D103),
(D111)-[:REFERRED {date:'2024-10-21', reason:'palpitations'}]->(D104),
(D114)-[:REFERRED {date:'2024-06-03', reason:'thyroid nodule'}]->(D105),
(D114)-[:REFERRED {date:'2024-11-18', reason:'persistent cough'}]->(D106),
(D106)-[:REFERRED {date:'2025-01-13', reason:'chest pain'}]->(D102),
(D108)-[:REFERRED {date:'2024-03-04', reason:'sports injury'}]->(D109),
(D110)-[:REFERRED {date:'2024-09-09', reason:'knee pain'}]->(D108),
(D113)-[:REFERRED {date:'2025-03-17', reason:'eczema'}]->(D115),
(DR_WAR)-[:INTERACTS_WITH {severity:'major'}]->(DR_ASP),
(DR_WAR)-[:INTERACTS_WITH {severity:'major'}]->(DR_IBU),
(DR_LIS)-[:INTERACTS_WITH {severity:'moderate'}]->(DR_IBU),
(DR_ASP)-[:INTERACTS_WITH {severity:'moderate'}]->(DR_IBU),
(DR_LIS)-[:INTERACTS_WITH {severity:'minor'}]->(DR_FUR),
(DR_SER)-[:INTERACTS_WITH {severity:'moderate'}]->(DR_IBU),
(DR_LEV)-[:INTERACTS_WITH {severity:'minor'}]->(DR_MET),
(DR_AML)-[:INTERACTS_WITH {severity:'minor'}]->(DR_SER),
(PA00)-[:COVERED_BY {plan:'basic', since:'2020-10-01'}]->(IN_ALL),
(PA01)-[:COVERED_BY {plan:'public', since:'2014-06-01'}]->(IN_SNS),
(PA02)-[:COVERED_BY {plan:'public', since:'2022-07-01'}]->(IN_SNS),
(PA03)-[:COVERED_BY {plan:'basic', since:'2025-05-01'}]->(IN_ALL),
(PA04)-[:COVERED_BY {plan:'premium', since:'2022-07-01'}]->(IN_ALL),
(PA05)-[:COVERED_BY {plan:'premium', since:'2018-12-01'}]->(IN_MUL),
(PA06)-[:COVERED_BY {plan:'standard', since:'2018-07-01'}]->(IN_ADV),
(PA08)-[:COVERED_BY {plan:'standard', since:'2019-08-01'}]->(IN_MED),
(PA09)-[:COVERED_BY {plan:'basic', since:'2025-01-01'}]->(IN_ADV),
(PA10)-[:COVERED_BY {plan:'premium', since:'2024-04-01'}]->(IN_MED),
(PA11)-[:COVERED_BY {plan:'basic', since:'2014-07-01'}]->(IN_ADV),
(PA12)-[:COVERED_BY {plan:'standard', since:'2018-04-01'}]->(IN_MED),
(PA12)-[:COVERED_BY {plan:'public', since:'2000-01-01'}]->(IN_SNS),
(PA13)-[:COVERED_BY {plan:'basic', since:'2017-08-01'}]->(IN_ALL),
(PA14)-[:COVERED_BY {plan:'basic', since:'2019-05-01'}]->(IN_ADV),
(PA15)-[:COVERED_BY {plan:'premium', since:'2025-09-01'}]->(IN_ALL),
(PA16)-[:COVERED_BY {plan:'public', since:'2013-01-01'}]->(IN_SNS),
(PA17)-[:COVERED_BY {plan:'standard', since:'2019-09-01'}]->(IN_MUL),
(PA18)-[:COVERED_BY {plan:'premium', since:'2019-12-01'}]->(IN_ADV),
(PA19)-[:COVERED_BY {plan:'public', since:'2010-08-01'}]->(IN_SNS),
(PA20)-[:COVERED_BY {plan:'standard', since:'2014-01-01'}]->(IN_ADV),
(PA22)-[:COVERED_BY {plan:'standard', since:'2024-11-01'}]->(IN_MED),
(PA23)-[:COVERED_BY {plan:'premium', since:'2016-01-01'}]->(IN_MED),
(PA24)-[:COVERED_BY {plan:'standard', since:'2025-07-01'}]->(IN_ALL),
(PA25)-[:COVERED_BY {plan:'standard', since:'2016-05-01'}]->(IN_ALL),
(PA26)-[:COVERED_BY {plan:'basic', since:'2019-01-01'}]->(IN_ALL),
(PA27)-[:COVERED_BY {plan:'premium', since:'2019-11-01'}]->(IN_ALL),
(PA28)-[:COVERED_BY {plan:'standard', since:'2014-03-01'}]->(IN_ALL),
(PA29)-[:COVERED_BY {plan:'premium', since:'2025-06-01'}]->(IN_ALL),
(PA30)-[:COVERED_BY {plan:'public', since:'2014-07-01'}]->(IN_SNS),
(PA30)-[:COVERED_BY {plan:'public', since:'2000-01-01'}]->(IN_SNS),
(PA31)-[:COVERED_BY {plan:'public', since:'2011-02-01'}]->(IN_SNS),
(PA32)-[:COVERED_BY {plan:'standard', since:'2012-02-01'}]->(IN_MUL),
(PA33)-[:COVERED_BY {plan:'standard', since:'2023-02-01'}]->(IN_MED),
(PA34)-[:COVERED_BY {plan:'premium', since:'2025-01-01'}]->(IN_ALL),
(PA35)-[:COVERED_BY {plan:'basic', since:'2017-10-01'}]->(IN_MED),
(PA36)-[:COVERED_BY {plan:'premium', since:'2014-05-01'}]->(IN_MED),
(PA37)-[:COVERED_BY {plan:'basic', since:'2015-10-01'}]->(IN_ALL),
(PA38)-[:COVERED_BY {plan:'standard', since:'2015-02-01'}]->(IN_MUL),
(PA39)-[:COVERED_BY {plan:'public', since:'2016-01-01'}]->(IN_SNS),
(PA40)-[:COVERED_BY {plan:'public', since:'2013-11-01'}]->(IN_SNS),
(PA41)-[:COVERED_BY {plan:'premium', since:'2012-05-01'}]->(IN_ALL),
(PA42)-[:COVERED_BY {plan:'premium', since:'2013-12-01'}]->(IN_MED),
(PA43)-[:COVERED_BY {plan:'premium', since:'2014-01-01'}]->(IN_ALL),
(PA44)-[:COVERED_BY {plan:'basic', since:'2020-11-01'}]->(IN_ALL),
(PA45)-[:COVERED_BY {plan:'public', since:'2025-08-01'}]->(IN_SNS),
(PA46)-[:COVERED_BY {plan:'premium', since:'2021-01-01'}]->(IN_ADV),
(PA47)-[:COVERED_BY {plan:'premium', since:'2019-03-01'}]->(IN_MUL),
(PA48)-[:COVERED_BY {plan:'public', since:'2019-09-01'}]->(IN_SNS),
(PA49)-[:COVERED_BY {plan:'public', since:'2017-05-01'}]->(IN_SNS),
(PA50)-[:COVERED_BY {plan:'premium', since:'2017-05-01'}]->(IN_MED),
(PA51)-[:COVERED_BY {plan:'premium', since:'2014-04-01'}]->(IN_ADV),
(PA23)-[:BOOKED]->(AP001),
(AP001)-[:WITH]->(D115),
(AP001)-[:AT]->(CL_PRT1),
(AP001)-[:DIAGNOSED]->(DX_L20),
(PA07)-[:BOOKED]->(AP002),
(AP002)-[:WITH]->(D115),
(AP002)-[:AT]->(CL_PRT1),
(PA34)-[:BOOKED]->(AP003),
(AP003)-[:WITH]->(D113),
(AP003)-[:AT]->(CL_PRT3),
(AP003)-[:DIAGNOSED]->(DX_I10),
(PA44)-[:BOOKED]->(AP004),
(AP004)-[:WITH]->(D113),
(AP004)-[:AT]->(CL_PRT3),
(PA22)-[:BOOKED]->(AP005),
(AP005)-[:WITH]->(D110),
(AP005)-[:AT]->(CL_LIS2),
(PA02)-[:BOOKED]->(AP006),
(AP006)-[:WITH]->(D102),
(AP006)-[:AT]->(CL_LIS1),
(AP006)-[:DIAGNOSED]->(DX_R01),
(PA39)-[:BOOKED]->(AP007),
(AP007)-[:WITH]->(D114),
(AP007)-[:AT]->(CL_LIS2),
(AP007)-[:DIAGNOSED]->(DX_E11),
(AP007)-[:PRESCRIBED {dose_mg:500, days:7}]->(DR_MET),
(PA35)-[:BOOKED]->(AP008),
(AP008)-[:WITH]->(D109),
(AP008)-[:AT]->(CL_BRG1),
(AP008)-[:DIAGNOSED]->(DX_S83),
(AP008)-[:PRESCRIBED {dose_mg:400, days:10}]->(DR_IBU),
(PA03)-[:BOOKED]->(AP009),
(AP009)-[:WITH]->(D101),
(AP009)-[:AT]->(CL_LIS1),
(PA46)-[:BOOKED]->(AP010),
(AP010)-[:WITH]->(D106),
(AP010)-[:AT]->(CL_BRG1),
(PA43)-[:BOOKED]->(AP011),
(AP011)-[:WITH]->(D110),
(AP011)-[:AT]->(CL_LIS2),
(AP011)-[:DIAGNOSED]->(DX_K35),
(AP011)-[:PRESCRIBED {dose_mg:500, days:7}]->(DR_AMO),
(PA02)-[:BOOKED]->(AP012),
(AP012)-[:WITH]->(D114),
(AP012)-[:AT]->(CL_LIS2),
(AP012)-[:DIAGNOSED]->(DX_M54),
(PA45)-[:BOOKED]->(AP013),
(AP013)-[:WITH]->(D103),
(AP013)-[:AT]->(CL_PRT1),
(AP013)-[:DIAGNOSED]->(DX_Q21),
(PA16)-[:BOOKED]->(AP014),
(AP014)-[:WITH]->(D114),
(AP014)-[:AT]->(CL_LIS2),
(AP014)-[:DIAGNOSED]->(DX_E11),
(PA34)-[:BOOKED]->(AP015),
(AP015)-[:WITH]->(D108),
(AP015)-[:AT]->(CL_BRG1),
(AP015)-[:DIAGNOSED]->(DX_S83),
(AP015)-[:PRESCRIBED {dose_mg:400, days:10}]->(DR_IBU),
(PA31)-[:BOOKED]->(AP016),
(AP016)-[:WITH]->(D114),
(AP016)-[:AT]->(CL_LIS2),
(PA35)-[:BOOKED]->(AP017),
(AP017)-[:WITH]->(D104),
(AP017)-[:AT]->(CL_PRT1),
(AP017)-[:DIAGNOSED]->(DX_Q21),
(AP017)-[:PRESCRIBED {dose_mg:100, days:7}]->(DR_ASP),
(PA44)-[:BOOKED]->(AP018),
(AP018)-[:WITH]->(D103),
(AP018)-[:AT]->(CL_PRT1),
(PA03)-[:BOOKED]->(AP019),
(AP019)-[:WITH]->(D107),
(AP019)-[:AT]->(CL_LIS1),
(PA35)-[:BOOKED]->(AP020),
(AP020)-[:WITH]->(D101),
(AP020)-[:AT]->(CL_LIS1),
(AP020)-[:DIAGNOSED]->(DX_J06),
(AP020)-[:PRESCRIBED {dose_mg:1000, days:10}]->(DR_PAR),
(PA06)-[:BOOKED]->(AP021),
(AP021)-[:WITH]->(D113),
(AP021)-[:AT]->(CL_PRT3),
(AP021)-[:DIAGNOSED]->(DX_M54),
(AP021)-[:PRESCRIBED {dose_mg:400, days:5}]->(DR_IBU),
(PA04)-[:BOOKED]->(AP022),
(AP022)-[:WITH]->(D101),
(AP022)-[:AT]->(CL_LIS1),
(AP022)-[:DIAGNOSED]->(DX_I10),
(AP022)-[:PRESCRIBED {dose_mg:10, days:14}]->(DR_LIS),
(AP022)-[:PRESCRIBED {dose_mg:5, days:7}]->(DR_AML),
(PA23)-[:BOOKED]->(AP023),
(AP023)-[:WITH]->(D107),
(AP023)-[:AT]->(CL_LIS1),
(AP023)-[:DIAGNOSED]->(DX_K35),
(AP023)-[:PRESCRIBED {dose_mg:500, days:90}]->(DR_AMO),
(PA09)-[:BOOKED]->(AP024),
(AP024)-[:WITH]->(D115),
(AP024)-[:AT]->(CL_PRT1),
(AP024)-[:DIAGNOSED]->(DX_L20),
(PA28)-[:BOOKED]->(AP025),
(AP025)-[:WITH]->(D102),
(AP025)-[:AT]->(CL_LIS1),
(AP025)-[:DIAGNOSED]->(DX_R01),
(PA03)-[:BOOKED]->(AP026),
(AP026)-[:WITH]->(D107),
(AP026)-[:AT]->(CL_LIS1),
(PA12)-[:BOOKED]->(AP027),
(AP027)-[:WITH]->(D109),
(AP027)-[:AT]->(CL_BRG1),
(AP027)-[:DIAGNOSED]->(DX_S83),
(AP027)-[:PRESCRIBED {dose_mg:400, days:5}]->(DR_IBU),
(PA39)-[:BOOKED]->(AP028),
(AP028)-[:WITH]->(D116),
(AP028)-[:AT]->(CL_BRG1),
(PA10)-[:BOOKED]->(AP029),
(AP029)-[:WITH]->(D113),
(AP029)-[:AT]->(CL_PRT3),
(PA39)-[:BOOKED]->(AP030),
(AP030)-[:WITH]->(D103),
(AP030)-[:AT]->(CL_PRT1),
(PA43)-[:BOOKED]->(AP031),
(AP031)-[:WITH]->(D101),
(AP031)-[:AT]->(CL_LIS1),
(PA37)-[:BOOKED]->(AP032),
(AP032)-[:WITH]->(D102),
(AP032)-[:AT]->(CL_LIS1),
(AP032)-[:DIAGNOSED]->(DX_I10),
(PA49)-[:BOOKED]->(AP033),
(AP033)-[:WITH]->(D112),
(AP033)-[:AT]->(CL_LIS2),
(AP033)-[:DIAGNOSED]->(DX_L20),
(AP033)-[:PRESCRIBED {days:90}]->(DR_HCT),
(PA51)-[:BOOKED]->(AP034),
(AP034)-[:WITH]->(D107),
(AP034)-[:AT]->(CL_LIS1),
(PA25)-[:BOOKED]->(AP035),
(AP035)-[:WITH]->(D101),
(AP035)-[:AT]->(CL_LIS1),
(PA44)-[:BOOKED]->(AP036),
(AP036)-[:WITH]->(D112),
(AP036)-[:AT]->(CL_LIS2),
(AP036)-[:DIAGNOSED]->(DX_L20),
(PA14)-[:BOOKED]->(AP037),
(AP037)-[:WITH]->(D103),
(AP037)-[:AT]->(CL_PRT1),
(AP037)-[:DIAGNOSED]->(DX_Q21),
(AP037)-[:PRESCRIBED {dose_mg:100, days:10}]->(DR_ASP),
(AP037)-[:PRESCRIBED {dose_mg:40, days:7}]->(DR_FUR),
(PA26)-[:BOOKED]->(AP038),
(AP038)-[:WITH]->(D101),
(AP038)-[:AT]->(CL_LIS1),
(AP038)-[:DIAGNOSED]->(DX_I10),
(AP038)-[:PRESCRIBED {dose_mg:10, days:90}]->(DR_LIS),
(AP038)-[:PRESCRIBED {dose_mg:5, days:10}]->(DR_AML),
(PA46)-[:BOOKED]->(AP039),
(AP039)-[:WITH]->(D103),
(AP039)-[:AT]->(CL_PRT1),
(AP039)-[:DIAGNOSED]->(DX_R01),
(PA44)-[:BOOKED]->(AP040),
(AP040)-[:WITH]->(D116),
(AP040)-[:AT]->(CL_BRG1),
(AP040)-[:DIAGNOSED]->(DX_J06),
(AP040)-[:PRESCRIBED {dose_mg:1000, days:5}]->(DR_PAR),
(AP040)-[:PRESCRIBED {dose_mg:500, days:30}]->(DR_AMO),
(PA48)-[:BOOKED]->(AP041),
(AP041)-[:WITH]->(D115),
(AP041)-[:AT]->(CL_PRT1),
(AP041)-[:DIAGNOSED]->(DX_L20),
(PA20)-[:BOOKED]->(AP042),
(AP042)-[:WITH]->(D112),
(AP042)-[:AT]->(CL_LIS2),
(PA24)-[:BOOKED]->(AP043),
(AP043)-[:WITH]->(D101),
(AP043)-[:AT]->(CL_LIS1),
(PA04)-[:BOOKED]->(AP044),
(AP044)-[:WITH]->(D116),
(AP044)-[:AT]->(CL_BRG1),
(AP044)-[:DIAGNOSED]->(DX_J45),
(AP044)-[:PRESCRIBED {dose_mg:0.1, days:14}]->(DR_SAL),
(PA41)-[:BOOKED]->(AP045),
(AP045)-[:WITH]->(D103),
(AP045)-[:AT]->(CL_PRT1),
(AP045)-[:DIAGNOSED]->(DX_Q21),
(AP045)-[:PRESCRIBED {dose_mg:100, days:90}]->(DR_ASP),
(PA46)-[:BOOKED]->(AP046),
(AP046)-[:WITH]->(D103),
(AP046)-[:AT]->(CL_PRT1),
(AP046)-[:DIAGNOSED]->(DX_R01),
(PA00)-[:BOOKED]->(AP047),
(AP047)-[:WITH]->(D115),
(AP047)-[:AT]->(CL_PRT1),
(AP047)-[:DIAGNOSED]->(DX_L20),
(AP047)-[:PRESCRIBED {days:30}]->(DR_HCT),
(PA00)-[:BOOKED]->(AP048),
(AP048)-[:WITH]->(D102),
(AP048)-[:AT]->(CL_LIS1),
(AP048)-[:DIAGNOSED]->(DX_R01),
(PA01)-[:BOOKED]->(AP049),
(AP049)-[:WITH]->(D102),
(AP049)-[:AT]->(CL_LIS1),
(AP049)-[:DIAGNOSED]->(DX_R01),
(PA24)-[:BOOKED]->(AP050),
(AP050)-[:WITH]->(D101),
(AP050)-[:AT]->(CL_LIS1),
(AP050)-[:DIAGNOSED]->(DX_E11),
(AP050)-[:PRESCRIBED {dose_mg:500, days:7}]->(DR_MET),
(PA00)-[:BOOKED]->(AP051),
(AP051)-[:WITH]->(D105),
(AP051)-[:AT]->(CL_LIS1),
(PA43)-[:BOOKED]->(AP052),
(AP052)-[:WITH]->(D113),
(AP052)-[:AT]->(CL_PRT3),
(AP052)-[:DIAGNOSED]->(DX_I10),
(AP052)-[:PRESCRIBED {dose_mg:10, days:7}]->(DR_LIS),
(PA04)-[:BOOKED]->(AP053),
(AP053)-[:WITH]->(D112),
(AP053)-[:AT]->(CL_LIS2),
(AP053)-[:DIAGNOSED]->(DX_L20),
(AP053)-[:PRESCRIBED {days:7}]->(DR_HCT),
(PA09)-[:BOOKED]->(AP054),
(AP054)-[:WITH]->(D110),
(AP054)-[:AT]->(CL_LIS2),
(AP054)-[:DIAGNOSED]->(DX_K35),
(PA36)-[:BOOKED]->(AP055),
(AP055)-[:WITH]->(D105),
(AP055)-[:AT]->(CL_LIS1),
(AP055)-[:DIAGNOSED]->(DX_E11),
(PA00)-[:BOOKED]->(AP056),
(AP056)-[:WITH]->(D107),
(AP056)-[:AT]->(CL_LIS1),
(AP056)-[:DIAGNOSED]->(DX_K35),
(PA44)-[:BOOKED]->(AP057),
(AP057)-[:WITH]->(D113),
(AP057)-[:AT]->(CL_PRT3),
(AP057)-[:DIAGNOSED]->(DX_M54),
(AP057)-[:PRESCRIBED {dose_mg:400, days:30}]->(DR_IBU),
(AP057)-[:PRESCRIBED {dose_mg:1000, days:10}]->(DR_PAR),
(PA45)-[:BOOKED]->(AP058),
(AP058)-[:WITH]->(D113),
(AP058)-[:AT]->(CL_PRT3),
(AP058)-[:DIAGNOSED]->(DX_E11),
(PA32)-[:BOOKED]->(AP059),
(AP059)-[:WITH]->(D110),
(AP059)-[:AT]->(CL_LIS2),
(PA36)-[:BOOKED]->(AP060),
(AP060)-[:WITH]->(D107),
(AP060)-[:AT]->(CL_LIS1),
(AP060)-[:DIAGNOSED]->(DX_M54),
(AP060)-[:PRESCRIBED {dose_mg:400, days:10}]->(DR_IBU),
(PA30)-[:BOOKED]->(AP061),
(AP061)-[:WITH]->(D105),
(AP061)-[:AT]->(CL_LIS1),
(PA50)-[:BOOKED]->(AP062),
(AP062)-[:WITH]->(D108),
(AP062)-[:AT]->(CL_BRG1),
(AP062)-[:DIAGNOSED]->(DX_M54),
(PA29)-[:BOOKED]->(AP063),
(AP063)-[:WITH]->(D102),
(AP063)-[:AT]->(CL_PRT1),
(PA39)-[:BOOKED]->(AP064),
(AP064)-[:WITH]->(D115),
(AP064)-[:AT]->(CL_PRT1),
(PA29)-[:BOOKED]->(AP065),
(AP065)-[:WITH]->(D110),
(AP065)-[:AT]->(CL_LIS2),
(PA00)-[:BOOKED]->(AP066),
(AP066)-[:WITH]->(D111),
(AP066)-[:AT]->(CL_PRT3),
(AP066)-[:DIAGNOSED]->(DX_J45),
(PA09)-[:BOOKED]->(AP067),
(AP067)-[:WITH]->(D112),
(AP067)-[:AT]->(CL_LIS2),
(AP067)-[:DIAGNOSED]->(DX_L20),
(AP067)-[:PRESCRIBED {days:30}]->(DR_HCT),
(PA28)-[:BOOKED]->(AP068),
(AP068)-[:WITH]->(D112),
(AP068)-[:AT]->(CL_LIS2),
(PA42)-[:BOOKED]->(AP069),
(AP069)-[:WITH]->(D106),
(AP069)-[:AT]->(CL_BRG1),
(AP069)-[:DIAGNOSED]->(DX_J06),
(AP069)-[:PRESCRIBED {dose_mg:1000, days:30}]->(DR_PAR),
(PA16)-[:BOOKED]->(AP070),
(AP070)-[:WITH]->(D116),
(AP070)-[:AT]->(CL_BRG1),
(AP070)-[:DIAGNOSED]->(DX_J06),
(AP070)-[:PRESCRIBED {dose_mg:1000, days:7}]->(DR_PAR),
(AP070)-[:PRESCRIBED {dose_mg:500, days:5}]->(DR_AMO),
(PA49)-[:BOOKED]->(AP071),
(AP071)-[:WITH]->(D113),
(AP071)-[:AT]->(CL_PRT3),
(PA06)-[:BOOKED]->(AP072),
(AP072)-[:WITH]->(D110),
(AP072)-[:AT]->(CL_LIS2),
(AP072)-[:DIAGNOSED]->(DX_K35),
(PA02)-[:BOOKED]->(AP073),
(AP073)-[:WITH]->(D104),
(AP073)-[:AT]->(CL_PRT1),
(PA34)-[:BOOKED]->(AP074),
(AP074)-[:WITH]->(D110),
(AP074)-[:AT]->(CL_LIS2),
(PA49)-[:BOOKED]->(AP075),
(AP075)-[:WITH]->(D108),
(AP075)-[:AT]->(CL_BRG1),
(PA19)-[:BOOKED]->(AP076),
(AP076)-[:WITH]->(D115),
(AP076)-[:AT]->(CL_PRT1),
(AP076)-[:DIAGNOSED]->(DX_L20),
(PA00)-[:HAD_TEST]->(LT00),
(LT00)-[:ORDERED_BY]->(D101),
(LT00)-[:PROCESSED_AT]->(CL_PRT1),
(PA05)-[:HAD_TEST]->(LT01),
(LT01)-[:ORDERED_BY]->(D104),
(LT01)-[:PROCESSED_AT]->(CL_LIS1),
(PA10)-[:HAD_TEST]->(LT02),
(LT02)-[:ORDERED_BY]->(D107),
(LT02)-[:PROCESSED_AT]->(CL_BRG1),
(PA15)-[:HAD_TEST]->(LT03),
(LT03)-[:ORDERED_BY]->(D110),
(LT03)-[:PROCESSED_AT]->(CL_PRT1),
(PA20)-[:HAD_TEST]->(LT04),
(LT04)-[:ORDERED_BY]->(D113),
(LT04)-[:PROCESSED_AT]->(CL_LIS1),
(PA25)-[:HAD_TEST]->(LT05),
(LT05)-[:ORDERED_BY]->(D116),
(LT05)-[:PROCESSED_AT]->(CL_BRG1),
(PA30)-[:HAD_TEST]->(LT06),
(LT06)-[:ORDERED_BY]->(D103),
(LT06)-[:PROCESSED_AT]->(CL_PRT1),
(PA35)-[:HAD_TEST]->(LT07),
(LT07)-[:ORDERED_BY]->(D106),
(LT07)-[:PROCESSED_AT]->(CL_LIS1),
(PA40)-[:HAD_TEST]->(LT08),
(LT08)-[:ORDERED_BY]->(D109),
(LT08)-[:PROCESSED_AT]->(CL_BRG1),
(PA45)-[:HAD_TEST]->(LT09),
(LT09)-[:ORDERED_BY]->(D112),
(LT09)-[:PROCESSED_AT]->(CL_PRT1),
(PA50)-[:HAD_TEST]->(LT10),
(LT10)-[:ORDERED_BY]->(D115),
(LT10)-[:PROCESSED_AT]->(CL_LIS1),
(PA03)-[:HAD_TEST]->(LT11),
(LT11)-[:ORDERED_BY]->(D102),
(LT11)-[:PROCESSED_AT]->(CL_BRG1),
(PA08)-[:HAD_TEST]->(LT12),
(LT12)-[:ORDERED_BY]->(D105),
(LT12)-[:PROCESSED_AT]->(CL_PRT1),
(PA13)-[:HAD_TEST]->(LT13),
(LT13)-[:ORDERED_BY]->(D108),
(LT13)-[:PROCESSED_AT]->(CL_LIS1),
(PA18)-[:HAD_TEST]->(LT14),
(LT14)-[:ORDERED_BY]->(D111),
(LT14)-[:PROCESSED_AT]->(CL_BRG1),
(PA23)-[:HAD_TEST]->(LT15),
(LT15)-[:ORDERED_BY]->(D114),
(LT15)-[:PROCESSED_AT]->(CL_PRT1),
(PA28)-[:HAD_TEST]->(LT16),
(LT16)-[:ORDERED_BY]->(D101),
(LT16)-[:PROCESSED_AT]->(CL_LIS1),
(PA33)-[:HAD_TEST]->(LT17),
(LT17)-[:ORDERED_BY]->(D104),
(LT17)-[:PROCESSED_AT]->(CL_BRG1),
(PA38)-[:HAD_TEST]->(LT18),
(LT18)-[:ORDERED_BY]->(D107),
(LT18)-[:PROCESSED_AT]->(CL_PRT1),
(PA43)-[:HAD_TEST]->(LT19),
(LT19)-[:ORDERED_BY]->(D110),
(LT19)-[:PROCESSED_AT]->(CL_LIS1),
(PA48)-[:HAD_TEST]->(LT20),
(LT20)-[:ORDERED_BY]->(D113),
(LT20)-[:PROCESSED_AT]->(CL_BRG1),
(PA01)-[:HAD_TEST]->(LT21),
(LT21)-[:ORDERED_BY]->(D116),
(LT21)-[:PROCESSED_AT]->(CL_PRT1),
(PA06)-[:HAD_TEST]->(LT22),
(LT22)-[:ORDERED_BY]->(D103),
(LT22)-[:PROCESSED_AT]->(CL_LIS1),
(PA11)-[:HAD_TEST]->(LT23),
(LT23)-[:ORDERED_BY]->(D106),
(LT23)-[:PROCESSED_AT]->(CL_BRG1);
