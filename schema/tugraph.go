package schema

import (
	"encoding/json"
	"fmt"
	"strings"
)

// FromTuGraph converts a TuGraph import configuration (the JSON with a
// "schema" list of VERTEX/EDGE labels and a "files" list naming each edge
// file's SRC_ID/DST_ID labels) into a Schema. Edge endpoints come from the
// edge's own "constraints" when present, else from its files.
func FromTuGraph(b []byte, name string) (*Schema, error) {
	var cfg struct {
		Schema []struct {
			Label       string     `json:"label"`
			Type        string     `json:"type"`
			Primary     string     `json:"primary"`
			Constraints [][]string `json:"constraints"`
			Properties  []struct {
				Name string `json:"name"`
				Type string `json:"type"`
			} `json:"properties"`
		} `json:"schema"`
		Files []struct {
			Label string `json:"label"`
			Src   string `json:"SRC_ID"`
			Dst   string `json:"DST_ID"`
		} `json:"files"`
	}
	if err := json.Unmarshal(b, &cfg); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	s := &Schema{Name: name}
	ends := map[string][]Endpoint{}
	for _, f := range cfg.Files {
		if f.Src != "" && f.Dst != "" {
			ends[f.Label] = append(ends[f.Label], Endpoint{From: f.Src, To: f.Dst})
		}
	}
	for _, e := range cfg.Schema {
		var props []Property
		for _, p := range e.Properties {
			props = append(props, Property{Name: p.Name, Type: tugraphType(p.Type)})
		}
		switch strings.ToUpper(e.Type) {
		case "VERTEX":
			s.Labels = append(s.Labels, Label{Name: e.Label, Properties: props})
			if e.Primary != "" {
				s.Constraints = append(s.Constraints, Constraint{Kind: "unique", Label: e.Label, Properties: []string{e.Primary}})
			}
		case "EDGE":
			et := EdgeType{Name: e.Label, Properties: props}
			for _, c := range e.Constraints {
				if len(c) == 2 {
					et.Endpoints = append(et.Endpoints, Endpoint{From: c[0], To: c[1]})
				}
			}
			if len(et.Endpoints) == 0 {
				et.Endpoints = ends[e.Label]
			}
			s.EdgeTypes = append(s.EdgeTypes, et)
		}
	}
	s.Sort()
	if err := s.Validate(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return s, nil
}

func tugraphType(t string) Type {
	switch strings.ToUpper(t) {
	case "INT8", "INT16", "INT32", "INT64":
		return Int
	case "FLOAT", "DOUBLE":
		return Float
	case "BOOL":
		return Bool
	case "DATE":
		return Date
	case "DATETIME":
		return DateTime
	case "STRING":
		return String
	}
	return Unknown
}
