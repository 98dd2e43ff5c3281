import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

/// Material 3's keyline layouts on real carousels (issue 29): every technique and flow takes one with
/// one line (`layout.keylines`); items keep the large length and are masked, never squashed; the
/// snapped item is large; the masked items keep the spacing between them; a press on the blank a mask
/// leaves goes past the item; uncontained never snaps.
@MainActor
@Suite("Keyline layouts on every carousel")
struct KeylineCarouselTests {
    nonisolated static let size = CGSize(width: 900, height: 400)
    nonisolated static let flows: [ItemFlow] = [.horizontal, ItemFlow(axis: .vertical), ItemFlow(direction: .rightToLeft)]
    nonisolated static let techniques: [CarouselKind] = [
        .banner, .tiling, .padded, .scrollStrip, .pagingStrip,
    ]

    /// A technique of `kind` filling the window, 12 number cards, under `keylines` with a preferred
    /// large length (nil: Material's default for the kind, from the view's length):
    /// `CarouselSubject.init(_:flow:keylines:preferred:)`, below.
    typealias Subject = CarouselSubject

    @Test(
        "every technique and flow: items keep the large length, the snapped one shows whole, the gaps stay the spacing",
        arguments: techniques, flows)
    func multiBrowse(kind: CarouselKind, flow: ItemFlow) throws {
        let subject = Subject(kind, flow: flow, keylines: .multiBrowse)
        let strategy = try #require(subject.strategy, "\(kind) \(flow): keylines arranged")
        let large = strategy.itemLength
        for target in [0, 3, 7, 11] {
            subject.carousel.scrollToItem(target, animated: false)
            subject.driver.frames(1)
            for item in subject.items {
                #expect(
                    abs(flow.main(item.view.bounds.size) - large) < 1e-6,
                    "\(kind) \(flow): laid out at the large length, never squashed")
            }
            let shown = subject.shown.sorted { $0.start < $1.start }
            // The item the strip rests on (at a finite strip's end, the last one: Material's end steps).
            let resting = kind.wraps || target < 9 ? target : 11
            let whole = try #require(shown.first { $0.index == resting }, "\(kind) \(flow): item \(resting) shows")
            #expect(
                abs((whole.end - whole.start) - large) < 0.5,
                "\(kind) \(flow) at \(target): item \(resting) is large (\(whole.end - whole.start) of \(large))")
            // Neighbours that both show in the view keep Material's spacing between their masks (the
            // anchors past the ends are off screen).
            let viewLength = flow.main(Self.size)
            let inView = shown.filter { $0.start > -0.5 - viewLength * (flow.isReversed ? 1 : 0) }
                .filter {
                    flow.isReversed ? $0.end < 0.5 && $0.start > -viewLength - 0.5 : $0.start > -0.5 && $0.end < viewLength + 0.5
                }
            for (a, b) in zip(inView, inView.dropFirst()) {
                #expect(
                    abs((b.start - a.end) - strategy.itemSpacing) < 0.5,
                    "\(kind) \(flow) at \(target): gap \(b.start - a.end) between \(a.index) and \(b.index): \(inView.map { "\($0.index) \($0.start)..\($0.end)" })"
                )
            }
        }
    }

    @Test("a finite multi-browse strip at its start shows the first item large against the inset, smaller ones toward the end")
    func startArrangement() throws {
        let subject = Subject(.pagingStrip, keylines: .multiBrowse)
        let strategy = try #require(subject.strategy)
        let shown = subject.shown.sorted { $0.start < $1.start }
        let first = try #require(shown.first)
        #expect(first.index == 0)
        #expect(abs(first.start - 16) < 0.5, "item 0 starts at the inset: \(first.start)")
        #expect(abs((first.end - first.start) - strategy.itemLength) < 0.5)
        let lengths = shown.map { $0.end - $0.start }
        #expect(lengths == lengths.sorted(by: >), "large first, then smaller: \(lengths)")
        #expect((lengths.last ?? 0) < strategy.itemLength - 1)
    }

    @Test(
        "hero: small · large · small around the centred large item; endless multi-browse centres its focal item",
        arguments: [CarouselKind.banner, .tiling, .pagingStrip])
    func centred(kind: CarouselKind) throws {
        for keylines in [CarouselLayout.Keylines.hero, .multiBrowse] where keylines == .hero || kind.wraps {
            let subject = Subject(kind, keylines: keylines)
            subject.carousel.scrollToItem(5, animated: false)
            subject.driver.frames(1)
            let strategy = try #require(subject.strategy)
            let shown = subject.shown.sorted { $0.start < $1.start }
            let centre = try #require(shown.first { $0.index == 5 })
            #expect(abs((centre.start + centre.end) / 2 - 450) < 0.5, "\(kind) \(keylines): item 5 centred")
            #expect(abs((centre.end - centre.start) - strategy.itemLength) < 0.5)
            let before = try #require(shown.last { $0.end <= centre.start + 0.5 })
            let after = try #require(shown.first { $0.start >= centre.end - 0.5 })
            #expect(before.end - before.start < strategy.itemLength && after.end - after.start < strategy.itemLength)
        }
    }

    @Test(
        "a press on the blank a mask leaves goes past the item; on the shown part it lands",
        arguments: [CarouselKind.tiling, .scrollStrip, .pagingStrip])
    func hitTesting(kind: CarouselKind) throws {
        let subject = Subject(kind, keylines: .multiBrowse)
        let shown = subject.shown.sorted { $0.start < $1.start }
        let small = try #require(
            shown.last { $0.end - $0.start > 1 && $0.end - $0.start < 100 && $0.start >= 0 && $0.end <= 900 },
            "a small item shows")
        let root = subject.driver.root
        let inside = CGPoint(x: (small.start + small.end) / 2, y: 200)
        #expect(root.hitTest(inside)?.isDescendant(of: small.view) == true)
        // The item's own laid-out frame reaches past its mask: a point there but outside the mask.
        let laidOut = small.view.superview!.convert(small.view.frame, to: nil)
        let blankX = small.end + 2 < laidOut.maxX ? small.end + 2 : laidOut.minX + 2
        #expect(root.hitTest(CGPoint(x: blankX, y: 200))?.isDescendant(of: small.view) != true)
    }

    @Test(
        "uncontained never snaps, whatever the technique's paging: a release glides to rest between items",
        arguments: [CarouselKind.banner, .pagingStrip, .scrollStrip])
    func uncontainedIsFree(kind: CarouselKind) throws {
        let subject = Subject(kind, keylines: .uncontained)
        #expect(subject.carousel.core.releaseSnapping == .free)
        #expect(!subject.carousel.inspectedScrollView.isPagingEnabled)
        subject.carousel.scrollToItem(4, animated: false)
        subject.driver.frames(1)
        subject.driver.drag(from: CGPoint(x: 450, y: 200), by: CGPoint(x: -90, y: 0), speed: 60)
        #expect(subject.driver.settle())
        let nearest = try #require(subject.items.map(\.progress).min { abs($0) < abs($1) })
        #expect(abs(nearest) > 0.05, "\(kind): came to rest off a snap (\(nearest))")
    }

    @Test(
        "seed D and seed E refuse keylines, saying why, and lay their items out plainly",
        arguments: [CarouselKind.finitePreviews, .infinitePreviews, .picker])
    func refusals(kind: CarouselKind) throws {
        let subject = Subject(kind, keylines: .multiBrowse)
        let problem = try #require(subject.carousel.keylineProblem)
        #expect(problem.contains(kind == .picker ? "seed E" : "seed D") && problem.contains("without keylines"), "\(problem)")
        #expect(subject.strategy == nil)
        #expect(subject.items.allSatisfy { $0.view.drawMask == nil })
        // A technique that takes them reports no problem; nor does a layout without keylines.
        #expect(Subject(.pagingStrip, keylines: .hero).carousel.keylineProblem == nil)
        var plain = subject.carousel.layout
        plain.keylines = nil
        subject.carousel.layout = plain
        #expect(subject.carousel.keylineProblem == nil)
    }

    @Test("a view too short for Material's arrangement lays the items out plainly and says why")
    func noRoom() throws {
        let geometry = CarouselGeometry(
            layout: CarouselLayout(inset: 16, keylines: .multiBrowse), count: 5, viewportLength: 20, isEndless: false)
        #expect(geometry.keylines == nil)
        let none = CarouselGeometry(layout: CarouselLayout(keylines: .hero), count: 5, viewportLength: 0, isEndless: true)
        #expect(none.keylines == nil && none.keylineProblem == nil, "no viewport yet: nothing to arrange, nothing wrong")
    }

    @Test("keylines and a 3D effect together: the keylines win, items stay flat and masked")
    func keylinesOver3D() {
        let subject = Subject(.pagingStrip, keylines: .multiBrowse)
        subject.carousel.effect = .coverflow
        subject.driver.frames(1)
        #expect(subject.items.allSatisfy { $0.view.projection == nil && $0.view.drawMask != nil })
        var plain = subject.carousel.layout
        plain.keylines = nil
        subject.carousel.layout = plain
        subject.driver.frames(2)
        #expect(subject.items.allSatisfy { $0.view.projection != nil && $0.view.drawMask == nil })
    }

    @Test(
        "keylines turned off: no view keeps a mask, those a technique's pool kept included",
        arguments: [CarouselKind.tiling, .padded, .scrollStrip, .banner])
    func masksCleared(kind: CarouselKind) {
        let subject = Subject(kind, keylines: .multiBrowse)
        var plain = subject.carousel.layout
        plain.keylines = nil
        subject.carousel.layout = plain
        subject.driver.frames(2)
        for target in [3, 7, 11, 0] {
            subject.carousel.scrollToItem(target, animated: false)
            subject.driver.frames(1)
            #expect(subject.items.allSatisfy { $0.view.drawMask == nil }, "\(kind) at \(target)")
        }
    }
}

