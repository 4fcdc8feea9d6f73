import Foundation
import XCTest
import VoiceLintCatalog
@testable import VoiceLintSources

final class SourceScannerTests: XCTestCase {
    /// key -> role for one Swift snippet.
    func roles(_ source: String, known: Set<String>, language: SourceScanner.Language = .swift) -> [String: SourceRole] {
        let uses = SourceScanner.group(SourceScanner(knownKeys: known).scan(source: source, file: "A.swift", language: language))
        return uses.mapValues(\.role)
    }

    // MARK: SwiftUI

    func testSwiftUIModifiers() {
        let known: Set<String> = ["k.literal", "k.text", "k.localized", "k.lsk", "k.hint", "k.resource", "k.hint.text"]
        let src = """
        Image(systemName: "x")
            .accessibilityLabel("k.literal")
        Button {} label: { Image("y") }
            .accessibilityLabel(Text("k.text"))
            .accessibilityHint("k.hint")
        Toggle(isOn: $on) { EmptyView() }
            .accessibilityLabel(String(localized: "k.localized"))
            .accessibilityHint(Text("k.hint.text"))
        Color.red.accessibilityLabel(LocalizedStringKey("k.lsk"))
        Color.red.accessibilityLabel(LocalizedStringResource("k.resource"), isEnabled: true)
        """
        XCTAssertEqual(roles(src, known: known), [
            "k.literal": .label, "k.text": .label, "k.localized": .label, "k.lsk": .label, "k.resource": .label,
            "k.hint": .hint, "k.hint.text": .hint,
        ])
    }

    func testDeprecatedAccessibilityModifierAndImageLabel() {
        let src = """
        Image("a").accessibility(label: Text("a.label"), hint: Text("a.hint"))
        Image("b").accessibility(hint: Text(String(localized: "b.hint")))
        Image("c").accessibility(value: Text("c.value"))
        Image("avatar", label: Text("avatar.label"))
        """
        XCTAssertEqual(roles(src, known: ["a.label", "a.hint", "b.hint", "c.value", "avatar.label"]),
                       ["a.label": .label, "a.hint": .hint, "b.hint": .hint, "avatar.label": .label])
    }

    func testTernaryAndNilCoalescingBranches() {
        let src = """
        Image(systemName: "bell")
            .accessibilityLabel(isOn ? "bell.on" : "bell.off")
            .accessibilityHint(flag ? L10n.hintA : (other ? L10n.hintB : "hint.c"))
        view.accessibilityLabel = custom ?? L10n.fallback
        """
        XCTAssertEqual(roles(src, known: ["bell.on", "bell.off", "hint_a", "hint_b", "hint.c", "fallback", "isOn"]),
                       ["bell.on": .label, "bell.off": .label, "hint_a": .hint, "hint_b": .hint, "hint.c": .hint, "fallback": .label])
    }

    func testVerbatimTextAndUndeclaredNamesDoNotCountConcatenationsArePieces() {
        let known: Set<String> = ["a", "b", "name", "title", "key", "c"]
        let src = """
        x.accessibilityLabel(Text(verbatim: "a"))
        x.accessibilityLabel(name)
        x.accessibilityLabel("key".uppercased())
        button.accessibilityLabel = viewModel.title
        """
        XCTAssertEqual(roles(src, known: known), [:], "shown as written, or names the code does not declare")
        let composed = """
        x.accessibilityLabel(Text("a") + Text(name))
        button.accessibilityLabel = "b".localized + name
        """
        XCTAssertEqual(roles(composed, known: known), ["a": .part, "b": .part], "each key a piece of a composed label")
    }

    // MARK: UIKit

    func testUIKitAssignments() {
        let known: Set<String> = ["ns.key", "loc.key", "helper.key", "hint.key", "plain", "format.key", "fmt2.key", "bundle.key", "attributed_hint"]
        let src = """
        button.accessibilityLabel = NSLocalizedString("ns.key", comment: "A comment that is not a key")
        self.cell.accessibilityLabel = String(localized: "loc.key")
        accessibilityLabel = "helper.key".localized
        item.accessibilityHint = NSLocalizedString("hint.key", tableName: "Other", bundle: .main, comment: "")
        other.accessibilityLabel = "plain"
        label.accessibilityLabel = String(format: NSLocalizedString("format.key", comment: ""), count)
        label.accessibilityHint = String.localizedStringWithFormat("fmt2.key".localized, count)
        label.accessibilityLabel = Bundle.main.localizedString(forKey: "bundle.key", value: nil, table: nil)
        label.accessibilityAttributedHint = NSAttributedString(string: L10n.attributedHint, attributes: [:])
        """
        XCTAssertEqual(roles(src, known: known), [
            "ns.key": .label, "loc.key": .label, "helper.key": .label, "hint.key": .hint,
            "format.key": .label, "fmt2.key": .hint, "bundle.key": .label, "attributed_hint": .hint,
        ], "a bare literal assigned to a String property is text, not a key")
    }

