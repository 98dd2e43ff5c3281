import Carousels
import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

/// Issue 28: the items around a change slide to their new places (drawn where they were at t = 0,
/// where layout puts them at 0.3 s), a cut under reduced motion; and the near-end report of a finite
/// strip, once per count and again after an append.
@MainActor
@Suite("Live data: the slide, reduced motion, near the end")
struct LiveDataSlideTests {
    nonisolated static let flows: [ItemFlow] = [.horizontal, .rightToLeft, .vertical]

    enum Change: String, CaseIterable, CustomStringConvertible {
        case insertAfter, removeBefore, removeAfter
        var description: String { rawValue }
    }

    /// Applies `change` around the current item at rest (item 3 of 8) and checks every neighbour's
    /// drawn place at `times` after the batch against where it showed before and where layout puts it.
    private func check(_ technique: CarouselKind, _ flow: ItemFlow, _ change: Change, reducesMotion: Bool) throws {
        let subject = LiveDataSubject(technique, flow: flow, count: 8)
        subject.driver.root.reducesMotion = reducesMotion
        subject.carousel.scrollToItem(3, animated: false)
        subject.driver.frames(2)
        let label = "\(technique) \(flow) \(change)\(reducesMotion ? " reduced" : "")"
        let oldIDs = subject.ids
        let current = try #require(subject.carousel.currentItem)
        let currentID = oldIDs[current]
        let anchor = try #require(subject.screenStart(of: currentID))
        let pitch = subject.carousel.itemPitch
        let viewport = subject.flow.main(subject.carousel.bounds.size)
        let sign: CGFloat = flow.isReversed ? -1 : 1
        var newIDs = oldIDs
        switch change {
        case .insertAfter: newIDs.insert(subject.newID(), at: current + 1)
        case .removeBefore: newIDs.remove(at: current - 1)
        case .removeAfter: newIDs.remove(at: current + 1)
        }
        try subject.apply(newIDs)
        let newCurrent = try #require(newIDs.firstIndex(of: currentID))
        let began = subject.driver.time
        var moved = 0
        for elapsed in [0, 0.15, 0.3] as [TimeInterval] {
            let window = subject.driver.root
            while window.animationDriver.now < began + elapsed - 1e-6 { subject.driver.frame() }
            let remaining = ItemSlide(began: began, entries: []).remaining(at: window.animationDriver.now)
            for newIndex in max(newCurrent - 2, 0)...min(newCurrent + 2, newIDs.count - 1) {
                let id = newIDs[newIndex]
                // Only the items that have a view (seed A keeps three) can be seen to slide.
                guard let shown = subject.screenStart(of: id) else { continue }
                let laidOut = anchor + sign * CGFloat(newIndex - newCurrent) * pitch
                var wasAt = laidOut
                if !reducesMotion, let oldIndex = oldIDs.firstIndex(of: id) {
                    wasAt = anchor + sign * CGFloat(oldIndex - current) * pitch
                    wasAt = laidOut + min(max(wasAt - laidOut, -viewport), viewport)
                }
                if abs(wasAt - laidOut) >= 0.5 { moved += 1 }
                let expected = laidOut + (wasAt - laidOut) * remaining
                #expect(
                    abs(shown - expected) < 0.5,
                    "\(label) +\(elapsed) s: \(id) at \(shown), expected \(expected) (laid out \(laidOut), was \(wasAt))")
            }
        }
        if !reducesMotion, change != .insertAfter { #expect(moved > 0, "\(label): a neighbour slides") }
        var offsets: [CGPoint] = []
        subject.carousel.forEachItemView { view, _ in offsets.append(view.drawOffset) }
        #expect(offsets.allSatisfy { $0 == .zero }, "\(label): no draw offset is left: \(offsets)")
    }

    @Test(
        "the neighbours slide: drawn where they were at t = 0, eased at 0.15 s, where layout puts them at 0.3 s",
        arguments: CarouselKind.allCases, flows)
    func slide(technique: CarouselKind, flow: ItemFlow) throws {
        for change in Change.allCases { try check(technique, flow, change, reducesMotion: false) }
    }

    @Test("under reduced motion a batch is a cut: every item at its new place at once", arguments: CarouselKind.allCases, flows)
    func reducedMotion(technique: CarouselKind, flow: ItemFlow) throws {
        for change in Change.allCases { try check(technique, flow, change, reducesMotion: true) }
    }

    @Test(
        "nearEndDistance: reported once per count as the current item nears the end, again after an append; never endless",
        arguments: CarouselKind.allCases)
    func nearEnd(technique: CarouselKind) throws {
        let subject = LiveDataSubject(technique, flow: .horizontal, count: 10)
        subject.carousel.nearEndDistance = 2
        func reports() -> [Int] { subject.recorder.events.compactMap { if case .nearEnd(let index) = $0 { index } else { nil } } }
        func go(to item: Int) {
            subject.carousel.scrollToItem(item, animated: true)
            subject.driver.settle()
        }
        for item in 1...9 { go(to: item) }
        guard !technique.wraps else {
            #expect(reports().isEmpty, "\(technique): an endless strip never nears its end: \(reports())")
            return
        }
        #expect(reports() == [7], "\(technique): once, at item 7 of 10: \(reports())")
        go(to: 5)
        go(to: 8)
        #expect(reports() == [7], "\(technique): not again for the same count: \(reports())")
        // Appending 5: current 8 of 15 is not near; reaching 12 is.
        subject.recorder.reset()
        try subject.apply(subject.ids + (0..<5).map { _ in subject.newID() })
        #expect(reports().isEmpty, "\(technique): \(reports())")
        for item in 9...14 { go(to: item) }
        #expect(reports() == [12], "\(technique): once more after the append, at 12 of 15: \(reports())")
        // Appending one while near the end: still near with the new count, reported at once.
        subject.recorder.reset()
        try subject.apply(subject.ids + [subject.newID()])
        #expect(reports() == [14], "\(technique): \(reports())")
        // Setting the distance when already near reports at once.
        subject.recorder.reset()
        subject.carousel.nearEndDistance = 5
        #expect(reports() == [14], "\(technique): \(reports())")
    }
}
