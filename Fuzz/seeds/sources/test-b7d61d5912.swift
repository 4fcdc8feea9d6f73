#if os(iOS)
extension V { var body: some View {
#else
extension V { var body: some View { EmptyView()
#endif
    Image("a").accessibilityLabel(L10n.first)
} }
let path = \UIView.accessibilityLabel
let sel = #selector(getter: UIView.accessibilityLabel)
XCTAssertEqual(button.accessibilityLabel, L10n.notAUse)
if button.accessibilityHint == L10n.notAUseEither { }
Image("b").accessibilityHint(L10n.second)
