import Foundation
import Testing
@testable import StreamChat

/// `MessageText.decode` names the offset of the first bad byte, found in one pass.
@Suite struct MessageTextDecodeTests {
    /// A bad byte in a 4 MB input, near its start or in its middle. The earlier search
    /// validated ever shorter prefixes from the end: one validation per byte after the bad one
    /// (near the start: 112 s in a debug build), each as long as the valid prefix (in the
    /// middle: hours). One pass reads each byte once.
    @Test(arguments: [3, 2_000_003])
    func aBadByteInALargeInputIsReportedAtItsOffset(offset: Int) {
        var data = Data("hé".utf8)
        data.append(Data(repeating: 0x61, count: offset - data.count))
        data.append(0xFF)
        data.append(Data(repeating: 0x61, count: 4_000_000))
        #expect(MessageText.firstInvalidOffset(in: data) == offset)
        #expect(throws: ClientError.InvalidUTF8.self) { try MessageText.decode(data) }
    }

    @Test(arguments: [
        ([0xFF], 0),
        ([0x68, 0x69, 0x0A, 0xC3, 0x28, 0x0A], 3),
        ([0x61, 0xE2, 0x82], 1),                // cut short at the end
        ([0x61, 0xED, 0xA0, 0x80], 1),          // a surrogate
        ([0x61, 0xC0, 0xAF], 1),                // an overlong encoding
        ([0xF0, 0x9F, 0x98, 0x80, 0x80], 4),    // a stray continuation byte after an emoji
    ] as [([UInt8], Int)])
    func theOffsetIsTheLengthOfTheLongestValidPrefix(bytes: [UInt8], offset: Int) {
        let data = Data(bytes)
        #expect(MessageText.firstInvalidOffset(in: data) == offset)
        #expect(String(validating: data.prefix(offset), as: UTF8.self) != nil)
        #expect(String(validating: data.prefix(offset + 1), as: UTF8.self) == nil)
        #expect(throws: ClientError.InvalidUTF8.self) { try MessageText.decode(data) }
    }
}
