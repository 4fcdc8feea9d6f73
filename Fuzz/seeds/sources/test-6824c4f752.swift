a.accessibilityLabel = viewModel.title
b.accessibilityLabel = Strings.Settings.title
c.accessibilityLabel = R.string.localizable.settingsSave()
d.accessibilityLabel = L10n.tr("Localizable", "table.lookup", fallback: "x")
e.accessibilityHint = L10n.string("string.lookup")
