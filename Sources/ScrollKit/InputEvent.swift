import Foundation

/// Seconds on the run loop's monotonic clock. Only the run loop reads the clock; every
/// event and every frame carries its time down.
public typealias Timestamp = TimeInterval

/// A mouse (the desktop's finger) event, in window coordinates (points).
public struct PointerEvent: Hashable, Sendable {
    public enum Phase: Hashable, Sendable {
        /// The primary button went down: a touch began.
        case down
        /// The pointer moved with the button held: a touch moved.
        case moved
        /// The button went up: the touch ended.
        case up
        /// The touch will never end normally (focus lost mid-drag, window closed).
        case cancelled
        /// The pointer moved with no button held (hover).
        case hovered
        /// The pointer left the window (it hovers over nothing until it comes back).
        case exited
    }

    public var phase: Phase
    /// Where the pointer is, in window points.
    public var location: CGPoint
    public var timestamp: Timestamp
    /// What pressed: the mouse, or (for the streams `WindowRoot` makes of them) a touchscreen's
    /// fingers or the gamepad's A button.
    public var device: PointerDevice

    public init(_ phase: Phase, at location: CGPoint, device: PointerDevice = .mouse, time timestamp: Timestamp) {
        self.phase = phase
        self.location = location
        self.device = device
        self.timestamp = timestamp
    }
}

/// The keys the lab reacts to.
public enum Key: Hashable, Sendable {
    case left, right, up, down
    case pageUp, pageDown, home, end
    case tab, escape, enter, space
    /// A printable key, as the lowercase character it types (`"x"`, `"1"`).
    case character(Character)
}

/// Modifier keys held during a key or wheel event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let shift = KeyModifiers(rawValue: 1 << 0)
    public static let control = KeyModifiers(rawValue: 1 << 1)
    public static let option = KeyModifiers(rawValue: 1 << 2)
    public static let command = KeyModifiers(rawValue: 1 << 3)
}

/// A key press (key-up events are not needed by ScrollKit and are not translated).
public struct KeyEvent: Hashable, Sendable {
    public var key: Key
    public var modifiers: KeyModifiers
    /// True when the press is the operating system's auto-repeat.
    public var isRepeat: Bool
    public var timestamp: Timestamp

    public init(_ key: Key, modifiers: KeyModifiers = [], isRepeat: Bool = false, time timestamp: Timestamp) {
        self.key = key
        self.modifiers = modifiers
        self.isRepeat = isRepeat
        self.timestamp = timestamp
    }
}

/// A wheel or trackpad scroll.
///
/// The deltas are in points, in content-offset terms: positive `dx` moves the content offset right
/// (reveals content further right), positive `dy` moves it down.
public struct WheelEvent: Hashable, Sendable {
    /// Horizontal scroll, in points of content offset.
    public var dx: CGFloat
    /// Vertical scroll, in points of content offset.
    public var dy: CGFloat
    /// Where the pointer is, in window points.
    public var location: CGPoint
    public var modifiers: KeyModifiers
    public var timestamp: Timestamp
    /// Whether the device reported a precise delta (a fraction of a notch: a trackpad, a Magic Mouse,
    /// a precision touchpad, a free-spinning wheel), rather than whole notches. Precise deltas are
    /// always a continuous gesture; whole notches are deliberate steps unless they come in a burst
    /// (`WheelGestureClassifier`).
    public var isPrecise: Bool

    public init(
        dx: CGFloat, dy: CGFloat, at location: CGPoint, modifiers: KeyModifiers = [], isPrecise: Bool = false,
        time timestamp: Timestamp
    ) {
        self.dx = dx
        self.dy = dy
        self.location = location
        self.modifiers = modifiers
        self.isPrecise = isPrecise
        self.timestamp = timestamp
    }
}

/// Everything the backend hands to ScrollKit. No SDL type crosses this line.
public enum InputEvent: Hashable, Sendable {
    case pointer(PointerEvent)
    case key(KeyEvent)
    case wheel(WheelEvent)
    /// A finger on a touchscreen (`WindowRoot` follows each finger from its press to its lift).
    case touch(TouchEvent)
    /// A gamepad's button or stick (`WindowRoot` turns them into paging, focus and scrolling).
    case gamepad(GamepadEvent)
    /// The window's size in points changed.
    case resized(CGSize)
    /// The window lost keyboard and mouse focus (a drag in progress must end).
    case focusLost(Timestamp)
    /// The user asked to close the window.
    case quit
}
