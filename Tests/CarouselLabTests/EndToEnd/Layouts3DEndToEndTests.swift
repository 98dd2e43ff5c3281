import Foundation
import Testing

/// Issue 29's layouts in the real app: Material 3 keylines (`--keylines`) and iCarousel's 3D types
/// (`--effect coverflow|rotary|time-machine…`). Headless, a replayed fling through each lands with
/// an item centred (the log's settled index, the screenshot's pixels), along every flow for
/// coverflow and multi-browse; in a real window on both renderers, an xdotool fling lands centred, a
/// click on what shows of the next item goes to it, and a click on the blank a mask or a projection
/// leaves reaches nothing.
///
/// The banners are `flowConfig`'s solid colours, so a scan along the strip reads which item is where.
enum LayoutShots {
    /// One item's run of pixels along a line, `start...end` (inclusive), in pixels.
    struct Run: CustomStringConvertible {
        var item: Int
        var start: Int
        var end: Int
        var length: Int { end - start + 1 }
        /// The run's middle, pixels (half-way between its first and last pixel).
        var middle: Double { Double(start + end) / 2 }
        var description: String { "#\(item) \(start)…\(end)" }
    }

    /// The items along the strip's main axis through cross-axis position `line`: a row when
    /// horizontal, a column when vertical, in screen order (left to right, top to bottom). Runs of
    /// one item are bridged over gaps of up to `bridge` pixels (a title, a scrim's darkest rows);
    /// runs shorter than 8 pixels are noise.
    /// - Complexity: O(the window's length along the axis).
    static func runs(_ picture: Picture, vertical: Bool, line: Int, bridge: Int = 24) -> [Run] {
        let length = vertical ? picture.height : picture.width
        var runs: [Run] = []
        for position in 0..<length {
            let pixel = vertical ? picture.pixel(line, position) : picture.pixel(position, line)
            guard let item = HeadlessEndToEndTests.flowItem(pixel) else { continue }
            if let last = runs.last, last.item == item, position - last.end <= bridge {
                runs[runs.count - 1].end = position
            } else {
                runs.append(Run(item: item, start: position, end: position))
            }
        }
        return runs.filter { $0.length >= 8 }
    }

    /// The run of `item` across the strip at main-axis position `at` (a column when horizontal, a
    /// row when vertical), from its first to its last pixel of that item; nil when it does not show.
    /// - Complexity: O(the window's extent across the axis).
    static func across(_ picture: Picture, vertical: Bool, at position: Int, item: Int) -> Run? {
        let extent = vertical ? picture.width : picture.height
        let hits = (0..<extent).filter {
            HeadlessEndToEndTests.flowItem(vertical ? picture.pixel($0, position) : picture.pixel(position, $0)) == item
        }
        guard let first = hits.first, let last = hits.last else { return nil }
        return Run(item: item, start: first, end: last)
    }

    /// Pixels of the backdrop with the same item's colour for two pixels on both sides (left and
    /// right, or above and below): one-pixel holes inside a drawn item, the seams of a mesh whose
    /// triangles do not meet. The gaps between items are 8 pt, so no layout leaves such a pixel on
    /// purpose; a notch in a rounded corner's edge (backdrop a pixel further out) is not counted.
    /// - Returns: the holes' count and up to five of them, for a message.
    /// - Complexity: O(width × height).
    static func seams(_ picture: Picture) -> (count: Int, examples: [String]) {
        var count = 0
        var examples: [String] = []
        for y in 2..<(picture.height - 2) {
            for x in 2..<(picture.width - 2) where picture.isBackdrop(x, y) {
                let sides = [
                    [(x - 1, y), (x - 2, y), (x + 1, y), (x + 2, y)], [(x, y - 1), (x, y - 2), (x, y + 1), (x, y + 2)],
                ]
                let hole = sides.contains { points in
                    let items = points.map { HeadlessEndToEndTests.flowItem(picture.pixel($0.0, $0.1)) }
                    return items[0] != nil && items.allSatisfy { $0 == items[0] }
                }
                guard hole else { continue }
                count += 1
                if examples.count < 5 { examples.append("(\(x), \(y))") }
            }
        }
        return (count, examples)
    }

