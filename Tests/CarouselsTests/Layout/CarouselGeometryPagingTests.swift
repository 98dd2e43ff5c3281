import CarouselsTestSupport
import Foundation
import Testing

@testable import Carousels

/// One case of Embla's `slidesToScroll: 'auto'` tests (our `PageBy.view`): slide lengths, margin,
/// viewport, Embla's default centre alignment, a containment or a loop, and Embla's expected
/// `scrollSnaps` and `slidesBySnap`. Mapped as in `EmblaAlignCase` (inset 0, our position
/// `−(Embla's snap) − m`), except that fixture 2 puts its margin `m` before each slide only (and after
/// the last), which is spacing `m`.
struct EmblaPagingCase: Sendable, CustomTestStringConvertible {
    var fixture: String
    var mode: String
    var margin: CGFloat = 0
    var viewport: CGFloat
    var lengths: [CGFloat]
    var contain: CarouselLayout.Containment = .none
    var isEndless = false
    var emblaSnaps: [CGFloat]
    var emblaGroups: [[Int]]
    var testDescription: String { "\(fixture), \(mode)" }
}

@Suite("CarouselGeometry paging: by item or by view, groups checked against Embla's slidesToScroll 'auto'")
struct CarouselGeometryPagingTests {
    static let fixture1: [CGFloat] = [500, 500, 250, 250, 250, 250, 500, 500, 500, 501]
    static let fixture2: [CGFloat] = [480, 480, 235, 235, 235, 235, 480, 480, 480, 481]
    static let fixture3: [CGFloat] = Array(repeating: 576, count: 6)
    static let groups1 = [[0, 1], [2, 3, 4, 5], [6, 7], [8, 9]]

    // From embla-carousel packages/embla-carousel/src/__tests__/slidesToScroll-ltr.test.ts ('"auto" is correct
    // for …'), fixtures in fixtures/slidesToScroll-ltr.fixture.ts. Left out: fixture 2 trimmed (its outer
    // 20-px margins bound the trimmed scroll, which would be our inset 20, but an inset also narrows the room
    // a group has to 960).
    static let emblaPaging: [EmblaPagingCase] = [
        EmblaPagingCase(
            fixture: "FIXTURE_SLIDES_TO_SCROLL_LTR_1", mode: "LOOP:FALSE", viewport: 1000, lengths: fixture1,
            contain: .trim, emblaSnaps: [0, -1000, -2000, -3001], emblaGroups: groups1),
        EmblaPagingCase(
            fixture: "FIXTURE_SLIDES_TO_SCROLL_LTR_1", mode: "LOOP:FALSE and CONTAINSCROLL:FALSE", viewport: 1000,
            lengths: fixture1, emblaSnaps: [0, -1000, -2000, -3000.5], emblaGroups: groups1),
        EmblaPagingCase(
            fixture: "FIXTURE_SLIDES_TO_SCROLL_LTR_1", mode: "LOOP:TRUE", viewport: 1000, lengths: fixture1,
            isEndless: true, emblaSnaps: [0, -1000, -2000, -3000.5], emblaGroups: groups1),
        EmblaPagingCase(
            fixture: "FIXTURE_SLIDES_TO_SCROLL_LTR_2", mode: "LOOP:FALSE and CONTAINSCROLL:FALSE", margin: 20,
            viewport: 1000, lengths: fixture2, emblaSnaps: [-10, -1020, -2030, -3030.5], emblaGroups: groups1),
        EmblaPagingCase(
            fixture: "FIXTURE_SLIDES_TO_SCROLL_LTR_2", mode: "LOOP:TRUE", margin: 20, viewport: 1000, lengths: fixture2,
            isEndless: true, emblaSnaps: [-10, -1020, -2030, -3030.5], emblaGroups: groups1),
        EmblaPagingCase(
            fixture: "FIXTURE_SLIDES_TO_SCROLL_LTR_3", mode: "LOOP:FALSE", viewport: 480, lengths: fixture3,
            contain: .trim, emblaSnaps: [0, -624, -1200, -1776, -2352, -2976], emblaGroups: (0..<6).map { [$0] }),
        EmblaPagingCase(
            fixture: "FIXTURE_SLIDES_TO_SCROLL_LTR_3", mode: "LOOP:FALSE and CONTAINSCROLL:FALSE", viewport: 480,
            lengths: fixture3, emblaSnaps: [-48, -624, -1200, -1776, -2352, -2928], emblaGroups: (0..<6).map { [$0] }),
        EmblaPagingCase(
            fixture: "FIXTURE_SLIDES_TO_SCROLL_LTR_3", mode: "LOOP:TRUE", viewport: 480, lengths: fixture3,
            isEndless: true, emblaSnaps: [-48, -624, -1200, -1776, -2352, -2928], emblaGroups: (0..<6).map { [$0] }),
    ]

