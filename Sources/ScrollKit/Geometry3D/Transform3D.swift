import Foundation

/// A 4 × 4 homogeneous transform of 3D points, Core Animation's `CATransform3D`, with its conventions:
/// points are row vectors multiplied on the left (`(x, y, z, 1) · M`), so `m41`, `m42`, `m43` hold the
/// translation and `m34` the perspective (−1 / eye distance in points); x grows rightward, y downward
/// (screen coordinates) and z toward the viewer.
///
/// The builders mirror Core Animation's: `translated(by:)`, `rotated(by:about:)` and `scaled(by:)`
/// apply the new step *before* the receiver (`CATransform3DTranslate(t, …)` is `T · t`), so a chain
/// reads as iCarousel writes its layouts. Pure and O(1); nothing allocates.
public struct Transform3D: Hashable, Sendable {
    /// The image of the x axis, its x part.
    public var m11: CGFloat
    /// The image of the x axis, its y part.
    public var m12: CGFloat
    /// The image of the x axis, its z part.
    public var m13: CGFloat
    /// The image of the x axis, its w part.
    public var m14: CGFloat
    /// The image of the y axis, its x part.
    public var m21: CGFloat
    /// The image of the y axis, its y part.
    public var m22: CGFloat
    /// The image of the y axis, its z part.
    public var m23: CGFloat
    /// The image of the y axis, its w part.
    public var m24: CGFloat
    /// The image of the z axis, its x part.
    public var m31: CGFloat
    /// The image of the z axis, its y part.
    public var m32: CGFloat
    /// The image of the z axis, its z part.
    public var m33: CGFloat
    /// The image of the z axis, its w part: the perspective, −1 / eye distance.
    public var m34: CGFloat
    /// The translation along x, in points.
    public var m41: CGFloat
    /// The translation along y, in points.
    public var m42: CGFloat
    /// The translation along z, in points.
    public var m43: CGFloat
    /// The w of the origin's image (1 for an affine transform).
    public var m44: CGFloat

    /// The transform with every entry given, row by row.
    public init(
        _ m11: CGFloat, _ m12: CGFloat, _ m13: CGFloat, _ m14: CGFloat,
        _ m21: CGFloat, _ m22: CGFloat, _ m23: CGFloat, _ m24: CGFloat,
        _ m31: CGFloat, _ m32: CGFloat, _ m33: CGFloat, _ m34: CGFloat,
        _ m41: CGFloat, _ m42: CGFloat, _ m43: CGFloat, _ m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The transform that changes nothing.
    public static let identity = Transform3D(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1)

    /// A perspective seen from `eyeDistance` points in front of the plane z = 0 (Core Animation's
    /// `m34 = −1 / eyeDistance`; iCarousel's default perspective is −1/500, an eye 500 points away).
    /// A distance that is not positive and finite gives no perspective (an orthographic view).
    public static func perspective(eyeDistance: CGFloat) -> Transform3D {
        var t = Transform3D.identity
        if eyeDistance > 0, eyeDistance.isFinite { t.m34 = -1 / eyeDistance }
        return t
    }

    /// A translation by `x`, `y`, `z` points.
    public static func translation(x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
        var t = Transform3D.identity
        (t.m41, t.m42, t.m43) = (x, y, z)
        return t
    }

    /// A rotation by `angle` radians about the axis (`x`, `y`, `z`) through the origin (normalised
    /// here; a zero axis gives the identity), counter-clockwise looking down the axis toward the
    /// origin in a right-handed frame, as `CATransform3DMakeRotation`.
    public static func rotation(angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite, angle.isFinite else { return .identity }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let c = cos(angle)
        let s = sin(angle)
        let k = 1 - c
        return Transform3D(
            c + ux * ux * k, ux * uy * k + uz * s, ux * uz * k - uy * s, 0,
            uy * ux * k - uz * s, c + uy * uy * k, uy * uz * k + ux * s, 0,
            uz * ux * k + uy * s, uz * uy * k - ux * s, c + uz * uz * k, 0,
            0, 0, 0, 1)
    }

    /// A scale by `x`, `y`, `z`.
    public static func scale(x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
        Transform3D(x, 0, 0, 0, 0, y, 0, 0, 0, 0, z, 0, 0, 0, 0, 1)
    }

    /// `self` followed by `next`: a point goes through `self` first (the matrix product `self · next`).
    public func concatenating(_ next: Transform3D) -> Transform3D {
        let a = self
        let b = next
        return Transform3D(
            a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
            a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
            a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
            a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
            a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
            a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
            a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
            a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
            a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
            a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
            a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
            a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
            a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
            a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
            a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
            a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
    }

    /// Core Animation's `CATransform3DTranslate(self, x, y, z)`: the translation, then `self`.
    public func translated(x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
        Transform3D.translation(x: x, y: y, z: z).concatenating(self)
    }

    /// Core Animation's `CATransform3DRotate(self, angle, x, y, z)`: the rotation, then `self`.
    public func rotated(angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
        Transform3D.rotation(angle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// Core Animation's `CATransform3DScale(self, x, y, z)`: the scale, then `self`.
    public func scaled(x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
        Transform3D.scale(x: x, y: y, z: z).concatenating(self)
    }

    /// The homogeneous image `(X, Y, Z, W)` of the point (`x`, `y`, `z`).
    public func apply(x: CGFloat, y: CGFloat, z: CGFloat) -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        (
            x * m11 + y * m21 + z * m31 + m41, x * m12 + y * m22 + z * m32 + m42,
            x * m13 + y * m23 + z * m33 + m43, x * m14 + y * m24 + z * m34 + m44
        )
    }

    /// Whether every entry is finite.
    public var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite && m21.isFinite && m22.isFinite
            && m23.isFinite && m24.isFinite && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
            && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }
}
