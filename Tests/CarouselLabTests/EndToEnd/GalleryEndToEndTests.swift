import Foundation
import Testing

/// The gallery, autoplay and record/replay with the real binary: in the serialized window suite.
extension WindowEndToEndTests {
    /// The X-ray's scroll-view outline colour (`XRayOverlay.frameColor`).
    static let xrayCyan = 0x38E8FF

    private func string(_ event: [String: Any]?, _ key: String) -> String? { event?[key] as? String }
    private func indices(_ events: [[String: Any]]) -> [Int] { events.compactMap { $0["index"] as? Int } }

    @Test("gallery: Tab to a technique, page it with keys, drag it; X draws the X-ray over it; 6 opens one, Esc comes back")
    func gallery() throws {
        try withApp(["--width", "1280", "--height", "720"]) { app in
            Thread.sleep(forTimeInterval: 0.5)
            let plain = try app.screenshot(to: shots.appendingPathComponent("gallery.png").path)
            #expect(plain.width == 1280 && plain.height == 720)
            #expect(plain.count(Self.xrayCyan, tolerance: 30) < 50, "no X-ray yet")

            try app.key("Tab") // from seed A to seed B, the tiling strip (top right)
            try app.key("Right")
            let paged = app.waitForEvents("didEndScrollingAnimation").last
            #expect(string(paged, "view") == "tiling" && string(paged, "scene") == "gallery", "\(String(describing: paged))")

            try app.drag(from: (1150, 110), to: (850, 110), steps: 6, interval: 0.01)
            let drag = app.waitForEvents("willBeginDragging").last
            #expect(string(drag, "view") == "tiling")

            try app.key("x")
            Thread.sleep(forTimeInterval: 0.4)
            let xray = try app.screenshot(to: shots.appendingPathComponent("gallery-xray.png").path)
            #expect(xray.count(Self.xrayCyan, tolerance: 30) > 2000, "the seven scroll-view outlines")

            try app.key("6") // the n + 2 picker, full window
            Thread.sleep(forTimeInterval: 0.3)
            try app.click(100, 360) // its tap area
            let option = app.waitForEvent("settledIndexChanged") {
                self.string($0, "scene") == "picker" && $0["index"] as? Int == 1
            }
            #expect(option != nil, "the picker rests on option 1 after the click")
            try app.key("Escape") // back to the gallery; quit() then presses Esc there
            let scrolled = app.events(named: "didScroll").count
            try app.key("Tab")
            try app.key("Right")
            let back = app.waitForEvents("didScroll", count: scrolled + 1).last
            #expect(string(back, "scene") == "gallery")
        }
    }

    @Test("autoplay turns pages while left alone, and not while the mouse is held down on the carousel")
    func autoplay() throws {
        try withApp(["--scene", "banners", "--autoplay", "1"]) { app in
            try app.xdotool(["mousemove", "1270", "790"]) // off the window: nothing hovers
            let turned = app.waitForEvents("settledIndexChanged", count: 3, timeout: 8)
            #expect(indices(turned).prefix(3) == [0, 1, 2], "\(indices(turned))")
            // Hold the button down on the carousel for three intervals.
            try app.xdotool(["mousemove", "--window", app.windowID, "480", "270", "mousedown", "1"])
            Thread.sleep(forTimeInterval: 0.3)
            let held = app.events(named: "settledIndexChanged").count
            Thread.sleep(forTimeInterval: 3)
            #expect(app.events(named: "settledIndexChanged").count == held, "no page while held")
            try app.xdotool(["mouseup", "1", "mousemove", "1270", "790"])
            let resumed = app.waitForEvents("settledIndexChanged", count: held + 1, timeout: 5)
            #expect(resumed.count == held + 1, "resumed once let go")
        }
    }

