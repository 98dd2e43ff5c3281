import Foundation
import ScrollKit

// What tools may read of seed C (`InspectableCarousel`).

extension PaddedInfiniteCollection: InspectableCarousel {
    /// The visible cells (physical frames), in row order; the padding rows around the data set are
    /// clones.
    public func forEachItemView(_ body: (View, InspectedItem) -> Void) {
        let padding = padding
        let real = padding.dataRows
        let collectionView = collectionView
        let strip = collectionView.strip
        // Read once, not per cell.
        let geometry = collectionView.geometry
        let first = collectionView.rows.firstOccurrence
        let cells = strip.views
        let firstRow = strip.firstIndex
        for offset in cells.indices {
            let row = firstRow + offset
            guard let index = padding.item(forRow: row) else { continue }
            let frame = collectionView.frame(forRow: row, in: geometry, first: first)
            // Borrowed from the local copy of the array: no retain and release of its own.
            Unmanaged.passUnretained(cells[offset])._withUnsafeGuaranteedRef { cell in
                body(cell, InspectedItem(frame: frame, index: index, isClone: !real.contains(row)))
            }
        }
    }

    /// The mean distance from one cell to the next, in points (a cell and its gap when they are equal).
    public var itemPitch: CGFloat { core.itemPitch }

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
