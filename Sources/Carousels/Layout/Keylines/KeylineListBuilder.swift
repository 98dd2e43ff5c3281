import Foundation

/// Where a keyline list puts its focal range in the carousel.
public enum KeylineAlignment: Hashable, Sendable {
    /// The first focal item's leading edge at the carousel's start.
    case start
    /// The focal range centred in the carousel.
    case center
    /// The last focal item's trailing edge at the carousel's end.
    case end
}

/// Collects keyline sizes in order, then places them (Material's `keylineListOf` scope).
///
/// The focal range is the first run of the largest size added: its first index is where that size
/// first appears, and it extends while the next keyline has exactly the same size. Every keyline's
/// offset and unadjusted offset are then computed from one *pivot* keyline: keylines before it are laid
/// back to back towards the start, those after it towards the end, each separated by the item
/// spacing; in the unadjusted model every step is the focal length plus the spacing. Lengths are in
/// points.
public struct KeylineListBuilder: Sendable {
    /// One keyline before placing: its size (points) and whether it is an anchor.
    public struct Entry: Hashable, Sendable {
        /// The item's length at this keyline, in points.
        public var size: CGFloat
        /// Whether the keyline is an anchor (stays put when the focal range shifts).
        public var isAnchor: Bool
    }

    /// The sizes added so far, start to end.
    public private(set) var entries: [Entry] = []
    /// The index of the first keyline of the largest size, nil while nothing larger than 0 was added.
    public private(set) var firstFocalIndex: Int?
    private var focalSize: CGFloat = 0

    /// An empty builder.
    public init() {}

    /// Appends a keyline of `size` points; anchors are the off-screen keylines at each end.
    ///
    /// - Complexity: amortised O(1).
    public mutating func add(_ size: CGFloat, isAnchor: Bool = false) {
        entries.append(Entry(size: size, isAnchor: isAnchor))
        if size > focalSize {
            firstFocalIndex = entries.count - 1
            focalSize = size
        }
    }

    /// The index of the last keyline of the focal range, nil while there is none.
    ///
    /// - Complexity: O(n) for n keylines.
    public var lastFocalIndex: Int? {
        guard var last = firstFocalIndex else { return nil }
        while last + 1 < entries.count && entries[last + 1].size == focalSize { last += 1 }
        return last
    }

    /// The keylines placed with the focal range aligned in a carousel `availableLength` points long
    /// whose items are `itemSpacing` points apart. Empty if no size above 0 was added.
    ///
    /// - Complexity: O(n) for n keylines.
    public func build(aligned alignment: KeylineAlignment, availableLength: CGFloat, itemSpacing: CGFloat) -> KeylineList {
        guard let first = firstFocalIndex, let last = lastFocalIndex else { return .empty }
        let pivotOffset: CGFloat
        switch alignment {
        case .start:
            pivotOffset = focalSize / 2
        case .end:
            pivotOffset = availableLength - focalSize / 2
        case .center:
            // The focal range's middle at the carousel's middle. Compose halves the spacing only
            // for an even number of focal items (it writes −size/2 per extra item and −spacing/2
            // once); this is the same for one or two focal items and also right for three or more.
            let stepsAfterPivot = CGFloat(last - first)
            pivotOffset = availableLength / 2 - stepsAfterPivot * (focalSize + itemSpacing) / 2
        }
        return place(pivotIndex: first, pivotOffset: pivotOffset, availableLength: availableLength, itemSpacing: itemSpacing)
    }

    /// The keylines placed so that the one at `pivotIndex` is centred `pivotOffset` points from the
    /// carousel's start. Empty if no size above 0 was added or `pivotIndex` is out of range.
    ///
    /// - Complexity: O(n) for n keylines.
    public func build(pivotIndex: Int, pivotOffset: CGFloat, availableLength: CGFloat, itemSpacing: CGFloat) -> KeylineList {
        guard firstFocalIndex != nil, entries.indices.contains(pivotIndex) else { return .empty }
        return place(pivotIndex: pivotIndex, pivotOffset: pivotOffset, availableLength: availableLength, itemSpacing: itemSpacing)
    }

