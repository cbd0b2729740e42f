//go:build !(js && wasm)

package main

import (
	"slices"
	"sync"
)

// Natively (the server's prerendering, which never plays) saves go to a
// process-wide map, so the page code runs unchanged.
type memKV struct {
	mu sync.Mutex
	m  map[string]string
}

var theSaves = sync.OnceValue(func() *Saves { return NewSaves(&memKV{m: map[string]string{}}) })

func (s *memKV) Get(k string) (string, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	v, ok := s.m[k]
	return v, ok
}

func (s *memKV) Set(k, v string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.m[k] = v
	return nil
}

func (s *memKV) Del(k string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.m, k)
}

func (s *memKV) Keys() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	keys := make([]string, 0, len(s.m))
	for k := range s.m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
