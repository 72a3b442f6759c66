package critic

// A reader for the Java regex dialect the four servers use (Neo4j's =~,
// TinkerPop's TextP.regex, Jena's REGEX and REPLACE all compile with
// java.util.regex), and the analysis that decides whether a pattern can
// backtrack catastrophically. Java's matcher cannot be interrupted: a
// pattern such as (.*a){12}$ keeps a server thread busy long after the
// query's timeout answered the client, so the guard must refuse it before
// sending. Go's regexp/syntax parses RE2, which differs from Java on
// possessive quantifiers, atomic groups, lookarounds, \Q..\E, nested
// classes and back references, so the reader is our own. It fails closed:
// a construct it does not know makes the pattern unreadable, and an
// unreadable pattern is refused.

import (
	"fmt"
	"sort"
	"strconv"
	"unicode"
)

// maxRegexRunes bounds the patterns the guard reads; a longer pattern is
// refused rather than analysed (no question needs one).
const maxRegexRunes = 2000

type rxKind int

const (
	rxChars  rxKind = iota // one character out of set
	rxConcat               // subs in sequence
	rxAlt                  // one of subs
	rxRepeat               // subs[0] from min to max times (max < 0: unbounded)
	rxGroup                // subs[0] in a group; look marks a zero-width lookaround
	rxAssert               // ^ $ \b ...: matches no character
)

type rxNode struct {
	kind     rxKind
	set      runeSet
	subs     []*rxNode
	min, max int
	look     bool
	text     string // the source of a repeat or an alternation, for messages
	facts    *rxFacts
}

// runeSet is a sorted list of closed ranges [lo, hi].
type runeSet [][2]rune

var anyRune = runeSet{{0, unicode.MaxRune}}

func (s runeSet) union(t runeSet) runeSet {
	all := append(append(runeSet{}, s...), t...)
	sort.Slice(all, func(i, j int) bool { return all[i][0] < all[j][0] })
	var out runeSet
	for _, r := range all {
		if n := len(out); n > 0 && r[0] <= out[n-1][1]+1 {
			if r[1] > out[n-1][1] {
				out[n-1][1] = r[1]
			}
			continue
		}
		out = append(out, r)
	}
	return out
}

func (s runeSet) overlaps(t runeSet) bool {
	i, j := 0, 0
	for i < len(s) && j < len(t) {
		if s[i][1] < t[j][0] {
			i++
		} else if t[j][1] < s[i][0] {
			j++
		} else {
			return true
		}
	}
	return false
}

func (s runeSet) negate() runeSet {
	var out runeSet
	next := rune(0)
	for _, r := range s {
		if r[0] > next {
			out = append(out, [2]rune{next, r[0] - 1})
		}
		next = r[1] + 1
	}
	if next <= unicode.MaxRune {
		out = append(out, [2]rune{next, unicode.MaxRune})
	}
	return out
}

// fold adds the other cases of the set's letters. Large ranges become
// everything: a set that is too big only makes the analysis see more
// overlap, never less.
func (s runeSet) fold() runeSet {
	var extra runeSet
	for _, r := range s {
		if r[1]-r[0] > 512 {
			return anyRune
		}
		for c := r[0]; c <= r[1]; c++ {
			for f := unicode.SimpleFold(c); f != c; f = unicode.SimpleFold(f) {
				extra = append(extra, [2]rune{f, f})
			}
		}
	}
	if len(extra) == 0 {
		return s
	}
	return s.union(extra)
}

func one(c rune) runeSet { return runeSet{{c, c}} }

var (
	digitSet = runeSet{{'0', '9'}}
	wordSet  = runeSet{{'0', '9'}, {'A', 'Z'}, {'_', '_'}, {'a', 'z'}}
	spaceSet = runeSet{{'\t', '\r'}, {' ', ' '}}
	hspace   = runeSet{{'\t', '\t'}, {' ', ' '}, {0xA0, 0xA0}, {0x1680, 0x1680}, {0x180E, 0x180E},
		{0x2000, 0x200A}, {0x202F, 0x202F}, {0x205F, 0x205F}, {0x3000, 0x3000}}
	vspace = runeSet{{'\n', '\r'}, {0x85, 0x85}, {0x2028, 0x2029}}
)

// regexError is a pattern the reader does not accept; at is the rune
// index where it stopped.
type regexError struct {
	at  int
	msg string
}

