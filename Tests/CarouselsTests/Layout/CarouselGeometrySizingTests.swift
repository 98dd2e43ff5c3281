import CarouselsTestSupport
import Foundation
import Testing

@testable import Carousels

@Suite("CarouselGeometry sizing: fill, fixed, items per view, per-item lengths")
struct CarouselGeometrySizingTests {
    /// A layout's item length in a viewport, and the length expected (worked by hand).
    struct Sizing: Sendable, CustomTestStringConvertible {
        var itemLength: CarouselLayout.ItemLength
        var viewport: CGFloat
        var inset: CGFloat
        var spacing: CGFloat
        var expected: CGFloat
        var testDescription: String { "\(itemLength) in \(viewport), inset \(inset), spacing \(spacing)" }
    }

    @Test(
        "the default item length: fill is the view less two insets, fixed is itself, k per view shares the view",
        arguments: [
            Sizing(itemLength: .fill, viewport: 800, inset: 16, spacing: 8, expected: 768),
            Sizing(itemLength: .fill, viewport: 375, inset: 0, spacing: 8, expected: 375),
            Sizing(itemLength: .fill, viewport: 20, inset: 16, spacing: 8, expected: 0),
            Sizing(itemLength: .fixed(120), viewport: 800, inset: 16, spacing: 8, expected: 120),
            Sizing(itemLength: .fixed(120), viewport: 0, inset: 16, spacing: 8, expected: 120),
            // Swiper's and Splide's (view − 2·inset − (n − 1)·spacing) / n:
            Sizing(itemLength: .itemsPerView(2.5), viewport: 1000, inset: 0, spacing: 0, expected: 400),
            Sizing(itemLength: .itemsPerView(2.5), viewport: 1000, inset: 16, spacing: 8, expected: 382.4),
            Sizing(itemLength: .itemsPerView(2), viewport: 400, inset: 16, spacing: 8, expected: 180),
            Sizing(itemLength: .itemsPerView(1), viewport: 800, inset: 16, spacing: 8, expected: 768),
            Sizing(itemLength: .itemsPerView(10), viewport: 100, inset: 16, spacing: 8, expected: 0),
        ])
    func defaultLength(_ sizing: Sizing) {
        let layout = CarouselLayout(inset: sizing.inset, spacing: sizing.spacing, itemLength: sizing.itemLength)
        let geometry = CarouselGeometry(layout: layout, count: 4, viewportLength: sizing.viewport, isEndless: false)
        #expect(isClose(geometry.defaultItemLength, sizing.expected))
        #expect((0..<4).allSatisfy { isClose(geometry.length(ofItem: $0), sizing.expected) })
        #expect(isClose(geometry.contentLength, 4 * sizing.expected + 3 * sizing.spacing))
        #expect(isClose(geometry.period, 4 * sizing.expected + 4 * sizing.spacing))
    }

    @Test("2.5 items per view show two and a half: items 0 and 1 whole, half of item 2", arguments: [false, true])
    func twoAndAHalf(isEndless: Bool) {
        let layout = CarouselLayout(inset: 0, spacing: 0, itemLength: .itemsPerView(2.5), alignment: .start)
        let geometry = CarouselGeometry(layout: layout, count: 8, viewportLength: 1000, isEndless: isEndless)
        for item in [0, 3] {
            let position = geometry.alignedPosition(ofItem: item)
            // The item before ends exactly at the view's start edge: touching, it counts as in view.
            let touching = isEndless || item > 0 ? item - 1 : item
            #expect(geometry.items(inViewAt: position) == touching..<(item + 3))
            #expect(geometry.items(inViewAt: position, margin: -1) == item..<(item + 3))
            let third = item + 2
            let shown = position + geometry.viewportLength - geometry.start(ofItem: third)
            #expect(isClose(shown / geometry.length(ofItem: third), 0.5))
        }
    }

    @Test("per-item lengths: each item its own length, the others the default, spacing between all")
    func perItemLengths() {
        let layout = CarouselLayout(inset: 16, spacing: 8, itemLength: .fixed(50))
        let geometry = CarouselGeometry(
            layout: layout, count: 5, viewportLength: 400, lengths: [100, nil, 300], isEndless: false)
        #expect((0..<5).map(geometry.length(ofItem:)) == [100, 50, 300, 50, 50])
        #expect((0..<5).map(geometry.start(ofItem:)) == [0, 108, 166, 474, 532])
        #expect(geometry.contentLength == 582)
        #expect(geometry.period == 590)
    }

    @Test(
        "an entry that is not finite or not positive takes the default length; entries past the count are ignored",
        arguments: [0, -5, CGFloat.nan, .infinity, -.infinity])
    func invalidEntriesTakeTheDefault(_ bad: CGFloat) {
        let layout = CarouselLayout(inset: 0, spacing: 10, itemLength: .fixed(40))
        let geometry = CarouselGeometry(
            layout: layout, count: 3, viewportLength: 400, lengths: [bad, 70, bad, 500, 600], isEndless: false)
        #expect((0..<3).map(geometry.length(ofItem:)) == [40, 70, 40])
        #expect(geometry.contentLength == 170)
    }

    @Test("a per-item length above the maximum is taken as the maximum, so sums stay finite")
    func hugeLengthsAreCapped() {
        let geometry = CarouselGeometry(
            layout: .standard, count: 3, viewportLength: 400, lengths: [1e300, .greatestFiniteMagnitude], isEndless: true)
        #expect(geometry.length(ofItem: 0) == CarouselGeometry.maximumLength)
        #expect(geometry.length(ofItem: 1) == CarouselGeometry.maximumLength)
        #expect(geometry.period.isFinite && geometry.alignedPosition(ofItem: 1_000_000).isFinite)
    }

    @Test("a million equal items store no array; per-item lengths store only the run that has them")
    func memory() {
        let equal = CarouselGeometry(
            layout: CarouselLayout(pageBy: .view, contain: .trim), count: 1_000_000, viewportLength: 800, isEndless: false)
        #expect(equal.positions.storedCount == 0 && equal.groups.storedCount == 0)
        let mixed = CarouselGeometry(
            layout: CarouselLayout(itemLength: .fixed(200), pageBy: .view), count: 1_000_000, viewportLength: 800,
            lengths: [300, nil, 500, nil, nil], isEndless: true)
        #expect(mixed.positions.storedCount == 3)
        #expect(mixed.groups.storedCount <= 3)
        #expect(mixed.start(ofItem: 999_999) == 300 + 200 + 500 + CGFloat(999_996) * 200 + CGFloat(999_999) * 8)
    }
}
