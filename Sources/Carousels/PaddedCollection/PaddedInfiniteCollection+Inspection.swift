import Foundation
import ScrollKit

// What tools may read of seed C (`InspectableCarousel`).

extension PaddedInfiniteCollection: InspectableCarousel {
    public var inspectedScrollView: ScrollView { collectionView }

    /// The visible cells (physical frames), in row order; the padding rows around the data set are
    /// clones.
    public func forEachInspectedItem(_ body: (InspectedItem) -> Void) {
        let real = padding.dataRows
        for row in collectionView.visibleRows {
            guard let index = padding.item(forRow: row) else { continue }
            body(InspectedItem(frame: collectionView.frame(forRow: row), index: index, isClone: !real.contains(row)))
        }
    }

    /// The physical main-axis content offsets between which no shift happens (C3's logical range,
    /// mirrored for a right-to-left strip).
    public var recentreRange: ClosedRange<CGFloat>? {
        guard let logical = padding.recentreRange else { return nil }
        let content = flow.main(collectionView.contentSize)
        let viewport = flow.main(collectionView.bounds.size)
        let a = flow.contentOffset(logical: logical.lowerBound, contentLength: content, viewportLength: viewport)
        let b = flow.contentOffset(logical: logical.upperBound, contentLength: content, viewportLength: viewport)
        return min(a, b)...max(a, b)
    }
}
