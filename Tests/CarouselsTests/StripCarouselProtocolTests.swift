import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

/// Seeds B and C through the one `Carousel` protocol: each input reports the item under the middle
/// once, when the strip comes to rest, with the cause that moved it; the first item once laid out;
/// clicks select with `.click`; any cells, made once per slot.
@MainActor
@Suite("Seeds B and C as Carousels")
struct StripCarouselProtocolTests {
    typealias Technique = CarouselKind
    /// Seeds B and C.
    nonisolated static let techniques: [Technique] = [.tiling, .padded]

    /// A technique in the shared fixture's window (`CarouselSubject`, 640 × 300 along `flow`, the
    /// probe window), `count` banners, its events recorded, focused.
    static func make(_ technique: Technique, flow: ItemFlow, count: Int = 5) -> CarouselSubject {
        precondition(techniques.contains(technique), "\(technique) is not seed B or C")
        return CarouselSubject(
            technique, flow: flow, count: count, size: StripProbe.size(flow), pageSize: StripProbe.size(flow),
            cells: .banners(CarouselFixture.banners(count), direction: flow.effectiveDirection))
    }

    @Test(
        "the first item is reported once, with cause api, when the data is laid out", arguments: techniques,
        ItemFlow.tested)
    func firstIndex(technique: Technique, flow: ItemFlow) {
        let subject = Self.make(technique, flow: flow)
        // The middle (320) is nearest the centre of the second item (292 + 140).
        #expect(subject.recorder.restsAndSelections == [.settled(1, .api)])
        #expect(subject.carousel.currentItem == 1 && subject.carousel.itemCount == 5)
        subject.driver.frames(30)
        #expect(subject.recorder.restsAndSelections == [.settled(1, .api)], "nothing more while nothing moves")
    }

    @Test(
        "with no size yet, the first item is reported once the view is laid out", arguments: techniques, ItemFlow.tested)
    func firstIndexAfterLayout(technique: Technique, flow: ItemFlow) {
        let recorder = CarouselEventRecorder()
        let carousel: any Carousel & View = technique == .tiling ? TilingScrollView() : PaddedInfiniteCollection()
        carousel.flow = flow
        carousel.carouselDelegate = recorder
        switch carousel {
        case let tiling as TilingScrollView: tiling.setItems(count: 4, cells: .numberCards)
        case let padded as PaddedInfiniteCollection: padded.setItems(count: 4, cells: .numberCards)
        default: Issue.record("unknown technique")
        }
        #expect(recorder.restsAndSelections.isEmpty, "nothing laid out")
        let driver = FrameDriver(size: StripProbe.size(flow), containing: carousel)
        carousel.frame = CGRect(origin: .zero, size: StripProbe.size(flow))
        driver.frames(2)
        #expect(recorder.restsAndSelections == [.settled(1, .api)])
    }

