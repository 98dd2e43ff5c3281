import Carousels
import Foundation
import ScrollKit
import Testing

@testable import CarouselLabCore

/// Recordings' data lines: a live edit of the banners at its time, read strictly, replayed in order.
@Suite("Live config: recordings' data lines")
struct DataLineTests {
    static let header = #"{"height":540,"recording":"carousel-lab","scene":"banners","version":1,"width":960}"#

    static func banner(_ title: String, image: String, id: String? = nil, length: CGFloat? = nil) -> LiveBanner {
        LiveBanner(Banner(title: title, subtitle: "", image: ImageReference(image)), length: length, id: id)
    }

    @Test("a data line is written with image paths relative to the config's folder and reads back the same banners")
    func roundTrip() throws {
        let banners = [
            Self.banner("A", image: "/configs/images/a.png", id: "a", length: 320),
            Self.banner("B", image: "https://cdn.example/b.png"),
            Self.banner("C", image: "/elsewhere/c.png"),
        ]
        let line = InputRecording.dataLine(banners, at: 2.5, configFolder: "/configs")
        #expect(
            line
                == #"{"banners":[{"id":"a","image":"images/a.png","length":320,"title":"A"},{"image":"https://cdn.example/b.png","title":"B"},{"image":"/elsewhere/c.png","title":"C"}],"t":2.5,"type":"data"}"#
        )
        let text = [
            Self.header, #"{"key":"right","modifiers":[],"repeat":false,"t":1,"type":"key"}"#, line, #"{"t":3,"type":"end"}"#,
        ]
        .joined(separator: "\n")
        let recording = try InputRecording.parse(Array(text.utf8), file: "r.jsonl")
        #expect(recording.events.count == 1 && recording.edits.count == 1 && recording.duration == 3)
        let edit = try #require(recording.edits.first)
        #expect(edit.time == 2.5 && edit.position == 1)
        #expect(edit.banners(relativeTo: "/configs") == banners)
        #expect(edit.banners(relativeTo: "/other")[0].banner.image == ImageReference("/other/images/a.png"))
    }

    @Test(
        "bad data lines are refused with the file, the line and the column, in the config's words",
        arguments: [
            (#"{"t":1,"type":"data","banners":[{"title":"A"}]}"#, #"r.jsonl:2: column 33: missing key "image" in banners[0]"#),
            (
                #"{"t":1,"type":"data","banners":[{"id":"x","title":"A","image":"a"},{"id":"x","title":"B","image":"b"}]}"#,
                #"r.jsonl:2: column 74: "id" "x" in banners[1] is already the id of banners[0] (at 1:39)"#
            ),
            (#"{"t":1,"type":"data","banners":{}}"#, #"r.jsonl:2: column 32: expected an array for "banners""#),
            (#"{"t":1,"type":"data"}"#, #"r.jsonl:2: missing "banners""#),
            (#"{"t":1,"type":"data","banners":[],"extra":1}"#, #"r.jsonl:2: unknown key "extra""#),
            (#"{"t":-1,"type":"data","banners":[]}"#, "r.jsonl:2: time -1.0 s goes back"),
        ])
    func badLines(line: String, message: String) {
        let text = Self.header + "\n" + line + "\n"
        do {
            _ = try InputRecording.parse(Array(text.utf8), file: "r.jsonl")
            Issue.record("parsed: \(line)")
        } catch {
            #expect("\(error)".hasPrefix(message), "\(error)")
        }
    }

    @Test("a data line may be longer than an event line; an event line may not")
    func lineLengths() throws {
        let many = (0..<200).map { Self.banner("Banner number \($0)", image: "/configs/images/banner-\($0).png") }
        let line = InputRecording.dataLine(many, at: 1, configFolder: "/configs")
        #expect(line.utf8.count > InputRecording.maximumLineLength)
        let recording = try InputRecording.parse(Array((Self.header + "\n" + line + "\n").utf8), file: "r.jsonl")
        #expect(recording.edits.first?.banners(relativeTo: "/configs").count == 200)
        let long = #"{"t":1,"type":"focusLost","x":""# + String(repeating: "a", count: 5000) + #""}"#
        #expect(throws: JSONLineError.self) { try InputRecording.parse(Array((Self.header + "\n" + long).utf8), file: "r.jsonl") }
    }

    @Test("the replay hands out events and data lines in the recording's order, each at its time")
    func cursorOrder() throws {
        let text = [
            Self.header,
            #"{"key":"right","modifiers":[],"repeat":false,"t":1,"type":"key"}"#,
            #"{"banners":[],"t":1,"type":"data"}"#,
            #"{"key":"left","modifiers":[],"repeat":false,"t":1,"type":"key"}"#,
            #"{"banners":[],"t":2,"type":"data"}"#,
        ].joined(separator: "\n")
        var cursor = ReplayCursor(recording: try InputRecording.parse(Array(text.utf8), file: "r.jsonl"), repeats: false)
        #expect(cursor.next(until: 0.5) == nil && cursor.nextEdit(until: 0.5) == nil)
        #expect(cursor.nextEdit(until: 1) == nil, "the key written before it comes first")
        guard case .key(let right)? = cursor.next(until: 1) else {
            Issue.record("the first key")
            return
        }
        #expect(right.key == .right)
        #expect(cursor.next(until: 1) == nil, "the data line written before it comes first")
        #expect(cursor.nextEdit(until: 1)?.time == 1)
        guard case .key(let left)? = cursor.next(until: 1) else {
            Issue.record("the second key")
            return
        }
        #expect(left.key == .left)
        #expect(cursor.nextEdit(until: 1.9) == nil && !cursor.isFinished(at: 1.9))
        #expect(cursor.nextEdit(until: 2)?.time == 2)
        #expect(cursor.isFinished(at: 2))
    }
}
