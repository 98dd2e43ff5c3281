// README's "One carousel API" example, compiled and run with the tests (ReadmeTests) so it cannot
// drift from the public API. Keep it identical to the README's block.
import Carousels
import Foundation
import ScrollKit

/// A cell of your own: a coloured card with its number.
final class ColourCard: View {
    let label = Label(font: Font(size: 32, weight: .bold), textColor: .white)

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        addSubview(label)
    }

    func show(_ number: Int) {
        label.text = "\(number)"
        backgroundColor = Color(hex: [0xE4572E, 0x17BEBB, 0x2E86AB][number % 3])
    }

    override func layoutSubviews() { label.frame = bounds.insetBy(dx: 16, dy: 16) }
}

/// Hears every technique the same way.
final class Listener: CarouselDelegate {
    var heard: [String] = []

    func carousel(_ carousel: any Carousel, didChangeCurrentIndex index: Int, cause: ScrollCause) {
        heard.append("passing \(index)") // live: as each item passes the middle
    }

    func carousel(_ carousel: any Carousel, didChangeSettledIndex index: Int, cause: ScrollCause) {
        heard.append("now \(index) (\(cause))") // once the strip rests on it
    }

    func carousel(_ carousel: any Carousel, didSelectItemAt index: Int, cause: ScrollCause) {
        heard.append("picked \(index)")
    }
}

/// Any technique, any axis, any direction, your cells: swap `RecyclingCarousel` for
/// `InfinitePagingPicker`, `TilingScrollView`, `FiniteStrip(paging: true)`… and nothing else changes.
@MainActor func makeCardCarousel(in frame: CGRect, listener: Listener) -> any Carousel & View {
    let carousel: any Carousel & View = RecyclingCarousel(frame: frame)
    carousel.flow = ItemFlow(axis: .vertical) // or .rightToLeft, or .horizontal (the default)
    carousel.carouselDelegate = listener // hears the first index once the data is laid out
    carousel.setItems(
        count: 12,
        cells: CarouselCells(make: { ColourCard() }, configure: { card, index in card.show(index) }))
    return carousel
}
