import CSDL
import Foundation
import ScrollKit
import ScrollKitTestSupport
import Testing

@testable import ScrollKitSDL

extension SDLTests {
    /// Issue 29: raster groups cut to a mask (Material 3's keylines) and drawn in 3D (iCarousel's
    /// types) through `SDL_RenderGeometry`, on the headless software renderer.
    @Suite @MainActor struct GeometryGroups {
        /// The group's rectangle, window points.
        static let rect = CGRect(x: 20, y: 20, width: 200, height: 100)
        /// The side of a checkerboard cell, points.
        static let cell: CGFloat = 10
        static let backdrop = Color(red: 0.1, green: 0.6, blue: 0.2)
        static let backdropPixel = RGBA8(red: 26, green: 153, blue: 51)

        /// A checkerboard of red and blue cells over `rect`, starting red at its top-left.
        static let checkerboard: [DisplayCommand] = {
            var commands: [DisplayCommand] = []
            for row in 0..<Int(rect.height / cell) {
                for column in 0..<Int(rect.width / cell) {
                    let frame = CGRect(
                        x: rect.minX + CGFloat(column) * cell, y: rect.minY + CGFloat(row) * cell, width: cell, height: cell)
                    commands.append(.fill(frame, (row + column) % 2 == 0 ? red : blue))
                }
            }
            return commands
        }()

        /// The checkerboard's colour at window point (`x`, `y`).
        static func checker(_ x: CGFloat, _ y: CGFloat) -> RGBA8 {
            let column = Int(((x - rect.minX) / cell).rounded(.down))
            let row = Int(((y - rect.minY) / cell).rounded(.down))
            return (row + column) % 2 == 0 ? .redPixel : .bluePixel
        }

        /// `content` as one raster group `group`.
        static func grouped(_ group: RasterGroup, _ content: [DisplayCommand]) -> [DisplayCommand] {
            [.beginRasterGroup(group)] + content + [.endRasterGroup]
        }

        static let mask = CGRect(x: 75, y: 35, width: 80, height: 70)
        static let radius: CGFloat = 16

        @Test("a masked group shows its content at full scale inside the mask, nothing outside, corners cut with partial alpha")
        func maskedGroupCutsWithoutSquashing() throws {
            let h = try Headless(width: 240, height: 140)
            let group = RasterGroup(Self.rect, cornerRadius: Self.radius, mask: Self.mask)
            var pixels = try h.draw(Self.grouped(group, Self.checkerboard), background: Self.backdrop)
            // Twice: the second frame draws the kept bitmap, the steady state.
            pixels = try h.draw(Self.grouped(group, Self.checkerboard), background: Self.backdrop)
            var checked = 0
            for y in stride(from: Self.mask.minY + Self.cell / 2, to: Self.mask.maxY, by: Self.cell / 2) {
                for x in stride(from: Self.mask.minX + 2.5, to: Self.mask.maxX - 2, by: 5) {
                    let inCorner =
                        (x < Self.mask.minX + Self.radius || x > Self.mask.maxX - Self.radius)
                        && (y < Self.mask.minY + Self.radius || y > Self.mask.maxY - Self.radius)
                    let onCellEdge =
                        (x - Self.rect.minX).truncatingRemainder(dividingBy: Self.cell) < 1
                        || (y - Self.rect.minY).truncatingRemainder(dividingBy: Self.cell) < 1
                    guard !inCorner, !onCellEdge, y < Self.mask.maxY - 2, y > Self.mask.minY + 2 else { continue }
                    let seen = pixels.pixel(x: Int(x), y: Int(y))
                    #expect(close(seen, Self.checker(x, y), tolerance: 8), "at \(x), \(y): \(seen)")
                    checked += 1
                }
            }
            #expect(checked > 60)
            // Outside the mask, inside the group's rectangle: the backdrop, untouched.
            for (x, y) in [
                (30, 30), (Int(Self.mask.minX) - 3, 60), (Int(Self.mask.maxX) + 2, 60), (100, Int(Self.mask.minY) - 3),
                (100, Int(Self.mask.maxY) + 2), (200, 110),
            ] {
                #expect(pixels.pixel(x: x, y: y) == Self.backdropPixel, "outside the mask at \(x), \(y)")
            }
            // The mask's very corner pixel is outside its rounded corner; along the corner's diagonal
            // the edge passes through pixels partly covered: neither backdrop nor content.
            #expect(pixels.pixel(x: Int(Self.mask.minX), y: Int(Self.mask.minY)) == Self.backdropPixel)
            #expect(pixels.pixel(x: Int(Self.mask.maxX) - 1, y: Int(Self.mask.maxY) - 1) == Self.backdropPixel)
            var partial = 0
            for d in 0..<Int(Self.radius) {
                let p = pixels.pixel(x: Int(Self.mask.minX) + d, y: Int(Self.mask.minY) + d)
                let content = Self.checker(Self.mask.minX + CGFloat(d) + 0.5, Self.mask.minY + CGFloat(d) + 0.5)
                if p.distance(to: Self.backdropPixel) > 20, p.distance(to: content) > 20 { partial += 1 }
            }
            #expect(partial >= 1, "the rounded corner's edge is anti-aliased")
        }

