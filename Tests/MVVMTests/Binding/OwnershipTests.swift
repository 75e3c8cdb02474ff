import Testing
import MVVM

/// A view model in miniature, written the way the ownership rule asks.
@MainActor
private final class MiniLoginViewModel {
    // State the view shows.
    let username = Observable("")
    let password = Observable("")
    let loginEnabled: Observable<Bool>
    private(set) var submissions: [String] = []

    // Reactions to the view's events. Stored here; the view's signals hold them too.
    lazy var usernameDidChange = Observer<String> { [weak self] in self?.username.value = $0 }
    lazy var passwordDidChange = Observer<String> { [weak self] in self?.password.value = $0 }
    lazy var submitTapped = Observer<Void> { [weak self] in
        guard let self else { return }
        self.submissions.append(self.username.value)
    }

    init() {
        loginEnabled = Observable.combine(username, password, strategy: .every, initial: false) {
            $0.count >= 6 && $1.count >= 6
        }
    }
}

/// A view in miniature: what it shows, and signals for what the user does.
@MainActor
private final class MiniLoginView {
    var usernameText = ""
    var submitEnabled = false
    let usernameEdited = Signal<String>()
    let passwordEdited = Signal<String>()
    let submitTapped = Signal<Void>()
}

/// What a controller does in MVVM: connect the two, in both directions.
@MainActor
private func bind(_ view: MiniLoginView, to viewModel: MiniLoginViewModel) {
    Observer<String> { [weak view] in view?.usernameText = $0 }.subscribe(to: viewModel.username)
    Observer<Bool> { [weak view] in view?.submitEnabled = $0 }.subscribe(to: viewModel.loginEnabled)
    viewModel.usernameDidChange.subscribe(to: view.usernameEdited)
    viewModel.passwordDidChange.subscribe(to: view.passwordEdited)
    viewModel.submitTapped.subscribe(to: view.submitTapped)
}

/// Breaks the rule on purpose: its handler captures `self` strongly.
@MainActor
private final class StrongCapture {
    let count = Observable(0)
    var seen = 0
    weak var watcher: Observer<Int>?

    init() {
        watcher = count.observe { value in self.seen = value }
    }
}

/// The same object following the rule.
@MainActor
private final class WeakCapture {
    let count = Observable(0)
    var seen = 0

    init() {
        count.observe { [weak self] value in self?.seen = value }
    }
}

@Suite("Ownership")
@MainActor
struct OwnershipTests {
    @Test func anObservableHoldsItsObserversAndReleasesThemWithItself() {
        weak var weakObserver: Observer<Int>?
        weak var weakObservable: Observable<Int>?
        do {
            let count = Observable(0)
            weakObservable = count
            weakObserver = Observer<Int> { _ in }.subscribe(to: count)
            // No variable holds the observer: the observable does.
            #expect(weakObserver != nil)
        }
        #expect(weakObservable == nil)
        #expect(weakObserver == nil)
    }

    @Test func aSignalReleasesItsObserversWithItself() {
        weak var weakObserver: Observer<Void>?
        do {
            let tapped = Signal<Void>()
            weakObserver = tapped.observe {}
            #expect(weakObserver != nil)
        }
        #expect(weakObserver == nil)
    }

    @Test func anObserverDoesNotKeepItsSourcesAlive() {
        let observer = Observer<Int> { _ in }
        weak var weakSource: Observable<Int>?
        do {
            let count = Observable(0)
            weakSource = count
            observer.subscribe(to: count)
            #expect(observer.subscriptionCount == 1)
        }
        #expect(weakSource == nil)
        #expect(observer.subscriptionCount == 0)
    }

    @Test func anObserverIsReleasedOnceItUnsubscribesFromItsOnlySource() {
        let count = Observable(0)
        weak var weakObserver: Observer<Int>?
        weakObserver = Observer<Int> { _ in }.subscribe(to: count)
        #expect(weakObserver != nil)

        weakObserver?.unsubscribe(from: count)

        #expect(weakObserver == nil)
        #expect(count.observerCount == 0)
    }

