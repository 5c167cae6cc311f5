MainActor.assumeIsolated {
    if ClientBench.runProbeIfRequested() { return }
    if ClientBench.runProfileIfRequested() { return }
    TerminalIdleBenchmark.runChildIfRequested()
    print("Benchmarks")
    if CommandLine.arguments.contains("--only-sdk") { runSDKBenchmarks(); return }
    if CommandLine.arguments.contains("--only-client") { runClientBenchmarks(); return }
    if CommandLine.arguments.contains("--node-costs") { NodeCostBenchmark.run(); return }
    runDemoBenchmarks()
    runCommandsBenchmarks()
    runEngineBenchmarks()
    runClientBenchmarks()
    runSDKBenchmarks()
    runTerminalBenchmarks()
}
