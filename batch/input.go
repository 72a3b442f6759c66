package batch

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/gql-dev/gql/diag"
)

// Limits bound what one input line may hold, so a runaway line costs one error
// record and a bounded buffer rather than the batch.
type Limits struct {
	// MaxQuestion is the most bytes one question may have (a text line is
	// one question). 0 means DefaultMaxQuestion.
	MaxQuestion int
	// MaxLine is the most bytes one JSONL line or CSV record may have: they
	// carry other fields besides the question. 0 means DefaultMaxLine.
	MaxLine int
}

const (
	// DefaultMaxQuestion is far above any question a person writes; a longer
	// "question" is a pasted document or a broken file.
	DefaultMaxQuestion = 64 << 10
	// DefaultMaxLine leaves room for JSONL and CSV rows that carry metadata.
	DefaultMaxLine = 1 << 20
	// maxRecordLines bounds how many lines one quoted CSV field may span, so
	// an unterminated quote costs at most this many lines of re-reading.
	maxRecordLines = 100
	// sniffSize is how much of the start of the input Sniff inspects.
	sniffSize = 8 << 10
)

func (l Limits) withDefaults() Limits {
	if l.MaxQuestion <= 0 {
		l.MaxQuestion = DefaultMaxQuestion
	}
	if l.MaxLine <= 0 {
		l.MaxLine = DefaultMaxLine
	}
	return l
}

// LineError is why one input line (or CSV record) gave no question. Pos.Line
// is the input line, Pos.Col the column (runes, 1-based) where the problem is.
type LineError struct {
	diag.Diagnostic
}

func (e *LineError) Error() string {
	if e.Detail == "" {
		return e.Summary
	}
	return e.Summary + ": " + e.Detail
}

func lineErr(check string, line, col int, summary, detail, fix string) *LineError {
	d := diag.Diagnostic{Check: check, Severity: diag.Error, Pos: diag.Pos{Line: line, Col: col}, Summary: summary, Detail: detail}
	if fix != "" {
		d.Fixes = []diag.Fix{{Label: fix}}
	}
	return &LineError{d}
}

// InputError is an input that cannot be read as a question log at all (not
// text, no header, no such column): a usage error, reported before anything
// is written.
type InputError struct {
	diag.Diagnostic
}

func (e *InputError) Error() string {
	s := e.Summary
	if e.Pos.Line > 0 {
		s = fmt.Sprintf("input line %d col %d: %s", e.Pos.Line, e.Pos.Col, s)
	}
	if e.Detail != "" {
		s += " (" + e.Detail + ")"
	}
	if len(e.Fixes) > 0 {
		s += "; " + e.Fixes[0].Label
	}
	return s
}

func inputErr(check string, pos diag.Pos, summary, detail, fix string) *InputError {
	d := diag.Diagnostic{Check: check, Severity: diag.Error, Pos: pos, Summary: summary, Detail: detail}
	if fix != "" {
		d.Fixes = []diag.Fix{{Label: fix}}
	}
	return &InputError{d}
}

// Sniff refuses input that is not text before a single line becomes a
// "question": binary junk read line by line turns into hundreds of nonsense
// translations. It inspects the first few KiB: a NUL byte, a UTF-16 or UTF-32
// byte-order mark, invalid UTF-8, or more than one byte in twenty being a
// control character. It looks only at what the first read returns, so a
// pipe that delivers questions slowly is not held up waiting for 8 KiB.
func Sniff(br *bufio.Reader) error {
	if _, err := br.Peek(1); err != nil {
		if errors.Is(err, io.EOF) {
			return nil
		}
		return err
	}
	b, _ := br.Peek(min(br.Buffered(), sniffSize))
	const fixUTF8 = "convert the file to UTF-8 text, one question a line (e.g. iconv -t UTF-8)"
	if bytes.HasPrefix(b, []byte{0xFF, 0xFE}) || bytes.HasPrefix(b, []byte{0xFE, 0xFF}) || bytes.HasPrefix(b, []byte{0, 0, 0xFE, 0xFF}) {
		return inputErr("input-not-text", diag.PosAt(string(b), 0), "the input is UTF-16 or UTF-32, not UTF-8",
			"it starts with a UTF-16/32 byte-order mark", fixUTF8)
	}
	if i := bytes.IndexByte(b, 0); i >= 0 {
		return inputErr("input-not-text", diag.PosAt(string(b), i), "the input is not text: it holds a NUL byte",
			fmt.Sprintf("byte %d of the input is 0", i), fixUTF8)
	}
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && n == 1 {
			// A rune cut by the end of the sample is not an error here;
			// if the input really ends there, that line's check says so.
			if !utf8.FullRune(b[i:]) {
				break
			}
			return inputErr("input-not-text", diag.PosAt(string(b), i), "the input is not UTF-8 text",
				fmt.Sprintf("byte %d (0x%02x) is not valid UTF-8", i, b[i]), fixUTF8)
		}
		i += n
	}
	ctl, first := 0, -1
	for i, c := range b {
		if isControl(c) {
			ctl++
			if first < 0 {
				first = i
			}
		}
	}
	if ctl > 0 && ctl*20 > len(b) {
		return inputErr("input-not-text", diag.PosAt(string(b), first), "the input is not text: too many control characters",
			fmt.Sprintf("%d of the first %d bytes are control characters", ctl, len(b)), fixUTF8)
	}
	return nil
}

