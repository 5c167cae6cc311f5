@testable import DemoUI
import Testing

/// The demo's `/pay @user amount`: a positive amount of at most two decimals, as typed after
/// the mention (trimmed there).
@Suite struct PayAmountTests {
    @Test func wholeAndTwoDecimalAmountsArePaid() throws {
        #expect(try PayAmount("10").text == "10")
        #expect(try PayAmount("12.50").text == "12.50")
        #expect(try PayAmount("999999999.99").text == "999999999.99")
    }

    /// Anything else is refused with what is wrong with it.
    @Test func anythingElseIsRefusedWithItsReason() {
        let cases: [(String, PayAmountProblem)] = [
            ("", .missing), ("0", .notPositive), ("0.00", .notPositive), ("1.234", .tooManyDecimals),
            (".5", .notANumber), ("5.", .notANumber), ("-5", .notANumber), ("ten", .notANumber),
            ("1e3", .notANumber), ("1234567890", .tooLarge), ("99999999999999999999", .tooLarge),
            ("000000000012", .notANumber), (" 10", .notANumber), ("10 ", .notANumber),
        ]
        for (bad, problem) in cases {
            #expect(throws: problem, "\(bad)") { try PayAmount(bad) }
        }
    }

    /// The message says the reason the error carries (it was found once, when the amount was
    /// refused); it no longer works the reason out again from the text.
    @Test func aRefusedAmountSaysTheReasonItCarries() {
        let cases: [(String, PayAmountProblem, String)] = [
            ("", .missing, "Enter an amount after the name, e.g. 10"),
            ("99999999999999999999", .tooLarge, "\"99999999999999999999\" is too large: less than a billion, e.g. 250"),
            ("1.234", .tooManyDecimals, "\"1.234\" has more than two decimals, e.g. 12.50"),
            ("0.00", .notPositive, "Pay more than 0, e.g. 10"),
            ("ten", .notANumber, "\"ten\" is not an amount, e.g. 10 or 12.50"),
        ]
        for (typed, problem, message) in cases {
            #expect(PayCommandError.invalidAmount(typed, problem).description == message, "\(typed)")
        }
    }
}
