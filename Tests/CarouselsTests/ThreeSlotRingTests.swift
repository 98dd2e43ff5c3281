import Foundation
import Testing

@testable import Carousels

@Suite("ThreeSlotRing: seed A's rotation as a value")
struct ThreeSlotRingTests {
    /// A ring of `count` items, 100 pt steps, centred at 100, rotating 70 pt from the centre.
    func ring(count: Int, centring index: Int = 0) -> ThreeSlotRing {
        var ring = ThreeSlotRing()
        ring.reset(count: count, centring: index)
        ring.centredOffset = 100
        ring.step = 100
        ring.recentreDistance = 70
        return ring
    }

    @Test(
        "forward past the range: one rotation, the offset jumps back one step, slots show the next items",
        arguments: [1, 2, 3, 7])
    func rotatesForward(count: Int) {
        var ring = ring(count: count)
        #expect(ring.recentre(offset: 170) == 0, "the range's edge itself is left alone")
        #expect(ring.recentre(offset: 171) == -100)
        #expect(ring.centreIndex == 1 % count)
        #expect((0..<3).map(ring.index(ofSlot:)) == [0, 1, 2].map { $0 % count })
    }

    @Test("backward past the range: one rotation the other way, wrapping below zero", arguments: [1, 2, 3, 7])
    func rotatesBackward(count: Int) {
        var ring = ring(count: count)
        #expect(ring.recentre(offset: 29) == 100)
        #expect(ring.centreIndex == (count - 1) % count)
        #expect((0..<3).map(ring.index(ofSlot:)) == [count - 2, count - 1, count].map { (($0 % count) + count) % count })
    }

    @Test("a jump of several steps in one event rotates as many times, and lands back inside the range")
    func severalSteps() {
        var ring = ring(count: 7, centring: 5)
        let delta = ring.recentre(offset: 100 + 470)
        #expect(delta == -400 && ring.centreIndex == (5 + 4) % 7)
        #expect(ring.recentreRange!.contains(570 + delta))
        let back = ring.recentre(offset: 100 - 1_000)
        #expect(back == 1_000 && ring.centreIndex == (9 - 10 + 70) % 7)
    }

    @Test("n = 1 and 2: the side slots repeat shown items and are clones; n = 3 and 7 have none")
    func clones() {
        #expect((0..<3).map(ring(count: 1).isClone(slot:)) == [true, false, true])
        #expect((0..<3).map(ring(count: 2).isClone(slot:)) == [false, false, true])
        #expect((0..<3).map(ring(count: 3).isClone(slot:)) == [false, false, false])
        #expect((0..<3).map(ring(count: 7).isClone(slot:)) == [false, false, false])
    }

    @Test("no items or no geometry: no range, no rotation; a non-finite offset never rotates")
    func degenerate() {
        var empty = ring(count: 0)
        #expect(empty.recentreRange == nil && empty.recentre(offset: 10_000) == 0 && empty.centreIndex == 0)
        var flat = ring(count: 5)
        flat.step = 0
        #expect(flat.recentreRange == nil && flat.recentre(offset: 10_000) == 0)
        var ring = ring(count: 5)
        #expect(ring.recentre(offset: .nan) == 0 && ring.recentre(offset: .infinity) == 0 && ring.centreIndex == 0)
    }

    @Test("the landing near an offset is a whole number of steps from the centre, with the index centred there")
    func landing() {
        let ring = ring(count: 7, centring: 6)
        #expect(ring.landing(near: 100) == (100, 6))
        #expect(ring.landing(near: 149) == (100, 6))
        #expect(ring.landing(near: 151) == (200, 0))
        #expect(ring.landing(near: -260) == (-300, 2))
    }

    @Test("reset clamps the centred index into range")
    func resetClamps() {
        #expect(ring(count: 3, centring: 9).centreIndex == 2)
        #expect(ring(count: 3, centring: -4).centreIndex == 0)
    }
}
