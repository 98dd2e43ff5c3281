import Carousels
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import CarouselLabCore

/// The published trackpad recordings (`Tests/ScrollKitTests/Fixtures`, MIT, see its README) played
/// over every paged technique of the lab, as SDL delivers them (once per frame, whole-ms stamps).
@MainActor
@Suite("Trackpad swipes in every paged technique")
struct TrackpadSwipeTests {
    nonisolated static let recordings = ["mac-chrome-swipe-right.csv", "win-chrome-ptp-swipe-right.csv"]
    nonisolated static let pagedScenes: [SceneKind] = [.banners, .previews, .infinitePreviews, .picker, .paging]

    static func trace(_ name: String) throws -> WheelTrace {
        try WheelTrace.load(
            csv: Package.root.appendingPathComponent("Tests/ScrollKitTests/Fixtures").appendingPathComponent(name))
    }

    @Test("a recorded real swipe turns exactly one item, two swipes two, the same way", arguments: pagedScenes, recordings)
    func oneSwipeOneItem(scene: SceneKind, recording: String) throws {
        let trace = try Self.trace(recording)
        let lab = ShellHarness(scene: scene, size: CGSize(width: 960, height: 540), logs: true)
        lab.frames(2)
        let carousel = lab.carousel()
        let count = carousel.itemCount
        // The finite strips start in the middle, so either direction has a page to go to.
        for _ in 0..<3 { carousel.next() }
        lab.wait(2)
        let start = try #require(carousel.currentItem)
        let middle = lab.centre(of: carousel)
        var moves: [Int] = []
        for _ in 0..<2 {
            let before = try #require(carousel.currentItem)
            lab.driver.play(trace, at: middle, stampsAtPump: true)
            lab.wait(2)
            let after = try #require(carousel.currentItem)
            moves.append(WrapMath.wrap(after - before + count / 2, count: count) - count / 2)
            #expect(carousel.isCurrentItemCentred(), "\(scene) rests centred")
        }
        #expect(
            moves.count == 2 && abs(moves[0]) == 1 && moves[0] == moves[1], "\(scene), \(recording): moved \(moves) from \(start)"
        )
        let causes = lab.events.filter { $0.contains("\"settledIndexChanged\"") || $0.contains("\"settledIndexChanged\"") }
            .suffix(2)
        #expect(causes.allSatisfy { $0.contains("\"cause\":\"trackpad\"") }, "\(causes)")
    }
}
