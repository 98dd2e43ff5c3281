import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

/// Records selections from both strip techniques.
@MainActor
final class SelectionRecorder: TilingScrollViewDelegate, PaddedInfiniteCollectionDelegate {
    var selections: [Int] = []
    func tilingScrollView(_ view: TilingScrollView, didSelectItemAt index: Int) { selections.append(index) }
    func paddedCollection(_ collection: PaddedInfiniteCollection, didSelectItemAt index: Int) { selections.append(index) }
}

/// One item view on screen: its strip index (tile number or row), the item its banner shows (from
/// the title "Banner i"), and its frame in window coordinates.
struct OnScreen: Equatable {
    var index: Int
    var item: Int?
    var frame: CGRect
}

@MainActor
enum StripProbe {
    static let size = CGSize(width: 640, height: 300)
    static let middle = CGPoint(x: 320, y: 150)

    /// The item a view shows, read back from its banner's title ("Banner 3" → 3).
    static func item(of view: BannerItemView) -> Int? {
        guard let title = view.banner?.title, title.hasPrefix("Banner ") else { return nil }
        return Int(title.dropFirst("Banner ".count))
    }

    static func onScreen(_ strip: RecyclingStrip<BannerItemView>) -> [OnScreen] {
        strip.views.enumerated().map { offset, view in
            OnScreen(index: strip.firstIndex + offset, item: item(of: view), frame: view.convert(view.bounds, to: nil))
        }
    }

    /// Problems with a strip's coverage of the visible range `[minX, maxX]` (content coordinates):
    /// slots (item + trailing gap) must be consecutive, `step` apart, and cover it exactly; at most
    /// `⌈width / step⌉ + 1` views. Empty when all is well.
    static func coverageProblems(
        _ strip: RecyclingStrip<BannerItemView>, minX: CGFloat, maxX: CGFloat,
        layout: StripLayout, tolerance: CGFloat = 1e-6
    ) -> [String] {
        var problems: [String] = []
        let step = layout.step
        let frames = strip.views.map(\.frame)
        guard let first = frames.first, let last = frames.last else { return ["no views for a visible range \(minX)...\(maxX)"] }
        if first.minX > minX + tolerance || first.minX + step <= minX - tolerance {
            problems.append("first slot \(first.minX)..<\(first.minX + step) does not hold the left edge \(minX)")
        }
        if last.minX >= maxX + tolerance || last.minX + step < maxX - tolerance {
            problems.append("last slot \(last.minX)..<\(last.minX + step) does not hold the right edge \(maxX)")
        }
        for (a, b) in zip(frames, frames.dropFirst()) where abs(b.minX - a.minX - step) > tolerance {
            problems.append("gap or overlap: \(a.minX) then \(b.minX)")
        }
        if frames.contains(where: { abs($0.width - layout.itemWidth) > tolerance }) {
            problems.append("a view of the wrong width")
        }
        let bound = Int(((maxX - minX) / step).rounded(.up)) + 1
        if strip.count > bound { problems.append("\(strip.count) views for a range that needs at most \(bound)") }
        return problems
    }

    /// The largest on-screen jump between two samples of the same picture moving together: for each
    /// item seen in both (matched by item and nearest position), its displacement, compared with the
    /// others'. Independent of how copies are numbered, so it sees through recentres and shifts.
    static func largestRelativeJump(before: [OnScreen], after: [OnScreen], window: CGFloat) -> (jump: CGFloat, matched: Int) {
        var deltas: [CGFloat] = []
        for now in after where now.frame.maxX > 0 && now.frame.minX < window {
            let candidates = before.filter { $0.item == now.item }
            guard let nearest = candidates.min(by: { abs($0.frame.minX - now.frame.minX) < abs($1.frame.minX - now.frame.minX) })
            else { continue }
            deltas.append(now.frame.minX - nearest.frame.minX)
        }
        guard let reference = deltas.first else { return (0, 0) }
        return (deltas.map { abs($0 - reference) }.max() ?? 0, deltas.count)
    }
}

/// A 640×300 window holding a full-window `TilingScrollView` of `count` banners.
@MainActor
struct TilingFixture {
    let view: TilingScrollView
    let driver: FrameDriver
    let recorder = SelectionRecorder()

    init(count: Int = 5, layout: StripLayout = .standard, hz: Double = 60) {
        view = TilingScrollView(frame: CGRect(origin: .zero, size: StripProbe.size), tileLayout: layout)
        view.tilingDelegate = recorder
        view.set(items: CarouselFixture.banners(count))
        driver = FrameDriver(size: StripProbe.size, containing: view, hz: hz)
    }

    var step: CGFloat { view.tileLayout.step }
    var tiles: [OnScreen] { StripProbe.onScreen(view.strip) }

    /// How far the strip has scrolled since it was made, in points: tile number × step plus the
    /// distance of the left edge into the first tile's slot. Continuous across recentres.
    var logicalPosition: CGFloat { CGFloat(view.strip.firstIndex) * step + (view.contentOffset.x - view.leadingEdge) }

    /// Window x of tile number `tile`, if visible.
    func windowX(ofTile tile: Int) -> CGFloat? { tiles.first { $0.index == tile }?.frame.minX }

    var coverageProblems: [String] {
        StripProbe.coverageProblems(
            view.strip, minX: view.contentOffset.x, maxX: view.contentOffset.x + view.bounds.width,
            layout: view.tileLayout)
    }
}

/// A 640×300 window holding a full-window `PaddedInfiniteCollection` of `count` banners.
@MainActor
struct PaddedFixture {
    let view: PaddedInfiniteCollection
    let driver: FrameDriver
    let recorder = SelectionRecorder()

    init(count: Int = 5, layout: StripLayout = .standard, hz: Double = 60) {
        view = PaddedInfiniteCollection(frame: CGRect(origin: .zero, size: StripProbe.size), layout: layout)
        view.delegate = recorder
        view.set(items: CarouselFixture.banners(count))
        driver = FrameDriver(size: StripProbe.size, containing: view, hz: hz)
    }

    var collection: HorizontalCollectionView { view.collectionView }
    var offset: CGFloat { collection.contentOffset.x }
    var cells: [OnScreen] { StripProbe.onScreen(collection.strip) }

    /// How far the strip has scrolled from the data's first item, in points, continuous across shifts.
    var logicalPosition: CGFloat {
        offset - view.padding.startOffset - CGFloat(view.netShifts) * view.padding.period
    }

    var coverageProblems: [String] {
        StripProbe.coverageProblems(collection.strip, minX: offset, maxX: offset + collection.bounds.width, layout: view.layout)
    }
}
