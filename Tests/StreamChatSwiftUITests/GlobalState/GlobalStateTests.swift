import Testing

/// The parent of suites that change process-wide state of the SDK (the localization provider,
/// injected dependencies without a scoped override): its children run one at a time. Each
/// child also restores what it changed before its test returns, and changes state only inside
/// synchronous main-actor code, so main-actor tests elsewhere never observe the change.
@Suite("SDK global state", .serialized)
struct GlobalStateTests {}
