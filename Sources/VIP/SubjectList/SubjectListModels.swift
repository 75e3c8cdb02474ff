// Role: state
// The subject list scene's models, grouped per use case as Clean Swift groups them: Request from the view
// controller, Response from the interactor, ViewModel for the view controller. Plain values.
import SharedModel
import ViewKit

enum SubjectList {
    /// Load both answers: on the first appearance, on Retry, or on a pull to refresh or Refresh.
    enum FetchSubjects {
        struct Request {
            enum Trigger {
                case firstAppearance
                case retry
                case refresh
            }

            let trigger: Trigger
        }

        struct Response {
            /// A first load or a retry is in flight: the spinner turns.
            let isLoading: Bool
            /// A pull to refresh is in flight.
            let isRefreshing: Bool
            /// The last load failed.
            let failed: Bool
            /// The items of the last successful load, the open subjects then More; nil until one
            /// succeeds. The same list the interactor selects from.
            let items: [SubjectCellData]?
            /// The last successful load found no open subject, or none is left since.
            let foundNoSubject: Bool
            /// Whether `items` came with this response, so the list must show them.
            let itemsArrived: Bool
        }

        struct ViewModel {
            let isLoading: Bool
            let isRefreshing: Bool
            let isErrorVisible: Bool
            let isListVisible: Bool
            let isEmptyVisible: Bool
            /// The bar's Refresh is enabled: the list shows and no refresh is in flight.
            let isRefreshEnabled: Bool
            /// The items to show, when a load brought new ones.
            let newCells: [SubjectCellData]?
        }
    }

    /// The theme the model layer publishes, now and on every change.
    enum ApplyTheme {
        struct Request {}

        struct Response {
            let theme: Theme
        }

        struct ViewModel {
            let titleColor: Color
            let detailColor: Color
            let backgroundColor: Color
        }
    }

    /// The user selected an item, or the link named a subject the list shows.
    enum SelectItem {
        struct Request {
            let index: Int
        }

        /// Nothing to carry: the router reads the selected item from the interactor's data store.
        struct Response {}

        struct ViewModel {}
    }

    /// The list appears again after the subject detail scene switched a subject off: the subject
    /// leaves the list at once, with no new load. The outcome is the list as it now stands, a
    /// FetchSubjects Response.
    enum DropSwitchedOffSubject {
        /// Nothing to carry: the interactor reads the subject from its data store, where the subject
        /// detail scene's router passed it.
        struct Request {}
    }
}
