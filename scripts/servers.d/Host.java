// One JVM that runs many servers of one kind (Neo4j, Gremlin Server or JanusGraph Server),
// each on its own port with its own data, started and stopped on request by scripts/servers.
//
// Why: the test suite runs a Neo4j, a Gremlin Server and a JanusGraph for every example graph.
// One JVM each came to 80 JVMs of 200-400 MB before any query ran; a 24 GB CI machine with
// no swap thrashed until simple queries hit their 30 s timeouts. Servers of one kind share
// their classes, JIT-compiled code and collector here, so each one costs only its own data.
//
// Usage: Host KIND DIR. Requests are files DIR/requests/PORT.start or PORT.stop; a start
// file holds key=value lines (log=..., and home=... for neo4j or conf=... for the others).
// The host answers in DIR/state: PORT.starting, then PORT.up or PORT.failed, and removes
// PORT.up once a stop finished. Each server's own messages and errors go to its log file;
// the libraries' logging goes to the host's. scripts/servers ends the host (SIGTERM, which
// stops every server in it) once its last server stopped.
// No dependency at compile time: the servers' classes are reached by reflection, so one
// source file serves the three classpaths.
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.InvocationTargetException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

public final class Host {
    private final String kind;
    private final Path requests;
    private final Path state;
    private final Map<String, Object> servers = new ConcurrentHashMap<>();
    private final Map<String, Boolean> busy = new ConcurrentHashMap<>();

