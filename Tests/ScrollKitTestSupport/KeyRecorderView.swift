import Foundation
import ScrollKit

/// A focusable view that records every key it gets (with its time and device) and takes them all.
@MainActor
public final class KeyRecorderView: View {
    /// The keys heard, oldest first.
    public var keys: [KeyEvent] = []

    public override var canBecomeFocused: Bool { true }

    public override func handleKey(_ event: KeyEvent) -> Bool {
        keys.append(event)
        return true
    }
}
