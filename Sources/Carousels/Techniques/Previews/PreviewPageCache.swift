import Foundation
import ScrollKit

/// The finite host's cells that left the loaded window (current page ± 1) recently, each still
/// configured for its page: kept, out of the view tree, so that scrolling back shows them again
/// without configuring anything, and dropped on a memory warning (seed D6). Least recently stored
/// goes first when the cache is full; the host recycles what goes.
@MainActor
struct PreviewPageCache {
    /// How many cells the cache keeps at most.
    let limit: Int
    /// Cached cells, oldest first.
    private var entries: [(page: Int, view: View)] = []

    init(limit: Int) {
        self.limit = max(0, limit)
        // Room for one past the limit, as `store` holds before it evicts: a page turn never grows it.
        entries.reserveCapacity(self.limit + 1)
    }

    /// The number of cells held.
    var count: Int { entries.count }

    /// The pages held, oldest first.
    var pages: [Int] { entries.map(\.page) }

    /// The cells held, oldest first.
    var views: [View] { entries.map(\.view) }

    /// Keeps `view` for `page` and appends to `evicted` the cells it no longer keeps: an older cell
    /// stored for the same page, and the oldest entries past the limit. Allocates nothing once
    /// `evicted` has room (a scroll stores a cell at every page turn).
    ///
    /// - Complexity: O(limit).
    mutating func store(_ view: View, forPage page: Int, evictingInto evicted: inout [View]) {
        while let index = entries.firstIndex(where: { $0.page == page }) {
            evicted.append(entries.remove(at: index).view)
        }
        entries.append((page, view))
        while entries.count > limit {
            evicted.append(entries.removeFirst().view)
        }
    }

    /// Takes the cell cached for `page` out of the cache, if there is one.
    mutating func take(page: Int) -> View? {
        guard let index = entries.firstIndex(where: { $0.page == page }) else { return nil }
        return entries.remove(at: index).view
    }

    /// Drops every cached cell, keeping the room for them (a batch empties the cache, and the page
    /// turns after it must not allocate).
    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
    }
}
