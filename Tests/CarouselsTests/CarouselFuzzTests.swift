import CarouselsTestSupport
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

/// Random input against one component: drags, flings, presses mid-flight, key bursts, clicks, wheel
/// scrolls, resizes and data replaced mid-scroll, with the component's invariants checked after every
/// event and every frame of every settle. Everything comes from a seeded SplitMix64; each failure
/// message names the seed and the event so the run can be replayed.
@MainActor
struct FuzzRun {
    static let windowSize = CGSize(width: 900, height: 500)
    var rng: SplitMix64
    let seed: UInt64
    let driver: FrameDriver
    let component: View
    /// Checks the invariants that hold at every moment; `settled` adds those of a strip at rest.
    let check: (_ settled: Bool, _ context: String) -> Void
    /// Replaces the data with a random amount of it.
    let replaceData: (inout SplitMix64) -> Void
    /// Keys that move the component.
    let keys: [Key]
    /// The axis drags and wheel deltas go along (the component's).
    let flow: ItemFlow

    init(
        seed: UInt64, component: View, keys: [Key], flow: ItemFlow = .horizontal,
        check: @escaping (Bool, String) -> Void, replaceData: @escaping (inout SplitMix64) -> Void
    ) {
        self.flow = flow
        self.seed = seed
        rng = SplitMix64(seed: seed)
        self.component = component
        self.keys = keys
        self.check = check
        self.replaceData = replaceData
        driver = FrameDriver(size: FuzzRun.windowSize, containing: component)
        driver.root.focus(component)
    }

    private mutating func point() -> CGPoint {
        let frame = component.frame
        return CGPoint(
            x: CGFloat.random(in: frame.minX...frame.maxX - 1, using: &rng),
            y: CGFloat.random(in: frame.minY...frame.maxY - 1, using: &rng))
    }

    private mutating func drag(fast: Bool) {
        let distance = fast ? CGFloat.random(in: 30...200, using: &rng) : CGFloat.random(in: 0...600, using: &rng)
        let sign: CGFloat = Bool.random(using: &rng) ? 1 : -1
        let speed = fast ? CGFloat.random(in: 2000...15000, using: &rng) : CGFloat.random(in: 50...3000, using: &rng)
        driver.drag(
            from: point(), by: flow.point(main: sign * distance, cross: CGFloat.random(in: -20...20, using: &rng)),
            speed: speed, hold: Bool.random(using: &rng) ? 0 : 0.1)
    }

    private func settle(_ context: String) {
        var frames = 0
        while !driver.root.animationDriver.isIdle, frames < 2000 {
            driver.frame()
            frames += 1
            check(false, context)
        }
        #expect(driver.root.animationDriver.isIdle, "seed \(seed) \(context): never came to rest")
        check(true, context)
    }

    mutating func run(events: Int) {
        check(false, "seed \(seed) start")
        for index in 0..<events {
            let context = "seed \(seed) event \(index)"
            switch Int.random(in: 0..<11, using: &rng) {
            case 0, 1: drag(fast: false)
            case 2: drag(fast: true)
            case 3: // a press mid-flight: brake, maybe drag on from there
                drag(fast: true)
                driver.frames(Int.random(in: 1...10, using: &rng))
                if Bool.random(using: &rng) {
                    driver.click(at: point(), hold: Double.random(in: 0...0.2, using: &rng))
                } else {
                    drag(fast: false)
                }
            case 4:
                for _ in 0..<Int.random(in: 1...15, using: &rng) {
                    driver.key(keys.randomElement(using: &rng)!)
                    driver.frames(Int.random(in: 0...2, using: &rng))
                }
            case 5: driver.click(at: point(), hold: Double.random(in: 0.01...0.2, using: &rng))
            case 6:
                component.frame = CGRect(
                    x: 0, y: 0, width: CGFloat.random(in: 200...900, using: &rng).rounded(),
                    height: CGFloat.random(in: 150...500, using: &rng).rounded())
                driver.frame()
            case 7: replaceData(&rng)
            case 8: // wheel, then let it settle (a press during a wheel gesture hits a ScrollKit issue)
                for _ in 0..<Int.random(in: 1...6, using: &rng) {
                    let delta = CGFloat.random(in: -120...120, using: &rng)
                    driver.wheel(dx: flow.axis == .horizontal ? delta : 0, dy: flow.axis == .vertical ? delta : 0, at: point())
                    driver.frames(1)
                }
                driver.wait(ScrollView.wheelSettleDelay + 0.05)
            case 9: settle(context)
            default: driver.frames(Int.random(in: 1...30, using: &rng))
            }
            check(false, context)
        }
        settle("seed \(seed) end")
    }
}

