import Carousels
import Foundation
import ScrollKit

/// Every technique in one window, two columns of cells, each labelled with its key, its name and its
/// seed; the cell holding the keyboard focus wears a ring. The last cell lists the controls.
@MainActor
public final class GalleryView: View {
    /// The colour of the focus ring and of the keys in the captions.
    public static let accent = Color(hex: 0x4DA3FF)
    /// Space around and between cells, in points.
    public static let gap: CGFloat = 12

    public let cells: [GalleryCell]
    /// The controls, one per line, in the cell after the techniques.
    private let help: [Label]

    init(techniques: [Technique]) {
        cells = techniques.enumerated().map { GalleryCell(technique: $0.element, number: $0.offset + 1) }
        let lines = ["Drag, click, ← →: scroll and page the focused one",
                     "Tab / Shift-Tab: move the focus   1–\(techniques.count): open one",
                     "X: X-ray   P: physics plot   A: autoplay   F: frame time",
                     "S: slow motion   Space: pause   .: one frame   Esc: quit"]
        help = lines.map { Label(text: $0, font: Font(size: 13), textColor: Color.white.withAlpha(0.6)) }
        super.init()
        for cell in cells { addSubview(cell) }
        for label in help { addSubview(label) }
    }

    public override func layoutSubviews() {
        let gap = GalleryView.gap
        let columns = 2, rows = (cells.count + 1 + columns - 1) / columns  // the controls take a cell too
        let width = ((bounds.width - gap * CGFloat(columns + 1)) / CGFloat(columns)).rounded(.down)
        let height = ((bounds.height - gap * CGFloat(rows + 1)) / CGFloat(rows)).rounded(.down)
        func frame(at index: Int) -> CGRect {
            CGRect(x: gap + CGFloat(index % columns) * (width + gap), y: gap + CGFloat(index / columns) * (height + gap),
                   width: max(0, width), height: max(0, height))
        }
        for (index, cell) in cells.enumerated() { cell.frame = frame(at: index) }
        let area = frame(at: cells.count).insetBy(dx: 12, dy: 8)
        let line: CGFloat = 22
        for (index, label) in help.enumerated() {
            label.frame = CGRect(x: area.minX, y: area.midY + (CGFloat(index) - CGFloat(help.count) / 2) * line, width: area.width, height: line)
        }
    }
}

/// One technique in the gallery: a caption line above it, a focus ring around it when it has the keys.
@MainActor
public final class GalleryCell: View {
    /// The caption's height, in points.
    public static let captionHeight: CGFloat = 26

    public let technique: Technique
    private let caption = Label(text: "", font: Font(size: 15, weight: .bold), textColor: .white)
    private let seed = Label(text: "", font: Font(size: 13), textColor: Color.white.withAlpha(0.55))

    init(technique: Technique, number: Int) {
        self.technique = technique
        super.init()
        caption.text = "\(number)  \(technique.kind.title)"
        seed.text = technique.kind.seed
        seed.textAlignment = .right
        addSubview(caption)
        addSubview(seed)
        addSubview(technique.view)
        backgroundColor = Color.white.withAlpha(0.03)
        cornerRadius = 10
    }

    public override func layoutSubviews() {
        let inset: CGFloat = 8
        let line = GalleryCell.captionHeight
        caption.frame = CGRect(x: inset + 4, y: 2, width: bounds.width * 0.7, height: line)
        seed.frame = CGRect(x: bounds.width * 0.6, y: 2, width: bounds.width * 0.4 - inset - 4, height: line)
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
