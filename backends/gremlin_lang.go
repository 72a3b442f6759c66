package backends

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/big"
	"net"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	gremlingo "github.com/apache/tinkerpop/gremlin-go/v3/driver"
	"github.com/gorilla/websocket"
)

// User queries go to the servers' grammar-based gremlin-lang engine over a
// plain WebSocket with GraphSON 3 requests, because gremlin-go 3.8.1 cannot
// name a script language: its string requests run on gremlin-groovy, where
// a script can reach the graph object and the JVM around ReadOnlyStrategy.
// gremlin-lang parses the script with TinkerPop's Gremlin grammar, so it can
// only be a traversal, and the alias g → gro makes that traversal read-only.
const (
	gremlinLangMIME = "application/vnd.gremlin-v3.0+json"
	gremlinLang     = "gremlin-lang"
)

// langPool keeps idle WebSocket connections to one server. A connection is
// reused only after its request ended cleanly; one abandoned mid-stream (row
// limit, timeout, cancellation) is closed, since the protocol has no way to
// cancel a request and the rest of its answer would still arrive.
type langPool struct {
	uri         string
	dialTimeout time.Duration

	mu   sync.Mutex
	idle []*websocket.Conn
}

func (p *langPool) get(ctx context.Context) (*websocket.Conn, error) {
	p.mu.Lock()
	if n := len(p.idle); n > 0 {
		c := p.idle[n-1]
		p.idle = p.idle[:n-1]
		p.mu.Unlock()
		return c, nil
	}
	p.mu.Unlock()
	d := websocket.Dialer{HandshakeTimeout: p.dialTimeout, NetDialContext: (&net.Dialer{Timeout: p.dialTimeout}).DialContext}
	dctx, cancel := context.WithTimeout(ctx, p.dialTimeout)
	defer cancel()
	c, resp, err := d.DialContext(dctx, p.uri, nil)
	if resp != nil && resp.Body != nil {
		resp.Body.Close()
	}
	if err != nil {
		return nil, err
	}
	// Results of a whole row limit arrive in one frame; the server caps a
	// frame at maxContentLength (10 MB in scripts/servers.d) anyway.
	c.SetReadLimit(64 << 20)
	return c, nil
}

func (p *langPool) put(c *websocket.Conn) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.idle) < 4 {
		p.idle = append(p.idle, c)
		return
	}
	c.Close()
}

func (p *langPool) close() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, c := range p.idle {
		c.Close()
	}
	p.idle = nil
}

// langRequest is the GraphSON 3 "eval" request of the Gremlin Server
// protocol; typed numbers carry their Java type, as the server expects.
type langRequest struct {
	RequestID typed   `json:"requestId"`
	Op        string  `json:"op"`
	Processor string  `json:"processor"`
	Args      langArg `json:"args"`
}

type langArg struct {
	Gremlin           string            `json:"gremlin"`
	Language          string            `json:"language"`
	Aliases           map[string]string `json:"aliases"`
	EvaluationTimeout typed             `json:"evaluationTimeout"`
	BatchSize         *typed            `json:"batchSize,omitempty"`
}

type typed struct {
	Type  string `json:"@type"`
	Value any    `json:"@value"`
}

type langResponse struct {
	RequestID string `json:"requestId"`
	Status    struct {
		Message string `json:"message"`
		Code    int    `json:"code"`
	} `json:"status"`
	Result struct {
		// Decoded with UseNumber in the same pass as the status, so big
		// longs keep every digit and the frame is scanned once.
		Data any `json:"data"`
	} `json:"result"`
}

func decodeLangResponse(raw []byte, resp *langResponse) error {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	return dec.Decode(resp)
}

func newRequestID() string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
}

// langFrame is the binary frame the server reads: the MIME type's length in
// one byte, the MIME type, then the request.
func langFrame(q string, opt ExecOptions) ([]byte, error) {
	req := langRequest{
		RequestID: typed{"g:UUID", newRequestID()},
		Op:        "eval",
		Args: langArg{
			Gremlin:           q,
			Language:          gremlinLang,
			Aliases:           map[string]string{"g": ReadOnlySource},
			EvaluationTimeout: typed{"g:Int64", opt.Timeout.Milliseconds()},
		},
	}
	if opt.Limit > 0 {
		// One more than the limit tells whether the result was cut short
		// without waiting for a second batch.
		req.Args.BatchSize = &typed{"g:Int32", min(opt.Limit+1, 5000)}
	}
	body, err := json.Marshal(req)
	if err != nil {
		return nil, err
	}
	frame := make([]byte, 0, 1+len(gremlinLangMIME)+len(body))
	frame = append(frame, byte(len(gremlinLangMIME)))
	frame = append(frame, gremlinLangMIME...)
	return append(frame, body...), nil
}

