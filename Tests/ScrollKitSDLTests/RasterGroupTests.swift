import Foundation
import ScrollKit
import Testing

@testable import ScrollKitSDL

/// A banner as a raster group draws it, shared by the headless suite and the real-window one.
enum RasterGroupChecks {
    static let groupRect = CGRect(x: 20.4, y: 10, width: 160, height: 80)

    /// A rounded image, a scrim fading down its top half, a title with a shadow: what a banner
    /// draws, at `rect`.
    static func banner(_ image: ImageReference, at rect: CGRect = groupRect, title: String = "Summer Sale") -> [DisplayCommand] {
        let text = CGRect(x: rect.minX + 12, y: rect.minY + 10, width: rect.width - 24, height: 26)
        return [
            .pushClip(rect),
            .image(image, rect, contentMode: .scaleAspectFill, cornerRadius: 12),
            .roundedGradient(
                CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height / 2), radius: 12,
                from: Color.black.withAlpha(0.42), to: .clear, axis: .vertical),
            .text(
                title, text.offsetBy(dx: 0, dy: 1), font: Font(size: 18, weight: .bold), color: Color.black.withAlpha(0.6),
                alignment: .left),
            .text(title, text, font: Font(size: 18, weight: .bold), color: .white, alignment: .left),
            .popClip,
        ]
    }

    /// The same commands as one raster group.
    static func group(_ commands: [DisplayCommand], at rect: CGRect = groupRect) -> [DisplayCommand] {
        [.beginRasterGroup(RasterGroup(rect))] + commands + [.endRasterGroup]
    }

    /// Compares the banner drawn as a group with the same commands drawn one by one, over grey;
    /// returns the issues. `draw` renders a frame and reads it back (twice for the group: the
    /// first frame loads the image).
    static func groupMatchesDirect(image: ImageReference, draw: ([DisplayCommand]) throws -> PixelBuffer) throws -> [String] {
        let direct = try draw(banner(image))
        let grouped = try draw(group(banner(image)))
        var issues: [String] = []
        var worst = 0
        var worstAt = (0, 0)
        for y in 0..<direct.height {
            for x in 0..<direct.width {
                let d = direct.pixel(x: x, y: y).distance(to: grouped.pixel(x: x, y: y))
                if d > worst {
                    worst = d
                    worstAt = (x, y)
                }
            }
        }
        // The group is drawn at a whole pixel (20) while the commands snap their own edges (20.4
        // rounds to 20 too), so the two line up; what differs is SDL's arithmetic: the software
        // blitter's alpha under the text's anti-aliased edges (taken as opaque) and rounding.
        if worst > 16 { issues.append("the group differs from its commands by \(worst) at \(worstAt)") }
        // The corner shows the background, not a darker fringe (premultiplied colour blended twice).
        let corner = grouped.pixel(x: 21, y: 11)
        let directCorner = direct.pixel(x: 21, y: 11)
        if corner.distance(to: directCorner) > 3 { issues.append("corner \(corner) against \(directCorner)") }
        return issues
    }
}

extension SDLTests {
    @Suite @MainActor struct RasterGroups {
        func redImage(_ h: Headless) throws -> ImageReference {
            let path = try temporaryDirectory().appendingPathComponent("group-red.png").path
            try writeBandedPNG(context: h.context, width: 320, height: 160, bands: [red, Color(hex: 0x2060C0)], to: path)
            return ImageReference(path)
        }

        func groupCount(_ h: Headless) -> Int {
            h.renderer.shapePainter.rasterCache.entries.keys.filter { if case .group = $0 { return true } else { return false } }
                .count
        }

        @Test func aGroupLooksLikeItsCommandsDrawnOneByOne() throws {
            let h = try Headless()
            let image = try redImage(h)
            _ = try h.drawLoadingImages(RasterGroupChecks.banner(image), background: Color(hex: 0x808080))
            let issues = try RasterGroupChecks.groupMatchesDirect(image: image) {
                try h.draw($0, background: Color(hex: 0x808080))
            }
            #expect(issues.isEmpty, "\(issues)")
            #expect(groupCount(h) == 1)
        }

