/// Carries a value across an isolation boundary where the surrounding code guarantees safety
/// (a lock, or a serial scheduler). Internal: public Combine types keep Apple's (non-)Sendable
/// shapes.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
