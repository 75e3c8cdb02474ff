/// The app's appearance, day or night. The model layer publishes which one is current (see
/// ``ThemeStore``); what each looks like is a view concern, in `SharedViews`.
public enum Theme: String, Hashable, Sendable, CaseIterable {
    case day
    case night
}
