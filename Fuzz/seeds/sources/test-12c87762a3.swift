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
