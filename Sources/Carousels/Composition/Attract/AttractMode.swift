import Foundation
import ScrollKit

/// A kiosk's attract mode as a pure value: when nobody has touched anything for `idleTimeout`
/// seconds it says so, once per idle period, and the input that then wakes the screen is swallowed.
///
/// Driven with the run loop's time, like `AutoplayTimer`: it never reads a clock. The host hands it
/// every input event before delivering it (`admit(_:)`, which says whether to deliver it) and calls
/// `update(now:)` on every pass; `CarouselAttractor` does both for a set of carousels.
///
/// - Idle time counts from the last input event (a press, a move, a lift, a hover, a key, a wheel
///   delta, a gamepad button, a stick pushed past `stickDeadZone`), and not while something is held: a mouse button or a
///   finger down, a gamepad button down or its stick out of its dead zone. It starts at the first
///   `update(now:)` (or input).
/// - The timeout fires once (`update(now:)` returns true), then the value is *attracting* until the
///   next input; that input wakes it, and the idle clock starts again from it.
/// - The wake-up input is swallowed whole: a press with its moves and its lift or cancel (a click
///   does not select, a drag does not move: the mouse's per device, each finger's by its id), a key
///   with its auto-repeats, a gamepad button with its release, a stick push until it returns inside
///   the dead zone, a wheel or trackpad gesture until its deltas pause for `wheelGestureGap`. What
///   the swallowed gesture does counts as input (it keeps the screen awake) but is never delivered.
///   A second input is delivered as usual, a second finger landing during the swallowed one
///   included.
/// - A hover or the pointer leaving the window wakes it too but is delivered: it only tells the
///   window where the pointer is, which must stay true, and starts nothing.
/// - Not input, always delivered: a resize, a focus loss (which also ends whatever was held or
///   swallowed: its lift will never come) and a quit.
public struct AttractMode: Hashable, Sendable {
    /// Seconds without input before the timeout fires; `.infinity` never fires.
    public let idleTimeout: TimeInterval
    /// When the current idle period began (the last input, or the last lift), nil before the first
    /// update or input.
    public private(set) var idleSince: Timestamp?
    /// Whether the timeout has fired and no input has come since: the next input wakes the value
    /// and is swallowed.
    public private(set) var isAttracting = false
    /// The presses, fingers, buttons and sticks held now, each with whether it is being swallowed.
    private var held: [Contact: Bool] = [:]
    /// The key a swallowed press was of: its auto-repeats are swallowed too.
    private var swallowedKey: Key?
    /// When the last swallowed wheel delta came, while its gesture may still go on.
    private var swallowedWheelAt: Timestamp?

    /// A wheel or trackpad gesture that woke the value goes on (and is swallowed) while its deltas
    /// come less than this many seconds apart: a swipe's inertia tail included. The same as
    /// `ScrollView.wheelSettleDelay` (which is main-actor isolated; a test keeps them equal).
    public static let wheelGestureGap: TimeInterval = 1.0
    /// A gamepad stick counts as pushed (held, and input) past this deflection, 0 to 1: the same as
    /// `GamepadNavigator.deadZone` (main-actor isolated; a test keeps them equal).
    public static let stickDeadZone: Double = 0.2

    /// An attract mode that fires after `idleTimeout` seconds without input. A timeout that is not a
    /// positive number (0, negative, NaN) is taken as `.infinity`: it never fires.
    public init(idleTimeout: TimeInterval) {
        self.idleTimeout = idleTimeout > 0 ? idleTimeout : .infinity
    }

    /// Something held down: idle time does not count while any is.
    private enum Contact: Hashable, Sendable {
        case pointer(PointerDevice)
        case finger(Int)
        case button(GamepadButton)
        case stick(GamepadAxis)
    }

    /// Whether anything is held now (a button, a finger, a gamepad button or stick).
    public var isHeld: Bool { !held.isEmpty }

    /// When the timeout fires if nothing happens; nil while attracting, while something is held, or
    /// before the first update.
    public var deadline: Timestamp? {
        guard !isAttracting, held.isEmpty, let idleSince, idleTimeout.isFinite else { return nil }
        return idleSince + idleTimeout
    }

    /// Advances to `now` (seconds). Returns true once per idle period, when `idleTimeout` has passed
    /// since the last input with nothing held; the value is then attracting.
    ///
    /// - Complexity: O(1).
    public mutating func update(now: Timestamp) -> Bool {
        guard idleSince != nil else {
            idleSince = now
            return false
        }
        guard let deadline, now >= deadline else { return false }
        isAttracting = true
        return true
    }

