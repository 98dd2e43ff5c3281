import Carousels
import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

/// The one keep rule (issue 40), decided once in the core for every technique: new items, a new flow
/// and a new size keep the item at the snap point, clamped to the count, at the snap point; a free
/// strip rests as far past it as it did. Every technique × flow × layout.
@MainActor
@Suite("The one keep rule: new items, a new flow, a new size; every technique, flow and layout")
struct CarouselKeepRuleTests {
    /// The layouts the table runs: the technique's own, three items a view paged by item, and by view.
    enum Layout: String, CaseIterable, CustomStringConvertible, Sendable {
        case own, threePerView, threePerViewByView

        var description: String { rawValue }

        func apply(to layout: inout CarouselLayout) {
            guard self != .own else { return }
            layout.itemLength = .itemsPerView(3)
            if self == .threePerViewByView { layout.pageBy = .view }
        }
    }

    nonisolated static let cases: [(CarouselKind, Layout)] = CarouselKind.allCases.flatMap { kind in
        Layout.allCases.map { (kind, $0) }
    }
    nonisolated static let flows: [ItemFlow] = [.horizontal, .rightToLeft, .vertical]

    /// What the rule keeps, read off the strip: the first item of the snap nearest the strip, and how
    /// far past that snap it rests, in items (a new size keeps the same part of an item).
    struct Place: CustomStringConvertible {
        var item: Int
        var past: CGFloat
        var description: String { "item \(item), \(past) items past its snap" }
    }

    static func place(of subject: CarouselSubject) -> Place? {
        let core = subject.carousel.core
        guard let snap = core.geometry.nearestSnap(to: core.position), let past = subject.pastSnap else { return nil }
        return Place(
            item: core.geometry.item(ofOccurrence: core.geometry.items(ofSnap: snap).lowerBound), past: past / core.itemPitch)
    }

    /// Expects `subject` at rest on `kept`: the same item at the snap point and, on a free strip, as
    /// far past it (a strip that rests on snaps is aligned).
    static func expect(
        _ subject: CarouselSubject, keeps kept: Place?, _ comment: Comment, at location: SourceLocation = #_sourceLocation
    ) {
        let now = place(of: subject)
        #expect(subject.carousel.core.scrollView.isAtRest, "\(comment): at rest", sourceLocation: location)
        #expect(
            now?.item == kept?.item, "\(comment): \(String(describing: now)) for \(String(describing: kept))",
            sourceLocation: location)
        let past = subject.kind.snaps ? 0 : kept?.past ?? .nan
        #expect(
            abs((now?.past ?? .nan) - past) < 0.002, "\(comment): \(String(describing: now)) for \(String(describing: kept))",
            sourceLocation: location)
    }

    @Test(
        "at rest, mid-motion, along a new flow and at a new size the item at the snap point stays where it shows",
        arguments: cases, flows)
    func keeps(_ arrangement: (CarouselKind, Layout), flow: ItemFlow) {
        let (kind, layout) = arrangement
        let subject = CarouselSubject(kind, flow: flow, count: 9, layout: layout.apply(to:))
        let carousel = subject.carousel
        carousel.scrollToItem(4, animated: false)
        if !kind.snaps {
            // A free strip rests anywhere: a fifth of an item on.
            let scrollView = carousel.core.scrollView
            let nudge = flow.vector(alongMain: flow.physicalDelta(0.2 * carousel.itemPitch))
            scrollView.setContentOffset(
                CGPoint(x: scrollView.contentOffset.x + nudge.x, y: scrollView.contentOffset.y + nudge.y), animated: false)
        }
        subject.driver.frames(1)
        let atRest = Self.place(of: subject)
        #expect(atRest != nil)

        carousel.setItems(count: 9, cells: .numberCards)
        Self.expect(subject, keeps: atRest, "new items at rest")

        subject.driver.key(subject.forwardKey)
        subject.driver.frames(3)
        #expect(!carousel.core.scrollView.isAtRest, "moving")
        let moving = Self.place(of: subject)
        carousel.setItems(count: 9, cells: .numberCards)
        Self.expect(subject, keeps: moving, "new items mid-motion stop it")

        let before = Self.place(of: subject)
        carousel.flow = Self.flows[(Self.flows.firstIndex(of: flow)! + 1) % Self.flows.count]
        Self.expect(subject, keeps: before, "a new flow")
        carousel.flow = flow
        Self.expect(subject, keeps: before, "the flow back")

        carousel.frame.size = flow.size(main: 800, cross: 300)
        carousel.layoutIfNeeded()
        Self.expect(subject, keeps: before, "a new size")
    }

    @Test("fewer items than the one at the snap point: the last item comes to the snap point", arguments: cases, flows)
    func clampsToTheLastItem(_ arrangement: (CarouselKind, Layout), flow: ItemFlow) {
        let (kind, layout) = arrangement
        let subject = CarouselSubject(kind, flow: flow, count: 9, layout: layout.apply(to:))
        subject.carousel.scrollToItem(7, animated: false)
        subject.driver.frames(1)
        subject.carousel.setItems(count: 5, cells: .numberCards)
        let geometry = subject.carousel.core.geometry
        var expected = geometry.items(ofSnap: geometry.snap(containing: 4)).lowerBound
        if !kind.wraps, let range = geometry.scrollRange, let snap = geometry.nearestSnap(to: range.upperBound) {
            // A finite strip rests inside its range: its last snap at most.
            expected = min(expected, geometry.items(ofSnap: snap).lowerBound)
        }
        #expect(Self.place(of: subject)?.item == geometry.item(ofOccurrence: expected))
        #expect(subject.carousel.itemCount == 5)
        subject.carousel.setItems(count: 0, cells: .numberCards)
        #expect(subject.carousel.currentItem == nil && subject.carousel.itemCount == 0)
        subject.carousel.setItems(count: 3, cells: .numberCards)
        #expect(subject.carousel.currentItem != nil, "items again after none")
    }
}
