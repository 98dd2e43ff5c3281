import Carousels
import Foundation
import Testing

/// `KeylineStrategy.placement`: what Compose's `Modifier.carouselItem` computes, checked at the start,
/// the middle and the end of each factory's scroll range.
@Suite("KeylinePlacement: items masked and moved along the keylines")
struct KeylinePlacementTests {
    /// One factory's carousel: its strategy and item count.
    struct Fixture: Sendable, CustomTestStringConvertible {
        var name: String
        var strategy: KeylineStrategy
        var itemCount: Int
        var testDescription: String { name }
    }

    static let fixtures: [Fixture] = {
        let spacing: CGFloat = 8
        let length: CGFloat = 380
        func make(_ name: String, _ list: KeylineList, count: Int) -> Fixture {
            Fixture(
                name: name, strategy: KeylineStrategy(keylines: list, availableLength: length, itemSpacing: spacing),
                itemCount: count)
        }
        // The factories cannot fail on these numbers; `try!` keeps the fixture list a constant.
        return [
            make(
                "multi-browse 380/186/8",
                try! KeylineList.multiBrowse(
                    availableLength: length, preferredItemLength: 186, itemSpacing: spacing, itemCount: 10),
                count: 10),
            make(
                "uncontained 380/120/8",
                try! KeylineList.uncontained(availableLength: length, itemLength: 120, itemSpacing: spacing),
                count: 9),
            make(
                "centred hero 380/8",
                try! KeylineList.centeredHero(availableLength: length, itemSpacing: spacing, itemCount: 7), count: 7),
            make(
                "centred multi-browse 380/150/8",
                try! KeylineList.centeredMultiBrowse(
                    availableLength: length, preferredItemLength: 150, itemSpacing: spacing, itemCount: 12), count: 12),
        ]
    }()

    /// The placements of every item at `scroll` whose visible part is inside the carousel.
    static func visible(_ fixture: Fixture, at scroll: CGFloat) -> [KeylinePlacement] {
        (0..<fixture.itemCount).compactMap {
            fixture.strategy.placement(ofItemAt: $0, scrollOffset: scroll, itemCount: fixture.itemCount)
        }
        .filter { $0.visibleEnd > 0.001 && $0.visibleStart < fixture.strategy.availableLength - 0.001 && $0.maskedLength > 0 }
    }

