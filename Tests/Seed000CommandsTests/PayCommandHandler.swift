import StreamChat
import StreamChatSwiftUI
import SwiftUI

// Seed 000: the `/pay` command. The display-info snippet (with placeholder and description) and
// the `replacesMessageSent` override are verbatim; the class around them is what a user writes
// ("You can execute your own code here, for example sending a payment to the user").

/// The app's own icon for `/pay` (the sample reads `images.commandPay`).
extension Images {
    var commandPay: UIImage { UIImage(systemName: "creditcard") ?? commandGiphy }
}

/// A record of payments the command made, so tests can see it ran.
@MainActor final class PaymentLedger {
    static let shared = PaymentLedger()
    private(set) var payments: [(userId: String, note: String)] = []
    func record(userId: String, note: String) { payments.append((userId, note)) }
    func reset() { payments = [] }
}

public class PayCommandHandler: TwoStepMentionCommand {

    @Injected(\.images) private var images

    public init(channelController: ChatChannelController, commandSymbol: String = "/pay", id: String = "/pay") {
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

    override public var replacesMessageSent: Bool {
        return false
    }

    override public func executeOnMessageSent(
        composerCommand: ComposerCommand,
        completion: @escaping @MainActor (Error?) -> Void
    ) {
        guard let payee = selectedUser else { return }
        PaymentLedger.shared.record(userId: payee.id, note: composerCommand.typingSuggestion.text)
        selectedUser = nil
        completion(nil)
    }
}

/// A config that adds `/pay` (a client-only command) to the SDK's commands.
public class PayCommandsConfig: CommandsConfig {
    public init() {}
    public let mentionsSymbol: String = "@"
    public let instantCommandsSymbol: String = "/"

    @MainActor public func makeCommandsHandler(with channelController: ChatChannelController) -> CommandsHandler {
        CommandsHandler(commands: [
            MentionsCommandHandler(channelController: channelController, commandSymbol: mentionsSymbol, mentionAllAppUsers: false),
            InstantCommandsHandler(commands: [
                GiphyCommandHandler(commandSymbol: "/giphy"),
                PayCommandHandler(channelController: channelController),
            ]),
        ])
    }
}
