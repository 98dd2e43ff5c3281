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

    @Test("precision is the gesture's: whole deltas inside a precise swipe and its tail belong to it")
    func wholeDeltasInsidePreciseGesture() {
        var classifier = WheelGestureClassifier()
        #expect(classifier.feed(delta: 12, time: 1.000, isPrecise: true) == .beginSwipe(since: nil))
        #expect(classifier.feed(delta: 80, time: 1.016, isPrecise: false) == .moveSwipe, "Cocoa's 20 px: 2.0 notches")
        #expect(classifier.feed(delta: 92, time: 1.033, isPrecise: true) == .moveSwipe)
        let released = classifier.advance(to: 1.090)
        #expect(released, "released by the pause")
        #expect(classifier.phase == .tail)
        #expect(classifier.feed(delta: 40, time: 1.100, isPrecise: false) == .swallow, "a whole tail delta is the tail's")
        #expect(classifier.feed(delta: 36, time: 1.116, isPrecise: true) == .swallow)
        #expect(classifier.feed(delta: -40, time: 1.133, isPrecise: false) == .beginSwipe(since: nil), "a reversal is new")
        #expect(classifier.feed(delta: -41.5, time: 1.150, isPrecise: true) == .moveSwipe)
    }

    @Test("a precise swipe whose first delta is whole: a notch, then the swipe grows from it (as a burst does)")
    func preciseSwipeStartingWhole() {
        var classifier = WheelGestureClassifier()
        #expect(classifier.feed(delta: 40, time: 1.000, isPrecise: false) == .step(1))
        #expect(classifier.feed(delta: 52, time: 1.016, isPrecise: true) == .beginSwipe(since: 1.000))
        #expect(classifier.feed(delta: 80, time: 1.033, isPrecise: false) == .moveSwipe)
        // A fractional delta the other way, or long after, is a gesture of its own.
        var other = WheelGestureClassifier()
        #expect(other.feed(delta: 40, time: 1.000, isPrecise: false) == .step(1))
        #expect(other.feed(delta: -5.5, time: 1.016, isPrecise: true) == .beginSwipe(since: nil))
    }

    @Test(
        "a burst's thinning tail is swallowed, notch by notch, until a silence of 400 ms or three gaps; a reversal or a new burst is new"
    )
    func burstTail() {
        var classifier = WheelGestureClassifier()
        var time = 1.0
        #expect(classifier.feed(delta: 40, time: time, isPrecise: false) == .step(1))
        for _ in 0..<10 {
            time += 0.016
            _ = classifier.feed(delta: 40, time: time, isPrecise: false)
            _ = classifier.feed(delta: 40, time: time, isPrecise: false)
        }
        #expect(classifier.phase == .swipe)
        time += 0.060
        let paused = classifier.advance(to: time)
        #expect(paused, "released by the pause")
        #expect(classifier.phase == .tail)
        // Notches thinning out, one a frame at first (jittering by a frame), then further apart.
        for gap in [0.016, 0.033, 0.016, 0.033, 0.050, 0.066, 0.1, 0.15, 0.27, 0.39] {
            time += gap
            let ended = classifier.advance(to: time)
            #expect(!ended)
            #expect(classifier.feed(delta: 40, time: time, isPrecise: false) == .swallow, "gap \(gap)")
        }
        // The last gap was 390 ms: the tail lasts three times that (1 s at most), then it is over.
        _ = classifier.advance(to: time + 0.9)
        #expect(classifier.phase == .tail, "a silence shorter than three of its last gaps")
        time += 1.0
        _ = classifier.advance(to: time)
        #expect(classifier.phase == .idle)
        #expect(classifier.feed(delta: 40, time: time, isPrecise: false) == .step(1), "a deliberate notch again")

        var reversed = WheelGestureClassifier()
        _ = reversed.feed(delta: 40, time: 1.000, isPrecise: false)
        _ = reversed.feed(delta: 40, time: 1.016, isPrecise: false)
        _ = reversed.feed(delta: 40, time: 1.033, isPrecise: false)
        let reversedReleased = reversed.advance(to: 1.1)
        #expect(reversedReleased && reversed.phase == .tail)
        #expect(reversed.feed(delta: -40, time: 1.2, isPrecise: false) == .step(-1), "a notch back is deliberate")

        var again = WheelGestureClassifier()
        _ = again.feed(delta: 40, time: 1.000, isPrecise: false)
        _ = again.feed(delta: 40, time: 1.016, isPrecise: false)
        _ = again.feed(delta: 40, time: 1.033, isPrecise: false)
        let againReleased = again.advance(to: 1.1)
        #expect(againReleased && again.phase == .tail)
        var decisions: [WheelGestureClassifier.Decision] = []
        for frame in 0..<6 {
            for _ in 0..<3 { decisions.append(again.feed(delta: 40, time: 1.2 + Double(frame) * 0.016, isPrecise: false)) }
        }
        let begins = decisions.indices.filter { if case .beginSwipe = decisions[$0] { return true } else { return false } }
        #expect(decisions.first == .swallow, "one notch could be the tail's")
        #expect(begins.count == 1 && begins[0] < 9, "three notches a frame are a new swipe within three frames: \(decisions)")
        #expect(decisions.last == .moveSwipe)
    }
}
