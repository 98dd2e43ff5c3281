import Carousels
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import CarouselLabCore

@MainActor
@Suite("Gallery layout: every banner reads at any window size")
struct GalleryLayoutTests {
    static let banners = [
        "Summer Sale −40%", "New: Night Owl Coffee", "Free delivery weekend", "Trail running collection",
        "Jazz at the pier", "Fresh greens box", "City bike rental",
    ].enumerated().map {
        Banner(
            title: $0.element, subtitle: "A subtitle for banner \($0.offset)",
            image: ImageReference("/nonexistent/\($0.offset).png"))
    }

    /// What the display list shows of one command: its rectangle cut by the clips in force.
    struct Shown {
        var command: DisplayCommand
        var rect: CGRect
        var visible: CGRect
    }

    /// `inner` lies within `outer`, give or take a point.
    func inside(_ inner: CGRect, _ outer: CGRect) -> Bool {
        !inner.isEmpty && inner.minX >= outer.minX - 1 && inner.maxX <= outer.maxX + 1 && inner.minY >= outer.minY - 1
            && inner.maxY <= outer.maxY + 1
    }

    func shown(_ list: DisplayList, window: CGRect) -> [Shown] {
        var clips: [CGRect] = [window]
        var result: [Shown] = []
        for command in list.commands {
            switch command {
            case .pushClip(let rect): clips.append(rect.intersection(window))
            case .popClip: if clips.count > 1 { clips.removeLast() }
            case .text(_, let rect, _, _, _), .image(_, let rect, _, _):
                result.append(Shown(command: command, rect: rect, visible: rect.intersection(clips.last!)))
            default: break
            }
        }
        return result
    }

    @Test(
        "each technique's current banner is visible with its title",
        arguments: [
            CGSize(width: 150, height: 150), CGSize(width: 640, height: 360), CGSize(width: 1280, height: 720),
            CGSize(width: 2560, height: 1440),
        ])
    func currentBannersRead(size: CGSize) throws {
        let lab = ShellHarness(scene: .gallery, banners: Self.banners, size: size)
        let window = CGRect(origin: .zero, size: size)
        lab.frames(2)
        for index in 0..<7 {
            if index > 0 { lab.driver.key(.tab) }
            lab.frames(2)
            let technique = lab.shell.content.techniques[index]
            let item = try #require(technique.carousel.currentItem)
            let banner = Self.banners[item]
            let list = lab.driver.frame()
            // Only what is drawn inside the technique's own cell (other cells show the same banners).
            let cellFrame = technique.view.convert(technique.view.bounds, to: nil)
            let items = shown(list, window: window).filter { inside($0.visible, cellFrame) }
            let images = items.filter {
                if case .image(let image, _, _, _) = $0.command { return image == banner.image } else { return false }
            }
            let image = try #require(
                images.max { $0.visible.width * $0.visible.height < $1.visible.width * $1.visible.height },
                "\(technique.kind) at \(size): no image of its current banner \(item)")
            #expect(
                image.visible.height >= 36 && image.visible.width >= 60,
                "\(technique.kind) at \(size): its current banner shows only \(image.visible)")
            #expect(
                image.visible.width * image.visible.height >= 0.6 * image.rect.width * image.rect.height,
                "\(technique.kind) at \(size): its current banner is mostly hidden (\(image.visible) of \(image.rect))")
            let titles = items.filter {
                guard case .text(let text, _, let font, _, _) = $0.command, font.size >= 13 else { return false }
                let stem = text.hasSuffix(Label.ellipsis) ? String(text.dropLast()) : text
                return stem.count >= 4 && banner.title.hasPrefix(stem) && inside($0.visible, image.visible)
            }
            let title = try #require(
                titles.first, "\(technique.kind) at \(size): no title of \"\(banner.title)\" inside its banner")
            #expect(
                title.visible.height >= title.rect.height * 0.9,
                "\(technique.kind) at \(size): the title is cut (\(title.visible))")
        }
    }

    @Test("the layout is two columns while two cells fit, one below, and scrolls rather than shrink cells")
    func layoutPolicy() {
        let wide = GalleryLayout(size: CGSize(width: 1280, height: 720), techniques: 7)
        #expect(wide.columns == 2 && wide.showsHelp && !wide.scrolls && wide.cellSize.height == 165)
        let short = GalleryLayout(size: CGSize(width: 900, height: 500), techniques: 7)
        #expect(short.columns == 2 && short.scrolls && short.cellSize.height == GalleryLayout.minimumCellHeight)
        let tiny = GalleryLayout(size: CGSize(width: 150, height: 150), techniques: 7)
        #expect(tiny.columns == 1 && !tiny.showsHelp && tiny.cellSize == CGSize(width: 126, height: 126))
        #expect(tiny.contentHeight == CGFloat(12 + 7 * 138))
        // Revealing a cell below the window scrolls just enough; above, to its top.
        #expect(tiny.offset(revealing: tiny.frame(at: 3), from: 0) == tiny.frame(at: 3).maxY + 12 - 150)
        #expect(tiny.offset(revealing: tiny.frame(at: 0), from: 500) == 0)
        #expect(tiny.clampedOffset(10_000) == tiny.contentHeight - 150)
    }

    @Test("a vertical wheel scrolls a gallery taller than the window; a horizontal one does not")
    func wheelScrolls() throws {
        let lab = ShellHarness(scene: .gallery, banners: Self.banners, size: CGSize(width: 640, height: 360))
        lab.frames(2)
        let gallery = try #require(lab.shell.content.view as? GalleryView)
        lab.root.handle(.wheel(WheelEvent(dx: 0, dy: 120, at: CGPoint(x: 320, y: 180), time: lab.driver.time)))
        #expect(gallery.bounds.origin.y == 120)
        lab.root.handle(.wheel(WheelEvent(dx: 0, dy: 10_000, at: CGPoint(x: 320, y: 180), time: lab.driver.time)))
        #expect(gallery.bounds.origin.y == gallery.layout.contentHeight - 360)
    }
}
