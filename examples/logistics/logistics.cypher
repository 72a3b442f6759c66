// The logistics example: a parcel carrier's network, written for gql by its
// developers (not taken from anywhere) as the carrier's data team would model
// it: the TUNING graph of a new domain (testdata/logistics/README.md).
// Customers SENT shipments, each ADDRESSED_TO a customer; a shipment has an
// ORIGIN and a DESTINATION depot and passes VIA depots (leg_no, arrived
// 'YYYY-MM-DDTHH:MM' on the edge); it is CARRIED_BY one of our vehicles or a
// partner carrier; drivers WORK_AT a depot, DRIVE vehicles (since) and
// REPORT_TO another driver (a chain four deep); vehicles are ASSIGNED_TO a
// depot; depots CONNECT to depots (distance_km, transit_hours); incidents
// INVOLVE shipments and vehicles; carriers SUBCONTRACT to carriers.
// Dates are ISO strings 'YYYY-MM-DD'; money is euros, weights kilograms.
// A shipment not yet delivered (in transit, lost) has no delivered date.
// Generated deterministically by gen.py (python3 gen.py > logistics.cypher);
// regenerate the converted files with
//   go run ./cmd/gql convert examples/logistics/logistics.cypher --name logistics --out examples/logistics

CREATE CONSTRAINT IF NOT EXISTS FOR (x:Depot) REQUIRE (x.code) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Customer) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Shipment) REQUIRE (x.tracking) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Vehicle) REQUIRE (x.plate) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Driver) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Carrier) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Incident) REQUIRE (x.ref) IS UNIQUE;

