import BenchCatalog
import Benchmark
import CarouselLabCore
import Carousels
import Foundation
import ScrollKit
import ScrollKitSDL

/// The scenes whose render frame and steady frame are measured: every scene the lab has, so a new
/// `SceneKind` case (the gallery) is measured as soon as it exists.
let renderedScenes: [SceneKind] = SceneKind.allCases

/// The one SDL context of the process (SDL is initialised once): the dummy video driver, or the
/// display's when there is one (the window benchmarks need it; headless surfaces work with either).
@MainActor
enum Headless {
    static let context: SDLContext = {
        do { return try SDLContext(videoDriver: hasDisplay ? .automatic : .headless) } catch { fatalError("SDL: \(error)") }
    }()
}

/// A 1280×720 headless surface and a renderer with an image loader, drawing one window's frames
/// the way the app's loop does: upload what has decoded, render, present.
@MainActor
final class RenderFixture {
    let surface: HeadlessSurface
    let loader: ImageLoader
    let renderer: Renderer
    let root: WindowRoot

    init(content: (WindowRoot) -> Void) throws {
        let size = CGSize(width: BenchCatalog.renderWidth, height: BenchCatalog.renderHeight)
        surface = try HeadlessSurface(context: Headless.context, size: size)
        loader = ImageLoader(context: Headless.context)
        renderer = try Renderer(surface: surface, imageLoader: loader)
        root = WindowRoot(size: size)
        root.textMeasurer = renderer
        content(root)
    }

    /// Draws `list` as one frame.
    func draw(_ list: DisplayList) throws {
        loader.uploadReady(into: renderer)
        try renderer.render(list, clearColor: .backdrop)
        surface.present()
    }

    /// Draws a frame, waits for the images it asked for and draws again: nothing left to load.
    func settleImages(_ list: () -> DisplayList) throws {
        try draw(list())
        _ = loader.loadAllPending(into: renderer, timeout: 10)
        try draw(list())
    }
}

/// The effects whose render and steady frames are measured on the gallery (every technique at once),
/// each a row `render-frame/gallery-effect-NAME` and `steady-frame/gallery-effect-NAME`.
let renderedEffects: [CarouselEffect] = CarouselEffect.allCases.filter { $0 != .none }

/// The keyline layouts (issue 29) whose render and steady frames are measured on the gallery, each a
/// row `render-frame/gallery-keylines-NAME` and `steady-frame/gallery-keylines-NAME`.
let renderedKeylines: [CarouselLayout.Keylines] = CarouselLayout.Keylines.allCases

/// One scene as a render-frame, steady-frame or window-frame row shows it: the scene, the effect on
/// its techniques and the keyline layout they take (nil: the config's plain layout).
struct RenderSubject: Sendable {
    let name: String
    let scene: SceneKind
    let effect: CarouselEffect
    let keylines: CarouselLayout.Keylines?

    /// The gallery with `effect` on every technique: `gallery-effect-NAME`.
    static func gallery(effect: CarouselEffect) -> RenderSubject {
        RenderSubject(
            name: "\(SceneKind.gallery.rawValue)-effect-\(effect.rawValue)", scene: .gallery, effect: effect, keylines: nil)
    }

    /// The gallery with every technique under `keylines`: `gallery-keylines-NAME` (seeds D and E lay
    /// theirs out plainly, saying why, as they do in the lab).
    static func gallery(keylines: CarouselLayout.Keylines) -> RenderSubject {
        RenderSubject(
            name: "\(SceneKind.gallery.rawValue)-keylines-\(keylines.rawValue)", scene: .gallery, effect: .none,
            keylines: keylines)
    }
}

/// What the render-frame and steady-frame rows measure: every scene as it is, then the gallery with
/// each effect (the 3D ones of issue 29 included), then the gallery under each keyline layout.
let renderedSubjects: [RenderSubject] =
    renderedScenes.map { RenderSubject(name: $0.rawValue, scene: $0, effect: .none, keylines: nil) }
    + renderedEffects.map { RenderSubject.gallery(effect: $0) }
    + renderedKeylines.map { RenderSubject.gallery(keylines: $0) }

