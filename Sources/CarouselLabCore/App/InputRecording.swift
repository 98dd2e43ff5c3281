import Foundation
import ScrollKit

/// `--record FILE` / `--replay FILE`: the input of a session with its times, as JSON lines.
///
/// The first line says what was recorded; each next line is one input event, `t` seconds after the
/// first frame; the last line (`"type":"end"`) says when the recording stopped:
///
/// ```
/// {"recording":"carousel-lab","version":1,"scene":"gallery","width":1280,"height":720}
/// {"t":0.5125,"type":"pointer","phase":"down","x":320,"y":200}
/// {"t":0.53,"type":"key","key":"right","modifiers":[],"repeat":false}
/// {"t":0.61,"type":"wheel","dx":0,"dy":40,"x":320,"y":200,"modifiers":["shift"]}
/// {"t":0.7,"type":"resized","width":1000,"height":700}
/// {"t":0.8,"type":"focusLost"}
/// {"t":2.0,"type":"end"}
/// ```
///
/// Times are written exactly (Swift's shortest round-tripping form), so a replay sees the events the
/// live session saw.
public struct InputRecording: Hashable, Sendable {
    /// The format's version; a recording of another version is refused with a message.
    public static let version = 1

    public var scene: SceneKind
    /// The window size the session started with, in points.
    public var size: CGSize
    /// The events in time order.
    public var events: [RecordedEvent]
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
        "{\"recording\":\"carousel-lab\",\"version\":\(InputRecording.version),\"scene\":\"\(scene.rawValue)\",\"width\":\(number(size.width)),\"height\":\(number(size.height))}"
    }

    /// The line for `event` at `time` seconds after the first frame (the event's own timestamp is not
    /// used); nil for `.quit`, which ends a recording rather than being part of it.
    public static func line(for event: InputEvent, at time: TimeInterval) -> String? {
        let t = "{\"t\":\(number(time)),"
        switch event {
        case .pointer(let pointer):
            return t + "\"type\":\"pointer\",\"phase\":\"\(pointer.phase.name)\",\"x\":\(number(pointer.location.x)),\"y\":\(number(pointer.location.y))}"
        case .key(let key):
            return t + "\"type\":\"key\",\"key\":\(EventLog.quoted(key.key.name)),\"modifiers\":\(key.modifiers.json),\"repeat\":\(key.isRepeat)}"
        case .wheel(let wheel):
            return t + "\"type\":\"wheel\",\"dx\":\(number(wheel.dx)),\"dy\":\(number(wheel.dy)),\"x\":\(number(wheel.location.x)),\"y\":\(number(wheel.location.y)),\"modifiers\":\(wheel.modifiers.json)}"
        case .resized(let size):
            return t + "\"type\":\"resized\",\"width\":\(number(size.width)),\"height\":\(number(size.height))}"
        case .focusLost:
            return t + "\"type\":\"focusLost\"}"
        case .quit:
            return nil
        }
    }

    /// The closing line.
    public static func endLine(at time: TimeInterval) -> String {
        "{\"t\":\(number(time)),\"type\":\"end\"}"
    }

    // MARK: Reading

    /// Reads a recording. Throws `RecordingError` naming the file, the line and what is wrong.
    public static func load(from path: String) throws -> InputRecording {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RecordingError(file: path, line: nil, "cannot read the recording", hint: "check the path; recordings are made with --record FILE")
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

/// What is wrong with a recording, and where.
public struct RecordingError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    /// The 1-based line, nil for the file as a whole.
    public var line: Int?
    public var message: String
    public var hint: String?

    init(file: String, line: Int?, _ message: String, hint: String? = nil) {
        self.file = file
        self.line = line
        self.message = message
        self.hint = hint
    }

    public var description: String {
        "\(file)\(line.map { ":\($0)" } ?? ""): \(message)" + (hint.map { "\n  hint: \($0)" } ?? "")
    }
}

private func number(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
}

extension PointerEvent.Phase {
    static let all: [PointerEvent.Phase] = [.down, .moved, .up, .cancelled, .hovered, .exited]

    /// The phase's name in a recording.
    var name: String {
        switch self {
        case .down: return "down"
        case .moved: return "moved"
        case .up: return "up"
        case .cancelled: return "cancelled"
        case .hovered: return "hovered"
        case .exited: return "exited"
        }
    }
}

extension Key {
    static let named: [Key] = [.left, .right, .up, .down, .pageUp, .pageDown, .home, .end, .tab, .escape, .enter, .space]

    /// The key's name in a recording: `"right"`, `"pageDown"`, or `"char:x"` for a printable key.
    var name: String {
        switch self {
        case .left: return "left"
        case .right: return "right"
        case .up: return "up"
        case .down: return "down"
        case .pageUp: return "pageUp"
        case .pageDown: return "pageDown"
        case .home: return "home"
        case .end: return "end"
        case .tab: return "tab"
        case .escape: return "escape"
        case .enter: return "enter"
        case .space: return "space"
        case .character(let character): return "char:\(character)"
        }
    }

    /// The key a recording names, or nil.
    init?(name: String) {
        if name.hasPrefix("char:"), name.count == 6, let character = name.last {
            self = .character(character)
            return
        }
        guard let key = Key.named.first(where: { $0.name == name }) else { return nil }
        self = key
    }
}

extension KeyModifiers {
    static let names: [(String, KeyModifiers)] = [("shift", .shift), ("control", .control), ("option", .option), ("command", .command)]

    var json: String {
        "[" + KeyModifiers.names.filter { contains($0.1) }.map { "\"\($0.0)\"" }.joined(separator: ",") + "]"
    }
}