func (e *regexError) Error() string { return e.msg }

type rxParser struct {
	src    []rune
	i      int
	fold   bool // (?i)
	extend bool // (?x): whitespace and # comments are layout
	depth  int
}

// parseJavaRegex reads a pattern in java.util.regex syntax. fold and
// extend are the flags given outside the pattern (SPARQL's "i" and "x").
func parseJavaRegex(pattern string, fold, extend bool) (*rxNode, error) {
	p := &rxParser{src: []rune(pattern), fold: fold, extend: extend}
	if len(p.src) > maxRegexRunes {
		return nil, &regexError{0, fmt.Sprintf("the pattern is %d characters long; the guard reads at most %d", len(p.src), maxRegexRunes)}
	}
	n, err := p.alt()
	if err != nil {
		return nil, err
	}
	if p.i < len(p.src) {
		return nil, &regexError{p.i, "unmatched ')'"}
	}
	return n, nil
}

func (p *rxParser) fail(format string, a ...any) error {
	return &regexError{p.i, fmt.Sprintf(format, a...)}
}

func (p *rxParser) more() bool { return p.i < len(p.src) }

func (p *rxParser) peek() rune {
	if p.i < len(p.src) {
		return p.src[p.i]
	}
	return -1
}

// skipLayout passes whitespace and comments in (?x) mode.
func (p *rxParser) skipLayout() {
	for p.extend && p.more() {
		switch c := p.peek(); {
		case unicode.IsSpace(c):
			p.i++
		case c == '#':
			for p.more() && p.peek() != '\n' {
				p.i++
			}
		default:
			return
		}
	}
}

func (p *rxParser) alt() (*rxNode, error) {
	start := p.i
	var branches []*rxNode
	for {
		c, err := p.concat()
		if err != nil {
			return nil, err
		}
		branches = append(branches, c)
		if p.peek() != '|' {
			break
		}
		p.i++
	}
	if len(branches) == 1 {
		return branches[0], nil
	}
	return &rxNode{kind: rxAlt, subs: branches, text: string(p.src[start:p.i])}, nil
}

func (p *rxParser) concat() (*rxNode, error) {
	n := &rxNode{kind: rxConcat}
	for {
		p.skipLayout()
		if !p.more() || p.peek() == '|' || p.peek() == ')' {
			return n, nil
		}
		start := p.i
		atom, err := p.atom()
		if err != nil {
			return nil, err
		}
		if atom == nil { // a flag group such as (?i): no item
			continue
		}
		atom, err = p.quantify(atom, start)
		if err != nil {
			return nil, err
		}
		n.subs = append(n.subs, atom)
	}
}

// quantify reads the quantifier after an atom, if any, with its lazy (?)
// or possessive (+) mark. A second quantifier is refused: Java rejects
// some (a**) and means something unexpected by others.
func (p *rxParser) quantify(atom *rxNode, start int) (*rxNode, error) {
	p.skipLayout()
	min, max := 0, 0
	switch p.peek() {
	case '*':
		min, max = 0, -1
	case '+':
		min, max = 1, -1
	case '?':
		min, max = 0, 1
	case '{':
		var err error
		if min, max, err = p.counted(); err != nil {
			return nil, err
		}
		p.i-- // counted stops after '}'; the common step below passes it
	default:
		return atom, nil
	}
	p.i++
	if c := p.peek(); c == '?' || c == '+' {
		p.i++
	}
	p.skipLayout()
	switch p.peek() {
	case '*', '+', '?', '{':
		return nil, p.fail("a quantifier follows a quantifier")
	}
	return &rxNode{kind: rxRepeat, subs: []*rxNode{atom}, min: min, max: max, text: string(p.src[start:p.i])}, nil
}

// counted reads {n}, {n,} or {n,m} in decimal, as Java does.
func (p *rxParser) counted() (int, int, error) {
	p.i++ // '{'
	num := func() (int, bool) {
		s := p.i
		for p.more() && p.peek() >= '0' && p.peek() <= '9' {
			p.i++
		}
		if s == p.i {
			return 0, false
		}
		n, err := strconv.Atoi(string(p.src[s:p.i]))
		return n, err == nil && n <= 1<<30
	}
	min, ok := num()
	if !ok {
		return 0, 0, p.fail("a counted repeat needs a decimal count")
	}
	max := min
	if p.peek() == ',' {
		p.i++
		if p.peek() == '}' {
			max = -1
		} else if max, ok = num(); !ok || max < min {
			return 0, 0, p.fail("a counted repeat needs a decimal upper bound no smaller than its lower bound")
		}
	}
	if p.peek() != '}' {
		return 0, 0, p.fail("a counted repeat is not closed with '}'")
	}
	p.i++
	return min, max, nil
}

