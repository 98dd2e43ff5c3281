import Foundation

/// Recognizes a drag: it begins once the pointer has moved `minimumDistance` from the press, then
/// reports every move, and on release the velocity the content should carry on with.
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
    /// How far the pointer must move, in points, before a pan begins (UIKit parity: 10 pt).
    public static let defaultMinimumDistance: CGFloat = 10

    /// How far the pointer must move from the press, in points, before this pan begins (the slop).
    public var minimumDistance = PanGestureRecognizer.defaultMinimumDistance

    private var pressLocation: CGPoint = .zero
    private var currentLocation: CGPoint = .zero
    private var tracker = VelocityTracker()
    private var releaseVelocity: CGPoint = .zero

    /// The part of `translation` spent crossing the slop: the point `minimumDistance` along the way
    /// from the press to where the pan began. A scroll view subtracts it, so the content trails the
    /// pointer by the slop and does not jump, however far the first mouse sample went.
    public private(set) var slopTranslation: CGPoint = .zero

    /// Where the press began, in window coordinates.
    public var startLocation: CGPoint { pressLocation }

    /// How far the pointer has moved since the press, in points (UIKit measures from the press too,
    /// so nothing jumps when the slop is crossed).
    public var translation: CGPoint {
        CGPoint(x: currentLocation.x - pressLocation.x, y: currentLocation.y - pressLocation.y)
    }

    /// The pointer's velocity in points per second, in window coordinates: the estimate at release
    /// once ended (faded to zero when the pointer paused before lifting, at most 8 000 pt/s), the
    /// running estimate before. Always finite.
    public var velocity: CGPoint {
        state == .ended ? releaseVelocity : tracker.velocity
    }

    /// Asked once the pointer has moved past the slop: false makes the pan fail instead of beginning
    /// (a horizontal scroll view refuses a vertical drag). The default accepts.
    open func shouldBegin() -> Bool { true }

    /// Starts tracking at the press: the translation and the velocity tracker start over. A press with a
    /// non-finite location or time fails the pan.
    open override func pointerBegan(_ event: PointerEvent) {
        guard event.isFinite else {
            state = .failed
            return
        }
        pressLocation = event.location
        currentLocation = event.location
        releaseVelocity = .zero
        slopTranslation = .zero
        tracker.reset()
        track(event)
    }

    /// Tracks the move; past `minimumDistance` the pan begins (if `shouldBegin()` agrees, else fails),
    /// and each later move reports `.changed`. Non-finite samples are dropped.
    open override func pointerMoved(_ event: PointerEvent) {
        guard event.isFinite else { return } // a NaN or infinite pointer sample is dropped
        currentLocation = event.location
        track(event)
        switch state {
        case .possible:
            let distance = event.location.distance(to: pressLocation)
            guard distance >= minimumDistance else { return } // false for NaN: a NaN pointer never pans
            let moved = translation
            slopTranslation =
                distance > 0
                ? CGPoint(x: moved.x * minimumDistance / distance, y: moved.y * minimumDistance / distance)
                : .zero
            if shouldBegin() { transition(to: .began) } else { state = .failed }
        case .began, .changed:
            transition(to: .changed)
        case .ended, .cancelled, .failed:
            break
        }
    }

    /// Ends a pan under way with its release velocity (`velocity`); a touch that never crossed the slop
    /// fails.
    open override func pointerEnded(_ event: PointerEvent) {
        if event.isFinite { currentLocation = event.location }
        switch state {
        case .began, .changed:
            // The release is not a sample: its pump stamps the lift's position late (see VelocityTracker).
            releaseVelocity = tracker.releaseVelocity(time: event.timestamp, position: currentLocation)
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

extension PointerEvent {
    /// Whether the location and time are finite numbers (a recognizer drops samples that are not).
    var isFinite: Bool { location.x.isFinite && location.y.isFinite && timestamp.isFinite }
}
