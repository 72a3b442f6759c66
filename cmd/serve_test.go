package cmd

import (
	"bytes"
	"strings"
	"testing"
)

// serve takes translate's compiler flags except those it sets itself: a
// per-query --limit or an --exec switch would contradict its own limits.
func TestServeFlags(t *testing.T) {
	var out, errb bytes.Buffer
	if code := Main([]string{"serve", "--help"}, nil, &out, &errb); code != 0 {
		t.Fatalf("serve --help: %d %s", code, errb.String())
	}
	help := out.String()
	for _, want := range []string{"--addr", "--token", "--max-body", "--max-concurrent", "--max-rows", "--timeout", "--backend", "--schema", "--model", "--shots"} {
		if !strings.Contains(help, want) {
			t.Errorf("serve --help lacks %s", want)
		}
	}
	for _, flag := range []string{"--exec", "--limit=5"} {
		errb.Reset()
		if code := Main([]string{"serve", flag}, nil, &out, &errb); code != 2 || !strings.Contains(errb.String(), "unknown flag") {
			t.Errorf("serve %s: exit %d, %q", flag, code, errb.String())
		}
	}
	errb.Reset()
	if code := Main([]string{"serve", "--log", "xml", "--addr", "127.0.0.1:0"}, nil, &out, &errb); code != 2 || !strings.Contains(errb.String(), "--log") {
		t.Errorf("serve --log xml: exit %d, %q", code, errb.String())
	}
}
