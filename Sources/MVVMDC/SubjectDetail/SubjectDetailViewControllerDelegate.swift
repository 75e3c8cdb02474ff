// Role: glue
// How the subject detail screen tells the screen that pushed it what that screen must know: the subject
// was switched off. A delegate, as MVVM-DC's views report to their view controllers: the list's view
// controller hears it like any other event and hands it to its own data controller.
@MainActor
protocol SubjectDetailViewControllerDelegate: AnyObject {
    func subjectDetailViewController(_ controller: SubjectDetailViewController, didSwitchOffSubject id: Int)
}
