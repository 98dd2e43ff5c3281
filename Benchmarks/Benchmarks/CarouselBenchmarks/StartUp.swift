import BenchCatalog
import Benchmark
import Foundation

/// Start-up: the real binary, `CarouselLab --headless --screenshot FILE`, timed from launch to
/// exit. That is process start to the first complete frame (every image decoded), plus writing the
/// PNG and exiting: an upper bound on "to the first presented frame", with no change to the app.
final class StartUpFixture: @unchecked Sendable {
    let folder: URL
    let shot: String
    /// nil: the default config (`Resources/banners.json`, found from the working directory).
    let config: String?

    init(banners: Int?) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-startup-\(getpid())-\(banners ?? 0)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        shot = folder.appendingPathComponent("first-frame.png").path
        if let banners {
            config = try StartUpFixture.writeConfig(banners: banners, into: folder)
        } else {
            config = nil
        }
    }

    /// Writes a config of `count` banners cycling through the seven real images (linked into the
    /// folder as `images/`, so each entry stays short: the config must stay under the 16 MiB limit).
    static func writeConfig(banners count: Int, into folder: URL) throws -> String {
        let images = folder.appendingPathComponent("images")
        try? FileManager.default.removeItem(at: images)
        try FileManager.default.createSymbolicLink(
            at: images, withDestinationURL: LabPaths.repositoryRoot.appendingPathComponent("Resources/images"))
        let names = ["summer", "coffee", "delivery", "trail", "jazz", "greens", "bike"]
        var json = "{\"banners\":[\n"
        json.reserveCapacity(count * 80)
        for index in 0..<count {
            if index > 0 { json += ",\n" }
            json +=
                "{\"title\":\"Banner \(index + 1)\",\"subtitle\":\"Sale\",\"image\":\"images/\(names[index % names.count]).jpg\"}"
        }
        json += "\n]}\n"
        let path = folder.appendingPathComponent("banners-\(count).json").path
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Runs the app once; throws unless it exits with 0 having written the screenshot.
    func launch() throws {
        try? FileManager.default.removeItem(atPath: shot)
        let process = Process()
        process.executableURL = LabPaths.carouselLab
        process.arguments = ["--headless", "--screenshot", shot] + (config.map { ["--config", $0] } ?? [])
        process.currentDirectoryURL = LabPaths.repositoryRoot
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0, FileManager.default.fileExists(atPath: shot) else {
            throw StartUpError(
                message:
                    "\(LabPaths.carouselLab.path) \(process.arguments!.joined(separator: " ")) exited with \(process.terminationStatus)"
            )
        }
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}

struct StartUpError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

func registerStartUpBenchmarks() {
    for (subject, banners) in [("default", nil), ("\(BenchCatalog.largeConfigBanners)-banners", BenchCatalog.largeConfigBanners)]
    {
        let box = FixtureBox<StartUpFixture>()
        Benchmark(
            BenchCatalog.name(BenchCatalog.startUp, subject, items: banners),
            configuration: .init(
                metrics: [.wallClock],
                timeUnits: .milliseconds,
                warmupIterations: 1,
                scalingFactor: .one,
                maxDuration: .seconds(10),
                maxIterations: 15
            ),
            closure: { benchmark in
                do {
                    if box.fixture == nil { box.fixture = try StartUpFixture(banners: banners) }
                    let fixture = box.fixture!
                    benchmark.startMeasurement()
                    try fixture.launch()
                    benchmark.stopMeasurement()
                } catch {
                    fatalError("start-up \(subject): \(error)")
                }
            },
            teardown: {
                box.fixture?.remove()
                box.fixture = nil
            }
        )
    }
}
