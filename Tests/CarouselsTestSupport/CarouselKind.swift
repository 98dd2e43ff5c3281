import Carousels
import Foundation
import ScrollKit

/// Every technique, for the tests that walk them all through the same checks.
public enum CarouselKind: String, CaseIterable, CustomStringConvertible, Sendable {
    case banner, tiling, padded, finitePreviews, infinitePreviews, picker, scrollStrip, pagingStrip

    public var description: String { rawValue }

    /// Whether logical indices wrap round (an endless strip).
    public var wraps: Bool { ![.finitePreviews, .scrollStrip, .pagingStrip].contains(self) }

    /// Whether the strip comes to rest on an item (every technique but the free strips).
    public var snaps: Bool { ![.scrollStrip, .tiling, .padded].contains(self) }

    /// A carousel of this kind in `frame`; the preview hosts with pages of `pageSize` (points).
    @MainActor
    public func make(frame: CGRect, pageSize: CGSize) -> any InspectableCarousel & View {
        switch self {
        case .banner: RecyclingCarousel(frame: frame)
        case .tiling: TilingScrollView(frame: frame)
        case .padded: PaddedInfiniteCollection(frame: frame)
        case .finitePreviews: FinitePreviewScrollHost(frame: frame, pageSize: pageSize)
        case .infinitePreviews: InfinitePreviewScrollHost(frame: frame, pageSize: pageSize)
        case .picker: InfinitePagingPicker(frame: frame)
        case .scrollStrip: FiniteStrip(frame: frame, paging: false)
        case .pagingStrip: FiniteStrip(frame: frame, paging: true)
        }
    }
}
