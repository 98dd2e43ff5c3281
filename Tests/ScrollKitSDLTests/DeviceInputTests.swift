import CSDL
import Foundation
import ScrollKit
import Testing

@testable import ScrollKitSDL

extension SDLTests {
    /// Touchscreens and gamepads through SDL: fingers pushed on SDL's queue, and a virtual game
    /// controller (`SDL_JoystickAttachVirtualEx`) plugged in, pressed, tilted and unplugged, drained
    /// by an `EventPump` into a window whose frames are ticked by hand (60 Hz, never a clock read).
    @Suite @MainActor struct DeviceInput {
        /// A focusable view that pages its scroll view one 300 pt page per Left/Right key, adding up
        /// (as the carousels do), and notes every key.
        final class PagingView: View {
            let scrollView = ScrollView(frame: CGRect(x: 50, y: 50, width: 300, height: 200))
            private(set) var keys: [KeyEvent] = []
            private var page = 0

            override init(frame: CGRect) {
                super.init(frame: frame)
                scrollView.contentSize = CGSize(width: 30 * 300, height: 200)
                scrollView.isPagingEnabled = true
                addSubview(scrollView)
            }

            override var canBecomeFocused: Bool { true }

            override func handleKey(_ event: KeyEvent) -> Bool {
                keys.append(event)
                switch event.key {
                case .right: page += 1
                case .left: page -= 1
                case .enter: return false // not taken: the gamepad's A then taps
                default: return true
                }
                page = min(max(page, 0), 29)
                scrollView.setContentOffset(CGPoint(x: CGFloat(page) * 300, y: 0), animated: true, cause: .key)
                return true
            }
        }

        /// SDL, a pump, a virtual gamepad plugged in, and a window holding a `PagingView`.
        @MainActor
        final class Rig {
            let context: SDLContext
            let pump: EventPump
            let root = WindowRoot(size: CGSize(width: 400, height: 300))
            let view = PagingView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            var deviceIndex: Int32 = -1
            var joystick: OpaquePointer?
            /// The window's clock, seconds: frames are 1/60 s apart, and SDL's events are stamped with it.
            var time: Timestamp = 100

            init() throws {
                setenv("SDL_VIDEODRIVER", "dummy", 1)
                context = try SDLContext(videoDriver: .headless)
                try #require(context.supportsGamepads, "SDL's GameController subsystem did not start")
                // Events while no window has the keyboard focus would be held back otherwise.
                SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1")
                pump = EventPump(context: context)
                var stale: [InputEvent] = []
                pump.poll(into: &stale)
                root.addSubview(view)
                root.focus(view)
                _ = root.frame(at: time)
            }

            /// Plugs a virtual game controller in (every button and axis).
            func plug() throws {
                var desc = SDL_VirtualJoystickDesc()
                desc.version = UInt16(SDL_VIRTUAL_JOYSTICK_DESC_VERSION)
                desc.type = UInt16(SDL_JOYSTICK_TYPE_GAMECONTROLLER.rawValue)
                desc.naxes = UInt16(SDL_CONTROLLER_AXIS_MAX.rawValue)
                desc.nbuttons = UInt16(SDL_CONTROLLER_BUTTON_MAX.rawValue)
                desc.button_mask = UInt32((1 << Int(SDL_CONTROLLER_BUTTON_MAX.rawValue)) - 1)
                desc.axis_mask = UInt32((1 << Int(SDL_CONTROLLER_AXIS_MAX.rawValue)) - 1)
                deviceIndex = "Carousel Lab test pad".withCString { name in
                    desc.name = name
                    return SDL_JoystickAttachVirtualEx(&desc)
                }
                try #require(deviceIndex >= 0, "\(String(cString: SDL_GetError()))")
                joystick = SDL_JoystickOpen(deviceIndex)
                try #require(joystick != nil, "\(String(cString: SDL_GetError()))")
                try #require(pumped().isEmpty, "plugging in is not an input")
                try #require(pump.gamepadCount == 1, "the pump opened the controller")
            }

            /// Unplugs the virtual controller.
            func unplug() {
                SDL_JoystickDetachVirtual(deviceIndex)
                if let joystick { SDL_JoystickClose(joystick) }
                joystick = nil
            }

            func press(_ button: SDL_GameControllerButton, _ down: Bool = true) {
                SDL_JoystickSetVirtualButton(joystick, Int32(button.rawValue), down ? 1 : 0)
            }

            func tilt(_ axis: SDL_GameControllerAxis, _ value: Double) {
                SDL_JoystickSetVirtualAxis(joystick, Int32(axis.rawValue), Int16((value * 32767).rounded()))
            }

            /// Drains SDL's queue now (the virtual pad's state is read then), restamped on the window's clock.
            func pumped() -> [InputEvent] {
                var events: [InputEvent] = []
                pump.poll(into: &events)
                return events.map { event in
                    switch event {
                    case .gamepad(var pad):
                        pad.timestamp = time
                        return .gamepad(pad)
                    case .touch(var touch):
                        touch.timestamp = time
                        return .touch(touch)
                    default:
                        return event
                    }
                }
            }