    private func place(pivotIndex: Int, pivotOffset: CGFloat, availableLength: CGFloat, itemSpacing: CGFloat) -> KeylineList {
        let focal = (firstFocalIndex ?? 0)...(lastFocalIndex ?? 0)
        let edges = Edges(availableLength: availableLength)
        var keylines = [Keyline]()
        keylines.reserveCapacity(entries.count)

        // Before the pivot, walking towards the start: `edge` is the trailing edge of the next
        // keyline placed (the pivot is taken to be focal-sized, as Compose does).
        var edge = pivotOffset - focalSize / 2 - itemSpacing
        var unadjustedEdge = edge
        for index in stride(from: pivotIndex - 1, through: 0, by: -1) {
            let entry = entries[index]
            let offset = edge - entry.size / 2
            keylines.append(
                Keyline(
                    size: entry.size, offset: offset, unadjustedOffset: unadjustedEdge - focalSize / 2,
                    isFocal: focal.contains(index), isAnchor: entry.isAnchor, isPivot: false,
                    cutoff: edges.isCutAtStart(size: entry.size, offset: offset) ? abs(offset - entry.size / 2) : 0))
            edge -= entry.size + itemSpacing
            unadjustedEdge -= focalSize + itemSpacing
        }
        keylines.reverse()

        let pivot = entries[pivotIndex]
        keylines.append(
            Keyline(
                size: pivot.size, offset: pivotOffset, unadjustedOffset: pivotOffset, isFocal: focal.contains(pivotIndex),
                isAnchor: pivot.isAnchor, isPivot: true, cutoff: edges.pivotCutoff(size: pivot.size, offset: pivotOffset)))

        // After the pivot, walking towards the end: `edge` is the leading edge of the next keyline.
        edge = pivotOffset + focalSize / 2 + itemSpacing
        unadjustedEdge = edge
        for index in (pivotIndex + 1)..<Swift.max(pivotIndex + 1, entries.count) {
            let entry = entries[index]
            let offset = edge + entry.size / 2
            keylines.append(
                Keyline(
                    size: entry.size, offset: offset, unadjustedOffset: unadjustedEdge + focalSize / 2,
                    isFocal: focal.contains(index), isAnchor: entry.isAnchor, isPivot: false,
                    cutoff: edges.isCutAtEnd(size: entry.size, offset: offset) ? offset + entry.size / 2 - availableLength : 0))
            edge += entry.size + itemSpacing
            unadjustedEdge += focalSize + itemSpacing
        }
        return KeylineList(keylines)
    }

    /// The carousel's two edges, for cutoffs.
    private struct Edges {
        var availableLength: CGFloat

        /// Whether an item of `size` centred at `offset` straddles the start (partly in, partly out).
        func isCutAtStart(size: CGFloat, offset: CGFloat) -> Bool {
            offset - size / 2 < 0 && offset + size / 2 > 0
        }

        /// Whether an item of `size` centred at `offset` straddles the end.
        func isCutAtEnd(size: CGFloat, offset: CGFloat) -> Bool {
            offset - size / 2 < availableLength && offset + size / 2 > availableLength
        }

        /// The pivot's cutoff: Compose gives the start case as a signed (negative) length.
        func pivotCutoff(size: CGFloat, offset: CGFloat) -> CGFloat {
            if isCutAtStart(size: size, offset: offset) { return offset - size / 2 }
            if isCutAtEnd(size: size, offset: offset) { return offset + size / 2 - availableLength }
            return 0
        }
    }
}

extension KeylineList {
    /// A list built by `build` from a fresh builder and placed with its focal range `aligned`.
    ///
    /// - Complexity: O(n) for n keylines.
    public init(
        aligned alignment: KeylineAlignment, availableLength: CGFloat, itemSpacing: CGFloat,
        _ build: (inout KeylineListBuilder) -> Void
    ) {
        var builder = KeylineListBuilder()
        build(&builder)
        self = builder.build(aligned: alignment, availableLength: availableLength, itemSpacing: itemSpacing)
    }

    /// A list built by `build` from a fresh builder and placed from the keyline at `pivotIndex`,
    /// centred `pivotOffset` points from the start.
    ///
    /// - Complexity: O(n) for n keylines.
    public init(
        pivotIndex: Int, pivotOffset: CGFloat, availableLength: CGFloat, itemSpacing: CGFloat,
        _ build: (inout KeylineListBuilder) -> Void
    ) {
        var builder = KeylineListBuilder()
        build(&builder)
        self = builder.build(
            pivotIndex: pivotIndex, pivotOffset: pivotOffset, availableLength: availableLength, itemSpacing: itemSpacing)
    }
}
