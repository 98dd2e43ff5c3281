import Carousels
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import CarouselLabCore

@MainActor
@Suite("Lab shell: gallery, focus, keys")
struct LabShellTests {
    @Test("the gallery shows the seven techniques in order, labelled, and focuses the first")
    func galleryContents() {
        let lab = ShellHarness(scene: .gallery)
        #expect(lab.shell.scene == .gallery)
        #expect(lab.shell.content.techniques.map(\.kind) == SceneKind.galleryTechniques)
        #expect(SceneKind.galleryTechniques.count == 7)
        #expect(lab.root.focusedView === lab.carousel(0))
        let texts = lab.driver.frame().commands.compactMap { command -> String? in
            if case .text(let text, _, _, _, _) = command { return text } else { return nil }
        }
        for (number, kind) in SceneKind.galleryTechniques.enumerated() {
            #expect(texts.contains("\(number + 1)  \(kind.title)"), "caption of \(kind)")
            #expect(texts.contains(kind.seed), "seed of \(kind)")
        }
    }

    @Test("Tab and Shift-Tab move the focus through the techniques, wrapping; the focused cell wears the ring")
    func tabFocus() throws {
        let lab = ShellHarness(scene: .gallery)
        let gallery = try #require(lab.shell.content.view as? GalleryView)
        lab.driver.key(.tab)
        #expect(lab.root.focusedView === lab.carousel(1))
        #expect(gallery.cells[1].hasFocus && !gallery.cells[0].hasFocus)
        lab.driver.key(.tab, modifiers: .shift)
        lab.driver.key(.tab, modifiers: .shift)
        #expect(lab.root.focusedView === lab.carousel(6), "wraps backwards to the last")
        let ringFrame = gallery.cells[6].convert(gallery.cells[6].bounds, to: nil).insetBy(dx: 1, dy: 1)
        let rings = lab.driver.frame().commands.filter {
            if case .stroke(let rect, _, _, let color) = $0 {
                return color == GalleryView.accent && rect == ringFrame
            } else {
                return false
            }
        }
        #expect(rings.count == 1)
    }

    @Test("a click on a technique gives it the focus")
    func clickFocus() {
        let lab = ShellHarness(scene: .gallery)
        lab.driver.click(at: lab.centre(of: lab.carousel(2)))
        lab.frames(30)
        #expect(lab.root.focusedView === lab.carousel(2))
    }

    @Test("keys page the focused technique and the dots follow")
    func keysPageFocused() {
        let lab = ShellHarness(scene: .gallery)
        let others = (1..<7).map { lab.carousel($0).inspectedScrollView.contentOffset }
        lab.driver.key(.right)
        lab.wait(1)
        #expect(lab.carousel(0).currentItem == 1)
        #expect((lab.shell.content.techniques[0].view as? TechniqueView)?.dots.currentPage == 1)
        #expect((1..<7).map { lab.carousel($0).inspectedScrollView.contentOffset } == others, "the others do not move")
    }

    @Test("1–7 open a technique full-window; Esc comes back to the same gallery; Esc there asks to quit")
    func openAndBack() throws {
        let lab = ShellHarness(scene: .gallery)
        let gallery = lab.shell.content.view
        lab.driver.key(.character("3"))
        #expect(lab.shell.scene == .padded)
        #expect(lab.root.focusedView === lab.carousel(0))
        lab.frames(2)
        let full = lab.carousel(0)
        #expect(full.convert(full.bounds, to: nil).width == 1280, "full window width")
        lab.driver.key(.escape)
        #expect(lab.shell.scene == .gallery && lab.shell.content.view === gallery)
        #expect(!lab.shell.wantsQuit)
        lab.driver.key(.escape)
        #expect(lab.shell.wantsQuit)
    }

    @Test("digits outside 1–9 and other letters are left alone; 8 and 9 open the shelves and the thumbnails")
    func otherKeys() {
        let lab = ShellHarness(scene: .gallery)
        lab.driver.key(.character("0"))
        lab.driver.key(.character("q"))
        #expect(lab.shell.scene == .gallery)
        lab.driver.key(.character("8"))
        #expect(lab.shell.scene == .shelves)
        lab.driver.key(.escape)
        lab.driver.key(.character("9"))
        #expect(lab.shell.scene == .thumbs)
    }

    @Test("X toggles the X-ray, F the HUD, A autoplay")
    func toggles() {
        let lab = ShellHarness(scene: .banners)
        #expect(lab.shell.xray.isHidden && lab.shell.hud.isHidden && lab.shell.autoplayInterval == nil)
        lab.driver.key(.character("x"))
        lab.driver.key(.character("f"))
        lab.driver.key(.character("a"))
        #expect(!lab.shell.xray.isHidden && !lab.shell.hud.isHidden)
        #expect(lab.shell.autoplayInterval == LabShell.defaultAutoplayInterval)
        lab.driver.key(.character("a"))
        #expect(lab.shell.autoplayInterval == nil)
    }

    @Test("the HUD shows the frame time and rate of the frames passed down")
    func hud() throws {
        let lab = ShellHarness(scene: .banners)
        lab.shell.hud.isHidden = false
        lab.frames(40)
        let frameTime = try #require(lab.shell.hud.frameTime)
        #expect(abs(frameTime - 1.0 / 60) < 1e-9)
        let texts = lab.driver.frame().commands.compactMap { command -> String? in
            if case .text(let text, _, _, _, _) = command { return text } else { return nil }
        }
        #expect(texts.contains("16.7 ms  ·  60 fps"))
    }
}
