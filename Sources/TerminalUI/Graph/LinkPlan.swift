@_spi(Reflection) import Swift

/// How `PropertyLinker` finds the dynamic properties of the values of one type, decided once
/// from the declared types of the type's stored properties.
enum LinkPlan {
    /// The type holds no dynamic property (most views).
    case nothing
    /// The dynamic properties are at known places in the value, in declaration order.
    case fields([LinkStep])
    /// Only the value can tell (a class, a custom mirror, a field of optional or existential
    /// type that may hold one): the value is reflected, as `PropertyLinker.visit` does.
    case reflection

    /// The plan for the type of `value` (its dynamic type).
    static func make<Value>(for value: Value) -> LinkPlan {
        if Value.self is any CustomReflectable.Type { return .reflection }
        switch Mirror(reflecting: value).displayStyle {
        case .struct?: break
        case .class?: return .reflection
        default: return .nothing  // enums, tuples, optionals: `visit` links nothing in them
        }
        guard let steps = steps(for: Value.self, depth: 0) else { return .reflection }
        return steps.isEmpty ? .nothing : .fields(steps)
    }

    /// The dynamic properties of a struct type at `depth` (as `PropertyLinker.visit` counts
    /// it: nested `DynamicProperty` structs are entered below depth 4), or nil when only its
    /// values can tell.
    private static func steps(for structType: Any.Type, depth: Int) -> [LinkStep]? {
        var steps: [LinkStep] = []
        var decided = true
        let completed = _forEachField(of: structType) { _, offset, fieldType, kind in
            if let linked = fieldType as? any NodeLinkedProperty.Type {
                steps.append(.property(offset: offset, linker: fieldLinker(for: linked)))
            } else if fieldType is any DynamicProperty.Type {
                guard kind == .struct, !(fieldType is any CustomReflectable.Type) else { decided = false; return false }
                if depth < 4 {
                    guard let nested = Self.steps(for: fieldType, depth: depth + 1) else { decided = false; return false }
                    steps.append(.nested(offset: offset, steps: nested))
                }
            } else if fieldMayHold(fieldType, kind: kind) {
                decided = false
                return false
            }
            return true
        }
        return completed && decided ? steps : nil
    }

    private static func fieldLinker<Property: NodeLinkedProperty>(for _: Property.Type) -> any FieldLinking.Type {
        LinkedField<Property>.self
    }

    /// Whether a stored property of this declared type (not a dynamic property itself) may
    /// hold one at run time: an optional of one (a cast of `.some` sees the wrapped value) or
    /// an existential (whatever it holds).
    private static func fieldMayHold(_ fieldType: Any.Type, kind: _MetadataKind) -> Bool {
        if fieldType is any DynamicProperty.Type || fieldType is any NodeLinkedProperty.Type { return true }
        switch kind {
        case .optional:
            guard let optional = fieldType as? any OptionalMarker.Type else { return true }
            return fieldMayHold(optional.wrappedType, kind: self.kind(of: optional.wrappedType))
        case .existential, .unknown, .opaque:
            return true
        default:
            return false
        }
    }

    /// The metadata kind of a type, read as the kind of a stored property of that type.
    private static func kind(of type: Any.Type) -> _MetadataKind {
        func probe<T>(_: T.Type) -> _MetadataKind {
            var kind = _MetadataKind.unknown
            _forEachField(of: KindProbe<T>.self) { _, _, _, fieldKind in
                kind = fieldKind
                return false
            }
            return kind
        }
        return probe(type)
    }

    private struct KindProbe<T> {
        let field: T
    }

    /// Links the properties `steps` find in the value at `base`, numbering them from `slot`.
    @MainActor static func run(_ steps: [LinkStep], base: UnsafeRawPointer, node: ViewNode, slot: inout Int) {
        for step in steps {
            switch step {
            case .property(let offset, let linker):
                linker.link(at: base + offset, to: node, slot: slot)
                slot += 1
            case .nested(let offset, let nested):
                run(nested, base: base + offset, node: node, slot: &slot)
            }
        }
    }
}

/// One place of a dynamic property in a value, in declaration order.
enum LinkStep {
    /// A property the engine links, at a byte offset.
    case property(offset: Int, linker: any FieldLinking.Type)
    /// A `DynamicProperty` struct holding further properties, at a byte offset.
    case nested(offset: Int, steps: [LinkStep])
}

/// Links a property of one type stored at an address.
protocol FieldLinking {
    @MainActor static func link(at address: UnsafeRawPointer, to node: ViewNode, slot: Int)
}

private enum LinkedField<Property: NodeLinkedProperty>: FieldLinking {
    @MainActor static func link(at address: UnsafeRawPointer, to node: ViewNode, slot: Int) {
        address.assumingMemoryBound(to: Property.self).pointee.link(to: node, slot: slot)
    }
}
