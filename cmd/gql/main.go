package main

import (
	"os"

	"github.com/gql-dev/gql/cmd"
)

func main() { os.Exit(cmd.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) }
