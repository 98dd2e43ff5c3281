import Foundation
import Testing

/// `--effect` on the real binary, headless: side items drawn smaller inside their unscaled edges
/// (`scale`), blended toward the backdrop (`fade`), their image moved less than their frame
/// (`parallax`), and a click on the blank a scaled neighbour leaves is not the neighbour's.
extension HeadlessEndToEndTests {
    /// One item's run of pixels along a row: where it starts and ends (inclusive), in pixels.
    struct Run: CustomStringConvertible {
        var item: Int
        var start: Int
        var end: Int
        var length: Int { end - start + 1 }
        var middle: Int { (start + end) / 2 }
        var description: String { "#\(item) \(start)…\(end)" }
    }

    /// The items along row `y`, left to right, each run bridged over gaps shorter than `bridge`
    /// pixels (a stripe, text); runs shorter than 8 pixels are noise.
    static func runs(_ picture: Picture, row y: Int, bridge: Int = 48) -> [Run] {
        var runs: [Run] = []
        for x in 0..<picture.width {
            guard let item = flowItem(picture.pixel(x, y)) else { continue }
            if let last = runs.last, last.item == item, x - last.end <= bridge {
                runs[runs.count - 1].end = x
            } else {
                runs.append(Run(item: item, start: x, end: x))
            }
        }
        return runs.filter { $0.length >= 8 }
    }

    /// A headless screenshot of `scene` with `effect`, its path.
    func effectShot(_ scene: String, effect: String, config: String, size: (Int, Int) = (1600, 420)) throws -> Picture {
        let path = folder.appendingPathComponent("effect-\(scene)-\(effect).png").path
        let result = try runApp(
            ["--headless", "--frames", "3", "--screenshot", path, "--scene", scene, "--config", config, "--effect", effect]
                + ["--width", "\(size.0)", "--height", "\(size.1)"])
        #expect(result.status == 0, "\(result.output)")
        return try Picture(file: path)
    }

    /// `scene` shot without an effect and with `effect` (`effectWindow`'s size), and the items along
    /// the row two thirds down each picture.
    struct Comparison {
        let size: (Int, Int)
        let row: Int
        let plainPicture: Picture
        let picture: Picture
        let plain: [Run]
        let runs: [Run]
    }

    func compare(_ scene: String, effect: String, config: String) throws -> Comparison {
        let size = Self.effectWindow(scene)
        let row = size.1 * 2 / 3
        let plainPicture = try effectShot(scene, effect: "none", config: config, size: size)
        let picture = try effectShot(scene, effect: effect, config: config, size: size)
        return Comparison(
            size: size, row: row, plainPicture: plainPicture, picture: picture, plain: Self.runs(plainPicture, row: row),
            runs: Self.runs(picture, row: row))
    }

    /// The window each scene is shot in.
    static func effectWindow(_ scene: String) -> (Int, Int) { scene == "tiling" ? (1600, 300) : (1600, 420) }

    /// The rows of column `x` that show `item`, as a run (top to bottom).
    static func column(_ picture: Picture, x: Int, item: Int) -> Run? {
        let ys = (0..<picture.height).filter { flowItem(picture.pixel(x, $0)) == item }
        return ys.isEmpty ? nil : Run(item: item, start: ys.first!, end: ys.last!)
    }

