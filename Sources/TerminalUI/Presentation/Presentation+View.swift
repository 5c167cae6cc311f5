import Foundation


extension View {
    /// Presents a sheet when a binding to a Boolean value that you provide is true.
    nonisolated public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                                 @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(_PresentationModifier(kind: .sheet, isPresented: isPresented, title: nil, content: content(), onDismiss: onDismiss))
    }

    /// Presents a sheet using the given item as a data source for the sheet's content.
    nonisolated public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                     @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let presented = ErasedAccess<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } }).binding
        let view: AnyView = item.wrappedValue.map { AnyView(content($0)) } ?? AnyView(EmptyView())
        return modifier(_PresentationModifier(kind: .sheet, isPresented: presented, title: nil, content: view, onDismiss: onDismiss))
    }

    /// Presents a full-screen cover (a sheet in a terminal).
    nonisolated public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                                           @ViewBuilder content: @escaping () -> Content) -> some View {
        sheet(isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents an alert when a given condition is true, using a localized string key for the title.
    nonisolated public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        modifier(_PresentationModifier(kind: .alert, isPresented: isPresented, title: Text(titleKey), content: actions(), onDismiss: nil))
    }

    /// Presents an alert when a given condition is true, using a string for the title.
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        modifier(_PresentationModifier(kind: .alert, isPresented: isPresented, title: Text(title), content: actions(), onDismiss: nil))
    }

    /// Presents an alert when a given condition is true, using a text view for the title.
    nonisolated public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        modifier(_PresentationModifier(kind: .alert, isPresented: isPresented, title: title, content: actions(), onDismiss: nil))
    }

    /// Presents an alert with a message when a given condition is true.
    nonisolated public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert with a message when a given condition is true.
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                       @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert with a message when a given condition is true, using a text view for the title.
    nonisolated public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                                    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let body = VStack(spacing: 1) { message(); ActionButtons(spacing: 2, content: actions()) }
        return modifier(_PresentationModifier(kind: .dialog, isPresented: isPresented, title: title, content: body, onDismiss: nil))
    }

    /// Presents a confirmation dialog when a given condition is true.
    nonisolated public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// Presents a confirmation dialog when a given condition is true.
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                                           titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// Presents a confirmation dialog when a given condition is true, using a text view for the title.
    nonisolated public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        modifier(_PresentationModifier(kind: .dialog, isPresented: isPresented, title: titleVisibility == .hidden ? nil : title,
                                       content: actions(), onDismiss: nil))
    }

    /// Presents a confirmation dialog with a message when a given condition is true.
    nonisolated public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                                 titleVisibility: Visibility = .automatic,
                                                                 @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        messageDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    /// Presents a confirmation dialog with a message when a given condition is true.
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                                    titleVisibility: Visibility = .automatic,
                                                                                    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        messageDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    /// A confirmation dialog with a message, whatever the form of its title.
    nonisolated func messageDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility,
                                                          @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        let body = VStack(alignment: .leading, spacing: 0) { message(); actions() }
        return modifier(_PresentationModifier(kind: .dialog, isPresented: isPresented, title: titleVisibility == .hidden ? nil : title,
                                              content: body, onDismiss: nil))
    }

    /// Adds a context menu to a view; Shift-F10, the Menu key or Alt-Enter open it while the view
    /// (or something inside it) has focus, and Enter when the focused view does not take it.
    @inlinable nonisolated public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(_PresentationModifier(contextMenu: menuItems()))
    }
}