    /// What a settled carousel shows: the run at the strip's centre, and the runs in reading order.
    struct Landing {
        let centred: Run
        /// Every run along the line, in reading order (right to left reverses a horizontal strip).
        let reading: [Run]
        /// The position of `centred` in `reading`.
        let position: Int
        var before: Run? { position > 0 ? reading[position - 1] : nil }
        var after: Run? { position + 1 < reading.count ? reading[position + 1] : nil }
    }

    /// Checks that `picture` shows item `index` (of `count`) centred on the strip: its run covers
    /// the strip's centre, its middle is within 1.5 px of it, it is the longest run along the line
    /// (the snapped keyline item is the large one; the centred 3D item faces the viewer in front),
    /// and it covers at least 90 % of the strip across at the centre. Records an issue for each
    /// failure, naming `label`.
    /// - Parameters:
    ///   - strip: the strip's cross-axis extent in points: the window less the 16 pt margins and the
    ///     18 pt page dots.
    /// - Returns: what it read, or nil when no run covers the centre.
    static func expectCentred(
        _ picture: Picture, index: Int, count: Int, vertical: Bool, rtl: Bool, label: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Landing? {
        let (width, height) = (picture.width, picture.height)
        let line = vertical ? (width - 18) / 2 : 16 + (height - 32 - 18) / 2
        let centre = vertical ? 16 + (height - 32) / 2 : width / 2
        let strip = vertical ? width - 32 - 18 : height - 32 - 18
        let screen = runs(picture, vertical: vertical, line: line)
        let reading = rtl && !vertical ? Array(screen.reversed()) : screen
        guard let position = reading.firstIndex(where: { $0.start <= centre && centre <= $0.end }) else {
            Issue.record("\(label): nothing covers the centre \(centre): \(screen)", sourceLocation: sourceLocation)
            return nil
        }
        let centred = reading[position]
        #expect(centred.item == index % count, "\(label): item \(index) at the centre: \(screen)", sourceLocation: sourceLocation)
        #expect(
            abs(centred.middle - Double(centre)) <= 1.5, "\(label): centred on \(centre): \(centred)",
            sourceLocation: sourceLocation)
        #expect(
            screen.allSatisfy { $0.length <= centred.length + 1 }, "\(label): the centred item is the largest: \(screen)",
            sourceLocation: sourceLocation)
        let crossRun = across(picture, vertical: vertical, at: centre, item: centred.item)
        #expect(
            (crossRun?.length ?? 0) * 10 >= strip * 9,
            "\(label): across the strip at the centre: \(String(describing: crossRun))",
            sourceLocation: sourceLocation)
        return Landing(centred: centred, reading: reading, position: position)
    }
}

extension HeadlessEndToEndTests {
    /// A layout and a flow to fling through headless.
    struct LayoutFling: CustomTestStringConvertible, Sendable {
        /// The options naming the layout (3D types with items 400 pt long, so their side items show).
        let layout: [String]
        /// `[]`, `["--axis", "vertical"]` or `["--direction", "rtl"]`.
        let flow: [String]
        /// Whether the centred item's neighbours show on both sides at the strip's middle line.
        let neighbours: Bool
        var vertical: Bool { flow.last == "vertical" }
        var rtl: Bool { flow.last == "rtl" }
        var name: String { ([layout[1]] + flow.suffix(1)).joined(separator: "-") }
        var testDescription: String { name }
    }

    static let layoutFlings: [LayoutFling] = {
        let coverflow = ["--effect", "coverflow", "--item-length", "400"]
        let multiBrowse = ["--keylines", "multi-browse"]
        return [
            LayoutFling(layout: coverflow, flow: [], neighbours: true),
            LayoutFling(layout: ["--effect", "rotary", "--item-length", "400"], flow: [], neighbours: true),
            LayoutFling(layout: ["--effect", "time-machine", "--item-length", "400"], flow: [], neighbours: false),
            LayoutFling(layout: multiBrowse, flow: [], neighbours: true),
            LayoutFling(layout: ["--keylines", "hero"], flow: [], neighbours: true),
            LayoutFling(layout: coverflow, flow: ["--axis", "vertical"], neighbours: true),
            LayoutFling(layout: coverflow, flow: ["--direction", "rtl"], neighbours: true),
            LayoutFling(layout: multiBrowse, flow: ["--axis", "vertical"], neighbours: true),
            LayoutFling(layout: multiBrowse, flow: ["--direction", "rtl"], neighbours: true),
        ]
    }()

