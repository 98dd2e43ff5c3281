import Foundation
import Testing

/// Live data in the real app: recordings with data lines and `--feed` headless, and the config edited
/// under a real window.
extension HeadlessEndToEndTests {
    /// The event lines of an app's output, in order.
    static func eventLines(_ output: String) -> [String] {
        output.split(separator: "\n").filter { $0.hasPrefix("{") }.map(String.init)
    }

    @Test("a recording with data lines replays its edits at their times, the same run byte for byte every time")
    func replayDataLines() throws {
        let recording = folder.appendingPathComponent("edits.jsonl")
        let header = #"{"height":540,"recording":"carousel-lab","scene":"banners","version":1,"width":960}"#
        let banners = [
            #"{"title":"Summer Sale −40%","subtitle":"Swimwear, sandals and shades, until Sunday","image":"images/summer.jpg"}"#,
            #"{"title":"New: Night Owl Coffee","subtitle":"A small-batch dark roast for late evenings","image":"images/coffee.jpg"}"#,
            #"{"title":"Free delivery weekend","subtitle":"No minimum order, Saturday and Sunday","image":"images/delivery.jpg"}"#,
        ]
        let fresh = #"{"id":"fresh","title":"Fresh in","image":"images/coffee.jpg"}"#
        let lines = [
            header,
            #"{"key":"right","modifiers":[],"repeat":false,"t":0.2,"type":"key"}"#,
            #"{"t":1,"type":"data","banners":[\#(fresh),\#(banners.joined(separator: ","))]}"#,
            #"{"t":2,"type":"data","banners":[\#(fresh),\#(banners[0]),\#(banners[2])]}"#,
            #"{"t":3,"type":"end"}"#,
        ]
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: recording)
        var runs: [(events: [String], png: Data)] = []
        for run in 0..<2 {
            let png = folder.appendingPathComponent("edits-\(run).png").path
            let result = try runApp([
                "--headless", "--replay", recording.path, "--config", Package.defaultConfig, "--events", "--screenshot", png,
            ])
            #expect(result.status == 0, "\(result.output)")
            runs.append((Self.eventLines(result.output), try Data(contentsOf: URL(fileURLWithPath: png))))
        }
        #expect(runs[0].events == runs[1].events, "the same event log")
        #expect(runs[0].png == runs[1].png, "the same picture")
        let changes = runs[0].events.filter { $0.contains(#""event":"itemsChanged""#) }.map(decodedEvent)
        #expect(changes.count == 2)
        // The key made item 1 current; the first edit inserts before it (1 → 2) and drops the four
        // banners after the third; the second removes the current banner, and the next one, "Free
        // delivery weekend", takes its place.
        let first = try #require(changes.first)
        #expect(first["inserted"] as? Int == 1 && first["removed"] as? Int == 4, "\(first)")
        #expect(first["from"] as? Int == 1 && first["to"] as? Int == 2 && first["time"] as? Double == 1, "\(first)")
        #expect(changes.last?["removed"] as? Int == 1 && changes.last?["to"] as? Int == 2, "\(changes)")
        #expect(changes.last?["time"] as? Double == 2, "\(changes)")
        let current = runs[0].events.filter { $0.contains(#""event":"currentIndexChanged""#) }.last.map(decodedEvent)
        #expect(current?["title"] as? String == "Free delivery weekend" && current?["cause"] as? String == "data")
    }

    @Test("--feed 2 on the paging strip appends two banners, numbered, whenever the current item comes within 2 of the last")
    func feed() throws {
        let recording = folder.appendingPathComponent("feed.jsonl")
        let keys = (1...7).map { #"{"key":"right","modifiers":[],"repeat":false,"t":\#(Double($0) * 0.5),"type":"key"}"# }
        let header = #"{"height":540,"recording":"carousel-lab","scene":"paging","version":1,"width":960}"#
        try Data(([header] + keys + [#"{"t":5,"type":"end"}"#]).joined(separator: "\n").utf8).write(to: recording)
        let result = try runApp([
            "--headless", "--replay", recording.path, "--config", Package.defaultConfig, "--events", "--feed", "2",
        ])
        #expect(result.status == 0, "\(result.output)")
        let events = Self.eventLines(result.output).map(decodedEvent)
        let changes = events.filter { $0["event"] as? String == "itemsChanged" }
        #expect(changes.count == 2, "at index 4 of 7 and at 6 of 9")
        #expect(changes.allSatisfy { $0["inserted"] as? Int == 2 && $0["cause"] as? String == "data" })
        #expect(changes.map { $0["from"] as? Int } == [4, 6])
        let settled = events.filter { $0["event"] as? String == "settledIndexChanged" }.last
        #expect(settled?["index"] as? Int == 7 && settled?["title"] as? String == "Summer Sale −40% 8", "\(settled ?? [:])")
    }

    @Test(
        "--feed takes a whole number from 1 to 1000, and a finite scene only",
        arguments: [
            (["--feed", "0", "--scene", "paging"], "--feed must be 1 to 1000 banners, not 0."),
            (["--feed", "many", "--scene", "paging"], "--feed must be a whole number of banners, 1 to 1000, not many."),
            (
                ["--feed", "3", "--scene", "banners"],
                "--feed appends banners to a finite strip: use it with --scene scroll, paging or previews, not banners."
            ),
            (["--feed", "3"], "not gallery."),
        ])
    func feedErrors(arguments: [String], message: String) throws {
        let result = try runApp(arguments + ["--headless", "--screenshot", folder.appendingPathComponent("x.png").path])
        #expect(result.status == 64, "\(result.output)")
        #expect(result.output.contains(message), "\(result.output)")
    }
}

extension WindowEndToEndTests {
    /// A config of `titles` (ids in lower case), each with an image of the repository's of its own,
    /// written to `path` by an atomic rename, as editors save.
    static func writeConfig(_ titles: [String], to path: String) throws {
        let images = [
            "Alpha": "summer", "Bravo": "coffee", "Charlie": "delivery", "Delta": "trail", "Echo": "jazz", "Zulu": "greens",
        ]
        let banners = titles.map { title in
            let image = Package.root.appendingPathComponent("Resources/images/\(images[title] ?? "summer").jpg").path
            return #"{"id": "\#(title.lowercased())", "title": "\#(title)", "image": "\#(image)"}"#
        }
        try save("{\"banners\": [\n  " + banners.joined(separator: ",\n  ") + "\n]}\n", to: path)
    }

    /// `text` written to `path` by an atomic rename.
    static func save(_ text: String, to path: String) throws {
        let temporary = path + ".tmp"
        try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
        #expect(rename(temporary, path) == 0)
    }

    /// The mean difference per channel of two pictures over a rectangle (0: the same pixels).
    static func difference(_ a: Picture, _ b: Picture, x: Range<Int>, y: Range<Int>) -> Double {
        var total = 0
        for row in y {
            for column in x {
                let (p, q) = (a.pixel(column, row), b.pixel(column, row))
                total += abs(p.r - q.r) + abs(p.g - q.g) + abs(p.b - q.b)
            }
        }
        return Double(total) / Double(3 * x.count * y.count)
    }

    /// A screenshot once the window has come to rest: two shots in a row alike over the rectangle
    /// (taken until they are, for at most 5 s).
    func settledShot(_ app: LabProcess, _ path: String, x: Range<Int>, y: Range<Int>) throws -> Picture {
        var last = try app.screenshot(to: path)
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            let next = try app.screenshot(to: path)
            defer { last = next }
            if Self.difference(last, next, x: x, y: y) < 0.5, Self.difference(last, next, x: 0..<8, y: y) < 0.5 { return next }
        }
        return last
    }

    @Test(
        "the config edited under the window: insert before the centred banner, remove it, break the JSON, save by atomic rename, delete, write again"
    )
    func liveConfig() throws {
        let folder = shots.appendingPathComponent("live-\(UUID().uuidString.prefix(6))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let config = folder.appendingPathComponent("banners.json").path
        try Self.writeConfig(["Alpha", "Bravo", "Charlie", "Delta"], to: config)
        let recording = folder.appendingPathComponent("session.jsonl").path
        /// What a batch did, without its time: the live run's and the replay's must be the same.
        func batch(_ line: [String: Any]) -> String {
            ["inserted", "removed", "moved", "reloaded", "from", "to"].map { "\(line[$0] ?? "-")" }.joined(separator: " ")
        }
        var liveBatches: [String] = []
        try withApp(["--scene", "banners", "--config", config, "--record", recording]) { app in
            #expect(app.waitForEvents("settledIndexChanged").first?["index"] as? Int == 0)
            try app.key("Right")
            #expect(app.waitForEvent("settledIndexChanged") { $0["title"] as? String == "Bravo" } != nil)
            #expect(LabProcess.poll(timeout: 10) { app.standardError.contains("watching \(config)") })
            // The centred banner's middle (its image), away from the title.
            let (middleX, middleY) = (Self.width / 2 - 100..<Self.width / 2 + 100, Self.height / 2..<Self.height / 2 + 100)
            let before = try app.screenshot(to: folder.appendingPathComponent("before.png").path)

            // 1. Insert before the centred banner: Bravo stays centred, its index one more.
            try Self.writeConfig(["Alpha", "Zulu", "Bravo", "Charlie", "Delta"], to: config)
            let inserted = try #require(app.waitForEvent("itemsChanged") { _ in true })
            #expect(
                inserted["inserted"] as? Int == 1 && inserted["from"] as? Int == 1 && inserted["to"] as? Int == 2, "\(inserted)")
            #expect(app.events(named: "currentIndexChanged").last?["title"] as? String == "Bravo")
            // The neighbours slide for 0.3 s; then Zulu is the left neighbour and Bravo, unmoved, centred.
            let slid = try settledShot(app, folder.appendingPathComponent("inserted.png").path, x: middleX, y: middleY)
            #expect(Self.difference(before, slid, x: middleX, y: middleY) < 2, "the centred banner unchanged")
            #expect(Self.difference(before, slid, x: 0..<8, y: middleY) > 10, "a new left neighbour")

            // 2. Remove the centred banner: the next one, Charlie, becomes current.
            try Self.writeConfig(["Alpha", "Zulu", "Charlie", "Delta"], to: config)
            let removed = try #require(app.waitForEvents("itemsChanged", count: 2).dropFirst().first)
            #expect(removed["removed"] as? Int == 1 && removed["from"] as? Int == 2 && removed["to"] as? Int == 2, "\(removed)")
            #expect(app.waitForEvent("currentIndexChanged") { $0["title"] as? String == "Charlie" } != nil)
            let afterRemoval = try settledShot(app, folder.appendingPathComponent("removed.png").path, x: middleX, y: middleY)
            #expect(Self.difference(before, afterRemoval, x: middleX, y: middleY) > 10, "another banner in the middle")
            #expect(!afterRemoval.isBackdrop(Self.width / 2, Self.height / 2), "the gap closed")

            // 3. Break the JSON: the banners stay; 0.5 s later the error is logged once, with file, line and column.
            try Data("{\"banners\": [\n  {\"title\": \"Cut".utf8).write(to: URL(fileURLWithPath: config))
            #expect(LabProcess.poll(timeout: 10) { app.standardError.contains("\(config):2:") }, "\(app.standardError)")
            #expect(app.events(named: "itemsChanged").count == 2, "nothing applied")

            // 4. A good version saved by an atomic rename applies.
            try Self.writeConfig(["Alpha", "Charlie", "Delta"], to: config)
            #expect(app.waitForEvents("itemsChanged", count: 3).count == 3)
            #expect(app.standardError.components(separatedBy: "\(config):2:").count == 2, "the error was logged once")

            // 5. Delete it: one warning naming the file, the banners stay.
            try FileManager.default.removeItem(atPath: config)
            #expect(LabProcess.poll(timeout: 10) { app.standardError.contains("the config \(config) is gone") })
            let kept = try app.screenshot(to: folder.appendingPathComponent("deleted.png").path)
            #expect(!kept.isBackdrop(Self.width / 2, Self.height / 2), "the banners stay")

            // 6. Written again at the path: it applies.
            try Self.writeConfig(["Charlie", "Echo"], to: config)
            let back = try #require(app.waitForEvents("itemsChanged", count: 4).last)
            #expect(back["removed"] as? Int == 2 && back["inserted"] as? Int == 1 && back["reloaded"] as? Int == 0, "\(back)")
            #expect(app.standardError.components(separatedBy: "is gone").count == 2, "one warning")
            liveBatches = app.events(named: "itemsChanged").map(batch)
        }
        // --record wrote a data line for each applied edit; replayed headless, they apply again, the
        // same way every time.
        let text = try String(contentsOfFile: recording, encoding: .utf8)
        let data = text.split(separator: "\n").filter { $0.contains(#""type":"data""#) }
        #expect(data.count == 4, "\(text)")
        #expect(data.last?.contains(#""title":"Echo""#) == true)
        // Replayed on the config the session started with, the run goes as it went live.
        let start = folder.appendingPathComponent("start.json").path
        try Self.writeConfig(["Alpha", "Bravo", "Charlie", "Delta"], to: start)
        var logs: [[String]] = []
        for _ in 0..<2 {
            let result = try runApp(["--headless", "--replay", recording, "--config", start, "--events"])
            #expect(result.status == 0, "\(result.output)")
            logs.append(HeadlessEndToEndTests.eventLines(result.output))
        }
        #expect(logs[0] == logs[1], "the same run twice")
        let replayed = logs[0].map(decodedEvent).filter { $0["event"] as? String == "itemsChanged" }
        #expect(replayed.map(batch) == liveBatches, "the edits do to the replay what they did live")
    }
}
