import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

/// Invariants of seeds B and C under thousands of random events: drags, flings, presses that catch
/// a moving strip, key bursts, clicks, wheels, resizes and data replaced mid-scroll. After every
/// event (and one frame) the strip must show the right items, cover the visible range with no gap
/// and no excess views, and keep its offset finite and within its bounds. Seeded (SplitMix64): the
/// seed and the event are in every failure message.
@MainActor
@Suite("Strip invariants under random input (seeds B and C)")
struct StripFuzzTests {
    static let events = 2500
    static let height: CGFloat = 300

    /// What the fuzzer needs from a technique.
    struct Subject {
        let driver: FrameDriver
        let focus: View
        let setItems: ([Banner]) -> Void
        let setWidth: (CGFloat) -> Void
        /// Problems with the current state; `atRest` when nothing moves and no pointer is down.
        let problems: (_ atRest: Bool) -> [String]
        let picture: () -> [OnScreen]
        let selections: () -> [Int]
    }

    /// Runs the events; returns how many clicks at rest selected an item (each checked against the
    /// item drawn under the pointer) and how many events found a non-empty strip.
    @discardableResult
    static func run(seed: UInt64, subject: Subject) -> (selectedClicks: Int, nonEmpty: Int) {
        var selectedClicks = 0
        var nonEmpty = 0
        var rng = SplitMix64(seed: seed)
        var width: CGFloat = 640
        let driver = subject.driver
        driver.root.focus(subject.focus)
        func point() -> CGPoint { CGPoint(x: CGFloat.random(in: 2..<(min(width, 640) - 2), using: &rng), y: 150) }
        for index in 0..<events {
            let event: String
            switch Int.random(in: 0..<10, using: &rng) {
            case 0, 1:
                let dx = CGFloat.random(in: -400...400, using: &rng)
                let speed = CGFloat.random(in: 100...3000, using: &rng)
                event = "drag \(dx) at \(speed)"
                driver.drag(from: point(), by: CGPoint(x: dx, y: 0), speed: speed, hold: Bool.random(using: &rng) ? 0.1 : 0)
            case 2:
                let dx = CGFloat.random(in: 100...300, using: &rng) * (Bool.random(using: &rng) ? 1 : -1)
                let speed = CGFloat.random(in: 3000...30000, using: &rng)
                event = "fling \(dx) at \(speed)"
                driver.drag(from: point(), by: CGPoint(x: dx, y: 0), speed: speed)
            case 3:
                let frames = Int.random(in: 0...10, using: &rng)
                event = "press mid-flight after \(frames) frames"
                driver.frames(frames)
                driver.press(at: point())
                driver.frames(Int.random(in: 0...3, using: &rng))
                driver.release()
            case 4:
                let count = Int.random(in: 1...15, using: &rng)
                event = "key burst of \(count)"
                for _ in 0..<count {
                    driver.key(Bool.random(using: &rng) ? .left : .right)
                    driver.frames(Int.random(in: 0...3, using: &rng))
                }
            case 5:
                let at = point()
                let atRest = driver.root.animationDriver.isIdle
                let expected = subject.picture().first { $0.frame.contains(at) }?.item
                let before = subject.selections().count
                event = "click at \(at.x) (at rest: \(atRest), expecting \(String(describing: expected)))"
                driver.click(at: at)
                if atRest {
                    let selected = subject.selections().count > before ? subject.selections().last : nil
                    #expect(
                        selected == expected, "seed \(seed), event \(index): \(event) selected \(String(describing: selected))")
                    if selected != nil { selectedClicks += 1 }
                }
            case 6:
                width = CGFloat.random(in: 200...1200, using: &rng).rounded()
                event = "resize to \(width)"
                driver.root.handle(.resized(CGSize(width: width, height: height)))
                subject.setWidth(width)
            case 7:
                let count = Int.random(in: 0...7, using: &rng)
                event = "data replaced by \(count) items"
                subject.setItems(CarouselFixture.banners(count))
            case 8:
                let dx = CGFloat.random(in: -400...400, using: &rng)
                event = "wheel \(dx)"
                driver.wheel(dx: dx, at: point())
            default:
                let frames = Int.random(in: 1...40, using: &rng)
                event = "wait \(frames) frames"
                driver.frames(frames)
            }
            driver.frame()
            let atRest = driver.root.animationDriver.isIdle
            let problems = subject.problems(atRest)
            if !problems.isEmpty {
                Issue.record("seed \(seed), event \(index): \(event): \(problems)")
                return (selectedClicks, nonEmpty)
            }
            if !subject.picture().isEmpty { nonEmpty += 1 }
        }
        return (selectedClicks, nonEmpty)
    }

    /// Problems shared by both techniques: the views' items, coverage and count.
    static func stripProblems(
        _ strip: RecyclingStrip<BannerItemView>, items: Int, expectedItem: (Int) -> Int?,
        minX: CGFloat, width: CGFloat, layout: StripLayout
    ) -> [String] {
        guard items > 0, width > 0 else { return strip.isEmpty ? [] : ["\(strip.count) views with no items"] }
        var problems = StripProbe.coverageProblems(strip, minX: minX, maxX: minX + width, layout: layout)
        for (offset, view) in strip.views.enumerated() {
            let index = strip.firstIndex + offset
            let shown = StripProbe.item(of: view)
            guard let shown, (0..<items).contains(shown), shown == expectedItem(index) else {
                problems.append(
                    "view \(index) shows \(String(describing: shown)), expected \(String(describing: expectedItem(index)))")
                continue
            }
        }
        return problems
    }

    @Test("B: invariants hold under random input", arguments: [0x5EED_0001 as UInt64, 0xB0B_CAFE])
    func tiling(seed: UInt64) {
        let fixture = TilingFixture()
        let view = fixture.view
        let stats = Self.run(
            seed: seed,
            subject: Subject(
                driver: fixture.driver, focus: view,
                setItems: { view.set(items: $0) },
                setWidth: { view.frame = CGRect(x: 0, y: 0, width: $0, height: Self.height) },
                problems: { atRest in
                    let offset = view.contentOffset.x
                    var problems: [String] = []
                    if !offset.isFinite || !view.horizontalMetrics.range.contains(offset) {
                        problems.append("offset \(offset) out of range")
                    }
                    if atRest, !view.items.isEmpty, abs(offset - view.centredOffset) > view.recentreThreshold {
                        problems.append("at rest \(offset - view.centredOffset) from the centre")
                    }
                    if view.strip.views.contains(where: { !$0.frame.minX.isFinite }) {
                        problems.append("a tile at a non-finite x")
                    }
                    return problems
                        + Self.stripProblems(
                            view.strip, items: view.items.count, expectedItem: { view.item(forTile: $0) },
                            minX: offset, width: view.bounds.width, layout: view.tileLayout)
                },
                picture: { fixture.tiles },
                selections: { fixture.recorder.selections }))
        #expect(stats.selectedClicks > 30 && stats.nonEmpty > Self.events / 2, "seed \(seed): \(stats)")
        #expect(view.strip.pool.createdCount <= Int((1200 / view.tileLayout.step).rounded(.up)) + 1)
    }

    @Test("C: invariants hold under random input", arguments: [0x5EED_0002 as UInt64, 0xC0FFEE])
    func padded(seed: UInt64) {
        let fixture = PaddedFixture()
        let view = fixture.view
        let collection = fixture.collection
        let stats = Self.run(
            seed: seed,
            subject: Subject(
                driver: fixture.driver, focus: view,
                setItems: { view.set(items: $0) },
                setWidth: { width in
                    view.frame = CGRect(x: 0, y: 0, width: width, height: Self.height)
                    view.layoutIfNeeded()
                },
                problems: { atRest in
                    let offset = collection.contentOffset.x
                    let padding = view.padding
                    var problems: [String] = []
                    if !offset.isFinite || !collection.horizontalMetrics.range.contains(offset) {
                        problems.append("offset \(offset) out of range")
                    }
                    if atRest, padding.count > 0, !(padding.minScrollableOffset...padding.maxScrollableOffset).contains(offset) {
                        problems.append(
                            "at rest at \(offset), outside \(padding.minScrollableOffset)...\(padding.maxScrollableOffset)")
                    }
                    if collection.rowCount != padding.rowCount {
                        problems.append("\(collection.rowCount) rows for \(padding.rowCount)")
                    }
                    if let last = collection.strip.indices.last, last >= collection.rowCount || collection.strip.firstIndex < 0 {
                        problems.append("rows \(collection.strip.indices) outside 0..<\(collection.rowCount)")
                    }
                    return problems
                        + Self.stripProblems(
                            collection.strip, items: view.items.count, expectedItem: { padding.item(forRow: $0) },
                            minX: offset, width: collection.bounds.width, layout: view.layout)
                },
                picture: { fixture.cells },
                selections: { fixture.recorder.selections }))
        #expect(stats.selectedClicks > 30 && stats.nonEmpty > Self.events / 2, "seed \(seed): \(stats)")
        #expect(collection.strip.pool.createdCount <= Int((1200 / view.layout.step).rounded(.up)) + 1)
    }
}
