import Foundation

/// Conversions between coordinate spaces. A view's own space has its top-left corner at
/// `bounds.origin`; its frame is placed in the superview's space. `nil` as the other view means the
/// window: the space of the root of the view's tree.
extension View {
    /// The scale `drawScale` draws with (clamped to 0.01...100) and the point it scales about, in the
    /// superview's space.
    var drawScaleInSuperview: (scale: CGFloat, anchor: CGPoint) {
        let frame = self.frame
        return (
            min(max(drawScale, 0.01), 100),
            CGPoint(x: frame.minX + drawScaleAnchor.x * frame.width, y: frame.minY + drawScaleAnchor.y * frame.height)
        )
    }

    /// How far the view is drawn from where it is laid out: `drawOffset` plus the mask's offset.
    var drawTranslation: CGPoint {
        guard let mask = drawMask else { return drawOffset }
        return CGPoint(x: drawOffset.x + mask.offset.x, y: drawOffset.y + mask.offset.y)
    }

    /// The rectangle the view is drawn in, in the superview's coordinates: `frame` scaled by
    /// `drawScale` about its anchor and moved by `drawOffset`, only its `drawMask` part if it has one
    /// (`frame` itself at scale 1, with no offset and no mask); under a `projection`, the smallest
    /// rectangle holding its projected corners (`.null` when it shows its back or reaches behind the
    /// eye). What a press must land in to hit it.
    public var drawnFrame: CGRect {
        if let projection {
            guard projection.isDrawable(size: bounds.size) else { return .null }
            return projection.boundingBox(size: bounds.size) ?? .null
        }
        let frame = self.frame
        var shown = frame
        if let mask = drawMask {
            shown = mask.rect.offsetBy(dx: frame.minX - bounds.minX, dy: frame.minY - bounds.minY)
        }
        let move = drawTranslation
        guard drawScale != 1 else { return shown.offsetBy(dx: move.x, dy: move.y) }
        let (scale, anchor) = drawScaleInSuperview
        return CGRect(
            x: anchor.x + (shown.minX - anchor.x) * scale + move.x,
            y: anchor.y + (shown.minY - anchor.y) * scale + move.y, width: shown.width * scale,
            height: shown.height * scale)
    }

    /// `point` in the superview's space (where the view is drawn scaled by `drawScale`, or projected),
    /// converted to this view's own space; under a projection, a point no part of the view is drawn at
    /// comes out at infinity (outside every view).
    func convert(_ point: CGPoint, fromSuperviewSpace: Void) -> CGPoint {
        if let projection {
            guard let q = projection.unproject(point) else { return CGPoint(x: CGFloat.infinity, y: .infinity) }
            return CGPoint(x: bounds.midX + q.x, y: bounds.midY + q.y)
        }
        let move = drawTranslation
        var p = CGPoint(x: point.x - move.x, y: point.y - move.y)
        if drawScale != 1 {
            let (scale, anchor) = drawScaleInSuperview
            p = CGPoint(x: anchor.x + (p.x - anchor.x) / scale, y: anchor.y + (p.y - anchor.y) / scale)
        }
        return CGPoint(x: p.x - frame.origin.x + bounds.origin.x, y: p.y - frame.origin.y + bounds.origin.y)
    }

    /// `point` in this view's own space, converted to the superview's space (where it is drawn, after
    /// `drawScale`, or projected).
    func convertToSuperviewSpace(_ point: CGPoint) -> CGPoint {
        if let projection {
            return projection.project(CGPoint(x: point.x - bounds.midX, y: point.y - bounds.midY))
                ?? CGPoint(x: CGFloat.infinity, y: .infinity)
        }
        let move = drawTranslation
        let p = CGPoint(x: point.x - bounds.origin.x + frame.origin.x, y: point.y - bounds.origin.y + frame.origin.y)
        guard drawScale != 1 else { return CGPoint(x: p.x + move.x, y: p.y + move.y) }
        let (scale, anchor) = drawScaleInSuperview
        return CGPoint(
            x: anchor.x + (p.x - anchor.x) * scale + move.x, y: anchor.y + (p.y - anchor.y) * scale + move.y)
    }

    /// The point in window coordinates (the root view's space) of `point` in this view's space.
    public func convertToWindow(_ point: CGPoint) -> CGPoint {
        var result = point
        var view: View = self
        while let parent = view.superview {
            result = view.convertToSuperviewSpace(result)
            view = parent
        }
        return result
    }

    /// The point in this view's space of `point` in window coordinates (the root view's space).
    public func convertFromWindow(_ point: CGPoint) -> CGPoint {
        guard let parent = superview else { return point }
        return convert(parent.convertFromWindow(point), fromSuperviewSpace: ())
    }

    /// Converts `point` from this view's space to `view`'s space (`nil`: the window's).
    /// Both views must be in the same tree.
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let inWindow = convertToWindow(point)
        return view?.convertFromWindow(inWindow) ?? inWindow
    }

    /// Converts `point` from `view`'s space (`nil`: the window's) to this view's space.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        convertFromWindow(view?.convertToWindow(point) ?? point)
    }

    /// Converts `rect` from this view's space to `view`'s space (`nil`: the window's).
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts `rect` from `view`'s space (`nil`: the window's) to this view's space.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }
}
