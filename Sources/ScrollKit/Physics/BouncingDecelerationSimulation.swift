import Foundation

/// Free momentum in a bounded scroll range: UIKit's deceleration inside `[min, max]`, its
/// bounce beyond (docs/PHYSICS.md §3.2), or a hard stop at the edge when the axis does not bounce.
///
/// The frame split UIKit does at the edge crossing is done exactly: the decay runs until the
/// analytic time it reaches the edge, and the bounce starts there with the decay's velocity at
/// that time. A release while overscrolled is in bounce mode from the start; if its inward
/// velocity carries the content back across the edge, deceleration takes over from that moment
/// (and may bounce at the far edge). With `bounces == false` the motion stops exactly on the edge
/// with zero velocity and never leaves the range.
///
/// Every bounce starts at no more than `maximumBounceEntrySpeed` (3 pt/ms, UIKit's clamp of
/// docs/PHYSICS.md §3.1), so no fling, however fast, overshoots an edge by more than 33.3 × 3 ≈ 100 pt
/// beyond where it was (20 000 pt/s from 1 000 pt inside would otherwise overshoot 599 pt). The
/// clamp applies to a release while overscrolled too: UIKit's drag release calls the same function.
///
/// Positions are content offsets in points; `t` is seconds since the release.
public struct BouncingDecelerationSimulation: Simulation, Hashable {
    /// What the motion is doing at a given time.
    public enum Phase: Hashable, Sendable {
        /// Decelerating inside the range.
        case decelerating
        /// Beyond an edge, returning to it.
        case bouncing
        /// Done.
        case resting
    }

    /// One closed-form piece of the motion.
    enum Piece: Hashable, Sendable {
        case decay(DecelerationSimulation)
        case bounce(BounceSimulation)
        case rest(CGFloat)
    }

    /// A piece and the time it starts, in seconds since the release.
    struct Segment: Hashable, Sendable {
        var start: TimeInterval
        var piece: Piece
    }

    /// The scrollable range of content offsets, in points.
    public let range: ClosedRange<CGFloat>
    /// Whether the axis bounces beyond its edges.
    public let bounces: Bool
    /// Where the motion ends, in points.
    public let finalPosition: CGFloat
    /// When the motion ends, in seconds since the release.
    public let duration: TimeInterval

    /// The pieces in time order; the last one ends at `duration`. Stored inline: a scroll view makes
    /// one of these at every release and every recentre, and that must not allocate.
    let segments: SegmentList

    /// UIKit's clamp on the velocity a bounce starts with, in points per second (±3 pt/ms).
    public static let maximumBounceEntrySpeed: CGFloat = 3000

    /// Momentum from `offset` (points) at `velocity` (**points per second**, content-offset
    /// direction) with deceleration `rate`, in the scrollable `range` (points).
    ///
    /// - Parameters:
    ///   - offset: the content offset at the release, in points.
    ///   - velocity: the release velocity, in points per second (content-offset direction).
    ///   - rate: the per-millisecond decay inside the range (`.normal` 0.998, `.fast` 0.99).
    ///   - range: the scrollable range of content offsets, in points.
    ///   - bounces: whether the motion bounces (b = 0.99 per ms) past an edge; false stops it there.
    ///   - stopSpeedPerMillisecond: the speed the deceleration inside the range stops at,
    ///     pt/ms: 0.01, or this axis' share of a two-axis fling's joint stop (`ScrollPhysics.jointStopSpeeds`).
    ///
    /// Non-finite input comes to rest inside the range: a NaN velocity is 0, an infinite one
    /// `ScrollPhysics.velocityLimit`; an offset of +∞ starts on the upper edge, −∞ or NaN on the lower.
    public init(
        offset: CGFloat, velocity: CGFloat, rate: DecelerationRate = .normal,
        range: ClosedRange<CGFloat>, bounces: Bool = true,
        stopSpeedPerMillisecond: CGFloat = ScrollPhysics.stopSpeedPerMillisecond
    ) {
        self.range = range
        self.bounces = bounces
        var segments = SegmentList()
        var start: TimeInterval = 0
        var x = offset.isFinite ? offset : (offset == .infinity ? range.upperBound : range.lowerBound)
        var v = ScrollPhysics.finiteVelocity(velocity)
        if !x.isFinite { x = range.upperBound.isFinite ? range.upperBound : 0 } // an unbounded range
        // At most: bounce back inside → decelerate → bounce at the far edge.
        for _ in 0..<Self.maximumPieces {
            let below = x < range.lowerBound || (x == range.lowerBound && v < 0)
            let above = x > range.upperBound || (x == range.upperBound && v > 0)
            if below || above {
                let edge = below ? range.lowerBound : range.upperBound
                guard bounces else {
                    segments.append(Segment(start: start, piece: .rest(min(max(x, range.lowerBound), range.upperBound))))
                    break
                }
                let entry = min(max(v, -Self.maximumBounceEntrySpeed), Self.maximumBounceEntrySpeed)
                let bounce = BounceSimulation(offset: x, velocity: entry, edge: edge, rate: rate)
                segments.append(Segment(start: start, piece: .bounce(bounce)))
                guard let crossing = bounce.edgeCrossingTime else {
                    start += bounce.duration
                    break
                }
                // Carried back inside: decelerate from the edge with the bounce's velocity.
                v = bounce.velocity(at: crossing)
                x = edge
                start += crossing
                continue
            }
            let decay = DecelerationSimulation(
                offset: x, velocity: v, rate: rate, stopSpeedPerMillisecond: stopSpeedPerMillisecond)
            let edge = v > 0 ? range.upperBound : range.lowerBound
            guard decay.duration > 0, edge != x, let hit = decay.timeToReach(edge),
                decay.finalPosition != edge, hit < decay.duration
            else {
                segments.append(Segment(start: start, piece: .decay(decay)))
                start += decay.duration
                break
            }
            segments.append(Segment(start: start, piece: .decay(decay)))
            start += hit
            v = decay.velocity(at: hit)
            x = edge
            guard bounces else {
                segments.append(Segment(start: start, piece: .rest(edge)))
                break
            }
        }
        self.segments = segments
        duration = start
        switch segments.last?.piece {
        case .decay(let s): finalPosition = s.finalPosition
        case .bounce(let s): finalPosition = s.finalPosition
        case .rest(let p): finalPosition = p
        case nil: finalPosition = offset
        }
    }

