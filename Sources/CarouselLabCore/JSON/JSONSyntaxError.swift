/// Why `JSONParser` refused its input, and where.
struct JSONSyntaxError: Error, Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// Nothing but whitespace (or a byte-order mark).
        case empty
        /// Bytes that are not UTF-8 text.
        case notUTF8
        /// Anything else: the text is not one well-formed JSON value.
        case malformed
    }

    var kind: Kind
    var location: TextPosition
    var message: String
    var hint: String?
}
