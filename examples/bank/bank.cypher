// The bank example: a retail bank's customers, accounts, money movements,
// cards, branches, staff and lending, written for gql by its developers (not
// taken from anywhere) as the bank's data team would model it: the TUNING
// graph of a new domain (testdata/bank/README.md).
// Customers HOLD accounts (role 'primary' or 'joint' on the edge) and BANK_AT a
// home branch; accounts TRANSFERRED money to accounts (amount_eur, date,
// channel on the edge; a ring of three transfers that returns to its start);
// cards are LINKED_TO accounts and PAID merchants (amount_eur, date,
// entry_mode); employees WORK_AT branches and REPORT_TO employees (four deep
// under the regional director); relationship managers ADVISE customers;
// customers BORROWED loans and GUARANTEE loans (share_pct).
// Dates are ISO strings 'YYYY-MM-DD' (a card's expiry 'YYYY-MM'); money is
// euros (_eur), rates per cent (_pct), terms months.
// Edge cases: merchants with no relationship at all (Orchard Florists, Harbour Books), an
// account nobody holds (the suspense account), a card linked to no account, a
// customer with no home branch, an employee at no branch, unknown KYC status,
// an unknown frozen flag, an employee with no salary recorded, ties, boundary
// values, the two self-relationships.
// Generated deterministically by a small seeded script.
// Regenerate the converted files with
//   go run ./cmd/gql convert examples/bank/bank.cypher --name bank --out examples/bank

CREATE CONSTRAINT IF NOT EXISTS FOR (x:Branch) REQUIRE (x.sort_code) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Employee) REQUIRE (x.staff_no) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Customer) REQUIRE (x.customer_no) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Account) REQUIRE (x.account_no) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Card) REQUIRE (x.card_no) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Merchant) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Loan) REQUIRE (x.loan_ref) IS UNIQUE;

