import Foundation

/// The SDK's user-visible strings, read through ``Appearance/localizationProvider`` from the
/// `Localizable` strings table, so an app can translate or reword any of them.
public enum L10n {
    /// Looks up `key` in `table` and formats it with `arguments` (printf-style, positional
    /// specifiers such as `%1$@` allowed). A missing key yields the key itself.
    static func tr(_ table: String, _ key: String, _ arguments: any CVarArg...) -> String {
        let format = Appearance.localizationProvider(key, table)
        guard !arguments.isEmpty else { return format }
        let formatting = { (format: String, arguments: [any CVarArg]) in
            String(format: format, locale: formattingLocale, arguments: arguments)
        }
        return IntegerFormattedStrings.shared.string(format: format, arguments: arguments, formatting: formatting)
            ?? formatting(format, arguments)
    }

    /// The locale of formatted numbers in strings, made once.
    private static let formattingLocale = Locale(identifier: "en_US_POSIX")

    /// "Loading…": the default loading view, shown while the channel list or a channel loads
    /// (the factory's one `makeLoadingView` serves both, so it names neither).
    public static var loading: String { L10n.tr("Localizable", "loading") }

    /// Strings of the message composer.
    public enum Composer {
        /// Placeholders of the composer's input.
        public enum Placeholder {
            /// "Send a message": the input without an active command.
            public static var message: String { L10n.tr("Localizable", "composer.placeholder.message") }
            /// "Search GIFs": the input while `/giphy` is active.
            public static var giphy: String { L10n.tr("Localizable", "composer.placeholder.giphy") }
            /// "You can't send messages in this channel": the input while the current user may
            /// not send (banned, or without the send-message capability).
            public static var messageDisabled: String { L10n.tr("Localizable", "composer.placeholder.message-disabled") }
        }

        /// Names and formats of composer commands.
        public enum Commands {
            public static var mute: String { L10n.tr("Localizable", "composer.commands.mute") }
            public static var unmute: String { L10n.tr("Localizable", "composer.commands.unmute") }
            public static var giphy: String { L10n.tr("Localizable", "composer.commands.giphy") }
            public static var ban: String { L10n.tr("Localizable", "composer.commands.ban") }
            public static var unban: String { L10n.tr("Localizable", "composer.commands.unban") }
            public static var flag: String { L10n.tr("Localizable", "composer.commands.flag") }

            /// Placeholders shown in a command's `format`.
            public enum Format {
                /// "@username"
                public static var username: String { L10n.tr("Localizable", "composer.commands.format.username") }
                /// "text"
                public static var text: String { L10n.tr("Localizable", "composer.commands.format.text") }
            }
        }

        /// The suggestions overlay above the input.
        public enum Suggestions {
            /// "Instant commands": the header of the command list.
            public static var commandsHeader: String { L10n.tr("Localizable", "composer.suggestions.commands.header") }
        }

        /// "Editing: <text>": above the input while a message is edited.
        public static func editing(_ text: String) -> String { L10n.tr("Localizable", "composer.editing", text) }
        /// A draft the server did not take ("Draft not saved: <reason>").
        public static func draftNotSaved(_ reason: String) -> String { L10n.tr("Localizable", "composer.draft-not-saved", reason) }

        /// What a command did, shown only to the user who ran it.
        public enum Outcome {
            public static func muted(_ name: String) -> String { L10n.tr("Localizable", "composer.outcome.muted", name) }
            public static func unmuted(_ name: String) -> String { L10n.tr("Localizable", "composer.outcome.unmuted", name) }
            /// "<name> was already muted": `/mute` of a user the current user had muted.
            public static func alreadyMuted(_ name: String) -> String { L10n.tr("Localizable", "composer.outcome.already-muted", name) }
            /// "<name> wasn't muted": `/unmute` of a user the current user had not muted.
            public static func notMuted(_ name: String) -> String { L10n.tr("Localizable", "composer.outcome.not-muted", name) }
            public static func banned(_ name: String) -> String { L10n.tr("Localizable", "composer.outcome.banned", name) }
            public static func unbanned(_ name: String) -> String { L10n.tr("Localizable", "composer.outcome.unbanned", name) }
            public static func flagged(_ name: String) -> String { L10n.tr("Localizable", "composer.outcome.flagged", name) }
            /// "<outcome>: <reason>" ("Zoë Kravitz was banned: spam links"), when a reason was given.
            public static func withReason(_ outcome: String, _ reason: String) -> String {
                L10n.tr("Localizable", "composer.outcome.with-reason", outcome, reason)
            }
            /// "<command>: <name>" for other two-step commands.
            public static func other(_ command: String, _ name: String) -> String {
                L10n.tr("Localizable", "composer.outcome.other", command, name)
            }
        }

