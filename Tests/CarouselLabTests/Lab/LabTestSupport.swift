import Carousels
import Foundation
import ScrollKit
import ScrollKitTestSupport

@testable import CarouselLabCore

/// Banners for lab tests: `count` of them, titled "Banner 0", "Banner 1", … (no images needed).
func labBanners(_ count: Int) -> [Banner] {
    (0..<count).map { Banner(title: "Banner \($0)", subtitle: "", image: ImageReference("/nonexistent/\($0).png")) }
}

/// One event-log line (`--events`, JSON) as a dictionary; empty when it is not a JSON object.
func decodedEvent(_ line: String) -> [String: Any] {
    (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] ?? [:]
}

/// A shell showing `scene` in a window of `size`, driven frame by frame, logging events into `lines`.
@MainActor
final class ShellHarness {
    let driver: FrameDriver
    let shell: LabShell
    private(set) var lines: [String] = []

    init(
        scene: SceneKind, banners: [Banner] = labBanners(7), size: CGSize = CGSize(width: 1280, height: 720), logs: Bool = false,
        layout: CarouselLayout = .standard, bannerRows: [String?] = [], flow: ItemFlow = .horizontal
    ) {
        let root = WindowRoot(size: size)
        root.textMeasurer = FixedWidthTextMeasurer()
        let box = LineBox()
        let log =
            logs
            ? EventLog(
                scene: scene.rawValue, clock: { [unowned root] in root.animationDriver.now },
                write: { box.lines.append($0) }) : nil
        shell = LabShell(scene: scene, banners: banners, layout: layout, bannerRows: bannerRows, flow: flow, log: log)
        shell.frame = root.bounds
        root.addSubview(shell)
        root.onResize = { [unowned root, unowned shell] in shell.frame = root.bounds }
        shell.focusFirstTechnique()
        driver = FrameDriver(root: root)
        self.box = box
    }

    private let box: LineBox
    private final class LineBox { var lines: [String] = [] }

    var root: WindowRoot { driver.root }
    /// The event lines logged so far.
    var events: [String] { box.lines }
    /// The events named `name`, as their JSON lines.
    func events(named name: String) -> [String] { events.filter { $0.contains("\"event\":\"\(name)\"") } }

    /// Ticks one frame the way the run loop does: the shell's timed work, then the frame.
    func frame() {
        shell.update(now: driver.time + driver.frameInterval)
        shell.noteFrame(at: driver.time + driver.frameInterval)
        driver.frame()
    }

    func frames(_ count: Int) { for _ in 0..<count { frame() } }

    /// Ticks frames for `seconds`.
    func wait(_ seconds: TimeInterval) { frames(Int((seconds / driver.frameInterval).rounded(.up))) }

    /// The carousel of technique `index` on screen.
    func carousel(_ index: Int = 0) -> InspectableCarousel & View { shell.content.techniques[index].carousel }

    /// The centre of `view` in window points.
    func centre(of view: View) -> CGPoint { view.convertToWindow(CGPoint(x: view.bounds.midX, y: view.bounds.midY)) }
}
