# Build, test and demo the Lifeline package. `make` alone builds.
#
# SWIFTFLAGS is passed to every swift invocation, e.g. `make test SWIFTFLAGS="--scratch-path .build-ci"`.

SWIFT ?= swift
SWIFTFLAGS ?=

.DEFAULT_GOAL := build
.PHONY: build deps test demo diagrams install conformance-docs bench bench-commands bench-tools bench-render fuzz fuzz-build fuzz-smoke clean \
	browser-deps browser-test screenshots

build:
	$(SWIFT) build $(SWIFTFLAGS)

# apt-get runs under sudo only for a user who is not root (CI is root, with no stdin).
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
APT_INSTALL := $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y

# What the build needs beyond Swift: Graphviz's library and headers (LifelineGraphviz renders
# in process) and pkg-config, which SwiftPM finds them with; installed with apt-get when
# missing. Then the plugin configuration that libgvc reads at start-up: without it every
# layout fails, so it is regenerated if absent (`dot -c`, or libgvc6's own tool).
deps:
	@if ! pkg-config --exists libgvc 2>/dev/null; then \
		if ! command -v apt-get >/dev/null; then \
			echo "deps: install Graphviz and pkg-config (Homebrew: brew install graphviz pkg-config)" >&2; exit 1; \
		fi; \
		echo "deps: installing libgraphviz-dev and pkg-config"; \
		$(SUDO) apt-get update && $(APT_INSTALL) libgraphviz-dev pkg-config || exit 1; \
	fi
	@plugins="$$(pkg-config --variable=libdir libgvc)/graphviz"; \
	if ! ls "$$plugins"/config6* >/dev/null 2>&1; then \
		echo "deps: no Graphviz plugin configuration in $$plugins; regenerating it"; \
		if command -v dot >/dev/null; then $(SUDO) dot -c; \
		elif [ -x /usr/sbin/libgvc6-config-update ]; then $(SUDO) /usr/sbin/libgvc6-config-update -c; \
		else $(SUDO) apt-get update && $(APT_INSTALL) graphviz && $(SUDO) dot -c; fi; \
		ls "$$plugins"/config6* >/dev/null 2>&1 || { echo "deps: still no $$plugins/config6*" >&2; exit 1; }; \
	fi
	@mkdir -p $(STATIC_CXX_DIR); archive="$$(clang -print-file-name=libstdc++.a 2>/dev/null)"; \
	if [ -f "$$archive" ]; then ln -sf "$$archive" $(STATIC_CXX_DIR)/libstdc++.a; else rm -f $(STATIC_CXX_DIR)/libstdc++.a; fi

# The CLI tests run the built `lifeline` executable, which `swift test` alone does not build
# reliably; `swift build` builds every product first.
# Then every sample scenario against its golden trace.
test: deps
	$(SWIFT) build $(SWIFTFLAGS)
	$(SWIFT) test $(SWIFTFLAGS)
	"$$($(SWIFT) build $(SWIFTFLAGS) --show-bin-path)/lifeline" verify Samples/scenarios
	$(MAKE) --no-print-directory browser-test

# The HTML viewer's tests in a real browser (Tests/browser, issue 18): Debian's chromium and
# chromium-driver, installed with apt-get when missing, driven by selenium from PyPI, which goes
# into a virtual environment when the system's Python lacks it. Nothing else is downloaded: the
# tests use the system's chromedriver. Without a browser the target fails and says what to install.
PYTHON ?= python3
BROWSER_VENV ?= .build/browser-venv
browser-deps:
	@if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then \
		if ! command -v apt-get >/dev/null; then \
			echo "browser-deps: install Chromium and chromedriver (Debian: chromium chromium-driver)" >&2; exit 1; \
		fi; \
		echo "browser-deps: installing chromium and chromium-driver"; \
		$(SUDO) apt-get update && $(APT_INSTALL) chromium chromium-driver || exit 1; \
	fi
	@if ! $(PYTHON) -c 'import selenium' 2>/dev/null && ! $(BROWSER_VENV)/bin/python -c 'import selenium' 2>/dev/null; then \
		echo "browser-deps: installing selenium from PyPI into $(BROWSER_VENV)"; \
		$(PYTHON) -m venv --clear $(BROWSER_VENV) 2>/dev/null \
			|| { $(SUDO) apt-get update && $(APT_INSTALL) python3 python3-venv && $(PYTHON) -m venv --clear $(BROWSER_VENV); } \
			|| exit 1; \
		$(BROWSER_VENV)/bin/pip install --quiet selenium || exit 1; \
	fi

browser-test: browser-deps
	@command -v chromium >/dev/null && command -v chromedriver >/dev/null || { \
		echo "browser-test: FAILED: no chromium or chromedriver on the PATH." >&2; \
		echo "browser-test: install Debian's chromium and chromium-driver (apt-get install chromium chromium-driver)." >&2; exit 1; }
	$(SWIFT) build $(SWIFTFLAGS) --product lifeline
	@python=$(PYTHON); $$python -c 'import selenium' 2>/dev/null || python=$(BROWSER_VENV)/bin/python; \
	echo "LIFELINE=... $$python Tests/browser/test_viewer.py"; \
	LIFELINE="$$($(SWIFT) build $(SWIFTFLAGS) --show-bin-path)/lifeline" $$python Tests/browser/test_viewer.py

