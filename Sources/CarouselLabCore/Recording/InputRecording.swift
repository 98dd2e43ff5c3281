import Foundation
import ScrollKit

/// `--record FILE` / `--replay FILE`: the input of a session with its times, as JSON lines
/// (`RecordingLine.swift` defines them; `JSONLine` writes and reads them).
///
/// The first line says what was recorded; each next line is one input event, `t` seconds after the
/// first frame; the last line (`"type":"end"`) says when the recording stopped. Keys are sorted:
///
/// ```
/// {"height":720,"recording":"carousel-lab","scene":"gallery","version":1,"width":1280}
/// {"phase":"down","t":0.5125,"type":"pointer","x":320,"y":200}
/// {"key":"right","modifiers":[],"repeat":false,"t":0.53,"type":"key"}
/// {"dx":0,"dy":40,"modifiers":["shift"],"t":0.61,"type":"wheel","x":320,"y":200}
/// {"dx":0,"dy":2.5,"modifiers":[],"precise":true,"t":0.62,"type":"wheel","x":320,"y":200}
/// {"finger":1,"phase":"down","t":0.63,"type":"touch","x":400,"y":200}
/// {"button":"dpad_right","phase":"down","t":0.64,"type":"gamepad"}
/// {"axis":"left_x","t":0.65,"type":"gamepad","value":0.8}
/// {"height":700,"t":0.7,"type":"resized","width":1000}
/// {"t":0.8,"type":"focusLost"}
/// {"banners":[{"id":"summer","image":"images/summer.jpg","title":"Summer Sale"}],"t":1.5,"type":"data"}
/// {"t":2,"type":"end"}
/// ```
///
/// Times are written exactly (Swift's shortest round-tripping form), so a replay sees the events the
/// live session saw; they are finite, in order, and at most `maximumTime`.
public struct InputRecording: Hashable, Sendable {
    /// The format's version; a recording of another version is refused with a message.
    public static let version = 1
    /// The latest time a recording may name, in seconds after the first frame (24 hours): a replay
    /// of a longer one would not end.
    public static let maximumTime: TimeInterval = 24 * 60 * 60
    /// The longest line a recording may hold, in bytes: the lab writes none over 300 (a wheel line
    /// with every modifier and 17-digit numbers), so a longer one is not a recording's, and is not parsed.
    public static let maximumLineLength = 4096
    /// The longest data line (`RecordedEdit`: a config's banners) a recording may hold, in bytes: a
    /// config's own limit.
    public static let maximumDataLineLength = LabConfig.maximumFileSize

    public var scene: SceneKind
    /// The window size the session started with, in points.
    public var size: CGSize
    /// The events in time order.
    public var events: [RecordedEvent]
    /// The data lines (live edits of the config's banners), in time order, each placed among `events`.
    public var edits: [RecordedEdit] = []
    /// When the recording stopped, seconds after the first frame.
    public var duration: TimeInterval

    public init(scene: SceneKind, size: CGSize, events: [RecordedEvent] = [], duration: TimeInterval = 0) {
        self.scene = scene
        self.size = size
        self.events = events
        self.duration = duration
    }

    // MARK: Writing

    /// The header line.
    public var headerLine: String {
        JSONLine.text(
            RecordingHeader(version: InputRecording.version, scene: scene, width: Double(size.width), height: Double(size.height))
        )
    }

    /// The line for `event` at `time` seconds after the first frame (the event's own timestamp is not
    /// used); nil for `.quit`, which ends a recording rather than being part of it.
    public static func line(for event: InputEvent, at time: TimeInterval) -> String? {
        RecordingLine(event, at: time).map(JSONLine.text)
    }

    /// The data line for a live edit that made the config's banners `banners` at `time`, image
    /// paths inside `configFolder` written relative to it (`RecordedEdit`).
    public static func dataLine(_ banners: [LiveBanner], at time: TimeInterval, configFolder: String) -> String {
        RecordedEdit.text(banners, at: time, relativeTo: configFolder)
    }

    /// The closing line.
    public static func endLine(at time: TimeInterval) -> String {
        JSONLine.text(RecordingLine(t: time, body: .end))
    }

    // MARK: Reading

    /// Reads a recording. Throws `JSONLineError` naming the file, the line and what is wrong.
    public static func load(from path: String) throws -> InputRecording {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw JSONLineError(
                file: path, line: nil, "cannot read the recording", hint: "check the path; recordings are made with --record FILE"
            )
        }
        return try parse(Array(data), file: path)
    }

    /// Parses recording text; `file` names it in errors.
    public static func parse(_ bytes: [UInt8], file: String) throws -> InputRecording {
        var reader = RecordingReader(file: file)
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            try reader.read(Array(line), lineNumber: index + 1)
        }
        return try reader.finish()
    }
}

/// One recorded input event and when it happened.
public struct RecordedEvent: Hashable, Sendable {
    /// Seconds after the first frame.
    public var time: TimeInterval
    /// The event, its timestamp (where it has one) equal to `time`.
    public var event: InputEvent

    public init(time: TimeInterval, event: InputEvent) {
        self.time = time
        self.event = event
    }
}
