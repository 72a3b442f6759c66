// Package etcdtest gives tests a real etcd for shot stores: the server
// `scripts/servers start etcd` runs on loopback, or GQL_ETCD_URI. A test
// gets a prefix of its own, deleted when it ends, so tests never see each
// other's keys.
package etcdtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"
	"go.uber.org/zap"
)

// Base is the etcd the tests use: GQL_ETCD_URI, else the one scripts/servers
// starts (GQL_ETCD_PORT, default 2379).
func Base() string {
	if u := os.Getenv("GQL_ETCD_URI"); u != "" {
		return strings.TrimRight(u, "/")
	}
	port := os.Getenv("GQL_ETCD_PORT")
	if port == "" {
		port = "2379"
	}
	return "etcd://127.0.0.1:" + port
}

// URL returns etcd://HOST:PORT/PREFIX with a fresh prefix, after checking
// the server answers (2 s). Without one the test is skipped, or fails when
// GQL_REQUIRE_SERVERS=1.
func URL(t testing.TB) string {
	t.Helper()
	base := Base()
	u, err := url.Parse(base)
	if err != nil {
		t.Fatalf("GQL_ETCD_URI %q: %v", base, err)
	}
	// A refused connection answers at once, where the client would keep
	// retrying until its deadline: a down etcd costs skipped tests nothing.
	var cli *clientv3.Client
	c, err := net.DialTimeout("tcp", u.Host, 2*time.Second)
	if err == nil {
		c.Close()
		cli, err = clientv3.New(clientv3.Config{Endpoints: []string{"http://" + u.Host}, DialTimeout: 2 * time.Second, Logger: zap.NewNop()})
	}
	if err == nil {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		_, err = cli.Get(ctx, "/", clientv3.WithCountOnly())
		cancel()
		if err != nil {
			cli.Close()
		}
	}
	if err != nil {
		msg := "etcd not reachable at " + u.Host + " (scripts/servers start etcd): " + err.Error()
		if os.Getenv("GQL_REQUIRE_SERVERS") == "1" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	b := make([]byte, 6)
	rand.Read(b)
	prefix := "gqltest-" + hex.EncodeToString(b)
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		cli.Delete(ctx, "/"+prefix+"/", clientv3.WithPrefix())
		cli.Close()
	})
	return base + "/" + prefix
}
