import Foundation

/// Where the lab's files are: the repository this package sits in, and the binaries built beside
/// the benchmarks.
enum LabPaths {
    /// The repository root (the folder above `Benchmarks/`), found from this source file's path.
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent() // CarouselBenchmarks
        .deletingLastPathComponent() // Benchmarks (targets)
        .deletingLastPathComponent() // Benchmarks (package)
        .deletingLastPathComponent()

    /// The folder the benchmark executable is in (`Benchmarks/.build/release`), where
    /// `swift build --product CarouselLab` puts the app.
    static let binaryFolder: URL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent()

    static var carouselLab: URL { binaryFolder.appendingPathComponent("CarouselLab") }
}
