MainActor.assumeIsolated {
    if ClientBench.runProbeIfRequested() { return }
    TerminalIdleBenchmark.runChildIfRequested()
    print("Benchmarks")
    if CommandLine.arguments.contains("--only-sdk") { runSDKBenchmarks(); return }
    runDemoBenchmarks()
    runCommandsBenchmarks()
    runEngineBenchmarks()
    runClientBenchmarks()
    runSDKBenchmarks()
    runTerminalBenchmarks()
}
