package serve

import (
	"bytes"
	"context"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gql-dev/gql/backends/testenv"
)

// chromium finds Debian's chromium (scripts/chromium installs it). Without
// it the page test is skipped, unless servers are required, as under
// `make test`, which installs it first.
func chromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{os.Getenv("GQL_CHROMIUM"), "chromium", "chromium-browser"} {
		if name == "" {
			continue
		}
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	msg := "chromium is not installed: run scripts/chromium (apt-get install -y chromium) or set GQL_CHROMIUM"
	if testenv.Required() {
		t.Fatalf("%s [%s=1]", msg, testenv.RequireEnv)
	}
	t.Skip(msg)
	return ""
}

// headless runs chromium on one URL with the given extra flags and returns
// its standard output.
func headless(t *testing.T, bin, target string, extra ...string) []byte {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	args := append([]string{"--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
		"--no-first-run", "--disable-extensions", "--hide-scrollbars",
		"--user-data-dir=" + t.TempDir()}, extra...)
	args = append(args, target)
	var out, errb bytes.Buffer
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Fatalf("chromium %v: %v\n%s", args, err, tail(errb.String(), 2000))
	}
	return out.Bytes()
}

func tail(s string, n int) string {
	if len(s) > n {
		return s[len(s)-n:]
	}
	return s
}

// artifacts is where the screenshot is kept: $GQL_ARTIFACTS/serve when set,
// else the test's artifact directory (kept by go test -artifacts).
func artifacts(t *testing.T) string {
	if d := os.Getenv("GQL_ARTIFACTS"); d != "" {
		d = filepath.Join(d, "serve")
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		return d
	}
	return t.ArtifactDir()
}

// domText is how a browser serialises text: only &, < and > are escaped.
func domText(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;").Replace(s)
}

// TestPageInChromium asks a question through the page in a real headless
// Chromium, on the real servers: every language's query and every row
// value the API returns must be in the page the browser built.
func TestPageInChromium(t *testing.T) {
	bin := chromium(t)
	_, ts := start(t, Options{Backends: live(t)})
	var api response
	do(t, "POST", ts.URL+"/v1/ask", "", Request{Question: directed}).json(t, &api)
	if len(api.Results) != 3 {
		t.Fatalf("ask: %+v", api)
	}
	page := ts.URL + "/?q=" + url.QueryEscape(directed)
	dom := string(headless(t, bin, page, "--dump-dom"))
	if !strings.Contains(dom, `<form class="ask"`) {
		t.Fatalf("chromium did not render the page:\n%s", tail(dom, 3000))
	}
	for _, res := range api.Results {
		if res.Verdict != "valid" || res.Rows == nil || len(res.Rows.Rows) == 0 {
			t.Fatalf("%s: %s %s", res.Target, res.Verdict, res.Reason)
		}
		if !strings.Contains(dom, `<section class="result" id="result-`+res.Target+`">`) {
			t.Errorf("no %s section in the page", res.Target)
		}
		if !strings.Contains(dom, domText(res.Query)) {
			t.Errorf("the page lacks the %s query:\n%s", res.Target, res.Query)
		}
		for _, row := range res.Rows.Rows {
			for _, v := range row {
				if !strings.Contains(dom, "<td>"+domText(cell(v))+"</td>") {
					t.Errorf("the page lacks the %s row value %v", res.Target, v)
				}
			}
		}
	}

	shot := filepath.Join(artifacts(t), "page.png")
	headless(t, bin, page, "--window-size=1280,1600", "--screenshot="+shot)
	b, err := os.ReadFile(shot)
	if err != nil {
		t.Fatalf("no screenshot: %v", err)
	}
	if !bytes.HasPrefix(b, []byte("\x89PNG\r\n\x1a\n")) || len(b) < 10_000 {
		t.Errorf("the screenshot is not a full PNG page (%d bytes)", len(b))
	}
	t.Logf("screenshot: %s", shot)
}
