import Foundation

/// One touch as `WindowRoot` routes it: the recognizers it was hit-tested to, and the fingers
/// (or the mouse, or the gamepad's tap) holding it.
///
/// The recognizers see one pointer, `point`: the centroid of the fingers, re-anchored whenever a
/// finger lands or lifts so that it never jumps (UIKit's pan follows the centroid the same way). With
/// one finger that never had company, `point` is the finger's location exactly.
@MainActor
final class TouchSession {
    /// One finger of the touch.
    struct Finger {
        var id: Int
        var location: CGPoint
    }

    private(set) var device: PointerDevice
    /// The recognizers of the hit view and its ancestors, innermost first.
    var recognizers: [GestureRecognizer]
    private(set) var fingers: [Finger] = []
    /// `point` − the centroid, set when the fingers change so that `point` stays where it was.
    private var anchor: CGPoint = .zero

    init(device: PointerDevice, recognizers: [GestureRecognizer], finger: Int, at location: CGPoint) {
        self.device = device
        self.recognizers = recognizers
        fingers.reserveCapacity(4)
        fingers.append(Finger(id: finger, location: location))
    }

    /// Starts the session over for a new touch, keeping its storage (the window reuses ended
    /// sessions, so a press allocates nothing).
    func restart(device: PointerDevice, recognizers chain: [GestureRecognizer], finger: Int, at location: CGPoint) {
        self.device = device
        recognizers.removeAll(keepingCapacity: true)
        recognizers.append(contentsOf: chain)
        fingers.removeAll(keepingCapacity: true)
        fingers.append(Finger(id: finger, location: location))
        anchor = .zero
    }

    /// Lets go of the recognizers and fingers (an ended session waiting to be reused holds no views).
    func clear() {
        recognizers.removeAll(keepingCapacity: true)
        fingers.removeAll(keepingCapacity: true)
        anchor = .zero
    }

    /// The pointer the recognizers follow, in window points.
    var point: CGPoint {
        let centre = centroid
        return CGPoint(x: centre.x + anchor.x, y: centre.y + anchor.y)
    }

    /// The recognizer a new finger must reach to join: the one that won the touch, else the innermost
    /// pan (a finger on another item of the same strip joins its drag), else the innermost.
    var key: GestureRecognizer? {
        recognizers.first(where: \.hasWon) ?? recognizers.first { $0 is PanGestureRecognizer } ?? recognizers.first
    }

    func contains(finger id: Int) -> Bool { fingers.contains { $0.id == id } }

    func location(of id: Int) -> CGPoint? { fingers.first { $0.id == id }?.location }

    /// Adds a finger without moving `point`.
    func add(finger id: Int, at location: CGPoint) {
        let held = point
        fingers.append(Finger(id: id, location: location))
        reanchor(keeping: held)
    }

    /// Moves a finger: `point` moves by the centroid's change.
    func move(finger id: Int, to location: CGPoint) {
        guard let index = fingers.firstIndex(where: { $0.id == id }) else { return }
        fingers[index].location = location
    }

    /// Removes a finger without moving `point` (the last finger stays: the touch ends with it).
    func remove(finger id: Int) {
        guard fingers.count > 1 else { return }
        let held = point
        fingers.removeAll { $0.id == id }
        reanchor(keeping: held)
    }

    private var centroid: CGPoint {
        guard fingers.count > 1 else { return fingers.first?.location ?? .zero }
        var sum = CGPoint.zero
        for finger in fingers {
            sum.x += finger.location.x
            sum.y += finger.location.y
        }
        return CGPoint(x: sum.x / CGFloat(fingers.count), y: sum.y / CGFloat(fingers.count))
    }

    private func reanchor(keeping held: CGPoint) {
        let centre = centroid
        anchor = CGPoint(x: held.x - centre.x, y: held.y - centre.y)
        // A NaN finger would poison the anchor for good: start again from the fingers.
        if !anchor.x.isFinite || !anchor.y.isFinite { anchor = .zero }
    }
}
