package english

import "testing"

func TestFix27LengthMetres(t *testing.T) {
	for n, want := range map[string]bool{"distance_m": true, "elevation_m": true, "mount_height_m": true, "start_m": false, "duration_m": false, "m": false} {
		u, ok := PropertyUnit(n)
		if got := ok && u.Name == "metres"; got != want {
			t.Errorf("PropertyUnit(%s) metres = %v, want %v", n, got, want)
		}
	}
}
