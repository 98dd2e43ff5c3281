import CarouselsTestSupport
import Foundation
import Testing

@testable import Carousels

@Suite("CarouselGeometry queries: the current item and the items in view, against a linear scan")
struct CarouselGeometryQueryTests {
    /// Mixed lengths (some default), finite or endless, aligned one way.
    struct Strip: Sendable, CustomTestStringConvertible {
        var alignment: CarouselLayout.Alignment
        var isEndless: Bool
        var testDescription: String { "\(alignment)\(isEndless ? ", endless" : "")" }

        static let lengths: [CGFloat?] = [120, nil, 300, 80, 450, nil, 60]
        var geometry: CarouselGeometry {
            let layout = CarouselLayout(inset: 16, spacing: 8, itemLength: .fixed(200), alignment: alignment)
            return CarouselGeometry(
                layout: layout, count: Self.lengths.count, viewportLength: 500, lengths: Self.lengths, isEndless: isEndless)
        }
        /// The occurrences a linear scan looks at.
        var occurrences: [Int] { isEndless ? Array(-40..<40) : Array(0..<Self.lengths.count) }
    }

    static let strips: [Strip] = CarouselLayout.Alignment.allCases.flatMap { alignment in
        [false, true].map { Strip(alignment: alignment, isEndless: $0) }
    }
    static let positions: [CGFloat] = Array(stride(from: -2_500, through: 5_000, by: 37.5))

    @Test("the current item is the one whose anchor is nearest the snap point (a linear scan agrees)", arguments: strips)
    func nearestItemMatchesAScan(_ strip: Strip) {
        let geometry = strip.geometry
        for position in Self.positions {
            let target = position + geometry.snapPoint
            let scan = strip.occurrences.min {
                abs(geometry.anchor(ofItem: $0) - target) < abs(geometry.anchor(ofItem: $1) - target)
            }
            #expect(geometry.nearestItem(at: position) == scan, "\(position)")
        }
    }

    @Test("the items in view are those with any part in the view and margin (a linear scan agrees)", arguments: strips)
    func itemsInViewMatchAScan(_ strip: Strip) {
        let geometry = strip.geometry
        for position in Self.positions {
            for margin: CGFloat in [0, 150] {
                let low = position - margin
                let high = position + 500 + margin
                let scan = strip.occurrences.filter {
                    geometry.start(ofItem: $0) + geometry.length(ofItem: $0) >= low && geometry.start(ofItem: $0) <= high
                }
                let found = geometry.items(inViewAt: position, margin: margin)
                if scan.isEmpty {
                    #expect(found.isEmpty, "\(position)")
                } else {
                    #expect(found == scan.first!..<(scan.last! + 1), "\(position) ± \(margin)")
                }
            }
        }
    }

    @Test("halfway between two anchors the current item is the lower one, just past it the higher", arguments: [false, true])
    func tiesGoToTheLower(isEndless: Bool) {
        let geometry = CarouselGeometry(layout: .standard, count: 5, viewportLength: 800, isEndless: isEndless)
        let pairs = isEndless ? [(1, 2), (-1, 0), (4, 5), (-6, -5)] : [(0, 1), (1, 2), (3, 4)]
        for (lower, higher) in pairs {
            let halfway = (geometry.alignedPosition(ofItem: lower) + geometry.alignedPosition(ofItem: higher)) / 2
            #expect(geometry.nearestItem(at: halfway) == lower)
            #expect(geometry.nearestItem(at: halfway + 0.001) == higher)
            #expect(geometry.nearestSnap(to: halfway) == lower && geometry.nearestSnap(to: halfway + 0.001) == higher)
        }
    }

    @Test("a finite strip clamps: far before the first item is item 0, far after the last is the last")
    func finiteClamps() {
        let geometry = CarouselGeometry(layout: .standard, count: 5, viewportLength: 800, isEndless: false)
        #expect(geometry.nearestItem(at: -1e12) == 0 && geometry.nearestItem(at: 1e12) == 4)
        #expect(geometry.nearestSnap(to: -1e12) == 0 && geometry.nearestSnap(to: 1e12) == 4)
        #expect(geometry.items(inViewAt: -1e12).isEmpty && geometry.items(inViewAt: 1e12).isEmpty)
        #expect(geometry.items(inViewAt: -16, margin: 1e12) == 0..<5)
    }

    @Test("items of equal length next to each other are both in view where they touch the view's edge")
    func touchingEdgesCount() {
        let layout = CarouselLayout(inset: 0, spacing: 0, itemLength: .fixed(100), alignment: .start)
        let geometry = CarouselGeometry(layout: layout, count: 10, viewportLength: 300, isEndless: false)
        #expect(geometry.items(inViewAt: 200) == 1..<6)
        #expect(geometry.items(inViewAt: 200.5) == 2..<6)
        #expect(geometry.items(inViewAt: 199.5) == 1..<5)
    }
}
