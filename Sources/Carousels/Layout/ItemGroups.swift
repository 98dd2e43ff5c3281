import Foundation

/// How the items of a finite strip, or of one period of an endless one, fall into paging groups:
/// consecutive runs, one snap each. Paging by item, every group is one item; paging by view, each
/// holds as many whole items as fit in the view less the insets (at least one), grouped greedily
/// from item 0 (Embla's `slidesToScroll: 'auto'`), the last group possibly shorter.
///
/// Items with lengths of their own are grouped once, in init (O(n)); past them every group holds
/// the same number of default-length items, found by arithmetic, so equal items store nothing.
/// Lookups are O(1), or O(log n) among the stored groups.
struct ItemGroups: Sendable {
    /// The first item of each group that starts among the items with lengths of their own,
    /// ascending from 0 (empty when there are none).
    private let heads: [Int]
    /// The first item of the regular groups after them (`itemCount` when there are none).
    private let tailStart: Int
    /// How many items each regular group holds (at least 1; the last may hold fewer).
    private let tailSize: Int
    /// How many items are grouped.
    private let itemCount: Int

    /// One group per item.
    init(byItemOf count: Int) {
        heads = []
        tailStart = 0
        tailSize = 1
        itemCount = count
    }

    /// Groups of as many whole items as span at most `limit` points (from the first's leading edge to
    /// the last's trailing edge), at least one each.
    init(byViewOf positions: ItemPositions, limit: CGFloat) {
        let count = positions.count
        let pitch = positions.defaultLength + positions.spacing
        let fitting = pitch > 0 ? (limit + positions.spacing) / pitch : .infinity
        var heads: [Int] = []
        var head = 0
        while head < positions.storedCount, head < count {
            heads.append(head)
            let origin = positions.start(head)
            var last = head
            while last + 1 < min(count, positions.storedCount), positions.end(last + 1) - origin <= limit { last += 1 }
            let next = last + 1
            if next >= positions.storedCount, next < count, positions.end(next) - origin <= limit {
                // The group runs on into the default-length items: as many more as fit, by arithmetic.
                let room = limit - (positions.end(next) - origin)
                last = next + MonotoneSearch.wholeCount(pitch > 0 ? room / pitch : .infinity, atMost: count - 1 - next)
            }
            head = last + 1
        }
        self.heads = heads
        tailStart = min(head, count)
        tailSize = max(1, MonotoneSearch.wholeCount(fitting, atMost: max(count, 1)))
        itemCount = count
    }

    /// How many groups are stored (those starting among the items with lengths of their own).
    var storedCount: Int { heads.count }

    /// How many groups there are.
    var count: Int {
        let rest = itemCount - tailStart
        return heads.count + rest / tailSize + (rest % tailSize > 0 ? 1 : 0)
    }

    /// The items of group `group` (in `0..<count`).
    func items(ofGroup group: Int) -> Range<Int> {
        if group < heads.count {
            return heads[group]..<(group + 1 < heads.count ? heads[group + 1] : tailStart)
        }
        let first = tailStart + (group - heads.count) * tailSize
        return first..<(first + min(tailSize, itemCount - first))
    }

    /// The group holding item `item` (in `0..<itemCount`).
    func group(ofItem item: Int) -> Int {
        guard item >= tailStart else {
            return MonotoneSearch.partitionPoint(in: 0..<heads.count) { heads[$0] > item } - 1
        }
        return heads.count + (item - tailStart) / tailSize
    }
}
