package llm

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"time"
)

// Defaults of the bounds on a model call.
const (
	DefaultDeadline    = 90 * time.Second
	DefaultMaxResponse = 1 << 20
)

// ErrResponseTooLarge is a response body past Config.MaxResponse. A chat
// answer holding a query is a few kilobytes; the probe's 50 MB answer took
// 3.76 GB to decode.
var ErrResponseTooLarge = errors.New("the response is larger than the limit")

// capTransport stops reading a response body at max bytes. go-openai
// decodes the body with a json.Decoder that buffers everything it is
// given, so the cap has to sit under it, on the body itself.
type capTransport struct {
	next http.RoundTripper
	max  int64
}

func (t *capTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	resp, err := t.next.RoundTrip(req)
	if err != nil {
		return nil, err
	}
	if resp.ContentLength > t.max {
		resp.Body.Close()
		return nil, fmt.Errorf("%w: %d bytes announced, limit %d (llm max_response)", ErrResponseTooLarge, resp.ContentLength, t.max)
	}
	resp.Body = &cappedBody{rc: resp.Body, left: t.max, max: t.max}
	return resp, nil
}

type cappedBody struct {
	rc        io.ReadCloser
	left, max int64
}

func (b *cappedBody) Read(p []byte) (int, error) {
	if b.left <= 0 {
		// One byte more tells a body of exactly max bytes from a longer one.
		var one [1]byte
		n, err := b.rc.Read(one[:])
		if n == 0 {
			if err == nil {
				err = io.EOF
			}
			return 0, err
		}
		return 0, fmt.Errorf("%w: more than %d bytes (llm max_response)", ErrResponseTooLarge, b.max)
	}
	if int64(len(p)) > b.left {
		p = p[:b.left]
	}
	n, err := b.rc.Read(p)
	b.left -= int64(n)
	return n, err
}

func (b *cappedBody) Close() error { return b.rc.Close() }
