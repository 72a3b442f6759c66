package cmd

import (
	"strings"
	"testing"
)

func TestParseUsers(t *testing.T) {
	us, err := parseUsers(nil, " alice=tok-a , bob=tok=b ")
	if err != nil || len(us) != 2 || us[0].Name != "alice" || us[0].Token != "tok-a" || us[1].Name != "bob" || us[1].Token != "tok=b" {
		t.Fatalf("env: %+v %v", us, err)
	}
	// Flags win over the environment.
	if us, err := parseUsers([]string{"carol=tok-c"}, "alice=tok-a"); err != nil || len(us) != 1 || us[0].Name != "carol" {
		t.Fatalf("flags: %+v %v", us, err)
	}
	for _, bad := range []string{"secret-token-no-name", "=secret-token", "dave="} {
		_, err := parseUsers([]string{"ok=x", bad}, "")
		if err == nil || !strings.Contains(err.Error(), "value 2") {
			t.Errorf("%q: %v", bad, err)
		} else if strings.Contains(err.Error(), "secret") {
			t.Errorf("the error quotes the value: %v", err)
		}
	}
}
