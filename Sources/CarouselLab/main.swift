import ArgumentParser
import CarouselLabCore
import Foundation
import Logging
import ScrollKitSDL

/// `CarouselLab`: the window app. Parses the command line and hands over to `LabApp`.
struct CarouselLabCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "CarouselLab",
        abstract: "Infinite carousels on a UIKit-like scroll view, in an SDL2 window.",
        discussion: """
            Scenes:
            \(SceneKind.allCases.map { "  \($0.rawValue.padding(toLength: SceneKind.allCases.map(\.rawValue.count).max() ?? 0, withPad: " ", startingAt: 0)) \($0.summary)" }.joined(separator: "\n"))

            Controls: drag with the mouse to scroll, click a banner to select it (a
            neighbour to go to it; in the picker a click advances), Left/Right or
            Page Up/Down to page; a wheel notch (either axis) turns one item, a
            trackpad swipe one page. A press catches anything that moves.
            Tab / Shift-Tab move the focus between techniques, 1-7 open one
            full-window, Esc goes back to the gallery (and quits from it), X toggles
            the X-ray, P the physics plot, A autoplay, F the frame-time HUD. S slows
            app time (1x, 1/2x, 1/4x), Space pauses it, . steps one frame.

            Devices: mouse, keyboard, wheel and trackpad as above. Touchscreen: a
            finger drags, flicks, taps and catches as the mouse does; two fingers
            drag by their centre. Gamepad (plugged in at any time): the d-pad pages
            the focused technique (held, it repeats), the shoulders move the focus,
            A selects the centred item, B goes back, the left stick scrolls and,
            let go, glides to land on an item. --record and --replay keep them all.

            Examples:
              CarouselLab
              CarouselLab --scene paging --width 960 --height 540
              CarouselLab --config ~/my-banners.json --autoplay 3
              CarouselLab --xray --scene tiling
              CarouselLab --record session.jsonl
              CarouselLab --replay session.jsonl --time-scale 0.25 --plot
              CarouselLab --replay session.jsonl --headless --screenshot replay.png
              CarouselLab --replay session.jsonl --headless --plot-csv fling.csv
              CarouselLab --headless --screenshot gallery.png --pixel-scale 2
              CarouselLab --headless --soak 100000 --autoplay 2 --replay Tools/soak-input.jsonl
            """
    )

    @Option(
        help:
            "The scene to open: \(SceneKind.allCases.map(\.rawValue).joined(separator: ", ")). Default: gallery (a replay: its own)."
    )
    var scene: SceneKind?

    @Option(help: ArgumentHelp("The banners config (JSON). Default: Resources/banners.json.", valueName: "file"))
    var config: String?

    // Numbers are read as text, unconditionally (so `--width -5` is a value, not a flag), and
    // checked by `LabOptions`, whose messages give the range.
    @Option(
        parsing: .unconditional,
        help: "Window width in points (150-8192). Default: \(Int(LabOptions.defaultSize.width)) (a replay: its own).")
    var width: String?

    @Option(
        parsing: .unconditional,
        help: "Window height in points (150-8192). Default: \(Int(LabOptions.defaultSize.height)) (a replay: its own).")
    var height: String?

    @Flag(help: "Start with the X-ray overlay on (key X toggles it).")
    var xray = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Turn a page every SECONDS (0.5 or more) while a carousel is left alone (key A toggles it).",
            valueName: "seconds"))
    var autoplay: String?

    @Flag(help: "Print one JSON line per scroll or carousel event on standard output (see README).")
    var events = false

    @Option(help: ArgumentHelp("Save the session's input, with its times, to this file (JSON lines).", valueName: "file"))
    var record: String?

    @Option(
        help: ArgumentHelp(
            "Replay a --record file: in the window at its recorded times (your pointer is ignored until it ends), or with --headless at a fixed 60 Hz frame step.",
            valueName: "file"))
    var replay: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Run app time at SCALE x the frame clock (0.05-4; 0.25 is slow motion at 1/4). Keys: S cycles 1x, 1/2x, 1/4x; Space pauses; . steps a frame. Default: 1.",
            valueName: "scale"))
    var timeScale: String?

    @Flag(
        help:
            "Start with the physics plot shown (key P toggles it): position, velocity and UIKit's predicted curve of the focused technique."
    )
    var plot = false

    @Option(
        help: ArgumentHelp(
            "Write the physics plot's series of the focused technique to this CSV file, one row per frame.", valueName: "file"))
    var plotCsv: String?

    @Flag(help: "Render with no display (SDL's dummy video driver and a software renderer).")
    var headless = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Headless: pixels per point (1-4; 2 renders as a high-DPI display would). Default: 1.", valueName: "scale"))
    var pixelScale: String?

    @Option(help: ArgumentHelp("Write a PNG of the last frame to this file, then quit.", valueName: "file"))
    var screenshot: String?

    @Option(parsing: .unconditional, help: "Run this many frames, then quit (headless: at the fixed frame step).")
    var frames: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Headless soak: run FRAMES frames (the replay, if any, repeated), check memory, frame time and landings, print a JSON report; exit 1 on a problem.",
            valueName: "frames"))
    var soak: String?

    /// The numeric options, parsed and checked (`LabOptions`' messages).
    struct Numbers {
        var width: CGFloat?, height: CGFloat?, autoplay: TimeInterval?, pixelScale: CGFloat?, frames: Int?, soak: Int?
        var timeScale: Double?
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
                timeScale: try timeScale.map { text throws(OptionValueError) in try LabOptions.timeScale(text) })
        } catch {
            throw ValidationError(error.description)
        }
    }

    func validate() throws {
        _ = try numbers()
        if soak != nil {
            guard headless else { throw ValidationError("--soak runs headless: add --headless.") }
            guard frames == nil else { throw ValidationError("--soak and --frames both set the number of frames: give one.") }
        }
        if pixelScale != nil {
            guard headless else {
                throw ValidationError("--pixel-scale is for --headless runs; a window renders at its display's scale.")
            }
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
            options.configPath = config
            let base = options.replay?.size ?? LabOptions.defaultSize
            options.size = CGSize(width: numbers.width ?? base.width, height: numbers.height ?? base.height)
            options.headless = headless
            options.pixelScale = numbers.pixelScale ?? 1
            options.screenshotPath = screenshot
            options.logsEvents = events
            options.xray = xray
            options.autoplayInterval = numbers.autoplay
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

extension SceneKind: ExpressibleByArgument {}

LoggingSystem.bootstrap { label in
    var handler = StreamLogHandler.standardError(label: label)
    handler.logLevel = .info
    return handler
}
// Before anything starts a thread: SIGINT and SIGTERM end the app through its run loop (exit
// codes 130 and 143), also while it waits for images or the config.
QuitSignal.install()
CarouselLabCommand.main()