    @Test(
        "a replayed fling through each keyline and 3D layout lands with an item centred, along each flow", arguments: layoutFlings
    )
    func flingThroughLayoutLandsCentred(_ fling: LayoutFling) throws {
        let config = try flowConfig()
        let (width, height) = fling.vertical ? (540, 960) : (960, 540)
        // A fling forward over half the window in 48 ms (about 10 pt/ms): up a vertical strip,
        // rightward on a right-to-left one, leftward otherwise; released while moving.
        func point(_ fraction: Double) -> (x: Double, y: Double) {
            if fling.vertical { return (Double((width - 18) / 2), Double(height) * (1 - fraction)) }
            let x = Double(width) * (fling.rtl ? fraction : 1 - fraction)
            return (x, Double(16 + (height - 32 - 18) / 2))
        }
        let header = #"{"recording":"carousel-lab","version":1,"scene":"banners","width":\#(width),"height":\#(height)}"#
        var lines = [header]
        let start = point(0.2)
        lines.append(#"{"t":0.5,"type":"pointer","phase":"down","x":\#(start.x),"y":\#(start.y)}"#)
        for step in 1...6 {
            let p = point(0.2 + 0.5 * Double(step) / 6)
            lines.append(#"{"t":\#(0.5 + 0.008 * Double(step)),"type":"pointer","phase":"moved","x":\#(p.x),"y":\#(p.y)}"#)
        }
        let end = point(0.7)
        lines.append(#"{"t":0.55,"type":"pointer","phase":"up","x":\#(end.x),"y":\#(end.y)}"#)
        lines.append(#"{"t":3.5,"type":"end"}"#)
        let recording = folder.appendingPathComponent("layout-fling-\(fling.name).jsonl")
        try Data(lines.joined(separator: "\n").utf8).write(to: recording)
        let shot = folder.appendingPathComponent("layout-fling-\(fling.name).png").path
        let result = try runApp(
            ["--headless", "--replay", recording.path, "--events", "--config", config, "--screenshot", shot]
                + fling.layout + fling.flow)
        #expect(result.status == 0, "\(result.output)")

        let events = result.output.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        func named(_ name: String) -> [[String: Any]] { events.filter { $0["event"] as? String == name } }
        let release = try #require(named("willEndDragging").last, "the drag was released: \(result.output)")
        #expect(release["cause"] as? String == "fling", "released moving: \(release)")
        let settled = named("settledIndexChanged")
        #expect(settled.first?["index"] as? Int == 0, "item 0 at launch")
        #expect(settled.count == 2, "one settled index for the fling, none on the way: \(settled)")
        let landing = try #require(settled.last)
        let index = try #require(landing["index"] as? Int)
        #expect(landing["cause"] as? String == "fling")
        #expect((1...3).contains(index), "the fling went forward through at least one item: \(index)")

        let picture = try Picture(file: shot)
        let count = Self.flowColours.count
        let read = LayoutShots.expectCentred(
            picture, index: index, count: count, vertical: fling.vertical, rtl: fling.rtl, label: fling.name)
        if fling.neighbours, let read {
            #expect(
                read.before?.item == (index + count - 1) % count, "\(fling.name): the previous item before it: \(read.reading)")
            #expect(read.after?.item == (index + 1) % count, "\(fling.name): the next item after it: \(read.reading)")
        }
        // Rotary's side items face the viewer, scaled down: where SDL's software renderer (the headless
        // one) blitted a cell, the backdrop showed through a one-pixel seam beside the corner fans.
        let seams = LayoutShots.seams(picture)
        #expect(seams.count == 0, "\(fling.name): \(seams.count) holes inside items, at \(seams.examples)")
    }
}

extension HeadlessEndToEndTests {
    @Test("multi-browse on seed B: a click on the blank past an item's mask selects nothing; on the masked item, it")
    func clickPastKeylineMask() throws {
        // Seed B (tiling) selects the item a click lands on and ignores one on a gap: what the click
        // reaches shows in the log. (Seed A pages toward a gap's side, which would hide it.)
        let config = try flowConfig()
        let (width, height) = (960, 540)
        let row = Self.stripRow(height: height)
        let shot = folder.appendingPathComponent("keylines-tiling.png").path
        let still = try runApp(
            ["--headless", "--frames", "3", "--screenshot", shot, "--scene", "tiling", "--config", config]
                + ["--keylines", "multi-browse", "--width", "\(width)", "--height", "\(height)"])
        #expect(still.status == 0, "\(still.output)")
        let runs = LayoutShots.runs(try Picture(file: shot), vertical: false, line: row)
        let large = try #require(runs.map(\.length).max())
        // A masked item (narrower than the large one) after the large one, with an item after it:
        // its content, laid out at the large length, reaches over the gap its mask leaves.
        let focal = try #require(runs.firstIndex { $0.length == large })
        let pair = try #require(
            zip(runs, runs.dropFirst()).dropFirst(focal + 1).first { $0.0.length < large - 4 && $0.1.start - $0.0.end > 4 },
            "a masked item and the gap past its mask: \(runs)")
        let (masked, beyond) = pair
        let blank = (masked.end + beyond.start) / 2
        let recording = folder.appendingPathComponent("keylines-tiling-clicks.jsonl")
        let lines = [
            #"{"recording":"carousel-lab","version":1,"scene":"tiling","width":\#(width),"height":\#(height)}"#,
            #"{"t":0.5,"type":"pointer","phase":"down","x":\#(blank),"y":\#(row)}"#,
            #"{"t":0.55,"type":"pointer","phase":"up","x":\#(blank),"y":\#(row)}"#,
            #"{"t":1.5,"type":"pointer","phase":"down","x":\#(Int(masked.middle)),"y":\#(row)}"#,
            #"{"t":1.55,"type":"pointer","phase":"up","x":\#(Int(masked.middle)),"y":\#(row)}"#,
            #"{"t":2.5,"type":"end"}"#,
        ]
        try Data(lines.joined(separator: "\n").utf8).write(to: recording)
        let result = try runApp(
            ["--headless", "--replay", recording.path, "--events", "--config", config, "--keylines", "multi-browse"])
        #expect(result.status == 0, "\(result.output)")
        let selected = result.output.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }.filter { $0["event"] as? String == "selected" }
        #expect(selected.count == 1, "only the click on the item selects: \(selected), blank at \(blank) past \(masked)")
        #expect(selected.first?["index"] as? Int == masked.item, "the masked item: \(selected), runs \(runs)")
        #expect((selected.first?["time"] as? Double ?? 0) >= 1.5, "selected by the second click: \(selected)")
    }
}

extension WindowEndToEndTests {
    /// The layouts tried in a real window, with their options.
    static let windowLayouts: [String: [String]] = [
        "coverflow": ["--effect", "coverflow", "--item-length", "400"],
        "multi-browse": ["--keylines", "multi-browse"],
    ]

