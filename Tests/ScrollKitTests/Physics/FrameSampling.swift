import Foundation
import ScrollKit

/// The refresh rates at which frame-rate-independent oracles are checked, in Hz.
let frameRates: [Double] = [30, 60, 120, 240]

/// A simulation sampled as a display would: at t = k/hz until the first frame where it is done.
struct FrameRun {
    var times: [TimeInterval] = []
    var positions: [CGFloat] = []
    var velocities: [CGFloat] = []

    /// The time of the first frame at which the simulation was done, in seconds.
    var stopTime: TimeInterval { times.last ?? 0 }
    /// The position shown at that frame, in points.
    var finalPosition: CGFloat { positions.last ?? 0 }
}

/// Samples `simulation` at `hz` until it is done (or `limit` seconds pass).
func sample(_ simulation: some Simulation, hz: Double, limit: TimeInterval = 30) -> FrameRun {
    var run = FrameRun()
    var frame = 0
    while true {
        let t = Double(frame) / hz
        run.times.append(t)
        run.positions.append(simulation.position(at: t))
        run.velocities.append(simulation.velocity(at: t))
        if simulation.isDone(at: t) || t > limit { break }
        frame += 1
    }
    return run
}

/// UIKit's per-frame deceleration step, as docs/PHYSICS.md §1.3 writes it (Taylor approximation of d^dt
/// for normal frame times, stop when v² < 1e−4): an independent check of the closed form.
/// Returns the travel in points and the stop time in seconds. `velocity` in pt/s.
func uikitSteppedDeceleration(velocity: CGFloat, rate: CGFloat, hz: Double) -> (travel: CGFloat, stopTime: TimeInterval) {
    let lnD = log(rate)
    let dt = CGFloat(1000 / hz)
    var x: CGFloat = 0
    var v = velocity / 1000
    var t: CGFloat = 0
    while v * v >= 0.0001 {
        let z = dt * lnD
        let e = z >= -0.5 ? 1 + z + z * z / 2 : exp(z)
        x += v * rate * (1 - e) / (1 - rate)
        v *= e
        t += dt
    }
    return (x, TimeInterval(t / 1000))
}

/// The positions a display shows of `simulation`, frame by frame at `hz` with the first frame
/// `phase` seconds after the start, up to and including the first frame at which it is done.
func shownPositions(_ simulation: some Simulation, hz: Double, phase: Double, limit: TimeInterval = 30) -> [CGFloat] {
    var shown: [CGFloat] = []
    var frame = 0
    while true {
        let t = phase + Double(frame) / hz
        shown.append(simulation.position(at: t))
        if simulation.isDone(at: t) || t > limit { return shown }
        frame += 1
    }
}
