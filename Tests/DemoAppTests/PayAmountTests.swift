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
        for bad in ["", "0", "0.00", "1.234", ".5", "5.", "-5", "ten", "1e3", "1234567890", " 10", "10 "] {
            #expect(PayAmount(bad) == nil, "\(bad)")
        }
    }
}
