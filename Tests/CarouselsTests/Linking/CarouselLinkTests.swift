import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

/// A main carousel of `mainKind` (640 points along `flow`, 300 across, its own layout) above a strip of
/// thumbnails of `thumbKind` (120 across; 100-point thumbnails 8 apart, start-aligned, inset 16), both
/// showing `count` numbered cards, linked, in one window.
@MainActor
struct LinkFixture {
    let main: any InspectableCarousel & View
    let thumbs: any InspectableCarousel & View
    let link: CarouselLink
    let driver: FrameDriver
    let flow: ItemFlow
    let mainEvents = CarouselEventRecorder()
    let followed = FollowLog()

    init(
        main mainKind: CarouselKind, thumbs thumbKind: CarouselKind, flow: ItemFlow, count: Int = 10,
        thumbLayout: CarouselLayout = CarouselLayout(itemLength: .fixed(100), alignment: .start)
    ) throws {
        self.flow = flow
        let mainSize = flow.size(main: 640, cross: 300)
        main = mainKind.make(frame: CGRect(origin: .zero, size: mainSize), pageSize: mainSize)
        let thumbSize = flow.size(main: 640, cross: 120)
        thumbs = thumbKind.make(frame: CGRect(origin: flow.point(main: 0, cross: 300), size: thumbSize), pageSize: thumbSize)
        thumbs.core.layout = thumbLayout
        for carousel in [main, thumbs] {
            carousel.flow = flow
            carousel.setItems(count: count, cells: .numberCards)
        }
        main.carouselDelegate = mainEvents
        let root = WindowRoot(size: flow.size(main: 640, cross: 420))
        root.addSubview(main)
        root.addSubview(thumbs)
        driver = FrameDriver(root: root)
        root.focus(main)
        link = try CarouselLink(main: main, thumbnails: thumbs)
        let log = followed
        link.onFollow = { index, cause in log.entries.append(Change(item: index, cause: cause)) }
        driver.settle()
    }

    /// The spans of thumbnail `index`'s views fully inside the strip, along the main axis in item order
    /// (0 at the strip's start edge).
    func thumbSpans(_ index: Int) -> [ClosedRange<CGFloat>] {
        var spans: [ClosedRange<CGFloat>] = []
        thumbs.forEachInspectedItem { item in
            guard item.index == index else { return }
            let frame = thumbs.inspectedScrollView.convert(item.frame, to: nil) // the strip starts at the window's start
            let start = flow.logicalStart(of: frame, in: 640)
            spans.append(start...(start + flow.main(frame.size)))
        }
        return spans
    }

    /// Whether thumbnail `index` shows whole within the strip less its inset (16 … 624).
    func thumbIsVisible(_ index: Int) -> Bool {
        thumbSpans(index).contains { $0.lowerBound >= 16 - 0.5 && $0.upperBound <= 624 + 0.5 }
    }

    /// The thumbnails showing whole in the strip, in item order.
    func wholeThumbnails() -> [Int] {
        var shown: [(start: CGFloat, index: Int)] = []
        thumbs.forEachInspectedItem { item in
            let frame = thumbs.inspectedScrollView.convert(item.frame, to: nil)
            let start = flow.logicalStart(of: frame, in: 640)
            if start >= 0, start + flow.main(frame.size) <= 640 { shown.append((start, item.index)) }
        }
        return shown.sorted { $0.start < $1.start }.map(\.index)
    }

    /// The window point at the middle of thumbnail `index` showing whole in the strip.
    func thumbCentre(_ index: Int) -> CGPoint? {
        var found: CGPoint?
        thumbs.forEachInspectedItem { item in
            guard item.index == index, found == nil else { return }
            let frame = thumbs.inspectedScrollView.convert(item.frame, to: nil)
            let start = flow.logicalStart(of: frame, in: 640)
            guard start >= 0, start + flow.main(frame.size) <= 640 else { return }
            found = CGPoint(x: frame.midX, y: frame.midY)
        }
        return found
    }

