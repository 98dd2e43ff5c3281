import Foundation
import Testing

/// Issue 30's scenes in a real window on both renderers, the solid-colour banners of
/// `HeadlessEndToEndTests.flowConfig` (six colours, so a scan reads which banner is where): in
/// `shelves` a drag along a row moves that row alone, a drag across the rows moves the column alone,
/// Down then Enter focuses and selects on the next row with the ring drawn around that item; in
/// `thumbs` a click on a thumbnail moves the main there and rings the thumbnail.
enum FocusRing {
    /// A ring found in a picture: its outer frame and its edges' thicknesses, in pixels.
    struct Ring: CustomStringConvertible {
        var left: Int
        var top: Int
        var right: Int
        var bottom: Int
        /// The top, bottom, left and right edges' thicknesses.
        var edges: [Int]
        var middle: Int { (top + bottom) / 2 }
        var description: String { "ring (\(left), \(top))…(\(right), \(bottom)) edges \(edges)" }
    }

    /// Whether `pixel` is the ring's white (0xFFFFFF, within 8 per channel).
    static func isWhite(_ pixel: (r: Int, g: Int, b: Int)) -> Bool {
        min(pixel.r, pixel.g, pixel.b) >= 247
    }

    /// The rings in `picture`: pairs of horizontal white bands (rows whose longest white run is at
    /// least `minimum` pixels: a ring's straight top or bottom, never a title's text) over the same
    /// columns, each measured through its middle row for the side edges.
    /// - Complexity: O(width × height).
    static func rings(in picture: Picture, minimum: Int = 120) -> [Ring] {
        // The longest white run of each row, when long enough.
        var bands: [(top: Int, bottom: Int, start: Int, end: Int)] = []
        for y in 0..<picture.height {
            var best: (Int, Int)?
            var start: Int?
            for x in 0...picture.width {
                let white = x < picture.width && isWhite(picture.pixel(x, y))
                if white, start == nil { start = x }
                if !white, let first = start {
                    let longer = best.map { x - 1 - first > $0.1 - $0.0 } ?? true
                    if x - first >= minimum, longer { best = (first, x - 1) }
                    start = nil
                }
            }
            guard let best else { continue }
            let (first, last) = best
            if let band = bands.last, band.bottom == y - 1 {
                bands[bands.count - 1] = (band.top, y, min(band.start, first), max(band.end, last))
            } else {
                bands.append((y, y, first, last))
            }
        }
        var rings: [Ring] = []
        var index = 0
        while index + 1 < bands.count {
            let (upper, lower) = (bands[index], bands[index + 1])
            guard abs(upper.start - lower.start) <= 2, abs(upper.end - lower.end) <= 2 else {
                index += 1
                continue
            }
            // The side edges through the middle row, outward from the straight part's ends.
            let middle = (upper.top + lower.bottom) / 2
            func edge(from x: Int, step: Int) -> (outer: Int, thickness: Int) {
                var x = x
                while x >= 0, x < picture.width, !isWhite(picture.pixel(x, middle)) { x += step }
                var thickness = 0
                while x >= 0, x < picture.width, isWhite(picture.pixel(x, middle)) {
                    x += step
                    thickness += 1
                }
                return (x - step, thickness)
            }
            let left = edge(from: upper.start + 8, step: -1)
            let right = edge(from: upper.end - 8, step: 1)
            rings.append(
                Ring(
                    left: left.outer, top: upper.top, right: right.outer, bottom: lower.bottom,
                    edges: [upper.bottom - upper.top + 1, lower.bottom - lower.top + 1, left.thickness, right.thickness]))
            index += 2
        }
        return rings
    }

