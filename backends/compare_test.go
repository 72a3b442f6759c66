package backends

import "testing"

func table(cols []string, rows ...[]Value) *Result { return &Result{Columns: cols, Rows: rows} }

func TestEqual(t *testing.T) {
	a := table([]string{"title", "year"},
		[]Value{S("The Matrix"), I(1999)},
		[]Value{S("Speed"), I(1994)})
	for _, tc := range []struct {
		name string
		b    *Result
		opt  CompareOptions
		want bool
	}{
		{"same", a, CompareOptions{}, true},
		{"rows swapped", table([]string{"x", "y"}, []Value{S("Speed"), I(1994)}, []Value{S("The Matrix"), I(1999)}), CompareOptions{}, true},
		{"rows swapped, ordered", table([]string{"x", "y"}, []Value{S("Speed"), I(1994)}, []Value{S("The Matrix"), I(1999)}), CompareOptions{Ordered: true}, false},
		{"columns swapped", table([]string{"y", "x"}, []Value{I(1999), S("The Matrix")}, []Value{I(1994), S("Speed")}), CompareOptions{}, true},
		{"columns swapped, fixed order", table([]string{"y", "x"}, []Value{I(1999), S("The Matrix")}, []Value{I(1994), S("Speed")}), CompareOptions{SameColumnOrder: true}, false},
		{"float equals int", table([]string{"t", "y"}, []Value{S("The Matrix"), F(1999.0)}, []Value{S("Speed"), F(1994)}), CompareOptions{}, true},
		{"value differs", table([]string{"t", "y"}, []Value{S("The Matrix"), I(1999)}, []Value{S("Speed"), I(1995)}), CompareOptions{}, false},
		{"row missing", table([]string{"t", "y"}, []Value{S("The Matrix"), I(1999)}), CompareOptions{}, false},
		{"duplicate row is not a set", table([]string{"t", "y"}, []Value{S("The Matrix"), I(1999)}, []Value{S("The Matrix"), I(1999)}), CompareOptions{}, false},
		{"string is not int", table([]string{"t", "y"}, []Value{S("The Matrix"), S("1999")}, []Value{S("Speed"), S("1994")}), CompareOptions{}, false},
	} {
		got, why := Equal(a, tc.b, tc.opt)
		if got != tc.want {
			t.Errorf("%s: Equal = %v (%s), want %v", tc.name, got, why, tc.want)
		}
		if !got && why == "" {
			t.Errorf("%s: no reason given", tc.name)
		}
	}
}

// Columns with identical values in some rows still need one permutation that
// works for every row.
func TestEqualNeedsOnePermutation(t *testing.T) {
	a := table([]string{"a", "b"}, []Value{I(1), I(2)}, []Value{I(2), I(1)})
	b := table([]string{"a", "b"}, []Value{I(1), I(2)}, []Value{I(1), I(2)})
	if ok, _ := Equal(a, b, CompareOptions{}); ok {
		t.Fatal("different row bags compared equal")
	}
	c := table([]string{"b", "a"}, []Value{I(2), I(1)}, []Value{I(1), I(2)})
	if ok, why := Equal(a, c, CompareOptions{}); !ok {
		t.Fatalf("same bag compared unequal: %s", why)
	}
}

func TestEqualFloatsAndLists(t *testing.T) {
	avg := table([]string{"a"}, []Value{F(76.66666666666667)})
	dec := table([]string{"avg"}, []Value{F(76.666666666)})
	if ok, why := Equal(avg, dec, CompareOptions{}); !ok {
		t.Fatalf("decimal average should equal double average: %s", why)
	}
	if ok, _ := Equal(avg, table([]string{"a"}, []Value{F(76.7)}), CompareOptions{}); ok {
		t.Fatal("76.7 compared equal to 76.666...")
	}
	l1 := table([]string{"r"}, []Value{L(S("Neo"), S("Thomas Anderson"))})
	l2 := table([]string{"r"}, []Value{L(S("Thomas Anderson"), S("Neo"))})
	if ok, _ := Equal(l1, l2, CompareOptions{}); !ok {
		t.Fatal("lists should compare as bags by default")
	}
	if ok, _ := Equal(l1, l2, CompareOptions{OrderedLists: true}); ok {
		t.Fatal("OrderedLists ignored")
	}
	if ok, _ := Equal(table([]string{"r"}, []Value{L(I(1), I(1))}), table([]string{"r"}, []Value{L(I(1))}), CompareOptions{}); ok {
		t.Fatal("list bags with different multiplicity compared equal")
	}
}

func TestValueJSON(t *testing.T) {
	r := table([]string{"a", "b", "c", "d", "e"}, []Value{S("x"), I(3), F(2), L(B(true), NullValue()), M(map[string]Value{"k": F(1.5)})})
	b, err := r.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	want := `{"columns":["a","b","c","d","e"],"rows":[["x",3,2.0,[true,null],{"k":1.5}]]}`
	if string(b) != want {
		t.Fatalf("got %s\nwant %s", b, want)
	}
}
