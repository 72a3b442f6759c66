# Real database servers (Neo4j, Gremlin Server, JanusGraph, Fuseki) on loopback; see docs/servers.md.
.PHONY: servers servers-stop servers-status

servers:
	scripts/servers start

servers-stop:
	scripts/servers stop

servers-status:
	scripts/servers status

# The one command that runs every test: installs and starts the real servers,
# then runs the whole suite with servers required (no silent skips).
.PHONY: test test-unit
test:
	scripts/servers start
	scripts/chromium  # the page test of serve/ runs in headless Chromium
	GQL_REQUIRE_SERVERS=1 go test -count=1 -timeout 40m ./...
	scripts/servers idle  # no server thread left busy by a runaway

# Tests that need no server (server tests skip when their server is down).
test-unit:
	go test ./...
