package gql

import (
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// TestReadmeLayout keeps the README's layout table true: every top-level
// folder holding Go code (and every package under internal/) is described
// there, and everything the table names exists.
func TestReadmeLayout(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	start := strings.Index(string(readme), "### Layout")
	if start < 0 {
		t.Fatal("README.md has no ### Layout section")
	}
	section := string(readme)[start:]
	if end := strings.Index(section[4:], "\n## "); end >= 0 {
		section = section[:end+4]
	}
	listed := map[string]bool{}
	for _, line := range strings.Split(section, "\n") {
		if !strings.HasPrefix(line, "| `") {
			continue
		}
		first := strings.SplitN(line[1:], "|", 2)[0]
		// "`.` (package `gql`)": a parenthesis explains, it names no folder.
		if k := strings.Index(first, "("); k >= 0 {
			first = first[:k]
		}
		for _, m := range regexp.MustCompile("`([^`]+)`").FindAllStringSubmatch(first, -1) {
			listed[m[1]] = true
		}
	}
	var code []string
	dirs, _ := filepath.Glob("*")
	more, _ := filepath.Glob("internal/*")
	for _, d := range append(dirs, more...) {
		if fi, err := os.Stat(d); err != nil || !fi.IsDir() || d == "internal" || d == "testdata" {
			continue
		}
		if goFilesUnder(d) {
			code = append(code, d)
		}
	}
	sort.Strings(code)
	for _, d := range code {
		if !listed[d] {
			t.Errorf("README layout table does not describe %s/", d)
		}
	}
	for name := range listed {
		if name == "." {
			continue
		}
		if _, err := os.Stat(name); err != nil {
			t.Errorf("README layout table names %s, which is not in the tree", name)
		}
	}
	if len(listed) < 10 {
		t.Errorf("only %d names read from the layout table: %v", len(listed), listed)
	}
}

func goFilesUnder(dir string) bool {
	found := false
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".go") {
			found = true
			return filepath.SkipAll
		}
		return nil
	})
	return found
}