    private Host(String kind, Path dir) throws Exception {
        this.kind = kind;
        this.requests = Files.createDirectories(dir.resolve("requests"));
        this.state = Files.createDirectories(dir.resolve("state"));
        // State left by an earlier host that died: none of its servers runs any more.
        try (Stream<Path> old = Files.list(state)) {
            for (Path p : (Iterable<Path>) old::iterator) Files.deleteIfExists(p);
        }
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 2 || !List.of("neo4j", "gremlin", "janusgraph").contains(args[0])) {
            System.err.println("usage: Host neo4j|gremlin|janusgraph DIR");
            System.exit(2);
        }
        Host h = new Host(args[0], Path.of(args[1]).toAbsolutePath());
        Runtime.getRuntime().addShutdownHook(new Thread(h::stopAll, "gql-host-shutdown"));
        System.out.printf("gql-host: %s host ready, requests in %s%n", h.kind, h.requests);
        System.out.flush();
        h.loop();
    }

    private void loop() throws Exception {
        while (true) {
            try (Stream<Path> files = Files.list(requests)) {
                for (Path p : (Iterable<Path>) files.sorted()::iterator) handle(p);
            }
            Thread.sleep(100);
        }
    }

    private void handle(Path req) throws Exception {
        String name = req.getFileName().toString();
        int dot = name.lastIndexOf('.');
        if (dot <= 0) return;
        String port = name.substring(0, dot), verb = name.substring(dot + 1);
        if (!verb.equals("start") && !verb.equals("stop")) return;
        // One request per port at a time; a later one waits for the earlier to finish.
        if (busy.putIfAbsent(port, true) != null) return;
        Map<String, String> kv;
        try {
            kv = parse(Files.readString(req, StandardCharsets.UTF_8));
            // "starting" before the request goes: scripts/servers takes a port with neither
            // for a server that exited during start-up.
            if (verb.equals("start")) mark(port, "starting");
            Files.deleteIfExists(req);
        } catch (Exception e) {
            busy.remove(port);
            throw e;
        }
        Thread t = new Thread(() -> {
            try {
                if (verb.equals("start")) start(port, kv);
                else stop(port, kv);
            } finally {
                busy.remove(port);
            }
        }, "gql-host-" + verb + "-" + port);
        t.start();
    }

    private static Map<String, String> parse(String s) {
        Map<String, String> kv = new HashMap<>();
        for (String line : s.split("\n")) {
            int eq = line.indexOf('=');
            if (eq > 0) kv.put(line.substring(0, eq), line.substring(eq + 1));
        }
        return kv;
    }

    private void start(String port, Map<String, String> kv) {
        Path log = Path.of(kv.getOrDefault("log", "/dev/null"));
        if (servers.containsKey(port)) {
            note(log, "gql-host: a " + kind + " server already runs on port " + port);
            mark(port, "up");
            return;
        }
        long began = System.nanoTime();
        try {
            Object server = switch (kind) {
                case "neo4j" -> Class.forName("Launcher")
                        .getMethod("start", Path.class, int.class)
                        .invoke(null, Path.of(kv.get("home")), Integer.parseInt(port));
                case "gremlin" -> {
                    Class<?> settings = Class.forName("org.apache.tinkerpop.gremlin.server.Settings");
                    Object s = settings.getMethod("read", String.class).invoke(null, kv.get("conf"));
                    Object g = Class.forName("org.apache.tinkerpop.gremlin.server.GremlinServer")
                            .getConstructor(settings).newInstance(s);
                    await(g.getClass().getMethod("start").invoke(g));
                    yield g;
                }
                case "janusgraph" -> {
                    Object j = Class.forName("org.janusgraph.graphdb.server.JanusGraphServer")
                            .getConstructor(String.class).newInstance(kv.get("conf"));
                    await(j.getClass().getMethod("start").invoke(j));
                    yield j;
                }
                default -> throw new IllegalStateException("unknown kind " + kind);
            };
            servers.put(port, server);
            note(log, String.format("gql-%s: ready, port %s, in host pid %d, %.1fs", kind, port,
                    ProcessHandle.current().pid(), (System.nanoTime() - began) / 1e9));
            mark(port, "up");
        } catch (Throwable e) {
            note(log, "gql-host: starting " + kind + " on port " + port + " failed:\n" + trace(e));
            mark(port, "failed");
        }
    }

    private void stop(String port, Map<String, String> kv) {
        Path log = Path.of(kv.getOrDefault("log", "/dev/null"));
        Object server = servers.remove(port);
        if (server != null) {
            try {
                shutdown(server);
                note(log, "gql-host: " + kind + " on port " + port + " stopped");
            } catch (Throwable e) {
                note(log, "gql-host: stopping " + kind + " on port " + port + " failed:\n" + trace(e));
            }
        }
        clear(port);
    }

    private void shutdown(Object server) throws Exception {
        // Through the public interface: the DBMS's own class is not public.
        Class<?> api = kind.equals("neo4j")
                ? Class.forName("org.neo4j.dbms.api.DatabaseManagementService") : server.getClass();
        await(api.getMethod(kind.equals("neo4j") ? "shutdown" : "stop").invoke(server));
    }

    private void stopAll() {
        for (String port : servers.keySet()) {
            Object server = servers.remove(port);
            try {
                shutdown(server);
            } catch (Throwable e) {
                System.err.println("gql-host: stopping port " + port + ": " + e);
            }
            clear(port);
        }
    }

    private static void await(Object r) throws Exception {
        if (r instanceof CompletableFuture<?> f) f.get();
    }

    private void mark(String port, String what) {
        try {
            // The new state first, then the old ones go: a reader never sees none.
            Files.writeString(state.resolve(port + "." + what), Instant.now() + "\n");
            for (String s : List.of("starting", "up", "failed")) {
                if (!s.equals(what)) Files.deleteIfExists(state.resolve(port + "." + s));
            }
        } catch (Exception e) {
            System.err.println("gql-host: writing state of port " + port + ": " + e);
        }
    }

    private void clear(String port) {
        for (String s : List.of("starting", "up", "failed")) {
            try {
                Files.deleteIfExists(state.resolve(port + "." + s));
            } catch (Exception ignored) {
                // A leftover state file only makes scripts/servers wait for its timeout.
            }
        }
    }

    private static void note(Path log, String msg) {
        try {
            Files.writeString(log, msg + "\n", StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (Exception e) {
            System.err.println(msg);
        }
    }

    private static String trace(Throwable e) {
        if (e instanceof InvocationTargetException ite && ite.getCause() != null) e = ite.getCause();
        StringWriter w = new StringWriter();
        e.printStackTrace(new PrintWriter(w));
        return w.toString();
    }
}
