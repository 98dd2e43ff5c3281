import Foundation
import LabFuzzing
import ScrollKitTestSupport
import Testing

@testable import ScrollKitSDL

/// The image loader's decode path fed random, truncated and mutated PNG and JPEG bytes, and files
/// declaring huge sizes: every input must end in a decoded RGBA image or a failure naming the file
/// with a reason (`ImageDecodeFuzzTarget.check`, shared with `make fuzz`), within `timeBound`. Replay a run with `CAROUSEL_FUZZ_SEED=<seed> swift test --filter ImageDecodeFuzzTests`.
@Suite("Image decode: fuzzing")
struct ImageDecodeFuzzTests {
    static let iterations = 3000
    /// Seconds one input may take: 2 s, plus 0.1 s per megapixel its header declares (a damaged
    /// JPEG within the limits is still decoded in full, garbage and all). Before the header check,
    /// a 100-byte PNG declaring 65535×65535 took 20 s (and 16 GB) to fail; every seed here decodes
    /// in well under 10 ms.
    static func timeBound(_ bytes: [UInt8]) -> Duration {
        let header = declared(bytes)
        let megapixels = Double(header?.width ?? 0) * Double(header?.height ?? 0) / 1_000_000
        return .milliseconds(2000 + Int(100 * min(megapixels, Double(ImageLoader.Configuration.default.maxPixels) / 1_000_000)))
    }

    /// The format and size `bytes` declare, as the loader's header check reads them; nil when it
    /// finds none (not PNG or JPEG, malformed or truncated).
    static func declared(_ bytes: [UInt8]) -> ImageHeader? {
        if case .found(let header) = ImageHeader.scan(Data(bytes)) { return header }
        return nil
    }

    static let seedDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("FuzzSeeds/FuzzImageDecode")

    static func seeds() throws -> [[UInt8]] {
        let names = try FileManager.default.contentsOfDirectory(atPath: seedDirectory.path).sorted()
        let seeds = try names.map { [UInt8](try Data(contentsOf: seedDirectory.appendingPathComponent($0))) }
        // The real banners too (JPEGs of 1200×600 or so): larger, with real entropy-coded data.
        let images = URL(fileURLWithPath: ConfigFixtures.repositoryRoot).appendingPathComponent("Resources/images")
        let banners = try FileManager.default.contentsOfDirectory(atPath: images.path).sorted().prefix(2)
            .map { [UInt8](try Data(contentsOf: images.appendingPathComponent($0))) }
        return seeds + banners
    }

    @Test("the seeds themselves decode")
    func seedsDecode() throws {
        for (i, seed) in try Self.seeds().enumerated() {
            #expect(ImageDecodeFuzzTarget.check(seed) == .ok(kind: "decoded"), "seed \(i)")
        }
    }

    @Test("thousands of mutated PNGs and JPEGs, from a fixed seed")
    func fixedSeed() throws {
        try run(seed: 0x1A6E_DEC0_DE)
    }

    @Test("thousands more, from a fresh seed each run (or CAROUSEL_FUZZ_SEED)")
    func freshSeed() throws {
        let seed =
            ProcessInfo.processInfo.environment["CAROUSEL_FUZZ_SEED"].flatMap { UInt64($0) }
            ?? UInt64.random(in: 0...UInt64.max)
        try run(seed: seed)
    }

    @Test(
        "huge declared sizes are refused at once, before any allocation",
        arguments: [
            (65535, 65535), (50000, 50000), (8193, 1), (1, 8193), (10000, 10000), (Int(UInt32.max), 1),
            (0x7FFF_FFFF, 0x7FFF_FFFF),
        ])
    func hugePNGIsRefused(width: Int, height: Int) throws {
        let png = try Self.seeds()[2] // rgba.png
        let bytes = Self.withPNGSize(png, width: UInt32(width), height: UInt32(height))
        let clock = ContinuousClock()
        var outcome = FuzzOutcome.finding("not run")
        let elapsed = clock.measure { outcome = ImageDecodeFuzzTarget.check(bytes) }
        #expect(outcome == .ok(kind: "refused: size"), "\(width)x\(height): \(outcome)")
        #expect(elapsed < .milliseconds(500), "\(width)x\(height) took \(elapsed)")
    }

    @Test("a JPEG declaring 65500×65500 is refused too; one within the limits still decodes or fails cleanly")
    func hugeJPEGIsRefused() throws {
        let jpeg = try Self.seeds()[0] // bands.jpg
        let huge = try #require(Self.withJPEGSize(jpeg, width: 65500, height: 65500))
        #expect(Self.declared(huge)?.width == 65500)
        #expect(ImageDecodeFuzzTarget.check(huge) == .ok(kind: "refused: size"))
        let small = try #require(Self.withJPEGSize(jpeg, width: 30, height: 10))
        #expect(ImageLoader.Configuration.default.refusal(of: try #require(Self.declared(small))) == nil)
        if case .finding(let f) = ImageDecodeFuzzTarget.check(small) { Issue.record("\(f)") }
    }

