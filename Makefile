# Pencilbox build, test and benchmark entry points. Everything is plain
# `go` plus node (WASM tests) and Chromium (end-to-end tests).

GO      ?= go
PORT    ?= 8000
DIR     ?= .
# `make bench` is a quick look: a sample per set and a short deadline per
# solver call (10 s; FULL=1 runs every instance with the 60 s deadline).
SAMPLE  ?= 20
TIMEOUT ?= $(if $(FULL),60s,10s)
GENRE   ?=
# `make bench` covers every genre with a benchmark folder (the folders
# are named after the genres) unless GENRE= is set.
GENRES  ?= $(notdir $(patsubst %/,%,$(wildcard $(BENCHMARKS)/*/)))
FULL    ?=

BENCHMARKS ?= $(or $(PENCILBOX_BENCHMARKS),$(abspath ../shared/benchmarks))
WASMEXEC   := $(shell $(GO) env GOROOT)/lib/wasm
WASM_ENV   := GOOS=js GOARCH=wasm
# The source revision goes into the go-app Version (the service worker's
# cache name and every response's ETag); the server also hashes the web/
# files it serves, so a rebuilt wasm changes the version without a commit.
REVISION   := $(shell git describe --always --dirty 2>/dev/null || echo dev)
SUDO       := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

# Benchmark selection: every set of GENRE (or of every genre), a fixed
# evenly spread sample unless FULL=1.
BENCH_FILES := $(sort $(foreach g,$(or $(GENRE),$(GENRES)),$(wildcard $(BENCHMARKS)/$(g)/*.txt)))
BENCH_FLAGS := --timeout $(TIMEOUT) $(if $(FULL),,--sample $(SAMPLE))

LAB_ENV := PENCILBOX_BENCHMARKS=$(BENCHMARKS)

.PHONY: bench-scale bench-scale-wasm bench-peers scale-costs test-lab lab-beam
.PHONY: all help run run-https test static bench bench-wasm bench-serve deadlines wasm pencilbox chromium node fmt-check vet icons clean

all: wasm pencilbox

help:
	@echo "make run          build the app and serve it on http://127.0.0.1:$(PORT) (PORT=...)"
	@echo "make test         every test: native, WASM under node, end-to-end in headless Chromium"
	@echo "make pencilbox    the command line tool, as bin/pencilbox"
	@echo "make wasm         web/app.wasm and web/worker.wasm"
	@echo "make static       a static site in DIR (default: here)"
	@echo "make run-https    serve over HTTPS for phones: CERT=cert.pem KEY=key.pem [ADDR=0.0.0.0:8443]"
	@echo "make bench        solve a sample of every benchmark set (FULL=1: all; GENRE=sudoku: one genre)"
	@echo "make bench-wasm   the same, in WASM under node"
	@echo "make bench-serve  the server's load and compression figures"
	@echo "make bench-scale  write the scale suite into SCALE (default bin/scale) and run it natively"
	@echo "make bench-scale-wasm  the same suite in WASM under node"
	@echo "make scale-costs  time the public sets so bench-scale adds their slowest boards"
	@echo "make bench-peers PEERS=DIR  tdoku and flow_solver from their sources in DIR, side by side with ours"
	@echo "make deadlines    every genre's solver calls on adversarial boards with a 1 s deadline"
	@echo "make gen-unique   1,000 generated puzzles per genre, each re-checked unique"
	@echo "make render-examples  assets/render/<genre>.svg, each genre's example as an image"
	@echo "make lab-beam     the solver lab as an Apache Beam pipeline, as bin/pencilbox-lab (minutes cold)"
	@echo "make test-lab     the Beam pipeline's tests (app/labbeam; .ci/run runs them after make test)"
	@echo "benchmark sets: $(BENCHMARKS) (PENCILBOX_BENCHMARKS=DIR to read them elsewhere)"

# need-sets stops a benchmark target that found no set files, saying
# where they come from instead of printing the command's usage.
define need-sets
	@if [ -z "$(BENCH_FILES)" ]; then \
		echo "no benchmark sets found in $(BENCHMARKS)$(if $(GENRE), for $(GENRE))."; \
		echo "They are the public puzzle sets (with sources and licences) kept in ../shared/benchmarks"; \
		echo "beside this repository; set PENCILBOX_BENCHMARKS=DIR to read them from elsewhere."; \
		exit 2; \
	fi
endef

wasm:
	$(WASM_ENV) $(GO) build -trimpath -ldflags="-s -w" -o web/app.wasm ./app
	$(WASM_ENV) $(GO) build -trimpath -ldflags="-s -w" -o web/worker.wasm ./app/worker

pencilbox:
	$(GO) build -trimpath -ldflags="-X main.buildRevision=$(REVISION)" -o bin/pencilbox ./app

run: wasm pencilbox
	./bin/pencilbox serve --addr 127.0.0.1:$(PORT)

# HTTPS, so a phone on the LAN can install the app (README, "Serving it
# yourself"): make run-https CERT=cert.pem KEY=key.pem [ADDR=0.0.0.0:8443]
ADDR ?= 0.0.0.0:8443
run-https: wasm pencilbox
	./bin/pencilbox serve --addr $(ADDR) --cert $(CERT) --key $(KEY)

# The end-to-end tests use the first of these on PATH (app/e2e); only
# when there is none is Debian's chromium installed, without the
# packages it merely recommends.
BROWSERS := chromium chromium-browser google-chrome google-chrome-stable chrome
chromium:
	@found=""; for b in $(BROWSERS); do command -v $$b >/dev/null 2>&1 && found=$$b && break; done; \
	if [ -z "$$found" ]; then \
		echo "installing chromium for the end-to-end tests"; \
		$(SUDO) apt-get update && $(SUDO) apt-get install -y --no-install-recommends chromium; \
	fi

# axe-core for the end-to-end accessibility audit (app/e2e/axe_test.go),
# the version pinned by app/e2e/package-lock.json; npm comes with node
# elsewhere, Debian packages it apart.
.PHONY: axe
axe: node
	@if [ ! -f app/e2e/node_modules/axe-core/axe.min.js ]; then \
		if ! command -v npm >/dev/null 2>&1; then \
			echo "installing npm for axe-core"; \
			$(SUDO) apt-get update && $(SUDO) apt-get install -y --no-install-recommends npm; \
		fi; \
		echo "installing axe-core in app/e2e"; \
		cd app/e2e && npm ci --no-audit --no-fund; \
	fi

# Committed files (what CI sees); outside a git checkout, every file.
fmt-check:
	@files="$$(git ls-files '*.go' 2>/dev/null || find . -name '*.go' -not -path './.git/*')"; \
	out="$$(gofmt -l $$files)"; \
	if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi

vet:
	$(GO) vet ./...
	$(WASM_ENV) $(GO) vet $$($(WASM_ENV) $(GO) list ./... | grep -v '/app/e2e')

# The WASM tests run under node (Go's lib/wasm runner calls it).
node:
	@if ! command -v node >/dev/null 2>&1; then \
		echo "installing node for the WASM tests"; \
		$(SUDO) apt-get update && $(SUDO) apt-get install -y --no-install-recommends nodejs; \
	fi

test: chromium node axe fmt-check vet
	$(GO) test -timeout 10m $$($(GO) list ./... | grep -v '/app/e2e')
	$(GO) test -tags template -run TestTenthGenre ./app/
	PATH="$(WASMEXEC):$$PATH" $(WASM_ENV) $(GO) test -short -timeout 10m ./solver/... ./generator/...
	$(MAKE) wasm
	@echo "end-to-end tests in headless Chromium (6-12 minutes; a line per test as it ends)"
	PENCILBOX_E2E_REQUIRED=1 bash -o pipefail -c '$(GO) test -count=1 -timeout 20m -v ./app/e2e/ | grep --line-buffered -v -E "^=== (RUN|PAUSE|CONT|NAME)"'

# The solver lab's Beam pipeline is a module of its own (app/labbeam/go.mod):
# Beam's hundreds of packages stay out of `pencilbox`, the WASM builds and
# `make test`, whose `go list ./...` does not enter a nested module. Its
# first build takes several minutes; later ones reuse Go's build cache.
lab-beam:
	cd app/labbeam && $(GO) build -trimpath -ldflags="-s -w" -o ../../bin/pencilbox-lab .

test-lab:
	cd app/labbeam && $(GO) vet ./...
	cd app/labbeam && $(LAB_ENV) $(GO) test -count=1 -timeout 20m ./...

# The repository root (or DIR) becomes a static site: index.html is
# committed and must not change; the rest is ignored by git.
static: wasm pencilbox
	./bin/pencilbox static $(DIR)

bench: pencilbox
	$(need-sets)
	./bin/pencilbox bench $(BENCH_FLAGS) $(BENCH_FILES)

# Every genre's Solve, Count, Facts and Hint on every adversarial board of
# solver/conformance, each with a 1 s deadline (a minute or two; `make
# test` runs a fixed sample of it).
deadlines:
	$(GO) test -count=1 -timeout 60m -run TestDeadlines ./solver/conformance/ -deadline.matrix

bench-wasm: node
	$(need-sets)
	$(WASM_ENV) $(GO) build -trimpath -o bin/benchwasm.wasm ./app/benchwasm
	PATH="$(WASMEXEC):$$PATH" go_js_wasm_exec bin/benchwasm.wasm $(BENCH_FLAGS) $(BENCH_FILES)

# The scale suite (generator/scale, README "Scale suite"): boards at and
# beyond the public sets' largest sizes, written into SCALE with the
# public sets' largest boards (and their slowest, ranked by the
# `pencilbox bench --json` outputs in COSTS: by default the file `make
# scale-costs` writes, when it exists), then run with the floors' 60 s
# deadline, the CPU and the memory figures. SEED, COUNT (boards per class),
# GENRE (comma list) and SIZES (e.g. 48x35,64x64: only those sizes are
# run) narrow it. Not part of `make test`.
SCALE         ?= bin/scale
SEED          ?= 1
COUNT         ?=
SIZES         ?=
SCALE_COSTS   ?= bin/scale-costs.jsonl
COSTS         ?= $(wildcard $(SCALE_COSTS))
SCALE_TIMEOUT ?= 60s
SCALE_GEN      = --out $(SCALE) --seed $(SEED) $(if $(COUNT),--count $(COUNT)) $(if $(GENRE),--genre $(GENRE)) \
                 --public $(BENCHMARKS) $(if $(COSTS),--costs $(COSTS))
SCALE_FLAGS    = --timeout $(SCALE_TIMEOUT) --mem --cpu $(if $(SIZES),--size $(SIZES))
SCALE_FILES    = $$(find $(SCALE) -name '*.txt' | sort)

bench-scale: pencilbox
	rm -f $(SCALE)/*/scale_*.txt $(SCALE)/*/public_*.txt
	./bin/pencilbox scale $(SCALE_GEN)
	./bin/pencilbox bench $(SCALE_FLAGS) $(SCALE_FILES)

# The public sets' measured costs for bench-scale's slowest boards: every
# set at a 10 s deadline, a sample of 40 per set (FULL=1: every instance).
# Failures only lower a board's rank, so the exit status is ignored.
scale-costs: pencilbox
	$(need-sets)
	-./bin/pencilbox bench --json --timeout 10s $(if $(FULL),,--sample 40) $(BENCH_FILES) > $(SCALE_COSTS)

bench-scale-wasm: node pencilbox
	rm -f $(SCALE)/*/scale_*.txt $(SCALE)/*/public_*.txt
	./bin/pencilbox scale $(SCALE_GEN)
	$(WASM_ENV) $(GO) build -trimpath -o bin/benchwasm.wasm ./app/benchwasm
	PATH="$(WASMEXEC):$$PATH" go_js_wasm_exec bin/benchwasm.wasm $(SCALE_FLAGS) $(SCALE_FILES)

# Peers side by side (README "Peers"): tdoku and flow_solver built from
# their source trees in PEERS (git snapshots of t-dillon/tdoku and
# mzucker/flow_solver; nothing of theirs is in this repository), then run
# alternating with ours by app/peers. cmake and libbsd-dev come from
# Debian when missing.
PEERS  ?=
ROUNDS ?= 3
bench-peers:
	@if [ -z "$(PEERS)" ] || [ ! -d "$(PEERS)/tdoku/src" ] || [ ! -f "$(PEERS)/flow_solver/flow_solver.c" ]; then \
		echo "make bench-peers PEERS=DIR: DIR must hold the source trees tdoku/ (t-dillon/tdoku) and flow_solver/ (mzucker/flow_solver)"; \
		exit 2; \
	fi
	@command -v cmake >/dev/null 2>&1 && [ -f /usr/include/bsd/stdlib.h ] || \
		{ $(SUDO) apt-get update && $(SUDO) apt-get install -y --no-install-recommends cmake libbsd-dev; }
	mkdir -p $(PEERS)/tdoku/build
	cd $(PEERS)/tdoku/build && cmake .. -DOPT=O3 >/dev/null && $(MAKE) run_benchmark
	gcc -O3 -include bsd/stdlib.h -o $(PEERS)/flow_solver/flow_solver $(PEERS)/flow_solver/flow_solver.c -lbsd
	$(GO) run ./app/peers --peers $(PEERS) --benchmarks $(BENCHMARKS) --rounds $(ROUNDS)

# Every genre's generator at its default size, levels cycled, each puzzle
# settled again by the genre's reference solver: fails unless all are
# unique and none repeats (README, "Generation report"). 1,000 per genre;
# BENCHMARKS.md says how long it took.
.PHONY: gen-unique
gen-unique: pencilbox
	./bin/pencilbox generate --report --recheck --any-level --sizes default --seeds 1000 --jobs 2 --timeout 3m

# BENCHMARKS.md, "Serving": the loopback load test and the spellings test.
bench-serve:
	$(GO) test -count=1 -v -run 'TestServeLoad|TestSpellingsCompressOnce' ./app | grep -E 'FIGURE|spellings|^(ok|FAIL)'

icons:
	$(GO) run ./assets/icongen web/icons

# assets/render/<genre>.svg: each genre's example puzzle as `pencilbox
# render` draws it (README shows them; a test fails when they are stale).
.PHONY: render-examples
render-examples: pencilbox
	@mkdir -p assets/render
	@for g in $$(./bin/pencilbox genres | awk '{print $$1}'); do \
		./bin/pencilbox render --example $$g -o assets/render/$$g.svg || exit 1; \
		echo "assets/render/$$g.svg"; \
	done

clean:
	rm -rf bin web/app.wasm web/worker.wasm
