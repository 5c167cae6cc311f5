import SwiftUI

/// The content of a message's context menu: one button per action.
public struct MessageActionsView: View {
    private let actions: [MessageAction]

    public init(actions: [MessageAction]) {
        self.actions = actions
    }

    public var body: some View {
        ForEach(actions) { action in
            Button(role: action.isDestructive ? .destructive : nil) {
                action.action()
            } label: {
                HStack(spacing: 1) {
                    Image(systemName: action.iconName)
                    Text(action.title)
                }
            }
        }
    }
}
