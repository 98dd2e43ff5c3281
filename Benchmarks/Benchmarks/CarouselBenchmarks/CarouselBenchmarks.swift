import Benchmark

// Carousel Lab's benchmarks (issue 6). What each one measures: BENCHMARKS.md.
let benchmarks: @Sendable () -> Void = {
    registerModelFrameBenchmarks()
    registerShelvesModelFrameBenchmarks()
    registerRenderFrameBenchmarks()
    registerSteadyFrameBenchmarks()
    registerWindowFrameBenchmarks()
    registerStartUpBenchmarks()
    registerLiveDataBenchmarks()
}
