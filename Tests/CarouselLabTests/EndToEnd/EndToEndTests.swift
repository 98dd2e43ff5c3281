import Foundation
import Testing

/// The real app, in a real window under Xvfb, driven with xdotool and checked from screenshots and
/// its `--events` log. Serialized: one window at a time.
@Suite("End to end: the app in a real window", .serialized)
struct WindowEndToEndTests {
    static let width = 960, height = 540
    let shots = FileManager.default.temporaryDirectory.appendingPathComponent("carousel-lab-e2e-\(getpid())")

    init() throws {
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
    }

    func withApp(_ arguments: [String], _ body: (LabProcess) throws -> Void) throws {
        try LabProcess.run(arguments, body)
    }

    private func offset(_ event: [String: Any]?) -> Double? { event?["offset"] as? Double }

    @Test(
        "banners: the centred banner sits 16 pt from each side, the neighbours peek in, corners are rounded, the title is drawn")
    func bannersLayout() throws {
        try withApp(["--scene", "banners"]) { app in
            Thread.sleep(forTimeInterval: 0.5) // let the images decode and upload
            let picture = try app.screenshot(to: shots.appendingPathComponent("banners.png").path)
            #expect(picture.width == Self.width && picture.height == Self.height)
            let row = Self.height / 2
            #expect(!picture.isBackdrop(3, row), "left ear")
            #expect(picture.isBackdrop(12, row), "8 pt gap")
            #expect(!picture.isBackdrop(20, row), "centred banner starts at 16")
            #expect(!picture.isBackdrop(Self.width - 20, row), "centred banner ends at width − 16")
            #expect(picture.isBackdrop(Self.width - 12, row), "8 pt gap")
            #expect(!picture.isBackdrop(Self.width - 3, row), "right ear")
            #expect(picture.isBackdrop(16, 16), "rounded top-left corner shows the backdrop")
            #expect(!picture.isBackdrop(24, 24))
            #expect(picture.whitePixels(x: 32..<300, y: 32..<60) > 100, "the title's text")
        }
    }

    @Test("banners: keys page and wrap both ways; a fling moves one banner; a click on a neighbour goes to it")
    func bannersInteraction() throws {
        try withApp(["--scene", "banners"]) { app in
            #expect(app.waitForEvents("settledIndexChanged").first?["index"] as? Int == 0)
            for _ in 0..<3 { try app.key("Right") }
            let afterRight = app.waitForEvents("settledIndexChanged", count: 2)
            #expect(afterRight.last?["index"] as? Int == 3)
            for _ in 0..<4 { try app.key("Left") }
            #expect(app.waitForEvents("settledIndexChanged", count: 3).last?["index"] as? Int == 6, "wraps backwards past 0")
            try app.key("Right")
            #expect(
                app.waitForEvents("settledIndexChanged", count: 4).last?["index"] as? Int == 0, "wraps forwards past the last")
            try app.drag(from: (700, 270), to: (450, 270), steps: 6, interval: 0.008)
            #expect(app.waitForEvents("settledIndexChanged", count: 5).last?["index"] as? Int == 1)
            try app.click(955, 270)
            #expect(app.waitForEvents("settledIndexChanged", count: 6).last?["index"] as? Int == 2)
            try app.click(480, 270)
            #expect(app.waitForEvents("selected").last?["index"] as? Int == 2)
        }
    }

    @Test("scroll: a fast fling travels much farther than a slow drag of the same length")
    func scrollFlingVersusDrag() throws {
        var slow: Double?
        var fast: Double?
        try withApp(["--scene", "scroll"]) { app in
            try app.drag(from: (700, 270), to: (400, 270), steps: 30, interval: 0.04, hold: 0.2)
            slow = offset(app.waitForEvents("didEndDragging").last)
        }
        try withApp(["--scene", "scroll"]) { app in
            try app.drag(from: (700, 270), to: (400, 270), steps: 6, interval: 0.008)
            fast = offset(app.waitForEvents("didEndDecelerating").last)
        }
        let slowOffset = try #require(slow)
        let fastOffset = try #require(fast)
        #expect(slowOffset > 250 && slowOffset <= 300, "a slow drag moves the content with the pointer and stops")
        #expect(fastOffset > 3 * slowOffset, "momentum: \(fastOffset) vs \(slowOffset)")
    }

    @Test("scroll: dragging past the first banner moves the content less than the pointer, then springs back to the edge")
    func scrollRubberBand() throws {
        try withApp(["--scene", "scroll"]) { app in
            try app.drag(from: (200, 270), to: (500, 270), steps: 30, interval: 0.02, hold: 0.2)
            let released = try #require(offset(app.waitForEvents("willEndDragging").last))
            #expect(released < -50 && released > -200, "290 pt of pointer past the edge shows \(released)")
            #expect(offset(app.waitForEvents("didEndDecelerating").last) == 0)
        }
    }

    @Test("paging: a short fast flick turns exactly one page")
    func pagingFlick() throws {
        try withApp(["--scene", "paging"]) { app in
            // 200 pt, well short of half a page: only the flick's speed can turn the page. The speed
            // the app measured is in the log; a loaded machine that delays the release past the
            // 40 ms pause rule makes it a slow release, which must then stay on page 0.
            try app.drag(from: (650, 270), to: (450, 270), steps: 4, interval: 0.008)
            let landed = offset(app.waitForEvents("didEndDecelerating").last)
            let velocity = app.events(named: "willEndDragging").last?["velocity"] as? Double ?? 0
            #expect(landed == (velocity >= 0.3 ? Double(Self.width) : 0), "released at \(velocity) pt/ms")
            #expect(velocity >= 0.3, "the flick was measured as one (xdotool kept its timing)")
        }
    }
}

