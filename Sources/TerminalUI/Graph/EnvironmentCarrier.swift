/// Environment-writing modifiers carried by their content's node.
///
/// A modifier that only writes into its content's environment (`.font`, `.foregroundColor`,
/// `.lineLimit`, `.environment(_:_:)`, `.disabled`, ...: `EnvironmentWritingModifier`) lays
/// out, draws and handles nothing: its node passed layout, drawing and input to its one child
/// and derived that child's environment. Such a modified view (`ModifiedContent` of a view and
/// one or more of these modifiers) makes no node of its own: its content's node stands at its
/// place, keeps its identity (the modified view's type and explicit identity, so a view of
/// another type there is still another node) and holds the environment the modifiers derive from
/// the one its parent gives, kept and reused as a node keeps what it derives for its children
/// (same values written on the same environment: same version, see `deriveEnvironment`).
///
/// Every node left sees the environment it saw below the modifier's node; only the node
/// itself is gone (building, measuring, placing, drawing and disposing it). A content whose
/// listing is not a single view (a tuple, a conditional, an optional) is not carried.
@MainActor protocol EnvironmentCarrier: AnyObject {
    /// The innermost content of `view`, a value of the carrier's modified type (through
    /// carried modifiers nested in its content).
    func content<Source: View>(of view: Source) -> any View
    /// Writes the values of every carried modifier of `view` into `environment`, outermost
    /// first, as the modifiers' nodes derived them one below the other.
    func write<Source: View>(_ view: Source, into environment: inout EnvironmentValues)
    /// Whether `new` writes what `old` wrote (both of the carrier's type): every modifier can
    /// compare what it writes (`EnvironmentDerivationComparing`) and writes the same.
    func writesSame<Source: View>(_ old: Source, _ new: Source) -> Bool
}

/// A modified view type that may be carried by its content's node (asked once per type, see
/// `ViewTypeInfo.environmentCarrier`).
protocol EnvironmentCarrying {
    /// The carrier of this type's values; nil when its modifier writes more than the
    /// environment, or its content is not listed as one view.
    @MainActor static func makeEnvironmentCarrier() -> (any EnvironmentCarrier)?
}

extension ModifiedContent: EnvironmentCarrying where Content: View, Modifier: ViewModifier {
    @MainActor static func makeEnvironmentCarrier() -> (any EnvironmentCarrier)? {
        guard let writer = Modifier.self as? any EnvironmentWritingModifier.Type else { return nil }
        let content = ViewTypeInfo.of(type: Content.self)
        guard case .single = content.listingKind, !(Content.self is any CustomReconciling.Type) else { return nil }
        return carrier(writer, inner: content.environmentCarrier)
    }

    @MainActor private static func carrier<Writer: EnvironmentWritingModifier>(
        _: Writer.Type, inner: (any EnvironmentCarrier)?
    ) -> any EnvironmentCarrier {
        EnvironmentCarrierLayer<Content, Modifier, Writer>(inner: inner)
    }
}

/// The carrier of `ModifiedContent<Content, Modifier>`, whose modifier is the environment
/// writer `Writer` (the same type, with its conformance), and of the carried modifiers of its
/// content (`inner`).
private final class EnvironmentCarrierLayer<Content: View, Modifier: ViewModifier, Writer: EnvironmentWritingModifier>: EnvironmentCarrier {
    private let layout = ModifiedContentLayout(ModifiedContent<Content, Modifier>.self)
    private let inner: (any EnvironmentCarrier)?
    private let sameWrite = DerivationComparison.of(Writer.self)

    init(inner: (any EnvironmentCarrier)?) { self.inner = inner }

    func content<Source: View>(of view: Source) -> any View {
        layout.withParts(ofUnboxed: view, as: Content.self, Writer.self) { content, _ in
            if let inner { return inner.content(of: content) }
            return content
        }
    }

    func write<Source: View>(_ view: Source, into environment: inout EnvironmentValues) {
        layout.withParts(ofUnboxed: view, as: Content.self, Writer.self) { content, modifier in
            modifier.write(to: &environment)
            inner?.write(content, into: &environment)
        }
    }

    func writesSame<Source: View>(_ old: Source, _ new: Source) -> Bool {
        guard let sameWrite else { return false }
        return layout.withParts(ofUnboxed: old, as: Content.self, Writer.self) { oldContent, oldModifier in
            layout.withParts(ofUnboxed: new, as: Content.self, Writer.self) { newContent, newModifier in
                guard sameWrite(oldModifier, newModifier) else { return false }
                guard let inner else { return true }
                return inner.writesSame(oldContent, newContent)
            }
        }
    }
}

/// What a node carrying environment-writing modifiers keeps of them: the carrier of their
/// type, the last view given (of that type), to tell whether the next one writes the same, and
/// the environment they derived last. A class: most nodes carry none, and the node's field is
/// then one empty reference. (Unchecked exclusivity: main-actor confined, and no access runs
/// code that could reach the same property.)
@MainActor final class CarriedModifiers {
    let carrier: any EnvironmentCarrier
    @exclusivity(unchecked) var view: any View
    @exclusivity(unchecked) var derivation: DerivedEnvironment?

    init(carrier: any EnvironmentCarrier, view: any View) {
        self.carrier = carrier
        self.view = view
    }
}

extension ViewNode {
    /// The environment the modifiers of `view` (of the modified type this node carries, see
    /// `EnvironmentCarrier`) derive from `environment` for their content, the one the node
    /// holds: the last one derived while `environment` keeps its version and the modifiers write
    /// the same values (not derived again when they can tell). The node keeps `view`.
    func carriedEnvironment(_ carried: CarriedModifiers, of view: any View, from environment: EnvironmentValues, isNew: Bool) -> EnvironmentValues {
        let carrier = carried.carrier
        let isSame = !isNew && Self.writesSame(carrier, carried.view, view)
        if !isNew { carried.view = view }
        if isSame, let known = carried.derivation, known.baseVersion == environment.version {
            return known.environment
        }
        let (derived, keep) = derivation(from: environment.withoutChangeRecord, kept: carried.derivation, isSameDerivation: isSame) { base in
            var derived = base
            carrier.write(view, into: &derived)
            return derived
        }
        switch keep {
        case .unchanged: break
        case .forget: carried.derivation = nil
        case .keep(let derivation): carried.derivation = derivation
        }
        return derived
    }

    private static func writesSame(_ carrier: any EnvironmentCarrier, _ old: any View, _ new: any View) -> Bool {
        func open<Old: View>(_ old: Old) -> Bool {
            guard type(of: new) == Old.self else { return false }
            return ViewValue.withValue(of: new, as: Old.self) { carrier.writesSame(old, $0) }
        }
        return open(old)
    }
}
