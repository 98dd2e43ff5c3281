import CFuzzerDriver
import Foundation
import LabFuzzing

// libFuzzer target for the image loader's decode path (PNG/JPEG via libpng and libjpeg). `make fuzz` builds
// it with `-sanitize=fuzzer,address -DLIBFUZZER` (`main` hands over to libFuzzer's driver); a plain build replays the files named on the
// command line. libpng and libjpeg are system libraries without coverage
// instrumentation: libFuzzer's guidance comes from the Swift side only (RELIABILITY.md).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImageInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if case .finding(let finding) = ImageDecodeFuzzTarget.check(bytes) {
        fatalError("image decode fuzz finding: \(finding)")
    }
    return 0
}

@main enum FuzzImageDecodeMain {
    static func main() {
        #if LIBFUZZER
            var argc = CommandLine.argc
            var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
            exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzImageInput(data, size) })
        #else
            exit(replayFuzzInputs(Array(CommandLine.arguments.dropFirst()), check: { ImageDecodeFuzzTarget.check($0) }))
        #endif
    }
}
