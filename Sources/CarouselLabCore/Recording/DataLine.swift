import Carousels
import Foundation
import ScrollKit

/// A recording's data line: at `t`, the config's banners became these (a live edit of the file the
/// window applied), `{"banners": [...], "t": 2, "type": "data"}`. The banners are written as a
/// config writes them (`title`, `subtitle`, `image`, `length`, `id`), image paths relative to the
/// config file's folder where they are inside it, so a replay with the same config applies the edit
/// at its time, exactly.
public struct RecordedEdit: Hashable, Sendable {
    /// Seconds after the first frame.
    public var time: TimeInterval
    /// How many of the recording's input events come before it (its place among them).
    public var position: Int
    /// The line's number in its file (for messages).
    let lineNumber: Int
    /// The line as read, parsed again by `banners(relativeTo:)`.
    let bytes: [UInt8]

    /// The banners of the edit, relative image paths resolved against `folder` (the config file's).
    /// The line was checked when read, so this does not fail; were it to, the list is empty.
    public func banners(relativeTo folder: String) -> [LiveBanner] {
        (try? RecordedEdit.decode(bytes, number: lineNumber, file: "", folder: folder)) ?? []
    }

    /// The banners of data line `bytes` (line `number` of `file`), resolved against `folder`.
    /// - Throws: `JSONLineError` naming the file, the line and, for a banner's problem, the column,
    ///   with the config's own message.
    static func decode(_ bytes: [UInt8], number: Int, file: String, folder: String) throws(JSONLineError) -> [LiveBanner] {
        let line = try JSONLine(bytes, number: number, file: file)
        try line.checkKeys(allowed: RecordingLine.LineType.data.keys)
        guard let value = line.members.first(where: { $0.key == "banners" })?.value else {
            throw line.error("missing \"banners\"", hint: #"a data line is {"t": 2.0, "type": "data", "banners": [...]}"#)
        }
        do {
            return try ConfigDecoder(file: file, baseDirectory: folder).decodeBanners(value)
        } catch {
            let column = error.location.map { "column \($0.column): " } ?? ""
            throw line.error(column + error.message, hint: error.hint)
        }
    }

    /// The data line for `banners` at `time`: image paths inside `folder` written relative to it.
    static func text(_ banners: [LiveBanner], at time: TimeInterval, relativeTo folder: String) -> String {
        JSONLine.text(
            Line(t: time, banners: banners.map { BannerFields($0, relativeTo: folder) }))
    }

    /// The line as written.
    private struct Line: Encodable {
        var t: Double
        var type = RecordingLine.LineType.data.rawValue
        var banners: [BannerFields]
    }

    /// A banner as a config writes it.
    private struct BannerFields: Encodable {
        var title: String
        var subtitle: String?
        var image: String
        var length: Double?
        var id: String?
        var row: String?

        init(_ banner: LiveBanner, relativeTo folder: String) {
            title = banner.banner.title
            subtitle = banner.banner.subtitle.isEmpty ? nil : banner.banner.subtitle
            image = BannerFields.path(banner.banner.image.key, relativeTo: folder)
            length = banner.length.map(Double.init)
            id = banner.id
            row = banner.row
        }

        /// `key` relative to `folder` when it is a file inside it; else as it is (an absolute path, a URL).
        static func path(_ key: String, relativeTo folder: String) -> String {
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            guard key.hasPrefix(prefix) else { return key }
            let relative = String(key.dropFirst(prefix.count))
            // A relative path that reads as a URL ("data:…") is written so it cannot.
            return ImageReferenceResolver.scheme(of: relative) == nil ? relative : "./" + relative
        }
    }
}
