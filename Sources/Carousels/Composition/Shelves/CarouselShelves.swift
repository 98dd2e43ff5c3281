import Foundation
import ScrollKit

/// Rows of carousels in a scrolling column: a streaming app's home screen, a game library.
///
/// A column `ScrollView` (vertical by default; `axis: .horizontal` is the transpose, a horizontal
/// column of vertical rows) holds the rows (`CarouselShelf`): each an optional title and any
/// carousel, with its own technique, items and layout. The shelves place the rows and set each
/// carousel's `flow` axis across the column (its direction kept); everything else about a row is the
/// row's own.
///
/// Nested scrolling, as a person expects it:
/// - a drag decides its axis once, past the slop: mostly along a row scrolls that row, mostly across
///   the rows scrolls the column, never both (each scroll view's pan begins only along an axis it
///   scrolls, and the first to begin takes the touch);
/// - a wheel along the column (a vertical wheel, for a vertical column) scrolls the column wherever
///   the pointer is; one deliberate notch steps it by exactly one row (`rowPitch`), a swipe scrolls
///   it freely. A wheel or swipe along the rows (horizontal, or Shift + wheel) scrolls the row under
///   the pointer, and over a title or a gap moves nothing. A trackpad swipe keeps the axis its first
///   delta chose, and stays with the view it began in while it swipes;
/// - a press catches whatever is moving, the column or the row under it (the press then never
///   selects); a fling of a row never moves the column, nor the reverse.
///
/// Geometry, in points, along the column's axis: `insets` around the rows; for a vertical column each
/// row is a title strip of `titleLength` above the carousel's `rowLength` (the title inset by the
/// carousel's layout inset at both sides, so it starts where the items do); for a horizontal column
/// each row is `rowLength` wide with its title strip across its top (`titleLength` high) and the
/// carousel below it. Rows are `rowSpacing` apart, so row r starts at the leading inset plus
/// `r × rowPitch`. Every row reserves its title strip, titled or not, so the pitch is one for all.
///
/// Every row is held and laid out; the shelves do nothing per frame (the layout runs only when the
/// size, the rows or a length changes), so a frame costs what its rows' frames cost: with rows of
/// 10⁴ items, nothing is allocated at rest or while one row moves.
@MainActor
public final class CarouselShelves: View {
    /// The axis the column scrolls along: `.vertical` (rows of horizontal carousels, stacked) or
    /// `.horizontal` (columns of vertical carousels side by side).
    public let axis: Axis
    /// The column's scroll view. Its delegate is the shelves' own (it steps one row per wheel notch):
    /// listen with `addObserver(_:)`.
    public var columnScrollView: ScrollView { column }
    /// The rows, in order along the column.
    public private(set) var rows: [CarouselShelf] = []

    /// Each carousel's length across the column, in points: its height in a vertical column, its width
    /// in a horizontal one (220 by default). Negative or non-finite values are taken as 0.
    public var rowLength: CGFloat = 220 { didSet { setNeedsLayout() } }
    /// The length of the title strip above each row, in points (32 by default). Negative or non-finite
    /// values are taken as 0.
    public var titleLength: CGFloat = 32 { didSet { setNeedsLayout() } }
    /// The gap between two rows along the column, in points (24 by default). Negative or non-finite
    /// values are taken as 0.
    public var rowSpacing: CGFloat = 24 { didSet { setNeedsLayout() } }
    /// The margins between the column's edges and the rows, in points: before the first row and after
    /// the last along the column (scrolled with them), and on both sides across it. Negative or
    /// non-finite edges are taken as 0.
    public var insets = EdgeInsets(top: 16, left: 0, bottom: 16, right: 0) { didSet { setNeedsLayout() } }

    /// Hears every move of the focus and every selection, with its row and item (`CarouselShelvesDelegate`).
    public weak var focusDelegate: CarouselShelvesDelegate?
    /// How each row keeps its focused item in view (`CarouselFocusAlignment`; `.edge(margin: 0)`,
    /// Leanback's default, scrolls a row only when the focus would leave its visible items).
    public var focusAlignment: CarouselFocusAlignment = .edge(margin: 0) {
        didSet { for focus in rowFocuses { focus.alignment = focusAlignment } }
    }
    /// The row holding the focus; nil with no rows.
    public internal(set) var focusedRow: Int?
    /// Each row's focus, by row.
    var rowFocuses: [CarouselFocus] = []
    /// Each row's listener for its selections, by row.
    var rowListeners: [ShelfRowListener] = []
    /// Where the delegate was last told the focus is.
    var reportedFocus: ShelfPosition?
    private let column: ShelvesColumnView

    /// Empty shelves in `frame` whose column scrolls along `axis`; give them rows with `setRows(_:)`.
    public init(axis: Axis = .vertical, frame: CGRect = .zero) {
        self.axis = axis
        column = ShelvesColumnView(axis: axis)
        super.init(frame: frame)
        accessibilityRole = .panel // a screen reader's group of rows, each row's list inside
        column.showsHorizontalScrollIndicator = axis == .horizontal
        column.showsVerticalScrollIndicator = axis == .vertical
        addSubview(column)
    }

