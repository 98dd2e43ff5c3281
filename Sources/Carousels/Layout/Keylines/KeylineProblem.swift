import Foundation

/// What is wrong with the numbers given to a keyline factory or strategy, and how to fix it.
public struct KeylineProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message: the parameter, the value it had and what it must be.
    public var message: String

    /// A problem with its message (prefixed with "keylines: ").
    public init(_ message: String) { self.message = "keylines: " + message }

    /// The message.
    public var description: String { message }

    /// The problem with `value` if it is not finite or is below `minimum` (or not above it when
    /// `minimumIsExclusive`); nil when it is fine.
    ///
    /// - Complexity: O(1).
    static func length(
        _ name: String, _ value: CGFloat, atLeast minimum: CGFloat = 0, exclusive: Bool = false
    ) -> KeylineProblem? {
        guard value.isFinite else {
            return KeylineProblem("\(name) is \(value): give a finite length in points")
        }
        if exclusive ? value <= minimum : value < minimum {
            let bound = exclusive ? "more than \(minimum)" : "\(minimum) or more"
            return KeylineProblem("\(name) is \(value): it must be \(bound) points")
        }
        return nil
    }

    /// The first problem among the small-item bounds: both finite, more than 0, min not above max.
    ///
    /// - Complexity: O(1).
    static func smallBounds(min minSmall: CGFloat, max maxSmall: CGFloat) -> KeylineProblem? {
        if let problem = length("minSmall", minSmall, atLeast: 0, exclusive: true) { return problem }
        if let problem = length("maxSmall", maxSmall, atLeast: 0, exclusive: true) { return problem }
        if minSmall > maxSmall {
            return KeylineProblem("minSmall (\(minSmall)) is more than maxSmall (\(maxSmall)): swap them")
        }
        return nil
    }
}
