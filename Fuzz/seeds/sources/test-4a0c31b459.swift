Image(systemName: "bell")
    .accessibilityLabel(isOn ? "bell.on" : "bell.off")
    .accessibilityHint(flag ? L10n.hintA : (other ? L10n.hintB : "hint.c"))
view.accessibilityLabel = custom ?? L10n.fallback
