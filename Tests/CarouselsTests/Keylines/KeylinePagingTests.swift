import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

/// Paging by view under Material 3's keylines (issue 44): a view is the arrangement's large (focal)
/// items, so a key, a flick and a swipe turn that many; paging by item still turns one. And the
/// default banner cell fades its text with its keyline size.
@MainActor
@Suite("Keylines: paging by view turns the large items; masked banners fade their text")
struct KeylinePagingTests {
    nonisolated static let size = CGSize(width: 960, height: 400)
    nonisolated static let flows: [ItemFlow] = [.horizontal, ItemFlow(axis: .vertical), ItemFlow(direction: .rightToLeft)]
    nonisolated static let techniques: [CarouselKind] = [.banner, .tiling, .padded, .scrollStrip, .pagingStrip]

    /// A carousel of `kind` filling a 960 × 400 window (flipped for a vertical flow) with 12 cards
    /// under multi-browse keylines, paging by `pageBy`.
    static func subject(_ kind: CarouselKind, flow: ItemFlow, pageBy: CarouselLayout.PageBy) -> (
        carousel: any InspectableCarousel & View, driver: FrameDriver
    ) {
        let size = flow.size(main: Self.size.width, cross: Self.size.height)
        let carousel = kind.make(frame: CGRect(origin: .zero, size: size), pageSize: size)
        carousel.flow = flow
        carousel.layout = CarouselLayout(itemLength: .itemsPerView(3), pageBy: pageBy, keylines: .multiBrowse)
        carousel.setItems(count: 12, cells: .numberCards)
        let driver = FrameDriver(size: size, containing: carousel)
        driver.root.focus(carousel)
        driver.frames(2)
        return (carousel, driver)
    }

    /// How many items show at the large length at rest: what Material's arrangement counts as large.
    static func largeShown(in carousel: any InspectableCarousel & View) -> Int {
        let large = carousel.core.geometry.keylines?.itemLength ?? 0
        var count = 0
        carousel.forEachItemView { view, _ in
            if let mask = view.drawMask, abs(carousel.flow.main(mask.rect.size) - large) < 0.5 { count += 1 }
        }
        return count
    }

    @Test("a view is the arrangement's large items: a snap holds them, by item one")
    func focalCount() throws {
        for isEndless in [false, true] {
            for itemLength in [CarouselLayout.ItemLength.fill, .itemsPerView(3), .itemsPerView(5)] {
                let layout = CarouselLayout(itemLength: itemLength, pageBy: .view, keylines: .multiBrowse)
                let geometry = CarouselGeometry(layout: layout, count: 12, viewportLength: 960, isEndless: isEndless)
                let focal = try #require(geometry.keylines?.focalItemCount)
                let list = try #require(geometry.keylines?.defaultKeylines)
                #expect(focal == list.filter { $0.isFocal }.count && focal >= 1, "endless \(isEndless) \(itemLength)")
                #expect(geometry.items(ofSnap: 1) == focal..<(2 * focal), "endless \(isEndless) \(itemLength)")
                var byItem = layout
                byItem.pageBy = .item
                let single = CarouselGeometry(layout: byItem, count: 12, viewportLength: 960, isEndless: isEndless)
                #expect(single.items(ofSnap: 1) == 1..<2, "endless \(isEndless): by item, one")
            }
        }
    }

    @Test("a key turns the large items by view and one item by item, every technique and flow", arguments: techniques, flows)
    func keys(kind: CarouselKind, flow: ItemFlow) throws {
        for pageBy in CarouselLayout.PageBy.allCases {
            let (carousel, driver) = Self.subject(kind, flow: flow, pageBy: pageBy)
            let focal = try #require(carousel.core.geometry.keylines?.focalItemCount, "\(kind) \(flow): keylines")
            let step = pageBy == .view ? focal : 1
            if kind.snaps {
                #expect(Self.largeShown(in: carousel) == focal, "\(kind) \(flow): \(focal) large items show at rest")
            }
            let forward: Key = flow.axis == .vertical ? .down : (flow.isReversed ? .left : .right)
            let start = try #require(carousel.targetItem)
            for turn in 1...2 {
                driver.root.handle(key: KeyEvent(forward, time: driver.time))
                #expect(driver.settle())
                #expect(carousel.targetItem == (start + turn * step) % 12, "\(kind) \(flow) by \(pageBy): turn \(turn)")
            }
        }
    }

