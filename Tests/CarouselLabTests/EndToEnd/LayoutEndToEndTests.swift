import Foundation
import Testing

/// The config's layout policies and banner lengths, and the command line's over them, in the real
/// app: a start-aligned shelf paged by view in a real window, mixed lengths landing at their
/// alignment headless, and the options' overrides and messages.
extension WindowEndToEndTests {
    /// A config of twelve banners (the committed images in turn) laid out as a start-aligned shelf of
    /// three per view, paged by view, written into `shots`; its path.
    func shelfConfig() throws -> String {
        let images = ["summer", "coffee", "delivery", "trail", "jazz", "greens", "bike"]
        let banners = (0..<12).map { index in
            let image = Package.root.appendingPathComponent("Resources/images/\(images[index % images.count]).jpg").path
            return #"{"title": "Banner \#(index)", "image": "\#(image)"}"#
        }
        let json = """
            {"banners": [\(banners.joined(separator: ",\n"))],
             "layout": {"itemsPerView": 3, "align": "start", "pageBy": "view"},
             "images": {"fadeDuration": 0}}
            """
        let path = shots.appendingPathComponent("shelf.json").path
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(
        "a start-aligned shelf of itemsPerView 3, pageBy view, turns three items per Right key and per flick",
        arguments: ["banners", "paging"])
    func shelfTurnsThreeItems(scene: String) throws {
        let config = try shelfConfig()
        try withApp(["--scene", scene, "--config", config]) { app in
            func settled(_ count: Int) -> Int? {
                app.waitForEvents("settledIndexChanged", count: count).dropFirst(count - 1).first?["index"] as? Int
            }
            #expect(settled(1) == 0)
            try app.key("Right")
            #expect(settled(2) == 3, "a Right key turns three items")
            try app.key("Right")
            #expect(settled(3) == 6, "and three more")
            // A flick of 250 pt, far less than the 936 pt a view turns: only its speed turns the view.
            try app.drag(from: (700, 270), to: (450, 270), steps: 6, interval: 0.008)
            #expect(settled(4) == 9, "a flick turns three items")
            let velocity = app.events(named: "willEndDragging").last?["velocity"] as? Double ?? 0
            #expect(velocity >= 0.3, "the flick was measured as one (xdotool kept its timing): \(velocity) pt/ms")
            try app.drag(from: (300, 270), to: (550, 270), steps: 6, interval: 0.008)
            #expect(settled(5) == 6, "a flick back turns three items back")
            try app.key("Left")
            #expect(settled(6) == 3, "a Left key turns three items back")
            #expect(app.events(named: "settledIndexChanged").count == 6, "one settled index per turn, none between")
        }
    }
}

extension HeadlessEndToEndTests {
    /// A config of the six solid-colour banners (`flowColours`), banner i `lengths[i]` points long
    /// where that is not nil, with `layout` as its `"layout"` object; its path.
    func colourConfig(named name: String, lengths: [Int?], layout: String) throws -> String {
        var banners: [String] = []
        for (index, colour) in Self.flowColours.enumerated() {
            let image = folder.appendingPathComponent("layout-\(index).png").path
            let hex = String(format: "#%02X%02X%02X", colour.r, colour.g, colour.b)
            _ = try Shell.run(["convert", "-size", "48x48", "xc:\(hex)", image])
            let length = lengths[index].map { #", "length": \#($0)"# } ?? ""
            banners.append(#"{"title": "\#(index)", "image": "\#(image)"\#(length)}"#)
        }
        let path = folder.appendingPathComponent("\(name).json").path
        let json = #"{"banners": [\#(banners.joined(separator: ", "))], "layout": \#(layout), "images": {"fadeDuration": 0}}"#
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The runs of banner colour along row `row`, left to right: each banner shown and the pixels it
    /// covers (runs shorter than 8 pixels are noise).
    static func colourRuns(_ picture: Picture, row: Int) -> [(item: Int, pixels: ClosedRange<Int>)] {
        var runs: [(item: Int, pixels: ClosedRange<Int>)] = []
        for x in 0..<picture.width {
            guard let item = flowItem(picture.pixel(x, row)) else { continue }
            if let last = runs.last, last.item == item, last.pixels.upperBound == x - 1 {
                runs[runs.count - 1].pixels = last.pixels.lowerBound...x
            } else {
                runs.append((item, x...x))
            }
        }
        return runs.filter { $0.pixels.count >= 8 }
    }

    /// The strip's middle row in a `height` pt window: below the margin, above the page dots.
    static func stripRow(height: Int) -> Int { 16 + (height - 32 - 18) / 2 }

    @Test(
        "mixed banner lengths: each item the Right key reaches is its own length and lands at the alignment",
        arguments: ["start", "center", "end"])
    func mixedLengthsLand(alignment: String) throws {
        let lengths: [Int?] = [200, 360, nil, 120, 280, nil]
        let config = try colourConfig(
            named: "mixed-\(alignment)", lengths: lengths, layout: #"{"itemLength": 240, "align": "\#(alignment)"}"#)
        let (width, height) = (960, 400)
        for presses in 1...4 {
            // `presses` Right keys 0.7 s apart, then 1.2 s to come to rest.
            let header = #"{"recording":"carousel-lab","version":1,"scene":"banners","width":\#(width),"height":\#(height)}"#
            let keys = (0..<presses).map { press in
                #"{"t":\#(0.3 + 0.7 * Double(press)),"type":"key","key":"right","modifiers":[],"repeat":false}"#
            }
            let end = #"{"t":\#(0.3 + 0.7 * Double(presses) + 1.2),"type":"end"}"#
            let recording = folder.appendingPathComponent("mixed-\(alignment)-\(presses).jsonl")
            try Data(([header] + keys + [end]).joined(separator: "\n").utf8).write(to: recording)
            let shot = folder.appendingPathComponent("mixed-\(alignment)-\(presses).png").path
            let result = try runApp(["--headless", "--replay", recording.path, "--config", config, "--screenshot", shot])
            #expect(result.status == 0, "\(result.output)")
            let runs = Self.colourRuns(try Picture(file: shot), row: Self.stripRow(height: height))
            let target: Double =
                switch alignment {
                case "start": 16
                case "end": Double(width - 16)
                default: Double(width) / 2
                }
            func aligned(_ pixels: ClosedRange<Int>) -> Double {
                switch alignment {
                case "start": Double(pixels.lowerBound)
                case "end": Double(pixels.upperBound + 1)
                default: Double(pixels.lowerBound + pixels.upperBound + 1) / 2
                }
            }
            let shown = runs.filter { $0.item == presses }
            let run = try #require(
                shown.min { abs(aligned($0.pixels) - target) < abs(aligned($1.pixels) - target) },
                "\(alignment): item \(presses) is shown: \(runs)")
            let length = lengths[presses] ?? 240
            #expect(abs(run.pixels.count - length) <= 2, "\(alignment): item \(presses) is \(length) pt long: \(run)")
            #expect(abs(aligned(run.pixels) - target) <= 1.5, "\(alignment): item \(presses) at \(target): \(run)")
        }
    }

    @Test("--items-per-view and --align go over the config's layout: a start-aligned shelf of three")
    func commandLineOverConfig() throws {
        let config = try colourConfig(
            named: "over", lengths: Array(repeating: nil, count: 6), layout: #"{"itemsPerView": 2, "align": "end"}"#)
        let shot = folder.appendingPathComponent("over.png").path
        let result = try runApp(
            ["--headless", "--scene", "banners", "--config", config, "--items-per-view", "3", "--align", "start"]
                + ["--width", "960", "--height", "400", "--screenshot", shot])
        #expect(result.status == 0, "\(result.output)")
        let runs = Self.colourRuns(try Picture(file: shot), row: Self.stripRow(height: 400))
        // (960 − 2 × 16 − 2 × 8) / 3 = 304 points an item, item 0 at the 16 pt inset.
        let whole = runs.filter { $0.pixels.lowerBound > 0 && $0.pixels.upperBound < 959 }
        #expect(whole.map(\.item) == [0, 1, 2], "\(runs)")
        for (run, start) in zip(whole, [16, 328, 640]) {
            #expect(abs(run.pixels.lowerBound - start) <= 1 && abs(run.pixels.count - 304) <= 2, "\(run)")
        }
    }

    @Test(
        "a bad layout option exits 64 with argument-parser's message naming the option and what is allowed",
        arguments: [
            (["--items-per-view", "0"], "--items-per-view must be a number above 0 and at most 100"),
            (["--item-length", "-5"], "--item-length must be a number of points above 0 and at most 10000, not -5."),
            (["--align", "left"], "--align must be start or center or end, not left."),
            (["--page-by", "page"], "--page-by must be item or view, not page."),
            (["--contain", "all"], "--contain must be none or trim, not all."),
            (["--items-per-view", "3", "--item-length", "200"], "--items-per-view and --item-length both set the item length"),
            (["--keylines", "fan"], "--keylines must be multi-browse or hero or uncontained, not fan."),
            (["--effect", "spin"], "--effect must be none or scale or fade or parallax or coverflow or rotary or "),
            (
                ["--keylines", "hero", "--effect", "rotary"],
                "--keylines hero cannot be used with --effect rotary: keylines mask flat items in place"
            ),
        ])
    func badOptions(arguments: [String], message: String) throws {
        let result = try runApp(["--headless", "--screenshot", folder.appendingPathComponent("never.png").path] + arguments)
        #expect(result.status == 64, "\(result.output)")
        #expect(result.output.contains("Error: " + message), "\(result.output)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("never.png").path))
    }

    @Test("a bad layout value in the config exits 1 naming the file, line and column")
    func badConfig() throws {
        let path = folder.appendingPathComponent("bad-layout.json").path
        try Data("{\"banners\": [],\n \"layout\": {\"itemsPerView\": 0}}".utf8).write(to: URL(fileURLWithPath: path))
        let result = try runApp(["--headless", "--config", path, "--screenshot", folder.appendingPathComponent("x.png").path])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.output.contains(#"\#(path):2:29: "itemsPerView" in layout must be above 0 and at most 100, found 0"#))
    }

    @Test("keylines from the command line with the config's 3D effect exits 1 naming both and the config")
    func keylinesOverConfigEffect() throws {
        let path = folder.appendingPathComponent("coverflow.json").path
        try Data(#"{"banners": [], "layout": {"effect": "coverflow"}}"#.utf8).write(to: URL(fileURLWithPath: path))
        let shot = folder.appendingPathComponent("never-keylines.png").path
        let result = try runApp(["--headless", "--config", path, "--keylines", "multi-browse", "--screenshot", shot])
        #expect(result.status == 1, "\(result.output)")
        #expect(
            result.output.contains(
                #"error: --keylines multi-browse cannot be used with the config's 3D "effect": "coverflow" (config "#),
            "\(result.output)")
        #expect(!FileManager.default.fileExists(atPath: shot))
    }

    @Test("keylines and a 3D effect in the config exit 1 at the later value's file, line and column")
    func keylinesWithEffectInConfig() throws {
        let path = folder.appendingPathComponent("keylines-3d.json").path
        try Data("{\"banners\": [],\n \"layout\": {\"keylines\": \"hero\",\n  \"effect\": \"wheel\"}}".utf8).write(
            to: URL(fileURLWithPath: path))
        let result = try runApp(["--headless", "--config", path, "--screenshot", folder.appendingPathComponent("y.png").path])
        #expect(result.status == 1, "\(result.output)")
        #expect(
            result.output.contains(#"\#(path):3:13: "keylines": "hero" and the 3D "effect": "wheel" in layout cannot be used"#),
            "\(result.output)")
    }
}
