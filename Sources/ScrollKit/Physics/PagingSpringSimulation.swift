import Foundation

/// UIKit's paging snap (docs/PHYSICS.md §4): a discrete damped spring integrated in whole-millisecond
/// steps from the release,
///
///     v += (target − x)·pull ;  v *= friction ;  x += v        (v in pt/ms, once per ms)
///
/// with `pull` and `friction` set by the page width. A half-page snap from rest at 390 pt settles
/// in 338 ms with under 1 pt of overshoot (ω ≈ 16.9 rad/s, ζ ≈ 0.88) and ends exactly on the target.
///
/// **The end never jumps.** UIKit ends a snap once it has passed the target with |v| < 0.1 pt/ms,
/// or once |v| < 0.01 pt/ms within 1 pt of it. From rest the crossing happens within hundredths of
/// a point of the page, but a fast flick overshoots (19.75 pt at 8 000 pt/s on 390 pt pages, more on
/// small pages) and is slowest at the overshoot's peak, where that rule ends it and the last frame
/// jumps back by the whole overshoot. ScrollKit ends a snap only **within `endDistance` (0.5 pt) of
/// the page**: when it is nearly still there (|v| < 0.01 pt/ms), or when it has passed the page and
/// is moving away from it slower than `crossedSettleSpeedPerMillisecond` (0.03 pt/ms: the peak of a
/// sub-point overshoot, where a 30 Hz frame moves it at most 1 pt). A larger overshoot swings back
/// and ends on the page. The half-page snap from rest still ends when it slowly crosses the page, at
/// 338 ms. The other way to keep the end small, bounding the entry velocity, would change how every
/// fast flick starts for a behaviour UIKit's sources do not show; this way the snap is UIKit's spring
/// throughout and only its end rule differs. The last frame of a snap moves under 1 pt at 60 Hz and
/// above for any flick up to 10 000 pt/s and any page ≥ 1 pt (at 30 Hz, under 1.5 pt).
///
/// `position(at: t)` is the state after `floor(t·1000)` steps from the start, so every frame
/// rate samples the same sequence. The simulation stores only the spring and its step count (no
/// arrays: making one allocates nothing); a state is recomputed from the start when asked for.
public struct PagingSpringSimulation: Simulation, Hashable {
    /// Page widths above this, in points, use the wide-view constants.
    public static let wideWidthThreshold: CGFloat = 1024
    /// Change of the spring pull per point of page width, per ms² per point.
    public static let pullPerPoint: CGFloat = -1.84659091e-7
    /// Spring pull at zero width, per ms².
    public static let pullAtZeroWidth: CGFloat = 3.59090909e-4
    /// Spring pull for pages wider than `wideWidthThreshold`, per ms².
    public static let widePull: CGFloat = 0.00017
    /// Change of the per-ms velocity friction per point of page width, per point.
    public static let frictionPerPoint: CGFloat = 9.94318182e-6
    /// Per-ms velocity friction at zero width.
    public static let frictionAtZeroWidth: CGFloat = 0.966818182
    /// Per-ms velocity friction for pages wider than `wideWidthThreshold`.
    public static let wideFriction: CGFloat = 0.977
    /// The snap may end once |v| is below this, in pt/ms, near the target.
    public static let settleSpeedPerMillisecond: CGFloat = 0.01
    /// UIKit's near-target distance, in points: the table rule (`endsOnSlowCrossing == false`) ends
    /// below the settle speed this close to the target.
    public static let settleDistance: CGFloat = 1
    /// A snap ends only this close to the target, in points: the last step onto the page is below it.
    public static let endDistance: CGFloat = 0.5
    /// Past the target and moving away from it slower than this, in pt/ms, the snap is at the peak of
    /// a sub-point overshoot and ends (UIKit's slow crossing, 0.1 pt/ms, made gentle enough that a
    /// 30 Hz frame moves under 1 pt).
    public static let crossedSettleSpeedPerMillisecond: CGFloat = 0.03
    /// A snap is cut off after this many steps (milliseconds) even if not settled.
    public static let maximumSteps = 10_000

    /// The content offset at the start, in points.
    public let startPosition: CGFloat
    /// The velocity at the start, in points per second.
    public let initialVelocity: CGFloat
    /// The page offset the snap ends on, in points.
    public let finalPosition: CGFloat
    /// The page width that sets the spring, in points.
    public let pageWidth: CGFloat
    /// When the snap is done, in seconds since it began (a whole number of milliseconds).
    public let duration: TimeInterval

    /// The spring's per-ms pull toward the target (per ms²) and per-ms velocity friction.
    private let pull: CGFloat
    private let friction: CGFloat
    /// The number of whole-ms steps until the snap settles.
    private let steps: Int

    /// The per-ms pull toward the target for pages `width` points wide, per ms².
    public static func pull(forPageWidth width: CGFloat) -> CGFloat {
        width > wideWidthThreshold ? widePull : width * pullPerPoint + pullAtZeroWidth
    }

    /// The per-ms velocity friction factor for pages `width` points wide.
    public static func friction(forPageWidth width: CGFloat) -> CGFloat {
        width > wideWidthThreshold ? wideFriction : width * frictionPerPoint + frictionAtZeroWidth
    }