func (p *rxParser) chars(s runeSet) *rxNode {
	if p.fold {
		s = s.fold()
	}
	return &rxNode{kind: rxChars, set: s}
}

func (p *rxParser) atom() (*rxNode, error) {
	c := p.peek()
	switch c {
	case '(':
		return p.group()
	case '[':
		p.i++
		s, err := p.class()
		if err != nil {
			return nil, err
		}
		return &rxNode{kind: rxChars, set: s}, nil // class folds its members itself
	case '.':
		p.i++
		return &rxNode{kind: rxChars, set: anyRune}, nil
	case '^', '$':
		p.i++
		return &rxNode{kind: rxAssert}, nil
	case '\\':
		return p.escape()
	case '*', '+', '?', '{':
		return nil, p.fail("%q has nothing to repeat", c)
	}
	p.i++
	return p.chars(one(c)), nil
}

func (p *rxParser) group() (*rxNode, error) {
	p.depth++
	defer func() { p.depth-- }()
	if p.depth > 100 {
		return nil, p.fail("groups nested more than 100 deep")
	}
	p.i++ // '('
	fold, extend := p.fold, p.extend
	look := false
	if p.peek() == '?' {
		p.i++
		switch c := p.peek(); {
		case c == ':' || c == '>':
			p.i++
		case c == '=' || c == '!':
			p.i++
			look = true
		case c == '<' && p.i+1 < len(p.src) && (p.src[p.i+1] == '=' || p.src[p.i+1] == '!'):
			p.i += 2
			look = true
		case c == '<':
			p.i++
			s := p.i
			for p.more() && (unicode.IsLetter(p.peek()) || unicode.IsDigit(p.peek())) {
				p.i++
			}
			if s == p.i || p.peek() != '>' {
				return nil, p.fail("a named group needs a name and '>'")
			}
			p.i++
		default:
			// Inline flags: (?i) for the rest of the enclosing group,
			// (?i:...) for the group only.
			on := true
			for p.more() && p.peek() != ')' && p.peek() != ':' {
				switch p.peek() {
				case '-':
					on = false
				case 'i':
					p.fold = on
				case 'x':
					p.extend = on
				case 'd', 'm', 's', 'u', 'U':
				default:
					return nil, p.fail("unknown inline flag %q", p.peek())
				}
				p.i++
			}
			if !p.more() {
				return nil, p.fail("an inline flag group is not closed")
			}
			if p.peek() == ')' {
				p.i++
				return nil, nil // flags stay set for the enclosing group
			}
			p.i++ // ':'
		}
	}
	inner, err := p.alt()
	if err != nil {
		return nil, err
	}
	if p.peek() != ')' {
		return nil, p.fail("a group is not closed with ')'")
	}
	p.i++
	p.fold, p.extend = fold, extend
	return &rxNode{kind: rxGroup, subs: []*rxNode{inner}, look: look}, nil
}

// escape reads a backslash sequence outside a class.
func (p *rxParser) escape() (*rxNode, error) {
	p.i++ // '\'
	if !p.more() {
		return nil, p.fail("the pattern ends with a backslash")
	}
	c := p.peek()
	switch c {
	case 'b', 'B', 'A', 'z', 'Z', 'G':
		p.i++
		return &rxNode{kind: rxAssert}, nil
	case 'Q':
		p.i++
		n := &rxNode{kind: rxConcat}
		for p.more() {
			if p.peek() == '\\' && p.i+1 < len(p.src) && p.src[p.i+1] == 'E' {
				p.i += 2
				return n, nil
			}
			n.subs = append(n.subs, p.chars(one(p.peek())))
			p.i++
		}
		return n, nil
	case 'R':
		// A line break: one character, or \r\n.
		p.i++
		return &rxNode{kind: rxRepeat, subs: []*rxNode{{kind: rxChars, set: vspace}}, min: 1, max: 2, text: `\R`}, nil
	case 'k':
		return nil, p.fail(`a back reference (\k<name>): its matching time cannot be bounded`)
	case 'X':
		return nil, p.fail(`\X (grapheme cluster) is not read by the guard`)
	}
	if c >= '1' && c <= '9' {
		return nil, p.fail(`a back reference (\%c): its matching time cannot be bounded`, c)
	}
	s, err := p.escapeSet()
	if err != nil {
		return nil, err
	}
	return p.chars(s), nil
}

