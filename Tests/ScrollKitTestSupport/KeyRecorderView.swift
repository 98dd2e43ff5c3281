import Foundation
import ScrollKit

/// A focusable view that records every key it gets (with its time and device) and takes them all
/// but `passedKeys`.
@MainActor
public final class KeyRecorderView: View {
    /// The keys heard, oldest first.
    public var keys: [KeyEvent] = []
    /// Keys recorded but not taken: they go on to the superviews (empty: every key is taken).
    public var passedKeys: Set<Key> = []

    /// Whether the gamepad's stick steps its focus as the d-pad does (`View.stickStepsFocus`).
    public var stepsFocusWithStick = false

    public override var canBecomeFocused: Bool { true }

    public override var stickStepsFocus: Bool { stepsFocusWithStick }

    public override func handleKey(_ event: KeyEvent) -> Bool {
        keys.append(event)
        return !passedKeys.contains(event.key)
    }
}
