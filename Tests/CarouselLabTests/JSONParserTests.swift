import Foundation
import Testing

@testable import CarouselLabCore

/// The config's JSON parser on valid input: values, escapes, numbers and recorded positions.
@Suite("Config: JSON parser")
struct JSONParserTests {
    private func parse(_ text: String) throws -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    private func string(_ value: JSONValue) -> String? {
        if case .string(let s) = value.kind { return s }
        return nil
    }

    private func elements(_ value: JSONValue) -> [JSONValue] {
        if case .array(let list) = value.kind { return list }
        return []
    }

    @Test("string escapes decode, including \\u escapes and surrogate pairs")
    func escapes() throws {
        let value = try parse(#"["a\"b\\c\/d\b\f\n\r\t", "\u00e9\u00C9", "\uD83C\uDF1E", "\u0000", "€ ☕ 🌞"]"#)
        let strings = elements(value).map(string)
        #expect(strings == ["a\"b\\c/d\u{08}\u{0C}\n\r\t", "éÉ", "🌞", "\u{0}", "€ ☕ 🌞"])
    }

    @Test("numbers follow JSON's grammar; overflow reads as infinity for the schema to refuse")
    func numbers() throws {
        let value = try parse("[0, -0, 12, -3.25, 1e3, 2.5E-2, 1e999, -1e999]")
        let numbers = elements(value).map { value -> Double? in
            if case .number(let n, _) = value.kind { return n }
            return nil
        }
        #expect(numbers == [0, -0.0, 12, -3.25, 1000, 0.025, .infinity, -.infinity])
        if case .number(_, let literal) = elements(value)[3].kind {
            #expect(literal == "-3.25")
        } else {
            Issue.record("not a number")
        }
    }

    @Test("true, false, null, empty containers and surrounding whitespace")
    func literals() throws {
        let value = try parse(" \t\r\n[true, false, null, {}, []] \n")
        let kinds = elements(value).map(\.typeDescription)
        #expect(kinds == ["true", "false", "null", "an object", "an array"])
    }

    @Test("every value and key records its line and column")
    func positions() throws {
        let text = [
            "{",
            #"  "a": [1,"#,
            #"        "x"],"#,
            #"  "é€": {"b": null}"#,
            "}",
        ].joined(separator: "\n")
        let root = try parse(text)
        #expect(root.location == at(1, 1))
        guard case .object(let members) = root.kind, members.count == 2 else {
            Issue.record("expected an object with two members")
            return
        }
        #expect(members[0].keyLocation == at(2, 3))
        #expect(members[0].value.location == at(2, 8))
        #expect(elements(members[0].value).map(\.location) == [at(2, 9), at(3, 9)])
        #expect(members[1].key == "é€")
        #expect(members[1].keyLocation == at(4, 3))
        #expect(members[1].value.location == at(4, 9))
        if case .object(let inner) = members[1].value.kind {
            #expect(inner.first?.keyLocation == at(4, 10))
            #expect(inner.first?.value.location == at(4, 15))
        } else {
            Issue.record("expected an inner object")
        }
    }

    @Test("a UTF-8 byte-order mark is skipped and does not shift columns")
    func byteOrderMark() throws {
        let value = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array(#"{"k": 1}"#.utf8))
        guard case .object(let members) = value.kind else {
            Issue.record("expected an object")
            return
        }
        #expect(value.location == at(1, 1))
        #expect(members.first?.value.location == at(1, 7))
    }

    @Test("a bare top-level scalar is valid JSON (the schema refuses it, not the parser)")
    func scalarTopLevel() throws {
        #expect(string(try parse(#" "hi" "#)) == "hi")
    }
}
