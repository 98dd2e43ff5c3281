import Carousels
import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@MainActor
@Suite struct DebugTmpTests {
    @Test func dbg() throws {
        let subject = LiveDataSubject(.banner, flow: .horizontal, count: 8)
        subject.carousel.scrollToItem(3, animated: false)
        subject.driver.frames(2)
        subject.driver.drag(from: subject.middle, by: subject.forward(120), speed: 2_500)
        subject.driver.frames(2)
        let core = subject.carousel.core
        print("before: current", subject.carousel.currentItem!, "target", subject.carousel.targetItem!, "pos", core.position, "landing", core.landingPosition, "offset", core.scrollView.contentOffset, "rt", String(describing: core.scrollView.restingTarget))
        var ids = subject.ids
        ids.insert(subject.newID(), at: subject.carousel.currentItem! + 1)
        try subject.apply(ids)
        print("after: current", subject.carousel.currentItem!, "target", subject.carousel.targetItem!, "pos", core.position, "landing", core.landingPosition, "offset", core.scrollView.contentOffset, "rt", String(describing: core.scrollView.restingTarget))
        for _ in 0..<30 { subject.driver.frames(1); print(core.position, core.scrollView.contentOffset.x, String(describing: core.scrollView.restingTarget)) }
        _ = subject.driver.settle()
        print("end", subject.currentID!, core.position, subject.recorder.events)
    }
}
