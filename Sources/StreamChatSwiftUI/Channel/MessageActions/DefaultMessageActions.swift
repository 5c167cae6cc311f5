import Foundation
import StreamChat

/// The SDK's message actions: reply, edit and delete (own messages), copy, pin or unpin, flag
/// and mute the author (others' messages), and a reaction per configured type (the
/// user's own marked with a check mark: choosing one again removes it). Delete and flag ask first. A message the server did not publish (failed or bounced) offers only
/// Resend (Send Anyway for a bounced one, when its moderation allows it), Edit and Delete, as
/// Stream's SDK does. A muted author's message (shown as a placeholder) offers only Unmute User.
@MainActor
enum DefaultMessageActions {
    static func make(for options: SupportedMessageActionsOptions, chatClient: ChatClient) -> [MessageAction] {
        let message = options.message
        let controller = options.channelController
        let isOwn = message.author.id == chatClient.currentUserId
        let report: @MainActor (Error?) -> Void = { error in if let error { options.onError(error) } }
        var actions: [MessageAction] = []
        guard message.type != .ephemeral, message.type != .system, !message.isDeleted else { return actions }
        if message.isBounced || message.isFailed {
            return unpublishedActions(for: message, options: options, report: report)
        }
        // A muted author's message shows as a placeholder: nothing of it to react to, reply to,
        // copy or pin; the one thing to do is unmute its author.
        if options.isAuthorMuted, !isOwn {
            return [unmuteAction(for: message, controller: controller, chatClient: chatClient, report: report)]
        }

        let reactions = InjectedValues[\.utils].messageListConfig.reactions
        for reaction in reactions {
            let type = MessageReactionType(rawValue: reaction.type)
            let isOwnReaction = message.currentUserReactions.contains { $0.type == type }
            // The user's own reactions are marked ✓: choosing one again removes it.
            let icon = isOwnReaction ? "checkmark" : "face.smiling"
            actions.append(MessageAction(id: "react.\(reaction.type)", title: reaction.emoji, iconName: icon) {
                if isOwnReaction {
                    controller.deleteReaction(type, from: message.id, completion: report)
                } else {
                    controller.addReaction(type, to: message.id, completion: report)
                }
            })
        }
        actions.append(MessageAction(id: "reply", title: L10n.MessageActions.reply, iconName: "arrowshape.turn.up.left") {
            options.onReply(message)
        })
        if !message.text.isEmpty {
            actions.append(MessageAction(id: "copy", title: L10n.MessageActions.copy, iconName: "doc.on.doc") {
                do throws(ClipboardCopyError) {
                    try Clipboard.copy(message.text)
                    // As Stream's copy action: the channel tells the user it worked ("Message copied").
                    options.onFinish(MessageActionInfo(message: message, identifier: "copy"))
                } catch {
                    // Nothing reached the clipboard: the user is told why, not that it was copied.
                    options.onError(error)
                }
            })
        }
        if message.isPinned {
            actions.append(MessageAction(id: "unpin", title: L10n.MessageActions.unpin, iconName: "pin.slash") {
                controller.unpinMessage(message.id, completion: report)
            })
        } else {
            actions.append(MessageAction(id: "pin", title: L10n.MessageActions.pin, iconName: "pin") {
                controller.pinMessage(message.id, completion: report)
            })
        }
        if isOwn {
            actions.append(editAction(for: message, options: options))
            actions.append(deleteAction(for: message, options: options, report: report))
        } else {
            let userController = chatClient.userController(userId: message.author.id)
            actions.append(message.isFlaggedByCurrentUser ? flaggedAction(for: message, options: options) : flagAction(for: message, options: options))
            actions.append(MessageAction(id: "mute", title: L10n.MessageActions.muteUser, iconName: "speaker.slash") {
                // The same "… was muted" line as `/mute` posts (only this user sees it).
                userController.mute { error in
                    report(error)
                    if error == nil { controller.addLocalSystemMessage(text: CommandOutcomeText.success(commandId: "mute", displayName: nil, user: message.author)) }
                }
            })
        }
        return actions
    }

