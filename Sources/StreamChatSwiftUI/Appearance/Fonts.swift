import SwiftUI

/// The fonts of the SDK's views, named after the text styles they are based on.
public struct Fonts: Sendable {
    public var caption1: Font = .caption
    public var footnote: Font = .footnote
    public var footnoteBold: Font = .footnote.bold()
    public var subheadline: Font = .subheadline
    public var subheadlineBold: Font = .subheadline.bold()
    public var body: Font = .body
    public var bodyBold: Font = .body.bold()
    public var bodyItalic: Font = .body.italic()
    public var headline: Font = .headline
    public var headlineBold: Font = .headline.bold()
    public var title: Font = .title
    public var title2: Font = .title2
    public var title3: Font = .title3
    /// Reactions and emoji-only messages.
    public var emoji: Font = .title

    /// Creates the SDK's default fonts; change individual fonts afterwards.
    public init() {}
}
