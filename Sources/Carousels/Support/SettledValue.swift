import Foundation

/// The value a technique last reported to its delegate, so that each settled change is reported
/// exactly once (an index, a page, an option).
struct SettledValue<Value: Equatable> {
    private var last: Value?

    /// Returns `value` when it differs from the last one settled (and remembers it), else nil. Nil
    /// (nothing to show) is remembered but never returned: an empty strip reports nothing.
    mutating func settle(_ value: Value?) -> Value? {
        guard value != last else { return nil }
        last = value
        return value
    }
}
