// The guild example: an online multiplayer game studio's live-operations
// data, written for gql by its developers (not taken from anywhere) as the
// studio's live-ops analytics team would model it: a CHECK graph of a new
// domain (testdata/guild/README.md).
// Gamers (player accounts) PLAY_AS characters (main true|false); characters
// are ON_REALM a realm (transferred_on when they moved there) and IN_GUILD a
// guild (rank 'leader'|'officer'|'member'|'recruit', joined_on); a guild is a
// BRANCH_OF its parent guild (since, up to two levels); realms are HOSTED_IN a
// data-centre region; characters COMPLETED quests (completed_on,
// duration_min, deaths) and FOUGHT_IN raids (role, damage_dealt, died); a raid
// ran DURING a season; gamers PURCHASED store items with real money
// (purchased_on, price_eur, platform, refunded); a trade has a SELLER and a
// BUYER character and is OF_ITEM an item (quantity, price_gold, status).
// Dates are ISO strings 'YYYY-MM-DD'; money euros (_eur) or in-game gold
// (_gold); durations minutes (_min), play time hours (_h), ping milliseconds
// (_ms).
// Edge cases: a gamer with no character, characters in no guild, a guild
// with no members, a realm with no characters, a region with no realm, a
// season with no raid, a quest nobody completed, items never traded or
// bought, refunds, unknown values, ties, boundary dates (the leap day
// 2024-02-29, 2023-12-31, 2024-01-01), names with apostrophes and accents.
// Generated deterministically by a small seeded script.
// Regenerate the converted files with
//   go run ./cmd/gql convert examples/guild/guild.cypher --name guild --out examples/guild

CREATE CONSTRAINT IF NOT EXISTS FOR (x:Region) REQUIRE (x.code) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Realm) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:GameSeason) REQUIRE (x.number) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Guild) REQUIRE (x.tag) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Gamer) REQUIRE (x.handle) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Character) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Quest) REQUIRE (x.title) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Item) REQUIRE (x.name) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Raid) REQUIRE (x.raid_code) IS UNIQUE;
CREATE CONSTRAINT IF NOT EXISTS FOR (x:Trade) REQUIRE (x.trade_ref) IS UNIQUE;