// escapeSet reads an escape that stands for characters (also in classes);
// p.i is just after the backslash.
func (p *rxParser) escapeSet() (runeSet, error) {
	c := p.peek()
	p.i++
	switch c {
	case 'd':
		return digitSet, nil
	case 'D':
		return digitSet.negate(), nil
	case 'w':
		return wordSet, nil
	case 'W':
		return wordSet.negate(), nil
	case 's':
		return spaceSet, nil
	case 'S':
		return spaceSet.negate(), nil
	case 'h':
		return hspace, nil
	case 'H':
		return hspace.negate(), nil
	case 'v':
		return vspace, nil
	case 'V':
		return vspace.negate(), nil
	case 'p', 'P':
		// A property class: read as any character, which can only make
		// the analysis see more overlap.
		if p.peek() == '{' {
			for p.more() && p.peek() != '}' {
				p.i++
			}
			if !p.more() {
				return nil, p.fail(`\p{ is not closed`)
			}
			p.i++
		} else if p.more() {
			p.i++
		}
		return anyRune, nil
	case 't':
		return one('\t'), nil
	case 'n':
		return one('\n'), nil
	case 'r':
		return one('\r'), nil
	case 'f':
		return one('\f'), nil
	case 'a':
		return one('\a'), nil
	case 'e':
		return one(0x1B), nil
	case '0':
		return p.digits(8, 1, 3)
	case 'x':
		if p.peek() == '{' {
			p.i++
			s, err := p.digits(16, 1, 8)
			if err != nil || p.peek() != '}' {
				return nil, p.fail(`\x{ is not closed`)
			}
			p.i++
			return s, nil
		}
		return p.digits(16, 2, 2)
	case 'u':
		return p.digits(16, 4, 4)
	case 'c':
		if !p.more() {
			return nil, p.fail(`\c needs a letter`)
		}
		p.i++
		return one(p.src[p.i-1] ^ 64), nil
	}
	if c < 128 && (unicode.IsLetter(c) || unicode.IsDigit(c)) {
		// Java rejects unknown letter escapes; digits here are back
		// references inside a class, which Java does not have either.
		p.i--
		return nil, p.fail(`unknown escape \%c`, c)
	}
	return one(c), nil
}

func (p *rxParser) digits(base, min, max int) (runeSet, error) {
	s := p.i
	for p.i-s < max && p.more() {
		if _, err := strconv.ParseInt(string(p.peek()), base, 8); err != nil {
			break
		}
		p.i++
	}
	if p.i-s < min {
		return nil, p.fail("a character code needs %d to %d digits", min, max)
	}
	v, err := strconv.ParseInt(string(p.src[s:p.i]), base, 32)
	if err != nil || v > unicode.MaxRune {
		return nil, p.fail("a character code out of range")
	}
	return one(rune(v)), nil
}

