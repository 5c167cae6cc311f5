/// A type that collects multiple instances of a content type into a single unit.
nonisolated public struct Group<Content> {
    let content: Content
}

extension Group: View where Content: View {
    public typealias Body = Never
    /// Creates a group of views.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}