    private static func unmuteAction(
        for message: ChatMessage, controller: ChatChannelController, chatClient: ChatClient,
        report: @escaping @MainActor (Error?) -> Void
    ) -> MessageAction {
        MessageAction(id: "unmute", title: L10n.MessageActions.unmuteUser, iconName: "speaker.wave.1") {
            // The same "… was unmuted" line as `/unmute` posts (only this user sees it).
            chatClient.userController(userId: message.author.id).unmute { error in
                report(error)
                if error == nil { controller.addLocalSystemMessage(text: CommandOutcomeText.success(commandId: "unmute", displayName: nil, user: message.author)) }
            }
        }
    }

    /// Resend (or Send Anyway when moderation allows it), Edit and Delete.
    private static func unpublishedActions(
        for message: ChatMessage, options: SupportedMessageActionsOptions, report: @escaping @MainActor (Error?) -> Void
    ) -> [MessageAction] {
        var actions: [MessageAction] = []
        let canResend = !message.isBounced || message.moderationDetails?.allowsSendingAnyway == true
        if canResend {
            let title = message.isBounced ? L10n.MessageList.Bounced.sendAnyway : L10n.MessageList.resend
            actions.append(MessageAction(id: "resend", title: title, iconName: "arrow.clockwise") {
                options.channelController.resendMessage(message.id, completion: report)
            })
        }
        actions.append(editAction(for: message, options: options))
        actions.append(deleteAction(for: message, options: options, report: report))
        return actions
    }

    private static func editAction(for message: ChatMessage, options: SupportedMessageActionsOptions) -> MessageAction {
        MessageAction(id: "edit", title: L10n.MessageActions.edit, iconName: "pencil") {
            options.onEdit(message)
        }
    }

    /// Flag, after the user confirmed it (the button that flags is not the one focused first);
    /// the outcome goes to `onFinish` or `onError`, which the channel shows.
    private static func flagAction(for message: ChatMessage, options: SupportedMessageActionsOptions) -> MessageAction {
        MessageAction(
            id: "flag",
            title: L10n.MessageActions.flag,
            iconName: "flag",
            confirmation: MessageActionConfirmation(
                title: L10n.MessageActions.flagConfirmationTitle,
                message: L10n.MessageActions.flagConfirmationMessage,
                buttonTitle: L10n.MessageActions.flagConfirmationButton
            )
        ) {
            options.channelController.flagMessage(message.id) { error in
                if let error {
                    options.onError(error)
                } else {
                    options.onFinish(MessageActionInfo(message: message, identifier: "flag"))
                }
            }
        }
    }

    /// In place of Flag on a message the user already flagged: says so, and chosen tells that a
    /// moderator has a copy (through `onFinish`, identifier "flagged") without asking the
    /// server again.
    private static func flaggedAction(for message: ChatMessage, options: SupportedMessageActionsOptions) -> MessageAction {
        MessageAction(id: "flag", title: L10n.MessageActions.flagged, iconName: "flag") {
            options.onFinish(MessageActionInfo(message: message, identifier: "flagged"))
        }
    }

    private static func deleteAction(
        for message: ChatMessage, options: SupportedMessageActionsOptions, report: @escaping @MainActor (Error?) -> Void
    ) -> MessageAction {
        MessageAction(
            id: "delete",
            title: L10n.MessageActions.delete,
            iconName: "trash",
            isDestructive: true,
            confirmation: MessageActionConfirmation(
                title: L10n.MessageActions.deleteConfirmationTitle,
                message: L10n.MessageActions.deleteConfirmationMessage,
                buttonTitle: L10n.MessageActions.delete
            )
        ) {
            options.channelController.deleteMessage(message.id, completion: report)
        }
    }
}