    /// Shows `rows`, in order, in place of the rows shown before (whose views are taken out). Each
    /// carousel's `flow` gets the axis across the column, keeping its direction. The column keeps its
    /// offset where it still fits.
    ///
    /// - Complexity: O(r) for r rows, plus each carousel's own layout.
    public func setRows(_ rows: [CarouselShelf]) {
        for row in self.rows {
            row.title?.removeFromSuperview()
            row.carousel.removeFromSuperview()
        }
        self.rows = rows
        for row in rows {
            let carousel = row.carousel
            if carousel.flow.axis != axis.cross {
                carousel.flow = ItemFlow(axis: axis.cross, direction: carousel.flow.direction)
            }
            if let title = row.title { column.addSubview(title) }
            // A screen reader names each row's list by its title, unless it was named already.
            if carousel.accessibilityLabel == nil, let title = row.title?.text { carousel.accessibilityLabel = title }
            column.addSubview(row.carousel)
        }
        makeRowFocuses()
        setNeedsLayout()
    }

    /// The distance from the start of one row to the start of the next along the column, in points:
    /// `titleLength + rowLength + rowSpacing` for a vertical column, `rowLength + rowSpacing` for a
    /// horizontal one (its titles sit across the rows' tops). One wheel notch moves the column this far.
    public var rowPitch: CGFloat { blockLength + spacing }

    /// Row `row`'s block (its title strip and its carousel) in the column's content coordinates, in
    /// points; nil for an index that is not a row.
    public func rowFrame(_ row: Int) -> CGRect? {
        guard rows.indices.contains(row) else { return nil }
        let start = CGFloat(row) * rowPitch
        let edges = margins
        switch axis {
        case .vertical:
            return CGRect(
                x: edges.left, y: edges.top + start, width: max(0, bounds.width - edges.left - edges.right),
                height: blockLength)
        case .horizontal:
            return CGRect(
                x: edges.left + start, y: edges.top, width: blockLength,
                height: max(0, bounds.height - edges.top - edges.bottom))
        }
    }

    /// Lays out the column over the shelves and every row in it (only when the size, the rows or a
    /// length changed: scrolling lays nothing out).
    public override func layoutSubviews() {
        column.frame = bounds
        column.rowPitch = rowPitch
        let edges = margins
        let count = CGFloat(rows.count)
        let length = rows.isEmpty ? 0 : count * rowPitch - spacing
        switch axis {
        case .vertical:
            column.contentSize = CGSize(width: bounds.width, height: rows.isEmpty ? 0 : edges.top + length + edges.bottom)
        case .horizontal:
            column.contentSize = CGSize(width: rows.isEmpty ? 0 : edges.left + length + edges.right, height: bounds.height)
        }
        let title = nonNegative(titleLength)
        for (index, row) in rows.enumerated() {
            guard let block = rowFrame(index) else { continue }
            switch axis {
            case .vertical:
                // The title starts where the row's items do: at the carousel's inset from each side.
                let inset = min(nonNegative(row.carousel.layout.inset), block.width / 2)
                row.title?.frame = CGRect(x: block.minX + inset, y: block.minY, width: block.width - 2 * inset, height: title)
                row.carousel.frame = CGRect(
                    x: block.minX, y: block.minY + title, width: block.width, height: nonNegative(rowLength))
            case .horizontal:
                row.title?.frame = CGRect(x: block.minX, y: block.minY, width: block.width, height: title)
                row.carousel.frame = CGRect(
                    x: block.minX, y: block.minY + title, width: block.width, height: max(0, block.height - title))
            }
        }
        column.contentOffset = column.clamped(column.contentOffset)
    }

    /// Moves and selects the focus (`handleFocusKey(_:)`: the arrows along and across the rows, Enter).
    public override func handleKey(_ event: KeyEvent) -> Bool { handleFocusKey(event) }

    /// The shelves take keyboard focus (the arrows, Enter).
    public override var canBecomeFocused: Bool { true }

    /// The gamepad's stick moves the focus as the d-pad does (a TV screen), rather than scrolling.
    public override var stickStepsFocus: Bool { true }

    // MARK: Lengths as laid out

    /// The block of one row along the column: title strip and carousel (vertical), the carousel's
    /// width (horizontal), in points.
    private var blockLength: CGFloat {
        axis == .vertical ? nonNegative(titleLength) + nonNegative(rowLength) : nonNegative(rowLength)
    }

    private var spacing: CGFloat { nonNegative(rowSpacing) }

    /// `insets` with negative and non-finite edges taken as 0.
    var margins: EdgeInsets {
        EdgeInsets(
            top: nonNegative(insets.top), left: nonNegative(insets.left), bottom: nonNegative(insets.bottom),
            right: nonNegative(insets.right))
    }

    private func nonNegative(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }
}
