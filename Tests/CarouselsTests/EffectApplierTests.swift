import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import Carousels

/// `CarouselEffectApplier` on one banner: what each effect sets, and reduced motion holding parallax still.
@MainActor
@Suite("Effects: the applier")
struct EffectApplierTests {
    /// A banner 300 × 150 in a window, and an applier of `effect`.
    func banner(in root: WindowRoot) -> BannerItemView {
        let view = BannerItemView()
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 150)
        root.addSubview(view)
        return view
    }

    @Test("parallax moves a side banner's image against its progress, on every flow", arguments: ItemFlow.tested)
    func parallaxMoves(flow: ItemFlow) throws {
        let root = WindowRoot(size: CGSize(width: 400, height: 400))
        let view = banner(in: root)
        CarouselEffectApplier(effect: .parallax).apply(to: view, progress: 1, flow: flow)
        let offset = try #require(view.parallaxOffset)
        #expect(flow.main(offset) != 0, "moved along the main axis: \(offset)")
        #expect(flow.cross(offset) == 0)
        CarouselEffectApplier(effect: .none).apply(to: view, progress: 1, flow: flow)
        #expect(view.parallaxOffset == nil, "another effect puts it back")
    }

    @Test("under reduced motion parallax holds still; scale and fade still follow the strip")
    func reducedMotionHoldsParallaxStill() throws {
        let root = WindowRoot(size: CGSize(width: 400, height: 400))
        root.reducesMotion = true
        let view = banner(in: root)
        for progress: CGFloat in [-1, -0.4, 0, 0.7, 1] {
            CarouselEffectApplier(effect: .parallax).apply(to: view, progress: progress, flow: .horizontal)
            #expect(view.parallaxOffset == .zero, "progress \(progress)")
        }
        CarouselEffectApplier(effect: .scale).apply(to: view, progress: 1, flow: .horizontal)
        #expect(view.drawScale < 1, "scale is the strip's own motion: kept")
    }
}
