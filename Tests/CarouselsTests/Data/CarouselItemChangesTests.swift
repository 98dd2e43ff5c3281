import Carousels
import CarouselsTestSupport
import Foundation
import ScrollKitTestSupport
import Testing

/// `CarouselItemChanges` (issue 28): every rule of `problem(applyingTo:)` with its message, and the
/// diff by identity (`init(from:to:reloading:)`) checked against the batch's meaning (`NaiveBatch`).
@Suite("Live data: item changes, their problems and the diff by id")
struct CarouselItemChangesTests {
    /// The message of the problem `changes` has with `count` items ("" when it has none).
    private func message(_ changes: CarouselItemChanges, count: Int) -> String {
        changes.problem(applyingTo: count)?.message ?? ""
    }

    @Test("a batch that fits has no problem, the empty batch included")
    func fits() {
        #expect(CarouselItemChanges().problem(applyingTo: 0) == nil)
        #expect(CarouselItemChanges().isEmpty)
        let changes = CarouselItemChanges(
            removed: [0, 4], inserted: [0, 4], moved: [.init(from: 2, to: 1)], reloaded: [1, 3])
        #expect(changes.problem(applyingTo: 5) == nil)
        #expect(changes.count(after: 5) == 5)
        #expect(!changes.isEmpty)
    }

    @Test("removing more items than there are names both counts")
    func removesTooMany() {
        let text = message(CarouselItemChanges(removed: [0, 1, 2]), count: 2)
        #expect(text.hasPrefix("carousel item changes: the batch "), "\(text)")
        #expect(text.contains("removes 3 items of 2"), "\(text)")
    }

