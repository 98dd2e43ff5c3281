import Foundation

/// A batch of changes to a carousel's items, by index, as `UICollectionView.performBatchUpdates` takes
/// them: what was removed and reloaded is counted in the items *before* the batch, what was inserted
/// in the items *after* it, and a move goes from an index before to an index after. The items that
/// neither moved nor were removed keep their order.
///
/// ```swift
/// var changes = CarouselItemChanges()
/// changes.remove(at: 3)          // the old item 3 goes
/// changes.insert(at: 0)          // a new first item comes
/// changes.move(from: 7, to: 2)   // the old item 7 becomes the new item 2
/// try carousel.updateItems(changes, cells: newCells)
/// ```
///
/// Or let the carousel work the batch out from each item's stable identity:
/// `try CarouselItemChanges(from: oldIDs, to: newIDs)`.
public struct CarouselItemChanges: Hashable, Sendable {
    /// One item that moved: `from` counted before the batch, `to` after it.
    public struct Move: Hashable, Sendable {
        /// Its index before the batch.
        public var from: Int
        /// Its index after the batch.
        public var to: Int

        /// The item at `from` before the batch is at `to` after it.
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// Indices before the batch of the items that leave.
    public var removed: [Int]
    /// Indices after the batch of the items that arrive.
    public var inserted: [Int]
    /// Items that change place.
    public var moved: [Move]
    /// Indices before the batch of the items that stay the same item but show new content (their
    /// views are configured again).
    public var reloaded: [Int]

    /// A batch of the given changes (none by default).
    public init(removed: [Int] = [], inserted: [Int] = [], moved: [Move] = [], reloaded: [Int] = []) {
        self.removed = removed
        self.inserted = inserted
        self.moved = moved
        self.reloaded = reloaded
    }

    /// Whether the batch changes nothing.
    public var isEmpty: Bool { removed.isEmpty && inserted.isEmpty && moved.isEmpty && reloaded.isEmpty }

    /// Adds the removal of the item at `index` (counted before the batch).
    public mutating func remove(at index: Int) { removed.append(index) }
    /// Adds an item arriving at `index` (counted after the batch).
    public mutating func insert(at index: Int) { inserted.append(index) }
    /// Adds the move of the item at `from` (before the batch) to `to` (after it).
    public mutating func move(from: Int, to: Int) { moved.append(Move(from: from, to: to)) }
    /// Adds a reload of the item at `index` (counted before the batch).
    public mutating func reload(at index: Int) { reloaded.append(index) }

    /// How many items there are after the batch, given `count` before it.
    public func count(after count: Int) -> Int { count - removed.count + inserted.count }

    /// Why the batch cannot be applied to `count` items, or nil when it can: every index in range,
    /// no item removed or moved twice, no place after the batch filled twice, no reloaded item removed
    /// or moved. The messages name the index, the range and how to fix it.
    ///
    /// - Complexity: O(k log k) for k changes.
    public func problem(applyingTo count: Int) -> Problem? {
        let after = self.count(after: count)
        guard after >= 0 else {
            return Problem(
                "removes \(removed.count) items of \(count): remove only items that exist, each once")
        }
        var leaving = Set<Int>(minimumCapacity: removed.count + moved.count)
        for index in removed + moved.map(\.from) {
            guard (0..<count).contains(index) else {
                return Problem(
                    "removes or moves the item at \(index), outside the \(count) items before the batch (0..<\(count)): count removals and moves from the items as they were"
                )
            }
            guard leaving.insert(index).inserted else {
                return Problem("removes or moves the item at \(index) twice: give each item that leaves its place once")
            }
        }
        var arriving = Set<Int>(minimumCapacity: inserted.count + moved.count)
        for index in inserted + moved.map(\.to) {
            guard (0..<after).contains(index) else {
                return Problem(
                    "inserts or moves an item to \(index), outside the \(after) items after the batch (0..<\(after)): count insertions and move destinations in the items as they will be"
                )
            }
            guard arriving.insert(index).inserted else {
                return Problem("puts two items at \(index): give each place after the batch one inserted or moved item")
            }
        }
        for index in reloaded {
            guard (0..<count).contains(index) else {
                return Problem(
                    "reloads the item at \(index), outside the \(count) items before the batch (0..<\(count))")
            }
            guard !leaving.contains(index) else {
                return Problem(
                    "reloads the item at \(index), which the batch removes or moves: a moved item is configured again anyway; drop the reload"
                )
            }
        }
        return nil
    }

