import Foundation
import ScrollKit
import Testing

@Suite("Rubber band (PHYSICS §2, oracles 7-8)")
struct RubberBandTests {
    let band = RubberBand(dimension: 300)

    @Test("oracle 7: f(100; 300) = 46.479 and f(1000; 300) = 194.118 (± 0.001)")
    func values() {
        #expect(abs(band.displayed(forExcess: 100) - 46.479) <= 0.001)
        #expect(abs(band.displayed(forExcess: 1000) - 194.118) <= 0.001)
        #expect(abs(band.displayed(forExcess: 50) - 25.191) <= 0.001)
        #expect(band.displayed(forExcess: 0) == 0)
    }

    @Test("oracle 7: f'(0) = 0.55, f(x) < d for every x, inverse(f(x)) = x within 1e−6")
    func slopeAsymptoteInverse() {
        let h: CGFloat = 1e-7
        #expect(abs(band.displayed(forExcess: h) / h - 0.55) <= 1e-6)
        for x: CGFloat in [0, 0.001, 1, 10, 50, 100, 300, 1000, 10_000, 1e6, 1e9] {
            let y = band.displayed(forExcess: x)
            #expect(y < 300)
            #expect(band.displayed(forExcess: -x) == -y)
            if x <= 10_000 {
                #expect(abs(band.excess(forDisplayed: y) - x) <= 1e-6 * max(1, x), "x = \(x)")
                #expect(abs(band.excess(forDisplayed: -y) + x) <= 1e-6 * max(1, x))
            }
        }
    }

    @Test("oracle 8: dragging 200 pt past the top of a 300 pt tall view shows 80.49 pt; 300 → 106.45; 1000 → 194.12; never 300")
    func dragPastTop() {
        let metrics = ScrollAxisMetrics(offset: 0, minOffset: 0, maxOffset: 2000, viewportDimension: 300)
        #expect(abs(metrics.draggedOffset(-200) + 80.49) <= 0.01)
        #expect(abs(metrics.draggedOffset(-300) + 106.45) <= 0.01)
        #expect(abs(metrics.draggedOffset(-1000) + 194.12) <= 0.01)
        #expect(metrics.draggedOffset(-1e9) > -300)
        // Past the bottom edge the same curve, measured from maxOffset.
        #expect(abs(metrics.draggedOffset(2200) - 2080.49) <= 0.01)
        // Inside the range the drag is not touched; without bouncing it clamps.
        #expect(metrics.draggedOffset(1234.5) == 1234.5)
        #expect(metrics.draggedOffset(-200, bounces: false) == 0)
    }

    @Test("§2: a drag that grabs an overscrolled view starts from the inverse, so nothing jumps")
    func grabOverscrolled() {
        let shown = ScrollAxisMetrics(offset: -80.49, minOffset: 0, maxOffset: 2000, viewportDimension: 300)
        #expect(abs(shown.dragStartOffset + 200) <= 0.05)
        #expect(abs(shown.draggedOffset(shown.dragStartOffset) - shown.offset) <= 1e-9)
        let inside = shown.with(offset: 700)
        #expect(inside.dragStartOffset == 700)
        // A bounce that shows more than the band can produce still inverts to a finite value.
        let far = shown.with(offset: 2000 + 350)
        #expect(far.dragStartOffset.isFinite && far.dragStartOffset > 2000)
    }

    @Test("metrics: clamp, overscroll and out-of-range; max below min is raised to min")
    func metricsPolicies() {
        let m = ScrollAxisMetrics(offset: -30, minOffset: 0, maxOffset: 500, viewportDimension: 300)
        #expect(m.clampedOffset == 0 && m.overscroll == -30 && m.isOutOfRange)
        let past = m.with(offset: 520)
        #expect(past.clampedOffset == 500 && past.overscroll == 20 && past.isOutOfRange)
        let inside = m.with(offset: 250)
        #expect(inside.overscroll == 0 && !inside.isOutOfRange)
        let short = ScrollAxisMetrics(offset: 0, minOffset: -10, maxOffset: -200, viewportDimension: 300)
        #expect(short.range == -10 ... -10)
    }
}
