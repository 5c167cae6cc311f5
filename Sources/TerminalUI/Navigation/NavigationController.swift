/// The state of one navigation stack: the pushed views and the registered value destinations.
@MainActor final class NavigationController {
    struct Entry {
        let id: Int
        let view: any View
        /// Called when the entry is popped (resets `navigationDestination(isPresented:)`).
        let onPop: (@MainActor () -> Void)?
    }

    private(set) var pushed: [Entry] = []
    /// Where focus was when each entry was pushed (the link that pushed it, usually): a pop
    /// returns focus there, as UIKit and SwiftUI do, so the arrows go on from the row that was
    /// opened instead of from the screen's first field.
    private var focusBeforePush: [ReturningFocus] = []
    private var nextID = 0
    var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]
    weak var node: ViewNode?

    func push(_ view: any View, onPop: (@MainActor () -> Void)? = nil) {
        nextID += 1
        pushed.append(Entry(id: nextID, view: view, onPop: onPop))
        focusBeforePush.append(ReturningFocus(node?.graph.focusedNode))
        node?.token.invalidate()
    }

    /// Pushes the destination registered for a value's type; returns whether one existed.
    @discardableResult
    func push(value: AnyHashable) -> Bool {
        guard let make = destinations[ObjectIdentifier(type(of: value.base))], let view = make(value) else { return false }
        push(view)
        return true
    }

    /// Pops the top view; returns whether there was one.
    @discardableResult
    func pop() -> Bool {
        guard let entry = pushed.popLast() else { return false }
        if let focus = focusBeforePush.popLast() { node?.graph.focusAfterPop = focus }
        entry.onPop?()
        node?.token.invalidate()
        return true
    }

    /// Pops everything above a depth (0 = root).
    func pop(to depth: Int) {
        while pushed.count > depth { pop() }
    }

    var depth: Int { pushed.count }
}

struct NavigationControllerKey: EnvironmentKey {
    static let defaultValue: NavigationController? = nil
}

struct HidesBackButtonKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The navigation stack enclosing a view.
    var navigationController: NavigationController? {
        get { self[NavigationControllerKey.self] }
        set { self[NavigationControllerKey.self] = newValue }
    }
    /// Set by `navigationBarBackButtonHidden`.
    var hidesBackButton: Bool {
        get { self[HidesBackButtonKey.self] }
        set { self[HidesBackButtonKey.self] = newValue }
    }
}
