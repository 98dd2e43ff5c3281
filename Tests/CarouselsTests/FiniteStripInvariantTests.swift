import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

@MainActor
@Suite("FiniteStrip: invariants under random input")
struct FiniteStripInvariantTests {
    @Test(
        "random input: index in range, the items in view have views showing them, at rest on an item (paging) or in range (free), the last index reported is the current one",
        arguments: ItemFlow.tested, [false, true])
    func randomInput(flow: ItemFlow, paging: Bool) {
        let strip = FiniteStrip(frame: CGRect(origin: .zero, size: FuzzRun.windowSize), paging: paging)
        strip.flow = flow
        let recorder = CarouselEventRecorder()
        strip.carouselDelegate = recorder
        strip.set(items: CarouselFixture.banners(6))
        var emptied: Set<Int> = []
        var run = FuzzRun(
            seed: paging ? 11 : 12, component: strip, keys: [.left, .right, .up, .down, .pageUp, .pageDown],
            check: { settled, context in
                let context = "\(flow), \(paging ? "paging" : "free"), \(context)"
                let scrollView = strip.scrollView
                let geometry = strip.geometry
                let count = strip.itemCount
                #expect(scrollView.contentOffset.x.isFinite && scrollView.contentOffset.y.isFinite, "\(context)")
                #expect(flow.cross(scrollView.contentOffset) == 0, "\(context): no cross-axis scrolling")
                guard let current = strip.currentItem else {
                    #expect(count == 0 && strip.strip.views.isEmpty, "\(context): no current item with \(count) items")
                    return
                }
                #expect((0..<count).contains(current), "\(context): item \(current) of \(count)")
                guard geometry.step > 0, geometry.viewportLength > 0 else { return }
                // Every item overlapping the viewport has a view, showing that item, where it belongs.
                let offset = strip.logicalOffset
                let shown = strip.strip.indices
                for index in 0..<count {
                    let start = geometry.inset + CGFloat(index) * geometry.step
                    guard start < offset + geometry.viewportLength, start + geometry.itemLength > offset else { continue }
                    #expect(shown.contains(index), "\(context): item \(index) in view has no view (\(shown))")
                }
                for (position, view) in strip.strip.views.enumerated() {
                    let index = strip.strip.firstIndex + position
                    #expect((view as? BannerItemView)?.banner?.title == "Banner \(index)", "\(context): view of \(index)")
                    #expect(view.frame == geometry.frame(ofItem: index), "\(context): frame of \(index)")
                }
                guard settled else { return }
                let last = (geometry.contentLength - geometry.viewportLength)
                #expect(offset >= -1e-9 && offset <= last + 1e-9, "\(context): at rest at \(offset), range 0...\(last)")
                if paging {
                    #expect(
                        abs(offset - CGFloat(current) * geometry.step) < 1e-9,
                        "\(context): at rest off the page by \(offset - CGFloat(current) * geometry.step)")
                }
                guard case .settled(let reported, _) = recorder.settledChanges.last else {
                    Issue.record("\(context): no index reported")
                    return
                }
                #expect(reported == current, "\(context): reported \(reported), current \(current)")
            },
            replaceData: { rng in
                let count = Int.random(in: 0...9, using: &rng)
                // Emptied, the strip has no index; refilled, it reports one again, whatever it was.
                if count == 0 { emptied.insert(recorder.settledChanges.count) }
                strip.set(items: CarouselFixture.banners(count))
            })
        run.run(events: 1000)
        // Once per change: no two index reports in a row name the same item (unless emptied between).
        let indices = recorder.settledChanges.compactMap { if case .settled(let index, _) = $0 { index } else { nil } }
        let repeats = indices.indices.dropFirst().filter { indices[$0] == indices[$0 - 1] && !emptied.contains($0) }
        #expect(repeats.isEmpty, "the same index reported twice in a row at reports \(repeats)")
    }
}
