import StreamChat

/// What a part of the channel screen that shows no state of its own is compared by: the
/// factory, the view model (both by identity) and the composer's placement. Parts holding it are
/// `Equatable` through it, so a new message (which changes none of these) skips them.
struct ChannelPartIdentity: Equatable {
    private let factoryID: ObjectIdentifier
    private let viewModelID: ObjectIdentifier
    let placement: ComposerPlacement

    init(factory: AnyObject, viewModel: ChatChannelViewModel, placement: ComposerPlacement) {
        factoryID = ObjectIdentifier(factory)
        viewModelID = ObjectIdentifier(viewModel)
        self.placement = placement
    }
}
