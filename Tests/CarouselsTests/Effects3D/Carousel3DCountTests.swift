import Carousels
import Foundation
import ScrollKit
import Testing

/// How many items iCarousel lays out (`updateNumberOfVisibleItems`, `circularCarouselItemCount`), which
/// (`loadUnloadViews`), how offsets wrap (`offsetForItemAtIndex`) and fade (`alphaForItemWithOffset:`),
/// and the styles' names and defaults.
@Suite("Effects3D: visible items, wrapping, fading, names")
struct Carousel3DCountTests {
    static func geometry(
        _ style: Carousel3DStyle, viewport: CGSize = CGSize(width: 1000, height: 400), itemCount: Int = 40,
        options: Carousel3DOptions = Carousel3DOptions()
    ) -> Carousel3DGeometry {
        Carousel3DGeometry(style: style, itemLength: 200, viewport: viewport, itemCount: itemCount, options: options)
    }

    @Test("visible item counts: coverflow fills 1000 at 50 apart plus 2, rings 15 or half, the time machine 30")
    func visibleCounts() {
        let expected: [Carousel3DStyle: Int] = [
            .coverflow: 22, // ceil(1000 / (200 × 0.25)) + 2
            .rotary: 15, .cylinder: 15, // the ring count
            .invertedRotary: 8, .invertedCylinder: 8, // ceil(15 / 2)
            // radius 477.5 − 100 is not within half the smaller side, 200: ceil(15 / 2) + 1
            .wheel: 9, .invertedWheel: 9,
            .timeMachine: 30, .invertedTimeMachine: 30, // MAX_VISIBLE_ITEMS
        ]
        for style in Carousel3DStyle.allCases {
            #expect(Self.geometry(style).visibleItemCount == expected[style], "\(style)")
        }
        // A square 1000 carousel holds the wheel's rim (377.5 < 500): all 15.
        #expect(Self.geometry(.wheel, viewport: CGSize(width: 1000, height: 1000)).visibleItemCount == 15)
        // A coverflow of 100-wide items would want 42: at most 30.
        let narrow = Carousel3DGeometry(
            style: .coverflow, itemLength: 100, viewport: CGSize(width: 1000, height: 400), itemCount: 40)
        #expect(narrow.visibleItemCount == 30)
    }

    @Test("the ring count: π per item across the width, at least 12, at most 30, at most the items, or the option")
    func ringCount() {
        // 400 / 200 = 2 across, 2π = 6.3: the floor of 12.
        #expect(Self.geometry(.rotary, viewport: CGSize(width: 400, height: 400)).ringCount == 12)
        // 2000 / 200 = 10 across, 10π = 31.4: the ceiling of 30.
        #expect(Self.geometry(.cylinder, viewport: CGSize(width: 2000, height: 400)).ringCount == 30)
        // 1100 / 200 = 5.5, up to 6, 6π = 18.8: 18.
        #expect(Self.geometry(.wheel, viewport: CGSize(width: 1100, height: 400)).ringCount == 18)
        let few = Self.geometry(.rotary, itemCount: 5)
        #expect(few.ringCount == 5 && few.visibleItemCount == 5)
        let counted = Self.geometry(.cylinder, options: Carousel3DOptions(count: 10))
        #expect(counted.ringCount == 10)
        // A ring of 10: each item 36° round, the cylinder's radius 100 / tan 18°.
        #expect(abs(counted.radius - 100 / tan(CGFloat.pi / 10)) < 1e-9)
        #expect(Self.geometry(.coverflow).ringCount == 40, "no ring: the item count")
        #expect(Self.geometry(.coverflow).radius == 0)
        #expect(Self.geometry(.rotary, options: Carousel3DOptions(visibleItems: 3)).visibleItemCount == 3)
        #expect(Self.geometry(.rotary, itemCount: 2, options: Carousel3DOptions(visibleItems: 3)).visibleItemCount == 2)
    }

    @Test("a ring of few items: rotary keeps at least half an item of radius, the cylinder at least 0.01")
    func smallRings() {
        // Two items: tan(2π / 4) is huge, so the polygon radius is about 0.
        let rotary = Self.geometry(.rotary, itemCount: 2)
        #expect(rotary.radius == 100)
        let cylinder = Self.geometry(.cylinder, itemCount: 2)
        #expect(abs(cylinder.radius - 0.01) < 1e-9)
        let wheel = Self.geometry(.wheel, itemCount: 2)
        #expect(abs(wheel.radius - 400 / (2 * .pi)) < 1e-9)
    }

