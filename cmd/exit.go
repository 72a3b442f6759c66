package cmd

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime/debug"
	"sync"
	"sync/atomic"

	"github.com/spf13/cobra"

	"github.com/gql-dev/gql"
	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/redact"
	"github.com/gql-dev/gql/shots"
)

// Exit statuses: the README's table. A script reads them to decide what
// to do next, so each names who must act: nobody (0), the question or
// query (1), the command line (2), the machine (3), gql's authors (4), or
// the user who pressed Ctrl-C (130, the shell's own 128+SIGINT).
const (
	exitOK          = 0
	exitFailed      = 1
	exitUsage       = 2
	exitEnvironment = 3
	exitInternal    = 4
	exitInterrupted = 130
)

// exitError carries a command's own verdict on its failure through cobra.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string {
	if e.err == nil {
		return ""
	}
	return e.err.Error()
}

func (e *exitError) Unwrap() error { return e.err }

// withStatus makes a command fail with the given exit status; a nil err exits
// quietly (e.g. `gql check` that already printed its findings).
func withStatus(code int, err error) error { return &exitError{code: code, err: err} }

// ranError marks an error a command's RunE returned, as opposed to one
// cobra found in the command line before running anything.
type ranError struct{ err error }

func (e *ranError) Error() string { return e.err.Error() }
func (e *ranError) Unwrap() error { return e.err }

// exitCode is the one mapping from a command's outcome to the process
// status. The environment wins over what the command said: a command
// reports a backend it could not open as a failure or a bad flag, but a
// closed port is neither.
func exitCode(err error, interrupted bool) int {
	switch {
	case interrupted:
		return exitInterrupted
	case err == nil:
		return exitOK
	case environmental(err):
		return exitEnvironment
	}
	var ee *exitError
	if errors.As(err, &ee) {
		return ee.code
	}
	var re *ranError
	if errors.As(err, &re) {
		return exitFailed
	}
	// Not from a command: cobra's unknown flag, missing argument or
	// unknown command.
	return exitUsage
}

// environmental reports failures of the machine rather than of the request:
// a server that cannot be reached, a shot store that is busy or damaged.
func environmental(err error) bool {
	var env *gql.EnvironmentError
	return errors.As(err, &env) ||
		backends.ClassOf(err) == backends.Connection ||
		errors.Is(err, shots.ErrInUse) || errors.Is(err, shots.ErrDamaged)
}

// markRun wraps every RunE in the tree so exitCode can tell the commands'
// errors from cobra's.
func markRun(c *cobra.Command) {
	if run := c.RunE; run != nil {
		c.RunE = func(cmd *cobra.Command, args []string) error {
			if err := run(cmd, args); err != nil {
				return &ranError{err}
			}
			return nil
		}
	}
	for _, sub := range c.Commands() {
		markRun(sub)
	}
}

// interrupted is set when Ctrl-C stopped a command's work; Main resets
// it, so the status of one run says what happened in that run.
var interrupted atomic.Bool

// interruptible is the context of a command's work: Ctrl-C cancels it
// and the command winds down (a translation stops between steps, a batch
// keeps what it wrote); a second Ctrl-C exits at once. A command that
// never asks for one keeps the default: Ctrl-C ends the process.
func interruptible() (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithCancel(context.Background())
	ch := make(chan os.Signal, 2)
	signal.Notify(ch, os.Interrupt)
	done := make(chan struct{})
	go func() {
		select {
		case <-ch:
			interrupted.Store(true)
			cancel()
		case <-done:
			return
		}
		select {
		case <-ch:
			os.Exit(exitInterrupted)
		case <-done:
		}
	}()
	var once sync.Once
	return ctx, func() {
		once.Do(func() {
			signal.Stop(ch)
			close(done)
			cancel()
		})
	}
}

// Main runs the command line with the given arguments (without the program
// name) and streams, and returns the process exit status.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return execute(NewRoot(), args, stdin, stdout, stderr)
}

// execute runs root; apart from Main so a test can give it a command that
// panics.
func execute(root *cobra.Command, args []string, stdin io.Reader, stdout, stderr io.Writer) (code int) {
	interrupted.Store(false)
	defer func() {
		if p := recover(); p != nil {
			fmt.Fprintf(stderr, "gql: internal error (a bug in gql; please report it with this message): %v\n%s", p, redact.Text(string(debug.Stack())))
			code = exitInternal
		}
	}()
	markRun(root)
	root.SetArgs(args)
	root.SetIn(stdin)
	root.SetOut(stdout)
	root.SetErr(stderr)
	err := root.Execute()
	if err != nil {
		var ee *exitError
		msg := err.Error()
		if errors.As(err, &ee) && ee.err == nil {
			msg = ""
		}
		// Every command's error ends here: a URI quoted anywhere on the
		// way (a --backend value, a driver's message) loses its
		// credentials before it reaches the terminal or a CI log.
		if msg != "" {
			fmt.Fprintln(stderr, "gql:", redact.Text(msg))
		}
	}
	stopped := interrupted.Load()
	if stopped {
		fmt.Fprintln(stderr, "gql: interrupted")
	}
	return exitCode(err, stopped)
}
