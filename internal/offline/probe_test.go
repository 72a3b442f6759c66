package offline

import (
	"os"
	"strings"
	"testing"
)

func TestProbe(t *testing.T) {
	f := os.Getenv("GQL_PROBE")
	if f == "" {
		t.Skip()
	}
	b, _ := os.ReadFile(f)
	for _, l := range strings.Split(string(b), "\n") {
		sc, q, ok := strings.Cut(l, "|")
		if !ok {
			continue
		}
		cy, ws, err := compileDiag(t, sc, q)
		t.Logf("%s | %s\n    %s %v %v", sc, q, cy, err, ws)
	}
}