/// Watches a carousel while a fixture warms up: `check` fails unless its current item took more
/// than one value over the frames `sample` saw, so a fixture whose fling misses the strip (a press on
/// a gap, or on nothing a projection draws) cannot go on to measure a carousel standing still.
/// Sampled every frame, since an endless strip can come back to the item it started from.
@MainActor
final class FlingWatch {
    private let carousel: any Carousel
    private var seen: Set<Int> = []

    init(_ carousel: any Carousel) {
        self.carousel = carousel
        sample()
    }

    /// The carousel a fixture of `shell` (in `root`) flings: the view with the keyboard focus when it
    /// is a carousel (a shell focuses its first technique), else the shell's first technique's (in
    /// `shelves` the keys go to the `CarouselShelves`, whose rows are the techniques: row 0 is flung).
    static func flungCarousel(in shell: LabShell, root: WindowRoot, _ subject: String) throws
        -> any InspectableCarousel & View
    {
        if let focused = root.focusedView as? any InspectableCarousel & View { return focused }
        guard let first = shell.content.techniques.first?.carousel else {
            throw BenchError("\(subject): no carousel for the driver to fling")
        }
        return first
    }

    /// Notes the current item (call once a frame).
    func sample() {
        if let item = carousel.currentItem { seen.insert(item) }
    }

    func check(_ subject: String) throws {
        guard seen.count > 1 else {
            throw BenchError("\(subject): the fling did not move the carousel (current items seen: \(seen.sorted()))")
        }
    }
}

/// A scene of the lab in its `LabShell`, built as the app builds it from the default config, flung by a
/// `FlingDriver`, with `effect` on its side items. The driver flings the focused technique, or in
/// `shelves` (whose keys go to the `CarouselShelves`) row 0, to and fro (`FlingDriver.alternates`).
@MainActor
final class SceneFixture {
    let render: RenderFixture
    let driver: FlingDriver

    init(scene: SceneKind, effect: CarouselEffect = .none, keylines: CarouselLayout.Keylines? = nil) throws {
        let config = try LabConfig.load(from: LabPaths.repositoryRoot.appendingPathComponent("Resources/banners.json").path)
        var shell: LabShell?
        render = try RenderFixture { root in
            let layout = CarouselLayout(
                inset: config.layout.inset, spacing: config.layout.spacing,
                cornerRadius: config.layout.cornerRadius, keylines: keylines)
            let made = LabShell(scene: scene, banners: config.banners, layout: layout, log: nil)
            made.frame = root.bounds
            root.addSubview(made)
            made.setEffect(effect)
            made.focusFirstTechnique()
            shell = made
        }
        let subject = "\(scene.rawValue)/\(effect.rawValue)/\(keylines?.rawValue ?? "plain")"
        guard let shell else { throw BenchError("\(subject): no shell") }
        let flung = try FlingWatch.flungCarousel(in: shell, root: render.root, subject)
        // A shelf is a short finite row (ten banners from the default config): flung forward only, it
        // would sit pressed against its end after the first cycle; to and fro, it glides.
        driver = FlingDriver(
            root: render.root, around: windowCentre(of: flung, in: render.root), alternates: scene == .shelves)
        // Warm up: ten fling cycles (every banner comes into view), each image decoded and uploaded
        // as soon as it is asked for; the fling must move the strip.
        let watch = FlingWatch(flung)
        for _ in 0..<10 {
            try render.settleImages { driver.step() }
            for _ in 0..<FlingDriver.cycleFrames {
                try render.draw(driver.step())
                watch.sample()
            }
        }
        try watch.check(subject)
        _ = render.loader.loadAllPending(into: render.renderer, timeout: 10)
    }

    func frame() throws {
        try render.draw(driver.step())
    }

    /// One warm fixture per scene, shared by its render-frame and steady-frame benchmarks (the tool
    /// runs them one after the other in one process; warming up a scene takes seconds).
    private static var warm: [String: SceneFixture] = [:]

    static func shared(
        _ scene: SceneKind, effect: CarouselEffect = .none, keylines: CarouselLayout.Keylines? = nil
    ) throws -> SceneFixture {
        let key = "\(scene.rawValue)/\(effect.rawValue)/\(keylines?.rawValue ?? "")"
        if let fixture = warm[key] { return fixture }
        let fixture = try SceneFixture(scene: scene, effect: effect, keylines: keylines)
        warm[key] = fixture
        return fixture
    }
}

