import Foundation
import ScrollKit

/// A cell that adapts its content to how large Material 3's keylines show it, as Compose's items read
/// `CarouselItemInfo`: a banner fades its text out as it narrows (`BannerItemView`), a card might
/// swap a title for an icon.
///
/// Under `CarouselLayout.keylines` every item view is laid out at the large length and masked
/// (`View.drawMask`); a view that conforms hears its placement each time the carousel places it, and
/// nil once keylines no longer mask it. Read `KeylinePlacement.sizeFraction` (0 at the arrangement's
/// small size, 1 at the large one) or the lengths themselves (`maskedLength`, `minLength`,
/// `maxLength`, in points):
///
/// ```swift
/// final class ProductCard: View, KeylineMaskedCell {
///     let name = Label(font: Font(size: 17, weight: .bold))
///     func keylinePlacementChanged(_ placement: KeylinePlacement?) {
///         name.alpha = Double(placement?.sizeFraction ?? 1)   // no name on a small card
///     }
/// }
/// ```
///
/// Called on every pass that moves the strip, so keep it cheap and change a view only when a value
/// changes (a view drawn as one bitmap, `View.shouldRasterize`, is redrawn when its content changes).
@MainActor
public protocol KeylineMaskedCell: View {
    /// The item is placed by the keylines at `placement` (nil: no keyline masks it any more).
    func keylinePlacementChanged(_ placement: KeylinePlacement?)
}

extension KeylinePlacement {
    /// How large the item shows between the arrangement's small size (0) and its large size (1):
    /// `(maskedLength − minLength) / (maxLength − minLength)`, held within 0...1; 1 when the two sizes
    /// are the same.
    public var sizeFraction: CGFloat {
        let range = maxLength - minLength
        guard range > 0, range.isFinite else { return 1 }
        return min(max((maskedLength - minLength) / range, 0), 1)
    }
}