// submitLang runs a script on the gremlin-lang engine bound to the
// read-only source and collects up to opt.Limit results, read batch by
// batch (status 206) so reading stops at the limit. It is the only path
// user queries take; traversalOnly in front of it only words refusals
// better.
func (e *gremlinExec) submitLang(ctx context.Context, q string, opt ExecOptions) ([]any, bool, error) {
	ctx, cancel := context.WithTimeout(ctx, opt.Timeout+time.Second)
	defer cancel()
	c, err := e.lang.get(ctx)
	if err != nil {
		return nil, false, &Error{Class: Connection, Backend: e.b, Endpoint: e.Endpoint(),
			Msg: fmt.Sprintf("cannot reach the Gremlin server: %v", err), Err: err}
	}
	frame, err := langFrame(q, opt)
	if err != nil {
		c.Close()
		return nil, false, &Error{Class: Runtime, Backend: e.b, Endpoint: e.Endpoint(), Msg: err.Error(), Err: err}
	}
	deadline, _ := ctx.Deadline()
	c.SetWriteDeadline(deadline)
	c.SetReadDeadline(deadline)
	// A cancelled context (not only an expired one) must unblock the read.
	stop := context.AfterFunc(ctx, func() { c.SetReadDeadline(time.Now()) })
	defer stop()
	if err := c.WriteMessage(websocket.BinaryMessage, frame); err != nil {
		c.Close()
		return nil, false, e.wsError(ctx, err, opt.Timeout)
	}
	var out []any
	for {
		_, raw, err := c.ReadMessage()
		if err != nil {
			c.Close()
			return nil, false, e.wsError(ctx, err, opt.Timeout)
		}
		var resp langResponse
		if err := decodeLangResponse(raw, &resp); err != nil {
			c.Close()
			return nil, false, &Error{Class: Runtime, Backend: e.b, Endpoint: e.Endpoint(),
				Msg: "unreadable answer from the Gremlin server: " + err.Error(), Err: err}
		}
		switch code := resp.Status.Code; code {
		case 200, 204, 206:
			rows, err := decodeGraphSONList(resp.Result.Data)
			if err != nil {
				c.Close()
				return nil, false, &Error{Class: Runtime, Backend: e.b, Endpoint: e.Endpoint(),
					Msg: "unreadable result from the Gremlin server: " + err.Error(), Err: err}
			}
			out = append(out, rows...)
			if opt.Limit > 0 && len(out) > opt.Limit {
				if code == 206 {
					c.Close()
				} else {
					e.lang.put(c)
				}
				return out[:opt.Limit], true, nil
			}
			if code != 206 {
				e.lang.put(c)
				return out, false, nil
			}
		default:
			// The server ends a failed request with this one message, so the
			// connection stays usable.
			e.lang.put(c)
			return nil, false, e.classify(strconv.Itoa(code), resp.Status.Message, q,
				fmt.Errorf("status %d: %s", code, resp.Status.Message), opt.Timeout)
		}
	}
}

func (e *gremlinExec) wsError(ctx context.Context, err error, timeout time.Duration) error {
	var ne net.Error
	if ctx.Err() != nil || errors.As(err, &ne) && ne.Timeout() {
		if ctx.Err() == context.Canceled {
			return &Error{Class: Runtime, Backend: e.b, Endpoint: e.Endpoint(), Code: "Canceled", Msg: "query canceled", Err: ctx.Err()}
		}
		return timeoutError(e.b, e.Endpoint(), timeout, err)
	}
	return &Error{Class: Connection, Backend: e.b, Endpoint: e.Endpoint(), Msg: "the Gremlin server dropped the connection: " + err.Error(), Err: err}
}

// decodeGraphSONList reads result.data, a g:List (or null for status 204).
func decodeGraphSONList(v any) ([]any, error) {
	if v == nil {
		return nil, nil
	}
	x, err := fromGraphSON(v)
	if err != nil {
		return nil, err
	}
	if l, ok := x.([]any); ok {
		return l, nil
	}
	return []any{x}, nil
}