    @Test(
        "fuzz finding: a JPEG whose frame header comes after stray bytes is never decoded",
        arguments: [
            [0x12, 0x34, 0x56] as [UInt8], [0x00, 0xFF, 0x00, 0x7F], [0xFF, 0xFF], [0x41],
        ])
    func jpegFrameHeaderAfterStrayBytes(stray: [UInt8]) throws {
        // The seeded run found JPEGs with bytes between two segments: libjpeg skips them ("extraneous
        // bytes before marker") and decoded 29995×8603, 24326×11315 and 16565×50127 (up to 26 s
        // and 3 GB each) past a header walk that had stopped at them without refusing. The walk
        // now refuses a JPEG whose segments are not back to back: such a file is never decoded.
        let jpeg = try #require(Self.withJPEGSize(try Self.seeds()[0], width: 29995, height: 8603))
        let frame = try #require(Self.frameHeaderOffset(jpeg))
        let damaged = Array(jpeg[..<frame]) + stray + jpeg[frame...]
        let clock = ContinuousClock()
        var outcome = FuzzOutcome.finding("not run")
        let elapsed = clock.measure { outcome = ImageDecodeFuzzTarget.check(damaged) }
        #expect(outcome == .ok(kind: "failed") || outcome == .ok(kind: "refused: size"), "\(outcome)")
        let path = try Self.scratch(damaged)
        defer { try? FileManager.default.removeItem(atPath: path) }
        if case .failed(_, let reason) = ImageDecodeProbe.decode(path: path) {
            #expect(reason.contains("malformed") || reason.contains("declares"), "\(reason)")
        } else {
            Issue.record("decoded")
        }
        #expect(elapsed < .milliseconds(500))
    }

    @Test("files SDL_image would read but the lab does not support are refused by content")
    func otherFormatsAreRefused() {
        // A 1×1 BMP header ("BM", sizes, 40-byte DIB header); GIF; plain text; empty.
        var bmp: [UInt8] = Array("BM".utf8) + [58, 0, 0, 0, 0, 0, 0, 0, 54, 0, 0, 0, 40, 0, 0, 0]
        bmp += [0xFF, 0xFF, 0, 0, 0xFF, 0xFF, 0, 0, 1, 0, 24, 0] + [UInt8](repeating: 0, count: 28)
        let svg = Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>"#.utf8)
        for (name, bytes) in [
            ("bmp", bmp), ("gif", Array("GIF89a\u{1}\u{0}\u{1}\u{0}".utf8)), ("svg", svg), ("text", Array("not an image".utf8)),
        ] {
            #expect(ImageDecodeFuzzTarget.check(bytes) == .ok(kind: "refused: format"), "\(name)")
        }
        #expect(ImageDecodeFuzzTarget.check([]) == .ok(kind: "failed"), "an empty file fails in SDL_image, with its reason")
    }

    // MARK: Running

    private func run(seed: UInt64) throws {
        print("ImageDecodeFuzzTests seed: \(seed) (replay with CAROUSEL_FUZZ_SEED=\(seed))")
        let seeds = try Self.seeds()
        var rng = SplitMix64(seed: seed)
        var outcomes: [String: Int] = [:]
        let clock = ContinuousClock()
        for iteration in 0..<Self.iterations {
            let bytes = Self.input(from: seeds, using: &rng)
            var outcome = FuzzOutcome.finding("not run")
            let elapsed = clock.measure { outcome = ImageDecodeFuzzTarget.check(bytes) }
            let context = "seed \(seed), iteration \(iteration), \(bytes.count) bytes"
            #expect(elapsed < Self.timeBound(bytes), "\(context): took \(elapsed)")
            switch outcome {
            case .ok(let kind): outcomes[kind, default: 0] += 1
            case .finding(let finding):
                Issue.record("\(context): \(finding); input \(Data(bytes).base64EncodedString())")
            }
        }
        print("ImageDecodeFuzzTests seed \(seed): \(Self.iterations) inputs: \(outcomes.sorted { $0.key < $1.key })")
        // The generator must reach every outcome, or it tests less than it claims.
        for kind in ["decoded", "failed", "refused: size", "refused: format"] {
            #expect(outcomes[kind, default: 0] > 0, "seed \(seed): no input ended \(kind): \(outcomes)")
        }
    }