    @Test("the visible window: −n/2 ..< n − n/2 round the current item, shifted at the ends when not wrapping")
    func visibleWindow() {
        #expect(Self.geometry(.coverflow).visibleOffsets == -11..<11)
        #expect(Self.geometry(.rotary).visibleOffsets == -7..<8)
        #expect(Self.geometry(.invertedRotary).visibleOffsets == -4..<4)
        let coverflow = Self.geometry(.coverflow)
        #expect(coverflow.visibleIndices(scrollOffset: 0) == 0..<22)
        #expect(coverflow.visibleIndices(scrollOffset: 20.4) == 9..<31)
        #expect(coverflow.visibleIndices(scrollOffset: 20.5) == 10..<32, "halves round away from zero")
        #expect(coverflow.visibleIndices(scrollOffset: 39) == 18..<40)
        let rotary = Self.geometry(.rotary)
        #expect(rotary.wraps)
        #expect(rotary.visibleIndices(scrollOffset: 0) == -7..<8)
        #expect(rotary.visibleIndices(scrollOffset: 39.6) == 33..<48)
    }

    @Test("wrapped offsets: within ±count/2 by whole turns; a carousel that does not wrap keeps them")
    func wrapping() {
        let rotary = Self.geometry(.rotary)
        #expect(rotary.wrappedOffset(21) == -19)
        #expect(rotary.wrappedOffset(20) == 20)
        #expect(rotary.wrappedOffset(-20.5) == 19.5)
        #expect(rotary.wrappedOffset(61) == -19)
        #expect(rotary.wrappedOffset(-101) == 19, "three turns up")
        #expect(rotary.offset(ofItem: 39, scrollOffset: 0.25) == -1.25)
        #expect(rotary.transform(offset: 41) == rotary.transform(offset: 1))
        let coverflow = Self.geometry(.coverflow)
        #expect(!coverflow.wraps)
        #expect(coverflow.wrappedOffset(21) == 21)
        #expect(coverflow.offset(ofItem: 39, scrollOffset: 0.25) == 38.75)
        let wrappedCoverflow = Carousel3DGeometry(
            style: .coverflow, itemLength: 200, viewport: CGSize(width: 1000, height: 400), itemCount: 40, wraps: true)
        #expect(wrappedCoverflow.offset(ofItem: 39, scrollOffset: 0.25) == -1.25)
    }

    @Test("fading: the time machine fades items past the current one over one item, the inverted one those before")
    func fading() {
        let machine = Self.geometry(.timeMachine)
        #expect(machine.alpha(offset: -3) == 1)
        #expect(machine.alpha(offset: 0) == 1)
        #expect(machine.alpha(offset: 0.25) == 0.75)
        #expect(machine.alpha(offset: 1) == 0)
        #expect(machine.alpha(offset: 2) == 0)
        let inverted = Self.geometry(.invertedTimeMachine)
        #expect(inverted.alpha(offset: 3) == 1)
        #expect(inverted.alpha(offset: -0.25) == 0.75)
        #expect(inverted.alpha(offset: -1) == 0)
        for style in [Carousel3DStyle.coverflow, .rotary, .cylinder, .wheel] {
            #expect(Self.geometry(style).alpha(offset: 7) == 1, "\(style)")
        }
        // fadeMax 1, over 2 items, down to 0.2: at 2, half way, 1 − 0.5 × 0.8.
        let tuned = Self.geometry(.coverflow, options: Carousel3DOptions(fadeMax: 1, fadeRange: 2, fadeMinAlpha: 0.2))
        #expect(abs(tuned.alpha(offset: 2) - 0.6) < 1e-12)
        #expect(abs(tuned.alpha(offset: 5) - 0.2) < 1e-12)
        let cut = Self.geometry(.coverflow, options: Carousel3DOptions(fadeMax: 1, fadeRange: 0))
        #expect(cut.alpha(offset: 1) == 1 && cut.alpha(offset: 1.01) == 0)
    }

    @Test("names and defaults as iCarousel has them")
    func namesAndDefaults() {
        #expect(
            Carousel3DStyle.allCases.map(\.name) == [
                "coverflow", "rotary", "inverted-rotary", "cylinder", "inverted-cylinder", "wheel", "inverted-wheel",
                "time-machine", "inverted-time-machine",
            ])
        #expect(Carousel3DStyle(name: "inverted-wheel") == .invertedWheel)
        #expect(Carousel3DStyle(name: "coverflow2") == nil)
        #expect(Carousel3DStyle.names.hasPrefix("coverflow, rotary, inverted-rotary"))
        for style in Carousel3DStyle.allCases {
            #expect(style.wrapsByDefault == style.isRing, "\(style)")
            #expect(style.defaultArc == (style.isRing ? 2 * .pi : 0), "\(style)")
            #expect(style.defaultSpacing == (style == .coverflow ? 0.25 : 1), "\(style)")
            #expect(Self.geometry(style).perspective == -1.0 / 500, "\(style)")
        }
        #expect(Carousel3DStyle.coverflow.defaultTilt == 0.9)
        #expect(Carousel3DStyle.timeMachine.defaultTilt == 0.3)
        #expect(Carousel3DStyle.invertedTimeMachine.defaultTilt == 0.3)
    }
}
