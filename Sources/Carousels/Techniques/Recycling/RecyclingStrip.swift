import Foundation
import ScrollKit

/// The visible item views of a strip, in item order: one view per consecutive integer index (a tile
/// number or a row), first to last along the strip's flow (left to right here means in that order),
/// recycled through a `ReusePool`.
///
/// The strip knows nothing of geometry: the technique decides which indices are visible, asks the
/// strip to grow or shrink at either end, and places the views. New views come from the pool
/// before any is created; views that fall off either end go back into it. Indices are plain `Int`s
/// and exact whatever the scroll distance: a technique maps them to data (modulo the count).
///
/// - Complexity: growing or shrinking by one view is O(1) at the right end and O(v) at the left
///   end (v visible views, a handful); `sync(to:in:configure:)` is O(v + changes).
@MainActor
public final class RecyclingStrip<ItemView: View> {
    /// Where views come from and go back to.
    public private(set) var pool: ReusePool<ItemView>
    /// The views on screen, left to right: `views[i]` shows index `firstIndex + i`.
    public private(set) var views: [ItemView] = []
    /// The index shown by `views.first` (meaningless while the strip is empty).
    public private(set) var firstIndex = 0

    /// An empty strip that takes its views from `pool` and returns them there.
    public init(pool: ReusePool<ItemView>) {
        self.pool = pool
    }

    /// The indices shown, left to right.
    public var indices: Range<Int> { firstIndex..<(firstIndex + views.count) }
    /// Whether no view is shown.
    public var isEmpty: Bool { views.isEmpty }
    /// How many views are shown.
    public var count: Int { views.count }

    /// The view showing `index`, if it is in the strip.
    public func view(at index: Int) -> ItemView? {
        indices.contains(index) ? views[index - firstIndex] : nil
    }

    /// Starts an empty strip (emptying it first if needed) with one view showing `index`.
    @discardableResult
    public func start(at index: Int, in container: View, configure: (ItemView, Int) -> Void) -> ItemView {
        removeAll()
        firstIndex = index
        let view = pool.dequeue()
        configure(view, index)
        container.addSubview(view)
        views.append(view)
        return view
    }

    /// Adds a view for the index after the last one, on the right. The strip must not be empty.
    @discardableResult
    public func append(in container: View, configure: (ItemView, Int) -> Void) -> ItemView {
        precondition(!views.isEmpty, "start the strip first")
        let view = pool.dequeue()
        configure(view, firstIndex + views.count)
        container.addSubview(view)
        views.append(view)
        return view
    }

    /// Adds a view for the index before the first one, on the left. The strip must not be empty.
    @discardableResult
    public func prepend(in container: View, configure: (ItemView, Int) -> Void) -> ItemView {
        precondition(!views.isEmpty, "start the strip first")
        let view = pool.dequeue()
        firstIndex -= 1
        configure(view, firstIndex)
        container.addSubview(view)
        views.insert(view, at: 0)
        return view
    }

    /// Puts the rightmost view back into the pool.
    public func removeLast() {
        guard let view = views.popLast() else { return }
        pool.enqueue(view)
    }

    /// Puts the leftmost view back into the pool.
    public func removeFirst() {
        guard !views.isEmpty else { return }
        pool.enqueue(views.removeFirst())
        firstIndex += 1
    }

    /// Puts every view back into the pool.
    public func removeAll() {
        while !views.isEmpty { removeLast() }
    }

    /// Puts every view back into the pool, then takes views from a new pool that makes them with
    /// `make` (new cells: the views made so far are dropped with the old pool). The strip is left
    /// empty, as a new one.
    func restart(making make: @escaping @MainActor () -> ItemView) {
        removeAll()
        pool = ReusePool(make: make)
        firstIndex = 0
    }

    /// Makes the strip show exactly `range`: views that fall outside go to the pool, missing ones are
    /// added at the ends. When the old and new ranges do not overlap, the strip restarts at
    /// `range.lowerBound` (no views are made for the indices in between).
    public func sync(to range: Range<Int>, in container: View, configure: (ItemView, Int) -> Void) {
        guard !range.isEmpty else {
            removeAll()
            return
        }
        if views.isEmpty || !indices.overlaps(range) { start(at: range.lowerBound, in: container, configure: configure) }
        while let last = indices.last, last >= range.upperBound { removeLast() }
        while firstIndex < range.lowerBound { removeFirst() }
        while indices.upperBound < range.upperBound { append(in: container, configure: configure) }
        while firstIndex > range.lowerBound { prepend(in: container, configure: configure) }
    }
}
