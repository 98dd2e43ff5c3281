/// A strict recursive-descent JSON parser (RFC 8259) over UTF-8 bytes that records the line and
/// column of every value.
///
/// Written for config files, where a good error message matters more than speed: Foundation's
/// decoders on Linux do not report reliable positions. It accepts exactly one JSON value
/// surrounded by optional whitespace (and an optional UTF-8 byte-order mark), and refuses
/// comments, trailing commas, single quotes, leading zeros, unescaped control characters,
/// lone UTF-16 surrogates, nesting deeper than `maximumDepth`, and anything after the value.
/// It never traps: every input ends in a value or a `JSONSyntaxError`.
struct JSONParser {
    /// Objects and arrays nested deeper than this are refused, so pathological input cannot
    /// exhaust the stack.
    static let maximumDepth = 64

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    private let bytes: [UInt8]
    private let maximumDepth: Int
    private var index = 0
    private var line = 1
    private var column = 1

    private init(bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    /// Parses `bytes` as one JSON document.
    static func parse(_ bytes: [UInt8], maximumDepth: Int = JSONParser.maximumDepth) throws(JSONSyntaxError) -> JSONValue {
        try UTF8Check.validate(bytes)
        var parser = JSONParser(bytes: bytes, maximumDepth: maximumDepth)
        if bytes.starts(with: byteOrderMark) { parser.index = byteOrderMark.count }
        parser.skipWhitespace()
        if parser.isAtEnd {
            throw JSONSyntaxError(
                kind: .empty, location: parser.location, message: "the file is empty",
                hint: #"a config is a JSON object, e.g. {"banners": []}"#)
        }
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if !parser.isAtEnd {
            throw parser.failure(
                "unexpected \(parser.describeCurrent()) after the end of the JSON value",
                hint: "a JSON file holds exactly one value; remove what follows it")
        }
        return value
    }

    // MARK: - Cursor

    private var isAtEnd: Bool { index >= bytes.count }
    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }
    private var location: TextPosition { TextPosition(line: line, column: column) }

    /// Moves past one byte, keeping `line` and `column` in step (columns count scalars, so
    /// UTF-8 continuation bytes do not advance them).
    private mutating func advance() {
        guard index < bytes.count else { return }
        let byte = bytes[index]
        index += 1
        if byte == ASCII.newline || (byte == ASCII.carriageReturn && current != ASCII.newline) {
            line += 1
            column = 1
        } else if !UTF8Check.isContinuation(byte) {
            column += 1
        }
    }

    private mutating func skipWhitespace() {
        while let byte = current, ASCII.isWhitespace(byte) { advance() }
    }

    private func failure(_ message: String, at location: TextPosition? = nil, hint: String? = nil) -> JSONSyntaxError {
        JSONSyntaxError(kind: .malformed, location: location ?? self.location, message: message, hint: hint)
    }

    // MARK: - Values

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard let byte = current else {
            throw failure("unexpected end of file: expected a value")
        }
        let start = location
        switch byte {
        case ASCII.openBrace: return try parseObject(depth: depth + 1, start: start)
        case ASCII.openBracket: return try parseArray(depth: depth + 1, start: start)
        case ASCII.quote: return JSONValue(kind: .string(try parseString()), location: start)
        case ASCII.minus, ASCII.zero...ASCII.nine: return try parseNumber(start: start)
        default:
            if let literal = try parseLiteral() { return JSONValue(kind: literal, location: start) }
            throw failure("expected a value, found \(describeCurrent())", hint: hintForUnexpectedValue())
        }
    }

    private mutating func checkDepth(_ depth: Int) throws(JSONSyntaxError) {
        if depth > maximumDepth {
            throw failure("objects and arrays are nested deeper than \(maximumDepth) levels")
        }
    }

