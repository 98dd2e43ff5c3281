import Carousels
import Foundation
import Testing

@testable import CarouselLabCore

/// What a live edit changes beside the banners waits for the next start; the one log line says so,
/// naming the layout keys that changed (a `keylines` edit among them).
@Suite("Live: settings applied at the next start")
struct UnappliedSettingsTests {
    private func config(_ layout: String) throws -> LabConfig {
        try #require(parsedConfig(#"{"banners": [], "layout": \#(layout)}"#))
    }

    @Test("the same settings: nothing to say")
    func unchanged() throws {
        let shown = try config(#"{"keylines": "hero", "itemLength": 240}"#)
        let same = UnappliedSettings(shown: shown, edited: shown)
        #expect(same.isEmpty)
        #expect(same.logLine == nil)
    }

    @Test(
        "a keylines edit (added, changed, removed) is named in the line saying it applies at the next start",
        arguments: [
            (#"{}"#, #"{"keylines": "hero"}"#), (#"{"keylines": "hero"}"#, #"{"keylines": "uncontained"}"#),
            (#"{"keylines": "multi-browse"}"#, #"{}"#),
        ])
    func keylines(before: String, after: String) throws {
        let settings = UnappliedSettings(shown: try config(before), edited: try config(after))
        #expect(settings.layoutKeys == ["keylines"])
        #expect(
            settings.logLine
                == #"only the banners change live: the edited "layout" (keylines) apply when the lab starts again"#)
    }

    @Test("every layout key that changed is named, in the config's order, with images and motion after")
    func several() throws {
        var shown = try config(#"{"keylines": "hero", "effect": "fade"}"#)
        var edited = try config(#"{"effect": "scale", "keylines": "multi-browse", "itemsPerView": 3, "axis": "vertical"}"#)
        #expect(UnappliedSettings(shown: shown, edited: edited).layoutKeys == ["itemLength", "keylines", "axis", "effect"])
        shown.reducesMotion = nil
        edited.reducesMotion = true
        edited.images.timeout += 1
        #expect(
            UnappliedSettings(shown: shown, edited: edited).logLine
                == #"only the banners change live: the edited "layout" (itemLength, keylines, axis, effect) and "images" and "#
                + #""motion" apply when the lab starts again"#)
    }
}
