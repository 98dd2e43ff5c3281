import Foundation

/// Why two carousels could not be linked (`CarouselLink.init(main:thumbnails:)`).
public struct CarouselLinkError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The main carousel's item count when the link was asked for.
    public let mainCount: Int
    /// The thumbnail strip's item count when the link was asked for.
    public let thumbnailCount: Int

    /// The counts did not match: `mainCount` items in the main carousel, `thumbnailCount` thumbnails.
    public init(mainCount: Int, thumbnailCount: Int) {
        self.mainCount = mainCount
        self.thumbnailCount = thumbnailCount
    }

    /// What went wrong and how to fix it, in one sentence.
    public var description: String {
        "cannot link carousels of different lengths: the main carousel has \(mainCount) items and the "
            + "thumbnail strip \(thumbnailCount); give the thumbnail strip one item per main item "
            + "(setItems(count: \(mainCount), cells:)) before linking them"
    }
}
