import Foundation
import ScrollKit
import Testing
@testable import CarouselLabCore

@Suite("Input recordings (--record / --replay)")
struct InputRecordingTests {
    static let events: [RecordedEvent] = [
        RecordedEvent(time: 0.1, event: .pointer(PointerEvent(.hovered, at: CGPoint(x: 10.5, y: 20), time: 0.1))),
        RecordedEvent(time: 0.2, event: .pointer(PointerEvent(.down, at: CGPoint(x: 300, y: 200), time: 0.2))),
        RecordedEvent(time: 0.2083333333333333, event: .pointer(PointerEvent(.moved, at: CGPoint(x: 290.25, y: 200), time: 0.2083333333333333))),
        RecordedEvent(time: 0.25, event: .pointer(PointerEvent(.up, at: CGPoint(x: 280, y: 201), time: 0.25))),
        RecordedEvent(time: 0.3, event: .key(KeyEvent(.right, modifiers: [.shift, .command], isRepeat: true, time: 0.3))),
        RecordedEvent(time: 0.31, event: .key(KeyEvent(.character("x"), time: 0.31))),
        RecordedEvent(time: 0.4, event: .wheel(WheelEvent(dx: -40, dy: 12.5, at: CGPoint(x: 5, y: 6), modifiers: .shift, time: 0.4))),
        RecordedEvent(time: 0.5, event: .resized(CGSize(width: 1000, height: 600))),
        RecordedEvent(time: 0.6, event: .focusLost(0.6)),
        RecordedEvent(time: 0.7, event: .pointer(PointerEvent(.exited, at: .zero, time: 0.7))),
    ]

    func text(_ recording: InputRecording) -> String {
        ([recording.headerLine] + recording.events.compactMap { InputRecording.line(for: $0.event, at: $0.time) }
            + [InputRecording.endLine(at: recording.duration)]).joined(separator: "\n") + "\n"
    }

    @Test("every kind of event survives writing and reading exactly")
    func roundTrip() throws {
        let recording = InputRecording(scene: .tiling, size: CGSize(width: 1024, height: 600), events: Self.events, duration: 1.25)
        let read = try InputRecording.parse(Array(text(recording).utf8), file: "r.jsonl")
        #expect(read == recording)
    }

    @Test("quit is not recorded")
    func quitNotRecorded() {
        #expect(InputRecording.line(for: .quit, at: 1) == nil)
    }

    @Test("bad recordings are refused with the file, the line and what is wrong", arguments: [
        ("", "r.jsonl: the recording is empty"),
        ("{\"hello\":1}\n", "r.jsonl:1: not a Carousel Lab recording"),
        ("{\"recording\":\"carousel-lab\",\"version\":2,\"scene\":\"gallery\",\"width\":800,\"height\":600}\n", "r.jsonl:1: recording version 2.0 is not supported"),
        ("{\"recording\":\"carousel-lab\",\"version\":1,\"scene\":\"cubes\",\"width\":800,\"height\":600}\n", "r.jsonl:1: unknown scene \"cubes\""),
        ("{\"recording\":\"carousel-lab\",\"version\":1,\"scene\":\"gallery\",\"width\":8,\"height\":600}\n", "r.jsonl:1: window size 8.0×600.0 is outside"),
        (header + "{\"t\":0.1,\"type\":\"pointer\",\"phase\":\"down\",\"x\":1}\n", "r.jsonl:2: missing \"y\""),
        (header + "{\"t\":0.1,\"type\":\"pointer\",\"phase\":\"sideways\",\"x\":1,\"y\":2}\n", "r.jsonl:2: unknown pointer phase \"sideways\""),
        (header + "{\"t\":0.1,\"type\":\"key\",\"key\":\"hyper\",\"modifiers\":[],\"repeat\":false}\n", "r.jsonl:2: unknown key \"hyper\""),
        (header + "{\"t\":0.1,\"type\":\"key\",\"key\":\"left\",\"modifiers\":[\"meta\"],\"repeat\":false}\n", "r.jsonl:2: unknown modifier"),
        (header + "{\"t\":0.1,\"type\":\"wheel\",\"dx\":1,\"dy\":2,\"x\":3,\"y\":4,\"modifiers\":[],\"zoom\":2}\n", "r.jsonl:2: unknown key \"zoom\""),
        (header + "{\"t\":0.5,\"type\":\"focusLost\"}\n{\"t\":0.4,\"type\":\"focusLost\"}\n", "r.jsonl:3: time 0.4 s goes back"),
        (header + "{\"t\":0.5,\"type\":\"teleport\"}\n", "r.jsonl:2: unknown event type \"teleport\""),
        (header + "{\"t\":1e999,\"type\":\"focusLost\"}\n", "r.jsonl:2: \"t\" must be a finite number"),
        (header + "{\"t\":1,\"type\":\"end\"}\n{\"t\":2,\"type\":\"focusLost\"}\n", "r.jsonl:3: text after the \"end\" line"),
        (header + "{\"t\":1,\"type\":\"end\"\n", "r.jsonl:2: not a JSON object"),
        (header + "[1,2]\n", "r.jsonl:2: expected a JSON object, found an array"),
    ])
    func refused(text: String, message: String) {
        #expect {
            try InputRecording.parse(Array(text.utf8), file: "r.jsonl")
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }

    static let header = "{\"recording\":\"carousel-lab\",\"version\":1,\"scene\":\"gallery\",\"width\":800,\"height\":600}\n"

    @Test("a missing file says so and how to make one")
    func missingFile() {
        #expect(throws: RecordingError.self) { try InputRecording.load(from: "/nonexistent/session.jsonl") }
    }
}

@Suite("README")
struct ReadmeTests {
    @Test("the embedding example in README.md is the one compiled with the tests")
    func embeddingExample() throws {
        let readme = try String(contentsOf: Package.root.appendingPathComponent("README.md"), encoding: .utf8)
        let compiled = try String(contentsOf: Package.root.appendingPathComponent("Tests/CarouselLabTests/ReadmeExample.swift"), encoding: .utf8)
        let code = compiled[compiled.range(of: "import Carousels")!.lowerBound...]
        #expect(readme.contains("```swift\n" + code + "```"))
    }
}

@MainActor
@Suite("Recording writer")
struct RecordingWriterTests {
    @Test("times written never go back (a resize stamped late, then events SDL stamped earlier), so the file reads back")
    func monotonicTimes() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rec-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let writer = try RecordingWriter(path: path, header: InputRecording(scene: .banners, size: CGSize(width: 960, height: 540)))
        writer.write(.resized(CGSize(width: 960, height: 540)), at: 0.52)
        writer.write(.pointer(PointerEvent(.down, at: CGPoint(x: 10, y: 10), time: 0.5)), at: 0.5)
        writer.write(.pointer(PointerEvent(.up, at: CGPoint(x: 10, y: 10), time: 0.6)), at: 0.6)
        writer.write(.quit, at: 0.7)
        writer.finish(at: 0.65)
        let recording = try InputRecording.load(from: path)
        #expect(recording.events.map(\.time) == [0.52, 0.52, 0.6])
        #expect(recording.duration == 0.65)
    }

    @Test("a folder that does not exist is a clear error")
    func badPath() {
        #expect(throws: RecordingError.self) {
            _ = try RecordingWriter(path: "/nonexistent/folder/rec.jsonl", header: InputRecording(scene: .banners, size: CGSize(width: 960, height: 540)))
        }
    }
}
