import Carousels
import Foundation
import ScrollKit
import Testing

@testable import CarouselLabCore

/// `"layout"`'s `effect`, and `--effect` over it.
@Suite("Config: effect")
struct ConfigEffectTests {
    @Test("without it, no effect; each name gives its effect, alongside the other layout keys")
    func names() {
        #expect(parsedConfig(#"{"banners": []}"#)?.effect == CarouselEffect.none)
        #expect(parsedConfig(#"{"banners": [], "layout": {"inset": 4}}"#)?.effect == CarouselEffect.none)
        for effect in CarouselEffect.allCases {
            let json = #"{"banners": [], "layout": {"axis": "vertical", "effect": "\#(effect.rawValue)"}}"#
            #expect(parsedConfig(json)?.effect == effect)
            #expect(parsedConfig(json)?.flow == .vertical)
        }
    }

    @Test(
        "an unknown name is an error at the value, naming the file, line, column and the allowed names",
        arguments: ["zoom", "Scale", ""])
    func unknownName(given: String) throws {
        let error = try #require(
            configError(#"{"banners": [],\#n "layout": {"effect": "\#(given)"}}"#, path: "effect.json"))
        #expect(error.kind == .invalidValue, "\(error)")
        #expect(error.location == at(2, 23), "\(error)")
        #expect(
            error.message
                == #""effect" in layout must be one of "none", "scale", "fade", "parallax", "coverflow", "rotary", "#
                + #""inverted-rotary", "cylinder", "inverted-cylinder", "wheel", "inverted-wheel", "time-machine", "#
                + #""inverted-time-machine", found "\#(given)""#)
        #expect("\(error)".hasPrefix("effect.json:2:23"), "\(error)")
    }

    @Test("a name that is not a string is a type error")
    func notAString() throws {
        let error = try #require(configError(#"{"banners": [], "layout": {"effect": true}}"#))
        #expect(error.kind == .wrongType, "\(error)")
    }

    @Test("--effect names an effect, every one of them, and a wrong one says what is allowed")
    func commandLine() throws {
        #expect(try LabOptions.effect(" Fade ") == .fade)
        for effect in CarouselEffect.allCases {
            #expect(try LabOptions.effect(effect.rawValue) == effect)
            #expect(try LabOptions.effect(effect.rawValue.uppercased()) == effect)
        }
        #expect(
            throws: OptionValueError(
                description:
                    "--effect must be none or scale or fade or parallax or coverflow or rotary or inverted-rotary or "
                    + "cylinder or inverted-cylinder or wheel or inverted-wheel or time-machine or inverted-time-machine, "
                    + "not zoom.")
        ) {
            try LabOptions.effect("zoom")
        }
    }
}
