import Foundation
import ScrollKit
import Testing

@testable import ScrollKitSDL

extension SDLTests {
    @Suite @MainActor struct ShapeRendering {
        @Test func fillCoversItsRectAndNothingElse() throws {
            let h = try Headless()
            let pixels = try h.draw([.fill(CGRect(x: 10, y: 20, width: 50, height: 30), red)])
            #expect(close(pixels.pixel(x: 10, y: 20), .redPixel))
            #expect(close(pixels.pixel(x: 59, y: 49), .redPixel))
            #expect(close(pixels.pixel(x: 9, y: 20), .black))
            #expect(close(pixels.pixel(x: 60, y: 49), .black))
            #expect(close(pixels.pixel(x: 30, y: 50), .black))
            #expect(pixels.pixel(x: 150, y: 80).alpha == 255)
        }

        @Test func roundedFillLeavesCornersAndAntiAliasesTheArc() throws {
            let h = try Headless()
            let rect = CGRect(x: 20, y: 20, width: 120, height: 60)
            let pixels = try h.draw([.roundedFill(rect, radius: 20, .white)])
            // The very corner is outside the arc: background.
            #expect(close(pixels.pixel(x: 20, y: 20), .black))
            #expect(close(pixels.pixel(x: 22, y: 22), .black))
            // Middle and edge midpoints are filled (the boundary pixel at least half, depending on
            // where the renderer puts the fringe); nothing leaks outside the rect.
            #expect(close(pixels.pixel(x: 80, y: 50), .white))
            #expect(close(pixels.pixel(x: 21, y: 50), .white))
            #expect(close(pixels.pixel(x: 80, y: 21), .white))
            #expect(pixels.pixel(x: 20, y: 50).red >= 120)
            #expect(pixels.pixel(x: 139, y: 50).red >= 120)
            #expect(close(pixels.pixel(x: 19, y: 50), .black))
            #expect(close(pixels.pixel(x: 140, y: 50), .black))
            #expect(close(pixels.pixel(x: 80, y: 80), .black))
            // Along the corner's arc some pixels are partially covered (anti-aliasing).
            var partial = 0
            for y in 20..<40 {
                for x in 20..<40 {
                    let v = Int(pixels.pixel(x: x, y: y).red)
                    if v > 20 && v < 235 { partial += 1 }
                }
            }
            #expect(partial >= 10, "expected anti-aliased arc pixels, found \(partial)")
        }

        /// Regression: a rounded shape thinner than its fringe (a 1.25 pt strip with an 8 pt radius,
        /// clipped, at a fractional position) crashed SDL's software rasteriser.
        @Test(arguments: [0.25, 0.5, 1, 1.25, 1.5, 2, 2.5, 3] as [CGFloat])
        func thinRoundedShapesDrawWithoutCrashing(thickness: CGFloat) throws {
            let h = try Headless()
            let wide = CGRect(x: 30.5, y: 40.375, width: 120, height: thickness)
            let tall = CGRect(x: 20.25, y: 10.5, width: thickness, height: 90)
            let pixels = try h.draw([
                .pushClip(CGRect(x: 10, y: 5, width: 150, height: 100)),
                .roundedFill(wide, radius: 8, .white), .roundedFill(tall, radius: 8, .white),
                .stroke(wide, radius: 8, width: 1, .white), .popClip,
            ])
            #expect((40...41).contains { pixels.pixel(x: 90, y: $0).red > 0 } || thickness < 1, "the strip shows")
            #expect(close(pixels.pixel(x: 90, y: 60), .black), "nothing below it")
        }

        @Test func strokeDrawsABorderAndLeavesTheInside() throws {
            let h = try Headless()
            let pixels = try h.draw([.stroke(CGRect(x: 20, y: 20, width: 100, height: 60), radius: 10, width: 4, green)])
            #expect(close(pixels.pixel(x: 70, y: 21), .greenPixel)) // top border
            #expect(close(pixels.pixel(x: 21, y: 50), .greenPixel)) // left border
            #expect(close(pixels.pixel(x: 118, y: 50), .greenPixel)) // right border
            #expect(close(pixels.pixel(x: 70, y: 50), .black)) // inside
            #expect(close(pixels.pixel(x: 70, y: 26), .black)) // just inside the border
            #expect(close(pixels.pixel(x: 20, y: 20), .black)) // rounded corner
        }

        @Test(arguments: [GradientAxis.horizontal, .vertical])
        func gradientRunsFromFirstToSecondColour(axis: GradientAxis) throws {
            let h = try Headless()
            let pixels = try h.draw([
                .linearGradient(CGRect(x: 0, y: 0, width: 200, height: 100), from: red, to: blue, axis: axis)
            ])
            let (start, end, middle) =
                axis == .horizontal
                ? (pixels.pixel(x: 0, y: 50), pixels.pixel(x: 199, y: 50), pixels.pixel(x: 100, y: 50))
                : (pixels.pixel(x: 100, y: 0), pixels.pixel(x: 100, y: 99), pixels.pixel(x: 100, y: 50))
            #expect(close(start, .redPixel, tolerance: 8), "start \(start)")
            #expect(close(end, .bluePixel, tolerance: 8), "end \(end)")
            #expect(abs(Int(middle.red) - 128) < 20 && abs(Int(middle.blue) - 128) < 20, "middle \(middle)")
        }

