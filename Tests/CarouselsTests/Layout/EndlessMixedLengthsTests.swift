import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

/// Seeds B and C laid out from the core's geometry with items of their own lengths: every view its
/// item's length, the seam between the last item and the first keeping the spacing, and the picture
/// exactly where the distance scrolled puts it after many periods (keys, assignments, flings).
@MainActor
@Suite("Endless strips of mixed lengths: the seam keeps the spacing, no drift over many periods")
struct EndlessMixedLengthsTests {
    /// Quarter-point lengths and a 12 pt gap: every position below is a whole number of quarters, so
    /// the expected picture is exact in binary.
    nonisolated static let lengths: [CGFloat?] = [120.5, 300, nil, 90.25, 240, nil, 150, 200.75]
    static let layout = CarouselLayout(inset: 0, spacing: 12, itemLength: .fixed(180))
    /// The lengths' sum (1461.5) and eight gaps.
    static let period: CGFloat = 1557.5

    /// The geometry the strip should follow, made here on its own.
    static let geometry = CarouselGeometry(
        layout: layout, count: lengths.count, viewportLength: 640, lengths: lengths, isEndless: true)

    /// One item view on screen: its item, and its span along the main axis in window coordinates (item
    /// order from the start edge).
    struct Seen: Equatable {
        var item: Int
        var span: ClosedRange<CGFloat>
    }

    /// The item views overlapping the window, in order along the strip.
    static func seen(_ fixture: LayoutFixture) -> [Seen] {
        let scrollView = fixture.carousel.inspectedScrollView
        var seen: [Seen] = []
        fixture.carousel.forEachInspectedItem { item in
            let frame = scrollView.convert(item.frame, to: nil)
            let start = fixture.flow.logicalStart(of: frame, in: 640)
            let span = start...(start + fixture.flow.main(frame.size))
            if span.upperBound > 0, span.lowerBound < 640 { seen.append(Seen(item: item.index, span: span)) }
        }
        return seen.sorted { $0.span.lowerBound < $1.span.lowerBound }
    }

    /// The picture a view whose start edge is `travelled` points into the strip (from item 0's leading
    /// edge) shows, from the geometry alone: `travelled` taken modulo the period first, exactly.
    static func expected(travelled: CGFloat) -> [Seen] {
        let local = travelled - (travelled / period).rounded(.down) * period
        return geometry.items(inViewAt: local).compactMap { occurrence in
            let start = geometry.start(ofItem: occurrence) - local
            let span = start...(start + geometry.length(ofItem: occurrence))
            guard span.upperBound > 0, span.lowerBound < 640 else { return nil }
            return Seen(item: geometry.item(ofOccurrence: occurrence), span: span)
        }
    }

    /// Problems with the picture: each view its item's own length, neighbours 12 pt apart (the last
    /// item followed by the first one, at the seam, too), and every view where the geometry puts it
    /// `travelled` points in (within `tolerance`).
    static func problems(_ fixture: LayoutFixture, travelled: CGFloat, tolerance: CGFloat = 1e-6) -> [String] {
        let seen = seen(fixture)
        var problems: [String] = []
        for view in seen where abs(view.span.upperBound - view.span.lowerBound - (lengths[view.item] ?? 180)) > tolerance {
            problems.append("item \(view.item) is \(view.span.upperBound - view.span.lowerBound) long")
        }
        for (a, b) in zip(seen, seen.dropFirst()) {
            if b.item != (a.item + 1) % lengths.count { problems.append("item \(b.item) follows item \(a.item)") }
            let gap = b.span.lowerBound - a.span.upperBound
            if abs(gap - 12) > tolerance { problems.append("a gap of \(gap) between items \(a.item) and \(b.item)") }
        }
        let expected = expected(travelled: travelled)
        if seen.count != expected.count { problems.append("\(seen.count) views for \(expected.count) items in view") }
        for (view, want) in zip(seen, expected)
        where view.item != want.item
            || abs(view.span.lowerBound - want.span.lowerBound) > tolerance
        {
            problems.append("item \(view.item) at \(view.span), expected item \(want.item) at \(want.span)")
        }
        return problems
    }

    /// Moves the strip `distance` points forward by assigning its offset, as a drag frame would.
    static func scroll(_ fixture: LayoutFixture, by distance: CGFloat) {
        let core = fixture.carousel.core
        let scrollView = core.scrollView
        scrollView.contentOffset = core.physicalOffset(logical: core.logicalOffset(of: scrollView.contentOffset) + distance)
    }

    @Test(
        "B and C: items of their own lengths wrap with the spacing at the seam, exact after hundreds of periods",
        arguments: [CarouselKind.tiling, .padded], ItemFlow.tested)
    func wrapsExactly(kind: CarouselKind, flow: ItemFlow) throws {
        let fixture = LayoutFixture(kind, layout: Self.layout, lengths: Self.lengths, count: 8, flow: flow)
        #expect(abs(fixture.carousel.core.geometry.period - Self.period) < 1e-9)
        var travelled: CGFloat = 0
        #expect(Self.problems(fixture, travelled: travelled) == [], "item 0 at the start edge")

        // Keys: 27 snaps forward (three periods and three items), one press at a time; a free strip
        // keeps its place within an item, so it moves by the snaps' distance.
        for _ in 0..<27 {
            fixture.driver.key(flow.forwardKey)
            fixture.driver.frames(2)
        }
        fixture.driver.settle()
        let snap = try #require(Self.geometry.nearestSnap(to: 0))
        travelled += Self.geometry.snapPosition(snap + 27) - Self.geometry.snapPosition(snap)
        // From item 1 at the snap point to item 4: 150 + 12 + 180 + 12 + 90.25 + 12 + 120.
        #expect(abs(travelled - (3 * Self.period + 576.25)) < 1e-9)
        #expect(Self.problems(fixture, travelled: travelled) == [], "after the keys")

        // Assignments: hundreds of periods forward, then back, each step a few periods and a bit.
        var seams = 0
        for (steps, distance) in [(60, 7 * Self.period + 123.25), (25, -(3 * Self.period + 77.5))] {
            for _ in 0..<steps {
                Self.scroll(fixture, by: distance)
                travelled += distance
                let problems = Self.problems(fixture, travelled: travelled)
                #expect(problems == [], "\(travelled) points in: \(problems)")
                let items = Self.seen(fixture).map(\.item)
                if zip(items, items.dropFirst()).contains(where: { $0 == 7 && $1 == 0 }) { seams += 1 }
            }
        }
        #expect(travelled > 300 * Self.period, "hundreds of periods")
        #expect(seams > 10, "the seam was on screen \(seams) times")

        // Flings either way: wherever they stop, the picture is the geometry's at the core's position.
        for distance: CGFloat in [400, -350, 500] {
            fixture.fling(forward: distance)
            let position = fixture.carousel.core.position
            #expect(Self.problems(fixture, travelled: position) == [], "after a fling of \(distance)")
        }
        // A period back by keys, from wherever the flings left it: exactly one period.
        let before = fixture.carousel.core.position
        for _ in 0..<8 { fixture.press(forward: false) }
        #expect(abs(fixture.carousel.core.position - (before - Self.period)) < 1e-6)
        #expect(Self.problems(fixture, travelled: before - Self.period) == [])
    }
}
