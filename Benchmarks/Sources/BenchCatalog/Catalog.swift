/// What the benchmarks are called and how many frames one measured iteration holds: shared by the
/// benchmark target (which names and runs them) and `ExportResults` (which reads them back).
///
/// Names are `kind/subject[/items]`, with no spaces or dots: the benchmark tool turns `/` into `_`
/// in its export file names, and `ExportResults` splits them again.
public enum BenchCatalog {
    public static let modelFrame = "model-frame"
    public static let renderFrame = "render-frame"
    public static let steadyFrame = "steady-frame"
    public static let startUp = "start-up"
    /// The gallery flung in a real window (under Xvfb in `make bench`), per render driver.
    public static let windowFrame = "window-frame"
    /// The render-frame subject of the floor: one full-window texture copy per frame.
    public static let floorSubject = "floor"

    /// Model frames per measured iteration (the benchmark's scaling factor, `.kilo`).
    public static let modelFramesPerIteration = 1000
    /// The item counts every model-frame technique is measured at.
    public static let modelItemCounts = [3, 100, 10_000, 1_000_000]
    /// The size render frames are drawn at, in points (one pixel per point).
    public static let renderWidth = 1280.0
    public static let renderHeight = 720.0
    /// The generated start-up config's banner count.
    public static let largeConfigBanners = 200_000

    /// The custom metrics of the steady-frame benchmarks, counted per frame.
    public static let textRasterizations = "textRasterizations"
    public static let imageDecodes = "imageDecodes"
    public static let imageUploads = "imageUploads"
    public static let shapeRasterizations = "shapeRasterizations"

    public static func name(_ kind: String, _ subject: String, items: Int? = nil) -> String {
        items.map { "\(kind)/\(subject)/\($0)" } ?? "\(kind)/\(subject)"
    }
}
