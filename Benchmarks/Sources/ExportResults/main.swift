import BenchCatalog
import Foundation
import Histogram

// ExportResults RAW_DIR OUTPUT [BASELINE]
//
// Reads the histograms the benchmark tool exported for one baseline
// (`swift package benchmark baseline read BASELINE --format histogramEncoded --path RAW_DIR`, one file
// `BASELINE.TARGET.NAME.METRIC.histogram.json` per benchmark and metric, raw values: nanoseconds or
// counts per measured iteration) and writes OUTPUT, the list issue 6 defines:
// {"name", "items", "ns_per_frame", "mallocs_per_frame", "ms_per_frame", "floor_ms_per_frame"}, and
// issue 28's {"ns_per_batch", "mallocs_per_batch"}.
// Model frames: the fastest measured iteration of 1000 frames (each is already an average; on a
// shared machine other processes only ever add time), and the mean malloc count (one allocation
// every tenth frame shows as 0.1). Render frames and start-up: medians, since their single frames
// or launches differ from one another for real. Live-data batches: the median batch (each
// iteration is one batch, taken at a different moment of the fling: their costs differ for real)
// and the mean malloc count; live-data steady frames: as model frames, over
// `BenchCatalog.liveDataSteadyFramesPerIteration` frames an iteration.

struct Entry: Encodable {
    var name: String
    var items: Int?
    var nsPerFrame: Double?
    var mallocsPerFrame: Double?
    var msPerFrame: Double?
    var floorMsPerFrame: Double?
    var nsPerBatch: Double?
    var mallocsPerBatch: Double?

    enum CodingKeys: String, CodingKey {
        case name, items
        case nsPerFrame = "ns_per_frame"
        case mallocsPerFrame = "mallocs_per_frame"
        case msPerFrame = "ms_per_frame"
        case floorMsPerFrame = "floor_ms_per_frame"
        case nsPerBatch = "ns_per_batch"
        case mallocsPerBatch = "mallocs_per_batch"
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(items, forKey: .items) // null when absent: every key is always there
        try container.encode(nsPerFrame.map(round3), forKey: .nsPerFrame)
        try container.encode(mallocsPerFrame.map(round3), forKey: .mallocsPerFrame)
        try container.encode(msPerFrame.map(round3), forKey: .msPerFrame)
        try container.encode(floorMsPerFrame.map(round3), forKey: .floorMsPerFrame)
        try container.encode(nsPerBatch.map(round3), forKey: .nsPerBatch)
        try container.encode(mallocsPerBatch.map(round3), forKey: .mallocsPerBatch)
    }
}

func round3(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

struct Key: Hashable {
    var kind: String
    var subject: String
    var items: Int?
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("ExportResults: \(message)\n".utf8))
    exit(1)
}

let arguments = CommandLine.arguments
guard arguments.count == 3 || arguments.count == 4 else { fail("usage: ExportResults RAW_DIR OUTPUT [BASELINE]") }
let rawFolder = URL(fileURLWithPath: arguments[1])
let output = URL(fileURLWithPath: arguments[2])
let baseline = arguments.count == 4 ? arguments[3] : "latest"
let suffix = ".histogram.json"

/// The key of a live-data row from its name's parts: kind `live-data/batch` with the items after the
/// subject's last `-`, or kind `live-data/steady-frame` at `BenchCatalog.liveDataSteadyItems`.
func liveDataKey(_ name: [String], file: String) -> Key {
    guard name.count == 3 else { fail("unexpected live-data benchmark name in \(file)") }
    let kind = "\(name[0])/\(name[1])"
    switch name[1] {
    case BenchCatalog.liveDataBatch:
        guard let dash = name[2].lastIndex(of: "-"), let items = Int(name[2][name[2].index(after: dash)...]) else {
            fail("a live-data batch name ends in -ITEMS, not \(name[2]) (in \(file))")
        }
        return Key(kind: kind, subject: String(name[2][..<dash]), items: items)
    case BenchCatalog.liveDataSteadyFrame:
        return Key(kind: kind, subject: name[2], items: BenchCatalog.liveDataSteadyItems)
    default:
        fail("unknown live-data benchmark kind \(name[1]) in \(file)")
    }
}

