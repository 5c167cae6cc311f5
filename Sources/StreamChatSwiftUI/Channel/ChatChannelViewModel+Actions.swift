import Foundation
import StreamChat

extension ChatChannelViewModel {
    /// The actions of message rows, wired to this channel (one instance per factory, so rows
    /// keep receiving the same object).
    func messageItemActions<Factory: ViewFactory>(factory: Factory) -> MessageItemActions {
        if let cached = cachedItemActions, cached.factory === factory { return cached.actions }
        let actions = makeMessageItemActions(factory: factory)
        cachedItemActions = (factory, actions)
        return actions
    }

    /// What the rows of the list share, kept while it is the same (the factory, the channel,
    /// the current user and the actions), so that rows built in the next update of the list
    /// compare theirs by identity.
    func messageListRowContext<Factory: ViewFactory>(factory: Factory, channel: ChatChannel) -> MessageListRowContext<Factory> {
        let actions = messageItemActions(factory: factory)
        let currentUserId = self.currentUserId
        if let cached = cachedRowContext as? MessageListRowContext<Factory>, cached.factory === factory,
           cached.actions === actions, cached.currentUserId == currentUserId, cached.channel == channel {
            return cached
        }
        let context = MessageListRowContext(factory: factory, channel: channel, currentUserId: currentUserId, actions: actions, viewModel: self)
        cachedRowContext = context
        return context
    }

    /// The factory is held strongly (as `cachedItemActions` holds it anyway): a weak reference
    /// would give it a side table, which slows every retain and release of it in every row.
    private func makeMessageItemActions<Factory: ViewFactory>(factory: Factory) -> MessageItemActions {
        MessageItemActions(
            resend: { [weak self] message in self?.resend(message) },
            giphyAction: { [weak self] message, action in self?.perform(action, on: message) },
            toggleReaction: { [weak self] message, type in self?.toggleReaction(type, on: message) },
            bouncedAction: { [weak self] message, action in self?.perform(action, onBounced: message) },
            messageActions: { [weak self] message in
                guard let self else { return [] }
                return self.contextMenuActions(for: message, factory: factory)
            }
        )
    }

    /// The factory's actions for `message`; those that need confirmation first ask for it.
    /// An ephemeral giphy preview offers its own buttons (Send, Shuffle, Cancel) first, so that
    /// Return on the focused preview opens a menu that can post it (its menu was empty, and
    /// Return did nothing).
    func contextMenuActions<Factory: ViewFactory>(for message: ChatMessage, factory: Factory) -> [MessageAction] {
        giphyPreviewActions(for: message) + factoryActions(for: message, factory: factory)
    }

    /// The buttons of an ephemeral giphy preview (``GiphyAction``, `isGiphyPreview`); none for
    /// another message.
    private func giphyPreviewActions(for message: ChatMessage) -> [MessageAction] {
        guard message.isGiphyPreview else { return [] }
        return GiphyAction.allCases.map { action in
            MessageAction(id: action.menuId, title: action.title, iconName: action.iconName) { [weak self] in self?.perform(action, on: message) }
        }
    }

    private func factoryActions<Factory: ViewFactory>(for message: ChatMessage, factory: Factory) -> [MessageAction] {
        let options = SupportedMessageActionsOptions(
            message: message,
            channelController: channelController,
            isAuthorMuted: mutedUserIds.contains(message.author.id),
            onReply: { [weak self] message in self?.quotedMessage = message },
            onEdit: { [weak self] message in self?.editedMessage = message },
            onFinish: { [weak self] info in self?.actionFinished(info) },
            onError: { [weak self] error in self?.errorMessage = error.userFacingDescription }
        )
        return factory.supportedMessageActions(options: options).map { action in
            guard action.confirmation != nil else { return action }
            return MessageAction(
                id: action.id,
                title: action.title,
                iconName: action.iconName,
                isDestructive: action.isDestructive,
                confirmation: action.confirmation,
                action: { [weak self] in self?.pendingConfirmation = action }
            )
        }
    }

    /// Runs the action the user confirmed.
    public func confirmPendingAction() {
        let action = pendingConfirmation
        pendingConfirmation = nil
        action?.action()
    }

    /// Tells the user what a finished action came to, when that is not on screen already: a
    /// flag (or the action of a message already flagged) changes nothing they can see, nor does
    /// a copy (a notice above the composer says it, and goes by itself).
    func actionFinished(_ info: MessageActionInfo) {
        switch info.identifier {
        case "copy": showTransientNotice(L10n.MessageActions.copied)
        case "flag": actionNotice = ChannelActionNotice(title: L10n.MessageActions.flagDoneTitle, message: L10n.MessageActions.flagDoneMessage)
        case "flagged": actionNotice = ChannelActionNotice(title: L10n.MessageActions.flagDoneTitle, message: L10n.MessageActions.flaggedMessage)
        default: break
        }
    }

    private func report(_ error: Error?) {
        if let error { errorMessage = error.userFacingDescription }
    }

    /// Sends a failed message again.
    public func resend(_ message: ChatMessage) {
        channelController.resendMessage(message.id) { [weak self] error in self?.report(error) }
    }

    /// Performs an action of an ephemeral giphy preview.
    public func perform(_ action: GiphyAction, on message: ChatMessage) {
        let completion: @MainActor (Error?) -> Void = { [weak self] error in self?.report(error) }
        switch action {
        case .send: channelController.sendGiphy(messageId: message.id, completion: completion)
        case .shuffle: channelController.shuffleGiphy(messageId: message.id, completion: completion)
        case .cancel: channelController.cancelGiphy(messageId: message.id, completion: completion)
        }
    }

    /// Adds the current user's reaction of `type`, or removes it when present.
    public func toggleReaction(_ type: String, on message: ChatMessage) {
        let reactionType = MessageReactionType(rawValue: type)
        let completion: @MainActor (Error?) -> Void = { [weak self] error in self?.report(error) }
        if message.currentUserReactions.contains(where: { $0.type == reactionType }) {
            channelController.deleteReaction(reactionType, from: message.id, completion: completion)
        } else {
            channelController.addReaction(reactionType, to: message.id, completion: completion)
        }
    }

    /// Performs an action on a message moderation bounced.
    public func perform(_ action: BouncedMessageAction, onBounced message: ChatMessage) {
        switch action {
        case .sendAnyway: resend(message)
        case .edit: editedMessage = message
        case .delete:
            channelController.deleteMessage(message.id) { [weak self] error in self?.report(error) }
        }
    }
}
