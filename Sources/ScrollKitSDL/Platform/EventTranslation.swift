internal import CSDL
import Foundation
import ScrollKit

/// Translates one SDL event into a ScrollKit `InputEvent`; nil for events ScrollKit does not use.
///
/// Units and conventions:
/// - Locations are SDL mouse coordinates, which are window points (not pixels) on high-DPI windows.
/// - Timestamps are SDL's event timestamps in seconds (`timestamp` ms / 1000): the same clock as
///   `SDLContext.now`. SDL2 stamps an event when it pumps the queue, in whole milliseconds, so every
///   event of one pump shares one stamp (ScrollKit's `VelocityTracker` is built for exactly that).
/// - Only the left button is a "finger": down → `.down`, motion with it held → `.moved`,
///   up → `.up`; motion with no button → `.hovered`. Other buttons are ignored.
/// - Wheel deltas are `preciseX/preciseY` notches × `pointsPerNotch`, in content-offset terms:
///   wheel up (SDL y > 0) scrolls toward the top, i.e. `dy < 0`; wheel right (SDL x > 0) gives
///   `dx > 0`. "Flipped" (natural) direction is undone first. Modifiers come from `modifierState`
///   (SDL's keyboard state when the event is read); Shift is passed on, not applied. `isPrecise`
///   when either precise value is not a whole number of notches: only a hint, as SDL 2.26 marks
///   nothing and a trackpad's delta can be whole (Cocoa: 20 px is 2.0); ScrollKit's
///   `WheelGestureClassifier` decides precision per gesture.
/// - Keys: arrows, page up/down, home, end, tab, escape, return/keypad enter, space; other
///   printable ASCII as its lowercase character. Key-ups and other keys are dropped.
/// - Window size changes → `.resized` (points), focus lost → `.focusLost`, close or SDL_QUIT → `.quit`.
/// - Fingers (`SDL_FINGERDOWN/MOTION/UP`, normalised 0–1 to the window) → `.touch` in points, with
///   SDL's finger id; the mouse events SDL makes from them (`which == SDL_TOUCH_MOUSEID`) and the
///   touches it makes from the mouse (`touchId == SDL_MOUSE_TOUCHID`) are dropped, so nothing is
///   handled twice.
struct EventTranslator {
    /// Points of content offset per wheel notch.
    var pointsPerNotch: CGFloat

    func translate(_ event: SDL_Event, modifierState: UInt16) -> InputEvent? {
        let time = TimeInterval(event.common.timestamp) / 1000
        if Self.isSynthesisedFromTouch(event) { return nil } // the finger's own events carry it
        switch event.type {
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            guard event.button.button == UInt8(SDL_BUTTON_LEFT) else { return nil }
            let phase: PointerEvent.Phase = event.type == SDL_MOUSEBUTTONDOWN.rawValue ? .down : .up
            let location = CGPoint(x: CGFloat(event.button.x), y: CGFloat(event.button.y))
            return .pointer(PointerEvent(phase, at: location, time: time))

        case SDL_MOUSEMOTION.rawValue:
            let held = event.motion.state & CSDL_BUTTON_LMASK != 0
            let location = CGPoint(x: CGFloat(event.motion.x), y: CGFloat(event.motion.y))
            return .pointer(PointerEvent(held ? .moved : .hovered, at: location, time: time))

        case SDL_MOUSEWHEEL.rawValue:
            let wheel = event.wheel
            let sign: CGFloat = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            let dx = CGFloat(wheel.preciseX) * sign * pointsPerNotch
            let dy = -CGFloat(wheel.preciseY) * sign * pointsPerNotch
            let location = CGPoint(x: CGFloat(wheel.mouseX), y: CGFloat(wheel.mouseY))
            return .wheel(
                WheelEvent(
                    dx: dx, dy: dy, at: location, modifiers: Self.modifiers(modifierState),
                    isPrecise: Self.isPrecise(wheel.preciseX) || Self.isPrecise(wheel.preciseY), time: time))

        case SDL_KEYDOWN.rawValue:
            guard let key = Self.key(for: event.key.keysym.sym) else { return nil }
            return .key(
                KeyEvent(key, modifiers: Self.modifiers(event.key.keysym.mod), isRepeat: event.key.repeat != 0, time: time))

        case SDL_WINDOWEVENT.rawValue:
            switch SDL_WindowEventID(rawValue: UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_RESIZED, SDL_WINDOWEVENT_SIZE_CHANGED:
                return .resized(CGSize(width: CGFloat(event.window.data1), height: CGFloat(event.window.data2)))
            case SDL_WINDOWEVENT_FOCUS_LOST:
                return .focusLost(time)
            case SDL_WINDOWEVENT_LEAVE:
                return .pointer(PointerEvent(.exited, at: .zero, time: time))
            case SDL_WINDOWEVENT_CLOSE:
                return .quit
            default:
                return nil
            }

        case SDL_QUIT.rawValue:
            return .quit

        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            return Self.touch(event.tfinger, type: event.type, time: time).map(InputEvent.touch)

        default:
            return nil
        }
    }

