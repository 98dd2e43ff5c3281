import Carousels
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import CarouselLabCore

@MainActor
@Suite("The shelves scene")
struct ShelvesSceneTests {
    func shelves(_ lab: ShellHarness) throws -> CarouselShelves {
        try #require((lab.shell.content.view as? ShelvesHolder)?.shelves)
    }

    @Test("rows come from the banners' \"row\": in order of first appearance, file order within, the rest last")
    func configRows() throws {
        let lab = ShellHarness(scene: .shelves, banners: labBanners(5), bannerRows: ["Films", "Series", "Films", nil, "Series"])
        let view = try shelves(lab)
        #expect(view.rows.map { $0.title?.text } == ["Films", "Series", ShelfPlan.unassignedTitle])
        #expect(view.rows.map(\.carousel.itemCount) == [2, 2, 1])
        #expect(lab.shell.content.techniques.count == 3 && lab.shell.scene == .shelves)
        let films = try #require(view.rows[0].carousel as? FiniteStrip)
        #expect((films.core.layout.alignment, films.core.layout.itemLength) == (.start, .itemsPerView(4.5)))
        #expect(films.core.layout.contain == .trim, "a row stops with its last item at the far edge")
    }

    @Test("without rows: four rows of ten, row r from banner 10 r on; the layout's own item length is kept")
    func defaultRows() throws {
        let lab = ShellHarness(
            scene: .shelves, banners: labBanners(7), logs: true, layout: CarouselLayout(itemLength: .fixed(300)))
        let view = try shelves(lab)
        #expect(view.rows.count == 4 && view.rows.allSatisfy { $0.carousel.itemCount == 10 })
        #expect(view.rows[0].carousel.core.layout.itemLength == .fixed(300))
        lab.frame()
        let second = try #require(lab.shell.content.techniques[1].reporter)
        #expect(second.banners.first?.title == "Banner 3")
    }

    @Test("the log: the focus once at start (api), the arrows' moves, Enter's selection with row and item")
    func events() throws {
        let lab = ShellHarness(scene: .shelves, banners: labBanners(7), logs: true)
        lab.frame()
        let start = lab.events(named: "focusChanged").map(decodedEvent)
        #expect(start.count == 1)
        #expect(
            start.first?["row"] as? Int == 0 && start.first?["item"] as? Int == 0 && start.first?["cause"] as? String == "api")
        #expect(lab.root.focusedView === (try shelves(lab)), "the shelves take the keys")
        lab.driver.key(.right)
        lab.driver.key(.down)
        lab.driver.key(.enter)
        lab.wait(1)
        let moves = lab.events(named: "focusChanged").map(decodedEvent)
        #expect(moves.map { $0["row"] as? Int } == [0, 0, 1])
        #expect(moves.map { $0["cause"] as? String } == ["api", "key", "key"])
        let selected = lab.events(named: "selected").map(decodedEvent)
        #expect(selected.count == 1)
        #expect(selected.first?["view"] as? String == "shelves" && selected.first?["row"] as? Int == 1)
        let item = try #require(selected.first?["item"] as? Int)
        #expect(selected.first?["title"] as? String == "Banner \((10 + item) % 7)")
        #expect(selected.first?["index"] == nil)
    }

    @Test("Tab keeps the keys on the shelves: they are the scene's one key target")
    func tab() throws {
        let lab = ShellHarness(scene: .shelves)
        lab.driver.key(.tab)
        #expect(lab.root.focusedView === (try shelves(lab)))
    }

    @Test("attract mode scrolls the column back to the first row and focuses its first item")
    func attract() throws {
        let lab = ShellHarness(scene: .shelves, banners: labBanners(7), logs: true)
        lab.shell.setAttract(2)
        lab.frames(2)
        lab.driver.key(.down)
        lab.driver.key(.down)
        lab.driver.key(.down)
        lab.driver.key(.right)
        lab.wait(1)
        let view = try shelves(lab)
        #expect(view.columnScrollView.contentOffset.y > 0)
        lab.wait(2.5)
        #expect(view.columnScrollView.contentOffset.y == 0)
        #expect(view.focusedItem?.row == 0 && view.focusedItem?.item == 0)
        #expect(lab.events(named: "focusChanged").map(decodedEvent).last?["cause"] as? String == "attract")
    }

    @Test("a live edit makes the rows anew from the edited banners")
    func liveEdit() throws {
        let lab = ShellHarness(scene: .shelves, banners: labBanners(3), bannerRows: ["A", "B", "A"])
        lab.frame()
        var banners = lab.shell.liveBanners
        banners[1].row = "A"
        banners.append(LiveBanner(Banner(title: "New", subtitle: "", image: ImageReference("/n.png")), row: "C"))
        lab.shell.updateBanners(banners, at: lab.driver.time)
        let view = try shelves(lab)
        #expect(view.rows.map { $0.title?.text } == ["A", "C"])
        #expect(view.rows.map(\.carousel.itemCount) == [3, 1])
    }
}

@MainActor
@Suite("The thumbs scene")
struct ThumbsSceneTests {
    func scene(_ lab: ShellHarness) throws -> ThumbsSceneView {
        try #require((lab.shell.content.view as? MarginView)?.content as? ThumbsSceneView)
    }

