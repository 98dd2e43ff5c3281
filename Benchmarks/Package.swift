// swift-tools-version: 6.1
import Foundation
import PackageDescription

// Carousel Lab's benchmarks: a package of their own, so the main build and CI stay lean.
// `make bench` (in the folder above) runs them in release mode and writes results/latest.json.

// A path dependency is named by its folder, so the name of the folder above is read here
// (a clone may be called anything).
let lab = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .lastPathComponent.lowercased()

let package = Package(
    name: "CarouselLabBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
    ],
    targets: [
        // What is measured and how it is named: shared by the benchmarks and the exporter.
        .target(name: "BenchCatalog", path: "Sources/BenchCatalog"),
        .executableTarget(
            name: "CarouselBenchmarks",
            dependencies: [
                "BenchCatalog",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ScrollKit", package: lab),
                .product(name: "Carousels", package: lab),
                .product(name: "ScrollKitSDL", package: lab),
                .product(name: "CarouselLabCore", package: lab),
                .product(name: "CarouselBaselines", package: lab),
            ],
            path: "Benchmarks/CarouselBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Turns the benchmark tool's histogram export into results/latest.json.
        .executableTarget(
            name: "ExportResults",
            dependencies: ["BenchCatalog", .product(name: "Histogram", package: "hdrhistogram-swift")],
            path: "Sources/ExportResults"
        ),
    ],
    swiftLanguageModes: [.v6]
)
