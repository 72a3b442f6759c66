package english

// IDOwnerLink joins an identifier word to the thing it identifies: "the ids
// of templates", "ids for all documents".
var IDOwnerLink = WordList{"of": true, "for": true}
