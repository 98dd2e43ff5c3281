import Foundation

/// The geometry of a strip of equal items one after another along its main axis (seed B's tiles,
/// seed C's cells), in points. Lengths are along the main axis (`ItemFlow.axis`): widths in a
/// horizontal strip, heights in a vertical one; across, an item fills the strip.
///
/// Kept for code written before seeds B and C took the carousel's layout policy: every initialiser
/// that took one takes a `CarouselLayout` now (`CarouselLayout.tiles` is this default), which also
/// sizes items per view, aligns them and gives items lengths of their own.
@available(*, deprecated, message: "use CarouselLayout: CarouselLayout(inset: 0, spacing:, cornerRadius:, itemLength: .fixed(…))")
public struct StripLayout: Hashable, Sendable {
    /// The length of one item along the main axis.
    public var itemLength: CGFloat
    /// The gap between neighbouring items.
    public var spacing: CGFloat
    /// The radius of each item's rounded corners.
    public var cornerRadius: CGFloat

    /// Items `itemLength` long, `spacing` apart, with `cornerRadius` corners (points).
    public init(itemLength: CGFloat = 280, spacing: CGFloat = 12, cornerRadius: CGFloat = 8) {
        self.itemLength = itemLength
        self.spacing = spacing
        self.cornerRadius = cornerRadius
    }

    /// From one item's leading edge to the next one's: `itemLength + spacing`.
    public var step: CGFloat { itemLength + spacing }

    /// Seeds B and C's default: 280 pt items (between a third and a half of a 640 pt window), 12 pt apart.
    public static let standard = StripLayout()

    /// The same items as a `CarouselLayout`: fixed `itemLength`, `spacing` apart, no inset, centred
    /// (`CarouselLayout.tiles` for `standard`). A length `CarouselLayout.problem` rejects is used at
    /// the layout's default, as every layout's is.
    public var carouselLayout: CarouselLayout {
        CarouselLayout(inset: 0, spacing: spacing, cornerRadius: cornerRadius, itemLength: .fixed(itemLength))
    }
}