            /// Drains SDL's queue into the window; returns what came.
            @discardableResult
            func deliver() -> [InputEvent] {
                let events = pumped()
                for event in events { root.handle(event) }
                return events
            }

            /// Ticks `count` frames at 60 Hz.
            func frames(_ count: Int) {
                for _ in 0..<count {
                    time += 1.0 / 60
                    _ = root.frame(at: time)
                }
            }

            /// Ticks frames until nothing animates (at most 20 s).
            func settle() {
                var left = 20 * 60
                while !root.animationDriver.isIdle, left > 0 {
                    frames(1)
                    left -= 1
                }
            }

            var scrollView: ScrollView { view.scrollView }

            deinit {
                MainActor.assumeIsolated { unplug() }
            }
        }

        @Test("a d-pad press is one page; held, it repeats like a held key, then faster, none dropped, and lands exactly")
        func dpadPressAndHold() throws {
            let rig = try Rig()
            try rig.plug()
            rig.press(SDL_CONTROLLER_BUTTON_DPAD_RIGHT)
            let down = rig.deliver()
            #expect(down == [.gamepad(GamepadEvent(.button(.dpadRight, isPressed: true), time: rig.time))])
            #expect(rig.view.keys.map(\.key) == [.right])
            rig.frames(90) // 1.5 s held
            rig.press(SDL_CONTROLLER_BUTTON_DPAD_RIGHT, false)
            rig.deliver()
            let keys = rig.view.keys
            #expect(keys.allSatisfy { $0.key == .right } && keys.dropFirst().allSatisfy(\.isRepeat))
            // The schedule: the delay, every interval, and every fast interval after fastRepeatAfter.
            var expected = 1
            var next = GamepadNavigator.repeatDelay
            while next <= 1.5 + 1e-9 {
                expected += 1
                next +=
                    next >= GamepadNavigator.fastRepeatAfter
                    ? GamepadNavigator.fastRepeatInterval : GamepadNavigator.repeatInterval
            }
            #expect(keys.count == expected, "every repeat due in 1.5 s")
            rig.frames(60)
            #expect(rig.view.keys.count == keys.count, "released: no more")
            rig.settle()
            #expect(rig.scrollView.contentOffset.x == CGFloat(keys.count) * 300, "one page per key, landed exactly")
        }

        @Test("the shoulders are Tab and Shift-Tab, B is Esc, A taps the centred item as the gamepad")
        func shouldersABAndB() throws {
            let rig = try Rig()
            try rig.plug()
            var taps: [PointerDevice?] = []
            let content = View(frame: CGRect(x: 0, y: 0, width: 9000, height: 200))
            rig.scrollView.addSubview(content)
            content.addTapHandler { _, device in taps.append(device) }
            for button in [SDL_CONTROLLER_BUTTON_RIGHTSHOULDER, SDL_CONTROLLER_BUTTON_LEFTSHOULDER, SDL_CONTROLLER_BUTTON_B] {
                rig.press(button)
                rig.deliver()
                rig.press(button, false)
                rig.deliver()
            }
            #expect(rig.view.keys.map(\.key) == [.tab, .tab, .escape])
            #expect(rig.view.keys.map(\.modifiers) == [[], .shift, []])
            rig.press(SDL_CONTROLLER_BUTTON_A)
            rig.deliver()
            rig.press(SDL_CONTROLLER_BUTTON_A, false)
            rig.deliver()
            #expect(taps == [.gamepad])
            rig.press(SDL_CONTROLLER_BUTTON_X) // not one ScrollKit uses
            #expect(rig.deliver().isEmpty)
        }

        @Test("the left stick scrolls at a speed proportional to its tilt and, let go, glides to land on a page")
        func stickScrollAndLanding() throws {
            let rig = try Rig()
            try rig.plug()
            rig.tilt(SDL_CONTROLLER_AXIS_LEFTX, 0.1) // inside the dead zone: noise, dropped
            #expect(rig.deliver().isEmpty)
            rig.tilt(SDL_CONTROLLER_AXIS_LEFTX, 0.6)
            rig.deliver()
            #expect(rig.scrollView.isStickScrolling)
            rig.frames(30)
            let expected = GamepadNavigator.speed(forDeflection: GamepadHub.normalised(Int16((0.6 * 32767).rounded()))) * 0.5
            #expect(abs(rig.scrollView.contentOffset.x - expected) < 0.01, "\(rig.scrollView.contentOffset.x) vs \(expected)")
            rig.tilt(SDL_CONTROLLER_AXIS_LEFTX, 0)
            rig.deliver()
            #expect(!rig.scrollView.isStickScrolling && rig.scrollView.isDecelerating, "let go while moving: it glides")
            rig.settle()
            let page = rig.scrollView.contentOffset.x / 300
            #expect(page == page.rounded() && page >= 2, "lands exactly on a page, past where it was let go")
        }

