import Foundation
import ScrollKit

/// A small badge at the top of the window while app time does not run at 1×: the scale and, when
/// paused, how to step (`¼× · paused · . steps a frame`). Hidden at 1×.
@MainActor
final class TimeBadge: Badge {
    /// A hidden time badge in `frame`.
    init(frame: CGRect = .zero) {
        super.init(frame: frame, color: Color(hex: 0x2A4F8F, alpha: 0.85))
    }

    /// Shows `clock`'s scale and pause, or hides at 1× running.
    func show(_ clock: AppClock) {
        isHidden = clock.scale == 1 && clock.isRunning
        label.text = clock.isPaused ? "\(clock.label) · . steps a frame" : "app time \(clock.label)"
    }
}
