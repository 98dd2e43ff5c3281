import Foundation

/// The part of a view that shows, and where it shows: `View.drawMask`.
public struct DrawMask: Hashable, Sendable {
    /// The part drawn, in the view's own (bounds) coordinates, its corners rounded by the view's
    /// `cornerRadius`.
    public var rect: CGRect
    /// How far the shown part is moved from where the view is laid out, in the superview's points.
    public var offset: CGPoint

    /// A mask showing `rect` of the view, moved by `offset`.
    public init(rect: CGRect, offset: CGPoint = .zero) {
        self.rect = rect
        self.offset = offset
    }
}
