import Foundation

/// A rectangle on screen that draws itself and holds subviews: UIKit's `UIView`, kept small and exact.
///
/// Geometry follows UIKit: `frame` is in the superview's coordinate space, `bounds` in the view's own;
/// `bounds.origin` shifts what the subviews show (a scroll view's `contentOffset` *is* its
/// `bounds.origin`); `bounds.size == frame.size` always, and changing it keeps `center` fixed.
/// The transforms are draw-time only (`drawScale`, `drawOffset`, `drawMask`, `projection`), and hit
/// testing follows what is drawn.
///
/// The stored properties a frame reads for every view (geometry, look, subviews, projection) are
/// `@exclusivity(unchecked)`: they are plain values a view's own methods read and set one at a time,
/// never across a call that could reach the same property (no `inout` of them is held), and the
/// runtime's dynamic exclusivity check on each read was a sixth of a model frame (issue 40).
@MainActor
open class View {
    @exclusivity(unchecked) private var frameStorage: CGRect
    @exclusivity(unchecked) private var boundsOrigin: CGPoint = .zero

    /// The subviews, back to front: the last one draws on top and is hit-tested first.
    @exclusivity(unchecked) public private(set) var subviews: [View] = []
    /// The view this one is a subview of. Weak: a superview owns its subviews, never the reverse.
    public private(set) weak var superview: View?

    /// A hidden view draws nothing and cannot be hit, nor can its subviews.
    @exclusivity(unchecked) public var isHidden = false
    /// Opacity, 0...1, multiplied into every subview. Views at or below 0.01 cannot be hit (as UIKit).
    @exclusivity(unchecked) public var alpha: Double = 1
    /// A view that does not take user interaction cannot be hit, nor can its subviews.
    @exclusivity(unchecked) public var isUserInteractionEnabled = true
    /// Restricts the drawing of subviews to the bounds. It never changes hit testing: a point outside
    /// the bounds misses the view and its subviews whether or not they are clipped.
    @exclusivity(unchecked) public var clipsToBounds = false
    /// Fills the bounds (with rounded corners if `cornerRadius` > 0) behind the content.
    @exclusivity(unchecked) public var backgroundColor: Color = .clear
    /// The radius of the rounded corners of the background, border and (in an `ImageView`) image, in points.
    @exclusivity(unchecked) public var cornerRadius: CGFloat = 0
    /// The border's width in points, drawn inside the bounds above the content; 0 draws none.
    @exclusivity(unchecked) public var borderWidth: CGFloat = 0
    /// The border's colour (see `borderWidth`).
    @exclusivity(unchecked) public var borderColor: Color = .black
    /// Draws the view and its subviews as one bitmap that the renderer keeps and reuses while what
    /// they draw stays the same relative to the view's origin: Core Animation's
    /// `CALayer.shouldRasterize`. Moving the view (a banner in a scrolling strip) then costs one
    /// copy of that bitmap a frame instead of drawing its image, scrim and text again. As with
    /// Core Animation, nothing outside the bounds is drawn (as if `clipsToBounds`), and `alpha`
    /// fades the flattened bitmap (group opacity), so overlapping subviews do not show through each
    /// other. Worth it for a view whose content changes rarely and which is redrawn every frame.
    /// Drawn scaled (`drawScale`) or dimmed (`dimming`), it stays one bitmap, scaled and dimmed as it
    /// is drawn. The renderer draws it directly, command by command, while an image in it is still
    /// fading in and while its content changes from frame to frame, and flattens it once it holds.
    @exclusivity(unchecked) public var shouldRasterize = false

