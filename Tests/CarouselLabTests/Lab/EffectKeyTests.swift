import Carousels
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import CarouselLabCore

/// Key E cycles the effect on every technique shown (the gallery's seven), live; the X-ray labels
/// each item with its progress.
@MainActor
@Suite("Lab: effects")
struct EffectKeyTests {
    /// Every item view of every technique shown, with its progress.
    func items(_ lab: ShellHarness) -> [ItemProgress] {
        var all: [ItemProgress] = []
        for technique in lab.shell.content.techniques { technique.carousel.forEachItemProgress { all.append($0) } }
        return all
    }

    @Test("E goes none → scale → fade → parallax → coverflow → … → none, on every technique at once")
    func cycles() {
        let lab = ShellHarness(scene: .gallery)
        lab.frames(2)
        #expect(lab.shell.effect == CarouselEffect.none)
        #expect(items(lab).allSatisfy { $0.view.drawScale == 1 && $0.view.alpha == 1 })
        lab.driver.key(.character("e"))
        lab.frames(1)
        #expect(lab.shell.effect == .scale)
        for technique in lab.shell.content.techniques {
            let carousel = technique.carousel
            #expect(carousel.effect == .scale, "\(technique.kind)")
            var sides = 0
            technique.carousel.forEachItemProgress { item in
                if abs(item.progress) < 1e-6 { #expect(item.view.drawScale == 1, "\(technique.kind): centred keeps its size") }
                if abs(item.progress) >= 1 {
                    sides += 1
                    #expect(
                        abs(item.view.drawScale - carousel.effectTuning.minimumScale) < 1e-9,
                        "\(technique.kind) at \(item.progress)")
                }
            }
            if technique.kind != .picker { #expect(sides > 0, "\(technique.kind): a side item") }
        }
        lab.driver.key(.character("e"))
        lab.frames(1)
        #expect(lab.shell.effect == .fade)
        #expect(items(lab).allSatisfy { $0.view.drawScale == 1 }, "scale is undone")
        #expect(items(lab).contains { abs($0.progress) >= 1 && $0.view.dimming.alpha > 0.5 })
        lab.driver.key(.character("e"))
        lab.frames(1)
        #expect(lab.shell.effect == .parallax)
        #expect(items(lab).allSatisfy { $0.view.dimming == .clear }, "fade is undone")
        let moved = items(lab).compactMap { ($0.view as? BannerItemView)?.parallaxOffset }
        #expect(!moved.isEmpty && moved.contains { $0 != .zero })
        lab.driver.key(.character("e"))
        lab.frames(1)
        #expect(lab.shell.effect == .coverflow, "then the 3D effects")
        #expect(items(lab).allSatisfy { ($0.view as? BannerItemView)?.parallaxOffset == nil }, "parallax is undone")
        var seen: [CarouselEffect] = [.none, .scale, .fade, .parallax, .coverflow]
        while lab.shell.effect != .none, seen.count <= CarouselEffect.allCases.count {
            lab.driver.key(.character("e"))
            lab.frames(1)
            seen.append(lab.shell.effect)
            #expect(lab.shell.content.techniques.allSatisfy { $0.carousel.effect == lab.shell.effect })
        }
        #expect(seen == CarouselEffect.allCases + [.none], "every effect once, in order, then round to none")
    }

    @Test(
        "under keylines E skips the 3D effects: none → scale → fade → parallax → none",
        arguments: CarouselLayout.Keylines.allCases)
    func skipsThreeDimensionalUnderKeylines(keylines: CarouselLayout.Keylines) {
        let lab = ShellHarness(scene: .banners, size: CGSize(width: 960, height: 540), layout: CarouselLayout(keylines: keylines))
        lab.frames(2)
        var seen: [CarouselEffect] = [lab.shell.effect]
        for _ in 0..<4 {
            #expect(!lab.shell.nextEffect.isThreeDimensional)
            lab.driver.key(.character("e"))
            lab.frames(1)
            seen.append(lab.shell.effect)
            #expect(lab.carousel().effect == lab.shell.effect)
        }
        #expect(seen == [.none, .scale, .fade, .parallax, .none])
    }

    @Test("without keylines, E goes from parallax to coverflow and on through every 3D effect")
    func nextEffectWithoutKeylines() {
        let lab = ShellHarness(scene: .banners, size: CGSize(width: 960, height: 540))
        lab.shell.setEffect(.parallax)
        #expect(lab.shell.nextEffect == .coverflow)
        lab.shell.setEffect(.timeMachine)
        #expect(lab.shell.nextEffect == .invertedTimeMachine)
        lab.shell.setEffect(.invertedTimeMachine)
        #expect(lab.shell.nextEffect == CarouselEffect.none)
    }

    @Test("a technique opened full-window, and the gallery back, keep the effect")
    func keptAcrossScenes() {
        let lab = ShellHarness(scene: .gallery)
        lab.shell.setEffect(.fade)
        lab.driver.key(.character("3"))
        lab.frames(2)
        #expect(lab.shell.content.techniques.first?.carousel.effect == .fade)
        #expect(items(lab).contains { abs($0.progress) >= 1 && $0.view.dimming.alpha > 0.5 })
    }

    @Test("fade blends toward a gallery card's colour in the gallery, toward the window's full-window")
    func fadeColours() {
        let lab = ShellHarness(scene: .gallery)
        lab.shell.setEffect(.fade)
        lab.frames(1)
        func colours() -> Set<Color> {
            Set(items(lab).filter { abs($0.progress) >= 0.5 }.map { $0.view.dimming.withAlpha(1) })
        }
        #expect(colours() == [GalleryCell.background])
        lab.driver.key(.character("1"))
        lab.frames(2)
        #expect(lab.shell.content.techniques.allSatisfy { $0.carousel.effectTuning.fadeColor == nil })
        #expect(colours() == [.backdrop], "found behind the carousel: nothing opaque, the window's")
    }

    @Test("the X-ray labels every item with its progress")
    func xrayLabels() {
        let lab = ShellHarness(scene: .banners)
        lab.driver.key(.character("x"))
        let texts = lab.driver.frame().commands.compactMap { command -> String? in
            if case .text(let text, _, _, _, _) = command { return text } else { return nil }
        }
        #expect(texts.contains("p 0.00"), "\(texts)")
        #expect(texts.contains("p -1.00") && texts.contains("p +1.00"), "\(texts)")
        #expect(XRayOverlay.progressText(0.4251) == "p +0.43")
        #expect(XRayOverlay.progressText(-0.001) == "p 0.00")
    }
}
