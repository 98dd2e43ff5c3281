import Carousels
import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

/// `InspectableCarousel.jumpCount`, the one count of jumps every technique gives tools (it replaced
/// seed B's `recentreCount` and seed C's `shiftCount`).
@MainActor
@Suite("InspectableCarousel.jumpCount, every technique")
struct CarouselJumpCountTests {
    @Test(
        "twenty key presses forward over six items: the count is the jumps the listeners heard, none on a finite strip",
        arguments: CarouselKind.allCases, [ItemFlow.horizontal, .rightToLeft, .vertical])
    func countsEveryJump(technique: CarouselKind, flow: ItemFlow) {
        let size = flow.size(main: 640, cross: 300)
        let carousel = technique.make(frame: CGRect(origin: .zero, size: size), pageSize: flow.size(main: 320, cross: 240))
        carousel.flow = flow
        let recorder = CarouselEventRecorder()
        carousel.addListener(recorder)
        let driver = FrameDriver(size: size, containing: carousel)
        carousel.setItems(count: 6, cells: .numberCards)
        driver.frames(2)
        let before = carousel.jumpCount
        let heardBefore = recorder.jumps
        for _ in 0..<20 {
            carousel.next(cause: .key)
            driver.settle()
        }
        let jumps = carousel.jumpCount - before
        #expect(jumps == recorder.jumps - heardBefore, "the count and the listeners agree")
        if technique.wraps {
            #expect(jumps > 0, "three and a third laps of an endless strip jump")
        } else {
            #expect(carousel.jumpCount == 0, "a finite strip never jumps")
        }
    }
}

extension CarouselEventRecorder {
    /// How many jumps were heard.
    fileprivate var jumps: Int {
        events.count { if case .jumped = $0 { true } else { false } }
    }
}