    @Test("a recorded session replays headless to the same state and the same PNG, byte for byte, twice")
    func recordAndReplay() throws {
        let recording = shots.appendingPathComponent("session.jsonl").path
        var live: [Int] = []
        try withApp(["--scene", "banners", "--record", recording]) { app in
            try app.drag(from: (700, 270), to: (420, 270), steps: 6, interval: 0.012)
            app.waitForEvents("settledIndexChanged", count: 2)
            try app.key("Right")
            app.waitForEvents("settledIndexChanged", count: 3)
            try app.key("x")
            Thread.sleep(forTimeInterval: 0.3)
            live = indices(app.events(named: "settledIndexChanged"))
        }
        let text = try String(contentsOfFile: recording, encoding: .utf8)
        #expect(text.prefix(while: { $0 != "\n" }).contains("\"recording\":\"carousel-lab\""), "the first line is the header")
        #expect(text.contains("\"type\":\"end\""), "quitting closed the recording")

        var pictures: [Data] = []
        for run in 0..<2 {
            let path = shots.appendingPathComponent("replay-\(run).png").path
            let result = try runApp(["--replay", recording, "--headless", "--screenshot", path, "--events"])
            #expect(result.status == 0, "\(result.output)")
            let replayed = result.output.split(separator: "\n").compactMap {
                (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
            }.filter { $0["event"] as? String == "settledIndexChanged" && $0["scene"] as? String == "banners" }
            #expect(indices(replayed) == live, "the replay reaches the live session's banners")
            pictures.append(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        #expect(pictures[0] == pictures[1])
        // The session ended with Esc (back to the gallery) and Esc (quit): so does the replay.
        let shot = try Picture(file: shots.appendingPathComponent("replay-0.png").path)
        #expect(shot.width == Self.width && shot.height == Self.height)
        #expect(shot.count(Self.xrayCyan, tolerance: 30) > 500, "the X-ray turned on in the session is on in the replay")
    }

    @Test("bad values for the new flags exit 64 with a message")
    func badFlags() throws {
        for (arguments, message) in [
            (["--autoplay", "0.1"], "--autoplay must be"),
            (["--frames", "0"], "--frames must be"),
            (["--time-scale", "0.01", "--headless", "--frames", "1"], "--time-scale must be 0.05 to 4.0"),
            (["--time-scale", "5", "--headless", "--frames", "1"], "--time-scale must be 0.05 to 4.0"),
            (["--record", "/tmp/x.jsonl", "--headless", "--frames", "2"], "--record saves"),
            (["--headless"], "--headless has nothing to show"),
        ] {
            let result = try runApp(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.output.contains(message), "\(arguments): \(result.output)")
        }
        let missing = try runApp(["--replay", "/nonexistent/s.jsonl", "--headless", "--frames", "1"])
        #expect(missing.status == 1 && missing.output.contains("/nonexistent/s.jsonl: cannot read the recording"))
    }
}

extension HeadlessEndToEndTests {
    @Test("--pixel-scale 2 renders the gallery at twice the pixels, text and shapes drawn at that resolution")
    func highDPI() throws {
        let one = folder.appendingPathComponent("gallery-1x.png").path
        let two = folder.appendingPathComponent("gallery-2x.png").path
        #expect(try runApp(["--headless", "--screenshot", one, "--width", "1280", "--height", "720"]).status == 0)
        #expect(
            try runApp(["--headless", "--screenshot", two, "--width", "1280", "--height", "720", "--pixel-scale", "2"]).status
                == 0)
        let single = try Picture(file: one)
        let double = try Picture(file: two)
        #expect(double.width == 2560 && double.height == 1440)
        // The first caption ("1  Three recycled views"): four times the white pixels or more (a
        // stroke's solid inside grows faster than its anti-aliased edge), not a blurred upscale
        // (which would have many more grey ones and about the same white).
        let small = single.whitePixels(x: 16..<300, y: 14..<40)
        let large = double.whitePixels(x: 32..<600, y: 28..<80)
        #expect(small > 100)
        #expect(Double(large) / Double(small) > 3 && Double(large) / Double(small) < 7, "\(small) → \(large)")
    }

    @Test("--pixel-scale is checked: 1 to 4, headless only")
    func pixelScaleChecked() throws {
        let bad = try runApp(["--headless", "--frames", "1", "--pixel-scale", "9"])
        #expect(bad.status == 64 && bad.output.contains("--pixel-scale must be 1 to 4, not 9."))
        let windowed = try runApp(["--pixel-scale", "2"])
        #expect(windowed.status == 64 && windowed.output.contains("--pixel-scale is for --headless runs"))
    }
}

extension HeadlessEndToEndTests {
    @Test("--soak runs the gallery with autoplay and the soak input looping, and reports healthy figures")
    func soak() throws {
        let result = try runApp([
            "--headless", "--soak", "1800", "--autoplay", "1", "--replay",
            Package.root.appendingPathComponent("Tools/soak-input.jsonl").path,
        ])
        #expect(result.status == 0, "\(result.output)")
        let json = String(result.output[result.output.firstIndex(of: "{")!...])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(report["frames"] as? Int == 1800 && report["rendered"] as? Int == 181)
        #expect((report["landingChecks"] as? Int ?? 0) > 50)
        #expect((report["failures"] as? [Any])?.isEmpty == true)
        #expect((report["residentMiBEnd"] as? Double ?? 0) > 1)
    }
}
