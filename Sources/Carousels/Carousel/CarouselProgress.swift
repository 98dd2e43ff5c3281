import Foundation
import ScrollKit

/// One item view's place relative to the snap point, as a `CarouselProgressObserver` hears it.
public struct ItemProgress {
    /// The item view (a recycled view or a clone included: each reports where it is).
    public var view: View
    /// The logical index of the item it shows (`0..<itemCount`).
    public var index: Int
    /// Whether the view shows a copy of an item another view holds as the real one.
    public var isClone: Bool
    /// The signed distance of the view's centre from the snap point (the middle of the scroll view's
    /// visible area) along the main axis, in items (one `itemPitch`): 0 centred, −1 the previous
    /// item's place, +1 the next one's, in item order whatever the axis or direction.
    public var progress: CGFloat

    /// An item view's progress: `view` shows item `index` (a clone or not), `progress` items from the
    /// snap point.
    public init(view: View, index: Int, isClone: Bool, progress: CGFloat) {
        self.view = view
        self.index = index
        self.isClone = isClone
        self.progress = progress
    }
}

/// Hears where each item view of a carousel is, every time the strip moves or is laid out again: a
/// carousel's `progressObserver`, for an effect of your own (a cell's own properties set from its
/// progress) or anything else that follows the items.
///
/// A pass calls `carousel(_:item:)` once per item view laid out, in item order, then
/// `carouselDidFinishProgress(_:)`. Nothing is allocated for it: the values are handed one at a time.
/// The carousel's own `effect` is applied to each view just before the observer hears it, so the
/// observer sees the view as the effect left it and may change it further.
@MainActor
public protocol CarouselProgressObserver: AnyObject {
    /// Item `item.view` is `item.progress` items from the snap point of `carousel`.
    func carousel(_ carousel: any Carousel, item: ItemProgress)
    /// Every item view of this pass has been reported. The default does nothing.
    func carouselDidFinishProgress(_ carousel: any Carousel)
}

extension CarouselProgressObserver {
    /// Does nothing.
    public func carouselDidFinishProgress(_ carousel: any Carousel) {}
}

extension InspectableCarousel {
    /// The snap point: the middle of the scroll view's visible area along the main axis, as a physical
    /// coordinate of the content (where item frames are).
    public var snapPoint: CGFloat {
        let visible = inspectedScrollView.bounds
        return flow.main(CGPoint(x: visible.midX, y: visible.midY))
    }

    /// The progress of an item view at `frame` (content coordinates, physical): the distance of its
    /// centre from `snapPoint` along the main axis, in items, in item order (mirrored right to left).
    /// 0 when the pitch is not positive. O(1).
    public func progress(ofItemAt frame: CGRect) -> CGFloat {
        let pitch = itemPitch
        guard pitch > 0, pitch.isFinite else { return 0 }
        let middle = flow.main(CGPoint(x: frame.midX, y: frame.midY))
        return flow.physicalDelta(middle - snapPoint) / pitch
    }

    /// Calls `body` with the progress of every item view laid out now, in item order.
    ///
    /// - Complexity: O(v) for v item views; allocates nothing.
    public func forEachItemProgress(_ body: (ItemProgress) -> Void) {
        let snap = snapPoint
        let pitch = itemPitch
        let valid = pitch > 0 && pitch.isFinite
        let reversed = flow.isReversed
        let axis = flow.axis
        forEachItemView { view, item in
            let middle = axis == .horizontal ? item.frame.midX : item.frame.midY
            let distance = valid ? (middle - snap) / pitch : 0
            body(ItemProgress(view: view, index: item.index, isClone: item.isClone, progress: reversed ? -distance : distance))
        }
    }

    /// Every item view laid out now with what an inspector sees of it (`forEachItemView`).
    public func forEachInspectedItem(_ body: (InspectedItem) -> Void) {
        forEachItemView { _, item in body(item) }
    }
}
