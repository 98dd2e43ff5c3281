import Foundation
import ScrollKit

/// The items sliding to their new places after a change of data: each item view that was on screen
/// before the batch starts where it was and glides to where the new layout puts it, so the items
/// around a change open or close the gap instead of jumping. Pure: a list of (place, displacement)
/// and a start time; `displacement(atStart:time:)` is closed-form.
///
/// Places are strip positions of the items' leading edges in the new layout (`CarouselGeometry`), so
/// they stay true across a technique's jumps, which keep the strip position.
public struct ItemSlide: Sendable {
    /// How long a slide takes, in seconds: UIKit's 0.3 s.
    public static let duration: TimeInterval = 0.3

    /// One sliding item: its leading edge's strip position in the new layout and how far from it
    /// (logical points) it shows when the slide starts.
    public struct Entry: Hashable, Sendable {
        /// The strip position of its leading edge in the new layout, in points.
        public var start: CGFloat
        /// Where it shows at the slide's start, relative to `start` (logical points, item order).
        public var displacement: CGFloat

        /// An item whose leading edge lays out at `start` and shows `displacement` points from it.
        public init(start: CGFloat, displacement: CGFloat) {
            self.start = start
            self.displacement = displacement
        }
    }

    /// When the slide began, on the run loop's clock (seconds).
    public let began: Timestamp
    /// The sliding items, in no order.
    public let entries: [Entry]

    /// A slide of `entries` beginning at `began`.
    public init(began: Timestamp, entries: [Entry]) {
        self.began = began
        self.entries = entries
    }

    /// How much of each displacement remains at `time`: 1 at the start, easing out to 0 at
    /// `duration` (a cubic ease-out: fast at first, settling gently).
    public func remaining(at time: Timestamp) -> CGFloat {
        let t = min(max((time - began) / Self.duration, 0), 1)
        let left = 1 - t
        return CGFloat(left * left * left)
    }

    /// Whether the slide is over at `time`.
    public func isDone(at time: Timestamp) -> Bool { time - began >= Self.duration }

    /// How far from its laid-out place the item whose leading edge lays out at strip position `start`
    /// shows at `time`, in logical points: the displacement of the entry nearest `start` (within
    /// `tolerance` points: a technique may inset a view within its item) times `remaining(at:)`; 0 for
    /// an item with no entry. O(e) for e entries (the items that were in view).
    public func displacement(atStart start: CGFloat, tolerance: CGFloat = 0.5, time: Timestamp) -> CGFloat {
        var nearest: Entry?
        for entry in entries where abs(entry.start - start) <= tolerance {
            if nearest.map({ abs(entry.start - start) < abs($0.start - start) }) ?? true { nearest = entry }
        }
        return (nearest?.displacement ?? 0) * remaining(at: time)
    }
}
