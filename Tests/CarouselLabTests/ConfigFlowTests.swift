import Carousels
import Foundation
import ScrollKit
import Testing

@testable import CarouselLabCore

/// `"layout"`'s `axis` and `direction`, and `--axis` / `--direction` over them.
@Suite("Config: axis and direction")
struct ConfigFlowTests {
    private func flow(_ json: String) -> ItemFlow? {
        parsedConfig(#"{"banners": [], "layout": \#(json)}"#)?.flow
    }

    @Test("without them every technique runs horizontally, left to right")
    func defaults() {
        #expect(parsedConfig(#"{"banners": []}"#)?.flow == .horizontal)
        #expect(flow("{}") == .horizontal)
    }

    @Test(
        "each name gives its flow, alongside the lengths",
        arguments: [
            (#"{"axis": "vertical"}"#, ItemFlow.vertical),
            (#"{"direction": "rtl"}"#, ItemFlow.rightToLeft),
            (#"{"axis": "horizontal", "direction": "ltr", "inset": 20}"#, ItemFlow.horizontal),
            (#"{"axis": "vertical", "direction": "rtl"}"#, ItemFlow(axis: .vertical, direction: .rightToLeft)),
        ])
    func names(json: String, expected: ItemFlow) {
        #expect(flow(json) == expected)
    }

    @Test(
        "an unknown name is an error at the value, naming the file, the key and the allowed names",
        arguments: [
            (#"{"axis": "diagonal"}"#, "axis", #""horizontal", "vertical""#, "diagonal"),
            (#"{"direction": "RTL"}"#, "direction", #""ltr", "rtl""#, "RTL"),
            (#"{"direction": "up"}"#, "direction", #""ltr", "rtl""#, "up"),
        ])
    func unknownName(json: String, key: String, allowed: String, given: String) throws {
        let error = try #require(configError(#"{"banners": [], "layout": \#(json)}"#, path: "flow.json"))
        #expect(error.kind == .invalidValue, "\(error)")
        #expect(error.location == at(1, 28 + key.count + 4), "\(error)")
        #expect(error.message == #""\#(key)" in layout must be one of \#(allowed), found "\#(given)""#)
        #expect("\(error)".hasPrefix("flow.json:1:\(28 + key.count + 4)"), "\(error)")
    }

    @Test("a name that is not a string is a type error")
    func notAString() throws {
        let error = try #require(configError(#"{"banners": [], "layout": {"axis": 1}}"#, path: "flow.json"))
        #expect(error.kind == .wrongType, "\(error)")
    }

    @Test("the command line goes over the config, one part at a time")
    func commandLineOverrides() throws {
        var options = LabOptions()
        #expect(options.flow(over: .rightToLeft) == .rightToLeft)
        options.axis = try LabOptions.axis("vertical")
        #expect(options.flow(over: .rightToLeft) == ItemFlow(axis: .vertical, direction: .rightToLeft))
        options.axis = nil
        options.direction = try LabOptions.direction(" RTL ")
        #expect(options.flow(over: .horizontal) == .rightToLeft)
    }

    @Test("a wrong --axis or --direction says what is allowed")
    func commandLineErrors() {
        #expect(throws: OptionValueError(description: "--axis must be horizontal or vertical, not diagonal.")) {
            try LabOptions.axis("diagonal")
        }
        #expect(throws: OptionValueError(description: "--direction must be ltr or rtl, not up.")) {
            try LabOptions.direction("up")
        }
    }
}
