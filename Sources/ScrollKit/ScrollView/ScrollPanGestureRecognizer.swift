import Foundation

/// The pan recognizer every `ScrollView` owns. Beyond a plain pan it tells the scroll view when the
/// pointer goes down and up (a press stops a moving scroll view at once and takes the touch from the
/// content below: a brake, never a tap), and it only begins along an axis the view can scroll.
@MainActor
public final class ScrollPanGestureRecognizer: PanGestureRecognizer {
    weak var scrollView: ScrollView?
    private var caughtMotion = false
    private var didPan = false

    init() {
        super.init()
        action = { recognizer in
            guard let pan = recognizer as? ScrollPanGestureRecognizer else { return }
            pan.scrollView?.panChanged(pan)
        }
    }

    /// True when the press stopped the content moving: the content's own recognizers then fail.
    public override var claimsTouchOnPress: Bool { caughtMotion }

    public override func shouldBegin() -> Bool {
        guard let scrollView else { return false }
        let moved = translation
        if abs(moved.x) >= abs(moved.y) { return scrollView.scrollsHorizontally }
        return scrollView.scrollsVertically
    }

    /// Starts the pan and tells the scroll view a press came: a moving scroll view stops at once, and the
    /// press then claims the touch (`claimsTouchOnPress`).
    public override func pointerBegan(_ event: PointerEvent) {
        super.pointerBegan(event)
        didPan = false
        caughtMotion = scrollView?.pointerPressed() ?? false
    }

    /// Tracks the move; the scroll view follows once the pan has begun.
    public override func pointerMoved(_ event: PointerEvent) {
        super.pointerMoved(event)
        if state == .began { didPan = true }
    }

    /// Ends the pan and tells the scroll view the pointer lifted: it releases with the pan's velocity
    /// (momentum, a bounce or a snap), or settles after a press that only caught a motion.
    public override func pointerEnded(_ event: PointerEvent) {
        super.pointerEnded(event)
        scrollView?.pointerLifted(afterPanning: didPan, caughtMotion: caughtMotion, device: device)
        caughtMotion = false
    }

    /// Cancels the pan and lets the scroll view settle as on a release.
    public override func pointerCancelled(_ event: PointerEvent) {
        super.pointerCancelled(event)
        scrollView?.pointerLifted(afterPanning: didPan, caughtMotion: caughtMotion, device: device)
        caughtMotion = false
    }
}
