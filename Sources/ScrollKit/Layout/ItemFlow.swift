import Foundation

/// The axis a strip scrolls along.
public enum Axis: String, Hashable, Sendable, CaseIterable {
    /// Items side by side, left and right.
    case horizontal
    /// Items stacked, top and bottom.
    case vertical

    /// The other axis.
    public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// Which way a line of text, and a horizontal strip of items, runs.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// Left to right: item 0 at the left (English, Chinese, …).
    case leftToRight
    /// Right to left: item 0 at the right, the next on its left (Arabic, Hebrew, …).
    case rightToLeft
}

/// How a strip's items flow: along `axis`, from the start of that axis. This is the one place a
/// carousel learns its orientation; every technique reads it and keeps no axis or direction of its own.
///
/// Carousels reason in *main* and *cross* coordinates: the main axis is the one the items follow, and
/// a *logical* main position grows in item order from the start (item 0). The physical coordinates a
/// `View` uses differ from the logical ones only for a right-to-left horizontal strip, where the start
/// is the right edge: `isReversed` is then true and positions are mirrored within their space
/// (`physical(_:in:)`). A vertical strip always runs top to bottom (`direction` is ignored for it).
///
/// Everything here is a pure O(1) function of the value.
public struct ItemFlow: Hashable, Sendable, CustomStringConvertible {
    /// The axis the items follow.
    public var axis: Axis
    /// Which end of a horizontal strip is the start. Ignored for a vertical one.
    public var direction: LayoutDirection

    /// A flow along `axis`, starting from the left (`.leftToRight`) or the right (`.rightToLeft`).
    public init(axis: Axis = .horizontal, direction: LayoutDirection = .leftToRight) {
        self.axis = axis
        self.direction = direction
    }

    /// Left to right: the default.
    public static let horizontal = ItemFlow()
    /// Right to left: item 0 at the right.
    public static let rightToLeft = ItemFlow(axis: .horizontal, direction: .rightToLeft)
    /// Top to bottom.
    public static let vertical = ItemFlow(axis: .vertical)

    /// Whether logical main positions run against the physical ones (a right-to-left horizontal strip).
    public var isReversed: Bool { axis == .horizontal && direction == .rightToLeft }

    /// The direction the strip's contents (text, page dots) read in: right-to-left only when the strip
    /// is reversed.
    public var effectiveDirection: LayoutDirection { isReversed ? .rightToLeft : .leftToRight }

    public var description: String {
        axis == .vertical ? "vertical" : (isReversed ? "horizontal right-to-left" : "horizontal left-to-right")
    }

    // MARK: Components (physical, unmirrored)

    /// The main-axis component of `point`.
    public func main(_ point: CGPoint) -> CGFloat { axis == .horizontal ? point.x : point.y }
    /// The cross-axis component of `point`.
    public func cross(_ point: CGPoint) -> CGFloat { axis == .horizontal ? point.y : point.x }
    /// The main-axis extent of `size`.
    public func main(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }
    /// The cross-axis extent of `size`.
    public func cross(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.height : size.width }
    /// The point with these main and cross components.
    public func point(main: CGFloat, cross: CGFloat) -> CGPoint {
        axis == .horizontal ? CGPoint(x: main, y: cross) : CGPoint(x: cross, y: main)
    }
    /// The size with these main and cross extents.
    public func size(main: CGFloat, cross: CGFloat) -> CGSize {
        axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
    /// `point` with its main component replaced.
    public func replacingMain(of point: CGPoint, with main: CGFloat) -> CGPoint {
        axis == .horizontal ? CGPoint(x: main, y: point.y) : CGPoint(x: point.x, y: main)
    }

    // MARK: Logical ↔ physical

    /// The physical main coordinate of the logical position `position` in a space `length` points long
    /// (an involution: the same function maps back). Unchanged unless `isReversed`, then
    /// `length − position`.
    public func physical(_ position: CGFloat, in length: CGFloat) -> CGFloat {
        isReversed ? length - position : position
    }

    /// The physical change along the main axis for a logical change `delta` (and back): negated when
    /// reversed.
    public func physicalDelta(_ delta: CGFloat) -> CGFloat { isReversed ? -delta : delta }

    /// The physical vector along the main axis for a logical distance `distance` (forward positive).
    public func vector(alongMain distance: CGFloat) -> CGPoint { point(main: physicalDelta(distance), cross: 0) }

    /// The frame of a span that starts at logical main position `mainStart` and is `mainLength` long,
    /// placed at `crossStart` with `crossLength` across, in a space `length` points long along the main
    /// axis (a reversed flow puts logical 0 at the space's far edge).
    public func frame(
        mainStart: CGFloat, mainLength: CGFloat, crossStart: CGFloat, crossLength: CGFloat, in length: CGFloat
    ) -> CGRect {
        let start = isReversed ? length - mainStart - mainLength : mainStart
        return CGRect(origin: point(main: start, cross: crossStart), size: size(main: mainLength, cross: crossLength))
    }

    /// The logical main position of the start edge of `frame` in a space `length` long (its leading edge
    /// in item order).
    public func logicalStart(of frame: CGRect, in length: CGFloat) -> CGFloat {
        isReversed ? length - frame.maxX : (axis == .horizontal ? frame.minX : frame.minY)
    }

    /// The physical content offset along the main axis that shows logical offset `offset` (the logical
    /// position at the viewport's start edge), for content `contentLength` long seen through a viewport
    /// `viewportLength` long. An involution: it also maps a physical offset to the logical one.
    public func contentOffset(logical offset: CGFloat, contentLength: CGFloat, viewportLength: CGFloat) -> CGFloat {
        isReversed ? contentLength - viewportLength - offset : offset
    }

    /// Content insets from insets at the start and end of the main axis and at either side of the cross
    /// axis (top or left first).
    public func insets(start: CGFloat, end: CGFloat, crossLeading: CGFloat = 0, crossTrailing: CGFloat = 0) -> EdgeInsets {
        switch (axis, isReversed) {
        case (.vertical, _): return EdgeInsets(top: start, left: crossLeading, bottom: end, right: crossTrailing)
        case (.horizontal, false): return EdgeInsets(top: crossLeading, left: start, bottom: crossTrailing, right: end)
        case (.horizontal, true): return EdgeInsets(top: crossLeading, left: end, bottom: crossTrailing, right: start)
        }
    }

    // MARK: Input

    /// The item step a key asks for along this flow: −1 back, +1 forward, nil for a key that does not
    /// page. Page Up / Page Down always go back / forward. A horizontal strip takes Left and Right
    /// (mirrored right-to-left: Left is forward); a vertical one takes Up and Down, and Left / Right
    /// still page it as in a left-to-right strip.
    public func pagingStep(for key: Key) -> Int? {
        switch key {
        case .pageUp: return -1
        case .pageDown: return 1
        case .left: return isReversed ? 1 : -1
        case .right: return isReversed ? -1 : 1
        case .up: return axis == .vertical ? -1 : nil
        case .down: return axis == .vertical ? 1 : nil
        default: return nil
        }
    }

    /// The logical item step for a wheel step ScrollKit reports in content-offset terms (+1: the offset
    /// grows along the main axis, as `ScrollViewDelegate.scrollView(_:stepBy:)` says): reversed for a
    /// right-to-left strip, where a growing offset brings in the previous item.
    public func logicalStep(fromOffsetStep step: Int) -> Int { isReversed ? -step : step }
}
