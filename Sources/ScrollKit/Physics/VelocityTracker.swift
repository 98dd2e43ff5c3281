import Foundation

/// The pointer velocity at release, estimated so that the same physical drag gives the same fling
/// however its events were stamped (docs/PHYSICS.md §6, issue 13).
///
/// **What the samples are.** SDL2 stamps an event with `SDL_GetTicks` when it pumps the queue, so
/// pointer samples arrive once per frame, in whole milliseconds, and every event of one pump shares
/// one stamp. Two things follow. Consecutive stamps are off by up to 1 ms against a frame of 4–33 ms
/// (3–25 % on one pair), so an estimate from the last few pairs, as iOS's 0.6/0.35/0.05 weighting
/// is, swings with the sub-millisecond phase of the frames (0.97–1.09 pt/ms for a steady 1 pt/ms).
/// And the pump that carries the release stamps the lift's position with the pump's time, up to a
/// frame late, so its last pair reads slow.
///
/// **The estimate.**
/// - A least-squares line through the samples of the last `horizon` (150 ms) before the release's
///   pump: the samples stamped at the release time or later are left out (unless fewer than two
///   would remain). Over 150 ms the 1 ms stamp error averages out: a steady drag sampled at 30, 60,
///   120, 144 or 240 Hz with any phase gives the same velocity to within 0.3 %. The line's slope is
///   the mean velocity over the window, which lags a speeding-up pointer as iOS's weighting of the
///   older pairs does (that weighting models the scroll view slowing as the finger lifts).
/// - The pause rule fades: the time the pointer had been still at its release position, less one
///   sampling interval (the last gap between samples, at most 50 ms: a frame hitch or a 20 Hz
///   machine is not a pause), scales the velocity from 1 at 0 ms to 0 at `pauseFadeDuration`
///   (80 ms; half at 40 ms, where Flutter's rule cuts to 0). A slow frame while the pointer moves is
///   just a longer gap between samples: the line goes through it.
/// - The result is capped at `maximumSpeed` (8 000 pt/s, Flutter's and Android's fling cap).
/// - Non-finite samples are ignored; the estimate is always finite.
///
/// The SDL stamps are used as they are (whole milliseconds, `SDLContext.now`'s clock): the window
/// makes their resolution harmless, and every other consumer of event times keeps one clock.
///
/// Positions are in points in any fixed space; velocities in points per second, in the same space
/// (a scroll view negates them to get a content-offset velocity). No allocation per sample.
public struct VelocityTracker: Sendable {
    /// How far back the fit looks from the newest sample it uses, in seconds.
    public static let horizon: TimeInterval = 0.150
    /// The fastest release, in points per second (in any direction): Flutter's `kMaxFlingVelocity`
    /// and Android's `ViewConfiguration` maximum fling velocity.
    public static let maximumSpeed: CGFloat = 8000
    /// A pointer still this long before lifting (beyond one sampling interval) flings at 0, in
    /// seconds; a shorter stillness scales the velocity down linearly.
    public static let pauseFadeDuration: TimeInterval = 0.080
    /// The longest gap between samples taken as one sampling interval, in seconds (a 20 Hz frame).
    public static let maximumSamplingInterval: TimeInterval = 0.050

    /// Enough for 150 ms at 400 samples per second; older samples fall out of the window anyway.
    private var history = PointerSampleHistory(capacity: 64)

    /// An empty tracker.
    public init() {}

    /// Records the pointer at `position` (points) at `time` (seconds). A sample at the newest time
    /// or earlier replaces the newest position (one pump, one sample). Non-finite samples are ignored.
    public mutating func addSample(time: Timestamp, position: CGPoint) {
        guard time.isFinite, position.x.isFinite, position.y.isFinite else { return }
        history.append(.init(time: time, position: position))
    }

    /// Forgets every sample (at touch-down).
    public mutating func reset() { history.removeAll() }

