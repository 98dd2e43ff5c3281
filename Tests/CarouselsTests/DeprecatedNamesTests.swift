import Carousels
import Foundation
import ScrollKit
import Testing

/// Code written against the old names still builds (with a deprecation warning naming the new ones)
/// and means the same types.
@MainActor
@Suite("Deprecated names: BannerCarousel and BannerLayout")
struct DeprecatedNamesTests {
    @available(*, deprecated, message: "uses the deprecated names on purpose")
    @Test("BannerCarousel is RecyclingCarousel, BannerLayout is CarouselLayout")
    func oldNamesStillBuild() {
        let layout = BannerLayout(inset: 24, spacing: 4)
        let carousel = BannerCarousel(frame: CGRect(x: 0, y: 0, width: 640, height: 300), layout: layout)
        #expect(type(of: carousel) == RecyclingCarousel.self)
        #expect(carousel.layout == CarouselLayout(inset: 24, spacing: 4))
    }
}
