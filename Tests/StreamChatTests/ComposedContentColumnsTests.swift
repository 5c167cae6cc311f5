import Foundation
@testable import StreamChat
import Testing

/// The composed columns are named once (`ComposedContent.columns`); their count and the values
/// written for them must follow that list, or inserts bind the wrong number of values.
@Suite struct ComposedContentColumnsTests {
    @Test func theCountAndTheValuesFollowTheNamedColumns() {
        let names = ComposedContent.columns.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(names.first == "text" && names.last == "extra")
        #expect(ComposedContent.columnCount == names.count)
        let content = ComposedContent(text: "hi", command: nil, args: nil, quotedId: nil, mentionedUserIds: [],
                                      attachments: [], isSilent: false, extra: [:])
        #expect(content.composedValues.count == names.count, "one value per named column")
    }
}
