import Carousels
import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

/// Issue 28: counts crossing 0, 1, 2 and 3 and back to 0 for every technique and flow, at rest and
/// mid-motion. The copies and clones each technique keeps for few items (seed A's ring repeating one
/// or two items, seed C's padding, seed E's n + 2 pages, seed B's tiles) follow the data at once:
/// every card on screen shows an item that exists, as its index says; indices are nil at 0; the
/// first item after 0 is reported with cause `.data`.
@MainActor
@Suite("Live data: counts crossing 0, 1, 2, 3 and back, every technique and flow")
struct LiveDataCountTests {
    nonisolated static let flows: [ItemFlow] = [.horizontal, .rightToLeft, .vertical]

    /// The identities the test walks through: 0 → 1 → 2 → 3 → 2 → 1 → 0 → 3 → 0.
    static let steps: [[Int]] = [[7], [7, 8], [7, 8, 9], [7, 9], [9], [], [20, 21, 22], []]

    /// How the strip moves when each batch comes.
    enum Moment: String, CaseIterable, CustomStringConvertible {
        case rest, flinging, animating
        var description: String { rawValue }
    }

    /// The number cards drawn inside the carousel's frame (every ancestor shown), in the window.
    static func visibleCards(_ subject: LiveDataSubject) -> [(card: NumberCard, frame: CGRect)] {
        let carousel = subject.carousel
        let window = CGRect(origin: carousel.convertToWindow(.zero), size: carousel.bounds.size)
        var found: [(NumberCard, CGRect)] = []
        func walk(_ view: View) {
            guard !view.isHidden, view.alpha > 0 else { return }
            if let card = view as? NumberCard, let parent = card.superview {
                let drawn = card.drawnFrame
                let frame = CGRect(origin: parent.convertToWindow(drawn.origin), size: drawn.size)
                if frame.intersection(window).width > 1, frame.intersection(window).height > 1 { found.append((card, frame)) }
                return
            }
            for subview in view.subviews { walk(subview) }
        }
        walk(carousel)
        return found
    }

