import Foundation

/// A fixed place along a carousel's main axis that says how big an item is when its centre sits there.
///
/// Material 3's carousels (Compose's `HorizontalMultiBrowseCarousel` and its siblings) lay every item
/// out end to end at the large (focal) length, the *unadjusted* model, then mask and move each one
/// so that its centre follows the keylines: an item between two keylines takes the size and offset
/// interpolated between them. All lengths are in points along the main axis, measured from the
/// carousel's leading edge (its start, before any content padding).
public struct Keyline: Hashable, Sendable {
    /// The item's masked length when its centre is at `offset`, in points.
    public var size: CGFloat
    /// Where an item's centre is drawn when it is at this keyline, in points from the carousel's start.
    public var offset: CGFloat
    /// Where the same item's centre is in the end-to-end model (every item at the focal length,
    /// separated by the item spacing), in points from the carousel's start.
    public var unadjustedOffset: CGFloat
    /// Whether an item here is focal: shown whole, at the focal (large) length.
    public var isFocal: Bool
    /// Whether this keyline stays put when the focal range shifts (the off-screen keylines at each end).
    public var isAnchor: Bool
    /// Whether this keyline is the one every other keyline of its list was placed from.
    public var isPivot: Bool
    /// How far an item here reaches past the carousel's start or end, in points; 0 when it is wholly
    /// inside or wholly outside.
    public var cutoff: CGFloat

    /// A keyline from its parts (all lengths in points).
    public init(
        size: CGFloat, offset: CGFloat, unadjustedOffset: CGFloat, isFocal: Bool, isAnchor: Bool, isPivot: Bool,
        cutoff: CGFloat
    ) {
        self.size = size
        self.offset = offset
        self.unadjustedOffset = unadjustedOffset
        self.isFocal = isFocal
        self.isAnchor = isAnchor
        self.isPivot = isPivot
        self.cutoff = cutoff
    }

    /// The keyline `fraction` of the way from `start` to `end`: every length interpolated linearly,
    /// every flag taken from `start` below one half and from `end` from one half on (Material's `lerp`).
    ///
    /// - Complexity: O(1).
    public static func interpolated(from start: Keyline, to end: Keyline, fraction: CGFloat) -> Keyline {
        let flags = fraction < 0.5 ? start : end
        return Keyline(
            size: KeylineMath.lerp(start.size, end.size, fraction),
            offset: KeylineMath.lerp(start.offset, end.offset, fraction),
            unadjustedOffset: KeylineMath.lerp(start.unadjustedOffset, end.unadjustedOffset, fraction),
            isFocal: flags.isFocal, isAnchor: flags.isAnchor, isPivot: flags.isPivot,
            cutoff: KeylineMath.lerp(start.cutoff, end.cutoff, fraction))
    }
}
