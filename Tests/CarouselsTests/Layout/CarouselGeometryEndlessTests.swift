import CarouselsTestSupport
import Foundation
import Testing

@testable import Carousels

@Suite("CarouselGeometry endless: seed A's numbers, the seam, a million wraps without drift")
struct CarouselGeometryEndlessTests {
    @Test(
        "seed A: viewport 800, inset 16, spacing 8: items 768 long, 776 apart, item k centred at k × 776 − 16",
        arguments: [-7, -1, 0, 1, 4, 5, 123])
    func seedA(_ k: Int) {
        let geometry = CarouselGeometry(layout: .standard, count: 5, viewportLength: 800, isEndless: true)
        #expect(geometry.defaultItemLength == 768 && geometry.period == 5 * 776 && geometry.snapPoint == 400)
        #expect(geometry.anchor(ofItem: k) == CGFloat(k) * 776 + 384)
        #expect(geometry.alignedPosition(ofItem: k) == CGFloat(k) * 776 - 16)
        #expect(geometry.snapPosition(k) == CGFloat(k) * 776 - 16)
        #expect(geometry.nearestItem(at: CGFloat(k) * 776 - 16) == k && geometry.nearestSnap(to: CGFloat(k) * 776 - 16) == k)
        #expect(geometry.items(inViewAt: CGFloat(k) * 776 - 16) == (k - 1)..<(k + 2))
    }

    @Test(
        "the seam between the last item and the first keeps the spacing, whatever the lengths",
        arguments: [[CGFloat?](), [120, 300, 80], [nil, nil, 500]])
    func seamKeepsSpacing(_ lengths: [CGFloat?]) {
        let layout = CarouselLayout(spacing: 8, itemLength: .fixed(200))
        let geometry = CarouselGeometry(layout: layout, count: 3, viewportLength: 400, lengths: lengths, isEndless: true)
        let lastEnd = geometry.start(ofItem: 2) + geometry.length(ofItem: 2)
        #expect(geometry.start(ofItem: 3) - lastEnd == 8)
        #expect(geometry.start(ofItem: 3) == geometry.period)
        #expect(geometry.start(ofItem: -1) == -8 - geometry.length(ofItem: 2))
        #expect(geometry.item(ofOccurrence: -1) == 2 && geometry.item(ofOccurrence: 3) == 0)
        #expect(geometry.period == geometry.contentLength + 8)
    }

    /// An endless strip: equal items or mixed ones, paging by item or by view.
    struct Strip: Sendable, CustomTestStringConvertible {
        var count: Int
        var lengths: [CGFloat?]
        var pageBy: CarouselLayout.PageBy
        var testDescription: String { "\(count) items \(lengths.isEmpty ? "equal" : "mixed"), by \(pageBy)" }

        var geometry: CarouselGeometry {
            let layout = CarouselLayout(itemLength: .fixed(250), pageBy: pageBy)
            return CarouselGeometry(layout: layout, count: count, viewportLength: 800, lengths: lengths, isEndless: true)
        }
    }

    static let strips: [Strip] = [
        Strip(count: 5, lengths: [], pageBy: .item),
        Strip(count: 7, lengths: [120, 333.3, nil, 97.25, 510, 64.5, 200], pageBy: .item),
        Strip(count: 7, lengths: [120, 333.3, nil, 97.25, 510, 64.5, 200], pageBy: .view),
    ]

    @Test("a million wraps: occurrence 10⁶ × count + 3 aligns exactly where item 3 does, plus 10⁶ periods", arguments: strips)
    func millionWraps(_ strip: Strip) {
        let geometry = strip.geometry
        for cycles in [1_000_000, -1_000_000] {
            let occurrence = cycles * strip.count + 3
            let position = geometry.alignedPosition(ofItem: occurrence)
            #expect(position == CGFloat(cycles) * geometry.period + geometry.alignedPosition(ofItem: 3))
            #expect(geometry.start(ofItem: occurrence) == CGFloat(cycles) * geometry.period + geometry.start(ofItem: 3))
            #expect(geometry.item(ofOccurrence: occurrence) == 3)
            #expect(geometry.nearestItem(at: position) == occurrence)
            #expect(geometry.items(inViewAt: position).contains(occurrence))
            let snap = cycles * geometry.snapCount + geometry.snap(containing: 3)
            #expect(geometry.snap(containing: occurrence) == snap)
            #expect(
                geometry.snapPosition(snap) == CGFloat(cycles) * geometry.period
                    + geometry.snapPosition(snap - cycles * geometry.snapCount))
            #expect(geometry.nearestSnap(to: geometry.snapPosition(snap)) == snap)
            #expect(geometry.items(ofSnap: snap).contains(occurrence))
        }
    }

    @Test("the neighbours of a far occurrence are as far apart as near ones: no drift", arguments: strips)
    func noDrift(_ strip: Strip) {
        let geometry = strip.geometry
        let far = 1_000_000 * strip.count
        for item in 0..<strip.count {
            let near = geometry.start(ofItem: item + 1) - geometry.start(ofItem: item)
            let distant = geometry.start(ofItem: far + item + 1) - geometry.start(ofItem: far + item)
            // Positions near 10⁹ points carry about 10⁻⁷ of rounding; repeated addition would carry 10⁶ times more.
            #expect(isClose(near, distant, within: 1e-6))
        }
    }

    @Test("endless snaps are unbounded: the nearest snap to any period's snap is that snap", arguments: strips)
    func unboundedSnaps(_ strip: Strip) {
        let geometry = strip.geometry
        for snap in [-25, -8, -1, 0, 3, 11, 40] {
            #expect(geometry.nearestSnap(to: geometry.snapPosition(snap) + 0.5) == snap)
            let next = geometry.snapPosition(snap + geometry.snapCount)
            #expect(isClose(next - geometry.snapPosition(snap), geometry.period, within: 1e-6))
        }
        #expect(geometry.scrollRange == nil)
    }
}
