/// The child views a primitive view or modifier lists for its node (see
/// `PrimitiveView.childViews(node:)`): none, one, or a list.
///
/// Most primitives have exactly one child (a stack's content, a modifier's content, an
/// optional's view), and building a node asks for its children once: one child is kept inline,
/// so listing it allocates no array.
struct ChildViews: RandomAccessCollection {
    private enum Storage {
        case one(any View)
        case list([any View])
    }

    private let storage: Storage

    /// No child.
    static var none: ChildViews { ChildViews([]) }

    /// One child, kept inline.
    init(_ view: any View) { storage = .one(view) }

    /// The children in `views`, in order.
    init(_ views: [any View]) { storage = .list(views) }

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch storage {
        case .one: 1
        case .list(let views): views.count
        }
    }

    subscript(position: Int) -> any View {
        switch storage {
        case .one(let view):
            precondition(position == 0, "child view index out of range")
            return view
        case .list(let views):
            return views[position]
        }
    }
}
