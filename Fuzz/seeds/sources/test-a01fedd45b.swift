Text(poll).accessibilityLabel("accessibility.status.poll.option-prefix-\(index)-of-\(total)")
Image(alt).accessibilityLabel(Text("accessibility.image.alt-text-\(alt)"))
x.accessibilityHint(String(localized: "Allowed characters \(n) of \(max)"))
y.accessibilityLabel("100% of \(total)")
