import Foundation

/// How quickly momentum decays: UIKit's `UIScrollView.DecelerationRate`, the factor by which the
/// velocity is multiplied **every millisecond** (docs/PHYSICS.md §1.1).
///
/// Any factor strictly between 0 and 1 is valid; `.normal` (0.998) and `.fast` (0.99) are UIKit's
/// two named rates.
public struct DecelerationRate: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The per-millisecond velocity factor d, in (0, 1).
    public let rawValue: CGFloat

    /// A rate with the per-millisecond factor `rawValue`; nil unless 0 < `rawValue` < 1.
    public init?(rawValue: CGFloat) {
        guard rawValue.isFinite, rawValue > 0, rawValue < 1 else { return nil }
        self.rawValue = rawValue
    }

    /// UIKit's `.normal` rate, per millisecond: scroll views coast about 2.3 s from 1000 pt/s.
    public static let normal = DecelerationRate(uncheckedFactor: 0.998)
    /// UIKit's `.fast` rate, per millisecond: about 0.46 s from 1000 pt/s.
    public static let fast = DecelerationRate(uncheckedFactor: 0.99)

    /// The factor `d` by which the velocity is multiplied every millisecond.
    public var perMillisecond: CGFloat { rawValue }

    /// ln d, per millisecond (negative): −0.002002 for `.normal`.
    public var logPerMillisecond: CGFloat { log(rawValue) }

    /// The factor by which the velocity is multiplied every second, d^1000 (0.135 for `.normal`,
    /// Flutter's iOS drag coefficient).
    public var perSecond: CGFloat { pow(rawValue, CGFloat(ScrollPhysics.millisecondsPerSecond)) }

    /// WWDC18's `project(initialVelocity:decelerationRate:)`: the distance, in points, that a
    /// velocity `velocity` (pt/s) coasts if summed every millisecond and never stopped,
    /// `v_ms · d/(1 − d)` (499 pt for 1000 pt/s at `.normal`).
    public func projectedDistance(velocity: CGFloat) -> CGFloat {
        ScrollPhysics.perMillisecond(fromPerSecond: velocity) * rawValue / (1 - rawValue)
    }

    /// The distance, in points, of the continuous decay integral `v_ms / (−ln d)` (499.5 pt for
    /// 1000 pt/s at `.normal`), the curve Lobanov and Flutter use.
    public func continuousDistance(velocity: CGFloat) -> CGFloat {
        ScrollPhysics.perMillisecond(fromPerSecond: velocity) / -logPerMillisecond
    }

    /// The factor per millisecond, for logs and test names.
    public var description: String { "DecelerationRate(\(rawValue)/ms)" }

    /// For rates the code knows are valid.
    init(uncheckedFactor: CGFloat) {
        precondition(uncheckedFactor > 0 && uncheckedFactor < 1, "deceleration factor must be in (0, 1)")
        rawValue = uncheckedFactor
    }
}
