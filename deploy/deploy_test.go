package deploy_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/gql-dev/gql/batch"
	"github.com/gql-dev/gql/cmd"
	"github.com/gql-dev/gql/config"
)

// root is the repository, the Docker build context.
const root = ".."

// instruction is one Dockerfile instruction, continuation lines joined.
type instruction struct {
	line int
	cmd  string // upper case: FROM, COPY, RUN, …
	args string
}

// readDockerfile splits a Dockerfile into instructions: comments and parser
// directives dropped, lines ending in a backslash joined. It is the subset
// of the syntax our Dockerfile uses (no heredocs, no escape directive), and
// fails on anything else rather than guess.
func readDockerfile(t *testing.T, path string) []instruction {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []instruction
	var cur *instruction
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if strings.HasPrefix(line, "#") || (line == "" && cur == nil) {
			if strings.Contains(line, "escape=") {
				t.Fatalf("%s:%d: an escape directive; the test reads only the default escape", path, n)
			}
			continue
		}
		cont := strings.HasSuffix(line, `\`)
		line = strings.TrimSuffix(line, `\`)
		if cur == nil {
			word, rest, _ := strings.Cut(line, " ")
			if !regexp.MustCompile(`^[A-Za-z]+$`).MatchString(word) {
				t.Fatalf("%s:%d: %q does not start an instruction", path, n, line)
			}
			cur = &instruction{line: n, cmd: strings.ToUpper(word), args: strings.TrimSpace(rest)}
		} else {
			cur.args += " " + line
		}
		if strings.Contains(cur.args, "<<") {
			t.Fatalf("%s:%d: a heredoc; the test does not read them", path, n)
		}
		if !cont {
			out = append(out, *cur)
			cur = nil
		}
	}
	if cur != nil {
		t.Fatalf("%s: the last instruction continues past the end of the file", path)
	}
	return out
}

// flagsAndWords splits "--from=build /a /b" into flags and the rest.
func flagsAndWords(args string) (map[string]string, []string) {
	flags := map[string]string{}
	var words []string
	for _, w := range strings.Fields(args) {
		if strings.HasPrefix(w, "--") && len(words) == 0 {
			k, v, _ := strings.Cut(strings.TrimPrefix(w, "--"), "=")
			flags[k] = v
			continue
		}
		words = append(words, w)
	}
	return flags, words
}

func goDirective(t *testing.T) string {
	b, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^go (\d+\.\d+)`).FindSubmatch(b)
	if m == nil {
		t.Fatal("go.mod has no go directive")
	}
	return string(m[1])
}

