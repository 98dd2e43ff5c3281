import CarouselLabCore
import Carousels
import Foundation
import ScrollKitSDL

// What every fuzz input must end in, checked the same way by the libFuzzer executables
// (`make fuzz`: FuzzConfig, FuzzImageDecode) and by the seeded, bounded runs in `make test`
// (CarouselLabTests: ConfigFuzzTests, ImageDecodeFuzzTests). A crash or a hang is a finding by
// itself; a value that breaks an invariant, or an error that says nothing useful, is one too.

/// How one fuzz input ended.
public enum FuzzOutcome: Hashable, Sendable {
    /// A value (a config, a decoded image), or a clear error: `kind` names which, for statistics.
    case ok(kind: String)
    /// The input ended in something that breaks an invariant: a bug.
    case finding(String)
}

/// The config parser: `LabConfig.parse(data:sourcePath:)`, which `LabConfig.load(from:)` runs on a
/// file's bytes (the JSON parser, then the schema decoding).
public enum ConfigFuzzTarget {
    /// The file name errors must name.
    public static let fileName = "fuzz/banners.json"

    public static func check(_ bytes: [UInt8]) -> FuzzOutcome {
        let result = Result { () throws(ConfigError) in try LabConfig.parse(data: Data(bytes), sourcePath: fileName) }
        switch result {
        case .success(let config):
            for (i, banner) in config.banners.enumerated() {
                if banner.title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                    return .finding("banners[\(i)] has a blank title")
                }
                if banner.image.key.isEmpty { return .finding("banners[\(i)] has an empty image key") }
            }
            for value in [config.layout.inset, config.layout.spacing, config.layout.cornerRadius] {
                if !(value.isFinite && LabConfig.layoutValueRange.contains(value)) {
                    return .finding("layout value \(value) out of range")
                }
            }
            if let problem = config.layout.problem { return .finding("a layout the carousels refuse: \(problem)") }
            if !config.itemLengths.isEmpty, config.itemLengths.count != config.banners.count {
                return .finding("\(config.itemLengths.count) banner lengths for \(config.banners.count) banners")
            }
            for case let length? in config.itemLengths
            where !(length.isFinite && length > 0 && length <= CarouselLayout.maximumFixedLength) {
                return .finding("banner length \(length) out of range")
            }
            return .ok(kind: "config")
        case .failure(let error):
            if error.file != fileName { return .finding("error names \(error.file), not \(fileName): \(error)") }
            if !error.description.hasPrefix(fileName + ":") {
                return .finding("error does not start with the file name: \(error)")
            }
            if error.message.isEmpty { return .finding("error with an empty message: \(error.kind)") }
            if let location = error.location {
                let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).count
                let crs = bytes.filter { $0 == 0x0D }.count
                if !(location.line >= 1 && location.line <= lines + crs) {
                    return .finding("line \(location.line) outside the input: \(error)")
                }
                if !(location.column >= 1 && location.column <= bytes.count + 1) {
                    return .finding("column \(location.column) outside the input: \(error)")
                }
            } else if error.kind != .emptyFile {
                return .finding("\(error.kind) without a location: \(error)")
            }
            return .ok(kind: "\(error.kind)")
        }
    }
}

/// The image loader's decode path (`ImageDecodeProbe`, the code the loader's queue runs): the
/// bytes are written to a file of their own and decoded from it, as the loader decodes a banner.
public enum ImageDecodeFuzzTarget {
    public static func check(_ bytes: [UInt8], scratchDirectory: URL = FileManager.default.temporaryDirectory) -> FuzzOutcome {
        let url = scratchDirectory.appendingPathComponent("fuzz-image-\(UUID().uuidString).png")
        do {
            try Data(bytes).write(to: url)
        } catch {
            return .finding("could not write the scratch file \(url.path): \(error)")
        }
        defer { try? FileManager.default.removeItem(at: url) }
        switch ImageDecodeProbe.decode(path: url.path) {
        case .decoded(let width, let height, let pitch, let isRGBA32):
            if width <= 0 || height <= 0 { return .finding("decoded to \(width)x\(height)") }
            let limits = ImageLoader.Configuration.default
            if width > limits.maxDimension || height > limits.maxDimension || width * height > limits.maxPixels {
                return .finding("decoded \(width)x\(height), past the size limits")
            }
            if !isRGBA32 || pitch < width * 4 { return .finding("decoded to a surface that is not RGBA32 (pitch \(pitch))") }
            return .ok(kind: "decoded")
        case .failed(let file, let reason):
            if file != url.path { return .finding("failure names \(file), not the file") }
            if reason.trimmingCharacters(in: .whitespaces).isEmpty { return .finding("failure with an empty reason") }
            return .ok(
                kind: reason.contains("declares")
                    ? "refused: size" : reason.contains("not a PNG or JPEG") ? "refused: format" : "failed")
        }
    }
}

/// Runs a fuzz check on the files named on the command line (what a plain build of a fuzz
/// executable does: replaying a libFuzzer finding or corpus without the fuzzer).
public func replayFuzzInputs(_ arguments: [String], check: ([UInt8]) -> FuzzOutcome) -> Int32 {
    var failed = false
    for path in arguments where !path.hasPrefix("-") {
        guard let data = FileManager.default.contents(atPath: path) else {
            print("\(path): cannot read")
            failed = true
            continue
        }
        let outcome = check([UInt8](data))
        print("\(path): \(outcome)")
        if case .finding = outcome { failed = true }
    }
    return failed ? 1 : 0
}
