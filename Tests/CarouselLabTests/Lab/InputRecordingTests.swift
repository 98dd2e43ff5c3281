import Foundation
import ScrollKit
import Testing

@testable import CarouselLabCore

@Suite("Input recordings (--record / --replay)")
struct InputRecordingTests {
    static let events: [RecordedEvent] = [
        RecordedEvent(time: 0.1, event: .pointer(PointerEvent(.hovered, at: CGPoint(x: 10.5, y: 20), time: 0.1))),
        RecordedEvent(time: 0.2, event: .pointer(PointerEvent(.down, at: CGPoint(x: 300, y: 200), time: 0.2))),
        RecordedEvent(
            time: 0.2083333333333333,
            event: .pointer(PointerEvent(.moved, at: CGPoint(x: 290.25, y: 200), time: 0.2083333333333333))),
        RecordedEvent(time: 0.25, event: .pointer(PointerEvent(.up, at: CGPoint(x: 280, y: 201), time: 0.25))),
        RecordedEvent(time: 0.3, event: .key(KeyEvent(.right, modifiers: [.shift, .command], isRepeat: true, time: 0.3))),
        RecordedEvent(time: 0.31, event: .key(KeyEvent(.character("x"), time: 0.31))),
        RecordedEvent(
            time: 0.4, event: .wheel(WheelEvent(dx: -40, dy: 12.5, at: CGPoint(x: 5, y: 6), modifiers: .shift, time: 0.4))),
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
        let recording = InputRecording(
            scene: .tiling, size: CGSize(width: 1024, height: 600), events: Self.events, duration: 1.25)
        let read = try InputRecording.parse(Array(text(recording).utf8), file: "r.jsonl")
        #expect(read == recording)
    }

    @Test("quit is not recorded")
    func quitNotRecorded() {
        #expect(InputRecording.line(for: .quit, at: 1) == nil)
    }

