import StreamChat
import StreamChatSwiftUI
import SwiftUI

// Seed 000: the statement-level snippets, verbatim, inside the functions a user would write
// them in (the seed shows them without their surroundings).

/// "MentionsCommandHandler also accepts an optional userSearchController parameter".
@MainActor func makeMentionsCommand(
    channelController: ChatChannelController,
    mySearchController: ChatUserSearchController,
    mentionsSymbol: String
) -> MentionsCommandHandler {
    let mentionsCommand = MentionsCommandHandler(
        channelController: channelController,
        userSearchController: mySearchController,
        commandSymbol: mentionsSymbol,
        mentionAllAppUsers: false
    )
    return mentionsCommand
}

/// "pass it to the StreamChat object in the setup step (for example in your AppDelegate)".
@MainActor func setUpStreamChat(chatClient: ChatClient) -> StreamChat {
    let utils = Utils(commandsConfig: CustomCommandsConfig())
    let streamChat = StreamChat(chatClient: chatClient, utils: utils)
    return streamChat
}
