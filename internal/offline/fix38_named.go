package offline

// namedMiddle keeps, of several paths of two relationships fix25's bridge
// found between a node of the question and the pattern, the one whose
// middle is a thing the question names: "Which insurers cover patients who
// had appointments at Boavista Outpatient Centre?" where patients reach
// clinics through appointments and through lab tests, and the question
// names appointments; "are any Embraer aircraft flown by Rhein Air?" where
// airlines reach aircraft types through flights ("flown") and through
// pilots. It reports whether it chose one; a direct join, or none or
// several such paths, leave them all, and the join stays refused.
func namedMiddle(paths []bridgePath) ([]bridgePath, bool) {
	var keep []bridgePath
	for _, p := range paths {
		if p.g == nil {
			// A direct join connect did not take: two readings.
			return paths, false
		}
		if p.mid != nil {
			keep = append(keep, p)
		}
	}
	if len(keep) != 1 {
		return paths, false
	}
	return keep, true
}
