// The retail example: an online shop's orders graph, written for gql by its
// developers (not taken from anywhere) as the shop's data team would model it:
// the TUNING graph of a new domain (testdata/retail/README.md).
// Customers place orders; an order contains products (quantity,
// unit_price_usd and discount_pct on the edge) and is shipped from a
// warehouse (a cancelled order has no shipping_days and no warehouse);
// products are in categories, supplied by suppliers (lead_time_days on the
// edge) and stocked at warehouses (units on the edge); customers review
// products (stars 1-5, date, verified) and refer other customers (REFERRED
// points from the referrer to the customer referred); a category is a
// SUBCATEGORY_OF its parent (a tree four deep under Electronics).
// Dates are ISO strings 'YYYY-MM-DD'; money is US dollars, weights grams.
// Edge cases the questions need: customers with no order, products never
// ordered, a product in no category and with no supplier, categories with no
// product, a supplier supplying nothing, a warehouse nothing is stocked at or
// shipped from, a product in two categories and one with two suppliers,
// ties, boundary values, the two self-relationships, a name with an apostrophe.
// Generated deterministically by a small seeded script.
// Regenerate the converted files with
//   go run ./cmd/gql convert examples/retail/retail.cypher --name retail --out examples/retail

CREATE CONSTRAINT IF NOT EXISTS FOR (x:Customer) REQUIRE (x.email) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Order) REQUIRE (x.order_number) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Product) REQUIRE (x.sku) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Category) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Supplier) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Warehouse) REQUIRE (x.code) IS UNIQUE;

