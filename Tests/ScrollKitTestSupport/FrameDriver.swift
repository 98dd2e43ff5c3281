import Foundation
import ScrollKit

/// Drives a `WindowRoot` the way the run loop does, with a hand-held clock: input events carry
/// the driver's time, and `frame()` advances it by one frame interval and ticks the window.
///
/// `drag` delivers its pointer samples in one of two ways (`pointerDelivery`):
/// - `.exact`: every `pointerInterval` (8 ms, a 125 Hz mouse) independently of the frame rate, each
///   stamped with its exact time, with a frame ticked whenever its time comes;
/// - `.sdl`: as SDL2 does (see `PointerDelivery.sdl`).
@MainActor
public final class FrameDriver {
    /// How `drag` hands its pointer samples to the window.
    public enum PointerDelivery: Sendable, CustomStringConvertible {
        /// A sample every `pointerInterval`, stamped with its exact time.
        case exact
        /// As SDL2 delivers them: the queue is pumped once per frame, just before the frame is drawn,
        /// and every event of a pump carries the pump time in **whole milliseconds** (SDL_GetTicks at
        /// the pump). A moving pointer yields one sample per frame, at its position at the pump; the
        /// button-up comes in the first pump after the lift, with the lift's position. Each pump
        /// happens up to `jitter` seconds after its frame boundary (uniform, from `seed`); with
        /// `droppedFrame` = k, the k-th frame after the press is never drawn (its events arrive with
        /// the next frame's).
        case sdl(jitter: TimeInterval = 0, droppedFrame: Int? = nil, seed: UInt64 = 1)

        public var description: String {
            switch self {
            case .exact: return "exact 8 ms samples"
            case .sdl(let jitter, let dropped, _):
                return "SDL per-frame whole-ms stamps" + (jitter > 0 ? ", jitter \(jitter * 1000) ms" : "")
                    + (dropped.map { ", frame \($0) dropped" } ?? "")
            }
        }
    }

    public let root: WindowRoot
    /// The current time, seconds.
    public private(set) var time: Timestamp
    /// Seconds between frames.
    public let frameInterval: TimeInterval
    /// Seconds between pointer samples within a gesture (`.exact` delivery).
    public var pointerInterval: TimeInterval = 0.008
    /// How `drag` delivers its pointer samples.
    public var pointerDelivery: PointerDelivery = .exact
    private var nextFrameTime: Timestamp
    private var pointer: CGPoint = .zero

    /// A driver for `root` at `hz` frames per second, starting at `start` seconds.
    public init(root: WindowRoot, hz: Double = 60, start: Timestamp = 10) {
        self.root = root
        self.frameInterval = 1 / hz
        self.time = start
        self.nextFrameTime = start + 1 / hz
        root.frame(at: start)
    }

    /// A driver for a new window of `size` holding `view` (placed at `view.frame`).
    public convenience init(size: CGSize, containing view: View, hz: Double = 60, start: Timestamp = 10) {
        let root = WindowRoot(size: size)
        root.addSubview(view)
        self.init(root: root, hz: hz, start: start)
    }

    // MARK: Time

    /// Ticks one frame: time moves to the next frame boundary.
    @discardableResult
    public func frame() -> DisplayList {
        time = nextFrameTime
        nextFrameTime += frameInterval
        return root.frame(at: time)
    }

    /// Ticks `count` frames.
    public func frames(_ count: Int) {
        for _ in 0..<count { frame() }
    }

    /// Lets `seconds` pass, ticking every frame on the way.
    public func wait(_ seconds: TimeInterval) {
        advance(to: time + seconds)
    }

    /// Ticks frames until every animation has finished (scroll indicators included), at most
    /// `limit` seconds. Returns whether it went idle.
    @discardableResult
    public func settle(limit: TimeInterval = 20) -> Bool {
        let end = time + limit
        while !root.animationDriver.isIdle {
            if time > end { return false }
            frame()
        }
        return true
    }

    /// Moves time to `target`, ticking each frame boundary passed.
    private func advance(to target: Timestamp) {
        while nextFrameTime <= target { frame() }
        time = max(time, target)
    }

    // MARK: Pointer

    public func press(at location: CGPoint) {
        pointer = location
        root.handle(.pointer(PointerEvent(.down, at: location, time: time)))
    }

    /// Moves the pressed pointer to `location` after `after` seconds.
    public func move(to location: CGPoint, after: TimeInterval = 0) {
        advance(to: time + after)
        pointer = location
        root.handle(.pointer(PointerEvent(.moved, at: location, time: time)))
    }

    /// Lifts the pointer where it is, after `after` seconds.
    public func release(after: TimeInterval = 0) {
        advance(to: time + after)
        root.handle(.pointer(PointerEvent(.up, at: pointer, time: time)))
    }

