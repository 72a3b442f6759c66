// Traversal sources the server exposes. "g" is for loaders; "gro" rejects every mutating
// step (ReadOnlyStrategy) and is what query executors bind to, directly or as the alias "g".
def globals = [:]
globals << [g  : traversal().withEmbedded(graph)]
globals << [gro: traversal().withEmbedded(graph).withStrategies(ReadOnlyStrategy.instance())]