    @Test("a flick and a slow swipe past half a view turn the large items of a paging strip", arguments: flows)
    func flickAndSwipe(flow: ItemFlow) throws {
        let (carousel, driver) = Self.subject(.pagingStrip, flow: flow, pageBy: .view)
        let focal = try #require(carousel.core.geometry.keylines?.focalItemCount)
        let pitch = carousel.itemPitch
        let middle = flow.point(main: 480, cross: 200)
        // A flick: short and fast.
        driver.drag(from: middle, by: flow.vector(alongMain: -60), speed: 2500)
        #expect(driver.settle())
        #expect(carousel.settledItem == focal, "\(flow): one view on")
        // A slow swipe past half the view's pitch, let go at rest.
        let view = CGFloat(focal) * pitch
        driver.drag(from: middle, by: flow.vector(alongMain: -0.6 * view), speed: 200)
        #expect(driver.settle())
        #expect(carousel.settledItem == 2 * focal, "\(flow): a second view on")
        // And back by less than half: it stays.
        driver.drag(from: middle, by: flow.vector(alongMain: 0.3 * view), speed: 200)
        #expect(driver.settle())
        #expect(carousel.settledItem == 2 * focal, "\(flow): under half a view springs back")
    }

    @Test("banner text: none up to halfway between the small and large sizes, then rising to full")
    func textOpacityCurve() {
        #expect(BannerItemView.textOpacity(sizeFraction: 0) == 0)
        #expect(BannerItemView.textOpacity(sizeFraction: 0.5) == 0)
        #expect(BannerItemView.textOpacity(sizeFraction: 0.75) == 2.0 / 3, "halfway to full: the middle step up")
        #expect(BannerItemView.textOpacity(sizeFraction: 0.6) == 1.0 / 3)
        #expect(BannerItemView.textOpacity(sizeFraction: 1) == 1)
        #expect(BannerItemView.textOpacity(sizeFraction: -3) == 0 && BannerItemView.textOpacity(sizeFraction: 7) == 1)
        let placement = KeylinePlacement(
            index: 0,
            keyline: Keyline(size: 0, offset: 0, unadjustedOffset: 0, isFocal: false, isAnchor: false, isPivot: false, cutoff: 0),
            unadjustedStart: 0, translation: 0, maskStart: 100, maskEnd: 200, itemLength: 300, minLength: 50,
            maxLength: 300, isOutOfKeylineBounds: false)
        #expect(abs(placement.sizeFraction - 0.2) < 1e-12, "100 shown between 50 and 300")
    }

    @Test("masked banners: the large ones show their text, the small ones none; without keylines all do", arguments: flows)
    func bannersFadeTheirText(flow: ItemFlow) throws {
        let size = flow.size(main: Self.size.width, cross: Self.size.height)
        let strip = FiniteStrip(
            frame: CGRect(origin: .zero, size: size), layout: CarouselLayout(keylines: .multiBrowse), paging: true)
        strip.flow = flow
        strip.set(items: (0..<12).map { Banner(title: "Title \($0)", subtitle: "Sub", image: ImageReference("/b/\($0).png")) })
        let driver = FrameDriver(size: size, containing: strip)
        strip.scrollToItem(4, animated: false)
        driver.frames(2)
        var opacities: [(fraction: CGFloat, opacity: Double)] = []
        strip.forEachItemView { view, _ in
            guard let banner = view as? BannerItemView, let mask = view.drawMask else { return }
            let fraction = flow.main(mask.rect.size) / flow.main(view.bounds.size)
            opacities.append((fraction, banner.textOpacity))
        }
        #expect(opacities.contains { $0.fraction > 0.999 && $0.opacity == 1 }, "\(flow): a large banner reads whole")
        let smallest = try #require(opacities.min { $0.fraction < $1.fraction })
        #expect(smallest.opacity == 0, "\(flow): the smallest banner shows no text: \(opacities)")
        #expect(opacities.allSatisfy { $0.fraction > 0.999 || $0.opacity < 1 }, "\(flow): only large banners read whole")
        strip.layout = CarouselLayout()
        driver.frames(2)
        strip.forEachItemView { view, _ in
            #expect((view as? BannerItemView)?.textOpacity == 1, "\(flow): no keylines, full text")
        }
    }
}
