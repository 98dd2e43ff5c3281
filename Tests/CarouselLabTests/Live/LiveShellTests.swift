import Carousels
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import CarouselLabCore

/// The shell applying an edited config to every technique, and `--feed` on the finite strips.
@MainActor
@Suite("Live config: the shell")
struct LiveShellTests {
    static func live(_ banners: [Banner]) -> [LiveBanner] { banners.map { LiveBanner($0) } }

    @Test(
        "an insert before the centred banner keeps it centred, its index one more; itemsChanged says so",
        arguments: SceneKind.galleryTechniques)
    func insertBefore(scene: SceneKind) throws {
        let lab = ShellHarness(scene: scene, size: CGSize(width: 960, height: 540), logs: true)
        lab.frames(2)
        lab.carousel().scrollToItem(2, animated: false)
        lab.wait(0.5)
        let carousel = lab.carousel()
        #expect(carousel.currentItem == 2)
        let fresh = Banner(title: "Fresh", subtitle: "", image: ImageReference("/nonexistent/fresh.png"))
        let changes = lab.shell.updateBanners(Self.live([fresh] + labBanners(7)), at: lab.driver.time)
        #expect(changes == CarouselItemChanges(inserted: [0]))
        lab.wait(0.6)
        #expect(carousel.itemCount == 8 && carousel.currentItem == 3, "\(scene)")
        #expect(carousel.isCurrentItemCentred(), "\(scene): the same banner, still centred")
        let line = decodedEvent(try #require(lab.events(named: "itemsChanged").last))
        #expect(line["inserted"] as? Int == 1 && line["removed"] as? Int == 0 && line["moved"] as? Int == 0)
        #expect(line["from"] as? Int == 2 && line["to"] as? Int == 3 && line["cause"] as? String == "data", "\(line)")
        let index = decodedEvent(try #require(lab.events(named: "currentIndexChanged").last))
        #expect(index["index"] as? Int == 3 && index["title"] as? String == "Banner 2" && index["cause"] as? String == "data")
        #expect((lab.shell.content.techniques[0].view as? TechniqueView)?.dots.numberOfPages == 8, "the dots follow the count")
    }

    @Test("removing the centred banner makes the next one current, cause data", arguments: SceneKind.galleryTechniques)
    func removeCentred(scene: SceneKind) throws {
        let lab = ShellHarness(scene: scene, size: CGSize(width: 960, height: 540), logs: true)
        lab.frames(2)
        lab.carousel().scrollToItem(2, animated: false)
        lab.wait(0.5)
        var banners = labBanners(7)
        banners.remove(at: 2)
        lab.shell.updateBanners(Self.live(banners), at: lab.driver.time)
        lab.wait(0.6)
        #expect(lab.carousel().itemCount == 6 && lab.carousel().currentItem == 2)
        #expect(lab.carousel().isCurrentItemCentred(), "\(scene)")
        let line = decodedEvent(try #require(lab.events(named: "itemsChanged").last))
        #expect(line["removed"] as? Int == 1 && line["from"] as? Int == 2 && line["to"] as? Int == 2, "\(line)")
        let settled = lab.events(named: "currentIndexChanged").last.map(decodedEvent)
        #expect(settled?["title"] as? String == "Banner 3", "the next banner is current")
    }

    @Test("the gallery left for a technique takes the edit too")
    func savedGallery() {
        let lab = ShellHarness(scene: .gallery, size: CGSize(width: 1280, height: 720))
        lab.frames(2)
        lab.driver.key(.character("1"))
        lab.frame()
        lab.shell.updateBanners(Self.live(Array(labBanners(7).prefix(4))), at: lab.driver.time)
        lab.driver.key(.escape)
        lab.frames(2)
        #expect(lab.shell.content.techniques.count == 7)
        #expect(lab.shell.content.techniques.allSatisfy { $0.carousel.itemCount == 4 })
    }

    @Test(
        "--feed 3 on a finite strip appends three of the banners, numbered, whenever the current item nears the last",
        arguments: SceneKind.feedScenes)
    func feed(scene: SceneKind) throws {
        let lab = ShellHarness(scene: scene, size: CGSize(width: 960, height: 540), logs: true)
        lab.shell.feed = 3
        lab.frames(2)
        let carousel = lab.carousel()
        for _ in 0..<3 {
            carousel.next()
            lab.wait(0.5)
        }
        #expect(carousel.currentItem == 3 && carousel.itemCount == 7, "index 3 < 7 − 3: no feed yet")
        carousel.next()
        lab.wait(0.5)
        #expect(carousel.currentItem == 4 && carousel.itemCount == 10, "index 4 ≥ 7 − 3: three more")
        #expect(lab.shell.banners.suffix(3).map(\.title) == ["Banner 0 8", "Banner 1 9", "Banner 2 10"])
        let line = decodedEvent(try #require(lab.events(named: "itemsChanged").last))
        #expect(line["inserted"] as? Int == 3 && line["from"] as? Int == 4 && line["to"] as? Int == 4, "\(line)")
        for _ in 0..<3 {
            carousel.next()
            lab.wait(0.5)
        }
        #expect(carousel.currentItem == 7 && carousel.itemCount == 13, "\(scene): fed again at 10 − 3")
        #expect(lab.events(named: "itemsChanged").count == 2)
        lab.shell.feed = nil
        for _ in 0..<6 {
            carousel.next()
            lab.wait(0.5)
        }
        #expect(carousel.itemCount == 13 && carousel.currentItem == 12, "no feed: the strip ends")
    }
}
