import Foundation
import ScrollKitTestSupport
import Testing

@testable import ScrollKit

/// A recorded trackpad stream in CSS pixels (a failed read is recorded as an issue).
func recordedPixels(_ recording: RecordedWheelTrace) -> WheelTrace {
    do { return try recording.load() } catch {
        Issue.record("cannot read the fixture \(recording.url.path): \(error)")
        return WheelTrace([])
    }
}

/// Synthetic trackpad swipes (CSS pixels) whose deltas land on whole notches on some platform in the
/// middle of the gesture: a 20 px peak is 2.0 on Cocoa, 30 px 3.0 on Wayland, 100 px 1.0 on Windows,
/// with and without a tail.
let wholeValuedSwipes: [(name: String, trace: WheelTrace)] = [20, 30, 50, 100].flatMap { (peak: CGFloat) in
    [0.9, 0.85, nil].map { (tail: CGFloat?) in
        ("peak \(Int(peak)) px, tail \(tail.map { "\($0)" } ?? "none")", WheelTrace.swipe(peak: peak, tailRatio: tail))
    }
}

@MainActor
@Suite("ScrollView: wheel streams as SDL 2.26 reports them on each platform (nothing marked precise)")
struct PlatformWheelTests {
    /// Plays `trace` on a fresh 300 pt paging strip resting on page 5 and returns the pages it turned
    /// and the drags it began.
    /// `stampsAtPump`: SDL 2's stamps (the pump's time); false: each event at its own time, as a
    /// backend stamping at the OS event's time would.
    func pagesTurned(by trace: WheelTrace, hz: Double, stampsAtPump: Bool = true) -> (pages: CGFloat, drags: Int, atRest: Bool) {
        let fixture = wheelFixture(hz: hz)
        fixture.driver.play(trace, at: fixture.middle, stampsAtPump: stampsAtPump)
        let idle = fixture.driver.settle()
        let drags = fixture.recorder.calls.filter { $0 == "willBeginDragging" }.count
        return ((fixture.scrollView.contentOffset.x - 1500) / 300, drags, idle && fixture.scrollView.isAtRest)
    }

