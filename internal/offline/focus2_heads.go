package offline

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/gql-dev/gql/grounding"
	"github.com/gql-dev/gql/internal/english"
	"github.com/gql-dev/gql/schema"
)

// storedHeads lists stored values of field c that begin with text and go on
// with a digit or a separator ("CS" of "CS101", "CS-2"): text is then the
// head of a code, a group of values, not one value. Values that go on with
// a letter ("Ann" of "Anna") or a space (a whole word, which literalField
// already reads as contained text) are not heads. The values come from the
// closest stored values and the field's samples, quoted, at most three.
func (o *anchorsPhase) storedHeads(text string, c ValueLink, closest []ValueLink) []string {
	if text == "" || strings.ContainsRune(text, ' ') {
		return nil
	}
	var cands []string
	for _, x := range closest {
		if x.Owner == c.Owner && x.Prop == c.Prop && x.OnEdge == c.OnEdge {
			if s, ok := x.Value.(string); ok {
				cands = append(cands, s)
			}
		}
	}
	if !c.OnEdge {
		if p := schema.Find(o.propsOf(c.Owner), c.Prop); p != nil {
			for _, v := range p.Samples {
				if s, ok := v.(string); ok {
					cands = append(cands, s)
				}
			}
		}
	}
	seen := map[string]bool{}
	var heads []string
	for _, s := range cands {
		if seen[s] || len(s) <= len(text) || !strings.EqualFold(s[:len(text)], text) {
			continue
		}
		r, _ := utf8.DecodeRuneInString(s[len(text):])
		if unicode.IsLetter(r) || unicode.IsSpace(r) {
			continue
		}
		seen[s] = true
		if len(heads) < 3 {
			heads = append(heads, fmt.Sprintf("%q", s))
		}
	}
	return heads
}

// objectOfWhoVerb: the name stands right after "Who <verb>" ("Who directed
// North Wind?"), so it is the verb's object, at the end of the verb's
// relationship away from the one "who" asks for. When the field its
// closest stored values belong to is only ever at the relationship's
// source, the name cannot be that object: kept there as a literal it made
// the subject's label a co-participant ("the people who directed with North
// Wind"), an answer to another question. It returns the label the object
// would be, "" when the placement is consistent or the verb is not read so.
func (o *anchorsPhase) objectOfWhoVerb(idx []int, owner string) string {
	v := idx[0] - 1
	if v >= 0 && o.toks[v].POS == grounding.ADP {
		if english.CoParticipant.Is(o.word(v)) {
			return "" // a co-participant, at the verb's own end
		}
		v-- // "Who acted in North Wind?", never "Who acted with X?"
	}
	if v < 1 || !english.Frame.Who.Is(o.word(v-1)) || v-1 != 0 && o.toks[v-2].POS != grounding.PUNCT {
		return ""
	}
	var typ string
	sp := o.toks[v].Span
	for _, e := range o.ev.Elements {
		if e.Kind == "edge" && e.Span.Start <= sp.Start && e.Span.End >= sp.End {
			typ = e.Name
		}
	}
	et := o.s.EdgeType(typ)
	if et == nil || len(et.Endpoints) == 0 {
		return ""
	}
	// A relationship named in the passive (SUPPLIED_BY) read through the
	// active verb right after "who" ("Who supplies X?", "Who operated X?")
	// has its doer at the target.
	words := grounding.SplitName(typ)
	reversed := len(words) >= 2 && english.PassiveBy.Is(strings.ToLower(words[len(words)-1])) && english.PastParticiple(strings.ToLower(words[len(words)-2]))
	object := ""
	for _, ep := range et.Endpoints {
		subj, obj := ep.From, ep.To
		if reversed {
			subj, obj = obj, subj
		}
		if obj == owner {
			return "" // the field's label is an object the verb may take
		}
		if subj == owner {
			object = obj
		}
	}
	return object
}
