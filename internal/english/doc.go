// Package english is gql's one reading of English: the words a question is
// made of (lemmas, inflections, derivational word forms, stop words) and
// the cues that shape a query (comparisons, negations, aggregates, orderings
// …) as typed values. Grounding and the offline compiler both ask it, so a
// word one of them knows the other knows too: before this package each kept
// its own lists and they disagreed ("exceeding" was a comparison to one and
// an unknown word to the other).
//
// It is a leaf: it imports nothing of gql's, so every package may use it.
// Outside it, no code compares a token's word with a string literal (by
// ==, a switch, strings.EqualFold or a map spelled as literal words,
// directly or through a variable holding the word); the analyzer test
// (analyzer_test.go) enforces that. Its baseline of comparisons still to
// migrate is empty (testdata/word-comparisons.txt is absent): there are no
// word comparisons outside internal/english, and a new one fails the test.
// The small words the offline compiler reads around the cues are
// named lists in compiler_words.go.
package english
