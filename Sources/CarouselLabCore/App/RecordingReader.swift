import Foundation
import ScrollKit

/// Reads an `InputRecording` line by line, refusing anything it does not understand with the line
/// and a hint: a replay never silently skips part of what was recorded.
struct RecordingReader {
    let file: String
    private var recording: InputRecording?
    private var ended = false
    private var lastTime: TimeInterval = 0

    init(file: String) {
        self.file = file
    }

    /// The fields of one line's object.
    private struct Fields {
        let file: String
        let line: Int
        let members: [String: JSONValue]

        func error(_ message: String, hint: String? = nil) -> RecordingError {
            RecordingError(file: file, line: line, message, hint: hint)
        }

        func number(_ key: String) throws -> Double {
            guard let value = members[key] else { throw error("missing \"\(key)\"") }
            guard case .number(let number, let literal) = value.kind, number.isFinite else {
                throw error("\"\(key)\" must be a finite number, found \(value.typeDescription)")
            }
            _ = literal
            return number
        }

        func string(_ key: String) throws -> String {
            guard let value = members[key] else { throw error("missing \"\(key)\"") }
            guard case .string(let string) = value.kind else { throw error("\"\(key)\" must be a string, found \(value.typeDescription)") }
            return string
        }

        func bool(_ key: String) throws -> Bool {
            guard let value = members[key] else { throw error("missing \"\(key)\"") }
            guard case .bool(let bool) = value.kind else { throw error("\"\(key)\" must be true or false, found \(value.typeDescription)") }
            return bool
        }

        func modifiers(_ key: String) throws -> KeyModifiers {
            guard let value = members[key] else { throw error("missing \"\(key)\"") }
            guard case .array(let items) = value.kind else { throw error("\"\(key)\" must be an array of names") }
            var modifiers: KeyModifiers = []
            for item in items {
                guard case .string(let name) = item.kind, let modifier = KeyModifiers.names.first(where: { $0.0 == name })?.1 else {
                    throw error("unknown modifier in \"\(key)\"", hint: "modifiers are \(KeyModifiers.names.map { "\"\($0.0)\"" }.joined(separator: ", "))")
                }
                modifiers.insert(modifier)
            }
            return modifiers
        }

        func point() throws -> CGPoint { CGPoint(x: try number("x"), y: try number("y")) }

        /// Refuses keys outside `allowed`.
        func check(allowed: [String]) throws {
            if let unknown = members.keys.sorted().first(where: { !allowed.contains($0) }) {
                throw error("unknown key \"\(unknown)\"", hint: "this line allows \(allowed.map { "\"\($0)\"" }.joined(separator: ", "))")
            }
        }
    }

    mutating func read(_ bytes: [UInt8], lineNumber: Int) throws {
        guard bytes.contains(where: { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0D) }) else { return }
        guard !ended else {
            throw RecordingError(file: file, line: lineNumber, "text after the \"end\" line", hint: "the end line must be the last")
        }
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes)
        } catch {
            throw RecordingError(file: file, line: lineNumber, "not a JSON object: \(error.message)", hint: error.hint)
        }
        guard case .object(let list) = value.kind else {
            throw RecordingError(file: file, line: lineNumber, "expected a JSON object, found \(value.typeDescription)")
        }
        let fields = Fields(file: file, line: lineNumber, members: Dictionary(list.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first }))
        if recording == nil {
            recording = try header(fields)
        } else {
            try event(fields)
        }
    }

    private func header(_ fields: Fields) throws -> InputRecording {
        guard (try? fields.string("recording")) == "carousel-lab" else {
            throw fields.error("not a Carousel Lab recording (the first line must say \"recording\":\"carousel-lab\")",
                               hint: "record one with --record FILE")
        }
        try fields.check(allowed: ["recording", "version", "scene", "width", "height"])
        let version = try fields.number("version")
        guard version == Double(InputRecording.version) else {
            throw fields.error("recording version \(version) is not supported; this lab reads version \(InputRecording.version)")
        }
        let name = try fields.string("scene")
        guard let scene = SceneKind(rawValue: name) else {
            throw fields.error("unknown scene \"\(name)\"", hint: "scenes are \(SceneKind.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let size = CGSize(width: try fields.number("width"), height: try fields.number("height"))
        guard LabOptions.sizeRange.contains(size.width), LabOptions.sizeRange.contains(size.height) else {
            throw fields.error("window size \(size.width)×\(size.height) is outside \(LabOptions.sizeRange)")
        }
        return InputRecording(scene: scene, size: size)
    }

    private mutating func event(_ fields: Fields) throws {
        let time = try fields.number("t")
        guard time >= lastTime else {
            throw fields.error("time \(time) s goes back before the previous line's \(lastTime) s", hint: "events must be in time order")
        }
        lastTime = time
        let type = try fields.string("type")
        let event: InputEvent
        switch type {
        case "pointer":
            try fields.check(allowed: ["t", "type", "phase", "x", "y"])
            let name = try fields.string("phase")
            guard let phase = PointerEvent.Phase.all.first(where: { $0.name == name }) else {
                throw fields.error("unknown pointer phase \"\(name)\"", hint: "phases are \(PointerEvent.Phase.all.map(\.name).joined(separator: ", "))")
            }
            event = .pointer(PointerEvent(phase, at: try fields.point(), time: time))
        case "key":
            try fields.check(allowed: ["t", "type", "key", "modifiers", "repeat"])
            let name = try fields.string("key")
            guard let key = Key(name: name) else {
                throw fields.error("unknown key \"\(name)\"", hint: "keys are \(Key.named.map(\.name).joined(separator: ", ")), or char:X for one character")
            }
            event = .key(KeyEvent(key, modifiers: try fields.modifiers("modifiers"), isRepeat: try fields.bool("repeat"), time: time))
        case "wheel":
            try fields.check(allowed: ["t", "type", "dx", "dy", "x", "y", "modifiers"])
            event = .wheel(WheelEvent(dx: try fields.number("dx"), dy: try fields.number("dy"), at: try fields.point(),
                                      modifiers: try fields.modifiers("modifiers"), time: time))
        case "resized":
            try fields.check(allowed: ["t", "type", "width", "height"])
            event = .resized(CGSize(width: try fields.number("width"), height: try fields.number("height")))
        case "focusLost":
            try fields.check(allowed: ["t", "type"])
            event = .focusLost(time)
        case "end":
            try fields.check(allowed: ["t", "type"])
            recording?.duration = time
            ended = true
            return
        default:
            throw fields.error("unknown event type \"\(type)\"", hint: "types are pointer, key, wheel, resized, focusLost, end")
        }
        recording?.events.append(RecordedEvent(time: time, event: event))
        recording?.duration = time
    }

    /// The recording read; throws when the file held no header.
    func finish() throws -> InputRecording {
        guard let recording else {
            throw RecordingError(file: file, line: nil, "the recording is empty", hint: "record one with --record FILE")
        }
        return recording
    }
}
