// Role: state
// The All Subjects scene's models, grouped per use case as Clean Swift groups them: Request from the
// view controller, Response from the interactor, ViewModel for the view controller. Plain values.
import SharedModel
import ViewKit

enum AllSubjects {
    /// Load the catalogue: on the first appearance, or on Retry after a failed load.
    enum FetchCatalogue {
        struct Request {
            enum Trigger {
                case firstAppearance
                case retry
            }

            let trigger: Trigger
        }

        struct Response {
            /// The catalogue request is in flight: loading animates.
            let isLoading: Bool
            /// The catalogue's subjects offered in the current phase, in catalogue order; empty until
            /// a load lands.
            let subjects: [Subject]
            /// The subjects the user has open, as the subject list scene's router passed them in.
            let openSubjectIDs: Set<Int>
            /// The subject of the link the app was opened with, passed in with them; nil without one.
            let markedSubjectID: Int?
            /// The last load failed.
            let loadFailed: Bool
        }

        struct ViewModel {
            let isLoading: Bool
            /// A row each, marked when its id is open, and marked as from the link when it is the app's
            /// link's subject.
            let subjects: [Subject]
            let openSubjectIDs: Set<Int>
            let markedSubjectID: Int?
            /// The error label and Retry show.
            let isFailureVisible: Bool
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
