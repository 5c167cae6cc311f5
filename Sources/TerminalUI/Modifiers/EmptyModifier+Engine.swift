/// `EmptyModifier` leaves its content unchanged: the engine passes the content through. Without
/// this, a modifier returned as `some ViewModifier` that is an `EmptyModifier` (the default of
/// most SDK style hooks) traps on its missing body.
///
/// It counts as an environment writer that writes nothing, and always the same: a view it
/// modifies whose content is one view makes no node of its own, its content's node carries it
/// (see `EnvironmentCarrier`), as before the modifier's node passed everything to that one child.
extension EmptyModifier: EnvironmentWritingModifier, EnvironmentDerivationComparing {
    @MainActor func write(to environment: inout EnvironmentValues) {}
    @MainActor func derivesSameEnvironment(as other: EmptyModifier) -> Bool { true }
}
