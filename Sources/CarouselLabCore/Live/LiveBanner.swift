import Carousels
import Foundation
import ScrollKit

/// One banner as the lab shows it while its config may change: the banner, its own length along the
/// main axis (nil: the layout's), its config `"id"` (nil when it has none), the three things an
/// edit of the file is matched and applied by (`BannerMatching`), and the `"row"` the `shelves` scene
/// puts it on.
public struct LiveBanner: Hashable, Sendable {
    public var banner: Banner
    /// Its own length along the main axis, in points; nil takes the layout's item length.
    public var length: CGFloat?
    /// The config's `"id"`, unique in its file; nil when it has none.
    public var id: String?
    /// The config's `"row"`: the title of the `shelves` scene's row it is on; nil when it has none.
    public var row: String?

    public init(_ banner: Banner, length: CGFloat? = nil, id: String? = nil, row: String? = nil) {
        self.banner = banner
        self.length = length
        self.id = id
        self.row = row
    }

    /// The banners of `config`, with their lengths, ids and rows. O(n).
    public static func list(of config: LabConfig) -> [LiveBanner] {
        config.banners.indices.map { index in
            LiveBanner(
                config.banners[index], length: config.itemLengths.element(at: index),
                id: config.bannerIDs.element(at: index), row: config.bannerRows.element(at: index))
        }
    }

    /// The lengths of `banners` as a carousel's `itemLengths` takes them: one per banner, or empty
    /// when none has a length of its own. O(n).
    public static func lengths(of banners: [LiveBanner]) -> [CGFloat?] {
        banners.contains { $0.length != nil } ? banners.map(\.length) : []
    }
}

extension Array {
    /// The element at `index` flattened, or nil past the end: the config's per-banner lists are empty
    /// when no banner sets their key.
    func element<Wrapped>(at index: Int) -> Wrapped? where Element == Wrapped? {
        indices.contains(index) ? self[index] : nil
    }
}
