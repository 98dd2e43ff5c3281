import Foundation
import ScrollKit

/// The raster-group compositor's state: the groups drawn last frame in order (`RecentGroup`: what
/// tells a group at rest from one changing in place, and spares hashing a group drawn again) and
/// how many groups this frame has drawn so far. Group bitmaps are kept in the shape painter's
/// `RasterCache`.
///
/// The renderer walks the list and draws (`Renderer+RasterGroups.swift`); this value decides
/// nothing about pixels, it remembers. Main thread only, like the renderer that owns it; every
/// operation is O(1) but `cachedGroup`, O(commands).
@MainActor
struct GroupCompositor {
    /// Each raster group drawn last frame (and so far in this one), by its place in the list.
    private(set) var recentGroups: [RecentGroup] = []
    /// Raster groups drawn so far in this frame.
    private(set) var groupsDrawn = 0

    /// A compositor with nothing cached.
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

    /// The bitmap for `key` in `rasterCache`, if it was flattened from `content` (moved to
    /// `origin`), dimmed as `look` is (nil or a plain group: undimmed); marked as drawn in `frame`.
    func cachedGroup(
        _ key: RasterKey, content: ArraySlice<DisplayCommand>, origin: CGPoint, look: RasterGroup?,
        in rasterCache: inout RasterCache, frame: Int
    ) -> RasterCache.Entry? {
        let dimming = look.map { $0.isPlain ? .clear : $0.dimming } ?? .clear
        let radius = look.map { $0.isPlain ? 0 : $0.cornerRadius } ?? 0
        guard let entry = rasterCache.entry(for: key, frame: frame), entry.content.count == content.count,
            entry.dimming == dimming, entry.dimmingRadius == radius
        else { return nil }
        // A loop, not `zip(…).contains(where:)`: a closure formed here is main-actor isolated, and
        // Swift checks the executor on every call of it (every command of every group, every frame).
        var index = content.startIndex
        for stored in entry.content {
            guard stored == content[index].relative(to: origin) else { return nil }
            index += 1
        }
        return entry
    }
}