        /// Errors the composer shows above the input.
        public enum Errors {
            /// A two-step command was sent before a user was picked.
            public static var pickUser: String { L10n.tr("Localizable", "composer.errors.pick-user") }
            /// An edit was sent with its text emptied.
            public static var emptyEdit: String { L10n.tr("Localizable", "composer.errors.empty-edit") }
            /// A two-step command was sent with a name that matches no one it could act on.
            public static func noUserMatches(_ typed: String) -> String {
                L10n.tr("Localizable", "composer.errors.no-user-matches", typed)
            }
            /// A two-step command was sent with a mention of the current user, whom it does not
            /// take (`/mute @alex` as Alex): "“@alex” is you: /mute takes another member."
            public static func notYourself(_ typed: String, _ command: String) -> String {
                L10n.tr("Localizable", "composer.errors.not-yourself", typed, command)
            }
            /// A command did not finish in time.
            public static var commandTimeout: String { L10n.tr("Localizable", "composer.errors.command-timeout") }
            /// Return on an active command that has nothing to run with yet (`/giphy` without
            /// text): what the command expects, its `format` ("Complete the command: /giphy [text]").
            public static func commandIncomplete(_ format: String) -> String {
                L10n.tr("Localizable", "composer.errors.command-incomplete", format)
            }
            /// Return on a text that starts with a slash word that is no command of the channel
            /// (`/unknown`): it was not sent; sending again posts it as text.
            public static func unknownCommand(_ command: String) -> String {
                L10n.tr("Localizable", "composer.errors.unknown-command", command)
            }
            /// Return on a text that starts with a client-only command in another case
            /// (`/PAY @ana 10`): it did not run; `trigger` is how it runs (`/pay`); sending
            /// again posts the text.
            public static func commandNotRun(_ command: String, _ trigger: String) -> String {
                L10n.tr("Localizable", "composer.errors.command-not-run", command, trigger)
            }
            /// A command that acts on a user only (`/mute`) was sent with text after the user.
            public static func textAfterUser(_ command: String, _ extra: String) -> String {
                L10n.tr("Localizable", "composer.errors.text-after-user", command, extra)
            }
            /// A send with nothing to send (``ComposerSendError/nothingToSend``).
            public static var nothingToSend: String { L10n.tr("Localizable", "composer.errors.nothing-to-send") }
            /// The composer stopped waiting for the command a send ran
            /// (``ComposerSendError/stoppedWaiting``).
            public static var stoppedWaiting: String { L10n.tr("Localizable", "composer.errors.stopped-waiting") }
        }
    }

    /// Strings of the channel list.
    public enum ChannelList {
        public static var searchPrompt: String { L10n.tr("Localizable", "channel.list.search.prompt") }
        public static var emptyTitle: String { L10n.tr("Localizable", "channel.list.empty.title") }
        public static var emptyMessage: String { L10n.tr("Localizable", "channel.list.empty.message") }
        /// The list is empty because no channel matches the search text.
        public static var noResultsTitle: String { L10n.tr("Localizable", "channel.list.search.no-results.title") }
        public static var noResultsMessage: String { L10n.tr("Localizable", "channel.list.search.no-results.message") }
        /// "Loading…": the loading view's text, which also shows while a channel loads.
        @available(*, deprecated, renamed: "L10n.loading")
        public static var loading: String { L10n.loading }
        /// The heading of the messages found by the search, under the matching channels.
        public static var searchMessagesTitle: String { L10n.tr("Localizable", "channel.list.search.messages") }
        /// Under that heading while the messages for the search text are still to come.
        public static var searchingMessages: String { L10n.tr("Localizable", "channel.list.search.searching") }
        /// Under that heading when the search for the text failed (in place of "No results").
        public static var searchFailed: String { L10n.tr("Localizable", "channel.list.search.failed") }
        /// The button that runs a failed message search again.
        public static var retrySearch: String { L10n.tr("Localizable", "channel.list.search.retry") }

