import Foundation

/// Which of the host's input an `EmbeddedCarousel` takes, beyond the pointer presses on it.
///
/// Pointer presses are always the carousel's when they start inside its rectangle (and never when
/// they start outside it); a drag that started inside keeps going outside it until the release.
/// Hover is delivered while the pointer is over the rectangle (and its leaving as an exit). The
/// wheel and the keys are where the host decides, with these conditions; the host's own focus
/// model sets `EmbeddedCarousel.isFocused` (and `focusesOnPress` lets a press decide it).
///
/// ```swift
/// embedded.inputPolicy = EmbeddedInputPolicy(wheel: .whenHovered, keys: .whenFocused)   // the default
/// embedded.inputPolicy.keys = .always        // a menu whose arrow keys always page the carousel
/// embedded.isFocused = hostFocus == .carousel  // the host's own focus ring
/// ```
public struct EmbeddedInputPolicy: Hashable, Sendable {
    /// When an input goes to the carousel.
    public enum Condition: Hashable, Sendable {
        /// Never: the host keeps it.
        case never
        /// While the pointer is over the carousel's rectangle (for the wheel: where the wheel event
        /// says the pointer is).
        case whenHovered
        /// While `EmbeddedCarousel.isFocused` is true.
        case whenFocused
        /// While either holds.
        case whenHoveredOrFocused
        /// Always.
        case always

        /// Whether the condition holds for a carousel hovered (`hovered`) and focused (`focused`).
        public func allows(hovered: Bool, focused: Bool) -> Bool {
            switch self {
            case .never: false
            case .whenHovered: hovered
            case .whenFocused: focused
            case .whenHoveredOrFocused: hovered || focused
            case .always: true
            }
        }
    }

    /// When wheel and trackpad scrolls go to the carousel. Default `.whenHovered`. A scroll taken
    /// while the pointer is outside the rectangle (by focus, or `.always`) is aimed at its middle.
    public var wheel: Condition
    /// When key presses go to the carousel. Default `.whenFocused`.
    public var keys: Condition
    /// Whether a press inside the rectangle sets `EmbeddedCarousel.isFocused` and a press outside it
    /// clears it (a click-to-focus host). Default true; false leaves focus entirely to the host.
    public var focusesOnPress: Bool

    /// A policy: wheel while hovered, keys while focused and click-to-focus by default.
    /// - Parameters:
    ///   - wheel: when scrolls go to the carousel.
    ///   - keys: when key presses go to the carousel.
    ///   - focusesOnPress: whether presses set and clear `EmbeddedCarousel.isFocused`.
    public init(wheel: Condition = .whenHovered, keys: Condition = .whenFocused, focusesOnPress: Bool = true) {
        self.wheel = wheel
        self.keys = keys
        self.focusesOnPress = focusesOnPress
    }

    /// The wheel while hovered, the keys while focused, a press focusing.
    public static let `default` = EmbeddedInputPolicy()
}
