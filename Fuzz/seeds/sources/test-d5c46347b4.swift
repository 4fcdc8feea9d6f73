private static func accessibilityLabel(for attachment: MediaAttachment) -> Text {
    if let altText = attachment.description {
        Text("accessibility.image.alt-text-\(altText)")
    } else if let typeDescription = attachment.localizedTypeDescription {
        Text(typeDescription)
    } else {
        Text("accessibility.tabs.profile.picker.media")
    }
}
func accessibilityHint(for row: Row) -> String {
    guard row.isEnabled else { return NSLocalizedString("row.disabled.hint", comment: "") }
    return "plain text"
}
func accessibilityLabel() -> String { if a { "not.localized" } else { "plain" } }