    /// Presses at `start`, moves by `translation` at a constant `speed` (points per second) in
    /// samples every `pointerInterval`, optionally holds still for `hold` seconds, and releases.
    public func drag(
        from start: CGPoint, by translation: CGPoint, speed: CGFloat, hold: TimeInterval = 0, release lift: Bool = true
    ) {
        if case .sdl(let jitter, let dropped, let seed) = pointerDelivery {
            sdlDrag(
                from: start, by: translation, speed: speed, hold: hold, lift: lift,
                jitter: jitter, droppedFrame: dropped, seed: seed)
            return
        }
        press(at: start)
        let distance = hypot(translation.x, translation.y)
        let duration = TimeInterval(distance / max(speed, 1))
        let steps = max(1, Int((duration / pointerInterval).rounded(.up)))
        for step in 1...steps {
            let fraction = CGFloat(step) / CGFloat(steps)
            move(
                to: CGPoint(x: start.x + translation.x * fraction, y: start.y + translation.y * fraction),
                after: duration / Double(steps))
        }
        if hold > 0 { advance(to: time + hold) }
        if lift { release(after: 0) }
    }

    /// `drag` as SDL2 delivers it (`PointerDelivery.sdl`). The pointer physically goes down now, moves
    /// at `speed` along `translation`, stays `hold` seconds, and lifts; the window sees it pump by pump.
    private func sdlDrag(
        from start: CGPoint, by translation: CGPoint, speed: CGFloat, hold: TimeInterval, lift: Bool,
        jitter: TimeInterval, droppedFrame: Int?, seed: UInt64
    ) {
        var random = SplitMix64(seed: seed)
        let distance = hypot(translation.x, translation.y)
        let duration = TimeInterval(distance / max(speed, 1))
        let pressTime = time
        let liftTime = pressTime + duration + hold
        func location(at t: Timestamp) -> CGPoint {
            let fraction = CGFloat(min(max((t - pressTime) / max(duration, 1e-9), 0), 1))
            return CGPoint(x: start.x + translation.x * fraction, y: start.y + translation.y * fraction)
        }
        func stamp(_ t: Timestamp) -> Timestamp { (t * 1000).rounded(.down) / 1000 }
        var pressed = false
        var delivered = start
        var frameIndex = 0
        while true {
            let pump = nextFrameTime + (jitter > 0 ? Double.random(in: 0..<min(jitter, frameInterval * 0.99), using: &random) : 0)
            let last = pump >= liftTime // the pump that sees where the drag ends (and the lift, if any)
            if let dropped = droppedFrame, frameIndex == dropped, pressed, !last {
                frameIndex += 1
                nextFrameTime += frameInterval // never drawn: its events wait for the next pump
                continue
            }
            time = pump
            if !pressed {
                root.handle(.pointer(PointerEvent(.down, at: start, time: stamp(pump))))
                pressed = true
            }
            let here = location(at: min(pump, liftTime))
            if here != delivered {
                root.handle(.pointer(PointerEvent(.moved, at: here, time: stamp(pump))))
                delivered = here
            }
            pointer = here
            if last, lift { root.handle(.pointer(PointerEvent(.up, at: here, time: stamp(pump)))) }
            nextFrameTime += frameInterval
            root.frame(at: time)
            frameIndex += 1
            if last { return }
        }
    }

    /// A press and release at `location` with no movement, `hold` seconds apart.
    public func click(at location: CGPoint, hold: TimeInterval = 0.05) {
        press(at: location)
        release(after: hold)
    }

    // MARK: Keys and wheel

    public func key(_ key: Key, modifiers: KeyModifiers = []) {
        root.handle(.key(KeyEvent(key, modifiers: modifiers, time: time)))
    }

    /// A wheel event now: whole notches unless `precise` (a trackpad's delta).
    public func wheel(dx: CGFloat, dy: CGFloat = 0, at location: CGPoint, modifiers: KeyModifiers = [], precise: Bool = false) {
        root.handle(.wheel(WheelEvent(dx: dx, dy: dy, at: location, modifiers: modifiers, isPrecise: precise, time: time)))
    }
}

// MARK: Wheel streams

extension FrameDriver {
    /// Plays `trace` over the pointer at `location` as SDL delivers it: every frame, the events whose
    /// time has come (the trace's times from now) are delivered together just before the frame is
    /// ticked, stamped in whole milliseconds: at their own time, or, with `stampsAtPump`, at the
    /// frame's pump time (X11: SDL stamps events when it reads them). Ticks frames until the last
    /// event is delivered.
    public func play(_ trace: WheelTrace, at location: CGPoint, stampsAtPump: Bool = false) {
        let start = time
        var index = 0
        while index < trace.events.count {
            let pump = nextFrameTime
            while index < trace.events.count, start + trace.events[index].time <= pump {
                let event = trace.events[index]
                let stamp = ((stampsAtPump ? pump : start + event.time) * 1000).rounded(.down) / 1000
                root.handle(.wheel(WheelEvent(dx: event.dx, dy: event.dy, at: location, isPrecise: event.isPrecise, time: stamp)))
                index += 1
            }
            frame()
        }
    }
}
