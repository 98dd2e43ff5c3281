# Carousel Lab. `make run` opens the lab; `make test` runs every test. Both install what they need.
SWIFT       ?= swift
CONFIG      ?= release
ARGS        ?=
SOAK_FRAMES ?= 1000000
# Debian packages the build (SDL2, SDL2_ttf, SDL2_image, libpng, libjpeg, fontconfig, fribidi),
# the app (the fonts: DejaVu, Noto Color Emoji for emoji, WenQuanYi Micro Hei for Chinese, Japanese
# and Korean) and the real-window tests (Xvfb,
# xdotool, ImageMagick's `import`, xwd) need, and libatspi's enums through python3-gi (the AT-SPI2
# vocabulary is checked against them).
DEB_PACKAGES := libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libpng-dev libjpeg-dev libfontconfig-dev \
                libfribidi-dev fonts-dejavu-core fonts-noto-color-emoji fonts-wqy-microhei \
                xvfb xdotool imagemagick x11-apps python3-gi gir1.2-atspi-2.0
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: deps build run test test-unit test-sanitize fuzz screenshot soak soak-live-data bench lint format docs clean help example

help:
	@echo "make run    install deps, build (release) and open the lab window  (ARGS='--scene banners')"
	@echo "make test   install deps, build and run every test, real-window tests included"
	@echo "make soak   a long headless run of the gallery, checked (SOAK_FRAMES=1000000)"
	@echo "make soak-live-data  the live-data property test over LIVE_DATA_FRAMES=$(LIVE_DATA_FRAMES) frames (debug build)"
	@echo "make bench  install deps, run the benchmarks (release), print the table, write Benchmarks/results/latest.json"
	@echo "make test-sanitize  ScrollKit, Carousels, ScrollKitSDL tests under ASan; ScrollKitSDL under TSan (RELIABILITY.md)"
	@echo "make fuzz   libFuzzer on the config parser and the image decoder (FUZZ_SECONDS=$(FUZZ_SECONDS) each)"
	@echo "make example  build and run Examples/EmbedSDL, a carousel in an SDL app of its own  (ARGS='--frames 30 --screenshot out/embed.png')"
	@echo "make lint   swift-format lint (strict, .swift-format);  make format  formats the tree in place"
	@echo "make docs   DocC for ScrollKit, Carousels, ScrollKitSDL into .build/docs/<Module>/ (warnings as errors)"
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

# Examples/EmbedSDL: an SDL app with its own window, renderer and loop that embeds a carousel (a
# package of its own, on this package's library products by path; its .build stays in its folder).
# ARGS go to it, paths relative to this folder: make example ARGS="--frames 30 --screenshot out/embed.png".
example: deps
	cd Examples/EmbedSDL && $(SWIFT) build --product EmbedSDL
	"$$(cd Examples/EmbedSDL && $(SWIFT) build --show-bin-path)/EmbedSDL" $(ARGS)

# Builds the app first: the end-to-end tests launch the real binary under Xvfb.
# Then the accelerated renderer's pixel checks (OpenGL, Mesa's llvmpipe) in a real window under Xvfb.
test: deps
	$(SWIFT) build --product CarouselLab
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	SCROLLKITSDL_ATSPI_TESTS=1 $(SWIFT) test --skip-build --filter ATSPIVocabulary
	SCROLLKITSDL_X11_TESTS=1 xvfb-run -a -s "-screen 0 1024x768x24" $(SWIFT) test --skip-build --filter X11Window

# Sanitizers (RELIABILITY.md): each in its own scratch folder, so they never share a .build with
# `make test`. ASan (with leak checks) reruns the toolkit's, the carousels' and the SDL backend's
# tests. TSan reruns the SDL backend's only: it is the one module that starts threads (the image
# loader's decode queue, the remote fetcher, device recovery); ScrollKit and Carousels are
# main-actor code in the Swift 6 language mode with no unchecked escapes, so the compiler already
# proves them free of data races. The end-to-end and config tests (CarouselLabTests) are not rerun.
# ASAN_OPTIONS / TSAN_OPTIONS: see RELIABILITY.md for why each option is set.
SAN_FILTER   := ^(ScrollKitTests|CarouselsTests|ScrollKitSDLTests)\.
TSAN_FILTER  := ^ScrollKitSDLTests\.
SAN_ENV      := SDL_VIDEODRIVER=dummy LSAN_OPTIONS=suppressions=$(CURDIR)/.ci/lsan.supp:print_suppressions=0
ASAN_OPTIONS_CI := detect_leaks=1
TSAN_OPTIONS_CI := halt_on_error=1
test-sanitize: deps
	@t0=$$(date +%s); \
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan && \
	t1=$$(date +%s) && \
	env $(SAN_ENV) ASAN_OPTIONS=$(ASAN_OPTIONS_CI) \
	  $(SWIFT) test --skip-build --disable-xctest --sanitize=address --scratch-path .build-asan --filter '$(SAN_FILTER)' && \
	t2=$$(date +%s) && \
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan && \
	t3=$$(date +%s) && \
	env $(SAN_ENV) TSAN_OPTIONS=$(TSAN_OPTIONS_CI) \
	  $(SWIFT) test --skip-build --disable-xctest --sanitize=thread --scratch-path .build-tsan --filter '$(TSAN_FILTER)' && \
	t4=$$(date +%s) && \
	echo "test-sanitize: ASan build $$((t1-t0)) s, ASan tests $$((t2-t1)) s, TSan build $$((t3-t2)) s, TSan tests $$((t4-t3)) s, total $$((t4-t0)) s"

