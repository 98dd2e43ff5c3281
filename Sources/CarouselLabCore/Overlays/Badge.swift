import Foundation
import ScrollKit

/// A one-line badge at the top of the window: bold white text centred on a rounded pill, hidden
/// until shown, and never in the way of a click (it hit-tests as nothing). `TimeBadge` and
/// `NoticeBadge` are its kinds; each says what it shows and when.
@MainActor
public class Badge: View {
    /// The badge's size, in points.
    public static let size = CGSize(width: 250, height: 26)

    /// The text on the pill.
    let label = Label(text: "", font: Font(size: 13, weight: .bold), textColor: .white)

    /// A hidden badge in `frame`, its pill `color`.
    init(frame: CGRect, color: Color) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isHidden = true
        backgroundColor = color
        cornerRadius = 13
        label.textAlignment = .center
        addSubview(label)
    }

    public override func hitTest(_ point: CGPoint) -> View? { nil }

    public override func layoutSubviews() {
        label.frame = bounds
    }

    /// The text shown now ("" while hidden).
    public var text: String { isHidden ? "" : label.text }
}
