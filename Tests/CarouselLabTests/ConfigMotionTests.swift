import Foundation
import Testing

@testable import CarouselLabCore

/// The config's top-level `"motion"`: `"reduced"` or `"full"`, anything else an error.
@Suite("Config: motion")
struct ConfigMotionTests {
    @Test("absent it leaves the choice to the command line and the desktop; reduced and full say")
    func values() {
        #expect(parsedConfig(#"{"banners": []}"#)?.reducesMotion == nil)
        #expect(parsedConfig(#"{"banners": [], "motion": "reduced"}"#)?.reducesMotion == true)
        #expect(parsedConfig(#"{"motion": "full", "banners": []}"#)?.reducesMotion == false)
    }

    @Test(
        "an unknown value is an error at the value, naming the file, line, column and the allowed values",
        arguments: ["slow", "Reduced", ""])
    func unknownValue(given: String) throws {
        let text = "{\"banners\": [],\n  \"motion\": \"\(given)\"}"
        let error = try #require(configError(text, path: "motion.json"))
        #expect(error.kind == .invalidValue, "\(error)")
        #expect(error.location == at(2, 13), "\(error)")
        #expect(error.message == #""motion" at the top level must be one of "reduced", "full", found "\#(given)""#)
        #expect("\(error)".hasPrefix("motion.json:2:13: "), "\(error)")
    }

    @Test("a value that is not a string is a type error at the value")
    func notAString() throws {
        let error = try #require(configError(#"{"banners": [], "motion": true}"#, path: "motion.json"))
        #expect(error.kind == .wrongType, "\(error)")
        #expect(error.location == at(1, 27), "\(error)")
        #expect(error.message.contains("\"motion\""), "\(error)")
    }

    @Test("a near miss of the key is caught as an unknown key with a suggestion")
    func misspelledKey() throws {
        let error = try #require(configError(#"{"banners": [], "motoin": "reduced"}"#))
        #expect(error.kind == .unknownKey, "\(error)")
        #expect(error.message.contains(#"did you mean "motion""#), "\(error)")
    }
}