# libFuzzer (RELIABILITY.md): the fuzz executables built with -sanitize=fuzzer,address in their own
# folder, each run for FUZZ_SECONDS with a per-input time bound (a hang is a finding) and a 2 GB RSS
# limit. Findings are written to out/fuzz/<target>/. CI runs the same checks for a bounded number
# of seeded iterations inside `make test` (ConfigFuzzTests, ImageDecodeFuzzTests).
FUZZ_SECONDS ?= 300
FUZZ_TARGETS := FuzzConfig FuzzImageDecode
FUZZ_FLAGS   := -Xswiftc -sanitize=fuzzer,address -Xswiftc -DLIBFUZZER
fuzz: deps
	@for t in $(FUZZ_TARGETS); do \
	  $(SWIFT) build --scratch-path .build-fuzz $(FUZZ_FLAGS) --product $$t || exit 1; \
	done
	@bin="$$($(SWIFT) build --scratch-path .build-fuzz --show-bin-path)"; \
	for t in $(FUZZ_TARGETS); do \
	  mkdir -p out/fuzz/$$t/corpus; \
	  seeds=Tests/FuzzSeeds/$$t; \
	  echo "fuzzing $$t for $(FUZZ_SECONDS) s (findings in out/fuzz/$$t)"; \
	  env SDL_VIDEODRIVER=dummy ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=suppressions=$(CURDIR)/.ci/lsan.supp \
	    "$$bin/$$t" -max_total_time=$(FUZZ_SECONDS) -timeout=5 -rss_limit_mb=2048 -max_len=65536 \
	    -artifact_prefix=out/fuzz/$$t/ -print_final_stats=1 out/fuzz/$$t/corpus $$seeds || exit 1; \
	done

# Regenerates README's screenshot with the app itself (headless).

# Regenerates README's screenshots with the app itself (headless): the gallery, the gallery under
# X-ray mid-fling (a committed recording replayed for 50 frames), seed A full-window, and seed A
# mid-fling with the X-ray and the physics plot (docs/plot-fling.jsonl replayed in seed A, 40 frames),
# the gallery with every technique vertical, seed D + A right to left with Arabic, Hebrew and CJK titles,
# and two layouts of seed A from the config: a start-aligned shelf of three per view (docs/layout-shelf.json)
# and items of mixed widths, each banner its own `length` (docs/layout-mixed.json); Material 3's
# multi-browse and hero keylines, and iCarousel's coverflow, rotary, wheel and time machine (issue 29),
# coverflow vertical in the gallery and right to left on seeds D + A; issue 30's media browser: the
# shelves (rows of carousels, the focus ring on the first item) and the thumbs (a main over its thumbnails).
screenshot: deps
	$(SWIFT) build -c $(CONFIG) --product CarouselLab
	bin="$$($(SWIFT) build -c $(CONFIG) --show-bin-path)/CarouselLab"; \
	"$$bin" --headless --screenshot docs/gallery.png && \
	"$$bin" --headless --replay docs/xray-fling.jsonl --frames 50 --screenshot docs/xray.png && \
	"$$bin" --headless --scene banners --width 960 --height 540 --screenshot docs/banners.png && \
	"$$bin" --headless --replay docs/plot-fling.jsonl --scene banners --xray --plot --frames 40 --screenshot docs/plot.png && \
	"$$bin" --headless --axis vertical --screenshot docs/gallery-vertical.png && \
	"$$bin" --headless --direction rtl --config docs/rtl-banners.json --scene infinite-previews --width 960 --height 400 \
	  --screenshot docs/previews-rtl.png && \
	"$$bin" --headless --scene infinite-previews --effect scale --width 960 --height 400 --screenshot docs/effect-scale.png && \
	"$$bin" --headless --replay docs/parallax-drag.jsonl --effect parallax --screenshot docs/effect-parallax.png && \
	"$$bin" --headless --config docs/layout-shelf.json --scene banners --width 960 --height 320 \
	  --screenshot docs/layout-shelf.png && \
	"$$bin" --headless --config docs/layout-mixed.json --scene banners --width 960 --height 320 \
	  --screenshot docs/layout-mixed.png && \
	"$$bin" --headless --scene paging --keylines multi-browse --width 960 --height 340 --screenshot docs/keylines-multi-browse.png && \
	"$$bin" --headless --scene padded --keylines hero --width 960 --height 340 --screenshot docs/keylines-hero.png && \
	"$$bin" --headless --scene paging --keylines uncontained --width 960 --height 340 --screenshot docs/keylines-uncontained.png && \
	for e in coverflow rotary cylinder wheel time-machine; do \
	  "$$bin" --headless --scene padded --effect $$e --item-length 240 --width 960 --height 340 \
	    --screenshot docs/layout-$$e.png || exit 1; \
	done && \
	"$$bin" --headless --axis vertical --effect coverflow --item-length 120 --screenshot docs/layout-coverflow-vertical.png && \
	"$$bin" --headless --direction rtl --config docs/rtl-banners.json --scene infinite-previews --effect coverflow \
	  --width 960 --height 400 --screenshot docs/layout-coverflow-rtl.png && \
	"$$bin" --headless --scene shelves --width 1280 --height 720 --screenshot docs/shelves.png && \
	"$$bin" --headless --scene thumbs --width 1280 --height 720 --screenshot docs/thumbs.png

