import Foundation
import LabFuzzing
import ScrollKitTestSupport
import Testing

@testable import CarouselLabCore

/// Thousands of damaged versions of the real config: each must end in a config or a
/// `ConfigError` with a sensible message, never a crash, within `timeBound` seconds (a hang check).
/// The invariants are `ConfigFuzzTarget.check`, which the libFuzzer target (`make fuzz`) checks
/// too. The seed is printed before the run (a crash cannot report anything afterwards) and in every
/// failure; replay a run with `CAROUSEL_FUZZ_SEED=<seed> swift test --filter ConfigFuzzTests`.
@Suite("Config: fuzzing")
struct ConfigFuzzTests {
    static let iterations = 4000
    static let fileName = ConfigFuzzTarget.fileName
    /// Seconds one input may take (the real config parses in well under a millisecond).
    static let timeBound = 1.0

    /// Bytes that matter to JSON, so mutations hit interesting paths more often than random bytes.
    static let interestingBytes: [UInt8] =
        Array(#"{}[]":,\/ 0123456789-+.eEtfnu"#.utf8) + [0x00, 0x0A, 0x0D, 0x09, 0x7F, 0x80, 0xC3, 0xE2, 0xED, 0xF0, 0xFF]
    static let fragments: [String] = [
        "{", "}", "[", "]", "\"", ",", ":", "\\u", "\\uD83C", "\\uDF1E", "1e999", "-0", "null", "true",
        #""extra": 1"#, #""title": "#, String(repeating: "[", count: 80), "\u{FEFF}", "é", "🌞", "\r\n", "//",
        #""itemsPerView": "#, #""itemLength": "#, #""length": "#, #""align": "start", "#, #""pageBy": "#,
    ]

    @Test("thousands of mutations of the real config, from a fixed seed")
    func fixedSeed() throws {
        try run(seed: 0xC0FF_EE15_600D)
    }

    @Test("thousands more, from a fresh seed each run (or CAROUSEL_FUZZ_SEED)")
    func freshSeed() throws {
        let seed =
            ProcessInfo.processInfo.environment["CAROUSEL_FUZZ_SEED"].flatMap { UInt64($0) }
            ?? UInt64.random(in: 0...UInt64.max)
        try run(seed: seed)
    }

    @Test("pure random bytes and random JSON-ish token soup")
    func randomNoise() {
        let seed: UInt64 = 0x5EED_0F_401C
        print("ConfigFuzzTests.randomNoise seed: \(seed)")
        var rng = SplitMix64(seed: seed)
        for iteration in 0..<2000 {
            let length = Int.random(in: 0...200, using: &rng)
            let bytes: [UInt8]
            if iteration.isMultiple(of: 2) {
                bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &rng) }
            } else {
                bytes = (0..<length).flatMap { _ in Array(Self.fragments.randomElement(using: &rng)!.utf8) }
            }
            check(bytes, seed: seed, iteration: iteration)
        }
    }

    private func run(seed: UInt64) throws {
        print("ConfigFuzzTests seed: \(seed) (replay with CAROUSEL_FUZZ_SEED=\(seed))")
        let original = try [UInt8](Data(contentsOf: URL(fileURLWithPath: ConfigFixtures.resourcesConfigPath)))
        var rng = SplitMix64(seed: seed)
        var outcomes: [String: Int] = [:]
        for iteration in 0..<Self.iterations {
            var bytes = original
            for _ in 0..<Int.random(in: 1...3, using: &rng) { mutate(&bytes, using: &rng) }
            let outcome = check(bytes, seed: seed, iteration: iteration)
            outcomes[outcome, default: 0] += 1
        }
        // The mutations must exercise both outcomes and several kinds of error, or they test nothing.
        #expect(outcomes["ok", default: 0] > 0, "seed \(seed): no mutation parsed: \(outcomes)")
        #expect(outcomes.count >= 5, "seed \(seed): too few distinct outcomes: \(outcomes)")
    }

    private func mutate(_ bytes: inout [UInt8], using rng: inout SplitMix64) {
        let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &rng)
        switch Int.random(in: 0..<6, using: &rng) {
        case 0 where !bytes.isEmpty: // flip one bit
            bytes[position] ^= 1 << UInt8.random(in: 0..<8, using: &rng)
        case 1 where !bytes.isEmpty: // replace with a JSON-relevant byte
            bytes[position] = Self.interestingBytes.randomElement(using: &rng)!
        case 2: // truncate
            bytes.removeSubrange(position...)
        case 3 where !bytes.isEmpty: // delete a short range
            bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...8, using: &rng)))
        case 4: // insert a fragment
            bytes.insert(contentsOf: Array(Self.fragments.randomElement(using: &rng)!.utf8), at: position)
        default: // duplicate a slice elsewhere
            guard !bytes.isEmpty else { return }
            let end = min(bytes.count, position + Int.random(in: 1...40, using: &rng))
            let slice = Array(bytes[position..<end])
            bytes.insert(contentsOf: slice, at: Int.random(in: 0...bytes.count, using: &rng))
        }
    }

    /// Parses `bytes` and checks the invariants of either outcome (`ConfigFuzzTarget.check`) and
    /// the time bound; returns "ok" or the error kind.
    @discardableResult
    private func check(_ bytes: [UInt8], seed: UInt64, iteration: Int) -> String {
        let clock = ContinuousClock()
        var outcome = FuzzOutcome.finding("not run")
        let elapsed = clock.measure { outcome = ConfigFuzzTarget.check(bytes) }
        let context = "seed \(seed), iteration \(iteration), input \(Data(bytes).base64EncodedString())"
        #expect(elapsed < .seconds(Self.timeBound), "\(context): took \(elapsed)")
        switch outcome {
        case .ok(let kind):
            return kind == "config" ? "ok" : kind
        case .finding(let finding):
            Issue.record("\(context): \(finding)")
            return "finding"
        }
    }
}