    @Test("Embla's slidesToScroll 'auto': whole slides per view, each group centred as a whole", arguments: emblaPaging)
    func embla(_ embla: EmblaPagingCase) {
        let layout = CarouselLayout(inset: 0, spacing: embla.margin, pageBy: .view, contain: embla.contain)
        let geometry = CarouselGeometry(
            layout: layout, count: embla.lengths.count, viewportLength: embla.viewport, lengths: embla.lengths,
            isEndless: embla.isEndless)
        #expect(geometry.snapPositions == embla.emblaSnaps.map { -$0 - embla.margin })
        #expect(geometry.snapItems == embla.emblaGroups.map { $0.first!..<($0.last! + 1) })
    }

    /// The geometry of 10 items, 3 per view, paging by view.
    func threePerView(_ alignment: CarouselLayout.Alignment, contain: CarouselLayout.Containment = .none, endless: Bool = false)
        -> CarouselGeometry
    {
        let layout = CarouselLayout(itemLength: .itemsPerView(3), alignment: alignment, pageBy: .view, contain: contain)
        return CarouselGeometry(layout: layout, count: 10, viewportLength: 1000, isEndless: endless)
    }

    @Test("10 items, 3 per view, at the start: snaps at items 0, 3, 6 and 9; trimmed, the last goes to the end")
    func groupsOfThree() throws {
        let plain = threePerView(.start)
        #expect(plain.snapItems == [0..<3, 3..<6, 6..<9, 9..<10])
        #expect(plain.snapPositions == [0, 3, 6, 9].map(plain.alignedPosition(ofItem:)))
        #expect([0, 1, 2, 3, 8, 9].map(plain.snap(containing:)) == [0, 0, 0, 1, 2, 3])

        let trimmed = threePerView(.start, contain: .trim)
        let range = try #require(trimmed.scrollRange)
        #expect(isClose(range.upperBound, trimmed.contentLength + 16 - 1000))
        // Greedy groups leave the last view short: item 9's group is clamped to the end, not merged.
        #expect(trimmed.snapItems == plain.snapItems)
        #expect(Array(trimmed.snapPositions.prefix(3)) == Array(plain.snapPositions.prefix(3)))
        #expect(trimmed.snapPosition(3) == range.upperBound && plain.snapPosition(3) > range.upperBound)
    }

    @Test(
        "each group is aligned as a whole: its start at the inset, its middle at the middle, its end at the end inset",
        arguments: CarouselLayout.Alignment.allCases)
    func groupsAlignAsAWhole(_ alignment: CarouselLayout.Alignment) {
        let geometry = threePerView(alignment)
        for snap in 0..<geometry.snapCount {
            let position = geometry.snapPosition(snap)
            let items = geometry.items(ofSnap: snap)
            let leading = geometry.start(ofItem: items.lowerBound) - position
            let trailing = geometry.start(ofItem: items.upperBound - 1) + geometry.length(ofItem: items.upperBound - 1) - position
            switch alignment {
            case .start: #expect(isClose(leading, 16))
            case .center: #expect(isClose((leading + trailing) / 2, 500))
            case .end: #expect(isClose(trailing, 984))
            }
        }
    }

