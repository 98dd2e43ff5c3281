import Foundation

/// The geometry of a strip of equal items side by side (seed B's tiles, seed C's cells), in points.
public struct StripLayout: Hashable, Sendable {
    /// The width of one item.
    public var itemWidth: CGFloat
    /// The gap between neighbouring items.
    public var spacing: CGFloat
    /// The radius of each item's rounded corners.
    public var cornerRadius: CGFloat

    /// A layout of items `itemWidth` points wide, `spacing` points apart, with corners of
    /// `cornerRadius` points.
    public init(itemWidth: CGFloat = 280, spacing: CGFloat = 12, cornerRadius: CGFloat = 8) {
        self.itemWidth = itemWidth
        self.spacing = spacing
        self.cornerRadius = cornerRadius
    }

    /// From one item's leading edge to the next one's: `itemWidth + spacing`.
    public var step: CGFloat { itemWidth + spacing }

    /// Seeds B and C's default: 280 pt items (between a third and a half of a 640 pt window), 12 pt apart.
    public static let standard = StripLayout()
}
