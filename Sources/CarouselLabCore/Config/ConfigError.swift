import Foundation

/// Everything that can go wrong while finding, reading or interpreting a Carousel Lab config file.
///
/// Its `description` is one message a user can act on, in the form compilers use:
///
///     banners.json:7:15: expected a string for "title" in banners[1], found a number
///     hint: put the title in double quotes, e.g. "title": "Summer Sale"
///
/// naming the file (as the user gave it), the line and column (when the problem has a place),
/// what was expected and what was found, and, on a second line, how to fix it where that helps.
public struct ConfigError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// What kind of problem this is; tests and callers switch on it, users read `description`.
    public enum Kind: Hashable, Sendable {
        /// No file at the given path.
        case fileNotFound
        /// The path exists but cannot be read (a folder, no permission, too large).
        case unreadable
        /// The file has no content (or only whitespace).
        case emptyFile
        /// The bytes are not valid UTF-8 text.
        case notUTF8
        /// The text is not valid JSON (a syntax error, or nesting deeper than the limit).
        case malformedJSON
        /// A value has the wrong JSON type (e.g. a number where a string belongs).
        case wrongType
        /// A required key is absent.
        case missingKey
        /// A key the format does not know (usually a typo); the message lists the allowed keys.
        case unknownKey
        /// The same key appears twice in one object.
        case duplicateKey
        /// A value has the right type but is not acceptable (empty title, negative inset, …).
        case invalidValue
        /// An `image` is a URL with a scheme the app cannot load, or a malformed URL.
        case unsupportedImageReference
        /// No default config was found; the message lists every place searched.
        case defaultConfigNotFound
    }

    /// What kind of problem this is.
    public var kind: Kind
    /// The config file, spelled as the user gave it (or the default relative path while searching).
    public var file: String
    /// Where in the file the problem is, when it has a place.
    public var location: TextPosition?
    /// What is wrong: what was expected and what was found.
    public var message: String
    /// How to fix it, when there is something useful to say.
    public var hint: String?

    public init(_ kind: Kind, file: String, at location: TextPosition? = nil, _ message: String, hint: String? = nil) {
        self.kind = kind
        self.file = file
        self.location = location
        self.message = message
        self.hint = hint
    }

    /// `file:line:column: message`, then `hint: …` on a second line when there is a hint.
    public var description: String {
        var text = file
        if let location { text += ":\(location.line):\(location.column)" }
        text += ": " + message
        if let hint { text += "\nhint: " + hint }
        return text
    }

    /// The same text as `description`, so `localizedDescription` is useful too.
    public var errorDescription: String? { description }
}
