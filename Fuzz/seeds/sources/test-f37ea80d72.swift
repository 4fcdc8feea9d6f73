extension FormatItem {
    var accessibilityLabel: String {
        switch type {
        case .bold:
            return L10n.richTextEditorFormatBold
        case .italic: return L10n.richTextEditorFormatItalic
        }
    }
}
enum Kind {
    var accessibilityHint: String {
        switch self {
        case .a: L10n.kindAHint
        default: NSLocalizedString("kind.default.hint", comment: "")
        }
    }
}
final class Cell: UITableViewCell {
    override var accessibilityLabel: String? {
        get { NSLocalizedString("cell.label", comment: "") }
        set { title = L10n.notThis }
    }
    let accessibilityHint = L10n.storedHint
    var accessibilityLabelKey: LocalizedStringKey { "not.a.role.name" }
}
struct V { var accessibilityLabel: LocalizedStringKey { "swiftui.key" } }
enum E { var accessibilityHint: String { switch self { case .a: L10n.oneLineHint; case .b: L10n.secondHint } } }
struct W { var accessibilityLabel: String { "plain.text" } }
