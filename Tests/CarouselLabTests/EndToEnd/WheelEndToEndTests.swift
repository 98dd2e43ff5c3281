import Foundation
import Testing

/// The wheel as X11 delivers it, in a real window: xdotool's buttons 4/5 (vertical notches) and 6/7
/// (horizontal notches) reach SDL as whole-notch wheel events, one per click. A deliberate notch
/// turns one item; a burst of notches 12 ms apart (how an X11 touchpad sends a swipe) is a swipe,
/// and a swipe turns one page, as a finger's flick does.
extension WindowEndToEndTests {
    /// The event that reports a technique's current item in `scene`.
    private static func indexEvent(_ scene: String) -> String { "settledIndexChanged" }

    /// The items the technique moved to, in order: the index lines after the first one that reports
    /// where it starts.
    private func moves(_ app: LabProcess, _ scene: String, count: Int) -> [Int] {
        let lines = app.waitForEvents(Self.indexEvent(scene), count: 1 + count)
        return lines.dropFirst(1).compactMap { $0["index"] as? Int }
    }

    @Test("one wheel notch turns one item, either axis, both ways", arguments: ["banners", "paging", "picker"])
    func oneNotchOneItem(scene: String) throws {
        let event = Self.indexEvent(scene)
        try withApp(["--scene", scene]) { app in
            Thread.sleep(forTimeInterval: 0.5)
            try app.xdotool(["mousemove", "--window", app.windowID, "480", "270"])
            try app.xdotool(["click", "5"]) // down: forward
            #expect(moves(app, scene, count: 1) == [1])
            Thread.sleep(forTimeInterval: 0.6)
            try app.xdotool(["click", "7"]) // right: forward
            #expect(moves(app, scene, count: 2) == [1, 2])
            Thread.sleep(forTimeInterval: 0.6)
            try app.xdotool(["click", "6"]) // left: back
            #expect(moves(app, scene, count: 3) == [1, 2, 1])
            Thread.sleep(forTimeInterval: 0.6)
            try app.xdotool(["click", "4"]) // up: back
            #expect(moves(app, scene, count: 4) == [1, 2, 1, 0])
            let causes = app.events(named: event).suffix(4).compactMap { $0["cause"] as? String }
            #expect(causes == ["wheel", "wheel", "wheel", "wheel"], "\(causes)")
        }
    }

    @Test(
        "a burst of 30 notches 12 ms apart (an X11 touchpad swipe) turns exactly one page",
        arguments: ["banners", "paging", "picker"])
    func notchBurstIsASwipe(scene: String) throws {
        let event = Self.indexEvent(scene)
        try withApp(["--scene", scene]) { app in
            Thread.sleep(forTimeInterval: 0.5)
            try app.xdotool([
                "mousemove", "--window", app.windowID, "480", "270", "click", "--repeat", "30", "--delay", "12", "5",
            ])
            #expect(moves(app, scene, count: 1) == [1])
            Thread.sleep(forTimeInterval: 1.5) // the landing, and anything that might follow it
            #expect(moves(app, scene, count: 1) == [1], "one page, no more")
            // Released as a swipe. The picker may already have reported its page at the burst's first
            // notch, which it took as a step (cause wheel) before the second came.
            #expect(!app.events(named: "willEndDragging").isEmpty, "released as a swipe")
            let cause = app.events(named: event).last?["cause"] as? String
            #expect(
                scene == "picker" ? ["wheel", "trackpad"].contains(cause) : cause == "trackpad", "\(String(describing: cause))")
        }
    }
}