        /// The last-message preview of a channel row.
        public enum Preview {
            public static var noMessages: String { L10n.tr("Localizable", "channel.list.preview.no-messages") }
            public static var deleted: String { L10n.tr("Localizable", "channel.list.preview.deleted") }
            /// Stand-ins for a message's attachment (`attachmentPreviewText`).
            public static var giphy: String { L10n.tr("Localizable", "channel.list.preview.giphy") }
            public static var photo: String { L10n.tr("Localizable", "channel.list.preview.photo") }
            public static var file: String { L10n.tr("Localizable", "channel.list.preview.file") }
            /// The current user's last message did not reach the server.
            public static var failedToSend: String { L10n.tr("Localizable", "channel.list.preview.failed-to-send") }
            /// "You: <text>" for the current user's own last message.
            public static func you(_ text: String) -> String { L10n.tr("Localizable", "channel.list.preview.you", text) }
            /// "Draft: <text>" for a channel with the current user's draft (Stream's preview).
            public static func draft(_ text: String) -> String { L10n.tr("Localizable", "channel.list.preview.draft", draftLabel, text) }
            /// The label before a draft's text ("Draft:"), drawn in the tint color.
            public static var draftLabel: String { L10n.tr("Localizable", "channel.list.preview.draft-label") }
        }
    }

    /// Strings that name a channel and describe who is online.
    public enum Channel {
        public enum Name {
            /// The word joining the last two member names: "and".
            public static var and: String { L10n.tr("Localizable", "channel.name.and") }
            /// "<names> and <count> more".
            public static func andXMore(_ names: String, _ count: Int) -> String {
                L10n.tr("Localizable", "channel.name.and-x-more", names, count)
            }
        }

        public enum Header {
            public static var online: String { L10n.tr("Localizable", "channel.header.info.online") }
            public static var offline: String { L10n.tr("Localizable", "channel.header.info.offline") }
            public static var noMembers: String { L10n.tr("Localizable", "channel.header.info.no-members") }
            /// "Last seen <relative date>".
            public static func lastSeen(_ relativeDate: String) -> String {
                L10n.tr("Localizable", "channel.header.info.last-seen", relativeDate)
            }
            /// "<members> members, <online> online".
            public static func membersOnline(_ members: Int, _ online: Int) -> String {
                members == 1
                    ? L10n.tr("Localizable", "channel.header.info.member-online", online)
                    : L10n.tr("Localizable", "channel.header.info.members-online", members, online)
            }
        }
    }

    /// Strings of the message list.
    public enum MessageList {
        public static var today: String { L10n.tr("Localizable", "message.list.today") }
        public static var yesterday: String { L10n.tr("Localizable", "message.list.yesterday") }
        public static var deleted: String { L10n.tr("Localizable", "message.list.deleted") }
        public static var edited: String { L10n.tr("Localizable", "message.list.edited") }
        public static var pinned: String { L10n.tr("Localizable", "message.list.pinned") }
        public static var onlyVisibleToYou: String { L10n.tr("Localizable", "message.list.only-visible-to-you") }
        public static var failed: String { L10n.tr("Localizable", "message.list.failed") }
        public static var resend: String { L10n.tr("Localizable", "message.list.resend") }
        public static var mutedUser: String { L10n.tr("Localizable", "message.list.muted-user") }
        public static var empty: String { L10n.tr("Localizable", "message.list.empty") }
        public static var loadingOlder: String { L10n.tr("Localizable", "message.list.loading-older") }
        /// "<count> new" on the scroll-to-bottom button.
        public static func newMessages(_ count: Int) -> String { L10n.tr("Localizable", "message.list.new-messages", count) }

        /// Bounced (moderated) messages.
        public enum Bounced {
            public static var title: String { L10n.tr("Localizable", "message.list.bounced") }
            public static var sendAnyway: String { L10n.tr("Localizable", "message.list.bounced.send-anyway") }
            public static var edit: String { L10n.tr("Localizable", "message.list.bounced.edit") }
            public static var delete: String { L10n.tr("Localizable", "message.list.bounced.delete") }
        }
    }

