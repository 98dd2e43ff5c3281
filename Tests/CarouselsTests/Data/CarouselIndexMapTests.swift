import Carousels
import CarouselsTestSupport
import Foundation
import ScrollKitTestSupport
import Testing

/// `CarouselIndexMap` (issue 28) against the batch applied to an array (`NaiveBatch`): every index both
/// ways, which items stay, and the successor of a current item that leaves.
@Suite("Live data: the index map, both ways, against a naive reference")
struct CarouselIndexMapTests {
    /// The item after the batch that takes the place of the current item `old` of `ids`, as the map
    /// documents it: the same item if it is still there (moved included); else the next one that
    /// stays (neither removed nor moved); past the last, the first that stays when `wraps`, else the
    /// previous one that stays; with none staying, the first item after the batch; nil with none.
    static func referenceSuccessor(of old: Int, ids: [Int], after: [Int], staying: Set<Int>, wraps: Bool) -> Int? {
        if let index = after.firstIndex(of: ids[old]) { return index }
        guard !after.isEmpty else { return nil }
        let next = ids.indices.first { $0 > old && staying.contains(ids[$0]) }
        let fallback =
            wraps ? ids.indices.first { staying.contains(ids[$0]) } : ids.indices.last { $0 < old && staying.contains(ids[$0]) }
        guard let chosen = next ?? fallback else { return 0 }
        return after.firstIndex(of: ids[chosen])
    }

    /// Checks the map of `changes` on `count` items against the naive batch.
    static func check(_ changes: CarouselItemChanges, count: Int, _ label: String) {
        let ids = Array(0..<count)
        guard let after = NaiveBatch.apply(changes, to: ids, fresh: { -1 - $0 }) else {
            Issue.record("\(label): the batch does not fit: \(changes)")
            return
        }
        let map = CarouselIndexMap(changes, count: count)
        #expect(map.countBefore == count && map.countAfter == after.count, "\(label)")
        let moved = Set(changes.moved.map(\.from))
        let staying = Set(ids.filter { after.contains($0) && !moved.contains($0) })
        for old in ids {
            #expect(map.newIndex(ofOld: old) == after.firstIndex(of: old), "\(label): new index of old \(old)")
            #expect(map.stays(old) == staying.contains(old), "\(label): stays \(old)")
            for wraps in [false, true] {
                let expected = referenceSuccessor(of: old, ids: ids, after: after, staying: staying, wraps: wraps)
                #expect(
                    map.successor(ofOld: old, wraps: wraps) == expected,
                    "\(label): successor of \(old), wraps \(wraps): \(String(describing: map.successor(ofOld: old, wraps: wraps))), expected \(String(describing: expected))"
                )
            }
        }
        for new in after.indices {
            let expected: Int? = after[new] >= 0 ? after[new] : nil
            #expect(map.oldIndex(ofNew: new) == expected, "\(label): old index of new \(new)")
        }
        for outside in [-1, count, count + 3] {
            #expect(map.newIndex(ofOld: outside) == nil && !map.stays(outside), "\(label)")
        }
        #expect(map.oldIndex(ofNew: -1) == nil && map.oldIndex(ofNew: after.count) == nil, "\(label)")
    }

    @Test("hand-picked batches: inserts, removals, moves both ways, all removed, all replaced")
    func handPicked() {
        Self.check(CarouselItemChanges(inserted: [0, 3]), count: 5, "inserts")
        Self.check(CarouselItemChanges(removed: [0, 2, 4]), count: 5, "removals")
        Self.check(CarouselItemChanges(moved: [.init(from: 0, to: 4)]), count: 5, "a move to the end")
        Self.check(CarouselItemChanges(moved: [.init(from: 4, to: 0)]), count: 5, "a move to the start")
        Self.check(CarouselItemChanges(removed: [1], inserted: [1], moved: [.init(from: 3, to: 0)]), count: 5, "mixed")
        Self.check(CarouselItemChanges(removed: [0, 1, 2]), count: 3, "all removed")
        Self.check(CarouselItemChanges(removed: [0, 1, 2], inserted: [0, 1]), count: 3, "all replaced")
        Self.check(CarouselItemChanges(removed: [0], inserted: [0], moved: [.init(from: 1, to: 1)]), count: 2, "none stays")
        Self.check(CarouselItemChanges(inserted: [0, 1]), count: 0, "from none")
    }

    @Test("the successor of a removed current item: the next, past the end the first (endless) or the previous (finite)")
    func successors() {
        let middle = CarouselIndexMap(CarouselItemChanges(removed: [2, 3]), count: 6)
        #expect(middle.successor(ofOld: 2, wraps: false) == 2, "old 4 is new 2")
        #expect(middle.successor(ofOld: 3, wraps: true) == 2)
        let last = CarouselIndexMap(CarouselItemChanges(removed: [5]), count: 6)
        #expect(last.successor(ofOld: 5, wraps: true) == 0)
        #expect(last.successor(ofOld: 5, wraps: false) == 4)
        let all = CarouselIndexMap(CarouselItemChanges(removed: [0, 1]), count: 2)
        #expect(all.successor(ofOld: 1, wraps: false) == nil && all.successor(ofOld: 1, wraps: true) == nil)
        let replaced = CarouselIndexMap(CarouselItemChanges(removed: [0, 1, 2, 3], inserted: [0, 1, 2]), count: 4)
        #expect(replaced.successor(ofOld: 3, wraps: false) == 0, "none stays: the first item after the batch")
        #expect(replaced.successor(ofOld: 3, wraps: true) == 0)
    }

    @Test("random batches on 0 to 40 items match the naive reference", arguments: 0..<4)
    func random(seed: UInt64) {
        var rng = SplitMix64(seed: 0x1DE7 + seed)
        for round in 0..<300 {
            let count = Int.random(in: 0...40, using: &rng)
            let changes = NaiveBatch.randomBatch(count: count, maxChanges: Int.random(in: 0...8, using: &rng), using: &rng)
            Self.check(changes, count: count, "seed \(seed) round \(round), \(count) items, \(changes)")
        }
    }

    @Test("a batch on a million items maps without walking them")
    func large() {
        let count = 1_000_000
        let changes = CarouselItemChanges(removed: [500_000], inserted: [10])
        let map = CarouselIndexMap(changes, count: count)
        #expect(map.newIndex(ofOld: 0) == 0)
        #expect(map.newIndex(ofOld: 10) == 11)
        #expect(map.newIndex(ofOld: 499_999) == 500_000)
        #expect(map.newIndex(ofOld: 500_000) == nil)
        #expect(map.newIndex(ofOld: 500_001) == 500_001)
        #expect(map.oldIndex(ofNew: 10) == nil && map.oldIndex(ofNew: 999_999) == 999_999)
        #expect(map.successor(ofOld: 500_000, wraps: true) == 500_001)
    }
}
