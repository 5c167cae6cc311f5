/// Waits until the current task is cancelled: a `.task` body that keeps running as long as its
/// view does, for tests of when a view's task is cancelled.
func waitForCancellation() async {
    let stream = AsyncStream<Never> { _ in }
    for await _ in stream {}
}
