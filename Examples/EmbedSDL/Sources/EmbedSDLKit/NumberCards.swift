import Carousels
import Foundation
import ScrollKit

/// The carousel's data: `count` numbered cards, each made when the carousel first needs it.
@MainActor
public final class NumberCards: PreviewScrollHostDataSource {
    /// How many cards there are.
    public let count: Int

    /// `count` cards, numbered from 1.
    public init(count: Int) { self.count = count }

    /// How many pages the carousel has: one per card.
    public func numberOfPages(in host: FinitePreviewScrollHost) -> Int { count }

    /// The card for page `index` (number `index + 1`).
    public func view(forPage index: Int, in host: FinitePreviewScrollHost) -> View {
        NumberCard(number: index + 1)
    }
}
