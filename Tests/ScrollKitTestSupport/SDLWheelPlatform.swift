import Foundation
import ScrollKit

/// What Debian's SDL 2.26 reports for a wheel stream on each platform, and what ScrollKitSDL's
/// translation makes of it: a pure converter from a device's own units to the `WheelEvent`s the app
/// receives, for the tests.
///
/// SDL 2.26 marks nothing precise. Its `SDL_MouseWheelEvent.preciseX/Y` is a float in notches; the
/// backend multiplies it by `pointsPerNotch` and guesses `isPrecise` from a fractional value
/// (`EventTranslator.isPrecise`), exactly as `isFractional` does here. A precise device's delta can
/// be a whole number of notches, so that guess is only a hint: the wheel gesture classifier decides
/// per gesture.
///
/// The conversions, from SDL 2.26's sources (`src/video/*/SDL_*mouse*`, `*events*`):
/// - **Cocoa** (`Cocoa_HandleMouseWheel`): `-[NSEvent deltaX]`, the line-based delta. For a precise
///   device (trackpad, Magic Mouse) it is passed unrounded, about a tenth of the pixel delta (macOS
///   counts ten pixels a line), so a 20 px delta arrives as exactly 2.0; a plain wheel's (a fraction
///   of a line, accelerated) is rounded away from zero, at least one notch.
/// - **Windows** (`WM_MOUSEWHEEL`/`WM_MOUSEHWHEEL`): `amount / WHEEL_DELTA` (120). A precision
///   touchpad sends whole amounts in proportion to the fingers' travel; Chrome (the recordings)
///   shows 100 CSS px per 120, so one pixel is 1.2 units, rounded to a whole unit. A delta of 100 px
///   is exactly one notch; a plain wheel's notch is 120, 1.0.
/// - **X11** (core buttons 4–7; SDL 2 has no XInput2 smooth scrolling): whole notches only. The X
///   driver emulates a button click per `x11PixelsPerNotch` of accumulated scrolling, so a swipe is a
///   burst of notches, several in one event batch when it is fast. libinput on X11 adds no inertia
///   tail; converting a recording that has one keeps it, the harder case.
/// - **Wayland** (`pointer_handle_axis`): a continuous source (touchpad) reports `wl_fixed_t`
///   (1/256) values in about pixels, divided by `WAYLAND_WHEEL_AXIS_UNIT` (10): 30 px → 3.0. A
///   wheel's discrete steps are whole.
///
/// SDL 2 stamps every event when it pumps the queue (`SDL_PushEvent` → `SDL_GetTicks`), on every
/// platform: play the converted trace with `FrameDriver.play(_:at:stampsAtPump: true)`.
public enum SDLWheelPlatform: String, CaseIterable, Sendable, CustomStringConvertible {
    /// macOS: a precise device's line delta unrounded (pixels / 10), a plain wheel's rounded away from 0.
    case cocoa
    /// Windows: `amount / 120`.
    case windows
    /// X11: whole clicks (buttons 4–7), a swipe a burst of them.
    case x11
    /// Wayland: a continuous source's `value / 10`, a wheel's whole discrete steps.
    case wayland

    public var description: String { rawValue }

    /// Points of content offset per notch (ScrollKitSDL's `EventPump.defaultPointsPerWheelNotch`).
    public static let defaultPointsPerNotch: CGFloat = 40
    /// CSS pixels of scrolling per emulated X11 button click (xf86-input-libinput's
    /// `ScrollPixelDistance`, 15 by default, in libinput's units of about a pixel).
    public static let x11PixelsPerNotch: Double = 15
    /// Chrome's pixels per `WHEEL_DELTA` (120) on Windows.
    public static let windowsPixelsPerNotch: Double = 100

    /// Whether a value in notches is fractional: ScrollKitSDL's per-event guess of "precise".
    public static func isFractional(_ notches: Float) -> Bool { notches.isFinite && notches != notches.rounded() }

