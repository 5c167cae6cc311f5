MainActor.assumeIsolated {
    if ClientBench.runProbeIfRequested() { return }
    print("Benchmarks")
    runCommandsBenchmarks()
    runEngineBenchmarks()
    runClientBenchmarks()
    runSDKBenchmarks()
}
