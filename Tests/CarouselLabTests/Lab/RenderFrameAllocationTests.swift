import Carousels
import Foundation
import ScrollKit
import ScrollKitSDL
import ScrollKitTestSupport
import Testing

@testable import CarouselLabCore

/// Issue 29: a steady render frame of any scene (its model frame, the image upload, the render and
/// the present, as the app's loop draws it) makes no heap allocation on the main thread. The
/// scenes are built from the default config at 1280×720 and flung across their focused technique,
/// as the render-frame benchmarks are; the allocation counter sees every `malloc` of the thread,
/// SDL's and SDL_ttf's included.
///
/// Counted in optimised builds only: unoptimised code allocates the frame of every collection
/// accessor it calls through a generic (an `Array` subscript read inside `zip`, an iterator's
/// `next()`: hundreds a frame), which optimised code does not. Run them with
/// `swift build -c release --build-tests -Xswiftc -enable-testing` and
/// `swift test -c release -Xswiftc -enable-testing --skip-build --filter RenderFrameAllocation`
/// (once the other test targets compile optimised: BENCHMARKS.md); `make bench` counts the same
/// frames (`render-frame/*`, `mallocs_per_frame`). `SDLTests.SteadyCopyAllocation` checks the
/// renderer's part in every build.
@MainActor
@Suite("Render frames allocate nothing", .serialized)
struct RenderFrameAllocationTests {

    /// Frames counted per scene after warming up: four whole fling cycles (press, drag, release,
    /// glide, rest), so every phase of the fling is drawn.
    nonisolated static let countedFrames = 4 * RenderFlinger.cycleFrames

    @Test(
        "a warm scene's render frames make no allocation, every scene and the gallery with each effect",
        .enabled(if: AllocationCounter.isAvailable, "allocations are counted on glibc outside sanitizer builds"),
        .enabled(
            if: AllocationCounter.isOptimizedBuild,
            "unoptimised code allocates collection accessors' frames: counted in release builds"),
        arguments: SceneKind.allCases.map { ($0, CarouselEffect.none) }
            + CarouselEffect.allCases.filter { $0 != .none }.map { (SceneKind.gallery, $0) })
    func steadyRenderFrames(scene: SceneKind, effect: CarouselEffect) throws {
        let fixture = try RenderedScene(scene: scene, effect: effect)
        try fixture.warmUp()
        let textBefore = fixture.renderer.statistics.textRasterizations
        let shapesBefore = fixture.renderer.statistics.shapeRasterizations
        var perFrame: [Int] = []
        perFrame.reserveCapacity(Self.countedFrames)
        for _ in 0..<Self.countedFrames {
            var failure: (any Error)?
            let count = try #require(
                AllocationCounter.count {
                    do { try fixture.frame() } catch { failure = error }
                })
            if let failure { throw failure }
            perFrame.append(count)
        }
        let total = perFrame.reduce(0, +)
        let allocating = perFrame.enumerated().filter { $0.element > 0 }.prefix(12).map { "\($0.offset): \($0.element)" }
        #expect(
            total == 0,
            """
            \(scene.rawValue) with effect \(effect.rawValue): \(total) allocations in \(Self.countedFrames) warm frames; \
            the first frames that allocated (frame: allocations): \(allocating.joined(separator: ", "))
            """)
        // The frames counted were steady: nothing rasterised again (else the count means little).
        #expect(fixture.renderer.statistics.textRasterizations == textBefore)
        #expect(fixture.renderer.statistics.shapeRasterizations == shapesBefore)
    }

    @Test(
        "the counter sees the renderer's allocations (so a zero above means none)",
        .enabled(if: AllocationCounter.isAvailable, "allocations are counted on glibc outside sanitizer builds"))
    func counterSeesRendering() throws {
        let fixture = try RenderedScene(scene: .banners, effect: .none)
        try fixture.warmUp()
        // A string never drawn before: the renderer shapes and rasterises it, and caches it.
        let label = Label(frame: CGRect(x: 20, y: 20, width: 400, height: 40))
        label.text = "counted \(UInt64.random(in: 0...UInt64.max))"
        fixture.root.addSubview(label)
        let count = try #require(AllocationCounter.count { try? fixture.frame() })
        #expect(count > 0)
    }
}

