import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

@MainActor
final class OptionRecorder: InfinitePagingPickerDelegate {
    var options: [Int] = []
    func optionChanged(to index: Int, in picker: InfinitePagingPicker) { options.append(index) }
}

/// A 400×200 window filled by a picker: the scroll view is the middle 200 pt, one page.
@MainActor
struct PickerFixture {
    static let size = CGSize(width: 400, height: 200)
    let picker = InfinitePagingPicker(frame: CGRect(origin: .zero, size: PickerFixture.size))
    let driver: FrameDriver
    let recorder = OptionRecorder()

    init(count: Int = 4) {
        picker.delegate = recorder
        picker.set(options: CarouselFixture.banners(count))
        driver = FrameDriver(size: PickerFixture.size, containing: picker)
        driver.root.focus(picker)
    }

    var offset: CGFloat { picker.scrollView.contentOffset.x }

    /// Every view in the strip shows its page's option, at its page's place, and the views cover
    /// every page the 400 pt component shows (at most 3 of the 200 pt pages).
    var shownViewsMatchTheirPages: Bool {
        let views = picker.pageViews
        let first = picker.firstShownPage
        let width = picker.pageWidth
        guard picker.scrollView.subviews.count == views.count, views.count <= 3 else { return false }
        for (index, view) in views.enumerated() {
            let page = first + index
            guard view.banner == picker.options[picker.option(atPage: page)],
                view.frame == CGRect(x: CGFloat(page) * width, y: 0, width: width, height: PickerFixture.size.height)
            else { return false }
        }
        guard picker.pageCount > 0, width > 0 else { return true }
        let left = max(0, offset - picker.scrollView.frame.minX)
        let right = min(CGFloat(picker.pageCount) * width, offset + 300)
        return CGFloat(first) * width <= left && CGFloat(first + views.count) * width >= right
    }
    /// A point of the tap area outside the scroll view.
    var outside: CGPoint { CGPoint(x: 30, y: 100) }
    var middle: CGPoint { CGPoint(x: 200, y: 100) }

    /// Whether the picker rests exactly on a real page.
    var restsOnRealPage: Bool {
        let page = (offset / 200).rounded()
        return abs(offset - page * 200) < 1e-9 && (picker.options.count < 2 || (1...CGFloat(picker.options.count)).contains(page))
    }

    /// Where each visible option (by title) sits on screen, in window x.
    var visiblePositions: [String: CGFloat] {
        let window = picker.scrollView.convert(picker.scrollView.bounds, to: nil)
        var result: [String: CGFloat] = [:]
        for view in picker.pageViews {
            let frame = view.convert(view.bounds, to: nil)
            if frame.maxX > window.minX, frame.minX < window.maxX, let title = view.banner?.title { result[title] = frame.minX }
        }
        return result
    }

    /// Ticks until idle, checking after every frame that the picture moved rigidly (every visible
    /// option by the same amount, never against `direction`: −1 leftwards, as when advancing); returns the
    /// largest disagreement between two options' moves and how often a copy jump happened.
    func settleCheckingSeam(direction: CGFloat) -> (error: CGFloat, jumps: Int) {
        var before = visiblePositions
        var error: CGFloat = 0
        var jumps = 0
        var lastOffset = offset
        while !driver.root.animationDriver.isIdle {
            driver.frame()
            let after = visiblePositions
            let moves = after.compactMap { title, x in before[title].map { x - $0 } }
            #expect(!moves.isEmpty, "an option stays in sight from one frame to the next")
            if let first = moves.first {
                error = max(error, moves.map { abs($0 - first) }.max()!)
                #expect(first * direction >= -1e-9, "never backwards")
            }
            if abs(offset - lastOffset) > 300 { jumps += 1 }
            lastOffset = offset
            before = after
        }
        return (error, jumps)
    }
}

