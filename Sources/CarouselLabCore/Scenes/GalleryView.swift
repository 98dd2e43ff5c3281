import Carousels
import Foundation
import ScrollKit

/// Every technique in one window, labelled with its key, its name and its seed; the cell holding
/// the keyboard focus wears a ring. The last cell lists the controls (with two columns).
///
/// Cells never shrink below a readable size (`GalleryLayout`): when the window is too small for all
/// of them, the gallery scrolls vertically instead: a vertical wheel scrolls it, and the focused
/// technique (Tab, Shift-Tab) is always scrolled into view. Below two minimum cells' width it is
/// one column.
@MainActor
public final class GalleryView: View {
    /// The colour of the focus ring and of the keys in the captions.
    public static let accent = Color(hex: 0x4DA3FF)
    /// Space around and between cells, in points.
    public static let gap: CGFloat = GalleryLayout.gap

    public let cells: [GalleryCell]
    /// What stays still: the backdrop, the cells' cards and captions, the controls.
    let backdrop: GalleryBackdrop
    /// The layout of the last `layoutSubviews`.
    public private(set) var layout = GalleryLayout(size: .zero, techniques: 0)

    /// Which way the techniques' items run: a vertical gallery has tall, narrow cells side by side.
    public let flow: ItemFlow

    init(techniques: [Technique], flow: ItemFlow = .horizontal) {
        self.flow = flow
        cells = techniques.map { GalleryCell(technique: $0) }
        backdrop = GalleryBackdrop(techniques: techniques, flow: flow)
        super.init()
        clipsToBounds = true
        addSubview(backdrop)
        for cell in cells { addSubview(cell) }
    }

    public override func layoutSubviews() {
        layout = GalleryLayout(size: bounds.size, techniques: cells.count, axis: flow.axis)
        for (index, cell) in cells.enumerated() { cell.frame = layout.frame(at: index) }
        backdrop.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(layout.contentHeight, bounds.height))
        backdrop.place(cards: cells.map(\.frame), help: layout.showsHelp ? layout.frame(at: cells.count) : nil)
        var offset = layout.clampedOffset(bounds.origin.y)
        if let cell = cells.first(where: \.hasFocus) {
            offset = layout.offset(revealing: cell.frame, from: offset)
        }
        bounds.origin = CGPoint(x: 0, y: offset)
    }

    /// Tab and Shift-Tab move the focus (the shell does that): scroll to the new one next frame.
    public override func handleKey(_ event: KeyEvent) -> Bool {
        if event.key == .tab { setNeedsLayout() }
        return false
    }

    /// A vertical wheel scrolls the gallery when it does not fit (horizontal wheels and Shift +
    /// wheel belong to the techniques).
    public override func handleWheel(_ event: WheelEvent) -> Bool {
        guard layout.scrolls, event.dy != 0, event.dx == 0, !event.modifiers.contains(.shift) else { return false }
        bounds.origin = CGPoint(x: 0, y: layout.clampedOffset(bounds.origin.y + event.dy))
        return true
    }
}

/// The gallery's still parts, behind the cells: the window's backdrop, each cell's card with its
/// caption line, and the controls. One view drawn once into a bitmap (`shouldRasterize`) and copied
/// every frame: nothing is drawn under it, and the cards are not filled again under every moving
/// strip (SDL's software renderer then writes each pixel of the window about twice a frame instead
/// of three times). Its bitmap changes only with the window's size.
@MainActor
final class GalleryBackdrop: View {
    private let cards: [GalleryCard]
    /// The controls, a few to a line, in the cell after the techniques.
    private let wideHelp: [Label]
    /// The same controls one to a line, for a narrow cell (a gallery of vertical strips).
    private let narrowHelp: [Label]
    /// The narrowest cell the wide lines fit, points.
    static let wideHelpWidth: CGFloat = 380

