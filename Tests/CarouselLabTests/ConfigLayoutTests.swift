import Carousels
import Foundation
import Testing

@testable import CarouselLabCore

/// The optional `layout` object: defaults, overrides and refused values.
@Suite("Config: layout")
struct ConfigLayoutTests {
    private func layout(_ json: String) -> CarouselLayout? {
        parsedConfig(#"{"banners": [], "layout": \#(json)}"#)?.layout
    }

    @Test("without layout, or with an empty one, the defaults are inset 16, spacing 8, corner radius 8")
    func defaults() throws {
        #expect(CarouselLayout.standard == CarouselLayout(inset: 16, spacing: 8, cornerRadius: 8))
        #expect(parsedConfig(#"{"banners": []}"#)?.layout == .standard)
        #expect(layout("{}") == .standard)
    }

    @Test("each key overrides only itself")
    func partialOverrides() throws {
        #expect(layout(#"{"inset": 24}"#) == CarouselLayout(inset: 24, spacing: 8, cornerRadius: 8))
        #expect(layout(#"{"spacing": 0.5}"#) == CarouselLayout(inset: 16, spacing: 0.5, cornerRadius: 8))
        #expect(layout(#"{"cornerRadius": 0}"#) == CarouselLayout(inset: 16, spacing: 8, cornerRadius: 0))
        #expect(layout(#"{"crossInset": 20}"#) == CarouselLayout(inset: 16, spacing: 8, cornerRadius: 8, crossInset: 20))
        #expect(
            layout(#"{"cornerRadius": 12, "inset": 1e3, "spacing": 2.5E1}"#)
                == CarouselLayout(inset: 1000, spacing: 25, cornerRadius: 12))
    }

    @Test(
        "out-of-range and non-finite values are refused, naming the key and the value as written",
        arguments: [
            (#"{"inset": -4}"#, "inset", "-4"),
            (#"{"spacing": 1000.5}"#, "spacing", "1000.5"),
            (#"{"cornerRadius": -0.001}"#, "cornerRadius", "-0.001"),
            (#"{"crossInset": -2}"#, "crossInset", "-2"),
            (#"{"inset": 1e999}"#, "inset", "1e999"),
            (#"{"spacing": -1e999}"#, "spacing", "-1e999"),
        ])
    func badValues(json: String, key: String, literal: String) throws {
        let error = try #require(configError(#"{"banners": [], "layout": \#(json)}"#, path: "l.json"))
        #expect(error.kind == .invalidValue, "\(error)")
        #expect(error.location == at(1, 28 + key.count + 4), "\(error)")
        #expect(error.message == #""\#(key)" in layout must be between 0 and 1000 points, found \#(literal)"#)
    }

    @Test(
        "a layout value that is not a number is a type error",
        arguments: [
            (#"{"inset": "16"}"#, "a string"),
            (#"{"inset": null}"#, "null"),
            (#"{"inset": true}"#, "true"),
            (#"{"inset": {}}"#, "an object"),
        ])
    func nonNumbers(json: String, found: String) throws {
        let error = try #require(configError(#"{"banners": [], "layout": \#(json)}"#, path: "l.json"))
        #expect(error.kind == .wrongType)
        #expect(
            error.description.hasPrefix(
                #"l.json:1:37: expected a number for "inset" in layout, found \#(found)"#), "\(error)")
        #expect(error.hint == #"write a number without quotes, e.g. "inset": 8"#)
    }

    @Test("layout null is a type error, not a silent default")
    func layoutNull() throws {
        let error = try #require(configError(#"{"banners": [], "layout": null}"#))
        #expect(error.kind == .wrongType)
        #expect(error.message == #"expected an object for "layout", found null"#)
    }
}
