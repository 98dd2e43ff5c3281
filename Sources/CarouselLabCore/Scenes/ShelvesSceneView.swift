import Carousels
import Foundation
import ScrollKit

/// The `shelves` scene: a media browser's home screen. A column of rows (`CarouselShelves`), one per
/// `ShelfPlan` row, each a finite free strip of its banners, start-aligned at the layout's inset with
/// the layout's items per view (`ShelvesSceneView.itemsPerView` when the config gives no item length),
/// its snaps trimmed to the content (the last item stops at the far edge),
/// a click selecting the item under it; TV-style focus across the rows (arrows, the d-pad, Enter, the
/// gamepad's A), one row per wheel notch.
///
/// The event log names each row's technique `row0`, `row1`, … and writes the focus and selections as
/// the shelves' (`focusChanged`, `selected` with `row` and `item`; the first focus once at start, cause
/// `api`).
@MainActor
enum ShelvesSceneView {
    /// The items per view of a row when the config's layout gives no item length (`.fill`).
    static let itemsPerView: CGFloat = 4.5
    /// A row's height in a vertical column (its width in a horizontal one), in points.
    static let rowLength: CGFloat = 150

    /// The scene for `items` (the shell's banners, lengths and layout) placed on rows by `rows` (each
    /// banner's `"row"`, see `ShelfPlan`), the rows flowing along `flow`; events go to `log`.
    static func content(_ items: SceneItems, rows: [String?], flow: ItemFlow, log: EventLog?) -> SceneContent {
        let plan = ShelfPlan(count: items.banners.count, rows: rows)
        let shelves = CarouselShelves(axis: flow.axis.cross)
        shelves.rowLength = rowLength
        if flow.axis.cross == .horizontal {
            // Rows side by side: the first starts at the same 16 pt margin as the items do across, so
            // its title and its focus ring are not cut by the window's edge.
            shelves.insets = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        }
        var layout = items.layout
        layout.alignment = .start
        layout.contain = .trim // a row ends with its last item at the far edge, never blank past it
        if layout.itemLength == .fill { layout.itemLength = .itemsPerView(itemsPerView) }
        var techniques: [Technique] = []
        var shelf: [CarouselShelf] = []
        var rowBanners: [[Banner]] = []
        for (index, row) in plan.rows.enumerated() {
            let banners = row.bannerIndices.map { items.banners[$0] }
            let lengths = row.bannerIndices.map { items.itemLengths.element(at: $0) }
            let strip = FiniteStrip(layout: layout, paging: false)
            strip.clicksSelect = true
            strip.flow = flow
            strip.core.itemLengths = lengths.contains { $0 != nil } ? lengths : []
            let reporter = log.map { EventReporter(log: $0, view: "row\(index)", banners: banners) }
            reporter?.logsSelections = false
            strip.carouselDelegate = reporter
            reporter?.observe(strip)
            strip.set(items: banners)
            techniques.append(Technique(kind: .shelves, view: strip, carousel: strip, reporter: reporter))
            let shelfRow = CarouselShelf(title: row.title, carousel: strip)
            // Right to left, a title starts where its row's items do: at the right.
            if flow.isReversed { shelfRow.title?.textAlignment = .right }
            shelf.append(shelfRow)
            rowBanners.append(banners)
        }
        shelves.setRows(shelf)
        let reporter = log.map { ShelvesReporter(log: $0, banners: rowBanners) }
        shelves.focusDelegate = reporter
        let holder = ShelvesHolder(shelves: shelves, reporter: reporter)
        if let reporter, let focus = shelves.focusedItem {
            reporter.shelves(shelves, didMoveFocusTo: focus.item, inRow: focus.row, cause: .api)
        }
        return SceneContent(
            kind: .shelves, view: holder, techniques: techniques, keyTargets: [shelves],
            onAttract: { [weak shelves] in shelves?.focus(row: 0, item: 0, cause: .attract) })
    }
}

/// Holds the shelves and the reporter of their focus (the shelves hold their delegate weakly), and
/// says "No banners" in their place when the config has none (a live edit makes the shelves anew).
@MainActor
final class ShelvesHolder: View {
    let shelves: CarouselShelves
    let reporter: ShelvesReporter?
    let emptyLabel = EmptyStateLabel()

    init(shelves: CarouselShelves, reporter: ShelvesReporter?) {
        self.shelves = shelves
        self.reporter = reporter
        super.init()
        addSubview(shelves)
        addSubview(emptyLabel)
        let isEmpty = !shelves.rows.contains { $0.carousel.itemCount > 0 }
        emptyLabel.isHidden = !isEmpty
        shelves.isHidden = isEmpty
    }

    override func layoutSubviews() {
        shelves.frame = bounds
        emptyLabel.frame = bounds
    }
}

/// Writes the shelves' focus and selections to the event log (`view` "shelves"), with the row's banner
/// titles.
@MainActor
final class ShelvesReporter: CarouselShelvesDelegate {
    let log: EventLog
    /// Each row's banners, in order.
    let banners: [[Banner]]

    init(log: EventLog, banners: [[Banner]]) {
        self.log = log
        self.banners = banners
    }

    func shelves(_ shelves: CarouselShelves, didMoveFocusTo item: Int, inRow row: Int, cause: ScrollCause) {
        log.emit(.focusChanged(line(row: row, item: item, cause: cause)), view: "shelves")
    }

    func shelves(_ shelves: CarouselShelves, didSelect item: Int, inRow row: Int, cause: ScrollCause) {
        log.emit(.shelfSelected(line(row: row, item: item, cause: cause)), view: "shelves")
    }

    private func line(row: Int, item: Int, cause: ScrollCause) -> EventLine.ShelfItem {
        let titles = banners.indices.contains(row) ? banners[row] : []
        return EventLine.ShelfItem(
            row: row, item: item, title: titles.indices.contains(item) ? titles[item].title : "", cause: cause)
    }
}