CREATE (LIS_01:Depot {code: 'LIS-01', city: 'Lisbon', country: 'Portugal', opened: '2015-04-01', capacity_m3: 12000, automated: true})
CREATE (LIS_02:Depot {code: 'LIS-02', city: 'Lisbon', country: 'Portugal', opened: '2019-09-15', capacity_m3: 6500, automated: false})
CREATE (MAD_01:Depot {code: 'MAD-01', city: 'Madrid', country: 'Spain', opened: '2014-02-10', capacity_m3: 18000, automated: true})
CREATE (BCN_01:Depot {code: 'BCN-01', city: 'Barcelona', country: 'Spain', opened: '2016-06-20', capacity_m3: 9000, automated: false})
CREATE (LYO_01:Depot {code: 'LYO-01', city: 'Lyon', country: 'France', opened: '2017-03-01', capacity_m3: 9000, automated: true})
CREATE (PAR_01:Depot {code: 'PAR-01', city: 'Paris', country: 'France', opened: '2013-11-05', capacity_m3: 18000, automated: true})
CREATE (BRU_01:Depot {code: 'BRU-01', city: 'Brussels', country: 'Belgium', opened: '2018-01-22', capacity_m3: 7000, automated: false})
CREATE (RTM_01:Depot {code: 'RTM-01', city: 'Rotterdam', country: 'Netherlands', opened: '2020-05-12', capacity_m3: 15000, automated: true})
CREATE (HAM_01:Depot {code: 'HAM-01', city: 'Hamburg', country: 'Germany', opened: '2021-08-30', capacity_m3: 11000, automated: false})
CREATE (OPO_01:Depot {code: 'OPO-01', city: 'Porto', country: 'Portugal', opened: '2024-10-01', capacity_m3: 4000, automated: false})
CREATE (CR1:Carrier {name: 'Iberia Freight SA', country: 'Spain'})
CREATE (CR2:Carrier {name: 'NordLink Logistics', country: 'Germany'})
CREATE (CR3:Carrier {name: 'Rapido Express', country: 'Portugal'})
CREATE (CR4:Carrier {name: 'Flandria Transport', country: 'Belgium'})
CREATE (CR5:Carrier {name: 'Alpine Haulage', country: 'France'})
CREATE (DR0:Driver {name: 'Ana Silva', licence_class: 'C', hired: '2012-01-01', hourly_rate_eur: 31.5})
CREATE (DR1:Driver {name: 'João Costa', licence_class: 'B', hired: '2019-06-12', hourly_rate_eur: 24.0})
CREATE (DR2:Driver {name: 'Marta García', licence_class: 'C', hired: '2014-11-23', hourly_rate_eur: 24.0})
CREATE (DR3:Driver {name: 'Pedro Moreau', licence_class: 'CE', hired: '2021-04-06', hourly_rate_eur: 19.5})
CREATE (DR4:Driver {name: 'Lucía Peeters', licence_class: 'B', hired: '2016-09-17', hourly_rate_eur: 18.0})
CREATE (DR5:Driver {name: 'Carlos Janssen', licence_class: 'C', hired: '2023-03-01', hourly_rate_eur: 21.0})
CREATE (DR6:Driver {name: 'Sofia Schmidt', licence_class: 'CE', hired: '2018-07-11', hourly_rate_eur: 20.0})
CREATE (DR7:Driver {name: 'Miguel Ferreira', licence_class: 'B', hired: '2013-12-22', hourly_rate_eur: 17.5})
CREATE (DR8:Driver {name: 'Inês López', licence_class: 'C', hired: '2020-05-05', hourly_rate_eur: 18.0})
CREATE (DR9:Driver {name: 'Tomás Dubois', licence_class: 'B', hired: '2015-10-16', hourly_rate_eur: 22.5})
CREATE (DR10:Driver {name: 'Claire Vogel', licence_class: 'CE', hired: '2022-03-27', hourly_rate_eur: 17.0})
CREATE (DR11:Driver {name: 'Hugo Martins', licence_class: 'C', hired: '2017-08-10', hourly_rate_eur: 19.0})
CREATE (DR12:Driver {name: 'Eva Bakker', licence_class: 'CE', hired: '2012-01-21', hourly_rate_eur: 31.5})
CREATE (DR13:Driver {name: 'Lars Ruiz', licence_class: 'B', hired: '2019-06-04', hourly_rate_eur: 20.5})
CREATE (DR14:Driver {name: 'Nora Lefebvre', licence_class: 'C', hired: '2014-11-15', hourly_rate_eur: 18.5})
CREATE (DR15:Driver {name: 'Jan Almeida', licence_class: 'B', hired: '2024-01-01', hourly_rate_eur: 23.0})
CREATE (V0:Vehicle {plate: '10-AK-30', kind: 'van', payload_kg: 1500, electric: false, built_year: 2014})
CREATE (V1:Vehicle {plate: '17-BL-33', kind: 'van', payload_kg: 1200, electric: true, built_year: 2017})
CREATE (V2:Vehicle {plate: '24-CM-36', kind: 'truck', payload_kg: 18000, electric: false, built_year: 2020})
CREATE (V3:Vehicle {plate: '31-DN-39', kind: 'truck', payload_kg: 20000, electric: false, built_year: 2023})
CREATE (V4:Vehicle {plate: '38-EO-42', kind: 'cargo bike', payload_kg: 150, electric: true, built_year: 2015})
CREATE (V5:Vehicle {plate: '45-FP-45', kind: 'van', payload_kg: 1200, electric: false, built_year: 2018})
CREATE (V6:Vehicle {plate: '52-GQ-48', kind: 'truck', payload_kg: 20000, electric: false, built_year: 2021})
CREATE (V7:Vehicle {plate: '59-HR-51', kind: 'van', payload_kg: 1200, electric: true, built_year: 2024})
CREATE (V8:Vehicle {plate: '66-IS-54', kind: 'cargo bike', payload_kg: 150, electric: true, built_year: 2016})
CREATE (V9:Vehicle {plate: '73-JT-57', kind: 'truck', payload_kg: 2000, electric: false, built_year: 2019})
CREATE (V10:Vehicle {plate: '80-KK-60', kind: 'van', payload_kg: 1200, electric: false, built_year: 2022})
CREATE (V11:Vehicle {plate: '87-LL-63', kind: 'truck', payload_kg: 18000, electric: false, built_year: 2014})
CREATE (V12:Vehicle {plate: '94-MM-66', kind: 'van', payload_kg: 1500, electric: true, built_year: 2017})
CREATE (V13:Vehicle {plate: '101-NN-69', kind: 'van', payload_kg: 1200, electric: false, built_year: 2020})
CREATE (CU0:Customer {name: 'Azulejo Lda', type: 'business', country: 'Portugal', since: '2018-01-01', credit_limit_eur: 5000})
CREATE (CU1:Customer {name: 'Casa Verde', type: 'business', country: 'Portugal', since: '2021-08-14', credit_limit_eur: 7500})
CREATE (CU2:Customer {name: 'Maria Santos', type: 'private', country: 'Portugal', since: '2024-03-27', credit_limit_eur: 1000})
CREATE (CU3:Customer {name: 'Tienda Sol SL', type: 'business', country: 'Spain', since: '2020-10-12', credit_limit_eur: 12500})
CREATE (CU4:Customer {name: 'Rui Lopes', type: 'private', country: 'Portugal', since: '2023-03-01', credit_limit_eur: 1000})
CREATE (CU5:Customer {name: 'Bistro Lumière', type: 'business', country: 'France', since: '2019-12-10', credit_limit_eur: 17500})
CREATE (CU6:Customer {name: 'Chez Margaux', type: 'business', country: 'France', since: '2022-07-23', credit_limit_eur: 20000})
CREATE (CU7:Customer {name: 'Paul Girard', type: 'private', country: 'France', since: '2018-02-08', credit_limit_eur: 500})
CREATE (CU8:Customer {name: 'Brouwerij De Kat', type: 'business', country: 'Belgium', since: '2021-09-21', credit_limit_eur: 5000})
CREATE (CU9:Customer {name: 'Kees de Vries', type: 'private', country: 'Netherlands', since: '2023-12-31', credit_limit_eur: 500})
CREATE (CU10:Customer {name: 'Hanse Möbel GmbH', type: 'business', country: 'Germany', since: '2020-11-19', credit_limit_eur: 25000})
CREATE (CU11:Customer {name: 'Julia Weber', type: 'private', country: 'Germany', since: '2023-06-04', credit_limit_eur: 500})
CREATE (CU12:Customer {name: 'Farmácia Central', type: 'business', country: 'Portugal', since: '2019-01-17', credit_limit_eur: 15000})
CREATE (CU13:Customer {name: 'Lucas Pereira', type: 'private', country: 'Portugal', since: '2024-01-01', credit_limit_eur: 500})
CREATE (CU14:Customer {name: 'Mercado Norte SL', type: 'business', country: 'Spain', since: '2018-03-15', credit_limit_eur: 20000})
CREATE (CU15:Customer {name: 'Elena Navarro', type: 'private', country: 'Spain', since: '2021-10-28', credit_limit_eur: 500})
CREATE (CU16:Customer {name: 'Atelier Roux', type: 'business', country: 'France', since: '2024-05-13', credit_limit_eur: 5000})
CREATE (CU17:Customer {name: 'Sara Dias', type: 'private', country: 'Portugal', since: '2020-12-26', credit_limit_eur: 500})
CREATE (CU18:Customer {name: 'O\'Neill Imports', type: 'business', country: 'Ireland', since: '2023-07-11', credit_limit_eur: 10000})
CREATE (CU19:Customer {name: 'Bakkerij Smit', type: 'business', country: 'Netherlands', since: '2019-02-24', credit_limit_eur: 12500})
CREATE (CU20:Customer {name: 'Nordsee Fisch AG', type: 'business', country: 'Germany', since: '2022-09-09', credit_limit_eur: 25000})
CREATE (CU21:Customer {name: 'Tomas Novak', type: 'private', country: 'Czechia', since: '2018-04-22', credit_limit_eur: 500})
CREATE (CU22:Customer {name: 'Librería Alba', type: 'business', country: 'Spain', since: '2021-11-07', credit_limit_eur: 20000})
CREATE (CU23:Customer {name: 'Quinta do Vale', type: 'business', country: 'Portugal', since: '2024-06-20', credit_limit_eur: 22500})
CREATE (CU24:Customer {name: 'Gabriel Martin', type: 'private', country: 'France', since: '2020-01-05', credit_limit_eur: 1000})
CREATE (CU25:Customer {name: 'Studio Lisboa', type: 'business', country: 'Portugal', since: '2023-08-18', credit_limit_eur: 7500})
CREATE (CU26:Customer {name: 'Hofmann Elektro', type: 'business', country: 'Germany', since: '2019-03-03', credit_limit_eur: 10000})
CREATE (CU27:Customer {name: 'Inês Rocha', type: 'private', country: 'Portugal', since: '2022-10-16', credit_limit_eur: 500})
CREATE (S0:Shipment {tracking: 'PX-4410000', created: '2023-01-01', delivered: '2023-01-02', weight_kg: 2.9, declared_value_eur: 540.98, service: 'standard', status: 'delivered'})
CREATE (S1:Shipment {tracking: 'PX-4413719', created: '2024-06-08', delivered: '2024-06-09', weight_kg: 16.1, declared_value_eur: 134.67, service: 'standard', status: 'delivered'})
CREATE (S2:Shipment {tracking: 'PX-4417438', created: '2023-11-15', delivered: '2023-11-17', weight_kg: 13.6, declared_value_eur: 214.51, service: 'express', status: 'delivered'})
CREATE (S3:Shipment {tracking: 'PX-4421157', created: '2024-04-22', weight_kg: 3.5, declared_value_eur: 883.52, service: 'standard', status: 'in_transit'})
CREATE (S4:Shipment {tracking: 'PX-4424876', created: '2023-09-01', delivered: '2023-09-02', weight_kg: 1.0, declared_value_eur: 572.35, service: 'standard', status: 'delivered'})
CREATE (S5:Shipment {tracking: 'PX-4428595', created: '2024-02-08', delivered: '2024-02-09', weight_kg: 23.2, declared_value_eur: 200.95, service: 'express', status: 'delivered'})
CREATE (S6:Shipment {tracking: 'PX-4432314', created: '2023-07-15', delivered: '2023-07-17', weight_kg: 2650.0, declared_value_eur: 44000.0, service: 'freight', status: 'delivered'})
CREATE (S7:Shipment {tracking: 'PX-4436033', created: '2024-12-22', delivered: '2024-12-25', weight_kg: 20.0, declared_value_eur: 49000.0, service: 'freight', status: 'delivered'})
CREATE (S8:Shipment {tracking: 'PX-4439752', created: '2023-05-01', delivered: '2023-05-02', weight_kg: 2650.0, declared_value_eur: 38500.0, service: 'freight', status: 'delivered'})
CREATE (S9:Shipment {tracking: 'PX-4443471', created: '2024-10-08', delivered: '2024-10-09', weight_kg: 29.2, declared_value_eur: 524.23, service: 'express', status: 'returned'})
CREATE (S10:Shipment {tracking: 'PX-4447190', created: '2023-03-15', delivered: '2023-03-15', weight_kg: 21.7, declared_value_eur: 539.74, service: 'standard', status: 'delivered'})
CREATE (S11:Shipment {tracking: 'PX-4450909', created: '2024-01-01', delivered: '2024-01-02', weight_kg: 19.4, declared_value_eur: 180.19, service: 'express', status: 'delivered'})
CREATE (S12:Shipment {tracking: 'PX-4454628', created: '2023-12-31', delivered: '2024-01-03', weight_kg: 2350.0, declared_value_eur: 45000.0, service: 'freight', status: 'delivered'})
CREATE (S13:Shipment {tracking: 'PX-4458347', created: '2023-03-01', delivered: '2023-03-02', weight_kg: 17.6, declared_value_eur: 92.45, service: 'standard', status: 'delivered'})
CREATE (S14:Shipment {tracking: 'PX-4462066', created: '2023-11-15', weight_kg: 17.2, declared_value_eur: 847.28, service: 'standard', status: 'in_transit'})
CREATE (S15:Shipment {tracking: 'PX-4465785', created: '2024-04-22', delivered: '2024-04-23', weight_kg: 17.9, declared_value_eur: 115.96, service: 'standard', status: 'delivered'})
CREATE (S16:Shipment {tracking: 'PX-4469504', created: '2023-09-01', delivered: '2023-09-02', weight_kg: 2250.0, declared_value_eur: 59000.0, service: 'freight', status: 'delivered'})
CREATE (S17:Shipment {tracking: 'PX-4473223', created: '2024-02-08', delivered: '2024-02-09', weight_kg: 1650.0, declared_value_eur: 18500.0, service: 'freight', status: 'delivered'})
CREATE (S18:Shipment {tracking: 'PX-4476942', created: '2023-07-15', delivered: '2023-07-18', weight_kg: 18.7, declared_value_eur: 125.07, service: 'standard', status: 'delivered'})
CREATE (S19:Shipment {tracking: 'PX-4480661', created: '2024-12-22', delivered: '2024-12-23', weight_kg: 2000.0, declared_value_eur: 60000.0, service: 'freight', status: 'delivered'})
CREATE (S20:Shipment {tracking: 'PX-4484380', created: '2023-05-01', delivered: '2023-05-01', weight_kg: 28.4, declared_value_eur: 167.19, service: 'standard', status: 'delivered'})
CREATE (S21:Shipment {tracking: 'PX-4488099', created: '2024-10-08', delivered: '2024-10-10', weight_kg: 19.1, declared_value_eur: 366.18, service: 'standard', status: 'delivered'})
CREATE (S22:Shipment {tracking: 'PX-4491818', created: '2023-03-15', weight_kg: 7.1, declared_value_eur: 31.21, service: 'standard', status: 'lost'})
CREATE (S23:Shipment {tracking: 'PX-4495537', created: '2024-08-22', delivered: '2024-08-24', weight_kg: 22.3, declared_value_eur: 70.05, service: 'standard', status: 'delivered'})
CREATE (S24:Shipment {tracking: 'PX-4499256', created: '2023-01-01', delivered: '2023-01-02', weight_kg: 3.1, declared_value_eur: 34.05, service: 'express', status: 'delivered'})
CREATE (S25:Shipment {tracking: 'PX-4502975', created: '2024-06-08', weight_kg: 6.1, declared_value_eur: 86.77, service: 'standard', status: 'in_transit'})
CREATE (S26:Shipment {tracking: 'PX-4506694', created: '2023-11-15', delivered: '2023-11-16', weight_kg: 1550.0, declared_value_eur: 50000.0, service: 'freight', status: 'delivered'})
CREATE (S27:Shipment {tracking: 'PX-4410422', created: '2024-04-22', delivered: '2024-04-23', weight_kg: 6.8, declared_value_eur: 111.08, service: 'express', status: 'delivered'})
CREATE (S28:Shipment {tracking: 'PX-4414141', created: '2023-09-01', delivered: '2023-09-02', weight_kg: 5.4, declared_value_eur: 498.41, service: 'express', status: 'delivered'})
CREATE (S29:Shipment {tracking: 'PX-4417860', created: '2024-02-08', delivered: '2024-02-10', weight_kg: 3.4, declared_value_eur: 165.14, service: 'express', status: 'delivered'})
CREATE (S30:Shipment {tracking: 'PX-4421579', created: '2023-07-15', delivered: '2023-07-17', weight_kg: 4200.0, declared_value_eur: 60000.0, service: 'freight', status: 'delivered'})
CREATE (S31:Shipment {tracking: 'PX-4425298', created: '2024-12-22', delivered: '2024-12-23', weight_kg: 5.3, declared_value_eur: 562.97, service: 'standard', status: 'delivered'})
CREATE (S32:Shipment {tracking: 'PX-4429017', created: '2023-05-01', delivered: '2023-05-02', weight_kg: 20.9, declared_value_eur: 750.24, service: 'standard', status: 'delivered'})
CREATE (S33:Shipment {tracking: 'PX-4432736', created: '2024-10-08', delivered: '2024-10-10', weight_kg: 2150.0, declared_value_eur: 29000.0, service: 'freight', status: 'delivered'})
CREATE (S34:Shipment {tracking: 'PX-4436455', created: '2023-03-15', delivered: '2023-03-16', weight_kg: 23.2, declared_value_eur: 510.24, service: 'express', status: 'delivered'})
CREATE (S35:Shipment {tracking: 'PX-4440174', created: '2024-08-22', delivered: '2024-08-22', weight_kg: 24.9, declared_value_eur: 115.43, service: 'standard', status: 'delivered'})
CREATE (S36:Shipment {tracking: 'PX-4443893', created: '2023-01-01', weight_kg: 29.0, declared_value_eur: 661.29, service: 'express', status: 'in_transit'})
CREATE (S37:Shipment {tracking: 'PX-4447612', created: '2024-06-08', delivered: '2024-06-09', weight_kg: 5.3, declared_value_eur: 601.35, service: 'standard', status: 'delivered'})
CREATE (S38:Shipment {tracking: 'PX-4451331', created: '2023-11-15', delivered: '2023-11-16', weight_kg: 3750.0, declared_value_eur: 9000.0, service: 'freight', status: 'delivered'})
CREATE (S39:Shipment {tracking: 'PX-4455050', created: '2024-04-22', delivered: '2024-04-24', weight_kg: 3300.0, declared_value_eur: 53000.0, service: 'freight', status: 'delivered'})
CREATE (S40:Shipment {tracking: 'PX-4458769', created: '2023-09-01', delivered: '2023-09-01', weight_kg: 8.5, declared_value_eur: 317.59, service: 'express', status: 'returned'})
CREATE (S41:Shipment {tracking: 'PX-4462488', created: '2024-02-08', delivered: '2024-02-10', weight_kg: 28.7, declared_value_eur: 679.28, service: 'standard', status: 'delivered'})
CREATE (S42:Shipment {tracking: 'PX-4466207', created: '2023-07-15', delivered: '2023-07-16', weight_kg: 23.9, declared_value_eur: 46.56, service: 'standard', status: 'delivered'})
CREATE (S43:Shipment {tracking: 'PX-4469926', created: '2024-12-22', delivered: '2024-12-23', weight_kg: 12.9, declared_value_eur: 91.98, service: 'express', status: 'delivered'})
CREATE (S44:Shipment {tracking: 'PX-4473645', created: '2023-05-01', delivered: '2023-05-02', weight_kg: 18.1, declared_value_eur: 892.96, service: 'standard', status: 'delivered'})
CREATE (S45:Shipment {tracking: 'PX-4477364', created: '2024-10-08', delivered: '2024-10-08', weight_kg: 16.0, declared_value_eur: 282.06, service: 'standard', status: 'delivered'})
CREATE (S46:Shipment {tracking: 'PX-4481083', created: '2023-03-15', delivered: '2023-03-17', weight_kg: 26.3, declared_value_eur: 779.85, service: 'standard', status: 'delivered'})
CREATE (S47:Shipment {tracking: 'PX-4484802', created: '2024-08-22', weight_kg: 23.4, declared_value_eur: 612.56, service: 'standard', status: 'in_transit'})
CREATE (S48:Shipment {tracking: 'PX-4488521', created: '2023-01-01', delivered: '2023-01-02', weight_kg: 9.0, declared_value_eur: 301.29, service: 'standard', status: 'delivered'})
CREATE (S49:Shipment {tracking: 'PX-4492240', created: '2024-06-08', delivered: '2024-06-09', weight_kg: 9.3, declared_value_eur: 864.54, service: 'standard', status: 'delivered'})
CREATE (S50:Shipment {tracking: 'PX-4495959', created: '2023-11-15', delivered: '2023-11-16', weight_kg: 11.9, declared_value_eur: 389.21, service: 'standard', status: 'delivered'})
CREATE (S51:Shipment {tracking: 'PX-4499678', created: '2024-04-22', delivered: '2024-04-23', weight_kg: 16.8, declared_value_eur: 244.82, service: 'standard', status: 'delivered'})
CREATE (S52:Shipment {tracking: 'PX-4503397', created: '2023-09-01', delivered: '2023-09-02', weight_kg: 3.0, declared_value_eur: 211.19, service: 'express', status: 'delivered'})
CREATE (S53:Shipment {tracking: 'PX-4507116', created: '2024-02-08', delivered: '2024-02-09', weight_kg: 4.7, declared_value_eur: 346.52, service: 'standard', status: 'delivered'})
CREATE (S54:Shipment {tracking: 'PX-4410844', created: '2023-07-15', delivered: '2023-07-16', weight_kg: 29.7, declared_value_eur: 264.23, service: 'standard', status: 'delivered'})
CREATE (S55:Shipment {tracking: 'PX-4414563', created: '2024-12-22', delivered: '2024-12-22', weight_kg: 25.8, declared_value_eur: 248.16, service: 'standard', status: 'delivered'})
CREATE (S56:Shipment {tracking: 'PX-4418282', created: '2023-05-01', delivered: '2023-05-03', weight_kg: 23.0, declared_value_eur: 516.23, service: 'standard', status: 'delivered'})
CREATE (S57:Shipment {tracking: 'PX-4422001', created: '2024-10-08', delivered: '2024-10-09', weight_kg: 12.4, declared_value_eur: 90.08, service: 'standard', status: 'delivered'})
CREATE (S58:Shipment {tracking: 'PX-4425720', created: '2023-03-15', weight_kg: 17.1, declared_value_eur: 567.38, service: 'express', status: 'lost'})
CREATE (S59:Shipment {tracking: 'PX-4429439', created: '2024-08-22', delivered: '2024-08-24', weight_kg: 22.3, declared_value_eur: 368.24, service: 'standard', status: 'delivered'})
CREATE (S60:Shipment {tracking: 'PX-4433158', created: '2023-01-01', delivered: '2023-01-02', weight_kg: 29.6, declared_value_eur: 569.74, service: 'express', status: 'delivered'})
CREATE (S61:Shipment {tracking: 'PX-4436877', created: '2024-06-08', delivered: '2024-06-09', weight_kg: 4200.0, declared_value_eur: 9500.0, service: 'freight', status: 'delivered'})
CREATE (S62:Shipment {tracking: 'PX-4440596', created: '2023-11-15', delivered: '2023-11-18', weight_kg: 4.4, declared_value_eur: 621.01, service: 'standard', status: 'delivered'})
CREATE (S63:Shipment {tracking: 'PX-4444315', created: '2024-04-22', delivered: '2024-04-23', weight_kg: 26.9, declared_value_eur: 279.64, service: 'standard', status: 'delivered'})
CREATE (S64:Shipment {tracking: 'PX-4448034', created: '2023-09-01', delivered: '2023-09-03', weight_kg: 1.7, declared_value_eur: 688.66, service: 'standard', status: 'delivered'})
CREATE (S65:Shipment {tracking: 'PX-4451753', created: '2024-02-08', delivered: '2024-02-10', weight_kg: 1.3, declared_value_eur: 328.46, service: 'express', status: 'delivered'})
CREATE (S66:Shipment {tracking: 'PX-4455472', created: '2023-07-15', delivered: '2023-07-18', weight_kg: 6.7, declared_value_eur: 870.93, service: 'standard', status: 'delivered'})
CREATE (S67:Shipment {tracking: 'PX-4459191', created: '2024-12-22', delivered: '2024-12-23', weight_kg: 18.7, declared_value_eur: 489.34, service: 'standard', status: 'delivered'})
CREATE (S68:Shipment {tracking: 'PX-4462910', created: '2023-05-01', delivered: '2023-05-02', weight_kg: 11.1, declared_value_eur: 593.07, service: 'express', status: 'delivered'})
CREATE (S69:Shipment {tracking: 'PX-4466629', created: '2024-10-08', weight_kg: 9.6, declared_value_eur: 800.1, service: 'express', status: 'in_transit'})
CREATE (S70:Shipment {tracking: 'PX-4470348', created: '2023-03-15', delivered: '2023-03-18', weight_kg: 11.7, declared_value_eur: 701.11, service: 'express', status: 'delivered'})
CREATE (S71:Shipment {tracking: 'PX-4474067', created: '2024-08-22', delivered: '2024-08-24', weight_kg: 12.1, declared_value_eur: 657.26, service: 'standard', status: 'returned'})
CREATE (S72:Shipment {tracking: 'PX-4477786', created: '2023-01-01', delivered: '2023-01-01', weight_kg: 6.6, declared_value_eur: 377.99, service: 'standard', status: 'delivered'})
CREATE (S73:Shipment {tracking: 'PX-4481505', created: '2024-06-08', delivered: '2024-06-10', weight_kg: 9.7, declared_value_eur: 396.08, service: 'standard', status: 'delivered'})
CREATE (S74:Shipment {tracking: 'PX-4485224', created: '2023-11-15', delivered: '2023-11-18', weight_kg: 2950.0, declared_value_eur: 25000.0, service: 'freight', status: 'delivered'})
CREATE (S75:Shipment {tracking: 'PX-4488943', created: '2024-04-22', delivered: '2024-04-23', weight_kg: 1.4, declared_value_eur: 280.69, service: 'express', status: 'delivered'})
CREATE (S76:Shipment {tracking: 'PX-4492662', created: '2023-09-01', delivered: '2023-09-04', weight_kg: 24.7, declared_value_eur: 526.54, service: 'standard', status: 'delivered'})
CREATE (S77:Shipment {tracking: 'PX-4496381', created: '2024-02-08', delivered: '2024-02-10', weight_kg: 3000.0, declared_value_eur: 54000.0, service: 'freight', status: 'delivered'})
CREATE (S78:Shipment {tracking: 'PX-4500100', created: '2023-07-15', delivered: '2023-07-16', weight_kg: 27.6, declared_value_eur: 883.54, service: 'standard', status: 'delivered'})
CREATE (S79:Shipment {tracking: 'PX-4503819', created: '2024-12-22', delivered: '2024-12-23', weight_kg: 13.9, declared_value_eur: 22.78, service: 'standard', status: 'delivered'})
CREATE (S80:Shipment {tracking: 'PX-4507538', created: '2025-05-01', weight_kg: 2.1, declared_value_eur: 50.03, service: 'express', status: 'in_transit'})
CREATE (S81:Shipment {tracking: 'PX-4411266', created: '2025-10-08', weight_kg: 29.3, declared_value_eur: 671.71, service: 'express', status: 'in_transit'})
CREATE (S82:Shipment {tracking: 'PX-4414985', created: '2025-03-15', weight_kg: 5.4, declared_value_eur: 550.07, service: 'express', status: 'in_transit'})
CREATE (S83:Shipment {tracking: 'PX-4418704', created: '2025-08-22', delivered: '2025-08-24', weight_kg: 17.8, declared_value_eur: 472.74, service: 'standard', status: 'delivered'})
CREATE (INC_001:Incident {ref: 'INC-001', kind: 'damage', date: '2023-02-14', cost_eur: 350.0})
CREATE (INC_002:Incident {ref: 'INC-002', kind: 'delay', date: '2023-05-02', cost_eur: 0.0})
CREATE (INC_003:Incident {ref: 'INC-003', kind: 'theft', date: '2023-08-19', cost_eur: 1200.0})
CREATE (INC_004:Incident {ref: 'INC-004', kind: 'accident', date: '2023-11-03', cost_eur: 4800.0})
CREATE (INC_005:Incident {ref: 'INC-005', kind: 'damage', date: '2024-01-20', cost_eur: 220.5})
CREATE (INC_006:Incident {ref: 'INC-006', kind: 'delay', date: '2024-03-11', cost_eur: 0.0})
CREATE (INC_007:Incident {ref: 'INC-007', kind: 'accident', date: '2024-06-07', cost_eur: 4800.0})
CREATE (INC_008:Incident {ref: 'INC-008', kind: 'damage', date: '2024-07-30', cost_eur: 95.0})
CREATE (INC_009:Incident {ref: 'INC-009', kind: 'theft', date: '2024-09-02', cost_eur: 780.0})
CREATE (INC_010:Incident {ref: 'INC-010', kind: 'damage', date: '2024-11-25', cost_eur: 410.0})
CREATE (INC_011:Incident {ref: 'INC-011', kind: 'delay', date: '2025-01-08', cost_eur: 0.0})
CREATE
(LIS_01)-[:CONNECTS {distance_km: 625, transit_hours: 8}]->(MAD_01),
(LIS_02)-[:CONNECTS {distance_km: 18, transit_hours: 1}]->(LIS_01),
(MAD_01)-[:CONNECTS {distance_km: 505, transit_hours: 7}]->(BCN_01),
(BCN_01)-[:CONNECTS {distance_km: 640, transit_hours: 9}]->(LYO_01),
(LYO_01)-[:CONNECTS {distance_km: 465, transit_hours: 6}]->(PAR_01),
(MAD_01)-[:CONNECTS {distance_km: 1270, transit_hours: 24}]->(PAR_01),
(PAR_01)-[:CONNECTS {distance_km: 300, transit_hours: 5}]->(BRU_01),
(BRU_01)-[:CONNECTS {distance_km: 150, transit_hours: 3}]->(RTM_01),
(RTM_01)-[:CONNECTS {distance_km: 480, transit_hours: 7}]->(HAM_01),
(PAR_01)-[:CONNECTS {distance_km: 510, transit_hours: 8}]->(RTM_01),
(LIS_01)-[:CONNECTS {distance_km: 1740, transit_hours: 30}]->(PAR_01),
(HAM_01)-[:CONNECTS {distance_km: 600, transit_hours: 10}]->(BRU_01),
(CR1)-[:SUBCONTRACTS]->(CR3),
(CR3)-[:SUBCONTRACTS]->(CR4),
(CR2)-[:SUBCONTRACTS]->(CR4),
(CR4)-[:SUBCONTRACTS]->(CR5),
(DR0)-[:WORKS_AT]->(LIS_01),
(DR1)-[:WORKS_AT]->(LIS_01),
(DR2)-[:WORKS_AT]->(MAD_01),
(DR3)-[:WORKS_AT]->(LIS_01),
(DR4)-[:WORKS_AT]->(PAR_01),
(DR5)-[:WORKS_AT]->(MAD_01),
(DR6)-[:WORKS_AT]->(BCN_01),
(DR7)-[:WORKS_AT]->(LIS_01),
(DR8)-[:WORKS_AT]->(PAR_01),
(DR9)-[:WORKS_AT]->(LYO_01),
(DR10)-[:WORKS_AT]->(RTM_01),
(DR11)-[:WORKS_AT]->(BRU_01),
(DR12)-[:WORKS_AT]->(PAR_01),
(DR13)-[:WORKS_AT]->(HAM_01),
(DR14)-[:WORKS_AT]->(RTM_01),
(DR15)-[:WORKS_AT]->(LIS_02),
(DR1)-[:REPORTS_TO]->(DR0),
(DR2)-[:REPORTS_TO]->(DR0),
(DR3)-[:REPORTS_TO]->(DR1),
(DR4)-[:REPORTS_TO]->(DR12),
(DR5)-[:REPORTS_TO]->(DR2),
(DR6)-[:REPORTS_TO]->(DR2),
(DR7)-[:REPORTS_TO]->(DR3),
(DR8)-[:REPORTS_TO]->(DR12),
(DR9)-[:REPORTS_TO]->(DR4),
(DR10)-[:REPORTS_TO]->(DR12),
(DR11)-[:REPORTS_TO]->(DR12),
(DR13)-[:REPORTS_TO]->(DR10),
(DR14)-[:REPORTS_TO]->(DR10),
(DR15)-[:REPORTS_TO]->(DR3),
(V0)-[:ASSIGNED_TO]->(LIS_01),
(V1)-[:ASSIGNED_TO]->(LIS_01),
(V2)-[:ASSIGNED_TO]->(MAD_01),
(V3)-[:ASSIGNED_TO]->(PAR_01),
(V4)-[:ASSIGNED_TO]->(LIS_02),
(V5)-[:ASSIGNED_TO]->(BCN_01),
(V6)-[:ASSIGNED_TO]->(LYO_01),
(V7)-[:ASSIGNED_TO]->(PAR_01),
(V8)-[:ASSIGNED_TO]->(PAR_01),
(V9)-[:ASSIGNED_TO]->(RTM_01),
(V10)-[:ASSIGNED_TO]->(BRU_01),
(V11)-[:ASSIGNED_TO]->(HAM_01),
(V13)-[:ASSIGNED_TO]->(MAD_01),
(DR0)-[:DRIVES {since: '2021-05-01'}]->(V0),
(DR1)-[:DRIVES {since: '2020-03-15'}]->(V2),
(DR2)-[:DRIVES {since: '2022-07-01'}]->(V2),
(DR3)-[:DRIVES {since: '2019-11-20'}]->(V1),
(DR4)-[:DRIVES {since: '2023-02-01'}]->(V7),
(DR5)-[:DRIVES {since: '2023-03-01'}]->(V13),
(DR6)-[:DRIVES {since: '2022-01-10'}]->(V5),
(DR7)-[:DRIVES {since: '2024-04-02'}]->(V4),
(DR8)-[:DRIVES {since: '2023-09-09'}]->(V8),
(DR9)-[:DRIVES {since: '2021-06-30'}]->(V6),
(DR10)-[:DRIVES {since: '2020-10-10'}]->(V9),
(DR11)-[:DRIVES {since: '2022-12-01'}]->(V10),
(DR12)-[:DRIVES {since: '2018-04-04'}]->(V3),
(DR13)-[:DRIVES {since: '2024-01-15'}]->(V11),
(DR14)-[:DRIVES {since: '2023-05-05'}]->(V9),
(DR15)-[:DRIVES {since: '2024-01-01'}]->(V1),
(CU0)-[:SENT]->(S0),
(S0)-[:ADDRESSED_TO]->(CU3),
(S0)-[:ORIGIN]->(PAR_01),
(S0)-[:DESTINATION]->(HAM_01),
(S0)-[:VIA {leg_no: 1, arrived: '2023-01-01T18:00'}]->(RTM_01),
(S0)-[:VIA {leg_no: 2, arrived: '2023-01-02T03:00'}]->(HAM_01),
(S0)-[:CARRIED_BY]->(V0),
(CU0)-[:SENT]->(S1),
(S1)-[:ADDRESSED_TO]->(CU10),
(S1)-[:ORIGIN]->(LIS_01),
(S1)-[:DESTINATION]->(MAD_01),
(S1)-[:VIA {leg_no: 1, arrived: '2024-06-08T19:00'}]->(MAD_01),
(S1)-[:CARRIED_BY]->(V12),
(CU0)-[:SENT]->(S2),
(S2)-[:ADDRESSED_TO]->(CU17),
(S2)-[:ORIGIN]->(BCN_01),
(S2)-[:DESTINATION]->(BRU_01),
(S2)-[:VIA {leg_no: 1, arrived: '2023-11-15T21:00'}]->(LYO_01),
(S2)-[:VIA {leg_no: 2, arrived: '2023-11-16T09:00'}]->(PAR_01),
(S2)-[:VIA {leg_no: 3, arrived: '2023-11-16T17:00'}]->(BRU_01),
(S2)-[:CARRIED_BY]->(V7),
(CU1)-[:SENT]->(S3),
(S3)-[:ADDRESSED_TO]->(CU25),
(S3)-[:ORIGIN]->(BRU_01),
(S3)-[:DESTINATION]->(RTM_01),
(S3)-[:CARRIED_BY]->(V10),
(CU3)-[:SENT]->(S4),
(S4)-[:ADDRESSED_TO]->(CU4),
(S4)-[:ORIGIN]->(RTM_01),
(S4)-[:DESTINATION]->(BRU_01),
(S4)-[:VIA {leg_no: 1, arrived: '2023-09-01T17:00'}]->(BRU_01),
(S4)-[:CARRIED_BY]->(V4),
(CU3)-[:SENT]->(S5),
(S5)-[:ADDRESSED_TO]->(CU11),
(S5)-[:ORIGIN]->(LIS_01),
(S5)-[:DESTINATION]->(MAD_01),
(S5)-[:VIA {leg_no: 1, arrived: '2024-02-08T18:00'}]->(MAD_01),
(CU5)-[:SENT]->(S6),
(S6)-[:ADDRESSED_TO]->(CU18),
(S6)-[:ORIGIN]->(LIS_01),
(S6)-[:DESTINATION]->(PAR_01),
(S6)-[:VIA {leg_no: 1, arrived: '2023-07-15T19:00'}]->(MAD_01),
(S6)-[:VIA {leg_no: 2, arrived: '2023-07-16T23:00'}]->(PAR_01),
(S6)-[:CARRIED_BY]->(CR1),
(CU6)-[:SENT]->(S7),
(S7)-[:ADDRESSED_TO]->(CU26),
(S7)-[:ORIGIN]->(LIS_02),
(S7)-[:DESTINATION]->(HAM_01),
(S7)-[:VIA {leg_no: 1, arrived: '2024-12-22T13:00'}]->(LIS_01),
(S7)-[:VIA {leg_no: 2, arrived: '2024-12-23T03:00'}]->(MAD_01),
(S7)-[:VIA {leg_no: 3, arrived: '2024-12-24T06:00'}]->(PAR_01),
(S7)-[:VIA {leg_no: 4, arrived: '2024-12-24T19:00'}]->(RTM_01),
(S7)-[:VIA {leg_no: 5, arrived: '2024-12-25T04:00'}]->(HAM_01),
(S7)-[:CARRIED_BY]->(V2),
(CU8)-[:SENT]->(S8),
(S8)-[:ADDRESSED_TO]->(CU5),
(S8)-[:ORIGIN]->(MAD_01),
(S8)-[:DESTINATION]->(LYO_01),
(S8)-[:VIA {leg_no: 1, arrived: '2023-05-01T20:00'}]->(BCN_01),
(S8)-[:VIA {leg_no: 2, arrived: '2023-05-02T08:00'}]->(LYO_01),
(S8)-[:CARRIED_BY]->(V2),
(CU10)-[:SENT]->(S9),
(S9)-[:ADDRESSED_TO]->(CU12),
(S9)-[:ORIGIN]->(PAR_01),
(S9)-[:DESTINATION]->(HAM_01),
(S9)-[:VIA {leg_no: 1, arrived: '2024-10-08T22:00'}]->(RTM_01),
(S9)-[:VIA {leg_no: 2, arrived: '2024-10-09T10:00'}]->(HAM_01),
(S9)-[:CARRIED_BY]->(V7),
(CU10)-[:SENT]->(S10),
(S10)-[:ADDRESSED_TO]->(CU19),
(S10)-[:ORIGIN]->(BRU_01),
(S10)-[:DESTINATION]->(RTM_01),
(S10)-[:VIA {leg_no: 1, arrived: '2023-03-15T13:00'}]->(RTM_01),
(S10)-[:CARRIED_BY]->(V1),
(CU10)-[:SENT]->(S11),
(S11)-[:ADDRESSED_TO]->(CU21),
(S11)-[:ORIGIN]->(BRU_01),
(S11)-[:DESTINATION]->(RTM_01),
(S11)-[:VIA {leg_no: 1, arrived: '2024-01-01T14:00'}]->(RTM_01),
(S11)-[:CARRIED_BY]->(V13),
(CU12)-[:SENT]->(S12),
(S12)-[:ADDRESSED_TO]->(CU6),
(S12)-[:ORIGIN]->(LIS_02),
(S12)-[:DESTINATION]->(HAM_01),
(S12)-[:VIA {leg_no: 1, arrived: '2023-12-31T13:00'}]->(LIS_01),
(S12)-[:VIA {leg_no: 2, arrived: '2024-01-01T03:00'}]->(MAD_01),
(S12)-[:VIA {leg_no: 3, arrived: '2024-01-02T06:00'}]->(PAR_01),
(S12)-[:VIA {leg_no: 4, arrived: '2024-01-02T19:00'}]->(RTM_01),
(S12)-[:VIA {leg_no: 5, arrived: '2024-01-03T04:00'}]->(HAM_01),
(S12)-[:CARRIED_BY]->(V2),
(CU14)-[:SENT]->(S13),
(S13)-[:ADDRESSED_TO]->(CU13),
(S13)-[:ORIGIN]->(LIS_02),
(S13)-[:DESTINATION]->(LIS_01),
(S13)-[:VIA {leg_no: 1, arrived: '2023-03-01T14:00'}]->(LIS_01),
(S13)-[:CARRIED_BY]->(V5),
(CU14)-[:SENT]->(S14),
(S14)-[:ADDRESSED_TO]->(CU20),
(S14)-[:ORIGIN]->(LIS_01),
(S14)-[:DESTINATION]->(MAD_01),
(S14)-[:CARRIED_BY]->(V0),
(CU16)-[:SENT]->(S15),
(S15)-[:ADDRESSED_TO]->(CU0),
(S15)-[:ORIGIN]->(PAR_01),
(S15)-[:DESTINATION]->(HAM_01),
(S15)-[:VIA {leg_no: 1, arrived: '2024-04-22T18:00'}]->(RTM_01),
(S15)-[:VIA {leg_no: 2, arrived: '2024-04-23T03:00'}]->(HAM_01),
(S15)-[:CARRIED_BY]->(V12),
(CU18)-[:SENT]->(S16),
(S16)-[:ADDRESSED_TO]->(CU7),
(S16)-[:ORIGIN]->(PAR_01),
(S16)-[:DESTINATION]->(HAM_01),
(S16)-[:VIA {leg_no: 1, arrived: '2023-09-01T19:00'}]->(RTM_01),
(S16)-[:VIA {leg_no: 2, arrived: '2023-09-02T06:00'}]->(HAM_01),
(S16)-[:CARRIED_BY]->(CR2),
(CU19)-[:SENT]->(S17),
(S17)-[:ADDRESSED_TO]->(CU14),
(S17)-[:ORIGIN]->(BRU_01),
(S17)-[:DESTINATION]->(RTM_01),
(S17)-[:VIA {leg_no: 1, arrived: '2024-02-08T15:00'}]->(RTM_01),
(S17)-[:CARRIED_BY]->(V2),
(CU20)-[:SENT]->(S18),
(S18)-[:ADDRESSED_TO]->(CU22),
(S18)-[:ORIGIN]->(LIS_02),
(S18)-[:DESTINATION]->(HAM_01),
(S18)-[:VIA {leg_no: 1, arrived: '2023-07-15T14:00'}]->(LIS_01),
(S18)-[:VIA {leg_no: 2, arrived: '2023-07-16T01:00'}]->(MAD_01),
(S18)-[:VIA {leg_no: 3, arrived: '2023-07-17T07:00'}]->(PAR_01),
(S18)-[:VIA {leg_no: 4, arrived: '2023-07-17T19:00'}]->(RTM_01),
(S18)-[:VIA {leg_no: 5, arrived: '2023-07-18T04:00'}]->(HAM_01),
(S18)-[:CARRIED_BY]->(V13),
(CU20)-[:SENT]->(S19),
(S19)-[:ADDRESSED_TO]->(CU1),
(S19)-[:ORIGIN]->(BRU_01),
(S19)-[:DESTINATION]->(RTM_01),
(S19)-[:VIA {leg_no: 1, arrived: '2024-12-22T17:00'}]->(RTM_01),
(S19)-[:CARRIED_BY]->(V2),
(CU22)-[:SENT]->(S20),
(S20)-[:ADDRESSED_TO]->(CU8),
(S20)-[:ORIGIN]->(RTM_01),
(S20)-[:DESTINATION]->(BRU_01),
(S20)-[:VIA {leg_no: 1, arrived: '2023-05-01T13:00'}]->(BRU_01),
(S20)-[:CARRIED_BY]->(V5),
(CU23)-[:SENT]->(S21),
(S21)-[:ADDRESSED_TO]->(CU15),
(S21)-[:ORIGIN]->(LIS_01),
(S21)-[:DESTINATION]->(PAR_01),
(S21)-[:VIA {leg_no: 1, arrived: '2024-10-08T19:00'}]->(MAD_01),
(S21)-[:VIA {leg_no: 2, arrived: '2024-10-09T23:00'}]->(PAR_01),
(S21)-[:CARRIED_BY]->(V0),
(CU25)-[:SENT]->(S22),
(S22)-[:ADDRESSED_TO]->(CU23),
(S22)-[:ORIGIN]->(HAM_01),
(S22)-[:DESTINATION]->(LIS_02),
(S22)-[:VIA {leg_no: 1, arrived: '2023-03-15T19:00'}]->(RTM_01),
(CU26)-[:SENT]->(S23),
(S23)-[:ADDRESSED_TO]->(CU2),
(S23)-[:ORIGIN]->(BCN_01),
(S23)-[:DESTINATION]->(BRU_01),
(S23)-[:VIA {leg_no: 1, arrived: '2024-08-22T22:00'}]->(LYO_01),
(S23)-[:VIA {leg_no: 2, arrived: '2024-08-23T07:00'}]->(PAR_01),
(S23)-[:VIA {leg_no: 3, arrived: '2024-08-23T18:00'}]->(BRU_01),
(S23)-[:CARRIED_BY]->(V7),
(CU2)-[:SENT]->(S24),
(S24)-[:ADDRESSED_TO]->(CU9),
(S24)-[:ORIGIN]->(BRU_01),
(S24)-[:DESTINATION]->(RTM_01),
(S24)-[:VIA {leg_no: 1, arrived: '2023-01-01T17:00'}]->(RTM_01),
(S24)-[:CARRIED_BY]->(V5),
(CU4)-[:SENT]->(S25),
(S25)-[:ADDRESSED_TO]->(CU16),
(S25)-[:ORIGIN]->(LIS_01),
(S25)-[:DESTINATION]->(MAD_01),
(S25)-[:CARRIED_BY]->(V13),
(CU7)-[:SENT]->(S26),
(S26)-[:ADDRESSED_TO]->(CU24),
(S26)-[:ORIGIN]->(BRU_01),
(S26)-[:DESTINATION]->(RTM_01),
(S26)-[:VIA {leg_no: 1, arrived: '2023-11-15T14:00'}]->(RTM_01),
(S26)-[:CARRIED_BY]->(CR3),
(CU9)-[:SENT]->(S27),
(S27)-[:ADDRESSED_TO]->(CU3),
(S27)-[:ORIGIN]->(BRU_01),
(S27)-[:DESTINATION]->(RTM_01),
(S27)-[:VIA {leg_no: 1, arrived: '2024-04-22T15:00'}]->(RTM_01),
(S27)-[:CARRIED_BY]->(V0),
(CU11)-[:SENT]->(S28),
(S28)-[:ADDRESSED_TO]->(CU10),
(S28)-[:ORIGIN]->(LIS_01),
(S28)-[:DESTINATION]->(LIS_02),
(S28)-[:VIA {leg_no: 1, arrived: '2023-09-01T14:00'}]->(LIS_02),
(S28)-[:CARRIED_BY]->(V8),
(CU13)-[:SENT]->(S29),
(S29)-[:ADDRESSED_TO]->(CU17),
(S29)-[:ORIGIN]->(BCN_01),
(S29)-[:DESTINATION]->(BRU_01),
(S29)-[:VIA {leg_no: 1, arrived: '2024-02-08T23:00'}]->(LYO_01),
(S29)-[:VIA {leg_no: 2, arrived: '2024-02-09T10:00'}]->(PAR_01),
(S29)-[:VIA {leg_no: 3, arrived: '2024-02-09T19:00'}]->(BRU_01),
(S29)-[:CARRIED_BY]->(V1),
(CU15)-[:SENT]->(S30),
(S30)-[:ADDRESSED_TO]->(CU25),
(S30)-[:ORIGIN]->(LIS_01),
(S30)-[:DESTINATION]->(PAR_01),
(S30)-[:VIA {leg_no: 1, arrived: '2023-07-15T18:00'}]->(MAD_01),
(S30)-[:VIA {leg_no: 2, arrived: '2023-07-16T20:00'}]->(PAR_01),
(S30)-[:CARRIED_BY]->(V2),
(CU17)-[:SENT]->(S31),
(S31)-[:ADDRESSED_TO]->(CU4),
(S31)-[:ORIGIN]->(MAD_01),
(S31)-[:DESTINATION]->(LIS_01),
(S31)-[:VIA {leg_no: 1, arrived: '2024-12-22T19:00'}]->(LIS_01),
(S31)-[:CARRIED_BY]->(V4),
(CU24)-[:SENT]->(S32),
(S32)-[:ADDRESSED_TO]->(CU11),
(S32)-[:ORIGIN]->(LIS_01),
(S32)-[:DESTINATION]->(MAD_01),
(S32)-[:VIA {leg_no: 1, arrived: '2023-05-01T20:00'}]->(MAD_01),
(S32)-[:CARRIED_BY]->(V13),
(CU0)-[:SENT]->(S33),
(S33)-[:ADDRESSED_TO]->(CU18),
(S33)-[:ORIGIN]->(BCN_01),
(S33)-[:DESTINATION]->(BRU_01),
(S33)-[:VIA {leg_no: 1, arrived: '2024-10-08T22:00'}]->(LYO_01),
(S33)-[:VIA {leg_no: 2, arrived: '2024-10-09T07:00'}]->(PAR_01),
(S33)-[:VIA {leg_no: 3, arrived: '2024-10-09T18:00'}]->(BRU_01),
(S33)-[:CARRIED_BY]->(V2),
(CU0)-[:SENT]->(S34),
(S34)-[:ADDRESSED_TO]->(CU26),
(S34)-[:ORIGIN]->(LIS_01),
(S34)-[:DESTINATION]->(MAD_01),
(S34)-[:VIA {leg_no: 1, arrived: '2023-03-15T22:00'}]->(MAD_01),
(S34)-[:CARRIED_BY]->(V5),
(CU0)-[:SENT]->(S35),
(S35)-[:ADDRESSED_TO]->(CU5),
(S35)-[:ORIGIN]->(LIS_01),
(S35)-[:DESTINATION]->(LIS_02),
(S35)-[:VIA {leg_no: 1, arrived: '2024-08-22T11:00'}]->(LIS_02),
(S35)-[:CARRIED_BY]->(V0),
(CU1)-[:SENT]->(S36),
(S36)-[:ADDRESSED_TO]->(CU12),
(S36)-[:ORIGIN]->(LIS_02),
(S36)-[:DESTINATION]->(HAM_01),
(S36)-[:VIA {leg_no: 1, arrived: '2023-01-01T12:00'}]->(LIS_01),
(S36)-[:VIA {leg_no: 2, arrived: '2023-01-02T00:00'}]->(MAD_01),
(S36)-[:VIA {leg_no: 3, arrived: '2023-01-03T05:00'}]->(PAR_01),
(S36)-[:VIA {leg_no: 4, arrived: '2023-01-03T19:00'}]->(RTM_01),
(S36)-[:CARRIED_BY]->(CR4),
(CU3)-[:SENT]->(S37),
(S37)-[:ADDRESSED_TO]->(CU19),
(S37)-[:ORIGIN]->(LIS_01),
(S37)-[:DESTINATION]->(MAD_01),
(S37)-[:VIA {leg_no: 1, arrived: '2024-06-08T20:00'}]->(MAD_01),
(S37)-[:CARRIED_BY]->(V8),
(CU3)-[:SENT]->(S38),
(S38)-[:ADDRESSED_TO]->(CU21),
(S38)-[:ORIGIN]->(MAD_01),
(S38)-[:DESTINATION]->(LYO_01),
(S38)-[:VIA {leg_no: 1, arrived: '2023-11-15T20:00'}]->(BCN_01),
(S38)-[:VIA {leg_no: 2, arrived: '2023-11-16T08:00'}]->(LYO_01),
(S38)-[:CARRIED_BY]->(V2),
(CU5)-[:SENT]->(S39),
(S39)-[:ADDRESSED_TO]->(CU6),
(S39)-[:ORIGIN]->(BCN_01),
(S39)-[:DESTINATION]->(BRU_01),
(S39)-[:VIA {leg_no: 1, arrived: '2024-04-22T23:00'}]->(LYO_01),
(S39)-[:VIA {leg_no: 2, arrived: '2024-04-23T10:00'}]->(PAR_01),
(S39)-[:VIA {leg_no: 3, arrived: '2024-04-23T19:00'}]->(BRU_01),
(CU6)-[:SENT]->(S40),
(S40)-[:ADDRESSED_TO]->(CU13),
(S40)-[:ORIGIN]->(RTM_01),
(S40)-[:DESTINATION]->(BRU_01),
(S40)-[:VIA {leg_no: 1, arrived: '2023-09-01T13:00'}]->(BRU_01),
(S40)-[:CARRIED_BY]->(V4),
(CU8)-[:SENT]->(S41),
(S41)-[:ADDRESSED_TO]->(CU20),
(S41)-[:ORIGIN]->(LIS_01),
(S41)-[:DESTINATION]->(PAR_01),
(S41)-[:VIA {leg_no: 1, arrived: '2024-02-08T19:00'}]->(MAD_01),
(S41)-[:VIA {leg_no: 2, arrived: '2024-02-09T23:00'}]->(PAR_01),
(S41)-[:CARRIED_BY]->(V5),
(CU10)-[:SENT]->(S42),
(S42)-[:ADDRESSED_TO]->(CU0),
(S42)-[:ORIGIN]->(LIS_01),
(S42)-[:DESTINATION]->(MAD_01),
(S42)-[:VIA {leg_no: 1, arrived: '2023-07-15T20:00'}]->(MAD_01),
(S42)-[:CARRIED_BY]->(V0),
(CU10)-[:SENT]->(S43),
(S43)-[:ADDRESSED_TO]->(CU7),
(S43)-[:ORIGIN]->(BRU_01),
(S43)-[:DESTINATION]->(RTM_01),
(S43)-[:VIA {leg_no: 1, arrived: '2024-12-22T16:00'}]->(RTM_01),
(S43)-[:CARRIED_BY]->(V12),
(CU10)-[:SENT]->(S44),
(S44)-[:ADDRESSED_TO]->(CU14),
(S44)-[:ORIGIN]->(PAR_01),
(S44)-[:DESTINATION]->(HAM_01),
(S44)-[:VIA {leg_no: 1, arrived: '2023-05-01T22:00'}]->(RTM_01),
(S44)-[:VIA {leg_no: 2, arrived: '2023-05-02T10:00'}]->(HAM_01),
(S44)-[:CARRIED_BY]->(V7),
(CU12)-[:SENT]->(S45),
(S45)-[:ADDRESSED_TO]->(CU22),
(S45)-[:ORIGIN]->(LIS_01),
(S45)-[:DESTINATION]->(LIS_02),
(S45)-[:VIA {leg_no: 1, arrived: '2024-10-08T11:00'}]->(LIS_02),
(S45)-[:CARRIED_BY]->(V1),
(CU14)-[:SENT]->(S46),
(S46)-[:ADDRESSED_TO]->(CU1),
(S46)-[:ORIGIN]->(MAD_01),
(S46)-[:DESTINATION]->(RTM_01),
(S46)-[:VIA {leg_no: 1, arrived: '2023-03-16T11:00'}]->(PAR_01),
(S46)-[:VIA {leg_no: 2, arrived: '2023-03-16T20:00'}]->(BRU_01),
(S46)-[:VIA {leg_no: 3, arrived: '2023-03-17T04:00'}]->(RTM_01),
(S46)-[:CARRIED_BY]->(CR1),
(CU14)-[:SENT]->(S47),
(S47)-[:ADDRESSED_TO]->(CU8),
(S47)-[:ORIGIN]->(BRU_01),
(S47)-[:DESTINATION]->(RTM_01),
(S47)-[:CARRIED_BY]->(V10),
(CU16)-[:SENT]->(S48),
(S48)-[:ADDRESSED_TO]->(CU15),
(S48)-[:ORIGIN]->(RTM_01),
(S48)-[:DESTINATION]->(BRU_01),
(S48)-[:VIA {leg_no: 1, arrived: '2023-01-01T16:00'}]->(BRU_01),
(S48)-[:CARRIED_BY]->(V10),
(CU18)-[:SENT]->(S49),
(S49)-[:ADDRESSED_TO]->(CU23),
(S49)-[:ORIGIN]->(LYO_01),
(S49)-[:DESTINATION]->(MAD_01),
(S49)-[:VIA {leg_no: 1, arrived: '2024-06-08T23:00'}]->(BCN_01),
(S49)-[:VIA {leg_no: 2, arrived: '2024-06-09T11:00'}]->(MAD_01),
(S49)-[:CARRIED_BY]->(V4),
(CU19)-[:SENT]->(S50),
(S50)-[:ADDRESSED_TO]->(CU21),
(S50)-[:ORIGIN]->(MAD_01),
(S50)-[:DESTINATION]->(LYO_01),
(S50)-[:VIA {leg_no: 1, arrived: '2023-11-15T17:00'}]->(BCN_01),
(S50)-[:VIA {leg_no: 2, arrived: '2023-11-16T04:00'}]->(LYO_01),
(S50)-[:CARRIED_BY]->(V12),
(CU20)-[:SENT]->(S51),
(S51)-[:ADDRESSED_TO]->(CU9),
(S51)-[:ORIGIN]->(BRU_01),
(S51)-[:DESTINATION]->(RTM_01),
(S51)-[:VIA {leg_no: 1, arrived: '2024-04-22T14:00'}]->(RTM_01),
(S51)-[:CARRIED_BY]->(V7),
(CU20)-[:SENT]->(S52),
(S52)-[:ADDRESSED_TO]->(CU16),
(S52)-[:ORIGIN]->(PAR_01),
(S52)-[:DESTINATION]->(HAM_01),
(S52)-[:VIA {leg_no: 1, arrived: '2023-09-01T20:00'}]->(RTM_01),
(S52)-[:VIA {leg_no: 2, arrived: '2023-09-02T09:00'}]->(HAM_01),
(S52)-[:CARRIED_BY]->(V13),
(CU22)-[:SENT]->(S53),
(S53)-[:ADDRESSED_TO]->(CU24),
(S53)-[:ORIGIN]->(PAR_01),
(S53)-[:DESTINATION]->(HAM_01),
(S53)-[:VIA {leg_no: 1, arrived: '2024-02-08T21:00'}]->(RTM_01),
(S53)-[:VIA {leg_no: 2, arrived: '2024-02-09T07:00'}]->(HAM_01),
(S53)-[:CARRIED_BY]->(V7),
(CU23)-[:SENT]->(S54),
(S54)-[:ADDRESSED_TO]->(CU3),
(S54)-[:ORIGIN]->(RTM_01),
(S54)-[:DESTINATION]->(BRU_01),
(S54)-[:VIA {leg_no: 1, arrived: '2023-07-15T17:00'}]->(BRU_01),
(S54)-[:CARRIED_BY]->(V10),
(CU25)-[:SENT]->(S55),
(S55)-[:ADDRESSED_TO]->(CU10),
(S55)-[:ORIGIN]->(BRU_01),
(S55)-[:DESTINATION]->(RTM_01),
(S55)-[:VIA {leg_no: 1, arrived: '2024-12-22T13:00'}]->(RTM_01),
(S55)-[:CARRIED_BY]->(V5),
(CU26)-[:SENT]->(S56),
(S56)-[:ADDRESSED_TO]->(CU17),
(S56)-[:ORIGIN]->(MAD_01),
(S56)-[:DESTINATION]->(RTM_01),
(S56)-[:VIA {leg_no: 1, arrived: '2023-05-02T11:00'}]->(PAR_01),
(S56)-[:VIA {leg_no: 2, arrived: '2023-05-02T20:00'}]->(BRU_01),
(S56)-[:VIA {leg_no: 3, arrived: '2023-05-03T04:00'}]->(RTM_01),
(S56)-[:CARRIED_BY]->(CR2),
(CU2)-[:SENT]->(S57),
(S57)-[:ADDRESSED_TO]->(CU25),
(S57)-[:ORIGIN]->(BRU_01),
(S57)-[:DESTINATION]->(RTM_01),
(S57)-[:VIA {leg_no: 1, arrived: '2024-10-08T15:00'}]->(RTM_01),
(S57)-[:CARRIED_BY]->(V12),
(CU4)-[:SENT]->(S58),
(S58)-[:ADDRESSED_TO]->(CU5),
(S58)-[:ORIGIN]->(BRU_01),
(S58)-[:DESTINATION]->(BCN_01),
(S58)-[:VIA {leg_no: 1, arrived: '2023-03-15T18:00'}]->(PAR_01),
(S58)-[:CARRIED_BY]->(V7),
(CU7)-[:SENT]->(S59),
(S59)-[:ADDRESSED_TO]->(CU11),
(S59)-[:ORIGIN]->(MAD_01),
(S59)-[:DESTINATION]->(RTM_01),
(S59)-[:VIA {leg_no: 1, arrived: '2024-08-23T14:00'}]->(PAR_01),
(S59)-[:VIA {leg_no: 2, arrived: '2024-08-24T00:00'}]->(BRU_01),
(S59)-[:VIA {leg_no: 3, arrived: '2024-08-24T07:00'}]->(RTM_01),
(S59)-[:CARRIED_BY]->(V1),
(CU9)-[:SENT]->(S60),
(S60)-[:ADDRESSED_TO]->(CU18),
(S60)-[:ORIGIN]->(MAD_01),
(S60)-[:DESTINATION]->(LYO_01),
(S60)-[:VIA {leg_no: 1, arrived: '2023-01-01T17:00'}]->(BCN_01),
(S60)-[:VIA {leg_no: 2, arrived: '2023-01-02T04:00'}]->(LYO_01),
(S60)-[:CARRIED_BY]->(V13),
(CU11)-[:SENT]->(S61),
(S61)-[:ADDRESSED_TO]->(CU26),
(S61)-[:ORIGIN]->(RTM_01),
(S61)-[:DESTINATION]->(BRU_01),
(S61)-[:VIA {leg_no: 1, arrived: '2024-06-08T14:00'}]->(BRU_01),
(S61)-[:CARRIED_BY]->(V2),
(CU13)-[:SENT]->(S62),
(S62)-[:ADDRESSED_TO]->(CU5),
(S62)-[:ORIGIN]->(LIS_02),
(S62)-[:DESTINATION]->(HAM_01),
(S62)-[:VIA {leg_no: 1, arrived: '2023-11-15T13:00'}]->(LIS_01),
(S62)-[:VIA {leg_no: 2, arrived: '2023-11-16T03:00'}]->(MAD_01),
(S62)-[:VIA {leg_no: 3, arrived: '2023-11-17T06:00'}]->(PAR_01),
(S62)-[:VIA {leg_no: 4, arrived: '2023-11-17T19:00'}]->(RTM_01),
(S62)-[:VIA {leg_no: 5, arrived: '2023-11-18T04:00'}]->(HAM_01),
(S62)-[:CARRIED_BY]->(V7),
(CU15)-[:SENT]->(S63),
(S63)-[:ADDRESSED_TO]->(CU12),
(S63)-[:ORIGIN]->(PAR_01),
(S63)-[:DESTINATION]->(HAM_01),
(S63)-[:VIA {leg_no: 1, arrived: '2024-04-22T21:00'}]->(RTM_01),
(S63)-[:VIA {leg_no: 2, arrived: '2024-04-23T07:00'}]->(HAM_01),
(S63)-[:CARRIED_BY]->(V0),
(CU17)-[:SENT]->(S64),
(S64)-[:ADDRESSED_TO]->(CU19),
(S64)-[:ORIGIN]->(LIS_01),
(S64)-[:DESTINATION]->(PAR_01),
(S64)-[:VIA {leg_no: 1, arrived: '2023-09-01T22:00'}]->(MAD_01),
(S64)-[:VIA {leg_no: 2, arrived: '2023-09-03T03:00'}]->(PAR_01),
(S64)-[:CARRIED_BY]->(V8),
(CU24)-[:SENT]->(S65),
(S65)-[:ADDRESSED_TO]->(CU21),
(S65)-[:ORIGIN]->(MAD_01),
(S65)-[:DESTINATION]->(RTM_01),
(S65)-[:VIA {leg_no: 1, arrived: '2024-02-09T10:00'}]->(PAR_01),
(S65)-[:VIA {leg_no: 2, arrived: '2024-02-09T17:00'}]->(BRU_01),
(S65)-[:VIA {leg_no: 3, arrived: '2024-02-09T22:00'}]->(RTM_01),
(S65)-[:CARRIED_BY]->(V1),
(CU0)-[:SENT]->(S66),
(S66)-[:ADDRESSED_TO]->(CU6),
(S66)-[:ORIGIN]->(LIS_02),
(S66)-[:DESTINATION]->(HAM_01),
(S66)-[:VIA {leg_no: 1, arrived: '2023-07-15T12:00'}]->(LIS_01),
(S66)-[:VIA {leg_no: 2, arrived: '2023-07-16T00:00'}]->(MAD_01),
(S66)-[:VIA {leg_no: 3, arrived: '2023-07-17T05:00'}]->(PAR_01),
(S66)-[:VIA {leg_no: 4, arrived: '2023-07-17T19:00'}]->(RTM_01),
(S66)-[:VIA {leg_no: 5, arrived: '2023-07-18T04:00'}]->(HAM_01),
(S66)-[:CARRIED_BY]->(CR3),
(CU0)-[:SENT]->(S67),
(S67)-[:ADDRESSED_TO]->(CU13),
(S67)-[:ORIGIN]->(LYO_01),
(S67)-[:DESTINATION]->(MAD_01),
(S67)-[:VIA {leg_no: 1, arrived: '2024-12-22T21:00'}]->(BCN_01),
(S67)-[:VIA {leg_no: 2, arrived: '2024-12-23T10:00'}]->(MAD_01),
(S67)-[:CARRIED_BY]->(V13),
(CU0)-[:SENT]->(S68),
(S68)-[:ADDRESSED_TO]->(CU20),
(S68)-[:ORIGIN]->(LIS_01),
(S68)-[:DESTINATION]->(MAD_01),
(S68)-[:VIA {leg_no: 1, arrived: '2023-05-01T21:00'}]->(MAD_01),
(S68)-[:CARRIED_BY]->(V10),
(CU1)-[:SENT]->(S69),
(S69)-[:ADDRESSED_TO]->(CU0),
(S69)-[:ORIGIN]->(LIS_01),
(S69)-[:DESTINATION]->(LIS_02),
(S69)-[:CARRIED_BY]->(V5),
(CU3)-[:SENT]->(S70),
(S70)-[:ADDRESSED_TO]->(CU7),
(S70)-[:ORIGIN]->(LIS_02),
(S70)-[:DESTINATION]->(HAM_01),
(S70)-[:VIA {leg_no: 1, arrived: '2023-03-15T11:00'}]->(LIS_01),
(S70)-[:VIA {leg_no: 2, arrived: '2023-03-15T21:00'}]->(MAD_01),
(S70)-[:VIA {leg_no: 3, arrived: '2023-03-16T23:00'}]->(PAR_01),
(S70)-[:VIA {leg_no: 4, arrived: '2023-03-17T09:00'}]->(RTM_01),
(S70)-[:VIA {leg_no: 5, arrived: '2023-03-17T18:00'}]->(HAM_01),
(S70)-[:CARRIED_BY]->(V0),
(CU3)-[:SENT]->(S71),
(S71)-[:ADDRESSED_TO]->(CU14),
(S71)-[:ORIGIN]->(LIS_01),
(S71)-[:DESTINATION]->(PAR_01),
(S71)-[:VIA {leg_no: 1, arrived: '2024-08-22T19:00'}]->(MAD_01),
(S71)-[:VIA {leg_no: 2, arrived: '2024-08-23T23:00'}]->(PAR_01),
(S71)-[:CARRIED_BY]->(V12),
(CU5)-[:SENT]->(S72),
(S72)-[:ADDRESSED_TO]->(CU22),
(S72)-[:ORIGIN]->(LIS_01),
(S72)-[:DESTINATION]->(LIS_02),
(S72)-[:VIA {leg_no: 1, arrived: '2023-01-01T13:00'}]->(LIS_02),
(S72)-[:CARRIED_BY]->(V0),
(CU6)-[:SENT]->(S73),
(S73)-[:ADDRESSED_TO]->(CU1),
(S73)-[:ORIGIN]->(LIS_01),
(S73)-[:DESTINATION]->(PAR_01),
(S73)-[:VIA {leg_no: 1, arrived: '2024-06-08T21:00'}]->(MAD_01),
(S73)-[:VIA {leg_no: 2, arrived: '2024-06-10T00:00'}]->(PAR_01),
(CU8)-[:SENT]->(S74),
(S74)-[:ADDRESSED_TO]->(CU9),
(S74)-[:ORIGIN]->(LIS_02),
(S74)-[:DESTINATION]->(HAM_01),
(S74)-[:VIA {leg_no: 1, arrived: '2023-11-15T15:00'}]->(LIS_01),
(S74)-[:VIA {leg_no: 2, arrived: '2023-11-16T04:00'}]->(MAD_01),
(S74)-[:VIA {leg_no: 3, arrived: '2023-11-17T08:00'}]->(PAR_01),
(S74)-[:VIA {leg_no: 4, arrived: '2023-11-17T19:00'}]->(RTM_01),
(S74)-[:VIA {leg_no: 5, arrived: '2023-11-18T04:00'}]->(HAM_01),
(S74)-[:CARRIED_BY]->(V2),
(CU10)-[:SENT]->(S75),
(S75)-[:ADDRESSED_TO]->(CU15),
(S75)-[:ORIGIN]->(BCN_01),
(S75)-[:DESTINATION]->(BRU_01),
(S75)-[:VIA {leg_no: 1, arrived: '2024-04-22T19:00'}]->(LYO_01),
(S75)-[:VIA {leg_no: 2, arrived: '2024-04-23T03:00'}]->(PAR_01),
(S75)-[:VIA {leg_no: 3, arrived: '2024-04-23T10:00'}]->(BRU_01),
(S75)-[:CARRIED_BY]->(V10),
(CU10)-[:SENT]->(S76),
(S76)-[:ADDRESSED_TO]->(CU23),
(S76)-[:ORIGIN]->(HAM_01),
(S76)-[:DESTINATION]->(LIS_02),
(S76)-[:VIA {leg_no: 1, arrived: '2023-09-01T18:00'}]->(RTM_01),
(S76)-[:VIA {leg_no: 2, arrived: '2023-09-02T06:00'}]->(PAR_01),
(S76)-[:VIA {leg_no: 3, arrived: '2023-09-03T11:00'}]->(MAD_01),
(S76)-[:VIA {leg_no: 4, arrived: '2023-09-04T01:00'}]->(LIS_01),
(S76)-[:VIA {leg_no: 5, arrived: '2023-09-04T04:00'}]->(LIS_02),
(S76)-[:CARRIED_BY]->(CR4),
(CU10)-[:SENT]->(S77),
(S77)-[:ADDRESSED_TO]->(CU2),
(S77)-[:ORIGIN]->(LIS_01),
(S77)-[:DESTINATION]->(PAR_01),
(S77)-[:VIA {leg_no: 1, arrived: '2024-02-08T20:00'}]->(MAD_01),
(S77)-[:VIA {leg_no: 2, arrived: '2024-02-10T02:00'}]->(PAR_01),
(S77)-[:CARRIED_BY]->(V2),
(CU12)-[:SENT]->(S78),
(S78)-[:ADDRESSED_TO]->(CU9),
(S78)-[:ORIGIN]->(RTM_01),
(S78)-[:DESTINATION]->(BRU_01),
(S78)-[:VIA {leg_no: 1, arrived: '2023-07-15T16:00'}]->(BRU_01),
(S78)-[:CARRIED_BY]->(V12),
(CU14)-[:SENT]->(S79),
(S79)-[:ADDRESSED_TO]->(CU16),
(S79)-[:ORIGIN]->(LIS_01),
(S79)-[:DESTINATION]->(MAD_01),
(S79)-[:VIA {leg_no: 1, arrived: '2024-12-22T22:00'}]->(MAD_01),
(S79)-[:CARRIED_BY]->(V7),
(CU14)-[:SENT]->(S80),
(S80)-[:ADDRESSED_TO]->(CU24),
(S80)-[:ORIGIN]->(LIS_01),
(S80)-[:DESTINATION]->(MAD_01),
(S80)-[:CARRIED_BY]->(V7),
(CU16)-[:SENT]->(S81),
(S81)-[:ADDRESSED_TO]->(CU3),
(S81)-[:ORIGIN]->(LIS_01),
(S81)-[:DESTINATION]->(MAD_01),
(S81)-[:CARRIED_BY]->(V13),
(CU18)-[:SENT]->(S82),
(S82)-[:ADDRESSED_TO]->(CU10),
(S82)-[:ORIGIN]->(PAR_01),
(S82)-[:DESTINATION]->(HAM_01),
(S82)-[:VIA {leg_no: 1, arrived: '2025-03-15T20:00'}]->(RTM_01),
(S82)-[:CARRIED_BY]->(V8),
(CU19)-[:SENT]->(S83),
(S83)-[:ADDRESSED_TO]->(CU17),
(S83)-[:ORIGIN]->(MAD_01),
(S83)-[:DESTINATION]->(RTM_01),
(S83)-[:VIA {leg_no: 1, arrived: '2025-08-23T13:00'}]->(PAR_01),
(S83)-[:VIA {leg_no: 2, arrived: '2025-08-23T21:00'}]->(BRU_01),
(S83)-[:VIA {leg_no: 3, arrived: '2025-08-24T06:00'}]->(RTM_01),
(S83)-[:CARRIED_BY]->(V5),
(INC_001)-[:INVOLVED]->(S3),
(INC_002)-[:INVOLVED]->(S8),
(INC_003)-[:INVOLVED]->(S22),
(INC_004)-[:INVOLVED]->(V3),
(INC_005)-[:INVOLVED]->(S25),
(INC_005)-[:INVOLVED]->(V2),
(INC_006)-[:INVOLVED]->(S41),
(INC_007)-[:INVOLVED]->(V6),
(INC_008)-[:INVOLVED]->(S47),
(INC_009)-[:INVOLVED]->(S58),
(INC_010)-[:INVOLVED]->(S66),
(INC_010)-[:INVOLVED]->(V9),
(INC_011)-[:INVOLVED]->(S80);