    /// The notches SDL reports for one continuous (trackpad) delta of `pixels` CSS pixels, along one
    /// axis. X11 needs the running remainder of the emulated clicks (`x11Remainder`, pixels).
    public func notches(forPixels pixels: Double, x11Remainder: inout Double) -> [Float] {
        switch self {
        case .cocoa:
            return [Float(pixels) / 10]
        case .windows:
            let amount = (pixels * 120 / Self.windowsPixelsPerNotch).rounded()
            return [Float(amount) / 120]
        case .x11:
            x11Remainder += pixels
            let clicks = Int((x11Remainder / Self.x11PixelsPerNotch).rounded(.towardZero))
            x11Remainder -= Double(clicks) * Self.x11PixelsPerNotch
            return Array(repeating: clicks > 0 ? 1 : -1, count: abs(clicks))
        case .wayland:
            let value = (pixels * 256).rounded() / 256 // wl_fixed_t
            return [Float(value) / 10]
        }
    }

    /// The notches SDL reports for one plain (notched) wheel click, of `lines` lines as the OS sees it
    /// (macOS accelerates a fast-turned wheel into fractions and several lines), signed.
    public func notches(forWheelLines lines: Double) -> Float {
        switch self {
        case .cocoa:
            return Float(lines > 0 ? lines.rounded(.up) : lines.rounded(.down)) // away from zero
        case .windows:
            return lines > 0 ? 1 : -1 // WHEEL_DELTA (120) a click, whatever the line setting
        case .x11, .wayland:
            return Float(lines > 0 ? lines.rounded(.up) : lines.rounded(.down)) // one discrete step at least
        }
    }

    /// `trace` (a continuous device's deltas, CSS pixels) as the app receives it on this platform:
    /// each delta converted to notches as SDL reports them, times `pointsPerNotch`, marked precise
    /// only when fractional. Zero deltas are dropped (SDL sends no wheel event for them).
    public func convert(swipe trace: WheelTrace, pointsPerNotch: CGFloat = defaultPointsPerNotch) -> WheelTrace {
        var remainder = (x: 0.0, y: 0.0)
        var events: [WheelTrace.Event] = []
        for event in trace.events {
            let xs = notches(forPixels: Double(event.dx), x11Remainder: &remainder.x)
            let ys = notches(forPixels: Double(event.dy), x11Remainder: &remainder.y)
            if self == .x11 {
                // Each emulated click is its own event: button 6/7 (horizontal), then 4/5 (vertical).
                for x in xs where x != 0 { events.append(sdlEvent(time: event.time, x: x, y: 0, pointsPerNotch)) }
                for y in ys where y != 0 { events.append(sdlEvent(time: event.time, x: 0, y: y, pointsPerNotch)) }
            } else {
                let x = xs.first ?? 0
                let y = ys.first ?? 0
                if x != 0 || y != 0 { events.append(sdlEvent(time: event.time, x: x, y: y, pointsPerNotch)) }
            }
        }
        return WheelTrace(events)
    }

    /// `count` clicks of a plain notched wheel, `lines` lines each (signed), `spacing` seconds apart,
    /// as the app receives them on this platform.
    public func wheelClicks(
        _ count: Int, lines: Double = 1, spacing: TimeInterval, pointsPerNotch: CGFloat = defaultPointsPerNotch
    ) -> WheelTrace {
        WheelTrace(
            (0..<count).map {
                sdlEvent(time: Double($0) * spacing, x: notches(forWheelLines: lines), y: 0, pointsPerNotch)
            })
    }

    /// One SDL wheel event of `x`, `y` notches (content-offset terms), as ScrollKitSDL translates it.
    private func sdlEvent(time: TimeInterval, x: Float, y: Float, _ pointsPerNotch: CGFloat) -> WheelTrace.Event {
        WheelTrace.Event(
            time: time, dx: CGFloat(x) * pointsPerNotch, dy: CGFloat(y) * pointsPerNotch,
            isPrecise: Self.isFractional(x) || Self.isFractional(y))
    }
}
