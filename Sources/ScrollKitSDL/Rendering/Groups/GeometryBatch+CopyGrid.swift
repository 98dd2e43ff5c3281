internal import CSDL

/// A built mesh's grid, for the `CopyPlanner`: its first `gridWidth` × `gridHeight` vertices, row
/// by row, where they are drawn and where they sample.
extension GeometryBatch: CopyGrid {
    func gridPosition(_ k: Int) -> (x: Float, y: Float) {
        let p = vertices[k].position
        return (p.x, p.y)
    }

    func gridTextureCoordinate(_ k: Int) -> (u: Float, v: Float) {
        let uv = vertices[k].tex_coord
        return (uv.x, uv.y)
    }
}
