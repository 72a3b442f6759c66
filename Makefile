# Real database servers (Neo4j, Gremlin Server, JanusGraph, Fuseki) on loopback; see docs/servers.md.
.PHONY: servers servers-stop servers-status

servers:
	scripts/servers start

servers-stop:
	scripts/servers stop

servers-status:
	scripts/servers status
