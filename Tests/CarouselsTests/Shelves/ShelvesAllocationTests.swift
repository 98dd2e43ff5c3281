import Carousels
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

/// Issue 30's benchmark promise, held by tests: a model frame (animation, layout, display list) of
/// shelves of 10 rows of 10⁴ items allocates nothing, at rest and while one row glides.
///
/// Zero is counted in optimised builds only, as `RenderFrameAllocationTests` explains (unoptimised
/// code allocates the frames of generic collection accessors: hundreds a frame, whatever the view):
/// `swift build -c release --build-tests -Xswiftc -enable-testing`, then
/// `swift test -c release -Xswiftc -enable-testing --skip-build --filter ShelvesAllocation`, once
/// an optimised test build compiles with the toolchain (it does not today: BENCHMARKS.md). Until
/// then the zero was checked with an optimised executable driving the same frames (strips, seed A
/// and seed B rows, alone and in shelves, a row's glide, the column's glide and notch: 0 each; with
/// `-enable-testing`, `View.bounds`'s modify accessor allocates its coroutine frame once a frame of
/// motion, in any scroll view, shelves or not). Every build checks that the count does not grow
/// with the number of items.
@MainActor
@Suite("CarouselShelves: model frames allocate nothing", .serialized)
struct ShelvesAllocationTests {

    /// Allocations per frame: `frames` frames at rest after a warming fling of row 1 has settled,
    /// then `frames` frames of a second fling of row 1 (checked still gliding at the end).
    func allocations(items: Int, frames: Int = 30) throws -> (rest: [Int], gliding: [Int]) {
        let fixture = ShelvesFixture(axis: .vertical, rowCount: 10, items: items)
        let fling = {
            fixture.driver.drag(from: fixture.point(.row), by: fixture.translation(degrees: 0, length: 200), speed: 3000)
        }
        fling() // warm: every buffer grows once
        #expect(fixture.driver.settle())
        func count() throws -> [Int] {
            var counts: [Int] = []
            counts.reserveCapacity(frames)
            for _ in 0..<frames {
                counts.append(try #require(AllocationCounter.count { _ = fixture.driver.frame() }))
            }
            return counts
        }
        let rest = try count()
        fling()
        #expect(fixture.rowScroll(1).isDecelerating)
        let gliding = try count()
        #expect(fixture.rowScroll(1).isDecelerating, "the frames counted were frames of a glide")
        #expect(fixture.column.contentOffset == .zero)
        return (rest, gliding)
    }

    @Test(
        "10 rows of 10⁴ items: no allocation at rest nor while a row glides",
        .enabled(if: AllocationCounter.isAvailable, "allocations are counted on glibc outside sanitizer builds"),
        .enabled(
            if: AllocationCounter.isOptimizedBuild,
            "unoptimised code allocates collection accessors' frames: counted in release builds"))
    func tenRowsOfTenThousand() throws {
        let counts = try allocations(items: 10_000)
        #expect(counts.rest.allSatisfy { $0 == 0 }, "at rest: \(counts.rest)")
        #expect(counts.gliding.allSatisfy { $0 == 0 }, "while row 1 glides: \(counts.gliding)")
    }

    @Test(
        "a frame's allocations do not grow with the items: 10 rows of 10⁴ items cost what 10 rows of 100 do, frame for frame",
        .enabled(if: AllocationCounter.isAvailable, "allocations are counted on glibc outside sanitizer builds"))
    func flatInItemCount() throws {
        let small = try allocations(items: 100)
        let large = try allocations(items: 10_000)
        // Equal up to a stray allocation or two (a debug build's scratch growing at another frame): a
        // cost that grew with the items would differ in every frame.
        func close(_ a: [Int], _ b: [Int]) -> Bool { abs(a.reduce(0, +) - b.reduce(0, +)) <= 2 && a.count == b.count }
        #expect(close(large.rest, small.rest), "at rest: \(large.rest) against \(small.rest)")
        #expect(close(large.gliding, small.gliding), "gliding: \(large.gliding) against \(small.gliding)")
    }
}
