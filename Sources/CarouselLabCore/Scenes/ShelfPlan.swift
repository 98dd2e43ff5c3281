import Foundation

/// Which banners the `shelves` scene puts on which row: a pure value from the config's banners.
///
/// With any banner carrying a `"row"`, the rows are the distinct row titles in the order they first
/// appear, each holding its banners in file order; banners without a `"row"` then go to one last row,
/// `ShelfPlan.unassignedTitle`, so none is dropped. Without any `"row"`, the scene shows
/// `defaultRowCount` rows of `defaultRowLength` banners, row r starting at banner
/// `r × defaultRowLength` and cycling through the list (a short list repeats; an empty one makes
/// empty rows).
public struct ShelfPlan: Hashable, Sendable {
    /// One row: its title and the indices of the config's banners it shows, in order.
    public struct Row: Hashable, Sendable {
        /// The title drawn above the row.
        public var title: String
        /// Indices into the config's banners, in the order the row shows them.
        public var bannerIndices: [Int]
    }

    /// The rows, top to bottom (start to end of the column).
    public var rows: [Row]

    /// The rows without any `"row"` in the config.
    public static let defaultRowCount = 4
    /// The banners of each row without any `"row"` in the config.
    public static let defaultRowLength = 10
    /// The titles of the default rows, in order.
    public static let defaultTitles = ["Featured", "New this week", "Popular", "Picked for you"]
    /// The title of the row holding the banners without a `"row"` when others have one.
    public static let unassignedTitle = "More"

    /// The plan for banners whose `"row"`s are `rows` (one per banner, nil where a banner has none;
    /// empty when none has one), `count` banners in all. O(count).
    public init(count: Int, rows: [String?]) {
        guard rows.contains(where: { $0 != nil }) else {
            self.rows = (0..<Self.defaultRowCount).map { row in
                Row(
                    title: Self.defaultTitles[row],
                    bannerIndices: count == 0
                        ? [] : (0..<Self.defaultRowLength).map { (row * Self.defaultRowLength + $0) % count })
            }
            return
        }
        var order: [String] = []
        var members: [String: [Int]] = [:]
        var unassigned: [Int] = []
        for index in 0..<count {
            guard let title = rows.element(at: index) else {
                unassigned.append(index)
                continue
            }
            if members[title] == nil { order.append(title) }
            members[title, default: []].append(index)
        }
        var planned = order.map { Row(title: $0, bannerIndices: members[$0] ?? []) }
        if !unassigned.isEmpty {
            // A config row of that very name takes them, so one title never shows twice.
            if let existing = planned.firstIndex(where: { $0.title == Self.unassignedTitle }) {
                planned[existing].bannerIndices.append(contentsOf: unassigned)
            } else {
                planned.append(Row(title: Self.unassignedTitle, bannerIndices: unassigned))
            }
        }
        self.rows = planned
    }
}
