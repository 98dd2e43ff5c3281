/// A closed set of names a JSON line holds (a line's type, a pointer phase, a scene): written as the
/// raw value; reading a name not in the set is an error that lists the names there are.
protocol LineName: RawRepresentable<String>, CaseIterable, Codable {
    /// What the names name, for messages: "pointer phase".
    static var noun: String { get }
}

extension LineName {
    init(from decoder: any Decoder) throws {
        try self.init(name: decoder)
    }

    /// Decodes a name of the set; a public type conforming calls it from its public `init(from:)`.
    init(name decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let value = Self(rawValue: name) else { throw Self.unknown(name, at: decoder.codingPath) }
        self = value
    }

    /// The error for `name`, found at `codingPath`: what it is not, and what the names are.
    static func unknown(_ name: String, at codingPath: [any CodingKey], or extra: String? = nil) -> LineNameError {
        let names = allCases.map(\.rawValue).joined(separator: ", ") + (extra.map { ", \($0)" } ?? "")
        return LineNameError(
            codingPath: codingPath, message: "unknown \(noun) \"\(JSONLineError.clipped(name))\"",
            hint: "\(noun)s are \(names)")
    }
}

/// A name outside its `LineName` set, where it was found.
struct LineNameError: Error {
    var codingPath: [any CodingKey]
    var message: String
    var hint: String
}

extension KeyedDecodingContainer {
    /// The name at `key`, read as `T`'s own names: for a type whose `Decodable` conformance is
    /// declared elsewhere (ScrollKit's `ScrollCause`), so an unknown one still lists the names.
    func decodeName<T: LineName>(_ type: T.Type, forKey key: Key) throws -> T {
        let name = try decode(String.self, forKey: key)
        guard let value = T(rawValue: name) else { throw T.unknown(name, at: codingPath + [key]) }
        return value
    }
}
