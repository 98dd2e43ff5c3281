import ArgumentParser
import CarouselLabCore
import ScrollKitSDL
import Foundation
import Logging

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
        Page Up/Down to page, Shift + wheel or a horizontal wheel to scroll, Esc to quit.

        Examples:
          CarouselLab
          CarouselLab --scene paging --width 1280 --height 720
          CarouselLab --config ~/my-banners.json
          CarouselLab --headless --screenshot banners.png
        """
    )

    @Option(help: "The scene to open: \(SceneKind.allCases.map(\.rawValue).joined(separator: ", ")).")
    var scene: SceneKind = .banners

    @Option(help: ArgumentHelp("The banners config (JSON). Default: Resources/banners.json.", valueName: "file"))
    var config: String?

    @Option(help: "Window width in points (200-8192).")
    var width: Int = Int(LabOptions.defaultSize.width)

    @Option(help: "Window height in points (150-8192).")
    var height: Int = Int(LabOptions.defaultSize.height)

    @Flag(help: "Render with no display (SDL's dummy video driver and a software renderer).")
    var headless = false

    @Option(help: ArgumentHelp("Write a PNG of the first complete frame to this file, then quit.", valueName: "file"))
    var screenshot: String?

    @Flag(help: "Print one JSON line per scroll or carousel event on standard output (see README).")
    var events = false

    func validate() throws {
        guard (200...8192).contains(width) else { throw ValidationError("--width must be between 200 and 8192 points, not \(width).") }
        guard (150...8192).contains(height) else { throw ValidationError("--height must be between 150 and 8192 points, not \(height).") }
        if headless, screenshot == nil {
            throw ValidationError("--headless draws one frame and needs --screenshot FILE to write it to.")
        }
    }

    func run() throws {
        if events { StandardOutput.makeLineBuffered() }
        var options = LabOptions()
        options.scene = scene
        options.configPath = config
        options.size = CGSize(width: width, height: height)
        options.headless = headless
        options.screenshotPath = screenshot
        options.logsEvents = events
        try MainActor.assumeIsolated {
            do {
                try LabApp(options: options).run()
            } catch let error as ConfigError {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                throw ExitCode.failure
            } catch let error as ExitCode {
                throw error
            } catch {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                throw ExitCode.failure
            }
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
