import DemoSupport
import Testing

@Suite struct DemoOptionsTests {
    @Test func defaultsWithoutArguments() throws {
        let options = try DemoOptions(arguments: [])
        #expect(options == DemoOptions())
        #expect(options.botsEnabled)
        #expect(options.style == .regular)
        #expect(options.size == DemoOptions.Size(width: 100, height: 30))
    }

    @Test func parsesEveryFlagInBothForms() throws {
        let options = try DemoOptions(arguments: [
            "--user", "yuki", "--db=/tmp/x.sqlite", "--reset", "--bots", "off", "--style=liquid-glass", "--snapshot",
            "--size", "80x24", "--open", "team",
        ])
        #expect(options.userId == "yuki")
        #expect(options.databasePath == "/tmp/x.sqlite")
        #expect(options.reset)
        #expect(!options.botsEnabled)
        #expect(options.style == .liquidGlass)
        #expect(options.snapshot)
        #expect(options.size == DemoOptions.Size(width: 80, height: 24))
        #expect(options.openChannel == "team")
    }

    @Test func unknownFlagIsRejected() {
        #expect(throws: DemoUsageError.unknownArgument("--colour")) { try DemoOptions(arguments: ["--colour"]) }
        #expect(throws: DemoUsageError.unknownArgument("stray")) { try DemoOptions(arguments: ["stray"]) }
    }

    @Test func missingAndInvalidValues() {
        #expect(throws: DemoUsageError.missingValue(flag: "--user")) { try DemoOptions(arguments: ["--user"]) }
        #expect(throws: DemoUsageError.missingValue(flag: "--db")) { try DemoOptions(arguments: ["--db", "--reset"]) }
        #expect(throws: DemoUsageError.unexpectedValue(flag: "--reset")) { try DemoOptions(arguments: ["--reset=yes"]) }
        #expect(throws: DemoUsageError.self) { try DemoOptions(arguments: ["--bots", "maybe"]) }
        #expect(throws: DemoUsageError.self) { try DemoOptions(arguments: ["--style", "glass"]) }
        #expect(throws: DemoUsageError.self) { try DemoOptions(arguments: ["--size", "80by24"]) }
        #expect(throws: DemoUsageError.self) { try DemoOptions(arguments: ["--size", "5x5"]) }
        #expect(throws: DemoUsageError.self) { try DemoOptions(arguments: ["--size", "100000x30"]) }
        #expect(throws: DemoUsageError.self) { try DemoOptions(arguments: ["--user="]) }
    }

    @Test func errorMessagesQuoteControlCharactersInertly() {
        let message = DemoUsageError.unknownArgument("--x\u{1B}[31m").message
        #expect(!message.contains("\u{1B}"))
        #expect(message.contains("\\u{1b}"))
    }
}