        @Test("a masked edge is anti-aliased on any backdrop: the partly covered pixels blend toward each")
        func maskedEdgeBlendsOnAnyBackdrop() throws {
            let h = try Headless(width: 240, height: 140)
            let white = Color(red: 1, green: 1, blue: 1)
            let group = RasterGroup(Self.rect, cornerRadius: Self.radius, mask: Self.mask)
            let content: [DisplayCommand] = [.fill(Self.rect, white)]
            for backdrop in [Color.black, Self.backdrop, blue] {
                _ = try h.draw(Self.grouped(group, content), background: backdrop)
                let pixels = try h.draw(Self.grouped(group, content), background: backdrop)
                // Along the top-left corner's diagonal: from the backdrop to white, with a pixel between.
                let samples = (0..<Int(Self.radius)).map {
                    pixels.pixel(x: Int(Self.mask.minX) + $0, y: Int(Self.mask.minY) + $0)
                }
                let back = RGBA8(
                    red: UInt8(backdrop.red * 255), green: UInt8(backdrop.green * 255), blue: UInt8(backdrop.blue * 255))
                #expect(close(samples.first ?? .black, back, tolerance: 2))
                #expect(close(samples.last ?? .black, .white, tolerance: 2))
                #expect(samples.contains { $0.distance(to: back) > 30 && $0.distance(to: .white) > 30 }, "\(samples)")
            }
        }

        @Test("a masked group under an opacity and a dimming: both over the masked shape only")
        func maskedOpacityAndDimming() throws {
            let h = try Headless(width: 240, height: 140)
            let white = Color(red: 1, green: 1, blue: 1)
            let content: [DisplayCommand] = [.fill(Self.rect, white)]
            let faded =
                [DisplayCommand.pushAlpha(0.5)] + Self.grouped(RasterGroup(Self.rect, mask: Self.mask), content) + [.popAlpha]
            _ = try h.draw(faded)
            var pixels = try h.draw(faded)
            #expect(close(pixels.pixel(x: 115, y: 70), RGBA8(red: 128, green: 128, blue: 128), tolerance: 4))
            #expect(pixels.pixel(x: 60, y: 70) == .black)
            let dimmed = Self.grouped(
                RasterGroup(Self.rect, dimming: Color.black.withAlpha(0.75), cornerRadius: Self.radius, mask: Self.mask), content)
            _ = try h.draw(dimmed, background: white)
            pixels = try h.draw(dimmed, background: white)
            #expect(close(pixels.pixel(x: 115, y: 70), RGBA8(red: 64, green: 64, blue: 64), tolerance: 4))
            #expect(pixels.pixel(x: 60, y: 70) == .white, "no dimming outside the mask")
            #expect(pixels.pixel(x: Int(Self.mask.minX), y: Int(Self.mask.minY)) == .white, "nor in its cut corner")
        }

