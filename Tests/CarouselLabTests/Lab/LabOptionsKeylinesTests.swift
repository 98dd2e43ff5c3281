import Carousels
import Foundation
import Testing

@testable import CarouselLabCore

/// `--keylines`: its names, its message, the layout it puts over the config's, its refusal of a 3D
/// effect (from the command line, or one from each of the command line and the config), and the
/// help that lists it.
@Suite("Lab options: keylines")
struct LabOptionsKeylinesTests {
    @Test("each name gives its keyline layout, spaces and case forgiven")
    func names() throws {
        #expect(try LabOptions.keylines("multi-browse") == .multiBrowse)
        #expect(try LabOptions.keylines(" Hero ") == .hero)
        #expect(try LabOptions.keylines("UNCONTAINED") == .uncontained)
        for keylines in CarouselLayout.Keylines.allCases {
            #expect(try LabOptions.keylines(keylines.rawValue) == keylines)
        }
    }

    @Test("an unknown name lists the allowed ones", arguments: ["fan", "multibrowse", ""])
    func badName(text: String) {
        #expect(
            throws: OptionValueError(description: "--keylines must be multi-browse or hero or uncontained, not \(text).")
        ) { try LabOptions.keylines(text) }
    }

    @Test("--keylines goes over the config's keylines, keeping the config's item length as the preferred large one")
    func overConfig() {
        let configured = CarouselLayout(itemLength: .fixed(240), keylines: .hero)
        var options = LabOptions()
        #expect(options.layout(over: configured) == configured, "no option: the config's")
        options.keylines = .uncontained
        #expect(options.layout(over: configured) == CarouselLayout(itemLength: .fixed(240), keylines: .uncontained))
        #expect(options.layout(over: .standard) == CarouselLayout(keylines: .uncontained))
    }

    @Test("on the command line, keylines with a 3D effect are refused saying why and how to fix it; flat effects pass")
    func commandLineConflict() throws {
        for keylines in CarouselLayout.Keylines.allCases {
            for effect in CarouselEffect.allCases where !effect.isThreeDimensional {
                try LabOptions.checkKeylines(keylines, effect: effect)
            }
        }
        for effect in CarouselEffect.allCases where effect.isThreeDimensional {
            try LabOptions.checkKeylines(nil, effect: effect)
        }
        try LabOptions.checkKeylines(.hero, effect: nil)
        #expect(
            throws: OptionValueError(
                description:
                    "--keylines hero cannot be used with --effect coverflow: keylines mask flat items in place, a 3D effect "
                    + "places them in perspective. Drop one of them, or keep the keylines with the effect none, scale, "
                    + "fade or parallax.")
        ) { try LabOptions.checkKeylines(.hero, effect: .coverflow) }
        for effect in CarouselEffect.allCases where effect.isThreeDimensional {
            #expect(throws: OptionValueError.self) { try LabOptions.checkKeylines(.multiBrowse, effect: effect) }
        }
    }

    @Test("one from the command line and one from the config is refused too, naming where each came from")
    func mixedConflict() throws {
        var config = LabConfig(banners: [], sourceURL: URL(fileURLWithPath: "/configs/banners.json"))
        config.effect = .wheel
        var options = LabOptions()
        try options.checkKeylines(over: config)
        options.keylines = .multiBrowse
        #expect(
            throws: OptionValueError(
                description:
                    "--keylines multi-browse cannot be used with the config's 3D \"effect\": \"wheel\" (config "
                    + "/configs/banners.json): keylines mask flat items in place, a 3D effect places them in perspective. "
                    + "Drop one of them, or keep the keylines with the effect none, scale, fade or parallax.")
        ) { try options.checkKeylines(over: config) }
        options.effect = .fade
        try options.checkKeylines(over: config)

        var keyed = LabConfig(
            banners: [], layout: CarouselLayout(keylines: .hero), sourceURL: URL(fileURLWithPath: "/configs/k.json"))
        keyed.effect = .scale
        var flat = LabOptions()
        try flat.checkKeylines(over: keyed)
        flat.effect = .cylinder
        #expect(
            throws: OptionValueError(
                description:
                    "the config's \"keylines\": \"hero\" cannot be used with --effect cylinder (config /configs/k.json): "
                    + "keylines mask flat items in place, a 3D effect places them in perspective. Drop one of them, or "
                    + "keep the keylines with the effect none, scale, fade or parallax.")
        ) { try flat.checkKeylines(over: keyed) }
    }

    @Test("the help lists every effect under key E, says E skips the 3D ones under --keylines, and shows --keylines")
    func help() {
        let text = LabHelp.discussion
        let effectLines = LabHelp.controlLines.drop { !$0.hasPrefix("  E ") }.prefix {
            $0.hasPrefix("  E ") || $0.hasPrefix("    ")
        }
        let listed = effectLines.joined(separator: " ")
        for name in FlowNames.effects.map(\.key) {
            #expect(listed.contains(" \(name),") || listed.contains(" \(name);"), "key E lists \(name): \(listed)")
        }
        #expect(listed.contains("under --keylines it skips the 3D ones"), "\(listed)")
        #expect(text.contains("--keylines multi-browse"), "an example with --keylines")
        for line in LabHelp.controlLines + LabHelp.examples { #expect(line.count <= LabHelp.columns, "\(line)") }
    }
}
