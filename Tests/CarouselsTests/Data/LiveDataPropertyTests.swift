import Carousels
import CarouselsTestSupport
import Foundation
import PropertyBased
import ScrollKit
import ScrollKitTestSupport
import Testing

/// Issue 28's property test: random batches (inserts, removals, moves, reloads; counts 0…40) at
/// random moments of random input (drags, flings, a finger held, keys, wheel notches, animated
/// scrolls) on a random technique and flow, frames driven by hand. At every frame the indices are in
/// range (nil with no items) and every item view shows its index's item; at every rest a snapping
/// strip rests aligned on an existing item. Shrinking (x-sheep/swift-property-based) cuts a failing
/// run down to the few steps that matter.
///
/// The total number of frames is `LIVE_DATA_FRAMES` (default 20 000: a few seconds in a debug build;
/// `make soak-live-data` runs 100 000).
@MainActor
@Suite("Live data: random batches during random input (property)")
struct LiveDataPropertyTests {
    /// How many random runs are tried.
    static let runs = 25
    /// Every frame of every run, in total.
    static let totalFrames =
        ProcessInfo.processInfo.environment["LIVE_DATA_FRAMES"].flatMap(Int.init).map { max($0, runs) } ?? 20_000
    nonisolated static let flows: [ItemFlow] = [.horizontal, .rightToLeft, .vertical]

    /// One step of a run: what `kind` says, with two numbers to choose its details.
    struct Step: CustomStringConvertible, Sendable {
        var kind: Int
        var a: Int
        var b: Int
        var description: String { "(\(kind), \(a), \(b))" }
    }

    /// A run: a carousel, its frame budget, and the first thing that went wrong.
    @MainActor
    final class Run {
        let subject: LiveDataSubject
        let technique: CarouselKind
        var framesLeft: Int
        var problem: String?
        var context = "start"

        init(technique: CarouselKind, flow: ItemFlow, frames: Int) {
            self.technique = technique
            subject = LiveDataSubject(technique, flow: flow, count: 6)
            framesLeft = frames
        }

        /// Records the first problem (later ones are consequences).
        func fail(_ message: String) {
            if problem == nil { problem = "\(context): \(message)" }
        }

        /// The invariants of every moment; at rest, those of a strip at rest.
        func check() {
            let carousel = subject.carousel
            let ids = subject.ids
            guard carousel.itemCount == ids.count else { return fail("count \(carousel.itemCount), ids \(ids.count)") }
            let indices = [carousel.currentItem, carousel.targetItem, carousel.settledItem]
            if ids.isEmpty {
                if indices.contains(where: { $0 != nil }) { fail("indices \(indices) with no items") }
                return
            }
            for index in indices where !(index.map { (0..<ids.count).contains($0) } ?? false) {
                return fail("an index \(String(describing: index)) of \(ids.count)")
            }
            carousel.forEachItemView { view, item in
                guard (0..<ids.count).contains(item.index) else { return fail("a view for item \(item.index) of \(ids.count)") }
                if let card = view as? NumberCard, !card.isHidden, card.number != ids[item.index] {
                    fail("the view of item \(item.index) shows \(String(describing: card.number)), not \(ids[item.index])")
                }
            }
            if carousel.isAtRest, subject.driver.root.animationDriver.isIdle, technique.snaps, !subject.restsAligned {
                fail(
                    "at rest off any item: position \(carousel.core.position), current \(String(describing: carousel.currentItem))"
                )
            }
        }

        /// Ticks `count` frames (within the budget), checking each.
        func frames(_ count: Int) {
            for _ in 0..<min(count, framesLeft) where problem == nil {
                subject.driver.frame()
                framesLeft -= 1
                check()
            }
        }

        /// Ticks until the strip rests (within the budget).
        func settle() {
            var guardFrames = 1_200
            while !subject.driver.root.animationDriver.isIdle, framesLeft > 0, guardFrames > 0, problem == nil {
                frames(1)
                guardFrames -= 1
            }
        }

