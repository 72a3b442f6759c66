package backends

import (
	"context"
	"fmt"
	"math/big"
	"reflect"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	gremlingo "github.com/apache/tinkerpop/gremlin-go/v3/driver"

	"github.com/gql-dev/gql/redact"
	"github.com/gql-dev/gql/schema"
)

// ReadOnlySource is the traversal source scripts/servers defines with
// ReadOnlyStrategy; executors bind the script's "g" to it, so a mutating step
// fails on the server even if it got past the guard and the traversal check.
const ReadOnlySource = "gro"

type gremlinExec struct {
	b   Backend
	uri string
	opt Options

	// lang carries user queries (gremlin-lang, see gremlin_lang.go).
	lang *langPool

	// client runs the project's own Groovy scripts (introspection, loading);
	// dialled on first use, nil after a script was abandoned mid-stream.
	mu     sync.Mutex
	client *gremlingo.Client
}

// gremlinConv normalises one result: the schema names key properties, keys
// holds the keys looked up for vertices that came without properties.
type gremlinConv struct {
	schema *schema.Schema
	keys   map[any]Value
}

func newGremlinClient(uri, source string, timeout time.Duration) (*gremlingo.Client, error) {
	return gremlingo.NewClient(uri, func(s *gremlingo.ClientSettings) {
		s.TraversalSource = source
		s.ConnectionTimeout = timeout
		s.LogVerbosity = gremlingo.Off
		s.MaximumConcurrentConnections = 1
		s.EnableUserAgentOnConnect = false
	})
}

func openGremlin(ctx context.Context, b Backend, uri string, opt Options) (*gremlinExec, error) {
	e := &gremlinExec{b: b, uri: uri, opt: opt, lang: &langPool{uri: uri, dialTimeout: opt.ConnectTimeout}}
	c, err := e.lang.get(ctx)
	if err != nil {
		return nil, &Error{Class: Connection, Backend: b, Endpoint: uri,
			Msg: fmt.Sprintf("cannot reach the Gremlin server: %v", err), Err: err}
	}
	e.lang.put(c)
	return e, nil
}

// conn returns the live client, dialling a new one when the last query was
// abandoned. gremlin-go cannot cancel a request, so a query stopped by the
// row limit or the timeout costs its connection (the server's
// evaluationTimeout ends the work there).
func (e *gremlinExec) conn(ctx context.Context) (*gremlingo.Client, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.client != nil {
		return e.client, nil
	}
	type dialed struct {
		c   *gremlingo.Client
		err error
	}
	ch := make(chan dialed, 1)
	go func() {
		c, err := newGremlinClient(e.uri, ReadOnlySource, e.opt.ConnectTimeout)
		ch <- dialed{c, err}
	}()
	select {
	case d := <-ch:
		if d.err != nil {
			return nil, &Error{Class: Connection, Backend: e.b, Endpoint: e.Endpoint(),
				Msg: fmt.Sprintf("cannot reach the Gremlin server: %v", d.err), Err: d.err}
		}
		e.client = d.c
		return d.c, nil
	case <-ctx.Done():
		go func() {
			if d := <-ch; d.c != nil {
				d.c.Close()
			}
		}()
		return nil, &Error{Class: Connection, Backend: e.b, Endpoint: e.Endpoint(), Msg: "cannot reach the Gremlin server: " + ctx.Err().Error(), Err: ctx.Err()}
	}
}

// abandon drops a client whose result stream is still open: draining in the
// background unblocks gremlin-go's reader so the close completes.
func (e *gremlinExec) abandon(c *gremlingo.Client, rs gremlingo.ResultSet) {
	e.mu.Lock()
	if e.client == c {
		e.client = nil
	}
	e.mu.Unlock()
	go func() {
		for range rs.Channel() {
		}
	}()
	go c.Close()
}

