/// The `limit` smallest of the elements offered one by one, exactly as a stable sort of all of
/// them followed by `prefix(limit)` would give them: of equal elements, the earlier offered come
/// first.
///
/// A max-heap of at most `limit` elements: an offer costs one comparison with the largest kept
/// element when it is refused (most are, once the heap is full), and a logarithmic sift when it
/// is kept; nothing else of the refused elements is stored.
struct BoundedSelection<Element: Comparable> {
  /// A kept element and when it was offered, which orders equal elements as a stable sort would.
  private struct Entry {
    var element: Element
    var offered: Int

    /// Whether `self` comes after `other` in the stable sort.
    func follows(_ other: Entry) -> Bool {
      other.element < element || (!(element < other.element) && other.offered < offered)
    }
  }

  /// The most elements kept.
  let limit: Int
  /// The kept elements as a heap whose first element follows all others.
  private var heap: [Entry] = []
  /// How many elements were offered.
  private var offers = 0

  /// An empty selection keeping at most `limit` elements.
  init(limit: Int) {
    self.limit = max(0, limit)
    heap.reserveCapacity(self.limit)
  }

  /// Whether `element`, offered next, would be kept (for now: later offers may push it out).
  /// Being offered after every kept element, an equal element is not kept.
  func admits(_ element: Element) -> Bool {
    heap.count < limit || (heap.first.map { element < $0.element } ?? false)
  }

  /// Offers an element: kept when it is among the `limit` smallest so far, pushing out the one
  /// that then comes last.
  mutating func offer(_ element: Element) {
    defer { offers += 1 }
    guard admits(element) else { return }
    let entry = Entry(element: element, offered: offers)
    if heap.count < limit {
      heap.append(entry)
      siftUp(heap.count - 1)
    } else {
      heap[0] = entry
      siftDown(0)
    }
  }

  /// The kept elements, smallest first (equal ones in the order offered).
  var sorted: [Element] {
    heap.sorted { $1.follows($0) }.map(\.element)
  }

  private mutating func siftUp(_ start: Int) {
    var child = start
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child].follows(heap[parent]) else { return }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func siftDown(_ start: Int) {
    var parent = start
    while true {
      let left = 2 * parent + 1
      var last = parent
      if left < heap.count, heap[left].follows(heap[last]) { last = left }
      if left + 1 < heap.count, heap[left + 1].follows(heap[last]) { last = left + 1 }
      guard last != parent else { return }
      heap.swapAt(parent, last)
      parent = last
    }
  }
}
