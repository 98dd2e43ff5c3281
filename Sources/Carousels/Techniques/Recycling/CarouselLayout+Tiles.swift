import Foundation

extension CarouselLayout {
    /// Seeds B and C's default layout: items a fixed 280 points long (between a third and a half of a
    /// 640 pt window), 12 points apart, corners of 8, no inset, centred, paging by item: the strips of
    /// tiles and cells the WWDC 2011 session and its blog post show.
    public static let tiles = CarouselLayout(inset: 0, spacing: 12, cornerRadius: 8, itemLength: .fixed(280))
}
