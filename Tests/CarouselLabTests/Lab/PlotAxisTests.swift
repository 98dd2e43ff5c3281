import Foundation
import ScrollKit
import Testing

@testable import CarouselLabCore

@Suite("Physics plot: axes (PlotAxis)")
struct PlotAxisTests {
    @Test(
        "nice steps are 1, 2 or 5 × 10ⁿ, the smallest at least the rough step",
        arguments: [
            (0.7, 1.0), (1.0, 1.0), (1.2, 2.0), (3.0, 5.0), (7.0, 10.0), (0.013, 0.02), (260.0, 500.0), (1000.0, 1000.0),
        ])
    func niceStep(rough: Double, step: Double) {
        #expect(abs(PlotAxis.niceStep(rough) - step) < 1e-12 * step)
    }

    @Test("ticks are the round values inside the range")
    func ticks() {
        #expect(PlotAxis.ticks(in: 0...4, about: 4) == [0, 1, 2, 3, 4])
        #expect(PlotAxis.ticks(in: 9347...12512, about: 5) == [10000, 11000, 12000])
        #expect(PlotAxis.ticks(in: -740...1210, about: 4) == [-500, 0, 500, 1000])
        #expect(PlotAxis.ticks(in: 3...3, about: 4).isEmpty)
        #expect(PlotAxis.ticks(in: 0...Double.infinity, about: 4).isEmpty)
    }

    @Test("values map linearly onto the span; a y axis runs upwards")
    func mapping() {
        let y = PlotAxis(values: 100...300, from: 500, to: 300)
        #expect(y.point(100) == 500 && y.point(300) == 300 && y.point(200) == 400)
        #expect(y.pointsPerUnit == 1)
        #expect(PlotAxis(values: 5...5, from: 0, to: 10).point(5) == 5, "an empty range maps to the middle")
    }

    @Test("ranges are padded and widened to a minimum span; labels carry the decimals the step needs")
    func paddingAndLabels() {
        #expect(PlotAxis.padded(low: 0, high: 100, fraction: 0.1, minimumSpan: 10, fallback: 0) == -10...110)
        #expect(PlotAxis.padded(low: 50, high: 52, fraction: 0, minimumSpan: 10, fallback: 0) == 46...56)
        #expect(PlotAxis.padded(low: .infinity, high: -.infinity, fraction: 0.1, minimumSpan: 10, fallback: 3) == -2...8)
        #expect(PlotAxis.label(2.5, step: 0.5) == "2.5")
        #expect(PlotAxis.label(12000, step: 1000) == "12000")
        #expect(PlotAxis.label(-0.0, step: 1) == "0")
        #expect(PlotAxis.label(0.25, step: 0.05) == "0.25")
    }
}