// No Docker engine exists where these tests run, so the image is never
// built here; this reads the Dockerfile for what a build would trip on.
func TestDockerfile(t *testing.T) {
	path := "Dockerfile"
	ins := readDockerfile(t, path)
	var stages [][]instruction
	for _, in := range ins {
		switch {
		case in.cmd == "FROM":
			stages = append(stages, []instruction{in})
		case len(stages) == 0 && in.cmd != "ARG":
			t.Fatalf("%s:%d: %s before the first FROM", path, in.line, in.cmd)
		case len(stages) > 0:
			stages[len(stages)-1] = append(stages[len(stages)-1], in)
		}
		if !slices.Contains([]string{"FROM", "ARG", "WORKDIR", "COPY", "RUN", "ENV", "USER", "EXPOSE", "ENTRYPOINT", "CMD", "LABEL"}, in.cmd) {
			t.Errorf("%s:%d: unexpected instruction %s", path, in.line, in.cmd)
		}
	}
	if len(stages) != 2 {
		t.Fatalf("%d stages, want 2 (build, runtime)", len(stages))
	}
	// The build stage: the Go of go.mod, building ./cmd/gql.
	from := strings.Fields(stages[0][0].args)
	if len(from) != 3 || !strings.EqualFold(from[1], "AS") || !strings.HasPrefix(from[0], "golang:"+goDirective(t)+"-") {
		t.Errorf("build stage FROM %q: want golang:%s-… AS name (go.mod's go directive)", stages[0][0].args, goDirective(t))
	}
	buildName := from[len(from)-1]
	var binary string
	for _, in := range stages[0] {
		if in.cmd == "RUN" && strings.Contains(in.args, "go build") {
			m := regexp.MustCompile(`-o (\S+) (\./\S+)`).FindStringSubmatch(in.args)
			if m == nil {
				t.Fatalf("%s:%d: go build without -o OUT ./PKG", path, in.line)
			}
			binary = m[1]
			if b, err := os.ReadFile(filepath.Join(root, m[2], "main.go")); err != nil || !bytes.Contains(b, []byte("package main")) {
				t.Errorf("%s:%d: %s is not a main package (%v)", path, in.line, m[2], err)
			}
		}
	}
	if binary == "" {
		t.Fatal("the build stage runs no go build")
	}
	// COPY sources from the context exist; COPY --from takes the binary.
	var entry string
	for _, st := range stages {
		for _, in := range st {
			if in.cmd != "COPY" {
				continue
			}
			flags, words := flagsAndWords(in.args)
			if len(words) < 2 {
				t.Errorf("%s:%d: COPY needs a source and a destination", path, in.line)
				continue
			}
			srcs, dst := words[:len(words)-1], words[len(words)-1]
			if from, ok := flags["from"]; ok {
				if from != buildName || len(srcs) != 1 || srcs[0] != binary {
					t.Errorf("%s:%d: COPY --from=%s %v, want --from=%s %s", path, in.line, from, srcs, buildName, binary)
				}
				entry = dst
				continue
			}
			for _, s := range srcs {
				if _, err := os.Stat(filepath.Join(root, s)); err != nil {
					t.Errorf("%s:%d: COPY source %s is not in the repository: %v", path, in.line, s, err)
				}
			}
		}
	}
	// The runtime stage: a small base, a user that is not root, and the
	// binary as an exec-form entry point.
	rt := stages[1]
	base := strings.Fields(rt[0].args)[0]
	if !strings.HasPrefix(base, "gcr.io/distroless/") && !regexp.MustCompile(`^debian:[a-z0-9.-]+-slim$`).MatchString(base) {
		t.Errorf("runtime base %s: want distroless or debian-slim", base)
	}
	var user string
	var entrypoint, command []string
	for _, in := range rt {
		switch in.cmd {
		case "USER":
			user = in.args
		case "ENTRYPOINT", "CMD":
			var v []string
			if err := json.Unmarshal([]byte(in.args), &v); err != nil {
				t.Errorf("%s:%d: %s is not in exec form (a JSON array), so a signal would go to a shell: %v", path, in.line, in.cmd, err)
			}
			if in.cmd == "ENTRYPOINT" {
				entrypoint = v
			} else {
				command = v
			}
		}
	}
	if u, _, _ := strings.Cut(user, ":"); u == "" || u == "root" || u == "0" {
		t.Errorf("runtime USER %q: want a non-root user", user)
	}
	if len(entrypoint) != 1 || entrypoint[0] != entry {
		t.Errorf("ENTRYPOINT %v, want [%s], where the binary is copied", entrypoint, entry)
	}
	checkGQLArgs(t, "Dockerfile CMD", command)
	if _, err := os.Stat(path + ".dockerignore"); err != nil {
		t.Errorf("no %s.dockerignore: the context would carry .git and server data", path)
	}
}

var helpCache = map[string]map[string]bool{}