    /// Clicks thumbnail `index` (whole in view) and runs frames until both strips rest, recording the
    /// thumbnails' offset along the main axis each frame. Returns whether the strip moved in one
    /// direction only (one motion: never scrolled by the click and pulled back by the link).
    func clickThumbnail(_ index: Int) throws -> Bool {
        let point = try #require(thumbCentre(index), "thumbnail \(index) shows whole")
        let scrollView = thumbs.inspectedScrollView
        // The technique's own silent jumps (a recentre) move the offset, not the picture: taken out.
        var jumped: CGFloat = 0
        let heard = thumbs.onRecentre
        thumbs.onRecentre = { jumped += $0 }
        defer { thumbs.onRecentre = heard }
        var offsets = [flow.main(scrollView.contentOffset)]
        driver.click(at: point)
        for _ in 0..<1200 where !(main.isAtRest && thumbs.isAtRest) {
            driver.frames(1)
            offsets.append(flow.main(scrollView.contentOffset) - jumped)
        }
        offsets.append(flow.main(scrollView.contentOffset) - jumped)
        let steps = zip(offsets, offsets.dropFirst()).map { $1 - $0 }.filter { abs($0) > 1e-6 }
        return steps.allSatisfy { $0 > 0 } || steps.allSatisfy { $0 < 0 }
    }

    /// Whether the main carousel's settled item is marked on the thumbnails: focused, ringed, whole in
    /// view with a whole thumbnail either side where there is one.
    func thumbnailsMarkMain(count: Int = 10) -> Bool {
        guard let item = main.settledItem, link.thumbnailFocus.focusedItem == item, link.thumbnailFocus.ringFrame != nil
        else { return false }
        let endless = thumbs.core.isEndless
        let before = endless || item > 0 ? [(item + count - 1) % count] : []
        let after = endless || item < count - 1 ? [(item + 1) % count] : []
        return ([item] + before + after).allSatisfy(thumbIsVisible)
    }
}

/// The indices the thumbnails followed, in a class so the link's closure can add to them.
@MainActor
final class FollowLog {
    var entries: [Change] = []
}

@MainActor
@Suite("Linked carousels: the thumbnails follow the main, a thumbnail click moves it, a drag never does")
struct CarouselLinkTests {
    /// Main carousels: finite (the paging strip, the finite previews) and endless (seed A, the picker).
    nonisolated static let mains: [CarouselKind] = [.pagingStrip, .finitePreviews, .banner, .picker]
    /// Thumbnail strips whose clicks name the thumbnail clicked: finite (both strips) and endless
    /// (seeds A, B, C).
    nonisolated static let strips: [CarouselKind] = [.scrollStrip, .pagingStrip, .banner, .tiling, .padded]

    @Test("different counts: a clear error naming both")
    func countsMustMatch() {
        let main = FiniteStrip(frame: CGRect(x: 0, y: 0, width: 640, height: 300), paging: true)
        let thumbs = TilingScrollView(frame: CGRect(x: 0, y: 300, width: 640, height: 120))
        main.setItems(count: 10, cells: .numberCards)
        thumbs.setItems(count: 9, cells: .numberCards)
        #expect(throws: CarouselLinkError(mainCount: 10, thumbnailCount: 9)) { try CarouselLink(main: main, thumbnails: thumbs) }
        let message = CarouselLinkError(mainCount: 10, thumbnailCount: 9).description
        #expect(message.contains("10 items") && message.contains("thumbnail strip 9") && message.contains("setItems(count: 10"))
    }

    @Test(
        "main → thumbnails: the main's item is marked and kept a thumbnail from the strip's ends",
        arguments: mains, strips)
    func mainDrivesThumbnails(main: CarouselKind, thumbs: CarouselKind) throws {
        for flow in ItemFlow.tested {
            let fixture = try LinkFixture(main: main, thumbs: thumbs, flow: flow)
            #expect(fixture.thumbnailsMarkMain(), "\(main)→\(thumbs) \(flow): at start")
            let stops = [1, 5, 9, 0, 7]
            for index in stops {
                fixture.main.scrollToItem(index, animated: true, cause: .api)
                fixture.driver.settle()
                #expect(fixture.main.settledItem == index)
                #expect(fixture.thumbnailsMarkMain(), "\(main)→\(thumbs) \(flow): item \(index)")
            }
            #expect(fixture.followed.entries == stops.map { Change(item: $0, cause: .api) }, "\(main)→\(thumbs) \(flow)")
            // A key on the main: the thumbnails follow with the key's cause.
            fixture.driver.root.handle(
                key: KeyEvent(flow.axis == .vertical ? .down : (flow.isReversed ? .left : .right), time: fixture.driver.time))
            fixture.driver.settle()
            #expect(fixture.followed.entries.last == Change(item: 8, cause: .key), "\(main)→\(thumbs) \(flow)")
            #expect(fixture.thumbnailsMarkMain())
        }
    }

