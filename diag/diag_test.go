package diag

import "testing"

func TestApplyKeepsOffsetsAndRefusesOverlap(t *testing.T) {
	text := "MATCH (m Movie)-[:DIRECTD]->(p) RETURN p"
	got, ok := Apply(text, []Fix{
		{Span: Span{Start: 8, End: 9}, Replacement: ":"},
		{Span: Span{Start: 18, End: 25}, Replacement: "DIRECTED"},
	})
	if !ok || got != "MATCH (m:Movie)-[:DIRECTED]->(p) RETURN p" {
		t.Fatalf("got %q ok=%v", got, ok)
	}
	_, ok = Apply(text, []Fix{{Span: Span{Start: 7, End: 12}}, {Span: Span{Start: 10, End: 14}}})
	if ok {
		t.Fatal("overlapping fixes must be reported")
	}
}

func TestPositions(t *testing.T) {
	text := "MATCH (n)\nRETURN é, x"
	p := PosAt(text, len("MATCH (n)\nRETURN é, "))
	if p.Line != 2 || p.Col != 11 {
		t.Fatalf("PosAt = %+v, want 2:11 (columns count runes)", p)
	}
	if off := OffsetAt(text, 2, 10); off != p.Offset {
		t.Fatalf("OffsetAt(2, 10) = %d, want %d", off, p.Offset)
	}
}
