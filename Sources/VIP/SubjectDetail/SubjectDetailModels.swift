// Role: state
// The subject detail scene's models, grouped per use case as Clean Swift groups them: Request from the
// view controller, Response from the interactor, ViewModel for the view controller. Plain values. Both
// user actions on the details, fetching and switching off, answer with the screen as it now stands,
// so FetchDetails carries only a Request and UpdateDetails carries the Response and ViewModel they
// share, as the login's EditField and Submit share UpdateForm.
import SharedModel
import SharedViews
import ViewKit

enum SubjectDetail {
    /// The subject the scene was opened for, as the subject list scene's router passed it in: its name
    /// titles the screen.
    enum GetSubject {
        struct Request {}

        struct Response {
            let name: String
        }

        struct ViewModel {
            let title: String
        }
    }

    /// Load the details: on the first appearance, or on Retry after a failed load.
    enum FetchDetails {
        struct Request {
            enum Trigger {
                case firstAppearance
                case retry
            }

            let trigger: Trigger
        }
    }

    /// The user tapped Switch Off. The Response and ViewModel come only once the server has switched
    /// it off, and carry nothing: the router reads the subject from the interactor's data store and
    /// passes it back to the subject list scene.
    enum SwitchOff {
        struct Request {}

        struct Response {}

        struct ViewModel {}
    }

    /// The screen as it stands after fetching or switching off: the interactor's facts, then what the
    /// view controller shows.
    enum UpdateDetails {
        struct Response {
            /// The details request is in flight: the spinner turns.
            let isLoading: Bool
            /// The details of the last successful load; nil until one lands.
            let details: SubjectDetails?
            /// The last load failed.
            let loadFailed: Bool
            /// A switch-off is in flight.
            let isSwitchingOff: Bool
            /// The last switch-off failed, and the user has not tapped Switch Off again.
            let switchOffFailed: Bool
        }

        struct ViewModel {
            /// The details in the words the labels show.
            struct DisplayedDetails {
                let description: String
                let chapters: String
            }

            let isLoading: Bool
            /// Nil until the details have landed; then they show, with Switch Off.
            let details: DisplayedDetails?
            /// What failed, for the error label; Retry shows only for a failed load.
            let failure: SubjectDetailFailure?
            let isSwitchingOff: Bool
        }
    }

    /// The theme the model layer publishes, now and on every change.
    enum ApplyTheme {
        struct Request {}

        struct Response {
            let theme: Theme
        }

        struct ViewModel {
            let textColor: Color
            let backgroundColor: Color
        }
    }
}