    @Test(
        "thumbnails → main: a click on any thumbnail moves the main there (cause click), across an endless wrap",
        arguments: mains, strips)
    func thumbnailClickMovesMain(main: CarouselKind, thumbs: CarouselKind) throws {
        for flow in ItemFlow.tested {
            let fixture = try LinkFixture(main: main, thumbs: thumbs, flow: flow)
            for round in 0..<4 {
                // The last thumbnail whole in view, then the first (at the snap point), and so on.
                let shown = fixture.wholeThumbnails().filter { $0 != fixture.main.settledItem }
                let index = try #require(round % 2 == 0 ? shown.last : shown.first, "\(main)←\(thumbs) \(flow)")
                let point = try #require(fixture.thumbCentre(index), "\(main)←\(thumbs) \(flow): thumbnail \(index) shows")
                fixture.mainEvents.reset()
                fixture.driver.click(at: point)
                fixture.driver.settle()
                #expect(fixture.main.settledItem == index, "\(main)←\(thumbs) \(flow): clicked \(index)")
                #expect(fixture.mainEvents.settledChanges == [.settled(index, .click)], "\(main)←\(thumbs) \(flow)")
                #expect(fixture.followed.entries.last == Change(item: index, cause: .click))
                #expect(fixture.thumbnailsMarkMain(), "\(main)←\(thumbs) \(flow): \(index) marked")
            }
            fixture.main.scrollToItem(0, animated: true, cause: .api)
            fixture.driver.settle()
            if fixture.thumbs.core.isEndless {
                let point = try #require(fixture.thumbCentre(9), "\(main)←\(thumbs) \(flow): thumbnail 9 before 0")
                fixture.driver.click(at: point)
                fixture.driver.settle()
                #expect(fixture.main.settledItem == 9, "\(main)←\(thumbs) \(flow): back across the wrap")
            }
        }
    }

    @Test("a drag or fling of the thumbnails never clicks: the main stays", arguments: mains, strips)
    func dragIsNoClick(main: CarouselKind, thumbs: CarouselKind) throws {
        for flow in ItemFlow.tested {
            let fixture = try LinkFixture(main: main, thumbs: thumbs, flow: flow)
            let middle = flow.point(main: 320, cross: 360)
            fixture.mainEvents.reset()
            let followed = fixture.followed.entries
            fixture.driver.drag(from: middle, by: flow.vector(alongMain: -40), speed: 300) // slow
            fixture.driver.settle()
            fixture.driver.drag(from: middle, by: flow.vector(alongMain: -250), speed: 3000) // a fling
            fixture.driver.frames(3)
            fixture.driver.click(at: middle) // a press catching the glide: a brake, not a click
            fixture.driver.settle()
            #expect(fixture.mainEvents.events.isEmpty, "\(main)/\(thumbs) \(flow): \(fixture.mainEvents.events)")
            #expect(fixture.main.settledItem == 0 && fixture.followed.entries == followed)
        }
    }

    @Test(
        "every thumbnail, trimmed or not, past the last reachable snap too: the main lands on the one clicked, the strip moves once",
        arguments: CarouselKind.allCases, strips + [.finitePreviews, .infinitePreviews])
    func everyThumbnailClicked(main: CarouselKind, thumbs: CarouselKind) throws {
        for contain in CarouselLayout.Containment.allCases {
            for flow in ItemFlow.tested {
                let layout = CarouselLayout(itemLength: .itemsPerView(3), alignment: .start, contain: contain)
                let fixture = try LinkFixture(main: main, thumbs: thumbs, flow: flow, count: 12, thumbLayout: layout)
                let context = "\(main)←\(thumbs) \(contain) \(flow)"
                #expect(fixture.thumbs.clicksSelect, "\(context): the link makes the thumbnails' clicks select")
                // Every thumbnail in turn, the marked one first: each is whole in view once its
                // neighbour is marked.
                for index in 0..<12 {
                    let once = try fixture.clickThumbnail(index)
                    #expect(fixture.main.settledItem == index, "\(context): clicked \(index)")
                    #expect(fixture.link.thumbnailFocus.focusedItem == index, "\(context): \(index) marked")
                    #expect(once, "\(context): thumbnail \(index): the strip moved back and forth")
                    #expect(fixture.thumbIsVisible(index), "\(context): \(index) in view")
                }
            }
        }
    }