extension CarouselSubject {
    /// A `kind` carousel of 12 number cards in a plain parent in the suite's window, along `flow`,
    /// under `keylines` with a preferred large length (nil: Material's default for the kind).
    init(_ kind: CarouselKind, flow: ItemFlow = .horizontal, keylines: CarouselLayout.Keylines, preferred: CGFloat? = nil) {
        self.init(
            kind, flow: flow, count: 12, size: KeylineCarouselTests.size, pageSize: CGSize(width: 300, height: 300),
            contained: true, focused: false
        ) { layout in
            layout.itemLength = preferred.map { .fixed($0) } ?? .fill
            layout.keylines = keylines
        }
    }

    /// The keyline strategy the core laid the items out by, if any.
    var strategy: KeylineStrategy? { carousel.core.geometry.keylines }

    /// Each item view's shown part along the main axis, in window points, in item order.
    var shown: [(index: Int, start: CGFloat, end: CGFloat, view: View)] {
        items.compactMap { item in
            guard item.view.drawMask != nil else { return nil }
            let frame = item.view.superview!.convert(item.view.drawnFrame, to: nil)
            let flow = carousel.flow
            let low = flow.axis == .horizontal ? frame.minX : frame.minY
            let high = flow.axis == .horizontal ? frame.maxX : frame.maxY
            return (item.index, flow.isReversed ? -high : low, flow.isReversed ? -low : high, item.view)
        }
    }
}
