package english

// Words of the known silent wrongs (branch fix14, docs/offline.md "Known
// silent wrongs (fix14)").

// CycleAsker are the words that say one thing stands at both ends of a
// walk ("a movie they also directed", "the same movie", "their own
// team"); besides CoWords, the pronouns that point back to a thing
// already named. Without one, a plan that comes back to the node it left
// merged two roles of one label ("the hubs of the airlines that fly to
// Singapore" read as airlines whose hub is Singapore).
var CycleAsker = words("they", "them", "their", "theirs", "themselves", "he", "him", "his", "himself", "she",
	"her", "hers", "herself", "it", "its", "itself", "own")
