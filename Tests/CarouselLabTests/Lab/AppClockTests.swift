import Foundation
import ScrollKit
import Testing

@testable import CarouselLabCore

@Suite("App time: --time-scale, pause and step (AppClock)")
struct AppClockTests {
    static let step = LabOptions.headlessFrameStep

    @Test("headless frame k is at app time k × scale / 60: frame 4k at ¼× is bit for bit frame k at 1×")
    func scaledFrames() {
        var quarter = AppClock(scale: 0.25)
        var normal = AppClock(scale: 1)
        var quarterTimes: [Timestamp] = []
        var normalTimes: [Timestamp] = []
        for frame in 0...400 { quarterTimes.append(quarter.advance(to: Double(frame) * Self.step)) }
        for frame in 0...100 { normalTimes.append(normal.advance(to: Double(frame) * Self.step)) }
        for k in 0...100 { #expect(quarterTimes[4 * k] == normalTimes[k], "frame \(4 * k) at ¼× vs \(k) at 1×") }
        #expect(quarterTimes[40] == 10 * Self.step)
    }

    @Test("a window's app time starts at 0 at the first frame and runs at scale × the wall clock")
    func windowClock() {
        var clock = AppClock(scale: 0.5)
        #expect(clock.advance(to: 1000) == 0)
        #expect(clock.advance(to: 1002) == 1)
        #expect(clock.appTime(at: 1003) == 1.5, "an event's time, without moving the clock")
        #expect(clock.now == 1)
        #expect(clock.clockSeconds(until: 2) == 2, "1 s of app time at ½× is 2 s of wall time")
    }

    @Test("scales outside 0.05…4 are clamped")
    func clamped() {
        #expect(AppClock(scale: 0.001).scale == 0.05)
        #expect(AppClock(scale: 10).scale == 4)
    }

    @Test("S cycles 1× → ½× → ¼× → 1×; a changed scale continues from the app time reached, without a jump")
    func cycle() {
        var clock = AppClock()
        _ = clock.advance(to: 0)
        #expect(clock.advance(to: 1) == 1)
        clock.cycleScale(at: 1)
        #expect(clock.scale == 0.5 && clock.label == "½×")
        #expect(clock.advance(to: 3) == 2)
        clock.cycleScale(at: 3)
        #expect(clock.scale == 0.25 && clock.label == "¼×")
        #expect(clock.advance(to: 7) == 3)
        clock.cycleScale(at: 7)
        #expect(clock.scale == 1 && clock.label == "1×")
        var odd = AppClock(scale: 0.3)
        odd.cycleScale(at: 0)
        #expect(odd.scale == 1, "any other scale goes back to 1×")
    }

    @Test("Space pauses: app time stands still, events map to the paused time; resuming continues from it")
    func pause() {
        var clock = AppClock()
        _ = clock.advance(to: 10)
        #expect(clock.advance(to: 11) == 1)
        clock.togglePause(at: 11)
        #expect(clock.isPaused && clock.label == "1× · paused")
        for wall in stride(from: 11.0, through: 20, by: 0.5) { #expect(clock.advance(to: wall) == 1) }
        #expect(clock.appTime(at: 19) == 1)
        #expect(clock.clockSeconds(until: 5) == .infinity)
        clock.togglePause(at: 20)
        #expect(clock.advance(to: 20.5) == 1.5)
    }

    @Test(". while paused moves app time exactly one frame (scale × 1/60 s) at the next frame; while running it pauses")
    func step() {
        var clock = AppClock(scale: 0.5)
        _ = clock.advance(to: 0)
        let before = clock.advance(to: 2)
        clock.stepFrame(at: 2)
        #expect(clock.isPaused, ". while running pauses")
        #expect(clock.advance(to: 3) == before)
        clock.stepFrame(at: 3)
        #expect(clock.advance(to: 4) == before + 0.5 * Self.step)
        #expect(clock.advance(to: 5) == before + 0.5 * Self.step, "one frame, not one per frame")
        clock.stepFrame(at: 5)
        clock.stepFrame(at: 5)
        #expect(clock.advance(to: 6) == before + 3 * 0.5 * Self.step)
    }

    @Test("the time keys: S, Space and . without modifiers; auto-repeat ignored for S and Space")
    func keys() {
        var clock = AppClock()
        _ = clock.advance(to: 0)
        var taken = false
        taken = clock.handle(KeyEvent(.character("s"), time: 1), at: 1)
        #expect(taken && clock.scale == 0.5)
        taken = clock.handle(KeyEvent(.character("s"), isRepeat: true, time: 1), at: 1)
        #expect(taken && clock.scale == 0.5)
        taken = clock.handle(KeyEvent(.space, time: 1), at: 1)
        #expect(taken && clock.isPaused)
        taken = clock.handle(KeyEvent(.character("."), time: 1), at: 1)
        #expect(taken)
        taken = clock.handle(KeyEvent(.character("s"), modifiers: .control, time: 1), at: 1)
        #expect(!taken)
        taken = clock.handle(KeyEvent(.character("x"), time: 1), at: 1)
        #expect(!taken)
        taken = clock.handle(KeyEvent(.right, time: 1), at: 1)
        #expect(!taken)
    }

    @Test("input events are moved onto app time")
    func events() {
        var clock = AppClock(scale: 0.25)
        _ = clock.advance(to: 100)
        let moved = InputEvent.pointer(PointerEvent(.down, at: CGPoint(x: 1, y: 2), time: 104)).onAppTime(of: clock)
        #expect(moved == .pointer(PointerEvent(.down, at: CGPoint(x: 1, y: 2), time: 1)))
        #expect(InputEvent.focusLost(108).onAppTime(of: clock) == .focusLost(2))
        #expect(InputEvent.quit.onAppTime(of: clock) == .quit)
    }
}
