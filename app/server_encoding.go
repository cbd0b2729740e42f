//go:build !(js && wasm)

package main

import (
	"bytes"
	"compress/gzip"
	"strconv"
	"strings"

	"github.com/andybalholm/brotli"
)

// Compression levels, chosen on web/app.wasm (11.5 MB; `nproc` 2, AMD
// EPYC): gzip 9 gives 2.61 MB in about 2 s
// (level 6: 2.62 MB in 0.9 s); brotli 6 gives 2.17 MB in 0.9 s, while
// brotli 11 (its best) would take about 4 s per MB, close to a minute for
// app.wasm alone. Each file is compressed once per process (at start-up,
// or by `pencilbox static`), so the slower gzip level is affordable and
// the slowest brotli levels are not.
const (
	gzipLevel     = gzip.BestCompression
	brotliQuality = 6
)

// minCompress is the size below which a file is sent as it is: a few
// hundred bytes fit in one packet either way.
const minCompress = 256

// precompress returns the gzip and brotli forms of data; each is nil when
// it would not save at least a twentieth of the bytes (then the original
// is sent, and a static host gets no useless copy).
func precompress(data []byte) (gz, br []byte) {
	if len(data) < minCompress {
		return nil, nil
	}
	worth := func(b []byte) []byte {
		if len(b) > len(data)-len(data)/20 {
			return nil
		}
		return b
	}
	var gb bytes.Buffer
	gb.Grow(len(data) / 3)
	zw, _ := gzip.NewWriterLevel(&gb, gzipLevel) // the level is valid
	zw.Write(data)                               // a bytes.Buffer does not fail
	zw.Close()
	var bb bytes.Buffer
	bb.Grow(len(data) / 4)
	bw := brotli.NewWriterLevel(&bb, brotliQuality)
	bw.Write(data)
	bw.Close()
	return worth(gb.Bytes()), worth(bb.Bytes())
}

// pickEncoding chooses the content coding of a response from the request's
// Accept-Encoding: "br", "gzip" or "" (the file as it is). Among the
// encodings the server has and the client accepts (q above 0, by name or
// through "*"), the highest q wins and br wins ties: it is the smaller.
// Without the header nothing is compressed, as RFC 9110 allows.
func pickEncoding(acceptEncoding string, haveBr, haveGzip bool) string {
	var qBr, qGzip, qAny float64 = -1, -1, -1
	for _, part := range strings.Split(acceptEncoding, ",") {
		name, params, _ := strings.Cut(part, ";")
		q := qValue(params)
		switch strings.ToLower(strings.TrimSpace(name)) {
		case "br":
			qBr = q
		case "gzip", "x-gzip":
			qGzip = q
		case "*":
			qAny = q
		}
	}
	// A coding not named takes the value of "*", if any.
	if qBr < 0 {
		qBr = qAny
	}
	if qGzip < 0 {
		qGzip = qAny
	}
	switch {
	case haveBr && qBr > 0 && (!haveGzip || qBr >= qGzip):
		return "br"
	case haveGzip && qGzip > 0:
		return "gzip"
	}
	return ""
}

// qValue reads "q=0.5" among a coding's parameters; no q means 1, and a
// malformed one 0 (the unencoded file is always a safe answer).
func qValue(params string) float64 {
	for _, p := range strings.Split(params, ";") {
		k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
		if !ok || !strings.EqualFold(strings.TrimSpace(k), "q") {
			continue
		}
		q, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		if err != nil || q < 0 || q > 1 {
			return 0
		}
		return q
	}
	return 1
}
