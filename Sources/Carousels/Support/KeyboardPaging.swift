import Foundation
import ScrollKit

/// A carousel that pages one item at a time on command: keys, clicks, wheel notches, autoplay.
///
/// Conformers implement `next(cause:)` and `previous(cause:)` (animated, adding up during an
/// animation: each command aims one item past where the strip is heading) and forward their
/// `handleKey(_:)` to `handlePagingKey(_:)`, so every technique answers the same keys. The cause
/// travels with the motion to the index change it leads to (`ScrollView.cause`).
@MainActor
public protocol KeyboardPaging: AnyObject {
    /// One item forward, for `cause`.
    func next(cause: ScrollCause)
    /// One item back, for `cause`.
    func previous(cause: ScrollCause)
}

extension KeyboardPaging {
    /// One item forward, called by code (`cause` `.api`).
    public func next() { next(cause: .api) }

    /// One item back, called by code (`cause` `.api`).
    public func previous() { previous(cause: .api) }

    /// A wheel notch: one item forward (`step` > 0) or back, as a key press would, with cause
    /// `.wheel`. Techniques answer their scroll view's `scrollView(_:stepBy:)` with it.
    public func stepByWheel(_ step: Int) -> Bool {
        if step > 0 { next(cause: .wheel) } else { previous(cause: .wheel) }
        return true
    }

    /// Left and Page Up go back one item, Right and Page Down forward. Returns false for any other key,
    /// which then goes on to the superview.
    public func handlePagingKey(_ event: KeyEvent) -> Bool {
        switch event.key {
        case .left, .pageUp: previous(cause: .key)
        case .right, .pageDown: next(cause: .key)
        default: return false
        }
        return true
    }
}
