import Foundation

/// Where each item goes in a batch (`CarouselItemChanges`), both ways, without walking the items: the
/// items that stay keep their order and fill, in turn, the places after the batch that no inserted
/// or moved item takes.
///
/// Built once per batch in O(k log k) for k changes; each query is O(k) (O(log k) to find, then a
/// walk over the changes before it) and allocates nothing, so a batch costs O(changes + visible
/// items), whatever the count.
public struct CarouselIndexMap: Sendable {
    /// How many items there were before the batch.
    public let countBefore: Int
    /// How many items there are after it.
    public let countAfter: Int
    /// Indices before the batch that leave their place (removed or moved), ascending.
    private let leaving: [Int]
    /// Indices after the batch that an inserted or moved item takes, ascending.
    private let arriving: [Int]
    /// The moves, by index before the batch.
    private let movedTo: [Int: Int]
    /// The moves, by index after the batch.
    private let movedFrom: [Int: Int]

    /// The map of `changes` applied to `count` items (which `changes.problem(applyingTo:)` accepts).
    public init(_ changes: CarouselItemChanges, count: Int) {
        countBefore = count
        countAfter = changes.count(after: count)
        leaving = (changes.removed + changes.moved.map(\.from)).sorted()
        arriving = (changes.inserted + changes.moved.map(\.to)).sorted()
        movedTo = Dictionary(changes.moved.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
        movedFrom = Dictionary(changes.moved.map { ($0.to, $0.from) }, uniquingKeysWith: { first, _ in first })
    }

    /// The index after the batch of the item at `old` before it; nil if it was removed (or `old` is
    /// out of range).
    public func newIndex(ofOld old: Int) -> Int? {
        guard (0..<countBefore).contains(old) else { return nil }
        if let to = movedTo[old] { return to }
        guard !Self.contains(leaving, old) else { return nil }
        return Self.place(rank: old - Self.countBelow(old, in: leaving), skipping: arriving)
    }

    /// The index before the batch of the item at `new` after it; nil if it was inserted (or `new` is
    /// out of range).
    public func oldIndex(ofNew new: Int) -> Int? {
        guard (0..<countAfter).contains(new) else { return nil }
        if let from = movedFrom[new] { return from }
        guard !Self.contains(arriving, new) else { return nil }
        return Self.place(rank: new - Self.countBelow(new, in: arriving), skipping: leaving)
    }

    /// Whether the item at `old` stays in order: neither removed nor moved.
    public func stays(_ old: Int) -> Bool { (0..<countBefore).contains(old) && !Self.contains(leaving, old) }

    /// The index after the batch of the item that takes the place of the one at `old` when it is
    /// current and removed (or moved away): the next item that stays, in order; past the last, the
    /// first that stays when `wraps`, else the previous one that stays; with none staying, the first
    /// item after the batch (nil with none).
    ///
    /// - Complexity: O(k) for k changes.
    public func successor(ofOld old: Int, wraps: Bool) -> Int? {
        if let index = newIndex(ofOld: old) { return index }
        guard countAfter > 0 else { return nil }
        // The items that leave form runs; the next that stays is past the run holding `old`.
        var next = old + 1
        while next < countBefore, !stays(next) { next += 1 }
        if next < countBefore { return newIndex(ofOld: next) }
        if wraps {
            var first = 0
            while first < countBefore, !stays(first) { first += 1 }
            return first < countBefore ? newIndex(ofOld: first) : 0
        }
        var previous = old - 1
        while previous >= 0, !stays(previous) { previous -= 1 }
        return previous >= 0 ? newIndex(ofOld: previous) : countAfter - 1
    }

    /// How many elements of the ascending `sorted` are below `value`. O(log k).
    private static func countBelow(_ value: Int, in sorted: [Int]) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    private static func contains(_ sorted: [Int], _ value: Int) -> Bool {
        let index = countBelow(value, in: sorted)
        return index < sorted.count && sorted[index] == value
    }

    /// The `rank`-th index (0-based) not in the ascending `taken`.
    private static func place(rank: Int, skipping taken: [Int]) -> Int {
        var index = rank
        for value in taken {
            guard value <= index else { break }
            index += 1
        }
        return index
    }
}
