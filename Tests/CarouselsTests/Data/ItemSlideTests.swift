import Carousels
import Foundation
import ScrollKit
import Testing

/// `ItemSlide` (issue 28): the items around a change glide from where they showed to their new place
/// in 0.3 s, a cubic ease-out, closed-form.
@Suite("Live data: the item slide")
struct ItemSlideTests {
    let slide = ItemSlide(
        began: 10, entries: [ItemSlide.Entry(start: 640, displacement: 320), ItemSlide.Entry(start: -320, displacement: -200)])

    @Test("all of the displacement at 0 s, an eighth at 0.15 s (cubic ease-out), none at 0.3 s and after")
    func remaining() {
        #expect(slide.remaining(at: 10) == 1)
        #expect(abs(slide.remaining(at: 10.15) - 0.125) < 1e-12)
        #expect(slide.remaining(at: 10.3) == 0)
        #expect(slide.remaining(at: 11) == 0)
        #expect(slide.remaining(at: 9) == 1, "before it starts, it has not moved")
        #expect(ItemSlide.duration == 0.3)
    }

    @Test("each item's displacement at 0, 0.15 and 0.3 s")
    func displacement() {
        #expect(slide.displacement(atStart: 640, time: 10) == 320)
        #expect(abs(slide.displacement(atStart: 640, time: 10.15) - 40) < 1e-9)
        #expect(slide.displacement(atStart: 640, time: 10.3) == 0)
        #expect(slide.displacement(atStart: -320, time: 10) == -200)
        #expect(abs(slide.displacement(atStart: -320, time: 10.15) + 25) < 1e-9)
    }

    @Test("an item is found within half a point of its start; others do not move")
    func lookup() {
        #expect(slide.displacement(atStart: 640.4, time: 10) == 320)
        #expect(slide.displacement(atStart: 639.6, time: 10) == 320)
        #expect(slide.displacement(atStart: 640.6, time: 10) == 0)
        #expect(slide.displacement(atStart: 0, time: 10) == 0)
    }

    @Test("done at 0.3 s, not before; monotonic in between")
    func done() {
        #expect(!slide.isDone(at: 10.299))
        #expect(slide.isDone(at: 10.3))
        var last = slide.remaining(at: 10)
        for step in 1...30 {
            let now = slide.remaining(at: 10 + Double(step) / 100)
            #expect(now <= last)
            last = now
        }
    }
}
