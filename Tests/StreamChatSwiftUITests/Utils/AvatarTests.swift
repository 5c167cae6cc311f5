@testable import StreamChatSwiftUI
import Testing

@Suite("Generated avatars")
struct AvatarTests {
    @Test func initials() {
        #expect(AvatarAppearance.initials(for: "Mike Morris") == "MM")
        #expect(AvatarAppearance.initials(for: "ana") == "A")
        #expect(AvatarAppearance.initials(for: "José de la Cruz") == "JD")
        #expect(AvatarAppearance.initials(for: "田中 太郎") == "田太")
        #expect(AvatarAppearance.initials(for: "\u{1B}[31m evil") == "3E")
        #expect(AvatarAppearance.initials(for: "  ") == "?")
        #expect(AvatarAppearance.initials(for: "🙂🙂") == "?")
    }

    @Test func colourIsStablePerId() {
        // FNV-1a is fixed: these values never change between runs or machines.
        #expect(AvatarAppearance.colorIndex(for: "ana") == AvatarAppearance.colorIndex(for: "ana"))
        let indices = Set(["ana", "ben", "cleo", "dan", "eve", "finn", "gus", "hana", "ivo"].map(AvatarAppearance.colorIndex(for:)))
        #expect(indices.count > 3)
        #expect(indices.allSatisfy { (0..<AvatarAppearance.palette.count).contains($0) })
    }

    @Test func mosaicSplitsIntoQuadrants() {
        let side = 8
        let mosaic = AvatarBitmap.mosaic(for: ["a", "b", "c", "d"], side: side)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            let offset = (y * side + x) * 4
            return Array(mosaic.rgba[offset..<offset + 4])
        }
        for (id, (x, y)) in zip(["a", "b", "c", "d"], [(0, 0), (7, 0), (0, 7), (7, 7)]) {
            let rgb = AvatarAppearance.palette[AvatarAppearance.colorIndex(for: id)]
            #expect(pixel(x, y) == [rgb.red, rgb.green, rgb.blue, 255])
        }
        #expect(AvatarBitmap.mosaic(for: [], side: side).rgba.allSatisfy { $0 == 0 })
        #expect(AvatarBitmap.mosaic(for: ["a"], side: side).makeImage() != nil)
    }
}