    @Test(
        "every recorded swipe, converted as each platform's SDL reports it, turns one page per swipe, both ways, on either wheel axis",
        arguments: SDLWheelPlatform.allCases, wheelClocks)
    func recordedSwipes(platform: SDLWheelPlatform, hz: Double) {
        for recording in RecordedWheelTrace.allCases {
            let converted = platform.convert(swipe: recordedPixels(recording))
            #expect(!converted.events.isEmpty)
            if platform == .cocoa || platform == .wayland {
                #expect(
                    converted.events.contains { !$0.isPrecise }, "\(recording): some deltas arrive whole, as on a real device")
            }
            for axis in WheelTrace.Axis.allCases {
                for direction in [1, -1] as [CGFloat] {
                    for atPump in [true, false] {
                        let result = pagesTurned(by: converted.scaled(direction).along(axis), hz: hz, stampsAtPump: atPump)
                        let expected = CGFloat(recording.expectedPages) * direction
                        let label = "\(recording) \(axis) ×\(direction)\(atPump ? "" : ", event-time stamps")"
                        #expect(result.pages == expected, "\(label): \(result.pages) pages")
                        #expect(result.drags == recording.swipeCount, "\(label): \(result.drags) drags")
                        #expect(result.atRest, "\(label)")
                    }
                }
            }
        }
    }

    @Test(
        "a recorded swipe forward alone turns one page forward on every platform (the first half of the Safari pair)",
        arguments: SDLWheelPlatform.allCases, wheelClocks)
    func safariForward(platform: SDLWheelPlatform, hz: Double) {
        let forward = recordedPixels(.macOSSwipeAndBack).prefix(before: 1.2)
        #expect(forward.total.x > 0)
        let result = pagesTurned(by: platform.convert(swipe: forward), hz: hz)
        #expect(result.pages == 1 && result.drags == 1, "\(result)")
    }

    @Test(
        "two recorded swipes turn two pages: the second cutting the first's finger phase or tail, or after it",
        arguments: SDLWheelPlatform.allCases, wheelClocks)
    func doubleSwipe(platform: SDLWheelPlatform, hz: Double) {
        for recording in RecordedWheelTrace.singleSwipes {
            let swipe = recordedPixels(recording)
            // The second swipe begins 120 or 300 ms after the first's last delta: mid-finger, mid-tail
            // or after it. (Closer than the 50 ms pause, two swipes are one: the fingers never stopped.)
            for cut in [0.1, 0.15, 0.35, 0.7, 2.0] {
                for gap in [0.12, 0.3] {
                    let trace = platform.convert(swipe: swipe.prefix(before: cut).then(swipe, after: gap))
                    let result = pagesTurned(by: trace, hz: hz)
                    #expect(result.pages == -2, "\(recording) cut at \(cut) s, \(gap) s: \(result.pages) pages")
                    #expect(result.drags == 2, "\(recording) cut at \(cut) s, \(gap) s: \(result.drags) drags")
                }
            }
        }
    }

    @Test(
        "synthetic swipes whose middle deltas are whole notches turn one page each way",
        arguments: SDLWheelPlatform.allCases, wheelClocks)
    func wholeValuedSwipe(platform: SDLWheelPlatform, hz: Double) {
        for (name, pixels) in wholeValuedSwipes {
            let converted = platform.convert(swipe: pixels)
            for direction in [1, -1] as [CGFloat] {
                let result = pagesTurned(by: converted.scaled(direction), hz: hz)
                #expect(result.pages == direction && result.drags == 1, "\(name) ×\(direction): \(result)")
            }
        }
    }

    @Test(
        "a sweep of synthetic swipes (peaks 15–150 px a frame, 4–16 finger frames, no tail or 0.8–0.95) turns one page each, both ways",
        arguments: SDLWheelPlatform.allCases, wheelClocks)
    func syntheticSweep(platform: SDLWheelPlatform, hz: Double) {
        // Below 15 px a frame a swipe is no flick on Windows (≤ 4 pt a frame: 240 pt/s, under paging's
        // 300 pt/s), and on X11 its clicks come 50 ms apart, as a hand turns a notched wheel: steps.
        var failures: [String] = []
        for peak in [15, 20, 30, 40, 60, 80, 100, 150] as [CGFloat] {
            for fingerFrames in [4, 8, 12, 16] {
                for tail in [nil, 0.8, 0.85, 0.9, 0.95] as [CGFloat?] {
                    let pixels = WheelTrace.swipe(peak: peak, fingerFrames: fingerFrames, tailRatio: tail)
                    for direction in [1, -1] as [CGFloat] {
                        let result = pagesTurned(by: platform.convert(swipe: pixels.scaled(direction)), hz: hz)
                        if result.pages != direction || result.drags != 1 || !result.atRest {
                            failures.append(
                                "peak \(peak) px, \(fingerFrames) frames, tail \(tail.map { "\($0)" } ?? "none"), ×\(direction): \(result)"
                            )
                        }
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of 320 swipes: \(failures.prefix(10))")
    }

    @Test(
        "a plain wheel's clicks stay deliberate notches on every platform: one page each, no drag",
        arguments: SDLWheelPlatform.allCases, [1, 3])
    func plainWheelClicks(platform: SDLWheelPlatform, count: Int) {
        for lines in [1, 0.1, 3] as [Double] {
            for direction in [1, -1] as [Double] {
                let result = pagesTurned(by: platform.wheelClicks(count, lines: lines * direction, spacing: 0.25), hz: 60)
                #expect(result.pages == CGFloat(count) * CGFloat(direction), "\(lines) lines ×\(direction): \(result)")
                #expect(result.drags == 0)
            }
        }
    }

    @Test("the conversions: Cocoa 20 px is exactly 2.0 notches, Windows 100 px 1.0, Wayland 30 px 3.0, X11 whole clicks")
    func conversions() {
        var remainder = 0.0
        #expect(SDLWheelPlatform.cocoa.notches(forPixels: 20, x11Remainder: &remainder) == [2])
        #expect(SDLWheelPlatform.cocoa.notches(forPixels: -7, x11Remainder: &remainder) == [-0.7])
        #expect(SDLWheelPlatform.windows.notches(forPixels: 100, x11Remainder: &remainder) == [1])
        #expect(SDLWheelPlatform.windows.notches(forPixels: 24, x11Remainder: &remainder) == [Float(29) / 120])
        #expect(SDLWheelPlatform.wayland.notches(forPixels: 30, x11Remainder: &remainder) == [3])
        #expect(SDLWheelPlatform.x11.notches(forPixels: 40, x11Remainder: &remainder) == [1, 1])
        #expect(remainder == 10)
        #expect(SDLWheelPlatform.x11.notches(forPixels: 5, x11Remainder: &remainder) == [1])
        #expect(SDLWheelPlatform.cocoa.notches(forWheelLines: 0.1) == 1)
        #expect(SDLWheelPlatform.cocoa.notches(forWheelLines: -2.3) == -3)
        let converted = SDLWheelPlatform.cocoa.convert(swipe: WheelTrace([.init(time: 0, dx: 20, isPrecise: true)]))
        #expect(converted.events == [.init(time: 0, dx: 80, isPrecise: false)], "whole: not marked precise")
    }
}
