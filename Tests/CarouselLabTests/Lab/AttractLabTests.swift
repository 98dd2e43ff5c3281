import Carousels
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import CarouselLabCore

/// The lab's attract mode (`LabShell.setAttract`, `--attract`): after the idle timeout every
/// technique glides back to its first item (cause `attract`), autoplay follows a full interval after
/// the glide ends, and the input that wakes it does nothing else.
@MainActor
@Suite("Attract mode in the lab")
struct AttractLabTests {
    /// A logging shell in a 960 × 540 window with attract mode after `timeout` seconds, started.
    func attracting(_ scene: SceneKind = .banners, after timeout: TimeInterval, reduced: Bool = false) -> ShellHarness {
        let lab = ShellHarness(scene: scene, size: CGSize(width: 960, height: 540), logs: true)
        lab.root.reducesMotion = reduced
        lab.shell.reducesMotion = reduced
        lab.shell.setAttract(timeout)
        lab.frames(2) // the idle clock starts at the first frame's update, 1/60 s after `start`
        return lab
    }

    /// Hands `event` to the shell as the run loop does: to the window only if attract mode admits it.
    func send(_ lab: ShellHarness, _ event: InputEvent) {
        if lab.shell.admit(event) { lab.root.handle(event) }
    }

    /// A click (press, lift 0.05 s later) at `point`, through attract mode.
    func click(_ lab: ShellHarness, at point: CGPoint) {
        send(lab, .pointer(PointerEvent(.down, at: point, time: lab.driver.time)))
        lab.wait(0.05)
        send(lab, .pointer(PointerEvent(.up, at: point, time: lab.driver.time)))
    }

