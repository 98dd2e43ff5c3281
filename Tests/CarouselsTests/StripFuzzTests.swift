import CarouselsTestSupport
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
        let flow: ItemFlow
        let driver: FrameDriver
        let focus: View
        let setItems: ([Banner]) -> Void
        /// Resizes the view to `length` along the main axis (300 across).
        let setLength: (CGFloat) -> Void
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
        let flow = subject.flow
        let driver = subject.driver
        driver.root.focus(subject.focus)
        func point() -> CGPoint {
            let main = CGFloat.random(in: 2..<(min(width, 640) - 2), using: &rng)
            return flow.point(main: flow.physical(main, in: width), cross: 150)
        }
        for index in 0..<events {
            let event: String
            switch Int.random(in: 0..<10, using: &rng) {
            case 0, 1:
                let dx = CGFloat.random(in: -400...400, using: &rng)
                let speed = CGFloat.random(in: 100...3000, using: &rng)
                event = "drag \(dx) at \(speed)"
                driver.drag(from: point(), by: flow.vector(alongMain: dx), speed: speed, hold: Bool.random(using: &rng) ? 0.1 : 0)
            case 2:
                let dx = CGFloat.random(in: 100...300, using: &rng) * (Bool.random(using: &rng) ? 1 : -1)
                let speed = CGFloat.random(in: 3000...30000, using: &rng)
                event = "fling \(dx) at \(speed)"
                driver.drag(from: point(), by: flow.vector(alongMain: dx), speed: speed)
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
                    driver.key(Bool.random(using: &rng) ? flow.backKey : flow.forwardKey)
                    driver.frames(Int.random(in: 0...3, using: &rng))
                }
            case 5:
                let at = point()
                let atRest = driver.root.animationDriver.isIdle
                let expected = subject.picture().first { $0.frame.contains(at) }?.item
                let before = subject.selections().count
                event = "click at \(at) (at rest: \(atRest), expecting \(String(describing: expected)))"
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
                driver.root.handle(.resized(flow.size(main: width, cross: height)))
                subject.setLength(width)
            case 7:
                let count = Int.random(in: 0...7, using: &rng)
                event = "data replaced by \(count) items"
                subject.setItems(CarouselFixture.banners(count))
            case 8:
                let dx = CGFloat.random(in: -400...400, using: &rng)
                event = "wheel \(dx)"
                let deltas = flow.point(main: dx, cross: 0)
                driver.wheel(dx: deltas.x, dy: deltas.y, at: point())
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
        _ strip: RecyclingStrip<View>, flow: ItemFlow, items: Int, expectedItem: (Int) -> Int?,
        start: CGFloat, length: CGFloat, contentLength: CGFloat, geometry: CarouselGeometry
    ) -> [String] {
        guard items > 0, length > 0 else { return strip.isEmpty ? [] : ["\(strip.count) views with no items"] }
        var problems = StripProbe.coverageProblems(
            strip, flow: flow, start: start, end: start + length, contentLength: contentLength,
            step: geometry.period / CGFloat(max(geometry.count, 1)), itemLength: geometry.defaultItemLength)
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

    @Test("B: invariants hold under random input", arguments: [0x5EED_0001 as UInt64, 0xB0B_CAFE], ItemFlow.tested)
    func tiling(seed: UInt64, flow: ItemFlow) {
        let fixture = TilingFixture(flow: flow)
        let view = fixture.view
        let stats = Self.run(
            seed: seed,
            subject: Subject(
                flow: flow, driver: fixture.driver, focus: view,
                setItems: { view.set(items: $0) },
                setLength: { view.frame = CGRect(origin: .zero, size: flow.size(main: $0, cross: Self.height)) },
                problems: { atRest in
                    let offset = fixture.offset
                    var problems: [String] = []
                    let metrics = flow.axis == .horizontal ? view.horizontalMetrics : view.verticalMetrics
                    if !offset.isFinite || !metrics.range.contains(offset) {
                        problems.append("offset \(offset) out of range")
                    }
                    if flow.cross(view.contentOffset) != 0 { problems.append("cross offset \(view.contentOffset)") }
                    if atRest, view.itemCount > 0, abs(offset - view.centredOffset) > view.recentreThreshold {
                        problems.append("at rest \(offset - view.centredOffset) from the centre")
                    }
                    if view.strip.views.contains(where: { !$0.frame.minX.isFinite || !$0.frame.minY.isFinite }) {
                        problems.append("a tile at a non-finite position")
                    }
                    return problems
                        + Self.stripProblems(
                            view.strip, flow: flow, items: view.itemCount, expectedItem: { view.item(forTile: $0) },
                            start: view.logicalOffset, length: flow.main(view.bounds.size),
                            contentLength: flow.main(view.contentSize), geometry: view.core.geometry)
                },
                picture: { fixture.tiles },
                selections: { fixture.selections }))
        #expect(stats.selectedClicks > 30 && stats.nonEmpty > Self.events / 2, "seed \(seed): \(stats)")
        #expect(view.strip.pool.createdCount <= Int((1200 / view.core.itemPitch).rounded(.up)) + 1)
    }

    @Test("C: invariants hold under random input", arguments: [0x5EED_0002 as UInt64, 0xC0FFEE], ItemFlow.tested)
    func padded(seed: UInt64, flow: ItemFlow) {
        let fixture = PaddedFixture(flow: flow)
        let view = fixture.view
        let collection = fixture.collection
        var madeBefore = 0
        let stats = Self.run(
            seed: seed,
            subject: Subject(
                flow: flow, driver: fixture.driver, focus: view,
                setItems: {
                    madeBefore = 0
                    view.set(items: $0)
                },
                setLength: { length in
                    view.frame = CGRect(origin: .zero, size: flow.size(main: length, cross: Self.height))
                    view.layoutIfNeeded()
                },
                problems: { atRest in
                    let offset = fixture.offset
                    let physical = flow.main(collection.contentOffset)
                    let padding = view.padding
                    var problems: [String] = []
                    let metrics = flow.axis == .horizontal ? collection.horizontalMetrics : collection.verticalMetrics
                    if !offset.isFinite || !metrics.range.contains(physical) {
                        problems.append("offset \(physical) out of range")
                    }
                    if flow.cross(collection.contentOffset) != 0 { problems.append("cross offset \(collection.contentOffset)") }
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
                    madeBefore = max(madeBefore, collection.strip.pool.createdCount)
                    return problems
                        + Self.stripProblems(
                            collection.strip, flow: flow, items: view.itemCount, expectedItem: { padding.item(forRow: $0) },
                            start: offset, length: flow.main(collection.bounds.size),
                            contentLength: flow.main(collection.contentSize), geometry: view.core.geometry)
                },
                picture: { fixture.cells },
                selections: { fixture.selections }))
        #expect(stats.selectedClicks > 30 && stats.nonEmpty > Self.events / 2, "seed \(seed): \(stats)")
        #expect(madeBefore <= Int((1200 / view.core.itemPitch).rounded(.up)) + 1, "cells made for one data set")
    }
}
