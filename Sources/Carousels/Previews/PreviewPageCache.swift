import Foundation
import ScrollKit

/// The finite-mode page views that left the loaded window (current page ± 1) recently: kept, out of
/// the view tree, so that scrolling back does not ask the data source again, and dropped on a memory
/// warning (seed D6). Least recently stored goes first when the cache is full.
@MainActor
struct PreviewPageCache {
    /// How many page views the cache keeps at most.
    let limit: Int
    /// Cached views, oldest first.
    private var entries: [(page: Int, view: View)] = []

    init(limit: Int) {
        self.limit = max(0, limit)
    }

    /// The number of views held.
    var count: Int { entries.count }

    /// The pages held, oldest first.
    var pages: [Int] { entries.map(\.page) }

    /// Keeps `view` for `page`, evicting the oldest entries past the limit.
    mutating func store(_ view: View, forPage page: Int) {
        entries.removeAll { $0.page == page }
        entries.append((page, view))
        if entries.count > limit { entries.removeFirst(entries.count - limit) }
    }

    /// Takes the view cached for `page` out of the cache, if there is one.
    mutating func take(page: Int) -> View? {
        guard let index = entries.firstIndex(where: { $0.page == page }) else { return nil }
        return entries.remove(at: index).view
    }

    /// Drops every cached view.
    mutating func removeAll() {
        entries.removeAll()
    }
}
