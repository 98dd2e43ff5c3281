import Foundation
import ScrollKit

/// The real trackpad swipes recorded in browsers, in `Tests/ScrollKitTests/Fixtures` (its README names
/// each source and licence). Their deltas are CSS pixels as the browser reported them; play them through
/// an `SDLWheelPlatform` to get what the app receives on each platform.
public enum RecordedWheelTrace: String, CaseIterable, Sendable, CustomStringConvertible {
    /// macOS 10.15 trackpad, Chrome 76: one swipe back and its inertia tail.
    case macOS = "mac-chrome-swipe-right.csv"
    /// Windows 10 precision touchpad, Chrome 81: one swipe back, a zero at the lift, its tail.
    case windows = "win-chrome-ptp-swipe-right.csv"
    /// Windows 10 precision touchpad, Chrome 81: a fast swipe back (343 px in a frame) and its tail.
    case windowsFast = "win-chrome-ptp-fast-swipe-right.csv"
    /// macOS 10.15.4 trackpad, Safari 13.1: a swipe forward with its tail, 176 ms of silence, then a
    /// much faster swipe back (812 px in a frame) with its tail: two swipes.
    case macOSSwipeAndBack = "mac-safari-swipe-and-back.csv"

    public var description: String { rawValue }

    /// The recordings of exactly one swipe each (`macOSSwipeAndBack` holds two).
    public static let singleSwipes: [RecordedWheelTrace] = [.macOS, .windows, .windowsFast]

    /// The fixture's location: `Tests/ScrollKitTests/Fixtures/<name>` beside this target's folder.
    public var url: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("ScrollKitTests").appendingPathComponent("Fixtures").appendingPathComponent(rawValue)
    }

    /// The recorded stream in CSS pixels, every delta marked precise (as a browser knows), times from
    /// its first event. Throws `WheelTrace.TraceError` naming the file and line for a bad line.
    public func load() throws -> WheelTrace { try WheelTrace.load(csv: url) }

    /// The pages one play of this recording turns when every swipe turns one: −1 (back) for the
    /// single swipes back, 0 for the swipe forward and back.
    public var expectedPages: Int {
        switch self {
        case .macOS, .windows, .windowsFast: return -1
        case .macOSSwipeAndBack: return 0
        }
    }

    /// How many swipes (drags) the recording holds.
    public var swipeCount: Int { self == .macOSSwipeAndBack ? 2 : 1 }
}