@MainActor
@Suite("Invariants under random input")
struct CarouselFuzzTests {
    static let events = 1500
    static let tolerance: CGFloat = 1e-6
    var tolerance: CGFloat { Self.tolerance }

    @Test(
        "PreviewScrollHost, finite: index in range, current ± 1 loaded (+cache), no blank, centred at rest",
        arguments: [1, 2] as [UInt64])
    func finiteHost(seed: UInt64) {
        let host = FinitePreviewScrollHost(frame: CGRect(origin: .zero, size: HostFixture.size), pageSize: HostFixture.pageSize)
        let cells = CellLedger()
        host.setItems(count: 9, cells: cells.testPages)
        var run = FuzzRun(
            seed: seed, component: host, keys: [.left, .right, .pageUp, .pageDown],
            check: { settled, context in
                let scrollView = host.scrollView
                let w = scrollView.bounds.width
                let x = scrollView.contentOffset.x
                let count = host.itemCount
                #expect(
                    host.centredItem >= 0 && host.centredItem < max(count, 1),
                    "\(context): page \(host.centredItem) of \(count)")
                #expect(x.isFinite && x >= -w && x <= CGFloat(max(count - 1, 0)) * w + w, "\(context): offset \(x)")
                let window = count > 0 ? Array(max(0, host.centredItem - 1)...min(count - 1, host.centredItem + 1)) : []
                #expect(host.loadedPageIndices == window, "\(context): loaded \(host.loadedPageIndices), want \(window)")
                #expect(
                    scrollView.subviews.count == window.count
                        && host.cachedPageIndices.count <= FinitePreviewScrollHost.defaultPageCacheLimit,
                    "\(context): \(scrollView.subviews.count) page views, cache \(host.cachedPageIndices)")
                // No blank: every page that the visible strip overlaps is loaded.
                let left = x - scrollView.frame.minX
                let right = left + host.stripView.bounds.width
                if w > 0, count > 0 {
                    for page in 0..<count where CGFloat(page + 1) * w > left + tolerance && CGFloat(page) * w < right - tolerance
                    {
                        #expect(host.loadedPageIndices.contains(page), "\(context): page \(page) shows but is not loaded")
                    }
                }
                if settled {
                    #expect(abs(x - CGFloat(host.centredItem) * w) < tolerance, "\(context): at rest off-centre, offset \(x)")
                }
            },
            replaceData: { rng in
                host.setItems(count: Int.random(in: 0...12, using: &rng), cells: cells.testPages)
            })
        run.run(events: CarouselFuzzTests.events)
    }

    @Test(
        "PreviewScrollHost, infinite: three views, slots match the model, no blank, centred at rest",
        arguments: [1, 2] as [UInt64])
    func infiniteHost(seed: UInt64) {
        let host = InfinitePreviewScrollHost(frame: CGRect(origin: .zero, size: HostFixture.size), pageSize: HostFixture.pageSize)
        var banners = CarouselFixture.banners(5)
        host.set(items: banners)
        var run = FuzzRun(
            seed: seed, component: host, keys: [.left, .right, .pageUp, .pageDown],
            check: { settled, context in
                let scrollView = host.scrollView
                let w = scrollView.bounds.width
                let x = scrollView.contentOffset.x
                let count = host.itemCount
                #expect(
                    host.centredItem >= 0 && host.centredItem < max(count, 1),
                    "\(context): index \(host.centredItem) of \(count)")
                #expect(scrollView.subviews.filter { $0 is BannerItemView }.count == 3, "\(context): not three views")
                guard count > 0, w > 0 else { return }
                // The ring leaves the offset alone only inside its range (a neighbour more than a third of
                // its length from the snap point); past it, it has recentred.
                let range = host.recentreRange ?? host.centredOffset...host.centredOffset
                #expect(
                    x.isFinite && x >= range.lowerBound - tolerance && x <= range.upperBound + tolerance,
                    "\(context): offset \(x) not recentred (\(range))")
                for (slot, view) in host.slots.enumerated() {
                    #expect(
                        (view as? BannerItemView)?.banner == banners[WrapMath.wrap(host.centredItem + slot - 1, count: count)],
                        "\(context): slot \(slot)")
                }
                // What the strip shows lies within the three slots and the gaps beside them (where the
                // neighbouring occurrences would begin): no item ever shows without a view.
                let left = x - scrollView.frame.minX
                let right = left + host.stripView.bounds.width
                let gap = host.layout.spacing
                let covered = (host.slots[0].frame.minX - gap)...(host.slots[2].frame.maxX + gap)
                #expect(
                    left >= covered.lowerBound - tolerance && right <= covered.upperBound + tolerance,
                    "\(context): blank beside the slots, strip \(left)...\(right), slots and gaps \(covered)")
                if settled { #expect(abs(x - host.centredOffset) < tolerance, "\(context): at rest off-centre, offset \(x)") }
            },
            replaceData: { rng in
                banners = CarouselFixture.banners(Int.random(in: 0...9, using: &rng))
                host.set(items: banners)
            })
        run.run(events: CarouselFuzzTests.events)
    }

    @Test(
        "InfinitePagingPicker: index in range, copies match the model, no blank, on a real page at rest",
        arguments: ItemFlow.tested, [1, 2] as [UInt64])
    func picker(flow: ItemFlow, seed: UInt64) {
        let picker = InfinitePagingPicker(frame: CGRect(origin: .zero, size: flow.size(main: 400, cross: 200)))
        picker.flow = flow
        let recorder = CarouselEventRecorder()
        picker.carouselDelegate = recorder
        picker.setItems(count: 4, cells: .numberCards)
        var run = FuzzRun(
            seed: seed, component: picker, keys: [.left, .right, .up, .down], flow: flow,
            check: { settled, context in
                let scrollView = picker.scrollView
                let w = picker.pageLength
                let count = picker.itemCount
                let content = CGFloat(picker.pageCount) * w
                let x = flow.contentOffset(
                    logical: flow.main(scrollView.contentOffset), contentLength: content, viewportLength: w)
                #expect(
                    picker.pageViews.count <= 3 && scrollView.subviews.count == picker.pageViews.count, "\(context): page views")
                if count == 0 {
                    #expect(picker.plannedIndex == nil && picker.targetItem == nil, "\(context)")
                    return
                }
                #expect(
                    picker.plannedIndex.map { (0..<count).contains($0) } == true,
                    "\(context): index \(String(describing: picker.plannedIndex))")
                let reported = recorder.settledChanges.last.flatMap {
                    if case .settled(let index, _) = $0 { index } else { nil }
                }
                #expect(
                    reported.map { (0..<count).contains($0) } == true,
                    "\(context): reported \(recorder.restsAndSelections.suffix(3))")
                for (index, view) in picker.pageViews.enumerated() {
                    let page = picker.firstShownPage + index
                    #expect(
                        (view as? NumberCard)?.number == picker.option(atPage: page), "\(context): page \(page) is not its option"
                    )
                    let frame = flow.frame(
                        mainStart: CGFloat(page) * w, mainLength: w, crossStart: 0, crossLength: flow.cross(picker.bounds.size),
                        in: content)
                    #expect(view.frame == frame, "\(context): page \(page) is not in its place")
                }
                #expect(x.isFinite && x >= -tolerance && x + w <= content + tolerance, "\(context): blank, offset \(x)")
                if settled {
                    let page = w > 0 ? (x / w).rounded() : 0
                    #expect(abs(x - page * w) < tolerance, "\(context): at rest between pages, offset \(x)")
                    #expect(count < 2 || (1...CGFloat(count)).contains(page), "\(context): at rest on a copy, page \(page)")
                    #expect(reported == picker.plannedIndex, "\(context): the last report is not the option shown")
                }
            },
            replaceData: { rng in
                picker.setItems(count: Int.random(in: 0...6, using: &rng), cells: .numberCards)
            })
        run.run(events: CarouselFuzzTests.events)
    }
}
