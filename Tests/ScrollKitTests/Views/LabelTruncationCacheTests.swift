import Foundation
import ScrollKitTestSupport
import Testing

@testable import ScrollKit

/// Counts the measurements asked of it; every character 10 points wide.
@MainActor
private final class CountingMeasurer: TextMeasuring {
    var measurements = 0
    func size(of text: String, font: Font) -> CGSize {
        measurements += 1
        return CGSize(width: CGFloat(text.count) * 10, height: font.size)
    }
}

@MainActor
@Suite("Label: truncations shared between labels")
struct LabelTruncationCacheTests {
    @Test("a second label fitting a title already fitted at that width measures nothing; another width does")
    func shared() {
        let measurer = CountingMeasurer()
        let title = "A title much longer than fifteen bytes \(UUID().uuidString)"
        let first = Label(text: title)
        #expect(first.displayedText(width: 120, measuring: measurer) == "A title muc…")
        let measured = measurer.measurements
        #expect(measured > 2)
        let second = Label(text: title)
        #expect(second.displayedText(width: 120, measuring: measurer) == "A title muc…")
        #expect(measurer.measurements == measured, "found, not measured again")
        #expect(second.displayedText(width: 60, measuring: measurer) == "A tit…")
        #expect(measurer.measurements > measured)
    }

    @Test("the cache keeps at most its limit, dropping everything when full")
    func bounded() {
        var cache = TruncationCache()
        let measurer = CountingMeasurer()
        for index in 0..<(TruncationCache.limit + 3) {
            _ = cache.fitting("title number \(index) of many", toWidth: 80, font: Font(size: 17), measuring: measurer)
        }
        #expect(cache.count == 3)
    }
}
