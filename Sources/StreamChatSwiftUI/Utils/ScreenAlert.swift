import SwiftUI

/// The one alert a screen shows (the channel, the channel list): a question before an action,
/// why an action failed, or what one came to.
struct ScreenAlert: Equatable {
    enum Kind { case confirmation, error, notice }

    let kind: Kind
    let title: String
    let message: String
    /// The button that confirms a question (the one focused first is Cancel); nil for the
    /// other kinds, which one button closes.
    let confirmTitle: String?

    /// An error in its own words under "Something went wrong.".
    static func error(_ message: String) -> ScreenAlert {
        ScreenAlert(kind: .error, title: L10n.Alert.Error.title, message: message, confirmTitle: nil)
    }
}

/// Shows a screen's alert: a question with its confirming button and Cancel (focused first),
/// or a message with OK. Dismissing it (a button, Escape) closes the alert that was shown, and
/// only that one: what its action set meanwhile (the outcome of a confirmed question) stays.
struct ScreenAlertModifier: ViewModifier {
    /// The alert shown now, if any.
    let alert: ScreenAlert?
    /// The screen's alert as it is when the engine asks (whether it is still shown).
    let current: @MainActor () -> ScreenAlert?
    /// Runs the confirmed question's action (nil on a screen whose alerts ask nothing).
    var confirm: (@MainActor () -> Void)?
    /// Closes the alert of a kind.
    let dismiss: @MainActor (ScreenAlert.Kind) -> Void

    init(alert: ScreenAlert?, current: @escaping @MainActor () -> ScreenAlert?, confirm: (@MainActor () -> Void)? = nil,
         dismiss: @escaping @MainActor (ScreenAlert.Kind) -> Void) {
        self.alert = alert
        self.current = current
        self.confirm = confirm
        self.dismiss = dismiss
    }

    func body(content: Content) -> some View {
        let current = self.current, confirm = self.confirm, dismiss = self.dismiss
        let shown = alert?.kind
        content.alert(
            alert?.title ?? "",
            isPresented: Binding(get: { current() != nil }, set: { isShown in
                if !isShown, let shown { dismiss(shown) }
            })
        ) {
            // The engine builds an alert's buttons with every evaluation of the screen: the
            // titles are looked up only while there is an alert.
            if let confirmTitle = alert?.confirmTitle, let confirm {
                Button(confirmTitle, role: .destructive) { confirm() }
                Button(L10n.MessageActions.cancel, role: .cancel) { dismiss(.confirmation) }
            } else if let shown {
                Button(L10n.Alert.Actions.ok, role: .cancel) { dismiss(shown) }
            }
        } message: {
            Text(alert?.message ?? "")
        }
    }
}
