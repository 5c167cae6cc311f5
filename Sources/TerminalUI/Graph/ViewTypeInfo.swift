/// What the engine needs to know about one view type, worked out once per type: how a node
/// holding a value of the type is brought up to date, and how two values of it compare.
///
/// Asking the runtime whether a value conforms to a protocol (`as? PrimitiveView`) looks up
/// conformance records, and every cast of a large view value copies it into a new existential;
/// done for every node on every update, both cost more than the update itself. The answers
/// depend only on the type, so a node takes them from here instead.
@MainActor final class ViewTypeInfo {
    /// The dynamic type of the values described.
    let valueType: any View.Type
    /// How a node of this type is brought up to date.
    let updater: any NodeUpdater
    /// `==` for two values of this type; nil when it is not `Equatable`. (A class: reading it
    /// retains it, where a struct in an existential would be copied out.)
    let comparator: (any ViewComparator)?
    /// Whether values of this type are `Equatable` (`areEqual` can find two of them equal).
    let isEquatable: Bool
    /// Whether the updater can tell that two values derive the same environment (see
    /// `NodeUpdater.derivesSameEnvironment`).
    let comparesDerivations: Bool
    /// For a `TupleView` type: reads a value's elements without a cast (see
    /// `ViewNode.contentViews(_:slot:)`, which lists them in the tuple's stead).
    let tupleElements: (any TupleElementsReader)?
    /// For a conditional type whose branches are single views: finds the taken branch's view
    /// (see `ConditionalBranchPath`).
    let conditionalResolver: (any ConditionalResolver)?
    /// For an optional type whose view can be listed in its stead: reads a value's view (see
    /// `ContentListing`).
    let optionalLister: (any OptionalLister)?
    /// For a view type whose modifiers only write into its content's environment: how a node
    /// of its content carries them (see `EnvironmentCarrier`).
    let environmentCarrier: (any EnvironmentCarrier)?
    /// What this type's statically typed contents are (a stack's content, an optional's
    /// wrapped view, a conditional's branches, a composite view's body), by slot, and their
    /// types, found on first use: a content of a fixed type is asked about once per type, not
    /// looked up per update.
    @exclusivity(unchecked) private var contentKinds: (ContentSlot?, ContentSlot?) = (nil, nil)
    /// The types of the content slots found to be `.single`, by slot: the common answer, read
    /// without copying a `ContentSlot`.
    @exclusivity(unchecked) private var singleContentTypes: (ObjectIdentifier?, ObjectIdentifier?) = (nil, nil)

    /// What a content slot holds.
    enum ContentKind {
        /// A view listed as it is.
        case single
        /// A tuple, whose elements are listed.
        case tuple(any TupleElementsReader)
        /// A conditional, whose taken branch's view is listed.
        case conditional(any ConditionalResolver)
        /// An optional, whose view (if any) is listed.
        case optional(any OptionalLister)
    }

    /// A content slot's type and kind.
    private struct ContentSlot {
        let type: any View.Type
        let kind: ContentKind
    }

    private init(_ valueType: any View.Type) {
        self.valueType = valueType
        updater = Self.classify(valueType)
        tupleElements = (valueType as? any TupleElementsReading.Type)?.makeElementsReader()
        conditionalResolver = (valueType as? any ConditionalResolving.Type)?.makeResolver()
        optionalLister = (valueType as? any OptionalListing.Type)?.makeLister()
        environmentCarrier = (valueType as? any EnvironmentCarrying.Type)?.makeEnvironmentCarrier()
        comparesDerivations = updater.comparesDerivations
        if let equatable = valueType as? any Equatable.Type {
            comparator = Self.comparator(for: equatable)
        } else {
            comparator = nil
        }
        isEquatable = comparator != nil
    }

    /// Unchecked exclusivity: main-actor confined, and each access is one dictionary read or
    /// write (the info is made before it is stored), so none can overlap another.
    @exclusivity(unchecked) private static var known: [ObjectIdentifier: ViewTypeInfo] = [:]
    /// The infos last asked for, found without hashing (see `TypeKeyedCache`).
    @exclusivity(unchecked) private static var recent = TypeKeyedCache<ViewTypeInfo>()

    /// The description of the dynamic type of `view`.
    static func of(_ view: any View) -> ViewTypeInfo { of(type: type(of: view)) }