// helpFlags runs `gql PATH --help` and reads the flags it lists, long and
// short, so the manifests are checked against what gql says it takes.
func helpFlags(t *testing.T, path []string) map[string]bool {
	key := strings.Join(path, " ")
	if f, ok := helpCache[key]; ok {
		return f
	}
	var out, errb bytes.Buffer
	if code := cmd.Main(append(append([]string{}, path...), "--help"), strings.NewReader(""), &out, &errb); code != 0 {
		t.Fatalf("gql %s --help: exit %d: %s", key, code, errb.String())
	}
	flags := map[string]bool{}
	re := regexp.MustCompile(`^\s+(?:-([A-Za-z]), )?--([a-z0-9-]+)`)
	for _, line := range strings.Split(out.String(), "\n") {
		if m := re.FindStringSubmatch(line); m != nil {
			flags["--"+m[2]] = true
			if m[1] != "" {
				flags["-"+m[1]] = true
			}
		}
	}
	if !flags["--help"] {
		t.Fatalf("gql %s --help lists no flags:\n%s", key, out.String())
	}
	helpCache[key] = flags
	return flags
}

// checkGQLArgs checks that args name a gql command and use only flags its
// help lists.
func checkGQLArgs(t *testing.T, where string, args []string) {
	t.Helper()
	if len(args) == 0 {
		t.Errorf("%s: no gql command", where)
		return
	}
	c, _, err := cmd.NewRoot().Find(args)
	if err != nil || c.Parent() == nil {
		t.Errorf("%s: %v is not a gql command (%v)", where, args, err)
		return
	}
	path := strings.Fields(c.CommandPath())[1:]
	flags := helpFlags(t, path)
	for _, a := range args {
		if !strings.HasPrefix(a, "-") {
			continue
		}
		name, _, _ := strings.Cut(a, "=")
		if !flags[name] {
			t.Errorf("%s: gql %s has no flag %s (gql %s --help)", where, strings.Join(path, " "), name, strings.Join(path, " "))
		}
	}
}

// flagValue is the value after --name (or in --name=value).
func flagValue(args []string, name string) (string, bool) {
	for i, a := range args {
		if a == name && i+1 < len(args) {
			return args[i+1], true
		}
		if v, ok := strings.CutPrefix(a, name+"="); ok {
			return v, true
		}
	}
	return "", false
}

// obj is one Kubernetes object of the manifests.
type obj struct {
	file string
	m    map[string]any
}

func (o obj) kind() string { return str(o.m, "kind") }
func (o obj) name() string { return str(o.m, "metadata", "name") }

func get(v any, path ...string) any {
	for _, p := range path {
		m, ok := v.(map[string]any)
		if !ok {
			return nil
		}
		v = m[p]
	}
	return v
}

func str(v any, path ...string) string { s, _ := get(v, path...).(string); return s }
func list(v any, path ...string) []any { l, _ := get(v, path...).([]any); return l }
func labels(v any, path ...string) map[string]string {
	out := map[string]string{}
	m, _ := get(v, path...).(map[string]any)
	for k, x := range m {
		out[k] = fmt.Sprint(x)
	}
	return out
}

func strs(l []any) []string {
	var out []string
	for _, x := range l {
		out = append(out, fmt.Sprint(x))
	}
	return out
}

// selects reports whether a selector picks pods with these labels.
func selects(sel, lbl map[string]string) bool {
	if len(sel) == 0 {
		return false
	}
	for k, v := range sel {
		if lbl[k] != v {
			return false
		}
	}
	return true
}

func loadManifests(t *testing.T) []obj {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join("k8s", "*.yaml"))
	if len(files) == 0 {
		t.Fatal("no manifests in k8s/")
	}
	var out []obj
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		dec := yaml.NewDecoder(bytes.NewReader(b))
		for {
			var m map[string]any
			if err := dec.Decode(&m); err != nil {
				if errors.Is(err, io.EOF) {
					break
				}
				t.Fatalf("%s: %v", f, err)
			}
			if m == nil {
				t.Errorf("%s: an empty document", f)
				continue
			}
			if str(m, "apiVersion") == "" || str(m, "kind") == "" {
				t.Errorf("%s: a document without apiVersion or kind", f)
			}
			out = append(out, obj{file: filepath.Base(f), m: m})
		}
	}
	return out
}

