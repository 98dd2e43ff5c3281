import Carousels
import Foundation
import ScrollKit

/// What the user asked for on the command line, already validated.
public struct LabOptions: Sendable {
    /// The default window size, in points: the gallery's two columns of four cells fit it.
    public static let defaultSize = CGSize(width: 1280, height: 720)
    /// The window sizes accepted, in points (each side).
    public static let sizeRange: ClosedRange<CGFloat> = 150...8192
    /// The frame step of headless runs (a replay, `--frames`), in seconds.
    public static let headlessFrameStep: TimeInterval = 1.0 / 60

    public var scene: SceneKind = .gallery
    /// The config file; nil finds `Resources/banners.json` (see `DefaultConfigLocator`).
    public var configPath: String?
    /// The window (or headless surface) size, in points.
    public var size: CGSize = LabOptions.defaultSize
    /// Render with no display (dummy video driver, software renderer on a surface).
    public var headless = false
    /// Headless: pixels per point of the surface (2 renders as a Retina display would). A window
    /// uses its display's.
    public var pixelScale: CGFloat = 1
    /// Write a PNG of the last frame here, then quit.
    public var screenshotPath: String?
    /// Print one JSON line per delegate event on standard output.
    public var logsEvents = false
    /// Start with the X-ray overlay on.
    public var xray = false
    /// Turn a page every this many seconds while a carousel is left alone; nil: autoplay off.
    public var autoplayInterval: TimeInterval?
    /// `--attract`: after this many seconds without input, every technique shown glides back to its
    /// first item and autoplays until the next input, which only wakes it (`LabShell.setAttract(_:)`);
    /// nil: off.
    public var attractTimeout: TimeInterval?
    /// Save the session's input here (windowed runs).
    public var recordPath: String?
    /// Replay this recording: headless at `headlessFrameStep`, or in the window at its recorded
    /// times (the user's pointer ignored until it ends).
    public var replay: InputRecording?
    /// Run this many frames, then quit (after writing the screenshot, if any).
    public var frames: Int?
    /// Headless soak: run this many frames, the replay (if any) repeated, rendering every tenth
    /// frame, then print a JSON report and fail if memory grew, frame time crept or a paged
    /// technique rested off centre (`SoakMonitor`).
    public var soakFrames: Int?
    /// App seconds per frame-clock second (`AppClock.scaleRange`): 0.25 is slow motion at ¼.
    public var timeScale: Double = 1
    /// Start with the physics plot shown (key P toggles it).
    public var showsPlot = false
    /// Write the physics plot's series here as CSV, one row per frame (`PlotCSVWriter`).
    public var plotCSVPath: String?
    /// `--effect`: the effect on every technique's side items, over the config's; nil keeps the config's.
    public var effect: CarouselEffect?
    /// `--axis`: every technique's axis, over the config's `"layout"` `axis`; nil keeps the config's.
    public var axis: Axis?
    /// `--direction`: every horizontal technique's direction, over the config's; nil keeps the config's.
    public var direction: LayoutDirection?
    /// `--reduced-motion`: true when given, nil when not (the config, then the desktop decide; see
    /// `ReducedMotion`).
    public var reducesMotion: Bool?
    /// `--item-length` (`.fixed`) or `--items-per-view` (`.itemsPerView`): every technique's item
    /// length, over the config's `itemLength` or `itemsPerView`; nil keeps the config's. Seed E's
    /// picker keeps one option per page whatever it says.
    public var itemLength: CarouselLayout.ItemLength?
    /// `--align`: where every technique's items meet the snap point, over the config's `align`.
    public var alignment: CarouselLayout.Alignment?
    /// `--page-by`: how far one paging command moves, over the config's `pageBy`.
    public var pageBy: CarouselLayout.PageBy?
    /// `--contain`: whether a finite strip may show empty space at its ends, over the config's `contain`.
    public var contain: CarouselLayout.Containment?
    /// `--keylines`: every technique's Material 3 keyline layout, over the config's `keylines`; nil
    /// keeps the config's. Never with a 3D effect (`checkKeylines(_:effect:)`).
    public var keylines: CarouselLayout.Keylines?

    /// `--feed N`: on a finite scene (`SceneKind.feedScenes`), append N of the config's banners
    /// whenever the current item comes within 2 items of the last; nil: no feed.
    public var feed: Int?

    public init() {}

    /// The flow every technique takes: the config's, with `axis` and `direction` put over it.
    public func flow(over configured: ItemFlow) -> ItemFlow {
        ItemFlow(axis: axis ?? configured.axis, direction: direction ?? configured.direction)
    }