// class reads [...] after the '['. Intersections (&&) are read as unions:
// the set can only grow, so the analysis only sees more overlap.
func (p *rxParser) class() (runeSet, error) {
	neg := false
	if p.peek() == '^' {
		neg = true
		p.i++
	}
	var set runeSet
	first := true
	for {
		if !p.more() {
			return nil, p.fail("a character class is not closed with ']'")
		}
		c := p.peek()
		if c == ']' && !first {
			p.i++
			break
		}
		if c == ']' {
			return nil, p.fail("']' first in a class is read differently by Java versions")
		}
		first = false
		var lo runeSet
		switch {
		case c == '[':
			p.i++
			inner, err := p.class()
			if err != nil {
				return nil, err
			}
			set = set.union(inner)
			continue
		case c == '&' && p.i+1 < len(p.src) && p.src[p.i+1] == '&':
			p.i += 2
			continue
		case c == '\\':
			p.i++
			if !p.more() {
				return nil, p.fail("the pattern ends with a backslash")
			}
			if p.peek() == 'Q' || p.peek() == 'E' {
				return nil, p.fail(`\Q...\E inside a class is not read by the guard`)
			}
			s, err := p.escapeSet()
			if err != nil {
				return nil, err
			}
			lo = s
		default:
			p.i++
			lo = one(c)
		}
		// A range a-z: only between single characters.
		if len(lo) == 1 && lo[0][0] == lo[0][1] && p.peek() == '-' && p.i+1 < len(p.src) && p.src[p.i+1] != ']' {
			p.i++
			hc := p.peek()
			var hi rune
			if hc == '\\' {
				p.i++
				s, err := p.escapeSet()
				if err != nil {
					return nil, err
				}
				if len(s) != 1 || s[0][0] != s[0][1] {
					return nil, p.fail("a range must end at a single character")
				}
				hi = s[0][0]
			} else if hc == '[' {
				return nil, p.fail("a range must end at a single character")
			} else {
				p.i++
				hi = hc
			}
			if hi < lo[0][0] {
				return nil, p.fail("a range runs backwards")
			}
			lo = runeSet{{lo[0][0], hi}}
		}
		set = set.union(lo)
	}
	if p.fold {
		set = set.fold()
	}
	if neg {
		set = set.negate()
	}
	return set, nil
}

// What the analysis knows about a node.
type rxFacts struct {
	minLen   int
	unbound  bool    // can match arbitrarily long strings
	variable bool    // can match strings of different lengths
	set      runeSet // every character it can match
}

// facts computes (once per node) what the analysis knows about n.
func facts(n *rxNode) rxFacts {
	if n.facts == nil {
		f := computeFacts(n)
		n.facts = &f
	}
	return *n.facts
}

func computeFacts(n *rxNode) rxFacts {
	switch n.kind {
	case rxChars:
		return rxFacts{minLen: 1, set: n.set}
	case rxAssert:
		return rxFacts{}
	case rxGroup:
		if n.look {
			return rxFacts{}
		}
		return facts(n.subs[0])
	case rxConcat:
		var f rxFacts
		for _, s := range n.subs {
			g := facts(s)
			f.minLen += g.minLen
			f.unbound = f.unbound || g.unbound
			f.variable = f.variable || g.variable
			f.set = f.set.union(g.set)
		}
		return f
	case rxAlt:
		f := facts(n.subs[0])
		for _, s := range n.subs[1:] {
			g := facts(s)
			if g.minLen != f.minLen || g.variable {
				f.variable = true
			}
			if g.minLen < f.minLen {
				f.minLen = g.minLen
			}
			f.unbound = f.unbound || g.unbound
			f.set = f.set.union(g.set)
		}
		return f
	case rxRepeat:
		g := facts(n.subs[0])
		f := rxFacts{minLen: g.minLen * n.min, set: g.set}
		grows := g.minLen > 0 || g.variable
		f.unbound = g.unbound || n.max < 0 && grows
		f.variable = g.variable || n.max != n.min && grows
		return f
	}
	return rxFacts{}
}

// first returns the characters a match of n can begin with.
func first(n *rxNode) runeSet {
	switch n.kind {
	case rxChars:
		return n.set
	case rxGroup:
		if n.look {
			return nil
		}
		return first(n.subs[0])
	case rxConcat:
		var s runeSet
		for _, x := range n.subs {
			s = s.union(first(x))
			if facts(x).minLen > 0 {
				break
			}
		}
		return s
	case rxAlt:
		var s runeSet
		for _, x := range n.subs {
			s = s.union(first(x))
		}
		return s
	case rxRepeat:
		return first(n.subs[0])
	}
	return nil
}

// regexHazard is why a pattern can backtrack catastrophically.
type regexHazard struct {
	summary, detail string
}