CREATE (RG1:Region {code:'EUW', name:'Europe West', datacenter_city:'Frankfurt', opened_on:'2020-09-01'})
CREATE (RG2:Region {code:'NAE', name:'North America East', datacenter_city:'Ashburn', opened_on:'2020-09-01'})
CREATE (RG3:Region {code:'APAC', name:'Asia Pacific', datacenter_city:'Singapore', opened_on:'2021-06-15'})
CREATE (RG4:Region {code:'SA', name:'South America', datacenter_city:'São Paulo', opened_on:'2024-05-02'})
CREATE (RG5:Region {code:'ME', name:'Middle East', datacenter_city:'Bahrain'})
CREATE (RL1:Realm {name:'Emberfall', ruleset:'pvp', launched_on:'2020-10-01', max_population:5000, avg_ping_ms:28, status:'online'})
CREATE (RL2:Realm {name:'Frostmere', ruleset:'pve', launched_on:'2020-10-01', max_population:5000, avg_ping_ms:31, status:'online'})
CREATE (RL3:Realm {name:'Silvermoon', ruleset:'roleplay', launched_on:'2021-02-14', max_population:3000, avg_ping_ms:35, status:'maintenance'})
CREATE (RL4:Realm {name:'Stormreach', ruleset:'pvp', launched_on:'2020-10-01', max_population:6000, avg_ping_ms:42, status:'online'})
CREATE (RL5:Realm {name:'Duskhollow', ruleset:'pve', launched_on:'2021-11-20', max_population:4000, avg_ping_ms:47, status:'online'})
CREATE (RL6:Realm {name:"Dragon's Rest", ruleset:'pve', launched_on:'2021-07-01', max_population:4000, avg_ping_ms:55, status:'online'})
CREATE (RL7:Realm {name:'Sakura Vale', ruleset:'pvp', launched_on:'2022-03-10', max_population:3500, avg_ping_ms:51, status:'merged'})
CREATE (RL8:Realm {name:'Costa Dourada', ruleset:'pve', launched_on:'2024-05-02', max_population:2500, status:'online'})
CREATE (SN1:GameSeason {number:1, name:'Embers of War', starts_on:'2023-01-10', ends_on:'2023-04-30', theme:'volcanic'})
CREATE (SN2:GameSeason {number:2, name:'Tides of Frost', starts_on:'2023-05-09', ends_on:'2023-09-03', theme:'arctic'})
CREATE (SN3:GameSeason {number:3, name:'The Hollow Crown', starts_on:'2023-09-12', ends_on:'2024-01-14', theme:'undead'})
CREATE (SN4:GameSeason {number:4, name:'Shattered Skies', starts_on:'2024-01-23', ends_on:'2024-06-30', theme:'sky islands'})
CREATE (SN5:GameSeason {number:5, name:"Dragon's Dawn", starts_on:'2024-07-09', ends_on:'2024-12-15', theme:'dragons'})
CREATE (SN6:GameSeason {number:6, name:'Age of Rust', starts_on:'2025-01-14', theme:'clockwork'})
CREATE (GU1:Guild {name:'Iron Covenant', tag:'IRON', founded_on:'2021-04-01', recruiting:false, bank_gold:250000, max_members:100})
CREATE (GU2:Guild {name:'Iron Covenant Academy', tag:'IRNA', founded_on:'2022-05-10', recruiting:true, bank_gold:12000, max_members:60})
CREATE (GU3:Guild {name:'Iron Covenant Vanguard', tag:'IRNV', founded_on:'2022-09-01', recruiting:false, bank_gold:80000, max_members:40})
CREATE (GU4:Guild {name:'Vanguard Trials', tag:'VTRL', founded_on:'2023-06-15', recruiting:true, bank_gold:5000, max_members:25})
CREATE (GU5:Guild {name:'Moonlit Court', tag:'MOON', founded_on:'2021-07-07', recruiting:true, bank_gold:140000, max_members:80})
CREATE (GU6:Guild {name:'Moonlit Court Nightshift', tag:'MNS', founded_on:'2023-02-01', recruiting:true, bank_gold:30000, max_members:40})
CREATE (GU7:Guild {name:"Chevaliers d'Argent", tag:'CDA', founded_on:'2021-09-15', recruiting:false, bank_gold:95000, max_members:50})
CREATE (GU8:Guild {name:'Red Lotus', tag:'LOTUS', founded_on:'2022-03-03', bank_gold:60000, max_members:50})
CREATE (GU9:Guild {name:'Red Lotus Juniors', tag:'RLJ', founded_on:'2023-08-01', recruiting:true, bank_gold:4000, max_members:30})
CREATE (GU10:Guild {name:'Casual Friday', tag:'CF', founded_on:'2022-11-11', recruiting:true, bank_gold:1500, max_members:30})
CREATE (GU11:Guild {name:'Last Light', tag:'LL', founded_on:'2024-01-20', recruiting:true, bank_gold:800, max_members:20})
CREATE (GU12:Guild {name:'Iron Covenant Alumni', tag:'IRNX', founded_on:'2024-10-01', recruiting:true, bank_gold:0, max_members:100})
CREATE (G1:Gamer {handle:'Valkyrja', country:'SE', joined_on:'2021-03-14', vip:true, account_status:'active', email_verified:true})
CREATE (G2:Gamer {handle:'ShadowMint', country:'US', joined_on:'2021-03-14', vip:false, account_status:'active', email_verified:true})
CREATE (G3:Gamer {handle:'Zoë_Lumière', country:'FR', joined_on:'2021-05-02', vip:true, account_status:'active', email_verified:true})
CREATE (G4:Gamer {handle:"Paddy_O'Brien", country:'IE', joined_on:'2021-06-20', vip:false, account_status:'active', email_verified:true})
CREATE (G5:Gamer {handle:'Kenta88', country:'JP', joined_on:'2021-08-09', vip:true, account_status:'active', email_verified:true})
CREATE (G6:Gamer {handle:'Björn_Ironside', country:'NO', joined_on:'2021-11-30', vip:true, account_status:'active'})
CREATE (G7:Gamer {handle:'lunarfox', country:'DE', joined_on:'2022-01-15', vip:false, account_status:'active', email_verified:true})
CREATE (G8:Gamer {handle:'MrGrumbles', country:'GB', joined_on:'2022-02-28', vip:false, account_status:'suspended', email_verified:true})
CREATE (G9:Gamer {handle:'Mayhem', country:'US', joined_on:'2022-04-01', vip:true, account_status:'active', email_verified:true})
CREATE (G10:Gamer {handle:'JoãoPedro', country:'BR', joined_on:'2022-04-17', vip:false, account_status:'active', email_verified:false})
CREATE (G11:Gamer {handle:'ArcaneAdi', country:'IN', joined_on:'2022-06-06', vip:false, account_status:'active', email_verified:true})
CREATE (G12:Gamer {handle:'Seo-yeon', country:'KR', joined_on:'2022-07-21', vip:true, account_status:'active', email_verified:true})
CREATE (G13:Gamer {handle:'NoScopeNate', country:'US', joined_on:'2022-09-09', vip:false, account_status:'banned', email_verified:true})
CREATE (G14:Gamer {handle:'Élodie', country:'FR', joined_on:'2022-10-31', vip:false, account_status:'active', email_verified:true})
CREATE (G15:Gamer {handle:'HexHammer', country:'DE', joined_on:'2022-12-24', vip:false, account_status:'active', email_verified:true})
CREATE (G16:Gamer {handle:'quietstorm', country:'CA', joined_on:'2023-01-05', vip:false, account_status:'closed', email_verified:false})
CREATE (G17:Gamer {handle:'Ravenna', country:'IT', joined_on:'2023-02-14', vip:true, account_status:'active', email_verified:true})
CREATE (G18:Gamer {handle:'Tomasz_W', country:'PL', joined_on:'2023-03-01', vip:true, account_status:'active', email_verified:true})
CREATE (G19:Gamer {handle:'GreyWarden', country:'GB', joined_on:'2023-03-01', vip:false, account_status:'active'})
CREATE (G20:Gamer {handle:'Kaiju_Kim', country:'KR', joined_on:'2023-05-18', vip:false, account_status:'active', email_verified:true})
CREATE (G21:Gamer {handle:'SirLootalot', country:'US', joined_on:'2023-06-30', vip:true, account_status:'active', email_verified:true})
CREATE (G22:Gamer {handle:'MilaDreams', country:'ES', joined_on:'2023-07-07', vip:false, account_status:'active', email_verified:true})
CREATE (G23:Gamer {handle:'Ohtani_Ren', country:'JP', joined_on:'2023-08-19', vip:false, account_status:'active', email_verified:true})
CREATE (G24:Gamer {handle:'Cheddar', country:'NL', joined_on:'2023-09-23', vip:false, account_status:'suspended', email_verified:true})
CREATE (G25:Gamer {handle:'FrostByte', country:'FI', joined_on:'2023-10-10', vip:false, account_status:'active', email_verified:true})
CREATE (G26:Gamer {handle:'Renée_V', country:'BE', joined_on:'2023-11-11', vip:true, account_status:'active', email_verified:true})
CREATE (G27:Gamer {handle:'Dax', country:'AU', joined_on:'2023-12-31', vip:false, account_status:'active', email_verified:false})
CREATE (G28:Gamer {handle:'PixelPaladin', country:'US', joined_on:'2024-01-01', vip:false, account_status:'active', email_verified:true})
CREATE (G29:Gamer {handle:'Ana_Sofía', country:'MX', joined_on:'2024-02-29', vip:false, account_status:'active', email_verified:true})
CREATE (G30:Gamer {handle:'Grimbeard', country:'DE', joined_on:'2024-03-15', vip:false, account_status:'active', email_verified:true})
CREATE (G31:Gamer {handle:'tinkerbelle', country:'GB', joined_on:'2024-04-04', vip:false, account_status:'active', email_verified:true})
CREATE (G32:Gamer {handle:'Nakamura', country:'JP', joined_on:'2024-05-20', vip:true, account_status:'active', email_verified:true})
CREATE (G33:Gamer {handle:'Bjørk', country:'DK', joined_on:'2024-06-01', vip:false, account_status:'active'})
CREATE (G34:Gamer {handle:'LeRoux', country:'FR', joined_on:'2024-07-14', vip:false, account_status:'active', email_verified:true})
CREATE (G35:Gamer {handle:'VoidWalker', country:'US', joined_on:'2024-08-08', vip:false, account_status:'banned', email_verified:true})
CREATE (G36:Gamer {handle:'Inês', country:'PT', joined_on:'2024-09-01', vip:false, account_status:'active', email_verified:true})
CREATE (G37:Gamer {handle:'Chaos_Theory', country:'AU', joined_on:'2024-10-05', vip:false, account_status:'active', email_verified:true})
CREATE (G38:Gamer {handle:'Obi', country:'NG', joined_on:'2024-11-11', vip:false, account_status:'active', email_verified:true})
CREATE (G39:Gamer {handle:'Marguerite', country:'CA', joined_on:'2024-12-01', vip:false, account_status:'active', email_verified:false})
CREATE (G40:Gamer {handle:'newbie_2025', country:'US', joined_on:'2025-01-06', vip:false, account_status:'active', email_verified:false})
CREATE (C1:Character {name:'Brynhild', class_name:'warrior', race:'human', level:60, created_on:'2021-03-15', played_h:1840.5, gold:48200, hardcore:false})
CREATE (C2:Character {name:'Sigrun', class_name:'priest', race:'elf', level:52, created_on:'2021-09-02', played_h:410.0, gold:6100, hardcore:false})
CREATE (C3:Character {name:'Nyx', class_name:'rogue', race:'elf', level:60, created_on:'2021-03-16', played_h:1522.0, gold:91000, hardcore:false})
CREATE (C4:Character {name:'Mintleaf', class_name:'druid', race:'elf', level:38, created_on:'2023-04-01', played_h:120.25, gold:900, hardcore:false})
CREATE (C5:Character {name:'Lumière', class_name:'mage', race:'human', level:60, created_on:'2021-05-03', played_h:1399.75, gold:35500, hardcore:false})
CREATE (C6:Character {name:'Étoile', class_name:'priest', race:'elf', level:57, created_on:'2022-02-11', played_h:640.0, gold:12000, hardcore:false})
CREATE (C7:Character {name:"Seamus O'Rourke", class_name:'paladin', race:'dwarf', level:55, created_on:'2021-06-21', played_h:980.0, gold:22000, hardcore:false})
CREATE (C8:Character {name:'Kaito', class_name:'hunter', race:'human', level:60, created_on:'2021-08-10', played_h:2210.0, gold:150000, hardcore:false})
CREATE (C9:Character {name:'Hanzo', class_name:'rogue', race:'orc', level:44, created_on:'2022-05-05', played_h:305.5, gold:4000, hardcore:true})
CREATE (C10:Character {name:'Yuki', class_name:'mage', race:'elf', level:60, created_on:'2023-01-02', played_h:700.0, gold:21000, hardcore:false})
CREATE (C11:Character {name:'Ironside', class_name:'warrior', race:'dwarf', level:58, created_on:'2021-12-01', played_h:1100.0, gold:30500, hardcore:false})
CREATE (C12:Character {name:'Foxglove', class_name:'druid', race:'elf', level:50, created_on:'2022-01-16', played_h:560.0, gold:7500, hardcore:false})
CREATE (C13:Character {name:'Grumble', class_name:'warlock', race:'undead', level:41, created_on:'2022-03-01', played_h:430.0, gold:2500, hardcore:true})
CREATE (C14:Character {name:'Havoc', class_name:'warrior', race:'orc', level:60, created_on:'2022-04-02', played_h:1650.0, gold:64000, hardcore:false})
CREATE (C15:Character {name:'Riot', class_name:'hunter', race:'orc', level:60, created_on:'2022-08-20', played_h:905.0, gold:18000, hardcore:false})
CREATE (C16:Character {name:'Pandemonium', class_name:'warlock', race:'undead', level:49, created_on:'2023-06-01', played_h:260.0, gold:3000, hardcore:false})
CREATE (C17:Character {name:'Capoeira', class_name:'rogue', race:'human', level:53, created_on:'2022-04-18', played_h:720.0, gold:9900, hardcore:false})
CREATE (C18:Character {name:'Adi the Arcane', class_name:'mage', race:'human', level:47, created_on:'2022-06-07', played_h:388.0, gold:5600, hardcore:false})
CREATE (C19:Character {name:'Seoyeon', class_name:'priest', race:'human', level:60, created_on:'2022-07-22', played_h:1288.0, gold:40100, hardcore:false})
CREATE (C20:Character {name:'Haneul', class_name:'paladin', race:'human', level:56, created_on:'2023-03-03', played_h:502.0, gold:11000, hardcore:false})
CREATE (C21:Character {name:'Nate', class_name:'hunter', race:'human', level:60, created_on:'2022-09-10', played_h:990.0, gold:77000, hardcore:false})
CREATE (C22:Character {name:'Élodie', class_name:'mage', race:'elf', level:51, created_on:'2022-11-01', played_h:444.5, gold:6600, hardcore:false})
CREATE (C23:Character {name:'Hexbolt', class_name:'warlock', race:'undead', level:60, created_on:'2022-12-25', played_h:1205.0, gold:26000, hardcore:false})
CREATE (C24:Character {name:'Stormy', class_name:'druid', race:'elf', level:22, created_on:'2023-01-06', played_h:40.0, gold:150, hardcore:false})
CREATE (C25:Character {name:'Ravenna', class_name:'rogue', race:'elf', level:59, created_on:'2023-02-15', played_h:860.0, gold:19800, hardcore:false})
CREATE (C26:Character {name:'Corvina', class_name:'priest', race:'undead', level:45, created_on:'2023-08-08', played_h:212.0, gold:2100, hardcore:true})
CREATE (C27:Character {name:'Tomek', class_name:'warrior', race:'dwarf', level:54, created_on:'2023-03-02', played_h:610.0, gold:8800, hardcore:false})
CREATE (C28:Character {name:'Warden', class_name:'paladin', race:'human', level:60, created_on:'2023-03-02', played_h:1010.0, gold:33000, hardcore:false})
CREATE (C29:Character {name:'Kaiju', class_name:'warrior', race:'orc', level:50, created_on:'2023-05-19', played_h:480.0, gold:7000})
CREATE (C30:Character {name:'Lootalot', class_name:'hunter', race:'dwarf', level:60, created_on:'2023-07-01', played_h:930.0, gold:120500, hardcore:false})
CREATE (C31:Character {name:'Goldtooth', class_name:'rogue', race:'orc', level:33, created_on:'2024-02-01', played_h:95.0, gold:45000, hardcore:false})
CREATE (C32:Character {name:'Mila', class_name:'druid', race:'elf', level:46, created_on:'2023-07-08', played_h:350.0, gold:4300, hardcore:false})
CREATE (C33:Character {name:'Ren', class_name:'paladin', race:'human', level:52, created_on:'2023-08-20', played_h:401.0, gold:6000, hardcore:false})
CREATE (C34:Character {name:'Cheddar', class_name:'warlock', race:'undead', level:40, created_on:'2023-09-24', played_h:290.0, gold:1800, hardcore:false})
CREATE (C35:Character {name:'Frostbyte', class_name:'mage', race:'human', level:48, created_on:'2023-10-11', played_h:330.0, gold:3900, hardcore:false})
CREATE (C36:Character {name:'Renée', class_name:'priest', race:'human', level:60, created_on:'2023-11-12', played_h:760.0, gold:15500, hardcore:false})
CREATE (C37:Character {name:'Dax', class_name:'hunter', race:'orc', level:35, created_on:'2024-01-01', played_h:150.0, gold:1200, hardcore:true})
CREATE (C38:Character {name:'Paladinator', class_name:'paladin', race:'dwarf', level:39, created_on:'2024-01-02', played_h:180.0, gold:1900, hardcore:false})
CREATE (C39:Character {name:'Sofía', class_name:'mage', race:'human', level:42, created_on:'2024-03-01', played_h:205.0, gold:2600, hardcore:false})
CREATE (C40:Character {name:'Grimbeard', class_name:'warrior', race:'dwarf', level:50, created_on:'2024-03-16', played_h:300.0, gold:5200, hardcore:false})
CREATE (C41:Character {name:'Tinker', class_name:'druid', race:'elf', level:30, created_on:'2024-04-05', played_h:88.0, gold:700, hardcore:false})
CREATE (C42:Character {name:'Nakamura', class_name:'hunter', race:'human', level:58, created_on:'2024-05-21', played_h:640.0, gold:28000, hardcore:false})
CREATE (C43:Character {name:'Akane', class_name:'priest', race:'elf', level:55, created_on:'2024-06-10', played_h:410.0, gold:9000, hardcore:false})
CREATE (C44:Character {name:'Bjørk', class_name:'warlock', race:'undead', level:36, created_on:'2024-06-02', played_h:120.0, gold:1100, hardcore:false})
CREATE (C45:Character {name:'Le Roux', class_name:'paladin', race:'human', level:44, created_on:'2024-07-15', played_h:190.0, gold:2400, hardcore:false})
CREATE (C46:Character {name:'Void', class_name:'rogue', race:'undead', level:50, created_on:'2024-08-09', played_h:260.0, gold:52000, hardcore:false})
CREATE (C47:Character {name:'Inês', class_name:'priest', race:'human', level:28, created_on:'2024-09-02', played_h:60.0, gold:500, hardcore:false})
CREATE (C48:Character {name:'Entropy', class_name:'mage', race:'elf', level:34, created_on:'2024-10-06', played_h:95.5, gold:800, hardcore:false})
CREATE (C49:Character {name:'Obi', class_name:'warrior', race:'orc', level:25, created_on:'2024-11-12', played_h:40.0, gold:350, hardcore:false})
CREATE (C50:Character {name:'Marguerite', class_name:'druid', race:'elf', level:12, created_on:'2024-12-02', played_h:9.5, gold:40, hardcore:false})
CREATE (C51:Character {name:'Sköll', class_name:'hunter', race:'orc', level:60, created_on:'2021-04-20', played_h:720.0, gold:14000, hardcore:false})
CREATE (C52:Character {name:'Shade', class_name:'warlock', race:'undead', level:47, created_on:'2022-02-02', played_h:310.0, gold:3100, hardcore:false})
CREATE (C53:Character {name:'Bastion', class_name:'paladin', race:'dwarf', level:60, created_on:'2022-10-10', played_h:800.0, gold:24000, hardcore:false})
CREATE (C54:Character {name:'Quickdraw', class_name:'hunter', race:'human', level:50, created_on:'2023-02-20', played_h:330.0, gold:5000, hardcore:false})
CREATE (C55:Character {name:'Tempest', class_name:'druid', race:'elf', level:53, created_on:'2023-04-15', played_h:415.0, gold:8200, hardcore:false})
CREATE (Q1:Quest {title:'The Ember Tithe', zone:'Ashen Wastes', difficulty:'normal', min_level:10, xp_reward:1200, gold_reward:50, repeatable:false})
CREATE (Q2:Quest {title:'Wolves at the Gate', zone:'Greyhollow', difficulty:'easy', min_level:5, xp_reward:600, gold_reward:20, repeatable:false})
CREATE (Q3:Quest {title:"A Smuggler's Debt", zone:'Port Vesper', difficulty:'normal', min_level:20, xp_reward:2500, gold_reward:150, repeatable:false})
CREATE (Q4:Quest {title:'Heart of the Glacier', zone:'Frostmere Peaks', difficulty:'hard', min_level:40, xp_reward:8000, gold_reward:400, repeatable:false})
CREATE (Q5:Quest {title:'Daily Bounty: Bandit Camps', zone:'Greyhollow', difficulty:'easy', min_level:15, xp_reward:900, gold_reward:75, repeatable:true})
CREATE (Q6:Quest {title:'The Drowned Library', zone:'Port Vesper', difficulty:'hard', min_level:45, xp_reward:9500, gold_reward:500, repeatable:false})
CREATE (Q7:Quest {title:'Crown of the Hollow King', zone:'Hollow Barrow', difficulty:'legendary', min_level:60, xp_reward:25000, gold_reward:2000, repeatable:false})
CREATE (Q8:Quest {title:'Feathers for the Fletcher', zone:'Greyhollow', difficulty:'easy', min_level:1, xp_reward:150, gold_reward:5, repeatable:true})
CREATE (Q9:Quest {title:'Siege of Blackwater', zone:'Blackwater Marsh', difficulty:'hard', min_level:50, xp_reward:12000, gold_reward:650, repeatable:false})
CREATE (Q10:Quest {title:"Dragon's Due", zone:'Skyreach', difficulty:'legendary', min_level:58, xp_reward:30000, gold_reward:2500, repeatable:false})
CREATE (Q11:Quest {title:'Weekly Raid Prep', zone:'Skyreach', difficulty:'normal', min_level:55, xp_reward:5000, gold_reward:300, repeatable:true})
CREATE (Q12:Quest {title:'Lost in the Mire', zone:'Blackwater Marsh', difficulty:'normal', min_level:30, xp_reward:3800, gold_reward:180, repeatable:false})
CREATE (Q13:Quest {title:'Forge of Ages', zone:'Ashen Wastes', difficulty:'hard', min_level:48, xp_reward:11000, gold_reward:600, repeatable:false})
CREATE (Q14:Quest {title:'Ghosts of Old Vesper', zone:'Port Vesper', difficulty:'normal', min_level:25, xp_reward:3000, gold_reward:120, repeatable:false})
CREATE (Q15:Quest {title:'Moonwell Pilgrimage', zone:'Silverglade', difficulty:'easy', min_level:8, xp_reward:800, gold_reward:30, repeatable:false})
CREATE (Q16:Quest {title:'The Clockwork Heist', zone:'Gearhaven', difficulty:'hard', min_level:50, xp_reward:12000, gold_reward:700, repeatable:false})
CREATE (Q17:Quest {title:'Into the Maw', zone:'Hollow Barrow', difficulty:'legendary', min_level:60, xp_reward:25000, gold_reward:2200, repeatable:false})
CREATE (Q18:Quest {title:'Fishing for Compliments', zone:'Silverglade', difficulty:'easy', min_level:1, xp_reward:100, gold_reward:10, repeatable:true})
CREATE (I1:Item {name:'Dragonbone Greatsword', rarity:'legendary', kind:'weapon', item_level:70, vendor_gold:5000, tradable:false})
CREATE (I2:Item {name:'Cloak of Whispers', rarity:'epic', kind:'armor', item_level:62, vendor_gold:1200, tradable:true})
CREATE (I3:Item {name:'Potion of Greater Healing', rarity:'common', kind:'consumable', vendor_gold:15, tradable:true})
CREATE (I4:Item {name:'Runed Ironbark', rarity:'rare', kind:'material', vendor_gold:80, tradable:true})
CREATE (I5:Item {name:'Frostfire Staff', rarity:'epic', kind:'weapon', item_level:64, vendor_gold:1500, tradable:true})
CREATE (I6:Item {name:'Helm of the Hollow King', rarity:'legendary', kind:'armor', item_level:70, vendor_gold:4200, tradable:false})
CREATE (I7:Item {name:'Spectral Warhorse', rarity:'epic', kind:'mount', store_price_eur:14.99, tradable:false})
CREATE (I8:Item {name:'Crimson Phoenix', rarity:'legendary', kind:'mount', store_price_eur:24.99, tradable:false})
CREATE (I9:Item {name:'Festive Jester Outfit', rarity:'rare', kind:'cosmetic', store_price_eur:7.99, tradable:false})
CREATE (I10:Item {name:'Obsidian Battle Armor', rarity:'epic', kind:'cosmetic', store_price_eur:12.99, tradable:false})
CREATE (I11:Item {name:'Elixir of the Deep', rarity:'rare', kind:'consumable', vendor_gold:60, tradable:true})
CREATE (I12:Item {name:'Moonsilver Ore', rarity:'common', kind:'material', vendor_gold:25, tradable:true})
CREATE (I13:Item {name:'Bow of the Silent Wind', rarity:'epic', kind:'weapon', item_level:63, vendor_gold:1400, tradable:true})
CREATE (I14:Item {name:"Aurora's Crown", rarity:'legendary', kind:'cosmetic', store_price_eur:19.99, tradable:false})
CREATE (I15:Item {name:'Enchanted Thread', rarity:'common', kind:'material', vendor_gold:10, tradable:true})
CREATE (I16:Item {name:'Gauntlets of Fury', rarity:'rare', kind:'armor', item_level:58, vendor_gold:600, tradable:true})
CREATE (I17:Item {name:'Scroll of Teleportation', rarity:'common', kind:'consumable', vendor_gold:30, tradable:true})
CREATE (I18:Item {name:"Season Pass: Dragon's Dawn", rarity:'epic', kind:'pass', store_price_eur:9.99, tradable:false})
CREATE (I19:Item {name:'Season Pass: Shattered Skies', rarity:'epic', kind:'pass', store_price_eur:9.99, tradable:false})
CREATE (I20:Item {name:'Gold Pouch (10,000)', rarity:'rare', kind:'currency', store_price_eur:4.99, tradable:false})
CREATE (I21:Item {name:'Clockwork Familiar', rarity:'rare', kind:'pet', store_price_eur:5.99, tradable:false})
CREATE (I22:Item {name:'Shadowsilk Boots', rarity:'epic', kind:'armor', item_level:61, vendor_gold:1100, tradable:true})
CREATE (I23:Item {name:'Dwarven Ale', rarity:'common', kind:'consumable', vendor_gold:2, tradable:true})
CREATE (I24:Item {name:'Amulet of Second Dawn', rarity:'legendary', kind:'armor', item_level:68, vendor_gold:3800, tradable:true})
CREATE (I25:Item {name:'Rusty Dagger', rarity:'common', kind:'weapon', item_level:5, vendor_gold:1, tradable:true})
CREATE (RD1:Raid {raid_code:'R-101', instance:'Molten Depths', boss:'Ignaroth', run_on:'2023-02-04', duration_min:95, outcome:'cleared', difficulty:'normal'})
CREATE (RD2:Raid {raid_code:'R-102', instance:'Molten Depths', boss:'Ignaroth', run_on:'2023-03-18', duration_min:180, outcome:'wiped', difficulty:'heroic'})
CREATE (RD3:Raid {raid_code:'R-201', instance:'Sunken Citadel', boss:'Queen Nerissa', run_on:'2023-06-10', duration_min:120, outcome:'cleared', difficulty:'normal'})
CREATE (RD4:Raid {raid_code:'R-202', instance:'Sunken Citadel', boss:'Queen Nerissa', run_on:'2023-07-22', duration_min:210, outcome:'cleared', difficulty:'heroic'})
CREATE (RD5:Raid {raid_code:'R-203', instance:'Sunken Citadel', boss:'Queen Nerissa', run_on:'2023-08-26', duration_min:45, outcome:'abandoned', difficulty:'mythic'})
CREATE (RD6:Raid {raid_code:'R-301', instance:'Hollow Barrow', boss:'The Hollow King', run_on:'2023-10-14', duration_min:150, outcome:'cleared', difficulty:'normal'})
CREATE (RD7:Raid {raid_code:'R-302', instance:'Hollow Barrow', boss:'The Hollow King', run_on:'2023-12-31', duration_min:240, outcome:'wiped', difficulty:'mythic'})
CREATE (RD8:Raid {raid_code:'R-303', instance:'Hollow Barrow', boss:'The Hollow King', run_on:'2024-01-06', duration_min:195, outcome:'cleared', difficulty:'heroic'})
CREATE (RD9:Raid {raid_code:'R-401', instance:'Skyreach Spire', boss:'Aerion the Unbound', run_on:'2024-02-29', duration_min:130, outcome:'cleared', difficulty:'normal'})
CREATE (RD10:Raid {raid_code:'R-402', instance:'Skyreach Spire', boss:'Aerion the Unbound', run_on:'2024-04-13', duration_min:121, outcome:'wiped', difficulty:'heroic'})
CREATE (RD11:Raid {raid_code:'R-403', instance:'Skyreach Spire', boss:'Aerion the Unbound', run_on:'2024-06-01', duration_min:260, outcome:'cleared', difficulty:'mythic'})
CREATE (RD12:Raid {raid_code:'R-501', instance:"Wyrm's Hollow", boss:'Vyraxis', run_on:'2024-07-27', duration_min:110, outcome:'cleared', difficulty:'normal'})
CREATE (RD13:Raid {raid_code:'R-502', instance:"Wyrm's Hollow", boss:'Vyraxis', run_on:'2024-09-14', duration_min:200, outcome:'cleared', difficulty:'heroic'})
CREATE (RD14:Raid {raid_code:'R-503', instance:"Wyrm's Hollow", boss:'Vyraxis', run_on:'2024-11-02', duration_min:240, outcome:'wiped', difficulty:'mythic'})
CREATE (RD15:Raid {raid_code:'R-504', instance:"Wyrm's Hollow", boss:'Vyraxis', run_on:'2024-12-14', duration_min:30, outcome:'abandoned', difficulty:'heroic'})
CREATE (T1:Trade {trade_ref:'T-0001', traded_on:'2023-01-12', quantity:1, price_gold:9000, status:'completed'})
CREATE (T2:Trade {trade_ref:'T-0002', traded_on:'2023-02-20', quantity:20, price_gold:1600, status:'completed'})
CREATE (T3:Trade {trade_ref:'T-0003', traded_on:'2023-03-05', quantity:50, price_gold:900, status:'completed'})
CREATE (T4:Trade {trade_ref:'T-0004', traded_on:'2023-04-01', quantity:1, price_gold:12000, status:'cancelled'})
CREATE (T5:Trade {trade_ref:'T-0005', traded_on:'2023-05-17', quantity:1, price_gold:11000, status:'completed'})
CREATE (T6:Trade {trade_ref:'T-0006', traded_on:'2023-06-30', quantity:1, price_gold:4000, status:'completed'})
CREATE (T7:Trade {trade_ref:'T-0007', traded_on:'2023-08-08', quantity:1, price_gold:15000, status:'disputed'})
CREATE (T8:Trade {trade_ref:'T-0008', traded_on:'2023-09-09', quantity:40, price_gold:1000, status:'completed'})
CREATE (T9:Trade {trade_ref:'T-0009', traded_on:'2023-10-31', quantity:1, price_gold:8000, status:'completed'})
CREATE (T10:Trade {trade_ref:'T-0010', traded_on:'2023-12-24', quantity:10, price_gold:700, status:'completed'})
CREATE (T11:Trade {trade_ref:'T-0011', traded_on:'2024-01-15', quantity:1, price_gold:40000, status:'completed'})
CREATE (T12:Trade {trade_ref:'T-0012', traded_on:'2024-02-29', quantity:1, price_gold:4000, status:'disputed'})
CREATE (T13:Trade {trade_ref:'T-0013', traded_on:'2024-03-10', quantity:1, price_gold:14000, status:'completed'})
CREATE (T14:Trade {trade_ref:'T-0014', traded_on:'2024-04-02', quantity:25, price_gold:2000, status:'completed'})
CREATE (T15:Trade {trade_ref:'T-0015', traded_on:'2024-05-05', quantity:5, price_gold:350, status:'completed'})
CREATE (T16:Trade {trade_ref:'T-0016', traded_on:'2024-06-18', quantity:1, price_gold:40000, status:'cancelled'})
CREATE (T17:Trade {trade_ref:'T-0017', traded_on:'2024-07-04', quantity:10, price_gold:300, status:'completed'})
CREATE (T18:Trade {trade_ref:'T-0018', traded_on:'2024-08-22', quantity:100, price_gold:200, status:'completed'})
CREATE (T19:Trade {trade_ref:'T-0019', traded_on:'2024-09-09', quantity:60, price_gold:600, status:'completed'})
CREATE (T20:Trade {trade_ref:'T-0020', traded_on:'2024-10-12', quantity:1, price_gold:9500, status:'disputed'})
CREATE (T21:Trade {trade_ref:'T-0021', traded_on:'2024-11-30', quantity:30, price_gold:750, status:'completed'})
CREATE (T22:Trade {trade_ref:'T-0022', traded_on:'2025-01-05', quantity:20, price_gold:400, status:'completed'})
CREATE
(RL1)-[:HOSTED_IN]->(RG1),
(RL2)-[:HOSTED_IN]->(RG1),
(RL3)-[:HOSTED_IN]->(RG1),
(RL4)-[:HOSTED_IN]->(RG2),
(RL5)-[:HOSTED_IN]->(RG2),
(RL6)-[:HOSTED_IN]->(RG3),
(RL7)-[:HOSTED_IN]->(RG3),
(RL8)-[:HOSTED_IN]->(RG4),
(GU2)-[:BRANCH_OF {since:'2022-05-10'}]->(GU1),
(GU3)-[:BRANCH_OF {since:'2022-09-15'}]->(GU1),
(GU4)-[:BRANCH_OF {since:'2023-06-15'}]->(GU3),
(GU6)-[:BRANCH_OF {since:'2023-02-01'}]->(GU5),
(GU9)-[:BRANCH_OF {since:'2023-08-20'}]->(GU8),
(GU12)-[:BRANCH_OF {since:'2024-10-01'}]->(GU1),
(G1)-[:PLAYS_AS {main:true}]->(C1),
(C1)-[:ON_REALM]->(RL1),
(G1)-[:PLAYS_AS {main:false}]->(C2),
(C2)-[:ON_REALM]->(RL1),
(G2)-[:PLAYS_AS {main:true}]->(C3),
(C3)-[:ON_REALM {transferred_on:'2022-01-10'}]->(RL1),
(G2)-[:PLAYS_AS {main:false}]->(C4),
(C4)-[:ON_REALM]->(RL2),
(G3)-[:PLAYS_AS {main:true}]->(C5),
(C5)-[:ON_REALM]->(RL2),
(G3)-[:PLAYS_AS {main:false}]->(C6),
(C6)-[:ON_REALM]->(RL2),
(G4)-[:PLAYS_AS {main:true}]->(C7),
(C7)-[:ON_REALM]->(RL3),
(G5)-[:PLAYS_AS {main:true}]->(C8),
(C8)-[:ON_REALM]->(RL6),
(G5)-[:PLAYS_AS {main:false}]->(C9),
(C9)-[:ON_REALM]->(RL7),
(G5)-[:PLAYS_AS {main:false}]->(C10),
(C10)-[:ON_REALM {transferred_on:'2024-03-01'}]->(RL6),
(G6)-[:PLAYS_AS {main:true}]->(C11),
(C11)-[:ON_REALM]->(RL1),
(G7)-[:PLAYS_AS {main:true}]->(C12),
(C12)-[:ON_REALM]->(RL2),
(G8)-[:PLAYS_AS {main:true}]->(C13),
(C13)-[:ON_REALM]->(RL1),
(G9)-[:PLAYS_AS {main:true}]->(C14),
(C14)-[:ON_REALM]->(RL4),
(G9)-[:PLAYS_AS {main:false}]->(C15),
(C15)-[:ON_REALM]->(RL4),
(G9)-[:PLAYS_AS {main:false}]->(C16),
(C16)-[:ON_REALM]->(RL5),
(G10)-[:PLAYS_AS {main:true}]->(C17),
(C17)-[:ON_REALM {transferred_on:'2024-05-10'}]->(RL4),
(G11)-[:PLAYS_AS {main:true}]->(C18),
(C18)-[:ON_REALM]->(RL5),
(G12)-[:PLAYS_AS {main:true}]->(C19),
(C19)-[:ON_REALM]->(RL6),
(G12)-[:PLAYS_AS {main:false}]->(C20),
(C20)-[:ON_REALM]->(RL6),
(G13)-[:PLAYS_AS {main:true}]->(C21),
(C21)-[:ON_REALM]->(RL4),
(G14)-[:PLAYS_AS {main:true}]->(C22),
(C22)-[:ON_REALM]->(RL3),
(G15)-[:PLAYS_AS {main:true}]->(C23),
(C23)-[:ON_REALM]->(RL2),
(G16)-[:PLAYS_AS {main:true}]->(C24),
(C24)-[:ON_REALM]->(RL5),
(G17)-[:PLAYS_AS {main:true}]->(C25),
(C25)-[:ON_REALM]->(RL3),
(G17)-[:PLAYS_AS {main:false}]->(C26),
(C26)-[:ON_REALM]->(RL1),
(G18)-[:PLAYS_AS {main:true}]->(C27),
(C27)-[:ON_REALM]->(RL2),
(G19)-[:PLAYS_AS {main:true}]->(C28),
(C28)-[:ON_REALM]->(RL1),
(G20)-[:PLAYS_AS {main:true}]->(C29),
(C29)-[:ON_REALM]->(RL7),
(G21)-[:PLAYS_AS {main:true}]->(C30),
(C30)-[:ON_REALM]->(RL4),
(G21)-[:PLAYS_AS {main:false}]->(C31),
(C31)-[:ON_REALM]->(RL5),
(G22)-[:PLAYS_AS {main:true}]->(C32),
(C32)-[:ON_REALM]->(RL2),
(G23)-[:PLAYS_AS {main:true}]->(C33),
(C33)-[:ON_REALM]->(RL6),
(G24)-[:PLAYS_AS {main:true}]->(C34),
(C34)-[:ON_REALM]->(RL1),
(G25)-[:PLAYS_AS {main:true}]->(C35),
(C35)-[:ON_REALM]->(RL2),
(G26)-[:PLAYS_AS {main:true}]->(C36),
(C36)-[:ON_REALM]->(RL3),
(G27)-[:PLAYS_AS {main:true}]->(C37),
(C37)-[:ON_REALM]->(RL4),
(G28)-[:PLAYS_AS {main:true}]->(C38),
(C38)-[:ON_REALM]->(RL5),
(G29)-[:PLAYS_AS {main:true}]->(C39),
(C39)-[:ON_REALM]->(RL4),
(G30)-[:PLAYS_AS {main:true}]->(C40),
(C40)-[:ON_REALM]->(RL1),
(G31)-[:PLAYS_AS {main:true}]->(C41),
(C41)-[:ON_REALM]->(RL2),
(G32)-[:PLAYS_AS {main:true}]->(C42),
(C42)-[:ON_REALM]->(RL6),
(G32)-[:PLAYS_AS {main:false}]->(C43),
(C43)-[:ON_REALM]->(RL6),
(G33)-[:PLAYS_AS {main:true}]->(C44),
(C44)-[:ON_REALM]->(RL1),
(G34)-[:PLAYS_AS {main:true}]->(C45),
(C45)-[:ON_REALM]->(RL3),
(G35)-[:PLAYS_AS {main:true}]->(C46),
(C46)-[:ON_REALM]->(RL4),
(G36)-[:PLAYS_AS {main:true}]->(C47),
(C47)-[:ON_REALM]->(RL2),
(G37)-[:PLAYS_AS {main:true}]->(C48),
(C48)-[:ON_REALM]->(RL5),
(G38)-[:PLAYS_AS {main:true}]->(C49),
(C49)-[:ON_REALM]->(RL4),
(G39)-[:PLAYS_AS {main:true}]->(C50),
(C50)-[:ON_REALM]->(RL3),
(G1)-[:PLAYS_AS {main:false}]->(C51),
(C51)-[:ON_REALM]->(RL1),
(G2)-[:PLAYS_AS {main:false}]->(C52),
(C52)-[:ON_REALM]->(RL1),
(G14)-[:PLAYS_AS {main:false}]->(C53),
(C53)-[:ON_REALM {transferred_on:'2023-03-03'}]->(RL2),
(G4)-[:PLAYS_AS {main:false}]->(C54),
(C54)-[:ON_REALM]->(RL3),
(G15)-[:PLAYS_AS {main:false}]->(C55),
(C55)-[:ON_REALM]->(RL2),
(C1)-[:IN_GUILD {rank:'leader', joined_on:'2021-04-01'}]->(GU1),
(C3)-[:IN_GUILD {rank:'officer', joined_on:'2021-04-03'}]->(GU1),
(C11)-[:IN_GUILD {rank:'officer', joined_on:'2022-01-05'}]->(GU1),
(C28)-[:IN_GUILD {rank:'officer', joined_on:'2023-04-01'}]->(GU1),
(C51)-[:IN_GUILD {rank:'member', joined_on:'2021-05-01'}]->(GU1),
(C40)-[:IN_GUILD {rank:'member', joined_on:'2024-03-20'}]->(GU1),
(C52)-[:IN_GUILD {rank:'member', joined_on:'2022-02-10'}]->(GU1),
(C26)-[:IN_GUILD {rank:'recruit', joined_on:'2024-02-29'}]->(GU1),
(C2)-[:IN_GUILD {rank:'leader', joined_on:'2022-05-10'}]->(GU2),
(C44)-[:IN_GUILD {rank:'member', joined_on:'2024-06-05'}]->(GU2),
(C34)-[:IN_GUILD {rank:'recruit', joined_on:'2023-10-01'}]->(GU2),
(C23)-[:IN_GUILD {rank:'leader', joined_on:'2022-09-01'}]->(GU3),
(C5)-[:IN_GUILD {rank:'officer', joined_on:'2022-09-01'}]->(GU3),
(C53)-[:IN_GUILD {rank:'member', joined_on:'2023-03-05'}]->(GU3),
(C27)-[:IN_GUILD {rank:'member', joined_on:'2023-04-12'}]->(GU3),
(C35)-[:IN_GUILD {rank:'leader', joined_on:'2023-06-15'}]->(GU4),
(C32)-[:IN_GUILD {rank:'member', joined_on:'2023-07-20'}]->(GU4),
(C41)-[:IN_GUILD {rank:'recruit', joined_on:'2024-04-10'}]->(GU4),
(C47)-[:IN_GUILD {rank:'recruit', joined_on:'2024-09-05'}]->(GU4),
(C12)-[:IN_GUILD {rank:'leader', joined_on:'2021-07-07'}]->(GU5),
(C6)-[:IN_GUILD {rank:'officer', joined_on:'2022-02-15'}]->(GU5),
(C55)-[:IN_GUILD {rank:'member', joined_on:'2023-04-20'}]->(GU5),
(C4)-[:IN_GUILD {rank:'leader', joined_on:'2023-02-01'}]->(GU6),
(C7)-[:IN_GUILD {rank:'leader', joined_on:'2021-09-15'}]->(GU7),
(C22)-[:IN_GUILD {rank:'officer', joined_on:'2022-11-05'}]->(GU7),
(C25)-[:IN_GUILD {rank:'officer', joined_on:'2023-03-01'}]->(GU7),
(C36)-[:IN_GUILD {rank:'member', joined_on:'2023-12-01'}]->(GU7),
(C45)-[:IN_GUILD {rank:'recruit', joined_on:'2024-07-20'}]->(GU7),
(C54)-[:IN_GUILD {rank:'member', joined_on:'2023-03-01'}]->(GU7),
(C8)-[:IN_GUILD {rank:'leader', joined_on:'2022-03-03'}]->(GU8),
(C19)-[:IN_GUILD {rank:'officer', joined_on:'2022-08-01'}]->(GU8),
(C10)-[:IN_GUILD {rank:'officer', joined_on:'2024-03-02'}]->(GU8),
(C20)-[:IN_GUILD {rank:'member', joined_on:'2023-03-10'}]->(GU8),
(C42)-[:IN_GUILD {rank:'member', joined_on:'2024-06-01'}]->(GU8),
(C33)-[:IN_GUILD {rank:'leader', joined_on:'2023-08-20'}]->(GU9),
(C43)-[:IN_GUILD {rank:'member', joined_on:'2024-06-15'}]->(GU9),
(C29)-[:IN_GUILD {rank:'recruit', joined_on:'2023-09-01'}]->(GU9),
(C14)-[:IN_GUILD {rank:'leader', joined_on:'2022-11-11'}]->(GU10),
(C15)-[:IN_GUILD {rank:'officer', joined_on:'2022-11-12'}]->(GU10),
(C30)-[:IN_GUILD {rank:'member', joined_on:'2023-07-15'}]->(GU10),
(C17)-[:IN_GUILD {rank:'member', joined_on:'2024-05-12'}]->(GU10),
(C21)-[:IN_GUILD {rank:'member', joined_on:'2022-11-20'}]->(GU10),
(C39)-[:IN_GUILD {rank:'recruit', joined_on:'2024-03-05'}]->(GU10),
(C38)-[:IN_GUILD {rank:'leader', joined_on:'2024-01-20'}]->(GU11),
(C48)-[:IN_GUILD {rank:'member', joined_on:'2024-10-10'}]->(GU11),
(C49)-[:IN_GUILD {rank:'recruit', joined_on:'2024-11-15'}]->(GU11),
(C28)-[:COMPLETED {completed_on:'2024-02-29', duration_min:120, deaths:1}]->(Q7),
(C2)-[:COMPLETED {completed_on:'2023-12-31', duration_min:120, deaths:0}]->(Q13),
(C50)-[:COMPLETED {completed_on:'2024-12-03', duration_min:7, deaths:0}]->(Q8),
(C1)-[:COMPLETED {completed_on:'2021-07-11', duration_min:11, deaths:1}]->(Q18),
(C1)-[:COMPLETED {completed_on:'2021-06-22', duration_min:48, deaths:0}]->(Q3),
(C1)-[:COMPLETED {completed_on:'2021-07-30', duration_min:63, deaths:1}]->(Q6),
(C1)-[:COMPLETED {completed_on:'2022-05-16', duration_min:238, deaths:1}]->(Q7),
(C1)-[:COMPLETED {completed_on:'2022-02-05', duration_min:165, deaths:2}]->(Q17),
(C2)-[:COMPLETED {completed_on:'2021-10-03', duration_min:8, deaths:1}]->(Q15),
(C2)-[:COMPLETED {completed_on:'2021-09-17', duration_min:32, deaths:1}]->(Q12),
(C3)-[:COMPLETED {completed_on:'2021-08-18', duration_min:8, deaths:0}]->(Q8),
(C3)-[:COMPLETED {completed_on:'2021-08-15', duration_min:57, deaths:0}]->(Q12),
(C3)-[:COMPLETED {completed_on:'2021-03-19', duration_min:79, deaths:0}]->(Q6),
(C3)-[:COMPLETED {completed_on:'2022-04-13', duration_min:106, deaths:2}]->(Q17),
(C4)-[:COMPLETED {completed_on:'2024-02-09', duration_min:43, deaths:0}]->(Q12),
(C5)-[:COMPLETED {completed_on:'2022-11-10', duration_min:6, deaths:0}]->(Q8),
(C5)-[:COMPLETED {completed_on:'2022-05-15', duration_min:9, deaths:1}]->(Q2),
(C5)-[:COMPLETED {completed_on:'2021-10-29', duration_min:24, deaths:0}]->(Q12),
(C5)-[:COMPLETED {completed_on:'2022-10-13', duration_min:149, deaths:3}]->(Q7),
(C6)-[:COMPLETED {completed_on:'2022-03-30', duration_min:35, deaths:0}]->(Q3),
(C6)-[:COMPLETED {completed_on:'2022-05-17', duration_min:127, deaths:0}]->(Q4),
(C6)-[:COMPLETED {completed_on:'2022-09-21', duration_min:96, deaths:1}]->(Q6),
(C7)-[:COMPLETED {completed_on:'2022-07-04', duration_min:45, deaths:1}]->(Q3),
(C7)-[:COMPLETED {completed_on:'2022-12-19', duration_min:144, deaths:3}]->(Q6),
(C7)-[:COMPLETED {completed_on:'2021-09-05', duration_min:58, deaths:1}]->(Q11),
(C8)-[:COMPLETED {completed_on:'2021-12-06', duration_min:19, deaths:0}]->(Q8),
(C8)-[:COMPLETED {completed_on:'2022-10-05', duration_min:5, deaths:0}]->(Q15),
(C8)-[:COMPLETED {completed_on:'2022-07-01', duration_min:4, deaths:0}]->(Q5),
(C8)-[:COMPLETED {completed_on:'2022-04-25', duration_min:54, deaths:0}]->(Q4),
(C8)-[:COMPLETED {completed_on:'2022-07-19', duration_min:32, deaths:1}]->(Q11),
(C9)-[:COMPLETED {completed_on:'2023-06-20', duration_min:60, deaths:0}]->(Q1),
(C9)-[:COMPLETED {completed_on:'2023-12-06', duration_min:39, deaths:0}]->(Q12),
(C10)-[:COMPLETED {completed_on:'2023-04-12', duration_min:68, deaths:0}]->(Q6),
(C10)-[:COMPLETED {completed_on:'2023-11-30', duration_min:115, deaths:0}]->(Q9),
(C10)-[:COMPLETED {completed_on:'2023-01-31', duration_min:177, deaths:0}]->(Q17),
(C11)-[:COMPLETED {completed_on:'2022-10-11', duration_min:16, deaths:1}]->(Q8),
(C11)-[:COMPLETED {completed_on:'2022-12-22', duration_min:38, deaths:0}]->(Q1),
(C11)-[:COMPLETED {completed_on:'2022-05-05', duration_min:35, deaths:0}]->(Q12),
(C11)-[:COMPLETED {completed_on:'2022-12-27', duration_min:102, deaths:2}]->(Q10),
(C12)-[:COMPLETED {completed_on:'2023-07-29', duration_min:4, deaths:0}]->(Q2),
(C12)-[:COMPLETED {completed_on:'2022-09-11', duration_min:60, deaths:0}]->(Q1),
(C13)-[:COMPLETED {completed_on:'2023-06-15', duration_min:5, deaths:1}]->(Q8),
(C13)-[:COMPLETED {completed_on:'2023-05-30', duration_min:7, deaths:0}]->(Q18),
(C14)-[:COMPLETED {completed_on:'2022-08-13', duration_min:14, deaths:0}]->(Q8),
(C14)-[:COMPLETED {completed_on:'2023-11-13', duration_min:58, deaths:0}]->(Q12),
(C14)-[:COMPLETED {completed_on:'2022-09-26', duration_min:114, deaths:0}]->(Q9),
(C14)-[:COMPLETED {completed_on:'2023-09-12', duration_min:43, deaths:0}]->(Q11),
(C14)-[:COMPLETED {completed_on:'2022-07-13', duration_min:220, deaths:0}]->(Q17),
(C15)-[:COMPLETED {completed_on:'2023-01-29', duration_min:52, deaths:0}]->(Q12),
(C15)-[:COMPLETED {completed_on:'2022-11-25', duration_min:135, deaths:1}]->(Q13),
(C15)-[:COMPLETED {completed_on:'2023-03-14', duration_min:18, deaths:0}]->(Q11),
(C16)-[:COMPLETED {completed_on:'2024-01-26', duration_min:13, deaths:1}]->(Q18),
(C16)-[:COMPLETED {completed_on:'2023-07-29', duration_min:68, deaths:1}]->(Q13),
(C17)-[:COMPLETED {completed_on:'2023-02-02', duration_min:34, deaths:0}]->(Q1),
(C17)-[:COMPLETED {completed_on:'2022-04-20', duration_min:63, deaths:1}]->(Q6),
(C17)-[:COMPLETED {completed_on:'2022-06-20', duration_min:113, deaths:0}]->(Q9),
(C18)-[:COMPLETED {completed_on:'2022-12-24', duration_min:11, deaths:0}]->(Q18),
(C18)-[:COMPLETED {completed_on:'2023-05-31', duration_min:74, deaths:1}]->(Q4),
(C19)-[:COMPLETED {completed_on:'2024-02-24', duration_min:7, deaths:0}]->(Q8),
(C19)-[:COMPLETED {completed_on:'2022-09-28', duration_min:13, deaths:1}]->(Q2),
(C19)-[:COMPLETED {completed_on:'2022-12-22', duration_min:139, deaths:0}]->(Q4),
(C19)-[:COMPLETED {completed_on:'2022-11-22', duration_min:56, deaths:0}]->(Q11),
(C20)-[:COMPLETED {completed_on:'2023-07-25', duration_min:18, deaths:1}]->(Q15),
(C20)-[:COMPLETED {completed_on:'2023-04-16', duration_min:65, deaths:0}]->(Q9),
(C21)-[:COMPLETED {completed_on:'2023-03-01', duration_min:26, deaths:0}]->(Q1),
(C21)-[:COMPLETED {completed_on:'2022-10-18', duration_min:76, deaths:0}]->(Q4),
(C21)-[:COMPLETED {completed_on:'2023-11-23', duration_min:104, deaths:0}]->(Q6),
(C22)-[:COMPLETED {completed_on:'2024-04-29', duration_min:11, deaths:0}]->(Q18),
(C22)-[:COMPLETED {completed_on:'2024-01-09', duration_min:77, deaths:0}]->(Q9),
(C23)-[:COMPLETED {completed_on:'2023-03-19', duration_min:19, deaths:0}]->(Q2),
(C23)-[:COMPLETED {completed_on:'2024-08-02', duration_min:62, deaths:0}]->(Q4),
(C23)-[:COMPLETED {completed_on:'2024-03-21', duration_min:236, deaths:3}]->(Q10),
(C23)-[:COMPLETED {completed_on:'2024-08-15', duration_min:218, deaths:0}]->(Q17),
(C25)-[:COMPLETED {completed_on:'2023-12-05', duration_min:16, deaths:0}]->(Q2),
(C25)-[:COMPLETED {completed_on:'2024-06-28', duration_min:20, deaths:1}]->(Q15),
(C25)-[:COMPLETED {completed_on:'2023-06-11', duration_min:143, deaths:1}]->(Q4),
(C26)-[:COMPLETED {completed_on:'2024-01-17', duration_min:105, deaths:1}]->(Q6),
(C27)-[:COMPLETED {completed_on:'2024-09-29', duration_min:8, deaths:0}]->(Q8),
(C27)-[:COMPLETED {completed_on:'2023-03-10', duration_min:57, deaths:1}]->(Q3),
(C27)-[:COMPLETED {completed_on:'2024-05-11', duration_min:105, deaths:3}]->(Q4),
(C28)-[:COMPLETED {completed_on:'2024-01-07', duration_min:12, deaths:0}]->(Q18),
(C28)-[:COMPLETED {completed_on:'2024-10-08', duration_min:19, deaths:0}]->(Q5),
(C28)-[:COMPLETED {completed_on:'2023-04-29', duration_min:24, deaths:0}]->(Q3),
(C29)-[:COMPLETED {completed_on:'2023-10-17', duration_min:17, deaths:0}]->(Q8),
(C29)-[:COMPLETED {completed_on:'2023-09-16', duration_min:15, deaths:0}]->(Q2),
(C30)-[:COMPLETED {completed_on:'2023-09-03', duration_min:21, deaths:0}]->(Q1),
(C30)-[:COMPLETED {completed_on:'2023-07-07', duration_min:31, deaths:1}]->(Q3),
(C30)-[:COMPLETED {completed_on:'2024-10-05', duration_min:133, deaths:3}]->(Q9),
(C31)-[:COMPLETED {completed_on:'2024-05-02', duration_min:42, deaths:0}]->(Q3),
(C32)-[:COMPLETED {completed_on:'2024-03-19', duration_min:4, deaths:1}]->(Q15),
(C32)-[:COMPLETED {completed_on:'2024-04-04', duration_min:62, deaths:1}]->(Q4),
(C33)-[:COMPLETED {completed_on:'2023-09-13', duration_min:8, deaths:1}]->(Q8),
(C33)-[:COMPLETED {completed_on:'2023-09-09', duration_min:66, deaths:0}]->(Q9),
(C34)-[:COMPLETED {completed_on:'2024-07-16', duration_min:15, deaths:0}]->(Q8),
(C34)-[:COMPLETED {completed_on:'2023-10-23', duration_min:56, deaths:0}]->(Q3),
(C35)-[:COMPLETED {completed_on:'2024-03-30', duration_min:57, deaths:0}]->(Q14),
(C35)-[:COMPLETED {completed_on:'2023-10-31', duration_min:46, deaths:2}]->(Q13),
(C36)-[:COMPLETED {completed_on:'2023-11-28', duration_min:31, deaths:0}]->(Q1),
(C36)-[:COMPLETED {completed_on:'2024-10-30', duration_min:48, deaths:0}]->(Q3),
(C36)-[:COMPLETED {completed_on:'2024-01-04', duration_min:36, deaths:1}]->(Q11),
(C37)-[:COMPLETED {completed_on:'2024-01-13', duration_min:20, deaths:0}]->(Q5),
(C38)-[:COMPLETED {completed_on:'2024-11-06', duration_min:12, deaths:1}]->(Q5),
(C39)-[:COMPLETED {completed_on:'2024-05-14', duration_min:10, deaths:0}]->(Q8),
(C40)-[:COMPLETED {completed_on:'2024-03-18', duration_min:16, deaths:0}]->(Q5),
(C40)-[:COMPLETED {completed_on:'2024-04-05', duration_min:36, deaths:1}]->(Q14),
(C41)-[:COMPLETED {completed_on:'2024-04-20', duration_min:19, deaths:1}]->(Q1),
(C42)-[:COMPLETED {completed_on:'2024-10-17', duration_min:7, deaths:0}]->(Q2),
(C42)-[:COMPLETED {completed_on:'2024-09-14', duration_min:17, deaths:0}]->(Q14),
(C42)-[:COMPLETED {completed_on:'2024-05-26', duration_min:238, deaths:1}]->(Q10),
(C43)-[:COMPLETED {completed_on:'2024-06-20', duration_min:8, deaths:1}]->(Q15),
(C43)-[:COMPLETED {completed_on:'2024-06-24', duration_min:32, deaths:0}]->(Q1),
(C44)-[:COMPLETED {completed_on:'2024-08-12', duration_min:9, deaths:0}]->(Q8),
(C45)-[:COMPLETED {completed_on:'2024-07-24', duration_min:40, deaths:0}]->(Q12),
(C46)-[:COMPLETED {completed_on:'2024-08-11', duration_min:14, deaths:0}]->(Q15),
(C46)-[:COMPLETED {completed_on:'2024-08-28', duration_min:13, deaths:0}]->(Q5),
(C48)-[:COMPLETED {completed_on:'2024-10-16', duration_min:13, deaths:0}]->(Q8),
(C51)-[:COMPLETED {completed_on:'2022-07-13', duration_min:19, deaths:0}]->(Q18),
(C51)-[:COMPLETED {completed_on:'2021-12-15', duration_min:62, deaths:0}]->(Q4),
(C51)-[:COMPLETED {completed_on:'2021-10-02', duration_min:235, deaths:0}]->(Q17),
(C52)-[:COMPLETED {completed_on:'2022-09-29', duration_min:23, deaths:1}]->(Q12),
(C52)-[:COMPLETED {completed_on:'2022-07-15', duration_min:79, deaths:0}]->(Q4),
(C53)-[:COMPLETED {completed_on:'2023-12-29', duration_min:17, deaths:0}]->(Q8),
(C53)-[:COMPLETED {completed_on:'2023-11-21', duration_min:33, deaths:0}]->(Q14),
(C53)-[:COMPLETED {completed_on:'2023-04-04', duration_min:232, deaths:1}]->(Q17),
(C54)-[:COMPLETED {completed_on:'2024-07-24', duration_min:146, deaths:0}]->(Q4),
(C54)-[:COMPLETED {completed_on:'2024-08-27', duration_min:125, deaths:1}]->(Q13),
(C55)-[:COMPLETED {completed_on:'2024-11-29', duration_min:16, deaths:0}]->(Q8),
(C55)-[:COMPLETED {completed_on:'2024-02-11', duration_min:124, deaths:0}]->(Q4),
(G1)-[:PURCHASED {purchased_on:'2024-01-23', price_eur:9.99, platform:'pc', refunded:false}]->(I19),
(G1)-[:PURCHASED {purchased_on:'2024-07-09', price_eur:9.99, platform:'pc', refunded:false}]->(I18),
(G1)-[:PURCHASED {purchased_on:'2024-07-12', price_eur:24.99, platform:'pc', refunded:false}]->(I8),
(G3)-[:PURCHASED {purchased_on:'2023-12-20', price_eur:19.99, platform:'pc', refunded:false}]->(I14),
(G3)-[:PURCHASED {purchased_on:'2023-10-31', price_eur:11.99, platform:'pc', refunded:false}]->(I7),
(G5)-[:PURCHASED {purchased_on:'2024-03-03', price_eur:24.99, platform:'playstation', refunded:false}]->(I8),
(G5)-[:PURCHASED {purchased_on:'2024-03-03', price_eur:4.99, platform:'playstation', refunded:false}]->(I20),
(G5)-[:PURCHASED {purchased_on:'2024-04-10', price_eur:4.99, platform:'playstation', refunded:false}]->(I20),
(G5)-[:PURCHASED {purchased_on:'2024-07-10', price_eur:9.99, platform:'playstation', refunded:false}]->(I18),
(G9)-[:PURCHASED {purchased_on:'2023-02-02', price_eur:12.99, platform:'xbox', refunded:false}]->(I10),
(G9)-[:PURCHASED {purchased_on:'2024-01-25', price_eur:9.99, platform:'xbox', refunded:false}]->(I19),
(G12)-[:PURCHASED {purchased_on:'2023-12-24', price_eur:5.99, platform:'mobile', refunded:false}]->(I9),
(G12)-[:PURCHASED {purchased_on:'2024-02-01', price_eur:9.99, platform:'mobile', refunded:false}]->(I19),
(G12)-[:PURCHASED {purchased_on:'2024-07-15', price_eur:9.99, platform:'mobile', refunded:false}]->(I18),
(G13)-[:PURCHASED {purchased_on:'2023-05-01', price_eur:4.99, platform:'pc', refunded:true}]->(I20),
(G13)-[:PURCHASED {purchased_on:'2023-05-02', price_eur:4.99, platform:'pc', refunded:true}]->(I20),
(G17)-[:PURCHASED {purchased_on:'2024-02-14', price_eur:19.99, platform:'pc', refunded:false}]->(I14),
(G17)-[:PURCHASED {purchased_on:'2024-02-14', price_eur:14.99, platform:'pc', refunded:false}]->(I7),
(G21)-[:PURCHASED {purchased_on:'2023-07-02', price_eur:4.99, platform:'pc', refunded:false}]->(I20),
(G21)-[:PURCHASED {purchased_on:'2023-08-15', price_eur:4.99, platform:'pc', refunded:false}]->(I20),
(G21)-[:PURCHASED {purchased_on:'2024-01-03', price_eur:4.99, platform:'pc', refunded:false}]->(I20),
(G21)-[:PURCHASED {purchased_on:'2024-09-01', price_eur:24.99, platform:'pc', refunded:false}]->(I8),
(G26)-[:PURCHASED {purchased_on:'2023-12-01', price_eur:12.99, platform:'playstation', refunded:false}]->(I10),
(G26)-[:PURCHASED {purchased_on:'2024-07-09', price_eur:9.99, platform:'playstation', refunded:false}]->(I18),
(G28)-[:PURCHASED {purchased_on:'2024-01-01', price_eur:7.99, platform:'xbox', refunded:true}]->(I9),
(G32)-[:PURCHASED {purchased_on:'2024-07-20', price_eur:9.99, platform:'mobile', refunded:false}]->(I18),
(G32)-[:PURCHASED {purchased_on:'2024-08-30', price_eur:14.99, platform:'mobile', refunded:false}]->(I7),
(G7)-[:PURCHASED {purchased_on:'2022-12-20', price_eur:7.99, platform:'pc', refunded:false}]->(I9),
(G35)-[:PURCHASED {purchased_on:'2024-08-10', price_eur:24.99, platform:'pc', refunded:true}]->(I8),
(G20)-[:PURCHASED {purchased_on:'2024-03-01', price_eur:9.99, platform:'pc', refunded:false}]->(I19),
(G36)-[:PURCHASED {purchased_on:'2024-09-03', price_eur:4.99, platform:'mobile', refunded:false}]->(I20),
(RD1)-[:DURING]->(SN1),
(RD2)-[:DURING]->(SN1),
(RD3)-[:DURING]->(SN2),
(RD4)-[:DURING]->(SN2),
(RD5)-[:DURING]->(SN2),
(RD6)-[:DURING]->(SN3),
(RD7)-[:DURING]->(SN3),
(RD8)-[:DURING]->(SN3),
(RD9)-[:DURING]->(SN4),
(RD10)-[:DURING]->(SN4),
(RD11)-[:DURING]->(SN4),
(RD12)-[:DURING]->(SN5),
(RD13)-[:DURING]->(SN5),
(RD14)-[:DURING]->(SN5),
(RD15)-[:DURING]->(SN5),
(C1)-[:FOUGHT_IN {role:'tank', damage_dealt:280000, died:false}]->(RD1),
(C2)-[:FOUGHT_IN {role:'healer', damage_dealt:280000, died:false}]->(RD1),
(C3)-[:FOUGHT_IN {role:'dps', damage_dealt:880000, died:false}]->(RD1),
(C11)-[:FOUGHT_IN {role:'dps', damage_dealt:610000, died:false}]->(RD1),
(C51)-[:FOUGHT_IN {role:'dps', damage_dealt:400000, died:true}]->(RD1),
(C1)-[:FOUGHT_IN {role:'tank', damage_dealt:300000, died:false}]->(RD2),
(C2)-[:FOUGHT_IN {role:'healer', damage_dealt:250000, died:false}]->(RD2),
(C3)-[:FOUGHT_IN {role:'dps', damage_dealt:420000, died:false}]->(RD2),
(C11)-[:FOUGHT_IN {role:'dps', damage_dealt:830000, died:true}]->(RD2),
(C52)-[:FOUGHT_IN {role:'dps', damage_dealt:940000, died:false}]->(RD2),
(C28)-[:FOUGHT_IN {role:'dps', damage_dealt:460000, died:false}]->(RD2),
(C14)-[:FOUGHT_IN {role:'tank', damage_dealt:260000, died:false}]->(RD3),
(C21)-[:FOUGHT_IN {role:'dps', damage_dealt:940000, died:false}]->(RD3),
(C15)-[:FOUGHT_IN {role:'dps', damage_dealt:420000, died:false}]->(RD3),
(C30)-[:FOUGHT_IN {role:'dps', damage_dealt:470000, died:false}]->(RD3),
(C19)-[:FOUGHT_IN {role:'healer', damage_dealt:260000, died:true}]->(RD3),
(C8)-[:FOUGHT_IN {role:'dps', damage_dealt:880000, died:false}]->(RD4),
(C19)-[:FOUGHT_IN {role:'healer', damage_dealt:270000, died:false}]->(RD4),
(C20)-[:FOUGHT_IN {role:'tank', damage_dealt:80000, died:false}]->(RD4),
(C10)-[:FOUGHT_IN {role:'dps', damage_dealt:600000, died:false}]->(RD4),
(C33)-[:FOUGHT_IN {role:'dps', damage_dealt:450000, died:false}]->(RD4),
(C23)-[:FOUGHT_IN {role:'dps', damage_dealt:680000, died:false}]->(RD5),
(C5)-[:FOUGHT_IN {role:'dps', damage_dealt:550000, died:false}]->(RD5),
(C53)-[:FOUGHT_IN {role:'tank', damage_dealt:160000, died:false}]->(RD5),
(C6)-[:FOUGHT_IN {role:'healer', damage_dealt:250000, died:true}]->(RD5),
(C1)-[:FOUGHT_IN {role:'tank', damage_dealt:200000, died:false}]->(RD6),
(C2)-[:FOUGHT_IN {role:'healer', damage_dealt:120000, died:false}]->(RD6),
(C3)-[:FOUGHT_IN {role:'dps', damage_dealt:860000, died:false}]->(RD6),
(C28)-[:FOUGHT_IN {role:'dps', damage_dealt:820000, died:false}]->(RD6),
(C51)-[:FOUGHT_IN {role:'dps', damage_dealt:450000, died:false}]->(RD6),
(C11)-[:FOUGHT_IN {role:'dps', damage_dealt:610000, died:false}]->(RD6),
(C7)-[:FOUGHT_IN {role:'tank', damage_dealt:270000, died:false}]->(RD7),
(C25)-[:FOUGHT_IN {role:'dps', damage_dealt:940000, died:false}]->(RD7),
(C22)-[:FOUGHT_IN {role:'dps', damage_dealt:650000, died:false}]->(RD7),
(C36)-[:FOUGHT_IN {role:'healer', damage_dealt:80000, died:false}]->(RD7),
(C54)-[:FOUGHT_IN {role:'dps', damage_dealt:560000, died:true}]->(RD7),
(C14)-[:FOUGHT_IN {role:'tank', damage_dealt:240000, died:false}]->(RD8),
(C21)-[:FOUGHT_IN {role:'dps', damage_dealt:500000, died:false}]->(RD8),
(C15)-[:FOUGHT_IN {role:'dps', damage_dealt:780000, died:false}]->(RD8),
(C30)-[:FOUGHT_IN {role:'dps', damage_dealt:520000, died:false}]->(RD8),
(C17)-[:FOUGHT_IN {role:'dps', damage_dealt:530000, died:true}]->(RD8),
(C19)-[:FOUGHT_IN {role:'healer', damage_dealt:150000, died:false}]->(RD8),
(C23)-[:FOUGHT_IN {role:'dps', damage_dealt:610000, died:true}]->(RD9),
(C5)-[:FOUGHT_IN {role:'dps', damage_dealt:630000, died:false}]->(RD9),
(C53)-[:FOUGHT_IN {role:'tank', damage_dealt:190000, died:false}]->(RD9),
(C27)-[:FOUGHT_IN {role:'dps', damage_dealt:420000, died:false}]->(RD9),
(C6)-[:FOUGHT_IN {role:'healer', damage_dealt:290000, died:false}]->(RD9),
(C35)-[:FOUGHT_IN {role:'dps', damage_dealt:430000, died:false}]->(RD9),
(C8)-[:FOUGHT_IN {role:'dps', damage_dealt:540000, died:true}]->(RD10),
(C19)-[:FOUGHT_IN {role:'healer', damage_dealt:260000, died:false}]->(RD10),
(C20)-[:FOUGHT_IN {role:'tank', damage_dealt:90000, died:false}]->(RD10),
(C10)-[:FOUGHT_IN {role:'dps', damage_dealt:840000, died:true}]->(RD10),
(C29)-[:FOUGHT_IN {role:'dps', damage_dealt:780000, died:false}]->(RD10),
(C1)-[:FOUGHT_IN {role:'tank', damage_dealt:190000, died:true}]->(RD11),
(C2)-[:FOUGHT_IN {role:'healer', damage_dealt:120000, died:false}]->(RD11),
(C3)-[:FOUGHT_IN {role:'dps', damage_dealt:780000, died:false}]->(RD11),
(C28)-[:FOUGHT_IN {role:'dps', damage_dealt:800000, died:false}]->(RD11),
(C5)-[:FOUGHT_IN {role:'dps', damage_dealt:930000, died:false}]->(RD11),
(C23)-[:FOUGHT_IN {role:'dps', damage_dealt:940000, died:false}]->(RD11),
(C14)-[:FOUGHT_IN {role:'tank', damage_dealt:170000, died:false}]->(RD12),
(C15)-[:FOUGHT_IN {role:'dps', damage_dealt:620000, died:false}]->(RD12),
(C30)-[:FOUGHT_IN {role:'dps', damage_dealt:480000, died:false}]->(RD12),
(C39)-[:FOUGHT_IN {role:'dps', damage_dealt:580000, died:false}]->(RD12),
(C38)-[:FOUGHT_IN {role:'healer', damage_dealt:150000, died:false}]->(RD12),
(C8)-[:FOUGHT_IN {role:'dps', damage_dealt:520000, died:true}]->(RD13),
(C43)-[:FOUGHT_IN {role:'healer', damage_dealt:120000, died:true}]->(RD13),
(C20)-[:FOUGHT_IN {role:'tank', damage_dealt:230000, died:true}]->(RD13),
(C42)-[:FOUGHT_IN {role:'dps', damage_dealt:620000, died:true}]->(RD13),
(C10)-[:FOUGHT_IN {role:'dps', damage_dealt:670000, died:true}]->(RD13),
(C1)-[:FOUGHT_IN {role:'tank', damage_dealt:220000, died:false}]->(RD14),
(C2)-[:FOUGHT_IN {role:'healer', damage_dealt:280000, died:false}]->(RD14),
(C3)-[:FOUGHT_IN {role:'dps', damage_dealt:650000, died:false}]->(RD14),
(C28)-[:FOUGHT_IN {role:'dps', damage_dealt:680000, died:false}]->(RD14),
(C40)-[:FOUGHT_IN {role:'dps', damage_dealt:680000, died:true}]->(RD14),
(C26)-[:FOUGHT_IN {role:'healer', damage_dealt:220000, died:false}]->(RD14),
(C7)-[:FOUGHT_IN {role:'tank', damage_dealt:200000, died:false}]->(RD15),
(C25)-[:FOUGHT_IN {role:'dps', damage_dealt:940000, died:true}]->(RD15),
(C36)-[:FOUGHT_IN {role:'healer', damage_dealt:90000, died:false}]->(RD15),
(C45)-[:FOUGHT_IN {role:'dps', damage_dealt:830000, died:false}]->(RD15),
(T1)-[:SELLER]->(C3),
(T1)-[:BUYER]->(C5),
(T1)-[:OF_ITEM]->(I2),
(T2)-[:SELLER]->(C8),
(T2)-[:BUYER]->(C19),
(T2)-[:OF_ITEM]->(I4),
(T3)-[:SELLER]->(C30),
(T3)-[:BUYER]->(C14),
(T3)-[:OF_ITEM]->(I3),
(T4)-[:SELLER]->(C31),
(T4)-[:BUYER]->(C21),
(T4)-[:OF_ITEM]->(I5),
(T5)-[:SELLER]->(C8),
(T5)-[:BUYER]->(C10),
(T5)-[:OF_ITEM]->(I5),
(T6)-[:SELLER]->(C23),
(T6)-[:BUYER]->(C27),
(T6)-[:OF_ITEM]->(I16),
(T7)-[:SELLER]->(C21),
(T7)-[:BUYER]->(C30),
(T7)-[:OF_ITEM]->(I13),
(T8)-[:SELLER]->(C12),
(T8)-[:BUYER]->(C55),
(T8)-[:OF_ITEM]->(I12),
(T9)-[:SELLER]->(C25),
(T9)-[:BUYER]->(C22),
(T9)-[:OF_ITEM]->(I22),
(T10)-[:SELLER]->(C30),
(T10)-[:BUYER]->(C17),
(T10)-[:OF_ITEM]->(I11),
(T11)-[:SELLER]->(C3),
(T11)-[:BUYER]->(C28),
(T11)-[:OF_ITEM]->(I24),
(T12)-[:SELLER]->(C46),
(T12)-[:BUYER]->(C13),
(T12)-[:OF_ITEM]->(I16),
(T13)-[:SELLER]->(C30),
(T13)-[:BUYER]->(C15),
(T13)-[:OF_ITEM]->(I13),
(T14)-[:SELLER]->(C8),
(T14)-[:BUYER]->(C42),
(T14)-[:OF_ITEM]->(I4),
(T15)-[:SELLER]->(C19),
(T15)-[:BUYER]->(C43),
(T15)-[:OF_ITEM]->(I11),
(T16)-[:SELLER]->(C46),
(T16)-[:BUYER]->(C16),
(T16)-[:OF_ITEM]->(I24),
(T17)-[:SELLER]->(C30),
(T17)-[:BUYER]->(C39),
(T17)-[:OF_ITEM]->(I17),
(T18)-[:SELLER]->(C14),
(T18)-[:BUYER]->(C38),
(T18)-[:OF_ITEM]->(I23),
(T19)-[:SELLER]->(C6),
(T19)-[:BUYER]->(C35),
(T19)-[:OF_ITEM]->(I15),
(T20)-[:SELLER]->(C46),
(T20)-[:BUYER]->(C49),
(T20)-[:OF_ITEM]->(I2),
(T21)-[:SELLER]->(C8),
(T21)-[:BUYER]->(C10),
(T21)-[:OF_ITEM]->(I12),
(T22)-[:SELLER]->(C42),
(T22)-[:BUYER]->(C8),
(T22)-[:OF_ITEM]->(I3);