    /// Momentum for the axis described by `metrics` at `velocity` (**points per second**).
    public init(
        metrics: ScrollAxisMetrics, velocity: CGFloat, rate: DecelerationRate = .normal, bounces: Bool = true,
        stopSpeedPerMillisecond: CGFloat = ScrollPhysics.stopSpeedPerMillisecond
    ) {
        self.init(
            offset: metrics.offset, velocity: velocity, rate: rate, range: metrics.range, bounces: bounces,
            stopSpeedPerMillisecond: stopSpeedPerMillisecond)
    }

    /// The bounce, deceleration, bounce… pieces the motion is made of; no more than this.
    static let maximumPieces = 4

    /// The content offset at `t` seconds, in points.
    public func position(at t: TimeInterval) -> CGFloat {
        guard !isDone(at: t), let (segment, local) = segment(at: t) else { return finalPosition }
        switch segment.piece {
        case .decay(let s): return s.position(at: local)
        case .bounce(let s): return s.position(at: local)
        case .rest(let p): return p
        }
    }

    /// The velocity at `t` seconds, in points per second (UIKit's velocity state).
    public func velocity(at t: TimeInterval) -> CGFloat {
        guard !isDone(at: t), let (segment, local) = segment(at: t) else { return 0 }
        switch segment.piece {
        case .decay(let s): return s.velocity(at: local)
        case .bounce(let s): return s.velocity(at: local)
        case .rest: return 0
        }
    }

    /// True from `duration` on (and for a NaN time).
    public func isDone(at t: TimeInterval) -> Bool { !(t < duration) }

    /// What the motion is doing at `t` seconds.
    public func phase(at t: TimeInterval) -> Phase {
        guard !isDone(at: t), let (segment, _) = segment(at: t) else { return .resting }
        switch segment.piece {
        case .decay: return .decelerating
        case .bounce: return .bouncing
        case .rest: return .resting
        }
    }

    /// The segment running at `t` and the time since it started, in seconds.
    private func segment(at t: TimeInterval) -> (Segment, TimeInterval)? {
        let t = max(t, 0)
        guard let index = segments.lastIndex(where: { $0.start <= t }) else { return nil }
        return (segments[index], t - segments[index].start)
    }

    /// Up to `capacity` segments in a fixed inline buffer (no heap allocation). The constructor's loop
    /// appends at most one segment per piece plus a final rest: `maximumPieces + 1`.
    struct SegmentList: Hashable, Sendable {
        static let capacity = BouncingDecelerationSimulation.maximumPieces + 1
        private static let unused = Segment(start: 0, piece: .rest(0))
        private var storage: (Segment, Segment, Segment, Segment, Segment) = (unused, unused, unused, unused, unused)
        private(set) var count = 0

        init() {}

        mutating func append(_ segment: Segment) {
            precondition(count < Self.capacity, "more motion pieces than BouncingDecelerationSimulation allows")
            switch count {
            case 0: storage.0 = segment
            case 1: storage.1 = segment
            case 2: storage.2 = segment
            case 3: storage.3 = segment
            default: storage.4 = segment
            }
            count += 1
        }

        subscript(index: Int) -> Segment {
            precondition(index >= 0 && index < count, "segment index out of range")
            switch index {
            case 0: return storage.0
            case 1: return storage.1
            case 2: return storage.2
            case 3: return storage.3
            default: return storage.4
            }
        }

        var last: Segment? { count > 0 ? self[count - 1] : nil }

        func lastIndex(where matches: (Segment) -> Bool) -> Int? {
            var index = count - 1
            while index >= 0 {
                if matches(self[index]) { return index }
                index -= 1
            }
            return nil
        }

        static func == (lhs: SegmentList, rhs: SegmentList) -> Bool {
            guard lhs.count == rhs.count else { return false }
            for index in 0..<lhs.count where lhs[index] != rhs[index] { return false }
            return true
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(count)
            for index in 0..<count { hasher.combine(self[index]) }
        }
    }
}
