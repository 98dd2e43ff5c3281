# Carousel Lab. `make run` opens the lab; `make test` runs every test. Both install what they need.
SWIFT       ?= swift
CONFIG      ?= release
ARGS        ?=
# Debian packages the build (SDL2, SDL2_ttf, SDL2_image), the app (the font) and the
# real-window tests (Xvfb, xdotool, ImageMagick's `import`, xwd) need.
DEB_PACKAGES := libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev fonts-dejavu-core \
                xvfb xdotool imagemagick x11-apps
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: deps build run test test-unit screenshot bench clean help

help:
	@echo "make run    install deps, build (release) and open the lab window  (ARGS='--scene banners')"
	@echo "make test   install deps, build and run every test, real-window tests included"
	@echo "make bench  install deps, run the benchmarks (release), print the table, write Benchmarks/results/latest.json"
	@echo "make build  debug build;  make deps  install Debian packages;  make clean"

# Installs only what is missing, so a second run is quiet and instant.
deps:
	@missing=""; for p in $(DEB_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:$$missing"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing >/dev/null \
	  || { echo "error: could not install:$$missing (run as root, or install them by hand)"; exit 1; }; \
	fi

build: deps
	$(SWIFT) build

run: deps
	$(SWIFT) build -c $(CONFIG) --product CarouselLab
	"$$($(SWIFT) build -c $(CONFIG) --show-bin-path)/CarouselLab" $(ARGS)

# Builds the app first: the end-to-end tests launch the real binary under Xvfb.
test: deps
	$(SWIFT) build --product CarouselLab
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# Regenerates README's screenshot with the app itself (headless).
screenshot: deps
	$(SWIFT) build -c $(CONFIG) --product CarouselLab
	"$$($(SWIFT) build -c $(CONFIG) --show-bin-path)/CarouselLab" --headless --screenshot docs/banners.png

# Benchmarks/ is a package of its own (ordo-one/benchmark), so the main build never compiles it.
# One run stores the baseline `latest`; the table and the export are read back from it, and
# ExportResults turns the export into results/latest.json. BENCH_FILTER='model-frame.*' runs a subset.
BENCH_FILTER ?=
bench: deps
	cd Benchmarks && $(SWIFT) build -c release --product CarouselLab
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark baseline update latest \
	  --no-progress $(if $(BENCH_FILTER),--filter '$(BENCH_FILTER)')
	cd Benchmarks && $(SWIFT) package benchmark baseline read latest --no-progress
	rm -rf Benchmarks/results/raw
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark baseline read latest \
	  --no-progress --format histogramEncoded --path results/raw
	cd Benchmarks && $(SWIFT) run -c release ExportResults results/raw results/latest.json

clean:
	rm -rf .build .build-* Benchmarks/.build
