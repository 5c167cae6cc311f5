/// A container for grouping views, with an optional header and footer: the header in bold,
/// the content, the footer dim, then a blank row. In a `List` or `Form` a section is one row.
nonisolated public struct Section<Parent, Content, Footer> {
    let header: Parent
    let content: Content
    let footer: Footer
}

extension Section: View where Parent: View, Content: View, Footer: View {
    /// A section is a primitive view, as Apple declares it: it has no public `body`.
    public typealias Body = Never

    /// Creates a section with a header, footer, and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), content: content(), footer: footer())
    }

    /// Creates a section with the provided section content (deprecated by Apple in favour of
    /// `init(content:header:footer:)`).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: footer)
    }
}

extension Section: PrimitiveView where Parent: View, Content: View, Footer: View {
    @MainActor func makeBehavior(existing: NodeBehavior, node: ViewNode) -> NodeBehavior { PassthroughBehavior.reusing(existing) }
    /// The header, content and footer, stacked.
    @MainActor func childViews(node: ViewNode) -> ChildViews {
        ChildViews(VStack(alignment: .leading, spacing: 0) {
            header.bold()
            content
            footer.foregroundStyle(.secondary)
        }
        .padding(.bottom, 1))
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// Creates a section with a footer and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer())
    }

    /// Creates a section with a footer and the provided section content (deprecated by Apple).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: footer)
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// Creates a section with a header and the provided section content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView())
    }

    /// Creates a section with a header and the provided section content (deprecated by Apple).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: EmptyView())
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// Creates a section with the provided section content.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView())
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// Creates a section with the provided section content, and a header generated from a
    /// localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView())
    }

    /// Creates a section with the provided section content, and a header generated from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }
}

/// A container for grouping controls used for data entry, such as in settings: a `List` of
/// its content (sections and controls are its rows, scrolling as a list does).
nonisolated public struct Form<Content: View>: View {
    let content: Content

    /// Creates a form with the provided content.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// The content in a list.
    @MainActor @preconcurrency public var body: some View { List { content } }
}
