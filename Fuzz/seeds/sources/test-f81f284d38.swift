Image(systemName: "x")
    .accessibilityLabel("k.literal")
Button {} label: { Image("y") }
    .accessibilityLabel(Text("k.text"))
    .accessibilityHint("k.hint")
Toggle(isOn: $on) { EmptyView() }
    .accessibilityLabel(String(localized: "k.localized"))
    .accessibilityHint(Text("k.hint.text"))
Color.red.accessibilityLabel(LocalizedStringKey("k.lsk"))
Color.red.accessibilityLabel(LocalizedStringResource("k.resource"), isEnabled: true)
