Button { } label: { Image(systemName: "photo") }
    .accessibilityLabel("accessibility.editor.button.attach-photo")
Button { } label: { Text("12") }
    .accessibilityHint("accessibility.tabs.profile.post-count.hint")
Text(following ? "account.follow.following" : "account.follow.follow")
    .accessibilityLabel("account.follow.following")
    .accessibilityValue(on ? "accessibility.general.toggle.on" : "accessibility.general.toggle.off")
