import SwiftUI

/// The SDK's search UI: a search field above the content it modifies, bound to `searchText`.
/// Escape in a non-empty field clears it (an empty field lets Escape through).
public struct DefaultSearchableModifier: ViewModifier {
    @Injected(\.colors) private var colors
    private let searchText: Binding<String>
    private let prompt: String

    /// Creates the modifier.
    /// - Parameters:
    ///   - searchText: the text typed into the search field.
    ///   - prompt: the placeholder shown while the field is empty.
    public init(searchText: Binding<String>, prompt: String) {
        self.searchText = searchText
        self.prompt = prompt
    }

    public func body(content: Content) -> some View {
        VStack(spacing: 0) {
            HStack(spacing: 8) {
                Image(systemName: "magnifyingglass")
                    .foregroundColor(Color(colors.textLowEmphasis))
                TextField(prompt, text: searchText)
                    .onKeyPress(.escape) {
                        guard !searchText.wrappedValue.isEmpty else { return .ignored }
                        searchText.wrappedValue = ""
                        return .handled
                    }
            }
            .padding(.horizontal, 8)
            .background(Color(colors.background1))
            content
        }
    }
}