# The browser tests again, writing their screenshots into docs/images for the docs (a plain
# test run writes them under .build, leaving the working tree clean).
screenshots:
	LIFELINE_SCREENSHOTS=$(CURDIR)/docs/images $(MAKE) --no-print-directory browser-test

# Release builds link the Swift runtime and Foundation into each executable (SwiftPM's
# --static-swift-stdlib; Linux only, where the toolchain ships them as static libraries): a
# dynamically linked `lifeline` spent half of `lifeline --help` relocating libFoundation, ICU and
# the runtime at every start (Benchmarks/Profiling.md, section 20). Every release build here passes
# the same flags, since SwiftPM rebuilds every module when they change; a plain
# `swift build -c release` still builds the dynamically linked binary. RELEASE_FLAGS= turns it off.
# With the runtime inside, the position-independent executable carries some 88,000 relative
# relocations (2.1 MB of .rela.dyn), read and applied at every start; linked by lld with packed
# relative relocations (DT_RELR, which glibc 2.36 reads) they take 16 KB: 0.6 ms less a process
# (Benchmarks/Profiling.md, section 21). A non-PIE executable would save 0.6 ms more but give up
# address randomisation for a program that reads untrusted files, so it stays PIE.
# The first use of a generic type such as Set<Element> or Dictionary<Key, Value> reached through
# its mangled name makes the runtime check `Key: Hashable` by scanning every protocol conformance
# record of the binary (6,260 with Foundation inside, some 25 microseconds a scan, nothing sorted
# on Linux); -disable-concrete-type-metadata-mangled-name-accessors has the compiler call the
# type's metadata accessor with the witness tables instead. 76 scans of the 14-event SVG command
# become 52 (Benchmarks/Profiling.md, section 27).
# The C++ library the Swift runtime needs is linked in too: the toolchain's static-stdlib-args.lnk
# asks for `-lstdc++`, and the folder below, searched first, holds only GCC's libstdc++.a (made
# by `make deps`; without it the shared library is linked as before). Loading libstdc++.so was
# 0.4 ms of every start (Benchmarks/Profiling.md, section 28). The archive's symbols stay
# inside the executable (the toolchain links with --exclude-libs ALL), so a Graphviz plugin
# that brings its own libstdc++.so (neato's) keeps using that one.
STATIC_CXX_DIR = $(CURDIR)/.build/static-libstdc++
RELEASE_FLAGS ?= $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors -Xlinker -L$(STATIC_CXX_DIR))

# The release `lifeline`; the bin path is asked of SwiftPM rather than assumed, so SWIFTFLAGS
# may move the build.
LIFELINE = "$$($(SWIFT) build $(SWIFTFLAGS) $(RELEASE_FLAGS) -c release --show-bin-path)/lifeline"
LOAD_PATHS = root-window direct-view-access appearance-transition

# The main job: compare the three load paths, print the table and draw the comparison.
demo: deps
	$(SWIFT) build $(SWIFTFLAGS) $(RELEASE_FLAGS) -c release --product lifeline
	$(LIFELINE) compare $(LOAD_PATHS)
	@mkdir -p demo-output
	$(LIFELINE) compare $(LOAD_PATHS) -o demo-output/compare-load-paths.svg
	@echo "wrote demo-output/compare-load-paths.svg"

# Regenerates the diagrams the README shows: each load path as a sequence diagram, the
# three-way comparison, and one appearance state diagram.
diagrams: deps
	$(SWIFT) build $(SWIFTFLAGS) $(RELEASE_FLAGS) -c release --product lifeline
	@mkdir -p Samples/diagrams
	for strategy in $(LOAD_PATHS); do $(LIFELINE) trace $$strategy -o Samples/diagrams/$$strategy.svg || exit 1; done
	$(LIFELINE) compare $(LOAD_PATHS) -o Samples/diagrams/compare-load-paths.svg
	$(LIFELINE) trace appearance-transition-disappear --diagram states -o Samples/diagrams/states-appearance-transition-disappear.svg
	$(LIFELINE) trace rotate --from-marker -o Samples/diagrams/rotate.svg

# Puts the release `lifeline` in $(PREFIX)/bin (DESTDIR stages it, as packagers expect). The
# binary carries the Swift runtime and Foundation on Linux (RELEASE_FLAGS; elsewhere it finds them in
# the toolchain that built it), and finds libgvc where the system keeps it.
PREFIX ?= /usr/local
install: deps
	$(SWIFT) build $(SWIFTFLAGS) $(RELEASE_FLAGS) -c release --product lifeline
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 755 $(LIFELINE) "$(DESTDIR)$(PREFIX)/bin/lifeline"
	@echo "installed $(DESTDIR)$(PREFIX)/bin/lifeline"