    /// The description of `valueType`.
    static func of(type valueType: any View.Type) -> ViewTypeInfo {
        let key = ObjectIdentifier(valueType)
        if let info = recent.value(for: key) { return info }
        if let info = known[key] {
            recent.keep(info, for: key)
            return info
        }
        let info = ViewTypeInfo(valueType)
        known[key] = info
        recent.keep(info, for: key)
        return info
    }

    /// Whether `content` (as in `contentKind(of:slot:)`) is known to be listed as it is.
    @inline(__always)
    func isSingleContent(_ content: any View, slot: Int) -> Bool {
        let known = slot == 0 ? singleContentTypes.0 : singleContentTypes.1
        return known == ObjectIdentifier(type(of: content))
    }

    /// What `content` is, a value of this type's content in `slot` (0 or 1): a tuple, a
    /// conditional, an optional or a single view. Worked out once per slot and kept with the content's type;
    /// a content of another type than the one kept for its slot is worked out again each time.
    func contentKind(of content: any View, slot: Int) -> ContentKind {
        let contentType = type(of: content)
        if let known = slot == 0 ? contentKinds.0 : contentKinds.1, known.type == contentType { return known.kind }
        let kind = Self.of(type: contentType).listingKind
        let found = ContentSlot(type: contentType, kind: kind)
        let isSingle: Bool
        if case .single = kind { isSingle = true } else { isSingle = false }
        if slot == 0 {
            if contentKinds.0 == nil {
                contentKinds.0 = found
                if isSingle { singleContentTypes.0 = ObjectIdentifier(contentType) }
            }
        } else if contentKinds.1 == nil {
            contentKinds.1 = found
            if isSingle { singleContentTypes.1 = ObjectIdentifier(contentType) }
        }
        return kind
    }

    /// How a value of this type is listed where it is a content of fixed type.
    var listingKind: ContentKind {
        if let tupleElements { return .tuple(tupleElements) }
        if let conditionalResolver { return .conditional(conditionalResolver) }
        if let optionalLister { return .optional(optionalLister) }
        return .single
    }

    /// Whether two values are equal: both of this type, `Equatable`, and `==`.
    func areEqual(_ lhs: any View, _ rhs: any View) -> Bool {
        guard let comparator, type(of: lhs) == valueType, type(of: rhs) == valueType else { return false }
        return comparator.areEqual(lhs, rhs)
    }

    /// The order the engine has always tried: types that update themselves (optionals,
    /// `ModifiedContent`), toolbar content carriers, primitives (themselves reconciling or
    /// not), then composite views whose `body` is evaluated. Metatype checks never unwrap an
    /// optional, so `Optional<Wrapped>` is classified as itself.
    private static func classify(_ valueType: any View.Type) -> any NodeUpdater {
        if let provider = valueType as? any NodeUpdaterProviding.Type { return provider.makeNodeUpdater() }
        if valueType == ToolbarContentHost.self { return ToolbarContentHostUpdater() }
        if let custom = valueType as? any (View & PrimitiveView & CustomReconciling).Type { return reconcilingUpdater(custom) }
        if let primitive = valueType as? any (View & PrimitiveView).Type { return primitiveUpdater(primitive) }
        return CompositeUpdater()
    }

    private static func reconcilingUpdater<P: View & PrimitiveView & CustomReconciling>(_: P.Type) -> any NodeUpdater {
        ReconcilingPrimitiveUpdater<P>()
    }

    private static func primitiveUpdater<P: View & PrimitiveView>(_: P.Type) -> any NodeUpdater {
        PrimitiveUpdater<P>()
    }

    private static func comparator<E: Equatable>(for _: E.Type) -> any ViewComparator {
        EquatableComparator<E>()
    }
}

/// `==` of one `Equatable` view type, applied to values the caller checked are of that type.
@MainActor protocol ViewComparator: AnyObject {
    func areEqual(_ lhs: any View, _ rhs: any View) -> Bool
    /// Whether the values at `lhs` and `rhs` are equal (both of the type, read where they are:
    /// neither is copied, and no existential is opened).
    ///
    /// Nonisolated: called where a value is exchanged (`ViewValue.exchange`), which runs no
    /// closure isolated to the main actor (each such closure checked its executor at run time).
    nonisolated func areEqual(at lhs: UnsafeMutableRawPointer, _ rhs: UnsafeMutableRawPointer) -> Bool
}

