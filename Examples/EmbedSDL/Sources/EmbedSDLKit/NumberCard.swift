import Foundation
import ScrollKit

/// The app's own cell: a rounded card of one colour with its number in the middle. A plain
/// ScrollKit `View` with a `Label`: nothing of the library's banners. The carousel makes one per slot
/// and shows a number in it with `show(number:)` whenever the slot moves to another item.
@MainActor
public final class NumberCard: View {
    /// The card colours, one per number (repeating).
    public static let palette: [Color] = [
        Color(hex: 0xE6_39_46), Color(hex: 0x2A_9D_8F), Color(hex: 0xF4_A2_61), Color(hex: 0x45_7B_9D),
        Color(hex: 0x8E_44_AD), Color(hex: 0x27_AE_60),
    ]

    private let label = Label(font: Font(size: 64, weight: .bold), textColor: .white)

    /// The number shown; 0 before `show(number:)`.
    public private(set) var number = 0

    /// An empty card.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        label.textAlignment = .center
        addSubview(label)
    }

    /// Shows `number` on the palette's colour for it.
    public func show(number: Int) {
        self.number = number
        backgroundColor = Self.palette[number % Self.palette.count]
        label.text = "\(number)"
    }

    public override func layoutSubviews() {
        label.frame = bounds
    }
}
