import Foundation

/// What the user asked for on the command line, already validated.
public struct LabOptions: Sendable {
    /// The default window size, in points.
    public static let defaultSize = CGSize(width: 960, height: 540)

    public var scene: SceneKind = .banners
    /// The config file; nil finds `Resources/banners.json` (see `DefaultConfigLocator`).
    public var configPath: String?
    /// The window (or headless surface) size, in points.
    public var size: CGSize = LabOptions.defaultSize
    /// Render with no display (dummy video driver, software renderer on a surface).
    public var headless = false
    /// Write a PNG of the first complete frame here, then quit.
    public var screenshotPath: String?
    /// Print one JSON line per delegate event on standard output.
    public var logsEvents = false

    public init() {}
}
