import Foundation
import ScrollKit

/// Drives a window the way a user flinging a carousel over and over does, one 60 Hz frame per
/// `step()`, through public API only: pointer events into `WindowRoot.handle(_:)`, then
/// `WindowRoot.frame(at:)` (physics, recentring, layout, display list).
///
/// The drag runs across the window's middle, or across a given point: the lab's fixtures give the
/// centre of the focused technique (in the gallery the window's middle is a gap between cells).
///
/// A cycle is 60 frames: a press (which brakes the strip if it still moves), six 40 pt moves against
/// the strip's flow (to the left for a left-to-right strip, up for a vertical one, to the right for
/// a right-to-left one), one per frame (2400 pt/s), a release in the sixth move's frame, then 53
/// frames of momentum. The strip always goes forward, so the techniques recentre, rotate or shift as
/// they go. An alternating driver (`alternates`) flings backward every other cycle instead (pressing
/// 120 pt after the centre and dragging the other way), so a finite strip started mid-way glides to
/// and fro and never reaches an end.
@MainActor
final class FlingDriver {
    nonisolated static let frameInterval = 1.0 / 60
    nonisolated static let cycleFrames = 60
    nonisolated static let dragFrames = 6
    nonisolated static let dragPerFrame: CGFloat = 40

    let root: WindowRoot
    private(set) var time: Timestamp = 10
    private var frameIndex = 0
    private let middle: CGPoint
    private let flow: ItemFlow
    private let alternates: Bool
    /// Where this cycle's press lands, in window points.
    private var start: CGPoint
    /// This cycle's direction along `flow`: 1 forward, -1 backward (an alternating driver's odd cycles).
    private var sign: CGFloat = 1

    /// A driver pressing 120 pt before `centre` along `flow` (nil: the window's middle), so the drag
    /// runs across it; with `alternates`, every other cycle presses 120 pt after it and drags back.
    init(root: WindowRoot, flow: ItemFlow = .horizontal, around centre: CGPoint? = nil, alternates: Bool = false) {
        self.root = root
        self.flow = flow
        self.alternates = alternates
        middle = centre ?? CGPoint(x: root.bounds.midX, y: root.bounds.midY)
        let back = flow.vector(alongMain: 120)
        start = CGPoint(x: middle.x + back.x, y: middle.y + back.y)
        _ = root.frame(at: time)
    }

    /// One frame: this frame's pointer event, if any, then the frame itself.
    @discardableResult
    func step() -> DisplayList {
        time += FlingDriver.frameInterval
        let phase = frameIndex % FlingDriver.cycleFrames
        if phase == 0, alternates {
            sign = (frameIndex / FlingDriver.cycleFrames) % 2 == 0 ? 1 : -1
            let back = flow.vector(alongMain: 120 * sign)
            start = CGPoint(x: middle.x + back.x, y: middle.y + back.y)
        }
        frameIndex &+= 1
        if phase == 0 {
            root.handle(.pointer(PointerEvent(.down, at: start, time: time)))
        } else if phase <= FlingDriver.dragFrames {
            let move = flow.vector(alongMain: -FlingDriver.dragPerFrame * CGFloat(phase) * sign)
            let location = CGPoint(x: start.x + move.x, y: start.y + move.y)
            root.handle(.pointer(PointerEvent(.moved, at: location, time: time)))
            if phase == FlingDriver.dragFrames {
                root.handle(.pointer(PointerEvent(.up, at: location, time: time)))
            }
        }
        return root.frame(at: time)
    }

    func step(_ count: Int) {
        for _ in 0..<count { step() }
    }
}

/// Measures text as a fixed-width face would: the model frames need sizes, not pixels.
@MainActor
final class FixedWidthMeasurer: TextMeasuring {
    func size(of text: String, font: Font) -> CGSize {
        CGSize(width: CGFloat(text.utf8.count) * font.size * 0.55, height: (font.size * 1.2).rounded(.up))
    }
}

/// The centre of `view` in window points, `root` laid out first: a view not laid out yet has a zero
/// frame, and its centre would be the window's top-left corner (where, in the gallery, the press lands
/// on a caption and nothing moves).
@MainActor
func windowCentre(of view: View, in root: WindowRoot) -> CGPoint {
    root.layoutIfNeeded()
    return view.convertToWindow(CGPoint(x: view.bounds.midX, y: view.bounds.midY))
}
