import Foundation
import ScrollKit

/// A small badge at the top of the window while app time does not run at 1×: the scale and, when
/// paused, how to step (`¼× · paused · . steps a frame`). Hidden at 1×.
@MainActor
final class TimeBadge: View {
    static let size = CGSize(width: 250, height: 26)

    private let label = Label(text: "", font: Font(size: 13, weight: .bold), textColor: .white)

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isHidden = true
        backgroundColor = Color(hex: 0x2A4F8F, alpha: 0.85)
        cornerRadius = 13
        label.textAlignment = .center
        addSubview(label)
    }

    override func hitTest(_ point: CGPoint) -> View? { nil }

    override func layoutSubviews() {
        label.frame = bounds
    }

    /// The text shown now ("" while hidden).
    var text: String { isHidden ? "" : label.text }

    /// Shows `clock`'s scale and pause, or hides at 1× running.
    func show(_ clock: AppClock) {
        isHidden = clock.scale == 1 && clock.isRunning
        label.text = clock.isPaused ? "\(clock.label) · . steps a frame" : "app time \(clock.label)"
    }
}
