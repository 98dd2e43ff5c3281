import Carousels
import Foundation
import ScrollKit
import ScrollKitSDL

/// A loaded Carousel Lab config: the banners to show and the carousel geometry.
///
/// The file format (a user-facing contract; see `ConfigDecoder` for every rule):
///
///     {
///       "banners": [
///         {"title": "Summer Sale", "subtitle": "Until Sunday", "image": "images/summer.jpg", "length": 420,
///          "id": "summer"}
///       ],
///       "layout": {"inset": 16, "spacing": 8, "cornerRadius": 8, "crossInset": 0, "axis": "vertical", "direction": "rtl",
///                  "itemsPerView": 3, "align": "start", "pageBy": "view", "contain": "trim",
///                  "keylines": "multi-browse", "effect": "fade"},
///       "images": {"timeout": 8, "maxDownloadBytes": 16777216, "maxDimension": 8192},
///       "motion": "reduced"
///     }
///
/// `banners` is required and may be empty; `layout`, `images` and each of their keys are optional.
/// An `image` is a path relative to the config file's folder, an absolute path, a `file://`
/// URL, or an `http(s)://` URL (kept as written). Whether image files exist is not checked here.
public struct LabConfig: Hashable, Sendable {
    /// The banners, in file order, with every image already resolved (see `Banner.image`).
    public var banners: [Banner]
    /// How every technique sizes, aligns, pages and bounds its items (`"layout"`: `inset`, `spacing`,
    /// `cornerRadius`, `crossInset`, `itemLength` or `itemsPerView`, `align`, `pageBy`, `contain`, `keylines`;
    /// docs/BEHAVIOURS.md A1), defaults filled in. With `keylines` the item length is the preferred
    /// large length.
    public var layout: CarouselLayout
    /// Each banner's own length along the main axis, in points, by index (its `length`; nil: the
    /// layout's item length), for a carousel's `core.itemLengths`. Empty when no banner has one.
    public var itemLengths: [CGFloat?] = []
    /// Each banner's `id`, by index (nil where a banner has none): what matches a banner across live
    /// edits of the file (`BannerMatching`). Empty when no banner has one.
    public var bannerIDs: [String?] = []
    /// Each banner's `"row"`, by index (nil where a banner has none): the title of the `shelves` scene's
    /// row it is on. Empty when no banner has one.
    public var bannerRows: [String?] = []
    /// Which way every technique's items run (`"layout"`'s `axis` and `direction`).
    public var flow: ItemFlow
    /// What every technique's side items do as they move (`"layout"`'s `effect`), `.none` by default;
    /// never a 3D effect when `layout.keylines` is set (the decoder refuses the pair).
    public var effect: CarouselEffect = .none
    /// The image loader's limits and timings (`"images"`), defaults filled in.
    public var images: ImageLoader.Configuration
    /// The config file, as an absolute `file://` URL.
    public var sourceURL: URL
    /// `"motion"`: true for `"reduced"`, false for `"full"`, nil when absent (the command line, then
    /// the desktop's setting decide; see `ReducedMotion`).
    public var reducesMotion: Bool?

    /// The smallest and largest value `"layout"`'s `inset`, `spacing`, `cornerRadius` and `crossInset` accept, in
    /// points. The upper bound only catches typos (an inset of 16000); no real window is that large.
    /// (`itemLength` and a banner's `length` go up to `CarouselLayout.maximumFixedLength`.)
    public static let layoutValueRange: ClosedRange<CGFloat> = 0...1000

    public init(
        banners: [Banner], layout: CarouselLayout = .standard, flow: ItemFlow = .horizontal,
        images: ImageLoader.Configuration = .default, sourceURL: URL
    ) {
        self.banners = banners
        self.layout = layout
        self.flow = flow
        self.images = images
        self.sourceURL = sourceURL
    }

    /// Files larger than this are refused before reading: a config is a few kilobytes.
    public static let maximumFileSize = 16 * 1024 * 1024

    /// Reads and validates the config file at `path` (absolute, or relative to the current
    /// directory).
    ///
    /// - Throws: `ConfigError` for a missing, unreadable, empty or non-UTF-8 file, malformed
    ///   JSON, or content that does not follow the format; its description names the file,
    ///   line and column.
    public static func load(from path: String) throws(ConfigError) -> LabConfig {
        let fileManager = FileManager.default
        if let problem = FileProblem.check(path, expected: "a JSON config file") {
            if problem.isMissing {
                throw ConfigError(
                    .fileNotFound, file: path, "no such file",
                    hint: "check the path, or pass another config with --config FILE")
            }
            var isDirectory: ObjCBool = false
            if fileManager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                throw ConfigError(
                    .unreadable, file: path, "is a folder, expected a JSON file",
                    hint: "pass the config file itself, e.g. \(path)/banners.json")
            }
            throw ConfigError(.unreadable, file: path, problem.reason, hint: problem.remedy)
        }
        if let size = (try? fileManager.attributesOfItem(atPath: path))?[.size] as? Int, size > maximumFileSize {
            throw ConfigError(
                .unreadable, file: path,
                "the file is \(size) bytes; a config may be at most \(maximumFileSize) bytes")
        }
        guard let data = fileManager.contents(atPath: path) else {
            throw ConfigError(
                .unreadable, file: path, "the file cannot be read",
                hint: "check its permissions")
        }
        return try parse(data: data, sourcePath: path)
    }

    /// Parses config text that came from `sourcePath`.
    ///
    /// `sourcePath` names the file in error messages (as given) and is the base for relative
    /// image paths (made absolute against the current directory if it is relative). Nothing is
    /// read from disk.
    public static func parse(data: Data, sourcePath: String) throws(ConfigError) -> LabConfig {
        let root: JSONValue
        do {
            root = try JSONParser.parse(Array(data))
        } catch {
            let kind: ConfigError.Kind =
                switch error.kind {
                case .empty: .emptyFile
                case .notUTF8: .notUTF8
                case .malformed: .malformedJSON
                }
            let message = error.kind == .malformed ? "malformed JSON: " + error.message : error.message
            // An empty file has no useful position to point at.
            throw ConfigError(
                kind, file: sourcePath, at: error.kind == .empty ? nil : error.location,
                message, hint: error.hint)
        }
        let sourceURL = URL(fileURLWithPath: ConfigPath.absolute(sourcePath))
        let decoder = ConfigDecoder(file: sourcePath, baseDirectory: ConfigPath.directory(of: sourceURL.path))
        let (banners, layout, flow, images) = try decoder.decode(root)
        var config = LabConfig(
            banners: banners.map(\.banner), layout: layout, flow: flow, images: images, sourceURL: sourceURL)
        config.itemLengths = LiveBanner.lengths(of: banners)
        config.bannerIDs = banners.contains { $0.id != nil } ? banners.map(\.id) : []
        config.bannerRows = banners.contains { $0.row != nil } ? banners.map(\.row) : []
        config.reducesMotion = try decoder.decodeMotion(root)
        config.effect = try decoder.decodeEffect(root) ?? .none
        return config
    }
}
