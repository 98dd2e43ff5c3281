import Foundation
import ScrollKit

extension ItemFlow {
    /// The flows every axis- and direction-generic behaviour test runs in: left to right, top to
    /// bottom, right to left. Use as `@Test(arguments: ItemFlow.tested)`.
    public static let tested: [ItemFlow] = [.horizontal, .vertical, .rightToLeft]
}
