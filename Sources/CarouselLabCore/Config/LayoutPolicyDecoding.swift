import Carousels
import Foundation

// `"layout"`'s policies and each banner's own `length` (issue 27, item 7): how the items are sized,
// aligned, paged and bounded, as `CarouselLayout` takes them.
//
//   "layout": {"itemsPerView": 3, "align": "start", "pageBy": "view", "contain": "trim"}
//   "layout": {"itemLength": 280}
//   "layout": {"keylines": "multi-browse", "itemLength": 240}
//   "banners": [{"title": "…", "image": "…", "length": 420}, …]

extension ConfigDecoder {
    /// The keys of `"layout"` that set its policies (besides `inset`, `spacing`, `cornerRadius`, the
    /// flow and the effect).
    static let layoutPolicyKeys = ["itemLength", "itemsPerView", "align", "pageBy", "contain", "keylines"]

    /// Reads `"layout"`'s `itemLength` or `itemsPerView` (giving both is an error at the later of the
    /// two values), `align`, `pageBy`, `contain` and `keylines` into `layout`; an absent key keeps its
    /// value. Under `keylines` the item length is the preferred large length (`CarouselLayout.keylines`).
    func decodePolicies(_ object: JSONObjectReader, into layout: inout CarouselLayout) throws(ConfigError) {
        let fixed = object.optional("itemLength")
        let perView = object.optional("itemsPerView")
        if let fixed, let perView {
            throw ConfigError(
                .invalidValue, file: file, at: max(fixed.location, perView.location),
                "\"itemLength\" and \"itemsPerView\" in layout both set the item length: give one of them",
                hint: #""itemLength" is points per item, "itemsPerView" how many items the view shows"#)
        }
        if let fixed { layout.itemLength = .fixed(try itemLength(fixed, key: "itemLength", in: object)) }
        if let perView { layout.itemLength = .itemsPerView(try itemsPerView(perView, in: object)) }
        if let alignment = try object.optionalName("align", of: LayoutNames.alignments) { layout.alignment = alignment }
        if let pageBy = try object.optionalName("pageBy", of: LayoutNames.pageBy) { layout.pageBy = pageBy }
        if let contain = try object.optionalName("contain", of: LayoutNames.containments) { layout.contain = contain }
        if let keylines = try object.optionalName("keylines", of: LayoutNames.keylines) { layout.keylines = keylines }
    }

    /// Refuses `"layout"`'s `keylines` together with a 3D `effect` (`CarouselEffect.isThreeDimensional`):
    /// a keyline layout masks flat items in place, a 3D effect places them in perspective, and the two
    /// cannot both say where an item is drawn. The error is at the later of the two values. `object`
    /// is `"layout"`, already decoded (its names are valid). O(1).
    func refuseKeylinesWith3D(_ object: JSONObjectReader, effect: CarouselEffect?) throws(ConfigError) {
        guard let effect, effect.isThreeDimensional, let keylinesValue = object.optional("keylines"),
            let effectValue = object.optional("effect"),
            let keylines = try object.optionalName("keylines", of: LayoutNames.keylines)
        else { return }
        throw ConfigError(
            .invalidValue, file: file, at: max(keylinesValue.location, effectValue.location),
            "\"keylines\": \"\(keylines.rawValue)\" and the 3D \"effect\": \"\(effect.rawValue)\" in layout cannot be "
                + "used together: keylines mask flat items in place, a 3D effect places them in perspective",
            hint: "remove one of them, or keep the keylines with a flat effect: "
                + LayoutNames.flatEffectNames.map { "\"\($0)\"" }.joined(separator: ", "))
    }

    /// An item length in points (`"layout"`'s `itemLength`, a banner's `length`): a number above 0 and
    /// at most `LayoutNames.maximumLength`. `object` is where `key` is, for the message.
    func itemLength(_ value: JSONValue, key: String, in object: JSONObjectReader) throws(ConfigError) -> CGFloat {
        let number = try number(
            value, key: key, in: object, hint: "write a number of points without quotes, e.g. \"\(key)\": 280")
        guard LayoutNames.isLength(number.value) else {
            throw ConfigError(
                .invalidValue, file: file, at: value.location,
                "\"\(key)\" \(object.placeDescription) must be above 0 and at most "
                    + "\(LayoutNames.format(LayoutNames.maximumLength)) points, found \(number.literal)",
                hint: key == "length" ? "leave it out and the banner takes the layout's item length" : nil)
        }
        return CGFloat(number.value)
    }

    /// `"layout"`'s `itemsPerView`: a number above 0 and at most `LayoutNames.maximumItemsPerView`.
    private func itemsPerView(_ value: JSONValue, in object: JSONObjectReader) throws(ConfigError) -> CGFloat {
        let number = try number(
            value, key: "itemsPerView", in: object, hint: #"write a number without quotes, e.g. "itemsPerView": 3"#)
        guard LayoutNames.isItemsPerView(number.value) else {
            throw ConfigError(
                .invalidValue, file: file, at: value.location,
                "\"itemsPerView\" \(object.placeDescription) must be above 0 and at most "
                    + "\(LayoutNames.format(LayoutNames.maximumItemsPerView)), found \(number.literal)",
                hint: "2.5 shows two and a half items")
        }
        return CGFloat(number.value)
    }

    /// A member that must be a number: its value and its literal as written; another type is an
    /// error at the value.
    private func number(_ value: JSONValue, key: String, in object: JSONObjectReader, hint: String) throws(ConfigError)
        -> (value: Double, literal: String)
    {
        guard case .number(let number, let literal) = value.kind else {
            throw ConfigError(
                .wrongType, file: file, at: value.location,
                "expected a number for \"\(key)\" \(object.placeDescription), found \(value.typeDescription)",
                hint: hint)
        }
        return (number, literal)
    }
}
