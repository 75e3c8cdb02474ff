import SharedModel
import ViewKit

/// The screen the More cell leads to, titled "All Subjects".
@MainActor
public final class SubjectSettingsViewController: ViewController {
    override public init() {
        super.init()
        title = SubjectListCopy.settingsTitle
    }
}
