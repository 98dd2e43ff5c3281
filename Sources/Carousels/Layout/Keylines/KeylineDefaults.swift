import Foundation

/// Material 3's carousel constants (Compose's `CarouselDefaults`), in points where Compose has dp.
public enum KeylineDefaults {
    /// The smallest a small item may be: 40 points.
    public static let minSmallItemLength: CGFloat = 40
    /// The largest a small item may be: 56 points.
    public static let maxSmallItemLength: CGFloat = 56
    /// The length of the off-screen anchor keylines at each end: 10 points.
    public static let anchorLength: CGFloat = 10
    /// An uncontained carousel's cut-off item may be at most this fraction of the large length (0.85),
    /// so it still visibly differs from the items that are whole.
    public static let mediumLargeItemDifferenceThreshold: CGFloat = 0.85
}
