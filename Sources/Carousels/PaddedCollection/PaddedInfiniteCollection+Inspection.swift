import Foundation
import ScrollKit

// What tools may read of seed C (`InspectableCarousel`).

extension PaddedInfiniteCollection: InspectableCarousel {
    public var inspectedScrollView: ScrollView { collectionView }

    /// The visible cells; the padding rows around the data set are clones.
    public func forEachInspectedItem(_ body: (InspectedItem) -> Void) {
        let real = padding.leftPad..<(padding.leftPad + padding.count)
        for row in collectionView.visibleRows {
            guard let index = padding.item(forRow: row) else { continue }
            body(InspectedItem(frame: collectionView.frame(forRow: row), index: index, isClone: !real.contains(row)))
        }
    }

    public var recentreRange: ClosedRange<CGFloat>? { padding.recentreRange }

    /// The item under the middle of the view.
    public var currentItem: Int? {
        let bounds = collectionView.bounds
        return collectionView.row(at: CGPoint(x: bounds.midX, y: bounds.midY)).flatMap(padding.item(forRow:))
    }

    public var itemCount: Int { items.count }
}
