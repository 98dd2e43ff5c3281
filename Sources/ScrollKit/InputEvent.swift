import Foundation

/// Seconds on the run loop's monotonic clock. Only the run loop reads the clock; every
/// event and every frame carries its time down.
public typealias Timestamp = TimeInterval

/// A mouse (the desktop's finger) event, in window coordinates (points).
public struct PointerEvent: Hashable, Sendable {
    /// What happened to the pointer (the primary button is the finger).
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

    /// What happened: the button went down or up, the pointer moved, hovered or left.
    public var phase: Phase
    /// Where the pointer is, in window points.
    public var location: CGPoint
    /// When it happened, in seconds on the run loop's clock.
    public var timestamp: Timestamp
    /// What pressed: the mouse, or (for the streams `WindowRoot` makes of them) a touchscreen's
    /// fingers or the gamepad's A button.
    public var device: PointerDevice

    /// A pointer event of `phase` at `location` (window points) from `device` at `timestamp` (seconds).
    public init(_ phase: Phase, at location: CGPoint, device: PointerDevice = .mouse, time timestamp: Timestamp) {
        self.phase = phase
        self.location = location
        self.device = device
        self.timestamp = timestamp
    }
}

/// The keys the lab reacts to.
public enum Key: Hashable, Sendable {
    /// The Left arrow.
    case left
    /// The Right arrow.
    case right
    /// The Up arrow.
    case up
    /// The Down arrow.
    case down
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Home.
    case home
    /// End.
    case end
    /// Tab (with Shift: Shift-Tab, see `KeyModifiers`).
    case tab
    /// Escape.
    case escape
    /// Return or the keypad's Enter.
    case enter
    /// The space bar.
    case space
    /// A printable key, as the lowercase character it types (`"x"`, `"1"`).
    case character(Character)
}

/// Modifier keys held during a key or wheel event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Either Shift key.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Either Control key.
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Either Alt (Option) key.
    public static let option = KeyModifiers(rawValue: 1 << 2)
    /// Either GUI key (Command on a Mac, the Windows or Super key elsewhere).
    public static let command = KeyModifiers(rawValue: 1 << 3)
}

/// A key press (key-up events are not needed by ScrollKit and are not translated).
public struct KeyEvent: Hashable, Sendable {
    /// The key pressed.
    public var key: Key
    /// The modifier keys held during the event.
    public var modifiers: KeyModifiers
    /// True when the press is the operating system's auto-repeat.
    public var isRepeat: Bool
    /// When it happened, in seconds on the run loop's clock.
    public var timestamp: Timestamp
    /// What sent the key: nil for the keyboard, `.gamepad` for the keys `GamepadNavigator` sends (its
    /// d-pad, shoulders and B). A view that moves content for a key names it in the cause
    /// (`ScrollCause.given(by:)`: a `.key` by the gamepad is `.gamepad`).
    public var device: PointerDevice?

    /// A press of `key` with `modifiers` held at `timestamp` (seconds); `isRepeat` for the OS's
    /// auto-repeat; `device` nil for the keyboard, `.gamepad` for a key the gamepad sends.
    public init(
        _ key: Key, modifiers: KeyModifiers = [], isRepeat: Bool = false, device: PointerDevice? = nil,
        time timestamp: Timestamp
    ) {
        self.key = key
        self.modifiers = modifiers
        self.isRepeat = isRepeat
        self.device = device
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
    /// The modifier keys held during the event.
    public var modifiers: KeyModifiers
    /// When it happened, in seconds on the run loop's clock.
    public var timestamp: Timestamp
    /// Whether the device reported a precise delta (a fraction of a notch: a trackpad, a Magic Mouse,
    /// a precision touchpad, a free-spinning wheel), rather than whole notches. A guess from this one
    /// delta (SDL 2 marks nothing; a trackpad's delta may be a whole number of notches): a gesture that
    /// has shown a precise delta is continuous to its end, whole deltas included; whole deltas that
    /// start a gesture are deliberate steps unless they come in a burst (`WheelGestureClassifier`).
    public var isPrecise: Bool

    /// A scroll of `dx`, `dy` points of content offset with the pointer at `location` (window
    /// points) at `timestamp` (seconds); `isPrecise` for a device that reports fractions of a notch.
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
    /// The mouse: a press, a move, a release, a hover or the pointer leaving the window.
    case pointer(PointerEvent)
    /// A key press.
    case key(KeyEvent)
    /// A wheel notch or a trackpad scroll.
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
