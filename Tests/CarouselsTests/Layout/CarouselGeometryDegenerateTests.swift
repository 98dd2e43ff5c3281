import CarouselsTestSupport
import Foundation
import Testing

@testable import Carousels

@Suite("CarouselGeometry degenerate input: no trap, no NaN, a documented answer")
struct CarouselGeometryDegenerateTests {
    /// Every policy, finite and endless.
    static let layouts: [CarouselLayout] = CarouselLayout.PageBy.allCases.flatMap { pageBy in
        CarouselLayout.Containment.allCases.flatMap { contain in
            CarouselLayout.Alignment.allCases.map { CarouselLayout(alignment: $0, pageBy: pageBy, contain: contain) }
        }
    }

    /// Asks `geometry` everything at `positions` and occurrences `occurrences`, and checks every
    /// length it answers is finite.
    func expectFiniteAnswers(_ geometry: CarouselGeometry, positions: [CGFloat], occurrences: [Int]) {
        var lengths = [geometry.defaultItemLength, geometry.period, geometry.contentLength, geometry.snapPoint]
        for occurrence in occurrences {
            lengths += [
                geometry.length(ofItem: occurrence), geometry.start(ofItem: occurrence), geometry.anchor(ofItem: occurrence),
                geometry.alignedPosition(ofItem: occurrence), geometry.snapPosition(occurrence),
            ]
            _ = (
                geometry.item(ofOccurrence: occurrence), geometry.snap(containing: occurrence), geometry.items(ofSnap: occurrence)
            )
        }
        for position in positions {
            _ = (geometry.nearestItem(at: position), geometry.nearestSnap(to: position))
            _ = (geometry.items(inViewAt: position), geometry.items(inViewAt: position, margin: 1e300))
        }
        if let range = geometry.scrollRange { lengths += [range.lowerBound, range.upperBound] }
        #expect(lengths.allSatisfy { $0.isFinite }, "\(lengths)")
    }

    static let extremes = [Int.min, Int.min + 1, -1_000_000_007, -1, 0, 1, 1_000_000_007, Int.max - 1, Int.max]
    static let farPositions: [CGFloat] = [
        -.greatestFiniteMagnitude, -1e300, -1e18, -1, 0, 1, 1e18, 1e300, .greatestFiniteMagnitude, .nan, .infinity, -.infinity,
    ]

    @Test("no items: no snaps, no current item, nothing in view, every length 0", arguments: [false, true])
    func noItems(isEndless: Bool) {
        for layout in Self.layouts {
            let geometry = CarouselGeometry(layout: layout, count: 0, viewportLength: 800, isEndless: isEndless)
            #expect(geometry.snapCount == 0 && geometry.contentLength == 0 && geometry.period == 0)
            #expect(geometry.nearestItem(at: 0) == nil && geometry.nearestSnap(to: 0) == nil)
            #expect(geometry.items(inViewAt: 0, margin: 1_000).isEmpty && geometry.items(ofSnap: 3).isEmpty)
            #expect(geometry.start(ofItem: 5) == 0 && geometry.item(ofOccurrence: -3) == 0 && geometry.snap(containing: 2) == 0)
            #expect(geometry.scrollRange == (isEndless ? nil : 0...0))
            expectFiniteAnswers(geometry, positions: Self.farPositions, occurrences: Self.extremes)
        }
        #expect(CarouselGeometry(layout: .standard, count: -4, viewportLength: 800, isEndless: false).count == 0)
    }

    @Test(
        "a viewport that is 0, negative or not finite is taken as 0: fill items have no length",
        arguments: [0, -200, CGFloat.nan, .infinity, -.infinity])
    func noViewport(_ viewport: CGFloat) {
        for isEndless in [false, true] {
            let geometry = CarouselGeometry(layout: .standard, count: 6, viewportLength: viewport, isEndless: isEndless)
            #expect(geometry.viewportLength == 0 && geometry.defaultItemLength == 0)
            #expect(geometry.nearestItem(at: 0) != nil && geometry.nearestSnap(to: 0) != nil)
            expectFiniteAnswers(geometry, positions: Self.farPositions, occurrences: Self.extremes)
        }
    }

