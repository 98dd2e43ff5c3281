import Foundation

/// Recognizes a drag: it begins once the pointer has moved `minimumDistance` from the press, then
/// reports every move, and on release the velocity the content should carry on with.
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
    /// How far the pointer must move, in points, before a pan begins (UIKit parity: 10 pt).
    public static let defaultMinimumDistance: CGFloat = 10

    public var minimumDistance = PanGestureRecognizer.defaultMinimumDistance

    private var pressLocation: CGPoint = .zero
    private var currentLocation: CGPoint = .zero
    private var tracker = VelocityTracker()
    private var releaseVelocity: CGPoint = .zero

    /// Where the press began, in window coordinates.
    public var startLocation: CGPoint { pressLocation }

    /// How far the pointer has moved since the press, in points (UIKit measures from the press too,
    /// so nothing jumps when the slop is crossed).
    public var translation: CGPoint {
        CGPoint(x: currentLocation.x - pressLocation.x, y: currentLocation.y - pressLocation.y)
    }

    /// The pointer's velocity in points per second, in window coordinates: the estimate at release
    /// once ended (zero when the pointer paused before lifting), the running estimate before.
    public var velocity: CGPoint {
        state == .ended ? releaseVelocity : tracker.velocity
    }

    /// Asked once the pointer has moved past the slop: false makes the pan fail instead of beginning
    /// (a horizontal scroll view refuses a vertical drag). The default accepts.
    open func shouldBegin() -> Bool { true }

    open override func pointerBegan(_ event: PointerEvent) {
        pressLocation = event.location
        currentLocation = event.location
        releaseVelocity = .zero
        tracker.reset()
        track(event)
    }

    open override func pointerMoved(_ event: PointerEvent) {
        currentLocation = event.location
        track(event)
        switch state {
        case .possible:
            guard event.location.distance(to: pressLocation) >= minimumDistance else { return }
            if shouldBegin() { transition(to: .began) } else { state = .failed }
        case .began, .changed:
            transition(to: .changed)
        case .ended, .cancelled, .failed:
            break
        }
    }

    open override func pointerEnded(_ event: PointerEvent) {
        currentLocation = event.location
        track(event)
        switch state {
        case .began, .changed:
            releaseVelocity = tracker.velocity
            transition(to: .ended)
        case .possible:
            state = .failed
        case .ended, .cancelled, .failed:
            break
        }
    }

    private func track(_ event: PointerEvent) {
        tracker.addSample(time: event.timestamp, position: event.location)
    }
}
