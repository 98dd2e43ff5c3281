import Foundation
import ScrollKit
import Testing

@Suite("InputEvent's time: read and moved for every kind of event, nothing for the kinds without one")
struct InputEventTimeTests {
    /// Every kind of event that carries a time, made at a given time.
    static let timed: [(name: String, make: @Sendable (Timestamp) -> InputEvent)] = [
        ("pointer", { .pointer(PointerEvent(.moved, at: CGPoint(x: 3, y: 4), device: .touch, time: $0)) }),
        ("key", { .key(KeyEvent(.right, modifiers: .shift, isRepeat: true, device: .gamepad, time: $0)) }),
        ("wheel", { .wheel(WheelEvent(dx: 2, dy: -1, at: CGPoint(x: 5, y: 6), isPrecise: true, time: $0)) }),
        ("touch", { .touch(TouchEvent(finger: 2, .up, at: CGPoint(x: 7, y: 8), time: $0)) }),
        ("gamepad", { .gamepad(GamepadEvent(.axis(.leftX, value: 0.5), time: $0)) }),
        ("focusLost", { .focusLost($0) }),
    ]

    /// The kinds that carry no time.
    static let untimed: [InputEvent] = [.resized(CGSize(width: 640, height: 480)), .quit]

    @Test("timestamp is the event's own time, nil for a resize and quit")
    func timestamp() {
        for (name, make) in Self.timed {
            #expect(make(12.5).timestamp == 12.5, "\(name)")
            #expect(make(-3).timestamp == -3, "\(name)")
        }
        for event in Self.untimed { #expect(event.timestamp == nil, "\(event)") }
    }

    @Test("retimed(by:) moves the time of every timed kind and nothing else; resize and quit come back as they are")
    func retimed() {
        for (name, make) in Self.timed {
            for (time, delta) in [(10.0, 0.25), (10.0, -4.0), (0.5, 0.0), (3.0, 1e6)] {
                #expect(make(time).retimed(by: delta) == make(time + delta), "\(name) at \(time) by \(delta)")
            }
        }
        for event in Self.untimed { #expect(event.retimed(by: 7) == event) }
    }

    @Test("retimed(by:) there and back is the event it started from")
    func retimedRoundTrip() {
        for (name, make) in Self.timed {
            let event = make(42)
            #expect(event.retimed(by: 1.5).retimed(by: -1.5) == event, "\(name)")
        }
    }

    @Test("mapTime applies any map of the time (a clock's scale and offset), and is not called for resize and quit")
    func mapTime() {
        let appTime: (Timestamp) -> Timestamp = { 2 + 0.25 * ($0 - 100) }
        for (name, make) in Self.timed {
            #expect(make(108).mapTime(appTime) == make(appTime(108)), "\(name)")
        }
        for event in Self.untimed {
            var calls = 0
            let mapped = event.mapTime { time -> Timestamp in
                calls += 1
                return time
            }
            #expect(mapped == event && calls == 0, "\(event)")
        }
    }

    @Test("mapTime passes on an error the map throws")
    func mapTimeThrows() {
        struct Refused: Error {}
        for (name, make) in Self.timed {
            #expect(throws: Refused.self, "\(name)") { try make(1).mapTime { _ in throw Refused() } }
        }
    }
}
