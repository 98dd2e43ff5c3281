import Carousels
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import CarouselLabCore

/// What makes the gallery cheap to draw with SDL's software renderer: whatever stays the same from
/// frame to frame is one cached bitmap (a raster group), and what lies on one colour is opaque.
@MainActor
@Suite("Gallery drawing: groups and opaque colours")
struct GalleryDrawingTests {
    @Test(
        "the backdrop (cards, captions, controls), every banner and every row of dots are raster groups; no text is outside one")
    func groups() throws {
        let lab = ShellHarness(scene: .gallery, banners: GalleryLayoutTests.banners)
        lab.frames(3)
        let list = lab.driver.frame()
        var depth = 0
        var groups: [CGRect] = []
        var textsOutside: [String] = []
        var cardsOutside = 0
        for command in list.commands {
            switch command {
            case .beginRasterGroup(let group):
                if depth == 0 { groups.append(group.drawnRect) }
                depth += 1
            case .endRasterGroup: depth -= 1
            case .text(let text, _, _, _, _) where depth == 0: textsOutside.append(text)
            case .roundedFill(_, _, GalleryCell.background) where depth == 0: cardsOutside += 1
            default: break
            }
        }
        #expect(depth == 0)
        #expect(textsOutside.isEmpty, "text drawn outside any group: \(textsOutside)")
        let cells = lab.shell.content.techniques.count
        let banners = groups.filter { abs($0.width / $0.height - 2) < 0.8 && $0.height > 40 }
        #expect(banners.count >= cells, "at least one banner per technique: \(banners.count)")
        // First, the backdrop: the whole window, so the renderer need not clear it.
        #expect(groups.first == CGRect(origin: .zero, size: lab.root.bounds.size))
        #expect(cardsOutside == 0, "no card is filled again outside the backdrop")
        let dots = groups.filter { abs($0.height - TechniqueView.dotsHeight) < 0.5 }
        #expect(dots.count == cells)
        // Each row of dots is as wide as its dots and a pitch either side, centred in its cell.
        let dotsWidth = PageControl().size(forNumberOfPages: GalleryLayoutTests.banners.count).width + 2 * PageControl.dotPitch
        #expect(dots.allSatisfy { abs($0.width - dotsWidth) < 0.5 })
    }

    @Test("the picker's panel and the previews' shadows are the opaque colours they make on their cell")
    func opaqueColours() throws {
        let lab = ShellHarness(scene: .gallery, banners: GalleryLayoutTests.banners)
        lab.frames(3)
        let techniques = lab.shell.content.techniques
        let picker = try #require(techniques.first { $0.kind == .picker }?.carousel as? InfinitePagingPicker)
        #expect(picker.backgroundColor == PickerSceneView.panelTint.composited(over: GalleryCell.background))
        let previews = try #require(techniques.first { $0.kind == .previews }?.carousel as? PreviewScrollHost)
        #expect(previews.shadowGround == GalleryCell.background)
        var gradients: [(Color, Color)] = []
        for case .linearGradient(_, let from, let to, _) in lab.driver.frame().commands { gradients.append((from, to)) }
        #expect(!gradients.isEmpty && gradients.allSatisfy { $0.0.alpha == 1 && $0.1.alpha == 1 }, "\(gradients)")
        #expect(gradients.contains { $0.0 == PreviewScrollHost.topShadowColor.composited(over: GalleryCell.background) })

        // On its own, the picker sits on the window's backdrop.
        let alone = ShellHarness(scene: .picker, banners: GalleryLayoutTests.banners)
        let single = try #require(alone.shell.content.techniques.first?.carousel as? InfinitePagingPicker)
        #expect(single.backgroundColor == PickerSceneView.panelTint.composited(over: .backdrop))
    }

    @Test("the picker's panel follows the banners live: none with none, shown once an edit brings some")
    func pickerPanelFollowsLiveBanners() throws {
        let lab = ShellHarness(scene: .picker, banners: [])
        lab.frames(2)
        let picker = try #require(lab.shell.content.techniques.first?.carousel as? InfinitePagingPicker)
        #expect(picker.backgroundColor == .clear)
        lab.shell.updateBanners(GalleryLayoutTests.banners.map { LiveBanner($0) }, at: lab.driver.time)
        #expect(picker.backgroundColor == PickerSceneView.panelTint.composited(over: .backdrop))
        lab.shell.updateBanners([], at: lab.driver.time)
        #expect(picker.backgroundColor == .clear)
    }
}
