import CSDL
import Foundation
import ScrollKit
import Testing

@testable import ScrollKitSDL

extension SDLTests {
    /// Synthetic SDL events pushed onto SDL's queue, drained by an `EventPump`.
    @Suite @MainActor struct EventTranslation {
        struct Fixture {
            let context: SDLContext
            let pump: EventPump

            @MainActor init() throws {
                setenv("SDL_VIDEODRIVER", "dummy", 1)
                context = try SDLContext(videoDriver: .headless)
                pump = EventPump(context: context)
                var stale: [InputEvent] = []
                pump.poll(into: &stale)
            }

            @MainActor func pumped(_ events: [SDL_Event]) throws -> [InputEvent] {
                for var event in events {
                    try #require(SDL_PushEvent(&event) == 1, "\(String(cString: SDL_GetError()))")
                }
                var out: [InputEvent] = []
                pump.poll(into: &out)
                return out
            }
        }

        func mouseButton(_ type: SDL_EventType, button: Int32 = SDL_BUTTON_LEFT, x: Int32, y: Int32) -> SDL_Event {
            var event = SDL_Event()
            event.button.type = type.rawValue
            event.button.button = UInt8(button)
            event.button.state = UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED)
            event.button.x = x
            event.button.y = y
            return event
        }

        func motion(x: Int32, y: Int32, leftHeld: Bool) -> SDL_Event {
            var event = SDL_Event()
            event.motion.type = SDL_MOUSEMOTION.rawValue
            event.motion.state = leftHeld ? CSDL_BUTTON_LMASK : 0
            event.motion.x = x
            event.motion.y = y
            return event
        }

        func keyDown(_ sym: Int32, mod: UInt16 = 0, repeating: Bool = false) -> SDL_Event {
            var event = SDL_Event()
            event.key.type = SDL_KEYDOWN.rawValue
            event.key.state = UInt8(SDL_PRESSED)
            event.key.repeat = repeating ? 1 : 0
            event.key.keysym.sym = sym
            event.key.keysym.mod = mod
            return event
        }

        func windowEvent(_ id: SDL_WindowEventID, _ data1: Int32 = 0, _ data2: Int32 = 0) -> SDL_Event {
            var event = SDL_Event()
            event.window.type = SDL_WINDOWEVENT.rawValue
            event.window.event = UInt8(id.rawValue)
            event.window.data1 = data1
            event.window.data2 = data2
            return event
        }

