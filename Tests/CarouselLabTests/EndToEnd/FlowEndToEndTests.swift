import Foundation
import Testing

/// Every scene vertical and right to left, headless: the items stand where a reader expects them, and
/// a replayed drag, key and wheel notch land on the expected item.
///
/// The banners are solid colours (one hue each) so that a scan along the strip's main axis reads the
/// order of the items on screen.
extension HeadlessEndToEndTests {
    /// The banners' colours, item 0 first: hues far apart, so a scrimmed or blended pixel is still
    /// told apart.
    static let flowColours: [(r: Int, g: Int, b: Int)] = [
        (230, 40, 40), (40, 200, 60), (40, 80, 230), (230, 210, 30), (210, 40, 200), (30, 200, 210),
    ]

    /// A config of six solid-colour banners in `folder` (images fade in at once), its path.
    func flowConfig() throws -> String { try Self.flowConfig(in: folder) }

    /// A config of six solid-colour banners (`flowColours`) written into `folder` (images fade in
    /// at once), its path.
    static func flowConfig(in folder: URL) throws -> String {
        var banners: [String] = []
        for (index, colour) in Self.flowColours.enumerated() {
            let image = folder.appendingPathComponent("flow-\(index).png").path
            let hex = String(format: "#%02X%02X%02X", colour.r, colour.g, colour.b)
            _ = try Shell.run(["convert", "-size", "48x48", "xc:\(hex)", image])
            banners.append(#"{"title": "\#(index)", "image": "\#(image)"}"#)
        }
        let path = folder.appendingPathComponent("flow.json").path
        let json = #"{"banners": [\#(banners.joined(separator: ", "))], "images": {"fadeDuration": 0}}"#
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The item whose colour `pixel` shows, or nil (backdrop, text, a gap).
    static func flowItem(_ pixel: (r: Int, g: Int, b: Int)) -> Int? {
        let high = max(pixel.r, pixel.g, pixel.b)
        let low = min(pixel.r, pixel.g, pixel.b)
        guard high > 50, Double(high - low) / Double(high) > 0.45 else { return nil }
        func hue(_ c: (r: Int, g: Int, b: Int)) -> Double {
            atan2(sqrt(3) * Double(c.g - c.b), Double(2 * c.r - c.g - c.b))
        }
        let h = hue(pixel)
        var best: (index: Int, distance: Double)?
        for (index, colour) in flowColours.enumerated() {
            var d = abs(hue(colour) - h)
            d = min(d, 2 * .pi - d)
            if best == nil || d < best!.distance { best = (index, d) }
        }
        return best.flatMap { $0.distance < 0.35 ? $0.index : nil }
    }

    /// The items on a line through the picture in reading order: `vertical` scans column `at` top to
    /// bottom, else row `at` left to right (reversed when `rtl`). Runs shorter than 8 pixels are noise.
    static func itemsInReadingOrder(_ picture: Picture, vertical: Bool, rtl: Bool, at line: Int) -> [Int] {
        let length = vertical ? picture.height : picture.width
        var runs: [(item: Int, length: Int)] = []
        for position in 0..<length {
            let pixel = vertical ? picture.pixel(line, position) : picture.pixel(position, line)
            guard let item = flowItem(pixel) else { continue }
            if let last = runs.last, last.item == item {
                runs[runs.count - 1].length += 1
            } else {
                runs.append((item, 1))
            }
        }
        var items: [Int] = []
        for run in runs where run.length >= 8 && items.last != run.item { items.append(run.item) }
        return rtl && !vertical ? items.reversed() : items
    }

    static let flowScenes = ["banners", "tiling", "padded", "previews", "infinite-previews", "picker", "paging", "scroll"]

    @Test(
        "vertical and right to left, every scene shows its items in reading order, item 0 where a reader starts",
        arguments: flowScenes, [["--axis", "vertical"], ["--direction", "rtl"]])
    func itemsInReadingOrder(scene: String, flow: [String]) throws {
        let config = try flowConfig()
        let path = folder.appendingPathComponent("flow-\(scene)-\(flow[1]).png").path
        let vertical = flow[1] == "vertical"
        let (width, height) = vertical ? (540, 960) : (960, 540)
        let result = try runApp(
            ["--headless", "--frames", "3", "--screenshot", path, "--scene", scene, "--config", config]
                + ["--width", "\(width)", "--height", "\(height)"] + flow)
        #expect(result.status == 0, "\(result.output)")
        let picture = try Picture(file: path)
        // The strip's cross-axis middle: the window less the margins and the dots' strip.
        let line = vertical ? (width - 18) / 2 : 16 + (height - 32 - 18) / 2
        let items = Self.itemsInReadingOrder(picture, vertical: vertical, rtl: !vertical, at: line)
        let count = Self.flowColours.count
        if ["picker", "paging"].contains(scene) {
            // One item to a page: item 0 alone, in the middle.
            #expect(items == [0], "item 0 alone: \(items)")
        } else {
            #expect(items.contains(0), "item 0 is shown: \(items)")
            #expect(items.count >= 2, "more than one item along the strip: \(items)")
        }
        for (a, b) in zip(items, items.dropFirst()) {
            #expect(b == (a + 1) % count, "each item is followed by the next in reading order: \(items)")
        }
        if ["banners", "previews", "infinite-previews", "picker", "paging"].contains(scene) {
            // Paged: item 0 is centred.
            let middle = vertical ? picture.pixel(line, 16 + (height - 32) / 2) : picture.pixel(width / 2, line)
            #expect(Self.flowItem(middle) == 0, "item 0 in the middle: \(middle)")
        }
    }

    /// Runs `recording` (its header added) headless in `scene` with `flow`, and returns the index of the
    /// last current-index event.
    private func lastIndex(replaying events: [String], scene: String, flow: [String], size: (Int, Int)) throws -> Int? {
        let recording = folder.appendingPathComponent("replay-\(scene)-\(UUID().uuidString.prefix(6)).jsonl")
        let header = #"{"recording":"carousel-lab","version":1,"scene":"\#(scene)","width":\#(size.0),"height":\#(size.1)}"#
        try Data(([header] + events + [#"{"t":3,"type":"end"}"#]).joined(separator: "\n").utf8).write(to: recording)
        let result = try runApp(["--headless", "--replay", recording.path, "--events"] + flow)
        #expect(result.status == 0, "\(result.output)")
        let indices = result.output.split(separator: "\n").compactMap { line -> Int? in
            guard line.contains(#""settledIndexChanged""#),
                let data = line.data(using: .utf8),
                let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
            else { return nil }
            return (object["index"] as? Int) ?? ((object["item"] as? [String: Any])?["index"] as? Int)
        }
        return indices.last
    }

    @Test(
        "a replayed forward drag, key and wheel notch each land on item 1, vertically and right to left",
        arguments: ["banners", "previews", "infinite-previews", "picker", "paging"],
        [["--axis", "vertical"], ["--direction", "rtl"]])
    func replayedInputLands(scene: String, flow: [String]) throws {
        let vertical = flow[1] == "vertical"
        let size = vertical ? (540, 960) : (960, 540)
        let centre = (size.0 / 2, size.1 / 2)
        // A drag forward: up for a vertical strip, to the right for a right-to-left one, over 60 % of
        // the window at 8 ms a sample (from 80 % to 20 % of the way along), then held still before
        // lifting (no fling: it lands by distance, past half a page).
        let length = Double(vertical ? size.1 : size.0)
        func point(_ fraction: Double) -> (x: Double, y: Double) {
            vertical ? (Double(centre.0), length * (1 - fraction)) : (length * fraction, Double(centre.1))
        }
        let start = point(0.2)
        var drag: [String] = [#"{"t":0.5,"type":"pointer","phase":"down","x":\#(start.x),"y":\#(start.y)}"#]
        for step in 1...12 {
            let p = point(0.2 + 0.6 * Double(step) / 12)
            drag.append(#"{"t":\#(0.5 + Double(step) * 0.008),"type":"pointer","phase":"moved","x":\#(p.x),"y":\#(p.y)}"#)
        }
        let end = point(0.8)
        drag.append(#"{"t":0.8,"type":"pointer","phase":"up","x":\#(end.x),"y":\#(end.y)}"#)
        #expect(try lastIndex(replaying: drag, scene: scene, flow: flow, size: size) == 1, "drag")

        // The key that pages forward: Down on a vertical strip, Left on a right-to-left one.
        let key = vertical ? "down" : "left"
        let keyPress = [#"{"t":0.5,"type":"key","key":"\#(key)","modifiers":[],"repeat":false}"#]
        #expect(try lastIndex(replaying: keyPress, scene: scene, flow: flow, size: size) == 1, "key \(key)")

        // A vertical wheel notch turned down pages forward either way.
        let notch = [
            #"{"t":0.5,"type":"wheel","dx":0,"dy":40,"x":\#(centre.0),"y":\#(centre.1),"modifiers":[],"precise":false}"#
        ]
        #expect(try lastIndex(replaying: notch, scene: scene, flow: flow, size: size) == 1, "wheel notch")
    }

    @Test(
        "the rule book end to end: seed A's slow drags of 0.3, 0.45 of a page held still spring back, 0.55, 0.7, 0.9 turn, both ways",
        arguments: [[], ["--axis", "vertical"], ["--direction", "rtl"]])
    func heldDragsRestByTheRuleBook(flow: [String]) throws {
        let vertical = flow.last == "vertical"
        let reversed = flow.last == "rtl"
        let size = vertical ? (540, 960) : (960, 540)
        // The banners fill the strip less the 16-point insets, 8 points apart: 936 points a page.
        let pitch = 960.0 - 32 + 8
        let slop = 10.0
        let options = flow + ["--config", try flowConfig()] // six banners: back from 0 is 5
        for fraction in [0.3, 0.45, 0.55, 0.7, 0.9] {
            for forward in [true, false] {
                // Forward drags the content toward the start edge: left (right, right to left) or up.
                let sign = (forward ? -1.0 : 1.0) * (reversed ? -1 : 1)
                let distance = sign * (fraction * pitch + slop)
                let from = 480.0 - distance / 2
                func point(_ along: Double) -> String {
                    vertical ? #""x":270,"y":\#(along)"# : #""x":\#(along),"y":270"#
                }
                var events = [#"{"t":0.5,"type":"pointer","phase":"down",\#(point(from))}"#]
                for step in 1...40 {
                    let along = from + distance * Double(step) / 40
                    events.append(#"{"t":\#(0.5 + Double(step) * 0.016),"type":"pointer","phase":"moved",\#(point(along))}"#)
                }
                // Held still for 0.3 s before the lift: no flick.
                events.append(#"{"t":1.44,"type":"pointer","phase":"up",\#(point(from + distance))}"#)
                let expected = fraction > 0.5 ? (forward ? 1 : 5) : 0
                #expect(
                    try lastIndex(replaying: events, scene: "banners", flow: options, size: size) == expected,
                    "\(flow) \(fraction) forward \(forward)")
            }
        }
    }
}
