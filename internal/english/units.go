package english

import "strings"

// Units of measure, in the question ("longer than 4 hours", "more than 2
// GB") and at the end of a property's name (duration_minutes, memory_mb):
// a number in one is compared with a property in another of the same
// dimension once converted.

// Unit is a unit of one dimension and its size in the dimension's base
// (seconds, bytes, metres).
type Unit struct {
	Dim    string
	Factor float64
	Name   string
}

var units = func() map[string]Unit {
	m := map[string]Unit{}
	add := func(dim string, f float64, name string, words ...string) {
		for _, w := range words {
			m[w] = Unit{Dim: dim, Factor: f, Name: name}
		}
	}
	add("time", 1, "seconds", "second", "seconds", "sec", "secs")
	add("time", 60, "minutes", "minute", "minutes", "min", "mins")
	add("time", 3600, "hours", "hour", "hours", "hr", "hrs")
	add("time", 86400, "days", "day", "days")
	add("time", 7*86400, "weeks", "week", "weeks")
	// Binary multiples: memory and disk sizes are mostly counted so.
	add("size", 1024, "KB", "kb", "kilobyte", "kilobytes", "kib")
	add("size", 1024*1024, "MB", "mb", "megabyte", "megabytes", "mib")
	add("size", 1024*1024*1024, "GB", "gb", "gigabyte", "gigabytes", "gib")
	add("size", 1024*1024*1024*1024, "TB", "tb", "terabyte", "terabytes", "tib")
	add("length", 1, "metres", "metre", "metres", "meter", "meters")
	add("length", 1000, "kilometres", "km", "kilometre", "kilometres", "kilometer", "kilometers", "kms")
	add("length", 1609.344, "miles", "mile", "miles")
	add("power", 1, "watts", "watt", "watts")
	add("power", 1e3, "kW", "kw", "kilowatt", "kilowatts")
	add("power", 1e6, "MW", "mw", "megawatt", "megawatts")
	add("power", 1e9, "GW", "gw", "gigawatt", "gigawatts")
	add("apparent power", 1, "VA", "va")
	add("apparent power", 1e3, "kVA", "kva")
	add("apparent power", 1e6, "MVA", "mva")
	add("voltage", 1, "volts", "volt", "volts")
	add("voltage", 1e3, "kV", "kv", "kilovolt", "kilovolts")
	return m
}()

// UnitWord reads a unit as the question writes it ("hours", "GB").
func UnitWord(w string) (Unit, bool) {
	u, ok := units[strings.ToLower(w)]
	return u, ok
}

// PropertyUnit reads the unit a property's name ends with: duration_minutes,
// memory_mb, size_kb, distance_km (the last part after _ or -). Names of
// one letter's unit ("_m", "_s") are not read: they are too often
// something else.
func PropertyUnit(name string) (Unit, bool) {
	n := strings.ToLower(name)
	if i := strings.LastIndexAny(n, "#./:"); i >= 0 {
		n = n[i+1:]
	}
	i := strings.LastIndexAny(n, "_-")
	if u, ok := units[n[i+1:]]; i >= 0 && ok {
		return u, ok
	}
	if u, ok := lengthMetres(n); ok { // fix27_words.go
		return u, true
	}
	return propertyUnitElsewhere(n)
}
