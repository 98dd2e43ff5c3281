/// What the benchmarks are called and how many frames one measured iteration holds: shared by the
/// benchmark target (which names and runs them) and `ExportResults` (which reads them back).
///
/// Names are `kind/subject[/items]`, with no spaces or dots: the benchmark tool turns `/` into `_`
/// in its export file names, and `ExportResults` splits them again. The live-data rows are
/// `live-data/batch/subject-items` and `live-data/steady-frame/subject`, as issue 28 names them.
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

    /// The live-data rows (issue 28): `live-data/batch/TECHNIQUE-N` and `live-data/steady-frame/TECHNIQUE`.
    public static let liveData = "live-data"
    /// The kind of the rows timing one batch (`liveDataBatchName`).
    public static let liveDataBatch = "batch"
    /// The kind of the rows timing the frames after a batch's slide (`liveDataSteadyFrameName`).
    public static let liveDataSteadyFrame = "steady-frame"
    /// The item counts each live-data batch is measured at.
    public static let liveDataBatchItemCounts = [1000, 1_000_000]
    /// The item count of the live-data steady-frame rows.
    public static let liveDataSteadyItems = 1_000_000
    /// Frames measured per live-data steady-frame iteration: one whole fling cycle.
    public static let liveDataSteadyFramesPerIteration = 60

    /// `live-data/batch/SUBJECT-ITEMS`.
    public static func liveDataBatchName(_ subject: String, items: Int) -> String {
        "\(liveData)/\(liveDataBatch)/\(subject)-\(items)"
    }

    /// `live-data/steady-frame/SUBJECT`.
    public static func liveDataSteadyFrameName(_ subject: String) -> String {
        "\(liveData)/\(liveDataSteadyFrame)/\(subject)"
    }

    public static func name(_ kind: String, _ subject: String, items: Int? = nil) -> String {
        items.map { "\(kind)/\(subject)/\($0)" } ?? "\(kind)/\(subject)"
    }
}
