import Foundation

/// Where the items of one period sit along the main axis, from item 0's leading edge at 0: a run of
/// items with lengths of their own (prefix sums, made once), then a tail of items of the default
/// length placed by arithmetic. Equal items keep no array at all, so a million of them cost O(1)
/// memory. Every lookup is O(1) and allocates nothing.
struct ItemPositions: Sendable {
    /// How many items there are (0 or more).
    let count: Int
    /// The length of an item without a length of its own, in points (0 or more).
    let defaultLength: CGFloat
    /// The gap between neighbouring items, in points (0 or more).
    let spacing: CGFloat
    /// `lengths[i]`: the length of item `i` of the leading run with lengths of their own.
    private let lengths: [CGFloat]
    /// `starts[i]`: the leading edge of item `i` of that run; one entry more, the start of the tail.
    private let starts: [CGFloat]

    /// The positions of `count` items, `given[i]` (when present, non-nil, finite and positive) being
    /// item i's own length, clamped to `maximumLength`; every other item is `defaultLength` long.
    /// O(n) in the given lengths, O(1) without them.
    init(count: Int, defaultLength: CGFloat, spacing: CGFloat, given: [CGFloat?], maximumLength: CGFloat) {
        self.count = count
        self.defaultLength = defaultLength
        self.spacing = spacing
        func ownLength(_ index: Int) -> CGFloat? {
            guard let length = given[index], length.isFinite, length > 0 else { return nil }
            return min(length, maximumLength)
        }
        let provided = min(count, given.count)
        let run = (0..<provided).last { ownLength($0) != nil }.map { $0 + 1 } ?? 0
        var lengths: [CGFloat] = []
        var starts: [CGFloat] = []
        if run > 0 {
            lengths.reserveCapacity(run)
            starts.reserveCapacity(run + 1)
            var edge: CGFloat = 0
            for index in 0..<run {
                let length = ownLength(index) ?? defaultLength
                starts.append(edge)
                lengths.append(length)
                edge += length + spacing
            }
            starts.append(edge)
        }
        self.lengths = lengths
        self.starts = starts
    }

    /// How many leading items have a stored length (0 when every item takes the default).
    var storedCount: Int { lengths.count }

    /// The leading edge of item `index` (in `0...count`; `count` gives the period), in points.
    func start(_ index: Int) -> CGFloat {
        let run = lengths.count
        if index < run { return starts[index] }
        let tail = run > 0 ? starts[run] : 0
        return tail + CGFloat(index - run) * (defaultLength + spacing)
    }

    /// The length of item `index` (in `0..<count`), in points.
    func length(_ index: Int) -> CGFloat {
        index < lengths.count ? lengths[index] : defaultLength
    }

    /// The trailing edge of item `index` (in `0..<count`), in points.
    func end(_ index: Int) -> CGFloat { start(index) + length(index) }
}
