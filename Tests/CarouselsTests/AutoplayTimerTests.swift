import Carousels
import Foundation
import Testing

@Suite("AutoplayTimer")
struct AutoplayTimerTests {
    @Test("left alone, it fires once every interval")
    func firesEveryInterval() {
        var timer = AutoplayTimer(interval: 2)
        var fired: [Double] = []
        for frame in 0...600 { // 10 s at 60 Hz
            let now = 100 + Double(frame) / 60
            if timer.update(now: now, isHeld: false) { fired.append(now - 100) }
        }
        #expect(fired.count == 5)
        for (index, time) in fired.enumerated() { #expect(abs(time - Double(index + 1) * 2) < 1.0 / 60 + 1e-9) }
    }

    @Test("while held it never fires, and a full interval passes after it is let go")
    func heldWaits() {
        var timer = AutoplayTimer(interval: 1)
        var fired: [Bool] = []
        fired.append(timer.update(now: 0, isHeld: false))
        fired.append(timer.update(now: 0.9, isHeld: false))
        for step in 0...50 { fired.append(timer.update(now: 0.95 + Double(step) * 0.1, isHeld: true)) }
        #expect(!fired.contains(true))
        #expect(timer.nextFire == nil)
        let released = timer.update(now: 6, isHeld: false)
        #expect(!released && timer.nextFire == 7)
        let early = timer.update(now: 6.99, isHeld: false)
        let due = timer.update(now: 7, isHeld: false)
        #expect(!early && due)
        #expect(timer.nextFire == 8)
    }

    @Test("intervals below the minimum are raised to it")
    func minimum() {
        #expect(AutoplayTimer(interval: 0.01).interval == AutoplayTimer.minimumInterval)
        #expect(AutoplayTimer(interval: 3).interval == 3)
    }
}