const gqlImage = "registry.example.com/gql:latest"

// TestManifests reads every manifest and checks what kubectl apply would
// not: that the objects refer to each other correctly and that the gql
// commands in them exist with the flags they use.
func TestManifests(t *testing.T) {
	objs := loadManifests(t)
	byKind := map[string]map[string]obj{}
	for _, o := range objs {
		if byKind[o.kind()] == nil {
			byKind[o.kind()] = map[string]obj{}
		}
		if _, dup := byKind[o.kind()][o.name()]; dup {
			t.Errorf("%s: a second %s %q", o.file, o.kind(), o.name())
		}
		byKind[o.kind()][o.name()] = o
	}
	// The deployment config in the ConfigMap is one gql reads.
	cm, ok := byKind["ConfigMap"]["gql-config"]
	if !ok {
		t.Fatal("no ConfigMap gql-config")
	}
	cfg, err := config.Parse("gql-config/gql.yaml", []byte(str(cm.m, "data", "gql.yaml")))
	if err != nil {
		t.Fatalf("the ConfigMap's gql.yaml: %v", err)
	}
	var secretEnv []string // environment variables the config reads secrets from
	for _, b := range cfg.Backends {
		for _, s := range []*config.Server{b.Neo4j, b.Gremlin, b.JanusGraph, b.Fuseki} {
			if s != nil && s.PasswordEnv != "" {
				secretEnv = append(secretEnv, s.PasswordEnv)
			}
		}
	}
	if cfg.LLM.APIKeyEnv != "" {
		secretEnv = append(secretEnv, cfg.LLM.APIKeyEnv)
	}

	var podSpecs []struct {
		o    obj
		spec any
		lbl  map[string]string
	}
	for _, o := range objs {
		var tmpl any
		switch o.kind() {
		case "Deployment", "StatefulSet", "Job":
			tmpl = get(o.m, "spec", "template")
		default:
			continue
		}
		podSpecs = append(podSpecs, struct {
			o    obj
			spec any
			lbl  map[string]string
		}{o, get(tmpl, "spec"), labels(tmpl, "metadata", "labels")})
		if o.kind() != "Job" && !selects(labels(o.m, "spec", "selector", "matchLabels"), labels(tmpl, "metadata", "labels")) {
			t.Errorf("%s: %s %s: its selector does not select its own pods", o.file, o.kind(), o.name())
		}
	}
	for _, p := range podSpecs {
		where := p.o.file + ": " + p.o.kind() + " " + p.o.name()
		if get(p.spec, "securityContext", "runAsNonRoot") != true {
			t.Errorf("%s: pods may run as root (securityContext.runAsNonRoot)", where)
		}
		vols := map[string]any{}
		for _, v := range list(p.o.m, "spec", "volumeClaimTemplates") {
			vols[str(v, "metadata", "name")] = v
		}
		for _, v := range list(p.spec, "volumes") {
			vols[str(v, "name")] = v
			if n := str(v, "configMap", "name"); n != "" {
				c, ok := byKind["ConfigMap"][n]
				if !ok {
					t.Errorf("%s: volume %s: no ConfigMap %s", where, str(v, "name"), n)
				}
				for _, it := range list(v, "configMap", "items") {
					if get(c.m, "data", str(it, "key")) == nil {
						t.Errorf("%s: ConfigMap %s has no key %s", where, n, str(it, "key"))
					}
				}
			}
			if n := str(v, "persistentVolumeClaim", "claimName"); n != "" {
				if _, ok := byKind["PersistentVolumeClaim"][n]; !ok {
					t.Errorf("%s: no PersistentVolumeClaim %s", where, n)
				}
			}
		}
		for _, c := range list(p.spec, "containers") {
			cw := where + " container " + str(c, "name")
			if get(c, "resources", "requests", "cpu") == nil || get(c, "resources", "requests", "memory") == nil || get(c, "resources", "limits", "memory") == nil {
				t.Errorf("%s: resources need cpu and memory requests and a memory limit", cw)
			}
			if get(c, "securityContext", "allowPrivilegeEscalation") != false {
				t.Errorf("%s: allowPrivilegeEscalation is not false", cw)
			}
			for _, m := range list(c, "volumeMounts") {
				if _, ok := vols[str(m, "name")]; !ok {
					t.Errorf("%s: mounts %s, which is no volume", cw, str(m, "name"))
				}
			}
			env := map[string]any{}
			for _, e := range list(c, "env") {
				env[str(e, "name")] = e
				if n := str(e, "valueFrom", "secretKeyRef", "name"); n != "" {
					s, ok := byKind["Secret"][n]
					key := str(e, "valueFrom", "secretKeyRef", "key")
					if !ok {
						t.Errorf("%s: env %s: no Secret %s", cw, str(e, "name"), n)
					} else if get(s.m, "stringData", key) == nil && get(s.m, "data", key) == nil {
						t.Errorf("%s: env %s: Secret %s has no key %s", cw, str(e, "name"), n, key)
					}
				}
			}
			if str(c, "image") != gqlImage {
				continue
			}
			args := strs(list(c, "args"))
			checkGQLArgs(t, cw, args)
			// Every command but merge reaches the graphs with the config's
			// credentials.
			merge := len(args) > 1 && args[0] == "batch" && args[1] == "merge"
			for _, e := range secretEnv {
				if _, ok := env[e]; !ok && !merge {
					t.Errorf("%s: the config reads a secret from %s, which the container does not set", cw, e)
				}
			}
			if args[0] == "serve" {
				if _, ok := env[cfg.Serve.TokensEnv]; cfg.Serve.TokensEnv == "" || !ok {
					t.Errorf("%s: serve without tokens: the config's serve.tokens_env %q is not set from a Secret", cw, cfg.Serve.TokensEnv)
				}
				if cfgFile, _ := flagValue(args, "--config"); !mountedAt(c, vols, cfgFile, "ConfigMap") {
					t.Errorf("%s: --config %s is not a mounted ConfigMap file", cw, cfgFile)
				}
			}
			if shots, ok := flagValue(args, "--shots"); ok && strings.HasPrefix(shots, "etcd://") {
				checkEtcdURL(t, cw, shots, byKind)
			}
		}
	}

	// The serve Deployment behind its Service.
	dep, ok := byKind["Deployment"]["gql-serve"]
	if !ok {
		t.Fatal("no Deployment gql-serve")
	}
	if r, _ := get(dep.m, "spec", "replicas").(int); r < 2 {
		t.Errorf("gql-serve has %d replicas, want at least 2", r)
	}
	c := list(dep.m, "spec", "template", "spec", "containers")[0]
	ports := map[string]bool{}
	for _, p := range list(c, "ports") {
		ports[str(p, "name")] = true
	}
	for probe, path := range map[string]string{"readinessProbe": "/readyz", "livenessProbe": "/healthz"} {
		if str(c, probe, "httpGet", "path") != path || !ports[str(c, probe, "httpGet", "port")] {
			t.Errorf("gql-serve %s: %v, want GET %s on a named container port", probe, get(c, probe), path)
		}
	}
	for _, s := range byKind["Service"] {
		var picked []any
		for _, p := range podSpecs {
			if selects(labels(s.m, "spec", "selector"), p.lbl) {
				picked = append(picked, p.spec)
			}
		}
		if len(picked) == 0 {
			t.Errorf("%s: Service %s selects no pods", s.file, s.name())
		}
		for _, sp := range list(s.m, "spec", "ports") {
			tp := str(sp, "targetPort")
			for _, spec := range picked {
				found := false
				for _, ctr := range list(spec, "containers") {
					for _, p := range list(ctr, "ports") {
						found = found || str(p, "name") == tp
					}
				}
				if !found {
					t.Errorf("%s: Service %s port %s: the pods it selects have no port named %q", s.file, s.name(), str(sp, "name"), tp)
				}
			}
		}
	}
	if !selects(labels(byKind["Service"]["gql"].m, "spec", "selector"), labels(dep.m, "spec", "template", "metadata", "labels")) {
		t.Error("Service gql does not select the gql-serve pods")
	}
	for _, st := range byKind["StatefulSet"] {
		if s, ok := byKind["Service"][str(st.m, "spec", "serviceName")]; !ok || str(s.m, "spec", "clusterIP") != "None" {
			t.Errorf("StatefulSet %s: serviceName %q is not a headless Service", st.name(), str(st.m, "spec", "serviceName"))
		}
	}
	for _, np := range byKind["NetworkPolicy"] {
		target := labels(np.m, "spec", "podSelector", "matchLabels")
		for _, p := range podSpecs {
			if !selects(target, p.lbl) {
				continue
			}
			// The policy's pods must still be reachable by every gql pod.
			for _, q := range podSpecs {
				if q.o.kind() == "StatefulSet" || q.lbl["app.kubernetes.io/name"] != "gql" {
					continue
				}
				allowed := false
				for _, in := range list(np.m, "spec", "ingress") {
					for _, from := range list(in, "from") {
						allowed = allowed || selects(labels(from, "podSelector", "matchLabels"), q.lbl)
					}
				}
				if !allowed {
					t.Errorf("NetworkPolicy %s shuts %s %s out of %s", np.name(), q.o.kind(), q.o.name(), p.o.name())
				}
			}
		}
	}
	checkBatchJobs(t, byKind)
	checkKustomization(t, objs)
}