    @Test("mixed lengths group greedily: as many whole items as fit in the view less the insets, at least one")
    func mixedLengthsGroupGreedily() {
        let layout = CarouselLayout(inset: 50, spacing: 0, pageBy: .view)
        let lengths: [CGFloat] = [300, 300, 300, 500, 200, 200, 200, 700, 1200, 100]
        let geometry = CarouselGeometry(layout: layout, count: 10, viewportLength: 1000, lengths: lengths, isEndless: false)
        // 900 points of room: 300 + 300 + 300; 500 + 200 + 200; 200 + 700; 1200 alone (too long); 100.
        #expect(geometry.snapItems == [0..<3, 3..<6, 6..<8, 8..<9, 9..<10])
    }

    @Test("endless: groups run over one period, the last one shorter; snaps repeat every period")
    func endlessGroups() {
        let geometry = threePerView(.center, endless: true)
        #expect(geometry.snapCount == 4)
        #expect(geometry.items(ofSnap: 4) == 10..<13 && geometry.items(ofSnap: 7) == 19..<20)
        #expect(geometry.items(ofSnap: -1) == -1..<0 && geometry.items(ofSnap: -4) == -10..<(-7))
        #expect(geometry.snapPosition(4) == geometry.period + geometry.snapPosition(0))
        #expect(geometry.snapPosition(-1) == -geometry.period + geometry.snapPosition(3))
        #expect([10, 12, 13, 19, -1, -10].map(geometry.snap(containing:)) == [4, 4, 5, 7, -1, -4])
    }

    /// Lengths for the first few items only, or for every item: the same groups either way.
    @Test(
        "a run of per-item lengths then equal items: the groups found by arithmetic match those of a full list",
        arguments: [CarouselLayout.Alignment.start, .center],
        [false, true])
    func tailGroupsMatchAFullList(_ alignment: CarouselLayout.Alignment, isEndless: Bool) {
        let layout = CarouselLayout(itemLength: .fixed(130), alignment: alignment, pageBy: .view)
        let run: [CGFloat] = [400, 90, 600, 250]
        let count = 60
        let partial = CarouselGeometry(
            layout: layout, count: count, viewportLength: 1000, lengths: run, isEndless: isEndless)
        let full = CarouselGeometry(
            layout: layout, count: count, viewportLength: 1000, lengths: run + Array(repeating: 130, count: count - run.count),
            isEndless: isEndless)
        #expect(partial.snapItems == full.snapItems)
        #expect(areClose(partial.snapPositions, full.snapPositions, within: 1e-6))
        #expect((0..<count).map(partial.snap(containing:)) == (0..<count).map(full.snap(containing:)))
    }

    @Test(
        "every item's snap brings it, whatever the policy", arguments: CarouselLayout.PageBy.allCases,
        CarouselLayout.Containment.allCases)
    func snapsHoldTheirItems(_ pageBy: CarouselLayout.PageBy, _ contain: CarouselLayout.Containment) {
        let lengths: [CGFloat?] = [120, nil, 300, 80, nil, 200, 150, 400, nil, 60, 90]
        for alignment in CarouselLayout.Alignment.allCases {
            let layout = CarouselLayout(itemLength: .fixed(180), alignment: alignment, pageBy: pageBy, contain: contain)
            let geometry = CarouselGeometry(layout: layout, count: 11, viewportLength: 700, lengths: lengths, isEndless: false)
            #expect(geometry.snapItems.flatMap { Array($0) } == Array(0..<11), "\(alignment)")
            #expect((0..<11).allSatisfy { geometry.items(ofSnap: geometry.snap(containing: $0)).contains($0) })
            #expect(zip(geometry.snapPositions, geometry.snapPositions.dropFirst()).allSatisfy { $0 < $1 })
        }
    }
}
