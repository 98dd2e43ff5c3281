import Foundation
import Testing

/// The technique scenes (seeds B–E) in a real window: in the serialized window suite, one window at
/// a time. Windows are 960×540; the content is the window less 16 pt at the top and bottom.
extension WindowEndToEndTests {
    /// The titles of the default config's banners, in order.
    static let titles: [String] = {
        guard let data = FileManager.default.contents(atPath: Package.defaultConfig),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let banners = object["banners"] as? [[String: Any]]
        else { return [] }
        return banners.compactMap { $0["title"] as? String }
    }()

    private func index(_ event: [String: Any]?) -> Int? { event?["index"] as? Int }

    @Test("previews: a drag that starts in the right preview turns the page; a click on the centred page selects it")
    func previewsDragInPreview() throws {
        try withApp(["--scene", "previews"]) { app in
            #expect(index(app.waitForEvents("settledIndexChanged").first) == 0)
            // The centred page is 576 pt wide (60 %): x 192…768; the right preview lies beyond it.
            try app.drag(from: (880, 270), to: (680, 270), steps: 5, interval: 0.008)
            let pages = app.waitForEvents("settledIndexChanged", count: 2)
            #expect(pages.count == 2 && index(pages.last) == 1, "\(pages)")
            try app.click(480, 270)
            let selected = app.waitForEvents("selected").last
            #expect(index(selected) == 1 && selected?["title"] as? String == Self.titles[1])
        }
    }

    @Test("infinite-previews: Left from the first banner wraps to the last")
    func infinitePreviewsWrap() throws {
        let count = Self.titles.count
        try #require(count >= 2)
        try withApp(["--scene", "infinite-previews"]) { app in
            #expect(index(app.waitForEvents("settledIndexChanged").first) == 0)
            try app.key("Left")
            let last = app.waitForEvents("settledIndexChanged", count: 2).last
            #expect(index(last) == count - 1 && last?["title"] as? String == Self.titles[count - 1])
        }
    }

    @Test("picker: each click advances one option; n clicks over n options come back to option 0")
    func pickerClicksWrap() throws {
        let count = Self.titles.count
        try #require(count >= 2)
        try withApp(["--scene", "picker"]) { app in
            #expect(index(app.waitForEvents("settledIndexChanged").first) == 0)
            for _ in 0..<count {
                try app.click(80, 270) // the tap area, outside the option itself
                // After the animation (0.3 s): a press on a moving picker catches it instead (A9).
                Thread.sleep(forTimeInterval: 0.45)
            }
            let options = app.waitForEvents("settledIndexChanged", count: count + 1)
            #expect(options.compactMap(index) == Array(0..<count) + [0], "\(options)")
            // The picker settles on the real first page: one more click shows option 1.
            Thread.sleep(forTimeInterval: 0.5)
            try app.click(880, 270)
            #expect(index(app.waitForEvents("settledIndexChanged", count: count + 2).last) == 1)
        }
    }

    @Test(
        "tiling and padded: a fling moves the strip; a click selects a logical index in range", arguments: ["tiling", "padded"])
    func endlessStripFlingAndClick(scene: String) throws {
        try withApp(["--scene", scene]) { app in
            Thread.sleep(forTimeInterval: 1) // let the images decode and upload
            let before = try app.screenshot(to: shots.appendingPathComponent("\(scene)-before.png").path)
            try app.drag(from: (700, 270), to: (450, 270), steps: 6, interval: 0.008)
            let after = try app.screenshot(to: shots.appendingPathComponent("\(scene)-after.png").path)
            let changed = before.changedFraction(comparedWith: after, rows: [100, 270, 400])
            #expect(changed > 0.3, "the strip moved: \(changed) of the pixels changed")
            // A press on a moving strip only stops it; once it rests, clicks select. Two places a
            // tile apart, so one of them is on a tile and not in a gap.
            try app.click(480, 270)
            Thread.sleep(forTimeInterval: 0.3)
            try app.click(480, 270)
            try app.click(300, 270)
            let selected = app.waitForEvents("selected")
            #expect(!selected.isEmpty)
            for event in selected {
                let item = try #require(index(event))
                #expect(Self.titles.indices.contains(item) && event["title"] as? String == Self.titles[item], "\(event)")
            }
        }
    }
}

/// The technique scenes drawn headless: each writes a picture with banners on it and exits 0.
extension HeadlessEndToEndTests {
    @Test(
        "--headless --screenshot draws each technique scene",
        arguments: ["previews", "infinite-previews", "tiling", "padded", "picker"])
    func techniqueSceneScreenshot(scene: String) throws {
        let path = folder.appendingPathComponent("\(scene).png").path
        let result = try runApp(["--headless", "--screenshot", path, "--scene", scene])
        #expect(result.status == 0, "\(result.output)")
        let picture = try Picture(file: path)
        #expect(picture.width == 960 && picture.height == 540)
        #expect(!picture.isBackdrop(480, 270), "a banner in the middle")
        let row = (0..<picture.width).filter { !picture.isBackdrop($0, 270) }.count
        #expect(Double(row) > 0.4 * Double(picture.width), "banner pixels across the middle row: \(row)")
        #expect(picture.whitePixels(x: 0..<picture.width, y: 20..<picture.height / 2) > 100, "a title's text")
    }
}

extension Picture {
    /// The fraction of the pixels on `rows` that differ from `other`'s by more than `threshold` in
    /// some channel (0 when the sizes differ).
    func changedFraction(comparedWith other: Picture, rows: [Int], threshold: Int = 40) -> Double {
        guard width == other.width, height == other.height else { return 0 }
        var changed = 0
        var total = 0
        for row in rows where row < height {
            for column in 0..<width {
                let a = pixel(column, row)
                let b = other.pixel(column, row)
                if abs(a.r - b.r) > threshold || abs(a.g - b.g) > threshold || abs(a.b - b.b) > threshold { changed += 1 }
                total += 1
            }
        }
        return total > 0 ? Double(changed) / Double(total) : 0
    }
}

extension HeadlessEndToEndTests {
    @Test(
        "an empty banner list shows each technique scene's empty state",
        arguments: ["previews", "infinite-previews", "tiling", "padded", "picker"])
    func techniqueSceneEmpty(scene: String) throws {
        let config = folder.appendingPathComponent("empty-\(scene).json")
        try Data("{\"banners\": []}".utf8).write(to: config)
        let path = folder.appendingPathComponent("empty-\(scene).png").path
        let result = try runApp(["--headless", "--screenshot", path, "--config", config.path, "--scene", scene])
        #expect(result.status == 0, "\(result.output)")
        let picture = try Picture(file: path)
        #expect(picture.isBackdrop(20, 100) && picture.isBackdrop(940, 100), "no banner")
        #expect(picture.whitePixels(x: 380..<580, y: 250..<290, threshold: 120) > 20, "the empty-state message")
    }
}
