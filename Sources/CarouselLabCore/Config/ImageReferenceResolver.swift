import ScrollKit

/// Turns a config's `image` string into the `ImageReference` a banner draws.
///
/// The rules, in order:
/// - `http://…` and `https://…` (any letter case) are kept exactly as written: remote images
///   are loaded (or replaced by a placeholder) later, by the image loader.
/// - `file://…` / `file:/…` URLs become the absolute path they name, percent-escapes decoded.
///   A host other than empty or `localhost` is refused.
/// - Any other `scheme://…` (and `data:`) is refused with a message naming the scheme.
/// - Anything else is a file path: absolute (`/…`), home-relative (`~/…`), or relative to the
///   config file's folder; the result is normalised (`.`/`..` applied, no symlinks resolved).
///
/// Whether the file exists is not checked: a missing image is the renderer's placeholder, not a
/// config error.
enum ImageReferenceResolver {
    /// Why an `image` value was refused; the decoder adds the file, place and key.
    struct Problem: Error, Hashable, Sendable {
        var kind: ConfigError.Kind
        var message: String
        var hint: String?
    }

    static let supportedFormsHint =
        "use a path relative to the config file, an absolute path, a file:// URL or an http(s):// URL"

    static func resolve(_ raw: String, baseDirectory: String) throws(Problem) -> ImageReference {
        if raw.trimmingWhitespace.isEmpty {
            throw Problem(kind: .invalidValue, message: "is empty", hint: supportedFormsHint)
        }
        if let scheme = scheme(of: raw) {
            switch scheme.lowercased() {
            case "http", "https":
                let rest = raw.dropFirst(scheme.count + 3)
                guard let host = rest.split(separator: "/", omittingEmptySubsequences: false).first, !host.isEmpty else {
                    throw Problem(
                        kind: .unsupportedImageReference, message: "the URL \"\(raw)\" has no host",
                        hint: "write it as \(scheme.lowercased())://example.com/banner.jpg")
                }
                return ImageReference(raw)
            case "file":
                return ImageReference(try filePath(fromFileURL: raw))
            default:
                throw Problem(
                    kind: .unsupportedImageReference,
                    message: "the URL scheme \"\(scheme)\" is not supported", hint: supportedFormsHint)
            }
        }
        return ImageReference(ConfigPath.absolute(raw, currentDirectory: baseDirectory))
    }

    /// The URL scheme of `raw` when it is a URL: `scheme://…`, or the schemes that are always
    /// URLs (`file:`, `data:`). `images/a:b.jpg` and `summer:2.jpg` are paths, not URLs.
    static func scheme(of raw: String) -> String? {
        guard let colon = raw.firstIndex(of: ":") else { return nil }
        let candidate = raw[..<colon]
        guard candidate.count >= 2, let first = candidate.first, first.isASCII, first.isLetter,
            candidate.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else { return nil }
        let rest = raw[raw.index(after: colon)...]
        if rest.hasPrefix("//") || ["file", "data"].contains(candidate.lowercased()) { return String(candidate) }
        return nil
    }

    /// The local path a `file:` URL names.
    static func filePath(fromFileURL raw: String) throws(Problem) -> String {
        var rest = raw.dropFirst("file:".count)
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            let hostEnd = rest.firstIndex(of: "/") ?? rest.endIndex
            let host = rest[..<hostEnd]
            guard host.isEmpty || host.lowercased() == "localhost" else {
                throw Problem(
                    kind: .unsupportedImageReference,
                    message: "the file URL \"\(raw)\" names the host \"\(host)\"; only local files are supported",
                    hint: "write a local file as file:///absolute/path.jpg (three slashes)")
            }
            rest = rest[hostEnd...]
        }
        guard rest.hasPrefix("/"), rest.count > 1 else {
            throw Problem(
                kind: .unsupportedImageReference, message: "the file URL \"\(raw)\" has no absolute path",
                hint: "write it as file:///absolute/path.jpg")
        }
        guard let decoded = String(rest).removingPercentEscapes() else {
            throw Problem(
                kind: .unsupportedImageReference, message: "the file URL \"\(raw)\" has an invalid percent-escape",
                hint: "write a space as %20 and a percent sign as %25")
        }
        return ConfigPath.normalize(decoded)
    }
}

extension String {
    /// The string without leading and trailing whitespace and newlines.
    var trimmingWhitespace: Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<max(start, end)]
    }

    /// Decodes `%XX` escapes as UTF-8; nil when an escape is malformed or the bytes are not UTF-8.
    func removingPercentEscapes() -> String? {
        var bytes: [UInt8] = []
        var iterator = Array(utf8).makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(ASCII.hexValue),
                let low = iterator.next().flatMap(ASCII.hexValue)
            else { return nil }
            bytes.append(high << 4 | low)
        }
        let decoded = String(decoding: bytes, as: UTF8.self)
        // Decoding repairs bad UTF-8 with U+FFFD; a round trip that changes the bytes means it was bad.
        return Array(decoded.utf8) == bytes ? decoded : nil
    }
}