        @Test("a masked group narrowing frame by frame makes no bitmap: the one as laid out is cut")
        func narrowingMaskMakesNothing() throws {
            let h = try Headless(width: 240, height: 140)
            _ = try h.draw(Self.grouped(RasterGroup(Self.rect, cornerRadius: Self.radius, mask: Self.rect), Self.checkerboard))
            let made = h.renderer.statistics.shapeRasterizations
            for width in stride(from: 190, through: 60, by: -10) as StrideThrough<CGFloat> {
                let mask = CGRect(x: Self.rect.minX, y: Self.rect.minY, width: width, height: Self.rect.height)
                let pixels = try h.draw(
                    Self.grouped(RasterGroup(Self.rect, cornerRadius: Self.radius, mask: mask), Self.checkerboard))
                #expect(close(pixels.pixel(x: Int(mask.maxX) - 5, y: 45), Self.checker(mask.maxX - 5, 45), tolerance: 8))
                #expect(pixels.pixel(x: Int(mask.maxX) + 1, y: 45) == .black)
            }
            #expect(h.renderer.statistics.shapeRasterizations == made)
        }

        // MARK: Projection

        /// A group over `rect` drawn through `transform` about its centre.
        static func projected(_ transform: Transform3D, dimming: Color = .clear) -> RasterGroup {
            let projection = Projection3D(center: CGPoint(x: rect.midX, y: rect.midY), transform: transform)
            let box = projection.boundingBox(size: rect.size) ?? rect
            return RasterGroup(rect, drawnIn: box, dimming: dimming, projection: projection)
        }

        @Test("a group projected facing the viewer (perspective, no turn) matches the flat drawing within 1 px")
        func facingProjectionMatchesFlat() throws {
            let h = try Headless(width: 240, height: 140)
            let flatList = Self.grouped(RasterGroup(Self.rect), Self.checkerboard)
            _ = try h.draw(flatList, background: Self.backdrop)
            let flat = try h.draw(flatList, background: Self.backdrop)
            let projectedList = Self.grouped(Self.projected(.perspective(eyeDistance: 500)), Self.checkerboard)
            _ = try h.draw(projectedList, background: Self.backdrop)
            let projected = try h.draw(projectedList, background: Self.backdrop)
            var mismatches: [String] = []
            for y in 0..<140 {
                for x in 0..<240 {
                    let p = projected.pixel(x: x, y: y)
                    guard p.distance(to: flat.pixel(x: x, y: y)) > 8 else { continue }
                    // Within a pixel: some neighbour of the flat drawing has it.
                    let near = (-1...1).contains { dy in
                        (-1...1).contains { dx in
                            let (nx, ny) = (x + dx, y + dy)
                            return nx >= 0 && ny >= 0 && nx < 240 && ny < 140 && p.distance(to: flat.pixel(x: nx, y: ny)) <= 8
                        }
                    }
                    if !near { mismatches.append("\(x),\(y)") }
                }
            }
            #expect(mismatches.isEmpty, "\(mismatches.count) pixels farther than 1 px: \(mismatches.prefix(10))")
        }

        /// A turn of `degrees` about the vertical axis, seen from 500 pt.
        static func turned(_ degrees: CGFloat) -> Transform3D {
            Transform3D.perspective(eyeDistance: 500).rotated(angle: degrees * .pi / 180, x: 0, y: 1, z: 0)
        }

        @Test("a turned group lands where Projection3D.project says: inside each corner content, outside it the backdrop")
        func turnedGroupLandsWhereProjected() throws {
            let h = try Headless(width: 240, height: 140)
            let white = Color(red: 1, green: 1, blue: 1)
            let group = Self.projected(Self.turned(40))
            let list = Self.grouped(group, [.fill(Self.rect, white)])
            _ = try h.draw(list)
            let pixels = try h.draw(list)
            let projection = try #require(group.projection)
            let hw = Self.rect.width / 2
            let hh = Self.rect.height / 2
            let corners = try [(-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh)].map {
                try #require(projection.project(CGPoint(x: $0, y: $1)))
            }
            let centre = try #require(projection.project(.zero))
            #expect(abs(corners[0].x - corners[1].x) < Self.rect.width - 20, "the turn foreshortens it")
            for corner in corners {
                let dx = centre.x - corner.x
                let dy = centre.y - corner.y
                let length = (dx * dx + dy * dy).squareRoot()
                let inside = CGPoint(x: corner.x + dx / length * 3, y: corner.y + dy / length * 3)
                let outside = CGPoint(x: corner.x - dx / length * 3, y: corner.y - dy / length * 3)
                #expect(pixels.pixel(x: Int(inside.x), y: Int(inside.y)) == .white, "inside the corner at \(corner)")
                #expect(pixels.pixel(x: Int(outside.x), y: Int(outside.y)) == .black, "outside the corner at \(corner)")
            }
        }

