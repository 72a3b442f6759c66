// Traversal sources the server exposes. "g" is for loaders; "gro" rejects every mutating
// step (ReadOnlyStrategy) and io() (NoIoStrategy); query executors bind to it as the alias "g".

// ReadOnlyStrategy lets io() through (IoStep is not a mutating step), and g.io(file).write()
// on gro wrote the graph to a file on the server. This verification strategy refuses any
// traversal holding an IoStep, so gro can neither write nor read files.
class NoIoStrategy extends org.apache.tinkerpop.gremlin.process.traversal.strategy.AbstractTraversalStrategy<org.apache.tinkerpop.gremlin.process.traversal.TraversalStrategy.VerificationStrategy>
        implements org.apache.tinkerpop.gremlin.process.traversal.TraversalStrategy.VerificationStrategy {
    void apply(org.apache.tinkerpop.gremlin.process.traversal.Traversal.Admin traversal) {
        if (traversal.getSteps().any { it instanceof org.apache.tinkerpop.gremlin.process.traversal.step.sideEffect.IoStep })
            throw new org.apache.tinkerpop.gremlin.process.traversal.strategy.verification.VerificationException(
                    'io() is disabled on this traversal source: it reads and writes files on the server', traversal)
    }
}

def globals = [:]
globals << [g  : graph.traversal()]
// RepeatUnrollStrategy expands repeat().times(n) into n copies before execution, which the
// evaluation timeout cannot interrupt: a runaway times(40) kept a server thread busy long after
// its timeout answer. Without it, the loop runs step by step and the timeout stops it.
globals << [gro: graph.traversal().withStrategies(ReadOnlyStrategy.instance(), new NoIoStrategy())
        .withoutStrategies(org.apache.tinkerpop.gremlin.process.traversal.strategy.optimization.RepeatUnrollStrategy)]
