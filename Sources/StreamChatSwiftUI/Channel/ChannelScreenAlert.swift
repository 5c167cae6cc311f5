import StreamChat
import SwiftUI

/// What an action the user confirmed came to, told in the channel's alert ("Message flagged").
struct ChannelActionNotice: Equatable {
    let title: String
    let message: String
}

/// The one alert the channel screen shows: the question before a message action, else why an
/// action failed, else what one came to.
struct ChannelScreenAlert: Equatable {
    enum Kind { case confirmation, error, notice }

    let kind: Kind
    let title: String
    let message: String
    /// The button that confirms a question (the one focused first is Cancel); nil for the
    /// other kinds, which one button closes.
    let confirmTitle: String?
}

extension ChatChannelViewModel {
    /// The alert to show, if any.
    var screenAlert: ChannelScreenAlert? {
        if let confirmation = pendingConfirmation?.confirmation {
            return ChannelScreenAlert(kind: .confirmation, title: confirmation.title, message: confirmation.message,
                                      confirmTitle: confirmation.buttonTitle)
        }
        if let errorMessage {
            return ChannelScreenAlert(kind: .error, title: L10n.Alert.Error.title, message: errorMessage, confirmTitle: nil)
        }
        if let actionNotice {
            return ChannelScreenAlert(kind: .notice, title: actionNotice.title, message: actionNotice.message, confirmTitle: nil)
        }
        return nil
    }

    /// Closes the alert of `kind` (Cancel, OK, Escape). Only that kind: the action a confirmed
    /// question ran may already have set the next alert (its outcome), which stays.
    func dismissAlert(_ kind: ChannelScreenAlert.Kind) {
        switch kind {
        case .confirmation: pendingConfirmation = nil
        case .error: errorMessage = nil
        case .notice: actionNotice = nil
        }
    }
}

/// Shows the channel's alert: a question with its confirming button and Cancel (focused first),
/// or a message with OK. Dismissing it (a button, Escape) closes the alert that was shown.
struct ChannelScreenAlertModifier: ViewModifier {
    let viewModel: ChatChannelViewModel
    let alert: ChannelScreenAlert?

    func body(content: Content) -> some View {
        let viewModel = self.viewModel
        let shown = alert?.kind
        content.alert(
            alert?.title ?? "",
            isPresented: Binding(get: { viewModel.screenAlert != nil }, set: { isShown in
                if !isShown, let shown { viewModel.dismissAlert(shown) }
            })
        ) {
            // The engine builds an alert's buttons with every evaluation of the screen: the
            // titles are looked up only while there is an alert.
            if let confirmTitle = alert?.confirmTitle {
                Button(confirmTitle, role: .destructive) { viewModel.confirmPendingAction() }
                Button(L10n.MessageActions.cancel, role: .cancel) { viewModel.dismissAlert(.confirmation) }
            } else if let shown {
                Button(L10n.Alert.Actions.ok, role: .cancel) { viewModel.dismissAlert(shown) }
            }
        } message: {
            Text(alert?.message ?? "")
        }
    }
}
