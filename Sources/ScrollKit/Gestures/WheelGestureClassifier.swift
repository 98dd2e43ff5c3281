import Foundation

/// Turns a stream of wheel deltas along one axis into the gestures a finger makes: a *swipe* (a drag
/// whose end is a pause or the start of the OS's inertia tail, after which the tail is swallowed) or a
/// deliberate *notch* (one item per notch).
///
/// A pure value: it is fed each delta with its time and whether the device reported it as precise,
/// and told the time at every frame (`advance(to:)`); it reads no clock. The scroll view acts on its
/// decisions (`ScrollView+Wheel`).
///
/// - Precision belongs to the gesture, not to the event. `isPrecise` is only the backend's guess
///   from one delta (SDL 2 marks nothing: a fractional number of notches), and a precise device
///   reports whole values too (SDL's Cocoa backend passes a trackpad's line delta, a tenth of its
///   pixels, so 20 px is exactly 2.0; Wayland divides by 10; a Windows precision touchpad may send a
///   multiple of 120). A gesture that has shown a fractional delta is precise until it ends (a pause,
///   a tail), and every delta inside it, whole or not, belongs to it.
/// - A precise delta that starts a gesture starts a swipe (trackpads, Magic Mouse, precision
///   touchpads, free-spinning wheels on macOS, Wayland and Windows).
/// - A whole delta that starts a gesture is a deliberate step (one notch), unless more deltas the
///   same way follow within `burstSpacing`: a burst of notches (X11 reports trackpads and
///   free-spinning wheels that way), or a precise device whose first delta happened to be whole.
///   The first notch has already stepped when the second delta arrives; the swipe then starts from
///   where that step has taken the content, and the first notch counts toward its velocity.
/// - A swipe ends after `swipeEndPause` without a delta, or when its precise deltas drop
///   `inertiaDecayCount` times in a row by a ratio in `inertiaDecayRange` (the OS's inertia tail
///   has begun: the finger has lifted).
/// - After a release the tail is swallowed until `tailEndPause` of silence. A delta the other way,
///   or a delta larger than the one before whose pair is faster than `tailRiseFactor` times each of
///   the two pairs before (and than `newSwipeMinimumSpeed`), is a new swipe: it catches the strip,
///   as a press does.
/// - A burst released by a pause while still fast has a tail too (an X11 driver emulating clicks
///   from a coasting or decaying stream): its notches are swallowed until `burstTailEndPause` of
///   silence (longer as its notches thin out: `burstTailGapFactor`); a notch the other way is a deliberate step, and activity rising past
///   `burstTailRiseFactor` times the tail's lowest (`burstTailActivityTime`) is a new swipe.
///
/// Times in seconds, deltas in points of content offset (positive forward), speeds in points per
/// second.
public struct WheelGestureClassifier: Hashable, Sendable {
    /// What the scroll view does with a delta.
    public enum Decision: Hashable, Sendable {
        /// Nothing: the delta belongs to an inertia tail being swallowed.
        case swallow
        /// A deliberate notch: one item forward (+1) or back (−1).
        case step(Int)
        /// A swipe begins with this delta: catch any motion and follow the delta. `since` is the
        /// time of the burst's first notch (already taken as a step) when the swipe grew from one.
        case beginSwipe(since: Timestamp?)
        /// The swipe goes on: follow this delta.
        case moveSwipe
        /// The swipe ended before this delta (the inertia tail begins with it): release, swallow it.
        case endSwipe
    }

    /// Where the classifier is in a gesture.
    public enum Phase: Hashable, Sendable {
        /// No gesture: the next delta starts one.
        case idle
        /// A deliberate notch stepped; a second within `burstSpacing` makes the two a burst.
        case notch
        /// A swipe is following the deltas.
        case swipe
        /// After a release: the inertia tail is swallowed.
        case tail
    }

    // MARK: Thresholds, from real streams

