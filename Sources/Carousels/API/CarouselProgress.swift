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
    /// The signed distance of the view's aligned point (its middle, or its leading or trailing edge
    /// under a start or end alignment) from the snap point (the middle of the scroll view's visible
    /// area, or the inset from its start or end edge) along the main axis, in items (one
    /// `itemPitch`): 0 aligned, −1 the previous item's place, +1 the next one's, in item order
    /// whatever the axis or direction.
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
    /// The snap point, as a physical coordinate of the content along the main axis (where item frames
    /// are): the layout's (`CarouselGeometry.snapPoint`: the inset from the start edge, the middle, or
    /// the inset from the end edge) in the scroll view's visible area, mirrored right to left; the
    /// middle before the carousel has a length.
    public var snapPoint: CGFloat {
        let visible = inspectedScrollView.bounds
        let geometry = core.geometry
        let fromStart = geometry.viewportLength > 0 ? geometry.snapPoint : flow.main(visible.size) / 2
        switch (flow.axis, flow.isReversed) {
        case (.vertical, _): return visible.minY + fromStart
        case (.horizontal, false): return visible.minX + fromStart
        case (.horizontal, true): return visible.maxX - fromStart
        }
    }

    /// The point of an item view at `frame` (content coordinates, physical) that aligns with the snap
    /// point along the main axis: its leading edge, middle or trailing edge, by the layout's alignment.
    func alignedPoint(of frame: CGRect) -> CGFloat {
        Self.alignedPoint(of: frame, flow: flow, alignment: core.geometry.alignment)
    }

    /// `alignedPoint(of:)` with the flow and alignment read once by the caller (a pass over every item).
    @inline(__always)
    static func alignedPoint(of frame: CGRect, flow: ItemFlow, alignment: CarouselLayout.Alignment) -> CGFloat {
        let horizontal = flow.axis == .horizontal
        let (low, mid, high) = horizontal ? (frame.minX, frame.midX, frame.maxX) : (frame.minY, frame.midY, frame.maxY)
        switch alignment {
        case .center: return mid
        case .start: return flow.isReversed ? high : low
        case .end: return flow.isReversed ? low : high
        }
    }

    /// The progress of an item view at `frame` (content coordinates, physical): the distance of its
    /// aligned point (`alignedPoint(of:)`: its middle when centred) from `snapPoint` along the main
    /// axis, in items, in item order (mirrored right to left). 0 when the pitch is not positive. O(1).
    public func progress(ofItemAt frame: CGRect) -> CGFloat {
        let pitch = itemPitch
        guard pitch > 0, pitch.isFinite else { return 0 }
        return flow.physicalDelta(alignedPoint(of: frame) - snapPoint) / pitch
    }

    /// Calls `body` with the progress of every item view laid out now, in item order.
    ///
    /// - Complexity: O(v) for v item views; allocates nothing.
    public func forEachItemProgress(_ body: (ItemProgress) -> Void) {
        let snap = snapPoint
        let pitch = itemPitch
        let valid = pitch > 0 && pitch.isFinite
        // Read once: each read goes through the carousel's core.
        let flow = flow
        let alignment = core.geometry.alignment
        let reversed = flow.isReversed
        forEachItemView { view, item in
            let distance = valid ? (Self.alignedPoint(of: item.frame, flow: flow, alignment: alignment) - snap) / pitch : 0
            body(ItemProgress(view: view, index: item.index, isClone: item.isClone, progress: reversed ? -distance : distance))
        }
    }

    /// Every item view laid out now with what an inspector sees of it (`forEachItemView`).
    public func forEachInspectedItem(_ body: (InspectedItem) -> Void) {
        forEachItemView { _, item in body(item) }
    }
}
