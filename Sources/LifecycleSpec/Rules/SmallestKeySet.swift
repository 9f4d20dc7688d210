/// A set of session identifiers that answers "the smallest member other than this one" in logarithmic time.
///
/// The trace model keeps one for the live application sessions (S9) and one
/// for the application sessions whose scene is in the foreground (S13), so a
/// rule asks for "another one" without scanning every session the trace has
/// named: a trace of *n* lines checks in O(*n* log *n*), not O(*n*²).
///
/// A binary min-heap with lazy deletion: ``remove(_:)`` only drops the
/// membership; a heap entry that is no longer a member is discarded when it
/// reaches the top. Each identifier is in the heap at most once, so memory is
/// bounded by the identifiers ever inserted, which the model keeps anyway.
/// The answer is the smallest in `String` order, never a hash order, so it is
/// the same in every process.
struct SmallestKeySet: Sendable {
    private var members: Set<String> = []
    /// Every member, and former members not yet popped; each identifier at most once.
    private var heap: [String] = []
    private var inHeap: Set<String> = []

    /// How many members there are.
    var count: Int { members.count }

    /// Whether `key` is a member.
    func contains(_ key: String) -> Bool { members.contains(key) }

    /// Makes `key` a member or not.
    mutating func set(_ key: String, member: Bool) {
        if member { insert(key) } else { remove(key) }
    }

    /// Adds `key`. O(log *n*).
    mutating func insert(_ key: String) {
        guard members.insert(key).inserted, inHeap.insert(key).inserted else { return }
        push(key)
    }

    /// Removes `key`. Amortized O(log *n*); its heap entry goes when it reaches the top, or at once when
    /// no member is left.
    mutating func remove(_ key: String) {
        guard members.remove(key) != nil else { return }
        if members.isEmpty {
            heap.removeAll(keepingCapacity: true)
            inHeap.removeAll(keepingCapacity: true)
        } else {
            dropStaleTop()
        }
    }

    /// The smallest member other than `key`, or `nil`. Amortized O(log *n*).
    mutating func smallest(otherThan key: String) -> String? {
        guard members.count > (members.contains(key) ? 1 : 0) else { return nil }
        dropStaleTop()
        guard let top = heap.first else { return nil }
        guard top == key else { return top }
        // The key itself is the smallest: take it out, look below, put it back.
        popTop()
        dropStaleTop()
        let next = heap.first
        push(key)
        return next
    }

    private mutating func dropStaleTop() {
        while let top = heap.first, !members.contains(top) {
            popTop()
            inHeap.remove(top)
        }
    }

    private mutating func push(_ key: String) {
        heap.append(key)
        var i = heap.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard heap[i] < heap[parent] else { break }
            heap.swapAt(i, parent)
            i = parent
        }
    }

    private mutating func popTop() {
        let last = heap.removeLast()
        guard !heap.isEmpty else { return }
        heap[0] = last
        var i = 0
        while true {
            let left = 2 * i + 1, right = left + 1
            var smallest = i
            if left < heap.count && heap[left] < heap[smallest] { smallest = left }
            if right < heap.count && heap[right] < heap[smallest] { smallest = right }
            if smallest == i { return }
            heap.swapAt(i, smallest)
            i = smallest
        }
    }
}
