import Foundation
import ScrollKitSDL

// The optional `"images"` object of a config: the image loader's limits and timings. Each key is
// the `ImageLoader.Configuration` property of the same name (so the loader's warnings, which name
// the limit, point at the key to change); a missing key keeps the default.
//
//   "images": {"timeout": 8, "maxDownloadBytes": 16777216, "maxDimension": 8192,
//              "maxPixels": 33554432, "cacheBytes": 67108864, "fadeDuration": 0.25}

extension ConfigDecoder {
    static let imagesKeys = ["timeout", "maxDownloadBytes", "maxDimension", "maxPixels", "cacheBytes", "fadeDuration"]

    /// One key of `"images"`: its unit, the values it accepts, and where it goes.
    private struct ImagesKey {
        enum Target {
            case seconds(WritableKeyPath<ImageLoader.Configuration, TimeInterval>)
            case count(WritableKeyPath<ImageLoader.Configuration, Int>)
        }

        let name: String
        let unit: String
        let range: ClosedRange<Double>
        /// Whether `range.lowerBound` itself is allowed (a timeout must be above 0 s: false).
        let lowerBoundIncluded: Bool
        let target: Target
    }

    // Computed: key paths are not Sendable, so this cannot be a stored static.
    private static var imagesKeySpecs: [ImagesKey] {
        [
            ImagesKey(name: "timeout", unit: "seconds", range: 0...600, lowerBoundIncluded: false, target: .seconds(\.timeout)),
            ImagesKey(
                name: "maxDownloadBytes", unit: "bytes", range: 1...Double(1 << 30), lowerBoundIncluded: true,
                target: .count(\.maxDownloadBytes)),
            ImagesKey(
                name: "maxDimension", unit: "pixels", range: 1...1_000_000, lowerBoundIncluded: true,
                target: .count(\.maxDimension)),
            ImagesKey(
                name: "maxPixels", unit: "pixels", range: 1...Double(1 << 32), lowerBoundIncluded: true,
                target: .count(\.maxPixels)),
            ImagesKey(
                name: "cacheBytes", unit: "bytes", range: 0...Double(1 << 34), lowerBoundIncluded: true,
                target: .count(\.cacheBytes)),
            ImagesKey(
                name: "fadeDuration", unit: "seconds", range: 0...10, lowerBoundIncluded: true, target: .seconds(\.fadeDuration)),
        ]
    }

    func decodeImages(_ value: JSONValue) throws(ConfigError) -> ImageLoader.Configuration {
        let object = try JSONObjectReader(
            value, named: "\"images\"", path: "images", allowedKeys: Self.imagesKeys, file: file,
            hint: #"e.g. "images": {"timeout": 8, "maxDownloadBytes": 16777216, "maxDimension": 8192}"#)
        var configuration = ImageLoader.Configuration.default
        for spec in Self.imagesKeySpecs {
            guard let value = object.optional(spec.name) else { continue }
            guard case .number(let number, let literal) = value.kind else {
                throw ConfigError(
                    .wrongType, file: file, at: value.location,
                    "expected a number for \"\(spec.name)\" in images, found \(value.typeDescription)",
                    hint: "write a number of \(spec.unit) without quotes, e.g. \"\(spec.name)\": \(Self.example(spec))")
            }
            let lower =
                spec.lowerBoundIncluded ? "\(Self.format(spec.range.lowerBound))" : "above \(Self.format(spec.range.lowerBound))"
            let bounds =
                spec.lowerBoundIncluded
                ? "between \(lower) and \(Self.format(spec.range.upperBound)) \(spec.unit)"
                : "\(lower) and at most \(Self.format(spec.range.upperBound)) \(spec.unit)"
            guard number.isFinite, spec.range.contains(number), spec.lowerBoundIncluded || number > spec.range.lowerBound else {
                throw ConfigError(
                    .invalidValue, file: file, at: value.location,
                    "\"\(spec.name)\" in images must be \(bounds), found \(literal)")
            }
            switch spec.target {
            case .seconds(let path):
                configuration[keyPath: path] = number
            case .count(let path):
                guard number == number.rounded() else {
                    throw ConfigError(
                        .invalidValue, file: file, at: value.location,
                        "\"\(spec.name)\" in images must be a whole number of \(spec.unit), found \(literal)")
                }
                configuration[keyPath: path] = Int(number)
            }
        }
        return configuration
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    private static func example(_ spec: ImagesKey) -> String {
        let defaults = ImageLoader.Configuration.default
        switch spec.target {
        case .seconds(let path): return format(defaults[keyPath: path])
        case .count(let path): return String(defaults[keyPath: path])
        }
    }
}