    /// Checks that `picture` has exactly one ring, 3 px on every edge, around the run of the item
    /// with colour `colour` on the ring's middle line (the ring 3 px outside it on both sides);
    /// records an issue naming `label` for each failure.
    /// - Returns: the ring, or nil when there is not exactly one.
    static func expectRing(
        _ picture: Picture, around colour: Int, label: String, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Ring? {
        let found = rings(in: picture)
        guard found.count == 1, let ring = found.first else {
            Issue.record("\(label): one ring, found \(found)", sourceLocation: sourceLocation)
            return nil
        }
        #expect(ring.edges == [3, 3, 3, 3], "\(label): 3 px white on each edge: \(ring)", sourceLocation: sourceLocation)
        let runs = LayoutShots.runs(picture, vertical: false, line: ring.middle)
        let inside = runs.first { $0.start > ring.left && $0.end < ring.right }
        #expect(inside?.item == colour, "\(label): colour \(colour) inside \(ring): \(runs)", sourceLocation: sourceLocation)
        if let inside {
            #expect(
                abs(inside.start - 3 - ring.left) <= 1 && abs(inside.end + 3 - ring.right) <= 1,
                "\(label): the ring is 3 px outside the item \(inside): \(ring)", sourceLocation: sourceLocation)
        }
        return ring
    }
}

extension WindowEndToEndTests {
    /// The `SDL_RENDER_DRIVER` for `renderer`: none (the window's default, OpenGL) or `software`.
    static func environment(_ renderer: String) -> [String: String] {
        renderer == "software" ? ["SDL_RENDER_DRIVER": "software"] : [:]
    }

    /// The vertical extents of the items drawn down column `x`, in screen order.
    private static func column(_ picture: Picture, x: Int) -> [ClosedRange<Int>] {
        LayoutShots.runs(picture, vertical: true, line: x).map { $0.start...$0.end }
    }

