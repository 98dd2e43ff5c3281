import Foundation

/// A flat view placed in 3D and seen in perspective: where each of its points is drawn.
///
/// A point `p` of the view, taken relative to the centre of its bounds (`q = p − bounds.center`, z = 0),
/// goes through `transform` (perspective included, `Transform3D.m34`) and the result, divided by its
/// `w`, is added to `center`: `center + (X / W, Y / W)`. This is how Core Animation draws a layer whose
/// anchor is its centre under a parent's perspective (`sublayerTransform`), iCarousel's set-up: every
/// item sits at the carousel's centre and its transform alone says where it shows.
///
/// Pure and O(1) per point; nothing allocates.
public struct Projection3D: Hashable, Sendable {
    /// Where the centre of the view's bounds is carried (before `transform` moves it), in the
    /// coordinates the projection is given in (a view's superview; the window in a display list).
    public var center: CGPoint
    /// The transform of points relative to the view's centre, perspective included.
    public var transform: Transform3D
    /// What a superview orders its projected subviews by, back (smallest) first: the depth of the
    /// view's centre (`centerDepth`) unless given (iCarousel orders by the depth of the local point
    /// (1, 1, 1): `Carousel3DDepthKey`).
    public var drawingDepth: CGFloat
    /// What orders views of equal `drawingDepth`, the smaller drawn first (iCarousel: the distance from
    /// the current item, negated, so the farther is drawn behind); 0 unless given, ties then kept in
    /// the superview's order.
    public var drawingTieBreak: CGFloat

    /// The smallest `w` a point may have and still be drawn: points at or behind the eye (w ≤ 0) have
    /// no image, and points just in front of it would be drawn huge.
    public static let nearestW: CGFloat = 0.05

    /// A projection carrying the view's centre to `center` and its points through `transform`, ordered
    /// among its siblings by `drawingDepth` (nil: the centre's depth), then `drawingTieBreak`.
    public init(center: CGPoint, transform: Transform3D, drawingDepth: CGFloat? = nil, drawingTieBreak: CGFloat = 0) {
        self.center = center
        self.transform = transform
        self.drawingDepth = drawingDepth ?? transform.m43
        self.drawingTieBreak = drawingTieBreak
    }

    /// Whether a view with this projection is drawn before (behind) one with `other`.
    public func isDrawn(before other: Projection3D) -> Bool {
        drawingDepth != other.drawingDepth ? drawingDepth < other.drawingDepth : drawingTieBreak < other.drawingTieBreak
    }

    /// The same projection with `center` moved by (`dx`, `dy`): the projection given in another space
    /// that differs from this one by a translation.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Projection3D {
        var moved = self
        moved.center = CGPoint(x: center.x + dx, y: center.y + dy)
        return moved
    }

    /// Where `q` (relative to the view's centre) is drawn, or nil when it is at or behind the eye.
    public func project(_ q: CGPoint) -> CGPoint? {
        let h = transform.apply(x: q.x, y: q.y, z: 0)
        guard h.w >= Projection3D.nearestW, h.x.isFinite, h.y.isFinite else { return nil }
        return CGPoint(x: center.x + h.x / h.w, y: center.y + h.y / h.w)
    }

    /// The depth of `q` (relative to the view's centre) after `transform`, in points toward the viewer
    /// (larger is nearer), before the perspective divide.
    public func depth(of q: CGPoint) -> CGFloat {
        transform.apply(x: q.x, y: q.y, z: 0).z
    }

    /// The depth of the view's centre: what views drawn in 3D are sorted by, back (smallest) first.
    public var centerDepth: CGFloat { transform.m43 }

    /// The point of the view's plane (relative to its centre) drawn at `point`, or nil when no point
    /// of the plane is drawn there (the plane seen edge on, or the point's ray missing it in front of
    /// the eye): the inverse hit testing uses. Solves the 2 × 2 system of the plane's homography.
    public func unproject(_ point: CGPoint) -> CGPoint? {
        let t = transform
        let sx = point.x - center.x
        let sy = point.y - center.y
        // X − sx·W = 0 and Y − sy·W = 0 with X, Y, W linear in (x, y).
        let a = t.m11 - sx * t.m14
        let b = t.m21 - sx * t.m24
        let c = t.m12 - sy * t.m14
        let d = t.m22 - sy * t.m24
        let e = sx * t.m44 - t.m41
        let f = sy * t.m44 - t.m42
        let det = a * d - b * c
        guard abs(det) > 1e-9, det.isFinite else { return nil }
        let q = CGPoint(x: (e * d - b * f) / det, y: (a * f - e * c) / det)
        let w = q.x * t.m14 + q.y * t.m24 + t.m44
        guard w >= Projection3D.nearestW, q.x.isFinite, q.y.isFinite else { return nil }
        return q
    }

    /// Whether the view shows its back: its corners, projected, wind the other way round (the view
    /// turned more than a quarter turn away). Back faces are not drawn nor hit (iCarousel hides them
    /// unless told otherwise). A view of zero size never faces back.
    public func showsBack(size: CGSize) -> Bool {
        let hw = size.width / 2
        let hh = size.height / 2
        guard hw > 0, hh > 0 else { return false }
        // The normal's z after the transform: the cross product of the projected edge directions at the centre.
        guard let o = project(.zero), let px = project(CGPoint(x: hw, y: 0)), let py = project(CGPoint(x: 0, y: hh))
        else { return true }
        let cross = (px.x - o.x) * (py.y - o.y) - (px.y - o.y) * (py.x - o.x)
        return cross < 0
    }

    /// Whether a view of `size` is drawn at all: it does not show its back and no corner reaches
    /// the eye (`boundingBox(size:)`). What is not drawn is not hit.
    public func isDrawable(size: CGSize) -> Bool {
        !showsBack(size: size) && boundingBox(size: size) != nil
    }

    /// The smallest rectangle holding the projection of a view of `size`: its four corners projected
    /// (a plane's image of a rectangle is a quadrilateral, whose corners bound it); nil when a corner
    /// is at or behind the eye.
    public func boundingBox(size: CGSize) -> CGRect? {
        let hw = size.width / 2
        let hh = size.height / 2
        guard let a = project(CGPoint(x: -hw, y: -hh)), let b = project(CGPoint(x: hw, y: -hh)),
            let c = project(CGPoint(x: hw, y: hh)), let d = project(CGPoint(x: -hw, y: hh))
        else { return nil }
        let minX = min(a.x, b.x, c.x, d.x)
        let minY = min(a.y, b.y, c.y, d.y)
        return CGRect(x: minX, y: minY, width: max(a.x, b.x, c.x, d.x) - minX, height: max(a.y, b.y, c.y, d.y) - minY)
    }
}
