import Foundation
import ScrollKit
import Testing

/// What a test expects of an iCarousel item transform, written by hand from iCarousel's formulas: a
/// turn by `angle` radians about one principal axis, then a translation by (`x`, `y`, `z`) points, then
/// the perspective `m34 = −1/500`. The expected matrix is built here entry by entry (Core Animation's
/// row-vector rotation matrices written out), not through `Transform3D`'s builders.
struct Placement3D: CustomStringConvertible {
    enum Axis { case x, y, z }

    var axis: Axis = .z
    var angle: CGFloat = 0
    var x: CGFloat = 0
    var y: CGFloat = 0
    var z: CGFloat = 0
    var perspective: CGFloat = -1.0 / 500.0

    var description: String { "turn \(angle) about \(axis), then (\(x), \(y), \(z))" }

    /// The 3 × 3 linear part, rows of Core Animation's `CATransform3DMakeRotation` about one axis.
    var linear: [[CGFloat]] {
        let c = cos(angle)
        let s = sin(angle)
        switch axis {
        case .x: return [[1, 0, 0], [0, c, s], [0, -s, c]]
        case .y: return [[c, 0, -s], [0, 1, 0], [s, 0, c]]
        case .z: return [[c, s, 0], [-s, c, 0], [0, 0, 1]]
        }
    }

    /// The 16 entries, row by row: `[L 0; t 1] · P` with `P` the identity but `m34 = perspective`, so the
    /// fourth column is the third times `perspective`, and `m44 = 1 + z × perspective`.
    var entries: [CGFloat] {
        let l = linear
        var rows: [CGFloat] = []
        for row in l { rows += [row[0], row[1], row[2], row[2] * perspective] }
        rows += [x, y, z, 1 + z * perspective]
        return rows
    }
}

extension Transform3D {
    /// The 16 entries, row by row.
    var entries: [CGFloat] { [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44] }
}

/// Expects `transform` to be `placement` entry by entry within `tolerance`.
func expect(
    _ transform: Transform3D, is placement: Placement3D, _ context: String, tolerance: CGFloat = 1e-9,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let got = transform.entries
    let want = placement.entries
    for index in 0..<16 where !(abs(got[index] - want[index]) <= tolerance) {
        Issue.record(
            "\(context): m\(index / 4 + 1)\(index % 4 + 1) is \(got[index]), expected \(want[index]) (\(placement))",
            sourceLocation: sourceLocation)
    }
}

/// Expects two points to be within `tolerance` points of each other.
func expect(
    _ point: CGPoint?, near expected: CGPoint, _ context: String, tolerance: CGFloat = 1e-6,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let point else {
        Issue.record("\(context): not drawn, expected \(expected)", sourceLocation: sourceLocation)
        return
    }
    #expect(
        abs(point.x - expected.x) <= tolerance && abs(point.y - expected.y) <= tolerance,
        "\(context): \(point), expected \(expected)", sourceLocation: sourceLocation)
}