        @Test("a straight line in the texture stays straight within 1 px across the quads' diagonals")
        func projectedLineStaysStraight() throws {
            let h = try Headless(width: 240, height: 140)
            let white = Color(red: 1, green: 1, blue: 1)
            let lineY = Self.rect.minY + 37
            let content: [DisplayCommand] = [
                .fill(Self.rect, white), .fill(CGRect(x: Self.rect.minX, y: lineY, width: Self.rect.width, height: 2), .black),
            ]
            let group = Self.projected(Self.turned(55))
            let projection = try #require(group.projection)
            let wLeft = projection.transform.apply(x: -100, y: 0, z: 0).w
            let wRight = projection.transform.apply(x: 100, y: 0, z: 0).w
            #expect(GroupGeometry.cells(extentPixels: 200, wA: wLeft, wB: wRight) > 1, "a perspective this strong is cut finer")
            _ = try h.draw(Self.grouped(group, content), background: blue)
            let pixels = try h.draw(Self.grouped(group, content), background: blue)
            // The line's middle in the drawing (local y = lineY + 1 relative to the centre) between its projected ends.
            let middle = lineY + 1 - Self.rect.midY
            let a = try #require(projection.project(CGPoint(x: -100, y: middle)))
            let b = try #require(projection.project(CGPoint(x: 100, y: middle)))
            var samples: [(x: CGFloat, y: CGFloat)] = []
            for x in Int(min(a.x, b.x).rounded(.up)) + 3..<Int(max(a.x, b.x)) - 3 {
                // The line's pixels in this column (grey: the card is white, the backdrop blue), weighted by darkness.
                var weight: CGFloat = 0
                var sum: CGFloat = 0
                for y in 0..<140 {
                    let p = pixels.pixel(x: x, y: y)
                    guard p.red < 250, p.red == p.green, p.green == p.blue else { continue }
                    weight += 255 - CGFloat(p.red)
                    sum += (255 - CGFloat(p.red)) * (CGFloat(y) + 0.5)
                }
                if weight > 0 { samples.append((CGFloat(x) + 0.5, sum / weight)) }
            }
            #expect(samples.count > 60)
            // Straight: every column's middle within 1 px of the line fitted through them all (an affine
            // texture across 200 px at this perspective would bow it by several pixels).
            let n = CGFloat(samples.count)
            let mx = samples.map(\.x).reduce(0, +) / n
            let my = samples.map(\.y).reduce(0, +) / n
            let sxy = samples.map { ($0.x - mx) * ($0.y - my) }.reduce(0, +)
            let sxx = samples.map { ($0.x - mx) * ($0.x - mx) }.reduce(0, +)
            let slope = sxy / sxx
            let bow = samples.map { abs($0.y - (my + slope * ($0.x - mx))) }.max() ?? 0
            #expect(bow <= 1, "the line strays \(bow) px from straight")
            // And where the projection puts it: SDL's software renderer samples texels a little up and
            // left (it truncates texture coordinates), so within 1.5 px.
            let rise = (b.y - a.y) / (b.x - a.x)
            var offset: CGFloat = 0
            for s in samples {
                let projected = a.y + rise * (s.x - a.x)
                offset = max(offset, abs(s.y - projected))
            }
            #expect(offset <= 1.5, "the line is \(offset) px from where it is projected")
        }