    @Test(
        "a real window, each renderer: a fling lands centred, the next item's visible part is clicked to, a blank is not",
        arguments: ["coverflow", "multi-browse"], ["opengl", "software"])
    func layoutInWindow(layout: String, renderer: String) throws {
        // Six solid-colour banners (HeadlessEndToEndTests' config), made in this suite's folder.
        let config = try HeadlessEndToEndTests.flowConfig(in: shots)
        let options = try #require(Self.windowLayouts[layout])
        let environment = renderer == "software" ? ["SDL_RENDER_DRIVER": "software"] : [:]
        let count = HeadlessEndToEndTests.flowColours.count
        let label = "\(layout) on \(renderer)"
        let row = 16 + (Self.height - 32 - 18) / 2
        try LabProcess.run(["--scene", "banners", "--config", config] + options, environment: environment) { app in
            #expect(app.standardError.contains("renderer \(renderer)"), "\(label): \(app.standardError)")
            #expect(app.waitForEvents("settledIndexChanged").first?["index"] as? Int == 0)
            func settled(_ number: Int) -> [String: Any]? {
                app.waitForEvents("settledIndexChanged", count: number).dropFirst(number - 1).first
            }
            // A fling of 250 pt in 48 ms. A loaded machine may deliver it as a slow drag; either
            // way it must come to rest with an item centred.
            try app.drag(from: (700, row), to: (450, row), steps: 6, interval: 0.008)
            let flung = try #require(settled(2), "\(label): the fling settles: \(app.events(named: "willEndDragging"))")
            let index = try #require(flung["index"] as? Int)
            #expect((1...3).contains(index), "\(label): forward: \(flung)")
            Thread.sleep(forTimeInterval: 0.3) // the frame at rest reaches the screen
            let first = try app.screenshot(to: shots.appendingPathComponent("layouts3d-\(layout)-\(renderer)-fling.png").path)
            let landing = try #require(
                LayoutShots.expectCentred(first, index: index, count: count, vertical: false, rtl: false, label: label))
            let seams = LayoutShots.seams(first)
            #expect(seams.count == 0, "\(label): \(seams.count) holes inside items, at \(seams.examples)")

            // The next item, on what shows of it: coverflow's turned strip right of the centred
            // item, multi-browse's masked medium item.
            let next = try #require(landing.after, "\(label): the next item shows: \(landing.reading)")
            let afterNext = try #require(
                landing.reading.dropFirst(landing.position + 2).first, "\(label): two items on: \(landing.reading)")
            #expect(next.item == (index + 1) % count && afterNext.item == (index + 2) % count, "\(label): \(landing.reading)")
            try app.click(Int(next.middle), row)
            let clicked = try #require(settled(3), "\(label): a click at \(Int(next.middle)) settles")
            #expect(clicked["index"] as? Int == (index + 1) % count, "\(label): the click goes to the next item: \(clicked)")
            #expect(clicked["cause"] as? String == "click")
            // The item after it, on what shows of it (coverflow's second turned item, multi-browse's
            // small one): its laid-out frame is elsewhere (where the next item's frame is), so only
            // a hit test through the projection or the mask goes two items on. The layout at rest is
            // the same whatever the index, so the first picture's runs still hold.
            try app.click(Int(afterNext.middle), row)
            let twoOn = try #require(settled(4), "\(label): a click at \(Int(afterNext.middle)) settles")
            #expect(twoOn["index"] as? Int == (index + 3) % count, "\(label): the click goes two items on: \(twoOn)")