// fromGraphSON turns typed GraphSON 3 into the Go values gremlin-go's
// GraphBinary reader produces (its graph structures, int32/int64/float64,
// enums as strings, map[any]any), so one normalisation serves both paths.
func fromGraphSON(v any) (any, error) {
	switch x := v.(type) {
	case nil, string, bool:
		return x, nil
	case json.Number:
		// Untyped numbers appear inside Java arrays, which GraphSON writes as
		// plain JSON arrays.
		if i, err := x.Int64(); err == nil {
			return i, nil
		}
		return x.Float64()
	case []any:
		out := make([]any, len(x))
		for i, el := range x {
			var err error
			if out[i], err = fromGraphSON(el); err != nil {
				return nil, err
			}
		}
		return out, nil
	case map[string]any:
		t, ok := x["@type"].(string)
		if !ok {
			out := make(map[any]any, len(x))
			for k, el := range x {
				val, err := fromGraphSON(el)
				if err != nil {
					return nil, err
				}
				out[k] = val
			}
			return out, nil
		}
		return fromTyped(t, x["@value"])
	}
	return nil, fmt.Errorf("unexpected GraphSON value %T", v)
}

func fromTyped(t string, v any) (any, error) {
	num := func() (json.Number, error) {
		switch n := v.(type) {
		case json.Number:
			return n, nil
		case string:
			return json.Number(n), nil
		}
		return "", fmt.Errorf("%s holds %T, not a number", t, v)
	}
	switch t {
	case "g:Int32", "gx:Int16", "gx:Byte", "g:Int64":
		n, err := num()
		if err != nil {
			return nil, err
		}
		i, err := n.Int64()
		if err != nil {
			return nil, err
		}
		switch t {
		case "g:Int32":
			return int32(i), nil
		case "gx:Int16":
			return int16(i), nil
		case "gx:Byte":
			return int8(i), nil
		}
		return i, nil
	case "g:Float", "g:Double":
		f, err := graphSONFloat(v)
		if err != nil {
			return nil, err
		}
		if t == "g:Float" {
			return float32(f), nil
		}
		return f, nil
	case "gx:BigInteger":
		n, err := num()
		if err != nil {
			return nil, err
		}
		b, ok := new(big.Int).SetString(string(n), 10)
		if !ok {
			return nil, fmt.Errorf("bad gx:BigInteger %q", n)
		}
		return b, nil
	case "gx:BigDecimal":
		n, err := num()
		if err != nil {
			return nil, err
		}
		// The executor reduces BigDecimal to float64 anyway (as for
		// GraphBinary), and gremlin-go's ParseBigDecimal misplaces the point.
		return n.Float64()
	case "g:Date", "g:Timestamp":
		n, err := num()
		if err != nil {
			return nil, err
		}
		ms, err := n.Int64()
		if err != nil {
			return nil, err
		}
		return time.UnixMilli(ms), nil
	case "gx:OffsetDateTime":
		if s, ok := v.(string); ok {
			if tm, err := time.Parse(time.RFC3339Nano, s); err == nil {
				return tm, nil
			}
			return s, nil
		}
	case "g:List", "g:Set":
		l, _ := v.([]any)
		return fromGraphSON(l)
	case "g:BulkSet":
		// value, bulk, value, bulk, ...: expanded like gremlin-go does.
		l, _ := v.([]any)
		var out []any
		for i := 0; i+1 < len(l); i += 2 {
			val, err := fromGraphSON(l[i])
			if err != nil {
				return nil, err
			}
			bulk, err := fromGraphSON(l[i+1])
			if err != nil {
				return nil, err
			}
			for range FromGo(bulk).Int {
				out = append(out, val)
			}
		}
		return out, nil
	case "g:Map":
		l, _ := v.([]any)
		out := make(map[any]any, len(l)/2)
		for i := 0; i+1 < len(l); i += 2 {
			k, err := fromGraphSON(l[i])
			if err != nil {
				return nil, err
			}
			val, err := fromGraphSON(l[i+1])
			if err != nil {
				return nil, err
			}
			out[mapKey(k)] = val
		}
		return out, nil
	case "g:Vertex":
		m, _ := v.(map[string]any)
		return graphSONVertex(m)
	case "g:Edge":
		m, _ := v.(map[string]any)
		id, _ := fromGraphSON(m["id"])
		label, _ := m["label"].(string)
		outV, _ := fromGraphSON(m["outV"])
		inV, _ := fromGraphSON(m["inV"])
		outL, _ := m["outVLabel"].(string)
		inL, _ := m["inVLabel"].(string)
		edge := &gremlingo.Edge{Element: gremlingo.Element{Id: id, Label: label},
			OutV: gremlingo.Vertex{Element: gremlingo.Element{Id: outV, Label: outL}},
			InV:  gremlingo.Vertex{Element: gremlingo.Element{Id: inV, Label: inL}}}
		var props []any
		if pm, ok := m["properties"].(map[string]any); ok {
			for _, p := range pm {
				pv, err := fromGraphSON(p)
				if err != nil {
					return nil, err
				}
				props = append(props, pv)
			}
		}
		edge.Properties = props
		return edge, nil
	case "g:VertexProperty":
		m, _ := v.(map[string]any)
		id, _ := fromGraphSON(m["id"])
		label, _ := m["label"].(string)
		val, err := fromGraphSON(m["value"])
		if err != nil {
			return nil, err
		}
		return &gremlingo.VertexProperty{Element: gremlingo.Element{Id: id, Label: label}, Key: label, Value: val}, nil
	case "g:Property":
		m, _ := v.(map[string]any)
		key, _ := m["key"].(string)
		val, err := fromGraphSON(m["value"])
		if err != nil {
			return nil, err
		}
		return &gremlingo.Property{Key: key, Value: val}, nil
	case "g:Path":
		m, _ := v.(map[string]any)
		objs, err := fromGraphSON(m["objects"])
		if err != nil {
			return nil, err
		}
		labels, _ := fromGraphSON(m["labels"])
		p := &gremlingo.Path{}
		p.Objects, _ = objs.([]any)
		if ls, ok := labels.([]any); ok {
			for _, l := range ls {
				set, _ := l.([]any)
				p.Labels = append(p.Labels, gremlingo.NewSimpleSet(set...))
			}
		}
		return p, nil
	case "g:Traverser":
		m, _ := v.(map[string]any)
		return fromGraphSON(m["value"])
	case "g:UUID", "g:Class", "gx:Char", "gx:Duration", "gx:ByteBuffer",
		"g:T", "g:Direction", "g:Order", "g:Column", "g:Pop", "g:Scope", "g:Cardinality",
		"g:Operator", "g:Barrier", "g:Pick", "g:Merge", "g:DT":
		return fmt.Sprint(v), nil
	case "janusgraph:RelationIdentifier":
		// JanusGraph's own edge id; its relationId string is what
		// g.E(id) accepts back.
		if m, ok := v.(map[string]any); ok {
			if s, ok := m["relationId"].(string); ok {
				return s, nil
			}
		}
	}
	// A type this reader does not know (a provider's custom id, metrics)
	// keeps its content rather than failing the whole result.
	return fromGraphSON(v)
}