        @Test("a projected group under an opacity and a dimming")
        func projectedOpacityAndDimming() throws {
            let h = try Headless(width: 240, height: 140)
            let white = Color(red: 1, green: 1, blue: 1)
            let content: [DisplayCommand] = [.fill(Self.rect, white)]
            let faded = [DisplayCommand.pushAlpha(0.5)] + Self.grouped(Self.projected(Self.turned(20)), content) + [.popAlpha]
            _ = try h.draw(faded)
            var pixels = try h.draw(faded)
            #expect(close(pixels.pixel(x: 120, y: 70), RGBA8(red: 128, green: 128, blue: 128), tolerance: 4))
            let dimmed = Self.grouped(Self.projected(Self.turned(20), dimming: Color.black.withAlpha(0.75)), content)
            _ = try h.draw(dimmed, background: blue)
            pixels = try h.draw(dimmed, background: blue)
            #expect(close(pixels.pixel(x: 120, y: 70), RGBA8(red: 64, green: 64, blue: 64), tolerance: 4))
            #expect(pixels.pixel(x: 2, y: 70) == .bluePixel, "no dimming outside the group")
        }

        @Test("a group showing its back draws nothing")
        func backFacesAreCulled() throws {
            let h = try Headless(width: 240, height: 140)
            let white = Color(red: 1, green: 1, blue: 1)
            for degrees in [100, 180, 260] as [CGFloat] {
                let projection = Projection3D(
                    center: CGPoint(x: Self.rect.midX, y: Self.rect.midY), transform: Self.turned(degrees))
                #expect(projection.showsBack(size: Self.rect.size))
                let group = RasterGroup(
                    Self.rect, drawnIn: projection.boundingBox(size: Self.rect.size) ?? Self.rect, projection: projection)
                let pixels = try h.draw(Self.grouped(group, [.fill(Self.rect, white)]))
                var lit = 0
                for y in 0..<140 { for x in 0..<240 where pixels.pixel(x: x, y: y) != .black { lit += 1 } }
                #expect(lit == 0, "turned \(degrees)°: \(lit) pixels drawn")
            }
        }

        @Test("a group turning frame by frame makes no bitmap: the one as laid out is projected")
        func turningMakesNothing() throws {
            let h = try Headless(width: 240, height: 140)
            _ = try h.draw(Self.grouped(Self.projected(Self.turned(0)), Self.checkerboard))
            let made = h.renderer.statistics.shapeRasterizations
            for degrees in stride(from: 5, through: 60, by: 5) as StrideThrough<CGFloat> {
                _ = try h.draw(Self.grouped(Self.projected(Self.turned(degrees)), Self.checkerboard))
            }
            #expect(h.renderer.statistics.shapeRasterizations == made)
        }

        /// A projected group over `rect` (its width changed to `width`) with corners of `radius`
        /// points, its content a red rounded rectangle with corners of `contentRadius` under most of
        /// the checkerboard.
        static func roundedCard(width: CGFloat = rect.width, radius: CGFloat, contentRadius: CGFloat) -> [DisplayCommand] {
            let card = CGRect(x: rect.minX, y: rect.minY, width: width, height: rect.height)
            let projection = Projection3D(center: CGPoint(x: card.midX, y: card.midY), transform: turned(35))
            let group = RasterGroup(
                card, drawnIn: projection.boundingBox(size: card.size) ?? card, cornerRadius: radius, projection: projection)
            let cells = checkerboard.dropFirst(60).filter { command in
                guard case .fill(let frame, _) = command else { return false }
                return card.insetBy(dx: contentRadius, dy: contentRadius).contains(frame)
            }
            return grouped(group, [.roundedFill(card, radius: contentRadius, red)] + cells)
        }

        /// The blend mode of the one kept bitmap with corner squares apart (the card's as laid out).
        static func laidOutBlendMode(_ h: Headless) throws -> SDL_BlendMode {
            let bitmaps = h.renderer.shapePainter.rasterCache.entries.values.filter { $0.texture.corners != nil }
            let bitmap = try #require(bitmaps.first)
            #expect(bitmaps.count == 1)
            var mode = SDL_BLENDMODE_BLEND
            SDL_GetTextureBlendMode(bitmap.texture.pointer, &mode)
            return mode
        }

