import Foundation

/// The gamepad buttons ScrollKit answers (SDL GameController names, Xbox layout: A at the bottom).
public enum GamepadButton: String, Hashable, Sendable, CaseIterable {
    /// The d-pad: one item along the axis, repeating while held (as the arrow keys).
    case dpadLeft, dpadRight, dpadUp, dpadDown
    /// A selects the centred item (a tap at the centre of the focused view).
    case a
    /// B goes back (as Esc).
    case b
    /// The shoulders move the keyboard focus (as Shift-Tab and Tab).
    case leftShoulder, rightShoulder
}

/// The gamepad axes ScrollKit answers: the left stick.
public enum GamepadAxis: String, Hashable, Sendable, CaseIterable {
    /// Left stick, horizontal: −1 full left, 1 full right.
    case leftX
    /// Left stick, vertical: −1 full up, 1 full down (SDL's sign).
    case leftY
}

/// A gamepad's button press or release, or a stick axis's new position. Every connected gamepad
/// reports into the same stream.
public struct GamepadEvent: Hashable, Sendable {
    /// What changed.
    public enum Change: Hashable, Sendable {
        /// A button went down (`isPressed`) or up.
        case button(GamepadButton, isPressed: Bool)
        /// A stick axis moved to `value`, from −1 to 1 (out-of-range and non-finite values are
        /// clamped to it, NaN to 0).
        case axis(GamepadAxis, value: Double)
    }

    /// What changed: a button or an axis.
    public var change: Change
    /// Seconds on the run loop's clock.
    public var timestamp: Timestamp

    /// A gamepad event: `change` at `timestamp` (seconds).
    public init(_ change: Change, time timestamp: Timestamp) {
        self.change = change
        self.timestamp = timestamp
    }
}
