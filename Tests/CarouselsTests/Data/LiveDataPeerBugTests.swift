import Carousels
import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

/// Issue 28: the data-change bugs the peer libraries' users reported, as tests of every technique
/// (each test names its peer), and a batch while the technique jumps its content (a recentre).
@MainActor
@Suite("Live data: the peers' reported bugs and a batch mid-recentre")
struct LiveDataPeerBugTests {
    nonisolated static let flows: [ItemFlow] = [.horizontal, .rightToLeft, .vertical]
    nonisolated static let endless = CarouselKind.allCases.filter(\.wraps)
    nonisolated static let finite = CarouselKind.allCases.filter { !$0.wraps }
    /// The techniques that jump their content (`recentreRange` not nil).
    nonisolated static let jumping: [CarouselKind] = [.banner, .tiling, .padded, .infinitePreviews, .picker]

    private func at(_ technique: CarouselKind, _ flow: ItemFlow, count: Int, item: Int) throws -> LiveDataSubject {
        let subject = LiveDataSubject(technique, flow: flow, count: count)
        subject.carousel.scrollToItem(item, animated: false)
        subject.driver.frames(2)
        try #require(subject.carousel.currentItem == item, "\(technique) \(flow): at item \(item)")
        subject.recorder.reset()
        return subject
    }

    @Test(
        "iCarousel: removing the last item while it is current makes the first (endless) or the previous (finite) current, cause .data",
        arguments: CarouselKind.allCases, flows)
    func iCarouselRemoveLastWhileCurrent(technique: CarouselKind, flow: ItemFlow) throws {
        let subject = try at(technique, flow, count: 5, item: 4)
        while subject.ids.count > 1 {
            let last = subject.ids.count - 1
            try #require(subject.carousel.currentItem == last)
            let label = "\(technique) \(flow): \(subject.ids.count) items"
            let expectedIndex = technique.wraps ? 0 : last - 1
            let expectedID = subject.ids[expectedIndex]
            subject.recorder.reset()
            try subject.apply(Array(subject.ids.dropLast()))
            #expect(
                subject.carousel.currentItem == expectedIndex,
                "\(label): current \(String(describing: subject.carousel.currentItem))")
            #expect(subject.carousel.targetItem == expectedIndex && subject.carousel.settledItem == expectedIndex, "\(label)")
            #expect(subject.recorder.events.contains(.current(expectedIndex, .data)), "\(label): \(subject.recorder.events)")
            #expect(subject.recorder.events.contains(.settled(expectedIndex, .data)), "\(label): \(subject.recorder.events)")
            if case .updated(let update)? = subject.recorder.events.first {
                #expect(update.currentBefore == last && update.currentAfter == expectedIndex, "\(label): \(update)")
            } else {
                Issue.record("\(label): the update comes first: \(subject.recorder.events)")
            }
            subject.driver.wait(0.5)
            #expect(subject.currentID == expectedID, "\(label): current id \(String(describing: subject.currentID))")
            if technique.snaps { #expect(subject.restsAligned, "\(label): rests aligned") }
            // Make the (new) last item current again for the next round.
            subject.carousel.scrollToItem(subject.ids.count - 1, animated: false)
            subject.driver.frames(2)
        }
    }