    @Test("unlinking puts the thumbnails' clicksSelect back", arguments: strips)
    func unlinkRestoresClicks(thumbs: CarouselKind) throws {
        let fixture = try LinkFixture(main: .pagingStrip, thumbs: thumbs, flow: .horizontal)
        let before = thumbs.make(frame: .zero, pageSize: .zero).clicksSelect
        fixture.link.unlink()
        #expect(fixture.thumbs.clicksSelect == before)
    }

    @Test(
        "live data on either side, at rest and moving: the link waits while the counts differ, then follows the main",
        arguments: [CarouselKind.pagingStrip, .banner], [CarouselKind.scrollStrip, .banner])
    func dataOnEitherSide(main: CarouselKind, thumbs: CarouselKind) throws {
        for moving in [false, true] {
            for mainFirst in [true, false] {
                let fixture = try LinkFixture(main: main, thumbs: thumbs, flow: .horizontal, count: 10)
                let context = "\(main)←\(thumbs) moving \(moving) main first \(mainFirst)"
                fixture.main.scrollToItem(6, animated: false, cause: .api)
                fixture.driver.settle()
                if moving {
                    fixture.main.scrollToItem(7, animated: true, cause: .api)
                    fixture.driver.frames(3)
                    #expect(!fixture.main.isAtRest, "\(context)")
                }
                // Items 0 and 1 removed: item 7 becomes 5.
                let removal = try CarouselItemChanges(from: Array(0..<10), to: Array(2..<10))
                let sides = mainFirst ? [fixture.main, fixture.thumbs] : [fixture.thumbs, fixture.main]
                try sides[0].updateItems(removal, cells: .numberCards)
                #expect(fixture.link.isWaitingForCounts, "\(context): the counts differ")
                if !mainFirst, let point = fixture.thumbCentre(3) {
                    fixture.driver.click(at: point)
                    fixture.driver.frames(2)
                    #expect(fixture.main.targetItem == (moving ? 7 : 6), "\(context): a click while waiting moves nothing")
                }
                try sides[1].updateItems(removal, cells: .numberCards)
                #expect(!fixture.link.isWaitingForCounts, "\(context): they agree")
                fixture.driver.settle()
                #expect(fixture.main.settledItem == (moving ? 5 : 4), "\(context)")
                #expect(fixture.link.thumbnailFocus.focusedItem == fixture.main.settledItem, "\(context)")
                #expect(fixture.thumbnailsMarkMain(count: 8), "\(context)")
            }
        }
    }

    @Test("the link's own batch goes to both sides, the main first; a batch that does not fit changes neither")
    func linkBatch() throws {
        let fixture = try LinkFixture(main: .pagingStrip, thumbs: .scrollStrip, flow: .horizontal, count: 10)
        fixture.main.scrollToItem(8, animated: true, cause: .api)
        fixture.driver.frames(3)
        let ids = Array(0..<10)
        let new = [9, 8] + Array(0..<8).filter { $0 != 3 }
        try fixture.link.updateItems(from: ids, to: new, mainCells: .numberCards, thumbnailCells: .numberCards)
        fixture.driver.settle()
        #expect(fixture.main.itemCount == 9 && fixture.thumbs.itemCount == 9)
        #expect(fixture.main.settledItem == 1, "item 8 is now second")
        #expect(fixture.link.thumbnailFocus.focusedItem == 1 && fixture.thumbnailsMarkMain(count: 9))
        #expect(throws: CarouselItemChanges.Problem.self) {
            try fixture.link.updateItems(from: [1, 1], to: [1], mainCells: .numberCards, thumbnailCells: .numberCards)
        }
        #expect(fixture.main.itemCount == 9 && fixture.thumbs.itemCount == 9)
    }

    @Test("a thumbnail click while the main moves re-aims it", arguments: mains, strips)
    func clickDuringMotion(main: CarouselKind, thumbs: CarouselKind) throws {
        for flow in ItemFlow.tested {
            let fixture = try LinkFixture(main: main, thumbs: thumbs, flow: flow)
            fixture.main.scrollToItem(2, animated: true, cause: .api) // the thumbnails stay: 2 and 3 show
            fixture.driver.frames(6)
            #expect(!fixture.main.isAtRest, "\(main) moves")
            let point = try #require(fixture.thumbCentre(1))
            fixture.mainEvents.reset()
            fixture.driver.click(at: point)
            fixture.driver.settle()
            #expect(fixture.main.settledItem == 1, "\(main)←\(thumbs) \(flow)")
            #expect(fixture.mainEvents.settledChanges == [.settled(1, .click)], "never rested on 2")
            #expect(fixture.thumbnailsMarkMain())
        }
    }
}
