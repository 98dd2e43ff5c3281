import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

/// Every technique in a window that reduces motion (`WindowRoot.reducesMotion`): a key, a wheel notch
/// or a click on a neighbour changes the item with at most one frame of movement and reports it once
/// with its cause; a drag or a fling moves and lands exactly as without it.
@MainActor
@Suite("Reduced motion on every technique")
struct ReducedMotionCarouselTests {
    typealias Technique = CarouselKind
    /// Every technique but the free finite strip, which has no animated paging of its own to cut.
    nonisolated static let techniques: [Technique] = [
        .banner, .pagingStrip, .finitePreviews, .infinitePreviews, .picker, .tiling, .padded,
    ]

    /// A technique in the shared fixture's window (`CarouselSubject`) along `flow`, five items, its
    /// events recorded from after its first frames.
    @MainActor
    struct Subject {
        let subject: CarouselSubject

        init(_ technique: Technique, flow: ItemFlow, reducesMotion: Bool) {
            subject = CarouselSubject(technique, flow: flow, count: 5)
            subject.driver.root.reducesMotion = reducesMotion
            subject.driver.frames(2)
            subject.recorder.reset()
        }

        var carousel: any InspectableCarousel & View { subject.carousel }
        var driver: FrameDriver { subject.driver }
        var recorder: CarouselEventRecorder { subject.recorder }
        var flow: ItemFlow { subject.flow }
        /// The middle of the strip, in window points.
        var middle: CGPoint { subject.middle }
        /// A point on the next item's neighbour (an ear, a preview, the picker's far side), for the
        /// techniques where a click there turns to it; nil for the others.
        var neighbour: CGPoint? {
            [.banner, .finitePreviews, .infinitePreviews, .picker].contains(subject.kind) ? subject.nearEnd : nil
        }

        var forwardKey: Key { subject.forwardKey }

        /// Where every item view stands on screen: its index, whether a clone, and its window frame's
        /// origin, in item order. Equal pictures have equal samples, whatever the content offset
        /// (a recentre changes the offset, not this).
        var picture: [String] {
            var sample: [String] = []
            let scrollView = carousel.inspectedScrollView
            carousel.forEachInspectedItem { item in
                let frame = scrollView.convert(item.frame, to: nil)
                sample.append("\(item.index)\(item.isClone ? "c" : "")@\(frame.origin.x),\(frame.origin.y)")
            }
            return sample.sorted()
        }

        /// Runs `input`, then `frames` frames, and counts the frames whose picture differs from the one
        /// before (the first compared with the picture before the input).
        func movingFrames(after input: () -> Void, frames: Int = 40) -> Int {
            var last = picture
            input()
            var moving = 0
            for _ in 0..<frames {
                driver.frame()
                let now = picture
                if now != last { moving += 1 }
                last = now
            }
            return moving
        }

        /// The item after the current one, wrapping (all five-item techniques here start before the end).
        var nextItem: Int { ((carousel.currentItem ?? 0) + 1) % carousel.itemCount }
    }

    @Test(
        "a key changes the item with at most one frame of movement and reports it once, cause key",
        arguments: techniques, ItemFlow.tested)
    func keyCuts(technique: Technique, flow: ItemFlow) {
        let subject = Subject(technique, flow: flow, reducesMotion: true)
        let next = subject.nextItem
        let moving = subject.movingFrames { subject.driver.key(subject.forwardKey) }
        #expect(moving <= 1, "\(technique) \(flow): \(moving) frames moved")
        #expect(subject.carousel.currentItem == next)
        #expect(subject.carousel.isAtRest)
        #expect(subject.recorder.settledChanges == [.settled(next, .key)], "\(subject.recorder.restsAndSelections)")

        // Without reduced motion the same key slides over many frames: the measure tells the two apart.
        let plain = Subject(technique, flow: flow, reducesMotion: false)
        let slide = plain.movingFrames { plain.driver.key(plain.forwardKey) }
        #expect(slide >= 5, "\(technique) \(flow): the slide took \(slide) frames")
        #expect(plain.carousel.currentItem == next)
        #expect(plain.recorder.settledChanges == subject.recorder.settledChanges, "the same index events")
    }

    @Test(
        "a wheel notch changes the item with at most one frame of movement and reports it once, cause wheel",
        arguments: techniques, ItemFlow.tested)
    func notchCuts(technique: Technique, flow: ItemFlow) {
        let subject = Subject(technique, flow: flow, reducesMotion: true)
        let next = subject.nextItem
        let moving = subject.movingFrames(
            after: { subject.driver.wheel(dx: 0, dy: 40, at: subject.middle) },
            frames: Int((ScrollView.wheelSettleDelay + 0.5) * 60))
        #expect(moving <= 1, "\(technique) \(flow): \(moving) frames moved")
        #expect(subject.carousel.currentItem == next)
        #expect(subject.recorder.settledChanges == [.settled(next, .wheel)], "\(subject.recorder.restsAndSelections)")
    }

    @Test(
        "a click on the next item's ear, preview or the picker's side turns to it with at most one frame of movement",
        arguments: [Technique.banner, .finitePreviews, .infinitePreviews, .picker], ItemFlow.tested)
    func clickCuts(technique: Technique, flow: ItemFlow) throws {
        let subject = Subject(technique, flow: flow, reducesMotion: true)
        let point = try #require(subject.neighbour)
        let next = subject.nextItem
        let moving = subject.movingFrames { subject.driver.click(at: point, hold: 0.02) }
        #expect(moving <= 1, "\(technique) \(flow): \(moving) frames moved")
        #expect(subject.carousel.currentItem == next)
        #expect(subject.recorder.settledChanges == [.settled(next, .click)], "\(subject.recorder.restsAndSelections)")
    }

    @Test(
        "a slow drag and a fling move frame by frame and land exactly as without reduced motion",
        arguments: techniques, ItemFlow.tested)
    func userMotionUnchanged(technique: Technique, flow: ItemFlow) {
        for speed: CGFloat in [200, 2400] { // a drag released slowly (the snap), and a fling
            var landings: [String] = []
            for reduces in [false, true] {
                let subject = Subject(technique, flow: flow, reducesMotion: reduces)
                let translation = flow.vector(alongMain: -260)
                subject.driver.drag(from: subject.middle, by: translation, speed: speed)
                let moving = subject.movingFrames(after: {}, frames: 6)
                #expect(moving >= 3, "\(technique) \(flow) speed \(speed): still moving after the release")
                _ = subject.driver.settle()
                let offset = subject.carousel.inspectedScrollView.contentOffset
                landings.append("\(subject.carousel.currentItem ?? -1) at \(offset) \(subject.recorder.settledChanges)")
            }
            #expect(landings[0] == landings[1], "\(technique) \(flow) speed \(speed)")
        }
    }
}