    @Test(
        "Swiper loop mode: inserting before the current item of an endless strip keeps that item where it shows, frame after frame",
        arguments: endless, flows)
    func swiperLoopInsertBeforeCurrent(technique: CarouselKind, flow: ItemFlow) throws {
        for (start, inserts) in [(0, 1), (0, 2), (3, 1), (5, 3)] {
            let subject = try at(technique, flow, count: 6, item: start)
            let label = "\(technique) \(flow) at \(start), \(inserts) inserted"
            let id = try #require(subject.currentID)
            let place = try #require(subject.screenStart(of: id))
            var ids = subject.ids
            for _ in 0..<inserts { ids.insert(subject.newID(), at: start) }
            try subject.apply(ids)
            #expect(subject.carousel.currentItem == start + inserts, "\(label)")
            #expect(subject.recorder.events.contains(.current(start + inserts, .data)), "\(label): \(subject.recorder.events)")
            for frame in 0..<30 {
                #expect(subject.currentID == id, "\(label) frame \(frame): current \(String(describing: subject.currentID))")
                let shown = subject.screenStart(of: id)
                #expect(
                    shown.map { abs($0 - place) < 0.5 } ?? false,
                    "\(label) frame \(frame): at \(String(describing: shown)), was \(place)")
                subject.driver.frame()
            }
            #expect(subject.restsAligned, "\(label)")
        }
    }

    @Test(
        "Compose/Flutter paging source: appending while a finite strip flings lets the fling go on into the new items and land exactly",
        arguments: finite, flows)
    func pagingSourceAppendWhileFlinging(technique: CarouselKind, flow: ItemFlow) throws {
        // The same fling on a strip that had the items all along: where it comes to rest.
        let reference = try at(technique, flow, count: 26, item: 3)
        reference.driver.drag(from: reference.middle, by: reference.forward(200), speed: 6_000)
        #expect(reference.driver.settle())
        let referencePosition = reference.carousel.core.position

        let subject = try at(technique, flow, count: 6, item: 3)
        subject.driver.drag(from: subject.middle, by: subject.forward(200), speed: 6_000)
        subject.driver.frames(2)
        let label = "\(technique) \(flow)"
        let heading = subject.carousel.targetItem.map { subject.ids[$0] }
        try #require(!subject.carousel.isAtRest, "\(label): flinging")
        try subject.apply(subject.ids + (0..<20).map { _ in subject.newID() })
        #expect(subject.driver.settle(), "\(label): comes to rest")
        subject.driver.frames(2)
        if technique.snaps {
            #expect(subject.restsAligned, "\(label): lands exactly on an item")
            #expect(
                subject.currentID == heading,
                "\(label): landed on \(String(describing: subject.currentID)), headed for \(String(describing: heading))")
        } else {
            let position = subject.carousel.core.position
            #expect(
                abs(position - referencePosition) < 1,
                "\(label): rests at \(position), as far as the same fling over all the items (\(referencePosition))")
            #expect((subject.carousel.currentItem ?? 0) > 5, "\(label): went on past the old last item")
        }
    }

    /// Ticks one frame and the autoplay timer as the lab's `Autoplayer` does (the pointer away):
    /// true when a page turned.
    private func autoplayFrame(_ subject: LiveDataSubject, _ timer: inout AutoplayTimer) -> Bool {
        subject.driver.frame()
        let scrollView = subject.carousel.inspectedScrollView
        let held = scrollView.isTracking || scrollView.isDragging || scrollView.restingTarget != nil
        guard subject.carousel.itemCount > 1, timer.update(now: subject.driver.time, isHeld: held) else { return false }
        subject.carousel.next(cause: .autoplay)
        return true
    }

    @Test(
        "Embla reInit under autoplay: a change between pages or mid-page; the next page is the next item after the change",
        arguments: CarouselKind.allCases.filter(\.snaps), flows)
    func emblaAutoplayDataChange(technique: CarouselKind, flow: ItemFlow) throws {
        let subject = try at(technique, flow, count: 7, item: 1)
        let label = "\(technique) \(flow)"
        var timer = AutoplayTimer(interval: 1)
        func nextPage(_ moment: String) -> Bool {
            var turned = false
            for _ in 0..<240 {
                if autoplayFrame(subject, &timer) { turned = true }
                if turned, subject.carousel.isAtRest { return true }
            }
            Issue.record("\(label) \(moment): no page turned")
            return false
        }
        try #require(nextPage("first"))
        #expect(subject.carousel.currentItem == 2, "\(label)")
        // Between pages: a new item right after the current one, and the one after that removed.
        let current = try #require(subject.currentID)
        var ids = subject.ids
        let fresh = subject.newID()
        ids.remove(at: 3)
        ids.insert(fresh, at: 3)
        try subject.apply(ids)
        #expect(subject.currentID == current, "\(label)")
        try #require(nextPage("after a change at rest"))
        #expect(
            subject.currentID == fresh,
            "\(label): the next page is the new next item, not \(String(describing: subject.currentID))")
        #expect(subject.restsAligned, "\(label)")
        // Mid-page: wait for a page to start, then insert an item between the current one and the
        // page's target (the target moves a page on: the landing must follow it) and remove the one
        // after the target.
        var started = false
        for _ in 0..<240 where !started { started = autoplayFrame(subject, &timer) }
        try #require(started, "\(label): a page started")
        subject.driver.frames(3)
        let heading = try #require(subject.carousel.targetItem.map { subject.ids[$0] })
        ids = subject.ids
        let headingIndex = try #require(ids.firstIndex(of: heading))
        ids.remove(at: (headingIndex + 1) % ids.count)
        let expectedNext = ids[(ids.firstIndex(of: heading)! + 1) % ids.count]
        ids.insert(subject.newID(), at: ids.firstIndex(of: heading)!)
        try subject.apply(ids)
        #expect(subject.driver.settle(), "\(label)")
        #expect(
            subject.currentID == heading, "\(label): the page lands on \(heading), not \(String(describing: subject.currentID))")
        #expect(subject.restsAligned, "\(label)")
        try #require(nextPage("after a change mid-page"))
        #expect(
            subject.currentID == expectedNext, "\(label): then on \(expectedNext), not \(String(describing: subject.currentID))")
    }

    /// The card that shows `number` and contains `point` (window coordinates), and its drawn leading
    /// edge along the main axis.
    private func card(showing number: Int, at point: CGPoint, in subject: LiveDataSubject) -> CGFloat? {
        var found: CGFloat?
        subject.carousel.forEachItemView { view, _ in
            guard let card = view as? NumberCard, card.number == number, !card.isHidden, let parent = card.superview else {
                return
            }
            let drawn = card.drawnFrame
            let frame = CGRect(origin: parent.convertToWindow(drawn.origin), size: drawn.size)
            if frame.contains(point) { found = subject.flow.main(frame.origin) }
        }
        return found
    }

    @Test(
        "react-native-reanimated-carousel: a reload while dragging keeps the index; the finger stays on the same content",
        arguments: CarouselKind.allCases, flows)
    func reanimatedCarouselReloadWhileDragging(technique: CarouselKind, flow: ItemFlow) throws {
        let subject = try at(technique, flow, count: 6, item: 3)
        let label = "\(technique) \(flow)"
        let finger = CGPoint(x: subject.middle.x + subject.forward(60).x, y: subject.middle.y + subject.forward(60).y)
        subject.driver.drag(from: subject.middle, by: subject.forward(60), speed: 400, release: false)
        try #require(subject.carousel.inspectedScrollView.isDragging, "\(label): dragging")
        let current = subject.carousel.currentItem
        let underFinger = try #require(subject.ids.first { card(showing: $0, at: finger, in: subject) != nil }, "\(label)")
        let place = try #require(card(showing: underFinger, at: finger, in: subject))
        // Every item reloaded: each shows new content (its id + 10 000).
        let ids = subject.ids
        let reloaded = CarouselCells(make: { NumberCard() }, configure: { card, index in card.show(ids[index] + 10_000) })
        try subject.carousel.updateItems(CarouselItemChanges(reloaded: Array(ids.indices)), cells: reloaded)
        #expect(subject.carousel.currentItem == current, "\(label): the index is kept")
        #expect(subject.carousel.inspectedScrollView.isDragging, "\(label): the drag goes on")
        let after = card(showing: underFinger + 10_000, at: finger, in: subject)
        #expect(
            after.map { abs($0 - place) < 0.5 } ?? false,
            "\(label): the finger's card, reloaded, at \(String(describing: after)), was \(place)")
        let further = CGPoint(x: finger.x + subject.forward(40).x, y: finger.y + subject.forward(40).y)
        subject.driver.move(to: further, after: 0.05)
        let moved = card(showing: underFinger + 10_000, at: further, in: subject)
        let expected = place + subject.flow.main(subject.forward(40))
        #expect(
            moved.map { abs($0 - expected) < 0.5 } ?? false,
            "\(label): follows the finger: \(String(describing: moved)), expected \(expected)")
        subject.driver.release(after: 0.2)
        #expect(subject.driver.settle(), "\(label)")
        if technique.snaps { #expect(subject.restsAligned, "\(label)") }
    }

    @Test(
        "a batch as the technique jumps its content (recentre, data-set shift, copy jump): the content follows the finger exactly",
        arguments: jumping, flows)
    func batchMidRecentre(technique: CarouselKind, flow: ItemFlow) throws {
        let subject = try at(technique, flow, count: 6, item: 2)
        let label = "\(technique) \(flow)"
        let carousel = subject.carousel
        let scrollView = carousel.inspectedScrollView
        let step = subject.forward(8)
        /// How far the offset has to go, dragging forward, before the technique jumps.
        func distanceToJump() -> CGFloat? {
            guard let range = carousel.recentreRange else { return nil }
            let offset = flow.main(scrollView.contentOffset)
            return -flow.main(step) > 0 ? range.upperBound - offset : offset - range.lowerBound
        }
        // Slow drags forward (each under a snap short of the threshold) until it is within reach.
        var passes = 0
        while let distance = distanceToJump(), distance > 480, passes < 40 {
            subject.driver.drag(from: subject.middle, by: subject.forward(200), speed: 300, hold: 0.1)
            #expect(subject.driver.settle(), "\(label)")
            passes += 1
        }
        let reach = try #require(distanceToJump(), "\(label): a jump threshold")
        try #require(reach <= 480 && reach > 0, "\(label): within reach (\(reach) pt) after \(passes) passes")
        // The last pass: from the far side, in 8 pt steps; the batch comes one step before the jump.
        var pointer = CGPoint(x: subject.middle.x - subject.forward(260).x, y: subject.middle.y - subject.forward(260).y)
        subject.driver.press(at: pointer)
        pointer = CGPoint(x: pointer.x + subject.forward(20).x, y: pointer.y + subject.forward(20).y)
        subject.driver.move(to: pointer, after: 0.016)
        var applied = false
        var jumped = false
        var jumpsBeforeBatch = 0
        var movesAfterBatch = 0
        for move in 0..<68 where movesAfterBatch < 4 {
            var tracked = try #require(subject.currentID, "\(label)")
            var place = try #require(subject.screenStart(of: tracked), "\(label)")
            if !applied, let distance = distanceToJump(), distance <= -flow.main(step).magnitude + abs(flow.main(step)) * 2 {
                var ids = subject.ids
                let current = try #require(carousel.currentItem)
                jumpsBeforeBatch = carousel.jumpCount
                ids.remove(at: (current + 2) % ids.count)
                ids.insert(subject.newID(), at: current)
                try subject.apply(ids)
                applied = true
                let shown = subject.screenStart(of: tracked)
                #expect(
                    shown.map { abs($0 - place) < 0.5 } ?? false,
                    "\(label) move \(move): the batch moved the current card to \(String(describing: shown)) from \(place)")
                tracked = try #require(subject.currentID, "\(label)")
                place = try #require(subject.screenStart(of: tracked), "\(label)")
            }
            pointer = CGPoint(x: pointer.x + step.x, y: pointer.y + step.y)
            subject.driver.move(to: pointer, after: 0.016)
            if applied {
                movesAfterBatch += 1
                jumped = jumped || carousel.jumpCount != jumpsBeforeBatch
            }
            let shown = subject.screenStart(of: tracked)
            let expected = place + flow.main(step)
            #expect(
                shown.map { abs($0 - expected) < 0.5 } ?? false,
                "\(label) move \(move): card \(tracked) at \(String(describing: shown)), the finger's place \(expected)")
        }
        #expect(applied, "\(label): the batch came just before the threshold")
        #expect(jumped, "\(label): the technique jumped in the batch or within four moves after it")
        subject.driver.release(after: 0.2)
        #expect(subject.driver.settle(), "\(label)")
        if technique.snaps { #expect(subject.restsAligned, "\(label)") }
    }
}
