import Carousels
import Foundation
import ScrollKit
import Testing

/// Bad input gets its documented fallback, never a trap nor a transform that is not finite.
@Suite("Effects3D: bad input")
struct Carousel3DBadInputTests {
    static let offsets: [CGFloat] = [-3, -2, -1, -0.5, 0, 0.5, 1, 2, 3]

    /// Expects every query of `g` at the usual offsets to be finite.
    static func expectFinite(_ g: Carousel3DGeometry, _ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for offset in offsets {
            let t = g.transform(offset: offset)
            #expect(t.isFinite, "\(context) at \(offset)", sourceLocation: sourceLocation)
            #expect(g.alpha(offset: offset).isFinite, "\(context) at \(offset)", sourceLocation: sourceLocation)
            let key = g.depthKey(offset: offset)
            #expect(
                key.depth.isFinite && key.distanceFromCurrent.isFinite, "\(context) at \(offset)", sourceLocation: sourceLocation)
        }
    }

    @Test("an item length of 0, NaN, ∞ or below 0 is the viewport's main length")
    func itemLengthFallsBackToViewport() {
        for length: CGFloat in [0, -5, .nan, .infinity] {
            for style in Carousel3DStyle.allCases {
                let g = Carousel3DGeometry(
                    style: style, itemLength: length, viewport: CGSize(width: 1000, height: 400), itemCount: 40)
                #expect(g.itemLength == 1000, "\(style), \(length)")
                Self.expectFinite(g, "\(style), length \(length)")
                let vertical = Carousel3DGeometry(
                    style: style, itemLength: length, viewport: CGSize(width: 1000, height: 400), itemCount: 40,
                    flow: .vertical)
                #expect(vertical.itemLength == 400, "\(style), \(length)")
            }
        }
        // Coverflow at 1 with the 1000-long stand-in: (0.45 + 0.25) × 1000 to the right, 500 back.
        let g = Carousel3DGeometry(style: .coverflow, itemLength: 0, viewport: CGSize(width: 1000, height: 400), itemCount: 40)
        expect(g.transform(offset: 1), is: Placement3D(axis: .y, angle: -0.45 * .pi, x: 700, z: -500), "coverflow at 1")
    }

    @Test("no item length and no viewport: every item at the centre, finite")
    func nothingAtAll() {
        for style in Carousel3DStyle.allCases {
            for size in [CGSize.zero, CGSize(width: CGFloat.nan, height: -3), CGSize(width: CGFloat.infinity, height: 10)] {
                let g = Carousel3DGeometry(style: style, itemLength: 0, viewport: size, itemCount: 40)
                #expect(g.itemLength == 0, "\(style) in \(size)")
                #expect(g.viewport.width.isFinite && g.viewport.height.isFinite, "\(style) in \(size)")
                Self.expectFinite(g, "\(style) in \(size)")
                let centre = g.projection(offset: 2, center: CGPoint(x: 50, y: 50)).project(.zero)
                #expect(centre != nil, "\(style) in \(size)")
            }
        }
    }

    @Test("no items: nothing visible, rings laid out as a ring of one, still finite")
    func noItems() {
        for count in [0, -4] {
            for style in Carousel3DStyle.allCases {
                let g = Carousel3DGeometry(
                    style: style, itemLength: 200, viewport: CGSize(width: 1000, height: 400), itemCount: count)
                #expect(g.itemCount == 0, "\(style)")
                #expect(g.visibleItemCount == 0, "\(style)")
                #expect(g.visibleOffsets.isEmpty, "\(style)")
                #expect(g.visibleIndices(scrollOffset: 3).isEmpty, "\(style)")
                #expect(g.wrappedOffset(7) == 7, "\(style): nothing to wrap round")
                Self.expectFinite(g, "\(style) with \(count) items")
            }
        }
    }

    @Test("an offset that is not finite is the centred item's, at opacity 0")
    func nonFiniteOffsets() {
        for style in Carousel3DStyle.allCases {
            let g = Carousel3DGeometry(style: style, itemLength: 200, viewport: CGSize(width: 1000, height: 400), itemCount: 40)
            for offset: CGFloat in [.nan, .infinity, -.infinity] {
                #expect(g.transform(offset: offset) == g.transform(offset: 0), "\(style) at \(offset)")
                #expect(g.alpha(offset: offset) == 0, "\(style) at \(offset)")
                #expect(g.depthKey(offset: offset) == g.depthKey(offset: 0), "\(style) at \(offset)")
                #expect(g.wrappedOffset(offset) == 0)
            }
            #expect(g.offset(ofItem: 3, scrollOffset: .nan) == g.wrappedOffset(3))
            #expect(g.visibleIndices(scrollOffset: .nan) == g.visibleIndices(scrollOffset: 0))
            #expect(g.visibleIndices(scrollOffset: 1e300).count == g.visibleItemCount)
        }
    }

    @Test("options that are NaN or infinite take iCarousel's defaults; an arc of 0 stays finite")
    func badOptions() {
        let size = CGSize(width: 1000, height: 400)
        let bad = Carousel3DOptions(
            tilt: .infinity, spacing: .nan, arc: .nan, radius: .nan, count: -3, visibleItems: -1,
            fadeRange: .nan, fadeMinAlpha: .nan, perspective: .nan)
        for style in Carousel3DStyle.allCases {
            let g = Carousel3DGeometry(style: style, itemLength: 200, viewport: size, itemCount: 40, options: bad)
            let plain = Carousel3DGeometry(style: style, itemLength: 200, viewport: size, itemCount: 40)
            #expect(g.tilt == plain.tilt && g.spacing == plain.spacing && g.arc == plain.arc, "\(style)")
            #expect(g.radius == plain.radius && g.ringCount == plain.ringCount, "\(style)")
            #expect(g.visibleItemCount == plain.visibleItemCount && g.perspective == plain.perspective, "\(style)")
            for offset in Self.offsets {
                #expect(g.transform(offset: offset) == plain.transform(offset: offset), "\(style) at \(offset)")
                #expect(g.alpha(offset: offset) == plain.alpha(offset: offset), "\(style) at \(offset)")
            }
            let flatRing = Carousel3DGeometry(
                style: style, itemLength: 200, viewport: size, itemCount: 40,
                options: Carousel3DOptions(spacing: 0, arc: 0, radius: .infinity))
            #expect(flatRing.radius.isFinite, "\(style)")
            Self.expectFinite(flatRing, "\(style), arc 0")
        }
        // An arc of 0 puts every ring item at angle 0: the centre, radius or not.
        let rotary = Carousel3DGeometry(
            style: .rotary, itemLength: 200, viewport: size, itemCount: 40, options: Carousel3DOptions(arc: 0))
        #expect(rotary.radius == 100)
        expect(rotary.transform(offset: 2), is: Placement3D(), "rotary with no arc at 2")
        // A coverflow spacing of 0 lays out the most, 30.
        let packed = Carousel3DGeometry(
            style: .coverflow, itemLength: 200, viewport: size, itemCount: 40, options: Carousel3DOptions(spacing: 0))
        #expect(packed.visibleItemCount == 30)
    }
}