    @Test(
        "shelves, a real window, each renderer: a drag along a row moves it alone, across the rows the column alone; Down, Enter ring and select on row 1",
        arguments: ["opengl", "software"])
    func shelvesInWindow(renderer: String) throws {
        let config = try HeadlessEndToEndTests.flowConfig(in: shots)
        let count = HeadlessEndToEndTests.flowColours.count
        // Row r shows banners 10 r, 10 r + 1, … (ShelfPlan's default rows): item k's colour.
        func colour(row: Int, item: Int) -> Int { (10 * row + item) % count }
        // Rows (at 960 × 540): titles 32 pt, carousels 150 pt, 24 pt apart, 16 pt from the top.
        let rowLine = [180, 386, 520]
        try LabProcess.run(["--scene", "shelves", "--config", config], environment: Self.environment(renderer)) { app in
            let label = "shelves on \(renderer)"
            #expect(app.standardError.contains("renderer \(renderer)"), "\(label): \(app.standardError)")
            let start = try #require(app.waitForEvents("focusChanged").first)
            #expect(start["row"] as? Int == 0 && start["item"] as? Int == 0 && start["cause"] as? String == "api")
            Thread.sleep(forTimeInterval: 0.3) // the first frames reach the screen
            let before = try app.screenshot(to: shots.appendingPathComponent("shelves-\(renderer)-start.png").path)
            let rows = rowLine.map { LayoutShots.runs(before, vertical: false, line: $0) }
            for (row, runs) in rows.enumerated() {
                #expect(
                    runs.prefix(4).map(\.item) == (0..<4).map { colour(row: row, item: $0) },
                    "\(label): row \(row) from its first banner: \(runs)")
            }
            let first = try #require(rows[0].first)
            let pitch = try #require(rows[0].dropFirst().first).start - first.start
            #expect(first.start == 16 && pitch > 150, "\(label): start-aligned at the inset: \(rows[0])")
            _ = FocusRing.expectRing(before, around: colour(row: 0, item: 0), label: "\(label) at start")

            // Along row 1, 300 pt leftward, held still before the release: row 1 follows the pointer.
            try app.drag(from: (700, rowLine[1]), to: (400, rowLine[1]), steps: 10, interval: 0.016, hold: 0.15)
            let released = try #require(
                app.waitForEvent("didEndDragging") { $0["view"] as? String == "row1" }, "\(label): row 1 was dragged")
            let dragged = app.events(named: "willBeginDragging").compactMap { $0["view"] as? String }
            #expect(dragged == ["row1"], "\(label): only row 1 began dragging: \(dragged)")
            let moved = Set(app.events(named: "didScroll").compactMap { $0["view"] as? String })
            #expect(moved == ["row1"], "\(label): only row 1 scrolled: \(moved)")
            let rowOffset = try #require(released["offset"] as? Double)
            #expect(rowOffset > 250 && rowOffset <= 300, "\(label): row 1 followed the pointer: \(released)")
            if released["willDecelerate"] as? Bool == true {
                _ = app.waitForEvent("didEndDecelerating") { $0["view"] as? String == "row1" }
            }
            let settledOffset = app.events(named: "didScroll").last { $0["view"] as? String == "row1" }?["offset"] as? Double
            let offset = Int((settledOffset ?? rowOffset).rounded())
            Thread.sleep(forTimeInterval: 0.3)
            let afterRow = try app.screenshot(to: shots.appendingPathComponent("shelves-\(renderer)-row.png").path)
            #expect(
                Self.column(afterRow, x: 116) == Self.column(before, x: 116), "\(label): the column did not move")
            for row in [0, 2] {
                let runs = LayoutShots.runs(afterRow, vertical: false, line: rowLine[row])
                #expect(runs.map(\.start) == rows[row].map(\.start), "\(label): row \(row) did not move: \(runs)")
            }
            for run in LayoutShots.runs(afterRow, vertical: false, line: rowLine[1]) where run.start > 0 {
                // Item k at first.start + k × pitch − offset; the colour says which k.
                let k = Int((Double(run.start - first.start + offset) / Double(pitch)).rounded())
                #expect(run.item == colour(row: 1, item: k), "\(label): row 1 moved by \(offset): \(run)")
                #expect(abs(run.start - (first.start + k * pitch - offset)) <= 1, "\(label): row 1 at \(offset): \(run)")
            }

            // Across the rows, 200 pt up: the column follows, no row moves.
            let events = app.events.count
            try app.drag(from: (480, 450), to: (480, 250), steps: 10, interval: 0.016, hold: 0.15)
            Thread.sleep(forTimeInterval: 0.3)
            let afterColumn = try app.screenshot(to: shots.appendingPathComponent("shelves-\(renderer)-column.png").path)
            let rowEvents = app.events.dropFirst(events).filter { ($0["view"] as? String)?.hasPrefix("row") == true }
            #expect(rowEvents.isEmpty, "\(label): no row moved: \(rowEvents)")
            // Down column x = 116 each row's item there, moved up by the same amount.
            let was = LayoutShots.runs(afterRow, vertical: true, line: 116)
            let now = LayoutShots.runs(afterColumn, vertical: true, line: 116).filter {
                $0.start > 0 && $0.end < afterColumn.height - 1
            }
            let shift = try #require(
                now.first.flatMap { run in was.first { $0.item == run.item }.map { $0.start - run.start } },
                "\(label): \(was) → \(now)")
            #expect(shift > 150 && shift <= 200, "\(label): the column followed the pointer: \(shift), \(was) → \(now)")
            #expect(now.count >= 2, "\(label): two rows whole in view: \(now)")
            #expect(
                now.allSatisfy { run in was.contains { $0.item == run.item && $0.start == run.start + shift } },
                "\(label): every row moved up \(shift): \(was) → \(now)")
            let row2 = LayoutShots.runs(afterColumn, vertical: false, line: rowLine[2] - shift)
            #expect(row2.map(\.start) == rows[2].map(\.start), "\(label): row 2 moved up, not along: \(row2)")

            // Down: the focus goes to row 1's item nearest row 0's item 0 on screen; Enter selects it.
            try app.key("Down")
            let focused = try #require(app.waitForEvent("focusChanged") { $0["cause"] as? String == "key" })
            let item = Int((Double(offset) / Double(pitch)).rounded())
            #expect(focused["row"] as? Int == 1 && focused["item"] as? Int == item, "\(label): row 1, item \(item): \(focused)")
            try app.key("Return")
            let selected = app.waitForEvents("selected")
            #expect(selected.count == 1, "\(label): \(selected)")
            #expect(selected.first?["row"] as? Int == 1 && selected.first?["item"] as? Int == item, "\(label): \(selected)")
            #expect(selected.first?["cause"] as? String == "key" && selected.first?["view"] as? String == "shelves")
            // The row scrolls to show the whole item (its start at the inset): wait for it to rest.
            let scrolled = app.waitForEvent("didEndScrollingAnimation") { $0["view"] as? String == "row1" }
            let finalOffset = Int(((scrolled?["offset"] as? Double) ?? Double(offset)).rounded())
            Thread.sleep(forTimeInterval: 0.3)
            let ringed = try app.screenshot(to: shots.appendingPathComponent("shelves-\(renderer)-ring.png").path)
            let ring = try #require(FocusRing.expectRing(ringed, around: colour(row: 1, item: item), label: label))
            #expect(
                abs(ring.left - (first.start + item * pitch - finalOffset - 3)) <= 1,
                "\(label): on item \(item) of row 1 at offset \(finalOffset): \(ring)")
            #expect(abs(ring.top - (rowLine[1] - 132 - shift - 3)) <= 1, "\(label): on row 1, moved up \(shift): \(ring)")
        }
    }

    @Test(
        "thumbs, a real window, each renderer: a click on a thumbnail moves the main there and rings the thumbnail",
        arguments: ["opengl", "software"])
    func thumbsInWindow(renderer: String) throws {
        let config = try HeadlessEndToEndTests.flowConfig(in: shots)
        // The strip: 96 pt high, 16 pt above the window's bottom; the main above it.
        let stripLine = Self.height - 16 - 48
        try LabProcess.run(["--scene", "thumbs", "--config", config], environment: Self.environment(renderer)) { app in
            let label = "thumbs on \(renderer)"
            #expect(app.standardError.contains("renderer \(renderer)"), "\(label): \(app.standardError)")
            #expect(app.waitForEvents("settledIndexChanged").first?["index"] as? Int == 0)
            Thread.sleep(forTimeInterval: 0.3)
            let before = try app.screenshot(to: shots.appendingPathComponent("thumbs-\(renderer)-start.png").path)
            let thumbnails = LayoutShots.runs(before, vertical: false, line: stripLine)
            #expect(thumbnails.prefix(5).map(\.item) == [0, 1, 2, 3, 4], "\(label): the thumbnails in order: \(thumbnails)")
            _ = FocusRing.expectRing(before, around: 0, label: "\(label) at start")

            let target = try #require(thumbnails.first { $0.item == 2 })
            try app.click(Int(target.middle), stripLine)
            let settled = try #require(
                app.waitForEvent("settledIndexChanged") { $0["view"] as? String == "main" && $0["index"] as? Int == 2 },
                "\(label): the main settles on 2: \(app.events(named: "settledIndexChanged"))")
            #expect(settled["cause"] as? String == "click")
            let linked = app.events(named: "linkedIndexChanged")
            #expect(linked.map { $0["index"] as? Int } == [2], "\(label): the strip followed the main to 2: \(linked)")
            #expect(linked.first?["view"] as? String == "thumbs")
            Thread.sleep(forTimeInterval: 0.3)
            let after = try app.screenshot(to: shots.appendingPathComponent("thumbs-\(renderer)-click.png").path)
            #expect(
                HeadlessEndToEndTests.flowItem(after.pixel(Self.width / 2, (16 + stripLine - 48 - 16) / 2)) == 2,
                "\(label): the main shows banner 2")
            let ring = try #require(FocusRing.expectRing(after, around: 2, label: label))
            // The thumbnail was in view with two after it: the strip stayed where it was.
            #expect(
                abs(ring.left - (target.start - 3)) <= 1 && ring.top < stripLine && ring.bottom > stripLine,
                "\(label): around thumbnail 2 where it was, \(target): \(ring)")
        }
    }
}