    /// The running estimate, in points per second: the line through the last `horizon` of samples,
    /// capped at `maximumSpeed`. Zero with fewer than two samples.
    public var velocity: CGPoint {
        Self.capped(fit(before: .infinity))
    }

    /// The velocity to fling with when the pointer lifts at `time` (seconds) at `position` (points),
    /// in points per second: the fit over the samples before the release's pump, faded by how long
    /// the pointer had been still, capped at `maximumSpeed`. Feed the release here, not to `addSample`.
    public func releaseVelocity(time: Timestamp, position: CGPoint) -> CGPoint {
        guard history.count > 0, time.isFinite else { return .zero }
        var fitted = fit(before: time)
        if history.count(before: time) < 2 { fitted = fit(before: .infinity) }
        let factor = CGFloat(Self.pauseFactor(stillness: stillness(at: time, position: position)))
        return Self.capped(CGPoint(x: fitted.x * factor, y: fitted.y * factor))
    }

    /// The share of the velocity a release keeps after the pointer was still for `stillness.duration`
    /// seconds, sampled every `stillness.interval` seconds: 1 − (duration − interval)/fade, in [0, 1].
    public static func pauseFactor(stillness: (duration: TimeInterval, interval: TimeInterval)) -> Double {
        let pause = stillness.duration - min(stillness.interval, maximumSamplingInterval)
        return min(max(1 - pause / pauseFadeDuration, 0), 1)
    }

    /// How long the pointer had been at `position` when it lifted at `time`, and the gap between the
    /// sample where it arrived there and the one before (the interval that movement was seen over).
    private func stillness(at time: Timestamp, position: CGPoint) -> (duration: TimeInterval, interval: TimeInterval) {
        var index = 0
        while index < history.count, history[fromNewest: index].position == position { index += 1 }
        guard index > 0 else { return (0, 0) } // it moved to the release position as it lifted
        let arrival = history[fromNewest: index - 1].time
        let interval = index < history.count ? arrival - history[fromNewest: index].time : 0
        return (max(time - arrival, 0), interval)
    }

    /// The least-squares slope of position against time over the samples stamped before `limit`
    /// (seconds) and within `horizon` of the newest of them, in points per second.
    private func fit(before limit: Timestamp) -> CGPoint {
        var first = 0
        while first < history.count, history[fromNewest: first].time >= limit { first += 1 }
        guard first < history.count else { return .zero }
        let newest = history[fromNewest: first]
        var n: CGFloat = 0
        var sumT: CGFloat = 0
        var sumX: CGFloat = 0
        var sumY: CGFloat = 0
        var index = first
        while index < history.count {
            let sample = history[fromNewest: index]
            let age = newest.time - sample.time
            if age > Self.horizon { break }
            n += 1
            sumT -= CGFloat(age)
            sumX += sample.position.x - newest.position.x
            sumY += sample.position.y - newest.position.y
            index += 1
        }
        guard n >= 2 else { return .zero }
        let meanT = sumT / n
        let meanX = sumX / n
        let meanY = sumY / n
        var stt: CGFloat = 0
        var stx: CGFloat = 0
        var sty: CGFloat = 0
        for i in first..<index {
            let sample = history[fromNewest: i]
            let t = -CGFloat(newest.time - sample.time) - meanT
            stt += t * t
            stx += t * (sample.position.x - newest.position.x - meanX)
            sty += t * (sample.position.y - newest.position.y - meanY)
        }
        guard stt > 0 else { return .zero }
        return CGPoint(x: stx / stt, y: sty / stt)
    }

    /// `velocity` scaled down, direction kept, to at most `maximumSpeed`; zero if not finite.
    static func capped(_ velocity: CGPoint) -> CGPoint {
        let speed = (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot()
        guard speed.isFinite else { return .zero }
        guard speed > maximumSpeed else { return velocity }
        return CGPoint(x: velocity.x * maximumSpeed / speed, y: velocity.y * maximumSpeed / speed)
    }
}