    /// A swipe with no delta for this long has ended (the fingers stopped or lifted), seconds.
    /// Trackpads deliver a delta every display frame: 16.7 ms in the published macOS and Windows
    /// traces (Tests/ScrollKitTests/Fixtures), whose longest gap inside a swipe is 29 ms, and 31 ms
    /// between the Windows finger lift and its tail; X11 bursts, stamped when SDL pumps them, are at
    /// most two frames (33 ms) apart at 60 Hz.
    public static let swipeEndPause: TimeInterval = 0.050
    /// Whole notches at most this far apart are a burst (a swipe), not deliberate notches, seconds.
    /// X11 sends trackpad and free-spinning-wheel bursts a notch every 8–20 ms; SDL stamps them when
    /// pumped, once per frame (0 or 16.7 ms apart at 60 Hz, 33 ms after a late frame). A hand turning
    /// a notched wheel notch by notch is slower than that.
    public static let burstSpacing: TimeInterval = 0.035
    /// The per-delta speed ratio of an OS inertia tail. macOS decays about 0.90 per 16.7 ms frame
    /// (the swipe-right trace: 75, 72, 67, 59, 54, 49, 45, 41 …), the Windows precision touchpad
    /// 0.82–0.95 (93, 76.5, 63, 52.5, 48, 42 …). Fingers slowing before a lift drop faster (Windows:
    /// 123 → 30) or not at all.
    public static let inertiaDecayRange: ClosedRange<CGFloat> = 0.55...0.97
    /// How many drops in a row within `inertiaDecayRange` mean the tail has begun. Neither trace's
    /// finger phase has more than two.
    public static let inertiaDecayCount = 3
    /// The tail is over after this long without a delta, seconds. The Windows tail thins out to a
    /// 1.5 px delta every 50–116 ms before it stops.
    public static let tailEndPause: TimeInterval = 0.200
    /// The tail of a burst of whole notches (an X11 driver emulating clicks from a coasting or
    /// decaying stream) is over after this long without a notch, seconds: as the stream thins, one
    /// pixel a frame, its last clicks come 100–270 ms apart.
    public static let burstTailEndPause: TimeInterval = 0.400
    /// A burst's tail also lasts while the silence is shorter than this many times the gap between
    /// its last two notches (up to `burstTailMaximumPause`): as it thins its gaps grow, 100, 170, then
    /// 430 ms in the Windows trace's tail turned into 15 px clicks.
    public static let burstTailGapFactor: Double = 3
    /// The longest silence a burst's tail lasts through, seconds.
    public static let burstTailMaximumPause: TimeInterval = 1.0
    /// The time constant of a burst tail's activity (its notches, decayed exponentially), seconds:
    /// about three frames at 60 Hz, so the 1-or-2-notches-a-frame jitter of emulated clicks averages
    /// out.
    public static let burstTailActivityTime: TimeInterval = 0.050
    /// In a burst tail, a new swipe has begun when the activity exceeds this many times the lowest
    /// activity the tail has shown, plus the notch itself. A tail only thins; a new swipe rises from
    /// nothing to several notches a frame.
    public static let burstTailRiseFactor: CGFloat = 2
    /// In a tail, a delta faster than this many times the last one starts a new swipe. Tail deltas
    /// are quantized (the Windows trace's 3 → 4.5 px is ×1.5 at its very end, below
    /// `newSwipeMinimumSpeed`).
    public static let tailRiseFactor: CGFloat = 1.5
    /// A new swipe out of a tail is faster than this, points per second (the end of both traces'
    /// tails jitters below it).
    public static let newSwipeMinimumSpeed: CGFloat = 300
    /// Deltas are turned into speeds over at least this interval, seconds: one delta per display
    /// frame compares as the delta itself (SDL's whole-millisecond stamps make 60 Hz frames 16 or
    /// 17 ms apart, a 6 % jitter that would hide a 0.93 decay), a merged frame (the Windows trace's
    /// 33 ms gaps) as its speed, and events pumped together (one stamp) do not divide by zero.
    public static let minimumInterval: TimeInterval = 0.020

    // MARK: State

    /// Where the classifier is.
    public private(set) var phase: Phase = .idle
    /// The time of the last delta fed, seconds.
    public private(set) var lastTime: Timestamp = -.infinity
    /// The speed of the last delta fed (its size over the time since the one before), pt/s.
    public private(set) var lastSpeed: CGFloat = 0
    private var lastSign: CGFloat = 0
    /// The size of the last delta fed, points, and the time of the one before it, seconds.
    private var lastMagnitude: CGFloat = 0
    private var timeBeforeLast: Timestamp = -.infinity
    /// The speed of the last two deltas together (their sizes over the time since the one before
    /// them), pt/s: what the tail's rise is judged on, as one delta's speed is not reliable when SDL
    /// stamps events at pump time (a frame's lateness moves a delta into the next pump and doubles
    /// its apparent speed; the Windows trace's tail does that at its 33 ms gaps).
    private var lastPairSpeed: CGFloat = 0
    /// The pair speed before that, pt/s. A tail's rise is judged against the faster of the two: at
    /// its end, when its deltas come 16, 33 or 50 ms apart, two of them pumped together make one pair
    /// look 1.5× faster than the one before, but no faster than the pair before that.
    private var pairSpeedBeforeLast: CGFloat = 0
    /// The swipe under way has had a precise delta.
    private var precise = false
    private var decays = 0
    /// The recent activity (the sizes of the deltas, each decayed by e^(−age /
    /// `burstTailActivityTime`)), points, and when it was last updated, seconds; the lowest activity
    /// a burst's tail has shown so far.
    private var activity: CGFloat = 0
    private var activityTime: Timestamp = -.infinity
    private var tailMinimumActivity: CGFloat = .infinity

    /// An idle classifier.
    public init() {}

