package backends

import (
	"encoding/binary"
	"fmt"

	gremlingo "github.com/apache/tinkerpop/gremlin-go/v3/driver"
)

// JanusGraph sends edge and vertex-property ids as its own GraphBinary custom
// type, which gremlin-go cannot read unless told how; without this reader
// any result holding an edge or a vertex with properties fails to decode.
// Layout (read off the wire from JanusGraph 1.1): custom type info (int32),
// value flag, out-vertex id, type id (int64), relation id (int64), in-vertex
// id, where a vertex id is a marker byte (0 = int64, 1 = string) and the
// value.
func init() {
	gremlingo.RegisterCustomTypeReader("janusgraph.RelationIdentifier", readRelationIdentifier)
}

func readRelationIdentifier(data *[]byte, i *int) (any, error) {
	b := *data
	need := func(n int) error {
		if *i+n > len(b) {
			return fmt.Errorf("truncated janusgraph.RelationIdentifier")
		}
		return nil
	}
	if err := need(5); err != nil {
		return nil, err
	}
	*i += 4 // custom type info
	flag := b[*i]
	*i++
	if flag == 0x01 {
		return nil, nil
	}
	readLong := func() (int64, error) {
		if err := need(8); err != nil {
			return 0, err
		}
		v := int64(binary.BigEndian.Uint64(b[*i:]))
		*i += 8
		return v, nil
	}
	readVertexID := func() (any, error) {
		if err := need(1); err != nil {
			return nil, err
		}
		marker := b[*i]
		*i++
		if marker == 0 {
			return readLong()
		}
		if err := need(4); err != nil {
			return nil, err
		}
		n := int(binary.BigEndian.Uint32(b[*i:]))
		*i += 4
		if err := need(n); err != nil {
			return nil, err
		}
		s := string(b[*i : *i+n])
		*i += n
		return s, nil
	}
	out, err := readVertexID()
	if err != nil {
		return nil, err
	}
	typ, err := readLong()
	if err != nil {
		return nil, err
	}
	rel, err := readLong()
	if err != nil {
		return nil, err
	}
	in, err := readVertexID()
	if err != nil {
		return nil, err
	}
	return fmt.Sprintf("%v-%v-%v-%v", rel, out, typ, in), nil
}
