TextField(text: $address)
    .accessibilityHint(L10n.a11yEditRoomAddressHint(address))
Button { } label: { Image(systemName: "camera") }
    .accessibilityLabel(L10n.a11yAddAvatar)
RoomAvatarImage().accessibilityLabel(Text(L10n.a11yRoomAvatar))
Image("down").accessibilityLabel(UntranslatedL10n.a11yJumpToBottom)
Image("r").accessibilityLabel(L10n.a11yReset.resolved())
