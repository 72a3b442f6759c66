package main

import (
	"os"

	"github.com/gql-dev/gql/cmd"
)

func main() { os.Exit(cmd.Main()) }
