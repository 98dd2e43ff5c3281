import Foundation
import Testing

/// The wheel as X11 delivers it, in a real window: xdotool's buttons 4/5 (vertical notches) and 6/7
/// (horizontal notches) reach SDL as whole-notch wheel events, one per click. A deliberate notch
/// turns one item; a burst of notches 12 ms apart (how an X11 touchpad sends a swipe) is a swipe,
/// and a swipe turns one page, as a finger's flick does.
extension WindowEndToEndTests {
    /// The event that reports a technique's current item in `scene`.
    private static func indexEvent(_ scene: String) -> String { scene == "picker" ? "optionChanged" : "currentIndexChanged" }

    private func indices(_ app: LabProcess, _ event: String, count: Int) -> [Int] {
        app.waitForEvents(event, count: count).compactMap { $0["index"] as? Int }
    }

    @Test("one wheel notch turns one item, either axis, both ways", arguments: ["banners", "paging", "picker"])
    func oneNotchOneItem(scene: String) throws {
        let event = Self.indexEvent(scene)
        try withApp(["--scene", scene]) { app in
            #expect(indices(app, event, count: 1) == [0])
            try app.xdotool(["mousemove", "--window", app.windowID, "480", "270"])
            try app.xdotool(["click", "5"])  // down: forward
            #expect(indices(app, event, count: 2) == [0, 1])
            Thread.sleep(forTimeInterval: 0.6)
            try app.xdotool(["click", "7"])  // right: forward
            #expect(indices(app, event, count: 3) == [0, 1, 2])
            Thread.sleep(forTimeInterval: 0.6)
            try app.xdotool(["click", "6"])  // left: back
            #expect(indices(app, event, count: 4) == [0, 1, 2, 1])
            Thread.sleep(forTimeInterval: 0.6)
            try app.xdotool(["click", "4"])  // up: back
            #expect(indices(app, event, count: 5) == [0, 1, 2, 1, 0])
            let causes = app.events(named: event).dropFirst().compactMap { $0["cause"] as? String }
            #expect(causes == ["wheel", "wheel", "wheel", "wheel"], "\(causes)")
        }
    }

    @Test("a burst of 30 notches 12 ms apart (an X11 touchpad swipe) turns exactly one page", arguments: ["banners", "paging", "picker"])
    func notchBurstIsASwipe(scene: String) throws {
        let event = Self.indexEvent(scene)
        try withApp(["--scene", scene]) { app in
            #expect(indices(app, event, count: 1) == [0])
            try app.xdotool(["mousemove", "--window", app.windowID, "480", "270", "click", "--repeat", "30", "--delay", "12", "5"])
            #expect(indices(app, event, count: 2) == [0, 1])
            Thread.sleep(forTimeInterval: 1.5)  // the landing, and anything that might follow it
            #expect(indices(app, event, count: 2) == [0, 1], "one page, no more")
            #expect(app.events(named: event).last?["cause"] as? String == "trackpad")
        }
    }
}
