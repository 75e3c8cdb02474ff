// Role: glue
// The subject list's shared context: state that every part of the screen observes, kept in one
// place instead of being passed from layer to layer. Today it holds the theme, carried from the
// model layer's ThemeStore into the binding kit so that every cell binding can follow it.
import SharedModel

@MainActor
final class SubjectListContext {
    /// The current theme, changing whenever the theme store's does.
    var theme: ReadOnlyObservable<Theme> { currentTheme.readOnly }
    private let currentTheme: Observable<Theme>
    /// Keeps the theme store talking to `theme` for as long as this context lives.
    private let themeObservation: ThemeObservation

    init(themeStore: ThemeStore) {
        let theme = Observable(themeStore.current)
        currentTheme = theme
        // Strong `theme`: it is downstream of the store, and holds nothing that holds this context.
        themeObservation = themeStore.observe { theme.value = $0 }
    }
}
