import Carousels
import Foundation
import Testing

@testable import CarouselLabCore

/// `"layout"`'s `keylines` (Material 3's keyline layouts): each name, its errors at file, line and
/// column, and its refusal of a 3D `effect`.
@Suite("Config: keylines")
struct ConfigKeylinesTests {
    @Test("without it, no keylines; each name gives its layout, the item length kept as the preferred large one")
    func names() throws {
        #expect(parsedConfig(#"{"banners": [], "layout": {"inset": 4}}"#)?.layout.keylines == nil)
        for (name, keylines) in [
            ("multi-browse", CarouselLayout.Keylines.multiBrowse), ("hero", .hero), ("uncontained", .uncontained),
        ] {
            let config = try #require(
                parsedConfig(#"{"banners": [], "layout": {"keylines": "\#(name)", "itemLength": 240, "spacing": 8}}"#))
            #expect(config.layout == CarouselLayout(spacing: 8, itemLength: .fixed(240), keylines: keylines), "\(name)")
            let perView = try #require(parsedConfig(#"{"banners": [], "layout": {"itemsPerView": 3, "keylines": "\#(name)"}}"#))
            #expect(perView.layout == CarouselLayout(itemLength: .itemsPerView(3), keylines: keylines), "\(name)")
        }
        #expect(CarouselLayout.Keylines.allCases.count == LayoutNames.keylines.count, "every keyline layout has its name")
    }

    @Test("keylines take every flat effect", arguments: ["none", "scale", "fade", "parallax"])
    func flatEffects(effect: String) throws {
        let config = try #require(
            parsedConfig(#"{"banners": [], "layout": {"keylines": "hero", "effect": "\#(effect)"}}"#))
        #expect(config.layout.keylines == .hero)
        #expect(config.effect.rawValue == effect)
    }

    @Test(
        "an unknown name is an error at the value, naming the file, line, column and the allowed names",
        arguments: ["carousel", "Hero", "multiBrowse", ""])
    func unknownName(given: String) throws {
        let error = try #require(configError("{\"banners\": [],\n  \"layout\": {\"keylines\": \"\(given)\"}}", path: "k.json"))
        #expect(error.kind == .invalidValue, "\(error)")
        #expect(error.location == at(2, 26), "\(error)")
        #expect(
            error.description
                == #"k.json:2:26: "keylines" in layout must be one of "multi-browse", "hero", "uncontained", found "\#(given)""#)
    }

    @Test(
        "a value that is not a string is a type error at the value naming the allowed names",
        arguments: [
            (#"true"#, "true"), (#"1"#, "a number"), (#"["hero"]"#, "an array"), (#"null"#, "null"),
        ])
    func wrongType(literal: String, found: String) throws {
        let error = try #require(configError(#"{"banners": [], "layout": {"keylines": \#(literal)}}"#, path: "t.json"))
        #expect(error.kind == .wrongType, "\(error)")
        #expect(error.location == at(1, 40), "\(error)")
        #expect(error.message == #"expected a string for "keylines" in layout, found \#(found)"#)
        #expect(error.hint == #"one of "multi-browse", "hero", "uncontained""#)
    }

    @Test(
        "keylines with a 3D effect is an error at the later of the two, whichever comes first",
        arguments: [
            ("\"keylines\": \"hero\",\n   \"effect\": \"coverflow\"", at(3, 14), "hero", "coverflow"),
            (
                "\"effect\": \"inverted-time-machine\",\n   \"keylines\": \"multi-browse\"", at(3, 16), "multi-browse",
                "inverted-time-machine"
            ),
        ])
    func threeDimensionalEffect(members: String, location: TextPosition, keylines: String, effect: String) throws {
        let error = try #require(configError("{\"banners\": [],\n \"layout\": {\(members)}}", path: "3d.json"))
        #expect(error.kind == .invalidValue, "\(error)")
        #expect(error.location == location, "\(error)")
        #expect(
            error.description == """
                3d.json:\(location): "keylines": "\(keylines)" and the 3D "effect": "\(effect)" in layout cannot be used \
                together: keylines mask flat items in place, a 3D effect places them in perspective
                hint: remove one of them, or keep the keylines with a flat effect: "none", "scale", "fade", "parallax"
                """)
    }

    @Test("every 3D effect is refused with keylines, every layout", arguments: CarouselLayout.Keylines.allCases)
    func everyThreeDimensionalEffect(keylines: CarouselLayout.Keylines) throws {
        for effect in CarouselEffect.allCases where effect.isThreeDimensional {
            let error = try #require(
                configError(#"{"banners": [], "layout": {"keylines": "\#(keylines.rawValue)", "effect": "\#(effect.rawValue)"}}"#)
            )
            #expect(error.kind == .invalidValue && error.message.contains("\"\(effect.rawValue)\""), "\(error)")
        }
    }
}
