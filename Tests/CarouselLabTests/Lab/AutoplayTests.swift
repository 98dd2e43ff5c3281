import Carousels
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import CarouselLabCore

@MainActor
@Suite("Autoplay in the lab")
struct AutoplayTests {
    func autoplaying(_ scene: SceneKind, every interval: TimeInterval = 1) -> ShellHarness {
        let lab = ShellHarness(scene: scene, size: CGSize(width: 960, height: 540))
        lab.shell.setAutoplay(interval)
        lab.frames(2)
        return lab
    }

    @Test("left alone, each technique turns a page every interval", arguments: SceneKind.galleryTechniques)
    func advances(scene: SceneKind) throws {
        let lab = autoplaying(scene)
        let scrollView = lab.carousel().inspectedScrollView
        let start = scrollView.contentOffset.x
        let first = lab.carousel().currentItem
        lab.wait(1.6) // one page turned (at 1 s) and landed
        #expect(scrollView.restingTarget == nil)
        if scene == .tiling || scene == .padded {
            #expect(scrollView.contentOffset.x != start, "\(scene) moved")
        } else {
            #expect(lab.carousel().currentItem == (first ?? 0) + 1, "\(scene)")
        }
        #expect(lab.shell.nextDeadline != nil)
    }

    @Test("hovering over the carousel pauses it; leaving resumes after a full interval")
    func hoverPauses() {
        let lab = autoplaying(.banners)
        let centre = lab.centre(of: lab.carousel())
        lab.root.handle(.pointer(PointerEvent(.hovered, at: centre, time: lab.driver.time)))
        lab.wait(3.5)
        #expect(lab.carousel().currentItem == 0, "paused while the pointer is over it")
        lab.root.handle(.pointer(PointerEvent(.exited, at: .zero, time: lab.driver.time)))
        lab.wait(0.8)
        #expect(lab.carousel().currentItem == 0, "a full interval after leaving")
        lab.wait(0.9)
        #expect(lab.carousel().currentItem == 1)
    }

    @Test("a press held on the carousel pauses it; a press elsewhere does not")
    func pressPauses() {
        let lab = autoplaying(.banners)
        let carousel = lab.carousel()
        lab.driver.press(at: lab.centre(of: carousel))
        lab.wait(3)
        #expect(carousel.currentItem == 0)
        lab.driver.release()
        lab.driver.press(at: CGPoint(x: 480, y: 3)) // the margin above the carousel
        lab.wait(1.6)
        #expect(carousel.currentItem == 1)
        lab.driver.release()
    }

    @Test("it never fights a drag: held mid-drag past the interval, the drag decides")
    func neverFightsDrag() {
        let lab = autoplaying(.banners)
        let carousel = lab.carousel()
        let centre = lab.centre(of: carousel)
        // Drag back one banner slowly over 3 s (three intervals), then let go at rest.
        lab.driver.drag(from: centre, by: CGPoint(x: 500, y: 0), speed: 170, hold: 0.2)
        lab.wait(0.6)
        #expect(carousel.currentItem == 6, "the drag went back one; autoplay did not add a page")
    }

    @Test("a key press restarts the wait: the next page comes a full interval after the key's page lands")
    func keyRestarts() {
        let lab = autoplaying(.banners, every: 2)
        lab.wait(1.5)
        lab.driver.key(.right)
        lab.wait(0.5) // the key's animation (0.3 s) has landed at about 2.0 s
        #expect(lab.carousel().currentItem == 1)
        lab.wait(1.2)
        #expect(lab.carousel().currentItem == 1, "no autoplay page 2 s after start: the key restarted the wait")
        lab.wait(1.2)
        #expect(lab.carousel().currentItem == 2)
    }

    @Test("turning autoplay off stops it")
    func off() {
        let lab = autoplaying(.banners)
        lab.shell.setAutoplay(nil)
        lab.wait(3)
        #expect(lab.carousel().currentItem == 0)
        #expect(lab.shell.nextDeadline == nil)
    }
}
