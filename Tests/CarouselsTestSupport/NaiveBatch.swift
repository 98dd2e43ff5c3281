import Carousels
import Foundation
import ScrollKitTestSupport

/// The slow, obvious meaning of a `CarouselItemChanges` batch, for checking the fast maps against:
/// it applies the batch to an array of identities by building the array after it place by place.
public enum NaiveBatch {
    /// `ids` after `changes`: the removed and moved-away items leave; each inserted place gets
    /// `fresh(place)`, each move's destination its item; the items that stay fill the remaining
    /// places in their old order. Nil when the batch does not fit (`problem(applyingTo:)` says why).
    ///
    /// - Complexity: O(n · k) for n items and k changes: fine for a test.
    public static func apply<ID>(_ changes: CarouselItemChanges, to ids: [ID], fresh: (Int) -> ID) -> [ID]? {
        guard changes.problem(applyingTo: ids.count) == nil else { return nil }
        let leaving = Set(changes.removed + changes.moved.map(\.from))
        var staying = ids.indices.filter { !leaving.contains($0) }.map { ids[$0] }.makeIterator()
        let after = changes.count(after: ids.count)
        var result: [ID] = []
        result.reserveCapacity(after)
        for place in 0..<after {
            if changes.inserted.contains(place) {
                result.append(fresh(place))
            } else if let move = changes.moved.first(where: { $0.to == place }) {
                result.append(ids[move.from])
            } else if let next = staying.next() {
                result.append(next)
            } else {
                return nil
            }
        }
        return result
    }

    /// A random batch that fits `count` items: up to `maxChanges` removals, insertions, moves and
    /// reloads, in no particular order (the maps must not depend on it).
    public static func randomBatch(count: Int, maxChanges: Int, using rng: inout SplitMix64) -> CarouselItemChanges {
        var changes = CarouselItemChanges()
        var free = Array(0..<count)
        free.shuffle(using: &rng)
        let removals = count == 0 ? 0 : Int.random(in: 0...min(maxChanges, count), using: &rng)
        changes.removed = Array(free.prefix(removals))
        free.removeFirst(removals)
        let moves = free.isEmpty ? 0 : Int.random(in: 0...min(maxChanges, free.count), using: &rng)
        let movedFrom = Array(free.prefix(moves))
        free.removeFirst(moves)
        let inserts = Int.random(in: 0...maxChanges, using: &rng)
        let after = count - removals + inserts
        var places = Array(0..<after)
        places.shuffle(using: &rng)
        changes.inserted = Array(places.prefix(inserts))
        changes.moved = zip(movedFrom, places.dropFirst(inserts)).map { CarouselItemChanges.Move(from: $0, to: $1) }
        let reloads = free.isEmpty ? 0 : Int.random(in: 0...min(maxChanges, free.count), using: &rng)
        changes.reloaded = Array(free.prefix(reloads))
        return changes
    }
}
