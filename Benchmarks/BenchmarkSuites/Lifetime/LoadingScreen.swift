import Foundation
import SharedModel
import ViewKit

/// The smallest screen that loads the catalogue when it appears and shows how many bytes came, in
/// one of three styles, so the way a screen hears back can be compared alone (seed 002): the
/// benchmark's own, not an architecture's.
@MainActor
final class LoadingScreen: ViewController {
    enum Style: String, CaseIterable {
        /// A block-style manager, with a completion block that captures the screen strongly.
        case blockCapturingStrongly = "block-strong"
        /// The same manager, with a block that captures the screen weakly.
        case blockCapturingWeakly = "block-weak"
        /// The project's discrete `SubjectsAPIManager`, owned by the screen, with the screen as its
        /// weak delegate; it cancels its request when it goes.
        case delegate
    }

    /// What reached the screen, kept outside it so it can be read after the screen is gone.
    final class Log {
        /// Answers the screen handled after it was popped: work for a screen nobody sees.
        var answersAfterPop = 0
    }

    private let style: Style
    private let log: Log
    private let label = Label()
    private let blockManager: BlockCatalogueManager
    private let delegateManager: SubjectsAPIManager
    private var popped = false

    init(style: Style, environment: AppEnvironment, log: Log) {
        self.style = style
        self.log = log
        blockManager = BlockCatalogueManager(transport: environment.transport)
        delegateManager = SubjectsAPIManager(transport: environment.transport)
        super.init()
        delegateManager.delegate = self
    }

    override func loadView() {
        super.loadView()
        view.addSubview(label)
    }

    override func viewDidAppear() {
        super.viewDidAppear()
        switch style {
        case .blockCapturingStrongly:
            blockManager.loadCatalogue { result in self.show(result) }
        case .blockCapturingWeakly:
            blockManager.loadCatalogue { [weak self] result in self?.show(result) }
        case .delegate:
            delegateManager.loadCatalogue()
        }
    }

    override func viewDidDisappear() {
        super.viewDidDisappear()
        popped = true
    }

    private func show(_ result: Result<Data, APIError>) {
        if popped {
            log.answersAfterPop += 1
        }
        label.text = (try? result.get()).map { "\($0.count) bytes" } ?? "failed"
    }
}

extension LoadingScreen: APIManagerDelegate {
    func apiManagerDidSucceed(_ manager: APIManager) {
        show(manager.rawResponse.map { .success($0) } ?? .failure(.noConnection))
    }

    func apiManager(_ manager: APIManager, didFailWith error: APIError) {
        show(.failure(error))
    }
}