        @Test func aMovedGroupIsCopiedNotFlattenedAgain() throws {
            let h = try Headless()
            let image = try redImage(h)
            _ = try h.drawLoadingImages(RasterGroupChecks.group(RasterGroupChecks.banner(image)))
            let rasterised = h.renderer.statistics.shapeRasterizations
            // Moved by fractions of a point, as a strip in flight moves it.
            for dx in [0.3, 7.71, -13.5, 1.0 / 3.0] as [CGFloat] {
                let rect = RasterGroupChecks.groupRect.offsetBy(dx: dx, dy: 0)
                let pixels = try h.draw(RasterGroupChecks.group(RasterGroupChecks.banner(image, at: rect), at: rect))
                // Below the scrim and the text: the image's left band, red.
                #expect(close(pixels.pixel(x: Int((rect.minX + 40).rounded()), y: 70), .redPixel, tolerance: 2))
                #expect(close(pixels.pixel(x: Int(rect.minX.rounded()) - 1, y: 70), .black, tolerance: 0))
            }
            #expect(h.renderer.statistics.shapeRasterizations == rasterised, "moving a group re-rasterises nothing")
            #expect(h.renderer.statistics.textRasterizations > 0)
        }

        @Test func aChangedGroupIsFlattenedAgainAndBothAreKept() throws {
            let h = try Headless()
            let image = try redImage(h)
            _ = try h.drawLoadingImages(RasterGroupChecks.group(RasterGroupChecks.banner(image)))
            _ = try h.draw(RasterGroupChecks.group(RasterGroupChecks.banner(image)))
            let before = h.renderer.statistics.shapeRasterizations
            // A steady group whose content changes (a recycled banner given another): made at once.
            _ = try h.draw(RasterGroupChecks.group(RasterGroupChecks.banner(image, title: "Night Owl")))
            #expect(h.renderer.statistics.shapeRasterizations > before)
            #expect(groupCount(h) == 2)
            let after = h.renderer.statistics.shapeRasterizations
            _ = try h.draw(RasterGroupChecks.group(RasterGroupChecks.banner(image)))
            #expect(h.renderer.statistics.shapeRasterizations == after, "the first one is still cached")
        }

        @Test func aGroupFadesAsOneBitmap() throws {
            let h = try Headless()
            let rect = CGRect(x: 20, y: 20, width: 100, height: 50)
            // Blue over red: drawn one by one at 0.5 the red would show through the blue.
            let pixels = try h.draw([
                .pushAlpha(0.5), .beginRasterGroup(RasterGroup(rect)), .fill(rect, red), .fill(rect, blue), .endRasterGroup,
                .popAlpha,
            ])
            #expect(
                close(pixels.pixel(x: 60, y: 40), RGBA8(red: 0, green: 0, blue: 128), tolerance: 1),
                "\(pixels.pixel(x: 60, y: 40))")
        }

        @Test func aGroupIsClippedToItselfAndByTheClipAroundIt() throws {
            let h = try Headless()
            let rect = CGRect(x: 20, y: 20, width: 100, height: 50)
            let pixels = try h.draw([
                .pushClip(CGRect(x: 0, y: 0, width: 70, height: 100)),
                .beginRasterGroup(RasterGroup(rect)), .fill(CGRect(x: 0, y: 0, width: 200, height: 100), red), .endRasterGroup,
                .popClip,
            ])
            #expect(close(pixels.pixel(x: 50, y: 40), .redPixel, tolerance: 0))
            #expect(close(pixels.pixel(x: 80, y: 40), .black, tolerance: 0), "cut by the clip around the group")
            #expect(close(pixels.pixel(x: 10, y: 40), .black, tolerance: 0), "nothing outside the group's own rectangle")
            #expect(close(pixels.pixel(x: 50, y: 10), .black, tolerance: 0))
        }

        @Test func aGroupWithAnImageNotInYetIsDrawnDirectlyAndCachedOnceItIs() throws {
            let h = try Headless()
            let image = try redImage(h)
            let commands = RasterGroupChecks.group(RasterGroupChecks.banner(image))
            let loading = try h.draw(commands)
            #expect(groupCount(h) == 0, "the placeholder is not kept as the group's bitmap")
            #expect(close(loading.pixel(x: 60, y: 70), ShapePainter.rgba(Renderer.placeholderColor), tolerance: 2))
            #expect(h.loader.loadAllPending(into: h.renderer, timeout: 10))
            let loaded = try h.draw(commands)
            #expect(groupCount(h) == 1)
            #expect(close(loaded.pixel(x: 60, y: 70), .redPixel, tolerance: 2))
        }

