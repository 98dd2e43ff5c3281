import Foundation
import ScrollKit

/// `--record FILE`: writes the session's input as an `InputRecording`, one line per event as it
/// comes, so a crash keeps what came before it.
@MainActor
final class RecordingWriter {
    private let handle: FileHandle
    private let path: String

    /// Creates (or truncates) `path` and writes the header. Throws `RecordingError` when it cannot.
    init(path: String, header: InputRecording) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw RecordingError(file: path, line: nil, "cannot create the recording file", hint: "check that the folder exists and is writable")
        }
        self.handle = handle
        self.path = path
        write(line: header.headerLine)
    }

    /// Writes `event`, `time` seconds after the first frame.
    func write(_ event: InputEvent, at time: TimeInterval) {
        if let line = InputRecording.line(for: event, at: max(0, time)) { write(line: line) }
    }

    /// Writes the end line and closes the file.
    func finish(at time: TimeInterval) {
        write(line: InputRecording.endLine(at: max(0, time)))
        try? handle.close()
    }

    private func write(line: String) {
        handle.write(Data((line + "\n").utf8))
    }
}