        @Test("unplugged mid-scroll with the d-pad held: the repeats stop, the strip lands, nothing crashes")
        func unplugMidScroll() throws {
            let rig = try Rig()
            try rig.plug()
            rig.press(SDL_CONTROLLER_BUTTON_DPAD_LEFT)
            rig.tilt(SDL_CONTROLLER_AXIS_LEFTX, 0.9)
            rig.deliver()
            rig.frames(20)
            #expect(rig.scrollView.isStickScrolling)
            rig.unplug()
            let released = rig.deliver()
            // SDL recentres an unplugged pad itself; the hub releases whatever SDL did not. Either
            // way, each held input is let go exactly once.
            #expect(released.count == 2)
            #expect(
                Set(released) == [
                    .gamepad(GamepadEvent(.button(.dpadLeft, isPressed: false), time: rig.time)),
                    .gamepad(GamepadEvent(.axis(.leftX, value: 0), time: rig.time)),
                ])
            #expect(rig.pump.gamepadCount == 0)
            let keys = rig.view.keys.count
            rig.settle()
            #expect(rig.view.keys.count == keys, "no repeat after the unplug")
            #expect(!rig.scrollView.isStickScrolling && !rig.scrollView.isDragging)
            let page = rig.scrollView.contentOffset.x / 300
            #expect(page == page.rounded(), "landed on a page")
            try rig.plug() // and a pad plugged in again works
            rig.press(SDL_CONTROLLER_BUTTON_DPAD_RIGHT)
            rig.deliver()
            #expect(rig.view.keys.last?.key == .right)
        }

        @Test("a controller removed while SDL still reports it held: the hub lets go of each held input itself")
        func removalReleasesHeldInputs() throws {
            let rig = try Rig()
            try rig.plug()
            rig.press(SDL_CONTROLLER_BUTTON_DPAD_RIGHT)
            rig.tilt(SDL_CONTROLLER_AXIS_LEFTY, -0.7)
            rig.deliver()
            var removed = SDL_Event()
            removed.cdevice.type = SDL_CONTROLLERDEVICEREMOVED.rawValue
            removed.cdevice.which = SDL_JoystickInstanceID(rig.joystick)
            try #require(SDL_PushEvent(&removed) == 1)
            #expect(
                rig.deliver() == [
                    .gamepad(GamepadEvent(.button(.dpadRight, isPressed: false), time: rig.time)),
                    .gamepad(GamepadEvent(.axis(.leftY, value: 0), time: rig.time)),
                ])
            #expect(rig.pump.gamepadCount == 0 && !rig.root.gamepad.isActive)
        }

        @Test("fingers become touches in window points; SDL's mouse events made from them are dropped")
        func fingers() throws {
            let rig = try Rig()
            let window = try Window(context: rig.context, size: CGSize(width: 400, height: 300), vsync: false, hidden: true)
            func finger(_ type: SDL_EventType, id: Int64, x: Float, y: Float, touch: SDL_TouchID = 7) -> SDL_Event {
                var event = SDL_Event()
                event.tfinger.type = type.rawValue
                event.tfinger.touchId = touch
                event.tfinger.fingerId = id
                event.tfinger.x = x
                event.tfinger.y = y
                event.tfinger.windowID = window.windowID
                return event
            }
            var synthesised = SDL_Event()
            synthesised.button.type = SDL_MOUSEBUTTONDOWN.rawValue
            synthesised.button.button = UInt8(SDL_BUTTON_LEFT)
            synthesised.button.which = EventTranslator.touchMouseID
            synthesised.button.x = 200
            synthesised.button.y = 75
            var synthesisedMotion = SDL_Event()
            synthesisedMotion.motion.type = SDL_MOUSEMOTION.rawValue
            synthesisedMotion.motion.which = EventTranslator.touchMouseID
            for var event in [
                finger(SDL_FINGERDOWN, id: 3, x: 0.5, y: 0.25), synthesised, synthesisedMotion,
                finger(SDL_FINGERMOTION, id: 3, x: 0.25, y: 0.5), finger(SDL_FINGERDOWN, id: 4, x: 1, y: 1),
                finger(SDL_FINGERUP, id: 3, x: 0.25, y: 0.5),
                finger(SDL_FINGERDOWN, id: 9, x: 0.1, y: 0.1, touch: EventTranslator.mouseTouchID),
            ] {
                try #require(SDL_PushEvent(&event) == 1)
            }
            let touches = rig.pumped().compactMap { event -> TouchEvent? in
                if case .touch(let touch) = event { return touch } else { return nil }
            }
            let expected: [TouchEvent] = [
                TouchEvent(finger: 3, .down, at: CGPoint(x: 200, y: 75), time: rig.time),
                TouchEvent(finger: 3, .moved, at: CGPoint(x: 100, y: 150), time: rig.time),
                TouchEvent(finger: 4, .down, at: CGPoint(x: 400, y: 300), time: rig.time),
                TouchEvent(finger: 3, .up, at: CGPoint(x: 100, y: 150), time: rig.time),
            ]
            #expect(touches == expected)
            _ = window
        }
    }
}