            // The blank where nothing of the next item is drawn, though its laid-out frame is
            // there: past multi-browse's mask (the gap after it), above coverflow's turned item. It
            // reaches no item: seed A pages one item toward a blank's side, and selects nothing.
            let blank: (Int, Int)
            if layout == "multi-browse" {
                blank = ((next.end + afterNext.start) / 2, row)
                #expect(afterNext.start - next.end >= 5, "\(label): a gap past the mask: \(next) \(afterNext)")
            } else {
                let x = Int(next.middle)
                let drawn = try #require(LayoutShots.across(first, vertical: false, at: x, item: next.item))
                #expect(drawn.start >= 16 + 12, "\(label): the turned item leaves a blank above it at x \(x): \(drawn)")
                blank = (x, (16 + drawn.start) / 2)
            }
            #expect(first.isBackdrop(blank.0, blank.1), "\(label): (\(blank.0), \(blank.1)) shows nothing")
            try app.click(blank.0, blank.1)
            let paged = try #require(settled(5), "\(label): a click on the blank at \(blank) settles")
            #expect(paged["index"] as? Int == (index + 4) % count, "\(label): the blank at \(blank) pages one item: \(paged)")
            #expect(app.events(named: "selected").isEmpty, "\(label): no click so far selects")

            try app.click(Self.width / 2, row)
            let selected = app.waitForEvents("selected")
            #expect(
                selected.map { $0["index"] as? Int } == [(index + 4) % count],
                "\(label): the centred item is selected: \(selected)")
            #expect(selected.first?["cause"] as? String == "click")

            Thread.sleep(forTimeInterval: 0.3)
            let second = try app.screenshot(to: shots.appendingPathComponent("layouts3d-\(layout)-\(renderer)-click.png").path)
            _ = LayoutShots.expectCentred(second, index: index + 4, count: count, vertical: false, rtl: false, label: label)
            let moreSeams = LayoutShots.seams(second)
            #expect(moreSeams.count == 0, "\(label): \(moreSeams.count) holes inside items, at \(moreSeams.examples)")
        }
    }
}