    @Test(
        "bad recordings are refused with the file, the line and what is wrong",
        arguments: [
            ("", "r.jsonl: the recording is empty"),
            ("{\"hello\":1}\n", "r.jsonl:1: not a Carousel Lab recording"),
            (
                "{\"recording\":\"carousel-lab\",\"version\":2,\"scene\":\"gallery\",\"width\":800,\"height\":600}\n",
                "r.jsonl:1: recording version 2.0 is not supported"
            ),
            (
                "{\"recording\":\"carousel-lab\",\"version\":1,\"scene\":\"cubes\",\"width\":800,\"height\":600}\n",
                "r.jsonl:1: unknown scene \"cubes\""
            ),
            (
                "{\"recording\":\"carousel-lab\",\"version\":1,\"scene\":\"gallery\",\"width\":8,\"height\":600}\n",
                "r.jsonl:1: window size 8.0×600.0 is outside"
            ),
            (header + "{\"t\":0.1,\"type\":\"pointer\",\"phase\":\"down\",\"x\":1}\n", "r.jsonl:2: missing \"y\""),
            (
                header + "{\"t\":0.1,\"type\":\"pointer\",\"phase\":\"sideways\",\"x\":1,\"y\":2}\n",
                "r.jsonl:2: unknown pointer phase \"sideways\""
            ),
            (
                header + "{\"t\":0.1,\"type\":\"key\",\"key\":\"hyper\",\"modifiers\":[],\"repeat\":false}\n",
                "r.jsonl:2: unknown key \"hyper\""
            ),
            (
                header + "{\"t\":0.1,\"type\":\"key\",\"key\":\"left\",\"modifiers\":[\"meta\"],\"repeat\":false}\n",
                "r.jsonl:2: unknown modifier"
            ),
            (
                header + "{\"t\":0.1,\"type\":\"wheel\",\"dx\":1,\"dy\":2,\"x\":3,\"y\":4,\"modifiers\":[],\"zoom\":2}\n",
                "r.jsonl:2: unknown key \"zoom\""
            ),
            (
                header + "{\"t\":0.5,\"type\":\"focusLost\"}\n{\"t\":0.4,\"type\":\"focusLost\"}\n",
                "r.jsonl:3: time 0.4 s goes back"
            ),
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

    @Test(
        "lines are read strictly: a repeated key, a wrong type or an unknown name is refused with the line",
        arguments: [
            (header + "{\"t\":0.1,\"t\":0.2,\"type\":\"focusLost\"}\n", "r.jsonl:2: duplicate key \"t\""),
            (
                "{\"recording\":\"carousel-lab\",\"version\":1,\"scene\":\"gallery\",\"width\":800,\"width\":900,\"height\":600}\n",
                "r.jsonl:1: duplicate key \"width\""
            ),
            (
                "{\"recording\":\"carousel-lab\",\"version\":1,\"scene\":\"gallery\",\"width\":800,\"height\":600,\"fps\":60}\n",
                "r.jsonl:1: unknown key \"fps\""
            ),
            (
                "{\"recording\":\"carousel-lab\",\"version\":1.5,\"scene\":\"gallery\",\"width\":800,\"height\":600}\n",
                "r.jsonl:1: recording version 1.5 is not supported"
            ),
            (
                "{\"recording\":\"carousel-lab\",\"version\":1,\"scene\":7,\"width\":800,\"height\":600}\n",
                "r.jsonl:1: \"scene\" must be a string, found a number"
            ),
            (
                header + "{\"t\":0.1,\"type\":\"pointer\",\"phase\":\"down\",\"x\":\"1\",\"y\":2}\n",
                "r.jsonl:2: \"x\" must be a number, found a string"
            ),
            (
                header + "{\"t\":0.1,\"type\":\"pointer\",\"phase\":\"down\",\"x\":null,\"y\":2}\n",
                "r.jsonl:2: \"x\" must be a number, found null"
            ),
            (header + "{\"t\":\"0.1\",\"type\":\"focusLost\"}\n", "r.jsonl:2: \"t\" must be a number, found a string"),
            (
                header + "{\"t\":0.1,\"type\":\"key\",\"key\":\"left\",\"modifiers\":[],\"repeat\":1}\n",
                "r.jsonl:2: \"repeat\" must be true or false, found a number"
            ),
            (
                header + "{\"t\":0.1,\"type\":\"key\",\"key\":\"left\",\"modifiers\":\"shift\",\"repeat\":false}\n",
                "r.jsonl:2: \"modifiers\" must be an array, found a string"
            ),
            (
                header
                    + "{\"t\":0.1,\"type\":\"wheel\",\"dx\":1,\"dy\":2,\"x\":3,\"y\":4,\"modifiers\":[],\"precise\":\"yes\"}\n",
                "r.jsonl:2: \"precise\" must be true or false, found a string"
            ),
            (
                header + "{\"t\":0.1,\"type\":\"wheel\",\"dx\":1,\"dy\":2,\"x\":3,\"y\":4,\"modifiers\":[],\"phase\":\"down\"}\n",
                "r.jsonl:2: unknown key \"phase\""
            ),
            (
                header + "{\"t\":0.1,\"type\":\"pointer\",\"phse\":\"down\",\"x\":1,\"y\":2}\n",
                "r.jsonl:2: unknown key \"phse\" (did you mean \"phase\"?)"
            ),
            (
                header + "{\"t\":0.1,\"type\":\"key\",\"key\":\"left\",\"modifiers\":[\"shift\",\"hyper\"],\"repeat\":false}\n",
                "r.jsonl:2: unknown modifier \"hyper\""
            ),
            (header + "{\"t\":0.1,\"type\":[\"pointer\"]}\n", "r.jsonl:2: \"type\" must be a string, found an array"),
        ])
    func strict(text: String, message: String) {
        #expect {
            try InputRecording.parse(Array(text.utf8), file: "r.jsonl")
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }

    @Test("times are finite and at most 24 h: an end line at 1e300 s (a replay that would never end) is refused")
    func timeBound() throws {
        #expect(InputRecording.maximumTime == 86_400)
        for (time, accepted) in [("86400", true), ("86400.001", false), ("1e300", false), ("1e999", false)] {
            let text = Self.header + "{\"t\":1,\"type\":\"focusLost\"}\n{\"t\":\(time),\"type\":\"end\"}\n"
            let result = Result { try InputRecording.parse(Array(text.utf8), file: "r.jsonl") }
            switch result {
            case .success(let recording):
                #expect(accepted && recording.duration == 86_400, "\(time)")
            case .failure(let error):
                #expect(!accepted, "\(time): \(error)")
                #expect("\(error)".hasPrefix("r.jsonl:3: "), "\(error)")
            }
        }
        let huge = Self.header + "{\"t\":1e300,\"type\":\"end\"}\n"
        #expect {
            try InputRecording.parse(Array(huge.utf8), file: "r.jsonl")
        } throws: { error in
            "\(error)".hasPrefix("r.jsonl:2: time 1e+300 s is past the 86400 s (24 h) a recording may last")
        }
    }

    @Test("a bad line is quoted in at most 100 characters and its size, however long it is; names in messages are clipped too")
    func longLineClipped() throws {
        for length in [4000, 5_000_000] {
            let line = "{\"t\":0.1,\"type\":\"" + String(repeating: "x", count: length) + "\"}"
            let error = try #require(throws: JSONLineError.self) {
                try InputRecording.parse(Array((Self.header + line + "\n").utf8), file: "r.jsonl")
            }
            let excerpt = try #require(error.excerpt)
            #expect(excerpt == String(line.prefix(100)) + "… (\(line.utf8.count) bytes)")
            #expect("\(error)".count < 400, "\("\(error)".count) characters")
            #expect(error.line == 2)
            if line.utf8.count <= InputRecording.maximumLineLength {
                #expect(error.message == "unknown event type \"" + String(repeating: "x", count: 40) + "…\"")
            } else {
                #expect(error.message == "the line is \(line.utf8.count) bytes long; a recording's lines are at most 4096")
            }
        }
        // A short line is quoted whole, with control characters shown as ?.
        #expect(JSONLineError.excerpt(of: Array("{\"t\":\u{1}}".utf8)) == "{\"t\":?}")
        #expect(JSONLineError.excerpt(of: Array(String(repeating: "é", count: 100).utf8)) == String(repeating: "é", count: 100))
        #expect(
            JSONLineError.excerpt(of: Array(String(repeating: "é", count: 101).utf8)) == String(repeating: "é", count: 100)
                + "… (202 bytes)")
    }

    @Test("a wheel line may say \"precise\": written only when true, read when present, absent in older lines")
    func preciseWheel() throws {
        let wheel = RecordingLine.Wheel(dx: 0, dy: 2.5, x: 320, y: 200, modifiers: [], precise: true)
        let precise = JSONLine.text(RecordingLine(t: 0.62, body: .wheel(wheel)))
        #expect(precise == #"{"dx":0,"dy":2.5,"modifiers":[],"precise":true,"t":0.62,"type":"wheel","x":320,"y":200}"#)
        var notched = wheel
        notched.precise = nil
        #expect(!JSONLine.text(RecordingLine(t: 0.62, body: .wheel(notched))).contains("precise"))
        for (text, expected) in [
            (precise, true as Bool?), (#"{"t":0.62,"type":"wheel","dx":0,"dy":2.5,"x":320,"y":200,"modifiers":[]}"#, nil),
            (#"{"t":0.62,"type":"wheel","dx":0,"dy":2.5,"x":320,"y":200,"modifiers":[],"precise":false}"#, false),
        ] {
            let line = try JSONLine(Array(text.utf8), number: 2, file: "r.jsonl")
            guard case .wheel(let fields) = try line.decode(RecordingLine.self).body else {
                Issue.record("not a wheel line: \(text)")
                continue
            }
            #expect(fields.precise == expected, "\(text)")
        }
        let recording = try InputRecording.parse(Array((Self.header + precise + "\n").utf8), file: "r.jsonl")
        #expect(
            recording.events == [
                RecordedEvent(
                    time: 0.62,
                    event: .wheel(
                        WheelEvent(
                            dx: 0, dy: 2.5, at: CGPoint(x: 320, y: 200),
                            isPrecise: true, time: 0.62)))
            ])
        // And back: a precise wheel event is written with the field, a notch without it.
        let rewritten = text(recording)
        #expect(rewritten.contains(#""precise":true"#))
        #expect(try InputRecording.parse(Array(rewritten.utf8), file: "r.jsonl") == recording)
        let notch = try InputRecording.parse(
            Array((Self.header + #"{"t":0.62,"type":"wheel","dx":0,"dy":1,"x":320,"y":200,"modifiers":[]}"# + "\n").utf8),
            file: "r.jsonl")
        #expect(!text(notch).contains("precise"))
    }

    @Test(
        "the recordings in the repository (written before the lines were Codable) read, and write back to the same events",
        arguments: ["docs/xray-fling.jsonl", "Tools/soak-input.jsonl"])
    func committedRecordings(path: String) throws {
        let recording = try InputRecording.load(from: Package.root.appendingPathComponent(path).path)
        #expect(recording.events.count > 20)
        let reread = try InputRecording.parse(Array(text(recording).utf8), file: "rewritten.jsonl")
        #expect(reread == recording)
    }

    @Test("a missing file says so and how to make one")
    func missingFile() {
        #expect(throws: JSONLineError.self) { try InputRecording.load(from: "/nonexistent/session.jsonl") }
    }
}

@Suite("README")
struct ReadmeTests {
    @Test("the embedding example in README.md is the one compiled with the tests")
    func embeddingExample() throws {
        let readme = try String(contentsOf: Package.root.appendingPathComponent("README.md"), encoding: .utf8)
        let compiled = try String(
            contentsOf: Package.root.appendingPathComponent("Tests/CarouselLabTests/ReadmeExample.swift"), encoding: .utf8)
        let code = compiled[compiled.range(of: "import Carousels")!.lowerBound...]
        #expect(readme.contains("```swift\n" + code + "```"))
    }

    @Test("the one-carousel example in README.md is the one compiled with the tests, and it works")
    @MainActor func carouselExample() throws {
        let readme = try String(contentsOf: Package.root.appendingPathComponent("README.md"), encoding: .utf8)
        let compiled = try String(
            contentsOf: Package.root.appendingPathComponent("Tests/CarouselLabTests/ReadmeCarouselExample.swift"),
            encoding: .utf8)
        let code = compiled[compiled.range(of: "import Carousels")!.lowerBound...]
        #expect(readme.contains("```swift\n" + code + "```"))
        let listener = Listener()
        let carousel = makeCardCarousel(in: CGRect(x: 0, y: 0, width: 300, height: 500), listener: listener)
        carousel.layoutIfNeeded()
        #expect(carousel.itemCount == 12 && carousel.currentItem == 0)
        #expect(listener.heard == ["passing 0", "now 0 (api)"])
        var cards: [ColourCard] = []
        func collect(_ view: View) {
            if let card = view as? ColourCard { cards.append(card) }
            view.subviews.forEach(collect)
        }
        collect(carousel)
        #expect(cards.count == 3, "seed A's three slots, made once")
        #expect(Set(cards.map(\.label.text)) == ["11", "0", "1"])
    }
}

@MainActor
@Suite("Recording writer")
struct RecordingWriterTests {
    @Test("times written never go back (a resize stamped late, then events SDL stamped earlier), so the file reads back")
    func monotonicTimes() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rec-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let writer = try RecordingWriter(
            path: path, header: InputRecording(scene: .banners, size: CGSize(width: 960, height: 540)))
        writer.write(.resized(CGSize(width: 960, height: 540)), at: 0.52)
        writer.write(.pointer(PointerEvent(.down, at: CGPoint(x: 10, y: 10), time: 0.5)), at: 0.5)
        writer.write(.pointer(PointerEvent(.up, at: CGPoint(x: 10, y: 10), time: 0.6)), at: 0.6)
        writer.write(.quit, at: 0.7)
        writer.finish(at: 0.65)
        let recording = try InputRecording.load(from: path)
        #expect(recording.events.map(\.time) == [0.52, 0.52, 0.6])
        #expect(recording.duration == 0.65)
    }

    @Test("a session longer than a recording may last ends its recording at the bound, so the file reads back")
    func sessionPastBound() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rec-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let writer = try RecordingWriter(
            path: path, header: InputRecording(scene: .banners, size: CGSize(width: 960, height: 540)))
        writer.write(.focusLost(10), at: 10)
        writer.write(.focusLost(90_000), at: 90_000)
        writer.write(.focusLost(90_001), at: 90_001)
        writer.finish(at: 90_002)
        let recording = try InputRecording.load(from: path)
        #expect(recording.events.map(\.time) == [10])
        #expect(recording.duration == InputRecording.maximumTime)
    }

    @Test("a folder that does not exist is a clear error")
    func badPath() {
        #expect(throws: JSONLineError.self) {
            _ = try RecordingWriter(
                path: "/nonexistent/folder/rec.jsonl",
                header: InputRecording(scene: .banners, size: CGSize(width: 960, height: 540)))
        }
    }
}
