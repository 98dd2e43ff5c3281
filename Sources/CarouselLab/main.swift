import ArgumentParser
import CarouselLabCore
import Carousels
import Foundation
import Logging
import ScrollKit
import ScrollKitSDL

/// `CarouselLab`: the window app. Parses the command line and hands over to `LabApp`.
struct CarouselLabCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "CarouselLab",
        abstract: "Infinite carousels on a UIKit-like scroll view, in an SDL2 window.",
        discussion: LabHelp.discussion
    )

    // Option help: explicit line breaks, each line at most 52 characters, so that no phrase wraps
    // at 80 columns (the help column starts at 26). The test HelpEndToEndTests checks the result.
    @Option(help: ArgumentHelp("The scene (default: gallery; a replay: its own).", valueName: "scene"))
    var scene: SceneKind?

    @Option(help: ArgumentHelp("The banners config (JSON).\nDefault: Resources/banners.json.", valueName: "file"))
    var config: String?

    // Numbers are read as text, unconditionally (so `--width -5` is a value, not a flag), and
    // checked by `LabOptions`, whose messages give the range.
    @Option(
        parsing: .unconditional,
        help: "Window width, points: 150-8192.\nDefault: \(Int(LabOptions.defaultSize.width)) (a replay: its own).")
    var width: String?

    @Option(
        parsing: .unconditional,
        help: "Window height, points: 150-8192.\nDefault: \(Int(LabOptions.defaultSize.height)) (a replay: its own).")
    var height: String?

    // Names are checked by `LabOptions`, whose messages list the allowed ones.
    @Option(help: ArgumentHelp("Every technique's axis: horizontal or vertical.\nDefault: the config's.", valueName: "axis"))
    var axis: String?
    @Option(help: ArgumentHelp("Horizontal strips' direction: ltr or rtl.\nDefault: the config's.", valueName: "dir"))
    var direction: String?
    @Option(
        help: ArgumentHelp(
            "Side items' effect: none, scale, fade, parallax;\nin 3D: coverflow, rotary, inverted-rotary,\ncylinder, inverted-cylinder, wheel,\ninverted-wheel, time-machine,\ninverted-time-machine. Key E cycles them.\nDefault: the config's.",
            valueName: "name"))
    var effect: String?
    // The layout's policies over the config's `"layout"`; checked by `LabOptions` too.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Items in view at once: above 0, at most 100\n(2.5: two and a half). Seed E's picker keeps\none option per page. Default: the config's.",
            valueName: "n"))
    var itemsPerView: String?
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Each item's length in points: above 0, at most\n10000 (not with --items-per-view).\nDefault: the config's.",
            valueName: "points"))
    var itemLength: String?
    @Option(
        help: ArgumentHelp(
            "Where items meet the snap point: start, center\nor end. Default: the config's.", valueName: "alignment"))
    var align: String?
    @Option(
        help: ArgumentHelp(
            "What a key or flick turns: item, or view\n(the whole items in view). Default: the config's.",
            valueName: "unit"))
    var pageBy: String?
    @Option(
        help: ArgumentHelp(
            "Finite strips' ends: none, or trim\n(no empty space shown). Default: the config's.", valueName: "mode"))
    var contain: String?
    @Option(
        help: ArgumentHelp(
            "Material 3 keylines: multi-browse, hero,\nor uncontained (items narrow toward the edges);\nthe item length is the preferred large one.\nNot with a 3D effect. Default: the config's.",
            valueName: "layout"))
    var keylines: String?
    @Flag(help: "Start with the X-ray overlay on (key X toggles it).")
    var xray = false
    @Flag(
        help:
            "Reduced motion: a key, click or wheel notch\ncuts to the item (no slide); no autoplay.\nDefault: the config's, else the desktop's."
    )
    var reducedMotion = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Turn a page every SECONDS (0.5 or more) while\na carousel is left alone (key A toggles it).",
            valueName: "seconds"))
    var autoplay: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Attract mode: after SECONDS (above 0) without\ninput, every carousel glides back to its first\nitem, then autoplays (--autoplay's interval,\nelse 3 s); the next input only wakes it.",
            valueName: "seconds"))
    var attract: String?

    @Flag(help: "Print one JSON line per scroll or carousel event\non standard output (see README).")
    var events = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "On a finite strip: append N of the config's\nbanners, cycled, whenever the current item\nnears the last one (N: 1-1000).",
            valueName: "n"))
    var feed: String?

    @Option(help: ArgumentHelp("Save the session's input, with its times,\nto this file (JSON lines).", valueName: "file"))
    var record: String?

    @Option(
        help: ArgumentHelp(
            "Replay a --record file: in the window\nat its recorded times (your pointer is ignored\nuntil it ends), or with --headless\nat a fixed 60 Hz frame step.",
            valueName: "file"))
    var replay: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Run app time at SCALE x the frame clock, 0.05-4\n(0.25: slow motion at 1/4; keys S, Space, .).\nDefault: 1.",
            valueName: "scale"))
    var timeScale: String?

    @Flag(
        help:
            "Show the physics plot (key P toggles it):\nthe focused technique's position, velocity\nand UIKit's predicted curve."
    )
    var plot = false

    @Option(
        help: ArgumentHelp(
            "Write the physics plot's series of the focused\ntechnique to this CSV file, one row per frame.", valueName: "file"))
    var plotCsv: String?

    @Flag(help: "Render with no display (SDL's dummy video driver\nand a software renderer).")
    var headless = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Headless: pixels per point, 1-4 (default: 1);\n2 renders as a high-DPI display would.", valueName: "scale"))
    var pixelScale: String?

    @Option(help: ArgumentHelp("Write a PNG of the last frame here, then quit.", valueName: "file"))
    var screenshot: String?

    @Option(parsing: .unconditional, help: "Run this many frames, then quit\n(headless: at the fixed 60 Hz frame step).")
    var frames: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Headless soak: run FRAMES frames (the replay,\nif any, repeated), check memory, frame time\nand landings, print a JSON report;\nexit 1 on a problem.",
            valueName: "frames"))
    var soak: String?

    /// The numeric options, parsed and checked (`LabOptions`' messages).
    struct Numbers {
        var width: CGFloat?, height: CGFloat?, autoplay: TimeInterval?, pixelScale: CGFloat?, frames: Int?, soak: Int?
        var attract: TimeInterval?
        var timeScale: Double?
        var feed: Int?
        var axis: Axis?
        var direction: LayoutDirection?
        var itemsPerView: CarouselLayout.ItemLength?, itemLength: CarouselLayout.ItemLength?
        var align: CarouselLayout.Alignment?
        var pageBy: CarouselLayout.PageBy?
        var contain: CarouselLayout.Containment?
        var keylines: CarouselLayout.Keylines?
        var effect: CarouselEffect?
    }

    func numbers() throws -> Numbers {
        do {
            return Numbers(
                width: try width.map { text throws(OptionValueError) in try LabOptions.size(text, option: "--width") },
                height: try height.map { text throws(OptionValueError) in try LabOptions.size(text, option: "--height") },
                autoplay: try autoplay.map { text throws(OptionValueError) in try LabOptions.autoplayInterval(text) },
                pixelScale: try pixelScale.map { text throws(OptionValueError) in try LabOptions.pixelScale(text) },
                frames: try frames.map { text throws(OptionValueError) in try LabOptions.frameCount(text, option: "--frames") },
                soak: try soak.map { text throws(OptionValueError) in try LabOptions.frameCount(text, option: "--soak") },
                attract: try attract.map { text throws(OptionValueError) in try LabOptions.attractTimeout(text) },
                timeScale: try timeScale.map { text throws(OptionValueError) in try LabOptions.timeScale(text) },
                feed: try feed.map { text throws(OptionValueError) in try LabOptions.feedCount(text) },
                axis: try axis.map { text throws(OptionValueError) in try LabOptions.axis(text) },
                direction: try direction.map { text throws(OptionValueError) in try LabOptions.direction(text) },
                itemsPerView: try itemsPerView.map { text throws(OptionValueError) in try LabOptions.itemsPerView(text) },
                itemLength: try itemLength.map { text throws(OptionValueError) in try LabOptions.itemLength(text) },
                align: try align.map { text throws(OptionValueError) in try LabOptions.alignment(text) },
                pageBy: try pageBy.map { text throws(OptionValueError) in try LabOptions.pageBy(text) },
                contain: try contain.map { text throws(OptionValueError) in try LabOptions.contain(text) },
                keylines: try keylines.map { text throws(OptionValueError) in try LabOptions.keylines(text) },
                effect: try effect.map { text throws(OptionValueError) in try LabOptions.effect(text) })
        } catch {
            throw ValidationError(error.description)
        }
    }

    func validate() throws {
        let numbers = try numbers()
        if itemsPerView != nil, itemLength != nil {
            throw ValidationError("--items-per-view and --item-length both set the item length: give one.")
        }
        do {
            try LabOptions.checkKeylines(numbers.keylines, effect: numbers.effect)
        } catch {
            throw ValidationError(error.description)
        }
        if soak != nil {
            guard headless else { throw ValidationError("--soak runs headless: add --headless.") }
            guard frames == nil else { throw ValidationError("--soak and --frames both set the number of frames: give one.") }
        }
        if pixelScale != nil {
            guard headless else {
                throw ValidationError("--pixel-scale is for --headless runs; a window renders at its display's scale.")
            }
        }
        if feed != nil, replay == nil {
            do { try LabOptions.checkFeed(scene: scene ?? .gallery) } catch { throw ValidationError(error.description) }
        }
        if replay != nil, record != nil { throw ValidationError("--record and --replay cannot be used together.") }
        if record != nil, headless {
            throw ValidationError("--record saves what you do in the window: it cannot be used with --headless.")
        }
        if headless, screenshot == nil, frames == nil, replay == nil, soak == nil {
            throw ValidationError(
                "--headless has nothing to show: add --screenshot FILE (or --frames N, --replay FILE, --soak N).")
        }
    }

    func run() throws {
        if events { StandardOutput.makeLineBuffered() }
        do {
            let numbers = try numbers()
            var options = LabOptions()
            if let replay { options.replay = try InputRecording.load(from: replay) }
            options.scene = scene ?? options.replay?.scene ?? .gallery
            if numbers.feed != nil {
                do {
                    try LabOptions.checkFeed(scene: options.scene)
                } catch {
                    FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
                    throw ExitCode.validationFailure
                }
            }
            options.feed = numbers.feed
            options.configPath = config
            let base = options.replay?.size ?? LabOptions.defaultSize
            options.size = CGSize(width: numbers.width ?? base.width, height: numbers.height ?? base.height)
            options.headless = headless
            options.axis = numbers.axis
            options.direction = numbers.direction
            options.itemLength = numbers.itemsPerView ?? numbers.itemLength
            options.alignment = numbers.align
            options.pageBy = numbers.pageBy
            options.contain = numbers.contain
            options.keylines = numbers.keylines
            options.effect = numbers.effect
            options.pixelScale = numbers.pixelScale ?? 1
            options.screenshotPath = screenshot
            options.logsEvents = events
            options.xray = xray
            if reducedMotion { options.reducesMotion = true }
            options.autoplayInterval = numbers.autoplay
            options.attractTimeout = numbers.attract
            options.recordPath = record
            options.frames = numbers.frames
            options.soakFrames = numbers.soak
            options.timeScale = numbers.timeScale ?? 1
            options.showsPlot = plot
            options.plotCSVPath = plotCsv
            let ending = try MainActor.assumeIsolated {
                try LabApp(options: options).run()
            }
            if case .signal(let signal) = ending { throw ExitCode(QuitSignal.exitCode(for: signal)) }
        } catch let error as ExitCode {
            throw error
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}

// The scenes are listed once, under `--scene`, one line each (`SceneKind.summary`).
extension SceneKind: ExpressibleByArgument {
    public static var allValueDescriptions: [String: String] {
        Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0.summary) })
    }
}

LoggingSystem.bootstrap { label in
    var handler = StreamLogHandler.standardError(label: label)
    handler.logLevel = .info
    return handler
}
// Before anything starts a thread: SIGINT and SIGTERM end the app through its run loop (exit
// codes 130 and 143), also while it waits for images or the config.
QuitSignal.install()
CarouselLabCommand.main()
