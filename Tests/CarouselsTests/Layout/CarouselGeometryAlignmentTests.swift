import CarouselsTestSupport
import Foundation
import Testing

@testable import Carousels

/// One case of Embla's `align` tests: slide lengths in a 1000-px viewport, the slides' margin on each
/// side, an alignment, and Embla's expected `scrollSnaps`.
///
/// Mapping to ours: Embla has no inset and measures snaps as (negative) translations of the
/// container. A slide margin `m` on each side is our spacing `2m`, and Embla's container starts `m`
/// before our item 0, so our position is `−(Embla's snap) − m`; `containScroll: false` is our
/// `Containment.none`, with inset 0.
struct EmblaAlignCase: Sendable, CustomTestStringConvertible {
    var fixture: String
    var margin: CGFloat
    var lengths: [CGFloat]
    var alignment: CarouselLayout.Alignment
    var emblaSnaps: [CGFloat]
    var testDescription: String { "\(fixture), align \(alignment)" }

    /// The snap positions Embla expects, in our coordinates.
    var expected: [CGFloat] { emblaSnaps.map { -$0 - margin } }
}

@Suite("CarouselGeometry alignment: start, center, end, checked against Embla and Compose")
struct CarouselGeometryAlignmentTests {
    // From embla-carousel packages/embla-carousel/src/__tests__/align-ltr.test.ts (fixtures in
    // fixtures/align-ltr.fixture.ts: FIXTURE_ALIGN_LTR_1 without margins, _2 with 10-px margins);
    // the RTL and vertical files expect the same numbers along their own axes.
    static let emblaLengths: [CGFloat] = [800, 400, 200, 500, 300]
    static let emblaAlign: [EmblaAlignCase] = [
        EmblaAlignCase(
            fixture: "FIXTURE_ALIGN_LTR_1", margin: 0, lengths: emblaLengths, alignment: .start,
            emblaSnaps: [0, -800, -1200, -1400, -1900]),
        EmblaAlignCase(
            fixture: "FIXTURE_ALIGN_LTR_1", margin: 0, lengths: emblaLengths, alignment: .center,
            emblaSnaps: [100, -500, -800, -1150, -1550]),
        EmblaAlignCase(
            fixture: "FIXTURE_ALIGN_LTR_1", margin: 0, lengths: emblaLengths, alignment: .end,
            emblaSnaps: [200, -200, -400, -900, -1200]),
        EmblaAlignCase(
            fixture: "FIXTURE_ALIGN_LTR_2", margin: 10, lengths: emblaLengths, alignment: .start,
            emblaSnaps: [-10, -830, -1250, -1470, -1990]),
        EmblaAlignCase(
            fixture: "FIXTURE_ALIGN_LTR_2", margin: 10, lengths: emblaLengths, alignment: .center,
            emblaSnaps: [90, -530, -850, -1220, -1640]),
        EmblaAlignCase(
            fixture: "FIXTURE_ALIGN_LTR_2", margin: 10, lengths: emblaLengths, alignment: .end,
            emblaSnaps: [190, -230, -450, -970, -1290]),
    ]

    @Test("Embla's align: every slide can reach the snap point (containScroll false)", arguments: emblaAlign)
    func embla(_ embla: EmblaAlignCase) {
        let layout = CarouselLayout(inset: 0, spacing: 2 * embla.margin, alignment: embla.alignment)
        let geometry = CarouselGeometry(
            layout: layout, count: embla.lengths.count, viewportLength: 1000, lengths: embla.lengths, isEndless: false)
        #expect(geometry.snapPositions == embla.expected)
        #expect((0..<embla.lengths.count).map(geometry.alignedPosition(ofItem:)) == embla.expected)
        #expect(geometry.snapItems == (0..<embla.lengths.count).map { $0..<($0 + 1) })
        #expect(geometry.scrollRange == embla.expected[0]...embla.expected[4])
    }

    /// A Compose pager configuration: snap position, page spacing, content padding (our inset).
    struct PagerCase: Sendable, CustomTestStringConvertible {
        var alignment: CarouselLayout.Alignment
        var spacing: CGFloat
        var padding: CGFloat
        var testDescription: String { "snapPosition \(alignment), spacing \(spacing), padding \(padding)" }
    }

    // Compose's PagerSnapPositionTest runs over TestSnapPosition (Start, Center, End), with
    // BasePagerTest's TestPageSpacing (0, 8 dp) and testContentPaddings (0, 16 dp on both sides);
    // DefaultPageCount 20, PageSize.Fill. The pager here is 400 points long.
    static let pagers: [PagerCase] = CarouselLayout.Alignment.allCases.flatMap { alignment in
        [CGFloat(0), 8].flatMap { spacing in
            [CGFloat(0), 16].map { PagerCase(alignment: alignment, spacing: spacing, padding: $0) }
        }
    }
    static let pagerLength: CGFloat = 400

