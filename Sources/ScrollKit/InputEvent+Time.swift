import Foundation

/// An event's time, read and moved without a switch over the event kinds at every use.
extension InputEvent {
    /// When the event happened, in seconds on the run loop's clock; nil for `.resized` and `.quit`,
    /// which carry no time (`.focusLost` carries its own).
    public var timestamp: Timestamp? {
        switch self {
        case .pointer(let event): event.timestamp
        case .key(let event): event.timestamp
        case .wheel(let event): event.timestamp
        case .touch(let event): event.timestamp
        case .gamepad(let event): event.timestamp
        case .focusLost(let time): time
        case .resized, .quit: nil
        }
    }

    /// The same event with its time replaced by `transform` of it: an event moved from one clock to
    /// another (a replay's next loop, an app clock's slow motion, a host's clock). `.resized` and
    /// `.quit`, which carry no time, come back as they are and `transform` is not called. O(1).
    public func mapTime(_ transform: (Timestamp) throws -> Timestamp) rethrows -> InputEvent {
        switch self {
        case .pointer(var event):
            event.timestamp = try transform(event.timestamp)
            return .pointer(event)
        case .key(var event):
            event.timestamp = try transform(event.timestamp)
            return .key(event)
        case .wheel(var event):
            event.timestamp = try transform(event.timestamp)
            return .wheel(event)
        case .touch(var event):
            event.timestamp = try transform(event.timestamp)
            return .touch(event)
        case .gamepad(var event):
            event.timestamp = try transform(event.timestamp)
            return .gamepad(event)
        case .focusLost(let time):
            return .focusLost(try transform(time))
        case .resized, .quit:
            return self
        }
    }

    /// The same event `delta` seconds later (earlier for a negative `delta`); `.resized` and `.quit`
    /// as they are. O(1).
    public func retimed(by delta: TimeInterval) -> InputEvent {
        mapTime { $0 + delta }
    }
}
