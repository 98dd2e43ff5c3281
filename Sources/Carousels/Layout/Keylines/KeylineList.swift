import Foundation

/// An ordered list of keylines from the carousel's start to its end, with the indices Material's
/// strategy keeps asking for (pivot, first and last non-anchor, the focal range) found once.
///
/// Build one with `KeylineListBuilder` (which places every keyline from a pivot) or a factory
/// (`multiBrowse`, `uncontained`, `hero`, `centeredHero`, `centeredMultiBrowse`);
/// `init(_:)` takes keylines as they are, for interpolated lists. A list made by the builder or a
/// factory is either empty or has at least one focal keyline and one pivot. Lengths are in points.
public struct KeylineList: Hashable, Sendable, RandomAccessCollection {
    /// The keylines, start to end.
    public let keylines: [Keyline]
    /// The index of the pivot keyline, nil if none is marked.
    public let pivotIndex: Int?
    /// The index of the first keyline that is not an anchor, nil if all are.
    public let firstNonAnchorIndex: Int?
    /// The index of the last keyline that is not an anchor, nil if all are.
    public let lastNonAnchorIndex: Int?
    /// The index of the first focal keyline, nil if none is focal.
    public let firstFocalIndex: Int?
    /// The index of the last focal keyline, nil if none is focal.
    public let lastFocalIndex: Int?

    /// The list with no keylines: what a factory gives for an available length or item length of 0.
    public static let empty = KeylineList([])

    /// A list of `keylines` as given (no offsets are recomputed).
    ///
    /// - Complexity: O(n) for n keylines.
    public init(_ keylines: [Keyline]) {
        self.keylines = keylines
        pivotIndex = keylines.firstIndex { $0.isPivot }
        firstNonAnchorIndex = keylines.firstIndex { !$0.isAnchor }
        lastNonAnchorIndex = keylines.lastIndex { !$0.isAnchor }
        firstFocalIndex = keylines.firstIndex { $0.isFocal }
        lastFocalIndex = keylines.lastIndex { $0.isFocal }
    }

    /// 0: the list is indexed like its `keylines`.
    public var startIndex: Int { 0 }
    /// The number of keylines.
    public var endIndex: Int { keylines.count }
    /// The keyline at `position` (0 is the start anchor).
    public subscript(position: Int) -> Keyline { keylines[position] }

    /// The pivot keyline, nil if none.
    public var pivot: Keyline? { pivotIndex.map { keylines[$0] } }
    /// The first keyline that is not an anchor, nil if none.
    public var firstNonAnchor: Keyline? { firstNonAnchorIndex.map { keylines[$0] } }
    /// The last keyline that is not an anchor, nil if none.
    public var lastNonAnchor: Keyline? { lastNonAnchorIndex.map { keylines[$0] } }
    /// The first focal keyline, nil if none.
    public var firstFocal: Keyline? { firstFocalIndex.map { keylines[$0] } }
    /// The last focal keyline, nil if none.
    public var lastFocal: Keyline? { lastFocalIndex.map { keylines[$0] } }

    /// The list `fraction` of the way from `from` to `to`, keyline by keyline (Material's list `lerp`);
    /// offsets are interpolated, not recomputed from a pivot. Lists of different lengths give the
    /// shorter one's count.
    ///
    /// - Complexity: O(n) for n keylines.
    public static func interpolated(from: KeylineList, to: KeylineList, fraction: CGFloat) -> KeylineList {
        KeylineList(
            zip(from.keylines, to.keylines).map { Keyline.interpolated(from: $0, to: $1, fraction: fraction) })
    }
}
