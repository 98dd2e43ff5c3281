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
    }

    /// The number of cells held.
    var count: Int { entries.count }

    /// The pages held, oldest first.
    var pages: [Int] { entries.map(\.page) }

    /// The cells held, oldest first.
    var views: [View] { entries.map(\.view) }

    /// Keeps `view` for `page` and returns the cells it no longer keeps: the oldest entries past the
    /// limit, and an older cell stored for the same page.
    mutating func store(_ view: View, forPage page: Int) -> [View] {
        var evicted = entries.filter { $0.page == page }.map(\.view)
        entries.removeAll { $0.page == page }
        entries.append((page, view))
        if entries.count > limit {
            let excess = entries.count - limit
            evicted += entries.prefix(excess).map(\.view)
            entries.removeFirst(excess)
        }
        return evicted
    }

    /// Takes the cell cached for `page` out of the cache, if there is one.
    mutating func take(page: Int) -> View? {
        guard let index = entries.firstIndex(where: { $0.page == page }) else { return nil }
        return entries.remove(at: index).view
    }

    /// Drops every cached cell.
    mutating func removeAll() {
        entries.removeAll()
    }
}
