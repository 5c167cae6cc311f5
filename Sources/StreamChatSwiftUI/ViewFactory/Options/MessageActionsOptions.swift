import StreamChat

/// An action offered in a message's context menu.
public struct MessageAction: Identifiable {
    /// A stable identifier ("reply", "edit", "delete", "react.like", …).
    public let id: String
    /// The title shown.
    public let title: String
    /// The SF Symbol shown beside the title.
    public let iconName: String
    /// Whether the action destroys something (shown as such).
    public let isDestructive: Bool
    /// When set, the action runs only after the user confirms this question.
    public let confirmation: MessageActionConfirmation?
    /// Performs the action.
    public let action: @MainActor () -> Void

    public init(
        id: String,
        title: String,
        iconName: String,
        isDestructive: Bool = false,
        confirmation: MessageActionConfirmation? = nil,
        action: @escaping @MainActor () -> Void
    ) {
        self.id = id
        self.title = title
        self.iconName = iconName
        self.isDestructive = isDestructive
        self.confirmation = confirmation
        self.action = action
    }
}

/// The question asked before a destructive message action runs.
public struct MessageActionConfirmation: Sendable {
    public let title: String
    public let message: String
    public let buttonTitle: String

    public init(title: String, message: String, buttonTitle: String) {
        self.title = title
        self.message = message
        self.buttonTitle = buttonTitle
    }
}

/// What ``ViewFactory/supportedMessageActions(options:)`` receives.
public final class SupportedMessageActionsOptions {
    /// The message the menu is for.
    public let message: ChatMessage
    /// The controller of the message's channel.
    public let channelController: ChatChannelController
    /// Whether the current user has muted the message's author.
    public let isAuthorMuted: Bool
    /// Starts a reply quoting the message in the composer.
    public let onReply: @MainActor (ChatMessage) -> Void
    /// Puts the message into the composer for editing.
    public let onEdit: @MainActor (ChatMessage) -> Void
    /// Reports an action the server completed (the SDK tells the user about a flag).
    public let onFinish: @MainActor (MessageActionInfo) -> Void
    /// Reports the outcome of an action that failed.
    public let onError: @MainActor (Error) -> Void

    public init(
        message: ChatMessage,
        channelController: ChatChannelController,
        isAuthorMuted: Bool,
        onReply: @escaping @MainActor (ChatMessage) -> Void,
        onEdit: @escaping @MainActor (ChatMessage) -> Void,
        onFinish: @escaping @MainActor (MessageActionInfo) -> Void = { _ in },
        onError: @escaping @MainActor (Error) -> Void
    ) {
        self.message = message
        self.channelController = channelController
        self.isAuthorMuted = isAuthorMuted
        self.onReply = onReply
        self.onEdit = onEdit
        self.onFinish = onFinish
        self.onError = onError
    }
}

/// A message action the server completed: which message, and the action's id ("flag", …).
public struct MessageActionInfo {
    public let message: ChatMessage
    public let identifier: String

    public init(message: ChatMessage, identifier: String) {
        self.message = message
        self.identifier = identifier
    }
}

/// What ``ViewFactory/makeMessageActionsView(options:)`` receives.
public final class MessageActionsViewOptions {
    /// The message the menu is for.
    public let message: ChatMessage
    /// The actions to offer.
    public let actions: [MessageAction]

    public init(message: ChatMessage, actions: [MessageAction]) {
        self.message = message
        self.actions = actions
    }
}