    /// The layout every technique takes: the config's, with `itemLength`, `alignment`, `pageBy`,
    /// `contain` and `keylines` put over it (the inset, spacing and corners stay the config's).
    public func layout(over configured: CarouselLayout) -> CarouselLayout {
        var layout = configured
        if let itemLength { layout.itemLength = itemLength }
        if let alignment { layout.alignment = alignment }
        if let pageBy { layout.pageBy = pageBy }
        if let contain { layout.contain = contain }
        if let keylines { layout.keylines = keylines }
        return layout
    }

    /// Checks that the keylines and the effect the lab starts with (these options over `config`'s)
    /// go together: a keyline layout with a 3D effect is refused, the message naming where each came
    /// from (`--keylines hero`, the config's `"keylines": "hero"`). The command line alone is checked
    /// by `checkKeylines(_:effect:)`, the config alone by its decoder; this catches one from each.
    public func checkKeylines(over config: LabConfig) throws(OptionValueError) {
        let layout = layout(over: config.layout)
        let effect = self.effect ?? config.effect
        guard let keylines = layout.keylines, effect.isThreeDimensional else { return }
        let keylinesSource =
            self.keylines != nil
            ? "--keylines \(keylines.rawValue)" : "the config's \"keylines\": \"\(keylines.rawValue)\""
        let effectSource =
            self.effect != nil ? "--effect \(effect.rawValue)" : "the config's 3D \"effect\": \"\(effect.rawValue)\""
        throw Self.keylinesConflict(keylinesSource, effectSource, file: config.sourceURL.path)
    }
}

/// A command-line value out of its range or not a number: the message names the option, the range
/// and the value given, e.g. `--width must be 150 to 8192 points, not -5.`
public struct OptionValueError: Error, CustomStringConvertible, Equatable, Sendable {
    public let description: String
}

extension LabOptions {
    /// `--width` / `--height`: whole points in `sizeRange`. The text is taken as given (a negative
    /// number included: the parser reads these options unconditionally).
    public static func size(_ text: String, option: String) throws(OptionValueError) -> CGFloat {
        let range = Int(sizeRange.lowerBound)...Int(sizeRange.upperBound)
        return CGFloat(
            try wholeNumber(
                text, option: option, in: range, unit: "points",
                rangeText: "\(range.lowerBound) to \(range.upperBound)"))
    }

    /// `--frames` / `--soak`: 1 or more.
    public static func frameCount(_ text: String, option: String) throws(OptionValueError) -> Int {
        try wholeNumber(text, option: option, in: 1...Int.max, unit: "frames", rangeText: "1 or more")
    }

    /// `--feed`: a whole number of banners, 1 to 1000.
    public static func feedCount(_ text: String) throws(OptionValueError) -> Int {
        try wholeNumber(text, option: "--feed", in: 1...1000, unit: "banners", rangeText: "1 to 1000")
    }

    /// `--feed` with `scene`: the scene must be finite (`SceneKind.feedScenes`).
    public static func checkFeed(scene: SceneKind) throws(OptionValueError) {
        guard !SceneKind.feedScenes.contains(scene) else { return }
        let names = SceneKind.feedScenes.map(\.rawValue)
        throw OptionValueError(
            description:
                "--feed appends banners to a finite strip: use it with --scene \(names.dropLast().joined(separator: ", ")) or \(names.last ?? ""), not \(scene.rawValue)."
        )
    }

    /// `--autoplay`: seconds, 0.5 or more.
    public static func autoplayInterval(_ text: String) throws(OptionValueError) -> TimeInterval {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite, value >= 0.5 else {
            throw OptionValueError(description: "--autoplay must be a number of seconds, 0.5 or more, not \(quoted(text)).")
        }
        return value
    }

    /// `--attract`: seconds, a finite number above 0.
    public static func attractTimeout(_ text: String) throws(OptionValueError) -> TimeInterval {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite, value > 0 else {
            throw OptionValueError(
                description: "--attract must be a number of seconds above 0 (60: a minute), not \(quoted(text)).")
        }
        return value
    }

    /// `--pixel-scale`: 1 to 4.
    public static func pixelScale(_ text: String) throws(OptionValueError) -> CGFloat {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite, (1...4).contains(value) else {
            throw OptionValueError(description: "--pixel-scale must be 1 to 4, not \(quoted(text)).")
        }
        return CGFloat(value)
    }

    /// `--time-scale`: app time over the frame clock, within `AppClock.scaleRange`.
    public static func timeScale(_ text: String) throws(OptionValueError) -> Double {
        let range = AppClock.scaleRange
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite, range.contains(value) else {
            throw OptionValueError(
                description:
                    "--time-scale must be \(range.lowerBound) to \(range.upperBound) (0.25 is a quarter of the speed), not \(quoted(text))."
            )
        }
        return value
    }

    /// `--axis`: `horizontal` or `vertical`.
    public static func axis(_ text: String) throws(OptionValueError) -> Axis {
        try name(text, option: "--axis", of: FlowNames.axes)
    }

