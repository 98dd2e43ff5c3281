import BenchCatalog
import Benchmark
import CarouselLabCore
import Carousels
import Foundation
import ScrollKit
import ScrollKitSDL

/// The SDL render drivers the window benchmark compares, side by side in one run: the accelerated
/// one SDL picks (OpenGL here, llvmpipe under Xvfb) and the software renderer (what a machine
/// without GPU drivers, a VM or a remote desktop gets).
let windowRenderDrivers = ["opengl", "software"]

/// Whether a display is there to open windows on (`make bench` runs under `xvfb-run`).
let hasDisplay = !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty

/// What the window-frame rows show, each on both render drivers: the gallery as it is, then with
/// iCarousel's five 3D layouts and under Material 3's three keyline layouts (issue 29). The inverted
/// 3D variants are measured headless only (`render-frame/gallery-effect-inverted-…`): they draw the
/// same number of projected items, and each window row takes about 20 s of real frames.
let windowSubjects: [RenderSubject] =
    [RenderSubject(name: SceneKind.gallery.rawValue, scene: .gallery, effect: .none, keylines: nil)]
    + ([.coverflow, .rotary, .cylinder, .wheel, .timeMachine] as [CarouselEffect]).map { RenderSubject.gallery(effect: $0) }
    + renderedKeylines.map { RenderSubject.gallery(keylines: $0) }

/// A scene (the gallery, with an effect or keylines) in a real 1280×720 window, flung by the
/// `FlingDriver`, drawn the way the app's loop does (upload, render, present with vsync): one
/// benchmark iteration is one frame, its wall clock the frame interval. The render driver is chosen
/// with `SDL_RENDER_DRIVER` before the window's renderer is made.
@MainActor
final class WindowFixture {
    let window: Window
    let loader: ImageLoader
    let renderer: Renderer
    let root: WindowRoot
    let driver: FlingDriver
    let pump: EventPump
    private var events: [InputEvent] = []

    init(renderDriver: String, subject: RenderSubject) throws {
        setenv("SDL_RENDER_DRIVER", renderDriver, 1)
        defer { unsetenv("SDL_RENDER_DRIVER") }
        let size = CGSize(width: BenchCatalog.renderWidth, height: BenchCatalog.renderHeight)
        window = try Window(context: Headless.context, size: size)
        guard window.rendererName == renderDriver else {
            throw BenchError("asked SDL for the \(renderDriver) renderer, got \(window.rendererName)")
        }
        loader = ImageLoader(context: Headless.context)
        renderer = try Renderer(window: window, imageLoader: loader)
        pump = EventPump(context: Headless.context)
        let config = try LabConfig.load(from: LabPaths.repositoryRoot.appendingPathComponent("Resources/banners.json").path)
        root = WindowRoot(size: window.sizeInPoints)
        root.textMeasurer = renderer
        let layout = CarouselLayout(
            inset: config.layout.inset, spacing: config.layout.spacing, cornerRadius: config.layout.cornerRadius,
            keylines: subject.keylines)
        let shell = LabShell(scene: subject.scene, banners: config.banners, layout: layout, log: nil)
        shell.frame = root.bounds
        root.addSubview(shell)
        shell.setEffect(subject.effect)
        shell.focusFirstTechnique()
        let flung = try FlingWatch.flungCarousel(in: shell, root: root, "\(subject.name)-\(renderDriver)")
        driver = FlingDriver(root: root, around: windowCentre(of: flung, in: root))
        let watch = FlingWatch(flung)
        for cycle in 0..<10 {
            for _ in 0..<FlingDriver.cycleFrames {
                try frame()
                watch.sample()
            }
            if cycle == 0 { _ = loader.loadAllPending(into: renderer, timeout: 10) }
        }
        try watch.check("\(subject.name)-\(renderDriver)")
    }

    /// One frame as the app's loop draws it.
    func frame() throws {
        pump.poll(into: &events)
        let list = driver.step()
        loader.uploadReady(into: renderer)
        try renderer.render(list, clearColor: .backdrop)
        window.present()
    }

    private static var open: [String: WindowFixture] = [:]

    /// The open window of `subject` on `renderDriver`; opening it closes every other one (a window
    /// row is measured alone, and sixteen open windows would all be presented to by Xvfb).
    static func shared(_ renderDriver: String, _ subject: RenderSubject) throws -> WindowFixture {
        let key = "\(subject.name)-\(renderDriver)"
        if let fixture = open[key] { return fixture }
        open.removeAll()
        let fixture = try WindowFixture(renderDriver: renderDriver, subject: subject)
        open[key] = fixture
        return fixture
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

func registerWindowFrameBenchmarks() {
    guard hasDisplay else { return }
    for subject in windowSubjects {
        for renderDriver in windowRenderDrivers {
            Benchmark(
                BenchCatalog.name(BenchCatalog.windowFrame, "\(subject.name)-\(renderDriver)"),
                configuration: .init(
                    metrics: [.wallClock],
                    timeUnits: .microseconds,
                    warmupIterations: 60,
                    scalingFactor: .one,
                    maxDuration: .seconds(10),
                    maxIterations: 600
                ),
                closure: { benchmark in
                    await onMainActor(benchmark) { benchmark in
                        do {
                            let fixture = try WindowFixture.shared(renderDriver, subject)
                            benchmark.startMeasurement()
                            try fixture.frame()
                            benchmark.stopMeasurement()
                        } catch {
                            fatalError("window-frame \(subject.name)-\(renderDriver): \(error)")
                        }
                    }
                }
            )
        }
    }
}
