/// The ASCII bytes the JSON grammar is written in, and small classifiers over them.
enum ASCII {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let quote = UInt8(ascii: "\"")
    static let singleQuote = UInt8(ascii: "'")
    static let backslash = UInt8(ascii: "\\")
    static let slash = UInt8(ascii: "/")
    static let hash = UInt8(ascii: "#")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let colon = UInt8(ascii: ":")
    static let comma = UInt8(ascii: ",")
    static let minus = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")
    static let dot = UInt8(ascii: ".")
    static let zero = UInt8(ascii: "0")
    static let nine = UInt8(ascii: "9")
    static let lowerE = UInt8(ascii: "e")
    static let upperE = UInt8(ascii: "E")

    /// JSON's four whitespace bytes: space, tab, line feed, carriage return.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == newline || byte == carriageReturn
    }

    static func isDigit(_ byte: UInt8) -> Bool { (zero...nine).contains(byte) }

    /// Letters, digits and `_`: the bytes of a bare word such as `tru` or `NaN` in a message.
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte == UInt8(ascii: "_")
    }

    /// The value of a hex digit, or nil.
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case zero...nine: byte - zero
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Four upper-case hex digits, e.g. `D83C`.
    static func hex(_ value: UInt16) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// `U+0007`-style name for a byte that has no printable form.
    static func codePoint(_ byte: UInt8) -> String { "U+" + hex(UInt16(byte)) }
}

/// UTF-8 validation that reports where the first bad byte is.
enum UTF8Check {
    static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

    /// How many bytes a sequence starting with `lead` has (1 for anything that is not a valid lead).
    static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 1
        }
    }

    /// Throws `.notUTF8` at the line and column of the first byte that is not well-formed UTF-8
    /// (overlong forms, surrogates and code points past U+10FFFF included), or for text that
    /// looks like UTF-16/UTF-32.
    static func validate(_ bytes: [UInt8]) throws(JSONSyntaxError) {
        let utf8Hint = "save the file as UTF-8 text"
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) || bytes.prefix(4).contains(0) {
            throw JSONSyntaxError(
                kind: .notUTF8, location: TextPosition(line: 1, column: 1),
                message: "the file is not UTF-8 text (it looks like UTF-16 or UTF-32)", hint: utf8Hint)
        }
        var index = 0
        var line = 1
        var column = 1
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                if lead == ASCII.newline
                    || (lead == ASCII.carriageReturn && (index + 1 == bytes.count || bytes[index + 1] != ASCII.newline))
                {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
                index += 1
                continue
            }
            let length = sequenceLength(lead)
            // The second byte's allowed range depends on the lead (RFC 3629's table).
            let secondRange: ClosedRange<UInt8> =
                switch lead {
                case 0xE0: 0xA0...0xBF
                case 0xED: 0x80...0x9F
                case 0xF0: 0x90...0xBF
                case 0xF4: 0x80...0x8F
                default: 0x80...0xBF
                }
            var valid = length > 1 && index + length <= bytes.count
            if valid {
                valid =
                    secondRange.contains(bytes[index + 1])
                    && bytes[(index + 2)..<(index + length)].allSatisfy(isContinuation)
            }
            guard valid else {
                throw JSONSyntaxError(
                    kind: .notUTF8, location: TextPosition(line: line, column: column),
                    message: "the file is not UTF-8 text: invalid byte 0x\(String(lead, radix: 16, uppercase: true))",
                    hint: utf8Hint)
            }
            index += length
            column += 1
        }
    }
}
