import Foundation
import Testing

/// `--attract` in the real binary, headless (frame k at k/60 s), replaying a recording: the glide
/// back's index lines carry cause `attract`, autoplay's first page comes a full interval after the
/// glide ends, the click that wakes the screen only wakes it; under reduced motion the glide is a cut.
extension HeadlessEndToEndTests {
    /// Runs the banners scene (960 × 540, the solid-colour config with `"motion": "full"`) replaying
    /// `events` (JSON lines without the header) for `frames` frames with `arguments` added; returns
    /// the decoded event lines and the output.
    private func attractRun(
        _ events: [String], frames: Int, arguments: [String]
    ) throws -> (lines: [[String: Any]], output: String) {
        let flow = try flowConfig()
        let text = try String(contentsOfFile: flow, encoding: .utf8)
        let config = folder.appendingPathComponent("attract-full-motion.json").path
        try Data((text.dropLast() + #", "motion": "full"}"#).utf8).write(to: URL(fileURLWithPath: config))
        let recording = folder.appendingPathComponent("attract-\(UUID().uuidString.prefix(6)).jsonl")
        let header = #"{"recording":"carousel-lab","version":1,"scene":"banners","width":960,"height":540}"#
        try Data(([header] + events).joined(separator: "\n").utf8).write(to: recording)
        let result = try runApp(
            ["--headless", "--replay", recording.path, "--config", config, "--events", "--frames", String(frames)]
                + arguments)
        #expect(result.status == 0, "\(result.output)")
        let lines = result.output.split(separator: "\n").compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
        }
        return (lines, result.output)
    }

    private func filter(_ lines: [[String: Any]], event: String, cause: String? = nil) -> [[String: Any]] {
        lines.filter { $0["event"] as? String == event && (cause == nil || $0["cause"] as? String == cause) }
    }

    @Test(
        "--attract: the glide back has cause attract, autoplay follows a full interval after it ends, a waking click only wakes"
    )
    func attractGlideAutoplayAndWake() throws {
        let run = try attractRun(
            [
                #"{"t":0.2,"type":"key","key":"right","modifiers":[],"repeat":false}"#, // to item 1
                // the timeout at 2.2 s, the glide back; autoplay's first page at about 5.6 s
                #"{"t":6.5,"type":"pointer","phase":"down","x":480,"y":270}"#, // wakes: no selection
                #"{"t":6.55,"type":"pointer","phase":"up","x":480,"y":270}"#,
                #"{"t":7,"type":"pointer","phase":"down","x":480,"y":270}"#, // selects the centred item
                #"{"t":7.05,"type":"pointer","phase":"up","x":480,"y":270}"#,
                #"{"t":7.5,"type":"end"}"#,
            ], frames: 600, arguments: ["--attract", "2"])
        let lines = run.lines
        let glides = filter(lines, event: "settledIndexChanged", cause: "attract")
        #expect(glides.map { $0["index"] as? Int } == [0, 0], "back to item 0 at 2.2 s and again at 9.05 s: \(glides)")
        let firstGlide = try #require(glides.first?["time"] as? Double)
        #expect(firstGlide > 2.2 && firstGlide < 2.8, "\(firstGlide)")
        let glideEnd = try #require(
            filter(lines, event: "didEndScrollingAnimation", cause: "attract").first?["time"] as? Double)
        let pages = filter(lines, event: "targetIndexChanged", cause: "autoplay")
        let firstPage = try #require(pages.first?["time"] as? Double, "\(run.output)")
        #expect(firstPage >= glideEnd + 3 - 0.001 && firstPage <= glideEnd + 3 + 1.5 / 60, "\(firstPage) vs \(glideEnd)")
        #expect(pages.count == 1, "the click at 6.5 s stopped autoplay; its next page was due at about 8.9 s: \(pages)")
        let selected = filter(lines, event: "selected")
        #expect(selected.count == 1, "the waking click did not select: \(selected)")
        #expect(selected.first?["index"] as? Int == 1 && selected.first?["cause"] as? String == "click")
        let selectedAt = try #require(selected.first?["time"] as? Double)
        #expect(selectedAt >= 7 && selectedAt < 7.1, "the second click selected: \(selectedAt)")
    }

    @Test("--attract under --reduced-motion: the glide back is a cut, and autoplay stays off even with --autoplay")
    func attractReducedMotion() throws {
        let run = try attractRun(
            [
                #"{"t":0.2,"type":"key","key":"right","modifiers":[],"repeat":false}"#,
                #"{"t":0.5,"type":"end"}"#,
            ], frames: 420, arguments: ["--attract", "1", "--reduced-motion", "--autoplay", "1"])
        let attract = run.lines.filter { $0["cause"] as? String == "attract" }
        let times = Set(attract.compactMap { $0["time"] as? Double })
        #expect(times.count == 1, "every line of the cut at one time: \(attract)")
        #expect(filter(run.lines, event: "settledIndexChanged", cause: "attract").map { $0["index"] as? Int } == [0])
        #expect(run.lines.filter { $0["cause"] as? String == "autoplay" }.isEmpty, "\(run.output)")
        #expect(attract.count >= 3, "the index lines and the landing, all at once: \(attract)")
    }

    @Test("--attract takes a number of seconds above 0; anything else exits 64 naming the option and its range")
    func attractBadValues() throws {
        for value in ["0", "-1", "abc", "inf", "nan"] {
            let result = try runApp(["--attract", value, "--headless", "--frames", "1"])
            #expect(result.status == 64, "\(value): \(result.output)")
            #expect(
                result.output.contains("--attract must be a number of seconds above 0 (60: a minute), not \(value)."),
                "\(value): \(result.output)")
        }
    }
}
