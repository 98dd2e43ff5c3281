import Carousels
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import CarouselLabCore

@MainActor
@Suite("InspectableCarousel: what the X-ray reads")
struct InspectionTests {
    nonisolated static let endless: [SceneKind] = [.banners, .tiling, .padded, .infinitePreviews, .picker]

    func items(_ carousel: InspectableCarousel & View) -> [InspectedItem] {
        var items: [InspectedItem] = []
        carousel.forEachInspectedItem { items.append($0) }
        return items
    }

    @Test(
        "at rest the offset lies inside the recentre range, and the current item is one of the items laid out",
        arguments: SceneKind.galleryTechniques)
    func atRest(scene: SceneKind) throws {
        let lab = ShellHarness(scene: scene, size: CGSize(width: 960, height: 540))
        lab.frames(2)
        let carousel = lab.carousel()
        #expect(carousel.itemCount == 7)
        let current = try #require(carousel.currentItem)
        #expect(items(carousel).contains { $0.index == current && !$0.isClone })
        #expect(items(carousel).allSatisfy { (0..<7).contains($0.index) })
        if Self.endless.contains(scene) {
            let range = try #require(carousel.recentreRange, "\(scene) jumps")
            #expect(range.contains(carousel.inspectedScrollView.contentOffset.x))
        } else {
            #expect(carousel.recentreRange == nil)
        }
    }

    @Test("each jump is reported with the change of the offset", arguments: endless)
    func jumpsReported(scene: SceneKind) {
        let lab = ShellHarness(scene: scene, size: CGSize(width: 960, height: 540))
        lab.frames(2)
        let carousel = lab.carousel()
        let scrollView = carousel.inspectedScrollView
        var reported: [CGFloat] = []
        var jumps: [CGFloat] = []
        var last = scrollView.contentOffset.x
        carousel.onRecentre = { delta in reported.append(delta) }
        // Page forward until the technique has jumped a few times, noting every offset change larger
        // than any frame's motion (the jumps).
        for _ in 0..<40 {
            carousel.next()
            for _ in 0..<30 {
                lab.frame()
                let offset = scrollView.contentOffset.x
                if abs(offset - last) > 200 { jumps.append(offset - last) }
                last = offset
            }
        }
        #expect(!reported.isEmpty, "\(scene) jumped")
        #expect(reported.allSatisfy { $0 != 0 })
        // Every large change of the offset between frames is a reported jump (a frame may hold two).
        #expect(jumps.count <= reported.count)
    }

    @Test("clones: seed C's padding rows and seed E's copy pages are marked, seeds A, B and D's are not")
    func clones() {
        for scene in [SceneKind.padded, .picker, .banners, .tiling, .infinitePreviews] {
            let lab = ShellHarness(scene: scene, size: CGSize(width: 960, height: 540))
            lab.frames(2)
            let clones = items(lab.carousel()).filter(\.isClone)
            switch scene {
            case .picker:
                // Views exist for the pages in view: at rest on the first real page, the copy of the
                // last option to its left is one of them.
                #expect(clones.map(\.index) == [6], "the copy page before the first")
            case .padded:
                // At the start the data set fills the view; paged to its last item, the copies after it show.
                #expect(clones.isEmpty)
                for _ in 0..<6 {
                    lab.carousel().next()
                    lab.wait(0.5)
                }
                let shown = items(lab.carousel())
                #expect(shown.contains { $0.isClone } && shown.contains { !$0.isClone }, "\(shown)")
            default:
                #expect(clones.isEmpty, "\(scene)")
            }
        }
    }

    @Test("a short list repeated in seed A's three slots marks the repeats as clones")
    func shortListClones() {
        let one = ShellHarness(scene: .banners, banners: labBanners(1), size: CGSize(width: 960, height: 540))
        one.frames(1)
        #expect(items(one.carousel()).map(\.isClone) == [true, false, true])
        let two = ShellHarness(scene: .banners, banners: labBanners(2), size: CGSize(width: 960, height: 540))
        two.frames(1)
        #expect(items(two.carousel()).map(\.isClone) == [false, false, true])
    }

    @Test("seed D's previews and seed E's sides are forwarding regions beside the scroll view")
    func forwarding() {
        for scene in [SceneKind.previews, .infinitePreviews, .picker] {
            let lab = ShellHarness(scene: scene, size: CGSize(width: 960, height: 540))
            lab.frames(1)
            let carousel = lab.carousel()
            let regions = carousel.forwardingRegions
            #expect(regions.count == 2, "\(scene)")
            let scroller = carousel.inspectedScrollView.superview!.convert(carousel.inspectedScrollView.frame, to: carousel)
            for region in regions { #expect(!region.intersects(scroller.insetBy(dx: 1, dy: 1)), "\(scene)") }
        }
        let banners = ShellHarness(scene: .banners)
        #expect(banners.carousel().forwardingRegions.isEmpty)
    }

    @Test("with no items there is nothing to inspect")
    func empty() {
        for scene in SceneKind.galleryTechniques {
            let lab = ShellHarness(scene: scene, banners: [], size: CGSize(width: 960, height: 540))
            lab.frames(1)
            #expect(items(lab.carousel()).isEmpty, "\(scene)")
            #expect(lab.carousel().currentItem == nil, "\(scene)")
            #expect(lab.carousel().itemCount == 0)
        }
    }
}
