import SwiftUI

/// The images of the SDK: command icons, placeholders and the glyphs of buttons and actions.
///
/// Each image defaults to an SF Symbol of the same meaning. Add your own images in an extension
/// (`extension Images { var commandPay: UIImage { … } }`) or replace these before passing the
/// ``Appearance`` to ``StreamChat``.
public struct Images: Sendable {
    /// Creates an image from an SF Symbol name. Symbols without a glyph of their own still yield
    /// an image, so a missing symbol never removes a button.
    static func symbol(_ name: String) -> UIImage {
        UIImage(systemName: name) ?? UIImage(systemName: "questionmark")!
    }

    // MARK: Composer commands
    public var commandGiphy: UIImage = symbol("bolt")
    public var commandMute: UIImage = symbol("speaker.slash")
    public var commandUnmute: UIImage = symbol("speaker.wave.1")
    public var commandBan: UIImage = symbol("nosign")
    public var commandUnban: UIImage = symbol("checkmark.circle")
    public var commandFlag: UIImage = symbol("flag")

    // MARK: Avatars
    /// Shown for a user or channel whose avatar is unknown or failed to load.
    public var userAvatarPlaceholder1: UIImage = symbol("person.circle")
    /// Shown for a group channel without an image and without members to merge.
    public var userAvatarPlaceholder2: UIImage = symbol("person.2.circle")

    // MARK: Composer and message list
    public var sendArrow: UIImage = symbol("paperplane.fill")
    public var scrollDownArrow: UIImage = symbol("arrow.down")
    public var messageFailed: UIImage = symbol("exclamationmark.circle")

    // MARK: Message actions
    public var messageActionInlineReply: UIImage = symbol("arrowshape.turn.up.left")
    public var messageActionEdit: UIImage = symbol("pencil")
    public var messageActionDelete: UIImage = symbol("trash")
    public var messageActionCopy: UIImage = symbol("doc.on.doc")
    public var messageActionPin: UIImage = symbol("pin")
    public var messageActionUnpin: UIImage = symbol("pin.slash")
    public var messageActionFlag: UIImage = symbol("flag")
    public var messageActionMuteUser: UIImage = symbol("speaker.slash")
    public var messageActionUnmuteUser: UIImage = symbol("speaker.wave.1")
    public var messageActionResend: UIImage = symbol("arrow.clockwise")

    /// Creates the SDK's default images; change individual images afterwards.
    public init() {}
}