@MainActor
@Suite("InfinitePagingPicker (seed E)")
struct InfinitePagingPickerTests {
    @Test(
        "E1: n options make n + 2 pages, a copy of the last in front and of the first at the end; it starts on the first real page"
    )
    func e1Pages() {
        let fixture = PickerFixture(count: 4)
        let picker = fixture.picker
        #expect(
            (0..<picker.pageCount).map { picker.options[picker.option(atPage: $0)].title }
                == [3, 0, 1, 2, 3, 0].map { "Banner \($0)" })
        #expect(fixture.shownViewsMatchTheirPages)
        #expect(fixture.picker.scrollView.contentSize.width == CGFloat(6 * 200))
        #expect(fixture.offset == 200 && fixture.picker.plannedIndex == 0)
        #expect(fixture.visiblePositions == ["Banner 0": 100])
    }

    @Test("E2: landing on a copy jumps silently to the real page that looks the same, both ways, for clicks and keys")
    func e2CopyJumpsForAnimations() {
        let fixture = PickerFixture(count: 4)
        for _ in 0..<3 { fixture.driver.key(.right) }
        fixture.driver.settle()
        #expect(fixture.offset == 800 && fixture.picker.plannedIndex == 3)
        fixture.driver.click(at: fixture.outside)
        var largest: CGFloat = 0
        var lastBeforeRest = fixture.offset
        while !fixture.driver.root.animationDriver.isIdle {
            if fixture.offset > 250 { lastBeforeRest = fixture.offset }
            fixture.driver.frame()
            largest = max(largest, fixture.offset)
        }
        #expect(lastBeforeRest > 950 && largest <= 1000, "it animated forward onto the copy of the first")
        #expect(
            fixture.offset == 200 && fixture.restsOnRealPage && fixture.picker.plannedIndex == 0,
            "then jumped to the real first page")

        fixture.driver.key(.left)
        let seam = fixture.settleCheckingSeam(direction: 1)
        #expect(seam.jumps == 1 && seam.error < 0.01)
        #expect(
            fixture.offset == 800 && fixture.picker.plannedIndex == 3,
            "backwards onto the copy of the last, then to the real last")
    }

    @Test("E2: drags and flings onto a copy jump too, both ways", arguments: [300.0, 3000, -300, -3000])
    func e2CopyJumpsForDrags(speed: Double) {
        let fixture = PickerFixture(count: 3)
        if speed < 0 {
            fixture.driver.key(.left)
        } else {
            fixture.driver.key(.right)
            fixture.driver.key(.right)
        }
        fixture.driver.settle()
        #expect(fixture.picker.plannedIndex == (speed < 0 ? 2 : 2))
        // speed > 0: drag the content left, from the last real page toward the copy of the first.
        let distance: CGFloat = abs(speed) < 1000 ? 150 : 60
        fixture.driver.drag(
            from: fixture.middle, by: CGPoint(x: speed > 0 ? -distance : distance, y: 0), speed: CGFloat(abs(speed)),
            hold: abs(speed) < 1000 ? 0.1 : 0)
        fixture.driver.settle()
        #expect(fixture.restsOnRealPage)
        #expect(fixture.picker.plannedIndex == (speed > 0 ? 0 : 1))
        #expect(fixture.recorder.options.last == fixture.picker.plannedIndex)
    }

    @Test("E2: the seam: dragging across the copies keeps every visible option exactly under the pointer")
    func e2Seam() {
        let fixture = PickerFixture(count: 3)
        for direction in [-1.0, 1.0] {
            var error: CGFloat = 0
            var jumps = 0
            var pointer = CGPoint(x: direction < 0 ? 390 : 10, y: 100)
            fixture.driver.press(at: pointer)
            var before = fixture.visiblePositions
            var lastOffset = fixture.offset
            for _ in 0..<500 {
                pointer.x += 3.5 * direction
                let wasDragging = fixture.picker.scrollView.isDragging
                fixture.driver.move(to: pointer, after: 0.008)
                let after = fixture.visiblePositions
                if wasDragging {
                    for (title, x) in after { if let old = before[title] { error = max(error, abs(x - old - 3.5 * direction)) } }
                    #expect(after.keys.contains { before[$0] != nil })
                }
                if abs(fixture.offset - lastOffset) > 300 { jumps += 1 }
                lastOffset = fixture.offset
                before = after
            }
            fixture.driver.release(after: 0.2)
            fixture.driver.settle()
            #expect(jumps >= 2 && error < 0.01)
            #expect(fixture.restsOnRealPage)
        }
    }

    @Test("E3: a transparent tap area over the whole component; a click anywhere advances one page, animated")
    func e3TapArea() {
        let fixture = PickerFixture(count: 4)
        #expect(fixture.picker.tapArea.frame == CGRect(origin: .zero, size: PickerFixture.size))
        #expect(fixture.picker.scrollView.frame == CGRect(x: 100, y: 0, width: 200, height: 200), "half the width, centred")
        #expect(fixture.picker.tapArea.backgroundColor == .clear)
        #expect(fixture.driver.root.hitTest(fixture.outside)?.isDescendant(of: fixture.picker.tapArea) == true)
        fixture.driver.click(at: fixture.outside)
        fixture.driver.frames(2)
        #expect(fixture.offset > 200 && fixture.offset < 400, "animated, not a jump")
        fixture.driver.wait(ScrollView.programmaticAnimationDuration)
        fixture.driver.settle()
        #expect(fixture.offset == 400 && fixture.picker.plannedIndex == 1)
    }

    @Test("E3: twelve quick key presses during the animations advance exactly twelve options; none is dropped")
    func e3QuickKeys() {
        let fixture = PickerFixture(count: 4)
        for index in 0..<12 {
            fixture.driver.key(index % 2 == 0 ? .right : .pageDown)
            fixture.driver.frames(2)
        }
        let seam = fixture.settleCheckingSeam(direction: -1)
        #expect(seam.error < 0.01)
        #expect(fixture.picker.plannedIndex == 12 % 4 && fixture.restsOnRealPage)
        #expect(fixture.recorder.options == (0...12).map { $0 % 4 }, "each press reported its option once")
    }

    @Test(
        "A9: a press 60 ms into a click's animation stops it within one frame, is not a click, and the picker settles on a page")
    func pressCatchesTheTapAnimation() {
        let fixture = PickerFixture(count: 4)
        fixture.driver.click(at: fixture.outside, hold: 0.02)
        fixture.driver.wait(0.06)
        #expect(fixture.offset > 200 && fixture.offset < 400, "the tap's animation is under way")
        fixture.driver.press(at: fixture.outside)
        let caught = fixture.offset
        #expect(caught < 300)
        fixture.driver.frames(3)
        #expect(fixture.offset == caught, "stopped at once, and stays while held")
        fixture.driver.release(after: 0.03)
        #expect(fixture.driver.settle())
        #expect(
            fixture.restsOnRealPage && fixture.picker.plannedIndex == 0, "settled back on the nearer page, not advanced again")
        #expect(fixture.recorder.options == [0, 1, 0], "the click reported where it headed; the brake, where it settled")
    }

    @Test("E4: the delegate hears the first option once when laid out, then once per change")
    func e4Reports() {
        let fixture = PickerFixture(count: 3)
        #expect(fixture.recorder.options == [0])
        fixture.driver.frames(5)
        fixture.picker.setNeedsLayout()
        fixture.driver.frame()
        #expect(fixture.recorder.options == [0], "a layout pass is no change")
        fixture.driver.click(at: fixture.outside)
        #expect(fixture.recorder.options == [0, 1], "reported at the click, before the animation")
        fixture.driver.settle()
        #expect(fixture.recorder.options == [0, 1], "and not again when it lands")
        fixture.driver.drag(from: fixture.middle, by: CGPoint(x: 120, y: 0), speed: 1500)
        fixture.driver.settle()
        #expect(fixture.recorder.options == [0, 1, 0])
        fixture.driver.drag(from: fixture.middle, by: CGPoint(x: 40, y: 0), speed: 150, hold: 0.1)
        fixture.driver.settle()
        #expect(fixture.recorder.options == [0, 1, 0], "a nudge that springs back changes nothing")
        fixture.driver.drag(from: fixture.middle, by: CGPoint(x: 120, y: 0), speed: 1500)
        fixture.driver.settle()
        #expect(fixture.recorder.options == [0, 1, 0, 2], "backwards across the copy: the last option")
        fixture.picker.set(options: CarouselFixture.banners(2))
        #expect(fixture.recorder.options == [0, 1, 0, 2, 1], "fewer options: the last one, reported")
    }

    @Test("E5: zero options show nothing and report nothing; one option has no copies and never moves", arguments: [0, 1])
    func e5SmallCounts(count: Int) {
        let fixture = PickerFixture(count: count)
        #expect(fixture.picker.pageViews.count == count)
        for _ in 0..<3 { fixture.driver.click(at: fixture.outside) }
        fixture.driver.key(.left)
        fixture.driver.drag(from: fixture.middle, by: CGPoint(x: -150, y: 0), speed: 3000)
        fixture.driver.drag(from: fixture.middle, by: CGPoint(x: 150, y: 0), speed: 300)
        #expect(fixture.driver.settle(limit: 5))
        #expect(fixture.offset == 0)
        #expect(fixture.recorder.options == (count == 0 ? [] : [0]))
        #expect(fixture.picker.plannedIndex == (count == 0 ? nil : 0))
        fixture.picker.set(options: CarouselFixture.banners(2))
        #expect(fixture.picker.pageCount == 4 && fixture.offset == 200 && fixture.shownViewsMatchTheirPages)
        #expect(fixture.recorder.options == (count == 0 ? [0] : [0]), "going from 1 to 2 options keeps option 0: no change")
    }

    @Test("one logical model: copies are configured from the options alone and follow them")
    func copiesFollowTheModel() {
        let fixture = PickerFixture(count: 3)
        #expect(fixture.picker.option(atPage: 0) == fixture.picker.option(atPage: 3))
        #expect(fixture.picker.option(atPage: 4) == fixture.picker.option(atPage: 1))
        var renamed = CarouselFixture.banners(3)
        renamed[0].title = "First"
        renamed[2].title = "Last"
        fixture.picker.set(options: renamed)
        let picker = fixture.picker
        #expect(
            (0..<picker.pageCount).map { picker.options[picker.option(atPage: $0)].title } == [
                "Last", "First", "Banner 1", "Last", "First",
            ])
        #expect(fixture.shownViewsMatchTheirPages)
        #expect(fixture.recorder.options == [0, 0], "the selected option itself changed, so it is reported again")
    }

    @Test("E1 at any size: only the pages in view have views, recycled as the strip moves and jumps")
    func viewsOnlyInView() {
        let fixture = PickerFixture(count: 100_000)
        #expect(fixture.picker.pageCount == 100_002 && fixture.shownViewsMatchTheirPages)
        // Backwards across the copy in front: a jump of 100 000 pages.
        fixture.driver.drag(from: fixture.middle, by: CGPoint(x: 150, y: 0), speed: 1500, release: false)
        #expect(fixture.shownViewsMatchTheirPages, "held across the jump")
        fixture.driver.release()
        fixture.driver.settle()
        #expect(fixture.picker.plannedIndex == 99_999 && fixture.shownViewsMatchTheirPages)
        for _ in 0..<3 {
            fixture.driver.click(at: fixture.outside)
            fixture.driver.settle() // a click during the animation would catch it (A9)
        }
        #expect(fixture.picker.plannedIndex == 2 && fixture.shownViewsMatchTheirPages, "forwards across the copy at the end")
        #expect(fixture.recorder.options == [0, 99_999, 0, 1, 2])
    }
}
