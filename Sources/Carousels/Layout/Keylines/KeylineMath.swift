import Foundation

/// The small numeric helpers the keyline maths shares, written to give Compose's numbers.
enum KeylineMath {
    /// `(1 − t)·a + t·b`, the form Compose's `lerp` uses (so the ends are exact).
    ///
    /// - Complexity: O(1).
    static func lerp(_ start: CGFloat, _ end: CGFloat, _ fraction: CGFloat) -> CGFloat {
        (1 - fraction) * start + fraction * end
    }

    /// `value` mapped from `inputMin...inputMax` onto `outputMin...outputMax`, held at the ends outside it.
    ///
    /// - Complexity: O(1).
    static func lerp(
        outputMin: CGFloat, outputMax: CGFloat, inputMin: CGFloat, inputMax: CGFloat, value: CGFloat
    ) -> CGFloat {
        if value <= inputMin { return outputMin }
        if value >= inputMax { return outputMax }
        return lerp(outputMin, outputMax, (value - inputMin) / (inputMax - inputMin))
    }

    /// Rounds half up, as Kotlin's `roundToInt` does (`floor(x + 0.5)`), so snap positions match Compose's.
    ///
    /// - Complexity: O(1).
    static func roundHalfUp(_ value: CGFloat) -> CGFloat {
        (value + 0.5).rounded(.down)
    }

    /// `value` held within `low...high` (Kotlin's `coerceIn`; `low` wins if the bounds cross).
    ///
    /// - Complexity: O(1).
    static func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
        max(low, min(value, high))
    }
}
