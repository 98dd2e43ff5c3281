import Carousels
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import CarouselLabCore

/// The lab's previews (seed D) take the config's layout: filling items (the config's default) keep the
/// seed's look, one banner a page spaced by the page insets; an item length or items per view of the
/// config's own lays the banners out in the page-sized scroll view, the previews showing the ones
/// beyond it.
@MainActor
@Suite("The lab's previews take the config's layout")
struct PreviewsLayoutTests {
    /// Seed D full-window in a 1000 × 400 window (400 × 1000 vertical) with the config's `layout`: the
    /// host, and its item views' spans along the main axis in window coordinates (item order), sorted.
    func laidOut(_ scene: SceneKind, layout: CarouselLayout, flow: ItemFlow = .horizontal) throws -> (
        PreviewScrollHost, [ClosedRange<CGFloat>]
    ) {
        let size = flow.size(main: 1000, cross: 400)
        let content = scene.makeContent(banners: labBanners(12), layout: layout, flow: flow, log: nil)
        let driver = FrameDriver(size: size, containing: content.view)
        content.view.frame = CGRect(origin: .zero, size: size)
        driver.frames(2)
        let host = try #require(content.techniques[0].carousel as? PreviewScrollHost)
        var spans: [ClosedRange<CGFloat>] = []
        host.forEachItemView { view, _ in
            let frame = view.convert(view.bounds, to: nil)
            let start = flow.logicalStart(of: frame, in: 1000)
            spans.append(start...(start + flow.main(frame.size)))
        }
        return (host, spans.sorted { $0.lowerBound < $1.lowerBound })
    }

    @Test(
        "by default the seed's pages: 60 % of the window, one banner a page inset 15 pt, paging by the scroll view's bounds",
        arguments: [SceneKind.previews, .infinitePreviews], [ItemFlow.horizontal, .rightToLeft, .vertical])
    func defaultPages(scene: SceneKind, flow: ItemFlow) throws {
        let (host, spans) = try laidOut(scene, layout: .standard, flow: flow)
        #expect(host.layout == .previewPages)
        #expect(host.scrollView.isPagingEnabled && flow.main(host.pageSize) == 600)
        let inset: CGFloat = 15
        #expect(spans.contains((200 + inset)...(800 - inset)), "the centred banner: \(spans)")
        #expect(spans.contains((800 + inset)...(1400 - inset)), "the next page's banner, its preview")
        var across: Set<ClosedRange<CGFloat>> = []
        host.forEachItemView { view, _ in
            let frame = view.convert(view.bounds, to: host)
            across.insert(flow.cross(frame.origin)...(flow.cross(frame.origin) + flow.cross(frame.size)))
        }
        let hostCross = flow.cross(host.bounds.size)
        #expect(across == [20...(hostCross - 20)], "every banner 20 pt from the host's edges across")
    }

    @Test(
        "the config's shelf: three banners a page, start-aligned, the previews showing the next and, endless, the last",
        arguments: [SceneKind.previews, .infinitePreviews], [ItemFlow.horizontal, .vertical])
    func shelf(scene: SceneKind, flow: ItemFlow) throws {
        let shelf = CarouselLayout(itemLength: .itemsPerView(3), alignment: .start, pageBy: .view)
        let (host, spans) = try laidOut(scene, layout: shelf, flow: flow)
        var seedAcross = shelf
        seedAcross.crossInset = CarouselLayout.previewPages.crossInset
        #expect(host.layout == seedAcross && !host.scrollView.isPagingEnabled, "the config's layout, the seed's 20 pt across")
        // (600 − 2 × 16 − 2 × 8) / 3 = 184 points a banner, the first at the scroll view's 16 pt inset.
        let shown = spans.filter { $0.upperBound > 0 && $0.lowerBound < 1000 }
        let expected: [ClosedRange<CGFloat>] =
            (scene == .infinitePreviews ? [-168...16, 24...208] : []) + [
                216...400, 408...592, 600...784, 792...976, 984...1168,
            ]
        #expect(shown == expected)
    }
}
