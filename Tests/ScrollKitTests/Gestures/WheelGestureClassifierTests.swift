import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@Suite("Wheel gesture classifier")
struct WheelGestureClassifierTests {
    typealias Decision = WheelGestureClassifier.Decision

    /// Feeds `trace` (advancing to each event's time first) and returns each event's decision, with
    /// "release" where `advance` released a paused swipe.
    func decisions(_ trace: WheelTrace, stampsMs: Bool = true) -> [String] {
        var classifier = WheelGestureClassifier()
        var out: [String] = []
        for event in trace.events where event.dx != 0 {
            let time = stampsMs ? (event.time * 1000).rounded(.down) / 1000 : event.time
            if classifier.advance(to: time) { out.append("release") }
            switch classifier.feed(delta: event.dx, time: time, isPrecise: event.isPrecise) {
            case .swallow: out.append("swallow")
            case .step(let step): out.append("step \(step)")
            case .beginSwipe(let since): out.append(since == nil ? "begin" : "begin burst")
            case .moveSwipe: out.append("move")
            case .endSwipe: out.append("end")
            }
        }
        if classifier.advance(to: (trace.events.last?.time ?? 0) + 1) { out.append("release") }
        return out
    }

    @Test("the macOS trace: followed until three tail-like drops in a row (at 67 px), then every tail delta swallowed")
    func macTrace() {
        let out = decisions(RecordedTrace.macOS.trace)
        #expect(out.first == "begin")
        let end = out.firstIndex(of: "end")
        #expect(end == 19, "the 20th delta (67 px, 0.93 × 72 after 75/82 and 72/75) ends the swipe: \(out)")
        #expect(out[1..<(end ?? 1)].allSatisfy { $0 == "move" })
        #expect(out[((end ?? 0) + 1)...].allSatisfy { $0 == "swallow" }, "\(out)")
    }

    @Test(
        "the Windows trace: the lift's 31 ms gap is inside the pause, the tail is found at its third drop and swallowed to the end"
    )
    func windowsTrace() {
        let out = decisions(RecordedTrace.windows.trace)
        let end = out.firstIndex(of: "end")
        #expect(end == 11, "the −48 delta (0.82, 0.83, 0.91 after 76.5) ends it: \(out)")
        #expect(out[((end ?? 0) + 1)...].allSatisfy { $0 == "swallow" }, "\(out)")
    }

    @Test("isolated notches are steps; a second notch within 35 ms makes a burst, a swipe released by a pause")
    func notches() {
        #expect(decisions(.notches(3, spacing: 0.2)) == ["step 1", "step 1", "step 1"])
        #expect(decisions(.notches(3, spacing: 0.2).scaled(-1)) == ["step -1", "step -1", "step -1"])
        #expect(decisions(.notches(4, spacing: 0.016)) == ["step 1", "begin burst", "move", "move", "release"])
        // Stamped at the pump: two notches in one frame share a stamp.
        let pumped = WheelTrace([0, 0, 0.017, 0.017, 0.033].map { WheelTrace.Event(time: $0, dx: 40, isPrecise: false) })
        #expect(decisions(pumped) == ["step 1", "begin burst", "move", "move", "move", "release"])
    }

    @Test("a swipe that stops without a tail is released by the 50 ms pause; a reversal in a tail is a new swipe")
    func pauseAndReversal() {
        var classifier = WheelGestureClassifier()
        #expect(classifier.feed(delta: 30, time: 1.000, isPrecise: true) == .beginSwipe(since: nil))
        #expect(classifier.feed(delta: 30, time: 1.016, isPrecise: true) == .moveSwipe)
        let early = classifier.advance(to: 1.065)
        let paused = classifier.advance(to: 1.066)
        #expect(!early)
        #expect(paused, "50 ms after the last delta")
        #expect(classifier.phase == .tail, "fast at the end: the OS may still send a tail")
        #expect(classifier.feed(delta: 20, time: 1.090, isPrecise: true) == .swallow)
        #expect(classifier.feed(delta: -3, time: 1.106, isPrecise: true) == .beginSwipe(since: nil))
        #expect(classifier.feed(delta: -3, time: 1.122, isPrecise: true) == .moveSwipe)
        let released = classifier.advance(to: 1.2)
        #expect(released)
        #expect(classifier.phase == .idle, "slow at the end: no tail")
        #expect(classifier.feed(delta: 40, time: 1.5, isPrecise: false) == .step(1))
    }
}