    /// One fuzz input: a seed mutated 1–4 times, a huge size patched in, or noise.
    static func input(from seeds: [[UInt8]], using rng: inout SplitMix64) -> [UInt8] {
        var bytes = seeds.randomElement(using: &rng)!
        switch Int.random(in: 0..<20, using: &rng) {
        case 0: // pure noise
            return (0..<Int.random(in: 0...512, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
        case 1: // noise behind a PNG or JPEG signature
            let magic: [UInt8] =
                Bool.random(using: &rng) ? [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] : [0xFF, 0xD8, 0xFF]
            return magic + (0..<Int.random(in: 0...512, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
        case 2, 3: // a size within the limits (up to 4096² = 16.8 Mpx, so CI stays quick) or past
            // them (up to 70000 a side), with a valid CRC (PNG) so the decoder gets past it
            let within = Bool.random(using: &rng)
            let width = UInt32.random(in: within ? 1...4096 : 1...70000, using: &rng)
            let height = UInt32.random(in: within ? 1...4096 : 16385...70000, using: &rng)
            if bytes.starts(with: [0x89, 0x50]) {
                bytes = withPNGSize(bytes, width: width, height: height)
            } else if let patched = withJPEGSize(bytes, width: UInt16(min(width, 65535)), height: UInt16(min(height, 65535))) {
                bytes = patched
            }
        default:
            break
        }
        for _ in 0..<Int.random(in: 1...4, using: &rng) { mutate(&bytes, seeds: seeds, using: &rng) }
        return bytes
    }

    static func mutate(_ bytes: inout [UInt8], seeds: [[UInt8]], using rng: inout SplitMix64) {
        let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &rng)
        switch Int.random(in: 0..<7, using: &rng) {
        case 0 where !bytes.isEmpty: // flip a bit
            bytes[position] ^= 1 << UInt8.random(in: 0..<8, using: &rng)
        case 1 where !bytes.isEmpty: // an interesting byte
            bytes[position] = [0x00, 0xFF, 0x7F, 0x80, 0x01, 0xD8, 0xC0, 0xDA].randomElement(using: &rng)!
        case 2: // truncate
            bytes.removeSubrange(position...)
        case 3 where !bytes.isEmpty: // delete a range
            bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...64, using: &rng)))
        case 4: // insert random bytes
            bytes.insert(
                contentsOf: (0..<Int.random(in: 1...32, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) },
                at: position)
        case 5: // splice the tail of another seed
            let other = seeds.randomElement(using: &rng)!
            let from = Int.random(in: 0..<other.count, using: &rng)
            bytes = Array(bytes[..<position]) + other[from...]
        default: // duplicate a slice elsewhere
            guard !bytes.isEmpty else { return }
            let end = min(bytes.count, position + Int.random(in: 1...200, using: &rng))
            bytes.insert(contentsOf: Array(bytes[position..<end]), at: Int.random(in: 0...bytes.count, using: &rng))
        }
    }

    /// Writes `bytes` to a new scratch file and returns its path (the caller removes it).
    static func scratch(_ bytes: [UInt8]) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("image-fuzz-\(UUID().uuidString).jpg")
        try Data(bytes).write(to: url)
        return url.path
    }

    // MARK: Headers

    /// `png` with its IHDR size replaced and the chunk's CRC recomputed.
    static func withPNGSize(_ png: [UInt8], width: UInt32, height: UInt32) -> [UInt8] {
        var bytes = png
        guard bytes.count >= 33 else { return bytes }
        for (offset, value) in [(16, width), (20, height)] {
            for i in 0..<4 { bytes[offset + i] = UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32(i))) }
        }
        let crc = crc32(bytes[12..<29])
        for i in 0..<4 { bytes[29 + i] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(i))) }
        return bytes
    }

    /// `jpeg` with its frame header's size replaced (nil when no frame header is found).
    static func withJPEGSize(_ jpeg: [UInt8], width: UInt16, height: UInt16) -> [UInt8]? {
        guard let i = frameHeaderOffset(jpeg) else { return nil }
        var bytes = jpeg
        bytes[i + 5] = UInt8(height >> 8)
        bytes[i + 6] = UInt8(height & 0xFF)
        bytes[i + 7] = UInt8(width >> 8)
        bytes[i + 8] = UInt8(width & 0xFF)
        return bytes
    }

    /// Where the frame (SOFn) marker of a well-formed `jpeg` starts, walking its segments.
    static func frameHeaderOffset(_ jpeg: [UInt8]) -> Int? {
        var i = 2
        while i + 9 < jpeg.count, jpeg[i] == 0xFF {
            let code = jpeg[i + 1]
            if (0xC0...0xCF).contains(code) && ![0xC4, 0xC8, 0xCC].contains(code) { return i }
            i += 2 + (Int(jpeg[i + 2]) << 8 | Int(jpeg[i + 3]))
        }
        return nil
    }

    static func crc32<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