    @Test("at 0, the middle and the end: the focal item is whole and the visible items fill the carousel", arguments: fixtures)
    func startMiddleEnd(_ fixture: Fixture) throws {
        let strategy = fixture.strategy
        let maxScroll = strategy.maxScrollOffset(itemCount: fixture.itemCount)
        #expect(strategy.isValid && maxScroll > 0)
        for index in [0, fixture.itemCount / 2, fixture.itemCount - 1] {
            let scroll = strategy.snapScrollOffset(ofItemAt: index, itemCount: fixture.itemCount)
            let item = try #require(strategy.placement(ofItemAt: index, scrollOffset: scroll, itemCount: fixture.itemCount))
            // Snap positions are whole points, so the focal item may sit up to half a point off its keyline.
            #expect(nearlyEqual(item.maskedLength, strategy.itemLength, 0.5), "item \(index) at \(scroll)")
            #expect(item.visibleStart >= -0.5 && item.visibleEnd <= strategy.availableLength + 0.5)
        }
        let first = try #require(strategy.placement(ofItemAt: 0, scrollOffset: 0, itemCount: fixture.itemCount))
        #expect(nearlyEqual(first.maskedLength, strategy.itemLength) && nearlyEqual(first.visibleStart, 0))
        let last = try #require(
            strategy.placement(ofItemAt: fixture.itemCount - 1, scrollOffset: maxScroll, itemCount: fixture.itemCount))
        #expect(nearlyEqual(last.maskedLength, strategy.itemLength) && nearlyEqual(last.visibleEnd, strategy.availableLength))
    }

    @Test("adjacent visible items are exactly one item spacing apart at every scroll offset", arguments: fixtures)
    func gapsAreTheSpacing(_ fixture: Fixture) {
        let strategy = fixture.strategy
        let maxScroll = strategy.maxScrollOffset(itemCount: fixture.itemCount)
        for step in 0...40 {
            let scroll = maxScroll * CGFloat(step) / 40
            let items = Self.visible(fixture, at: scroll)
            #expect(items.count >= 2, "at \(scroll)")
            for (a, b) in zip(items, items.dropFirst()) {
                #expect(b.index == a.index + 1)
                #expect(
                    nearlyEqual(b.visibleStart - a.visibleEnd, strategy.itemSpacing, 1e-6),
                    "items \(a.index), \(b.index) at \(scroll)")
            }
            // No hole wider than the spacing at either edge (an item leaving for an off-screen anchor
            // leaves its spacing behind, as in Compose).
            #expect(items[0].visibleStart <= strategy.itemSpacing + 1e-6, "at \(scroll)")
            #expect(items[items.count - 1].visibleEnd >= strategy.availableLength - strategy.itemSpacing - 1e-6, "at \(scroll)")
        }
    }

    @Test("multi-browse: the item leaving the start shrinks into the off-screen anchor")
    func leavingItemShrinks() throws {
        let fixture = Self.fixtures[0]
        let strategy = fixture.strategy
        let count = fixture.itemCount
        let place = { (scroll: CGFloat) in try #require(strategy.placement(ofItemAt: 0, scrollOffset: scroll, itemCount: count)) }
        // 0: focal; a quarter, half, three quarters of an item on: smaller each time, ending at the edge.
        var previous = try place(0).maskedLength
        for scroll: CGFloat in [48.5, 97, 145.5] {
            let item = try place(scroll)
            #expect(item.maskedLength < previous)
            #expect(nearlyEqual(item.visibleStart, item.visibleEnd - item.maskedLength))
            previous = item.maskedLength
        }
        // One whole item on (186 + 8), the first item is at the start anchor: 10 points, wholly off screen.
        let gone = try place(194)
        #expect(nearlyEqual(gone.maskedLength, KeylineDefaults.anchorLength))
        #expect(nearlyEqual(gone.center, -13) && gone.visibleEnd < 0)
        // The mask is centred in the item laid out at the large size.
        #expect(nearlyEqual(gone.maskStart + gone.maskEnd, strategy.itemLength))
        // Far beyond: still at the anchor (Compose's out-of-bounds nudge is tiny).
        let far = try #require(strategy.placement(ofItemAt: 0, scrollOffset: 900, itemCount: count))
        #expect(far.isOutOfKeylineBounds && far.visibleEnd < 0)
        #expect(far.minLength == KeylineDefaults.anchorLength && nearlyEqual(far.maxLength, 186))
    }

    @Test("the translation is the keyline's offset less the item's unadjusted centre")
    func translation() throws {
        let strategy = Self.fixtures[0].strategy
        let item = try #require(strategy.placement(ofItemAt: 1, scrollOffset: 0, itemCount: 10))
        // Item 1 lies end to end at 194...380 (centre 287); the medium keyline draws it centred at 255.
        #expect(nearlyEqual(item.unadjustedStart, 194) && nearlyEqual(item.center, 255))
        #expect(nearlyEqual(item.translation, 255 - 287))
        #expect(nearlyEqual(item.keyline.size, 122) && !item.isOutOfKeylineBounds)
    }

    @Test("no placement for an invalid strategy, an index out of range or a NaN offset")
    func noPlacement() {
        let strategy = Self.fixtures[0].strategy
        #expect(strategy.placement(ofItemAt: 10, scrollOffset: 0, itemCount: 10) == nil)
        #expect(strategy.placement(ofItemAt: -1, scrollOffset: 0, itemCount: 10) == nil)
        #expect(strategy.placement(ofItemAt: 0, scrollOffset: .nan, itemCount: 10) == nil)
        let empty = KeylineStrategy(keylines: .empty, availableLength: 380)
        #expect(empty.placement(ofItemAt: 0, scrollOffset: 0, itemCount: 10) == nil)
    }
}
