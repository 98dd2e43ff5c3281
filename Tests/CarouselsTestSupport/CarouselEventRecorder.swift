import Carousels
import Foundation
import ScrollKit

/// A `CarouselDelegate` that writes down what it hears, in order.
@MainActor
public final class CarouselEventRecorder: CarouselDelegate {
    /// One event a carousel reported.
    public enum Event: Hashable, Sendable, CustomStringConvertible {
        case indexChanged(Int, ScrollCause)
        case selected(Int, ScrollCause)

        public var description: String {
            switch self {
            case .indexChanged(let index, let cause): "index \(index) (\(cause))"
            case .selected(let index, let cause): "selected \(index) (\(cause))"
            }
        }
    }

    /// Everything heard, oldest first.
    public private(set) var events: [Event] = []

    public init() {}

    /// The index changes heard, oldest first.
    public var indexChanges: [Event] { events.filter { if case .indexChanged = $0 { true } else { false } } }
    /// The selections heard, oldest first.
    public var selections: [Event] { events.filter { if case .selected = $0 { true } else { false } } }

    /// Forgets everything heard so far.
    public func reset() { events.removeAll() }

    public func carousel(_ carousel: any Carousel, didChangeCurrentIndex index: Int, cause: ScrollCause) {
        events.append(.indexChanged(index, cause))
    }

    public func carousel(_ carousel: any Carousel, didSelectItemAt index: Int, cause: ScrollCause) {
        events.append(.selected(index, cause))
    }
}
