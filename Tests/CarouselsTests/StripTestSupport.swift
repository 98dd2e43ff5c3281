import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

/// One item view on screen: its strip index (tile number or row), the item it shows (from a
/// banner's title "Banner i", or a number card's number), its frame in window coordinates, and its
/// logical main-axis start in the window (from the start edge, in item order).
struct OnScreen: Equatable {
    var index: Int
    var item: Int?
    var frame: CGRect
    var start: CGFloat
}

extension ItemFlow {
    /// The key that pages forward along this flow (Right, Left right to left, Down on a vertical strip).
    var forwardKey: Key { axis == .vertical ? .down : (isReversed ? .left : .right) }
    /// The key that pages back.
    var backKey: Key { axis == .vertical ? .up : (isReversed ? .right : .left) }

    /// The window point at logical main position `main` from the start edge of the probe window and
    /// `cross` across.
    func windowPoint(main: CGFloat, cross: CGFloat = 150) -> CGPoint {
        point(main: physical(main, in: StripProbe.length), cross: cross)
    }

    /// A wheel event's deltas for a logical content-offset change `delta` along the main axis (a
    /// horizontal wheel on a horizontal strip, a vertical one on a vertical strip).
    func wheelDeltas(_ delta: CGFloat) -> (dx: CGFloat, dy: CGFloat) {
        let physical = vector(alongMain: delta)
        return (physical.x, physical.y)
    }
}

@MainActor
enum StripProbe {
    /// The probe window's length along the main axis and across, whichever the axis: the numbers
    /// in the tests are the same in every flow.
    nonisolated static let length: CGFloat = 640
    nonisolated static let across: CGFloat = 300

    /// The probe window's size for `flow`: 640 along the main axis, 300 across.
    static func size(_ flow: ItemFlow) -> CGSize { flow.size(main: length, cross: across) }

    /// The middle of the probe window.
    static func middle(_ flow: ItemFlow) -> CGPoint { flow.windowPoint(main: length / 2) }

    /// The item a view shows: a banner's title ("Banner 3" → 3) or a number card's number.
    static func item(of view: View) -> Int? {
        if let card = view as? NumberCard { return card.number }
        guard let title = (view as? BannerItemView)?.banner?.title, title.hasPrefix("Banner ") else { return nil }
        return Int(title.dropFirst("Banner ".count))
    }

    static func onScreen(_ strip: RecyclingStrip<View>, flow: ItemFlow) -> [OnScreen] {
        strip.views.enumerated().map { offset, view in
            let frame = view.convert(view.bounds, to: nil)
            return OnScreen(
                index: strip.firstIndex + offset, item: item(of: view), frame: frame,
                start: flow.logicalStart(of: frame, in: length))
        }
    }

    /// Problems with a strip's coverage of the visible logical range `[start, end]` of content
    /// `contentLength` long: slots (item + trailing gap) must be consecutive, `step` apart in item
    /// order, and cover it exactly; every view `itemLength` long; at most `⌈length / step⌉ + 1` views.
    /// Empty when all is well.
    static func coverageProblems(
        _ strip: RecyclingStrip<View>, flow: ItemFlow, start minX: CGFloat, end maxX: CGFloat, contentLength: CGFloat,
        step: CGFloat, itemLength: CGFloat, tolerance: CGFloat = 1e-6
    ) -> [String] {
        var problems: [String] = []
        let starts = strip.views.map { flow.logicalStart(of: $0.frame, in: contentLength) }
        guard let first = starts.first, let last = starts.last else { return ["no views for a visible range \(minX)...\(maxX)"] }
        if first > minX + tolerance || first + step <= minX - tolerance {
            problems.append("first slot \(first)..<\(first + step) does not hold the start edge \(minX)")
        }
        if last >= maxX + tolerance || last + step < maxX - tolerance {
            problems.append("last slot \(last)..<\(last + step) does not hold the end edge \(maxX)")
        }
        for (a, b) in zip(starts, starts.dropFirst()) where abs(b - a - step) > tolerance {
            problems.append("gap or overlap: \(a) then \(b)")
        }
        if strip.views.contains(where: { abs(flow.main($0.frame.size) - itemLength) > tolerance }) {
            problems.append("a view of the wrong length")
        }
        let bound = Int(((maxX - minX) / step).rounded(.up)) + 1
        if strip.count > bound { problems.append("\(strip.count) views for a range that needs at most \(bound)") }
        return problems
    }

    /// The largest on-screen jump between two samples of the same picture moving together: for each
    /// item seen in both (matched by item and nearest position), its displacement, compared with the
    /// others'. Independent of how copies are numbered, so it sees through recentres and shifts.
    static func largestRelativeJump(before: [OnScreen], after: [OnScreen]) -> (jump: CGFloat, matched: Int) {
        var deltas: [CGFloat] = []
        for now in after where now.start + (now.frame.width + now.frame.height) > 0 && now.start < length {
            let candidates = before.filter { $0.item == now.item }
            guard let nearest = candidates.min(by: { abs($0.start - now.start) < abs($1.start - now.start) }) else { continue }
            deltas.append(now.start - nearest.start)
        }
        guard let reference = deltas.first else { return (0, 0) }
        return (deltas.map { abs($0 - reference) }.max() ?? 0, deltas.count)
    }
}

