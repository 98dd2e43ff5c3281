import Foundation

// Names from before the carousels took any cells and any layout, kept so that code written against
// them still builds, with a warning that names the new one.

/// Seed A's carousel under its old name: it holds any cells, not only banners.
@available(*, deprecated, renamed: "RecyclingCarousel")
public typealias BannerCarousel = RecyclingCarousel

/// The layout policy under seed A's old name: it lays out every technique's items.
@available(*, deprecated, renamed: "CarouselLayout")
public typealias BannerLayout = CarouselLayout
