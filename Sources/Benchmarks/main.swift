MainActor.assumeIsolated {
    if ClientBench.runProbeIfRequested() { return }
    TerminalIdleBenchmark.runChildIfRequested()
    print("Benchmarks")
    runDemoBenchmarks()
    runCommandsBenchmarks()
    runEngineBenchmarks()
    runClientBenchmarks()
    runSDKBenchmarks()
    runTerminalBenchmarks()
}
