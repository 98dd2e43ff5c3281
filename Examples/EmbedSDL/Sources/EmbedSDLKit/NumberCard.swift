import Foundation
import ScrollKit

/// The app's own cell: a rounded card of one colour with its number in the middle. A plain
/// ScrollKit `View` with a `Label`: nothing of the library's banners.
@MainActor
public final class NumberCard: View {
    /// The card colours, one per number (repeating).
    public static let palette: [Color] = [
        Color(hex: 0xE6_39_46), Color(hex: 0x2A_9D_8F), Color(hex: 0xF4_A2_61), Color(hex: 0x45_7B_9D),
        Color(hex: 0x8E_44_AD), Color(hex: 0x27_AE_60),
    ]

    private let label = Label(font: Font(size: 64, weight: .bold), textColor: .white)

    /// A card showing `number` on the palette's colour for it.
    public init(number: Int) {
        super.init()
        backgroundColor = Self.palette[number % Self.palette.count]
        cornerRadius = 18
        label.text = "\(number)"
        label.textAlignment = .center
        addSubview(label)
    }

    public override func layoutSubviews() {
        label.frame = bounds
    }
}
