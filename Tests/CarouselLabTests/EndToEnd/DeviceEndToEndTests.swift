import Foundation
import Testing

/// A gallery session with a finger and a gamepad (1280 × 720): a two-finger swipe on seed A, the
/// right shoulder to seed B and its d-pad held, the shoulder to seed C, its stick pushed and let go,
/// and A on its centred item.
private let deviceSession = """
    {"height":720,"recording":"carousel-lab","scene":"gallery","version":1,"width":1280}
    {"finger":1,"phase":"down","t":0.5,"type":"touch","x":320,"y":100}
    {"finger":1,"phase":"moved","t":0.516,"type":"touch","x":300,"y":100}
    {"finger":1,"phase":"moved","t":0.533,"type":"touch","x":270,"y":100}
    {"finger":2,"phase":"down","t":0.533,"type":"touch","x":420,"y":110}
    {"finger":1,"phase":"moved","t":0.55,"type":"touch","x":240,"y":100}
    {"finger":2,"phase":"moved","t":0.55,"type":"touch","x":390,"y":110}
    {"finger":1,"phase":"up","t":0.566,"type":"touch","x":210,"y":100}
    {"finger":2,"phase":"moved","t":0.566,"type":"touch","x":360,"y":110}
    {"finger":2,"phase":"up","t":0.583,"type":"touch","x":330,"y":110}
    {"button":"right_shoulder","phase":"down","t":1.5,"type":"gamepad"}
    {"button":"right_shoulder","phase":"up","t":1.55,"type":"gamepad"}
    {"button":"dpad_right","phase":"down","t":1.7,"type":"gamepad"}
    {"button":"dpad_right","phase":"up","t":2.4,"type":"gamepad"}
    {"button":"right_shoulder","phase":"down","t":3.0,"type":"gamepad"}
    {"button":"right_shoulder","phase":"up","t":3.05,"type":"gamepad"}
    {"axis":"left_x","t":3.2,"type":"gamepad","value":0.9}
    {"axis":"left_x","t":3.6,"type":"gamepad","value":0.4}
    {"axis":"left_x","t":3.62,"type":"gamepad","value":0}
    {"button":"a","phase":"down","t":8,"type":"gamepad"}
    {"button":"a","phase":"up","t":8.05,"type":"gamepad"}
    {"t":8.5,"type":"end"}

    """

extension HeadlessEndToEndTests {
    @Test("--replay plays touch and gamepad lines: the log names the finger and the gamepad, the replay is exact")
    func replayDevices() throws {
        let recording = folder.appendingPathComponent("devices.jsonl")
        try Data(deviceSession.utf8).write(to: recording)
        let first = folder.appendingPathComponent("devices-1.png").path
        let second = folder.appendingPathComponent("devices-2.png").path
        let result = try runApp(["--headless", "--replay", recording.path, "--events", "--screenshot", first])
        #expect(result.status == 0, "\(result.output)")
        let logged = result.output.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        func lines(_ event: String, in view: String) -> [[String: Any]] {
            logged.filter { $0["event"] as? String == event && $0["view"] as? String == view }
        }
        let swipe = try #require(lines("willEndDragging", in: "carousel").first)
        #expect(swipe["cause"] as? String == "touch")
        #expect((swipe["velocity"] as? Double ?? 0) > 1, "the two fingers' swipe flings")
        #expect(lines("settledIndexChanged", in: "carousel").last?["index"] as? Int == 1, "one page")
        #expect(lines("didEndScrollingAnimation", in: "tiling").last?["cause"] as? String == "gamepad", "the d-pad paged")
        #expect(lines("willEndDragging", in: "padded").first?["cause"] as? String == "gamepad", "the stick let go")
        #expect(lines("selected", in: "padded").map { $0["cause"] as? String } == ["gamepad"], "A selected")
        #expect(try runApp(["--headless", "--replay", recording.path, "--screenshot", second]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: first)) == Data(contentsOf: URL(fileURLWithPath: second)))
    }

    @Test("a bad gamepad line stops the replay with the file, the line and what is wrong (exit 1)")
    func badDeviceLine() throws {
        let recording = folder.appendingPathComponent("bad-devices.jsonl")
        let text =
            deviceSession.split(separator: "\n").prefix(3).joined(separator: "\n")
            + "\n{\"axis\":\"left_x\",\"t\":0.6,\"type\":\"gamepad\",\"value\":1.5}\n"
        try Data(text.utf8).write(to: recording)
        let result = try runApp(["--headless", "--replay", recording.path])
        #expect(result.status == 1)
        #expect(result.output.contains("bad-devices.jsonl:4: \"value\" must be from -1 to 1, found 1.5"), "\(result.output)")
    }
}
