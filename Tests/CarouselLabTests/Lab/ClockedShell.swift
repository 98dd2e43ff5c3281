import Carousels
import Foundation
import ScrollKit
import ScrollKitTestSupport

@testable import CarouselLabCore

/// A shell run the way the headless loop runs it: frame k on the frame clock at k / 60 s, app time
/// from an `AppClock`, input events (on app time, as a recording holds them) handed to the window
/// once app time reaches them, then the shell's timed work and the frame.
@MainActor
final class ClockedShell {
    let root: WindowRoot
    let shell: LabShell
    var clock: AppClock
    private(set) var frameIndex = 0
    private var pending: [InputEvent] = []
    private let box = LineBox()
    private final class LineBox { var lines: [String] = [] }

    init(scene: SceneKind, scale: Double = 1, size: CGSize = CGSize(width: 1280, height: 720), logs: Bool = false) {
        root = WindowRoot(size: size)
        root.textMeasurer = FixedWidthTextMeasurer()
        let box = self.box
        let log =
            logs
            ? EventLog(
                scene: scene.rawValue, clock: { [unowned root] in root.animationDriver.now },
                write: { box.lines.append($0) }) : nil
        shell = LabShell(scene: scene, banners: labBanners(7), layout: CarouselLayout.standard, log: log)
        shell.frame = root.bounds
        root.addSubview(shell)
        shell.focusFirstTechnique()
        clock = AppClock(scale: scale)
    }

    /// The event lines logged so far.
    var events: [String] { box.lines }
    /// The focused (first) technique's scroll view.
    var scrollView: ScrollView { shell.content.techniques[0].carousel.inspectedScrollView }
    var offset: CGFloat { scrollView.contentOffset.x }

    /// A horizontal fling as a recording holds it: a press at `from`, `steps` moves 8 ms apart by
    /// `dx` in all, the release 4 ms after the last, starting at app time `start`.
    static func fling(from: CGPoint, dx: CGFloat, steps: Int = 10, start: Timestamp = 0.3) -> [InputEvent] {
        var events: [InputEvent] = [.pointer(PointerEvent(.down, at: from, time: start))]
        var time = start
        for step in 1...steps {
            time += 0.008
            events.append(
                .pointer(
                    PointerEvent(.moved, at: CGPoint(x: from.x + dx * CGFloat(step) / CGFloat(steps), y: from.y), time: time)))
        }
        events.append(.pointer(PointerEvent(.up, at: CGPoint(x: from.x + dx, y: from.y), time: time + 0.004)))
        return events
    }

    /// Queues `events` (app times, in order) for when app time reaches them.
    func schedule(_ events: [InputEvent]) { pending += events }

    /// One frame of the headless loop.
    func frame() {
        let now = clock.advance(to: Double(frameIndex) * LabOptions.headlessFrameStep)
        while let event = pending.first, (event.timestamp ?? 0) <= now {
            pending.removeFirst()
            root.handle(event)
        }
        shell.update(now: now)
        _ = root.frame(at: now)
        frameIndex += 1
    }

    func frames(_ count: Int) { for _ in 0..<count { frame() } }

    /// Runs frames until every queued event is in and nothing moves; at most `limit` frames.
    func runUntilSettled(limit: Int = 100_000) {
        for _ in 0..<limit {
            frame()
            if pending.isEmpty, scrollView.isAtRest { return }
        }
    }
}