private final class EquatableComparator<Value: Equatable>: ViewComparator {
    func areEqual(_ lhs: any View, _ rhs: any View) -> Bool {
        ViewValue.withValue(of: lhs, as: Value.self) { left in
            ViewValue.withValue(of: rhs, as: Value.self) { right in left == right }
        }
    }

    nonisolated func areEqual(at lhs: UnsafeMutableRawPointer, _ rhs: UnsafeMutableRawPointer) -> Bool {
        // Lent `inout` through `pointee`, the values are passed where they are (read through
        // `pointee` as arguments, they would be copied out first).
        Self.equal(&lhs.assumingMemoryBound(to: Value.self).pointee, &rhs.assumingMemoryBound(to: Value.self).pointee)
    }

    @inline(__always)
    private nonisolated static func equal(_ lhs: inout Value, _ rhs: inout Value) -> Bool { lhs == rhs }
}

/// Access to a view value as the concrete type the caller knows it has, without a dynamic cast
/// (which would copy the value into a new existential), and without copying it.
enum ViewValue {
    /// Calls `body` with `view` seen as `Target`, which must be its dynamic type.
    @inline(__always)
    static func withValue<Target, Result>(of view: any View, as target: Target.Type, _ body: (Target) -> Result) -> Result {
        func open<Source: View>(_ source: Source) -> Result { reinterpret(source, as: target, body) }
        return open(view)
    }

    /// Calls `body` with `value` seen as `Target`, which must be the same type as `Source`
    /// (a generic parameter the caller knows is bound to it). The value is borrowed, not copied.
    @inline(__always)
    static func reinterpret<Source, Target, Result>(_ value: Source, as target: Target.Type, _ body: (Target) -> Result) -> Result {
        precondition(Source.self == Target.self, "reinterpreting a view value as another type")
        return withUnsafePointer(to: value) { pointer in
            // Read through `pointee`, an argument is copied out first; lent as `inout`, it is
            // passed where it is (nothing writes through it).
            lend(&UnsafeMutablePointer(mutating: UnsafeRawPointer(pointer).assumingMemoryBound(to: Target.self)).pointee, to: body)
        }
    }

    /// Calls `body` with the stored property of `value` at byte offset `offset`, of type `Field`
    /// (the caller knows both from `value`'s type), borrowed, not copied.
    @inline(__always)
    static func withField<Source, Field, Result>(of value: Source, at offset: Int, as _: Field.Type, _ body: (Field) -> Result) -> Result {
        withUnsafePointer(to: value) { pointer in
            lend(&UnsafeMutablePointer(mutating: (UnsafeRawPointer(pointer) + offset).assumingMemoryBound(to: Field.self)).pointee, to: body)
        }
    }

    @inline(__always)
    private static func lend<Value, Result>(_ value: inout Value, to body: (Value) -> Result) -> Result { body(value) }

    /// Puts `newValue` into `slot`, which holds a value of the same type, in place of that value,
    /// which `newValue` holds afterwards: the existential's storage is reused (copied first only
    /// if it is shared), and neither value is copied. With a `comparator` (of their type), the
    /// two are compared first: returns whether they were equal (false without one).
    ///
    /// The values are handed on as pointers (`&`), not through `withUnsafeMutablePointer`: a
    /// closure there ran unspecialized for the value's type on every row updated.
    static func exchange<New: View>(_ newValue: inout New, with slot: inout any View, comparingWith comparator: (any ViewComparator)?) -> Bool {
        func write<Existing: View>(_ existing: inout Existing) -> Bool {
            precondition(Existing.self == New.self, "storing a view value over one of another type")
            return exchange(&existing, &newValue, comparingWith: comparator)
        }
        return write(&slot)
    }

    /// Compares the values at `stored` and `new` (of one type) with `comparator`, if any, and
    /// swaps them.
    private static func exchange<Stored, New>(_ stored: UnsafeMutablePointer<Stored>, _ new: UnsafeMutablePointer<New>,
                                              comparingWith comparator: (any ViewComparator)?) -> Bool {
        let equal = comparator?.areEqual(at: UnsafeMutableRawPointer(stored), UnsafeMutableRawPointer(new)) ?? false
        swap(&UnsafeMutableRawPointer(stored).assumingMemoryBound(to: New.self).pointee, &new.pointee)
        return equal
    }
}
