import Foundation
import ScrollKit

/// A carousel that pages one item at a time on command: keys, clicks, wheel notches, autoplay.
///
/// Conformers implement `next(cause:)` and `previous(cause:)` (animated, adding up during an
/// animation: each command aims one item past where the strip is heading). Every `Carousel` is one,
/// and forwards its `handleKey(_:)` to `Carousel.handlePagingKey(_:)`, so every technique answers the
/// same keys along its flow. The cause travels with the motion to the index change it leads to
/// (`ScrollView.cause`).
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
}