func (e *gremlinExec) Backend() Backend { return e.b }
func (e *gremlinExec) Endpoint() string { return redact.URI(e.uri) }
func (e *gremlinExec) Close() error {
	if e.lang != nil {
		e.lang.close()
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.client != nil {
		e.client.Close()
		e.client = nil
	}
	return nil
}

// Exec runs the script on the server's gremlin-lang engine with g bound to
// the read-only source. The server's evaluationTimeout is set per request;
// results stream in batches and reading stops at the row limit.
func (e *gremlinExec) Exec(ctx context.Context, q string, opt ExecOptions) (_ *Result, err error) {
	defer func() { err = scrub(err) }()
	opt = opt.norm()
	if err := guard(e.opt.Guard, e.b, e.Endpoint(), q); err != nil {
		return nil, err
	}
	if err := traversalOnly(q); err != nil {
		return nil, &Error{Class: Refused, Backend: e.b, Endpoint: e.Endpoint(), Code: "NotATraversal", Msg: err.Error()}
	}
	rows, truncated, err := e.submitLang(ctx, q, opt)
	if err != nil {
		return nil, err
	}
	keys, err := e.vertexKeys(ctx, rows, opt)
	if err != nil {
		return nil, err
	}
	res := gremlinConv{schema: e.opt.Schema, keys: keys}.table(rows)
	res.Truncated = truncated
	if res.Empty() {
		res.Notices = gremlinUnknown(e.opt.Schema, q)
	}
	return res, nil
}

// vertexKeys looks up the key property of vertices that arrived without
// properties (the servers send them with their properties, but a provider
// may not), in one query per 500 vertices.
func (e *gremlinExec) vertexKeys(ctx context.Context, rows []any, opt ExecOptions) (map[any]Value, error) {
	var ids []any
	seen := map[any]bool{}
	var walk func(v any)
	walk = func(v any) {
		switch x := v.(type) {
		case *gremlingo.Vertex:
			if _, has := x.Properties.([]any); !has || len(x.Properties.([]any)) == 0 {
				if !seen[x.Id] {
					seen[x.Id] = true
					ids = append(ids, x.Id)
				}
			}
		case []any:
			for _, el := range x {
				walk(el)
			}
		case map[any]any:
			for k, el := range x {
				walk(k)
				walk(el)
			}
		case *gremlingo.Path:
			walk(x.Objects)
		}
	}
	for _, r := range rows {
		walk(r)
	}
	if len(ids) == 0 {
		return nil, nil
	}
	keys := []string{"name", "title", "id"}
	if s := e.opt.Schema; s != nil {
		keys = nil
		for _, l := range s.Labels {
			if k := s.Key(l.Name); k != "" {
				keys = append(keys, k)
			}
		}
	}
	keyArgs := make([]string, len(keys))
	for i, k := range keys {
		keyArgs[i] = gremlinLiteral(k)
	}
	out := map[any]Value{}
	const chunk = 500
	for i := 0; i < len(ids); i += chunk {
		part := ids[i:min(i+chunk, len(ids))]
		idArgs := make([]string, len(part))
		for j, id := range part {
			idArgs[j] = gremlinLiteral(id)
		}
		got, _, err := e.submitLang(ctx, "g.V("+strings.Join(idArgs, ",")+").project('id','label','props').by(id()).by(label()).by(valueMap("+
			strings.Join(keyArgs, ",")+"))", ExecOptions{Timeout: opt.Timeout, Limit: -1})
		if err != nil {
			return nil, err
		}
		for _, g := range got {
			m, ok := g.(map[any]any)
			if !ok {
				continue
			}
			props := map[string]any{}
			if pm, ok := m["props"].(map[any]any); ok {
				for k, v := range pm {
					if l, ok := v.([]any); ok && len(l) > 0 {
						v = l[0]
					}
					props[fmt.Sprint(k)] = v
				}
			}
			label, _ := m["label"].(string)
			if k := keyOf(e.opt.Schema, []string{label}, props); k != "" {
				out[m["id"]] = gremlinConv{schema: e.opt.Schema}.value(props[k])
			}
		}
	}
	return out, nil
}

// submit sends one of the project's own Groovy scripts (introspection
// closures, loader batches with bindings) through gremlin-go and collects up
// to opt.Limit raw results. User queries never take this path.
func (e *gremlinExec) submit(ctx context.Context, q string, bindings map[string]any, opt ExecOptions) ([]any, bool, error) {
	ctx, cancel := context.WithTimeout(ctx, opt.Timeout+time.Second)
	defer cancel()
	c, err := e.conn(ctx)
	if err != nil {
		return nil, false, err
	}
	// Elements arrive without properties ("tokens"): an edge carrying a list
	// property (a Java array) could not be serialised at all, and vertices
	// inside maps come bare anyway; vertexKeys looks keys up instead.
	rb := new(gremlingo.RequestOptionsBuilder).SetEvaluationTimeout(int(opt.Timeout / time.Millisecond)).
		SetMaterializeProperties("tokens")
	if bindings != nil {
		rb.SetBindings(bindings)
	}
	rs, err := c.SubmitWithOptions(q, rb.Create())
	if err != nil {
		e.abandon(c, orEmpty(rs))
		return nil, false, &Error{Class: Connection, Backend: e.b, Endpoint: e.Endpoint(), Msg: err.Error(), Err: err}
	}
	var out []any
	ch := rs.Channel()
	for {
		select {
		case r, ok := <-ch:
			if !ok {
				if err := rs.GetError(); err != nil {
					return nil, false, e.classifyDriver(err, q, opt.Timeout)
				}
				return out, false, nil
			}
			if opt.Limit > 0 && len(out) == opt.Limit {
				e.abandon(c, rs)
				return out, true, nil
			}
			out = append(out, r.GetInterface())
		case <-ctx.Done():
			e.abandon(c, rs)
			return nil, false, timeoutError(e.b, e.Endpoint(), opt.Timeout, ctx.Err())
		}
	}
}

// orEmpty lets abandon drain a result set that may be nil after a failed
// submit.
func orEmpty(rs gremlingo.ResultSet) gremlingo.ResultSet {
	if rs == nil {
		return gremlingo.NewResultSet("", nil)
	}
	return rs
}

var gremlinStatus = regexp.MustCompile(`(?s)code:(\d+) message:(.*?)(?: attributes:map\[|\}'|\}$)`)

// fullStatus undoes gremlin-go 3.8.1 keeping only the low byte of the
// server's status code (598 arrives as 86).
func fullStatus(low string) string {
	n, err := strconv.Atoi(low)
	if err != nil || n >= 256 {
		return low
	}
	for _, c := range []int{401, 407, 498, 499, 500, 596, 597, 598, 599} {
		if c&0xFF == n {
			return strconv.Itoa(c)
		}
	}
	return low
}

// classifyDriver reads gremlin-go's wrapped server status.
func (e *gremlinExec) classifyDriver(err error, q string, timeout time.Duration) error {
	msg := err.Error()
	code := ""
	if m := gremlinStatus.FindStringSubmatch(msg); m != nil {
		code, msg = fullStatus(m[1]), strings.TrimSpace(m[2])
	}
	return e.classify(code, msg, q, err, timeout)
}

// gremlinLangPos is how gremlin-lang places a parse error; the character
// position counts from 0 within the line.
var gremlinLangPos = regexp.MustCompile(`line (\d+), character position at (\d+)`)

// unknownStep matches a step name at a parse error's position: the grammar
// lists every step, so a name it stops at is one it does not know (or one
// called with arguments no overload takes), which is what Groovy reported
// as "No signature of method" — a semantic error, not a typo in the syntax.
var unknownStep = regexp.MustCompile(`^([A-Za-z_][A-Za-z0-9_]*)\s*\(`)

// classify turns a server status into an error class: 597 is a script
// evaluation failure (a gremlin-lang parse error, an unknown step, a
// failing traversal), 598 the server timeout, 499 a bad request;
// ReadOnlyStrategy's verification error means a write.
func (e *gremlinExec) classify(code, msg, q string, err error, timeout time.Duration) error {
	msg = strings.TrimSpace(msg)
	// Groovy appends an error count and a stack trace; keep the message.
	if i := strings.Index(msg, "\n\n1 error"); i > 0 {
		msg = msg[:i]
	}
	if i := strings.Index(msg, "\n\tat "); i > 0 {
		msg = msg[:i]
	}
	out := &Error{Backend: e.b, Endpoint: e.Endpoint(), Code: code, Msg: msg, Err: err}
	out.Line, out.Col = findPos(msg)
	parseErr := false
	if m := gremlinLangPos.FindStringSubmatch(msg); m != nil {
		out.Line, _ = strconv.Atoi(m[1])
		out.Col, _ = strconv.Atoi(m[2])
		out.Col++
		parseErr = true
	}
	switch {
	case parseErr:
		out.Class = Syntax
		if off := lineColOffset(q, out.Line, out.Col); off >= 0 {
			if m := unknownStep.FindStringSubmatch(q[off:]); m != nil && off > 0 && strings.ContainsRune(".(, \t\n", rune(q[off-1])) {
				out.Class = Semantic
				out.Msg = "unknown step " + m[1] + "() or arguments it does not take: " + msg
			}
		}
	case strings.Contains(msg, "Serializer for type") && strings.Contains(msg, "[] not found"):
		// List properties are stored as Java arrays (the one list encoding
		// JanusGraph accepts), which GraphBinary cannot send whole.
		out.Class = Semantic
		out.Msg += "; list properties are stored as arrays: read them with .values(key).unfold() or .values(key).unfold().fold()," +
			" and return such edges by label or property rather than whole inside a path or map"
	case strings.Contains(msg, "not read only") || strings.Contains(msg, "ReadOnlyStrategy") ||
		strings.Contains(msg, "io() is disabled"): // NoIoStrategy in scripts/servers.d/*/init.groovy
		out.Class = Refused
	case code == "598" || strings.Contains(strings.ToLower(msg), "evaluationtimeout"):
		out.Class = Runtime
		out.Code = "Timeout"
		out.Msg = "query stopped by the timeout of " + timeout.String() + ": " + msg
	case strings.Contains(msg, "startup failed") || strings.Contains(msg, "Unexpected input") ||
		strings.Contains(msg, "unexpected token") || strings.Contains(msg, "MultipleCompilationErrors") ||
		strings.Contains(msg, "token recognition error") || strings.Contains(msg, "mismatched input"):
		out.Class = Syntax
	case strings.Contains(msg, "No such property") || strings.Contains(msg, "No signature of method") ||
		strings.Contains(msg, "MissingMethod") || strings.Contains(msg, "MissingProperty") ||
		strings.Contains(msg, "could not be found") || strings.Contains(msg, "ClassCast") ||
		strings.Contains(msg, "The property does not exist"):
		out.Class = Semantic
	case code == "":
		out.Class = Connection
	default:
		out.Class = Runtime
	}
	return out
}

// traversalOnly refuses what is not a single traversal rooted at g, before
// anything is sent. The server's gremlin-lang engine rejects all of it too
// (it cannot parse Groovy); this check says why in the user's terms, and
// refuses io(), which both the grammar and ReadOnlyStrategy accept. Text
// inside string literals is ignored.
func traversalOnly(q string) error {
	code := stripStrings(q)
	t := strings.TrimSpace(code)
	if !strings.HasPrefix(t, "g.") && t != "g" {
		return fmt.Errorf("a query must be one traversal starting with g.")
	}
	if !anyNotTraversal.MatchString(t) {
		return nil
	}
	for _, bad := range notTraversal {
		if bad.re.MatchString(t) {
			return fmt.Errorf("not a read-only traversal: %s", bad.why)
		}
	}
	return nil
}

// anyNotTraversal is the union of notTraversal, so the common clean query
// costs one scan.
var anyNotTraversal = func() *regexp.Regexp {
	var parts []string
	for _, n := range notTraversal {
		parts = append(parts, "(?:"+n.re.String()+")")
	}
	return regexp.MustCompile(strings.Join(parts, "|"))
}()

var notTraversal = []struct {
	re  *regexp.Regexp
	why string
}{
	{regexp.MustCompile(`;`), "more than one statement"},
	{regexp.MustCompile(`[{}]`), "closures (use gremlin-lang steps instead)"},
	{regexp.MustCompile(`\bgraph\b|\bgetGraph\b|\btx\s*\(`), "access to the graph object"},
	{regexp.MustCompile(`\b(new|System|Runtime|Class|Thread|def|import|eval|evaluate|execute)\b`), "Groovy code outside the traversal language"},
	{regexp.MustCompile(`\bg\s*=`), "rebinding g"},
	{regexp.MustCompile(`\bwithoutStrategies\b|\bwithStrategies\b`), "changing traversal strategies"},
	// ReadOnlyStrategy lets io() through (checked: g.io(file).write() on the
	// read-only source wrote the graph to a file on the server).
	{regexp.MustCompile(`\.io\s*\(`), "io() reads and writes files on the server"},
	{regexp.MustCompile(`\bLambda\b`), "lambdas"},
	{regexp.MustCompile(`\bwithComputer\b|\.program\s*\(`), "graph computer programs"},
}

// stripStrings blanks the contents of '...' and "..." literals.
func stripStrings(q string) string {
	b := []byte(q)
	var quote byte
	for i := 0; i < len(b); i++ {
		c := b[i]
		switch {
		case quote == 0 && (c == '\'' || c == '"'):
			quote = c
		case quote != 0 && c == '\\' && i+1 < len(b):
			b[i], b[i+1] = ' ', ' '
			i++
		case quote != 0 && c == quote:
			quote = 0
		case quote != 0:
			b[i] = ' '
		}
	}
	return string(b)
}

// table turns raw results into rows. A stream of maps with string keys
// (project(), valueMap(), select() of several keys) spreads into columns; a
// stream of single-entry maps whose keys vary (the entries of an unfolded
// group()/groupCount()) becomes key and value columns; anything else is one
// column named "value".
func (e gremlinConv) table(rows []any) *Result {
	if cols, ok := mapColumns(rows); ok {
		res := &Result{Columns: cols}
		for _, r := range rows {
			m := r.(map[any]any)
			row := make([]Value, len(cols))
			for i, c := range cols {
				row[i] = e.value(m[c])
			}
			res.Rows = append(res.Rows, row)
		}
		return res
	}
	if entries(rows) {
		res := &Result{Columns: []string{"key", "value"}}
		for _, r := range rows {
			for k, v := range r.(map[any]any) {
				res.Rows = append(res.Rows, []Value{e.value(k), e.value(v)})
			}
		}
		return res
	}
	res := &Result{Columns: []string{"value"}}
	for _, r := range rows {
		res.Rows = append(res.Rows, []Value{e.value(r)})
	}
	return res
}

func mapColumns(rows []any) ([]string, bool) {
	if len(rows) == 0 {
		return nil, false
	}
	var cols []string
	for i, r := range rows {
		m, ok := r.(map[any]any)
		if !ok || len(m) == 0 {
			return nil, false
		}
		keys := make([]string, 0, len(m))
		for k := range m {
			s, ok := k.(string)
			if !ok {
				return nil, false
			}
			keys = append(keys, s)
		}
		sort.Strings(keys)
		if i == 0 {
			cols = keys
			continue
		}
		if strings.Join(keys, "\x00") != strings.Join(cols, "\x00") {
			return nil, false
		}
	}
	if len(cols) == 1 && len(rows) > 1 {
		// One shared key over many rows is select('x')-like: a column.
		return cols, true
	}
	return cols, len(cols) > 1 || len(rows) == 1
}

func entries(rows []any) bool {
	if len(rows) == 0 {
		return false
	}
	for _, r := range rows {
		m, ok := r.(map[any]any)
		if !ok || len(m) != 1 {
			return false
		}
	}
	return true
}

// value normalises a gremlin-go value; a vertex becomes its key property
// (servers send vertex properties with the vertex), an edge its label, a
// path the list of its vertices, a property its value.
func (e gremlinConv) value(v any) Value {
	switch x := v.(type) {
	case nil:
		return Value{}
	case *gremlingo.Vertex:
		return e.vertex(x)
	case *gremlingo.Edge:
		return S(x.Label)
	case *gremlingo.VertexProperty:
		return e.value(x.Value)
	case *gremlingo.Property:
		return e.value(x.Value)
	case *gremlingo.Path:
		out := make([]Value, 0, len(x.Objects))
		for _, o := range x.Objects {
			if _, isEdge := o.(*gremlingo.Edge); isEdge {
				continue
			}
			out = append(out, e.value(o))
		}
		return L(out...)
	case []any:
		out := make([]Value, len(x))
		for i, el := range x {
			out[i] = e.value(el)
		}
		return L(out...)
	case *gremlingo.SimpleSet:
		return e.value(x.ToSlice())
	case gremlingo.Set:
		return e.value(x.ToSlice())
	case map[any]any:
		out := make(map[string]Value, len(x))
		for k, el := range x {
			out[e.value(k).String()] = e.value(el)
		}
		return M(out)
	case *big.Int:
		if x.IsInt64() {
			return I(x.Int64())
		}
		f, _ := new(big.Float).SetInt(x).Float64()
		return F(f)
	case *gremlingo.BigDecimal:
		f, _ := strconv.ParseFloat(bigDecimalString(x), 64)
		return F(f)
	case time.Time:
		return S(x.Format(time.RFC3339Nano))
	}
	rv := reflect.ValueOf(v)
	if rv.Kind() == reflect.Slice || rv.Kind() == reflect.Array {
		out := make([]Value, rv.Len())
		for i := range out {
			out[i] = e.value(rv.Index(i).Interface())
		}
		return L(out...)
	}
	return FromGo(v)
}

func bigDecimalString(d *gremlingo.BigDecimal) string {
	if d.UnscaledValue == nil {
		return "0"
	}
	f := new(big.Float).SetInt(d.UnscaledValue)
	f.Quo(f, new(big.Float).SetFloat64(pow10(int(d.Scale))))
	return f.Text('g', 17)
}

func pow10(n int) float64 {
	p := 1.0
	for ; n > 0; n-- {
		p *= 10
	}
	for ; n < 0; n++ {
		p /= 10
	}
	return p
}

func (e gremlinConv) vertex(v *gremlingo.Vertex) Value {
	props := map[string]any{}
	if ps, ok := v.Properties.([]any); ok {
		for _, p := range ps {
			if vp, ok := p.(*gremlingo.VertexProperty); ok {
				// gremlin-go puts the property key in Label, not Key.
				k := vp.Key
				if k == "" {
					k = vp.Label
				}
				if _, seen := props[k]; !seen {
					props[k] = vp.Value
				}
			}
		}
	}
	if k := keyOf(e.schema, []string{v.Label}, props); k != "" {
		return e.value(props[k])
	}
	if k, ok := e.keys[v.Id]; ok {
		return k
	}
	return S(fmt.Sprint(v.Id))
}
