import XCTest
import VoiceLintCatalog
@testable import VoiceLintSources

/// Roles read across the files of a project: string tables, wrappers, locals,
/// parameters, models and composed labels, each in the shape apps write them.
final class ProjectRoleTests: XCTestCase {
    /// key -> role for a project of Swift files (named A.swift, B.swift, ... in order).
    func roles(_ files: [String], known: Set<String>) -> [String: SourceRole] {
        let sources = files.enumerated().map { n, text in
            (file: String(UnicodeScalar(UInt8(65 + n))) + ".swift", text: text, language: SourceScanner.Language.swift)
        }
        return SourceScanner.group(SourceScanner(knownKeys: known).scan(sources: sources)).mapValues(\.role)
    }

    // MARK: String tables

    func testNestedTablesExtensionsAndStaticFunctionsAcrossFiles() {
        let table = """
        import Foundation

        enum Strings {
            enum Common {
                static let close = NSLocalizedString("Close_Key", comment: "Close the sheet")
                static let done = NSLocalizedString("Done_Key", value: "Done", comment: "")
            }
        }

        enum Texts {
            static func closeTab(title: String, host: String) -> String {
                String(format: NSLocalizedString("CloseTab_Key", comment: "Close %@ on %@"), title, host)
            }
        }
        """
        let more = """
        extension Strings.Common {
            static var share: String { NSLocalizedString("Share_Key", comment: "") }
        }

        struct UIConstants {
            struct strings {
                static let browserBack = NSLocalizedString("Browser.backLabel", value: "Back", comment: "Accessibility label for the back button")
            }
        }
        """
        let view = """
        final class Toolbar: UIView {
            func setUp() {
                closeButton.accessibilityLabel = Strings.Common.close
                shareButton.accessibilityLabel = Strings.Common.share
                backButton.accessibilityLabel = UIConstants.strings.browserBack
                tabButton.accessibilityHint = Texts.closeTab(title: tab.title, host: tab.host)
                doneButton.setTitle(Strings.Common.done, for: .normal)
            }
        }
        """
        XCTAssertEqual(roles([table, more, view], known: ["Close_Key", "Done_Key", "CloseTab_Key", "Share_Key", "Browser.backLabel"]), [
            "Close_Key": .label, "Share_Key": .label, "Browser.backLabel": .label, "CloseTab_Key": .hint,
        ], "a button's title is not its label")
    }

    func testPartlyQualifiedNamesInsideTheTypeAndModuleQualifiedNames() {
        let table = """
        enum L10n {
            enum Room {
                static let leave = L10n.tr("Localizable", "room.leave")
                static var leaveHint: String { leave }
            }
            static func tr(_ table: String, _ key: String) -> String { NSLocalizedString(key, tableName: table, comment: "") }
        }
        """
        let use = """
        extension L10n.Room {
            static let both = [leave, leaveHint]
        }
        struct RoomView: View {
            var body: some View {
                Button(action: leave) { Image(systemName: "door") }
                    .accessibilityLabel(AppStrings.L10n.Room.leave)
                    .accessibilityHint(Room.leaveHint)
            }
        }
        """
        XCTAssertEqual(roles([table, use], known: ["room.leave"]), ["room.leave": .label],
                       "the hint's getter returns the same key: the first use's role is the label")
        let uses = SourceScanner.group(SourceScanner(knownKeys: ["room.leave"]).scan(sources: [
            (file: "A.swift", text: table, language: .swift), (file: "B.swift", text: use, language: .swift),
        ]))
        XCTAssertEqual(uses["room.leave"]?.roles, [.label, .hint])
    }

    // MARK: Wrappers

