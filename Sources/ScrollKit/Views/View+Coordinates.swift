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

    /// The rectangle the view is drawn in, in the superview's coordinates: `frame` scaled by
    /// `drawScale` about its anchor and moved by `drawOffset` (`frame` itself at scale 1 and no
    /// offset). What a press must land in to hit it.
    public var drawnFrame: CGRect {
        let frame = self.frame
        guard drawScale != 1 else { return frame.offsetBy(dx: drawOffset.x, dy: drawOffset.y) }
        let (scale, anchor) = drawScaleInSuperview
        return CGRect(
            x: anchor.x + (frame.minX - anchor.x) * scale + drawOffset.x,
            y: anchor.y + (frame.minY - anchor.y) * scale + drawOffset.y, width: frame.width * scale,
            height: frame.height * scale)
    }

    /// `point` in the superview's space (where the view is drawn scaled by `drawScale`), converted to
    /// this view's own space.
    func convert(_ point: CGPoint, fromSuperviewSpace: Void) -> CGPoint {
        var p = CGPoint(x: point.x - drawOffset.x, y: point.y - drawOffset.y)
        if drawScale != 1 {
            let (scale, anchor) = drawScaleInSuperview
            p = CGPoint(x: anchor.x + (p.x - anchor.x) / scale, y: anchor.y + (p.y - anchor.y) / scale)
        }
        return CGPoint(x: p.x - frame.origin.x + bounds.origin.x, y: p.y - frame.origin.y + bounds.origin.y)
    }

    /// `point` in this view's own space, converted to the superview's space (where it is drawn, after
    /// `drawScale`).
    func convertToSuperviewSpace(_ point: CGPoint) -> CGPoint {
        let p = CGPoint(x: point.x - bounds.origin.x + frame.origin.x, y: point.y - bounds.origin.y + frame.origin.y)
        guard drawScale != 1 else { return CGPoint(x: p.x + drawOffset.x, y: p.y + drawOffset.y) }
        let (scale, anchor) = drawScaleInSuperview
        return CGPoint(
            x: anchor.x + (p.x - anchor.x) * scale + drawOffset.x, y: anchor.y + (p.y - anchor.y) * scale + drawOffset.y)
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
