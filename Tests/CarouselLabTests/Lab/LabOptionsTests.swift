import Foundation
import Testing

@testable import CarouselLabCore

/// The command line's numbers: every bad value names the option, the range and the value as typed.
@Suite("Lab options: numbers on the command line")
struct LabOptionsTests {
    @Test(
        "sizes are whole points from 150 to 8192",
        arguments: [
            ("-5", "--width must be 150 to 8192 points, not -5."),
            ("149", "--width must be 150 to 8192 points, not 149."),
            ("8193", "--width must be 150 to 8192 points, not 8193."),
            ("abc", "--width must be a whole number of points, 150 to 8192, not abc."),
            ("960.5", "--width must be a whole number of points, 150 to 8192, not 960.5."),
            ("99999999999999999999999", "--width must be a whole number of points, 150 to 8192, not 99999999999999999999999."),
        ])
    func badSizes(text: String, message: String) {
        #expect(throws: OptionValueError(description: message)) { try LabOptions.size(text, option: "--width") }
    }

    @Test("good values come through")
    func goodValues() throws {
        #expect(try LabOptions.size("150", option: "--width") == 150)
        #expect(try LabOptions.size("8192", option: "--height") == 8192)
        #expect(try LabOptions.frameCount("1", option: "--frames") == 1)
        #expect(try LabOptions.autoplayInterval("0.5") == 0.5)
        #expect(try LabOptions.pixelScale("4") == 4)
        #expect(try LabOptions.attractTimeout("0.25") == 0.25)
        #expect(try LabOptions.attractTimeout(" 60 ") == 60)
    }

    @Test("frames, autoplay, attract and pixel scale give their ranges")
    func otherRanges() {
        #expect(throws: OptionValueError(description: "--soak must be 1 or more frames, not 0.")) {
            try LabOptions.frameCount("0", option: "--soak")
        }
        #expect(throws: OptionValueError(description: "--autoplay must be a number of seconds, 0.5 or more, not -2.")) {
            try LabOptions.autoplayInterval("-2")
        }
        #expect(throws: OptionValueError(description: "--autoplay must be a number of seconds, 0.5 or more, not inf.")) {
            try LabOptions.autoplayInterval("inf")
        }
        #expect(throws: OptionValueError(description: "--pixel-scale must be 1 to 4, not 0.")) { try LabOptions.pixelScale("0") }
        for bad in ["0", "-3", "abc", "inf", "nan", ""] {
            #expect(
                throws: OptionValueError(description: "--attract must be a number of seconds above 0 (60: a minute), not \(bad).")
            ) { try LabOptions.attractTimeout(bad) }
        }
        let long = String(repeating: "9", count: 60)
        #expect(
            throws: OptionValueError(
                description: "--frames must be a whole number of frames, 1 or more, not \(String(long.prefix(40)))….")
        ) {
            try LabOptions.frameCount(long, option: "--frames")
        }
    }
}
