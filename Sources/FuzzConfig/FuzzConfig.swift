import CFuzzerDriver
import Foundation
import LabFuzzing

// libFuzzer target for the config parser. `make fuzz` builds it with
// `-sanitize=fuzzer,address -DLIBFUZZER` (`main` hands over to libFuzzer's driver); a plain build replays the
// files named on the command line: `FuzzConfig out/fuzz/FuzzConfig/crash-…`.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfigInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if case .finding(let finding) = ConfigFuzzTarget.check(bytes) {
        fatalError("config fuzz finding: \(finding)")
    }
    return 0
}

@main enum FuzzConfigMain {
    static func main() {
        #if LIBFUZZER
            var argc = CommandLine.argc
            var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
            exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzConfigInput(data, size) })
        #else
            exit(replayFuzzInputs(Array(CommandLine.arguments.dropFirst()), check: ConfigFuzzTarget.check))
        #endif
    }
}
