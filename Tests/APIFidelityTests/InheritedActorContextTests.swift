@testable import APIFidelity
import Testing

@Suite struct InheritedActorContextTests {
    /// Our source, as written: the attribute is on the closure parameter of one overload.
    private let source = """
        extension View {
            /// Docs.
            nonisolated public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
                modifier(TaskModifier(action: action))
            }
            nonisolated public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
                self
            }
        }
        """

    /// The synthesized interface of the built module, which leaves the attribute out.
    private let interface = """
        extension View {
            nonisolated public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View
            nonisolated public func task<T>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View where T : Equatable
        }
        """

    @Test func theAttributeWrittenInTheSourceIsPutBackOnTheSameParameter() {
        let entries = InheritedActorContext.entries(inSource: source)
        #expect(entries.map(\.key) == ["func View.task(priority:_:)"])
        #expect(entries.first?.parameters == [1])
        let marked = InheritedActorContext.apply(entries, to: InterfaceParser.declarations(in: interface))
        let signatures = Dictionary(marked.map { ($0.key, $0.signature) }, uniquingKeysWith: { first, _ in first })
        #expect(signatures["func View.task(priority:_:)"]?.contains("_: @_inheritActorContext @escaping @Sendable () async -> ()") == true)
        // The overload whose source lacks the attribute stays as printed.
        #expect(signatures["func View.task(id:priority:_:)"]?.contains("@_inheritActorContext") == false)
    }

    @Test func aSourceWithoutTheAttributeMarksNothing() {
        let plain = source.replacingOccurrences(of: "@_inheritActorContext ", with: "")
        #expect(InheritedActorContext.entries(inSource: plain).isEmpty)
    }

    @Test func overloadsWithTheSameKeyArePickedByTheirParameters() {
        let source = """
            extension Binding {
                public init(@_inheritActorContext get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> Void) {}
                public init(get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value, Transaction) -> Void) {}
            }
            """
        let interface = """
            extension Binding {
              public init(get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> Swift.Void)
              public init(get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value, Transaction) -> Swift.Void)
            }
            """
        let marked = InheritedActorContext.apply(InheritedActorContext.entries(inSource: source), to: InterfaceParser.declarations(in: interface))
        #expect(marked.filter { $0.signature.contains("@_inheritActorContext") }.map(\.signature)
                == ["public init(get: @_inheritActorContext @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> ())"])
    }
}
