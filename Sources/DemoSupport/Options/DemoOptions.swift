/// The demo's command line, parsed.
public struct DemoOptions: Equatable, Sendable {
    /// The look of the composer and lists.
    public enum Style: String, Equatable, Sendable, CaseIterable {
        case regular
        case liquidGlass = "liquid-glass"
    }

    /// A terminal size given with `--size`.
    public struct Size: Equatable, Sendable {
        public var width: Int
        public var height: Int

        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }
    }

    /// `--user ID`; nil means the default seeded user.
    public var userId: String?
    /// `--db PATH`; nil means the data directory.
    public var databasePath: String?
    /// `--reset`: delete the database and seed it again.
    public var reset = false
    /// `--bots on|off`.
    public var botsEnabled = true
    /// `--style regular|liquid-glass`.
    public var style: Style = .regular
    /// `--snapshot`: print one frame and exit.
    public var snapshot = false
    /// `--size WxH` (for `--snapshot`).
    public var size = Size(width: 100, height: 30)
    /// `--open CHANNEL_ID`: start in this channel.
    public var openChannel: String?
    /// `--help`.
    public var showHelp = false

    public init() {}

    /// Parses the arguments after the program name. Accepts `--flag value` and `--flag=value`.
    public init(arguments: [String]) throws(DemoUsageError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func value() throws(DemoUsageError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst(), !next.hasPrefix("--") else { throw .missingValue(flag: name) }
                return next
            }
            func noValue() throws(DemoUsageError) {
                if inlineValue != nil { throw .unexpectedValue(flag: name) }
            }
            switch name {
            case "--user": userId = try Self.nonEmpty(value(), flag: name)
            case "--db": databasePath = try Self.nonEmpty(value(), flag: name)
            case "--reset": try noValue(); reset = true
            case "--bots": botsEnabled = try Self.onOff(value(), flag: name)
            case "--style":
                let text = try value()
                guard let parsed = Style(rawValue: text) else { throw .invalidValue(flag: name, value: text, expected: "regular or liquid-glass") }
                style = parsed
            case "--snapshot": try noValue(); snapshot = true
            case "--size": size = try Self.size(value(), flag: name)
            case "--open": openChannel = try Self.nonEmpty(value(), flag: name)
            case "--help", "-h": try noValue(); showHelp = true
            default: throw .unknownArgument(argument)
            }
        }
    }

    private static func nonEmpty(_ text: String, flag: String) throws(DemoUsageError) -> String {
        guard !text.isEmpty else { throw .invalidValue(flag: flag, value: text, expected: "a non-empty value") }
        return text
    }

    private static func onOff(_ text: String, flag: String) throws(DemoUsageError) -> Bool {
        switch text {
        case "on": return true
        case "off": return false
        default: throw .invalidValue(flag: flag, value: text, expected: "on or off")
        }
    }

    private static func size(_ text: String, flag: String) throws(DemoUsageError) -> Size {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (Size.minimum.width...Size.maximum.width).contains(width),
              (Size.minimum.height...Size.maximum.height).contains(height) else {
            throw .invalidValue(flag: flag, value: text,
                                expected: "WIDTHxHEIGHT between \(Size.minimum.width)x\(Size.minimum.height) and \(Size.maximum.width)x\(Size.maximum.height)")
        }
        return Size(width: width, height: height)
    }
}

extension DemoOptions.Size {
    /// The smallest screen the demo draws (the terminal runtime asks to enlarge below it).
    public static let minimum = DemoOptions.Size(width: 20, height: 6)
    /// The largest snapshot size accepted.
    public static let maximum = DemoOptions.Size(width: 1_000, height: 500)
}