    @Test(
        "scale: each side item sits inside its unscaled edges, scaled toward the centre",
        arguments: ["tiling", "infinite-previews"])
    func scaleEffect(scene: String) throws {
        let shots = try compare(scene, effect: "scale", config: try flowConfig())
        let (size, plainPicture, scaledPicture, plain, scaled) = (
            shots.size, shots.plainPicture, shots.picture, shots.plain, shots.runs
        )
        let centre = size.0 / 2
        var sides = 0
        for before in plain where !(before.start <= centre && centre <= before.end) {
            guard let after = scaled.first(where: { $0.item == before.item }) else { continue }
            sides += 1
            #expect(after.start >= before.start && after.end <= before.end, "inside its unscaled edges: \(before) → \(after)")
            // Scaled toward the edge facing the centre: that edge stays (the gap is kept).
            let left = before.middle < centre
            let facing = left ? (before.end, after.end) : (before.start, after.start)
            #expect(abs(facing.0 - facing.1) <= 2, "the edge facing the centre stays: \(before) → \(after)")
            // Across the strip, it is shorter at both ends.
            let x = left ? before.end - 20 : before.start + 20
            let across = try #require(Self.column(plainPicture, x: x, item: before.item))
            let acrossScaled = try #require(Self.column(scaledPicture, x: x, item: before.item))
            #expect(
                acrossScaled.start > across.start + 4 && acrossScaled.end < across.end - 4,
                "#\(before.item) across, at x \(x): \(across.start)…\(across.end) → \(acrossScaled.start)…\(acrossScaled.end)")
        }
        #expect(sides >= 2, "side items to compare: \(plain) / \(scaled)")
        if scene == "infinite-previews", let centred = plain.first(where: { $0.start <= centre && centre <= $0.end }) {
            // Paged: the centred item sits on the snap point and keeps its size.
            let after = scaled.first { $0.item == centred.item }
            #expect(after.map { abs($0.start - centred.start) <= 1 && abs($0.end - centred.end) <= 1 } == true, "\(centred)")
        }
    }

    @Test("fade: a side item's colour is blended toward the backdrop; the centred one's is not")
    func fadeEffect() throws {
        let config = try flowConfig()
        let row = 420 * 2 / 3
        let plainPicture = try effectShot("infinite-previews", effect: "none", config: config)
        let fadedPicture = try effectShot("infinite-previews", effect: "fade", config: config)
        let plain = Self.runs(plainPicture, row: row)
        var sides = 0
        for run in plain {
            let x = run.middle
            let before = plainPicture.pixel(x, row)
            let after = fadedPicture.pixel(x, row)
            if run.start <= 800 && 800 <= run.end {
                #expect(
                    abs(before.r - after.r) + abs(before.g - after.g) + abs(before.b - after.b) <= 6,
                    "centred: \(before) → \(after)")
                continue
            }
            sides += 1
            // The backdrop is dark (0x15171C): blending darkens the brightest channel by a good part.
            let high = max(before.r, before.g, before.b)
            let faded = max(after.r, after.g, after.b)
            #expect(faded < high - 60, "#\(run.item) blended: \(before) → \(after)")
            #expect(faded > 0x1C + 10, "#\(run.item) still shows: \(after)")
        }
        #expect(sides >= 1, "a side item: \(plain)")
    }

    /// Six banners, each a solid colour with a white stripe down its middle.
    func stripedConfig() throws -> String {
        var banners: [String] = []
        for (index, colour) in Self.flowColours.enumerated() {
            let image = folder.appendingPathComponent("striped-\(index).png").path
            let hex = String(format: "#%02X%02X%02X", colour.r, colour.g, colour.b)
            _ = try Shell.run([
                "convert", "-size", "96x48", "xc:\(hex)", "-fill", "white", "-draw", "rectangle 46,0 49,47", image,
            ])
            banners.append(#"{"title": "\#(index)", "image": "\#(image)"}"#)
        }
        let path = folder.appendingPathComponent("striped.json").path
        let json = #"{"banners": [\#(banners.joined(separator: ", "))], "images": {"fadeDuration": 0}}"#
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The white stripe's middle within `run` on row `y`, or nil.
    static func stripe(_ picture: Picture, in run: Run, row y: Int) -> Int? {
        let xs = (run.start...run.end).filter {
            let p = picture.pixel($0, y)
            return min(p.r, p.g, p.b) > 200
        }
        return xs.isEmpty ? nil : (xs.first! + xs.last!) / 2
    }

    @Test("parallax: a side item's image has moved less than its frame (toward the centre); the centred one's not at all")
    func parallaxEffect() throws {
        let shots = try compare("tiling", effect: "parallax", config: try stripedConfig())
        let (size, row, plainPicture, movedPicture, plain, moved) = (
            shots.size, shots.row, shots.plainPicture, shots.picture, shots.plain, shots.runs
        )
        var sides = 0
        var rounded = 0
        let centre = size.0 / 2
        for run in plain where !(run.start <= centre && centre <= run.end) {
            guard let after = moved.first(where: { $0.item == run.item }),
                let stripeBefore = Self.stripe(plainPicture, in: run, row: row),
                let stripeAfter = Self.stripe(movedPicture, in: after, row: row)
            else { continue }
            sides += 1
            #expect(abs(after.start - run.start) <= 1 && abs(after.end - run.end) <= 1, "the frame stays: \(run) → \(after)")
            if run.start > 0 && run.end < size.0 - 1 {
                #expect(abs(stripeBefore - run.middle) <= 2, "without parallax the image is centred in its frame")
            }
            // The frame is one item or more from the centre; its image lags behind it, toward the centre.
            let shift = stripeAfter - stripeBefore
            #expect(shift * (centre - run.middle).signum() > 5, "#\(run.item) at \(run.middle): image moved \(shift)")
            // Still within the banner's rounded corners: the very corner shows the backdrop.
            if after.start > 0, let across = Self.column(movedPicture, x: after.start + 24, item: after.item) {
                func item(_ x: Int, _ y: Int) -> Int? { Self.flowItem(movedPicture.pixel(x, y)) }
                #expect(item(after.start, across.end) != after.item, "#\(after.item)'s bottom-left corner is rounded")
                #expect(item(after.start + 16, across.end) == after.item && item(after.start, across.end - 16) == after.item)
                rounded += 1
            }
        }
        #expect(rounded >= 1, "a side item fully in view")
        #expect(sides >= 2, "side items with their stripe: \(plain)")
    }

    @Test("a click on the blank a scaled neighbour leaves is not the neighbour's; on what shows of it, it is")
    func clickFollowsScale() throws {
        let config = try flowConfig()
        let shots = try compare("tiling", effect: "scale", config: config)
        let (size, row, plainPicture, scaledPicture, plain, scaled) = (
            shots.size, shots.row, shots.plainPicture, shots.picture, shots.plain, shots.runs
        )
        let centre = size.0 / 2
        let neighbour = try #require(plain.first { $0.start > centre }, "an item right of the centre: \(plain)")
        #expect(scaled.contains { $0.item == neighbour.item }, "the neighbour shows scaled: \(scaled)")
        // Across the strip, near the edge facing the centre: inside the unscaled item, above the scaled one.
        let x = neighbour.start + 20
        let across = try #require(Self.column(plainPicture, x: x, item: neighbour.item))
        let acrossScaled = try #require(Self.column(scaledPicture, x: x, item: neighbour.item))
        let blank = across.start + 3
        #expect(blank < acrossScaled.start, "the blank: \(across) → \(acrossScaled)")
        func selections(clickingAt x: Int, _ y: Int) throws -> [String] {
            let recording = folder.appendingPathComponent("click-\(x)-\(y).jsonl")
            let lines = [
                #"{"recording":"carousel-lab","version":1,"scene":"tiling","width":\#(size.0),"height":\#(size.1)}"#,
                #"{"t":0.5,"type":"pointer","phase":"down","x":\#(x),"y":\#(y)}"#,
                #"{"t":0.55,"type":"pointer","phase":"up","x":\#(x),"y":\#(y)}"#,
                #"{"t":1.5,"type":"end"}"#,
            ]
            try Data(lines.joined(separator: "\n").utf8).write(to: recording)
            let result = try runApp(
                ["--headless", "--replay", recording.path, "--events", "--config", config, "--effect", "scale"]
                    + ["--width", "\(size.0)", "--height", "\(size.1)"])
            #expect(result.status == 0, "\(result.output)")
            return result.output.split(separator: "\n").filter { $0.contains(#""selected""#) }.map(String.init)
        }
        #expect(try selections(clickingAt: x, blank).isEmpty, "the blank at \(x), \(blank) selects nothing")
        let hit = try selections(clickingAt: x, row)
        #expect(hit.count == 1 && hit[0].contains(#""index":\#(neighbour.item)"#), "what shows selects it: \(hit)")
    }
}