    @Test(
        "a drag released at rest reports the new item once, cause drag; a fling, cause fling", arguments: techniques,
        ItemFlow.tested)
    func dragAndFling(technique: Technique, flow: ItemFlow) {
        let subject = Self.make(technique, flow: flow)
        subject.recorder.reset()
        subject.driver.drag(from: subject.middle, by: flow.vector(alongMain: -292), speed: 300, hold: 0.1)
        subject.driver.settle()
        #expect(subject.recorder.restsAndSelections == [.settled(2, .drag)])
        subject.recorder.reset()
        subject.driver.drag(from: subject.middle, by: flow.vector(alongMain: -150), speed: 4000)
        subject.driver.settle()
        let current = subject.carousel.currentItem ?? -1
        // Whichever item the glide ends on, it is reported once (none when it ends on item 2 again).
        #expect(
            subject.recorder.restsAndSelections == (current == 2 ? [] : [.settled(current, .fling)]),
            "\(subject.recorder.restsAndSelections)")
    }

    @Test(
        "a key, a wheel notch, scrollToItem and autoplay each report the index once with their cause",
        arguments: techniques, ItemFlow.tested)
    func commands(technique: Technique, flow: ItemFlow) {
        let subject = Self.make(technique, flow: flow)
        subject.recorder.reset()
        subject.driver.key(flow.forwardKey)
        subject.driver.settle()
        subject.driver.wheel(dx: 0, dy: 40, at: subject.middle)
        subject.driver.settle()
        subject.carousel.scrollToItem(0, animated: true)
        subject.driver.settle()
        subject.carousel.scrollToItem(3, animated: true, cause: .autoplay)
        subject.driver.settle()
        subject.carousel.scrollToItem(4, animated: false)
        subject.carousel.next(cause: .autoplay)
        subject.driver.settle()
        #expect(
            subject.recorder.restsAndSelections == [
                .settled(2, .key), .settled(3, .wheel), .settled(0, .api), .settled(3, .autoplay),
                .settled(4, .api), .settled(0, .autoplay),
            ])
        #expect(subject.carousel.isCurrentItemCentred(tolerance: 0.5), "scrollToItem centres")
        // Asking for the current item again moves nothing and reports nothing; out of range, the
        // index wraps (an endless strip's rule).
        subject.recorder.reset()
        subject.carousel.scrollToItem(0, animated: true)
        subject.driver.settle()
        #expect(subject.recorder.restsAndSelections.isEmpty)
        subject.carousel.scrollToItem(9, animated: true)
        subject.driver.settle()
        #expect(subject.recorder.restsAndSelections == [.settled(4, .api)])
    }

    @Test("scrollToItem goes the short way round", arguments: techniques, ItemFlow.tested)
    func shortestWay(technique: Technique, flow: ItemFlow) {
        let subject = Self.make(technique, flow: flow, count: 7)
        subject.carousel.scrollToItem(1, animated: false)
        var jumps: CGFloat = 0
        subject.carousel.onRecentre = { jumps += $0 }
        let scrollView = subject.carousel.inspectedScrollView
        let before = flow.main(scrollView.contentOffset)
        subject.carousel.scrollToItem(6, animated: false) // two back, not five forward
        // The logical distance scrolled, net of recentres and shifts.
        let moved = flow.physicalDelta(flow.main(scrollView.contentOffset) - before - jumps)
        #expect(subject.carousel.currentItem == 6)
        #expect(abs(moved + 2 * 292) < 1e-6, "\(moved)")
    }

    @Test(
        "a click selects the item clicked once, cause click, and changes no index", arguments: techniques, ItemFlow.tested
    )
    func click(technique: Technique, flow: ItemFlow) {
        let subject = Self.make(technique, flow: flow)
        subject.recorder.reset()
        subject.driver.click(at: flow.windowPoint(main: 100))
        subject.driver.click(at: flow.windowPoint(main: 600))
        subject.driver.settle()
        #expect(subject.recorder.restsAndSelections == [.selected(0, .click), .selected(2, .click)])
    }

    @Test(
        "number cards: made once per slot (at most ⌈640 / 292⌉ + 1), each showing its item", arguments: techniques,
        ItemFlow.tested)
    func numberCards(technique: Technique, flow: ItemFlow) {
        let subject = Self.make(technique, flow: flow)
        var made = 0
        let cells = CarouselCells(
            make: { () -> NumberCard in
                made += 1
                return NumberCard()
            }, configure: { card, index in card.show(index) })
        let cornerRadius: CGFloat
        let onScreen: () -> [OnScreen]
        let expected: (Int) -> Int?
        switch subject.carousel {
        case let tiling as TilingScrollView:
            tiling.setItems(count: 12, cells: cells)
            cornerRadius = tiling.layout.cornerRadius
            onScreen = { StripProbe.onScreen(tiling.strip, flow: flow) }
            expected = { tiling.item(forTile: $0) }
        case let padded as PaddedInfiniteCollection:
            padded.setItems(count: 12, cells: cells)
            cornerRadius = padded.layout.cornerRadius
            onScreen = { StripProbe.onScreen(padded.collectionView.strip, flow: flow) }
            expected = { padded.padding.item(forRow: $0) }
        default:
            Issue.record("unknown technique")
            return
        }
        for _ in 0..<6 {
            subject.driver.drag(from: subject.middle, by: flow.vector(alongMain: -250), speed: 6000)
            subject.driver.settle()
            for view in onScreen() { #expect(view.item == expected(view.index), "\(view.index)") }
        }
        for _ in 0..<8 { subject.driver.key(flow.backKey) }
        subject.driver.settle()
        #expect(onScreen().allSatisfy { $0.item == expected($0.index) })
        #expect(made >= 3 && made <= 4, "made \(made) cells")
        #expect(subject.carousel.itemCount == 12)
        var radii: Set<CGFloat> = []
        for case let card as NumberCard in subject.carousel.inspectedScrollView.subviews { radii.insert(card.cornerRadius) }
        #expect(radii == [cornerRadius])
    }
}