    /// A snap from `offset` (points) at `velocity` (**points per second**) to `target` (points),
    /// with the spring of a page `pageWidth` points wide.
    ///
    /// With `endsOnSlowCrossing` (the default) it is done within 0.5 pt of the target, once |v| <
    /// 0.01 pt/ms or once it has passed the target and moves away from it below 0.03 pt/ms (see the
    /// type's notes); a half-page snap at 390 pt then ends at 338 ms, as it slowly crosses the page
    /// (residual below 0.03 pt). Without it, by UIKit's near rule alone (|v| < 0.01 pt/ms within 1 pt):
    /// 361 ms, the figure in docs/PHYSICS.md §11.4.
    ///
    /// Non-finite input never yields a non-finite position: a NaN velocity is 0, an infinite one
    /// `ScrollPhysics.velocityLimit`; a non-finite `offset` or `target` rests at once on the target
    /// (or on `offset` if only that is finite, or 0); a page width that is not positive and finite
    /// uses the spring of a 1 pt page.
    public init(
        offset: CGFloat, velocity: CGFloat, target: CGFloat, pageWidth: CGFloat, endsOnSlowCrossing: Bool = true
    ) {
        let velocity = offset.isFinite && target.isFinite ? ScrollPhysics.finiteVelocity(velocity) : 0
        let target = target.isFinite ? target : (offset.isFinite ? offset : 0)
        let offset = offset.isFinite ? offset : target
        let pageWidth = pageWidth.isFinite && pageWidth > 0 ? pageWidth : 1
        startPosition = offset
        initialVelocity = velocity
        finalPosition = target
        self.pageWidth = pageWidth
        let pull = Self.pull(forPageWidth: pageWidth)
        let friction = Self.friction(forPageWidth: pageWidth)
        self.pull = pull
        self.friction = friction
        // Counts the steps once; the states themselves are recomputed on demand (see `state(before:)`),
        // so making a snap (every paging release) allocates nothing.
        var x = offset
        var v = ScrollPhysics.perMillisecond(fromPerSecond: velocity)
        var startSide = ScrollPhysics.sign(offset - target)
        if startSide == 0 { startSide = -ScrollPhysics.sign(v) }
        var steps = 0
        if startSide != 0 {
            while steps < Self.maximumSteps {
                steps += 1
                Self.step(&x, &v, target: target, pull: pull, friction: friction)
                if Self.isSettled(x: x, v: v, target: target, startSide: startSide, endsOnSlowCrossing: endsOnSlowCrossing) {
                    break
                }
            }
        }
        self.steps = steps
        duration = TimeInterval(steps) / ScrollPhysics.millisecondsPerSecond
    }

    /// Whether the spring at `x` (points) moving at `v` (pt/ms) has settled on `target`, having started
    /// on the `startSide` of it (+1 above, −1 below). See `init`.
    private static func isSettled(x: CGFloat, v: CGFloat, target: CGFloat, startSide: CGFloat, endsOnSlowCrossing: Bool) -> Bool {
        let distance = abs(target - x)
        guard endsOnSlowCrossing else { return abs(v) < settleSpeedPerMillisecond && distance <= settleDistance }
        guard distance <= endDistance else { return false }
        if abs(v) < settleSpeedPerMillisecond { return true }
        let crossed = ScrollPhysics.sign(x - target) == -startSide
        let movingAway = ScrollPhysics.sign(v) == ScrollPhysics.sign(x - target)
        return crossed && movingAway && abs(v) < crossedSettleSpeedPerMillisecond
    }

    /// One millisecond of the spring: the velocity (pt/ms) is pulled and damped, then moves the position.
    @inline(__always)
    private static func step(_ x: inout CGFloat, _ v: inout CGFloat, target: CGFloat, pull: CGFloat, friction: CGFloat) {
        v += (target - x) * pull
        v *= friction
        x += v
    }

    /// The state before step `n` (0 ≤ n < steps): the position (points) and velocity (pt/ms), the same
    /// arithmetic in the same order as the constructor's count, so the values are exactly those of
    /// the stepped spring. O(n): a snap lasts a few hundred milliseconds.
    private func state(before n: Int) -> (x: CGFloat, v: CGFloat) {
        var x = startPosition
        var v = ScrollPhysics.perMillisecond(fromPerSecond: initialVelocity)
        for _ in 0..<n { Self.step(&x, &v, target: finalPosition, pull: pull, friction: friction) }
        return (x, v)
    }

    /// The content offset after `floor(t·1000)` whole-ms steps, in points.
    public func position(at t: TimeInterval) -> CGFloat {
        guard let step = step(at: t) else { return finalPosition }
        return state(before: step).x
    }

    /// The velocity after `floor(t·1000)` whole-ms steps, in points per second.
    public func velocity(at t: TimeInterval) -> CGFloat {
        guard let step = step(at: t) else { return 0 }
        return ScrollPhysics.perSecond(fromPerMillisecond: state(before: step).v)
    }

    /// True once the settle rule has fired (from `duration` on).
    public func isDone(at t: TimeInterval) -> Bool { step(at: t) == nil }

    /// The index of the step running at `t`, or nil once done.
    private func step(at t: TimeInterval) -> Int? {
        let ms = ScrollPhysics.milliseconds(t).rounded(.down)
        guard ms < CGFloat(steps) else { return nil }
        return Int(ms)
    }
}