    @Test func anObserverIsReleasedOnceItUnsubscribesFromAll() {
        let a = Observable(0)
        let b = Signal<Int>()
        weak var weakObserver: Observer<Int>?
        weakObserver = Observer<Int> { _ in }.subscribe(to: a).subscribe(to: b)

        weakObserver?.unsubscribe(from: a)
        #expect(weakObserver != nil)  // the signal still holds it
        weakObserver?.unsubscribeAll()

        #expect(weakObserver == nil)
    }

    @Test func aBoundViewAndViewModelWorkAndBothDeallocate() {
        weak var weakView: MiniLoginView?
        weak var weakViewModel: MiniLoginViewModel?
        weak var weakEnabled: Observable<Bool>?
        do {
            let view = MiniLoginView()
            let viewModel = MiniLoginViewModel()
            weakView = view
            weakViewModel = viewModel
            weakEnabled = viewModel.loginEnabled
            bind(view, to: viewModel)

            view.usernameEdited.send("student01")
            #expect(view.usernameText == "student01")
            #expect(view.submitEnabled == false)
            view.passwordEdited.send("secret123")
            #expect(view.submitEnabled == true)
            view.submitTapped.send()
            #expect(viewModel.submissions == ["student01"])
        }
        #expect(weakView == nil)
        #expect(weakViewModel == nil)
        #expect(weakEnabled == nil)
    }

    @Test func aViewModelReplacedUnderALiveViewDeallocates() {
        let view = MiniLoginView()
        weak var weakViewModel: MiniLoginViewModel?
        do {
            let viewModel = MiniLoginViewModel()
            weakViewModel = viewModel
            bind(view, to: viewModel)
            view.usernameEdited.send("student01")
        }
        #expect(weakViewModel == nil)

        // The view's signals still hold the old reactions, which now find nobody and do nothing.
        view.usernameEdited.send("someone")
        view.submitTapped.send()
        #expect(view.usernameText == "student01")
    }

    @Test func aCombinedObservableGoesAwayWithItsSources() {
        weak var weakCombined: Observable<Int>?
        weak var weakSource: Observable<Int>?
        do {
            let a = Observable(1)
            let b = Observable(2)
            weakSource = a
            weakCombined = Observable.combine(a, b, strategy: .every, initial: 0) { $0 + $1 }
            // Held by its sources, even though no variable holds it.
            #expect(weakCombined != nil)
            a.value = 5
            #expect(weakCombined?.value == 7)
        }
        #expect(weakSource == nil)
        #expect(weakCombined == nil)
    }

    @Test func aFinishedFirstCombinationIsReleasedByItsSources() {
        let a = Observable(1)
        let b = Observable(2)
        weak var weakCombined: Observable<Int>?
        weakCombined = Observable.combine(a, b, strategy: .first, initial: 0) { $0 + $1 }
        #expect(weakCombined != nil)

        b.value = 3

        #expect(weakCombined == nil)
        #expect(a.observerCount == 0)
        #expect(b.observerCount == 0)
    }

    @Test func capturingSelfStronglyLeaksUntilUnsubscribed() {
        weak var weakOwner: StrongCapture?
        do {
            let owner = StrongCapture()
            weakOwner = owner
            owner.count.value = 3
            #expect(owner.seen == 3)
        }
        // owner ▶ count ▶ observer ▶ handler ▶ owner: the cycle the rule warns about.
        #expect(weakOwner != nil)

        weakOwner?.watcher?.unsubscribeAll()

        #expect(weakOwner == nil)
    }

    @Test func capturingSelfWeaklyLetsTheOwnerGo() {
        weak var weakOwner: WeakCapture?
        do {
            let owner = WeakCapture()
            weakOwner = owner
            owner.count.value = 3
            #expect(owner.seen == 3)
        }
        #expect(weakOwner == nil)
    }
}
