import Foundation
import ScrollKitTestSupport
import Testing

@testable import ScrollKit

@MainActor
@Suite("Input device: a tap's handler and a key's handler learn the device and time from the input itself")
struct InputDeviceTests {
    /// A window holding a focused key recorder around a scroll view whose content notes every tap
    /// (its location in the content and its device) when `notingTaps`.
    @MainActor
    struct Window {
        let recorder = KeyRecorderView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let scrollView = ScrollView(frame: CGRect(x: 50, y: 50, width: 300, height: 200))
        let content = View(frame: CGRect(x: 0, y: 0, width: 3000, height: 200))
        let driver: FrameDriver
        final class Taps {
            var points: [CGPoint] = []
            var devices: [PointerDevice] = []
        }
        let taps = Taps()

        init(notingTaps: Bool = true) {
            scrollView.contentSize = content.frame.size
            scrollView.addSubview(content)
            recorder.addSubview(scrollView)
            driver = FrameDriver(size: CGSize(width: 400, height: 300), containing: recorder)
            driver.root.focus(recorder)
            guard notingTaps else { return }
            content.addTapHandler { [taps] point, device in
                taps.points.append(point)
                taps.devices.append(device)
            }
        }
    }

    @Test("a click, a finger's tap and the gamepad's A reach the tap handler as mouse, touch and gamepad")
    func tapHandlerDevice() {
        let window = Window()
        window.recorder.passedKeys = [.enter] // A's Enter finds no taker: A taps
        window.driver.click(at: CGPoint(x: 100, y: 100))
        window.driver.frame()
        window.driver.touchDown(4, at: CGPoint(x: 120, y: 110))
        window.driver.touchUp(4, at: CGPoint(x: 120, y: 110))
        window.driver.frame()
        window.driver.gamepad(.a, pressed: true)
        window.driver.gamepad(.a, pressed: false)
        #expect(window.taps.devices == [.mouse, .touch, .gamepad])
        // Each at its own place in the content: the window's point less the scroll view's origin.
        #expect(window.taps.points == [CGPoint(x: 50, y: 50), CGPoint(x: 70, y: 60), CGPoint(x: 150, y: 100)])
    }

    @Test("the one-argument tap handler still gets every tap, whatever the device")
    func pointOnlyHandler() {
        let window = Window(notingTaps: false)
        var points: [CGPoint] = []
        window.content.addTapHandler { point in points.append(point) }
        window.driver.click(at: CGPoint(x: 100, y: 100))
        window.driver.touchDown(1, at: CGPoint(x: 100, y: 100))
        window.driver.touchUp(1, at: CGPoint(x: 100, y: 100))
        #expect(points.count == 2 && points.allSatisfy { $0 == CGPoint(x: 50, y: 50) })
    }

    @Test("in its action a recognizer knows the device and the time of the event that ended the tap")
    func recognizerDeviceAndTime() {
        let window = Window(notingTaps: false)
        var seen: [(PointerDevice, Timestamp)] = []
        let tap = TapGestureRecognizer { recognizer in seen.append((recognizer.device, recognizer.timestamp)) }
        window.content.addGestureRecognizer(tap)
        window.driver.touchDown(1, at: CGPoint(x: 100, y: 100))
        window.driver.wait(0.1)
        let lift = window.driver.time
        window.driver.touchUp(1, at: CGPoint(x: 100, y: 100))
        window.driver.wait(0.2)
        window.driver.press(at: CGPoint(x: 200, y: 100))
        window.driver.release(after: 0.05)
        let release = window.driver.time
        #expect(seen.map(\.0) == [.touch, .mouse])
        #expect(seen.map(\.1) == [lift, release])
        #expect(lift != release && tap.timestamp == release)
    }

    @Test("a recognizer outside any window reports the device and time it is handed")
    func recognizerWithoutWindow() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var devices: [PointerDevice] = []
        let tap = view.addTapHandler { _, device in devices.append(device) }
        #expect(view.windowRoot == nil)
        for (device, time) in [(PointerDevice.gamepad, 3.0), (.touch, 5.0), (.mouse, 7.0)] {
            tap.reset()
            tap.receive(PointerEvent(.down, at: CGPoint(x: 10, y: 10), device: device, time: time))
            tap.receive(PointerEvent(.up, at: CGPoint(x: 10, y: 10), device: device, time: time + 0.1))
            #expect(tap.device == device && tap.timestamp == time + 0.1)
        }
        #expect(devices == [.gamepad, .touch, .mouse])
    }

    @Test("a key carries its device: nil from the keyboard, gamepad from the d-pad, the shoulders and B")
    func keyDevice() {
        let window = Window()
        window.driver.key(.right)
        for button in [GamepadButton.dpadLeft, .rightShoulder, .b] {
            window.driver.gamepad(button, pressed: true)
            window.driver.gamepad(button, pressed: false)
        }
        let keys = window.recorder.keys
        #expect(keys.map(\.key) == [.right, .left, .tab, .escape])
        #expect(keys.map(\.device) == [nil, .gamepad, .gamepad, .gamepad])
        #expect(keys.map { ScrollCause.key.given(by: $0.device) } == [.key, .gamepad, .gamepad, .gamepad])
    }

    @Test("a held d-pad's repeats carry the gamepad too")
    func repeatDevice() {
        let window = Window()
        window.driver.gamepad(.dpadDown, pressed: true)
        window.driver.wait(GamepadNavigator.repeatDelay + 3 * GamepadNavigator.repeatInterval)
        let repeats = window.recorder.keys.filter(\.isRepeat)
        #expect(repeats.count >= 3)
        #expect(repeats.allSatisfy { $0.device == .gamepad })
    }
}