    /// Whether a wheel delta in notches is precise: not a whole number of notches (X11 and plain
    /// wheels report whole notches; trackpads and free-spinning wheels on macOS, Wayland and
    /// Windows report fractions).
    static func isPrecise(_ notches: Float) -> Bool {
        notches.isFinite && notches != notches.rounded()
    }

    /// ScrollKit's modifiers from SDL's `KMOD_*` bits.
    static func modifiers(_ mod: UInt16) -> KeyModifiers {
        let mod = UInt32(mod)
        var result: KeyModifiers = []
        if mod & KMOD_SHIFT.rawValue != 0 { result.insert(.shift) }
        if mod & KMOD_CTRL.rawValue != 0 { result.insert(.control) }
        if mod & KMOD_ALT.rawValue != 0 { result.insert(.option) }
        if mod & KMOD_GUI.rawValue != 0 { result.insert(.command) }
        return result
    }

    /// The ScrollKit key for an SDL key code, or nil for keys the lab does not use.
    static func key(for sym: SDL_Keycode) -> Key? {
        func code(_ k: SDL_KeyCode) -> SDL_Keycode { SDL_Keycode(k.rawValue) }
        switch sym {
        case code(SDLK_LEFT): return .left
        case code(SDLK_RIGHT): return .right
        case code(SDLK_UP): return .up
        case code(SDLK_DOWN): return .down
        case code(SDLK_PAGEUP): return .pageUp
        case code(SDLK_PAGEDOWN): return .pageDown
        case code(SDLK_HOME): return .home
        case code(SDLK_END): return .end
        case code(SDLK_TAB): return .tab
        case code(SDLK_ESCAPE): return .escape
        case code(SDLK_RETURN), code(SDLK_KP_ENTER): return .enter
        case code(SDLK_SPACE): return .space
        case 33...126:
            // Printable ASCII: SDL key codes of these keys are their (unshifted) characters.
            guard let scalar = Unicode.Scalar(UInt32(sym)) else { return nil }
            return .character(Character(String(scalar).lowercased()))
        default:
            return nil
        }
    }
}

// MARK: Touch

extension EventTranslator {
    /// SDL's `SDL_TOUCH_MOUSEID`: the `which` of a mouse event SDL made from a finger.
    static let touchMouseID = UInt32.max
    /// SDL's `SDL_MOUSE_TOUCHID`: the `touchId` of a finger SDL made from the mouse.
    static let mouseTouchID: SDL_TouchID = -1

    /// Whether `event` is a mouse event SDL synthesised from a finger (or a finger it synthesised
    /// from the mouse): the original is translated instead.
    static func isSynthesisedFromTouch(_ event: SDL_Event) -> Bool {
        switch event.type {
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue: event.button.which == touchMouseID
        case SDL_MOUSEMOTION.rawValue: event.motion.which == touchMouseID
        case SDL_MOUSEWHEEL.rawValue: event.wheel.which == touchMouseID
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue: event.tfinger.touchId == mouseTouchID
        default: false
        }
    }

    /// A finger event in window points: SDL's 0–1 coordinates × the size of the finger's window (or,
    /// when SDL names none, the window with the keyboard or mouse focus). Nil when there is no window
    /// to place it in.
    static func touch(_ finger: SDL_TouchFingerEvent, type: UInt32, time: TimeInterval) -> TouchEvent? {
        guard let window = SDL_GetWindowFromID(finger.windowID) ?? SDL_GetKeyboardFocus() ?? SDL_GetMouseFocus() else {
            return nil
        }
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        guard w > 0, h > 0, finger.x.isFinite, finger.y.isFinite else { return nil }
        let phase: TouchEvent.Phase =
            switch type {
            case SDL_FINGERDOWN.rawValue: .down
            case SDL_FINGERUP.rawValue: .up
            default: .moved
            }
        let location = CGPoint(x: CGFloat(finger.x) * CGFloat(w), y: CGFloat(finger.y) * CGFloat(h))
        return TouchEvent(finger: Int(truncatingIfNeeded: finger.fingerId), phase, at: location, time: time)
    }
}