    func testStatementEndsAtLineBreakUnlessContinued() {
        let src = """
        a.accessibilityLabel = L10n.first
        b.title = L10n.second
        c.accessibilityLabel =
            NSLocalizedString("third", comment: "")
        d.accessibilityHint = isOn
            ? L10n.fourth
            : L10n.fifth
        e.accessibilityLabel = L10n.sixth; f.title = L10n.seventh
        """
        XCTAssertEqual(roles(src, known: ["first", "second", "third", "fourth", "fifth", "sixth", "seventh"]),
                       ["first": .label, "third": .label, "fourth": .hint, "fifth": .hint, "sixth": .label])
    }

    func testComputedPropertiesAndDeclarations() {
        let src = """
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
        """
        let known: Set<String> = ["rich_text_editor_format_bold", "rich_text_editor_format_italic", "kind_a_hint", "kind.default.hint",
                                  "cell.label", "not_this", "stored_hint", "not.a.role.name", "swiftui.key", "plain.text",
                                  "one_line_hint", "second_hint"]
        XCTAssertEqual(roles(src, known: known), [
            "rich_text_editor_format_bold": .label, "rich_text_editor_format_italic": .label,
            "kind_a_hint": .hint, "kind.default.hint": .hint, "cell.label": .label, "stored_hint": .hint, "swiftui.key": .label,
            "one_line_hint": .hint, "second_hint": .hint,
        ])
    }

