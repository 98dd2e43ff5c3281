import Carousels
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing
@testable import CarouselLabCore

@MainActor
@Suite("Event log (--events)")
struct EventLogTests {
    func decode(_ line: String) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] ?? [:]
    }

    @Test("a fling on seed A logs the delegate events in UIKit's order, with velocity, target, offsets and the new index")
    func bannersFling() throws {
        let lab = ShellHarness(scene: .banners, size: CGSize(width: 960, height: 540), logs: true)
        lab.frames(2)
        lab.driver.drag(from: CGPoint(x: 700, y: 250), by: CGPoint(x: -300, y: 0), speed: 1500)
        lab.wait(2)
        let names = lab.events.map { decode($0)["event"] as? String ?? "?" }
        // The carousel reports its new index from its own didEndDecelerating, which runs before the
        // log (the scroll view's observer) hears that call.
        let order = ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging", "currentIndexChanged", "didEndDecelerating"]
        var position = 0
        for name in names where position < order.count && name == order[position] { position += 1 }
        #expect(position == order.count, "\(names)")
        let release = decode(try #require(lab.events(named: "willEndDragging").first))
        #expect((release["velocity"] as? Double ?? 0) > 0)
        let step = (lab.carousel() as! BannerCarousel).step
        let target = try #require(release["target"] as? Double)
        #expect(abs(target - ((lab.carousel() as! BannerCarousel).centredOffset + step)) < 0.001)
        let changed = decode(try #require(lab.events(named: "currentIndexChanged").last))
        #expect(changed["index"] as? Int == 1 && changed["title"] as? String == "Banner 1")
        for line in lab.events {
            let event = decode(line)
            #expect(event["scene"] as? String == "banners" && event["view"] as? String == "carousel" && event["time"] is Double, "\(line)")
        }
    }

    @Test("every technique logs its scroll events, and the endless ones their jumps", arguments: SceneKind.galleryTechniques)
    func scrollEventsEverywhere(scene: SceneKind) {
        let lab = ShellHarness(scene: scene, size: CGSize(width: 960, height: 540), logs: true)
        lab.frames(2)
        for _ in 0..<9 {
            lab.carousel().next()
            lab.wait(0.5)
        }
        #expect(!lab.events(named: "didScroll").isEmpty, "\(scene)")
        #expect(!lab.events(named: "didEndScrollingAnimation").isEmpty, "\(scene)")
        if InspectionTests.endless.contains(scene) {
            #expect(!lab.events(named: "recentred").isEmpty, "\(scene)")
        }
        let itemEvent = scene == .picker ? "optionChanged" : "currentIndexChanged"
        if scene != .tiling && scene != .padded {
            #expect(lab.events(named: itemEvent).count >= 2, "\(scene)")
        }
    }

    @Test("in the gallery, the scene is \"gallery\" and the view names the technique; opening one renames the scene")
    func galleryNames() {
        let lab = ShellHarness(scene: .gallery, logs: true)
        lab.driver.key(.tab)
        lab.driver.key(.right)
        lab.wait(0.5)
        let line = lab.events(named: "didScroll").last ?? ""
        #expect(decode(line)["scene"] as? String == "gallery" && decode(line)["view"] as? String == "tiling")
        lab.driver.key(.character("6"))
        lab.frame()
        lab.driver.key(.right)
        lab.wait(0.5)
        let picker = lab.events(named: "optionChanged").last ?? ""
        #expect(decode(picker)["scene"] as? String == "picker" && decode(picker)["view"] as? String == "picker")
    }
}

