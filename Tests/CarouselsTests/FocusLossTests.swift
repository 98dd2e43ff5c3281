import Foundation
import ScrollKitTestSupport
import Testing

@testable import Carousels
@testable import ScrollKit

/// The window loses focus in the middle of a drag (another window takes it, the user alt-tabs): the
/// button-up never arrives, or arrives late after stray moves. The drag must end cleanly, the strip
/// land exactly centred, and the late events must not move it or select anything.
@MainActor
@Suite("Resilience: focus lost mid-drag")
struct FocusLossTests {
    @Test(
        "a banner carousel dragged half a banner lands centred when focus is lost, and ignores the late button-up",
        arguments: ItemFlow.tested)
    func carouselLandsCentred(flow: ItemFlow) {
        let f = CarouselFixture(flow: flow)
        f.drag(forward: 300, speed: 600, release: false)
        #expect(f.carousel.scrollView.isDragging)
        f.driver.root.handle(.focusLost(f.driver.time))
        #expect(!f.carousel.scrollView.isDragging && !f.carousel.scrollView.isTracking)
        #expect(f.driver.settle())
        #expect(f.isCentred)
        let landed = f.carousel.scrollView.contentOffset
        let title = f.centredTitle
        // What X delivers afterwards: motion with the button still held, then the button-up.
        f.driver.move(to: f.point(main: 100), after: 0.05)
        f.driver.move(to: f.point(main: 40), after: 0.05)
        f.driver.release(after: 0.05)
        #expect(f.driver.settle())
        #expect(f.carousel.scrollView.contentOffset == landed && f.centredTitle == title)
        #expect(f.selections.isEmpty, "the late button-up is not a click")
        // The next drag works as usual: a full banner forward.
        f.drag(forward: 400, speed: 1500)
        #expect(f.driver.settle())
        #expect(f.isCentred && f.centredTitle != title)
    }

    @Test("focus lost while pressing a moving strip (the brake) leaves it at rest and centred")
    func brakeThenFocusLost() {
        let f = CarouselFixture()
        f.drag(forward: 200, speed: 3000)
        f.driver.frames(3)
        #expect(f.carousel.scrollView.isDecelerating)
        f.driver.press(at: f.middle)
        f.driver.root.handle(.focusLost(f.driver.time))
        #expect(f.driver.settle())
        #expect(f.isCentred)
        #expect(f.selections.isEmpty)
    }

    @Test("focus lost with no touch active changes nothing")
    func focusLostAtRest() {
        let f = CarouselFixture()
        let offset = f.carousel.scrollView.contentOffset
        let changes = f.changes
        f.driver.root.handle(.focusLost(f.driver.time))
        f.driver.frames(10)
        #expect(f.carousel.scrollView.contentOffset == offset && f.changes == changes)
    }
}