    @Test("a removal or move outside the items before the batch names the index and the range", arguments: [-1, 3, 7])
    func removalOutOfRange(index: Int) {
        let removal = message(CarouselItemChanges(removed: [index]), count: 3)
        #expect(
            removal.contains("removes or moves the item at \(index), outside the 3 items before the batch (0..<3)"), "\(removal)")
        let move = message(CarouselItemChanges(moved: [.init(from: index, to: 0)]), count: 3)
        #expect(move.contains("the item at \(index), outside the 3 items before the batch (0..<3)"), "\(move)")
    }

    @Test("an item removed twice, or removed and moved, is named")
    func leavesTwice() {
        let twice = message(CarouselItemChanges(removed: [1, 1]), count: 4)
        #expect(twice.contains("removes or moves the item at 1 twice"), "\(twice)")
        let both = message(CarouselItemChanges(removed: [2], moved: [.init(from: 2, to: 0)]), count: 4)
        #expect(both.contains("the item at 2 twice"), "\(both)")
    }

    @Test("an insertion or move destination outside the items after the batch names the index and the range")
    func arrivalOutOfRange() {
        let insert = message(CarouselItemChanges(inserted: [4]), count: 3)
        #expect(insert.contains("inserts or moves an item to 4, outside the 4 items after the batch (0..<4)"), "\(insert)")
        let move = message(CarouselItemChanges(removed: [0], moved: [.init(from: 1, to: 2)]), count: 3)
        #expect(move.contains("to 2, outside the 2 items after the batch (0..<2)"), "\(move)")
        let negative = message(CarouselItemChanges(inserted: [-1]), count: 3)
        #expect(negative.contains("to -1, outside"), "\(negative)")
    }

    @Test("two items arriving at one place are named")
    func arrivesTwice() {
        let inserts = message(CarouselItemChanges(inserted: [0, 0]), count: 3)
        #expect(inserts.contains("puts two items at 0"), "\(inserts)")
        let insertAndMove = message(CarouselItemChanges(inserted: [1], moved: [.init(from: 0, to: 1)]), count: 3)
        #expect(insertAndMove.contains("puts two items at 1"), "\(insertAndMove)")
    }

    @Test("a reload outside the items, or of an item the batch removes or moves, is named")
    func badReloads() {
        let outside = message(CarouselItemChanges(reloaded: [5]), count: 5)
        #expect(outside.contains("reloads the item at 5, outside the 5 items before the batch (0..<5)"), "\(outside)")
        let removed = message(CarouselItemChanges(removed: [2], reloaded: [2]), count: 5)
        #expect(removed.contains("reloads the item at 2, which the batch removes or moves"), "\(removed)")
        let moved = message(CarouselItemChanges(moved: [.init(from: 3, to: 0)], reloaded: [3]), count: 5)
        #expect(moved.contains("reloads the item at 3, which the batch removes or moves"), "\(moved)")
    }

    @Test("the builder methods add to the batch in the order given")
    func builders() {
        var changes = CarouselItemChanges()
        changes.remove(at: 3)
        changes.insert(at: 0)
        changes.move(from: 7, to: 2)
        changes.reload(at: 5)
        #expect(
            changes
                == CarouselItemChanges(removed: [3], inserted: [0], moved: [.init(from: 7, to: 2)], reloaded: [5]))
    }

    // MARK: Diff by id

    /// Applies `changes` to `old` naively, each inserted place taking the id `new` has there.
    private func applied(_ changes: CarouselItemChanges, _ old: [String], _ new: [String]) -> [String]? {
        NaiveBatch.apply(changes, to: old, fresh: { new[$0] })
    }

    @Test("an insert is an insert at its place after the batch")
    func diffInsert() throws {
        let old = ["a", "b", "c"]
        let new = ["a", "x", "b", "c", "y"]
        let changes = try CarouselItemChanges(from: old, to: new)
        #expect(changes == CarouselItemChanges(inserted: [1, 4]))
        #expect(applied(changes, old, new) == new)
    }

    @Test("a removal is a removal at its place before the batch")
    func diffRemove() throws {
        let old = ["a", "b", "c", "d"]
        let new = ["b", "d"]
        let changes = try CarouselItemChanges(from: old, to: new)
        #expect(changes == CarouselItemChanges(removed: [0, 2]))
        #expect(applied(changes, old, new) == new)
    }

    @Test("an id that changed place is one move, from its old index to its new one")
    func diffMove() throws {
        let old = ["a", "b", "c", "d", "e"]
        let new = ["a", "d", "b", "c", "e"]
        let changes = try CarouselItemChanges(from: old, to: new)
        #expect(changes.removed.isEmpty && changes.inserted.isEmpty, "\(changes)")
        #expect(changes.moved == [.init(from: 3, to: 1)], "\(changes)")
        #expect(applied(changes, old, new) == new)
    }

    @Test("reloads are the ids in `reloading` that stay, by index before the batch; moved or removed ones are not")
    func diffReload() throws {
        let old = ["a", "b", "c", "d", "e"]
        let new = ["e", "a", "c", "d"]
        let changes = try CarouselItemChanges(from: old, to: new, reloading: ["c", "b", "e", "z"])
        #expect(changes.reloaded == [2], "c stays; b is removed, e moved, z never existed: \(changes)")
        #expect(changes.problem(applyingTo: old.count) == nil)
        #expect(applied(changes, old, new) == new)
    }

    @Test("an id given twice is named, with both positions, among the items before or after the batch")
    func diffDuplicates() {
        #expect(throws: CarouselItemChanges.Problem.self) { try CarouselItemChanges(from: ["a", "b", "a"], to: ["a"]) }
        do {
            _ = try CarouselItemChanges(from: ["a", "b", "a"], to: ["a"])
        } catch {
            #expect(error.message.contains("id a twice among the items before it (at 0 and 2)"), "\(error.message)")
        }
        do {
            _ = try CarouselItemChanges(from: [1, 2], to: [3, 1, 4, 3])
        } catch {
            #expect(error.message.contains("id 3 twice among the items after it (at 0 and 3)"), "\(error.message)")
        }
    }

    @Test("random id lists: the diff always fits and turns the old ids into the new ones", arguments: 0..<4)
    func diffRandom(seed: UInt64) throws {
        var rng = SplitMix64(seed: 0xD1FF + seed)
        for round in 0..<250 {
            let pool = Array(0..<30).shuffled(using: &rng)
            let old = Array(pool.prefix(Int.random(in: 0...20, using: &rng))).shuffled(using: &rng)
            var new = old.filter { _ in Int.random(in: 0..<4, using: &rng) > 0 }
            for id in pool.dropFirst(old.count).prefix(Int.random(in: 0...6, using: &rng)) {
                new.insert(id, at: Int.random(in: 0...new.count, using: &rng))
            }
            if new.count > 1, Bool.random(using: &rng) { new.swapAt(0, new.count - 1) }
            let reloading = Set(old.filter { _ in Bool.random(using: &rng) })
            let changes = try CarouselItemChanges(from: old, to: new, reloading: reloading)
            let label = "seed \(seed) round \(round): \(old) → \(new): \(changes)"
            #expect(changes.problem(applyingTo: old.count) == nil, "\(label)")
            #expect(NaiveBatch.apply(changes, to: old, fresh: { new[$0] }) == new, "\(label)")
            for index in changes.reloaded { #expect(reloading.contains(old[index]) && new.contains(old[index]), "\(label)") }
        }
    }
}
