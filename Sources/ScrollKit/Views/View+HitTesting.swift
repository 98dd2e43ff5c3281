import Foundation

extension View {
    /// The opacity at or below which a view is treated as transparent to touches (UIKit's value).
    public static let hitTestAlphaThreshold: Double = 0.01

    /// Whether the view can be hit at all: visible, interactive and not nearly transparent.
    public var acceptsHits: Bool {
        !isHidden && isUserInteractionEnabled && alpha > View.hitTestAlphaThreshold
    }

    /// UIKit's hit test: skip views that cannot be hit or do not contain the point, then ask the
    /// subviews frontmost first, and fall back to `self`. A subview sticking out of its superview
    /// cannot be hit there, whatever `clipsToBounds` says, because the superview's
    /// `point(inside:)` fails first.
    ///
    /// - Complexity: O(n) in the number of views under the point's path.
    func defaultHitTest(_ point: CGPoint) -> View? {
        guard acceptsHits, isShown(at: point), self.point(inside: point) else { return nil }
        if hasProjectedSubviews {
            // Nearest first: the order they are drawn in, reversed.
            sortDrawingOrder()
            for k in drawingOrder.indices.reversed() {
                let subview = subviews[drawingOrder[k]]
                if let hit = subview.hitTest(subview.convert(point, fromSuperviewSpace: ())) { return hit }
            }
            return self
        }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, fromSuperviewSpace: ())) {
                return hit
            }
        }
        return self
    }

    /// Whether `point` (own coordinates) is on a part of the view that is drawn: inside its
    /// `drawMask`, and not on a view its `projection` does not draw (its back, or a corner at the eye).
    /// A projected view, and a masked one drawn as one bitmap (`shouldRasterize`), have the view's
    /// rounded corners cut off: a point in a cut corner is not shown. (A masked view drawn command
    /// by command is clipped to the mask's rectangle, and a flat view is hit over its whole bounds,
    /// as in UIKit.)
    func isShown(at point: CGPoint) -> Bool {
        if let mask = drawMask {
            let radius = shouldRasterize ? cornerRadius : 0
            guard Self.rounded(mask.rect, radius: radius, contains: point) else { return false }
        }
        if let projection {
            guard projection.isDrawable(size: bounds.size) else { return false }
            if cornerRadius > 0, !Self.rounded(bounds, radius: cornerRadius, contains: point) { return false }
        }
        return true
    }

    /// Whether `rect` with its corners rounded by `radius` (clamped to half its shorter side)
    /// contains `point`. O(1).
    static func rounded(_ rect: CGRect, radius: CGFloat, contains point: CGPoint) -> Bool {
        guard rect.contains(point) else { return false }
        let r = min(max(radius, 0), rect.width / 2, rect.height / 2)
        guard r > 0 else { return true }
        // The nearest point of the rectangle inset by r: inside it, or within r of it.
        let x = min(max(point.x, rect.minX + r), rect.maxX - r)
        let y = min(max(point.y, rect.minY + r), rect.maxY - r)
        let dx = point.x - x
        let dy = point.y - y
        return dx * dx + dy * dy <= r * r
    }

    /// Whether any subview is drawn in 3D (`projection`): the subviews are then drawn and hit-tested
    /// by depth. O(1) (`projectedSubviewCount`).
    var hasProjectedSubviews: Bool { projectedSubviewCount > 0 }

    /// Fills `drawingOrder` with the subviews' indices back to front: by their projection's order
    /// (`Projection3D.isDrawn(before:)`; flat subviews at depth 0), ties kept in `subviews` order. An
    /// insertion sort into storage kept between frames: O(s²) for s subviews (the few items a 3D
    /// layout shows), allocating nothing once the storage has grown.
    func sortDrawingOrder() {
        drawingOrder.removeAll(keepingCapacity: true)
        // Each subview's order read once (a flat one's is the identity's: depth 0, tie 0), so the sort
        // compares two numbers, not two projections read through their views.
        drawingKeys.removeAll(keepingCapacity: true)
        let subviews = subviews
        for index in subviews.indices {
            let key = Unmanaged.passUnretained(subviews[index])._withUnsafeGuaranteedRef { subview in
                subview.projection.map { DrawingKey(depth: $0.drawingDepth, tieBreak: $0.drawingTieBreak) } ?? DrawingKey()
            }
            drawingKeys.append(key)
        }
        for index in drawingKeys.indices {
            let key = drawingKeys[index]
            var slot = drawingOrder.count
            drawingOrder.append(index)
            while slot > 0, key.isDrawn(before: drawingKeys[drawingOrder[slot - 1]]) {
                drawingOrder[slot] = drawingOrder[slot - 1]
                slot -= 1
            }
            drawingOrder[slot] = index
        }
    }
}

extension View {
    /// Whether a press at `point` (in the superview's coordinates) lands on what this view draws: inside
    /// its bounds (`point(inside:)`) as drawn (`drawScale`, `drawOffset`), within its `drawMask`,
    /// through its `projection`, and only if the view can be hit. O(1) (plus `point(inside:)`).
    public func drawnContains(_ point: CGPoint) -> Bool {
        guard acceptsHits else { return false }
        let own = convert(point, fromSuperviewSpace: ())
        return isShown(at: own) && self.point(inside: own)
    }

    /// The index in `views` (subviews of one superview) of the frontmost one drawn under `point` (in that
    /// superview's coordinates): of those that `drawnContains(_:)` it, the nearest by depth
    /// (`Projection3D.isDrawn(before:)`, flat views at depth 0), and among equals the last one in
    /// `views`'s order (drawn on top). nil when none is. O(v) for v views; allocates nothing.
    public static func frontmost(of views: [View], at point: CGPoint) -> Int? {
        frontmost(views.indices.lazy.map { ($0, views[$0]) }, at: point)
    }

    /// The key of the frontmost of `candidates` (keyed subviews of one superview) drawn under `point`,
    /// by the rule of `frontmost(of:at:)`. O(v) for v candidates; allocates nothing for a lazy sequence.
    public static func frontmost<Key>(_ candidates: some Sequence<(Key, View)>, at point: CGPoint) -> Key? {
        let flat = Projection3D(center: .zero, transform: .identity)
        var best: (key: Key, order: Projection3D)?
        for (key, view) in candidates where view.drawnContains(point) {
            let order = view.projection ?? flat
            if best.map({ !order.isDrawn(before: $0.order) }) ?? true { best = (key, order) }
        }
        return best?.key
    }
}

/// What a superview orders a projected subview by (`Projection3D.isDrawn(before:)`): its drawing depth,
/// then its tie-break; a flat subview's are both 0.
struct DrawingKey {
    var depth: CGFloat = 0
    var tieBreak: CGFloat = 0

    /// Whether a subview with this key is drawn before (behind) one with `other`.
    func isDrawn(before other: DrawingKey) -> Bool {
        depth != other.depth ? depth < other.depth : tieBreak < other.tieBreak
    }
}