/// The floor: a window holding one full-window image, so a frame is a clear and one 1280×720
/// texture copy, through the same renderer and surface. The image is a screenshot of the banners
/// scene, written to a temporary file. Every frame is drawn whole (`redrawsOnlyChanges` off): the
/// same image every frame would otherwise redraw nothing, and the floor is the cost of writing
/// every pixel of the window once.
@MainActor
final class FloorFixture {
    let render: RenderFixture
    private var time: Timestamp = 10

    init() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-bench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let shot = folder.appendingPathComponent("floor.png").path
        let scene = try SceneFixture.shared(.banners)
        try scene.render.surface.screenshot(to: shot)
        render = try RenderFixture { root in
            let image = ImageView(frame: root.bounds, image: ImageReference(shot))
            image.contentMode = .scaleToFill
            root.addSubview(image)
        }
        render.renderer.configuration.redrawsOnlyChanges = false
        try render.settleImages { render.root.frame(at: time) }
        try? FileManager.default.removeItem(at: folder)
    }

    func frame() throws {
        time += FlingDriver.frameInterval
        try render.draw(render.root.frame(at: time))
    }
}

func registerRenderFrameBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 5,
        scalingFactor: .one,
        maxDuration: .seconds(2),
        maxIterations: 300
    )
    let floorBox = FixtureBox<FloorFixture>()
    Benchmark(
        BenchCatalog.name(BenchCatalog.renderFrame, BenchCatalog.floorSubject),
        configuration: configuration,
        closure: { benchmark in
            await onMainActor(benchmark) { benchmark in
                do {
                    if floorBox.fixture == nil { floorBox.fixture = try FloorFixture() }
                    let fixture = floorBox.fixture!
                    benchmark.startMeasurement()
                    try fixture.frame()
                    benchmark.stopMeasurement()
                } catch {
                    fatalError("render-frame floor: \(error)")
                }
            }
        },
        teardown: { floorBox.fixture = nil }
    )
    for subject in renderedSubjects {
        Benchmark(
            BenchCatalog.name(BenchCatalog.renderFrame, subject.name),
            configuration: configuration,
            closure: { benchmark in
                await onMainActor(benchmark) { benchmark in
                    do {
                        let fixture = try SceneFixture.shared(subject.scene, effect: subject.effect, keylines: subject.keylines)
                        benchmark.startMeasurement()
                        try fixture.frame()
                        benchmark.stopMeasurement()
                    } catch {
                        fatalError("render-frame \(subject.name): \(error)")
                    }
                }
            }
        )
    }
}

func registerSteadyFrameBenchmarks() {
    let rasterizations = BenchmarkMetric.custom(BenchCatalog.textRasterizations)
    let decodes = BenchmarkMetric.custom(BenchCatalog.imageDecodes)
    let uploads = BenchmarkMetric.custom(BenchCatalog.imageUploads)
    let shapes = BenchmarkMetric.custom(BenchCatalog.shapeRasterizations)
    for subject in renderedSubjects {
        Benchmark(
            BenchCatalog.name(BenchCatalog.steadyFrame, subject.name),
            configuration: .init(
                metrics: [rasterizations, shapes, decodes, uploads],
                warmupIterations: 5,
                scalingFactor: .one,
                maxDuration: .seconds(10),
                // Ten fling cycles: every banner passes again, so a cache that forgets shows.
                maxIterations: 10 * FlingDriver.cycleFrames
            ),
            closure: { benchmark in
                await onMainActor(benchmark) { benchmark in
                    do {
                        let fixture = try SceneFixture.shared(subject.scene, effect: subject.effect, keylines: subject.keylines)
                        let render = fixture.render
                        let before = (
                            render.renderer.statistics.textRasterizations, render.loader.imageDecodes,
                            render.renderer.statistics.imageUploads,
                            render.renderer.statistics.shapeRasterizations
                        )
                        try fixture.frame()
                        benchmark.measurement(rasterizations, render.renderer.statistics.textRasterizations - before.0)
                        benchmark.measurement(decodes, render.loader.imageDecodes - before.1)
                        benchmark.measurement(uploads, render.renderer.statistics.imageUploads - before.2)
                        benchmark.measurement(shapes, render.renderer.statistics.shapeRasterizations - before.3)
                    } catch {
                        fatalError("steady-frame \(subject.name): \(error)")
                    }
                }
            }
        )
    }
}
