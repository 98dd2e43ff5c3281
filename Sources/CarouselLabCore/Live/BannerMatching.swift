import Carousels
import Foundation
import ScrollKit

/// How an edit of the config turns into a batch of item changes (`CarouselItemChanges`): each new
/// banner is matched to the banner it continues, so the carousel keeps it (and the centred one stays
/// centred) while the others are inserted, removed or moved.
///
/// The rule, in order:
/// 1. a new banner with an `"id"` is the old banner with the same id;
/// 2. any other is the first old banner not yet matched with the same title and image, unless both
///    have ids (different ids are different banners);
/// 3. anything else is new (inserted), and the old banners left over are removed.
///
/// A matched banner whose other fields changed (title or image under the same id, subtitle, length)
/// is reloaded. The batch itself is Swift's diff of the matched identities
/// (`CarouselItemChanges(from:to:reloading:)`), so moves are found too.
public enum BannerMatching {
    /// The batch that turns the carousel's items `old` into `new`.
    ///
    /// - Complexity: O((n + m) · d) for n old and m new banners and d differences (the diff), plus
    ///   O(n + m) hashing for the matching.
    public static func changes(from old: [LiveBanner], to new: [LiveBanner]) -> CarouselItemChanges {
        let identities = identities(from: old, to: new)
        let reloading = Set(
            identities.new.indices.compactMap { index -> Int? in
                let key = identities.new[index]
                guard key < old.count else { return nil } // inserted
                return old[key] == new[index] ? nil : key
            })
        // The keys are unique by construction (old indices, and indices past them for new banners),
        // so the diff cannot refuse them; should it, the batch that replaces everything is still right.
        return (try? CarouselItemChanges(from: identities.old, to: identities.new, reloading: reloading))
            ?? CarouselItemChanges(removed: Array(old.indices), inserted: Array(new.indices))
    }

    /// A stable key for every banner: old banner i is i; a new banner is the key of the old banner it
    /// continues, or `old.count + j` (j its index) when it is new.
    static func identities(from old: [LiveBanner], to new: [LiveBanner]) -> (old: [Int], new: [Int]) {
        var matched = [Int?](repeating: nil, count: new.count)
        var taken = [Bool](repeating: false, count: old.count)
        // 1. By id.
        var byID: [String: Int] = [:]
        for (index, banner) in old.enumerated() {
            if let id = banner.id, byID[id] == nil { byID[id] = index }
        }
        for (index, banner) in new.enumerated() {
            guard let id = banner.id, let oldIndex = byID[id], !taken[oldIndex] else { continue }
            matched[index] = oldIndex
            taken[oldIndex] = true
        }
        // 2. By title and image, in order, among the old banners left.
        struct Look: Hashable {
            let title: String
            let image: ImageReference
        }
        var byLook: [Look: [Int]] = [:]
        for (index, banner) in old.enumerated().reversed() where !taken[index] {
            byLook[Look(title: banner.banner.title, image: banner.banner.image), default: []].append(index)
        }
        for (index, banner) in new.enumerated() where matched[index] == nil {
            let look = Look(title: banner.banner.title, image: banner.banner.image)
            guard var candidates = byLook[look] else { continue }
            // The first old banner left (the list is reversed: the first is last) that may be this one.
            guard let position = candidates.lastIndex(where: { old[$0].id == nil || banner.id == nil }) else { continue }
            let oldIndex = candidates.remove(at: position)
            byLook[look] = candidates
            matched[index] = oldIndex
            taken[oldIndex] = true
        }
        return (Array(old.indices), matched.indices.map { matched[$0] ?? old.count + $0 })
    }
}
