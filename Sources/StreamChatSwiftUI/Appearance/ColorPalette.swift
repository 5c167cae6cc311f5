import SwiftUI

/// The colours of the SDK's views. Every colour is a `UIColor`, so it can be shared with UIKit
/// code on Apple platforms; wrap one in `Color(_:)` to use it in a SwiftUI view.
public struct ColorPalette: Sendable {
    /// The accent colour: buttons, links, the send button, the unread badge.
    public var tintColor = UIColor(red: 0.0, green: 0.37, blue: 1.0, alpha: 1)
    /// Primary text.
    public var text = UIColor(red: 0.0, green: 0.0, blue: 0.0, alpha: 1)
    /// Text drawn on the tint colour.
    public var textInverted = UIColor(red: 1.0, green: 1.0, blue: 1.0, alpha: 1)
    /// Secondary text: subtitles, timestamps, previews, placeholders.
    public var textLowEmphasis = UIColor(red: 0.45, green: 0.47, blue: 0.48, alpha: 1)
    /// Text of system messages and date separators.
    public var subtitleText = UIColor(red: 0.45, green: 0.47, blue: 0.48, alpha: 1)
    /// Error text and the failed-message indicator.
    public var alert = UIColor(red: 1.0, green: 0.24, blue: 0.19, alpha: 1)
    /// The online indicator.
    public var onlineIndicator = UIColor(red: 0.13, green: 0.75, blue: 0.35, alpha: 1)
    /// The main background.
    public var background = UIColor(red: 1.0, green: 1.0, blue: 1.0, alpha: 1)
    /// A slightly darker background: the composer input, the search field.
    public var background1 = UIColor(red: 0.95, green: 0.95, blue: 0.96, alpha: 1)
    /// Borders and separators.
    public var border = UIColor(red: 0.86, green: 0.87, blue: 0.88, alpha: 1)
    /// Background of messages sent by the current user.
    public var messageCurrentUserBackground = UIColor(red: 0.89, green: 0.93, blue: 1.0, alpha: 1)
    /// Background of messages sent by others.
    public var messageOtherUserBackground = UIColor(red: 0.95, green: 0.95, blue: 0.96, alpha: 1)
    /// Text of messages sent by the current user.
    public var messageCurrentUserTextColor = UIColor(red: 0.0, green: 0.0, blue: 0.0, alpha: 1)
    /// Text of messages sent by others.
    public var messageOtherUserTextColor = UIColor(red: 0.0, green: 0.0, blue: 0.0, alpha: 1)
    /// Highlighted mentions in message text.
    public var mentionText = UIColor(red: 0.0, green: 0.37, blue: 1.0, alpha: 1)
    /// Background of the message a channel was opened at (a search result), as Stream's SDK
    /// highlights a message it jumps to.
    public var messageCellHighlightBackground = UIColor(red: 1.0, green: 0.93, blue: 0.6, alpha: 1)
    /// Background of pinned messages.
    public var pinnedBackground = UIColor(red: 1.0, green: 0.96, blue: 0.82, alpha: 1)
    /// Reactions the current user added.
    public var reactionCurrentUserColor = UIColor(red: 0.0, green: 0.37, blue: 1.0, alpha: 1)
    /// Reactions added by others.
    public var reactionOtherUserColor = UIColor(red: 0.45, green: 0.47, blue: 0.48, alpha: 1)

    /// Creates the SDK's default palette; change individual colours afterwards.
    public init() {}
}