        @Test func leftButtonDragBecomesDownMovedUpWithTimestampsInSeconds() throws {
            let f = try Fixture()
            let before = f.context.now
            let events = try f.pumped([
                motion(x: 5, y: 6, leftHeld: false),
                mouseButton(SDL_MOUSEBUTTONDOWN, x: 10, y: 20),
                motion(x: 15, y: 22, leftHeld: true),
                mouseButton(SDL_MOUSEBUTTONUP, x: 30, y: 25),
                mouseButton(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_RIGHT, x: 1, y: 1),
            ])
            let pointers = events.compactMap { event -> PointerEvent? in
                if case .pointer(let p) = event { return p } else { return nil }
            }
            #expect(events.count == 4)
            #expect(pointers.map(\.phase) == [.hovered, .down, .moved, .up])
            #expect(
                pointers.map(\.location) == [
                    CGPoint(x: 5, y: 6), CGPoint(x: 10, y: 20), CGPoint(x: 15, y: 22), CGPoint(x: 30, y: 25),
                ])
            let after = f.context.now
            for p in pointers {
                #expect(
                    p.timestamp >= before - 0.002 && p.timestamp <= after + 0.002, "\(p.timestamp) not in \(before)...\(after)")
            }
        }

        @Test func wheelBecomesContentOffsetPointsWithModifiers() throws {
            let f = try Fixture()
            var event = SDL_Event()
            event.wheel.type = SDL_MOUSEWHEEL.rawValue
            event.wheel.preciseX = 0.5
            event.wheel.preciseY = 1 // one notch away from the user: scroll up
            event.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
            event.wheel.mouseX = 40
            event.wheel.mouseY = 50
            var flipped = event
            flipped.wheel.direction = SDL_MOUSEWHEEL_FLIPPED.rawValue
            SDL_SetModState(KMOD_LSHIFT)
            defer { SDL_SetModState(KMOD_NONE) }
            let events = try f.pumped([event, flipped])
            let notch = EventPump.defaultPointsPerWheelNotch
            guard case .wheel(let wheel)? = events.first, case .wheel(let natural)? = events.last, events.count == 2 else {
                Issue.record("expected two wheel events, got \(events)")
                return
            }
            #expect(wheel.dy == -notch)
            #expect(wheel.dx == notch / 2)
            #expect(wheel.location == CGPoint(x: 40, y: 50))
            #expect(wheel.modifiers == .shift)
            #expect(natural.dy == notch && natural.dx == -notch / 2)
            #expect(wheel.isPrecise, "half a notch is a precise delta")
        }

        @Test func wheelIsPreciseOnlyForFractionsOfANotch() throws {
            let f = try Fixture()
            func wheel(_ x: Float, _ y: Float) -> SDL_Event {
                var event = SDL_Event()
                event.wheel.type = SDL_MOUSEWHEEL.rawValue
                event.wheel.preciseX = x
                event.wheel.preciseY = y
                event.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
                return event
            }
            let events = try f.pumped([wheel(0, 1), wheel(-2, 0), wheel(0, 0.25), wheel(1, -0.1), wheel(0, 3)])
            let precise = events.compactMap { event -> Bool? in
                if case .wheel(let w) = event { return w.isPrecise } else { return nil }
            }
            #expect(precise == [false, false, true, true, false], "X11 notches are whole; trackpads report fractions")
        }

        @Test func keysMapToScrollKitKeys() throws {
            let f = try Fixture()
            func sym(_ k: SDL_KeyCode) -> Int32 { Int32(k.rawValue) }
            let events = try f.pumped([
                keyDown(sym(SDLK_LEFT)), keyDown(sym(SDLK_RIGHT)), keyDown(sym(SDLK_UP)), keyDown(sym(SDLK_DOWN)),
                keyDown(sym(SDLK_PAGEUP)), keyDown(sym(SDLK_PAGEDOWN)), keyDown(sym(SDLK_HOME)), keyDown(sym(SDLK_END)),
                keyDown(sym(SDLK_TAB)), keyDown(sym(SDLK_ESCAPE)), keyDown(sym(SDLK_RETURN)), keyDown(sym(SDLK_SPACE)),
                keyDown(sym(SDLK_a), mod: UInt16(KMOD_LSHIFT.rawValue)), keyDown(sym(SDLK_1)),
                keyDown(sym(SDLK_RIGHT), mod: UInt16(KMOD_LCTRL.rawValue | KMOD_LALT.rawValue), repeating: true),
                keyDown(sym(SDLK_F1)),
            ])
            let keys = events.compactMap { event -> KeyEvent? in
                if case .key(let k) = event { return k } else { return nil }
            }
            #expect(events.count == 15)
            #expect(
                keys.map(\.key) == [
                    .left, .right, .up, .down, .pageUp, .pageDown, .home, .end, .tab, .escape, .enter, .space,
                    .character("a"), .character("1"), .right,
                ])
            #expect(keys[12].modifiers == .shift)
            #expect(keys[14].modifiers == [.control, .option] && keys[14].isRepeat)
            #expect(!keys[0].isRepeat && keys[0].modifiers.isEmpty)
        }

        @Test func windowEventsBecomeResizeFocusAndQuit() throws {
            let f = try Fixture()
            var quit = SDL_Event()
            quit.type = SDL_QUIT.rawValue
            let events = try f.pumped([
                windowEvent(SDL_WINDOWEVENT_RESIZED, 640, 480),
                windowEvent(SDL_WINDOWEVENT_SIZE_CHANGED, 640, 480),
                windowEvent(SDL_WINDOWEVENT_FOCUS_LOST),
                windowEvent(SDL_WINDOWEVENT_EXPOSED),
                windowEvent(SDL_WINDOWEVENT_CLOSE),
                quit,
            ])
            #expect(events.count == 3, "\(events)")
            #expect(events.first == .resized(CGSize(width: 640, height: 480)))
            if case .focusLost(let time)? = events.dropFirst().first {
                #expect(abs(time - f.context.now) < 1)
            } else {
                Issue.record("expected focusLost second, got \(events)")
            }
            #expect(events.last == .quit)
        }

        @Test func pollReusesTheCallersArray() throws {
            let f = try Fixture()
            var events: [InputEvent] = []
            events.reserveCapacity(64)
            var event = motion(x: 1, y: 1, leftHeld: false)
            SDL_PushEvent(&event)
            f.pump.poll(into: &events)
            #expect(events.count == 1)
            let capacity = events.capacity
            f.pump.poll(into: &events)
            #expect(events.isEmpty && events.capacity == capacity)
        }

        @Test func waitReturnsTheNextEventOrTimesOut() throws {
            let f = try Fixture()
            var events: [InputEvent] = []
            let start = Date()
            #expect(!f.pump.wait(timeout: 0.05, into: &events))
            #expect(events.isEmpty)
            #expect(Date().timeIntervalSince(start) >= 0.04)
            var event = motion(x: 3, y: 4, leftHeld: true)
            SDL_PushEvent(&event)
            #expect(f.pump.wait(timeout: 1, into: &events))
            #expect(
                events == [
                    .pointer(
                        PointerEvent(
                            .moved, at: CGPoint(x: 3, y: 4),
                            time: events.first.map { if case .pointer(let p) = $0 { p.timestamp } else { 0 } } ?? 0))
                ])
        }
    }
}
