//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package shots

import (
	"os"
	"syscall"
	"time"
)

// lockFile takes the flock bbolt would take, on the descriptor bbolt will
// use, so the store can check the file after locking it and before bbolt
// reads it; bbolt's own flock on the same descriptor then succeeds at once.
func lockFile(f *os.File, exclusive bool, wait time.Duration) error {
	how := syscall.LOCK_SH
	if exclusive {
		how = syscall.LOCK_EX
	}
	deadline := time.Now().Add(wait)
	for {
		err := syscall.Flock(int(f.Fd()), how|syscall.LOCK_NB)
		if err == nil {
			return nil
		}
		if err != syscall.EWOULDBLOCK {
			return err
		}
		left := time.Until(deadline)
		if left <= 0 {
			return errLocked
		}
		time.Sleep(min(50*time.Millisecond, left))
	}
}

// fileID is the device and inode as /proc/locks prints them.
func fileID(path string) (string, bool) {
	st, err := os.Stat(path)
	if err != nil {
		return "", false
	}
	sys, ok := st.Sys().(*syscall.Stat_t)
	if !ok {
		return "", false
	}
	return devIno(uint64(sys.Dev), uint64(sys.Ino)), true
}
