import Foundation
import ScrollKit

/// `--record FILE`: writes the session's input as an `InputRecording`, one line per event as it
/// comes, so a crash keeps what came before it.
@MainActor
final class RecordingWriter {
    private let handle: FileHandle
    private let path: String
    /// The time of the last line written, seconds after the first frame.
    private var lastTime: TimeInterval = 0
    private var isFinished = false

    /// Creates (or truncates) `path` and writes the header. Throws `JSONLineError` when it cannot.
    init(path: String, header: InputRecording) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw JSONLineError(
                file: path, line: nil, "cannot create the recording file", hint: "check that the folder exists and is writable")
        }
        self.handle = handle
        self.path = path
        write(line: header.headerLine)
    }

    /// Writes `event`, `time` seconds after the first frame. Times never go back: an event without a
    /// time of its own (a resize, stamped when the loop reads it) may come before events SDL stamped
    /// earlier, and a recording's times are in order. A session longer than a recording may last
    /// (`InputRecording.maximumTime`) ends its recording there.
    func write(_ event: InputEvent, at time: TimeInterval) {
        guard !isFinished else { return }
        guard max(lastTime, time) <= InputRecording.maximumTime else { return finish(at: time) }
        guard let line = InputRecording.line(for: event, at: max(lastTime, time)) else { return }
        lastTime = max(lastTime, time)
        write(line: line)
    }

    /// Writes a data line: the config's banners became `banners` (a live edit the window applied) at
    /// `time` seconds after the first frame, image paths inside `configFolder` relative to it.
    func writeEdit(_ banners: [LiveBanner], at time: TimeInterval, configFolder: String) {
        guard !isFinished else { return }
        guard max(lastTime, time) <= InputRecording.maximumTime else { return finish(at: time) }
        lastTime = max(lastTime, time)
        write(line: InputRecording.dataLine(banners, at: lastTime, configFolder: configFolder))
    }

    /// Writes the end line and closes the file; later calls do nothing.
    func finish(at time: TimeInterval) {
        guard !isFinished else { return }
        isFinished = true
        write(line: InputRecording.endLine(at: min(max(lastTime, time), InputRecording.maximumTime)))
        try? handle.close()
    }

    private func write(line: String) {
        handle.write(Data((line + "\n").utf8))
    }
}
