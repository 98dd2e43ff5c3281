import Carousels
import Foundation
import Testing

/// Compose Material3's `KeylineSnapPositionTest` (androidHostTest/…/carousel/KeylineSnapPositionTest.kt).
@Suite("KeylineStrategy snap positions: Material's KeylineSnapPositionTest numbers")
struct KeylineSnapPositionTests {
    /// `[xs - s - m - l - m - s - xs]`, centred in 1000 (Compose's `testCenterAlignedStrategy`).
    static func centerAligned() -> KeylineStrategy {
        let list = KeylineList(aligned: .center, availableLength: 1000, itemSpacing: 0) { list in
            list.add(5, isAnchor: true)
            for size: CGFloat in [100, 200, 400, 200, 100] { list.add(size) }
            list.add(5, isAnchor: true)
        }
        return KeylineStrategy(keylines: list, availableLength: 1000)
    }

    /// `[xs - l - m - m - s - s - xs]` in 1000 (Compose's `testStartAlignedStrategy`).
    static func startAligned() -> KeylineStrategy {
        let list = KeylineList(aligned: .start, availableLength: 1000, itemSpacing: 0) { list in
            list.add(5, isAnchor: true)
            for size: CGFloat in [400, 200, 200, 100, 100] { list.add(size) }
            list.add(5, isAnchor: true)
        }
        return KeylineStrategy(keylines: list, availableLength: 1000)
    }

    /// `[xs - l - l - m - s - xs]` in 1000 (Compose's `testStartAlignedStrategyWithMultipleFocal`).
    static func startAlignedTwoFocal() -> KeylineStrategy {
        let list = KeylineList(aligned: .start, availableLength: 1000, itemSpacing: 0) { list in
            list.add(5, isAnchor: true)
            for size: CGFloat in [400, 400, 125, 75] { list.add(size) }
            list.add(5, isAnchor: true)
        }
        return KeylineStrategy(keylines: list, availableLength: 1000)
    }

    private static func snaps(_ strategy: KeylineStrategy, count: Int) -> [CGFloat] {
        (0..<count).map { strategy.snapPositionOffset(ofItemAt: $0, itemCount: count) }
    }

    @Test("testCenterAlignedSnapPosition_singleFocalItem")
    func centerSingleFocal() {
        #expect(Self.snaps(Self.centerAligned(), count: 6) == [0, 200, 300, 300, 400, 600])
    }

    @Test("testCenterAlignedSnapPosition_multipleFocalItems")
    func centerMultipleFocal() {
        let length: CGFloat = 10 + 40 + 100 + 100 + 40 + 10
        let list = KeylineList(aligned: .center, availableLength: length, itemSpacing: 0) { list in
            list.add(5, isAnchor: true)
            for size: CGFloat in [10, 40, 100, 100, 40, 10] { list.add(size) }
            list.add(5, isAnchor: true)
        }
        let strategy = KeylineStrategy(keylines: list, availableLength: length)
        #expect(Self.snaps(strategy, count: 10) == [0, 40, 50, 50, 50, 50, 50, 150, 160, 200])
    }

    @Test("testSnapPosition_forStartAlignedStrategy")
    func startAligned() {
        #expect(Self.snaps(Self.startAligned(), count: 6) == [0, 0, 100, 200, 400, 600])
    }

    @Test("testSnapPosition_forStartAlignedStrategyWithMultipleFocal")
    func startTwoFocal() {
        #expect(Self.snaps(Self.startAlignedTwoFocal(), count: 5) == [0, 0, 400, 475, 600])
    }

    @Test("testSnapPosition_forStartAlignedStrategyWithMultipleFocalAndLessItems")
    func startTwoFocalFewerItems() {
        let strategy = Self.startAlignedTwoFocal()
        #expect(Self.snaps(strategy, count: strategy.defaultKeylines.count - 2) == [0, 400, 475, 600])
    }

    @Test("testSnapPosition_forStartAlignedStrategyWithLessItemsThanFocal")
    func fewerItemsThanFocal() {
        #expect(Self.snaps(Self.startAlignedTwoFocal(), count: 1) == [0])
    }

    @Test("snap scroll offsets: each item's start less its snap position, within 0...max")
    func snapScrollOffsets() {
        let strategy = Self.startAligned()
        let offsets = (0..<6).map { strategy.snapScrollOffset(ofItemAt: $0, itemCount: 6) }
        #expect(offsets == [0, 400, 700, 1000, 1200, 1400])
        #expect(strategy.maxScrollOffset(itemCount: 6) == 1400)
        #expect(strategy.snapScrollOffset(ofItemAt: 6, itemCount: 6) == 0)
        #expect(strategy.snapPositionOffset(ofItemAt: -1, itemCount: 6) == 0)
    }
}
