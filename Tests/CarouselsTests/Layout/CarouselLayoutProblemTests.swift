import CarouselsTestSupport
import Foundation
import Testing

@testable import Carousels

@Suite("CarouselLayout: seed A's defaults, and a message naming each bad value")
struct CarouselLayoutProblemTests {
    @Test("the defaults are seed A's: inset 16, spacing 8, corners 8, filling, centred, by item, no containment")
    func defaults() {
        let layout = CarouselLayout.standard
        #expect(layout == CarouselLayout())
        #expect(layout.inset == 16 && layout.spacing == 8 && layout.cornerRadius == 8)
        #expect(layout.itemLength == .fill && layout.alignment == .center)
        #expect(layout.pageBy == .item && layout.contain == CarouselLayout.Containment.none)
        #expect(layout.problem == nil)
    }

    /// A layout with one bad value, the field the message must name and a phrase saying what is allowed.
    struct BadValue: Sendable, CustomTestStringConvertible {
        var layout: CarouselLayout
        var field: String
        var allowed: String
        var testDescription: String { "\(field): \(layout)" }
    }

    static let badValues: [BadValue] = [
        BadValue(layout: CarouselLayout(inset: .nan), field: "inset", allowed: "finite"),
        BadValue(layout: CarouselLayout(inset: -1), field: "inset", allowed: "0 or more"),
        BadValue(layout: CarouselLayout(inset: .infinity), field: "inset", allowed: "finite"),
        BadValue(layout: CarouselLayout(spacing: -0.5), field: "spacing", allowed: "0 or more"),
        BadValue(layout: CarouselLayout(spacing: -.infinity), field: "spacing", allowed: "finite"),
        BadValue(layout: CarouselLayout(cornerRadius: .nan), field: "cornerRadius", allowed: "finite"),
        BadValue(layout: CarouselLayout(itemLength: .fixed(0)), field: "itemLength .fixed", allowed: "more than 0"),
        BadValue(layout: CarouselLayout(itemLength: .fixed(-30)), field: "itemLength .fixed", allowed: "more than 0"),
        BadValue(layout: CarouselLayout(itemLength: .fixed(10_001)), field: "itemLength .fixed", allowed: "at most 10000"),
        BadValue(layout: CarouselLayout(itemLength: .fixed(.nan)), field: "itemLength .fixed", allowed: "more than 0"),
        BadValue(layout: CarouselLayout(itemLength: .itemsPerView(0)), field: "itemLength .itemsPerView", allowed: "more than 0"),
        BadValue(
            layout: CarouselLayout(itemLength: .itemsPerView(100.5)), field: "itemLength .itemsPerView", allowed: "at most 100"),
        BadValue(
            layout: CarouselLayout(itemLength: .itemsPerView(.infinity)), field: "itemLength .itemsPerView",
            allowed: "at most 100"),
    ]

    @Test("a bad value gets a message naming its field and what is allowed", arguments: badValues)
    func namesTheField(_ bad: BadValue) throws {
        let message = try #require(bad.layout.problem)
        #expect(message.hasPrefix(bad.field), "\(message)")
        #expect(message.contains(bad.allowed), "\(message)")
    }

    @Test(
        "a geometry made with a bad value takes that value at its default: finite, the same as the default's",
        arguments: badValues)
    func badValuesTakeTheirDefaults(_ bad: BadValue) {
        let geometry = CarouselGeometry(layout: bad.layout, count: 6, viewportLength: 400, isEndless: false)
        let reference = CarouselGeometry(layout: .standard, count: 6, viewportLength: 400, isEndless: false)
        #expect(geometry.snapPositions == reference.snapPositions)
        #expect((0..<6).map(geometry.start(ofItem:)) == (0..<6).map(reference.start(ofItem:)))
        #expect(geometry.defaultItemLength == reference.defaultItemLength)
    }

    @Test(
        "the edges of each range are allowed",
        arguments: [
            CarouselLayout(inset: 0, spacing: 0, cornerRadius: 0),
            CarouselLayout(itemLength: .fixed(10_000)),
            CarouselLayout(itemLength: .fixed(0.5)),
            CarouselLayout(itemLength: .itemsPerView(100)),
            CarouselLayout(itemLength: .itemsPerView(0.25)),
        ])
    func edgesAreAllowed(_ layout: CarouselLayout) {
        #expect(layout.problem == nil)
    }
}
