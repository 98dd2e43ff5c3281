import Foundation
import ScrollKit

// Seed B's spellings from before it took the carousel's layout policy, kept so that code written
// against them still builds (with a warning naming the new one).

extension TilingScrollView {
    /// An empty strip of tiles of `tileLayout` in content `contentLength` points long.
    @available(*, deprecated, message: "use init(frame:layout:contentLength:) with a CarouselLayout (tileLayout.carouselLayout)")
    public convenience init(
        frame: CGRect = .zero, tileLayout: StripLayout, contentLength: CGFloat = TilingScrollView.defaultContentLength
    ) {
        self.init(frame: frame, layout: tileLayout.carouselLayout, contentLength: contentLength)
    }

    /// The tiles' length (the geometry's item length when the layout's is not fixed), spacing and
    /// corners. Setting it makes the tiles that fixed length, keeping the rest of `layout`.
    @available(*, deprecated, message: "use layout (a CarouselLayout: itemLength .fixed(…), spacing, cornerRadius)")
    public var tileLayout: StripLayout {
        get {
            let length: CGFloat
            if case .fixed(let fixed) = layout.itemLength { length = fixed } else { length = core.geometry.defaultItemLength }
            return StripLayout(itemLength: length, spacing: layout.spacing, cornerRadius: layout.cornerRadius)
        }
        set {
            var layout = self.layout
            layout.itemLength = .fixed(newValue.itemLength)
            layout.spacing = newValue.spacing
            layout.cornerRadius = newValue.cornerRadius
            self.layout = layout
        }
    }
}
