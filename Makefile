# Carousel Lab. `make run` opens the lab; `make test` runs every test. Both install what they need.
SWIFT       ?= swift
CONFIG      ?= release
ARGS        ?=
SOAK_FRAMES ?= 1000000
# Debian packages the build (SDL2, SDL2_ttf, SDL2_image), the app (the font) and the
# real-window tests (Xvfb, xdotool, ImageMagick's `import`, xwd) need.
DEB_PACKAGES := libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev fonts-dejavu-core \
                xvfb xdotool imagemagick x11-apps
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: deps build run test test-unit screenshot soak bench clean help

help:
	@echo "make run    install deps, build (release) and open the lab window  (ARGS='--scene banners')"
	@echo "make test   install deps, build and run every test, real-window tests included"
	@echo "make soak   a long headless run of the gallery, checked (SOAK_FRAMES=1000000)"
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

# Regenerates README's screenshots with the app itself (headless): the gallery, the gallery under
# X-ray mid-fling (a committed recording replayed for 50 frames), and seed A full-window.
screenshot: deps
	$(SWIFT) build -c $(CONFIG) --product CarouselLab
	bin="$$($(SWIFT) build -c $(CONFIG) --show-bin-path)/CarouselLab"; \
	"$$bin" --headless --screenshot docs/gallery.png && \
	"$$bin" --headless --replay docs/xray-fling.jsonl --frames 50 --screenshot docs/xray.png && \
	"$$bin" --headless --scene banners --width 960 --height 540 --screenshot docs/banners.png

# A long headless run of the gallery, autoplaying, with Tools/soak-input.jsonl replayed in a loop:
# prints a JSON report and fails if memory grew, frame time crept or a landing was off centre.
# CI runs 100 000 frames; `make soak` a million (about 4.6 hours of simulated time).
soak: deps
	$(SWIFT) build -c release --product CarouselLab
	"$$($(SWIFT) build -c release --show-bin-path)/CarouselLab" --headless --soak $(SOAK_FRAMES) --autoplay 2 \
	  --replay Tools/soak-input.jsonl

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
