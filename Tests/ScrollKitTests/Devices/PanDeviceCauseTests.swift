import Foundation
import ScrollKitTestSupport
import Testing

@testable import ScrollKit

@MainActor
@Suite("A scroll view's cause names the device of the pan that started its motion")
struct PanDeviceCauseTests {
    /// A 300×200 scroll view with 3000 pt of content (300 pt pages when `paging`) in a focused
    /// 400×300 window, so that the gamepad's A presses its centre.
    @MainActor
    struct Fixture {
        let holder = Holder(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let scrollView = ScrollView(frame: CGRect(x: 50, y: 50, width: 300, height: 200))
        let driver: FrameDriver
        let middle = CGPoint(x: 200, y: 150)

        final class Holder: View {
            override var canBecomeFocused: Bool { true }
        }

        init(paging: Bool) {
            scrollView.contentSize = CGSize(width: 3000, height: 200)
            scrollView.isPagingEnabled = paging
            holder.addSubview(scrollView)
            driver = FrameDriver(size: CGSize(width: 400, height: 300), containing: holder)
            driver.root.focus(holder)
        }

        /// A leftward fling by `device` (the mouse or a finger) that lifts while moving.
        func fling(by device: PointerDevice) {
            switch device {
            case .touch: driver.touchDrag(from: middle, by: CGPoint(x: -120, y: 0), speed: 1500)
            default: driver.drag(from: middle, by: CGPoint(x: -120, y: 0), speed: 1500)
            }
        }

        /// A press by `device` that does not move and lifts.
        func tap(by device: PointerDevice) {
            switch device {
            case .mouse: driver.click(at: middle, hold: 0.02)
            case .touch:
                driver.touchDown(1, at: middle)
                driver.touchUp(1, at: middle)
            case .gamepad:
                driver.gamepad(.a, pressed: true)
                driver.gamepad(.a, pressed: false)
            }
        }
    }

    @Test("flings by finger and mouse in turn: each motion's cause is its own pan's device, never the one before")
    func flingCauses() {
        let fixture = Fixture(paging: false)
        var causes: [ScrollCause] = []
        for device in [PointerDevice.touch, .mouse, .touch] {
            fixture.fling(by: device)
            #expect(fixture.scrollView.isDecelerating, "\(device): the fling carries on")
            #expect(fixture.scrollView.panGestureRecognizer.device == device)
            causes.append(fixture.scrollView.cause)
            fixture.driver.settle()
        }
        #expect(causes == [.touch, .fling, .touch])
    }

    @Test("a press that catches a moving paging view settles it with the pressing device as the cause")
    func caughtMotionCauses() {
        var causes: [ScrollCause] = []
        for device in [PointerDevice.mouse, .touch, .gamepad] {
            let fixture = Fixture(paging: true)
            fixture.fling(by: .mouse)
            fixture.driver.frames(3)
            #expect(fixture.scrollView.isDecelerating)
            fixture.tap(by: device)
            #expect(fixture.scrollView.panGestureRecognizer.device == device)
            causes.append(fixture.scrollView.cause)
            fixture.driver.settle()
            let page = fixture.scrollView.contentOffset.x / 300
            #expect(page == page.rounded(), "\(device): lands on a page")
        }
        #expect(causes == [.drag, .touch, .gamepad])
    }

    @Test("a move a tap's handler makes takes its cause as given: the handler names the tap's device")
    func tapHandlerCause() {
        let fixture = Fixture(paging: true)
        let content = View(frame: CGRect(x: 0, y: 0, width: 3000, height: 200))
        fixture.scrollView.addSubview(content)
        final class Naming { var on = true }
        let naming = Naming()
        content.addTapHandler { [unowned scrollView = fixture.scrollView] _, device in
            let cause = naming.on ? ScrollCause.click.given(by: device) : .click
            scrollView.setContentOffset(CGPoint(x: scrollView.landingOffset.x + 300, y: 0), animated: true, cause: cause)
        }
        var causes: [ScrollCause] = []
        for (device, named) in [(PointerDevice.touch, true), (.gamepad, true), (.mouse, true), (.touch, false)] {
            naming.on = named
            fixture.tap(by: device)
            causes.append(fixture.scrollView.cause)
            fixture.driver.settle()
        }
        #expect(causes == [.touch, .gamepad, .click, .click])
        #expect(fixture.scrollView.contentOffset.x == 1200, "four pages, one per tap")
    }
}
