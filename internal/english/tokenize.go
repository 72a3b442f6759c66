package english

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A Piece is one word, number or punctuation mark of a sentence: its byte
// span, whether it is punctuation, and whether it stands inside a quotation
// ('...', "...", “...”), where the user names a value verbatim.
type Piece struct {
	Start, End int
	Punct      bool
	Quoted     bool
}

// Pieces splits a sentence into words, numbers and punctuation marks by
// their byte spans. Apostrophes and hyphens inside words stay in the word
// ("Carrie-Anne", "Something's"); a decimal point between digits stays in
// the number; a Chinese or Japanese character is a piece of its own.
func Pieces(q string) []Piece {
	var toks []Piece
	quote := rune(0) // the open quote character, if inside a quotation
	i := 0
	for i < len(q) {
		r, w := utf8.DecodeRuneInString(q[i:])
		switch {
		case unicode.IsSpace(r):
			i += w
		case IsCJK(r):
			// Chinese and Japanese write no spaces between words: each
			// character is a token and multi-character spans make the words,
			// as multi-word spans do in English.
			toks = append(toks, Piece{Start: i, End: i + w, Quoted: quote != 0})
			i += w
		case isWordChar(r):
			j := i + w
			for j < len(q) {
				r2, w2 := utf8.DecodeRuneInString(q[j:])
				if isWordChar(r2) && !IsCJK(r2) {
					j += w2
					continue
				}
				// Inner apostrophe, hyphen, or decimal point: keep going when
				// a word character follows.
				if (r2 == '\'' || r2 == '’') && possessiveAfterApostrophe(q[j+w2:]) {
					break
				}
				if r2 == '\'' || r2 == '’' || r2 == '-' || (r2 == '.' && j > i && (isASCIIDigit(q[j-1]) || dotJoinsLetters(q, j))) {
					if j+w2 < len(q) {
						r3, _ := utf8.DecodeRuneInString(q[j+w2:])
						if isWordChar(r3) && !(r2 == '.' && !unicode.IsDigit(r3) && !dotJoinsLetters(q, j)) {
							// "Tom's" keeps its apostrophe only when it is not the
							// closing quote of a quotation opened with '.
							if (r2 == '\'' || r2 == '’') && quote == r2 && !contractionAfterApostrophe(q[j+w2:]) {
								break
							}
							j += w2
							continue
						}
					}
				}
				break
			}
			toks = append(toks, Piece{Start: i, End: j, Quoted: quote != 0})
			i = j
		default:
			inner := quote != 0 && (!IsQuote(r) || wordCharAt(q, i+w) && r == quote)
			t := Piece{Start: i, End: i + w, Punct: true, Quoted: inner}
			if IsQuote(r) {
				switch {
				case quote == 0 && opensQuotation(q, i, w):
					quote = closingQuote(r)
				case quote != 0 && (r == quote || (quote == '”' && r == '"')) && !wordCharAt(q, i+w):
					// A closing quote ends a word; "'Something's Gotta Give'"
					// keeps its inner apostrophe.
					quote = 0
				}
			}
			toks = append(toks, t)
			i += w
		}
	}
	return toks
}

func isWordChar(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' }

// IsCJK reports whether r is a character of a script written without spaces (Han, Hiragana,
// Katakana).
func IsCJK(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana)
}

func isASCIIDigit(b byte) bool { return b >= '0' && b <= '9' }

// IsQuote reports whether r is a quotation mark, straight or curly.
func IsQuote(r rune) bool {
	return r == '\'' || r == '"' || r == '“' || r == '”' || r == '‘' || r == '’'
}

func closingQuote(r rune) rune {
	switch r {
	case '“':
		return '”'
	case '‘':
		return '’'
	}
	return r
}

// opensQuotation: a quote opens a quotation when it starts a word (preceded by
// space or start) and another matching quote follows later.
func opensQuotation(q string, i, w int) bool {
	if i > 0 {
		prev, _ := utf8.DecodeLastRuneInString(q[:i])
		if isWordChar(prev) {
			return false
		}
	}
	r, _ := utf8.DecodeRuneInString(q[i:])
	return strings.ContainsRune(q[i+w:], closingQuote(r))
}

// possessiveAfterApostrophe: the rest after an apostrophe is a lone "s" ("Tom's").
func possessiveAfterApostrophe(rest string) bool {
	if len(rest) == 0 || (rest[0] != 's' && rest[0] != 'S') {
		return false
	}
	if len(rest) == 1 {
		return true
	}
	r, _ := utf8.DecodeRuneInString(rest[1:])
	return !isWordChar(r)
}

func contractionAfterApostrophe(rest string) bool {
	rest = strings.ToLower(rest)
	for _, c := range []string{"s ", "t ", "re ", "ve ", "ll ", "d ", "m "} {
		if strings.HasPrefix(rest+" ", c) {
			return true
		}
	}
	return false
}

// wordCharAt reports whether a word character starts at byte i.
func wordCharAt(q string, i int) bool {
	if i >= len(q) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(q[i:])
	return isWordChar(r)
}
