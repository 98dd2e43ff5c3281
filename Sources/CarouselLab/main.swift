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
        Page Up/Down to page, Shift + wheel or a horizontal wheel to scroll.
        Tab / Shift-Tab move the focus between techniques, 1-7 open one
        full-window, Esc goes back to the gallery (and quits from it), X toggles
        the X-ray, P the physics plot, A autoplay, F the frame-time HUD. S slows
        app time (1x, 1/2x, 1/4x), Space pauses it, . steps one frame.

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

    @Option(help: "The scene to open: \(SceneKind.allCases.map(\.rawValue).joined(separator: ", ")). Default: gallery (a replay: its own).")
    var scene: SceneKind?

    @Option(help: ArgumentHelp("The banners config (JSON). Default: Resources/banners.json.", valueName: "file"))
    var config: String?

    @Option(help: "Window width in points (150-8192). Default: \(Int(LabOptions.defaultSize.width)) (a replay: its own).")
    var width: Int?

    @Option(help: "Window height in points (150-8192). Default: \(Int(LabOptions.defaultSize.height)) (a replay: its own).")
    var height: Int?

    @Flag(help: "Start with the X-ray overlay on (key X toggles it).")
    var xray = false

    @Option(help: ArgumentHelp("Turn a page every SECONDS (0.5 or more) while a carousel is left alone (key A toggles it).",
                               valueName: "seconds"))
    var autoplay: Double?

    @Flag(help: "Print one JSON line per scroll or carousel event on standard output (see README).")
    var events = false

    @Option(help: ArgumentHelp("Save the session's input, with its times, to this file (JSON lines).", valueName: "file"))
    var record: String?

    @Option(help: ArgumentHelp("Replay a --record file: in the window at its recorded times (your pointer is ignored until it ends), or with --headless at a fixed 60 Hz frame step.", valueName: "file"))
    var replay: String?

    @Option(help: ArgumentHelp("Run app time at SCALE x the frame clock (0.05-4; 0.25 is slow motion at 1/4). Keys: S cycles 1x, 1/2x, 1/4x; Space pauses; . steps a frame. Default: 1.", valueName: "scale"))
    var timeScale: Double?

    @Flag(help: "Start with the physics plot shown (key P toggles it): position, velocity and UIKit's predicted curve of the focused technique.")
    var plot = false

    @Option(help: ArgumentHelp("Write the physics plot's series of the focused technique to this CSV file, one row per frame.", valueName: "file"))
    var plotCsv: String?

    @Flag(help: "Render with no display (SDL's dummy video driver and a software renderer).")
    var headless = false

    @Option(help: ArgumentHelp("Headless: pixels per point (1-4; 2 renders as a high-DPI display would). Default: 1.", valueName: "scale"))
    var pixelScale: Double?

    @Option(help: ArgumentHelp("Write a PNG of the last frame to this file, then quit.", valueName: "file"))
    var screenshot: String?

    @Option(help: "Run this many frames, then quit (headless: at the fixed frame step).")
    var frames: Int?

    @Option(help: ArgumentHelp("Headless soak: run FRAMES frames (the replay, if any, repeated), check memory, frame time and landings, print a JSON report; exit 1 on a problem.", valueName: "frames"))
    var soak: Int?

    func validate() throws {
        for (name, value) in [("--width", width), ("--height", height)] {
            if let value, !LabOptions.sizeRange.contains(CGFloat(value)) {
                throw ValidationError("\(name) must be between \(Int(LabOptions.sizeRange.lowerBound)) and \(Int(LabOptions.sizeRange.upperBound)) points, not \(value).")
            }
        }
        if let autoplay, !(autoplay.isFinite && autoplay >= 0.5) {
            throw ValidationError("--autoplay must be a number of seconds, 0.5 or more, not \(autoplay).")
        }
        if let frames, frames < 1 { throw ValidationError("--frames must be 1 or more, not \(frames).") }
        if let soak {
            guard soak >= 1 else { throw ValidationError("--soak must be 1 or more frames, not \(soak).") }
            guard headless else { throw ValidationError("--soak runs headless: add --headless.") }
            guard frames == nil else { throw ValidationError("--soak and --frames both set the number of frames: give one.") }
        }
        if let pixelScale {
            guard pixelScale.isFinite, (1...4).contains(pixelScale) else { throw ValidationError("--pixel-scale must be between 1 and 4, not \(pixelScale).") }
            guard headless else { throw ValidationError("--pixel-scale is for --headless runs; a window renders at its display's scale.") }
        }
        if let timeScale, !(timeScale.isFinite && AppClock.scaleRange.contains(timeScale)) {
            throw ValidationError("--time-scale must be between \(AppClock.scaleRange.lowerBound) and \(AppClock.scaleRange.upperBound) (0.25 is a quarter of the speed), not \(timeScale).")
        }
        if replay != nil, record != nil { throw ValidationError("--record and --replay cannot be used together.") }
        if record != nil, headless { throw ValidationError("--record saves what you do in the window: it cannot be used with --headless.") }
        if headless, screenshot == nil, frames == nil, replay == nil, soak == nil {
            throw ValidationError("--headless has nothing to show: add --screenshot FILE (or --frames N, --replay FILE, --soak N).")
        }
    }

    func run() throws {
        if events { StandardOutput.makeLineBuffered() }
        do {
            var options = LabOptions()
            if let replay { options.replay = try InputRecording.load(from: replay) }
            options.scene = scene ?? options.replay?.scene ?? .gallery
            options.configPath = config
            let base = options.replay?.size ?? LabOptions.defaultSize
            options.size = CGSize(width: width.map { CGFloat($0) } ?? base.width, height: height.map { CGFloat($0) } ?? base.height)
            options.headless = headless
            options.pixelScale = CGFloat(pixelScale ?? 1)
            options.screenshotPath = screenshot
            options.logsEvents = events
            options.xray = xray
            options.autoplayInterval = autoplay
            options.recordPath = record
            options.frames = frames
            options.soakFrames = soak
            options.timeScale = timeScale ?? 1
            options.showsPlot = plot
            options.plotCSVPath = plotCsv
            try MainActor.assumeIsolated {
                try LabApp(options: options).run()
            }
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
CarouselLabCommand.main()
