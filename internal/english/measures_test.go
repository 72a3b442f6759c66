package english

import "testing"

func TestMeasureAt(t *testing.T) {
	words := []string{"the", "4", "longest", "movies", "the", "least", "expensive", "most", "recent", "most", "movies"}
	if m, n, ok := MeasureAt(words, 2); !ok || n != 1 || m.Dim != "length" || !m.More {
		t.Errorf("longest: %+v %d %v", m, n, ok)
	}
	if m, n, ok := MeasureAt(words, 5); !ok || n != 2 || m.Dim != "price" || m.More {
		t.Errorf("least expensive: %+v %d %v", m, n, ok)
	}
	if m, n, ok := MeasureAt(words, 7); !ok || n != 2 || m.Dim != "recency" {
		t.Errorf("most recent: %+v %d %v", m, n, ok)
	}
	if _, _, ok := MeasureAt(words, 9); ok {
		t.Error("\"most movies\" is a count, not a measure")
	}
}

func TestMeasureHolds(t *testing.T) {
	old := measures["oldest"]
	for _, c := range []struct {
		name     []string
		fallback bool
		want     int
	}{
		{[]string{"born"}, false, -1}, {[]string{"age"}, false, 1}, {[]string{"hired"}, false, 0},
		{[]string{"released"}, true, -1}, {[]string{"salary"}, true, 0},
	} {
		if got := old.Holds(c.name, c.fallback); got != c.want {
			t.Errorf("oldest holds %v (fallback %v) = %d, want %d", c.name, c.fallback, got, c.want)
		}
	}
	large := measures["largest"]
	if large.Holds([]string{"surfacearea"}, false) != 1 || large.Holds([]string{"population"}, false) != 1 {
		t.Error("largest: a size is held by an area or a population")
	}
	if measures["longest"].Holds([]string{"runtime", "minutes"}, false) != 1 {
		t.Error("longest: runtime_minutes holds a length")
	}
}