    func pager(
        _ config: PagerCase, _ itemLength: CarouselLayout.ItemLength = .fill, contain: CarouselLayout.Containment = .none
    ) -> CarouselGeometry {
        let layout = CarouselLayout(
            inset: config.padding, spacing: config.spacing, itemLength: itemLength, alignment: config.alignment,
            contain: contain)
        return CarouselGeometry(layout: layout, count: 20, viewportLength: Self.pagerLength, isEndless: false)
    }

    @Test("Compose: scrolled to page k, page j sits at the padding plus (j − k) × (page + spacing)", arguments: pagers)
    func composePlacesPages(_ config: PagerCase) {
        let geometry = pager(config)
        let pitch = geometry.defaultItemLength + config.spacing
        #expect(geometry.defaultItemLength == Self.pagerLength - 2 * config.padding)
        // scrollToPage_shouldPlacePagesCorrectly and scrollToPage_usedOffset_shouldPlacePagesCorrectly visit these pages.
        for page in [1, 2, 10, 4, 12, 19, 0] {
            let position = geometry.snapPosition(geometry.snap(containing: page))
            #expect(geometry.nearestItem(at: position) == page)
            for shown in geometry.items(inViewAt: position) {
                #expect(geometry.start(ofItem: shown) - position == config.padding + CGFloat(shown - page) * pitch)
            }
        }
    }

    @Test("Compose: the current page changes once the closest page to the snap point changes", arguments: pagers)
    func composeCurrentPage(_ config: PagerCase) {
        let geometry = pager(config)
        let page = 5
        let resting = geometry.alignedPosition(ofItem: page)
        // currentPage_shouldChangeWhenClosestPageToSnappedPositionChanges: 0.4 of the pager keeps it, 0.6 passes it;
        // targetPage_valueAfterScrollingAfterMidpoint (0.7), targetPage_valueAfterScrollingForwardAndBackward (0.8 − 0.2).
        let moves: [(fraction: CGFloat, current: Int)] = [
            (0.4, page), (0.6, page + 1), (0.7, page + 1), (0.8 - 0.2, page + 1),
            (-0.4, page), (-0.6, page - 1), (-0.7, page - 1),
        ]
        for move in moves {
            #expect(geometry.nearestItem(at: resting + move.fraction * Self.pagerLength) == move.current, "\(move.fraction)")
        }
    }

    @Test(
        "Compose: the snap position does not change how far the pager scrolls (trimmed to the content)",
        arguments: pagers)
    func composeMaxScroll(_ config: PagerCase) throws {
        // snapPosition_shouldNotInfluenceMaxScroll: pages (available space + spacing) / 2 long.
        let page = (Self.pagerLength - 2 * config.padding + config.spacing) / 2
        let geometry = pager(config, .fixed(page), contain: .trim)
        let range = try #require(geometry.scrollRange)
        #expect(isClose(range.upperBound, 20 * page + 19 * config.spacing + config.padding - Self.pagerLength))
        #expect(range.lowerBound == -config.padding)
        #expect(geometry.snapPosition(geometry.snapCount - 1) == range.upperBound)
        #expect(geometry.nearestSnap(to: range.upperBound + 10_000) == geometry.snapCount - 1)
        #expect(geometry.snapPositions.allSatisfy(range.contains))
    }

    /// Mixed lengths, each alignment, finite or endless.
    struct MixedCase: Sendable, CustomTestStringConvertible {
        var alignment: CarouselLayout.Alignment
        var isEndless: Bool
        var testDescription: String { "\(alignment)\(isEndless ? ", endless" : "")" }
    }

    @Test(
        "mixed lengths: at each item's aligned position its edge or middle meets the inset, the middle or the end inset",
        arguments: CarouselLayout.Alignment.allCases.flatMap { alignment in
            [false, true].map { MixedCase(alignment: alignment, isEndless: $0) }
        })
    func mixedLengthsLandAligned(_ config: MixedCase) {
        let lengths: [CGFloat] = [120, 300, 80, 200, 150]
        let layout = CarouselLayout(inset: 16, spacing: 8, alignment: config.alignment)
        let geometry = CarouselGeometry(
            layout: layout, count: lengths.count, viewportLength: 400, lengths: lengths, isEndless: config.isEndless)
        let occurrences = config.isEndless ? Array(-6..<12) : Array(0..<5)
        for occurrence in occurrences {
            let position = geometry.alignedPosition(ofItem: occurrence)
            let leading = geometry.start(ofItem: occurrence) - position
            let length = geometry.length(ofItem: occurrence)
            #expect(length == lengths[geometry.item(ofOccurrence: occurrence)])
            switch config.alignment {
            case .start: #expect(isClose(leading, 16))
            case .center: #expect(isClose(leading + length / 2, 200))
            case .end: #expect(isClose(leading + length, 384))
            }
            #expect(geometry.nearestItem(at: position) == occurrence)
        }
    }
}
