/// What is wrong with a JSON-lines file (a `--replay` recording, an `--events` line), and where.
///
/// Its `description` names the file and the line, says what is wrong, quotes the start of the line
/// (at most `excerptLength` characters, however long the line) and, on a last line, how to fix it:
///
///     session.jsonl:2: unknown event type "teleport"
///       line: {"t":0.5,"type":"teleport"}
///       hint: event types are pointer, key, wheel, resized, focusLost, end
public struct JSONLineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The most characters of a line an error quotes.
    public static let excerptLength = 100
    /// The most characters of a value (a name, a key) a message repeats.
    static let valueLength = 40

    public var file: String
    /// The 1-based line, nil for the file as a whole.
    public var line: Int?
    public var message: String
    public var hint: String?
    /// The start of the line, clipped to `excerptLength` characters; nil for the file as a whole.
    public var excerpt: String?

    /// An error about `file` (at `line`, whose bytes are `text`).
    init(file: String, line: Int?, _ message: String, hint: String? = nil, text: [UInt8]? = nil) {
        self.file = file
        self.line = line
        self.message = message
        self.hint = hint
        excerpt = text.map(JSONLineError.excerpt(of:))
    }

    public var description: String {
        "\(file)\(line.map { ":\($0)" } ?? ""): \(message)"
            + (excerpt.map { "\n  line: \($0)" } ?? "")
            + (hint.map { "\n  hint: \($0)" } ?? "")
    }

    /// A line's text as an error quotes it: its first `excerptLength` characters (control
    /// characters shown as `?`), then `… (N bytes)` when it is longer.
    static func excerpt(of bytes: [UInt8]) -> String {
        // Four bytes per scalar at most: a long line is not decoded whole.
        let head = bytes.prefix(4 * excerptLength)
        let scalars = String(decoding: head, as: UTF8.self).unicodeScalars
        guard scalars.count > excerptLength || head.count < bytes.count else { return printable(scalars) }
        return printable(scalars.prefix(excerptLength)) + "… (\(bytes.count) bytes)"
    }

    /// `text` cut to `limit` characters (Unicode scalars), with `…` when longer; control characters shown as `?`.
    static func clipped(_ text: String, to limit: Int = valueLength) -> String {
        text.unicodeScalars.prefix(limit + 1).count > limit
            ? printable(text.unicodeScalars.prefix(limit)) + "…" : printable(text.unicodeScalars)
    }

    private static func printable(_ scalars: some Sequence<Unicode.Scalar>) -> String {
        var result = String.UnicodeScalarView()
        for scalar in scalars { result.append(scalar.value < 0x20 || scalar.value == 0x7F ? "?" : scalar) }
        return String(result)
    }
}
