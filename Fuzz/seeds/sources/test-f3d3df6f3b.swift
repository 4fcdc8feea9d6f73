extension Meta {
    public var accessibilityLabel: String? {
        switch self {
        case .url(_, trimmed: _, url: let url, userInfo: _):
            return L10n.Common.Controls.Status.MetaEntity.url(url)
        case .emoji:
            return nil
        }
    }
}
