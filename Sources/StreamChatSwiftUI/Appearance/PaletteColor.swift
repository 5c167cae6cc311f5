import SwiftUI

/// A colour of ``ColorPalette`` by its role, for the SDK's views that show it as a `Color`.
enum PaletteColor: Int, CaseIterable {
    case tintColor, text, textInverted, textLowEmphasis, subtitleText, alert, onlineIndicator
    case background, background1, border
    case messageCurrentUserBackground, messageOtherUserBackground
    case messageCurrentUserTextColor, messageOtherUserTextColor, mentionText
    case messageCellHighlightBackground, pinnedBackground
    case reactionCurrentUserColor, reactionOtherUserColor
}

/// A palette colour converted to a `Color`, with the colour object it was made from.
struct ConvertedColor {
    let source: UIColor
    let color: Color
}

extension Appearance {
    /// The appearance of the current ``StreamChat`` context, read without a key path (see
    /// `InjectedValues.currentStreamChat`); what `@Injected(\.colors)` and `@Injected(\.fonts)`
    /// read from.
    static var current: Appearance { InjectedValues.currentStreamChat.appearance }

    /// The palette's colour for `role` as a `Color`, converted once per colour object.
    ///
    /// Converting builds the colour's description, which costs more than the body that shows it;
    /// the palette hands out the same `UIColor` until one is assigned in its place (a new object,
    /// which is converted again), and a `UIColor`'s components never change.
    func color(_ role: PaletteColor) -> Color {
        let source = uiColor(role)
        if let converted = convertedColors[role.rawValue], converted.source === source { return converted.color }
        let color = Color(source)
        convertedColors[role.rawValue] = ConvertedColor(source: source, color: color)
        return color
    }

    /// The palette's colour for `role`, read on its own (reading `colors` whole copies every colour).
    private func uiColor(_ role: PaletteColor) -> UIColor {
        switch role {
        case .tintColor: colors.tintColor
        case .text: colors.text
        case .textInverted: colors.textInverted
        case .textLowEmphasis: colors.textLowEmphasis
        case .subtitleText: colors.subtitleText
        case .alert: colors.alert
        case .onlineIndicator: colors.onlineIndicator
        case .background: colors.background
        case .background1: colors.background1
        case .border: colors.border
        case .messageCurrentUserBackground: colors.messageCurrentUserBackground
        case .messageOtherUserBackground: colors.messageOtherUserBackground
        case .messageCurrentUserTextColor: colors.messageCurrentUserTextColor
        case .messageOtherUserTextColor: colors.messageOtherUserTextColor
        case .mentionText: colors.mentionText
        case .messageCellHighlightBackground: colors.messageCellHighlightBackground
        case .pinnedBackground: colors.pinnedBackground
        case .reactionCurrentUserColor: colors.reactionCurrentUserColor
        case .reactionOtherUserColor: colors.reactionOtherUserColor
        }
    }
}

extension Utils {
    /// The utilities of the current ``StreamChat`` context, read without a key path (see
    /// `InjectedValues.currentStreamChat`); what `@Injected(\.utils)` reads.
    static var current: Utils { InjectedValues.currentStreamChat.utils }
}
