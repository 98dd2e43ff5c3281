import Foundation

/// Whether the lab reduces motion (`WindowRoot.reducesMotion`), and what decided it.
///
/// Precedence: the command line (`--reduced-motion`), then the config (`"motion"`), then the
/// desktop (`DesktopMotionPreference`), else off. The desktop is asked only when neither of the
/// first two says anything.
public struct ReducedMotion: Equatable, Sendable {
    /// What decided, as the log line names it.
    public enum Source: String, Equatable, Sendable {
        /// `--reduced-motion`.
        case commandLine = "command line"
        /// The config's `"motion"`.
        case config
        /// The desktop's setting (`DesktopMotionPreference`).
        case desktop = "desktop setting"
        /// Nothing said anything: off.
        case byDefault = "default"
    }

    /// Whether motion is reduced.
    public var isOn: Bool
    /// What decided it.
    public var source: Source

    /// A decision of `isOn` by `source`.
    public init(isOn: Bool, source: Source) {
        self.isOn = isOn
        self.source = source
    }

    /// Decides from the command line (`true` when `--reduced-motion` was given, nil when not), the
    /// config (`LabConfig.reducesMotion`), then `desktop`, which is called only when the first two
    /// are nil (it may run `gsettings`).
    public static func resolve(commandLine: Bool?, config: Bool?, desktop: () -> Bool?) -> ReducedMotion {
        if let commandLine { return ReducedMotion(isOn: commandLine, source: .commandLine) }
        if let config { return ReducedMotion(isOn: config, source: .config) }
        if let asked = desktop() { return ReducedMotion(isOn: asked, source: .desktop) }
        return ReducedMotion(isOn: false, source: .byDefault)
    }

    /// The log line: `reduced motion on (command line)`, `reduced motion off (default)`, …
    public var logLine: String {
        "reduced motion \(isOn ? "on" : "off") (\(source.rawValue))"
    }
}
