import Foundation

/// The command line: `EmbedSDL [--frames N] [--screenshot FILE] [--width W] [--height H]`.
public struct Options: Equatable, Sendable {
    /// Frames to run before quitting; nil runs until the window is closed or Esc is pressed.
    public var frames: Int?
    /// Where to write the last frame as a PNG (what the app drew: its bars and the carousel).
    public var screenshot: String?
    /// The window's size, in points.
    public var width = 800
    /// The window's size, in points.
    public var height = 480

    /// The usage text.
    public static let usage = """
        usage: EmbedSDL [--frames N] [--screenshot FILE] [--width W] [--height H]
          An SDL app of its own with a carousel of numbered cards between its header and footer.
          --frames N         run N frames (at a fixed 60 Hz clock), then quit
          --screenshot FILE  write the last frame as a PNG (with no --frames: after 1 frame)
          --width/--height   the window's size in points (default 800 x 480, 200 to 4096)
          Drag, wheel or click the cards; Left/Right once the carousel has the focus; Esc quits.
        """

    /// The defaults: a live 800×480 window.
    public init() {}

    /// Parses the arguments (without the program's name).
    /// - Throws: `OptionsError` naming the bad argument and what is expected.
    public static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var rest = arguments[...]
        func value(_ name: String) throws -> String {
            guard let value = rest.popFirst() else { throw OptionsError("\(name) needs a value") }
            return value
        }
        func number(_ name: String, in range: ClosedRange<Int>) throws -> Int {
            let text = try value(name)
            guard let n = Int(text), range.contains(n) else {
                throw OptionsError("\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), not \(text)")
            }
            return n
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--frames": options.frames = try number(argument, in: 1...1_000_000)
            case "--screenshot": options.screenshot = try value(argument)
            case "--width": options.width = try number(argument, in: 200...4096)
            case "--height": options.height = try number(argument, in: 200...4096)
            case "--help", "-h": throw OptionsError(nil)
            default: throw OptionsError("unknown argument \(argument)")
            }
        }
        if options.screenshot != nil, options.frames == nil { options.frames = 1 }
        return options
    }
}

/// A bad command line: what is wrong (nil for `--help`), printed above the usage.
public struct OptionsError: Error, Equatable, Sendable {
    /// What is wrong; nil when the usage was asked for.
    public let message: String?

    init(_ message: String?) { self.message = message }
}
