package gql

// Trace records every step of a translation for --explain and --json.
type Trace struct{}
