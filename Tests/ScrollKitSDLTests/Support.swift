import Foundation
import Logging
import ScrollKit
import Testing

@testable import ScrollKitSDL

/// Every SDL suite lives inside this one serialized parent: SDL/TTF init and quit are not
/// thread-safe, and sibling `.serialized` suites still run in parallel (SDL-NOTES.md).
@Suite(.serialized) struct SDLTests {}

/// A headless context, surface and renderer, torn down when the value goes away.
@MainActor
struct Headless {
    let context: SDLContext
    let surface: HeadlessSurface
    let loader: ImageLoader
    let renderer: Renderer
    let log: LogCapture

    init(
        width: CGFloat = 200, height: CGFloat = 100, pixelScale: CGFloat = 1,
        images configuration: ImageLoader.Configuration = .default
    ) throws {
        // Set explicitly, not only through `.headless`: with no DISPLAY SDL would otherwise pick an
        // EGL "offscreen" driver.
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        context = try SDLContext(videoDriver: .headless)
        surface = try HeadlessSurface(context: context, size: CGSize(width: width, height: height), pixelScale: pixelScale)
        log = LogCapture()
        loader = ImageLoader(context: context, configuration: configuration, logger: log.logger(label: "test.loader"))
        renderer = try Renderer(surface: surface, imageLoader: loader, logger: log.logger(label: "test.renderer"))
    }

    /// Renders `commands` over `background` and reads the pixels back.
    func draw(_ commands: [DisplayCommand], background: Color = .black) throws -> PixelBuffer {
        var list = DisplayList()
        for command in commands { list.append(command) }
        try renderer.render(list, clearColor: background)
        return try surface.readPixels()
    }

    /// Renders, waits for every image to decode and upload, and renders again.
    func drawLoadingImages(_ commands: [DisplayCommand], background: Color = .black) throws -> PixelBuffer {
        _ = try draw(commands, background: background)
        #expect(loader.loadAllPending(into: renderer, timeout: 10))
        return try draw(commands, background: background)
    }
}

/// Collects log messages (thread-safe) so tests can count warnings.
final class LogCapture: @unchecked Sendable {
    // @unchecked: `entries` is only touched under `lock`.
    private let lock = NSLock()
    private var entries: [(level: Logger.Level, message: String)] = []

    func logger(label: String) -> Logger {
        Logger(label: label) { _ in CapturingHandler(capture: self) }
    }

    func record(_ level: Logger.Level, _ message: String) {
        lock.lock()
        entries.append((level, message))
        lock.unlock()
    }

    var warnings: [String] {
        lock.lock()
        defer { lock.unlock() }
        return entries.filter { $0.level == .warning }.map(\.message)
    }
}

struct CapturingHandler: LogHandler {
    let capture: LogCapture
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    func log(event: LogEvent) { capture.record(event.level, event.message.description) }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }
}

/// A fresh temporary directory for one test.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("ScrollKitSDLTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Writes a PNG of `width`×`height` pixels made of vertical bands of colour (left to right, equal
/// widths), by rendering fills into a headless surface of the live context.
@MainActor
func writeBandedPNG(context: SDLContext, width: Int, height: Int, bands: [Color], to path: String) throws {
    let surface = try HeadlessSurface(context: context, size: CGSize(width: width, height: height))
    let renderer = try Renderer(surface: surface)
    var list = DisplayList()
    let bandWidth = CGFloat(width) / CGFloat(bands.count)
    for (i, color) in bands.enumerated() {
        list.append(.fill(CGRect(x: CGFloat(i) * bandWidth, y: 0, width: bandWidth, height: CGFloat(height)), color))
    }
    try renderer.render(list, clearColor: .black)
    try surface.screenshot(to: path)
}

extension RGBA8 {
    static let black = RGBA8(red: 0, green: 0, blue: 0)
    static let white = RGBA8(red: 255, green: 255, blue: 255)
    static let redPixel = RGBA8(red: 255, green: 0, blue: 0)
    static let greenPixel = RGBA8(red: 0, green: 255, blue: 0)
    static let bluePixel = RGBA8(red: 0, green: 0, blue: 255)
}

/// `actual` is within `tolerance` (per component, 0...255) of `expected`.
func close(_ actual: RGBA8, _ expected: RGBA8, tolerance: Int = 6) -> Bool {
    actual.distance(to: expected) <= tolerance
}

let red = Color(red: 1, green: 0, blue: 0)
let green = Color(red: 0, green: 1, blue: 0)
let blue = Color(red: 0, green: 0, blue: 1)
