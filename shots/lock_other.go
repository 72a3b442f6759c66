//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package shots

import (
	"os"
	"time"
)

// lockFile leaves locking to bbolt, which waits up to the same timeout.
func lockFile(*os.File, bool, time.Duration) error { return nil }

func fileID(string) (string, bool) { return "", false }
