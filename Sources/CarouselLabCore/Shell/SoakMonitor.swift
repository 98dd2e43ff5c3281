import Carousels
import Foundation
import ScrollKit
import ScrollKitSDL

/// `--soak FRAMES`: watches a long headless run and says whether it stayed healthy.
///
/// Every `checkInterval` frames it checks that each paged technique at rest has its current item
/// centred; at every twentieth of the run it samples resident memory, process CPU time and the
/// renderer's caches. The report fails when memory grows after warm-up by more than
/// `memoryGrowthAllowance` besides what the renderer's bounded caches (decoded images, rasterised
/// shapes and images) grew by, when the CPU time per frame of the last tenth exceeds the second
/// tenth's by more than `creepAllowance`, when a paged technique rested off centre, or when a cache
/// passed its bound.
@MainActor
final class SoakMonitor {
    /// Frames between two renders: the model runs every frame, the renderer every tenth (its caches
    /// see every string and image all the same).
    static let renderInterval = 10
    /// Frames between two landing checks.
    static let checkInterval = 30
    /// Memory may grow after warm-up (the first fifth) by this much or 5 %, whichever is larger.
    static let memoryGrowthAllowance = 16 * 1024 * 1024
    /// The last tenth's CPU time per frame may be this many times the second tenth's.
    static let creepAllowance = 1.5

    struct Sample: Codable {
        var frame: Int
        var residentBytes: Int
        var cpuSeconds: Double
        var textCacheCount: Int
        /// Bytes the renderer's bounded caches hold (decoded images and rasterised shapes/images).
        var cachedBytes: Int
    }

    let frames: Int
    private(set) var samples: [Sample] = []
    private(set) var landingChecks = 0
    private(set) var offCentre: [String] = []
    private(set) var rendered = 0

    init(frames: Int) {
        self.frames = frames
        samples.reserveCapacity(21)
    }

    /// Whether frame `frame` is rendered.
    func renders(_ frame: Int) -> Bool { frame % SoakMonitor.renderInterval == 0 || frame == frames - 1 }

    /// Called after frame `frame` (0-based) was built (and rendered, if `renders(frame)`).
    func afterFrame(_ frame: Int, shell: LabShell, renderer: Renderer) {
        if renders(frame) { rendered += 1 }
        if frame % SoakMonitor.checkInterval == 0 { checkLandings(shell, frame: frame) }
        let stride = max(1, frames / 20)
        if frame % stride == 0 || frame == frames - 1 {
            samples.append(
                Sample(
                    frame: frame, residentBytes: SoakMonitor.residentBytes(), cpuSeconds: SoakMonitor.cpuSeconds(),
                    textCacheCount: renderer.statistics.textCacheCount,
                    cachedBytes: renderer.statistics.imageCacheBytes + renderer.statistics.rasterCacheBytes))
        }
    }

    private func checkLandings(_ shell: LabShell, frame: Int) {
        for technique in shell.content.techniques where technique.kind.isPaged {
            let carousel = technique.carousel
            guard carousel.itemCount > 0, carousel.isAtRest else { continue }
            landingChecks += 1
            if !carousel.isCurrentItemCentred(), offCentre.count < 20 {
                offCentre.append(
                    "frame \(frame): \(technique.kind.rawValue) at rest with item \(carousel.currentItem.map(String.init) ?? "none") off centre (offset \(carousel.inspectedScrollView.contentOffset.x))"
                )
            }
        }
    }

    /// The run's figures and verdict.
    struct Report: Codable {
        var frames: Int
        var simulatedSeconds: Double
        var rendered: Int
        var residentMiBStart: Double
        var residentMiBWarm: Double
        var residentMiBEnd: Double
        var cpuMillisecondsPerFrameEarly: Double
        var cpuMillisecondsPerFrameLate: Double
        var landingChecks: Int
        var textCacheCount: Int
        var textCacheCapacity: Int
        var imageCacheMiB: Double
        var imageCacheMiBCapacity: Double
        var imageDecodes: Int
        var rasterCacheMiB: Double
        var rasterCacheMiBCapacity: Double
        var rasterCacheCount: Int
        var shapeRasterizations: Int
        var failures: [String]
    }

