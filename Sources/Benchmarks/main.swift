print("Benchmarks")
MainActor.assumeIsolated {
    runCommandsBenchmarks()
    runEngineBenchmarks()
}
