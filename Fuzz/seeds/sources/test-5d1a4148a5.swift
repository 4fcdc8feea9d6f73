// view.accessibilityLabel = NSLocalizedString("in.comment", comment: "")
/* .accessibilityLabel("in.block") /* nested */ .accessibilityHint("still.comment") */
let s = ".accessibilityLabel(\"in.string\")"
let r = #".accessibilityHint("in.raw")"#
print("accessibilityLabel = NSLocalizedString(\"in.print\", comment: \"\")")
let m = """
    .accessibilityLabel("in.multiline")
    """
let label = "accessibilityLabel"
