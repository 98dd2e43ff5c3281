// The examples of the Carousels DocC article "Effects on a carousel"
// (Sources/Carousels/Documentation.docc/Effects.md), compiled and run with the tests
// (EffectsDocumentationTests): every `swift` block of the article is a part of this file, verbatim.
import Carousels
import Foundation
import ScrollKit

/// A strip of banners whose side items shrink as they move away from the middle.
@MainActor func makeShrinkingStrip(banners: [Banner], in frame: CGRect) -> RecyclingCarousel {
    let carousel = RecyclingCarousel(frame: frame)
    carousel.set(items: banners)
    carousel.effect = .scale // .fade, .parallax; .none (the default) shows the items as laid out
    return carousel
}

/// Previews on a light page: the side pages fade toward the page's colour, found behind the carousel.
@MainActor func makeFadingPreviews(banners: [Banner], on page: View) -> InfinitePreviewScrollHost {
    page.backgroundColor = Color(hex: 0xF4F1EA)
    let carousel = InfinitePreviewScrollHost(frame: page.bounds, pageSize: CGSize(width: 320, height: 180))
    carousel.set(items: banners)
    page.addSubview(carousel)
    carousel.effect = .fade
    carousel.effectTuning.minimumAlpha = 0.5 // side pages keep half their colour
    return carousel
}

/// A colour named instead: a card drawn behind the carousel by a sibling view is not an ancestor,
/// so the fade cannot find it.
@MainActor func fadeTowardCard(_ carousel: any Carousel, cardColor: Color) {
    carousel.effectTuning = CarouselEffectTuning(minimumAlpha: 0.4, fadeColor: cardColor)
}

/// A cell of your own: a card with a caption.
final class CaptionedCard: View {
    let caption = Label(font: Font(size: 18, weight: .bold), textColor: .white)

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = Color(hex: 0x2E86AB)
        cornerRadius = 12
        addSubview(caption)
    }

    func show(_ index: Int) { caption.text = "Card \(index)" }

    override func layoutSubviews() { caption.frame = bounds.insetBy(dx: 12, dy: 12) }
}

/// An effect of your own: a card's caption shows only near the middle, fading out over half an item.
final class CaptionSpotlight: CarouselProgressObserver {
    func carousel(_ carousel: any Carousel, item: ItemProgress) {
        guard let card = item.view as? CaptionedCard else { return }
        card.caption.alpha = Double(max(0, 1 - 2 * abs(item.progress)))
    }
}

/// A built-in effect and your own on the same strip.
@MainActor func makeSpotlitStrip(in frame: CGRect) -> any Carousel & View {
    let carousel: any Carousel & View = TilingScrollView(frame: frame)
    carousel.setItems(
        count: 10,
        cells: CarouselCells(make: { CaptionedCard() }, configure: { card, index in card.show(index) }))
    carousel.effect = .scale // applied to each item view first…
    carousel.progressObserver = CaptionSpotlight() // …then yours hears it, every time the strip moves
    return carousel
}
