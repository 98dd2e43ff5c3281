import Foundation

/// Conversions between coordinate spaces. A view's own space has its top-left corner at
/// `bounds.origin`; its frame is placed in the superview's space. `nil` as the other view means the
/// window: the space of the root of the view's tree.
extension View {
    /// `point` in the superview's space, converted to this view's own space.
    func convert(_ point: CGPoint, fromSuperviewSpace: Void) -> CGPoint {
        CGPoint(x: point.x - frame.origin.x + bounds.origin.x, y: point.y - frame.origin.y + bounds.origin.y)
    }

    /// `point` in this view's own space, converted to the superview's space.
    func convertToSuperviewSpace(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - bounds.origin.x + frame.origin.x, y: point.y - bounds.origin.y + frame.origin.y)
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
