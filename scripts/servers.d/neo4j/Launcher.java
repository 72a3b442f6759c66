// Runs the Neo4j community DBMS embedded, with only the Bolt connector, so the project
// needs nothing beyond Maven Central jars and a JDK. Usage: Launcher HOME PORT
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;

import inet.ipaddr.IPAddressString;
import org.neo4j.configuration.GraphDatabaseInternalSettings;
import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.configuration.connectors.BoltConnector;
import org.neo4j.configuration.helpers.SocketAddress;
import org.neo4j.dbms.api.DatabaseManagementService;
import org.neo4j.dbms.api.DatabaseManagementServiceBuilder;
import org.neo4j.io.ByteUnit;

public final class Launcher {
    public static void main(String[] args) throws Exception {
        if (args.length != 2) {
            System.err.println("usage: Launcher HOME PORT");
            System.exit(2);
        }
        Path home = Path.of(args[0]).toAbsolutePath();
        int port = Integer.parseInt(args[1]);
        long started = System.nanoTime();
        DatabaseManagementService dbms = start(home, port);

        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            System.out.println("gql-neo4j: shutting down");
            dbms.shutdown();
            stopped.countDown();
        }, "gql-neo4j-shutdown"));

        System.out.printf("gql-neo4j: ready, bolt://127.0.0.1:%d, home %s, %.1fs%n",
                port, home, (System.nanoTime() - started) / 1e9);
        System.out.flush();
        stopped.await();
    }

    // start is also what Host calls, to run many of these DBMSs in one JVM.
    public static DatabaseManagementService start(Path home, int port) throws Exception {
        home = home.toAbsolutePath();
        Path importDir = home.resolve("import");
        java.nio.file.Files.createDirectories(importDir);

        return new DatabaseManagementServiceBuilder(home)
                .setConfig(BoltConnector.enabled, true)
                .setConfig(BoltConnector.listen_address, new SocketAddress("127.0.0.1", port))
                .setConfig(BoltConnector.advertised_address, new SocketAddress("127.0.0.1", port))
                // Loopback-only test server: auth would only add a secret to every client.
                .setConfig(GraphDatabaseSettings.auth_enabled, false)
                // Without a cap the page cache sizes itself from the machine's free RAM.
                .setConfig(GraphDatabaseSettings.pagecache_memory, ByteUnit.mebiBytes(64))
                // Each database otherwise preallocates a 256 MiB transaction log: nine test
                // servers took 4.6 GB and filled a CI disk. Our graphs are a few MB.
                .setConfig(GraphDatabaseSettings.preallocate_logical_logs, false)
                .setConfig(GraphDatabaseSettings.logical_log_rotation_threshold, ByteUnit.mebiBytes(16))
                .setConfig(GraphDatabaseSettings.preallocate_store_files, false)
                // A backstop for runaway queries whose client forgot its own timeout.
                .setConfig(GraphDatabaseSettings.transaction_timeout, java.time.Duration.ofMinutes(5))
                // LOAD CSV runs in read-mode sessions too: without these a reader could fetch
                // any file the JVM can open (file:///etc/hostname worked). file: URLs are off,
                // and even if re-enabled they would resolve inside an empty import folder.
                .setConfig(GraphDatabaseSettings.allow_file_urls, false)
                .setConfig(GraphDatabaseSettings.load_csv_file_url_root, importDir)
                // Remote URLs too (http://127.0.0.1:3030/... answered a read session): LOAD CSV
                // may connect to no address at all. Community has no public switch for this;
                // the internal IP blocklist is what LOAD CSV checks before connecting.
                .setConfig(GraphDatabaseInternalSettings.cypher_ip_blocklist,
                        List.of(new IPAddressString("0.0.0.0/0"), new IPAddressString("::/0")))
                .build();
    }
}
