import Foundation
import ScrollKit
import Testing

@testable import CarouselLabCore

@Suite("Replay cursor")
struct ReplayCursorTests {
    let recording = InputRecording(
        scene: .gallery, size: CGSize(width: 800, height: 600),
        events: [
            RecordedEvent(time: 0.5, event: .key(KeyEvent(.right, time: 0.5))),
            RecordedEvent(time: 1.0, event: .pointer(PointerEvent(.down, at: CGPoint(x: 1, y: 2), time: 1.0))),
        ], duration: 2)

    func drain(_ cursor: inout ReplayCursor, until now: TimeInterval) -> [InputEvent] {
        var out: [InputEvent] = []
        while let event = cursor.next(until: now) { out.append(event) }
        return out
    }

    @Test("events come out when their time is reached, once")
    func once() {
        var cursor = ReplayCursor(recording: recording, repeats: false)
        #expect(drain(&cursor, until: 0.4).isEmpty)
        #expect(drain(&cursor, until: 0.5) == [.key(KeyEvent(.right, time: 0.5))])
        #expect(drain(&cursor, until: 10).count == 1)
        #expect(drain(&cursor, until: 100).isEmpty)
        #expect(!cursor.isFinished(at: 1.9) && cursor.isFinished(at: 2))
    }

    @Test("repeating, each loop comes a period (duration + 1 s) later, its timestamps shifted")
    func repeats() {
        var cursor = ReplayCursor(recording: recording, repeats: true)
        #expect(drain(&cursor, until: 2.9).count == 2)
        #expect(drain(&cursor, until: 3.4).isEmpty)
        #expect(drain(&cursor, until: 3.5) == [.key(KeyEvent(.right, time: 3.5))])
        #expect(drain(&cursor, until: 6) == [.pointer(PointerEvent(.down, at: CGPoint(x: 1, y: 2), time: 4.0))])
        #expect(drain(&cursor, until: 6.5) == [.key(KeyEvent(.right, time: 6.5))])
        #expect(!cursor.isFinished(at: 1000))
    }

    @Test("no recording: nothing, and finished at once")
    func none() {
        var cursor = ReplayCursor(recording: nil, repeats: true)
        #expect(cursor.next(until: 100) == nil)
        #expect(cursor.isFinished(at: 0))
    }
}
