package english

import "testing"

// The forms the answer writer makes are the forms the lemmatiser reads
// back: one English, in both directions.
func TestInflectionsReadBack(t *testing.T) {
	for lemma, past := range pastTense {
		if lemma == "be" {
			continue // "was" is also the past of nothing else; Lemma keeps copulas as written
		}
		// The lemmatiser leaves forms it does not know as written ("rose"
		// is also a noun); one it knows must agree.
		if got := Lemma(past); got != past && got != lemma {
			t.Errorf("Past(%q) = %q, but Lemma(%q) = %q", lemma, past, past, got)
		}
	}
	for _, v := range []string{"act", "star", "study", "direct", "follow", "watch", "review", "produce"} {
		if got := Lemma(Past(v)); got != v {
			t.Errorf("Lemma(Past(%q) = %q) = %q", v, Past(v), got)
		}
		if got := Lemma(ThirdPerson(v)); got != v {
			t.Errorf("Lemma(ThirdPerson(%q) = %q) = %q", v, ThirdPerson(v), got)
		}
	}
	for _, n := range []string{"movie", "person", "company", "box", "church", "city", "child", "class"} {
		p := Plural(n)
		if got := Singular(p); got != n {
			t.Errorf("Singular(Plural(%q) = %q) = %q", n, p, got)
		}
		if got := Lemma(p); got != n {
			t.Errorf("Lemma(Plural(%q) = %q) = %q", n, p, got)
		}
	}
}

func TestAgreement(t *testing.T) {
	cases := []struct {
		got, want string
	}{
		{AgreeCopula("is", true), "are"}, {AgreeCopula("were", false), "was"}, {AgreeCopula("has", true), "have"},
		{AgreeCopula("can", true), "can"}, {AgreeDo("did", true), "did"}, {AgreeDo("does", true), "do"},
		{AgreeDo("do", false), "does"}, {Inflect("did", "write"), "wrote"}, {Inflect("does", "watch"), "watches"},
		{Inflect("has", "acted"), "has acted"}, {Inflect("can", "act"), "act"}, {PresentPlural("Follows"), "Follow"},
		{PresentPlural("watches"), "watch"}, {PresentPlural("class"), "class"},
	}
	for i, c := range cases {
		if c.got != c.want {
			t.Errorf("case %d: got %q, want %q", i, c.got, c.want)
		}
	}
	if !IsSuperlative("oldest") || IsSuperlative("interest") || !IsSuperlative("sorted") || IsSuperlative("best") != true {
		t.Error("IsSuperlative: oldest and sorted order, interest does not")
	}
	if n, ok := AnswerCount("three"); !ok || n != 3 {
		t.Errorf("AnswerCount(three) = %d, %v", n, ok)
	}
	if _, ok := AnswerCount("one"); ok {
		t.Error(`"one" counts no answers`)
	}
}
