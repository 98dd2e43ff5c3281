import Carousels
import Foundation
import Testing

/// Compose Material3's `MultiBrowseTest`, `UncontainedTest` and `CenteredHeroTest`
/// (androidHostTest/…/carousel/), at density 1 (a dp is a point).
@Suite("Keyline factories: Material's MultiBrowseTest, UncontainedTest and CenteredHeroTest numbers")
struct KeylineFactoryTests {
    static func strategy(_ list: KeylineList, _ length: CGFloat, spacing: CGFloat = 0) -> KeylineStrategy {
        KeylineStrategy(keylines: list, availableLength: length, itemSpacing: spacing)
    }

    // MARK: MultiBrowseTest

    @Test("testMultiBrowse_doesNotResizeLargeWhenEnoughRoom")
    func multiBrowseKeepsLarge() throws {
        let list = try KeylineList.multiBrowse(availableLength: 500, preferredItemLength: 120, itemCount: 10)
        #expect(nearlyEqual(Self.strategy(list, 500).itemLength, 120))
    }

    @Test("testMultiBrowse_resizesItemLargerThanContainerToFit1Small")
    func multiBrowseLargerThanContainer() throws {
        let list = try KeylineList.multiBrowse(availableLength: 100, preferredItemLength: 200, itemCount: 10)
        let strategy = Self.strategy(list, 100)
        #expect(strategy.itemLength <= 100)
        #expect(list.count == 4) // [xSmall-Large-Small-xSmall]
        #expect(list[0].unadjustedOffset < 0)
        #expect(list[3].unadjustedOffset > 100)
        #expect(list[1].isFocal)
        #expect(list[2].size == KeylineDefaults.minSmallItemLength)
    }

    @Test("testMultiBrowse_hasNoSmallItemsIfNotEnoughRoom")
    func multiBrowseNoSmall() throws {
        let minSmall = KeylineDefaults.minSmallItemLength
        let list = try KeylineList.multiBrowse(availableLength: minSmall, preferredItemLength: 200, itemCount: 10)
        #expect(Self.strategy(list, minSmall).itemLength == minSmall)
        #expect(list.firstFocal == list.firstNonAnchor)
        #expect(list.lastFocal == list.lastNonAnchor)
    }

    @Test("testMultiBrowse_isNullIfAvailableSpaceIsZero (here: the empty list)")
    func multiBrowseZeroSpace() throws {
        #expect(try KeylineList.multiBrowse(availableLength: 0, preferredItemLength: 200, itemCount: 10).isEmpty)
    }

    @Test("testMultiBrowse_adjustsMediumSizeToBeProportional")
    func multiBrowseMediumProportional() throws {
        let length = 200 * 2 + KeylineDefaults.maxSmallItemLength * 2
        let list = try KeylineList.multiBrowse(availableLength: length, preferredItemLength: 200, itemCount: 10)
        #expect(list.count == 6) // [xSmall-Large-Large-Medium-Small-xSmall]
        #expect(list[1].isFocal && list[2].isFocal)
        #expect(list[3].size < list[2].size)
        #expect(list[4].size < list[3].size)
    }

    @Test("testMultiBrowse_withLessItemsThanKeylines")
    func multiBrowseFewerItems() throws {
        let length = 200 * 2 + KeylineDefaults.maxSmallItemLength * 2
        let list = try KeylineList.multiBrowse(availableLength: length, preferredItemLength: 200, itemCount: 3)
        #expect(list.count == 5) // [xSmall-Large-Large-Small-xSmall]
        #expect(list[1].isFocal && list[2].isFocal)
        #expect(list[3].size < list[2].size)
    }

    @Test("testMultiBrowse_adjustsForItemSpacing")
    func multiBrowseSpacing() throws {
        let list = try KeylineList.multiBrowse(availableLength: 380, preferredItemLength: 186, itemSpacing: 8, itemCount: 10)
        let strategy = Self.strategy(list, 380, spacing: 8)
        let focal = try #require(list.firstFocal)
        let last = try #require(list.lastNonAnchor)
        #expect(nearlyEqual(focal.size, 186))
        #expect(nearlyEqual(focal.offset, 186 / 2))
        #expect(nearlyEqual(last.offset + last.size / 2, 380))
        #expect(nearlyEqual(strategy.itemLength, 186))
        #expect(nearlyEqual(list[3].size, 56))
        #expect(nearlyEqual(list[3].offset, 380 - 56 / 2))
        let maxScroll: CGFloat = 186 * 10 + 8 * 10 - 380
        let atZero = strategy.keylines(forScrollOffset: 0, maxScrollOffset: maxScroll)
        #expect(allNearlyEqual(atZero.map(\.unadjustedOffset), [-101, 93, 287, 481, 675]))
    }

    // MARK: UncontainedTest

    @Test(
        "testLargeItem_withFullCarouselWidth and testLargeItem_largerThanFullCarouselWidth", arguments: [500, 400] as [CGFloat])
    func uncontainedFullWidth(length: CGFloat) throws {
        let list = try KeylineList.uncontained(availableLength: length, itemLength: 500)
        let anchor = KeylineDefaults.anchorLength
        #expect(list.count == 3) // [xSmall-large-xSmall]
        #expect(list[0].offset == -anchor / 2)
        #expect(list[1].size == length)
        #expect(list[2].offset == length + anchor / 2)
    }