    func testFunctionsNamedLikeTheProperty() {
        let src = #"""
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
        """#
        XCTAssertEqual(roles(src, known: ["accessibility.image.alt-text-%@", "accessibility.tabs.profile.picker.media",
                                          "row.disabled.hint", "plain text", "not.localized", "plain"]), [
            "accessibility.image.alt-text-%@": .label, "accessibility.tabs.profile.picker.media": .label, "row.disabled.hint": .hint,
        ])
    }

    func testMastodonStyleMetaAccessibilityLabel() {
        let src = """
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
        """
        XCTAssertEqual(roles(src, known: ["Common.Controls.Status.MetaEntity.Url"]), ["Common.Controls.Status.MetaEntity.Url": .label])
    }

    func testLabelledArguments() {
        let src = """
        RoundButton(icon: .close, accessibilityLabel: L10n.actionClose, accessibilityHint: "close.hint")
        func make(accessibilityLabel: String = "default") {}
        """
        XCTAssertEqual(roles(src, known: ["action_close", "close.hint", "default", "String"]),
                       ["action_close": .label, "close.hint": .hint])
    }

    // MARK: Not code

    func testCommentsAndStringsThatMentionTheWordsDoNotMatch() {
        let src = #"""
        // view.accessibilityLabel = NSLocalizedString("in.comment", comment: "")
        /* .accessibilityLabel("in.block") /* nested */ .accessibilityHint("still.comment") */
        let s = ".accessibilityLabel(\"in.string\")"
        let r = #".accessibilityHint("in.raw")"#
        print("accessibilityLabel = NSLocalizedString(\"in.print\", comment: \"\")")
        let m = """
            .accessibilityLabel("in.multiline")
            """
        let label = "accessibilityLabel"
        """#
        let known: Set<String> = ["in.comment", "in.block", "still.comment", "in.string", "in.raw", "in.print", "in.multiline", "accessibilityLabel"]
        XCTAssertEqual(roles(src, known: known), [:])
    }

    // MARK: Interpolation

    func testInterpolatedStringsAreSkipped() {
        let src = #"""
        a.accessibilityLabel("Hello \(name)")
        b.accessibilityLabel("\(count)")
        c.accessibilityLabel = NSLocalizedString("runtime.\(id)", comment: "")
        d.accessibilityLabel = "\(name) key".localized
        """#
        XCTAssertEqual(roles(src, known: ["Hello", "Hello %@", "%lld", "runtime.%@", "%@ key"]), ["Hello %@": .label],
                       "only a LocalizedStringKey with letters matches a key with a specifier")
        XCTAssertEqual(roles(src, known: ["Hello", "%lld", "runtime.%@", "%@ key"]), [:], "no key has the same text: skipped")
        XCTAssertEqual(roles(src, known: []), [:], "without known keys an interpolated literal is skipped")
    }

    func testInterpolationMatchesSpecifiersOfAnyKind() {
        let src = #"""
        Text(poll).accessibilityLabel("accessibility.status.poll.option-prefix-\(index)-of-\(total)")
        Image(alt).accessibilityLabel(Text("accessibility.image.alt-text-\(alt)"))
        x.accessibilityHint(String(localized: "Allowed characters \(n) of \(max)"))
        y.accessibilityLabel("100% of \(total)")
        """#
        let known: Set<String> = ["accessibility.status.poll.option-prefix-%lld-of-%lld", "accessibility.image.alt-text-%@",
                                  "Allowed characters %1$d of %2$d", "100%% of %@"]
        XCTAssertEqual(roles(src, known: known), [
            "accessibility.status.poll.option-prefix-%lld-of-%lld": .label, "accessibility.image.alt-text-%@": .label,
            "Allowed characters %1$d of %2$d": .hint, "100%% of %@": .label,
        ])
    }

    // MARK: Generated accessors, the three corpus naming styles

    func testSwiftGenDottedKeysMastodonStyle() {
        let known: Set<String> = [
            "Common.Controls.Actions.Share", "Common.Controls.Status.Actions.A11YLabels.Reblog",
            "Scene.Profile.Accessibility.DoubleTapToOpenTheList", "plural.count.reply", "Scene.AccountList.TabBarHint",
            "Common.Controls.Actions.Cancel", "Common.Controls.Status.Media.AccessibilityLabel", "5",
        ]
        let src = """
        shareButton.accessibilityLabel = L10n.Common.Controls.Actions.share
        reblogButton.accessibilityLabel = L10n.Common.Controls.Status.Actions.A11YLabels.reblog
        dashboard.accessibilityHint = L10n.Scene.Profile.Accessibility.doubleTapToOpenTheList
        replyButton.accessibilityLabel = L10n.Plural.Count.reply(count)
        tab.accessibilityHint = MastodonLocalization.L10n.Scene.AccountList.tabBarHint(name)
        cancel.title = L10n.Common.Controls.Actions.cancel
        other.accessibilityLabel = L10n.Common.Controls.Actions.unknownThing
        media.accessibilityLabel = L10n.Common.Controls.Status.Media.accessibilityLabel("5", index, count)
        """
        XCTAssertEqual(roles(src, known: known), [
            "Common.Controls.Actions.Share": .label, "Common.Controls.Status.Actions.A11YLabels.Reblog": .label,
            "Scene.Profile.Accessibility.DoubleTapToOpenTheList": .hint, "plural.count.reply": .label,
            "Scene.AccountList.TabBarHint": .hint, "Common.Controls.Status.Media.AccessibilityLabel": .label,
        ], "an accessor named accessibilityLabel is not a SwiftUI modifier")
    }

    func testSwiftGenFlatKeysElementXStyle() {
        let known: Set<String> = ["a11y_edit_room_address_hint", "a11y_add_avatar", "a11y.room_avatar", "a11y_jump_to_bottom", "a11y_reset"]
        let src = """
        TextField(text: $address)
            .accessibilityHint(L10n.a11yEditRoomAddressHint(address))
        Button { } label: { Image(systemName: "camera") }
            .accessibilityLabel(L10n.a11yAddAvatar)
        RoomAvatarImage().accessibilityLabel(Text(L10n.a11yRoomAvatar))
        Image("down").accessibilityLabel(UntranslatedL10n.a11yJumpToBottom)
        Image("r").accessibilityLabel(L10n.a11yReset.resolved())
        """
        XCTAssertEqual(roles(src, known: known), [
            "a11y_edit_room_address_hint": .hint, "a11y_add_avatar": .label, "a11y.room_avatar": .label,
            "a11y_jump_to_bottom": .label, "a11y_reset": .label,
        ])
    }

    func testLocalizedStringKeyLiteralsIceCubesStyle() {
        let known: Set<String> = ["accessibility.editor.button.attach-photo", "accessibility.tabs.profile.post-count.hint", "account.follow.following"]
        let src = """
        Button { } label: { Image(systemName: "photo") }
            .accessibilityLabel("accessibility.editor.button.attach-photo")
        Button { } label: { Text("12") }
            .accessibilityHint("accessibility.tabs.profile.post-count.hint")
        Text(following ? "account.follow.following" : "account.follow.follow")
            .accessibilityLabel("account.follow.following")
            .accessibilityValue(on ? "accessibility.general.toggle.on" : "accessibility.general.toggle.off")
        """
        XCTAssertEqual(roles(src, known: known), [
            "accessibility.editor.button.attach-photo": .label, "accessibility.tabs.profile.post-count.hint": .hint,
            "account.follow.following": .label,
        ])
    }

    func testAccessorsNeedARootAndKnownKeys() {
        let src = """
        a.accessibilityLabel = viewModel.title
        b.accessibilityLabel = Strings.Settings.title
        c.accessibilityLabel = R.string.localizable.settingsSave()
        d.accessibilityLabel = L10n.tr("Localizable", "table.lookup", fallback: "x")
        e.accessibilityHint = L10n.string("string.lookup")
        """
        XCTAssertEqual(roles(src, known: ["title", "settings.title", "settings_save", "table.lookup", "string.lookup", "Localizable"]), [
            "settings.title": .label, "settings_save": .label, "table.lookup": .label, "string.lookup": .hint,
        ])
        XCTAssertEqual(roles(src, known: []), ["table.lookup": .label, "string.lookup": .hint],
                       "without known keys accessors are not resolved; lookup functions give their literal")
    }

    func testAmbiguousAccessorReportsEveryCandidate() {
        let r = roles("x.accessibilityLabel = L10n.a11yFoo", known: ["a11y.foo", "a11y_foo", "a11yfoo.bar"])
        XCTAssertEqual(r, ["a11y_foo": .label], "one key matches segment by segment before the flat comparison")
        let r2 = roles("x.accessibilityLabel = L10n.A11y.foo", known: ["a11y.foo", "a11y_foo"])
        XCTAssertEqual(r2, ["a11y.foo": .label])
        let r3 = roles("x.accessibilityLabel = L10n.a11yFoo", known: ["a11y-foo", "a11y_foo"])
        XCTAssertEqual(r3, ["a11y-foo": .label, "a11y_foo": .label])
    }

    func testWithoutKnownKeysLiteralsAreReportedAsWritten() {
        let r = roles("""
        x.accessibilityLabel("any.key")
        y.accessibilityHint = NSLocalizedString("other.key", comment: "")
        z.accessibilityLabel = L10n.unresolved
        """, known: [])
        XCTAssertEqual(r, ["any.key": .label, "other.key": .hint])
    }

    // MARK: A key used both ways

    func testKeyUsedAsLabelAndHintTakesTheFirstUse() throws {
        let scanner = SourceScanner(knownKeys: ["action_copy"])
        let b = scanner.scan(source: "x.accessibilityHint(L10n.actionCopy)", file: "B.swift", language: .swift)
        let a = scanner.scan(source: "\n\ny.accessibilityLabel(L10n.actionCopy)", file: "A.swift", language: .swift)
        let use = try XCTUnwrap(SourceScanner.group(b + a)["action_copy"])
        XCTAssertEqual(use.role, .label, "A.swift sorts before B.swift")
        XCTAssertTrue(use.isAmbiguous)
        XCTAssertEqual(use.roles, [.label, .hint])
        XCTAssertEqual(use.evidence.map(\.description), ["A.swift:3:22", "B.swift:1:21"])
        XCTAssertEqual(use.evidence(for: .hint).map(\.description), ["B.swift:1:21"])
    }

    // MARK: Objective-C and Interface Builder

    func testObjectiveC() {
        let src = """
        #import "Foo.h"
        // self.button.accessibilityLabel = NSLocalizedString(@"commented", nil);
        - (void)setup {
            self.button.accessibilityLabel = NSLocalizedString(@"objc.label", @"Accessibility label");
            [self.button setAccessibilityHint:NSLocalizedString(@"objc.hint", nil)];
            self.other.accessibilityLabel = @"objc.plain";
            self.count.accessibilityLabel = [NSString stringWithFormat:NSLocalizedString(@"objc.format", nil), n];
            char c = '"';
        }
        - (NSString *)accessibilityHint { return NSLocalizedString(@"objc.getter.hint", nil); }
        """
        XCTAssertEqual(roles(src, known: ["commented", "objc.label", "objc.hint", "objc.plain", "objc.format", "objc.getter.hint"], language: .objectiveC),
                       ["objc.label": .label, "objc.hint": .hint, "objc.format": .label, "objc.getter.hint": .hint])
    }

    func testInterfaceBuilderRuntimeAttributes() {
        let src = """
        <button opaque="NO" id="abc-12-xyz">
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="string" keyPath="accessibilityLabelKey" value="ib.label"/>
                <userDefinedRuntimeAttribute type="string"
                    keyPath="localizedAccessibilityHint" value="ib.hint"/>
                <userDefinedRuntimeAttribute type="string" keyPath="accessibilityLabel" value="ib.text"/>
                <userDefinedRuntimeAttribute type="string" keyPath="titleKey" value="ib.title"/>
                <userDefinedRuntimeAttribute type="string" keyPath="a11yLabelKey" value="ib &amp; more"/>
            </userDefinedRuntimeAttributes>
        </button>
        """
        let usages = SourceScanner(knownKeys: ["ib.label", "ib.hint", "ib.text", "ib.title", "ib & more"])
            .scan(source: src, file: "Main.storyboard", language: .interfaceBuilder)
        XCTAssertEqual(usages.map { "\($0.key) \($0.role) \($0.location)" }, [
            "ib.label label Main.storyboard:3:9", "ib.hint hint Main.storyboard:4:9", "ib & more label Main.storyboard:8:9",
        ])
    }

    // MARK: Files

    func testScanWalksFoldersAndSkipsBuildAndVendorFolders() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("voicelint-sources-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        func write(_ rel: String, _ text: String) throws {
            let path = root + "/" + rel
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let line = "x.accessibilityLabel(\"k\")\n"
        try write("App/Views/Main.swift", "// header\n" + line)
        try write("App/Legacy/Old.m", "b.accessibilityHint = NSLocalizedString(@\"h\", nil);\n")
        try write("App/Base.lproj/Main.storyboard", "<userDefinedRuntimeAttribute type=\"string\" keyPath=\"accessibilityLabelKey\" value=\"s\"/>")
        for skipped in [".build/x", ".git/x", "DerivedData/x", "Pods/x", "Carthage/x", "node_modules/x", ".hidden/x"] {
            try write(skipped + "/Skipped.swift", "x.accessibilityLabel(\"skipped\")\n")
        }
        try write("App/notes.txt", line)

        let found = try SourceScanner.scan(paths: [root], knownKeys: ["k", "h", "s", "skipped"])
        XCTAssertEqual(Set(found.keys), ["k", "h", "s"])
        XCTAssertEqual(found["k"]?.role, .label)
        XCTAssertEqual(found["k"]?.evidence, [SourceLocation(file: root + "/App/Views/Main.swift", line: 2, column: 22)])
        XCTAssertEqual(found["h"]?.role, .hint)

        var options = SourceScanner.Options()
        options.objectiveC = false
        options.interfaceBuilder = false
        XCTAssertEqual(Set(try SourceScanner(knownKeys: ["k", "h", "s"], options: options).scan(paths: [root]).keys), ["k"])

        let single = try SourceScanner.scan(paths: [root + "/.build/x/Skipped.swift"], knownKeys: ["skipped"])
        XCTAssertEqual(Set(single.keys), ["skipped"], "a file named on the command line is read wherever it is")

        XCTAssertThrowsError(try SourceScanner.scan(paths: [root + "/missing"], knownKeys: [])) { error in
            XCTAssertTrue("\(error)".hasSuffix("missing: no such file or folder"), "\(error)")
        }
    }
}

extension SourceScannerTests {
    func testUnbalancedConditionalCompilationAndOtherMentions() {
        let src = """
        #if os(iOS)
        extension V { var body: some View {
        #else
        extension V { var body: some View { EmptyView()
        #endif
            Image("a").accessibilityLabel(L10n.first)
        } }
        let path = \\UIView.accessibilityLabel
        let sel = #selector(getter: UIView.accessibilityLabel)
        XCTAssertEqual(button.accessibilityLabel, L10n.notAUse)
        if button.accessibilityHint == L10n.notAUseEither { }
        Image("b").accessibilityHint(L10n.second)
        """
        XCTAssertEqual(roles(src, known: ["first", "second", "not_a_use", "not_a_use_either"]), ["first": .label, "second": .hint])
    }
}