// mountedAt reports whether file is a key of a kind volume mounted in c.
func mountedAt(c any, vols map[string]any, file, kind string) bool {
	for _, m := range list(c, "volumeMounts") {
		dir := str(m, "mountPath")
		v := vols[str(m, "name")]
		if filepath.Dir(file) != dir || v == nil {
			continue
		}
		field := map[string]string{"ConfigMap": "configMap", "Secret": "secret"}[kind]
		for _, it := range list(v, field, "items") {
			if str(it, "path") == filepath.Base(file) {
				return true
			}
		}
	}
	return false
}

// checkEtcdURL: the host of --shots etcd://HOST:PORT/PREFIX is a Service of
// the manifests with that port, selecting the etcd pods.
func checkEtcdURL(t *testing.T, where, raw string, byKind map[string]map[string]obj) {
	u, err := url.Parse(raw)
	if err != nil || u.Path == "" || u.Path == "/" {
		t.Errorf("%s: --shots %s: want etcd://HOST:PORT/PREFIX (%v)", where, raw, err)
		return
	}
	s, ok := byKind["Service"][u.Hostname()]
	if !ok {
		t.Errorf("%s: --shots %s: no Service %s", where, raw, u.Hostname())
		return
	}
	port, _ := strconv.Atoi(u.Port())
	found := false
	for _, p := range list(s.m, "spec", "ports") {
		found = found || get(p, "port") == port
	}
	if !found {
		t.Errorf("%s: --shots %s: Service %s has no port %d", where, raw, u.Hostname(), port)
	}
}

