import Carousels
import Foundation
import ScrollKit

/// A `CarouselDelegate` that writes down what it hears, in order.
@MainActor
public final class CarouselEventRecorder: CarouselDelegate {
    /// One event a carousel reported.
    public enum Event: Hashable, Sendable, CustomStringConvertible {
        /// The live current index changed.
        case current(Int, ScrollCause)
        /// A motion was aimed at an item.
        case target(Int, ScrollCause)
        /// The strip came to rest on a new item.
        case settled(Int, ScrollCause)
        /// An item was selected.
        case selected(Int, ScrollCause)
        /// The technique jumped its content by a physical distance.
        case jumped(CGFloat)
        /// A batch changed the items.
        case updated(CarouselItemsUpdate)
        /// The current item came near the end of a finite strip.
        case nearEnd(Int)

        public var description: String {
            switch self {
            case .current(let index, let cause): "current \(index) (\(cause))"
            case .target(let index, let cause): "target \(index) (\(cause))"
            case .settled(let index, let cause): "settled \(index) (\(cause))"
            case .selected(let index, let cause): "selected \(index) (\(cause))"
            case .jumped(let delta): "jumped \(delta)"
            case .updated(let update):
                "updated \(update.countBefore)→\(update.countAfter), current \(update.currentBefore.map(String.init) ?? "nil")→\(update.currentAfter.map(String.init) ?? "nil")"
            case .nearEnd(let index): "near end at \(index)"
            }
        }
    }

    /// Everything heard, oldest first.
    public private(set) var events: [Event] = []

    public init() {}

    /// The settled index changes heard, oldest first.
    public var settledChanges: [Event] { events.filter { if case .settled = $0 { true } else { false } } }
    /// The live current index changes heard, oldest first.
    public var currentChanges: [Event] { events.filter { if case .current = $0 { true } else { false } } }
    /// The target index changes heard, oldest first.
    public var targetChanges: [Event] { events.filter { if case .target = $0 { true } else { false } } }
    /// The settled index changes and the selections, oldest first: what a carousel tells a delegate
    /// that only cares where the strip rests and what was chosen.
    public var restsAndSelections: [Event] {
        events.filter {
            switch $0 {
            case .settled, .selected: true
            default: false
            }
        }
    }
    /// The selections heard, oldest first.
    public var selections: [Event] { events.filter { if case .selected = $0 { true } else { false } } }

    /// Forgets everything heard so far.
    public func reset() { events.removeAll() }

    public func carousel(_ carousel: any Carousel, didChangeCurrentIndex index: Int, cause: ScrollCause) {
        events.append(.current(index, cause))
    }

    public func carousel(_ carousel: any Carousel, didChangeTargetIndex index: Int, cause: ScrollCause) {
        events.append(.target(index, cause))
    }

    public func carousel(_ carousel: any Carousel, didChangeSettledIndex index: Int, cause: ScrollCause) {
        events.append(.settled(index, cause))
    }

    public func carousel(_ carousel: any Carousel, didSelectItemAt index: Int, cause: ScrollCause) {
        events.append(.selected(index, cause))
    }

    public func carousel(_ carousel: any Carousel, didJumpBy delta: CGFloat) {
        events.append(.jumped(delta))
    }

    public func carousel(_ carousel: any Carousel, didUpdateItems update: CarouselItemsUpdate) {
        events.append(.updated(update))
    }

    public func carousel(_ carousel: any Carousel, didNearEndAt index: Int) {
        events.append(.nearEnd(index))
    }
}
