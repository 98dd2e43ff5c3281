import Carousels
import Foundation
import ScrollKit

/// One banner as the lab shows it while its config may change: the banner, its own length along the
/// main axis (nil: the layout's) and its config `"id"` (nil when it has none), the three things an
/// edit of the file is matched and applied by (`BannerMatching`).
public struct LiveBanner: Hashable, Sendable {
    public var banner: Banner
    /// Its own length along the main axis, in points; nil takes the layout's item length.
    public var length: CGFloat?
    /// The config's `"id"`, unique in its file; nil when it has none.
    public var id: String?

    public init(_ banner: Banner, length: CGFloat? = nil, id: String? = nil) {
        self.banner = banner
        self.length = length
        self.id = id
    }

    /// The banners of `config`, with their lengths and ids. O(n).
    public static func list(of config: LabConfig) -> [LiveBanner] {
        config.banners.indices.map { index in
            LiveBanner(
                config.banners[index],
                length: config.itemLengths.indices.contains(index) ? config.itemLengths[index] : nil,
                id: config.bannerIDs.indices.contains(index) ? config.bannerIDs[index] : nil)
        }
    }

    /// The lengths of `banners` as a carousel's `itemLengths` takes them: one per banner, or empty
    /// when none has a length of its own. O(n).
    public static func lengths(of banners: [LiveBanner]) -> [CGFloat?] {
        banners.contains { $0.length != nil } ? banners.map(\.length) : []
    }
}