    @Test("the main's arrows move the strip's ring along, each index logged once as linkedIndexChanged")
    func follows() throws {
        let lab = ShellHarness(scene: .thumbs, banners: labBanners(12), logs: true)
        lab.frame()
        let view = try scene(lab)
        #expect(lab.root.focusedView === view.main)
        lab.driver.key(.right)
        lab.driver.key(.right)
        lab.wait(1.5)
        #expect(view.main.settledItem == 2)
        #expect(view.link?.thumbnailFocus.focusedItem == 2)
        let linked = lab.events(named: "linkedIndexChanged").map(decodedEvent)
        #expect(linked.map { $0["index"] as? Int } == [1, 2])
        #expect(linked.allSatisfy { $0["view"] as? String == "thumbs" })
    }

    @Test(
        "a click on a thumbnail moves the main there; Tab gives the keys to the strip",
        arguments: [ItemFlow.horizontal, .vertical, ItemFlow(axis: .horizontal, direction: .rightToLeft)])
    func click(flow: ItemFlow) throws {
        let lab = ShellHarness(scene: .thumbs, banners: labBanners(12), logs: true, flow: flow)
        lab.frame()
        let view = try scene(lab)
        var target: CGPoint?
        view.thumbnails.forEachItemView { item, index in
            if index.index == 3 { target = lab.centre(of: item) }
        }
        lab.driver.click(at: try #require(target))
        lab.wait(1.5)
        #expect(view.main.settledItem == 3)
        #expect(lab.events(named: "linkedIndexChanged").map(decodedEvent).last?["index"] as? Int == 3)
        #expect(lab.root.focusedView === view.thumbnails, "the click gave the strip the keys")
        lab.driver.key(.tab)
        #expect(lab.root.focusedView === view.main, "Tab moves them on, to the main")
        // The strip sits after the main across the axis: under it, or at its side.
        let main = view.main.convertToWindow(.zero)
        let strip = view.thumbnails.convertToWindow(.zero)
        #expect(flow.axis == .horizontal ? strip.y > main.y : strip.x > main.x)
    }

    @Test("a live edit keeps the two the same length and linked")
    func liveEdit() throws {
        let lab = ShellHarness(scene: .thumbs, banners: labBanners(6))
        lab.frame()
        var banners = lab.shell.liveBanners
        banners.remove(at: 0)
        lab.shell.updateBanners(banners, at: lab.driver.time)
        lab.wait(0.5)
        let view = try scene(lab)
        #expect(view.main.itemCount == 5 && view.thumbnails.itemCount == 5)
        lab.driver.key(.right)
        lab.wait(1.5)
        #expect(view.link?.thumbnailFocus.focusedItem == view.main.settledItem)
        var kinds: [Bool] = []
        view.thumbnails.forEachItemView { item, _ in kinds.append(item is BannerThumbnailView) }
        #expect(!kinds.isEmpty && kinds.allSatisfy { $0 }, "the strip still shows thumbnails")
    }
}

@MainActor
@Suite("The shelves scene: the physics plot")
struct ShelvesPlotTests {
    @Test("the plot follows the shelves' focused row")
    func plotFollowsRow() throws {
        let lab = ShellHarness(scene: .shelves)
        lab.shell.setPlotShown(true)
        lab.frame()
        lab.driver.key(.down)
        lab.frame()
        let shelves = try #require((lab.shell.content.view as? ShelvesHolder)?.shelves)
        #expect(lab.shell.focusedCarousel(in: lab.root) === shelves.rows[1].carousel)
        lab.driver.key(.down)
        lab.frame()
        #expect(lab.shell.focusedCarousel(in: lab.root) === shelves.rows[2].carousel)
    }
}

@MainActor
@Suite("The media browser scenes without banners")
struct MediaBrowserEmptyTests {
    @Test("no banners: the shelves and the thumbs say so instead of showing empty rows and strips")
    func empty() throws {
        let shelves = ShellHarness(scene: .shelves, banners: [])
        shelves.frame()
        let holder = try #require(shelves.shell.content.view as? ShelvesHolder)
        #expect(holder.shelves.isHidden && !holder.emptyLabel.isHidden && holder.emptyLabel.text == "No banners")
        let thumbs = ShellHarness(scene: .thumbs, banners: [])
        thumbs.frame()
        let scene = try #require((thumbs.shell.content.view as? MarginView)?.content as? ThumbsSceneView)
        #expect(scene.thumbnails.isHidden)
        thumbs.shell.updateBanners(labBanners(3).map { LiveBanner($0) }, at: thumbs.driver.time)
        thumbs.frame()
        #expect(!scene.thumbnails.isHidden && scene.main.itemCount == 3, "banners added live show at once")
        let one = ShellHarness(scene: .shelves, banners: labBanners(1))
        one.frame()
        let oneHolder = try #require(one.shell.content.view as? ShelvesHolder)
        #expect(!oneHolder.shelves.isHidden && oneHolder.emptyLabel.isHidden)
    }
}