CREATE (B1:Branch {sort_code:'20-45-01', name:'Harbourside', city:'Bristol', opened:'1998-04-01', late_opening:true})
CREATE (B2:Branch {sort_code:'20-45-02', name:'Kingsway', city:'London', opened:'2004-09-15', late_opening:true})
CREATE (B3:Branch {sort_code:'20-45-03', name:'Old Market', city:'Bristol', opened:'1987-02-02', late_opening:false})
CREATE (B4:Branch {sort_code:'20-45-04', name:'Castle Street', city:'Cardiff', opened:'2012-06-30', late_opening:false})
CREATE (B5:Branch {sort_code:'20-45-05', name:'Marina', city:'Southampton', opened:'2020-03-01', late_opening:true})
CREATE (B6:Branch {sort_code:'20-45-09', name:'Digital Hub', city:'London', opened:'2023-01-01'})
CREATE (E1:Employee {staff_no:'S-1001', name:'Helen Marsh', role:'regional_director', hired:'2001-03-12', salary_eur:142000})
CREATE (E2:Employee {staff_no:'S-1002', name:'Tom Brennan', role:'branch_manager', hired:'2008-06-01', salary_eur:88000})
CREATE (E3:Employee {staff_no:'S-1003', name:'Priya Shah', role:'branch_manager', hired:'2011-09-19', salary_eur:91000})
CREATE (E4:Employee {staff_no:'S-1004', name:'Gareth Lloyd', role:'branch_manager', hired:'2015-01-05', salary_eur:79000})
CREATE (E5:Employee {staff_no:'S-1005', name:'Fiona Clarke', role:'branch_manager', hired:'2019-04-23', salary_eur:76000})
CREATE (E6:Employee {staff_no:'S-1006', name:'Nadia Haddad', role:'branch_manager', hired:'2020-02-17', salary_eur:74000})
CREATE (E7:Employee {staff_no:'S-1007', name:"Aoife O'Connor", role:'relationship_manager', hired:'2013-07-08', salary_eur:64000})
CREATE (E8:Employee {staff_no:'S-1008', name:'Marcus Webb', role:'relationship_manager', hired:'2016-11-14', salary_eur:61000})
CREATE (E9:Employee {staff_no:'S-1009', name:'Chen Wei', role:'relationship_manager', hired:'2021-05-04', salary_eur:58000})
CREATE (E10:Employee {staff_no:'S-1010', name:'Ravi Patel', role:'advisor', hired:'2024-01-15', salary_eur:36000})
CREATE (E11:Employee {staff_no:'S-1011', name:'Lucy Grant', role:'teller', hired:'2022-08-01', salary_eur:29500})
CREATE (E12:Employee {staff_no:'S-1012', name:'Owen Davies', role:'teller', hired:'2018-03-26', salary_eur:31000})
CREATE (E13:Employee {staff_no:'S-1013', name:'Sofia Romano', role:'loan_officer', hired:'2017-10-02', salary_eur:52000})
CREATE (E14:Employee {staff_no:'S-1014', name:'Daniel Okafor', role:'loan_officer', hired:'2023-03-01', salary_eur:48000})
CREATE (E15:Employee {staff_no:'S-1015', name:'Julia Berg', role:'fraud_analyst', hired:'2019-09-09', salary_eur:67000})
CREATE (E16:Employee {staff_no:'S-1016', name:'Sam Whitaker', role:'fraud_analyst', hired:'2024-06-03'})
CREATE (C1:Customer {customer_no:'CU-20001', full_name:'Eleanor Voss', born:'1996-09-27', segment:'private', risk_rating:'low', kyc_verified:true, joined:'2018-06-10'})
CREATE (C2:Customer {customer_no:'CU-20002', full_name:'James Okoye', born:'1973-04-11', segment:'retail', risk_rating:'high', kyc_verified:false, joined:'2011-07-20'})
CREATE (C3:Customer {customer_no:'CU-20003', full_name:'Maria Santos', born:'1983-11-11', segment:'premier', risk_rating:'high', kyc_verified:true, joined:'2007-04-16'})
CREATE (C4:Customer {customer_no:'CU-20004', full_name:'Peter Lindqvist', born:'1958-02-06', segment:'premier', risk_rating:'low', kyc_verified:true, joined:'2018-07-07'})
CREATE (C5:Customer {customer_no:'CU-20005', full_name:'Grace Mwangi', born:'1961-12-21', segment:'retail', risk_rating:'high', kyc_verified:false, joined:'2023-03-01'})
CREATE (C6:Customer {customer_no:'CU-20006', full_name:'Oliver Hart', born:'1989-06-03', segment:'retail', risk_rating:'low', kyc_verified:true, joined:'2008-04-25'})
CREATE (C7:Customer {customer_no:'CU-20007', full_name:'Yuki Tanaka', born:'1955-05-03', segment:'retail', risk_rating:'low', kyc_verified:true, joined:'2022-09-02'})
CREATE (C8:Customer {customer_no:'CU-20008', full_name:'Ahmed Rahman', born:'1954-10-26', segment:'retail', risk_rating:'medium', kyc_verified:true, joined:'2005-03-11'})
CREATE (C9:Customer {customer_no:'CU-20009', full_name:'Chloe Dubois', born:'1991-08-14', segment:'premier', risk_rating:'low', kyc_verified:false, joined:'2018-08-10'})
CREATE (C10:Customer {customer_no:'CU-20010', full_name:'Liam Murphy', born:'1968-12-11', segment:'retail', risk_rating:'low', joined:'2023-08-02'})
CREATE (C11:Customer {customer_no:'CU-20011', full_name:'Sara Novak', born:'1981-09-01', segment:'private', risk_rating:'medium', kyc_verified:false, joined:'2023-01-01'})
CREATE (C12:Customer {customer_no:'CU-20012', full_name:'Ben Carter', born:'1973-10-17', segment:'private', risk_rating:'medium', kyc_verified:false, joined:'2018-01-09'})
CREATE (C13:Customer {customer_no:'CU-20013', full_name:'Fatima Zahra', born:'1969-01-15', segment:'retail', risk_rating:'low', kyc_verified:true, joined:'2021-07-18'})
CREATE (C14:Customer {customer_no:'CU-20014', full_name:'Hugo Meyer', born:'1973-08-10', segment:'premier', risk_rating:'medium', kyc_verified:true, joined:'2016-02-28'})
CREATE (C15:Customer {customer_no:'CU-20015', full_name:'Isla Campbell', born:'2002-10-06', segment:'retail', risk_rating:'medium', kyc_verified:true, joined:'2023-10-04'})
CREATE (C16:Customer {customer_no:'CU-20016', full_name:'Noah Fischer', born:'1994-09-07', segment:'retail', risk_rating:'medium', kyc_verified:false, joined:'2022-03-22'})
CREATE (C17:Customer {customer_no:'CU-20017', full_name:'Ana Costa', born:'1992-11-12', segment:'premier', risk_rating:'high', kyc_verified:true, joined:'2015-02-26'})
CREATE (C18:Customer {customer_no:'CU-20018', full_name:'Rhys Evans', born:'1973-01-14', segment:'retail', risk_rating:'medium', kyc_verified:false, joined:'2019-04-25'})
CREATE (C19:Customer {customer_no:'CU-20019', full_name:'Mei Lin', born:'1987-02-22', segment:'retail', risk_rating:'medium', kyc_verified:false, joined:'2012-02-25'})
CREATE (C20:Customer {customer_no:'CU-20020', full_name:'Tariq Aziz', born:'1967-02-25', segment:'retail', risk_rating:'high', kyc_verified:false, joined:'2018-12-10'})
CREATE (C21:Customer {customer_no:'CU-20021', full_name:'Emma Walsh', born:'1955-04-09', segment:'retail', risk_rating:'medium', kyc_verified:false, joined:'2019-03-04'})
CREATE (C22:Customer {customer_no:'CU-20022', full_name:'Lars Jensen', born:'1974-08-06', segment:'retail', risk_rating:'medium', kyc_verified:true, joined:'2023-02-19'})
CREATE (C23:Customer {customer_no:'CU-20023', full_name:'Zoe Adams', born:'1971-09-22', segment:'premier', risk_rating:'medium', kyc_verified:true, joined:'2019-08-11'})
CREATE (C24:Customer {customer_no:'CU-20024', full_name:'Kwame Mensah', born:'1979-10-28', segment:'retail', risk_rating:'medium', kyc_verified:false, joined:'2013-07-22'})
CREATE (C25:Customer {customer_no:'CU-20025', full_name:'Holly Price', born:'1962-08-05', segment:'retail', risk_rating:'medium', kyc_verified:true, joined:'2014-10-07'})
CREATE (C26:Customer {customer_no:'CU-20026', full_name:'Victor Petrov', born:'1962-06-05', segment:'retail', risk_rating:'high', kyc_verified:true, joined:'2021-07-18'})
CREATE (C27:Customer {customer_no:'CU-20027', full_name:'Amira Haddad', born:'1983-12-18', segment:'premier', risk_rating:'low', kyc_verified:true, joined:'2019-06-11'})
CREATE (C28:Customer {customer_no:'CU-20028', full_name:'Callum Reid', born:'1964-01-28', segment:'retail', risk_rating:'low', kyc_verified:true, joined:'2022-04-12'})
CREATE (C29:Customer {customer_no:'CU-20029', full_name:'Leila Karimi', born:'1990-03-05', segment:'retail', risk_rating:'high', kyc_verified:true, joined:'2022-09-05'})
CREATE (C30:Customer {customer_no:'CU-20030', full_name:'Jonas Weber', born:'1992-04-26', segment:'retail', risk_rating:'low', kyc_verified:false, joined:'2014-08-05'})
CREATE (C31:Customer {customer_no:'CU-20031', full_name:'Ruby Shaw', born:'2003-07-13', segment:'retail', risk_rating:'low', kyc_verified:true, joined:'2021-06-13'})
CREATE (C32:Customer {customer_no:'CU-20032', full_name:'Diego Alvarez', born:'1994-12-09', segment:'retail', risk_rating:'high', kyc_verified:true, joined:'2021-08-01'})
CREATE (C33:Customer {customer_no:'CU-20033', full_name:'Nina Kowalski', born:'1983-04-10', segment:'premier', risk_rating:'medium', kyc_verified:true, joined:'2020-09-09'})
CREATE (C34:Customer {customer_no:'CU-20034', full_name:'Harbour Fish Ltd', segment:'business', risk_rating:'low', kyc_verified:false, joined:'2017-09-24'})
CREATE (C35:Customer {customer_no:'CU-20035', full_name:'Brightside Bakery Ltd', segment:'business', risk_rating:'medium', kyc_verified:true, joined:'2010-08-23'})
CREATE (C36:Customer {customer_no:'CU-20036', full_name:'Kestrel Logistics Ltd', segment:'business', risk_rating:'low', kyc_verified:true, joined:'2013-11-22'})
CREATE (A1:Account {account_no:'ACC-31000', type:'isa', opened:'2019-11-03', balance_eur:-909.5, frozen:false})
CREATE (A2:Account {account_no:'ACC-31017', type:'savings', opened:'2019-04-19', balance_eur:1337.5, frozen:false})
CREATE (A3:Account {account_no:'ACC-31034', type:'current', opened:'2022-02-25', balance_eur:87500.0, frozen:false})
CREATE (A4:Account {account_no:'ACC-31051', type:'isa', opened:'2010-12-02', balance_eur:10000.0, frozen:false})
CREATE (A5:Account {account_no:'ACC-31068', type:'current', opened:'2009-04-13', balance_eur:18750.0, frozen:false})
CREATE (A6:Account {account_no:'ACC-31085', type:'savings', opened:'2024-02-29', balance_eur:11160.0, frozen:false})
CREATE (A7:Account {account_no:'ACC-31102', type:'current', opened:'2012-04-27', balance_eur:20062.5, frozen:false})
CREATE (A8:Account {account_no:'ACC-31119', type:'isa', opened:'2009-11-18', balance_eur:10000.01, frozen:false})
CREATE (A9:Account {account_no:'ACC-31136', type:'savings', opened:'2012-07-14', balance_eur:-128.4, frozen:true})
CREATE (A10:Account {account_no:'ACC-31153', type:'isa', opened:'2008-06-26', balance_eur:10698.93, frozen:false})
CREATE (A11:Account {account_no:'ACC-31170', type:'savings', opened:'2012-03-10', balance_eur:1162.5, frozen:false})
CREATE (A12:Account {account_no:'ACC-31187', type:'current', opened:'2021-08-09', balance_eur:0.0, frozen:true})
CREATE (A13:Account {account_no:'ACC-31204', type:'savings', opened:'2018-09-01', balance_eur:1250.0, frozen:false})
CREATE (A14:Account {account_no:'ACC-31221', type:'savings', opened:'2016-09-20', balance_eur:18750.0, frozen:true})
CREATE (A15:Account {account_no:'ACC-31238', type:'savings', opened:'2017-05-25', balance_eur:44940.0, frozen:false})
CREATE (A16:Account {account_no:'ACC-31255', type:'savings', opened:'2010-02-11', balance_eur:17437.5, frozen:false})
CREATE (A17:Account {account_no:'ACC-31272', type:'business', opened:'2014-07-27', balance_eur:150000.0, frozen:false})
CREATE (A18:Account {account_no:'ACC-31289', type:'savings', opened:'2014-07-11', balance_eur:1337.5})
CREATE (A19:Account {account_no:'ACC-31306', type:'savings', opened:'2023-08-02', balance_eur:-120.0, frozen:false})
CREATE (A20:Account {account_no:'ACC-31323', type:'savings', opened:'2014-07-16', balance_eur:12000.0, frozen:false})
CREATE (A21:Account {account_no:'ACC-31340', type:'business', opened:'2023-01-28', balance_eur:0.0, frozen:false})
CREATE (A22:Account {account_no:'ACC-31357', type:'current', opened:'2016-12-13', balance_eur:2480.0, frozen:false})
CREATE (A23:Account {account_no:'ACC-31374', type:'savings', opened:'2017-08-07', balance_eur:250000.0, frozen:false})
CREATE (A24:Account {account_no:'ACC-31391', type:'current', opened:'2024-12-11', balance_eur:1162.5, frozen:false})
CREATE (A25:Account {account_no:'ACC-31408', type:'current', opened:'2014-02-25', balance_eur:1162.5, frozen:false})
CREATE (A26:Account {account_no:'ACC-31425', type:'business', opened:'2024-09-13', balance_eur:1250.0, frozen:false})
CREATE (A27:Account {account_no:'ACC-31442', type:'current', opened:'2016-02-05', balance_eur:150000.0, frozen:false})
CREATE (A28:Account {account_no:'ACC-31459', type:'savings', opened:'2016-05-27', balance_eur:-850.0, frozen:false})
CREATE (A29:Account {account_no:'ACC-31476', type:'current', opened:'2019-01-20', balance_eur:2306.4, frozen:true})
CREATE (A30:Account {account_no:'ACC-31493', type:'business', opened:'2015-01-10', balance_eur:1337.5, frozen:false})
CREATE (A31:Account {account_no:'ACC-31510', type:'business', opened:'2013-03-28', balance_eur:250000.0, frozen:false})
CREATE (A32:Account {account_no:'ACC-31527', type:'current', opened:'2016-10-10', balance_eur:87500.0, frozen:true})
CREATE (A33:Account {account_no:'ACC-31544', type:'isa', opened:'2014-10-13', balance_eur:2653.6, frozen:false})
CREATE (A34:Account {account_no:'ACC-31561', type:'current', opened:'2010-07-09', balance_eur:9999.0, frozen:false})
CREATE (A35:Account {account_no:'ACC-31578', type:'business', opened:'2014-01-18', balance_eur:2480.0, frozen:false})
CREATE (A36:Account {account_no:'ACC-31595', type:'current', opened:'2008-07-04', balance_eur:9299.07, frozen:false})
CREATE (A37:Account {account_no:'ACC-31612', type:'current', opened:'2016-11-01', balance_eur:-120.0, frozen:false})
CREATE (A38:Account {account_no:'ACC-31629', type:'current', opened:'2020-07-11', balance_eur:2306.4, frozen:false})
CREATE (A39:Account {account_no:'ACC-31646', type:'savings', opened:'2015-05-07', balance_eur:0.0, frozen:false})
CREATE (A40:Account {account_no:'ACC-31663', type:'current', opened:'2009-11-28', balance_eur:2480.0, frozen:false})
CREATE (A41:Account {account_no:'ACC-31680', type:'business', opened:'2008-09-24', balance_eur:1250.0, frozen:false})
CREATE (A42:Account {account_no:'ACC-31697', type:'business', opened:'2010-05-16', balance_eur:331.7, frozen:false})
CREATE (A43:Account {account_no:'ACC-31714', type:'business', opened:'2023-10-06', balance_eur:-120.0, frozen:false})
CREATE (A44:Account {account_no:'ACC-31731', type:'business', opened:'2009-05-08', balance_eur:87500.0, frozen:false})
CREATE (M1:Merchant {name:'FreshCo Supermarket', mcc_category:'grocery', country:'GB'})
CREATE (M2:Merchant {name:'SkyJet Airways', mcc_category:'travel', country:'IE'})
CREATE (M3:Merchant {name:'VoltMart Electronics', mcc_category:'electronics', country:'GB'})
CREATE (M4:Merchant {name:'Lucky Seven Casino', mcc_category:'gambling', country:'MT'})
CREATE (M5:Merchant {name:'Fuelstop', mcc_category:'fuel', country:'GB'})
CREATE (M6:Merchant {name:"Maggie's Diner", mcc_category:'restaurant', country:'GB'})
CREATE (M7:Merchant {name:'CoinVault Exchange', mcc_category:'crypto_exchange', country:'CY'})
CREATE (M8:Merchant {name:'Le Petit Bistro', mcc_category:'restaurant', country:'FR'})
CREATE (M9:Merchant {name:'Harbour Books', mcc_category:'books', country:'GB'})
CREATE (M10:Merchant {name:'GreenLeaf Grocers', mcc_category:'grocery', country:'GB'})
CREATE (M11:Merchant {name:'Nordic Stays', mcc_category:'travel', country:'SE'})
CREATE (M12:Merchant {name:'PixelPlay Games', mcc_category:'electronics', country:'MT'})
CREATE (M13:Merchant {name:'Quayside Parking', mcc_category:'parking', country:'GB'})
CREATE (M14:Merchant {name:'Orchard Florists', mcc_category:'florist', country:'GB'})
CREATE (K1:Card {card_no:'CRD-7001', network:'mastercard', kind:'credit', expires:'2029-04', contactless:true, credit_limit_eur:10000})
CREATE (K2:Card {card_no:'CRD-7002', network:'mastercard', kind:'debit', expires:'2027-01', contactless:true})
CREATE (K3:Card {card_no:'CRD-7003', network:'mastercard', kind:'credit', expires:'2026-01', contactless:true, credit_limit_eur:3000})
CREATE (K4:Card {card_no:'CRD-7004', network:'visa', kind:'debit', expires:'2027-09', contactless:false})
CREATE (K5:Card {card_no:'CRD-7005', network:'mastercard', kind:'credit', expires:'2027-12', contactless:true, credit_limit_eur:25000})
CREATE (K6:Card {card_no:'CRD-7006', network:'visa', kind:'credit', expires:'2028-12', contactless:true, credit_limit_eur:3000})
CREATE (K7:Card {card_no:'CRD-7007', network:'visa', kind:'credit', expires:'2029-10', contactless:false, credit_limit_eur:5000})
CREATE (K8:Card {card_no:'CRD-7008', network:'visa', kind:'credit', expires:'2028-04', contactless:true, credit_limit_eur:5000})
CREATE (K9:Card {card_no:'CRD-7009', network:'visa', kind:'debit', expires:'2027-01', contactless:true})
CREATE (K10:Card {card_no:'CRD-7010', network:'visa', kind:'credit', expires:'2026-10', contactless:true, credit_limit_eur:25000})
CREATE (K11:Card {card_no:'CRD-7011', network:'visa', kind:'debit', expires:'2028-02', contactless:false})
CREATE (K12:Card {card_no:'CRD-7012', network:'mastercard', kind:'credit', expires:'2025-04', contactless:false, credit_limit_eur:1500})
CREATE (K13:Card {card_no:'CRD-7013', network:'visa', kind:'credit', expires:'2025-10', contactless:false, credit_limit_eur:5000})
CREATE (K14:Card {card_no:'CRD-7014', network:'mastercard', kind:'debit', expires:'2028-11', contactless:false})
CREATE (K15:Card {card_no:'CRD-7015', network:'visa', kind:'debit', expires:'2029-02', contactless:false})
CREATE (K16:Card {card_no:'CRD-7016', network:'visa', kind:'credit', expires:'2027-02', contactless:true, credit_limit_eur:10000})
CREATE (K17:Card {card_no:'CRD-7017', network:'visa', kind:'debit', expires:'2025-05', contactless:true})
CREATE (K18:Card {card_no:'CRD-7018', network:'mastercard', kind:'debit', expires:'2028-12', contactless:true})
CREATE (K19:Card {card_no:'CRD-7019', network:'mastercard', kind:'credit', expires:'2028-02', contactless:true, credit_limit_eur:10000})
CREATE (K20:Card {card_no:'CRD-7020', network:'mastercard', kind:'credit', expires:'2029-05', contactless:true, credit_limit_eur:10000})
CREATE (K21:Card {card_no:'CRD-7021', network:'mastercard', kind:'credit', expires:'2028-07', contactless:true, credit_limit_eur:1500})
CREATE (K22:Card {card_no:'CRD-7022', network:'visa', kind:'debit', expires:'2025-06', contactless:true})
CREATE (K23:Card {card_no:'CRD-7023', network:'visa', kind:'credit', expires:'2026-08', contactless:true, credit_limit_eur:10000})
CREATE (K24:Card {card_no:'CRD-7024', network:'visa', kind:'debit', expires:'2029-08', contactless:true})
CREATE (K25:Card {card_no:'CRD-7025', network:'visa', kind:'credit', expires:'2027-04', contactless:true, credit_limit_eur:5000})
CREATE (K26:Card {card_no:'CRD-7026', network:'visa', kind:'debit', expires:'2027-06', contactless:true})
CREATE (K27:Card {card_no:'CRD-7027', network:'mastercard', kind:'credit', expires:'2025-10', contactless:true, credit_limit_eur:1500})
CREATE (K28:Card {card_no:'CRD-7028', network:'visa', kind:'debit', expires:'2029-10', contactless:true})
CREATE (L1:Loan {loan_ref:'LN-0501', product:'mortgage', principal_eur:250000.0, rate_pct:4.1, term_months:300, status:'active', drawn:'2019-06-14'})
CREATE (L2:Loan {loan_ref:'LN-0502', product:'mortgage', principal_eur:185000.0, rate_pct:3.6, term_months:240, status:'active', drawn:'2021-02-01'})
CREATE (L3:Loan {loan_ref:'LN-0503', product:'personal', principal_eur:12000.0, rate_pct:7.9, term_months:60, status:'active', drawn:'2023-03-01'})
CREATE (L4:Loan {loan_ref:'LN-0504', product:'car', principal_eur:18500.0, rate_pct:6.2, term_months:48, status:'repaid', drawn:'2018-09-10'})
CREATE (L5:Loan {loan_ref:'LN-0505', product:'business', principal_eur:90000.0, rate_pct:6.8, term_months:84, status:'in_arrears', drawn:'2022-11-21'})
CREATE (L6:Loan {loan_ref:'LN-0506', product:'personal', principal_eur:5000.0, rate_pct:9.4, term_months:36, status:'defaulted', drawn:'2020-05-05'})
CREATE (L7:Loan {loan_ref:'LN-0507', product:'personal', principal_eur:7500.0, rate_pct:9.4, term_months:36, status:'active', drawn:'2024-04-18'})
CREATE (L8:Loan {loan_ref:'LN-0508', product:'mortgage', principal_eur:320000.0, rate_pct:3.9, term_months:360, status:'active', drawn:'2024-08-30'})
CREATE (L9:Loan {loan_ref:'LN-0509', product:'car', principal_eur:22000.0, rate_pct:5.5, term_months:60, status:'active', drawn:'2023-07-07'})
CREATE (L10:Loan {loan_ref:'LN-0510', product:'business', principal_eur:150000.0, rate_pct:6.1, term_months:120, status:'active', drawn:'2021-10-12'})
CREATE (L11:Loan {loan_ref:'LN-0511', product:'personal', principal_eur:3000.0, rate_pct:8.5, term_months:24, status:'repaid', drawn:'2022-01-20'})
CREATE (L12:Loan {loan_ref:'LN-0512', product:'car', principal_eur:16000.0, rate_pct:5.9, term_months:61, status:'in_arrears', drawn:'2024-02-29'})
CREATE (L13:Loan {loan_ref:'LN-0513', product:'mortgage', principal_eur:142500.0, rate_pct:4.4, term_months:300, status:'active', drawn:'2016-12-01'})
CREATE (L14:Loan {loan_ref:'LN-0514', product:'business', principal_eur:45000.0, rate_pct:7.2, term_months:59, status:'defaulted', drawn:'2021-06-06'})
CREATE (L15:Loan {loan_ref:'LN-0515', product:'personal', principal_eur:9000.0, rate_pct:8.1, term_months:48, status:'active', drawn:'2024-11-11'})
CREATE (L16:Loan {loan_ref:'LN-0516', product:'mortgage', principal_eur:210000.0, rate_pct:4.1, term_months:300, status:'repaid', drawn:'2009-04-01'})
CREATE (L17:Loan {loan_ref:'LN-0517', product:'personal', principal_eur:12000.0, rate_pct:7.4, term_months:60, status:'active', drawn:'2023-09-15'})
CREATE (L18:Loan {loan_ref:'LN-0518', product:'car', principal_eur:11000.0, rate_pct:6.5, term_months:36, status:'active', drawn:'2024-01-09'})
CREATE
(E2)-[:WORKS_AT]->(B1),
(E2)-[:REPORTS_TO]->(E1),
(E3)-[:WORKS_AT]->(B2),
(E3)-[:REPORTS_TO]->(E1),
(E4)-[:WORKS_AT]->(B4),
(E4)-[:REPORTS_TO]->(E1),
(E5)-[:WORKS_AT]->(B3),
(E5)-[:REPORTS_TO]->(E1),
(E6)-[:WORKS_AT]->(B5),
(E6)-[:REPORTS_TO]->(E1),
(E7)-[:WORKS_AT]->(B1),
(E7)-[:REPORTS_TO]->(E2),
(E8)-[:WORKS_AT]->(B2),
(E8)-[:REPORTS_TO]->(E3),
(E9)-[:WORKS_AT]->(B2),
(E9)-[:REPORTS_TO]->(E3),
(E10)-[:WORKS_AT]->(B1),
(E10)-[:REPORTS_TO]->(E7),
(E11)-[:WORKS_AT]->(B1),
(E11)-[:REPORTS_TO]->(E2),
(E12)-[:WORKS_AT]->(B4),
(E12)-[:REPORTS_TO]->(E4),
(E13)-[:WORKS_AT]->(B3),
(E13)-[:REPORTS_TO]->(E5),
(E14)-[:WORKS_AT]->(B5),
(E14)-[:REPORTS_TO]->(E6),
(E15)-[:WORKS_AT]->(B6),
(E15)-[:REPORTS_TO]->(E1),
(E16)-[:WORKS_AT]->(B6),
(E16)-[:REPORTS_TO]->(E15),
(C1)-[:BANKS_AT]->(B1),
(C2)-[:BANKS_AT]->(B2),
(C3)-[:BANKS_AT]->(B3),
(C4)-[:BANKS_AT]->(B4),
(C5)-[:BANKS_AT]->(B5),
(C6)-[:BANKS_AT]->(B1),
(C7)-[:BANKS_AT]->(B2),
(C8)-[:BANKS_AT]->(B3),
(C9)-[:BANKS_AT]->(B4),
(C10)-[:BANKS_AT]->(B5),
(C11)-[:BANKS_AT]->(B1),
(C12)-[:BANKS_AT]->(B2),
(C13)-[:BANKS_AT]->(B3),
(C14)-[:BANKS_AT]->(B4),
(C15)-[:BANKS_AT]->(B5),
(C16)-[:BANKS_AT]->(B1),
(C17)-[:BANKS_AT]->(B2),
(C18)-[:BANKS_AT]->(B3),
(C19)-[:BANKS_AT]->(B4),
(C20)-[:BANKS_AT]->(B5),
(C21)-[:BANKS_AT]->(B1),
(C22)-[:BANKS_AT]->(B2),
(C23)-[:BANKS_AT]->(B3),
(C24)-[:BANKS_AT]->(B4),
(C25)-[:BANKS_AT]->(B5),
(C26)-[:BANKS_AT]->(B1),
(C27)-[:BANKS_AT]->(B2),
(C28)-[:BANKS_AT]->(B3),
(C29)-[:BANKS_AT]->(B4),
(C30)-[:BANKS_AT]->(B5),
(C31)-[:BANKS_AT]->(B1),
(C32)-[:BANKS_AT]->(B2),
(C34)-[:BANKS_AT]->(B4),
(C35)-[:BANKS_AT]->(B5),
(C36)-[:BANKS_AT]->(B1),
(E7)-[:ADVISES]->(C1),
(E8)-[:ADVISES]->(C3),
(E9)-[:ADVISES]->(C4),
(E9)-[:ADVISES]->(C9),
(E7)-[:ADVISES]->(C11),
(E9)-[:ADVISES]->(C12),
(E9)-[:ADVISES]->(C14),
(E8)-[:ADVISES]->(C17),
(E8)-[:ADVISES]->(C23),
(E9)-[:ADVISES]->(C27),
(E9)-[:ADVISES]->(C34),
(E7)-[:ADVISES]->(C35),
(E7)-[:ADVISES]->(C36),
(C1)-[:HOLDS {role:'primary'}]->(A1),
(C2)-[:HOLDS {role:'primary'}]->(A2),
(C3)-[:HOLDS {role:'primary'}]->(A3),
(C4)-[:HOLDS {role:'primary'}]->(A4),
(C5)-[:HOLDS {role:'primary'}]->(A5),
(C6)-[:HOLDS {role:'primary'}]->(A6),
(C7)-[:HOLDS {role:'primary'}]->(A7),
(C8)-[:HOLDS {role:'primary'}]->(A8),
(C9)-[:HOLDS {role:'primary'}]->(A9),
(C10)-[:HOLDS {role:'primary'}]->(A10),
(C11)-[:HOLDS {role:'primary'}]->(A11),
(C12)-[:HOLDS {role:'primary'}]->(A12),
(C13)-[:HOLDS {role:'primary'}]->(A13),
(C14)-[:HOLDS {role:'primary'}]->(A14),
(C15)-[:HOLDS {role:'primary'}]->(A15),
(C16)-[:HOLDS {role:'primary'}]->(A16),
(C17)-[:HOLDS {role:'primary'}]->(A17),
(C18)-[:HOLDS {role:'primary'}]->(A18),
(C19)-[:HOLDS {role:'primary'}]->(A19),
(C20)-[:HOLDS {role:'primary'}]->(A20),
(C21)-[:HOLDS {role:'primary'}]->(A21),
(C22)-[:HOLDS {role:'primary'}]->(A22),
(C23)-[:HOLDS {role:'primary'}]->(A23),
(C24)-[:HOLDS {role:'primary'}]->(A24),
(C25)-[:HOLDS {role:'primary'}]->(A25),
(C26)-[:HOLDS {role:'primary'}]->(A26),
(C27)-[:HOLDS {role:'primary'}]->(A27),
(C28)-[:HOLDS {role:'primary'}]->(A28),
(C29)-[:HOLDS {role:'primary'}]->(A29),
(C30)-[:HOLDS {role:'primary'}]->(A30),
(C31)-[:HOLDS {role:'primary'}]->(A31),
(C32)-[:HOLDS {role:'primary'}]->(A32),
(C33)-[:HOLDS {role:'primary'}]->(A33),
(C34)-[:HOLDS {role:'primary'}]->(A41),
(C35)-[:HOLDS {role:'primary'}]->(A42),
(C36)-[:HOLDS {role:'primary'}]->(A43),
(C1)-[:HOLDS {role:'primary'}]->(A34),
(C1)-[:HOLDS {role:'primary'}]->(A35),
(C2)-[:HOLDS {role:'primary'}]->(A36),
(C7)-[:HOLDS {role:'primary'}]->(A37),
(C20)-[:HOLDS {role:'primary'}]->(A38),
(C26)-[:HOLDS {role:'primary'}]->(A39),
(C26)-[:HOLDS {role:'primary'}]->(A40),
(C3)-[:HOLDS {role:'joint'}]->(A2),
(C12)-[:HOLDS {role:'joint'}]->(A11),
(C15)-[:HOLDS {role:'joint'}]->(A14),
(C27)-[:HOLDS {role:'joint'}]->(A26),
(C20)-[:HOLDS {role:'joint'}]->(A26),
(A20)-[:TRANSFERRED {amount_eur:9900.0, date:'2024-05-02', channel:'online'}]->(A26),
(A26)-[:TRANSFERRED {amount_eur:9850.0, date:'2024-05-03', channel:'online'}]->(A38),
(A38)-[:TRANSFERRED {amount_eur:9800.0, date:'2024-05-04', channel:'online'}]->(A20),
(A39)-[:TRANSFERRED {amount_eur:25000.0, date:'2024-07-19', channel:'swift'}]->(A40),
(A40)-[:TRANSFERRED {amount_eur:25000.0, date:'2024-07-22', channel:'swift'}]->(A26),
(A1)-[:TRANSFERRED {amount_eur:10000.0, date:'2023-03-01', channel:'branch'}]->(A34),
(A34)-[:TRANSFERRED {amount_eur:4500.0, date:'2023-11-30', channel:'online'}]->(A35),
(A2)-[:TRANSFERRED {amount_eur:120.0, date:'2024-01-05', channel:'mobile'}]->(A3),
(A2)-[:TRANSFERRED {amount_eur:120.0, date:'2024-02-05', channel:'mobile'}]->(A3),
(A2)-[:TRANSFERRED {amount_eur:120.0, date:'2024-03-05', channel:'mobile'}]->(A3),
(A44)-[:TRANSFERRED {amount_eur:560.0, date:'2024-08-14', channel:'branch'}]->(A12),
(A4)-[:TRANSFERRED {amount_eur:1800.0, date:'2024-06-22', channel:'mobile'}]->(A36),
(A18)-[:TRANSFERRED {amount_eur:7500.0, date:'2023-09-25', channel:'mobile'}]->(A27),
(A34)-[:TRANSFERRED {amount_eur:250.0, date:'2023-05-06', channel:'swift'}]->(A4),
(A12)-[:TRANSFERRED {amount_eur:600.0, date:'2023-12-03', channel:'branch'}]->(A2),
(A29)-[:TRANSFERRED {amount_eur:7500.0, date:'2024-04-05', channel:'branch'}]->(A22),
(A2)-[:TRANSFERRED {amount_eur:22500.0, date:'2024-04-02', channel:'mobile'}]->(A18),
(A32)-[:TRANSFERRED {amount_eur:1200.0, date:'2023-12-11', channel:'branch'}]->(A19),
(A24)-[:TRANSFERRED {amount_eur:80.0, date:'2023-08-03', channel:'swift'}]->(A14),
(A30)-[:TRANSFERRED {amount_eur:250.0, date:'2024-01-13', channel:'swift'}]->(A35),
(A6)-[:TRANSFERRED {amount_eur:120.0, date:'2024-12-04', channel:'branch'}]->(A16),
(A33)-[:TRANSFERRED {amount_eur:600.0, date:'2023-03-22', channel:'branch'}]->(A11),
(A21)-[:TRANSFERRED {amount_eur:375.0, date:'2023-08-17', channel:'branch'}]->(A36),
(A12)-[:TRANSFERRED {amount_eur:22500.0, date:'2024-01-21', channel:'branch'}]->(A40),
(A35)-[:TRANSFERRED {amount_eur:600.0, date:'2023-06-23', channel:'swift'}]->(A27),
(A28)-[:TRANSFERRED {amount_eur:80.0, date:'2023-09-06', channel:'mobile'}]->(A15),
(A4)-[:TRANSFERRED {amount_eur:7500.0, date:'2024-02-01', channel:'mobile'}]->(A6),
(A22)-[:TRANSFERRED {amount_eur:600.0, date:'2023-06-18', channel:'swift'}]->(A37),
(A20)-[:TRANSFERRED {amount_eur:1800.0, date:'2024-03-07', channel:'mobile'}]->(A35),
(A43)-[:TRANSFERRED {amount_eur:22500.0, date:'2024-12-08', channel:'swift'}]->(A7),
(A9)-[:TRANSFERRED {amount_eur:120.0, date:'2023-12-24', channel:'swift'}]->(A43),
(A2)-[:TRANSFERRED {amount_eur:15000.0, date:'2024-09-12', channel:'mobile'}]->(A3),
(A17)-[:TRANSFERRED {amount_eur:900.0, date:'2024-11-18', channel:'mobile'}]->(A3),
(A24)-[:TRANSFERRED {amount_eur:80.0, date:'2024-10-01', channel:'mobile'}]->(A20),
(A32)-[:TRANSFERRED {amount_eur:600.0, date:'2023-04-13', channel:'branch'}]->(A14),
(A19)-[:TRANSFERRED {amount_eur:120.0, date:'2024-09-27', channel:'swift'}]->(A35),
(K1)-[:LINKED_TO]->(A1),
(K2)-[:LINKED_TO]->(A2),
(K3)-[:LINKED_TO]->(A3),
(K4)-[:LINKED_TO]->(A5),
(K5)-[:LINKED_TO]->(A6),
(K6)-[:LINKED_TO]->(A7),
(K7)-[:LINKED_TO]->(A8),
(K8)-[:LINKED_TO]->(A9),
(K9)-[:LINKED_TO]->(A10),
(K10)-[:LINKED_TO]->(A12),
(K11)-[:LINKED_TO]->(A13),
(K12)-[:LINKED_TO]->(A14),
(K13)-[:LINKED_TO]->(A15),
(K14)-[:LINKED_TO]->(A16),
(K15)-[:LINKED_TO]->(A19),
(K16)-[:LINKED_TO]->(A20),
(K17)-[:LINKED_TO]->(A21),
(K18)-[:LINKED_TO]->(A22),
(K19)-[:LINKED_TO]->(A24),
(K20)-[:LINKED_TO]->(A25),
(K21)-[:LINKED_TO]->(A26),
(K22)-[:LINKED_TO]->(A27),
(K23)-[:LINKED_TO]->(A29),
(K24)-[:LINKED_TO]->(A30),
(K25)-[:LINKED_TO]->(A34),
(K26)-[:LINKED_TO]->(A36),
(K27)-[:LINKED_TO]->(A38),
(K16)-[:PAID {amount_eur:480.0, date:'2024-05-01', entry_mode:'online'}]->(M4),
(K16)-[:PAID {amount_eur:950.0, date:'2024-05-06', entry_mode:'online'}]->(M4),
(K16)-[:PAID {amount_eur:9999.0, date:'2024-05-07', entry_mode:'online'}]->(M7),
(K26)-[:PAID {amount_eur:4200.0, date:'2024-06-11', entry_mode:'online'}]->(M7),
(K26)-[:PAID {amount_eur:300.0, date:'2024-06-12', entry_mode:'online'}]->(M4),
(K5)-[:PAID {amount_eur:1890.0, date:'2024-07-02', entry_mode:'online'}]->(M2),
(K10)-[:PAID {amount_eur:1890.0, date:'2024-08-15', entry_mode:'online'}]->(M11),
(K1)-[:PAID {amount_eur:23.5, date:'2024-01-03', entry_mode:'contactless'}]->(M6),
(K15)-[:PAID {amount_eur:64.0, date:'2024-07-16', entry_mode:'chip'}]->(M3),
(K23)-[:PAID {amount_eur:38.9, date:'2024-10-22', entry_mode:'contactless'}]->(M12),
(K19)-[:PAID {amount_eur:12.0, date:'2023-08-07', entry_mode:'online'}]->(M3),
(K14)-[:PAID {amount_eur:1598.0, date:'2024-04-10', entry_mode:'online'}]->(M13),
(K26)-[:PAID {amount_eur:9.0, date:'2023-05-28', entry_mode:'online'}]->(M13),
(K6)-[:PAID {amount_eur:500.0, date:'2023-04-17', entry_mode:'chip'}]->(M2),
(K3)-[:PAID {amount_eur:64.0, date:'2024-07-12', entry_mode:'contactless'}]->(M1),
(K1)-[:PAID {amount_eur:24.0, date:'2023-12-10', entry_mode:'contactless'}]->(M2),
(K2)-[:PAID {amount_eur:799.0, date:'2023-10-04', entry_mode:'contactless'}]->(M2),
(K26)-[:PAID {amount_eur:250.0, date:'2023-09-28', entry_mode:'chip'}]->(M12),
(K24)-[:PAID {amount_eur:240.0, date:'2023-01-16', entry_mode:'online'}]->(M7),
(K8)-[:PAID {amount_eur:12.0, date:'2023-11-07', entry_mode:'contactless'}]->(M7),
(K16)-[:PAID {amount_eur:120.0, date:'2023-03-13', entry_mode:'online'}]->(M11),
(K27)-[:PAID {amount_eur:799.0, date:'2023-11-16', entry_mode:'contactless'}]->(M3),
(K7)-[:PAID {amount_eur:799.0, date:'2023-06-28', entry_mode:'contactless'}]->(M6),
(K17)-[:PAID {amount_eur:12.0, date:'2023-01-14', entry_mode:'contactless'}]->(M2),
(K17)-[:PAID {amount_eur:12.0, date:'2024-04-01', entry_mode:'contactless'}]->(M13),
(K16)-[:PAID {amount_eur:12.0, date:'2023-03-15', entry_mode:'contactless'}]->(M4),
(K7)-[:PAID {amount_eur:799.0, date:'2024-07-13', entry_mode:'online'}]->(M4),
(K8)-[:PAID {amount_eur:9.0, date:'2024-03-24', entry_mode:'contactless'}]->(M5),
(K23)-[:PAID {amount_eur:38.9, date:'2024-12-13', entry_mode:'contactless'}]->(M3),
(K6)-[:PAID {amount_eur:24.0, date:'2023-07-08', entry_mode:'contactless'}]->(M1),
(K10)-[:PAID {amount_eur:38.9, date:'2023-07-07', entry_mode:'online'}]->(M1),
(K4)-[:PAID {amount_eur:250.0, date:'2024-10-18', entry_mode:'contactless'}]->(M7),
(K16)-[:PAID {amount_eur:128.0, date:'2024-02-22', entry_mode:'contactless'}]->(M2),
(K11)-[:PAID {amount_eur:23.5, date:'2024-10-10', entry_mode:'chip'}]->(M13),
(K15)-[:PAID {amount_eur:120.0, date:'2023-05-08', entry_mode:'contactless'}]->(M10),
(K6)-[:PAID {amount_eur:12.0, date:'2023-11-11', entry_mode:'chip'}]->(M11),
(K22)-[:PAID {amount_eur:4.5, date:'2024-05-08', entry_mode:'chip'}]->(M8),
(K12)-[:PAID {amount_eur:240.0, date:'2024-02-24', entry_mode:'online'}]->(M12),
(K19)-[:PAID {amount_eur:799.0, date:'2024-05-20', entry_mode:'contactless'}]->(M11),
(K16)-[:PAID {amount_eur:23.5, date:'2024-05-01', entry_mode:'contactless'}]->(M5),
(K25)-[:PAID {amount_eur:23.5, date:'2024-05-25', entry_mode:'contactless'}]->(M7),
(K22)-[:PAID {amount_eur:799.0, date:'2023-12-20', entry_mode:'online'}]->(M1),
(K14)-[:PAID {amount_eur:38.9, date:'2024-10-15', entry_mode:'online'}]->(M5),
(K25)-[:PAID {amount_eur:38.9, date:'2024-01-20', entry_mode:'contactless'}]->(M7),
(C1)-[:BORROWED]->(L1),
(C3)-[:BORROWED]->(L2),
(C2)-[:BORROWED]->(L2),
(C10)-[:BORROWED]->(L3),
(C11)-[:GUARANTEES {share_pct:100}]->(L3),
(C4)-[:BORROWED]->(L4),
(C34)-[:BORROWED]->(L5),
(C8)-[:GUARANTEES {share_pct:50}]->(L5),
(C9)-[:GUARANTEES {share_pct:50}]->(L5),
(C20)-[:BORROWED]->(L6),
(C26)-[:GUARANTEES {share_pct:100}]->(L6),
(C26)-[:BORROWED]->(L7),
(C7)-[:BORROWED]->(L8),
(C12)-[:BORROWED]->(L9),
(C13)-[:GUARANTEES {share_pct:100}]->(L9),
(C35)-[:BORROWED]->(L10),
(C1)-[:GUARANTEES {share_pct:60}]->(L10),
(C14)-[:GUARANTEES {share_pct:40}]->(L10),
(C15)-[:BORROWED]->(L11),
(C18)-[:BORROWED]->(L12),
(C19)-[:GUARANTEES {share_pct:100}]->(L12),
(C21)-[:BORROWED]->(L13),
(C22)-[:BORROWED]->(L13),
(C36)-[:BORROWED]->(L14),
(C20)-[:GUARANTEES {share_pct:100}]->(L14),
(C24)-[:BORROWED]->(L15),
(C5)-[:BORROWED]->(L16),
(C28)-[:BORROWED]->(L17),
(C30)-[:BORROWED]->(L18);