    init(techniques: [Technique], flow: ItemFlow) {
        cards = techniques.enumerated().map { GalleryCard(technique: $0.element, number: $0.offset + 1) }
        let keys = flow.axis == .vertical ? "↑ ↓" : "← →"
        let lines = [
            ["Drag: scroll", "click: select", "\(keys): page the focused one"],
            ["Tab / Shift-Tab: move the focus", "1–\(techniques.count): open one", "8: shelves", "9: thumbs"],
            ["X: X-ray", "P: physics plot", "A: autoplay", "F: frame time"],
            ["S: slow motion", "Space: pause", ".: one frame", "Esc: quit"],
        ]
        func label(_ text: String) -> Label { Label(text: text, font: Font(size: 13), textColor: Color.white.withAlpha(0.6)) }
        wideHelp = lines.map { label($0.joined(separator: "   ")) }
        narrowHelp = lines.flatMap { $0 }.map(label)
        super.init()
        backgroundColor = .backdrop
        shouldRasterize = true
        isUserInteractionEnabled = false
        for card in cards { addSubview(card) }
        for label in wideHelp + narrowHelp { addSubview(label) }
    }

    /// Puts the cards at the cells' frames and the controls in `help` (nil: hidden), in the
    /// gallery's content coordinates: a few to a line, or one to a line in a narrow cell.
    func place(cards frames: [CGRect], help area: CGRect?) {
        for (card, frame) in zip(cards, frames) { card.frame = frame }
        let lines = area?.insetBy(dx: 12, dy: 8) ?? .zero
        let wide = lines.width >= GalleryBackdrop.wideHelpWidth
        let shown = wide ? wideHelp : narrowHelp
        let line = min(22, lines.height / CGFloat(max(shown.count, 1)))
        for label in wideHelp + narrowHelp { label.isHidden = true }
        guard area != nil else { return }
        for (index, label) in shown.enumerated() {
            label.isHidden = false
            label.frame = CGRect(
                x: lines.minX, y: lines.midY + (CGFloat(index) - CGFloat(shown.count) / 2) * line, width: lines.width,
                height: line
            )
        }
    }
}

/// A cell's card: its colour, rounded, and its caption line (the number and name, the seed at the right).
@MainActor
final class GalleryCard: View {
    private let caption = Label(text: "", font: Font(size: 15, weight: .bold), textColor: .white)
    private let seed = Label(text: "", font: Font(size: 13), textColor: Color.white.withAlpha(0.55))

    init(technique: Technique, number: Int) {
        super.init()
        caption.text = "\(number)  \(technique.kind.title)"
        seed.text = technique.kind.seed
        seed.textAlignment = .right
        addSubview(caption)
        addSubview(seed)
        backgroundColor = GalleryCell.background
        cornerRadius = GalleryCell.cornerRadius
    }

    override func layoutSubviews() {
        let inset: CGFloat = 8
        let line = GalleryCell.captionHeight
        // A narrow cell keeps the caption and leaves the seed out rather than overlap them.
        let showsSeed = bounds.width >= GalleryCell.minimumWidthForSeed
        seed.isHidden = !showsSeed
        caption.frame = CGRect(
            x: inset + 4, y: 2, width: showsSeed ? bounds.width * 0.7 : bounds.width - 2 * inset - 8, height: line)
        seed.frame = CGRect(x: bounds.width * 0.6, y: 2, width: bounds.width * 0.4 - inset - 4, height: line)
    }
}

/// Where the gallery's cells go in a window of `size` points: a pure function of the size.
///
/// Horizontal strips: two columns while two cells of `minimumCellWidth` fit side by side, else one
/// (the controls' cell is then left out). Vertical strips: tall, narrow cells, as many columns as
/// fit at `minimumVerticalCellSize.width`, four at most (two rows of four in the default window).
/// Rows share the height, but a cell is never shorter than the minimum height of its axis
/// (horizontal: a caption, a banner about 84 pt tall with its title and subtitle, and its page dots;
/// vertical: a caption and a stack showing a banner and its neighbours), nor taller than the window
/// allows: past that the content is taller than the window and the gallery scrolls.
public struct GalleryLayout: Equatable, Sendable {
    /// Space around and between cells, in points.
    public static let gap: CGFloat = 12
    public static let minimumCellWidth: CGFloat = 300
    public static let minimumCellHeight: CGFloat = 132
    /// The smallest cell of a gallery of vertical strips, in points.
    public static let minimumVerticalCellSize = CGSize(width: 200, height: 240)
    /// The most columns of a gallery of vertical strips.
    public static let maximumVerticalColumns = 4

