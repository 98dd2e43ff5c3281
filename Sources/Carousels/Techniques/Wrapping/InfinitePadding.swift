import Foundation

/// Seed C's padding (C1) and mapping (C2), as pure maths: how many copies of the data to put on
/// each side of it in a collection so the strip can be shifted by one data set without the user
/// seeing it, and where the shifts happen (C3).
///
/// Rows are the occurrences of an endless `CarouselGeometry` (the items' lengths and spacing, the
/// seam between the last and the first item keeping the spacing): row r is occurrence
/// `r − leadingPad`, row 0's leading edge at logical position 0, so the data (count n) occupies rows
/// `leadingPad..<leadingPad + n` and starts at `startOffset`; the copies around it show the same
/// items (C2) at the same lengths. All lengths are in points along the main axis, and every position
/// and offset here is *logical* (growing in item order from the start, `ItemFlow`): a right-to-left
/// strip maps them to physical ones, so the maths is the same for every axis and direction.
public struct InfinitePadding: Hashable, Sendable {
    /// The number of data items, n.
    public let count: Int
    /// Copies before the data (rows 0..<leadingPad): the article's left padding.
    public let leadingPad: Int
    /// Copies after the data: the article's right padding.
    public let trailingPad: Int
    /// What the article's formula gives for `trailingPad`; `trailingPad` is never less than the
    /// copies that cover more than a view after the data (see `init`).
    public let articleTrailingPad: Int
    /// The mean distance from one row to the next, in points: the period over the count (a cell and
    /// its gap when the cells are equal).
    public let step: CGFloat
    /// The gap between cells.
    public let spacing: CGFloat
    /// The length of one full data set plus one gap: how far a C3 shift moves the offset.
    public let period: CGFloat
    /// The logical content offset that shows the data's first item at the start edge: the leading
    /// copies' length.
    public let startOffset: CGFloat
    /// The smallest logical content offset that stays put: below it, C3 shifts the offset forward.
    public let minScrollableOffset: CGFloat
    /// The largest logical content offset that stays put: above it, C3 shifts the offset back.
    public let maxScrollableOffset: CGFloat

    /// The padding for the items of `geometry` (an endless strip: its count, item lengths, spacing
    /// and view length) (C1).
    ///
    /// Copies are counted from the data's ends outwards until they cover more than the view:
    /// `leadingPad` copies before the data, at least as many after it. With equal cells one step
    /// long that is one screen + 1 = ⌊viewLength / step⌋ + 1 on each side, as in the article; items of
    /// their own lengths get as many as their lengths need, so the padding covers the view whatever
    /// the lengths. For data shorter than the view, the article pads to ⌊(3·viewLength − span) /
    /// step⌋ + 2 rows in all (span: the data's length; step: the mean one), the rest after the data;
    /// that total leaves less than a screen of copies after the data once it is longer than about half
    /// the view (640 pt view, 100 pt cells, 6 items: 2 copies, so the maximum scrollable offset shows
    /// blank past the last row), so `trailingPad` is raised to cover the view, as before it. With no
    /// items, no length or an empty period everything is 0.
    ///
    /// - Complexity: O(k) for the k copies, O(1) memory.
    public init(geometry: CarouselGeometry) {
        let count = geometry.count
        let viewLength = geometry.viewportLength
        let period = geometry.period
        self.count = count
        self.period = period
        spacing = geometry.spacing
        step = count > 0 ? period / CGFloat(count) : 0
        guard count > 0, period > 0, viewLength > 0 else {
            (leadingPad, trailingPad, articleTrailingPad) = (0, 0, 0)
            (startOffset, minScrollableOffset, maxScrollableOffset) = (0, 0, 0)
            return
        }
        let span = geometry.contentLength
        leadingPad = Self.copies(coveringMoreThan: viewLength, in: geometry) { -geometry.start(ofItem: -$0) }
        let covering = Self.copies(coveringMoreThan: viewLength, in: geometry) { geometry.start(ofItem: $0) }
        if span > viewLength {
            articleTrailingPad = leadingPad
        } else {
            let total = Int(((3 * viewLength - span) / step).rounded(.down)) + 2
            articleTrailingPad = total - count - leadingPad
        }
        trailingPad = max(articleTrailingPad, covering)
        startOffset = -geometry.start(ofItem: -leadingPad)
        minScrollableOffset = startOffset - viewLength
        maxScrollableOffset = startOffset + span
    }

    /// The fewest copies, counted from one end of the data outwards, whose slots (cells and gaps) are
    /// more than `length` long: `spanned(k)` is the length of k copies. Whole periods are counted by
    /// arithmetic, the rest one copy at a time (at most `count + 1` of them, so lengths too small for
    /// their sum to reach the view's never hang it).
    private static func copies(
        coveringMoreThan length: CGFloat, in geometry: CarouselGeometry, spanned: (Int) -> CGFloat
    ) -> Int {
        let count = geometry.count
        let cycles = min(max(0, (length / geometry.period).rounded(.down)), CGFloat(Int.max / 8 / count))
        var copies = Int(cycles) * count
        var added = 0
        while spanned(copies) <= length, added <= count {
            copies += 1
            added += 1
        }
        return copies
    }

    /// All rows: copies, data, copies.
    public var rowCount: Int { leadingPad + count + trailingPad }

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

extension InfinitePadding {
    /// The padding for `count` items of `layout` in a collection `viewLength` points long along its
    /// main axis (C1): `init(geometry:)` for an endless strip of those fixed-length items.
    @available(*, deprecated, message: "use init(geometry:) with the CarouselGeometry of the items")
    public init(count: Int, layout: StripLayout, viewLength: CGFloat) {
        self.init(
            geometry: CarouselGeometry(
                layout: layout.carouselLayout, count: count, viewportLength: viewLength, isEndless: true))
    }
}