    /// Classifies one delta (points along the gesture's axis, positive forward) at `time` (seconds);
    /// `isPrecise`: the device reported it as a fraction of a notch (or a trackpad's pixels).
    public mutating func feed(delta: CGFloat, time: Timestamp, isPrecise: Bool) -> Decision {
        let sign = ScrollPhysics.sign(delta)
        let interval = max(time - lastTime, Self.minimumInterval)
        let speed = abs(delta) / CGFloat(interval)
        let since = timeBeforeLast.isFinite ? time - timeBeforeLast : (time - lastTime) + Self.minimumInterval
        let pairSpan = max(since, 2 * Self.minimumInterval)
        let pairSpeed = (lastMagnitude + abs(delta)) / CGFloat(pairSpan)
        let age = CGFloat(max(time - activityTime, 0))
        activity = activity * exp(-age / CGFloat(Self.burstTailActivityTime)) + abs(delta)
        activityTime = max(activityTime, time)
        defer {
            timeBeforeLast = lastTime
            lastTime = max(lastTime, time)
            lastSpeed = speed
            lastMagnitude = abs(delta)
            pairSpeedBeforeLast = lastPairSpeed
            lastPairSpeed = pairSpeed
            if sign != 0 { lastSign = sign }
        }
        switch phase {
        case .idle:
            return begin(sign: sign, isPrecise: isPrecise, since: nil)
        case .notch:
            // A delta the same way within `burstSpacing` of the notch is the rest of its gesture: a
            // burst of notches, or a precise device whose first delta happened to be whole.
            if sign == lastSign, time - lastTime <= Self.burstSpacing {
                return begin(sign: sign, isPrecise: isPrecise, since: lastTime)
            }
            return begin(sign: sign, isPrecise: isPrecise, since: nil)
        case .swipe:
            precise = precise || isPrecise
            let ratio = lastSpeed > 0 ? speed / lastSpeed : 0
            decays = precise && sign == lastSign && Self.inertiaDecayRange.contains(ratio) ? decays + 1 : 0
            if decays >= Self.inertiaDecayCount {
                phase = .tail
                return .endSwipe
            }
            return .moveSwipe
        case .tail:
            // Every delta of a tail belongs to the gesture, whole or not: a precise device reports
            // whole values too (Cocoa's 20 px is 2.0 notches). Only a reversal or a rise is new.
            let reversed = sign != 0 && sign != lastSign
            if precise {
                // A new swipe rises in size, not only in rate: two tail deltas pumped together double
                // their apparent rate, not their size.
                let recent = max(lastPairSpeed, pairSpeedBeforeLast)
                let rises = pairSpeed > Self.tailRiseFactor * recent && pairSpeed > Self.newSwipeMinimumSpeed
                if reversed || (rises && abs(delta) > lastMagnitude) {
                    return begin(sign: sign, isPrecise: true, since: nil)
                }
                return .swallow
            }
            // A burst's tail: whole notches whose spacing jitters by a frame, so one pair's speed says
            // nothing; the activity over a few frames does.
            if reversed {
                return begin(sign: sign, isPrecise: isPrecise, since: nil)
            }
            if activity > Self.burstTailRiseFactor * tailMinimumActivity + abs(delta) {
                return begin(sign: sign, isPrecise: isPrecise, since: lastTime)
            }
            tailMinimumActivity = min(tailMinimumActivity, activity)
            return .swallow
        }
    }

    /// Tells the classifier the time (seconds), at every frame and before each delta. Returns true
    /// when a swipe has just ended with a pause: the scroll view releases it.
    public mutating func advance(to now: Timestamp) -> Bool {
        let quiet = now - lastTime
        switch phase {
        case .idle:
            return false
        case .notch:
            if quiet > Self.burstSpacing { phase = .idle }
            return false
        case .swipe:
            guard quiet >= Self.swipeEndPause else { return false }
            // A swipe still fast when the deltas stopped may be followed by the OS's inertia tail
            // (Windows: 31 ms after the lift), or a burst by its thinning notches (an X11 driver
            // emulating clicks from a decaying stream); a slow one is simply over.
            phase = lastSpeed > Self.newSwipeMinimumSpeed ? .tail : .idle
            tailMinimumActivity = .infinity
            return true
        case .tail:
            if quiet >= (precise ? Self.tailEndPause : burstTailPause) { phase = .idle }
            return false
        }
    }

    /// How long a burst's tail lasts without a notch, seconds: `burstTailEndPause`, or
    /// `burstTailGapFactor` times its last gap, at most `burstTailMaximumPause`.
    private var burstTailPause: TimeInterval {
        let gap = timeBeforeLast.isFinite ? lastTime - timeBeforeLast : 0
        return min(max(Self.burstTailEndPause, Self.burstTailGapFactor * gap), Self.burstTailMaximumPause)
    }

    /// A press ended the gesture: what follows a precise swipe is swallowed as its tail; a notch or
    /// a burst is forgotten.
    public mutating func interrupt() {
        phase = precise && (phase == .swipe || phase == .tail) ? .tail : .idle
        decays = 0
    }

    private mutating func begin(sign: CGFloat, isPrecise: Bool, since: Timestamp?) -> Decision {
        decays = 0
        if isPrecise || since != nil {
            phase = .swipe
            precise = isPrecise
            return .beginSwipe(since: since)
        }
        phase = .notch
        precise = false
        return .step(sign >= 0 ? 1 : -1)
    }
}
