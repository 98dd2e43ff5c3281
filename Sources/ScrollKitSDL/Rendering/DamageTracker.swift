/// Which pixels of a frame can differ from the last frame's: the target cut into square tiles, each
/// holding a hash of everything the frame draws over it, in drawing order. A tile whose hash is the
/// last frame's draws the same things the same way over the same pixels; only the others need
/// drawing again (`RendererConfiguration.redrawsOnlyChanges`).
///
/// A value of the renderer's own, told what is drawn where (`begin`, `add`, `finish`); it knows
/// nothing of SDL. Its storage is kept from frame to frame: a frame of the same size allocates
/// nothing.
struct DamageTracker {
    /// The side of a tile, in pixels.
    static let tileSide: Int32 = 32

    private var width: Int32 = 0
    private var height: Int32 = 0
    private var columns = 0
    private var rows = 0
    /// Each tile's hash, row by row: the last frame's, and the frame being drawn's.
    private var previous: [Int] = []
    private var current: [Int] = []
    /// Whether `previous` is a frame the target still shows.
    private var knowsLastFrame = false

    /// A tracker that knows no frame: the first is drawn whole.
    init() {}

    /// Forgets the last frame: the next one is drawn whole (the target's pixels were lost or
    /// drawn over by someone else).
    mutating func forgetLastFrame() { knowsLastFrame = false }

    /// Starts a frame of `width` × `height` pixels, every tile starting from `seed` (a hash of what
    /// the frame starts with: its clear colour). A size other than the last frame's forgets it.
    /// O(tiles).
    mutating func begin(width: Int32, height: Int32, seed: Int) {
        if width != self.width || height != self.height {
            self.width = max(0, width)
            self.height = max(0, height)
            columns = Int((self.width + Self.tileSide - 1) / Self.tileSide)
            rows = Int((self.height + Self.tileSide - 1) / Self.tileSide)
            previous = Array(repeating: 0, count: columns * rows)
            current = previous
            knowsLastFrame = false
        }
        for k in current.indices { current[k] = seed }
    }

    /// Notes something drawn over `bounds` (target pixels, cut to the target here) that hashes to
    /// `hash`, in drawing order. O(tiles it covers).
    mutating func add(_ bounds: PixelRect, hash: Int) {
        let x0 = max(bounds.x, 0)
        let y0 = max(bounds.y, 0)
        let x1 = min(bounds.x &+ bounds.width, width)
        let y1 = min(bounds.y &+ bounds.height, height)
        guard x1 > x0, y1 > y0 else { return }
        let side = Self.tileSide
        for row in Int(y0 / side)...Int((y1 - 1) / side) {
            for column in Int(x0 / side)...Int((x1 - 1) / side) {
                let k = row * columns + column
                current[k] = (current[k] &* 1_000_003) ^ hash
            }
        }
    }

    /// What of the frame to draw: nil when no tile changed since the last frame, the whole target
    /// when the last frame is not known, else the smallest rectangle of whole tiles (cut to the
    /// target) holding every tile that changed. The frame becomes the last one. O(tiles).
    mutating func finish() -> PixelRect? {
        defer {
            swap(&previous, &current)
            knowsLastFrame = true
        }
        let whole = PixelRect(x: 0, y: 0, width: width, height: height)
        guard knowsLastFrame else { return whole.isEmpty ? nil : whole }
        var (minColumn, minRow, maxColumn, maxRow) = (columns, rows, -1, -1)
        for row in 0..<rows {
            for column in 0..<columns where current[row * columns + column] != previous[row * columns + column] {
                minColumn = min(minColumn, column)
                maxColumn = max(maxColumn, column)
                minRow = min(minRow, row)
                maxRow = max(maxRow, row)
            }
        }
        guard maxRow >= 0 else { return nil }
        let side = Int(Self.tileSide)
        let x = Int32(minColumn * side)
        let y = Int32(minRow * side)
        return PixelRect(
            x: x, y: y, width: min(Int32((maxColumn + 1) * side), width) - x,
            height: min(Int32((maxRow + 1) * side), height) - y)
    }
}
