package config

import (
	"errors"
	"reflect"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/gql-dev/gql/diag"
)

// lineRef is the "line N: " yaml.v3 writes before a problem.
var lineRef = regexp.MustCompile(`^line (\d+): `)

// problem is a yaml.v3 message without its "yaml: " and "line N: ".
func problem(msg string) string {
	msg = strings.TrimPrefix(msg, "yaml: ")
	return lineRef.ReplaceAllString(msg, "")
}

// syntaxError places a YAML syntax error where the mistake is. yaml.v3
// reports only a line, and for many problems the line of the enclosing
// mapping (its context) rather than of the mistake: so the line is the
// first whose inclusion makes the document fail with the same problem,
// and the column is read off that line by the kind of problem.
func syntaxError(file string, raw []byte, err error) *Error {
	prob := problem(err.Error())
	lines := strings.SplitAfter(string(raw), "\n")
	line := 0
	for k := 1; k <= len(lines); k++ {
		var n yaml.Node
		perr := yaml.Unmarshal([]byte(strings.Join(lines[:k], "")), &n)
		if perr != nil && problem(perr.Error()) == prob {
			line = k
			break
		}
	}
	if line == 0 {
		line = diag.LineOf(err)
	}
	text := ""
	if line-1 < len(lines) {
		text = strings.TrimRight(lines[line-1], "\r\n")
	}
	e := &Error{File: file, Line: line, Col: syntaxColumn(text, prob), Msg: prob}
	switch {
	case strings.Contains(prob, "tab character"), strings.Contains(prob, "cannot start any token"):
		e.Fix = "indent with spaces, never tabs; quote a value starting with @ or `"
	case strings.Contains(prob, "mapping values are not allowed"):
		e.Fix = "quote a value that holds ': ', or put the key on a line of its own"
	case strings.Contains(prob, "quoted scalar"), strings.Contains(prob, "end of stream"):
		e.Fix = "close the quote on the same value"
	case strings.Contains(prob, "did not find expected"):
		e.Fix = "indent keys of one mapping alike, with spaces"
	}
	return e
}

// syntaxColumn is the 1-based column of the mistake on its line.
func syntaxColumn(text, prob string) int {
	first := len(text) - len(strings.TrimLeft(text, " \t"))
	switch {
	case strings.Contains(prob, "tab character"):
		if i := strings.IndexByte(text, '\t'); i >= 0 {
			return i + 1
		}
	case strings.Contains(prob, "cannot start any token"):
		if i := strings.IndexAny(text, "\t@`"); i >= 0 {
			return i + 1
		}
	case strings.Contains(prob, "mapping values are not allowed"):
		// The first ': ' ends the key; the one after it is the mistake.
		colons := valueColons(text)
		if len(colons) > 1 {
			return colons[1] + 1
		}
		if len(colons) == 1 {
			return colons[0] + 1
		}
	case strings.Contains(prob, "quoted scalar") || strings.Contains(prob, "end of stream"):
		if i := strings.IndexAny(text[first:], `"'`); i >= 0 {
			return first + i + 1
		}
	}
	return first + 1
}

// valueColons are the byte offsets of ':' that end a key (followed by a
// space or the end of the line) outside quotes.
func valueColons(text string) []int {
	var out []int
	var quote byte
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '#' && (i == 0 || text[i-1] == ' '):
			return out
		case c == ':' && (i+1 == len(text) || text[i+1] == ' ' || text[i+1] == '\t'):
			out = append(out, i)
		}
	}
	return out
}

// valueError decodes one value on its own, so a bad duration or number is
// reported at its own line:col, next to every other mistake of the file.
func valueError(file string, v *yaml.Node, t reflect.Type) error {
	if v.Kind == yaml.AliasNode || (v.Kind == yaml.ScalarNode && v.Tag == "!!null") {
		return nil
	}
	err := v.Decode(reflect.New(t).Interface())
	if err == nil {
		return nil
	}
	full := strings.TrimPrefix(err.Error(), "yaml: ")
	var te *yaml.TypeError
	if errors.As(err, &te) && len(te.Errors) > 0 {
		full = te.Errors[0]
	}
	msg := problem(full)
	line, col, fix := v.Line, v.Column, fixFor(t)
	if m := lineRef.FindStringSubmatch(full); m != nil && v.Kind == yaml.SequenceNode && deref(t).Kind() == reflect.Slice {
		// Inside a list: the item's place, from the message.
		if n, _ := strconv.Atoi(m[1]); n > 0 {
			line, col, fix = n, itemColumn(v, n), fixFor(deref(t).Elem())
		}
	}
	return &Error{File: file, Line: line, Col: col, Msg: msg, Fix: fix}
}

func itemColumn(v *yaml.Node, line int) int {
	for _, c := range v.Content {
		if c.Line == line {
			return c.Column
		}
	}
	return v.Column
}

// fixFor says what a value of t looks like.
func fixFor(t reflect.Type) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch {
	case t == reflect.TypeOf(Duration(0)) || t == reflect.TypeOf(time.Duration(0)):
		return "write a duration such as 10s, 2m or 1h30m"
	case t == reflect.TypeOf(Server{}):
		return "write a URI, or {uri: ..., user: ..., password_env: ...}"
	}
	switch t.Kind() {
	case reflect.Int, reflect.Int64, reflect.Int32:
		return "write a whole number"
	case reflect.Bool:
		return "write true or false"
	case reflect.Slice:
		return "write a list: [a, b] or one '- item' per line"
	case reflect.String:
		return "write text (quote it if it looks like another type)"
	case reflect.Struct, reflect.Map:
		return "write a mapping of keys"
	}
	return ""
}

// position reads file:line:col off an error for sorting.
var position = regexp.MustCompile(`:(\d+):(\d+): `)

// sortErrors orders problems as they appear in the file.
func sortErrors(errs []error) {
	at := func(err error) (int, int) {
		var e *Error
		if errors.As(err, &e) {
			return e.Line, e.Col
		}
		if m := position.FindStringSubmatch(err.Error()); m != nil {
			l, _ := strconv.Atoi(m[1])
			c, _ := strconv.Atoi(m[2])
			return l, c
		}
		return 1 << 30, 0
	}
	sort.SliceStable(errs, func(i, j int) bool {
		li, ci := at(errs[i])
		lj, cj := at(errs[j])
		return li < lj || li == lj && ci < cj
	})
}
