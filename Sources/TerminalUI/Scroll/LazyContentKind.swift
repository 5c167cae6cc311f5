/// What a view of some type is to a lazy container: what it contributes to a lazy stack's rows
/// (a `ForEach`'s rows, the content of an optional, a tuple or a group, nothing, one row), and,
/// as a scroll view's content, whether it is a lazy stack or a `ForEach`'s rows, or a
/// conditional or an optional whose shown branch may be.
///
/// Worked out once per type: a cast to a protocol costs a conformance lookup (about a thousand
/// instructions), and a list's update cast its content to `LazyStackContent`, then each of its
/// views to several protocols (a `ForEach` failed two before the one that matched, and was cast
/// again to be read). The types kept here turn a value into what it holds by a cast to the type
/// itself, which the run time does by comparing types.
@MainActor enum LazyContentKind {
    case tuple, empty
    /// An optional, of this type (which gives the view it wraps).
    case optional(any OptionalContent.Type)
    /// A `Group`, of this type (which gives its content).
    case group(any GroupContent.Type)
    /// One row (a lazy stack inside a lazy stack's content is one row too).
    case single
    /// An `if`/`else` or `switch` (`_ConditionalContent`) of this type: one row of a lazy stack;
    /// as a scroll view's content, lazy while the branch it shows is (`ShownBranch`).
    case conditional(any ShownBranch.Type)
    /// A `ForEach`, of this type (which turns the view into a row source without looking its
    /// conformance up).
    case dynamic(any DynamicRowSource.Type)
    /// A `LazyVStack`, of this type (which gives the stack's content and spacing).
    case lazyStack(any LazyStackContent.Type)

    private static var kinds: [ObjectIdentifier: LazyContentKind] = [:]

    /// The kind of views of `type`.
    static func of(_ type: Any.Type) -> LazyContentKind {
        let key = ObjectIdentifier(type)
        if let known = kinds[key] { return known }
        let kind: LazyContentKind
        if let optional = type as? any OptionalContent.Type {
            kind = .optional(optional)
        } else if type is any TupleViewChildren.Type {
            kind = .tuple
        } else if let group = type as? any GroupContent.Type {
            kind = .group(group)
        } else if let conditional = type as? any ShownBranch.Type {
            kind = .conditional(conditional)
        } else if let dynamic = type as? any DynamicRowSource.Type {
            kind = .dynamic(dynamic)
        } else if let stack = type as? any LazyStackContent.Type {
            kind = .lazyStack(stack)
        } else if type == EmptyView.self {
            kind = .empty
        } else {
            kind = .single
        }
        kinds[key] = kind
        return kind
    }
}

/// The branch an `if`/`else` or `switch` shows, and whether it is the first (`true`) branch.
protocol ShownBranch {
    var shownBranch: (view: any View, isFirst: Bool) { get }
    /// The branch `view`, a value of this type, shows (a cast to the type itself).
    static func shownBranch(of view: any View) -> (view: any View, isFirst: Bool)
}

extension ShownBranch {
    static func shownBranch(of view: any View) -> (view: any View, isFirst: Bool) { (view as! Self).shownBranch }
}

extension _ConditionalContent: ShownBranch where TrueContent: View, FalseContent: View {
    var shownBranch: (view: any View, isFirst: Bool) {
        switch storage {
        case .trueContent(let view): (view, true)
        case .falseContent(let view): (view, false)
        }
    }
}
