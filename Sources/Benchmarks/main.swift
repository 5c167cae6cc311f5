print("Benchmarks")
MainActor.assumeIsolated {
    runCommandsBenchmarks()
}
