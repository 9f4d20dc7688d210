/// A set of session keys that answers "the smallest member other than this one" in logarithmic time.
///
/// The trace model keeps one for the live application sessions (S9) and one
/// for the application sessions whose scene is in the foreground (S13), so a
/// rule asks for "another one" without scanning every session the trace has
/// named: a trace of *n* lines checks in O(*n* log *n*), not O(*n*²).
///
/// Members are the integer keys of a ``SessionTable``; membership is an array
/// indexed by key. "Smallest" is in the `String` order of the keys'
/// identifiers (`names`, passed to each call that orders), never a hash or key
/// order, so the answer is the same in every process.
///
/// A binary min-heap with lazy deletion: ``remove(_:)`` only drops the
/// membership; a heap entry that is no longer a member is discarded when it
/// reaches the top. Each key is in the heap at most once, so memory is
/// bounded by the keys ever inserted, which the model keeps anyway.
package struct SmallestKeySet: Sendable {
    private var members: [Bool] = []
    /// Whether each key has an entry in `heap` (a member, or a former member not yet popped).
    private var inHeap: [Bool] = []
    /// Every member, and former members not yet popped; each key at most once.
    private var heap: [Int32] = []

    /// How many members there are.
    private(set) var count = 0

    /// Whether `key` is a member.
    package func contains(_ key: Int) -> Bool { key >= 0 && key < members.count && members[key] }

    /// Makes `key` a member or not.
    package mutating func set(_ key: Int, member: Bool, names: [String]) {
        if member { insert(key, names: names) } else { remove(key, names: names) }
    }

    /// Adds `key`. O(log *n*).
    package mutating func insert(_ key: Int, names: [String]) {
        if key >= members.count {
            let grown = max(key + 1, members.count * 2)
            members += repeatElement(false, count: grown - members.count)
            inHeap += repeatElement(false, count: grown - inHeap.count)
        }
        guard !members[key] else { return }
        members[key] = true
        count += 1
        guard !inHeap[key] else { return }
        inHeap[key] = true
        push(Int32(key), names)
    }

    /// Removes `key`. Amortized O(log *n*); its heap entry goes when it reaches the top, or at once when
    /// no member is left.
    package mutating func remove(_ key: Int, names: [String]) {
        guard contains(key) else { return }
        members[key] = false
        count -= 1
        if count == 0 {
            for k in heap { inHeap[Int(k)] = false }
            heap.removeAll(keepingCapacity: true)
        } else {
            dropStaleTop(names)
        }
    }

    /// The smallest member other than `key` (which may be no member, or -1), or `nil`. Amortized O(log *n*).
    package mutating func smallest(otherThan key: Int, names: [String]) -> Int? {
        guard count > (contains(key) ? 1 : 0) else { return nil }
        dropStaleTop(names)
        guard let top = heap.first else { return nil }
        guard Int(top) == key else { return Int(top) }
        // The key itself is the smallest: take it out, look below, put it back.
        popTop(names)
        dropStaleTop(names)
        let next = heap.first.map(Int.init)
        push(Int32(key), names)
        return next
    }

    private mutating func dropStaleTop(_ names: [String]) {
        while let top = heap.first, !members[Int(top)] {
            popTop(names)
            inHeap[Int(top)] = false
        }
    }

    private mutating func push(_ key: Int32, _ names: [String]) {
        heap.append(key)
        var i = heap.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard names[Int(heap[i])] < names[Int(heap[parent])] else { break }
            heap.swapAt(i, parent)
            i = parent
        }
    }

    private mutating func popTop(_ names: [String]) {
        let last = heap.removeLast()
        guard !heap.isEmpty else { return }
        heap[0] = last
        var i = 0
        while true {
            let left = 2 * i + 1, right = left + 1
            var smallest = i
            if left < heap.count && names[Int(heap[left])] < names[Int(heap[smallest])] { smallest = left }
            if right < heap.count && names[Int(heap[right])] < names[Int(heap[smallest])] { smallest = right }
            if smallest == i { return }
            heap.swapAt(i, smallest)
            i = smallest
        }
    }
}
