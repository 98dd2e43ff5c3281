// The README's store kiosk: the code below, from its first import on, is what the README shows
// (KioskDocumentationTests checks it, and runs it).

import Carousels
import Foundation
import ScrollKit

/// One product of the store.
struct Product: Hashable {
    let id: String
    let name: String
}

/// A product card: its name over a colour, the name fading out as Material 3's keylines narrow it.
final class ProductCard: View, KeylineMaskedCell {
    let name = Label(font: Font(size: 17, weight: .bold))

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        backgroundColor = Color(hex: 0x35507A)
        addSubview(name)
    }

    override func layoutSubviews() { name.frame = bounds.insetBy(dx: 12, dy: 12) }

    func keylinePlacementChanged(_ placement: KeylinePlacement?) {
        name.alpha = Double(placement?.sizeFraction ?? 1) // no name on a small card
    }
}

/// The cards that show `products`: made once per slot, filled for each item the slot shows.
@MainActor func productCards(_ products: [Product]) -> CarouselCells {
    CarouselCells(make: { ProductCard() }, configure: { card, index in card.name.text = products[index].name })
}

/// The thumbnails of `products`: the name's first letter on a tile.
@MainActor func productThumbnails(_ products: [Product]) -> CarouselCells {
    CarouselCells(
        make: { () -> Label in
            let tile = Label(font: Font(size: 22, weight: .bold))
            tile.isUserInteractionEnabled = true // a Label takes no presses by default; a cell must, to be clicked
            return tile
        },
        configure: { tile, index in tile.text = String(products[index].name.prefix(1)) })
}

/// The kiosk's page: three cards a view under Material 3's multi-browse keylines, a key or a flick
/// turning a view (its large cards), above a trimmed strip of thumbnails linked to them.
@MainActor final class KioskPage {
    let cards = FiniteStrip(
        layout: CarouselLayout(
            itemLength: .itemsPerView(3), alignment: .start, pageBy: .view, contain: .trim, keylines: .multiBrowse),
        paging: true)
    let thumbnails = FiniteStrip(
        layout: CarouselLayout(itemLength: .itemsPerView(6), alignment: .start, contain: .trim), paging: false)
    let link: CarouselLink
    private(set) var products: [Product]
    private(set) var log: [String] = []

    init(products: [Product]) throws {
        self.products = products
        cards.setItems(count: products.count, cells: productCards(products))
        thumbnails.setItems(count: products.count, cells: productThumbnails(products))
        link = try CarouselLink(main: cards, thumbnails: thumbnails) // the counts must match; keep the link
        cards.carouselDelegate = self // held weakly: the page keeps the carousels, not the other way
    }

    /// The store changed its list: both sides take the same batch, the main first, at rest or moving.
    func show(_ new: [Product]) throws {
        let old = products
        products = new // the delegate hears the new indices during the batch
        do {
            try link.updateItems(
                from: old.map(\.id), to: new.map(\.id), mainCells: productCards(new), thumbnailCells: productThumbnails(new))
        } catch {
            products = old
            throw error
        }
    }
}

// The delegate's methods in the extension that declares the conformance, so that Swift warns about one
// whose name is nearly right ("nearly matches defaulted requirement"); the README lists every one.
extension KioskPage: CarouselDelegate {
    func carousel(_ carousel: any Carousel, didChangeSettledIndex index: Int, cause: ScrollCause) {
        log.append("showing \(products[index].name) (\(cause.rawValue))")
    }

    func carousel(_ carousel: any Carousel, didSelectItemAt index: Int, cause: ScrollCause) {
        log.append("opened \(products[index].name) (\(cause.rawValue))")
    }
}