    private mutating func parseObject(depth: Int, start: TextPosition) throws(JSONSyntaxError) -> JSONValue {
        try checkDepth(depth)
        advance() // {
        var members: [JSONMember] = []
        skipWhitespace()
        if current == ASCII.closeBrace {
            advance()
            return JSONValue(kind: .object(members), location: start)
        }
        while true {
            skipWhitespace()
            guard current == ASCII.quote else {
                if current == ASCII.closeBrace {
                    throw failure(
                        "expected a key in double quotes after ',', found '}'",
                        hint: "JSON does not allow a comma after the last member; remove it")
                }
                throw failure(
                    "expected a key in double quotes, found \(describeCurrent())",
                    hint: current.map(ASCII.isIdentifierByte) == true ? #"write keys in double quotes, e.g. "title""# : nil)
            }
            let keyLocation = location
            let key = try parseString()
            skipWhitespace()
            guard current == ASCII.colon else {
                throw failure("expected ':' after the key \"\(key)\", found \(describeCurrent())")
            }
            advance()
            skipWhitespace()
            let value = try parseValue(depth: depth)
            members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
            skipWhitespace()
            switch current {
            case ASCII.comma: advance()
            case ASCII.closeBrace:
                advance()
                return JSONValue(kind: .object(members), location: start)
            default:
                throw failure(
                    "expected ',' or '}' after an object member, found \(describeCurrent())",
                    hint: current == ASCII.quote ? "add a ',' between the members" : nil)
            }
        }
    }

    private mutating func parseArray(depth: Int, start: TextPosition) throws(JSONSyntaxError) -> JSONValue {
        try checkDepth(depth)
        advance() // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == ASCII.closeBracket {
            advance()
            return JSONValue(kind: .array(elements), location: start)
        }
        while true {
            skipWhitespace()
            if current == ASCII.closeBracket {
                throw failure(
                    "expected a value after ',', found ']'",
                    hint: "JSON does not allow a comma after the last element; remove it")
            }
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            switch current {
            case ASCII.comma: advance()
            case ASCII.closeBracket:
                advance()
                return JSONValue(kind: .array(elements), location: start)
            default:
                throw failure(
                    "expected ',' or ']' after an array element, found \(describeCurrent())",
                    hint: current == ASCII.openBrace || current == ASCII.quote ? "add a ',' between the elements" : nil)
            }
        }
    }

    /// `true`, `false` or `null`, when the current word is exactly one of them.
    private mutating func parseLiteral() throws(JSONSyntaxError) -> JSONValue.Kind? {
        for (word, kind) in [("true", JSONValue.Kind.bool(true)), ("false", .bool(false)), ("null", .null)] {
            let utf8 = Array(word.utf8)
            let end = index + utf8.count
            guard end <= bytes.count, Array(bytes[index..<end]) == utf8 else { continue }
            if end < bytes.count, ASCII.isIdentifierByte(bytes[end]) { return nil }
            for _ in utf8 { advance() }
            return kind
        }
        return nil
    }

    private mutating func parseNumber(start: TextPosition) throws(JSONSyntaxError) -> JSONValue {
        let first = index
        if current == ASCII.minus { advance() }
        guard let lead = current, ASCII.isDigit(lead) else {
            throw failure("expected a digit after '-', found \(describeCurrent())")
        }
        advance()
        if lead == ASCII.zero, let next = current, ASCII.isDigit(next) {
            throw failure("numbers cannot have leading zeros", hint: "write 7, not 07")
        }
        skipDigits()
        if current == ASCII.dot {
            advance()
            guard let digit = current, ASCII.isDigit(digit) else {
                throw failure("expected a digit after '.', found \(describeCurrent())")
            }
            skipDigits()
        }
        if current == ASCII.lowerE || current == ASCII.upperE {
            advance()
            if current == ASCII.plus || current == ASCII.minus { advance() }
            guard let digit = current, ASCII.isDigit(digit) else {
                throw failure("expected a digit in the exponent, found \(describeCurrent())")
            }
            skipDigits()
        }
        let literal = String(decoding: bytes[first..<index], as: UTF8.self)
        // The grammar above only lets through literals Double can read; overflow reads as ±infinity.
        guard let value = Double(literal) else {
            throw failure("the number \(literal) cannot be read", at: start)
        }
        return JSONValue(kind: .number(value, literal: literal), location: start)
    }

    private mutating func skipDigits() {
        while let byte = current, ASCII.isDigit(byte) { advance() }
    }

    // MARK: - Strings

