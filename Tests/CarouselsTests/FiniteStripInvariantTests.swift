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
        arguments: ItemFlow.tested,
        FuzzLayout.allCases.flatMap { [StripCase(paging: false, layout: $0), StripCase(paging: true, layout: $0)] })
    func randomInput(flow: ItemFlow, subject: StripCase) {
        let (paging, layout) = (subject.paging, subject.layout)
        let strip = FiniteStrip(frame: CGRect(origin: .zero, size: FuzzRun.windowSize), layout: layout.layout, paging: paging)
        strip.core.itemLengths = layout.lengths
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
                let geometry = strip.core.geometry
                let count = strip.itemCount
                #expect(scrollView.contentOffset.x.isFinite && scrollView.contentOffset.y.isFinite, "\(context)")
                #expect(flow.cross(scrollView.contentOffset) == 0, "\(context): no cross-axis scrolling")
                guard let current = strip.currentItem else {
                    #expect(count == 0 && strip.strip.views.isEmpty, "\(context): no current item with \(count) items")
                    return
                }
                #expect((0..<count).contains(current), "\(context): item \(current) of \(count)")
                guard geometry.viewportLength > 0 else { return }
                // Every item overlapping the viewport has a view, showing that item, where it belongs.
                let position = strip.core.position
                let shown = strip.strip.indices
                for index in 0..<count {
                    let start = geometry.start(ofItem: index)
                    guard start < position + geometry.viewportLength, start + geometry.length(ofItem: index) > position
                    else { continue }
                    #expect(shown.contains(index), "\(context): item \(index) in view has no view (\(shown))")
                }
                let inset = strip.pagesAreViews ? strip.layout.inset : 0
                for (offset, view) in strip.strip.views.enumerated() {
                    let index = strip.strip.firstIndex + offset
                    #expect((view as? BannerItemView)?.banner?.title == "Banner \(index)", "\(context): view of \(index)")
                    let start = flow.logicalStart(of: view.frame, in: strip.contentLength) + strip.scrollRangeStart
                    #expect(abs(start - geometry.start(ofItem: index) - inset) < 1e-9, "\(context): place of \(index)")
                    #expect(
                        abs(flow.main(view.frame.size) - (geometry.length(ofItem: index) - 2 * inset)) < 1e-9,
                        "\(context): length of \(index)")
                }
                guard settled else { return }
                let range = geometry.scrollRange ?? 0...0
                #expect(
                    position >= range.lowerBound - 1e-9 && position <= range.upperBound + 1e-9,
                    "\(context): at rest at \(position), range \(range)")
                if paging, let snap = geometry.nearestSnap(to: position) {
                    #expect(
                        abs(position - geometry.snapPosition(snap)) < 1e-9,
                        "\(context): at rest off the snap by \(position - geometry.snapPosition(snap))")
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

/// The layouts the finite strips are fuzzed with: seed A's, a start-aligned shelf paged by view and
/// trimmed, and items of mixed lengths aligned at the end.
enum FuzzLayout: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case standard, shelf, mixed

    var layout: CarouselLayout {
        switch self {
        case .standard: .standard
        case .shelf: CarouselLayout(itemLength: .itemsPerView(3), alignment: .start, pageBy: .view, contain: .trim)
        case .mixed: CarouselLayout(itemLength: .fixed(180), alignment: .end)
        }
    }

    var lengths: [CGFloat?] { self == .mixed ? [120, nil, 300, 90, nil, 240] : [] }

    var testDescription: String { rawValue }
}

/// A finite strip to fuzz: paging or free, and its layout.
struct StripCase: CustomTestStringConvertible, Sendable {
    var paging: Bool
    var layout: FuzzLayout

    var testDescription: String { "\(paging ? "paging" : "free"), \(layout.rawValue)" }
}
