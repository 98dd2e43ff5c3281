import Foundation
import ScrollKit

/// One line of the `--events` log: which `event`, in which `scene` and `view`, at what `time`, and
/// the event's own fields (`Body`). A line's keys are exactly `event`, `scene`, `view`, `time` and
/// its body's `CodingKeys`; `JSONLine` writes it (keys sorted) and reads it back strictly.
///
/// Numbers are as the reporter gives them: it rounds times, offsets, velocities and deltas to
/// thousandths (`EventLine.rounded`), so a log stays short and diffs cleanly.
struct EventLine: Codable, Hashable, Sendable {
    var scene: String
    var view: String
    /// The frame time, in seconds.
    var time: Double
    var body: Body

    /// The event's name (`event` in the line).
    var event: Event { body.event }

    /// Every event the lab logs.
    enum Event: String, LineName {
        case willBeginDragging, didScroll, willEndDragging, didEndDragging, didEndDecelerating, didEndScrollingAnimation
        case currentIndexChanged, targetIndexChanged, settledIndexChanged, selected, recentred, itemsChanged
        case focusChanged, linkedIndexChanged
        static let noun = "event"

        /// The keys a line of this event has.
        var keys: [String] {
            let fields: [String] =
                switch self {
                case .willBeginDragging, .didScroll: Scroll.CodingKeys.allCases.map(\.rawValue)
                case .willEndDragging: Release.CodingKeys.allCases.map(\.rawValue)
                case .didEndDragging: DragEnd.CodingKeys.allCases.map(\.rawValue)
                case .didEndDecelerating, .didEndScrollingAnimation: Landing.CodingKeys.allCases.map(\.rawValue)
                case .currentIndexChanged, .targetIndexChanged, .settledIndexChanged:
                    Item.CodingKeys.allCases.map(\.rawValue)
                // A technique's selection names its index; the shelves' names a row and an item in it.
                case .selected: Item.CodingKeys.allCases.map(\.rawValue) + ["row", "item"]
                case .focusChanged: ShelfItem.CodingKeys.allCases.map(\.rawValue)
                case .linkedIndexChanged: Linked.CodingKeys.allCases.map(\.rawValue)
                case .recentred: Jump.CodingKeys.allCases.map(\.rawValue)
                case .itemsChanged: Items.CodingKeys.allCases.map(\.rawValue)
                }
            return HeadKeys.allCases.map(\.rawValue) + fields
        }
    }

    /// The event and its fields.
    enum Body: Hashable, Sendable {
        case willBeginDragging(Scroll)
        case didScroll(Scroll)
        case willEndDragging(Release)
        case didEndDragging(DragEnd)
        case didEndDecelerating(Landing)
        case didEndScrollingAnimation(Landing)
        case currentIndexChanged(Item)
        case targetIndexChanged(Item)
        case settledIndexChanged(Item)
        case selected(Item)
        case recentred(Jump)
        case itemsChanged(Items)
        /// The shelves' focus moved (`row` and `item`, the item counted within its row).
        case focusChanged(ShelfItem)
        /// The shelves' focused item was selected (Enter, gamepad A, a click).
        case shelfSelected(ShelfItem)
        /// A linked strip followed its main carousel to `index`.
        case linkedIndexChanged(Linked)

        /// The keys of this line exactly (the event's allow both shapes of a selection).
        var keys: [String] {
            switch self {
            case .selected: HeadKeys.allCases.map(\.rawValue) + Item.CodingKeys.allCases.map(\.rawValue)
            case .shelfSelected: HeadKeys.allCases.map(\.rawValue) + ShelfItem.CodingKeys.allCases.map(\.rawValue)
            default: event.keys
            }
        }

        var event: Event {
            switch self {
            case .willBeginDragging: .willBeginDragging
            case .didScroll: .didScroll
            case .willEndDragging: .willEndDragging
            case .didEndDragging: .didEndDragging
            case .didEndDecelerating: .didEndDecelerating
            case .didEndScrollingAnimation: .didEndScrollingAnimation
            case .currentIndexChanged: .currentIndexChanged
            case .targetIndexChanged: .targetIndexChanged
            case .settledIndexChanged: .settledIndexChanged
            case .selected, .shelfSelected: .selected
            case .recentred: .recentred
            case .itemsChanged: .itemsChanged
            case .focusChanged: .focusChanged
            case .linkedIndexChanged: .linkedIndexChanged
            }
        }
    }

    /// The content offset, in points.
    struct Scroll: Codable, Hashable, Sendable {
        var offset: Double
        enum CodingKeys: String, CodingKey, CaseIterable { case offset }
    }