        @Test func nestedGroupsAndUnbalancedMarkersDrawWhatTheyHold() throws {
            let h = try Headless()
            let outer = CGRect(x: 10, y: 10, width: 120, height: 60)
            let inner = CGRect(x: 30, y: 20, width: 40, height: 40)
            let pixels = try h.draw([
                .beginRasterGroup(RasterGroup(outer)), .fill(outer, red), .beginRasterGroup(RasterGroup(inner)),
                .fill(inner, blue), .endRasterGroup,
                .endRasterGroup,
                .endRasterGroup,
                .beginRasterGroup(RasterGroup(CGRect(x: 150, y: 10, width: 40, height: 40))),
                .fill(CGRect(x: 150, y: 10, width: 40, height: 40), green),
            ])
            #expect(close(pixels.pixel(x: 20, y: 40), .redPixel, tolerance: 0))
            #expect(close(pixels.pixel(x: 50, y: 40), RGBA8(red: 0, green: 0, blue: 255), tolerance: 0))
            #expect(
                close(pixels.pixel(x: 170, y: 30), .greenPixel, tolerance: 0), "a group left open runs to the end of the list")
        }

        @Test func aFrameThatStartsByCoveringTheTargetOpaquelyIsNotClearedFirst() throws {
            let h = try Headless()
            let whole = CGRect(x: 0, y: 0, width: 200, height: 100)
            _ = try h.draw([.fill(whole, red)])
            #expect(h.renderer.statistics.framesCleared == 0, "an opaque fill of the whole target")
            let backdrop: [DisplayCommand] = [
                .pushClip(whole), .beginRasterGroup(RasterGroup(whole)), .fill(whole, blue),
                .roundedFill(CGRect(x: 20, y: 20, width: 60, height: 40), radius: 8, green), .endRasterGroup, .popClip,
            ]
            _ = try h.draw(backdrop)
            #expect(h.renderer.statistics.framesCleared == 1, "the group's bitmap is not made yet")
            let pixels = try h.draw(backdrop)
            #expect(h.renderer.statistics.framesCleared == 1, "its bitmap is opaque everywhere")
            #expect(close(pixels.pixel(x: 100, y: 80), RGBA8(red: 0, green: 0, blue: 255), tolerance: 0))
            // The same commands in a group grown past them: not covered any more, cleared.
            let grown = CGRect(x: 0, y: 0, width: 200, height: 120)
            _ = try h.draw([.beginRasterGroup(RasterGroup(grown)), .fill(whole, blue), .endRasterGroup], background: green)
            #expect(h.renderer.statistics.framesCleared == 2, "a bitmap of another size does not cover it")
            // A group with a hole in it: the clear shows through.
            let holed: [DisplayCommand] = [
                .beginRasterGroup(RasterGroup(whole)), .fill(CGRect(x: 0, y: 0, width: 200, height: 50), blue), .endRasterGroup,
            ]
            _ = try h.draw(holed, background: green)
            let shown = try h.draw(holed, background: green)
            #expect(h.renderer.statistics.framesCleared == 4)
            #expect(close(shown.pixel(x: 100, y: 80), .greenPixel, tolerance: 0))
        }

        /// A `width` × `height` (40×20) opaque surface with `pixels` (x, y, ARGB value) set, as
        /// `flatten` reads one back.
        func flattened(_ pixels: [(Int, Int, UInt32)], width: Int = 40, height: Int = 20) throws -> RasterSurface {
            let surface = try RasterSurface(width: width, height: height)
            surface.fill(x: 0, y: 0, width: width, height: height, RGBA8(red: 10, green: 20, blue: 30))
            for (x, y, value) in pixels { self.pixel(surface, x, y).pointee = value }
            return surface
        }

        func pixel(_ surface: RasterSurface, _ x: Int, _ y: Int) -> UnsafeMutablePointer<UInt32> {
            (surface.pixels + y * surface.pitch).withMemoryRebound(to: UInt32.self, capacity: surface.width) { $0 + x }
        }

        @Test func theOpaqueCornerIsTheSmallestSquareHoldingEveryTranslucentPixel() throws {
            #expect(try flattened([]).unpremultiply() == OpaqueArea(corner: 0, inset: PixelInsets(all: 0)), "opaque everywhere")
            // Half-covered red, premultiplied, in the top-left pixel; a clear pixel 3 in from the bottom right.
            let corners = try flattened([(0, 0, 0x8040_0000), (37, 17, 0)])
            // The side bands hold them with the fewest pixels: 1 + 3 columns of 20 (end bands: 1 + 3 rows of 40).
            #expect(corners.unpremultiply() == OpaqueArea(corner: 3, inset: PixelInsets(top: 0, left: 1, bottom: 0, right: 3)))
            #expect(pixel(corners, 0, 0).pointee == 0x8080_0000, "straight alpha: half-covered full red")
            // Alpha 244 under several translucent layers in SDL's software blitter: taken as opaque
            // there, and left as it is from an exact renderer.
            let nearlyOpaque = try flattened([(0, 0, 0x8040_0000), (20, 10, 0xF410_2030)])
            #expect(nearlyOpaque.unpremultiply(opaqueFrom: RasterSurface.softwareOpaqueAlpha).corner == 1)
            #expect(pixel(nearlyOpaque, 20, 10).pointee == 0xFF10_2030, "made opaque, its colour kept")
            let exact = try flattened([(20, 10, 0xF410_2030)])
            // A translucent pixel in the middle: no corner squares hold it; the cheapest band that
            // does is the 10 rows below it (the 20 columns right of it hold as many pixels).
            #expect(exact.unpremultiply() == OpaqueArea(corner: nil, inset: PixelInsets(top: 0, left: 0, bottom: 10, right: 0)))
            #expect(pixel(exact, 20, 10).pointee >> 24 == 0xF4)
            // A translucent line down the middle: every row reaches both halves, so only end bands
            // could hold it, and they would leave nothing.
            let split = try flattened((0..<20).flatMap { y in [(19, y, UInt32(0x7F00_0000)), (20, y, 0)] })
            #expect(split.unpremultiply() == OpaqueArea(corner: nil, inset: nil), "no bands leave an opaque middle")
        }

        @Test("a turned item's bitmap blends deep bands along its slanted edges and thin ones along its straight edges")
        func theBandsFollowTheSlantedEdges() throws {
            // Turned about the vertical axis: top and bottom slant (cleared up to x / 8 rows in from
            // them), the right edge anti-aliased. Both end bands 4 rows deep and the right one a
            // column wide (332 pixels blended; one depth all round would blend 416).
            var turned: [(Int, Int, UInt32)] = (0..<20).map { y in (39, y, 0x8000_0000) }
            for x in 0..<40 { for k in 0..<(x / 8) { turned += [(x, k, 0), (x, 19 - k, 0)] } }
            #expect(try flattened(turned).unpremultiply().inset == PixelInsets(top: 4, left: 0, bottom: 4, right: 1))
            // Turned about the horizontal axis (a vertical flow): the sides slant, the bottom edge is
            // anti-aliased.
            var tilted: [(Int, Int, UInt32)] = (0..<20).map { x in (x, 39, 0x8000_0000) }
            for y in 0..<40 { for k in 0..<(y / 8) { tilted += [(k, y, 0), (19 - k, y, 0)] } }
            #expect(
                try flattened(tilted, width: 20, height: 40).unpremultiply().inset
                    == PixelInsets(top: 0, left: 4, bottom: 1, right: 4))
        }

        @Test("a bitmap translucent along an edge's middle, as a turned item's is, keeps an opaque middle inside a band")
        func theOpaqueInsetIsTheShallowestBandHoldingEveryTranslucentPixel() throws {
            // Clear pixels along the top edge's middle, down to row 4 (a slanted edge's triangle).
            let slanted = try flattened((10..<30).flatMap { x in (0..<(x % 5)).map { y in (x, y, UInt32(0)) } })
            let area = slanted.unpremultiply()
            let top = PixelInsets(top: 4, left: 0, bottom: 0, right: 0)
            #expect(area == OpaqueArea(corner: nil, inset: top), "no corner squares hold the top edge's middle")
            guard case .middle(top) = area.cover else {
                Issue.record("drawn \(area.cover), not its middle unblended")
                return
            }
            guard case .copy(3, true) = OpaqueArea(corner: 3, inset: PixelInsets(all: 3)).cover else {
                Issue.record("corner squares come first")
                return
            }
            guard case .whole = OpaqueArea(corner: nil, inset: nil).cover else {
                Issue.record("nothing opaque: blended whole")
                return
            }
        }
    }
}
