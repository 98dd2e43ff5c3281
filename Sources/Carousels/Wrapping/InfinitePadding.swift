import Foundation

/// Seed C's padding (C1) and mapping (C2), as pure maths: how many copies of the data to put on
/// each side of it in a collection so the strip can be shifted by one data set without the user
/// seeing it, and where the shifts happen (C3).
///
/// Rows are laid out `step` apart from x = 0: row r's cell starts at `r × step`. The data (count n)
/// occupies rows `leftPad..<leftPad + n`; the copies around it show the same items (C2).
/// All lengths are in points.
public struct InfinitePadding: Hashable, Sendable {
    /// The number of data items, n.
    public let count: Int
    /// Copies before the data (rows 0..<leftPad).
    public let leftPad: Int
    /// Copies after the data.
    public let rightPad: Int
    /// What the article's formula gives for `rightPad`; `rightPad` is never less than one screen
    /// plus one cell (see `init`).
    public let articleRightPad: Int
    /// Cell width + spacing.
    public let step: CGFloat
    /// The gap between cells.
    public let spacing: CGFloat
    /// The smallest content offset that stays put: below it, C3 shifts the offset forward.
    public let minScrollableOffset: CGFloat
    /// The largest content offset that stays put: above it, C3 shifts the offset back.
    public let maxScrollableOffset: CGFloat

    /// The padding for `count` items of `layout` in a collection `viewWidth` points wide (C1).
    ///
    /// With one screen = ⌊viewWidth / step⌋ cells and the data's span n·step − spacing:
    /// - data wider than the view: `leftPad = rightPad = oneScreen + 1`;
    /// - narrower: the article pads to `⌊(3·viewWidth − span) / step⌋ + 2` rows in all, with
    ///   `leftPad = oneScreen + 1` and the rest on the right. That total leaves less than a screen
    ///   of copies on the right once the data is wider than about half the view (640 pt view,
    ///   100 pt cells, 6 items: 2 copies, so the maximum scrollable offset shows blank past the
    ///   last row); `rightPad` is therefore raised to at least `oneScreen + 1`, as on the left.
    /// With no items (or no width) everything is 0.
    public init(count: Int, layout: StripLayout, viewWidth: CGFloat) {
        let step = layout.step
        self.count = max(0, count)
        self.step = step
        spacing = layout.spacing
        guard count > 0, step > 0, viewWidth > 0 else {
            (leftPad, rightPad, articleRightPad) = (0, 0, 0)
            (minScrollableOffset, maxScrollableOffset) = (0, 0)
            return
        }
        let span = CGFloat(count) * step - layout.spacing
        let oneScreen = Int((viewWidth / step).rounded(.down))
        leftPad = oneScreen + 1
        if span > viewWidth {
            articleRightPad = leftPad
        } else {
            let total = Int(((3 * viewWidth - span) / step).rounded(.down)) + 2
            articleRightPad = total - count - leftPad
        }
        rightPad = max(articleRightPad, oneScreen + 1)
        minScrollableOffset = CGFloat(leftPad) * step - viewWidth
        maxScrollableOffset = CGFloat(leftPad + count) * step - layout.spacing
    }

    /// All rows: copies, data, copies.
    public var rowCount: Int { leftPad + count + rightPad }
    /// The width of one full data set plus one gap: how far a C3 shift moves the offset.
    public var period: CGFloat { CGFloat(count) * step }
    /// The content offset that shows the data's first item at the left edge.
    public var startOffset: CGFloat { CGFloat(leftPad) * step }

    /// C2: the item row r shows, `((r − leftPad) mod n + n) mod n`; nil with no items.
    public func item(forRow row: Int) -> Int? {
        count > 0 ? WrapMath.wrap(row - leftPad, count: count) : nil
    }

    /// C3: `offset` moved by whole periods into `minScrollableOffset...maxScrollableOffset`
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

    /// The offsets that stay put (C3): `minScrollableOffset...maxScrollableOffset`; nil with no items.
    public var recentreRange: ClosedRange<CGFloat>? {
        guard count > 0, minScrollableOffset <= maxScrollableOffset else { return nil }
        return minScrollableOffset...maxScrollableOffset
    }
}
