import Carousels
import Foundation

/// The names the config (`"layout"`'s `align`, `pageBy`, `contain` and `keylines`) and the command
/// line (`--align`, `--page-by`, `--contain`, `--keylines`) give a `CarouselLayout`'s policies, in the
/// order messages list them, and the ranges of its two item lengths.
enum LayoutNames {
    /// `align` and `--align`: which point of an item meets the view's snap point.
    static let alignments: KeyValuePairs<String, CarouselLayout.Alignment> = [
        "start": .start, "center": .center, "end": .end,
    ]
    /// `pageBy` and `--page-by`: how far one paging command moves.
    static let pageBy: KeyValuePairs<String, CarouselLayout.PageBy> = ["item": .item, "view": .view]
    /// `contain` and `--contain`: whether a finite strip may show empty space at its ends.
    static let containments: KeyValuePairs<String, CarouselLayout.Containment> = ["none": .none, "trim": .trim]
    /// `keylines` and `--keylines`: Material 3's keyline layout (items masked to the keyline they pass).
    static let keylines: KeyValuePairs<String, CarouselLayout.Keylines> = [
        "multi-browse": .multiBrowse, "hero": .hero, "uncontained": .uncontained,
    ]

    /// The effects a keyline layout takes (`FlowNames.effects` less the 3D ones), in order: "none",
    /// "scale", "fade", "parallax".
    static var flatEffectNames: [String] {
        FlowNames.effects.filter { !$0.value.isThreeDimensional }.map(\.key)
    }

    /// `itemLength`, a banner's `length` and `--item-length`, in points: above 0 and at most this.
    static var maximumLength: CGFloat { CarouselLayout.maximumFixedLength }
    /// `itemsPerView` and `--items-per-view`: above 0 and at most this.
    static var maximumItemsPerView: CGFloat { CarouselLayout.maximumItemsPerView }

    /// Whether `value` is a usable item length in points: finite, above 0, at most `maximumLength`.
    static func isLength(_ value: Double) -> Bool {
        value.isFinite && value > 0 && value <= Double(maximumLength)
    }

    /// Whether `value` is a usable number of items per view: finite, above 0, at most
    /// `maximumItemsPerView`.
    static func isItemsPerView(_ value: Double) -> Bool {
        value.isFinite && value > 0 && value <= Double(maximumItemsPerView)
    }

    /// `10000` for 10 000.0, `2.5` for 2.5: a bound as a message writes it.
    static func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}
