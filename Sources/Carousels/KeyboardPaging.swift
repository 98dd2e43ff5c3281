import Foundation
import ScrollKit

/// A carousel the keyboard pages one item at a time.
///
/// Conformers implement `next()` and `previous()` (animated, adding up during an animation) and
/// forward their `handleKey(_:)` to `handlePagingKey(_:)`, so every technique answers the same keys.
@MainActor
public protocol KeyboardPaging: AnyObject {
    /// One item forward.
    func next()
    /// One item back.
    func previous()
}

extension KeyboardPaging {
    /// Left and Page Up go back one item, Right and Page Down forward. Returns false for any other key,
    /// which then goes on to the superview.
    public func handlePagingKey(_ event: KeyEvent) -> Bool {
        switch event.key {
        case .left, .pageUp: previous()
        case .right, .pageDown: next()
        default: return false
        }
        return true
    }
}
