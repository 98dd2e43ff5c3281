import Carousels
import Foundation
import ScrollKit

/// `--events`: one JSON object per line on standard output for every delegate event of the scene,
/// e.g. `{"event":"didEndDecelerating","scene":"scroll","view":"strip","time":1.234,"offset":616}`.
///
/// `time` is the frame time in seconds since SDL started; offsets are content offsets in points.
@MainActor
public final class EventLog {
    /// The scene named in each line; the lab changes it when another scene opens.
    public var scene: String
    private let clock: () -> Timestamp
    private let write: (String) -> Void

    /// A log for `scene` that stamps events with `clock()` and hands each line to `write`.
    public init(scene: String, clock: @escaping () -> Timestamp, write: @escaping (String) -> Void) {
        self.scene = scene
        self.clock = clock
        self.write = write
    }

    /// A JSON value of an event field.
    public enum Value {
        case number(Double)
        case int(Int)
        case string(String)
        case bool(Bool)

        var json: String {
            switch self {
            case .number(let value): return value.isFinite ? String(format: "%.3f", value) : "null"
            case .int(let value): return String(value)
            case .bool(let value): return value ? "true" : "false"
            case .string(let value): return EventLog.quoted(value)
            }
        }
    }

    /// Writes one event line.
    public func emit(_ event: String, view: String, _ fields: KeyValuePairs<String, Value> = [:]) {
        var line = "{\"event\":\(EventLog.quoted(event)),\"scene\":\(EventLog.quoted(scene)),\"view\":\(EventLog.quoted(view)),\"time\":\(Value.number(clock()).json)"
        for (key, value) in fields { line += ",\(EventLog.quoted(key)):\(value.json)" }
        write(line + "}")
    }

    /// `text` as a JSON string literal.
    nonisolated static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
