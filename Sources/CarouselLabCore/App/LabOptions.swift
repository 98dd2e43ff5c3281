import Foundation

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

    public init() {}
}
