// swift-tools-version:6.0
import PackageDescription

// Carousel Lab: a UIKit-like scroll toolkit on SDL2 and the infinite carousels built on it.
// Dependencies point one way: CSDL <- ScrollKitSDL <- CarouselLabCore <- CarouselLab,
// and ScrollKit (pure Swift, no SDL) underneath everything.
let package = Package(
    name: "CarouselLab",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "ScrollKit", targets: ["ScrollKit"]),
        .library(name: "Carousels", targets: ["Carousels"]),
        .library(name: "ScrollKitSDL", targets: ["ScrollKitSDL"]),
        // The app as a library: the benchmarks (Benchmarks/, a package of its own) build its scenes.
        .library(name: "CarouselLabCore", targets: ["CarouselLabCore"]),
        // The naive C4 baselines seed C is measured against: for the tests and the benchmarks only,
        // not part of the carousels' API (a product because the benchmarks are a package of their own).
        .library(name: "CarouselBaselines", targets: ["CarouselBaselines"]),
        .executable(name: "CarouselLab", targets: ["CarouselLab"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // `make docs`: DocC for ScrollKit, Carousels and ScrollKitSDL (swift package generate-documentation).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // The live-data property test (Tests/CarouselsTests/Data/LiveDataPropertyTests.swift): random
        // batches during random input, with shrinking.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // System library over SDL2, SDL2_ttf and SDL2_image. `pkgConfig: "sdl2"` keeps SwiftPM's
        // apt hint; it also makes every build print a harmless "prohibited flag(s): -D_REENTRANT".
        .systemLibrary(
            name: "CSDL",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev", "libfontconfig-dev", "libfribidi-dev"])]
        ),
        // PNG and JPEG through libpng and libjpeg(-turbo) directly (the image loader, screenshots):
        // their messages captured per call, CMYK JPEGs converted (Sources/CImageCodecs).
        .target(name: "CImageCodecs", linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("jpeg")]),
        .target(name: "ScrollKit"),
        .target(name: "Carousels", dependencies: ["ScrollKit"]),
        .target(
            name: "ScrollKitSDL",
            dependencies: ["ScrollKit", "CSDL", "CImageCodecs", .product(name: "Logging", package: "swift-log")]
        ),
        .target(
            name: "CarouselLabCore",
            dependencies: ["ScrollKit", "Carousels", "ScrollKitSDL", .product(name: "Logging", package: "swift-log")]
        ),
        .executableTarget(
            name: "CarouselLab",
            dependencies: [
                "CarouselLabCore",
                "ScrollKitSDL",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Fuzzing (RELIABILITY.md): the checks every input must pass, shared by the libFuzzer
        // executables (`make fuzz`) and the seeded runs in the tests.
        .target(name: "LabFuzzing", dependencies: ["CarouselLabCore", "ScrollKitSDL"]),
        .target(name: "CFuzzerDriver"),
        .executableTarget(name: "FuzzConfig", dependencies: ["LabFuzzing", "CFuzzerDriver"]),
        .executableTarget(name: "FuzzImageDecode", dependencies: ["LabFuzzing", "CFuzzerDriver"]),
        // Counts one thread's heap allocations (it defines malloc, calloc and realloc over glibc's),
        // for the tests that check a path allocates nothing (ScrollKitTestSupport's AllocationCounter).
        .target(name: "CAllocationCounter", path: "Tests/CAllocationCounter"),
        .target(
            name: "ScrollKitTestSupport", dependencies: ["ScrollKit", "CAllocationCounter"], path: "Tests/ScrollKitTestSupport"),
        .target(name: "CarouselBaselines", dependencies: ["Carousels", "ScrollKit"], path: "Tests/CarouselBaselines"),
        .target(
            name: "CarouselsTestSupport", dependencies: ["Carousels", "ScrollKit", "ScrollKitTestSupport"],
            path: "Tests/CarouselsTestSupport"),
        .testTarget(name: "ScrollKitTests", dependencies: ["ScrollKit", "ScrollKitTestSupport"], exclude: ["Fixtures"]),
        .testTarget(
            name: "CarouselsTests",
            dependencies: [
                "Carousels", "ScrollKit", "ScrollKitTestSupport", "CarouselsTestSupport", "CarouselBaselines",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        .testTarget(name: "ScrollKitSDLTests", dependencies: ["ScrollKitSDL", "ScrollKit", "ScrollKitTestSupport"]),
        .testTarget(
            name: "CarouselLabTests",
            dependencies: [
                "CarouselLabCore", "LabFuzzing", "Carousels", "ScrollKitSDL", "ScrollKit", "ScrollKitTestSupport",
                "CarouselsTestSupport",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