    /// A scale applied when the view (with its subviews) is drawn, about `drawScaleAnchor`: 1 draws
    /// it as laid out, 0.8 at four fifths of its size. Layout ignores it (`frame` and `bounds` stay
    /// as laid out, as with UIKit's `transform`); hit testing and coordinate conversions follow what is
    /// drawn, so a scaled-down view takes a press only where it shows. Values are clamped to 0.01...100.
    @exclusivity(unchecked) public var drawScale: CGFloat = 1
    /// A colour laid over the view and its subviews, within its rounded corners, after them (part of
    /// its raster group when `shouldRasterize`: the renderer lays it over the cached bitmap while it
    /// changes): a translucent backdrop colour fades the view toward the backdrop. `.clear` (the default) draws
    /// nothing. It does not change hit testing.
    @exclusivity(unchecked) public var dimming: Color = .clear
    /// The point `drawScale` scales about, as a fraction of the bounds' size (0, 0: top-left; 0.5, 0.5:
    /// the centre, the default; 1, 0.5: the middle of the right edge). Core Animation's `anchorPoint`,
    /// for the draw-time scale only.
    @exclusivity(unchecked) public var drawScaleAnchor = CGPoint(x: 0.5, y: 0.5)
    /// A translation applied when the view (with its subviews) is drawn, after `drawScale`, in the
    /// superview's points: a view sliding toward the place layout gave it (a carousel's items closing
    /// the gap a removed item left). Layout ignores it, as it does `drawScale`; hit testing and
    /// coordinate conversions follow what is drawn. Zero by default.
    @exclusivity(unchecked) public var drawOffset: CGPoint = .zero
    /// The part of the view that shows, and where it shows (Material 3's keyline mask): only
    /// `drawMask.rect` (own coordinates, rounded by `cornerRadius`) is drawn, moved by
    /// `drawMask.offset`, the content still laid out at the full bounds, so it is cut, never squashed.
    /// Hit testing follows: a press outside the shown part misses the view. Rounded corners need
    /// `shouldRasterize` (the renderer cuts them from the view's bitmap); a view drawn command by
    /// command is clipped to the rectangle. nil (the default) shows the whole view.
    @exclusivity(unchecked) public var drawMask: DrawMask?
    /// The view placed in 3D and seen in perspective (iCarousel's layouts), in the superview's
    /// coordinates: the view is drawn as one bitmap (as if `shouldRasterize`) through the projection,
    /// in place of its frame, `drawScale` and `drawOffset`; its back is not drawn. Hit testing goes
    /// through the same projection, and the superview draws and hit-tests its projected subviews by
    /// depth (`Projection3D.drawingDepth`), the nearest in front. nil (the default) draws it flat.
    @exclusivity(unchecked) public var projection: Projection3D? {
        didSet {
            let projected = projection != nil
            guard projected != isProjected else { return }
            isProjected = projected
            superview?.projectedSubviewCount += projected ? 1 : -1
        }
    }
    /// Whether `projection` is set.
    @exclusivity(unchecked) private(set) var isProjected = false
    /// How many subviews are projected (`isProjected`), kept as projections are set and subviews come
    /// and go: whether the subviews are drawn and hit-tested by depth, known without a walk.
    @exclusivity(unchecked) var projectedSubviewCount = 0
    /// The order a superview with projected subviews draws them in, kept between frames so sorting
    /// allocates nothing once it has grown.
    @exclusivity(unchecked) var drawingOrder: [Int] = []
    /// The subviews' drawing orders (`Projection3D.drawingDepth`, `drawingTieBreak`) while
    /// `drawingOrder` is sorted, kept between frames as it is.
    @exclusivity(unchecked) var drawingKeys: [DrawingKey] = []

    /// The recognizers attached with `addGestureRecognizer(_:)`, in the order they were added.
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []

    /// What the view is to a screen reader (UIKit's `isAccessibilityElement` with its traits), or nil
    /// (the default) for a view that only groups others: its subviews' elements then belong to its
    /// nearest ancestor that is one. See `buildAccessibility(into:under:)`.
    public var accessibilityRole: AccessibilityRole?
    /// What a screen reader names the view (UIKit's `accessibilityLabel`); nil: no name.
    public var accessibilityLabel: String?
    /// What a screen reader says after the name (UIKit's `accessibilityHint`); nil: nothing.
    public var accessibilityHint: String?
    /// The view's name in every accessibility snapshot (`AccessibilityID.object`): a serial number
    /// given on first use, never reused while the process runs.
    public private(set) lazy var accessibilityIdentifier: UInt64 = AccessibilityBuilder.nextIdentifier()

    /// Set by `setNeedsLayout()` and by a change of size; cleared by `layoutIfNeeded()`.
    @exclusivity(unchecked) public internal(set) var needsLayout = true
    /// Set with `needsLayout` on the view and every ancestor (`setNeedsLayout()`), cleared by
    /// `layoutIfNeeded()`: whether a layout pass must walk this subtree at all.
    @exclusivity(unchecked) var subtreeNeedsLayout = true

    /// The run loop's frame clock: the animation driver of the window whose tree the view is in, handed
    /// down to the whole subtree when it joins that tree (and taken away when it leaves), as Compose
    /// provides its frame clock; nil outside a window. A view reads the time here (`now`, the last
    /// frame's or input event's time) and asks here to be advanced each frame; it never looks up the
    /// tree or at a clock of its own for it. O(1).
    public internal(set) weak var frameClock: AnimationDriver?

    /// A view of `frame`, in its superview's coordinates (points), with no subviews.
    public init(frame: CGRect = .zero) {
        frameStorage = frame
    }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates, in points.
    public var frame: CGRect {
        get { frameStorage }
        set {
            let sizeChanged = newValue.size != frameStorage.size
            frameStorage = newValue
            if sizeChanged { setNeedsLayout() }
        }
    }

