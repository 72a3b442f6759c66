package serve

import (
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
)

// metrics live in a registry of the server's own rather than the global
// one, so several servers (tests, an embedding program) do not collide.
type metrics struct {
	reg          *prometheus.Registry
	requests     *prometheus.CounterVec
	latency      *prometheus.HistogramVec
	inflight     prometheus.Gauge
	translations *prometheus.CounterVec
	reviews      *prometheus.CounterVec
}

func newMetrics() *metrics {
	m := &metrics{reg: prometheus.NewRegistry()}
	m.requests = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "gql_serve_requests_total",
		Help: "HTTP requests by route, status code and verdict (valid, unanswerable, failed for translations; ok or the error code otherwise).",
	}, []string{"route", "code", "verdict"})
	m.latency = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name: "gql_serve_request_duration_seconds",
		Help: "Time from request to response by route and verdict.",
		// 0.5 ms (an offline translation) to about 75 s (an LLM with
		// repairs near the request timeout).
		Buckets: prometheus.ExponentialBuckets(0.0005, 2.5, 14),
	}, []string{"route", "verdict"})
	m.inflight = prometheus.NewGauge(prometheus.GaugeOpts{
		Name: "gql_serve_requests_in_flight",
		Help: "Requests being handled now.",
	})
	m.translations = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "gql_serve_translations_total",
		Help: "Translations by target language, backend and verdict.",
	}, []string{"target", "backend", "verdict"})
	m.reviews = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "gql_serve_reviews_total",
		Help: "Review decisions on shots and pending pairs by action (confirm, reject, remove).",
	}, []string{"action"})
	m.reg.MustRegister(m.requests, m.latency, m.inflight, m.translations, m.reviews,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

func (m *metrics) observe(route string, code int, verdict string, took time.Duration) {
	m.requests.WithLabelValues(route, strconv.Itoa(code), verdict).Inc()
	m.latency.WithLabelValues(route, verdict).Observe(took.Seconds())
}