# A long headless run of the gallery, autoplaying, with Tools/soak-input.jsonl replayed in a loop:
# prints a JSON report and fails if memory grew, frame time crept or a landing was off centre.
# CI runs 100 000 frames; `make soak` a million (about 4.6 hours of simulated time).
soak: deps
	$(SWIFT) build -c release --product CarouselLab
	"$$($(SWIFT) build -c release --show-bin-path)/CarouselLab" --headless --soak $(SOAK_FRAMES) --autoplay 2 \
	  --replay Tools/soak-input.jsonl

# The live-data property test (issue 28) at soak size: random batches during random input over
# LIVE_DATA_FRAMES frames in all (the test suite runs it at its default, 20 000; so do the sanitizers).
LIVE_DATA_FRAMES ?= 100000
soak-live-data: deps
	$(SWIFT) build --build-tests
	LIVE_DATA_FRAMES=$(LIVE_DATA_FRAMES) $(SWIFT) test --skip-build --filter LiveDataPropertyTests

# Benchmarks/ is a package of its own (ordo-one/benchmark), so the main build never compiles it.
# One run stores the baseline `latest`; the table and the export are read back from it, and
# ExportResults turns the export into results/latest.json. BENCH_FILTER='model-frame.*' runs a subset.
BENCH_FILTER ?=
# The window benchmarks (OpenGL and software renderer side by side) need a display: Xvfb's.
BENCH_DISPLAY := $(if $(shell command -v xvfb-run),xvfb-run -a -s "-screen 0 1920x1080x24")
bench: deps
	cd Benchmarks && $(SWIFT) build -c release --product CarouselLab
	cd Benchmarks && $(BENCH_DISPLAY) $(SWIFT) package --allow-writing-to-package-directory benchmark baseline update latest \
	  --no-progress $(if $(BENCH_FILTER),--filter '$(BENCH_FILTER)')
	cd Benchmarks && $(SWIFT) package benchmark baseline read latest --no-progress
	rm -rf Benchmarks/results/raw
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark baseline read latest \
	  --no-progress --format histogramEncoded --path results/raw
	cd Benchmarks && $(SWIFT) run -c release ExportResults results/raw results/latest.json

# swift-format, the toolchain's: the committed .swift-format is the house style; `make lint` fails
# on any difference (CI runs it), `make format` rewrites the tree to match.
FORMAT_PATHS := Package.swift Sources Tests Benchmarks/Package.swift Benchmarks/Benchmarks Benchmarks/Sources $(wildcard Examples/*/Package.swift Examples/*/Sources Examples/*/Tests)
lint:
	$(SWIFT) format lint --strict --recursive --parallel $(FORMAT_PATHS)

format:
	$(SWIFT) format format --in-place --recursive --parallel $(FORMAT_PATHS)

# DocC (swift-docc-plugin): one static site per library in .build/docs/<Module>/, warnings as errors
# (a broken link, an undocumented parameter of a documented function), then every public symbol
# checked for a `///` comment in docc's coverage report (Tools/check_doc_coverage.py).
# View one: python3 -m http.server -d .build/docs/ScrollKit 8000, open localhost:8000/documentation/scrollkit
DOC_TARGETS := ScrollKit Carousels ScrollKitSDL
docs: deps
	@mkdir -p .build/docs
	@for t in $(DOC_TARGETS); do \
	  rm -rf .build/docs/$$t; \
	  $(SWIFT) package --allow-writing-to-directory .build/docs generate-documentation --target $$t \
	    --output-path .build/docs/$$t --warnings-as-errors --transform-for-static-hosting \
	    --experimental-skip-synthesized-symbols --enable-inherited-docs \
	    --experimental-documentation-coverage --coverage-summary-level brief || exit 1; \
	done
	python3 Tools/check_doc_coverage.py $(addprefix .build/docs/,$(DOC_TARGETS))

clean:
	rm -rf .build .build-* Benchmarks/.build Examples/*/.build
