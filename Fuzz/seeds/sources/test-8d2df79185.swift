RoundButton(icon: .close, accessibilityLabel: L10n.actionClose, accessibilityHint: "close.hint")
func make(accessibilityLabel: String = "default") {}