    /// The view's rectangle in its own coordinates: `origin` is what the top-left corner shows
    /// (a scroll view's content offset), `size` equals `frame.size`.
    public var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: frameStorage.size) }
        set {
            boundsOrigin = newValue.origin
            guard newValue.size != frameStorage.size else { return }
            let center = self.center
            frameStorage = CGRect(
                x: center.x - newValue.width / 2,
                y: center.y - newValue.height / 2,
                width: newValue.width,
                height: newValue.height
            )
            setNeedsLayout()
        }
    }

    /// The centre of `frame`, in the superview's coordinates. Setting it moves the view, keeping its size.
    public var center: CGPoint {
        get { CGPoint(x: frameStorage.midX, y: frameStorage.midY) }
        set {
            frameStorage.origin = CGPoint(x: newValue.x - frameStorage.width / 2, y: newValue.y - frameStorage.height / 2)
        }
    }

    // MARK: Hierarchy

    /// Adds `view` on top of the other subviews, first removing it from any superview it has.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in `subviews` (0 is the back), first removing it from any superview.
    /// The index is clamped to `0...subviews.count`.
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self, "a view cannot be its own subview")
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
        } else {
            view.removeFromSuperview()
        }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        if view.isProjected, view.superview !== self { projectedSubviewCount += 1 }
        view.superview = self
        view.take(frameClock: frameClock)
        view.setNeedsLayout()
    }

    /// Detaches the view from its superview; it stops drawing and being hit, and leaves its window's
    /// frame clock.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        if isProjected { parent.projectedSubviewCount -= 1 }
        superview = nil
        take(frameClock: nil)
    }

    /// Hands `clock` down to this view and its subtree.
    ///
    /// - Complexity: O(1) when the subtree has it already, else O(v) for the v views of the subtree.
    func take(frameClock clock: AnimationDriver?) {
        guard frameClock !== clock else { return }
        frameClock = clock
        for subview in subviews { subview.take(frameClock: clock) }
    }

    /// Moves `view`, a subview, to the top of the stack.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Whether `self` is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let node = current {
            if node === view { return true }
            current = node.superview
        }
        return false
    }

    // MARK: Overridable behaviour (the mechanics live in View+HitTesting, View+Layout, View+Drawing)

    /// Whether `point`, in the view's own (bounds) coordinates, is inside it. Override to grow or
    /// shrink the touch area.
    open func point(inside point: CGPoint) -> Bool {
        bounds.contains(point)
    }

    /// The frontmost visible, interactive descendant (or `self`) under `point`, given in the view's own
    /// coordinates; nil when the point is outside or the view cannot be hit. Subviews are tried front
    /// to back. Override to forward touches (as a preview host does to its scroll view).
    open func hitTest(_ point: CGPoint) -> View? {
        defaultHitTest(point)
    }

    /// Lays out the subviews. Called only by `layoutIfNeeded()`, when the view needs layout.
    /// The default does nothing.
    open func layoutSubviews() {}

    /// Handles a key press while the view (or a subview) has keyboard focus. Return true when handled;
    /// unhandled keys go to the superview. The default handles nothing.
    open func handleKey(_ event: KeyEvent) -> Bool { false }

    /// Handles a wheel or trackpad scroll over the view. Return true when handled; unhandled wheels
    /// go to the superview. The default handles nothing.
    open func handleWheel(_ event: WheelEvent) -> Bool { false }

    /// Whether the view takes keyboard focus when pressed, or by Tab. Defaults to false.
    open var canBecomeFocused: Bool { false }

    /// Whether the gamepad's left stick steps this view's focus as the d-pad does (an arrow key per
    /// push, repeating while held), as a TV's focus-driven screen wants, instead of scrolling its
    /// scroll view (`GamepadNavigator`). Asked of the focused view. Defaults to false.
    open var stickStepsFocus: Bool { false }

    /// Appends what the view itself draws, above its background and below its subviews.
    /// `rect` is the view's bounds in window coordinates (the coordinates views lay out in, under a
    /// `drawScale`: the context maps what is appended). The default draws nothing.
    open func drawContent(in rect: CGRect, into context: inout DrawingContext) {}

    /// Appends what the view draws above its subviews (and below its border), such as scroll
    /// indicators. `rect` is the view's bounds in window coordinates. The default draws nothing.
    open func drawOverlay(in rect: CGRect, into context: inout DrawingContext) {}

    /// Adds the view's accessibility elements to `builder` under the element `parent`. The default:
    /// nothing for a hidden or transparent view; an element of `accessibilityRole` (named by the label,
    /// described by the hint, focusable and focused as the window's focus says, showing where it is
    /// drawn) with the subviews' elements under it; with no role, the subviews' elements under
    /// `parent`. A view whose elements are not its subviews (a carousel's logical items) overrides it.
    open func buildAccessibility(into builder: inout AccessibilityBuilder, under parent: AccessibilityID) {
        guard !isHidden, alpha > 0 else { return }
        var container = parent
        if let role = accessibilityRole {
            let id = AccessibilityID(object: accessibilityIdentifier)
            let node = AccessibilityNode(
                id: id, role: role, name: accessibilityLabel ?? "", description: accessibilityHint ?? "",
                states: builder.states(of: self), frame: builder.windowFrame(of: self))
            if builder.add(node, under: parent, performer: self) { container = id }
        }
        for subview in subviews { subview.buildAccessibility(into: &builder, under: container) }
    }

    /// Does the accessibility action `name` (one its element offers, e.g. "click") on the view's
    /// element, or on its logical item `item`, for an assistive technology (on the main thread,
    /// between frames). Returns whether it was done. The default offers and does nothing.
    open func performAccessibilityAction(_ name: String, onItem item: Int?) -> Bool { false }
}
