import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as Core Animation's
/// `CAMediaTimingFunction(controlPoints:)`: maps the fraction of time elapsed to the fraction of
/// the distance covered.
public struct CubicTimingCurve: Hashable, Sendable {
    /// The first control point (x in 0...1).
    public let control1: CGPoint
    /// The second control point (x in 0...1).
    public let control2: CGPoint

    /// A curve with control points (x1, y1), (x2, y2); x1 and x2 must lie in 0...1.
    public init(_ x1: CGFloat, _ y1: CGFloat, _ x2: CGFloat, _ y2: CGFloat) {
        precondition((0...1).contains(x1) && (0...1).contains(x2), "control x must lie in 0...1")
        control1 = CGPoint(x: x1, y: y1)
        control2 = CGPoint(x: x2, y: y2)
    }

    /// Core Animation's ease-in-ease-out curve, (0.42, 0, 0.58, 1), which UIKit's animated
    /// content-offset changes use.
    public static let easeInEaseOut = CubicTimingCurve(0.42, 0, 0.58, 1)

    /// The fraction of the distance covered at `fraction` of the duration (both 0...1).
    public func value(at fraction: CGFloat) -> CGFloat {
        let u = parameter(forX: min(max(fraction, 0), 1))
        return Self.bezier(u, control1.y, control2.y)
    }

    /// d(value)/d(fraction) at `fraction` of the duration.
    public func slope(at fraction: CGFloat) -> CGFloat {
        let u = parameter(forX: min(max(fraction, 0), 1))
        let dx = Self.derivative(u, control1.x, control2.x)
        return dx > 0 ? Self.derivative(u, control1.y, control2.y) / dx : 0
    }

    /// The Bézier parameter u whose x equals `x`: Newton steps, then bisection if they stall.
    private func parameter(forX x: CGFloat) -> CGFloat {
        var u = x
        for _ in 0..<8 {
            let error = Self.bezier(u, control1.x, control2.x) - x
            if abs(error) < 1e-12 { return u }
            let dx = Self.derivative(u, control1.x, control2.x)
            guard abs(dx) > 1e-9 else { break }
            u -= error / dx
        }
        var low: CGFloat = 0, high: CGFloat = 1
        u = x
        for _ in 0..<60 {
            if Self.bezier(u, control1.x, control2.x) < x { low = u } else { high = u }
            u = (low + high) / 2
        }
        return u
    }

    /// One coordinate of the curve at parameter u, with end points 0 and 1.
    private static func bezier(_ u: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
        let v = 1 - u
        return 3 * v * v * u * p1 + 3 * v * u * u * p2 + u * u * u
    }

    /// Its derivative with respect to u.
    private static func derivative(_ u: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
        let v = 1 - u
        return 3 * v * v * p1 + 6 * v * u * (p2 - p1) + 3 * u * u * (1 - p2)
    }
}

/// A timed move from one content offset to another along an ease-in-out curve: UIKit's
/// `setContentOffset(_:animated:)` and `scrollRectToVisible(_:animated:)` (PHYSICS §9).
/// It starts and ends at rest.
public struct EaseInOutAnimation: Simulation, Hashable {
    /// UIKit's `_contentOffsetAnimationDuration`, in seconds.
    public static let contentOffsetAnimationDuration: TimeInterval = 0.3

    /// The offset at the start, in points.
    public let startPosition: CGFloat
    /// The offset at the end, in points.
    public let finalPosition: CGFloat
    /// The length of the animation, in seconds.
    public let duration: TimeInterval
    /// The timing curve (fraction of time → fraction of distance).
    public let curve: CubicTimingCurve

    /// An animation from `from` to `to` (points) over `duration` seconds.
    public init(
        from: CGFloat, to: CGFloat,
        duration: TimeInterval = EaseInOutAnimation.contentOffsetAnimationDuration,
        curve: CubicTimingCurve = .easeInEaseOut
    ) {
        startPosition = from
        finalPosition = to
        self.duration = max(duration, 0)
        self.curve = curve
    }

    /// The offset at `t` seconds, in points.
    public func position(at t: TimeInterval) -> CGFloat {
        if isDone(at: t) { return finalPosition }
        return startPosition + (finalPosition - startPosition) * curve.value(at: fraction(t))
    }

    /// The velocity at `t` seconds, in points per second.
    public func velocity(at t: TimeInterval) -> CGFloat {
        if isDone(at: t) { return 0 }
        return (finalPosition - startPosition) / CGFloat(duration) * curve.slope(at: fraction(t))
    }

    /// True from `duration` on.
    public func isDone(at t: TimeInterval) -> Bool { t >= duration }

    private func fraction(_ t: TimeInterval) -> CGFloat { CGFloat(max(t, 0) / duration) }
}