/// The app without a display: headless screenshots and bad input.
@Suite("End to end: headless and command line")
struct HeadlessEndToEndTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "carousel-lab-headless-\(getpid())-\(UUID().uuidString.prefix(6))")

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    @Test("--headless --screenshot writes the seed-A layout with the images")
    func headlessScreenshot() throws {
        let path = folder.appendingPathComponent("shot.png").path
        let result = try runApp(["--headless", "--screenshot", path, "--scene", "banners", "--width", "800", "--height", "400"])
        #expect(result.status == 0, "\(result.output)")
        let picture = try Picture(file: path)
        #expect(picture.width == 800 && picture.height == 400)
        #expect(!picture.isBackdrop(3, 200) && picture.isBackdrop(12, 200) && !picture.isBackdrop(20, 200))
        #expect(!picture.isBackdrop(797, 200) && picture.isBackdrop(788, 200) && !picture.isBackdrop(780, 200))
        #expect(picture.whitePixels(x: 32..<300, y: 32..<60) > 100)
    }

    @Test("a missing and a corrupt image show placeholders with one warning each, and the app goes on")
    func brokenImages() throws {
        try Data("not a png".utf8).write(to: folder.appendingPathComponent("corrupt.png"))
        let config = folder.appendingPathComponent("broken.json")
        try Data(
            """
            {"banners": [
              {"title": "Missing", "subtitle": "no such file", "image": "missing.png"},
              {"title": "Corrupt", "subtitle": "not an image", "image": "corrupt.png"}
            ]}
            """.utf8
        ).write(to: config)
        let path = folder.appendingPathComponent("broken.png").path
        let result = try runApp(["--headless", "--screenshot", path, "--config", config.path, "--scene", "banners"])
        #expect(result.status == 0)
        let warnings = result.output.split(separator: "\n").filter { $0.contains("warning") }
        #expect(warnings.filter { $0.contains("missing.png") }.count == 1, "\(result.output)")
        #expect(warnings.filter { $0.contains("corrupt.png") }.count == 1, "\(result.output)")
        let picture = try Picture(file: path)
        #expect(!picture.isBackdrop(480, 270), "a placeholder, not a hole")
    }

    @Test("a bad config names file, line and column and exits 1; a bad flag exits 64")
    func badInput() throws {
        let config = folder.appendingPathComponent("bad.json")
        try Data("{\"banners\": [\n  {\"title\": 3}\n]}".utf8).write(to: config)
        let bad = try runApp(["--headless", "--screenshot", folder.appendingPathComponent("x.png").path, "--config", config.path])
        #expect(bad.status == 1)
        #expect(bad.output.contains("bad.json:2:13"), "\(bad.output)")
        let scene = try runApp(["--scene", "cubes"])
        #expect(scene.status == 64 && scene.output.contains("banners"), "\(scene.output)")
        let width = try runApp(["--width", "-5"])
        #expect(width.status == 64)
        let missing = try runApp([
            "--config", folder.appendingPathComponent("nope.json").path, "--headless", "--screenshot", "/dev/null",
        ])
        #expect(missing.status == 1 && missing.output.contains("nope.json"), "\(missing.output)")
    }

    @Test("an empty banner list shows the empty state")
    func emptyConfig() throws {
        let config = folder.appendingPathComponent("empty.json")
        try Data("{\"banners\": []}".utf8).write(to: config)
        let path = folder.appendingPathComponent("empty.png").path
        let result = try runApp(["--headless", "--screenshot", path, "--config", config.path, "--scene", "banners"])
        #expect(result.status == 0, "\(result.output)")
        let picture = try Picture(file: path)
        #expect(picture.isBackdrop(20, 270) && picture.isBackdrop(940, 100), "no banner: the backdrop shows where one would be")
        #expect(picture.whitePixels(x: 380..<580, y: 250..<290, threshold: 120) > 20, "the empty-state message")
    }
}