// mapKey mirrors gremlin-go: keys that Go cannot hash become their text.
func mapKey(k any) any {
	switch k.(type) {
	case []any, map[any]any:
		return fmt.Sprint(k)
	}
	return k
}

func graphSONFloat(v any) (float64, error) {
	switch n := v.(type) {
	case json.Number:
		return n.Float64()
	case string:
		switch n {
		case "NaN":
			return math.NaN(), nil
		case "Infinity":
			return math.Inf(1), nil
		case "-Infinity":
			return math.Inf(-1), nil
		}
		return strconv.ParseFloat(n, 64)
	}
	return 0, fmt.Errorf("not a GraphSON float: %v", v)
}

// graphSONVertex keeps the vertex's properties as gremlin-go's reader
// would: a flat list of vertex properties, key also in Label.
func graphSONVertex(m map[string]any) (any, error) {
	id, err := fromGraphSON(m["id"])
	if err != nil {
		return nil, err
	}
	label, _ := m["label"].(string)
	v := &gremlingo.Vertex{Element: gremlingo.Element{Id: id, Label: label}}
	var props []any
	if pm, ok := m["properties"].(map[string]any); ok {
		for _, list := range pm {
			ps, err := fromGraphSON(list)
			if err != nil {
				return nil, err
			}
			if l, ok := ps.([]any); ok {
				props = append(props, l...)
			}
		}
	}
	v.Properties = props
	return v, nil
}

// gremlinLiteral writes a value as gremlin-lang source: the engine takes no
// bindings, so internal queries carry their arguments inline.
func gremlinLiteral(v any) string {
	switch x := v.(type) {
	case string:
		return "'" + strings.NewReplacer(`\`, `\\`, `'`, `\'`).Replace(x) + "'"
	case int64:
		return strconv.FormatInt(x, 10) + "L"
	case int32:
		return strconv.FormatInt(int64(x), 10)
	case int:
		return strconv.Itoa(x) + "L"
	}
	return "'" + fmt.Sprint(v) + "'"
}

// lineColOffset is the byte offset of a 1-based line and character column
// in q, or -1 when q has no such place.
func lineColOffset(q string, line, col int) int {
	off := 0
	for l := 1; l < line; l++ {
		i := strings.IndexByte(q[off:], '\n')
		if i < 0 {
			return -1
		}
		off += i + 1
	}
	for c := 1; c < col; c++ {
		if off >= len(q) || q[off] == '\n' {
			return -1
		}
		_, size := utf8.DecodeRuneInString(q[off:])
		off += size
	}
	if off > len(q) {
		return -1
	}
	return off
}