        /// A batch chosen by `seed`, counts kept within 0…40.
        func batch(seed: Int, size: Int) {
            var rng = SplitMix64(seed: UInt64(seed) &* 0x9E37_79B9)
            let ids = subject.ids
            var changes = NaiveBatch.randomBatch(count: ids.count, maxChanges: 1 + size % 6, using: &rng)
            if changes.count(after: ids.count) > 40 { changes.inserted = [] }
            changes.moved = changes.moved.filter { $0.to < changes.count(after: ids.count) }
            guard changes.problem(applyingTo: ids.count) == nil,
                let newIDs = NaiveBatch.apply(changes, to: ids, fresh: { _ in self.subject.newID() })
            else { return }
            let reloading = Set(changes.reloaded.map { ids[$0] })
            do {
                try subject.apply(newIDs)
                if !reloading.isEmpty {
                    try subject.carousel.updateItems(from: newIDs, to: newIDs, reloading: reloading, cells: subject.cells)
                }
            } catch {
                fail("the batch \(changes) on \(ids.count) items was refused: \(error)")
            }
            check()
        }

        /// Runs `step`.
        func run(_ step: Step) {
            context = "step \(step)"
            let subject = self.subject
            let distance = CGFloat(step.b % 500) - 250
            switch step.kind % 8 {
            case 0: // a slow drag, a batch under the finger, the release
                subject.driver.drag(from: subject.middle, by: subject.forward(distance / 2), speed: 500, release: false)
                batch(seed: step.b, size: step.a)
                subject.driver.release(after: 0.05)
            case 1: // a fling, a batch a few frames into it
                subject.driver.drag(from: subject.middle, by: subject.forward(distance), speed: 3_000)
                frames(step.a % 12)
                batch(seed: step.b, size: step.a)
            case 2: // keys, a batch during the animation
                let key: Key = step.b % 2 == 0 ? .right : .left
                for _ in 0...(step.a % 3) { subject.driver.key(key) }
                frames(step.a % 8)
                batch(seed: step.b, size: step.a)
            case 3: // wheel notches
                for _ in 0...(step.a % 3) {
                    subject.driver.wheel(dx: step.b % 2 == 0 ? -1 : 1, dy: step.b % 2 == 0 ? -1 : 1, at: subject.middle)
                    frames(3)
                }
                batch(seed: step.b, size: step.a)
            case 4: // an animated scroll to an item, a batch on the way
                if subject.carousel.itemCount > 0 {
                    subject.carousel.scrollToItem(step.b % subject.carousel.itemCount, animated: true)
                }
                frames(step.a % 20)
                batch(seed: step.b, size: step.a)
            case 5: // a batch at rest
                settle()
                batch(seed: step.b, size: step.a)
            case 6: // time passes
                frames(step.a + step.b % 60)
            default: // two batches in a row
                batch(seed: step.b, size: step.a)
                batch(seed: step.b &+ 1, size: step.a)
            }
            frames(1)
        }
    }

    @Test("every rest aligned on an existing item, indices in range, every view its item's, no crash")
    func randomBatchesDuringInput() async {
        let framesPerRun = max(Self.totalFrames / Self.runs, 1)
        let step = zip(Gen.int(in: 0...7), Gen.int(in: 0...40), Gen.int(in: 0...1_000)).map { Step(kind: $0, a: $1, b: $2) }
        await propertyCheck(
            count: Self.runs, input: Gen.int(in: 0...(CarouselKind.allCases.count - 1)), Gen.int(in: 0...2),
            step.array(of: 1...24)
        ) { techniqueIndex, flowIndex, steps in
            await MainActor.run {
                let technique = CarouselKind.allCases[techniqueIndex]
                let run = Run(technique: technique, flow: Self.flows[flowIndex], frames: framesPerRun)
                // The steps again and again until the frame budget is spent.
                var index = 0
                while run.framesLeft > 0, run.problem == nil {
                    run.run(steps[index % steps.count])
                    index += 1
                    if index % steps.count == 0 { run.settle() }
                }
                run.context = "the end"
                run.settle()
                run.check()
                #expect(run.problem == nil, "\(technique) \(Self.flows[flowIndex]): \(run.problem ?? "")")
            }
        }
    }
}
