import Carousels
import Foundation
import Testing

/// Every factory's default keylines over a grid of carousels: the items they show sit one item
/// spacing apart and fill the carousel, as Compose's `Arrangement.fit` makes them.
@Suite("Keyline factories fit: neighbours one spacing apart, the carousel filled")
struct KeylineFitTests {
    /// One factory, called with a carousel's numbers.
    struct Factory: Sendable, CustomTestStringConvertible {
        var name: String
        /// Whether the visible keylines end exactly at the carousel's end (uncontained may cut its last item).
        var isContained: Bool
        var make: @Sendable (_ available: CGFloat, _ preferred: CGFloat, _ spacing: CGFloat, _ count: Int) throws -> KeylineList
        var testDescription: String { name }
    }

    static let factories: [Factory] = [
        Factory(name: "multi-browse", isContained: true) {
            try .multiBrowse(availableLength: $0, preferredItemLength: $1, itemSpacing: $2, itemCount: $3)
        },
        Factory(name: "centred multi-browse", isContained: true) {
            try .centeredMultiBrowse(availableLength: $0, preferredItemLength: $1, itemSpacing: $2, itemCount: $3)
        },
        Factory(name: "hero", isContained: true) {
            try .hero(availableLength: $0, maxItemLength: $1, itemSpacing: $2, itemCount: $3, isCentered: false)
        },
        Factory(name: "centred hero", isContained: true) {
            try .centeredHero(availableLength: $0, maxItemLength: $1, itemSpacing: $2, itemCount: $3)
        },
        Factory(name: "uncontained", isContained: false) { available, preferred, spacing, _ in
            try .uncontained(availableLength: available, itemLength: preferred, itemSpacing: spacing)
        },
    ]

    /// 300...1600 points every 100.
    static let availableLengths: [CGFloat] = stride(from: 300, through: 1600, by: 100).map { CGFloat($0) }
    /// The preferred (or largest) item length as a fraction of the available length.
    static let preferredFractions: [CGFloat] = [1.0 / 3, 0.5, 0.8]
    static let spacings: [CGFloat] = [0, 8, 16]
    /// Few items (the fallbacks and trimmed arrangements) and plenty.
    static let itemCounts = [3, 20]

    @Test(
        "neighbouring visible keylines are itemSpacing apart, from 0 to availableLength, every size above 0",
        arguments: factories)
    func fits(_ factory: Factory) throws {
        let tolerance: CGFloat = 1e-6
        for available in Self.availableLengths {
            for fraction in Self.preferredFractions {
                for spacing in Self.spacings {
                    for count in Self.itemCounts {
                        let preferred = available * fraction
                        let list = try factory.make(available, preferred, spacing, count)
                        let label =
                            "\(factory.name) \(available)/\(preferred)/\(spacing)/\(count): "
                            + list.map { "\($0.size)@\($0.offset)" }.joined(separator: " ")
                        let visible = list.filter { !$0.isAnchor }
                        #expect(!visible.isEmpty, "\(label)")
                        #expect(list.allSatisfy { $0.size > 0 }, "\(label)")
                        for (a, b) in zip(visible, visible.dropFirst()) {
                            let gap = (b.offset - b.size / 2) - (a.offset + a.size / 2)
                            #expect(abs(gap - spacing) <= tolerance, "gap \(gap): \(label)")
                        }
                        guard let first = visible.first, let last = visible.last else { continue }
                        #expect(abs(first.offset - first.size / 2) <= tolerance, "start: \(label)")
                        let end = last.offset + last.size / 2
                        if factory.isContained {
                            #expect(abs(end - available) <= tolerance, "end \(end): \(label)")
                        } else {
                            // The last item may run past the end, never stop short of it.
                            #expect(end >= available - tolerance, "end \(end): \(label)")
                        }
                    }
                }
            }
        }
    }

    @Test("centred multi-browse 868/289.33/8 with 12 items: small · medium · large · medium · small, 8 apart, filling 0...868")
    func centeredMultiBrowse868() throws {
        let list = try KeylineList.centeredMultiBrowse(
            availableLength: 868, preferredItemLength: 289.33, itemSpacing: 8, itemCount: 12)
        let visible = list.filter { !$0.isAnchor }
        #expect(visible.count == 5)
        for (a, b) in zip(visible, visible.dropFirst()) {
            #expect(abs((b.offset - b.size / 2) - (a.offset + a.size / 2) - 8) <= 1e-6)
        }
        let (first, last) = (try #require(visible.first), try #require(visible.last))
        #expect(abs(first.offset - first.size / 2) <= 1e-6)
        #expect(abs(last.offset + last.size / 2 - 868) <= 1e-6)
        let itemsLength: CGFloat = visible.map(\.size).reduce(0, +)
        #expect(abs(itemsLength + 4 * 8 - 868) <= 1e-6)
    }
}