    func decode(_ line: String) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] ?? [:]
    }

    /// The logged lines (decoded) whose cause is `cause` and, if given, whose event is `event`.
    func lines(_ lab: ShellHarness, cause: String, event: String? = nil) -> [[String: Any]] {
        lab.events.map(decode).filter {
            $0["cause"] as? String == cause && (event == nil || $0["event"] as? String == event)
        }
    }

    @Test(
        "left alone, every technique glides back to its first item, its index lines with cause attract",
        arguments: SceneKind.galleryTechniques)
    func glidesBack(scene: SceneKind) throws {
        let lab = attracting(scene, after: 2)
        let deadline = try #require(lab.shell.nextDeadline)
        lab.carousel().scrollToItem(3, animated: true, cause: .api)
        lab.wait(1.5)
        #expect(lab.carousel().settledItem == 3, "\(scene)")
        #expect(lab.lines(cause: "attract").isEmpty)
        lab.wait(1.5) // the timeout at 2 s, the glide (about 0.35 s)
        #expect(lab.shell.attractor?.isAttracting == true)
        #expect(lab.carousel().settledItem == 0, "\(scene)")
        let settled = lines(lab, cause: "attract", event: "settledIndexChanged")
        #expect(settled.map { $0["index"] as? Int } == [0], "\(scene): \(lab.events.suffix(6))")
        let glideStart = try #require(lines(lab, cause: "attract").first?["time"] as? Double)
        #expect(
            glideStart >= deadline && glideStart < deadline + 1.5 / 60,
            "\(scene): the glide starts at the timeout, \(glideStart) vs \(deadline)")
    }

    @Test("in the gallery every technique glides back")
    func galleryGlidesBack() {
        let lab = attracting(.gallery, after: 2)
        let techniques = lab.shell.content.techniques
        #expect(techniques.count == SceneKind.galleryTechniques.count)
        for technique in techniques { technique.carousel.scrollToItem(2, animated: false, cause: .api) }
        lab.wait(1)
        #expect(techniques.allSatisfy { $0.carousel.settledItem == 2 })
        lab.wait(2.5)
        for technique in techniques {
            #expect(technique.carousel.settledItem == 0, "\(technique.kind)")
        }
        let views = lines(lab, cause: "attract", event: "settledIndexChanged").compactMap { $0["view"] as? String }
        #expect(views.count == techniques.count, "one glide back per technique: \(views) \(lab.lines(cause: "attract"))")
    }

    @Test("autoplay's first page comes a full interval after the glide ends, the next a full interval after it lands")
    func autoplayAfterGlide() throws {
        let lab = attracting(after: 2)
        lab.carousel().scrollToItem(3, animated: true, cause: .api)
        lab.wait(10) // the timeout at 2 s, the glide back from item 3 (0.7 s), pages at about 5.7 s and 9.2 s
        let glideEnd = try #require(
            lines(lab, cause: "attract", event: "didEndScrollingAnimation").first?["time"] as? Double)
        let pages = lines(lab, cause: "autoplay", event: "targetIndexChanged")
        let first = try #require(pages.first?["time"] as? Double)
        let interval = LabShell.defaultAutoplayInterval
        #expect(first >= glideEnd + interval - 1e-9, "not before a full interval: \(first) vs \(glideEnd)")
        #expect(first <= glideEnd + interval + 1.5 / 60, "at the first frame after it: \(first) vs \(glideEnd)")
        #expect(pages.first?["index"] as? Int == 1)
        let firstLanding = try #require(
            lines(lab, cause: "autoplay", event: "didEndScrollingAnimation").first?["time"] as? Double)
        let second = try #require(pages.dropFirst().first?["time"] as? Double, "\(lab.lines(cause: "autoplay"))")
        // `AutoplayTimer` starts the wait at the first update after the landing frame: up to two frames late.
        #expect(
            second >= firstLanding + interval && second <= firstLanding + interval + 2.5 / 60,
            "\(second) vs landing \(firstLanding)")
    }

    @Test("--autoplay's interval paces attract mode's autoplay; its own autoplay waits while attracting")
    func autoplayInterval() throws {
        let lab = attracting(after: 2)
        lab.shell.setAutoplay(5) // its own pages every 5 s would come at 5 s, 10 s…
        lab.carousel().scrollToItem(3, animated: true, cause: .api)
        lab.wait(4.5)
        #expect(lines(lab, cause: "autoplay").isEmpty, "attract's first page waits 5 s after the glide")
        lab.wait(3.5)
        let glideEnd = try #require(
            lines(lab, cause: "attract", event: "didEndScrollingAnimation").first?["time"] as? Double)
        let first = try #require(lines(lab, cause: "autoplay", event: "targetIndexChanged").first?["time"] as? Double)
        #expect(abs(first - (glideEnd + 5)) <= 1.5 / 60, "\(first) vs \(glideEnd)")
        #expect(lines(lab, cause: "autoplay", event: "targetIndexChanged").count == 1, "one page, not two autoplays")
    }

    @Test("a key while autoplay runs stops it at once and does nothing else; a second key pages")
    func keyStopsAutoplay() throws {
        let lab = attracting(after: 5)
        lab.wait(9) // attract at 5 s, the first page at about 8 s, landed
        #expect(lab.carousel().settledItem == 1)
        let pagesBefore = lines(lab, cause: "autoplay", event: "targetIndexChanged").count
        send(lab, .key(KeyEvent(.right, time: lab.driver.time)))
        #expect(lab.shell.attractor?.isAttracting == false)
        lab.wait(0.5)
        #expect(lab.carousel().settledItem == 1, "the key that woke it did not page")
        lab.wait(4) // until 13.5 s: autoplay's next page was due at about 11.4 s; the next attract at 14 s
        #expect(lines(lab, cause: "autoplay", event: "targetIndexChanged").count == pagesBefore, "no page after the key")
        send(lab, .key(KeyEvent(.right, time: lab.driver.time)))
        lab.wait(0.5)
        #expect(lab.carousel().settledItem == 2, "the second key pages")
        #expect(lines(lab, cause: "key").isEmpty == false)
    }

    @Test("the click that wakes it neither selects nor pages; the next click selects")
    func wakingClick() {
        let lab = attracting(after: 2)
        lab.wait(3)
        let centre = lab.centre(of: lab.carousel())
        click(lab, at: centre)
        click(lab, at: CGPoint(x: 950, y: centre.y)) // the right neighbour's ear: a second input pages
        lab.wait(0.5)
        #expect(lab.events(named: "selected").isEmpty, "the waking click did not select")
        #expect(lab.carousel().settledItem == 1, "the second click paged to the neighbour")
        click(lab, at: centre)
        lab.wait(0.3)
        #expect(lab.events(named: "selected").count == 1)
    }

    @Test("a drag that wakes it does not move the strip")
    func wakingDrag() {
        let lab = attracting(after: 2)
        lab.wait(3)
        let scrollView = lab.carousel().inspectedScrollView
        let offset = scrollView.contentOffset
        let centre = lab.centre(of: lab.carousel())
        send(lab, .pointer(PointerEvent(.down, at: centre, time: lab.driver.time)))
        for step in 1...10 {
            lab.wait(1.0 / 60)
            let point = CGPoint(x: centre.x - CGFloat(step) * 30, y: centre.y)
            send(lab, .pointer(PointerEvent(.moved, at: point, time: lab.driver.time)))
        }
        send(lab, .pointer(PointerEvent(.up, at: CGPoint(x: centre.x - 300, y: centre.y), time: lab.driver.time)))
        lab.wait(1)
        #expect(scrollView.contentOffset == offset)
        #expect(lab.carousel().settledItem == 0)
    }

    @Test("under reduced motion the glide back is a cut and no autoplay follows")
    func reducedMotionCuts() {
        let lab = attracting(after: 2, reduced: true)
        lab.carousel().scrollToItem(3, animated: true, cause: .api)
        lab.wait(1)
        #expect(lab.carousel().settledItem == 3)
        while lab.shell.attractor?.isAttracting != true { lab.frame() }
        #expect(lab.carousel().settledItem == 0, "back at the first item in the frame the timeout fired")
        #expect(lab.carousel().inspectedScrollView.restingTarget == nil, "nothing slides")
        lab.wait(10)
        #expect(lines(lab, cause: "autoplay").isEmpty)
        #expect(lab.shell.nextDeadline == nil)
        #expect(lines(lab, cause: "attract", event: "settledIndexChanged").count == 1)
    }

    @Test("the shell wakes the run loop for the timeout, then for autoplay's pages")
    func deadlines() throws {
        let lab = attracting(after: 4)
        let deadline = try #require(lab.shell.nextDeadline)
        let now = lab.driver.time
        #expect(deadline > now + 4 - 0.05 && deadline <= now + 4, "4 s after the first update: \(deadline)")
        lab.wait(5)
        let page = try #require(lab.shell.nextDeadline)
        #expect(page > 4 + LabShell.defaultAutoplayInterval)
    }
}

extension ShellHarness {
    /// The logged lines with `cause`.
    func lines(cause: String) -> [String] { events.filter { $0.contains("\"cause\":\"\(cause)\"") } }
}
