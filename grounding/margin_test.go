package grounding

import (
	"math"
	"testing"
)

// A model links a span only when its best element stands clear of the
// runner-up; a row with one element has no runner-up.
func TestBestMargin(t *testing.T) {
	cases := []struct {
		row  []float64
		want float64
	}{
		{[]float64{0.50, 0.62, 0.48}, 0.12},
		{[]float64{0.62, 0.60}, 0.02},
		{[]float64{0.60, 0.60, 0.10}, 0},
		{[]float64{0.70}, math.Inf(1)},
	}
	for _, c := range cases {
		if got := bestMargin(c.row); math.Abs(got-c.want) > 1e-9 && !(math.IsInf(got, 1) && math.IsInf(c.want, 1)) {
			t.Errorf("bestMargin(%v) = %v, want %v", c.row, got, c.want)
		}
	}
	read := []bool{false, true, false, false}
	if !anyRead(read, span{0, 2}) || anyRead(read, span{2, 4}) {
		t.Errorf("anyRead: a span over a word already read must be skipped, one beside it not")
	}
}
