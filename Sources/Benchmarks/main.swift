MainActor.assumeIsolated {
    if ClientBench.runProbeIfRequested() { return }
    print("Benchmarks")
    runDemoBenchmarks()
    runCommandsBenchmarks()
    runEngineBenchmarks()
    runClientBenchmarks()
    runSDKBenchmarks()
}
