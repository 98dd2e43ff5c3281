/// A place in a text file, as an editor shows it: a 1-based line and a 1-based column.
///
/// Columns count Unicode scalars (so `é` is one column, not two bytes); a tab counts as one
/// column. A line ends at `\n`, at `\r\n`, or at a lone `\r`.
public struct TextPosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column on that line, from 1, in Unicode scalars.
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`, the way compilers and editors print a position.
    public var description: String { "\(line):\(column)" }

    public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
