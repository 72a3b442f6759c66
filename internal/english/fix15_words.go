package english

// TogetherTotal closes a request for one amount over every thing named
// ("the declared value of all returned shipments together", "… put
// together", "… altogether"): the values are added up, not listed.
var TogetherTotal = WordList{"together": true, "altogether": true}

// TogetherAll opens the set the closing word adds up ("all returned
// shipments", "every order").
var TogetherAll = WordList{"all": true, "every": true}
