package english

// extraSpelledNumbers are the spelled-out numbers the number cues (cuetable.go,
// kind number) do not list: the tagger reads them as numbers, but they
// select nothing the offline compiler counts by ("top fifty").
var extraSpelledNumbers = map[string]int{"zero": 0, "eleven": 11, "twelve": 12, "fifteen": 15,
	"thirty": 30, "forty": 40, "fifty": 50, "hundred": 100}

// spelledNumbers is every spelled-out number gql reads, the cue table's first.
var spelledNumbers = func() map[string]int {
	m := map[string]int{}
	for _, c := range OfKind(KindNumber) {
		for _, w := range c.Words() {
			m[w] = c.N()
		}
	}
	for w, n := range extraSpelledNumbers {
		if _, ok := m[w]; !ok {
			m[w] = n
		}
	}
	return m
}()

// NumberWord is the value of a spelled-out number (lower case): "three" →
// 3, "fifty" → 50; ok is false for any other word.
func NumberWord(w string) (n int, ok bool) {
	n, ok = spelledNumbers[w]
	return n, ok
}