    /// A batch that cannot be applied: what is wrong and how to fix it.
    public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// What is wrong, and how to fix it.
        public var message: String

        init(_ message: String) { self.message = "carousel item changes: the batch " + message }

        public var description: String { message }
    }
}

// MARK: Diff by identity

extension CarouselItemChanges {
    /// The batch that turns items identified by `old` into items identified by `new` (each id stable
    /// and unique): ids only in `new` are inserted, ids only in `old` removed, ids whose relative order
    /// changed moved (Swift's `CollectionDifference`, with moves inferred), and ids in `reloading`
    /// that stay are reloaded (their content changed).
    ///
    /// - Throws: `Problem` naming the first id that appears twice in `old` or in `new`.
    /// - Complexity: O((n + m) · d) for n and m ids and d differences (Myers' diff).
    public init<ID: Hashable>(from old: [ID], to new: [ID], reloading: Set<ID> = []) throws(Problem) {
        if let duplicate = Self.firstDuplicate(in: old) {
            throw Problem(
                "was given the id \(duplicate.id) twice among the items before it (at \(duplicate.first) and \(duplicate.second)): give each item a unique id"
            )
        }
        if let duplicate = Self.firstDuplicate(in: new) {
            throw Problem(
                "was given the id \(duplicate.id) twice among the items after it (at \(duplicate.first) and \(duplicate.second)): give each item a unique id"
            )
        }
        self.init()
        for change in new.difference(from: old).inferringMoves() {
            switch change {
            case .remove(let offset, _, let destination?): moved.append(Move(from: offset, to: destination))
            case .remove(let offset, _, nil): removed.append(offset)
            case .insert(_, _, _?): break // the move's other half
            case .insert(let offset, _, nil): inserted.append(offset)
            }
        }
        if !reloading.isEmpty {
            let leaving = Set(removed + moved.map(\.from))
            reloaded = old.indices.filter { !leaving.contains($0) && reloading.contains(old[$0]) }
        }
        removed.sort()
        inserted.sort()
        moved.sort { $0.from < $1.from }
    }

    private static func firstDuplicate<ID: Hashable>(in ids: [ID]) -> (id: ID, first: Int, second: Int)? {
        var seen = [ID: Int](minimumCapacity: ids.count)
        for (index, id) in ids.enumerated() {
            if let first = seen.updateValue(index, forKey: id) { return (id, first, index) }
        }
        return nil
    }
}

/// What a batch did to a carousel, as its delegate hears it (`CarouselDelegate.carousel(_:didUpdateItems:)`).
public struct CarouselItemsUpdate: Hashable, Sendable {
    /// The batch applied.
    public var changes: CarouselItemChanges
    /// How many items there were before the batch.
    public var countBefore: Int
    /// How many items there are after it.
    public var countAfter: Int
    /// The current item before the batch (nil with none).
    public var currentBefore: Int?
    /// The current item after the batch: the same item at its new index, or, when it was removed, the
    /// next one (on a finite strip, the previous one when it was the last); nil with none.
    public var currentAfter: Int?

    /// A report of `changes` taking `countBefore` items to `countAfter`, the current item going from
    /// `currentBefore` to `currentAfter`.
    public init(changes: CarouselItemChanges, countBefore: Int, countAfter: Int, currentBefore: Int?, currentAfter: Int?) {
        self.changes = changes
        self.countBefore = countBefore
        self.countAfter = countAfter
        self.currentBefore = currentBefore
        self.currentAfter = currentAfter
    }
}
