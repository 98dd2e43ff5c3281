import Foundation
import Testing

/// `docs/plot-fling.jsonl`: a fling of seed B (tiling, 1280 × 720), released at 0.384 s at 5.344 pt/ms.
private let plotFling = Package.root.appendingPathComponent("docs/plot-fling.jsonl").path

extension HeadlessEndToEndTests {
    @Test("--time-scale: headless frames at 0.25 and at 1 give identical screenshots at equal app time")
    func timeScaleScreenshots() throws {
        let normal = folder.appendingPathComponent("scale-1.png").path
        let quarter = folder.appendingPathComponent("scale-025.png").path
        let later = folder.appendingPathComponent("scale-1-later.png").path
        // Frame k is at app time k × scale / 60: frame 40 at 1× and frame 160 at ¼× are both at 2/3 s, mid-fling.
        #expect(try runApp(["--headless", "--replay", plotFling, "--frames", "41", "--screenshot", normal]).status == 0)
        #expect(
            try runApp(["--headless", "--replay", plotFling, "--frames", "161", "--time-scale", "0.25", "--screenshot", quarter])
                .status == 0)
        #expect(try runApp(["--headless", "--replay", plotFling, "--frames", "42", "--screenshot", later]).status == 0)
        let a = try Data(contentsOf: URL(fileURLWithPath: normal))
        let b = try Data(contentsOf: URL(fileURLWithPath: quarter))
        #expect(a == b, "byte for byte")
        #expect(try Data(contentsOf: URL(fileURLWithPath: later)) != a, "the strip is moving then: one frame later differs")
    }

    @Test("--plot-csv writes one row per frame: time, logical position, velocity, prediction and the recentred jumps")
    func plotCSV() throws {
        let csv = folder.appendingPathComponent("plot.csv").path
        let result = try runApp(["--headless", "--replay", plotFling, "--frames", "90", "--plot-csv", csv, "--events"])
        #expect(result.status == 0, "\(result.output)")
        let lines = try String(contentsOfFile: csv, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.first == "technique,time_s,position_pt,velocity_pt_per_s,predicted_pt,jump_pt,beyond_edge")
        let rows = lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.count == 90, "one row per frame")
        for (frame, row) in rows.enumerated() {
            #expect(row.count == 7 && row[0] == "tiling")
            #expect(abs((Double(row[1]) ?? -1) - Double(frame) / 60) < 1e-6, "row \(frame) is frame \(frame)")
        }
        let recentred = result.output.split(separator: "\n").compactMap { line -> Double? in
            guard line.contains("\"event\":\"recentred\""),
                let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            else { return nil }
            return object["delta"] as? Double
        }
        let jumps = rows.compactMap { Double($0[5]) }
        #expect(
            recentred.count > 10 && jumps.count == recentred.count,
            "\(jumps.count) rows with a jump, \(recentred.count) recentred events")
        #expect(abs(jumps.reduce(0, +) - recentred.reduce(0, +)) < 0.01)
        // After the release (0.384 s) the prediction is there, and the real position stays on it.
        let predicted = rows.filter { !$0[4].isEmpty }
        #expect(predicted.count > 30)
        for row in predicted { #expect(abs((Double(row[2]) ?? 0) - (Double(row[4]) ?? .infinity)) < 0.01, "\(row)") }
        let positions = rows.compactMap { Double($0[2]) }
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $1 - $0 < 200 }, "continuous: no jump left in the curve")
    }
}

extension WindowEndToEndTests {
    @Test(
        "--replay in the window: the recorded fling plays at its app times (slowed), the user's pointer is ignored until it ends, then the app is live"
    )
    func windowReplay() throws {
        // The release velocity the same recording gives headless, at 1×: the window must match it.
        let headless = try runApp(["--headless", "--replay", plotFling, "--frames", "60", "--events"])
        let expected = try #require(
            headless.output.split(separator: "\n").lazy
                .compactMap { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] }
                .first { $0["event"] as? String == "willEndDragging" }?["velocity"] as? Double)
        try withApp(["--replay", plotFling, "--time-scale", "0.1", "--plot"]) { app in
            // At 0.1× the recorded press comes at 3 s and the recording ends at 10 s: this drag is ignored.
            try app.drag(from: (1000, 200), to: (600, 200), steps: 8, interval: 0.01)
            let released = app.waitForEvents("willEndDragging", timeout: 20)
            #expect(released.count == 1)
            let release = try #require(released.first)
            #expect(abs((release["time"] as? Double ?? 0) - 0.384) < 0.002, "at its recorded app time: \(release)")
            #expect(
                abs((release["velocity"] as? Double ?? 0) - expected) < 0.01,
                "the recorded fling (\(expected) headless): \(release)")
            #expect(app.events(named: "willBeginDragging").count == 1, "only the recording's drag")
            // Once the recording has ended (10 s of wall time at 0.1×), the pointer is the user's again.
            LabProcess.poll(timeout: 12) { false }
            try app.drag(from: (1000, 200), to: (600, 200), steps: 8, interval: 0.01)
            #expect(app.waitForEvents("willBeginDragging", count: 2).count == 2, "live after the replay")
        }
    }
}
