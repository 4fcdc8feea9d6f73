a.accessibilityLabel = L10n.first
b.title = L10n.second
c.accessibilityLabel =
    NSLocalizedString("third", comment: "")
d.accessibilityHint = isOn
    ? L10n.fourth
    : L10n.fifth
e.accessibilityLabel = L10n.sixth; f.title = L10n.seventh
