import Carousels
import Foundation
import ScrollKit
import ScrollKitSDL

/// Maps a parsed JSON tree to the config model, with an error at the exact place of every
/// problem.
///
/// The rules (the format's contract):
/// - The top level is an object with `banners` (required), `layout` and `images` (optional); no
///   other keys.
/// - `banners` is an array (possibly empty) of objects with `title`, `image` and optionally
///   `subtitle` (default ""), `length`, `id` and `row`, and no other keys. `id` is a non-empty string
///   unique in the file (a repeated one is an error at the second, naming the first's place): what
///   matches a banner across live edits of the file (`BannerMatching`). `title`, `subtitle` and `image` are
///   strings; `title` must not be blank; `subtitle` may be empty or absent. `image` is resolved by
///   `ImageReferenceResolver`. `length` is the banner's own length along the main axis, in points,
///   above 0 and at most 10 000 (`LabConfig.itemLengths`); without it a banner takes the layout's.
///   `row` is a non-blank string, the title of the `shelves` scene's row the banner is on
///   (`LabConfig.bannerRows`).
/// - `layout` is an object with optional `inset`, `spacing`, `cornerRadius`, `crossInset`: finite numbers in
///   `LabConfig.layoutValueRange`, in points. Missing keys keep `CarouselLayout.standard`. Its
///   optional policies (`LayoutPolicyDecoding.swift`): `itemLength` (points, above 0, at most
///   10 000) or `itemsPerView` (above 0, at most 100), not both; `align` (`"start"`, `"center"`,
///   `"end"`), `pageBy` (`"item"`, `"view"`), `contain` (`"none"`, `"trim"`), `keylines`
///   (`"multi-browse"`, `"hero"`, `"uncontained"`; not with a 3D `effect`). Its optional `axis`
///   (`"horizontal"` or `"vertical"`) and `direction` (`"ltr"` or `"rtl"`) give every technique's
///   `ItemFlow` (default horizontal, left to right).
/// - `images` is an object with optional `timeout`, `maxDownloadBytes`, `maxDimension`, `maxPixels`,
///   `cacheBytes`, `fadeDuration` (see `ImagesConfig.swift`); missing keys keep
///   `ImageLoader.Configuration.default`.
/// - `motion` (optional) is `"reduced"` or `"full"`: whether the lab reduces motion
///   (`LabConfig.reducesMotion`; absent: the desktop's setting decides).
/// - Unknown keys and repeated keys are errors anywhere (so a typo like `subtitel` is caught).
struct ConfigDecoder {
    /// The config file as the user named it, for messages.
    let file: String
    /// The absolute folder relative image paths are resolved against.
    let baseDirectory: String

    static let topLevelKeys = ["banners", "layout", "images", "motion"]
    static let bannerKeys = ["title", "subtitle", "image", "length", "id", "row"]
    static let layoutKeys = ["inset", "spacing", "cornerRadius", "crossInset", "axis", "direction", "effect"] + layoutPolicyKeys

