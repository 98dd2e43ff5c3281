import Foundation
import ScrollKit

/// A one-line notice at the top of the window for a moment, telling what a key did when it did not
/// do what it usually does (key A under reduced motion: `autoplay off: reduced motion`).
///
/// It hides itself `duration` seconds after it is shown, on the window's animation clock (no clock
/// of its own: the animation driver passes the time down).
@MainActor
public final class NoticeBadge: Badge, FrameAnimating {
    /// How long a notice stays, in seconds.
    public static let duration: TimeInterval = 2

    private var shownAt: Timestamp = 0

    /// A hidden notice badge in `frame`.
    public init(frame: CGRect = .zero) {
        super.init(frame: frame, color: Color(hex: 0x8F5A2A, alpha: 0.9))
    }

    /// Shows `text` for `duration` seconds from the window's current time (at once if the badge is
    /// not in a window, until the next notice).
    public func show(_ text: String) {
        label.text = text
        isHidden = false
        guard let driver = frameClock else { return }
        shownAt = driver.now
        driver.add(self)
    }

    /// Hides the notice once `duration` has passed since it was shown; false then (done).
    public func advance(to now: Timestamp) -> Bool {
        guard now - shownAt < NoticeBadge.duration else {
            isHidden = true
            return false
        }
        return true
    }
}
