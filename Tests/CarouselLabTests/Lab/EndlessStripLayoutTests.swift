import Carousels
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import CarouselLabCore

/// The lab's endless strips (seeds B and C) take the config's layout through the core's: by default
/// the lab's tiles (a third of the view, no inset, item 0 at the start edge), and with an item length
/// or items per view of the config's own, that layout, its alignment and inset included.
@MainActor
@Suite("The lab's endless strips take the config's layout")
struct EndlessStripLayoutTests {
    /// Seed B or C full-window in a 1000 × 400 window with the config's `layout`: its core's layout
    /// and the item views' spans along the main axis in window coordinates, in order.
    func laidOut(_ scene: SceneKind, layout: CarouselLayout, flow: ItemFlow = .horizontal) -> (
        CarouselLayout, [ClosedRange<CGFloat>]
    ) {
        let size = flow.size(main: 1000, cross: 400)
        let content = scene.makeContent(banners: labBanners(7), layout: layout, flow: flow, log: nil)
        let driver = FrameDriver(size: size, containing: content.view)
        content.view.frame = CGRect(origin: .zero, size: size)
        driver.frames(2)
        let carousel = content.techniques[0].carousel
        var spans: [ClosedRange<CGFloat>] = []
        carousel.forEachItemView { view, _ in
            let frame = view.convert(view.bounds, to: nil)
            let start = flow.logicalStart(of: frame, in: 1000)
            spans.append(start...(start + flow.main(frame.size)))
        }
        return (carousel.core.layout, spans.sorted { $0.lowerBound < $1.lowerBound })
    }

    @Test(
        "by default the lab's tiles: 36 % of the view, the config's spacing, item 0 at the start edge",
        arguments: [SceneKind.tiling, .padded], [ItemFlow.horizontal, .rightToLeft, .vertical])
    func defaultTiles(scene: SceneKind, flow: ItemFlow) throws {
        let (layout, spans) = laidOut(scene, layout: .standard, flow: flow)
        #expect(layout.itemLength == .fixed(360) && layout.inset == 0 && layout.alignment == .center)
        #expect(layout.spacing == CarouselLayout.standard.spacing)
        let first = try #require(spans.first { $0.lowerBound >= 0 })
        #expect(first.lowerBound == 0 && first.upperBound == 360, "\(spans)")
        #expect(spans.contains(368...728), "the next after the config's 8 pt gap")
    }

    @Test("the config's items per view, alignment and inset reach B and C", arguments: [SceneKind.tiling, .padded])
    func shelf(scene: SceneKind) {
        let shelf = CarouselLayout(itemLength: .itemsPerView(4), alignment: .start, pageBy: .view)
        let (layout, spans) = laidOut(scene, layout: shelf)
        #expect(layout == shelf)
        // (1000 − 2 × 16 − 3 × 8) / 4 = 236 points an item, item 0 at the 16 pt inset.
        #expect(spans.filter { $0.lowerBound >= 0 && $0.upperBound <= 1000 } == [16...252, 260...496, 504...740, 748...984])
    }

    @Test("a fixed item length is the config's, end-aligned", arguments: [SceneKind.tiling, .padded])
    func fixed(scene: SceneKind) {
        let fixed = CarouselLayout(inset: 10, spacing: 20, itemLength: .fixed(300), alignment: .end)
        let (layout, spans) = laidOut(scene, layout: fixed)
        #expect(layout == fixed)
        #expect(spans.filter { $0.lowerBound >= 0 }.prefix(3) == [10...310, 330...630, 650...950])
    }
}
