/// What a node remembers of an environment it derived for its children: the version of its own
/// environment at the time, the entries the derivation changed, and the result.
struct DerivedEnvironment {
    let baseVersion: UInt64
    let changedEntries: [EnvironmentEntry]
    let environment: EnvironmentValues
}

/// The environments a node derived for its children, by slot. Slot 0 (the children's; the
/// only one most nodes derive) is kept inline, so a stack or an environment-writing modifier
/// keeps its derivation without allocating a table; other slots (a presented overlay's) go to a
/// dictionary.
struct DerivedEnvironments {
    private var first: DerivedEnvironment?
    private var others: [Int: DerivedEnvironment] = [:]

    subscript(slot: Int) -> DerivedEnvironment? {
        get { slot == 0 ? first : others[slot] }
        set {
            if slot == 0 { first = newValue } else { others[slot] = newValue }
        }
    }

    var isEmpty: Bool { first == nil && others.isEmpty }

    /// How many derivations are kept in the dictionary (slots other than 0).
    var tableCount: Int { others.count }
}

extension ViewNode {
    /// Derives the environment for this node's children from its own with `derive` (a stack
    /// setting its axis, a modifier writing a value, a navigation stack supplying its
    /// controller).
    ///
    /// While this node's environment keeps its version and the derivation writes the same
    /// values as last time (`Equatable` values equal, objects identical, actions made by the
    /// same owner), the environment derived last time is returned, with its version: children
    /// see an unchanged environment, and `Equatable` children that did not change are skipped.
    /// A changed value gives a new version, which reaches every reader below. A node deriving
    /// several environments (a presented overlay beside its content) keeps one per `slot`.
    ///
    /// `isSameDerivation`: the caller knows that `derive` writes what the last derivation in this
    /// slot wrote (a modifier whose written values compare equal, a stack setting its axis):
    /// while this node's environment keeps its version, the last result is returned without
    /// deriving again.
    func deriveEnvironment(slot: Int = 0, isSameDerivation: Bool = false, _ derive: (EnvironmentValues) -> EnvironmentValues) -> EnvironmentValues {
        if isSameDerivation, let known = derivedEnvironments[slot], known.baseVersion == environment.version {
            return known.environment
        }
        let (derived, keep) = derivation(from: environment.withoutChangeRecord, kept: derivedEnvironments[slot],
                                         isSameDerivation: isSameDerivation, derive)
        switch keep {
        case .unchanged: break
        case .forget: if !derivedEnvironments.isEmpty { derivedEnvironments[slot] = nil }
        case .keep(let derivation): derivedEnvironments[slot] = derivation
        }
        return derived
    }

    /// What a derivation leaves to keep for the next one.
    enum KeptDerivation {
        /// The kept derivation stays.
        case unchanged
        /// Nothing is kept (the derivation changed nothing and cannot be told to be the same).
        case forget
        /// This is kept.
        case keep(DerivedEnvironment)
    }

    /// The environment `derive` makes of `base` (without a change record), or the one `kept`
    /// (the derivation kept from last time) when it holds the same values, and what to keep for
    /// the next derivation (see `deriveEnvironment(slot:isSameDerivation:_:)`).
    func derivation(from base: EnvironmentValues, kept: DerivedEnvironment?, isSameDerivation: Bool,
                    _ derive: (EnvironmentValues) -> EnvironmentValues) -> (EnvironmentValues, KeptDerivation) {
        let derived = derive(base)
        if derived.version == base.version {
            // Remembered only where it may be reused; others keep no copy of the environment.
            if isSameDerivation {
                return (derived, .keep(DerivedEnvironment(baseVersion: base.version, changedEntries: [], environment: derived)))
            }
            return (derived, .forget)
        }
        graph.countEnvironmentDerivation()
        let changed = derived.changedEntries
        if let known = kept, known.baseVersion == base.version,
           derived.holdsSameValues(as: known.environment, at: changed),
           known.environment.holdsSameValues(as: derived, at: known.changedEntries) {
            return (known.environment, .unchanged)
        }
        let result = derived.withoutChangeRecord
        return (result, .keep(DerivedEnvironment(baseVersion: base.version, changedEntries: changed, environment: result)))
    }

    /// `deriveEnvironment(slot:isSameDerivation:_:)` with the derivation written as changes to a copy.
    func deriveEnvironment(slot: Int = 0, isSameDerivation: Bool = false, writing write: (inout EnvironmentValues) -> Void) -> EnvironmentValues {
        deriveEnvironment(slot: slot, isSameDerivation: isSameDerivation) { base in
            var environment = base
            write(&environment)
            return environment
        }
    }
}
