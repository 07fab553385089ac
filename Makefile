# Build, test and demo the Lifeline package. `make` alone builds.
#
# SWIFTFLAGS is passed to every swift invocation, e.g. `make test SWIFTFLAGS="--scratch-path .build-ci"`.

SWIFT ?= swift
SWIFTFLAGS ?=

.DEFAULT_GOAL := build
.PHONY: build deps test demo clean

build:
	$(SWIFT) build $(SWIFTFLAGS)

# Tools the build needs beyond Swift. None yet: this is the place to check for them (issue 3
# brings Graphviz), so that `test` and `demo` fail early with a clear message.
deps:
	@:

# The CLI tests run the built `lifeline` executable, which `swift test` alone does not build
# reliably; `swift build` builds every product first.
test: deps
	$(SWIFT) build $(SWIFTFLAGS)
	$(SWIFT) test $(SWIFTFLAGS)

# The bin path is asked of SwiftPM rather than assumed, so SWIFTFLAGS may move the build.
demo: deps
	$(SWIFT) build $(SWIFTFLAGS) -c release --product lifeline
	"$$($(SWIFT) build $(SWIFTFLAGS) -c release --show-bin-path)/lifeline" compare root-window direct-view-access appearance-transition

clean:
	$(SWIFT) package $(SWIFTFLAGS) clean
