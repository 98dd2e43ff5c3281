import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

/// Per-item progress through the one protocol (`Carousel.progressObserver`), the same
/// for every technique, axis and direction: in each pass every item view agrees on where the strip
/// is (`index − progress`, modulo the count for an endless strip), neighbours are one item apart,
/// the current item sits at 0 at rest, and from one pass to the next the strip's position moves by
/// exactly what the content offset moved (net of recentring jumps) to 1e−6: through a drag, a hold, a
/// fling, the snap and every jump.
@MainActor
@Suite("Per-item progress")
struct CarouselProgressTests {
    typealias Technique = CarouselKind

    nonisolated static let windowMain: CGFloat = 900
    nonisolated static let windowCross: CGFloat = 400

    /// One pass of the observer: each item view's index and progress, and where the strip was then.
    struct Pass {
        var items: [(view: ObjectIdentifier, index: Int, progress: CGFloat)] = []
        var offset: CGFloat = 0
        var jumps: CGFloat = 0
    }

    /// Records every pass (tests may allocate; the carousel's side does not).
    @MainActor
    final class Recorder: CarouselProgressObserver {
        var passes: [Pass] = []
        var current = Pass()
        var jumps: CGFloat = 0

        func carousel(_ carousel: any Carousel, item: ItemProgress) {
            current.items.append((ObjectIdentifier(item.view), item.index, item.progress))
        }

        func carouselDidFinishProgress(_ carousel: any Carousel) {
            current.offset = carousel.flow.main(carousel.core.scrollView.contentOffset)
            current.jumps = jumps
            passes.append(current)
            current = Pass()
        }
    }

    /// A carousel of the shared fixture (`CarouselSubject`) whose progress passes and jumps are
    /// recorded from its first layout on, with the checks every pass must pass.
    @MainActor
    struct Subject {
        let subject: CarouselSubject
        let recorder = Recorder()
        let technique: Technique
        let count: Int

        init(_ technique: Technique, flow: ItemFlow, count: Int) {
            self.technique = technique
            self.count = count
            let recorder = self.recorder
            subject = CarouselSubject(
                technique, flow: flow, count: count,
                size: flow.size(main: CarouselProgressTests.windowMain, cross: CarouselProgressTests.windowCross),
                pageSize: flow.size(main: 500, cross: 300),
                prepare: { carousel in
                    carousel.progressObserver = recorder
                    carousel.onRecentre = { recorder.jumps += $0 }
                })
        }

        var carousel: any InspectableCarousel & View { subject.carousel }
        var driver: FrameDriver { subject.driver }
        var flow: ItemFlow { subject.flow }
        var middle: CGPoint {
            flow.point(main: CarouselProgressTests.windowMain / 2, cross: CarouselProgressTests.windowCross / 2)
        }
        var pitch: CGFloat { carousel.itemPitch }

        /// `a − b` in items, wrapped into −count/2 ..< count/2 for an endless strip.
        func difference(_ a: CGFloat, _ b: CGFloat) -> CGFloat {
            var d = a - b
            guard technique.wraps, count > 0 else { return d }
            let n = CGFloat(count)
            d = d - n * (d / n).rounded()
            return d
        }

        /// Where the strip is in a pass: `index − progress` of its first item view.
        func position(_ pass: Pass) -> CGFloat? {
            pass.items.first.map { CGFloat($0.index) - $0.progress }
        }

        /// Every pass since `start` is self-consistent, and each moved from the one before by the
        /// offset's change net of jumps. Returns how many passes were checked.
        @discardableResult
        func checkContinuity(from start: Int, _ context: String) -> Int {
            let passes = recorder.passes
            var checked = 0
            for k in max(start, 0)..<passes.count {
                let pass = passes[k]
                guard let s = position(pass) else { continue }
                for item in pass.items {
                    let d = difference(CGFloat(item.index) - item.progress, s)
                    #expect(abs(d) < 1e-6, "\(context) pass \(k): item \(item.index) at \(item.progress) disagrees (\(d))")
                }
                guard k > start, let previous = position(passes[k - 1]) else { continue }
                let moved = (pass.offset - passes[k - 1].offset) - (pass.jumps - passes[k - 1].jumps)
                let expected = flow.physicalDelta(moved) / pitch
                let change = difference(s, previous)
                // Compared modulo the count on an endless strip: a fast frame (carried momentum) can
                // move more than half of a short strip, which reads the same as the wrapped amount.
                #expect(
                    abs(difference(change, expected)) < 1e-6,
                    "\(context) pass \(k): the strip moved \(change) items, the offset \(expected)")
                checked += 1
            }
            return checked
        }

