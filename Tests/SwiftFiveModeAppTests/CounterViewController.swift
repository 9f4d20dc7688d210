// A view controller in the idioms of Swift 5 mode UIKit code: an observer added with `queue: .main` whose block calls
// the controller's own (main-actor) methods directly, and work sent back with `DispatchQueue.main.async`.
#if canImport(UIKit)
import UIKit
#else
import LifecycleUIKit
#endif

class CounterViewController: UIViewController {
    let countLabel = UILabel()
    private var observer: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(countLabel)
        observer = NotificationCenter.default.addObserver(forName: .counterDidChange, object: nil, queue: .main) { [weak self] _ in
            self?.reload()
        }
        reload()
    }

    deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
    }

    func reload() {
        countLabel.text = "\(CounterStore.shared.count)"
    }

    func userTappedIncrement() {
        DispatchQueue.main.async {
            CounterStore.shared.increment()
        }
    }
}
