import Carousels
import Foundation
import ScrollKit

/// The carousel's cells: numbered cards, item `i` showing number `i + 1`. The carousel makes a card
/// per slot (`CarouselCells`: the page in view, its neighbours and a small cache) and shows another
/// number in it as it moves.
@MainActor
public enum NumberCards {
    /// The cells.
    public static let cells = CarouselCells(make: { NumberCard() }, configure: { card, index in card.show(number: index + 1) })
}