        /// The last pass's progress of the current item's view nearest the snap point.
        var currentProgress: CGFloat? {
            guard let current = carousel.currentItem, let pass = recorder.passes.last else { return nil }
            return pass.items.filter { $0.index == current }.map(\.progress).min { abs($0) < abs($1) }
        }
    }

    @Test(
        "at rest: the current item at 0, its neighbours one item either side, in item order",
        arguments: Technique.allCases, ItemFlow.tested)
    func atRest(technique: Technique, flow: ItemFlow) throws {
        for count in [1, 2, 7] {
            let subject = Subject(technique, flow: flow, count: count)
            subject.carousel.scrollToItem(count - 1, animated: false)
            subject.driver.frames(2)
            let pass = try #require(subject.recorder.passes.last, "\(count) items: no progress reported")
            #expect(!pass.items.isEmpty)
            subject.checkContinuity(from: subject.recorder.passes.count - 1, "\(count) items")
            if technique.snaps {
                let progress = try #require(subject.currentProgress)
                #expect(
                    abs(progress) < 1e-6,
                    "\(count) items: the current item \(String(describing: subject.carousel.currentItem)) at \(progress): \(pass.items.map { ($0.index, $0.progress) }) \(subject.carousel.inspectedScrollView.contentOffset) \(subject.carousel.inspectedScrollView.bounds.size)"
                )
            }
            // Consecutive views in item order are one item apart.
            for (a, b) in zip(pass.items, pass.items.dropFirst()) {
                #expect(abs(b.progress - a.progress - 1) < 1e-6, "\(count) items: \(a.progress) then \(b.progress)")
            }
        }
    }

    @Test("with no items, nothing is reported and nothing breaks", arguments: Technique.allCases, ItemFlow.tested)
    func empty(technique: Technique, flow: ItemFlow) {
        let subject = Subject(technique, flow: flow, count: 0)
        subject.driver.drag(from: subject.middle, by: flow.vector(alongMain: -200), speed: 2000)
        subject.driver.settle()
        #expect(subject.recorder.passes.allSatisfy { $0.items.isEmpty })
    }

    @Test(
        "mid-drag, held, flung and snapped: progress follows the offset to 1e−6 across every jump",
        arguments: Technique.allCases, ItemFlow.tested)
    func continuity(technique: Technique, flow: ItemFlow) throws {
        for count in [1, 2, 7] {
            let subject = Subject(technique, flow: flow, count: count)
            let start = subject.recorder.passes.count
            let before = try #require(subject.currentProgress)
            // Mid-drag: the content follows the pointer back by a third of an item (logically forward).
            let d = subject.driver
            d.press(at: subject.middle)
            let distance = subject.pitch / 3
            for step in 1...10 {
                d.move(to: subject.middle + flow.vector(alongMain: -distance * CGFloat(step) / 10), after: 1 / 60)
                d.frames(1)
            }
            let held = try #require(subject.recorder.passes.last?.items.first { $0.index == subject.carousel.currentItem })
            // One item: a finite strip and the picker (no copies then) do not scroll.
            let scrolls = count > 1 || [.banner, .tiling, .padded, .infinitePreviews].contains(technique)
            if scrolls {
                #expect(held.progress < before, "\(count) items: dragging forward moves the current item back (\(held.progress))")
            }
            d.release(after: 0.2)
            d.settle()
            // Flings both ways, long enough to wrap an endless strip and jump.
            for sign in [-1.0, 1.0, -1.0] {
                d.drag(from: subject.middle, by: flow.vector(alongMain: sign * 300), speed: 6000)
                for _ in 0..<6 { d.frames(1) }
                d.drag(from: subject.middle, by: flow.vector(alongMain: sign * 300), speed: 6000)
                d.settle()
            }
            let checked = subject.checkContinuity(from: start, "\(count) items")
            if scrolls { #expect(checked > 20, "\(count) items: only \(checked) passes") }
            if [.banner, .infinitePreviews].contains(technique), count > 1 {
                #expect(subject.recorder.jumps != 0, "\(count) items: the strip never jumped")
            }
            if technique.snaps, let progress = subject.currentProgress {
                #expect(abs(progress) < 1e-6, "\(count) items: comes to rest centred (\(progress))")
            }
        }
    }

    @Test("the observer hears every frame the strip moves, and nothing while it rests", arguments: Technique.allCases)
    func everyFrame(technique: Technique) {
        let subject = Subject(technique, flow: .horizontal, count: 7)
        let d = subject.driver
        d.frames(5)
        let resting = subject.recorder.passes.count
        d.frames(10)
        #expect(subject.recorder.passes.count == resting, "nothing reported at rest")
        subject.carousel.next(cause: .key)
        var frames = 0
        var moved = 0
        var last = subject.carousel.inspectedScrollView.contentOffset
        while !d.root.animationDriver.isIdle, frames < 300 {
            let passes = subject.recorder.passes.count
            d.frames(1)
            frames += 1
            let offset = subject.carousel.inspectedScrollView.contentOffset
            if offset != last {
                moved += 1
                #expect(subject.recorder.passes.count > passes, "frame \(frames): moved unheard")
            }
            last = offset
        }
        #expect(moved > 5)
    }
}

extension CGPoint {
    fileprivate static func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
}