// regexHazards finds the shapes that make a backtracking matcher take
// exponential or high polynomial time on a string that nearly matches:
//   - a quantifier that repeats (max ≥ 2) something that itself can match
//     in more than one length: (a+)+, (.*a){12}, (a?){30}, (\w+\s?)*
//     (star height above one: the ways to split the input multiply);
//   - a repeated alternation whose branches can start with the same
//     character, or may match nothing: (a|a)*, (\w|\d)+, (a|ab){20};
//   - two unbounded items in sequence, with only optional items between,
//     that can match the same characters: .*.*, \d+\d+, \w+\s*\w+, a*(b)?a+.
//
// The rules are conservative: some patterns they refuse run in linear time
// ((ab+)+ never splits a string two ways), but every pattern they allow
// has star height at most one with unambiguous repeated alternations and no
// two overlapping unbounded neighbours.
func regexHazards(n *rxNode) []regexHazard {
	var out []regexHazard
	var visit func(n *rxNode)
	visit = func(n *rxNode) {
		switch n.kind {
		case rxRepeat:
			if n.max < 0 || n.max >= 2 {
				if inner := variableRepeat(n.subs[0]); inner != nil {
					out = append(out, regexHazard{
						fmt.Sprintf("nested quantifier: %s repeats something that itself repeats (%s)", n.text, inner.text),
						"A repeat inside a repeat lets the matcher split the same input in exponentially many ways; " +
							"on a string that almost matches it tries them all."})
				} else if alt := overlappingAlt(n.subs[0]); alt != nil {
					out = append(out, regexHazard{
						fmt.Sprintf("repeated alternation with overlapping branches: %s repeats %s", n.text, alt.text),
						"Two branches can match the same text (or one matches nothing), so each repetition can choose " +
							"either and the matcher tries every combination."})
				}
			}
		case rxConcat:
			if h, ok := adjacentUnbounded(n); ok {
				out = append(out, h)
			}
		}
		for _, s := range n.subs {
			visit(s)
		}
	}
	visit(n)
	return out
}

// variableRepeat returns a repeat inside n that can match in more than one
// length (alternations are overlappingAlt's: (ab|c)+ is unambiguous).
func variableRepeat(n *rxNode) *rxNode {
	switch n.kind {
	case rxRepeat:
		if facts(n).variable {
			return n
		}
	}
	for _, s := range n.subs {
		if r := variableRepeat(s); r != nil {
			return r
		}
	}
	return nil
}

// overlappingAlt returns an alternation in n with two branches that can
// start with the same character, or a branch that can match nothing.
func overlappingAlt(n *rxNode) *rxNode {
	if n.kind == rxAlt {
		var seen runeSet
		for _, b := range n.subs {
			if facts(b).minLen == 0 {
				return n
			}
			f := first(b)
			if seen.overlaps(f) {
				return n
			}
			seen = seen.union(f)
		}
	}
	for _, s := range n.subs {
		if r := overlappingAlt(s); r != nil {
			return r
		}
	}
	return nil
}

// adjacentUnbounded looks, in a sequence (with plain groups opened), for
// two unbounded items with only optional items between them that can match
// a common character.
func adjacentUnbounded(n *rxNode) (regexHazard, bool) {
	var items []*rxNode
	var flatten func(n *rxNode)
	flatten = func(n *rxNode) {
		switch {
		case n.kind == rxConcat:
			for _, s := range n.subs {
				flatten(s)
			}
		case n.kind == rxGroup && !n.look:
			flatten(n.subs[0])
		default:
			items = append(items, n)
		}
	}
	flatten(n)
	for i, a := range items {
		fa := facts(a)
		if !fa.unbound {
			continue
		}
		for _, b := range items[i+1:] {
			fb := facts(b)
			if fb.unbound && fa.set.overlaps(fb.set) {
				return regexHazard{
					fmt.Sprintf("two unbounded repeats in a row can match the same characters: %s and %s", source(a), source(b)),
					"The matcher tries every way of dividing the text between them, and again for each position " +
						"of a failing match."}, true
			}
			if fb.minLen > 0 {
				break
			}
		}
	}
	return regexHazard{}, false
}

func source(n *rxNode) string {
	if n.text != "" {
		return n.text
	}
	return "a group"
}

// regexVerdict reads a pattern and returns why it is refused, or "" when
// it is safe to send.
func regexVerdict(pattern string, fold, extend bool) (summary, detail string) {
	n, err := parseJavaRegex(pattern, fold, extend)
	if err != nil {
		return "gql cannot read this regex, so it cannot bound its matching time: " + err.Error(),
			"The guard reads java.util.regex patterns without back references, \\X, or \\Q...\\E inside classes, up to " +
				strconv.Itoa(maxRegexRunes) + " characters; a pattern it cannot read is refused (fail closed)."
	}
	if hs := regexHazards(n); len(hs) > 0 {
		return "the regex can backtrack catastrophically: " + hs[0].summary, hs[0].detail
	}
	return "", ""
}
