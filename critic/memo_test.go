package critic

import (
	"testing"
	"time"
)

// A memoised view computed from another memoised view must not deadlock.
func TestMemoReentrant(t *testing.T) {
	u := &Unit{}
	done := make(chan any)
	go func() {
		done <- u.Memo("outer", func() any {
			return u.Memo("inner", func() any { return 41 }).(int) + 1
		})
	}()
	select {
	case v := <-done:
		if v.(int) != 42 || u.Memo("inner", func() any { return 0 }).(int) != 41 {
			t.Fatalf("memo values wrong: %v", v)
		}
	case <-time.After(2 * time.Second):
		t.Fatal("Memo deadlocked on re-entry")
	}
}
