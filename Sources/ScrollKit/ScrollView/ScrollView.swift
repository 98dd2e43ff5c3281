import Foundation

/// A view whose content is larger than itself and moves under the pointer: UIKit's `UIScrollView`.
///
/// `contentOffset` *is* `bounds.origin`: subviews are placed in content coordinates and the offset
/// says which part shows. Dragging tracks the pointer (rubber-banded past the edges), a release
/// carries momentum with UIKit's per-millisecond decay, bounces back from the edges, and with
/// `isPagingEnabled` snaps to multiples of the bounds. All motion comes from pure simulations
/// (see `Physics/`) advanced by the window's `AnimationDriver`; nothing here reads a clock.
///
/// One `delegate` drives it; any number of observers (`addObserver(_:)`) hear the same calls after it.
///
/// Files by concern: this one holds state and geometry; `+Dragging` the pointer, `+Motion` the
/// simulations, `+Wheel` wheel and trackpad, `+Indicators` the scroll bars, `+Physics` the choice of
/// simulation for a release, `+Observers` the observers.
@MainActor
open class ScrollView: View, FrameAnimating {
    /// Hears scrolling events. Weak: the delegate usually owns the scroll view.
    public weak var delegate: ScrollViewDelegate?

    /// The size of the scrollable content, in points.
    public var contentSize: CGSize = .zero
    /// Extra scrollable margin around the content, in points.
    public var contentInset: EdgeInsets = .zero
    /// Whether dragging and momentum may go past the edges and bounce back (true) or stop there.
    public var bounces = true
    /// Lets a drag move (rubber-band) horizontally even when the content is not wider than the view.
    public var alwaysBounceHorizontal = false
    /// Lets a drag move (rubber-band) vertically even when the content is not taller than the view.
    public var alwaysBounceVertical = false
    /// A disabled scroll view ignores drags and wheels (programmatic scrolling still works).
    public var isScrollEnabled = true {
        didSet {
            panGestureRecognizer.isEnabled = isScrollEnabled
            // As in UIKit, disabling a recognizer mid-gesture cancels it: the drag ends at rest.
            if !isScrollEnabled, isTracking {
                panGestureRecognizer.pointerCancelled(
                    PointerEvent(.cancelled, at: .zero, device: panGestureRecognizer.device, time: now))
            }
        }
    }
    /// Whether a release snaps to a multiple of the bounds size (a page).
    public var isPagingEnabled = false
    /// The farthest one wheel or trackpad swipe moves the content from where it began, in points
    /// along each axis; the content stops there until the swipe ends. nil (the default): when
    /// `isPagingEnabled`, up to the neighbouring pages of the page the swipe began on (so a swipe,
    /// however long, turns one page, as a flick does), otherwise no limit. A carousel that snaps to
    /// items without paging sets its item length for the same effect.
    public var maximumWheelSwipeDistance: CGFloat?
    /// How quickly momentum decays, per millisecond: `.normal` (0.998) or `.fast` (0.99).
    public var decelerationRate: DecelerationRate = .normal
    /// Which way the content of a horizontal-only scroll view reads: a vertical wheel turned down moves
    /// toward the content's end, which right to left is its left (the offset shrinks). Horizontal wheel
    /// and trackpad deltas act physically whatever it says. UIKit's `semanticContentAttribute`.
    public var contentDirection: LayoutDirection = .leftToRight
    /// Whether the horizontal indicator bar shows while the content moves (it fades out after).
    public var showsHorizontalScrollIndicator = true
    /// Whether the vertical indicator bar shows while the content moves (it fades out after).
    public var showsVerticalScrollIndicator = true

    /// The pointer is down on the scroll view (whether or not it has moved).
    public internal(set) var isTracking = false
    /// The user is moving the content (a drag past the slop, or a wheel gesture).
    public internal(set) var isDragging = false
    /// The content moves on its own after a release: momentum, a bounce back or a paging snap.
    public internal(set) var isDecelerating = false

    /// Why the content last moved (or is moving): set by the scroll view for a drag, fling or wheel,
    /// and by `setContentOffset(_:animated:cause:)` for programmatic moves.
    public internal(set) var cause: ScrollCause = .api

