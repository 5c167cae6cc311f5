import StreamChat

extension ViewFactory {
    /// The client from ``InjectedValues``, for factories that do not declare their own.
    public var chatClient: ChatClient { InjectedValues[\.chatClient] }
}

extension ViewFactory where StylesType == RegularStyles {
    /// The styles of a factory that declares none: a ``RegularStyles`` instance of its own, kept
    /// for as long as the factory lives, so changes to it stick.
    public var styles: RegularStyles {
        get { DefaultStylesStore.shared.styles(for: self) }
        set { DefaultStylesStore.shared.set(newValue, for: self) }
    }
}

/// Holds the ``RegularStyles`` of factories that do not store styles themselves, one per
/// factory instance, dropped when the factory is deallocated.
@MainActor
final class DefaultStylesStore {
    static let shared = DefaultStylesStore()

    private struct Entry {
        weak var owner: AnyObject?
        let styles: RegularStyles
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    func styles(for owner: AnyObject) -> RegularStyles {
        let key = ObjectIdentifier(owner)
        if let entry = entries[key], entry.owner === owner { return entry.styles }
        removeReleasedOwners()
        let styles = RegularStyles()
        entries[key] = Entry(owner: owner, styles: styles)
        return styles
    }

    func set(_ styles: RegularStyles, for owner: AnyObject) {
        removeReleasedOwners()
        entries[ObjectIdentifier(owner)] = Entry(owner: owner, styles: styles)
    }

    private func removeReleasedOwners() {
        entries = entries.filter { $0.value.owner != nil }
    }
}
