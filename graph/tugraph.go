package graph

import (
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/gql-dev/gql/schema"
)

// TuGraph import configurations (a JSON file with "schema" and "files") are how
// graphs for TuGraph and the Text2Gremlin corpora are published: one CSV per
// label or edge type, described by the configuration rather than by the CSV.
type tugraphConfig struct {
	Schema []struct {
		Label      string `json:"label"`
		Type       string `json:"type"` // VERTEX or EDGE
		Primary    string `json:"primary"`
		Properties []struct {
			Name     string `json:"name"`
			Type     string `json:"type"`
			Optional bool   `json:"optional"`
		} `json:"properties"`
	} `json:"schema"`
	Files []struct {
		Path    string   `json:"path"`
		Label   string   `json:"label"`
		Header  int      `json:"header"`
		SrcID   string   `json:"SRC_ID"`
		DstID   string   `json:"DST_ID"`
		Columns []string `json:"columns"`
	} `json:"files"`
}

// ReadTuGraph converts a TuGraph import configuration and the CSV files it
// names into a Graph and the uniqueness constraints of the labels' primary
// keys. Vertex ids are unique per label only, so a node's id is "label:id";
// the primary key also stays a property, because queries written for such
// graphs filter on it (has('id', 746)). Every bad row is reported with its
// file and line, and good rows are kept.
func ReadTuGraph(configPath string) (*Graph, []schema.Constraint, error) {
	b, err := os.ReadFile(configPath)
	if err != nil {
		return nil, nil, err
	}
	var cfg tugraphConfig
	if err := json.Unmarshal(b, &cfg); err != nil {
		return nil, nil, fmt.Errorf("%s: not a TuGraph import configuration: %w", configPath, err)
	}
	if len(cfg.Files) == 0 {
		return nil, nil, fmt.Errorf("%s: no \"files\" to import", configPath)
	}
	types := map[string]map[string]string{} // label → property → TuGraph type
	primary := map[string]string{}
	var cons []schema.Constraint
	for _, l := range cfg.Schema {
		types[l.Label] = map[string]string{}
		for _, p := range l.Properties {
			types[l.Label][p.Name] = p.Type
		}
		if l.Type == "VERTEX" && l.Primary != "" {
			primary[l.Label] = l.Primary
			cons = append(cons, schema.Constraint{Kind: "unique", Label: l.Label, Properties: []string{l.Primary}})
		}
	}
	g := &Graph{}
	var errs Errors
	nodes := map[string]bool{}
	dir := filepath.Dir(configPath)
	// Vertex files first: edge rows refer to vertices by (label, id).
	for pass := 0; pass < 2; pass++ {
		for _, f := range cfg.Files {
			isEdge := f.SrcID != "" || f.DstID != ""
			if isEdge != (pass == 1) {
				continue
			}
			path, err := tugraphFile(dir, f.Path)
			if err != nil {
				errs = append(errs, &Error{configPath, 0, err.Error()})
				continue
			}
			rows, err := tugraphRows(path, f.Header)
			if err != nil {
				errs = append(errs, &Error{path, 0, err.Error()})
				continue
			}
			for _, r := range rows {
				if len(r.fields) != len(f.Columns) {
					errs = append(errs, &Error{path, r.line, fmt.Sprintf("%d fields, the configuration names %d columns", len(r.fields), len(f.Columns))})
					continue
				}
				props := map[string]any{}
				var src, dst string
				bad := false
				for i, col := range f.Columns {
					v := r.fields[i]
					switch col {
					case "SKIP":
						continue
					case "SRC_ID":
						src = f.SrcID + ":" + v
						continue
					case "DST_ID":
						dst = f.DstID + ":" + v
						continue
					}
					if v == "" {
						continue // an OPTIONAL column left empty: no property
					}
					val, err := tugraphValue(v, types[f.Label][col])
					if err != nil {
						errs = append(errs, &Error{path, r.line, fmt.Sprintf("column %s: %v", col, err)})
						bad = true
						break
					}
					props[col] = val
				}
				if bad {
					continue
				}
				if !isEdge {
					key := primary[f.Label]
					if key == "" {
						key = f.Columns[0]
					}
					id := fmt.Sprintf("%s:%v", f.Label, props[key])
					if nodes[id] {
						errs = append(errs, &Error{path, r.line, fmt.Sprintf("%s %s %v is defined twice", f.Label, key, props[key])})
						continue
					}
					nodes[id] = true
					g.Nodes = append(g.Nodes, Node{ID: id, Labels: []string{f.Label}, Props: props})
					continue
				}
				missing := ""
				for _, end := range []string{src, dst} {
					if !nodes[end] {
						missing = end
					}
				}
				if missing != "" {
					errs = append(errs, &Error{path, r.line, fmt.Sprintf("%s edge refers to unknown vertex %s", f.Label, missing)})
					continue
				}
				if len(props) == 0 {
					props = nil
				}
				g.Edges = append(g.Edges, Edge{ID: fmt.Sprintf("%s%d", f.Label, len(g.Edges)+1), Type: f.Label, From: src, To: dst, Props: props})
			}
		}
	}
	if len(errs) > 0 {
		return g, cons, errs
	}
	return g, cons, nil
}

// tugraphFile finds a configured file. Configurations name paths relative to
// wherever the import ran ("movie/raw_data/x.csv"), so leading directories are
// dropped until the file is found next to the configuration.
func tugraphFile(dir, p string) (string, error) {
	parts := strings.Split(filepath.ToSlash(p), "/")
	for i := range parts {
		c := filepath.Join(dir, filepath.Join(parts[i:]...))
		if _, err := os.Stat(c); err == nil {
			return c, nil
		}
	}
	return "", fmt.Errorf("file %s not found under %s", p, dir)
}

type tugraphRow struct {
	line   int
	fields []string
}

// tugraphRows reads a CSV, skipping its header lines. Published copies do not
// always keep the header the configuration declares (a file that starts with
// data); a first line that is not "LABEL=..." is read as data rather than
// losing rows.
func tugraphRows(path string, header int) ([]tugraphRow, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r := csv.NewReader(f)
	r.FieldsPerRecord = -1
	r.LazyQuotes = true
	var rows []tugraphRow
	skip := -1
	for {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		line, _ := r.FieldPos(0)
		if err != nil {
			return rows, err
		}
		if skip < 0 {
			skip = 0
			if header > 0 && strings.HasPrefix(rec[0], "LABEL=") {
				skip = header
			}
		}
		if skip > 0 {
			skip--
			continue
		}
		rows = append(rows, tugraphRow{line, rec})
	}
	return rows, nil
}

func tugraphValue(v, typ string) (any, error) {
	switch {
	case strings.HasPrefix(typ, "INT"):
		return strconv.ParseInt(v, 10, 64)
	case typ == "FLOAT" || typ == "DOUBLE":
		return strconv.ParseFloat(v, 64)
	case typ == "BOOL":
		return strconv.ParseBool(v)
	}
	return v, nil
}
