@testable import DemoUI
import Testing

/// The demo's `/pay @user amount`: a positive amount of at most two decimals, as typed after
/// the mention (trimmed there).
@Suite struct PayAmountTests {
    @Test func wholeAndTwoDecimalAmountsArePaid() {
        #expect(PayAmount("10")?.text == "10")
        #expect(PayAmount("12.50")?.text == "12.50")
    }

    @Test func anythingElseIsRefused() {
        for bad in ["", "0", "0.00", "1.234", ".5", "5.", "-5", "ten", "1e3", "1234567890", "99999999999999999999", " 10", "10 "] {
            #expect(PayAmount(bad) == nil, "\(bad)")
        }
    }

    @Test func aRefusedAmountSaysWhy() {
        let cases: [(String, String)] = [
            ("", "Enter an amount after the name, e.g. 10"),
            ("99999999999999999999", "\"99999999999999999999\" is too large: less than a billion, e.g. 250"),
            ("1.234", "\"1.234\" has more than two decimals, e.g. 12.50"),
            ("0.00", "Pay more than 0, e.g. 10"),
            ("ten", "\"ten\" is not an amount, e.g. 10 or 12.50"),
            ("-5", "\"-5\" is not an amount, e.g. 10 or 12.50"),
        ]
        for (typed, message) in cases {
            #expect(PayCommandError.invalidAmount(typed).description == message, "\(typed)")
        }
        #expect(PayCommandError.invalidAmount("000000000012").description == "\"000000000012\" is not an amount, e.g. 10 or 12.50")
        #expect(PayAmount("999999999.99") != nil)
    }
}