    func report(renderer: Renderer) -> Report {
        let mib = { (bytes: Int) in (Double(bytes) / 1_048_576 * 10).rounded() / 10 }
        let first = samples.first
        let warm = samples[min(samples.count - 1, 4)]
        let last = samples.last
        let perFrame = { (from: Sample, to: Sample) -> Double in
            to.frame > from.frame ? (to.cpuSeconds - from.cpuSeconds) / Double(to.frame - from.frame) * 1000 : 0
        }
        let tenth = samples.count / 10
        let early = samples.count > 4 ? perFrame(samples[2], samples[2 + max(1, tenth)]) : 0
        let late = samples.count > 4 ? perFrame(samples[samples.count - 1 - max(1, tenth)], samples[samples.count - 1]) : 0
        var failures = offCentre
        // The renderer's caches are bounded and checked below: their growth is not a leak.
        let growth = (last?.residentBytes ?? 0) - warm.residentBytes - max(0, (last?.cachedBytes ?? 0) - warm.cachedBytes)
        if growth > max(SoakMonitor.memoryGrowthAllowance, warm.residentBytes / 20) {
            failures.append(
                "resident memory grew by \(mib(growth)) MiB after warm-up (\(mib(warm.residentBytes)) → \(mib(last?.residentBytes ?? 0)) MiB)"
            )
        }
        if early > 0, late > early * SoakMonitor.creepAllowance {
            failures.append(String(format: "frame time crept: %.3f ms per frame late against %.3f early", late, early))
        }
        if renderer.statistics.imageCacheBytes > renderer.configuration.imageCacheByteCapacity {
            failures.append(
                "the image cache holds \(mib(renderer.statistics.imageCacheBytes)) MiB, over its capacity of \(mib(renderer.configuration.imageCacheByteCapacity)) MiB"
            )
        }
        if renderer.statistics.rasterCacheBytes > renderer.statistics.rasterCacheByteLimit {
            failures.append(
                "the shape and image texture cache holds \(mib(renderer.statistics.rasterCacheBytes)) MiB, over its limit of \(mib(renderer.statistics.rasterCacheByteLimit)) MiB"
            )
        }
        if renderer.statistics.textCacheCount > renderer.configuration.textCacheCapacity {
            failures.append(
                "the text cache holds \(renderer.statistics.textCacheCount) entries, over its capacity of \(renderer.configuration.textCacheCapacity)"
            )
        }
        if landingChecks == 0, frames >= 600 { failures.append("no technique was ever at rest to check its landing") }
        return Report(
            frames: frames, simulatedSeconds: Double(frames) * LabOptions.headlessFrameStep, rendered: rendered,
            residentMiBStart: mib(first?.residentBytes ?? 0), residentMiBWarm: mib(warm.residentBytes),
            residentMiBEnd: mib(last?.residentBytes ?? 0),
            cpuMillisecondsPerFrameEarly: (early * 1000).rounded() / 1000,
            cpuMillisecondsPerFrameLate: (late * 1000).rounded() / 1000,
            landingChecks: landingChecks, textCacheCount: renderer.statistics.textCacheCount,
            textCacheCapacity: renderer.configuration.textCacheCapacity,
            imageCacheMiB: mib(renderer.statistics.imageCacheBytes),
            imageCacheMiBCapacity: mib(renderer.configuration.imageCacheByteCapacity),
            imageDecodes: renderer.imageLoader?.imageDecodes ?? 0,
            rasterCacheMiB: mib(renderer.statistics.rasterCacheBytes),
            rasterCacheMiBCapacity: mib(renderer.statistics.rasterCacheByteLimit),
            rasterCacheCount: renderer.statistics.rasterCacheCount, shapeRasterizations: renderer.statistics.shapeRasterizations,
            failures: failures)
    }

    /// The process's resident memory, in bytes (`/proc/self/statm`; 0 where there is none).
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// CPU time used by the process so far, in seconds: what a frame costs, whatever else runs.
    static func cpuSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

extension SceneKind {
    /// Whether the technique pages: at rest its current item is centred. (The shelves' rows are free
    /// strips; of the `thumbs` scene's two, the strip is free, so neither is checked.)
    var isPaged: Bool {
        switch self {
        case .banners, .paging, .previews, .infinitePreviews, .picker: return true
        case .gallery, .scroll, .tiling, .padded, .shelves, .thumbs: return false
        }
    }
}