        @Test(
            "on the software renderer a projected opaque bitmap is drawn unblended inside, blended at its corners, as blending it whole looks",
            arguments: [200, 199.6, 200.6] as [CGFloat])
        func projectedInteriorIsCopiedUnblended(width: CGFloat) throws {
            let h = try Headless(width: 260, height: 140)
            let list = Self.roundedCard(width: width, radius: Self.radius, contentRadius: Self.radius - 2)
            let unblended = try h.draw(list, background: Self.backdrop)
            #expect(try Self.laidOutBlendMode(h) == SDL_BLENDMODE_NONE, "the grid is drawn unblended")
            // Under an opacity a hair below 1 the same mesh is drawn blended whole.
            let blended = try h.draw([.pushAlpha(254.0 / 255)] + list + [.popAlpha], background: Self.backdrop)
            let difference = Self.largestDifference(unblended, blended)
            #expect(difference <= 3, "\(difference) levels apart")
        }

        @Test(
            "content rounder than the group's corners is blended where it is translucent, never copied over the backdrop",
            arguments: [0, 4] as [CGFloat])
        func roundContentStaysBlended(radius: CGFloat) throws {
            let h = try Headless(width: 260, height: 140)
            let list = Self.roundedCard(radius: radius, contentRadius: 24)
            let drawn = try h.draw(list, background: Self.backdrop)
            #expect(try Self.laidOutBlendMode(h) == SDL_BLENDMODE_BLEND)
            let blended = try h.draw([.pushAlpha(254.0 / 255)] + list + [.popAlpha], background: Self.backdrop)
            let difference = Self.largestDifference(drawn, blended)
            #expect(difference <= 3, "\(difference) levels apart")
        }

        // MARK: At rest

        /// Draws `list` frame after frame over `background`; returns each frame's pixels and the
        /// bitmaps made (shape rasterisations, flattenings included) by the end of each frame.
        static func frames(_ list: [DisplayCommand], count: Int, on h: Headless, background: Color = .black) throws
            -> [(pixels: PixelBuffer, made: Int)]
        {
            try (0..<count).map { _ in
                let pixels = try h.draw(list, background: background)
                return (pixels, h.renderer.statistics.shapeRasterizations)
            }
        }