    /// Reads a string starting at its opening quote; returns its decoded contents.
    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = location
        advance() // "
        var buffer: [UInt8] = []
        while true {
            guard let byte = current else {
                throw failure(
                    "unexpected end of file inside a string that starts at \(start)", hint: "close the string with '\"'")
            }
            switch byte {
            case ASCII.quote:
                advance()
                return String(decoding: buffer, as: UTF8.self)
            case ASCII.backslash:
                try parseEscape(into: &buffer)
            case ASCII.newline, ASCII.carriageReturn:
                throw failure(
                    "unterminated string: a line break inside a string (which starts at \(start))",
                    hint: #"close the string with '"' before the end of the line, or write a line break as \n"#)
            case ..<0x20:
                throw failure(
                    "control character \(ASCII.codePoint(byte)) inside a string must be escaped",
                    hint: #"write it as \u00XX, or \t for a tab"#)
            default:
                buffer.append(byte)
                advance()
            }
        }
    }

    private mutating func parseEscape(into buffer: inout [UInt8]) throws(JSONSyntaxError) {
        let start = location
        advance() // backslash
        guard let byte = current else {
            throw failure("unexpected end of file after '\\' inside a string")
        }
        let simple: UInt8? =
            switch byte {
            case ASCII.quote: ASCII.quote
            case ASCII.backslash: ASCII.backslash
            case ASCII.slash: ASCII.slash
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): ASCII.newline
            case UInt8(ascii: "r"): ASCII.carriageReturn
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple {
            advance()
            buffer.append(simple)
            return
        }
        guard byte == UInt8(ascii: "u") else {
            throw failure(
                "invalid escape '\\\(describeByte(byte))' inside a string", at: start,
                hint: #"the escapes JSON allows are \" \\ \/ \b \f \n \r \t and \uXXXX"#)
        }
        advance()
        let unit = try parseHex4(escapeStart: start)
        var scalarValue = UInt32(unit)
        if (0xD800...0xDBFF).contains(unit) {
            // A high surrogate must be followed by an escaped low surrogate.
            guard current == ASCII.backslash, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                throw failure(
                    "unpaired UTF-16 surrogate \\u\(ASCII.hex(unit)) inside a string", at: start,
                    hint:
                        "a character outside the Basic Multilingual Plane is written as two escapes, e.g. \\uD83C\\uDF1E, or as the character itself"
                )
            }
            let lowStart = location
            advance()
            advance()
            let low = try parseHex4(escapeStart: lowStart)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw failure(
                    "\\u\(ASCII.hex(unit)) must be followed by a low surrogate (\\uDC00-\\uDFFF), found \\u\(ASCII.hex(low))",
                    at: lowStart)
            }
            scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(unit) {
            throw failure(
                "unpaired UTF-16 surrogate \\u\(ASCII.hex(unit)) inside a string", at: start,
                hint: "a low surrogate must follow a high surrogate (\\uD800-\\uDBFF)")
        }
        guard let scalar = Unicode.Scalar(scalarValue) else {
            throw failure("\\u escape is not a Unicode scalar", at: start)
        }
        buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    private mutating func parseHex4(escapeStart: TextPosition) throws(JSONSyntaxError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = ASCII.hexValue(byte) else {
                throw failure(
                    "expected four hex digits after \\u, found \(describeCurrent())",
                    hint: "write a \\u escape as \\u followed by exactly four hex digits, e.g. \\u00E9")
            }
            value = value << 4 | UInt16(digit)
            advance()
        }
        return value
    }

    // MARK: - Describing what was found

    /// The current input, as a message shows it: `'x'`, `'word'`, `end of file`.
    private func describeCurrent() -> String {
        guard let byte = current else { return "end of file" }
        if ASCII.isIdentifierByte(byte) {
            var end = index
            while end < bytes.count, end - index < 24, ASCII.isIdentifierByte(bytes[end]) { end += 1 }
            return "'" + String(decoding: bytes[index..<end], as: UTF8.self) + "'"
        }
        if byte >= 0x80 {
            // Already validated UTF-8: decode the one scalar that starts here.
            let length = UTF8Check.sequenceLength(byte)
            let end = min(bytes.count, index + length)
            return "'" + String(decoding: bytes[index..<end], as: UTF8.self) + "'"
        }
        return describeByte(byte).hasPrefix("U+") ? describeByte(byte) : "'" + describeByte(byte) + "'"
    }

    private func describeByte(_ byte: UInt8) -> String {
        (0x20..<0x7F).contains(byte) ? String(UnicodeScalar(byte)) : ASCII.codePoint(byte)
    }

    private func hintForUnexpectedValue() -> String? {
        switch current {
        case ASCII.singleQuote: #"JSON strings use double quotes: "like this""#
        case ASCII.slash, ASCII.hash: "JSON does not allow comments; remove them"
        case ASCII.plus, ASCII.dot: "JSON numbers start with a digit or '-', e.g. 0.5"
        case let byte? where ASCII.isIdentifierByte(byte):
            #"text values must be in double quotes; the only bare words are true, false and null"#
        default: nil
        }
    }
}
