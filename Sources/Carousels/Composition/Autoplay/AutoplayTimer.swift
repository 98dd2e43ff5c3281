import Foundation
import ScrollKit

/// When an autoplaying carousel turns the page: every `interval` seconds of being left alone.
///
/// A pure value driven with the run loop's time. While the carousel is *held* (the pointer pressed on
/// it or hovering over it, or the strip moving: a drag, momentum, or a key's animation), the timer
/// waits; once let go, a full interval passes before the next page. So autoplay never fights a drag or
/// a key, and the page it turns is always from rest.
public struct AutoplayTimer: Hashable, Sendable {
    /// Seconds between pages while left alone (at least `minimumInterval`).
    public let interval: TimeInterval
    /// When the current stretch of being left alone began, nil while held (or before the first update).
    public private(set) var idleSince: Timestamp?

    /// The shortest interval accepted, in seconds: a page turn's animation takes 0.3 s.
    public static let minimumInterval: TimeInterval = 0.5

    /// A timer that fires every `interval` seconds (at least `minimumInterval`) while not held.
    public init(interval: TimeInterval) {
        self.interval = max(interval, AutoplayTimer.minimumInterval)
    }

    /// Advances to `now`. Returns true when a page should turn now; the next interval then starts.
    public mutating func update(now: Timestamp, isHeld: Bool) -> Bool {
        guard !isHeld else {
            idleSince = nil
            return false
        }
        guard let since = idleSince else {
            idleSince = now
            return false
        }
        guard now - since >= interval else { return false }
        idleSince = now
        return true
    }

    /// When the next page turns if the carousel stays alone; nil while held.
    public var nextFire: Timestamp? { idleSince.map { $0 + interval } }
}
