package cmd

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/gql-dev/gql/backends"
	"github.com/gql-dev/gql/config"
)

// loadConfig reads the deployment config the root's --config (or
// GQL_CONFIG, ./gql.yaml, $XDG_CONFIG_HOME/gql/gql.yaml) names.
func loadConfig(c *cobra.Command) (*config.File, error) {
	path := ""
	if fl := c.Flag("config"); fl != nil {
		path = fl.Value.String()
	}
	f, err := config.Load(path)
	if err != nil {
		return nil, withStatus(exitUsage, err)
	}
	return f, nil
}

// lookup is the config's backend names, for commands that resolve a
// --backend themselves (exec, link, load, schema, shots).
func lookup(c *cobra.Command) (backends.Lookup, error) {
	f, err := loadConfig(c)
	if err != nil {
		return nil, err
	}
	return f.Lookup(), nil
}

func newConfigCmd() *cobra.Command {
	c := &cobra.Command{
		Use:   "config show|path|init",
		Short: "Show the resolved deployment config, where it is read from, or write a skeleton",
		Long: `The deployment config (gql.yaml, gql.yml or gql.json in the working directory, else
in $XDG_CONFIG_HOME/gql; --config or GQL_CONFIG name another) holds named
backends with their servers, schema and annotations, the shot store, the LLM
and embeddings endpoints, serve's settings and limits. Flags beat environment
variables, which beat the file. See docs/config.md.

  gql config show                 # every setting, its value and where it came from
  gql config show --backend hr    # as a command with these flags would see it
  gql config init > gql.yaml      # a commented skeleton`,
	}
	var f compilerFlags
	var asJSON bool
	show := &cobra.Command{
		Use:   "show",
		Short: "Print the resolved config, each value with its source; secrets masked",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			file, err := loadConfig(cmd)
			if err != nil {
				return err
			}
			set := config.Resolve(file, f.overrides())
			return set.Show(cmd.OutOrStdout(), file, asJSON)
		},
	}
	f.register(show)
	show.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	path := &cobra.Command{
		Use:   "path",
		Short: "Print the config file that would be read",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			explicit := ""
			if fl := cmd.Flag("config"); fl != nil {
				explicit = fl.Value.String()
			}
			p := config.Find(explicit)
			if p == "" {
				fmt.Fprintf(cmd.OutOrStdout(), "(none: looked for %v in . and %s)\n", config.Names, config.Dir())
				return nil
			}
			if _, err := os.Stat(p); err != nil {
				return withStatus(exitUsage, err)
			}
			fmt.Fprintln(cmd.OutOrStdout(), p)
			return nil
		},
	}
	initCmd := &cobra.Command{
		Use:   "init",
		Short: "Print a commented skeleton config",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			_, err := fmt.Fprint(cmd.OutOrStdout(), config.Skeleton)
			return err
		},
	}
	c.AddCommand(show, path, initCmd)
	return c
}