        /// The largest difference of one colour channel between `a` and `b`, over every pixel.
        static func largestDifference(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
            var largest = 0
            for y in 0..<a.height {
                for x in 0..<a.width {
                    let p = a.pixel(x: x, y: y)
                    let q = b.pixel(x: x, y: y)
                    largest = max(
                        largest, abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)), abs(Int(p.blue) - Int(q.blue)))
                }
            }
            return largest
        }

        @Test(
            "a projected group at rest is drawn from one bitmap of its mesh, made once it has held still, looking as the triangles did",
            arguments: ["projected", "projected and dimmed"])
        func restingGroupIsCopied(_ kind: String) throws {
            let h = try Headless(width: 240, height: 140)
            let group: RasterGroup
            switch kind {
            case "projected": group = Self.projected(Self.turned(35))
            default: group = Self.projected(Self.turned(-25), dimming: Color.black.withAlpha(0.4))
            }
            let list = Self.grouped(group, Self.checkerboard)
            let drawn = try Self.frames(list, count: GroupCompositor.framesToHold + 4, on: h, background: Self.backdrop)
            // Frame 0 makes the bitmap as laid out; the frames after it draw triangles until the mesh
            // has been drawn alike `framesToHold` frames before; that frame makes its bitmap as
            // drawn; the frames after it copy it.
            let laidOut = drawn[0].made
            for k in 1..<GroupCompositor.framesToHold { #expect(drawn[k].made == laidOut, "frame \(k) makes nothing") }
            let held = GroupCompositor.framesToHold
            #expect(drawn[held].made == laidOut + 1, "one bitmap of the mesh as drawn")
            #expect(drawn.last?.made == laidOut + 1, "copied from then on")
            let triangles = drawn[held - 1].pixels
            for k in held..<drawn.count {
                let difference = Self.largestDifference(triangles, drawn[k].pixels)
                #expect(difference <= 3, "frame \(k) differs from the triangles by \(difference) levels")
            }
        }

        @Test("a group coming back to a look it held before is copied at once, wherever it is moved by whole pixels")
        func heldLooksAreKept() throws {
            let h = try Headless(width: 240, height: 140)
            func list(_ degrees: CGFloat, dx: CGFloat = 0) -> [DisplayCommand] {
                let rect = Self.rect.offsetBy(dx: dx, dy: 0)
                let projection = Projection3D(center: CGPoint(x: rect.midX, y: rect.midY), transform: Self.turned(degrees))
                let group = RasterGroup(rect, drawnIn: projection.boundingBox(size: rect.size) ?? rect, projection: projection)
                return Self.grouped(group, Self.checkerboard.map { $0.relative(to: CGPoint(x: -dx, y: 0)) })
            }
            _ = try Self.frames(list(30), count: GroupCompositor.framesToHold + 2, on: h)
            _ = try Self.frames(list(-30), count: GroupCompositor.framesToHold + 2, on: h)
            let made = h.renderer.statistics.shapeRasterizations
            let back = try h.draw(list(30))
            #expect(h.renderer.statistics.shapeRasterizations == made, "the first look's bitmap is drawn again")
            _ = try h.draw(list(30, dx: 7))
            #expect(h.renderer.statistics.shapeRasterizations == made, "moved by whole pixels, the same bitmap")
            let moved = try h.draw(list(30, dx: 7))
            for y in 0..<140 {
                for x in 0..<200 where back.pixel(x: x, y: y) != moved.pixel(x: x + 7, y: y) {
                    Issue.record("pixel \(x),\(y) is not the one 7 px to its right after the move")
                    return
                }
            }
        }

        @Test("a group at rest whose content changes in place shows the new content at once")
        func heldGroupFollowsItsContent() throws {
            let h = try Headless(width: 240, height: 140)
            let group = Self.projected(Self.turned(30))
            _ = try Self.frames(Self.grouped(group, Self.checkerboard), count: GroupCompositor.framesToHold + 2, on: h)
            let white = Color(red: 1, green: 1, blue: 1)
            let pixels = try h.draw(Self.grouped(group, [.fill(Self.rect, white)]))
            #expect(pixels.pixel(x: Int(Self.rect.midX), y: Int(Self.rect.midY)) == .white)
        }

        @Test(
            "under a group opacity an undimmed geometry group at rest is copied faded, looking as its triangles did; a dimmed one stays triangles",
            arguments: [0.6, 0.25])
        func fadedGroupIsHeldUnlessDimmed(_ opacity: Double) throws {
            let h = try Headless(width: 240, height: 140)
            func faded(_ group: RasterGroup) -> [DisplayCommand] {
                [.pushAlpha(opacity)] + Self.grouped(group, Self.checkerboard) + [.popAlpha]
            }
            let drawn = try Self.frames(
                faded(Self.projected(Self.turned(35))), count: GroupCompositor.framesToHold + 3, on: h, background: Self.backdrop)
            let held = GroupCompositor.framesToHold
            #expect(drawn[held].made == drawn[0].made + 1, "one bitmap of the mesh as drawn, at full opacity")
            #expect(drawn.last?.made == drawn[held].made, "copied faded from then on")
            let triangles = drawn[held - 1].pixels
            for k in held..<drawn.count {
                let difference = Self.largestDifference(triangles, drawn[k].pixels)
                #expect(difference <= 3, "frame \(k) differs from the faded triangles by \(difference) levels")
            }
            // Dimmed, its triangles lay the dimming over the backdrop showing through them too: a
            // bitmap copied faded would not, so it is never held.
            let dimmed = try Self.frames(
                faded(Self.projected(Self.turned(35), dimming: Color.black.withAlpha(0.4))),
                count: GroupCompositor.framesToHold + 3,
                on: h, background: Self.backdrop)
            #expect(dimmed.last?.made == dimmed[0].made)
        }

        @Test(
            "steady frames of masked and projected groups, dimmed and faded, allocate nothing",
            .enabled(if: AllocationCounter.isAvailable, "allocations are counted on glibc outside sanitizer builds"),
            .enabled(
                if: AllocationCounter.isOptimizedBuild,
                "unoptimised code allocates collection accessors' frames: counted in release builds"))
        func steadyGeometryFramesAllocateNothing() throws {
            let h = try Headless(width: 240, height: 140)
            var list = DisplayList()
            let commands =
                Self.grouped(
                    RasterGroup(Self.rect, dimming: Color.black.withAlpha(0.3), cornerRadius: Self.radius, mask: Self.mask),
                    Self.checkerboard)
                + [.pushAlpha(0.8)]
                + Self.grouped(
                    Self.projected(Self.turned(35), dimming: Color.black.withAlpha(0.2)),
                    Self.checkerboard + [.fill(CGRect(x: 30, y: 30, width: 20, height: 20), green)])
                + [.popAlpha]
            for command in commands { list.append(command) }
            // Two bitmaps: one texture drawn under two opacities in a frame changes its state twice, which
            // SDL's software renderer pays for with an allocation (as for flat copies).
            for _ in 0..<5 { try h.renderer.render(list, clearColor: .black) }
            let made = h.renderer.statistics.shapeRasterizations
            var failure: (any Error)?
            let count = try #require(
                AllocationCounter.count {
                    for _ in 0..<30 {
                        do { try h.renderer.render(list, clearColor: .black) } catch { failure = error }
                    }
                })
            if let failure { throw failure }
            #expect(count == 0, "\(count) allocations in 30 steady frames")
            #expect(h.renderer.statistics.shapeRasterizations == made, "the frames counted were steady")
        }
    }
}

