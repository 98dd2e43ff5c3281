import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

@MainActor
@Suite("PreviewScrollHost (seed D): one carousel protocol, any cell")
struct PreviewScrollHostCarouselTests {
    @Test(
        "a drag, a fling, a key, a click, a wheel notch, scrollToItem and next each report the index once with its cause",
        arguments: HostFixture.Kind.allCases, ItemFlow.tested)
    func protocolEvents(kind: HostFixture.Kind, flow: ItemFlow) {
        let fixture = HostFixture(kind, flow: flow, count: 6)
        let carousel: any Carousel = fixture.host
        #expect(fixture.recorder.restsAndSelections == [.settled(0, .api)], "the first index, once")
        #expect(carousel.itemCount == 6 && carousel.currentItem == 0 && carousel.flow == flow)
        fixture.driver.drag(from: fixture.middle, by: fixture.forward(300), speed: 600, hold: 0.2)
        fixture.driver.settle()
        fixture.driver.drag(from: fixture.middle, by: fixture.forward(100), speed: 3000)
        fixture.driver.settle()
        fixture.driver.key(fixture.forwardKey)
        fixture.driver.settle()
        fixture.driver.click(at: fixture.nextPreview)
        fixture.driver.settle()
        fixture.driver.wheel(dx: 0, dy: 40, at: fixture.middle)
        fixture.driver.settle()
        carousel.scrollToItem(1, animated: true)
        fixture.driver.settle()
        carousel.scrollToItem(1, animated: true, cause: .key)
        fixture.driver.settle()
        carousel.scrollToItem(3, animated: false, cause: .autoplay)
        carousel.next(cause: .autoplay)
        fixture.driver.settle()
        fixture.driver.click(at: fixture.middle)
        #expect(
            fixture.recorder.restsAndSelections == [
                .settled(0, .api), .settled(1, .drag), .settled(2, .fling), .settled(3, .key),
                .settled(4, .click), .settled(5, .wheel), .settled(1, .api), .settled(3, .autoplay),
                .settled(4, .autoplay), .selected(4, .click),
            ])
        // The finite strip went back from 5 to 1; the endless one the short way, forward through 0.
        #expect(fixture.isCentred && carousel.currentItem == 4)
    }

    @Test(
        "a long trackpad swipe along the main axis turns exactly one page, the way it pulls the content",
        arguments: HostFixture.Kind.allCases, ItemFlow.tested)
    func trackpadSwipe(kind: HostFixture.Kind, flow: ItemFlow) {
        let fixture = HostFixture(kind, flow: flow, count: 6)
        fixture.host.scrollToItem(2, animated: false)
        for (direction, expected) in [(1, 3), (-1, 2)] as [(CGFloat, Int)] {
            // Forward in item order: the offset grows along the main axis, but shrinks right to left.
            let swipe = WheelTrace.swipe(peak: flow.physicalDelta(60 * direction), fingerFrames: 30)
            fixture.driver.play(flow.axis == .vertical ? swipe.swappingAxes : swipe, at: fixture.middle)
            fixture.driver.wait(1)
            fixture.driver.settle()
            #expect(fixture.host.centredItem == expected && fixture.isCentred, "1800 pt of swipe, one page")
        }
        #expect(fixture.settledChanges.suffix(2) == [.settled(3, .trackpad), .settled(2, .trackpad)])
    }

    @Test(
        "NumberCard cells: made once per slot, each configured for the logical index it shows",
        arguments: HostFixture.Kind.allCases, ItemFlow.tested)
    func numberCards(kind: HostFixture.Kind, flow: ItemFlow) {
        let fixture = HostFixture(kind, flow: flow, count: 3)
        let ledger = CellLedger()
        fixture.host.layout.cornerRadius = 12
        fixture.host.setItems(count: 20, cells: ledger.numberCards)
        func cards() -> [(index: Int, card: NumberCard)] {
            var result: [(Int, NumberCard)] = []
            fixture.host.forEachInspectedItem { item in
                let card = fixture.scrollView.subviews.compactMap { $0 as? NumberCard }.first { $0.frame == item.frame }
                if let card { result.append((item.index, card)) }
            }
            return result
        }
        for step in 0..<25 {
            #expect(fixture.host.centredItem == step % 20 || kind == .finite)
            #expect(cards().count == fixture.scrollView.subviews.count, "every cell in the strip is a number card")
            #expect(cards().allSatisfy { $0.card.number == $0.index && $0.card.cornerRadius == 12 })
            #expect(cards().contains { $0.index == fixture.host.centredItem }, "the current item's card is laid out")
            fixture.driver.key(fixture.forwardKey)
            fixture.driver.settle()
        }
        #expect(fixture.host.centredItem == (kind == .finite ? 19 : 25 % 20))
        let limit = kind == .finite ? 3 + FinitePreviewScrollHost.defaultPageCacheLimit : 3
        #expect(ledger.makes == limit, "\(ledger.makes) cells made")
        fixture.host.layout.cornerRadius = 4
        fixture.driver.frames(1) // a new layout shows from the next frame
        #expect(cards().allSatisfy { $0.card.cornerRadius == 4 })
    }

    @Test("set(items:) shows banners in banner cells with the host's corners", arguments: HostFixture.Kind.allCases)
    func bannerConvenience(kind: HostFixture.Kind) {
        let fixture = HostFixture(kind, count: 0)
        fixture.host.set(items: HostFixture.banners(4))
        let titles = fixture.scrollView.subviews.compactMap { ($0 as? BannerItemView)?.banner?.title }
        #expect(fixture.host.itemCount == 4)
        #expect(Set(titles) == (kind == .finite ? ["Banner 0", "Banner 1"] : ["Banner 3", "Banner 0", "Banner 1"]))
        #expect(fixture.recorder.restsAndSelections == [.settled(0, .api)], "the first index once the banners are laid out")
    }

    @Test("scrollToItem before the host is laid out is kept and reported", arguments: HostFixture.Kind.allCases, ItemFlow.tested)
    func scrollBeforeLayout(kind: HostFixture.Kind, flow: ItemFlow) {
        let host: PreviewScrollHost =
            kind == .finite ? FinitePreviewScrollHost(pageSize: .zero) : InfinitePreviewScrollHost(pageSize: .zero)
        let recorder = CarouselEventRecorder()
        host.flow = flow
        host.carouselDelegate = recorder
        host.set(items: HostFixture.banners(6))
        host.scrollToItem(4, animated: true, cause: .autoplay)
        #expect(host.centredItem == 4)
        let size = flow.size(main: 640, cross: 400)
        host.frame = CGRect(origin: .zero, size: size)
        host.pageSize = flow.size(main: 480, cross: 320)
        let driver = FrameDriver(size: size, containing: host)
        driver.frame()
        #expect(host.centredItem == 4 && host.isCurrentItemCentredAlongMain)
        #expect(recorder.restsAndSelections == [.settled(0, .api), .settled(4, .autoplay)])
    }
}
