internal import CSDL
import Foundation
import ScrollKit

/// The game controllers SDL reports, opened as they are plugged in (`SDL_CONTROLLERDEVICEADDED`,
/// also sent for those present at start) and closed as they are unplugged
/// (`SDL_CONTROLLERDEVICEREMOVED`); their buttons and left stick become ScrollKit `GamepadEvent`s.
///
/// - Buttons: the d-pad, A, B and the shoulders (SDL's GameController names, so any mapped pad works
///   with the Xbox layout); the others are ignored.
/// - The left stick: each axis as SDL's value / 32 767, clamped to −1…1. Moves that stay within
///   `GamepadNavigator.deadZone` of rest are dropped (the stick's noise at rest), the move back into
///   it is kept: it is what lets the strip go.
/// - Unplugged: every button it held goes up and its stick back to 0 first, so a d-pad stops
///   repeating and a strip the stick was scrolling is let go and lands.
///
/// Every controller reports into the same stream. Timestamps as `EventTranslator`'s (seconds on
/// `SDLContext.now`'s clock). Main thread only.
@MainActor
final class GamepadHub {
    private struct Controller {
        /// The open controller (closed in its deinit).
        let handle: SDLSessionHandle
        var pressed: [GamepadButton] = []
        var axes: [GamepadAxis: Double] = [:]
    }

    private let session: SDLSession
    private var controllers: [SDL_JoystickID: Controller] = [:]

    init(session: SDLSession) {
        self.session = session
    }

    /// How many controllers are open now.
    var count: Int { controllers.count }

    /// Handles `event` if it is a game controller's: opens or closes the controller, or appends
    /// what it means to `events`. Returns false for any other event.
    func handle(_ event: SDL_Event, into events: inout [InputEvent]) -> Bool {
        let time = TimeInterval(event.common.timestamp) / 1000
        switch event.type {
        case SDL_CONTROLLERDEVICEADDED.rawValue:
            open(deviceIndex: event.cdevice.which)
        case SDL_CONTROLLERDEVICEREMOVED.rawValue:
            close(instance: event.cdevice.which, at: time, into: &events)
        case SDL_CONTROLLERBUTTONDOWN.rawValue, SDL_CONTROLLERBUTTONUP.rawValue:
            let which = event.cbutton.which
            guard let button = Self.button(event.cbutton.button), controllers[which] != nil else { return true }
            let pressed = event.type == SDL_CONTROLLERBUTTONDOWN.rawValue
            controllers[which]?.pressed.removeAll { $0 == button }
            if pressed { controllers[which]?.pressed.append(button) }
            events.append(.gamepad(GamepadEvent(.button(button, isPressed: pressed), time: time)))
        case SDL_CONTROLLERAXISMOTION.rawValue:
            let which = event.caxis.which
            guard let axis = Self.axis(event.caxis.axis), let controller = controllers[which] else { return true }
            let value = Self.normalised(event.caxis.value)
            let previous = controller.axes[axis] ?? 0
            controllers[which]?.axes[axis] = value
            let deadZone = GamepadNavigator.deadZone
            guard abs(value) > deadZone || abs(previous) > deadZone else { return true } // noise at rest
            events.append(.gamepad(GamepadEvent(.axis(axis, value: value), time: time)))
        default:
            return false
        }
        return true
    }

    private func open(deviceIndex: Int32) {
        guard SDL_IsGameController(deviceIndex) == SDL_TRUE, let pointer = SDL_GameControllerOpen(deviceIndex) else { return }
        let instance = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(pointer))
        if controllers[instance] != nil {
            SDL_GameControllerClose(pointer) // already open: SDL counted a second reference
            return
        }
        controllers[instance] = Controller(handle: SDLSessionHandle(pointer, session: session, destroy: SDL_GameControllerClose))
    }

    private func close(instance: SDL_JoystickID, at time: TimeInterval, into events: inout [InputEvent]) {
        guard let controller = controllers.removeValue(forKey: instance) else { return }
        for button in controller.pressed {
            events.append(.gamepad(GamepadEvent(.button(button, isPressed: false), time: time)))
        }
        for axis in GamepadAxis.allCases where (controller.axes[axis] ?? 0) != 0 {
            events.append(.gamepad(GamepadEvent(.axis(axis, value: 0), time: time)))
        }
    }

    /// An SDL stick value as −1…1 (SDL's −32 768 is a little past −1).
    static func normalised(_ value: Int16) -> Double {
        max(Double(value) / 32767, -1)
    }

    /// ScrollKit's button for an SDL GameController button, nil for those ScrollKit does not use.
    static func button(_ raw: UInt8) -> GamepadButton? {
        switch SDL_GameControllerButton(rawValue: Int32(raw)) {
        case SDL_CONTROLLER_BUTTON_DPAD_LEFT: .dpadLeft
        case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: .dpadRight
        case SDL_CONTROLLER_BUTTON_DPAD_UP: .dpadUp
        case SDL_CONTROLLER_BUTTON_DPAD_DOWN: .dpadDown
        case SDL_CONTROLLER_BUTTON_A: .a
        case SDL_CONTROLLER_BUTTON_B: .b
        case SDL_CONTROLLER_BUTTON_LEFTSHOULDER: .leftShoulder
        case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER: .rightShoulder
        default: nil
        }
    }

    /// ScrollKit's axis for an SDL GameController axis, nil for those ScrollKit does not use.
    static func axis(_ raw: UInt8) -> GamepadAxis? {
        switch SDL_GameControllerAxis(rawValue: Int32(raw)) {
        case SDL_CONTROLLER_AXIS_LEFTX: .leftX
        case SDL_CONTROLLER_AXIS_LEFTY: .leftY
        default: nil
        }
    }
}
