/// Polls `condition` on the main actor every millisecond, letting the main actor's queued work
/// run in between (a client's results and events reach its controllers through the main queue),
/// until it holds; returns whether it did (callers record a failure when it did not: `settle`
/// expects it, `waitUntil` requires it).
///
/// A wait whose condition never holds gives up after `patience` of waiting in which the main
/// actor woke the wait on time: a poll that resumes late (a loaded machine, or other tests'
/// main-actor work running first) counts as `lateWakeUpShare` only, so the work being waited
/// for, slowed the same way, gets the time it needs. A failing wait so ends within about
/// `patience` on an idle machine, and a slow but correct one is not cut short; 120 s of wall
/// time still bounds a wait on a machine so loaded that it hardly polls.
@MainActor public func waitPatiently(patience: Duration = .seconds(10), until condition: () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let hangBound = clock.now.advanced(by: .seconds(120))
    let lateWakeUpShare = Duration.milliseconds(5)
    var waited = Duration.zero
    while !condition() {
        let start = clock.now
        guard waited < patience, start < hangBound else { return false }
        try? await Task.sleep(for: .milliseconds(1))
        waited += min(clock.now - start, lateWakeUpShare)
    }
    return true
}
