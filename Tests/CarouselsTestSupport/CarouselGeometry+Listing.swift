import Carousels
import Foundation

extension CarouselGeometry {
    /// Every snap's position, in order: a finite strip's snaps, or one period of an endless one's.
    public var snapPositions: [CGFloat] { (0..<snapCount).map(snapPosition) }
    /// The occurrences every snap brings, in order (as `snapPositions`).
    public var snapItems: [Range<Int>] { (0..<snapCount).map(items(ofSnap:)) }
}

/// Whether `a` and `b` differ by at most `tolerance` (points).
public func isClose(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether `a` and `b` have the same length and each pair differs by at most `tolerance` (points).
public func areClose(_ a: [CGFloat], _ b: [CGFloat], within tolerance: CGFloat = 1e-9) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { isClose($0, $1, within: tolerance) }
}
