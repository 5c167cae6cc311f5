import Foundation

extension ChatChannelController {
    /// Reports a keystroke: sends typing-start when the user was not typing, and typing-stop
    /// after `ChatClientConfig.typingStopDelay` seconds without another keystroke.
    @MainActor public func sendKeystrokeEvent(parentMessageId: MessageId? = nil, completion: (@MainActor (Error?) -> Void)? = nil) {
        ownTypingGeneration += 1
        let generation = ownTypingGeneration
        let clock = client.config.typingClock
        clock.schedule(clock.now().addingTimeInterval(client.config.typingStopDelay)) { [weak self] in
            guard let self, self.ownTypingGeneration == generation else { return }
            self.sendStopTypingEvent()
        }
        if ownTypingStartedAt == nil {
            sendStartTypingEvent(parentMessageId: parentMessageId, completion: completion)
        } else {
            completion?(nil)
        }
    }

    /// Tells the channel the current user started typing.
    @MainActor public func sendStartTypingEvent(parentMessageId: MessageId? = nil, completion: (@MainActor (Error?) -> Void)? = nil) {
        guard let cid else { completion?(ClientError.ChannelNotFound("The controller has no channel id.")); return }
        ownTypingStartedAt = client.config.typingClock.now()
        client.perform(.typing(cid: cid, isTyping: true)) { completion?($0.error) }
    }

    /// Tells the channel the current user stopped typing (nothing is sent when they were not typing).
    @MainActor public func sendStopTypingEvent(parentMessageId: MessageId? = nil, completion: (@MainActor (Error?) -> Void)? = nil) {
        guard let cid, ownTypingStartedAt != nil else { completion?(nil); return }
        ownTypingStartedAt = nil
        ownTypingGeneration += 1
        client.perform(.typing(cid: cid, isTyping: false)) { completion?($0.error) }
    }
}