    /// The banners (each with its own length, id and row, nil where it has none), the layout, the flow
    /// and the image loader's configuration.
    func decode(_ root: JSONValue) throws(ConfigError) -> (
        banners: [LiveBanner], layout: CarouselLayout, flow: ItemFlow, images: ImageLoader.Configuration
    ) {
        let top = try JSONObjectReader(
            root, named: "the top level", path: nil, allowedKeys: Self.topLevelKeys,
            file: file, hint: #"a config looks like {"banners": [{"title": "…", "subtitle": "…", "image": "…"}]}"#)
        let bannersValue = try top.required(
            "banners", expected: "an array of banners",
            hint: #"add "banners": [] (an empty list is allowed)"#)
        let banners = try decodeBanners(bannersValue)
        var layout = CarouselLayout.standard
        var flow = ItemFlow.horizontal
        if let value = top.optional("layout") { (layout, flow) = try decodeLayout(value) }
        var images = ImageLoader.Configuration.default
        if let value = top.optional("images") { images = try decodeImages(value) }
        return (banners, layout, flow, images)
    }

    /// The banners of a `"banners"` array, each with its own length, id and row (nil where it has none).
    /// A recording's data lines are read with it too (`RecordingReader`).
    func decodeBanners(_ value: JSONValue) throws(ConfigError) -> [LiveBanner] {
        guard case .array(let elements) = value.kind else {
            throw ConfigError(
                .wrongType, file: file, at: value.location,
                "expected an array for \"banners\", found \(value.typeDescription)",
                hint: #"write the banners as a list: "banners": [{…}, {…}]"#)
        }
        var banners: [LiveBanner] = []
        banners.reserveCapacity(elements.count)
        var resolved: [String: ImageReference] = [:] // configs repeat images: resolve each once
        var seenIDs: [String: (index: Int, location: TextPosition)] = [:]
        for (index, element) in elements.enumerated() {
            let path = "banners[\(index)]"
            let (banner, id) = try decodeBanner(element, path: path, resolved: &resolved)
            if let (id, location) = id {
                if let first = seenIDs[id] {
                    throw ConfigError(
                        .invalidValue, file: file, at: location,
                        "\"id\" \"\(id)\" in \(path) is already the id of banners[\(first.index)] (at \(first.location))",
                        hint: "give each banner its own id: it is what keeps a banner in place when the file is edited")
                }
                seenIDs[id] = (index, location)
            }
            banners.append(banner)
        }
        return banners
    }

    /// The top level's optional `"motion"`: true for `"reduced"`, false for `"full"`, nil when absent.
    /// Any other value is an error at the value naming the allowed ones.
    func decodeMotion(_ root: JSONValue) throws(ConfigError) -> Bool? {
        let top = try JSONObjectReader(
            root, named: "the top level", path: nil, allowedKeys: Self.topLevelKeys, file: file)
        return try top.optionalName("motion", of: Self.motionNames)
    }

    /// The names `"motion"` takes, in the order messages list them.
    static let motionNames: KeyValuePairs<String, Bool> = ["reduced": true, "full": false]

    /// One banner with its own `length`, `id` and `row` (each nil when absent), and where its `id` is.
    private func decodeBanner(_ value: JSONValue, path: String, resolved: inout [String: ImageReference]) throws(ConfigError)
        -> (LiveBanner, (String, TextPosition)?)
    {
        let object = try JSONObjectReader(
            value, named: path, path: path, allowedKeys: Self.bannerKeys, file: file,
            hint: #"each banner is an object: {"title": "…", "subtitle": "…", "image": "…"}"#)
        let (title, titleLocation) = try object.requiredString("title", hint: #"e.g. "title": "Summer Sale""#)
        if title.trimmingWhitespace.isEmpty {
            throw ConfigError(
                .invalidValue, file: file, at: titleLocation, "\"title\" in \(path) is empty",
                hint: "every banner needs a visible title")
        }
        let subtitle = try object.optionalString("subtitle", hint: #"e.g. "subtitle": "Until Sunday" (optional)"#) ?? ""
        let (image, imageLocation) = try object.requiredString("image", hint: #"e.g. "image": "images/summer.jpg""#)
        let reference: ImageReference
        do {
            if let known = resolved[image] {
                reference = known
            } else {
                reference = try ImageReferenceResolver.resolve(image, baseDirectory: baseDirectory)
                resolved[image] = reference
            }
        } catch {
            throw ConfigError(
                error.kind, file: file, at: imageLocation, "\"image\" in \(path): \(error.message)",
                hint: error.hint)
        }
        var length: CGFloat?
        if let value = object.optional("length") { length = try itemLength(value, key: "length", in: object) }
        var id: (String, TextPosition)?
        if object.optional("id") != nil {
            let (text, location) = try object.requiredString("id", hint: #"e.g. "id": "summer-sale""#)
            if text.isEmpty {
                throw ConfigError(
                    .invalidValue, file: file, at: location, "\"id\" in \(path) is empty",
                    hint: "give the banner a name of its own, or leave \"id\" out (it is then matched by title and image)")
            }
            id = (text, location)
        }
        var row: String?
        if object.optional("row") != nil {
            let (text, location) = try object.requiredString("row", hint: #"e.g. "row": "Continue watching""#)
            if text.trimmingWhitespace.isEmpty {
                throw ConfigError(
                    .invalidValue, file: file, at: location, "\"row\" in \(path) is blank",
                    hint: "name the row the banner is on (the shelves scene shows it as the row's title), or leave \"row\" out")
            }
            row = text
        }
        let banner = Banner(title: title, subtitle: subtitle, image: reference)
        return (LiveBanner(banner, length: length, id: id?.0, row: row), id)
    }

    private func decodeLayout(_ value: JSONValue) throws(ConfigError) -> (CarouselLayout, ItemFlow) {
        let object = try JSONObjectReader(
            value, named: "\"layout\"", path: "layout", allowedKeys: Self.layoutKeys,
            file: file, hint: #"e.g. "layout": {"inset": 16, "spacing": 8, "cornerRadius": 8}"#)
        var layout = CarouselLayout.standard
        if let v = object.optional("inset") { layout.inset = try points(v, key: "inset") }
        if let v = object.optional("spacing") { layout.spacing = try points(v, key: "spacing") }
        if let v = object.optional("cornerRadius") { layout.cornerRadius = try points(v, key: "cornerRadius") }
        if let v = object.optional("crossInset") { layout.crossInset = try points(v, key: "crossInset") }
        try decodePolicies(object, into: &layout)
        var flow = ItemFlow.horizontal
        if let axis = try object.optionalName("axis", of: FlowNames.axes) { flow.axis = axis }
        if let direction = try object.optionalName("direction", of: FlowNames.directions) { flow.direction = direction }
        return (layout, flow)
    }

    /// `"layout"`'s `effect` (a name of `FlowNames.effects`: `"none"`, `"scale"`, `"fade"`,
    /// `"parallax"`, `"coverflow"`, …), nil when absent; any other name is an error at the value naming
    /// the allowed ones, and a 3D effect with `keylines` is an error at the later of the two
    /// (`refuseKeylinesWith3D`). `root` has passed `decode(_:)`.
    func decodeEffect(_ root: JSONValue) throws(ConfigError) -> CarouselEffect? {
        let top = try JSONObjectReader(
            root, named: "the top level", path: nil, allowedKeys: Self.topLevelKeys, file: file, hint: nil)
        guard let value = top.optional("layout") else { return nil }
        let object = try JSONObjectReader(
            value, named: "\"layout\"", path: "layout", allowedKeys: Self.layoutKeys, file: file, hint: nil)
        let effect = try object.optionalName("effect", of: FlowNames.effects)
        try refuseKeylinesWith3D(object, effect: effect)
        return effect
    }

    /// A layout length: a finite number in `LabConfig.layoutValueRange`.
    private func points(_ value: JSONValue, key: String) throws(ConfigError) -> CGFloat {
        let range = LabConfig.layoutValueRange
        let bounds = "between \(Int(range.lowerBound)) and \(Int(range.upperBound)) points"
        guard case .number(let number, let literal) = value.kind else {
            throw ConfigError(
                .wrongType, file: file, at: value.location,
                "expected a number for \"\(key)\" in layout, found \(value.typeDescription)",
                hint: "write a number without quotes, e.g. \"\(key)\": 8")
        }
        guard number.isFinite, range.contains(CGFloat(number)) else {
            throw ConfigError(
                .invalidValue, file: file, at: value.location,
                "\"\(key)\" in layout must be \(bounds), found \(literal)")
        }
        return CGFloat(number)
    }
}
