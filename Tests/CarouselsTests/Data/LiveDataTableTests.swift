import Carousels
import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

/// Issue 28: every technique, every flow, a table of changes at rest and in each motion: the current
/// item keeps its identity and its place on screen (nothing visible jumps), every rest lands exactly
/// on an item, and the delegate hears one update per batch and the indices it changed, cause `.data`.
@MainActor
@Suite("Live data: a table of changes, every technique and flow, at rest and moving")
struct LiveDataTableTests {
    nonisolated static let flows: [ItemFlow] = [.horizontal, .rightToLeft, .vertical]

    /// One change to the identities, given the current index: what the table applies.
    enum Change: String, CaseIterable, CustomStringConvertible {
        case insertBefore, insertAt, insertAfter, removeBefore, removeCurrent, removeAfter, moveCurrent, reloadCurrent

        var description: String { rawValue }

        /// The identities after the change of `ids` around `current`; `fresh` makes a new identity.
        func apply(to ids: [Int], current: Int, fresh: () -> Int) -> [Int] {
            var ids = ids
            switch self {
            case .insertBefore: ids.insert(fresh(), at: max(current - 1, 0))
            case .insertAt: ids.insert(fresh(), at: current)
            case .insertAfter: ids.insert(fresh(), at: current + 1)
            case .removeBefore: ids.remove(at: (current + ids.count - 1) % ids.count)
            case .removeCurrent: ids.remove(at: current)
            case .removeAfter: ids.remove(at: (current + 1) % ids.count)
            case .moveCurrent: ids.append(ids.remove(at: current))
            case .reloadCurrent: break
            }
            return ids
        }

        /// Whether the current item survives the change.
        var keepsCurrent: Bool { self != .removeCurrent }
    }

    /// The current item after `change`: the same identity if it stays, else the next one (the first
    /// of an endless strip past the end, the previous of a finite one).
    static func expectedCurrent(after change: Change, ids: [Int], current: Int, newIDs: [Int], wraps: Bool) -> Int {
        guard !change.keepsCurrent else { return ids[current] }
        if current + 1 < ids.count { return ids[current + 1] }
        return wraps ? newIDs[0] : ids[current - 1]
    }

    @Test(
        "at rest: the current item keeps its place and identity (or the next takes it), the delegate hears it",
        arguments: CarouselKind.allCases, flows)
    func atRest(technique: CarouselKind, flow: ItemFlow) throws {
        for change in Change.allCases {
            for start in [0, 2, 5] {
                let subject = LiveDataSubject(technique, flow: flow, count: 6)
                subject.carousel.scrollToItem(start, animated: false)
                subject.driver.frames(2)
                let current = try #require(subject.carousel.currentItem)
                let id = subject.ids[current]
                let place = try #require(subject.screenStart(of: id))
                subject.recorder.reset()
                let newIDs = change.apply(to: subject.ids, current: current, fresh: subject.newID)
                let oldIDs = subject.ids
                try subject.apply(newIDs)
                let expected = Self.expectedCurrent(
                    after: change, ids: oldIDs, current: current, newIDs: newIDs, wraps: technique.wraps)
                let label = "\(technique) \(flow) \(change) from \(start)"
                if change.keepsCurrent {
                    #expect(subject.currentID == id, "\(label): current \(String(describing: subject.currentID))")
                    let after = try #require(subject.screenStart(of: id), "\(label)")
                    #expect(abs(after - place) < 0.5, "\(label): the current card moved from \(place) to \(after)")
                }
                subject.driver.wait(0.5)
                #expect(subject.restsAligned, "\(label): rests aligned")
                #expect(
                    subject.currentID == expected,
                    "\(label): current \(String(describing: subject.currentID)), expected \(expected)")
                let updates = subject.recorder.events.filter { if case .updated = $0 { true } else { false } }
                #expect(updates.count == 1, "\(label): \(subject.recorder.events)")
                if case .updated(let update)? = updates.first {
                    #expect(
                        update.currentBefore == current && update.currentAfter == newIDs.firstIndex(of: expected),
                        "\(label): \(update)")
                }
                let newIndex = try #require(newIDs.firstIndex(of: expected))
                if newIndex != current || !change.keepsCurrent {
                    #expect(subject.recorder.events.contains(.settled(newIndex, .data)), "\(label): \(subject.recorder.events)")
                }
                #expect(
                    subject.recorder.events.allSatisfy {
                        switch $0 {
                        case .current(_, let cause), .target(_, let cause), .settled(_, let cause): cause == .data
                        default: true
                        }
                    }, "\(label): \(subject.recorder.events)")
            }
        }
    }

    /// How the strip moves when the batch comes.
    enum Motion: String, CaseIterable, CustomStringConvertible {
        case dragging, flinging, animating
        var description: String { rawValue }
    }

    @Test(
        "moving: a drag stays on its content, a fling or key lands exactly on the item it headed for",
        arguments: CarouselKind.allCases, flows)
    func moving(technique: CarouselKind, flow: ItemFlow) throws {
        for motion in Motion.allCases {
            for change in Change.allCases {
                let subject = LiveDataSubject(technique, flow: flow, count: 8)
                subject.carousel.scrollToItem(3, animated: false)
                subject.driver.frames(2)
                let label = "\(technique) \(flow) \(motion) \(change)"
                var heading: Int?
                switch motion {
                case .dragging:
                    subject.driver.drag(from: subject.middle, by: subject.forward(60), speed: 400, release: false)
                case .flinging:
                    subject.driver.drag(from: subject.middle, by: subject.forward(120), speed: 2_500)
                    subject.driver.frames(2)
                case .animating:
                    subject.carousel.next(cause: .key)
                    subject.carousel.next(cause: .key)
                    subject.driver.frames(3)
                }
                if motion != .dragging, technique.snaps, let target = subject.carousel.targetItem {
                    heading = subject.ids[target]
                }
                let current = try #require(subject.carousel.currentItem, "\(label)")
                let id = subject.ids[current]
                let place = try #require(subject.screenStart(of: id), "\(label)")
                let newIDs = change.apply(to: subject.ids, current: current, fresh: subject.newID)
                try subject.apply(newIDs)
                if change.keepsCurrent {
                    let after = try #require(subject.screenStart(of: id), "\(label)")
                    #expect(abs(after - place) < 0.5, "\(label): the current card moved from \(place) to \(after)")
                }
                if motion == .dragging {
                    subject.driver.move(
                        to: CGPoint(x: subject.middle.x + subject.forward(80).x, y: subject.middle.y + subject.forward(80).y),
                        after: 0.05)
                    subject.driver.release(after: 0.2)
                }
                #expect(subject.driver.settle(), "\(label): comes to rest")
                subject.driver.frames(2)
                if technique.snaps { #expect(subject.restsAligned, "\(label): rests aligned") }
                if let heading, newIDs.contains(heading) {
                    #expect(
                        subject.currentID == heading,
                        "\(label): landed on \(String(describing: subject.currentID)), headed for \(heading)")
                }
            }
        }
    }
}
