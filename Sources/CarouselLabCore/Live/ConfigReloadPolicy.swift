import Foundation
import ScrollKit

/// What the lab does when its config file changes while it runs: a pure value, told each reading of
/// the file and the time, answering with what to do. Times are seconds on any one clock (the window
/// passes its frame clock, tests chosen times); nothing here reads a clock or a file.
///
/// - A good version (`.config`) that differs from the one shown is applied at once; the same
///   version again (a touch, a spurious event) changes nothing.
/// - A bad version (`.problem`: malformed, cut short, empty, a schema error, a repeated `"id"`)
///   changes nothing on screen. If no good version has come `grace` seconds after it (a save in
///   progress writes an empty or cut file first and the whole one an instant later), its error is
///   reported, once: the same error again is not reported again until a good version was applied.
/// - No file at the path (`.missing`: deleted, renamed away) keeps what is shown and, still missing
///   `grace` seconds later (an editor renames the old file away just before it writes the new one),
///   is reported once as a warning naming the file. A file that appears again is read as any other
///   version: a good one applies.
public struct ConfigReloadPolicy: Sendable {
    /// How long a bad or missing version must last before it is reported, in seconds.
    public static let grace: TimeInterval = 0.5

    /// What a reading of the file found.
    public enum Reading: Sendable {
        /// A good config.
        case config(LabConfig)
        /// A config that cannot be used, with its file, line and column.
        case problem(ConfigError)
        /// No file at the path.
        case missing
    }

    /// What the lab must do.
    public enum Action: Hashable, Sendable {
        /// Show this config's banners.
        case apply(LabConfig)
        /// Log this error (the banners shown stay).
        case report(ConfigError)
        /// Log that the config at this path is gone (the banners shown stay).
        case missing(file: String)
    }

    /// The config file, as the user named it (for the missing warning).
    public let file: String
    /// The version shown now.
    public private(set) var applied: LabConfig
    /// The bad or missing reading waiting out its grace, and when it was read.
    private var pending: (reading: Reading, since: Timestamp)?
    /// What was reported last (an error's text, or the missing warning), so it is said once.
    private var reported: String?

    /// A policy for the config at `file`, showing `applied`.
    public init(file: String, applied: LabConfig) {
        self.file = file
        self.applied = applied
    }

    /// Takes a reading of the file made at `time`; returns what to do now.
    public mutating func read(_ reading: Reading, at time: Timestamp) -> [Action] {
        switch reading {
        case .config(let config):
            pending = nil
            reported = nil
            guard config != applied else { return [] }
            applied = config
            return [.apply(config)]
        case .problem, .missing:
            pending = (reading, time)
            return []
        }
    }

    /// When `update(now:)` has something to do (the end of a pending reading's grace); nil when nothing waits.
    public var nextDeadline: Timestamp? {
        pending.map { $0.since + ConfigReloadPolicy.grace }
    }

    /// What to do at `now`: report the pending bad or missing reading once its grace is over (unless
    /// the same was reported already).
    public mutating func update(now: Timestamp) -> [Action] {
        guard let (reading, since) = pending, now >= since + ConfigReloadPolicy.grace else { return [] }
        pending = nil
        let action: Action
        let key: String
        switch reading {
        case .problem(let error):
            (action, key) = (.report(error), error.description)
        case .missing:
            (action, key) = (.missing(file: file), "missing")
        case .config:
            return []
        }
        guard key != reported else { return [] }
        reported = key
        return [action]
    }

    /// The reading of the file at `path` now (`LabConfig.load`): good, bad, or missing. Reads the file.
    public static func reading(of path: String) -> Reading {
        do {
            return .config(try LabConfig.load(from: path))
        } catch {
            return error.kind == .fileNotFound ? .missing : .problem(error)
        }
    }
}
