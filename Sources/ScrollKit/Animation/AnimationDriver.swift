import Foundation

/// Something that moves with time: a scroll view's deceleration, a paging snap, a timed animation.
@MainActor
public protocol FrameAnimating: AnyObject {
    /// Advances to `now` (seconds on the run loop's clock). Returns false when finished; the driver
    /// then drops it.
    func advance(to now: Timestamp) -> Bool
}

/// The one place time enters ScrollKit: the run loop calls `tick(_:)` once per frame with the time it
/// read, and every running animation advances to it. Nothing else reads a clock, so a test can drive
/// the same code frame by frame, and a replay is exact.
@MainActor
public final class AnimationDriver {
    /// The time of the last tick (or of the last input event, whichever is later), in seconds.
    public private(set) var now: Timestamp = 0
    private var running: [FrameAnimating] = []
    private var advancing: [FrameAnimating] = []

    /// An idle driver at time 0; the run loop's first `tick(_:)` sets the time.
    public init() {
        running.reserveCapacity(8)
        advancing.reserveCapacity(8)
    }

    /// Whether nothing is animating: the run loop may then sleep until the next input event.
    public var isIdle: Bool { running.isEmpty }

    /// How many animations are running.
    public var count: Int { running.count }

    /// Starts ticking `animation` (once, however often it is added).
    public func add(_ animation: FrameAnimating) {
        guard !contains(animation) else { return }
        running.append(animation)
    }

    /// Stops ticking `animation`.
    public func remove(_ animation: FrameAnimating) {
        running.removeAll { $0 === animation }
    }

    /// Whether `animation` is being ticked (compared by identity). O(n) in the running animations.
    public func contains(_ animation: FrameAnimating) -> Bool {
        running.contains { $0 === animation }
    }

    /// Notes the time of an input event, so work started by the event measures from it.
    package func noteEventTime(_ time: Timestamp) {
        now = max(now, time)
    }

    /// Advances every running animation to `now` and drops the finished ones. Animations added
    /// during the tick start on the next one. Allocates nothing once warm.
    ///
    /// - Complexity: O(n) in the number of running animations.
    public func tick(_ now: Timestamp) {
        self.now = max(self.now, now)
        advancing.removeAll(keepingCapacity: true)
        advancing.append(contentsOf: running)
        for animation in advancing where !animation.advance(to: self.now) {
            remove(animation)
        }
        advancing.removeAll(keepingCapacity: true)
    }
}
