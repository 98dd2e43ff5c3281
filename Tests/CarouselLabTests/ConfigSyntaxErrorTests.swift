import Foundation
import Testing

@testable import CarouselLabCore

/// Malformed files: the message names the file, the exact line and column, and what was expected.
@Suite("Config: malformed files")
struct ConfigSyntaxErrorTests {
    @Test("a missing comma between members is reported at the next key, with file:line:column")
    func missingCommaExactMessage() throws {
        let text = [
            "{",
            #"  "banners": []"#,
            #"  "layout": {}"#,
            "}",
        ].joined(separator: "\n")
        let error = try #require(configError(text, path: "banners.json"))
        #expect(error.kind == .malformedJSON)
        #expect(error.location == at(3, 3))
        #expect(
            error.description == """
                banners.json:3:3: malformed JSON: expected ',' or '}' after an object member, found '"'
                hint: add a ',' between the members
                """)
    }

    @Test("a missing comma between banners, deep in the file")
    func missingCommaInArray() throws {
        let text = [
            "{",
            #"  "banners": ["#,
            #"    {"title": "A", "subtitle": "B", "image": "a.jpg"}"#,
            #"    {"title": "C", "subtitle": "D", "image": "c.jpg"}"#,
            "  ]",
            "}",
        ].joined(separator: "\n")
        let error = try #require(configError(text, path: "cfg/x.json"))
        #expect(
            error.description.hasPrefix(
                "cfg/x.json:4:5: malformed JSON: expected ',' or ']' after an array element, found '{'"))
    }

    @Test("columns count characters, not bytes, after non-ASCII text")
    func columnsCountScalars() throws {
        // "Café ☕ 🌞" is 8 characters but 14 bytes; the stray 'x' is at column 35.
        let text = #"{"banners": [{"title": "Café ☕ 🌞" x"#
        let error = try #require(configError(text, path: "u.json"))
        #expect(error.location == at(1, 35))
        #expect(error.message == "malformed JSON: expected ',' or '}' after an object member, found 'x'")
    }

    @Test("CRLF and lone CR line endings count as one line each")
    func lineEndings() throws {
        let crlf = try #require(configError("{\r\n\"banners\": [],\r\n}"))
        #expect(crlf.location == at(3, 1))
        #expect(crlf.message.contains("expected a key in double quotes after ','"))
        let cr = try #require(configError("{\r\r  ?"))
        #expect(cr.location == at(3, 3))
    }

    @Test(
        "common mistakes get a specific message and hint",
        arguments: [
            // (text, line, column, message fragment, hint fragment)
            (#"{"banners": [],}"#, 1, 16, "expected a key in double quotes after ',', found '}'", "comma after the last member"),
            (#"{"banners": [1,]}"#, 1, 16, "expected a value after ',', found ']'", "comma after the last element"),
            (#"{'banners': []}"#, 1, 2, "expected a key in double quotes, found '''", nil),
            (#"{"banners": ['a']}"#, 1, 14, "expected a value, found '''", "double quotes"),
            ("{\"banners\": [] // list\n}", 1, 16, "expected ',' or '}' after an object member, found '/'", nil),
            ("// comment\n{}", 1, 1, "expected a value, found '/'", "comments"),
            (#"{banners: []}"#, 1, 2, "expected a key in double quotes, found 'banners'", "double quotes"),
            (#"{"banners" []}"#, 1, 12, #"expected ':' after the key "banners", found '['"#, nil),
            (#"{"banners": [tru]}"#, 1, 14, "expected a value, found 'tru'", "true, false and null"),
            (#"{"banners": [NaN]}"#, 1, 14, "expected a value, found 'NaN'", nil),
            (#"{"banners": [+1]}"#, 1, 14, "expected a value, found '+'", "start with a digit"),
            (#"{"banners": [.5]}"#, 1, 14, "expected a value, found '.'", "start with a digit"),
            (#"{"banners": [01]}"#, 1, 15, "numbers cannot have leading zeros", nil),
            (#"{"banners": [1.]}"#, 1, 16, "expected a digit after '.', found ']'", nil),
            (#"{"banners": [1e]}"#, 1, 16, "expected a digit in the exponent, found ']'", nil),
            (#"{"banners": [-]}"#, 1, 15, "expected a digit after '-', found ']'", nil),
            (#"{"banners": []} x"#, 1, 17, "unexpected 'x' after the end of the JSON value", "exactly one value"),
            (#"{"banners": []}{}"#, 1, 16, "unexpected '{' after the end of the JSON value", nil),
            (#"{"banners": ["#, 1, 14, "unexpected end of file: expected a value", nil),
            (#"{"banners": []"#, 1, 15, "expected ',' or '}' after an object member, found end of file", nil),
            (#"{"banners": ["abc"#, 1, 18, "unexpected end of file inside a string that starts at 1:14", nil),
            ("{\"banners\": [\"ab\ncd\"]}", 1, 17, "unterminated string", #"\n"#),
            ("{\"banners\": [\"a\u{01}\"]}", 1, 16, "control character U+0001 inside a string must be escaped", nil),
            (#"{"banners": ["a\qb"]}"#, 1, 16, #"invalid escape '\q' inside a string"#, #"\uXXXX"#),
            (#"{"banners": ["\u12G4"]}"#, 1, 19, "expected four hex digits after \\u, found 'G4'", nil),
            (#"{"banners": ["\uD83C"]}"#, 1, 15, "unpaired UTF-16 surrogate \\uD83C", "two escapes"),
            (#"{"banners": ["\uDF1E"]}"#, 1, 15, "unpaired UTF-16 surrogate \\uDF1E", nil),
            (#"{"banners": ["\uD83C\u0041"]}"#, 1, 21, "must be followed by a low surrogate", nil),
        ] as [(String, Int, Int, String, String?)])
    func specificMessages(text: String, line: Int, column: Int, fragment: String, hint: String?) throws {
        let error = try #require(configError(text, path: "b.json"))
        #expect(error.kind == .malformedJSON)
        #expect(error.location == at(line, column), "\(error)")
        #expect(error.description.hasPrefix("b.json:\(line):\(column): malformed JSON: "), "\(error)")
        #expect(error.message.contains(fragment), "\(error)")
        if let hint { #expect(error.hint?.contains(hint) == true, "\(error)") }
    }

    @Test("an empty or whitespace-only file is its own error, without a position")
    func emptyFile() throws {
        for text in ["", "  \n\t\r\n", "\u{FEFF}"] {
            let error = try #require(configError(text, path: "empty.json"))
            #expect(error.kind == .emptyFile)
            #expect(error.location == nil)
            #expect(error.description.hasPrefix("empty.json: the file is empty\nhint: "))
        }
    }

    @Test("bytes that are not UTF-8 are reported at the first bad byte")
    func notUTF8() throws {
        var bytes = Array("{\n  \"banners\": [\"caf".utf8)
        bytes += [0xE9] // Latin-1 é
        bytes += Array("\"]}".utf8)
        let result = Result { () throws(ConfigError) in try LabConfig.parse(data: Data(bytes), sourcePath: "latin1.json") }
        guard case .failure(let error) = result else {
            Issue.record("parsed")
            return
        }
        #expect(error.kind == .notUTF8)
        #expect(error.location == at(2, 19))
        #expect(error.description.hasPrefix("latin1.json:2:19: the file is not UTF-8 text: invalid byte 0xE9"))
        #expect(error.hint == "save the file as UTF-8 text")
    }

    @Test(
        "UTF-16 text, overlong forms, encoded surrogates and truncated sequences are not UTF-8",
        arguments: [
            [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00], // UTF-16 LE with BOM
            [0x7B, 0x00, 0x7D, 0x00], // UTF-16 LE without BOM
            [0x22, 0xC0, 0xAF, 0x22], // overlong '/'
            [0x22, 0xED, 0xA0, 0x80, 0x22], // encoded surrogate U+D800
            [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], // past U+10FFFF
            [0x22, 0xE2, 0x98], // truncated ☕
        ] as [[UInt8]])
    func invalidUTF8(bytes: [UInt8]) throws {
        let result = Result { () throws(ConfigError) in try LabConfig.parse(data: Data(bytes), sourcePath: "x.json") }
        guard case .failure(let error) = result else {
            Issue.record("parsed")
            return
        }
        #expect(error.kind == .notUTF8, "\(error)")
    }

    @Test("nesting deeper than the limit is refused without exhausting the stack")
    func depthLimit() throws {
        let deep = String(repeating: "[", count: 100_000)
        let error = try #require(configError(deep, path: "deep.json"))
        #expect(error.kind == .malformedJSON)
        #expect(error.location == at(1, JSONParser.maximumDepth + 1))
        #expect(error.message == "malformed JSON: objects and arrays are nested deeper than 64 levels")

        // Exactly at the limit is fine for the parser (the schema then refuses it).
        let atLimit = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        let schemaError = try #require(configError(atLimit))
        #expect(schemaError.kind == .wrongType)
    }
}
