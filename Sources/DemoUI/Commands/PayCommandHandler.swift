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
        let amount: PayAmount
        do {
            amount = try PayAmount(typed)
        } catch {
            completion(PayCommandError.invalidAmount(typed, error))
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

/// A positive amount of at most two decimals, e.g. `10` or `12.50`, below a billion.
struct PayAmount: Equatable {
    let text: String

    /// The most digits before the decimal point.
    static let maxWholeDigits = 9

    /// - Parameter typed: the text after the payee's mention, trimmed where it was taken from
    ///   the command (`textAfterMention(of:in:)`); white space left in it is refused.
    /// - Throws: why `typed` is not an amount to pay.
    init(_ typed: String) throws(PayAmountProblem) {
        if let problem = Self.problem(with: typed) { throw problem }
        text = typed
    }

    /// Why `typed` is not an amount to pay, or nil when it is one.
    private static func problem(with typed: String) -> PayAmountProblem? {
        if typed.isEmpty { return .missing }
        let parts = typed.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else {
            return .notANumber
        }
        if parts.count == 2, parts[1].count > 2 { return .tooManyDecimals }
        if parts[0].count > maxWholeDigits {
            // Past the digits an amount has: too large, unless it is zeros in front of one.
            return parts[0].drop(while: { $0 == "0" }).count > maxWholeDigits ? .tooLarge : .notANumber
        }
        guard let value = Double(typed), value > 0 else { return .notPositive }
        return nil
    }
}

/// What is wrong with a typed amount.
enum PayAmountProblem: Error, Equatable {
    case missing, notANumber, tooManyDecimals, tooLarge, notPositive
}

/// Why `/pay` did not run.
enum PayCommandError: Error, CustomStringConvertible {
    case noPayee
    /// The text typed as the amount, and what is wrong with it (found once, by `PayAmount`).
    case invalidAmount(String, PayAmountProblem)

    var description: String {
        switch self {
        case .noPayee: "Pick who to pay: /pay @name amount"
        case let .invalidAmount(text, problem):
            switch problem {
            case .missing: "Enter an amount after the name, e.g. 10"
            case .tooManyDecimals: "\"\(text)\" has more than two decimals, e.g. 12.50"
            case .tooLarge: "\"\(text)\" is too large: less than a billion, e.g. 250"
            case .notPositive: "Pay more than 0, e.g. 10"
            case .notANumber: "\"\(text)\" is not an amount, e.g. 10 or 12.50"
            }
        }
    }
}
