import Carousels
import Foundation
import ScrollKit

/// A cell that is not a banner: a coloured card showing its item's number, as a library user's own
/// cell would be. `CarouselCells.numberCards` makes and configures them.
@MainActor
public final class NumberCard: View {
    /// The number shown (the logical index it was configured with), or nil before configuration.
    public private(set) var number: Int?
    private let label = Label(font: Font(size: 32, weight: .bold))

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        addSubview(label)
    }

    /// Shows `number`, in a colour of its own (one of six hues).
    public func show(_ number: Int) {
        self.number = number
        label.text = "\(number)"
        backgroundColor = NumberCard.colour(of: number)
    }

    /// The card colour of `number`.
    public static func colour(of number: Int) -> Color {
        let hues: [UInt32] = [0xE4572E, 0x17BEBB, 0xFFC914, 0x76B041, 0x2E86AB, 0xA23B72]
        return Color(hex: hues[((number % hues.count) + hues.count) % hues.count])
    }

    public override func layoutSubviews() {
        label.frame = bounds.insetBy(dx: 12, dy: 12)
    }
}

extension CarouselCells {
    /// `NumberCard`s: item i shows "i" on its colour.
    public static let numberCards = CarouselCells(make: { NumberCard() }, configure: { card, index in card.show(index) })
}
