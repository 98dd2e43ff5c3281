import Foundation
import ScrollKit

/// What the group compositor remembers from frame to frame: the groups drawn last frame in order
/// (`RecentGroup`: what tells a group at rest from one changing in place, and spares hashing a
/// group drawn again) and how many groups this frame has drawn so far.
///
/// It decides nothing about pixels (`GroupCompositor` does). Every operation is O(1).
struct GroupHistory {
    /// Each raster group drawn last frame (and so far in this one), by its place in the list.
    private(set) var recentGroups: [RecentGroup] = []
    /// Raster groups drawn so far in this frame.
    private(set) var groupsDrawn = 0

    /// A history with no group drawn.
    init() {}

    /// The group drawn first last frame (what decides whether a frame starts by covering the target).
    var firstRecent: RecentGroup? { recentGroups.first }

    /// Starts counting the frame's groups from the first place again.
    mutating func beginFrame() { groupsDrawn = 0 }

    /// The place of the next group drawn in this frame's list, and the group drawn at that place
    /// last frame, if any.
    mutating func nextGroup() -> (ordinal: Int, recent: RecentGroup?) {
        let ordinal = groupsDrawn
        groupsDrawn += 1
        return (ordinal, ordinal < recentGroups.count ? recentGroups[ordinal] : nil)
    }

    /// Records `group` as the one drawn at place `ordinal` of this frame's list.
    mutating func remember(_ group: RecentGroup, at ordinal: Int) {
        if ordinal < recentGroups.count { recentGroups[ordinal] = group } else { recentGroups.append(group) }
    }
}