    /// A release: the offset and velocity (points per millisecond, UIKit's unit) at the release, the
    /// landing the technique chose, and why it moves.
    struct Release: Codable, Hashable, Sendable {
        var offset: Double
        var velocity: Double
        var target: Double
        var cause: ScrollCause
        enum CodingKeys: String, CodingKey, CaseIterable { case offset, velocity, target, cause }

        init(offset: Double, velocity: Double, target: Double, cause: ScrollCause) {
            (self.offset, self.velocity, self.target, self.cause) = (offset, velocity, target, cause)
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            offset = try container.decode(Double.self, forKey: .offset)
            velocity = try container.decode(Double.self, forKey: .velocity)
            target = try container.decode(Double.self, forKey: .target)
            cause = try container.decodeName(ScrollCause.self, forKey: .cause)
        }
    }

    /// The end of a drag, and whether momentum follows.
    struct DragEnd: Codable, Hashable, Sendable {
        var offset: Double
        var willDecelerate: Bool
        enum CodingKeys: String, CodingKey, CaseIterable { case offset, willDecelerate }
    }

    /// Where the content came to rest, and why it had moved.
    struct Landing: Codable, Hashable, Sendable {
        var offset: Double
        var cause: ScrollCause
        enum CodingKeys: String, CodingKey, CaseIterable { case offset, cause }

        init(offset: Double, cause: ScrollCause) {
            (self.offset, self.cause) = (offset, cause)
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            offset = try container.decode(Double.self, forKey: .offset)
            cause = try container.decodeName(ScrollCause.self, forKey: .cause)
        }
    }

    /// An item (its index and title) that became current, was chosen or was selected, and why.
    struct Item: Codable, Hashable, Sendable {
        var index: Int
        var title: String
        var cause: ScrollCause
        enum CodingKeys: String, CodingKey, CaseIterable { case index, title, cause }

        init(index: Int, title: String, cause: ScrollCause) {
            (self.index, self.title, self.cause) = (index, title, cause)
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            index = try container.decodeWholeNumber(forKey: .index)
            title = try container.decode(String.self, forKey: .title)
            cause = try container.decodeName(ScrollCause.self, forKey: .cause)
        }
    }

    /// A recentring jump of the offset, in points.
    /// An item of the shelves: its row and its index within that row (both from 0).
    struct ShelfItem: Codable, Hashable, Sendable {
        var row: Int
        var item: Int
        var title: String
        var cause: ScrollCause
        enum CodingKeys: String, CodingKey, CaseIterable { case row, item, title, cause }

        init(row: Int, item: Int, title: String, cause: ScrollCause) {
            (self.row, self.item, self.title, self.cause) = (row, item, title, cause)
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            row = try container.decodeWholeNumber(forKey: .row)
            item = try container.decodeWholeNumber(forKey: .item)
            title = try container.decode(String.self, forKey: .title)
            cause = try container.decodeName(ScrollCause.self, forKey: .cause)
        }
    }

    /// The index of the main carousel a linked strip followed.
    struct Linked: Codable, Hashable, Sendable {
        var index: Int
        enum CodingKeys: String, CodingKey, CaseIterable { case index }

        init(index: Int) { self.index = index }

        init(from decoder: any Decoder) throws {
            index = try decoder.container(keyedBy: CodingKeys.self).decodeWholeNumber(forKey: .index)
        }
    }

    struct Jump: Codable, Hashable, Sendable {
        var delta: Double
        enum CodingKeys: String, CodingKey, CaseIterable { case delta }
    }

    /// A batch of changes to the items (`CarouselDelegate.carousel(_:didUpdateItems:)`): how many
    /// were inserted, removed, moved and reloaded, the current index before (`from`) and after (`to`)
    /// it (null with no items), and why (`data`).
    struct Items: Codable, Hashable, Sendable {
        var inserted: Int
        var removed: Int
        var moved: Int
        var reloaded: Int
        var from: Int?
        var to: Int?
        var cause: ScrollCause
        enum CodingKeys: String, CodingKey, CaseIterable { case inserted, removed, moved, reloaded, from, to, cause }

        init(inserted: Int, removed: Int, moved: Int, reloaded: Int, from: Int?, to: Int?, cause: ScrollCause) {
            (self.inserted, self.removed, self.moved, self.reloaded) = (inserted, removed, moved, reloaded)
            (self.from, self.to, self.cause) = (from, to, cause)
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            inserted = try container.decodeWholeNumber(forKey: .inserted)
            removed = try container.decodeWholeNumber(forKey: .removed)
            moved = try container.decodeWholeNumber(forKey: .moved)
            reloaded = try container.decodeWholeNumber(forKey: .reloaded)
            from = try container.decodeNil(forKey: .from) ? nil : try container.decodeWholeNumber(forKey: .from)
            to = try container.decodeNil(forKey: .to) ? nil : try container.decodeWholeNumber(forKey: .to)
            cause = try container.decodeName(ScrollCause.self, forKey: .cause)
        }

