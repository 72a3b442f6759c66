package english

import "testing"

func TestNearCommonWord(t *testing.T) {
	for _, w := range []string{"teh", "diffrent", "recieved", "custmer"} {
		if !NearCommonWord(w) {
			t.Errorf("%q: want near a common word", w)
		}
	}
	for _, w := range []string{"lodash", "zorblax", "kubectl"} {
		if NearCommonWord(w) {
			t.Errorf("%q: want no common word near it", w)
		}
	}
}
