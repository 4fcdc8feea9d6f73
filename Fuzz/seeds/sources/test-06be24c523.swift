a.accessibilityLabel("Hello \(name)")
b.accessibilityLabel("\(count)")
c.accessibilityLabel = NSLocalizedString("runtime.\(id)", comment: "")
d.accessibilityLabel = "\(name) key".localized