/// A lab scene in its `LabShell` on a 1280×720 headless surface, drawn frame by frame as the app's
/// headless loop draws it, and flung by a `RenderFlinger` (the allocation and partial-redraw tests).
@MainActor
final class RenderedScene {
    let context: SDLContext
    let surface: HeadlessSurface
    let loader: ImageLoader
    let renderer: Renderer
    let root: WindowRoot
    let shell: LabShell
    private var flinger: RenderFlinger

    init(
        scene: SceneKind, effect: CarouselEffect, keylines: CarouselLayout.Keylines? = nil, redrawsOnlyChanges: Bool = true
    ) throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        let config = try LabConfig.load(from: RepositoryText.root.appendingPathComponent("Resources/banners.json").path)
        let size = CGSize(width: 1280, height: 720)
        context = try SDLContext(videoDriver: .headless)
        surface = try HeadlessSurface(context: context, size: size)
        loader = ImageLoader(context: context, configuration: config.images)
        renderer = try Renderer(surface: surface, imageLoader: loader)
        renderer.configuration.redrawsOnlyChanges = redrawsOnlyChanges
        root = WindowRoot(size: size)
        root.textMeasurer = renderer
        let layout = CarouselLayout(
            inset: config.layout.inset, spacing: config.layout.spacing, cornerRadius: config.layout.cornerRadius,
            keylines: keylines)
        shell = LabShell(scene: scene, banners: config.banners, layout: layout, log: nil)
        shell.frame = root.bounds
        root.addSubview(shell)
        shell.setEffect(effect)
        shell.focusFirstTechnique()
        let focused = try #require(root.focusedView, "\(scene.rawValue) focuses a technique")
        // Laid out first: a view not laid out yet has a zero frame, and the press would land at the
        // window's top-left corner, on a caption, where nothing moves.
        root.layoutIfNeeded()
        flinger = RenderFlinger(around: focused.convertToWindow(CGPoint(x: focused.bounds.midX, y: focused.bounds.midY)))
    }

    /// Three fling cycles, every image each asks for loaded before the next frame: every banner
    /// comes into view and is drawn at every size the fling gives it.
    func warmUp() throws {
        for _ in 0..<(3 * RenderFlinger.cycleFrames) {
            try frame()
            if loader.pendingCount > 0 { _ = loader.loadAllPending(into: renderer, timeout: 10) }
        }
    }

    /// One frame as the app's loop makes it: the input, the shell's timed work, the model frame,
    /// the images decoded so far uploaded, the render and the present.
    func frame() throws {
        let now = flinger.step(root)
        shell.update(now: now)
        let list = root.frame(at: now)
        shell.noteFrame(at: now)
        loader.uploadReady(into: renderer, frameTime: now)
        try renderer.render(list, clearColor: .backdrop)
        surface.present()
    }
}

/// A user flinging the focused technique over and over, as the benchmarks' driver does: a 60-frame
/// cycle of a press 120 pt right of `centre`, six 40 pt moves left, a release, then the glide.
@MainActor
struct RenderFlinger {
    nonisolated static let cycleFrames = 60
    private let start: CGPoint
    private var time: Timestamp = 10
    private var frameIndex = 0

    init(around centre: CGPoint) { start = CGPoint(x: centre.x + 120, y: centre.y) }

    /// Sends this frame's pointer event, if any, and answers the frame's time.
    mutating func step(_ root: WindowRoot) -> Timestamp {
        time += 1.0 / 60
        let phase = frameIndex % Self.cycleFrames
        frameIndex += 1
        if phase == 0 {
            root.handle(.pointer(PointerEvent(.down, at: start, time: time)))
        } else if phase <= 6 {
            let location = CGPoint(x: start.x - 40 * CGFloat(phase), y: start.y)
            root.handle(.pointer(PointerEvent(.moved, at: location, time: time)))
            if phase == 6 { root.handle(.pointer(PointerEvent(.up, at: location, time: time))) }
        }
        return time
    }
}
