import Foundation
import ScrollKit

/// A wheel stream: deltas (content-offset points) at times (seconds from the trace's start), each
/// precise (a trackpad's) or a whole notch. Played by `FrameDriver.play(_:at:stampsAtPump:)`.
public struct WheelTrace: Sendable {
    public struct Event: Sendable, Hashable {
        /// Seconds from the start of the trace.
        public var time: TimeInterval
        public var dx: CGFloat
        public var dy: CGFloat
        public var isPrecise: Bool

        public init(time: TimeInterval, dx: CGFloat, dy: CGFloat = 0, isPrecise: Bool) {
            self.time = time
            self.dx = dx
            self.dy = dy
            self.isPrecise = isPrecise
        }
    }

    public var events: [Event]

    public init(_ events: [Event]) { self.events = events }

    /// The time of the last event, seconds.
    public var duration: TimeInterval { events.last?.time ?? 0 }

    /// The sum of the deltas, points.
    public var total: CGPoint {
        events.reduce(.zero) { CGPoint(x: $0.x + $1.dx, y: $0.y + $1.dy) }
    }

    /// Reads a recorded trace (`time_ms,deltaX,deltaY` lines after `#` comments and a header), every
    /// delta precise, times from its first event. A bad line is an error naming the file and line.
    public static func load(csv url: URL) throws -> WheelTrace {
        let text = try String(contentsOf: url, encoding: .utf8)
        var events: [Event] = []
        var first: Double?
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.hasPrefix("time") { continue }
            let fields = trimmed.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard fields.count == 3, let ms = fields[0], let dx = fields[1], let dy = fields[2] else {
                throw TraceError(
                    message: "\(url.lastPathComponent):\(number + 1): expected time_ms,deltaX,deltaY numbers, got \"\(trimmed)\"")
            }
            let start = first ?? ms
            first = start
            events.append(Event(time: (ms - start) / 1000, dx: CGFloat(dx), dy: CGFloat(dy), isPrecise: true))
        }
        return WheelTrace(events)
    }

    /// A bad trace file.
    public struct TraceError: Error, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }

    /// This trace with every delta times `factor` (a swipe the other way with −1).
    public func scaled(_ factor: CGFloat) -> WheelTrace {
        WheelTrace(events.map { Event(time: $0.time, dx: $0.dx * factor, dy: $0.dy * factor, isPrecise: $0.isPrecise) })
    }

    /// This trace with its axes swapped (a vertical swipe from a horizontal one).
    public var swappingAxes: WheelTrace {
        WheelTrace(events.map { Event(time: $0.time, dx: $0.dy, dy: $0.dx, isPrecise: $0.isPrecise) })
    }

    /// An axis a wheel stream can be played along.
    public enum Axis: String, CaseIterable, Sendable, CustomStringConvertible {
        /// Along x: `dx` (the recordings' axis).
        case horizontal
        /// Along y: `dy`.
        case vertical
        public var description: String { rawValue }
    }

    /// This trace along `axis`: as it is for `.horizontal` (the recordings are horizontal swipes), its
    /// axes swapped for `.vertical` (positive `dy` scrolls down, as positive `dx` scrolls right).
    public func along(_ axis: Axis) -> WheelTrace { axis == .horizontal ? self : swappingAxes }

    /// This trace followed by `other`, whose start comes `gap` seconds after this one's last event.
    public func then(_ other: WheelTrace, after gap: TimeInterval) -> WheelTrace {
        let offset = duration + gap
        return WheelTrace(
            events + other.events.map { Event(time: $0.time + offset, dx: $0.dx, dy: $0.dy, isPrecise: $0.isPrecise) })
    }

    /// Only the events before `time` seconds (a swipe whose tail is cut by a new touch).
    public func prefix(before time: TimeInterval) -> WheelTrace {
        WheelTrace(events.filter { $0.time < time })
    }

    // MARK: Synthetic streams, modelled on the recorded ones

    /// A trackpad swipe: `fingerFrames` deltas one `frame` apart rising to `peak` points per frame
    /// and holding (the finger), then, if `tailRatio` is set, an inertia tail decaying by that ratio
    /// per frame down to half a point (macOS ≈ 0.90, Windows ≈ 0.85). Positive `peak` scrolls forward.
    public static func swipe(
        peak: CGFloat, fingerFrames: Int = 10, frame: TimeInterval = 1.0 / 60,
        tailRatio: CGFloat? = 0.9
    ) -> WheelTrace {
        var events: [Event] = []
        var t: TimeInterval = 0
        for index in 0..<fingerFrames {
            let rise = min(1, CGFloat(index + 1) / CGFloat(max(fingerFrames / 2, 1)))
            events.append(Event(time: t, dx: peak * rise, isPrecise: true))
            t += frame
        }
        if let ratio = tailRatio {
            var delta = peak * ratio
            while abs(delta) >= 0.5 {
                events.append(Event(time: t, dx: delta, isPrecise: true))
                t += frame
                delta *= ratio
            }
        }
        return WheelTrace(events)
    }

    /// `count` whole notches of `notch` points, `spacing` seconds apart.
    public static func notches(_ count: Int, notch: CGFloat = 40, spacing: TimeInterval) -> WheelTrace {
        WheelTrace((0..<count).map { Event(time: Double($0) * spacing, dx: notch, isPrecise: false) })
    }
}