    /// Typing indicator.
    public enum Typing {
        public static func one(_ name: String) -> String { L10n.tr("Localizable", "message.typing.one", name) }
        public static func two(_ first: String, _ second: String) -> String {
            L10n.tr("Localizable", "message.typing.two", first, second)
        }
        public static func many(_ first: String, _ others: Int) -> String {
            L10n.tr("Localizable", "message.typing.many", first, others)
        }
        public static var someone: String { L10n.tr("Localizable", "message.typing.someone") }
    }

    /// Buttons of an ephemeral giphy preview.
    public enum Giphy {
        /// "GIPHY · <title>": the label of a giphy attachment.
        public static func title(_ title: String) -> String { L10n.tr("Localizable", "message.giphy.title", title) }
        public static var send: String { L10n.tr("Localizable", "message.giphy.send") }
        public static var shuffle: String { L10n.tr("Localizable", "message.giphy.shuffle") }
        public static var cancel: String { L10n.tr("Localizable", "message.giphy.cancel") }
    }

    /// Titles of message actions.
    public enum MessageActions {
        public static var reply: String { L10n.tr("Localizable", "message.actions.reply") }
        public static var edit: String { L10n.tr("Localizable", "message.actions.edit") }
        public static var delete: String { L10n.tr("Localizable", "message.actions.delete") }
        public static var deleteConfirmationTitle: String { L10n.tr("Localizable", "message.actions.delete.confirmation.title") }
        public static var deleteConfirmationMessage: String { L10n.tr("Localizable", "message.actions.delete.confirmation.message") }
        public static var copy: String { L10n.tr("Localizable", "message.actions.copy") }
        /// The short notice after Copy Message put the text on the clipboard.
        public static var copied: String { L10n.tr("Localizable", "message.actions.copied") }
        /// Copy Message without a clipboard to reach (no terminal runs the app).
        public static var copyFailedNoClipboard: String { L10n.tr("Localizable", "message.actions.copy.failed.noClipboard") }
        /// Copy Message of a text longer than the terminal's clipboard takes.
        public static var copyFailedTooLong: String { L10n.tr("Localizable", "message.actions.copy.failed.tooLong") }
        public static var pin: String { L10n.tr("Localizable", "message.actions.pin") }
        public static var unpin: String { L10n.tr("Localizable", "message.actions.unpin") }
        public static var flag: String { L10n.tr("Localizable", "message.actions.flag") }
        /// The question asked before a message is flagged, and the button that flags it.
        public static var flagConfirmationTitle: String { L10n.tr("Localizable", "message.actions.flag.confirmation.title") }
        public static var flagConfirmationMessage: String { L10n.tr("Localizable", "message.actions.flag.confirmation.message") }
        public static var flagConfirmationButton: String { L10n.tr("Localizable", "message.actions.flag.confirmation.button") }
        /// What the user is told once the server took the flag.
        public static var flagDoneTitle: String { L10n.tr("Localizable", "message.actions.flag.done.title") }
        public static var flagDoneMessage: String { L10n.tr("Localizable", "message.actions.flag.done.message") }
        /// The action in place of Flag on a message the user already flagged, and what it tells.
        public static var flagged: String { L10n.tr("Localizable", "message.actions.flagged") }
        public static var flaggedMessage: String { L10n.tr("Localizable", "message.actions.flagged.message") }
        public static var muteUser: String { L10n.tr("Localizable", "message.actions.mute-user") }
        public static var unmuteUser: String { L10n.tr("Localizable", "message.actions.unmute-user") }
        public static var addReaction: String { L10n.tr("Localizable", "message.actions.add-reaction") }
        public static var cancel: String { L10n.tr("Localizable", "message.actions.cancel") }
    }

    /// Alerts that tell the outcome of an action.
    public enum Alert {
        public enum Error {
            /// The title of the alert that shows why an action failed.
            public static var title: String { L10n.tr("Localizable", "alert.error.title") }
        }
        public enum Actions {
            public static var ok: String { L10n.tr("Localizable", "alert.actions.ok") }
        }
    }

    /// Relative dates.
    public enum Dates {
        public static var justNow: String { L10n.tr("Localizable", "dates.just-now") }
        public static func minutesAgo(_ minutes: Int) -> String { L10n.tr("Localizable", "dates.minutes-ago", minutes) }
        public static func hoursAgo(_ hours: Int) -> String { L10n.tr("Localizable", "dates.hours-ago", hours) }
        public static func daysAgo(_ days: Int) -> String { L10n.tr("Localizable", "dates.days-ago", days) }
    }
}
