//go:build js && wasm

package main

import (
	"sync"
	"syscall/js"
)

// localKV is window.localStorage as raw strings. Every call may throw (a
// full storage on setItem, storage disabled by the browser's privacy
// settings on any access); a throw becomes an error or "absent", never a
// panic that would stop the app.
type localKV struct{}

var theSaves = sync.OnceValue(func() *Saves { return NewSaves(localKV{}) })

func (localKV) Get(k string) (v string, ok bool) {
	defer func() {
		if recover() != nil {
			v, ok = "", false
		}
	}()
	x := js.Global().Get("localStorage").Call("getItem", k)
	if x.Type() != js.TypeString {
		return "", false
	}
	return x.String(), true
}

func (localKV) Set(k, v string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = errStorageOff
			if je, ok := r.(js.Error); ok && quotaError(je.Value) {
				err = errQuota
			}
		}
	}()
	js.Global().Get("localStorage").Call("setItem", k, v)
	return nil
}

// quotaError recognises a full storage: QuotaExceededError everywhere,
// with Firefox's older name and the legacy code 22 as fallbacks.
func quotaError(e js.Value) bool {
	if e.Type() != js.TypeObject {
		return false
	}
	name := e.Get("name")
	if name.Type() == js.TypeString {
		switch name.String() {
		case "QuotaExceededError", "NS_ERROR_DOM_QUOTA_REACHED":
			return true
		}
	}
	code := e.Get("code")
	return code.Type() == js.TypeNumber && code.Int() == 22
}

func (localKV) Del(k string) {
	defer func() { recover() }()
	js.Global().Get("localStorage").Call("removeItem", k)
}

func (localKV) Keys() (keys []string) {
	defer func() { recover() }()
	ls := js.Global().Get("localStorage")
	n := ls.Get("length").Int()
	keys = make([]string, 0, n)
	for i := range n {
		if k := ls.Call("key", i); k.Type() == js.TypeString {
			keys = append(keys, k.String())
		}
	}
	return keys
}