# Regenerates docs/conformance.md from the conformance fixture and the model: the test rewrites a
# stale page and reports the write (a failure, as every recording run is), so a second run, which
# only compares, decides the target's result.
conformance-docs:
	LIFELINE_RECORD=failed $(SWIFT) test $(SWIFTFLAGS) --filter ConformanceTable \
		|| $(SWIFT) test $(SWIFTFLAGS) --filter ConformanceTable

# Issue 7's benchmarks, in a release build: prints a table (figure, value, budget, verdict,
# spread) and writes BENCHMARKS.md, then (a full run only) appends issue 17's whole-command
# figures (Benchmarks/commands.sh, about 5 minutes). Not part of `test`. BENCH_ARGS passes options, e.g.
# `make bench BENCH_ARGS='--only recording'` (a partial run prints without writing the file).
# `dot` (the graphviz package, installed here if missing) is the subprocess the diagrams compare with.
BENCH = "$$($(SWIFT) build $(SWIFTFLAGS) $(RELEASE_FLAGS) -c release --show-bin-path)/LifelineBenchmarks"
RELEASE_BIN = "$$($(SWIFT) build $(SWIFTFLAGS) $(RELEASE_FLAGS) -c release --show-bin-path)"
bench: bench-tools
	$(SWIFT) build $(SWIFTFLAGS) $(RELEASE_FLAGS) -c release --product lifeline
	$(SWIFT) build $(SWIFTFLAGS) $(RELEASE_FLAGS) -c release --product LifelineBenchmarks
	$(BENCH) $(BENCH_ARGS)
	@if [ -z "$(BENCH_ARGS)" ]; then Benchmarks/commands.sh $(RELEASE_BIN)/lifeline $(BENCH) BENCHMARKS.md; fi

# Issue 17's whole-command budgets alone (Benchmarks/commands.sh), printed rather than written:
# `make bench-commands GROUPS='svg startup'`; groups: svg startup recording flows big text scale.
bench-commands: bench-tools
	$(SWIFT) build $(SWIFTFLAGS) $(RELEASE_FLAGS) -c release --product lifeline
	$(SWIFT) build $(SWIFTFLAGS) $(RELEASE_FLAGS) -c release --product LifelineBenchmarks
	Benchmarks/commands.sh $(RELEASE_BIN)/lifeline $(BENCH) - $(GROUPS)

# What the benchmarks run besides Lifeline: `dot` (package graphviz), hyperfine, jq and GNU time.
bench-tools: deps
	@command -v dot >/dev/null && command -v hyperfine >/dev/null && command -v jq >/dev/null && [ -x /usr/bin/time ] \
		|| { $(SUDO) apt-get update && $(APT_INSTALL) graphviz hyperfine jq time; }

# Times the in-process renderer against `dot -Tsvg` run as a subprocess on Lifeline's own
# diagrams. BENCH_ARGS may name DOT files to time instead: `make bench-render BENCH_ARGS=diagram.dot`.
bench-render: deps
	@command -v dot >/dev/null || { $(SUDO) apt-get update && $(APT_INSTALL) graphviz; }
	$(SWIFT) build $(SWIFTFLAGS) $(RELEASE_FLAGS) -c release --product LifelineBenchmarks
	$(BENCH) render $(BENCH_ARGS)

# Issue 19's libFuzzer targets (Fuzz/README.md): Fuzz/ is a package of its own, built in release
# with libFuzzer and AddressSanitizer (Swift and the C it compiles, libyaml included), then each
# target runs for FUZZ_SECONDS, one after another, e.g. `make fuzz FUZZ_SECONDS=600
# FUZZ_TARGETS=RawDOT`. Fails if any target breaks an invariant, crashes, hangs or leaks.
# RawDOT's renderer draws in the release LifelineGraphvizHelper, built here uninstrumented.
FUZZ_SECONDS ?= 180
FUZZ_TARGETS ?= Scenario TextTrace JSONTrace Diagrams RawDOT
fuzz-build: deps
	$(SWIFT) build $(RELEASE_FLAGS) -c release --product LifelineGraphvizHelper
	@# SwiftPM does not notice sources added to or removed from the main package (reached through
	@# the Fuzz/Lifeline link) and fails on "missing inputs": have it plan the build afresh.
	rm -f Fuzz/.build/release.yaml
	$(SWIFT) build -c release --package-path Fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library \
		-Xcc -fsanitize=fuzzer-no-link,address

fuzz: fuzz-build
	Fuzz/run $(FUZZ_SECONDS) $(FUZZ_TARGETS)

# What CI runs after `make test`: a minute of each target (RawDOTInProcess, which crashes on
# Graphviz's own faults, is run apart: Fuzz/README.md).
FUZZ_SMOKE_TARGETS ?= Scenario TextTrace JSONTrace Diagrams RawDOT
fuzz-smoke: fuzz-build
	Fuzz/run 60 $(FUZZ_SMOKE_TARGETS)

clean:
	$(SWIFT) package $(SWIFTFLAGS) clean
