import Foundation

/// Fast scroll: a fling that starts while a free strip still glides the same way adds the glide's
/// momentum to its own, so quick repeated flicks cross a long list (docs/PHYSICS.md §1.5).
///
/// The product uses **Flutter's carried momentum** (`BouncingScrollPhysics.carriedMomentum` and
/// `ScrollDragController`), not UIKit's fast-scroll multiplier. UIKit's `_fastScrollMultiplier` is
/// only partly known: it scales the momentum's displacement from the third same-direction flick on,
/// and the rule that counts the flicks was never extracted, so any reimplementation would be a guess.
/// Flutter's is documented and a closed form of one value, the glide's velocity when the drag caught
/// it; it adds to the release velocity and leaves UIKit's decay untouched, so the landing reported to
/// the delegate is still UIKit's projection of the velocity the strip really leaves with.
///
/// One change from Flutter: a release keeps the momentum when it is faster than half the *glide it
/// caught*, where Flutter compares it with the carried momentum. The carry grows as the square of
/// the glide's speed, so with Flutter's comparison a steady series of quick flicks builds up for two
/// or three flicks and then, once the carry passes twice the flick, drops back to a lone flick every
/// other time: a brake in the middle of a fast scroll (mouse flicks are modest: SDL's least-squares
/// release velocity is capped at 8 000 pt/s). The release is capped at `maximum` instead.
///
/// The rule, per axis (velocities in points per second, content-offset terms):
/// - Catching a glide moving at `v` carries `sign(v)·min(0.000816·|v|^1.967, 40 000)`
///   (`carried(_:)`); nothing when the glide was at or beyond an edge (bouncing), or was not a free
///   glide (a landing the delegate chose, a paging snap, an animation: the scroll view passes
///   `none`).
/// - A pause loses it: the drag held still for more than `pauseThreshold` (between two moves, or
///   before the release).
/// - At the release the carried velocity is added when the fling goes the same way (a reversal
///   resets it), is faster than `retainVelocityFactor` times the caught glide, and the content is not
///   dragged past an edge; the sum is capped at `maximum`.
///
/// A pure value, one per drag: it is told the times, and reads no clock.
public struct CarriedMomentum: Hashable, Sendable {
    /// The momentum carried into the release, per axis, points per second (zero: none).
    public private(set) var velocity: CGPoint
    /// The glide's velocity when the drag caught it, per axis, points per second.
    public private(set) var glideVelocity: CGPoint
    /// When the drag last moved (or caught the glide), seconds.
    public private(set) var lastMoveTime: Timestamp
    /// Where the drag was then: its pointer translation (or a swipe's summed deltas), points.
    public private(set) var lastPosition: CGPoint

    /// Nothing carried.
    public static let none = CarriedMomentum(
        velocity: .zero, glideVelocity: .zero, lastMoveTime: -.infinity, lastPosition: .zero)

    /// Flutter's coefficient of the carried momentum, (pt/s)^(1 − exponent).
    public static let coefficient: CGFloat = 0.000816
    /// Flutter's exponent of the carried momentum.
    public static let exponent: CGFloat = 1.967
    /// Flutter's cap on the carried momentum, and the product's on a release that carries it, points
    /// per second (a glide of 40 000 pt/s travels about 20 000 pt at `.normal`).
    public static let maximum: CGFloat = 40_000
    /// A drag held still for longer than this has paused and carries nothing, seconds. Flutter's
    /// 20 ms assumes a touch event every 8–16 ms; SDL delivers the mouse once per frame (33 ms apart
    /// after a dropped frame at 60 Hz), so the product uses the wheel's pause (`swipeEndPause`).
    public static let pauseThreshold: TimeInterval = WheelGestureClassifier.swipeEndPause
    /// The release must be faster than this fraction of the caught glide's velocity to keep the
    /// momentum (Flutter's `momentumRetainVelocityThresholdFactor`, applied to the glide rather than
    /// the carry): a slow nudge during a glide is not a flick.
    public static let retainVelocityFactor: CGFloat = 0.5

    private init(velocity: CGPoint, glideVelocity: CGPoint, lastMoveTime: Timestamp, lastPosition: CGPoint) {
        self.velocity = velocity
        self.glideVelocity = glideVelocity
        self.lastMoveTime = lastMoveTime
        self.lastPosition = lastPosition
    }

    /// A drag catching a glide that moves at `glideVelocity` (points per second per axis) at `time`
    /// (seconds), its pointer (or swipe) at the translation `position`. `atEdge`: per axis, the glide
    /// was at or beyond an edge (bouncing), which carries nothing.
    public init(
        catching glideVelocity: CGPoint, at time: Timestamp, position: CGPoint = .zero,
        atEdge: (horizontal: Bool, vertical: Bool) = (false, false)
    ) {
        self.init(
            velocity: CGPoint(
                x: atEdge.horizontal ? 0 : Self.carried(glideVelocity.x),
                y: atEdge.vertical ? 0 : Self.carried(glideVelocity.y)),
            glideVelocity: glideVelocity, lastMoveTime: time, lastPosition: position)
    }

    /// Flutter's carried momentum of a glide at `glideVelocity`: `sign(v)·min(0.000816·|v|^1.967,
    /// 40 000)`, points per second (2 000 pt/s carries 2 538). Zero for a non-finite velocity.
    public static func carried(_ glideVelocity: CGFloat) -> CGFloat {
        guard glideVelocity.isFinite, glideVelocity != 0 else { return 0 }
        let magnitude = min(coefficient * pow(abs(glideVelocity), exponent), maximum)
        return glideVelocity < 0 ? -magnitude : magnitude
    }

    /// Whether anything is carried.
    public var isCarrying: Bool { velocity != .zero }

    /// The drag is at `position` at `time`: a move after more than `pauseThreshold` held still
    /// loses the momentum. O(1).
    public mutating func dragMoved(to position: CGPoint, at time: Timestamp) {
        guard isCarrying, position != lastPosition else { return }
        if time - lastMoveTime > Self.pauseThreshold {
            self = .none
            return
        }
        lastMoveTime = max(lastMoveTime, time)
        lastPosition = position
    }

    /// The velocity a release at `releaseVelocity` (points per second per axis) leaves with at `time`
    /// (seconds): plus the carried momentum on each axis where the fling goes the same way, faster
    /// than `retainVelocityFactor` times the caught glide, not dragged past an edge (`beyondEdge`),
    /// and the drag has not been held still since its last move for more than `pauseThreshold`;
    /// capped at `maximum`. Never NaN.
    public func releaseVelocity(
        _ releaseVelocity: CGPoint, at time: Timestamp, beyondEdge: (horizontal: Bool, vertical: Bool) = (false, false)
    ) -> CGPoint {
        guard isCarrying, time - lastMoveTime <= Self.pauseThreshold else { return releaseVelocity }
        func add(_ fling: CGFloat, _ carried: CGFloat, _ glide: CGFloat, _ edge: Bool) -> CGFloat {
            guard !edge, carried != 0, fling.isFinite, ScrollPhysics.sign(fling) == ScrollPhysics.sign(carried),
                abs(fling) > Self.retainVelocityFactor * abs(glide)
            else { return fling }
            let sum = fling + carried
            return min(max(sum, -Self.maximum), Self.maximum)
        }
        return CGPoint(
            x: add(releaseVelocity.x, velocity.x, glideVelocity.x, beyondEdge.horizontal),
            y: add(releaseVelocity.y, velocity.y, glideVelocity.y, beyondEdge.vertical))
    }
}
