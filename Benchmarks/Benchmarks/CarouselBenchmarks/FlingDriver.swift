import Foundation
import ScrollKit

/// Drives a window the way a user flinging a carousel over and over does, one 60 Hz frame per
/// `step()`, through public API only: pointer events into `WindowRoot.handle(_:)`, then
/// `WindowRoot.frame(at:)` (physics, recentring, layout, display list).
///
/// A cycle is 60 frames: a press (which brakes the strip if it still moves), six 40 pt moves to the
/// left, one per frame (2400 pt/s), a release in the sixth move's frame, then 53 frames of momentum.
/// The strip always goes the same way, so the techniques recentre, rotate or shift as they go.
@MainActor
final class FlingDriver {
    nonisolated static let frameInterval = 1.0 / 60
    nonisolated static let cycleFrames = 60
    nonisolated static let dragFrames = 6
    nonisolated static let dragPerFrame: CGFloat = 40

    let root: WindowRoot
    private(set) var time: Timestamp = 10
    private var frameIndex = 0
    private let start: CGPoint

    init(root: WindowRoot) {
        self.root = root
        start = CGPoint(x: root.bounds.midX + 120, y: root.bounds.midY)
        _ = root.frame(at: time)
    }

    /// One frame: this frame's pointer event, if any, then the frame itself.
    @discardableResult
    func step() -> DisplayList {
        time += FlingDriver.frameInterval
        let phase = frameIndex % FlingDriver.cycleFrames
        frameIndex &+= 1
        if phase == 0 {
            root.handle(.pointer(PointerEvent(.down, at: start, time: time)))
        } else if phase <= FlingDriver.dragFrames {
            let location = CGPoint(x: start.x - FlingDriver.dragPerFrame * CGFloat(phase), y: start.y)
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
