import Carousels
import Foundation
import ScrollKit

/// `--events`: one JSON object per line on standard output for every delegate event of the scene,
/// e.g. `{"event":"didEndDecelerating","scene":"scroll","view":"strip","time":1.234,"offset":616}`.
///
/// `time` is the frame time in seconds since SDL started; offsets are content offsets in points.
@MainActor
public final class EventLog {
    private let scene: String
    private let clock: () -> Timestamp
    private let write: (String) -> Void

    /// A log for `scene` that stamps events with `clock()` and hands each line to `write`.
    public init(scene: String, clock: @escaping () -> Timestamp, write: @escaping (String) -> Void) {
        self.scene = scene
        self.clock = clock
        self.write = write
    }

    /// A JSON value of an event field.
    public enum Value {
        case number(Double)
        case int(Int)
        case string(String)
        case bool(Bool)

        var json: String {
            switch self {
            case .number(let value): return value.isFinite ? String(format: "%.3f", value) : "null"
            case .int(let value): return String(value)
            case .bool(let value): return value ? "true" : "false"
            case .string(let value): return EventLog.quoted(value)
            }
        }
    }

    /// Writes one event line.
    public func emit(_ event: String, view: String, _ fields: KeyValuePairs<String, Value> = [:]) {
        var line = "{\"event\":\(EventLog.quoted(event)),\"scene\":\(EventLog.quoted(scene)),\"view\":\(EventLog.quoted(view)),\"time\":\(Value.number(clock()).json)"
        for (key, value) in fields { line += ",\(EventLog.quoted(key)):\(value.json)" }
        write(line + "}")
    }

    /// `text` as a JSON string literal.
    nonisolated static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

/// Reports a scroll view's delegate events to an `EventLog`, named `view`.
@MainActor
final class ScrollEventReporter: ScrollViewDelegate {
    let log: EventLog
    let view: String

    init(log: EventLog, view: String) {
        self.log = log
        self.view = view
    }

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        log.emit("willBeginDragging", view: view, ["offset": .number(scrollView.contentOffset.x)])
    }

    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint) {
        log.emit("willEndDragging", view: view, ["offset": .number(scrollView.contentOffset.x),
                                                  "velocity": .number(velocity.x), "target": .number(targetContentOffset.x)])
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        log.emit("didEndDragging", view: view, ["offset": .number(scrollView.contentOffset.x), "willDecelerate": .bool(decelerate)])
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        log.emit("didEndDecelerating", view: view, ["offset": .number(scrollView.contentOffset.x)])
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        log.emit("didEndScrollingAnimation", view: view, ["offset": .number(scrollView.contentOffset.x)])
    }
}

/// Reports a banner carousel's index changes and selections to an `EventLog`.
@MainActor
final class CarouselEventReporter: BannerCarouselDelegate {
    let log: EventLog
    let view: String

    init(log: EventLog, view: String) {
        self.log = log
        self.view = view
    }

    func bannerCarousel(_ carousel: BannerCarousel, didChangeCurrentIndex index: Int) {
        log.emit("currentIndexChanged", view: view, ["index": .int(index), "title": .string(carousel.items[index].title)])
    }

    func bannerCarousel(_ carousel: BannerCarousel, didSelectItemAt index: Int) {
        log.emit("selected", view: view, ["index": .int(index), "title": .string(carousel.items[index].title)])
    }
}

/// Reports a `PreviewScrollHost`'s settled page changes and selections to an `EventLog`
/// (`banners` gives the titles: the finite mode's host holds no items).
@MainActor
final class PreviewEventReporter: PreviewScrollHostDelegate {
    let log: EventLog
    let view: String
    let banners: [Banner]

    init(log: EventLog, view: String, banners: [Banner]) {
        self.log = log
        self.view = view
        self.banners = banners
    }

    private func title(_ index: Int) -> String { banners.indices.contains(index) ? banners[index].title : "" }

    func previewScrollHost(_ host: PreviewScrollHost, didChangeCurrentPage page: Int) {
        log.emit("currentPageChanged", view: view, ["index": .int(page), "title": .string(title(page))])
    }

    func previewScrollHost(_ host: PreviewScrollHost, didSelectItemAt index: Int) {
        log.emit("selected", view: view, ["index": .int(index), "title": .string(title(index))])
    }
}

/// Reports an `InfinitePagingPicker`'s option changes to an `EventLog`.
@MainActor
final class PickerEventReporter: InfinitePagingPickerDelegate {
    let log: EventLog
    let view: String

    init(log: EventLog, view: String) {
        self.log = log
        self.view = view
    }

    func optionChanged(to index: Int, in picker: InfinitePagingPicker) {
        log.emit("optionChanged", view: view, ["index": .int(index), "title": .string(picker.options[index].title)])
    }
}

/// Reports a `TilingScrollView`'s selections to an `EventLog`. (Its scroll view delegate is the
/// view itself, so there are no scroll events to report.)
@MainActor
final class TilingEventReporter: TilingScrollViewDelegate {
    let log: EventLog
    let view: String

    init(log: EventLog, view: String) {
        self.log = log
        self.view = view
    }

    func tilingScrollView(_ tiling: TilingScrollView, didSelectItemAt index: Int) {
        log.emit("selected", view: view, ["index": .int(index), "title": .string(tiling.items[index].title)])
    }
}

/// Reports a `PaddedInfiniteCollection`'s selections to an `EventLog`. (Its collection's scroll
/// delegate is the collection itself, so there are no scroll events to report.)
@MainActor
final class PaddedEventReporter: PaddedInfiniteCollectionDelegate {
    let log: EventLog
    let view: String

    init(log: EventLog, view: String) {
        self.log = log
        self.view = view
    }

    func paddedCollection(_ collection: PaddedInfiniteCollection, didSelectItemAt index: Int) {
        log.emit("selected", view: view, ["index": .int(index), "title": .string(collection.items[index].title)])
    }
}
