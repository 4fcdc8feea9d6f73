shareButton.accessibilityLabel = L10n.Common.Controls.Actions.share
reblogButton.accessibilityLabel = L10n.Common.Controls.Status.Actions.A11YLabels.reblog
dashboard.accessibilityHint = L10n.Scene.Profile.Accessibility.doubleTapToOpenTheList
replyButton.accessibilityLabel = L10n.Plural.Count.reply(count)
tab.accessibilityHint = MastodonLocalization.L10n.Scene.AccountList.tabBarHint(name)
cancel.title = L10n.Common.Controls.Actions.cancel
other.accessibilityLabel = L10n.Common.Controls.Actions.unknownThing
media.accessibilityLabel = L10n.Common.Controls.Status.Media.accessibilityLabel("5", index, count)
