x.accessibilityLabel(Text(verbatim: "a"))
x.accessibilityLabel(name)
x.accessibilityLabel(Text("a") + Text("b"))
x.accessibilityLabel("key".uppercased())
button.accessibilityLabel = viewModel.title
button.accessibilityLabel = "key".localized + name
