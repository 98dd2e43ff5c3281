import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

/// `.fade` blends toward the colour behind the carousel: its own background if opaque, else the
/// nearest ancestor's opaque one (translucent ones between composited over it), else the window's
/// `Color.backdrop`; found each time the effect is applied; an explicit `fadeColor` wins.
@MainActor
@Suite("Effects: the fade colour")
struct EffectFadeColorTests {
    static let red = Color(hex: 0xC03020)
    static let size = CGSize(width: 900, height: 400)

    /// A carousel of `kind` in a parent of `parentColor` in a window, 7 number cards, fading. The
    /// driver holds the window (and so the parent): keep it while the colour matters.
    func fading(_ kind: CarouselKind, parentColor: Color) -> (any InspectableCarousel & View, View, FrameDriver) {
        let carousel = kind.make(frame: CGRect(origin: .zero, size: Self.size), pageSize: CGSize(width: 500, height: 300))
        let parent = View(frame: CGRect(origin: .zero, size: Self.size))
        parent.backgroundColor = parentColor
        parent.addSubview(carousel)
        carousel.setItems(count: 7, cells: .numberCards)
        let driver = FrameDriver(size: Self.size, containing: parent)
        driver.frames(2)
        carousel.effect = .fade
        return (carousel, parent, driver)
    }

    /// The colours laid over the item views at least half an item from the snap point, alpha set to 1.
    func fadeColours(_ carousel: any InspectableCarousel) -> [Color] {
        var colours: [Color] = []
        carousel.forEachItemProgress { item in
            if abs(item.progress) >= 0.5 { colours.append(item.view.dimming.withAlpha(1)) }
        }
        return colours
    }

    @Test("a carousel on a white parent fades toward white, every technique", arguments: CarouselKind.allCases)
    func whiteParent(kind: CarouselKind) throws {
        let (carousel, _, driver) = fading(kind, parentColor: .white)
        if kind == .picker {
            // One option in view at rest: a neighbour comes in during a drag.
            driver.press(at: CGPoint(x: 450, y: 200))
            driver.move(to: CGPoint(x: 450 - carousel.itemPitch * 0.6, y: 200), after: 0.1)
            driver.frames(1)
        }
        let colours = fadeColours(carousel)
        #expect(!colours.isEmpty, "\(kind): side items")
        #expect(colours.allSatisfy { $0 == .white }, "\(kind): \(colours)")
        var faded = false
        carousel.forEachItemProgress { if abs($0.progress) >= 1 { faded = faded || $0.view.dimming.alpha > 0.6 } }
        if kind != .picker { #expect(faded, "\(kind): a side item faded by 1 − minimumAlpha") }
    }

    @Test("the carousel's own opaque background wins; a translucent one is composited over the parent's")
    func ownBackground() {
        let (carousel, _, driver) = fading(.banner, parentColor: .white)
        carousel.backgroundColor = Self.red
        carousel.reportProgress()
        #expect(fadeColours(carousel).allSatisfy { $0 == Self.red } && !fadeColours(carousel).isEmpty)
        carousel.backgroundColor = Color.black.withAlpha(0.5)
        carousel.reportProgress()
        let half = Color.black.withAlpha(0.5).composited(over: .white)
        #expect(fadeColours(carousel).allSatisfy { $0 == half } && !fadeColours(carousel).isEmpty, "\(fadeColours(carousel))")
        withExtendedLifetime(driver) {}
    }

    @Test("nothing opaque behind: the window's backdrop")
    func noBackground() {
        let (carousel, _, driver) = fading(.tiling, parentColor: .clear)
        #expect(fadeColours(carousel).allSatisfy { $0 == .backdrop } && !fadeColours(carousel).isEmpty)
        withExtendedLifetime(driver) {}
    }

    @Test("found when applied: a new parent colour is taken at the strip's next move, without a new effect")
    func resolvedWhenApplied() {
        let (carousel, parent, driver) = fading(.padded, parentColor: .white)
        #expect(fadeColours(carousel).allSatisfy { $0 == .white })
        parent.backgroundColor = Self.red
        carousel.next(cause: .api)
        driver.frames(3)
        #expect(fadeColours(carousel).allSatisfy { $0 == Self.red } && !fadeColours(carousel).isEmpty)
    }

    @Test("an explicit fade colour wins over the colour behind, and nil goes back to it")
    func explicitColour() {
        let (carousel, _, driver) = fading(.infinitePreviews, parentColor: .white)
        carousel.effectTuning.fadeColor = Self.red
        #expect(fadeColours(carousel).allSatisfy { $0 == Self.red } && !fadeColours(carousel).isEmpty)
        carousel.effectTuning.fadeColor = nil
        #expect(fadeColours(carousel).allSatisfy { $0 == .white } && !fadeColours(carousel).isEmpty, "\(fadeColours(carousel))")
        withExtendedLifetime(driver) {}
    }

    @Test("color(behind:) walks the superviews: opaque stops, clear is skipped, translucent composites")
    func colourBehind() {
        let top = View()
        let middle = View()
        let leaf = View()
        top.addSubview(middle)
        middle.addSubview(leaf)
        #expect(CarouselEffectApplier.color(behind: top) == .backdrop, "no superview")
        #expect(CarouselEffectApplier.color(behind: leaf) == .backdrop, "nothing opaque")
        top.backgroundColor = .white
        #expect(CarouselEffectApplier.color(behind: leaf) == .white)
        middle.backgroundColor = Self.red.withAlpha(0.25)
        #expect(CarouselEffectApplier.color(behind: leaf) == Self.red.withAlpha(0.25).composited(over: .white))
        middle.backgroundColor = Self.red
        #expect(CarouselEffectApplier.color(behind: leaf) == Self.red)
        leaf.backgroundColor = .black
        #expect(CarouselEffectApplier.color(behind: leaf) == Self.red, "the view's own background is in front of it")
    }
}
