/// Reads one JSON object of the config with a fixed set of allowed keys.
///
/// Creating it checks that the value is an object, that every key is allowed (an unknown key is
/// an error naming it, its path and the allowed keys, with a "did you mean" for near misses)
/// and that no key repeats. Then `required`/`optional` fetch members.
struct JSONObjectReader {
    /// The config file, for error messages.
    let file: String
    /// Where the object is, e.g. `banners[2]`, or nil for the top level.
    let path: String?
    /// Where the object's `{` is.
    let location: TextPosition
    private let members: [String: JSONMember]

    /// "in banners[2]" / "at the top level", for messages.
    var placeDescription: String { path.map { "in \($0)" } ?? "at the top level" }

    /// - Parameter name: how to refer to the value when it is not an object, e.g. `banners[2]`
    ///   or `"layout"`.
    init(
        _ value: JSONValue, named name: String, path: String?, allowedKeys: [String], file: String,
        hint: String? = nil
    ) throws(ConfigError) {
        guard case .object(let list) = value.kind else {
            throw ConfigError(
                .wrongType, file: file, at: value.location,
                "expected an object for \(name), found \(value.typeDescription)", hint: hint)
        }
        self.file = file
        self.path = path
        self.location = value.location
        var members: [String: JSONMember] = [:]
        let place = path.map { "in \($0)" } ?? "at the top level"
        for member in list {
            guard allowedKeys.contains(member.key) else {
                let allowed = allowedKeys.map { "\"\($0)\"" }.joined(separator: ", ")
                var message = "unknown key \"\(member.key)\" \(place); allowed keys are \(allowed)"
                if let suggestion = KeySuggestion.closest(to: member.key, among: allowedKeys) {
                    message += " (did you mean \"\(suggestion)\"?)"
                }
                throw ConfigError(.unknownKey, file: file, at: member.keyLocation, message)
            }
            if let first = members[member.key] {
                throw ConfigError(
                    .duplicateKey, file: file, at: member.keyLocation,
                    "duplicate key \"\(member.key)\" \(place); it is already set at \(first.keyLocation)",
                    hint: "keep one of the two")
            }
            members[member.key] = member
        }
        self.members = members
    }

    /// The value for `key`, or nil when it is absent.
    func optional(_ key: String) -> JSONValue? { members[key]?.value }

    /// The value for `key`; a missing key is an error at the object's `{`.
    /// - Parameter expected: what the value should be, e.g. "a string", for the message.
    func required(_ key: String, expected: String, hint: String? = nil) throws(ConfigError) -> JSONValue {
        guard let value = members[key]?.value else {
            throw ConfigError(
                .missingKey, file: file, at: location,
                "missing key \"\(key)\" \(placeDescription): expected \(expected)", hint: hint)
        }
        return value
    }

    /// A string member, or nil when the key is absent; wrong types are errors at the value.
    func optionalString(_ key: String, hint: String? = nil) throws(ConfigError) -> String? {
        guard members[key] != nil else { return nil }
        return try requiredString(key, hint: hint).0
    }

    /// A member that must be one of a few names (`names`, in the order the message lists them), or nil
    /// when the key is absent. Any other string is an error at the value naming the allowed ones.
    func optionalName<Value>(_ key: String, of names: KeyValuePairs<String, Value>) throws(ConfigError) -> Value? {
        let allowed = names.map { "\"\($0.key)\"" }.joined(separator: ", ")
        let hint = "one of \(allowed)"
        guard members[key] != nil else { return nil }
        let (text, location) = try requiredString(key, hint: hint)
        guard let value = names.first(where: { $0.key == text })?.value else {
            throw ConfigError(
                .invalidValue, file: file, at: location,
                "\"\(key)\" \(placeDescription) must be one of \(allowed), found \"\(text)\"", hint: nil)
        }
        return value
    }

    /// A string member; wrong types are errors at the value.
    func requiredString(_ key: String, hint: String? = nil) throws(ConfigError) -> (String, TextPosition) {
        let value = try required(key, expected: "a string", hint: hint)
        guard case .string(let string) = value.kind else {
            throw ConfigError(
                .wrongType, file: file, at: value.location,
                "expected a string for \"\(key)\" \(placeDescription), found \(value.typeDescription)",
                hint: hint)
        }
        try Self.refuseNUL(in: string, key: key, place: placeDescription, at: value.location, file: file)
        return (string, value.location)
    }

    /// Refuses a string holding a NUL character (`\u0000`): C APIs (fonts, file paths) would cut the
    /// text there. Other control characters are accepted (a title shows them as spaces).
    static func refuseNUL(in string: String, key: String, place: String, at location: TextPosition, file: String)
        throws(ConfigError)
    {
        guard string.utf8.contains(0) else { return }
        throw ConfigError(
            .invalidValue, file: file, at: location,
            "\"\(key)\" \(place) contains a NUL character (\\u0000)",
            hint: "remove it: text and paths cannot hold one (other control characters such as \\t show as spaces)")
    }
}
