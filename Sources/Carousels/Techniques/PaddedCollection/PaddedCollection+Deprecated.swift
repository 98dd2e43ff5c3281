import Foundation
import ScrollKit

// Seed C's spellings from before it took the carousel's layout policy, kept so that code written
// against them still builds (with a warning naming the new one).

extension PaddedInfiniteCollection {
    /// An empty strip of cells of `layout`.
    @available(*, deprecated, message: "use init(frame:layout:) with a CarouselLayout (layout.carouselLayout)")
    @_disfavoredOverload
    public convenience init(frame: CGRect = .zero, layout: StripLayout) {
        self.init(frame: frame, layout: layout.carouselLayout)
    }
}

extension StripCollectionView {
    /// A collection of cells of `layout`, which `makeCell` builds.
    @available(*, deprecated, message: "use init(frame:layout:makeCell:) with a CarouselLayout (layout.carouselLayout)")
    @_disfavoredOverload
    public convenience init(
        frame: CGRect = .zero, layout: StripLayout, makeCell: @escaping @MainActor () -> View = { BannerItemView() }
    ) {
        self.init(frame: frame, layout: layout.carouselLayout, makeCell: makeCell)
    }
}
