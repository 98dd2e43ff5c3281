import Foundation

/// One line of a JSON-lines file the lab reads or writes (a `--record` recording, the `--events`
/// log): one JSON object, a `Codable` value.
///
/// Written by Foundation's `JSONEncoder` with sorted keys, so a line's text depends only on its
/// values; numbers in Swift's shortest round-tripping form (`320`, `0.2083333333333333`), a
/// non-finite one (a bug upstream) as the string `"nan"`, `"inf"` or `"-inf"`.
///
/// Read strictly, in three steps: the config's line/column-aware `JSONParser` refuses bad JSON,
/// anything but an object, a key written twice and a number too large for a `Double`; the reader
/// refuses keys the line's type does not have (`checkKeys(allowed:)`); `JSONDecoder` builds the
/// value, its errors (a missing key, a wrong type, an unknown name) told as what is wrong with which
/// key. Every error is a `JSONLineError` naming the file and the line and quoting the line.
struct JSONLine {
    let file: String
    /// The 1-based line number.
    let number: Int
    let bytes: [UInt8]
    /// The object's members in the order written.
    let members: [JSONMember]

    // MARK: Writing

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }()

    /// `value` as one line of JSON, without the line break. The lab's line types encode nothing that
    /// can fail (non-finite numbers become strings), so a failure would be a bug: it gives "{}".
    static func text(_ value: some Encodable) -> String {
        (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    // MARK: Reading

    private static let decoder = JSONDecoder()

    /// Parses line `number` of `file`.
    init(_ bytes: [UInt8], number: Int, file: String) throws(JSONLineError) {
        self.file = file
        self.number = number
        self.bytes = bytes
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes)
        } catch {
            throw JSONLineError(
                file: file, line: number, "not a JSON object: \(error.message) (column \(error.location.column))",
                hint: error.hint, text: bytes)
        }
        guard case .object(let members) = value.kind else {
            throw JSONLineError(file: file, line: number, "expected a JSON object, found \(value.typeDescription)", text: bytes)
        }
        self.members = members
        try check(value, path: nil)
    }

    /// The string value of `key`; nil when it is absent or not a string. For choosing a line's type
    /// before decoding it.
    func string(_ key: String) -> String? {
        guard case .string(let string) = members.first(where: { $0.key == key })?.value.kind else { return nil }
        return string
    }

    /// Refuses a key outside `allowed`, suggesting the allowed key it is a typo of.
    func checkKeys(allowed: [String]) throws(JSONLineError) {
        guard let unknown = members.first(where: { !allowed.contains($0.key) })?.key else { return }
        let suggestion = KeySuggestion.closest(to: unknown, among: allowed).map { " (did you mean \"\($0)\"?)" } ?? ""
        throw error(
            "unknown key \"\(JSONLineError.clipped(unknown))\"\(suggestion)",
            hint: "this line's keys are \(allowed.map { "\"\($0)\"" }.joined(separator: ", "))")
    }

    /// The line decoded as `T`.
    func decode<T: Decodable>(_ type: T.Type) throws(JSONLineError) -> T {
        do {
            return try JSONLine.decoder.decode(type, from: Data(bytes))
        } catch let error as LineNameError {
            throw self.error(error.message, hint: error.hint)
        } catch let error as DecodingError {
            throw self.error(describe(error))
        } catch {
            throw self.error("\(error)")
        }
    }

    /// An error at this line, quoting it.
    func error(_ message: String, hint: String? = nil) -> JSONLineError {
        JSONLineError(file: file, line: number, message, hint: hint, text: bytes)
    }

    // MARK: Checks and messages

    /// Refuses, anywhere in `value`, a key written twice in one object and a number too large for a `Double`.
    private func check(_ value: JSONValue, path: String?) throws(JSONLineError) {
        switch value.kind {
        case .object(let members):
            var seen = Set<String>()
            for member in members {
                let name = JSONLine.name(of: member.key, in: path)
                guard seen.insert(member.key).inserted else {
                    throw error("duplicate key \(name)", hint: "keep one of the two")
                }
                try check(member.value, path: name)
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() { try check(element, path: "\(path ?? "")[\(index)]") }
        case .number(let number, let literal) where !number.isFinite:
            throw error("\(path ?? "the value") must be a finite number, found \(JSONLineError.clipped(literal))")
        default:
            break
        }
    }

    /// What a decoding error says is wrong, naming the key as written.
    private func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            return "missing \(JSONLine.name(of: context.codingPath + [key]))"
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            let found = value(at: context.codingPath).map { $0.typeDescription } ?? "nothing"
            return "\(JSONLine.name(of: context.codingPath)) must be \(JSONLine.expectation(type)), found \(found)"
        case .dataCorrupted(let context):
            if case .number(_, let literal)? = value(at: context.codingPath)?.kind {
                return "\(JSONLine.name(of: context.codingPath)) must be a whole number, found \(JSONLineError.clipped(literal))"
            }
            return "\(JSONLine.name(of: context.codingPath)): \(JSONLineError.clipped(context.debugDescription, to: 160))"
        @unknown default:
            return JSONLineError.clipped("\(error)", to: 160)
        }
    }

    /// The value at `path`, for saying what was found there.
    private func value(at path: [any CodingKey]) -> JSONValue? {
        var value = JSONValue(kind: .object(members), location: TextPosition(line: 1, column: 1))
        for key in path {
            switch value.kind {
            case .object(let members):
                guard let member = members.last(where: { $0.key == key.stringValue }) else { return nil }
                value = member.value
            case .array(let elements):
                guard let index = key.intValue, elements.indices.contains(index) else { return nil }
                value = elements[index]
            default:
                return nil
            }
        }
        return value
    }

    /// A key path as messages write it: `"modifiers"[1]`.
    private static func name(of path: [any CodingKey]) -> String {
        var name: String?
        for key in path {
            if let index = key.intValue {
                name = "\(name ?? "")[\(index)]"
            } else {
                name = self.name(of: key.stringValue, in: name)
            }
        }
        return name ?? "the line"
    }

    private static func name(of key: String, in path: String?) -> String {
        (path.map { "\($0)." } ?? "") + "\"\(JSONLineError.clipped(key))\""
    }

    /// What a value of `type` is, for "must be …" messages.
    private static func expectation(_ type: Any.Type) -> String {
        switch type {
        case is Bool.Type: return "true or false"
        case is String.Type: return "a string"
        case is any BinaryInteger.Type, is any BinaryFloatingPoint.Type: return "a number"
        default:
            let name = "\(type)"
            return name.hasPrefix("Array") ? "an array" : name.hasPrefix("Dictionary") ? "an object" : "a \(name)"
        }
    }
}

extension KeyedDecodingContainer {
    /// An `Int` read as a number, so 2.5 is refused as not whole at its key (`JSONDecoder` reports
    /// an `Int` it cannot read as invalid JSON, without the key).
    func decodeWholeNumber(forKey key: Key) throws -> Int {
        guard let whole = Int(exactly: try decode(Double.self, forKey: key)) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "not a whole number")
        }
        return whole
    }
}
