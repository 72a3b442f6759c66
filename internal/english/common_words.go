package english

import "strings"

// IsCommonWord reports whether a lower-case lemma is an everyday English
// word. Value linking asks it before reading a word as a misspelt stored
// value: "else" is not a typo of the login "Elsie", nor "traverse" of the
// keyword "traveller". The list is written by hand from general knowledge of
// frequent English (function words, and the commonest nouns, verbs,
// adjectives and adverbs in their base forms); it names nothing of any graph.
func IsCommonWord(lemma string) bool {
	w := strings.ToLower(lemma)
	if _, ok := commonWords[w]; ok {
		return true
	}
	// An adverb or noun made from a listed word by a regular suffix is as
	// everyday as the word: "randomly", "happily", "darkness".
	for _, sf := range [][2]string{{"ily", "y"}, {"ly", ""}, {"iness", "y"}, {"ness", ""}} {
		if stem, ok := strings.CutSuffix(w, sf[0]); ok && len(stem) >= 3 {
			if _, ok := commonWords[stem+sf[1]]; ok {
				return true
			}
		}
	}
	return false
}

// IsPronoun reports whether a word is a personal, possessive, reflexive,
// demonstrative, relative or indefinite pronoun, including contracted forms
// ("they've", "I'm"). A pronoun stands for something said elsewhere, so it
// never names a stored value on its own: "I" is not the role I.
func IsPronoun(w string) bool {
	w = strings.ToLower(strings.ReplaceAll(w, "’", "'"))
	if i := strings.IndexByte(w, '\''); i > 0 {
		switch w[i:] {
		case "'ve", "'re", "'m", "'ll", "'d", "'s":
			w = w[:i]
		}
	}
	_, ok := pronouns[w]
	return ok
}

var pronouns = wordSet(`
i me my mine myself you your yours yourself yourselves he him his himself she her hers herself
it its itself we us our ours ourselves they them their theirs themselves
this that these those who whom whose which what whoever whomever whatever whichever
someone somebody something anyone anybody anything everyone everybody everything
no-one noone nobody nothing
`)

