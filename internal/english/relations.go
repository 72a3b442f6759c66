package english

// Words about relationships and what a question asks for: symmetric
// relationships, things of any kind, lists of relationships.

import "strings"

// symmetricWords name relationships that hold both ways: a friend of X has
// X as a friend. Not a cue: unlinked, such a word asks for something the
// schema lacks and must still be refused as unaccounted for.
var symmetricWords = map[string]bool{"friend": true, "friends": true, "friendship": true, "friendships": true, "befriended": true,
	"sibling": true, "siblings": true, "colleague": true, "colleagues": true, "coworker": true, "coworkers": true,
	"know": true, "knows": true, "knew": true}

// symmetricBefore are the words that make "connected to", "related to"
// symmetric.
var symmetricBefore = map[string]bool{"connected": true, "related": true}

// SymmetricAt reports whether words[i] names a symmetric relationship
// ("friends", "colleague", "knows", "connected to", "related to").
func SymmetricAt(words []string, i int) bool {
	if i < 0 || i >= len(words) {
		return false
	}
	w := strings.ToLower(words[i])
	if symmetricWords[w] {
		return true
	}
	return symmetricBefore[w] && i+1 < len(words) && strings.ToLower(words[i+1]) == "to"
}

// Symmetric reports whether one word (of an edge type's name) is symmetric.
func Symmetric(w string) bool { return symmetricWords[strings.ToLower(w)] }

// anyKindWords stand for things of any label: "everything that has an
// actor relationship", "all content rated by", "what things are users
// connected to".
var anyKindWords = map[string]bool{"everything": true, "anything": true, "something": true, "thing": true, "things": true,
	"content": true, "contents": true, "entity": true, "entities": true, "object": true, "objects": true, "stuff": true}

// kindWords ask for the kind of something ("what types of content", "a
// count by type").
var kindWords = map[string]bool{"type": true, "types": true, "kind": true, "kinds": true, "sort": true, "sorts": true}

// AnyKind reports whether w stands for things of any kind.
func AnyKind(w string) bool { return anyKindWords[strings.ToLower(w)] }

// KindWord reports whether w asks for a kind ("types of", "by type").
func KindWord(w string) bool { return kindWords[strings.ToLower(w)] }

// KindOfAt reports whether words[i] opens "types of", "kinds of".
func KindOfAt(words []string, i int) bool {
	return i >= 0 && i+1 < len(words) && KindWord(words[i]) && strings.ToLower(words[i+1]) == "of"
}

// OfAfterKind reports whether words[i] is the "of" of "types of".
func OfAfterKind(words []string, i int) bool { return KindOfAt(words, i-1) }

// Coordinator joins the items of a list ("actors, directors and
// producers", "acting, directing, or publishing").
func Coordinator(w string) bool { return w == "," || w == "and" || w == "or" }

// Conjoined says the items of a list hold together, of one thing
// ("both actors and directors", "also").
func Conjoined(w string) bool { return w == "both" || w == "also" || Copula.Is(w) }

// Gerund reports whether w is an -ing form ("acting", "publishing").
func Gerund(w string) bool { return len(w) > 4 && strings.HasSuffix(strings.ToLower(w), "ing") }

// NounAsker is a wh-word asking for the noun after it ("what ratings",
// "which movies"), not a person or place ("who follows").
func NounAsker(w string) bool { w = strings.ToLower(w); return w == "what" || w == "which" }

// AndWord joins a second clause of the same subject ("depend on ledger and
// were hit by an incident").
var AndWord = WordList{"and": true}

// Having introduces what a thing has before a superlative ("the singer
// with the largest net worth", "the team that has the most members").
var Having = WordList{"with": true, "has": true, "have": true}
