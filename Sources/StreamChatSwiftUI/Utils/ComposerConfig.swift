import SwiftUI

/// How the composer's input is laid out, what it does to the text it sends and how long it
/// waits for a command: Stream's `ComposerConfig`, as far as it applies here, and
/// ``commandTimeout`` (``Utils/composerConfig``).
///
/// Heights are in points and turn into lines of text (a row, 16 points, in the terminal; about
/// 20 points of body text on Apple platforms). The defaults are the terminal's: the input starts
/// at one line and grows to five, without padding (Stream's 38 and 76 points and its padding
/// would make a two-line input with blank cells around it in a terminal).
///
/// Not here: Stream's `inputViewCornerRadius` and `inputFont` (a terminal input has neither),
/// `gallerySupportedTypes`, `attachmentPayloadConverter` and `isVoiceRecordingEnabled` (the SDK
/// sends no attachments or recordings), and `adjustMessageOnRead` (messages show their text).
public struct ComposerConfig {
    /// The input's smallest height, in points: it shows at least this many lines.
    public var inputViewMinHeight: CGFloat
    /// The input's largest height, in points: it grows with its text up to this many lines, then
    /// scrolls inside.
    public var inputViewMaxHeight: CGFloat
    /// The input's lines: from the minimum height's (at least one) to the maximum height's (at
    /// least the minimum). Worked out from the heights when read (a little arithmetic: nothing to
    /// keep in sync).
    var inputLines: ClosedRange<Int> {
        let least = max(1, ScreenLines.count(in: inputViewMinHeight))
        return least...max(least, ScreenLines.count(in: inputViewMaxHeight))
    }
    /// The space around the input's text, in points.
    public var inputPaddingsConfig: PaddingsConfig
    /// Applied to the text of a message as it is sent or saved after an edit (not to a
    /// command's arguments), after the white space around it was removed.
    public var adjustMessageOnSend: (String) -> String
    /// How long a composer waits for a command's completion before it gives up, keeps the text
    /// and shows a time-out error: each ``MessageComposerViewModel`` (those of
    /// ``ChatChannelView`` too) starts its ``MessageComposerViewModel/commandTimeout`` at this.
    /// 15 seconds by default. Not in Stream's `ComposerConfig`, whose commands are not timed.
    public var commandTimeout: Duration

    /// Creates the configuration; the defaults are the terminal's (see the type's description).
    public init(
        inputViewMinHeight: CGFloat = 16,
        inputViewMaxHeight: CGFloat = 80,
        inputPaddingsConfig: PaddingsConfig = .composerInput,
        commandTimeout: Duration = .seconds(15),
        adjustMessageOnSend: @escaping (String) -> String = { $0 }
    ) {
        self.inputViewMinHeight = inputViewMinHeight
        self.inputViewMaxHeight = inputViewMaxHeight
        self.inputPaddingsConfig = inputPaddingsConfig
        self.commandTimeout = commandTimeout
        self.adjustMessageOnSend = adjustMessageOnSend
    }

    /// The height of the input's least lines when they are more than one (nil: no constraint).
    var inputMinimumHeight: CGFloat? {
        inputLines.lowerBound > 1 ? ScreenLines.height(ofLines: inputLines.lowerBound) : nil
    }
}

/// Padding on each side, in points (Stream's `PaddingsConfig`), kept as SwiftUI's `EdgeInsets`.
public struct PaddingsConfig: Sendable, Equatable {
    /// The four distances, for `.padding(_:)`.
    var edgeInsets: EdgeInsets

    /// Above the content.
    public var top: CGFloat { get { edgeInsets.top } set { edgeInsets.top = newValue } }
    /// Below the content.
    public var bottom: CGFloat { get { edgeInsets.bottom } set { edgeInsets.bottom = newValue } }
    /// Before the content.
    public var leading: CGFloat { get { edgeInsets.leading } set { edgeInsets.leading = newValue } }
    /// After the content.
    public var trailing: CGFloat { get { edgeInsets.trailing } set { edgeInsets.trailing = newValue } }

    /// Creates the paddings, in points.
    public init(top: CGFloat, bottom: CGFloat, leading: CGFloat, trailing: CGFloat) {
        edgeInsets = EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }

    /// The composer input's default: none (any padding takes at least a whole cell in a terminal).
    public static let composerInput = PaddingsConfig(top: 0, bottom: 0, leading: 0, trailing: 0)
}