        /// Every key written, `from` and `to` as null when there is no current item.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(inserted, forKey: .inserted)
            try container.encode(removed, forKey: .removed)
            try container.encode(moved, forKey: .moved)
            try container.encode(reloaded, forKey: .reloaded)
            try container.encode(from, forKey: .from)
            try container.encode(to, forKey: .to)
            try container.encode(cause, forKey: .cause)
        }
    }

    private enum HeadKeys: String, CodingKey, CaseIterable {
        case event, scene, view, time
    }

    init(scene: String, view: String, time: Double, body: Body) {
        self.scene = scene
        self.view = view
        self.time = time
        self.body = body
    }

    init(from decoder: any Decoder) throws {
        let head = try decoder.container(keyedBy: HeadKeys.self)
        scene = try head.decode(String.self, forKey: .scene)
        view = try head.decode(String.self, forKey: .view)
        time = try head.decode(Double.self, forKey: .time)
        body =
            switch try head.decode(Event.self, forKey: .event) {
            case .willBeginDragging: .willBeginDragging(try Scroll(from: decoder))
            case .didScroll: .didScroll(try Scroll(from: decoder))
            case .willEndDragging: .willEndDragging(try Release(from: decoder))
            case .didEndDragging: .didEndDragging(try DragEnd(from: decoder))
            case .didEndDecelerating: .didEndDecelerating(try Landing(from: decoder))
            case .didEndScrollingAnimation: .didEndScrollingAnimation(try Landing(from: decoder))
            case .currentIndexChanged: .currentIndexChanged(try Item(from: decoder))
            case .targetIndexChanged: .targetIndexChanged(try Item(from: decoder))
            case .settledIndexChanged: .settledIndexChanged(try Item(from: decoder))
            case .selected:
                try decoder.container(keyedBy: ShelfItem.CodingKeys.self).contains(.row)
                    ? .shelfSelected(try ShelfItem(from: decoder)) : .selected(try Item(from: decoder))
            case .recentred: .recentred(try Jump(from: decoder))
            case .itemsChanged: .itemsChanged(try Items(from: decoder))
            case .focusChanged: .focusChanged(try ShelfItem(from: decoder))
            case .linkedIndexChanged: .linkedIndexChanged(try Linked(from: decoder))
            }
    }

    func encode(to encoder: any Encoder) throws {
        var head = encoder.container(keyedBy: HeadKeys.self)
        try head.encode(event, forKey: .event)
        try head.encode(scene, forKey: .scene)
        try head.encode(view, forKey: .view)
        try head.encode(time, forKey: .time)
        switch body {
        case .willBeginDragging(let fields), .didScroll(let fields): try fields.encode(to: encoder)
        case .willEndDragging(let fields): try fields.encode(to: encoder)
        case .didEndDragging(let fields): try fields.encode(to: encoder)
        case .didEndDecelerating(let fields), .didEndScrollingAnimation(let fields): try fields.encode(to: encoder)
        case .currentIndexChanged(let fields), .targetIndexChanged(let fields), .settledIndexChanged(let fields),
            .selected(let fields):
            try fields.encode(to: encoder)
        case .recentred(let fields): try fields.encode(to: encoder)
        case .itemsChanged(let fields): try fields.encode(to: encoder)
        case .focusChanged(let fields), .shelfSelected(let fields): try fields.encode(to: encoder)
        case .linkedIndexChanged(let fields): try fields.encode(to: encoder)
        }
    }

    /// Reads one line of an `--events` log strictly; `file` and `number` name it in errors.
    static func read(_ text: String, number: Int = 1, file: String = "events") throws(JSONLineError) -> EventLine {
        let line = try JSONLine(Array(text.utf8), number: number, file: file)
        if let event = line.string("event").flatMap(Event.init(rawValue:)) {
            try line.checkKeys(allowed: event.keys)
        }
        return try line.decode(EventLine.self)
    }

    /// `value` to thousandths, as the log writes times and lengths.
    static func rounded(_ value: Double) -> Double {
        (value * 1000).rounded() / 1000
    }
}

/// `cause` in a line: ScrollKit's names, read with the names listed when one is unknown.
extension ScrollCause: LineName {
    static let noun = "cause"
}