// checkBatchJobs: the Indexed Job gives pod K the shard K/N with N its
// completions and an output file of its own, and the merge Job joins
// exactly those N files.
func checkBatchJobs(t *testing.T, byKind map[string]map[string]obj) {
	job, ok := byKind["Job"]["gql-batch"]
	if !ok {
		t.Fatal("no Job gql-batch")
	}
	if str(job.m, "spec", "completionMode") != "Indexed" {
		t.Errorf("gql-batch: completionMode %q, want Indexed", str(job.m, "spec", "completionMode"))
	}
	n, _ := get(job.m, "spec", "completions").(int)
	if p, _ := get(job.m, "spec", "parallelism").(int); n < 2 || p < 1 || p > n {
		t.Errorf("gql-batch: completions %d, parallelism %d", n, p)
	}
	c := list(job.m, "spec", "template", "spec", "containers")[0]
	args := strs(list(c, "args"))
	const idx = "$(JOB_COMPLETION_INDEX)"
	spec, _ := flagValue(args, "--shard")
	out, _ := flagValue(args, "--out")
	if spec != idx+"/"+strconv.Itoa(n) {
		t.Errorf("gql-batch: --shard %q, want %s/%d (completions)", spec, idx, n)
	}
	if !strings.Contains(out, idx) {
		t.Errorf("gql-batch: --out %q is the same file for every shard", out)
	}
	declared := false
	for _, e := range list(c, "env") {
		declared = declared || str(e, "name") == "JOB_COMPLETION_INDEX" &&
			str(e, "valueFrom", "fieldRef", "fieldPath") == "metadata.annotations['batch.kubernetes.io/job-completion-index']"
	}
	if !declared {
		t.Error("gql-batch: JOB_COMPLETION_INDEX is not declared from the completion-index annotation")
	}
	var want []string
	for k := 0; k < n; k++ {
		s, err := batch.ParseShard(strings.ReplaceAll(spec, idx, strconv.Itoa(k)))
		if err != nil || s.Index != k || s.Count != n {
			t.Errorf("gql-batch: pod %d would run --shard %v (%v)", k, s, err)
		}
		want = append(want, strings.ReplaceAll(out, idx, strconv.Itoa(k)))
	}
	merge, ok := byKind["Job"]["gql-batch-merge"]
	if !ok {
		t.Fatal("no Job gql-batch-merge")
	}
	margs := strs(list(list(merge.m, "spec", "template", "spec", "containers")[0], "args"))
	shards, _ := flagValue(margs, "--shards")
	mout, _ := flagValue(margs, "--out")
	var files []string
	for i := 2; i < len(margs); i++ {
		if strings.HasPrefix(margs[i], "--") {
			i++
			continue
		}
		files = append(files, margs[i])
	}
	if shards != strconv.Itoa(n) || !slices.Equal(files, want) || slices.Contains(want, mout) {
		t.Errorf("gql-batch-merge: --shards %s, files %v, --out %s; want --shards %d and the files %v", shards, files, mout, n, want)
	}
	claim := func(o obj) string {
		for _, v := range list(o.m, "spec", "template", "spec", "volumes") {
			if n := str(v, "persistentVolumeClaim", "claimName"); n != "" {
				return n
			}
		}
		return ""
	}
	if claim(job) == "" || claim(job) != claim(merge) {
		t.Errorf("the batch Job writes to claim %q, the merge reads claim %q", claim(job), claim(merge))
	}
	if pvc := byKind["PersistentVolumeClaim"][claim(job)]; !slices.Contains(strs(list(pvc.m, "spec", "accessModes")), "ReadWriteMany") && n > 1 {
		t.Errorf("claim %s is not ReadWriteMany: the shards' pods on several nodes could not all mount it", claim(job))
	}
}

// checkKustomization: what kubectl apply -k applies exists, and the Secret
// template is not among it (an applied template would be an empty token).
func checkKustomization(t *testing.T, objs []obj) {
	var k map[string]any
	b, err := os.ReadFile(filepath.Join("k8s", "kustomization.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if err := yaml.Unmarshal(b, &k); err != nil {
		t.Fatal(err)
	}
	for _, r := range strs(list(k, "resources")) {
		if _, err := os.Stat(filepath.Join("k8s", r)); err != nil {
			t.Errorf("kustomization: resource %s: %v", r, err)
		}
		for _, o := range objs {
			if o.file == r && o.kind() == "Secret" {
				t.Errorf("kustomization applies the Secret template %s", r)
			}
		}
	}
}
