import Foundation
import ScrollKit

/// A pool of item views waiting to be shown again: UIKit's reuse queue, for any view type.
///
/// `dequeue()` hands out a pooled view before it creates a new one; `enqueue(_:)` takes back a
/// view that fell off screen (detaching it from its superview). Views carry no state of their own
/// beyond what the technique configures on them, so any pooled view can show any item.
///
/// - Complexity: `dequeue()` and `enqueue(_:)` are O(1) (amortised), plus the O(k) detach of a view
///   from a superview with k subviews.
@MainActor
public final class ReusePool<ItemView: View> {
    private let make: @MainActor () -> ItemView
    private var pooled: [ItemView] = []

    /// How many views this pool has created since it was made (views are never destroyed by it).
    public private(set) var createdCount = 0
    /// How many views wait in the pool now.
    public var pooledCount: Int { pooled.count }

    /// A pool that creates views with `make` when it has none to hand out.
    public init(make: @escaping @MainActor () -> ItemView) {
        self.make = make
    }

    /// A view to show: the most recently pooled one, or a new one if the pool is empty.
    public func dequeue() -> ItemView {
        if let view = pooled.popLast() { return view }
        createdCount += 1
        return make()
    }

    /// Takes back `view`, removing it from its superview. It must not be on screen any more.
    public func enqueue(_ view: ItemView) {
        view.removeFromSuperview()
        pooled.append(view)
    }
}