    /// The recognizer that drags the content. It is the scroll view's own; add it nowhere else.
    public let panGestureRecognizer = ScrollPanGestureRecognizer()

    // Internal state, shared by the extensions (one concern each).
    var motion: Motion?
    var drag = DragState()
    var wheel = WheelState()
    var lastScrollActivity: Timestamp = -.infinity
    /// The observers, in the order they were added, held weakly (`ScrollView+Observers`).
    var observers: [WeakScrollObserver] = []

    /// A scroll view of `frame` (superview points), clipping to its bounds, with its pan recognizer
    /// attached; the content size is zero until set.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
        panGestureRecognizer.scrollView = self
        addGestureRecognizer(panGestureRecognizer)
    }

    // MARK: Offset

    /// The point of the content shown at the view's top-left corner, in points; equals `bounds.origin`.
    ///
    /// Assigning it moves the content at once and does not stop momentum: a running deceleration
    /// carries on from the new offset (this is how carousels recentre invisibly while moving).
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set { moveContent(to: newValue, byScrollView: false) }
    }

    /// Moves the content to `offset` because of `cause` (`.api` when code gives no other reason: it
    /// becomes `cause`, as given: a caller paging for a tap or a key names its device first with
    /// `ScrollCause.given(by:)`).
    ///
    /// Not animated: at once; any running motion simply stops, with no end call (the caller placed
    /// the content, as in UIKit's `setContentOffset(offset, animated: false)` idiom for stopping a
    /// scroll view), so a technique laying itself out hears nothing until it is done.
    ///
    /// Animated: a critically damped spring of UIKit's 0.3 s (`RetargetingSpringSimulation`), ending
    /// with `scrollViewDidEndScrollingAnimation`. Unlike UIKit, which restarts its 0.3 s ease-in-out
    /// from zero speed at every call, a call during any motion (an animation, momentum, a snap)
    /// starts from the content's current position *and velocity*: a burst of calls (key presses,
    /// wheel notches) is one glide that never stops between them, reports one
    /// `didEndScrollingAnimation`, never goes faster than `programmaticSpeedLimit` viewports per
    /// second, and lands exactly on the last offset. Replacing momentum or a snap ends it with
    /// `didEndDecelerating` first. In a window that reduces motion (`WindowRoot.reducesMotion`) an
    /// animated call is a cut: the offset is set at once and `didEndScrollingAnimation` follows.
    public func setContentOffset(_ offset: CGPoint, animated: Bool, cause: ScrollCause = .api) {
        self.cause = cause
        if animated, windowRoot?.reducesMotion == true {
            // Reduced motion: a cut, reported as an animation that ended at once (one report, so a
            // programmatic glide already running is replaced silently).
            stopMotion(notify: motion?.kind != .programmatic)
            moveContent(to: offset, byScrollView: true)
            notify { $0.scrollViewDidEndScrollingAnimation(self) }
        } else if animated {
            startProgrammaticAnimation(to: offset)
        } else {
            stopMotion(notify: false)
            moveContent(to: offset, byScrollView: false)
        }
    }

    /// Moves the content by `delta` points without a word to the delegate or the observers (Flutter's
    /// `correctBy`): for a technique that moves its own content under an unchanged picture (a
    /// recentre, a clone jump, a shift by a whole data set), or lays itself out. A running motion and
    /// a drag are carried along by the same amount, so they go on seamlessly from the new place.
    /// A non-finite `delta` is ignored.
    public func correctContentOffset(by delta: CGPoint) {
        guard delta != .zero, delta.x.isFinite, delta.y.isFinite else { return }
        carryMotion(by: delta)
        drag.shift(by: delta)
        bounds.origin.x += delta.x
        bounds.origin.y += delta.y
    }

    /// Where the content is heading: the running motion's target, else the offset (points).
    public var landingOffset: CGPoint { restingTarget ?? contentOffset }

    /// Whether nothing moves the content: not held, not dragged, no motion running.
    public var isAtRest: Bool { !isTracking && !isDragging && motion == nil }

    /// Scrolls the least distance that makes `rect` (content coordinates) visible, or as much of it as
    /// fits, staying within the scrollable range.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool, cause: ScrollCause = .api) {
        let visible = bounds
        var target = visible.origin
        if rect.minX < visible.minX || rect.width > visible.width {
            target.x = rect.minX
        } else if rect.maxX > visible.maxX {
            target.x = rect.maxX - visible.width
        }
        if rect.minY < visible.minY || rect.height > visible.height {
            target.y = rect.minY
        } else if rect.maxY > visible.maxY {
            target.y = rect.maxY - visible.height
        }
        setContentOffset(clamped(target), animated: animated, cause: cause)
    }

    // MARK: Range

    /// The smallest content offset at rest: minus the leading insets.
    public var minimumContentOffset: CGPoint {
        CGPoint(x: -contentInset.left, y: -contentInset.top)
    }

    /// The largest content offset at rest: the content's far edge (plus insets) at the view's far edge,
    /// never less than the minimum.
    public var maximumContentOffset: CGPoint {
        let minimum = minimumContentOffset
        return CGPoint(
            x: max(contentSize.width + contentInset.right - bounds.width, minimum.x),
            y: max(contentSize.height + contentInset.bottom - bounds.height, minimum.y)
        )
    }

    /// `offset` moved into the range a resting scroll view may show.
    public func clamped(_ offset: CGPoint) -> CGPoint {
        let low = minimumContentOffset
        let high = maximumContentOffset
        return CGPoint(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
    }

    /// Whether the content (with insets) is wider than the view, or `alwaysBounceHorizontal` is set.
    public var scrollsHorizontally: Bool {
        maximumContentOffset.x > minimumContentOffset.x || alwaysBounceHorizontal
    }

    /// Whether the content (with insets) is taller than the view, or `alwaysBounceVertical` is set.
    public var scrollsVertically: Bool {
        maximumContentOffset.y > minimumContentOffset.y || alwaysBounceVertical
    }

    // MARK: Internals shared by the extensions

    /// The run loop's current time as last passed down (`frameClock`; 0 outside a window).
    var now: Timestamp { frameClock?.now ?? 0 }

    /// Asks the window's frame clock to advance the scroll view every frame until it is idle.
    func keepTicking() {
        frameClock?.add(self)
    }

    /// Sets the offset and tells the delegate. `byScrollView`: the scroll view itself moves it (a drag,
    /// a simulation); otherwise it is an outside assignment, which during a motion or a drag
    /// shifts them by the same amount, so they continue seamlessly from the new place.
    func moveContent(to offset: CGPoint, byScrollView: Bool) {
        let old = bounds.origin
        // A non-finite offset (a delegate dividing by a zero width) would poison every later motion.
        guard offset != old, offset.x.isFinite, offset.y.isFinite else { return }
        if !byScrollView {
            let delta = CGPoint(x: offset.x - old.x, y: offset.y - old.y)
            carryMotion(by: delta)
            drag.shift(by: delta)
        }
        bounds.origin = offset
        // Out of a window (no frame clock) nobody sees the content move, and nothing would tick the
        // indicators' fade: they show only for a move made in a window.
        if frameClock != nil {
            lastScrollActivity = now
            if showsHorizontalScrollIndicator || showsVerticalScrollIndicator { keepTicking() }
        }
        notify { $0.scrollViewDidScroll(self) }
    }

    // MARK: Overrides (the work is in the extensions)

    open override func handleWheel(_ event: WheelEvent) -> Bool {
        scrollByWheel(event)
    }

    open override func drawOverlay(in rect: CGRect, into context: inout DrawingContext) {
        drawIndicators(in: rect, into: &context)
    }

    /// Advances the motion, the wheel gesture and the indicators' fade to `now` (the driver calls it).
    public func advance(to now: Timestamp) -> Bool {
        advanceMotion(to: now)
        advanceWheel(to: now)
        return motion != nil || wheel.isActive || indicatorsVisible(at: now)
    }
}
