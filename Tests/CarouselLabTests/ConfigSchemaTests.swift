import Carousels
import Foundation
import ScrollKit
import Testing

@testable import CarouselLabCore

/// Well-formed JSON that does not follow the config format.
@Suite("Config: structure and types")
struct ConfigSchemaTests {
    @Test("a full config decodes, keeping order and text exactly")
    func goodConfig() throws {
        let text = #"""
            {"banners": [
              {"title": "Summer Sale −40%", "subtitle": "Until Sunday", "image": "images/summer.jpg"},
              {"title": "Café \"Noir\"", "subtitle": "", "image": "/srv/img/noir.png"}
            ]}
            """#
        let config = try #require(parsedConfig(text, path: "/configs/main/banners.json"))
        #expect(
            config.banners == [
                Banner(
                    title: "Summer Sale −40%", subtitle: "Until Sunday", image: ImageReference("/configs/main/images/summer.jpg")),
                Banner(title: "Café \"Noir\"", subtitle: "", image: ImageReference("/srv/img/noir.png")),
            ])
        #expect(config.layout == .standard)
        #expect(config.sourceURL == URL(fileURLWithPath: "/configs/main/banners.json"))
    }

    @Test("an empty banner list is valid")
    func emptyListIsValid() throws {
        let config = try #require(parsedConfig(#"{"banners": []}"#))
        #expect(config.banners.isEmpty)
    }

    @Test("a subtitle is optional: absent, it is empty")
    func subtitleIsOptional() throws {
        let config = try #require(
            parsedConfig(#"{"banners": [{"title": "T", "subtitle": "S", "image": "i"}, {"title": "U", "image": "j"}]}"#))
        #expect(config.banners.map(\.subtitle) == ["S", ""])
        #expect(config.banners.map(\.title) == ["T", "U"])
    }

    @Test("a wrong type names the key, the banner, what was expected and what was found")
    func wrongTypeExactMessage() throws {
        let text = [
            "{",
            #"  "banners": ["#,
            "    {",
            #"      "title": "A","#,
            #"      "subtitle": "B","#,
            #"      "image": "a.jpg""#,
            #"    }, {"title": 42,"#,
            #"      "subtitle": "D", "image": "d.jpg"}"#,
            "  ]",
            "}",
        ].joined(separator: "\n")
        let error = try #require(configError(text, path: "banners.json"))
        #expect(error.kind == .wrongType)
        #expect(
            error.description == """
                banners.json:7:18: expected a string for "title" in banners[1], found a number
                hint: e.g. "title": "Summer Sale"
                """)
    }

    @Test(
        "wrong types everywhere",
        arguments: [
            (#"[]"#, 1, 1, "expected an object for the top level, found an array"),
            (#""banners""#, 1, 1, "expected an object for the top level, found a string"),
            (#"{"banners": {}}"#, 1, 13, #"expected an array for "banners", found an object"#),
            (#"{"banners": null}"#, 1, 13, #"expected an array for "banners", found null"#),
            (#"{"banners": ["x"]}"#, 1, 14, "expected an object for banners[0], found a string"),
            (
                #"{"banners": [{"title": "T", "subtitle": false, "image": "i"}]}"#, 1, 41,
                #"expected a string for "subtitle" in banners[0], found false"#
            ),
            (
                #"{"banners": [{"title": "T", "subtitle": "S", "image": ["i"]}]}"#, 1, 55,
                #"expected a string for "image" in banners[0], found an array"#
            ),
            (#"{"banners": [], "layout": [16]}"#, 1, 27, #"expected an object for "layout", found an array"#),
        ] as [(String, Int, Int, String)])
    func wrongTypes(text: String, line: Int, column: Int, message: String) throws {
        let error = try #require(configError(text, path: "t.json"))
        #expect(error.kind == .wrongType, "\(error)")
        #expect(error.location == at(line, column), "\(error)")
        #expect(error.message == message, "\(error)")
    }

    @Test(
        "missing keys are reported at the object that lacks them",
        arguments: [
            (#"{}"#, 1, 1, #"missing key "banners" at the top level: expected an array of banners"#),
            (#"{"layout": {}}"#, 1, 1, #"missing key "banners" at the top level: expected an array of banners"#),
            (
                "{\"banners\": [\n  {\"subtitle\": \"S\", \"image\": \"i\"}]}", 2, 3,
                #"missing key "title" in banners[0]: expected a string"#
            ),
            (#"{"banners": [{"title": "T", "subtitle": "S"}]}"#, 1, 14, #"missing key "image" in banners[0]: expected a string"#),
        ] as [(String, Int, Int, String)])
    func missingKeys(text: String, line: Int, column: Int, message: String) throws {
        let error = try #require(configError(text))
        #expect(error.kind == .missingKey, "\(error)")
        #expect(error.location == at(line, column), "\(error)")
        #expect(error.message == message, "\(error)")
        #expect(error.hint != nil)
    }

    @Test("an unknown key is an error naming the key, its path and the allowed keys")
    func unknownKeyTypo() throws {
        let text = [
            #"{"banners": ["#,
            #"  {"title": "T", "subtitel": "S", "image": "i"}"#,
            "]}",
        ].joined(separator: "\n")
        let error = try #require(configError(text, path: "banners.json"))
        #expect(error.kind == .unknownKey)
        #expect(
            error.description == """
                banners.json:2:18: unknown key "subtitel" in banners[0]; allowed keys are "title", "subtitle", "image", \
                "length", "id", "row" (did you mean "subtitle"?)
                """)
    }

    @Test(
        "unknown keys at every level",
        arguments: [
            (
                #"{"banners": [], "banner": []}"#, 1, 17,
                #"unknown key "banner" at the top level; allowed keys are "banners", "layout", "images", "motion" (did you mean "banners"?)"#
            ),
            (
                #"{"banners": [], "theme": "dark"}"#, 1, 17,
                #"unknown key "theme" at the top level; allowed keys are "banners", "layout", "images", "motion""#
            ),
            (
                #"{"banners": [{"title": "T", "subtitle": "S", "image": "i", "url": "x"}]}"#, 1, 60,
                #"unknown key "url" in banners[0]; allowed keys are "title", "subtitle", "image", "length", "id", "row""#
            ),
            (
                #"{"banners": [], "layout": {"corner_radius": 4}}"#, 1, 28,
                #"unknown key "corner_radius" in layout; allowed keys are "inset", "spacing", "cornerRadius", "crossInset", "axis", "direction", "effect", "itemLength", "itemsPerView", "align", "pageBy", "contain", "keylines" (did you mean "cornerRadius"?)"#
            ),
            (
                #"{"banners": [], "layout": {"Inset": 4}}"#, 1, 28,
                #"unknown key "Inset" in layout; allowed keys are "inset", "spacing", "cornerRadius", "crossInset", "axis", "direction", "effect", "itemLength", "itemsPerView", "align", "pageBy", "contain", "keylines" (did you mean "inset"?)"#
            ),
        ] as [(String, Int, Int, String)])
    func unknownKeys(text: String, line: Int, column: Int, message: String) throws {
        let error = try #require(configError(text))
        #expect(error.kind == .unknownKey, "\(error)")
        #expect(error.location == at(line, column), "\(error)")
        #expect(error.message == message, "\(error)")
    }

    @Test("a repeated key is an error pointing at both places")
    func duplicateKey() throws {
        let text = "{\"banners\": [],\n \"banners\": []}"
        let error = try #require(configError(text, path: "d.json"))
        #expect(error.kind == .duplicateKey)
        #expect(
            error.description.hasPrefix(
                #"d.json:2:2: duplicate key "banners" at the top level; it is already set at 1:2"#))
    }

    @Test("a blank title is refused; an empty subtitle is fine", arguments: ["", "   ", "\\t\\n"])
    func blankTitle(title: String) throws {
        let text = #"{"banners": [{"title": "\#(title)", "subtitle": "", "image": "i.jpg"}]}"#
        let error = try #require(configError(text, path: "e.json"))
        #expect(error.kind == .invalidValue)
        #expect(error.location == at(1, 24))
        #expect(error.message == #""title" in banners[0] is empty"#)
    }

    @Test(
        "a NUL character in any text is refused with its place; a tab is fine",
        arguments: [("title", #""A\u0000B""#), ("subtitle", #""x\u0000""#), ("image", #""i\u0000.jpg""#)])
    func nulRefused(key: String, literal: String) throws {
        var fields = ["title": #""T""#, "subtitle": #""S""#, "image": #""i.jpg""#]
        fields[key] = literal
        let text =
            #"{"banners": [{"title": \#(fields["title"]!), "subtitle": \#(fields["subtitle"]!), "image": \#(fields["image"]!)}]}"#
        let error = try #require(configError(text, path: "n.json"))
        #expect(error.kind == .invalidValue)
        #expect(error.message == #""\#(key)" in banners[0] contains a NUL character (\u0000)"#, "\(error.message)")
        #expect(error.description.contains("n.json:1:"))
        guard case .success = parseConfig(#"{"banners": [{"title": "A\tB", "subtitle": "", "image": "i.jpg"}]}"#, path: "t.json")
        else {
            Issue.record("a tab in a title was refused")
            return
        }
    }
}