    func testProjectWrappersThatTakeAKey() {
        let src = """
        func OCLocalizedString(_ key: String, _ comment: String?) -> String { NSLocalizedString(key, comment: comment ?? "") }
        final class ShareCell: UITableViewCell {
            func configure() {
                shareButton.accessibilityLabel = OCLocalizedString("Share", nil)
                linkButton.accessibilityLabel = NSLocalizedString("[Links/Copy]", bundle: .main, value: "Copy link", comment: "")
                moreButton.accessibilityHint = Bundle.main.localizedString(forKey: "more.hint", value: nil, table: "Cells")
                iconView.image = UIImage(named: "Share")
                badge.accessibilityLabel = Localized.string("badge.label")
            }
        }
        enum Localized { static func string(_ key: String) -> String { NSLocalizedString(key, comment: "") } }
        """
        XCTAssertEqual(roles([src], known: ["Share", "[Links/Copy]", "more.hint", "badge.label"]), [
            "Share": .label, "[Links/Copy]": .label, "more.hint": .hint, "badge.label": .label,
        ])
    }

    func testSwiftUIKeysAndVerbatimText() {
        let src = """
        struct Row: View {
            var body: some View {
                Image(systemName: "star")
                    .accessibilityLabel(Text(verbatim: L10n.favourite))
                Image(systemName: "trash")
                    .accessibilityLabel(Text(LocalizedStringResource("row.delete")))
                Image(systemName: "pin")
                    .accessibilityHint(String(localized: "row.pin.hint"))
                Image(systemName: "x")
                    .accessibilityLabel(Text(verbatim: "row.literal"))
            }
        }
        enum L10n { static let favourite = NSLocalizedString("row.favourite", comment: "") }
        """
        XCTAssertEqual(roles([src], known: ["row.favourite", "row.delete", "row.pin.hint", "row.literal"]), [
            "row.favourite": .label, "row.delete": .label, "row.pin.hint": .hint,
        ], "a verbatim literal is shown as written")
    }

    // MARK: Parameters named for accessibility

    func testArgumentsLabelledForAccessibility() {
        let src = """
        final class Settings {
            func rows() {
                addRow(makeCell(title: Strings.name, accessibilityLabel: Strings.nameField))
                addRow(image(named: "avatar", accessibilityLabel: Strings.avatar))
                header.set(icon: icon, imageAccessibilityLabel: Strings.headerIcon, accessibilityHintText: Strings.headerHint)
                addRow(quota(title: Strings.quota, accessibilityLabel: Strings.quotaField))
            }
            func quota(title: String, accessibilityLabel: String) -> Row { Row(title: title) }
        }
        enum Strings {
            static let name = NSLocalizedString("Name", comment: "")
            static let nameField = NSLocalizedString("Server name", comment: "")
            static let avatar = NSLocalizedString("Avatar", comment: "")
            static let headerIcon = NSLocalizedString("Account icon", comment: "")
            static let headerHint = NSLocalizedString("Opens the account.", comment: "")
            static let quota = NSLocalizedString("Quota", comment: "")
            static let quotaField = NSLocalizedString("Available space", comment: "")
        }
        """
        XCTAssertEqual(roles([src], known: ["Name", "Server name", "Avatar", "Account icon", "Opens the account.", "Quota", "Available space"]), [
            "Server name": .label, "Avatar": .label, "Account icon": .label, "Opens the account.": .hint,
        ], "quota(title:accessibilityLabel:) never uses its accessibility label: nothing is set")
    }

    // MARK: Locals, getters

    func testLocalsComputedPropertiesAndOverriddenGetters() {
        let src = """
        final class NoteCell: UITableViewCell {
            override var accessibilityLabel: String? {
                get { Strings.note }
                set { super.accessibilityLabel = newValue }
            }
            var pinTitle: String { isPinned ? Strings.unpin : Strings.pin }

            func update(status: Status) {
                let title = isPinned ? Strings.unpin : Strings.pin
                pinAction.accessibilityLabel = title
                var statusText: String?
                switch status {
                case .offline: statusText = NSLocalizedString("Offline", comment: "")
                case .online: statusText = NSLocalizedString("Online", comment: "")
                }
                statusView.accessibilityLabel = statusText
                menuButton.accessibilityHint = pinTitle
            }
        }
        enum Strings {
            static let note = NSLocalizedString("Note", comment: "")
            static let pin = NSLocalizedString("Pin", comment: "")
            static let unpin = NSLocalizedString("Unpin", comment: "")
        }
        """
        XCTAssertEqual(roles([src], known: ["Note", "Pin", "Unpin", "Offline", "Online"]), [
            "Note": .label, "Pin": .label, "Unpin": .label, "Offline": .label, "Online": .label,
        ])
    }

