import SwiftUI

/// The composer's input: the active command's chip, then the text field. The caret and the
/// selection reach the composer through SwiftUI's `TextField(_:text:selection:)`.
///
/// The field is multi-line (`axis: .vertical`): it keeps line breaks, typed or pasted, grows
/// with its text from one line up to five (``ComposerConfig``'s heights, in
/// ``Utils/composerConfig``) and then scrolls inside, keeping the caret in view. Return sends
/// (`onSubmit`); the platform's new-line key (Alt-Enter in a terminal) breaks the line.
public struct ComposerInputView: View {
    @Injected(\.utils) private var utils

    private let options: ComposerInputViewOptions

    /// Creates the input from the factory's options.
    public init(options: ComposerInputViewOptions) {
        self.options = options
    }

    public var body: some View {
        let config = utils.composerConfig
        // The chip stays beside the input's first line.
        HStack(alignment: .top, spacing: 1) {
            if let command = options.command, let info = command.displayInfo, info.isInstant {
                CommandChipView(displayInfo: info, onCancel: options.onCommandCancelled)
            }
            TextField(options.placeholder, text: options.text, selection: options.selection, axis: .vertical)
                .lineLimit(config.inputLines)
                // The range's lower bound, as a height (not every platform reserves it for an
                // empty field).
                .frame(minHeight: config.inputMinimumHeight, alignment: .topLeading)
                .onSubmit { options.onSubmit() }
        }
        .padding(config.inputPaddingsConfig.edgeInsets)
    }
}

/// The send button: enabled when the composer has something it can send.
public struct SendMessageButton: View {
    @Injected(\.colors) private var colors

    private let options: TrailingComposerViewOptions

    /// Creates the button from the factory's options.
    public init(options: TrailingComposerViewOptions) {
        self.options = options
    }

    public var body: some View {
        Button {
            options.sendMessage()
        } label: {
            Image(systemName: "paperplane.fill")
        }
        .disabled(!options.enabled)
    }
}

/// The leading button that lists the instant commands.
public struct CommandsButton: View {
    private let options: LeadingComposerViewOptions

    /// Creates the button from the factory's options.
    public init(options: LeadingComposerViewOptions) {
        self.options = options
    }

    public var body: some View {
        Button {
            options.showCommands()
        } label: {
            Image(systemName: "bolt")
        }
    }
}

/// A command's outcome or an error, shown above the input to the current user only, on one
/// line (a longer notice is cut with "…", a multi-line one shows its first line).
struct ComposerNoticeView: View {
    @Injected(\.colors) private var colors

    let notice: ComposerNotice

    var body: some View {
        HStack(spacing: 1) {
            Text(notice.kind == .error ? "⚠" : "ⓘ")
            Text(notice.text)
                .lineLimit(1)
                .foregroundColor(notice.kind == .error ? Color(colors.alert) : Color(colors.textLowEmphasis))
            Spacer()
        }
    }
}

/// What the next send refers to (the message replied to or edited), with a button to drop it.
struct ComposerContextRow: View {
    @Injected(\.colors) private var colors

    let symbol: String
    let text: String
    let onCancel: () -> Void

    var body: some View {
        HStack(spacing: 1) {
            Text(symbol)
            Text(text)
                .lineLimit(1)
                .foregroundColor(Color(colors.textLowEmphasis))
            Spacer()
            Button {
                onCancel()
            } label: {
                Text("✕")
            }
        }
    }
}
