@_spi(Reflection) import Swift

/// Finds the dynamic properties of a view value by reflection and links each to its node's
/// storage, numbering them in declaration order (nested `DynamicProperty` structs included).
///
/// Reflecting a value (`Mirror`) on every body evaluation is slow, and most view types hold no
/// dynamic property at all. Whether a type can hold one follows from the declared types of its
/// stored properties, so that is worked out once per type, and values of types that cannot are
/// not reflected. Values of types that can are reflected as they always were.
@MainActor enum PropertyLinker {
    /// Links the dynamic properties of `value`; `Value` must be its dynamic type (not an
    /// existential: use `link(view:to:)` or `link(toolbarContent:to:)` for those).
    static func link<Value>(_ value: Value, to node: ViewNode) {
        guard mayHoldLinkedProperties(value) else { return }
        var slot = 0
        visit(value, node: node, slot: &slot, depth: 0)
    }

    /// Links the dynamic properties of a view held in an existential.
    static func link(view: any View, to node: ViewNode) {
        func open<Value: View>(_ value: Value) { link(value, to: node) }
        open(view)
    }

    /// Links the dynamic properties of toolbar content held in an existential.
    static func link(toolbarContent: any ToolbarContent, to node: ViewNode) {
        func open<Value: ToolbarContent>(_ value: Value) { link(value, to: node) }
        open(toolbarContent)
    }

    private static func visit(_ value: Any, node: ViewNode, slot: inout Int, depth: Int) {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .struct || mirror.displayStyle == .class else { return }
        for child in mirror.children {
            if let linked = child.value as? NodeLinkedProperty {
                linked.link(to: node, slot: slot)
                slot += 1
            } else if depth < 4, child.value is DynamicProperty {
                visit(child.value, node: node, slot: &slot, depth: depth + 1)
            }
        }
    }

    /// Per type: whether its values may hold a dynamic property.
    private static var linkedTypes: [ObjectIdentifier: Bool] = [:]

    private static func mayHoldLinkedProperties<Value>(_ value: Value) -> Bool {
        assert(Value.self == type(of: value as Any), "PropertyLinker.link needs the value's dynamic type")
        let key = ObjectIdentifier(Value.self)
        if let known = linkedTypes[key] { return known }
        let answer = LinkedPropertyScan.mayHold(value)
        linkedTypes[key] = answer
        return answer
    }
}

/// Decides from a type's stored property types whether its values may hold a dynamic property
/// that `PropertyLinker.visit` would link.
enum LinkedPropertyScan {
    /// Whether a value of this type (its first value at hand) may hold a dynamic property.
    /// Anything the scan cannot see through (custom mirrors, classes, fields of existential
    /// type, fields it cannot enumerate) counts as possible, so reflection decides as before.
    static func mayHold<Value>(_ value: Value) -> Bool {
        if Value.self is any CustomReflectable.Type { return true }
        switch Mirror(reflecting: value).displayStyle {
        case .struct?: break
        case .class?: return true
        default: return false  // enums, tuples, optionals: `visit` links nothing in them
        }
        var found = false
        let completed = _forEachField(of: Value.self) { _, _, fieldType, kind in
            found = fieldMayHold(fieldType, kind: kind)
            return !found
        }
        return found || !completed
    }

    /// Whether a stored property of this declared type may hold a value `visit` links or
    /// descends into: a dynamic property, an optional of one (a cast of `.some` sees the
    /// wrapped value), or an existential (whatever it holds).
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
}
