import StreamChat
import StreamChatSwiftUI
import SwiftUI

/// The demo's `/ban @user [minutes]`: like the SDK's `BanCommandHandler` (an app-wide ban of the
/// picked user), with an optional timeout typed after the mention. Nothing: banned for good;
/// a whole number of minutes from 1 to 525,600 (a year): the ban lifts itself then (the server
/// ends it on its clock and tells every client). Anything else is refused with a message and
/// bans nobody.
final class TimedBanCommandHandler: TwoStepMentionCommand {
    @Injected(\.images) private var images

    init(channelController: ChatChannelController, commandSymbol: String, id: String = "/ban") {
        super.init(channelController: channelController, commandSymbol: commandSymbol, id: id)
        displayInfo = CommandDisplayInfo(
            displayName: "Ban",
            icon: images.commandBan,
            format: "/ban [@username] [minutes]",
            isInstant: true,
            placeholder: "Minutes (empty: for good)",
            description: "Ban a user, for good or for some minutes"
        )
    }

    /// The minutes are typed after the user's mention.
    override var acceptsTextAfterUser: Bool { true }

    override func executeOnMessageSent(
        composerCommand: ComposerCommand,
        completion: @escaping @MainActor (Error?) -> Void
    ) {
        guard let user = selectedUser else {
            completion(TimedBanError.noUser)
            return
        }
        let typed = textAfterMention(of: user, in: composerCommand.typingSuggestion.text)
        guard let duration = BanDuration(typed) else {
            completion(TimedBanError.invalidMinutes(typed))
            return
        }
        channelController.client.userController(userId: user.id).ban(for: duration.minutes) { [weak self] error in
            if error == nil { self?.selectedUser = nil }
            completion(error)
        }
    }

    /// "Mike Morris was banned for 10 minutes" for the minutes `command` was run with;
    /// "Mike Morris was banned" for good.
    override func successMessage(for user: ChatUser, running command: ComposerCommand) -> String? {
        guard let minutes = BanDuration(textAfterMention(of: user, in: command.typingSuggestion.text))?.minutes else {
            return successMessage(for: user)
        }
        return "\(user.mentionText) was banned for \(minutes) minute\(minutes == 1 ? "" : "s")"
    }
}

/// How long `/ban` bans: the text after the mention, empty (nil minutes: for good) or a whole
/// number of minutes from 1 to a year.
struct BanDuration: Equatable {
    static let maximumMinutes = 365 * 24 * 60
    let minutes: Int?

    /// - Parameter typed: the text after the mention, trimmed where it was taken from the
    ///   command (`textAfterMention(of:in:)`); white space left in it is refused.
    init?(_ typed: String) {
        if typed.isEmpty {
            minutes = nil
            return
        }
        guard typed.count <= 6, typed.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(typed),
              (1...Self.maximumMinutes).contains(value) else { return nil }
        minutes = value
    }
}

/// Why `/ban` did not run.
enum TimedBanError: Error, CustomStringConvertible {
    case noUser
    case invalidMinutes(String)

    var description: String {
        switch self {
        case .noUser: "Pick who to ban: /ban @name [minutes]"
        case let .invalidMinutes(text): "\"\(text)\" is not a number of minutes from 1 to \(BanDuration.maximumMinutes); leave it empty to ban for good"
        }
    }
}