extension CarouselEventRecorder {
    /// The indices selected, oldest first.
    var selectedIndices: [Int] {
        selections.compactMap { if case .selected(let index, _) = $0 { index } else { nil } }
    }
    /// The indices reported as current, oldest first.
    var reportedIndices: [Int] {
        settledChanges.compactMap { if case .settled(let index, _) = $0 { index } else { nil } }
    }
}

/// A 640-long, 300-across window (along `flow`) holding a full-window `TilingScrollView` of `count`
/// banners.
@MainActor
struct TilingFixture {
    let view: TilingScrollView
    let driver: FrameDriver
    let recorder = CarouselEventRecorder()
    let flow: ItemFlow

    init(count: Int = 5, layout: CarouselLayout = .tiles, flow: ItemFlow = .horizontal, hz: Double = 60) {
        self.flow = flow
        view = TilingScrollView(frame: CGRect(origin: .zero, size: StripProbe.size(flow)), layout: layout)
        view.flow = flow
        view.carouselDelegate = recorder
        view.set(items: CarouselFixture.banners(count))
        driver = FrameDriver(size: StripProbe.size(flow), containing: view, hz: hz)
    }

    /// One tile and its gap (equal tiles), in points.
    var step: CGFloat { view.core.itemPitch }
    var tiles: [OnScreen] { StripProbe.onScreen(view.strip, flow: flow) }
    /// The main-axis content offset (physical).
    var offset: CGFloat { flow.main(view.contentOffset) }
    var selections: [Int] { recorder.selectedIndices }

    /// How far the strip has scrolled since it was made, in points: tile number × step plus the
    /// distance of the start edge into the first tile's slot. Continuous across recentres.
    var logicalPosition: CGFloat { CGFloat(view.strip.firstIndex) * step + (view.logicalOffset - view.leadingEdge) }

    /// Scrolls by assignment (as a drag frame would) by a logical distance `distance`.
    func scroll(byLogical distance: CGFloat) {
        view.contentOffset = flow.replacingMain(of: view.contentOffset, with: offset + flow.physicalDelta(distance))
    }

    /// Logical window position of tile number `tile`'s start, if visible.
    func start(ofTile tile: Int) -> CGFloat? { tiles.first { $0.index == tile }?.start }

    var coverageProblems: [String] {
        StripProbe.coverageProblems(
            view.strip, flow: flow, start: view.logicalOffset, end: view.logicalOffset + StripProbe.length,
            contentLength: flow.main(view.contentSize), step: step, itemLength: view.core.geometry.defaultItemLength)
    }
}

/// A 640-long, 300-across window (along `flow`) holding a full-window `PaddedInfiniteCollection` of
/// `count` banners.
@MainActor
struct PaddedFixture {
    let view: PaddedInfiniteCollection
    let driver: FrameDriver
    let recorder = CarouselEventRecorder()
    let flow: ItemFlow

    init(count: Int = 5, layout: CarouselLayout = .tiles, flow: ItemFlow = .horizontal, hz: Double = 60) {
        self.flow = flow
        view = PaddedInfiniteCollection(frame: CGRect(origin: .zero, size: StripProbe.size(flow)), layout: layout)
        view.flow = flow
        view.carouselDelegate = recorder
        view.set(items: CarouselFixture.banners(count))
        driver = FrameDriver(size: StripProbe.size(flow), containing: view, hz: hz)
    }

    var collection: StripCollectionView { view.collectionView }
    /// The logical content offset.
    var offset: CGFloat { collection.logicalOffset }
    var cells: [OnScreen] { StripProbe.onScreen(collection.strip, flow: flow) }
    var selections: [Int] { recorder.selectedIndices }

    /// Moves the logical offset to `offset` by assignment (as a drag frame would).
    func scroll(to offset: CGFloat) { collection.logicalOffset = offset }

    /// How far the strip has scrolled from the data's first item, in points, continuous across shifts.
    var logicalPosition: CGFloat {
        offset - view.padding.startOffset - CGFloat(view.netShifts) * view.padding.period
    }

    var coverageProblems: [String] {
        StripProbe.coverageProblems(
            collection.strip, flow: flow, start: offset, end: offset + StripProbe.length,
            contentLength: flow.main(collection.contentSize), step: view.core.itemPitch,
            itemLength: view.core.geometry.defaultItemLength)
    }
}

/// Changing `flow` on a strip made by `make` (640 × 500 pt), coming from every other tested flow with
/// item 4 of 7 in the middle, keeps item 4 in the middle, centred; `after` checks the strip further.
@MainActor
func expectFlowChangeKeepsTheMiddleItem<Strip: InspectableCarousel & View>(
    to flow: ItemFlow, make: (CGRect) -> Strip, after: (Strip) -> Void = { _ in }
) {
    for from in ItemFlow.tested where from != flow {
        let view = make(CGRect(x: 0, y: 0, width: 640, height: 500))
        view.flow = from
        view.setItems(count: 7, cells: .numberCards)
        view.scrollToItem(4, animated: false)
        #expect(view.currentItem == 4 && view.isCurrentItemCentred(tolerance: 0.5))
        view.flow = flow
        view.layoutIfNeeded()
        #expect(view.currentItem == 4, "\(from) → \(flow)")
        #expect(view.isCurrentItemCentred(tolerance: 0.5), "\(from) → \(flow)")
        after(view)
    }
}