    public let columns: Int
    public let cellSize: CGSize
    /// Whether the controls get the cell after the techniques.
    public let showsHelp: Bool
    /// The height of everything, gaps included, in points.
    public let contentHeight: CGFloat
    /// The window's height.
    public let viewportHeight: CGFloat

    public init(size: CGSize, techniques: Int, axis: Axis = .horizontal) {
        let gap = Self.gap
        let minimum =
            axis == .horizontal
            ? CGSize(width: Self.minimumCellWidth, height: Self.minimumCellHeight) : Self.minimumVerticalCellSize
        let mostColumns = axis == .horizontal ? 2 : Self.maximumVerticalColumns
        let fittingColumns = Int(((size.width - gap) / (minimum.width + gap)).rounded(.down))
        columns = min(max(fittingColumns, 1), mostColumns)
        showsHelp = columns >= 2
        let count = techniques + (showsHelp ? 1 : 0)
        let rows = max(1, (count + columns - 1) / columns)
        let width = max(0, ((size.width - gap * CGFloat(columns + 1)) / CGFloat(columns)).rounded(.down))
        let fitting = ((size.height - gap * CGFloat(rows + 1)) / CGFloat(rows)).rounded(.down)
        let height = max(0, fitting, min(minimum.height, size.height - 2 * gap))
        cellSize = CGSize(width: width, height: height)
        contentHeight = gap + CGFloat(rows) * (height + gap)
        viewportHeight = size.height
    }

    /// Whether the cells are taller, together, than the window.
    public var scrolls: Bool { contentHeight > viewportHeight + 0.5 }

    /// The frame of cell `index` (the techniques, then the controls), in content coordinates.
    public func frame(at index: Int) -> CGRect {
        let gap = Self.gap
        return CGRect(
            x: gap + CGFloat(index % columns) * (cellSize.width + gap),
            y: gap + CGFloat(index / columns) * (cellSize.height + gap),
            width: cellSize.width, height: cellSize.height)
    }

    /// `offset` (the content's vertical scroll, points) kept within the content.
    public func clampedOffset(_ offset: CGFloat) -> CGFloat {
        min(max(offset, 0), max(0, contentHeight - viewportHeight))
    }

    /// The offset nearest `offset` that shows all of `frame` (with its gaps), or its top when it
    /// is taller than the window.
    public func offset(revealing frame: CGRect, from offset: CGFloat) -> CGFloat {
        var result = offset
        if frame.maxY + Self.gap > result + viewportHeight { result = frame.maxY + Self.gap - viewportHeight }
        if frame.minY - Self.gap < result { result = frame.minY - Self.gap }
        return clampedOffset(result)
    }
}

/// One technique in the gallery, under its caption line, with a focus ring around it when it has the
/// keys. Its card and caption are drawn by the `GalleryBackdrop` behind it.
@MainActor
public final class GalleryCell: View {
    /// The caption's height, in points.
    public static let captionHeight: CGFloat = 26
    /// The card's colour: white at 3 % over the window's backdrop, as the opaque colour that makes
    /// (an opaque fill is written rather than blended: the same pixels, cheaper).
    public static let background = Color.white.withAlpha(0.03).composited(over: .backdrop)
    /// The radius of the card's corners and of the focus ring, in points.
    public static let cornerRadius: CGFloat = 10
    /// Narrower cells show no seed beside the caption, in points.
    public static let minimumWidthForSeed: CGFloat = 260

    public let technique: Technique

    init(technique: Technique) {
        self.technique = technique
        super.init()
        addSubview(technique.view)
        cornerRadius = GalleryCell.cornerRadius
    }

    public override func layoutSubviews() {
        let line = GalleryCell.captionHeight
        technique.view.frame = CGRect(x: 0, y: line + 2, width: bounds.width, height: max(0, bounds.height - line - 4))
    }

    /// Whether the keyboard focus is on this cell's technique.
    public var hasFocus: Bool {
        guard let focused = windowRoot?.focusedView else { return false }
        return focused.isDescendant(of: self)
    }

    public override func drawOverlay(in rect: CGRect, into context: inout DrawingContext) {
        guard hasFocus else { return }
        context.append(.stroke(rect.insetBy(dx: 1, dy: 1), radius: cornerRadius, width: 2, GalleryView.accent))
    }
}