        @Test func colourAlphaBlendsOverTheBackground() throws {
            let h = try Headless()
            let pixels = try h.draw([.fill(CGRect(x: 0, y: 0, width: 100, height: 100), Color.white.withAlpha(0.5))])
            let p = pixels.pixel(x: 50, y: 50)
            #expect(abs(Int(p.red) - 128) <= 4, "\(p)")
            #expect(close(pixels.pixel(x: 150, y: 50), .black))
        }

        @Test func pushedAlphaMultipliesEveryDrawUntilPopped() throws {
            let h = try Headless()
            let pixels = try h.draw([
                .pushAlpha(0.5),
                .fill(CGRect(x: 0, y: 0, width: 50, height: 100), .white),
                .roundedFill(CGRect(x: 50, y: 0, width: 50, height: 100), radius: 8, Color.white.withAlpha(0.5)),
                .popAlpha,
                .fill(CGRect(x: 100, y: 0, width: 50, height: 100), .white),
            ])
            #expect(abs(Int(pixels.pixel(x: 25, y: 50).red) - 128) <= 4)
            #expect(abs(Int(pixels.pixel(x: 75, y: 50).red) - 64) <= 4)
            #expect(close(pixels.pixel(x: 125, y: 50), .white))
        }

        @Test func clipKeepsDrawingInsideItAndPopRestoresTheOuterClip() throws {
            let h = try Headless()
            let pixels = try h.draw([
                .pushClip(CGRect(x: 0, y: 0, width: 100, height: 100)),
                .pushClip(CGRect(x: 20, y: 20, width: 40, height: 40)),
                .fill(CGRect(x: 0, y: 0, width: 200, height: 100), red),
                .popClip,
                .fill(CGRect(x: 0, y: 80, width: 200, height: 20), blue),
                .popClip,
                .fill(CGRect(x: 180, y: 0, width: 20, height: 20), green),
            ])
            #expect(close(pixels.pixel(x: 40, y: 40), .redPixel))
            #expect(close(pixels.pixel(x: 10, y: 10), .black)) // outside the inner clip
            #expect(close(pixels.pixel(x: 150, y: 40), .black)) // outside both clips
            #expect(close(pixels.pixel(x: 50, y: 90), .bluePixel)) // outer clip restored
            #expect(close(pixels.pixel(x: 150, y: 90), .black)) // ... and still clipping
            #expect(close(pixels.pixel(x: 190, y: 10), .greenPixel)) // no clip after the last pop
        }

        @Test func disjointNestedClipsDrawNothing() throws {
            // SDL treats an empty clip rectangle as "no clipping": the renderer must not.
            let h = try Headless()
            let pixels = try h.draw([
                .pushClip(CGRect(x: 0, y: 0, width: 50, height: 50)),
                .pushClip(CGRect(x: 100, y: 50, width: 50, height: 50)),
                .fill(CGRect(x: 0, y: 0, width: 200, height: 100), red),
                .popClip,
                .popClip,
            ])
            #expect(close(pixels.pixel(x: 25, y: 25), .black))
            #expect(close(pixels.pixel(x: 125, y: 75), .black))
        }

        @Test func unbalancedPopsAreIgnored() throws {
            let h = try Headless()
            let pixels = try h.draw([.popClip, .popAlpha, .fill(CGRect(x: 0, y: 0, width: 10, height: 10), .white)])
            #expect(close(pixels.pixel(x: 5, y: 5), .white))
        }

        @Test func pointsAreScaledToPixelsOnAHighDPISurface() throws {
            let h = try Headless(width: 100, height: 50, pixelScale: 2)
            let pixels = try h.draw([
                .fill(CGRect(x: 10, y: 10, width: 20, height: 10), red),
                .pushClip(CGRect(x: 50, y: 0, width: 10, height: 50)),
                .fill(CGRect(x: 0, y: 0, width: 100, height: 50), blue),
                .popClip,
            ])
            #expect(pixels.width == 200 && pixels.height == 100)
            #expect(close(pixels.pixel(x: 20, y: 20), .redPixel))
            #expect(close(pixels.pixel(x: 59, y: 39), .redPixel))
            #expect(close(pixels.pixel(x: 61, y: 41), .black))
            #expect(close(pixels.pixel(x: 100, y: 50), .bluePixel))
            #expect(close(pixels.pixel(x: 119, y: 50), .bluePixel))
            #expect(close(pixels.pixel(x: 121, y: 50), .black))
        }
    }
}