// (benchmark, metric) -> histogram
var histograms: [Key: [String: Histogram<UInt64>]] = [:]
let files = (try? FileManager.default.contentsOfDirectory(atPath: rawFolder.path)) ?? []
for file in files where file.hasPrefix(baseline + ".") && file.hasSuffix(suffix) {
    // BASELINE.TARGET.NAME.METRIC.histogram.json; NAME is kind_subject[_items] (no dots).
    let parts = file.dropLast(suffix.count).split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 4 else { fail("unexpected export file name \(file)") }
    let name = parts[2].split(separator: "_").map(String.init)
    guard name.count == 2 || name.count == 3 else { fail("unexpected benchmark name in \(file)") }
    let key =
        name[0] == BenchCatalog.liveData
        ? liveDataKey(name, file: file) : Key(kind: name[0], subject: name[1], items: name.count == 3 ? Int(name[2]) : nil)
    let data = try Data(contentsOf: rawFolder.appendingPathComponent(file))
    histograms[key, default: [:]][String(parts[3])] = try JSONDecoder().decode(Histogram<UInt64>.self, from: data)
}
guard !histograms.isEmpty else { fail("no \(baseline).*\(suffix) files in \(rawFolder.path)") }

@MainActor func median(_ key: Key, _ metric: String) -> Double? {
    histograms[key]?[metric].map { Double($0.valueAtPercentile(50)) }
}
@MainActor func minimum(_ key: Key, _ metric: String) -> Double? {
    histograms[key]?[metric].map { Double($0.min) }
}
@MainActor func mean(_ key: Key, _ metric: String) -> Double? {
    histograms[key]?[metric].map { $0.mean }
}

let floorKey = Key(kind: BenchCatalog.renderFrame, subject: BenchCatalog.floorSubject)
let floorMs = median(floorKey, "wallClock").map { $0 / 1e6 }
let frames = Double(BenchCatalog.modelFramesPerIteration)
let liveDataBatchKind = "\(BenchCatalog.liveData)/\(BenchCatalog.liveDataBatch)"
let liveDataSteadyKind = "\(BenchCatalog.liveData)/\(BenchCatalog.liveDataSteadyFrame)"
let kindOrder = [
    BenchCatalog.modelFrame, BenchCatalog.renderFrame, BenchCatalog.windowFrame, BenchCatalog.startUp, liveDataBatchKind,
    liveDataSteadyKind,
]

var entries: [Entry] = []
let keys = histograms.keys.filter { kindOrder.contains($0.kind) }.sorted {
    ($0.kind != $1.kind)
        ? kindOrder.firstIndex(of: $0.kind)! < kindOrder.firstIndex(of: $1.kind)!
        : ($0.subject != $1.subject)
            ? ($0.subject == BenchCatalog.floorSubject || ($1.subject != BenchCatalog.floorSubject && $0.subject < $1.subject))
            : ($0.items ?? 0) < ($1.items ?? 0)
}
for key in keys {
    var entry = Entry(name: "\(key.kind)/\(key.subject)", items: key.items)
    switch key.kind {
    case BenchCatalog.modelFrame:
        entry.nsPerFrame = minimum(key, "wallClock").map { $0 / frames }
        entry.mallocsPerFrame = mean(key, "mallocCountTotal").map { $0 / frames }
    case liveDataBatchKind:
        entry.nsPerBatch = median(key, "wallClock")
        entry.mallocsPerBatch = mean(key, "mallocCountTotal")
    case liveDataSteadyKind:
        let steadyFrames = Double(BenchCatalog.liveDataSteadyFramesPerIteration)
        entry.nsPerFrame = minimum(key, "wallClock").map { $0 / steadyFrames }
        entry.mallocsPerFrame = mean(key, "mallocCountTotal").map { $0 / steadyFrames }
    case BenchCatalog.renderFrame:
        entry.msPerFrame = median(key, "wallClock").map { $0 / 1e6 }
        entry.mallocsPerFrame = mean(key, "mallocCountTotal")
        if key != floorKey { entry.floorMsPerFrame = floorMs }
    default: // window frame: the frame interval; start-up: milliseconds from launch to the first frame (and exit)
        entry.msPerFrame = median(key, "wallClock").map { $0 / 1e6 }
    }
    entries.append(entry)
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .withoutEscapingSlashes]
try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
try encoder.encode(entries).write(to: output)
print("wrote \(output.path): \(entries.count) results")

// The steady-frame counts have no field in the list: they are printed here (and in the table above).
for key in histograms.keys.filter({ $0.kind == BenchCatalog.steadyFrame }).sorted(by: { $0.subject < $1.subject }) {
    let counts = [
        BenchCatalog.textRasterizations, BenchCatalog.shapeRasterizations, BenchCatalog.imageDecodes,
        BenchCatalog.imageUploads,
    ].map { metric in
        histograms[key]?[metric].map { "\(metric) \(Int(($0.mean * Double($0.totalCount)).rounded()))" } ?? "\(metric) -"
    }
    let frames = histograms[key]?[BenchCatalog.textRasterizations]?.totalCount ?? 0
    print("\(key.kind)/\(key.subject): \(counts.joined(separator: ", ")) in \(frames) warm frames")
}