    // MARK: One level of flow

    func testPropertiesGivenAtInitializersAndCopiedIntoLabels() {
        let model = """
        struct MenuAction {
            let title: String
            let image: String?
        }
        struct SheetItem {
            private(set) var title: String
            init(title: String, icon: String? = nil) {
                self.title = title
            }
        }
        extension SheetItem {
            init(_ action: MenuAction) {
                self.init(title: action.title, icon: action.image)
            }
        }
        """
        let provider = """
        final class MenuProvider {
            var items: [MenuAction] {
                [MenuAction(title: Strings.find, image: "search"), MenuAction(title: Strings.copy, image: nil)]
            }
        }
        enum Strings {
            static let find = NSLocalizedString("Menu.Find", comment: "")
            static let copy = NSLocalizedString("Menu.Copy", comment: "")
        }
        """
        let cell = """
        final class SheetCell: UITableViewCell {
            func configure(with item: SheetItem) {
                titleLabel.text = item.title
                accessibilityLabel = item.title
            }
        }
        """
        XCTAssertEqual(roles([model, provider, cell], known: ["Menu.Find", "Menu.Copy"]), ["Menu.Find": .label, "Menu.Copy": .label])
    }

    func testLiteralKeysGivenToLocalizedStringKeyParametersAndProperties() {
        let src = """
        struct InfoLabel: View {
            let title: LocalizedStringKey
            var body: some View { Text(title).accessibilityLabel(title) }
        }
        struct StatsView: View {
            var body: some View {
                InfoLabel(title: "account.posts")
                makeInfo(title: "account.following")
            }
            func makeInfo(title: LocalizedStringKey) -> some View {
                Text(title).accessibilityElement(children: .ignore).accessibilityLabel(title)
            }
            func plain(title: String) -> some View { Text(title).accessibilityLabel(title) }
            func other() { _ = plain(title: "account.followers") }
        }
        """
        XCTAssertEqual(roles([src], known: ["account.posts", "account.following", "account.followers"]),
                       ["account.posts": .label, "account.following": .label],
                       "a String parameter shows the literal as written: no key")
    }

    func testAViewsOwnTextAndMembersOfOtherTypes() {
        let src = """
        final class MetricRow: UIView {
            let textLabel = UILabel()
            init(text: String) {
                super.init(frame: .zero)
                textLabel.text = text
            }
            override var accessibilityLabel: String? { get { textLabel.text } set { } }
        }
        final class Stats {
            func rows() -> [UIView] { [MetricRow(text: L10n.boosts)] }
            func mirror() {
                titleLabel.text = L10n.title
                titleLabel.accessibilityLabel = titleLabel.text
            }
        }
        struct A { let caption: String }
        struct B { let caption: String }
        func show(thing: Thing) { view.accessibilityLabel = thing.caption }
        func make() { _ = A(caption: L10n.captionA); _ = B(caption: L10n.captionB) }
        enum L10n {
            static let boosts = NSLocalizedString("Boosts", comment: "")
            static let title = NSLocalizedString("Title", comment: "")
            static let captionA = NSLocalizedString("Caption A", comment: "")
            static let captionB = NSLocalizedString("Caption B", comment: "")
        }
        """
        XCTAssertEqual(roles([src], known: ["Boosts", "Title", "Caption A", "Caption B"]), ["Boosts": .label],
                       "a label repeating its own text is no copy; a member two types share is not guessed")
    }

    // MARK: Parts

