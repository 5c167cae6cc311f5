/// A command line the demo cannot run with. The program prints `message` and the usage and
/// exits with status 2.
public enum DemoUsageError: Error, Equatable, Sendable {
    case unknownArgument(String)
    case missingValue(flag: String)
    case unexpectedValue(flag: String)
    case invalidValue(flag: String, value: String, expected: String)

    /// One line saying what is wrong.
    public var message: String {
        switch self {
        case let .unknownArgument(argument): "unknown argument \(DemoText.quoted(argument))"
        case let .missingValue(flag): "\(flag) needs a value"
        case let .unexpectedValue(flag): "\(flag) takes no value"
        case let .invalidValue(flag, value, expected): "\(flag) \(DemoText.quoted(value)): expected \(expected)"
        }
    }
}

/// The usage text.
public enum DemoUsage {
    public static let text = """
    usage: DemoApp [options]

      --user ID            who you are (default: \(DemoCast.defaultUserId))
      --db PATH            the chat database (default: $XDG_DATA_HOME/stream-chat-demo/chat.sqlite,
                           else ~/.local/share/stream-chat-demo/chat.sqlite)
      --reset              delete the database and seed a fresh one
      --bots on|off        simulated people who type, reply, react and mention you (default: on)
      --style regular|liquid-glass
                           docked or floating composer (default: regular)
      --open CHANNEL_ID    start in a channel, e.g. team or messaging:town-hall
      --snapshot           print one frame of the screen as text and exit (no terminal needed)
      --size WxH           the snapshot's size (default: 100x30)
      -h, --help           this text

    Keys: Enter opens a channel or sends, Esc goes back, Tab moves focus, ? or F1 shows help,
    Ctrl-Q or Ctrl-C quits.
    """
}

/// Text helpers for messages about user input.
enum DemoText {
    /// `text` in quotes with control characters escaped, so bad input cannot drive the terminal.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