// isControl is a C0 control or DEL other than the whitespace text files use.
func isControl(c byte) bool {
	return (c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f' && c != '\v') || c == 0x7F
}

// lineReader reads physical lines with a bounded buffer: a line longer than
// max keeps its first max bytes and the rest is skipped, so one enormous line
// neither exhausts memory nor stops reading (bufio.Scanner's "token too long").
type lineReader struct {
	br  *bufio.Reader
	max int
	n   int // number of the line last returned, 1-based
	buf []byte
}

func newLineReader(r io.Reader, max int) *lineReader {
	br, ok := r.(*bufio.Reader)
	if !ok {
		br = bufio.NewReaderSize(r, 64<<10)
	}
	return &lineReader{br: br, max: max}
}

// next returns the next line without its terminator (\n or \r\n), truncated
// to max bytes, and the line's full length. The slice is valid until the next
// call. ok is false at the end of the input.
func (lr *lineReader) next() (line []byte, size int, ok bool, err error) {
	lr.buf = lr.buf[:0]
	total, prevCR, sawNL := 0, false, false
	for {
		chunk, err := lr.br.ReadSlice('\n')
		total += len(chunk)
		if room := lr.max - len(lr.buf); room > 0 {
			c := chunk
			if len(c) > room {
				c = c[:room]
			}
			lr.buf = append(lr.buf, c...)
		}
		if len(chunk) > 0 && chunk[len(chunk)-1] == '\n' {
			sawNL = true
			prevCR = prevCR && len(chunk) == 1 || len(chunk) > 1 && chunk[len(chunk)-2] == '\r'
			break
		}
		if len(chunk) > 0 {
			prevCR = chunk[len(chunk)-1] == '\r'
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if errors.Is(err, io.EOF) {
			if total == 0 {
				return nil, 0, false, nil
			}
			prevCR = false // a lone \r at the end of input is content
			break
		}
		if err != nil {
			return nil, 0, false, err
		}
	}
	lr.n++
	size = total
	if sawNL {
		size--
		if prevCR {
			size--
		}
	}
	if len(lr.buf) > size {
		lr.buf = lr.buf[:size]
	}
	if lr.n == 1 {
		// A byte-order mark is not part of the first question or header.
		if b := bytes.TrimPrefix(lr.buf, []byte("\xEF\xBB\xBF")); len(b) < len(lr.buf) {
			size -= len(lr.buf) - len(b)
			lr.buf = b
		}
	}
	return lr.buf, size, true, nil
}

func tooLong(line, col, size, limit int, what, flag string) *LineError {
	return lineErr("input-too-long", line, col, fmt.Sprintf("%s is %d bytes, over the limit of %d bytes", what, size, limit),
		"the rest of it was skipped and reading went on with the next line", "shorten it, or raise "+flag)
}

// checkQuestion rejects what no question contains: invalid UTF-8 and control
// characters other than whitespace. col0 is the column of q's first byte.
func checkQuestion(q []byte, line, col0 int) *LineError {
	for i := 0; i < len(q); {
		r, n := utf8.DecodeRune(q[i:])
		if r == utf8.RuneError && n == 1 {
			col := col0 + utf8.RuneCount(q[:i])
			return lineErr("input-encoding", line, col, "the question is not valid UTF-8",
				fmt.Sprintf("byte 0x%02x at column %d", q[i], col), "convert the file to UTF-8")
		}
		if n == 1 && isControl(q[i]) {
			col := col0 + utf8.RuneCount(q[:i])
			return lineErr("input-control", line, col, "the question holds a control character",
				fmt.Sprintf("byte 0x%02x at column %d", q[i], col), "remove the control character")
		}
		i += n
	}
	return nil
}

// ReadQuestions streams the questions of a log. A bad line becomes an Item
// whose Err is a *LineError with the line number, and reading goes on; only
// an unreadable stream or an input that is no question log at all (a CSV
// without the column: *InputError) stops it. It does not sniff; Run does.
func ReadQuestions(r io.Reader, format InputFormat, field string, lim Limits, yield func(Item) bool) error {
	lim = lim.withDefaults()
	if field == "" {
		field = "question"
	}
	switch format {
	case FormatText, "":
		return readText(newLineReader(r, lim.MaxQuestion), lim, yield)
	case FormatJSONL:
		return readJSONL(newLineReader(r, lim.MaxLine), field, lim, yield)
	case FormatCSV:
		return readCSV(newLineReader(r, lim.MaxLine), field, lim, yield)
	}
	return errUnknownFormat(format)
}

func errUnknownFormat(format InputFormat) error {
	return inputErr("input-format", diag.Pos{}, fmt.Sprintf("unknown input format %q", format), "", "use --format text, jsonl or csv")
}

func readText(lr *lineReader, lim Limits, yield func(Item) bool) error {
	for {
		line, size, ok, err := lr.next()
		if err != nil || !ok {
			return err
		}
		it := Item{Line: lr.n}
		lead := len(line) - len(bytes.TrimLeft(line, " \t"))
		q := bytes.TrimSpace(line)
		switch {
		case size > lim.MaxQuestion:
			it.Err = tooLong(lr.n, 1, size, lim.MaxQuestion, "the line", "--max-question")
		case len(q) == 0 || q[0] == '#':
			continue
		default:
			if e := checkQuestion(q, lr.n, 1+utf8.RuneCount(line[:lead])); e != nil {
				it.Err = e
			} else {
				it.Question = string(q)
			}
		}
		if !yield(it) {
			return nil
		}
	}
}

func readJSONL(lr *lineReader, field string, lim Limits, yield func(Item) bool) error {
	for {
		line, size, ok, err := lr.next()
		if err != nil || !ok {
			return err
		}
		if size <= lim.MaxLine && len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		it := Item{Line: lr.n}
		if size > lim.MaxLine {
			it.Err = tooLong(lr.n, 1, size, lim.MaxLine, "the JSON line", "--max-line")
		} else {
			q, e := jsonQuestion(line, lr.n, field)
			if e == nil && len(q) > lim.MaxQuestion {
				e = tooLong(lr.n, 1, len(q), lim.MaxQuestion, fmt.Sprintf("the question in %q", field), "--max-question")
			}
			if e == nil {
				e = checkQuestion([]byte(q), lr.n, 1)
			}
			if e != nil {
				it.Err = e
			} else {
				it.Question = q
			}
		}
		if !yield(it) {
			return nil
		}
	}
}

func jsonQuestion(line []byte, n int, field string) (string, *LineError) {
	col := func(off int) int {
		if off > len(line) {
			off = len(line)
		}
		return 1 + utf8.RuneCount(line[:off])
	}
	if !utf8.Valid(line) {
		// encoding/json would replace the bad bytes silently.
		return "", checkQuestion(line, n, 1)
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(line, &obj); err != nil {
		c := 1
		var se *json.SyntaxError
		if errors.As(err, &se) && se.Offset > 0 {
			c = col(int(se.Offset) - 1)
		}
		return "", lineErr("input-json", n, c, "not a JSON object", strings.TrimPrefix(err.Error(), "json: "),
			fmt.Sprintf(`write one object a line, e.g. {"%s": "Who directed The Matrix?"}`, field))
	}
	raw, ok := obj[field]
	if !ok {
		return "", lineErr("input-field", n, 1, fmt.Sprintf("no field %q", field), "",
			"name the question's field with --field")
	}
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return "", lineErr("input-field", n, col(bytes.Index(line, raw)), fmt.Sprintf("field %q is not a string", field),
			"it is "+kindOf(raw), "")
	}
	if s = strings.TrimSpace(s); s == "" {
		return "", lineErr("input-field", n, col(bytes.Index(line, raw)), fmt.Sprintf("field %q is empty", field), "", "")
	}
	return s, nil
}

func kindOf(raw json.RawMessage) string {
	switch t := bytes.TrimSpace(raw); {
	case len(t) == 0:
		return "empty"
	case t[0] == '{':
		return "an object"
	case t[0] == '[':
		return "an array"
	case t[0] == 'n':
		return "null"
	case t[0] == 't' || t[0] == 'f':
		return "a boolean"
	}
	return "a number"
}

// physLine is a CSV line kept for re-reading: when a record spanning several
// lines turns out bad, the lines after its first are read again as records
// of their own, so one stray quote does not swallow the records after it.
type physLine struct {
	n    int
	text []byte
	size int
}

type csvSource struct {
	lr      *lineReader
	pending []physLine
}

func (s *csvSource) next() (physLine, bool, error) {
	if len(s.pending) > 0 {
		p := s.pending[0]
		s.pending = s.pending[1:]
		return p, true, nil
	}
	line, size, ok, err := s.lr.next()
	if err != nil || !ok {
		return physLine{}, false, err
	}
	return physLine{n: s.lr.n, text: append([]byte(nil), line...), size: size}, true, nil
}

// csvRecord is one parsed record: its fields, or why it is bad.
type csvRecord struct {
	line   int
	fields []string
	err    *LineError
	lines  []physLine // the lines it spans
}

// readRecord parses RFC 4180 strictly: a quote inside a quoted field must be
// doubled, and an unquoted field holds no quote. Blank lines between records
// are skipped. ok is false at the end of the input.
func (s *csvSource) readRecord(maxLine int) (rec csvRecord, ok bool, err error) {
	var (
		field     []byte
		inQuote   bool
		closed    bool // the quoted field's closing quote was seen
		atStart   = true
		size      int
		quoteOff  int    // byte offset of the open quote in quoteText
		quoteText []byte // the line the open quote is on
		quoteLine int
	)
	quoteCol := func() int { return 1 + utf8.RuneCount(quoteText[:quoteOff]) }
	// The record's position is its first line; the column only when the
	// open quote is on that line.
	startCol := func() int {
		if quoteLine == rec.line {
			return quoteCol()
		}
		return 1
	}
	for {
		p, ok, err := s.next()
		if err != nil {
			return rec, false, err
		}
		if !ok {
			if len(rec.lines) == 0 {
				return rec, false, nil
			}
			rec.err = lineErr("input-csv-quote", rec.line, startCol(), "unterminated quoted field",
				fmt.Sprintf("the quote opened at line %d column %d is never closed", quoteLine, quoteCol()), "close the quote, or write \"\" for a quote inside a quoted field")
			return rec, true, nil
		}
		if len(rec.lines) == 0 {
			if p.size == 0 || (p.size <= maxLine && len(bytes.TrimSpace(p.text)) == 0) {
				continue
			}
			rec.line = p.n
		}
		rec.lines = append(rec.lines, p)
		size += p.size + 1
		if p.size > maxLine || size > maxLine+1 {
			rec.err = tooLong(rec.line, 1, size-1, maxLine, "the CSV record", "--max-line")
			return rec, true, nil
		}
		if len(rec.lines) > maxRecordLines {
			rec.err = lineErr("input-csv-quote", rec.line, startCol(), fmt.Sprintf("a quoted field spans more than %d lines", maxRecordLines),
				fmt.Sprintf("the quote opened at line %d column %d is probably never closed", quoteLine, quoteCol()), "close the quote, or write \"\" for a quote inside a quoted field")
			return rec, true, nil
		}
		if inQuote {
			field = append(field, '\n')
		}
		line := p.text
		for i := 0; i < len(line); i++ {
			c := line[i]
			// Counted only when needed: per byte it would make a long line quadratic.
			col := func() int { return 1 + utf8.RuneCount(line[:i]) }
			switch {
			case inQuote && c == '"' && i+1 < len(line) && line[i+1] == '"':
				field = append(field, '"')
				i++
			case inQuote && c == '"':
				inQuote, closed = false, true
			case inQuote:
				field = append(field, c)
			case closed && c != ',':
				// Point at the quote that ended the field: it is the one to double.
				rec.err = spanErr(rec.line, p.n, col()-1, "a quote inside a quoted field is not doubled",
					fmt.Sprintf("the quote at column %d ends the quoted field, but %q follows instead of a comma", col()-1, c), `write "" for each quote inside a quoted field`)
				return rec, true, nil
			case c == ',':
				rec.fields = append(rec.fields, string(field))
				field, closed, atStart = field[:0], false, true
				continue
			case c == '"' && atStart:
				inQuote, quoteOff, quoteText, quoteLine = true, i, line, p.n
			case c == '"':
				rec.err = spanErr(rec.line, p.n, col(), "a quote in an unquoted field",
					"", `quote the whole field and write "" for the quote inside it`)
				return rec, true, nil
			default:
				field = append(field, c)
			}
			atStart = false
		}
		if !inQuote {
			rec.fields = append(rec.fields, string(field))
			return rec, true, nil
		}
	}
}

// spanErr reports a CSV error found on line n of a record that starts on
// line start. When they differ, a quoted field ran across lines, most likely
// from a quote never meant to open one, so the record's first line is where
// to look, and the place found is in the detail.
func spanErr(start, n, col int, summary, detail, fix string) *LineError {
	if n == start {
		return lineErr("input-csv-quote", n, col, summary, detail, fix)
	}
	d := fmt.Sprintf("at line %d column %d: %s", n, col, summary)
	if detail != "" {
		d += " (" + detail + ")"
	}
	return lineErr("input-csv-quote", start, 1, fmt.Sprintf("a quoted field runs from line %d to line %d and is malformed", start, n), d,
		"close the quoted field on its own line, or write \"\" for a quote inside it")
}

func readCSV(lr *lineReader, field string, lim Limits, yield func(Item) bool) error {
	src := &csvSource{lr: lr}
	header, ok, err := src.readRecord(lim.MaxLine)
	if err != nil {
		return err
	}
	if !ok {
		return nil // an empty file has no questions
	}
	if header.err != nil {
		return &InputError{header.err.Diagnostic}
	}
	col := -1
	for i, h := range header.fields {
		if strings.EqualFold(strings.TrimSpace(h), field) {
			col = i
			break
		}
	}
	if col < 0 {
		return inputErr("input-field", diag.Pos{Line: header.line, Col: 1}, fmt.Sprintf("the CSV header has no column %q", field),
			"columns: "+strings.Join(header.fields, ", "), "name the question's column with --field")
	}
	for {
		rec, ok, err := src.readRecord(lim.MaxLine)
		if err != nil || !ok {
			return err
		}
		it := Item{Line: rec.line}
		switch {
		case rec.err != nil:
			it.Err = rec.err
			if len(rec.lines) > 1 {
				// Give the lines after the bad record's first their own chance.
				src.pending = append(append([]physLine(nil), rec.lines[1:]...), src.pending...)
			}
		case col >= len(rec.fields):
			it.Err = lineErr("input-csv-columns", rec.line, 1, fmt.Sprintf("the record has %d fields and no column %q", len(rec.fields), field),
				fmt.Sprintf("the header names %d columns; %q is column %d", len(header.fields), field, col+1), "")
		default:
			q := strings.TrimSpace(rec.fields[col])
			switch {
			case q == "":
				it.Err = lineErr("input-field", rec.line, 1, fmt.Sprintf("empty %q column", field), "", "")
			case len(q) > lim.MaxQuestion:
				it.Err = tooLong(rec.line, 1, len(q), lim.MaxQuestion, fmt.Sprintf("the question in column %q", field), "--max-question")
			default:
				if e := checkQuestion([]byte(q), rec.line, 1); e != nil {
					it.Err = e
				} else {
					it.Question = q
				}
			}
		}
		if !yield(it) {
			return nil
		}
	}
}

// CountQuestions estimates how many items a log holds, for a progress bar:
// non-blank lines (not # comments for text), less a CSV header. It reads the
// input once with a bounded buffer.
func CountQuestions(r io.Reader, format InputFormat) (int, error) {
	return CountShard(r, format, Shard{})
}

// CountShard is CountQuestions for the items of one shard. A CSV record
// spanning several lines is counted by each line, so for CSV it stays an
// estimate.
func CountShard(r io.Reader, format InputFormat, shard Shard) (int, error) {
	lr := newLineReader(r, 256)
	n, header := 0, format == FormatCSV
	for {
		line, _, ok, err := lr.next()
		if err != nil {
			return n, err
		}
		if !ok {
			break
		}
		t := bytes.TrimSpace(line)
		if len(t) == 0 || (format != FormatJSONL && format != FormatCSV && t[0] == '#') {
			continue
		}
		if header {
			header = false
			continue
		}
		if shard.Has(lr.n) {
			n++
		}
	}
	return n, nil
}