    /// `--direction`: `ltr` or `rtl`.
    public static func direction(_ text: String) throws(OptionValueError) -> LayoutDirection {
        try name(text, option: "--direction", of: FlowNames.directions)
    }

    /// `--effect`: a name of `FlowNames.effects` (`none`, `scale`, `fade`, `parallax`, `coverflow`,
    /// `rotary`, `inverted-rotary`, `cylinder`, `inverted-cylinder`, `wheel`, `inverted-wheel`,
    /// `time-machine`, `inverted-time-machine`).
    public static func effect(_ text: String) throws(OptionValueError) -> CarouselEffect {
        try name(text, option: "--effect", of: FlowNames.effects)
    }

    /// `--items-per-view`: a number above 0 and at most `CarouselLayout.maximumItemsPerView` (2.5
    /// shows two and a half items).
    public static func itemsPerView(_ text: String) throws(OptionValueError) -> CarouselLayout.ItemLength {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), LayoutNames.isItemsPerView(value) else {
            throw OptionValueError(
                description:
                    "--items-per-view must be a number above 0 and at most \(LayoutNames.format(LayoutNames.maximumItemsPerView)) "
                    + "(2.5 shows two and a half), not \(quoted(text)).")
        }
        return .itemsPerView(CGFloat(value))
    }

    /// `--item-length`: points, above 0 and at most `CarouselLayout.maximumFixedLength`.
    public static func itemLength(_ text: String) throws(OptionValueError) -> CarouselLayout.ItemLength {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), LayoutNames.isLength(value) else {
            throw OptionValueError(
                description:
                    "--item-length must be a number of points above 0 and at most \(LayoutNames.format(LayoutNames.maximumLength)), "
                    + "not \(quoted(text)).")
        }
        return .fixed(CGFloat(value))
    }

    /// `--align`: `start`, `center` or `end`.
    public static func alignment(_ text: String) throws(OptionValueError) -> CarouselLayout.Alignment {
        try name(text, option: "--align", of: LayoutNames.alignments)
    }

    /// `--page-by`: `item` or `view`.
    public static func pageBy(_ text: String) throws(OptionValueError) -> CarouselLayout.PageBy {
        try name(text, option: "--page-by", of: LayoutNames.pageBy)
    }

    /// `--contain`: `none` or `trim`.
    public static func contain(_ text: String) throws(OptionValueError) -> CarouselLayout.Containment {
        try name(text, option: "--contain", of: LayoutNames.containments)
    }

    /// `--keylines`: `multi-browse`, `hero` or `uncontained`.
    public static func keylines(_ text: String) throws(OptionValueError) -> CarouselLayout.Keylines {
        try name(text, option: "--keylines", of: LayoutNames.keylines)
    }

    /// `--keylines` with `--effect`: a keyline layout takes a flat effect only (`none`, `scale`,
    /// `fade`, `parallax`), never a 3D one (`CarouselEffect.isThreeDimensional`).
    public static func checkKeylines(_ keylines: CarouselLayout.Keylines?, effect: CarouselEffect?) throws(OptionValueError) {
        guard let keylines, let effect, effect.isThreeDimensional else { return }
        throw keylinesConflict("--keylines \(keylines.rawValue)", "--effect \(effect.rawValue)", file: nil)
    }

    /// The message refusing a keyline layout with a 3D effect, each named as the user gave it, with
    /// the config file when one of them came from it.
    private static func keylinesConflict(_ keylines: String, _ effect: String, file: String?) -> OptionValueError {
        let flat = LayoutNames.flatEffectNames
        let flatList = flat.dropLast().joined(separator: ", ") + " or " + (flat.last ?? "")
        return OptionValueError(
            description:
                "\(keylines) cannot be used with \(effect)\(file.map { " (config \($0))" } ?? ""): keylines mask flat items "
                + "in place, a 3D effect places them in perspective. Drop one of them, or keep the keylines with the "
                + "effect \(flatList).")
    }

    private static func name<Value>(
        _ text: String, option: String, of names: KeyValuePairs<String, Value>
    ) throws(OptionValueError) -> Value {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard let value = names.first(where: { $0.key == trimmed })?.value else {
            let allowed = names.map(\.key).joined(separator: " or ")
            throw OptionValueError(description: "\(option) must be \(allowed), not \(quoted(text)).")
        }
        return value
    }

    private static func wholeNumber(
        _ text: String, option: String, in range: ClosedRange<Int>, unit: String,
        rangeText: String
    ) throws(OptionValueError) -> Int {
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else {
            throw OptionValueError(description: "\(option) must be a whole number of \(unit), \(rangeText), not \(quoted(text)).")
        }
        guard range.contains(value) else {
            throw OptionValueError(description: "\(option) must be \(rangeText) \(unit), not \(quoted(text)).")
        }
        return value
    }

    /// The value as typed, shortened to 40 characters.
    private static func quoted(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(40)) + "…" : text
    }
}
