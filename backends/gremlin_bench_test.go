package backends_test

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/gorilla/websocket"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/backends/testenv"
	"github.com/gql-dev/gql/examples"
)

// BenchmarkOverheadGremlinLang: the executor against the least a client
// can do for the same answer on the same engine — one WebSocket, the same
// gremlin-lang request, the GraphSON answer decoded into generic JSON. So
// the ratio is the executor's own cost (checks, typed decoding,
// normalisation), not a difference between script engines.
func BenchmarkOverheadGremlinLang(b *testing.B) {
	for _, be := range []backends.Backend{backends.GremlinServer, backends.JanusGraph} {
		b.Run(string(be), func(b *testing.B) {
			uri := testenv.GremlinServer(b)
			if be == backends.JanusGraph {
				uri = testenv.JanusGraph(b)
			}
			loadForBench(b, be, uri)
			ctx := context.Background()
			_, s, _ := examples.Movies()
			x, err := backends.Open(ctx, uri, backends.Options{Backend: be, Schema: s})
			if err != nil {
				b.Fatal(err)
			}
			defer x.Close()
			conn, _, err := websocket.DefaultDialer.Dial(uri, nil)
			if err != nil {
				b.Fatal(err)
			}
			defer conn.Close()
			const mime = "application/vnd.gremlin-v3.0+json"
			n := 0
			interleave(b, func() {
				n++
				body, _ := json.Marshal(map[string]any{
					"requestId": map[string]any{"@type": "g:UUID", "@value": fmt.Sprintf("00000000-0000-4000-8000-%012d", n)},
					"op":        "eval", "processor": "",
					"args": map[string]any{
						"gremlin": benchGremlin, "language": "gremlin-lang", "aliases": map[string]string{"g": "gro"},
						"evaluationTimeout": map[string]any{"@type": "g:Int64", "@value": 10000},
						"batchSize":         map[string]any{"@type": "g:Int32", "@value": 1001},
					},
				})
				conn.SetReadDeadline(time.Now().Add(10 * time.Second))
				if err := conn.WriteMessage(websocket.BinaryMessage, append(append([]byte{byte(len(mime))}, mime...), body...)); err != nil {
					b.Fatal(err)
				}
				rows := 0
				for {
					_, raw, err := conn.ReadMessage()
					if err != nil {
						b.Fatal(err)
					}
					var resp struct {
						Status struct{ Code int }
						Result struct {
							Data struct {
								Value []any `json:"@value"`
							}
						}
					}
					if err := json.Unmarshal(raw, &resp); err != nil {
						b.Fatal(err)
					}
					rows += len(resp.Result.Data.Value)
					if resp.Status.Code != 206 {
						break
					}
				}
				if rows != 38 {
					b.Fatal(rows)
				}
			}, func() {
				r, err := x.Exec(ctx, benchGremlin, backends.ExecOptions{})
				if err != nil || len(r.Rows) != 38 {
					b.Fatal(err)
				}
			})
		})
	}
}
