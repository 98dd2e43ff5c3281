import Foundation
import ScrollKit

/// How a carousel makes and fills its item views, as `UICollectionView`'s cell registration does: a
/// technique asks `makeCell()` once per *slot* (seed A's three views, seed B's pool, seed E's pages in
/// view) and `configure(_:forItem:)` every time a slot shows another logical item. A cell holds nothing
/// of its own: whatever it shows comes from `configure`, so a recycled view or a copy never disagrees
/// with the item it shows.
///
/// ```swift
/// let cells = CarouselCells(make: { NumberCard() }, configure: { card, index in card.number = index })
/// carousel.setItems(count: 12, cells: cells)
/// ```
@MainActor
public struct CarouselCells {
    private let make: @MainActor () -> View
    private let fill: @MainActor (View, Int) -> Void
    /// What a screen reader says for each logical item (its name and description), or nil: the items
    /// are then named by their position ("Item 3"). Called off the main thread: it must read only what
    /// it captured (the banners' titles, say).
    public let describe: AccessibilityDescriber?

    /// Cells of type `Cell`: `make` builds an empty one, `configure` shows logical item `index` in it
    /// (always `0..<itemCount`), `describe` says what it is to a screen reader (nil: "Item k").
    public init<Cell: View>(
        make: @escaping @MainActor () -> Cell, configure: @escaping @MainActor (Cell, Int) -> Void,
        describe: AccessibilityDescriber? = nil
    ) {
        self.describe = describe
        self.make = make
        fill = { view, index in
            // Only views from `make` are ever configured, so the cast always succeeds.
            if let cell = view as? Cell { configure(cell, index) }
        }
    }

    /// A new, empty cell for a slot.
    public func makeCell() -> View { make() }

    /// Shows logical item `index` in `cell`, a view this value made.
    public func configure(_ cell: View, forItem index: Int) { fill(cell, index) }

    /// The default cells: a `BannerItemView` showing `banners[index]`, its text reading in `direction`
    /// (the technique gives it its corner radius, as it does any cell's `View.cornerRadius`).
    public static func banners(_ banners: [Banner], direction: LayoutDirection = .leftToRight) -> CarouselCells {
        CarouselCells(
            make: { () -> BannerItemView in
                let view = BannerItemView()
                view.textDirection = direction
                return view
            },
            configure: { (view: BannerItemView, index: Int) in
                view.configure(with: banners.indices.contains(index) ? banners[index] : nil)
            },
            describe: Banner.describer(banners))
    }

    /// No cells: what a carousel holds before it is given items (nothing is ever configured).
    public static let empty = CarouselCells(make: { View() }, configure: { _, _ in })
}
