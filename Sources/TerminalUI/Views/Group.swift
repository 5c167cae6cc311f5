/// A type that collects multiple instances of a content type into a single unit.
nonisolated public struct Group<Content> {
    /// A group has no body: the engine draws its content directly.
    public typealias Body = Never
    let content: Content
}

extension Group: View where Content: View {
    /// Creates a group of views.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}
