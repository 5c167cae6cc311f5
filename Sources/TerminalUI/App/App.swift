/// A type that represents the structure and behavior of an app. On Linux, `main()` (provided
/// by the terminal runtime) runs the first `WindowGroup` full screen.
@MainActor @preconcurrency public protocol App {
    /// The type of scene representing the content of the app.
    associatedtype Body: Scene
    /// The content and behavior of the app.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    /// Creates an instance of the app using the body that you define for its content.
    @MainActor @preconcurrency init()
}

/// A part of an app's user interface with a life cycle managed by the system.
@MainActor @preconcurrency public protocol Scene {
    /// The type of scene that represents the body of this scene.
    associatedtype Body: Scene
    /// The content and behavior of the scene.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
    /// Built-in scenes have no body.
    public var body: Never { fatalError("\(Self.self) is a primitive scene and has no body") }
}

/// A result builder for composing a collection of scenes into a single composite scene.
@resultBuilder public struct SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    @_disfavoredOverload
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> some Scene {
        var children: [any Scene] = []
        for child in repeat each content { children.append(child) }
        return TupleScene(value: (repeat each content), children: children)
    }
}

/// Several scenes combined by `SceneBuilder` (internal, as in SwiftUI).
nonisolated struct TupleScene<T>: Scene {
    typealias Body = Never
    let value: T
    let children: [any Scene]
}

/// A scene that presents a group of identically structured windows: on a terminal, its
/// content fills the screen.
nonisolated public struct WindowGroup<Content: View>: Scene {
    let content: Content
    /// The content and behavior of the scene: the window the terminal runtime shows.
    @MainActor @preconcurrency public var body: some Scene { WindowScene(content: content) }
    /// Creates a window group.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// Creates a window group with a title (not shown in a terminal).
    @_disfavoredOverload
    public init(_ title: Text, @ViewBuilder content: () -> Content) { self.content = content() }
    /// Creates a window group with a title (not shown in a terminal).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
    /// Creates a window group with a title (not shown in a terminal).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }
}

/// Finds the content of the first window group of a scene.
@MainActor enum SceneContent {
    static func firstWindowContent(of scene: any Scene) -> (any View)? {
        if let window = scene as? WindowGroupContent { return window.windowContent }
        if let tuple = scene as? TupleSceneChildren {
            for child in tuple.sceneChildren { if let content = firstWindowContent(of: child) { return content } }
            return nil
        }
        return firstWindowContent(of: body(of: scene))
    }

    private static func body<S: Scene>(of scene: S) -> any Scene { scene.body }
}

protocol WindowGroupContent { var windowContent: any View { get } }
protocol TupleSceneChildren { var sceneChildren: [any Scene] { get } }
/// The body of a `WindowGroup`: the window whose content the terminal runtime shows.
nonisolated struct WindowScene<Content: View>: Scene {
    typealias Body = Never
    let content: Content
}
extension WindowScene: WindowGroupContent { var windowContent: any View { content } }
extension TupleScene: TupleSceneChildren { var sceneChildren: [any Scene] { children } }
