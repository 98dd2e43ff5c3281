import Foundation
import ScrollKit

/// `--plot-csv FILE`: the physics plot's series, one row per frame (per sample), for plotting
/// elsewhere. Columns: the technique followed (its scene name), app time (s), logical position (pt,
/// jumps undone), velocity (pt/s, since the previous row), the position UIKit's physics predicts
/// from the last release (pt; empty when no release's motion runs), the jump made since the previous
/// row (pt; empty when none), and 1 when the content was beyond its edges.
///
/// Rows are buffered and written in blocks; `finish()` writes the rest.
@MainActor
final class PlotCSVWriter {
    static let header = "technique,time_s,position_pt,velocity_pt_per_s,predicted_pt,jump_pt,beyond_edge"

    private let handle: FileHandle
    private let path: String
    private var buffer = ""
    private var finished = false

    /// Creates (or empties) the file at `path` and writes the header. Throws a message naming the
    /// file when it cannot be written.
    init(path: String) throws {
        self.path = path
        guard FileManager.default.createFile(atPath: path, contents: Data((PlotCSVWriter.header + "\n").utf8)),
            let handle = FileHandle(forWritingAtPath: path)
        else {
            throw PlotCSVError(message: "cannot write the plot CSV \(path): check that its folder exists and is writable")
        }
        handle.seekToEndOfFile()
        self.handle = handle
    }

    /// A writer for `path` fed by `recorder`'s samples; nil without a path.
    static func attach(path: String?, to recorder: PhysicsPlotRecorder) throws -> PlotCSVWriter? {
        guard let path else { return nil }
        let writer = try PlotCSVWriter(path: path)
        recorder.onSample = { [weak writer] sample, technique in writer?.write(sample, technique: technique) }
        return writer
    }

    /// The CSV line of `sample` of `technique`.
    static func line(_ sample: PhysicsPlotModel.Sample, technique: SceneKind) -> String {
        func number(_ value: CGFloat?) -> String { value.map { String(format: "%.4f", Double($0)) } ?? "" }
        return [
            technique.rawValue, String(format: "%.6f", sample.time), number(sample.position), number(sample.velocity),
            number(sample.predicted), number(sample.jump), sample.isOutOfRange ? "1" : "0",
        ].joined(separator: ",")
    }

    /// Adds the row of `sample`.
    func write(_ sample: PhysicsPlotModel.Sample, technique: SceneKind) {
        buffer += PlotCSVWriter.line(sample, technique: technique)
        buffer += "\n"
        if buffer.utf8.count > 32_768 { flush() }
    }

    /// Writes what is buffered.
    func flush() {
        guard !buffer.isEmpty else { return }
        handle.write(Data(buffer.utf8))
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes the rest and closes the file.
    func finish() {
        guard !finished else { return }
        finished = true
        flush()
        try? handle.close()
    }
}

/// The plot CSV could not be written.
struct PlotCSVError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
