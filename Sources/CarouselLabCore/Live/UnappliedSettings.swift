import Carousels
import Foundation

/// What an edit of the config changed besides the banners: that waits for the lab's next start, and
/// the window says so in one log line (`logLine`), naming the `"layout"` keys that changed (a
/// `keylines` edit among them) so the user knows the edit was seen. A pure value: nothing here reads
/// a file or a clock.
public struct UnappliedSettings: Hashable, Sendable {
    /// The `"layout"` keys whose value changed, in the order the config documents them
    /// (`inset`, `spacing`, `cornerRadius`, `crossInset`, `itemLength`, `align`, `pageBy`, `contain`, `keylines`,
    /// `axis`, `direction`, `effect`); `itemLength` stands for `itemsPerView` too.
    public var layoutKeys: [String]
    /// Whether `"layout"` changed at all (also by a policy `layoutKeys` does not name).
    public var layout: Bool
    /// Whether `"images"` changed.
    public var images: Bool
    /// Whether `"motion"` changed.
    public var motion: Bool

    /// What `edited` changes of `shown` beyond the banners. O(1).
    public init(shown: LabConfig, edited: LabConfig) {
        let old = shown.layout
        let new = edited.layout
        let changes: [(String, Bool)] = [
            ("inset", old.inset != new.inset), ("spacing", old.spacing != new.spacing),
            ("cornerRadius", old.cornerRadius != new.cornerRadius), ("crossInset", old.crossInset != new.crossInset),
            ("itemLength", old.itemLength != new.itemLength),
            ("align", old.alignment != new.alignment), ("pageBy", old.pageBy != new.pageBy),
            ("contain", old.contain != new.contain), ("keylines", old.keylines != new.keylines),
            ("axis", shown.flow.axis != edited.flow.axis), ("direction", shown.flow.direction != edited.flow.direction),
            ("effect", shown.effect != edited.effect),
        ]
        layoutKeys = changes.filter(\.1).map(\.0)
        layout = old != new || shown.flow != edited.flow || shown.effect != edited.effect
        images = shown.images != edited.images
        motion = shown.reducesMotion != edited.reducesMotion
    }

    /// Whether nothing beyond the banners changed.
    public var isEmpty: Bool { !layout && !images && !motion }

    /// The one log line saying the edited settings apply at the next start, e.g. `only the banners
    /// change live: the edited "layout" (keylines, effect) and "images" apply when the lab starts
    /// again`; nil when nothing beyond the banners changed.
    public var logLine: String? {
        var changed: [String] = []
        if layout {
            changed.append(layoutKeys.isEmpty ? "\"layout\"" : "\"layout\" (\(layoutKeys.joined(separator: ", ")))")
        }
        if images { changed.append("\"images\"") }
        if motion { changed.append("\"motion\"") }
        guard !changed.isEmpty else { return nil }
        return "only the banners change live: the edited \(changed.joined(separator: " and ")) apply when the lab starts again"
    }
}
