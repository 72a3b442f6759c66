package cmd

import "github.com/gql-dev/gql/llm"

func llmConfigPath() string { return llm.ConfigPath() }

// llmConfig merges flags, environment and the config file, in that order.
func llmConfig(model, baseURL, key, path string) (llm.Config, error) {
	c := llm.Config{Model: model, BaseURL: baseURL, APIKey: key}.FromEnv()
	return c.FromFile(path)
}
