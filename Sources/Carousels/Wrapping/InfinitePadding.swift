import Foundation

/// Seed C's padding (C1) and mapping (C2), as pure maths: how many copies of the data to put on
/// each side of it in a collection so the strip can be shifted by one data set without the user
/// seeing it, and where the shifts happen (C3).
///
/// Rows are laid out `step` apart along the main axis from logical position 0: row r's cell starts at
/// `r × step`. The data (count n) occupies rows `leadingPad..<leadingPad + n`; the copies around it
/// show the same items (C2). All lengths are in points along the main axis, and every position and
/// offset here is *logical* (growing in item order from the start, `ItemFlow`): a right-to-left
/// strip maps them to physical ones, so the maths is the same for every axis and direction.
public struct InfinitePadding: Hashable, Sendable {
    /// The number of data items, n.
    public let count: Int
    /// Copies before the data (rows 0..<leadingPad): the article's left padding.
    public let leadingPad: Int
    /// Copies after the data: the article's right padding.
    public let trailingPad: Int
    /// What the article's formula gives for `trailingPad`; `trailingPad` is never less than one
    /// screen plus one cell (see `init`).
    public let articleTrailingPad: Int
    /// Cell width + spacing.
    public let step: CGFloat
    /// The gap between cells.
    public let spacing: CGFloat
    /// The smallest logical content offset that stays put: below it, C3 shifts the offset forward.
    public let minScrollableOffset: CGFloat
    /// The largest logical content offset that stays put: above it, C3 shifts the offset back.
    public let maxScrollableOffset: CGFloat

    /// The padding for `count` items of `layout` in a collection `viewLength` points long along its
    /// main axis (C1).
    ///
    /// With one screen = ⌊viewLength / step⌋ cells and the data's span n·step − spacing:
    /// - data longer than the view: `leadingPad = trailingPad = oneScreen + 1`;
    /// - shorter: the article pads to `⌊(3·viewLength − span) / step⌋ + 2` rows in all, with
    ///   `leadingPad = oneScreen + 1` and the rest after the data. That total leaves less than a
    ///   screen of copies after the data once it is longer than about half the view (640 pt view,
    ///   100 pt cells, 6 items: 2 copies, so the maximum scrollable offset shows blank past the
    ///   last row); `trailingPad` is therefore raised to at least `oneScreen + 1`, as before it.
    /// With no items (or no length) everything is 0.
    public init(count: Int, layout: StripLayout, viewLength: CGFloat) {
        let step = layout.step
        self.count = max(0, count)
        self.step = step
        spacing = layout.spacing
        guard count > 0, step > 0, viewLength > 0 else {
            (leadingPad, trailingPad, articleTrailingPad) = (0, 0, 0)
            (minScrollableOffset, maxScrollableOffset) = (0, 0)
            return
        }
        let span = CGFloat(count) * step - layout.spacing
        let oneScreen = Int((viewLength / step).rounded(.down))
        leadingPad = oneScreen + 1
        if span > viewLength {
            articleTrailingPad = leadingPad
        } else {
            let total = Int(((3 * viewLength - span) / step).rounded(.down)) + 2
            articleTrailingPad = total - count - leadingPad
        }
        trailingPad = max(articleTrailingPad, oneScreen + 1)
        minScrollableOffset = CGFloat(leadingPad) * step - viewLength
        maxScrollableOffset = CGFloat(leadingPad + count) * step - layout.spacing
    }

    /// All rows: copies, data, copies.
    public var rowCount: Int { leadingPad + count + trailingPad }
    /// The length of one full data set plus one gap: how far a C3 shift moves the offset.
    public var period: CGFloat { CGFloat(count) * step }
    /// The logical content offset that shows the data's first item at the start edge.
    public var startOffset: CGFloat { CGFloat(leadingPad) * step }

    /// C2: the item row r shows, `((r − leadingPad) mod n + n) mod n`; nil with no items.
    public func item(forRow row: Int) -> Int? {
        count > 0 ? WrapMath.wrap(row - leadingPad, count: count) : nil
    }

    /// The rows that hold data rather than copies: `leadingPad..<leadingPad + count`.
    public var dataRows: Range<Int> { leadingPad..<(leadingPad + count) }

    /// C3: the logical `offset` moved by whole periods into `minScrollableOffset...maxScrollableOffset`
    /// (unchanged when already inside, or with no items). Usually one period, when the offset has
    /// just crossed a bound.
    ///
    /// - Complexity: O(1).
    public func shifted(_ offset: CGFloat) -> CGFloat {
        guard let range = recentreRange, offset.isFinite else { return offset }
        if offset < range.lowerBound {
            return offset + ((range.lowerBound - offset) / period).rounded(.up) * period
        }
        if offset > range.upperBound {
            return offset - ((offset - range.upperBound) / period).rounded(.up) * period
        }
        return offset
    }

    /// The logical offsets that stay put (C3): `minScrollableOffset...maxScrollableOffset`; nil with no items.
    public var recentreRange: ClosedRange<CGFloat>? {
        guard count > 0, minScrollableOffset <= maxScrollableOffset else { return nil }
        return minScrollableOffset...maxScrollableOffset
    }
}
