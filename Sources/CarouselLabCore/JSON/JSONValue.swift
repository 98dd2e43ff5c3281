/// A parsed JSON value together with the place in the source where it starts.
///
/// Produced by `JSONParser`; the config decoder reads it to build `LabConfig` and uses the
/// locations to point error messages at the exact line and column.
struct JSONValue: Sendable {
    /// The value itself.
    enum Kind: Sendable {
        /// An object's members in source order (duplicates kept, so the decoder can report them).
        case object([JSONMember])
        case array([JSONValue])
        case string(String)
        /// The number's value and its literal as written (for messages: "found -4", not "-4.0").
        /// Literals too large for a `Double` become ±infinity; the decoder decides if that is allowed.
        case number(Double, literal: String)
        case bool(Bool)
        case null
    }

    var kind: Kind
    /// Where the value's first character is.
    var location: TextPosition

    /// The value's JSON type with an article, for "expected …, found a number" messages.
    var typeDescription: String {
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool(let value): value ? "true" : "false"
        case .null: "null"
        }
    }
}

/// One `"key": value` pair of a JSON object.
struct JSONMember: Sendable {
    var key: String
    /// Where the key's opening quote is.
    var keyLocation: TextPosition
    var value: JSONValue
}
