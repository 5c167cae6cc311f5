import Foundation
import Testing
@testable import StreamChat

/// What `/giphy` shows and what Shuffle cycles through.
@Suite struct GiphyCatalogueTests {
    /// "dogs" matches one entry only; Shuffle showed it again and again (it looked broken). The
    /// matching entries come first, then the rest of the catalogue, each once.
    @Test func aSingleMatchIsFollowedByTheRestOfTheCatalogue() {
        let catalogue = GiphyCatalogue.standard
        let matches = catalogue.matches(for: "dogs")
        #expect(matches.first?.title == "Dog wagging its tail")
        #expect(matches.count == catalogue.entries.count)
        #expect(Set(matches).count == catalogue.entries.count)
    }

    @Test func matchingEntriesComeFirstInCatalogueOrder() {
        let catalogue = GiphyCatalogue.standard
        let matches = catalogue.matches(for: "cats")
        #expect(matches.prefix(2).map(\.title) == ["Cat typing furiously", "Cat falls off the table"])
        #expect(matches[2...].allSatisfy { !$0.tags.contains("cats") })
        #expect(matches.count == catalogue.entries.count)
    }

    @Test func noMatchStillYieldsEveryEntry() {
        let catalogue = GiphyCatalogue.standard
        #expect(Set(catalogue.matches(for: "zzqx")).count == catalogue.entries.count)
    }
}
