import Foundation

/// A target with a string catalog, for the plugin tests.
public enum Greeter {
    public static let key = "share.accessibilityLabel"
    /// Spoken as a label (below): only the code says so, not the key's name.
    static let delete = NSLocalizedString("toolbar.delete", bundle: .module, comment: "")
}

/// Stands for a view: its label is set from the string table.
public final class Toolbar: NSObject {
    public var deleteLabel: String?

    public func setUp() {
        self.accessibilityLabel = Greeter.delete
    }

    public var accessibilityLabel: String?
}