    @Test("an endless strip of zero period (no length, no spacing) answers from one cycle")
    func zeroPeriod() {
        let layout = CarouselLayout(inset: 0, spacing: 0)
        let geometry = CarouselGeometry(layout: layout, count: 4, viewportLength: 0, isEndless: true)
        #expect(geometry.period == 0)
        #expect(geometry.nearestItem(at: 500) == 0 && geometry.nearestSnap(to: -500) == 0)
        #expect(geometry.items(inViewAt: 0) == 0..<4 && geometry.items(inViewAt: 1).isEmpty)
        expectFiniteAnswers(geometry, positions: Self.farPositions, occurrences: Self.extremes)
    }

    @Test("positions that are not finite give no current item, no snap and nothing in view", arguments: [false, true])
    func nonFinitePositions(isEndless: Bool) {
        let geometry = CarouselGeometry(layout: .standard, count: 5, viewportLength: 800, isEndless: isEndless)
        for position in [CGFloat.nan, .infinity, -.infinity] {
            #expect(geometry.nearestItem(at: position) == nil && geometry.nearestSnap(to: position) == nil)
            #expect(geometry.items(inViewAt: position).isEmpty)
        }
        #expect(geometry.items(inViewAt: 0, margin: .nan).isEmpty && geometry.items(inViewAt: 0, margin: -1_000).isEmpty)
    }

    @Test("Int extremes and huge positions saturate: finite answers, never a trap, for every policy", arguments: [false, true])
    func extremes(isEndless: Bool) {
        for layout in Self.layouts {
            for lengths in [[], [120, nil, 900, 40] as [CGFloat?]] {
                let geometry = CarouselGeometry(
                    layout: layout, count: 7, viewportLength: 800, lengths: lengths, isEndless: isEndless)
                expectFiniteAnswers(geometry, positions: Self.farPositions, occurrences: Self.extremes)
                #expect(Self.extremes.allSatisfy { (0..<7).contains(geometry.item(ofOccurrence: $0)) })
            }
        }
        let endless = CarouselGeometry(layout: .standard, count: 7, viewportLength: 800, isEndless: true)
        let far = endless.nearestItem(at: 1e300)
        #expect(far != nil && far! > 1_000_000_000 && endless.nearestItem(at: -1e300)! < -1_000_000_000)
    }

    @Test(
        "as many items as an Int holds, equal: taken as the maximum count, O(1) to make, finite to ask", arguments: [false, true])
    func hugeCount(isEndless: Bool) {
        for layout in Self.layouts {
            let geometry = CarouselGeometry(layout: layout, count: .max, viewportLength: 800, isEndless: isEndless)
            #expect(geometry.count == CarouselGeometry.maximumCount)
            expectFiniteAnswers(geometry, positions: Self.farPositions, occurrences: Self.extremes)
            #expect(geometry.snapCount > 0)
        }
    }

    @Test("bad layout values and absurd lengths still give finite geometry")
    func absurdLayouts() {
        let tiny = CarouselLayout(inset: 0, spacing: 0, itemLength: .itemsPerView(.leastNonzeroMagnitude))
        #expect(tiny.problem == nil)
        let huge = CarouselGeometry(layout: tiny, count: 3, viewportLength: 800, isEndless: true)
        #expect(huge.defaultItemLength == CarouselGeometry.maximumLength)
        let layouts = [
            CarouselLayout(inset: .nan, spacing: .infinity, cornerRadius: -1, itemLength: .fixed(.nan)),
            CarouselLayout(inset: 1e300, spacing: 1e300, itemLength: .itemsPerView(.leastNonzeroMagnitude)),
            CarouselLayout(inset: 0, spacing: 0, itemLength: .fixed(.leastNonzeroMagnitude), pageBy: .view, contain: .trim),
        ]
        for layout in layouts {
            for isEndless in [false, true] {
                let geometry = CarouselGeometry(
                    layout: layout, count: 1_000, viewportLength: 1e300, lengths: [1e300, -1, .nan], isEndless: isEndless)
                expectFiniteAnswers(geometry, positions: Self.farPositions, occurrences: Self.extremes)
            }
        }
    }
}