// commonWords: function words first, then content words roughly by letter.
var commonWords = wordSet(`
a an the and or but nor so yet if then else than as because since unless until while whereas
whether though although though however therefore thus hence also too either neither both
of in on at by for with without within from to into onto upon off out over under above below
between among through throughout across along around about against before after during
toward towards beyond behind beside besides near past via per like unlike despite except
be am is are was were been being have has had having do does did done doing
will would shall should can could may might must ought need dare
not no yes very just only even still already almost quite rather really ever never always
often sometimes usually seldom rarely again once twice here there where when why how
all any some many much more most few fewer less least several every each such same own
other another else enough whole half
up down back away forward together apart alone instead perhaps maybe probably certainly
indeed actually especially exactly simply nearly mostly mainly generally particularly
currently recently finally suddenly quickly slowly easily clearly directly fully highly
likely possibly truly well soon later early late now today tonight tomorrow yesterday
ago ahead anyway anywhere everywhere somewhere nowhere elsewhere somehow otherwise meanwhile
first second third last next previous following former latter
zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen
sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety
hundred thousand million billion dozen
ability able abroad absence absolute absolutely absorb abstract abuse academic academy accent
accept acceptable access accident accompany accomplish according account accurate accuse
achieve achievement acid acknowledge acquire acre act action active activist activity actor
actress actual adapt add addition additional address adequate adjust administration admire
admission admit adopt adult advance advanced advantage adventure advertise advertising advice
advise adviser advocate affair affect afford afraid age agency agenda agent aggressive ago
agree agreement agricultural aid aim air aircraft airline airport alarm album alcohol alert
alien alike alive allow ally alter alternative amazing ambition amount analysis analyst
analyze ancient anger angle angry animal anniversary announce annual answer anticipate
anxiety anxious apartment apologize apparent apparently appeal appear appearance apple
application apply appoint appointment appreciate approach appropriate approval approve
approximately architect architecture area argue argument arise arm armed army arrange
arrangement arrest arrival arrive art article artist artistic ask asleep aspect assault
assess assessment asset assign assignment assist assistance assistant associate association
assume assumption assure athlete atmosphere attach attack attempt attend attention attitude
attorney attract attractive attribute audience author authority auto automatic available
average avoid award aware awareness awful
baby background bad badly bag bake balance ball ban band bank bar barely barrel base
baseball basic basically basis basket basketball bath bathroom battery battle beach bean
bear beat beautiful beauty become bed bedroom beer beg begin beginning behave behavior being
belief believe bell belong beloved belt bench bend beneath benefit bet better big bike bill
bird birth birthday bit bite bitter black blade blame blank blanket blind block blood blow
blue board boat body bomb bond bone book boom boot border born borrow boss bother bottle
bottom bounce boundary bowl box boy boyfriend brain branch brand brave bread break breakfast
breast breath breathe brick bridge brief briefly bright brilliant bring broad broadcast
broken brother brown brush budget build building bullet bunch burden burn bury bus business
busy butter button buy buyer
cabin cabinet cable cake calculate call calm camera camp campaign campus cancel cancer
candidate cap capability capable capacity capital captain capture car carbon card care
career careful carefully carrier carry case cash cast cat catch category cause ceiling
celebrate celebration celebrity cell center central century ceremony certain certainly chain
chair chairman challenge chamber champion championship chance change channel chapter
character characteristic charge charity chart chase cheap check cheek cheese chef chemical
chest chicken chief child childhood chip chocolate choice choose church cigarette circle
circumstance cite citizen city civil claim class classic classroom clean clear clerk click
client climate climb clinic clock close closely closer cloth clothes clothing cloud club clue
cluster coach coal coast coat code coffee cognitive cold collapse colleague collect
collection collective college colonial color column combination combine come comedy comfort
comfortable command commander comment commercial commission commit commitment committee common
communicate communication community company compare comparison compete competition
competitive competitor complain complaint complete completely complex complicated component
compose composer composition comprehensive computer concentrate concentration concept concern
concerned concert conclude conclusion concrete condition conduct conference confidence
confident confirm conflict confront confusion congress connect connection consequence
conservative consider considerable consideration consist consistent constant constantly
construct construction consultant consume consumer consumption contact contain container
contemporary content contest context continue contract contrast contribute contribution
control controversial controversy convention conventional conversation convert conviction
convince cook cookie cooking cool cooperation cop cope copy core corn corner corporate
corporation correct cost cotton couch council count counter country county couple courage
course court cousin cover coverage cow crack craft crash crazy cream create creation creative
creature credit crew crime criminal crisis criteria critic critical criticism criticize crop
cross crowd crucial cry cultural culture cup curious current currently curriculum custom
customer cut cycle
dad daily damage dance danger dangerous dare dark darkness data database date daughter day
dead deal dealer dear death debate debt decade decide decision deck declare decline decrease
deep deeply deer defeat defend defendant defense defensive deficit define definitely
definition degree delay deliver delivery demand democracy democratic demonstrate
demonstration deny department depend dependent depending depict depression depth deputy
derive describe description desert deserve design designer desire desk desperate despite
destroy destruction detail detailed detect determine develop developing development device
devote dialogue die diet differ difference different differently difficult difficulty dig
digital dimension dining dinner direct direction directly director dirt dirty disability
disagree disappear disaster discipline discourse discover discovery discrimination discuss
discussion disease dish dismiss disorder display dispute distance distant distinct
distinction distinguish distribute distribution district diverse diversity divide division
divorce doctor document dog domestic dominant dominate door double doubt draft drag drama
dramatic dramatically draw drawing dream dress drink drive driver drop drug dry due dust
duty
ear earn earnings earth ease easily east eastern easy eat economic economics economist
economy edge edit edition editor educate education educational educator effect effective
effectively efficiency efficient effort egg elderly elect election electric electricity
electronic element elementary eliminate elite email embrace emerge emergency emission
emotion emotional emphasis emphasize employ employee employer employment empty enable
encounter encourage end enemy energy enforcement engage engine engineer engineering enhance
enjoy enormous ensure enter enterprise entertainment entire entirely entrance entry
environment environmental episode equal equally equipment era error escape essay essential
essentially establish establishment estate estimate ethics ethnic evaluate evaluation evening
event eventually evidence evil evolution evolve exact exactly exam examination examine
example exceed excellent exception exchange exciting executive exercise exhibit exhibition
exist existence existing expand expansion expect expectation expense expensive experience
experiment expert explain explanation explode explore explosion expose exposure express
expression extend extension extensive extent external extra extraordinary extreme extremely
eye
fabric face facility fact factor factory faculty fade fail failure fair fairly faith fall
false familiar family famous fan fantasy far farm farmer fashion fast fat fate father fault
favor favorite fear feature federal fee feed feel feeling fellow female fence festival
fiber fiction field fight fighter figure file fill film final finally finance financial
find finding fine finger finish fire firm fish fishing fit fitness fix flag flame flat
flavor flee flesh flight float floor flow flower fly focus folk follow food foot football
force foreign forest forever forget forgive form formal formation former formula forth
fortune forward found foundation founder frame framework free freedom freeze frequency
frequent frequently fresh friend friendly friendship front fruit frustration fuel full fully
fun function fund fundamental funding funeral funny furniture furthermore future
gain galaxy gallery game gang gap garage garden garlic gas gate gather gay gaze gear gender
gene general generally generate generation genetic gentleman gently genre genuine gesture
get ghost giant gift gifted girl girlfriend give given glad glance glass global glove go
goal god gold golden golf good government governor grab grade gradually graduate grain grand
grandfather grandmother grant graph grass grave gray great green grocery ground group grow
growing growth guarantee guard guess guest guide guideline guilty gun guy
habit habitat hair half hall hand handful handle hang happen happy hard hardly hat hate
head headline headquarters health healthy hear hearing heart heat heaven heavily heavy heel
height helicopter hell hello help helpful hero hesitate hide high highlight highly highway
hill hire historian historic historical history hit hold hole holiday holy home homeless
honest honey honor hope horizon horror horse hospital host hot hotel hour house household
housing huge human humor hunger hungry hunt hunter hurt husband hypothesis
ice idea ideal identification identify identity ignore ill illegal illness illustrate image
imagination imagine immediate immediately immigrant immigration impact implement
implication imply importance important impose impossible impress impression impressive
improve improvement incentive incident include including income incorporate increase
increased increasing increasingly incredible indeed independence independent index indicate
indication individual industrial industry infant infection inflation influence inform
information ingredient initial initially initiative injury inner innocent inquiry inside
insight insist inspire install instance instead institution institutional instruction
instructor instrument insurance intellectual intelligence intend intense intensity intention
interaction interest interested interesting internal international internet interpret
interpretation intervention interview introduce introduction invasion invest investigate
investigation investigator investment investor invite involve involved involvement iron
island issue item
jacket jail jet job join joint joke journal journalist journey joy judge judgment juice
jump junior jury justice justify
keep key kick kid kill killer killing kind king kiss kitchen knee knife knock know knowledge
lab label labor laboratory lack lady lake land landscape language lap large largely laser
last late lately later latter laugh launch law lawn lawsuit lawyer lay layer lead leader
leadership leading leaf league lean learn learning leather leave lecture left leg legacy
legal legend legislation legitimate lemon length lens lesson let letter level liberal
library license lie life lifestyle lifetime lift light likely limit limitation limited line
link lip list listen literally literary literature little live living load loan local
locate location lock long look loose lose loss lost lot loud love lovely lover low lower
luck lucky lunch lung
machine mad magazine mail main mainly maintain maintenance major majority make maker makeup
male mall man manage management manager manner manufacturer manufacturing map margin mark
market marketing marriage married marry mask mass massive master match mate material math
matter maximum meal mean meaning meanwhile measure measurement meat mechanism media medical
medication medicine medium meet meeting member membership memory mental mention menu mere
merely mess message metal meter method middle midnight might military milk mind mine minister
minor minority minute miracle mirror miss missile mission mistake mix mixture mode model
moderate modern modest mom moment money monitor month mood moon moral moreover morning
mortgage mostly mother motion motivation motor mount mountain mouse mouth move movement movie
much mud murder muscle museum music musical musician mutual mystery myth
nail naked name narrative narrow nation national native natural naturally nature near
nearby nearly necessarily necessary neck need negative negotiate negotiation neighbor
neighborhood neither nerve nervous net network never nevertheless new newly news newspaper
next nice night nobody nod noise nomination none nonetheless noon normal normally north
northern nose note nothing notice notion novel nowhere nuclear number numerous nurse nut
object objective obligation observation observe observer obtain obvious obviously occasion
occasionally occupation occupy occur ocean odd odds offense offensive offer office officer
official oil okay old olympic online open opening operate operating operation operator
opinion opponent opportunity oppose opposite opposition option orange order ordinary
organic organization organize orientation origin original originally outcome outside oven
overall overcome overlook owe owner
pace pack package page pain painful paint painter painting pair pale palm pan panel pant
paper parent park parking part participant participate participation particular particularly
partly partner partnership party pass passage passenger passion past patch path patient
pattern pause pay payment peace peak peer penalty people pepper perceive percentage
perception perfect perfectly perform performance period permanent permission permit person
personal personality personally personnel perspective persuade phase phenomenon philosophy
phone photo photograph photographer phrase physical physically physician piano pick picture
pie piece pile pilot pine pink pipe pitch place plan plane planet planning plant plastic
plate platform play player please pleasure plenty plot plus pocket poem poet poetry point
pole police policy political politically politician politics poll pollution pool poor pop
popular population porch port portion portrait portray pose position positive possess
possibility possible possibly post pot potato potential potentially pound pour poverty
powder power powerful practical practice pray prayer precisely predict prefer preference
pregnancy pregnant preparation prepare prescription presence present presentation preserve
president press pressure pretend pretty prevent previous previously price pride priest
primarily primary prime principal principle print prior priority prison prisoner privacy
private probably problem procedure proceed process produce producer product production
profession professional professor profile profit program progress project prominent promise
promote prompt proof proper properly property proportion proposal propose proposed
prosecutor prospect protect protection protein protest proud prove provide provider province
provision psychological psychologist psychology public publication publicly publish
publisher pull punishment purchase pure purpose pursue push put
qualify quality quarter quarterback question quick quickly quiet quietly quit quite quote
race racial radical radio rail rain raise range rank rapid rapidly rare rarely rate rather
rating ratio raw reach react reaction read reader reading ready real reality realize really
reason reasonable recall receive recent recently recipe recognition recognize recommend
recommendation record recording recover recovery recruit red reduce reduction refer reference
reflect reflection reform refugee refuse regard regarding regardless regime region regional
register regular regularly regulate regulation reinforce reject relate relation relationship
relative relatively relax release relevant relief religion religious rely remain remaining
remarkable remember remind remote remove repeat repeatedly replace reply report reporter
represent representation representative republic reputation request require requirement
research researcher resemble reservation resident resist resistance resolution resolve
resort resource respect respond respondent response responsibility responsible rest
restaurant restore restriction result retain retire retirement return reveal revenue review
revolution rhythm rice rich rid ride rifle right ring rise risk river road rock role roll
romantic roof room root rope rose rough roughly round route routine row rub rule run running
rural rush
sacred sad safe safety sake salad salary sale sales salt same sample sanction sand satellite
satisfaction satisfy sauce save saving say scale scandal scared scenario scene schedule
scheme scholar scholarship school science scientific scientist scope score scream screen
script sea search season seat second secret secretary section sector secure security see
seed seek seem segment seize select selection self sell senate senator send senior sense
sensitive sentence separate sequence series serious seriously serve service session set
setting settle settlement severe sex sexual shade shadow shake shall shape share sharp shelf
shell shelter shift shine ship shirt shock shoe shoot shooting shop shopping shore short
shortly shot shoulder shout show shower shrug shut sick side sigh sight sign signal
significance significant significantly silence silent silver similar similarly simple simply
sin sing singer single sink sir sister sit site situation size ski skill skin sky slave
sleep slice slide slight slightly slip slow slowly small smart smell smile smoke smooth snap
snow soccer social society soft software soil solar soldier solid solution solve somebody
somehow someone something sometimes somewhat somewhere son song soon sophisticated sorry
sort soul sound soup source south southern space speak speaker special specialist species
specific specifically speech speed spend spending spin spirit spiritual split spokesman
sport spot spread spring square squeeze stability stable staff stage stair stake stand
standard standing star stare start state statement station statistics status stay steady
steal steel step stick still stir stock stomach stone stop storage store storm story
straight strange stranger strategic strategy stream street strength strengthen stress
stretch strike string strip stroke strong strongly structure struggle student studio study
stuff stupid style subject submit subsequent substance substantial succeed success
successful successfully sudden suddenly sue suffer sufficient sugar suggest suggestion
suicide suit summer summit sun super supply support supporter suppose supposed supreme sure
surely surface surgery surprise surprised surprising surprisingly surround survey survival
survive survivor suspect sustain swear sweep sweet swim swing switch symbol symptom system
table tablespoon tactic tail take tale talent talk tall tank tap tape target task taste tax
taxpayer tea teach teacher teaching team tear teaspoon technical technique technology teen
teenager telephone telescope television tell temperature temporary tend tendency tennis
tension tent term terms terrible territory terror terrorism terrorist test testify testimony
testing text thank thanks theater theatre their theme themselves theory therapy thick thin
thing think thinking thought threat threaten throat throw thumb ticket tie tight time tiny
tip tire tired tissue title tobacco toe tomato tone tongue tool tooth top topic toss total
totally touch tough tour tourist tournament tower town toy trace track trade tradition
traditional traffic tragedy trail train training transfer transform transformation
transition translate transportation travel traveler traveller traverse treat treatment
treaty tree tremendous trend trial tribe trick trip troop trouble truck true truly trust
truth try tube tunnel turn twin type typical typically
ugly ultimate ultimately unable uncle understand understanding unfortunately uniform union
unique unit united universal universe university unknown unusual upper urban urge use used
useful user usual usually utility
vacation valley valuable value variable variation variety various vary vast vegetable
vehicle venture version versus vertex vertices vessel veteran victim victory video view
viewer village violate violation violence violent virtual virtually virtue virus visible
vision visit visitor visual vital voice volume volunteer vote voter vulnerable
wage wait wake walk wall wander want war warm warn warning wash waste watch water wave way
weak wealth wealthy weapon wear weather wedding week weekend weekly weigh weight welcome
welfare west western wet whatever wheel whenever wherever whisper white whole wide widely
wife wild wildlife willing win wind window wine wing winner winter wipe wire wisdom wise
wish witness woman wonder wonderful wood wooden word work worker working works workshop
world worried worry worth wound wrap write writer writing wrong
yard yeah year yell yellow yes yesterday yet yield young youth
zone
about above across act add ago agree ahead
hi hey ok please thank sorry welcome
edge edges node nodes graph graphs link links relation query queries filter traverse traversal
outgoing incoming inbound outbound return returns list show find fetch retrieve give get count
random format gravity thriller romance captive catholic lord animation animated biography
documentary sci abandon abstractly accommodate accuracy ace ache acoustic acquisition acting
activate actively addict addiction adjacent adjective administrator admiral adolescent adoption
adore advent adverb aerial affection affiliate afternoon aftermath agony aisle align allegation
allege alley allocate alloy almond alphabet altar altogether aluminum amateur amaze ambassador amber
ambulance amend amendment amid ammunition ample amuse analogy anchor angel ankle announcement annoy
antique anybody ape apology apparatus appetite applaud applause appliance apron aquarium arc arch
archive arena armor aroma arrow artery artwork ash aside aspire assembly asylum athletic atom attic
auction audio audit aunt authentic autumn avenue awake axis bachelor backbone backup bacon bacteria
badge bait bakery balcony bald ballet balloon ballot bamboo banana bandage banker banner barn baron
barrier bass bat batch bay beard beast bee beef beetle belly berry bible bicycle bid bin biology
biscuit bishop blast blend bless blink bliss blond bloom blossom blouse blur boast bolt bonus booth
bore bow brace bracket brake brass breed breeze bride bronze brook broom bubble bucket bud buddy
buffalo bug bulb bulk bull bump bundle bunny burger burst butterfly buzz cab cabbage cactus cafe
cage calendar calf camel canal candle candy cannon canoe canvas canyon cape caravan cargo carpet
carrot cart cartoon carve cascade casino castle casual catalog cattle cave cedar cement census
cereal chalk champagne chaos chapel charm chat cherry chess chimney chin chorus cinema cinnamon
circus civilian clap clarify clash clay cliff clip closet clown cobra coconut coin collar colony
comb comet comic compass compound comrade confess congratulate consent console constitution cord
cottage cough cowboy crab cradle cram crane crater crawl crayon creek crest cricket crisp crown
crumb crust cube cucumber cupboard curb cure curl curtain curve cushion cyber dairy daisy dam damp
dawn deadline decent decor decoy defect delight delta demon den dental deposit dessert destiny
detective diagram diamond diary dice dictionary dinosaur diploma disc disco disk ditch dive dock
dolphin dome donkey doom dose dot dough dove dragon drain drawer drift drill drum duck duel dune
dusk dwarf dynasty eagle earthquake echo eclipse eel elbow elephant elevator elf embassy ember
emerald empire enchant encyclopedia endless entity envelope epic equation essence eternal ethic
exile exotic fable fairy falcon fame fang farewell feast feather ferry fever fig filth fin fireworks
flask flea fleet flock flood flute foam fog foil folder fork fossil fountain fox fraction fragile
fraud freight fridge frog frost fuse fury gallon gamble garbage gasoline gem genius geography germ
ginger giraffe glacier glimpse globe glory glow glue goat goose gorilla gospel gossip gown grace
grape gravel greed grid grief grill grin grip groom guardian guilt guitar gulf gum hack hail hammer
hamster harbor harvest hatch haunt hawk hay hazard heap hedge helmet herb herd hermit hike hint hip
hippo hive hobby hockey hog honeymoon hood hook hop horn hose hug hum hut hymn icon igloo illusion
immune inch infinite ink inn insect invent invoice ivory jade jar jaw jazz jealous jelly jewel
jewelry jockey jog jungle junk kangaroo kettle keyboard kidney kingdom kit kite kitten knight knot
ladder lamb lamp lance lantern lava leak leash ledge lettuce liar lid lime limp linen lion liquid
lizard lobby lobster locker lodge log lollipop loop lottery lounge lullaby lump lunar lure magic
magnet maid mammal mango manor mansion maple marathon marble marine marsh mascot maze meadow medal
melody melon merchant mermaid mesh meteor microphone microscope mill mint mist moat monarch monk
monkey monster moose mop mosque moss motel moth muffin mule mummy mushroom mustard nap napkin navy
nectar needle nest niece ninja noble noodle notebook nun nursery oak oar oasis oath oat octopus
olive omen onion opera orbit orchard orchestra organ ostrich otter outfit owl ox oxygen oyster
paddle padlock pageant palace pancake panda panic parade parrot pasta pastry patrol pea peach peanut
pear pearl pebble pedal peel pelican pen pencil penguin perfume pest pet petal pharmacy pheasant
pickle pigeon pill pillow pin pirate pit pizza plague plank plaza plum plumber poison polar pond
pony poster potion pottery pouch prairie prince princess prism prophet puddle pudding pumpkin punch
pupil puppet puppy purse puzzle pyramid quarrel queen quest quilt quiz rabbit raccoon radar raft rag
rainbow raisin ranch ransom rat raven razor realm reef reptile rescue riddle ripple robe robot
rocket rodeo rooster rubber ruby rug ruin rum saddle saga sail sailor saint salmon sandal sapphire
sausage scar scarf scissors scorpion scout scroll sculpture seal seaweed serpent shark sheep
shepherd sheriff shield shrimp shrine siege silk sketch skull slipper slope snail snake sock sofa
spade sparrow spear spice spider spinach sponge spoon squad squirrel stadium stag stallion statue
stew sting stool stove straw strawberry submarine suitcase sunflower sunset swamp swan sweater sword
syrup tablet tadpole tattoo tavern temple thief thorn throne thunder tide tiger timber toad toast
toilet tomb torch tornado tortoise towel tractor trap treasure triangle trophy trumpet tulip turkey
turtle tutor twig umbrella unicorn vampire vase vault velvet vine violin volcano vulture wagon waist
walnut wand warrior wasp waterfall wax weasel web whale wheat whip whistle wig willow witch wizard
wolf worm wreck wrist yacht yarn yolk zebra zipper zoo affordable cheerful clever cozy delightful
eager elegant fancy fierce gentle glamorous gorgeous graceful grumpy handsome helpless hilarious
jolly lazy lively lonely magnificent mysterious naughty noisy obnoxious outrageous plain precious
quaint scary shiny silly sleepy smiling sparkling splendid stormy tender thoughtful tidy timid
tricky upset victorious wandering weary wicked witty zealous
twist twisted rated reviewed followed starred wrote written acted played sang danced ranked tumble
zoom boil chew chop cuddle dip drip fasten fold frighten greet hurry itch juggle kneel knit lick
melt mend obey peek pinch plug poke polish prick pump rinse rob rot scatter scold scrape scratch sew
shave shiver sip skip slap sneeze sniff snore soak sob spill spray sprout squash squeak squeal stamp
stitch suck swap sway tease tickle tiptoe trot tug unlock unpack wail weep whirl wink wobble yawn
zip
`)

// wordSet builds a set from whitespace-separated words.
func wordSet(s string) map[string]struct{} {
	m := map[string]struct{}{}
	for _, w := range strings.Fields(s) {
		m[w] = struct{}{}
	}
	return m
}