    /// Notes an input at `time` (seconds) that is delivered: the idle clock starts again from it,
    /// and an attracting value wakes. Returns whether it woke. (`admit(_:)` calls it; a host that
    /// screens its input itself may call it directly.)
    @discardableResult
    public mutating func noteInput(at time: Timestamp) -> Bool {
        idleSince = max(idleSince ?? time, time)
        defer { isAttracting = false }
        return isAttracting
    }

    /// Notes `event` and says whether to deliver it: false for the input that wakes an attracting
    /// value and for everything that gesture goes on to do (its moves, lift, repeats, release, the
    /// rest of its wheel gesture); true for anything else.
    ///
    /// - Complexity: O(1) (a dictionary of the few contacts held).
    public mutating func admit(_ event: InputEvent) -> Bool {
        switch event {
        case .pointer(let pointer):
            return admit(pointer)
        case .touch(let touch):
            return admit(touch)
        case .key(let key):
            return admit(key)
        case .wheel(let wheel):
            return admit(wheel)
        case .gamepad(let pad):
            return admit(pad)
        case .focusLost:
            held.removeAll()
            swallowedKey = nil
            swallowedWheelAt = nil
            return true
        case .resized, .quit:
            return true
        }
    }

    // MARK: Each kind of input

    private mutating func admit(_ event: PointerEvent) -> Bool {
        let contact = Contact.pointer(event.device)
        switch event.phase {
        case .down:
            return press(contact, at: event.timestamp)
        case .moved:
            return continuing(contact, at: event.timestamp)
        case .up, .cancelled:
            return lift(contact, at: event.timestamp)
        case .hovered, .exited:
            noteInput(at: event.timestamp)
            return true
        }
    }

    private mutating func admit(_ event: TouchEvent) -> Bool {
        let contact = Contact.finger(event.finger)
        switch event.phase {
        case .down: return press(contact, at: event.timestamp)
        case .moved: return continuing(contact, at: event.timestamp)
        case .up, .cancelled: return lift(contact, at: event.timestamp)
        }
    }

    private mutating func admit(_ event: KeyEvent) -> Bool {
        if event.isRepeat, event.key == swallowedKey {
            idleSince = max(idleSince ?? event.timestamp, event.timestamp)
            return false
        }
        swallowedKey = nil
        guard noteInput(at: event.timestamp) else { return true }
        swallowedKey = event.key
        return false
    }

    private mutating func admit(_ event: WheelEvent) -> Bool {
        if let last = swallowedWheelAt, event.timestamp - last < Self.wheelGestureGap {
            swallowedWheelAt = event.timestamp
            idleSince = max(idleSince ?? event.timestamp, event.timestamp)
            return false
        }
        swallowedWheelAt = nil
        guard noteInput(at: event.timestamp) else { return true }
        swallowedWheelAt = event.timestamp
        return false
    }

    private mutating func admit(_ event: GamepadEvent) -> Bool {
        switch event.change {
        case .button(let button, let isPressed):
            let contact = Contact.button(button)
            return isPressed ? press(contact, at: event.timestamp) : lift(contact, at: event.timestamp)
        case .axis(let axis, let value):
            let contact = Contact.stick(axis)
            let pushed = abs(value) > Self.stickDeadZone // false for NaN
            if held[contact] != nil {
                return pushed ? continuing(contact, at: event.timestamp) : lift(contact, at: event.timestamp)
            }
            return pushed ? press(contact, at: event.timestamp) : true // a twitch inside the dead zone is no input
        }
    }

    // MARK: Contacts

    /// A contact goes down: swallowed, with all it goes on to do, when it wakes the value.
    private mutating func press(_ contact: Contact, at time: Timestamp) -> Bool {
        let wakes = noteInput(at: time)
        held[contact] = wakes
        return !wakes
    }

    /// A contact moves (or an input with nothing held comes): swallowed when its press was, or when
    /// it wakes the value on its own (a move whose press came before a focus loss).
    private mutating func continuing(_ contact: Contact, at time: Timestamp) -> Bool {
        if let swallowed = held[contact] {
            idleSince = max(idleSince ?? time, time)
            return !swallowed
        }
        return !noteInput(at: time)
    }

    /// A contact lifts: swallowed when its press was; the idle clock counts from here.
    private mutating func lift(_ contact: Contact, at time: Timestamp) -> Bool {
        guard let swallowed = held.removeValue(forKey: contact) else { return !noteInput(at: time) }
        idleSince = max(idleSince ?? time, time)
        return !swallowed
    }
}
