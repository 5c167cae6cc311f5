import StreamChat
import StreamChatSwiftUI
import SwiftUI

extension Images {
    /// The icon of the `/pay` command.
    var commandPay: UIImage { UIImage(systemName: "dollarsign.circle") ?? commandGiphy }
}

/// `/pay @user amount`: a custom two-step command built the way the composer-commands guide
/// describes: step 1 picks `/pay`, step 2 picks the user, then the amount is typed after the
/// mention. Running it posts "💸 sent 10 to @Ana García" to the channel, mentioning the payee
/// (no real money moves: this is a demo).
final class PayCommandHandler: TwoStepMentionCommand {

    @Injected(\.images) private var images

    init(channelController: ChatChannelController, commandSymbol: String, id: String = "/pay") {
        super.init(channelController: channelController, commandSymbol: commandSymbol, id: id)
        let displayInfo = CommandDisplayInfo(
            displayName: "Pay",
            icon: images.commandPay,
            format: "/pay [@username]",
            isInstant: true,
            placeholder: "Enter amount",
            description: "Send a payment to a user"
        )
        self.displayInfo = displayInfo
    }

    /// The amount is typed after the payee's mention.
    override var acceptsTextAfterUser: Bool { true }

    /// No outcome line: the message the command posts says who was paid how much (the
    /// default added "Pay: Ana García" under it).
    override func successMessage(for user: ChatUser) -> String? { nil }

    override func executeOnMessageSent(
        composerCommand: ComposerCommand,
        completion: @escaping @MainActor (Error?) -> Void
    ) {
        guard let payee = selectedUser else {
            completion(PayCommandError.noPayee)
            return
        }
        let mention = "@" + payee.mentionText
        let typed = textAfterMention(of: payee, in: composerCommand.typingSuggestion.text)
        guard let amount = PayAmount(typed) else {
            completion(PayCommandError.invalidAmount(typed))
            return
        }
        channelController.createNewMessage(text: "💸 sent \(amount.text) to \(mention)", mentionedUserIds: [payee.id]) { [weak self] result in
            if case let .failure(error) = result {
                completion(error)
            } else {
                self?.selectedUser = nil
                completion(nil)
            }
        }
    }
}

/// A positive amount of at most two decimals, e.g. `10` or `12.50`.
struct PayAmount: Equatable {
    let text: String

    /// - Parameter typed: the text after the payee's mention, trimmed where it was taken from
    ///   the command (`textAfterMention(of:in:)`); white space left in it is refused.
    init?(_ typed: String) {
        let parts = typed.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              parts[0].count <= 9, parts.count == 1 || parts[1].count <= 2,
              let value = Double(typed), value > 0 else { return nil }
        text = typed
    }
}

/// Why `/pay` did not run.
enum PayCommandError: Error, CustomStringConvertible {
    case noPayee
    case invalidAmount(String)

    var description: String {
        switch self {
        case .noPayee: "Pick who to pay: /pay @name amount"
        case let .invalidAmount(text): text.isEmpty ? "Enter an amount after the name, e.g. 10" : "\"\(text)\" is not an amount, e.g. 10 or 12.50"
        }
    }
}
