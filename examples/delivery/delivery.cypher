// The delivery example: a food-delivery platform's graph, written for gql by
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

CREATE CONSTRAINT IF NOT EXISTS FOR (x:Restaurant) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Cuisine) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Dish) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Ingredient) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Customer) REQUIRE (x.username) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Order) REQUIRE (x.code) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Courier) REQUIRE (x.name) IS UNIQUE;

CREATE (CU_EUR:Cuisine {name:'European'})
CREATE (CU_ITA:Cuisine {name:'Italian'})
CREATE (CU_NEA:Cuisine {name:'Neapolitan'})
CREATE (CU_ROM:Cuisine {name:'Roman'})
CREATE (CU_FRA:Cuisine {name:'French'})
CREATE (CU_ASI:Cuisine {name:'Asian'})
CREATE (CU_JAP:Cuisine {name:'Japanese'})
CREATE (CU_SUS:Cuisine {name:'Sushi'})
CREATE (CU_RAM:Cuisine {name:'Ramen'})
CREATE (CU_IND:Cuisine {name:'Indian'})
CREATE (CU_THA:Cuisine {name:'Thai'})
CREATE (CU_AME:Cuisine {name:'American'})
CREATE (CU_BUR:Cuisine {name:'Burgers'})
CREATE (CU_MEX:Cuisine {name:'Mexican'})
CREATE (CU_ETH:Cuisine {name:'Ethiopian'})
CREATE (R01:Restaurant {name:'Luigi\'s Trattoria', city:'Berlin', rating:4.6, price_band:'€€', opened:'2019-05-14', vegan_friendly:false})
CREATE (R02:Restaurant {name:'Pizzeria Vesuvio', city:'Berlin', rating:4.8, price_band:'€', opened:'2021-03-01', vegan_friendly:true})
CREATE (R03:Restaurant {name:'Da Michele Express', city:'Munich', rating:4.2, price_band:'€', opened:'2023-03-01', vegan_friendly:false})
CREATE (R04:Restaurant {name:'Sakura Sushi Bar', city:'Berlin', rating:4.8, price_band:'€€€', opened:'2018-11-20', vegan_friendly:false})
CREATE (R05:Restaurant {name:'Ramen Ichiban', city:'Hamburg', rating:4.4, price_band:'€€', opened:'2022-07-09', vegan_friendly:true})
CREATE (R06:Restaurant {name:'Bombay Spice', city:'Munich', rating:4.1, price_band:'€€', opened:'2020-01-15', vegan_friendly:true})
CREATE (R07:Restaurant {name:'Bangkok Street Kitchen', city:'Hamburg', rating:3.9, price_band:'€', opened:'2023-12-31', vegan_friendly:true})
CREATE (R08:Restaurant {name:'Le Petit Bistro', city:'Munich', rating:4.5, price_band:'€€€', opened:'2017-09-02', vegan_friendly:false})
CREATE (R09:Restaurant {name:'Smash Burger Co', city:'Berlin', rating:3.7, price_band:'€', opened:'2024-01-01', vegan_friendly:false})
CREATE (R10:Restaurant {name:'Taqueria El Sol', city:'Hamburg', rating:4.0, price_band:'€', opened:'2022-02-18', vegan_friendly:true})
CREATE (R11:Restaurant {name:'Green Bowl', city:'Berlin', rating:4.3, price_band:'€€', opened:'2024-06-10', vegan_friendly:true})
CREATE (R12:Restaurant {name:'Curry Palace', city:'Hamburg', rating:3.5, price_band:'€', opened:'2021-08-30', vegan_friendly:false})
CREATE (R13:Restaurant {name:'Burger Barn', city:'Munich', rating:4.1, price_band:'€€', opened:'2020-10-05', vegan_friendly:false})
CREATE (R14:Restaurant {name:'Nonna Rosa', city:'Cologne', rating:4.7, price_band:'€€', opened:'2024-11-01', vegan_friendly:false})
CREATE (I_FLOUR:Ingredient {name:'wheat flour', allergen:'gluten'})
CREATE (I_MOZZ:Ingredient {name:'mozzarella', allergen:'dairy'})
CREATE (I_TOM:Ingredient {name:'tomato'})
CREATE (I_BASIL:Ingredient {name:'basil'})
CREATE (I_EGG:Ingredient {name:'egg', allergen:'egg'})
CREATE (I_PEC:Ingredient {name:'pecorino', allergen:'dairy'})
CREATE (I_GUAN:Ingredient {name:'guanciale'})
CREATE (I_RICE:Ingredient {name:'sushi rice'})
CREATE (I_SALM:Ingredient {name:'salmon', allergen:'fish'})
CREATE (I_TUNA:Ingredient {name:'tuna', allergen:'fish'})
CREATE (I_SOY:Ingredient {name:'soy sauce', allergen:'soy'})
CREATE (I_NOOD:Ingredient {name:'wheat noodles', allergen:'gluten'})
CREATE (I_PEAN:Ingredient {name:'peanuts', allergen:'peanut'})
CREATE (I_CHIL:Ingredient {name:'chili'})
CREATE (I_CHICK:Ingredient {name:'chicken'})
CREATE (I_BEEF:Ingredient {name:'beef patty'})
CREATE (I_CREAM:Ingredient {name:'cream', allergen:'dairy'})
CREATE (I_TOFU:Ingredient {name:'tofu', allergen:'soy'})
CREATE (I_AVO:Ingredient {name:'avocado'})
CREATE (I_COR:Ingredient {name:'coriander'})
CREATE (D01:Dish {name:'Spaghetti Carbonara', price_eur:13.5, kcal:820, spicy_level:0, vegetarian:false})
CREATE (D02:Dish {name:'Cacio e Pepe', price_eur:12.0, kcal:690, spicy_level:0, vegetarian:true})
CREATE (D03:Dish {name:'Tiramisu', price_eur:6.5, kcal:450, spicy_level:0, vegetarian:true})
CREATE (D04:Dish {name:'Pizza Margherita', price_eur:9.0, kcal:780, spicy_level:0, vegetarian:true})
CREATE (D05:Dish {name:'Pizza Diavola', price_eur:10.0, kcal:890, spicy_level:2, vegetarian:false})
CREATE (D06:Dish {name:'Pizza Marinara', price_eur:7.5, kcal:600, spicy_level:0, vegetarian:true})
CREATE (D07:Dish {name:'Calzone', price_eur:11.0, kcal:950, spicy_level:0, vegetarian:false})
CREATE (D08:Dish {name:'Pizza Margherita Slice', price_eur:4.0, kcal:310, spicy_level:0, vegetarian:true})
CREATE (D09:Dish {name:'Salmon Nigiri Set', price_eur:16.0, kcal:520, spicy_level:0, vegetarian:false})
CREATE (D10:Dish {name:'Spicy Tuna Roll', price_eur:14.0, kcal:480, spicy_level:2, vegetarian:false})
CREATE (D11:Dish {name:'Avocado Maki', price_eur:8.0, kcal:350, spicy_level:0, vegetarian:true})
CREATE (D12:Dish {name:'Omakase Platter', price_eur:42.0, kcal:900, spicy_level:1, vegetarian:false})
CREATE (D13:Dish {name:'Tonkotsu Ramen', price_eur:14.5, kcal:980, spicy_level:1, vegetarian:false})
CREATE (D14:Dish {name:'Veggie Miso Ramen', price_eur:13.0, kcal:720, spicy_level:1, vegetarian:true})
CREATE (D15:Dish {name:'Tantanmen', price_eur:15.0, kcal:1050, spicy_level:3, vegetarian:false})
CREATE (D16:Dish {name:'Chicken Tikka Masala', price_eur:14.0, kcal:870, spicy_level:2, vegetarian:false})
CREATE (D17:Dish {name:'Palak Paneer', price_eur:12.5, kcal:640, spicy_level:1, vegetarian:true})
CREATE (D18:Dish {name:'Chicken Vindaloo', price_eur:13.5, kcal:760, spicy_level:3, vegetarian:false})
CREATE (D19:Dish {name:'Garlic Naan', price_eur:3.5, kcal:290, spicy_level:0, vegetarian:true})
CREATE (D20:Dish {name:'Pad Thai', price_eur:11.5, kcal:740, spicy_level:1, vegetarian:false})
CREATE (D21:Dish {name:'Green Curry', price_eur:12.0, kcal:680, spicy_level:3, vegetarian:false})
CREATE (D22:Dish {name:'Tom Yum Soup', price_eur:9.5, kcal:320, spicy_level:2, vegetarian:false})
CREATE (D23:Dish {name:'Boeuf Bourguignon', price_eur:24.0, kcal:910, spicy_level:0, vegetarian:false})
CREATE (D24:Dish {name:'Crème Brûlée', price_eur:8.5, kcal:430, spicy_level:0, vegetarian:true})
CREATE (D25:Dish {name:'French Onion Soup', price_eur:10.0, kcal:410, spicy_level:0, vegetarian:true})
CREATE (D26:Dish {name:'Double Smash Burger', price_eur:12.5, kcal:1120, spicy_level:0, vegetarian:false})
CREATE (D27:Dish {name:'Jalapeño Burger', price_eur:13.0, kcal:1010, spicy_level:2, vegetarian:false})
CREATE (D28:Dish {name:'Fries', price_eur:4.0, kcal:380, spicy_level:0, vegetarian:true})
CREATE (D29:Dish {name:'Tacos al Pastor', price_eur:10.5, kcal:620, spicy_level:1, vegetarian:false})
CREATE (D30:Dish {name:'Veggie Burrito', price_eur:9.5, kcal:700, spicy_level:1, vegetarian:true})
CREATE (D31:Dish {name:'Guacamole & Chips', price_eur:6.0, kcal:520, spicy_level:0, vegetarian:true})
CREATE (D32:Dish {name:'Buddha Bowl', price_eur:11.0, kcal:560, spicy_level:0, vegetarian:true})
CREATE (D33:Dish {name:'Poke Bowl', price_eur:13.5, kcal:610, spicy_level:1, vegetarian:false})
CREATE (D34:Dish {name:'Lamb Rogan Josh', price_eur:15.5, kcal:830, spicy_level:2, vegetarian:false})
CREATE (D35:Dish {name:'Chana Masala', price_eur:9.0, kcal:540, spicy_level:1, vegetarian:true})
CREATE (D36:Dish {name:'Classic Cheeseburger', price_eur:11.0, kcal:950, spicy_level:0, vegetarian:false})
CREATE (D37:Dish {name:'Sweet Potato Fries', price_eur:4.5, kcal:410, spicy_level:0, vegetarian:true})
CREATE (D38:Dish {name:'Lasagne della Nonna', price_eur:14.0, kcal:880, spicy_level:0, vegetarian:false})
CREATE (D39:Dish {name:'Risotto ai Funghi', price_eur:16.0, kcal:690, spicy_level:0, vegetarian:true})
CREATE (C01:Customer {username:'anna_k', city:'Berlin', signup:'2022-01-01', plan:'free', birth_year:1960})
CREATE (C02:Customer {username:'ben.schulz', city:'Munich', signup:'2023-06-12', plan:'plus', birth_year:1967})
CREATE (C03:Customer {username:'carla88', city:'Hamburg', signup:'2024-11-23', plan:'free', birth_year:1974})
CREATE (C04:Customer {username:'dario_r', city:'Cologne', signup:'2023-03-01', plan:'free', birth_year:1981})
CREATE (C05:Customer {username:'elif.y', city:'Berlin', signup:'2023-09-17', plan:'plus', birth_year:1988})
CREATE (C06:Customer {username:'felix_m', city:'Munich', signup:'2024-02-28', plan:'free', birth_year:1995})
CREATE (C07:Customer {username:'greta.w', city:'Hamburg', signup:'2022-07-11', plan:'free', birth_year:2002})
CREATE (C08:Customer {username:'hassan_a', city:'Berlin', signup:'2023-12-22', plan:'plus', birth_year:1964})
CREATE (C09:Customer {username:'ines.p', city:'Berlin', signup:'2023-12-31', plan:'free', birth_year:1971})
CREATE (C10:Customer {username:'jonas_b', city:'Munich', signup:'2022-10-16', plan:'free', birth_year:1978})
CREATE (C11:Customer {username:'kemal_t', city:'Hamburg', signup:'2023-03-27', plan:'plus', birth_year:1985})
CREATE (C12:Customer {username:'lena.h', city:'Cologne', signup:'2024-08-10', plan:'free', birth_year:1992})
CREATE (C13:Customer {username:'mia_s', city:'Berlin', signup:'2024-01-01', plan:'free', birth_year:1999})
CREATE (C14:Customer {username:'nico.f', city:'Munich', signup:'2023-06-04', plan:'plus', birth_year:1961})
CREATE (C15:Customer {username:'olga_v', city:'Berlin', signup:'2024-11-15', plan:'free', birth_year:1968})
CREATE (C16:Customer {username:'paul.d', city:'Cologne', signup:'2022-04-26', plan:'free', birth_year:1975})
CREATE (C17:Customer {username:'quinn_l', city:'Berlin', signup:'2023-09-09', plan:'plus', birth_year:1982})
CREATE (C18:Customer {username:'rosa_m', city:'Munich', signup:'2024-02-20', plan:'free', birth_year:1989})
CREATE (C19:Customer {username:'sami.k', city:'Hamburg', signup:'2022-07-03', plan:'free', birth_year:1996})
CREATE (C20:Customer {username:'tina_b', city:'Cologne', signup:'2023-12-14', plan:'plus', birth_year:2003})
CREATE (C21:Customer {username:'udo.w', city:'Berlin', signup:'2024-05-25', plan:'free', birth_year:1965})
CREATE (C22:Customer {username:'vera_n', city:'Berlin', signup:'2022-10-08', plan:'free', birth_year:1972})
CREATE (C23:Customer {username:'wim_j', city:'Hamburg', signup:'2023-03-19', plan:'plus', birth_year:1979})
CREATE (C24:Customer {username:'xenia.p', city:'Cologne', signup:'2024-08-02', plan:'free', birth_year:1986})
CREATE (C25:Customer {username:'yusuf_o', city:'Berlin', signup:'2022-01-13', plan:'free', birth_year:1993})
CREATE (C26:Customer {username:'zoe.l', city:'Munich', signup:'2023-06-24', plan:'plus', birth_year:2000})
CREATE (C27:Customer {username:'ali_r', city:'Hamburg', signup:'2024-11-07', plan:'free', birth_year:1962})
CREATE (C28:Customer {username:'bea.c', city:'Cologne', signup:'2022-04-18', plan:'free', birth_year:1969})
CREATE (C29:Customer {username:'chris_v', city:'Berlin', signup:'2023-09-01', plan:'plus', birth_year:1976})
CREATE (C30:Customer {username:'dana.e', city:'Munich', signup:'2024-02-12', plan:'free', birth_year:1983})
CREATE (K1:Courier {name:'Marta Nowak', vehicle:'bike', joined:'2021-04-01', rating:4.9})
CREATE (K2:Courier {name:'Jan Vogel', vehicle:'scooter', joined:'2022-02-15', rating:4.6})
CREATE (K3:Courier {name:'Aylin Demir', vehicle:'bike', joined:'2022-09-10', rating:4.9})
CREATE (K4:Courier {name:'Tom Berger', vehicle:'car', joined:'2023-01-20', rating:4.2})
CREATE (K5:Courier {name:'Sofia Russo', vehicle:'scooter', joined:'2023-06-05', rating:4.7})
CREATE (K6:Courier {name:'Luca Meier', vehicle:'bike', joined:'2024-03-12', rating:4.4})
CREATE (K7:Courier {name:'Nina Koch', vehicle:'car', joined:'2024-08-30', rating:4.0})
CREATE (K8:Courier {name:'Omar Haddad', vehicle:'bike', joined:'2025-01-07', rating:4.5})
CREATE (O88101:Order {code:'ORD-88101', placed:'2023-01-01T11:00', total_eur:19.5, tip_eur:0.0, status:'delivered', minutes_to_deliver:14})
CREATE (O88102:Order {code:'ORD-88102', placed:'2024-06-04T18:13', total_eur:28.5, tip_eur:5.0, status:'delivered', minutes_to_deliver:25})
CREATE (O88103:Order {code:'ORD-88103', placed:'2025-11-07T14:26', total_eur:62.5, tip_eur:3.0, status:'delivered', minutes_to_deliver:36})
CREATE (O88104:Order {code:'ORD-88104', placed:'2023-04-10T21:39', total_eur:22.0, tip_eur:2.5, status:'refunded', minutes_to_deliver:30})
CREATE (O88105:Order {code:'ORD-88105', placed:'2024-09-13T17:52', total_eur:63.5, tip_eur:2.0, status:'delivered', minutes_to_deliver:17})
CREATE (O88106:Order {code:'ORD-88106', placed:'2025-02-16T13:05', total_eur:62.5, tip_eur:1.0, status:'delivered', minutes_to_deliver:28})
CREATE (O88107:Order {code:'ORD-88107', placed:'2023-07-19T20:18', total_eur:10.5, tip_eur:0.0, status:'cancelled'})
CREATE (O88108:Order {code:'ORD-88108', placed:'2024-12-22T16:31', total_eur:38.0, tip_eur:5.0, status:'delivered', minutes_to_deliver:50})
CREATE (O88109:Order {code:'ORD-88109', placed:'2025-05-25T12:44', total_eur:98.0, tip_eur:3.0, status:'delivered', minutes_to_deliver:20})
CREATE (O88110:Order {code:'ORD-88110', placed:'2023-10-28T19:57', total_eur:13.0, tip_eur:2.5, status:'delivered', minutes_to_deliver:31})
CREATE (O88111:Order {code:'ORD-88111', placed:'2024-03-03T15:10', total_eur:30.5, tip_eur:2.0, status:'delivered', minutes_to_deliver:42})
CREATE (O88112:Order {code:'ORD-88112', placed:'2025-08-06T11:23', total_eur:79.0, tip_eur:1.0, status:'delivered', minutes_to_deliver:53})
CREATE (O88113:Order {code:'ORD-88113', placed:'2023-01-09T18:36', total_eur:15.5, tip_eur:0.0, status:'delivered', minutes_to_deliver:23})
CREATE (O88114:Order {code:'ORD-88114', placed:'2024-06-12T14:49', total_eur:44.0, tip_eur:5.0, status:'refunded', minutes_to_deliver:34})
CREATE (O88115:Order {code:'ORD-88115', placed:'2025-11-15T21:02', total_eur:59.5, tip_eur:3.0, status:'delivered', minutes_to_deliver:45})
CREATE (O88116:Order {code:'ORD-88116', placed:'2023-04-18T17:15', total_eur:12.0, tip_eur:2.5, status:'delivered', minutes_to_deliver:15})
CREATE (O88117:Order {code:'ORD-88117', placed:'2024-09-21T13:28', total_eur:23.5, tip_eur:2.0, status:'cancelled'})
CREATE (O88118:Order {code:'ORD-88118', placed:'2025-02-24T20:41', total_eur:73.5, tip_eur:1.0, status:'delivered', minutes_to_deliver:37})
CREATE (O88119:Order {code:'ORD-88119', placed:'2023-07-27T16:54', total_eur:48.0, tip_eur:0.0, status:'delivered', minutes_to_deliver:48})
CREATE (O88120:Order {code:'ORD-88120', placed:'2024-12-02T12:07', total_eur:63.5, tip_eur:5.0, status:'delivered', minutes_to_deliver:18})
CREATE (O88121:Order {code:'ORD-88121', placed:'2025-05-05T19:20', total_eur:34.0, tip_eur:3.0, status:'delivered', minutes_to_deliver:29})
CREATE (O88122:Order {code:'ORD-88122', placed:'2023-10-08T15:33', total_eur:36.0, tip_eur:2.5, status:'delivered', minutes_to_deliver:40})
CREATE (O88123:Order {code:'ORD-88123', placed:'2024-03-11T11:46', total_eur:49.0, tip_eur:2.0, status:'delivered', minutes_to_deliver:51})
CREATE (O88124:Order {code:'ORD-88124', placed:'2025-08-14T18:59', total_eur:98.0, tip_eur:1.0, status:'refunded', minutes_to_deliver:21})
CREATE (O88125:Order {code:'ORD-88125', placed:'2023-01-17T14:12', total_eur:10.5, tip_eur:0.0, status:'delivered', minutes_to_deliver:32})
CREATE (O88126:Order {code:'ORD-88126', placed:'2024-06-20T21:25', total_eur:57.0, tip_eur:5.0, status:'delivered', minutes_to_deliver:43})
CREATE (O88127:Order {code:'ORD-88127', placed:'2025-11-23T17:38', total_eur:75.5, tip_eur:3.0, status:'cancelled'})
CREATE (O88128:Order {code:'ORD-88128', placed:'2023-04-26T13:51', total_eur:15.5, tip_eur:2.5, status:'delivered', minutes_to_deliver:24})
CREATE (O88129:Order {code:'ORD-88129', placed:'2024-09-01T20:04', total_eur:27.5, tip_eur:2.0, status:'delivered', minutes_to_deliver:35})
CREATE (O88130:Order {code:'ORD-88130', placed:'2025-02-04T16:17', total_eur:62.5, tip_eur:1.0, status:'delivered', minutes_to_deliver:46})
CREATE (O88131:Order {code:'ORD-88131', placed:'2023-07-07T12:30', total_eur:20.0, tip_eur:0.0, status:'delivered', minutes_to_deliver:16})
CREATE (O88132:Order {code:'ORD-88132', placed:'2024-12-10T19:43', total_eur:30.5, tip_eur:5.0, status:'delivered', minutes_to_deliver:27})
CREATE (O88133:Order {code:'ORD-88133', placed:'2025-05-13T15:56', total_eur:22.0, tip_eur:3.0, status:'delivered', minutes_to_deliver:38})
CREATE (O88134:Order {code:'ORD-88134', placed:'2023-10-16T11:09', total_eur:43.5, tip_eur:2.5, status:'refunded', minutes_to_deliver:49})
CREATE (O88135:Order {code:'ORD-88135', placed:'2024-03-19T18:22', total_eur:30.5, tip_eur:2.0, status:'delivered', minutes_to_deliver:19})
CREATE (O88136:Order {code:'ORD-88136', placed:'2025-08-22T14:35', total_eur:34.0, tip_eur:1.0, status:'delivered', minutes_to_deliver:30})
CREATE (O88137:Order {code:'ORD-88137', placed:'2023-01-25T21:48', total_eur:30.0, tip_eur:0.0, status:'cancelled'})
CREATE (O88138:Order {code:'ORD-88138', placed:'2024-06-28T17:01', total_eur:11.0, tip_eur:5.0, status:'delivered', minutes_to_deliver:52})
CREATE (O88139:Order {code:'ORD-88139', placed:'2025-11-03T13:14', total_eur:100.0, tip_eur:3.0, status:'delivered', minutes_to_deliver:22})
CREATE (O88140:Order {code:'ORD-88140', placed:'2023-04-06T20:27', total_eur:10.5, tip_eur:2.5, status:'delivered', minutes_to_deliver:33})
CREATE (O88141:Order {code:'ORD-88141', placed:'2024-09-09T16:40', total_eur:45.0, tip_eur:2.0, status:'delivered', minutes_to_deliver:44})
CREATE (O88142:Order {code:'ORD-88142', placed:'2025-02-12T12:53', total_eur:45.5, tip_eur:1.0, status:'delivered', minutes_to_deliver:14})
CREATE (O88143:Order {code:'ORD-88143', placed:'2023-07-15T19:06', total_eur:33.0, tip_eur:0.0, status:'delivered', minutes_to_deliver:25})
CREATE (O88144:Order {code:'ORD-88144', placed:'2024-12-18T15:19', total_eur:44.5, tip_eur:5.0, status:'refunded', minutes_to_deliver:36})
CREATE (O88145:Order {code:'ORD-88145', placed:'2025-05-21T11:32', total_eur:62.5, tip_eur:3.0, status:'delivered', minutes_to_deliver:47})
CREATE (O88146:Order {code:'ORD-88146', placed:'2023-10-24T18:45', total_eur:8.0, tip_eur:2.5, status:'delivered', minutes_to_deliver:17})
CREATE (O88147:Order {code:'ORD-88147', placed:'2024-03-27T14:58', total_eur:27.0, tip_eur:2.0, status:'cancelled'})
CREATE (O88148:Order {code:'ORD-88148', placed:'2025-08-02T21:11', total_eur:22.0, tip_eur:1.0, status:'delivered', minutes_to_deliver:39})
CREATE (O88149:Order {code:'ORD-88149', placed:'2023-01-05T17:24', total_eur:27.0, tip_eur:0.0, status:'delivered', minutes_to_deliver:50})
CREATE (O88150:Order {code:'ORD-88150', placed:'2024-06-08T13:37', total_eur:38.0, tip_eur:5.0, status:'delivered', minutes_to_deliver:20})
CREATE (O88151:Order {code:'ORD-88151', placed:'2025-11-11T20:50', total_eur:15.0, tip_eur:3.0, status:'delivered', minutes_to_deliver:31})
CREATE (O88152:Order {code:'ORD-88152', placed:'2023-04-14T16:03', total_eur:30.0, tip_eur:2.5, status:'delivered', minutes_to_deliver:42})
CREATE (O88153:Order {code:'ORD-88153', placed:'2024-09-17T12:16', total_eur:47.0, tip_eur:2.0, status:'delivered', minutes_to_deliver:53})
CREATE (O88154:Order {code:'ORD-88154', placed:'2025-02-20T19:29', total_eur:58.0, tip_eur:1.0, status:'refunded', minutes_to_deliver:23})
CREATE (O88155:Order {code:'ORD-88155', placed:'2023-07-23T15:42', total_eur:33.0, tip_eur:0.0, status:'delivered', minutes_to_deliver:34})
CREATE (O88156:Order {code:'ORD-88156', placed:'2024-12-26T11:55', total_eur:45.0, tip_eur:5.0, status:'delivered', minutes_to_deliver:45})
CREATE (O88157:Order {code:'ORD-88157', placed:'2025-05-01T18:08', total_eur:59.5, tip_eur:3.0, status:'cancelled'})
CREATE (O88158:Order {code:'ORD-88158', placed:'2023-10-04T14:21', total_eur:12.0, tip_eur:2.5, status:'delivered', minutes_to_deliver:26})
CREATE (O88159:Order {code:'ORD-88159', placed:'2024-03-07T21:34', total_eur:17.5, tip_eur:2.0, status:'delivered', minutes_to_deliver:37})
CREATE (O88160:Order {code:'ORD-88160', placed:'2025-08-10T17:47', total_eur:62.5, tip_eur:1.0, status:'delivered', minutes_to_deliver:48})
CREATE (O88161:Order {code:'ORD-88161', placed:'2023-01-13T13:00', total_eur:14.0, tip_eur:0.0, status:'delivered', minutes_to_deliver:18})
CREATE (O88162:Order {code:'ORD-88162', placed:'2024-06-16T20:13', total_eur:41.5, tip_eur:5.0, status:'delivered', minutes_to_deliver:29})
CREATE (O88163:Order {code:'ORD-88163', placed:'2025-11-19T16:26', total_eur:62.5, tip_eur:3.0, status:'delivered', minutes_to_deliver:40})
CREATE (O88164:Order {code:'ORD-88164', placed:'2023-04-22T12:39', total_eur:10.5, tip_eur:2.5, status:'refunded', minutes_to_deliver:51})
CREATE (O88165:Order {code:'ORD-88165', placed:'2024-09-25T19:52', total_eur:49.0, tip_eur:2.0, status:'delivered', minutes_to_deliver:21})
CREATE (O88166:Order {code:'ORD-88166', placed:'2025-02-28T15:05', total_eur:98.0, tip_eur:1.0, status:'delivered', minutes_to_deliver:32})
CREATE (O88167:Order {code:'ORD-88167', placed:'2023-07-03T11:18', total_eur:25.0, tip_eur:0.0, status:'cancelled'})
CREATE (O88168:Order {code:'ORD-88168', placed:'2024-12-06T18:31', total_eur:30.5, tip_eur:5.0, status:'delivered', minutes_to_deliver:54})
CREATE (O88169:Order {code:'ORD-88169', placed:'2025-05-09T14:44', total_eur:75.5, tip_eur:3.0, status:'delivered', minutes_to_deliver:24})
CREATE (O88170:Order {code:'ORD-88170', placed:'2023-10-12T21:57', total_eur:9.0, tip_eur:2.5, status:'delivered', minutes_to_deliver:35})
CREATE (V01:Review {stars:5, date:'2023-01-01', text:'Great food, arrived hot.'})
CREATE (V02:Review {stars:5, date:'2024-05-10', text:'Portions too small for the price.'})
CREATE (V03:Review {stars:2, date:'2025-09-19', text:'Best pizza in town!'})
CREATE (V04:Review {stars:4, date:'2023-01-28', text:'Delivery took forever and it was cold.'})
CREATE (V05:Review {stars:4, date:'2024-05-09', text:'Solid, would order again.'})
CREATE (V06:Review {stars:4, date:'2025-09-18', text:'Too salty for me.'})
CREATE (V07:Review {stars:3, date:'2023-01-27', text:'Amazing flavours, a bit spicy.'})
CREATE (V08:Review {stars:3, date:'2024-05-08', text:'Okay but nothing special.'})
CREATE (V09:Review {stars:1, date:'2025-09-17', text:'Great food, arrived hot.'})
CREATE (V10:Review {stars:5, date:'2023-01-26', text:'Portions too small for the price.'})
CREATE (V11:Review {stars:5, date:'2024-05-07', text:'Best pizza in town!'})
CREATE (V12:Review {stars:5, date:'2025-09-16', text:'Delivery took forever and it was cold.'})
CREATE (V13:Review {stars:2, date:'2023-01-25', text:'Solid, would order again.'})
CREATE (V14:Review {stars:4, date:'2024-05-06', text:'Too salty for me.'})
CREATE (V15:Review {stars:4, date:'2025-09-15', text:'Amazing flavours, a bit spicy.'})
CREATE (V16:Review {stars:4, date:'2023-01-24', text:'Okay but nothing special.'})
CREATE (V17:Review {stars:3, date:'2024-05-05', text:'Great food, arrived hot.'})
CREATE (V18:Review {stars:3, date:'2025-09-14', text:'Portions too small for the price.'})
CREATE (V19:Review {stars:1, date:'2023-01-23', text:'Best pizza in town!'})
CREATE (V20:Review {stars:5, date:'2024-05-04', text:'Delivery took forever and it was cold.'})
CREATE (V21:Review {stars:5, date:'2025-09-13', text:'Solid, would order again.'})
CREATE (V22:Review {stars:5, date:'2023-01-22', text:'Too salty for me.'})
CREATE (V23:Review {stars:2, date:'2024-05-03', text:'Amazing flavours, a bit spicy.'})
CREATE (V24:Review {stars:4, date:'2025-09-12', text:'Okay but nothing special.'})
CREATE (V25:Review {stars:4, date:'2023-01-21', text:'Great food, arrived hot.'})
CREATE (V26:Review {stars:4, date:'2024-05-02', text:'Portions too small for the price.'})
CREATE
(CU_ITA)-[:SUBCUISINE_OF]->(CU_EUR),
(CU_NEA)-[:SUBCUISINE_OF]->(CU_ITA),
(CU_ROM)-[:SUBCUISINE_OF]->(CU_ITA),
(CU_FRA)-[:SUBCUISINE_OF]->(CU_EUR),
(CU_JAP)-[:SUBCUISINE_OF]->(CU_ASI),
(CU_SUS)-[:SUBCUISINE_OF]->(CU_JAP),
(CU_RAM)-[:SUBCUISINE_OF]->(CU_JAP),
(CU_IND)-[:SUBCUISINE_OF]->(CU_ASI),
(CU_THA)-[:SUBCUISINE_OF]->(CU_ASI),
(CU_BUR)-[:SUBCUISINE_OF]->(CU_AME),
(R01)-[:SERVES]->(CU_ROM),
(R02)-[:SERVES]->(CU_NEA),
(R03)-[:SERVES]->(CU_NEA),
(R03)-[:SERVES]->(CU_ITA),
(R04)-[:SERVES]->(CU_SUS),
(R05)-[:SERVES]->(CU_RAM),
(R06)-[:SERVES]->(CU_IND),
(R07)-[:SERVES]->(CU_THA),
(R08)-[:SERVES]->(CU_FRA),
(R09)-[:SERVES]->(CU_BUR),
(R10)-[:SERVES]->(CU_MEX),
(R11)-[:SERVES]->(CU_ASI),
(R11)-[:SERVES]->(CU_EUR),
(R12)-[:SERVES]->(CU_IND),
(R13)-[:SERVES]->(CU_BUR),
(R14)-[:SERVES]->(CU_ITA),
(D01)-[:ON_MENU]->(R01),
(D01)-[:CONTAINS {grams:60}]->(I_EGG),
(D01)-[:CONTAINS {grams:30}]->(I_PEC),
(D01)-[:CONTAINS {grams:50}]->(I_GUAN),
(D01)-[:CONTAINS {grams:120}]->(I_FLOUR),
(D02)-[:ON_MENU]->(R01),
(D02)-[:CONTAINS {grams:40}]->(I_PEC),
(D02)-[:CONTAINS {grams:120}]->(I_FLOUR),
(D03)-[:ON_MENU]->(R01),
(D03)-[:CONTAINS {grams:40}]->(I_EGG),
(D03)-[:CONTAINS {grams:60}]->(I_CREAM),
(D04)-[:ON_MENU]->(R02),
(D04)-[:CONTAINS {grams:200}]->(I_FLOUR),
(D04)-[:CONTAINS {grams:120}]->(I_MOZZ),
(D04)-[:CONTAINS {grams:80}]->(I_TOM),
(D04)-[:CONTAINS {grams:5}]->(I_BASIL),
(D05)-[:ON_MENU]->(R02),
(D05)-[:CONTAINS {grams:200}]->(I_FLOUR),
(D05)-[:CONTAINS {grams:120}]->(I_MOZZ),
(D05)-[:CONTAINS {grams:80}]->(I_TOM),
(D05)-[:CONTAINS {grams:10}]->(I_CHIL),
(D06)-[:ON_MENU]->(R02),
(D06)-[:CONTAINS {grams:200}]->(I_FLOUR),
(D06)-[:CONTAINS {grams:100}]->(I_TOM),
(D06)-[:CONTAINS {grams:5}]->(I_BASIL),
(D07)-[:ON_MENU]->(R03),
(D07)-[:CONTAINS {grams:220}]->(I_FLOUR),
(D07)-[:CONTAINS {grams:100}]->(I_MOZZ),
(D08)-[:ON_MENU]->(R03),
(D08)-[:CONTAINS {grams:80}]->(I_FLOUR),
(D08)-[:CONTAINS {grams:40}]->(I_MOZZ),
(D08)-[:CONTAINS {grams:30}]->(I_TOM),
(D09)-[:ON_MENU]->(R04),
(D09)-[:CONTAINS {grams:150}]->(I_RICE),
(D09)-[:CONTAINS {grams:90}]->(I_SALM),
(D09)-[:CONTAINS {grams:10}]->(I_SOY),
(D10)-[:ON_MENU]->(R04),
(D10)-[:CONTAINS {grams:140}]->(I_RICE),
(D10)-[:CONTAINS {grams:80}]->(I_TUNA),
(D10)-[:CONTAINS {grams:5}]->(I_CHIL),
(D11)-[:ON_MENU]->(R04),
(D11)-[:CONTAINS {grams:120}]->(I_RICE),
(D11)-[:CONTAINS {grams:60}]->(I_AVO),
(D12)-[:ON_MENU]->(R04),
(D12)-[:CONTAINS {grams:250}]->(I_RICE),
(D12)-[:CONTAINS {grams:100}]->(I_SALM),
(D12)-[:CONTAINS {grams:100}]->(I_TUNA),
(D13)-[:ON_MENU]->(R05),
(D13)-[:CONTAINS {grams:180}]->(I_NOOD),
(D13)-[:CONTAINS {grams:50}]->(I_EGG),
(D14)-[:ON_MENU]->(R05),
(D14)-[:CONTAINS {grams:180}]->(I_NOOD),
(D14)-[:CONTAINS {grams:80}]->(I_TOFU),
(D14)-[:CONTAINS {grams:15}]->(I_SOY),
(D15)-[:ON_MENU]->(R05),
(D15)-[:CONTAINS {grams:180}]->(I_NOOD),
(D15)-[:CONTAINS {grams:15}]->(I_CHIL),
(D15)-[:CONTAINS {grams:20}]->(I_PEAN),
(D16)-[:ON_MENU]->(R06),
(D16)-[:CONTAINS {grams:180}]->(I_CHICK),
(D16)-[:CONTAINS {grams:50}]->(I_CREAM),
(D16)-[:CONTAINS {grams:60}]->(I_TOM),
(D17)-[:ON_MENU]->(R06),
(D17)-[:CONTAINS {grams:40}]->(I_CREAM),
(D18)-[:ON_MENU]->(R06),
(D18)-[:CONTAINS {grams:180}]->(I_CHICK),
(D18)-[:CONTAINS {grams:20}]->(I_CHIL),
(D19)-[:ON_MENU]->(R06),
(D19)-[:CONTAINS {grams:100}]->(I_FLOUR),
(D20)-[:ON_MENU]->(R07),
(D20)-[:CONTAINS {grams:160}]->(I_NOOD),
(D20)-[:CONTAINS {grams:25}]->(I_PEAN),
(D20)-[:CONTAINS {grams:40}]->(I_EGG),
(D21)-[:ON_MENU]->(R07),
(D21)-[:CONTAINS {grams:150}]->(I_CHICK),
(D21)-[:CONTAINS {grams:15}]->(I_CHIL),
(D21)-[:CONTAINS {grams:5}]->(I_COR),
(D22)-[:ON_MENU]->(R07),
(D22)-[:CONTAINS {grams:10}]->(I_CHIL),
(D22)-[:CONTAINS {grams:5}]->(I_COR),
(D23)-[:ON_MENU]->(R08),
(D24)-[:ON_MENU]->(R08),
(D24)-[:CONTAINS {grams:100}]->(I_CREAM),
(D24)-[:CONTAINS {grams:50}]->(I_EGG),
(D25)-[:ON_MENU]->(R08),
(D25)-[:CONTAINS {grams:40}]->(I_FLOUR),
(D26)-[:ON_MENU]->(R09),
(D26)-[:CONTAINS {grams:240}]->(I_BEEF),
(D26)-[:CONTAINS {grams:90}]->(I_FLOUR),
(D27)-[:ON_MENU]->(R09),
(D27)-[:CONTAINS {grams:180}]->(I_BEEF),
(D27)-[:CONTAINS {grams:15}]->(I_CHIL),
(D27)-[:CONTAINS {grams:90}]->(I_FLOUR),
(D28)-[:ON_MENU]->(R09),
(D29)-[:ON_MENU]->(R10),
(D29)-[:CONTAINS {grams:5}]->(I_COR),
(D29)-[:CONTAINS {grams:5}]->(I_CHIL),
(D30)-[:ON_MENU]->(R10),
(D30)-[:CONTAINS {grams:60}]->(I_AVO),
(D30)-[:CONTAINS {grams:90}]->(I_FLOUR),
(D31)-[:ON_MENU]->(R10),
(D31)-[:CONTAINS {grams:120}]->(I_AVO),
(D31)-[:CONTAINS {grams:5}]->(I_COR),
(D32)-[:ON_MENU]->(R11),
(D32)-[:CONTAINS {grams:100}]->(I_TOFU),
(D32)-[:CONTAINS {grams:60}]->(I_AVO),
(D32)-[:CONTAINS {grams:120}]->(I_RICE),
(D33)-[:ON_MENU]->(R11),
(D33)-[:CONTAINS {grams:150}]->(I_RICE),
(D33)-[:CONTAINS {grams:90}]->(I_SALM),
(D33)-[:CONTAINS {grams:10}]->(I_SOY),
(D34)-[:ON_MENU]->(R12),
(D35)-[:ON_MENU]->(R12),
(D35)-[:CONTAINS {grams:80}]->(I_TOM),
(D36)-[:ON_MENU]->(R13),
(D36)-[:CONTAINS {grams:180}]->(I_BEEF),
(D36)-[:CONTAINS {grams:90}]->(I_FLOUR),
(D37)-[:ON_MENU]->(R13),
(D38)-[:ON_MENU]->(R14),
(D38)-[:CONTAINS {grams:100}]->(I_FLOUR),
(D38)-[:CONTAINS {grams:80}]->(I_MOZZ),
(D38)-[:CONTAINS {grams:100}]->(I_TOM),
(D39)-[:ON_MENU]->(R14),
(D39)-[:CONTAINS {grams:30}]->(I_CREAM),
(K1)-[:MENTORS]->(K3),
(K3)-[:MENTORS]->(K6),
(K6)-[:MENTORS]->(K8),
(K1)-[:MENTORS]->(K5),
(K2)-[:MENTORS]->(K4),
(C01)-[:PLACED]->(O88101),
(O88101)-[:FROM]->(R01),
(O88101)-[:INCLUDES {quantity:3, unit_price_eur:6.5}]->(D03),
(O88101)-[:DELIVERED_BY]->(K1),
(C08)-[:PLACED]->(O88102),
(O88102)-[:FROM]->(R06),
(O88102)-[:INCLUDES {quantity:1, unit_price_eur:3.5}]->(D19),
(O88102)-[:INCLUDES {quantity:2, unit_price_eur:12.5}]->(D17),
(O88102)-[:DELIVERED_BY]->(K4),
(C15)-[:PLACED]->(O88103),
(O88103)-[:FROM]->(R11),
(O88103)-[:INCLUDES {quantity:2, unit_price_eur:11.0}]->(D32),
(O88103)-[:INCLUDES {quantity:3, unit_price_eur:13.5}]->(D33),
(O88103)-[:DELIVERED_BY]->(K7),
(C22)-[:PLACED]->(O88104),
(O88104)-[:FROM]->(R03),
(O88104)-[:INCLUDES {quantity:2, unit_price_eur:11.0}]->(D07),
(O88104)-[:DELIVERED_BY]->(K3),
(C02)-[:PLACED]->(O88105),
(O88105)-[:FROM]->(R09),
(O88105)-[:INCLUDES {quantity:3, unit_price_eur:12.5}]->(D26),
(O88105)-[:INCLUDES {quantity:2, unit_price_eur:13.0}]->(D27),
(O88105)-[:DELIVERED_BY]->(K6),
(C09)-[:PLACED]->(O88106),
(O88106)-[:FROM]->(R01),
(O88106)-[:INCLUDES {quantity:3, unit_price_eur:12.0}]->(D02),
(O88106)-[:INCLUDES {quantity:2, unit_price_eur:6.5}]->(D03),
(O88106)-[:INCLUDES {quantity:1, unit_price_eur:13.5}]->(D01),
(O88106)-[:DELIVERED_BY]->(K3),
(C16)-[:PLACED]->(O88107),
(O88107)-[:FROM]->(R06),
(O88107)-[:INCLUDES {quantity:3, unit_price_eur:3.5}]->(D19),
(C23)-[:PLACED]->(O88108),
(O88108)-[:FROM]->(R11),
(O88108)-[:INCLUDES {quantity:2, unit_price_eur:13.5}]->(D33),
(O88108)-[:INCLUDES {quantity:1, unit_price_eur:11.0}]->(D32),
(O88108)-[:DELIVERED_BY]->(K2),
(C03)-[:PLACED]->(O88109),
(O88109)-[:FROM]->(R04),
(O88109)-[:INCLUDES {quantity:2, unit_price_eur:16.0}]->(D09),
(O88109)-[:INCLUDES {quantity:3, unit_price_eur:14.0}]->(D10),
(O88109)-[:INCLUDES {quantity:3, unit_price_eur:8.0}]->(D11),
(O88109)-[:DELIVERED_BY]->(K5),
(C11)-[:PLACED]->(O88110),
(O88110)-[:FROM]->(R09),
(O88110)-[:INCLUDES {quantity:1, unit_price_eur:13.0}]->(D27),
(O88110)-[:DELIVERED_BY]->(K1),
(C18)-[:PLACED]->(O88111),
(O88111)-[:FROM]->(R01),
(O88111)-[:INCLUDES {quantity:1, unit_price_eur:6.5}]->(D03),
(O88111)-[:INCLUDES {quantity:2, unit_price_eur:12.0}]->(D02),
(O88111)-[:DELIVERED_BY]->(K5),
(C25)-[:PLACED]->(O88112),
(O88112)-[:FROM]->(R06),
(O88112)-[:INCLUDES {quantity:1, unit_price_eur:13.5}]->(D18),
(O88112)-[:INCLUDES {quantity:3, unit_price_eur:12.5}]->(D17),
(O88112)-[:INCLUDES {quantity:2, unit_price_eur:14.0}]->(D16),
(O88112)-[:DELIVERED_BY]->(K1),
(C05)-[:PLACED]->(O88113),
(O88113)-[:FROM]->(R12),
(O88113)-[:INCLUDES {quantity:1, unit_price_eur:15.5}]->(D34),
(O88113)-[:DELIVERED_BY]->(K4),
(C12)-[:PLACED]->(O88114),
(O88114)-[:FROM]->(R04),
(O88114)-[:INCLUDES {quantity:2, unit_price_eur:14.0}]->(D10),
(O88114)-[:INCLUDES {quantity:2, unit_price_eur:8.0}]->(D11),
(O88114)-[:DELIVERED_BY]->(K7),
(C19)-[:PLACED]->(O88115),
(O88115)-[:FROM]->(R09),
(O88115)-[:INCLUDES {quantity:2, unit_price_eur:4.0}]->(D28),
(O88115)-[:INCLUDES {quantity:3, unit_price_eur:13.0}]->(D27),
(O88115)-[:INCLUDES {quantity:1, unit_price_eur:12.5}]->(D26),
(O88115)-[:DELIVERED_BY]->(K3),
(C26)-[:PLACED]->(O88116),
(O88116)-[:FROM]->(R01),
(O88116)-[:INCLUDES {quantity:1, unit_price_eur:12.0}]->(D02),
(O88116)-[:DELIVERED_BY]->(K7),
(C06)-[:PLACED]->(O88117),
(O88117)-[:FROM]->(R07),
(O88117)-[:INCLUDES {quantity:1, unit_price_eur:12.0}]->(D21),
(O88117)-[:INCLUDES {quantity:1, unit_price_eur:11.5}]->(D20),
(C13)-[:PLACED]->(O88118),
(O88118)-[:FROM]->(R12),
(O88118)-[:INCLUDES {quantity:3, unit_price_eur:15.5}]->(D34),
(O88118)-[:INCLUDES {quantity:3, unit_price_eur:9.0}]->(D35),
(O88118)-[:DELIVERED_BY]->(K6),
(C21)-[:PLACED]->(O88119),
(O88119)-[:FROM]->(R04),
(O88119)-[:INCLUDES {quantity:3, unit_price_eur:16.0}]->(D09),
(O88119)-[:DELIVERED_BY]->(K2),
(C01)-[:PLACED]->(O88120),
(O88120)-[:FROM]->(R09),
(O88120)-[:INCLUDES {quantity:3, unit_price_eur:12.5}]->(D26),
(O88120)-[:INCLUDES {quantity:2, unit_price_eur:13.0}]->(D27),
(O88120)-[:DELIVERED_BY]->(K5),
(C08)-[:PLACED]->(O88121),
(O88121)-[:FROM]->(R02),
(O88121)-[:INCLUDES {quantity:1, unit_price_eur:9.0}]->(D04),
(O88121)-[:INCLUDES {quantity:1, unit_price_eur:10.0}]->(D05),
(O88121)-[:INCLUDES {quantity:2, unit_price_eur:7.5}]->(D06),
(O88121)-[:DELIVERED_BY]->(K2),
(C15)-[:PLACED]->(O88122),
(O88122)-[:FROM]->(R07),
(O88122)-[:INCLUDES {quantity:3, unit_price_eur:12.0}]->(D21),
(O88122)-[:DELIVERED_BY]->(K5),
(C22)-[:PLACED]->(O88123),
(O88123)-[:FROM]->(R12),
(O88123)-[:INCLUDES {quantity:2, unit_price_eur:15.5}]->(D34),
(O88123)-[:INCLUDES {quantity:2, unit_price_eur:9.0}]->(D35),
(O88123)-[:DELIVERED_BY]->(K1),
(C02)-[:PLACED]->(O88124),
(O88124)-[:FROM]->(R04),
(O88124)-[:INCLUDES {quantity:3, unit_price_eur:8.0}]->(D11),
(O88124)-[:INCLUDES {quantity:3, unit_price_eur:14.0}]->(D10),
(O88124)-[:INCLUDES {quantity:2, unit_price_eur:16.0}]->(D09),
(O88124)-[:DELIVERED_BY]->(K4),
(C09)-[:PLACED]->(O88125),
(O88125)-[:FROM]->(R10),
(O88125)-[:INCLUDES {quantity:1, unit_price_eur:10.5}]->(D29),
(O88125)-[:DELIVERED_BY]->(K7),
(C16)-[:PLACED]->(O88126),
(O88126)-[:FROM]->(R02),
(O88126)-[:INCLUDES {quantity:3, unit_price_eur:10.0}]->(D05),
(O88126)-[:INCLUDES {quantity:3, unit_price_eur:9.0}]->(D04),
(O88126)-[:DELIVERED_BY]->(K4),
(C23)-[:PLACED]->(O88127),
(O88127)-[:FROM]->(R07),
(O88127)-[:INCLUDES {quantity:2, unit_price_eur:12.0}]->(D21),
(O88127)-[:INCLUDES {quantity:3, unit_price_eur:9.5}]->(D22),
(O88127)-[:INCLUDES {quantity:2, unit_price_eur:11.5}]->(D20),
(C04)-[:PLACED]->(O88128),
(O88128)-[:FROM]->(R12),
(O88128)-[:INCLUDES {quantity:1, unit_price_eur:15.5}]->(D34),
(O88128)-[:DELIVERED_BY]->(K3),
(C11)-[:PLACED]->(O88129),
(O88129)-[:FROM]->(R05),
(O88129)-[:INCLUDES {quantity:1, unit_price_eur:13.0}]->(D14),
(O88129)-[:INCLUDES {quantity:1, unit_price_eur:14.5}]->(D13),
(O88129)-[:DELIVERED_BY]->(K6),
(C18)-[:PLACED]->(O88130),
(O88130)-[:FROM]->(R10),
(O88130)-[:INCLUDES {quantity:2, unit_price_eur:9.5}]->(D30),
(O88130)-[:INCLUDES {quantity:3, unit_price_eur:10.5}]->(D29),
(O88130)-[:INCLUDES {quantity:2, unit_price_eur:6.0}]->(D31),
(O88130)-[:DELIVERED_BY]->(K2),
(C25)-[:PLACED]->(O88131),
(O88131)-[:FROM]->(R02),
(O88131)-[:INCLUDES {quantity:2, unit_price_eur:10.0}]->(D05),
(O88131)-[:DELIVERED_BY]->(K6),
(C05)-[:PLACED]->(O88132),
(O88132)-[:FROM]->(R07),
(O88132)-[:INCLUDES {quantity:2, unit_price_eur:9.5}]->(D22),
(O88132)-[:INCLUDES {quantity:1, unit_price_eur:11.5}]->(D20),
(O88132)-[:DELIVERED_BY]->(K2),
(C12)-[:PLACED]->(O88133),
(O88133)-[:FROM]->(R13),
(O88133)-[:INCLUDES {quantity:2, unit_price_eur:11.0}]->(D36),
(O88133)-[:DELIVERED_BY]->(K5),
(C19)-[:PLACED]->(O88134),
(O88134)-[:FROM]->(R05),
(O88134)-[:INCLUDES {quantity:3, unit_price_eur:14.5}]->(D13),
(O88134)-[:DELIVERED_BY]->(K1),
(C26)-[:PLACED]->(O88135),
(O88135)-[:FROM]->(R10),
(O88135)-[:INCLUDES {quantity:2, unit_price_eur:10.5}]->(D29),
(O88135)-[:INCLUDES {quantity:1, unit_price_eur:9.5}]->(D30),
(O88135)-[:DELIVERED_BY]->(K4),
(C06)-[:PLACED]->(O88136),
(O88136)-[:FROM]->(R02),
(O88136)-[:INCLUDES {quantity:1, unit_price_eur:9.0}]->(D04),
(O88136)-[:INCLUDES {quantity:1, unit_price_eur:10.0}]->(D05),
(O88136)-[:INCLUDES {quantity:2, unit_price_eur:7.5}]->(D06),
(O88136)-[:DELIVERED_BY]->(K1),
(C14)-[:PLACED]->(O88137),
(O88137)-[:FROM]->(R08),
(O88137)-[:INCLUDES {quantity:3, unit_price_eur:10.0}]->(D25),
(C21)-[:PLACED]->(O88138),
(O88138)-[:FROM]->(R13),
(O88138)-[:INCLUDES {quantity:1, unit_price_eur:11.0}]->(D36),
(O88138)-[:DELIVERED_BY]->(K7),
(C01)-[:PLACED]->(O88139),
(O88139)-[:FROM]->(R05),
(O88139)-[:INCLUDES {quantity:2, unit_price_eur:14.5}]->(D13),
(O88139)-[:INCLUDES {quantity:3, unit_price_eur:15.0}]->(D15),
(O88139)-[:INCLUDES {quantity:2, unit_price_eur:13.0}]->(D14),
(O88139)-[:DELIVERED_BY]->(K3),
(C08)-[:PLACED]->(O88140),
(O88140)-[:FROM]->(R10),
(O88140)-[:INCLUDES {quantity:1, unit_price_eur:10.5}]->(D29),
(O88140)-[:DELIVERED_BY]->(K6),
(C15)-[:PLACED]->(O88141),
(O88141)-[:FROM]->(R03),
(O88141)-[:INCLUDES {quantity:3, unit_price_eur:11.0}]->(D07),
(O88141)-[:INCLUDES {quantity:3, unit_price_eur:4.0}]->(D08),
(O88141)-[:DELIVERED_BY]->(K3),
(C22)-[:PLACED]->(O88142),
(O88142)-[:FROM]->(R08),
(O88142)-[:INCLUDES {quantity:2, unit_price_eur:10.0}]->(D25),
(O88142)-[:INCLUDES {quantity:3, unit_price_eur:8.5}]->(D24),
(O88142)-[:DELIVERED_BY]->(K6),
(C02)-[:PLACED]->(O88143),
(O88143)-[:FROM]->(R13),
(O88143)-[:INCLUDES {quantity:3, unit_price_eur:11.0}]->(D36),
(O88143)-[:DELIVERED_BY]->(K2),
(C09)-[:PLACED]->(O88144),
(O88144)-[:FROM]->(R05),
(O88144)-[:INCLUDES {quantity:2, unit_price_eur:15.0}]->(D15),
(O88144)-[:INCLUDES {quantity:1, unit_price_eur:14.5}]->(D13),
(O88144)-[:DELIVERED_BY]->(K5),
(C16)-[:PLACED]->(O88145),
(O88145)-[:FROM]->(R11),
(O88145)-[:INCLUDES {quantity:3, unit_price_eur:13.5}]->(D33),
(O88145)-[:INCLUDES {quantity:2, unit_price_eur:11.0}]->(D32),
(O88145)-[:DELIVERED_BY]->(K1),
(C24)-[:PLACED]->(O88146),
(O88146)-[:FROM]->(R03),
(O88146)-[:INCLUDES {quantity:2, unit_price_eur:4.0}]->(D08),
(O88146)-[:DELIVERED_BY]->(K5),
(C04)-[:PLACED]->(O88147),
(O88147)-[:FROM]->(R08),
(O88147)-[:INCLUDES {quantity:2, unit_price_eur:8.5}]->(D24),
(O88147)-[:INCLUDES {quantity:1, unit_price_eur:10.0}]->(D25),
(C11)-[:PLACED]->(O88148),
(O88148)-[:FROM]->(R13),
(O88148)-[:INCLUDES {quantity:2, unit_price_eur:11.0}]->(D36),
(O88148)-[:DELIVERED_BY]->(K4),
(C18)-[:PLACED]->(O88149),
(O88149)-[:FROM]->(R06),
(O88149)-[:INCLUDES {quantity:2, unit_price_eur:13.5}]->(D18),
(O88149)-[:DELIVERED_BY]->(K7),
(C25)-[:PLACED]->(O88150),
(O88150)-[:FROM]->(R11),
(O88150)-[:INCLUDES {quantity:2, unit_price_eur:13.5}]->(D33),
(O88150)-[:INCLUDES {quantity:1, unit_price_eur:11.0}]->(D32),
(O88150)-[:DELIVERED_BY]->(K3),
(C05)-[:PLACED]->(O88151),
(O88151)-[:FROM]->(R03),
(O88151)-[:INCLUDES {quantity:1, unit_price_eur:11.0}]->(D07),
(O88151)-[:INCLUDES {quantity:1, unit_price_eur:4.0}]->(D08),
(O88151)-[:DELIVERED_BY]->(K7),
(C12)-[:PLACED]->(O88152),
(O88152)-[:FROM]->(R08),
(O88152)-[:INCLUDES {quantity:3, unit_price_eur:10.0}]->(D25),
(O88152)-[:DELIVERED_BY]->(K3),
(C19)-[:PLACED]->(O88153),
(O88153)-[:FROM]->(R01),
(O88153)-[:INCLUDES {quantity:1, unit_price_eur:6.5}]->(D03),
(O88153)-[:INCLUDES {quantity:3, unit_price_eur:13.5}]->(D01),
(O88153)-[:DELIVERED_BY]->(K6),
(C26)-[:PLACED]->(O88154),
(O88154)-[:FROM]->(R06),
(O88154)-[:INCLUDES {quantity:2, unit_price_eur:3.5}]->(D19),
(O88154)-[:INCLUDES {quantity:3, unit_price_eur:12.5}]->(D17),
(O88154)-[:INCLUDES {quantity:1, unit_price_eur:13.5}]->(D18),
(O88154)-[:DELIVERED_BY]->(K2),
(C07)-[:PLACED]->(O88155),
(O88155)-[:FROM]->(R11),
(O88155)-[:INCLUDES {quantity:3, unit_price_eur:11.0}]->(D32),
(O88155)-[:DELIVERED_BY]->(K5),
(C14)-[:PLACED]->(O88156),
(O88156)-[:FROM]->(R03),
(O88156)-[:INCLUDES {quantity:3, unit_price_eur:4.0}]->(D08),
(O88156)-[:INCLUDES {quantity:3, unit_price_eur:11.0}]->(D07),
(O88156)-[:DELIVERED_BY]->(K2),
(C21)-[:PLACED]->(O88157),
(O88157)-[:FROM]->(R09),
(O88157)-[:INCLUDES {quantity:3, unit_price_eur:13.0}]->(D27),
(O88157)-[:INCLUDES {quantity:2, unit_price_eur:4.0}]->(D28),
(O88157)-[:INCLUDES {quantity:1, unit_price_eur:12.5}]->(D26),
(C01)-[:PLACED]->(O88158),
(O88158)-[:FROM]->(R01),
(O88158)-[:INCLUDES {quantity:1, unit_price_eur:12.0}]->(D02),
(O88158)-[:DELIVERED_BY]->(K1),
(C08)-[:PLACED]->(O88159),
(O88159)-[:FROM]->(R06),
(O88159)-[:INCLUDES {quantity:1, unit_price_eur:3.5}]->(D19),
(O88159)-[:INCLUDES {quantity:1, unit_price_eur:14.0}]->(D16),
(O88159)-[:DELIVERED_BY]->(K4),
(C15)-[:PLACED]->(O88160),
(O88160)-[:FROM]->(R11),
(O88160)-[:INCLUDES {quantity:2, unit_price_eur:11.0}]->(D32),
(O88160)-[:INCLUDES {quantity:3, unit_price_eur:13.5}]->(D33),
(O88160)-[:DELIVERED_BY]->(K7),
(C22)-[:PLACED]->(O88161),
(O88161)-[:FROM]->(R04),
(O88161)-[:INCLUDES {quantity:1, unit_price_eur:14.0}]->(D10),
(O88161)-[:DELIVERED_BY]->(K4),
(C02)-[:PLACED]->(O88162),
(O88162)-[:FROM]->(R09),
(O88162)-[:INCLUDES {quantity:1, unit_price_eur:4.0}]->(D28),
(O88162)-[:INCLUDES {quantity:3, unit_price_eur:12.5}]->(D26),
(O88162)-[:DELIVERED_BY]->(K7),
(C09)-[:PLACED]->(O88163),
(O88163)-[:FROM]->(R01),
(O88163)-[:INCLUDES {quantity:1, unit_price_eur:13.5}]->(D01),
(O88163)-[:INCLUDES {quantity:2, unit_price_eur:6.5}]->(D03),
(O88163)-[:INCLUDES {quantity:3, unit_price_eur:12.0}]->(D02),
(O88163)-[:DELIVERED_BY]->(K3),
(C01)-[:PLACED]->(O88164),
(O88164)-[:FROM]->(R06),
(O88164)-[:INCLUDES {quantity:3, unit_price_eur:3.5}]->(D19),
(O88164)-[:DELIVERED_BY]->(K6),
(C05)-[:PLACED]->(O88165),
(O88165)-[:FROM]->(R12),
(O88165)-[:INCLUDES {quantity:2, unit_price_eur:15.5}]->(D34),
(O88165)-[:INCLUDES {quantity:2, unit_price_eur:9.0}]->(D35),
(O88165)-[:DELIVERED_BY]->(K2),
(C09)-[:PLACED]->(O88166),
(O88166)-[:FROM]->(R04),
(O88166)-[:INCLUDES {quantity:3, unit_price_eur:8.0}]->(D11),
(O88166)-[:INCLUDES {quantity:2, unit_price_eur:16.0}]->(D09),
(O88166)-[:INCLUDES {quantity:3, unit_price_eur:14.0}]->(D10),
(O88166)-[:DELIVERED_BY]->(K6),
(C01)-[:PLACED]->(O88167),
(O88167)-[:FROM]->(R09),
(O88167)-[:INCLUDES {quantity:2, unit_price_eur:12.5}]->(D26),
(C05)-[:PLACED]->(O88168),
(O88168)-[:FROM]->(R01),
(O88168)-[:INCLUDES {quantity:2, unit_price_eur:12.0}]->(D02),
(O88168)-[:INCLUDES {quantity:1, unit_price_eur:6.5}]->(D03),
(O88168)-[:DELIVERED_BY]->(K5),
(C09)-[:PLACED]->(O88169),
(O88169)-[:FROM]->(R07),
(O88169)-[:INCLUDES {quantity:2, unit_price_eur:12.0}]->(D21),
(O88169)-[:INCLUDES {quantity:3, unit_price_eur:9.5}]->(D22),
(O88169)-[:INCLUDES {quantity:2, unit_price_eur:11.5}]->(D20),
(O88169)-[:DELIVERED_BY]->(K1),
(C02)-[:PLACED]->(O88170),
(O88170)-[:FROM]->(R12),
(O88170)-[:INCLUDES {quantity:1, unit_price_eur:9.0}]->(D35),
(O88170)-[:DELIVERED_BY]->(K4),
(C01)-[:WROTE]->(V01),
(V01)-[:ABOUT]->(R01),
(C06)-[:WROTE]->(V02),
(V02)-[:ABOUT]->(R05),
(C11)-[:WROTE]->(V03),
(V03)-[:ABOUT]->(R08),
(C16)-[:WROTE]->(V04),
(V04)-[:ABOUT]->(R11),
(C21)-[:WROTE]->(V05),
(V05)-[:ABOUT]->(R02),
(C26)-[:WROTE]->(V06),
(V06)-[:ABOUT]->(R06),
(C04)-[:WROTE]->(V07),
(V07)-[:ABOUT]->(R09),
(C09)-[:WROTE]->(V08),
(V08)-[:ABOUT]->(R12),
(C14)-[:WROTE]->(V09),
(V09)-[:ABOUT]->(R04),
(C19)-[:WROTE]->(V10),
(V10)-[:ABOUT]->(R07),
(C24)-[:WROTE]->(V11),
(V11)-[:ABOUT]->(R10),
(C02)-[:WROTE]->(V12),
(V12)-[:ABOUT]->(R02),
(C07)-[:WROTE]->(V13),
(V13)-[:ABOUT]->(R06),
(C12)-[:WROTE]->(V14),
(V14)-[:ABOUT]->(R09),
(C17)-[:WROTE]->(V15),
(V15)-[:ABOUT]->(R12),
(C22)-[:WROTE]->(V16),
(V16)-[:ABOUT]->(R04),
(C27)-[:WROTE]->(V17),
(V17)-[:ABOUT]->(R07),
(C05)-[:WROTE]->(V18),
(V18)-[:ABOUT]->(R10),
(C10)-[:WROTE]->(V19),
(V19)-[:ABOUT]->(R01),
(C15)-[:WROTE]->(V20),
(V20)-[:ABOUT]->(R05),
(C20)-[:WROTE]->(V21),
(V21)-[:ABOUT]->(R08),
(C25)-[:WROTE]->(V22),
(V22)-[:ABOUT]->(R11),
(C03)-[:WROTE]->(V23),
(V23)-[:ABOUT]->(R04),
(C08)-[:WROTE]->(V24),
(V24)-[:ABOUT]->(R07),
(C13)-[:WROTE]->(V25),
(V25)-[:ABOUT]->(R10),
(C18)-[:WROTE]->(V26),
(V26)-[:ABOUT]->(R01),
(C01)-[:FAVOURITE]->(R02),
(C01)-[:FAVOURITE]->(R04),
(C02)-[:FAVOURITE]->(R02),
(C03)-[:FAVOURITE]->(R08),
(C04)-[:FAVOURITE]->(R02),
(C05)-[:FAVOURITE]->(R05),
(C06)-[:FAVOURITE]->(R01),
(C07)-[:FAVOURITE]->(R04),
(C08)-[:FAVOURITE]->(R10),
(C09)-[:FAVOURITE]->(R02),
(C10)-[:FAVOURITE]->(R06),
(C11)-[:FAVOURITE]->(R04),
(C12)-[:FAVOURITE]->(R11),
(C13)-[:FAVOURITE]->(R09),
(C28)-[:FAVOURITE]->(R14),
(C15)-[:FAVOURITE]->(R01),
(C16)-[:FAVOURITE]->(R08),
(C01)-[:REFERRED]->(C03),
(C03)-[:REFERRED]->(C07),
(C07)-[:REFERRED]->(C11),
(C01)-[:REFERRED]->(C05),
(C02)-[:REFERRED]->(C04),
(C09)-[:REFERRED]->(C28);
