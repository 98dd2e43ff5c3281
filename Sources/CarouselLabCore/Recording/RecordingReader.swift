import Foundation
import ScrollKit

/// Reads an `InputRecording` line by line, refusing anything it does not understand with the line
/// and a hint: a replay never silently skips part of what was recorded.
///
/// Each line is a `JSONLine` (strict JSON, no repeated or unknown keys, the right types and names);
/// on top of that, the header must name this format and version and a window size the lab opens,
/// and times must not go back nor pass `InputRecording.maximumTime`. A line longer than
/// `InputRecording.maximumLineLength` is refused before it is parsed.
struct RecordingReader {
    let file: String
    private var recording: InputRecording?
    private var ended = false
    private var lastTime: TimeInterval = 0

    init(file: String) {
        self.file = file
    }

    mutating func read(_ bytes: [UInt8], lineNumber: Int) throws(JSONLineError) {
        guard bytes.contains(where: { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0D) }) else { return }
        guard !ended else {
            throw JSONLineError(
                file: file, line: lineNumber, "text after the \"end\" line", hint: "the end line must be the last", text: bytes)
        }
        let tooLong = JSONLineError(
            file: file, line: lineNumber,
            "the line is \(bytes.count) bytes long; a recording's lines are at most \(InputRecording.maximumLineLength)"
                + (bytes.count > InputRecording.maximumDataLineLength
                    ? " (a data line \(InputRecording.maximumDataLineLength))" : ""),
            hint: "one line holds one event", text: bytes)
        guard bytes.count <= InputRecording.maximumDataLineLength else { throw tooLong }
        let line = try JSONLine(bytes, number: lineNumber, file: file)
        let isData = recording != nil && line.string("type") == RecordingLine.LineType.data.rawValue
        guard bytes.count <= InputRecording.maximumLineLength || isData else { throw tooLong }
        if recording == nil {
            recording = try header(line)
        } else if isData {
            try edit(line)
        } else {
            try event(line)
        }
    }

    /// The time of a line, read before the rest (a data line is not a `RecordingLine`).
    private struct Time: Decodable {
        var t: Double
    }

    /// A data line: checked whole now (the config's rules, errors with the line and column), its
    /// banners resolved when the replay applies it (against the config's folder).
    private mutating func edit(_ line: JSONLine) throws(JSONLineError) {
        _ = try RecordedEdit.decode(line.bytes, number: line.number, file: file, folder: "/")
        let time = try line.decode(Time.self).t
        try check(time, of: line)
        let position = recording?.events.count ?? 0
        recording?.edits.append(RecordedEdit(time: time, position: position, lineNumber: line.number, bytes: line.bytes))
    }

    /// Refuses a time past `InputRecording.maximumTime` or before the previous line's.
    private mutating func check(_ time: Double, of line: JSONLine) throws(JSONLineError) {
        guard time <= InputRecording.maximumTime else {
            throw line.error(
                "time \(time) s is past the \(Int(InputRecording.maximumTime)) s (24 h) a recording may last",
                hint: "\"t\" is seconds after the first frame")
        }
        guard time >= lastTime else {
            throw line.error(
                "time \(time) s goes back before the previous line's \(lastTime) s", hint: "events must be in time order")
        }
        lastTime = time
        recording?.duration = time
    }

    /// The version alone, read before the keys are checked: another version may have other keys.
    private struct Version: Decodable {
        var version: Double
    }

    private func header(_ line: JSONLine) throws(JSONLineError) -> InputRecording {
        guard line.string("recording") == RecordingHeader.magic else {
            throw line.error(
                "not a Carousel Lab recording (the first line must say \"recording\":\"\(RecordingHeader.magic)\")",
                hint: "record one with --record FILE")
        }
        let version = try line.decode(Version.self).version
        guard version == Double(InputRecording.version) else {
            throw line.error("recording version \(version) is not supported; this lab reads version \(InputRecording.version)")
        }
        try line.checkKeys(allowed: RecordingHeader.CodingKeys.allCases.map(\.rawValue))
        let header = try line.decode(RecordingHeader.self)
        let size = CGSize(width: header.width, height: header.height)
        guard LabOptions.sizeRange.contains(size.width), LabOptions.sizeRange.contains(size.height) else {
            throw line.error("window size \(size.width)×\(size.height) is outside \(LabOptions.sizeRange)")
        }
        return InputRecording(scene: header.scene, size: size)
    }

    private mutating func event(_ line: JSONLine) throws(JSONLineError) {
        if let type = line.string("type").flatMap(RecordingLine.LineType.init(rawValue:)) {
            try line.checkKeys(allowed: type.keys)
        }
        let decoded = try line.decode(RecordingLine.self)
        let time = decoded.t
        try check(time, of: line)
        guard let event = decoded.event else {
            ended = true
            return
        }
        recording?.events.append(RecordedEvent(time: time, event: event))
    }

    /// The recording read; throws when the file held no header.
    func finish() throws(JSONLineError) -> InputRecording {
        guard let recording else {
            throw JSONLineError(file: file, line: nil, "the recording is empty", hint: "record one with --record FILE")
        }
        return recording
    }
}
