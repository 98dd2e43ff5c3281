import Foundation
import ScrollKitSDL
import Testing

@testable import CarouselLabCore

/// The optional `images` object: the image loader's limits, by the names its warnings use.
@Suite("Config: images")
struct ConfigImagesTests {
    private func images(_ json: String) -> ImageLoader.Configuration? {
        parsedConfig(#"{"banners": [], "images": \#(json)}"#)?.images
    }

    @Test("without images, or with an empty one, the loader's defaults apply")
    func defaults() {
        #expect(parsedConfig(#"{"banners": []}"#)?.images == .default)
        #expect(images("{}") == .default)
        let defaults = ImageLoader.Configuration.default
        #expect(defaults.timeout == 8 && defaults.maxDownloadBytes == 16_777_216 && defaults.maxDimension == 8192)
        #expect(defaults.maxPixels == 33_554_432 && defaults.cacheBytes == 67_108_864 && defaults.fadeDuration == 0.25)
    }

    @Test("each key overrides only itself")
    func overrides() {
        var expected = ImageLoader.Configuration.default
        expected.timeout = 1.5
        #expect(images(#"{"timeout": 1.5}"#) == expected)
        expected = .default
        expected.maxDownloadBytes = 1000
        expected.maxDimension = 4096
        expected.maxPixels = 1_000_000
        expected.cacheBytes = 0
        expected.fadeDuration = 0
        #expect(
            images(#"{"maxDownloadBytes": 1000, "maxDimension": 4096, "maxPixels": 1e6, "cacheBytes": 0, "fadeDuration": 0}"#)
                == expected)
    }

    @Test(
        "out-of-range, fractional counts and non-finite values are refused with the key, the bounds and the literal",
        arguments: [
            (#"{"timeout": 0}"#, #""timeout" in images must be above 0 and at most 600 seconds, found 0"#),
            (#"{"timeout": 601}"#, #""timeout" in images must be above 0 and at most 600 seconds, found 601"#),
            (#"{"maxDimension": 0}"#, #""maxDimension" in images must be between 1 and 1000000 pixels, found 0"#),
            (#"{"maxDimension": 64.5}"#, #""maxDimension" in images must be a whole number of pixels, found 64.5"#),
            (#"{"cacheBytes": -1}"#, #""cacheBytes" in images must be between 0 and 17179869184 bytes, found -1"#),
            (#"{"fadeDuration": 1e999}"#, #""fadeDuration" in images must be between 0 and 10 seconds, found 1e999"#),
        ])
    func badValues(json: String, message: String) throws {
        let error = try #require(configError(#"{"banners": [], "images": \#(json)}"#))
        #expect(error.kind == .invalidValue, "\(error)")
        #expect(error.message == message)
    }

    @Test("a value that is not a number, and an unknown key, name the place and the fix")
    func wrongTypesAndUnknownKeys() throws {
        let wrong = try #require(configError(#"{"banners": [], "images": {"timeout": "8s"}}"#, path: "i.json"))
        #expect(wrong.kind == .wrongType)
        #expect(
            wrong.description.hasPrefix(#"i.json:1:39: expected a number for "timeout" in images, found a string"#), "\(wrong)")
        #expect(wrong.hint == #"write a number of seconds without quotes, e.g. "timeout": 8"#)
        let unknown = try #require(configError(#"{"banners": [], "images": {"maxDimensions": 100}}"#))
        #expect(unknown.kind == .unknownKey)
        #expect(unknown.message.contains(#"(did you mean "maxDimension"?)"#), "\(unknown.message)")
    }
}