    @Test("testLargeItem_largerThanHalfCarouselWidth")
    func uncontainedMoreThanHalf() throws {
        let list = try KeylineList.uncontained(availableLength: 1000, itemLength: 501)
        let anchor = KeylineDefaults.anchorLength
        #expect(list.count == 4)
        #expect(list[0].offset == -125.25)
        #expect(list[1].size == 501 && list[2].size == 501)
        #expect(list[3].size == anchor)
        #expect(list[3].offset == 501 * 2 + anchor / 2)
    }

    @Test("testRemainingSpaceWithItemSize_fitsItemWithThirdCutoff")
    func uncontainedThirdCutOff() throws {
        let list = try KeylineList.uncontained(availableLength: 400, itemLength: 125)
        let anchor = KeylineDefaults.anchorLength
        #expect(list.count == 6) // [xSmall-large-large-large-medium-xSmall]
        #expect(list[1].size == 125 && list[2].size == 125 && list[3].size == 125)
        #expect(list[4].size == 25 * 1.5)
        #expect(list[4].offset == 393.75)
        #expect(list[0].size == 18.75)
        #expect(list[0].offset == -9.375)
        #expect(list[5].size == anchor)
        #expect(list[5].offset == 125 * 3 + 25 * 1.5 + anchor / 2)
    }

    @Test("testRemainingSpaceWithItemSize_fitsMediumItemWithCutoff")
    func uncontainedMediumCutOff() throws {
        let list = try KeylineList.uncontained(availableLength: 400, itemLength: 105)
        let anchor = KeylineDefaults.anchorLength
        #expect(list.count == 6)
        #expect(list[1].size == 105 && list[2].size == 105 && list[3].size == 105)
        #expect(nearlyEqual(list[4].size, 85 * 1.2))
        #expect(nearlyEqual(list[0].size, 85 * 1.2 * 0.5))
        #expect(list[5].size == anchor)
        #expect(nearlyEqual(list[0].offset, -(85 * 1.2 * 0.5) / 2))
        #expect(nearlyEqual(list[5].offset, 105 * 3 + 85 * 1.2 + anchor / 2))
    }

    // MARK: CenteredHeroTest

    @Test("enoughRoom_shouldFitOneLargeTwoSmall")
    func heroOneLargeTwoSmall() throws {
        let list = try KeylineList.centeredHero(availableLength: 180, itemCount: 6)
        #expect(Self.strategy(list, 180).itemLength == 100)
        #expect(list.map(\.size) == [10, 40, 100, 40, 10])
        #expect(list[2].offset == 90) // the large item centred
    }

    @Test("lessThan3Items_shouldChangeToLeftAlignedArrangement")
    func heroFewItemsStartAligned() throws {
        let list = try KeylineList.centeredHero(availableLength: 180, itemCount: 2)
        #expect(Self.strategy(list, 180).itemLength > 100)
        #expect(list.firstFocalIndex == 1)
    }

    @Test("oneItemOnly_shouldGoFullscreen")
    func heroOneItem() throws {
        let list = try KeylineList.centeredHero(availableLength: 120, itemCount: 1)
        #expect(Self.strategy(list, 120).itemLength == 120)
    }

    @Test("lessThanFullscreenThreshold_shouldGoFullscreen")
    func heroBelowThreshold() throws {
        let list = try KeylineList.centeredHero(availableLength: 120, itemCount: 6)
        #expect(Self.strategy(list, 120).itemLength == 120)
    }

    // MARK: Beyond Material's tests

    @Test("a hero with a maximum item length adds large items as room allows, small items within 40...56")
    func heroWithMaximum() throws {
        let list = try KeylineList.hero(availableLength: 500, maxItemLength: 200, itemCount: 10, isCentered: false)
        let small = try #require(list.lastNonAnchor).size
        #expect(list.firstFocalIndex == 1)
        #expect((40...56).contains(small))
        #expect(nearlyEqual(list.filter { $0.isFocal }.map(\.size).reduce(0, +) + small, 500))
    }

    @Test("the centred multi-browse list is symmetric: small · medium · large · medium · small, focal range centred")
    func centeredMultiBrowse() throws {
        let list = try KeylineList.centeredMultiBrowse(
            availableLength: 600, preferredItemLength: 200, itemSpacing: 8, itemCount: 20)
        let sizes = list.map(\.size)
        #expect(zip(sizes, sizes.reversed()).allSatisfy { nearlyEqual($0, $1) })
        let (first, last) = (try #require(list.firstFocal), try #require(list.lastFocal))
        #expect(nearlyEqual((first.offset - first.size / 2 + last.offset + last.size / 2) / 2, 300))
        #expect(list.firstFocalIndex! > list.firstNonAnchorIndex!)
        let smallest = try #require(list.filter { !$0.isAnchor }.map(\.size).min())
        #expect((40...56).contains(smallest))
        // Adjacent visible keylines are one item spacing apart, and the visible ones fill 0...600.
        let visible = list.filter { !$0.isAnchor }
        for (a, b) in zip(visible, visible.dropFirst()) {
            #expect(nearlyEqual(b.offset - b.size / 2 - (a.offset + a.size / 2), 8))
        }
        #expect(nearlyEqual(visible[0].offset - visible[0].size / 2, 0))
        #expect(nearlyEqual(visible[visible.count - 1].offset + visible[visible.count - 1].size / 2, 600))
        // Too few items for both sides: the start-aligned multi-browse list.
        let few = try KeylineList.centeredMultiBrowse(availableLength: 600, preferredItemLength: 200, itemCount: 2)
        #expect(few == (try KeylineList.multiBrowse(availableLength: 600, preferredItemLength: 200, itemCount: 2)))
    }
}
