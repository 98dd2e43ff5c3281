import Foundation
import ScrollKitTestSupport
import Testing

@testable import ScrollKit

@MainActor
@Suite("Touch and gamepad input fuzzed: any order, any value, never a crash or a stuck drag")
struct DeviceFuzzTests {
    static let values: [CGFloat] = [.nan, .infinity, -.infinity, -1e300, 0, 120, 200, 250, 399, 1e300]

    @Test(
        "random fingers, buttons and stick values (NaN and infinities too) leave a finite offset and nothing held",
        arguments: 1...20)
    func randomDevices(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let fixture = ScrollFixture(paging: seed % 2 == 0)
        let root = fixture.driver.root
        root.focus(fixture.scrollView) // the stick's target; the d-pad's keys go up to the root
        for _ in 0..<400 {
            let point = CGPoint(
                x: Bool.random(using: &random)
                    ? CGFloat.random(in: 0...400, using: &random) : Self.values.randomElement(using: &random)!,
                y: CGFloat.random(in: 0...300, using: &random))
            switch Int.random(in: 0..<10, using: &random) {
            case 0: fixture.driver.touchDown(Int.random(in: 0..<3, using: &random), at: point)
            case 1, 2: fixture.driver.touchMove(Int.random(in: 0..<3, using: &random), to: point)
            case 3: fixture.driver.touchUp(Int.random(in: 0..<3, using: &random), at: point)
            case 4: fixture.driver.touchCancel(Int.random(in: 0..<3, using: &random), at: point)
            case 5:
                let button = GamepadButton.allCases.filter { $0 != .b }.randomElement(using: &random)!
                fixture.driver.gamepad(button, pressed: Bool.random(using: &random))
            case 6:
                let value =
                    Bool.random(using: &random)
                    ? Double.random(in: -1.2...1.2, using: &random)
                    : [.nan, .infinity, -.infinity][Int.random(in: 0..<3, using: &random)]
                fixture.driver.gamepad(GamepadAxis.allCases.randomElement(using: &random)!, value)
            case 7: fixture.driver.press(at: point)
            case 8: fixture.driver.release()
            default: fixture.driver.frames(Int.random(in: 1...4, using: &random))
            }
            #expect(fixture.scrollView.contentOffset.x.isFinite && fixture.scrollView.contentOffset.y.isFinite, "seed \(seed)")
        }
        root.handle(.focusLost(fixture.driver.time))
        fixture.driver.settle()
        let scrollView = fixture.scrollView
        #expect(!scrollView.isTracking && !scrollView.isDragging && !scrollView.isStickScrolling, "seed \(seed)")
        #expect(!root.isPointerDown && !root.gamepad.isActive && root.animationDriver.isIdle, "seed \(seed)")
        #expect(
            scrollView.contentOffset.x >= 0 && scrollView.contentOffset.x <= 2700, "seed \(seed): \(scrollView.contentOffset)")
    }
}