CREATE (C_EL:Category {name:'Electronics'})
CREATE (C_COMP:Category {name:'Computers'})
CREATE (C_LAP:Category {name:'Laptops'})
CREATE (C_ACC:Category {name:'Computer Accessories'})
CREATE (C_KB:Category {name:'Keyboards'})
CREATE (C_AUD:Category {name:'Audio'})
CREATE (C_HP:Category {name:'Headphones'})
CREATE (C_PH:Category {name:'Phones'})
CREATE (C_HK:Category {name:'Home & Kitchen'})
CREATE (C_KIT:Category {name:'Kitchen'})
CREATE (C_CW:Category {name:'Cookware'})
CREATE (C_CT:Category {name:'Coffee & Tea'})
CREATE (C_FUR:Category {name:'Furniture'})
CREATE (C_SO:Category {name:'Sports & Outdoors'})
CREATE (C_CAMP:Category {name:'Camping'})
CREATE (C_FIT:Category {name:'Fitness'})
CREATE (C_BK:Category {name:'Books'})
CREATE (C_TOY:Category {name:'Toys'})
CREATE (S1:Supplier {name:'Brightway Electronics', country:'China', rating:4.2})
CREATE (S2:Supplier {name:'Nordic Home AB', country:'Sweden', rating:4.7})
CREATE (S3:Supplier {name:'Acme Outdoor Co', country:'United States', rating:3.9})
CREATE (S4:Supplier {name:'Kaffee Haus GmbH', country:'Germany', rating:4.7})
CREATE (S5:Supplier {name:'Lumen Audio Ltd', country:'United Kingdom', rating:4.5})
CREATE (S6:Supplier {name:'PageTurner Books', country:'United States', rating:4.1})
CREATE (S7:Supplier {name:'Tokyo Precision', country:'Japan', rating:4.4})
CREATE (S8:Supplier {name:'Baltic Timber', country:'Latvia', rating:3.2})
CREATE (W1:Warehouse {code:'NJ-01', city:'Newark', capacity_units:12000})
CREATE (W2:Warehouse {code:'TX-01', city:'Dallas', capacity_units:8000})
CREATE (W3:Warehouse {code:'CA-01', city:'Oakland', capacity_units:8000})
CREATE (W4:Warehouse {code:'IL-01', city:'Chicago', capacity_units:5000})
CREATE (W5:Warehouse {code:'WA-01', city:'Seattle', capacity_units:3000})
CREATE (P_LAP_001:Product {sku:'LAP-001', name:'Aero 13 Laptop', price_usd:999.0, weight_g:1250, in_stock:true, launched:'2023-03-01'})
CREATE (P_LAP_002:Product {sku:'LAP-002', name:'Aero 15 Pro Laptop', price_usd:1499.0, weight_g:1800, in_stock:false, launched:'2024-01-01'})
CREATE (P_LAP_003:Product {sku:'LAP-003', name:'Chromebook Go', price_usd:329.0, weight_g:1500, in_stock:true, launched:'2022-08-15'})
CREATE (P_KB_001:Product {sku:'KB-001', name:'Mechanical Keyboard K2', price_usd:89.99, weight_g:950, in_stock:true, launched:'2022-05-10'})
CREATE (P_KB_002:Product {sku:'KB-002', name:'Slim Wireless Keyboard', price_usd:49.99, weight_g:450, in_stock:true, launched:'2023-11-20'})
CREATE (P_ACC_001:Product {sku:'ACC-001', name:'USB-C Hub 7-in-1', price_usd:39.99, weight_g:120, in_stock:true, launched:'2023-02-14'})
CREATE (P_ACC_002:Product {sku:'ACC-002', name:'Wireless Mouse M3', price_usd:19.99, weight_g:90, in_stock:true, launched:'2021-09-01'})
CREATE (P_ACC_003:Product {sku:'ACC-003', name:'Laptop Stand', price_usd:34.5, weight_g:1100, in_stock:true, launched:'2022-01-05'})
CREATE (P_ACC_004:Product {sku:'ACC-004', name:'Webcam HD 1080p', price_usd:59.0, weight_g:160, in_stock:true, launched:'2021-04-12'})
CREATE (P_HP_001:Product {sku:'HP-001', name:'Studio Headphones X1', price_usd:199.0, weight_g:320, in_stock:true, launched:'2022-10-03'})
CREATE (P_HP_002:Product {sku:'HP-002', name:'Noise-Cancelling Earbuds', price_usd:149.0, weight_g:60, in_stock:true, launched:'2024-04-18'})
CREATE (P_HP_003:Product {sku:'HP-003', name:'Kids Headphones', price_usd:20.0, weight_g:180, in_stock:false, launched:'2021-06-30'})
CREATE (P_AU_001:Product {sku:'AU-001', name:'Bluetooth Speaker Mini', price_usd:45.0, weight_g:540, in_stock:true, launched:'2023-06-01'})
CREATE (P_AU_002:Product {sku:'AU-002', name:'Soundbar 300', price_usd:249.0, weight_g:3200, in_stock:true, launched:'2024-09-09'})
CREATE (P_PH_001:Product {sku:'PH-001', name:'Pixelate 8 Phone', price_usd:699.0, weight_g:190, in_stock:true, launched:'2024-10-01'})
CREATE (P_PH_002:Product {sku:'PH-002', name:'Clear Phone Case', price_usd:15.99, weight_g:40, in_stock:true, launched:'2023-12-31'})
CREATE (P_PH_003:Product {sku:'PH-003', name:'Fast Charger 30W', price_usd:24.99, weight_g:85, in_stock:true, launched:'2022-03-22'})
CREATE (P_CW_001:Product {sku:'CW-001', name:'Cast Iron Skillet', price_usd:39.95, weight_g:2300, in_stock:true, launched:'2021-02-01'})
CREATE (P_CW_002:Product {sku:'CW-002', name:'Nonstick Frying Pan', price_usd:29.99, weight_g:1200, in_stock:true, launched:'2022-07-07'})
CREATE (P_CW_003:Product {sku:'CW-003', name:'Dutch Oven 5qt', price_usd:89.0, weight_g:5400, in_stock:true, launched:'2023-09-15'})
CREATE (P_CT_001:Product {sku:'CT-001', name:'Pour-Over Coffee Set', price_usd:34.0, weight_g:700, in_stock:true, launched:'2022-11-11'})
CREATE (P_CT_002:Product {sku:'CT-002', name:'Burr Coffee Grinder', price_usd:79.0, weight_g:1800, in_stock:true, launched:'2023-04-04'})
CREATE (P_CT_003:Product {sku:'CT-003', name:'Electric Kettle', price_usd:44.99, weight_g:1100, in_stock:true, launched:'2021-12-01'})
CREATE (P_CT_004:Product {sku:'CT-004', name:'Loose Leaf Tea Sampler', price_usd:18.5, weight_g:300, in_stock:true, launched:'2024-02-29'})
CREATE (P_KI_001:Product {sku:'KI-001', name:'Chef Knife 8in', price_usd:64.0, weight_g:250, in_stock:true, launched:'2022-02-02'})
CREATE (P_KI_002:Product {sku:'KI-002', name:'Bamboo Cutting Board', price_usd:22.0, weight_g:1500, in_stock:true, launched:'2021-08-08'})
CREATE (P_CA_001:Product {sku:'CA-001', name:'Two-Person Tent', price_usd:129.0, weight_g:2600, in_stock:false, launched:'2022-04-01'})
CREATE (P_CA_002:Product {sku:'CA-002', name:'Sleeping Bag', price_usd:84.99, weight_g:1600, in_stock:true, launched:'2022-09-30'})
CREATE (P_CA_003:Product {sku:'CA-003', name:'Camping Stove', price_usd:54.0, weight_g:900, in_stock:true, launched:'2023-05-05'})
CREATE (P_CA_004:Product {sku:'CA-004', name:'Headlamp 300', price_usd:19.99, weight_g:80, in_stock:true, launched:'2024-06-15'})
CREATE (P_FI_001:Product {sku:'FI-001', name:'Yoga Mat', price_usd:25.0, weight_g:1000, in_stock:true, launched:'2021-01-15'})
CREATE (P_FI_002:Product {sku:'FI-002', name:'Adjustable Dumbbells', price_usd:299.0, weight_g:5400, in_stock:true, launched:'2024-03-03'})
CREATE (P_FI_003:Product {sku:'FI-003', name:'Resistance Bands', price_usd:15.0, weight_g:200, in_stock:true, launched:'2023-07-19'})
CREATE (P_FI_004:Product {sku:'FI-004', name:'Jump Rope', price_usd:9.99, weight_g:150, in_stock:false, launched:'2025-02-10'})
CREATE (P_BK_001:Product {sku:'BK-001', name:'The Data Warehouse Toolkit', price_usd:45.0, weight_g:900, in_stock:true, launched:'2021-05-20'})
CREATE (P_BK_002:Product {sku:'BK-002', name:'Cooking for Engineers', price_usd:28.0, weight_g:800, in_stock:true, launched:'2022-06-06'})
CREATE (P_BK_003:Product {sku:'BK-003', name:'Trail Guide: Pacific Northwest', price_usd:22.5, weight_g:400, in_stock:true, launched:'2023-08-08'})
CREATE (P_BK_004:Product {sku:'BK-004', name:'Graph Databases in Action', price_usd:49.99, weight_g:700, in_stock:false, launched:'2024-11-05'})
CREATE (P_SO_001:Product {sku:'SO-001', name:'Water Bottle 1L', price_usd:12.0, weight_g:350, in_stock:true, launched:'2021-03-03'})
CREATE (P_MB_001:Product {sku:'MB-001', name:'Mystery Box', price_usd:30.0, weight_g:1000, in_stock:true, launched:'2025-04-01'})
CREATE (CU1:Customer {name:'Evelyn Garcia', email:'evelyn.garcia@example.com', country:'Australia', city:'Sydney', signed_up:'2023-03-01', loyalty_tier:'bronze', is_business:false})
CREATE (CU2:Customer {name:'Liam Fischer', email:'liam.fischer@example.com', country:'United States', city:'New York', signed_up:'2023-02-28', loyalty_tier:'bronze', is_business:true})
CREATE (CU3:Customer {name:'Henry Schmidt', email:'henry.schmidt@example.com', country:'United Kingdom', city:'Manchester', signed_up:'2023-12-31', loyalty_tier:'bronze', is_business:false})
CREATE (CU4:Customer {name:'Zoe Wilson', email:'zoe.wilson@example.com', country:'Germany', city:'Berlin', signed_up:'2024-01-01', loyalty_tier:'bronze', is_business:false})
CREATE (CU5:Customer {name:'Chloe Dubois', email:'chloe.dubois@example.com', country:'Canada', city:'Toronto', signed_up:'2022-07-06', loyalty_tier:'silver', is_business:false})
CREATE (CU6:Customer {name:"Liam O'Connor", email:'liam.oconnor@example.com', country:'Australia', city:'Sydney', signed_up:'2024-11-14', loyalty_tier:'silver', is_business:false})
CREATE (CU7:Customer {name:'Amelia Brown', email:'amelia.brown@example.com', country:'France', city:'Lyon', signed_up:'2024-02-23', loyalty_tier:'gold', is_business:false})
CREATE (CU8:Customer {name:'Grace Walker', email:'grace.walker@example.com', country:'France', city:'Lyon', signed_up:'2023-09-10', loyalty_tier:'bronze', is_business:false})
CREATE (CU9:Customer {name:'Harper Lambert', email:'harper.lambert@example.com', country:'Australia', city:'Sydney', signed_up:'2021-05-04', loyalty_tier:'bronze', is_business:true})
CREATE (CU10:Customer {name:'Omar Walker', email:'omar.walker@example.com', country:'Canada', city:'Vancouver', signed_up:'2024-04-06', loyalty_tier:'bronze', is_business:false})
CREATE (CU11:Customer {name:'Sophia Garcia', email:'sophia.garcia@example.com', country:'Canada', city:'Vancouver', signed_up:'2022-04-18', loyalty_tier:'silver', is_business:false})
CREATE (CU12:Customer {name:'Kenji Schmidt', email:'kenji.schmidt@example.com', country:'France', city:'Lyon', signed_up:'2023-01-11', loyalty_tier:'bronze', is_business:false})
CREATE (CU13:Customer {name:'Liam Wilson', email:'liam.wilson@example.com', country:'France', city:'Lyon', signed_up:'2024-04-26', loyalty_tier:'bronze', is_business:false})
CREATE (CU14:Customer {name:'David Novak', email:'david.novak@example.com', country:'France', city:'Paris', signed_up:'2025-04-03', loyalty_tier:'bronze', is_business:false})
CREATE (CU15:Customer {name:'Noah Kim', email:'noah.kim@example.com', country:'United Kingdom', city:'Manchester', signed_up:'2022-09-18', loyalty_tier:'bronze', is_business:false})
CREATE (CU16:Customer {name:'Olivia Fischer', email:'olivia.fischer@example.com', country:'United States', city:'Seattle', signed_up:'2021-08-13', loyalty_tier:'gold', is_business:false})
CREATE (CU17:Customer {name:'Leo Patel', email:'leo.patel@example.com', country:'United Kingdom', city:'Manchester', signed_up:'2024-05-22', loyalty_tier:'bronze', is_business:false})
CREATE (CU18:Customer {name:'Jonas Kim', email:'jonas.kim@example.com', country:'Australia', city:'Sydney', signed_up:'2023-05-11', loyalty_tier:'bronze', is_business:false})
CREATE (CU19:Customer {name:'Leo Fischer', email:'leo.fischer@example.com', country:'United Kingdom', city:'London', signed_up:'2025-05-09', loyalty_tier:'gold', is_business:false})
CREATE (CU20:Customer {name:'Evelyn Silva', email:'evelyn.silva@example.com', country:'United States', city:'Chicago', signed_up:'2024-04-09', loyalty_tier:'bronze', is_business:false})
CREATE (CU21:Customer {name:'Ingrid Garcia', email:'ingrid.garcia@example.com', country:'Germany', city:'Berlin', signed_up:'2024-02-20', loyalty_tier:'bronze', is_business:false})
CREATE (CU22:Customer {name:'Priya Patel', email:'priya.patel@example.com', country:'Canada', city:'Toronto', signed_up:'2025-01-28', loyalty_tier:'bronze', is_business:true})
CREATE (CU23:Customer {name:'Priya Fischer', email:'priya.fischer@example.com', country:'United States', city:'Seattle', signed_up:'2025-01-14', loyalty_tier:'bronze', is_business:false})
CREATE (CU24:Customer {name:'Grace Patel', email:'grace.patel@example.com', country:'United States', city:'Seattle', signed_up:'2024-10-05', loyalty_tier:'bronze', is_business:false})
CREATE (CU25:Customer {name:'Oliver Patel', email:'oliver.patel@example.com', country:'United States', city:'Austin', signed_up:'2024-10-22', loyalty_tier:'bronze', is_business:false})
CREATE (CU26:Customer {name:'Hannah Silva', email:'hannah.silva@example.com', country:'Germany', city:'Munich', signed_up:'2022-01-04', loyalty_tier:'bronze', is_business:false})
CREATE (CU27:Customer {name:'Mateo Kim', email:'mateo.kim@example.com', country:'United States', city:'New York', signed_up:'2022-10-22', loyalty_tier:'gold', is_business:false})
CREATE (CU28:Customer {name:'Pierre Müller', email:'pierre.mueller@example.com', country:'Canada', city:'Toronto', signed_up:'2025-03-19', loyalty_tier:'bronze', is_business:false})
CREATE (CU29:Customer {name:'Ethan Müller', email:'ethan.mueller@example.com', country:'United States', city:'New York', signed_up:'2022-06-01', loyalty_tier:'bronze', is_business:false})
CREATE (CU30:Customer {name:'David Chen', email:'david.chen@example.com', country:'United States', city:'Austin', signed_up:'2023-04-14', loyalty_tier:'silver', is_business:false})
CREATE (CU31:Customer {name:'Ingrid Brown', email:'ingrid.brown@example.com', country:'United States', city:'Seattle', signed_up:'2024-11-12', loyalty_tier:'bronze', is_business:false})
CREATE (CU32:Customer {name:'Pierre Silva', email:'pierre.silva@example.com', country:'France', city:'Lyon', signed_up:'2023-08-22', loyalty_tier:'gold', is_business:false})
CREATE (CU33:Customer {name:'Sophia Novak', email:'sophia.novak@example.com', country:'United States', city:'Austin', signed_up:'2024-07-25', loyalty_tier:'bronze', is_business:false})
CREATE (CU34:Customer {name:'Evelyn Taylor', email:'evelyn.taylor@example.com', country:'United Kingdom', city:'Manchester', signed_up:'2024-06-24', loyalty_tier:'gold', is_business:false})
CREATE (CU35:Customer {name:'Henry Martin', email:'henry.martin@example.com', country:'Germany', city:'Berlin', signed_up:'2022-04-11', loyalty_tier:'bronze', is_business:false})
CREATE (CU36:Customer {name:'Lars Kim', email:'lars.kim@example.com', country:'United States', city:'New York', signed_up:'2024-12-14', loyalty_tier:'bronze', is_business:false})
CREATE (CU37:Customer {name:'Charlotte Dubois', email:'charlotte.dubois@example.com', country:'Germany', city:'Munich', signed_up:'2024-06-08', loyalty_tier:'bronze', is_business:false})
CREATE (CU38:Customer {name:'Sophia Lambert', email:'sophia.lambert@example.com', country:'France', city:'Paris', signed_up:'2023-08-27', loyalty_tier:'bronze', is_business:false})
CREATE (CU39:Customer {name:'Mason Lee', email:'mason.lee@example.com', country:'Germany', city:'Munich', signed_up:'2025-01-18', loyalty_tier:'gold', is_business:false})
CREATE (CU40:Customer {name:'James Silva', email:'james.silva@example.com', country:'United Kingdom', city:'London', signed_up:'2022-08-07', loyalty_tier:'silver', is_business:false})
CREATE (CU41:Customer {name:'Hannah Dubois', email:'hannah.dubois@example.com', country:'United States', city:'Chicago', signed_up:'2025-01-13', loyalty_tier:'bronze', is_business:false})
CREATE (CU42:Customer {name:'Zoe Patel', email:'zoe.patel@example.com', country:'United States', city:'New York', signed_up:'2021-07-13', loyalty_tier:'gold', is_business:false})
CREATE (CU43:Customer {name:'Grace Chen', email:'grace.chen@example.com', country:'France', city:'Paris', signed_up:'2023-12-06', loyalty_tier:'bronze', is_business:false})
CREATE (CU44:Customer {name:'Noah Schmidt', email:'noah.schmidt@example.com', country:'Australia', city:'Sydney', signed_up:'2025-05-25', loyalty_tier:'bronze', is_business:false})
CREATE (CU45:Customer {name:'Samuel Walker', email:'samuel.walker@example.com', country:'United Kingdom', city:'London', signed_up:'2025-02-21', loyalty_tier:'bronze', is_business:false})
CREATE (CU46:Customer {name:'Mia Nguyen', email:'mia.nguyen@example.com', country:'Germany', city:'Munich', signed_up:'2021-09-20', loyalty_tier:'gold', is_business:false})
CREATE (CU47:Customer {name:'Emma Nguyen', email:'emma.nguyen@example.com', country:'United States', city:'Seattle', signed_up:'2024-05-09', loyalty_tier:'silver', is_business:false})
CREATE (CU48:Customer {name:'Acme Robotics LLC', email:'acme.robotics.llc@example.com', country:'United Kingdom', city:'Manchester', signed_up:'2023-06-24', loyalty_tier:'bronze', is_business:true})
CREATE (CU49:Customer {name:'Brightside Cafe', email:'brightside.cafe@example.com', country:'United States', city:'Seattle', signed_up:'2022-02-23', loyalty_tier:'bronze', is_business:true})
CREATE (O10001:Order {order_number:'SO-10001', placed:'2023-12-10', status:'returned', total_usd:12.0, shipping_days:1})
CREATE (O10002:Order {order_number:'SO-10002', placed:'2023-09-09', status:'delivered', total_usd:1173.0, shipping_days:8})
CREATE (O10003:Order {order_number:'SO-10003', placed:'2023-12-22', status:'returned', total_usd:1107.8, shipping_days:1})
CREATE (O10004:Order {order_number:'SO-10004', placed:'2023-12-31', status:'delivered', total_usd:171.97, shipping_days:3})
CREATE (O10005:Order {order_number:'SO-10005', placed:'2023-12-31', status:'cancelled', total_usd:199.0})
CREATE (O10006:Order {order_number:'SO-10006', placed:'2024-10-22', status:'returned', total_usd:679.95, shipping_days:5})
CREATE (O10007:Order {order_number:'SO-10007', placed:'2024-02-27', status:'delivered', total_usd:58.65, shipping_days:6})
CREATE (O10008:Order {order_number:'SO-10008', placed:'2023-11-17', status:'delivered', total_usd:58.77, shipping_days:8})
CREATE (O10009:Order {order_number:'SO-10009', placed:'2023-03-18', status:'delivered', total_usd:79.0, shipping_days:3})
CREATE (O10010:Order {order_number:'SO-10010', placed:'2024-11-14', status:'shipped', total_usd:270.0, shipping_days:3})
CREATE (O10011:Order {order_number:'SO-10011', placed:'2024-12-07', status:'delivered', total_usd:474.27, shipping_days:1})
CREATE (O10012:Order {order_number:'SO-10012', placed:'2024-06-23', status:'delivered', total_usd:418.95, shipping_days:5})
CREATE (O10013:Order {order_number:'SO-10013', placed:'2024-12-11', status:'shipped', total_usd:375.25, shipping_days:9})
CREATE (O10014:Order {order_number:'SO-10014', placed:'2023-09-10', status:'shipped', total_usd:129.0, shipping_days:5})
CREATE (O10015:Order {order_number:'SO-10015', placed:'2023-09-10', status:'shipped', total_usd:37.0, shipping_days:2})
CREATE (O10016:Order {order_number:'SO-10016', placed:'2023-12-09', status:'delivered', total_usd:249.0, shipping_days:9})
CREATE (O10017:Order {order_number:'SO-10017', placed:'2023-09-10', status:'delivered', total_usd:427.2, shipping_days:6})
CREATE (O10018:Order {order_number:'SO-10018', placed:'2023-02-02', status:'delivered', total_usd:146.62, shipping_days:5})
CREATE (O10019:Order {order_number:'SO-10019', placed:'2023-06-06', status:'delivered', total_usd:533.44, shipping_days:9})
CREATE (O10020:Order {order_number:'SO-10020', placed:'2024-12-21', status:'cancelled', total_usd:101.6})
CREATE (O10021:Order {order_number:'SO-10021', placed:'2024-04-06', status:'delivered', total_usd:1088.0, shipping_days:5})
CREATE (O10022:Order {order_number:'SO-10022', placed:'2023-05-09', status:'delivered', total_usd:124.99, shipping_days:7})
CREATE (O10023:Order {order_number:'SO-10023', placed:'2024-04-26', status:'cancelled', total_usd:199.75})
CREATE (O10024:Order {order_number:'SO-10024', placed:'2024-04-26', status:'delivered', total_usd:233.99, shipping_days:2})
CREATE (O10025:Order {order_number:'SO-10025', placed:'2024-04-26', status:'delivered', total_usd:1508.17, shipping_days:5})
CREATE (O10026:Order {order_number:'SO-10026', placed:'2025-04-03', status:'delivered', total_usd:39.99, shipping_days:2})
CREATE (O10027:Order {order_number:'SO-10027', placed:'2025-05-09', status:'delivered', total_usd:496.0, shipping_days:7})
CREATE (O10028:Order {order_number:'SO-10028', placed:'2023-10-19', status:'shipped', total_usd:265.5, shipping_days:2})
CREATE (O10029:Order {order_number:'SO-10029', placed:'2023-05-27', status:'returned', total_usd:504.98, shipping_days:1})
CREATE (O10030:Order {order_number:'SO-10030', placed:'2023-02-28', status:'delivered', total_usd:1055.98, shipping_days:7})
CREATE (O10031:Order {order_number:'SO-10031', placed:'2023-02-15', status:'delivered', total_usd:25.0, shipping_days:7})
CREATE (O10032:Order {order_number:'SO-10032', placed:'2023-09-26', status:'cancelled', total_usd:296.1})
CREATE (O10033:Order {order_number:'SO-10033', placed:'2023-03-18', status:'shipped', total_usd:45.0, shipping_days:4})
CREATE (O10034:Order {order_number:'SO-10034', placed:'2023-03-28', status:'delivered', total_usd:252.62, shipping_days:4})
CREATE (O10035:Order {order_number:'SO-10035', placed:'2023-07-08', status:'delivered', total_usd:230.98, shipping_days:4})
CREATE (O10036:Order {order_number:'SO-10036', placed:'2024-08-25', status:'delivered', total_usd:35.98, shipping_days:9})
CREATE (O10037:Order {order_number:'SO-10037', placed:'2024-06-03', status:'cancelled', total_usd:579.1})
CREATE (O10038:Order {order_number:'SO-10038', placed:'2024-05-22', status:'delivered', total_usd:45.98, shipping_days:1})
CREATE (O10039:Order {order_number:'SO-10039', placed:'2024-05-22', status:'delivered', total_usd:90.0, shipping_days:6})
CREATE (O10040:Order {order_number:'SO-10040', placed:'2024-06-20', status:'shipped', total_usd:18.5, shipping_days:4})
CREATE (O10041:Order {order_number:'SO-10041', placed:'2023-12-10', status:'cancelled', total_usd:81.6})
CREATE (O10042:Order {order_number:'SO-10042', placed:'2023-05-11', status:'delivered', total_usd:421.37, shipping_days:7})
CREATE (O10043:Order {order_number:'SO-10043', placed:'2025-05-09', status:'delivered', total_usd:1577.2, shipping_days:3})
CREATE (O10044:Order {order_number:'SO-10044', placed:'2025-06-11', status:'delivered', total_usd:544.36, shipping_days:6})
CREATE (O10045:Order {order_number:'SO-10045', placed:'2024-04-09', status:'shipped', total_usd:275.48, shipping_days:9})
CREATE (O10046:Order {order_number:'SO-10046', placed:'2024-12-26', status:'cancelled', total_usd:1199.2})
CREATE (O10047:Order {order_number:'SO-10047', placed:'2025-01-28', status:'delivered', total_usd:22.8, shipping_days:6})
CREATE (O10048:Order {order_number:'SO-10048', placed:'2025-06-19', status:'delivered', total_usd:268.53, shipping_days:8})
CREATE (O10049:Order {order_number:'SO-10049', placed:'2025-02-22', status:'delivered', total_usd:162.46, shipping_days:2})
CREATE (O10050:Order {order_number:'SO-10050', placed:'2025-01-25', status:'shipped', total_usd:119.85, shipping_days:9})
CREATE (O10051:Order {order_number:'SO-10051', placed:'2025-05-24', status:'returned', total_usd:250.98, shipping_days:6})
CREATE (O10052:Order {order_number:'SO-10052', placed:'2025-01-14', status:'delivered', total_usd:162.0, shipping_days:3})
CREATE (O10053:Order {order_number:'SO-10053', placed:'2025-06-04', status:'delivered', total_usd:258.0, shipping_days:2})
CREATE (O10054:Order {order_number:'SO-10054', placed:'2025-02-19', status:'delivered', total_usd:28.0, shipping_days:7})
CREATE (O10055:Order {order_number:'SO-10055', placed:'2024-10-05', status:'delivered', total_usd:51.3, shipping_days:9})
CREATE (O10056:Order {order_number:'SO-10056', placed:'2024-10-05', status:'returned', total_usd:15.99, shipping_days:5})
CREATE (O10057:Order {order_number:'SO-10057', placed:'2024-11-19', status:'delivered', total_usd:1153.41, shipping_days:2})
CREATE (O10058:Order {order_number:'SO-10058', placed:'2024-10-14', status:'delivered', total_usd:44.8, shipping_days:6})
CREATE (O10059:Order {order_number:'SO-10059', placed:'2024-12-10', status:'delivered', total_usd:1349.1, shipping_days:5})
CREATE (O10060:Order {order_number:'SO-10060', placed:'2024-10-22', status:'delivered', total_usd:18.99, shipping_days:4})
CREATE (O10061:Order {order_number:'SO-10061', placed:'2023-02-02', status:'shipped', total_usd:699.0, shipping_days:4})
CREATE (O10062:Order {order_number:'SO-10062', placed:'2023-05-13', status:'delivered', total_usd:348.99, shipping_days:3})
CREATE (O10063:Order {order_number:'SO-10063', placed:'2023-10-10', status:'delivered', total_usd:27.2, shipping_days:1})
CREATE (O10064:Order {order_number:'SO-10064', placed:'2023-10-12', status:'shipped', total_usd:439.99, shipping_days:7})
CREATE (O10065:Order {order_number:'SO-10065', placed:'2023-05-08', status:'delivered', total_usd:430.4, shipping_days:6})
CREATE (O10066:Order {order_number:'SO-10066', placed:'2023-05-01', status:'delivered', total_usd:75.0, shipping_days:8})
CREATE (O10067:Order {order_number:'SO-10067', placed:'2025-05-20', status:'shipped', total_usd:302.5, shipping_days:4})
CREATE (O10068:Order {order_number:'SO-10068', placed:'2023-08-12', status:'delivered', total_usd:263.45, shipping_days:5})
CREATE (O10069:Order {order_number:'SO-10069', placed:'2023-09-13', status:'delivered', total_usd:22.49, shipping_days:5})
CREATE (O10070:Order {order_number:'SO-10070', placed:'2023-11-01', status:'shipped', total_usd:112.0, shipping_days:8})
CREATE (O10071:Order {order_number:'SO-10071', placed:'2023-06-09', status:'delivered', total_usd:194.15, shipping_days:3})
CREATE (O10072:Order {order_number:'SO-10072', placed:'2023-05-16', status:'returned', total_usd:61.2, shipping_days:9})
CREATE (O10073:Order {order_number:'SO-10073', placed:'2023-08-22', status:'shipped', total_usd:81.74, shipping_days:8})
CREATE (O10074:Order {order_number:'SO-10074', placed:'2023-08-22', status:'delivered', total_usd:90.0, shipping_days:9})
CREATE (O10075:Order {order_number:'SO-10075', placed:'2023-08-22', status:'cancelled', total_usd:59.97})
CREATE (O10076:Order {order_number:'SO-10076', placed:'2024-10-09', status:'delivered', total_usd:553.97, shipping_days:3})
CREATE (O10077:Order {order_number:'SO-10077', placed:'2024-11-09', status:'delivered', total_usd:193.2, shipping_days:1})
CREATE (O10078:Order {order_number:'SO-10078', placed:'2024-10-05', status:'delivered', total_usd:1521.5, shipping_days:2})
CREATE (O10079:Order {order_number:'SO-10079', placed:'2024-08-24', status:'returned', total_usd:45.14, shipping_days:4})
CREATE (O10080:Order {order_number:'SO-10080', placed:'2023-04-18', status:'cancelled', total_usd:124.98})
CREATE (O10081:Order {order_number:'SO-10081', placed:'2023-03-15', status:'shipped', total_usd:119.0, shipping_days:6})
CREATE (O10082:Order {order_number:'SO-10082', placed:'2023-02-24', status:'shipped', total_usd:453.28, shipping_days:3})
CREATE (O10083:Order {order_number:'SO-10083', placed:'2023-01-18', status:'delivered', total_usd:424.95, shipping_days:8})
CREATE (O10084:Order {order_number:'SO-10084', placed:'2023-08-25', status:'delivered', total_usd:444.65, shipping_days:5})
CREATE (O10085:Order {order_number:'SO-10085', placed:'2024-12-14', status:'shipped', total_usd:24.0, shipping_days:9})
CREATE (O10086:Order {order_number:'SO-10086', placed:'2024-11-11', status:'returned', total_usd:81.97, shipping_days:2})
CREATE (O10087:Order {order_number:'SO-10087', placed:'2024-06-08', status:'delivered', total_usd:286.98, shipping_days:4})
CREATE (O10088:Order {order_number:'SO-10088', placed:'2024-11-19', status:'delivered', total_usd:53.1, shipping_days:3})
CREATE (O10089:Order {order_number:'SO-10089', placed:'2024-06-08', status:'cancelled', total_usd:348.04})
CREATE (O10090:Order {order_number:'SO-10090', placed:'2023-09-16', status:'delivered', total_usd:399.16, shipping_days:9})
CREATE (O10091:Order {order_number:'SO-10091', placed:'2023-08-27', status:'delivered', total_usd:203.05, shipping_days:1})
CREATE (O10092:Order {order_number:'SO-10092', placed:'2023-08-27', status:'returned', total_usd:135.34, shipping_days:1})
CREATE (O10093:Order {order_number:'SO-10093', placed:'2023-08-27', status:'returned', total_usd:71.98, shipping_days:3})
CREATE (O10094:Order {order_number:'SO-10094', placed:'2025-05-04', status:'shipped', total_usd:1798.0, shipping_days:2})
CREATE (O10095:Order {order_number:'SO-10095', placed:'2025-01-18', status:'delivered', total_usd:59.98, shipping_days:9})
CREATE (O10096:Order {order_number:'SO-10096', placed:'2025-03-02', status:'delivered', total_usd:41.8, shipping_days:2})
CREATE (O10097:Order {order_number:'SO-10097', placed:'2023-02-04', status:'cancelled', total_usd:24.0})
CREATE (O10098:Order {order_number:'SO-10098', placed:'2023-07-20', status:'delivered', total_usd:132.48, shipping_days:2})
CREATE (O10099:Order {order_number:'SO-10099', placed:'2023-03-07', status:'delivered', total_usd:1363.0, shipping_days:7})
CREATE (O10100:Order {order_number:'SO-10100', placed:'2023-06-17', status:'delivered', total_usd:172.98, shipping_days:9})
CREATE (O10101:Order {order_number:'SO-10101', placed:'2023-12-02', status:'delivered', total_usd:54.09, shipping_days:1})
CREATE (O10102:Order {order_number:'SO-10102', placed:'2025-03-14', status:'shipped', total_usd:923.1, shipping_days:7})
CREATE (O10103:Order {order_number:'SO-10103', placed:'2025-04-17', status:'shipped', total_usd:226.38, shipping_days:2})
CREATE (O10104:Order {order_number:'SO-10104', placed:'2025-01-15', status:'delivered', total_usd:179.1, shipping_days:3})
CREATE (O10105:Order {order_number:'SO-10105', placed:'2025-01-23', status:'returned', total_usd:225.97, shipping_days:5})
CREATE (O10106:Order {order_number:'SO-10106', placed:'2023-03-17', status:'shipped', total_usd:1310.15, shipping_days:2})
CREATE (O10107:Order {order_number:'SO-10107', placed:'2023-01-13', status:'delivered', total_usd:119.92, shipping_days:9})
CREATE (O10108:Order {order_number:'SO-10108', placed:'2023-12-06', status:'delivered', total_usd:1745.49, shipping_days:1})
CREATE (O10109:Order {order_number:'SO-10109', placed:'2023-12-06', status:'delivered', total_usd:1291.23, shipping_days:7})
CREATE (O10110:Order {order_number:'SO-10110', placed:'2025-05-25', status:'returned', total_usd:1748.12, shipping_days:1})
CREATE (O10111:Order {order_number:'SO-10111', placed:'2025-05-13', status:'delivered', total_usd:136.96, shipping_days:1})
CREATE (O10112:Order {order_number:'SO-10112', placed:'2025-03-08', status:'delivered', total_usd:1098.1, shipping_days:6})
CREATE (O10113:Order {order_number:'SO-10113', placed:'2023-05-13', status:'returned', total_usd:69.4, shipping_days:6})
CREATE (O10114:Order {order_number:'SO-10114', placed:'2023-07-10', status:'delivered', total_usd:36.0, shipping_days:9})
CREATE (O10115:Order {order_number:'SO-10115', placed:'2023-02-05', status:'delivered', total_usd:158.97, shipping_days:9})
CREATE (O10116:Order {order_number:'SO-10116', placed:'2023-05-15', status:'delivered', total_usd:102.34, shipping_days:5})
CREATE (O10117:Order {order_number:'SO-10117', placed:'2024-07-27', status:'delivered', total_usd:849.15, shipping_days:3})
CREATE (O10118:Order {order_number:'SO-10118', placed:'2023-06-24', status:'delivered', total_usd:73.47, shipping_days:1})
CREATE (O10119:Order {order_number:'SO-10119', placed:'2023-06-24', status:'cancelled', total_usd:176.22})
CREATE (O10120:Order {order_number:'SO-10120', placed:'2023-09-13', status:'cancelled', total_usd:476.2})
CREATE (O10121:Order {order_number:'SO-10121', placed:'2023-10-28', status:'cancelled', total_usd:167.5})
CREATE (O10122:Order {order_number:'SO-10122', placed:'2023-09-12', status:'delivered', total_usd:225.3, shipping_days:2})
CREATE (O10123:Order {order_number:'SO-10123', placed:'2023-08-15', status:'delivered', total_usd:444.79, shipping_days:5})
CREATE
(C_COMP)-[:SUBCATEGORY_OF]->(C_EL),
(C_LAP)-[:SUBCATEGORY_OF]->(C_COMP),
(C_ACC)-[:SUBCATEGORY_OF]->(C_COMP),
(C_KB)-[:SUBCATEGORY_OF]->(C_ACC),
(C_AUD)-[:SUBCATEGORY_OF]->(C_EL),
(C_HP)-[:SUBCATEGORY_OF]->(C_AUD),
(C_PH)-[:SUBCATEGORY_OF]->(C_EL),
(C_KIT)-[:SUBCATEGORY_OF]->(C_HK),
(C_CW)-[:SUBCATEGORY_OF]->(C_KIT),
(C_CT)-[:SUBCATEGORY_OF]->(C_KIT),
(C_FUR)-[:SUBCATEGORY_OF]->(C_HK),
(C_CAMP)-[:SUBCATEGORY_OF]->(C_SO),
(C_FIT)-[:SUBCATEGORY_OF]->(C_SO),
(P_LAP_001)-[:IN_CATEGORY]->(C_LAP),
(P_LAP_001)-[:SUPPLIED_BY {lead_time_days:5}]->(S7),
(P_LAP_002)-[:IN_CATEGORY]->(C_LAP),
(P_LAP_002)-[:SUPPLIED_BY {lead_time_days:10}]->(S7),
(P_LAP_003)-[:IN_CATEGORY]->(C_LAP),
(P_LAP_003)-[:SUPPLIED_BY {lead_time_days:21}]->(S1),
(P_KB_001)-[:IN_CATEGORY]->(C_KB),
(P_KB_001)-[:SUPPLIED_BY {lead_time_days:7}]->(S1),
(P_KB_002)-[:IN_CATEGORY]->(C_KB),
(P_KB_002)-[:SUPPLIED_BY {lead_time_days:10}]->(S1),
(P_ACC_001)-[:IN_CATEGORY]->(C_ACC),
(P_ACC_001)-[:SUPPLIED_BY {lead_time_days:5}]->(S1),
(P_ACC_002)-[:IN_CATEGORY]->(C_ACC),
(P_ACC_002)-[:SUPPLIED_BY {lead_time_days:3}]->(S1),
(P_ACC_003)-[:IN_CATEGORY]->(C_ACC),
(P_ACC_003)-[:SUPPLIED_BY {lead_time_days:45}]->(S2),
(P_ACC_004)-[:IN_CATEGORY]->(C_ACC),
(P_ACC_004)-[:SUPPLIED_BY {lead_time_days:45}]->(S1),
(P_HP_001)-[:IN_CATEGORY]->(C_HP),
(P_HP_001)-[:SUPPLIED_BY {lead_time_days:7}]->(S5),
(P_HP_002)-[:IN_CATEGORY]->(C_HP),
(P_HP_002)-[:SUPPLIED_BY {lead_time_days:14}]->(S5),
(P_HP_003)-[:IN_CATEGORY]->(C_HP),
(P_HP_003)-[:SUPPLIED_BY {lead_time_days:10}]->(S1),
(P_AU_001)-[:IN_CATEGORY]->(C_AUD),
(P_AU_001)-[:SUPPLIED_BY {lead_time_days:14}]->(S5),
(P_AU_002)-[:IN_CATEGORY]->(C_AUD),
(P_AU_002)-[:SUPPLIED_BY {lead_time_days:21}]->(S5),
(P_PH_001)-[:IN_CATEGORY]->(C_PH),
(P_PH_001)-[:SUPPLIED_BY {lead_time_days:5}]->(S7),
(P_PH_002)-[:IN_CATEGORY]->(C_PH),
(P_PH_002)-[:SUPPLIED_BY {lead_time_days:5}]->(S1),
(P_PH_003)-[:IN_CATEGORY]->(C_PH),
(P_PH_003)-[:SUPPLIED_BY {lead_time_days:7}]->(S1),
(P_PH_003)-[:SUPPLIED_BY {lead_time_days:30}]->(S7),
(P_CW_001)-[:IN_CATEGORY]->(C_CW),
(P_CW_001)-[:SUPPLIED_BY {lead_time_days:10}]->(S2),
(P_CW_002)-[:IN_CATEGORY]->(C_CW),
(P_CW_002)-[:SUPPLIED_BY {lead_time_days:45}]->(S2),
(P_CW_003)-[:IN_CATEGORY]->(C_CW),
(P_CW_003)-[:SUPPLIED_BY {lead_time_days:5}]->(S2),
(P_CT_001)-[:IN_CATEGORY]->(C_CT),
(P_CT_001)-[:SUPPLIED_BY {lead_time_days:45}]->(S4),
(P_CT_002)-[:IN_CATEGORY]->(C_CT),
(P_CT_002)-[:SUPPLIED_BY {lead_time_days:3}]->(S4),
(P_CT_003)-[:IN_CATEGORY]->(C_CT),
(P_CT_003)-[:SUPPLIED_BY {lead_time_days:14}]->(S4),
(P_CT_003)-[:SUPPLIED_BY {lead_time_days:5}]->(S2),
(P_CT_004)-[:IN_CATEGORY]->(C_CT),
(P_CT_004)-[:SUPPLIED_BY {lead_time_days:3}]->(S4),
(P_KI_001)-[:IN_CATEGORY]->(C_KIT),
(P_KI_001)-[:SUPPLIED_BY {lead_time_days:7}]->(S2),
(P_KI_002)-[:IN_CATEGORY]->(C_KIT),
(P_KI_002)-[:SUPPLIED_BY {lead_time_days:7}]->(S2),
(P_CA_001)-[:IN_CATEGORY]->(C_CAMP),
(P_CA_001)-[:SUPPLIED_BY {lead_time_days:30}]->(S3),
(P_CA_002)-[:IN_CATEGORY]->(C_CAMP),
(P_CA_002)-[:SUPPLIED_BY {lead_time_days:7}]->(S3),
(P_CA_003)-[:IN_CATEGORY]->(C_CAMP),
(P_CA_003)-[:SUPPLIED_BY {lead_time_days:10}]->(S3),
(P_CA_004)-[:IN_CATEGORY]->(C_CAMP),
(P_CA_004)-[:SUPPLIED_BY {lead_time_days:7}]->(S3),
(P_FI_001)-[:IN_CATEGORY]->(C_FIT),
(P_FI_001)-[:SUPPLIED_BY {lead_time_days:30}]->(S3),
(P_FI_002)-[:IN_CATEGORY]->(C_FIT),
(P_FI_002)-[:SUPPLIED_BY {lead_time_days:21}]->(S3),
(P_FI_003)-[:IN_CATEGORY]->(C_FIT),
(P_FI_003)-[:SUPPLIED_BY {lead_time_days:7}]->(S3),
(P_FI_004)-[:IN_CATEGORY]->(C_FIT),
(P_FI_004)-[:SUPPLIED_BY {lead_time_days:3}]->(S3),
(P_BK_001)-[:IN_CATEGORY]->(C_BK),
(P_BK_001)-[:SUPPLIED_BY {lead_time_days:7}]->(S6),
(P_BK_002)-[:IN_CATEGORY]->(C_BK),
(P_BK_002)-[:IN_CATEGORY]->(C_KIT),
(P_BK_002)-[:SUPPLIED_BY {lead_time_days:30}]->(S6),
(P_BK_003)-[:IN_CATEGORY]->(C_BK),
(P_BK_003)-[:SUPPLIED_BY {lead_time_days:14}]->(S6),
(P_BK_004)-[:IN_CATEGORY]->(C_BK),
(P_BK_004)-[:SUPPLIED_BY {lead_time_days:21}]->(S6),
(P_SO_001)-[:IN_CATEGORY]->(C_SO),
(P_SO_001)-[:SUPPLIED_BY {lead_time_days:14}]->(S3),
(P_LAP_001)-[:STOCKED_AT {units:0}]->(W1),
(P_LAP_001)-[:STOCKED_AT {units:150}]->(W3),
(P_LAP_001)-[:STOCKED_AT {units:80}]->(W2),
(P_LAP_003)-[:STOCKED_AT {units:5}]->(W1),
(P_LAP_003)-[:STOCKED_AT {units:80}]->(W3),
(P_KB_001)-[:STOCKED_AT {units:0}]->(W1),
(P_KB_002)-[:STOCKED_AT {units:80}]->(W3),
(P_KB_002)-[:STOCKED_AT {units:120}]->(W4),
(P_KB_002)-[:STOCKED_AT {units:120}]->(W2),
(P_ACC_001)-[:STOCKED_AT {units:0}]->(W1),
(P_ACC_002)-[:STOCKED_AT {units:12}]->(W1),
(P_ACC_003)-[:STOCKED_AT {units:25}]->(W1),
(P_ACC_003)-[:STOCKED_AT {units:5}]->(W3),
(P_ACC_004)-[:STOCKED_AT {units:120}]->(W3),
(P_ACC_004)-[:STOCKED_AT {units:12}]->(W1),
(P_HP_001)-[:STOCKED_AT {units:0}]->(W2),
(P_HP_001)-[:STOCKED_AT {units:200}]->(W4),
(P_HP_002)-[:STOCKED_AT {units:300}]->(W2),
(P_AU_001)-[:STOCKED_AT {units:60}]->(W1),
(P_AU_002)-[:STOCKED_AT {units:12}]->(W2),
(P_AU_002)-[:STOCKED_AT {units:300}]->(W1),
(P_PH_001)-[:STOCKED_AT {units:60}]->(W1),
(P_PH_001)-[:STOCKED_AT {units:150}]->(W4),
(P_PH_001)-[:STOCKED_AT {units:5}]->(W3),
(P_PH_002)-[:STOCKED_AT {units:12}]->(W2),
(P_PH_002)-[:STOCKED_AT {units:60}]->(W1),
(P_PH_002)-[:STOCKED_AT {units:0}]->(W3),
(P_PH_003)-[:STOCKED_AT {units:80}]->(W4),
(P_CW_001)-[:STOCKED_AT {units:5}]->(W2),
(P_CW_001)-[:STOCKED_AT {units:40}]->(W3),
(P_CW_001)-[:STOCKED_AT {units:0}]->(W1),
(P_CW_002)-[:STOCKED_AT {units:200}]->(W3),
(P_CW_003)-[:STOCKED_AT {units:120}]->(W2),
(P_CW_003)-[:STOCKED_AT {units:5}]->(W3),
(P_CW_003)-[:STOCKED_AT {units:40}]->(W4),
(P_CT_001)-[:STOCKED_AT {units:120}]->(W4),
(P_CT_001)-[:STOCKED_AT {units:0}]->(W2),
(P_CT_002)-[:STOCKED_AT {units:80}]->(W3),
(P_CT_002)-[:STOCKED_AT {units:0}]->(W4),
(P_CT_003)-[:STOCKED_AT {units:12}]->(W4),
(P_CT_004)-[:STOCKED_AT {units:0}]->(W1),
(P_KI_001)-[:STOCKED_AT {units:25}]->(W4),
(P_KI_002)-[:STOCKED_AT {units:0}]->(W3),
(P_KI_002)-[:STOCKED_AT {units:12}]->(W1),
(P_CA_002)-[:STOCKED_AT {units:25}]->(W1),
(P_CA_003)-[:STOCKED_AT {units:12}]->(W4),
(P_CA_004)-[:STOCKED_AT {units:25}]->(W2),
(P_CA_004)-[:STOCKED_AT {units:40}]->(W3),
(P_FI_001)-[:STOCKED_AT {units:25}]->(W4),
(P_FI_002)-[:STOCKED_AT {units:120}]->(W3),
(P_FI_003)-[:STOCKED_AT {units:60}]->(W2),
(P_BK_001)-[:STOCKED_AT {units:120}]->(W1),
(P_BK_001)-[:STOCKED_AT {units:40}]->(W3),
(P_BK_002)-[:STOCKED_AT {units:25}]->(W3),
(P_BK_002)-[:STOCKED_AT {units:12}]->(W4),
(P_BK_002)-[:STOCKED_AT {units:200}]->(W2),
(P_BK_003)-[:STOCKED_AT {units:120}]->(W2),
(P_SO_001)-[:STOCKED_AT {units:300}]->(W4),
(P_SO_001)-[:STOCKED_AT {units:80}]->(W2),
(P_MB_001)-[:STOCKED_AT {units:120}]->(W2),
(P_MB_001)-[:STOCKED_AT {units:300}]->(W1),
(CU1)-[:PLACED]->(O10001),
(O10001)-[:CONTAINS {quantity:1, unit_price_usd:12.0, discount_pct:0}]->(P_SO_001),
(O10001)-[:SHIPPED_FROM]->(W3),
(CU2)-[:PLACED]->(O10002),
(O10002)-[:CONTAINS {quantity:1, unit_price_usd:129.0, discount_pct:0}]->(P_CA_001),
(O10002)-[:CONTAINS {quantity:1, unit_price_usd:999.0, discount_pct:0}]->(P_LAP_001),
(O10002)-[:CONTAINS {quantity:1, unit_price_usd:45.0, discount_pct:0}]->(P_AU_001),
(O10002)-[:SHIPPED_FROM]->(W1),
(CU2)-[:PLACED]->(O10003),
(O10003)-[:CONTAINS {quantity:1, unit_price_usd:999.0, discount_pct:0}]->(P_LAP_001),
(O10003)-[:CONTAINS {quantity:2, unit_price_usd:64.0, discount_pct:15}]->(P_KI_001),
(O10003)-[:SHIPPED_FROM]->(W1),
(CU3)-[:PLACED]->(O10004),
(O10004)-[:CONTAINS {quantity:1, unit_price_usd:12.0, discount_pct:20}]->(P_SO_001),
(O10004)-[:CONTAINS {quantity:1, unit_price_usd:15.0, discount_pct:20}]->(P_FI_003),
(O10004)-[:CONTAINS {quantity:1, unit_price_usd:22.5, discount_pct:5}]->(P_BK_003),
(O10004)-[:CONTAINS {quantity:1, unit_price_usd:129.0, discount_pct:0}]->(P_CA_001),
(O10004)-[:SHIPPED_FROM]->(W1),
(CU3)-[:PLACED]->(O10005),
(O10005)-[:CONTAINS {quantity:1, unit_price_usd:199.0, discount_pct:0}]->(P_HP_001),
(CU4)-[:PLACED]->(O10006),
(O10006)-[:CONTAINS {quantity:5, unit_price_usd:84.99, discount_pct:0}]->(P_CA_002),
(O10006)-[:CONTAINS {quantity:2, unit_price_usd:15.0, discount_pct:0}]->(P_FI_003),
(O10006)-[:CONTAINS {quantity:5, unit_price_usd:45.0, discount_pct:0}]->(P_AU_001),
(O10006)-[:SHIPPED_FROM]->(W4),
(CU4)-[:PLACED]->(O10007),
(O10007)-[:CONTAINS {quantity:2, unit_price_usd:34.5, discount_pct:15}]->(P_ACC_003),
(O10007)-[:SHIPPED_FROM]->(W1),
(CU5)-[:PLACED]->(O10008),
(O10008)-[:CONTAINS {quantity:1, unit_price_usd:19.99, discount_pct:10}]->(P_ACC_002),
(O10008)-[:CONTAINS {quantity:3, unit_price_usd:15.99, discount_pct:15}]->(P_PH_002),
(O10008)-[:SHIPPED_FROM]->(W1),
(CU5)-[:PLACED]->(O10009),
(O10009)-[:CONTAINS {quantity:1, unit_price_usd:79.0, discount_pct:0}]->(P_CT_002),
(O10009)-[:SHIPPED_FROM]->(W1),
(CU6)-[:PLACED]->(O10010),
(O10010)-[:CONTAINS {quantity:5, unit_price_usd:54.0, discount_pct:0}]->(P_CA_003),
(O10010)-[:SHIPPED_FROM]->(W2),
(CU7)-[:PLACED]->(O10011),
(O10011)-[:CONTAINS {quantity:2, unit_price_usd:79.0, discount_pct:0}]->(P_CT_002),
(O10011)-[:CONTAINS {quantity:2, unit_price_usd:89.0, discount_pct:15}]->(P_CW_003),
(O10011)-[:CONTAINS {quantity:2, unit_price_usd:39.99, discount_pct:0}]->(P_ACC_001),
(O10011)-[:CONTAINS {quantity:1, unit_price_usd:84.99, discount_pct:0}]->(P_CA_002),
(O10011)-[:SHIPPED_FROM]->(W1),
(CU7)-[:PLACED]->(O10012),
(O10012)-[:CONTAINS {quantity:1, unit_price_usd:79.0, discount_pct:0}]->(P_CT_002),
(O10012)-[:CONTAINS {quantity:2, unit_price_usd:22.0, discount_pct:5}]->(P_KI_002),
(O10012)-[:CONTAINS {quantity:1, unit_price_usd:199.0, discount_pct:15}]->(P_HP_001),
(O10012)-[:CONTAINS {quantity:1, unit_price_usd:129.0, discount_pct:0}]->(P_CA_001),
(O10012)-[:SHIPPED_FROM]->(W3),
(CU7)-[:PLACED]->(O10013),
(O10013)-[:CONTAINS {quantity:5, unit_price_usd:79.0, discount_pct:5}]->(P_CT_002),
(O10013)-[:SHIPPED_FROM]->(W1),
(CU8)-[:PLACED]->(O10014),
(O10014)-[:CONTAINS {quantity:1, unit_price_usd:129.0, discount_pct:0}]->(P_CA_001),
(O10014)-[:SHIPPED_FROM]->(W1),
(CU8)-[:PLACED]->(O10015),
(O10015)-[:CONTAINS {quantity:2, unit_price_usd:18.5, discount_pct:0}]->(P_CT_004),
(O10015)-[:SHIPPED_FROM]->(W4),
(CU8)-[:PLACED]->(O10016),
(O10016)-[:CONTAINS {quantity:1, unit_price_usd:249.0, discount_pct:0}]->(P_AU_002),
(O10016)-[:SHIPPED_FROM]->(W1),
(CU8)-[:PLACED]->(O10017),
(O10017)-[:CONTAINS {quantity:1, unit_price_usd:129.0, discount_pct:0}]->(P_CA_001),
(O10017)-[:CONTAINS {quantity:2, unit_price_usd:79.0, discount_pct:15}]->(P_CT_002),
(O10017)-[:CONTAINS {quantity:5, unit_price_usd:18.5, discount_pct:0}]->(P_CT_004),
(O10017)-[:CONTAINS {quantity:3, unit_price_usd:28.0, discount_pct:15}]->(P_BK_002),
(O10017)-[:SHIPPED_FROM]->(W4),
(CU9)-[:PLACED]->(O10018),
(O10018)-[:CONTAINS {quantity:5, unit_price_usd:34.5, discount_pct:15}]->(P_ACC_003),
(O10018)-[:SHIPPED_FROM]->(W1),
(CU9)-[:PLACED]->(O10019),
(O10019)-[:CONTAINS {quantity:5, unit_price_usd:18.5, discount_pct:20}]->(P_CT_004),
(O10019)-[:CONTAINS {quantity:3, unit_price_usd:79.0, discount_pct:0}]->(P_CT_002),
(O10019)-[:CONTAINS {quantity:5, unit_price_usd:29.99, discount_pct:15}]->(P_CW_002),
(O10019)-[:CONTAINS {quantity:2, unit_price_usd:49.99, discount_pct:5}]->(P_BK_004),
(O10019)-[:SHIPPED_FROM]->(W1),
(CU10)-[:PLACED]->(O10020),
(O10020)-[:CONTAINS {quantity:3, unit_price_usd:28.0, discount_pct:0}]->(P_BK_002),
(O10020)-[:CONTAINS {quantity:1, unit_price_usd:22.0, discount_pct:20}]->(P_KI_002),
(CU10)-[:PLACED]->(O10021),
(O10021)-[:CONTAINS {quantity:3, unit_price_usd:54.0, discount_pct:0}]->(P_CA_003),
(O10021)-[:CONTAINS {quantity:1, unit_price_usd:699.0, discount_pct:0}]->(P_PH_001),
(O10021)-[:CONTAINS {quantity:1, unit_price_usd:28.0, discount_pct:0}]->(P_BK_002),
(O10021)-[:CONTAINS {quantity:1, unit_price_usd:199.0, discount_pct:0}]->(P_HP_001),
(O10021)-[:SHIPPED_FROM]->(W3),
(CU12)-[:PLACED]->(O10022),
(O10022)-[:CONTAINS {quantity:2, unit_price_usd:20.0, discount_pct:0}]->(P_HP_003),
(O10022)-[:CONTAINS {quantity:1, unit_price_usd:84.99, discount_pct:0}]->(P_CA_002),
(O10022)-[:SHIPPED_FROM]->(W1),
(CU13)-[:PLACED]->(O10023),
(O10023)-[:CONTAINS {quantity:5, unit_price_usd:39.95, discount_pct:0}]->(P_CW_001),
(CU13)-[:PLACED]->(O10024),
(O10024)-[:CONTAINS {quantity:1, unit_price_usd:29.99, discount_pct:0}]->(P_CW_002),
(O10024)-[:CONTAINS {quantity:2, unit_price_usd:15.0, discount_pct:0}]->(P_FI_003),
(O10024)-[:CONTAINS {quantity:1, unit_price_usd:45.0, discount_pct:0}]->(P_AU_001),
(O10024)-[:CONTAINS {quantity:1, unit_price_usd:129.0, discount_pct:0}]->(P_CA_001),
(O10024)-[:SHIPPED_FROM]->(W1),
(CU13)-[:PLACED]->(O10025),
(O10025)-[:CONTAINS {quantity:3, unit_price_usd:49.99, discount_pct:10}]->(P_BK_004),
(O10025)-[:CONTAINS {quantity:1, unit_price_usd:1499.0, discount_pct:20}]->(P_LAP_002),
(O10025)-[:CONTAINS {quantity:3, unit_price_usd:15.0, discount_pct:0}]->(P_FI_003),
(O10025)-[:CONTAINS {quantity:1, unit_price_usd:129.0, discount_pct:0}]->(P_CA_001),
(O10025)-[:SHIPPED_FROM]->(W1),
(CU14)-[:PLACED]->(O10026),
(O10026)-[:CONTAINS {quantity:1, unit_price_usd:39.99, discount_pct:0}]->(P_ACC_001),
(O10026)-[:SHIPPED_FROM]->(W3),
(CU14)-[:PLACED]->(O10027),
(O10027)-[:CONTAINS {quantity:1, unit_price_usd:329.0, discount_pct:0}]->(P_LAP_003),
(O10027)-[:CONTAINS {quantity:1, unit_price_usd:22.5, discount_pct:20}]->(P_BK_003),
(O10027)-[:CONTAINS {quantity:1, unit_price_usd:149.0, discount_pct:0}]->(P_HP_002),
(O10027)-[:SHIPPED_FROM]->(W1),
(CU15)-[:PLACED]->(O10028),
(O10028)-[:CONTAINS {quantity:5, unit_price_usd:45.0, discount_pct:0}]->(P_BK_001),
(O10028)-[:CONTAINS {quantity:2, unit_price_usd:22.5, discount_pct:10}]->(P_BK_003),
(O10028)-[:SHIPPED_FROM]->(W1),
(CU15)-[:PLACED]->(O10029),
(O10029)-[:CONTAINS {quantity:5, unit_price_usd:89.0, discount_pct:0}]->(P_CW_003),
(O10029)-[:CONTAINS {quantity:2, unit_price_usd:29.99, discount_pct:0}]->(P_CW_002),
(O10029)-[:SHIPPED_FROM]->(W1),
(CU15)-[:PLACED]->(O10030),
(O10030)-[:CONTAINS {quantity:2, unit_price_usd:49.99, discount_pct:0}]->(P_BK_004),
(O10030)-[:CONTAINS {quantity:2, unit_price_usd:64.0, discount_pct:0}]->(P_KI_001),
(O10030)-[:CONTAINS {quantity:1, unit_price_usd:129.0, discount_pct:0}]->(P_CA_001),
(O10030)-[:CONTAINS {quantity:1, unit_price_usd:699.0, discount_pct:0}]->(P_PH_001),
(O10030)-[:SHIPPED_FROM]->(W1),
(CU16)-[:PLACED]->(O10031),
(O10031)-[:CONTAINS {quantity:1, unit_price_usd:25.0, discount_pct:0}]->(P_FI_001),
(O10031)-[:SHIPPED_FROM]->(W1),
(CU16)-[:PLACED]->(O10032),
(O10032)-[:CONTAINS {quantity:1, unit_price_usd:329.0, discount_pct:10}]->(P_LAP_003),
(CU16)-[:PLACED]->(O10033),
(O10033)-[:CONTAINS {quantity:1, unit_price_usd:45.0, discount_pct:0}]->(P_BK_001),
(O10033)-[:SHIPPED_FROM]->(W2),
(CU16)-[:PLACED]->(O10034),
(O10034)-[:CONTAINS {quantity:1, unit_price_usd:149.0, discount_pct:0}]->(P_HP_002),
(O10034)-[:CONTAINS {quantity:5, unit_price_usd:18.5, discount_pct:15}]->(P_CT_004),
(O10034)-[:CONTAINS {quantity:1, unit_price_usd:25.0, discount_pct:0}]->(P_FI_001),
(O10034)-[:SHIPPED_FROM]->(W4),
(CU16)-[:PLACED]->(O10035),
(O10035)-[:CONTAINS {quantity:1, unit_price_usd:199.0, discount_pct:0}]->(P_HP_001),
(O10035)-[:CONTAINS {quantity:2, unit_price_usd:19.99, discount_pct:20}]->(P_CA_004),
(O10035)-[:SHIPPED_FROM]->(W1),
(CU17)-[:PLACED]->(O10036),
(O10036)-[:CONTAINS {quantity:2, unit_price_usd:19.99, discount_pct:10}]->(P_ACC_002),
(O10036)-[:SHIPPED_FROM]->(W3),
(CU17)-[:PLACED]->(O10037),
(O10037)-[:CONTAINS {quantity:1, unit_price_usd:149.0, discount_pct:10}]->(P_HP_002),
(O10037)-[:CONTAINS {quantity:5, unit_price_usd:89.0, discount_pct:0}]->(P_CW_003),
(CU17)-[:PLACED]->(O10038),
(O10038)-[:CONTAINS {quantity:1, unit_price_usd:29.99, discount_pct:0}]->(P_CW_002),
(O10038)-[:CONTAINS {quantity:1, unit_price_usd:15.99, discount_pct:0}]->(P_PH_002),
(O10038)-[:SHIPPED_FROM]->(W2),
(CU17)-[:PLACED]->(O10039),
(O10039)-[:CONTAINS {quantity:2, unit_price_usd:45.0, discount_pct:0}]->(P_AU_001),
(O10039)-[:SHIPPED_FROM]->(W1),
(CU17)-[:PLACED]->(O10040),
(O10040)-[:CONTAINS {quantity:1, unit_price_usd:18.5, discount_pct:0}]->(P_CT_004),
(O10040)-[:SHIPPED_FROM]->(W3),
(CU18)-[:PLACED]->(O10041),
(O10041)-[:CONTAINS {quantity:3, unit_price_usd:34.0, discount_pct:20}]->(P_CT_001),
(CU18)-[:PLACED]->(O10042),
(O10042)-[:CONTAINS {quantity:2, unit_price_usd:84.99, discount_pct:0}]->(P_CA_002),
(O10042)-[:CONTAINS {quantity:2, unit_price_usd:28.0, discount_pct:0}]->(P_BK_002),
(O10042)-[:CONTAINS {quantity:3, unit_price_usd:49.99, discount_pct:15}]->(P_BK_004),
(O10042)-[:CONTAINS {quantity:2, unit_price_usd:39.95, discount_pct:15}]->(P_CW_001),
(O10042)-[:SHIPPED_FROM]->(W2),
(CU19)-[:PLACED]->(O10043),
(O10043)-[:CONTAINS {quantity:5, unit_price_usd:39.99, discount_pct:0}]->(P_ACC_001),
(O10043)-[:CONTAINS {quantity:1, unit_price_usd:999.0, discount_pct:0}]->(P_LAP_001),
(O10043)-[:CONTAINS {quantity:5, unit_price_usd:89.0, discount_pct:15}]->(P_CW_003),
(O10043)-[:SHIPPED_FROM]->(W3),
(CU19)-[:PLACED]->(O10044),
(O10044)-[:CONTAINS {quantity:3, unit_price_usd:49.99, discount_pct:10}]->(P_BK_004),
(O10044)-[:CONTAINS {quantity:5, unit_price_usd:44.99, discount_pct:0}]->(P_CT_003),
(O10044)-[:CONTAINS {quantity:3, unit_price_usd:64.0, discount_pct:15}]->(P_KI_001),
(O10044)-[:CONTAINS {quantity:1, unit_price_usd:24.99, discount_pct:15}]->(P_PH_003),
(O10044)-[:SHIPPED_FROM]->(W3),
(CU20)-[:PLACED]->(O10045),
(O10045)-[:CONTAINS {quantity:1, unit_price_usd:199.0, discount_pct:0}]->(P_HP_001),
(O10045)-[:CONTAINS {quantity:2, unit_price_usd:44.99, discount_pct:15}]->(P_CT_003),
(O10045)-[:SHIPPED_FROM]->(W1),
(CU20)-[:PLACED]->(O10046),
(O10046)-[:CONTAINS {quantity:1, unit_price_usd:1499.0, discount_pct:20}]->(P_LAP_002),
(CU22)-[:PLACED]->(O10047),
(O10047)-[:CONTAINS {quantity:2, unit_price_usd:12.0, discount_pct:5}]->(P_SO_001),
(O10047)-[:SHIPPED_FROM]->(W1),
(CU22)-[:PLACED]->(O10048),
(O10048)-[:CONTAINS {quantity:1, unit_price_usd:34.5, discount_pct:15}]->(P_ACC_003),
(O10048)-[:CONTAINS {quantity:1, unit_price_usd:299.0, discount_pct:20}]->(P_FI_002),
(O10048)-[:SHIPPED_FROM]->(W1),
(CU22)-[:PLACED]->(O10049),
(O10049)-[:CONTAINS {quantity:1, unit_price_usd:49.99, discount_pct:15}]->(P_KB_002),
(O10049)-[:CONTAINS {quantity:3, unit_price_usd:39.99, discount_pct:0}]->(P_ACC_001),
(O10049)-[:SHIPPED_FROM]->(W2),
(CU23)-[:PLACED]->(O10050),
(O10050)-[:CONTAINS {quantity:3, unit_price_usd:39.95, discount_pct:0}]->(P_CW_001),
(O10050)-[:SHIPPED_FROM]->(W1),
(CU23)-[:PLACED]->(O10051),
(O10051)-[:CONTAINS {quantity:2, unit_price_usd:44.99, discount_pct:10}]->(P_CT_003),
(O10051)-[:CONTAINS {quantity:1, unit_price_usd:45.0, discount_pct:0}]->(P_AU_001),
(O10051)-[:CONTAINS {quantity:5, unit_price_usd:25.0, discount_pct:0}]->(P_FI_001),
(O10051)-[:SHIPPED_FROM]->(W4),
(CU23)-[:PLACED]->(O10052),
(O10052)-[:CONTAINS {quantity:3, unit_price_usd:54.0, discount_pct:0}]->(P_CA_003),
(O10052)-[:SHIPPED_FROM]->(W1),
(CU23)-[:PLACED]->(O10053),
(O10053)-[:CONTAINS {quantity:2, unit_price_usd:54.0, discount_pct:15}]->(P_CA_003),
(O10053)-[:CONTAINS {quantity:5, unit_price_usd:28.0, discount_pct:15}]->(P_BK_002),
(O10053)-[:CONTAINS {quantity:1, unit_price_usd:59.0, discount_pct:20}]->(P_ACC_004),
(O10053)-[:SHIPPED_FROM]->(W2),
(CU23)-[:PLACED]->(O10054),
(O10054)-[:CONTAINS {quantity:1, unit_price_usd:28.0, discount_pct:0}]->(P_BK_002),
(O10054)-[:SHIPPED_FROM]->(W4),
(CU24)-[:PLACED]->(O10055),
(O10055)-[:CONTAINS {quantity:1, unit_price_usd:54.0, discount_pct:5}]->(P_CA_003),
(O10055)-[:SHIPPED_FROM]->(W2),
(CU24)-[:PLACED]->(O10056),
(O10056)-[:CONTAINS {quantity:1, unit_price_usd:19.99, discount_pct:20}]->(P_ACC_002),
(O10056)-[:SHIPPED_FROM]->(W3),
(CU24)-[:PLACED]->(O10057),
(O10057)-[:CONTAINS {quantity:1, unit_price_usd:699.0, discount_pct:0}]->(P_PH_001),
(O10057)-[:CONTAINS {quantity:5, unit_price_usd:44.99, discount_pct:15}]->(P_CT_003),
(O10057)-[:CONTAINS {quantity:1, unit_price_usd:329.0, discount_pct:20}]->(P_LAP_003),
(O10057)-[:SHIPPED_FROM]->(W1),
(CU24)-[:PLACED]->(O10058),
(O10058)-[:CONTAINS {quantity:2, unit_price_usd:28.0, discount_pct:20}]->(P_BK_002),
(O10058)-[:SHIPPED_FROM]->(W1),
(CU25)-[:PLACED]->(O10059),
(O10059)-[:CONTAINS {quantity:1, unit_price_usd:1499.0, discount_pct:10}]->(P_LAP_002),
(O10059)-[:SHIPPED_FROM]->(W1),
(CU25)-[:PLACED]->(O10060),
(O10060)-[:CONTAINS {quantity:1, unit_price_usd:19.99, discount_pct:5}]->(P_CA_004),
(O10060)-[:SHIPPED_FROM]->(W4),
(CU26)-[:PLACED]->(O10061),
(O10061)-[:CONTAINS {quantity:1, unit_price_usd:699.0, discount_pct:0}]->(P_PH_001),
(O10061)-[:SHIPPED_FROM]->(W4),
(CU26)-[:PLACED]->(O10062),
(O10062)-[:CONTAINS {quantity:1, unit_price_usd:19.99, discount_pct:0}]->(P_CA_004),
(O10062)-[:CONTAINS {quantity:1, unit_price_usd:329.0, discount_pct:0}]->(P_LAP_003),
(O10062)-[:SHIPPED_FROM]->(W2),
(CU26)-[:PLACED]->(O10063),
(O10063)-[:CONTAINS {quantity:1, unit_price_usd:34.0, discount_pct:20}]->(P_CT_001),
(O10063)-[:SHIPPED_FROM]->(W1),
(CU27)-[:PLACED]->(O10064),
(O10064)-[:CONTAINS {quantity:1, unit_price_usd:15.99, discount_pct:0}]->(P_PH_002),
(O10064)-[:CONTAINS {quantity:5, unit_price_usd:59.0, discount_pct:0}]->(P_ACC_004),
(O10064)-[:CONTAINS {quantity:1, unit_price_usd:129.0, discount_pct:0}]->(P_CA_001),
(O10064)-[:SHIPPED_FROM]->(W1),
(CU27)-[:PLACED]->(O10065),
(O10065)-[:CONTAINS {quantity:1, unit_price_usd:329.0, discount_pct:10}]->(P_LAP_003),
(O10065)-[:CONTAINS {quantity:2, unit_price_usd:79.0, discount_pct:15}]->(P_CT_002),
(O10065)-[:SHIPPED_FROM]->(W1),
(CU27)-[:PLACED]->(O10066),
(O10066)-[:CONTAINS {quantity:5, unit_price_usd:15.0, discount_pct:0}]->(P_FI_003),
(O10066)-[:SHIPPED_FROM]->(W1),
(CU28)-[:PLACED]->(O10067),
(O10067)-[:CONTAINS {quantity:3, unit_price_usd:34.5, discount_pct:0}]->(P_ACC_003),
(O10067)-[:CONTAINS {quantity:1, unit_price_usd:199.0, discount_pct:0}]->(P_HP_001),
(O10067)-[:SHIPPED_FROM]->(W2),
(CU29)-[:PLACED]->(O10068),
(O10068)-[:CONTAINS {quantity:5, unit_price_usd:25.0, discount_pct:15}]->(P_FI_001),
(O10068)-[:CONTAINS {quantity:1, unit_price_usd:129.0, discount_pct:20}]->(P_CA_001),
(O10068)-[:CONTAINS {quantity:5, unit_price_usd:12.0, discount_pct:10}]->(P_SO_001),
(O10068)-[:SHIPPED_FROM]->(W2),
(CU29)-[:PLACED]->(O10069),
(O10069)-[:CONTAINS {quantity:1, unit_price_usd:24.99, discount_pct:10}]->(P_PH_003),
(O10069)-[:SHIPPED_FROM]->(W2),
(CU29)-[:PLACED]->(O10070),
(O10070)-[:CONTAINS {quantity:5, unit_price_usd:28.0, discount_pct:20}]->(P_BK_002),
(O10070)-[:SHIPPED_FROM]->(W4),
(CU30)-[:PLACED]->(O10071),
(O10071)-[:CONTAINS {quantity:3, unit_price_usd:22.5, discount_pct:0}]->(P_BK_003),
(O10071)-[:CONTAINS {quantity:1, unit_price_usd:149.0, discount_pct:15}]->(P_HP_002),
(O10071)-[:SHIPPED_FROM]->(W1),
(CU30)-[:PLACED]->(O10072),
(O10072)-[:CONTAINS {quantity:2, unit_price_usd:34.0, discount_pct:10}]->(P_CT_001),
(O10072)-[:SHIPPED_FROM]->(W4),
(CU32)-[:PLACED]->(O10073),
(O10073)-[:CONTAINS {quantity:1, unit_price_usd:44.99, discount_pct:0}]->(P_CT_003),
(O10073)-[:CONTAINS {quantity:1, unit_price_usd:22.5, discount_pct:0}]->(P_BK_003),
(O10073)-[:CONTAINS {quantity:1, unit_price_usd:15.0, discount_pct:5}]->(P_FI_003),
(O10073)-[:SHIPPED_FROM]->(W1),
(CU32)-[:PLACED]->(O10074),
(O10074)-[:CONTAINS {quantity:2, unit_price_usd:45.0, discount_pct:0}]->(P_BK_001),
(O10074)-[:SHIPPED_FROM]->(W1),
(CU32)-[:PLACED]->(O10075),
(O10075)-[:CONTAINS {quantity:1, unit_price_usd:19.99, discount_pct:0}]->(P_ACC_002),
(O10075)-[:CONTAINS {quantity:2, unit_price_usd:19.99, discount_pct:0}]->(P_CA_004),
(CU33)-[:PLACED]->(O10076),
(O10076)-[:CONTAINS {quantity:1, unit_price_usd:299.0, discount_pct:0}]->(P_FI_002),
(O10076)-[:CONTAINS {quantity:3, unit_price_usd:84.99, discount_pct:0}]->(P_CA_002),
(O10076)-[:SHIPPED_FROM]->(W1),
(CU33)-[:PLACED]->(O10077),
(O10077)-[:CONTAINS {quantity:1, unit_price_usd:149.0, discount_pct:10}]->(P_HP_002),
(O10077)-[:CONTAINS {quantity:2, unit_price_usd:15.0, discount_pct:5}]->(P_FI_003),
(O10077)-[:CONTAINS {quantity:1, unit_price_usd:34.0, discount_pct:10}]->(P_CT_001),
(O10077)-[:SHIPPED_FROM]->(W1),
(CU34)-[:PLACED]->(O10078),
(O10078)-[:CONTAINS {quantity:1, unit_price_usd:1499.0, discount_pct:0}]->(P_LAP_002),
(O10078)-[:CONTAINS {quantity:1, unit_price_usd:25.0, discount_pct:10}]->(P_FI_001),
(O10078)-[:SHIPPED_FROM]->(W2),
(CU34)-[:PLACED]->(O10079),
(O10079)-[:CONTAINS {quantity:1, unit_price_usd:18.5, discount_pct:10}]->(P_CT_004),
(O10079)-[:CONTAINS {quantity:1, unit_price_usd:29.99, discount_pct:5}]->(P_CW_002),
(O10079)-[:SHIPPED_FROM]->(W1),
(CU35)-[:PLACED]->(O10080),
(O10080)-[:CONTAINS {quantity:1, unit_price_usd:39.99, discount_pct:0}]->(P_ACC_001),
(O10080)-[:CONTAINS {quantity:1, unit_price_usd:84.99, discount_pct:0}]->(P_CA_002),
(CU35)-[:PLACED]->(O10081),
(O10081)-[:CONTAINS {quantity:5, unit_price_usd:28.0, discount_pct:15}]->(P_BK_002),
(O10081)-[:SHIPPED_FROM]->(W1),
(CU35)-[:PLACED]->(O10082),
(O10082)-[:CONTAINS {quantity:1, unit_price_usd:199.0, discount_pct:10}]->(P_HP_001),
(O10082)-[:CONTAINS {quantity:1, unit_price_usd:34.0, discount_pct:0}]->(P_CT_001),
(O10082)-[:CONTAINS {quantity:2, unit_price_usd:89.0, discount_pct:10}]->(P_CW_003),
(O10082)-[:CONTAINS {quantity:2, unit_price_usd:39.99, discount_pct:0}]->(P_ACC_001),
(O10082)-[:SHIPPED_FROM]->(W3),
(CU35)-[:PLACED]->(O10083),
(O10083)-[:CONTAINS {quantity:5, unit_price_usd:84.99, discount_pct:0}]->(P_CA_002),
(O10083)-[:SHIPPED_FROM]->(W1),
(CU35)-[:PLACED]->(O10084),
(O10084)-[:CONTAINS {quantity:3, unit_price_usd:84.99, discount_pct:15}]->(P_CA_002),
(O10084)-[:CONTAINS {quantity:2, unit_price_usd:24.99, discount_pct:0}]->(P_PH_003),
(O10084)-[:CONTAINS {quantity:1, unit_price_usd:149.0, discount_pct:15}]->(P_HP_002),
(O10084)-[:CONTAINS {quantity:1, unit_price_usd:54.0, discount_pct:5}]->(P_CA_003),
(O10084)-[:SHIPPED_FROM]->(W1),
(CU36)-[:PLACED]->(O10085),
(O10085)-[:CONTAINS {quantity:2, unit_price_usd:12.0, discount_pct:0}]->(P_SO_001),
(O10085)-[:SHIPPED_FROM]->(W4),
(CU37)-[:PLACED]->(O10086),
(O10086)-[:CONTAINS {quantity:1, unit_price_usd:34.0, discount_pct:0}]->(P_CT_001),
(O10086)-[:CONTAINS {quantity:3, unit_price_usd:15.99, discount_pct:0}]->(P_PH_002),
(O10086)-[:SHIPPED_FROM]->(W4),
(CU37)-[:PLACED]->(O10087),
(O10087)-[:CONTAINS {quantity:1, unit_price_usd:28.0, discount_pct:0}]->(P_BK_002),
(O10087)-[:CONTAINS {quantity:2, unit_price_usd:19.99, discount_pct:0}]->(P_CA_004),
(O10087)-[:CONTAINS {quantity:1, unit_price_usd:199.0, discount_pct:0}]->(P_HP_001),
(O10087)-[:CONTAINS {quantity:1, unit_price_usd:20.0, discount_pct:0}]->(P_HP_003),
(O10087)-[:SHIPPED_FROM]->(W1),
(CU37)-[:PLACED]->(O10088),
(O10088)-[:CONTAINS {quantity:1, unit_price_usd:59.0, discount_pct:10}]->(P_ACC_004),
(O10088)-[:SHIPPED_FROM]->(W3),
(CU37)-[:PLACED]->(O10089),
(O10089)-[:CONTAINS {quantity:1, unit_price_usd:89.0, discount_pct:0}]->(P_CW_003),
(O10089)-[:CONTAINS {quantity:1, unit_price_usd:24.99, discount_pct:10}]->(P_PH_003),
(O10089)-[:CONTAINS {quantity:1, unit_price_usd:249.0, discount_pct:5}]->(P_AU_002),
(CU38)-[:PLACED]->(O10090),
(O10090)-[:CONTAINS {quantity:1, unit_price_usd:249.0, discount_pct:20}]->(P_AU_002),
(O10090)-[:CONTAINS {quantity:5, unit_price_usd:49.99, discount_pct:20}]->(P_BK_004),
(O10090)-[:SHIPPED_FROM]->(W4),
(CU38)-[:PLACED]->(O10091),
(O10091)-[:CONTAINS {quantity:2, unit_price_usd:64.0, discount_pct:0}]->(P_KI_001),
(O10091)-[:CONTAINS {quantity:1, unit_price_usd:79.0, discount_pct:5}]->(P_CT_002),
(O10091)-[:SHIPPED_FROM]->(W3),
(CU38)-[:PLACED]->(O10092),
(O10092)-[:CONTAINS {quantity:1, unit_price_usd:129.0, discount_pct:5}]->(P_CA_001),
(O10092)-[:CONTAINS {quantity:1, unit_price_usd:15.99, discount_pct:20}]->(P_PH_002),
(O10092)-[:SHIPPED_FROM]->(W1),
(CU38)-[:PLACED]->(O10093),
(O10093)-[:CONTAINS {quantity:2, unit_price_usd:39.99, discount_pct:10}]->(P_ACC_001),
(O10093)-[:SHIPPED_FROM]->(W3),
(CU39)-[:PLACED]->(O10094),
(O10094)-[:CONTAINS {quantity:1, unit_price_usd:299.0, discount_pct:0}]->(P_FI_002),
(O10094)-[:CONTAINS {quantity:1, unit_price_usd:1499.0, discount_pct:0}]->(P_LAP_002),
(O10094)-[:SHIPPED_FROM]->(W1),
(CU39)-[:PLACED]->(O10095),
(O10095)-[:CONTAINS {quantity:2, unit_price_usd:29.99, discount_pct:0}]->(P_CW_002),
(O10095)-[:SHIPPED_FROM]->(W3),
(CU39)-[:PLACED]->(O10096),
(O10096)-[:CONTAINS {quantity:2, unit_price_usd:22.0, discount_pct:5}]->(P_KI_002),
(O10096)-[:SHIPPED_FROM]->(W4),
(CU40)-[:PLACED]->(O10097),
(O10097)-[:CONTAINS {quantity:2, unit_price_usd:12.0, discount_pct:0}]->(P_SO_001),
(CU40)-[:PLACED]->(O10098),
(O10098)-[:CONTAINS {quantity:2, unit_price_usd:25.0, discount_pct:15}]->(P_FI_001),
(O10098)-[:CONTAINS {quantity:2, unit_price_usd:49.99, discount_pct:10}]->(P_BK_004),
(O10098)-[:SHIPPED_FROM]->(W2),
(CU40)-[:PLACED]->(O10099),
(O10099)-[:CONTAINS {quantity:1, unit_price_usd:299.0, discount_pct:0}]->(P_FI_002),
(O10099)-[:CONTAINS {quantity:3, unit_price_usd:15.0, discount_pct:0}]->(P_FI_003),
(O10099)-[:CONTAINS {quantity:1, unit_price_usd:999.0, discount_pct:0}]->(P_LAP_001),
(O10099)-[:CONTAINS {quantity:1, unit_price_usd:20.0, discount_pct:0}]->(P_HP_003),
(O10099)-[:SHIPPED_FROM]->(W1),
(CU40)-[:PLACED]->(O10100),
(O10100)-[:CONTAINS {quantity:2, unit_price_usd:19.99, discount_pct:0}]->(P_CA_004),
(O10100)-[:CONTAINS {quantity:5, unit_price_usd:28.0, discount_pct:5}]->(P_BK_002),
(O10100)-[:SHIPPED_FROM]->(W3),
(CU40)-[:PLACED]->(O10101),
(O10101)-[:CONTAINS {quantity:1, unit_price_usd:45.0, discount_pct:10}]->(P_AU_001),
(O10101)-[:CONTAINS {quantity:1, unit_price_usd:15.99, discount_pct:15}]->(P_PH_002),
(O10101)-[:SHIPPED_FROM]->(W3),
(CU41)-[:PLACED]->(O10102),
(O10102)-[:CONTAINS {quantity:2, unit_price_usd:15.0, discount_pct:20}]->(P_FI_003),
(O10102)-[:CONTAINS {quantity:1, unit_price_usd:999.0, discount_pct:10}]->(P_LAP_001),
(O10102)-[:SHIPPED_FROM]->(W3),
(CU41)-[:PLACED]->(O10103),
(O10103)-[:CONTAINS {quantity:1, unit_price_usd:129.0, discount_pct:20}]->(P_CA_001),
(O10103)-[:CONTAINS {quantity:2, unit_price_usd:12.0, discount_pct:20}]->(P_SO_001),
(O10103)-[:CONTAINS {quantity:2, unit_price_usd:54.0, discount_pct:20}]->(P_CA_003),
(O10103)-[:CONTAINS {quantity:1, unit_price_usd:18.5, discount_pct:5}]->(P_CT_004),
(O10103)-[:SHIPPED_FROM]->(W3),
(CU41)-[:PLACED]->(O10104),
(O10104)-[:CONTAINS {quantity:1, unit_price_usd:199.0, discount_pct:10}]->(P_HP_001),
(O10104)-[:SHIPPED_FROM]->(W3),
(CU41)-[:PLACED]->(O10105),
(O10105)-[:CONTAINS {quantity:2, unit_price_usd:59.0, discount_pct:0}]->(P_ACC_004),
(O10105)-[:CONTAINS {quantity:3, unit_price_usd:39.99, discount_pct:10}]->(P_ACC_001),
(O10105)-[:SHIPPED_FROM]->(W4),
(CU42)-[:PLACED]->(O10106),
(O10106)-[:CONTAINS {quantity:3, unit_price_usd:12.0, discount_pct:0}]->(P_SO_001),
(O10106)-[:CONTAINS {quantity:1, unit_price_usd:1499.0, discount_pct:15}]->(P_LAP_002),
(O10106)-[:SHIPPED_FROM]->(W1),
(CU42)-[:PLACED]->(O10107),
(O10107)-[:CONTAINS {quantity:2, unit_price_usd:28.0, discount_pct:0}]->(P_BK_002),
(O10107)-[:CONTAINS {quantity:2, unit_price_usd:39.95, discount_pct:20}]->(P_CW_001),
(O10107)-[:SHIPPED_FROM]->(W1),
(CU43)-[:PLACED]->(O10108),
(O10108)-[:CONTAINS {quantity:1, unit_price_usd:1499.0, discount_pct:0}]->(P_LAP_002),
(O10108)-[:CONTAINS {quantity:1, unit_price_usd:199.0, discount_pct:0}]->(P_HP_001),
(O10108)-[:CONTAINS {quantity:1, unit_price_usd:49.99, discount_pct:5}]->(P_BK_004),
(O10108)-[:SHIPPED_FROM]->(W2),
(CU43)-[:PLACED]->(O10109),
(O10109)-[:CONTAINS {quantity:1, unit_price_usd:699.0, discount_pct:5}]->(P_PH_001),
(O10109)-[:CONTAINS {quantity:5, unit_price_usd:34.5, discount_pct:0}]->(P_ACC_003),
(O10109)-[:CONTAINS {quantity:5, unit_price_usd:84.99, discount_pct:20}]->(P_CA_002),
(O10109)-[:CONTAINS {quantity:3, unit_price_usd:44.99, discount_pct:15}]->(P_CT_003),
(O10109)-[:SHIPPED_FROM]->(W1),
(CU44)-[:PLACED]->(O10110),
(O10110)-[:CONTAINS {quantity:2, unit_price_usd:34.0, discount_pct:20}]->(P_CT_001),
(O10110)-[:CONTAINS {quantity:2, unit_price_usd:89.99, discount_pct:5}]->(P_KB_001),
(O10110)-[:CONTAINS {quantity:1, unit_price_usd:24.99, discount_pct:5}]->(P_PH_003),
(O10110)-[:CONTAINS {quantity:1, unit_price_usd:1499.0, discount_pct:0}]->(P_LAP_002),
(O10110)-[:SHIPPED_FROM]->(W4),
(CU45)-[:PLACED]->(O10111),
(O10111)-[:CONTAINS {quantity:3, unit_price_usd:19.99, discount_pct:5}]->(P_ACC_002),
(O10111)-[:CONTAINS {quantity:1, unit_price_usd:49.99, discount_pct:0}]->(P_BK_004),
(O10111)-[:CONTAINS {quantity:2, unit_price_usd:15.0, discount_pct:0}]->(P_FI_003),
(O10111)-[:SHIPPED_FROM]->(W4),
(CU45)-[:PLACED]->(O10112),
(O10112)-[:CONTAINS {quantity:1, unit_price_usd:999.0, discount_pct:10}]->(P_LAP_001),
(O10112)-[:CONTAINS {quantity:1, unit_price_usd:199.0, discount_pct:0}]->(P_HP_001),
(O10112)-[:SHIPPED_FROM]->(W1),
(CU46)-[:PLACED]->(O10113),
(O10113)-[:CONTAINS {quantity:1, unit_price_usd:64.0, discount_pct:15}]->(P_KI_001),
(O10113)-[:CONTAINS {quantity:1, unit_price_usd:15.0, discount_pct:0}]->(P_FI_003),
(O10113)-[:SHIPPED_FROM]->(W2),
(CU46)-[:PLACED]->(O10114),
(O10114)-[:CONTAINS {quantity:3, unit_price_usd:12.0, discount_pct:0}]->(P_SO_001),
(O10114)-[:SHIPPED_FROM]->(W2),
(CU46)-[:PLACED]->(O10115),
(O10115)-[:CONTAINS {quantity:3, unit_price_usd:29.99, discount_pct:0}]->(P_CW_002),
(O10115)-[:CONTAINS {quantity:2, unit_price_usd:34.5, discount_pct:0}]->(P_ACC_003),
(O10115)-[:SHIPPED_FROM]->(W4),
(CU46)-[:PLACED]->(O10116),
(O10116)-[:CONTAINS {quantity:1, unit_price_usd:34.5, discount_pct:10}]->(P_ACC_003),
(O10116)-[:CONTAINS {quantity:1, unit_price_usd:15.99, discount_pct:20}]->(P_PH_002),
(O10116)-[:CONTAINS {quantity:2, unit_price_usd:20.0, discount_pct:0}]->(P_HP_003),
(O10116)-[:CONTAINS {quantity:1, unit_price_usd:18.5, discount_pct:0}]->(P_CT_004),
(O10116)-[:SHIPPED_FROM]->(W1),
(CU47)-[:PLACED]->(O10117),
(O10117)-[:CONTAINS {quantity:1, unit_price_usd:999.0, discount_pct:15}]->(P_LAP_001),
(O10117)-[:SHIPPED_FROM]->(W1),
(CU48)-[:PLACED]->(O10118),
(O10118)-[:CONTAINS {quantity:3, unit_price_usd:15.99, discount_pct:0}]->(P_PH_002),
(O10118)-[:CONTAINS {quantity:2, unit_price_usd:15.0, discount_pct:15}]->(P_FI_003),
(O10118)-[:SHIPPED_FROM]->(W1),
(CU48)-[:PLACED]->(O10119),
(O10119)-[:CONTAINS {quantity:1, unit_price_usd:79.0, discount_pct:0}]->(P_CT_002),
(O10119)-[:CONTAINS {quantity:2, unit_price_usd:39.99, discount_pct:5}]->(P_ACC_001),
(O10119)-[:CONTAINS {quantity:1, unit_price_usd:24.99, discount_pct:15}]->(P_PH_003),
(CU48)-[:PLACED]->(O10120),
(O10120)-[:CONTAINS {quantity:2, unit_price_usd:79.0, discount_pct:0}]->(P_CT_002),
(O10120)-[:CONTAINS {quantity:2, unit_price_usd:12.0, discount_pct:20}]->(P_SO_001),
(O10120)-[:CONTAINS {quantity:1, unit_price_usd:299.0, discount_pct:0}]->(P_FI_002),
(CU48)-[:PLACED]->(O10121),
(O10121)-[:CONTAINS {quantity:1, unit_price_usd:149.0, discount_pct:0}]->(P_HP_002),
(O10121)-[:CONTAINS {quantity:1, unit_price_usd:18.5, discount_pct:0}]->(P_CT_004),
(CU49)-[:PLACED]->(O10122),
(O10122)-[:CONTAINS {quantity:2, unit_price_usd:34.5, discount_pct:10}]->(P_ACC_003),
(O10122)-[:CONTAINS {quantity:3, unit_price_usd:64.0, discount_pct:15}]->(P_KI_001),
(O10122)-[:SHIPPED_FROM]->(W4),
(CU49)-[:PLACED]->(O10123),
(O10123)-[:CONTAINS {quantity:1, unit_price_usd:49.99, discount_pct:0}]->(P_KB_002),
(O10123)-[:CONTAINS {quantity:1, unit_price_usd:249.0, discount_pct:0}]->(P_AU_002),
(O10123)-[:CONTAINS {quantity:3, unit_price_usd:45.0, discount_pct:0}]->(P_BK_001),
(O10123)-[:CONTAINS {quantity:1, unit_price_usd:12.0, discount_pct:10}]->(P_SO_001),
(O10123)-[:SHIPPED_FROM]->(W2),
(CU1)-[:REVIEWED {stars:5, date:'2023-02-06', verified:true}]->(P_SO_001),
(CU2)-[:REVIEWED {stars:5, date:'2025-03-10', verified:true}]->(P_LAP_001),
(CU3)-[:REVIEWED {stars:3, date:'2025-09-02', verified:true}]->(P_CA_001),
(CU4)-[:REVIEWED {stars:2, date:'2024-03-06', verified:true}]->(P_AU_001),
(CU4)-[:REVIEWED {stars:5, date:'2023-04-01', verified:true}]->(P_FI_003),
(CU5)-[:REVIEWED {stars:4, date:'2024-06-01', verified:true}]->(P_CT_002),
(CU5)-[:REVIEWED {stars:4, date:'2023-05-13', verified:true}]->(P_PH_002),
(CU6)-[:REVIEWED {stars:5, date:'2025-03-18', verified:true}]->(P_CA_003),
(CU7)-[:REVIEWED {stars:4, date:'2025-11-01', verified:true}]->(P_ACC_001),
(CU7)-[:REVIEWED {stars:4, date:'2025-07-06', verified:true}]->(P_CT_002),
(CU7)-[:REVIEWED {stars:5, date:'2024-05-21', verified:true}]->(P_KI_002),
(CU8)-[:REVIEWED {stars:4, date:'2024-10-12', verified:true}]->(P_AU_002),
(CU8)-[:REVIEWED {stars:4, date:'2023-10-02', verified:true}]->(P_BK_002),
(CU8)-[:REVIEWED {stars:3, date:'2024-04-20', verified:true}]->(P_CA_001),
(CU9)-[:REVIEWED {stars:5, date:'2023-07-14', verified:true}]->(P_CT_002),
(CU9)-[:REVIEWED {stars:4, date:'2023-07-20', verified:true}]->(P_CW_002),
(CU10)-[:REVIEWED {stars:4, date:'2025-03-21', verified:true}]->(P_BK_002),
(CU11)-[:REVIEWED {stars:5, date:'2024-01-03', verified:false}]->(P_PH_002),
(CU13)-[:REVIEWED {stars:3, date:'2023-01-10', verified:true}]->(P_CW_001),
(CU13)-[:REVIEWED {stars:5, date:'2024-07-20', verified:true}]->(P_LAP_002),
(CU14)-[:REVIEWED {stars:4, date:'2024-01-22', verified:true}]->(P_BK_003),
(CU14)-[:REVIEWED {stars:5, date:'2025-09-12', verified:true}]->(P_HP_002),
(CU15)-[:REVIEWED {stars:5, date:'2023-12-09', verified:true}]->(P_BK_001),
(CU15)-[:REVIEWED {stars:2, date:'2023-04-25', verified:true}]->(P_CA_001),
(CU15)-[:REVIEWED {stars:5, date:'2023-01-08', verified:true}]->(P_CW_002),
(CU16)-[:REVIEWED {stars:3, date:'2024-10-09', verified:true}]->(P_FI_001),
(CU17)-[:REVIEWED {stars:4, date:'2025-12-25', verified:true}]->(P_CW_003),
(CU17)-[:REVIEWED {stars:4, date:'2023-05-09', verified:true}]->(P_HP_002),
(CU18)-[:REVIEWED {stars:2, date:'2025-07-06', verified:true}]->(P_BK_004),
(CU18)-[:REVIEWED {stars:4, date:'2025-12-25', verified:true}]->(P_CA_002),
(CU18)-[:REVIEWED {stars:5, date:'2024-05-19', verified:false}]->(P_AU_001),
(CU19)-[:REVIEWED {stars:4, date:'2023-03-22', verified:true}]->(P_CT_003),
(CU19)-[:REVIEWED {stars:4, date:'2025-08-02', verified:true}]->(P_PH_003),
(CU20)-[:REVIEWED {stars:4, date:'2024-06-18', verified:true}]->(P_HP_001),
(CU21)-[:REVIEWED {stars:1, date:'2024-04-19', verified:false}]->(P_CT_002),
(CU22)-[:REVIEWED {stars:3, date:'2024-09-14', verified:true}]->(P_ACC_001),
(CU23)-[:REVIEWED {stars:5, date:'2025-11-11', verified:true}]->(P_CA_003),
(CU24)-[:REVIEWED {stars:4, date:'2024-08-24', verified:true}]->(P_BK_002),
(CU24)-[:REVIEWED {stars:5, date:'2025-10-05', verified:true}]->(P_CT_003),
(CU24)-[:REVIEWED {stars:1, date:'2023-10-20', verified:true}]->(P_LAP_003),
(CU25)-[:REVIEWED {stars:2, date:'2025-03-08', verified:true}]->(P_CA_004),
(CU26)-[:REVIEWED {stars:5, date:'2025-06-11', verified:true}]->(P_LAP_003),
(CU27)-[:REVIEWED {stars:4, date:'2025-06-28', verified:true}]->(P_CT_002),
(CU27)-[:REVIEWED {stars:1, date:'2024-09-24', verified:true}]->(P_PH_002),
(CU29)-[:REVIEWED {stars:5, date:'2025-01-08', verified:true}]->(P_BK_002),
(CU29)-[:REVIEWED {stars:4, date:'2023-05-27', verified:true}]->(P_CA_001),
(CU30)-[:REVIEWED {stars:5, date:'2025-01-12', verified:true}]->(P_BK_003),
(CU30)-[:REVIEWED {stars:5, date:'2024-01-28', verified:true}]->(P_CT_001),
(CU30)-[:REVIEWED {stars:2, date:'2024-06-05', verified:true}]->(P_HP_002),
(CU30)-[:REVIEWED {stars:5, date:'2024-09-24', verified:false}]->(P_CW_002),
(CU32)-[:REVIEWED {stars:3, date:'2023-05-11', verified:true}]->(P_BK_001),
(CU32)-[:REVIEWED {stars:2, date:'2023-03-09', verified:true}]->(P_BK_003),
(CU33)-[:REVIEWED {stars:4, date:'2024-10-15', verified:true}]->(P_FI_002),
(CU33)-[:REVIEWED {stars:5, date:'2023-11-02', verified:true}]->(P_FI_003),
(CU34)-[:REVIEWED {stars:3, date:'2023-11-27', verified:true}]->(P_FI_001),
(CU35)-[:REVIEWED {stars:5, date:'2024-02-11', verified:true}]->(P_CA_003),
(CU35)-[:REVIEWED {stars:3, date:'2024-01-16', verified:true}]->(P_HP_001),
(CU35)-[:REVIEWED {stars:4, date:'2025-11-22', verified:true}]->(P_HP_002),
(CU36)-[:REVIEWED {stars:4, date:'2024-01-07', verified:true}]->(P_SO_001),
(CU37)-[:REVIEWED {stars:5, date:'2025-12-26', verified:true}]->(P_AU_002),
(CU37)-[:REVIEWED {stars:5, date:'2025-03-14', verified:true}]->(P_CA_004),
(CU37)-[:REVIEWED {stars:4, date:'2024-11-02', verified:true}]->(P_HP_003),
(CU38)-[:REVIEWED {stars:5, date:'2023-11-08', verified:true}]->(P_BK_004),
(CU40)-[:REVIEWED {stars:1, date:'2023-03-16', verified:true}]->(P_AU_001),
(CU40)-[:REVIEWED {stars:4, date:'2025-02-28', verified:true}]->(P_BK_004),
(CU40)-[:REVIEWED {stars:3, date:'2025-09-11', verified:true}]->(P_FI_002),
(CU41)-[:REVIEWED {stars:5, date:'2024-07-07', verified:true}]->(P_CA_001),
(CU41)-[:REVIEWED {stars:4, date:'2025-08-22', verified:true}]->(P_LAP_001),
(CU41)-[:REVIEWED {stars:4, date:'2023-04-09', verified:true}]->(P_SO_001),
(CU42)-[:REVIEWED {stars:1, date:'2025-12-13', verified:true}]->(P_LAP_002),
(CU42)-[:REVIEWED {stars:4, date:'2023-02-19', verified:true}]->(P_SO_001),
(CU43)-[:REVIEWED {stars:4, date:'2025-06-27', verified:true}]->(P_CT_003),
(CU43)-[:REVIEWED {stars:1, date:'2023-08-02', verified:true}]->(P_PH_001),
(CU43)-[:REVIEWED {stars:5, date:'2024-10-20', verified:false}]->(P_CW_002),
(CU44)-[:REVIEWED {stars:4, date:'2023-12-23', verified:true}]->(P_CT_001),
(CU44)-[:REVIEWED {stars:5, date:'2024-02-24', verified:true}]->(P_KB_001),
(CU44)-[:REVIEWED {stars:5, date:'2023-11-20', verified:true}]->(P_LAP_002),
(CU45)-[:REVIEWED {stars:4, date:'2023-01-28', verified:true}]->(P_ACC_002),
(CU45)-[:REVIEWED {stars:4, date:'2025-09-08', verified:true}]->(P_HP_001),
(CU46)-[:REVIEWED {stars:5, date:'2025-02-02', verified:true}]->(P_CW_002),
(CU46)-[:REVIEWED {stars:5, date:'2025-06-04', verified:true}]->(P_KI_001),
(CU46)-[:REVIEWED {stars:2, date:'2025-10-13', verified:true}]->(P_SO_001),
(CU48)-[:REVIEWED {stars:5, date:'2024-12-21', verified:true}]->(P_ACC_001),
(CU48)-[:REVIEWED {stars:4, date:'2023-01-01', verified:true}]->(P_CT_002),
(CU48)-[:REVIEWED {stars:3, date:'2025-07-19', verified:true}]->(P_FI_003),
(CU48)-[:REVIEWED {stars:5, date:'2025-07-09', verified:true}]->(P_PH_003),
(CU49)-[:REVIEWED {stars:5, date:'2023-08-25', verified:true}]->(P_KI_001),
(CU49)-[:REVIEWED {stars:5, date:'2023-08-18', verified:true}]->(P_SO_001),
(CU37)-[:REFERRED]->(CU28),
(CU4)-[:REFERRED]->(CU39),
(CU4)-[:REFERRED]->(CU20),
(CU22)-[:REFERRED]->(CU26),
(CU37)-[:REFERRED]->(CU16),
(CU34)-[:REFERRED]->(CU4),
(CU39)-[:REFERRED]->(CU1),
(CU29)-[:REFERRED]->(CU39),
(CU16)-[:REFERRED]->(CU10),
(CU37)-[:REFERRED]->(CU39),
(CU8)-[:REFERRED]->(CU17),
(CU8)-[:REFERRED]->(CU13),
(CU26)-[:REFERRED]->(CU13),
(CU16)-[:REFERRED]->(CU12);
