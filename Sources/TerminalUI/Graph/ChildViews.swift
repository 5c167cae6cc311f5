/// The child views a primitive view or modifier lists for its node (see
/// `PrimitiveView.childViews(node:)`): none, one, or a list, with their explicit identities
/// where they have some (where a listed view sits in its container's content, see
/// `ContentListing`).
///
/// Most primitives have exactly one child (a stack's or modifier's content, an optional's
/// view), and building a node asks for its children once: one child is kept inline, so
/// listing it allocates no array.
struct ChildViews: RandomAccessCollection {
    private enum Storage {
        case one(any View)
        case list([any View])
        case identified(any View, AnyHashable)
        case identifiedList([any View], [AnyHashable?], matchesByIdentity: Bool)
    }

    private let storage: Storage
    /// The number of views (kept: worked out from `storage`, it copied the list out per read).
    let endIndex: Int

    /// No child.
    static var none: ChildViews { ChildViews([]) }

    /// One child, kept inline.
    init(_ view: any View) {
        storage = .one(view)
        endIndex = 1
    }

    /// One child with its explicit identity, kept inline.
    init(_ view: any View, identity: AnyHashable) {
        storage = .identified(view, identity)
        endIndex = 1
    }

    /// The children in `views`, in order.
    init(_ views: [any View]) {
        storage = .list(views)
        endIndex = views.count
    }

    /// The children in `views`, in order, with their explicit identities by position.
    /// `matchesByIdentity`: the list varies in length (see `ContentListing`), and its views,
    /// each with an identity of its own, are matched with the children by identity.
    init(_ views: [any View], identities: [AnyHashable?], matchesByIdentity: Bool = false) {
        storage = .identifiedList(views, identities, matchesByIdentity: matchesByIdentity)
        endIndex = views.count
    }

    /// Whether a view has an explicit identity (`firstIdentity`, `identities`).
    var hasIdentities: Bool {
        switch storage {
        case .one, .list: false
        case .identified, .identifiedList: true
        }
    }

    /// The explicit identity of the only view, when it has one.
    var firstIdentity: AnyHashable? {
        if case .identified(_, let identity) = storage { return identity }
        return nil
    }

    /// The explicit identities of the views by position, when they were listed with them.
    var identities: [AnyHashable?]? {
        if case .identifiedList(_, let identities, _) = storage { return identities }
        return nil
    }

    /// Whether the views are matched with the children by identity (see `init(_:identities:matchesByIdentity:)`).
    var matchesByIdentity: Bool {
        if case .identifiedList(_, _, let matchesByIdentity) = storage { return matchesByIdentity }
        return false
    }

    var startIndex: Int { 0 }

    subscript(position: Int) -> any View {
        switch storage {
        case .one(let view), .identified(let view, _):
            precondition(position == 0, "child view index out of range")
            return view
        case .list(let views), .identifiedList(let views, _, _):
            return views[position]
        }
    }
}
