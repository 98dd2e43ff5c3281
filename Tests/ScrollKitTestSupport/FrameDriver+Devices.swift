import Foundation
import ScrollKit

// MARK: Fingers and gamepads

extension FrameDriver {
    /// Finger `finger` touches down at `location` now.
    public func touchDown(_ finger: Int, at location: CGPoint) {
        root.handle(.touch(TouchEvent(finger: finger, .down, at: location, time: time)))
    }

    /// Finger `finger` moves to `location` now.
    public func touchMove(_ finger: Int, to location: CGPoint) {
        root.handle(.touch(TouchEvent(finger: finger, .moved, at: location, time: time)))
    }

    /// Finger `finger` lifts at `location` now.
    public func touchUp(_ finger: Int, at location: CGPoint) {
        root.handle(.touch(TouchEvent(finger: finger, .up, at: location, time: time)))
    }

    /// Finger `finger` is cancelled at `location` now.
    public func touchCancel(_ finger: Int, at location: CGPoint) {
        root.handle(.touch(TouchEvent(finger: finger, .cancelled, at: location, time: time)))
    }

    /// One finger presses at `start`, moves by `translation` at `speed` points per second, one sample
    /// per frame (as SDL delivers finger motion), and lifts where it is unless `lift` is false.
    public func touchDrag(_ finger: Int = 1, from start: CGPoint, by translation: CGPoint, speed: CGFloat, lift: Bool = true) {
        touchDown(finger, at: start)
        let distance = hypot(translation.x, translation.y)
        let frames = max(1, Int((TimeInterval(distance / max(speed, 1)) / frameInterval).rounded(.up)))
        var here = start
        for step in 1...frames {
            let fraction = CGFloat(step) / CGFloat(frames)
            here = CGPoint(x: start.x + translation.x * fraction, y: start.y + translation.y * fraction)
            frame()
            touchMove(finger, to: here)
        }
        if lift { touchUp(finger, at: here) }
    }

    /// A gamepad button goes down (`pressed`) or up now.
    public func gamepad(_ button: GamepadButton, pressed: Bool) {
        root.handle(.gamepad(GamepadEvent(.button(button, isPressed: pressed), time: time)))
    }

    /// The gamepad's `axis` moves to `value` now.
    public func gamepad(_ axis: GamepadAxis, _ value: Double) {
        root.handle(.gamepad(GamepadEvent(.axis(axis, value: value), time: time)))
    }
}
