package llm

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/gql-dev/gql/backends/testenv"
)

// An endpoint that echoes the key it was sent, reached through a base URL
// that carries the key as a parameter and as user info: the error the
// caller gets back holds neither.
func TestErrorsHoldNoKey(t *testing.T) {
	const key = "sk-S3cr3t-0123456789"
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusUnauthorized)
		got := strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
		w.Write([]byte(`{"error":{"message":"Incorrect API key provided: ` + got + ` for ` + r.URL.String() + `","type":"invalid_request_error"}}`))
	}))
	defer srv.Close()
	testenv.Listening(t, srv.URL)
	for _, base := range []string{srv.URL + "/v1?api-key=" + key, strings.Replace(srv.URL, "http://", "http://u:"+key+"@", 1) + "/v1"} {
		c, err := New(Config{BaseURL: base, APIKey: key, Model: "m", MaxRetries: 1})
		if err != nil {
			t.Fatal(err)
		}
		_, _, err = c.Complete(context.Background(), []Message{{Role: "user", Content: "hi"}})
		if err == nil {
			t.Fatal("a 401 was no error")
		}
		if strings.Contains(err.Error(), key) || !strings.Contains(err.Error(), "Incorrect API key provided: ***") {
			t.Errorf("error: %v", err)
		}
	}
}