extension SDLTests.X11Window {
    @Test("masked and projected groups look the same in an OpenGL window as on the headless software renderer")
    func geometryGroupsMatchHeadless() throws {
        let card = CGRect(x: 10, y: 10, width: 110, height: 80)
        let side = CGRect(x: 130, y: 10, width: 60, height: 80)
        var commands: [DisplayCommand] = [
            .beginRasterGroup(RasterGroup(card, cornerRadius: 12, mask: card.insetBy(dx: 20, dy: 8)))
        ]
        for row in 0..<8 {
            for column in 0..<11 {
                let frame = CGRect(x: card.minX + CGFloat(column) * 10, y: card.minY + CGFloat(row) * 10, width: 10, height: 10)
                commands.append(.fill(frame, (row + column) % 2 == 0 ? red : blue))
            }
        }
        commands.append(.endRasterGroup)
        let projection = Projection3D(
            center: CGPoint(x: side.midX, y: side.midY),
            transform: Transform3D.perspective(eyeDistance: 500).rotated(angle: 0.5, x: 0, y: 1, z: 0))
        commands.append(
            .beginRasterGroup(
                RasterGroup(
                    side, drawnIn: projection.boundingBox(size: side.size), dimming: Color.black.withAlpha(0.3),
                    projection: projection)))
        commands.append(.roundedFill(side, radius: 10, green))
        commands.append(.endRasterGroup)
        // The headless drawing first, its SDL released before the window's starts.
        let soft = try {
            let headless = try Headless(width: 200, height: 100)
            _ = try headless.draw(commands)
            return try headless.draw(commands)
        }()

        unsetenv("SDL_VIDEODRIVER")
        defer { setenv("SDL_VIDEODRIVER", "dummy", 1) }
        let gl = try Accelerated()
        var list = DisplayList()
        for command in commands { list.append(command) }
        try gl.renderer.render(list, clearColor: .black)
        try gl.renderer.render(list, clearColor: .black)
        let pixels = try gl.window.readPixels()
        // The same within a pixel: SDL's software renderer places vertices on whole pixels (its
        // feather is two pixels wide) and samples whole texels.
        var differing = 0
        for y in 0..<100 {
            for x in 0..<200 {
                let p = pixels.pixel(x: x, y: y)
                let near = (max(0, y - 1)...min(99, y + 1)).contains { ny in
                    (max(0, x - 1)...min(199, x + 1)).contains { nx in p.distance(to: soft.pixel(x: nx, y: ny)) <= 40 }
                }
                if !near { differing += 1 }
            }
        }
        #expect(
            differing < 100,
            "\(differing) of 20 000 pixels differ by more than 40 levels from the software drawing's within a pixel")
        #expect(close(pixels.pixel(x: 55, y: 45), soft.pixel(x: 55, y: 45), tolerance: 8))
        #expect(pixels.pixel(x: 20, y: 50) == .black, "outside the mask")
        try gl.window.screenshot(
            to: FileManager.default.temporaryDirectory.appendingPathComponent("scrollkitsdl-geometry.png").path)
        gl.window.present()
    }
}