    /// What must hold right after a batch and at every later frame: the count, indices in range (nil
    /// at 0), every item view showing its index's item, every visible card an existing item, and the
    /// technique's copies.
    static func checkShown(_ subject: LiveDataSubject, technique: CarouselKind, _ label: String) {
        let carousel = subject.carousel
        let ids = subject.ids
        #expect(carousel.itemCount == ids.count, "\(label): count")
        if ids.isEmpty {
            #expect(
                carousel.currentItem == nil && carousel.targetItem == nil && carousel.settledItem == nil, "\(label): indices at 0"
            )
            var inspected = 0
            carousel.forEachInspectedItem { _ in inspected += 1 }
            #expect(inspected == 0, "\(label): \(inspected) items inspected with none")
            #expect(
                visibleCards(subject).isEmpty, "\(label): cards shown with no items: \(visibleCards(subject).map(\.card.number))")
            return
        }
        for index in [carousel.currentItem, carousel.targetItem, carousel.settledItem] {
            #expect(
                index.map { (0..<ids.count).contains($0) } ?? false,
                "\(label): index \(String(describing: index)) of \(ids.count)")
        }
        var clones = 0
        carousel.forEachItemView { view, item in
            guard (0..<ids.count).contains(item.index) else {
                Issue.record("\(label): an item view for index \(item.index) of \(ids.count)")
                return
            }
            if item.isClone { clones += 1 }
            if let card = view as? NumberCard, !card.isHidden {
                #expect(
                    card.number == ids[item.index],
                    "\(label): the view of item \(item.index) shows \(String(describing: card.number)), not \(ids[item.index])")
            }
        }
        for (card, frame) in visibleCards(subject) {
            #expect(
                card.number.map(ids.contains) ?? false,
                "\(label): a card shows \(String(describing: card.number)) at \(frame), ids \(ids)")
        }
        #expect(subject.currentID.flatMap(subject.screenStart(of:)) != nil, "\(label): the current item shows")
        switch technique {
        case .picker:
            let picker = carousel as! InfinitePagingPicker
            #expect(picker.pageCount == (ids.count >= 2 ? ids.count + 2 : ids.count), "\(label): n + 2 pages")
            let content = subject.flow.main(picker.scrollView.contentSize)
            #expect(abs(content - CGFloat(picker.pageCount) * picker.pageLength) < 0.5, "\(label): content of \(content) pt")
        case .banner where ids.count <= 2:
            #expect(clones > 0, "\(label): seed A repeats one or two items in its ring")
        default: break
        }
    }

    /// Puts `subject` into `moment`: a fling or an animated page under way.
    static func start(_ moment: Moment, _ subject: LiveDataSubject) {
        switch moment {
        case .rest: break
        case .flinging:
            subject.driver.drag(from: subject.middle, by: subject.forward(120), speed: 2_500)
            subject.driver.frames(2)
        case .animating:
            subject.carousel.next(cause: .key)
            subject.driver.frames(3)
        }
    }

    @Test(
        "0 → 1 → 2 → 3 → 2 → 1 → 0 → 3 → 0: copies follow at once, indices nil at 0, the first item reported (.data)",
        arguments: CarouselKind.allCases, flows)
    func counts(technique: CarouselKind, flow: ItemFlow) throws {
        for moment in Moment.allCases {
            let subject = LiveDataSubject(technique, flow: flow, count: 0)
            Self.checkShown(subject, technique: technique, "\(technique) \(flow) \(moment) start")
            for ids in Self.steps {
                let label = "\(technique) \(flow) \(moment) \(subject.ids.count)→\(ids.count)"
                let wasEmpty = subject.ids.isEmpty
                if !wasEmpty { Self.start(moment, subject) }
                subject.recorder.reset()
                try subject.apply(ids)
                Self.checkShown(subject, technique: technique, label + " at once")
                let updates = subject.recorder.events.compactMap { if case .updated(let update) = $0 { update } else { nil } }
                #expect(updates.count == 1, "\(label): \(subject.recorder.events)")
                #expect(updates.first?.countAfter == ids.count, "\(label)")
                if wasEmpty, !ids.isEmpty {
                    #expect(updates.first?.currentBefore == nil && updates.first?.currentAfter == 0, "\(label): \(updates)")
                    #expect(subject.recorder.events.contains(.current(0, .data)), "\(label): \(subject.recorder.events)")
                    #expect(subject.recorder.events.contains(.settled(0, .data)), "\(label): \(subject.recorder.events)")
                }
                if ids.isEmpty { #expect(updates.first?.currentAfter == nil, "\(label)") }
                for frame in 0..<12 {
                    subject.driver.frame()
                    Self.checkShown(subject, technique: technique, label + " frame \(frame)")
                }
                #expect(subject.driver.settle(), "\(label): comes to rest")
                subject.driver.frames(2)
                Self.checkShown(subject, technique: technique, label + " at rest")
                if !ids.isEmpty, technique.snaps { #expect(subject.restsAligned, "\(label): rests aligned") }
            }
        }
    }

    @Test(
        "all items removed mid-fling, new ones arriving while it still moves: current, target and settled set, cause .data",
        arguments: CarouselKind.allCases, flows)
    func firstItemsWhileMoving(technique: CarouselKind, flow: ItemFlow) throws {
        let subject = LiveDataSubject(technique, flow: flow, count: 3)
        let label = "\(technique) \(flow)"
        subject.driver.drag(from: subject.middle, by: subject.forward(120), speed: 2_500)
        subject.driver.frames(1)
        try subject.apply([])
        subject.recorder.reset()
        try subject.apply([7, 8, 9])
        let current = subject.carousel.currentItem
        #expect(current != nil && subject.carousel.targetItem != nil, "\(label)")
        #expect(subject.carousel.settledItem == current, "\(label): settled \(String(describing: subject.carousel.settledItem))")
        #expect(
            subject.recorder.events.contains { if case .settled(_, .data) = $0 { true } else { false } },
            "\(label): \(subject.recorder.events)")
        Self.checkShown(subject, technique: technique, label)
        #expect(subject.driver.settle(), "\(label)")
        Self.checkShown(subject, technique: technique, label + " at rest")
        if technique.snaps { #expect(subject.restsAligned, "\(label)") }
    }

    @Test(
        "down to one item while a drag holds the strip: the strip ends aligned when let go (the property test's shrunk picker case)",
        arguments: CarouselKind.allCases, flows)
    func downToOneWhileDragging(technique: CarouselKind, flow: ItemFlow) throws {
        let subject = LiveDataSubject(technique, flow: flow, count: 5)
        let label = "\(technique) \(flow)"
        subject.driver.drag(from: subject.middle, by: subject.forward(29), speed: 300, release: false)
        try subject.apply([subject.ids[0]])
        let shifted = CGPoint(x: subject.middle.x + subject.forward(60).x, y: subject.middle.y + subject.forward(60).y)
        subject.driver.move(to: shifted, after: 0.1)
        subject.driver.release(after: 0.05)
        #expect(subject.driver.settle(), "\(label): comes to rest")
        subject.driver.frames(2)
        #expect(subject.carousel.currentItem == 0, "\(label)")
        if technique.snaps { #expect(subject.restsAligned, "\(label): rests aligned") }
    }
}