    func testComposedLabelsMakeParts() {
        let src = #"""
        final class StatusCell: UITableViewCell {
            func update() {
                accessibilityLabel = "\(Strings.author), \(Strings.boosted)"
                avatar.accessibilityLabel = [Strings.avatar, name].joined(separator: ", ")
                media.accessibilityLabel = String(format: Strings.mediaCount, Strings.photo)
                var summary = Strings.title
                summary += " " + Strings.edited
                detail.accessibilityLabel = summary
                sort.accessibilityLabel = OCLocalizedFormat("Sort by {{attribute}}", ["attribute": Strings.name])
                badge.accessibilityLabel = Strings.unread
            }
        }
        enum Strings {
            static let author = NSLocalizedString("Author", comment: "")
            static let boosted = NSLocalizedString("Boosted", comment: "")
            static let avatar = NSLocalizedString("Avatar", comment: "")
            static let mediaCount = NSLocalizedString("%d photos of %@", comment: "")
            static let photo = NSLocalizedString("Photo", comment: "")
            static let title = NSLocalizedString("Title", comment: "")
            static let edited = NSLocalizedString("Edited", comment: "")
            static let name = NSLocalizedString("name", comment: "")
            static let unread = NSLocalizedString("Unread", comment: "")
        }
        """#
        let known: Set<String> = ["Author", "Boosted", "Avatar", "%d photos of %@", "Photo", "Title", "Edited", "name", "Unread", "Sort by {{attribute}}"]
        XCTAssertEqual(roles([src], known: known), [
            "Author": .part, "Boosted": .part, "Avatar": .part, "%d photos of %@": .label, "Photo": .part,
            "Title": .part, "Edited": .part, "Sort by {{attribute}}": .label, "name": .part, "Unread": .label,
        ])
    }

    func testAKeyUsedWholeAndAsAPieceIsAWholeLabel() throws {
        let src = #"""
        func f() {
            badge.accessibilityLabel = "\(Strings.unread) \(count)"
            dot.accessibilityLabel = Strings.unread
        }
        enum Strings { static let unread = NSLocalizedString("Unread", comment: "") }
        """#
        let use = try XCTUnwrap(SourceScanner.group(SourceScanner(knownKeys: ["Unread"]).scan(source: src, file: "A.swift", language: .swift))["Unread"])
        XCTAssertEqual(use.role, .label)
        XCTAssertEqual(use.roles, [.label, .part])
        XCTAssertFalse(use.isAmbiguous, "a part and a whole use are not two roles")
    }

    // MARK: Copy written in code

    func testLiteralsThatAreNoKeysAreCopyInCode() throws {
        let src = #"""
        final class PlayerView: UIView {
            func setUp() {
                playButton.accessibilityLabel = "Play button"
                skipButton.accessibilityHint = isLast ? "Starts again." : "Skips to the next track."
                titleLabel.accessibilityLabel = NSLocalizedString("player.title", comment: "")
                counter.accessibilityLabel = "\(count) of \(total)"
                empty.accessibilityLabel = ""
            }
        }
        struct Row: View {
            var body: some View {
                Image(systemName: "star").accessibilityLabel("Favourite")
                Image(systemName: "x").accessibilityLabel("player.title")
            }
        }
        """#
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("voicelint-copy-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try src.write(toFile: dir + "/PlayerView.swift", atomically: true, encoding: .utf8)
        let scan = try SourceScanner(knownKeys: ["player.title"]).scanAll(paths: [dir])
        XCTAssertEqual(scan.copy.map { "\($0.role) \($0.location.line):\($0.location.column) \($0.text)" }, [
            "label 3:41 Play button", "hint 4:49 Starts again.", "hint 4:67 Skips to the next track.", "label 12:54 Favourite",
        ], "keys, interpolations (pieces) and empty labels are no copy")
        XCTAssertEqual(Set(scan.uses.keys), ["player.title"])
    }

    // MARK: Not sinks

    func testGeneratedTablesStaticAccessibilityMembersAreNoSinks() {
        let src = """
        public enum L10n {
            public enum Mac {
                public static var accessibilityLabel: String { return L10n.tr("Localizable", "mac.accessibility_label") }
            }
        }
        """
        XCTAssertEqual(roles([src], known: ["mac.accessibility_label"]), [:])
    }

    func testCyclesAndDeepChainsEnd() {
        let src = """
        enum S {
            static var a: String { b }
            static var b: String { a }
        }
        struct Node { let next: String }
        func f(node: Node) { view.accessibilityLabel = S.a; other.accessibilityLabel = node.next }
        func g(node: Node) { _ = Node(next: node.next) }
        """
        XCTAssertEqual(roles([src], known: ["a", "b"]), [:])
    }
}
