x.accessibilityLabel("any.key")
y.accessibilityHint = NSLocalizedString("other.key", comment: "")
z.accessibilityLabel = L10n.unresolved
