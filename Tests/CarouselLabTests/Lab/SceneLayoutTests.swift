import Carousels
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import CarouselLabCore

/// Every scene takes the config's layout and the banners' own lengths (`SceneKind.makeTechnique`):
/// through each technique's core, the picker included, which still pages one option at a time.
@MainActor
@Suite("Scenes take the layout and the banner lengths")
struct SceneLayoutTests {
    /// A start-aligned shelf: three per view, a page a view.
    static let shelf = CarouselLayout(itemLength: .itemsPerView(3), alignment: .start, pageBy: .view)
    /// Mixed lengths: banners 0, 2 and 5 their own, the others the layout's.
    static let lengths: [CGFloat?] = [420, nil, 150, nil, nil, 260]

    /// Every technique the lab opens full-window.
    /// The one-technique scenes (the shelves lay their rows out their own way: `ShelvesSceneTests`).
    nonisolated static let techniques = SceneKind.allCases.filter { ![.gallery, .shelves, .thumbs].contains($0) }

    /// `scene` (or the gallery) in a 1000 × 400 window (400 × 1000 vertical), laid out, the first
    /// technique focused.
    func laidOut(
        _ scene: SceneKind, layout: CarouselLayout, lengths: [CGFloat?] = [], flow: ItemFlow = .horizontal
    ) -> (SceneContent, FrameDriver) {
        let size = flow.size(main: 1000, cross: 400)
        let content = scene.makeContent(banners: labBanners(9), layout: layout, itemLengths: lengths, flow: flow, log: nil)
        let driver = FrameDriver(size: size, containing: content.view)
        content.view.frame = CGRect(origin: .zero, size: size)
        driver.frames(2)
        driver.root.focus(content.techniques[0].carousel)
        return (content, driver)
    }

    @Test("every technique's core holds the banner lengths; all but seed D's the layout", arguments: techniques)
    func coresHoldThem(scene: SceneKind) {
        let (content, _) = laidOut(scene, layout: Self.shelf, lengths: Self.lengths)
        let core = content.techniques[0].carousel.core
        #expect(core.itemLengths == Self.lengths)
        // Seed D takes the layout through `PreviewsSceneView` (its own mapping of it).
        if scene != .previews, scene != .infinitePreviews { #expect(core.layout == Self.shelf) }
    }

    @Test("the gallery passes them to every technique in it")
    func gallery() {
        let (content, _) = laidOut(.gallery, layout: Self.shelf, lengths: Self.lengths)
        #expect(content.techniques.map(\.kind) == SceneKind.galleryTechniques)
        for technique in content.techniques {
            #expect(technique.carousel.core.itemLengths == Self.lengths, "\(technique.kind)")
        }
    }

    @Test(
        "a banner's own length sizes its item, along every flow",
        arguments: [SceneKind.banners, .scroll, .paging, .tiling, .padded], ItemFlow.tested)
    func bannerLengthsSizeItems(scene: SceneKind, flow: ItemFlow) throws {
        let (content, _) = laidOut(scene, layout: CarouselLayout(itemLength: .fixed(200)), lengths: Self.lengths, flow: flow)
        var lengths: [Int: CGFloat] = [:]
        content.techniques[0].carousel.forEachItemView { view, item in lengths[item.index] = flow.main(view.bounds.size) }
        #expect(lengths[0] == 420, "\(lengths)")
        #expect(lengths[1] == 200, "\(lengths)")
    }

    @Test(
        "a start-aligned shelf turns three items per key; the picker keeps one option per page",
        arguments: techniques.filter { $0 != .previews && $0 != .infinitePreviews }, ItemFlow.tested)
    func shelfKeys(scene: SceneKind, flow: ItemFlow) throws {
        let (content, driver) = laidOut(scene, layout: Self.shelf, flow: flow)
        let carousel = content.techniques[0].carousel
        #expect(carousel.settledItem == 0)
        let forward: Key = flow.axis == .vertical ? .down : (flow.isReversed ? .left : .right)
        driver.key(forward)
        driver.settle()
        let step = scene == .picker ? 1 : 3
        #expect(carousel.settledItem == step)
        driver.key(forward)
        driver.settle()
        #expect(carousel.settledItem == 2 * step)
    }

    @Test("given items per view and lengths, the picker still shows one option per page, its cells a page long")
    func pickerOnePerPage() throws {
        let (content, driver) = laidOut(.picker, layout: Self.shelf, lengths: Self.lengths)
        let picker = try #require(content.techniques[0].carousel as? InfinitePagingPicker)
        #expect(picker.pageLength > 0)
        var cells = 0
        picker.forEachItemView { view, _ in
            cells += 1
            #expect(view.bounds.width == picker.pageLength, "every option a page long")
        }
        #expect(cells >= 1)
        for expected in 1...3 {
            picker.next(cause: .api)
            driver.settle()
            #expect(picker.settledItem == expected)
            let pages = picker.scrollView.contentOffset.x / picker.pageLength
            #expect(abs(pages - pages.rounded()) < 1e-9, "rests on a page: \(pages)")
        }
    }
}
