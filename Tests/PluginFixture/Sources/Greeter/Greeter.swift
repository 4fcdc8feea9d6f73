/// A target with a string catalog, for the plugin tests.
public enum Greeter {
    public static let key = "share.accessibilityLabel"
}
