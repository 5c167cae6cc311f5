import StreamChat
import SwiftUI

/// What an action the user confirmed came to, told in the channel's alert ("Message flagged").
struct ChannelActionNotice: Equatable {
    let title: String
    let message: String
}

extension ChatChannelViewModel {
    /// The alert to show, if any.
    var screenAlert: ScreenAlert? {
        if let confirmation = pendingConfirmation?.confirmation {
            return ScreenAlert(kind: .confirmation, title: confirmation.title, message: confirmation.message,
                               confirmTitle: confirmation.buttonTitle)
        }
        if let errorMessage {
            return .error(errorMessage)
        }
        if let actionNotice {
            return ScreenAlert(kind: .notice, title: actionNotice.title, message: actionNotice.message, confirmTitle: nil)
        }
        return nil
    }

    /// Closes the alert of `kind` (Cancel, OK, Escape). Only that kind: the action a confirmed
    /// question ran may already have set the next alert (its outcome), which stays.
    func dismissAlert(_ kind: ScreenAlert.Kind) {
        switch kind {
        case .confirmation: pendingConfirmation = nil
        case .error: errorMessage = nil
        case .notice: actionNotice = nil
        }
    }
}
